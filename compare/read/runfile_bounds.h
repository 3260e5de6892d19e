/*
 * runfile_bounds.h: the bounds of the numbers compare reads from a run's files (fio's JSON:
 * fiojson.c; the engine's stats file: statsnum.h) and from a reference set (reference.c),
 * below every reader that checks them.
 */
#ifndef COMPARE_RUNFILE_BOUNDS_H
#define COMPARE_RUNFILE_BOUNDS_H

/* The bounds of the numbers read (jsonfile_number): a value outside is damage or forgery,
 * and its file is left out naming the field. Each is far above anything a device does,
 * and small enough that the sum and the sum of squares of a million runs stay finite
 * (1e308 in a fio.json used to give an infinite mean). */
#define RUNFILE_RATE_MAX 1e12  /* bw (KiB/s) and iops: ~1 PiB/s, or 1e12 I/Os per second */
#define RUNFILE_BYTES_MAX 9.3e18 /* io_bytes: fio writes an unsigned 64-bit count (< 2^63) */
#define RUNFILE_NS_MAX 1.9e19  /* a latency percentile, ns: a uint64 (the engine's histogram) */

#endif
