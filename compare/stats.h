/*
 * stats.h: the summary Phoronix prints under each result: mean, and standard error of the
 * mean "SE +/- x, N = n" with SE = sample standard deviation / sqrt(N) (GSL's
 * gsl_stats_sd, divisor N - 1). Values keep the unit they came in (MB/s, IOPS, µs).
 */
#ifndef COMPARE_STATS_H
#define COMPARE_STATS_H

#include <stddef.h>

struct stats_summary {
	size_t n;    /* number of values */
	double mean; /* arithmetic mean */
	double sd;   /* sample standard deviation (divisor n - 1); 0 when n == 1 */
	double se;   /* standard error of the mean, sd / sqrt(n); 0 when n == 1 */
};

/* stats_summarize: mean, SD and SE of the N values at X (N >= 1) into *OUT.
 * 0, or -EINVAL when N is 0 (OUT zeroed). */
int stats_summarize(const double *x, size_t n, struct stats_summary *out);

#endif
