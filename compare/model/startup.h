/*
 * model/startup.h: the model of a start-up study (jobs/startup, issues 16 and 19): the
 * Application Start-up Time of Phoronix's pts/startup-time (Paolo Valente's S) as run-pack
 * records it; filled by read/startup.h, printed by render/startup_out.h.
 *
 * A results folder is a start-up study when its manifest.json says pack.descriptor.measure
 * "startup". Its values come from manifest.json (read by read/manifest.h, the one reader of
 * that file) results[]: per run, status "ok" and a startup object {seconds (the app job's
 * span.ns / 1e9, null when timed out), io_wait_s (the app job's I/O wait: the sum of its
 * completion latencies, s; absent in studies before it), timed_out, trace (the iolog's path
 * in the pack), background_kib (KiB/s)}; a run "skipped" after a timed-out one (S's rule)
 * counts with the timed-out runs. The completion-time curve of a row comes from the app
 * job's stats file, <scheduler>/<cell>/run-<i>/schedaio-app.json (timeseries.read
 * .completions, the 10 ms points of jobs/startup).
 *
 * Start-up time is a metric as every other (metric.h METRIC_STARTUP, less is better): per
 * cell, the rows with a value are a model_table (model.h), ranked, marked (Welch's t-test at
 * MODEL_ALPHA), with the published values, ratios and Kendall's tau-b by model_rank, and
 * the "N < 3" / "RSD" notes of every table. What stays special: rows with a timed-out run,
 * listed after the table without a number ("timed out in k of n runs", as the published
 * tables leave such rows out), and the columns beside the start-up time: the I/O wait (mean
 * over the ok runs, s), the background's throughput (the other jobs' fio bandwidth, KiB/s /
 * 1000, as the laptop pack's MB/s) and the idle floor.
 *
 * Cells: those of the pack descriptor's order that have runs in results[] (a study of some
 * cells prints no table for the others), then any other cell with runs (an idle cell). The
 * idle floor (S's "start-up time on idle device"): pack.descriptor.idle_cells maps an
 * application (a key of pack.descriptor.traces, whose value is the iolog a cell's runs name
 * in startup.trace) to its idle cell, the start replayed with no background; every row of a
 * cell of that application gets the idle cell's mean under the same scheduler folder
 * ("idle 0.27 s; 5.3x idle under load"). An idle cell's own table is printed after the
 * configurations.
 */
#ifndef COMPARE_MODEL_STARTUP_H
#define COMPARE_MODEL_STARTUP_H

#include <stddef.h>

#include "model/input.h"
#include "model/model.h"
#include "model/stats.h"

#define STARTUP_MAX_S 1e6        /* bound of a start-up time read from a manifest, s */
#define STARTUP_MAX_KIB 1e12     /* bound of a background bandwidth, KiB/s */
#define STARTUP_CURVE_MAX 100000 /* points of a completion-time curve kept */

/* One scheduler folder on one cell: its runs and what the model's row does not hold. */
struct startup_folder {
	const char *folder;  /* scheduler folder name (borrowed from the manifest) */
	char *name;          /* label shown (manifest label, else jobs/sched-labels.tsv's) */
	char *key;           /* scheduler key (labels.h), for the reference */
	double *v, *bg, *wait; /* start-up s, background KiB/s, I/O wait s (NAN: not recorded)
			      * of the ok runs */
	int *runs_of;        /* their run numbers */
	size_t n, cap;
	size_t timed_out;    /* runs timed out or skipped after one */
	size_t runs;         /* runs listed */
	struct stats_summary sbg, swait; /* swait.n = 0 when no run recorded its I/O wait */
	double idle;         /* the idle floor under this folder, mean s; 0 when none */
	size_t idle_n;       /* its runs (0: no idle row) */
	double *curve;       /* fraction of the trace's requests completed, per 10 ms point */
	size_t ncurve;
	double curve_step_s; /* length of one curve point, s */
	int curve_run;       /* the run the curve is from (the median one), 0 for none */
};

struct startup_cell {
	const char *name;  /* cell name (borrowed from the manifest) */
	const char *title; /* published configuration (pack.descriptor.cell_titles) or NULL */
	const char *idle_cell; /* the idle cell of its application, or NULL */
	int is_idle;       /* 1 for an idle cell (a value of pack.descriptor.idle_cells) */
	struct startup_folder *f; /* one per scheduler folder with runs on the cell */
	size_t nf;
	struct model_table table; /* the rows with values (row.sched = index into F), ranked */
	size_t *after;     /* F indexes of the rows after the table: timed out, then no value */
	size_t nafter;
};

/* A start-up study: filled by startup_load (read/startup.h), printed by render/startup_out.h. */
struct startup_study {
	struct manifest man;
	char *dir;
	struct startup_cell *cells;
	size_t ncells;
	const struct reference *ref; /* borrowed, or NULL */
	size_t nused, nleft;         /* runs with a value; runs left out (failed, unreadable) */
};

/* startup_folder_of: the folder of row R of C's table. */
static inline const struct startup_folder *startup_folder_of(const struct startup_cell *c,
							      const struct model_row *r)
{
	return &c->f[r->sched];
}

#endif
