// modules: compare/model/overview.c compare/model/metric.c compare/model/buildlog.c
// test_compare_overview: the overview matrix (compare/model/overview.h) of a hand-made comparison:
// scores against each cell's best (mean / best where more is better, best / mean where less
// is), the marks (a decided table's "*" on the rule's reference), absent entries, the row order
// and the colors of the report and the plots.
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "model/overview.h"

/* Two inputs: the first with scheduler folders none (0) and bfq (1), the second with one
 * folder, kyber (0). Rows are best first, as build.c orders them. */
static struct model_row mb_a[] = { /* cell a, MB/s */
	{ .label = "bfq", .input = 0, .sched = 1, .st = { .mean = 200, .n = 3 } },
	{ .label = "none", .input = 0, .sched = 0, .st = { .mean = 150, .n = 3 }, .not_sig = 1 },
	{ .label = "kyber", .input = 1, .sched = 0, .st = { .mean = 50, .n = 3 } },
};
static struct model_row mb_b[] = { /* cell b, MB/s: bfq has no value */
	{ .label = "none", .input = 0, .sched = 0, .st = { .mean = 10, .n = 3 } },
	{ .label = "kyber", .input = 1, .sched = 0, .st = { .mean = 0, .n = 3 } },
};
static struct model_row p99_a[] = { /* cell a, p99 (less is better) */
	{ .label = "none", .input = 0, .sched = 0, .st = { .mean = 100, .n = 3 } },
	{ .label = "bfq", .input = 0, .sched = 1, .st = { .mean = 400, .n = 3 } },
};

struct fixture {
	struct model m;
	struct model_input in[2];
	struct model_table t[3];
	struct overview o;
};

static int setup(void **state)
{
	struct fixture *x = calloc(1, sizeof(*x));

	if (!x)
		return -1;
	x->in[0].r.nscheds = 2;
	x->in[1].r.nscheds = 1;
	x->t[0] = (struct model_table){ .cell = "a", .metric = METRIC_MBPS, .rows = mb_a, .n = 3 };
	x->t[1] = (struct model_table){ .cell = "a", .metric = METRIC_P99, .rows = p99_a, .n = 2 };
	x->t[2] = (struct model_table){ .cell = "b", .metric = METRIC_MBPS, .rows = mb_b, .n = 2 };
	x->m.in = x->in;
	x->m.nin = 2;
	x->m.tables = x->t;
	x->m.ntables = 3;
	*state = x;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *x = *state;

	overview_free(&x->o);
	free(x);
	return 0;
}

static void test_mbps(void **state)
{
	struct fixture *x = *state;
	struct overview *o = &x->o;
	char rgb[8];

	assert_int_equal(overview_build(&x->m, METRIC_MBPS, o), 0);
	assert_int_equal(o->ncols, 2);
	assert_int_equal(o->nrows, 3);
	/* rows in folder order: none, bfq (input 0), kyber (input 1); colors 0, 1, 2 */
	assert_string_equal(o->rows[0]->label, "none");
	assert_string_equal(o->rows[1]->label, "bfq");
	assert_string_equal(o->rows[2]->label, "kyber");
	assert_int_equal(o->color[2], 2);
	/* cell a: none 150 / 200, bfq the best, kyber 50 / 200 */
	assert_float_equal(o->e[0 * 2 + 0].score, 0.75, 1e-12);
	assert_int_equal(o->e[0 * 2 + 0].not_sig, 1);
	assert_int_equal(o->e[1 * 2 + 0].best, 1);
	assert_float_equal(o->e[1 * 2 + 0].score, 1, 0);
	assert_float_equal(o->e[2 * 2 + 0].score, 0.25, 1e-12);
	/* cell b: bfq has no row, kyber's mean 0 is no score */
	assert_int_equal(o->e[1 * 2 + 1].has, 0);
	assert_int_equal(o->e[2 * 2 + 1].has, 0);
	assert_int_equal(o->e[0 * 2 + 1].best, 1);
	/* red at the lowest score (0.25 < 0.5), yellow half way to 1, green at 1 */
	assert_float_equal(overview_lo(o), 0.25, 1e-12);
	overview_rgb(o, 0.25, rgb);
	assert_string_equal(rgb, OVERVIEW_RED);
	overview_rgb(o, 0.625, rgb);
	assert_string_equal(rgb, OVERVIEW_YELLOW);
	overview_rgb(o, 1, rgb);
	assert_string_equal(rgb, OVERVIEW_GREEN);
}

/* Less is better: the score is best / mean, so 100 usec against 400 is 0.25. */
static void test_latency(void **state)
{
	struct fixture *x = *state;

	assert_int_equal(overview_build(&x->m, METRIC_P99, &x->o), 0);
	assert_int_equal(x->o.ncols, 1);
	assert_int_equal(x->o.nrows, 2);
	assert_int_equal(x->o.e[0].best, 1);
	assert_float_equal(x->o.e[1].score, 0.25, 1e-12);
}

/* A decided table whose rule's reference (verdict.seq_best, seqverdict.h) is row 1, not row
 * 0 (the best mean): the "*" is on the reference, its score stays mean / best mean, and row
 * 0 is marked by its own not_sig against the reference. */
static void test_decided_reference(void **state)
{
	struct fixture *x = *state;
	struct model_row rows[] = {
		{ .label = "none", .input = 0, .sched = 0, .st = { .mean = 132, .n = 8 }, .not_sig = 1,
		  .v = { .has = 1, .seq = 2, .seq_best = 1 } },
		{ .label = "bfq", .input = 0, .sched = 1, .st = { .mean = 120, .n = 8 },
		  .v = { .has = 1, .seq = 1, .seq_best = 1 } },
	};
	struct overview_entry *none, *bfq;

	x->t[0].rows = rows;
	x->t[0].n = 2;
	assert_int_equal(model_table_reference(&x->t[0]), 1);
	assert_int_equal(overview_build(&x->m, METRIC_MBPS, &x->o), 0);
	none = &x->o.e[0 * x->o.ncols + 0];
	bfq = &x->o.e[1 * x->o.ncols + 0];
	assert_int_equal(bfq->best, 1);
	assert_int_equal(none->best, 0);
	assert_float_equal(none->score, 1, 0);
	assert_float_equal(bfq->score, 120.0 / 132, 1e-12);
	assert_string_equal(overview_entry_mark(bfq), " * ~"); /* no row significantly worse */
	assert_string_equal(overview_entry_mark(none), " ~");
	/* Welch's table (seq = 0): row 0 stays the best */
	rows[0].v.seq = 0;
	assert_int_equal(model_table_reference(&x->t[0]), 0);
}

/* A row named in its table's countbias note (model_row.countbias, countbias.h): its entry
 * "!" after the other marks, score and colour as without it; overview_counted says the
 * legend is due; the best counted keeps its colour (another row is significantly worse). */
static void test_counted(void **state)
{
	struct fixture *x = *state;
	struct model_row rows[3];
	struct overview_entry *none, *bfq, *kyber;
	char rgb[8], was[8];

	memcpy(rows, mb_a, sizeof(rows));
	x->t[0].rows = rows;
	assert_int_equal(overview_build(&x->m, METRIC_MBPS, &x->o), 0);
	assert_int_equal(overview_counted(&x->o), 0);
	overview_entry_rgb(&x->o, &x->o.e[1 * x->o.ncols + 0], was);
	overview_free(&x->o);
	rows[0].countbias = 1; /* bfq, the best */
	rows[1].countbias = 1; /* none, not significantly different */
	assert_int_equal(overview_build(&x->m, METRIC_MBPS, &x->o), 0);
	none = &x->o.e[0 * x->o.ncols + 0];
	bfq = &x->o.e[1 * x->o.ncols + 0];
	kyber = &x->o.e[2 * x->o.ncols + 0];
	assert_int_equal(overview_counted(&x->o), 1);
	assert_string_equal(overview_entry_mark(bfq), " * !");
	assert_string_equal(overview_entry_mark(none), " ~ !");
	assert_string_equal(overview_entry_mark(kyber), "");
	assert_float_equal(bfq->score, 1, 0);
	assert_int_equal(overview_entry_sig(bfq), 1);
	overview_entry_rgb(&x->o, bfq, rgb);
	assert_string_equal(rgb, was);
	assert_string_equal(rgb, OVERVIEW_GREEN);
	kyber->counted = 1;
	assert_string_equal(overview_entry_mark(kyber), " !");
	bfq->alone = 1;
	assert_string_equal(overview_entry_mark(bfq), " * ~ !");
}

/* No table of the metric: an empty matrix, not an error. */
static void test_empty(void **state)
{
	struct fixture *x = *state;

	assert_int_equal(overview_build(&x->m, METRIC_IOPS, &x->o), 0);
	assert_int_equal(x->o.ncols, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_mbps, setup, teardown),
		cmocka_unit_test_setup_teardown(test_latency, setup, teardown),
		cmocka_unit_test_setup_teardown(test_empty, setup, teardown),
		cmocka_unit_test_setup_teardown(test_decided_reference, setup, teardown),
		cmocka_unit_test_setup_teardown(test_counted, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
