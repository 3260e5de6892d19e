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
#include "safepath/safepath.h"
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

FILE *outfile_open(struct outfile *o, const char *dir, const char *name, const char *opt,
		   struct outerr *e)
{
	char *path;
	FILE *f;

	o->path = NULL;
	if (outfile_mkdir(dir, opt, e))
		return NULL;
	if (asprintf(&path, "%s/%s", dir, name) < 0) {
		outerr_set(e, ENOMEM, "out of memory");
		return NULL;
	}
	f = outfile_open_tmp(o, path, e);
	free(path);
	return f;
}

int outfile_close(struct outfile *o, struct outerr *e)
{
	return outfile_commit(o, 1, e);
}

FILE *outfile_open_tmp(struct outfile *o, const char *path, struct outerr *e)
{
	char why[SAFEPATH_WHY];
	int ret;

	o->path = strdup(path);
	if (!o->path) {
		outerr_set(e, ENOMEM, "out of memory");
		return NULL;
	}
	ret = atomicfile_open(&o->af, path, why, sizeof(why));
	if (ret) {
		outerr_set(e, -ret, "%s: %s", path, why);
		free(o->path);
		o->path = NULL;
		return NULL;
	}
	return o->af.f;
}

int outfile_commit(struct outfile *o, int ok, struct outerr *e)
{
	int ret = atomicfile_commit(&o->af, ok);

	if (ret && ok) /* !OK: the caller gave its failure (a full disk: once) */
		outerr_set(e, -ret, "%s: %s", o->path, ret == -EIO ? "write failed" : strerror(-ret));
	free(o->path);
	o->path = NULL;
	return ret;
}
