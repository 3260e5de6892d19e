// plots.c: write one gnuplot script for every plot and run gnuplot on it (see plots.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "plots.h"
#include "render.h"

#define BAR_COLOR "#3b6ea8"
#define REF_COLOR "#d9822b"

void plots_name(const struct model_table *t, char *buf, size_t len)
{
	snprintf(buf, len, "%s-%s", t->cell, metric_info(t->metric)->key);
}

/* gp_str: S as a gnuplot double-quoted string. */
static void gp_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', f);
		fputc(*s, f);
	}
	fputc('"', f);
}

/* terminals: the two outputs of every plot, PNG then SVG, of W x H pixels. */
static void each_terminal(FILE *f, const char *stem, int w, int h, int svg)
{
	if (svg)
		fprintf(f, "set terminal svg size %d,%d dynamic enhanced font 'sans,11' background '#ffffff'\n"
			"set output '%s.svg'\n", w, h, stem);
	else
		fprintf(f, "set terminal pngcairo size %d,%d enhanced font 'sans,10' background '#ffffff'\n"
			"set output '%s.png'\n", w, h, stem);
}

static void bar_plot(FILE *f, const struct model *m, const struct model_table *t, size_t idx)
{
	const struct metric_info *mi = metric_info(t->metric);
	char stem[256], unit[64];
	double hi = 0, v;
	size_t i;
	int svg, h, refcol = 0;

	plots_name(t, stem, sizeof(stem));
	if (t->metric == METRIC_MBPS)
		snprintf(unit, sizeof(unit), "MB/s (%s)", m->unit == UNITS_MIB ? "= MiB/s"
			 : "= KiB/s / 1000");
	else
		snprintf(unit, sizeof(unit), "%s", mi->unit);
	fprintf(f, "\n# %s\n$bar%zu << EOD\n", stem, idx);
	for (i = 0; i < t->n; i++) {
		const struct model_row *r = &t->rows[i];
		char lab[300];

		snprintf(lab, sizeof(lab), "%s%s", r->label, r->not_sig ? " ~" : "");
		gp_str(f, lab);
		fprintf(f, " %.6g %.6g %zu ", r->st.mean, r->st.se, r->st.n);
		if (r->ref) {
			fprintf(f, "%.6g\n", r->ref->value);
			refcol = 1;
		} else {
			fputs("NaN\n", f);
		}
		v = r->st.mean + r->st.se;
		if (isfinite(v) && v > hi)
			hi = v;
		if (r->ref && r->ref->value > hi)
			hi = r->ref->value;
	}
	fputs("EOD\n", f);
	h = 110 + 30 * (int)t->n + (refcol ? 30 : 0);
	for (svg = 0; svg < 2; svg++) {
		each_terminal(f, stem, 900, h, svg);
		fputs("reset\nset border 3\nset xtics nomirror out\nset ytics nomirror scale 0\n"
		      "set grid xtics lc rgb '#dddddd'\nset style fill solid 0.85 noborder\n", f);
		fprintf(f, "set title ");
		{
			char title[300];

			snprintf(title, sizeof(title), "%s: %s (%s is better)", t->cell, mi->title,
				 mi->less_is_better ? "less" : "more");
			gp_str(f, title);
		}
		fprintf(f, " noenhanced\nset xlabel '%s%s' noenhanced\n", unit,
			t->n > 1 ? "   (error bars: SE; ~ = not significantly different from the best)" : "");
		fprintf(f, "set yrange [%f:-0.6]\nset xrange [0:%g]\nset ytics noenhanced\n",
			(double)t->n - 0.4, hi > 0 ? hi * 1.18 : 1);
		if (refcol)
			fputs("set key outside top center horizontal noenhanced samplen 2\n", f);
		else
			fputs("set key off\n", f);
		fprintf(f, "plot $bar%zu using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror "
			"lc rgb '%s' title 'this study', \\\n"
			"     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \\\n"
			"     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %%.0f', $2) : sprintf(' %%.2f', $2)) "
			"with labels left font ',9' notitle",
			idx, BAR_COLOR);
		if (refcol) {
			char title[128];

			snprintf(title, sizeof(title), "published: %s", m->ref->name);
			fprintf(f, ", \\\n     '' using 5:0 with points pt 13 ps 1.6 lc rgb '%s' title ",
				REF_COLOR);
			gp_str(f, title);
		}
		fputs("\n", f);
	}
}

static void curve_plot(FILE *f, const struct model_curve *c, size_t idx)
{
	char stem[256], title[256];
	size_t i, j;
	int svg, any;

	snprintf(stem, sizeof(stem), "%s-latency", c->cell);
	fprintf(f, "\n# %s\n", stem);
	for (i = 0; i < c->n; i++) {
		fprintf(f, "$curve%zu_%zu << EOD\n", idx, i);
		for (j = 0; j < RUNFILE_CURVE_N; j++)
			if (isfinite(c->pct[i][j]) && c->pct[i][j] > 0)
				fprintf(f, "%g %.6g\n", runfile_curve_pcts[j], c->pct[i][j]);
		fputs("EOD\n", f);
	}
	for (svg = 0; svg < 2; svg++) {
		each_terminal(f, stem, 900, 520, svg);
		fputs("reset\nset logscale xy\nset border 3\nset xtics nomirror out\n"
		      "set ytics nomirror out\nset format y '%.0f'\nset grid xtics ytics mytics lc rgb '#dddddd'\n"
		      "set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)\n"
		      "set xrange [1.8:11000]\nset key top left noenhanced\n"
		      "set ylabel 'completion latency, usec'\n"
		      "set xlabel 'percentile (mean over runs of the engine histogram percentiles)'\n", f);
		snprintf(title, sizeof(title), "%s: completion latency percentiles (less is better)",
			 c->cell);
		fputs("set title ", f);
		gp_str(f, title);
		fputs(" noenhanced\nplot ", f);
		any = 0;
		for (i = 0; i < c->n; i++) {
			fprintf(f, "%s$curve%zu_%zu using (100/(100-$1)):2 with linespoints lw 2 pt 7 "
				"ps 0.7 title ", any ? ", \\\n     " : "", idx, i);
			gp_str(f, c->labels[i]);
			any = 1;
		}
		fputs(any ? "\n" : "NaN notitle\n", f);
	}
}

/* run_gnuplot: 'gnuplot plots.gp' in DIR; 0 or 1 after a line on ERR. */
static int run_gnuplot(const char *dir, FILE *err)
{
	pid_t pid;
	int st = -1; /* not "exited" if waitpid fails */

	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		fprintf(err, "compare: %s: cannot start gnuplot: %s\n", dir, strerror(errno));
		return 1;
	}
	if (pid == 0) {
		if (chdir(dir))
			_exit(126);
		execlp("gnuplot", "gnuplot", PLOTS_SCRIPT, (char *)NULL);
		_exit(127); /* not found */
	}
	if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		fprintf(err, "compare: %s/%s: gnuplot %s\n", dir, PLOTS_SCRIPT,
			WIFEXITED(st) && WEXITSTATUS(st) == 127 ? "is not installed (apt-get install gnuplot)"
								 : "failed (its messages are above)");
		return 1;
	}
	return 0;
}

int plots_write(const struct model *m, const char *dir, FILE *err)
{
	char *path;
	FILE *f;
	size_t i;
	int bad;

	if (mkdir(dir, 0777) && errno != EEXIST) {
		fprintf(err, "compare: --plots %s: %s\n", dir, strerror(errno));
		return 1;
	}
	if (asprintf(&path, "%s/%s", dir, PLOTS_SCRIPT) < 0)
		return 1;
	f = fopen(path, "w");
	if (!f) {
		fprintf(err, "compare: %s: %s\n", path, strerror(errno));
		free(path);
		return 1;
	}
	fputs("# plots.gp: written by scripts/compare --plots; 'gnuplot plots.gp' in this folder\n"
	      "# draws every plot again (data inlined below).\n", f);
	for (i = 0; i < m->ntables; i++)
		bar_plot(f, m, &m->tables[i], i);
	for (i = 0; i < m->ncurves; i++)
		curve_plot(f, &m->curves[i], i);
	bad = ferror(f);
	if (fclose(f) || bad) {
		fprintf(err, "compare: %s: write failed\n", path);
		free(path);
		return 1;
	}
	free(path);
	return run_gnuplot(dir, err);
}
