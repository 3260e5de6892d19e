// modules: lib/json/atomicfile.c lib/safepath/safepath.c
// test_atomicfile: the one C writer (lib/json/atomicfile.h), each error path: a link planted
// at the name is replaced, never written through; a taken temporary name (a link, a file) is
// never opened; the folder is opened once and judged (one writable by others refused), and a
// folder swapped for a link after that is not followed (the write lands in the folder judged);
// a folder removed after it was opened; a full filesystem (ENOSPC: a 64 KiB tmpfs, root only)
// and a cancelled write leave the old file and no temporary; the new file gets the umask's
// mode; names that are not one file name are refused.
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "json/atomicfile.h"
#include "safepath/safepath.h"

struct dir {
	char path[64], file[96], victim[96], why[SAFEPATH_WHY];
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
	snprintf(d->victim, sizeof(d->victim), "%s.victim", d->path);
	f = fopen(d->victim, "w");
	if (!f)
		return -1;
	fputs("keep\n", f);
	fclose(f);
	*state = d;
	return 0;
}

/* rm_tree: PATH's entries (one level of folders) and PATH removed. */
static void rm_tree(const char *path)
{
	char p[512];
	struct dirent *e;
	DIR *dir = opendir(path);

	while (dir && (e = readdir(dir))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		snprintf(p, sizeof(p), "%s/%s", path, e->d_name);
		if (unlink(p))
			rm_tree(p);
	}
	if (dir)
		closedir(dir);
	rmdir(path);
}

static int teardown(void **state)
{
	struct dir *d = *state;
	char p[128];

	snprintf(p, sizeof(p), "%s.moved", d->path);
	rm_tree(p);
	unlink(d->path); /* a link in its place */
	rm_tree(d->path);
	unlink(d->victim);
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

/* temporaries: how many names in folder PATH end in ".tmp". */
static int temporaries(const char *path)
{
	struct dirent *e;
	DIR *dir = opendir(path);
	int n = 0;
	size_t len;

	while (dir && (e = readdir(dir))) {
		len = strlen(e->d_name);
		n += len > 4 && !strcmp(e->d_name + len - 4, ".tmp");
	}
	if (dir)
		closedir(dir);
	return n;
}

static void test_link_replaced(void **state)
{
	struct dir *d = *state;
	struct stat st;
	char buf[64];
	json_t *doc = json_pack("{s:i}", "a", 1);
	mode_t mask = umask(022);

	assert_int_equal(symlink(d->victim, d->file), 0);
	assert_int_equal(atomicfile_json(d->file, doc, JSON_COMPACT, d->why, sizeof(d->why)), 0);
	assert_string_equal(read_small(d->victim, buf, sizeof(buf)), "keep\n");
	assert_int_equal(lstat(d->file, &st), 0);
	assert_true(S_ISREG(st.st_mode));
	assert_int_equal(st.st_mode & 0777, 0644);
	assert_string_equal(read_small(d->file, buf, sizeof(buf)), "{\"a\":1}\n");
	assert_int_equal(temporaries(d->path), 0);
	umask(mask);
	json_decref(doc);
}

static void test_cancel_keeps_old(void **state)
{
	struct dir *d = *state;
	struct atomicfile a;
	char buf[64];

	assert_int_equal(atomicfile_open(&a, d->file, d->why, sizeof(d->why)), 0);
	fputs("old\n", a.f);
	assert_int_equal(atomicfile_commit(&a, 1), 0);
	assert_int_equal(atomicfile_open(&a, d->file, d->why, sizeof(d->why)), 0);
	fputs("half", a.f);
	assert_int_equal(atomicfile_commit(&a, 0), -ECANCELED);
	assert_string_equal(read_small(d->file, buf, sizeof(buf)), "old\n");
	assert_int_equal(temporaries(d->path), 0);
}

/* A temporary's name taken (a link to the victim, then a file): O_EXCL | O_NOFOLLOW refuses
 * it, and neither it nor what it points at is opened or changed. */
static void test_tmp_taken(void **state)
{
	struct dir *d = *state;
	static const unsigned char rnd[6] = { 0, 1, 2, 3, 4, 5 };
	struct atomicfile a;
	char tmp[NAME_MAX + 1], p[PATH_MAX], buf[64];
	struct stat st;
	int dfd = atomicfile_dir(d->path, NULL, d->why, sizeof(d->why));

	assert_true(dfd >= 0);
	assert_int_equal(atomicfile_tmpname("out.json", rnd, tmp), 0);
	assert_string_equal(tmp, ".out.json.abcdef.tmp");
	snprintf(p, sizeof(p), "%s/%s", d->path, tmp);
	assert_int_equal(symlink(d->victim, p), 0);
	assert_int_equal(atomicfile_open_tmp(&a, dfd, "out.json", tmp), -EEXIST);
	assert_null(a.f);
	assert_string_equal(read_small(d->victim, buf, sizeof(buf)), "keep\n");
	assert_int_equal(lstat(p, &st), 0);
	assert_true(S_ISLNK(st.st_mode));
	assert_int_equal(unlink(p), 0);
	assert_int_equal(mkdir(p, 0700), 0); /* a folder: the same */
	assert_int_equal(atomicfile_open_tmp(&a, dfd, "out.json", tmp), -EEXIST);
	assert_int_equal(rmdir(p), 0);
	assert_int_equal(access(d->file, F_OK), -1);
	close(dfd);
}

/* The folder is opened once; swapped for a link to another folder after that, the write still
 * lands in the folder that was judged, and nothing is written through the link. */
static void test_folder_swapped(void **state)
{
	struct dir *d = *state;
	struct atomicfile a;
	char moved[128], other[160], p[PATH_MAX], buf[64];

	snprintf(moved, sizeof(moved), "%s.moved", d->path);
	snprintf(other, sizeof(other), "%s/other", moved);
	assert_int_equal(atomicfile_open(&a, d->file, d->why, sizeof(d->why)), 0);
	assert_int_equal(rename(d->path, moved), 0);
	assert_int_equal(mkdir(other, 0700), 0);
	assert_int_equal(symlink(other, d->path), 0);
	fputs("new\n", a.f);
	assert_int_equal(atomicfile_commit(&a, 1), 0);
	snprintf(p, sizeof(p), "%s/out.json", moved);
	assert_string_equal(read_small(p, buf, sizeof(buf)), "new\n");
	snprintf(p, sizeof(p), "%s/out.json", other);
	assert_int_equal(access(p, F_OK), -1);
	assert_int_equal(temporaries(other), 0);
	assert_int_equal(temporaries(moved), 0);
}

/* The folder removed after it was opened: -ENOENT, nothing made. */
static void test_folder_gone(void **state)
{
	struct dir *d = *state;
	struct atomicfile a;
	int dfd = atomicfile_dir(d->path, NULL, d->why, sizeof(d->why));

	assert_true(dfd >= 0);
	assert_int_equal(rmdir(d->path), 0);
	assert_int_equal(atomicfile_open_at(&a, dfd, "out.json"), -ENOENT);
	assert_null(a.f);
	close(dfd);
	/* and a path whose folder is missing: the same, with the reason */
	assert_int_equal(atomicfile_open(&a, d->file, d->why, sizeof(d->why)), -ENOENT);
	assert_non_null(strstr(d->why, d->path));
	assert_int_equal(mkdir(d->path, 0700), 0);
}

/* A folder others can write is not written in (lib/safepath's rule), with the reason. */
static void test_folder_refused(void **state)
{
	struct dir *d = *state;
	struct atomicfile a;

	assert_int_equal(chmod(d->path, 0777), 0);
	assert_int_equal(atomicfile_open(&a, d->file, d->why, sizeof(d->why)), -EPERM);
	assert_non_null(strstr(d->why, d->path));
	assert_int_equal(chmod(d->path, 0700), 0);
	assert_int_equal(temporaries(d->path), 0);
	assert_int_equal(access(d->file, F_OK), -1);
}

/* A full filesystem: a 64 KiB tmpfs (root only), mounted, opened, and detached at once (the
 * descriptor keeps it: nothing is left mounted whatever happens). The write fails with
 * -ENOSPC, the old file stays, the temporary is removed. */
static void test_enospc(void **state)
{
	struct dir *d = *state;
	char mnt[128], buf[64];
	struct atomicfile a;
	static char big[256 << 10];
	int dfd, fd;

	snprintf(mnt, sizeof(mnt), "%s/mnt", d->path);
	assert_int_equal(mkdir(mnt, 0700), 0);
	if (mount("tmpfs", mnt, "tmpfs", 0, "size=64k,mode=0700")) {
		rmdir(mnt);
		skip(); /* not root: no mount */
	}
	dfd = atomicfile_dir(mnt, NULL, d->why, sizeof(d->why));
	assert_int_equal(umount2(mnt, MNT_DETACH), 0);
	assert_true(dfd >= 0);
	fd = openat(dfd, "out.json", O_WRONLY | O_CREAT | O_EXCL, 0600);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, "old\n", 4), 4);
	close(fd);
	assert_int_equal(atomicfile_open_at(&a, dfd, "out.json"), 0);
	memset(big, 'x', sizeof(big));
	fwrite(big, 1, sizeof(big), a.f);
	assert_int_equal(atomicfile_commit(&a, 1), -ENOSPC);
	fd = openat(dfd, "out.json", O_RDONLY);
	assert_true(fd >= 0);
	memset(buf, 0, sizeof(buf));
	assert_int_equal(read(fd, buf, sizeof(buf) - 1), 4);
	assert_string_equal(buf, "old\n");
	close(fd);
	assert_int_equal(faccessat(dfd, a.tmp, F_OK, AT_SYMLINK_NOFOLLOW), -1);
	assert_int_equal(errno, ENOENT);
	close(dfd);
}

/* What is not one file name, or too long for its temporary's name, is refused. */
static void test_names(void **state)
{
	struct dir *d = *state;
	static const char *bad[] = { "", ".", "..", "a/b" };
	char longname[NAME_MAX + 1], p[512];
	struct atomicfile a;
	size_t i;
	int dfd = atomicfile_dir(d->path, NULL, d->why, sizeof(d->why));

	assert_true(dfd >= 0);
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_int_equal(atomicfile_open_at(&a, dfd, bad[i]), -EINVAL);
	memset(longname, 'n', NAME_MAX - ATOMICFILE_TMP_EXTRA + 1);
	longname[NAME_MAX - ATOMICFILE_TMP_EXTRA + 1] = '\0';
	assert_int_equal(atomicfile_open_at(&a, dfd, longname), -ENAMETOOLONG);
	longname[NAME_MAX - ATOMICFILE_TMP_EXTRA] = '\0'; /* the longest that fits */
	assert_int_equal(atomicfile_open_at(&a, dfd, longname), 0);
	assert_int_equal(atomicfile_commit(&a, 0), -ECANCELED);
	close(dfd);
	assert_int_equal(atomicfile_open(&a, "", d->why, sizeof(d->why)), -EISDIR);
	snprintf(p, sizeof(p), "%s/", d->path);
	assert_int_equal(atomicfile_open(&a, p, d->why, sizeof(d->why)), -EISDIR);
	assert_int_equal(temporaries(d->path), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_link_replaced, setup, teardown),
		cmocka_unit_test_setup_teardown(test_cancel_keeps_old, setup, teardown),
		cmocka_unit_test_setup_teardown(test_tmp_taken, setup, teardown),
		cmocka_unit_test_setup_teardown(test_folder_swapped, setup, teardown),
		cmocka_unit_test_setup_teardown(test_folder_gone, setup, teardown),
		cmocka_unit_test_setup_teardown(test_folder_refused, setup, teardown),
		cmocka_unit_test_setup_teardown(test_enospc, setup, teardown),
		cmocka_unit_test_setup_teardown(test_names, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
