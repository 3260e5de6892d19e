// modules: lib/safepath/safepath.c
// test_safepath: the ownership rule for the folders root writes in (lib/safepath/
// safepath.h, after OpenSSH's StrictModes): a folder owned by another user, or writable by
// group or others, at the folder or anywhere above it, is refused with a reason naming it; a
// sticky folder (/tmp) passes only above the folder; links are resolved; a missing folder is
// judged by the nearest existing one with --missing-ok.
#include <errno.h>
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "safepath/safepath.h"

struct dir {
	char path[64], sub[96];
};

static int setup(void **state)
{
	struct dir *d = calloc(1, sizeof(*d));

	if (!d)
		return -1;
	snprintf(d->path, sizeof(d->path), "/tmp/test_safepath.XXXXXX");
	if (!mkdtemp(d->path))
		return -1;
	snprintf(d->sub, sizeof(d->sub), "%s/sub", d->path);
	if (mkdir(d->sub, 0755))
		return -1;
	*state = d;
	return 0;
}

static int teardown(void **state)
{
	struct dir *d = *state;
	char cmd[160];

	snprintf(cmd, sizeof(cmd), "chmod -R u+rwx %s; rm -rf %s", d->path, d->path);
	if (system(cmd) != 0)
		return -1;
	free(d);
	return 0;
}

static struct stat st_of(mode_t mode, uid_t uid)
{
	struct stat st;

	memset(&st, 0, sizeof(st));
	st.st_mode = S_IFDIR | mode;
	st.st_uid = uid;
	return st;
}

static void test_judge_owner(void **state)
{
	char why[SAFEPATH_WHY];
	struct stat st = st_of(0755, 0);

	(void)state;
	assert_int_equal(safepath_judge("/r", &st, 1000, 1, why, sizeof(why)), 0);
	st = st_of(0755, 1000);
	assert_int_equal(safepath_judge("/u", &st, 1000, 1, why, sizeof(why)), 0);
	assert_int_equal(safepath_judge("/u", &st, 0, 1, why, sizeof(why)), -EPERM);
	assert_string_equal(why, "/u: owned by uid 1000, not by root (another user could swap what is in it)");
	assert_int_equal(safepath_judge("/u", &st, 1001, 0, why, sizeof(why)), -EPERM);
	assert_non_null(strstr(why, "not by root or uid 1001"));
}

static void test_judge_mode(void **state)
{
	char why[SAFEPATH_WHY];
	struct stat st = st_of(0775, 0);

	(void)state;
	assert_int_equal(safepath_judge("/g", &st, 0, 0, why, sizeof(why)), -EPERM);
	assert_string_equal(why, "/g: writable by group (mode 0775)");
	st = st_of(0757, 0);
	assert_int_equal(safepath_judge("/o", &st, 0, 1, why, sizeof(why)), -EPERM);
	assert_string_equal(why, "/o: writable by others (mode 0757)");
	/* sticky: only above the folder */
	st = st_of(01777, 0);
	assert_int_equal(safepath_judge("/tmp", &st, 0, 0, why, sizeof(why)), 0);
	assert_int_equal(safepath_judge("/tmp", &st, 0, 1, why, sizeof(why)), -EPERM);
	assert_non_null(strstr(why, "/tmp: writable by group and others (mode 1777); a sticky"));
	/* a sticky folder of another user: its owner can still swap what is in it */
	st = st_of(01777, 1000);
	assert_int_equal(safepath_judge("/s", &st, 0, 0, why, sizeof(why)), -EPERM);
	st = st_of(0644, 0);
	st.st_mode = S_IFREG | 0644;
	assert_int_equal(safepath_judge("/f", &st, 0, 1, why, sizeof(why)), -ENOTDIR);
	/* a short reason buffer stays terminated */
	st = st_of(0777, 0);
	assert_int_equal(safepath_judge("/a-long-name", &st, 0, 1, why, 5), -EPERM);
	assert_string_equal(why, "/a-l");
}

static void test_check_ours(void **state)
{
	struct dir *d = *state;
	char canon[PATH_MAX], why[SAFEPATH_WHY], want[PATH_MAX];

	/* a 0700 mkdtemp folder of ours under sticky /tmp, and a folder in it */
	assert_int_equal(safepath_check(d->path, getuid(), 0, canon, sizeof(canon), why, sizeof(why)), 0);
	assert_string_equal(canon, d->path);
	assert_int_equal(safepath_check(d->sub, getuid(), 0, canon, sizeof(canon), why, sizeof(why)), 0);
	assert_string_equal(canon, d->sub);
	/* missing: the nearest existing folder is judged, the names kept */
	snprintf(want, sizeof(want), "%s/a/b", d->sub);
	assert_int_equal(safepath_check(want, getuid(), 1, canon, sizeof(canon), why, sizeof(why)), 0);
	assert_string_equal(canon, want);
	assert_int_equal(safepath_check(want, getuid(), 0, canon, sizeof(canon), why, sizeof(why)), -ENOENT);
	assert_non_null(strstr(why, "no such folder"));
	snprintf(want, sizeof(want), "%s/a/..", d->sub);
	assert_int_equal(safepath_check(want, getuid(), 1, canon, sizeof(canon), why, sizeof(why)), -EINVAL);
	assert_int_equal(safepath_check("", getuid(), 1, canon, sizeof(canon), why, sizeof(why)), -EINVAL);
	/* "/" alone: root's own */
	assert_int_equal(safepath_check("/", 0, 0, canon, sizeof(canon), why, sizeof(why)), 0);
	assert_string_equal(canon, "/");
}

static void test_check_mode(void **state)
{
	struct dir *d = *state;
	char canon[PATH_MAX], why[SAFEPATH_WHY], want[PATH_MAX], above[PATH_MAX];

	snprintf(above, sizeof(above), "%s: writable by group and others (mode 0777)", d->path);
	/* the folder itself group-writable, then a folder above it */
	assert_int_equal(chmod(d->sub, 0775), 0);
	assert_int_equal(safepath_check(d->sub, getuid(), 0, canon, sizeof(canon), why, sizeof(why)), -EPERM);
	snprintf(want, sizeof(want), "%s: writable by group (mode 0775)", d->sub);
	assert_string_equal(why, want);
	assert_int_equal(chmod(d->sub, 0755), 0);
	assert_int_equal(chmod(d->path, 0777), 0);
	assert_int_equal(safepath_check(d->sub, getuid(), 0, canon, sizeof(canon), why, sizeof(why)), -EPERM);
	assert_string_equal(why, above);
	/* sticky above the folder passes; sticky as the folder (or where it would be made) not */
	assert_int_equal(chmod(d->path, 01777), 0);
	assert_int_equal(safepath_check(d->sub, getuid(), 0, canon, sizeof(canon), why, sizeof(why)), 0);
	assert_int_equal(safepath_check(d->path, getuid(), 0, canon, sizeof(canon), why, sizeof(why)), -EPERM);
	snprintf(want, sizeof(want), "%s/new", d->path);
	assert_int_equal(safepath_check(want, getuid(), 1, canon, sizeof(canon), why, sizeof(why)), -EPERM);
}

static void test_check_links(void **state)
{
	struct dir *d = *state;
	char canon[PATH_MAX], why[SAFEPATH_WHY], link[PATH_MAX], file[PATH_MAX];
	FILE *f;

	/* a link is resolved: the folder it names is checked and returned */
	snprintf(link, sizeof(link), "%s/link", d->path);
	assert_int_equal(symlink(d->sub, link), 0);
	assert_int_equal(safepath_check(link, getuid(), 0, canon, sizeof(canon), why, sizeof(why)), 0);
	assert_string_equal(canon, d->sub);
	/* a file is not a folder */
	snprintf(file, sizeof(file), "%s/file", d->path);
	f = fopen(file, "w");
	assert_non_null(f);
	fclose(f);
	assert_int_equal(safepath_check(file, getuid(), 0, canon, sizeof(canon), why, sizeof(why)), -ENOTDIR);
	assert_non_null(strstr(why, "not a folder"));
}

static void test_check_owner(void **state)
{
	struct dir *d = *state;
	char canon[PATH_MAX], why[SAFEPATH_WHY], want[PATH_MAX];

	if (geteuid() != 0)
		skip(); /* chown needs root */
	assert_int_equal(chown(d->sub, 4242, 4242), 0);
	assert_int_equal(safepath_check(d->sub, 0, 0, canon, sizeof(canon), why, sizeof(why)), -EPERM);
	snprintf(want, sizeof(want), "%s: owned by uid 4242, not by root (another user could swap what is in it)", d->sub);
	assert_string_equal(why, want);
	/* the invoking user's own folder passes (sudo: SUDO_UID) */
	assert_int_equal(safepath_check(d->sub, 4242, 0, canon, sizeof(canon), why, sizeof(why)), 0);
	/* a folder below another user's is refused too, naming theirs */
	snprintf(want, sizeof(want), "%s/deeper", d->sub);
	assert_int_equal(mkdir(want, 0755), 0);
	assert_int_equal(safepath_check(want, 0, 0, canon, sizeof(canon), why, sizeof(why)), -EPERM);
	assert_int_equal(strncmp(why, d->sub, strlen(d->sub)), 0);
}

/* SAFEPATH_PARENT: DIR judged as an ancestor (it only holds a new private folder of ours):
 * sticky taken, others-writable without the sticky bit refused; safepath_open's descriptor
 * is DIR's own. */
static void test_parent_and_open(void **state)
{
	struct dir *d = *state;
	char canon[PATH_MAX], why[SAFEPATH_WHY];
	struct stat a, b;
	int fd;

	assert_int_equal(chmod(d->sub, 01777), 0);
	assert_int_equal(safepath_check(d->sub, getuid(), 0, canon, sizeof(canon), why, sizeof(why)), -EPERM);
	assert_int_equal(safepath_check_flags(d->sub, getuid(), SAFEPATH_PARENT, canon, sizeof(canon), why,
					      sizeof(why)), 0);
	assert_string_equal(canon, d->sub);
	fd = safepath_open(d->sub, getuid(), SAFEPATH_PARENT, canon, sizeof(canon), why, sizeof(why));
	assert_true(fd >= 0);
	assert_int_equal(fstat(fd, &a), 0);
	assert_int_equal(stat(d->sub, &b), 0);
	assert_true(a.st_ino == b.st_ino && a.st_dev == b.st_dev);
	assert_int_equal(mkdirat(fd, "ours", 0700), 0); /* an O_PATH descriptor serves mkdirat */
	close(fd);
	assert_int_equal(chmod(d->sub, 0777), 0);
	assert_int_equal(safepath_open(d->sub, getuid(), SAFEPATH_PARENT, canon, sizeof(canon), why,
				       sizeof(why)), -EPERM);
	assert_non_null(strstr(why, "writable by group and others (mode 0777)"));
	/* a missing folder: safepath_open wants one to open */
	assert_int_equal(chmod(d->sub, 0755), 0);
	snprintf(canon, sizeof(canon), "%s/none", d->sub);
	assert_int_equal(safepath_open(canon, getuid(), SAFEPATH_PARENT | SAFEPATH_MISSING_OK, canon,
				       sizeof(canon), why, sizeof(why)), -ENOENT);
}

static void test_uid(void **state)
{
	(void)state;
	assert_int_equal(setenv("SUDO_UID", "1234", 1), 0);
	assert_int_equal(safepath_uid(), 1234);
	assert_int_equal(setenv("SUDO_UID", "12x", 1), 0);
	assert_int_equal(safepath_uid(), getuid());
	assert_int_equal(setenv("SUDO_UID", "", 1), 0);
	assert_int_equal(safepath_uid(), getuid());
	assert_int_equal(unsetenv("SUDO_UID"), 0);
	assert_int_equal(safepath_uid(), getuid());
}

/* safepath_judge_file: a regular file of ours passes; writable by group or others, a link
 * (not followed), a folder, or a missing file is refused, the reason naming it (run-pack's
 * state files). The owner half is safepath_judge's, tested above. */
static void test_judge_file(void **state)
{
	struct dir *d = *state;
	char f[128], l[128], why[SAFEPATH_WHY];
	FILE *fp;

	snprintf(f, sizeof(f), "%s/run-pack.1.state", d->path);
	snprintf(l, sizeof(l), "%s/link.state", d->path);
	fp = fopen(f, "w");
	assert_non_null(fp);
	fclose(fp);
	assert_int_equal(chmod(f, 0644), 0);
	assert_int_equal(safepath_judge_file(f, getuid(), why, sizeof(why)), 0);
	assert_int_equal(chmod(f, 0666), 0);
	assert_int_equal(safepath_judge_file(f, getuid(), why, sizeof(why)), -EPERM);
	assert_non_null(strstr(why, "writable by group and others"));
	assert_non_null(strstr(why, f));
	assert_int_equal(chmod(f, 0620), 0);
	assert_int_equal(safepath_judge_file(f, getuid(), why, sizeof(why)), -EPERM);
	assert_int_equal(chmod(f, 0644), 0);
	assert_int_equal(symlink(f, l), 0);
	assert_int_equal(safepath_judge_file(l, getuid(), why, sizeof(why)), -EPERM);
	assert_non_null(strstr(why, "not a regular file (a link)"));
	assert_int_equal(safepath_judge_file(d->sub, getuid(), why, sizeof(why)), -EPERM);
	assert_int_equal(safepath_judge_file("/nonexistent/x.state", getuid(), why, sizeof(why)),
			 -ENOENT);
	if (getuid() == 0) {
		assert_int_equal(chown(f, 65534, 65534), 0);
		assert_int_equal(safepath_judge_file(f, 0, why, sizeof(why)), -EPERM);
		assert_non_null(strstr(why, "owned by uid 65534"));
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_judge_owner),
		cmocka_unit_test(test_judge_mode),
		cmocka_unit_test_setup_teardown(test_check_ours, setup, teardown),
		cmocka_unit_test_setup_teardown(test_check_mode, setup, teardown),
		cmocka_unit_test_setup_teardown(test_check_links, setup, teardown),
		cmocka_unit_test_setup_teardown(test_check_owner, setup, teardown),
		cmocka_unit_test_setup_teardown(test_parent_and_open, setup, teardown),
		cmocka_unit_test_setup_teardown(test_judge_file, setup, teardown),
		cmocka_unit_test(test_uid),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
