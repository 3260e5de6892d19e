/*
 * blkdev: from a file to the block device behind it and the I/O scheduler in effect there.
 *
 * Pure C, no fio headers. Every sysfs read goes through a root prefix ("sysroot"): NULL or ""
 * is the real "/", any other folder stands for "/" (tests use captured trees under
 * tests/fixtures/sysfs/<case>/sys/...), as util-linux does with lsblk --sysroot.
 *
 * The walk (kernel Documentation/ABI/stable/sysfs-block, Documentation/ABI/testing/sysfs-dev):
 *   file --stat()--> dev_t --/sys/dev/block/<major>:<minor> (symlink)--> device dir
 *   device dir has a "partition" file?  yes: the whole disk is its parent dir; no: itself.
 *   <whole disk dir>/queue/scheduler    the elevator line; the active one is in brackets.
 * Partitions have no queue/ of their own: their requests go to the whole disk's queue, which
 * is found through sysfs, never by trimming the name ("nvme0n1p2" -> "nvme0n1").
 *
 * One struct blkdev_info describes one device. Stacked devices (loop backing files, dm/md
 * slaves, NVMe multipath) are a chain of these, walked by devchain.c: each link resolved by
 * blkdev_resolve_devt() or blkdev_resolve_sysdir() and read from its sysdir/diskdir.
 *
 * Errors: every function returns 0 or a negative errno; errno is never the channel (it may
 * be clobbered by the libc calls inside).
 * Nothing is allocated; all buffers are the caller's and fixed-size.
 */
#ifndef SCHEDAIO_BLKDEV_H
#define SCHEDAIO_BLKDEV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define BLKDEV_NAME_MAX 64   /* a kernel name and its NUL; longer: -ENAMETOOLONG */
#define BLKDEV_PATH_MAX 4096 /* PATH_MAX */

struct blkdev_info {
	char path[BLKDEV_PATH_MAX];    /* the file as given; "" from blkdev_resolve_devt() */
	unsigned major, minor;         /* of the device behind it */
	bool has_devt;                 /* major:minor known; false for a hidden disk (an NVMe
	                                  multipath path such as nvme0c1n1 has no dev file) */
	char name[BLKDEV_NAME_MAX];    /* kernel name (sysfs dir name), e.g. "sda1", "loop0" */
	char disk[BLKDEV_NAME_MAX];    /* whole disk holding the request queue, e.g. "sda" */
	bool partition;                /* name != disk: the device dir has a "partition" file */
	char sysdir[BLKDEV_PATH_MAX];  /* device dir as seen from the root, symlinks resolved,
	                                  e.g. "/sys/devices/pci0000:00/.../block/sda/sda1" */
	char diskdir[BLKDEV_PATH_MAX]; /* whole disk dir (== sysdir unless partition) */
	char scheduler[32];            /* active elevator, e.g. "mq-deadline"; "" when unknown */
	char sched_line[256];          /* queue/scheduler as read, newline stripped */
	int sched_err;                 /* 0, or -errno when queue/scheduler could not be
	                                  read or parsed (-ENOENT: no such file, e.g. zram and
	                                  other bio-based devices have no elevator) */
	char reason[256];              /* when resolution fails: why, in words; else "" */
};

/*
 * blkdev_resolve_devt: fill *out for block device <major>:<minor>.
 * Follows <sysroot>/sys/dev/block/<major>:<minor>, then reads the scheduler (see
 * blkdev_read_sched). out->path is set to "".
 * Returns 0 when the device was found, even if its scheduler could not be read (then
 * out->scheduler is "" and out->sched_err says why). Errors, with out->reason filled:
 *   -ENODEV        no sys/dev/block entry for that devt: not a block device (major 0 is
 *                  tmpfs, NFS, overlay, btrfs and other anonymous devices)
 *   -ENOENT        <sysroot>/sys/dev/block itself is missing (sysfs not mounted?), or
 *                  the entry is a dangling symlink (a broken fixture tree)
 *   -EXDEV         the entry resolves outside sysroot (an absolute symlink in a tree)
 *   -ENAMETOOLONG  a path or name does not fit its buffer
 *   -EINVAL        out is NULL
 *   other -errno   from realpath(3) or access(2) on the sysfs entry
 * On error the fields after major/minor may be partly filled; trust only reason.
 */
int blkdev_resolve_devt(const char *sysroot, unsigned major, unsigned minor,
			struct blkdev_info *out);

/*
 * blkdev_resolve_path: stat(2) path (the real file; sysroot only redirects sysfs reads),
 * take st_rdev if it is a block special file, else st_dev (the device holding the file),
 * then as blkdev_resolve_devt(). out->path is set to path.
 * Errors: as blkdev_resolve_devt(); -errno of stat(2) (reason filled); -ENAMETOOLONG when
 * path does not fit out->path; -EINVAL when path or out is NULL.
 * Example reason: "no block device behind /tmp/x: st_dev 0:47 has no /sys/dev/block entry
 * (tmpfs, NFS, overlay or an anonymous device such as btrfs)".
 */
int blkdev_resolve_path(const char *sysroot, const char *path, struct blkdev_info *out);

/*
 * blkdev_resolve_sysdir: fill *out for the device whose sysfs dir is <sysroot><dir>, e.g.
 * "/sys/block/dm-0/slaves/sda1" or "/sys/block/nvme0n1/multipath/nvme0c1n1" (symlinks are
 * followed). major:minor come from its "dev" file; a hidden disk has none (has_devt false,
 * 0:0). Then as blkdev_resolve_devt(): partition, disk, scheduler. out->path is "".
 * Errors, with out->reason filled: -errno of realpath(3) (-ENOENT for a missing dir),
 * -EXDEV outside sysroot, -ENAMETOOLONG, -EINVAL for NULL arguments.
 */
int blkdev_resolve_sysdir(const char *sysroot, const char *dir, struct blkdev_info *out);

/*
 * blkdev_read_sched: read <sysroot><info->diskdir>/queue/scheduler into info->sched_line
 * and parse it into info->scheduler. Needs info->diskdir set (by a resolve call).
 * Returns and stores in info->sched_err: 0, -errno of the read (-ENOENT, -EACCES,
 * -ERANGE for a line longer than 255 bytes) or of blkdev_parse_sched_line(); on error
 * info->scheduler is "".
 */
int blkdev_read_sched(const char *sysroot, struct blkdev_info *info);

/*
 * blkdev_parse_sched_line: the active elevator of a queue/scheduler line
 * (kernel Documentation/block/switching-sched.rst, block/elevator.c elv_iosched_show):
 *   "none [mq-deadline] kyber bfq"  -> "mq-deadline"   (active one in brackets)
 *   "noop deadline [cfq]"           -> "cfq"           (legacy single-queue, same rule)
 *   "none" or "[none]"              -> "none"          (one name: that name)
 * Names are separated by blanks; leading/trailing blanks and a newline are ignored (the
 * kernel writes a trailing space). active gets a NUL-terminated name of len bytes at most.
 * Errors: -EINVAL for an empty line, several names with none or more than one bracketed,
 * or a malformed bracket ("[none", "[]"); -ERANGE when the name does not fit in len;
 * -EINVAL when line or active is NULL or len is 0. active is "" on error.
 */
int blkdev_parse_sched_line(const char *line, char *active, size_t len);

/*
 * blkdev_read_sysfs_string: read file <sysroot>/<relpath> (relpath from the root, leading
 * '/' optional, e.g. "/sys/block/sda/queue/scheduler") into buf, NUL-terminated, with one
 * trailing newline stripped (like util-linux ul_path_read_string). Other blanks are kept.
 * Errors: -errno of open(2)/read(2) (-ENOENT, -EACCES, -EISDIR...); -ERANGE when the
 * content does not fit in len - 1 bytes; -ENAMETOOLONG for a path over BLKDEV_PATH_MAX;
 * -EINVAL for NULL arguments or len 0. buf is "" on error.
 */
int blkdev_read_sysfs_string(const char *sysroot, const char *relpath, char *buf, size_t len);

/*
 * blkdev_read_sysfs_u64: read an unsigned decimal (e.g. queue/rotational "1",
 * size "1953525168" in 512-byte sectors) from <sysroot>/<relpath>, trailing newline allowed.
 * Errors: as blkdev_read_sysfs_string(); -EINVAL when the content is empty, signed, or has
 * anything but digits; -ERANGE above UINT64_MAX (or content over 63 bytes). *val is
 * untouched on error.
 */
int blkdev_read_sysfs_u64(const char *sysroot, const char *relpath, uint64_t *val);

#endif /* SCHEDAIO_BLKDEV_H */
