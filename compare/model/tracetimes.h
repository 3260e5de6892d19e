/*
 * tracetimes.h: block-trace times (queue: insert -> issue, device: issue -> complete; ns;
 * STATS.md "The block trace") merged over a trace's groups and over runs by the engine's one
 * histogram merge rule (lathist_merge, lib/hist/lathist.h: bucket by bucket, the same
 * geometry; percentiles recomputed from the merged histogram, never averaged; the rule of
 * build/schedaio-merge and of compare's clone merge, lib/merge/statsmerge.h). The sum of
 * the times is kept beside it from each histogram's JSON mean x N (histjson_read leaves the
 * histogram's sums zero), so the mean is the pooled mean.
 * Memory: one histogram of the file's geometry per trace_times (137896 bytes at the engine's
 * default, lathist.h); a zeroed value is empty and holds nothing.
 */
#ifndef COMPARE_TRACETIMES_H
#define COMPARE_TRACETIMES_H

#include <stddef.h>

#include "hist/lathist.h"

/* At most 2^53 times in one trace_times (one histogram's N, or merged): every count stays
 * exact in a double, and a sum of bucket counts cannot wrap. */
#define TRACE_TIMES_MAX_COUNT 9007199254740992ULL

struct trace_times {
	struct lathist h; /* h.buckets NULL while empty */
	double sum_ns;    /* the times summed, ns */
};

/* One class of a trace's requests (e.g. a start-up study's app job, or its background), over
 * the runs merged into it. */
struct trace_class {
	double requests, merges;          /* summed over the runs */
	size_t runs;                      /* runs merged in (a run without requests counts) */
	struct trace_times queue, device;
};

/* trace_times_add: the histogram SRC (N = src->count, mean MEAN_NS) into DST, the first
 * one taking its geometry. 0; -EINVAL when the geometries differ (a trace of another
 * precision) or MEAN_NS is not finite; -EOVERFLOW when the counts together would pass
 * TRACE_TIMES_MAX_COUNT; -ENOMEM. DST is unchanged on error. */
int trace_times_add(struct trace_times *dst, const struct lathist *src, double mean_ns);

/* trace_class_merge_fit: 0 when trace_class_merge(DST, SRC) can succeed (but for -ENOMEM),
 * else its -EINVAL or -EOVERFLOW; changes nothing. A caller merging one run into several
 * classes checks each first, so that a run is merged into all or none. */
int trace_class_merge_fit(const struct trace_class *dst, const struct trace_class *src);

/* trace_class_merge: every run of SRC into DST (trace_times_add's rule), all or nothing: on
 * -EINVAL or -EOVERFLOW DST is unchanged (on -ENOMEM, too, but for an empty histogram's
 * geometry). 0 or its errors. */
int trace_class_merge(struct trace_class *dst, const struct trace_class *src);

/* trace_times_count: the times merged (0 when empty). */
double trace_times_count(const struct trace_times *t);

/* trace_times_mean: their mean, ns; NAN when empty. */
double trace_times_mean(const struct trace_times *t);

/* trace_times_pct: their nearest-rank PCT-th percentile (lathist_percentile: the bucket's
 * midpoint, clamped to the exact min and max), ns; NAN when empty. */
double trace_times_pct(const struct trace_times *t, double pct);

/* trace_class_free: release C's histograms and zero it; safe on a zeroed value. */
void trace_class_free(struct trace_class *c);

#endif
