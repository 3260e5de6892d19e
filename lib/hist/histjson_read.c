/*
 * histjson_read.c: a histogram's JSON (histjson.h: bins, min, max, N) read back, every field
 * bounded through lib/json/jsonfile.c. Beside the writer, histjson.c, but not part of
 * build/schedaio.so (the Makefile leaves it out of ENGINE_MODS: the engine never reads JSON);
 * build/schedaio-merge and build/compare link it.
 */
#include "schema/statskeys.h"
#include "hist/histjson.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "json/jsonfile.h"

/* written_range: the sub_bits the engine can write (lathist_config_for over the accepted
 * rel_error range: 3 .. 16) and, for SUB_BITS, the largest max_value and nbuckets it writes
 * (its histograms end at LATHIST_DEFAULT_MAX_NS, one hour, rounded up to a bucket's end). */
static void written_range(unsigned sub_bits, unsigned *lo, unsigned *hi,
			  struct lathist_config *most)
{
	struct lathist_config c;

	lathist_config_for(LATHIST_REL_ERROR_MAX, 1, &c);
	*lo = c.sub_bits;
	lathist_config_for(LATHIST_REL_ERROR_MIN, 1, &c);
	*hi = c.sub_bits;
	if (most) { /* the rel_error whose geometry has SUB_BITS: 2^-(S+1), within the range */
		double rel = 1.0 / (double)(2ULL << sub_bits);

		rel = rel < LATHIST_REL_ERROR_MIN ? LATHIST_REL_ERROR_MIN
		      : rel > LATHIST_REL_ERROR_MAX ? LATHIST_REL_ERROR_MAX : rel;
		if (lathist_config_for(rel, LATHIST_DEFAULT_MAX_NS, most))
			memset(most, 0, sizeof(*most)); /* not reached: rel is in range */
	}
}

/* hist_geometry: bins.sub_bits, nbuckets and max_value of BINS into *CFG, each within what
 * the engine writes (written_range), so that no file makes us allocate more than the
 * engine's finest histogram (sub_bits 16: 1.8 million buckets, 14 MB). */
static int hist_geometry(const json_t *bins, struct lathist_config *cfg, char *why,
			 size_t whylen)
{
	struct lathist_config most;
	unsigned lo, hi;
	json_int_t v;
	int ret;

	written_range(0, &lo, &hi, NULL);
	ret = jsonfile_integer(bins, "sub_bits", "bins.sub_bits", lo, hi, &v, why, whylen);
	if (ret)
		return ret;
	cfg->sub_bits = (unsigned)v;
	written_range(cfg->sub_bits, &lo, &hi, &most);
	ret = jsonfile_integer(bins, "max_value", "bins.max_value", 1, (json_int_t)most.max_value,
			       &v, why, whylen);
	if (ret)
		return ret;
	cfg->max_value = (uint64_t)v;
	ret = jsonfile_integer(bins, "nbuckets", "bins.nbuckets", 1, most.nbuckets, &v, why,
			       whylen);
	if (ret)
		return ret;
	cfg->nbuckets = (unsigned)v;
	cfg->rel_error = 1.0 / (double)(2ULL << cfg->sub_bits);
	return 0;
}

/* say: WHY = the formatted message, when WHY is given; returns -EINVAL. */
static int say(char *why, size_t whylen, const char *fmt, ...)
{
	va_list ap;

	if (why) {
		va_start(ap, fmt);
		vsnprintf(why, whylen, fmt, ap);
		va_end(ap);
	}
	return -EINVAL;
}

int histjson_read(const json_t *hist, struct lathist *h, char *why, size_t whylen)
{
	const json_t *bins = json_object_get(hist, SK_BINS), *buckets, *pair;
	struct lathist_config cfg;
	json_int_t idx, c, last = -1, n, x;
	size_t i;
	int ret;

	memset(h, 0, sizeof(*h));
	buckets = json_object_get(bins, "buckets");
	if (!json_is_object(bins) || !json_is_array(buckets))
		return say(why, whylen, "no bins.buckets (a schema 1 file cannot be merged)");
	ret = hist_geometry(bins, &cfg, why, whylen);
	if (ret)
		return ret == -ENOMEM ? ret : -EINVAL;
	if (json_array_size(buckets) > cfg.nbuckets)
		return say(why, whylen, "bins.buckets has %zu entries, more than its %u buckets",
			   json_array_size(buckets), cfg.nbuckets);
	ret = lathist_init(h, &cfg);
	if (ret == -EINVAL)
		return say(why, whylen, "bins.nbuckets %u does not match bins.sub_bits %u and "
			   "bins.max_value %llu", cfg.nbuckets, cfg.sub_bits,
			   (unsigned long long)cfg.max_value);
	if (ret)
		return ret;
	json_array_foreach(buckets, i, pair) {
		idx = json_integer_value(json_array_get(pair, 0));
		c = json_integer_value(json_array_get(pair, 1));
		/* the engine writes each non-empty bucket once, in index order */
		if (!json_is_integer(json_array_get(pair, 0)) || idx <= last ||
		    (uint64_t)idx >= cfg.nbuckets || !json_is_integer(json_array_get(pair, 1)) ||
		    c < 1 || h->count + (uint64_t)c < h->count) {
			lathist_free(h);
			return say(why, whylen, "bins.buckets[%zu] is not [index, count] with indexes "
				   "rising below %u and counts >= 1", i, cfg.nbuckets);
		}
		last = idx;
		h->buckets[idx] = (uint64_t)c;
		h->count += (uint64_t)c;
	}
	ret = jsonfile_integer(hist, "N", "N", 0, INT64_MAX, &n, why, whylen);
	if (!ret && (uint64_t)n != h->count)
		ret = say(why, whylen, "N is %lld but the buckets count %llu", (long long)n,
			  (unsigned long long)h->count);
	if (!ret)
		ret = jsonfile_integer(bins, "overflow", "bins.overflow", 0, n, &x, why, whylen);
	h->overflow = ret ? 0 : (uint64_t)x;
	if (!ret && h->count) {
		ret = jsonfile_integer(hist, "min", "min", 0, INT64_MAX, &x, why, whylen);
		h->min = (uint64_t)x;
		if (!ret)
			ret = jsonfile_integer(hist, "max", "max", (json_int_t)h->min, INT64_MAX, &x,
					       why, whylen);
		h->max = (uint64_t)x;
	}
	if (ret) {
		lathist_free(h);
		return -EINVAL;
	}
	return 0;
}
