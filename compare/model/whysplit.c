// whysplit.c: who waited where, app job against background (see whysplit.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model/buildlog.h"
#include "model/why.h"
#include "model/whysplit.h"

const struct whys_fig_info whys_figs[WHYS_NFIG] = {
	[WHYS_REQUESTS] = { "requests", "requests", "requests" },
	[WHYS_QUEUE_MS] = { "queue_ms", "queue ms", "ms" },
	[WHYS_QUEUE_P50] = { "queue_p50_ms", "queue p50", "ms" },
	[WHYS_QUEUE_P99] = { "queue_p99_ms", "queue p99", "ms" },
	[WHYS_DEVICE_MS] = { "device_ms", "device ms", "ms" },
	[WHYS_DEVICE_P50] = { "device_p50_ms", "device p50", "ms" },
	[WHYS_DEVICE_P99] = { "device_p99_ms", "device p99", "ms" },
};

const char *const whys_class_names[WHYS_NCLASS] = { "app", "background" };
const char *const whys_class_words[WHYS_NCLASS] = {
	"the app job's requests (the application's start, replayed)",
	"every other request: the background jobs' and the kernel's writeback (\"others\")",
};

int whys_wanted(const struct model_table *t)
{
	return t->metric == METRIC_STARTUP && !t->host;
}

/* figures: class C's figures into V (NAN when it has no requests). */
static void figures(const struct trace_class *c, double *v)
{
	v[WHYS_REQUESTS] = c->runs ? c->requests / (double)c->runs : NAN;
	v[WHYS_QUEUE_MS] = trace_times_mean(&c->queue) / 1e6;
	v[WHYS_QUEUE_P50] = trace_times_pct(&c->queue, 50.0) / 1e6;
	v[WHYS_QUEUE_P99] = trace_times_pct(&c->queue, 99.0) / 1e6;
	v[WHYS_DEVICE_MS] = trace_times_mean(&c->device) / 1e6;
	v[WHYS_DEVICE_P50] = trace_times_pct(&c->device, 50.0) / 1e6;
	v[WHYS_DEVICE_P99] = trace_times_pct(&c->device, 99.0) / 1e6;
}

int whys_table(const struct model *m, const struct model_table *t, struct whys_table *out)
{
	size_t i;
	long c;
	int k, f;

	buildlog("split", t->cell, t->ddir);
	memset(out, 0, sizeof(*out));
	out->cell = t->cell;
	out->rows = calloc(t->n + 1, sizeof(*out->rows));
	if (!out->rows)
		return -ENOMEM;
	for (i = 0; i < t->n; i++) {
		struct whys_row *w = &out->rows[i];
		const struct results_series *se;

		w->row = &t->rows[i];
		for (k = 0; k < WHYS_NCLASS; k++)
			for (f = 0; f < WHYS_NFIG; f++)
				w->fig[k][f] = NAN;
		c = why_cell(m, t->rows[i].input, t->cell);
		if (c < 0)
			continue;
		se = results_series(&m->in[t->rows[i].input].r, t->rows[i].sched, (size_t)c);
		if (!se || !se->startup)
			continue;
		w->runs = se->m[METRIC_STARTUP].n;
		w->traced = se->startup->split[0].runs;
		out->runs += w->runs;
		out->traced += w->traced;
		for (k = 0; w->traced && k < WHYS_NCLASS; k++) {
			w->cls[k] = &se->startup->split[k];
			figures(w->cls[k], w->fig[k]);
		}
	}
	out->n = t->n;
	if (!out->traced) {
		whys_free(out);
		return -ENODATA;
	}
	return 0;
}

void whys_free(struct whys_table *w)
{
	free(w->rows);
	memset(w, 0, sizeof(*w));
}
