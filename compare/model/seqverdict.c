// seqverdict.c: a "decided" study's verdicts by the rule that added its runs (seqverdict.h).
#include <errno.h>
#include <string.h>

#include "model/seqverdict.h"
#include "seqtest/seqtest.h"

int seqverdict_table(const struct model *m, struct model_table *t)
{
	struct seqtest_rows rows[SEQTEST_MAX_SCHED];
	struct seqtest_out out[SEQTEST_MAX_SCHED];
	struct seqtest_plan plan;
	const struct results *r;
	size_t i, c;
	int best, ret;

	if (t->metric != METRIC_MBPS || t->host || t->n < 2 || t->n > SEQTEST_MAX_SCHED)
		return 0;
	r = &m->in[t->rows[0].input].r;
	if (!(r->man.until_decided_pct > 0) || r->man.max_runs < 1)
		return 0;
	for (c = 0; c < r->ncells && strcmp(r->cells[c], t->cell); c++)
		;
	if (c == r->ncells)
		return 0;
	for (i = 0; i < t->n; i++) {
		const struct results_values *v;

		if (t->rows[i].input != t->rows[0].input)
			return 0;
		v = &results_series(r, t->rows[i].sched, c)->m[METRIC_MBPS];
		rows[i].v = v->v;
		rows[i].n = v->n;
	}
	ret = seqtest_plan_init(&plan, 0.05, r->man.until_decided_pct, r->man.runs > 1 ? (size_t)r->man.runs : 3,
				(size_t)r->man.max_runs, t->n, SEQTEST_OBF, 0.10);
	if (ret)
		return ret;
	best = seqtest_run(&plan, rows, t->n, out);
	if (best != 0)
		return 0; /* fewer than the first runs, a bad value, or another best: Welch's stays */
	for (i = 1; i < t->n; i++) {
		struct model_row *row = &t->rows[i];

		row->v.significant = out[i].state == SEQTEST_DIFFERENT;
		row->not_sig = !row->v.significant;
		row->v.diff_pct = (out[i].ratio - 1) * 100;
		row->v.lo_pct = (out[i].lo - 1) * 100;
		row->v.hi_pct = (out[i].hi - 1) * 100;
	}
	return 0;
}
