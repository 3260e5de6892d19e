// modules: study/decide.c study/doc.c study/spec.c lib/seqtest/bounds.c lib/seqtest/seqtest.c lib/json/jsonfile.c lib/json/fileopen.c lib/json/atomicfile.c lib/safepath/safepath.c
/*
 * test_study_decide: run-pack --until-decided's rule in build/schedaio-study (study/decide.c):
 * no run added before every scheduler has its first runs; a run added to the open scheduler
 * and to the best, with the reason; none once the comparison is decided (a 2x difference,
 * different; a start-up time judged lower-is-better); -EINVAL without the margin; failed runs
 * not judged; on a kernel of run-pack --kernel, only the schedulers it runs are compared;
 * each distinct plan computed once however many calls ask for it (struct seqtest_plans).
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "json/manifestkeys.h"
#include "seqtest/seqtest.h"
#include "study.h"

static json_t *study(void)
{
	return json_pack("{s:[s, s], s:[s], s:i, s:s, s:f, s:i, s:[]}", MK_SCHEDULERS, "a", "b",
			 MK_CELLS, "x", MK_RUNS, 3, MK_RUNS_MODE, MK_RUNS_MODE_DECIDED,
			 MK_UNTIL_DECIDED, 5.0, MK_MAX_RUNS, 12, MK_RESULTS);
}

static void add(json_t *root, const char *s, int run, double bw, const char *status)
{
	json_array_append_new(json_object_get(root, MK_RESULTS),
			      json_pack("{s:s, s:s, s:i, s:s, s:f}", "scheduler", s, "cell", "x",
					"run", run, MK_STATUS, status, "bw_kib", bw));
}

static void test_open_then_decided(void **state)
{
	const double a[6] = { 100, 130, 80, 110, 95, 120 }, b[6] = { 95, 120, 85, 100, 105, 90 };
	json_t *root = study();
	struct seqtest_plans plans = { 0 };
	char why[STUDY_WHY];
	int i;

	(void)state;
	for (i = 0; i < 3; i++)
		add(root, "a", i + 1, a[i], "ok");
	for (i = 0; i < 2; i++)
		add(root, "b", i + 1, b[i], "ok");
	/* b has 2 runs: no look yet */
	assert_int_equal(decide_more(root, &plans, NULL, "a", "x", 3, why, sizeof(why)), 0);
	add(root, "b", 3, b[2], "ok");
	assert_int_equal(decide_more(root, &plans, NULL, "b", "x", 3, why, sizeof(why)), 1);
	assert_string_equal(why, "until decided: vs a open at N = 3");
	assert_int_equal(decide_more(root, &plans, NULL, "a", "x", 3, why, sizeof(why)), 1);
	assert_string_equal(why, "until decided: the best, for b open at N = 3");
	assert_int_equal(plans.n, 1); /* one cell of 2 schedulers: one plan for every call */
	seqtest_plans_free(&plans);
	json_decref(root);
}

static void test_different_stops(void **state)
{
	json_t *root = study();
	struct seqtest_plans plans = { 0 };
	char why[STUDY_WHY];
	int i;

	(void)state;
	for (i = 1; i <= 4; i++) {
		add(root, "a", i, 100 + i % 2, "ok");
		add(root, "b", i, 50 + i % 2, "ok");
	}
	assert_int_equal(decide_more(root, &plans, NULL, "a", "x", 4, why, sizeof(why)), 0);
	assert_int_equal(decide_more(root, &plans, NULL, "b", "x", 4, why, sizeof(why)), 0);
	assert_string_equal(why, "");
	/* a failed run is not judged: with b's 4th failed the pair has 3 ok runs, open: both
	 * get a run more */
	json_t *r = json_array_get(json_object_get(root, MK_RESULTS), 7);
	json_object_set_new(r, MK_STATUS, json_string("failed"));
	assert_int_equal(decide_more(root, &plans, NULL, "b", "x", 4, why, sizeof(why)), 1);
	assert_string_equal(why, "until decided: vs a open at N = 3");
	/* a has 4 ok runs already: it waits for b */
	assert_int_equal(decide_more(root, &plans, NULL, "a", "x", 4, why, sizeof(why)), 0);
	seqtest_plans_free(&plans);
	json_decref(root);
}

static void test_startup_lower_better(void **state)
{
	json_t *root = study(), *res;
	struct seqtest_plans plans = { 0 };
	struct seqtest_out out[SEQTEST_MAX_SCHED];
	size_t k, i;
	int best;

	(void)state;
	for (i = 1; i <= 4; i++) {
		add(root, "a", (int)i, 1, "ok");
		add(root, "b", (int)i, 1, "ok");
	}
	json_array_foreach(json_object_get(root, MK_RESULTS), i, res)
		json_object_set_new(res, "startup", json_pack("{s:f}", "seconds",
			!strcmp(json_string_value(json_object_get(res, "scheduler")), "a") ? 2.0 + 0.01 * (double)(i % 2)
											 : 1.0 + 0.01 * (double)(i % 2)));
	assert_int_equal(decide_cell(root, &plans, NULL, "x", out, NULL, &k, &best, NULL), 1);
	assert_int_equal(k, 2);
	assert_int_equal(best, 1); /* b starts in half the time */
	assert_int_equal(out[0].state, SEQTEST_DIFFERENT);
	seqtest_plans_free(&plans);
	json_decref(root);
}

static void test_einval(void **state)
{
	json_t *root = study();
	struct seqtest_plans plans = { 0 };
	char why[STUDY_WHY];
	int i;

	(void)state;
	for (i = 1; i <= 3; i++) {
		add(root, "a", i, 100, "ok");
		add(root, "b", i, 90 + i, "ok");
	}
	json_object_del(root, MK_UNTIL_DECIDED);
	assert_int_equal(decide_more(root, &plans, NULL, "a", "x", 3, why, sizeof(why)), -EINVAL);
	json_object_set_new(root, MK_UNTIL_DECIDED, json_real(100));
	assert_int_equal(decide_more(root, &plans, NULL, "a", "x", 3, why, sizeof(why)), -EINVAL);
	json_object_set_new(root, MK_UNTIL_DECIDED, json_real(5));
	/* a folder not in the plan: no run */
	assert_int_equal(decide_more(root, &plans, NULL, "zz", "x", 3, why, sizeof(why)), 0);
	seqtest_plans_free(&plans);
	json_decref(root);
}

/* A --kernel study: kernel k skips scheduler c (its kernel lacks it): a and b are judged
 * there, as if c were not in the study; on kernel j, which runs c, c's missing first runs
 * hold every look. */
static void test_kernel_skips(void **state)
{
	json_t *root = study(), *r;
	struct seqtest_plans plans = { 0 };
	const char *names[SEQTEST_MAX_SCHED + 1];
	struct seqtest_out out[SEQTEST_MAX_SCHED];
	char why[STUDY_WHY];
	size_t k, i;
	int best;

	(void)state;
	json_array_append_new(json_object_get(root, MK_SCHEDULERS), json_string("c"));
	json_object_set_new(root, MK_KERNELS, json_pack("[{s:s, s:{s:s}}, {s:s, s:{}}]", MK_NAME, "k",
							  MK_SKIPPED, "c", "not offered", MK_NAME, "j",
							  MK_SKIPPED));
	for (i = 1; i <= 3; i++) {
		add(root, "a", (int)i, 100, "ok");
		add(root, "b", (int)i, 50 + (double)i, "ok");
	}
	json_array_foreach(json_object_get(root, MK_RESULTS), i, r)
		json_object_set_new(r, MK_KERNEL, json_string("k"));
	assert_int_equal(decide_cell(root, &plans, "k", "x", out, NULL, &k, &best, names), 1);
	assert_int_equal(k, 2);
	assert_string_equal(names[0], "a");
	assert_string_equal(names[1], "b");
	assert_int_equal(best, 0);
	assert_int_equal(decide_cell(root, &plans, "j", "x", out, NULL, &k, &best, NULL), 0);
	assert_int_equal(k, 3);
	assert_int_equal(decide_more(root, &plans, "j", "a", "x", 3, why, sizeof(why)), 0);
	assert_int_equal(plans.n, 2); /* k's plan of 2 schedulers, j's of 3 */
	seqtest_plans_free(&plans);
	json_decref(root);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_open_then_decided),
		cmocka_unit_test(test_different_stops),
		cmocka_unit_test(test_startup_lower_better),
		cmocka_unit_test(test_einval),
		cmocka_unit_test(test_kernel_skips),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
