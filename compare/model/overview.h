/*
 * overview.h: the overview matrix of a comparison, "which scheduler for which workload" at
 * a glance: one column per cell (in the tables' order), one row per scheduler row of the
 * inputs (in folder, then scheduler folder order), for one metric.
 *
 * Each entry is the row's score against the best row of that cell's table: mean / best
 * where more is better (MB/s, IOPS), best / mean where less is (latency), so that 1 is
 * the best and 0.5 is "half as good" either way; with the table's mark: best (the row its
 * verdicts compare with, model_table_reference: the first row, or a decided study's rule's
 * reference, whose score may then be below 1: the table's seq_note says why), not_sig (not
 * significantly different from it: a 95 % test was made, model.h) or undecided (no test
 * could be made). An entry is absent (has = 0) where the row has no value on the cell, or a
 * mean is not > 0. An entry of a table without a verdict for where its rows ran (model.h
 * unranked: tcg, or different accelerators) has no score, mark or colour (unranked).
 */
#ifndef COMPARE_OVERVIEW_H
#define COMPARE_OVERVIEW_H

#include "model/model.h"

struct overview_entry {
	int has;
	double score;   /* 0 < score <= 1 */
	double mean;    /* the row's mean, in the table's unit */
	int best, not_sig; /* best: the row the column's verdicts compare with (see above) */
	int crowned;    /* its table is crowned (model.h): its best may be starred, and the
			 * column's entries coloured */
	int undecided;  /* the row's "?" (model.h): no 95 % test could be made */
	int alone;      /* the best, and no other entry of its column is significantly worse */
	int untested;   /* the best, alone, and every other entry of its column undecided: no
			 * test was made against it ("* ?", not "* ~": issue 40) */
	int unranked;   /* its table is unranked (model.h: no verdict for where its rows ran,
			 * accel.h): no score (NAN), no mark, no colour; shown as
			 * OVERVIEW_UNRANKED with the mean on hover */
	int counted;    /* the row's countbias (model_row.countbias, set by countbias.h): fio
			 * counted I/O the device finished before the window; the entry's score
			 * and colour as they are (the numbers are fio's), marked "!" */
	const struct model_row *row; /* the table row, or NULL when absent */
};

struct overview {
	enum metric metric;
	size_t ncols, nrows;
	const struct model_table **cols; /* NCOLS tables (their cell names the columns) */
	const struct model_row **rows;   /* NROWS rows: the first table row of each (input,
					  * scheduler folder), for its label, input and sched */
	size_t *color;                   /* NROWS: plots_color of the row */
	struct overview_entry *e;        /* NROWS x NCOLS, e[row * ncols + col] */
};

/* overview_build: the matrix of METRIC over M into *O. 0 or -ENOMEM; an empty matrix
 * (no table of METRIC) is 0 with NCOLS 0. */
int overview_build(const struct model *m, enum metric metric, struct overview *o);

/* overview_free: release O; safe on a zeroed value. */
void overview_free(struct overview *o);

/* The colors of a score, the same in the report and the plots: red at overview_lo(), yellow
 * half way to 1, green at 1, linear in between. */
#define OVERVIEW_RED "#d9544f"
#define OVERVIEW_YELLOW "#f3d36b"
#define OVERVIEW_GREEN "#4fa86a"

/* Not significantly different from the best (not_sig: Welch, 95 %) or undecidable (N < 3):
 * grey, so that the colours show only differences the runs resolve (issue 20: a red "0.43 ~"
 * shouted a difference the runs could not tell from none). */
#define OVERVIEW_GREY "#d4d4d4"

/* What an unranked entry shows instead of a score, and its legend (every format that shows
 * the matrix: the report, overview-<metric>.png and its data file). */
#define OVERVIEW_UNRANKED "no verdict"
#define OVERVIEW_UNRANKED_LEGEND "no verdict: an emulated CPU (tcg) or rows on different " \
	"accelerators, no score and no colour (the table's note)"

/* overview_unranked: 1 when an entry of O is unranked (its legend is due), else 0. */
int overview_unranked(const struct overview *o);

/* overview_entry_sig: 1 when E is coloured (issue 31): in a crowned table (model.h; not one
 * whose top is undecidable or fio's count: issue 40), a row significantly different from its
 * column's best, or the best when at least one other row is significantly worse; 0 for the
 * rest (grey), so that a skimming reader picks no winner the runs do not support. */
int overview_entry_sig(const struct overview_entry *e);

/* overview_entry_mark: the mark after E's score, the same in every format: " *" the best of
 * a crowned table (model.h), " * ~" such a best that no other row is significantly worse
 * than (a test made against one at least; " * ?" when every other row is undecided: no test
 * made), " ?" the top of a table not crowned for too few runs and any undecided row (no test
 * made), " ~" not significantly different from the best (a test made), "" significantly
 * different (or a top not crowned for fio's count: its "!" says why); then " !" when E is
 * counted. A static string. */
const char *overview_entry_mark(const struct overview_entry *e);

/* The legend of the "!" mark, in every format that shows the matrix, once, when an entry of
 * it is counted (overview_counted). */
#define OVERVIEW_COUNTED_LEGEND "! fio counted I/O the device finished before the window " \
	"(the table's note)"

/* overview_counted: 1 when an entry of O is counted (its legend is due), else 0. */
int overview_counted(const struct overview *o);

/* overview_entry_rgb: the color of E in O as "#rrggbb" into BUF (8 bytes): OVERVIEW_GREY when
 * overview_entry_sig(E) is 0, else overview_rgb of its score. */
void overview_entry_rgb(const struct overview *o, const struct overview_entry *e, char *buf);

/* overview_lo: the score shown red: 0.5, or the lowest score of O when lower. */
double overview_lo(const struct overview *o);

/* overview_rgb: the color of SCORE in O as "#rrggbb" into BUF (8 bytes). */
void overview_rgb(const struct overview *o, double score, char *buf);

/* overview_color: the color index of folder S of input K of M: its position among every
 * input's scheduler folders (the same scheduler has the same color in every plot). */
size_t overview_color(const struct model *m, size_t k, size_t s);

#endif
