// modules: study/loopmake.c lib/safepath/safepath.c
// test_study_loopmake: a scratch loop device's backing file made and attached by descriptor
// (study/loopmake.c, issue 39 finding 2): in a folder of ours, a new 0700 folder and a
// 0600 backing.img of the size asked, attached to a loop device that holds that inode; a name
// already taken (a file, a link planted there) is refused (EEXIST) and nothing is followed;
// a folder another user owns is refused (EPERM) before anything is made; a name that is not
// one plain name, and a size of 0, are refused. Needs root and loop devices (skipped
// otherwise); every device it attaches is detached.
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/loop.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "safepath/safepath.h"
#include "study.h"

struct dir {
	char top[64];
};

static int setup(void **state)
{
	struct dir *d = calloc(1, sizeof(*d));

	if (!d)
		return -1;
	snprintf(d->top, sizeof(d->top), "/tmp/test_study_loopmake.XXXXXX");
	if (!mkdtemp(d->top))
		return -1;
	*state = d;
	return 0;
}

static int teardown(void **state)
{
	struct dir *d = *state;
	char cmd[160];

	snprintf(cmd, sizeof(cmd), "rm -rf %s", d->top);
	if (system(cmd) != 0)
		return -1;
	free(d);
	return 0;
}

/* need_loop: skip unless root with /dev/loop-control. */
static void need_loop(void)
{
	if (geteuid() != 0 || access("/dev/loop-control", W_OK))
		skip();
}

/* detach: loop device NR detached. */
static void detach(int nr)
{
	char dev[32];
	int fd;

	snprintf(dev, sizeof(dev), "/dev/loop%d", nr);
	fd = open(dev, O_RDWR | O_CLOEXEC);
	assert_true(fd >= 0);
	assert_int_equal(ioctl(fd, LOOP_CLR_FD, 0), 0);
	close(fd);
}

static void test_made_and_attached(void **state)
{
	struct dir *d = *state;
	char why[SAFEPATH_WHY], path[PATH_MAX], want[PATH_MAX], dev[32];
	struct loop_info64 info;
	struct stat st;
	int nr = -1, dio = -1, fd;

	need_loop();
	assert_int_equal(loop_make(d->top, "schedaio-scratch.abcdef", 16, 0, &nr, &dio, path, sizeof(path), why,
				   sizeof(why)), 0);
	snprintf(want, sizeof(want), "%s/schedaio-scratch.abcdef/backing.img", d->top);
	assert_string_equal(path, want);
	assert_int_equal(lstat(path, &st), 0);
	assert_true(S_ISREG(st.st_mode));
	assert_int_equal(st.st_mode & 07777, 0600);
	assert_int_equal(st.st_size, 16 << 20);
	snprintf(dev, sizeof(dev), "/dev/loop%d", nr);
	fd = open(dev, O_RDONLY | O_CLOEXEC);
	assert_true(fd >= 0);
	assert_int_equal(ioctl(fd, LOOP_GET_STATUS64, &info), 0);
	close(fd);
	assert_true(info.lo_inode == st.st_ino);
	assert_true(info.lo_device == st.st_dev);
	assert_int_equal(dio, !!(info.lo_flags & LO_FLAGS_DIRECT_IO)); /* as the kernel runs it */
	detach(nr);
	snprintf(want, sizeof(want), "%s/schedaio-scratch.abcdef", d->top);
	assert_int_equal(lstat(want, &st), 0);
	assert_int_equal(st.st_mode & 07777, 0700);
}

static void test_name_taken(void **state)
{
	struct dir *d = *state;
	char why[SAFEPATH_WHY], path[PATH_MAX], p[PATH_MAX];
	struct stat st;
	int nr = -1, dio;

	need_loop();
	/* a link planted at the name, to a folder that would take the file: not followed */
	snprintf(p, sizeof(p), "%s/elsewhere", d->top);
	assert_int_equal(mkdir(p, 0755), 0);
	snprintf(p, sizeof(p), "%s/schedaio-scratch.planted", d->top);
	assert_int_equal(symlink("elsewhere", p), 0);
	assert_int_equal(loop_make(d->top, "schedaio-scratch.planted", 16, 0, &nr, &dio, path, sizeof(path), why,
				   sizeof(why)), -EEXIST);
	assert_non_null(strstr(why, "schedaio-scratch.planted: cannot make it: File exists"));
	snprintf(p, sizeof(p), "%s/elsewhere/backing.img", d->top);
	assert_int_equal(lstat(p, &st), -1);
	assert_int_equal(errno, ENOENT);
	assert_int_equal(nr, -1);
}

static void test_folder_refused(void **state)
{
	struct dir *d = *state;
	char why[SAFEPATH_WHY], path[PATH_MAX], p[PATH_MAX];
	struct stat st;
	int nr = -1, dio;

	need_loop();
	snprintf(p, sizeof(p), "%s/users", d->top);
	assert_int_equal(mkdir(p, 0755), 0);
	assert_int_equal(chown(p, 65534, 65534), 0);
	assert_int_equal(loop_make(p, "schedaio-scratch.abcdef", 16, 0, &nr, &dio, path, sizeof(path), why,
				   sizeof(why)), -EPERM);
	assert_non_null(strstr(why, "owned by uid 65534"));
	snprintf(p, sizeof(p), "%s/users/schedaio-scratch.abcdef", d->top);
	assert_int_equal(lstat(p, &st), -1);
	/* writable by others without the sticky bit: refused; with it: taken */
	snprintf(p, sizeof(p), "%s/open", d->top);
	assert_int_equal(mkdir(p, 0755), 0);
	assert_int_equal(chmod(p, 0777), 0);
	assert_int_equal(loop_make(p, "schedaio-scratch.abcdef", 16, 0, &nr, &dio, path, sizeof(path), why,
				   sizeof(why)), -EPERM);
	assert_int_equal(chmod(p, 01777), 0);
	assert_int_equal(loop_make(p, "schedaio-scratch.abcdef", 16, 0, &nr, &dio, path, sizeof(path), why,
				   sizeof(why)), 0);
	detach(nr);
}

static void test_bad_args(void **state)
{
	struct dir *d = *state;
	char why[SAFEPATH_WHY], path[PATH_MAX];
	int nr = -1, dio;

	(void)state;
	assert_int_equal(loop_make(d->top, "a/b", 16, 0, &nr, &dio, path, sizeof(path), why, sizeof(why)), -EINVAL);
	assert_int_equal(loop_make(d->top, "..", 16, 0, &nr, &dio, path, sizeof(path), why, sizeof(why)), -EINVAL);
	assert_int_equal(loop_make(d->top, "", 16, 0, &nr, &dio, path, sizeof(path), why, sizeof(why)), -EINVAL);
	assert_int_equal(loop_make(d->top, "ok", 0, 0, &nr, &dio, path, sizeof(path), why, sizeof(why)), -EINVAL);
	assert_non_null(strstr(why, "not a size"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_made_and_attached, setup, teardown),
		cmocka_unit_test_setup_teardown(test_name_taken, setup, teardown),
		cmocka_unit_test_setup_teardown(test_folder_refused, setup, teardown),
		cmocka_unit_test_setup_teardown(test_bad_args, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
