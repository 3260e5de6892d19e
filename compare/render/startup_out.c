// startup_out.c: the tables, plots and HTML report of a start-up study (see startup.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/gp.h"
#include "render/html_text.h"
#include "model/model.h"
#include "render/outfile.h"
#include "render/render.h"
#include "render/render_pts.h"
#include "render/render_words.h"
#include "read/startup.h"

#define BAR_WIDTH 30
#define TITLE "start-up time, s (less is better)"

/* bg_mbps: the background's MB/s of row R (KiB/s / 1000, as the laptop pack's MB/s). */
static double bg_mbps(const struct startup_row *r)
{
	return r->sbg.mean / 1000;
}

static double max_mean(const struct startup_cell *c)
{
	double m = 0;
	size_t i;

	for (i = 0; i < c->nrows; i++)
		if (!c->rows[i].timed_out && c->rows[i].n && c->rows[i].s.mean > m)
			m = c->rows[i].s.mean;
	return m;
}

static void header_text(FILE *out, const struct startup_study *s)
{
	fprintf(out, "Results   %s\nRun       %s (%s)\nPack      startup: %s\nKernel    %s\n"
		"Measure   the app job's span: its first replayed request issued to its last "
		"completed (engine stats span.ns), s\n", s->dir, s->run_id ? s->run_id : "-",
		s->status ? s->status : "-", s->title ? s->title : "-", s->kernel ? s->kernel : "-");
	if (s->ref)
		fprintf(out, "Reference %s: %s\n", s->ref->name, s->ref->title ? s->ref->title : "");
	fprintf(out, "Background MB/s = fio KiB/s / 1000 of the other jobs, summed, over their run\n"
		"Marks     ~ = not significantly different from the best (Welch's t-test, 95 %%; "
		"also when N < 2)\n");
}

/* notes: what to distrust in R, by the rule of the other tables (render_row_notes):
 * "  N < 3", "  RSD x % > 3.5 %" or "". */
static void notes(const struct startup_row *r, char *buf, size_t len)
{
	struct model_row mr = { 0 };

	mr.few = r->n < STATS_MIN_RUNS;
	mr.rsd = r->s.mean != 0 ? r->s.sd / (r->s.mean < 0 ? -r->s.mean : r->s.mean) : 0;
	mr.spread = r->n >= 2 && mr.rsd > STATS_RSD_MAX;
	render_row_notes(&mr, buf, len);
}

static void row_text(FILE *out, const struct startup_cell *c, const struct startup_row *r,
		     double max, int refcol)
{
	int w = max > 0 ? (int)(r->s.mean / max * BAR_WIDTH + 0.5) : 0;
	char note[64];

	if (r->timed_out) {
		fprintf(out, "  %-16s timed out in %zu of %zu runs (no value, as the published "
			"tables leave such rows out)\n", r->name, r->timed_out, r->runs);
		return;
	}
	if (!r->n) {
		fprintf(out, "  %-16s no usable run\n", r->name ? r->name : r->folder);
		return;
	}
	fprintf(out, "  %-16s %-*.*s %*s %8.3f  SE +/- %.3f, N = %zu %s", r->name, w, w,
		"##############################", BAR_WIDTH - w, "", r->s.mean, r->s.se, r->n,
		r != &c->rows[0] && !r->significant ? "~" : " ");
	if (refcol && r->ref)
		fprintf(out, "  %7.2f %-16s x%.2f", r->ref->value, r->ref->label,
			r->ref->value > 0 ? r->s.mean / r->ref->value : 0);
	else if (refcol)
		fprintf(out, "  %7s %-16s %5s", "-", "", "");
	notes(r, note, sizeof(note));
	fprintf(out, "  background %.1f MB/s%s\n", bg_mbps(r), note);
}

static void cell_text(FILE *out, const struct startup_study *s, const struct startup_cell *c)
{
	double max = max_mean(c);
	size_t i;

	fprintf(out, "\n%s: %s%s%s\n", c->name, TITLE, s->ref ? "   published: " : "",
		s->ref ? s->ref->name : "");
	if (c->title)
		fprintf(out, "  %s\n", c->title);
	for (i = 0; i < c->nrows; i++)
		row_text(out, c, &c->rows[i], max, s->ref != NULL);
	if (s->ref && c->has_tau)
		fprintf(out, "  Kendall tau-b, this order vs the published one: %.2f (%zu rows)\n",
			c->tau, c->ntau);
	else if (s->ref)
		fprintf(out, "  Kendall tau-b: not reported (%zu rows with a published value; needs "
			"%d or more, not all tied)\n", c->ntau, STATS_MIN_TAU_ROWS);
}

static void cell_md(FILE *out, const struct startup_study *s, const struct startup_cell *c)
{
	size_t i;

	fprintf(out, "\n### %s: %s\n\n%s%s| scheduler | mean, s | SE | N | ~ | timed out |%s "
		"background MB/s |\n|---|---|---|---|---|---|%s---|\n", c->name, TITLE,
		c->title ? c->title : "", c->title ? "\n\n" : "",
		s->ref ? " published, s | ratio |" : "", s->ref ? "---|---|" : "");
	for (i = 0; i < c->nrows; i++) {
		const struct startup_row *r = &c->rows[i];

		fprintf(out, "| %s | ", r->name ? r->name : r->folder);
		if (r->n && !r->timed_out)
			fprintf(out, "%.3f | %.3f | %zu | %s |", r->s.mean, r->s.se, r->n,
				i && !r->significant ? "~" : "");
		else
			fprintf(out, "- | - | %zu | |", r->n);
		fprintf(out, " %zu of %zu |", r->timed_out, r->runs);
		if (s->ref && r->ref && r->n && !r->timed_out)
			fprintf(out, " %.2f | %.2f |", r->ref->value, r->s.mean / r->ref->value);
		else if (s->ref)
			fprintf(out, " %s | - |", r->ref ? "" : "-");
		fprintf(out, " %.1f |\n", bg_mbps(r));
	}
}

static void cell_csv(FILE *out, const struct startup_study *s, const struct startup_cell *c)
{
	size_t i;

	for (i = 0; i < c->nrows; i++) {
		const struct startup_row *r = &c->rows[i];
		int ok = r->n && !r->timed_out;

		render_csv_field(out, c->name);
		fputc(',', out);
		render_csv_field(out, r->folder);
		fprintf(out, ",%zu,%zu,%zu,", r->n, r->timed_out, r->runs);
		if (ok)
			fprintf(out, "%.6f,%.6f,%d,", r->s.mean, r->s.se, i && !r->significant);
		else
			fprintf(out, ",,,");
		if (s->ref && r->ref)
			fprintf(out, "%.2f,", r->ref->value);
		else
			fprintf(out, ",");
		fprintf(out, "%.1f\n", bg_mbps(r));
	}
}

/* json_row: one row as a JSON object (names through jansson: escaped). */
static json_t *json_row(const struct startup_row *r, int first)
{
	int ok = r->n && !r->timed_out;

	return json_pack("{s:s?, s:s?, s:I, s:I, s:I, s:o, s:o, s:b, s:o, s:f}", "scheduler",
			 r->folder, "label", r->name, "n", (json_int_t)r->n, "timed_out",
			 (json_int_t)r->timed_out, "runs", (json_int_t)r->runs,
			 "mean_s", ok ? json_real(r->s.mean) : json_null(),
			 "se_s", ok ? json_real(r->s.se) : json_null(),
			 "not_significant", ok && !first && !r->significant,
			 "published_s", r->ref ? json_real(r->ref->value) : json_null(),
			 "background_mbps", bg_mbps(r));
}

static int render_json_all(FILE *out, const struct startup_study *s)
{
	json_t *doc = json_pack("{s:s, s:s?, s:s?, s:s?, s:o}", "measure", TITLE, "run_id",
				s->run_id, "status", s->status, "reference",
				s->ref ? s->ref->name : NULL, "cells", json_array());
	size_t c, i;
	int ret;

	if (!doc)
		return -ENOMEM;
	for (c = 0; c < s->ncells; c++) {
		const struct startup_cell *x = &s->cells[c];
		json_t *rows = json_array(), *cell;

		for (i = 0; rows && i < x->nrows; i++)
			json_array_append_new(rows, json_row(&x->rows[i], i == 0));
		cell = json_pack("{s:s, s:s?, s:o, s:o}", "cell", x->name, "title", x->title,
				 "kendall_tau_b", x->has_tau ? json_real(x->tau) : json_null(),
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
			"published_s,background_mbps\n");
		break;
	case RENDER_MD:
		fprintf(out, "## Start-up time: %s\n", s->run_id ? s->run_id : s->dir);
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
	gp_quote(f, c->title ? c->title : c->name);
	fputc('\n', f);
}

/* bars: the bar chart of C (stem STEM) into the script F, its data into DIR/data. */
static int bars(FILE *f, const char *dir, const struct startup_study *s,
		const struct startup_cell *c, const char *stem, FILE *err)
{
	char name[GP_STEM_MAX + 32];
	FILE *d;
	size_t i;
	int svg;

	snprintf(name, sizeof(name), "%s-startup", stem);
	d = gp_data_open(dir, name, err);
	if (!d)
		return 1;
	fprintf(d, "# row\tmean_s\tse_s\tpublished_s\n");
	for (i = 0; i < c->nrows; i++) {
		const struct startup_row *r = &c->rows[i];

		if (!r->n || r->timed_out)
			continue;
		gp_field(d, r->name);
		fprintf(d, "\t%.6f\t%.6f\t", r->s.mean, r->s.se);
		if (r->ref)
			fprintf(d, "%.6f\n", r->ref->value);
		else
			fprintf(d, "?\n");
	}
	if (gp_data_close(d, dir, name, err))
		return 1;
	for (svg = 0; svg < 2; svg++) {
		plot_head(f, name, c, svg);
		fputs("set datafile missing '?'\nset ylabel 'start-up time, s (less is better)'\n"
		      "set yrange [0:*]\n"
		      "set style fill solid 0.5\nset boxwidth 0.6\nset xtics rotate by -20\n"
		      "set key top left\nplot ", f);
		gp_data_ref(f, name);
		fputs(" using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 "
		      "with yerrorbars lc rgb 'black' pt 0 title 'SE'", f);
		if (s->ref) {
			fputs(", '' using 0:4 with points pt 12 ps 1.6 lc rgb '#c00000' title ", f);
			gp_quote(f, s->ref->name);
		}
		fputs("\nunset title\nunset xtics\nset xtics\n", f);
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
	for (i = 0; i < c->nrows; i++) {
		const struct startup_row *r = &c->rows[i];

		if (!r->ncurve)
			continue;
		fprintf(d, "%s# run %d: seconds since the first request, share of requests done\n0\t0\n",
			blocks ? "\n\n" : "", r->curve_run);
		for (k = 0; k < r->ncurve; k++)
			fprintf(d, "%.3f\t%.5f\n", (double)(k + 1) * r->curve_step_s, r->curve[k]);
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
		for (i = 0, k = 0, first = 1; i < c->nrows; i++) {
			if (!c->rows[i].ncurve)
				continue;
			fputs(first ? "" : ", ", f);
			gp_data_ref(f, name);
			fprintf(f, " index %zu using 1:2 with steps lw 2 title ", k++);
			gp_quote(f, c->rows[i].name);
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
	size_t i;

	fputs("<h2>", f);
	html_esc(f, c->name);
	fputs(": " TITLE "</h2>\n<p>", f);
	html_esc(f, c->title);
	fputs("</p>\n<table><tr><th>scheduler</th><th>mean, s</th><th>SE</th><th>N</th><th>~</th>"
	      "<th>timed out</th><th>published, s</th><th>ratio</th><th>background MB/s</th></tr>\n", f);
	for (i = 0; i < c->nrows; i++) {
		const struct startup_row *r = &c->rows[i];
		int ok = r->n && !r->timed_out;

		fputs("<tr><td>", f);
		html_esc(f, r->name ? r->name : r->folder);
		if (ok)
			fprintf(f, "</td><td>%.3f</td><td>%.3f</td><td>%zu</td><td>%s</td>", r->s.mean,
				r->s.se, r->n, i && !r->significant ? "~" : "");
		else
			fprintf(f, "</td><td>-</td><td>-</td><td>%zu</td><td></td>", r->n);
		fprintf(f, "<td>%zu of %zu</td>", r->timed_out, r->runs);
		if (r->ref && ok)
			fprintf(f, "<td>%.2f</td><td>%.2f</td>", r->ref->value, r->s.mean / r->ref->value);
		else if (r->ref)
			fprintf(f, "<td>%.2f</td><td>-</td>", r->ref->value);
		else
			fputs("<td>-</td><td>-</td>", f);
		fprintf(f, "<td>%.1f</td></tr>\n", bg_mbps(r));
	}
	fputs("</table>\n", f);
	if (s->ref && c->has_tau)
		fprintf(f, "<p>Kendall tau-b, this order vs the published one: %.2f (%zu rows)</p>\n",
			c->tau, c->ntau);
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
	f = outfile_open(dir, "index.html", "--html", 1, &path, err);
	if (!f)
		return 1;
	fputs("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>start-up time: ", f);
	html_esc(f, s->run_id);
	fputs("</title><style>body{font-family:sans-serif;max-width:1000px;margin:auto}"
	      "table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:2px 6px;"
	      "text-align:right}td:first-child{text-align:left}</style></head><body>\n"
	      "<h1>Application start-up time under background I/O</h1>\n<p>Run ", f);
	html_esc(f, s->run_id);
	fputs(" (", f);
	html_esc(f, s->status);
	fputs("), kernel ", f);
	html_esc(f, s->kernel);
	fputs(". ", f);
	html_esc(f, s->title);
	fputs("</p>\n<p>The start-up time is the app job's span: its first replayed request issued "
	      "to its last completed (engine stats span.ns), in seconds, less is better. "
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

int startup_main(const char *dir, const struct labels *l, const struct reference *ref,
		 enum render_format format, const char *plots, const char *html, FILE *out,
		 FILE *err)
{
	struct startup_study s;
	int ret = startup_load(dir, l, ref, &s, err), status = 1;

	if (ret == -ENOMEM)
		fprintf(err, "compare: out of memory\n");
	if (ret)
		goto out;
	if (startup_render(out, &s, format) || fflush(out)) {
		fprintf(err, "compare: writing the tables: %s\n", strerror(errno));
		goto out;
	}
	if (plots && startup_plots(&s, plots, err))
		goto out;
	if (html && startup_html(&s, html, err))
		goto out;
	status = s.nleft ? 3 : 0;
	if (s.nleft)
		fprintf(err, "compare: %zu %s left out of the tables\n", s.nleft,
			s.nleft == 1 ? "run" : "runs");
out:
	startup_free(&s);
	return status;
}
