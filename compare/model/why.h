/*
 * why.h: the runs behind the tables, with the engine's per-run details that explain a
 * difference between schedulers (the time series, how completions arrive, the device
 * counters: input.h, struct results_details, as read/why_read.h took them from each run's
 * schedaio.json), for the plots (plots_why.h) and the report (html.h).
 *
 * One struct why_run per run of the comparison that a table uses (the per-run records of
 * input.h, runs[], of every input), in reading order. Its stack is the details' stack with
 * the first device's scheduler written as the row's key ("loop0 bfq low_latency=1 -> vda
 * mq-deadline": "bfq:low_latency=1" with ':' and ',' as spaces).
 */
#ifndef COMPARE_WHY_H
#define COMPARE_WHY_H

#include <stdint.h>
#include <stdio.h>

#include "model/input.h"
#include "model/model.h"

/* One run of a table, with its engine details as read (borrowed from the input). */
struct why_run {
	size_t input, s, c;     /* model input, scheduler folder, cell (input.h indexes) */
	int run;                /* 1.. in reading order within (input, s, c) */
	enum runfile_dir dir;
	const char *fio_path, *stats_path; /* stats_path NULL without an engine file */
	double bw_kibps, iops;  /* fio's: KiB/s, I/Os per second */
	const struct results_details *e; /* the engine details (input.h); zero without a file */
	char *stack;            /* E's stack with the row's key for the first device (owned),
				 * NULL without target.chain */
};

struct why {
	struct why_run *runs;
	size_t n, cap;
};

/* why_load: the runs of M's inputs that a table uses into *W (zeroed first), printing the
 * readers' notes on their unusable parts (input.h, results_details.notes) on ERR. No file
 * is opened. 0 or -ENOMEM (W then needs no why_free()). */
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

/* why_ooo_pooled: the out-of-order share of ROW's runs on cell CELL, pooled: of every
 * completion of those runs, the fraction completed out of order (distance >= 1 in each run's
 * completions.ooo_distance, summed, over their totals summed; STATS.md: per run this is its
 * out_of_order_share). A fraction 0..1; NAN when no run has the distribution. The one
 * definition of the why plot's legend and the report's "out of order %" column. */
double why_ooo_pooled(const struct model *m, const struct why *w, const struct model_row *row,
		      const char *cell);

#endif
