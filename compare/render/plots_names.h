/*
 * plots_names.h: the names every plot of compare shares: a cell's, a table's and a sweep
 * family's file name stem, a cell's position (its color), the MB/s axis title. Below plots.c and plots_why.c
 * (and the HTML report that inlines the plots by these names), so that neither plot file
 * reaches back into the other.
 */
#ifndef COMPARE_PLOTS_NAMES_H
#define COMPARE_PLOTS_NAMES_H

#include <stddef.h>

#include "model/model.h"

#define PLOTS_PROGRESS "completion" /* <cell>-completion: a progress curve (model.h) */

/* plots_name: the file name stem of table T of M ("<cell>-<metric key>", "-read"/"-write" added
 * for a table of one direction, model_table.ddir) into BUF. */
void plots_name(const struct model *m, const struct model_table *t, char *buf, size_t len);

/* plots_why_name: the file name stem of the why plot KIND ("throughput", "completions",
 * "device", or a data file's "inflight", "reap", "ooo") of MB/s table T of M:
 * "<cell>-<KIND>", "-read"/"-write" added for a table of one direction (a randrw cell has two
 * MB/s tables, each with its own plots, as plots_name) into BUF. */
void plots_why_name(const struct model *m, const struct model_table *t, const char *kind,
		    char *buf, size_t len);

/* plots_mbps_axis: the axis title of MB/s under UNIT, e.g. "MB/s (= KiB/s / 1000)". */
const char *plots_mbps_axis(enum units_mbps unit);

/* plots_cell_index: the position of CELL among the cells of M's tables (from 0). */
size_t plots_cell_index(const struct model *m, const char *cell);

/* plots_cell_stem: the file name stem of CELL, a cell of M's tables ("<cell>", above)
 * into BUF. */
void plots_cell_stem(const struct model *m, const char *cell, char *buf, size_t len);

/* A sweep family's stem: three parts of at most PLOTS_SWEEP_STEM_PART bytes, two '-' and a
 * "-<n>" to make it unique, PLOTS_SWEEP_STEM_LEN bytes with its '\0'; STEM-sweep stays below
 * GP_STEM_MAX (gp.h: a safe stem). */
#define PLOTS_SWEEP_STEM_PART 20
#define PLOTS_SWEEP_STEM_LEN (3 * PLOTS_SWEEP_STEM_PART + 3 + 21)

/* plots_sweep_stems: the file name stem of each family of M's sweep (model/sweep.h; none
 * without one) in a new array *STEMS of M->sweep->n: "<cell>-<axis>" and "-<other axes'
 * values>" when the family has some, e.g. "randread-4k-iodepth" and
 * "randread-4k-iodepth-numjobs-2", each part gp_sanitise'd (read from the manifest: data)
 * and cut to PLOTS_SWEEP_STEM_PART bytes; "-2", "-3", ... added when an earlier family's
 * stem or the stem of a cell of M's tables (plots_cell_stem: its plots are
 * "<cell>-<metric>") is the same, so that no two plots share a file. The plots are STEM-iops, STEM-lat and the data STEM-sweep
 * (plots_sweep.c; the report inlines them, html_sweep.c). 0 or -ENOMEM; free *STEMS. */
int plots_sweep_stems(const struct model *m, char (**stems)[PLOTS_SWEEP_STEM_LEN]);

#endif
