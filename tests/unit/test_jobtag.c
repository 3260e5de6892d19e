// modules: engine/tag/jobtag.c engine/tag/devchain.c engine/tag/blkdev.c engine/tag/schedtag.c engine/tag/schedtag_json.c lib/label/schedlabel.c engine/stats/statsjson.c lib/hist/histjson.c lib/hist/lathist.c engine/stats/iostats.c engine/stats/timeseries.c engine/stats/devstat.c lib/json/atomicfile.c lib/safepath/safepath.c
/*
 * test_jobtag: a job's tag read at open and again at close (changes found and described),
 * expect_sched= at open (one message naming both), and the stats JSON `target` object
 * (schedtag_to_json) with its chain and check. Over copies of tests/fixtures/sysfs/tag_*
 * (run from the repo top) that the tests change between the two reads.
 */
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

#include "tag/jobtag.h"
#include "stats/statsjson.h"

#define FIX "tests/fixtures/sysfs/"
#define SDB "/sys/devices/pci0000:00/0000:00:17.0/ata2/host1/target1:0:0/1:0:0:0/block/sdb"
#define SDC "/sys/devices/pci0000:00/0000:00:17.0/ata3/host2/target2:0:0/2:0:0:0/block/sdc"

static const struct { const char *path; unsigned maj, min; } files[] = {
	{ "/mnt/lv/fiofile", 253, 0 }, { "/mnt/lv/second", 253, 0 }, { "/dev/sdb", 8, 16 },
	{ "/dev/shm/fiofile", 0, 40 }, { "/dev/sda", 8, 0 }, { "/dev/shm/second", 0, 40 },
	{ "/dev/nosuch", 0, 5 },
};

static int fake_devt(void *arg, const char *path, unsigned *maj, unsigned *min)
{
	size_t i;

	(void)arg;
	if (sscanf(path, "/anon/%u", min) == 1) { /* /anon/N: anonymous devt 0:N */
		*maj = 0;
		return 0;
	}
	for (i = 0; i < sizeof(files) / sizeof(files[0]); i++)
		if (!strcmp(files[i].path, path)) {
			*maj = files[i].maj;
			*min = files[i].min;
			return 0;
		}
	return -ENOENT;
}

struct fx {
	char root[64]; /* a copy of a tree, changed by the test */
	struct devchain_env env;
	struct jobtag jt;
	char msg[768];
};

static int copy_tree(struct fx *f, const char *tree)
{
	char cmd[256];

	snprintf(f->root, sizeof(f->root), "/tmp/schedaio-jobtag.XXXXXX");
	if (!mkdtemp(f->root))
		return -1;
	snprintf(cmd, sizeof(cmd), "cp -a " FIX "%s/. %s/", tree, f->root);
	f->env = (struct devchain_env){ .sysroot = f->root, .procroot = f->root,
					.file_devt = fake_devt };
	return system(cmd) == 0 ? 0 : -1;
}

static int setup_dm(void **state)
{
	struct fx *f = calloc(1, sizeof(*f));

	*state = f;
	return f ? copy_tree(f, "tag_dm") : -1;
}

static int setup_anon(void **state)
{
	struct fx *f = calloc(1, sizeof(*f));

	*state = f;
	return f ? copy_tree(f, "tag_anon") : -1;
}

static int setup_unreadable(void **state)
{
	struct fx *f = calloc(1, sizeof(*f));

	*state = f;
	return f ? copy_tree(f, "tag_unreadable") : -1;
}

static int teardown(void **state)
{
	struct fx *f = *state;
	char cmd[128];

	if (f && f->root[0]) {
		snprintf(cmd, sizeof(cmd), "rm -rf '%s'", f->root);
		if (system(cmd))
			return -1;
	}
	if (f)
		jobtag_free(&f->jt);
	free(f);
	return 0;
}

static void put(const struct fx *f, const char *rel, const char *text)
{
	char path[512];
	FILE *fp;

	snprintf(path, sizeof(path), "%s%s", f->root, rel);
	fp = fopen(path, "w");
	assert_non_null(fp);
	fputs(text, fp);
	fclose(fp);
}

/* Nothing changed: no change, no message; both reads are noted in check.at. */
static void test_no_change(void **state)
{
	struct fx *f = *state;
	json_t *t, *at;

	assert_int_equal(jobtag_init(&f->jt, &f->env, NULL, f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/mnt/lv/fiofile", f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/mnt/lv/second", f->msg, sizeof(f->msg)), 0);
	assert_int_equal(f->jt.n, 1); /* same device: one chain */
	assert_int_equal(jobtag_close(&f->jt, f->msg, sizeof(f->msg)), 0);
	assert_string_equal(f->msg, "");
	t = jobtag_target_json(&f->jt, "/mnt/lv/fiofile", 2, "6.1.0");
	assert_non_null(t);
	at = json_object_get(json_object_get(t, "check"), "at");
	assert_int_equal(json_array_size(at), 2);
	assert_string_equal(json_string_value(json_array_get(at, 1)), "close");
	assert_int_equal(json_array_size(json_object_get(json_object_get(t, "check"), "changed")), 0);
	json_decref(t);
}

/* The scheduler of slave sdb changes (bfq -> kyber) and sdc's fifo_batch 16 -> 8 during the
 * job: two changes; the scheduler change is reported alone (not its tunables). */
static void test_changes(void **state)
{
	struct fx *f = *state;
	const struct schedtag_change *c = f->jt.changes;
	json_t *t, *ch;

	assert_int_equal(jobtag_init(&f->jt, &f->env, "", f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/mnt/lv/fiofile", f->msg, sizeof(f->msg)), 0);
	put(f, SDB "/queue/scheduler", "mq-deadline [kyber] bfq none \n");
	put(f, SDC "/queue/iosched/fifo_batch", "8\n");
	put(f, SDC "/queue/nr_requests", "128\n");
	assert_int_equal(jobtag_close(&f->jt, f->msg, sizeof(f->msg)), 3);
	assert_string_equal(c[0].device, "sdb");
	assert_string_equal(c[0].field, "scheduler");
	assert_string_equal(c[0].start, "bfq");
	assert_string_equal(c[0].end, "kyber");
	assert_string_equal(c[1].device, "sdc");
	assert_string_equal(c[1].field, "tunables.fifo_batch");
	assert_string_equal(c[1].start, "16");
	assert_string_equal(c[1].end, "8");
	assert_string_equal(c[2].field, "queue.nr_requests");
	assert_string_equal(f->msg, "sdb scheduler changed from \"bfq\" to \"kyber\" (and more: "
			    "see the stats JSON target.check.changed)");
	assert_int_equal(jobtag_close(&f->jt, f->msg, sizeof(f->msg)), 3); /* idempotent */

	t = jobtag_target_json(&f->jt, "/mnt/lv/fiofile", 1, "6.1.0");
	ch = json_object_get(json_object_get(t, "check"), "changed");
	assert_int_equal(json_array_size(ch), 3);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(t, "check"), "nchanged")), 3);
	assert_string_equal(json_string_value(json_object_get(json_array_get(ch, 0), "end")), "kyber");
	/* the target keeps the tag read at open */
	assert_string_equal(json_string_value(json_object_get(
		json_array_get(json_object_get(t, "chain"), 1), "scheduler")), "bfq");
	json_decref(t);

	/* more changes than are kept: the list stops at JOBTAG_CHANGES_MAX, nchanged says all */
	f->jt.nchanges = JOBTAG_CHANGES_MAX + 8;
	t = jobtag_target_json(&f->jt, "/mnt/lv/fiofile", 1, "6.1.0");
	assert_int_equal(json_array_size(json_object_get(json_object_get(t, "check"), "changed")),
			 JOBTAG_CHANGES_MAX);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(t, "check"), "nchanged")),
			 JOBTAG_CHANGES_MAX + 8);
	json_decref(t);
}

/* Two files: one on dm-0 (chain dm-0, sdb, sdc), one on sdb itself. sdb's scheduler change
 * is reported once, though sdb is in both chains. */
static void test_shared_device_once(void **state)
{
	struct fx *f = *state;

	assert_int_equal(jobtag_init(&f->jt, &f->env, NULL, f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/mnt/lv/fiofile", f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/dev/sdb", f->msg, sizeof(f->msg)), 0);
	assert_int_equal(f->jt.n, 2);
	put(f, SDB "/queue/scheduler", "[mq-deadline] kyber bfq none \n");
	assert_int_equal(jobtag_close(&f->jt, f->msg, sizeof(f->msg)), 1);
	assert_string_equal(f->msg, "sdb scheduler changed from \"bfq\" to \"mq-deadline\"");
}

/* More distinct devices than JOBTAG_TARGETS_MAX: the rest is not tagged, and the target says
 * so; the first file's tag is still the target. */
static void test_untagged(void **state)
{
	struct fx *f = *state;
	char path[32];
	json_t *t;
	int i;

	assert_int_equal(jobtag_init(&f->jt, &f->env, NULL, f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/mnt/lv/fiofile", f->msg, sizeof(f->msg)), 0);
	for (i = 1; i <= JOBTAG_TARGETS_MAX; i++) {
		snprintf(path, sizeof(path), "/anon/%d", 100 + i);
		assert_int_equal(jobtag_open_file(&f->jt, path, f->msg, sizeof(f->msg)), 0);
	}
	assert_int_equal(f->jt.n, JOBTAG_TARGETS_MAX);
	assert_true(f->jt.untagged);
	t = jobtag_target_json(&f->jt, "/mnt/lv/fiofile", 9, "6.1.0");
	assert_true(json_is_true(json_object_get(t, "untagged")));
	assert_string_equal(json_string_value(json_object_get(t, "device")), "dm-0");
	json_decref(t);
}

/* The target JSON: schema 1 keys, label, tunables, queue, model, size, chain with roles. */
static void test_target_json(void **state)
{
	struct fx *f = *state;
	json_t *t, *chain, *e, *q;

	assert_int_equal(jobtag_init(&f->jt, &f->env, NULL, f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/mnt/lv/fiofile", f->msg, sizeof(f->msg)), 0);
	t = jobtag_target_json(&f->jt, "/mnt/lv/fiofile", 1, "6.1.0");
	assert_non_null(t);
	assert_string_equal(json_string_value(json_object_get(t, "file")), "/mnt/lv/fiofile");
	assert_int_equal(json_integer_value(json_object_get(t, "nfiles")), 1);
	assert_string_equal(json_string_value(json_object_get(t, "device")), "dm-0");
	assert_string_equal(json_string_value(json_object_get(t, "devt")), "253:0");
	assert_string_equal(json_string_value(json_object_get(t, "disk")), "dm-0");
	assert_true(json_is_false(json_object_get(t, "partition")));
	assert_string_equal(json_string_value(json_object_get(t, "scheduler")), "none");
	assert_string_equal(json_string_value(json_object_get(t, "sched_line")), "none");
	assert_string_equal(json_string_value(json_object_get(t, "label")), "MQ None");
	assert_string_equal(json_string_value(json_object_get(t, "kernel")), "6.1.0");
	assert_int_equal(json_object_size(json_object_get(t, "tunables")), 0);
	assert_true(json_is_null(json_object_get(t, "model")));
	assert_int_equal(json_integer_value(json_object_get(t, "size_bytes")), 4194304LL * 512);
	q = json_object_get(t, "queue");
	assert_int_equal(json_object_size(q), 10);
	assert_int_equal(json_integer_value(json_object_get(q, "nr_requests")), 64);
	assert_int_equal(json_integer_value(json_object_get(q, "physical_block_size")), 4096);
	assert_string_equal(json_string_value(json_object_get(q, "write_cache")), "write back");
	assert_null(json_object_get(t, "reason"));
	chain = json_object_get(t, "chain");
	assert_int_equal(json_array_size(chain), 3);
	e = json_array_get(chain, 1);
	assert_string_equal(json_string_value(json_object_get(e, "device")), "sdb");
	assert_string_equal(json_string_value(json_object_get(e, "role")), "slave");
	assert_string_equal(json_string_value(json_object_get(e, "parent")), "dm-0");
	assert_string_equal(json_string_value(json_object_get(e, "label")), "BFQ");
	assert_string_equal(json_string_value(json_object_get(json_object_get(e, "tunables"),
							      "low_latency")), "0");
	assert_string_equal(json_string_value(json_object_get(e, "model")), "ST2000DM008-2FR1");
	assert_null(json_object_get(e, "backing_file"));
	assert_int_equal(json_array_size(json_object_get(json_object_get(t, "check"), "at")), 1);
	json_decref(t);
}

/* expect_sched= at open: a match passes; a mismatch is -EMEDIUMTYPE with one message naming
 * what was expected and what runs. */
static void test_expect(void **state)
{
	struct fx *f = *state;

	assert_int_equal(jobtag_init(&f->jt, &f->env, "BFQ", f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/dev/sdb", f->msg, sizeof(f->msg)), 0);
	jobtag_free(&f->jt);
	assert_int_equal(jobtag_init(&f->jt, &f->env, "bfq:low_latency=1", f->msg,
				     sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/dev/sdb", f->msg, sizeof(f->msg)), -EMEDIUMTYPE);
	assert_string_equal(f->msg, "expect_sched=bfq low_latency=1 but sdb runs bfq "
			    "low_latency=0 (BFQ)");
	jobtag_free(&f->jt);
	assert_int_equal(jobtag_init(&f->jt, &f->env, "MQ Deadline", f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/mnt/lv/fiofile", f->msg, sizeof(f->msg)),
			 -EMEDIUMTYPE);
	assert_string_equal(f->msg, "expect_sched=mq-deadline (MQ Deadline) but dm-0 runs none "
			    "(MQ None)");
	jobtag_free(&f->jt);
	/* a tunable the running scheduler does not have is left out, not shown as absent */
	assert_int_equal(jobtag_init(&f->jt, &f->env, "BFQ", f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/mnt/lv/fiofile", f->msg, sizeof(f->msg)),
			 -EMEDIUMTYPE);
	assert_string_equal(f->msg, "expect_sched=bfq low_latency=0 (BFQ) but dm-0 runs none "
			    "(MQ None)");
	jobtag_free(&f->jt);
	/* a scheduler neither the device offers nor the label table knows (a typo): named as
	 * unknown, not as a mismatch (mq-deadline on dm-0 above, which offers only none, is one) */
	assert_int_equal(jobtag_init(&f->jt, &f->env, "mq-dealine", f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/dev/sdb", f->msg, sizeof(f->msg)), -EMEDIUMTYPE);
	assert_string_equal(f->msg, "expect_sched=mq-dealine: unknown scheduler 'mq-dealine' (sdb "
			    "offers: mq-deadline kyber [bfq] none)");
	jobtag_free(&f->jt);
	/* a tunable the kernel's documentation does not list (a typo): refused at init, with
	 * the valid names (jobs/sched-tunables.tsv), before any file is opened */
	assert_int_equal(jobtag_init(&f->jt, &f->env, "bfq:low_latnecy=1", f->msg,
				     sizeof(f->msg)), -EINVAL);
	assert_string_equal(f->msg, "expect_sched=bfq:low_latnecy=1: bfq has no tunable "
			    "'low_latnecy' (bfq's tunables, kernel Documentation/block/bfq-iosched.rst: "
			    "back_seek_max, back_seek_penalty, fifo_expire_async, fifo_expire_sync, "
			    "low_latency, max_budget, slice_idle, slice_idle_us, strict_guarantees, "
			    "timeout_sync)");
	jobtag_free(&f->jt);
	/* a documented tunable the expected scheduler, running, does not have (an older
	 * kernel): named, with the ones it has, not "but sdb runs bfq" */
	assert_int_equal(jobtag_init(&f->jt, &f->env, "bfq:strict_guarantees=1", f->msg,
				     sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/dev/sdb", f->msg, sizeof(f->msg)), -EMEDIUMTYPE);
	assert_string_equal(f->msg, "expect_sched=bfq strict_guarantees=1: bfq on sdb has no "
			    "tunable 'strict_guarantees' (its tunables: back_seek_max low_latency "
			    "slice_idle)");
	jobtag_free(&f->jt);
	assert_int_equal(jobtag_init(&f->jt, &f->env, "bfq:low_latency", f->msg, sizeof(f->msg)),
			 -EINVAL);
	assert_non_null(strstr(f->msg, "expect_sched=bfq:low_latency: not understood"));
}

/* jobtag_logical_block_size: of the device behind a file opened through the tag (the first
 * link of its chain, as read at open); 0 for a file never opened, or unknown. */
static void test_logical_block_size(void **state)
{
	struct fx *f = *state;
	char p[256];
	FILE *fp;

	snprintf(p, sizeof(p), "%s" SDB "/queue/logical_block_size", f->root);
	fp = fopen(p, "w");
	assert_non_null(fp);
	fputs("4096\n", fp);
	fclose(fp);
	assert_int_equal(jobtag_init(&f->jt, &f->env, NULL, f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_logical_block_size(&f->jt, "/dev/sdb"), 0); /* not opened yet */
	assert_int_equal(jobtag_open_file(&f->jt, "/dev/sdb", f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/mnt/lv/fiofile", f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_logical_block_size(&f->jt, "/dev/sdb"), 4096);
	assert_int_equal(jobtag_logical_block_size(&f->jt, "/mnt/lv/second"), 512); /* dm-0's */
	assert_int_equal(jobtag_logical_block_size(&f->jt, "/dev/sda"), 0);
	assert_int_equal(jobtag_logical_block_size(&f->jt, "/nonexistent"), 0);
	assert_int_equal(jobtag_logical_block_size(NULL, "/dev/sdb"), 0);
	jobtag_free(&f->jt);
}

/* tmpfs: no block device is not a failure; the target says why, and the open a warning
 * (once per device). With expect_sched= it is a failure. */
static void test_tmpfs_target(void **state)
{
	struct fx *f = *state;
	json_t *t;

	assert_int_equal(jobtag_init(&f->jt, &f->env, NULL, f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/dev/shm/fiofile", f->msg, sizeof(f->msg)), 0);
	assert_string_equal(f->msg, "/dev/shm/fiofile is on no block device, so its tag has no "
			    "scheduler (no block device behind /dev/shm/fiofile: it is on a tmpfs "
			    "filesystem (mount source \"tmpfs\", st_dev 0:40))");
	assert_int_equal(jobtag_open_file(&f->jt, "/dev/shm/second", f->msg, sizeof(f->msg)), 0);
	assert_string_equal(f->msg, "");
	assert_int_equal(jobtag_close(&f->jt, f->msg, sizeof(f->msg)), 0);
	t = jobtag_target_json(&f->jt, "/dev/shm/fiofile", 1, "6.1.0");
	assert_true(json_is_null(json_object_get(t, "device")));
	assert_true(json_is_null(json_object_get(t, "scheduler")));
	assert_true(json_is_null(json_object_get(t, "label")));
	assert_int_equal(json_array_size(json_object_get(t, "chain")), 0);
	assert_string_equal(json_string_value(json_object_get(t, "reason")),
			    "no block device behind /dev/shm/fiofile: it is on a tmpfs filesystem "
			    "(mount source \"tmpfs\", st_dev 0:40)");
	assert_null(json_object_get(t, "devt"));
	json_decref(t);
	jobtag_free(&f->jt);
	assert_int_equal(jobtag_init(&f->jt, &f->env, "none", f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/dev/shm/fiofile", f->msg, sizeof(f->msg)),
			 -EMEDIUMTYPE);
	assert_non_null(strstr(f->msg, "expect_sched=none but /dev/shm/fiofile has no scheduler: "));
	jobtag_free(&f->jt);
	/* a file fio made in /dev for a device name that does not exist (devtmpfs) */
	assert_int_equal(jobtag_init(&f->jt, &f->env, NULL, f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/dev/nosuch", f->msg, sizeof(f->msg)), 0);
	assert_string_equal(f->msg, "/dev/nosuch is not a block device but a file on devtmpfs "
			    "(/dev): fio creates one for a device name that does not exist; its tag "
			    "has no scheduler");
	/* a block device: no warning */
	assert_int_equal(jobtag_open_file(&f->jt, "/dev/sdb", f->msg, sizeof(f->msg)), 0);
	assert_string_equal(f->msg, "");
}

/* An unreadable scheduler: scheduler null, sched_error says why, label null. */
static void test_unreadable_json(void **state)
{
	struct fx *f = *state;
	json_t *t;

	assert_int_equal(jobtag_init(&f->jt, &f->env, NULL, f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/dev/sda", f->msg, sizeof(f->msg)), 0);
	t = jobtag_target_json(&f->jt, "/dev/sda", 1, "6.1.0");
	assert_string_equal(json_string_value(json_object_get(t, "device")), "sda");
	assert_true(json_is_null(json_object_get(t, "scheduler")));
	assert_true(json_is_null(json_object_get(t, "label")));
	assert_string_equal(json_string_value(json_object_get(t, "sched_error")), "Is a directory");
	json_decref(t);
	assert_null(jobtag_target_json(NULL, "x", 1, ""));
	assert_int_equal(jobtag_open_file(&f->jt, NULL, f->msg, sizeof(f->msg)), -EINVAL);
}

/* statsjson takes the target from the glue: statsjson_write steals the reference (ASan's
 * leak check would see it kept), and the file has that object as `target`. */
static void test_statsjson_takes_target(void **state)
{
	struct fx *f = *state;
	struct statsjson_input in = { .engine_version = "0.1.0", .job_name = "t", .nfiles = 1 };
	char path[96];
	json_t *doc;

	assert_int_equal(jobtag_init(&f->jt, &f->env, NULL, f->msg, sizeof(f->msg)), 0);
	assert_int_equal(jobtag_open_file(&f->jt, "/mnt/lv/fiofile", f->msg, sizeof(f->msg)), 0);
	jobtag_close(&f->jt, f->msg, sizeof(f->msg));
	in.target = jobtag_target_json(&f->jt, "/mnt/lv/fiofile", 1, "6.1.0");
	assert_non_null(in.target);
	snprintf(path, sizeof(path), "%s/stats.json", f->root);
	assert_int_equal(statsjson_write(path, &in), 0);
	doc = json_load_file(path, 0, NULL);
	assert_non_null(doc);
	assert_int_equal(json_integer_value(json_object_get(doc, "schema")), STATSJSON_SCHEMA);
	assert_string_equal(json_string_value(json_object_get(json_object_get(doc, "target"),
							      "device")), "dm-0");
	assert_int_equal(json_array_size(json_object_get(json_object_get(doc, "target"), "chain")), 3);
	json_decref(doc);
	/* a failed write drops the reference too */
	in.target = jobtag_target_json(&f->jt, "/mnt/lv/fiofile", 1, "6.1.0");
	assert_int_equal(statsjson_write("/no/such/dir/stats.json", &in), -ENOENT);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_no_change, setup_dm, teardown),
		cmocka_unit_test_setup_teardown(test_changes, setup_dm, teardown),
		cmocka_unit_test_setup_teardown(test_target_json, setup_dm, teardown),
		cmocka_unit_test_setup_teardown(test_shared_device_once, setup_dm, teardown),
		cmocka_unit_test_setup_teardown(test_untagged, setup_dm, teardown),
		cmocka_unit_test_setup_teardown(test_expect, setup_dm, teardown),
		cmocka_unit_test_setup_teardown(test_logical_block_size, setup_dm, teardown),
		cmocka_unit_test_setup_teardown(test_statsjson_takes_target, setup_dm, teardown),
		cmocka_unit_test_setup_teardown(test_tmpfs_target, setup_anon, teardown),
		cmocka_unit_test_setup_teardown(test_unreadable_json, setup_unreadable, teardown),
	};

	return cmocka_run_group_tests_name("jobtag", tests, NULL, NULL);
}
