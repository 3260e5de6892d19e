// iolog.c: a read_iolog= trace read as data (see iolog.h).
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "iolog.h"

#define NF 5 /* fields of the longest line */

/* One field of a line (into the text). */
struct field {
	const char *s;
	size_t len;
};

static int is(const struct field *f, const char *s)
{
	return f->len == strlen(s) && !memcmp(f->s, s, f->len);
}

/* number: F is 1 to 18 decimal digits of a value at most MAX; the value into *V. */
static int number(const struct field *f, long long max, long long *v)
{
	size_t i;

	if (!f->len || f->len > 18)
		return 0;
	*v = 0;
	for (i = 0; i < f->len; i++) {
		if (f->s[i] < '0' || f->s[i] > '9')
			return 0;
		*v = *v * 10 + (f->s[i] - '0');
	}
	return *v <= max;
}

/* printable: F is a plain run of printable ASCII (safe to quote in a reason). */
static int printable(const struct field *f)
{
	size_t i;

	for (i = 0; i < f->len; i++)
		if (f->s[i] <= ' ' || f->s[i] > '~')
			return 0;
	return f->len <= 64;
}

/* split: LINE (LEN bytes) into at most NF fields at spaces and tabs; the count, NF + 1 for
 * more, -1 for a byte that is not printable ASCII. */
static int split(const char *line, size_t len, struct field *f)
{
	size_t i = 0, start;
	int n = 0;

	while (i < len) {
		if (line[i] == ' ' || line[i] == '\t') {
			i++;
			continue;
		}
		start = i;
		while (i < len && line[i] != ' ' && line[i] != '\t') {
			if (line[i] < ' ' || line[i] > '~')
				return -1;
			i++;
		}
		if (n == NF)
			return NF + 1;
		f[n].s = line + start;
		f[n].len = i - start;
		n++;
	}
	return n;
}

/* Each file the job names: added yet or not. */
struct state {
	const struct iolog_name *names;
	size_t nnames;
	unsigned char *added;
};

/* file_index: the index of F in the names, or -1. */
static long file_index(const struct state *st, const struct field *f)
{
	size_t i;

	for (i = 0; i < st->nnames; i++)
		if (st->names[i].len == f->len && !memcmp(st->names[i].s, f->s, f->len))
			return (long)i;
	return -1;
}

/* action: one action line of fields F (N of them, TIME dropped) into SUM; else why. */
static int action(struct state *st, int version, const struct field *f, int n,
		  struct iolog_sum *sum, char *why, size_t whylen)
{
	static const char *const io[] = { "read", "write", "trim", "sync", "datasync", "wait" };
	long long off, len;
	long k;
	size_t i;

	if (f[0].len > 255) {
		snprintf(why, whylen, "a file name over 255 bytes (fio reads 256 and runs the rest "
			 "into the action)");
		return 0;
	}
	k = file_index(st, &f[0]);
	if (k < 0) {
		if (printable(&f[0]) && printable(&f[1]))
			snprintf(why, whylen, "%.*s %.*s: not a file the job names (its filename= "
				 "values, in the run's folder)", (int)f[1].len, f[1].s,
				 (int)f[0].len, f[0].s);
		else
			snprintf(why, whylen, "a file the job does not name (its filename= values)");
		return 0;
	}
	if (n == 2) {
		if (is(&f[1], "add")) {
			if (st->added[k]) {
				snprintf(why, whylen, "add %.*s twice: fio adds a second file of "
					 "that name", (int)f[0].len, f[0].s);
				return 0;
			}
			st->added[k] = 1;
			return 1;
		}
		if (!is(&f[1], "open") && !is(&f[1], "close")) {
			snprintf(why, whylen, "not an action of a 2-field line (add, open, close)");
			return 0;
		}
	} else {
		for (i = 0; i < sizeof(io) / sizeof(io[0]); i++)
			if (is(&f[1], io[i]))
				break;
		if (i == sizeof(io) / sizeof(io[0]) || (i == 5 && version == 3)) {
			snprintf(why, whylen, "not an I/O action (read, write, trim, sync, datasync%s)",
				 version == 2 ? ", wait" : "; fio 3 ignores wait");
			return 0;
		}
		if (!number(&f[2], 999999999999999999ll, &off) || !number(&f[3], IOLOG_LEN_MAX, &len)) {
			snprintf(why, whylen, "OFFSET and LENGTH: digits only, LENGTH at most %d",
				 IOLOG_LEN_MAX);
			return 0;
		}
		sum->reads += i == 0;
		sum->read_bytes += i == 0 ? len : 0;
		sum->writes += i == 1;
		sum->trims += i == 2;
		sum->syncs += i == 3 || i == 4;
		sum->waits += i == 5;
	}
	if (!st->added[k]) {
		snprintf(why, whylen, "%.*s before add: fio has no such file yet", (int)f[1].len, f[1].s);
		return 0;
	}
	return 1;
}

/* one_line: LINE (LEN bytes) of a trace of VERSION into SUM; else why. */
static int one_line(struct state *st, int version, const char *line, size_t len,
		    struct iolog_sum *sum, char *why, size_t whylen)
{
	struct field f[NF];
	long long t;
	int n;

	if (len + 1 >= IOLOG_FIO_READ) {
		snprintf(why, whylen, "a line of %zu bytes: fio reads %d bytes at a time (iolog.c "
			 "read_iolog: fgets 4096) and takes the rest for another line", len + 1,
			 IOLOG_FIO_READ);
		return 0;
	}
	n = split(line, len, f);
	if (n < 0) {
		snprintf(why, whylen, "a byte that is not printable ASCII");
		return 0;
	}
	if (version == 3) {
		if (n != 3 && n != 5) {
			snprintf(why, whylen, "%d fields: a version 3 line is TIME FILE ACTION "
				 "[OFFSET LENGTH]", n > NF ? NF + 1 : n);
			return 0;
		}
		if (!number(&f[0], 999999999999999999ll, &t)) {
			snprintf(why, whylen, "TIME: digits only");
			return 0;
		}
		return action(st, version, f + 1, n - 1, sum, why, whylen);
	}
	if (n != 2 && n != 4) {
		snprintf(why, whylen, "%d fields: a version 2 line is FILE ACTION [OFFSET LENGTH]",
			 n > NF ? NF + 1 : n);
		return 0;
	}
	return action(st, version, f, n, sum, why, whylen);
}

int iolog_parse(const char *text, size_t len, const struct iolog_name *names, size_t nnames,
		struct iolog_sum *sum, long *line, char *why, size_t whylen)
{
	static const char v2[] = "fio version 2 iolog", v3[] = "fio version 3 iolog";
	const char *p = text, *end = text + len, *nl;
	struct state st = { names, nnames, NULL };
	size_t n;
	long no = 1;
	int ret = -EINVAL;

	memset(sum, 0, sizeof(*sum));
	*line = 0;
	if ((long long)len > IOLOG_MAX) {
		snprintf(why, whylen, "over %lld bytes: not a trace of ours", IOLOG_MAX);
		return -EFBIG;
	}
	nl = memchr(p, '\n', len);
	n = nl ? (size_t)(nl - p) : len;
	*line = 1;
	if (n == sizeof(v2) - 1 && !memcmp(p, v2, n))
		sum->version = 2;
	else if (n == sizeof(v3) - 1 && !memcmp(p, v3, n))
		sum->version = 3;
	else {
		snprintf(why, whylen, "the first line is not \"%s\" or \"%s\" (fio replays anything "
			 "else another way: a blktrace by its device numbers)", v2, v3);
		return -EINVAL;
	}
	st.added = calloc(nnames ? nnames : 1, 1);
	if (!st.added) {
		snprintf(why, whylen, "out of memory");
		return -ENOMEM;
	}
	p = nl ? nl + 1 : end;
	while (p < end) {
		nl = memchr(p, '\n', (size_t)(end - p));
		no++;
		n = (size_t)((nl ? nl : end) - p);
		if (!one_line(&st, sum->version, p, n, sum, why, whylen)) {
			*line = no;
			goto out;
		}
		p = nl ? nl + 1 : end;
	}
	ret = 0;
out:
	free(st.added);
	return ret;
}

/* open_below: REL under the folder DIRFD, each name opened with O_NOFOLLOW; the final file
 * O_RDONLY | O_NONBLOCK (a FIFO does not block the open; fstat refuses it). fd or -errno. */
static int open_below(int dirfd, const char *rel)
{
	char name[256];
	const char *slash;
	struct stat st;
	int fd = dirfd, next;
	size_t n;

	for (;;) {
		slash = strchr(rel, '/');
		n = slash ? (size_t)(slash - rel) : strlen(rel);
		if (!n || n >= sizeof(name) || (n <= 2 && !strncmp(rel, "..", n))) {
			next = -EINVAL;
		} else {
			memcpy(name, rel, n);
			name[n] = '\0';
			next = openat(fd, name, slash ? O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
					       : O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
			if (next < 0)
				next = -errno;
			/* O_DIRECTORY | O_NOFOLLOW on a link says ENOTDIR: say it is a link */
			if (next == -ENOTDIR && !fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) &&
			    S_ISLNK(st.st_mode))
				next = -ELOOP;
		}
		if (fd != dirfd)
			close(fd);
		if (next < 0 || !slash)
			return next;
		fd = next;
		rel = slash + 1;
	}
}

int iolog_load(const char *dir, const char *rel, char **buf, size_t *len, char *why,
	       size_t whylen)
{
	struct stat st;
	size_t n = 0;
	ssize_t got;
	char *b = NULL;
	int dfd, fd, ret;

	*buf = NULL;
	*len = 0;
	dfd = open(dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (dfd < 0) {
		ret = -errno;
		snprintf(why, whylen, "%s: %s", dir, strerror(-ret));
		return ret;
	}
	fd = open_below(dfd, rel);
	close(dfd);
	if (fd < 0) {
		snprintf(why, whylen, "%s: %s", rel, fd == -ELOOP ? "a link (a trace is read "
			 "only through folders and files of the pack)" : strerror(-fd));
		return fd;
	}
	ret = -EINVAL;
	if (fstat(fd, &st) || !S_ISREG(st.st_mode)) {
		snprintf(why, whylen, "%s: not a regular file", rel);
		goto out;
	}
	ret = -EFBIG;
	if (st.st_size > IOLOG_MAX) {
		snprintf(why, whylen, "%s: over %lld bytes: not a trace of ours", rel, IOLOG_MAX);
		goto out;
	}
	ret = -ENOMEM;
	b = malloc((size_t)st.st_size + 2);
	if (!b) {
		snprintf(why, whylen, "%s: out of memory", rel);
		goto out;
	}
	/* one byte more than fstat's size tells a file that grows while we read it */
	while (n <= (size_t)st.st_size && (got = read(fd, b + n, (size_t)st.st_size + 1 - n)) != 0) {
		if (got < 0) {
			if (errno == EINTR)
				continue;
			ret = -errno;
			snprintf(why, whylen, "%s: %s", rel, strerror(-ret));
			goto out;
		}
		n += (size_t)got;
	}
	ret = -EAGAIN;
	if (n > (size_t)st.st_size) {
		snprintf(why, whylen, "%s: grew while it was read", rel);
		goto out;
	}
	b[n] = '\0';
	*buf = b;
	*len = n;
	b = NULL;
	ret = 0;
out:
	free(b);
	close(fd);
	return ret;
}
