/*
 * derived.h: the models compare makes from the tables, each built once, after the tables and
 * before any output (issue 31 item 6: read -> model -> render; a renderer builds nothing).
 *
 * MODEL->overview: the HTML overview's and the overview plots' score matrices (overview.h),
 * one per metric of OVERVIEW_METRICS. MODEL->sweep: the sweep families (sweep.h).
 * MODEL->whyq: per table, the why table (whyqueue.h) where whyq_wanted says a table has one.
 * And the MB/s and IOPS tables' note on bytes counted before the window (countbias.h).
 * MODEL->whys: per table, the start-up split table (whysplit.h) where whys_wanted says so.
 * Built by model_build; a model made by hand (unit tests) calls model_derive itself, or
 * leaves them NULL (then: no overview, no sweep, no why tables).
 */
#ifndef COMPARE_DERIVED_H
#define COMPARE_DERIVED_H

#include "model/model.h"
#include "model/overview.h"
#include "model/sweep.h"
#include "model/whyqueue.h"
#include "model/whysplit.h"

/* The metrics that have an overview, in MODEL->overview's order (a start-up study's tables
 * are METRIC_STARTUP: its overview is the matrix of start-up time). */
#define OVERVIEW_METRICS { METRIC_MBPS, METRIC_P99, METRIC_STARTUP }
#define OVERVIEW_N 3

/* model_derive: MODEL->overview, ->sweep, ->whyq and ->whys from M's tables. 0 or -ENOMEM (then
 * whatever was built is released by model_derive_free). */
int model_derive(struct model *m);

/* model_derive_free: release what model_derive built; safe when nothing was. */
void model_derive_free(struct model *m);

/* model_overview: M's overview of METRIC; an empty one (no rows, no columns) when none was
 * built or METRIC is not in OVERVIEW_METRICS. Never NULL. */
const struct overview *model_overview(const struct model *m, enum metric metric);

/* model_whyq: the why table of T (one of M->tables), or NULL (T is not one of them,
 * whyq_wanted says none, or no row of it has a source: whyq_table's -ENODATA). */
const struct whyq_table *model_whyq(const struct model *m, const struct model_table *t);

/* model_whys: the split table of T (one of M->tables), or NULL (T is not one of them,
 * whys_wanted says none, or no row of it has a traced run: whys_table's -ENODATA). */
const struct whys_table *model_whys(const struct model *m, const struct model_table *t);

#endif
