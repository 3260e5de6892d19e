// countbias.c: the note on fio's bytes counted before the window (countbias.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/append.h"
#include "model/buildlog.h"
#include "model/countbias.h"

/* The cause, said once per note (COMPARE.md "Counted before the window"). */
#define COUNTBIAS_WHY "I/O the device completed during ramp_time and fio reaped after it " \
	"(completions left unreaped at the ramp's end: many when io_submit waited for a driver " \
	"tag, as under none at an iodepth above the tags; COMPARE.md \"Counted before the window\")"

double countbias_excess(double fio, double dev)
{
	return dev > 0 ? (fio - dev) / dev : 0;
}

/* What the runs of one row say. */
struct row_bias {
	size_t n;          /* runs with the window's bytes */
	double sum, lo, hi; /* their excesses (countbias_excess) */
	double ratio_sum;  /* sum of device / fio bytes */
	int over;          /* a run's excess > COUNTBIAS_OVER */
	int dir;           /* 0 read, 1 write, -1 no run in the table's direction */
};

/* row_runs: the runs of row ROW of table T (input R, cell C) into *B. */
static void row_runs(const struct results *r, const struct model_table *t,
		     const struct model_row *row, size_t c, struct row_bias *b)
{
	size_t i;
	double x;

	memset(b, 0, sizeof(*b));
	b->dir = -1;
	for (i = 0; i < r->nrunrec; i++) {
		const struct results_run *run = &r->runs[i];

		if (run->s != row->sched || run->c != c || !run->ddir ||
		    (t->ddir && strcmp(run->ddir, t->ddir)))
			continue;
		b->dir = strcmp(run->ddir, "write") == 0;
		if (!run->d.has_window || !(run->d.win_dev_bytes > 0) || !(run->d.win_fio_bytes > 0))
			continue;
		x = countbias_excess(run->d.win_fio_bytes, run->d.win_dev_bytes);
		b->lo = b->n ? (x < b->lo ? x : b->lo) : x;
		b->hi = b->n ? (x > b->hi ? x : b->hi) : x;
		b->sum += x;
		b->ratio_sum += run->d.win_dev_bytes / run->d.win_fio_bytes;
		b->n++;
		b->over |= x > COUNTBIAS_OVER;
	}
}

/* cap_of: the device model's cap of input R for direction DIR in T's metric and unit, or 0. */
static double cap_of(const struct model *m, const struct results *r,
		     const struct model_table *t, int dir)
{
	double cap;

	if (dir < 0 || !r->has_manifest)
		return 0;
	cap = r->man.med.cap[dir][t->metric == METRIC_IOPS];
	if (cap > 0 && t->metric == METRIC_MBPS)
		cap = units_mbps(cap / 1024.0, m->unit); /* bytes/s as KiB/s, then the unit */
	return cap;
}

/* device_rate: what the device did of row ROW's mean (T's metric, input R, cell C) as the
 * cap counts it: MB/s as it is; IOPS as device requests, the mean x (1 - the mean merge
 * ratio) (merged bios are one request, and the model's IOPS cap counts requests: a
 * sequential 4k read under a scheduler is above the cap in fio's IOPS without any bias);
 * 0 for IOPS without merge ratios (nothing to tell). */
static double device_rate(const struct results *r, const struct model_table *t,
			  const struct model_row *row, size_t c)
{
	const struct results_values *mr = &results_series(r, row->sched, c)->m[METRIC_MERGE];
	double sum = 0;
	size_t i;

	if (t->metric == METRIC_MBPS)
		return row->st.mean;
	if (!mr->n)
		return 0;
	for (i = 0; i < mr->n; i++)
		sum += mr->v[i];
	return row->st.mean * (1 - sum / (double)mr->n);
}

/* cell_of: the index of T's cell in input R, or R->ncells. */
static size_t cell_of(const struct results *r, const struct model_table *t)
{
	size_t c;

	for (c = 0; c < r->ncells && strcmp(r->cells[c], t->cell); c++)
		;
	return c;
}

/* device_note: the note of a table ranked on the device (model.h on_device) into *LINE
 * (malloc'd): what it is ranked on, why, and how far fio's own figure is above the device's
 * for each row whose runs have the window's bytes. No row is flagged: the ranked numbers
 * carry no bias. 0 or -ENOMEM. */
static int device_note(const struct model *m, struct model_table *t, char **line)
{
	char *rows = NULL;
	struct row_bias b;
	size_t i, c;
	int ret = 0;

	for (i = 0; i < t->n && !ret; i++) {
		struct model_row *row = &t->rows[i];
		const struct results *r = &m->in[row->input].r;

		if ((c = cell_of(r, t)) == r->ncells)
			continue;
		row_runs(r, t, row, c, &b);
		if (!b.n)
			continue;
		row->bias = b.sum / (double)b.n;
		ret = model_append(&rows, "; ", "%s %+.1f %% (%+.1f to %+.1f %% over %zu runs)",
				   row->label, 100 * row->bias, 100 * b.lo, 100 * b.hi, b.n);
	}
	if (!ret && asprintf(line, "Ranked, judged and drawn on what the device moved while fio "
			     "counted: %s. 'fio' beside each row is fio's own figure, kept for the "
			     "published sets: it counts in its window I/O the device finished before "
			     "it%s%s (COMPARE.md \"Counted before the window\")", t->dev_window ?
			     "the engine's clean count of each run (STATS.md clean_window), or for "
			     "runs without one fio's figure scaled to the device's bytes in the window "
			     "(devstat[].window_delta)" : "the engine's clean count of each run "
			     "(STATS.md clean_window)", rows ? "; fio's bytes above the device's: " :
			     "", rows ? rows : "") < 0)
		ret = -ENOMEM;
	free(rows);
	return ret;
}

/* uncrown: clear T's crowned (model.h) when its top row is noted with a count bias EXCESS
 * (a fraction, the top row's) at least its lead over the next row: the top would be an
 * artefact of fio's count. Welch's tables only (a decided table's reference is the rule's). */
static void uncrown(struct model_table *t, double excess)
{
	double lead;

	if (!t->crowned || t->n < 2 || model_table_reference(t) != 0 || !t->rows[0].countbias ||
	    !(t->rows[1].st.mean > 0))
		return;
	lead = t->rows[0].st.mean / t->rows[1].st.mean - 1;
	if (excess >= lead) {
		t->crowned = 0;
		t->artefact = 1;
	}
}

int countbias_note(const struct model *m, struct model_table *t, char **line)
{
	const struct metric_info *mi = metric_info(t->metric);
	char *rows = NULL, *cap_rows = NULL, *all;
	struct row_bias b;
	double top_excess = 0;
	size_t i, c;
	int ret = 0;

	*line = NULL;
	if ((t->metric != METRIC_MBPS && t->metric != METRIC_IOPS) || t->host)
		return 0;
	if (t->on_device)
		return device_note(m, t, line);
	for (i = 0; i < t->n && !ret; i++) {
		struct model_row *row = &t->rows[i];
		const struct results *r = &m->in[row->input].r;
		double cap, rate;

		if ((c = cell_of(r, t)) == r->ncells)
			continue;
		row_runs(r, t, row, c, &b);
		if (b.n)
			row->bias = b.sum / (double)b.n;
		if (b.n && b.over) {
			row->countbias = 1;
			if (i == 0)
				top_excess = b.sum / (double)b.n;
			ret = model_append(&rows, "; ", "%s: fio counted %.1f %% (%.1f to %.1f %% "
					   "over %zu runs) more bytes than the device moved in the "
					   "window, whose own rate was %.1f %s", row->label,
					   100 * b.sum / (double)b.n, 100 * b.lo, 100 * b.hi, b.n,
					   row->st.mean * b.ratio_sum / (double)b.n, mi->unit);
		} else if (!b.n && (cap = cap_of(m, r, t, b.dir)) > 0 &&
			   (rate = device_rate(r, t, row, c)) > cap * (1 + COUNTBIAS_CAP_OVER)) {
			row->countbias = 1;
			row->bias = (rate - cap) / cap;
			if (i == 0)
				top_excess = (rate - cap) / cap;
			ret = model_append(&cap_rows, "; ", "%s: %.1f %s, %.1f %% above the %s cap "
					   "of the medium (%.1f %s)", row->label, rate,
					   t->metric == METRIC_IOPS ? "device requests/s" : mi->unit,
					   100 * (rate - cap) / cap, b.dir ? "write" : "read", cap,
					   t->metric == METRIC_IOPS ? "requests/s" : mi->unit);
		}
	}
	if (!ret && rows)
		ret = asprintf(&all, "%s: %s", rows, COUNTBIAS_WHY) < 0 ? -ENOMEM : 0;
	else if (!ret && cap_rows)
		ret = asprintf(&all, "%s (the device model's throttle; these runs' stats have no "
			       "window_delta to measure it): likely %s", cap_rows, COUNTBIAS_WHY) < 0
		      ? -ENOMEM : 0;
	else
		all = NULL;
	if (!ret && rows && cap_rows) { /* both kinds in one table: one line */
		char *both;

		ret = asprintf(&both, "%s; and %s (the device model's throttle; no window_delta)",
			       all, cap_rows) < 0 ? -ENOMEM : 0;
		free(all);
		all = ret ? NULL : both;
	}
	free(rows);
	free(cap_rows);
	if (ret)
		return ret;
	uncrown(t, top_excess);
	*line = all;
	return 0;
}

int countbias_tables(struct model *m)
{
	char *line;
	size_t i;
	int ret;

	for (i = 0; i < m->ntables; i++) {
		struct model_table *t = &m->tables[i];

		if (t->metric != METRIC_MBPS && t->metric != METRIC_IOPS)
			continue;
		buildlog("countbias", t->cell, t->ddir ? t->ddir : metric_info(t->metric)->key);
		ret = countbias_note(m, t, &line);
		if (!ret && line)
			ret = model_table_note(t, line);
		if (ret)
			return ret;
	}
	return 0;
}
