/*
 * stats.h: the summary Phoronix prints under each result: mean, and standard error of the
 * mean "SE +/- x, N = n" with SE = sample standard deviation / sqrt(N) (GSL's
 * gsl_stats_sd, divisor N - 1). Values keep the unit they came in (MB/s, IOPS, µs).
 */
#ifndef COMPARE_STATS_H
#define COMPARE_STATS_H

#include <stddef.h>

/* The spread above which a row's runs are too few to trust: a relative standard deviation
 * (sd / mean) of 3.5 %, the Phoronix Test Suite's StandardDeviationThreshold, which
 * run-pack's dynamic run count applies (scripts/lib/rp-dynamic.sh). */
#define STATS_RSD_MAX 0.035
/* Fewer runs than this and a row's mean and SE say little: N < 3 is marked. */
#define STATS_MIN_RUNS 3
/* Kendall's tau over fewer rows than this is not reported (with 3 rows every order is one
 * of 6, so tau = 1 happens by chance one time in 6). */
#define STATS_MIN_TAU_ROWS 4

struct stats_summary {
	size_t n;    /* number of values */
	double mean; /* arithmetic mean */
	double sd;   /* sample standard deviation (divisor n - 1); 0 when n == 1 */
	double se;   /* standard error of the mean, sd / sqrt(n); 0 when n == 1 */
};

/* stats_summarize: mean, SD and SE of the N values at X (N >= 1) into *OUT.
 * 0, or -EINVAL when N is 0 (OUT zeroed). */
int stats_summarize(const double *x, size_t n, struct stats_summary *out);

/* Welch's unequal-variance t-test of two summaries (B. L. Welch, Biometrika 34, 1947):
 *   t  = (mean_a - mean_b) / sqrt(va + vb),  va = sd_a^2 / n_a,  vb = sd_b^2 / n_b
 *   df = (va + vb)^2 / (va^2 / (n_a - 1) + vb^2 / (n_b - 1))   (Welch-Satterthwaite)
 *   p  = two-sided, 2 * Q(|t|; df) with GSL's gsl_cdf_tdist_Q.
 * When both SDs are 0: equal means give t = 0, p = 1; different means p = 0 (t = +-inf,
 * df = n_a + n_b - 2). */
struct stats_welch {
	double t, df, p;
};

/* stats_welch_test: A against B into *OUT. 0, or -EDOM when either has N < 2 (no
 * variance to test with) or the values overflow (inf/NaN from damaged input); OUT is
 * zeroed then. */
int stats_welch_test(const struct stats_summary *a, const struct stats_summary *b,
		     struct stats_welch *out);

/* stats_significant: 1 when Welch's test of A against B rejects equal means at level
 * ALPHA (two-sided p < ALPHA, e.g. 0.05 for 95 %), 0 when it does not or cannot
 * (N < 2 on either side). */
int stats_significant(const struct stats_summary *a, const struct stats_summary *b,
		      double alpha);

/* stats_kendall_tau_b: Kendall's rank correlation with the tie correction (tau-b,
 * M. G. Kendall, Biometrika 33, 1945) of the N pairs (X[i], Y[i]):
 *   tau_b = (C - D) / sqrt((P - Tx) (P - Ty)),  P = n (n - 1) / 2,
 * C / D the concordant / discordant pairs, Tx / Ty the pairs tied in X / in Y. O(n^2):
 * tables have a few rows. In -1..1. 0, or -EDOM when N < 2 or all of X or all of Y are
 * tied (undefined; *TAU set to 0). GSL 2.7 has no Kendall tau (only Spearman). */
int stats_kendall_tau_b(const double *x, const double *y, size_t n, double *tau);

#endif
