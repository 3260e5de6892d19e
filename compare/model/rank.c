// rank.c: how every table of compare is ranked and marked (see model.h model_rank).
#include <errno.h>
#include <math.h>
#include <stdlib.h>

#include "model/model.h"

/* sort_rows: best first; qsort is not stable, so ties keep input order by index. */
static void sort_rows(struct model_row *rows, size_t n, int lib)
{
	size_t i, j;
	struct model_row t;

	for (i = 1; i < n; i++) { /* insertion sort: stable, tables are small */
		t = rows[i];
		for (j = i; j > 0; j--) {
			int c = rows[j - 1].st.mean != t.st.mean &&
				((t.st.mean < rows[j - 1].st.mean) == lib);

			if (!c)
				break;
			rows[j] = rows[j - 1];
		}
		rows[j] = t;
	}
}

int model_rank(struct model_table *t, const struct reference *ref, const struct labels *l)
{
	const struct metric_info *mi = metric_info(t->metric);
	struct model_row *row;
	double *x, *y;
	size_t i, nt = 0;

	if (!mi->no_better && !t->unranked)
		sort_rows(t->rows, t->n, mi->less_is_better);
	x = calloc(t->n + 1, sizeof(*x));
	y = calloc(t->n + 1, sizeof(*y));
	if (!x || !y) {
		free(x);
		free(y);
		return -ENOMEM;
	}
	for (i = 0; i < t->n; i++) {
		row = &t->rows[i];
		row->not_sig = i > 0 && !mi->no_better &&
			       !stats_significant(&row->st, &t->rows[0].st, MODEL_ALPHA);
		row->few = row->st.n < STATS_MIN_RUNS;
		row->rsd = row->st.mean != 0 ? row->st.sd / fabs(row->st.mean) : 0;
		row->spread = row->st.n >= 2 &&
			      row->rsd > (row->rsd_max > 0 ? row->rsd_max : STATS_RSD_MAX);
		row->ref = NULL;
		if (ref)
			row->set = ref;
		if (row->set && mi->published && row->key)
			row->ref = reference_find(row->set, l, t->cell, t->metric, row->key);
		if (row->ref) { /* fio's own figure where the row is the device's (on_device): the
				 * published sets are fio's figures */
			double mean = row->has_fio ? row->fio_st.mean : row->st.mean;

			row->ratio = row->ref->value ? mean / row->ref->value : 0;
			x[nt] = mean;
			y[nt] = row->ref->value;
			nt++;
		}
	}
	t->tau_n = nt;
	t->has_tau = nt >= STATS_MIN_TAU_ROWS && stats_kendall_tau_b(x, y, nt, &t->tau) == 0;
	free(x);
	free(y);
	return 0;
}
