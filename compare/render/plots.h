/*
 * plots.h: the plots of a comparison, drawn by gnuplot (the gnuplot 5 program on PATH).
 *
 * Into DIR (created if missing):
 *   <cell>-<metric key>.png/.svg  per table with rows: horizontal bars, best on top, as Phoronix draws
 *                                  them, with SE error bars, the mean written beside each bar,
 *                                  "~" after labels not significantly different from the best,
 *                                  and the published value as a diamond with --reference
 *   <cell>-latency.png/.svg        per cell: the completion latency percentile curve of every
 *                                  row (p50 .. p99.99, both axes logarithmic: x is
 *                                  1 / (1 - p/100), so each "nine" gets the same width)
 *   <cell>-completion.png/.svg     per cell with progress curves (model.h model_progress:
 *                                  a start-up cell's completion-time curve): each row's share
 *                                  of the requests completed over time, as steps
 *   data/<stem>.tsv                the numbers of each plot (tab-separated, a '#' header)
 *   plots.gp                       the gnuplot script: 'cd DIR && gnuplot plots.gp' draws
 *                                  them again from data/
 * and the plots of plots_why.h (the overview matrices, and per cell throughput over time, how
 * completions arrive, the devices), with their data files.
 * Metric keys: metric.h (mbps, iops, p50_us, p99_us, p99.9_us, merge_ratio).
 * <cell> is the cell's name when it is a safe file name, else "_cell<k>" (the k-th cell,
 * from 0); no string read from the results reaches the script but as data (gp.h).
 */
#ifndef COMPARE_PLOTS_H
#define COMPARE_PLOTS_H

#include <stdio.h>

#include "model/model.h"
#include "render/outfile.h"
#include "model/why.h"
#include "render/plotimg.h"
#include "render/plots_names.h" /* PLOTS_PROGRESS */

#define PLOTS_SCRIPT "plots.gp"

/* plots_write: the plots of M into DIR, with the plots of plots_why.h from W, the runs'
 * engine details (why.h); with KEEP (not NULL), the PNG images drawn are also kept in KEEP
 * (plotimg.h), for the report that embeds them (html.h). Opens no input file. 0, or -errno
 * with E, the reason (outfile.h): the folder cannot be made, the script cannot be written,
 * gnuplot missing or failing, an image that cannot be read back for KEEP. */
int plots_write(const struct model *m, const struct why *w, const char *dir,
		struct plot_images *keep, struct outerr *e);

#endif
