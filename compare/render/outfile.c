// outfile.c: opening, closing and committing the files compare writes, through
// json/atomicfile.h (see outfile.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "json/atomicfile.h"
#include "render/outfile.h"

int outfile_mkdir(const char *dir, const char *opt, FILE *err)
{
	if (!mkdir(dir, 0777) || errno == EEXIST)
		return 0;
	fprintf(err, "compare: %s%s%s: %s\n", opt ? opt : "", opt ? " " : "", dir, strerror(errno));
	return 1;
}

FILE *outfile_open(const char *dir, const char *name, const char *opt, char **path, FILE *err)
{
	FILE *f;

	*path = NULL;
	if (outfile_mkdir(dir, opt, err))
		return NULL;
	if (asprintf(path, "%s/%s", dir, name) < 0) {
		*path = NULL;
		fprintf(err, "compare: out of memory\n");
		return NULL;
	}
	f = outfile_open_tmp(*path, err);
	if (!f) {
		free(*path);
		*path = NULL;
	}
	return f;
}

int outfile_close(FILE *f, const char *path, FILE *err)
{
	return outfile_commit(f, path, 1, err);
}

FILE *outfile_open_tmp(const char *path, FILE *err)
{
	FILE *f = atomicfile_open(path);

	if (!f)
		fprintf(err, "compare: %s.tmp: %s\n", path, strerror(errno));
	return f;
}

int outfile_commit(FILE *f, const char *path, int ok, FILE *err)
{
	int ret = atomicfile_commit(f, path, ok);

	if (ret && ret != -ECANCELED)
		fprintf(err, "compare: %s: %s\n", path, ret == -EIO ? "write failed" : strerror(-ret));
	return ret ? 1 : 0;
}
