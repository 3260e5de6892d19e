/*
 * render.h: a comparison (model.h) as text for a terminal, Markdown, CSV or JSON.
 *
 * Text (the default), one header then per table:
 *
 *   randread-4k: MB/s (more is better)                          published laptop-4.13
 *     Kyber        ########################################  417.38  SE +/- 2.21, N = 2     362.73 Kyber MQ  x1.15
 *     MQ None      #######################################   402.76  SE +/- 23.74, N = 2 ~   358.23 None      x1.12
 *     Kendall tau-b, this order vs the published one: 0.33 (4 rows)
 *
 * Bars are '#', proportional to the mean, the largest mean TABLE_BAR_MAX long (Phoronix:
 * the longest bar is the best where more is better, the worst where less is). "~" marks a
 * row whose difference from the best is not significant (model.h). The published column
 * (with --reference) gives the value in the same unit, its label in the set and the ratio
 * ours / published; "-" where the set has no value for the row.
 *
 * Markdown: the same, one pipe table per cell and metric. CSV: one line per row, header
 *   run,cell,metric,unit,better,rank,label,key,mean,se,n,not_significant,published,
 *   published_label,ratio,kendall_tau_b
 * JSON: {"schema": 1, "units": {...}, "reference": {...}|null, "runs": [...],
 *   "tables": [{cell, metric, unit, better, kendall_tau_b|null, rows: [{rank, label, key,
 *   run, mean, se, n, not_significant, published|null, published_label, ratio,
 *   published_se and published_n where the set has them}]}],
 *   "curves": [{cell, percentiles: [...], rows: [{label, usec: [... null where absent]}]}],
 *   "why" (render_why.h), and for a run-pack --sweep study "sweeps" (render_sweep.h)}.
 * Text, Markdown and CSV also carry each cell's why table after its MB/s table
 * (render_why.h: where requests waited, from the block trace or the device counters).
 *
 * Every function returns 0, or -EIO when writing OUT failed, or -ENOMEM.
 */
#ifndef COMPARE_RENDER_H
#define COMPARE_RENDER_H

#include <stdio.h>

#include "model/model.h"

#define TABLE_BAR_MAX 40 /* characters of the longest bar */

enum render_format { RENDER_TEXT, RENDER_MD, RENDER_CSV, RENDER_JSON, RENDER_PTS };

/* render_parse: "text", "md" (or "markdown"), "csv", "json" or "pts" (composite.xml,
 * render_pts.h) into *F; -EINVAL otherwise. */
int render_parse(const char *name, enum render_format *f);

/* render: M to OUT in format F. */
int render(FILE *out, const struct model *m, enum render_format f);

/* render_json: M as the JSON above (render_json.c). */
int render_json(FILE *out, const struct model *m);

/* render_csv_field: S as one CSV field to OUT: quoted when it holds a comma, a quote or a
 * line break, quotes doubled (RFC 4180); a field that starts with = + - @ TAB or CR gets a
 * leading ' so that no spreadsheet runs it as a formula (OWASP, "CSV injection"), unless it
 * is only a number ("-0.5"). Every field compare writes from a results file (a folder name,
 * a label, a cell) goes through it. */
void render_csv_field(FILE *out, const char *s);

/* render_line: S to OUT on one line: every control byte (a newline, a tab in someone
 * else's manifest.json or reference set) as a space. NULL prints nothing. */
void render_line(FILE *out, const char *s);

/* render_bar: the bar length (0..TABLE_BAR_MAX) of MEAN in a table whose largest mean is
 * TOP; a positive mean never gets 0, values beyond TOP (inf, damaged files) are clamped. */
int render_bar(double mean, double top);

#endif
