/*
 * lathist_testutil.h: helpers shared by the lathist unit tests (include after cmocka.h):
 * a fixed-seed xorshift64* generator with uniform and normal deviates, the default
 * histogram, a sample buffer of NSAMPLES, and direct two-pass mean and stddev.
 */
#ifndef SCHEDAIO_LATHIST_TESTUTIL_H
#define SCHEDAIO_LATHIST_TESTUTIL_H

#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "hist/lathist.h"

#define NSAMPLES 1000000
#define ONE_HOUR_NS 3600000000000ULL

/* --- a fixed-seed generator ---------------------------------------------------------- */

struct rng {
	uint64_t s;
};

static inline uint64_t rng_next(struct rng *r) /* xorshift64* (Vigna) */
{
	r->s ^= r->s >> 12;
	r->s ^= r->s << 25;
	r->s ^= r->s >> 27;
	return r->s * 0x2545F4914F6CDD1DULL;
}

static inline double rng_unit(struct rng *r) /* uniform in (0, 1] */
{
	return (double)((rng_next(r) >> 11) + 1) * 0x1p-53;
}

static inline double rng_normal(struct rng *r) /* standard normal, Box-Muller */
{
	return sqrt(-2.0 * log(rng_unit(r))) * cos(2.0 * M_PI * rng_unit(r));
}

static inline uint64_t to_ns(double x) /* rounded, at least 1 ns */
{
	return x < 1.0 ? 1 : (uint64_t)llround(x);
}

static inline void default_hist(struct lathist *h)
{
	struct lathist_config cfg;

	assert_int_equal(lathist_config_for(LATHIST_DEFAULT_REL_ERROR, ONE_HOUR_NS, &cfg), 0);
	assert_int_equal(lathist_init(h, &cfg), 0);
}

static inline uint64_t *samples(void)
{
	uint64_t *v = malloc(NSAMPLES * sizeof(*v));

	assert_non_null(v);
	return v;
}

/* Direct two-pass mean and sample stddev, in long double. */
static inline void direct_stats(const uint64_t *v, size_t n, long double *mean, long double *sd)
{
	unsigned __int128 sum = 0;
	long double m2 = 0;
	size_t i;

	for (i = 0; i < n; i++)
		sum += v[i];
	*mean = (long double)sum / (long double)n;
	for (i = 0; i < n; i++)
		m2 += ((long double)v[i] - *mean) * ((long double)v[i] - *mean);
	*sd = n > 1 ? sqrtl(m2 / (long double)(n - 1)) : 0;
}

#endif
