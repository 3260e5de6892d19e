/*
 * html.h: one self-contained HTML report of a comparison: DIR/index.html, every plot inlined
 * as a base64 PNG (data: URL), so the one file can be mailed or committed alone. The plots
 * are drawn into DIR/plots (plots.h, plots_why.h) by the plots stage first, which keeps the
 * images it drew (plotimg.h) for this page. In order:
 *   a table of contents (every part and cell, linked);
 *   the summary: the text header as the terminal shows it, the overview matrices of MB/s and
 *   p99 (overview.h), what was measured: the device, per row its device stack and tunables
 *   (why.h), a warning when the device under test sits on another scheduled device, and
 *   run-pack's preflight block (html_summary.c);
 *   per cell: the engine's numbers (html_why.c), the why plots and the latency curves, then
 *   per metric its bar chart and table (bars drawn in CSS), with rows from 2 hosts or more
 *   first a table per host (model.h host_tables), as the text shows them;
 *   the per-run values: a table, and DIR/runs.csv, also linked as a data: URL (html_runs.c).
 * Every string read from the results goes through html_esc() (html_text.h).
 */
#ifndef COMPARE_HTML_H
#define COMPARE_HTML_H

#include <stdio.h>

#include "model/model.h"
#include "model/why.h"
#include "render/outfile.h"
#include "render/plotimg.h"

/* html_write: DIR/index.html (and DIR/runs.csv) for M and W, the runs behind its tables
 * (why.h), with the plots of IMGS inlined: the PNGs the plots stage drew for this report
 * (plots.h plots_write into DIR/plots, its KEEP). Runs nothing and opens no input file.
 * 0, or -errno with E (outfile.h). */
int html_write(const struct model *m, const struct why *w, const struct plot_images *imgs,
	       const char *dir, struct outerr *e);

#endif
