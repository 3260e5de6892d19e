// modules: lib/hist/histjson.c lib/hist/histjson_read.c lib/hist/lathist.c lib/json/jsonfile.c lib/json/fileopen.c lib/json/atomicfile.c lib/safepath/safepath.c
/*
 * test_histjson: the histogram-bins JSON (stats/histjson.h) written by histjson_write and read
 * back by histjson_read, side by side: every geometry the engine writes (sub_bits 3 .. 16)
 * round-trips bucket for bucket, with its count, overflow, min and max; an empty histogram
 * too; a file whose fields disagree with each other (N, overflow, min > max) is refused with
 * the field named.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "hist/histjson.h"

/* filled: a histogram of REL (relative error) with samples spread from 1 µs to past its end
 * (so that some land in the overflow count). */
static void filled(struct lathist *h, double rel)
{
	struct lathist_config cfg;
	uint64_t v;

	assert_int_equal(lathist_config_for(rel, LATHIST_DEFAULT_MAX_NS, &cfg), 0);
	assert_int_equal(lathist_init(h, &cfg), 0);
	for (v = 1000; v < 4 * LATHIST_DEFAULT_MAX_NS; v = v * 3 + 7)
		lathist_record(h, v);
	lathist_record(h, 1000); /* a bucket counted twice */
}

/* same: A and B hold the same buckets, count, overflow, min, max and geometry. */
static void same(const struct lathist *a, const struct lathist *b)
{
	assert_int_equal(a->cfg.sub_bits, b->cfg.sub_bits);
	assert_int_equal(a->cfg.nbuckets, b->cfg.nbuckets);
	assert_true(a->cfg.max_value == b->cfg.max_value);
	assert_true(a->count == b->count);
	assert_true(a->overflow == b->overflow);
	assert_true(a->min == b->min);
	assert_true(a->max == b->max);
	assert_memory_equal(a->buckets, b->buckets, a->cfg.nbuckets * sizeof(a->buckets[0]));
}

static void test_round_trip_every_precision(void **state)
{
	const double pct[] = { 50, 99, 99.9 };
	double rel;
	char why[256];
	unsigned seen = 0;

	for (rel = LATHIST_REL_ERROR_MAX; rel >= LATHIST_REL_ERROR_MIN; rel /= 2) {
		struct lathist h, back;
		json_t *o;

		filled(&h, rel);
		assert_true(h.overflow > 0);
		o = histjson_write(&h, pct, 3);
		assert_non_null(o);
		why[0] = '\0';
		assert_int_equal(histjson_read(o, &back, why, sizeof(why)), 0);
		same(&h, &back);
		/* a percentile read back from the rebuilt histogram is the one written */
		assert_true(lathist_percentile(&back, 99) == lathist_percentile(&h, 99));
		lathist_free(&back);
		lathist_free(&h);
		json_decref(o);
		seen++;
	}
	assert_true(seen >= 10); /* 2^-4 .. 2^-17: the engine's whole range */
}

static void test_round_trip_empty(void **state)
{
	struct lathist h, back;
	json_t *o;

	filled(&h, 0.001);
	lathist_reset(&h);
	o = histjson_write(&h, NULL, 0);
	assert_non_null(o);
	assert_int_equal(histjson_read(o, &back, NULL, 0), 0);
	assert_true(back.count == 0);
	same(&h, &back);
	lathist_free(&back);
	lathist_free(&h);
	json_decref(o);
}

/* read_why: histjson_read of O, which must fail; WHY holds the reason. */
static void read_fails(json_t *o, const char *want)
{
	struct lathist back;
	char why[256] = "";

	assert_int_equal(histjson_read(o, &back, why, sizeof(why)), -EINVAL);
	assert_non_null(strstr(why, want));
	assert_null(back.buckets);
	json_decref(o);
}

static void test_fields_that_disagree(void **state)
{
	struct lathist h;
	json_t *o;

	filled(&h, 0.01);
	o = histjson_write(&h, NULL, 0);
	json_object_set_new(o, "N", json_integer((json_int_t)h.count + 1));
	read_fails(o, "N is ");
	o = histjson_write(&h, NULL, 0);
	json_object_set_new(json_object_get(o, "bins"), "overflow",
			    json_integer((json_int_t)h.count + 1));
	read_fails(o, "bins.overflow");
	o = histjson_write(&h, NULL, 0);
	json_object_set_new(o, "min", json_integer((json_int_t)h.max + 1));
	read_fails(o, "max");
	o = histjson_write(&h, NULL, 0);
	json_object_set_new(o, "N", json_real(1e300));
	read_fails(o, "N");
	o = histjson_write(&h, NULL, 0);
	json_object_del(o, "bins");
	read_fails(o, "no bins.buckets");
	lathist_free(&h);
}

static void test_read_rejects_bad_bins(void **state)
{
	struct lathist h;
	json_t *o = json_pack("{s:i, s:{s:i, s:i, s:I, s:i, s:[[ii]]}}", "N", 1, "bins",
			      "sub_bits", 9, "nbuckets", 17223, "max_value",
			      (json_int_t)3603477561343LL, "overflow", 0, "buckets", 99999, 1);

	assert_non_null(o);
	assert_int_equal(histjson_read(o, &h, NULL, 0), -EINVAL); /* index beyond nbuckets */
	json_decref(o);
	o = json_pack("{s:i, s:{s:i, s:i, s:I, s:i, s:[[ii]]}}", "N", 2, "bins", "sub_bits", 9,
		      "nbuckets", 17223, "max_value", (json_int_t)3603477561343LL, "overflow", 0,
		      "buckets", 5, 1);
	assert_int_equal(histjson_read(o, &h, NULL, 0), -EINVAL); /* N != sum of counts */
	json_decref(o);
	o = json_pack("{s:i, s:{s:i, s:i, s:I, s:i, s:[[ii]]}}", "N", 1, "bins", "sub_bits", 9,
		      "nbuckets", 100, "max_value", (json_int_t)3603477561343LL, "overflow", 0,
		      "buckets", 5, 1);
	assert_int_equal(histjson_read(o, &h, NULL, 0), -EINVAL); /* inconsistent geometry */
	json_decref(o);
}

/* hist_of: a clat_ns object with bins of SUB_BITS, NBUCKETS, MAX_VALUE, one bucket [5, 1]. */
static json_t *hist_of(json_int_t sub_bits, json_int_t nbuckets, json_int_t max_value)
{
	return json_pack("{s:i, s:i, s:i, s:f, s:f, s:{s:I, s:I, s:I, s:i, s:[[ii]]}}", "N", 1,
			 "min", 5, "max", 5, "mean", 5.0, "stddev", 0.0, "bins", "sub_bits", sub_bits,
			 "nbuckets", nbuckets, "max_value", max_value, "overflow", 0, "buckets", 5,
			 1);
}

/* Only what the engine can write is accepted, the field named: issue 13's 143-byte file
 * (sub_bits 24, a huge max_value) must not allocate gigabytes. */
static void test_read_accepts_only_what_the_engine_writes(void **state)
{
	struct lathist_config c;
	struct lathist h;
	char why[256];
	json_t *o;

	assert_int_equal(lathist_config_for(1e-5, LATHIST_DEFAULT_MAX_NS, &c), 0);
	assert_int_equal(c.sub_bits, 16); /* the engine's finest */
	o = hist_of(16, c.nbuckets, (json_int_t)c.max_value);
	assert_int_equal(histjson_read(o, &h, why, sizeof(why)), 0);
	assert_true(lathist_memory_size(&c) < 16u << 20); /* the most one file can cost */
	lathist_free(&h);
	json_decref(o);

	o = hist_of(24, 1, INT64_MAX);
	assert_int_equal(histjson_read(o, &h, why, sizeof(why)), -EINVAL);
	assert_string_equal(why, "bins.sub_bits is out of range (24, not in 3..16)");
	assert_null(h.buckets);
	json_decref(o);

	o = hist_of(9, 17223, INT64_MAX);
	assert_int_equal(histjson_read(o, &h, why, sizeof(why)), -EINVAL);
	assert_non_null(strstr(why, "bins.max_value is out of range (9223372036854775807, not in 1..3603477561343)"));
	json_decref(o);

	o = hist_of(9, 100, 3603477561343LL);
	assert_int_equal(histjson_read(o, &h, why, sizeof(why)), -EINVAL);
	assert_string_equal(why, "bins.nbuckets 100 does not match bins.sub_bits 9 and bins.max_value 3603477561343");
	json_decref(o);

	o = hist_of(9, 17223, 3603477561343LL);
	json_array_append_new(json_object_get(json_object_get(o, "bins"), "buckets"),
			      json_pack("[ii]", 5, 1)); /* index 5 twice */
	json_object_set_new(o, "N", json_integer(2));
	assert_int_equal(histjson_read(o, &h, why, sizeof(why)), -EINVAL);
	assert_non_null(strstr(why, "bins.buckets[1] is not [index, count]"));
	json_decref(o);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trip_every_precision),
		cmocka_unit_test(test_round_trip_empty),
		cmocka_unit_test(test_fields_that_disagree),
		cmocka_unit_test(test_read_rejects_bad_bins),
		cmocka_unit_test(test_read_accepts_only_what_the_engine_writes),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
