/*
 * input.h: what the readers (read/) fill and the model reads: one results folder of
 * scripts/run-pack, or the jobs of fio JSON inputs, as values per (row, cell) and per run,
 * each run's engine details, the study's manifest.json and a published reference set.
 *
 * The readers say where each field comes from (read/results.h, read/fioin.h,
 * read/manifest.h, read/reference.h, read/runfile.h, read/why_read.h); every file is read
 * once, into these values, and nothing below model/ opens a file again. The model (model.h,
 * why.h) and the renderers (render/) only read them.
 */
#ifndef COMPARE_INPUT_H
#define COMPARE_INPUT_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include <jansson.h>

#include "model/metric.h"
#include "model/tracetimes.h"
#include "units/units.h"

/* ---- one run's files (read/runfile.h) ---- */

enum runfile_dir { RUNFILE_READ, RUNFILE_WRITE };
/* The percentiles of the latency curve (fio's default percentile_list from 50 up). */
#define RUNFILE_CURVE_N 11
extern const double runfile_curve_pcts[RUNFILE_CURVE_N];


/* ---- a run's engine details (read/why_read.h): what explains a difference ---- */

#define WHY_TS_MAX 4096     /* time series points per run */
#define WHY_DIST_MAX 65536  /* largest in-flight depth, reap batch or distance (fio's iodepth
			     * is at most 65536: fio HOWTO, "iodepth") */
#define WHY_DEV_MAX 32      /* devstat entries per run */

struct why_pair {
	uint32_t value;
	double count;
};

struct why_dist {
	struct why_pair *v; /* N pairs, values increasing */
	size_t n;
	double total;       /* sum of the counts */
};

struct why_dev {
	char *device, *role;
	double ios[2], merges[2]; /* <dir>_ios, <dir>_merges: requests and merged bios */
	double merge_ratio[2];    /* merges / (ios + merges), 0..1 */
	double util;              /* io_ticks / wall time, 0..1 */
	int has_ticks;            /* the four below were in the file (schema 2 writes them) */
	double ticks_ms[2];       /* <dir>_ticks_ms: ms spent by all requests of DIR, from
				   * allocation to completion (Documentation/admin-guide/iostats.rst
				   * fields 4 and 8) */
	double io_ticks_ms;       /* ms the device had a request in flight (field 10) */
	double ios_all;           /* read + write + discard + flush requests completed */
};

/* A run's block trace (blktrace.json beside its schedaio.json: run-pack --trace-block,
 * read/blktrace_read.h), the fio jobs' groups in the run's direction ("others" left out). */
struct why_trace {
	int has;                 /* the file was read */
	int complete;            /* its lost_events is 0 and it says complete */
	double lost_events;
	size_t groups;           /* job groups with requests in the direction */
	double requests, merges; /* summed over the job groups (merges: bio and request merges) */
	double queue_ns, device_ns; /* mean insert -> issue, issue -> complete, ns (each
				     * group weighted by its count); NAN without requests */
	double queue_p99_ns, device_p99_ns; /* p99 of the job groups' requests pooled (the
					     * histograms of JOBS below); NAN without requests */
	struct trace_class jobs; /* the job groups' queue and device times in the direction,
				  * merged (model/tracetimes.h): the why plot's distributions;
				  * two histograms per traced run (275792 bytes at the engine's
				  * default geometry) */
};

/* The engine file's details of one run (schema 2; a schema 1 file or a baseline gives
 * has_engine = 0 or empty parts). Owned by the run (results_details_free). */
struct results_details {
	int has_engine;
	int has_p[3];
	double p_us[3];         /* p50, p99, p99.9 completion latency, µs */
	double ts_interval_s;   /* 0 when there is no time series */
	double *ts_kibps;       /* timeseries.<dir>: bytes / interval as KiB/s (1024 B/s) */
	size_t ts_n;
	struct why_dist inflight, reap, ooo; /* completions.inflight, .reap_batch, .ooo_distance */
	int has_ooo_share;
	double ooo_share;       /* completions.out_of_order_share (fraction) */
	struct why_dev *dev;    /* devstat[] */
	size_t ndev;
	char *stack;            /* "loop0 bfq -> vda mq-deadline": target.chain, each device with
				 * its scheduler as written; NULL without target.chain */
	size_t sched_at, sched_len; /* where the first device's scheduler is in STACK (the
				     * model writes the row's key there, why.h) */
	int stacked;            /* a device below the first has a scheduler other than none */
	int has_window;         /* the counted window's bytes, fio's and the device's (runfile.h
				 * runfile_engine.has_window): model/countbias.h */
	double win_fio_bytes, win_dev_bytes;
	int has_dev;            /* the run's rate as the device did it (results_series.dev) */
	double dev_kibps, dev_iops;
	char *tunables;         /* target.tunables as "name=value name=value", or NULL */
	struct why_trace trace; /* the run's block trace; trace.has = 0 without one */
	char *notes;            /* lines for the error stream: parts left out of the plots
				 * ("compare: <file>: <field> <why>; left out of the plots\n"),
				 * or NULL */
};

/* results_details_free: release what D owns and zero it. */
void results_details_free(struct results_details *d);

/* ---- the study's manifest.json (read/manifest.h) ---- */

struct manifest_run {
	const char *sched;  /* "none", "mq-deadline", ... */
	const char *cell;   /* "randread-4k", ... */
	int run;            /* i of run-<i>, >= 1 */
	const char *status; /* "ok" or how it failed; NULL when absent */
	const char *kernel; /* kernel_scheduler: what the folder's run ran; NULL when absent */
	const char *label;  /* the label table's label run-pack set, or NULL */
	json_t *tunables;   /* {name: "value"} run-pack set (borrowed), or NULL */
	const char *host;   /* run-pack --hosts: the host's name (a folder name); run-pack
			     * --kernel: results[].kernel (a kernels[].name); else NULL */
	json_t *startup;    /* a start-up run's "startup" object (borrowed; rp-startup.sh), or NULL */
};

#define MANIFEST_SHOWN_MAX 48 /* bytes of a kernel's shown name, with its NUL */

/* One entry of kernels[] (run-pack --kernel; lib/json/manifestkeys.h MK_KERNELS): strings in
 * the manifest's JSON (data: escape before output), or NULL when not a string. */
/* What a manifest says of the medium below the scheduler (issue 32 item 3, issue 40): a
 * device_model value (MK_DEVICE_MODEL, STUDIES.md "Device models") and, for a run-pack
 * --kernel share (issue 38), the device it made in its kernel. Strings point into the
 * manifest's ROOT (borrowed: escape before output). */
struct manifest_medium {
	const char *name;    /* device_model's "name", MEDIUM_PLAIN when device_model is absent,
			      * null or "none", MEDIUM_UNKNOWN when it is not an object with a
			      * non-empty string name; never NULL once read */
	double cap[2][2];    /* the device model's caps, device_model.model.<dir>_<bps|iops>
			      * .value: [0 read, 1 write][0 bytes/s, 1 I/Os per second]; 0 when
			      * not said or not a number in (0, 1e15] */
	const char *src[2][2]; /* each cap's source, device_model.model.<rate>.source, or NULL */
	const char *title;   /* device_model.model.title, or NULL */
	const char *file;    /* device_model.file (the model file run-pack read), or NULL */
	const char *backing; /* device_model.stack.backing_file (the RAM file, or the null_blk
			      * folder, of the throttled device), else (a kernel's share without
			      * a model) kernels[].backing; or NULL */
	const char *cgroup;  /* device_model.stack.cgroup ("v1": blk-throttle's), or NULL */
	double depth;        /* device_model.model.queue_depth.value, 0 when not said */
	const char *backing_type; /* kernels[].backing_type: MK_BACKING_NULL_BLK or
				   * MK_BACKING_FILE (what the lowest device of the stack is),
				   * or NULL (not recorded: the top level, an older share) */
	int direct_io;       /* kernels[].direct_io: 1 the loop device on the file does direct
			      * I/O, 0 it is buffered (the page cache is part of the device), -1
			      * not said (or no file: null_blk) */
	int recorded;        /* a kernels[] entry: 1 when its share recorded its device
			      * (device_model present, null included), else 0; the top level: 1 */
};

struct manifest_kernel {
	const char *name;    /* the run folder's level, <study>/<name>/<scheduler>/... */
	const char *release; /* uname -r of its runs */
	const char *accel;   /* MK_ACCEL_NATIVE, _KVM, _TCG */
	const char *status;  /* complete, failed, interrupted, running */
	const char *error;   /* why it failed, or NULL */
	json_t *skipped;     /* {scheduler folder: why} its share skipped (borrowed), or NULL */
	struct manifest_medium med; /* the medium its share ran on (its own device_model and
				     * device: issue 38), med.recorded 0 when it recorded none */
	char shown[MANIFEST_SHOWN_MAX]; /* its rows' prefix (COMPARE.md "Kernels"): "Linux " and
					 * the release up to its first '-' or '+', the whole
					 * release when two kernels would share that, "kernel
					 * <name>" without a release; " (emulated CPU)" after a
					 * tcg kernel's */
};

/* One entry of scheduler_plan: folder FOLDER ran kernel scheduler KERNEL. */
struct manifest_plan {
	const char *folder; /* "bfq-low_latency", "none", ... */
	const char *kernel; /* "bfq", "none", ... */
	const char *label;  /* "BFQ low_latency", or NULL (a kernel name was asked for) */
	json_t *tunables;   /* {name: "value"} (borrowed), or NULL */
};

/* One skipped entry of scheduler_plan: REQUESTED ("BFQ low_latency", "CFQ": the --schedulers
 * entry as given) did not run, for the reason WHY (run-pack's words: a legacy scheduler the
 * kernel lacks, or one the device does not offer with --skip-unoffered; rp-labels.sh). */
struct manifest_skip {
	const char *requested;
	const char *why;
};

/* The medium of a study without a device model, and of one whose device_model names none. */
#define MEDIUM_PLAIN "plain scratch device"
#define MEDIUM_UNKNOWN "device model of unknown name"

/* All strings point into ROOT and live until manifest_free(). */
struct manifest {
	json_t *root;
	const char *run_id, *status, *kernel, *fio_version;
	const char *pack_name, *pack_title, *mbps_unit;
	const char *measure; /* pack.descriptor.measure: "startup" for a start-up study, or NULL */
	json_t *descriptor;  /* pack.descriptor (borrowed): the pack.json run-pack ran, or NULL */
	const char *device;
	const char *device_fs, *device_backing; /* device.filesystem, device.backing, or NULL */
	int has_size_mib;   /* device.size_mib is an integer: */
	long long size_mib; /* that size, MiB */
	const char *started; /* run-pack's start, "2026-12-01T21:20:25+00:00", or NULL */
	int has_preflight;  /* "preflight" is a non-empty array (run-pack's checks) */
	const char **preflight; /* NPREFLIGHT: its strings among its first MANIFEST_PREFLIGHT_LINES
				 * entries (the array owned, the strings in ROOT) */
	size_t npreflight;
	const char *engine;  /* the fio engine of the runs: a .so path or "libaio"; NULL not said */
	int device_scratch; /* 1 scratch, 0 not, -1 not said */
	int quick;          /* 1 quick, 0 full, -1 not said */
	int runs;           /* runs per cell asked for; 0 not said */
	double rsd_threshold; /* percent, in (0, 100]: run-pack's --rsd-threshold; 0 not said */
	double until_decided_pct; /* run-pack --until-decided PCT, in (0, 100); 0 not said */
	int max_runs;       /* its --max-runs, 1..66; 0 not said */
	struct manifest_medium med; /* the medium below the scheduler: the top level's
				     * device_model (a --kernel study's plan; each kernel's
				     * own is struct manifest_kernel's) */
	size_t resumed;      /* how often the study was resumed (run-pack --resume: "resumed") */
	int media_mixed;     /* 1 when results[].device_model name more than one medium (a
			      * --hosts study's hosts on different media), else 0 */
	const char **scheds; /* NSCHEDS names in the manifest's order */
	size_t nscheds;
	const char **cells; /* NCELLS names in the pack descriptor's order */
	size_t ncells;
	struct manifest_run *listed; /* NLISTED entries of "results" that have all four keys */
	size_t nlisted;
	struct manifest_plan *plan; /* NPLAN usable entries of "scheduler_plan" (not skipped) */
	size_t nplan;
	struct manifest_skip *skips; /* NSKIPS entries of "scheduler_plan" skipped (a string
				      * "skipped" and "requested"), in its order */
	size_t nskips;
	const char **hosts; /* NHOSTS names of hosts[] (run-pack --hosts), or of kernels[]
			     * (run-pack --kernel), else NULL and 0 */
	size_t nhosts;
	struct manifest_kernel *kernels; /* run-pack --kernel: NHOSTS, kernels[i] is hosts[i];
					  * else NULL */
	struct manifest_kernel own; /* run-pack's own machine as a kernel: name the run id (or
				     * "?"), release "kernel", accel the top level's "accel"
				     * (NULL: not recorded), shown by the kernels' rule; the
				     * kernel of a study's runs without --kernel or --hosts
				     * (model/accel.h accel_own) */
};

/* ---- a published reference set (read/reference.h) ---- */

struct reference_entry {
	const char *cell, *label; /* point into the JSON */
	enum metric metric;       /* METRIC_MBPS, METRIC_IOPS or METRIC_STARTUP */
	char *key;                /* scheduler key (labels.h), owned */
	double value, se;
	int has_se;
	long n;                   /* 0 when not published */
	json_t *tunables;         /* {name: "value"} the set gives, or NULL (borrowed) */
};

struct reference {
	json_t *root;
	const char *name, *title, *kernel;
	const char *fio_version; /* the fio the set was measured with, or NULL */
	enum units_mbps unit;
	struct reference_entry *v;
	size_t n;
};

struct labels; /* labels.h */

/* reference_find (published.c): the entry for CELL and METRIC of scheduler KEY, or NULL:
 * an entry with the same key, else one whose label maps to KEY with run-pack --map-legacy
 * ("Deadline" for mq-deadline where the set has no "MQ Deadline"). */
const struct reference_entry *reference_find(const struct reference *r, const struct labels *l,
					     const char *cell, enum metric metric,
					     const char *key);

/* ---- a pack's published figures (read/figures.h), beside the study as published ---- */

#define FIGURES_MAX 64 /* entries kept */

/* One published figure: SCHEDULER's METRIC is VALUE UNIT, measured on CPU with CONFIG. */
struct figures_entry {
	const char *scheduler, *metric; /* never NULL */
	double value;
	const char *unit, *cpu, *config; /* NULL when the set does not say */
};

/* A set of published figures (results/reference/overhead/bfq-doc.json). Its strings point
 * into ROOT and live until figures_free(). */
struct figures {
	json_t *root;
	const char *title, *source, *note; /* NULL when the set does not say */
	struct figures_entry *v; /* N entries: results[] up to the first without a scheduler, a
				  * metric or a number value, at most FIGURES_MAX */
	size_t n;
};

/* ---- one input: a results folder or the fio JSON inputs (read/results.h, read/fioin.h) ---- */

struct results_values {
	double *v; /* N values, in run order */
	size_t n, cap;
};

/* The runs of one scheduler on one cell that were read without a problem. */
struct results_series {
	/* per metric (metric.h), in run order; runs without the metric add nothing:
	 *   m[METRIC_MBPS]  fio "bw" of the run's direction: KiB/s (not yet MB/s)
	 *   m[METRIC_IOPS]  fio "iops"
	 *   m[METRIC_P50], m[METRIC_P99], m[METRIC_P999]  engine percentiles, µs
	 *   m[METRIC_MERGE] engine devstat[0].merge_ratio.<dir> */
	/*   m[METRIC_STARTUP] a start-up study's start-up times, s (read/startup.h) */
	struct results_values m[METRIC_TABLES];
	/* per run that has it, in run order: what the device moved while fio counted, as
	 * m[METRIC_MBPS] (dev[0], KiB/s) and m[METRIC_IOPS] (dev[1], I/Os per second): the
	 * engine's clean count over its window (STATS.md clean_window: clean_bytes and
	 * clean_completions / clean_window.ns), else fio's figure x the device's window bytes /
	 * fio's (devstat[].window_delta: a file before clean_window); dev_window of them the
	 * latter. A table ranks on them where every run of every row has one and one run's fio
 * figure carries bytes the device did not move in the window (dev_less; model.h). */
	struct results_values dev[2];
	size_t dev_window;
	size_t dev_less; /* runs whose device rate left out bytes fio counted (runfile.h
			  * clean_less; a window_delta below fio's bytes): fio's figure is biased */
	double curve_sum[RUNFILE_CURVE_N]; /* sum over runs of percentile i, µs */
	size_t curve_n[RUNFILE_CURVE_N];   /* runs that have percentile i */
	char *label;      /* target.label of the first engine file that has one, or NULL */
	json_t *tunables; /* target.tunables of the first engine file that has them, or NULL */
	struct results_startup *startup; /* a start-up study's series only, else NULL (owned) */
};

/* What a start-up study (read/startup.h) records of one (scheduler, cell) beside its
 * start-up times (results_series.m[METRIC_STARTUP], one per ok run that did not time out). */
struct results_startup {
	struct results_values bg_kibps; /* per ok run: the background's fio bandwidth, KiB/s */
	struct results_values io_wait_s; /* per ok run that recorded it: the app's I/O wait, s */
	const char **run_path; /* per start-up time: its run, "<scheduler>/<cell>/run-<i>" (in
				* the pool) */
	size_t listed;    /* runs listed in results[] */
	size_t timed_out; /* runs timed out, or skipped after one (S's rule) */
	double *curve;    /* the median run's share of the trace's requests completed per point */
	size_t ncurve;
	double curve_step_s; /* length of one curve point, s */
	int curve_run;    /* the run the curve is from, 0 for none */
	struct trace_class split[2]; /* the block traces (blktrace.json: run-pack --trace-block)
				      * of the ok runs that have one, merged (model/tracetimes.h):
				      * [0] the app job's requests, [1] the background's (every
				      * other group, "others" included: the page cache's writeback) */
};

/* What a start-up study says of one cell (read/startup.h). */
struct results_cellinfo {
	const char *title; /* the published configuration (pack.descriptor.cell_titles), or NULL */
	int is_idle;       /* 1 for an idle cell (a value of pack.descriptor.idle_cells) */
	ssize_t idle_cell; /* the idle cell of its application (index into cells[]), or -1 */
};

/* What one row ran. For a run-pack study, one scheduler folder, every pointer borrowed from
 * the manifest or scheds[]; for fio JSON inputs (fioin.h), one row, pointers into R->pool. */
struct results_folder {
	const char *kernel; /* scheduler_plan[].kernel, else results[].kernel_scheduler of a run
			     * of the folder, else the folder name */
	const char *label;  /* scheduler_plan[].label, else results[].label, or NULL */
	json_t *tunables;   /* scheduler_plan[].tunables, else results[].tunables, or NULL */
	const char *row;    /* fio JSON inputs: the row's name as printed ("<host>: " + label
			     * + " (read)" for a mixed job); NULL for a study (model.h names it) */
	const char *host;   /* client/server or multi-host: the host, else NULL */
	const struct manifest_kernel *kern; /* run-pack --kernel: the row's kernel (host is its
					     * name), else NULL; borrowed from the manifest */
	const char *ddir;   /* fio JSON inputs: "read" or "write" for a row of a job that did
			     * both (rw, randrw: one row per direction); NULL otherwise */
	int unknown;        /* 1 when no engine stats say which scheduler ran (row is --label or
			     * the file name) */
};

/* One run as read: what the per-run views (CSV, HTML) need. Strings borrowed from R; the
 * details owned (results_free). */
struct results_run {
	size_t s, c;            /* row (scheds[]) and cell (cells[]) */
	const char *host;       /* or NULL */
	const char *ddir;       /* "read" or "write" */
	const char *fio_path;   /* fio.json / the fio JSON file */
	const char *stats_path; /* the engine stats file, or NULL (none paired / baseline) */
	double bw_kibps, iops;  /* fio's, KiB/s and I/Os per second */
	double timestamp_ms;    /* fio's "timestamp_ms" of a study run, -1 without (or 0) */
	int has_cpu;            /* fio's CPU per I/O of the job is known (read/cpufile.h) */
	double cpu_ns;          /* ... in ns (study runs only) */
	struct results_details d; /* from the engine stats file (zero without one) */
};

/* A note: what compare decided about an input (a reporting group of differing jobs filed as
 * one cell, numjobs clones merged or not), said once in the table of the cell it concerns
 * (render: text, md, json, html) and not on the error stream, which keeps errors. Notes of
 * the same cell and text are one note with a count. */
#define RESULTS_MAX_NOTES 64     /* notes per input; more are counted in notes_dropped */
#define RESULTS_NOTE_MAX 1024    /* bytes of a note's text (cut beyond) */
struct results_note {
	char *cell;   /* the cell it concerns, owned */
	char *text;   /* one line, owned */
	size_t count; /* the runs (fio job entries, study runs) it was decided for */
};

struct results {
	struct manifest man; /* zeroed when there is no usable manifest.json */
	int has_manifest;    /* 1 when manifest.json was read */
	char **scheds;       /* NSCHEDS scheduler names, see the order above */
	size_t nscheds;
	struct results_folder *folders; /* NSCHEDS, what scheds[s] ran */
	char **cells;        /* NCELLS cell names */
	size_t ncells;
	struct results_series *series; /* NSCHEDS x NCELLS, see results_series() */
	size_t nruns;        /* runs found: on disk or listed in manifest.json */
	size_t nok;          /* runs in the tables */
	size_t nskipped;     /* files that could not be used (their run left out; a blktrace.json:
	                        its run left out of the why or trace table) */
	size_t nmarked;      /* runs manifest.json marks other than "ok" (left out) */
	const char **cell_workload; /* NCELLS: the workload (fiojson_cell_name) of the cell's
				     * first run read, in the pool; NULL before. A run of another
				     * workload in the cell's folder is left out */
	const char **cell_first;    /* NCELLS: that run's fio.json, in the pool */
	struct results_run *runs; /* NRUNREC runs in the tables, in reading order */
	size_t nrunrec, caprunrec;
	int loose;           /* 1 for fio JSON inputs (fioin.h), 0 for a run-pack study */
	struct results_cellinfo *cellinfo; /* NCELLS for a start-up study, else NULL */
	size_t nfiles, njobs, npaired; /* fio JSON inputs: files, jobs read, jobs paired */
	char **pool;         /* strings the folders and runs borrow (owned) */
	size_t npool, cappool;
	json_t *jpool;       /* JSON values they borrow (an array holding references) */
	char *preflight_log; /* run-pack.log's preflight block (its lines without the two
			      * spaces), when manifest.json has no "preflight"; or NULL */
	struct results_note *notes; /* NNOTES, in the order first decided */
	size_t nnotes, notes_dropped;
	char *top;           /* a study's folder (realpath(), owned): every file read is
			      * inside it (jsonfile_load_in, the folder walk's rule); or NULL */
};

/* results_note: the note TEXT (one line: control bytes become spaces; at most
 * RESULTS_NOTE_MAX bytes) on cell CELL of R, counted once more when R has it already. Beyond
 * RESULTS_MAX_NOTES notes only notes_dropped grows. 0 or -ENOMEM. */
int results_note(struct results *r, const char *cell, const char *text);

/* results_notes_free: release R's notes (results_free calls it). */
void results_notes_free(struct results *r);

/* results_series: the series of scheduler S (< nscheds) on cell C (< ncells). */
const struct results_series *results_series(const struct results *r, size_t s, size_t c);

#endif
