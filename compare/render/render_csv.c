// render_csv.c: the CSV output, one line per row (see render.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model/medium.h"
#include "render/csvfield.h"
#include "render/render.h"
#include "render/render_num.h"
#include "render/render_why.h"
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
		fprintf(out, ",%s,%s,%s,%zu,", mi->key,
			t->metric == METRIC_MBPS ? units_name(m->unit) : mi->unit,
			mi->less_is_better ? "less" : "more", i + 1);
		render_csv_field(out, r->label);
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
			fprintf(out, "%zu", r->v.runs_needed);
		} else {
			fprintf(out, ",%s,,,,,,", t->ddir ? t->ddir : "");
		}
		fprintf(out, ",%zu,%s", r->nfar, r->v.has ? (r->v.undecidable ? "1" : "0") : "");
		csv_seq(out, t, i);
		fprintf(out, ",%d", medium_mixed(m));
		for (j = 0; cols && j < cols->ncols; j++) {
			fputc(',', out);
			for (k = 0; k < t->ncols && strcmp(t->cols[k].key, cols->cols[j].key); k++)
				;
			render_col(t, r, k, 0, num, sizeof(num)); /* "" when the table has none */
			fputs(num, out);
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

int render_write_csv(FILE *out, const struct model *m)
{
	size_t i;

	fputs("run,cell,metric,unit,better,rank,label,key,mean,se,n,not_significant,"
	      "published,published_label,ratio,kendall_tau_b,ddir,diff_pct,diff_lo_pct,diff_hi_pct,"
	      "significant,resolve_pct,runs_for_5pct,far_runs,undecidable", out);
	for (i = 0; i < RENDER_SEQ_NFIELDS; i++) /* a decided study's: verdict.until_decided */
		fprintf(out, ",%s_%s", RENDER_SEQ_KEY, render_seq_keys[i]);
	fputs(",mixed_media", out); /* 1: the table's rows ran on different media (medium.h) */
	for (i = 0; csv_cols(m) && i < csv_cols(m)->ncols; i++)
		fprintf(out, ",%s", csv_cols(m)->cols[i].key);
	fputc('\n', out);
	for (i = 0; i < m->ntables; i++) {
		table_csv(out, m, &m->tables[i], csv_cols(m));
		if ((render_why_wanted(&m->tables[i]) &&
		     render_why_csv(out, m, &m->tables[i]) == -ENOMEM) ||
		    (render_split_wanted(&m->tables[i]) &&
		     render_split_csv(out, m, &m->tables[i],
				      csv_cols(m) ? csv_cols(m)->ncols : 0) == -ENOMEM))
			return -ENOMEM;
	}
	return ferror(out) ? -EIO : 0;
}
