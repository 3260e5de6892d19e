/*
 * why.h: the engine's per-run details that explain a difference between schedulers, read
 * from each run's schedaio.json (STATS.md) for the plots (plots_why.h) and the report
 * (html.h): the time series, how completions arrive, and the device counters.
 *
 * One struct why_run per run of the comparison that a table uses (the per-run records of
 * results.h, runs[], of every input), in reading order:
 *   fio's bandwidth and IOPS, the run's direction, the paths of its two files (as recorded);
 *   from the engine file, when it has them (schema 2; a schema 1 file or a baseline gives
 *   has_engine = 0 or empty parts, never an error):
 *     ts        timeseries.<dir>: per point bytes / interval as KiB/s (1024 B/s), at most
 *               WHY_TS_MAX points (the engine keeps 2048)
 *     inflight, reap, ooo   completions.inflight, .reap_batch, .ooo_distance: [value, count]
 *               pairs as written, values 0..WHY_DIST_MAX (the engine's: 0..iodepth)
 *     ooo_share completions.out_of_order_share (fraction)
 *     dev       devstat[]: device, role, merges and ios per direction, merge ratio, util,
 *               at most WHY_DEV_MAX (the engine writes at most 24)
 *     stack     "loop0 bfq low_latency=1 -> vda mq-deadline": target.chain, each device with
 *               its scheduler; the first device's scheduler is written as the row's key
 *               ("bfq:low_latency=1" with ':' and ',' as spaces) when the caller gives one
 *     stacked   1 when a device below the first has a scheduler other than none: the
 *               device under test sits on another scheduled device
 *     tunables  target.tunables as "name=value name=value", or NULL
 * A value outside those bounds, or not a finite number >= 0, leaves that part out with one
 * line naming the file and the field on ERR; the run and the other parts stay.
 */
#ifndef COMPARE_WHY_H
#define COMPARE_WHY_H

#include <stdint.h>
#include <stdio.h>

#include "model/model.h"
#include "read/runfile.h"

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
};

struct why_run {
	size_t input, s, c;     /* model input, scheduler folder, cell (results.h indexes) */
	int run;                /* 1.. in reading order within (input, s, c) */
	enum runfile_dir dir;
	char *fio_path, *stats_path; /* stats_path NULL without an engine file */
	double bw_kibps, iops;  /* fio's: KiB/s, I/Os per second */
	int has_engine;
	int has_p[3];
	double p_us[3];         /* p50, p99, p99.9 completion latency, µs */
	double ts_interval_s;   /* 0 when there is no time series */
	double *ts_kibps;
	size_t ts_n;
	struct why_dist inflight, reap, ooo;
	int has_ooo_share;
	double ooo_share;
	struct why_dev *dev;
	size_t ndev;
	char *stack;            /* NULL without target.chain */
	int stacked;
	char *tunables;
};

struct why {
	struct why_run *runs;
	size_t n, cap;
};

/* why_load: the details of every run of M's inputs into *W (zeroed first), printing one
 * line per unusable part on ERR. 0 or -ENOMEM (W then needs no why_free()). */
int why_load(const struct model *m, struct why *w, FILE *err);

/* why_free: release W; safe on a zeroed value. */
void why_free(struct why *w);

/* why_cell: the index of cell CELL in input K of M, or -1. */
long why_cell(const struct model *m, size_t k, const char *cell);

/* why_row: a table row of folder S of input K in M on cell CELL (any cell when NULL), for
 * its label and key; NULL when no such table has one. */
const struct model_row *why_row(const struct model *m, size_t k, size_t s, const char *cell);

/* why_matches: 1 when run R is one of ROW's runs on cell CELL. */
int why_matches(const struct model *m, const struct why_run *r, const struct model_row *row,
		const char *cell);

/* why_dist_mean: the mean value of D (NAN when empty). */
double why_dist_mean(const struct why_dist *d);

#endif
