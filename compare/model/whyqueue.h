/*
 * whyqueue.h: where requests waited, per table row (scheduler) and cell: the requests, the
 * merges, and the time per request in the scheduler's queue and in the device, from the
 * run's block trace when it has one, else from the device counters. The "why" table of every
 * format (render/: render_text_why.c text and md, render_csv.c, render_json.c; html_why.c).
 *
 * Per run (model/input.h, struct results_details), in the row's direction:
 *   block trace (trace.has, blktrace.json: run-pack --trace-block; STATS.md "The block
 *     trace"): requests and merges of the fio jobs' groups; queue = insert -> issue (in the
 *     scheduler), device = issue -> complete (in the driver and the device); mean and p99.
 *   device counters (devstat[0], the device under test; /sys/block/X/stat deltas;
 *     Documentation/admin-guide/iostats.rst, Documentation/block/stat.rst):
 *       requests = <dir>_ios, merges = <dir>_merges
 *       await    = <dir>_ticks_ms / <dir>_ios   ms per request from its allocation to its
 *                  completion (iostats.rst fields 4 and 8; iostat's r_await, w_await)
 *       device   = io_ticks_ms / ios_all        ms the device had a request in flight, per
 *                  request of any direction (field 10; iostat's svctm)
 *       queue    = max(0, await - device)
 *     For a job of one direction without discards or flushes this is
 *     (time_in_queue_ms - io_ticks_ms) / ios: time_in_queue (field 11) is the sum of the
 *     per-direction ticks since Linux 5.0 (block/genhd.c, diskstats_show). io_ticks counts
 *     wall time, so on a device that serves k requests at once the device time per request
 *     is up to k times this one, and queue is an upper bound of the time in the scheduler
 *     (why iostat's man page deprecates svctm). No p99 (counters have no distribution).
 * A row's figures are the mean over its runs (stats.h: SE, N = runs that have the figure);
 * its source is the trace when every run of the row has one, else the counters.
 */
#ifndef COMPARE_WHYQUEUE_H
#define COMPARE_WHYQUEUE_H

#include <stddef.h>

#include "model/model.h"
#include "model/stats.h"

enum whyq_source { WHYQ_NONE, WHYQ_COUNTERS, WHYQ_TRACE };

enum whyq_fig {
	WHYQ_REQUESTS,   /* completed requests per run */
	WHYQ_MERGES,     /* bios (and requests) merged per run */
	WHYQ_QUEUE_MS,   /* ms per request in the scheduler's queue */
	WHYQ_QUEUE_P99,  /* its p99, ms (trace only) */
	WHYQ_DEVICE_MS,  /* ms per request in the device */
	WHYQ_DEVICE_P99, /* its p99, ms (trace only) */
	WHYQ_NFIG
};

/* The name of each figure in CSV and JSON ("queue_ms"), its column head in text, its unit. */
struct whyq_fig_info {
	const char *key, *head, *unit;
};
extern const struct whyq_fig_info whyq_figs[WHYQ_NFIG];

struct whyq_row {
	const struct model_row *row; /* of the table the why table was made for (borrowed) */
	enum whyq_source source;     /* WHYQ_NONE: no run has a trace or the counters */
	size_t runs;                 /* runs of the row on the cell */
	size_t traced;               /* of them, runs with a block trace */
	size_t lost;                 /* of them, traces with lost events (figures short) */
	struct stats_summary fig[WHYQ_NFIG]; /* fig[i].n == 0: not known */
};

struct whyq_table {
	const char *cell, *ddir;     /* the table's */
	struct whyq_row *rows;       /* one per row of the table, in its order */
	size_t n;
	int has[WHYQ_TRACE + 1];     /* has[source]: some row has that source */
};

/* whyq_source_name: "block trace", "device counters" or "none". */
const char *whyq_source_name(enum whyq_source s);

/* whyq_table: the why table of table T of M (its cell, direction and rows) into *OUT
 * (zeroed first). 0, -ENODATA when no row has a source (OUT then needs no whyq_free), or
 * -ENOMEM. */
int whyq_table(const struct model *m, const struct model_table *t, struct whyq_table *out);

/* whyq_wanted: 1 when table T has a why table (an MB/s table across hosts), else 0. */
int whyq_wanted(const struct model_table *t);

/* whyq_free: release W; safe on a zeroed value. */
void whyq_free(struct whyq_table *w);

#endif
