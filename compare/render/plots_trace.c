// plots_trace.c: queue and device time, app against background (see plots_trace.h). Every
// string from the results reaches gnuplot through gp.h.
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

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

/* panel: the data file STEM-<which> of T's rows (queue: WHICH 0, device 1) and its plot
 * command into CMD. 0, or 1 after a line on ERR. */
static int panel(FILE *cmd, const char *dir, const struct model *m, const struct whys_table *w,
		 const char *stem, int which, FILE *err)
{
	char name[GP_STEM_MAX + 64], title[GP_STR_MAX + 32];
	size_t i, nblk = 0;
	int k;
	FILE *d;

	snprintf(name, sizeof(name), "%s-%s", stem, which ? "device" : "queue");
	d = gp_data_open(dir, name, err);
	if (!d)
		return 1;
	fprintf(d, "# us\t%% of requests with a %s time >= us; one block per row and class "
		"(app, background)\n", which ? "device" : "queue");
	fputs("plot ", cmd);
	for (i = 0; i < w->n; i++) {
		for (k = 0; k < WHYS_NCLASS; k++) {
			const struct trace_class *c = w->rows[i].cls[k];
			const struct trace_times *t = c ? (which ? &c->device : &c->queue) : NULL;

			if (!t || trace_times_count(t) <= 0)
				continue;
			fprintf(d, "%s# row %zu %s\n", nblk ? "\n\n" : "", i, whys_class_names[k]);
			ccdf(d, t);
			fputs(nblk ? ", \\\n     " : "", cmd);
			gp_data_ref(cmd, name);
			fprintf(cmd, " index %zu using 1:2 with steps lt %d dt %d title ", nblk++,
				plots_why_lt(m, w->rows[i].row), k ? 2 : 1);
			snprintf(title, sizeof(title), "%s: %s", w->rows[i].row->label,
				 whys_class_names[k]);
			gp_quote(cmd, title);
		}
	}
	if (!nblk)
		fputs("NaN notitle", cmd);
	fputc('\n', cmd);
	return gp_data_close(d, dir, name, err);
}

/* waits: <cell>-waits of start-up table T. */
static int waits(FILE *f, const char *dir, const struct model *m, const struct model_table *t,
		 FILE *err)
{
	char stem[GP_STEM_MAX + 48], title[GP_STR_MAX + 128], *cmd[2] = { NULL, NULL };
	struct whys_table w;
	size_t len;
	int k, svg, ret = 0;
	FILE *c;

	ret = whys_table(m, t, &w);
	if (ret)
		return ret == -ENODATA ? 0 : 1;
	plots_why_name(m, t, PLOTS_WAITS, stem, sizeof(stem));
	for (k = 0; k < 2 && !ret; k++) {
		c = open_memstream(&cmd[k], &len);
		if (!c || panel(c, dir, m, &w, stem, k, err))
			ret = 1;
		if (c && fclose(c))
			ret = 1;
	}
	for (svg = 0; !ret && svg < 2; svg++) {
		gp_terminal(f, stem, 1200, 460, svg);
		snprintf(title, sizeof(title), "%s: who waited where (block trace; solid: the app "
			 "job's requests, dashed: the background's)", t->cell);
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
	whys_free(&w);
	return ret;
}

int plots_trace(FILE *f, const char *dir, const struct model *m, FILE *err)
{
	size_t i;

	for (i = 0; i < m->ntables; i++)
		if (whys_wanted(&m->tables[i]) && m->tables[i].n &&
		    waits(f, dir, m, &m->tables[i], err))
			return 1;
	return 0;
}
