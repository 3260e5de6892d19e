// atomicfile.c: a new temporary in a folder opened once, renamed into place (see atomicfile.h).
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include "json/atomicfile.h"
#include "safepath/safepath.h"

int atomicfile_dir(const char *dir, char *canon, char *why, size_t whysz)
{
	char own[PATH_MAX];

	return safepath_open(dir, safepath_uid(), 0, canon ? canon : own, PATH_MAX, why, whysz);
}

int atomicfile_tmpname(const char *name, const unsigned char rnd[6], char *tmp)
{
	static const char abc[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
	char x[7];
	int i;

	for (i = 0; i < 6; i++)
		x[i] = abc[rnd[i] % (sizeof(abc) - 1)];
	x[6] = '\0';
	return snprintf(tmp, NAME_MAX + 1, ".%s.%s.tmp", name, x) > NAME_MAX ? -ENAMETOOLONG : 0;
}

/* one_name: S is one file name in a folder: not "", ".", "..", no '/'. */
static int one_name(const char *s)
{
	return s[0] && strcmp(s, ".") && strcmp(s, "..") && !strchr(s, '/');
}

int atomicfile_open_tmp(struct atomicfile *a, int dfd, const char *name, const char *tmp)
{
	int fd, e;

	a->f = NULL;
	a->dfd = dfd;
	a->own_dfd = 0;
	if (!one_name(name) || !one_name(tmp))
		return -EINVAL;
	if (snprintf(a->name, sizeof(a->name), "%s", name) >= (int)sizeof(a->name) ||
	    snprintf(a->tmp, sizeof(a->tmp), "%s", tmp) >= (int)sizeof(a->tmp))
		return -ENAMETOOLONG;
	fd = openat(dfd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
	if (fd < 0)
		return -errno;
	a->f = fdopen(fd, "w");
	if (!a->f) {
		e = errno;
		close(fd);
		unlinkat(dfd, tmp, 0);
		return -e;
	}
	return 0;
}

int atomicfile_open_at(struct atomicfile *a, int dfd, const char *name)
{
	char tmp[NAME_MAX + 1];
	unsigned char r[6];
	int tries, ret = -EEXIST;

	a->f = NULL;
	for (tries = 0; tries < 100 && ret == -EEXIST; tries++) {
		if (getrandom(r, sizeof(r), 0) != (ssize_t)sizeof(r))
			return errno ? -errno : -EIO;
		ret = atomicfile_tmpname(name, r, tmp);
		if (!ret)
			ret = atomicfile_open_tmp(a, dfd, name, tmp);
	}
	return ret;
}

int atomicfile_dir_of(const char *path, const char **name, char *why, size_t whysz)
{
	const char *slash = strrchr(path, '/');
	char dir[PATH_MAX];

	*name = slash ? slash + 1 : path;
	if (!**name) {
		snprintf(why, whysz, "no file name");
		return -EISDIR;
	}
	if (!slash)
		snprintf(dir, sizeof(dir), ".");
	else if (snprintf(dir, sizeof(dir), "%.*s", slash == path ? 1 : (int)(slash - path),
			  path) >= (int)sizeof(dir)) {
		snprintf(why, whysz, "%s", strerror(ENAMETOOLONG));
		return -ENAMETOOLONG;
	}
	return atomicfile_dir(dir, NULL, why, whysz);
}

int atomicfile_open(struct atomicfile *a, const char *path, char *why, size_t whysz)
{
	const char *name;
	int dfd, ret;

	a->f = NULL;
	a->own_dfd = 0;
	dfd = atomicfile_dir_of(path, &name, why, whysz);
	if (dfd < 0)
		return dfd;
	ret = atomicfile_open_at(a, dfd, name);
	if (ret) {
		close(dfd);
		snprintf(why, whysz, "cannot make a new file beside it: %s", strerror(-ret));
		return ret;
	}
	a->own_dfd = 1;
	return 0;
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

int atomicfile_commit(struct atomicfile *a, int ok)
{
	int e = 0, bad = ferror(a->f), lost = 0;

	if (fflush(a->f))
		e = errno;
	if (!e && bad)
		lost = lost_write_errno(a->f);
	if (fclose(a->f) && !e)
		e = errno;
	a->f = NULL;
	if (!e && bad)
		e = lost;
	if (!e && !ok)
		e = ECANCELED;
	if (!e && renameat(a->dfd, a->tmp, a->dfd, a->name))
		e = errno;
	if (e)
		unlinkat(a->dfd, a->tmp, 0);
	if (a->own_dfd)
		close(a->dfd);
	a->own_dfd = 0;
	return -e;
}

/* json_into: ROOT into A (from an atomicfile open), committed. As atomicfile_json_at. */
static int json_into(struct atomicfile *a, const json_t *root, size_t flags)
{
	int ok, ret;

	ok = !json_dumpf(root, a->f, flags) && fputc('\n', a->f) != EOF;
	if (!ok && !ferror(a->f))
		ok = -1; /* jansson refused the value itself: nothing failed to write */
	ret = atomicfile_commit(a, ok > 0);
	if (ok > 0)
		return ret;
	return ok < 0 || ret == -ECANCELED ? -EIO : ret;
}

int atomicfile_json_at(int dfd, const char *name, const json_t *root, size_t flags)
{
	struct atomicfile a;
	int ret = atomicfile_open_at(&a, dfd, name);

	return ret ? ret : json_into(&a, root, flags);
}

int atomicfile_json(const char *path, const json_t *root, size_t flags, char *why, size_t whysz)
{
	struct atomicfile a;
	int ret = atomicfile_open(&a, path, why, whysz);

	if (ret)
		return ret;
	ret = json_into(&a, root, flags);
	if (ret)
		snprintf(why, whysz, "%s", strerror(-ret));
	return ret;
}
