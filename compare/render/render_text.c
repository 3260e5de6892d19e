// render_text.c: the text and Markdown tables (see render.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model/medium.h"
#include "render/render.h"
#include "render/render_sweep.h"
#include "render/render_why.h"
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

static void table_text(FILE *out, const struct model *m, const struct model_table *t)
{
	const struct metric_info *mi = metric_info(t->metric);
	char num[64], se[128], bars[TABLE_BAR_MAX + 1], pub[160], notes[64], title[1024];
	char verdict[512], far[1024], cols[512];
	int namew = 12, valw = 0, sew = 0, pw = 1, lw = 0, len, bar, refcol;
	size_t i;

	memset(bars, '#', TABLE_BAR_MAX);
	bars[TABLE_BAR_MAX] = '\0';
	refcol = render_refcol(m, t);
	for (i = 0; i < t->n; i++) {
		len = (int)strlen(t->rows[i].label);
		namew = len > namew ? len : namew;
		len = value_text(t, t->rows[i].st.mean, num, sizeof(num));
		valw = len > valw ? len : valw;
		value_text(t, t->rows[i].st.se, num, sizeof(num));
		len = snprintf(se, sizeof(se), "SE +/- %s, N = %zu", num, t->rows[i].st.n);
		sew = len > sew ? len : sew;
		if (t->rows[i].ref) {
			len = snprintf(num, sizeof(num), "%.2f", t->rows[i].ref->value);
			pw = len > pw ? len : pw;
			len = (int)strlen(t->rows[i].ref->label);
			lw = len > lw ? len : lw;
		}
	}
	render_table_where(m, t, title, sizeof(title));
	fprintf(out, "\n%s: %s (%s)", title, mi->title, metric_better(mi));
	if (refcol)
		fprintf(out, "   published: %s", m->ref->name);
	fputc('\n', out);
	if (t->subtitle) {
		fputs("  ", out);
		render_label(out, t->subtitle, 0, 0);
		fputc('\n', out);
	}
	if (medium_mixed(m))
		fprintf(out, "  %s\n", medium_mixed_line(m));
	cell_notes(out, m, t, "  ", 0);
	for (i = 0; i < t->n; i++) {
		const struct model_row *r = &t->rows[i];

		bar = render_bar(r->st.mean, t->top);
		value_text(t, r->st.se, num, sizeof(num));
		snprintf(se, sizeof(se), "SE +/- %s, N = %zu", num, r->st.n);
		value_text(t, r->st.mean, num, sizeof(num));
		render_row_notes(r, notes, sizeof(notes));
		render_verdict(t, i, verdict, sizeof(verdict));
		cols_text(t, r, cols, sizeof(cols));
		if (refcol) {
			published(r, pw, lw, pub, sizeof(pub));
			fputs("  ", out);
			render_label(out, r->label, namew, 0);
			fprintf(out, "  %.*s%*s  %*s  %-*s %s  %s%s%s", bar,
				bars, TABLE_BAR_MAX - bar, "", valw, num, sew, se,
				*model_row_mark(t, i) ? model_row_mark(t, i) : " ", pub, cols, notes);
		} else {
			fputs("  ", out);
			render_label(out, r->label, namew, 0);
			fprintf(out, "  %.*s%*s  %*s  %s%s%s%s%s", bar, bars,
				TABLE_BAR_MAX - bar, "", valw, num, se, *model_row_mark(t, i) ? " " : "",
				model_row_mark(t, i), cols, notes);
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
	fprintf(out, "\n### %s: %s (%s)\n\n", title, mi->title, metric_better(mi));
	if (t->subtitle) {
		render_label(out, t->subtitle, 0, 1);
		fputs("\n\n", out);
	}
	if (medium_mixed(m)) /* as text's, and md's why table (render_why.c) */
		fprintf(out, "%s\n\n", medium_mixed_line(m));
	cell_notes(out, m, t, "> ", 1);
	if (render_first_of_cell(m, t) && render_note_at(m, t->cell, 0, title, sizeof(title)))
		fputc('\n', out); /* a blank line ends the quote before the table */
	fprintf(out, "| | %s | SE | N | mark | trust | verdict |%s", mi->unit,
		refcol ? " published | label | ratio |" : "");
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

/* same_table: 1 when per-host table H is of T's cell and metric. */
static int same_table(const struct model_table *h, const struct model_table *t)
{
	return h->cell == t->cell && h->metric == t->metric && h->ddir == t->ddir;
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

int render_write_md(FILE *out, const struct model *m)
{
	size_t i, j = 0;

	fputs("# schedaio compare\n\n", out);
	render_header(out, m, "    ");
	for (i = 0; i < m->ntables; i++) {
		for (; j < m->nhost_tables && same_table(&m->host_tables[j], &m->tables[i]); j++)
			table_md(out, m, &m->host_tables[j]);
		table_md(out, m, &m->tables[i]);
		fleet_text(out, m, &m->tables[i], m->fleet ? &m->fleet[i] : NULL, 1);
		if ((render_why_wanted(&m->tables[i]) &&
		     render_why_text(out, m, &m->tables[i], 1) == -ENOMEM) ||
		    (render_split_wanted(&m->tables[i]) &&
		     render_split_text(out, m, &m->tables[i], 1) == -ENOMEM))
			return -ENOMEM;
	}
	return ferror(out) ? -EIO : 0;
}

int render_write_text(FILE *out, const struct model *m)
{
	size_t i, j = 0;

	render_header(out, m, "");
	for (i = 0; i < m->ntables; i++) {
		for (; j < m->nhost_tables && same_table(&m->host_tables[j], &m->tables[i]); j++)
			table_text(out, m, &m->host_tables[j]);
		table_text(out, m, &m->tables[i]);
		fleet_text(out, m, &m->tables[i], m->fleet ? &m->fleet[i] : NULL, 0);
		if ((render_why_wanted(&m->tables[i]) &&
		     render_why_text(out, m, &m->tables[i], 0) == -ENOMEM) ||
		    (render_split_wanted(&m->tables[i]) &&
		     render_split_text(out, m, &m->tables[i], 0) == -ENOMEM))
			return -ENOMEM;
	}
	if (render_sweep_text(out, m)) /* a --sweep study: which scheduler wins where */
		return -ENOMEM;
	if (render_sweep_figures(out, m)) /* the pack's published figures, when read */
		return -EIO;
	return ferror(out) ? -EIO : 0;
}
