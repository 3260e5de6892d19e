// modules: engine/tag/blkdev.c
/*
 * test_blkdev: file/devt -> block device -> whole disk -> active scheduler, over the fake
 * sysfs trees in tests/fixtures/sysfs/<case>/ (run from the repo top), plus one check
 * against the real /sys. Each test writes out the tag it expects.
 * Fixture scheduler lines end in " \n", as the kernel writes them (elv_iosched_show).
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cmocka.h>

#include "tag/blkdev.h"

#define FIX "tests/fixtures/sysfs/"
#define SATA_DIR "/sys/devices/pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0/block/sda"
#define NVME_DIR "/sys/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/nvme0n1"

/* The struct is ~13 KiB: one per test, off the stack. */
static int setup_info(void **state)
{
	*state = calloc(1, sizeof(struct blkdev_info));
	return *state ? 0 : -1;
}

static int teardown_info(void **state)
{
	free(*state);
	return 0;
}

/* sata_disk: sda 8:0 is its own whole disk; "mq-deadline kyber [bfq] none" -> bfq. */
static void test_sata_disk(void **state)
{
	struct blkdev_info *bi = *state;

	assert_int_equal(blkdev_resolve_devt(FIX "sata_disk", 8, 0, bi), 0);
	assert_string_equal(bi->path, "");
	assert_int_equal(bi->major, 8);
	assert_int_equal(bi->minor, 0);
	assert_string_equal(bi->name, "sda");
	assert_string_equal(bi->disk, "sda");
	assert_false(bi->partition);
	assert_string_equal(bi->sysdir, SATA_DIR);
	assert_string_equal(bi->diskdir, SATA_DIR);
	assert_string_equal(bi->scheduler, "bfq");
	assert_string_equal(bi->sched_line, "mq-deadline kyber [bfq] none ");
	assert_int_equal(bi->sched_err, 0);
	assert_string_equal(bi->reason, "");
}

/* sata_partition: sda1 8:1 has a "partition" file and no queue/: the scheduler is sda's. */
static void test_sata_partition(void **state)
{
	struct blkdev_info *bi = *state;

	assert_int_equal(blkdev_resolve_devt(FIX "sata_partition", 8, 1, bi), 0);
	assert_string_equal(bi->name, "sda1");
	assert_string_equal(bi->disk, "sda");
	assert_true(bi->partition);
	assert_string_equal(bi->sysdir, SATA_DIR "/sda1");
	assert_string_equal(bi->diskdir, SATA_DIR);
	assert_string_equal(bi->scheduler, "bfq");
	assert_int_equal(bi->sched_err, 0);
}

/* nvme_partition: nvme0n1p2 259:2 -> disk nvme0n1 (found through sysfs, not by trimming
 * "p2"), "[none] mq-deadline" -> none. */
static void test_nvme_partition(void **state)
{
	struct blkdev_info *bi = *state;

	assert_int_equal(blkdev_resolve_devt(FIX "nvme_partition", 259, 2, bi), 0);
	assert_string_equal(bi->name, "nvme0n1p2");
	assert_string_equal(bi->disk, "nvme0n1");
	assert_true(bi->partition);
	assert_string_equal(bi->diskdir, NVME_DIR);
	assert_string_equal(bi->scheduler, "none");
	assert_string_equal(bi->sched_line, "[none] mq-deadline ");
	assert_int_equal(bi->sched_err, 0);
}

/* loop: loop0 7:0 under devices/virtual/block, "none [mq-deadline] kyber bfq" -> mq-deadline. */
static void test_loop(void **state)
{
	struct blkdev_info *bi = *state;

	assert_int_equal(blkdev_resolve_devt(FIX "loop", 7, 0, bi), 0);
	assert_string_equal(bi->name, "loop0");
	assert_string_equal(bi->disk, "loop0");
	assert_false(bi->partition);
	assert_string_equal(bi->sysdir, "/sys/devices/virtual/block/loop0");
	assert_string_equal(bi->scheduler, "mq-deadline");
	assert_int_equal(bi->sched_err, 0);
}

/* A sysroot given with a trailing slash resolves the same. */
static void test_sysroot_trailing_slash(void **state)
{
	struct blkdev_info *bi = *state;

	assert_int_equal(blkdev_resolve_devt(FIX "loop/", 7, 0, bi), 0);
	assert_string_equal(bi->sysdir, "/sys/devices/virtual/block/loop0");
	assert_string_equal(bi->scheduler, "mq-deadline");
}

/* no_scheduler: zram0 252:0 has queue/ but no queue/scheduler (bio-based): resolution
 * succeeds, scheduler "", sched_err -ENOENT. */
static void test_missing_scheduler(void **state)
{
	struct blkdev_info *bi = *state;

	assert_int_equal(blkdev_resolve_devt(FIX "no_scheduler", 252, 0, bi), 0);
	assert_string_equal(bi->name, "zram0");
	assert_string_equal(bi->disk, "zram0");
	assert_string_equal(bi->scheduler, "");
	assert_string_equal(bi->sched_line, "");
	assert_int_equal(bi->sched_err, -ENOENT);
	assert_string_equal(bi->reason, "");
}

/* unknown devt 0:47 (what tmpfs or btrfs give as st_dev): -ENODEV, reason names 0:47. */
static void test_unknown_devt(void **state)
{
	struct blkdev_info *bi = *state;

	assert_int_equal(blkdev_resolve_devt(FIX "sata_disk", 0, 47, bi), -ENODEV);
	assert_non_null(strstr(bi->reason, "0:47"));
	assert_non_null(strstr(bi->reason, "no /sys/dev/block entry"));
	assert_string_equal(bi->scheduler, "");
}

/* resolve_path: a real file whose st_dev is absent from the fixture: -ENODEV, the reason
 * names the path and its st_dev. */
static void test_path_not_in_tree(void **state)
{
	struct blkdev_info *bi = *state;
	const char *file = "tests/unit/test_blkdev.c";
	char want[64];
	struct stat st;

	assert_int_equal(stat(file, &st), 0);
	if (major(st.st_dev) == 8 && minor(st.st_dev) == 0)
		skip(); /* the repo really is on 8:0, which the fixture knows */
	assert_int_equal(blkdev_resolve_path(FIX "sata_disk", file, bi), -ENODEV);
	snprintf(want, sizeof(want), "st_dev %u:%u ", major(st.st_dev), minor(st.st_dev));
	assert_string_equal(bi->path, file);
	assert_non_null(strstr(bi->reason, "no block device behind tests/unit/test_blkdev.c"));
	assert_non_null(strstr(bi->reason, want));
}

/* resolve_path on a missing file: -ENOENT from stat, with a reason. */
static void test_path_missing(void **state)
{
	struct blkdev_info *bi = *state;

	assert_int_equal(blkdev_resolve_path(FIX "sata_disk", "tests/no/such/file", bi), -ENOENT);
	assert_non_null(strstr(bi->reason, "cannot stat tests/no/such/file"));
}

/* A sysroot without sys/dev/block (sysfs not mounted): -ENOENT, not -ENODEV. */
static void test_no_sysfs(void **state)
{
	struct blkdev_info *bi = *state;

	assert_int_equal(blkdev_resolve_devt(FIX "read_helpers", 8, 0, bi), -ENOENT);
	assert_non_null(strstr(bi->reason, "is sysfs mounted?"));
	assert_int_equal(blkdev_resolve_devt(FIX "no_such_case", 8, 0, bi), -ENOENT);
	assert_non_null(strstr(bi->reason, "cannot open sysroot"));
}

/* Scheduler lines (Documentation/block/switching-sched.rst), blk-mq and legacy. */
static void test_parse_sched_line(void **state)
{
	char a[32];

	(void)state;
	assert_int_equal(blkdev_parse_sched_line("none [mq-deadline] kyber bfq", a, sizeof(a)), 0);
	assert_string_equal(a, "mq-deadline");
	assert_int_equal(blkdev_parse_sched_line("mq-deadline kyber [bfq] none \n", a, sizeof(a)), 0);
	assert_string_equal(a, "bfq");
	assert_int_equal(blkdev_parse_sched_line("noop deadline [cfq]", a, sizeof(a)), 0);
	assert_string_equal(a, "cfq");
	assert_int_equal(blkdev_parse_sched_line("none", a, sizeof(a)), 0);
	assert_string_equal(a, "none");
	assert_int_equal(blkdev_parse_sched_line("[none]", a, sizeof(a)), 0);
	assert_string_equal(a, "none");
	assert_int_equal(blkdev_parse_sched_line("  [none] mq-deadline\t", a, sizeof(a)), 0);
	assert_string_equal(a, "none");

	assert_int_equal(blkdev_parse_sched_line("", a, sizeof(a)), -EINVAL);
	assert_string_equal(a, "");
	assert_int_equal(blkdev_parse_sched_line(" \n", a, sizeof(a)), -EINVAL);
	assert_int_equal(blkdev_parse_sched_line("a b", a, sizeof(a)), -EINVAL);
	assert_int_equal(blkdev_parse_sched_line("[a] [b]", a, sizeof(a)), -EINVAL);
	assert_int_equal(blkdev_parse_sched_line("[none mq-deadline", a, sizeof(a)), -EINVAL);
	assert_int_equal(blkdev_parse_sched_line("[] none", a, sizeof(a)), -EINVAL);
	assert_int_equal(blkdev_parse_sched_line("no[ne]", a, sizeof(a)), -EINVAL);
	assert_int_equal(blkdev_parse_sched_line(NULL, a, sizeof(a)), -EINVAL);

	/* "mq-deadline" needs 12 bytes */
	assert_int_equal(blkdev_parse_sched_line("[mq-deadline]", a, 11), -ERANGE);
	assert_int_equal(blkdev_parse_sched_line("[mq-deadline]", a, 12), 0);
	assert_string_equal(a, "mq-deadline");
}

/* Typed read helpers over tests/fixtures/sysfs/read_helpers/sys/block/sda. */
static void test_read_string(void **state)
{
	const char *root = FIX "read_helpers";
	char buf[32], small[5];

	(void)state;
	assert_int_equal(blkdev_read_sysfs_string(root, "/sys/block/sda/size", buf, sizeof(buf)), 0);
	assert_string_equal(buf, "1953525168");
	/* only the newline goes; the trailing blank stays */
	assert_int_equal(blkdev_read_sysfs_string(root, "sys/block/sda/model", buf, sizeof(buf)), 0);
	assert_string_equal(buf, "Samsung SSD 870 ");
	/* no newline in the file */
	assert_int_equal(blkdev_read_sysfs_string(root, "/sys/block/sda/queue/logical_block_size",
						  buf, sizeof(buf)), 0);
	assert_string_equal(buf, "4096");
	/* "4096" fits in 5 bytes exactly; "0\n" in 2 */
	assert_int_equal(blkdev_read_sysfs_string(root, "/sys/block/sda/queue/logical_block_size",
						  small, sizeof(small)), 0);
	assert_string_equal(small, "4096");
	assert_int_equal(blkdev_read_sysfs_string(root, "/sys/block/sda/queue/rotational",
						  small, 2), 0);
	assert_string_equal(small, "0");
	/* "1953525168\n" does not fit in 5 */
	assert_int_equal(blkdev_read_sysfs_string(root, "/sys/block/sda/size", small, sizeof(small)),
			 -ERANGE);
	assert_string_equal(small, "");
	assert_int_equal(blkdev_read_sysfs_string(root, "/sys/block/sda/empty", buf, sizeof(buf)), 0);
	assert_string_equal(buf, "");
	assert_int_equal(blkdev_read_sysfs_string(root, "/sys/block/sda/nope", buf, sizeof(buf)),
			 -ENOENT);
	assert_int_equal(blkdev_read_sysfs_string(root, "/sys/block/sda/queue", buf, sizeof(buf)),
			 -EISDIR);
}

static void test_read_u64(void **state)
{
	const char *root = FIX "read_helpers";
	uint64_t v = 42;

	(void)state;
	assert_int_equal(blkdev_read_sysfs_u64(root, "/sys/block/sda/size", &v), 0);
	assert_true(v == 1953525168ULL);
	assert_int_equal(blkdev_read_sysfs_u64(root, "/sys/block/sda/queue/rotational", &v), 0);
	assert_true(v == 0);
	assert_int_equal(blkdev_read_sysfs_u64(root, "/sys/block/sda/u64max", &v), 0);
	assert_true(v == UINT64_MAX);

	v = 42;
	assert_int_equal(blkdev_read_sysfs_u64(root, "/sys/block/sda/nope", &v), -ENOENT);
	assert_int_equal(blkdev_read_sysfs_u64(root, "/sys/block/sda/garbage", &v), -EINVAL);
	assert_int_equal(blkdev_read_sysfs_u64(root, "/sys/block/sda/negative", &v), -EINVAL);
	assert_int_equal(blkdev_read_sysfs_u64(root, "/sys/block/sda/empty", &v), -EINVAL);
	assert_int_equal(blkdev_read_sysfs_u64(root, "/sys/block/sda/overflow", &v), -ERANGE);
	assert_true(v == 42); /* untouched on error */
}

/* The real /sys: "/" sits on some block device with a scheduler (vda on the CI machine). */
static void test_real_root(void **state)
{
	struct blkdev_info *bi = *state;
	int ret;

	if (access("/sys/dev/block", F_OK)) {
		print_message("skip: /sys/dev/block is absent (no sysfs)\n");
		skip();
	}
	ret = blkdev_resolve_path(NULL, "/", bi);
	if (ret == -ENODEV) {
		print_message("skip: / is not on a block device: %s\n", bi->reason);
		skip();
	}
	assert_int_equal(ret, 0);
	print_message("/ is on %s (%u:%u), disk %s, scheduler \"%s\" from \"%s\"\n",
		      bi->name, bi->major, bi->minor, bi->disk, bi->scheduler, bi->sched_line);
	assert_string_equal(bi->path, "/");
	assert_true(bi->name[0] != '\0');
	assert_true(bi->disk[0] != '\0');
	assert_int_equal(bi->sched_err, 0);
	assert_true(bi->scheduler[0] != '\0');
}

/* The real /sys, a block special file: st_rdev, not st_dev, is resolved. */
static void test_real_block_node(void **state)
{
	struct blkdev_info *bi = *state;
	struct stat st;

	if (access("/sys/dev/block", F_OK) || stat("/dev/loop0", &st) || !S_ISBLK(st.st_mode)) {
		print_message("skip: no /sys/dev/block or no block node /dev/loop0\n");
		skip();
	}
	assert_int_equal(blkdev_resolve_path("", "/dev/loop0", bi), 0);
	assert_int_equal(bi->major, major(st.st_rdev));
	assert_int_equal(bi->minor, minor(st.st_rdev));
	assert_string_equal(bi->name, "loop0");
	assert_string_equal(bi->disk, "loop0");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_sata_disk, setup_info, teardown_info),
		cmocka_unit_test_setup_teardown(test_sata_partition, setup_info, teardown_info),
		cmocka_unit_test_setup_teardown(test_nvme_partition, setup_info, teardown_info),
		cmocka_unit_test_setup_teardown(test_loop, setup_info, teardown_info),
		cmocka_unit_test_setup_teardown(test_sysroot_trailing_slash, setup_info, teardown_info),
		cmocka_unit_test_setup_teardown(test_missing_scheduler, setup_info, teardown_info),
		cmocka_unit_test_setup_teardown(test_unknown_devt, setup_info, teardown_info),
		cmocka_unit_test_setup_teardown(test_path_not_in_tree, setup_info, teardown_info),
		cmocka_unit_test_setup_teardown(test_path_missing, setup_info, teardown_info),
		cmocka_unit_test_setup_teardown(test_no_sysfs, setup_info, teardown_info),
		cmocka_unit_test(test_parse_sched_line),
		cmocka_unit_test(test_read_string),
		cmocka_unit_test(test_read_u64),
		cmocka_unit_test_setup_teardown(test_real_root, setup_info, teardown_info),
		cmocka_unit_test_setup_teardown(test_real_block_node, setup_info, teardown_info),
	};

	return cmocka_run_group_tests_name("blkdev", tests, NULL, NULL);
}
