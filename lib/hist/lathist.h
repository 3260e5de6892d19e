/*
 * lathist: a log-linear latency histogram (values in ns), pure C, no fio headers.
 *
 * SUMMARY. At the engine's default (lathist_config_for(0.001, 3600e9), sub_bits 9): every
 * value from 0 ns to one hour (exactly: to 3603477561343 ns, the end of the last bucket) is
 * recorded with a relative error of at most 2^-10 = 0.0977 % (< 0.1 %; values below 1024 ns
 * exactly), in 17223 buckets of 8 bytes; the histogram takes 137896 bytes (134.7 KiB:
 * 137784 bytes of buckets plus the 112-byte struct on LP64). Values above the range are
 * counted, never lost (see lathist_record()).
 *
 * GEOMETRY (the same as fio's stat.h with FIO_IO_U_PLAT_BITS = sub_bits, but with a range
 * chosen at run time). Let S = sub_bits and B = 2^S:
 *   - values below 2B are recorded exactly, one bucket per ns (bucket index = value);
 *   - each power of two [2^e, 2^(e+1)), e > S, is split into B equal buckets of width
 *     2^(e-S) ns: index = ((e - S) << S) + (value >> (e - S)).
 * Both cases are one formula, e = 63 - clz(value | B), so lathist_record() has no branch on
 * the geometry, no loop and no floating point.
 *
 * ERROR BOUND. A bucket is reported by its midpoint lo + w/2 (w its width, lo its lowest
 * value: the middle of lo .. lo + w - 1 rounded up; lo itself when w = 1). A true value v in it is at least 2^e = B * w, so |midpoint - v| / v <= (w/2)/(B*w)
 * = 2^-(S+1), reached at v = 2^e. lathist_config_for() takes the smallest S with
 * 2^-(S+1) <= the requested bound; cfg.rel_error is 2^-(S+1) itself.
 * Why the midpoint: its error is symmetric (the report is at most w/2 away either way),
 * half the worst case of reporting the upper value (up to w, as HdrHistogram does), and it is
 * what fio reports (plat_idx_to_val() in fio's stat.c), so our numbers compare with fio's.
 * Reported values are also clamped to the recorded [min, max], which only brings them closer.
 *
 * MEMORY. lathist_memory_size() = nbuckets * 8 + sizeof(struct lathist); the bucket array
 * is allocated once, by lathist_init(). Nothing else allocates.
 *
 * PERCENTILES: nearest rank. For pct in (0, 100] and n recorded samples, the rank is
 * k = ceil(pct / 100 * n) (1 <= k <= n); the p-th percentile is the smallest recorded value
 * v such that at least k samples are <= v, reported as the midpoint of v's bucket (v itself
 * below 2^(S+1) ns), clamped to [min, max]. Rank 1 is min and rank n is max, both exact.
 *
 * MEAN AND STDDEV are exact sums, not bucket estimates: sum of values in 128 bits and sum of
 * squares in 192 bits, so merging is exact and a large mean does not cancel a small variance.
 * The stddev is the sample one (divide by n - 1), as fio's calc_lat() in stat.c.
 *
 * Errors: functions return 0 or a negative errno and never set errno. Not thread-safe: one
 * histogram per job (per thread); merge them afterwards.
 */
#ifndef SCHEDAIO_LATHIST_H
#define SCHEDAIO_LATHIST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define LATHIST_REL_ERROR_MIN 1e-5   /* accepted range of the requested relative error */
#define LATHIST_REL_ERROR_MAX 0.1
#define LATHIST_DEFAULT_REL_ERROR 0.001            /* the engine's default: 0.1 % */
#define LATHIST_DEFAULT_MAX_NS 3600000000000ULL    /* the engine's default: one hour, in ns */

/* The geometry, computed by lathist_config_for() before any allocation. */
struct lathist_config {
	unsigned sub_bits;  /* S: log2 of the buckets per power of two; exact below 2^(S+1) ns */
	unsigned nbuckets;  /* total buckets, indexes 0 .. nbuckets - 1 */
	uint64_t max_value; /* largest value (ns) recorded into its own bucket: the requested
	                       maximum rounded up to the end of its bucket */
	double rel_error;   /* the bound guaranteed, 2^-(S+1), <= the requested one */
};

/* A 192-bit unsigned sum, for the exact sum of squares. */
struct lathist_u192 {
	unsigned __int128 lo;
	uint64_t hi;
};

/*
 * One histogram. Read count/min/max/overflow directly; use the functions for the rest.
 * While count == 0, min is UINT64_MAX and max is 0 (as fio's io_stat).
 */
struct lathist {
	struct lathist_config cfg;
	uint64_t *buckets;           /* cfg.nbuckets counters, NULL when not initialised */
	uint64_t count;              /* samples recorded, overflowed ones included */
	uint64_t min, max;           /* exact, ns; overflowed samples included */
	uint64_t overflow;           /* samples above cfg.max_value (counted in the last bucket) */
	unsigned __int128 sum;       /* exact sum of the samples, ns */
	struct lathist_u192 sumsq;   /* exact sum of their squares, ns^2 */
};

/*
 * lathist_config_for - the smallest geometry meeting a relative error over a range.
 * @rel_error: wanted bound on |reported - true| / true, in [1e-5, 0.1] (0.001 = 0.1 %).
 * @max_value: largest value to record without overflow, ns, >= 1 (up to UINT64_MAX).
 * @cfg:       filled on success, untouched on error.
 * Pure: allocates nothing. Memory grows as 2^S * log2(max_value / 2^S) buckets: 1e-5 over
 * the whole 64-bit range is 3211264 buckets (25.7 MB); 0.1 % over one hour, 17223.
 * Returns 0, or -EINVAL if rel_error is outside [1e-5, 0.1] or NaN, max_value is 0, or cfg
 * is NULL.
 */
int lathist_config_for(double rel_error, uint64_t max_value, struct lathist_config *cfg);

/*
 * lathist_memory_size - bytes a histogram with this geometry takes: the bucket array
 * (nbuckets * 8) plus struct lathist (112 bytes on LP64). 137896 at the default.
 */
size_t lathist_memory_size(const struct lathist_config *cfg);

/*
 * lathist_bucket_index - index of the bucket that holds @value_ns, in [0, cfg->nbuckets);
 * values above cfg->max_value give the last bucket.
 */
size_t lathist_bucket_index(const struct lathist_config *cfg, uint64_t value_ns);

/*
 * lathist_bucket_range - lowest and highest value (ns, both included) of bucket @idx,
 * idx < cfg->nbuckets. The last bucket also holds the overflowed values, above *high.
 */
void lathist_bucket_range(const struct lathist_config *cfg, size_t idx, uint64_t *low,
			  uint64_t *high);

/*
 * lathist_bucket_value - the value (ns) reported for bucket @idx: its midpoint low + w/2
 * (w = high - low + 1), i.e. low itself for the 1 ns wide buckets. idx < cfg->nbuckets.
 */
uint64_t lathist_bucket_value(const struct lathist_config *cfg, size_t idx);

/*
 * lathist_init - an empty histogram with geometry @cfg (copied).
 * @h:   must not hold a live histogram (lathist_free() it first); zeroed on error, so
 *       lathist_free() is always safe afterwards.
 * @cfg: from lathist_config_for(); any other geometry is refused.
 * Allocates the bucket array once (calloc).
 * Returns 0, -EINVAL for a NULL or inconsistent cfg, -ENOMEM.
 */
int lathist_init(struct lathist *h, const struct lathist_config *cfg);

/*
 * lathist_free - release the bucket array and zero @h. Safe on a zeroed struct, on one
 * whose lathist_init() failed, and twice in a row.
 */
void lathist_free(struct lathist *h);

/* lathist_reset - forget every sample, keep the geometry and the memory. */
void lathist_reset(struct lathist *h);

/* lathist_bucket_of - the bucket of value v at sub_bits S: e = log2(v | 2^S), index
 * ((e - S) << S) + (v >> (e - S)) (GEOMETRY above); no clamp to max_value. */
static inline size_t lathist_bucket_of(unsigned sub_bits, uint64_t v)
{
	unsigned e = 63u ^ (unsigned)__builtin_clzll(v | (1ULL << sub_bits)); /* bsr */
	unsigned shift = e - sub_bits;

	return ((size_t)shift << sub_bits) + (size_t)(v >> shift);
}

/*
 * lathist_record - add one sample of @value_ns ns. O(1): no allocation, loop, floating
 * point or libm call. @h must be initialised.
 * Returns true; false when value_ns > cfg.max_value: the sample is then counted in
 * h->overflow and in the last bucket (so its percentile is reported as that bucket's value,
 * its error unbounded), while count, min, max, mean and stddev stay exact.
 * COST (the engine's per-I/O path, twice per I/O: clat and qwait): 25 instructions and a
 * return at -O2 on x86-64 (a bsr for the bucket; on x86-64 the exact sums as add/adc on memory,
 * a mul for the square; 31 per call in build/lathist-cost, where the result is used), the
 * stores of a new min, max or an overflow out of line. Out of line
 * on purpose (noinline, lathist.c): inlined into the completion hook, the 128-bit square's
 * mul takes rdx and the compiler rebuilt the histogram's address around it, 55 instructions
 * per record (callgrind, issue 11).
 */
__attribute__((noinline)) bool lathist_record(struct lathist *h, uint64_t value_ns);

/*
 * lathist_merge - add every sample of @src to @dst (bucket by bucket; sums exactly), as
 * though they had been recorded into @dst. src == dst doubles it.
 * Returns 0, or -EINVAL if the two geometries differ (sub_bits, nbuckets or max_value) or
 * either is not initialised; dst is then unchanged.
 */
int lathist_merge(struct lathist *dst, const struct lathist *src);

/*
 * lathist_percentile - the nearest-rank @pct-th percentile, ns (see the top of this file).
 * @pct: in (0, 100]; 99.9 means 99.9 %. pct / 100 * count within 1e-12 (relative) of an
 *       integer is taken as that integer, so 99.9 of 10^6 samples is rank 999000, not 999001
 *       because 99.9 is not exact in binary.
 * Returns the value, or 0 for an empty histogram or pct outside (0, 100] (or NaN).
 * Cost: one pass over the buckets (O(nbuckets)).
 */
uint64_t lathist_percentile(const struct lathist *h, double pct);

/* lathist_mean - exact mean (ns) of the recorded samples, overflowed ones included; 0 if empty. */
double lathist_mean(const struct lathist *h);

/*
 * lathist_stddev - sample standard deviation (ns; divides by n - 1, as fio's JSON "stddev"),
 * from exact sums; 0 when fewer than two samples.
 */
double lathist_stddev(const struct lathist *h);

#endif /* SCHEDAIO_LATHIST_H */
