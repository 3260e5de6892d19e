// modules: study/writefile.c lib/json/atomicfile.c lib/safepath/safepath.c
// test_study_writefile: schedaio-study write-file's copy (study/writefile.c, issue 41 item 5),
// the scripts' write_atomic: stdin into FILE by atomicfile's rule. The bytes land whole with
// the umask's mode; more than MAX bytes leave FILE as it was (-EFBIG, the line naming FILE);
// a link at FILE is replaced and its target untouched; a missing folder, a folder not
// writable (as a non-root user only), a read error (a folder as stdin) leave FILE as it was;
// no temporary is left behind; two writers' temporaries never share a name.
#include <dirent.h>
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

#include "json/atomicfile.h"
#include "safepath/safepath.h"
#include "study.h"

struct dir {
	char path[64], file[96], src[96], victim[96];
};

/* put: TEXT into PATH (plain stdio: the fixture). */
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

	if (!d)
		return -1;
	snprintf(d->path, sizeof(d->path), "/tmp/test_writefile.XXXXXX");
	if (!mkdtemp(d->path))
		return -1;
	snprintf(d->file, sizeof(d->file), "%s/out", d->path);
	snprintf(d->src, sizeof(d->src), "%s/src", d->path);
	snprintf(d->victim, sizeof(d->victim), "%s/victim", d->path);
	*state = d;
	return 0;
}

static int teardown(void **state)
{
	struct dir *d = *state;
	char cmd[200];

	snprintf(cmd, sizeof(cmd), "chmod -R u+w %s; rm -rf %s", d->path, d->path);
	if (system(cmd))
		return -1;
	free(d);
	return 0;
}

/* slurp: PATH's first 255 bytes as a string ("" when unreadable). */
static const char *slurp(const char *path, char *buf, size_t len)
{
	FILE *f = fopen(path, "r");
	size_t n = 0;

	if (f) {
		n = fread(buf, 1, len - 1, f);
		fclose(f);
	}
	buf[n] = '\0';
	return buf;
}

/* entries: how many names DIR holds (".", ".." aside). */
static int entries(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int n = 0;

	assert_non_null(d);
	while ((e = readdir(d)))
		n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
	closedir(d);
	return n;
}

/* copy_from: writefile_copy(FILE, the descriptor of SRC holding TEXT, MAX). */
static int copy_from(struct dir *d, const char *text, long long max, char *why, size_t whylen)
{
	int fd, ret;

	put(d->src, text);
	fd = open(d->src, O_RDONLY);
	assert_true(fd >= 0);
	ret = writefile_copy(d->file, fd, max, why, whylen);
	close(fd);
	unlink(d->src);
	return ret;
}

static void test_writes_with_umask_mode(void **state)
{
	struct dir *d = *state;
	char why[STUDY_WHY], buf[256];
	struct stat st;
	mode_t old;

	put(d->file, "old\n");
	old = umask(027);
	assert_int_equal(copy_from(d, "new\n", -1, why, sizeof(why)), 0);
	umask(old);
	assert_string_equal(slurp(d->file, buf, sizeof(buf)), "new\n");
	assert_int_equal(stat(d->file, &st), 0);
	assert_int_equal(st.st_mode & 07777, 0640);
	assert_int_equal(entries(d->path), 1);
	/* exactly MAX bytes are accepted */
	assert_int_equal(copy_from(d, "12345", 5, why, sizeof(why)), 0);
	assert_string_equal(slurp(d->file, buf, sizeof(buf)), "12345");
	/* nothing sent: an empty file */
	assert_int_equal(copy_from(d, "", 0, why, sizeof(why)), 0);
	assert_string_equal(slurp(d->file, buf, sizeof(buf)), "");
}

static void test_more_than_max_keeps_old(void **state)
{
	struct dir *d = *state;
	char why[STUDY_WHY + PATH_MAX], want[STUDY_WHY + PATH_MAX], buf[256];

	put(d->file, "old\n");
	assert_int_equal(copy_from(d, "123456", 5, why, sizeof(why)), -EFBIG);
	snprintf(want, sizeof(want), "%s: more than 5 bytes sent; not written", d->file);
	assert_string_equal(why, want);
	assert_string_equal(slurp(d->file, buf, sizeof(buf)), "old\n");
	assert_int_equal(entries(d->path), 1);
	/* MAX 0: one byte is too many */
	assert_int_equal(copy_from(d, "x", 0, why, sizeof(why)), -EFBIG);
	assert_string_equal(slurp(d->file, buf, sizeof(buf)), "old\n");
}

static void test_link_replaced_not_followed(void **state)
{
	struct dir *d = *state;
	char why[STUDY_WHY], buf[256];
	struct stat st;

	put(d->victim, "keep\n");
	assert_int_equal(symlink(d->victim, d->file), 0);
	assert_int_equal(copy_from(d, "new\n", -1, why, sizeof(why)), 0);
	assert_string_equal(slurp(d->victim, buf, sizeof(buf)), "keep\n");
	assert_int_equal(lstat(d->file, &st), 0);
	assert_true(S_ISREG(st.st_mode));
	assert_string_equal(slurp(d->file, buf, sizeof(buf)), "new\n");
	assert_int_equal(entries(d->path), 2);
}

static void test_missing_folder(void **state)
{
	struct dir *d = *state;
	char why[STUDY_WHY + PATH_MAX], path[128];
	int fd = open("/dev/null", O_RDONLY);

	assert_true(fd >= 0);
	snprintf(path, sizeof(path), "%s/none/out", d->path);
	assert_int_equal(writefile_copy(path, fd, -1, why, sizeof(why)), -ENOENT);
	assert_non_null(strstr(why, path));
	assert_int_equal(writefile_copy("", fd, -1, why, sizeof(why)), -EISDIR);
	snprintf(path, sizeof(path), "%s/", d->path);
	assert_int_equal(writefile_copy(path, fd, -1, why, sizeof(why)), -EISDIR);
	close(fd);
	assert_int_equal(entries(d->path), 0);
}

static void test_folder_not_writable(void **state)
{
	struct dir *d = *state;
	char why[STUDY_WHY + PATH_MAX], buf[256];

	if (geteuid() == 0)
		skip(); /* root writes any folder */
	int fd;

	put(d->file, "old\n");
	put(d->src, "new\n");
	fd = open(d->src, O_RDONLY);
	assert_true(fd >= 0);
	assert_int_equal(chmod(d->path, 0500), 0);
	assert_int_equal(writefile_copy(d->file, fd, -1, why, sizeof(why)), -EACCES);
	close(fd);
	assert_string_equal(slurp(d->file, buf, sizeof(buf)), "old\n");
}

static void test_read_error_keeps_old(void **state)
{
	struct dir *d = *state;
	char why[STUDY_WHY + PATH_MAX], buf[256];
	int fd;

	put(d->file, "old\n");
	fd = open(d->path, O_RDONLY | O_DIRECTORY); /* read(2): EISDIR */
	assert_true(fd >= 0);
	assert_int_equal(writefile_copy(d->file, fd, -1, why, sizeof(why)), -EISDIR);
	close(fd);
	assert_non_null(strstr(why, "cannot read"));
	assert_string_equal(slurp(d->file, buf, sizeof(buf)), "old\n");
	assert_int_equal(entries(d->path), 1);
}

/* Two writers of one FILE at once (the scripts' journal): each has its own temporary, so
 * the last rename wins with a whole file. */
static void test_unique_temporaries(void **state)
{
	struct dir *d = *state;
	char buf[256], why[SAFEPATH_WHY];
	struct atomicfile a, b;

	assert_int_equal(atomicfile_open(&a, d->file, why, sizeof(why)), 0);
	assert_int_equal(atomicfile_open(&b, d->file, why, sizeof(why)), 0);
	assert_string_not_equal(a.tmp, b.tmp);
	assert_memory_equal(a.tmp, ".out.", 5);
	assert_string_equal(a.tmp + strlen(a.tmp) - 4, ".tmp");
	fputs("aaaa\n", a.f);
	fputs("b\n", b.f);
	assert_int_equal(atomicfile_commit(&b, 1), 0);
	assert_int_equal(atomicfile_commit(&a, 1), 0);
	assert_string_equal(slurp(d->file, buf, sizeof(buf)), "aaaa\n");
	assert_int_equal(entries(d->path), 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_writes_with_umask_mode, setup, teardown),
		cmocka_unit_test_setup_teardown(test_more_than_max_keeps_old, setup, teardown),
		cmocka_unit_test_setup_teardown(test_link_replaced_not_followed, setup, teardown),
		cmocka_unit_test_setup_teardown(test_missing_folder, setup, teardown),
		cmocka_unit_test_setup_teardown(test_folder_not_writable, setup, teardown),
		cmocka_unit_test_setup_teardown(test_read_error_keeps_old, setup, teardown),
		cmocka_unit_test_setup_teardown(test_unique_temporaries, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
