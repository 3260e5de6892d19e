/*
 * iostats: the engine's per-job recorder of latencies and of how completions arrive.
 * Pure C, no fio headers; the glue's per-I/O hooks (engine/schedaio_io.c) call the on_*
 * hooks with CLOCK_MONOTONIC ns timestamps and fio's io_u->index as the slot.
 *
 * What it records (every name below is a key of the stats JSON, STATS.md):
 *   per direction (read, write, trim):
 *     ios        I/Os queued while counting (the glue passes fio's ramp rule);
 *     bytes      bytes completed without error while counting;
 *     clat       lathist of submission (io_submit(2) returned) -> reap, ns;
 *     qwait      lathist of fio's ->queue() hook -> submission (->commit()), ns;
 *     submitted  every I/O submitted, ramp included (for the device counter rule);
 *   per job (completions counted while counting):
 *     reap_batch    completions returned per reap (getevents) call, 0 included;
 *     submit_batch  I/Os accepted per io_submit(2) call;
 *     inflight      I/Os in flight at each completion, the completing one included;
 *     ooo_distance  per completion, how many I/Os submitted earlier are still in flight
 *                   (0 = in order); a completion with distance > 0 is out of order.
 *   timeseries of the I/Os counted in `ios`, at their completion (timeseries.h), from the
 *                 queue time of the first of them.
 *
 * COST. Every hook is O(1) but for the out-of-order rank, which is O(distance / 64): an
 * in-flight bitmap over a ring of `ring` = max(4096, 64 * next_pow2(depth)) submission
 * sequence numbers, with the oldest I/O in flight in it. A completion's distance is a popcount
 * of the shorter side between it and the oldest (none for an in-order completion, which is
 * handled inline); when the oldest completes, the next one is the following sequence number
 * when that one's bit is set in the same word (checked inline), else found with ctz a word at
 * a time. An I/O still in flight
 * when `ring` later ones have been submitted leaves the ring ("stale"); it still counts as
 * earlier for everybody else, and its own distance is then found by a scan of the slots
 * (O(depth), only for such stragglers). Nothing allocates after iostats_init().
 *
 * Errors: 0 or -errno; never sets errno. One recorder per job (not thread-safe).
 */
#ifndef SCHEDAIO_IOSTATS_H
#define SCHEDAIO_IOSTATS_H

#include <stdbool.h>
#include <stdint.h>

#include "hist/lathist.h"
#include "stats/timeseries.h"

#define IOSTATS_NDDIR 3 /* fio's DDIR_READ, DDIR_WRITE, DDIR_TRIM */

/* A histogram of small integers 0 .. nvals - 1, exact (one counter per value); larger
 * values are counted in the last one, and also summed exactly in over_* (rare: they cost a
 * branch). The per-value counter is the only per-sample work: N, the sum and the max are
 * derived from the counters when read (iostats_counts_summary()). */
struct iostats_counts {
	uint64_t *counts;   /* [nvals] */
	unsigned nvals;
	uint64_t over_n;    /* values >= nvals recorded (each also in counts[nvals - 1]) */
	uint64_t over_sum;  /* their exact sum (mod 2^64, as every sum here) */
	uint64_t over_max;  /* the largest of them, 0 when none */
};

/* What a count histogram says about its values: count, sum (mod 2^64) and max. */
struct iostats_counts_summary {
	uint64_t n, sum, max; /* max 0 when n == 0 */
};

struct iostats_slot {
	uint64_t queue_ns;  /* ->queue() time */
	uint64_t submit_ns; /* submission time */
	uint64_t seq;       /* submission sequence number, 0-based */
	uint8_t ddir;
	bool counted;       /* queued while counting: in `ios`, goes into the timeseries */
	bool inflight;
	bool stale;         /* left the ring (see COST above) */
};

struct iostats_ddir {
	uint64_t ios, bytes, submitted;
	struct lathist clat, qwait;
};

struct iostats {
	unsigned depth;
	struct iostats_slot *slots;  /* [depth], by io_u->index */
	struct iostats_ddir ddir[IOSTATS_NDDIR];
	struct iostats_counts reap_batch, submit_batch, inflight, ooo_distance;
	struct timeseries ts;
	/* out-of-order bookkeeping (COST above) */
	uint64_t next_seq;
	uint64_t oldest;             /* seq of the oldest in-ring I/O in flight; next_seq: none */
	unsigned ring_mask;          /* ring - 1 */
	uint64_t *bits;              /* [ring / 64]: bit seq % ring set while seq is in flight */
	unsigned inflight_now, stale_now;
};

#define IOSTATS_MAX_DEPTH 65536U /* the largest iodepth iostats_init takes */

/*
 * iostats_init: a recorder for `depth` slots (fio's iodepth, 1..IOSTATS_MAX_DEPTH), histograms of
 * geometry `cfg` (lathist_config_for()), a timeseries of `interval_ns` (>= 1 ms) and
 * `ts_cap` points. Returns 0, -EINVAL, -ENOMEM; st is safe for iostats_free() on error.
 */
int iostats_init(struct iostats *st, unsigned depth, const struct lathist_config *cfg,
		 uint64_t interval_ns, unsigned ts_cap);

/* iostats_free: release everything; safe on a zeroed or half-initialised struct, twice. */
void iostats_free(struct iostats *st);

/* The out-of-order bookkeeping behind the inline hooks below (iostats.c; COST above). */
unsigned iostats_count_bits(const struct iostats *st, uint64_t a, uint64_t b); /* set bits of
	seqs [a, b), b - a <= ring */
void iostats_advance_oldest(struct iostats *st);     /* next in-flight seq after oldest */
void iostats_go_stale(struct iostats *st, uint64_t seq); /* seq leaves the ring */
/* iostats_ts_add: a completion for the time series outside its cached point (iostats.c). The
 * first one starts the series where the first I/O counted was queued (see there). */
__attribute__((noinline, cold)) void iostats_ts_add(struct iostats *st, uint64_t now,
						    unsigned ddir, uint64_t bytes, uint64_t clat);

/* iostats_leave: in-flight `s`, not the oldest in the ring (or stale), leaves the ring
 * bookkeeping; returns its distance: the I/Os submitted before it still in flight. */
__attribute__((noinline, cold)) uint64_t iostats_leave(struct iostats *st, struct iostats_slot *s);

/* The per-I/O hooks are inline (the engine's hot path). */

/*
 * iostats_counts_summary: N, sum and max of the values recorded in h, from its counters and
 * over_* (exactly what a running n, sum and max would hold). O(nvals): for reports, not the
 * per-I/O path.
 */
struct iostats_counts_summary iostats_counts_summary(const struct iostats_counts *h);

/* iostats_completions: completions counted (N of ooo_distance: one value per completion).
 * O(depth). */
uint64_t iostats_completions(const struct iostats *st);

/* iostats_out_of_order: of the counted completions, those with distance > 0. O(depth). */
uint64_t iostats_out_of_order(const struct iostats *st);

/* iostats_counts_over: iostats_counts_add's rare case, v >= nvals (iostats.c). */
__attribute__((noinline, cold)) void iostats_counts_over(struct iostats_counts *h, uint64_t v);

/* iostats_counts_add: record value v in h: its counter, or the last one (and over_*) when
 * v >= nvals. */
static inline void iostats_counts_add(struct iostats_counts *h, uint64_t v)
{
	if (__builtin_expect(v >= h->nvals, 0))
		iostats_counts_over(h, v);
	else
		h->counts[v]++;
}

/* iostats_bit: the word and *mask of seq's bit in the in-flight bitmap. */
static inline uint64_t *iostats_bit(const struct iostats *st, uint64_t seq, uint64_t *mask)
{
	unsigned pos = (unsigned)(seq & st->ring_mask);

	*mask = 1ULL << (pos & 63);
	return &st->bits[pos >> 6];
}

/* iostats_on_queue: fio handed I/O `slot` (< depth) of `ddir` (< 3) to the engine at now.
 * `counted`: fio counts it (ramp over): it goes into ios and the timeseries. */
static inline void iostats_on_queue(struct iostats *st, unsigned slot, unsigned ddir,
				    uint64_t now, bool counted)
{
	struct iostats_slot *s = &st->slots[slot];

	s->queue_ns = now;
	s->ddir = (uint8_t)ddir;
	s->counted = counted;
	if (counted)
		st->ddir[ddir].ios++;
}

/* iostats_on_submit: I/O `slot` was accepted by the kernel at now (one call per I/O, in
 * submission order). */
static inline void iostats_on_submit(struct iostats *st, unsigned slot, uint64_t now)
{
	struct iostats_slot *s = &st->slots[slot];
	const uint64_t seq = st->next_seq;
	uint64_t m, *w = iostats_bit(st, seq, &m);

	if (__builtin_expect(*w & m, 0)) /* a straggler ring-size submissions old */
		iostats_go_stale(st, seq - st->ring_mask - 1);
	*w |= m;
	st->next_seq = seq + 1;
	st->inflight_now++;
	st->ddir[s->ddir].submitted++;
	s->submit_ns = now;
	s->seq = seq;
	s->inflight = true;
	s->stale = false;
}

/* iostats_on_submit_batch: one io_submit(2) call accepted n I/Os (recorded if counting). */
static inline void iostats_on_submit_batch(struct iostats *st, unsigned n, bool counting)
{
	if (counting)
		iostats_counts_add(&st->submit_batch, n);
}

/*
 * iostats_on_complete: I/O `slot` completed, seen at `now` (the reap time); `bytes` done
 * without error (0 on error). `counting`: fio counts the completion (ramp over): its clat,
 * qwait, bytes and the completion histograms are recorded. The I/O leaves the in-flight set
 * either way. An in-order completion (the oldest I/O in flight in the ring; distance: the
 * stale ones) is handled inline, any other by iostats_leave(). Always inline: called out of
 * line, its own register saves cost 18 instructions per I/O (callgrind, issue 11).
 */
static inline __attribute__((always_inline)) void
iostats_on_complete(struct iostats *st, unsigned slot, uint64_t now, uint64_t bytes, bool counting)
{
	struct iostats_slot *s = &st->slots[slot];
	const uint64_t seq = s->seq;
	uint64_t dist, clat;
	struct iostats_ddir *d;

	if (!s->inflight)
		return;
	clat = now - s->submit_ns;
	if (__builtin_expect(seq == st->oldest, 1)) { /* never a stale one: they are older */
		uint64_t m, *w = iostats_bit(st, seq, &m);

		dist = st->stale_now;
		*w &= ~m;
		/* the next oldest: none left, or seq + 1 (its bit, when in the same word), or
		 * found by a scan */
		if (seq + 1 == st->next_seq || (*w & (m << 1)))
			st->oldest = seq + 1;
		else
			iostats_advance_oldest(st);
	} else {
		dist = iostats_leave(st, s);
	}
	if (s->counted && !timeseries_add_cached(&st->ts, now, s->ddir, bytes, clat))
		iostats_ts_add(st, now, s->ddir, bytes, clat);
	s->inflight = false;
	if (!counting) {
		st->inflight_now--;
		return;
	}
	iostats_counts_add(&st->inflight, st->inflight_now--); /* this one included */
	iostats_counts_add(&st->ooo_distance, dist);
	/* the histograms last: nothing is kept across the calls but d and the qwait */
	d = &st->ddir[s->ddir];
	d->bytes += bytes;
	lathist_record(&d->clat, clat);
	lathist_record(&d->qwait, s->submit_ns - s->queue_ns);
}

/* iostats_on_reap: one reap call returned n completions (recorded if counting). */
static inline void iostats_on_reap(struct iostats *st, unsigned n, bool counting)
{
	if (counting)
		iostats_counts_add(&st->reap_batch, n);
}

#endif
