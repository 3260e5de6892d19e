/*
 * plots_sweep.h: a sweep study's curves (model/sweep.h, issue 24) as plots, per family:
 * <stem>-iops.png/.svg (IOPS against the swept value, SE bars, log x for numbers spanning 8x
 * or more; a ringed point is not significantly different from the point's best, the text's
 * '~': the best is never ringed, and the key says what a ring is only when a point is ringed)
 * and <stem>-lat.png/.svg (p99 completion latency against IOPS, both with SE bars: the
 * latency/throughput curve, ringed by the p99 marks), data in data/<stem>-sweep.tsv (a ring
 * column per metric); stem: plots_names.h plots_sweep_stems.
 */
#ifndef COMPARE_PLOTS_SWEEP_H
#define COMPARE_PLOTS_SWEEP_H

#include <stdio.h>

#include "model/model.h"
#include "render/outfile.h"

/* plots_sweep: the plots of M's sweep families (none when M is no sweep) into the gnuplot
 * script OUT, their data into DIR/data. 0, or -errno with E (outfile.h). */
int plots_sweep(FILE *out, const char *dir, const struct model *m, struct outerr *e);

#endif
