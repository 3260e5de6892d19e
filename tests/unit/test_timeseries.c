// modules: engine/stats/timeseries.c
/*
 * test_timeseries: per-interval points (engine/stats/timeseries.c): which interval a completion
 * falls into, sums and maxima, and the bounded memory: past `cap` points neighbours merge
 * pairwise and the interval doubles, losing no completion.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "stats/timeseries.h"

#define MS 1000000ULL

static void test_init_errors(void **state)
{
	struct timeseries ts;

	assert_int_equal(timeseries_init(&ts, MS - 1, 8), -EINVAL);
	timeseries_free(&ts);
	assert_int_equal(timeseries_init(&ts, MS, 1), -EINVAL);
	assert_int_equal(timeseries_init(&ts, MS, 8), 0);
	assert_int_equal(timeseries_add(&ts, 0, TIMESERIES_NDDIR, 1, 1), -EINVAL);
	timeseries_free(&ts);
	timeseries_free(&ts);
}

static void test_points_sums_and_max(void **state)
{
	struct timeseries ts;

	assert_int_equal(timeseries_init(&ts, 100 * MS, 8), 0);
	timeseries_start(&ts, 1000 * MS);
	timeseries_start(&ts, 5000 * MS); /* only the first start counts */
	assert_int_equal(timeseries_add(&ts, 1000 * MS, 0, 4096, 10), 0);
	assert_int_equal(timeseries_add(&ts, 1099 * MS, 0, 4096, 30), 0);
	assert_int_equal(timeseries_add(&ts, 1100 * MS, 1, 512, 7), 0);
	assert_int_equal(timeseries_add(&ts, 999 * MS, 0, 1, 1), 0); /* before start: point 0 */
	assert_int_equal(ts.npoints, 2);
	assert_int_equal(timeseries_point(&ts, 0, 0)->completions, 3);
	assert_int_equal(timeseries_point(&ts, 0, 0)->bytes, 8193);
	assert_int_equal(timeseries_point(&ts, 0, 0)->clat_sum, 41);
	assert_int_equal(timeseries_point(&ts, 0, 0)->clat_max, 30);
	assert_int_equal(timeseries_point(&ts, 1, 1)->completions, 1);
	assert_int_equal(timeseries_point(&ts, 1, 0)->completions, 0);
	timeseries_free(&ts);
}

/* 4 points of 1 ms; completions at 0..99 ms: the interval doubles until 100 ms fit in 4
 * points (32 ms), and every completion is still there. */
static void test_doubling_keeps_every_completion(void **state)
{
	struct timeseries ts;
	uint64_t total = 0, max = 0;
	unsigned i;

	assert_int_equal(timeseries_init(&ts, MS, 4), 0);
	for (i = 0; i < 100; i++)
		assert_int_equal(timeseries_add(&ts, i * MS, 2, 1, i), 0);
	assert_int_equal(ts.interval_ns, 32 * MS);
	assert_int_equal(ts.doublings, 5);
	assert_int_equal(ts.npoints, 4);
	for (i = 0; i < ts.npoints; i++) {
		total += timeseries_point(&ts, i, 2)->completions;
		if (timeseries_point(&ts, i, 2)->clat_max > max)
			max = timeseries_point(&ts, i, 2)->clat_max;
	}
	assert_int_equal(total, 100);
	assert_int_equal(max, 99);
	assert_int_equal(timeseries_point(&ts, 0, 2)->completions, 32);
	assert_int_equal(timeseries_point(&ts, 3, 2)->completions, 4);
	timeseries_free(&ts);
}

/* Completions at random times, back and forth across points (and before the start), with the
 * cached last point: every point equals a brute-force count. 8 points of 10 ms from 1 s. */
static void test_random_times_against_brute_force(void **state)
{
	struct timeseries ts;
	uint64_t x = 99, prev = 0, want[8][TIMESERIES_NDDIR][3] = { { { 0 } } };
	unsigned i, d;

	assert_int_equal(timeseries_init(&ts, 10 * MS, 8), 0);
	timeseries_start(&ts, 1000 * MS);
	for (i = 0; i < 5000; i++) {
		uint64_t t, clat, idx;

		x ^= x << 13; /* xorshift64 */
		x ^= x >> 7;
		x ^= x << 17;
		/* on a 1 ms grid, or 1 ns before it: both sides of every point's bounds; from 10 ms
		 * before the start to point 7 */
		t = 990 * MS + x % 90 * MS - (x >> 8 & 1);
		clat = (x >> 40) % 1000;
		d = (unsigned)(x >> 20) % TIMESERIES_NDDIR;
		if (i % 3) /* two of three at or 1 ms after the last one, often in its point */
			t = prev + (x >> 12 & 1) * MS <= 1079 * MS ? prev + (x >> 12 & 1) * MS : prev;
		prev = t;
		idx = t < 1000 * MS ? 0 : (t - 1000 * MS) / (10 * MS);
		assert_int_equal(timeseries_add(&ts, t, d, 1, clat), 0);
		want[idx][d][0]++;
		want[idx][d][1] += clat;
		if (clat > want[idx][d][2])
			want[idx][d][2] = clat;
	}
	assert_int_equal(ts.doublings, 0);
	for (i = 0; i < ts.npoints; i++)
		for (d = 0; d < TIMESERIES_NDDIR; d++) {
			assert_int_equal(timeseries_point(&ts, i, d)->completions, want[i][d][0]);
			assert_int_equal(timeseries_point(&ts, i, d)->bytes, want[i][d][0]);
			assert_int_equal(timeseries_point(&ts, i, d)->clat_sum, want[i][d][1]);
			assert_int_equal(timeseries_point(&ts, i, d)->clat_max, want[i][d][2]);
		}
	assert_int_equal(ts.npoints, 8);
	timeseries_free(&ts);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_init_errors),
		cmocka_unit_test(test_points_sums_and_max),
		cmocka_unit_test(test_doubling_keeps_every_completion),
		cmocka_unit_test(test_random_times_against_brute_force),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
