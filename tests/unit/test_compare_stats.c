// modules: compare/model/stats.c lib/units/units.c
// test_compare_stats: mean, sample SD and SE, Welch's t-test and Kendall's tau-b (stats.c)
// and the MB/s definitions (units.c) against values worked out by hand in the comments.
#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>

#include <cmocka.h>

#include "model/stats.h"
#include "units/units.h"

#define EPS 1e-9

/* N = 1: the mean is the value; no spread, so SD and SE are 0 (Phoronix prints 0.00). */
static void test_one_value(void **state)
{
	const double x[] = { 125.784 };
	struct stats_summary s;

	assert_int_equal(stats_summarize(x, 1, &s), 0);
	assert_int_equal(s.n, 1);
	assert_float_equal(s.mean, 125.784, EPS);
	assert_float_equal(s.sd, 0.0, EPS);
	assert_float_equal(s.se, 0.0, EPS);
}

/* N = 2: {125, 126}: mean 125.5; deviations +-0.5, SD = sqrt((0.25 + 0.25) / 1)
 * = sqrt(0.5) = 0.70710678; SE = SD / sqrt(2) = 0.5 (for two values, |a - b| / 2). */
static void test_two_values(void **state)
{
	const double x[] = { 125.0, 126.0 };
	struct stats_summary s;

	assert_int_equal(stats_summarize(x, 2, &s), 0);
	assert_int_equal(s.n, 2);
	assert_float_equal(s.mean, 125.5, EPS);
	assert_float_equal(s.sd, 0.7071067811865476, EPS);
	assert_float_equal(s.se, 0.5, EPS);
}

/* N = 3: {2, 4, 9}: mean 5; squared deviations 9 + 1 + 16 = 26; SD = sqrt(26 / 2) =
 * sqrt(13) = 3.605551275; SE = sqrt(13) / sqrt(3) = sqrt(13 / 3) = 2.081665999. */
static void test_three_values(void **state)
{
	const double x[] = { 2.0, 4.0, 9.0 };
	struct stats_summary s;

	assert_int_equal(stats_summarize(x, 3, &s), 0);
	assert_float_equal(s.mean, 5.0, EPS);
	assert_float_equal(s.sd, 3.605551275463989, EPS);
	assert_float_equal(s.se, 2.0816659994661326, EPS);
}

/* N = 4, equal values: SD and SE are exactly 0. */
static void test_equal_values(void **state)
{
	const double x[] = { 31446.0, 31446.0, 31446.0, 31446.0 };
	struct stats_summary s;

	assert_int_equal(stats_summarize(x, 4, &s), 0);
	assert_float_equal(s.mean, 31446.0, EPS);
	assert_float_equal(s.sd, 0.0, EPS);
	assert_float_equal(s.se, 0.0, EPS);
}

/* N = 0 is an error, and leaves a zeroed summary. */
static void test_no_values(void **state)
{
	const double x[] = { 1.0 };
	struct stats_summary s = { .n = 7, .mean = 1.0 };

	assert_int_equal(stats_summarize(x, 0, &s), -EINVAL);
	assert_int_equal(s.n, 0);
	assert_float_equal(s.mean, 0.0, EPS);
}

/* Laptop set (fio 2.1.13): None 4KB random write 31446 IOPS x 4 KiB = 125,784 KiB/s,
 * published as 125,784 / 1000 = 125.784 -> "125.80" MB/s. */
static void test_mbps_kib_1000(void **state)
{
	assert_float_equal(units_mbps(125784.0, UNITS_KIB_1000), 125.784, EPS);
	assert_float_equal(units_mbps(0.0, UNITS_KIB_1000), 0.0, EPS);
}

/* EPYC set (fio 3.1): MQ None 4KB random read 69133 IOPS x 4 KiB = 276,532 KiB/s,
 * published in MiB/s: 276,532 / 1024 = 270.0507812 -> "270". */
static void test_mbps_mib(void **state)
{
	assert_float_equal(units_mbps(276532.0, UNITS_MIB), 270.05078125, EPS);
	assert_float_equal(round(units_mbps(276532.0, UNITS_MIB) * 100) / 100, 270.05, EPS);
}

/* The manifest spellings parse to the right definition; anything else is -EINVAL. */
static void test_unit_names(void **state)
{
	enum units_mbps u = UNITS_MIB;

	assert_int_equal(units_parse("KiB/s/1000", &u), 0);
	assert_int_equal(u, UNITS_KIB_1000);
	assert_string_equal(units_name(u), "KiB/s/1000");
	assert_int_equal(units_parse("MiB/s", &u), 0);
	assert_int_equal(u, UNITS_MIB);
	assert_string_equal(units_name(u), "MiB/s");
	assert_int_equal(units_parse("MB/s", &u), 0);
	assert_int_equal(u, UNITS_MB);
	assert_string_equal(units_name(u), "MB/s");
	assert_float_equal(units_mbps(100000, UNITS_MB), 102.4, 1e-9); /* KiB/s x 1024 / 10^6 */
	u = UNITS_MIB;
	assert_int_equal(units_parse("MB/sec", &u), -EINVAL);
	assert_int_equal(units_parse("kib/s/1000", &u), -EINVAL);
	assert_int_equal(units_parse(NULL, &u), -EINVAL);
	assert_int_equal(u, UNITS_MIB);
}

/* summary: stats_summarize of N values, asserted to succeed. */
static struct stats_summary summary(const double *x, size_t n)
{
	struct stats_summary s;

	assert_int_equal(stats_summarize(x, n, &s), 0);
	return s;
}

/* Welch, unequal N and variances: x = {1, 2, 3, 4}: mean 2.5, s^2 = (2.25 + 0.25 + 0.25 +
 * 2.25) / 3 = 5/3, s^2/n = 5/12; y = {3, 5, 7}: mean 5, s^2 = (4 + 0 + 4) / 2 = 4,
 * s^2/n = 4/3. t = -2.5 / sqrt(5/12 + 4/3) = -2.5 / sqrt(1.75) = -1.889822365;
 * df = 1.75^2 / ((5/12)^2 / 3 + (4/3)^2 / 2) = 3.0625 / (0.05787037 + 0.88888889)
 * = 3.234718826. */
static void test_welch_unequal_n(void **state)
{
	const double x[] = { 1, 2, 3, 4 }, y[] = { 3, 5, 7 };
	struct stats_summary a = summary(x, 4), b = summary(y, 3);
	struct stats_welch w;

	assert_int_equal(stats_welch_test(&a, &b, &w), 0);
	assert_float_equal(w.t, -1.889822365046136, 1e-9);
	assert_float_equal(w.df, 3.234718826405868, 1e-9);
	assert_true(w.p > 0.05 && w.p < 0.2); /* |t| < t(0.975; 3.23) ~ 3.0 */
	assert_false(stats_significant(&a, &b, 0.05));
	/* symmetric: B against A gives -t and the same p */
	{
		struct stats_welch w2;

		assert_int_equal(stats_welch_test(&b, &a, &w2), 0);
		assert_float_equal(w2.t, -w.t, 1e-12);
		assert_float_equal(w2.p, w.p, 1e-12);
	}
}

/* Welch, df = 1 (y has no spread): x = {0, 2}: mean 1, s^2 = 2, s^2/n = 1; y = {5, 5, 5}.
 * t = (1 - 5) / sqrt(1) = -4; df = 1^2 / (1^2 / 1) = 1. The t distribution with 1 degree
 * of freedom is Cauchy: two-sided p = 1 - (2/pi) atan(4) = 1 - 0.6366197724 * 1.3258176637
 * = 0.1559582608. */
static void test_welch_df1(void **state)
{
	const double x[] = { 0, 2 }, y[] = { 5, 5, 5 };
	struct stats_summary a = summary(x, 2), b = summary(y, 3);
	struct stats_welch w;

	assert_int_equal(stats_welch_test(&a, &b, &w), 0);
	assert_float_equal(w.t, -4.0, 1e-12);
	assert_float_equal(w.df, 1.0, 1e-12);
	assert_float_equal(w.p, 0.1559582608, 1e-9);
}

/* Welch, df = 2: x = {1, 2, 3}: mean 2, s^2 = 1, s^2/n = 1/3; y = {10, 10}. t = -8 /
 * sqrt(1/3) = -13.85640646; df = (1/3)^2 / ((1/3)^2 / 2) = 2. With 2 degrees of freedom
 * the two-sided p = 1 - |t| / sqrt(2 + t^2) = 1 - 13.85640646 / sqrt(194)
 * = 1 - 13.85640646 / 13.92838828 = 0.00516799: significant at 95 %. */
static void test_welch_df2(void **state)
{
	const double x[] = { 1, 2, 3 }, y[] = { 10, 10 };
	struct stats_summary a = summary(x, 3), b = summary(y, 2);
	struct stats_welch w;

	assert_int_equal(stats_welch_test(&a, &b, &w), 0);
	assert_float_equal(w.t, -13.856406460551018, 1e-9);
	assert_float_equal(w.df, 2.0, 1e-12);
	assert_float_equal(w.p, 1 - 13.856406460551018 / sqrt(194.0), 1e-9);
	assert_float_equal(w.p, 0.00516799, 1e-8);
	assert_true(stats_significant(&a, &b, 0.05));
}

/* No spread on either side: equal means are not different (p = 1), different means are
 * (p = 0). N = 1 on either side: nothing to test with (-EDOM), never significant. */
static void test_welch_edges(void **state)
{
	const double x[] = { 7, 7 }, y[] = { 7, 7, 7 }, z[] = { 8, 8 }, one[] = { 1 };
	struct stats_summary a = summary(x, 2), b = summary(y, 3), c = summary(z, 2);
	struct stats_summary d = summary(one, 1);
	struct stats_welch w;

	assert_int_equal(stats_welch_test(&a, &b, &w), 0);
	assert_float_equal(w.p, 1.0, 0);
	assert_int_equal(stats_welch_test(&a, &c, &w), 0);
	assert_float_equal(w.p, 0.0, 0);
	assert_true(stats_significant(&a, &c, 0.05));
	assert_int_equal(stats_welch_test(&a, &d, &w), -EDOM);
	assert_false(stats_significant(&a, &d, 0.05));
	/* damaged input: an infinite SE is no test, and GSL is never called with inf */
	d.n = 2;
	d.sd = INFINITY;
	assert_int_equal(stats_welch_test(&a, &d, &w), -EDOM);
}

/* Kendall tau-b. x = {1, 2, 3, 4}, y = {1, 3, 2, 4}: of the 6 pairs only (2, 3) is
 * discordant: (5 - 1) / 6 = 0.6667. Reversed y: -1. Ties: x = {1, 2, 2, 3},
 * y = {1, 2, 3, 3}: pairs (1,2) (1,3) (1,4) (2,4) concordant, (2,3) tied in x, (3,4)
 * tied in y: tau_b = 4 / sqrt((6 - 1) (6 - 1)) = 0.8. */
static void test_kendall(void **state)
{
	const double x[] = { 1, 2, 3, 4 }, y[] = { 1, 3, 2, 4 }, r[] = { 4, 3, 2, 1 };
	const double tx[] = { 1, 2, 2, 3 }, ty[] = { 1, 2, 3, 3 }, same[] = { 5, 5, 5, 5 };
	double tau;

	assert_int_equal(stats_kendall_tau_b(x, y, 4, &tau), 0);
	assert_float_equal(tau, 4.0 / 6.0, 1e-12);
	assert_int_equal(stats_kendall_tau_b(x, r, 4, &tau), 0);
	assert_float_equal(tau, -1.0, 1e-12);
	assert_int_equal(stats_kendall_tau_b(x, x, 4, &tau), 0);
	assert_float_equal(tau, 1.0, 1e-12);
	assert_int_equal(stats_kendall_tau_b(tx, ty, 4, &tau), 0);
	assert_float_equal(tau, 0.8, 1e-12);
	assert_int_equal(stats_kendall_tau_b(x, same, 4, &tau), -EDOM);
	assert_int_equal(stats_kendall_tau_b(x, y, 1, &tau), -EDOM);
	assert_float_equal(tau, 0.0, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_one_value),
		cmocka_unit_test(test_two_values),
		cmocka_unit_test(test_three_values),
		cmocka_unit_test(test_equal_values),
		cmocka_unit_test(test_no_values),
		cmocka_unit_test(test_mbps_kib_1000),
		cmocka_unit_test(test_mbps_mib),
		cmocka_unit_test(test_unit_names),
		cmocka_unit_test(test_welch_unequal_n),
		cmocka_unit_test(test_welch_df1),
		cmocka_unit_test(test_welch_df2),
		cmocka_unit_test(test_welch_edges),
		cmocka_unit_test(test_kendall),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
