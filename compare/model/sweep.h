/*
 * sweep.h: the curves of a run-pack --sweep study (issue 24; STUDIES.md "Sweeps"): the
 * manifest's sweep.points map each swept cell ("randread-4k@iodepth=16,numjobs=2") to its
 * pack cell and its values; compare's tables (model.h) have one table per point already.
 *
 * A family is one pack cell, one fio axis, and one value of every other axis: the points
 * that differ only in that axis, in increasing x. x is the value as a number (sizes with
 * k/m/g as bytes: 4k = 4096), else the point's position (0, 1, ...) when some value of the
 * axis is not a number. For each row label (a scheduler; "<run>: <scheduler>" with several
 * folders) and point: IOPS and p99 completion latency (µs) with their SE and N, and whether
 * the row differs significantly from the best row of that point's table (the table's own
 * marks, model/rowverdict.h: the log-scale Welch verdict, 95 %, undecidable below N = 3 and
 * then not significant). A point without the metric has n = 0.
 * The best row of each point (IOPS) is "which scheduler wins where" (render_text_sweep.c and
 * the report). Per row and point also the CPU time of fio's job per I/O (cpufile.h, read
 * from each run's fio JSON; a run without it is left out of that value only), and per row
 * its ceiling: the point of its highest mean IOPS.
 *
 * Bounds: at most SWEEP_MAX_FAMILIES families and SWEEP_MAX_POINTS points per family; what a
 * manifest names beyond them, or a point whose cell has no table, is left out. Strings
 * read from the manifest are kept only as data (titles; escaped by the renderers).
 */
#ifndef COMPARE_SWEEP_H
#define COMPARE_SWEEP_H

#include <stddef.h>

#include "model/model.h"

#define SWEEP_MAX_FAMILIES 256
#define SWEEP_MAX_POINTS 256

struct sweep_value {
	size_t n;        /* runs; 0 when the point has no value */
	double mean, se, sd;
	int not_sig;     /* the table's mark: not significantly different from the best (0 on
			  * the best) */
	int best;        /* the best row of the point's table */
};

struct sweep_point {
	const char *cell; /* the swept cell (borrowed from the model's tables) */
	char *xtext;      /* the axis value as written, owned */
	double x;
};

struct sweep_family {
	char *base, *axis, *rest; /* pack cell, swept key, "numjobs=2" ("" alone), owned */
	int numeric;              /* x is the value (1) or the position (0) */
	struct sweep_point *pts;
	size_t npts;
	char **rows;              /* NROWS row labels (borrowed from the tables) */
	size_t nrows;
	struct sweep_value *iops, *p99; /* [row * npts + point] */
	struct sweep_value *cpu;        /* CPU ns per I/O of fio's job (read/cpufile.h): best =
					 * the least of the point, not_sig by the tables' verdict
					 * (verdict_pair) against it */
	size_t *ceiling;                /* per row: the point of its highest mean IOPS */
};

struct sweep {
	struct sweep_family *f;
	size_t n;
};

/* sweep_build: the families of M's inputs into *S (zeroed first; none when no input is a
 * sweep). 0 or -ENOMEM (S then needs no sweep_free). */
int sweep_build(const struct model *m, struct sweep *s);

/* sweep_free: release S; safe on a zeroed value. */
void sweep_free(struct sweep *s);

#endif
