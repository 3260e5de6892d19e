// outfile.c: closing and committing the files compare writes (see outfile.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "render/outfile.h"

int outfile_mkdir(const char *dir, const char *opt, FILE *err)
{
	if (!mkdir(dir, 0777) || errno == EEXIST)
		return 0;
	fprintf(err, "compare: %s%s%s: %s\n", opt ? opt : "", opt ? " " : "", dir, strerror(errno));
	return 1;
}

FILE *outfile_open(const char *dir, const char *name, const char *opt, int tmp, char **path,
		   FILE *err)
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
	if (tmp) {
		f = outfile_open_tmp(*path, err);
	} else {
		f = fopen(*path, "w");
		if (!f)
			fprintf(err, "compare: %s: %s\n", *path, strerror(errno));
	}
	if (!f) {
		free(*path);
		*path = NULL;
	}
	return f;
}

int outfile_close(FILE *f, const char *path, FILE *err)
{
	int e = 0, bad = ferror(f);

	if (fflush(f))
		e = errno;
	if (fclose(f) && !e)
		e = errno;
	if (!bad && !e)
		return 0;
	fprintf(err, "compare: %s: %s\n", path, e ? strerror(e) : "write failed");
	return 1;
}

FILE *outfile_open_tmp(const char *path, FILE *err)
{
	char *tmp;
	FILE *f;

	if (asprintf(&tmp, "%s.tmp", path) < 0) {
		fprintf(err, "compare: out of memory\n");
		return NULL;
	}
	f = fopen(tmp, "w");
	if (!f)
		fprintf(err, "compare: %s: %s\n", tmp, strerror(errno));
	free(tmp);
	return f;
}

int outfile_commit(FILE *f, const char *path, int ok, FILE *err)
{
	char *tmp;
	int ret;

	if (asprintf(&tmp, "%s.tmp", path) < 0) {
		fclose(f);
		fprintf(err, "compare: out of memory\n");
		return 1;
	}
	ret = outfile_close(f, tmp, err) || !ok;
	if (!ret && rename(tmp, path)) {
		fprintf(err, "compare: %s: %s\n", path, strerror(errno));
		ret = 1;
	}
	if (ret)
		unlink(tmp);
	free(tmp);
	return ret;
}
