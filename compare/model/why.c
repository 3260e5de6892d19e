// why.c: the runs behind a comparison's tables and their engine details (see why.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model/buildlog.h"
#include "model/why.h"

long why_cell(const struct model *m, size_t k, const char *cell)
{
	size_t c;

	for (c = 0; c < m->in[k].r.ncells; c++)
		if (strcmp(m->in[k].r.cells[c], cell) == 0)
			return (long)c;
	return -1;
}

int why_matches(const struct model *m, const struct why_run *r, const struct model_row *row,
		const char *cell)
{
	return r->input == row->input && r->s == row->sched &&
	       (long)r->c == why_cell(m, row->input, cell);
}

double why_dist_mean(const struct why_dist *d)
{
	double sum = 0;
	size_t i;

	if (d->total <= 0)
		return NAN;
	for (i = 0; i < d->n; i++)
		sum += d->v[i].value * d->v[i].count;
	return sum / d->total;
}

double why_ooo_pooled(const struct model *m, const struct why *w, const struct model_row *row,
		      const char *cell)
{
	double total = 0, in_order = 0;
	size_t j;

	for (j = 0; j < w->n; j++) {
		const struct why_dist *d = &w->runs[j].e->ooo;

		if (!why_matches(m, &w->runs[j], row, cell) || d->total <= 0)
			continue;
		total += d->total;
		if (d->n && d->v[0].value == 0) /* values increasing: distance 0 first */
			in_order += d->v[0].count;
	}
	return total > 0 ? (total - in_order) / total : NAN;
}

const struct model_row *why_row(const struct model *m, size_t k, size_t s, const char *cell)
{
	size_t t, i;

	for (t = 0; t < m->ntables; t++) {
		if (cell && strcmp(m->tables[t].cell, cell))
			continue;
		for (i = 0; i < m->tables[t].n; i++)
			if (m->tables[t].rows[i].input == k && m->tables[t].rows[i].sched == s)
				return &m->tables[t].rows[i];
	}
	return NULL;
}

/* stack_with_key: D's stack with KEY ("bfq:low_latency=1", as words: "bfq low_latency=1")
 * in place of the first device's scheduler, a new string; NULL on -ENOMEM. */
static char *stack_with_key(const struct results_details *d, const char *key)
{
	size_t len = 0;
	char *out = NULL;
	FILE *f;

	if (!key)
		return strdup(d->stack);
	f = open_memstream(&out, &len);
	if (!f)
		return NULL;
	fwrite(d->stack, 1, d->sched_at, f);
	for (; *key; key++)
		fputc(*key == ':' || *key == ',' ? ' ' : *key, f);
	fputs(d->stack + d->sched_at + d->sched_len, f);
	if (fclose(f)) {
		free(out);
		return NULL;
	}
	return out;
}

/* add_run: the run RR of input K into W. 0 or -ENOMEM. */
static int add_run(const struct model *m, struct why *w, size_t k, const struct results_run *rr,
		   FILE *err)
{
	const struct model_row *row = why_row(m, k, rr->s, m->in[k].r.cells[rr->c]);
	struct why_run *r, *nv;
	size_t i;

	if (!row)
		return 0; /* in no table */
	if (w->n == w->cap) {
		w->cap = w->cap ? w->cap * 2 : 64;
		nv = realloc(w->runs, w->cap * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		w->runs = nv;
	}
	r = &w->runs[w->n++];
	memset(r, 0, sizeof(*r));
	r->input = k, r->s = rr->s, r->c = rr->c, r->run = 1;
	for (i = 0; i + 1 < w->n; i++) /* the run's number within its row and cell */
		if (w->runs[i].input == k && w->runs[i].s == rr->s && w->runs[i].c == rr->c)
			r->run++;
	r->dir = rr->ddir && !strcmp(rr->ddir, "write") ? RUNFILE_WRITE : RUNFILE_READ;
	r->bw_kibps = rr->bw_kibps, r->iops = rr->iops;
	r->fio_path = rr->fio_path ? rr->fio_path : "";
	r->stats_path = rr->stats_path;
	r->e = &rr->d;
	if (rr->d.notes)
		fputs(rr->d.notes, err);
	if (rr->d.stack && !(r->stack = stack_with_key(&rr->d, row->key)))
		return -ENOMEM;
	return 0;
}

int why_load(const struct model *m, struct why *w, FILE *err)
{
	size_t k, i;
	int ret;

	buildlog("why", NULL, NULL);
	memset(w, 0, sizeof(*w));
	for (k = 0; k < m->nin; k++) {
		for (i = 0; i < m->in[k].r.nrunrec; i++) {
			ret = add_run(m, w, k, &m->in[k].r.runs[i], err);
			if (ret) {
				why_free(w);
				return ret;
			}
		}
	}
	return 0;
}

void why_free(struct why *w)
{
	size_t i;

	for (i = 0; i < w->n; i++)
		free(w->runs[i].stack);
	free(w->runs);
	memset(w, 0, sizeof(*w));
}
