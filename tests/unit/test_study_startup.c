// modules: study/startup.c study/jobfile.c lib/json/jsonfile.c lib/json/fileopen.c
// test_study_startup: the startup object of a start-up replay (study/startup.c) without the
// shell: numbers typed as the shell's jq printed them, the trace's read requests and bytes
// (and its bounds), and startup_object on a made-up run folder: a start that completed, one
// that timed out (fewer requests, an fio error), no engine stats, and fio.json's errors.
// Values worked out by hand in the comments; the committed study's runs are held against the
// old jq by tests/integration/study-jobfile.bats.
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "study.h"

static char dir[] = "/tmp/test_study_startup.XXXXXX";

/* put: NAME in the folder with TEXT. */
static void put(const char *name, const char *text)
{
	char p[256];
	FILE *f;

	snprintf(p, sizeof(p), "%s/%s", dir, name);
	f = fopen(p, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void drop(const char *name)
{
	char p[256];

	snprintf(p, sizeof(p), "%s/%s", dir, name);
	unlink(p);
}

/* A trace of 3 reads, 4096 + 8192 + 4096 = 16384 bytes (a write and an open not counted). */
static const char trace[] = "fio version 3 iolog\n1 f add\n1 f open\n"
			    "2 f read 0 4096\n3 f read 4096 8192\n4 f write 0 512\n"
			    "5 f\tread 0 4096\n6 f close\n";

static int setup(void **state)
{
	char text[1024];

	(void)state;
	assert_non_null(mkdtemp(dir));
	put("t.iolog", trace);
	snprintf(text, sizeof(text), "[global]\nruntime=60\n[bg]\nrw=write\n[app]\nread_iolog=%s/t.iolog\n",
		 dir);
	put("job.fio", text);
	put("pack.fio", "[global]\nruntime=600\n[app]\nread_iolog=traces/t.iolog\n");
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	drop("t.iolog");
	drop("job.fio");
	drop("pack.fio");
	drop("fio.json");
	drop("schedaio-app.json");
	rmdir(dir);
	return 0;
}

static void test_number(void **state)
{
	json_t *v;

	(void)state;
	v = startup_number(3.0);
	assert_true(json_is_integer(v));
	assert_int_equal(json_integer_value(v), 3);
	json_decref(v);
	v = startup_number(0.5);
	assert_true(json_is_real(v));
	json_decref(v);
	v = startup_number(1e17); /* jq printed 1e+17: a real */
	assert_true(json_is_real(v));
	json_decref(v);
	v = startup_number(-2.5e16);
	assert_true(json_is_integer(v));
	json_decref(v);
}

static void test_trace_counts(void **state)
{
	char p[256], why[STUDY_WHY], big[STARTUP_LINE_MAX + 8];
	long long n = -1, b = -1;

	(void)state;
	snprintf(p, sizeof(p), "%s/t.iolog", dir);
	assert_int_equal(startup_trace_counts(p, &n, &b, why, sizeof(why)), 0);
	assert_int_equal(n, 3);
	assert_int_equal(b, 16384);
	memset(big, 'a', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	put("long.iolog", big);
	snprintf(p, sizeof(p), "%s/long.iolog", dir);
	assert_int_equal(startup_trace_counts(p, &n, &b, why, sizeof(why)), -EFBIG);
	drop("long.iolog");
	assert_int_equal(startup_trace_counts(p, &n, &b, why, sizeof(why)), -ENOENT);
	assert_non_null(strstr(why, "long.iolog"));
}

/* fio.json of an app job that did READS requests with ERROR, and a background job. */
static void fio_json(int reads, int error)
{
	char text[512];

	snprintf(text, sizeof(text),
		 "{\"fio version\": \"fio-3.33\", \"jobs\": ["
		 "{\"jobname\": \"bg\", \"read\": {\"bw\": 100}, \"write\": {\"bw\": 2000}},"
		 "{\"jobname\": \"app\", \"error\": %d, \"read\": {\"total_ios\": %d, "
		 "\"io_bytes\": 16384, \"bw\": 7}},"
		 "{\"jobname\": \"bg2\", \"read\": {\"bw\": 0.5}}]}\n",
		 error, reads);
	put("fio.json", text);
}

static json_t *field(json_t *o, const char *key)
{
	return json_object_get(json_object_get(o, "startup"), key);
}

static void test_object(void **state)
{
	char pack[256], why[STUDY_WHY];
	json_t *o;

	(void)state;
	snprintf(pack, sizeof(pack), "%s/pack.fio", dir);
	fio_json(3, 0);
	/* span 1.5 s; I/O wait 2 x 1000 + 1 x 500 ns */
	put("schedaio-app.json", "{\"span\": {\"ns\": 1500000000}, \"read\": {\"clat_ns\": "
				 "{\"mean\": 1000, \"N\": 2}}, \"write\": {\"clat_ns\": "
				 "{\"mean\": 500, \"N\": 1}}}\n");
	assert_int_equal(startup_object(dir, pack, "app", &o, why, sizeof(why)), 0);
	assert_string_equal(json_string_value(field(o, "app_job")), "app");
	assert_string_equal(json_string_value(field(o, "trace")), "traces/t.iolog");
	assert_int_equal(json_integer_value(field(o, "trace_requests")), 3);
	assert_int_equal(json_integer_value(field(o, "trace_bytes")), 16384);
	assert_int_equal(json_integer_value(field(o, "requests")), 3);
	assert_int_equal(json_integer_value(field(o, "bytes")), 16384);
	assert_int_equal(json_integer_value(field(o, "limit_s")), 60); /* the run's, not the pack's */
	assert_true(json_is_false(field(o, "timed_out")));
	assert_true(json_is_real(field(o, "seconds")));
	assert_true(json_real_value(field(o, "seconds")) == 1.5);
	assert_true(json_real_value(field(o, "io_wait_s")) == 2500 / 1e9);
	/* 100 + 2000 + 0.5 KiB/s: the app job's 7 not counted */
	assert_true(json_real_value(field(o, "background_kib")) == 2100.5);
	json_decref(o);

	fio_json(2, 0); /* a request short: timed out, no time */
	assert_int_equal(startup_object(dir, pack, "app", &o, why, sizeof(why)), 0);
	assert_true(json_is_true(field(o, "timed_out")));
	assert_true(json_is_null(field(o, "seconds")));
	assert_true(json_is_null(field(o, "io_wait_s")));
	json_decref(o);

	fio_json(3, 5); /* every request, but fio's error */
	assert_int_equal(startup_object(dir, pack, "app", &o, why, sizeof(why)), 0);
	assert_true(json_is_true(field(o, "timed_out")));
	json_decref(o);

	fio_json(3, 0);
	drop("schedaio-app.json"); /* no engine stats: no time, no wait, not timed out */
	assert_int_equal(startup_object(dir, pack, "app", &o, why, sizeof(why)), 0);
	assert_true(json_is_false(field(o, "timed_out")));
	assert_true(json_is_null(field(o, "seconds")));
	assert_true(json_is_null(field(o, "io_wait_s")));
	json_decref(o);
}

static void test_object_errors(void **state)
{
	char pack[256], why[STUDY_WHY];
	json_t *o;

	(void)state;
	snprintf(pack, sizeof(pack), "%s/pack.fio", dir);
	put("fio.json", "{\"jobs\": {}}\n");
	assert_int_equal(startup_object(dir, pack, "app", &o, why, sizeof(why)), -EINVAL);
	assert_null(o);
	assert_non_null(strstr(why, "jobs"));
	put("fio.json", "{\"jobs\": [{\"jobname\": \"app\", \"read\": {\"total_ios\": \"3\"}}]}\n");
	assert_int_equal(startup_object(dir, pack, "app", &o, why, sizeof(why)), -EINVAL);
	put("fio.json", "{\"jobs\": [{\"jobname\": \"bg\", \"write\": {\"bw\": []}}]}\n");
	assert_int_equal(startup_object(dir, pack, "app", &o, why, sizeof(why)), -EINVAL);
	drop("fio.json");
	assert_true(startup_object(dir, pack, "app", &o, why, sizeof(why)) < 0);
	assert_true(startup_object(dir, "/nonexistent/pack.fio", "app", &o, why, sizeof(why)) ==
		    -ENOENT);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_number),
		cmocka_unit_test(test_trace_counts),
		cmocka_unit_test(test_object),
		cmocka_unit_test(test_object_errors),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
