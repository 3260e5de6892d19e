// modules: lib/label/schedlabel.c
/*
 * test_schedlabel: labels from the compiled-in jobs/sched-labels.tsv, expect_sched= parsing
 * and matching.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "label/schedlabel.h"

static const struct sched_kv ll0[] = { { "low_latency", "0" }, { "slice_idle", "8" } };
static const struct sched_kv ll1[] = { { "slice_idle", "8" }, { "low_latency", "1" } };

/* The table is the tsv, in file order: first row "MQ None", 10 rows. */
static void test_table(void **state)
{
	const struct schedlabel_row *r;
	size_t n = 0;

	(void)state;
	r = schedlabel_rows(&n);
	assert_int_equal(n, 10);
	assert_string_equal(r[0].label, "MQ None");
	assert_string_equal(r[0].sched, "none");
	assert_string_equal(r[0].tunables, "");
	assert_string_equal(r[3].label, "BFQ");
	assert_string_equal(r[3].tunables, "low_latency=0");
	assert_string_equal(r[8].legacy, "mq-deadline");
}

/* The first row whose scheduler and tunables match (issue 3: "BFQ" is low_latency=0). */
static void test_label_for(void **state)
{
	(void)state;
	assert_string_equal(schedlabel_for("bfq", ll0, 2), "BFQ");
	assert_string_equal(schedlabel_for("bfq", ll1, 2), "BFQ low_latency");
	assert_null(schedlabel_for("bfq", NULL, 0)); /* low_latency unreadable: no label */
	assert_string_equal(schedlabel_for("mq-deadline", NULL, 0), "MQ Deadline");
	assert_string_equal(schedlabel_for("none", NULL, 0), "MQ None");
	assert_string_equal(schedlabel_for("kyber", ll0, 2), "Kyber");
	assert_string_equal(schedlabel_for("cfq", NULL, 0), "CFQ");
	assert_string_equal(schedlabel_for("deadline", NULL, 0), "Deadline");
	assert_string_equal(schedlabel_for("noop", NULL, 0), "Noop");
	assert_null(schedlabel_for("bfq-mq", NULL, 0));
	assert_null(schedlabel_for("", NULL, 0));
	assert_null(schedlabel_for(NULL, NULL, 0));
}

static void test_parse_expect(void **state)
{
	struct sched_expect e;
	char buf[64];

	(void)state;
	assert_int_equal(schedlabel_parse_expect("bfq:low_latency=1", &e), 0);
	assert_string_equal(e.sched, "bfq");
	assert_int_equal(e.ntun, 1);
	assert_string_equal(e.tun[0].name, "low_latency");
	assert_string_equal(e.tun[0].value, "1");
	assert_string_equal(e.label, "");
	schedlabel_describe_expect(&e, buf, sizeof(buf));
	assert_string_equal(buf, "bfq low_latency=1");

	assert_int_equal(schedlabel_parse_expect(" none ", &e), 0);
	assert_string_equal(e.sched, "none");
	assert_int_equal(e.ntun, 0);

	assert_int_equal(schedlabel_parse_expect("BFQ low_latency", &e), 0);
	assert_string_equal(e.label, "BFQ low_latency");
	assert_string_equal(e.sched, "bfq");
	assert_int_equal(e.ntun, 1);
	assert_string_equal(e.tun[0].value, "1");
	assert_int_equal(schedlabel_parse_expect("mq deadline", &e), 0); /* case ignored */
	assert_string_equal(e.sched, "mq-deadline");
	assert_string_equal(e.label, "MQ Deadline");
	assert_int_equal(schedlabel_parse_expect("bfq", &e), 0); /* the kernel name, not "BFQ" */
	assert_string_equal(e.label, "");
	assert_int_equal(e.ntun, 0);
	assert_int_equal(schedlabel_parse_expect("BFQ", &e), 0);
	assert_string_equal(e.label, "BFQ");
	assert_int_equal(e.ntun, 1);
	assert_int_equal(schedlabel_parse_expect("mq deadlines", &e), -EINVAL);
	assert_int_equal(schedlabel_parse_expect("Noop", &e), 0);
	assert_string_equal(e.sched, "noop");

	assert_int_equal(schedlabel_parse_expect("bfq: low_latency = 0 , slice_idle=0", &e), 0);
	assert_int_equal(e.ntun, 2);
	assert_string_equal(e.tun[0].name, "low_latency");
	assert_string_equal(e.tun[0].value, "0");
	assert_string_equal(e.tun[1].name, "slice_idle");

	assert_int_equal(schedlabel_parse_expect("", &e), -EINVAL);
	assert_int_equal(schedlabel_parse_expect("  ", &e), -EINVAL);
	assert_int_equal(schedlabel_parse_expect("bfq:", &e), -EINVAL);
	assert_int_equal(schedlabel_parse_expect("bfq:low_latency", &e), -EINVAL);
	assert_int_equal(schedlabel_parse_expect("bfq:=1", &e), -EINVAL);
	assert_int_equal(schedlabel_parse_expect("bfq:a=", &e), -EINVAL);
	assert_int_equal(schedlabel_parse_expect("BFQ!", &e), -EINVAL);
	assert_int_equal(schedlabel_parse_expect(":a=1", &e), -EINVAL);
	assert_int_equal(schedlabel_parse_expect("bfq:a=1,b=1,c=1,d=1,e=1,f=1,g=1,h=1,i=1", &e),
			 -E2BIG);
	assert_int_equal(schedlabel_parse_expect("a-very-long-scheduler-name-that-does-not-fit", &e),
			 -ENAMETOOLONG);
	assert_int_equal(schedlabel_parse_expect(NULL, &e), -EINVAL);
	assert_int_equal(schedlabel_parse_expect("none", NULL), -EINVAL);
}

static void test_match(void **state)
{
	struct sched_expect e;

	(void)state;
	assert_int_equal(schedlabel_parse_expect("bfq:low_latency=1", &e), 0);
	assert_int_equal(schedlabel_match(&e, "bfq", ll1, 2), 0);
	assert_int_equal(schedlabel_match(&e, "bfq", ll0, 2), -EDOM);
	assert_int_equal(schedlabel_match(&e, "bfq", NULL, 0), -ENOENT);
	assert_int_equal(schedlabel_match(&e, "mq-deadline", NULL, 0), -ESRCH);
	assert_int_equal(schedlabel_parse_expect("BFQ", &e), 0);
	assert_int_equal(schedlabel_match(&e, "bfq", ll0, 2), 0);
	assert_int_equal(schedlabel_match(&e, "bfq", ll1, 2), -EDOM);
	assert_int_equal(schedlabel_parse_expect("bfq", &e), 0); /* any tunables */
	assert_int_equal(schedlabel_match(&e, "bfq", ll1, 2), 0);
	assert_int_equal(schedlabel_match(&e, "", NULL, 0), -ESRCH);
	assert_int_equal(schedlabel_match(NULL, "bfq", NULL, 0), -EINVAL);
}

/* Tunables are checked against jobs/sched-tunables.tsv (the kernel's Documentation/block/):
 * a typo is named with the valid names and their source; a scheduler the table does not
 * know is not checked; none has no tunables; every tunable of the label table is listed. */
static void test_check_tunables(void **state)
{
	const struct schedlabel_row *r;
	struct sched_expect e;
	char msg[600];
	size_t n, i;

	(void)state;
	assert_int_equal(schedlabel_parse_key("bfq:low_latnecy=1", &e), 0);
	assert_int_equal(schedlabel_check_tunables(&e, msg, sizeof(msg)), -ENOENT);
	assert_string_equal(msg, "bfq has no tunable 'low_latnecy' (bfq's tunables, kernel "
			    "Documentation/block/bfq-iosched.rst: back_seek_max, back_seek_penalty, "
			    "fifo_expire_async, fifo_expire_sync, low_latency, max_budget, slice_idle, "
			    "slice_idle_us, strict_guarantees, timeout_sync)");
	/* the first unknown one of several; each source named once */
	assert_int_equal(schedlabel_parse_key("mq-deadline:fifo_batch=8,fifo_bach=16", &e), 0);
	assert_int_equal(schedlabel_check_tunables(&e, msg, sizeof(msg)), -ENOENT);
	assert_string_equal(msg, "mq-deadline has no tunable 'fifo_bach' (mq-deadline's "
			    "tunables, kernel Documentation/block/deadline-iosched.rst, "
			    "block/mq-deadline.c: fifo_batch, front_merges, read_expire, write_expire, "
			    "writes_starved, async_depth, prio_aging_expire)");
	assert_int_equal(schedlabel_parse_key("none:nr_requests=64", &e), 0);
	assert_int_equal(schedlabel_check_tunables(&e, msg, sizeof(msg)), -ENOENT);
	assert_string_equal(msg, "none has no tunables (kernel "
			    "Documentation/block/switching-sched.rst)");
	/* a short buffer is cut, never overrun */
	assert_int_equal(schedlabel_parse_key("kyber:read_lat=1", &e), 0);
	assert_int_equal(schedlabel_check_tunables(&e, msg, 12), -ENOENT);
	assert_string_equal(msg, "kyber has n");
	assert_int_equal(schedlabel_check_tunables(&e, NULL, 0), -ENOENT);
	assert_int_equal(schedlabel_check_tunables(NULL, msg, sizeof(msg)), -EINVAL);
	/* documented ones pass; so does a scheduler the table does not know */
	assert_int_equal(schedlabel_parse_key("bfq:low_latency=0,slice_idle_us=0", &e), 0);
	assert_int_equal(schedlabel_check_tunables(&e, msg, sizeof(msg)), 0);
	assert_string_equal(msg, "");
	assert_int_equal(schedlabel_parse_key("kyber:read_lat_nsec=2000000", &e), 0);
	assert_int_equal(schedlabel_check_tunables(&e, msg, sizeof(msg)), 0);
	assert_int_equal(schedlabel_parse_key("ssg:anything=1", &e), 0);
	assert_int_equal(schedlabel_check_tunables(&e, msg, sizeof(msg)), 0);
	/* every label's tunables are documented (the two tables agree) */
	r = schedlabel_rows(&n);
	for (i = 0; i < n; i++) {
		assert_int_equal(schedlabel_parse_expect(r[i].label, &e), 0);
		assert_int_equal(schedlabel_check_tunables(&e, msg, sizeof(msg)), 0);
	}
	(void)schedlabel_tunable_rows(&n);
	assert_int_equal(n, 20);
}

/* Kernel names the tables know (issue 40 item 5): a misspelt one is unknown whatever a
 * kernel offers; the list names each once, in table order, cut to fit, never overrun. */
static void test_known_sched(void **state)
{
	char buf[128];

	(void)state;
	assert_int_equal(schedlabel_known_sched("none"), 1);
	assert_int_equal(schedlabel_known_sched("mq-deadline"), 1);
	assert_int_equal(schedlabel_known_sched("kyber"), 1);
	assert_int_equal(schedlabel_known_sched("bfq"), 1);
	assert_int_equal(schedlabel_known_sched("cfq"), 1);
	assert_int_equal(schedlabel_known_sched("mq-dealine"), 0);
	assert_int_equal(schedlabel_known_sched("foo"), 0);
	assert_int_equal(schedlabel_known_sched("MQ Deadline"), 0); /* a label, not a name */
	assert_int_equal(schedlabel_known_sched(""), 0);
	assert_int_equal(schedlabel_known_sched(NULL), 0);
	assert_int_equal(schedlabel_list_scheds(buf, sizeof(buf)), 7);
	assert_string_equal(buf, "none, mq-deadline, kyber, bfq, cfq, deadline, noop");
	assert_int_equal(schedlabel_list_scheds(buf, 9), 7);
	assert_string_equal(buf, "none, mq");
	assert_int_equal(schedlabel_list_scheds(NULL, 9), 0);
	assert_int_equal(schedlabel_list_scheds(buf, 0), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_label_for),
		cmocka_unit_test(test_parse_expect),
		cmocka_unit_test(test_match),
		cmocka_unit_test(test_check_tunables),
		cmocka_unit_test(test_known_sched),
	};

	return cmocka_run_group_tests_name("schedlabel", tests, NULL, NULL);
}
