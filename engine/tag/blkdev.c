/*
 * blkdev.c: file -> dev_t -> sysfs device dir -> whole disk -> queue/scheduler.
 * See blkdev.h for the contract; the rules come from kernel
 * Documentation/ABI/stable/sysfs-block and Documentation/block/switching-sched.rst.
 * Every sysfs path is built by sysfs_join() from the caller's sysroot, never from "/sys"
 * directly, so the same code runs on the real root and on fixture trees.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* the GNU strerror_r, which returns the string */
#endif
#include "tag/blkdev.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

/* Why a devt may have no sys/dev/block entry: every st_dev with major 0 is anonymous. */
#define NO_ENTRY_WHY "(tmpfs, NFS, overlay or an anonymous device such as btrfs)"

static bool root_is_real(const char *sysroot)
{
	return !sysroot || !sysroot[0];
}

/* sysfs_join: "<sysroot>/<rel>" (rel's leading '/' dropped) into buf; -ENAMETOOLONG. */
static int sysfs_join(const char *sysroot, const char *rel, char *buf, size_t len)
{
	int n;

	while (*rel == '/')
		rel++;
	n = snprintf(buf, len, "%s/%s", root_is_real(sysroot) ? "" : sysroot, rel);
	if (n < 0 || (size_t)n >= len)
		return -ENAMETOOLONG;
	return 0;
}

/* copy_str: strlcpy that refuses to truncate. */
static int copy_str(char *dst, size_t len, const char *src, size_t srclen)
{
	if (srclen >= len)
		return -ENAMETOOLONG;
	memcpy(dst, src, srclen);
	dst[srclen] = '\0';
	return 0;
}

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/* set_reason: printf into out->reason, truncated to fit (words for a human). */
__attribute__((format(printf, 2, 3)))
static void set_reason(struct blkdev_info *out, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(out->reason, sizeof(out->reason), fmt, ap);
	va_end(ap);
}

static const char *err_str(int err, char *buf, size_t len)
{
	return strerror_r(err, buf, len); /* GNU variant: thread-safe, returns the string */
}

int blkdev_read_sysfs_string(const char *sysroot, const char *relpath, char *buf, size_t len)
{
	char path[BLKDEV_PATH_MAX], extra[2];
	bool nl_read = false; /* the trailing newline came after a full buf */
	size_t n = 0;
	ssize_t r;
	int fd, ret = 0;

	if (!relpath || !buf || !len)
		return -EINVAL;
	buf[0] = '\0';
	ret = sysfs_join(sysroot, relpath, path, sizeof(path));
	if (ret)
		return ret;
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	while (n < len - 1) {
		r = read(fd, buf + n, len - 1 - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			ret = -errno;
			goto out;
		}
		if (r == 0)
			break;
		n += (size_t)r;
	}
	if (n == len - 1) {
		/* Full: fine only if at most the trailing newline is left. */
		do
			r = read(fd, extra, sizeof(extra));
		while (r < 0 && errno == EINTR);
		if (r < 0)
			ret = -errno;
		else if (r == 1 && extra[0] == '\n')
			nl_read = true;
		else if (r > 0)
			ret = -ERANGE;
	}
out:
	close(fd);
	if (ret) {
		buf[0] = '\0';
		return ret;
	}
	buf[n] = '\0';
	if (!nl_read && n && buf[n - 1] == '\n')
		buf[n - 1] = '\0';
	return 0;
}

int blkdev_read_sysfs_u64(const char *sysroot, const char *relpath, uint64_t *val)
{
	char buf[64], *end;
	unsigned long long v;
	int ret;

	if (!val)
		return -EINVAL;
	ret = blkdev_read_sysfs_string(sysroot, relpath, buf, sizeof(buf));
	if (ret)
		return ret;
	if (!isdigit((unsigned char)buf[0]))
		return -EINVAL; /* empty, blank, or signed: strtoull would take "-1" */
	errno = 0;
	v = strtoull(buf, &end, 10);
	if (errno == ERANGE)
		return -ERANGE;
	if (*end != '\0')
		return -EINVAL;
	*val = v;
	return 0;
}

int blkdev_parse_sched_line(const char *line, char *active, size_t len)
{
	const char *p, *tok, *first = NULL, *pick = NULL;
	size_t tlen, first_len = 0, pick_len = 0;
	unsigned ntok = 0, nbracket = 0;

	if (!line || !active || !len)
		return -EINVAL;
	active[0] = '\0';
	for (p = line; *p;) {
		while (*p && isspace((unsigned char)*p))
			p++;
		if (!*p)
			break;
		tok = p;
		while (*p && !isspace((unsigned char)*p))
			p++;
		tlen = (size_t)(p - tok);
		ntok++;
		if (!first) {
			first = tok;
			first_len = tlen;
		}
		if (tok[0] == '[') {
			/* "[name]": at least one char inside, no nested brackets. */
			if (tlen < 3 || tok[tlen - 1] != ']' ||
			    memchr(tok + 1, '[', tlen - 2) || memchr(tok + 1, ']', tlen - 2))
				return -EINVAL;
			nbracket++;
			pick = tok + 1;
			pick_len = tlen - 2;
		} else if (memchr(tok, '[', tlen) || memchr(tok, ']', tlen)) {
			return -EINVAL;
		}
	}
	if (nbracket > 1 || ntok == 0)
		return -EINVAL;
	if (nbracket == 0) {
		if (ntok != 1)
			return -EINVAL; /* several names, none marked active */
		pick = first;
		pick_len = first_len;
	}
	return copy_str(active, len, pick, pick_len) ? -ERANGE : 0;
}

int blkdev_read_sched(const char *sysroot, struct blkdev_info *info)
{
	char rel[BLKDEV_PATH_MAX];
	int n, ret;

	if (!info)
		return -EINVAL;
	info->scheduler[0] = '\0';
	info->sched_line[0] = '\0';
	n = snprintf(rel, sizeof(rel), "%s/queue/scheduler", info->diskdir);
	if (!info->diskdir[0])
		ret = -EINVAL;
	else if (n < 0 || (size_t)n >= sizeof(rel))
		ret = -ENAMETOOLONG;
	else
		ret = blkdev_read_sysfs_string(sysroot, rel, info->sched_line,
					       sizeof(info->sched_line));
	if (!ret)
		ret = blkdev_parse_sched_line(info->sched_line, info->scheduler,
					      sizeof(info->scheduler));
	info->sched_err = ret;
	return ret;
}

/*
 * find_sysdir: realpath of <sysroot>/sys/dev/block/<maj>:<min>, made relative to the
 * (realpath'd) sysroot, into out->sysdir. Fills out->reason on error.
 */
static int set_sysdir(const char *root, const char *link, const char *real,
		      struct blkdev_info *out);

static int find_sysdir(const char *sysroot, struct blkdev_info *out)
{
	char entry[64], link[BLKDEV_PATH_MAX], real[PATH_MAX], root[PATH_MAX] = "", ebuf[64];
	int ret, err;

	snprintf(entry, sizeof(entry), "sys/dev/block/%u:%u", out->major, out->minor);
	ret = sysfs_join(sysroot, entry, link, sizeof(link));
	if (!ret && !root_is_real(sysroot) && !realpath(sysroot, root))
		ret = -errno;
	if (ret) {
		set_reason(out, "cannot open sysroot %s: %s", sysroot ? sysroot : "/",
			   err_str(-ret, ebuf, sizeof(ebuf)));
		return ret;
	}
	if (!realpath(link, real)) {
		struct stat st;

		err = errno;
		if (err == ENOENT && lstat(link, &st) == 0) {
			set_reason(out, "%s is a dangling symlink", link); /* a broken tree */
			return -ENOENT;
		}
		if (err != ENOENT) {
			set_reason(out, "cannot resolve %s: %s", link, err_str(err, ebuf, sizeof(ebuf)));
			return -err;
		}
		sysfs_join(sysroot, "sys/dev/block", link, sizeof(link)); /* shorter: fits */
		if (access(link, F_OK)) {
			set_reason(out, "%s is missing: is sysfs mounted?", link);
			return -ENOENT;
		}
		if (out->path[0])
			set_reason(out, "no block device behind %s: st_dev %u:%u has no "
				   "/sys/dev/block entry " NO_ENTRY_WHY,
				   out->path, out->major, out->minor);
		else
			set_reason(out, "no block device: devt %u:%u has no /sys/dev/block entry "
				   NO_ENTRY_WHY, out->major, out->minor);
		return -ENODEV;
	}
	return set_sysdir(root, link, real, out);
}

/* set_sysdir: real (a realpath under root, "" for the real "/") relative to root, into
 * out->sysdir; -EXDEV when it lies outside. link names the entry in the reason. */
static int set_sysdir(const char *root, const char *link, const char *real,
		      struct blkdev_info *out)
{
	size_t rootlen = 0;

	if (strcmp(root, "/") != 0)
		rootlen = strlen(root);
	if (rootlen && (strncmp(real, root, rootlen) != 0 || real[rootlen] != '/')) {
		set_reason(out, "%s resolves outside the sysroot, to %s", link, real);
		return -EXDEV;
	}
	if (copy_str(out->sysdir, sizeof(out->sysdir), real + rootlen, strlen(real + rootlen))) {
		set_reason(out, "sysfs path of %s is too long", link);
		return -ENAMETOOLONG;
	}
	return 0;
}

/* resolve_dir: out->sysdir is set; fill name, partition, disk, diskdir and the scheduler. */
static int resolve_dir(const char *sysroot, struct blkdev_info *out)
{
	char rel[BLKDEV_PATH_MAX], file[BLKDEV_PATH_MAX], ebuf[64];
	const char *base;
	int ret, n;

	base = base_name(out->sysdir);
	if (copy_str(out->name, sizeof(out->name), base, strlen(base))) {
		set_reason(out, "device name too long in %s", out->sysdir);
		return -ENAMETOOLONG;
	}

	/* sysfs-block: a partition dir holds a "partition" file and sits in its disk's dir. */
	n = snprintf(rel, sizeof(rel), "%s/partition", out->sysdir);
	if (n < 0 || (size_t)n >= sizeof(rel) || sysfs_join(sysroot, rel, file, sizeof(file))) {
		set_reason(out, "sysfs path of %s is too long", out->name);
		return -ENAMETOOLONG;
	}
	if (access(file, F_OK) == 0) {
		out->partition = true;
	} else if (errno != ENOENT) {
		ret = -errno;
		set_reason(out, "cannot check %s: %s", file, err_str(-ret, ebuf, sizeof(ebuf)));
		return ret;
	}
	/* sysdir is "/sys/...", so a partition's has a parent with a non-empty name. */
	n = out->partition ? (int)(base - out->sysdir - 1) : (int)strlen(out->sysdir);
	copy_str(out->diskdir, sizeof(out->diskdir), out->sysdir, (size_t)n);
	base = base_name(out->diskdir);
	if (copy_str(out->disk, sizeof(out->disk), base, strlen(base))) {
		set_reason(out, "disk name too long in %s", out->diskdir);
		return -ENAMETOOLONG;
	}
	blkdev_read_sched(sysroot, out); /* its failure is recorded in sched_err */
	return 0;
}

/* resolve: out->path, major and minor are set; fill the rest. */
static int resolve(const char *sysroot, struct blkdev_info *out)
{
	int ret = find_sysdir(sysroot, out);

	return ret ? ret : resolve_dir(sysroot, out);
}

int blkdev_resolve_sysdir(const char *sysroot, const char *dir, struct blkdev_info *out)
{
	char link[BLKDEV_PATH_MAX], real[PATH_MAX], root[PATH_MAX] = "", ebuf[64], devt[32], rel[BLKDEV_PATH_MAX];
	int ret;

	if (!dir || !out)
		return -EINVAL;
	memset(out, 0, sizeof(*out));
	ret = sysfs_join(sysroot, dir, link, sizeof(link));
	if (ret) {
		set_reason(out, "sysfs path %s is too long", dir);
		return ret;
	}
	if ((!root_is_real(sysroot) && !realpath(sysroot, root)) || !realpath(link, real)) {
		ret = -errno;
		set_reason(out, "cannot resolve %s: %s", link, err_str(-ret, ebuf, sizeof(ebuf)));
		return ret;
	}
	ret = set_sysdir(root, link, real, out);
	if (ret)
		return ret;
	/* "dev" is "major:minor\n"; hidden disks (NVMe multipath paths) have none. */
	if (snprintf(rel, sizeof(rel), "%s/dev", out->sysdir) < (int)sizeof(rel) &&
	    !blkdev_read_sysfs_string(sysroot, rel, devt, sizeof(devt)) &&
	    sscanf(devt, "%u:%u", &out->major, &out->minor) == 2)
		out->has_devt = true;
	else
		out->major = out->minor = 0;
	return resolve_dir(sysroot, out);
}

int blkdev_resolve_devt(const char *sysroot, unsigned major, unsigned minor,
			struct blkdev_info *out)
{
	if (!out)
		return -EINVAL;
	memset(out, 0, sizeof(*out));
	out->major = major;
	out->minor = minor;
	out->has_devt = true;
	return resolve(sysroot, out);
}

int blkdev_resolve_path(const char *sysroot, const char *path, struct blkdev_info *out)
{
	char ebuf[64];
	struct stat st;
	dev_t dev;

	if (!path || !out)
		return -EINVAL;
	memset(out, 0, sizeof(*out));
	if (copy_str(out->path, sizeof(out->path), path, strlen(path))) {
		set_reason(out, "path too long (%zu bytes)", strlen(path));
		return -ENAMETOOLONG;
	}
	if (stat(path, &st)) {
		int err = errno;

		set_reason(out, "cannot stat %s: %s", path, err_str(err, ebuf, sizeof(ebuf)));
		return -err;
	}
	dev = S_ISBLK(st.st_mode) ? st.st_rdev : st.st_dev;
	out->major = major(dev);
	out->minor = minor(dev);
	out->has_devt = true;
	return resolve(sysroot, out);
}
