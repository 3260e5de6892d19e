/*
 * render_sweep.h: a sweep study's curves (sweep.h) in compare's outputs, issue 24:
 *   text      after the tables, per family "randread-4k: IOPS against iodepth (numjobs=2)":
 *             a line per point, a column per row: the mean IOPS +/- SE, '*' on the point's
 *             best row, '~' on a row not significantly different from it (the point's table's
 *             mark, model/rowverdict.h), then the same for p99 completion latency and CPU per
 *             I/O: which scheduler wins where
 *   plots     per family <stem>-iops.png/.svg (IOPS against the swept value, SE bars, log x
 *             for numbers spanning 8x or more; a ringed point is not significantly different
 *             from the point's best, the text's '~': the best is never ringed, and the key
 *             says what a ring is only when a point is ringed) and <stem>-lat.png/.svg (p99
 *             completion latency against IOPS, both with SE bars: the latency/throughput
 *             curve, ringed by the p99 marks), data in data/<stem>-sweep.tsv (a ring column
 *             per metric); stem "<cell>-<axis>[-<other axes' values>]" sanitised
 *             ("randread-4k-iodepth", "randread-4k-iodepth-numjobs-2"; gp.h gp_sanitise),
 *             made unique against the other families and the tables' cells
 *   html      a section "Sweeps: which scheduler wins where" with both plots (from the images
 *             the plots stage kept, plotimg.h) and the text table of each family
 *             (render_sweep_html, after the summary)
 * Each returns 0 (nothing written when M is not a sweep), or as its caller: render: -EIO or
 * -ENOMEM; plots and html: 1 after one line on ERR.
 */
#ifndef COMPARE_RENDER_SWEEP_H
#define COMPARE_RENDER_SWEEP_H

#include <stdio.h>

#include "model/model.h"
#include "render/plotimg.h"

#include <jansson.h>

int render_sweep_text(FILE *out, const struct model *m);

/* render_sweep_json: when M is a sweep, ROOT.sweeps = [{cell, axis, rest, values: [as
 * written], x: [...], rows: [{label, iops: [...], p99_us: [...], cpu_ns: [...], ceiling:
 * index}]}], each value {mean, se, n, best, not_significant} or null where absent; nothing
 * otherwise. 0 or -ENOMEM. */
int render_sweep_json(const struct model *m, json_t *root);

/* render_sweep_any: 1 when M has a sweep family (the report's contents link to it). */
int render_sweep_any(const struct model *m);

/* render_sweep_figures: M's published figures (model.h figures, as read/figures.h read them)
 * as text after the sweep: per entry the scheduler, the metric, the value and unit, the CPU
 * and configuration it was measured with (strings cut to bounded widths); nothing without
 * them. 0 or -EIO. */
int render_sweep_figures(FILE *out, const struct model *m);
int plots_sweep(FILE *script, const char *dir, const struct model *m, FILE *err);
int render_sweep_html(FILE *f, const struct plot_images *imgs, const struct model *m, FILE *err);

#endif
