/*
 * schedtag: the I/O scheduler tag of every device in a chain (devchain.h), read from sysfs
 * at job start and again at job end, the difference between the two, and the stats JSON
 * `target` object.
 *
 * Per device (the queue of its whole disk: a partition has none of its own), from kernel
 * Documentation/block/queue-sysfs.rst and Documentation/ABI/stable/sysfs-block:
 *   scheduler, sched_line  queue/scheduler (blkdev_parse_sched_line: "[bfq]", legacy
 *                          "noop deadline [cfq]", "none" with or without brackets)
 *   tunables               every file under queue/iosched/ (none for "none"), name -> value
 *                          as read (bfq: Documentation/block/bfq-iosched.rst; mq-deadline:
 *                          deadline-iosched.rst; kyber: kyber-iosched.rst)
 *   queue                  nr_requests, rotational, logical_block_size (bytes),
 *                          physical_block_size (bytes), max_sectors_kb (KiB), nomerges,
 *                          rq_affinity, read_ahead_kb (KiB), wbt_lat_usec (us),
 *                          write_cache ("write back" / "write through")
 *   model                  <disk>/device/model (SATA, SCSI, NVMe); absent for loop, dm, md
 *   size_bytes             <device>/size (512-byte sectors, whatever the block size) x 512
 *   label                  schedlabel_for(scheduler, tunables) from jobs/sched-labels.tsv
 * No allocation; the structs are large (keep them on the heap).
 * Errors: 0 or a negative errno; a file that cannot be read is recorded (sched_err, or the
 * attribute left out), never fatal.
 */
#ifndef SCHEDAIO_SCHEDTAG_H
#define SCHEDAIO_SCHEDTAG_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tag/devchain.h"
#include "label/schedlabel.h"

#define SCHEDTAG_TUN_MAX 40 /* bfq has 17 tunables in 6.1 */
#define SCHEDTAG_QUEUE_NR 10

/* The queue attributes read, in this order (queue/<name>). */
extern const char *const schedtag_queue_attrs[SCHEDTAG_QUEUE_NR];

struct schedtag_dev {
	char device[BLKDEV_NAME_MAX];
	char scheduler[SCHED_NAME_MAX]; /* "" when unreadable */
	char sched_line[256];
	int sched_err;                  /* 0 or -errno (blkdev_read_sched) */
	struct sched_kv tun[SCHEDTAG_TUN_MAX]; /* sorted by name */
	unsigned ntun;
	char queue[SCHEDTAG_QUEUE_NR][SCHED_KV_VALUE];
	bool queue_ok[SCHEDTAG_QUEUE_NR]; /* false: the attribute is absent or unreadable */
	char model[128];                  /* "" when absent */
	uint64_t size_bytes;
	bool size_ok;
	const char *label;                /* NULL when the table has no row for it */
};

struct schedtag {
	struct schedtag_dev dev[DEVCHAIN_MAX];
	unsigned n; /* == the chain's n */
};

/* One field that differs between two reads of the same chain. */
struct schedtag_change {
	char device[BLKDEV_NAME_MAX];
	char field[SCHED_KV_NAME + 16]; /* "scheduler", "tunables.low_latency", "queue.nr_requests",
	                                   "model", "size_bytes" */
	char start[SCHED_KV_VALUE * 3]; /* value as read; "" when absent or unreadable */
	char end[SCHED_KV_VALUE * 3];
};

/*
 * schedtag_read_dev: read the tag of one chain link (sysroot as in blkdev.h) into *out.
 * Returns 0 (unreadable parts are recorded, see above), -EINVAL for NULL arguments.
 */
int schedtag_read_dev(const char *sysroot, const struct devchain_link *l,
		      struct schedtag_dev *out);

/* schedtag_read: schedtag_read_dev for every link of c. 0, or -EINVAL. */
int schedtag_read(const char *sysroot, const struct devchain *c, struct schedtag *out);

/*
 * schedtag_diff: what differs between two reads a and b of the same chain, device by device,
 * into out[0..max). A scheduler change is reported alone for its device (the tunables belong
 * to the elevator, so they change with it). Returns the number of changes found, which may
 * exceed max (only max are written).
 */
size_t schedtag_diff(const struct schedtag *a, const struct schedtag *b,
		     struct schedtag_change *out, size_t max);

/* What schedtag_to_json describes. */
struct schedtag_json_in {
	const char *file;          /* the job's first file */
	unsigned nfiles;
	const char *kernel;        /* uname -r */
	const struct devchain *chain; /* NULL: not resolved (then reason) */
	const struct schedtag *tag;   /* read at open, same chain */
	int err;                   /* -errno when the chain could not be resolved, else 0 */
	const char *reason;        /* why there is no device (chain->reason when NULL) */
	const struct schedtag_change *changes; /* from schedtag_diff, over every file */
	size_t nchanges;
	size_t nchanges_total;     /* changes found, listed or not (>= nchanges) */
	bool checked_close;        /* the tag was read again at job end */
};

/*
 * schedtag_to_json: the stats JSON `target` object (STATS.md):
 * schema 1 keys file, nfiles, device, devt, disk, partition, scheduler, sched_line,
 * (sched_error), kernel, (reason); then label, tunables {name: "value"}, queue {attr: number
 * or string}, model, size_bytes, chain [ {device, devt, role, disk, partition, scheduler,
 * sched_line, label, tunables, queue, model, size_bytes, backing_file?, note?} ],
 * truncated?, check {"at": ["open", "close"], "changed": [ {device, field, start, end} ],
 * "nchanged": how many changes were found (more than listed when "changed" was cut short)}.
 * Returns a new reference, or NULL when out of memory or in is NULL.
 */
json_t *schedtag_to_json(const struct schedtag_json_in *in);

/*
 * schedtag_describe: "loop3: bfq low_latency=0 (BFQ)" (device, scheduler, the tunables
 * named by exp if any, label) into buf[len], truncated to fit; for messages.
 */
void schedtag_describe(const struct schedtag_dev *d, const struct sched_expect *exp,
		       char *buf, size_t len);

#endif
