/*
 * html_parts.h: the parts of the HTML report (html.h), each writing HTML to F with every
 * string from the results through html_esc():
 *   html_summary.c  the one-page summary: the overview matrices, what was measured (the
 *                   device stack of every row, the warning when the device under test sits
 *                   on another scheduled device, the tunables, the preflight block)
 *   html_runs.c     the per-run values: a table, and the same as CSV (DIR/runs.csv and a
 *                   data: link in the page)
 *   html_why.c      per cell, the numbers behind the why plots
 *   html_sweep.c    a sweep study's section: per family the table of IOPS and its plots
 */
#ifndef COMPARE_HTML_PARTS_H
#define COMPARE_HTML_PARTS_H

#include <stdio.h>

#include "model/model.h"
#include "model/why.h"
#include "render/outfile.h"
#include "render/plotimg.h"

/* html_cell_id: the anchor of cell CELL of M ("cell-<k>", k its position among the cells of
 * M's tables) into BUF. */
void html_cell_id(const struct model *m, const char *cell, char *buf, size_t len);

/* html_summary: the summary section. 0 or -ENOMEM. */
int html_summary(FILE *f, const struct model *m, const struct why *w);

/* html_runs: the per-run section, and DIR/runs.csv. 0, or -errno with E (outfile.h). */
int html_runs(FILE *f, const char *dir, const struct model *m, const struct why *w,
	      struct outerr *e);

/* html_why: the table of the engine's numbers for CELL (the rows of table T, its MB/s
 * table): mean in-flight depth, mean reap batch, out-of-order share, and per device
 * utilisation and merges. Nothing when no run of the cell has engine details. */
void html_why(FILE *f, const struct model *m, const struct why *w, const struct model_table *t);

/* html_split: the split table of table T (model/whysplit.h: app against background, per
 * row and class, the figures of the text's split table, render_split_fig). Nothing when no run of the cell was
 * traced. */
void html_split(FILE *f, const struct model *m, const struct model_table *t);

/* html_sweep_any: 1 when M has a sweep family (the report's contents link to its section). */
int html_sweep_any(const struct model *m);

/* html_sweep: the section "Sweeps: which scheduler wins where" (after the summary): per
 * family of M's sweep (model/sweep.h) its title, the IOPS at each point of each row (bold
 * the point's best, "~" not significantly different from it), each row's ceiling, and its
 * two plots from IMGS (plots_sweep.h: STEM-iops, STEM-lat, when drawn). Nothing when M is no
 * sweep. 0 or -ENOMEM. */
int html_sweep(FILE *f, const struct plot_images *imgs, const struct model *m);

#endif
