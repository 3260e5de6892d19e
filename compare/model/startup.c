// startup.c: the columns, notes and curves of a start-up study's tables (see model/startup.h).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/names.h"
#include "model/startup.h"
#include "model/stats.h"

enum { COL_BG, COL_WAIT, COL_IDLE, COL_XIDLE, NCOLS };

static const struct model_column cols[NCOLS] = {
	[COL_BG] = { "background_mbps", "background MB/s", "  background %.1f MB/s", "%.1f", NULL },
	[COL_WAIT] = { "io_wait_s", "I/O wait, s", "  I/O wait %.3f s", "%.3f", NULL },
	[COL_IDLE] = { "idle_s", "idle, s", "  idle %.3f s", "%.3f", "idle (no background)" },
	[COL_XIDLE] = { "x_idle", "x idle", "; %.1fx idle under load", "%.1f", NULL },
};

static const char *const header[] = {
	"Measure   the app job's span: its first replayed request issued to its last completed "
	"(engine stats span.ns), s",
	"I/O wait  the app job's completion latencies summed (at iodepth 1 the part spent "
	"waiting for the disk), s",
	"Background the other jobs' fio bandwidth, summed, over their run (MB/s of the Units line)",
	"Idle      the same start with no background under the same scheduler (the pack's idle "
	"cells); x idle: the start-up time under load over it",
};

const char *const *startup_header(size_t *n)
{
	*n = sizeof(header) / sizeof(header[0]);
	return header;
}

/* cell_of: the index of CELL in R, or R->ncells. */
static size_t cell_of(const struct results *r, const char *cell)
{
	size_t c;

	for (c = 0; c < r->ncells && strcmp(r->cells[c], cell); c++)
		;
	return c;
}

/* mean_of: the mean of V, NAN when empty. */
static double mean_of(const struct results_values *v)
{
	struct stats_summary st;

	if (!v->n)
		return NAN;
	stats_summarize(v->v, v->n, &st);
	return st.mean;
}

/* columns: ROW's columns (row of scheduler folder row->sched on cell C of R). */
static void columns(const struct model *m, const struct results *r, size_t c, struct model_row *row)
{
	const struct results_series *se = results_series(r, row->sched, c), *idle;
	const struct results_cellinfo *ci = &r->cellinfo[c];
	double bg = mean_of(&se->startup->bg_kibps);

	row->col[COL_BG] = isnan(bg) ? NAN : units_mbps(bg, m->unit);
	row->col[COL_WAIT] = mean_of(&se->startup->io_wait_s);
	row->col[COL_IDLE] = row->col[COL_XIDLE] = NAN;
	if (ci->idle_cell < 0)
		return;
	idle = results_series(r, row->sched, (size_t)ci->idle_cell);
	if (idle->startup->timed_out || !idle->m[METRIC_STARTUP].n)
		return; /* no idle row under this folder */
	row->col[COL_IDLE] = mean_of(&idle->m[METRIC_STARTUP]);
	if (row->col[COL_IDLE] > 0)
		row->col[COL_XIDLE] = row->st.mean / row->col[COL_IDLE];
	else
		row->col[COL_IDLE] = NAN;
}

/* note: the line of folder S of input K on cell C when it has no row, into *OUT (NULL when
 * it has a row or no run). 0 or -ENOMEM. */
static int note(const struct model *m, const struct labels *l, size_t k, size_t s, size_t c,
		char **out)
{
	const struct results *r = &m->in[k].r;
	const struct results_series *se = results_series(r, s, c);
	char *key, *label;
	int d = 0, ret;

	*out = NULL;
	if (!se->startup->listed || (!se->startup->timed_out && se->m[METRIC_STARTUP].n))
		return 0;
	if (model_row_label(m, l, k, s, se, &d, &key, &label))
		return -ENOMEM;
	if (se->startup->timed_out)
		ret = asprintf(out, "%s  timed out in %zu of %zu runs (no value, as the published "
			       "tables leave such rows out)", label, se->startup->timed_out,
			       se->startup->listed);
	else
		ret = asprintf(out, "%s  no usable run", label);
	free(key);
	free(label);
	if (ret < 0) {
		*out = NULL;
		return -ENOMEM;
	}
	return 0;
}

int startup_table(const struct model *m, const struct labels *l, size_t k, struct model_table *t)
{
	const struct results *r = &m->in[k].r;
	size_t c = cell_of(r, t->cell), i, pass, s;
	char *line;

	if (c == r->ncells || !r->cellinfo)
		return 0;
	t->cols = cols;
	t->ncols = NCOLS;
	t->subtitle = r->cellinfo[c].title ? r->cellinfo[c].title : r->cellinfo[c].is_idle ?
		"idle floor: the start replayed with no background (S's start-up time on idle "
		"device)" : NULL;
	for (i = 0; i < t->n; i++)
		if (t->rows[i].input == k)
			columns(m, r, c, &t->rows[i]);
	for (pass = 0; pass < 2; pass++) { /* the timed-out folders, then those without a value */
		for (s = 0; s < r->nscheds; s++) {
			int timed_out = results_series(r, s, c)->startup->timed_out > 0;

			if (pass == 0 ? !timed_out : timed_out)
				continue;
			if (note(m, l, k, s, c, &line))
				return -ENOMEM;
			if (line && model_table_note(t, line)) /* after the rule's (seqverdict.c) */
				return -ENOMEM;
		}
	}
	return 0;
}

int startup_progress(const struct model *m, size_t k, const struct model_table *t,
		     struct model_progress *p)
{
	const struct results *r = &m->in[k].r;
	const struct results_series *se;
	size_t c = cell_of(r, t->cell), i;

	memset(p, 0, sizeof(*p));
	p->cell = t->cell;
	p->subtitle = t->subtitle;
	if (c == r->ncells || !r->cellinfo)
		return 0;
	p->labels = calloc(t->n + 1, sizeof(*p->labels));
	p->st = calloc(t->n + 1, sizeof(*p->st));
	if (!p->labels || !p->st)
		return -ENOMEM;
	for (i = 0; i < t->n; i++) {
		if (t->rows[i].input != k)
			continue;
		se = results_series(r, t->rows[i].sched, c);
		if (!se->startup || !se->startup->ncurve)
			continue;
		p->labels[p->n] = t->rows[i].label;
		p->st[p->n++] = se->startup;
	}
	return 0;
}
