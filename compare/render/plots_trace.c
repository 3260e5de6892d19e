// plots_trace.c: queue and device time, app against background (see plots_trace.h). Every
// string from the results reaches gnuplot through gp.h.
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model/derived.h"
#include "model/why.h"
#include "model/whysplit.h"
#include "render/gp.h"
#include "render/plots_names.h"
#include "render/plots_trace.h"
#include "render/plots_why.h"

/* ccdf: the % of T's times >= each non-empty bucket's value, as "us<TAB>%" lines to D. */
static void ccdf(FILE *d, const struct trace_times *t)
{
	const struct lathist *h = &t->h;
	double above = (double)h->count, x;
	size_t b;

	for (b = 0; b < h->cfg.nbuckets; b++) {
		if (!h->buckets[b])
			continue;
		x = (double)lathist_bucket_value(&h->cfg, b);
		if (x < (double)h->min)
			x = (double)h->min; /* lathist_percentile's clamp */
		if (x > (double)h->max)
			x = (double)h->max;
		fprintf(d, "%.6g\t%.6g\n", (x < 1 ? 1 : x) / 1e3, 100 * above / (double)h->count);
		above -= (double)h->buckets[b];
	}
}

/* One curve of a panel: ROW's times T of class NAME (NULL: the row's only class). */
struct curve {
	const struct model_row *row;
	const char *name;
	int dash;
	const struct trace_class *c;
};

/* panel: the data file STEM-<which> of curves C[0..N-1] (queue: WHICH 0, device 1) and its
 * plot command into CMD. 0, or -errno with E (outfile.h). */
static int panel(FILE *cmd, const char *dir, const struct model *m, const struct curve *c,
		 size_t n, const char *stem, int which, struct outerr *e)
{
	char name[GP_STEM_MAX + 64], title[GP_STR_MAX + 32];
	size_t i, nblk = 0;
	FILE *d;
	struct outfile o;

	snprintf(name, sizeof(name), "%s-%s", stem, which ? "device" : "queue");
	d = gp_data_open(&o, dir, name, e);
	if (!d)
		return e->code;
	fprintf(d, "# us\t%% of requests with a %s time >= us; one block per curve\n",
		which ? "device" : "queue");
	fputs("plot ", cmd);
	for (i = 0; i < n; i++) {
		const struct trace_times *t = which ? &c[i].c->device : &c[i].c->queue;

		if (trace_times_count(t) <= 0)
			continue;
		fprintf(d, "%s# curve %zu\n", nblk ? "\n\n" : "", i);
		ccdf(d, t);
		fputs(nblk ? ", \\\n     " : "", cmd);
		gp_data_ref(cmd, name);
		fprintf(cmd, " index %zu using 1:2 with steps lt %d dt %d title ", nblk++,
			plots_why_lt(m, c[i].row), c[i].dash ? 2 : 1);
		snprintf(title, sizeof(title), "%s%s%s", c[i].row->label, c[i].name ? ": " : "",
			 c[i].name ? c[i].name : "");
		gp_quote(cmd, title);
	}
	if (!nblk)
		fputs("NaN notitle", cmd);
	fputc('\n', cmd);
	return outfile_close(&o, e);
}

/* draw: the two panels of curves C[0..N-1] as STEM, titled TITLE. 0, or -errno with E
 * (outfile.h). */
static int draw(FILE *f, const char *dir, const struct model *m, const struct curve *c,
		size_t n, const char *stem, const char *title, struct outerr *e)
{
	char *cmd[2] = { NULL, NULL };
	size_t len;
	int k, svg, ret = 0;
	FILE *p;

	for (k = 0; k < 2 && !ret; k++) {
		p = open_memstream(&cmd[k], &len);
		if (!p || panel(p, dir, m, c, n, stem, k, e))
			ret = 1;
		if (p && fclose(p))
			ret = 1;
	}
	for (svg = 0; !ret && svg < 2; svg++) {
		gp_terminal(f, stem, 1200, 460, svg);
		fputs("reset\nset datafile separator \"\\t\"\nset multiplot layout 1,2 title ", f);
		gp_quote(f, title);
		fputs(" noenhanced\n", f);
		for (k = 0; k < 2; k++) {
			fputs("set border 3\nset xtics nomirror out\nset ytics nomirror out\n"
			      "set grid xtics ytics lc rgb '#dddddd'\nset logscale xy\n"
			      "set format x '%g'\nset format y '%g'\nset yrange [0.01:100]\n"
			      "set key bottom left noenhanced samplen 2 font ',9'\n"
			      "set ylabel '% of requests, at or above (log)'\n", f);
			fprintf(f, "set title '%s'\nset xlabel '%s, us (log; 0 drawn at 0.001)'\n",
				k ? "device time" : "queue time", k ? "issue -> complete" :
				"insert -> issue (in the scheduler)");
			fputs(cmd[k], f);
		}
		fputs("unset multiplot\n", f);
	}
	free(cmd[0]);
	free(cmd[1]);
	return ret;
}

/* waits: <cell>-waits of start-up table T: the app's and the background's per row. */
static int waits(FILE *f, const char *dir, const struct model *m, const struct model_table *t,
		 struct outerr *e)
{
	char stem[GP_STEM_MAX + 48], title[GP_STR_MAX + 128];
	struct curve *c;
	const struct whys_table *w = model_whys(m, t);
	size_t i, n = 0;
	int k, ret;

	if (!w)
		return 0;
	c = calloc(2 * w->n + 1, sizeof(*c));
	for (i = 0; c && i < w->n; i++)
		for (k = 0; k < WHYS_NCLASS; k++)
			if (w->rows[i].cls[k])
				c[n++] = (struct curve){ w->rows[i].row, whys_class_names[k], k, w->rows[i].cls[k] };
	plots_why_name(m, t, PLOTS_WAITS, stem, sizeof(stem));
	snprintf(title, sizeof(title), "%s: who waited where (block trace; solid: the app job's "
		 "requests, dashed: the background's)", t->cell);
	ret = !c || draw(f, dir, m, c, n, stem, title, e);
	free(c);
	return ret;
}

/* jobs_waits: <cell>-waits[-<ddir>] of MB/s table T: per row the fio jobs' requests of its
 * traced runs on the cell, merged (lathist_merge). */
static int jobs_waits(FILE *f, const char *dir, const struct model *m, const struct model_table *t,
		      struct outerr *e)
{
	char stem[GP_STEM_MAX + 48], title[GP_STR_MAX + 128];
	struct trace_class *cls = calloc(t->n + 1, sizeof(*cls));
	struct curve *c = calloc(t->n + 1, sizeof(*c));
	size_t i, j, n = 0;
	int ret = 0;
	long cell;

	for (i = 0; cls && c && !ret && i < t->n; i++) {
		const struct results *r = &m->in[t->rows[i].input].r;

		cell = why_cell(m, t->rows[i].input, t->cell);
		for (j = 0; cell >= 0 && !ret && j < r->nrunrec; j++) {
			const struct results_run *rr = &r->runs[j];

			if (rr->s != t->rows[i].sched || (long)rr->c != cell || !rr->d.trace.has ||
			    (t->ddir && (!rr->ddir || strcmp(rr->ddir, t->ddir))))
				continue;
			if (trace_class_merge(&cls[i], &rr->d.trace.jobs) == -ENOMEM)
				ret = 1; /* else another precision or too many: all of that run left out */
		}
		if (cls[i].runs)
			c[n++] = (struct curve){ &t->rows[i], NULL, 0, &cls[i] };
	}
	if (!cls || !c)
		ret = 1;
	plots_why_name(m, t, PLOTS_WAITS, stem, sizeof(stem));
	snprintf(title, sizeof(title), "%s: where requests waited (block trace, the fio jobs' "
		 "requests of the traced runs)", t->cell);
	if (!ret && n)
		ret = draw(f, dir, m, c, n, stem, title, e);
	for (i = 0; cls && i < t->n; i++)
		trace_class_free(&cls[i]);
	free(cls);
	free(c);
	return ret;
}

int plots_trace(FILE *f, const char *dir, const struct model *m, struct outerr *e)
{
	size_t i;

	for (i = 0; i < m->ntables; i++) {
		const struct model_table *t = &m->tables[i];

		if (!t->n || t->host)
			continue;
		if ((whys_wanted(t) && waits(f, dir, m, t, e)) ||
		    (t->metric == METRIC_MBPS && jobs_waits(f, dir, m, t, e)))
			return e->code;
	}
	return 0;
}
