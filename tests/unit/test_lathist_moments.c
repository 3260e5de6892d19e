// modules: lib/hist/lathist.c
/*
 * test_lathist_moments: the histogram's exact mean and sample stddev (lib/hist/lathist.c)
 * against direct two-pass computations: small sets, lognormal samples, a one-hour mean with
 * a few ns of spread, and values near 2^63 whose sum of squares passes 2^128 (192-bit carry
 * and borrow), in record and in merge.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "hist/lathist.h"
#include "lathist_testutil.h"

static void test_mean_stddev_small_set(void **state)
{
	struct lathist h;
	uint64_t v;

	(void)state;
	default_hist(&h);
	for (v = 1; v <= 4; v++)
		lathist_record(&h, v);
	assert_float_equal(lathist_mean(&h), 2.5, 1e-15);
	assert_float_equal(lathist_stddev(&h), sqrt(5.0 / 3.0), 1e-15); /* n - 1, not n */
	lathist_reset(&h);
	lathist_record(&h, 42);
	assert_float_equal(lathist_mean(&h), 42.0, 0);
	assert_true(lathist_stddev(&h) == 0.0); /* one sample */
	lathist_free(&h);
}

static void test_mean_stddev_against_direct(void **state)
{
	enum { N = 100000 };
	uint64_t *v = samples();
	struct rng r = { 31337 };
	long double mean, sd;
	struct lathist h;
	size_t i;

	(void)state;
	default_hist(&h);
	for (i = 0; i < N; i++) {
		v[i] = to_ns(exp(log(300000.0) + 0.8 * rng_normal(&r)));
		lathist_record(&h, v[i]);
	}
	direct_stats(v, N, &mean, &sd);
	assert_float_equal(lathist_mean(&h), (double)mean, 1e-12 * (double)mean);
	assert_float_equal(lathist_stddev(&h), (double)sd, 1e-12 * (double)sd);
	free(v);
	lathist_free(&h);
}

/* A mean of one hour with a spread of a few ns: no cancellation in the exact sums. */
static void test_stddev_large_mean_small_spread(void **state)
{
	enum { N = 100000 };
	uint64_t *v = samples();
	long double mean, sd;
	struct lathist h;
	size_t i;

	(void)state;
	default_hist(&h);
	for (i = 0; i < N; i++) {
		v[i] = ONE_HOUR_NS + i % 7;
		lathist_record(&h, v[i]);
	}
	direct_stats(v, N, &mean, &sd);
	assert_float_equal(lathist_mean(&h), (double)mean, 1e-3);
	assert_float_equal(lathist_stddev(&h), (double)sd, 1e-9 * (double)sd);
	free(v);
	lathist_free(&h);
}

/* Values near 2^63: the sum of squares passes 2^128, in record and in merge. */
static void test_stddev_sum_of_squares_past_128_bits(void **state)
{
	struct lathist all, a, b;
	struct lathist_config cfg;
	uint64_t k;

	(void)state;
	assert_int_equal(lathist_config_for(0.01, UINT64_MAX, &cfg), 0);
	assert_int_equal(lathist_init(&all, &cfg), 0);
	assert_int_equal(lathist_init(&a, &cfg), 0);
	assert_int_equal(lathist_init(&b, &cfg), 0);
	for (k = 0; k < 8; k++) {
		lathist_record(&all, (1ULL << 63) + k);
		lathist_record(k < 3 ? &a : &b, (1ULL << 63) + k); /* merge carries too */
	}
	assert_true(all.sumsq.hi > 0);
	assert_float_equal(lathist_stddev(&all), sqrt(6.0), 1e-12); /* 0..7: 42 / 7 */
	assert_float_equal(lathist_mean(&all), 0x1p63 + 3.5, 0);
	assert_int_equal(lathist_merge(&a, &b), 0);
	assert_true(a.sumsq.lo == all.sumsq.lo && a.sumsq.hi == all.sumsq.hi);
	assert_float_equal(lathist_stddev(&a), sqrt(6.0), 1e-12);
	lathist_free(&all);
	lathist_free(&a);
	lathist_free(&b);
}

/*
 * Values chosen (by search) so that the variance's 192-bit steps carry and borrow:
 * 5 x q1 makes n * q^2 carry between 64-bit words; q2, q2, q2 + 1 makes sumsq - n q^2
 * borrow across the 128-bit word, since 3 q2^2 < 2^128 <= 3 q2^2 + 2 q2 + 1.
 */
static void test_stddev_192_bit_carry_and_borrow(void **state)
{
	const uint64_t q1 = 8249634742471189718ULL, q2 = 10650232656628343401ULL;
	struct lathist_config cfg;
	struct lathist h;
	int i;

	(void)state;
	assert_int_equal(lathist_config_for(0.01, UINT64_MAX, &cfg), 0);
	assert_int_equal(lathist_init(&h, &cfg), 0);
	for (i = 0; i < 5; i++)
		lathist_record(&h, q1);
	assert_true(lathist_stddev(&h) == 0.0);
	lathist_reset(&h);
	lathist_record(&h, q2);
	lathist_record(&h, q2);
	lathist_record(&h, q2 + 1);
	assert_float_equal(lathist_stddev(&h), sqrt(1.0 / 3.0), 1e-12);
	lathist_free(&h);
}

/* Random values near 2^63 with a spread of 2^40 ns, against a direct computation. */
static void test_stddev_huge_values_against_direct(void **state)
{
	enum { N = 1000 };
	uint64_t *v = samples();
	struct lathist_config cfg;
	struct rng r = { 2718281828 };
	long double mean, sd;
	struct lathist h;
	size_t i;

	(void)state;
	assert_int_equal(lathist_config_for(0.01, UINT64_MAX, &cfg), 0);
	assert_int_equal(lathist_init(&h, &cfg), 0);
	for (i = 0; i < N; i++) {
		v[i] = (1ULL << 63) + (rng_next(&r) >> 24);
		lathist_record(&h, v[i]);
	}
	direct_stats(v, N, &mean, &sd);
	assert_float_equal(lathist_stddev(&h), (double)sd, 1e-12 * (double)sd);
	assert_float_equal(lathist_mean(&h), (double)mean, 1e-15 * (double)mean);
	free(v);
	lathist_free(&h);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_mean_stddev_small_set),
		cmocka_unit_test(test_mean_stddev_against_direct),
		cmocka_unit_test(test_stddev_large_mean_small_spread),
		cmocka_unit_test(test_stddev_sum_of_squares_past_128_bits),
		cmocka_unit_test(test_stddev_192_bit_carry_and_borrow),
		cmocka_unit_test(test_stddev_huge_values_against_direct),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
