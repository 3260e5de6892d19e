/*
 * statsjson.h: the engine's per-job statistics as JSON (schema 2), built with jansson.
 *
 * No fio headers: the glue fills a struct statsjson_input from fio's thread_data and
 * calls statsjson_write at job end. The schema is documented field by field in STATS.md
 * ("Engine statistics JSON"); names follow fio's JSON where fio has the same thing
 * (clat_ns, percentile keys "99.000000" printed with "%f" as fio's stat.c does).
 */
#ifndef SCHEDAIO_STATSJSON_H
#define SCHEDAIO_STATSJSON_H

#include <jansson.h>
#include <stdint.h>

#include "tag/blkdev.h"
#include "stats/devstat.h"
#include "stats/iostats.h"
#include "hist/lathist.h"

#include "schema/statskeys.h" /* STATSJSON_SCHEMA */

/* Data directions in fio's order (io_ddir.h: DDIR_READ 0, DDIR_WRITE 1, DDIR_TRIM 2). */
enum { SA_DDIR_READ, SA_DDIR_WRITE, SA_DDIR_TRIM, SA_DDIR_NR };

/* Per data direction. `ios`: I/Os issued after fio's ramp_time (fio's total_ios);
 * `bytes`: bytes completed without error after ramp_time (fio's io_bytes); `clat`:
 * completion latency in ns, io_submit(2) return to reap, of I/Os completed after ramp. */
struct sa_ddir_stats {
	uint64_t ios;
	uint64_t bytes;
	struct lathist clat;
};

/* A stretch of the job's time (STATS.md "span", "window"): wall clock at both ends, Unix ns
 * (CLOCK_REALTIME), and its length `ns` measured on the monotonic clock. All 0: no I/O. */
struct statsjson_span {
	uint64_t start_unix_ns, end_unix_ns, ns;
};

/*
 * statsjson_span_from: the span [start_ns, end_ns] of a monotonic clock (fio's clock, ns)
 * as a struct statsjson_span, its ends put on the wall clock through one pair of readings
 * (mono0 on the monotonic clock and unix0 on CLOCK_REALTIME, taken together once at init):
 * unix = unix0 + (mono - mono0). start_ns 0 (no I/O) gives all 0; end_ns < start_ns (no
 * completion after the start) gives ns 0 with both ends at start_ns. Pure: reads no clock.
 */
struct statsjson_span statsjson_span_from(uint64_t start_ns, uint64_t end_ns, uint64_t mono0,
					  uint64_t unix0);

struct statsjson_input {
	const char *engine_version;  /* schedaio's version, e.g. "0.1.0" */
	const char *fio_version;     /* the running fio's fio_version_string */
	const char *kernel;          /* uname release */
	const char *job_name;        /* fio job name */
	unsigned jobnum;             /* clone index 0..numjobs-1 (fio's $jobnum) */
	long tid;                    /* the job's thread id (gettid(2)); 0: unknown, not written */
	const char *rw;              /* fio's rw= name, e.g. "randread" */
	unsigned long long bs;       /* bytes per I/O of the job's first data direction */
	unsigned iodepth;
	const char *backend;         /* the backend that ran: "libaio" or "io_uring" */
	const char *backend_requested; /* the job's backend= (NULL: same as backend) */
	int direct;                  /* the job's direct= (fio's odirect): 1 direct I/O, 0 buffered */
	const char *const *notes;    /* job.notes: what the engine has to say about the job that
	                                fio's own engines would not print (e.g. a buffered job);
	                                nnotes strings, none NULL */
	unsigned nnotes;
	const char *file;            /* the job's first file, as fio names it */
	json_t *target;              /* the `target` object built by the glue (schedtag_to_json);
	                                statsjson_write steals this reference, statsjson_build
	                                borrows it; NULL: built from dev below (schema 1 keys) */
	const struct blkdev_info *dev; /* device behind `file`; NULL when not resolved */
	int dev_err;                 /* 0, or -errno from the resolution (dev->reason says why) */
	unsigned nfiles;             /* files of the job */
	const struct sa_ddir_stats *ddir[SA_DDIR_NR]; /* NULL or a direction's stats */
	int error;                   /* the job's error (fio's td->error: a positive errno), 0 */
	const double *pct;           /* percentiles to report, each in (0, 100] */
	unsigned npct;
	/* schema 2 (all optional) */
	const struct iostats *io;    /* when set, the directions (ios, bytes, clat_ns, qwait_ns)
	                                come from it and ddir[] is ignored; adds "completions"
	                                and "timeseries" */
	const struct devstat_dev *devs; /* "devstat": one entry per device, first = the file's */
	unsigned ndevs;
	double hist_precision;       /* the requested relative error (0.001 = 0.1 %) */
	struct statsjson_span span;  /* first I/O issued (ramp included) -> last completion */
	struct statsjson_span window; /* end of ramp_time (or first I/O) -> last completion */
	/* The clean window (STATS.md "clean_window"): the window without the reap fio ended
	 * its ramp in, whose completions the device finished before the window; written only
	 * when have_clean. Per direction the bytes and completions of io (or ddir[]) counted in
	 * it: each at most the direction's bytes and its clat count. */
	bool have_clean;
	struct statsjson_span clean_window; /* the engine's first hook after that reap -> last
	                                       completion */
	uint64_t clean_bytes[SA_DDIR_NR], clean_completions[SA_DDIR_NR];
};

/* statsjson_build: the JSON document for `in`; a direction appears only when it issued or
 * completed I/O. Returns a new reference, or NULL when out of memory. */
json_t *statsjson_build(const struct statsjson_input *in);

/* The histograms (clat_ns, qwait_ns) are written by histjson_write (histjson.h). */

/*
 * statsjson_write_at: write statsjson_build(in) as `name` in the folder `dfd` (the engine's:
 * opened and judged once at init, lib/safepath) through json/atomicfile.h (a new temporary in
 * that folder, renamed: never written through a link, never seen half written). Drops
 * in->target's reference (success or not). Returns 0, -ENOMEM, or the -errno of the failed
 * open/write/rename (atomicfile_json_at; the temporary is removed on failure).
 */
int statsjson_write_at(int dfd, const char *name, const struct statsjson_input *in);

/* statsjson_write: statsjson_write_at in `path`'s folder, opened and judged now
 * (atomicfile_dir: -EPERM for a folder others can write, -ENOENT, ...). Same results. */
int statsjson_write(const char *path, const struct statsjson_input *in);

/*
 * statsjson_expand_path: `pattern` with "$jobname" and "$jobnum" replaced (the tokens of fio's
 * filename_format, fio HOWTO "filename_format"), into out[len]. When the job has clones
 * (`cloned`: numjobs > 1) and the pattern has no "$jobnum", ".<jobnum>" is put before the
 * extension of the last path component (or at the end) so that clones do not overwrite each
 * other: "s.json" -> "s.0.json", "s.1.json", ... Returns 0, or -ENAMETOOLONG when out is too
 * small.
 */
int statsjson_expand_path(const char *pattern, const char *jobname, unsigned jobnum,
			  bool cloned, char *out, size_t len);

#endif
