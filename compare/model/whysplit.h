/*
 * whysplit.h: who waited where, per table row (scheduler) and cell, when the study's runs
 * have block traces (run-pack --trace-block; STATS.md "The block trace") that split their
 * requests in two classes: in a start-up study (jobs/startup; read/startup.h,
 * results_startup.split) the app job's requests (the application's start, replayed) and the
 * background's (every other group: the readers' and writers' requests, and the buffered
 * writeback that kernel threads issue, which lands in "others"). Per class, over the
 * row's traced runs merged by the engine's histogram rule (model/tracetimes.h):
 *   requests      completed requests per traced run (every direction)
 *   queue ms      insert -> issue (in the scheduler): mean (exact), p50, p99 (nearest rank,
 *                 the bucket's midpoint, lathist.h: within 0.1 % at the engine's default)
 *   device ms     issue -> complete (in the driver and the device): mean, p50, p99
 * Built once per table by model_derive (derived.h: model_whys), read by the "split" table of
 * every format (render/writer.h split) and the queue/device plot of each cell (plots_trace.h). This
 * is the picture of why BFQ low_latency starts an application fast: the app's requests wait
 * less in the scheduler than the background's.
 */
#ifndef COMPARE_WHYSPLIT_H
#define COMPARE_WHYSPLIT_H

#include <stddef.h>

#include "model/model.h"
#include "model/tracetimes.h"

#define WHYS_NCLASS 2

enum whys_fig {
	WHYS_REQUESTS,   /* requests per traced run */
	WHYS_QUEUE_MS,   /* mean ms in the scheduler's queue */
	WHYS_QUEUE_P50,
	WHYS_QUEUE_P99,
	WHYS_DEVICE_MS,  /* mean ms in the device */
	WHYS_DEVICE_P50,
	WHYS_DEVICE_P99,
	WHYS_NFIG
};

/* Each figure's key in CSV and JSON ("queue_p99_ms"), column head in text, unit. */
struct whys_fig_info {
	const char *key, *head, *unit;
};
extern const struct whys_fig_info whys_figs[WHYS_NFIG];

/* The two classes' names ("app", "background") and what each holds, in words. */
extern const char *const whys_class_names[WHYS_NCLASS];
extern const char *const whys_class_words[WHYS_NCLASS];

struct whys_row {
	const struct model_row *row;  /* of the table (borrowed) */
	size_t runs, traced;          /* its ok runs on the cell; of them, traced */
	const struct trace_class *cls[WHYS_NCLASS]; /* the merged times (borrowed), NULL when
						     * none traced */
	double fig[WHYS_NCLASS][WHYS_NFIG]; /* NAN: not known */
};

struct whys_table {
	const char *cell;
	struct whys_row *rows; /* one per row of the table, in its order */
	size_t n;
	size_t traced, runs;   /* summed over the rows */
};

/* whys_wanted: 1 when table T can carry a split table (a start-up study's table). */
int whys_wanted(const struct model_table *t);

/* whys_table: the split table of T (a whys_wanted table of M) into *OUT (zeroed first); its
 * build line "split <cell>" (buildlog.h). 0; -ENODATA when no row has a traced run (OUT then
 * needs no whys_free); -ENOMEM. */
int whys_table(const struct model *m, const struct model_table *t, struct whys_table *out);

/* whys_free: release W; safe on a zeroed value. */
void whys_free(struct whys_table *w);

#endif
