/*
 * render_words.h: the words every output format reads a table with: its title's place
 * ("CELL on HOST"), what MB/s means, the notes on a row to distrust, a split table's figure,
 * a sweep family's title and ceiling. Below the writers (render_text.c, render_csv.c,
 * render_json.c, render_pts.c), the plots and the HTML report, which all print them.
 */
#ifndef COMPARE_RENDER_WORDS_H
#define COMPARE_RENDER_WORDS_H

#include <stddef.h>
#include <stdio.h>

#include "model/model.h"

/* render_table_where: what a table's title says before its metric, into BUF: "CELL on HOST"
 * for a per-host table (model.h host_tables), "CELL, all hosts" for the table across hosts
 * when M has per-host ones, else "CELL" (also for html.c). */
void render_table_where(const struct model *m, const struct model_table *t, char *buf,
			size_t len);

/* render_units_line: what MB/s means for M, one line without newline, into BUF. */
void render_units_line(const struct model *m, char *buf, size_t len);

/* render_row_notes: what to distrust in ROW (model.h few/spread), for the end of a table
 * line, into BUF: "  N < 3", "  RSD 4.2 % > 3.5 %", or "" (also for html.c). */
void render_row_notes(const struct model_row *row, char *buf, size_t len);

/* render_verdict: the verdict of row I of T (model_row.v, verdict.h) into BUF, e.g.
 * "-6.0 % (-9.0 to -3.0 %) vs MQ None; resolves 4.1 %, 5 % needs N = 4", for the best row
 * "best; resolves 4.1 %, 5 % needs N = 4"; "" without a verdict (N < 2, the merge ratio). */
void render_verdict(const struct model_table *t, size_t i, char *buf, size_t len);

/* render_seq_state: the sequential rule's state of a decided study's row (verdict.seq):
 * "reference" (the rule's best), "open", "different", "equivalent", "futile", "undecided";
 * NULL for a row without one (Welch's verdict). */
const char *render_seq_state(const struct verdict *v);

/* A decided study's row verdict as data: json's object verdict.RENDER_SEQ_KEY with the keys
 * render_seq_keys[], csv's columns RENDER_SEQ_KEY "_" render_seq_keys[] (until_decided_state,
 * ..._n, ..._vs, ..._pct). The key names are written here once for both formats
 * (COMPARE.md "Verdicts"). */
#define RENDER_SEQ_KEY "until_decided"
enum render_seq_field { RENDER_SEQ_STATE, RENDER_SEQ_N, RENDER_SEQ_VS, RENDER_SEQ_PCT,
			RENDER_SEQ_NFIELDS };
extern const char *const render_seq_keys[RENDER_SEQ_NFIELDS];

struct render_seq {
	const char *state; /* render_seq_state */
	size_t n;          /* the pair's runs at the rule's last look (verdict.seq_n) */
	const char *vs;    /* the label of the row the rule compares with (a results string:
			    * escape it), the same on every row of the table, its own included */
	double pct;        /* the equivalence margin, % (run-pack --until-decided PCT) */
};

/* render_seq_of: row I of T's decided verdict into *S: 1 when it has one (verdict.seq, a
 * known state, seq_best a row of T), else 0 and *S zeroed. */
int render_seq_of(const struct model_table *t, size_t i, struct render_seq *s);

/* render_far: the runs of ROW far from their siblings (model_row.nfar) into BUF,
 * "far from its siblings, kept in the mean: <fio file> (1.27), ..." with values in the
 * metric's format; "" when none. */
void render_far(const struct model_table *t, const struct model_row *row, char *buf,
		size_t len);

/* render_refcol: 1 when table T of M has the published columns (a reference set and a
 * metric it publishes: metric.h published), else 0 (every format, html.c too). */
int render_refcol(const struct model *m, const struct model_table *t);

/* render_col: column J (< t->ncols, model.h model_column) of ROW into BUF: with TEXT its
 * text ("  I/O wait 0.094 s"), else the number alone ("0.094"); "" when the row has none
 * (NAN). The length written. */
int render_col(const struct model_table *t, const struct model_row *row, size_t j, int text,
	       char *buf, size_t len);

/* render_note_at: the K-th note (from 0; model/input.h results_note) of M's inputs on CELL,
 * in input order, or NULL after the last; into *BUF the line every format prints for it:
 * the note's text, then " (N runs)" when it was decided for more than one. */
const struct results_note *render_note_at(const struct model *m, const char *cell, size_t k,
					  char *buf, size_t len);

/* render_first_of_cell: 1 when table T of M is the first printed of its cell (render and the
 * report print a cell's notes there, once): the first of M's tables, or of its per-host
 * tables, with T's cell. */
int render_first_of_cell(const struct model *m, const struct model_table *t);

/* render_label: label S to OUT on one line, padded to WIDTH bytes: a control byte (a
 * newline in someone else's target.label) as a space, so it cannot start a fake row; with
 * MD, '|' as "\\|", so it cannot start a fake column, and '&', '<' as HTML entities, so
 * a Markdown renderer that passes inline HTML shows a label such as "<script>" as text
 * (CommonMark 0.30, "Raw HTML" and "Entity references"). */
void render_label(FILE *out, const char *s, int width, int md);

/* render_md_escape: the string in S (a buffer of SIZE bytes) rewritten in place as
 * render_label writes it with MD (control bytes as spaces, '|', '&', '<' escaped), cut
 * before an escape that would not fit; for a Markdown heading built with snprintf. */
void render_md_escape(char *s, size_t size);

/* render_split_fig: figure F (whys_figs) of class K of split row W (model/whysplit.h) as
 * text into BUF ("-" when not known), as the text table prints it (the HTML report's too). */
struct whys_row;
void render_split_fig(const struct whys_row *w, int k, int f, char *buf, size_t len);

/* render_sweep_title: the title of sweep family F (model/sweep.h) for WHAT ("IOPS (more is
 * better)"): "BASE: WHAT against AXIS (REST)" into BUF (the text, the plots, the report). */
struct sweep_family;
void render_sweep_title(const struct sweep_family *f, const char *what, char *buf, size_t len);

/* render_sweep_ceiling: row K's ceiling in sweep family F (its highest mean IOPS, where, and
 * the CPU per I/O there), "41000 +/- 300 IOPS at iodepth=32, CPU 2100 +/- 40 ns per I/O
 * there", into BUF (the text and the report). */
void render_sweep_ceiling(const struct sweep_family *f, size_t k, char *buf, size_t len);

/* render_method: one line naming how verdicts are computed (verdict.h), for the headers
 * and --help. A static string. */
const char *render_method(void);

#endif
