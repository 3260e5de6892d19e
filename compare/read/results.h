/*
 * results.h: one results folder of scripts/run-pack, read into per-(scheduler, cell) values.
 *
 * Layout (the run-pack contract):
 *   <path>/manifest.json                             see manifest.h (may be missing)
 *   <path>/<scheduler>/<cell>/run-<i>/fio.json        fio --output-format=json
 *   <path>/<scheduler>/<cell>/run-<i>/schedaio.json   engine stats (missing for baselines)
 * Scheduler and cell names are the folder names. A scheduler folder is the kernel scheduler's
 * name, or (run-pack --schedulers with labels) the label's folder, e.g. "bfq-low_latency":
 * manifest.json's scheduler_plan[] (else results[].kernel_scheduler) says which kernel
 * scheduler, label and tunables that folder ran (results_folder). An engine file must name
 * the folder or that kernel scheduler in target.scheduler. The runs read are those on disk plus those
 * manifest.json lists; a run the manifest marks other than "ok", or whose fio.json or
 * schedaio.json cannot be used, is left out with one line on the error stream.
 *
 * Orders: schedulers as in manifest.json "schedulers", cells as in the pack descriptor's
 * "cells", then any others found on disk in byte order.
 */
#ifndef COMPARE_RESULTS_H
#define COMPARE_RESULTS_H

#include <stdio.h>

#include "read/manifest.h"
#include "model/metric.h"
#include "read/runfile.h"

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
	struct results_values m[METRIC_COUNT];
	double curve_sum[RUNFILE_CURVE_N]; /* sum over runs of percentile i, µs */
	size_t curve_n[RUNFILE_CURVE_N];   /* runs that have percentile i */
	char *label;      /* target.label of the first engine file that has one, or NULL */
	json_t *tunables; /* target.tunables of the first engine file that has them, or NULL */
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
	int unknown;        /* 1 when no engine stats say which scheduler ran (row is --label or
			     * the file name) */
};

/* One run as read: what the per-run views (CSV, HTML) need. Strings borrowed from R. */
struct results_run {
	size_t s, c;            /* row (scheds[]) and cell (cells[]) */
	const char *host;       /* or NULL */
	const char *ddir;       /* "read" or "write" */
	const char *fio_path;   /* fio.json / the fio JSON file */
	const char *stats_path; /* the engine stats file, or NULL (none paired / baseline) */
	double bw_kibps, iops;  /* fio's, KiB/s and I/Os per second */
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
	size_t nskipped;     /* files that could not be used (their run left out) */
	size_t nmarked;      /* runs manifest.json marks other than "ok" (left out) */
	struct results_run *runs; /* NRUNREC runs in the tables, in reading order */
	size_t nrunrec, caprunrec;
	int loose;           /* 1 for fio JSON inputs (fioin.h), 0 for a run-pack study */
	size_t nfiles, njobs, npaired; /* fio JSON inputs: files, jobs read, jobs paired */
	char **pool;         /* strings the folders and runs borrow (owned) */
	size_t npool, cappool;
	json_t *jpool;       /* JSON values they borrow (an array holding references) */
};

/* results_keep: S moved into R's pool (freed with R); S itself, or NULL (S freed) on
 * -ENOMEM. NULL S gives NULL. */
char *results_keep(struct results *r, char *s);

/* results_add: one run of row S on cell C (SE = results_series(S, C) must exist) into R:
 * fio's BW_KIBPS (KiB/s) and IOPS, and when ENG is not NULL its percentiles, curve and
 * merge ratio; RUN gives the per-run record (its pointers must live as long as R).
 * ENG's label and tunables move into the series when it has none. 0 or -ENOMEM. */
int results_add(struct results *r, const struct results_run *run, struct runfile_engine *eng);

/* The most rows (scheduler folders, or rows of fio JSON inputs: hosts x labels) and cells
 * compare tables, and the most (row, cell) series: the series are a dense rows x cells
 * array, so whatever the inputs declare (a manifest.json naming 3,000 pairs, a fio JSON with
 * 3,000 client hostnames and iodepths) it stays under 65536 x 336 bytes (22 MB). A run-pack
 * study has fewer still (MANIFEST_MAX_SCHEDS, MANIFEST_MAX_CELLS). */
#define RESULTS_MAX_ROWS 1024
#define RESULTS_MAX_CELLS 1024
#define RESULTS_MAX_SERIES 65536

/* results_too_big: 0 when NROWS rows and NCELLS cells are within the bounds above; else 1
 * after one line on ERR: "compare: WHAT: N rows and M cells; compare tables at most ...". */
int results_too_big(const char *what, size_t nrows, size_t ncells, FILE *err);

/* results_load: read the folder PATH into *R, printing one line per problem on ERR
 * ("compare: <file>: <problem>"). 0 when at least one run was found (R->nok may still
 * be 0 when none was usable; R->nskipped and R->nmarked count what was left out).
 * -ENOENT when PATH is missing, not a folder or holds no run (nothing printed: the
 * caller words it); -E2BIG (a line printed) when it holds more scheduler folders or cells
 * than MANIFEST_MAX_SCHEDS / MANIFEST_MAX_CELLS; -ENOMEM; other -errno from opening PATH
 * (e.g. -EACCES). Folder names that are not valid UTF-8 or hold a
 * terminal control character (jsonfile_name_ok) are named and left out (counted in nskipped). Reading is
 * O(n log n) in the runs found and listed.
 * On error *R needs no results_free(). */
int results_load(const char *path, FILE *err, struct results *r);

/* results_series: the series of scheduler S (< nscheds) on cell C (< ncells). */
const struct results_series *results_series(const struct results *r, size_t s, size_t c);

/* results_free: release R; safe on a zeroed or already freed value. */
void results_free(struct results *r);

#endif
