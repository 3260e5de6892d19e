// modules: compare/*/*.c lib/*/*.c
// test_compare_pipeline: compare as one pipeline on the committed fixture
// tests/fixtures/results/why: the reader (results.c) reads each run once into the model's
// input, engine details included (why_read.c); the model (build.c, why.c) ranks the rows,
// takes the spread threshold from the manifest and writes the row's key into the device
// stack; the text renderer prints the threshold it was given. Also why_read_json's notes on
// a bad part, and run-pack.log's preflight block (runlog.c).
#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "model/build.h"
#include "model/model.h"
#include "model/why.h"
#include "read/results.h"
#include "read/runlog.h"
#include "read/statsnum.h"
#include "read/why_read.h"
#include "stats/timeseries.h"
#include "render/render.h"
#include "render/render_words.h"

#define WHY_FIXTURE "tests/fixtures/results/why"

struct fixture {
	struct labels l;
	struct model_input in;
	struct model m;
};

static int setup(void **state)
{
	struct fixture *f = calloc(1, sizeof(*f));
	FILE *devnull = fopen("/dev/null", "w");

	assert_non_null(f);
	assert_non_null(devnull);
	assert_int_equal(labels_load(&f->l), 0);
	f->in.path = WHY_FIXTURE;
	assert_int_equal(results_load(WHY_FIXTURE, devnull, &f->in.r), 0);
	fclose(devnull);
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *f = *state;

	model_free(&f->m);
	results_free(&f->in.r);
	labels_free(&f->l);
	free(f);
	return 0;
}

/* The reader keeps every run's engine details: no renderer has to open the file again. */
static void test_reader_keeps_details(void **state)
{
	struct fixture *f = *state;
	const struct results *r = &f->in.r;
	size_t i, with = 0;

	assert_true(r->nok > 0);
	assert_int_equal(r->nrunrec, r->nok);
	assert_true(r->has_manifest);
	assert_true(fabs(r->man.rsd_threshold - 3.5) < 1e-12);
	for (i = 0; i < r->nrunrec; i++) {
		const struct results_run *run = &r->runs[i];

		if (!run->stats_path) {
			assert_false(run->d.has_engine);
			continue;
		}
		with++;
		assert_true(run->d.has_engine);
		assert_true(run->d.has_p[1]); /* p99, as the tables took it */
		assert_non_null(run->d.stack);
		/* the first device's scheduler, as written, where the model puts the key */
		assert_true(run->d.sched_at > 0);
		assert_true(run->d.sched_len > 0);
		assert_true(run->d.sched_at + run->d.sched_len <= strlen(run->d.stack));
	}
	assert_true(with > 0);
}

/* The model: best first, the threshold from the manifest, the key in the stack. */
static void test_model_and_why(void **state)
{
	struct fixture *f = *state;
	struct why w;
	FILE *err;
	char *buf = NULL;
	size_t len = 0, i, t;

	f->in.r.man.rsd_threshold = 50; /* as if the manifest said 50 % */
	assert_int_equal(model_build(&f->in, 1, &f->l, NULL, NULL, 0, NULL, &f->m), 0);
	assert_true(f->m.ntables > 0);
	assert_true(fabs(f->m.rsd_max - 0.5) < 1e-12);
	for (t = 0; t < f->m.ntables; t++) {
		const struct model_table *tb = &f->m.tables[t];

		for (i = 0; i < tb->n; i++) {
			assert_true(fabs(tb->rows[i].rsd_max - 0.5) < 1e-12);
			assert_int_equal(tb->rows[i].spread,
					 tb->rows[i].st.n >= 2 && tb->rows[i].rsd > 0.5);
			if (i && tb->metric == METRIC_MBPS)
				assert_true(tb->rows[i].st.mean <= tb->rows[0].st.mean);
		}
	}
	err = open_memstream(&buf, &len);
	assert_non_null(err);
	assert_int_equal(why_load(&f->m, &w, err), 0);
	fclose(err);
	assert_string_equal(buf, ""); /* the fixture's files are whole: no notes */
	free(buf);
	assert_true(w.n > 0);
	for (i = 0; i < w.n; i++) {
		const struct why_run *r = &w.runs[i];
		const struct model_row *row = why_row(&f->m, r->input, r->s, NULL);

		assert_non_null(r->e);
		assert_non_null(row);
		if (!r->stack)
			continue;
		if (!strcmp(row->key, "bfq:low_latency=1"))
			assert_string_equal(r->stack, "loop0 bfq low_latency=1 -> vda mq-deadline");
		else
			assert_string_equal(r->stack, "loop0 mq-deadline -> vda mq-deadline");
	}
	why_free(&w);
}

/* The text renderer prints the threshold the model carries, not a constant. */
static void test_render_threshold(void **state)
{
	struct fixture *f = *state;
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);

	assert_non_null(out);
	f->in.r.man.rsd_threshold = 0; /* not said: 3.5 % */
	assert_int_equal(model_build(&f->in, 1, &f->l, NULL, NULL, 0, NULL, &f->m), 0);
	assert_int_equal(render(out, &f->m, render_format("text")), 0);
	fclose(out);
	assert_non_null(strstr(buf, "runs spread above 3.5 % (sd / mean; the run-count threshold)"));
	free(buf);
}

/* render_row_notes: a row's trust note names its own threshold; a row built without one
 * (the start-up tables') says STATS_RSD_MAX. */
static void test_row_notes(void **state)
{
	struct model_row r = { .st = { .n = 3 }, .rsd = 0.6, .spread = 1, .rsd_max = 0.5 };
	char buf[128];

	(void)state;
	render_row_notes(&r, buf, sizeof(buf));
	assert_string_equal(buf, "  RSD 60.0 % > 50.0 %");
	r.rsd_max = 0;
	render_row_notes(&r, buf, sizeof(buf));
	assert_string_equal(buf, "  RSD 60.0 % > 3.5 %");
	r.few = 1;
	render_row_notes(&r, buf, sizeof(buf));
	assert_string_equal(buf, "  N < 3");
}

/* why_read_json: a part out of bounds becomes one note naming the file and the field; the
 * others stay. */
static void test_details_notes(void **state)
{
	struct results_details d;
	json_error_t je;
	json_t *root = json_loads(
		"{\"target\": {\"chain\": [{\"device\": \"loop0\", \"scheduler\": \"kyber\"},"
		"                          {\"device\": \"vda\", \"scheduler\": \"none\"}]},"
		" \"completions\": {\"inflight\": {\"bins\": [[1, 1], [4294967296, 5]]},"
		"                   \"reap_batch\": {\"bins\": [[1, 4]]}},"
		" \"timeseries\": {\"interval_ns\": 1000000000, \"read\": {\"bytes\": [2048, 1024]}}}",
		0, &je);

	(void)state;
	assert_non_null(root);
	assert_int_equal(why_read_json(root, "x/schedaio.json", RUNFILE_READ, &d), 0);
	json_decref(root);
	assert_true(d.has_engine);
	assert_string_equal(d.stack, "loop0 kyber -> vda none");
	assert_int_equal(d.sched_at, 6);
	assert_int_equal(d.sched_len, 5);
	assert_int_equal(d.stacked, 0); /* "none" below is no second scheduler */
	assert_non_null(d.notes);
	assert_non_null(strstr(d.notes, "compare: x/schedaio.json: completions.inflight bins[1] "));
	assert_non_null(strstr(d.notes, "; left out of the plots\n"));
	assert_int_equal(d.inflight.n, 0); /* left out */
	assert_int_equal(d.reap.n, 1);     /* the other parts stay */
	assert_int_equal(d.ts_n, 2);
	assert_true(fabs(d.ts_kibps[0] - 2.0) < 1e-12); /* 2048 B in 1 s: 2 KiB/s */
	results_details_free(&d);
	assert_null(d.stack);
}

/* statsnum: one bound per field; interval_ns from the engine's TIMESERIES_MIN_INTERVAL_NS,
 * the same in why_read_json (a 0.5 ms interval is left out of the plots, 1 ms is read). */
static void test_statsnum_bounds(void **state)
{
	struct results_details d;
	json_t *v, *root;
	double x = -1;

	(void)state;
	assert_true(statsnum_lo(STATSNUM_INTERVAL_NS) == (double)TIMESERIES_MIN_INTERVAL_NS);
	v = json_real(999999.0);
	assert_int_equal(statsnum_value(v, STATSNUM_INTERVAL_NS, &x), -ERANGE);
	assert_true(x == -1); /* untouched */
	json_decref(v);
	v = json_integer(1000000);
	assert_int_equal(statsnum_value(v, STATSNUM_INTERVAL_NS, &x), 0);
	assert_true(x == 1e6);
	json_decref(v);
	v = json_real(1.01);
	assert_int_equal(statsnum_value(v, STATSNUM_FRACTION, &x), -ERANGE);
	assert_int_equal(statsnum_value(v, STATSNUM_UTIL, &x), 0);
	json_decref(v);
	v = json_real(-1);
	assert_int_equal(statsnum_value(v, STATSNUM_COUNT, &x), -ERANGE);
	json_decref(v);
	v = json_string("1");
	assert_int_equal(statsnum_value(v, STATSNUM_COUNT, &x), -EINVAL);
	json_decref(v);
	assert_int_equal(statsnum_value(NULL, STATSNUM_COUNT, &x), -EINVAL);

	root = json_pack("{s:{s:f,s:{s:[i]}}}", SK_TIMESERIES, SK_INTERVAL_NS, 5e5, SK_READ,
			 SK_BYTES, 1024);
	assert_non_null(root);
	assert_int_equal(why_read_json(root, "x/schedaio.json", RUNFILE_READ, &d), 0);
	assert_int_equal(d.ts_n, 0);
	assert_non_null(d.notes);
	assert_non_null(strstr(d.notes, "x/schedaio.json: timeseries interval_ns is not a number "
				    "of ns in 1e+06.."));
	results_details_free(&d);
	json_object_set_new(json_object_get(root, SK_TIMESERIES), SK_INTERVAL_NS,
			    json_integer(TIMESERIES_MIN_INTERVAL_NS));
	assert_int_equal(why_read_json(root, "x/schedaio.json", RUNFILE_READ, &d), 0);
	json_decref(root);
	assert_int_equal(d.ts_n, 1);
	assert_null(d.notes);
	assert_true(fabs(d.ts_kibps[0] - 1000.0) < 1e-9); /* 1 KiB in 1 ms */
	results_details_free(&d);
}

/* runlog_preflight: the lines after "run-pack: preflight:" that start with two spaces. */
static void test_runlog(void **state)
{
	char dir[] = "/tmp/test_runlog.XXXXXX", path[64], *pf;
	FILE *f;

	(void)state;
	assert_non_null(mkdtemp(dir));
	assert_null(runlog_preflight(dir)); /* no run-pack.log */
	snprintf(path, sizeof(path), "%s/run-pack.log", dir);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs("x\nrun-pack: preflight:\n  WARN  swap\n  ok    root\n[1/8] run\n", f);
	fclose(f);
	pf = runlog_preflight(dir);
	assert_non_null(pf);
	assert_string_equal(pf, "WARN  swap\nok    root\n");
	free(pf);
	unlink(path);
	rmdir(dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_reader_keeps_details, setup, teardown),
		cmocka_unit_test_setup_teardown(test_model_and_why, setup, teardown),
		cmocka_unit_test_setup_teardown(test_render_threshold, setup, teardown),
		cmocka_unit_test(test_row_notes),
		cmocka_unit_test(test_details_notes),
		cmocka_unit_test(test_statsnum_bounds),
		cmocka_unit_test(test_runlog),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
