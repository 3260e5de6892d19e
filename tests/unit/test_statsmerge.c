// modules: lib/merge/statsmerge.c lib/json/jsonfile.c lib/json/fileopen.c engine/stats/statsjson.c lib/hist/histjson.c lib/hist/histjson_read.c lib/hist/lathist.c engine/stats/iostats.c engine/stats/timeseries.c engine/stats/devstat.c engine/tag/blkdev.c lib/json/atomicfile.c lib/safepath/safepath.c
/*
 * test_statsmerge: merging per-job stats files (lib/merge/statsmerge.c). Two jobs' documents,
 * built by statsjson from two recorders, merge into what one recorder of every sample
 * gives: same buckets, N, min, max and percentiles, mean and stddev within rounding; ios,
 * bytes and the completion histograms summed. Mismatched hist_precision, schema 1 files and
 * missing bins are refused with a message naming the file.
 */
#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "stats/statsjson.h"
#include "merge/statsmerge.h"

static const double pct[] = { 1, 50, 99, 99.9, 99.99 };

static uint64_t rng(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 0x2545F4914F6CDD1DULL;
}

/* run `n` reads through a recorder at depth 4 with latencies from seed; also into `all` */
static void run(struct iostats *st, double rel, uint64_t seed, unsigned n, struct iostats *all)
{
	struct lathist_config cfg;
	uint64_t s = seed, t = 1000;
	unsigned i;

	assert_int_equal(lathist_config_for(rel, 3600000000000ULL, &cfg), 0);
	assert_int_equal(iostats_init(st, 4, &cfg, 100000000ULL, 64), 0);
	for (i = 0; i < n; i++) {
		uint64_t lat = 1000 + rng(&s) % (seed * 100000);
		struct iostats *x[2] = { st, all };
		unsigned k;

		for (k = 0; k < 2 && x[k]; k++) {
			iostats_on_queue(x[k], 0, 0, t, true);
			iostats_on_submit(x[k], 0, t + 10);
			iostats_on_submit_batch(x[k], 1, true);
			iostats_on_complete(x[k], 0, t + 10 + lat, 4096, true);
			iostats_on_reap(x[k], 1, true);
		}
		t += lat + 20;
	}
}

static json_t *doc_of(const struct iostats *st, const char *name)
{
	struct statsjson_input in = {
		.engine_version = "0.1.0", .job_name = name, .rw = "randread", .backend = "libaio",
		.pct = pct, .npct = 5, .io = st, .hist_precision = 0.001,
	};
	json_t *d = statsjson_build(&in);

	assert_non_null(d);
	return d;
}

static void test_merge_equals_recording_into_one(void **state)
{
	struct lathist_config cfg;
	struct iostats a, b, all;
	json_t *docs[2], *m = NULL, *clat, *want;
	const char *names[] = { "a.json", "b.json" };
	char err[256];
	unsigned i;

	assert_int_equal(lathist_config_for(0.001, 3600000000000ULL, &cfg), 0);
	assert_int_equal(iostats_init(&all, 4, &cfg, 100000000ULL, 64), 0);
	run(&a, 0.001, 3, 30000, &all);
	run(&b, 0.001, 50, 20000, &all);
	docs[0] = doc_of(&a, "a");
	docs[1] = doc_of(&b, "b");
	/* span: the hull; window: a file without I/O (all 0, as doc_of writes it) is left out */
	json_object_set_new(docs[0], "span", json_pack("{sIsIsI}", "start_unix_ns", (json_int_t)1000,
			    "end_unix_ns", (json_int_t)5000, "ns", (json_int_t)4000));
	json_object_set_new(docs[1], "span", json_pack("{sIsIsI}", "start_unix_ns", (json_int_t)3000,
			    "end_unix_ns", (json_int_t)9000, "ns", (json_int_t)6000));
	json_object_set_new(docs[0], "window", json_pack("{sIsIsI}", "start_unix_ns",
			    (json_int_t)2000, "end_unix_ns", (json_int_t)5000, "ns", (json_int_t)3000));
	assert_int_equal(statsmerge_docs(docs, names, 2, &m, err, sizeof(err)), 0);
	want = json_pack("{sIsIsI}", "start_unix_ns", (json_int_t)1000, "end_unix_ns",
			 (json_int_t)9000, "ns", (json_int_t)8000);
	assert_true(json_equal(json_object_get(m, "span"), want));
	json_decref(want);
	assert_true(json_equal(json_object_get(m, "window"), json_object_get(docs[0], "window")));
	want = doc_of(&all, "all");
	clat = json_object_get(json_object_get(m, "read"), "clat_ns");
	assert_true(json_equal(json_object_get(clat, "percentile"),
			       json_object_get(json_object_get(json_object_get(want, "read"),
							       "clat_ns"), "percentile")));
	assert_true(json_equal(json_object_get(clat, "bins"),
			       json_object_get(json_object_get(json_object_get(want, "read"),
							       "clat_ns"), "bins")));
	assert_int_equal(json_integer_value(json_object_get(clat, "N")), 50000);
	assert_int_equal(json_integer_value(json_object_get(clat, "min")), all.ddir[0].clat.min);
	assert_int_equal(json_integer_value(json_object_get(clat, "max")), all.ddir[0].clat.max);
	assert_true(fabs(json_real_value(json_object_get(clat, "mean")) -
			 lathist_mean(&all.ddir[0].clat)) < 1e-6 * lathist_mean(&all.ddir[0].clat));
	assert_true(fabs(json_real_value(json_object_get(clat, "stddev")) -
			 lathist_stddev(&all.ddir[0].clat)) <
		    1e-6 * lathist_stddev(&all.ddir[0].clat));
	assert_int_equal(json_integer_value(json_object_get(json_object_get(m, "read"), "ios")),
			 50000);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(m, "read"), "bytes")),
			 50000 * 4096);
	assert_true(json_equal(json_object_get(m, "completions"),
			       json_object_get(want, "completions")));
	assert_int_equal(json_integer_value(json_object_get(json_object_get(m, "merged"),
							     "files")), 2);
	/* no file has a clean window: none merged, no clean counts */
	assert_null(json_object_get(m, "clean_window"));
	assert_null(json_object_get(json_object_get(m, "read"), "clean_bytes"));
	json_decref(m);
	/* one file has it: still none (its counts are not the clones' sum) */
	json_object_set_new(docs[0], "clean_window", json_pack("{sIsIsI}", "start_unix_ns",
			    (json_int_t)2500, "end_unix_ns", (json_int_t)5000, "ns", (json_int_t)2500));
	json_object_set_new(json_object_get(docs[0], "read"), "clean_bytes", json_integer(4096));
	json_object_set_new(json_object_get(docs[0], "read"), "clean_completions", json_integer(1));
	assert_int_equal(statsmerge_docs(docs, names, 2, &m, err, sizeof(err)), 0);
	assert_null(json_object_get(m, "clean_window"));
	assert_null(json_object_get(json_object_get(m, "read"), "clean_bytes"));
	json_decref(m);
	/* both: the hull, and the counts summed (issue 40) */
	json_object_set_new(docs[1], "clean_window", json_pack("{sIsIsI}", "start_unix_ns",
			    (json_int_t)3500, "end_unix_ns", (json_int_t)9000, "ns", (json_int_t)5500));
	json_object_set_new(json_object_get(docs[1], "read"), "clean_bytes", json_integer(8192));
	json_object_set_new(json_object_get(docs[1], "read"), "clean_completions", json_integer(2));
	assert_int_equal(statsmerge_docs(docs, names, 2, &m, err, sizeof(err)), 0);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(m, "clean_window"),
							     "ns")), 6500);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(m, "read"),
							     "clean_bytes")), 12288);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(m, "read"),
							     "clean_completions")), 3);
	json_decref(m);
	json_decref(want);
	for (i = 0; i < 2; i++)
		json_decref(docs[i]);
	iostats_free(&a);
	iostats_free(&b);
	iostats_free(&all);
}

static void test_refuses_mismatch_schema1_and_missing_bins(void **state)
{
	struct iostats a, b;
	json_t *docs[2], *m = (json_t *)1;
	const char *names[] = { "a.json", "b.json" };
	char err[256];

	run(&a, 0.001, 3, 100, NULL);
	run(&b, 0.01, 3, 100, NULL);
	docs[0] = doc_of(&a, "a");
	docs[1] = doc_of(&b, "b");
	assert_int_equal(statsmerge_docs(docs, names, 2, &m, err, sizeof(err)), -EINVAL);
	assert_null(m);
	assert_non_null(strstr(err, "b.json: read.clat_ns histogram precision differs"));
	/* b's sub_bits (0.01 %: 6) vs the first file's (0.001 %: 9), not the freed histogram's 0 */
	assert_non_null(strstr(err, "bins.sub_bits 6 vs 9"));
	assert_non_null(strstr(err, "hist_precision"));
	json_decref(docs[1]);
	docs[1] = doc_of(&a, "a2");
	json_object_del(json_object_get(json_object_get(docs[1], "read"), "clat_ns"), "bins");
	assert_int_equal(statsmerge_docs(docs, names, 2, &m, err, sizeof(err)), -EINVAL);
	assert_non_null(strstr(err, "b.json: read.clat_ns: no bins.buckets (a schema 1 file"));
	json_object_set_new(docs[1], "schema", json_integer(1));
	assert_int_equal(statsmerge_docs(docs, names, 2, &m, err, sizeof(err)), -EINVAL);
	assert_non_null(strstr(err, "b.json: schema 1, not 2"));
	assert_int_equal(statsmerge_docs(docs, names, 0, &m, err, sizeof(err)), -EINVAL);
	json_decref(docs[0]);
	json_decref(docs[1]);
	iostats_free(&a);
	iostats_free(&b);
}

/* A mean of 1e308 would make the pooled mean infinite: refused, file and field named. */
static void test_refuses_an_infinite_pooled_mean(void **state)
{
	struct iostats a;
	json_t *docs[2], *m = (json_t *)1;
	const char *names[] = { "a.json", "b.json" };
	char err[256];

	run(&a, 0.001, 3, 100, NULL);
	docs[0] = doc_of(&a, "a");
	docs[1] = doc_of(&a, "b");
	json_object_set_new(json_object_get(json_object_get(docs[1], "read"), "clat_ns"), "mean",
			    json_real(1e308));
	assert_int_equal(statsmerge_docs(docs, names, 2, &m, err, sizeof(err)), -EINVAL);
	assert_null(m);
	assert_string_equal(err, "b.json: read.clat_ns: mean is out of range (1e+308, not in 0..1.9e+19)");
	json_decref(docs[0]);
	json_decref(docs[1]);
	iostats_free(&a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_merge_equals_recording_into_one),
		cmocka_unit_test(test_refuses_mismatch_schema1_and_missing_bins),
		cmocka_unit_test(test_refuses_an_infinite_pooled_mean),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
