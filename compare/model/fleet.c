// fleet.c: the host-paired scheduler effect (see fleet.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model/accel.h"
#include "model/fleet.h"

static int same(const char *a, const char *b)
{
	return a == b || (a && b && strcmp(a, b) == 0);
}

/* host_mean: the mean of the first row with KEY in per-host table H, or NAN. */
static double host_mean(const struct model_table *h, const char *key)
{
	size_t i;

	for (i = 0; i < h->n; i++)
		if (strcmp(h->rows[i].key, key) == 0)
			return h->rows[i].st.mean;
	return NAN;
}

/* better: 1 when A is better than B for METRIC. */
static int better(enum metric metric, double a, double b)
{
	return metric_info(metric)->less_is_better ? a < b : a > b;
}

/* fleet_one: the fleet table of T from its NH per-host tables HT into F. */
static int fleet_one(const struct model_table *t, const struct model_table **ht, size_t nh,
		     const struct labels *l, struct fleet_table *f)
{
	double *x = calloc(nh * t->n + 1, sizeof(*x)), *a, *b, *mean;
	const char **keys = calloc(t->n + 1, sizeof(*keys));
	size_t nk = 0, i, j, h, best = 0, np, *cnt = calloc(t->n + 1, sizeof(*cnt));
	int ret = -ENOMEM;

	a = calloc(nh + 1, sizeof(*a));
	b = calloc(nh + 1, sizeof(*b));
	mean = calloc(t->n + 1, sizeof(*mean));
	f->hosts = nh;
	if (!x || !keys || !cnt || !a || !b || !mean)
		goto out;
	for (i = 0; i < t->n; i++) { /* distinct keys in the table's order */
		for (j = 0; j < nk && strcmp(keys[j], t->rows[i].key); j++)
			;
		if (j == nk)
			keys[nk++] = t->rows[i].key;
	}
	for (j = 0; j < nk; j++)
		for (h = 0; h < nh; h++)
			if (!isnan(x[j * nh + h] = host_mean(ht[h], keys[j])))
				cnt[j]++;
	f->rows = calloc(nk + 1, sizeof(*f->rows));
	if (!f->rows)
		goto out;
	for (j = 0; j < nk; j++) { /* the best: on 2 hosts or more, best mean over its hosts */
		double s = 0;

		for (h = 0; h < nh; h++)
			s += isnan(x[j * nh + h]) ? 0 : x[j * nh + h];
		mean[j] = cnt[j] ? s / (double)cnt[j] : NAN;
		if (cnt[j] >= 2 && (cnt[best] < 2 || better(t->metric, mean[j], mean[best])))
			best = j;
	}
	if (cnt[best] < 2) {
		ret = 0;
		goto out;
	}
	for (j = 0; j < nk; j++) {
		struct fleet_row *r = &f->rows[f->n];

		if (cnt[j] < 2)
			continue;
		r->mean = mean[j];
		r->key = keys[j];
		for (np = 0, h = 0; h < nh && j != best; h++) {
			if (isnan(x[j * nh + h]) || isnan(x[best * nh + h]))
				continue;
			a[np] = x[j * nh + h];
			b[np++] = x[best * nh + h];
		}
		if (j != best)
			verdict_paired(a, b, np, &r->v);
		else
			memset(&r->v, 0, sizeof(r->v));
		r->label = strdup(labels_name(l, keys[j]));
		if (!r->label)
			goto out;
		f->n++;
		if (j == best && f->n > 1) { /* best first */
			struct fleet_row tmp = f->rows[f->n - 1];

			memmove(&f->rows[1], &f->rows[0], (f->n - 1) * sizeof(*r));
			f->rows[0] = tmp;
		}
	}
	ret = 0;
out:
	free(x);
	free(keys);
	free(cnt);
	free(a);
	free(b);
	free(mean);
	return ret;
}

int fleet_build(struct model *m, const struct labels *l)
{
	const struct model_table **ht;
	size_t i, j, nh;
	int ret = 0;

	if (!m->nhost_tables)
		return 0;
	m->fleet = calloc(m->ntables + 1, sizeof(*m->fleet));
	ht = calloc(m->nhost_tables + 1, sizeof(*ht));
	if (!m->fleet || !ht) {
		free(ht);
		return -ENOMEM;
	}
	for (i = 0; i < m->ntables && !ret; i++) {
		const struct model_table *t = &m->tables[i];

		if (metric_info(t->metric)->no_better)
			continue;
		for (nh = 0, j = 0; j < m->nhost_tables; j++) {
			const struct model_table *h = &m->host_tables[j];

			if (same(h->cell, t->cell) && h->metric == t->metric && same(h->ddir, t->ddir))
				ht[nh++] = h;
		}
		if (nh >= 2 && accel_judgeable(m, t)) /* none across accelerators (accel.h) */
			ret = fleet_one(t, ht, nh, l, &m->fleet[i]);
	}
	free(ht);
	return ret;
}

void fleet_free(struct model *m)
{
	size_t i, j;

	if (!m->fleet)
		return;
	for (i = 0; i < m->ntables; i++) {
		for (j = 0; j < m->fleet[i].n; j++)
			free(m->fleet[i].rows[j].label);
		free(m->fleet[i].rows);
	}
	free(m->fleet);
	m->fleet = NULL;
}
