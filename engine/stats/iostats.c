/*
 * iostats.c: per-job latency and completion-arrival recorder. See iostats.h.
 */
#include "stats/iostats.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static int counts_init(struct iostats_counts *h, unsigned nvals)
{
	memset(h, 0, sizeof(*h));
	h->counts = calloc(nvals, sizeof(*h->counts));
	if (!h->counts)
		return -ENOMEM;
	h->nvals = nvals;
	return 0;
}

void iostats_counts_add(struct iostats_counts *h, uint64_t v)
{
	h->counts[v < h->nvals ? v : h->nvals - 1]++;
	h->n++;
	h->sum += v;
	if (v > h->max)
		h->max = v;
}

void iostats_free(struct iostats *st)
{
	int i;

	for (i = 0; i < IOSTATS_NDDIR; i++) {
		lathist_free(&st->ddir[i].clat);
		lathist_free(&st->ddir[i].qwait);
	}
	free(st->reap_batch.counts);
	free(st->submit_batch.counts);
	free(st->inflight.counts);
	free(st->ooo_distance.counts);
	timeseries_free(&st->ts);
	free(st->slots);
	free(st->fenwick);
	free(st->ring_slot);
	memset(st, 0, sizeof(*st));
}

int iostats_init(struct iostats *st, unsigned depth, const struct lathist_config *cfg,
		 uint64_t interval_ns, unsigned ts_cap)
{
	unsigned ring = 1, i;
	int ret = 0;

	memset(st, 0, sizeof(*st));
	if (depth < 1 || depth > IOSTATS_MAX_DEPTH || !cfg)
		return -EINVAL;
	while (ring < depth)
		ring <<= 1;
	ring *= 64;
	if (ring < 4096)
		ring = 4096;
	st->depth = depth;
	for (i = 0; !ret && i < IOSTATS_NDDIR; i++) {
		ret = lathist_init(&st->ddir[i].clat, cfg);
		if (!ret)
			ret = lathist_init(&st->ddir[i].qwait, cfg);
	}
	if (!ret)
		ret = timeseries_init(&st->ts, interval_ns, ts_cap);
	if (ret)
		goto fail;
	ret = -ENOMEM;
	if (counts_init(&st->reap_batch, depth + 1) || counts_init(&st->submit_batch, depth + 1) ||
	    counts_init(&st->inflight, depth + 1) || counts_init(&st->ooo_distance, depth))
		goto fail;
	st->slots = calloc(depth, sizeof(*st->slots));
	st->fenwick = calloc((size_t)ring + 1, sizeof(*st->fenwick));
	st->ring_slot = malloc((size_t)ring * sizeof(*st->ring_slot));
	if (!st->slots || !st->fenwick || !st->ring_slot)
		goto fail;
	for (i = 0; i < ring; i++)
		st->ring_slot[i] = -1;
	st->ring_mask = ring - 1;
	return 0;
fail:
	iostats_free(st);
	return ret;
}

/* Fenwick tree over ring positions 0 .. ring-1 (stored 1-based). */
static void fen_add(struct iostats *st, unsigned pos, int delta)
{
	unsigned n = st->ring_mask + 1, i;

	for (i = pos + 1; i <= n; i += i & -i)
		st->fenwick[i] += (uint32_t)delta;
}

/* sum of positions [0, k) */
static uint64_t fen_prefix(const struct iostats *st, unsigned k)
{
	uint64_t s = 0;

	for (; k; k -= k & -k)
		s += st->fenwick[k];
	return s;
}

/* sum of `len` (< ring) positions from `start`, wrapping */
static uint64_t fen_range(const struct iostats *st, unsigned start, unsigned len)
{
	unsigned n = st->ring_mask + 1;

	if (start + len <= n)
		return fen_prefix(st, start + len) - fen_prefix(st, start);
	return fen_prefix(st, n) - fen_prefix(st, start) + fen_prefix(st, start + len - n);
}

void iostats_on_queue(struct iostats *st, unsigned slot, unsigned ddir, uint64_t now,
		      bool counted)
{
	struct iostats_slot *s = &st->slots[slot];

	s->queue_ns = now;
	s->ddir = (uint8_t)ddir;
	s->counted = counted;
	if (counted) {
		st->ddir[ddir].ios++;
		timeseries_start(&st->ts, now);
	}
}

void iostats_on_submit(struct iostats *st, unsigned slot, uint64_t now)
{
	struct iostats_slot *s = &st->slots[slot];
	unsigned pos = (unsigned)(st->next_seq & st->ring_mask);
	int32_t old = st->ring_slot[pos];

	if (old >= 0) { /* a straggler ring-size submissions old: it leaves the ring */
		st->slots[old].stale = true;
		fen_add(st, pos, -1);
		st->stale_now++;
	}
	s->submit_ns = now;
	s->seq = st->next_seq++;
	s->inflight = true;
	s->stale = false;
	st->ring_slot[pos] = (int32_t)slot;
	fen_add(st, pos, 1);
	st->inflight_now++;
	st->ddir[s->ddir].submitted++;
}

void iostats_on_submit_batch(struct iostats *st, unsigned n, bool counting)
{
	if (counting)
		iostats_counts_add(&st->submit_batch, n);
}

/* earlier: I/Os submitted before `s` and still in flight. */
static uint64_t earlier(const struct iostats *st, const struct iostats_slot *s)
{
	uint64_t ring = (uint64_t)st->ring_mask + 1, lo, n = 0;
	unsigned i;

	if (s->stale) { /* rare: scan the other stragglers */
		for (i = 0; i < st->depth; i++)
			n += st->slots[i].inflight && st->slots[i].stale &&
			     st->slots[i].seq < s->seq;
		return n;
	}
	/* every I/O in the ring has seq in [next_seq - ring, next_seq); stragglers are older */
	lo = st->next_seq > ring ? st->next_seq - ring : 0;
	return st->stale_now + fen_range(st, (unsigned)(lo & st->ring_mask),
					 (unsigned)(s->seq - lo));
}

void iostats_on_complete(struct iostats *st, unsigned slot, uint64_t now, uint64_t bytes,
			 bool counting)
{
	struct iostats_slot *s = &st->slots[slot];

	if (!s->inflight)
		return;
	if (counting) {
		struct iostats_ddir *d = &st->ddir[s->ddir];
		uint64_t dist = earlier(st, s), clat = now - s->submit_ns;

		lathist_record(&d->clat, clat);
		lathist_record(&d->qwait, s->submit_ns - s->queue_ns);
		d->bytes += bytes;
		iostats_counts_add(&st->inflight, st->inflight_now);
		iostats_counts_add(&st->ooo_distance, dist);
		st->completions++;
		st->out_of_order += dist > 0;
		if (s->counted)
			timeseries_add(&st->ts, now, s->ddir, bytes, clat);
	} else if (s->counted) {
		timeseries_add(&st->ts, now, s->ddir, bytes, now - s->submit_ns);
	}
	if (s->stale) {
		st->stale_now--;
	} else {
		unsigned pos = (unsigned)(s->seq & st->ring_mask);

		fen_add(st, pos, -1);
		st->ring_slot[pos] = -1;
	}
	s->inflight = false;
	st->inflight_now--;
}

void iostats_on_reap(struct iostats *st, unsigned n, bool counting)
{
	if (counting)
		iostats_counts_add(&st->reap_batch, n);
}
