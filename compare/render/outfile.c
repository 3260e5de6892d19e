// outfile.c: opening, closing and committing the files compare writes, through
// json/atomicfile.h (see outfile.h).
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "json/atomicfile.h"
#include "render/outfile.h"

int outerr_set(struct outerr *e, int err, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(e->why, sizeof(e->why), fmt, ap);
	va_end(ap);
	e->code = err > 0 ? -err : -EIO;
	return e->code;
}

int outfile_mkdir(const char *dir, const char *opt, struct outerr *e)
{
	struct stat st;
	int err;

	if (!mkdir(dir, 0777))
		return 0;
	err = errno;
	if (err == EEXIST && lstat(dir, &st) == 0 && S_ISDIR(st.st_mode))
		return 0;
	if (err == EEXIST && lstat(dir, &st) == 0 && S_ISLNK(st.st_mode))
		return outerr_set(e, ELOOP, "%s%s%s: a link, not a folder: nothing is written "
				  "through a link (name the folder itself)", opt ? opt : "",
				  opt ? " " : "", dir);
	return outerr_set(e, err == EEXIST ? ENOTDIR : err, "%s%s%s: %s", opt ? opt : "",
			  opt ? " " : "", dir, err == EEXIST ? "not a folder" : strerror(err));
}

FILE *outfile_open(const char *dir, const char *name, const char *opt, char **path,
		   struct outerr *e)
{
	FILE *f;

	*path = NULL;
	if (outfile_mkdir(dir, opt, e))
		return NULL;
	if (asprintf(path, "%s/%s", dir, name) < 0) {
		*path = NULL;
		outerr_set(e, ENOMEM, "out of memory");
		return NULL;
	}
	f = outfile_open_tmp(*path, e);
	if (!f) {
		free(*path);
		*path = NULL;
	}
	return f;
}

int outfile_close(FILE *f, const char *path, struct outerr *e)
{
	return outfile_commit(f, path, 1, e);
}

FILE *outfile_open_tmp(const char *path, struct outerr *e)
{
	FILE *f = atomicfile_open(path);

	if (!f)
		outerr_set(e, errno, "%s.tmp: %s", path, strerror(errno));
	return f;
}

int outfile_commit(FILE *f, const char *path, int ok, struct outerr *e)
{
	int ret = atomicfile_commit(f, path, ok);

	if (ret && ok) /* !OK: the caller gave its failure (a full disk: once) */
		outerr_set(e, -ret, "%s: %s", path, ret == -EIO ? "write failed" : strerror(-ret));
	return ret;
}
