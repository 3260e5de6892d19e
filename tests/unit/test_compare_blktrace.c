// modules: compare/read/blktrace_read.c study/blktrace/bt_analyse.c study/blktrace/bt_json.c lib/hist/lathist.c lib/hist/histjson.c lib/hist/histjson_read.c lib/json/jsonfile.c lib/json/fileopen.c lib/json/atomicfile.c lib/safepath/safepath.c compare/model/tracetimes.c
/* test_compare_blktrace: compare's reader of blktrace.json (read/blktrace_read.h) on what
 * schedaio-blktrace writes (bt_json.h) for a synthetic trace: counts and times per group and
 * direction, lost events; a hostile file (groups not an array, a negative count, too many
 * groups) refused with the field named. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "bt_analyse.h"
#include "bt_json.h"
#include "json/atomicfile.h"
#include "read/blktrace_read.h"

static char dir[] = "/tmp/test-compare-blktrace.XXXXXX";

static void write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void test_round_trip(void **st)
{
	struct bt_state s;
	struct btr_run r;
	char path[256], why[256];
	json_t *doc;
	const char *lines[] = {
		"fio-100 [001] ..... 10.000001: block_bio_queue: 7,3 R 1000 + 8 [fio]",
		"fio-100 [001] ..... 10.000010: block_rq_insert: 7,3 R 4096 () 1000 + 8 be,0,4 [fio]",
		"fio-100 [001] ..... 10.000030: block_rq_issue: 7,3 R 4096 () 1000 + 8 be,0,4 [fio]",
		"<idle>-0 [000] ..s1. 10.000100: block_rq_complete: 7,3 R () 1000 + 8 be,0,4 [0]",
	};
	size_t i;

	(void)st;
	assert_int_equal(bt_init(&s, 7u << 20 | 3u), 0);
	assert_int_equal(bt_add_job(&s, "app", 100), 0);
	assert_int_equal(bt_finish_groups(&s), 0);
	for (i = 0; i < 4; i++)
		assert_int_equal(bt_line(&s, lines[i]), 0);
	doc = bt_json(&s, 0);
	snprintf(path, sizeof(path), "%s/bt.json", dir);
	assert_int_equal(atomicfile_json(path, doc, 0, why, sizeof(why)), 0);
	json_decref(doc);
	bt_free(&s);
	assert_int_equal(blktrace_read_file(path, &r, why, sizeof(why)), 0);
	assert_int_equal(r.ngroups, 2);
	assert_true(r.complete);
	assert_string_equal(r.groups[0].name, "app");
	assert_true(r.groups[1].others);
	assert_int_equal(r.groups[0].dir[0].requests, 1);
	assert_true(r.groups[0].dir[0].queue.p50 == 20000.0);
	assert_true(r.groups[0].dir[0].device.p99 == 70000.0);
	assert_true(r.groups[0].dir[0].device.mean == 70000.0);
	assert_false(r.groups[1].dir[0].has);
}

static void test_hostile(void **st)
{
	struct btr_run r;
	char path[256], why[256], *big;
	size_t i, off;

	(void)st;
	snprintf(path, sizeof(path), "%s/h.json", dir);
	write_file(path, "{\"schema\": 1, \"lost_events\": 0, \"complete\": true, \"groups\": {}}");
	assert_int_equal(blktrace_read_file(path, &r, why, sizeof(why)), -EINVAL);
	assert_non_null(strstr(why, "groups"));
	write_file(path, "{\"schema\": 1, \"lost_events\": -1, \"groups\": []}");
	assert_int_equal(blktrace_read_file(path, &r, why, sizeof(why)), -ERANGE);
	assert_non_null(strstr(why, "lost_events"));
	write_file(path, "{\"schema\": 1, \"lost_events\": 0, \"groups\": [{\"name\": \"x\", \"read\": {\"requests\": 1}}]}");
	assert_true(blktrace_read_file(path, &r, why, sizeof(why)) < 0);
	assert_non_null(strstr(why, "merges"));
	big = malloc(65536);
	assert_non_null(big);
	off = (size_t)snprintf(big, 65536, "{\"schema\": 1, \"lost_events\": 0, \"groups\": [");
	for (i = 0; i < BTR_MAX_GROUPS + 1; i++)
		off += (size_t)snprintf(big + off, 65536 - off, "%s{\"name\": \"g\"}", i ? "," : "");
	snprintf(big + off, 65536 - off, "]}");
	write_file(path, big);
	free(big);
	assert_int_equal(blktrace_read_file(path, &r, why, sizeof(why)), -E2BIG);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_hostile),
	};
	int rc;
	char cmd[128];

	if (!mkdtemp(dir))
		return 1;
	rc = cmocka_run_group_tests(tests, NULL, NULL);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	if (system(cmd))
		return 1;
	return rc;
}
