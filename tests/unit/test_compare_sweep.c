// modules: compare/model/sweep.c compare/model/stats.c compare/model/metric.c compare/model/verdict.c compare/model/buildlog.c compare/model/accel.c compare/model/model.c lib/fiosize/fiosize.c
// test_compare_sweep: the families of a run-pack --sweep study (compare/model/sweep.h) from a
// hand-made manifest and tables: points in increasing x (sizes with k as 1024), a one-point
// axis left out, a point without a table left out, rows in the study's order, the tables'
// best and '~' marks, the ceiling, and a non-numeric axis by position.
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "model/sweep.h"

/* Cells c@bs=64k,numjobs=1 and c@bs=4k,numjobs=1 (given in that order), rows none (folder 0)
 * and bfq (folder 1); a manifest point c@bs=1m,numjobs=1 has no table. */
static struct model_row io_64k[] = {
	{ .label = "bfq", .input = 0, .sched = 1, .st = { .mean = 900, .se = 5, .n = 3 } },
	{ .label = "none", .input = 0, .sched = 0, .st = { .mean = 880, .se = 9, .n = 3 }, .not_sig = 1 },
};
static struct model_row io_4k[] = {
	{ .label = "none", .input = 0, .sched = 0, .st = { .mean = 1000, .se = 1, .n = 3 } },
	{ .label = "bfq", .input = 0, .sched = 1, .st = { .mean = 500, .se = 2, .n = 3 } },
};
static struct model_row p99_4k[] = {
	{ .label = "none", .input = 0, .sched = 0, .st = { .mean = 40, .se = 1, .n = 3 } },
};

static const char manifest[] =
	"{\"sweep\": {\"axes\": [{\"key\": \"bs\", \"values\": [\"64k\", \"4k\", \"1m\"], \"kind\": \"fio\"},"
	" {\"key\": \"numjobs\", \"values\": [\"1\"], \"kind\": \"fio\"},"
	" {\"key\": \"bfq:slice_idle\", \"values\": [\"0\", \"8\"], \"kind\": \"scheduler\"}],"
	" \"points\": ["
	"{\"cell\": \"c@bs=64k,numjobs=1\", \"base_cell\": \"c\", \"values\": {\"bs\": \"64k\", \"numjobs\": \"1\"}},"
	"{\"cell\": \"c@bs=4k,numjobs=1\", \"base_cell\": \"c\", \"values\": {\"bs\": \"4k\", \"numjobs\": \"1\"}},"
	"{\"cell\": \"c@bs=1m,numjobs=1\", \"base_cell\": \"c\", \"values\": {\"bs\": \"1m\", \"numjobs\": \"1\"}}]}}";

struct fixture {
	struct model m;
	struct model_input in[1];
	struct model_table t[3];
	struct sweep s;
};

static int setup(void **state)
{
	struct fixture *x = calloc(1, sizeof(*x));

	if (!x)
		return -1;
	x->in[0].r.man.root = json_loads(manifest, 0, NULL);
	if (!x->in[0].r.man.root)
		return -1;
	x->t[0] = (struct model_table){ .cell = "c@bs=64k,numjobs=1", .metric = METRIC_IOPS, .rows = io_64k, .n = 2, .crowned = 1 };
	x->t[1] = (struct model_table){ .cell = "c@bs=4k,numjobs=1", .metric = METRIC_IOPS, .rows = io_4k, .n = 2, .crowned = 1 };
	x->t[2] = (struct model_table){ .cell = "c@bs=4k,numjobs=1", .metric = METRIC_P99, .rows = p99_4k, .n = 1, .crowned = 1 };
	x->m.in = x->in;
	x->m.nin = 1;
	x->m.tables = x->t;
	x->m.ntables = 3;
	*state = x;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *x = *state;

	sweep_free(&x->s);
	json_decref(x->in[0].r.man.root);
	free(x);
	return 0;
}

static void test_family(void **state)
{
	struct fixture *x = *state;
	const struct sweep_family *f;

	assert_int_equal(sweep_build(&x->m, &x->s), 0);
	assert_int_equal(x->s.n, 1); /* numjobs has one point: no curve; bfq:slice_idle is rows */
	f = &x->s.f[0];
	assert_string_equal(f->base, "c");
	assert_string_equal(f->axis, "bs");
	assert_string_equal(f->rest, "numjobs=1");
	assert_int_equal(f->numeric, 1);
	assert_int_equal(f->npts, 2); /* 1m has no table */
	assert_string_equal(f->pts[0].xtext, "4k");
	assert_true(f->pts[0].x == 4096);
	assert_true(f->pts[1].x == 65536);
	assert_int_equal(f->nrows, 2); /* the study's order: none (folder 0), then bfq */
	assert_string_equal(f->rows[0], "none");
	assert_string_equal(f->rows[1], "bfq");
	/* none at 4k: best; bfq at 64k: best, none there not significantly different */
	assert_true(f->iops[0 * 2 + 0].mean == 1000 && f->iops[0 * 2 + 0].best);
	assert_true(f->iops[1 * 2 + 0].mean == 500 && !f->iops[1 * 2 + 0].best && !f->iops[1 * 2 + 0].not_sig);
	assert_true(f->iops[1 * 2 + 1].best);
	assert_true(f->iops[0 * 2 + 1].not_sig);
	/* p99 only for none at 4k */
	assert_int_equal(f->p99[0 * 2 + 0].n, 3);
	assert_int_equal(f->p99[0 * 2 + 1].n, 0);
	assert_int_equal(f->p99[1 * 2 + 0].n, 0);
	/* ceilings: none at 4k (1000), bfq at 64k (900); no runs: no CPU values */
	assert_int_equal(f->ceiling[0], 0);
	assert_int_equal(f->ceiling[1], 1);
	assert_int_equal(f->cpu[0].n, 0);
}

static void test_positions(void **state)
{
	struct fixture *x = *state;
	json_t *pts = json_object_get(json_object_get(x->in[0].r.man.root, "sweep"), "points");

	/* a value that is not a number: the points keep the manifest's order, x = position */
	json_object_set_new(json_object_get(json_array_get(pts, 0), "values"), "bs", json_string("big"));
	assert_int_equal(sweep_build(&x->m, &x->s), 0);
	assert_int_equal(x->s.n, 1);
	assert_int_equal(x->s.f[0].numeric, 0);
	assert_string_equal(x->s.f[0].pts[0].xtext, "big");
	assert_true(x->s.f[0].pts[0].x == 0 && x->s.f[0].pts[1].x == 1);
}

/* a size fio reads otherwise than its text (4KiB: 4000 bytes to fio, lib/fiosize) is not put
 * on the axis as 4096: the family is plotted by position */
static void test_kib_by_position(void **state)
{
	struct fixture *x = *state;
	json_t *pts = json_object_get(json_object_get(x->in[0].r.man.root, "sweep"), "points");

	json_object_set_new(json_object_get(json_array_get(pts, 0), "values"), "bs", json_string("4KiB"));
	assert_int_equal(sweep_build(&x->m, &x->s), 0);
	assert_int_equal(x->s.n, 1);
	assert_int_equal(x->s.f[0].numeric, 0);
}

static void test_not_a_sweep(void **state)
{
	struct fixture *x = *state;

	json_object_del(x->in[0].r.man.root, "sweep");
	assert_int_equal(sweep_build(&x->m, &x->s), 0);
	assert_int_equal(x->s.n, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_family, setup, teardown),
		cmocka_unit_test_setup_teardown(test_positions, setup, teardown),
		cmocka_unit_test_setup_teardown(test_kib_by_position, setup, teardown),
		cmocka_unit_test_setup_teardown(test_not_a_sweep, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
