// modules: compare/stats.c compare/units.c
// test_compare_stats: mean, sample SD and SE (stats.c) and the MB/s definitions (units.c)
// against values worked out by hand in the comments.
#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>

#include <cmocka.h>

#include "stats.h"
#include "units.h"

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
	assert_int_equal(units_parse("MB/s", &u), -EINVAL);
	assert_int_equal(units_parse("kib/s/1000", &u), -EINVAL);
	assert_int_equal(units_parse(NULL, &u), -EINVAL);
	assert_int_equal(u, UNITS_MIB);
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
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
