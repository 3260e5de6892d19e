// why.c: the per-run details of a comparison (see why.h): which runs, then each run read
// by why_read.c.
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "why.h"
#include "why_read.h"

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

const struct model_row *why_row(const struct model *m, size_t k, size_t s)
{
	size_t t, i;

	for (t = 0; t < m->ntables; t++)
		for (i = 0; i < m->tables[t].n; i++)
			if (m->tables[t].rows[i].input == k && m->tables[t].rows[i].sched == s)
				return &m->tables[t].rows[i];
	return NULL;
}

/* marked: 1 when manifest.json of R lists run RUN of (SCHED, CELL) other than "ok". */
static int marked(const struct results *r, const char *sched, const char *cell, int run)
{
	size_t i;

	for (i = 0; i < r->man.nlisted; i++) {
		const struct manifest_run *l = &r->man.listed[i];

		if (l->run == run && !strcmp(l->sched, sched) && !strcmp(l->cell, cell))
			return l->status && strcmp(l->status, "ok") != 0;
	}
	return 0;
}

/* regular: 1 when PATH is a regular file. */
static int regular(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* add_run: run RUN of folder S on cell C of input K, in FOLDER (run-<RUN>), into W. */
static int add_run(const struct model *m, struct why *w, size_t k, size_t s, size_t c,
		   const char *folder, int run, FILE *err)
{
	struct runfile_fio fio;
	struct why_run *r, *nv;
	char why[256];
	int ret;

	if (w->n == w->cap) {
		w->cap = w->cap ? w->cap * 2 : 64;
		nv = realloc(w->runs, w->cap * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		w->runs = nv;
	}
	r = &w->runs[w->n];
	memset(r, 0, sizeof(*r));
	r->input = k, r->s = s, r->c = c, r->run = run;
	if (asprintf(&r->fio_path, "%s/fio.json", folder) < 0) {
		r->fio_path = NULL;
		return -ENOMEM;
	}
	ret = runfile_read_fio(r->fio_path, &fio, why, sizeof(why));
	if (ret) { /* the tables left it out and named it */
		free(r->fio_path);
		return ret == -ENOMEM ? ret : 0;
	}
	w->n++;
	r->dir = fio.dir, r->bw_kibps = fio.bw_kibps, r->iops = fio.iops;
	if (asprintf(&r->stats_path, "%s/schedaio.json", folder) < 0) {
		r->stats_path = NULL;
		return -ENOMEM;
	}
	if (!regular(r->stats_path)) {
		free(r->stats_path);
		r->stats_path = NULL;
		return 0;
	}
	return why_read_engine(r->stats_path, why_row(m, k, s)->key, r, err);
}

static int cmp_int(const void *a, const void *b)
{
	return (*(const int *)a > *(const int *)b) - (*(const int *)a < *(const int *)b);
}

/* add_cell: the runs (run-<i> folders, in run order) of folder S on cell C of input K. */
static int add_cell(const struct model *m, struct why *w, size_t k, size_t s, size_t c, FILE *err)
{
	const struct results *r = &m->in[k].r;
	char *dir, *folder;
	int *runs = NULL, *nr, i, ret = 0;
	size_t n = 0, cap = 0, j;
	struct dirent *de;
	DIR *d;

	if (asprintf(&dir, "%s/%s/%s", m->in[k].path, r->scheds[s], r->cells[c]) < 0)
		return -ENOMEM;
	d = opendir(dir);
	while (d && (de = readdir(d))) {
		char *end;
		long v;

		if (strncmp(de->d_name, "run-", 4) || de->d_name[4] < '1' || de->d_name[4] > '9')
			continue;
		v = strtol(de->d_name + 4, &end, 10);
		if (*end || v > 1000000 || marked(r, r->scheds[s], r->cells[c], (int)v))
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 8;
			nr = realloc(runs, cap * sizeof(*nr));
			if (!nr) {
				ret = -ENOMEM;
				break;
			}
			runs = nr;
		}
		runs[n++] = (int)v;
	}
	if (d)
		closedir(d);
	if (n)
		qsort(runs, n, sizeof(*runs), cmp_int);
	for (j = 0; j < n && !ret; j++) {
		i = runs[j];
		if (asprintf(&folder, "%s/run-%d", dir, i) < 0) {
			ret = -ENOMEM;
			break;
		}
		ret = add_run(m, w, k, s, c, folder, (int)j + 1, err);
		free(folder);
	}
	free(runs);
	free(dir);
	return ret;
}

int why_load(const struct model *m, struct why *w, FILE *err)
{
	size_t k, s, c;
	int ret;

	memset(w, 0, sizeof(*w));
	for (k = 0; k < m->nin; k++) {
		for (s = 0; s < m->in[k].r.nscheds; s++) {
			if (!why_row(m, k, s))
				continue; /* no run of the folder is in a table */
			for (c = 0; c < m->in[k].r.ncells; c++) {
				ret = add_cell(m, w, k, s, c, err);
				if (ret) {
					why_free(w);
					return ret;
				}
			}
		}
	}
	return 0;
}

void why_free(struct why *w)
{
	size_t i;

	for (i = 0; i < w->n; i++)
		why_run_free(&w->runs[i]);
	free(w->runs);
	memset(w, 0, sizeof(*w));
}
