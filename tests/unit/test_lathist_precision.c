// modules: lib/hist/lathist.c engine/stats/statsopt.c
/*
 * test_lathist_precision: the histogram at the precisions hist_precision= offers besides the
 * default (tests/unit/test_lathist.c pins the default): 1 %, 0.01 % and the finest, 0.001 %.
 * For each: 10^6 samples from uniform, lognormal, bimodal, all-equal and one-outlier
 * distributions, p1 .. p100 against the nearest-rank value of the sorted samples within the
 * bound met (cfg.rel_error, <= the one asked for); merge of two halves equals recording all;
 * 1 ns and one hour recorded and read back. Fixed-seed xorshift64*, so runs are repeatable.
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
#include "stats/statsopt.h"

#define NSAMPLES 1000000
#define ONE_HOUR_NS 3600000000000ULL

static const char *const precisions[] = { "1", "0.01", "0.001" };

static uint64_t rng_next(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 0x2545F4914F6CDD1DULL;
}

static double rng_unit(uint64_t *s) /* (0, 1] */
{
	return (double)((rng_next(s) >> 11) + 1) * 0x1p-53;
}

static double rng_normal(uint64_t *s)
{
	return sqrt(-2.0 * log(rng_unit(s))) * cos(2.0 * M_PI * rng_unit(s));
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

static void config(const char *pct, struct lathist_config *cfg)
{
	double rel;

	assert_int_equal(statsopt_precision(pct, &rel), 0);
	assert_int_equal(lathist_config_for(rel, ONE_HOUR_NS, cfg), 0);
	assert_true(cfg->rel_error <= rel);
}

/* fill v with distribution d (0 uniform, 1 lognormal, 2 bimodal, 3 all equal, 4 outlier) */
static void fill(uint64_t *v, unsigned d)
{
	uint64_t s = 0x9E3779B97F4A7C15ULL + d;
	size_t i;

	for (i = 0; i < NSAMPLES; i++) {
		double x;

		switch (d) {
		case 0: x = 1000 + rng_unit(&s) * 9e6; break;                 /* 1 us .. 9 ms */
		case 1: x = exp(log(200e3) + 0.8 * rng_normal(&s)); break;    /* median 200 us */
		case 2: x = rng_unit(&s) < 0.7 ? 80e3 + 5e3 * rng_normal(&s) : /* 80 us and 4 ms */
			    4e6 + 300e3 * rng_normal(&s); break;
		case 3: x = 123457; break;
		default: x = i == 4242 ? 3.0e12 : 50e3 + 1e3 * rng_normal(&s); break;
		}
		v[i] = x < 1 ? 1 : (uint64_t)llround(x);
	}
}

static void test_percentiles_five_distributions(void **state)
{
	static const unsigned p100[] = { 100, 2500, 5000, 9000, 9900, 9990, 9999, 10000 };
	uint64_t *v = malloc(NSAMPLES * sizeof(*v));
	unsigned p, d, k;

	assert_non_null(v);
	for (p = 0; p < sizeof(precisions) / sizeof(precisions[0]); p++) {
		struct lathist_config cfg;

		config(precisions[p], &cfg);
		for (d = 0; d < 5; d++) {
			struct lathist h;
			size_t i;

			assert_int_equal(lathist_init(&h, &cfg), 0);
			fill(v, d);
			for (i = 0; i < NSAMPLES; i++)
				lathist_record(&h, v[i]);
			qsort(v, NSAMPLES, sizeof(*v), cmp_u64);
			for (k = 0; k < sizeof(p100) / sizeof(p100[0]); k++) {
				uint64_t rank = ((uint64_t)p100[k] * NSAMPLES + 9999) / 10000;
				uint64_t want = v[rank - 1], got = lathist_percentile(&h, p100[k] / 100.0);
				double err = fabs((double)got - (double)want) / (double)want;

				if (err > cfg.rel_error)
					fail_msg("precision %s%% distribution %u p%g: got %" PRIu64
						 ", exact %" PRIu64 ", error %.3g > %.3g", precisions[p],
						 d, p100[k] / 100.0, got, want, err, cfg.rel_error);
			}
			lathist_free(&h);
		}
	}
	free(v);
}

static void test_merge_and_bounds(void **state)
{
	uint64_t *v = malloc(NSAMPLES * sizeof(*v));
	unsigned p;

	assert_non_null(v);
	fill(v, 1);
	for (p = 0; p < sizeof(precisions) / sizeof(precisions[0]); p++) {
		struct lathist_config cfg;
		struct lathist a, b, all;
		size_t i;

		config(precisions[p], &cfg);
		assert_int_equal(lathist_init(&a, &cfg), 0);
		assert_int_equal(lathist_init(&b, &cfg), 0);
		assert_int_equal(lathist_init(&all, &cfg), 0);
		for (i = 0; i < NSAMPLES; i++) {
			lathist_record(i % 3 ? &a : &b, v[i]);
			lathist_record(&all, v[i]);
		}
		assert_int_equal(lathist_merge(&a, &b), 0);
		assert_memory_equal(a.buckets, all.buckets, cfg.nbuckets * sizeof(uint64_t));
		assert_int_equal(a.count, all.count);
		assert_int_equal(a.min, all.min);
		assert_int_equal(a.max, all.max);
		assert_true(a.sum == all.sum);
		assert_int_equal(lathist_percentile(&a, 99.9), lathist_percentile(&all, 99.9));
		lathist_free(&a);
		lathist_free(&b);
		/* 1 ns is exact at every precision; one hour comes back within the bound */
		lathist_reset(&all);
		assert_true(lathist_record(&all, 1));
		assert_true(lathist_record(&all, ONE_HOUR_NS));
		assert_int_equal(lathist_percentile(&all, 50), 1);
		assert_int_equal(lathist_percentile(&all, 100), ONE_HOUR_NS);
		assert_int_equal(all.overflow, 0);
		{
			uint64_t mid = lathist_bucket_value(&cfg, lathist_bucket_index(&cfg, ONE_HOUR_NS));

			assert_true(fabs((double)mid - (double)ONE_HOUR_NS) / (double)ONE_HOUR_NS <=
				    cfg.rel_error);
		}
		lathist_free(&all);
	}
	free(v);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_percentiles_five_distributions),
		cmocka_unit_test(test_merge_and_bounds),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
