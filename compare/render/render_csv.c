// render_csv.c: the CSV writer (formats.h row csv; writer.h): one line per row, a table's
// why and split lines after it (see render.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "json/manifestkeys.h"
#include "model/accel.h"
#include "model/medium.h"
#include "model/whyqueue.h"
#include "model/whysplit.h"
#include "render/csvfield.h"
#include "render/render.h"
#include "render/render_num.h"
#include "render/render_words.h"

/* csv_num: V (render_num.h: whole numbers exact) and a comma, empty for a value that is not
 * finite (an undecidable interval). */
static void csv_num(FILE *out, double v)
{
	if (isfinite(v))
		render_num_csv(out, v);
	fputc(',', out);
}

/* csv_seq: the until_decided_* fields of row I of T (render_seq_of), each after a comma;
 * empty for a row without the sequential rule's verdict. */
static void csv_seq(FILE *out, const struct model_table *t, size_t i)
{
	struct render_seq s;

	if (!render_seq_of(t, i, &s)) {
		fputs(",,,,", out);
		return;
	}
	fputc(',', out);
	render_csv_field(out, s.state);
	fprintf(out, ",%zu,", s.n);
	render_csv_field(out, s.vs); /* a label: a results string */
	fprintf(out, ",%.6g", s.pct);
}

/* csv_label: row R's label, and after a row run under qemu's tcg " [" ACCEL_TCG_MARK "]"
 * (accel.h; CSV has no notes). */
static void csv_label(FILE *out, const struct model *m, const struct model_row *r)
{
	char *s = NULL;

	if (strcmp(accel_row(m, r), MK_ACCEL_TCG) == 0 &&
	    asprintf(&s, "%s [" ACCEL_TCG_MARK "]", r->label) >= 0)
		render_csv_field(out, s);
	else
		render_csv_field(out, r->label);
	free(s);
}

/* csv_medium: ",<the Medium line of row folder S of input K>" (medium.h medium_folder_line:
 * CSV has no header, so each line names the medium its row ran on, a --kernel study's row
 * its kernel's; issues 40 and 38). */
static void csv_medium(FILE *out, const struct model *m, size_t k, size_t s)
{
	char medium[2048];

	medium_folder_line(m, k, s, medium, sizeof(medium));
	fputc(',', out);
	render_csv_field(out, medium); /* the manifest's strings: a field, quoted as needed */
}

static void table_csv(FILE *out, const struct model *m, const struct model_table *t,
		      const struct model_table *cols)
{
	const struct metric_info *mi = metric_info(t->metric);
	char num[64];
	size_t i, j, k;

	for (i = 0; i < t->n; i++) {
		const struct model_row *r = &t->rows[i];

		render_csv_field(out, m->run_labels[r->input]);
		fputc(',', out);
		render_csv_field(out, t->cell); /* a folder name of the results */
		fprintf(out, ",%s,%s,%s,", mi->key,
			t->metric == METRIC_MBPS ? units_name(m->unit) : mi->unit,
			mi->less_is_better ? "less" : "more");
		if (!t->unranked) /* no ranking across accelerators, none under tcg (model.h) */
			fprintf(out, "%zu", i + 1);
		fputc(',', out);
		csv_label(out, m, r);
		fputc(',', out);
		render_csv_field(out, r->key);
		fputc(',', out);
		render_num_csv(out, r->st.mean);
		fputc(',', out);
		render_num_csv(out, r->st.se);
		fprintf(out, ",%zu,%d,", r->st.n, r->not_sig);
		if (r->ref) {
			render_num_csv(out, r->ref->value);
			fputc(',', out);
			render_csv_field(out, r->ref->label);
			fprintf(out, ",%.6g,", r->ratio);
		} else {
			fputs(",,,", out);
		}
		if (t->has_tau)
			fprintf(out, "%.6g", t->tau);
		if (r->v.has) {
			fprintf(out, ",%s,%.6g,", t->ddir ? t->ddir : "", r->v.diff_pct);
			csv_num(out, r->v.lo_pct);
			csv_num(out, r->v.hi_pct);
			fprintf(out, "%d,", r->v.significant);
			csv_num(out, r->v.resolve_pct);
			if (!r->v.undecidable) /* no run count at N < 3 (verdict.h) */
				fprintf(out, "%zu", r->v.runs_needed);
		} else {
			fprintf(out, ",%s,,,,,,", t->ddir ? t->ddir : "");
		}
		fprintf(out, ",%zu,%s", r->nfar, r->v.has ? (r->v.undecidable ? "1" : "0") : "");
		csv_seq(out, t, i);
		fprintf(out, ",%d", medium_mixed(m, t));
		csv_medium(out, m, r->input, r->sched);
		for (j = 0; cols && j < cols->ncols; j++) {
			fputc(',', out);
			for (k = 0; k < t->ncols && strcmp(t->cols[k].key, cols->cols[j].key); k++)
				;
			render_col(t, r, k, 0, num, sizeof(num)); /* "" when the table has none */
			fputs(num, out);
		}
		if (m->kref) { /* a set per kernel: the row's (csv_begin) */
			fputc(',', out);
			if (r->set)
				render_csv_field(out, r->set->name);
		}
		fputc('\n', out);
	}
}

/* csv_cols: the first table of M with columns beside its mean (model_column): its columns
 * end every CSV line; NULL when no table has any. */
static const struct model_table *csv_cols(const struct model *m)
{
	size_t i;

	for (i = 0; i < m->ntables; i++)
		if (m->tables[i].ncols)
			return &m->tables[i];
	return NULL;
}

/* csv_set_field: with a set per kernel, the empty published_set field of a why line, after
 * the table columns it has none of (csv_begin's header). */
static void csv_set_field(FILE *out, const struct model *m)
{
	const struct model_table *cols = csv_cols(m);
	size_t c;

	if (!m->kref)
		return;
	for (c = 0; cols && c < cols->ncols; c++)
		fputc(',', out);
	fputc(',', out);
}

/* why_csv: the why table W of T's cell, one line per row and figure in the table's
 * columns: metric "<source>.<figure>" ("trace.queue_ms", "counters.queue_ms"; whyq_figs),
 * unit, better "neither", rank the row's place in the MB/s table, label, key, mean, se, n
 * (runs with the figure), ddir, mixed_media, medium. */
static int why_csv(FILE *out, const struct model *m, const struct model_table *t,
		   const struct whyq_table *w)
{
	size_t i;
	int f;

	for (i = 0; i < w->n; i++) {
		const struct whyq_row *r = &w->rows[i];

		for (f = 0; f < WHYQ_NFIG && r->source != WHYQ_NONE; f++) {
			if (!r->fig[f].n)
				continue;
			render_csv_field(out, m->run_labels[r->row->input]);
			fputc(',', out);
			render_csv_field(out, t->cell);
			fprintf(out, ",%s.%s,%s,neither,%zu,",
				r->source == WHYQ_TRACE ? "trace" : "counters", whyq_figs[f].key,
				whyq_figs[f].unit, i + 1);
			render_csv_field(out, r->row->label);
			fputc(',', out);
			render_csv_field(out, r->row->key);
			/* mean, se, n; published .. kendall_tau_b empty; ddir; the verdict's and
			 * until_decided's empty; mixed_media */
			fputc(',', out);
			render_num_csv(out, r->fig[f].mean);
			fputc(',', out);
			render_num_csv(out, r->fig[f].se);
			fprintf(out, ",%zu,,,,,,%s,,,,,,,,,,,,,%d", r->fig[f].n,
				t->ddir ? t->ddir : "", medium_mixed(m, t));
			csv_medium(out, m, r->row->input, r->row->sched);
			csv_set_field(out, m);
			fputc('\n', out);
		}
	}
	return ferror(out) ? -EIO : 0;
}

/* split_csv: the split table W of T's start-up cell, one line per row, class and figure:
 * metric "trace.<class>.<figure>" ("trace.app.queue_p99_ms"), unit, better "neither", rank,
 * label, key, mean, se empty (the runs are merged, not averaged), n (traced runs),
 * mixed_media, medium, NCOLS empty fields at the end (the table columns of the CSV header). */
static int split_csv(FILE *out, const struct model *m, const struct model_table *t,
		     const struct whys_table *w, size_t ncols)
{
	size_t i, c;
	int f, k;

	for (i = 0; i < w->n; i++) {
		const struct whys_row *r = &w->rows[i];

		for (k = 0; k < WHYS_NCLASS; k++) {
			for (f = 0; f < WHYS_NFIG; f++) {
				if (!isfinite(r->fig[k][f]))
					continue;
				render_csv_field(out, m->run_labels[r->row->input]);
				fputc(',', out);
				render_csv_field(out, t->cell);
				fprintf(out, ",trace.%s.%s,%s,neither,%zu,", whys_class_names[k],
					whys_figs[f].key, whys_figs[f].unit, i + 1);
				render_csv_field(out, r->row->label);
				fputc(',', out);
				render_csv_field(out, r->row->key);
				/* mean, se (none: the runs are merged), n = traced runs; not_significant
				 * .. until_decided_pct empty; mixed_media; the start-up columns empty */
				fputc(',', out);
				render_num_csv(out, r->fig[k][f]);
				fprintf(out, ",,%zu%s,%d", r->traced,
					",,,,,,,,,,,,,,,,,,", medium_mixed(m, t));
				csv_medium(out, m, r->row->input, r->row->sched);
				for (c = 0; c < ncols; c++)
					fputc(',', out);
				if (m->kref)
					fputc(',', out); /* published_set: none */
				fputc('\n', out);
			}
		}
	}
	return ferror(out) ? -EIO : 0;
}

/* ---- the writer (writer.h) ---- */

static int csv_begin(struct render_ctx *c)
{
	const struct model_table *cols = csv_cols(c->m);
	size_t i;

	fputs("run,cell,metric,unit,better,rank,label,key,mean,se,n,not_significant,"
	      "published,published_label,ratio,kendall_tau_b,ddir,diff_pct,diff_lo_pct,diff_hi_pct,"
	      "significant,resolve_pct,runs_for_5pct,far_runs,undecidable", c->out);
	for (i = 0; i < RENDER_SEQ_NFIELDS; i++) /* a decided study's: verdict.until_decided */
		fprintf(c->out, ",%s_%s", RENDER_SEQ_KEY, render_seq_keys[i]);
	fputs(",mixed_media", c->out); /* 1: the table's rows ran on different media (medium.h) */
	fputs(",medium", c->out);      /* the row's medium, as the header's Medium line */
	for (i = 0; cols && i < cols->ncols; i++)
		fprintf(c->out, ",%s", cols->cols[i].key);
	if (c->m->kref) /* a set per kernel (model.h kref): each row's, by name */
		fputs(",published_set", c->out);
	fputc('\n', c->out);
	return 0;
}

static int csv_table(struct render_ctx *c, const struct model_table *t)
{
	table_csv(c->out, c->m, t, csv_cols(c->m));
	return 0;
}

static int csv_why(struct render_ctx *c, const struct model_table *t, const struct whyq_table *w)
{
	return why_csv(c->out, c->m, t, w);
}

static int csv_split(struct render_ctx *c, const struct model_table *t, const struct whys_table *w)
{
	const struct model_table *cols = csv_cols(c->m);

	return split_csv(c->out, c->m, t, w, cols ? cols->ncols : 0);
}

/* csv: one line per row of every table across hosts, then its why and split lines. */
const struct render_writer render_writer_csv = {
	.begin = csv_begin,
	.table = csv_table,
	.why = csv_why,
	.split = csv_split,
};
