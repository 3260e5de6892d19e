// plots_why.c: the plots that show why schedulers differ, and the overview matrix (see
// plots_why.h). Every string from the results reaches gnuplot through gp.h.
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/gp.h"
#include "model/derived.h"
#include "model/overview.h"
#include "render/plots_names.h"
#include "render/plots_why.h"

#define NCOLORS PLOTS_WHY_COLORS
#define DEV_MAX 4 /* devices of the chain drawn in the device plot */

static const char *const colors[NCOLORS] = {
	"#3b6ea8", "#d9822b", "#3a9a5b", "#c23b3b", "#8a5cb0", "#8c6d3f", "#d46aa8", "#707070",
};

const char *const plots_why_kinds[PLOTS_WHY_N] = { "throughput", "completions", "device" };

void plots_why_linetypes(FILE *f)
{
	int i;

	for (i = 0; i < NCOLORS; i++)
		fprintf(f, "set linetype %d lc rgb '%s' lw 2 pt 7 ps 0.6\n", i + 1, colors[i]);
	fprintf(f, "set linetype cycle %d\n", NCOLORS);
}

/* lt: the gnuplot linetype of ROW (1..NCOLORS). */
static int lt(const struct model *m, const struct model_row *row)
{
	return plots_why_lt(m, row);
}

int plots_why_lt(const struct model *m, const struct model_row *row)
{
	return (int)(overview_color(m, row->input, row->sched) % NCOLORS) + 1;
}

/* titled: "LABEL: " + FMT to F as a gnuplot title (gp_quote). */
static void titled(FILE *f, const char *label, const char *fmt, double v)
{
	char buf[GP_STR_MAX + 64], num[64];

	snprintf(num, sizeof(num), fmt, v);
	snprintf(buf, sizeof(buf), "%s%s", label, num);
	gp_quote(f, buf);
}

static void title_line(FILE *f, const char *cell, const char *what)
{
	char buf[GP_STR_MAX + 128];

	snprintf(buf, sizeof(buf), "%s: %s", cell, what);
	fputs("set title ", f);
	gp_quote(f, buf);
	fputs(" noenhanced\n", f);
}

/* throughput_row: the time series of row I of T (its runs of one interval: the first's) as
 * block NBLK of data file D: seconds, mean MB/s, min, max per point; the largest max into
 * *TOP. 1 when the row had points (a block written), else 0. */
static int throughput_row(FILE *d, const struct model *m, const struct why *w,
			  const struct model_table *t, size_t i, size_t nblk, double *top)
{
	size_t j, p, npts = 0, cnt;
	double iv = 0, sum, lo, hi, v;

	for (j = 0; j < w->n; j++) {
		const struct why_run *r = &w->runs[j];

		if (!why_matches(m, r, &t->rows[i], t->cell) || r->e->ts_n < 2)
			continue;
		if (iv == 0)
			iv = r->e->ts_interval_s;
		if (r->e->ts_interval_s == iv && r->e->ts_n - 1 > npts)
			npts = r->e->ts_n - 1; /* the last point is a partial interval */
	}
	if (!npts)
		return 0;
	fprintf(d, "%s# row %zu\n", nblk ? "\n\n" : "", i);
	for (p = 0; p < npts; p++) {
		sum = 0, cnt = 0, lo = INFINITY, hi = 0;
		for (j = 0; j < w->n; j++) {
			const struct why_run *r = &w->runs[j];

			if (!why_matches(m, r, &t->rows[i], t->cell) || r->e->ts_interval_s != iv ||
			    p + 1 >= r->e->ts_n)
				continue;
			v = units_mbps(r->e->ts_kibps[p], m->unit);
			sum += v, cnt++;
			lo = v < lo ? v : lo;
			hi = v > hi ? v : hi;
		}
		if (cnt)
			fprintf(d, "%.4g\t%.6g\t%.6g\t%.6g\n", (p + 0.5) * iv, sum / cnt, lo, hi);
		*top = cnt && hi > *top ? hi : *top;
	}
	return 1;
}

/* throughput: <cell>-throughput from the time series of T's rows. */
static int throughput(FILE *f, const char *dir, const struct model *m, const struct why *w,
		      const struct model_table *t, struct outerr *e)
{
	char stem[GP_STEM_MAX + 48];
	int *has = calloc(t->n + 1, sizeof(*has));
	size_t i, j, nblk = 0;
	double top = 0;
	FILE *d;
	struct outfile o;
	int svg;

	if (!has)
		return outerr_set(e, ENOMEM, "out of memory");
	plots_why_name(m, t, "throughput", stem, sizeof(stem));
	d = gp_data_open(&o, dir, stem, e);
	if (!d) {
		free(has);
		return e->code;
	}
	fprintf(d, "# seconds\tmean MB/s (%s)\tmin\tmax; one block per row\n", units_name(m->unit));
	for (i = 0; i < t->n; i++)
		if ((has[i] = throughput_row(d, m, w, t, i, nblk, &top)))
			nblk++;
	if (outfile_close(&o, e)) {
		free(has);
		return e->code;
	}
	for (svg = 0; nblk && svg < 2; svg++) {
		gp_terminal(f, stem, 900, 420, svg);
		fputs("reset\nset datafile separator \"\\t\"\nset border 3\nset xtics nomirror out\n"
		      "set ytics nomirror out\nset grid ytics lc rgb '#dddddd'\n"
		      "set key outside right top vertical noenhanced\n"
		      "set xlabel 'seconds from the first I/O after ramp_time'\n", f);
		gp_range_from0(f, 'y', top); /* no "empty y range" warning on a run of zeros */
		fprintf(f, "set ylabel '%s'\n", plots_mbps_axis(m->unit));
		title_line(f, t->cell, "throughput over time (line: mean of the runs, band: their min..max)");
		fputs("plot ", f);
		for (i = 0, j = 0; i < t->n; i++) {
			if (!has[i])
				continue;
			fputs(j ? ", \\\n     " : "", f);
			gp_data_ref(f, stem);
			fprintf(f, " index %zu using 1:3:4 with filledcurves lt %d fs transparent solid 0.18 "
				"noborder notitle, '' index %zu using 1:2 with lines lt %d title ",
				j, lt(m, &t->rows[i]), j, lt(m, &t->rows[i]));
			gp_quote(f, t->rows[i].label);
			j++;
		}
		fputs("\n", f);
	}
	free(has);
	return 0;
}

/* dist_of: the distribution KIND (0 inflight, 1 reap, 2 ooo) of R. */
static const struct why_dist *dist_of(const struct why_run *r, int kind)
{
	return kind == 0 ? &r->e->inflight : kind == 1 ? &r->e->reap : &r->e->ooo;
}

/* dist_sum: the counts of KIND over ROW's runs on CELL into a new dense array *OUT of *LEN
 * values (NULL, 0 when none); *TOTAL their sum. -1 on -ENOMEM. */
static int dist_sum(const struct model *m, const struct why *w, const struct model_row *row,
		    const char *cell, int kind, double **out, size_t *len, double *total)
{
	size_t j, i, n = 0;

	*out = NULL, *len = 0, *total = 0;
	for (j = 0; j < w->n; j++) {
		const struct why_dist *d = dist_of(&w->runs[j], kind);

		if (why_matches(m, &w->runs[j], row, cell) && d->n && d->v[d->n - 1].value + 1 > n)
			n = d->v[d->n - 1].value + 1;
	}
	if (!n)
		return 0;
	*out = calloc(n, sizeof(**out));
	if (!*out)
		return -1;
	for (j = 0; j < w->n; j++) {
		const struct why_dist *d = dist_of(&w->runs[j], kind);

		if (!why_matches(m, &w->runs[j], row, cell))
			continue;
		for (i = 0; i < d->n; i++)
			(*out)[d->v[i].value] += d->v[i].count;
		*total += d->total;
	}
	*len = n;
	return 0;
}

/* dist_panel: one panel of the completions plot: KIND of T's rows into data/STEM-<name>.tsv,
 * as a cumulative % (for the out-of-order distance: the % of completions with a distance
 * >= x, x >= 1), and its plot command into CMD. 0, or -errno with E; *ANY 1 when a
 * row had data; *XMAX the largest value drawn (0 when none). */
static int dist_panel(FILE *cmd, const char *dir, const struct model *m, const struct why *w,
		      const struct model_table *t, int kind, int *any, double *xmax, struct outerr *e)
{
	static const char *const names[3] = { "inflight", "reap", "ooo" };
	char stem[GP_STEM_MAX + 48];
	double *cnt, total, cum, mean, share;
	size_t i, v, len, nblk = 0;
	FILE *d;
	struct outfile o;

	plots_why_name(m, t, names[kind], stem, sizeof(stem));
	d = gp_data_open(&o, dir, stem, e);
	if (!d)
		return e->code;
	fprintf(d, "# value\t%% (%s); one block per row\n", kind == 2 ? "of completions with a "
		"distance >= value" : "at or below value");
	*any = 0;
	*xmax = 0;
	for (i = 0; i < t->n; i++) {
		if (dist_sum(m, w, &t->rows[i], t->cell, kind, &cnt, &len, &total)) {
			outfile_commit(&o, 0, e);
			return outerr_set(e, ENOMEM, "out of memory");
		}
		share = kind == 2 ? why_ooo_pooled(m, w, &t->rows[i], t->cell) : 0; /* why.h */
		if (!cnt || total <= 0 || (kind == 2 && !(share > 0))) {
			free(cnt);
			continue;
		}
		fprintf(d, "%s# row %zu\n", nblk ? "\n\n" : "", i);
		for (v = 0, cum = 0, mean = 0; v < len; v++) {
			if (cnt[v] <= 0)
				continue;
			*xmax = (double)v > *xmax && (kind != 2 || v > 0) ? (double)v : *xmax;
			if (kind == 2 && v > 0)
				fprintf(d, "%zu\t%.6g\n", v, 100 * (total - cum) / total);
			cum += cnt[v];
			mean += (double)v * cnt[v];
			if (kind != 2)
				fprintf(d, "%zu\t%.6g\n", v, 100 * cum / total);
		}
		free(cnt);
		fputs(*any ? ", \\\n     " : "plot ", cmd);
		gp_data_ref(cmd, stem);
		fprintf(cmd, " index %zu using 1:2 with steps lt %d title ", nblk++, lt(m, &t->rows[i]));
		if (kind == 2)
			titled(cmd, t->rows[i].label, ": %.3g %% out of order, pooled", 100 * share);
		else
			titled(cmd, t->rows[i].label, ": mean %.4g", mean / total);
		*any = 1;
	}
	if (!*any)
		fputs(kind == 2 ? "set label 1 'no completion out of order' at graph 0.5, 0.5 center\n"
		      "unset logscale y\nplot NaN notitle" : "plot NaN notitle", cmd);
	fputs("\n", cmd);
	return outfile_close(&o, e);
}

/* completions: <cell>-completions, three panels (dist_panel). */
static int completions(FILE *f, const char *dir, const struct model *m, const struct why *w,
		       const struct model_table *t, struct outerr *e)
{
	static const char *const panel[3] = {
		"set title 'in flight when an I/O completed'\nset xlabel 'I/Os in flight'\n"
		"set ylabel '% of completions, at or below (log)' offset 1\nset key top left\n",
		"set title 'completions per reap call'\nset xlabel 'completions returned by one reap'\n"
		"set ylabel '% of reap calls, at or below (log)' offset 1\nset key bottom right\n",
		"set title 'out-of-order distance'\nset xlabel 'I/Os submitted earlier still in flight'\n"
		"set ylabel '% of completions, at or above (log)' offset 1\nset key top right\n",
	};
	char stem[GP_STEM_MAX + 48], *cmd[3] = { NULL, NULL, NULL }, title[GP_STR_MAX + 64];
	double xmax[3] = { 0, 0, 0 };
	size_t len;
	int k, svg, any = 0, ret = 0, some = 0;
	FILE *c;

	for (k = 0; k < 3 && !ret; k++) {
		c = open_memstream(&cmd[k], &len);
		if (!c)
			ret = 1;
		else if (dist_panel(c, dir, m, w, t, k, &any, &xmax[k], e))
			ret = 1;
		if (c && fclose(c))
			ret = 1;
		some |= any && k < 2;
	}
	plots_why_name(m, t, "completions", stem, sizeof(stem));
	for (svg = 0; !ret && some && svg < 2; svg++) {
		gp_terminal(f, stem, 1350, 440, svg);
		snprintf(title, sizeof(title), "%s: how completions arrive (every completion of every run)",
			 t->cell);
		fputs("reset\nset datafile separator \"\\t\"\nset multiplot layout 1,3 title ", f);
		gp_quote(f, title);
		fputs(" noenhanced\n", f);
		for (k = 0; k < 3; k++) {
			fputs("unset logscale\nunset label\nset border 3\nset xtics nomirror out\n"
			      "set ytics nomirror out\nset grid xtics ytics lc rgb '#dddddd'\n"
			      "set key noenhanced samplen 2 font ',9'\n", f);
			gp_range_from0(f, 'x', xmax[k]); /* all at 0 in flight: no warning */
			fputs("set logscale y\nset format y '%g'\nset yrange [1e-4:100]\n", f);
			fputs(panel[k], f);
			fputs(cmd[k], f);
		}
		fputs("unset multiplot\n", f);
	}
	for (k = 0; k < 3; k++)
		free(cmd[k]);
	return ret;
}

/* dev_mean: the mean over ROW's runs on CELL of device NAME (role ROLE): utilisation and
 * merge ratio in direction DIR, both %, into *UTIL and *MERGE (NAN when no run has it). */
static void dev_mean(const struct model *m, const struct why *w, const struct model_row *row,
		     const char *cell, const struct why_dev *want, int dir, double *util, double *merge)
{
	double su = 0, sm = 0;
	size_t j, i, n = 0;

	for (j = 0; j < w->n; j++) {
		const struct why_run *r = &w->runs[j];

		if (!why_matches(m, r, row, cell))
			continue;
		for (i = 0; i < r->e->ndev; i++) {
			if (strcmp(r->e->dev[i].device, want->device) || strcmp(r->e->dev[i].role, want->role))
				continue;
			su += r->e->dev[i].util;
			sm += r->e->dev[i].merge_ratio[dir];
			n++;
			break;
		}
	}
	*util = n ? 100 * su / n : NAN;
	*merge = n ? 100 * sm / n : NAN;
}

/* device: <cell>-device, utilisation and merges per device of the chain. */
static int device(FILE *f, const char *dir, const struct model *m, const struct why *w,
		  const struct model_table *t, struct outerr *e)
{
	const struct why_run *first = NULL;
	char stem[GP_STEM_MAX + 48], name[GP_STR_MAX + 16];
	double u[DEV_MAX], g[DEV_MAX], gtop = 0;
	size_t i, j, nd;
	int svg, half;
	FILE *d;
	struct outfile o;

	for (j = 0; j < w->n && !first; j++)
		for (i = 0; i < t->n && !first; i++)
			if (why_matches(m, &w->runs[j], &t->rows[i], t->cell) && w->runs[j].e->ndev)
				first = &w->runs[j];
	if (!first)
		return 0;
	nd = first->e->ndev < DEV_MAX ? first->e->ndev : DEV_MAX;
	plots_why_name(m, t, "device", stem, sizeof(stem));
	d = gp_data_open(&o, dir, stem, e);
	if (!d)
		return e->code;
	gp_field(d, "row");
	for (half = 0; half < 2; half++) {
		for (j = 0; j < nd; j++) {
			snprintf(name, sizeof(name), "%s (%s)", first->e->dev[j].device, first->e->dev[j].role);
			fputc('\t', d);
			gp_field(d, name);
		}
	}
	fputc('\n', d);
	for (i = 0; i < t->n; i++) {
		gp_field(d, t->rows[i].label);
		for (j = 0; j < nd; j++)
			dev_mean(m, w, &t->rows[i], t->cell, &first->e->dev[j], first->dir, &u[j], &g[j]);
		for (j = 0; j < nd; j++)
			fprintf(d, "\t%.6g", u[j]);
		for (j = 0; j < nd; j++) {
			fprintf(d, "\t%.6g", g[j]);
			gtop = isfinite(g[j]) && g[j] > gtop ? g[j] : gtop;
		}
		fputc('\n', d);
	}
	if (outfile_close(&o, e))
		return e->code;
	for (svg = 0; svg < 2; svg++) {
		gp_terminal(f, stem, 1100, 440, svg);
		fputs("reset\nset datafile separator \"\\t\"\nset multiplot layout 1,2 title ", f);
		snprintf(name, sizeof(name), "%s: the devices (devstat, mean over the runs)", t->cell);
		gp_quote(f, name);
		fputs(" noenhanced\n", f);
		for (half = 0; half < 2; half++) {
			fprintf(f, "set border 3\nset xtics nomirror scale 0 noenhanced\nset ytics nomirror out\n"
				"set grid ytics lc rgb '#dddddd'\nset style data histogram\n"
				"set style histogram clustered gap 1\nset style fill solid 0.85 noborder\n"
				"set key top right noenhanced font ',9'\n"
				"set ylabel '%s'\nset title '%s'\n",
				half ? "% of bios merged: merges / (requests + merges)" : "% of the time busy",
				half ? (first->dir == RUNFILE_READ ? "merges, read" : "merges, write")
				     : "utilisation (io_ticks / wall time)");
			if (half) /* no merges anywhere: [0:1], no "empty y range" warning */
				gp_range_from0(f, 'y', gtop);
			else
				fputs("set yrange [0:105]\n", f);
			fprintf(f, "plot for [j=%zu:%zu] ", 2 + half * nd, 1 + (half + 1) * nd);
			gp_data_ref(f, stem);
			fprintf(f, " using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 "
				"#707070 #c8c8c8', j - %zu)\n", 1 + half * nd);
		}
		fputs("unset multiplot\n", f);
	}
	return 0;
}

/* overview_plot: overview-<metric key> of M. */
static int overview_plot(FILE *f, const char *dir, const struct model *m, enum metric metric,
			 struct outerr *e)
{
	const struct metric_info *mi = metric_info(metric);
	char stem[64], text[32], title[256], rgb[8];
	const struct overview *o;
	size_t r, c;
	int svg, w, h, seq, counted;
	double lo;
	FILE *d;
	struct outfile of;

	o = model_overview(m, metric);
	if (!o->ncols || !o->nrows)
		return 0;
	snprintf(stem, sizeof(stem), "overview-%s", mi->key);
	d = gp_data_open(&of, dir, stem, e);
	if (!d)
		return e->code;
	fputs("# column\trow\tscore\ttext\tcell\trow label\tcolor (0xrrggbb; grey: not significant)\n", d);
	for (r = 0; r < o->nrows; r++) {
		for (c = 0; c < o->ncols; c++) {
			const struct overview_entry *en = &o->e[r * o->ncols + c];

			if (!en->has)
				continue;
			snprintf(text, sizeof(text), "%.2f%s", en->score, overview_entry_mark(en));
			fprintf(d, "%zu\t%zu\t%.4f\t", c, r, en->score);
			gp_field(d, text);
			fputc('\t', d);
			gp_field_max(d, o->cols[c]->cell, GP_TIC_MAX);
			fputc('\t', d);
			gp_field_max(d, o->rows[r]->label, GP_TIC_MAX);
			overview_entry_rgb(o, en, rgb);
			fprintf(d, "\t%ld\n", strtol(rgb + 1, NULL, 16));
		}
	}
	if (outfile_close(&of, e))
		return e->code;
	lo = overview_lo(o);
	counted = overview_counted(o);
	for (c = 0, seq = 0; c < o->ncols; c++) /* a decided study's columns: the rule's marks */
		seq |= o->cols[c]->n && o->cols[c]->rows[0].v.seq;
	w = 260 + 105 * (int)o->ncols;
	h = 150 + 34 * (int)o->nrows + 16 * counted; /* the legend's line */
	for (svg = 0; svg < 2; svg++) {
		gp_terminal(f, stem, w, h, svg);
		snprintf(title, sizeof(title), "Which scheduler for which workload: %s, as a fraction of "
			 "the best (%s)", mi->title, mi->less_is_better ? "best / mean" : "mean / best");
		fputs("reset\nset datafile separator \"\\t\"\nset title ", f);
		gp_quote(f, title);
		fprintf(f, " noenhanced\nset xrange [-0.5:%zu.5]\nset yrange [%zu.5:-0.5]\n"
			"set border 0\nset xtics scale 0 noenhanced\n"
			"set ytics scale 0 noenhanced\nset x2tics scale 0\nunset colorbox\nset key off\n"
			"set palette defined (%g '" OVERVIEW_RED "', %g '" OVERVIEW_YELLOW "', 1 '"
			OVERVIEW_GREEN "')\nset cbrange [%g:1]\n"
			"set xlabel '* best%s   ~ not significantly different from it (%s, 95 %%)   "
			"? undecidable, N < %d (no test made)   (~ and ? grey)%s%s%s' offset 0,-1\n"
			"set style fill solid 1 border lc rgb '#ffffff'\nunset x2tics\n",
			o->ncols - 1, o->nrows - 1, lo, (lo + 1) / 2, lo,
			seq ? " (until decided: the reference of the rule)" : "", /* no ' inside '' */
			seq ? "the sequential rule" : "Welch", VERDICT_MIN_RUNS, counted ? "'.\"\\n" : "",
			counted ? OVERVIEW_COUNTED_LEGEND : "", /* a second line, in "": no " in it */
			counted ? "\".'" : "");
		fputs("plot ", f);
		gp_data_ref(f, stem);
		fputs(" using 1:2:(0.5):(0.5):7:xticlabels(5):yticlabels(6) with boxxyerror lc rgb variable, \\\n"
		      "     '' using 1:2:4 with labels font ',10'\n", f);
	}
	return 0;
}

int plots_why(FILE *f, const char *dir, const struct model *m, const struct why *w, struct outerr *e)
{
	size_t i;

	if (overview_plot(f, dir, m, METRIC_MBPS, e) || overview_plot(f, dir, m, METRIC_P99, e))
		return e->code;
	for (i = 0; i < m->ntables; i++) {
		const struct model_table *t = &m->tables[i];

		if (t->metric != METRIC_MBPS || !t->n)
			continue;
		if (throughput(f, dir, m, w, t, e) || completions(f, dir, m, w, t, e) ||
		    device(f, dir, m, w, t, e))
			return e->code;
	}
	return 0;
}
