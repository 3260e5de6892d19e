// seqverdict.c: a "decided" study's verdicts by the rule that added its runs (seqverdict.h).
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "model/buildlog.h"
#include "model/seqverdict.h"
#include "seqtest/seqtest.h"

/* ref_note: the note of table T whose rule's reference, row BEST, is not row 0 (the best
 * mean of all the runs), saying why (t->seq_note). FIRST: the first runs of each pair.
 * 0 or -ENOMEM. */
static int ref_note(struct model_table *t, size_t best, size_t first)
{
	char *line;
	int ret;

	if (asprintf(&line, "until decided: the reference is %s, the best by the first %zu runs, "
		     "not %s, the best mean of all the runs: the rule chose it before adding any "
		     "run and compares every row with it, so the verdicts, the \"~\" marks and the "
		     "overview's \"*\" follow it (STUDIES.md \"Until decided\")", t->rows[best].label,
		     first, t->rows[0].label) < 0)
		return -ENOMEM;
	ret = model_table_note(t, line);
	if (ret == 0)
		t->seq_note = t->nnotes;
	return ret;
}

/* planlog: the builds line of a plan just computed (buildlog.h): "build seqplan k=K
 * n=FIRST..MAX pct=PCT". */
static void planlog(const struct seqtest_plan *p)
{
	char key[96];

	snprintf(key, sizeof(key), "k=%zu n=%zu..%zu pct=%g", p->k, p->n_first, p->n_max,
		 p->margin_pct);
	buildlog("seqplan", key, NULL);
}

int seqverdict_table(struct model *m, struct model_table *t)
{
	struct seqtest_rows rows[SEQTEST_MAX_SCHED];
	struct seqtest_out out[SEQTEST_MAX_SCHED];
	struct seqtest_plan plan;
	const struct results *r;
	size_t i, c;
	int best, ret;

	if ((t->metric != METRIC_MBPS && t->metric != METRIC_STARTUP) || t->host || t->n < 2 ||
	    t->n > SEQTEST_MAX_SCHED)
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
		v = &results_series(r, t->rows[i].sched, c)->m[t->metric];
		rows[i].v = v->v;
		rows[i].n = v->n;
	}
	ret = seqtest_plans_get(&m->plans, &plan, 0.05, r->man.until_decided_pct,
				seqtest_first_runs(r->man.runs), (size_t)r->man.max_runs, t->n,
				SEQTEST_OBF, 0.10);
	if (ret < 0)
		return ret;
	if (ret)
		planlog(&plan);
	plan.lower_is_better = t->metric == METRIC_STARTUP; /* seconds, as study/decide.c */
	best = seqtest_run(&plan, rows, t->n, out);
	if (best < 0)
		return 0; /* fewer than the first runs, or a bad value: Welch's stays */
	for (i = 0; i < t->n; i++) {
		struct model_row *row = &t->rows[i];

		row->v.has = 1;
		row->v.undecidable = 0; /* the rule decides from its first runs on */
		row->v.seq = 1 + (int)out[i].state;
		row->v.seq_n = out[i].n;
		row->v.seq_best = (size_t)best;
		row->v.seq_pct = r->man.until_decided_pct;
		row->v.significant = out[i].state == SEQTEST_DIFFERENT;
		row->not_sig = (int)i != best && !row->v.significant;
		row->undecided = 0; /* the rule's test, at 95 %, from its first runs on */
		row->v.diff_pct = (out[i].ratio - 1) * 100;
		row->v.lo_pct = (out[i].lo - 1) * 100;
		row->v.hi_pct = (out[i].hi - 1) * 100;
	}
	t->crowned = 1; /* the rule's reference, by its test at 95 % */
	return best ? ref_note(t, (size_t)best, seqtest_first_runs(r->man.runs)) : 0;
}
