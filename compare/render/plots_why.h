/*
 * plots_why.h: the plots that show why schedulers differ, from the engine's per-run details
 * (why.h), and the overview matrix (overview.h). Into the plots folder (plots.h), for each
 * cell whose runs have them, one line or bar per scheduler row (the rows of the cell's MB/s
 * table), each row in the same color in every plot:
 *   <cell>-throughput.png   MB/s (the comparison's unit) over time: per point of the
 *                           engine's time series, the mean over runs as a line and the
 *                           runs' min..max as a band; x in seconds from the first I/O after
 *                           ramp_time; each run's last point (a partial interval) left out
 *   <cell>-completions.png  three panels, over every completion of every run: the in-flight
 *                           depth when an I/O completed (cumulative %), the completions per
 *                           reap call (cumulative % of calls), and the out-of-order distance
 *                           (% of completions with distance >= x, log scale; the key gives
 *                           the out-of-order share)
 *   <cell>-device.png       two panels, per device of the chain (devstat[], the device
 *                           under test first): utilisation (io_ticks / wall time, %) and
 *                           bios merged (merges / (requests + merges), %) in the cell's
 *                           direction, means over runs
 *   overview-<metric>.png   the overview matrix for mbps and p99_us: cells x rows, each
 *                           entry the score (overview.h) in color and as text, "*" on the
 *                           best, "~" where not significantly different from it, "!"
 *                           a row of a countbias note (overview_entry_mark), with its
 *                           legend under the matrix when one is
 * with their numbers in data/<stem>.tsv. Plots without data (no engine stats, schema 1)
 * are not drawn.
 */
#ifndef COMPARE_PLOTS_WHY_H
#define COMPARE_PLOTS_WHY_H

#include <stdio.h>

#include "model/model.h"
#include "render/outfile.h"
#include "model/why.h"

/* The why plots of a cell, in the report's order. */
#define PLOTS_WHY_N 3
extern const char *const plots_why_kinds[PLOTS_WHY_N]; /* "throughput", "completions", "device" */

/* plots_why: the script of every plot above into F (the plots folder DIR gets the data
 * files). 0, or -errno with E (outfile.h). */
int plots_why(FILE *f, const char *dir, const struct model *m, const struct why *w,
	      struct outerr *e);

#define PLOTS_WHY_COLORS 8 /* row colors, then they repeat */

/* plots_why_linetypes: the row colors (one "set linetype" per color) to F. */
void plots_why_linetypes(FILE *f);

/* plots_why_lt: the gnuplot linetype of ROW of M (1..PLOTS_WHY_COLORS): its color in every
 * plot, from its place in the overview (overview_color). */
int plots_why_lt(const struct model *m, const struct model_row *row);

#endif
