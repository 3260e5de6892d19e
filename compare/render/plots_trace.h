/*
 * plots_trace.h: the block trace's plots: of a start-up study's cell (model/whysplit.h) and
 * of every traced cell's why table, into
 * the plots folder (plots.h), each row in its color of every plot (plots_why_lt):
 *   <cell>-waits.png   two panels, queue time (insert -> issue) and device time (issue ->
 *                      complete), per row the app job's requests (solid) and the
 *                      background's (dashed): the % of requests that waited at least x,
 *                      x in us on a log axis (a time of 0 ns drawn at 1 ns), from the
 *                      histograms merged over the traced runs (the bucket midpoints)
 *   <cell>-waits[-<ddir>].png  the same for an MB/s table (its why table, whyqueue.h):
 *                      per row one curve, the fio jobs' requests of the row's traced runs
 *                      on the cell (why_trace.jobs), merged
 * with their numbers in data/<stem>-queue.tsv and -device.tsv. Not drawn for a cell
 * without traced runs. The file name: plots_why_name(..., PLOTS_WAITS). A run whose
 * histograms have another precision than the row's first is left out of the plot.
 */
#ifndef COMPARE_PLOTS_TRACE_H
#define COMPARE_PLOTS_TRACE_H

#include <stdio.h>

#include "model/model.h"
#include "render/outfile.h"

#define PLOTS_WAITS "waits"

/* plots_trace: the script of every plot above into F (DIR gets the data files). 0, or -errno
 * with E (outfile.h). */
int plots_trace(FILE *f, const char *dir, const struct model *m, struct outerr *e);

#endif
