/*
 * plots_trace.h: the block trace's plot of a start-up study's cell (model/whysplit.h), into
 * the plots folder (plots.h), each row in its color of every plot (plots_why_lt):
 *   <cell>-waits.png   two panels, queue time (insert -> issue) and device time (issue ->
 *                      complete), per row the app job's requests (solid) and the
 *                      background's (dashed): the % of requests that waited at least x,
 *                      x in us on a log axis (a time of 0 ns drawn at 1 ns), from the
 *                      histograms merged over the traced runs (the bucket midpoints)
 * with its numbers in data/<cell>-waits-queue.tsv and -device.tsv. Not drawn for a cell
 * without traced runs. The file name: plots_why_name(..., PLOTS_WAITS).
 */
#ifndef COMPARE_PLOTS_TRACE_H
#define COMPARE_PLOTS_TRACE_H

#include <stdio.h>

#include "model/model.h"

#define PLOTS_WAITS "waits"

/* plots_trace: the script of every plot above into F (DIR gets the data files). 0, or 1
 * after one line on ERR. */
int plots_trace(FILE *f, const char *dir, const struct model *m, FILE *err);

#endif
