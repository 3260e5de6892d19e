// tree.c: a study folder walked and changed without following a link (run-pack --resume,
// issue 39 finding 4: a results folder copied with cp -r or untarred may hold links, and
// run-pack runs as root): tree_check refuses the study when anything in it is a link, is
// neither a regular file nor a folder, or is a folder another user could change;
// tree_run_dir makes a run's folder fresh. Every folder is opened with O_NOFOLLOW relative to
// its parent's descriptor, from the study folder's own, so nothing swapped after the check is
// followed either (see study.h).
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "json/jsonfile.h"
#include "safepath/safepath.h"
#include "study.h"

/* What one walk may visit: a study of READBOUND's 50,000 runs holds about 10 entries a run;
 * its deepest path is host/scheduler/cell/run-N/.fio-out.X/file (6). */
#define TREE_MAX_ENTRIES 2000000
#define TREE_MAX_DEPTH 16

struct walk {
	uid_t uid;
	size_t entries;
	char *why;
	size_t whylen;
};

/* open_dir: folder NAME in DFD opened O_RDONLY | O_DIRECTORY | O_NOFOLLOW, and its status in
 * *ST. The fd or -errno (-ELOOP or -ENOTDIR for a link). */
static int open_dir(int dfd, const char *name, struct stat *st)
{
	int fd = openat(dfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);

	if (fd < 0)
		return -errno;
	if (fstat(fd, st)) {
		int e = -errno;

		close(fd);
		return e;
	}
	return fd;
}

/* kind: what ST is, for a reason. */
static const char *kind(const struct stat *st)
{
	return S_ISLNK(st->st_mode) ? "a link" : S_ISFIFO(st->st_mode) ? "a FIFO"
		: S_ISCHR(st->st_mode) ? "a character device" : S_ISBLK(st->st_mode) ? "a block device"
		: S_ISSOCK(st->st_mode) ? "a socket" : "not a regular file or a folder";
}

/* walk_dir: every entry of folder FD (PATH, for the reasons) at DEPTH, recursively. 0 or
 * -errno with W->why. */
static int walk_dir(struct walk *w, int fd, const char *path, int depth)
{
	char sub[PATH_MAX], target[256], q[256];
	struct stat st, st2;
	struct dirent *e;
	ssize_t n;
	DIR *d;
	int cfd, ret = 0;

	if (depth > TREE_MAX_DEPTH) {
		snprintf(w->why, w->whylen, "%s: more than %d folders deep; not a study", path, TREE_MAX_DEPTH);
		return -ELOOP;
	}
	cfd = dup(fd);
	if (cfd < 0 || !(d = fdopendir(cfd))) {
		ret = -errno;
		if (cfd >= 0)
			close(cfd);
		snprintf(w->why, w->whylen, "%s: %s", path, strerror(-ret));
		return ret;
	}
	while (!ret && (errno = 0, e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		if (++w->entries > TREE_MAX_ENTRIES) {
			snprintf(w->why, w->whylen, "%s: more than %d entries; not a study", path, TREE_MAX_ENTRIES);
			ret = -E2BIG;
			break;
		}
		if (snprintf(sub, sizeof(sub), "%s/%s", path, e->d_name) >= (int)sizeof(sub)) {
			snprintf(w->why, w->whylen, "%.200s...: path too long", path);
			ret = -ENAMETOOLONG;
			break;
		}
		if (fstatat(fd, e->d_name, &st, AT_SYMLINK_NOFOLLOW)) {
			ret = -errno;
			snprintf(w->why, w->whylen, "%s: %s", sub, strerror(errno));
			break;
		}
		if (S_ISREG(st.st_mode))
			continue;
		if (S_ISLNK(st.st_mode)) {
			n = readlinkat(fd, e->d_name, target, sizeof(target) - 1);
			target[n < 0 ? 0 : n] = '\0';
			snprintf(w->why, w->whylen, "%s: a link (to %s); a study is resumed only without links",
				 sub, jsonfile_quote(target, q, sizeof(q)));
			ret = -ELOOP;
			break;
		}
		if (!S_ISDIR(st.st_mode)) {
			snprintf(w->why, w->whylen, "%s: %s, not a regular file or a folder", sub, kind(&st));
			ret = -EINVAL;
			break;
		}
		ret = safepath_judge(sub, &st, w->uid, 1, w->why, w->whylen);
		if (ret)
			break;
		cfd = open_dir(fd, e->d_name, &st2);
		if (cfd < 0 || st2.st_dev != st.st_dev || st2.st_ino != st.st_ino) {
			ret = cfd < 0 ? cfd : -ELOOP;
			snprintf(w->why, w->whylen, "%s: %s", sub,
				 cfd < 0 && cfd != -ELOOP && cfd != -ENOTDIR ? strerror(-cfd)
				 : "changed while it was checked (a link now)");
			if (cfd >= 0)
				close(cfd);
			break;
		}
		ret = walk_dir(w, cfd, sub, depth + 1);
		close(cfd);
	}
	if (!ret && errno) {
		ret = -errno;
		snprintf(w->why, w->whylen, "%s: %s", path, strerror(errno));
	}
	closedir(d);
	return ret;
}

int tree_check(const char *dir, uid_t uid, char *why, size_t whylen)
{
	struct walk w = { .uid = uid, .why = why, .whylen = whylen };
	struct stat st;
	int fd, ret;

	why[0] = '\0';
	fd = open_dir(AT_FDCWD, dir, &st);
	if (fd < 0) {
		snprintf(why, whylen, "%s: %s", dir, fd == -ELOOP || fd == -ENOTDIR ? "not a folder (a link?)"
			 : strerror(-fd));
		return fd;
	}
	ret = safepath_judge(dir, &st, uid, 1, why, whylen);
	if (!ret)
		ret = walk_dir(&w, fd, dir, 0);
	close(fd);
	return ret;
}

/* clear_dir: every entry of folder FD (PATH, for the reasons) removed: files and links
 * unlinked (a link itself, never what it names), folders emptied the same way through their
 * own descriptors, then removed. 0 or -errno with WHY. */
static int clear_dir(int fd, const char *path, int depth, char *why, size_t whylen)
{
	char sub[PATH_MAX];
	struct stat st;
	struct dirent *e;
	DIR *d;
	int cfd, ret = 0;

	if (depth > TREE_MAX_DEPTH) {
		snprintf(why, whylen, "%s: more than %d folders deep", path, TREE_MAX_DEPTH);
		return -ELOOP;
	}
	cfd = dup(fd);
	if (cfd < 0 || !(d = fdopendir(cfd))) {
		ret = -errno;
		if (cfd >= 0)
			close(cfd);
		snprintf(why, whylen, "%s: %s", path, strerror(-ret));
		return ret;
	}
	while (!ret && (errno = 0, e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		snprintf(sub, sizeof(sub), "%s/%s", path, e->d_name);
		if (!unlinkat(fd, e->d_name, 0))
			continue;
		if (errno != EISDIR) {
			ret = -errno;
			snprintf(why, whylen, "%s: %s", sub, strerror(errno));
			break;
		}
		cfd = open_dir(fd, e->d_name, &st);
		if (cfd < 0) {
			ret = cfd;
			snprintf(why, whylen, "%s: %s", sub, strerror(-cfd));
			break;
		}
		ret = clear_dir(cfd, sub, depth + 1, why, whylen);
		close(cfd);
		if (!ret && unlinkat(fd, e->d_name, AT_REMOVEDIR)) {
			ret = -errno;
			snprintf(why, whylen, "%s: %s", sub, strerror(errno));
		}
	}
	if (!ret && errno) {
		ret = -errno;
		snprintf(why, whylen, "%s: %s", path, strerror(errno));
	}
	closedir(d);
	return ret;
}

int tree_run_dir(const char *study, const char *rel, char *why, size_t whylen)
{
	char buf[PATH_MAX], path[PATH_MAX];
	struct stat st;
	char *name, *save = NULL, *next;
	int fd, nfd, ret = 0;

	why[0] = '\0';
	if (snprintf(buf, sizeof(buf), "%s", rel) >= (int)sizeof(buf) || !*rel || *rel == '/') {
		snprintf(why, whylen, "'%.200s': not a folder relative to the study", rel);
		return -EINVAL;
	}
	fd = open_dir(AT_FDCWD, study, &st);
	if (fd < 0) {
		snprintf(why, whylen, "%s: %s", study, strerror(-fd));
		return fd;
	}
	snprintf(path, sizeof(path), "%s", study);
	for (name = strtok_r(buf, "/", &save); name; name = next) {
		next = strtok_r(NULL, "/", &save);
		if (!strcmp(name, ".") || !strcmp(name, "..")) {
			snprintf(why, whylen, "'%.200s': '%s' in a run's folder name", rel, name);
			ret = -EINVAL;
			break;
		}
		snprintf(path + strlen(path), sizeof(path) - strlen(path), "/%s", name);
		if (mkdirat(fd, name, 0777) && errno != EEXIST) {
			ret = -errno;
			snprintf(why, whylen, "%s: cannot make it: %s", path, strerror(errno));
			break;
		}
		nfd = open_dir(fd, name, &st);
		if (nfd < 0) {
			ret = nfd;
			snprintf(why, whylen, "%s: %s", path, nfd == -ELOOP || nfd == -ENOTDIR
				 ? "not a folder (a link?); not followed" : strerror(-nfd));
			break;
		}
		close(fd);
		fd = nfd;
		if (!next)
			ret = clear_dir(fd, path, 0, why, whylen);
	}
	close(fd);
	return ret;
}

/* tree-check DIR, run-dir STUDY REL: see usage in main.c. */
int cmd_tree_check(int argc, char **argv)
{
	char why[SAFEPATH_WHY];
	int ret;

	if (argc != 2) {
		fprintf(stderr, "schedaio-study: tree-check: want DIR\n");
		return 2;
	}
	ret = tree_check(argv[1], safepath_uid(), why, sizeof(why));
	if (ret)
		printf("%s\n", why);
	return !ret ? 0 : ret == -EACCES || ret == -ENOENT || ret == -EIO ? 3 : 1;
}

int cmd_run_dir(int argc, char **argv)
{
	char why[SAFEPATH_WHY];

	if (argc != 3) {
		fprintf(stderr, "schedaio-study: run-dir: want STUDY REL\n");
		return 2;
	}
	if (tree_run_dir(argv[1], argv[2], why, sizeof(why))) {
		fprintf(stderr, "schedaio-study: run-dir: %s\n", why);
		return 1;
	}
	return 0;
}
