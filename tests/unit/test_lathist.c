// modules: lib/hist/lathist.c
/*
 * test_lathist: the log-linear latency histogram (lib/hist/lathist.c) against exact answers.
 *
 * Geometry and memory are pinned; percentiles of 10^6 samples from five distributions are
 * compared with the nearest-rank value of the sorted samples, within the guaranteed relative
 * error; merge is compared with recording everything into one histogram. Mean and stddev
 * are in test_lathist_moments.c, the other precisions in test_lathist_precision.c. Random samples come from a fixed-seed xorshift64*
 * generator (Box-Muller for normal deviates), so every run sees the same data.
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "hist/lathist.h"
#include "lathist_testutil.h"

/* The default geometry, pinned: lathist.h's opening comment quotes these numbers. */
#define DEFAULT_SUB_BITS 9
#define DEFAULT_NBUCKETS 17223
#define DEFAULT_MAX_VALUE 3603477561343ULL
#define DEFAULT_MEMORY 137896 /* 17223 * 8 + sizeof(struct lathist) on LP64 */

/* --- helpers ------------------------------------------------------------------------- */

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

static void assert_rel_within(const char *what, double pct, uint64_t got, uint64_t want,
			      double bound)
{
	double err = want ? fabs((double)got - (double)want) / (double)want : (double)(got != want);

	if (err > bound)
		fail_msg("%s p%g: got %" PRIu64 " ns, exact %" PRIu64 " ns, relative error %.3g > %.3g",
			 what, pct, got, want, err, bound);
}

/*
 * Record v[0..n) into a default histogram and check p1 .. p100 against the nearest-rank
 * value of the sorted samples. Percentiles in hundredths, so ranks are integer arithmetic:
 * rank = ceil(p100 * n / 10000), independent of the histogram's floating-point path.
 */
static void check_percentiles(const char *what, uint64_t *v, size_t n)
{
	static const unsigned p100[] = { 100, 5000, 9000, 9900, 9990, 9999, 10000 };
	struct lathist h;
	size_t i;

	default_hist(&h);
	for (i = 0; i < n; i++)
		lathist_record(&h, v[i]);
	assert_int_equal(h.count, n);
	qsort(v, n, sizeof(*v), cmp_u64);
	for (i = 0; i < sizeof(p100) / sizeof(p100[0]); i++) {
		uint64_t rank = ((uint64_t)p100[i] * n + 9999) / 10000;
		double pct = p100[i] / 100.0;

		assert_rel_within(what, pct, lathist_percentile(&h, pct), v[rank - 1],
				  h.cfg.rel_error);
	}
	lathist_free(&h);
}

/* --- config -------------------------------------------------------------------------- */

static void test_config_default_bound_and_memory(void **state)
{
	struct lathist_config cfg;

	(void)state;
	assert_int_equal(lathist_config_for(0.001, ONE_HOUR_NS, &cfg), 0);
	assert_true(cfg.rel_error <= 0.001);
	assert_true(cfg.rel_error == 0x1p-10);
	assert_int_equal(cfg.sub_bits, DEFAULT_SUB_BITS);
	assert_int_equal(cfg.nbuckets, DEFAULT_NBUCKETS);
	assert_true(cfg.max_value >= ONE_HOUR_NS);
	assert_int_equal(cfg.max_value, DEFAULT_MAX_VALUE);
	assert_true(lathist_memory_size(&cfg) < 256 * 1024);
	assert_int_equal(lathist_memory_size(&cfg), DEFAULT_MEMORY);
	assert_int_equal(lathist_memory_size(&cfg),
			 DEFAULT_NBUCKETS * sizeof(uint64_t) + sizeof(struct lathist));
}

static void test_config_sub_bits_is_the_smallest(void **state)
{
	static const double wanted[] = { 1e-5, 1e-4, 0.00097, 0x1p-10, 0.001, 0.01, 0.05, 0.1 };
	struct lathist_config cfg;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(wanted) / sizeof(wanted[0]); i++) {
		assert_int_equal(lathist_config_for(wanted[i], ONE_HOUR_NS, &cfg), 0);
		assert_true(cfg.rel_error <= wanted[i]);
		/* one sub-bit less would double the bound past the wanted one */
		assert_true(ldexp(1.0, -(int)cfg.sub_bits) > wanted[i]);
	}
}

static void test_config_invalid_args(void **state)
{
	static const double bad[] = { 0.0, -0.001, 9.9e-6, 0.11, 1.0, NAN, INFINITY };
	struct lathist_config cfg = { .sub_bits = 77 };
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_int_equal(lathist_config_for(bad[i], ONE_HOUR_NS, &cfg), -EINVAL);
	assert_int_equal(lathist_config_for(0.001, 0, &cfg), -EINVAL);
	assert_int_equal(lathist_config_for(0.001, ONE_HOUR_NS, NULL), -EINVAL);
	assert_int_equal(cfg.sub_bits, 77); /* untouched on error */
	assert_int_equal(lathist_config_for(1e-5, 1, &cfg), 0);
	assert_int_equal(lathist_config_for(0.1, UINT64_MAX, &cfg), 0);
	assert_int_equal(cfg.max_value, UINT64_MAX);
}

static void test_init_refuses_inconsistent_config(void **state)
{
	struct lathist_config cfg;
	struct lathist h;

	(void)state;
	assert_int_equal(lathist_config_for(0.001, ONE_HOUR_NS, &cfg), 0);
	cfg.nbuckets--;
	assert_int_equal(lathist_init(&h, &cfg), -EINVAL);
	assert_null(h.buckets);
	lathist_free(&h);
	assert_int_equal(lathist_init(&h, NULL), -EINVAL);
	lathist_free(&h);
}

/* --- geometry ------------------------------------------------------------------------ */

/* Every value up to 2^20: buckets contiguous, each value inside its bucket, within bound. */
static void test_geometry_low_values_contiguous_and_within_bound(void **state)
{
	static const double wanted[] = { 0.1, 0.001 };
	struct lathist_config cfg;
	size_t i;

	(void)state;
	for (i = 0; i < 2; i++) {
		size_t prev = 0, idx;
		uint64_t v, lo, hi, mid, exact_below;

		assert_int_equal(lathist_config_for(wanted[i], 1ULL << 20, &cfg), 0);
		exact_below = 2ULL << cfg.sub_bits;
		for (v = 0; v <= 1ULL << 20; v++) {
			idx = lathist_bucket_index(&cfg, v);
			assert_true(idx == prev || idx == prev + 1);
			prev = idx;
			lathist_bucket_range(&cfg, idx, &lo, &hi);
			assert_true(lo <= v && v <= hi);
			mid = lathist_bucket_value(&cfg, idx);
			if (v < exact_below)
				assert_int_equal(mid, v);
			else
				assert_rel_within("geometry", 0, mid, v, cfg.rel_error);
		}
		assert_int_equal(prev + 1, cfg.nbuckets);
	}
}

/* Around every power of two up to 2^63; the bound is reached at 2^e, so it is tight. */
static void test_geometry_high_values_and_tight_bound(void **state)
{
	struct lathist_config cfg;
	unsigned e, k;

	(void)state;
	assert_int_equal(lathist_config_for(0.001, UINT64_MAX, &cfg), 0);
	for (e = 1; e < 64; e++) {
		uint64_t p = 1ULL << e;
		uint64_t vals[] = { p - 1, p, p + 1, p + p / 2, p + (p - 1) };

		for (k = 0; k < 5; k++) {
			size_t idx = lathist_bucket_index(&cfg, vals[k]);
			uint64_t lo, hi;

			assert_true(idx < cfg.nbuckets);
			lathist_bucket_range(&cfg, idx, &lo, &hi);
			assert_true(lo <= vals[k] && vals[k] <= hi);
			assert_rel_within("geometry", 0, lathist_bucket_value(&cfg, idx), vals[k],
					  cfg.rel_error);
		}
		if (e > cfg.sub_bits) {
			uint64_t mid = lathist_bucket_value(&cfg, lathist_bucket_index(&cfg, p));

			assert_true((double)(mid - p) / (double)p == cfg.rel_error);
		}
	}
	assert_int_equal(lathist_bucket_index(&cfg, UINT64_MAX), cfg.nbuckets - 1);
}

/* --- percentiles against the sorted samples ------------------------------------------ */

static void test_percentiles_uniform(void **state)
{
	struct rng r = { 0x9E3779B97F4A7C15ULL };
	uint64_t *v = samples();
	size_t i;

	(void)state;
	for (i = 0; i < NSAMPLES; i++) /* 1 ns .. 10 ms */
		v[i] = rng_next(&r) % 10000000 + 1;
	check_percentiles("uniform", v, NSAMPLES);
	free(v);
}

static void test_percentiles_lognormal(void **state)
{
	struct rng r = { 12345 };
	uint64_t *v = samples();
	size_t i;

	(void)state;
	for (i = 0; i < NSAMPLES; i++) /* median 200 us, sigma 1: p99.99 near 8 ms */
		v[i] = to_ns(exp(log(200000.0) + rng_normal(&r)));
	check_percentiles("lognormal", v, NSAMPLES);
	free(v);
}

static void test_percentiles_bimodal(void **state)
{
	struct rng r = { 777 };
	uint64_t *v = samples();
	size_t i;

	(void)state;
	for (i = 0; i < NSAMPLES; i++) /* 70 % cache hits near 50 us, 30 % misses near 2 ms */
		v[i] = rng_unit(&r) <= 0.7 ? to_ns(50000.0 + 5000.0 * rng_normal(&r))
					   : to_ns(2000000.0 + 200000.0 * rng_normal(&r));
	check_percentiles("bimodal", v, NSAMPLES);
	free(v);
}

static void test_percentiles_all_equal(void **state)
{
	uint64_t *v = samples();
	struct lathist h;
	size_t i;

	(void)state;
	for (i = 0; i < NSAMPLES; i++)
		v[i] = 123456789;
	check_percentiles("all equal", v, NSAMPLES);
	/* clamped to [min, max]: exact, not the bucket midpoint */
	default_hist(&h);
	for (i = 0; i < 10; i++)
		lathist_record(&h, 123456789);
	assert_int_equal(lathist_percentile(&h, 50), 123456789);
	lathist_free(&h);
	free(v);
}

static void test_percentiles_one_huge_outlier(void **state)
{
	struct rng r = { 4242 };
	uint64_t *v = samples();
	size_t i;

	(void)state;
	for (i = 0; i < NSAMPLES; i++) /* 5 .. 6 us, and one of 50 minutes */
		v[i] = 5000 + rng_next(&r) % 1001;
	v[NSAMPLES / 3] = 3000000000000ULL;
	check_percentiles("outlier", v, NSAMPLES);
	free(v);
}

/* Values 1..10 ns are exact: checks the rank rule itself, and the invalid pct values. */
static void test_percentile_nearest_rank_definition(void **state)
{
	struct lathist h;
	uint64_t v;

	(void)state;
	default_hist(&h);
	for (v = 10; v >= 1; v--)
		lathist_record(&h, v);
	assert_int_equal(lathist_percentile(&h, 10), 1);   /* rank ceil(1.0) = 1 */
	assert_int_equal(lathist_percentile(&h, 10.01), 2); /* rank ceil(1.001) = 2 */
	assert_int_equal(lathist_percentile(&h, 50), 5);
	assert_int_equal(lathist_percentile(&h, 90), 9);
	assert_int_equal(lathist_percentile(&h, 99.9), 10);
	assert_int_equal(lathist_percentile(&h, 100), 10);
	assert_int_equal(lathist_percentile(&h, 1e-9), 1);
	assert_int_equal(lathist_percentile(&h, 0), 0);
	assert_int_equal(lathist_percentile(&h, -5), 0);
	assert_int_equal(lathist_percentile(&h, 100.5), 0);
	assert_int_equal(lathist_percentile(&h, NAN), 0);
	lathist_free(&h);
}

/* 64.4 % of 250 is 161, though 64.4 * 250 / 100 is 161.00000000000003 in doubles. */
static void test_percentile_rank_ignores_binary_rounding(void **state)
{
	struct lathist h;
	uint64_t v;

	(void)state;
	default_hist(&h);
	for (v = 1; v <= 250; v++) /* exact buckets: the percentile is the rank */
		lathist_record(&h, v);
	assert_int_equal(lathist_percentile(&h, 64.4), 161);
	lathist_reset(&h);
	for (v = 1; v <= 375; v++)
		lathist_record(&h, v);
	assert_int_equal(lathist_percentile(&h, 8.8), 33);   /* 33.00000000000001 */
	assert_int_equal(lathist_percentile(&h, 18.4), 69);  /* 68.99999999999999 */
	lathist_free(&h);
}

/* Reported value is the bucket midpoint (not its upper value), error at most the bound. */
static void test_percentile_reports_bucket_midpoint(void **state)
{
	struct lathist h;

	(void)state;
	default_hist(&h);
	lathist_record(&h, 4096); /* bucket [4096, 4103], width 8 at sub_bits 9 */
	lathist_record(&h, 4096);
	lathist_record(&h, 1000000);
	assert_int_equal(lathist_percentile(&h, 50), 4100);
	assert_true((4100.0 - 4096.0) / 4096.0 == h.cfg.rel_error);
	assert_int_equal(lathist_percentile(&h, 1), 4096);      /* rank 1: min, exact */
	assert_int_equal(lathist_percentile(&h, 100), 1000000); /* rank n: max, exact */
	lathist_free(&h);
}

/* --- merge --------------------------------------------------------------------------- */

static void test_merge_equals_recording_into_one(void **state)
{
	struct lathist all, a, b;
	struct rng r = { 99 };
	size_t i;

	(void)state;
	default_hist(&all);
	default_hist(&a);
	default_hist(&b);
	for (i = 0; i < 200000; i++) {
		uint64_t v = to_ns(exp(log(100000.0) + 1.5 * rng_normal(&r)));

		if (i % 1000 == 0)
			v = 2 * ONE_HOUR_NS; /* overflowed samples merge too */
		lathist_record(&all, v);
		lathist_record(i % 3 ? &a : &b, v);
	}
	assert_int_equal(lathist_merge(&a, &b), 0);
	assert_memory_equal(a.buckets, all.buckets, all.cfg.nbuckets * sizeof(uint64_t));
	assert_int_equal(a.count, all.count);
	assert_int_equal(a.min, all.min);
	assert_int_equal(a.max, all.max);
	assert_int_equal(a.overflow, all.overflow);
	assert_true(a.sum == all.sum);
	assert_true(a.sumsq.lo == all.sumsq.lo && a.sumsq.hi == all.sumsq.hi);
	assert_int_equal(lathist_percentile(&a, 99.9), lathist_percentile(&all, 99.9));
	assert_true(lathist_stddev(&a) == lathist_stddev(&all));
	lathist_free(&all);
	lathist_free(&a);
	lathist_free(&b);
}

static void test_merge_different_configs_einval(void **state)
{
	struct lathist_config cfg;
	struct lathist a, b, zero = { 0 };

	(void)state;
	default_hist(&a);
	assert_int_equal(lathist_config_for(0.01, ONE_HOUR_NS, &cfg), 0);
	assert_int_equal(lathist_init(&b, &cfg), 0);
	lathist_record(&a, 1000);
	lathist_record(&b, 2000);
	assert_int_equal(lathist_merge(&a, &b), -EINVAL);
	assert_int_equal(lathist_merge(&b, &a), -EINVAL);
	assert_int_equal(a.count, 1); /* unchanged */
	assert_int_equal(a.max, 1000);
	lathist_free(&b);
	assert_int_equal(lathist_config_for(0.001, 2 * ONE_HOUR_NS, &cfg), 0);
	assert_int_equal(lathist_init(&b, &cfg), 0);
	assert_int_equal(lathist_merge(&a, &b), -EINVAL);
	assert_int_equal(lathist_merge(&a, &zero), -EINVAL);
	assert_int_equal(lathist_merge(&zero, &a), -EINVAL);
	lathist_free(&a);
	lathist_free(&b);
}

/* --- bounds -------------------------------------------------------------------------- */

static void test_bounds_one_ns_and_one_hour(void **state)
{
	struct lathist h;

	(void)state;
	default_hist(&h);
	assert_true(lathist_record(&h, 1));
	assert_true(lathist_record(&h, ONE_HOUR_NS));
	assert_int_equal(h.overflow, 0);
	assert_int_equal(lathist_percentile(&h, 50), 1);
	assert_int_equal(lathist_percentile(&h, 100), ONE_HOUR_NS);
	assert_int_equal(lathist_bucket_value(&h.cfg, lathist_bucket_index(&h.cfg, 1)), 1);
	assert_rel_within("one hour", 0,
			  lathist_bucket_value(&h.cfg, lathist_bucket_index(&h.cfg, ONE_HOUR_NS)),
			  ONE_HOUR_NS, h.cfg.rel_error);
	lathist_free(&h);
}

static void test_record_above_max_overflows(void **state)
{
	struct lathist h;
	uint64_t top;

	(void)state;
	default_hist(&h);
	top = h.cfg.max_value;
	assert_true(lathist_record(&h, top));
	assert_false(lathist_record(&h, top + 1));
	assert_false(lathist_record(&h, UINT64_MAX));
	assert_int_equal(h.overflow, 2);
	assert_int_equal(h.count, 3);
	assert_int_equal(h.max, UINT64_MAX);
	assert_int_equal(h.buckets[h.cfg.nbuckets - 1], 3); /* clamped into the last bucket */
	assert_true(h.sum == (unsigned __int128)top + (top + 1) + UINT64_MAX);
	assert_int_equal(lathist_percentile(&h, 100), UINT64_MAX);
	lathist_free(&h);
}

static void test_empty_histogram_reads_zero(void **state)
{
	struct lathist h;

	(void)state;
	default_hist(&h);
	assert_int_equal(lathist_percentile(&h, 50), 0);
	assert_int_equal(lathist_percentile(&h, 100), 0);
	assert_true(lathist_mean(&h) == 0.0);
	assert_true(lathist_stddev(&h) == 0.0);
	assert_int_equal(h.min, UINT64_MAX);
	assert_int_equal(h.max, 0);
	lathist_free(&h);
}

/* --- lifetime ------------------------------------------------------------------------ */

static void test_free_zeroed_and_twice_is_safe(void **state)
{
	struct lathist h;

	(void)state;
	memset(&h, 0, sizeof(h));
	lathist_free(&h);
	lathist_reset(&h); /* no buckets: nothing to clear */
	default_hist(&h);
	lathist_record(&h, 5);
	lathist_free(&h);
	assert_null(h.buckets);
	lathist_free(&h);
}

static void test_reset_forgets_samples(void **state)
{
	struct lathist h;
	size_t i;

	(void)state;
	default_hist(&h);
	lathist_record(&h, 1234567);
	lathist_record(&h, 10 * ONE_HOUR_NS);
	lathist_reset(&h);
	assert_int_equal(h.count, 0);
	assert_int_equal(h.overflow, 0);
	assert_true(h.sum == 0);
	for (i = 0; i < h.cfg.nbuckets; i++)
		assert_int_equal(h.buckets[i], 0);
	lathist_record(&h, 7);
	assert_int_equal(lathist_percentile(&h, 100), 7);
	lathist_free(&h);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_config_default_bound_and_memory),
		cmocka_unit_test(test_config_sub_bits_is_the_smallest),
		cmocka_unit_test(test_config_invalid_args),
		cmocka_unit_test(test_init_refuses_inconsistent_config),
		cmocka_unit_test(test_geometry_low_values_contiguous_and_within_bound),
		cmocka_unit_test(test_geometry_high_values_and_tight_bound),
		cmocka_unit_test(test_percentiles_uniform),
		cmocka_unit_test(test_percentiles_lognormal),
		cmocka_unit_test(test_percentiles_bimodal),
		cmocka_unit_test(test_percentiles_all_equal),
		cmocka_unit_test(test_percentiles_one_huge_outlier),
		cmocka_unit_test(test_percentile_nearest_rank_definition),
		cmocka_unit_test(test_percentile_rank_ignores_binary_rounding),
		cmocka_unit_test(test_percentile_reports_bucket_midpoint),
		cmocka_unit_test(test_merge_equals_recording_into_one),
		cmocka_unit_test(test_merge_different_configs_einval),
		cmocka_unit_test(test_bounds_one_ns_and_one_hour),
		cmocka_unit_test(test_record_above_max_overflows),
		cmocka_unit_test(test_empty_histogram_reads_zero),
		cmocka_unit_test(test_free_zeroed_and_twice_is_safe),
		cmocka_unit_test(test_reset_forgets_samples),
	};

	return cmocka_run_group_tests_name("lathist", tests, NULL, NULL);
}
