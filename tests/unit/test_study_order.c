// modules: study/order.c study/decide.c lib/seqtest/bounds.c lib/seqtest/seqtest.c study/dynamic.c study/doc.c study/spec.c lib/json/jsonfile.c lib/json/fileopen.c lib/json/atomicfile.c lib/safepath/safepath.c
/*
 * test_study_order: which run build/schedaio-study's next gives (study/order.c): interleaved
 * (round r of every scheduler and cell before round r + 1) and blocked orders, a run ok with
 * its fio.json in place passed over (and not without it), the end of the study; order_count's
 * scheduled and done slots; order_plan_check refusing names that are no folder name; an
 * --after that is not in the plan.
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
#include <jansson.h>

#include "study.h"

/* plan: a manifest of schedulers a, b, cells x, y, 2 runs, ORDER (NULL: the default). */
static json_t *plan(const char *order)
{
	json_t *root = json_pack("{s:[s, s], s:[s, s], s:i, s:[]}", "schedulers", "a", "b",
				 "cells", "x", "y", "runs", 2, "results");

	assert_non_null(root);
	if (order)
		json_object_set_new(root, "order", json_string(order));
	return root;
}

/* walk: the runs order_next gives from the start until the study is done, as "a/x/1 ..." */
static void walk(json_t *root, const char *dir, char *out, size_t len)
{
	struct slot s, prev;
	char why[256], folder[64] = "", cell[64] = "";
	int ret, first = 1;

	out[0] = '\0';
	for (;;) {
		ret = order_next(root, dir, NULL, first ? NULL : &prev, &s, why, sizeof(why));
		assert_true(ret >= 0);
		if (ret == 0)
			return;
		snprintf(out + strlen(out), len - strlen(out), "%s%s/%s/%d", first ? "" : " ",
			 s.folder, s.cell, s.run);
		snprintf(folder, sizeof(folder), "%s", s.folder);
		snprintf(cell, sizeof(cell), "%s", s.cell);
		prev.folder = folder;
		prev.cell = cell;
		prev.run = s.run;
		first = 0;
		assert_true(strlen(out) < len - 32); /* it ends */
	}
}

static void test_interleaved_and_blocked(void **state)
{
	json_t *root = plan(NULL);
	char seq[1024];

	walk(root, "/nonexistent", seq, sizeof(seq));
	assert_string_equal(seq, "a/x/1 a/y/1 b/x/1 b/y/1 a/x/2 a/y/2 b/x/2 b/y/2");
	json_decref(root);
	root = plan("blocked");
	walk(root, "/nonexistent", seq, sizeof(seq));
	assert_string_equal(seq, "a/x/1 a/x/2 a/y/1 a/y/2 b/x/1 b/x/2 b/y/1 b/y/2");
	json_decref(root);
}

/* A run recorded ok is passed over only while its fio.json is there. */
static void test_done_runs_passed_over(void **state)
{
	json_t *root = plan(NULL);
	char dir[] = "/tmp/test_study_order.XXXXXX", path[256], seq[1024], cmd[300];
	long total, done;
	FILE *f;

	assert_non_null(mkdtemp(dir));
	json_array_append_new(json_object_get(root, "results"),
			      json_pack("{s:s, s:s, s:i, s:s}", "scheduler", "a", "cell", "x",
					"run", 1, "status", "ok"));
	json_array_append_new(json_object_get(root, "results"),
			      json_pack("{s:s, s:s, s:i, s:s}", "scheduler", "b", "cell", "y",
					"run", 1, "status", "failed"));
	walk(root, dir, seq, sizeof(seq));
	assert_string_equal(seq, "a/x/1 a/y/1 b/x/1 b/y/1 a/x/2 a/y/2 b/x/2 b/y/2");
	snprintf(path, sizeof(path), "%s/a/x/run-1", dir);
	snprintf(cmd, sizeof(cmd), "mkdir -p %s", path);
	assert_int_equal(system(cmd), 0);
	strcat(path, "/fio.json");
	f = fopen(path, "w");
	assert_non_null(f);
	fclose(f);
	walk(root, dir, seq, sizeof(seq));
	assert_string_equal(seq, "a/y/1 b/x/1 b/y/1 a/x/2 a/y/2 b/x/2 b/y/2");
	assert_int_equal(order_count(root, NULL, &total, &done), 0);
	assert_int_equal(total, 8);
	assert_int_equal(done, 1); /* the failed run is not done */
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	assert_int_equal(system(cmd), 0);
	json_decref(root);
}

/* bad_plan: order_plan_check of a plan whose KEY is VALUE (stolen): -EINVAL naming WANT. */
static void bad_plan(const char *key, json_t *value, const char *want)
{
	json_t *root = plan(NULL);
	char why[256] = "";

	json_object_set_new(root, key, value);
	assert_int_equal(order_plan_check(root, why, sizeof(why)), -EINVAL);
	assert_non_null(strstr(why, want));
	json_decref(root);
}

static void test_plan_check(void **state)
{
	json_t *root = plan(NULL);
	char why[256];

	assert_int_equal(order_plan_check(root, why, sizeof(why)), 0);
	json_decref(root);
	bad_plan("schedulers", json_pack("[s, s]", "a", "../b"), "schedulers[1]");
	bad_plan("schedulers", json_pack("[s, i]", "a", 3), "schedulers[1]");
	bad_plan("cells", json_pack("[s]", ""), "cells[0]");
	bad_plan("cells", json_pack("[s, s]", "x", ".."), "cells[1]");
	bad_plan("cells", json_pack("[s]", "a\x1b[2J"), "cells[0]"); /* a terminal control */
}

static void test_after_not_in_plan(void **state)
{
	json_t *root = plan(NULL);
	struct slot after = { "c", "x", 1 }, next;
	char why[256] = "";

	assert_int_equal(order_next(root, "/nonexistent", NULL, &after, &next, why, sizeof(why)),
			 -EINVAL);
	assert_non_null(strstr(why, "not a scheduler and cell of the study"));
	json_decref(root);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_interleaved_and_blocked),
		cmocka_unit_test(test_done_runs_passed_over),
		cmocka_unit_test(test_plan_check),
		cmocka_unit_test(test_after_not_in_plan),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
