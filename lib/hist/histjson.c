/*
 * histjson.c: a histogram as the stats JSON writes it (see histjson.h).
 */
#include "schema/statskeys.h"
#include "hist/histjson.h"

#include <errno.h>
#include <stdio.h>

/* set: add `val` under `key`, dropping the reference; a NULL val counts as out of memory. */
static int set(json_t *obj, const char *key, json_t *val)
{
	return val && json_object_set_new(obj, key, val) == 0 ? 0 : -ENOMEM;
}

/* build_bins: the bins object of H (histjson.h). */
static json_t *build_bins(const struct lathist *h)
{
	json_t *b = json_object(), *a = json_array();
	size_t i;
	int err = 0;

	if (!b || !a)
		goto fail;
	err |= set(b, "sub_bits", json_integer(h->cfg.sub_bits));
	err |= set(b, "nbuckets", json_integer(h->cfg.nbuckets));
	err |= set(b, "max_value", json_integer((json_int_t)h->cfg.max_value));
	err |= set(b, "rel_error", json_real(h->cfg.rel_error));
	err |= set(b, "overflow", json_integer((json_int_t)h->overflow));
	for (i = 0; h->buckets && i < h->cfg.nbuckets; i++) {
		json_t *pair;

		if (!h->buckets[i])
			continue;
		pair = json_pack("[II]", (json_int_t)i, (json_int_t)h->buckets[i]);
		if (!pair || json_array_append_new(a, pair))
			err = -ENOMEM;
	}
	err |= set(b, "buckets", a);
	a = NULL;
	if (err)
		goto fail;
	return b;
fail:
	json_decref(a);
	json_decref(b);
	return NULL;
}

json_t *histjson_write(const struct lathist *h, const double *pct, unsigned npct)
{
	json_t *clat = json_object(), *p = json_object();
	char key[32];
	unsigned i;
	int err = 0;

	if (!clat || !p)
		goto fail;
	err |= set(clat, "min", json_integer((json_int_t)(h->count ? h->min : 0)));
	err |= set(clat, "max", json_integer((json_int_t)h->max));
	err |= set(clat, "mean", json_real(lathist_mean(h)));
	err |= set(clat, "stddev", json_real(lathist_stddev(h)));
	err |= set(clat, "N", json_integer((json_int_t)h->count));
	for (i = 0; i < npct; i++) {
		snprintf(key, sizeof(key), "%f", pct[i]); /* fio's key format (stat.c) */
		err |= set(p, key, json_integer((json_int_t)lathist_percentile(h, pct[i])));
	}
	err |= set(clat, SK_PERCENTILE, p);
	p = NULL;
	err |= set(clat, SK_BINS, build_bins(h));
	if (err)
		goto fail;
	return clat;
fail:
	json_decref(p);
	json_decref(clat);
	return NULL;
}
