// plots_sweep.c: a sweep study's plots, drawn by gnuplot with the others (see plots_sweep.h).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/sweep.h"
#include "render/gp.h"
#include "render/plots_names.h"
#include "render/plots_sweep.h"
#include "render/plots_why.h"
#include "render/render_words.h"

/* ring: 1 when V is drawn ringed: a value not shown different from its point's best by the
 * tables' verdict (model/rowverdict.h: the table's "~", or "?" where no test could be made);
 * the best itself never. */
static int ring(const struct sweep_value *v)
{
	return v->n && (v->not_sig || v->undecided) && !v->best;
}

/* span: the smallest and largest value F's plots draw of VALS (mean -/+ SE of the points
 * with a value) into *LO and *HI; of the points' x instead when VALS is NULL. NAN without
 * any (gp_range_data: a constant series gets its range set, no gnuplot warning). */
static void span(const struct sweep_family *f, const struct sweep_value *vals, double *lo,
		 double *hi)
{
	size_t i, n = vals ? f->nrows * f->npts : f->npts;
	double a, b;

	*lo = *hi = NAN;
	for (i = 0; i < n; i++) {
		if (vals && (!vals[i].n || !isfinite(vals[i].mean)))
			continue;
		a = vals ? vals[i].mean - (isfinite(vals[i].se) ? vals[i].se : 0) : f->pts[i].x;
		b = vals ? vals[i].mean + (isfinite(vals[i].se) ? vals[i].se : 0) : f->pts[i].x;
		*lo = !(a >= *lo) ? a : *lo; /* NAN the first time */
		*hi = !(b <= *hi) ? b : *hi;
	}
}

/* sweep_data: F's curves into data/STEM.tsv, one block per row: x, IOPS, its SE, p99 µs,
 * its SE, the IOPS ring and the p99 ring (ring(): 1 ringed, 0 not). */
static int sweep_data(const char *dir, const char *stem, const struct sweep_family *f, struct outerr *e)
{
	struct outfile o;
	FILE *d = gp_data_open(&o, dir, stem, e);
	size_t i, k;

	if (!d)
		return e->code;
	fputs("# x\tiops\tiops_se\tp99_us\tp99_se\tiops_ring\tp99_ring; ring 1: not shown "
	      "different from the point's best (the tables' verdict: ~, or ? for N < 3), never the best; one block "
	      "per row, in the key's order\n", d);
	for (k = 0; k < f->nrows; k++) {
		fputs(k ? "\n\n" : "", d);
		for (i = 0; i < f->npts; i++) {
			const struct sweep_value *a = &f->iops[k * f->npts + i], *b = &f->p99[k * f->npts + i];

			if (!a->n || !isfinite(a->mean))
				continue;
			fprintf(d, "%.10g\t%.10g\t%.10g\t", f->pts[i].x, a->mean, a->se);
			if (b->n && isfinite(b->mean))
				fprintf(d, "%.10g\t%.10g\t", b->mean, b->se);
			else
				fputs("NaN\tNaN\t", d);
			fprintf(d, "%d\t%d\n", ring(a), b->n && isfinite(b->mean) && ring(b));
		}
	}
	return outfile_close(&o, e);
}

/* any_ring: 1 when some point of F drawn in a plot (an IOPS value there; for the latency
 * curve, with P99 set, also a p99 value) is ringed by VALS' marks. */
static int any_ring(const struct sweep_family *f, const struct sweep_value *vals, int p99)
{
	size_t i;

	for (i = 0; i < f->nrows * f->npts; i++)
		if (f->iops[i].n && isfinite(f->iops[i].mean) && ring(&vals[i]) &&
		    (!p99 || isfinite(vals[i].mean)))
			return 1;
	return 0;
}

/* series: the plot commands of F's rows from data STEM: USING WITH (yerrorlines, or
 * xyerrorlines), then NOTSIG's points ringed (ring(); one key entry per row), then, when
 * RING names the rings (some point is ringed), one key entry saying what a ring is. */
static void series(FILE *out, const char *stem, const struct sweep_family *f, const char *sig,
		   const char *with, const char *notsig, const char *ring_key)
{
	size_t k;

	for (k = 0; k < f->nrows; k++) {
		int lt = (int)(k % PLOTS_WHY_COLORS) + 1;

		fputs(k ? ", \\\n     " : "", out);
		gp_data_ref(out, stem);
		fprintf(out, " index %zu using %s with %s lt %d lw 2 pt 7 ps 0.9 title ", k, sig, with, lt);
		gp_quote(out, f->rows[k]);
		fputs(", \\\n     ", out);
		gp_data_ref(out, stem);
		fprintf(out, " index %zu using %s with points lt %d pt 6 ps 1.6 notitle", k, notsig, lt);
	}
	if (f->nrows && ring_key) {
		fputs(", \\\n     NaN with points lc rgb '#555555' pt 6 ps 1.6 title ", out);
		gp_quote(out, ring_key);
	}
	fputs(f->nrows ? "\n" : "NaN notitle\n", out);
}

/* any_value: 1 when some row of F has a value of VALS at some point (gnuplot refuses a plot
 * whose every point is undefined: "all points y value undefined"). */
static int any_value(const struct sweep_family *f, const struct sweep_value *vals)
{
	size_t i;

	for (i = 0; i < f->nrows * f->npts; i++)
		if (vals[i].n > 0)
			return 1;
	return 0;
}

/* The key entry of the rings (the tables' "~"). */
#define RING_IOPS "ringed: not shown different from the point's best IOPS (~, or ? for N < 3)"
#define RING_P99 "ringed: p99 not shown different from the point's lowest (~, or ? for N < 3)"

int plots_sweep(FILE *out, const char *dir, const struct model *m, struct outerr *e)
{
	static const struct sweep none;
	const struct sweep s = m->sweep ? *m->sweep : none;
	char stem[PLOTS_SWEEP_STEM_LEN + 8], data[PLOTS_SWEEP_STEM_LEN + 8], title[600];
	char (*stems)[PLOTS_SWEEP_STEM_LEN];
	double lo, hi;
	size_t i;
	int svg, bad = 0;

	if (plots_sweep_stems(m, &stems)) {
		return outerr_set(e, ENOMEM, "out of memory");
	}
	for (i = 0; i < s.n && !bad; i++) {
		const struct sweep_family *f = &s.f[i];
		int logx = f->numeric && f->npts > 1 && f->pts[0].x > 0 &&
			   f->pts[f->npts - 1].x / f->pts[0].x >= 8;

		snprintf(data, sizeof(data), "%s-sweep", stems[i]);
		if ((bad = sweep_data(dir, data, f, e)))
			break;
		for (svg = 0; svg < 2; svg++) {
			snprintf(stem, sizeof(stem), "%s-iops", stems[i]);
			gp_terminal(out, stem, 900, 520, svg);
			fprintf(out, "reset\nset datafile separator \"\\t\"\nset border 3\nset key top left "
				"noenhanced\nset grid lc rgb '#dddddd'\n%s\nset ylabel 'IOPS (SE bars)'\n"
				"set xlabel ", logx ? "set logscale x 2" : "unset logscale");
			gp_quote(out, f->numeric ? f->axis : "point (see the table for its value)");
			fputs(" noenhanced\nset title ", out);
			render_sweep_title(f, "IOPS (more is better)", title, sizeof(title));
			gp_quote(out, title);
			fputs(" noenhanced\n", out);
			span(f, NULL, &lo, &hi);
			gp_range_data(out, 'x', lo, hi);
			span(f, f->iops, &lo, &hi);
			gp_range_data(out, 'y', lo, hi);
			fputs("plot ", out);
			series(out, data, f, "1:2:3", "yerrorlines", "1:($6 > 0 ? $2 : NaN)",
			       any_ring(f, f->iops, 0) ? RING_IOPS : NULL);
			if (!any_value(f, f->p99) || !any_value(f, f->iops))
				continue; /* no p99 anywhere (numjobs > 1, clat off): no latency curve */
			snprintf(stem, sizeof(stem), "%s-lat", stems[i]);
			gp_terminal(out, stem, 900, 520, svg);
			fputs("reset\nset datafile separator \"\\t\"\nset border 3\nset key top left "
			      "noenhanced\nset grid lc rgb '#dddddd'\nset xlabel 'IOPS'\n"
			      "set ylabel 'p99 completion latency, usec (SE bars)'\nset title ", out);
			snprintf(title, sizeof(title), "%s: p99 completion latency against IOPS over %s%s%s%s "
				 "(down and right is better)", f->base, f->axis, f->rest[0] ? " (" : "",
				 f->rest, f->rest[0] ? ")" : "");
			gp_quote(out, title);
			fputs(" noenhanced\n", out);
			span(f, f->iops, &lo, &hi);
			gp_range_data(out, 'x', lo, hi);
			span(f, f->p99, &lo, &hi);
			gp_range_data(out, 'y', lo, hi);
			fputs("plot ", out);
			series(out, data, f, "2:4:3:5", "xyerrorlines", "2:($7 > 0 ? $4 : NaN)",
			       any_ring(f, f->p99, 1) ? RING_P99 : NULL);
		}
	}
	free(stems);
	return bad;
}
