// modules: compare/model/labels.c lib/label/schedlabel.c compare/read/reference.c compare/model/published.c lib/json/jsonfile.c lib/json/fileopen.c lib/units/units.c
// test_compare_labels: row labels from jobs/sched-labels.tsv (labels.c) and the lookup of
// published values in results/reference/ (reference.c), including the legacy mapping
// (a study's mq-deadline against a set that only has the legacy "Deadline").
// Run from the repository's top folder (tests/run does).
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "model/labels.h"
#include "read/reference.h"

#define TSV "jobs/sched-labels.tsv"

static void test_keys_and_names(void **state)
{
	struct labels l;
	json_t *t0 = json_pack("{s:s}", "low_latency", "0");
	char *k;
	int d;

	assert_int_equal(labels_load(&l), 0);
	assert_true(l.n >= 10);
	k = labels_key(&l, "none", NULL, &d);
	assert_string_equal(k, "none");
	assert_int_equal(d, 0);
	assert_string_equal(labels_name(&l, k), "MQ None"); /* the first row wins */
	free(k);
	/* schema 1: no tunables recorded: bfq's kernel default low_latency=1 is assumed */
	k = labels_key(&l, "bfq", NULL, &d);
	assert_string_equal(k, "bfq:low_latency=1");
	assert_int_equal(d, 1);
	assert_string_equal(labels_name(&l, k), "BFQ low_latency");
	free(k);
	k = labels_key(&l, "bfq", t0, &d);
	assert_string_equal(k, "bfq:low_latency=0");
	assert_int_equal(d, 0);
	assert_string_equal(labels_name(&l, k), "BFQ");
	free(k);
	/* a tunable written as a JSON number counts as its decimal text */
	{
		json_t *t1 = json_pack("{s:i, s:s}", "low_latency", 1, "slice_idle", "8");

		k = labels_key(&l, "bfq", t1, &d);
		assert_string_equal(k, "bfq:low_latency=1");
		assert_int_equal(d, 0);
		free(k);
		json_decref(t1);
	}
	/* a scheduler the table lacks keeps its kernel name */
	k = labels_key(&l, "foo", NULL, &d);
	assert_string_equal(labels_name(&l, k), "foo");
	free(k);
	k = labels_key_of_label(&l, "Kyber MQ");
	assert_string_equal(k, "kyber");
	free(k);
	assert_string_equal(labels_legacy(&l, "deadline"), "mq-deadline");
	assert_string_equal(labels_legacy(&l, "noop"), "none");
	assert_null(labels_legacy(&l, "kyber"));
	json_decref(t0);
	labels_free(&l);
}

/* The rule is schedlabel_find's: a key with more tunables than a row names still gets that
 * row's label (the first row whose tunables it all has), as the engine's tag does. */
static void test_labels_rule_is_the_engines(void **state)
{
	struct labels l;

	(void)state;
	assert_int_equal(labels_load(&l), 0);
	assert_string_equal(labels_name(&l, "bfq:low_latency=0,slice_idle=0"), "BFQ");
	assert_string_equal(labels_name(&l, "bfq:slice_idle=0"), "bfq:slice_idle=0");
	assert_string_equal(labels_name(&l, "Not A Key"), "Not A Key");
	labels_free(&l);
}

static void test_reference_find(void **state)
{
	const struct reference_entry *e;
	struct reference r;
	struct labels l;
	char why[256];

	assert_int_equal(labels_load(&l), 0);
	assert_int_equal(reference_load("laptop-4.13", "results/reference", &l, &r, why,
					sizeof(why)), 0);
	assert_int_equal(r.unit, UNITS_KIB_1000);
	e = reference_find(&r, &l, "randread-4k", METRIC_MBPS, "kyber");
	assert_non_null(e);
	assert_string_equal(e->label, "Kyber MQ");
	assert_float_equal(e->value, 362.73, 1e-9);
	/* no "MQ Deadline" in the 4.13 laptop set: the legacy Deadline stands in */
	e = reference_find(&r, &l, "randwrite-4k", METRIC_IOPS, "mq-deadline");
	assert_non_null(e);
	assert_string_equal(e->label, "Deadline");
	assert_float_equal(e->value, 17706, 0);
	e = reference_find(&r, &l, "write-4k", METRIC_MBPS, "bfq:low_latency=0");
	assert_string_equal(e->label, "BFQ");
	assert_float_equal(e->value, 27.72, 1e-9);
	assert_null(reference_find(&r, &l, "randread-2m", METRIC_MBPS, "none"));
	reference_free(&r);

	assert_int_equal(reference_load("epyc-4.19", "results/reference", &l, &r, why,
					sizeof(why)), 0);
	assert_int_equal(r.unit, UNITS_MIB);
	e = reference_find(&r, &l, "randwrite-4k", METRIC_MBPS, "mq-deadline");
	assert_string_equal(e->label, "MQ Deadline"); /* exact beats legacy */
	assert_float_equal(e->value, 226, 0);
	e = reference_find(&r, &l, "write-2m", METRIC_MBPS, "bfq:low_latency=0");
	assert_string_equal(e->label, "BFQ");
	assert_int_equal(e->has_se, 1);
	assert_float_equal(e->se, 4.74, 1e-9);
	assert_int_equal(e->n, 7);
	reference_free(&r);

	assert_int_equal(reference_load("laptop-9.99", "results/reference", &l, &r, why,
					sizeof(why)), -ENOENT);
	assert_non_null(strstr(why, "no reference set \"laptop-9.99\""));
	assert_int_equal(reference_load(TSV, "results/reference", &l, &r, why, sizeof(why)),
			 -EINVAL);
	labels_free(&l);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_keys_and_names),
		cmocka_unit_test(test_labels_rule_is_the_engines),
		cmocka_unit_test(test_reference_find),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
