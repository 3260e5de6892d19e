/*
 * timeseries.c: per-interval completions with bounded memory. See timeseries.h.
 */
#include "stats/timeseries.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

int timeseries_init(struct timeseries *ts, uint64_t interval_ns, unsigned cap)
{
	memset(ts, 0, sizeof(*ts));
	if (interval_ns < TIMESERIES_MIN_INTERVAL_NS || cap < 2)
		return -EINVAL;
	ts->pts = calloc((size_t)cap * TIMESERIES_NDDIR, sizeof(*ts->pts));
	if (!ts->pts)
		return -ENOMEM;
	ts->interval_ns = interval_ns;
	ts->cap = cap;
	return 0;
}

void timeseries_free(struct timeseries *ts)
{
	free(ts->pts);
	memset(ts, 0, sizeof(*ts));
}

void timeseries_start(struct timeseries *ts, uint64_t now_ns)
{
	if (ts->started)
		return;
	ts->started = true;
	ts->start_ns = now_ns;
}

static void point_add(struct timeseries_point *d, const struct timeseries_point *s)
{
	d->completions += s->completions;
	d->bytes += s->bytes;
	d->clat_sum += s->clat_sum;
	if (s->clat_max > d->clat_max)
		d->clat_max = s->clat_max;
}

/* halve: merge points 2i and 2i+1 into i; the interval doubles. */
static void halve(struct timeseries *ts)
{
	unsigned i, d, n = (ts->npoints + 1) / 2;

	for (i = 0; i < n; i++) {
		for (d = 0; d < TIMESERIES_NDDIR; d++) {
			struct timeseries_point p = ts->pts[(size_t)2 * i * TIMESERIES_NDDIR + d];

			if (2 * i + 1 < ts->npoints)
				point_add(&p, &ts->pts[(size_t)(2 * i + 1) * TIMESERIES_NDDIR + d]);
			ts->pts[(size_t)i * TIMESERIES_NDDIR + d] = p;
		}
	}
	memset(&ts->pts[(size_t)n * TIMESERIES_NDDIR], 0,
	       (size_t)(ts->cap - n) * TIMESERIES_NDDIR * sizeof(*ts->pts));
	ts->npoints = n;
	ts->interval_ns *= 2;
	ts->doublings++;
	ts->cur_len_ns = 0; /* the cached point moved */
}

int timeseries_add_point(struct timeseries *ts, uint64_t now_ns, unsigned ddir, uint64_t bytes,
			 uint64_t clat_ns)
{
	struct timeseries_point *p;
	uint64_t idx, rel;

	if (ddir >= TIMESERIES_NDDIR)
		return -EINVAL;
	timeseries_start(ts, now_ns);
	rel = now_ns > ts->start_ns ? now_ns - ts->start_ns : 0; /* before the start: point 0 */
	idx = rel / ts->interval_ns;
	while (idx >= ts->cap) {
		halve(ts);
		idx /= 2;
	}
	p = &ts->pts[idx * TIMESERIES_NDDIR];
	if (now_ns >= ts->start_ns) { /* cache the point (not for a time before the start) */
		ts->cur = p;
		ts->cur_start_ns = ts->start_ns + idx * ts->interval_ns;
		ts->cur_len_ns = ts->interval_ns;
	}
	p += ddir;
	p->completions++;
	p->bytes += bytes;
	p->clat_sum += clat_ns;
	if (clat_ns > p->clat_max)
		p->clat_max = clat_ns;
	if (idx + 1 > ts->npoints)
		ts->npoints = (unsigned)idx + 1;
	return 0;
}
