/*
 * histjson.h: the JSON of one latency histogram (clat_ns, qwait_ns: STATS.md "Fields"), as
 * the engine's writer (statsjson.c) and build/schedaio-merge (engine/merge/statsmerge.c)
 * write it: min, max, mean, stddev, N, percentile {"%f" key, fio's format: ns}, and bins
 * {sub_bits, nbuckets, max_value, rel_error, overflow, buckets: [[index, count], ...] for
 * the non-empty buckets in index order}, from which a histogram is rebuilt exactly.
 * The reader, statsmerge_hist_load (engine/merge/statsmerge.h), checks every field through
 * engine/json/jsonfile.c, which the engine never links; this file is what both link.
 */
#ifndef SCHEDAIO_HISTJSON_H
#define SCHEDAIO_HISTJSON_H

#include <jansson.h>

#include "stats/lathist.h"

/* histjson_write: the object above for H, percentiles PCT[0..NPCT-1] (in %). A new
 * reference, or NULL when out of memory. */
json_t *histjson_write(const struct lathist *h, const double *pct, unsigned npct);

#endif
