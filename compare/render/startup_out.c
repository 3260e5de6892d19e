// startup_out.c: the tables, plots and HTML report of a start-up study (see startup_out.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/gp.h"
#include "render/html_text.h"
#include "model/model.h"
#include "model/stats.h"
#include "render/outfile.h"
#include "render/render.h"
#include "render/render_pts.h"
#include "render/render_words.h"
#include "render/startup_out.h"

#define BAR_WIDTH 30
#define TITLE "start-up time, s (less is better)"

/* bg_mbps: the background's MB/s of F (KiB/s / 1000, as the laptop pack's MB/s). */
static double bg_mbps(const struct startup_folder *f)
{
	return f->sbg.mean / 1000;
}

/* cell_head: C's title line: its published configuration, or for an idle cell what it is. */
static const char *cell_head(const struct startup_cell *c)
{
	if (c->title)
		return c->title;
	return c->is_idle ? "idle floor: the start replayed with no background (S's start-up "
			    "time on idle device)" : NULL;
}

/* idle_note: " idle 0.27 s; 5.3x idle under load" for a row of a loaded cell with an idle
 * floor under the same scheduler folder, else "". */
static void idle_note(const struct startup_cell *c, const struct startup_folder *f, double mean,
		      char *buf, size_t len)
{
	buf[0] = '\0';
	if (!c->is_idle && f->idle_n && f->idle > 0)
		snprintf(buf, len, "  idle %.3f s; %.1fx idle under load", f->idle, mean / f->idle);
}

static void header_text(FILE *out, const struct startup_study *s)
{
	const struct manifest *m = &s->man;
	int i;

	/* the manifest's strings on one line each (render_line): a newline would forge one */
	fputs("Results   ", out);
	render_line(out, s->dir);
	fputs("\nRun       ", out);
	render_line(out, m->run_id ? m->run_id : "-");
	fputs(" (", out);
	render_line(out, m->status ? m->status : "-");
	fputs(")\nPack      startup: ", out);
	render_line(out, m->pack_title ? m->pack_title : "-");
	fputs("\nKernel    ", out);
	render_line(out, m->kernel ? m->kernel : "-");
	fputs("\nMeasure   the app job's span: its first replayed request issued to its last "
	      "completed (engine stats span.ns), s;\n          I/O wait: the app job's completion "
	      "latencies summed (at iodepth 1 the part spent waiting for the disk), s\n", out);
	for (i = 0; s->ref && i < 2; i++) { /* "Reference NAME: TITLE" */
		fputs(i ? ": " : "Reference ", out);
		render_line(out, i ? s->ref->title : s->ref->name);
	}
	if (s->ref)
		fputc('\n', out);
	fprintf(out, "Background MB/s = fio KiB/s / 1000 of the other jobs, summed, over their run\n"
		"Idle      the same start with no background under the same scheduler (the pack's "
		"idle cells)\n"
		"Marks     ~ = not significantly different from the best (Welch's t-test, 95 %%; "
		"also when N < 2)\n");
}

static void row_text(FILE *out, const struct startup_cell *c, const struct model_row *r, int refcol)
{
	const struct startup_folder *f = startup_folder_of(c, r);
	const double max = c->table.top;
	int w = max > 0 ? (int)(r->st.mean / max * BAR_WIDTH + 0.5) : 0;
	char note[64], idle[96];

	fprintf(out, "  %-16s %-*.*s %*s %8.3f  SE +/- %.3f, N = %zu %s", r->label, w, w,
		"##############################", BAR_WIDTH - w, "", r->st.mean, r->st.se, r->st.n,
		r->not_sig ? "~" : " ");
	if (refcol && r->ref)
		fprintf(out, "  %7.2f %-16s x%.2f", r->ref->value, r->ref->label, r->ratio);
	else if (refcol)
		fprintf(out, "  %7s %-16s %5s", "-", "", "");
	render_row_notes(r, note, sizeof(note));
	idle_note(c, f, r->st.mean, idle, sizeof(idle));
	fprintf(out, "  background %.1f MB/s", bg_mbps(f));
	if (f->swait.n)
		fprintf(out, "  I/O wait %.3f s", f->swait.mean);
	fprintf(out, "%s%s\n", idle, note);
}

/* after_text: a row after the table: timed out, or without a usable run. */
static void after_text(FILE *out, const struct startup_folder *f)
{
	if (f->timed_out)
		fprintf(out, "  %-16s timed out in %zu of %zu runs (no value, as the published "
			"tables leave such rows out)\n", f->name ? f->name : f->folder, f->timed_out,
			f->runs);
	else
		fprintf(out, "  %-16s no usable run\n", f->name ? f->name : f->folder);
}

static void cell_text(FILE *out, const struct startup_study *s, const struct startup_cell *c)
{
	size_t i;

	fprintf(out, "\n%s: %s%s%s\n", c->name, TITLE, s->ref ? "   published: " : "",
		s->ref ? s->ref->name : "");
	if (cell_head(c))
		fprintf(out, "  %s\n", cell_head(c));
	for (i = 0; i < c->table.n; i++)
		row_text(out, c, &c->table.rows[i], s->ref != NULL);
	for (i = 0; i < c->nafter; i++)
		after_text(out, &c->f[c->after[i]]);
	if (s->ref && c->table.has_tau)
		fprintf(out, "  Kendall tau-b, this order vs the published one: %.2f (%zu rows)\n",
			c->table.tau, c->table.tau_n);
	else if (s->ref && !c->is_idle) /* an idle cell has nothing published */
		fprintf(out, "  Kendall tau-b: not reported (%zu rows with a published value; needs "
			"%d or more, not all tied)\n", c->table.tau_n, STATS_MIN_TAU_ROWS);
}

/* row_at: the I-th row of C in print order (I < table.n + nafter): the table's rows, then
 * those after it (*R NULL); its folder. */
static const struct startup_folder *row_at(const struct startup_cell *c, size_t i,
					   const struct model_row **r)
{
	*r = i < c->table.n ? &c->table.rows[i] : NULL;
	return *r ? startup_folder_of(c, *r) : &c->f[c->after[i - c->table.n]];
}

static void cell_md(FILE *out, const struct startup_study *s, const struct startup_cell *c)
{
	const struct model_row *r;
	const struct startup_folder *f;
	size_t i;

	fprintf(out, "\n### %s: %s\n\n%s%s| scheduler | mean, s | SE | N | ~ | timed out |%s "
		"background MB/s | I/O wait, s | idle, s | x idle |\n|---|---|---|---|---|---|%s"
		"---|---|---|---|\n", c->name, TITLE, cell_head(c) ? cell_head(c) : "",
		cell_head(c) ? "\n\n" : "", s->ref ? " published, s | ratio |" : "",
		s->ref ? "---|---|" : "");
	for (i = 0; i < c->table.n + c->nafter; i++) {
		f = row_at(c, i, &r);
		fprintf(out, "| %s | ", f->name ? f->name : f->folder);
		if (r)
			fprintf(out, "%.3f | %.3f | %zu | %s |", r->st.mean, r->st.se, r->st.n,
				r->not_sig ? "~" : "");
		else
			fprintf(out, "- | - | %zu | |", f->n);
		fprintf(out, " %zu of %zu |", f->timed_out, f->runs);
		if (s->ref && r && r->ref)
			fprintf(out, " %.2f | %.2f |", r->ref->value, r->ratio);
		else if (s->ref)
			fprintf(out, " - | - |");
		fprintf(out, " %.1f |", bg_mbps(f));
		if (r && f->swait.n)
			fprintf(out, " %.3f |", f->swait.mean);
		else
			fprintf(out, " - |");
		if (r && f->idle_n && !c->is_idle && f->idle > 0)
			fprintf(out, " %.3f | %.1f |\n", f->idle, r->st.mean / f->idle);
		else
			fprintf(out, " - | - |\n");
	}
}

static void cell_csv(FILE *out, const struct startup_study *s, const struct startup_cell *c)
{
	const struct model_row *r;
	const struct startup_folder *f;
	size_t i;

	for (i = 0; i < c->table.n + c->nafter; i++) {
		f = row_at(c, i, &r);
		render_csv_field(out, c->name);
		fputc(',', out);
		render_csv_field(out, f->folder);
		fprintf(out, ",%zu,%zu,%zu,", r ? r->st.n : f->n, f->timed_out, f->runs);
		if (r)
			fprintf(out, "%.6f,%.6f,%d,", r->st.mean, r->st.se, r->not_sig);
		else
			fprintf(out, ",,,");
		if (s->ref && r && r->ref)
			fprintf(out, "%.2f,", r->ref->value);
		else
			fprintf(out, ",");
		fprintf(out, "%.1f,", bg_mbps(f));
		if (r && f->swait.n)
			fprintf(out, "%.6f,", f->swait.mean);
		else
			fprintf(out, ",");
		if (r && f->idle_n && !c->is_idle && f->idle > 0)
			fprintf(out, "%.6f,%.3f\n", f->idle, r->st.mean / f->idle);
		else
			fprintf(out, ",\n");
	}
}

/* json_row: one row as a JSON object (names through jansson: escaped). */
static json_t *json_row(const struct startup_cell *c, const struct model_row *r,
			const struct startup_folder *f)
{
	int idle = r && f->idle_n && !c->is_idle && f->idle > 0;

	return json_pack("{s:s?, s:s?, s:I, s:I, s:I, s:o, s:o, s:b, s:o, s:f, s:o, s:o, s:o}",
			 "scheduler", f->folder, "label", f->name, "n", (json_int_t)(r ? r->st.n : f->n),
			 "timed_out", (json_int_t)f->timed_out, "runs", (json_int_t)f->runs,
			 "mean_s", r ? json_real(r->st.mean) : json_null(),
			 "se_s", r ? json_real(r->st.se) : json_null(),
			 "not_significant", r && r->not_sig,
			 "published_s", r && r->ref ? json_real(r->ref->value) : json_null(),
			 "background_mbps", bg_mbps(f),
			 "io_wait_s", r && f->swait.n ? json_real(f->swait.mean) : json_null(),
			 "idle_s", idle ? json_real(f->idle) : json_null(),
			 "x_idle", idle ? json_real(r->st.mean / f->idle) : json_null());
}

static int render_json_all(FILE *out, const struct startup_study *s)
{
	json_t *doc = json_pack("{s:s, s:s?, s:s?, s:s?, s:o}", "measure", TITLE, "run_id",
				s->man.run_id, "status", s->man.status, "reference",
				s->ref ? s->ref->name : NULL, "cells", json_array());
	const struct model_row *r;
	const struct startup_folder *f;
	size_t c, i;
	int ret;

	if (!doc)
		return -ENOMEM;
	for (c = 0; c < s->ncells; c++) {
		const struct startup_cell *x = &s->cells[c];
		json_t *rows = json_array(), *cell;

		for (i = 0; rows && i < x->table.n + x->nafter; i++) {
			f = row_at(x, i, &r);
			json_array_append_new(rows, json_row(x, r, f));
		}
		cell = json_pack("{s:s, s:s?, s:b, s:s?, s:o, s:o}", "cell", x->name, "title",
				 cell_head(x), "idle", x->is_idle, "idle_cell", x->idle_cell,
				 "kendall_tau_b", x->table.has_tau ? json_real(x->table.tau) : json_null(),
				 "rows", rows ? rows : json_array());
		json_array_append_new(json_object_get(doc, "cells"), cell);
	}
	ret = json_dumpf(doc, out, JSON_INDENT(1));
	fputc('\n', out);
	json_decref(doc);
	return ret ? -EIO : 0;
}

int startup_render(FILE *out, const struct startup_study *s, enum render_format format)
{
	size_t c;

	switch (format) {
	case RENDER_JSON:
		return render_json_all(out, s);
	case RENDER_PTS:
		return render_pts_startup(out, s);
	case RENDER_CSV:
		fprintf(out, "cell,scheduler,n,timed_out,runs,mean_s,se_s,not_significant,"
			"published_s,background_mbps,io_wait_s,idle_s,x_idle\n");
		break;
	case RENDER_MD:
		fprintf(out, "## Start-up time: %s\n", s->man.run_id ? s->man.run_id : s->dir);
		break;
	case RENDER_TEXT:
		header_text(out, s);
		break;
	default:
		return -EINVAL;
	}
	for (c = 0; c < s->ncells; c++) {
		if (format == RENDER_CSV)
			cell_csv(out, s, &s->cells[c]);
		else if (format == RENDER_MD)
			cell_md(out, s, &s->cells[c]);
		else
			cell_text(out, s, &s->cells[c]);
	}
	return ferror(out) ? -EIO : 0;
}

/* plot_head: the terminal of NAME (PNG, or SVG when SVG), tab-separated data and C's title
 * as the plot's, to the script F. */
static void plot_head(FILE *f, const char *name, const struct startup_cell *c, int svg)
{
	gp_terminal(f, name, 900, 420, svg);
	fputs("set datafile separator '\\t'\nset title ", f);
	gp_quote(f, cell_head(c) ? cell_head(c) : c->name);
	fputc('\n', f);
}

/* bars: the bar chart of C's table (stem STEM) into the script F, its data into DIR/data;
 * nothing for a cell without a value (gnuplot has no x range to draw). */
static int bars(FILE *f, const char *dir, const struct startup_study *s,
		const struct startup_cell *c, const char *stem, FILE *err)
{
	char name[GP_STEM_MAX + 32];
	size_t i, nidle = 0;
	FILE *d;
	int svg;

	if (!c->table.n)
		return 0;
	snprintf(name, sizeof(name), "%s-startup", stem);
	d = gp_data_open(dir, name, err);
	if (!d)
		return 1;
	fprintf(d, "# row\tmean_s\tse_s\tpublished_s\tidle_s\n");
	for (i = 0; i < c->table.n; i++) {
		const struct model_row *r = &c->table.rows[i];
		const struct startup_folder *fo = startup_folder_of(c, r);

		gp_field(d, r->label);
		fprintf(d, "\t%.6f\t%.6f\t", r->st.mean, r->st.se);
		if (r->ref)
			fprintf(d, "%.6f\t", r->ref->value);
		else
			fprintf(d, "?\t");
		if (fo->idle_n && !c->is_idle) {
			fprintf(d, "%.6f\n", fo->idle);
			nidle++;
		} else {
			fprintf(d, "?\n");
		}
	}
	if (gp_data_close(d, dir, name, err))
		return 1;
	for (svg = 0; svg < 2; svg++) {
		plot_head(f, name, c, svg);
		fprintf(f, "set datafile missing '?'\nset ylabel 'start-up time, s (less is better)'\n"
			"set yrange [0:*]\nset xrange [-0.5:%zu.5]\n"
			"set style fill solid 0.5\nset boxwidth 0.6\nset xtics rotate by -20\n"
			"set key top left\nplot ", c->table.n - 1);
		gp_data_ref(f, name);
		fputs(" using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 "
		      "with yerrorbars lc rgb 'black' pt 0 title 'SE'", f);
		if (s->ref) {
			fputs(", '' using 0:4 with points pt 12 ps 1.6 lc rgb '#c00000' title ", f);
			gp_quote(f, s->ref->name);
		}
		if (nidle)
			fputs(", '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title "
			      "'idle (no background)'", f);
		fputs("\nunset title\nunset xtics\nset xtics\nset xrange [*:*]\n", f);
	}
	return 0;
}

/* curves: the completion-time curve of each row of C into the script F and DIR/data. */
static int curves(FILE *f, const char *dir, const struct startup_cell *c, const char *stem,
		  FILE *err)
{
	char name[GP_STEM_MAX + 32];
	size_t i, k, blocks = 0;
	FILE *d;
	int svg, first;

	snprintf(name, sizeof(name), "%s-startup-curve", stem);
	d = gp_data_open(dir, name, err);
	if (!d)
		return 1;
	for (i = 0; i < c->table.n; i++) {
		const struct startup_folder *fo = startup_folder_of(c, &c->table.rows[i]);

		if (!fo->ncurve)
			continue;
		fprintf(d, "%s# run %d: seconds since the first request, share of requests done\n0\t0\n",
			blocks ? "\n\n" : "", fo->curve_run);
		for (k = 0; k < fo->ncurve; k++)
			fprintf(d, "%.3f\t%.5f\n", (double)(k + 1) * fo->curve_step_s, fo->curve[k]);
		blocks++;
	}
	if (gp_data_close(d, dir, name, err))
		return 1;
	if (!blocks)
		return 0;
	for (svg = 0; svg < 2; svg++) {
		plot_head(f, name, c, svg);
		fputs("set xlabel 'time since the first request of the start, s'\n"
		      "set ylabel 'requests completed, share of the trace'\nset yrange [0:1.02]\n"
		      "set key bottom right\nplot ", f);
		for (i = 0, k = 0, first = 1; i < c->table.n; i++) {
			if (!startup_folder_of(c, &c->table.rows[i])->ncurve)
				continue;
			fputs(first ? "" : ", ", f);
			gp_data_ref(f, name);
			fprintf(f, " index %zu using 1:2 with steps lw 2 title ", k++);
			gp_quote(f, c->table.rows[i].label);
			first = 0;
		}
		fputs("\nunset xlabel\n", f);
	}
	return 0;
}

int startup_plots(const struct startup_study *s, const char *dir, FILE *err)
{
	char stem[GP_STEM_MAX + 8];
	size_t c;
	FILE *f;
	int bad = 0;

	f = gp_script_open(dir, "startup.gp", "--plots", err);
	if (!f)
		return 1;
	fputs("# startup.gp: written by scripts/compare --plots; 'gnuplot startup.gp' in this "
	      "folder draws the start-up plots again from " GP_DATA "/.\n", f);
	for (c = 0; c < s->ncells && !bad; c++) {
		gp_stem(stem, sizeof(stem), s->cells[c].name, "cell", c);
		bad = bars(f, dir, s, &s->cells[c], stem, err) ||
		      curves(f, dir, &s->cells[c], stem, err);
	}
	return gp_script_run(f, dir, "startup.gp", bad, err);
}

static void cell_html(FILE *f, const char *dir, const struct startup_study *s,
		      const struct startup_cell *c, size_t idx)
{
	char stem[GP_STEM_MAX + 8], name[GP_STEM_MAX + 32];
	const struct model_row *r;
	const struct startup_folder *fo;
	size_t i;

	fputs("<h2>", f);
	html_esc(f, c->name);
	fputs(": " TITLE "</h2>\n<p>", f);
	html_esc(f, cell_head(c));
	fputs("</p>\n<table><tr><th>scheduler</th><th>mean, s</th><th>SE</th><th>N</th><th>~</th>"
	      "<th>timed out</th><th>published, s</th><th>ratio</th><th>background MB/s</th>"
	      "<th>I/O wait, s</th><th>idle, s</th><th>x idle</th></tr>\n", f);
	for (i = 0; i < c->table.n + c->nafter; i++) {
		fo = row_at(c, i, &r);
		fputs("<tr><td>", f);
		html_esc(f, fo->name ? fo->name : fo->folder);
		if (r)
			fprintf(f, "</td><td>%.3f</td><td>%.3f</td><td>%zu</td><td>%s</td>", r->st.mean,
				r->st.se, r->st.n, r->not_sig ? "~" : "");
		else
			fprintf(f, "</td><td>-</td><td>-</td><td>%zu</td><td></td>", fo->n);
		fprintf(f, "<td>%zu of %zu</td>", fo->timed_out, fo->runs);
		if (r && r->ref)
			fprintf(f, "<td>%.2f</td><td>%.2f</td>", r->ref->value, r->ratio);
		else
			fputs("<td>-</td><td>-</td>", f);
		fprintf(f, "<td>%.1f</td>", bg_mbps(fo));
		if (r && fo->swait.n)
			fprintf(f, "<td>%.3f</td>", fo->swait.mean);
		else
			fputs("<td>-</td>", f);
		if (r && fo->idle_n && !c->is_idle && fo->idle > 0)
			fprintf(f, "<td>%.3f</td><td>%.1f</td></tr>\n", fo->idle, r->st.mean / fo->idle);
		else
			fputs("<td>-</td><td>-</td></tr>\n", f);
	}
	fputs("</table>\n", f);
	if (s->ref && c->table.has_tau)
		fprintf(f, "<p>Kendall tau-b, this order vs the published one: %.2f (%zu rows)</p>\n",
			c->table.tau, c->table.tau_n);
	gp_stem(stem, sizeof(stem), c->name, "cell", idx);
	/* a plot that is not there was not drawn (no data), and the tables say it all */
	snprintf(name, sizeof(name), "%s-startup", stem);
	html_img(f, dir, name, "start-up time per scheduler");
	snprintf(name, sizeof(name), "%s-startup-curve", stem);
	html_img(f, dir, name, "completion-time curve of the app job");
}

int startup_html(const struct startup_study *s, const char *dir, FILE *err)
{
	char *plots, *path;
	size_t c;
	FILE *f;
	int bad;

	if (outfile_mkdir(dir, "--html", err))
		return 1;
	if (asprintf(&plots, "%s/plots", dir) < 0) {
		fprintf(err, "compare: out of memory\n");
		return 1;
	}
	bad = startup_plots(s, plots, err);
	free(plots);
	if (bad)
		return 1;
	f = outfile_open(dir, "index.html", "--html", &path, err);
	if (!f)
		return 1;
	fputs("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>start-up time: ", f);
	html_esc(f, s->man.run_id);
	fputs("</title><style>body{font-family:sans-serif;max-width:1000px;margin:auto}"
	      "table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:2px 6px;"
	      "text-align:right}td:first-child{text-align:left}</style></head><body>\n"
	      "<h1>Application start-up time under background I/O</h1>\n<p>Run ", f);
	html_esc(f, s->man.run_id);
	fputs(" (", f);
	html_esc(f, s->man.status);
	fputs("), kernel ", f);
	html_esc(f, s->man.kernel);
	fputs(". ", f);
	html_esc(f, s->man.pack_title);
	fputs("</p>\n<p>The start-up time is the app job's span: its first replayed request issued "
	      "to its last completed (engine stats span.ns), in seconds, less is better. "
	      "I/O wait: the app job's completion latencies summed (at iodepth 1 the part of "
	      "the start spent waiting for the disk). Idle: the same start with no background "
	      "under the same scheduler (S's start-up time on idle device); x idle: the "
	      "start-up time under load over it. "
	      "~: not significantly different from the best (Welch's t-test, 95 %). Background "
	      "MB/s: fio KiB/s / 1000 of the other jobs, summed. ", f);
	if (s->ref) {
		fputs("Published: ", f);
		html_esc(f, s->ref->name);
		fputs(" (", f);
		html_esc(f, s->ref->title);
		fputs(").", f);
	}
	fputs("</p>\n", f);
	for (c = 0; c < s->ncells; c++)
		cell_html(f, dir, s, &s->cells[c], c);
	fputs("</body></html>\n", f);
	bad = outfile_commit(f, path, 1, err);
	free(path);
	return bad;
}
