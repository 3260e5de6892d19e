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

/* The formats, in render_formats[]'s order (an index into it). */
enum render_format { RENDER_TEXT, RENDER_MD, RENDER_CSV, RENDER_JSON, RENDER_PTS, RENDER_COUNT };

/* One output format: what --format takes, --help says and render() calls. A new format is
 * one row of render_formats[] and one writer. */
struct render_format_info {
	const char *name;  /* --format NAME: "text", "md", "csv", "json", "pts" */
	const char *alias; /* another name it takes ("markdown"), or NULL */
	const char *ext;   /* the file name extension of its output: "txt", "md", ... */
	const char *help;  /* what it is, for --help: "the Phoronix Test Suite's ..." */
	int (*write)(FILE *out, const struct model *m); /* 0, -EIO, -ENOMEM */
};

/* render_formats: RENDER_COUNT rows, index enum render_format. */
extern const struct render_format_info render_formats[RENDER_COUNT];

/* render_parse: a format's name or alias (render_formats[]) into *F; -EINVAL otherwise. */
int render_parse(const char *name, enum render_format *f);

/* render_format_names: the formats' names as "text, md, csv, json, pts" into BUF. */
void render_format_names(char *buf, size_t len);

/* render: M to OUT in format F (its render_formats[] writer). */
int render(FILE *out, const struct model *m, enum render_format f);

/* The writers of render_formats[]: M as text (render_write_text), Markdown (_md; both in
 * render_text.c) or CSV (render_csv.c), as above. 0, -EIO, -ENOMEM. */
int render_write_text(FILE *out, const struct model *m);
int render_write_md(FILE *out, const struct model *m);
int render_write_csv(FILE *out, const struct model *m);

/* render_header: the header of M (its inputs, units and reference set) as text, each line
 * after PFX (Markdown: 4 blanks, a code block) (render_header.c). */
void render_header(FILE *out, const struct model *m, const char *pfx);

/* render_json: M as the JSON above (render_json.c). */
int render_json(FILE *out, const struct model *m);

/* render_line: S to OUT on one line: every control byte (a newline, a tab in someone
 * else's manifest.json or reference set) as a space. NULL prints nothing. */
void render_line(FILE *out, const char *s);

/* render_bar: the bar length (0..TABLE_BAR_MAX) of MEAN in a table whose largest mean is
 * TOP; a positive mean never gets 0, values beyond TOP (inf, damaged files) are clamped. */
int render_bar(double mean, double top);

#endif
