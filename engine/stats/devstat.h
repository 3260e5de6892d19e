/*
 * devstat: the kernel's per-device I/O counters (/sys/block/<disk>/stat, and
 * /sys/block/<disk>/<part>/stat for a partition), read at job start and end, as named deltas.
 * Pure C (jansson for the JSON), no fio headers.
 *
 * The stat file's fields, in order (kernel Documentation/block/stat.rst): read I/Os, read
 * merges, read sectors, read ticks (ms), write I/Os, write merges, write sectors, write ticks,
 * in_flight, io_ticks (ms), time_in_queue (ms), then since 4.18 discard I/Os, merges, sectors,
 * ticks, and since 5.5 flush I/Os, flush ticks. Sectors are 512 bytes whatever the device's
 * block size. "I/Os" are requests completed; "merges" are bios merged into a request already
 * queued. So, when nothing splits a bio (bs <= max_sectors_kb), ios + merges of a direction =
 * the bios submitted to the device in that direction: the rule the engine's tests check
 * (STATS.md "devstat").
 *
 * Every path is under `sysroot` (NULL or "" = the real root), like blkdev.h, so tests read
 * fixture trees. Errors: 0 or -errno, never errno.
 */
#ifndef SCHEDAIO_DEVSTAT_H
#define SCHEDAIO_DEVSTAT_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>

#include "tag/blkdev.h"
#include "tag/devchain.h"

#define DEVSTAT_NFIELDS 17

/* The JSON names of the fields, in the stat file's order ("read_ios", ...). */
extern const char *const devstat_field_names[DEVSTAT_NFIELDS];

enum { DEVSTAT_READ_IOS, DEVSTAT_READ_MERGES, DEVSTAT_READ_SECTORS, DEVSTAT_READ_TICKS,
       DEVSTAT_WRITE_IOS, DEVSTAT_WRITE_MERGES, DEVSTAT_WRITE_SECTORS, DEVSTAT_WRITE_TICKS,
       DEVSTAT_IN_FLIGHT, DEVSTAT_IO_TICKS, DEVSTAT_TIME_IN_QUEUE };

struct devstat_snap {
	uint64_t v[DEVSTAT_NFIELDS];
	unsigned nfields;  /* fields the file had: 11, 15 or 17 */
	uint64_t t_ns;     /* when read, CLOCK_MONOTONIC ns (set by the caller) */
};

/* One device of the chain. */
struct devstat_dev {
	char name[64];      /* kernel name, e.g. "sda1" */
	char devt[32];      /* "major:minor" */
	char role[32];      /* "device" (the file's), "disk" (its whole disk), ... */
	char sysdir[4096];  /* sysfs device dir as seen from the root, e.g. /sys/block/sda/sda1 */
	struct devstat_snap start, end;
	struct devstat_snap win; /* at the counted window's start (devstat_sample_window) */
	int err;            /* 0, or -errno of the first failed read */
	bool have_start, have_end;
	bool have_win;      /* win was read (a failed window read sets only win_err) */
	int win_err;        /* 0, or -errno of the window reading (not fatal to the rest) */
};

/*
 * devstat_from_chain: the devices to watch for a job's first file: every link of the tag's
 * chain (devchain.h) in order, link 0 first (role from the link: "device", "backing",
 * "slave", "path"), each partition followed by its whole disk (role "disk") unless that disk
 * is already listed. Into devs[0 .. max-1] (zeroed first); returns how many were filled
 * (0 for a file without a block device).
 */
unsigned devstat_from_chain(const struct devchain *chain, struct devstat_dev *devs,
			    unsigned max);

/* devstat_parse: the fields of a stat file's text. Returns 0, or -EINVAL when it does not
 * hold 11, 15 or 17 unsigned numbers. */
int devstat_parse(const char *text, struct devstat_snap *s);

/* devstat_read: read and parse <sysroot><sysdir>/stat into s (s->t_ns untouched). Returns 0,
 * -errno of open/read, -EINVAL. */
int devstat_read(const char *sysroot, const char *sysdir, struct devstat_snap *s);

/* devstat_sample: read every device's start (at_end false) or end snapshot, stamped now_ns;
 * a failure is kept in dev->err, the others are still read. */
void devstat_sample(const char *sysroot, struct devstat_dev *devs, unsigned n, bool at_end,
		    uint64_t now_ns);

/* devstat_sample_window: read every device's snapshot at the start of the counted window
 * (STATS.md "window": the end of ramp_time), stamped now_ns; a failure is kept in
 * dev->win_err and leaves that device without a window delta. */
void devstat_sample_window(const char *sysroot, struct devstat_dev *devs, unsigned n,
			   uint64_t now_ns);

/* devstat_window_is_start: the window starts with the job (no ramp_time): each device's
 * window snapshot is its start snapshot, so its window delta equals its delta. */
void devstat_window_is_start(struct devstat_dev *devs, unsigned n);

/*
 * devstat_to_json: the "devstat" array, one object per device with both snapshots:
 * {device, devt, role, delta{<field>: end - start ...} (in_flight: end - start, may be
 * negative; discard_* and flush_* only when the file has them), merge_ratio{read, write}
 * (merges / (ios + merges), 0 when both are 0), util (io_ticks delta / wall ms, wall = time
 * between the snapshots), wall_ms, and when the window snapshot was read window_delta{<field>:
 * end - win, the same fields as delta} and window_wall_ms (time between win and end)};
 * a device that failed has {device, devt, role, error}.
 * Returns a new reference, NULL when out of memory.
 */
json_t *devstat_to_json(const struct devstat_dev *devs, unsigned n);

#endif
