/*
 * writer.h: the one interface every output format implements (issue 41: a format is one
 * writer file and one row of formats.h). render() (render.h) walks the model once, in one
 * order, and hands each part to the writer's hook for that kind of table; a hook left NULL
 * means the format does not show that kind. The order:
 *
 *   begin                                  the document's start (text: the header)
 *   per table of M->tables, in the model's order (cells, then metrics, then directions):
 *     host_table  each per-host table of its cell and metric (model.h host_tables), first
 *     table       the table itself
 *     fleet       its host-paired effect (model.h fleet_table), when it has 2 rows or more
 *     why         its cell's why table (model/whyqueue.h), after an MB/s table across hosts
 *                 whose rows have a source (model/derived.h model_whyq)
 *     split       its cell's app/background split (model/whysplit.h; model_whys)
 *   curve        each cell's percentile curves (model.h model_curve)
 *   sweep        the sweep families of a --sweep study (model/sweep.h), when there are any
 *   figures      the pack's published figures (model.h figures), when they were read
 *   end          the document's end; with OK 0 (a hook failed) only what begin holds is
 *                released; NULL: the stream's error state is the result (-EIO on ferror)
 *
 * Every hook writes to C->out and returns 0, -EIO (a write failed: ferror) or -ENOMEM; the
 * first failure stops the walk. A writer that builds its document before writing it (JSON)
 * keeps it in C->state from begin to end.
 */
#ifndef COMPARE_WRITER_H
#define COMPARE_WRITER_H

#include <stdio.h>

#include "model/model.h"

struct sweep;
struct whyq_table;
struct whys_table;

/* What a writer is handed: the stream, the model, and its own state. */
struct render_ctx {
	FILE *out;
	const struct model *m;
	void *state; /* the writer's, NULL until its begin sets it */
};

/* What a format needs read beside the tables (compare reads it only for such a format). */
#define RENDER_NEEDS_RUNS 1u    /* the runs behind the tables (model.h why: why_load) */
#define RENDER_NEEDS_FIGURES 2u /* the pack's published figures (read/figures.h) */

struct render_writer {
	unsigned needs; /* RENDER_NEEDS_* */
	int (*begin)(struct render_ctx *c);
	int (*host_table)(struct render_ctx *c, const struct model_table *t);
	int (*table)(struct render_ctx *c, const struct model_table *t);
	int (*fleet)(struct render_ctx *c, const struct model_table *t, const struct fleet_table *f);
	int (*why)(struct render_ctx *c, const struct model_table *t, const struct whyq_table *w);
	int (*split)(struct render_ctx *c, const struct model_table *t, const struct whys_table *w);
	int (*curve)(struct render_ctx *c, const struct model_curve *cv);
	int (*sweep)(struct render_ctx *c, const struct sweep *s);
	int (*figures)(struct render_ctx *c, const struct figures *f);
	int (*end)(struct render_ctx *c, int ok);
	/* a published reference set alone (compare --format F --reference NAME without a
	 * folder), or NULL when the format cannot write one */
	int (*reference)(FILE *out, const struct reference *ref);
};

#endif
