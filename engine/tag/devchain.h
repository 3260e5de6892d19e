/*
 * devchain: every block device behind a file, from sysfs alone (no udev, no lsblk), through
 * a sysroot prefix as util-linux's --sysroot (tests: tests/fixtures/sysfs/<case>).
 *
 * The walk (kernel Documentation/ABI/stable/sysfs-block, Documentation/ABI/testing/sysfs-dev,
 * Documentation/admin-guide/devices.rst for major 0, Documentation/filesystems/proc.rst for
 * mountinfo):
 *   link 0, role "device": the file's device. A block device file: its st_rdev; a regular
 *     file: its filesystem's st_dev. An anonymous st_dev (major 0: btrfs, tmpfs, NFS,
 *     overlay) is looked up in <procroot>/proc/self/mountinfo: a source "/dev/NAME" found
 *     in <sysroot>/sys/class/block/NAME is that device (btrfs: the one device mountinfo
 *     names); any other source means there is no block device, and reason says so.
 *   A partition is one link: its queue is its disk's (blkdev.c, never by trimming names).
 *   Then, for each link, recursively (depth first, in name order):
 *     loop:  <disk>/loop/backing_file -> the device holding that file, role "backing";
 *            a backing file with no block device (tmpfs: /dev/shm) ends the walk there and
 *            the link's note says why;
 *     dm, md (any stacked device): each entry of <disk>/slaves/, role "slave";
 *     NVMe native multipath: each entry of <disk>/multipath/ (the hidden per-controller
 *            paths nvmeXcYnZ, no devt), role "path".
 * At most DEVCHAIN_MAX links; beyond, `truncated` is set. A device already in the chain is
 * not added again.
 *
 * Errors: 0 or a negative errno; nothing is allocated inside.
 */
#ifndef SCHEDAIO_DEVCHAIN_H
#define SCHEDAIO_DEVCHAIN_H

#include <stdbool.h>

#include "tag/blkdev.h"

#define DEVCHAIN_MAX 12

/*
 * How files become devts. file_devt NULL: stat(2) (st_rdev of a block special file, else
 * st_dev). Tests give a table instead, so that a fixture tree can say where a file lives.
 * It returns 0 or -errno and sets *major, *minor.
 */
struct devchain_env {
	const char *sysroot;  /* NULL or "": "/" */
	const char *procroot; /* NULL or "": "/"; mountinfo is <procroot>/proc/self/mountinfo */
	int (*file_devt)(void *arg, const char *path, unsigned *major, unsigned *minor);
	void *arg;
};

struct devchain_link {
	struct blkdev_info dev;             /* name, devt, disk, partition, sysdir, diskdir */
	const char *role;                   /* "device", "backing", "slave", "path" */
	int parent;                         /* index of the link above, -1 for link 0 */
	char backing_file[BLKDEV_PATH_MAX]; /* a loop's loop/backing_file; "" otherwise */
	char note[256];                     /* what could not be followed below it; "" */
};

struct devchain {
	char file[BLKDEV_PATH_MAX]; /* as given */
	unsigned major, minor;      /* st_dev (or st_rdev) of the file */
	struct devchain_link link[DEVCHAIN_MAX];
	unsigned n;                 /* links filled; 0 when there is no block device */
	bool truncated;             /* more devices than DEVCHAIN_MAX */
	char fstype[32];            /* from mountinfo when st_dev was anonymous; else "" */
	char reason[512];           /* n == 0: why there is no block device */
};

/*
 * devchain_resolve: fill *out for `path`.
 * Returns 0 with out->n >= 1; or 0 with out->n == 0 and out->reason when there is no block
 * device behind the file (tmpfs, NFS, overlay: not a failure). Errors, reason filled:
 * -errno of stat(2) / env->file_devt, and blkdev_resolve_devt()'s errors other than -ENODEV
 * (-ENOENT: no sysfs; -EXDEV; -ENAMETOOLONG); -EINVAL for NULL arguments.
 * Links below link 0 that cannot be read are left out and named in their parent's note.
 */
int devchain_resolve(const struct devchain_env *env, const char *path, struct devchain *out);

/*
 * devchain_mount_source: the mountinfo line of devt major:minor
 * (<procroot>/proc/self/mountinfo, fields 3 "major:minor", then after " - " fstype and
 * source): fstype and source into the buffers (truncated to fit).
 * Errors: -ENOENT no such line (or no mountinfo), -errno of fopen(3), -EINVAL NULL args.
 */
int devchain_mount_source(const char *procroot, unsigned major, unsigned minor,
			  char *fstype, size_t fslen, char *source, size_t srclen);

#endif
