/*
 * lathist_cost: what recording one latency costs, for scripts/bench.
 *
 *   build/lathist-cost [RECORDS [REPS]]
 *
 * Records RECORDS (default 10,000,000) latencies into one histogram with the engine's
 * configuration (0.1 %, one hour: see lib/hist/lathist.h), REPS times (default 5), timing each
 * pass with CLOCK_MONOTONIC, and prints one line: "lathist_record ns/call MEDIAN (min MIN,
 * RECORDS records x REPS)". The values are drawn before timing, log-uniform from 10 us to
 * 10 ms, so the buckets touched look like a device's. Run it under valgrind --tool=callgrind
 * to count instructions per call: those of record_one (scripts/bench does). Exit 0, or 1 with a line on stderr.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hist/lathist.h"

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* record_one: one record, not inlined, so that callgrind counts lathist_record (out of line
 * itself, lathist.h) as the engine runs it, once per I/O, its state in memory: its instructions per call
 * are one record and a call's few. */
static __attribute__((noinline)) void record_one(struct lathist *h, uint64_t v)
{
	lathist_record(h, v);
}

int main(int argc, char **argv)
{
	unsigned long records = argc > 1 ? strtoul(argv[1], NULL, 10) : 10000000UL;
	unsigned reps = argc > 2 ? (unsigned)strtoul(argv[2], NULL, 10) : 5, r;
	struct lathist_config cfg;
	struct lathist h;
	uint64_t *v, x = 0x9e3779b97f4a7c15ULL, t0;
	double *ns;
	unsigned long i;
	int ret;

	if (!records || !reps || reps > 1000) {
		fprintf(stderr, "lathist-cost: usage: lathist-cost [RECORDS >= 1 [REPS 1..1000]]\n");
		return 1;
	}
	v = malloc(records * sizeof(*v));
	ns = malloc(reps * sizeof(*ns));
	ret = lathist_config_for(0.001, 3600000000000ULL, &cfg);
	if (!ret)
		ret = lathist_init(&h, &cfg);
	if (!v || !ns || ret) {
		fprintf(stderr, "lathist-cost: %s\n", strerror(ret ? -ret : ENOMEM));
		return 1;
	}
	for (i = 0; i < records; i++) { /* xorshift64, then 10 us * 1000^u, u in [0, 1) */
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		v[i] = (uint64_t)(10000.0 * __builtin_exp((double)(x >> 11) / 9007199254740992.0 * 6.907755));
	}
	for (r = 0; r < reps; r++) {
		t0 = now_ns();
		for (i = 0; i < records; i++)
			record_one(&h, v[i]);
		ns[r] = (double)(now_ns() - t0) / (double)records;
	}
	qsort(ns, reps, sizeof(*ns), cmp_double);
	printf("lathist_record ns/call %.2f (min %.2f, %lu records x %u)\n", ns[reps / 2], ns[0],
	       records, reps);
	lathist_free(&h);
	free(v);
	free(ns);
	return 0;
}
