// outfile.c: making the folders and writing the files compare writes, each a new temporary
// renamed into place (see outfile.h).
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* finish: flush and close F, written to SHOWN. 0, or 1 after one line on ERR. */
static int finish(FILE *f, const char *shown, FILE *err)
{
	int e = 0, bad = ferror(f);

	if (fflush(f))
		e = errno;
	if (fclose(f) && !e)
		e = errno;
	if (!bad && !e)
		return 0;
	fprintf(err, "compare: %s: %s\n", shown, e ? strerror(e) : "write failed");
	return 1;
}

int outfile_close(FILE *f, const char *path, FILE *err)
{
	return outfile_commit(f, path, 1, err);
}

/* create_new: a new file TMP (O_CREAT | O_EXCL: never an existing file, never through a
 * link), mode 0666 less the umask. A leftover TMP (an interrupted run, or anything planted
 * there) is removed first: unlink removes a link itself, never what it points to, and if
 * something takes the name again before the open, O_EXCL fails. An fd or -errno. */
static int create_new(const char *tmp)
{
	int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);

	if (fd < 0 && errno == EEXIST && unlink(tmp) == 0)
		fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
	return fd < 0 ? -errno : fd;
}

FILE *outfile_open_tmp(const char *path, FILE *err)
{
	char *tmp;
	FILE *f = NULL;
	int fd;

	if (asprintf(&tmp, "%s.tmp", path) < 0) {
		fprintf(err, "compare: out of memory\n");
		return NULL;
	}
	fd = create_new(tmp);
	if (fd >= 0 && !(f = fdopen(fd, "w"))) {
		fd = -errno;
		unlink(tmp);
	}
	if (fd < 0)
		fprintf(err, "compare: %s: %s\n", tmp, strerror(-fd));
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
	if (ok) {
		ret = finish(f, path, err); /* named as the user knows it */
	} else { /* the caller named its failure */
		fclose(f);
		ret = 1;
	}
	if (!ret && rename(tmp, path)) { /* replaces a link at PATH, never writes through it */
		fprintf(err, "compare: %s: %s\n", path, strerror(errno));
		ret = 1;
	}
	if (ret)
		unlink(tmp);
	free(tmp);
	return ret;
}

int outfile_drop_links(const char *dir, FILE *err)
{
	struct dirent *de;
	DIR *d = opendir(dir);
	int bad = 0;

	if (!d) {
		fprintf(err, "compare: %s: %s\n", dir, strerror(errno));
		return 1;
	}
	while ((de = readdir(d))) {
		if (de->d_type != DT_LNK && de->d_type != DT_UNKNOWN)
			continue;
		if (de->d_type == DT_UNKNOWN) {
			struct stat st;

			if (fstatat(dirfd(d), de->d_name, &st, AT_SYMLINK_NOFOLLOW) ||
			    !S_ISLNK(st.st_mode))
				continue;
		}
		if (unlinkat(dirfd(d), de->d_name, 0) && errno != ENOENT) {
			fprintf(err, "compare: %s/%s: a link that cannot be removed: %s\n", dir,
				de->d_name, strerror(errno));
			bad = 1;
		}
	}
	closedir(d);
	return bad;
}
