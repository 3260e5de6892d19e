// outfile.c: opening, closing and committing the files compare writes, through
// json/atomicfile.h (see outfile.h).
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "json/atomicfile.h"
#include "render/outfile.h"

int outfile_mkdir(const char *dir, const char *opt, FILE *err)
{
	struct stat st;

	if (!mkdir(dir, 0777))
		return 0;
	if (errno == EEXIST && lstat(dir, &st) == 0 && S_ISDIR(st.st_mode))
		return 0;
	if (errno == EEXIST && lstat(dir, &st) == 0 && S_ISLNK(st.st_mode))
		fprintf(err, "compare: %s%s%s: a link, not a folder: nothing is written through a "
			"link (name the folder itself)\n", opt ? opt : "", opt ? " " : "", dir);
	else
		fprintf(err, "compare: %s%s%s: %s\n", opt ? opt : "", opt ? " " : "", dir,
			errno == EEXIST ? "not a folder" : strerror(errno));
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

	if (ret && ok) /* !OK: the caller named its failure (a full disk: once) */
		fprintf(err, "compare: %s: %s\n", path, ret == -EIO ? "write failed" : strerror(-ret));
	return ret ? 1 : 0;
}
