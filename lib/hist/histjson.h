/*
 * histjson.h: the JSON of one latency histogram (clat_ns, qwait_ns: STATS.md "Fields"), as
 * the engine's writer (statsjson.c) and build/schedaio-merge (lib/merge/statsmerge.c)
 * write it: min, max, mean, stddev, N, percentile {"%f" key, fio's format: ns}, and bins
 * {sub_bits, nbuckets, max_value, rel_error, overflow, buckets: [[index, count], ...] for
 * the non-empty buckets in index order}, from which a histogram is rebuilt exactly.
 * The writer is histjson.c (in build/schedaio.so); the reader, histjson_read, is
 * histjson_read.c beside it, which checks every field through lib/json/jsonfile.c and so
 * is left out of the .so (the engine never reads JSON): build/schedaio-merge and
 * build/compare link both.
 */
#ifndef SCHEDAIO_HISTJSON_H
#define SCHEDAIO_HISTJSON_H

#include <jansson.h>

#include "hist/lathist.h"

/* histjson_write: the object above for H, percentiles PCT[0..NPCT-1] (in %). A new
 * reference, or NULL when out of memory. */
json_t *histjson_write(const struct lathist *h, const double *pct, unsigned npct);

/*
 * histjson_read: rebuild a histogram from a clat_ns/qwait_ns object (above: bins, min,
 * max, N). *h must be zeroed or freed; on success it is initialised (lathist_free it).
 * The sums are left zero (mean and stddev come from the JSON).
 * Only what the engine can write is accepted (the file may come from anyone): bins.sub_bits
 * 3 .. 16 (lathist_config_for over LATHIST_REL_ERROR_MIN .. MAX), bins.max_value at most the
 * engine's one hour (LATHIST_DEFAULT_MAX_NS) rounded up to its bucket's end, bins.nbuckets
 * the geometry's own, buckets [index, count] with indexes rising and counts >= 1 summing to
 * N without overflow, overflow <= N, min <= max: so a file never makes it allocate more than
 * the finest histogram the engine records (1.8 million buckets, 14 MB).
 * Returns 0; -EINVAL with WHY (may be NULL) naming the field ("bins.sub_bits is out of range
 * (24, not in 3..16)"), also when bins are missing (a schema 1 file has none); -ENOMEM.
 */
int histjson_read(const json_t *hist, struct lathist *h, char *why, size_t whylen);

#endif
