// overview.c: the overview matrix (see overview.h).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/buildlog.h"
#include "model/overview.h"

size_t overview_color(const struct model *m, size_t k, size_t s)
{
	size_t j, n = 0;

	for (j = 0; j < k && j < m->nin; j++)
		n += m->in[j].r.nscheds;
	return n + s;
}

/* row_of: the index in O->rows of (K, S), or O->nrows. */
static size_t row_of(const struct overview *o, size_t k, size_t s)
{
	size_t i;

	for (i = 0; i < o->nrows; i++)
		if (o->rows[i]->input == k && o->rows[i]->sched == s)
			return i;
	return o->nrows;
}

static int cmp_color(const void *a, const void *b, void *arg)
{
	const struct overview *o = arg;
	size_t x = o->color[*(const size_t *)a], y = o->color[*(const size_t *)b];

	return (x > y) - (x < y);
}

/* sort_rows: O's rows in color order. 0 or -ENOMEM. */
static int sort_rows(struct overview *o)
{
	const struct model_row **rows = calloc(o->nrows + 1, sizeof(*rows));
	size_t *idx = calloc(o->nrows + 1, sizeof(*idx)), *col = calloc(o->nrows + 1, sizeof(*col));
	size_t i;

	if (!rows || !idx || !col) {
		free(rows);
		free(idx);
		free(col);
		return -ENOMEM;
	}
	for (i = 0; i < o->nrows; i++)
		idx[i] = i;
	qsort_r(idx, o->nrows, sizeof(*idx), cmp_color, o);
	for (i = 0; i < o->nrows; i++) {
		rows[i] = o->rows[idx[i]];
		col[i] = o->color[idx[i]];
	}
	free(o->rows);
	free(o->color);
	free(idx);
	o->rows = rows;
	o->color = col;
	return 0;
}

/* best_alone: the best entry of column COL of O marked alone when no other entry of the
 * column is significantly different from it (it is then not coloured as a winner), and
 * untested when none of them was tested either (all undecided: "* ?", overview.h). */
static void best_alone(struct overview *o, size_t col)
{
	struct overview_entry *best = NULL;
	size_t r;
	int other = 0, tested = 0;

	for (r = 0; r < o->nrows; r++) {
		struct overview_entry *e = &o->e[r * o->ncols + col];

		if (!e->has)
			continue;
		if (e->best)
			best = e;
		else if (!e->not_sig && !e->undecided)
			other = 1;
		else if (e->not_sig)
			tested = 1;
	}
	if (best) {
		best->alone = !other;
		best->untested = !other && !tested;
	}
}

int overview_build(const struct model *m, enum metric metric, struct overview *o)
{
	const struct model_table *t;
	struct overview_entry *e;
	size_t i, j, r, ref;
	double best;

	buildlog("overview", metric_info(metric)->key, NULL);
	memset(o, 0, sizeof(*o));
	o->metric = metric;
	o->cols = calloc(m->ntables + 1, sizeof(*o->cols));
	if (!o->cols)
		return -ENOMEM;
	for (i = 0; i < m->ntables; i++) {
		t = &m->tables[i];
		if (t->metric != metric || t->n == 0)
			continue;
		o->cols[o->ncols++] = t;
		for (j = 0; j < t->n; j++) {
			if (row_of(o, t->rows[j].input, t->rows[j].sched) < o->nrows)
				continue;
			if (o->nrows % 16 == 0) {
				const struct model_row **nr = realloc(o->rows, (o->nrows + 16) * sizeof(*nr));
				size_t *nc = nr ? realloc(o->color, (o->nrows + 16) * sizeof(*nc)) : NULL;

				if (nr)
					o->rows = nr;
				if (!nc) {
					overview_free(o);
					return -ENOMEM;
				}
				o->color = nc;
			}
			o->rows[o->nrows] = &t->rows[j];
			o->color[o->nrows++] = overview_color(m, t->rows[j].input, t->rows[j].sched);
		}
	}
	if (sort_rows(o) || !(o->e = calloc(o->nrows * o->ncols + 1, sizeof(*o->e)))) {
		overview_free(o);
		return -ENOMEM;
	}
	for (i = 0; i < o->ncols; i++) {
		t = o->cols[i];
		ref = model_table_reference(t); /* a decided table's rule's reference is the "*" */
		best = t->rows[0].st.mean;
		for (j = 0; j < t->n; j++) {
			const struct model_row *row = &t->rows[j];
			double v = row->st.mean;

			r = row_of(o, row->input, row->sched);
			e = &o->e[r * o->ncols + i];
			if (!(v > 0) || !(best > 0) || !isfinite(v) || !isfinite(best))
				continue;
			e->has = 1;
			e->mean = v;
			e->row = row;
			if ((e->unranked = t->unranked)) { /* no fraction of an order it lacks */
				e->score = NAN;
				continue;
			}
			e->score = metric_info(metric)->less_is_better ? best / v : v / best;
			if (e->score > 1) /* ties and rounding: the best is 1 */
				e->score = 1;
			e->best = j == ref;
			e->crowned = t->crowned;
			e->not_sig = row->not_sig;
			e->undecided = row->undecided;
			e->counted = row->countbias;
		}
		best_alone(o, i);
	}
	return 0;
}

void overview_free(struct overview *o)
{
	free(o->cols);
	free(o->rows);
	free(o->color);
	free(o->e);
	memset(o, 0, sizeof(*o));
}

double overview_lo(const struct overview *o)
{
	double lo = 0.5;
	size_t i;

	for (i = 0; i < o->nrows * o->ncols; i++)
		if (o->e[i].has && !o->e[i].unranked && o->e[i].score < lo)
			lo = o->e[i].score;
	return lo;
}


/* mix: the color A + (B - A) x F, A and B "#rrggbb", into BUF. */
static void mix(const char *a, const char *b, double f, char *buf)
{
	unsigned x[3], y[3], i;

	sscanf(a, "#%2x%2x%2x", &x[0], &x[1], &x[2]);
	sscanf(b, "#%2x%2x%2x", &y[0], &y[1], &y[2]);
	for (i = 0; i < 3; i++)
		x[i] = (unsigned)lround(x[i] + ((double)y[i] - x[i]) * f);
	snprintf(buf, 8, "#%02x%02x%02x", x[0] & 255, x[1] & 255, x[2] & 255);
}

void overview_rgb(const struct overview *o, double score, char *buf)
{
	double lo = overview_lo(o), mid = (lo + 1) / 2;

	if (!(score > lo))
		score = lo;
	if (score > 1)
		score = 1;
	if (score < mid)
		mix(OVERVIEW_RED, OVERVIEW_YELLOW, (score - lo) / (mid - lo), buf);
	else
		mix(OVERVIEW_YELLOW, OVERVIEW_GREEN, (score - mid) / (1 - mid), buf);
}

int overview_entry_sig(const struct overview_entry *e)
{
	return e->has && !e->unranked && e->crowned && (e->best ? !e->alone : !e->not_sig && !e->undecided);
}

const char *overview_entry_mark(const struct overview_entry *e)
{
	if (e->unranked)
		return "";
	if (e->best && e->crowned)
		return e->untested ? (e->counted ? " * ? !" : " * ?")
		       : e->alone ? (e->counted ? " * ~ !" : " * ~") : (e->counted ? " * !" : " *");
	if (e->not_sig)
		return e->counted ? " ~ !" : " ~";
	if (e->undecided)
		return e->counted ? " ? !" : " ?";
	return e->counted ? " !" : "";
}

/* any_entry: 1 when an entry of O is counted (UNRANKED 0) or unranked (UNRANKED 1). */
static int any_entry(const struct overview *o, int unranked)
{
	size_t i;

	for (i = 0; i < o->nrows * o->ncols; i++)
		if (o->e[i].has && (unranked ? o->e[i].unranked : o->e[i].counted))
			return 1;
	return 0;
}

int overview_counted(const struct overview *o)
{
	return any_entry(o, 0);
}

int overview_unranked(const struct overview *o)
{
	return any_entry(o, 1);
}

void overview_entry_rgb(const struct overview *o, const struct overview_entry *e, char *buf)
{
	if (!overview_entry_sig(e))
		snprintf(buf, 8, "%s", OVERVIEW_GREY);
	else
		overview_rgb(o, e->score, buf);
}
