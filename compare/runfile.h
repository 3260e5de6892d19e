/*
 * runfile.h: the numbers compare takes from one run's two files.
 *
 *   fio.json       fio --output-format=json: jobs[0].read / jobs[0].write with "bw" (KiB/s),
 *                  "iops" and "io_bytes"; the direction of the run is the one with
 *                  io_bytes > 0 (fio HOWTO, "JSON output"). Text fio prints before the JSON
 *                  is tolerated.
 *   schedaio.json  the schedaio engine's per-job stats (schema 1 or 2): <dir>.clat_ns.percentile
 *                  ["99.000000"] in ns, target.scheduler. Missing for fio libaio baselines.
 *
 * Both readers return 0 or -errno and put a one-line reason in WHY on error (see
 * jsonfile.h for the file-level errors; -EINVAL also covers "valid JSON, wrong shape").
 */
#ifndef COMPARE_RUNFILE_H
#define COMPARE_RUNFILE_H

#include <stddef.h>

enum runfile_dir { RUNFILE_READ, RUNFILE_WRITE };

struct runfile_fio {
	enum runfile_dir dir; /* the direction that did I/O */
	double bw_kibps;      /* jobs[0].<dir>.bw: KiB/s */
	double iops;          /* jobs[0].<dir>.iops: I/Os per second */
};

struct runfile_engine {
	int has_p99;   /* 1 when the file has a 99th percentile for the direction */
	double p99_us; /* <dir>.clat_ns.percentile["99.000000"], in µs (ns / 1000) */
};

/* runfile_read_fio: the bandwidth and IOPS of fio.json at PATH into *OUT.
 * -EINVAL also when jobs[0] is absent, reports a job error, or did I/O in no direction
 * or in both. */
int runfile_read_fio(const char *path, struct runfile_fio *out, char *why, size_t whylen);

/* runfile_read_engine: the p99 completion latency of direction DIR from schedaio.json at
 * PATH into *OUT. SCHED (may be NULL) is the scheduler the folder names: a file recorded
 * under another scheduler is -EINVAL, so that a failed scheduler switch is not reported
 * as a result. -ENOENT (WHY "missing") is normal for baseline runs. A file without a usable
 * p99 (no "99.000000" key, e.g. a percentile_list without 99) gives 0 with OUT->has_p99 = 0
 * and WHY saying so, for the caller to name the file. */
int runfile_read_engine(const char *path, enum runfile_dir dir, const char *sched,
			struct runfile_engine *out, char *why, size_t whylen);

#endif
