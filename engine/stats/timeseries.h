/*
 * timeseries: per-interval completion counts, bytes, mean and max latency per data
 * direction, in a fixed amount of memory. Pure C, no fio headers.
 *
 * SHAPE. Points of `interval_ns` each, counted from timeseries_start(); point i covers
 * [start + i * interval, start + (i + 1) * interval). Each point holds, per direction
 * (read, write, trim): completions, bytes, the sum and the max of the completion latency.
 *
 * BOUNDED MEMORY. At most `cap` points are kept (the engine uses TIMESERIES_DEFAULT_CAP =
 * 2048: 2048 * 3 * 32 bytes = 192 KiB per job). When a completion falls beyond the last
 * point, neighbouring points are merged pairwise (counts and sums added, maxima kept) and the
 * interval doubles, as often as needed: nothing is lost, the resolution halves. At the
 * default 100 ms the first doubling comes after 204.8 s; a one-hour run ends at 3.2 s
 * points (STATS.md: "timeseries"). `doublings` says how often this happened.
 *
 * Errors: 0 or -errno; never sets errno. Not thread-safe: one per job.
 */
#ifndef SCHEDAIO_TIMESERIES_H
#define SCHEDAIO_TIMESERIES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "schema/statskeys.h" /* STATS_MIN_INTERVAL_NS */

#define TIMESERIES_NDDIR 3
#define TIMESERIES_DEFAULT_CAP 2048
#define TIMESERIES_DEFAULT_INTERVAL_NS 100000000ULL /* 100 ms */
#define TIMESERIES_MIN_INTERVAL_NS STATS_MIN_INTERVAL_NS /* 1 ms */

struct timeseries_point {
	uint64_t completions; /* I/Os completed in the interval */
	uint64_t bytes;       /* bytes they transferred */
	uint64_t clat_sum;    /* sum of their completion latencies, ns */
	uint64_t clat_max;    /* largest, ns; 0 when none */
};

struct timeseries {
	uint64_t interval_ns;  /* current interval (the requested one times 2^doublings) */
	uint64_t start_ns;     /* origin, CLOCK_MONOTONIC ns */
	bool started;
	unsigned cap;          /* points allocated */
	unsigned npoints;      /* points in use: 1 + the last point with a completion */
	unsigned doublings;
	/* The last point used, so that completions staying in it take no divide: it covers
	 * [cur_start_ns, cur_start_ns + cur_len_ns) (absolute ns; cur_len_ns 0: none cached) and
	 * its directions are cur[0 .. TIMESERIES_NDDIR - 1]. */
	uint64_t cur_start_ns, cur_len_ns;
	struct timeseries_point *cur;
	struct timeseries_point *pts; /* [cap][TIMESERIES_NDDIR] */
};

/* timeseries_init: interval_ns >= TIMESERIES_MIN_INTERVAL_NS, cap >= 2. Allocates once.
 * Returns 0, -EINVAL, -ENOMEM; ts is zeroed on error (timeseries_free is safe). */
int timeseries_init(struct timeseries *ts, uint64_t interval_ns, unsigned cap);

/* timeseries_free: release; safe on a zeroed struct and twice. */
void timeseries_free(struct timeseries *ts);

/* timeseries_start: set the origin to now_ns (ns), once; later calls do nothing. */
void timeseries_start(struct timeseries *ts, uint64_t now_ns);

/* timeseries_add_point: timeseries_add's general case (another point, or the first). */
__attribute__((noinline)) int timeseries_add_point(struct timeseries *ts, uint64_t now_ns, unsigned ddir, uint64_t bytes,
			 uint64_t clat_ns);

/* timeseries_add: one completion at now_ns of direction ddir (< TIMESERIES_NDDIR) with
 * `bytes` and latency clat_ns. Starts the series at now_ns if not started. O(1), amortised
 * O(cap) when the interval doubles; inline when the completion falls in the same point as
 * the last one (the per-I/O case). Returns 0, or -EINVAL for a bad ddir. */
/* timeseries_add_cached: timeseries_add's per-I/O case: the completion falls in the point of
 * the last one (ddir < TIMESERIES_NDDIR, unchecked). Returns false, recording nothing, when it
 * does not (or the series has not started): call timeseries_add() then. */
static inline bool timeseries_add_cached(struct timeseries *ts, uint64_t now_ns, unsigned ddir,
					 uint64_t bytes, uint64_t clat_ns)
{
	struct timeseries_point *p;

	/* one unsigned compare: now before the cached point wraps to a huge difference */
	if (__builtin_expect(now_ns - ts->cur_start_ns >= ts->cur_len_ns, 0))
		return false;
	p = &ts->cur[ddir];
	p->completions++;
	p->bytes += bytes;
	p->clat_sum += clat_ns;
	if (__builtin_expect(clat_ns > p->clat_max, 0))
		p->clat_max = clat_ns;
	return true;
}

static inline int timeseries_add(struct timeseries *ts, uint64_t now_ns, unsigned ddir,
				 uint64_t bytes, uint64_t clat_ns)
{
	if (__builtin_expect(ddir >= TIMESERIES_NDDIR ||
			     !timeseries_add_cached(ts, now_ns, ddir, bytes, clat_ns), 0))
		return timeseries_add_point(ts, now_ns, ddir, bytes, clat_ns);
	return 0;
}

/* timeseries_point: point i (< npoints) of direction ddir. */
static inline const struct timeseries_point *timeseries_point(const struct timeseries *ts,
							     unsigned i, unsigned ddir)
{
	return &ts->pts[(uint64_t)i * TIMESERIES_NDDIR + ddir];
}

#endif
