// modules: engine/tag/devchain.c engine/tag/blkdev.c engine/tag/schedtag.c engine/tag/schedtag_json.c lib/label/schedlabel.c
/*
 * test_devchain: the device chain behind a file and the tag of each device, over the fake
 * sysfs trees tests/fixtures/sysfs/tag_* (written by tests/fixtures/sysfs/make-tag-trees;
 * run from the repo top). Files are mapped to devts by a table (fake_devt), so a tree can
 * say where a file lives. Each test writes out the chain and tag it expects.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "tag/devchain.h"
#include "tag/schedtag.h"

#define FIX "tests/fixtures/sysfs/"

/* path -> devt, as stat(2) would say on the machine the tree was taken from */
static const struct { const char *path; unsigned maj, min; } files[] = {
	{ "/dev/sda", 8, 0 },          { "/mnt/sda1/fiofile", 8, 1 },
	{ "/dev/nvme0n1", 259, 0 },    { "/mnt/p2/fiofile", 259, 2 },
	{ "/mnt/lv/fiofile", 253, 0 }, { "/mnt/md0/fiofile", 9, 0 },
	{ "/mnt/loop0/fiofile", 7, 0 }, { "/srv/images/disk.img", 8, 2 },
	{ "/dev/shm/fiofile", 0, 40 }, { "/srv/fiofile", 0, 45 }, { "/mnt/nfs/fiofile", 0, 46 },
	{ "/anon/fiofile", 0, 99 }, { "/data/fiofile", 0, 47 },
	{ "/dev/sdb", 8, 16 }, { "/dev/sdc", 8, 32 }, { "/dev/sdd", 8, 48 }, { "/dev/loop1", 7, 1 },
};

static int fake_devt(void *arg, const char *path, unsigned *maj, unsigned *min)
{
	size_t i;

	(void)arg;
	for (i = 0; i < sizeof(files) / sizeof(files[0]); i++)
		if (!strcmp(files[i].path, path)) {
			*maj = files[i].maj;
			*min = files[i].min;
			return 0;
		}
	return -ENOENT;
}

struct fx {
	struct devchain c;
	struct schedtag t;
};

static int setup(void **state)
{
	*state = calloc(1, sizeof(struct fx));
	return *state ? 0 : -1;
}

static int teardown(void **state)
{
	free(*state);
	return 0;
}

/* resolve path in tree `tree` and read every tag; asserts n links. */
static void resolve(struct fx *f, const char *tree, const char *path, unsigned n)
{
	struct devchain_env env = { .sysroot = tree, .procroot = tree, .file_devt = fake_devt };

	assert_int_equal(devchain_resolve(&env, path, &f->c), 0);
	assert_int_equal(f->c.n, n);
	assert_int_equal(schedtag_read(tree, &f->c, &f->t), 0);
	assert_int_equal(f->t.n, n);
}

/* one link and its tag: name, devt ("" for none), role, parent (-1), disk, partition,
 * scheduler ("" unreadable), label (NULL none) */
static void link_is(const struct fx *f, unsigned i, const char *name, const char *devt,
		    const char *role, int parent, const char *disk, bool partition,
		    const char *sched, const char *label)
{
	const struct devchain_link *l = &f->c.link[i];
	const struct schedtag_dev *d = &f->t.dev[i];
	char dt[32] = "";

	if (l->dev.has_devt)
		snprintf(dt, sizeof(dt), "%u:%u", l->dev.major, l->dev.minor);
	assert_string_equal(l->dev.name, name);
	assert_string_equal(d->device, name);
	assert_string_equal(dt, devt);
	assert_string_equal(l->role, role);
	assert_int_equal(l->parent, parent);
	assert_string_equal(l->dev.disk, disk);
	assert_int_equal(l->dev.partition, partition);
	assert_string_equal(d->scheduler, sched);
	if (label)
		assert_string_equal(d->label, label);
	else
		assert_null(d->label);
}

static const char *tun(const struct schedtag_dev *d, const char *name)
{
	unsigned i;

	for (i = 0; i < d->ntun; i++)
		if (!strcmp(d->tun[i].name, name))
			return d->tun[i].value;
	return NULL;
}

/* the queue attributes every tree writes (make-tag-trees QUEUE) */
static void queue_is_default(const struct schedtag_dev *d)
{
	static const char *const want[SCHEDTAG_QUEUE_NR] = {
		"64", "0", "512", "4096", "1280", "0", "1", "128", "2000", "write back",
	};
	int i;

	for (i = 0; i < SCHEDTAG_QUEUE_NR; i++) {
		assert_true(d->queue_ok[i]);
		assert_string_equal(d->queue[i], want[i]);
	}
}

/* SATA disk: /dev/sda is 8:0 itself; bfq low_latency=0 -> "BFQ"; model's padding goes. */
static void test_sata_disk(void **state)
{
	struct fx *f = *state;
	const struct schedtag_dev *d = &f->t.dev[0];

	resolve(f, FIX "tag_sata", "/dev/sda", 1);
	link_is(f, 0, "sda", "8:0", "device", -1, "sda", false, "bfq", "BFQ");
	assert_string_equal(d->sched_line, "mq-deadline kyber [bfq] none ");
	assert_int_equal(d->ntun, 3);
	assert_string_equal(d->tun[0].name, "back_seek_max"); /* sorted by name */
	assert_string_equal(tun(d, "low_latency"), "0");
	assert_string_equal(tun(d, "slice_idle"), "8");
	queue_is_default(d);
	assert_string_equal(d->model, "Samsung SSD 870 EVO 1TB");
	assert_true(d->size_ok);
	assert_true(d->size_bytes == 1953525168ULL * 512);
	assert_string_equal(f->c.link[0].backing_file, "");
}

/* SATA partition: sda1 8:1, the queue (scheduler, tunables, model) is sda's, the size sda1's. */
static void test_sata_partition(void **state)
{
	struct fx *f = *state;
	const struct schedtag_dev *d = &f->t.dev[0];

	resolve(f, FIX "tag_sata", "/mnt/sda1/fiofile", 1);
	link_is(f, 0, "sda1", "8:1", "device", -1, "sda", true, "bfq", "BFQ");
	assert_string_equal(tun(d, "low_latency"), "0");
	queue_is_default(d);
	assert_string_equal(d->model, "Samsung SSD 870 EVO 1TB");
	assert_true(d->size_bytes == 1953523712ULL * 512);
}

/* NVMe namespace: nvme0n1 259:0, "[none] ..." -> none, "MQ None", no tunables. */
static void test_nvme_namespace(void **state)
{
	struct fx *f = *state;

	resolve(f, FIX "tag_nvme", "/dev/nvme0n1", 1);
	link_is(f, 0, "nvme0n1", "259:0", "device", -1, "nvme0n1", false, "none", "MQ None");
	assert_int_equal(f->t.dev[0].ntun, 0);
	assert_string_equal(f->t.dev[0].model, "Samsung SSD 980 PRO 1TB");
}

/* NVMe partition: nvme0n1p2 259:2 -> disk nvme0n1 through sysfs. */
static void test_nvme_partition(void **state)
{
	struct fx *f = *state;

	resolve(f, FIX "tag_nvme", "/mnt/p2/fiofile", 1);
	link_is(f, 0, "nvme0n1p2", "259:2", "device", -1, "nvme0n1", true, "none", "MQ None");
	assert_true(f->t.dev[0].size_bytes == 1000000000ULL * 512);
}

/* NVMe native multipath: the head nvme0n1 (bio-based, "[none]") and its two hidden paths,
 * which have no devt, each with its own queue: none on nvme0c0n1, mq-deadline on nvme0c1n1. */
static void test_nvme_multipath(void **state)
{
	struct fx *f = *state;

	resolve(f, FIX "tag_nvme_mpath", "/dev/nvme0n1", 3);
	link_is(f, 0, "nvme0n1", "259:0", "device", -1, "nvme0n1", false, "none", "MQ None");
	link_is(f, 1, "nvme0c0n1", "", "path", 0, "nvme0c0n1", false, "none", "MQ None");
	link_is(f, 2, "nvme0c1n1", "", "path", 0, "nvme0c1n1", false, "mq-deadline", "MQ Deadline");
	assert_string_equal(tun(&f->t.dev[2], "fifo_batch"), "16");
	assert_string_equal(f->t.dev[1].model, "Dual Port NVMe");
	assert_string_equal(f->t.dev[0].model, "");
}

/* dm linear over two disks: dm-0 ("none", no brackets) -> slaves sdb (bfq), sdc (mq-deadline). */
static void test_dm_linear(void **state)
{
	struct fx *f = *state;

	resolve(f, FIX "tag_dm", "/mnt/lv/fiofile", 3);
	link_is(f, 0, "dm-0", "253:0", "device", -1, "dm-0", false, "none", "MQ None");
	link_is(f, 1, "sdb", "8:16", "slave", 0, "sdb", false, "bfq", "BFQ");
	link_is(f, 2, "sdc", "8:32", "slave", 0, "sdc", false, "mq-deadline", "MQ Deadline");
	assert_true(f->t.dev[0].size_bytes == 4194304ULL * 512);
	assert_string_equal(f->t.dev[1].model, "ST2000DM008-2FR1");
}

/* md raid1 over two partitions: md0 -> sda1 (disk sda), sdb1 (disk sdb), both mq-deadline;
 * a dangling slave link (sdz1) is left out and named in md0's note. */
static void test_md_raid1(void **state)
{
	struct fx *f = *state;

	resolve(f, FIX "tag_md", "/mnt/md0/fiofile", 3);
	link_is(f, 0, "md0", "9:0", "device", -1, "md0", false, "none", "MQ None");
	link_is(f, 1, "sda1", "8:1", "slave", 0, "sda", true, "mq-deadline", "MQ Deadline");
	link_is(f, 2, "sdb1", "8:17", "slave", 0, "sdb", true, "mq-deadline", "MQ Deadline");
	assert_string_equal(tun(&f->t.dev[1], "read_expire"), "500");
	assert_non_null(strstr(f->c.link[0].note, "cannot read slaves sdz1: cannot resolve "));
	assert_non_null(strstr(f->c.link[0].note, "No such file or directory"));
}

/* loop over a file on a partition: loop0 (mq-deadline) -> backing_file /srv/images/disk.img,
 * which is on sda2 (8:2), whose disk sda runs none. */
static void test_loop_over_partition(void **state)
{
	struct fx *f = *state;

	resolve(f, FIX "tag_loop_part", "/mnt/loop0/fiofile", 2);
	link_is(f, 0, "loop0", "7:0", "device", -1, "loop0", false, "mq-deadline", "MQ Deadline");
	assert_string_equal(f->c.link[0].backing_file, "/srv/images/disk.img");
	assert_string_equal(f->c.link[0].note, "");
	link_is(f, 1, "sda2", "8:2", "backing", 0, "sda", true, "none", "MQ None");
	assert_string_equal(f->t.dev[0].model, "");
}

/* file_devt that knows only the loop's mount: its backing file "cannot be stat'ed". */
static int only_loop_mount(void *arg, const char *path, unsigned *maj, unsigned *min)
{
	(void)arg;
	if (strcmp(path, "/mnt/loop0/fiofile"))
		return -ENOENT;
	*maj = 7;
	*min = 0;
	return 0;
}

/* A loop whose backing file cannot be stat'ed (deleted, another mount namespace): the
 * loop stays, its note says why, nothing below it. */
static void test_loop_backing_missing(void **state)
{
	struct fx *f = *state;
	struct devchain_env env = { .sysroot = FIX "tag_loop_part", .file_devt = only_loop_mount };

	assert_int_equal(devchain_resolve(&env, "/mnt/loop0/fiofile", &f->c), 0);
	assert_int_equal(f->c.n, 1);
	assert_string_equal(f->c.link[0].backing_file, "/srv/images/disk.img");
	assert_string_equal(f->c.link[0].note,
			    "cannot stat /srv/images/disk.img: No such file or directory");
}

/* A file on tmpfs: no block device, not a failure; the reason names tmpfs and the st_dev. */
static void test_tmpfs(void **state)
{
	struct fx *f = *state;

	resolve(f, FIX "tag_anon", "/dev/shm/fiofile", 0);
	assert_string_equal(f->c.reason, "no block device behind /dev/shm/fiofile: it is on a "
			    "tmpfs filesystem (mount source \"tmpfs\", st_dev 0:40)");
	assert_string_equal(f->c.fstype, "tmpfs");
	resolve(f, FIX "tag_anon", "/mnt/nfs/fiofile", 0);
	assert_non_null(strstr(f->c.reason, "nfs4 filesystem (mount source \"server:/export\""));
	/* an anonymous devt mountinfo does not know */
	resolve(f, FIX "tag_anon", "/anon/fiofile", 0);
	assert_non_null(strstr(f->c.reason, "st_dev 0:99 is anonymous and has no line"));
}

/* btrfs: st_dev 0:45 is anonymous; mountinfo names /dev/sdb, found in /sys/class/block. */
static void test_btrfs_mount_source(void **state)
{
	struct fx *f = *state;

	resolve(f, FIX "tag_anon", "/srv/fiofile", 1);
	link_is(f, 0, "sdb", "8:16", "device", -1, "sdb", false, "bfq", "BFQ low_latency");
	assert_int_equal(f->c.major, 0);
	assert_int_equal(f->c.minor, 45);
	assert_string_equal(f->c.fstype, "btrfs");
	/* a mount source that sysfs does not know: said plainly */
	resolve(f, FIX "tag_anon", "/data/fiofile", 0);
	assert_string_equal(f->c.reason, "no block device found for /data/fiofile: its btrfs "
			    "filesystem (st_dev 0:47) names /dev/sdq, which is not in /sys/class/block");
}

/* Legacy single-queue lines, and 'none' with and without brackets. */
static void test_legacy_lines(void **state)
{
	struct fx *f = *state;

	resolve(f, FIX "tag_legacy", "/dev/sda", 1);
	link_is(f, 0, "sda", "8:0", "device", -1, "sda", false, "cfq", "CFQ");
	assert_string_equal(f->t.dev[0].sched_line, "noop deadline [cfq] ");
	assert_string_equal(tun(&f->t.dev[0], "quantum"), "8");
	resolve(f, FIX "tag_legacy", "/dev/sdb", 1);
	link_is(f, 0, "sdb", "8:16", "device", -1, "sdb", false, "deadline", "Deadline");
	resolve(f, FIX "tag_legacy", "/dev/sdc", 1);
	link_is(f, 0, "sdc", "8:32", "device", -1, "sdc", false, "noop", "Noop");
	resolve(f, FIX "tag_legacy", "/dev/sdd", 1);
	link_is(f, 0, "sdd", "8:48", "device", -1, "sdd", false, "none", "MQ None");
	assert_string_equal(f->t.dev[0].sched_line, "none");
	resolve(f, FIX "tag_legacy", "/dev/loop1", 1);
	link_is(f, 0, "loop1", "7:1", "device", -1, "loop1", false, "none", "MQ None");
	assert_string_equal(f->t.dev[0].sched_line, "[none] ");
}

/* queue/scheduler that cannot be read: a folder (-EISDIR), a dangling symlink (-ENOENT).
 * The device is still resolved; scheduler "", no label, the error recorded. */
static void test_unreadable_scheduler(void **state)
{
	struct fx *f = *state;

	resolve(f, FIX "tag_unreadable", "/dev/sda", 1);
	link_is(f, 0, "sda", "8:0", "device", -1, "sda", false, "", NULL);
	assert_int_equal(f->t.dev[0].sched_err, -EISDIR);
	assert_string_equal(f->t.dev[0].sched_line, "");
	resolve(f, FIX "tag_unreadable", "/dev/sdb", 1);
	link_is(f, 0, "sdb", "8:16", "device", -1, "sdb", false, "", NULL);
	assert_int_equal(f->t.dev[0].sched_err, -ENOENT);
}

/* Errors: a file that cannot be stat'ed; no sysfs at all; NULL arguments. */
static void test_errors(void **state)
{
	struct fx *f = *state;
	struct devchain_env env = { .sysroot = FIX "tag_sata", .file_devt = fake_devt };

	assert_int_equal(devchain_resolve(&env, "/no/such/file", &f->c), -ENOENT);
	assert_string_equal(f->c.reason, "cannot stat /no/such/file: No such file or directory");
	env.sysroot = FIX "no_such_tree";
	assert_int_equal(devchain_resolve(&env, "/dev/sda", &f->c), -ENOENT);
	assert_int_equal(devchain_resolve(&env, NULL, &f->c), -EINVAL);
	assert_int_equal(devchain_resolve(&env, "/dev/sda", NULL), -EINVAL);
	assert_int_equal(schedtag_read(NULL, NULL, &f->t), -EINVAL);
	assert_int_equal(blkdev_resolve_sysdir(FIX "tag_sata", "/sys/block/nope", &f->c.link[0].dev),
			 -ENOENT);
	assert_non_null(strstr(f->c.link[0].dev.reason, "cannot resolve "));
	assert_int_equal(blkdev_resolve_sysdir(FIX "tag_sata", NULL, &f->c.link[0].dev), -EINVAL);
	assert_int_equal(devchain_mount_source(FIX "tag_sata", 0, 40, NULL, 0, NULL, 0), -EINVAL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_sata_disk, setup, teardown),
		cmocka_unit_test_setup_teardown(test_sata_partition, setup, teardown),
		cmocka_unit_test_setup_teardown(test_nvme_namespace, setup, teardown),
		cmocka_unit_test_setup_teardown(test_nvme_partition, setup, teardown),
		cmocka_unit_test_setup_teardown(test_nvme_multipath, setup, teardown),
		cmocka_unit_test_setup_teardown(test_dm_linear, setup, teardown),
		cmocka_unit_test_setup_teardown(test_md_raid1, setup, teardown),
		cmocka_unit_test_setup_teardown(test_loop_over_partition, setup, teardown),
		cmocka_unit_test_setup_teardown(test_loop_backing_missing, setup, teardown),
		cmocka_unit_test_setup_teardown(test_tmpfs, setup, teardown),
		cmocka_unit_test_setup_teardown(test_btrfs_mount_source, setup, teardown),
		cmocka_unit_test_setup_teardown(test_legacy_lines, setup, teardown),
		cmocka_unit_test_setup_teardown(test_unreadable_scheduler, setup, teardown),
		cmocka_unit_test_setup_teardown(test_errors, setup, teardown),
	};

	return cmocka_run_group_tests_name("devchain", tests, NULL, NULL);
}
