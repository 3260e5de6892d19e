// modules: study/dynamic.c study/doc.c study/spec.c lib/json/jsonfile.c lib/json/fileopen.c lib/json/atomicfile.c lib/safepath/safepath.c
// test_study: build/schedaio-study's model (study/study.h) without the shell: the dynamic run
// count (dyn_reason, dyn_more: the Phoronix Test Suite's rule, the manifest's rsd_threshold,
// MANIFEST_RSD_THRESHOLD without one, fixed --runs) and the manifest's results (doc_put_result
// replaces the entry of the same run, doc_result finds it, doc_int bounds a count), and the
// manifest's device_model from the spec's one line of JSON (an object kept, anything else null).
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "json/manifestkeys.h"
#include "study.h"

/* 100, 110, 90: mean 100, sample sd 10, RSD 10 %. */
static const double spread[] = { 100, 110, 90 };
/* 100, 101, 99: RSD 1 %. */
static const double tight[] = { 100, 101, 99 };

static void test_dyn_reason(void **state)
{
	char why[STUDY_WHY];

	(void)state;
	assert_int_equal(dyn_reason(spread, 3, 3.5, 3, 3, 10, why, sizeof(why)), 1);
	assert_string_equal(why, "RSD 10.00 % >= 3.5 % over 3 runs");
	assert_int_equal(dyn_reason(tight, 3, 3.5, 3, 3, 10, why, sizeof(why)), 0);
	assert_int_equal(dyn_reason(spread, 3, 20, 3, 3, 10, why, sizeof(why)), 0);
	assert_int_equal(dyn_reason(spread, 1, 3.5, 3, 3, 10, why, sizeof(why)), 0); /* 1 value */
	/* past MAX (3 x 3 = 9 runs for short runs) nothing more is added */
	assert_int_equal(dyn_max_runs(3, 10), 9);
	assert_int_equal(dyn_max_runs(3, 120), 6);
}

/* manifest: RUNS scheduled, MODE, THRESHOLD (< 0: none), the three ok runs of V. */
static json_t *manifest(int runs, const char *mode, double threshold, const double *v)
{
	json_t *root = json_object(), *res = json_array();
	int i;

	json_object_set_new(root, MK_RUNS, json_integer(runs));
	json_object_set_new(root, MK_RUNS_MODE, json_string(mode));
	if (threshold >= 0)
		json_object_set_new(root, MK_RSD_THRESHOLD, json_real(threshold));
	for (i = 0; i < 3; i++)
		json_array_append_new(res, json_pack("{s:s, s:s, s:i, s:s, s:f, s:f}",
						     MK_SCHEDULER, "bfq", MK_CELL, "c", MK_RUN, i + 1,
						     MK_STATUS, "ok", "bw_kib", v[i], "seconds", 10.0));
	json_object_set_new(root, MK_RESULTS, res);
	return root;
}

static void test_dyn_more(void **state)
{
	char why[STUDY_WHY];
	json_t *m;

	(void)state;
	m = manifest(3, "dynamic", -1, spread); /* no rsd_threshold: 3.5 % */
	assert_int_equal(dyn_more(m, NULL, "bfq", "c", 3, why, sizeof(why)), 1);
	assert_non_null(strstr(why, ">= 3.5 %"));
	assert_int_equal(dyn_more(m, NULL, "bfq", "c", 2, why, sizeof(why)), 0); /* scheduled */
	json_decref(m);
	m = manifest(3, "dynamic", 15, spread); /* the manifest's threshold wins */
	assert_int_equal(dyn_more(m, NULL, "bfq", "c", 3, why, sizeof(why)), 0);
	json_decref(m);
	m = manifest(3, "fixed", -1, spread);
	assert_int_equal(dyn_more(m, NULL, "bfq", "c", 3, why, sizeof(why)), 0);
	json_decref(m);
	assert_true(MANIFEST_RSD_THRESHOLD == 3.5);
}

static void test_doc_results(void **state)
{
	json_t *root = json_object(), *r;

	(void)state;
	assert_int_equal(doc_put_result(root, json_pack("{s:s, s:s, s:i, s:s}", MK_SCHEDULER, "none",
							MK_CELL, "c", MK_RUN, 1, MK_STATUS, "failed")), 0);
	assert_int_equal(doc_put_result(root, json_pack("{s:s, s:s, s:i, s:s}", MK_SCHEDULER, "none",
							MK_CELL, "c", MK_RUN, 1, MK_STATUS, "ok")), 0);
	assert_int_equal(json_array_size(json_object_get(root, MK_RESULTS)), 1); /* replaced */
	r = doc_result(root, NULL, "none", "c", 1);
	assert_non_null(r);
	assert_string_equal(json_string_value(json_object_get(r, MK_STATUS)), "ok");
	assert_null(doc_result(root, "host1", "none", "c", 1)); /* a study without hosts */
	assert_null(doc_result(root, NULL, "none", "c", 2));
	json_object_set_new(root, MK_RUNS, json_integer(0));
	assert_int_equal(doc_int(root, MK_RUNS, 3), 3); /* out of [1, 1000000] */
	json_object_set_new(root, MK_RUNS, json_integer(5));
	assert_int_equal(doc_int(root, MK_RUNS, 3), 5);
	assert_int_equal(doc_hosts(root, NULL), 0);
	json_decref(root);
}

/* init_model: doc_init of a spec with pack_path jobs/laptop (run from the repository top) and,
 * unless MODEL is NULL, a device_model line; returns the manifest's device_model (a new ref). */
static json_t *init_model(const char *model)
{
	struct spec_line l[2] = { { .key = "pack_path", .f = { "jobs/laptop" }, .nf = 1 },
				  { .key = "device_model", .f = { model }, .nf = 1 } };
	json_t *root = NULL, *m;
	char why[256];

	assert_int_equal(doc_init(l, model ? 2 : 1, NULL, NULL, &root, why, sizeof(why)), 0);
	m = json_incref(json_object_get(root, MK_DEVICE_MODEL));
	json_decref(root);
	assert_non_null(m);
	return m;
}

static void test_doc_device_model(void **state)
{
	json_t *m;

	(void)state;
	m = init_model("{\"name\":\"laptop\",\"probe\":{\"inflight_max\":32}}");
	assert_string_equal(json_string_value(json_object_get(m, "name")), "laptop");
	assert_int_equal(json_integer_value(json_object_get(json_object_get(m, "probe"), "inflight_max")), 32);
	json_decref(m);
	m = init_model("null"); /* --device-model none */
	assert_true(json_is_null(m));
	json_decref(m);
	m = init_model("[1]"); /* not an object: null, never kept as it came */
	assert_true(json_is_null(m));
	json_decref(m);
	m = init_model("{\"name\": \"a\", \"name\": \"b\"}"); /* a key twice */
	assert_true(json_is_null(m));
	json_decref(m);
	m = init_model("not json");
	assert_true(json_is_null(m));
	json_decref(m);
	m = init_model(NULL); /* no line: an older run-pack's spec */
	assert_true(json_is_null(m));
	json_decref(m);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dyn_reason),
		cmocka_unit_test(test_dyn_more),
		cmocka_unit_test(test_doc_results),
		cmocka_unit_test(test_doc_device_model),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
