// modules: study/blktrace/bt_analyse.c study/blktrace/bt_json.c lib/hist/lathist.c lib/hist/histjson.c
/* test_blktrace: request lifetimes from a synthetic block trace (bt_analyse.h): queue and
 * device time, merges per direction, issues without insert, overtaking, owners by the bio's
 * pid, LOST lines, other devices left out, and the JSON keys (json/blktracekeys.h). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "bt_analyse.h"
#include "bt_json.h"
#include "json/blktracekeys.h"

#define DEV (7u << 20 | 3u)

static const char *const trace[] = {
	"# tracer: nop",
	"             fio-100     [001] ..... 10.000001: block_bio_queue: 7,3 R 1000 + 8 [fio]",
	"             fio-100     [001] ..... 10.000010: block_rq_insert: 7,3 R 4096 () 1000 + 8 be,0,4 [fio]",
	"    kworker/1:1H-55      [001] ..... 10.000030: block_rq_issue: 7,3 R 4096 () 1000 + 8 be,0,4 [kworker/1:1H]",
	"          <idle>-0       [000] ..s1. 10.000100: block_rq_complete: 7,3 R () 1000 + 8 be,0,4 [0]",
	/* a backmerge into the job's request at 2000 */
	"             fio-100     [001] ..... 11.000000: block_bio_queue: 7,3 R 2000 + 8 [fio]",
	"             fio-100     [001] ..... 11.000001: block_rq_insert: 7,3 R 4096 () 2000 + 8 be,0,4 [fio]",
	"             fio-100     [001] ..... 11.000002: block_bio_queue: 7,3 R 2008 + 8 [fio]",
	"             fio-100     [001] ..... 11.000003: block_bio_backmerge: 7,3 R 2008 + 8 [fio]",
	/* another task's request at 3000, then the job's at 4000 issued first */
	"            dd x-200     [000] ..... 11.000004: block_bio_queue: 7,3 W 3000 + 8 [dd x]",
	"            dd x-200     [000] ..... 11.000005: block_rq_insert: 7,3 W 4096 () 3000 + 8 be,0,4 [dd x]",
	"             fio-100     [001] ..... 11.000006: block_bio_queue: 7,3 R 4000 + 8 [fio]",
	"             fio-100     [001] ..... 11.000007: block_rq_insert: 7,3 R 4096 () 4000 + 8 be,0,4 [fio]",
	"             fio-100     [001] ..... 11.000010: block_rq_issue: 7,3 R 4096 () 4000 + 8 be,0,4 [fio]",
	"CPU:1 [LOST 5 EVENTS]",
	"            dd x-200     [000] ..... 11.000011: block_rq_merge: 7,3 W 4096 () 3000 + 8 be,0,4 [dd x]",
	"             fio-100     [001] ..... 11.000020: block_rq_issue: 7,3 R 8192 () 2000 + 16 be,0,4 [fio]",
	"          <idle>-0       [000] ..s1. 11.000050: block_rq_complete: 7,3 R () 2000 + 16 be,0,4 [0]",
	"          <idle>-0       [000] ..s1. 11.000060: block_rq_complete: 7,3 R () 4000 + 8 be,0,4 [0]",
	/* none: issued without insert */
	"             fio-100     [001] ..... 12.000000: block_bio_queue: 7,3 R 5000 + 8 [fio]",
	"             fio-100     [001] ..... 12.000001: block_rq_issue: 7,3 R 4096 () 5000 + 8 be,0,4 [fio]",
	"          <idle>-0       [000] ..s1. 12.000011: block_rq_complete: 7,3 R () 5000 + 8 be,0,4 [0]",
	/* another device, and a complete nobody issued */
	"             fio-100     [001] ..... 12.000001: block_rq_issue: 7,4 R 4096 () 5000 + 8 be,0,4 [fio]",
	"          <idle>-0       [000] ..s1. 12.000011: block_rq_complete: 7,3 R () 9000 + 8 be,0,4 [0]",
};

static void feed(struct bt_state *s)
{
	size_t i;

	assert_int_equal(bt_init(s, DEV), 0);
	assert_int_equal(bt_add_job(s, "job1", 100), 0);
	assert_int_equal(bt_finish_groups(s), 0);
	for (i = 0; i < sizeof(trace) / sizeof(trace[0]); i++)
		assert_int_equal(bt_line(s, trace[i]), 0);
}

static void test_lifetimes(void **st)
{
	struct bt_state s;
	const struct bt_dir *r, *ow;

	(void)st;
	feed(&s);
	assert_int_equal(s.ngroups, 2);
	r = &s.groups[0].dir[0];
	ow = &s.groups[1].dir[1];
	assert_int_equal(r->requests, 4);
	assert_int_equal(r->bytes, (8 + 16 + 8 + 8) * 512);
	assert_int_equal(r->merges, 1);
	assert_int_equal(r->direct, 1);
	assert_int_equal(r->overtaking, 1); /* 4000 issued while 2000 (and 3000) waited */
	assert_int_equal(r->queue.count, 4);
	assert_int_equal(r->queue.min, 0);     /* the direct issue */
	assert_int_equal(r->queue.max, 20000); /* 10.000010 -> 10.000030 */
	assert_int_equal(r->device.count, 4);
	assert_int_equal(r->device.max, 70000);
	assert_int_equal(r->device.min, 10000);
	assert_true(r->device.sum == 70000 + 30000 + 50000 + 10000);
	assert_int_equal(ow->merges, 1);
	assert_int_equal(ow->requests, 0);
	assert_int_equal(s.lost, 5);
	assert_int_equal(s.unmatched, 1);
	assert_int_equal(s.events, 21);
	bt_free(&s);
}

static void test_json(void **st)
{
	struct bt_state s;
	json_t *doc, *g;

	(void)st;
	feed(&s);
	doc = bt_json(&s, 2);
	assert_non_null(doc);
	assert_int_equal(json_integer_value(json_object_get(doc, BT_LOST_EVENTS)), 7);
	assert_true(json_is_false(json_object_get(doc, BT_COMPLETE)));
	assert_string_equal(json_string_value(json_object_get(doc, BT_DEVICE)), "7:3");
	g = json_array_get(json_object_get(doc, BT_GROUPS), 0);
	assert_string_equal(json_string_value(json_object_get(g, BT_NAME)), "job1");
	assert_int_equal(json_integer_value(json_object_get(json_object_get(g, "read"), BT_REQUESTS)), 4);
	assert_non_null(json_object_get(json_object_get(json_object_get(g, "read"), BT_QUEUE_NS), "percentile"));
	g = json_array_get(json_object_get(doc, BT_GROUPS), 1);
	assert_string_equal(json_string_value(json_object_get(g, BT_NAME)), BT_OTHERS);
	json_decref(doc);
	bt_free(&s);
}

static void test_bad_lines(void **st)
{
	struct bt_state s;

	(void)st;
	assert_int_equal(bt_init(&s, DEV), 0);
	assert_int_equal(bt_finish_groups(&s), 0);
	assert_int_equal(bt_line(&s, "x: block_rq_issue: 7,3 R 4096 () 5000 + 8 [fio]"), 0);
	assert_int_equal(bt_line(&s, "fio-1 [000] ..... 1.0: block_rq_issue: 7,3 R"), 0);
	assert_int_equal(s.bad_lines, 2);
	assert_int_equal(s.events, 0);
	bt_free(&s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lifetimes),
		cmocka_unit_test(test_json),
		cmocka_unit_test(test_bad_lines),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
