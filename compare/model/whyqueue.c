// whyqueue.c: where requests waited, per row and cell (see whyqueue.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model/buildlog.h"
#include "model/why.h"
#include "model/whyqueue.h"

const struct whyq_fig_info whyq_figs[WHYQ_NFIG] = {
	[WHYQ_REQUESTS] = { "requests", "requests", "requests" },
	[WHYQ_MERGES] = { "merges", "merges", "merges" },
	[WHYQ_QUEUE_MS] = { "queue_ms", "queue ms", "ms" },
	[WHYQ_QUEUE_P99] = { "queue_p99_ms", "queue p99 ms", "ms" },
	[WHYQ_DEVICE_MS] = { "device_ms", "device ms", "ms" },
	[WHYQ_DEVICE_P99] = { "device_p99_ms", "device p99 ms", "ms" },
};

const char *whyq_source_name(enum whyq_source s)
{
	return s == WHYQ_TRACE ? "block trace" : s == WHYQ_COUNTERS ? "device counters" : "none";
}

/* run_dir: the direction of run RR. */
static enum runfile_dir run_dir(const struct results_run *rr)
{
	return rr->ddir && !strcmp(rr->ddir, "write") ? RUNFILE_WRITE : RUNFILE_READ;
}

/* of_trace: a run's figures from its block trace into V (NAN: not known). */
static void of_trace(const struct why_trace *t, double *v)
{
	v[WHYQ_REQUESTS] = t->requests;
	v[WHYQ_MERGES] = t->merges;
	v[WHYQ_QUEUE_MS] = t->queue_ns / 1e6;
	v[WHYQ_QUEUE_P99] = t->queue_p99_ns / 1e6;
	v[WHYQ_DEVICE_MS] = t->device_ns / 1e6;
	v[WHYQ_DEVICE_P99] = t->device_p99_ns / 1e6;
}

/* of_counters: the figures of the device under test DEV (devstat[0]) in direction DIR into
 * V, by whyqueue.h's formulas (iostats.rst fields 4, 8, 10). */
static void of_counters(const struct why_dev *dev, enum runfile_dir dir, double *v)
{
	double await, busy;

	v[WHYQ_REQUESTS] = dev->ios[dir];
	v[WHYQ_MERGES] = dev->merges[dir];
	if (!dev->has_ticks || dev->ios[dir] <= 0 || dev->ios_all <= 0)
		return;
	await = dev->ticks_ms[dir] / dev->ios[dir];
	busy = dev->io_ticks_ms / dev->ios_all;
	v[WHYQ_DEVICE_MS] = busy;
	v[WHYQ_QUEUE_MS] = await > busy ? await - busy : 0;
}

/* fill: row ROW of cell C of its input (direction DDIR when not NULL) into *W; the per-run
 * values gathered in X and each figure's in COL (room for every run of the input). */
static void fill(const struct model *m, const struct model_row *row, long c, const char *ddir,
		 struct whyq_row *w, double (*x)[WHYQ_NFIG], double *col)
{
	const struct results *r = &m->in[row->input].r;
	size_t i, j, n = 0, traced = 0, counted = 0;
	int f;

	memset(w, 0, sizeof(*w));
	w->row = row;
	for (i = 0; i < r->nrunrec; i++) {
		const struct results_run *rr = &r->runs[i];

		if (rr->s != row->sched || (long)rr->c != c || !rr->d.has_engine ||
		    (ddir && (!rr->ddir || strcmp(rr->ddir, ddir))))
			continue;
		w->runs++;
		traced += rr->d.trace.has;
		counted += rr->d.ndev > 0;
	}
	w->traced = traced;
	if (!w->runs || (traced < w->runs && !counted))
		return;
	w->source = traced == w->runs ? WHYQ_TRACE : WHYQ_COUNTERS;
	for (i = 0; i < r->nrunrec; i++) {
		const struct results_run *rr = &r->runs[i];

		if (rr->s != row->sched || (long)rr->c != c || !rr->d.has_engine ||
		    (ddir && (!rr->ddir || strcmp(rr->ddir, ddir))))
			continue;
		for (f = 0; f < WHYQ_NFIG; f++)
			x[n][f] = NAN;
		if (w->source == WHYQ_TRACE) {
			of_trace(&rr->d.trace, x[n]);
			w->lost += !rr->d.trace.complete;
		} else if (rr->d.ndev) {
			of_counters(&rr->d.dev[0], run_dir(rr), x[n]);
		}
		n++;
	}
	for (f = 0; f < WHYQ_NFIG; f++) {
		size_t k = 0;

		for (j = 0; j < n; j++)
			if (isfinite(x[j][f]))
				col[k++] = x[j][f];
		if (k)
			stats_summarize(col, k, &w->fig[f]);
	}
}

int whyq_wanted(const struct model_table *t)
{
	return t->metric == METRIC_MBPS && !t->host;
}

int whyq_table(const struct model *m, const struct model_table *t, struct whyq_table *out)
{
	double (*x)[WHYQ_NFIG] = NULL, *col;
	size_t i, k, most = 0;
	long c;

	char key[160];

	snprintf(key, sizeof(key), "%s%s%s%s%s", metric_info(t->metric)->key, t->ddir ? " " : "",
		 t->ddir ? t->ddir : "", t->host ? " @" : "", t->host ? t->host : "");
	buildlog("whyq", t->cell, key);
	memset(out, 0, sizeof(*out));
	out->cell = t->cell, out->ddir = t->ddir;
	for (k = 0; k < m->nin; k++)
		most = m->in[k].r.nrunrec > most ? m->in[k].r.nrunrec : most;
	out->rows = calloc(t->n + 1, sizeof(*out->rows));
	x = calloc(most + 1, sizeof(*x));
	col = calloc(most + 1, sizeof(*col));
	if (!out->rows || !x || !col) {
		free(x);
		free(col);
		whyq_free(out);
		return -ENOMEM;
	}
	for (i = 0; i < t->n; i++) {
		c = why_cell(m, t->rows[i].input, t->cell);
		if (c >= 0)
			fill(m, &t->rows[i], c, t->ddir, &out->rows[i], x, col);
		else
			out->rows[i].row = &t->rows[i];
		out->has[out->rows[i].source] = 1;
	}
	out->n = t->n;
	free(x);
	free(col);
	if (!out->has[WHYQ_TRACE] && !out->has[WHYQ_COUNTERS]) {
		whyq_free(out);
		return -ENODATA;
	}
	return 0;
}

void whyq_free(struct whyq_table *w)
{
	free(w->rows);
	memset(w, 0, sizeof(*w));
}
