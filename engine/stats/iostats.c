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

void iostats_counts_over(struct iostats_counts *h, uint64_t v)
{
	h->counts[h->nvals - 1]++;
	h->over_n++;
	h->over_sum += v;
	if (v > h->over_max)
		h->over_max = v;
}

struct iostats_counts_summary iostats_counts_summary(const struct iostats_counts *h)
{
	struct iostats_counts_summary r = { 0, 0, 0 };
	unsigned v, last = h->nvals - 1;

	if (!h->counts || !h->nvals)
		return r;
	for (v = 0; v < h->nvals; v++) {
		uint64_t c = h->counts[v] - (v == last ? h->over_n : 0); /* in range only */

		r.n += c;
		r.sum += (uint64_t)v * c;
		if (c)
			r.max = v;
	}
	r.n += h->over_n;
	r.sum += h->over_sum;
	if (h->over_n)
		r.max = h->over_max;
	return r;
}

uint64_t iostats_completions(const struct iostats *st)
{
	return iostats_counts_summary(&st->ooo_distance).n;
}

uint64_t iostats_out_of_order(const struct iostats *st)
{
	const struct iostats_counts *h = &st->ooo_distance;
	uint64_t in_order;

	if (!h->counts || !h->nvals)
		return 0;
	/* distance 0 is in counts[0], with the clamped values too when nvals is 1 */
	in_order = h->counts[0] - (h->nvals == 1 ? h->over_n : 0);
	return iostats_completions(st) - in_order;
}

unsigned iostats_count_bits(const struct iostats *st, uint64_t a, uint64_t b)
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

void iostats_advance_oldest(struct iostats *st)
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

void iostats_go_stale(struct iostats *st, uint64_t seq)
{
	uint64_t m, *w = iostats_bit(st, seq, &m);
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
		iostats_advance_oldest(st);
}

/*
 * The series starts at the first counted I/O's queue time; rather than a test at every queue,
 * it is found at the first counted completion: until then no counted I/O has completed, so
 * every slot whose last I/O was queued counted holds one not completed yet (in flight, or
 * queued and not submitted), the first counted among them: its queue time is their least.
 */
void iostats_ts_add(struct iostats *st, uint64_t now, unsigned ddir, uint64_t bytes,
		    uint64_t clat)
{
	if (!st->ts.started) {
		uint64_t first = UINT64_MAX;
		unsigned i;

		for (i = 0; i < st->depth; i++)
			if (st->slots[i].counted && st->slots[i].queue_ns < first)
				first = st->slots[i].queue_ns;
		timeseries_start(&st->ts, first != UINT64_MAX ? first : now);
	}
	timeseries_add(&st->ts, now, ddir, bytes, clat);
}

/* earlier_stale: stale `s`'s distance: the stale I/Os in flight submitted before it (every
 * in-ring one is later). O(depth): stragglers only. */
static uint64_t earlier_stale(const struct iostats *st, const struct iostats_slot *s)
{
	uint64_t n = 0;
	unsigned i;

	for (i = 0; i < st->depth; i++)
		n += st->slots[i].inflight && st->slots[i].stale && st->slots[i].seq < s->seq;
	return n;
}

/* earlier: in-ring `s`'s distance. Every stale I/O is older than every in-ring one; in the
 * ring the shorter side of s is counted: [oldest, seq), or (seq, next_seq) taken from the
 * in-flight total. */
static uint64_t earlier(const struct iostats *st, const struct iostats_slot *s)
{
	uint64_t before = s->seq - st->oldest, after = st->next_seq - 1 - s->seq;

	if (!before)
		return st->stale_now;
	if (before <= after)
		return st->stale_now + iostats_count_bits(st, st->oldest, s->seq);
	return st->inflight_now - 1 - iostats_count_bits(st, s->seq + 1, st->next_seq);
}

uint64_t iostats_leave(struct iostats *st, struct iostats_slot *s)
{
	uint64_t m, *w, dist;

	if (s->stale) {
		dist = earlier_stale(st, s);
		st->stale_now--;
		return dist;
	}
	dist = earlier(st, s);
	w = iostats_bit(st, s->seq, &m);
	*w &= ~m;
	if (s->seq == st->oldest) {
		if (st->oldest + 1 == st->next_seq) /* none left in flight */
			st->oldest = st->next_seq;
		else
			iostats_advance_oldest(st);
	}
	return dist;
}
