// html.c: the self-contained HTML report (see html.h).
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "render/gp.h"
#include "render/html.h"
#include "render/html_text.h"
#include "model/medium.h"
#include "model/pubset.h"
#include "model/whysplit.h"
#include "render/html_parts.h"
#include "render/outfile.h"
#include "render/plots_names.h"
#include "render/plots_trace.h"
#include "render/plots_why.h"
#include "render/render.h"
#include "render/render_words.h"

static void table_html(FILE *f, const struct model *m, const struct model_table *t)
{
	const struct metric_info *mi = metric_info(t->metric);
	int refcol = render_refcol(m, t);
	char notes[128], verdict[512], far[1024], col[64], mean[64], se[64];
	size_t i, j;

	if (t->subtitle) {
		fputs("<p>", f);
		html_esc(f, t->subtitle);
		fputs("</p>\n", f);
	}
	if (medium_mixed(m))
		fprintf(f, "<p class=warn>%s</p>\n", medium_mixed_line(m));
	fprintf(f, "<table class=metric>\n<tr><th>%s</th><th></th><th class=n>%s</th><th class=n>SE</th>"
		"<th class=n>N</th><th></th><th>vs the best (95 %%), resolution, runs for 5 %%</th>",
		metric_better(mi), t->metric == METRIC_MBPS ? units_name(m->unit) : mi->unit);
	if (refcol) {
		char sets[1024];

		pubset_words(m, t, sets, sizeof(sets));
		fputs("<th class=n>published (", f);
		html_esc(f, sets);
		fputs(")</th><th>label</th><th class=n>ratio</th>", f);
	}
	for (j = 0; j < t->ncols; j++) {
		fputs("<th class=n>", f);
		html_esc(f, t->cols[j].head);
		fputs("</th>", f);
	}
	fputs("<th>trust</th></tr>\n", f);
	for (i = 0; i < t->n; i++) {
		const struct model_row *r = &t->rows[i];

		fputs("<tr><td>", f);
		html_esc(f, r->label);
		/* the mean and its SE in the metric's own format (metric.h), as in the text */
		snprintf(mean, sizeof(mean), mi->fmt, r->st.mean);
		snprintf(se, sizeof(se), mi->fmt, r->st.se);
		fprintf(f, "</td><td class=bar><div style=\"width:%dpx\"></div></td>"
			"<td class=n>%s</td><td class=n>%s</td><td class=n>%zu</td><td>%s</td>",
			render_bar(r->st.mean, t->top) * 6, mean, se, r->st.n,
			model_row_mark(t, i));
		render_verdict(t, i, verdict, sizeof(verdict));
		fprintf(f, "<td%s>", r->v.has && !r->v.significant && i ? " class=ns" : "");
		html_esc(f, verdict);
		fputs("</td>", f);
		if (refcol && r->ref) {
			fprintf(f, "<td class=n>%.2f</td><td>", r->ref->value);
			html_esc(f, r->ref->label);
			fprintf(f, "</td><td class=n>%.2f</td>", r->ratio);
		} else if (refcol) {
			fputs("<td class=n>-</td><td></td><td></td>", f);
		}
		for (j = 0; j < t->ncols; j++) {
			render_col(t, r, j, 0, col, sizeof(col));
			fprintf(f, "<td class=n>%s</td>", col[0] ? col : "-");
		}
		render_row_notes(r, notes, sizeof(notes));
		render_far(t, r, far, sizeof(far));
		fputs("<td class=warn>", f);
		html_esc(f, notes + strspn(notes, " "));
		if (far[0]) {
			fputs(notes[0] ? "; " : "", f);
			html_esc(f, far);
		}
		fputs("</td></tr>\n", f);
	}
	fputs("</table>\n", f);
	for (i = 0; i < t->nnotes; i++) {
		fputs("<p>", f);
		html_esc(f, t->notes[i]);
		fputs("</p>\n", f);
	}
	if (refcol && t->has_tau)
		fprintf(f, "<p>Kendall tau-b, this order vs the published one: %.2f (%zu rows)</p>\n",
			t->tau, t->tau_n);
}

/* fleet_html: the host-paired effect of table I of M (model.h fleet), when it has one. */
static void fleet_html(FILE *f, const struct model *m, size_t i)
{
	const struct fleet_table *ft = m->fleet ? &m->fleet[i] : NULL;
	const struct metric_info *mi = metric_info(m->tables[i].metric);
	size_t r;

	if (!ft || ft->n < 2)
		return;
	fprintf(f, "<p>Host-paired over %zu hosts (each scheduler against the best on each host, "
		"the per-host differences averaged; paired t, 95 %%):</p>\n<table class=metric>\n"
		"<tr><th></th><th class=n>mean of host means</th><th>vs the best</th></tr>\n",
		ft->hosts);
	for (r = 0; r < ft->n; r++) {
		const struct fleet_row *row = &ft->rows[r];

		fputs("<tr><td>", f);
		html_esc(f, row->label);
		fputs("</td><td class=n>", f);
		fprintf(f, mi->fmt, row->mean);
		fprintf(f, "</td><td%s>", row->v.has && !row->v.significant ? " class=ns" : "");
		if (r == 0) {
			fputs("best", f);
		} else if (row->v.has) {
			fprintf(f, "%+.1f %% (%+.1f to %+.1f %%) vs ", row->v.diff_pct, row->v.lo_pct,
				row->v.hi_pct);
			html_esc(f, ft->rows[0].label);
			fprintf(f, " over %zu hosts%s", row->v.hosts, row->v.significant ? "" : " ~");
		} else {
			fputs("(fewer than 2 hosts shared with the best)", f);
		}
		fputs("</td></tr>\n", f);
	}
	fputs("</table>\n", f);
}

/* header_text: the text header of M, as the terminal shows it (render_header), into a new
 * string; NULL when out of memory. */
static char *header_text(const struct model *m)
{
	char *hbuf = NULL;
	size_t hlen = 0;
	FILE *hdr = open_memstream(&hbuf, &hlen);

	if (!hdr)
		return NULL;
	render_header(hdr, m, "");
	if (fclose(hdr)) {
		free(hbuf);
		return NULL;
	}
	return hbuf;
}

/* header_table: the text header HDR as a table of its lines, each "Key       value" a row of
 * two cells, so that a long value (the Verdict, the Medium) wraps within the page instead of
 * running off it (issue 40); a line without such a key is one cell across. */
static void header_table(FILE *f, const char *hdr)
{
	const char *p = hdr, *e;
	size_t k;

	fputs("<table class=head>\n", f);
	for (; p && *p; p = *e ? e + 1 : e) {
		e = strchr(p, '\n');
		if (!e)
			e = p + strlen(p);
		for (k = 0; p + k < e && ((p[k] >= 'A' && p[k] <= 'Z') || (p[k] >= 'a' && p[k] <= 'z'));
		     k++)
			;
		fputs("<tr>", f);
		if (k && e - p > 10 && strspn(p + k, " ") == 10 - k) { /* "Verdict   ..." */
			fputs("<td>", f);
			html_esc_n(f, p, k);
			fputs("</td><td>", f);
			html_esc_n(f, p + 10, (size_t)(e - p - 10));
		} else {
			fputs("<td colspan=2>", f);
			html_esc_n(f, p, (size_t)(e - p));
		}
		fputs("</td></tr>\n", f);
	}
	fputs("</table>\n", f);
}

static const char style[] =
	"body{font-family:sans-serif;max-width:1100px;margin:2em auto;color:#222}\n"
	"pre{background:#f4f4f4;padding:1em;overflow-x:auto}\n"
	"table{border-collapse:collapse;margin:.5em 0 1em}\n"
	"td,th{padding:2px 8px;text-align:left;border-bottom:1px solid #eee;white-space:nowrap}\n"
	".n{text-align:right;font-variant-numeric:tabular-nums}\n"
	".bar{width:250px}.bar div{height:12px;background:#3b6ea8}\n"
	"img{max-width:100%;display:block;margin:.5em 0}\nh2{margin-top:2em}\n"
	"caption{caption-side:top;text-align:left;padding:.3em 0;color:#444}\n"
	"table.matrix td{min-width:5.5em;border:2px solid #fff}\n"
	"table.matrix th a{color:#222}\ntd.tun{white-space:normal;font-size:85%;color:#444}\n"
	".warn{color:#a51d1d}\n.ns{color:#888}\np.warn{background:#fdecea;padding:.6em;border-left:4px solid #a51d1d}\n"
	"nav{background:#f7f7f7;padding:.5em 1em;columns:2}\nnav ol{margin:.2em 0}\n"
	"table.runs{font-size:80%}\n"
	"table.head{background:#f4f4f4;font-family:monospace;font-size:90%}\n"
	"table.head td{white-space:normal;vertical-align:top;border:0;padding:1px 8px}\n"
	"table.head td:first-child{white-space:nowrap}\n";

/* toc: the table of contents: the summary's parts, each cell, the per-run values. */
static void toc(FILE *f, const struct model *m)
{
	const char *cell = NULL;
	char id[32];
	size_t i;

	fputs("<nav><b>Contents</b>\n<ol>\n<li><a href=\"#overview\">Which scheduler for which "
	      "workload</a>\n<li><a href=\"#measured\">What was measured</a>\n", f);
	if (html_sweep_any(m))
		fputs("<li><a href=\"#sweeps\">Sweeps: which scheduler wins where</a>\n", f);
	for (i = 0; i < m->ntables; i++) {
		if (cell && !strcmp(cell, m->tables[i].cell))
			continue;
		cell = m->tables[i].cell;
		html_cell_id(m, cell, id, sizeof(id));
		fprintf(f, "<li><a href=\"#%s\">", id);
		html_esc(f, cell);
		fputs("</a>\n", f);
	}
	fputs("<li><a href=\"#runs\">Per-run values</a>\n</ol></nav>\n", f);
}

/* plot_img: the plot "<cell stem>-<KIND>" of CELL from IMGS, when it was drawn. */
static void plot_img(FILE *f, const struct plot_images *imgs, const struct model *m,
		     const char *cell, const char *kind, const char *alt)
{
	char cs[GP_STEM_MAX + 16], stem[GP_STEM_MAX + 48];

	plots_cell_stem(m, cell, cs, sizeof(cs));
	snprintf(stem, sizeof(stem), "%s-%s", cs, kind);
	html_img(f, imgs, stem, alt); /* -ENOENT: not drawn, no data */
}

/* why_img: the why plot KIND of MB/s table T (plots_why_name) from IMGS, when it was drawn. */
static void why_img(FILE *f, const struct plot_images *imgs, const struct model *m,
		    const struct model_table *t, const char *kind, const char *alt)
{
	char stem[GP_STEM_MAX + 48];

	plots_why_name(m, t, kind, stem, sizeof(stem));
	html_img(f, imgs, stem, alt); /* -ENOENT: not drawn, no data */
}

/* cell_head: the heading of the cell of table T and its why part: the engine's numbers,
 * the why plots and the latency curve (from IMGS). */
static void cell_head(FILE *f, const struct plot_images *imgs, const struct model *m,
		      const struct why *w, const struct model_table *t)
{
	static const char *const alts[PLOTS_WHY_N] = {
		"throughput over time", "how completions arrive", "device utilisation and merges",
	};
	char id[32], note[RESULTS_NOTE_MAX + 32];
	size_t i, k;

	html_cell_id(m, t->cell, id, sizeof(id));
	fprintf(f, "<h2 id=\"%s\">", id);
	html_esc(f, t->cell);
	fputs("</h2>\n", f);
	for (i = 0; render_note_at(m, t->cell, i, note, sizeof(note)); i++) {
		fputs("<p class=note>note: ", f); /* what compare decided about the input, once */
		html_esc(f, note);
		fputs("</p>\n", f);
	}
	for (i = 0; i < m->ntables; i++) { /* a randrw cell: a why part per direction */
		const struct model_table *mt = &m->tables[i];

		if (mt->metric != METRIC_MBPS || strcmp(mt->cell, t->cell))
			continue;
		html_why(f, m, w, mt);
		why_img(f, imgs, m, mt, PLOTS_WAITS, "queue and device time per scheduler, "
			"block trace");
		for (k = 0; k < PLOTS_WHY_N; k++)
			why_img(f, imgs, m, mt, plots_why_kinds[k], alts[k]);
	}
	for (i = 0; i < m->ntables; i++) { /* a traced start-up study: app against background */
		const struct model_table *mt = &m->tables[i];

		if (!whys_wanted(mt) || strcmp(mt->cell, t->cell))
			continue;
		html_split(f, m, mt);
		why_img(f, imgs, m, mt, PLOTS_WAITS, "queue and device time, app against "
			"background");
	}
	for (i = 0; i < m->ncurves; i++)
		if (!strcmp(m->curves[i].cell, t->cell))
			plot_img(f, imgs, m, t->cell, "latency", "latency percentiles");
	for (i = 0; i < m->nprogress; i++)
		if (!strcmp(m->progress[i].cell, t->cell))
			plot_img(f, imgs, m, t->cell, PLOTS_PROGRESS, "share of the requests completed "
				 "over time");
}

/* table_title: the heading of table T ("CELL on HOST: metric", render_table_where) into
 * F, and into BUF for the alt text of its plot. */
static void table_title(FILE *f, const struct model *m, const struct model_table *t, char *buf,
			size_t len)
{
	char where[1024];

	render_table_where(m, t, where, sizeof(where));
	snprintf(buf, len, "%s: %s", where, metric_info(t->metric)->title);
	fputs("<h3>", f);
	html_esc(f, buf);
	fputs("</h3>\n", f);
}

/* page: the report of M into F, its plots from IMGS, runs.csv into DIR. 0, or -errno with
 * E (outfile.h). */
static int page(FILE *f, const char *dir, const struct plot_images *imgs, const struct model *m,
		const struct why *w, struct outerr *e)
{
	char stem[GP_STEM_MAX + 48], title[1280], *hbuf = header_text(m);
	const char *cell = NULL;
	size_t i, j = 0;

	if (!hbuf)
		return outerr_set(e, ENOMEM, "out of memory");
	fprintf(f, "<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8>\n"
		"<title>schedaio compare</title>\n<style>\n%s</style></head><body>\n"
		"<h1>schedaio compare</h1>\n", style);
	toc(f, m);
	header_table(f, hbuf);
	free(hbuf);
	if (html_summary(f, m, w) || html_sweep(f, imgs, m))
		return outerr_set(e, ENOMEM, "out of memory");
	for (i = 0; i < m->ntables; i++) {
		const struct model_table *t = &m->tables[i];

		if (!cell || strcmp(cell, t->cell))
			cell_head(f, imgs, m, w, t);
		cell = t->cell;
		/* as render(): per cell and metric, the table of each host, then the one across */
		for (; j < m->nhost_tables && m->host_tables[j].cell == t->cell &&
		       m->host_tables[j].metric == t->metric && m->host_tables[j].ddir == t->ddir;
		     j++) {
			table_title(f, m, &m->host_tables[j], title, sizeof(title));
			table_html(f, m, &m->host_tables[j]);
		}
		table_title(f, m, t, title, sizeof(title));
		plots_name(m, t, stem, sizeof(stem));
		if (t->n && html_img(f, imgs, stem, title)) /* no rows, no plot (plots.h) */
			return outerr_set(e, ENOENT, "%s/plots/%s.png: cannot be read", dir, stem);
		table_html(f, m, t);
		fleet_html(f, m, i);
	}
	if (html_runs(f, dir, m, w, e))
		return e->code;
	fputs("</body></html>\n", f);
	return 0;
}

int html_write(const struct model *m, const struct why *w, const struct plot_images *imgs,
	       const char *dir, struct outerr *e)
{
	struct outfile o;
	FILE *f;
	int ret, done;

	f = outfile_open(&o, dir, "index.html", "--html", e);
	if (!f)
		return e->code;
	ret = page(f, dir, imgs, m, w, e);
	done = outfile_commit(&o, ret == 0, e);
	return ret ? ret : done;
}
