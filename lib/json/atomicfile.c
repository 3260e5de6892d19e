// atomicfile.c: a new temporary beside the file, renamed into place (see atomicfile.h).
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include "json/atomicfile.h"

/* tmp_of: PATH ".tmp" into BUF (PATH_MAX bytes). 0 or -ENAMETOOLONG. */
static int tmp_of(const char *path, char *buf)
{
	return snprintf(buf, PATH_MAX, "%s.tmp", path) >= PATH_MAX ? -ENAMETOOLONG : 0;
}

FILE *atomicfile_open(const char *path)
{
	char tmp[PATH_MAX];
	FILE *f;
	int fd, e;

	if (tmp_of(path, tmp)) {
		errno = ENAMETOOLONG;
		return NULL;
	}
	if (unlink(tmp) && errno != ENOENT)
		return NULL;
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
	int e = 0, bad = ferror(f), lost = 0;

	if (fflush(f))
		e = errno;
	if (!e && bad)
		lost = lost_write_errno(f);
	if (fclose(f) && !e)
		e = errno;
	if (tmp_of(path, tmp))
		return -ENAMETOOLONG; /* atomicfile_open refused it: nothing was made */
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
