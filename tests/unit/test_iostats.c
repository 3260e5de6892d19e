// modules: engine/stats/iostats.c lib/hist/lathist.c engine/stats/timeseries.c
/*
 * test_iostats: the per-job recorder (engine/stats/iostats.c): clat and qwait from the hook
 * timestamps, the ramp rule (counted / not counted), reap and submit batch histograms,
 * in-flight at completion, and the out-of-order distance against a brute-force count,
 * stragglers that outlive the ring included; argument errors and safe free.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "stats/iostats.h"

static void init(struct iostats *st, unsigned depth)
{
	struct lathist_config cfg;

	assert_int_equal(lathist_config_for(0.001, 3600000000000ULL, &cfg), 0);
	assert_int_equal(iostats_init(st, depth, &cfg, 100000000ULL, 64), 0);
}

static uint64_t rng(uint64_t *s) /* xorshift64* */
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 0x2545F4914F6CDD1DULL;
}

static void test_init_errors_and_free(void **state)
{
	struct lathist_config cfg;
	struct iostats st;

	assert_int_equal(lathist_config_for(0.001, 1000000, &cfg), 0);
	assert_int_equal(iostats_init(&st, 0, &cfg, 100000000ULL, 64), -EINVAL);
	iostats_free(&st);
	assert_int_equal(iostats_init(&st, IOSTATS_MAX_DEPTH + 1, &cfg, 100000000ULL, 64), -EINVAL);
	assert_int_equal(iostats_init(&st, 4, NULL, 100000000ULL, 64), -EINVAL);
	assert_int_equal(iostats_init(&st, 4, &cfg, 1000, 64), -EINVAL); /* below 1 ms */
	iostats_free(&st);
	init(&st, 4);
	iostats_free(&st);
	iostats_free(&st);
}

static void test_clat_qwait_bytes_from_timestamps(void **state)
{
	struct iostats st;

	init(&st, 2);
	iostats_on_queue(&st, 1, 1, 100, true);
	iostats_on_submit(&st, 1, 150);
	iostats_on_submit_batch(&st, 1, true);
	iostats_on_complete(&st, 1, 1150, 4096, true);
	iostats_on_reap(&st, 1, true);
	assert_int_equal(st.ddir[1].ios, 1);
	assert_int_equal(st.ddir[1].bytes, 4096);
	assert_int_equal(st.ddir[1].submitted, 1);
	assert_int_equal(st.ddir[1].clat.count, 1);
	assert_int_equal(st.ddir[1].clat.min, 1000);
	assert_int_equal(st.ddir[1].qwait.min, 50);
	assert_int_equal(st.ddir[0].clat.count, 0);
	assert_int_equal(st.reap_batch.counts[1], 1);
	assert_int_equal(st.submit_batch.counts[1], 1);
	assert_int_equal(st.inflight.counts[1], 1);
	assert_int_equal(iostats_completions(&st), 1);
	assert_int_equal(iostats_out_of_order(&st), 0);
	assert_int_equal(st.ts.npoints, 1);
	assert_int_equal(timeseries_point(&st.ts, 0, 1)->completions, 1);
	/* a completion of an I/O not in flight is ignored */
	iostats_on_complete(&st, 1, 2000, 4096, true);
	assert_int_equal(iostats_completions(&st), 1);
	iostats_free(&st);
}

/* Ramp: an I/O queued during the ramp is not in ios nor the timeseries; its completion
 * after the ramp is in clat (fio's rule); not-counting completions record nothing. */
static void test_ramp_rule(void **state)
{
	struct iostats st;

	init(&st, 2);
	iostats_on_queue(&st, 0, 0, 10, false);
	iostats_on_submit(&st, 0, 20);
	iostats_on_queue(&st, 1, 0, 30, false);
	iostats_on_submit(&st, 1, 40);
	iostats_on_complete(&st, 0, 50, 512, false);
	iostats_on_reap(&st, 1, false);
	iostats_on_complete(&st, 1, 60, 512, true);
	iostats_on_reap(&st, 1, true);
	assert_int_equal(st.ddir[0].ios, 0);
	assert_int_equal(st.ddir[0].submitted, 2);
	assert_int_equal(st.ddir[0].clat.count, 1);
	assert_int_equal(st.ddir[0].bytes, 512);
	assert_int_equal(iostats_counts_summary(&st.reap_batch).n, 1);
	assert_int_equal(st.ts.npoints, 0);
	iostats_free(&st);
}

/* The time series starts where the first counted I/O was queued, though it completes last and
 * another counted one is still queued, not submitted; the ramp's I/O does not count. */
static void test_timeseries_starts_at_first_counted_queue(void **state)
{
	struct iostats st;
	unsigned i;

	init(&st, 4);
	for (i = 0; i < 3; i++) { /* a read each at 10 (ramp), 30, 40 ns, submitted 1 ns later */
		iostats_on_queue(&st, i, 0, i ? 20 + 10 * i : 10, i > 0);
		iostats_on_submit(&st, i, (i ? 20 + 10 * i : 10) + 1);
	}
	iostats_on_queue(&st, 3, 0, 50, true); /* not submitted yet */
	iostats_on_complete(&st, 0, 900, 512, true);
	assert_false(st.ts.started);
	iostats_on_complete(&st, 2, 1000, 512, true);
	assert_true(st.ts.started);
	assert_int_equal(st.ts.start_ns, 30);
	iostats_on_complete(&st, 1, 1100, 512, true);
	assert_int_equal(st.ts.start_ns, 30);
	assert_int_equal(timeseries_point(&st.ts, 0, 0)->completions, 2);
	iostats_free(&st);
}

static void test_reverse_order_distances(void **state)
{
	struct iostats st;
	unsigned i;

	init(&st, 4);
	for (i = 0; i < 4; i++) {
		iostats_on_queue(&st, i, 0, 0, true);
		iostats_on_submit(&st, i, 1);
	}
	iostats_on_submit_batch(&st, 4, true);
	for (i = 4; i-- > 0;)
		iostats_on_complete(&st, i, 10, 512, true);
	iostats_on_reap(&st, 4, true);
	for (i = 0; i < 4; i++)
		assert_int_equal(st.ooo_distance.counts[i], 1);
	assert_int_equal(iostats_out_of_order(&st), 3);
	assert_int_equal(iostats_counts_summary(&st.ooo_distance).max, 3);
	for (i = 1; i <= 4; i++) /* in flight at each completion: 4, 3, 2, 1 */
		assert_int_equal(st.inflight.counts[i], 1);
	assert_int_equal(st.reap_batch.counts[4], 1);
	assert_int_equal(st.submit_batch.counts[4], 1);
	iostats_free(&st);
}

/* brute force: in-flight slots submitted before `slot` */
static uint64_t brute_earlier(const struct iostats *st, unsigned slot)
{
	uint64_t n = 0;
	unsigned i;

	for (i = 0; i < st->depth; i++)
		n += st->slots[i].inflight && st->slots[i].seq < st->slots[slot].seq;
	return n;
}

/*
 * Random completion order at depth 8, with slots 0 and 1 held in flight for 10000
 * submissions (more than the 4096-entry ring): every distance equals the brute force.
 */
static void test_random_order_against_brute_force(void **state)
{
	struct iostats st;
	uint64_t s = 42, ooo = 0, want_hist[8] = { 0 };
	unsigned i, n = 0, round;

	init(&st, 8);
	for (i = 0; i < 8; i++) {
		iostats_on_queue(&st, i, 0, 0, true);
		iostats_on_submit(&st, i, 0);
	}
	for (round = 0; round < 200000; round++) {
		unsigned slot = (unsigned)(rng(&s) % 8);
		uint64_t want;

		if (round < 10000 && slot < 2)
			continue; /* the stragglers */
		want = brute_earlier(&st, slot);
		want_hist[want]++;
		ooo += want > 0;
		iostats_on_complete(&st, slot, 1, 1, true);
		n++;
		assert_int_equal(iostats_counts_summary(&st.ooo_distance).n, n);
		assert_int_equal(st.ooo_distance.counts[want], want_hist[want]);
		iostats_on_queue(&st, slot, 0, 2, true);
		iostats_on_submit(&st, slot, 2);
	}
	assert_int_equal(iostats_out_of_order(&st), ooo);
	for (i = 0; i < 8; i++)
		assert_int_equal(st.ooo_distance.counts[i], want_hist[i]);
	iostats_free(&st);
}

/*
 * Random completion order at depth 300 (in-flight ranges of several bitmap words, both sides
 * of the rank counted), with slot 0 held for 40000 submissions (stale, then back): every
 * distance equals the brute force.
 */
static void test_deep_random_order_against_brute_force(void **state)
{
	static uint64_t want_hist[300];
	struct iostats st;
	uint64_t s = 7, ooo = 0;
	unsigned i, round;

	init(&st, 300);
	for (i = 0; i < 300; i++) {
		iostats_on_queue(&st, i, 0, 0, true);
		iostats_on_submit(&st, i, 0);
	}
	for (round = 0; round < 120000; round++) {
		unsigned slot = (unsigned)(rng(&s) % 300);
		uint64_t want;

		if (round < 40000 && slot == 0)
			continue; /* the straggler */
		want = brute_earlier(&st, slot);
		want_hist[want]++;
		ooo += want > 0;
		iostats_on_complete(&st, slot, 1, 1, true);
		assert_int_equal(st.ooo_distance.counts[want], want_hist[want]);
		iostats_on_queue(&st, slot, 0, 2, true);
		iostats_on_submit(&st, slot, 2);
	}
	assert_int_equal(iostats_out_of_order(&st), ooo);
	for (i = 0; i < 300; i++)
		assert_int_equal(st.ooo_distance.counts[i], want_hist[i]);
	iostats_free(&st);
}

static void test_counts_clamp_to_last(void **state)
{
	struct iostats st;

	init(&st, 2);
	iostats_counts_add(&st.reap_batch, 7); /* nvals 3 */
	assert_int_equal(st.reap_batch.counts[2], 1);
	assert_int_equal(iostats_counts_summary(&st.reap_batch).max, 7);
	assert_int_equal(iostats_counts_summary(&st.reap_batch).sum, 7);
	iostats_free(&st);
}

/* The derived N, sum and max equal running ones over random values, clamped ones included
 * (nvals 5: a third of the values are 5 .. 9, clamped into counts[4]). */
static void test_counts_summary_against_running(void **state)
{
	struct iostats_counts_summary m;
	struct iostats st;
	uint64_t s = 3, n = 0, sum = 0, max = 0;
	unsigned i;

	init(&st, 4); /* reap_batch nvals 5 */
	m = iostats_counts_summary(&st.reap_batch);
	assert_int_equal(m.n, 0);
	assert_int_equal(m.sum, 0);
	assert_int_equal(m.max, 0);
	for (i = 0; i < 1000; i++) {
		uint64_t v = rng(&s) % (i < 500 ? 5 : 10);

		iostats_counts_add(&st.reap_batch, v);
		n++;
		sum += v;
		max = v > max ? v : max;
		m = iostats_counts_summary(&st.reap_batch);
		assert_int_equal(m.n, n);
		assert_int_equal(m.sum, sum);
		assert_int_equal(m.max, max);
	}
	iostats_free(&st);
}

/* Depth 1: ooo_distance has one counter, so a distance > 0 (possible only from an I/O left
 * in flight by a caller that lies about depth) is clamped into the counter of 0; it is still
 * out of order. */
static void test_out_of_order_one_counter(void **state)
{
	struct iostats st;

	init(&st, 1);
	iostats_counts_add(&st.ooo_distance, 0);
	iostats_counts_add(&st.ooo_distance, 2);
	assert_int_equal(st.ooo_distance.counts[0], 2);
	assert_int_equal(iostats_completions(&st), 2);
	assert_int_equal(iostats_out_of_order(&st), 1);
	iostats_free(&st);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_init_errors_and_free),
		cmocka_unit_test(test_clat_qwait_bytes_from_timestamps),
		cmocka_unit_test(test_ramp_rule),
		cmocka_unit_test(test_timeseries_starts_at_first_counted_queue),
		cmocka_unit_test(test_reverse_order_distances),
		cmocka_unit_test(test_random_order_against_brute_force),
		cmocka_unit_test(test_deep_random_order_against_brute_force),
		cmocka_unit_test(test_counts_clamp_to_last),
		cmocka_unit_test(test_counts_summary_against_running),
		cmocka_unit_test(test_out_of_order_one_counter),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
