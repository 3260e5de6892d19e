// atomicfile.c: a new temporary beside the file, renamed into place (see atomicfile.h).
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include "json/atomicfile.h"

/* tmp_of: PATH ".tmp" into BUF (PATH_MAX bytes). 0 or -ENAMETOOLONG. */
static int tmp_of(const char *path, char *buf)
{
	return snprintf(buf, PATH_MAX, "%s.tmp", path) >= PATH_MAX ? -ENAMETOOLONG : 0;
}

/* open_new: the new temporary TMP (O_CREAT | O_EXCL | O_NOFOLLOW, 0666 less the umask) as a
 * stream. NULL with errno set (nothing left behind). */
static FILE *open_new(const char *tmp)
{
	FILE *f;
	int fd, e;

	fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
	if (fd < 0)
		return NULL;
	f = fdopen(fd, "w");
	if (!f) {
		e = errno;
		close(fd);
		unlink(tmp);
		errno = e;
	}
	return f;
}

FILE *atomicfile_open(const char *path)
{
	char tmp[PATH_MAX];

	if (tmp_of(path, tmp)) {
		errno = ENAMETOOLONG;
		return NULL;
	}
	if (unlink(tmp) && errno != ENOENT)
		return NULL;
	return open_new(tmp);
}

FILE *atomicfile_open_unique(const char *path, char *tmp)
{
	static const char abc[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
	const char *slash = strrchr(path, '/');
	int dlen = slash ? (int)(slash - path + 1) : 0, tries, i;
	unsigned char r[6];
	char x[7];
	FILE *f;

	if (!path[dlen]) { /* "" or a name ending in '/': no file name */
		errno = EISDIR;
		return NULL;
	}
	for (tries = 0; tries < 100; tries++) {
		if (getrandom(r, sizeof(r), 0) != (ssize_t)sizeof(r))
			return NULL;
		for (i = 0; i < 6; i++)
			x[i] = abc[r[i] % (sizeof(abc) - 1)];
		x[6] = '\0';
		if (snprintf(tmp, PATH_MAX, "%.*s.%s.%s.tmp", dlen, path, path + dlen, x) >= PATH_MAX) {
			errno = ENAMETOOLONG;
			return NULL;
		}
		f = open_new(tmp);
		if (f || errno != EEXIST)
			return f;
	}
	return NULL; /* errno EEXIST */
}

/* lost_write_errno: the errno of a write stdio reported only through ferror() (its errno is
 * gone by the time we look): ENOSPC when the file's filesystem has no free block left (a
 * full disk is the usual cause, and "Input/output error" would send the user to the wrong
 * place), else EIO. */
static int lost_write_errno(FILE *f)
{
	struct statvfs sv;

	if (!fstatvfs(fileno(f), &sv) && (sv.f_bavail == 0 || sv.f_bfree == 0))
		return ENOSPC;
	return EIO;
}

int atomicfile_commit(FILE *f, const char *path, int ok)
{
	char tmp[PATH_MAX];

	if (tmp_of(path, tmp)) {
		fclose(f);
		return -ENAMETOOLONG; /* atomicfile_open refused it: nothing was made */
	}
	return atomicfile_commit_tmp(f, tmp, path, ok);
}

int atomicfile_commit_tmp(FILE *f, const char *tmp, const char *path, int ok)
{
	int e = 0, bad = ferror(f), lost = 0;

	if (fflush(f))
		e = errno;
	if (!e && bad)
		lost = lost_write_errno(f);
	if (fclose(f) && !e)
		e = errno;
	if (!e && bad)
		e = lost;
	if (!e && !ok)
		e = ECANCELED;
	if (!e && rename(tmp, path))
		e = errno;
	if (e)
		unlink(tmp);
	return -e;
}

int atomicfile_json(const char *path, const json_t *root, size_t flags)
{
	FILE *f = atomicfile_open(path);
	int ok, ret;

	if (!f)
		return -errno;
	ok = !json_dumpf(root, f, flags) && fputc('\n', f) != EOF;
	if (!ok && !ferror(f))
		ok = -1; /* jansson refused the value itself: nothing failed to write */
	ret = atomicfile_commit(f, path, ok > 0);
	if (ok > 0)
		return ret;
	return ok < 0 || ret == -ECANCELED ? -EIO : ret;
}
