/*
 * runfile.h: the numbers compare takes from one run's two files.
 *
 *   fio.json       fio --output-format=json: jobs[0].read / jobs[0].write with "bw" (KiB/s),
 *                  "iops" and "io_bytes"; the direction of the run is the one with
 *                  io_bytes > 0 (fio HOWTO, "JSON output"). Text fio prints before the JSON
 *                  is tolerated.
 *   schedaio.json  the schedaio engine's per-job stats (schema 1 or 2): <dir>.clat_ns.percentile
 *                  ["50.000000"], ["99.000000"], ["99.900000"] and the curve points
 *                  RUNFILE_CURVE_PCTS, in ns; target.scheduler, target.label and
 *                  target.tunables (schema 2); devstat[0].merge_ratio.<dir> (schema 2);
 *                  <dir>.bytes and the role "device" entry's devstat[].window_delta.<dir>_sectors.
 *                  Missing for fio libaio baselines.
 *
 * Both readers return 0 or -errno and put a one-line reason in WHY on error (see
 * jsonfile.h for the file-level errors; -EINVAL also covers "valid JSON, wrong shape";
 * -ERANGE a number outside the RUNFILE_*_MAX bounds, WHY naming the field).
 */
#ifndef COMPARE_RUNFILE_H
#define COMPARE_RUNFILE_H

#include <stddef.h>

#include <jansson.h>

#include "model/input.h" /* enum runfile_dir, RUNFILE_CURVE_N */
#include "read/runfile_bounds.h"

struct runfile_fio {
	enum runfile_dir dir; /* the direction that did I/O */
	double bw_kibps;      /* jobs[0].<dir>.bw: KiB/s */
	double iops;          /* jobs[0].<dir>.iops: I/Os per second */
	int has_cpu;          /* 1 when the job has its CPU figures (read/cpufile.h) */
	double cpu_ns;        /* CPU of fio's job per I/O, ns (cpufile.h) */
	double timestamp_ms;  /* fio's "timestamp_ms" (else "timestamp" x 1000), -1 without */
	char workload[160];   /* fiojson_cell_name and direction: "randread-4k-qd64, reading" */
};

struct runfile_engine {
	int has_p99;   /* 1 when the file has a 99th percentile for the direction */
	double p99_us; /* <dir>.clat_ns.percentile["99.000000"], in µs (ns / 1000) */
	int has_p50, has_p999, has_merge;
	double p50_us, p999_us; /* percentiles "50.000000" and "99.900000", µs */
	double merge_ratio;     /* devstat[0].merge_ratio.<dir>, 0..1 */
	int has_window;         /* the two below were read (engine files with window_delta) */
	double win_fio_bytes;   /* <dir>.bytes: the bytes fio counted in the window */
	double win_dev_bytes;   /* the devstat[] entry of role "device": window_delta.<dir>_sectors
				 * x 512, the bytes the device moved in the same window */
	int has_curve[RUNFILE_CURVE_N];
	double curve_us[RUNFILE_CURVE_N]; /* percentile runfile_curve_pcts[i], µs */
	char *label;       /* target.label, or NULL (schema 1); caller frees */
	json_t *tunables;  /* target.tunables (a new reference), or NULL; caller decrefs */
};

/* runfile_read_fio: the bandwidth and IOPS of fio.json at PATH into *OUT; PATH must be inside
 * folder TOP (a realpath(); NULL: anywhere), else -EXDEV (jsonfile_load_in).
 * -EINVAL also when jobs[0] is absent, when there is more than one job entry (numjobs clones
 * without group_reporting: the first alone would be a fraction of the run), reports a job
 * error, or did I/O in no direction or in both. */
int runfile_read_fio(const char *top, const char *path, struct runfile_fio *out, char *why,
		     size_t whylen);

/* runfile_read_engine: the p99 completion latency of direction DIR from schedaio.json at
 * PATH into *OUT. SCHED (may be NULL) is the folder's name and KERNEL (may be NULL) the
 * kernel scheduler manifest.json says the folder ran (run-pack's label folders:
 * "bfq-low_latency" ran "bfq"): a file whose target.scheduler is neither is -EINVAL, so
 * that a failed scheduler switch is not reported as a result. -ENOENT (WHY "missing") is normal for baseline runs. A file without a usable
 * p99 (no "99.000000" key, e.g. a percentile_list without 99) gives 0 with OUT->has_p99 = 0
 * and WHY saying so, for the caller to name the file. The other metrics, when absent, are
 * left out quietly (has_* = 0). On success release OUT with runfile_engine_free(). */
int runfile_read_engine(const char *path, enum runfile_dir dir, const char *sched,
			const char *kernel, struct runfile_engine *out, char *why, size_t whylen);

/* runfile_engine_json: as runfile_read_engine, from ROOT, the file's JSON already read (the
 * file-level errors are the caller's). */
int runfile_engine_json(json_t *root, enum runfile_dir dir, const char *sched,
			const char *kernel, struct runfile_engine *out, char *why, size_t whylen);

/* runfile_engine_free: release what runfile_read_engine() allocated in E. */
void runfile_engine_free(struct runfile_engine *e);

#endif
