/*
 * render.h: a comparison (model.h) in an output format: the formats' one table (formats.h:
 * a row per format, its writer in a file of its own, writer.h), --format's names, and
 * render(), which walks the model once and hands each table to the format's writer.
 * The formats, as formats.h lists them: text, md, csv, json, pts (render_pts.c: the Phoronix
 * Test Suite's composite.xml).
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
 *   published_label,ratio,kendall_tau_b,ddir,diff_pct,diff_lo_pct,diff_hi_pct,significant,
 *   resolve_pct,runs_for_5pct,far_runs,undecidable,until_decided_state,until_decided_n,
 *   until_decided_vs,until_decided_pct (render_words.h render_seq_keys),mixed_media, then
 *   the columns of the first table with any (model_column keys)
 * A table of inputs on different media (model/medium.h medium_mixed) says so first: text and
 * md the line under the title, CSV mixed_media 1, JSON the table's mixed_media (else null).
 * JSON: {"schema": 1, "units": {...}, "reference": {...}|null, "runs": [...],
 *   "tables": [{cell, metric, unit, better, kendall_tau_b|null, mixed_media|null, rows: [{rank, label, key,
 *   run, mean, se, n, not_significant, published|null, published_label, ratio,
 *   published_se and published_n where the set has them}]}],
 *   "curves": [{cell, percentiles: [...], rows: [{label, usec: [... null where absent]}]}],
 *   "why" and "split" (render_json.c), and for a run-pack --sweep study "sweeps"}.
 * Text, Markdown and CSV also carry each cell's why table after its MB/s table (where
 * requests waited, from the block trace or the device counters: render_text_why.c,
 * render_csv.c) and a traced start-up cell's split table; the text, a sweep's families and
 * the pack's published figures (render_text_sweep.c).
 *
 * Every function returns 0, or -EIO when writing OUT failed, or -ENOMEM.
 */
#ifndef COMPARE_RENDER_H
#define COMPARE_RENDER_H

#include <stdio.h>

#include "model/model.h"
#include "render/writer.h"

#define TABLE_BAR_MAX 40 /* characters of the longest bar */

/* One output format, a row of formats.h: what --format takes, --help says and render()
 * calls. */
struct render_format_info {
	const char *name;  /* --format NAME: "text", "md", "csv", "json", "pts" */
	const char *alias; /* another name it takes ("markdown"), or NULL */
	const char *ext;   /* the file name extension of its output: "txt", "md", ... */
	const char *help;  /* what it is, for --help: "the Phoronix Test Suite's ..." */
	const struct render_writer *writer; /* render_writer_<name>, in the format's file */
};

/* render_formats: the RENDER_NFORMATS rows of formats.h, in its order; the first is the
 * default (text). */
extern const struct render_format_info render_formats[];
extern const size_t render_nformats;
#define RENDER_DEFAULT (&render_formats[0])

/* render_format: the format whose name or alias is NAME, or NULL. */
const struct render_format_info *render_format(const char *name);

/* render_format_names: the formats' names as "text, md, csv, json, pts" into BUF. */
void render_format_names(char *buf, size_t len);

/* render: M to OUT in format F: F's writer handed every part of M (writer.h's order). */
int render(FILE *out, const struct model *m, const struct render_format_info *f);

/* render_header: the header of M (its inputs, units and reference set) as text, each line
 * after PFX (Markdown: 4 blanks, a code block; the HTML report's too) (render_header.c). */
void render_header(FILE *out, const struct model *m, const char *pfx);

/* render_line: S to OUT on one line: every control byte (a newline, a tab in someone
 * else's manifest.json or reference set) and every bidirectional formatting character (a
 * U+202E that would show the rest of the line reversed) as a space. NULL prints nothing. */
void render_line(FILE *out, const char *s);

/* render_line_max: render_line of S's first MAX bytes at most (cut before a UTF-8 character
 * that does not fit), then "... (N bytes in all)" when S is longer: for a free text someone
 * else's file may fill (a share's error). */
void render_line_max(FILE *out, const char *s, size_t max);

/* render_bar: the bar length (0..TABLE_BAR_MAX) of MEAN in a table whose largest mean is
 * TOP; a positive mean never gets 0, values beyond TOP (inf, damaged files) are clamped. */
int render_bar(double mean, double top);

#endif
