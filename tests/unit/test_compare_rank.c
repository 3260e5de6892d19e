// modules: compare/model/rank.c compare/model/metric.c compare/model/stats.c lib/units/units.c compare/model/published.c compare/model/labels.c lib/label/schedlabel.c
// test_compare_rank: model_rank (compare/model/rank.c), how every table is ranked, on
// hand-made tables: a start-up table (less is better) is ordered lowest first with ties in
// input order, marked by Welch's t-test at MODEL_ALPHA against the best, given the notes,
// the published values, ratios and Kendall's tau-b of a reference set; a MB/s table highest
// first; a merge-ratio table (no better direction) keeps its order and has no marks.
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "model/model.h"

/* summary: a stats_summary of N values with mean M and sample SD S. */
static struct stats_summary summary(double m, double s, size_t n)
{
	struct stats_summary st = { 0 };

	st.mean = m;
	st.sd = s;
	st.n = n;
	st.se = s / sqrt((double)n);
	return st;
}

/* Four schedulers, keys as labels.h makes them; the reference publishes all four. */
static struct reference_entry pub[] = {
	{ .cell = "seq-rw-xterm", .label = "None", .metric = METRIC_STARTUP, .key = "none", .value = 1.38 },
	{ .cell = "seq-rw-xterm", .label = "BFQ low_latency", .metric = METRIC_STARTUP, .key = "bfq", .value = 0.25 },
	{ .cell = "seq-rw-xterm", .label = "Kyber", .metric = METRIC_STARTUP, .key = "kyber", .value = 3.32 },
	{ .cell = "seq-rw-xterm", .label = "Deadline", .metric = METRIC_STARTUP, .key = "mq-deadline", .value = 2.0 },
};

static void test_startup(void **state)
{
	struct reference ref = { .name = "laptop-4.13", .v = pub, .n = 4 };
	struct model_row rows[] = {
		{ .label = "MQ None", .key = "none", .sched = 0, .st = summary(1.6, 0.1, 3) },
		{ .label = "Kyber", .key = "kyber", .sched = 1, .st = summary(3.0, 0.05, 3) },
		{ .label = "BFQ low_latency", .key = "bfq", .sched = 2, .st = summary(0.25, 0.05, 3) },
		{ .label = "MQ Deadline", .key = "mq-deadline", .sched = 3, .st = summary(1.6, 2.0, 2) },
	};
	struct model_table t = { .cell = "seq-rw-xterm", .metric = METRIC_STARTUP, .rows = rows, .n = 4 };
	struct labels l = { 0 };

	(void)state;
	assert_int_equal(model_rank(&t, &ref, &l), 0);
	/* lowest first; the tie (1.6 s) keeps the input order: none (0) before mq-deadline (3) */
	assert_int_equal(t.rows[0].sched, 2);
	assert_int_equal(t.rows[1].sched, 0);
	assert_int_equal(t.rows[2].sched, 3);
	assert_int_equal(t.rows[3].sched, 1);
	/* the best has no mark; none differs from it; mq-deadline's spread hides its difference */
	assert_int_equal(t.rows[0].not_sig, 0);
	assert_int_equal(t.rows[1].not_sig, 0);
	assert_int_equal(t.rows[2].not_sig, 1);
	assert_int_equal(t.rows[3].not_sig, 0);
	/* notes: N < 3 and the RSD above STATS_RSD_MAX */
	assert_int_equal(t.rows[2].few, 1);
	assert_int_equal(t.rows[2].spread, 1);
	assert_int_equal(t.rows[3].few, 0);
	assert_int_equal(t.rows[3].spread, 0);
	/* the published values, ratios, and tau over the four: the same order but none and
	 * mq-deadline tied here, swapped there */
	assert_non_null(t.rows[0].ref);
	assert_float_equal(t.rows[0].ref->value, 0.25, 1e-12);
	assert_float_equal(t.rows[0].ratio, 1.0, 1e-12);
	assert_float_equal(t.rows[1].ratio, 1.6 / 1.38, 1e-12);
	assert_int_equal(t.tau_n, 4);
	assert_int_equal(t.has_tau, 1);
	assert_true(t.tau > 0.5 && t.tau < 1);
}

static void test_mbps_and_merge(void **state)
{
	struct model_row mb[] = {
		{ .label = "a", .sched = 0, .st = summary(100, 1, 3) },
		{ .label = "b", .sched = 1, .st = summary(300, 1, 3) },
	};
	struct model_row mr[] = {
		{ .label = "a", .sched = 0, .st = summary(0.1, 0.01, 3) },
		{ .label = "b", .sched = 1, .st = summary(0.5, 0.01, 3) },
	};
	struct model_table t1 = { .cell = "c", .metric = METRIC_MBPS, .rows = mb, .n = 2 };
	struct model_table t2 = { .cell = "c", .metric = METRIC_MERGE, .rows = mr, .n = 2 };

	(void)state;
	assert_int_equal(model_rank(&t1, NULL, NULL), 0);
	assert_int_equal(t1.rows[0].sched, 1); /* more is better */
	assert_int_equal(t1.has_tau, 0);       /* no reference */
	assert_null(t1.rows[0].ref);
	assert_int_equal(model_rank(&t2, NULL, NULL), 0);
	assert_int_equal(t2.rows[0].sched, 0); /* no better direction: input order, no marks */
	assert_int_equal(t2.rows[1].not_sig, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_startup),
		cmocka_unit_test(test_mbps_and_merge),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
