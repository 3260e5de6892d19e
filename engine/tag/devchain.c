/*
 * devchain.c: the chain of block devices behind a file. See devchain.h.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "tag/devchain.h"

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

__attribute__((format(printf, 3, 4)))
static void say(char *buf, size_t len, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, len, fmt, ap);
	va_end(ap);
}

static int stat_devt(void *arg, const char *path, unsigned *maj, unsigned *min)
{
	struct stat st;
	dev_t d;

	(void)arg;
	if (stat(path, &st))
		return -errno;
	d = S_ISBLK(st.st_mode) ? st.st_rdev : st.st_dev;
	*maj = major(d);
	*min = minor(d);
	return 0;
}

static int file_devt(const struct devchain_env *env, const char *path, unsigned *maj,
		     unsigned *min)
{
	return env->file_devt ? env->file_devt(env->arg, path, maj, min) :
		stat_devt(NULL, path, maj, min);
}

int devchain_mount_source(const char *procroot, unsigned major, unsigned minor,
			  char *fstype, size_t fslen, char *source, size_t srclen)
{
	char path[BLKDEV_PATH_MAX], want[32], *line = NULL;
	size_t cap = 0;
	FILE *f;
	int ret = -ENOENT;

	if (!fstype || !source || !fslen || !srclen)
		return -EINVAL;
	fstype[0] = source[0] = '\0';
	snprintf(path, sizeof(path), "%s/proc/self/mountinfo",
		 procroot && procroot[0] ? procroot : "");
	snprintf(want, sizeof(want), "%u:%u", major, minor);
	f = fopen(path, "re");
	if (!f)
		return -errno;
	while (ret && getline(&line, &cap, f) > 0) {
		char id[16], parent[16], devt[32], fs[64], src[BLKDEV_PATH_MAX];
		const char *sep = strstr(line, " - ");

		if (sscanf(line, "%15s %15s %31s", id, parent, devt) != 3 || strcmp(devt, want) ||
		    !sep || sscanf(sep + 3, "%63s %4095s", fs, src) != 2)
			continue;
		snprintf(fstype, fslen, "%s", fs);
		snprintf(source, srclen, "%s", src);
		ret = 0;
	}
	free(line);
	fclose(f);
	return ret;
}

/* in_chain: a device with this sysdir is already a link. */
static bool in_chain(const struct devchain *c, const char *sysdir)
{
	unsigned i;

	for (i = 0; i < c->n; i++)
		if (!strcmp(c->link[i].dev.sysdir, sysdir))
			return true;
	return false;
}

/* add: append *bi as a link; false (and truncated set) when the chain is full. */
static int add(struct devchain *c, const struct blkdev_info *bi, const char *role, int parent)
{
	struct devchain_link *l;

	if (in_chain(c, bi->sysdir))
		return -EEXIST;
	if (c->n == DEVCHAIN_MAX) {
		c->truncated = true;
		return -ENOSPC;
	}
	l = &c->link[c->n];
	memset(l, 0, sizeof(*l));
	l->dev = *bi;
	l->role = role;
	l->parent = parent;
	return (int)c->n++;
}

static void walk(const struct devchain_env *env, struct devchain *c, int idx, int depth);

/* anon_devt: major 0: find the block device through the mount's source, into *bi; else
 * fill reason and return -ENODEV. */
static int anon_devt(const struct devchain_env *env, const char *path, unsigned maj,
		     unsigned min, char *fstype, size_t fslen, struct blkdev_info *bi,
		     char *reason, size_t rlen)
{
	char src[BLKDEV_PATH_MAX], dir[BLKDEV_PATH_MAX];
	const char *base;
	int ret;

	ret = devchain_mount_source(env->procroot, maj, min, fstype, fslen, src, sizeof(src));
	if (ret) {
		say(reason, rlen, "no block device behind %s: st_dev %u:%u is anonymous and "
		    "has no line in /proc/self/mountinfo, so its filesystem cannot be named",
		    path, maj, min);
		return -ENODEV;
	}
	if (strncmp(src, "/dev/", 5)) {
		say(reason, rlen, "no block device behind %s: it is on a %s filesystem "
		    "(mount source \"%s\", st_dev %u:%u)", path, fstype, src, maj, min);
		return -ENODEV;
	}
	base = strrchr(src, '/') + 1;
	snprintf(dir, sizeof(dir), "/sys/class/block/%s", base);
	if (!*base || blkdev_resolve_sysdir(env->sysroot, dir, bi) || !bi->has_devt) {
		say(reason, rlen, "no block device found for %s: its %s filesystem (st_dev %u:%u) "
		    "names %s, which is not in /sys/class/block", path, fstype, maj, min, src);
		return -ENODEV;
	}
	return 0;
}

/* resolve_file: the link for the device holding path (role, parent); returns its index,
 * -ENODEV with reason (no block device), or another -errno with reason. */
static int resolve_file(const struct devchain_env *env, struct devchain *c, const char *path,
			const char *role, int parent, char *reason, size_t rlen,
			unsigned *maj, unsigned *min, char *fstype, size_t fslen)
{
	struct blkdev_info *bi = malloc(sizeof(*bi));
	int ret;

	if (!bi) {
		say(reason, rlen, "out of memory");
		return -ENOMEM;
	}
	ret = file_devt(env, path, maj, min);
	if (ret) {
		say(reason, rlen, "cannot stat %s: %s", path, strerror(-ret));
		goto out;
	}
	ret = blkdev_resolve_devt(env->sysroot, *maj, *min, bi);
	if (ret == -ENODEV && *maj == 0)
		ret = anon_devt(env, path, *maj, *min, fstype, fslen, bi, reason, rlen);
	else if (ret == -ENODEV)
		say(reason, rlen, "no block device behind %s: %s", path, bi->reason);
	else if (ret)
		say(reason, rlen, "%s", bi->reason);
	if (!ret) {
		ret = add(c, bi, role, parent);
		if (ret == -EEXIST)
			say(reason, rlen, "%s is already in the chain", bi->name);
		else if (ret < 0)
			say(reason, rlen, "more than %d devices: chain cut", DEVCHAIN_MAX);
	}
out:
	free(bi);
	return ret;
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* walk_dir: each entry of <diskdir>/<sub>/ (slaves, multipath) as a link of `role`. */
static void walk_dir(const struct devchain_env *env, struct devchain *c, int idx, int depth,
		     const char *sub, const char *role)
{
	char path[BLKDEV_PATH_MAX], *names[64];
	struct devchain_link *l = &c->link[idx];
	struct blkdev_info *bi;
	struct dirent *de;
	unsigned n = 0, i;
	DIR *d;
	int k;

	if (snprintf(path, sizeof(path), "%s%s/%s", env->sysroot ? env->sysroot : "",
		     l->dev.diskdir, sub) >= (int)sizeof(path) || !(d = opendir(path)))
		return; /* no such folder: nothing below this device */
	while ((de = readdir(d)) && n < 64) {
		if (de->d_name[0] == '.' || !(names[n] = strdup(de->d_name)))
			continue;
		n++;
	}
	closedir(d);
	qsort(names, n, sizeof(names[0]), cmp_names);
	bi = malloc(sizeof(*bi));
	for (i = 0; i < n; i++) {
		l = &c->link[idx];
		snprintf(path, sizeof(path), "%s/%s/%s", l->dev.diskdir, sub, names[i]);
		if (!bi || blkdev_resolve_sysdir(env->sysroot, path, bi)) {
			say(l->note, sizeof(l->note), "cannot read %s %s: %s", sub, names[i],
			    bi ? bi->reason : "out of memory");
			continue;
		}
		k = add(c, bi, role, idx);
		if (k >= 0)
			walk(env, c, k, depth + 1);
	}
	free(bi);
	for (i = 0; i < n; i++)
		free(names[i]);
}

/* walk: the links below link idx (see devchain.h). */
static void walk(const struct devchain_env *env, struct devchain *c, int idx, int depth)
{
	struct devchain_link *l = &c->link[idx];
	char rel[BLKDEV_PATH_MAX], fstype[32];
	unsigned maj, min;
	int k;

	if (depth > DEVCHAIN_MAX)
		return;
	if (snprintf(rel, sizeof(rel), "%s/loop/backing_file", l->dev.diskdir) < (int)sizeof(rel) &&
	    !blkdev_read_sysfs_string(env->sysroot, rel, l->backing_file, sizeof(l->backing_file))) {
		/* the kernel appends " (deleted)" when the file was unlinked (loop_attr_backing_file) */
		k = resolve_file(env, c, l->backing_file, "backing", idx, l->note, sizeof(l->note),
				 &maj, &min, fstype, sizeof(fstype));
		if (k >= 0)
			walk(env, c, k, depth + 1);
		return;
	}
	walk_dir(env, c, idx, depth, "slaves", "slave");
	walk_dir(env, c, idx, depth, "multipath", "path");
}

int devchain_resolve(const struct devchain_env *env, const char *path, struct devchain *out)
{
	static const struct devchain_env real = { 0 };
	int ret;

	if (!path || !out)
		return -EINVAL;
	if (!env)
		env = &real;
	memset(out, 0, sizeof(*out));
	snprintf(out->file, sizeof(out->file), "%s", path);
	ret = resolve_file(env, out, path, "device", -1, out->reason, sizeof(out->reason),
			   &out->major, &out->minor, out->fstype, sizeof(out->fstype));
	if (ret == -ENODEV)
		return 0; /* no block device: reason says why */
	if (ret < 0)
		return ret;
	out->reason[0] = '\0';
	walk(env, out, 0, 0);
	return 0;
}
