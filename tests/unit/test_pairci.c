// modules: lib/pairci/pairci.c
/*
 * test_pairci: scripts/bench's statistics (lib/pairci/): the t quantile against a printed
 * table, the ratio and its interval from pairs worked out by hand (the figures of
 * tests/integration/bench.bats), the skipped pairs, the geometric mean, the verdict's three
 * answers, the spread and its correlation, and every -EINVAL and -EDOM.
 */
#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>

#include <cmocka.h>

#include "pairci/pairci.h"

#define near(x, want, tol) assert_true(fabs((x) - (want)) < (tol))

/* The 0.975 quantile of t: 12.706 (1), 4.303 (2), 2.262 (9), 2.042 (30), 2.021 (40), 1.984
 * (100) (NIST/SEMATECH e-Handbook 1.3.6.7.2, 3 decimals). */
static void test_t975(void **state)
{
	const double df[] = { 1, 2, 9, 30, 40, 100 }, want[] = { 12.706, 4.303, 2.262, 2.042, 2.021, 1.984 };
	double t = -1;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(df) / sizeof(df[0]); i++) {
		assert_int_equal(pairci_t975(df[i], &t), 0);
		near(t, want[i], 5e-4);
	}
	t = -1;
	assert_int_equal(pairci_t975(0.5, &t), -EDOM);
	assert_int_equal(pairci_t975(NAN, &t), -EDOM);
	assert_int_equal(pairci_t975(INFINITY, &t), -EDOM);
	assert_true(t == -1);
	assert_int_equal(pairci_t975(3, NULL), -EINVAL);
}

/* d = ln 1.01, ln 1.02, 0, ln 1.03: mean 0.014828 (ratio 1.0149), sd 0.012722, half =
 * 3.1824 x 0.012722 / 2 = 0.020243: [0.9946, 1.0357], 2.04 %. The same pairs the other way
 * round give the reciprocal interval. */
static void test_ratio_by_hand(void **state)
{
	const double a[] = { 100, 100, 100, 100 }, b[] = { 101, 102, 100, 103 };
	struct pairci r;

	(void)state;
	assert_int_equal(pairci_ratio(a, b, 4, &r), 0);
	assert_int_equal(r.n, 4);
	near(r.ratio, 1.0149, 5e-5);
	near(r.lo, 0.9946, 5e-5);
	near(r.hi, 1.0357, 5e-5);
	near(r.half_pct, 2.04, 5e-3);
	assert_int_equal(pairci_ratio(b, a, 4, &r), 0);
	near(r.ratio, 0.9853, 5e-5);
	near(r.lo, 0.9655, 5e-5);
	near(r.hi, 1.0054, 5e-5);
}

/* No spread: an interval of width 0. One usable pair: a ratio, no interval. None: nothing. */
static void test_ratio_few(void **state)
{
	const double a[] = { 200, 100, 50 }, b[] = { 210, 105, 52.5 };
	const double a1[] = { 100, 0, NAN, 7 }, b1[] = { 99, 5, 3, -1 };
	struct pairci r;

	(void)state;
	assert_int_equal(pairci_ratio(a, b, 3, &r), 0);
	assert_int_equal(r.n, 3);
	near(r.ratio, 1.05, 1e-12);
	near(r.lo, 1.05, 1e-12);
	near(r.hi, 1.05, 1e-12);
	near(r.half_pct, 0, 1e-9);
	assert_int_equal(pairci_ratio(a1, b1, 4, &r), 0);
	assert_int_equal(r.n, 1);
	near(r.ratio, 0.99, 1e-12);
	assert_true(isnan(r.lo) && isnan(r.hi) && isnan(r.half_pct));
	assert_int_equal(pairci_ratio(NULL, NULL, 0, &r), 0);
	assert_int_equal(r.n, 0);
	assert_true(isnan(r.ratio) && isnan(r.lo));
	assert_int_equal(pairci_ratio(a, NULL, 3, &r), -EINVAL);
	assert_int_equal(pairci_ratio(NULL, b, 3, &r), -EINVAL);
	assert_int_equal(pairci_ratio(a, b, 3, NULL), -EINVAL);
}

static void test_gmean(void **state)
{
	const double x[] = { 100, 10000, 0, -5, NAN }, y[] = { 0 };
	double g = -1;
	size_t used = 9;

	(void)state;
	assert_int_equal(pairci_gmean(x, 5, &g, &used), 0);
	near(g, 1000, 1e-9);
	assert_int_equal(used, 2);
	assert_int_equal(pairci_gmean(y, 1, &g, &used), 0);
	assert_true(g == 0);
	assert_int_equal(used, 0);
	assert_int_equal(pairci_gmean(NULL, 0, &g, NULL), 0);
	assert_int_equal(pairci_gmean(NULL, 1, &g, NULL), -EINVAL);
	assert_int_equal(pairci_gmean(x, 1, NULL, NULL), -EINVAL);
}

static void test_verdict(void **state)
{
	(void)state;
	assert_int_equal(pairci_verdict(0.995, 1.010, 0.990, 1.005, 0.99, 1.01), PAIRCI_MET);
	assert_int_equal(pairci_verdict(0.980, 1.010, 0.990, 1.005, 0.99, 1.01), PAIRCI_CANNOT_TELL);
	assert_int_equal(pairci_verdict(0.995, 1.010, 1.000, 1.020, 0.99, 1.01), PAIRCI_CANNOT_TELL);
	assert_int_equal(pairci_verdict(0.950, 0.985, 0.990, 1.005, 0.99, 1.01), PAIRCI_MISSED);
	assert_int_equal(pairci_verdict(0.995, 1.010, 1.015, 1.030, 0.99, 1.01), PAIRCI_MISSED);
	assert_int_equal(pairci_verdict(NAN, NAN, NAN, NAN, 0.99, 1.01), PAIRCI_CANNOT_TELL);
	assert_int_equal(pairci_verdict(0.5, 0.6, 0.990, 1.005, 0, 1.02), PAIRCI_MET);
	assert_string_equal(pairci_verdict_name(PAIRCI_MET), "met");
	assert_string_equal(pairci_verdict_name(PAIRCI_MISSED), "missed");
	assert_string_equal(pairci_verdict_name(PAIRCI_CANNOT_TELL), "cannot tell");
}

/* CPU log ratios ln 1.01, ln 0.98, ln 1.03, 0: sd 0.020718; IOPS ln 1.01, ln 0.99, ln 1.02, 0:
 * sd 0.012847; fio's runs all equal (sd 0: no correlation); pairs for +/- 1 %:
 * (1.95996 x 0.020718 / ln 1.01)^2 = 16.65 -> 17. */
static void test_spread_by_hand(void **state)
{
	const struct pairci_pair p[] = { { 100, 101, 10, 10.1 }, { 100, 99, 10, 9.8 },
					 { 100, 102, 10, 10.3 }, { 100, 100, 10, 10 },
					 { 0, 5, 5, 5 } /* skipped */ };
	const struct pairci_pair q[] = { { 100, 110, 10, 11 }, { 200, 220, 20, 22 }, { 50, 55, 5, 5.5 } };
	struct pairci_spread s;

	(void)state;
	assert_int_equal(pairci_spread(p, 5, 1, &s), 0);
	assert_int_equal(s.n, 4);
	near(s.cpu.ratio, 0.020718, 5e-7);
	near(s.iops.ratio, 0.012847, 5e-7);
	assert_true(s.cpu.fio == 0 && isnan(s.cpu.r) && isnan(s.iops.r));
	assert_true(s.pairs_need == 17);
	/* both engines move together (schedaio = 1.1 x fio): ratio sd 0, correlation 1, 0 pairs */
	assert_int_equal(pairci_spread(q, 3, 1, &s), 0);
	near(s.cpu.ratio, 0, 1e-9);
	near(s.cpu.fio, 0.693147, 5e-7);
	near(s.cpu.r, 1, 1e-9);
	assert_true(s.pairs_need == 0);
	/* fewer than 3 usable pairs: only n */
	assert_int_equal(pairci_spread(p + 3, 2, 1, &s), 0);
	assert_int_equal(s.n, 1);
	assert_int_equal(pairci_spread(NULL, 0, 1, &s), 0);
	assert_int_equal(pairci_spread(p, 4, 0, &s), -EINVAL);
	assert_int_equal(pairci_spread(p, 4, 100, &s), -EINVAL);
	assert_int_equal(pairci_spread(p, 4, NAN, &s), -EINVAL);
	assert_int_equal(pairci_spread(NULL, 4, 1, &s), -EINVAL);
	assert_int_equal(pairci_spread(p, 4, 1, NULL), -EINVAL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_t975),
		cmocka_unit_test(test_ratio_by_hand),
		cmocka_unit_test(test_ratio_few),
		cmocka_unit_test(test_gmean),
		cmocka_unit_test(test_verdict),
		cmocka_unit_test(test_spread_by_hand),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
