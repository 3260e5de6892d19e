// safepath.c: the ownership rule for the folders root writes in (see safepath.h).
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "safepath/safepath.h"

uid_t safepath_uid(void)
{
	const char *s = getenv("SUDO_UID");
	char *end;
	unsigned long v;

	if (s && *s >= '0' && *s <= '9') {
		errno = 0;
		v = strtoul(s, &end, 10);
		if (!errno && !*end && v < (unsigned long)(uid_t)-1)
			return (uid_t)v;
	}
	return getuid();
}

/* judge_owner_mode: the owner and mode half of the rule for PATH (for the reason) with status
 * ST: owned by root or UID, not writable by group or others unless STICKY_OK and ST is sticky.
 * 0 or -EPERM with the reason in WHY. */
static int judge_owner_mode(const char *path, const struct stat *st, uid_t uid, int sticky_ok,
			    char *why, size_t whysz)
{
	mode_t w = st->st_mode & (S_IWGRP | S_IWOTH);

	if (st->st_uid != 0 && st->st_uid != uid) {
		if (uid == 0)
			snprintf(why, whysz, "%s: owned by uid %u, not by root (another user could "
				 "swap what is in it)", path, (unsigned)st->st_uid);
		else
			snprintf(why, whysz, "%s: owned by uid %u, not by root or uid %u (another "
				 "user could swap what is in it)", path, (unsigned)st->st_uid,
				 (unsigned)uid);
		return -EPERM;
	}
	if (w && (!sticky_ok || !(st->st_mode & S_ISVTX))) {
		snprintf(why, whysz, "%s: writable by %s (mode %04o)%s", path,
			 w == (S_IWGRP | S_IWOTH) ? "group and others" : w == S_IWGRP ? "group" : "others",
			 (unsigned)(st->st_mode & 07777),
			 S_ISDIR(st->st_mode) && (st->st_mode & S_ISVTX) ?
				 "; a sticky folder is allowed above the folder, not as the folder" : "");
		return -EPERM;
	}
	return 0;
}

int safepath_judge(const char *path, const struct stat *st, uid_t uid, int leaf, char *why,
		   size_t whysz)
{
	if (!S_ISDIR(st->st_mode)) {
		snprintf(why, whysz, "%s: not a folder", path);
		return -ENOTDIR;
	}
	return judge_owner_mode(path, st, uid, !leaf, why, whysz);
}

int safepath_judge_file(const char *path, uid_t uid, char *why, size_t whysz)
{
	struct stat st;

	if (lstat(path, &st)) {
		int e = errno;

		snprintf(why, whysz, "%s: %s", path, strerror(e));
		return -e;
	}
	if (!S_ISREG(st.st_mode)) {
		snprintf(why, whysz, "%s: not a regular file%s", path,
			 S_ISLNK(st.st_mode) ? " (a link)" : "");
		return -EPERM;
	}
	return judge_owner_mode(path, &st, uid, 0, why, whysz);
}

/* is_dot: NAME (LEN bytes) is "." or "..". */
static int is_dot(const char *name, size_t len)
{
	return (len == 1 && name[0] == '.') || (len == 2 && name[0] == '.' && name[1] == '.');
}

/* resolve: DIR's real path into REAL (PATH_MAX bytes); with MISSING_OK its missing trailing
 * names (none "." or "..") into SUFFIX (PATH_MAX bytes, "" when DIR exists) and REAL the
 * nearest existing folder above. 0 or -errno with WHY. */
static int resolve(const char *dir, int missing_ok, char *real, char *suffix, char *why,
		   size_t whysz)
{
	char buf[PATH_MAX], tmp[PATH_MAX];
	size_t len;
	char *slash, *name;

	if (snprintf(buf, sizeof(buf), "%s", dir) >= (int)sizeof(buf)) {
		snprintf(why, whysz, "%.200s...: path too long", dir);
		return -ENAMETOOLONG;
	}
	suffix[0] = '\0';
	while (!realpath(buf, real)) {
		int e = errno;

		if (e != ENOENT || !missing_ok) {
			snprintf(why, whysz, "%s: %s", dir, e == ENOENT ? "no such folder" : strerror(e));
			return -e;
		}
		len = strlen(buf);
		while (len > 1 && buf[len - 1] == '/')
			buf[--len] = '\0';
		slash = strrchr(buf, '/');
		name = slash ? slash + 1 : buf;
		if (is_dot(name, strlen(name))) {
			snprintf(why, whysz, "%s: '%s' after a missing folder", dir, name);
			return -EINVAL;
		}
		if (snprintf(tmp, sizeof(tmp), "%s%s%s", name, suffix[0] ? "/" : "", suffix) >=
		    (int)sizeof(tmp)) {
			snprintf(why, whysz, "%.200s...: path too long", dir);
			return -ENAMETOOLONG;
		}
		memcpy(suffix, tmp, sizeof(tmp));
		if (!slash)
			snprintf(buf, sizeof(buf), ".");
		else if (slash == buf)
			buf[1] = '\0';
		else
			*slash = '\0';
	}
	return 0;
}

/* walk: every folder of REAL (absolute, resolved) from / judged, REAL itself as an ancestor
 * when PARENT (a sticky folder allowed); 0 or -errno with WHY. With FDOUT, REAL's O_PATH
 * descriptor (the one judged) into *FDOUT on success. */
static int walk(const char *real, uid_t uid, int parent, int *fdout, char *why, size_t whysz)
{
	char path[PATH_MAX] = "/";
	const char *p = real + 1, *end;
	struct stat st;
	size_t plen = 1, n;
	int fd, nfd, ret;

	fd = open("/", O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &st)) {
		ret = -errno;
		snprintf(why, whysz, "/: %s", strerror(errno));
		if (fd >= 0)
			close(fd);
		return ret;
	}
	for (;;) {
		while (*p == '/')
			p++;
		ret = safepath_judge(path, &st, uid, !*p && !parent, why, whysz);
		if (ret || !*p)
			break;
		end = strchrnul(p, '/');
		n = (size_t)(end - p);
		if (plen + n + 2 > sizeof(path)) {
			snprintf(why, whysz, "%s: path too long", real);
			ret = -ENAMETOOLONG;
			break;
		}
		if (plen > 1)
			path[plen++] = '/';
		memcpy(path + plen, p, n);
		plen += n;
		path[plen] = '\0';
		nfd = openat(fd, path + plen - n, O_PATH | O_NOFOLLOW | O_CLOEXEC);
		if (nfd < 0 || fstat(nfd, &st)) {
			ret = -errno;
			snprintf(why, whysz, "%s: %s", path, strerror(errno));
			if (nfd >= 0)
				close(nfd);
			break;
		}
		close(fd);
		fd = nfd;
		if (S_ISLNK(st.st_mode)) {
			snprintf(why, whysz, "%s: became a link while it was checked", path);
			ret = -ELOOP;
			break;
		}
		p = end;
	}
	if (!ret && fdout) {
		*fdout = fd;
		return 0;
	}
	close(fd);
	return ret;
}

/* check: safepath_check and safepath_open in one: FLAGS (SAFEPATH_*), FDOUT as walk's. */
static int check(const char *dir, uid_t uid, int flags, int *fdout, char *canon, size_t canonsz,
		 char *why, size_t whysz)
{
	char real[PATH_MAX], suffix[PATH_MAX];
	int ret;

	if (whysz)
		why[0] = '\0';
	if (!dir || !*dir) {
		snprintf(why, whysz, "an empty folder name");
		return -EINVAL;
	}
	ret = resolve(dir, (flags & SAFEPATH_MISSING_OK) && !fdout, real, suffix, why, whysz);
	if (ret)
		return ret;
	ret = walk(real, uid, !!(flags & SAFEPATH_PARENT), fdout, why, whysz);
	if (ret)
		return ret;
	if (snprintf(canon, canonsz, "%s%s%s", real, suffix[0] && strcmp(real, "/") ? "/" : "",
		     suffix) >= (int)canonsz) {
		snprintf(why, whysz, "%s: path too long", dir);
		if (fdout)
			close(*fdout);
		return -ENAMETOOLONG;
	}
	return 0;
}

int safepath_check(const char *dir, uid_t uid, int missing_ok, char *canon, size_t canonsz,
		   char *why, size_t whysz)
{
	return check(dir, uid, missing_ok ? SAFEPATH_MISSING_OK : 0, NULL, canon, canonsz, why, whysz);
}

int safepath_check_flags(const char *dir, uid_t uid, int flags, char *canon, size_t canonsz,
			 char *why, size_t whysz)
{
	return check(dir, uid, flags, NULL, canon, canonsz, why, whysz);
}

int safepath_open(const char *dir, uid_t uid, int flags, char *canon, size_t canonsz, char *why,
		  size_t whysz)
{
	int fd = -1, ret = check(dir, uid, flags & ~SAFEPATH_MISSING_OK, &fd, canon, canonsz, why, whysz);

	return ret ? ret : fd;
}
