// modules: engine/stats/statsjson.c lib/hist/histjson.c lib/hist/lathist.c engine/stats/iostats.c engine/stats/timeseries.c engine/stats/devstat.c engine/tag/blkdev.c lib/json/atomicfile.c lib/safepath/safepath.c
/*
 * test_statsjson: the engine's statistics JSON: field names and values (schema 2, fio's
 * percentile keys), directions left out when idle, the target without a block device, the
 * write through a temporary name and its errors, and the stats_file path expansion; schema 2:
 * a prebuilt target, the recorder's directions, completions, timeseries, devstat.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "stats/statsjson.h"

struct fixture {
	struct sa_ddir_stats ddir[SA_DDIR_NR];
	struct blkdev_info dev;
	struct statsjson_input in;
	double pct[3];
};

static int setup(void **state)
{
	struct fixture *f = calloc(1, sizeof(*f));
	struct lathist_config cfg;
	int i;

	assert_non_null(f);
	assert_int_equal(lathist_config_for(0.001, 3600000000000ULL, &cfg), 0);
	for (i = 0; i < SA_DDIR_NR; i++)
		assert_int_equal(lathist_init(&f->ddir[i].clat, &cfg), 0);
	for (i = 1; i <= 100; i++) /* 1000, 2000, ..., 100000 ns */
		lathist_record(&f->ddir[SA_DDIR_READ].clat, (uint64_t)i * 1000);
	f->ddir[SA_DDIR_READ].ios = 100;
	f->ddir[SA_DDIR_READ].bytes = 100 * 4096;
	snprintf(f->dev.name, sizeof(f->dev.name), "sda1");
	snprintf(f->dev.disk, sizeof(f->dev.disk), "sda");
	f->dev.partition = true;
	f->dev.major = 8;
	f->dev.minor = 1;
	snprintf(f->dev.scheduler, sizeof(f->dev.scheduler), "bfq");
	snprintf(f->dev.sched_line, sizeof(f->dev.sched_line), "mq-deadline kyber [bfq] none");
	f->pct[0] = 50.0;
	f->pct[1] = 99.0;
	f->pct[2] = 99.99;
	f->in = (struct statsjson_input){
		.engine_version = "0.1.0", .fio_version = "fio-3.33", .kernel = "6.1.0",
		.job_name = "test", .jobnum = 2, .tid = 4242, .rw = "randread", .bs = 4096, .iodepth = 64,
		.backend = "libaio", .file = "/mnt/fiofile", .dev = &f->dev, .nfiles = 1,
		.pct = f->pct, .npct = 3,
	};
	for (i = 0; i < SA_DDIR_NR; i++)
		f->in.ddir[i] = &f->ddir[i];
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *f = *state;
	int i;

	for (i = 0; i < SA_DDIR_NR; i++)
		lathist_free(&f->ddir[i].clat);
	free(f);
	return 0;
}

static void test_build_names_and_values(void **state)
{
	struct fixture *f = *state;
	json_t *doc = statsjson_build(&f->in), *clat, *pct;

	assert_non_null(doc);
	assert_int_equal(json_integer_value(json_object_get(doc, "schema")), 2);
	assert_string_equal(json_string_value(json_object_get(json_object_get(doc, "engine"), "name")), "schedaio");
	assert_string_equal(json_string_value(json_object_get(doc, "fio_version")), "fio-3.33");
	assert_int_equal(json_integer_value(json_object_get(json_object_get(doc, "job"), "jobnum")), 2);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(doc, "job"), "tid")), 4242);
	assert_string_equal(json_string_value(json_object_get(json_object_get(doc, "job"), "rw")), "randread");
	assert_string_equal(json_string_value(json_object_get(json_object_get(doc, "target"), "device")), "sda1");
	assert_string_equal(json_string_value(json_object_get(json_object_get(doc, "target"), "disk")), "sda");
	assert_string_equal(json_string_value(json_object_get(json_object_get(doc, "target"), "devt")), "8:1");
	assert_string_equal(json_string_value(json_object_get(json_object_get(doc, "target"), "scheduler")), "bfq");
	assert_int_equal(json_integer_value(json_object_get(json_object_get(doc, "read"), "ios")), 100);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(doc, "read"), "bytes")), 409600);
	clat = json_object_get(json_object_get(doc, "read"), "clat_ns");
	assert_int_equal(json_integer_value(json_object_get(clat, "min")), 1000);
	assert_int_equal(json_integer_value(json_object_get(clat, "max")), 100000);
	assert_int_equal(json_integer_value(json_object_get(clat, "N")), 100);
	assert_true(json_real_value(json_object_get(clat, "mean")) == 50500.0);
	pct = json_object_get(clat, "percentile");
	assert_int_equal(json_object_size(pct), 3);
	/* keys as fio prints them ("%f"); values within the histogram's 0.1 % of the exact rank */
	assert_true(llabs(json_integer_value(json_object_get(pct, "50.000000")) - 50000) <= 50);
	assert_true(llabs(json_integer_value(json_object_get(pct, "99.000000")) - 99000) <= 99);
	assert_int_equal(json_integer_value(json_object_get(pct, "99.990000")), 100000);
	/* idle directions are left out */
	assert_null(json_object_get(doc, "write"));
	assert_null(json_object_get(doc, "trim"));
	/* job.direct and job.notes: [] without notes */
	assert_int_equal(json_integer_value(json_object_get(json_object_get(doc, "job"), "direct")), 0);
	assert_int_equal(json_array_size(json_object_get(json_object_get(doc, "job"), "notes")), 0);
	json_decref(doc);
}

/* job.direct is 0 or 1; job.notes holds the notes in order. */
static void test_direct_and_notes(void **state)
{
	struct fixture *f = *state;
	const char *notes[] = { "direct=0: buffered", "second" };
	json_t *doc, *job;

	f->in.direct = 7;
	f->in.notes = notes;
	f->in.nnotes = 2;
	doc = statsjson_build(&f->in);
	assert_non_null(doc);
	job = json_object_get(doc, "job");
	assert_int_equal(json_integer_value(json_object_get(job, "direct")), 1);
	assert_int_equal(json_array_size(json_object_get(job, "notes")), 2);
	assert_string_equal(json_string_value(json_array_get(json_object_get(job, "notes"), 0)),
			    "direct=0: buffered");
	assert_string_equal(json_string_value(json_array_get(json_object_get(job, "notes"), 1)),
			    "second");
	json_decref(doc);
}

/* span and window: fio's clock put on the wall clock through the pair read at init; no I/O is
 * all 0; an end before the start is an empty span at the start; the JSON keys. */
static void test_span_window(void **state)
{
	struct fixture *f = *state;
	const uint64_t mono0 = 5000000000ULL, unix0 = 1796114484000000000ULL;
	struct statsjson_span s = statsjson_span_from(5000001000ULL, 6000001000ULL, mono0, unix0);
	json_t *doc, *w;

	assert_true(s.start_unix_ns == unix0 + 1000);
	assert_true(s.end_unix_ns == unix0 + 1000001000ULL);
	assert_true(s.ns == 1000000000ULL);
	s = statsjson_span_from(4000000000ULL, 4500000000ULL, mono0, unix0); /* before the pair */
	assert_true(s.start_unix_ns == unix0 - 1000000000ULL && s.ns == 500000000ULL);
	s = statsjson_span_from(0, 6000000000ULL, mono0, unix0);
	assert_true(!s.start_unix_ns && !s.end_unix_ns && !s.ns);
	s = statsjson_span_from(6000000000ULL, 5500000000ULL, mono0, unix0);
	assert_true(s.start_unix_ns == unix0 + 1000000000ULL && s.end_unix_ns == s.start_unix_ns &&
		    !s.ns);
	f->in.span = statsjson_span_from(5000001000ULL, 6000001000ULL, mono0, unix0);
	f->in.window = statsjson_span_from(5500001000ULL, 6000001000ULL, mono0, unix0);
	doc = statsjson_build(&f->in);
	assert_non_null(doc);
	w = json_object_get(doc, "window");
	assert_int_equal(json_object_size(w), 3);
	assert_true((uint64_t)json_integer_value(json_object_get(w, "start_unix_ns")) ==
		    unix0 + 500001000ULL);
	assert_true((uint64_t)json_integer_value(json_object_get(w, "end_unix_ns")) ==
		    unix0 + 1000001000ULL);
	assert_int_equal(json_integer_value(json_object_get(w, "ns")), 500000000);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(doc, "span"), "ns")),
			 1000000000);
	json_decref(doc);
}

/* the clean window (issue 40): written only with have_clean, a span like window's, and per
 * direction written its clean bytes and completions beside bytes; nothing without it. */
static void test_clean_window(void **state)
{
	struct fixture *f = *state;
	const uint64_t mono0 = 5000000000ULL, unix0 = 1796114484000000000ULL;
	json_t *doc, *w, *r;

	doc = statsjson_build(&f->in);
	assert_non_null(doc);
	assert_null(json_object_get(doc, "clean_window"));
	assert_null(json_object_get(json_object_get(doc, "read"), "clean_bytes"));
	json_decref(doc);
	f->in.have_clean = true;
	f->in.clean_window = statsjson_span_from(5600001000ULL, 6000001000ULL, mono0, unix0);
	f->in.clean_bytes[SA_DDIR_READ] = 90 * 4096;
	f->in.clean_completions[SA_DDIR_READ] = 90;
	doc = statsjson_build(&f->in);
	assert_non_null(doc);
	w = json_object_get(doc, "clean_window");
	assert_int_equal(json_object_size(w), 3);
	assert_int_equal(json_integer_value(json_object_get(w, "ns")), 400000000);
	assert_true((uint64_t)json_integer_value(json_object_get(w, "start_unix_ns")) ==
		    unix0 + 600001000ULL);
	r = json_object_get(doc, "read");
	assert_int_equal(json_integer_value(json_object_get(r, "bytes")), 100 * 4096);
	assert_int_equal(json_integer_value(json_object_get(r, "clean_bytes")), 90 * 4096);
	assert_int_equal(json_integer_value(json_object_get(r, "clean_completions")), 90);
	assert_null(json_object_get(doc, "write")); /* an idle direction stays out */
	json_decref(doc);
}

static void test_build_without_block_device(void **state)
{
	struct fixture *f = *state;
	json_t *doc, *t;

	snprintf(f->dev.reason, sizeof(f->dev.reason), "no block device behind /dev/shm/x");
	f->in.dev_err = -ENODEV;
	doc = statsjson_build(&f->in);
	assert_non_null(doc);
	t = json_object_get(doc, "target");
	assert_true(json_is_null(json_object_get(t, "device")));
	assert_true(json_is_null(json_object_get(t, "scheduler")));
	assert_string_equal(json_string_value(json_object_get(t, "reason")), "no block device behind /dev/shm/x");
	json_decref(doc);
}

static void test_write_and_read_back(void **state)
{
	struct fixture *f = *state;
	char dir[] = "/tmp/test_statsjson.XXXXXX", path[256], tmp[300];
	json_error_t jerr;
	json_t *doc;

	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/s.json", dir);
	assert_int_equal(statsjson_write(path, &f->in), 0);
	doc = json_load_file(path, 0, &jerr);
	assert_non_null(doc);
	assert_int_equal(json_integer_value(json_object_get(doc, "schema")), STATSJSON_SCHEMA);
	json_decref(doc);
	snprintf(tmp, sizeof(tmp), "%s.tmp.%ld", path, (long)getpid());
	assert_int_equal(access(tmp, F_OK), -1); /* the temporary name is gone */
	unlink(path);
	rmdir(dir);
}

static void test_write_errors(void **state)
{
	struct fixture *f = *state;
	char longpath[5000];

	assert_int_equal(statsjson_write("/nonexistent-schedaio-dir/x/s.json", &f->in), -ENOENT);
	memset(longpath, 'a', sizeof(longpath) - 1);
	longpath[sizeof(longpath) - 1] = '\0';
	assert_int_equal(statsjson_write(longpath, &f->in), -ENAMETOOLONG);
}

/* schema 2: a prebuilt target is used (borrowed by build, stolen by write, also when the
 * write fails early); with a recorder the directions come from it, with completions, timeseries, bins,
 * qwait_ns and devstat. */
static void test_schema2_target_recorder_devstat(void **state)
{
	struct fixture *f = *state;
	struct lathist_config cfg;
	struct iostats io;
	struct devstat_dev dev = { .name = "loop0", .devt = "7:0", .role = "device",
				   .err = -ENOENT };
	char longpath[5000];
	json_t *doc, *r, *c, *ts;

	assert_int_equal(lathist_config_for(0.001, 3600000000000ULL, &cfg), 0);
	assert_int_equal(iostats_init(&io, 4, &cfg, 100000000ULL, 16), 0);
	iostats_on_queue(&io, 2, 1, 1000, true);
	iostats_on_submit(&io, 2, 1500);
	iostats_on_submit_batch(&io, 1, true);
	iostats_on_complete(&io, 2, 11500, 8192, true);
	iostats_on_reap(&io, 1, true);
	f->in.io = &io;
	f->in.devs = &dev;
	f->in.ndevs = 1;
	f->in.target = json_pack("{s:s}", "label", "BFQ low_latency");
	f->in.backend_requested = "io_uring";
	doc = statsjson_build(&f->in);
	assert_non_null(doc);
	assert_string_equal(json_string_value(json_object_get(json_object_get(doc, "target"),
							      "label")), "BFQ low_latency");
	assert_string_equal(json_string_value(json_object_get(json_object_get(doc, "job"),
							      "backend_requested")), "io_uring");
	assert_null(json_object_get(doc, "read")); /* ddir[] is ignored when io is set */
	r = json_object_get(doc, "write");
	assert_int_equal(json_integer_value(json_object_get(r, "bytes")), 8192);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(r, "clat_ns"), "min")),
			 10000);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(r, "qwait_ns"), "min")),
			 500);
	assert_int_equal(json_array_size(json_object_get(json_object_get(json_object_get(r,
			 "clat_ns"), "bins"), "buckets")), 1);
	c = json_object_get(doc, "completions");
	assert_int_equal(json_integer_value(json_object_get(c, "N")), 1);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(c, "submitted"),
							     "write")), 1);
	ts = json_object_get(doc, "timeseries");
	assert_int_equal(json_integer_value(json_array_get(json_object_get(
		json_object_get(ts, "write"), "completions"), 0)), 1);
	assert_null(json_object_get(ts, "read"));
	assert_string_equal(json_string_value(json_object_get(json_array_get(
		json_object_get(doc, "devstat"), 0), "error")), strerror(ENOENT));
	json_decref(doc);
	json_decref(f->in.target); /* statsjson_build borrows it */
	/* statsjson_write steals it, on an early failure too (ASan sees a leak otherwise) */
	f->in.target = json_object();
	memset(longpath, 'a', sizeof(longpath) - 1);
	longpath[sizeof(longpath) - 1] = '\0';
	assert_int_equal(statsjson_write(longpath, &f->in), -ENAMETOOLONG);
	f->in.target = NULL;
	iostats_free(&io);
}

/* schema 1 style input (ddir[] without a recorder): qwait_ns is written, empty. */
static void test_ddir_input_has_empty_qwait(void **state)
{
	struct fixture *f = *state;
	json_t *doc = statsjson_build(&f->in), *q;

	assert_non_null(doc);
	q = json_object_get(json_object_get(doc, "read"), "qwait_ns");
	assert_int_equal(json_integer_value(json_object_get(q, "N")), 0);
	assert_int_equal(json_integer_value(json_object_get(q, "min")), 0);
	assert_int_equal(json_array_size(json_object_get(json_object_get(q, "bins"), "buckets")), 0);
	assert_int_equal(json_array_size(json_object_get(doc, "devstat")), 0);
	assert_null(json_object_get(doc, "completions"));
	json_decref(doc);
}

static void test_expand_path(void **state)
{
	char out[64];

	(void)state;
	assert_int_equal(statsjson_expand_path("schedaio-$jobname.$jobnum.json", "test", 3, true, out, sizeof(out)), 0);
	assert_string_equal(out, "schedaio-test.3.json");
	assert_int_equal(statsjson_expand_path("s.json", "t", 0, false, out, sizeof(out)), 0);
	assert_string_equal(out, "s.json");
	assert_int_equal(statsjson_expand_path("s.json", "t", 0, true, out, sizeof(out)), 0);
	assert_string_equal(out, "s.0.json");
	assert_int_equal(statsjson_expand_path("s.json", "t", 1, true, out, sizeof(out)), 0);
	assert_string_equal(out, "s.1.json");
	assert_int_equal(statsjson_expand_path("dir.d/stats", "t", 1, true, out, sizeof(out)), 0);
	assert_string_equal(out, "dir.d/stats.1");
	assert_int_equal(statsjson_expand_path("$jobname$jobname", "abcdefghij", 0, false, out, 16), -ENAMETOOLONG);
	assert_int_equal(statsjson_expand_path("s.json", "t", 12345, true, out, 8), -ENAMETOOLONG);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_build_names_and_values, setup, teardown),
		cmocka_unit_test_setup_teardown(test_build_without_block_device, setup, teardown),
		cmocka_unit_test_setup_teardown(test_write_and_read_back, setup, teardown),
		cmocka_unit_test_setup_teardown(test_write_errors, setup, teardown),
		cmocka_unit_test_setup_teardown(test_schema2_target_recorder_devstat, setup, teardown),
		cmocka_unit_test_setup_teardown(test_ddir_input_has_empty_qwait, setup, teardown),
		cmocka_unit_test_setup_teardown(test_span_window, setup, teardown),
		cmocka_unit_test_setup_teardown(test_clean_window, setup, teardown),
		cmocka_unit_test_setup_teardown(test_direct_and_notes, setup, teardown),
		cmocka_unit_test(test_expand_path),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
