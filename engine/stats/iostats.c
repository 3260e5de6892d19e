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
	free(st->bits);
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
	st->bits = calloc(ring / 64, sizeof(*st->bits));
	if (!st->slots || !st->bits)
		goto fail;
	st->ring_mask = ring - 1;
	return 0;
fail:
	iostats_free(st);
	return ret;
}

/* The in-flight bitmap: bit seq % ring is set while the I/O of sequence number seq is in
 * flight and in the ring (not stale). Set bits are seqs in [oldest, next_seq). */
static inline uint64_t *bit_word(const struct iostats *st, uint64_t seq, uint64_t *mask)
{
	unsigned pos = (unsigned)(seq & st->ring_mask);

	*mask = 1ULL << (pos & 63);
	return &st->bits[pos >> 6];
}

/* count_bits: set bits of the seqs [a, b) (b - a <= ring), a word at a time. */
static unsigned count_bits(const struct iostats *st, uint64_t a, uint64_t b)
{
	unsigned n = 0;

	while (a < b) {
		unsigned pos = (unsigned)(a & st->ring_mask), off = pos & 63, take = 64 - off;
		uint64_t w = st->bits[pos >> 6] >> off;

		if (b - a < take) {
			take = (unsigned)(b - a);
			w &= (1ULL << take) - 1;
		}
		n += (unsigned)__builtin_popcountll(w);
		a += take;
	}
	return n;
}

/* advance_oldest: the oldest in-ring I/O left: the next set bit after it (ctz, a word at a
 * time), or next_seq when none is in flight. */
static void advance_oldest(struct iostats *st)
{
	uint64_t a = st->oldest + 1;

	while (a < st->next_seq) {
		unsigned pos = (unsigned)(a & st->ring_mask), off = pos & 63;
		uint64_t w = st->bits[pos >> 6] >> off;

		if (w) {
			a += (unsigned)__builtin_ctzll(w);
			break;
		}
		a += 64 - off;
	}
	st->oldest = a < st->next_seq ? a : st->next_seq;
}

/* go_stale: the I/O of seq `seq` is still in flight `ring` submissions later: it leaves the
 * ring (rare: a scan of the slots finds it). */
static void go_stale(struct iostats *st, uint64_t seq)
{
	uint64_t m, *w = bit_word(st, seq, &m);
	unsigned i;

	for (i = 0; i < st->depth; i++) {
		struct iostats_slot *s = &st->slots[i];

		if (s->inflight && !s->stale && s->seq == seq) {
			s->stale = true;
			break;
		}
	}
	*w &= ~m;
	st->stale_now++;
	if (seq == st->oldest)
		advance_oldest(st);
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
		if (__builtin_expect(!st->ts.started, 0))
			timeseries_start(&st->ts, now);
	}
}

void iostats_on_submit(struct iostats *st, unsigned slot, uint64_t now)
{
	struct iostats_slot *s = &st->slots[slot];
	uint64_t m, *w = bit_word(st, st->next_seq, &m);

	if (__builtin_expect(*w & m, 0)) /* a straggler ring-size submissions old */
		go_stale(st, st->next_seq - st->ring_mask - 1);
	*w |= m;
	s->submit_ns = now;
	s->seq = st->next_seq++;
	s->inflight = true;
	s->stale = false;
	st->inflight_now++;
	st->ddir[s->ddir].submitted++;
}

void iostats_on_submit_batch(struct iostats *st, unsigned n, bool counting)
{
	if (counting)
		iostats_counts_add(&st->submit_batch, n);
}

/* earlier: I/Os submitted before `s` and still in flight. Every stale I/O is older than every
 * in-ring one; in the ring, the shorter side of s is counted: [oldest, seq) directly, or
 * (seq, next_seq) and taken from the in-ring total. */
static uint64_t earlier(const struct iostats *st, const struct iostats_slot *s)
{
	uint64_t n = 0, before, after;
	unsigned i;

	if (__builtin_expect(s->stale, 0)) { /* rare: scan the other stragglers */
		for (i = 0; i < st->depth; i++)
			n += st->slots[i].inflight && st->slots[i].stale &&
			     st->slots[i].seq < s->seq;
		return n;
	}
	before = s->seq - st->oldest;
	after = st->next_seq - 1 - s->seq;
	if (before <= after)
		return st->stale_now + count_bits(st, st->oldest, s->seq);
	return st->inflight_now - 1 - count_bits(st, s->seq + 1, st->next_seq);
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
		uint64_t m, *w = bit_word(st, s->seq, &m);

		*w &= ~m;
		if (s->seq == st->oldest)
			advance_oldest(st);
	}
	s->inflight = false;
	st->inflight_now--;
}

void iostats_on_reap(struct iostats *st, unsigned n, bool counting)
{
	if (counting)
		iostats_counts_add(&st->reap_batch, n);
}
