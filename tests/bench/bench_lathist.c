/*
 * bench_lathist: the cost of one lathist_record() (engine/lathist.c) at the engine's default
 * precision, for scripts/bench. Not a test: it asserts nothing about time.
 *
 *   build/bench_lathist [COUNT]     default COUNT 20000000
 *
 * Records COUNT values cycling through 65536 lognormal latencies (median 200 us, fixed seed,
 * computed before timing) and prints "lathist_record: X ns per record (COUNT records)". Run
 * under valgrind --tool=callgrind --toggle-collect=lathist_record, the instruction count of
 * lathist_record over COUNT calls gives the instructions per record (scripts/bench does it).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "lathist.h"

#define NVALS 65536

static uint64_t rng(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 0x2545F4914F6CDD1DULL;
}

int main(int argc, char **argv)
{
	unsigned long long count = argc > 1 ? strtoull(argv[1], NULL, 10) : 20000000ULL;
	static uint64_t vals[NVALS];
	struct lathist_config cfg;
	struct lathist h;
	struct timespec a, b;
	uint64_t s = 1;
	unsigned long long i;
	double ns;

	for (i = 0; i < NVALS; i++) {
		double u1 = ((rng(&s) >> 11) + 1) * 0x1p-53, u2 = ((rng(&s) >> 11) + 1) * 0x1p-53;

		vals[i] = (uint64_t)exp(log(200e3) + 0.8 * sqrt(-2 * log(u1)) * cos(2 * M_PI * u2));
	}
	if (!count || lathist_config_for(LATHIST_DEFAULT_REL_ERROR, LATHIST_DEFAULT_MAX_NS, &cfg) ||
	    lathist_init(&h, &cfg)) {
		fprintf(stderr, "bench_lathist: bad count or out of memory\n");
		return 1;
	}
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (i = 0; i < count; i++)
		lathist_record(&h, vals[i & (NVALS - 1)]);
	clock_gettime(CLOCK_MONOTONIC, &b);
	ns = ((double)(b.tv_sec - a.tv_sec) * 1e9 + (double)(b.tv_nsec - a.tv_nsec)) / (double)count;
	printf("lathist_record: %.1f ns per record (%llu records, p50 %llu ns)\n", ns, count,
	       (unsigned long long)lathist_percentile(&h, 50));
	lathist_free(&h);
	return 0;
}
