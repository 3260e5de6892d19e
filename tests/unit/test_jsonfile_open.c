// modules: lib/json/jsonfile.c lib/json/fileopen.c
// test_jsonfile_open: the one way compare, merge-stats and schedaio-study open an input
// (lib/json/jsonfile.h jsonfile_open_in; issue 39 finding 8): a regular file inside the
// folder is opened; a link out of the folder (to a file, to a FIFO), a FIFO, a folder are
// refused, and inotify sees no open of them or of what a link names (a device or a tape acts
// on an open); a link inside the folder is followed to its regular file; jsonfile_load names
// a FIFO as one without opening it; a file holding a NUL byte is refused, read no further
// than the piece that holds it (a 63 MiB sparse file: its first MiB).
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include <cmocka.h>

#include "json/jsonfile.h"

struct dir {
	char top[64], study[96], out[96];
	int ino; /* inotify: IN_OPEN on the files outside and the FIFO */
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
	snprintf(d->top, sizeof(d->top), "/tmp/test_jsonfile_open.XXXXXX");
	if (!mkdtemp(d->top))
		return -1;
	snprintf(d->study, sizeof(d->study), "%s/study", d->top);
	snprintf(d->out, sizeof(d->out), "%s/out", d->top);
	if (mkdir(d->study, 0755) || mkdir(d->out, 0755))
		return -1;
	snprintf(p, sizeof(p), "%s/fio.json", d->study);
	put(p, "{\"a\": 1}\n");
	snprintf(p, sizeof(p), "%s/secret", d->out);
	put(p, "{\"secret\": 1}\n");
	snprintf(p, sizeof(p), "%s/fifo", d->out);
	if (mkfifo(p, 0600))
		return -1;
	d->ino = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
	if (d->ino < 0)
		return -1;
	*state = d;
	return 0;
}

static int teardown(void **state)
{
	struct dir *d = *state;
	char cmd[160];

	close(d->ino);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", d->top);
	if (system(cmd) != 0)
		return -1;
	free(d);
	return 0;
}

/* watch: IN_OPEN on PATH. */
static void watch(struct dir *d, const char *path)
{
	assert_true(inotify_add_watch(d->ino, path, IN_OPEN) >= 0);
}

/* opens: how many IN_OPEN events came since the last call. */
static int opens(struct dir *d)
{
	char buf[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
	ssize_t n;
	int k = 0;
	char *p;

	while ((n = read(d->ino, buf, sizeof(buf))) > 0)
		for (p = buf; p < buf + n; p += sizeof(struct inotify_event) + ((struct inotify_event *)p)->len)
			k++;
	return k;
}

static void test_regular_inside(void **state)
{
	struct dir *d = *state;
	char top[PATH_MAX], p[PATH_MAX];
	int fd;

	assert_non_null(realpath(d->study, top));
	snprintf(p, sizeof(p), "%s/fio.json", d->study);
	fd = jsonfile_open_in(top, p);
	assert_true(fd >= 0);
	close(fd);
	/* a link inside the folder to a file inside it: followed */
	snprintf(p, sizeof(p), "%s/same.json", d->study);
	assert_int_equal(symlink("fio.json", p), 0);
	fd = jsonfile_open_in(top, p);
	assert_true(fd >= 0);
	close(fd);
	/* no folder to stay in (TOP NULL): a regular file is opened */
	fd = jsonfile_open_in(NULL, p);
	assert_true(fd >= 0);
	close(fd);
}

static void test_link_out_never_opened(void **state)
{
	struct dir *d = *state;
	char top[PATH_MAX], p[PATH_MAX], q[PATH_MAX];

	assert_non_null(realpath(d->study, top));
	snprintf(q, sizeof(q), "%s/secret", d->out);
	watch(d, q);
	snprintf(p, sizeof(p), "%s/evil.json", d->study);
	assert_int_equal(symlink(q, p), 0);
	assert_int_equal(jsonfile_open_in(top, p), -EXDEV);
	assert_int_equal(opens(d), 0);
	/* a link out to a FIFO: refused unopened too (open on a FIFO, as on a device, acts) */
	snprintf(q, sizeof(q), "%s/fifo", d->out);
	watch(d, q);
	snprintf(p, sizeof(p), "%s/fifo.json", d->study);
	assert_int_equal(symlink(q, p), 0);
	assert_int_equal(jsonfile_open_in(top, p), -EXDEV);
	assert_int_equal(opens(d), 0);
	/* a dangling link: missing */
	snprintf(p, sizeof(p), "%s/gone.json", d->study);
	assert_int_equal(symlink("/nonexistent/x", p), 0);
	assert_int_equal(jsonfile_open_in(top, p), -ENOENT);
}

static void test_not_regular_never_opened(void **state)
{
	struct dir *d = *state;
	char top[PATH_MAX], p[PATH_MAX], why[256];
	json_t *j = NULL;

	assert_non_null(realpath(d->study, top));
	snprintf(p, sizeof(p), "%s/fifo.json", d->study);
	assert_int_equal(mkfifo(p, 0600), 0);
	watch(d, p);
	assert_int_equal(jsonfile_open_in(top, p), -EINVAL);
	assert_int_equal(jsonfile_load_in(top, p, 0, &j, why, sizeof(why)), -EINVAL);
	assert_string_equal(why, "a FIFO, not a regular file; not read");
	assert_null(j);
	assert_int_equal(opens(d), 0);
	/* a FIFO given directly (TOP NULL): refused, not opened */
	assert_int_equal(jsonfile_load(p, 0, &j, why, sizeof(why)), -EINVAL);
	assert_int_equal(opens(d), 0);
	/* a folder */
	assert_int_equal(jsonfile_open_in(top, d->study), -EISDIR);
}

/* rchar: the bytes this process has read so far (/proc/self/io rchar). */
static unsigned long long rchar(void)
{
	unsigned long long v = 0;
	char line[128];
	FILE *f = fopen("/proc/self/io", "r");

	assert_non_null(f);
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "rchar: %llu", &v) == 1)
			break;
	fclose(f);
	return v;
}

/* put_bytes: PATH, a new file, holds the N bytes of B (a NUL among them). */
static void put_bytes(const char *path, const char *b, size_t n)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, b, n), (ssize_t)n);
	assert_int_equal(close(fd), 0);
}

static void test_nul_refused_early(void **state)
{
	struct dir *d = *state;
	char p[PATH_MAX], why[256];
	unsigned long long r0;
	json_t *j = NULL;
	int fd;

	/* a 63 MiB file of zeros (sparse): refused after its first piece */
	snprintf(p, sizeof(p), "%s/zeros.json", d->study);
	fd = open(p, O_WRONLY | O_CREAT | O_EXCL, 0600);
	assert_true(fd >= 0);
	assert_int_equal(ftruncate(fd, 63l << 20), 0);
	assert_int_equal(close(fd), 0);
	r0 = rchar();
	assert_int_equal(jsonfile_load(p, 0, &j, why, sizeof(why)), -EINVAL);
	assert_true(rchar() - r0 <= (2ull << 20));
	assert_string_equal(why, "a NUL byte, which no JSON text holds; not read further");
	assert_null(j);
	/* a NUL byte after a whole document, and in fio's text before its document: refused too */
	snprintf(p, sizeof(p), "%s/tail.json", d->study);
	put_bytes(p, "{\"a\": 1}\n\0", 10);
	assert_int_equal(jsonfile_load(p, 0, &j, why, sizeof(why)), -EINVAL);
	assert_null(j);
	assert_int_equal(jsonfile_load(p, JSONFILE_FIO, &j, why, sizeof(why)), -EINVAL);
	assert_null(j);
	snprintf(p, sizeof(p), "%s/prefix.json", d->study);
	put_bytes(p, "fio: \0\n{\"a\": 1}\n", 16);
	assert_int_equal(jsonfile_load(p, JSONFILE_FIO, &j, why, sizeof(why)), -EINVAL);
	assert_string_equal(why, "a NUL byte, which no JSON text holds; not read further");
	assert_null(j);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_regular_inside, setup, teardown),
		cmocka_unit_test_setup_teardown(test_link_out_never_opened, setup, teardown),
		cmocka_unit_test_setup_teardown(test_not_regular_never_opened, setup, teardown),
		cmocka_unit_test_setup_teardown(test_nul_refused_early, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
