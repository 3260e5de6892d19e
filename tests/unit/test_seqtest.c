// modules: lib/seqtest/bounds.c lib/seqtest/seqtest.c
/*
 * test_seqtest: the "until decided" rule (lib/seqtest/): Lan-DeMets boundaries against
 * published figures, the plan's checks, the replay's decisions (different, equivalent,
 * undecided at n_max, futile, open with the runs it wants), the same decisions from more rows
 * than the decision used (resume), the lower-is-better direction, seqtest_why's words,
 * every -EINVAL, and a set of plans computing each distinct plan once (seqtest_plans_get).
 */
#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "seqtest/seqtest.h"

/* O'Brien-Fleming-type spending, five equally spaced looks, two-sided alpha 0.05 (0.025 a
 * side): 4.8769, 3.3569, 2.6803, 2.2898, 2.0310 (DeMets & Lan 1994, Stat Med 13:1341, and the
 * ld98/ldbounds program's example, Reboussin et al. 2000, Control Clin Trials 21:190). */
static void test_obf_published(void **state)
{
	const double t[5] = { 0.2, 0.4, 0.6, 0.8, 1 }, want[5] = { 4.8769, 3.3569, 2.6803, 2.2898, 2.0310 };
	double c[5];
	int i;

	(void)state;
	assert_int_equal(seqtest_bounds(0.05, SEQTEST_OBF, t, 5, c), 0);
	for (i = 0; i < 5; i++)
		assert_true(fabs(c[i] - want[i]) < 2e-4);
}

/* Pocock-type: the first look spends 0.05 ln(1 + (e - 1) 0.2) = 0.01476: c = 2.4380 (the
 * same table); later looks lower; one look is the fixed test (1.95996). */
static void test_pocock(void **state)
{
	const double t[5] = { 0.2, 0.4, 0.6, 0.8, 1 }, one = 1;
	double c[5];
	int i;

	(void)state;
	assert_int_equal(seqtest_bounds(0.05, SEQTEST_POCOCK, t, 5, c), 0);
	assert_true(fabs(c[0] - 2.4380) < 2e-4);
	for (i = 1; i < 5; i++)
		assert_true(c[i] < c[i - 1] && c[i] > 2.3);
	assert_int_equal(seqtest_bounds(0.05, SEQTEST_OBF, &one, 1, c), 0);
	assert_true(fabs(c[0] - 1.95996) < 1e-4);
	assert_true(fabs(seqtest_spent(0.05, SEQTEST_POCOCK, 0.2) - 0.05 * log(1 + (M_E - 1) * 0.2)) < 1e-12);
	assert_true(seqtest_spent(0.05, SEQTEST_OBF, 0) == 0);
	assert_true(seqtest_spent(0.05, SEQTEST_OBF, 1) == 0.05);
}

static void test_bounds_einval(void **state)
{
	const double bad[2] = { 0.5, 0.5 }, over[1] = { 1.5 }, ok[1] = { 1 };
	double c[SEQTEST_MAX_LOOKS + 1], t[SEQTEST_MAX_LOOKS + 1];
	int i;

	(void)state;
	for (i = 0; i <= SEQTEST_MAX_LOOKS; i++)
		t[i] = (i + 1.0) / (SEQTEST_MAX_LOOKS + 1);
	assert_int_equal(seqtest_bounds(0.05, SEQTEST_OBF, bad, 2, c), -EINVAL);
	assert_int_equal(seqtest_bounds(0.05, SEQTEST_OBF, over, 1, c), -EINVAL);
	assert_int_equal(seqtest_bounds(0.05, SEQTEST_OBF, ok, 0, c), -EINVAL);
	assert_int_equal(seqtest_bounds(0, SEQTEST_OBF, ok, 1, c), -EINVAL);
	assert_int_equal(seqtest_bounds(0.05, (enum seqtest_spend)7, ok, 1, c), -EINVAL);
	assert_int_equal(seqtest_bounds(0.05, SEQTEST_OBF, t, SEQTEST_MAX_LOOKS + 1, c), -EINVAL);
	assert_int_equal(seqtest_bounds(0.05, SEQTEST_OBF, NULL, 1, c), -EINVAL);
}

static void test_plan_einval(void **state)
{
	struct seqtest_plan p;

	(void)state;
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 3, 12, 4, SEQTEST_OBF, 0.10), 0);
	assert_int_equal(p.n_first, 3);
	assert_true(p.c_diff[0] > p.c_diff[9] && p.c_eq[9] < p.c_diff[9]);
	assert_int_equal(seqtest_plan_init(NULL, 0.05, 5, 3, 12, 4, SEQTEST_OBF, 0.1), -EINVAL);
	assert_int_equal(seqtest_plan_init(&p, 0.5, 5, 3, 12, 4, SEQTEST_OBF, 0.1), -EINVAL);
	assert_int_equal(seqtest_plan_init(&p, 0.05, 0, 3, 12, 4, SEQTEST_OBF, 0.1), -EINVAL);
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 1, 12, 4, SEQTEST_OBF, 0.1), -EINVAL);
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 3, 2, 4, SEQTEST_OBF, 0.1), -EINVAL);
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 3, 3 + SEQTEST_MAX_LOOKS, 4, SEQTEST_OBF, 0.1), -EINVAL);
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 3, 12, 1, SEQTEST_OBF, 0.1), -EINVAL);
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 3, 12, SEQTEST_MAX_SCHED + 1, SEQTEST_OBF, 0.1), -EINVAL);
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 3, 12, 4, SEQTEST_OBF, 1), -EINVAL);
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 3, 12, 4, (enum seqtest_spend)3, 0.1), -EINVAL);
}

/* seqtest_plans_get: a plan computed once per distinct arguments, the same bytes as
 * seqtest_plan_init's; the caller's copy its own; -EINVAL leaves the set as it was */
static void test_plans_once(void **state)
{
	struct seqtest_plans set = { 0 };
	struct seqtest_plan p, q, want;

	(void)state;
	assert_int_equal(seqtest_plan_init(&want, 0.05, 5, 3, 12, 4, SEQTEST_OBF, 0.10), 0);
	assert_int_equal(seqtest_plans_get(&set, &p, 0.05, 5, 3, 12, 4, SEQTEST_OBF, 0.10), 1);
	assert_memory_equal(&p, &want, sizeof(p));
	p.lower_is_better = 1;
	assert_int_equal(seqtest_plans_get(&set, &q, 0.05, 5, 3, 12, 4, SEQTEST_OBF, 0.10), 0);
	assert_memory_equal(&q, &want, sizeof(q));
	assert_int_equal(set.n, 1);
	/* another k, margin, n_max or spending is another plan */
	assert_int_equal(seqtest_plans_get(&set, &q, 0.05, 5, 3, 12, 3, SEQTEST_OBF, 0.10), 1);
	assert_int_equal(seqtest_plans_get(&set, &q, 0.05, 10, 3, 12, 4, SEQTEST_OBF, 0.10), 1);
	assert_int_equal(seqtest_plans_get(&set, &q, 0.05, 5, 3, 8, 4, SEQTEST_OBF, 0.10), 1);
	assert_int_equal(seqtest_plans_get(&set, &q, 0.05, 5, 3, 12, 4, SEQTEST_POCOCK, 0.10), 1);
	assert_int_equal(set.n, 5);
	assert_int_equal(seqtest_plans_get(&set, &q, 0.05, 5, 3, 12, 3, SEQTEST_OBF, 0.10), 0);
	assert_int_equal(seqtest_plans_get(&set, &q, 0.05, 5, 3, 12, 4, SEQTEST_OBF, 0.10), 0);
	assert_memory_equal(&q, &want, sizeof(q));
	assert_int_equal(seqtest_plans_get(&set, &q, 0.5, 5, 3, 12, 4, SEQTEST_OBF, 0.10), -EINVAL);
	assert_int_equal(seqtest_plans_get(NULL, &q, 0.05, 5, 3, 12, 4, SEQTEST_OBF, 0.10), -EINVAL);
	assert_int_equal(seqtest_plans_get(&set, NULL, 0.05, 5, 3, 12, 4, SEQTEST_OBF, 0.10), -EINVAL);
	assert_int_equal(set.n, 5);
	seqtest_plans_free(&set);
	assert_null(set.p);
	assert_int_equal(set.n, 0);
	seqtest_plans_free(&set);
	seqtest_plans_free(NULL);
}

/* a clear 2x difference, spread 1 %: different at the second look (O'Brien-Fleming's first
 * boundary, 4.86 at alpha 0.025 carried to Welch's t at 4 degrees of freedom, is a multiplier
 * near 30: the early looks stop only for huge effects); the best is the higher */
static void test_different(void **state)
{
	const double a[6] = { 100, 101, 99, 100.5, 99.5, 100 }, b[6] = { 50, 51, 49, 50.5, 49.5, 50 };
	struct seqtest_rows r[2] = { { b, 6 }, { a, 6 } };
	struct seqtest_plan p;
	struct seqtest_out o[2];
	char why[96];

	(void)state;
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 3, 12, 2, SEQTEST_OBF, 0.10), 0);
	assert_int_equal(seqtest_run(&p, r, 2, o), 1);
	assert_int_equal(o[1].state, SEQTEST_BEST);
	assert_int_equal(o[0].state, SEQTEST_DIFFERENT);
	assert_int_equal(o[0].n, 4);
	assert_int_equal(o[0].want, 4);
	assert_int_equal(o[1].want, 4);
	assert_true(o[0].lo < o[0].ratio && o[0].ratio < o[0].hi && o[0].hi < 1);
	assert_int_equal(seqtest_open(o, 2), 0);
	seqtest_why(&p, &o[0], why, sizeof(why));
	assert_string_equal(why, "different: -50 % (-58 to -41 %)");
	seqtest_why(&p, &o[1], why, sizeof(why));
	assert_string_equal(why, "best");
	/* lower is better (seconds): the same rows make b the best and a +100 % */
	p.lower_is_better = 1;
	assert_int_equal(seqtest_run(&p, r, 2, o), 0);
	assert_int_equal(o[1].state, SEQTEST_DIFFERENT);
	assert_true(o[1].ratio > 1.9);
}

/* within 0.3 %, spread 0.2 %: equivalent within 5 % at the first look */
static void test_equivalent(void **state)
{
	const double a[3] = { 100, 100.2, 99.8 }, b[3] = { 100.1, 99.8, 100.0 };
	struct seqtest_rows r[2] = { { a, 3 }, { b, 3 } };
	struct seqtest_plan p;
	struct seqtest_out o[2];
	char why[96];

	(void)state;
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 3, 12, 2, SEQTEST_OBF, 0.10), 0);
	assert_int_equal(seqtest_run(&p, r, 2, o), 0);
	assert_int_equal(o[1].state, SEQTEST_EQUIVALENT);
	seqtest_why(&p, &o[1], why, sizeof(why));
	assert_string_equal(why, "equivalent within 5 % (-4 to +4 %)");
}

/* noisy and close: open at N = 3 (wants 4 of both), then undecided at n_max = 4 */
static void test_open_undecided(void **state)
{
	const double a[4] = { 100, 130, 80, 110 }, b[4] = { 95, 120, 85, 100 };
	struct seqtest_rows r[2] = { { a, 3 }, { b, 3 } };
	struct seqtest_plan p;
	struct seqtest_out o[2], o2[2];
	char why[96];

	(void)state;
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 3, 4, 2, SEQTEST_OBF, 0), 0);
	assert_int_equal(seqtest_run(&p, r, 2, o), 0);
	assert_int_equal(o[1].state, SEQTEST_OPEN);
	assert_int_equal(o[1].want, 4);
	assert_int_equal(o[0].want, 4);
	assert_int_equal(seqtest_open(o, 2), 1);
	seqtest_why(&p, &o[1], why, sizeof(why));
	assert_string_equal(why, "open at N = 3");
	r[0].n = r[1].n = 4;
	assert_int_equal(seqtest_run(&p, r, 2, o), 0);
	assert_int_equal(o[1].state, SEQTEST_UNDECIDED);
	seqtest_why(&p, &o[1], why, sizeof(why));
	assert_string_equal(why, "undecided at N = 4");
	/* the best with a run more than the pair's: the pair still at N = 3 is open, wants 4 */
	r[0].n = 4;
	r[1].n = 3;
	assert_int_equal(seqtest_run(&p, r, 2, o2), 0);
	assert_int_equal(o2[1].state, SEQTEST_OPEN);
	assert_int_equal(o2[1].want, 4);
}

/* futility: noisy, a difference near zero but the spread too wide for 5 % by n_max */
static void test_futile(void **state)
{
	const double a[4] = { 100, 200, 50, 150 }, b[4] = { 120, 60, 180, 90 };
	struct seqtest_rows r[2] = { { a, 4 }, { b, 4 } };
	struct seqtest_plan p;
	struct seqtest_out o[2];
	char why[96];

	int best;

	(void)state;
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 3, 12, 2, SEQTEST_OBF, 0.10), 0);
	best = seqtest_run(&p, r, 2, o);
	assert_int_equal(best, 1);
	assert_int_equal(o[0].state, SEQTEST_FUTILE);
	assert_int_equal(o[0].n, 4);
	seqtest_why(&p, &o[0], why, sizeof(why));
	assert_non_null(strstr(why, "futile at N = 4"));
	/* without futility the same rows stay open */
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 3, 12, 2, SEQTEST_OBF, 0), 0);
	seqtest_run(&p, r, 2, o);
	assert_int_equal(o[0].state, SEQTEST_OPEN);
}

/* the replay is a pure function: rows past the decision change nothing (resume, compare) */
static void test_replay_same(void **state)
{
	const double a[6] = { 100, 101, 99, 10, 500, 7 }, b[6] = { 50, 51, 49, 900, 3, 1000 };
	struct seqtest_rows r[2] = { { a, 3 }, { b, 3 } };
	struct seqtest_plan p;
	struct seqtest_out o1[2], o2[2];

	(void)state;
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 3, 12, 2, SEQTEST_POCOCK, 0.10), 0);
	seqtest_run(&p, r, 2, o1);
	r[0].n = r[1].n = 6;
	seqtest_run(&p, r, 2, o2);
	assert_int_equal(o1[1].state, o2[1].state);
	assert_int_equal(o1[1].n, o2[1].n);
	assert_true(o1[1].ratio == o2[1].ratio && o1[1].lo == o2[1].lo);
}

static void test_run_einval(void **state)
{
	const double a[3] = { 1, 2, 3 }, z[3] = { 1, 0, 3 }, n[3] = { 1, NAN, 3 };
	struct seqtest_rows r[2] = { { a, 3 }, { a, 2 } };
	struct seqtest_plan p;
	struct seqtest_out o[2];
	char buf[8];

	(void)state;
	assert_int_equal(seqtest_plan_init(&p, 0.05, 5, 3, 12, 2, SEQTEST_OBF, 0.10), 0);
	assert_int_equal(seqtest_run(&p, r, 2, o), -EINVAL);   /* fewer than n_first */
	r[1].n = 3;
	assert_int_equal(seqtest_run(&p, r, 3, o), -EINVAL);   /* k over the plan's */
	assert_int_equal(seqtest_run(&p, r, 1, o), -EINVAL);
	r[1].v = z;
	assert_int_equal(seqtest_run(&p, r, 2, o), -EINVAL);   /* 0 */
	r[1].v = n;
	assert_int_equal(seqtest_run(&p, r, 2, o), -EINVAL);   /* NaN */
	r[1].v = NULL;
	assert_int_equal(seqtest_run(&p, r, 2, o), -EINVAL);
	r[1].v = a;
	r[1].n = SEQTEST_MAX_RUNS + 1;
	assert_int_equal(seqtest_run(&p, r, 2, o), -EINVAL);
	assert_int_equal(seqtest_run(NULL, r, 2, o), -EINVAL);
	assert_int_equal(seqtest_why(NULL, o, buf, sizeof(buf)), -EINVAL);
	o[0].state = (enum seqtest_state)42;
	assert_int_equal(seqtest_why(&p, &o[0], buf, sizeof(buf)), -EINVAL);
	o[0].state = SEQTEST_BEST;
	assert_int_equal(seqtest_why(&p, &o[0], buf, 3), 4); /* truncated, as snprintf */
	assert_string_equal(buf, "be");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_obf_published),
		cmocka_unit_test(test_pocock),
		cmocka_unit_test(test_bounds_einval),
		cmocka_unit_test(test_plan_einval),
		cmocka_unit_test(test_plans_once),
		cmocka_unit_test(test_different),
		cmocka_unit_test(test_equivalent),
		cmocka_unit_test(test_open_undecided),
		cmocka_unit_test(test_futile),
		cmocka_unit_test(test_replay_same),
		cmocka_unit_test(test_run_einval),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
