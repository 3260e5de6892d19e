// rowverdict.c: each row judged against its table's best (see rowverdict.h).
#include <string.h>

#include "model/rowverdict.h"

/* cell_of: the index of CELL in R, or R->ncells. */
static size_t cell_of(const struct results *r, const char *cell)
{
	size_t c;

	for (c = 0; c < r->ncells; c++)
		if (strcmp(r->cells[c], cell) == 0)
			break;
	return c;
}

/* run_name: the fio file of the I-th value of metric METRIC of row S on cell C of R: the
 * I-th run of (S, C) in reading order, counting only runs with engine stats for the
 * engine's metrics (runs without them add no value there). NULL when not found. */
static const char *run_name(const struct results *r, size_t s, size_t c, enum metric metric,
			    size_t i)
{
	int eng = metric != METRIC_MBPS && metric != METRIC_IOPS;
	size_t k, n = 0;

	for (k = 0; k < r->nrunrec; k++) {
		const struct results_run *run = &r->runs[k];

		if (run->s != s || run->c != c || (eng && !run->stats_path))
			continue;
		if (n++ == i)
			return run->fio_path;
	}
	return NULL;
}

/* far_runs: the runs of ROW far from their siblings (verdict_far) into ROW. */
static void far_runs(const struct model *m, const struct model_table *t, struct model_row *row)
{
	const struct results *r = &m->in[row->input].r;
	const struct results_values *vals;
	size_t c = cell_of(r, t->cell), idx[VERDICT_MAX_FAR], i, n;
	double x[64];

	row->nfar = 0;
	if (c == r->ncells)
		return;
	vals = t->on_device ? &results_series(r, row->sched, c)->dev[t->metric == METRIC_IOPS]
			    : &results_series(r, row->sched, c)->m[t->metric];
	if (vals->n < 2 || vals->n > sizeof(x) / sizeof(x[0]))
		return; /* more than 64 runs: the spread speaks for itself */
	for (i = 0; i < vals->n; i++)
		x[i] = t->metric == METRIC_MBPS ? units_mbps(vals->v[i], m->unit) : vals->v[i];
	n = verdict_far(x, vals->n, metric_info(t->metric)->far_floor, idx, VERDICT_MAX_FAR);
	for (i = 0; i < n; i++) {
		const struct results_startup *st = results_series(r, row->sched, c)->startup;
		const char *name = st ? st->run_path[idx[i]] /* a start-up study's run */
				      : run_name(r, row->sched, c, t->metric, idx[i]);
		size_t pl = strlen(m->in[row->input].path);

		if (name && strncmp(name, m->in[row->input].path, pl) == 0 && name[pl] == '/')
			name += pl + 1; /* "none/randread-4k/run-2/fio.json" in a study */
		row->far_run[row->nfar] = name;
		row->far_value[row->nfar] = x[idx[i]];
		row->nfar++;
	}
}

int rowverdict_table(const struct model *m, struct model_table *t)
{
	int judged = !metric_info(t->metric)->no_better;
	size_t i;

	for (i = 0; i < t->n; i++) {
		struct model_row *row = &t->rows[i];

		memset(&row->v, 0, sizeof(row->v));
		row->undecided = 0;
		if (judged) {
			verdict_pair(&row->st, &t->rows[0].st, &row->v);
			/* one mark, one meaning (issue 40): "~" where a test was made and did not
			 * resolve the difference, "?" where none could be made */
			row->undecided = !row->v.has || row->v.undecidable;
			row->not_sig = i > 0 && !row->undecided && !row->v.significant;
		}
		far_runs(m, t, row);
	}
	t->crowned = judged && t->n && !t->rows[0].undecided;
	t->artefact = 0;
	return 0;
}
