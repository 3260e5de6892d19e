// html_why.c: per cell, the engine's numbers behind the why plots (see html_parts.h).
#include <math.h>
#include <string.h>

#include "model/derived.h"
#include "model/whyqueue.h"
#include "model/whysplit.h"
#include "render/render_words.h"
#include "render/html_text.h"
#include "render/html_parts.h"

#define DEV_SHOWN 4 /* devices of the chain in the table */

/* mean_of: the mean over ROW's runs on cell C of what GET returns (NAN ignored). */
static double mean_of(const struct model *m, const struct why *w, const struct model_row *row,
		      const char *cell, double (*get)(const struct why_run *, const void *),
		      const void *arg)
{
	double sum = 0, v;
	size_t j, n = 0;

	for (j = 0; j < w->n; j++) {
		const struct why_run *r = &w->runs[j];

		if (!why_matches(m, r, row, cell))
			continue;
		v = get(r, arg);
		if (isfinite(v))
			sum += v, n++;
	}
	return n ? sum / n : NAN;
}

static double get_inflight(const struct why_run *r, const void *arg)
{
	return why_dist_mean(&r->e->inflight);
}

static double get_reap(const struct why_run *r, const void *arg)
{
	return why_dist_mean(&r->e->reap);
}

/* get_dev: utilisation (ARG's util 1) or merges (0) % of the device named like ARG. */
struct dev_arg {
	const struct why_dev *dev;
	int util;
};

static double get_dev(const struct why_run *r, const void *arg)
{
	const struct dev_arg *a = arg;
	size_t i;

	for (i = 0; i < r->e->ndev; i++)
		if (!strcmp(r->e->dev[i].device, a->dev->device) && !strcmp(r->e->dev[i].role, a->dev->role))
			return 100 * (a->util ? r->e->dev[i].util : r->e->dev[i].merge_ratio[r->dir]);
	return NAN;
}

static void num(FILE *f, double v, const char *fmt)
{
	if (isfinite(v)) {
		fputs("<td class=n>", f);
		fprintf(f, fmt, v);
		fputs("</td>", f);
	} else {
		fputs("<td class=n>-</td>", f);
	}
}

/* why_queue: the why table of T's cell (model/whyqueue.h: requests, merges, queue and
 * device time per request, each row's source named), the same figures as render_text_why.c's. */
static void why_queue(FILE *f, const struct model *m, const struct model_table *t)
{
	const struct whyq_table *w;
	int k, traced_col = 0;
	size_t i;

	w = model_whyq(m, t);
	if (!w)
		return; /* no source: the report goes on without it */
	for (i = 0; i < w->n; i++)
		traced_col |= w->rows[i].traced > 0;
	fputs("<table class=why-queue>\n<tr><th>where requests waited, mean per run</th>"
	      "<th>source</th><th class=n>runs</th>", f);
	if (traced_col) /* which runs were traced (issue 29 item 4) */
		fputs("<th class=n>traced runs</th>", f);
	for (k = 0; k < WHYQ_NFIG; k++)
		fprintf(f, "<th class=n>%s</th>", whyq_figs[k].head);
	fputs("</tr>\n", f);
	for (i = 0; i < w->n; i++) {
		const struct whyq_row *r = &w->rows[i];

		fputs("<tr><td>", f);
		html_esc(f, r->row->label);
		fprintf(f, "</td><td>%s%s</td><td class=n>%zu</td>", whyq_source_name(r->source),
			r->lost ? " (lost events)" : "", r->runs);
		if (traced_col)
			fprintf(f, "<td class=n>%zu</td>", r->traced);
		for (k = 0; k < WHYQ_NFIG; k++)
			num(f, r->fig[k].n ? r->fig[k].mean : NAN,
			    k == WHYQ_REQUESTS || k == WHYQ_MERGES ? "%.0f" : "%.4g");
		fputs("</tr>\n", f);
	}
	fputs("</table>\n<p>queue: in the scheduler, device: in the driver and the "
	      "device. Block trace: insert -&gt; issue and issue -&gt; complete of the fio jobs' "
	      "requests, p99 of their requests pooled (histograms merged), then the mean over runs. Device counters (iostats.rst): device = io_ticks_ms / ios, queue = "
	      "the direction's ticks_ms / ios - device, an upper bound when the device serves "
	      "requests in parallel.</p>\n", f);
}

void html_why(FILE *f, const struct model *m, const struct why *w, const struct model_table *t)
{
	const struct why_run *first = NULL;
	struct dev_arg a;
	size_t i, j, nd;
	int util;

	why_queue(f, m, t);
	for (j = 0; j < w->n && !first; j++)
		for (i = 0; i < t->n && !first; i++)
			if (w->runs[j].e->has_engine && why_matches(m, &w->runs[j], &t->rows[i], t->cell))
				first = &w->runs[j];
	if (!first)
		return;
	nd = first->e->ndev < DEV_SHOWN ? first->e->ndev : DEV_SHOWN;
	fputs("<table class=why>\n<tr><th>engine, mean over runs</th><th class=n>in flight</th>"
	      "<th class=n>reap batch</th><th class=n>out of order %, pooled</th>", f);
	for (util = 1; util >= 0; util--) {
		for (j = 0; j < nd; j++) {
			fprintf(f, "<th class=n>%s ", util ? "util %" : "merged %");
			html_esc(f, first->e->dev[j].device);
			fputs("</th>", f);
		}
	}
	fputs("</tr>\n", f);
	for (i = 0; i < t->n; i++) {
		fputs("<tr><td>", f);
		html_esc(f, t->rows[i].label);
		fputs("</td>", f);
		num(f, mean_of(m, w, &t->rows[i], t->cell, get_inflight, NULL), "%.2f");
		num(f, mean_of(m, w, &t->rows[i], t->cell, get_reap, NULL), "%.2f");
		num(f, 100 * why_ooo_pooled(m, w, &t->rows[i], t->cell), "%.4g"); /* why.h */
		for (util = 1; util >= 0; util--) {
			for (j = 0; j < nd; j++) {
				a.dev = &first->e->dev[j];
				a.util = util;
				num(f, mean_of(m, w, &t->rows[i], t->cell, get_dev, &a),
				    util ? "%.1f" : "%.4g");
			}
		}
		fputs("</tr>\n", f);
	}
	fputs("</table>\n", f);
}

void html_split(FILE *f, const struct model *m, const struct model_table *t)
{
	const struct whys_table *w = model_whys(m, t);
	char v[64];
	size_t i;
	int k, c;

	if (!w)
		return; /* no traced run */
	fputs("<table class=why-split>\n<tr><th>who waited where (block trace, the traced runs "
	      "merged)</th><th>class</th><th class=n>traced runs</th>", f);
	for (c = 0; c < WHYS_NFIG; c++)
		fprintf(f, "<th class=n>%s</th>", whys_figs[c].head);
	fputs("</tr>\n", f);
	for (i = 0; i < w->n; i++) {
		for (k = 0; k < WHYS_NCLASS; k++) {
			fputs("<tr><td>", f);
			html_esc(f, w->rows[i].row->label);
			fprintf(f, "</td><td>%s</td><td class=n>%zu of %zu</td>", whys_class_names[k],
				w->rows[i].traced, w->rows[i].runs);
			for (c = 0; c < WHYS_NFIG; c++) {
				render_split_fig(&w->rows[i], k, c, v, sizeof(v));
				fprintf(f, "<td class=n>%s</td>", v);
			}
			fputs("</tr>\n", f);
		}
	}
	fputs("</table>\n<p>", f);
	for (k = 0; k < WHYS_NCLASS; k++) {
		fprintf(f, "%s: ", whys_class_names[k]);
		html_esc(f, whys_class_words[k]);
		fputs(". ", f);
	}
	fputs("queue = insert -&gt; issue (in the scheduler), device = issue -&gt; complete, ms; "
	      "requests per traced run.</p>\n", f);
}
