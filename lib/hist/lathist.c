/*
 * lathist: log-linear latency histogram. The geometry, error bound and percentile
 * definition are explained at the top of lathist.h.
 */
#include "hist/lathist.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Above this, nbuckets would not fit in an unsigned; lathist_config_for() stops at 16. */
#define LATHIST_SUB_BITS_MAX 24

/*
 * Bucket of @v for S = sub_bits. OR-ing in 2^S makes every value below 2^S look like it is
 * in octave S, whose shift is 0: one formula for the exact and the log-linear parts.
 * Never called with v | 2^S == 0, so clzll() is defined.
 */
static inline size_t bucket_index(unsigned sub_bits, uint64_t v)
{
	return lathist_bucket_of(sub_bits, v);
}

/* Inverse of bucket_index(): lowest value and width (ns) of bucket @idx. */
static inline void bucket_low_width(unsigned sub_bits, size_t idx, uint64_t *low,
				    uint64_t *width)
{
	size_t group = idx >> sub_bits;  /* shift + 1 in the log-linear part */
	unsigned shift;

	if (group < 2) {                 /* below 2^(S+1): 1 ns wide */
		*low = idx;
		*width = 1;
		return;
	}
	shift = (unsigned)group - 1;
	*low = (((uint64_t)idx & ((1ULL << sub_bits) - 1)) | (1ULL << sub_bits)) << shift;
	*width = 1ULL << shift;
}

/* The geometry for sub_bits and a requested maximum; no validation. */
static void config_make(unsigned sub_bits, uint64_t max_value, struct lathist_config *cfg)
{
	size_t last = bucket_index(sub_bits, max_value);
	uint64_t low, width;

	bucket_low_width(sub_bits, last, &low, &width);
	cfg->sub_bits = sub_bits;
	cfg->nbuckets = (unsigned)last + 1;
	cfg->max_value = low + (width - 1);  /* cannot wrap: at most UINT64_MAX */
	cfg->rel_error = 1.0 / (double)(2ULL << sub_bits);
}

/* True if @cfg is what config_make() gives for its own sub_bits and max_value. */
static bool config_valid(const struct lathist_config *cfg)
{
	struct lathist_config want;

	if (cfg->sub_bits > LATHIST_SUB_BITS_MAX || cfg->max_value == 0)
		return false;
	config_make(cfg->sub_bits, cfg->max_value, &want);
	return want.nbuckets == cfg->nbuckets && want.max_value == cfg->max_value &&
	       want.rel_error == cfg->rel_error;
}

static bool config_equal(const struct lathist_config *a, const struct lathist_config *b)
{
	return a->sub_bits == b->sub_bits && a->nbuckets == b->nbuckets &&
	       a->max_value == b->max_value;
}

int lathist_config_for(double rel_error, uint64_t max_value, struct lathist_config *cfg)
{
	unsigned sub_bits = 0;

	/* Written so that NaN fails too. */
	if (!cfg || !(rel_error >= LATHIST_REL_ERROR_MIN && rel_error <= LATHIST_REL_ERROR_MAX) ||
	    max_value < 1)
		return -EINVAL;
	/* 2^-(S+1) is exact in a double: the comparison is exact. Ends at S <= 16. */
	while (1.0 / (double)(2ULL << sub_bits) > rel_error)
		sub_bits++;
	config_make(sub_bits, max_value, cfg);
	return 0;
}

size_t lathist_memory_size(const struct lathist_config *cfg)
{
	return (size_t)cfg->nbuckets * sizeof(uint64_t) + sizeof(struct lathist);
}

size_t lathist_bucket_index(const struct lathist_config *cfg, uint64_t value_ns)
{
	if (value_ns > cfg->max_value)
		value_ns = cfg->max_value;
	return bucket_index(cfg->sub_bits, value_ns);
}

void lathist_bucket_range(const struct lathist_config *cfg, size_t idx, uint64_t *low,
			  uint64_t *high)
{
	uint64_t width;

	bucket_low_width(cfg->sub_bits, idx, low, &width);
	*high = *low + (width - 1);
}

uint64_t lathist_bucket_value(const struct lathist_config *cfg, size_t idx)
{
	uint64_t low, width;

	bucket_low_width(cfg->sub_bits, idx, &low, &width);
	return low + width / 2;
}

int lathist_init(struct lathist *h, const struct lathist_config *cfg)
{
	memset(h, 0, sizeof(*h));
	if (!cfg || !config_valid(cfg))
		return -EINVAL;
	h->buckets = calloc(cfg->nbuckets, sizeof(*h->buckets));
	if (!h->buckets)
		return -ENOMEM;
	h->cfg = *cfg;
	lathist_reset(h);
	return 0;
}

void lathist_free(struct lathist *h)
{
	free(h->buckets);
	memset(h, 0, sizeof(*h));
}

void lathist_reset(struct lathist *h)
{
	if (h->buckets)
		memset(h->buckets, 0, (size_t)h->cfg.nbuckets * sizeof(*h->buckets));
	h->count = 0;
	h->min = UINT64_MAX;
	h->max = 0;
	h->overflow = 0;
	h->sum = 0;
	h->sumsq.lo = 0;
	h->sumsq.hi = 0;
}

bool lathist_record(struct lathist *h, uint64_t value_ns)
{
	uint64_t v = value_ns;

	if (__builtin_expect(value_ns > h->cfg.max_value, 0)) {
		v = h->cfg.max_value;
		h->overflow++;
	}
	h->buckets[lathist_bucket_of(h->cfg.sub_bits, v)]++;
	h->count++;
	/* A new min or max is rare after the first samples: a branch each (taken rarely, two
	 * instructions) is cheaper than a branchless load, compare, cmov and store. */
	if (__builtin_expect(value_ns < h->min, 0))
		h->min = value_ns;
	if (__builtin_expect(value_ns > h->max, 0))
		h->max = value_ns;
#if defined(__x86_64__) && !defined(LATHIST_NO_ASM) /* -DLATHIST_NO_ASM: the C below */
	/* The exact sums as add/adc on memory (8 instructions; gcc's __int128 code below takes
	 * 12 here): sum += v over 128 bits, sumsq += v * v (mul: rdx:rax) over 192 bits. */
	{
		uint64_t rax = value_ns, rdx;

		__asm__("addq %[v], %[s]\n\t"
			"adcq $0, 8+%[s]\n\t"
			"mulq %[v]\n\t"
			"addq %%rax, %[q]\n\t"
			"adcq %%rdx, 8+%[q]\n\t"
			"adcq $0, %[qh]"
			: [s] "+m"(h->sum), [q] "+m"(h->sumsq.lo), [qh] "+m"(h->sumsq.hi), "+a"(rax),
			  "=&d"(rdx)
			: [v] "r"(value_ns)
			: "cc");
	}
#else
	{
		unsigned __int128 sq = (unsigned __int128)value_ns * value_ns;

		h->sum += value_ns;
		h->sumsq.lo += sq;
		h->sumsq.hi += h->sumsq.lo < sq; /* carry */
	}
#endif
	return value_ns <= h->cfg.max_value;
}

int lathist_merge(struct lathist *dst, const struct lathist *src)
{
	struct lathist s;
	size_t i;

	if (!dst->buckets || !src->buckets || !config_equal(&dst->cfg, &src->cfg))
		return -EINVAL;
	s = *src;  /* src may be dst: read its sums before changing them */
	for (i = 0; i < dst->cfg.nbuckets; i++)
		dst->buckets[i] += s.buckets[i];
	dst->count += s.count;
	dst->overflow += s.overflow;
	if (s.min < dst->min)
		dst->min = s.min;
	if (s.max > dst->max)
		dst->max = s.max;
	dst->sum += s.sum;
	dst->sumsq.lo += s.sumsq.lo;
	dst->sumsq.hi += s.sumsq.hi + (dst->sumsq.lo < s.sumsq.lo);
	return 0;
}

/* ceil(pct / 100 * count) in [1, count], forgiving binary rounding of decimal pct. */
static uint64_t nearest_rank(uint64_t count, double pct)
{
	double x = pct * (double)count / 100.0;
	double k = ceil(x - x * 1e-12);

	if (k < 1.0)
		return 1;
	if (k >= (double)count)
		return count;
	return (uint64_t)k;
}

uint64_t lathist_percentile(const struct lathist *h, double pct)
{
	uint64_t rank, seen = 0, v;
	size_t i, last;

	if (h->count == 0 || !(pct > 0.0 && pct <= 100.0))
		return 0;
	rank = nearest_rank(h->count, pct);
	if (rank == 1)
		return h->min;
	if (rank == h->count)
		return h->max;
	last = h->cfg.nbuckets - 1;
	for (i = 0; i < last; i++) {
		seen += h->buckets[i];
		if (seen >= rank)
			break;
	}
	v = lathist_bucket_value(&h->cfg, i);
	if (v < h->min)
		v = h->min;
	if (v > h->max)
		v = h->max;
	return v;
}

double lathist_mean(const struct lathist *h)
{
	uint64_t q, r;

	if (h->count == 0)
		return 0.0;
	/* sum = q * n + r, q < 2^64 since the mean is at most max. */
	q = (uint64_t)(h->sum / h->count);
	r = (uint64_t)(h->sum % h->count);
	return (double)((long double)q + (long double)r / (long double)h->count);
}

/* 192-bit arithmetic for the variance, off the hot path. */
static struct lathist_u192 u192_mul(unsigned __int128 x, uint64_t m)
{
	unsigned __int128 p0 = (unsigned __int128)(uint64_t)x * m;
	unsigned __int128 p1 = (unsigned __int128)(uint64_t)(x >> 64) * m;
	struct lathist_u192 r;

	r.lo = p0 + ((unsigned __int128)(uint64_t)p1 << 64);
	r.hi = (uint64_t)(p1 >> 64) + (r.lo < p0);
	return r;
}

/* a - b, a >= b. */
static struct lathist_u192 u192_sub(struct lathist_u192 a, struct lathist_u192 b)
{
	struct lathist_u192 r;

	r.lo = a.lo - b.lo;
	r.hi = a.hi - b.hi - (a.lo < b.lo);
	return r;
}

static long double u192_to_ld(struct lathist_u192 a)
{
	return (long double)a.hi * 0x1p128L + (long double)(uint64_t)(a.lo >> 64) * 0x1p64L +
	       (long double)(uint64_t)a.lo;
}

double lathist_stddev(const struct lathist *h)
{
	uint64_t n = h->count, q, r;
	unsigned __int128 qr;
	struct lathist_u192 s, twoqr;
	long double m2;

	if (n < 2)
		return 0.0;
	/*
	 * With sum = q * n + r: S = sum (v - q)^2 = sumsq - n q^2 - 2 q r, an exact integer,
	 * and sum (v - mean)^2 = S - r^2 / n. Only the last step rounds.
	 */
	q = (uint64_t)(h->sum / n);
	r = (uint64_t)(h->sum % n);
	qr = (unsigned __int128)q * r;
	twoqr.lo = qr << 1;
	twoqr.hi = (uint64_t)(qr >> 127);
	s = u192_sub(u192_sub(h->sumsq, u192_mul((unsigned __int128)q * q, n)), twoqr);
	m2 = u192_to_ld(s) - (long double)r * (long double)r / (long double)n;
	if (m2 <= 0)
		return 0.0;
	return sqrt((double)(m2 / (long double)(n - 1)));
}
