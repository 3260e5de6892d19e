// input.c: the few functions on what the readers fill (see input.h): lookups and release.
#include <stdlib.h>
#include <string.h>

#include "model/input.h"

const double runfile_curve_pcts[RUNFILE_CURVE_N] = {
	50, 60, 70, 80, 90, 95, 99, 99.5, 99.9, 99.95, 99.99,
};

const struct results_series *results_series(const struct results *r, size_t s, size_t c)
{
	return &r->series[s * r->ncells + c];
}

void results_details_free(struct results_details *d)
{
	size_t i;

	free(d->ts_kibps);
	free(d->inflight.v);
	free(d->reap.v);
	free(d->ooo.v);
	for (i = 0; i < d->ndev; i++) {
		free(d->dev[i].device);
		free(d->dev[i].role);
	}
	free(d->dev);
	free(d->stack);
	free(d->tunables);
	free(d->notes);
	memset(d, 0, sizeof(*d));
}
