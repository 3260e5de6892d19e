// plots.c: write one gnuplot script for every plot and run gnuplot on it (see plots.h).
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/gp.h"
#include "model/overview.h"
#include "model/pubset.h"
#include "render/plots.h"
#include "render/plots_names.h"
#include "render/plots_trace.h"
#include "render/plots_why.h"
#include "render/render.h"
#include "render/plots_sweep.h"

#define BAR_COLOR "#3b6ea8"
#define REF_COLOR "#d9822b"
#define IDLE_COLOR "#2a8a2a"

/* mark_col: the index of T's first column drawn as a mark on the bars (model_column.mark: a
 * start-up table's idle time), or T->ncols. */
static size_t mark_col(const struct model_table *t)
{
	size_t j;

	for (j = 0; j < t->ncols; j++)
		if (t->cols[j].mark)
			break;
	return j;
}

/* bar_data: the rows of T into data/STEM.tsv: label, mean, SE, N, published, mark (the
 * value of the column mark_col names: a start-up row's idle time; NaN when none); the
 * largest bar end or mark into *HI, whether any row has a published value into *REFCOL and
 * a mark into *IDLECOL.
 * 0 or -errno with E (outfile.h). */
static int bar_data(const char *dir, const char *stem, const struct model_table *t,
		    double *hi, int *refcol, int *idlecol, struct outerr *e)
{
	struct outfile o;
	FILE *d = gp_data_open(&o, dir, stem, e);
	size_t i, ic = mark_col(t);
	double v;

	*hi = 0;
	*refcol = *idlecol = 0;
	if (!d)
		return e->code;
	fprintf(d, "# label\tmean\tse\tn\tpublished\t%s\n", ic < t->ncols ? t->cols[ic].key : "mark");
	for (i = 0; i < t->n; i++) {
		const struct model_row *r = &t->rows[i];
		char lab[GP_STR_MAX + 8];

		snprintf(lab, sizeof(lab), "%s%s%s", r->label, *model_row_mark(t, i) ? " " : "",
			 model_row_mark(t, i));
		gp_field(d, lab);
		fprintf(d, "\t%.6g\t%.6g\t%zu\t", r->st.mean, r->st.se, r->st.n);
		if (r->ref) {
			fprintf(d, "%.6g\t", r->ref->value);
			*refcol = 1;
		} else {
			fputs("NaN\t", d);
		}
		v = ic < t->ncols ? r->col[ic] : NAN;
		if (isfinite(v)) {
			fprintf(d, "%.6g\n", v);
			*idlecol = 1;
			*hi = v > *hi ? v : *hi;
		} else {
			fputs("NaN\n", d);
		}
		v = r->st.mean + r->st.se;
		if (isfinite(v) && v > *hi)
			*hi = v;
		if (r->ref && r->ref->value > *hi)
			*hi = r->ref->value;
	}
	return outfile_close(&o, e);
}

static int bar_plot(FILE *f, const char *dir, const struct model *m, const struct model_table *t,
		    struct outerr *e)
{
	const struct metric_info *mi = metric_info(t->metric);
	char stem[GP_STEM_MAX + 32], unit[64], title[GP_STR_MAX + 64];
	double hi;
	int svg, h, refcol, idlecol;

	plots_name(m, t, stem, sizeof(stem));
	if (bar_data(dir, stem, t, &hi, &refcol, &idlecol, e))
		return e->code;
	if (t->metric == METRIC_MBPS)
		snprintf(unit, sizeof(unit), "%s", plots_mbps_axis(m->unit));
	else
		snprintf(unit, sizeof(unit), "%s", mi->unit);
	fprintf(f, "\n# %s\n", stem);
	h = 110 + 30 * (int)t->n + (refcol || idlecol ? 30 : 0);
	for (svg = 0; svg < 2; svg++) {
		gp_terminal(f, stem, 900, h, svg);
		fputs("reset\nset datafile separator \"\\t\"\nset border 3\nset xtics nomirror out\n"
		      "set ytics nomirror scale 0\nset grid xtics lc rgb '#dddddd'\n"
		      "set style fill solid 0.85 noborder\nset title ", f);
		snprintf(title, sizeof(title), "%s: %s (%s is better)", t->cell, mi->title,
			 mi->less_is_better ? "less" : "more");
		gp_quote(f, title);
		fprintf(f, " noenhanced\nset xlabel '%s%s' noenhanced\n", unit,
			t->n > 1 ? "   (error bars: SE; " MODEL_MARK_NOT_SIG "; " MODEL_MARK_UNDECIDED ")" :
			"");
		fprintf(f, "set yrange [%f:-0.6]\nset xrange [0:%g]\nset ytics noenhanced\n",
			(double)t->n - 0.4, hi > 0 ? hi * 1.18 : 1);
		if (refcol || idlecol)
			fputs("set key outside top center horizontal noenhanced samplen 2\n", f);
		else
			fputs("set key off\n", f);
		fputs("plot ", f);
		gp_data_ref(f, stem);
		fprintf(f, " using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror "
			"lc rgb '%s' title 'this study', \\\n"
			"     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \\\n"
			"     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %%.0f', $2) : sprintf(' %%.2f', $2)) "
			"with labels left font ',9' notitle", BAR_COLOR);
		if (refcol) {
			char sets[1024];

			pubset_words(m, t, sets, sizeof(sets));
			snprintf(title, sizeof(title), "published: %.200s", sets);
			fprintf(f, ", \\\n     '' using 5:0 with points pt 13 ps 1.6 lc rgb '%s' title ",
				REF_COLOR);
			gp_quote(f, title);
		}
		if (idlecol) {
			fprintf(f, ", \\\n     '' using 6:0 with points pt 5 ps 1.2 lc rgb '%s' "
				"title ", IDLE_COLOR);
			gp_quote(f, t->cols[mark_col(t)].mark);
		}
		fputs("\n", f);
	}
	return 0;
}

/* curve_data: the curves of C into data/STEM.tsv, one block per row (gnuplot "index" i),
 * each line "percentile<TAB>usec". 0 or -errno with E (outfile.h). */
static int curve_data(const char *dir, const char *stem, const struct model_curve *c, struct outerr *e)
{
	struct outfile o;
	FILE *d = gp_data_open(&o, dir, stem, e);
	size_t i, j;

	if (!d)
		return e->code;
	fputs("# percentile\tusec; one block per row, in the key's order\n", d);
	for (i = 0; i < c->n; i++) {
		fputs(i ? "\n\n" : "", d);
		for (j = 0; j < RUNFILE_CURVE_N; j++)
			if (isfinite(c->pct[i][j]) && c->pct[i][j] > 0)
				fprintf(d, "%g\t%.6g\n", runfile_curve_pcts[j], c->pct[i][j]);
	}
	return outfile_close(&o, e);
}

/* curve_lt: the linetype of row I of curve C (the rows of its cell's p99 table, model.h),
 * so that a scheduler has one color in every plot; 0 when not found. */
static int curve_lt(const struct model *m, const struct model_curve *c, size_t i)
{
	const struct model_table *t;
	size_t k;

	for (k = 0; k < m->ntables; k++) {
		t = &m->tables[k];
		if (t->metric == METRIC_P99 && t->n == c->n && !strcmp(t->cell, c->cell))
			return (int)(overview_color(m, t->rows[i].input, t->rows[i].sched) %
				     PLOTS_WHY_COLORS) + 1;
	}
	return 0;
}

static int curve_plot(FILE *f, const char *dir, const struct model *m, const struct model_curve *c,
		      struct outerr *e)
{
	char cell[GP_STEM_MAX + 16], stem[GP_STEM_MAX + 32], title[GP_STR_MAX + 64];
	double lo = NAN, hi = NAN, v;
	size_t i, j;
	int svg;

	for (i = 0; i < c->n; i++) /* what curve_data writes */
		for (j = 0; j < RUNFILE_CURVE_N; j++) {
			v = c->pct[i][j];
			if (!isfinite(v) || v <= 0)
				continue;
			lo = !(v >= lo) ? v : lo;
			hi = !(v <= hi) ? v : hi;
		}
	plots_cell_stem(m, c->cell, cell, sizeof(cell));
	snprintf(stem, sizeof(stem), "%s-latency", cell);
	if (curve_data(dir, stem, c, e))
		return e->code;
	fprintf(f, "\n# %s\n", stem);
	for (svg = 0; svg < 2; svg++) {
		gp_terminal(f, stem, 900, 520, svg);
		fputs("reset\nset datafile separator \"\\t\"\nset logscale xy\nset border 3\n"
		      "set xtics nomirror out\nset ytics nomirror out\nset format y '%.0f'\n"
		      "set grid xtics ytics mytics lc rgb '#dddddd'\n"
		      "set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)\n"
		      "set xrange [1.8:11000]\nset key top left noenhanced\n"
		      "set ylabel 'completion latency, usec'\n"
		      "set xlabel 'percentile (mean over runs of the engine histogram percentiles)'\n"
		      "set title ", f);
		snprintf(title, sizeof(title), "%s: completion latency percentiles (less is better)",
			 c->cell);
		gp_quote(f, title);
		fputs(" noenhanced\n", f);
		gp_range_data(f, 'y', lo, hi); /* every percentile one value: no gnuplot warning */
		fputs("plot ", f);
		for (i = 0; i < c->n; i++) {
			if (i)
				fputs(", \\\n     ", f);
			gp_data_ref(f, stem);
			fprintf(f, " index %zu using (100/(100-$1)):2 with linespoints", i);
			if (curve_lt(m, c, i))
				fprintf(f, " lt %d", curve_lt(m, c, i));
			fputs(" lw 2 pt 7 ps 0.7 title ", f);
			gp_quote(f, c->labels[i]);
		}
		fputs(c->n ? "\n" : "NaN notitle\n", f);
	}
	return 0;
}

/* progress_data: the curves of P into data/STEM.tsv, one block per row (gnuplot "index"
 * i), each line "seconds<TAB>share done", from (0, 0). 0 or -errno with E (outfile.h). */
static int progress_data(const char *dir, const char *stem, const struct model_progress *p,
			 struct outerr *e)
{
	struct outfile o;
	FILE *d = gp_data_open(&o, dir, stem, e);
	size_t i, k;

	if (!d)
		return e->code;
	for (i = 0; i < p->n; i++) {
		const struct results_startup *st = p->st[i];

		fprintf(d, "%s# run %d: seconds since the first request, share of requests done\n"
			"0\t0\n", i ? "\n\n" : "", st->curve_run);
		for (k = 0; k < st->ncurve; k++)
			fprintf(d, "%.3f\t%.5f\n", (double)(k + 1) * st->curve_step_s, st->curve[k]);
	}
	return outfile_close(&o, e);
}

static int progress_plot(FILE *f, const char *dir, const struct model *m,
			 const struct model_progress *p, struct outerr *e)
{
	char cell[GP_STEM_MAX + 16], stem[GP_STEM_MAX + 32], title[GP_STR_MAX + 64];
	size_t i;
	int svg;

	plots_cell_stem(m, p->cell, cell, sizeof(cell));
	snprintf(stem, sizeof(stem), "%s-" PLOTS_PROGRESS, cell);
	if (progress_data(dir, stem, p, e))
		return e->code;
	fprintf(f, "\n# %s\n", stem);
	for (svg = 0; svg < 2; svg++) {
		gp_terminal(f, stem, 900, 420, svg);
		fputs("reset\nset datafile separator \"\\t\"\nset border 3\nset xtics nomirror out\n"
		      "set ytics nomirror out\nset grid xtics ytics lc rgb '#dddddd'\n"
		      "set xlabel 'time since the first request of the start, s'\n"
		      "set ylabel 'requests completed, share of the trace'\nset yrange [0:1.02]\n"
		      "set key bottom right noenhanced\nset title ", f);
		snprintf(title, sizeof(title), "%s: %s", p->cell, p->subtitle ? p->subtitle :
			 "completion-time curve of the median run");
		gp_quote(f, title);
		fputs(" noenhanced\nplot ", f);
		for (i = 0; i < p->n; i++) {
			if (i)
				fputs(", \\\n     ", f);
			gp_data_ref(f, stem);
			fprintf(f, " index %zu using 1:2 with steps lw 2 title ", i);
			gp_quote(f, p->labels[i]);
		}
		fputs("\n", f);
	}
	return 0;
}

int plots_write(const struct model *m, const struct why *w, const char *dir,
		struct plot_images *keep, struct outerr *e)
{
	struct outfile o;
	FILE *f;
	size_t i;
	int bad;

	f = outfile_open(&o, dir, PLOTS_SCRIPT, "--plots", e);
	if (!f)
		return e->code;
	fputs("# plots.gp: written by scripts/compare --plots; 'gnuplot plots.gp' in this folder\n"
	      "# draws every plot again from the data files in " GP_DATA "/.\n", f);
	plots_why_linetypes(f);
	bad = 0;
	for (i = 0; i < m->ntables && !bad; i++)
		if (m->tables[i].n) /* a table of notes only has nothing to draw */
			bad = bar_plot(f, dir, m, &m->tables[i], e);
	for (i = 0; i < m->ncurves && !bad; i++)
		bad = curve_plot(f, dir, m, &m->curves[i], e);
	for (i = 0; i < m->nprogress && !bad; i++)
		bad = progress_plot(f, dir, m, &m->progress[i], e);
	if (!bad)
		bad = plots_why(f, dir, m, w, e);
	if (!bad)
		bad = plots_trace(f, dir, m, e); /* a traced start-up study's queue/device time */
	if (!bad)
		bad = plots_sweep(f, dir, m, e);
	return gp_script_run(&o, dir, PLOTS_SCRIPT, bad, keep, e);
}
