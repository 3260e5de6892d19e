/*
 * render_why.h: the why table of a cell (model/whyqueue.h: requests, merges, and the time
 * per request in the scheduler's queue and in the device, per row, from the block trace or
 * the device counters, each row naming its source) in every format of render.h:
 *
 * Text and Markdown, after the cell's MB/s table:
 *   randread-4k: where requests waited (mean per run; queue: in the scheduler, device: ...)
 *     MQ None        block trace        2   1000   10   0.02   0.03   0.07   0.09
 *     block trace: ... (one line per source the table has, with its formula)
 * CSV: one line per row and figure in render.h's columns: metric "<source>.<figure>"
 *   ("trace.queue_ms", "counters.queue_ms"; whyq_figs), unit, better "neither", rank the
 *   row's place in the MB/s table, label, key, mean, se, n (runs with the figure), ddir.
 * JSON: root "why": [{cell, ddir, rows: [{label, key, run, source ("block trace" or "device
 *   counters"), runs, runs_with_lost_events, <figure>: {mean, se, n} or null}]}].
 *
 * Every function returns 0, -EIO when writing OUT failed, or -ENOMEM.
 */
#ifndef COMPARE_RENDER_WHY_H
#define COMPARE_RENDER_WHY_H

#include <stdio.h>

#include <jansson.h>

#include "model/model.h"

/* render_why_wanted: 1 when table T carries its cell's why table (the MB/s table). */
int render_why_wanted(const struct model_table *t);

/* render_why_text: the why table of T's cell as text, or with MD as Markdown; nothing when
 * no row has a source. */
int render_why_text(FILE *out, const struct model *m, const struct model_table *t, int md);

/* render_why_csv: its CSV lines. */
int render_why_csv(FILE *out, const struct model *m, const struct model_table *t);

/* render_why_json: the "why" array of every cell of M into ROOT. */
int render_why_json(const struct model *m, json_t *root);

/* The split table of a start-up study's cell (model/whysplit.h: per row and class, app and
 * background, requests per traced run and queue/device time mean, p50, p99 from the merged
 * block traces), after its start-up table:
 * Text and Markdown: a line per row and class, the row's traced runs ("3 of 8"), then a line
 *   per class saying what it holds.
 * CSV: one line per row, class and figure in render.h's columns: metric
 *   "trace.<class>.<figure>" ("trace.app.queue_p99_ms"), unit, better "neither", rank, label,
 *   key, mean, se empty (the runs are merged, not averaged), n (traced runs).
 * JSON: root "split": [{cell, rows: [{label, key, run, runs, traced_runs, app: {<figure>:
 *   value or null}, background: {...}}]}]. */

/* render_split_wanted: 1 when table T carries its cell's split table. */
int render_split_wanted(const struct model_table *t);

/* render_split_text: the split table of T as text, or with MD as Markdown; nothing when no
 * run of the cell was traced. */
int render_split_text(FILE *out, const struct model *m, const struct model_table *t, int md);

/* render_split_fig: figure F (whys_figs) of class K of split row W as text into BUF ("-"
 * when not known), as the text table prints it (the HTML report's too). */
struct whys_row;
void render_split_fig(const struct whys_row *w, int k, int f, char *buf, size_t len);

/* render_split_csv: its CSV lines, NCOLS empty fields at the end (the table columns of
 * the CSV header). */
int render_split_csv(FILE *out, const struct model *m, const struct model_table *t, size_t ncols);

/* render_split_json: the "split" array of every cell of M into ROOT. */
int render_split_json(const struct model *m, json_t *root);

#endif
