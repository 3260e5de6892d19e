// render_text.c: the text and Markdown writers (formats.h rows text, md; writer.h): the
// tables, per host and across hosts, and the host-paired effect (see render.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model/medium.h"
#include "model/pubset.h"
#include "render/render.h"
#include "render/render_text_sweep.h"
#include "render/render_text_why.h"
#include "render/render_words.h"

/* published: the reference cell of ROW into BUF ("-" without), the value right-aligned
 * in PW characters, the label left-aligned in LW. */
static void published(const struct model_row *row, int pw, int lw, char *buf, size_t len)
{
	if (!row->ref)
		snprintf(buf, len, "%*s", pw, "-");
	else
		snprintf(buf, len, "%*.2f %-*s  x%.2f", pw, row->ref->value, lw, row->ref->label,
			 row->ratio);
}

/* value_text: V as metric T's format (metric.h) into BUF. */
static int value_text(const struct model_table *t, double v, char *buf, size_t len)
{
	return snprintf(buf, len, metric_info(t->metric)->fmt, v);
}

/* cols_text: the columns of ROW (model.h model_column) as the text table prints them. */
static void cols_text(const struct model_table *t, const struct model_row *row, char *buf,
		      size_t len)
{
	size_t j, used = 0;

	buf[0] = '\0';
	for (j = 0; j < t->ncols && used < len; j++)
		used += (size_t)render_col(t, row, j, 1, buf + used, len - used);
}

/* cell_notes: the notes on T's cell (render_note_at), each a line "PFX note: TEXT" with
 * MD's escaping (label_text), when T is the first table of its cell; nothing otherwise. */
static void cell_notes(FILE *out, const struct model *m, const struct model_table *t,
		       const char *pfx, int md)
{
	char buf[RESULTS_NOTE_MAX + 32];
	size_t k;

	if (!render_first_of_cell(m, t))
		return;
	for (k = 0; render_note_at(m, t->cell, k, buf, sizeof(buf)); k++) {
		fprintf(out, "%snote: ", pfx);
		render_label(out, buf, 0, md);
		fputc('\n', out);
	}
}

/* The widths of a text table's columns (table_text). */
struct text_widths {
	int name, val, se, pw, lw; /* label, mean, "SE +/- x, N = n", published value, its label */
};

/* text_widths: T's column widths into *W. */
static void text_widths(const struct model_table *t, struct text_widths *w)
{
	char num[64], se[128];
	int len;
	size_t i;

	*w = (struct text_widths){ 12, 0, 0, 1, 0 };
	for (i = 0; i < t->n; i++) {
		len = (int)strlen(t->rows[i].label);
		w->name = len > w->name ? len : w->name;
		len = value_text(t, t->rows[i].st.mean, num, sizeof(num));
		w->val = len > w->val ? len : w->val;
		value_text(t, t->rows[i].st.se, num, sizeof(num));
		len = snprintf(se, sizeof(se), "SE +/- %s, N = %zu", num, t->rows[i].st.n);
		w->se = len > w->se ? len : w->se;
		if (t->rows[i].ref) {
			len = snprintf(num, sizeof(num), "%.2f", t->rows[i].ref->value);
			w->pw = len > w->pw ? len : w->pw;
			len = (int)strlen(t->rows[i].ref->label);
			w->lw = len > w->lw ? len : w->lw;
		}
	}
}

/* row_text: row I of T as its text line (and the line of its far runs), W its widths,
 * REFCOL whether the table has the published columns. */
static void row_text(FILE *out, const struct model_table *t, size_t i,
		     const struct text_widths *w, int refcol)
{
	const struct model_row *r = &t->rows[i];
	char num[64], se[128], bars[TABLE_BAR_MAX + 1], pub[160], notes[64];
	char verdict[512], far[1024], cols[512];
	int bar = render_bar(r->st.mean, t->top);

	memset(bars, '#', TABLE_BAR_MAX);
	bars[TABLE_BAR_MAX] = '\0';
	value_text(t, r->st.se, num, sizeof(num));
	snprintf(se, sizeof(se), "SE +/- %s, N = %zu", num, r->st.n);
	value_text(t, r->st.mean, num, sizeof(num));
	render_row_notes(r, notes, sizeof(notes));
	render_verdict(t, i, verdict, sizeof(verdict));
	cols_text(t, r, cols, sizeof(cols));
	fputs("  ", out);
	render_label(out, r->label, w->name, 0);
	if (refcol) {
		published(r, w->pw, w->lw, pub, sizeof(pub));
		fprintf(out, "  %.*s%*s  %*s  %-*s %s  %s%s%s", bar, bars, TABLE_BAR_MAX - bar, "",
			w->val, num, w->se, se, *model_row_mark(t, i) ? model_row_mark(t, i) : " ", pub,
			cols, notes);
	} else {
		fprintf(out, "  %.*s%*s  %*s  %s%s%s%s%s", bar, bars, TABLE_BAR_MAX - bar, "", w->val,
			num, se, *model_row_mark(t, i) ? " " : "", model_row_mark(t, i), cols, notes);
	}
	if (verdict[0])
		fprintf(out, "  %s", verdict);
	fputc('\n', out);
	render_far(t, r, far, sizeof(far));
	if (far[0]) {
		fputs("      ", out);
		render_label(out, far, 0, 0);
		fputc('\n', out);
	}
}

static void table_text(FILE *out, const struct model *m, const struct model_table *t)
{
	const struct metric_info *mi = metric_info(t->metric);
	struct text_widths w;
	char title[1024], sets[1024];
	int refcol = render_refcol(m, t);
	size_t i;

	text_widths(t, &w);
	pubset_words(m, t, sets, sizeof(sets));
	render_table_where(m, t, title, sizeof(title));
	fprintf(out, "\n%s: %s (%s)", title, mi->title, metric_better(mi));
	if (refcol) {
		fputs("   published: ", out);
		render_line(out, sets); /* a kernel's release: the manifest's string */
	}
	fputc('\n', out);
	if (t->subtitle) {
		fputs("  ", out);
		render_label(out, t->subtitle, 0, 0);
		fputc('\n', out);
	}
	if (medium_mixed(m, t))
		fprintf(out, "  %s\n", medium_mixed_line(m, t));
	cell_notes(out, m, t, "  ", 0);
	for (i = 0; i < t->n; i++)
		row_text(out, t, i, &w, refcol);
	for (i = 0; i < t->nnotes; i++) {
		fputs("  ", out);
		render_label(out, t->notes[i], 0, 0);
		fputc('\n', out);
	}
	if (refcol) {
		if (t->has_tau)
			fprintf(out, "  Kendall tau-b, this order vs the published one: %.2f (%zu rows)\n",
				t->tau, t->tau_n);
		else
			fprintf(out, "  Kendall tau-b: not reported (%zu rows with a published value; "
				"needs %d or more, not all tied)\n", t->tau_n, STATS_MIN_TAU_ROWS);
	}
}

static void table_md(FILE *out, const struct model *m, const struct model_table *t)
{
	const struct metric_info *mi = metric_info(t->metric);
	int refcol = render_refcol(m, t);
	size_t i, j;

	char mean[64], se[64], notes[64], title[1024], verdict[512], far[1024], col[64];

	render_table_where(m, t, title, sizeof(title));
	render_md_escape(title, sizeof(title));
	fprintf(out, "\n### %s: %s (%s)\n\n", title, mi->title, metric_better(mi));
	if (t->subtitle) {
		render_label(out, t->subtitle, 0, 1);
		fputs("\n\n", out);
	}
	if (medium_mixed(m, t)) /* as text's, and md's why table (render_text_why.c) */
		fprintf(out, "%s\n\n", medium_mixed_line(m, t));
	cell_notes(out, m, t, "> ", 1);
	if (render_first_of_cell(m, t) && render_note_at(m, t->cell, 0, title, sizeof(title)))
		fputc('\n', out); /* a blank line ends the quote before the table */
	fprintf(out, "| | %s | SE | N | mark | trust | verdict |", mi->unit);
	if (refcol && m->kref) { /* a set per kernel: which one, in the column's title */
		pubset_words(m, t, title, sizeof(title));
		render_md_escape(title, sizeof(title));
		fprintf(out, " published (%s) | label | ratio |", title);
	} else if (refcol) {
		fputs(" published | label | ratio |", out);
	}
	for (j = 0; j < t->ncols; j++)
		fprintf(out, " %s |", t->cols[j].head);
	fprintf(out, "\n|---|---:|---:|---:|:-:|---|---|%s", refcol ? "---:|---|---:|" : "");
	for (j = 0; j < t->ncols; j++)
		fputs("---:|", out);
	fputc('\n', out);
	for (i = 0; i < t->n; i++) {
		const struct model_row *r = &t->rows[i];

		value_text(t, r->st.mean, mean, sizeof(mean));
		value_text(t, r->st.se, se, sizeof(se));
		render_row_notes(r, notes, sizeof(notes));
		render_verdict(t, i, verdict, sizeof(verdict));
		render_far(t, r, far, sizeof(far));
		fputs("| ", out);
		render_label(out, r->label, 0, 1);
		/* the mark alone in its column, the row's trust notes in their own (the header's
		 * Trust) */
		fprintf(out, " | %s | %s | %zu | %s | %s | ", mean, se, r->st.n,
			model_row_mark(t, i), notes + strspn(notes, " "));
		render_label(out, verdict, 0, 1);
		if (far[0]) {
			fputs(far[0] && verdict[0] ? "; " : "", out);
			render_label(out, far, 0, 1);
		}
		fputs(" |", out);
		if (refcol && r->ref)
			fprintf(out, " %.2f | %s | %.2f |", r->ref->value, r->ref->label, r->ratio);
		else if (refcol)
			fprintf(out, " - | - | - |");
		for (j = 0; j < t->ncols; j++) {
			render_col(t, r, j, 0, col, sizeof(col));
			fprintf(out, " %s |", col[0] ? col : "-");
		}
		fputc('\n', out);
	}
	for (i = 0; i < t->nnotes; i++) {
		fputc('\n', out);
		render_label(out, t->notes[i], 0, 1);
		fputc('\n', out);
	}
	if (refcol && t->has_tau)
		fprintf(out, "\nKendall tau-b, this order vs the published one: %.2f (%zu rows)\n",
			t->tau, t->tau_n);
}

/* fleet_text: the host-paired effect of table T (model.h fleet), text or Markdown (MD). */
static void fleet_text(FILE *out, const struct model *m, const struct model_table *t,
		       const struct fleet_table *f, int md)
{
	const struct metric_info *mi = metric_info(t->metric);
	char title[1024], num[64];
	size_t i;

	if (!f || f->n < 2)
		return;
	render_table_where(m, &(struct model_table){ .cell = t->cell, .ddir = t->ddir }, title,
			   sizeof(title));
	if (md)
		render_md_escape(title, sizeof(title));
	fprintf(out, md ? "\n### %s, host-paired over %zu hosts: %s (%s)\n\n"
			"| | mean of host means | vs the best, paired by host (95 %%) |\n|---|---:|---|\n"
			: "\n%s, host-paired over %zu hosts: %s (%s)\n",
		title, f->hosts, mi->title, metric_better(mi));
	for (i = 0; i < f->n; i++) {
		const struct fleet_row *r = &f->rows[i];

		snprintf(num, sizeof(num), mi->fmt, r->mean);
		fputs(md ? "| " : "  ", out);
		render_label(out, r->label, md ? 0 : 24, md);
		fprintf(out, md ? " | %s | " : "  %12s  ", num);
		if (i == 0)
			fputs("best", out);
		else if (r->v.has)
			fprintf(out, "%+.1f %% (%+.1f to %+.1f %%) vs %s over %zu hosts%s",
				r->v.diff_pct, r->v.lo_pct, r->v.hi_pct, f->rows[0].label,
				r->v.hosts, r->v.significant ? "" : " ~");
		else
			fputs("(fewer than 2 hosts shared with the best)", out);
		fputs(md ? " |\n" : "\n", out);
	}
}

/* ---- the writers (writer.h): text and Markdown, a hook per kind of table ---- */

static int text_begin(struct render_ctx *c)
{
	render_header(c->out, c->m, "");
	return 0;
}

static int md_begin(struct render_ctx *c)
{
	fputs("# schedaio compare\n\n", c->out);
	render_header(c->out, c->m, "    ");
	return 0;
}

static int text_table(struct render_ctx *c, const struct model_table *t)
{
	table_text(c->out, c->m, t);
	return 0;
}

static int md_table(struct render_ctx *c, const struct model_table *t)
{
	table_md(c->out, c->m, t);
	return 0;
}

static int text_fleet(struct render_ctx *c, const struct model_table *t, const struct fleet_table *f)
{
	fleet_text(c->out, c->m, t, f, 0);
	return 0;
}

static int md_fleet(struct render_ctx *c, const struct model_table *t, const struct fleet_table *f)
{
	fleet_text(c->out, c->m, t, f, 1);
	return 0;
}

static int text_why(struct render_ctx *c, const struct model_table *t, const struct whyq_table *w)
{
	return text_why_table(c->out, c->m, t, w, 0);
}

static int md_why(struct render_ctx *c, const struct model_table *t, const struct whyq_table *w)
{
	return text_why_table(c->out, c->m, t, w, 1);
}

static int text_split(struct render_ctx *c, const struct model_table *t, const struct whys_table *w)
{
	return text_split_table(c->out, c->m, t, w, 0);
}

static int md_split(struct render_ctx *c, const struct model_table *t, const struct whys_table *w)
{
	return text_split_table(c->out, c->m, t, w, 1);
}

static int text_sweep(struct render_ctx *c, const struct sweep *s)
{
	return text_sweep_families(c->out, s);
}

static int text_figures(struct render_ctx *c, const struct figures *f)
{
	return text_published_figures(c->out, f);
}

/* text: the tables for a terminal, each cell's why and split table after its table, then a
 * sweep's families and the pack's published figures (which only the text shows). */
const struct render_writer render_writer_text = {
	.needs = RENDER_NEEDS_FIGURES,
	.begin = text_begin,
	.host_table = text_table,
	.table = text_table,
	.fleet = text_fleet,
	.why = text_why,
	.split = text_split,
	.sweep = text_sweep,
	.figures = text_figures,
};

/* md: the same tables as Markdown pipe tables (no sweep, no published figures). */
const struct render_writer render_writer_md = {
	.begin = md_begin,
	.host_table = md_table,
	.table = md_table,
	.fleet = md_fleet,
	.why = md_why,
	.split = md_split,
};
