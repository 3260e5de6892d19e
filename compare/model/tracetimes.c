// tracetimes.c: block-trace times merged by the engine's histogram rule (see tracetimes.h).
#include <errno.h>
#include <math.h>
#include <string.h>

#include "model/tracetimes.h"

/* times_fit: 0 when SRC (mean MEAN_NS) can go into DST: the same geometry (or DST empty),
 * MEAN_NS finite, and the counts together at most TRACE_TIMES_MAX_COUNT; else -EINVAL, or
 * -EOVERFLOW for the count. */
static int times_fit(const struct trace_times *dst, const struct lathist *src, double mean_ns)
{
	const struct lathist_config *a = &dst->h.cfg, *b = &src->cfg;

	if (!isfinite(mean_ns) || !src->buckets)
		return -EINVAL;
	if (!src->count)
		return 0;
	if (src->count > TRACE_TIMES_MAX_COUNT ||
	    (dst->h.buckets && dst->h.count > TRACE_TIMES_MAX_COUNT - src->count))
		return -EOVERFLOW;
	if (dst->h.buckets && (a->sub_bits != b->sub_bits || a->nbuckets != b->nbuckets ||
			       a->max_value != b->max_value))
		return -EINVAL;
	return 0;
}

int trace_times_add(struct trace_times *dst, const struct lathist *src, double mean_ns)
{
	int fresh = !dst->h.buckets, ret;

	if ((ret = times_fit(dst, src, mean_ns)))
		return ret;
	if (!src->count)
		return 0;
	if (fresh && (ret = lathist_init(&dst->h, &src->cfg)))
		return ret;
	ret = lathist_merge(&dst->h, src);
	if (ret) {
		if (fresh)
			lathist_free(&dst->h);
		return ret;
	}
	dst->sum_ns += mean_ns * (double)src->count;
	return 0;
}

/* times_merge_fit: times_fit for times_merge. */
static int times_merge_fit(const struct trace_times *dst, const struct trace_times *src)
{
	double n = trace_times_count(src);

	return n > 0 ? times_fit(dst, &src->h, src->sum_ns / n) : 0;
}

int trace_class_merge_fit(const struct trace_class *dst, const struct trace_class *src)
{
	int ret = times_merge_fit(&dst->queue, &src->queue);

	return ret ? ret : times_merge_fit(&dst->device, &src->device);
}

/* times_merge: SRC's times into DST. */
static int times_merge(struct trace_times *dst, const struct trace_times *src)
{
	double n = trace_times_count(src);

	return n > 0 ? trace_times_add(dst, &src->h, src->sum_ns / n) : 0;
}

int trace_class_merge(struct trace_class *dst, const struct trace_class *src)
{
	int ret;

	/* all or nothing: a run refused for its device times must not stay in the queue's */
	if ((ret = trace_class_merge_fit(dst, src)) ||
	    (ret = times_merge(&dst->queue, &src->queue)) ||
	    (ret = times_merge(&dst->device, &src->device)))
		return ret;
	dst->requests += src->requests;
	dst->merges += src->merges;
	dst->runs += src->runs;
	return 0;
}

double trace_times_count(const struct trace_times *t)
{
	return t->h.buckets ? (double)t->h.count : 0;
}

double trace_times_mean(const struct trace_times *t)
{
	double n = trace_times_count(t);

	return n > 0 ? t->sum_ns / n : NAN;
}

double trace_times_pct(const struct trace_times *t, double pct)
{
	return trace_times_count(t) > 0 ? (double)lathist_percentile(&t->h, pct) : NAN;
}

void trace_class_free(struct trace_class *c)
{
	lathist_free(&c->queue.h);
	lathist_free(&c->device.h);
	memset(c, 0, sizeof(*c));
}
