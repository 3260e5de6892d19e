// modules: study/tree.c lib/safepath/safepath.c lib/json/jsonfile.c lib/json/fileopen.c
// test_study_tree: a study folder walked and changed without following a link (study/tree.c,
// run-pack --resume; issue 39 finding 4): tree_check takes regular files and folders of ours
// and refuses, naming it, a link (to a folder or a file, anywhere), a FIFO, a folder others
// can write, a link given as the study; tree_run_dir makes a run's folder fresh, removes what
// was in it (a link unlinked, its target kept), and refuses a link anywhere in the run's path
// without following or removing anything.
#include <errno.h>
#include <fcntl.h>
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
#include "study.h"

struct dir {
	char top[64];       /* mkdtemp: the test's folder */
	char study[96];     /* top/R: the study */
	char victim[96];    /* top/victim: outside it */
};

static void put(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

static int setup(void **state)
{
	struct dir *d = calloc(1, sizeof(*d));
	char p[PATH_MAX];

	if (!d)
		return -1;
	snprintf(d->top, sizeof(d->top), "/tmp/test_study_tree.XXXXXX");
	if (!mkdtemp(d->top))
		return -1;
	snprintf(d->study, sizeof(d->study), "%s/R", d->top);
	snprintf(d->victim, sizeof(d->victim), "%s/victim", d->top);
	if (mkdir(d->study, 0755) || mkdir(d->victim, 0755))
		return -1;
	snprintf(p, sizeof(p), "%s/none", d->study);
	if (mkdir(p, 0755))
		return -1;
	snprintf(p, sizeof(p), "%s/none/read-4k", d->study);
	if (mkdir(p, 0755))
		return -1;
	snprintf(p, sizeof(p), "%s/none/read-4k/run-1", d->study);
	if (mkdir(p, 0755))
		return -1;
	snprintf(p, sizeof(p), "%s/none/read-4k/run-1/fio.json", d->study);
	put(p, "{}\n");
	snprintf(p, sizeof(p), "%s/manifest.json", d->study);
	put(p, "{}\n");
	snprintf(p, sizeof(p), "%s/keep", d->victim);
	put(p, "keep\n");
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

static void test_check_ours(void **state)
{
	struct dir *d = *state;
	char why[SAFEPATH_WHY];

	assert_int_equal(tree_check(d->study, getuid(), why, sizeof(why)), 0);
	assert_string_equal(why, "");
}

static void test_check_links(void **state)
{
	struct dir *d = *state;
	char why[SAFEPATH_WHY], p[PATH_MAX], want[2 * PATH_MAX];

	/* a scheduler folder that is a link out of the study (finding 4) */
	snprintf(p, sizeof(p), "%s/mq-deadline", d->study);
	assert_int_equal(symlink(d->victim, p), 0);
	assert_int_equal(tree_check(d->study, getuid(), why, sizeof(why)), -ELOOP);
	snprintf(want, sizeof(want), "%s: a link (to %s); a study is resumed only without links", p, d->victim);
	assert_string_equal(why, want);
	assert_int_equal(unlink(p), 0);
	/* a file deep inside, a link to a file */
	snprintf(p, sizeof(p), "%s/none/read-4k/run-1/schedaio.json", d->study);
	assert_int_equal(symlink("/etc/passwd", p), 0);
	assert_int_equal(tree_check(d->study, getuid(), why, sizeof(why)), -ELOOP);
	assert_non_null(strstr(why, "run-1/schedaio.json: a link (to /etc/passwd)"));
	assert_int_equal(unlink(p), 0);
	/* a link under a *.tmp name is a link too */
	snprintf(p, sizeof(p), "%s/manifest.json.tmp", d->study);
	assert_int_equal(symlink(d->victim, p), 0);
	assert_int_equal(tree_check(d->study, getuid(), why, sizeof(why)), -ELOOP);
	assert_int_equal(unlink(p), 0);
	/* the study given as a link: not a folder of its own */
	snprintf(p, sizeof(p), "%s/link", d->top);
	assert_int_equal(symlink(d->study, p), 0);
	assert_true(tree_check(p, getuid(), why, sizeof(why)) < 0);
	assert_non_null(strstr(why, "not a folder (a link?)"));
}

static void test_check_kinds_and_owners(void **state)
{
	struct dir *d = *state;
	char why[SAFEPATH_WHY], p[PATH_MAX];

	snprintf(p, sizeof(p), "%s/none/fifo", d->study);
	assert_int_equal(mkfifo(p, 0600), 0);
	assert_int_equal(tree_check(d->study, getuid(), why, sizeof(why)), -EINVAL);
	assert_non_null(strstr(why, "none/fifo: a FIFO, not a regular file or a folder"));
	assert_int_equal(unlink(p), 0);
	/* a folder others can write: anyone could put a link in it after the check */
	snprintf(p, sizeof(p), "%s/none/read-4k", d->study);
	assert_int_equal(chmod(p, 0777), 0);
	assert_int_equal(tree_check(d->study, getuid(), why, sizeof(why)), -EPERM);
	assert_non_null(strstr(why, "none/read-4k: writable by group and others (mode 0777)"));
	assert_int_equal(chmod(p, 0755), 0);
	/* the study folder itself */
	assert_int_equal(chmod(d->study, 0775), 0);
	assert_int_equal(tree_check(d->study, getuid(), why, sizeof(why)), -EPERM);
	assert_int_equal(chmod(d->study, 0755), 0);
	assert_int_equal(tree_check(d->study, getuid(), why, sizeof(why)), 0);
}

static void test_run_dir_fresh(void **state)
{
	struct dir *d = *state;
	char why[SAFEPATH_WHY], p[PATH_MAX], q[PATH_MAX];
	struct stat st;

	/* an existing run: its files and a link in it removed, the link's target kept */
	snprintf(p, sizeof(p), "%s/none/read-4k/run-1/evil", d->study);
	snprintf(q, sizeof(q), "%s/keep", d->victim);
	assert_int_equal(symlink(q, p), 0);
	snprintf(p, sizeof(p), "%s/none/read-4k/run-1/.fio-out.abc", d->study);
	assert_int_equal(mkdir(p, 0700), 0);
	snprintf(p, sizeof(p), "%s/none/read-4k/run-1/.fio-out.abc/fio.json", d->study);
	put(p, "{}\n");
	assert_int_equal(tree_run_dir(d->study, "none/read-4k/run-1", why, sizeof(why)), 0);
	snprintf(p, sizeof(p), "%s/none/read-4k/run-1", d->study);
	assert_int_equal(lstat(p, &st), 0);
	assert_true(S_ISDIR(st.st_mode));
	assert_int_equal(rmdir(p), 0); /* empty */
	assert_int_equal(stat(q, &st), 0);
	/* a new run: every folder made */
	assert_int_equal(tree_run_dir(d->study, "kyber/write-4k/run-3", why, sizeof(why)), 0);
	snprintf(p, sizeof(p), "%s/kyber/write-4k/run-3", d->study);
	assert_int_equal(lstat(p, &st), 0);
	assert_true(S_ISDIR(st.st_mode));
}

static void test_run_dir_links(void **state)
{
	struct dir *d = *state;
	char why[SAFEPATH_WHY], p[PATH_MAX];
	struct stat st;

	/* a scheduler folder that is a link: nothing followed, nothing made or removed there */
	snprintf(p, sizeof(p), "%s/mq-deadline", d->study);
	assert_int_equal(symlink(d->victim, p), 0);
	/* (O_DIRECTORY | O_NOFOLLOW on a link: ENOTDIR, or ELOOP) */
	assert_true(tree_run_dir(d->study, "mq-deadline/read-4k/run-1", why, sizeof(why)) < 0);
	assert_non_null(strstr(why, "/mq-deadline: not a folder (a link?); not followed"));
	snprintf(p, sizeof(p), "%s/read-4k", d->victim);
	assert_int_equal(lstat(p, &st), -1);
	snprintf(p, sizeof(p), "%s/keep", d->victim);
	assert_int_equal(stat(p, &st), 0);
	/* the run folder itself a link to the victim: left, and the victim's file kept */
	snprintf(p, sizeof(p), "%s/none/read-4k/run-2", d->study);
	assert_int_equal(symlink(d->victim, p), 0);
	assert_true(tree_run_dir(d->study, "none/read-4k/run-2", why, sizeof(why)) < 0);
	snprintf(p, sizeof(p), "%s/keep", d->victim);
	assert_int_equal(stat(p, &st), 0);
	/* names that leave the study */
	assert_int_equal(tree_run_dir(d->study, "none/../../x", why, sizeof(why)), -EINVAL);
	assert_int_equal(tree_run_dir(d->study, "/abs", why, sizeof(why)), -EINVAL);
	assert_int_equal(tree_run_dir(d->study, "", why, sizeof(why)), -EINVAL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_check_ours, setup, teardown),
		cmocka_unit_test_setup_teardown(test_check_links, setup, teardown),
		cmocka_unit_test_setup_teardown(test_check_kinds_and_owners, setup, teardown),
		cmocka_unit_test_setup_teardown(test_run_dir_fresh, setup, teardown),
		cmocka_unit_test_setup_teardown(test_run_dir_links, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
