// decide.c: run-pack --until-decided PCT: whether (place, scheduler, cell) needs one run more,
// by the group-sequential rule of lib/seqtest/ (seqtest.h: its method and sources)
// over the ok runs of every scheduler of the cell in run order. Interleaving stays order.c's:
// it asks here for run DONE + 1 of each pair in turn. The value judged is dynamic.c's (fio's
// bandwidth, KiB/s, higher better; a start-up's seconds, lower better).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/manifestkeys.h"
#include "seqtest/seqtest.h"
#include "study.h"

/* cell_values: the ok values of (HOST, FOLDER, CELL) in run order into V (room for MAX); *N;
 * *LOWER 1 when a start-up time was judged. */
static void cell_values(json_t *root, const char *host, const char *folder, const char *cell,
			double *v, size_t max, size_t *n, int *lower)
{
	int run;

	*n = 0;
	for (run = 1; run <= SEQTEST_MAX_RUNS && *n < max; run++) {
		json_t *r = doc_result(root, host, folder, cell, run), *bw;
		const char *st;

		if (!r)
			break;
		st = json_string_value(json_object_get(r, MK_STATUS));
		bw = json_object_get(r, "bw_kib");
		if (json_is_object(json_object_get(r, "startup"))) {
			bw = json_object_get(json_object_get(r, "startup"), "seconds");
			*lower = 1;
		}
		if (!st || strcmp(st, "ok") || !json_is_number(bw) || !isfinite(json_number_value(bw)) ||
		    !(json_number_value(bw) > 0))
			continue;
		v[(*n)++] = json_number_value(bw);
	}
}

int decide_plan(json_t *root, size_t k, struct seqtest_plans *plans, struct seqtest_plan *plan)
{
	json_t *pct = json_object_get(root, MK_UNTIL_DECIDED);
	long runs = doc_int(root, MK_RUNS, 3), max = doc_int(root, MK_MAX_RUNS, 12);
	int ret;

	if (!json_is_number(pct))
		return -EINVAL;
	if (k > SEQTEST_MAX_SCHED)
		return -EINVAL;
	ret = seqtest_plans_get(plans, plan, 0.05, json_number_value(pct), seqtest_first_runs(runs),
				(size_t)max, k < 2 ? 2 : k, SEQTEST_OBF, 0.10);
	return ret < 0 ? ret : 0;
}

/* place_folders: the scheduler folders of MK_SCHEDULERS that run on PLACE (a kernel's
 * skipped ones left out) into NAMES (room for SEQTEST_MAX_SCHED + 1); their number, or
 * SEQTEST_MAX_SCHED + 1 when there are more. */
static size_t place_folders(json_t *root, const char *place, const char **names)
{
	json_t *f;
	size_t i, n = 0;

	json_array_foreach(json_object_get(root, MK_SCHEDULERS), i, f) {
		if (!json_is_string(f) || doc_kernel_skips(root, place, json_string_value(f)))
			continue;
		if (n > SEQTEST_MAX_SCHED)
			break;
		names[n++] = json_string_value(f);
	}
	return n;
}

int decide_cell(json_t *root, struct seqtest_plans *plans, const char *host, const char *cell,
		struct seqtest_out *out, size_t *nok, size_t *k, int *best, const char **names)
{
	static const size_t room = SEQTEST_MAX_RUNS;
	struct seqtest_rows rows[SEQTEST_MAX_SCHED];
	const char *own[SEQTEST_MAX_SCHED + 1];
	struct seqtest_plan plan;
	double *v;
	size_t i, nk;
	int lower = 0, ret;

	names = names ? names : own;
	nk = place_folders(root, host, names);
	*k = nk;
	*best = -1;
	if (nk < 2)
		return 0;
	ret = decide_plan(root, nk, plans, &plan);
	if (ret)
		return ret;
	v = calloc(nk * room, sizeof(*v));
	if (!v)
		return -ENOMEM;
	for (i = 0; i < nk; i++) {
		rows[i].v = v + i * room;
		rows[i].n = 0;
		cell_values(root, host, names[i], cell, v + i * room, room, &rows[i].n, &lower);
		if (nok)
			nok[i] = rows[i].n;
		if (rows[i].n < plan.n_first) {
			free(v);
			return 0; /* the first runs of every scheduler first */
		}
	}
	plan.lower_is_better = lower;
	ret = seqtest_run(&plan, rows, nk, out);
	free(v);
	if (ret < 0)
		return ret;
	*best = ret;
	return 1;
}

int decide_more(json_t *root, struct seqtest_plans *plans, const char *host, const char *folder,
		const char *cell, int done, char *why, size_t whylen)
{
	struct seqtest_out out[SEQTEST_MAX_SCHED];
	size_t nok[SEQTEST_MAX_SCHED];
	const char *names[SEQTEST_MAX_SCHED + 1];
	struct seqtest_plan plan;
	size_t k, i, me = (size_t)-1;
	int best, ret;
	char one[96];

	why[0] = '\0';
	(void)done; /* the rule counts ok runs: a failed one is run again */
	ret = decide_cell(root, plans, host, cell, out, nok, &k, &best, names);
	if (ret <= 0)
		return ret;
	for (i = 0; i < k; i++)
		if (!strcmp(names[i], folder))
			me = i;
	if (me == (size_t)-1 || out[me].want <= nok[me])
		return 0;
	ret = decide_plan(root, k, plans, &plan);
	if (ret)
		return ret;
	if ((int)me != best) {
		seqtest_why(&plan, &out[me], one, sizeof(one));
		snprintf(why, whylen, "until decided: vs %s %s", names[best], one);
		return 1;
	}
	for (i = 0; i < k; i++)
		if ((int)i != best && out[i].state == SEQTEST_OPEN) {
			seqtest_why(&plan, &out[i], one, sizeof(one));
			snprintf(why, whylen, "until decided: the best, for %s %s", names[i], one);
			return 1;
		}
	return 0;
}
