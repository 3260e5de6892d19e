// modules: compare/read/fiojson.c lib/json/jsonfile.c lib/json/fileopen.c lib/json/atomicfile.c lib/safepath/safepath.c lib/fiosize/fiosize.c
/*
 * test_compare_fiojson: fio's JSON output read by compare/read/fiojson.c: fio 3.x numbers and
 * options (job over global, fio's defaults), fio 2.x's io_bytes in KiB, client/server entries
 * without "All clients", group_reporting and groupid; a job refused, with its reason, for
 * fio's error, unified_rw_reporting, a negative, huge or non-numeric number; a document with
 * no job refused with WHY; names from the file turned into cell-name parts (no quote, tag
 * or newline gets through).
 */
#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "read/fiojson.h"

/* side: a fio 3.x direction object of KIB KiB at KIBPS KiB/s. */
static json_t *side(json_int_t kib, double kibps)
{
	return json_pack("{s:I, s:I, s:I, s:f, s:f, s:I, s:I}", "io_bytes", kib * 1024,
			 "io_kbytes", kib, "bw_bytes", (json_int_t)(kibps * 1024), "bw", kibps,
			 "iops", kibps / 4, "runtime", (json_int_t)1000, "total_ios", kib / 4);
}

/* job: a fio 3.x job NAME that read 4096 KiB at 4096 KiB/s, with job options OPTS (stolen). */
static json_t *job(const char *name, json_t *opts)
{
	return json_pack("{s:s, s:i, s:o, s:o, s:o, s:o}", "jobname", name, "error", 0,
			 "job options", opts ? opts : json_object(), "read", side(4096, 4096),
			 "write", side(0, 0), "trim", side(0, 0));
}

/* doc: a fio document of JOBS (stolen) with global options GLOBAL (stolen, may be NULL). */
static json_t *doc(json_t *jobs, json_t *global)
{
	return json_pack("{s:s, s:I, s:o, s:o}", "fio version", "fio-3.33", "timestamp_ms",
			 (json_int_t)1764000000000LL, "global options",
			 global ? global : json_object(), "jobs", jobs);
}

/* parsed: fiojson_parse of ROOT (released), which must succeed. */
static void parsed(json_t *root, struct fiojson_file *f)
{
	char why[256] = "";

	assert_int_equal(fiojson_parse(root, f, why, sizeof(why)), 0);
	json_decref(root);
}

static void test_fio3_numbers_and_options(void **state)
{
	struct fiojson_file f;
	const struct fiojson_job *j;

	parsed(doc(json_pack("[o]", job("rr", json_pack("{s:s, s:s}", "rw", "randread",
							"iodepth", "32"))),
		   json_pack("{s:s, s:s}", "bs", "4096", "iodepth", "8")),
	       &f);
	assert_string_equal(f.version, "fio-3.33");
	assert_true(f.timestamp_ms == 1764000000000.0);
	assert_int_equal(f.njobs, 1);
	j = &f.jobs[0];
	assert_null(j->refused);
	assert_string_equal(j->rw, "randread");
	assert_string_equal(j->bs, "4k"); /* the global 4096, as a cell name */
	assert_int_equal(j->iodepth, 32); /* the job's over the global */
	assert_int_equal(j->numjobs, 1);  /* fio's default */
	assert_int_equal(j->rwmixread, 50);
	assert_false(j->group_reporting);
	assert_int_equal(j->groupid, -1);
	assert_true(j->dir[FIOJSON_READ].did_io);
	assert_true(j->dir[FIOJSON_READ].io_bytes == 4096.0 * 1024);
	assert_true(j->dir[FIOJSON_READ].bw_kibps == 4096.0);
	assert_true(j->dir[FIOJSON_READ].iops == 1024.0);
	assert_true(j->dir[FIOJSON_READ].total_ios == 1024.0);
	assert_false(j->dir[FIOJSON_READ].io_kib_only);
	assert_false(j->dir[FIOJSON_WRITE].did_io);
	fiojson_free(&f);
}

/* fio 2.x: io_bytes in KiB, no io_kbytes or bw_bytes; timestamp in s. */
/* bs as a cell name: a size fio reads as its text says is named by its value (4096, 4ki and
 * 4kb are all "4k"); one fio reads otherwise (4KiB: 4000 bytes under kb_base=1024; 1.5k: 1)
 * keeps its own name, never a plain size's (lib/fiosize, the pack check's rule). */
static void test_bs_names(void **state)
{
	static const char *const bs[][2] = {
		{ "4096", "4k" }, { "4ki", "4k" }, { "4KB", "4k" }, { "0x200000", "2m" },
		{ "4KiB", "4kib" }, { "1.5k", "1.5k" }, { "4k,64k", "4k_64k" },
	};
	struct fiojson_file f;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(bs) / sizeof(bs[0]); i++) {
		parsed(doc(json_pack("[o]", job("j", json_pack("{s:s}", "bs", bs[i][0]))), NULL), &f);
		assert_string_equal(f.jobs[0].bs, bs[i][1]);
		fiojson_free(&f);
	}
}

/* bs under kb_base=1000 (64k is 64,000 bytes to fio, a multiple of 512 that the engine runs):
 * never a 1024-based size's name; kb_base=1024, fio's default, changes nothing. */
static void test_bs_kb_base(void **state)
{
	static const char *const bs[][3] = {
		{ "64k", "1000", "64k_kb1000" }, { "65536", "1000", "65536_kb1000" },
		{ "64k", "1024", "64k" },
	};
	struct fiojson_file f;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(bs) / sizeof(bs[0]); i++) {
		parsed(doc(json_pack("[o]", job("j", json_pack("{s:s, s:s}", "bs", bs[i][0], "kb_base",
								bs[i][1]))), NULL), &f);
		assert_string_equal(f.jobs[0].bs, bs[i][2]);
		fiojson_free(&f);
	}
	/* the global section's kb_base, the job's bs */
	parsed(doc(json_pack("[o]", job("j", json_pack("{s:s}", "bs", "64k"))),
		   json_pack("{s:s}", "kb_base", "1000")), &f);
	assert_string_equal(f.jobs[0].bs, "64k_kb1000");
	fiojson_free(&f);
}

static void test_fio2_kib(void **state)
{
	struct fiojson_file f;
	json_t *j = job("old", NULL), *root;

	json_object_set_new(j, "read", json_pack("{s:I, s:f, s:f, s:I}", "io_bytes",
						 (json_int_t)8, "bw", 8.0, "iops", 2.0, "runtime",
						 (json_int_t)1000));
	root = json_pack("{s:I, s:[o]}", "timestamp", (json_int_t)1764000000, "jobs", j);
	parsed(root, &f);
	assert_null(f.jobs[0].refused);
	assert_true(f.jobs[0].dir[FIOJSON_READ].io_kib_only);
	assert_true(f.jobs[0].dir[FIOJSON_READ].io_bytes == 8192.0);
	assert_true(f.jobs[0].dir[FIOJSON_READ].total_ios == -1); /* before fio 2.1 */
	assert_true(f.timestamp_ms == 1764000000000.0);
	fiojson_free(&f);
}

/* refused_for: the reason the one job of ROOT (released) is refused. */
static void refused_for(json_t *root, const char *want)
{
	struct fiojson_file f;

	parsed(root, &f);
	assert_int_equal(f.njobs, 1);
	assert_non_null(f.jobs[0].refused);
	assert_non_null(strstr(f.jobs[0].refused, want));
	fiojson_free(&f);
}

/* bad_read: a job whose read side has KEY set to V (stolen). */
static json_t *bad_read(const char *key, json_t *v)
{
	json_t *j = job("bad", NULL);

	json_object_set_new(json_object_get(j, "read"), key, v);
	return doc(json_pack("[o]", j), NULL);
}

static void test_refused_jobs(void **state)
{
	json_t *j;

	j = job("err", NULL);
	json_object_set_new(j, "error", json_integer(5));
	refused_for(doc(json_pack("[o]", j), NULL), "fio reported error 5");
	j = job("mixed", NULL);
	json_object_set_new(j, "mixed", json_object());
	refused_for(doc(json_pack("[o]", j), NULL), "unified_rw_reporting=mixed");
	refused_for(bad_read("io_bytes", json_integer(-1)), "read.io_bytes");
	refused_for(bad_read("io_bytes", json_real(1e300)), "read.io_bytes"); /* > 2^63 */
	refused_for(bad_read("io_bytes", json_string("4096")), "read.io_bytes");
	refused_for(bad_read("bw", json_real(-3.5)), "usable \"bw\" or \"iops\"");
	refused_for(bad_read("iops", json_real(1e13)), "usable \"bw\" or \"iops\"");
	refused_for(bad_read("total_ios", json_real(-1)), "read.total_ios");
	refused_for(bad_read("runtime", json_string("x")), "read.runtime");
	j = job("idle", NULL);
	json_object_set_new(j, "read", side(0, 0));
	refused_for(doc(json_pack("[o]", j), NULL), "did no read or write I/O");
}

/* A document that is not fio's, or has no job object: -EINVAL with WHY. */
static void test_no_jobs(void **state)
{
	struct fiojson_file f;
	char why[256];
	json_t *bad[] = { json_object(), json_pack("{s:[]}", "jobs"),
			  json_pack("{s:s}", "jobs", "x"), json_pack("{s:[i, s]}", "jobs", 1, "x") };
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		why[0] = '\0';
		assert_int_equal(fiojson_parse(bad[i], &f, why, sizeof(why)), -EINVAL);
		assert_non_null(strstr(why, "not fio's JSON output"));
		json_decref(bad[i]);
	}
}

/* fio --client: each client's entry with its host; "All clients" passed over. */
static void test_client_server(void **state)
{
	struct fiojson_file f;
	json_t *a = job("j", NULL), *b = job("j", NULL), *all = job("All clients", NULL);

	json_object_set_new(a, "hostname", json_string("h1"));
	json_object_set_new(b, "hostname", json_string("h2"));
	parsed(json_pack("{s:[o, o, o]}", "client_stats", a, b, all), &f);
	assert_true(f.client_server);
	assert_int_equal(f.njobs, 2);
	assert_string_equal(f.jobs[0].host, "h1");
	assert_string_equal(f.jobs[1].host, "h2");
	fiojson_free(&f);
}

/* group_reporting (global or job, not "0") and the entry's groupid. */
static void test_groups(void **state)
{
	struct fiojson_file f;
	json_t *g = job("g", json_pack("{s:s}", "numjobs", "4")), *z;

	json_object_set_new(g, "groupid", json_integer(3));
	z = job("z", json_pack("{s:s}", "group_reporting", "0"));
	parsed(doc(json_pack("[o, o]", g, z), json_pack("{s:s}", "group_reporting", "")), &f);
	assert_true(f.jobs[0].group_reporting);
	assert_int_equal(f.jobs[0].groupid, 3);
	assert_int_equal(f.jobs[0].numjobs, 4);
	assert_false(f.jobs[1].group_reporting); /* the job's "0" over the global */
	fiojson_free(&f);
}

/* Options from the file become cell-name parts: nothing but [a-z0-9.-_]. */
static void test_names_are_data(void **state)
{
	struct fiojson_file f;

	parsed(doc(json_pack("[o]", job("x", json_pack("{s:s, s:s}", "rw", "RandRead\"<b>\n",
						       "bs", "4k,<i>'64k"))), NULL),
	       &f);
	assert_string_equal(f.jobs[0].rw, "randread__b__");
	assert_string_equal(f.jobs[0].bs, "4k__i__64k");
	fiojson_free(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fio3_numbers_and_options),
		cmocka_unit_test(test_fio2_kib),
		cmocka_unit_test(test_bs_names),
		cmocka_unit_test(test_bs_kb_base),
		cmocka_unit_test(test_refused_jobs),
		cmocka_unit_test(test_no_jobs),
		cmocka_unit_test(test_client_server),
		cmocka_unit_test(test_groups),
		cmocka_unit_test(test_names_are_data),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
