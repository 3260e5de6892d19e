/*
 * render_text_why.h: the why table of a cell (model/whyqueue.h: requests, merges, and the
 * time per request in the scheduler's queue and in the device, per row, from the block trace
 * or the device counters, each row naming its source) and the split table of a start-up
 * cell (model/whysplit.h: per row and class, app and background, requests per traced run
 * and queue/device time mean, p50, p99 from the merged block traces), as text and Markdown,
 * for the text and md writers (render_text.c):
 *
 * why, after the cell's MB/s table:
 *   randread-4k: where requests waited (mean per run; queue: in the scheduler, device: ...)
 *     MQ None        block trace        2   1000   10   0.02   0.03   0.07   0.09
 *     block trace: ... (one line per source the table has, with its formula)
 * split, after the start-up table: a line per row and class, the row's traced runs ("3 of
 *   8"), then a line per class saying what it holds.
 *
 * Each returns 0, or -EIO when writing OUT failed.
 */
#ifndef COMPARE_RENDER_TEXT_WHY_H
#define COMPARE_RENDER_TEXT_WHY_H

#include <stdio.h>

#include "model/model.h"

struct whyq_table;
struct whys_table;

/* text_why_table: W, the why table of T's cell, as text, or with MD as Markdown. */
int text_why_table(FILE *out, const struct model *m, const struct model_table *t,
		   const struct whyq_table *w, int md);

/* text_split_table: W, the split table of T's cell, as text, or with MD as Markdown. */
int text_split_table(FILE *out, const struct model *m, const struct model_table *t,
		     const struct whys_table *w, int md);

#endif
