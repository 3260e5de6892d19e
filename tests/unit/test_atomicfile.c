// modules: lib/json/atomicfile.c
// test_atomicfile: the one C writer (lib/json/atomicfile.h): a link planted at PATH or at
// PATH.tmp is replaced, never written through; the new file gets the umask's mode; a failed
// or cancelled write leaves PATH as it was and no temporary behind.
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "json/atomicfile.h"

struct dir {
	char path[64], file[96], tmp[96], victim[96];
};

static int setup(void **state)
{
	struct dir *d = calloc(1, sizeof(*d));
	FILE *f;

	if (!d)
		return -1;
	snprintf(d->path, sizeof(d->path), "/tmp/test_atomicfile.XXXXXX");
	if (!mkdtemp(d->path))
		return -1;
	snprintf(d->file, sizeof(d->file), "%s/out.json", d->path);
	snprintf(d->tmp, sizeof(d->tmp), "%s/out.json.tmp", d->path);
	snprintf(d->victim, sizeof(d->victim), "%s/victim", d->path);
	f = fopen(d->victim, "w");
	if (!f)
		return -1;
	fputs("keep\n", f);
	fclose(f);
	*state = d;
	return 0;
}

static int teardown(void **state)
{
	struct dir *d = *state;

	unlink(d->file);
	unlink(d->tmp);
	unlink(d->victim);
	rmdir(d->path);
	free(d);
	return 0;
}

/* read_small: the first line of PATH into BUF ("" when unreadable). */
static const char *read_small(const char *path, char *buf, size_t len)
{
	FILE *f = fopen(path, "r");

	buf[0] = '\0';
	if (f) {
		if (!fgets(buf, (int)len, f))
			buf[0] = '\0';
		fclose(f);
	}
	return buf;
}

static void test_links_replaced(void **state)
{
	struct dir *d = *state;
	struct stat st;
	char buf[64];
	json_t *doc = json_pack("{s:i}", "a", 1);
	mode_t mask = umask(022);

	assert_int_equal(symlink(d->victim, d->file), 0);
	assert_int_equal(symlink(d->victim, d->tmp), 0);
	assert_int_equal(atomicfile_json(d->file, doc, JSON_COMPACT), 0);
	assert_string_equal(read_small(d->victim, buf, sizeof(buf)), "keep\n");
	assert_int_equal(lstat(d->file, &st), 0);
	assert_true(S_ISREG(st.st_mode));
	assert_int_equal(st.st_mode & 0777, 0644);
	assert_string_equal(read_small(d->file, buf, sizeof(buf)), "{\"a\":1}\n");
	assert_int_equal(lstat(d->tmp, &st), -1);
	umask(mask);
	json_decref(doc);
}

static void test_cancel_keeps_old(void **state)
{
	struct dir *d = *state;
	struct stat st;
	char buf[64];
	FILE *f = atomicfile_open(d->file);

	assert_non_null(f);
	fputs("old\n", f);
	assert_int_equal(atomicfile_commit(f, d->file, 1), 0);
	f = atomicfile_open(d->file);
	assert_non_null(f);
	fputs("half", f);
	assert_int_equal(atomicfile_commit(f, d->file, 0), -ECANCELED);
	assert_string_equal(read_small(d->file, buf, sizeof(buf)), "old\n");
	assert_int_equal(lstat(d->tmp, &st), -1);
}

static void test_missing_folder(void **state)
{
	struct dir *d = *state;
	char path[128];

	snprintf(path, sizeof(path), "%s/nope/out.json", d->path);
	errno = 0;
	assert_null(atomicfile_open(path));
	assert_int_equal(errno, ENOENT);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_links_replaced, setup, teardown),
		cmocka_unit_test_setup_teardown(test_cancel_keeps_old, setup, teardown),
		cmocka_unit_test_setup_teardown(test_missing_folder, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
