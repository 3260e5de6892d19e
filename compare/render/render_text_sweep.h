/*
 * render_text_sweep.h: what the text writer (render_text.c) prints after the tables:
 *   a sweep study's families (model/sweep.h, issue 24): per family "randread-4k: IOPS against
 *   iodepth (numjobs=2)": a line per point, a column per row: the mean IOPS +/- SE, '*' on
 *   the point's best row, '~' on a row not significantly different from it (the point's
 *   table's mark, model/rowverdict.h), then the same for p99 completion latency and CPU per
 *   I/O, and each row's ceiling: which scheduler wins where;
 *   the pack's published figures (model.h figures, as read/figures.h read them), as
 *   published: per entry the scheduler, the metric, the value and unit, the CPU and
 *   configuration it was measured with (strings cut to bounded widths).
 * Each returns 0, or -EIO when writing OUT failed.
 */
#ifndef COMPARE_RENDER_TEXT_SWEEP_H
#define COMPARE_RENDER_TEXT_SWEEP_H

#include <stdio.h>

#include "model/model.h"

struct sweep;

/* text_sweep_families: the families of S as text (nothing when S has none). */
int text_sweep_families(FILE *out, const struct sweep *s);

/* text_published_figures: the set F as text. */
int text_published_figures(FILE *out, const struct figures *f);

#endif
