// render_sweep.c: a sweep study's curves as text, gnuplot plots and an HTML section (see
// render_sweep.h).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/overview.h"
#include "model/sweep.h"
#include "render/gp.h"
#include "render/html_text.h"
#include "render/plots_names.h"
#include "render/render_num.h"
#include "render/plots_why.h"
#include <jansson.h>

#include "render/render_sweep.h"

#define COL 24 /* least width of a row's column in the text table */
#define SWEEP_STEM_PART 20 /* a file name part (sweep_stems); STEM-sweep stays below GP_STEM_MAX (gp.h: a safe stem) */
#define SWEEP_STEM_RAW (3 * SWEEP_STEM_PART + 3)
#define SWEEP_STEM_LEN (SWEEP_STEM_RAW + 21)

/* width: the column width of row label LABEL: its length, at least COL. */
static int width(const char *label)
{
	size_t n = strlen(label);

	return n > COL ? (int)(n < 200 ? n : 200) : COL;
}

/* family_title: "BASE: WHAT against AXIS (REST)" into BUF. */
static void family_title(const struct sweep_family *f, const char *what, char *buf, size_t len)
{
	snprintf(buf, len, "%s: %s against %s%s%s%s", f->base, what, f->axis, f->rest[0] ? " (" : "",
		 f->rest, f->rest[0] ? ")" : "");
}

/* cell_text: one value of the text table: "mean +/- se" and its mark, into BUF. */
static void cell_text(const struct sweep_value *v, int decimals, char *buf, size_t len)
{
	char mean[32], se[32];

	if (!v->n) {
		snprintf(buf, len, "-");
		return;
	}
	snprintf(mean, sizeof(mean), "%.*f", decimals, v->mean);
	snprintf(se, sizeof(se), "%.*f", decimals, v->se);
	snprintf(buf, len, "%s +/- %s %s", mean, se, v->best ? "*" : v->not_sig ? "~" :
		 v->undecided ? "?" : "");
}

/* family_text: F's table of metric VALS (IOPS, p99 or CPU) to OUT, DECIMALS digits. */
static void family_text(FILE *out, const struct sweep_family *f, const struct sweep_value *vals,
			const char *what, int decimals)
{
	char title[512], buf[96];
	size_t i, k;

	family_title(f, what, title, sizeof(title));
	fprintf(out, "\n%s\n  %-10s", title, f->axis);
	for (k = 0; k < f->nrows; k++)
		fprintf(out, "  %-*s", width(f->rows[k]), f->rows[k]);
	fputc('\n', out);
	for (i = 0; i < f->npts; i++) {
		fprintf(out, "  %-10s", f->pts[i].xtext);
		for (k = 0; k < f->nrows; k++) {
			cell_text(&vals[k * f->npts + i], decimals, buf, sizeof(buf));
			fprintf(out, "  %-*s", width(f->rows[k]), buf);
		}
		fputc('\n', out);
	}
}

/* ceiling_line: row K's ceiling in F (its highest mean IOPS, where, and the CPU per I/O
 * there) into BUF. */
static void ceiling_line(const struct sweep_family *f, size_t k, char *buf, size_t len)
{
	size_t p = f->ceiling[k];
	const struct sweep_value *io = &f->iops[k * f->npts + p], *c = &f->cpu[k * f->npts + p];
	char cpu[96] = "";

	if (c->n)
		snprintf(cpu, sizeof(cpu), ", CPU %.0f +/- %.0f ns per I/O there", c->mean, c->se);
	if (io->n)
		snprintf(buf, len, "%.0f +/- %.0f IOPS at %s=%s%s", io->mean, io->se, f->axis,
			 f->pts[p].xtext, cpu);
	else
		snprintf(buf, len, "no IOPS");
}

/* values_json: F's values of row K in VALS as a JSON array. */
static json_t *values_json(const struct sweep_family *f, const struct sweep_value *vals, size_t k)
{
	json_t *a = json_array();
	size_t i;

	for (i = 0; a && i < f->npts; i++) {
		const struct sweep_value *v = &vals[k * f->npts + i];

		json_array_append_new(a, v->n && isfinite(v->mean) && isfinite(v->se)
			? json_pack("{s:o, s:o, s:I, s:b, s:b, s:b}", "mean", render_num_json(v->mean), "se",
				    render_num_json(v->se), "n",
				    (json_int_t)v->n, "best", v->best, "not_significant", v->not_sig,
				    "undecidable", v->undecided)
			: json_null());
	}
	return a;
}

/* sweep_of: M's sweep families (built once, model/derived.h), or none; a shallow copy that
 * borrows M's parts (never freed here). */
static struct sweep sweep_of(const struct model *m)
{
	struct sweep s = { 0 };

	if (m->sweep)
		s = *m->sweep;
	return s;
}

int render_sweep_json(const struct model *m, json_t *root)
{
	json_t *arr, *fam, *vals, *xs, *rows;
	struct sweep s;
	size_t i, k;
	int ret = -ENOMEM;

	s = sweep_of(m);
	if (!s.n)
		return 0;
	arr = json_array();
	if (!arr || json_object_set_new(root, "sweeps", arr))
		goto out;
	for (i = 0; i < s.n; i++) {
		const struct sweep_family *f = &s.f[i];

		vals = json_array();
		xs = json_array();
		rows = json_array();
		fam = json_pack("{s:s, s:s, s:s, s:o, s:o, s:o}", "cell", f->base, "axis", f->axis,
				"rest", f->rest, "values", vals ? vals : json_null(), "x",
				xs ? xs : json_null(), "rows", rows ? rows : json_null());
		if (!fam || !vals || !xs || !rows || json_array_append_new(arr, fam))
			goto out;
		for (k = 0; k < f->npts; k++) {
			json_array_append_new(vals, json_string(f->pts[k].xtext));
			json_array_append_new(xs, render_num_json(f->pts[k].x));
		}
		for (k = 0; k < f->nrows; k++)
			if (json_array_append_new(rows, json_pack("{s:s, s:o, s:o, s:o, s:I}", "label",
				f->rows[k], "iops", values_json(f, f->iops, k), "p99_us",
				values_json(f, f->p99, k), "cpu_ns", values_json(f, f->cpu, k),
				"ceiling", (json_int_t)f->ceiling[k])))
				goto out;
	}
	ret = 0;
out:
	return ret;
}

int render_sweep_any(const struct model *m)
{
	struct sweep s;
	int any;

	s = sweep_of(m);
	any = s.n > 0;
	return any;
}

int render_sweep_text(FILE *out, const struct model *m)
{
	struct sweep s;
	char buf[256];
	size_t i, k;

	s = sweep_of(m);
	if (s.n)
		fputs("\nSweeps: per point the mean +/- SE; * the best of the point, ~ not significantly "
		      "different from it (the tables' verdict: Welch's t on the log scale, 95 %), "
		      "? undecidable (N < 3: no test made, no best)\n", out);
	for (i = 0; i < s.n; i++) {
		family_text(out, &s.f[i], s.f[i].iops, "IOPS (more is better)", 0);
		family_text(out, &s.f[i], s.f[i].p99, "p99 completion latency, usec (less is better)", 1);
		family_text(out, &s.f[i], s.f[i].cpu, "CPU per I/O of fio's job, ns, usr+sys (less is "
			    "better)", 0);
		fprintf(out, "  ceiling (highest mean IOPS):\n");
		for (k = 0; k < s.f[i].nrows; k++) {
			ceiling_line(&s.f[i], k, buf, sizeof(buf));
			fprintf(out, "    %-24s  %s\n", s.f[i].rows[k], buf);
		}
	}
	return ferror(out) ? -EIO : 0;
}

int render_sweep_figures(FILE *out, const struct model *m)
{
	const struct figures *set = m->figures;
	size_t i;

	if (!set)
		return 0;
	fprintf(out, "\nPublished, as published (another CPU and measure: see the note): %s\n",
		set->title ? set->title : "?");
	if (set->source)
		fprintf(out, "  source: %s\n", set->source);
	for (i = 0; i < set->n; i++) {
		const struct figures_entry *e = &set->v[i];

		fprintf(out, "  %-12.40s %-20.40s %10.0f %-5.8s %.60s%s%.120s\n", e->scheduler,
			e->metric, e->value, e->unit ? e->unit : "", e->cpu ? e->cpu : "?",
			e->config ? "; " : "", e->config ? e->config : "");
	}
	if (set->note)
		fprintf(out, "  note: %.2000s\n", set->note);
	return ferror(out) ? -EIO : 0;
}

/* sweep_open: M's families into *S and their file name stems (sweep_stems) into a new
 * array *STEMS (S->n of them). 0, or 1 after one line on ERR (out of memory; nothing to
 * free then). */
static int sweep_open(const struct model *m, struct sweep *s, char (**stems)[SWEEP_STEM_LEN],
		      FILE *err);

/* --- plots --------------------------------------------------------------------------------- */

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
static int sweep_data(const char *dir, const char *stem, const struct sweep_family *f, FILE *err)
{
	FILE *d = gp_data_open(dir, stem, err);
	size_t i, k;

	if (!d)
		return 1;
	fputs("# x\tiops\tiops_se\tp99_us\tp99_se\tiops_ring\tp99_ring; ring 1: not significantly "
	      "different from the point's best (the tables' verdict), never the best; one block "
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
	return gp_data_close(d, dir, stem, err);
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

/* sweep_stems: the file name stem of each family of S into STEMS[S->n]: "<cell>-<axis>" and
 * "-<other axes' values>" when the family has some, e.g. "randread-4k-iodepth" and
 * "randread-4k-iodepth-numjobs-2", each part gp_sanitise'd (read from the manifest: data)
 * and cut to SWEEP_STEM_PART bytes; "-2", "-3", ... added when an earlier family's stem or
 * the stem of a cell of M's tables (plots_cell_stem: its plots are "<cell>-<metric>") is
 * the same, so that no two plots share a file. The plots are STEM-iops, STEM-lat and the
 * data STEM-sweep. */
static void sweep_stems(const struct model *m, const struct sweep *s, char (*stems)[SWEEP_STEM_LEN])
{
	char base[SWEEP_STEM_PART + 1], axis[SWEEP_STEM_PART + 1], rest[SWEEP_STEM_PART + 1];
	char raw[SWEEP_STEM_RAW], cell[GP_STEM_MAX + 16];
	size_t i, j, t, k;
	int clash;

	for (i = 0; i < s->n; i++) {
		gp_sanitise(base, sizeof(base), s->f[i].base);
		gp_sanitise(axis, sizeof(axis), s->f[i].axis);
		gp_sanitise(rest, sizeof(rest), s->f[i].rest);
		snprintf(raw, sizeof(raw), "%s-%s%s%s", base, axis, s->f[i].rest[0] ? "-" : "",
			 s->f[i].rest[0] ? rest : "");
		for (k = 1;; k++) {
			if (k == 1)
				snprintf(stems[i], SWEEP_STEM_LEN, "%s", raw);
			else
				snprintf(stems[i], SWEEP_STEM_LEN, "%s-%zu", raw, k);
			clash = 0;
			for (j = 0; j < i && !clash; j++)
				clash = !strcmp(stems[j], stems[i]);
			for (t = 0; t < m->ntables && !clash; t++) {
				plots_cell_stem(m, m->tables[t].cell, cell, sizeof(cell));
				clash = !strcmp(cell, stems[i]);
			}
			if (!clash)
				break;
		}
	}
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

static int sweep_open(const struct model *m, struct sweep *s, char (**stems)[SWEEP_STEM_LEN],
		      FILE *err)
{
	*stems = NULL;
	*s = sweep_of(m);
	*stems = calloc(s->n + 1, sizeof(**stems));
	if (!*stems) {
		fprintf(err, "compare: out of memory\n");
		return 1;
	}
	sweep_stems(m, s, *stems);
	return 0;
}

/* The key entry of the rings (the tables' "~"). */
#define RING_IOPS "ringed: not shown different from the point's best IOPS (~, or ? for N < 3)"
#define RING_P99 "ringed: p99 not shown different from the point's lowest (~, or ? for N < 3)"

int plots_sweep(FILE *out, const char *dir, const struct model *m, FILE *err)
{
	struct sweep s;
	char stem[SWEEP_STEM_LEN + 8], data[SWEEP_STEM_LEN + 8], title[600];
	char (*stems)[SWEEP_STEM_LEN];
	double lo, hi;
	size_t i;
	int svg, bad = 0;

	if (sweep_open(m, &s, &stems, err))
		return 1;
	for (i = 0; i < s.n && !bad; i++) {
		const struct sweep_family *f = &s.f[i];
		int logx = f->numeric && f->npts > 1 && f->pts[0].x > 0 &&
			   f->pts[f->npts - 1].x / f->pts[0].x >= 8;

		snprintf(data, sizeof(data), "%s-sweep", stems[i]);
		if ((bad = sweep_data(dir, data, f, err)))
			break;
		for (svg = 0; svg < 2; svg++) {
			snprintf(stem, sizeof(stem), "%s-iops", stems[i]);
			gp_terminal(out, stem, 900, 520, svg);
			fprintf(out, "reset\nset datafile separator \"\\t\"\nset border 3\nset key top left "
				"noenhanced\nset grid lc rgb '#dddddd'\n%s\nset ylabel 'IOPS (SE bars)'\n"
				"set xlabel ", logx ? "set logscale x 2" : "unset logscale");
			gp_quote(out, f->numeric ? f->axis : "point (see the table for its value)");
			fputs(" noenhanced\nset title ", out);
			family_title(f, "IOPS (more is better)", title, sizeof(title));
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

/* --- html ------------------------------------------------------------------------------------ */

int render_sweep_html(FILE *f, const struct plot_images *imgs, const struct model *m, FILE *err)
{
	struct sweep s;
	char stem[SWEEP_STEM_LEN + 8], title[600];
	char (*stems)[SWEEP_STEM_LEN];
	size_t i, k, p;

	if (sweep_open(m, &s, &stems, err))
		return 1;
	if (s.n)
		fputs("<h2 id=sweeps>Sweeps: which scheduler wins where</h2>\n<p>Per point the mean "
		      "IOPS &plusmn; SE; <b>bold</b>: the best of the point; ~: not significantly "
		      "different from it (the tables&#39; verdict: Welch&#39;s t on the log scale, 95 %); "
		      "?: undecidable (N &lt; 3: no test made, and no best); the other rows are "
		      "significantly slower. In the plots a ringed point is a ~ or a ? (the best is "
		      "never ringed).</p>\n", f);
	for (i = 0; i < s.n; i++) {
		const struct sweep_family *sf = &s.f[i];

		family_title(sf, "IOPS", title, sizeof(title));
		fputs("<h3>", f);
		html_esc(f, title);
		fputs("</h3>\n<table><tr><th>", f);
		html_esc(f, sf->axis);
		for (k = 0; k < sf->nrows; k++) {
			fputs("<th>", f);
			html_esc(f, sf->rows[k]);
		}
		fputs("\n", f);
		for (p = 0; p < sf->npts; p++) {
			fputs("<tr><td>", f);
			html_esc(f, sf->pts[p].xtext);
			for (k = 0; k < sf->nrows; k++) {
				const struct sweep_value *v = &sf->iops[k * sf->npts + p];

				if (!v->n) {
					fputs("<td>-", f);
					continue;
				}
				fprintf(f, "<td>%s%.0f &plusmn; %.0f%s%s", v->best ? "<b>" : "", v->mean, v->se,
					v->best ? "</b>" : "", v->not_sig ? " ~" : v->undecided ? " ?" : "");
			}
			fputs("\n", f);
		}
		fputs("</table>\n<p>Ceiling (highest mean IOPS) and CPU per I/O of fio&#39;s job "
		      "(usr+sys) there:</p>\n<ul>\n", f);
		for (k = 0; k < sf->nrows; k++) {
			char buf[256];

			ceiling_line(sf, k, buf, sizeof(buf));
			fputs("<li>", f);
			html_esc(f, sf->rows[k]);
			fputs(": ", f);
			html_esc(f, buf);
			fputs("\n", f);
		}
		fputs("</ul>\n", f);
		for (k = 0; k < 2; k++) {
			snprintf(stem, sizeof(stem), "%s-%s", stems[i], k ? "lat" : "iops");
			html_img(f, imgs, stem, title); /* -ENOENT: not drawn (no p99: no lat) */
		}
	}
	free(stems);
	return 0;
}
