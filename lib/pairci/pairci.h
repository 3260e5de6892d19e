// pairci.h: the ratio of two engines run side by side in pairs, its 95 % interval, the verdict
// against a goal and where the spread comes from: scripts/bench's and scripts/bench-trace's
// statistics (through build/bench-ci, tests/bench/bench_ci.c; scripts/lib/bench-ci.sh).
//
// A row is N ABBA pairs; pair i gives the first engine's value a_i and the second's b_i (fio's
// engine and schedaio: IOPS, or CPU ns per I/O; both > 0). The ratio b/a is the geometric mean
// of the per-pair ratios, exp(mean(d)) with d_i = ln(b_i / a_i), and its 95 % interval is
// Student's t on the d_i: exp(mean(d) +/- t(0.975, N - 1) sd(d) / sqrt(N)), sd with N - 1.
// Why t on the log ratios and not a bootstrap (DEVELOPING.md, "make bench"): the pair is the
// unit (both engines ran side by side, so a slow stretch of the machine lands on both), a log
// ratio is symmetric (1.02 and 1/1.02 are the same distance from 1), the t interval is exact
// for normal d_i and close for N of 8 to 16, while a percentile bootstrap of so few pairs is
// too narrow (it ignores the N - 1 and the t tail: about 90 % coverage at N = 10); and t gives
// the same interval for the same pairs on every run (no resampling seed).
// The statistics are GSL's, as compare's (compare/model/stats.c): gsl_stats_mean,
// gsl_stats_sd (N - 1), gsl_cdf_tdist_Pinv, gsl_cdf_ugaussian_Pinv.
// Every function is pure: no I/O, no global state; errors are 0 or a negative errno.
#ifndef SCHEDAIO_PAIRCI_H
#define SCHEDAIO_PAIRCI_H

#include <stddef.h>

/* pairci_t975: into *T the 0.975 quantile of Student's t with DF degrees of freedom (the
 * two-sided 95 % multiplier; GSL's gsl_cdf_tdist_Pinv: 12.706 at 1, 2.262 at 9, 2.021 at 40).
 * 0, or -EDOM when DF is below 1 or not finite (T unchanged), -EINVAL when T is NULL. */
int pairci_t975(double df, double *t);

struct pairci {
	size_t n;        /* pairs used: both values finite and > 0; the others are skipped */
	double ratio;    /* exp(mean(d)), the geometric mean of b_i / a_i; NAN when n is 0 */
	double lo, hi;   /* its 95 % interval; NAN when n < 2 (no interval) */
	double half_pct; /* the interval's half width in per cent of the ratio: (exp(h) - 1) x 100,
			  * h = t(0.975, n - 1) sd(d) / sqrt(n) on the log scale; NAN when n < 2 */
};

/* pairci_ratio: the ratio B/A of N pairs (a[i], b[i]) and its 95 % interval, into *OUT. A pair
 * with a value that is not finite or not above 0 (a run that did no I/O) gives no ratio and is
 * skipped. N may be 0. Returns 0, -EINVAL (OUT NULL, or A or B NULL with N > 0), -ENOMEM. */
int pairci_ratio(const double *a, const double *b, size_t n, struct pairci *out);

/* pairci_gmean: into *OUT the geometric mean of the finite values of X[0..N) above 0 (0 when
 * there is none), and into *USED (may be NULL) how many there were. Returns 0, -EINVAL (OUT
 * NULL, or X NULL with N > 0), -ENOMEM. */
int pairci_gmean(const double *x, size_t n, double *out, size_t *used);

enum pairci_verdict {
	PAIRCI_MET,         /* the IOPS interval lies above NEED and the CPU interval below CMAX */
	PAIRCI_MISSED,      /* either interval lies entirely on the wrong side */
	PAIRCI_CANNOT_TELL, /* neither; also without an interval (a bound NAN) */
};

/* pairci_verdict: a row's verdict from its IOPS interval [IOPS_LO, IOPS_HI] and its CPU
 * interval [CPU_LO, CPU_HI] (ratios schedaio/fio) against the goal: IOPS ratio above NEED
 * (0: no IOPS goal) and CPU ratio below CMAX (e.g. zram 0.99 and 1.01: issues 11, 23).
 * "missed" when IOPS_HI < NEED (NEED > 0) or CPU_LO > CMAX; "met" when (NEED is 0 or
 * IOPS_LO > NEED) and CPU_HI < CMAX; else "cannot tell". */
enum pairci_verdict pairci_verdict(double iops_lo, double iops_hi, double cpu_lo, double cpu_hi,
				   double need, double cmax);

/* pairci_verdict_name: "met", "missed" or "cannot tell". */
const char *pairci_verdict_name(enum pairci_verdict v);

/* One pair of a row for pairci_spread: IOPS and CPU ns per I/O of each engine. */
struct pairci_pair {
	double fio_iops, sa_iops, fio_cpu, sa_cpu;
};

/* Where one figure's spread comes from (all sds of natural logs, with N - 1). */
struct pairci_sd {
	double ratio; /* sd of the per-pair log ratios ln(sa / fio): what the interval is made of */
	double fio;   /* sd of fio's per-run logs */
	double sa;    /* sd of schedaio's per-run logs */
	double r;     /* the correlation of a pair's two runs (their logs), from
		       * var(ln sa - ln fio) = var fio + var sa - 2 r sd fio sd sa; NAN when either sd
		       * is 0. Near 1 the pair cancels the noise (a drift slower than a pair), near 0
		       * it is faster than a pair and only more pairs narrow the interval */
};

struct pairci_spread {
	size_t n;          /* pairs used: all four values finite and > 0 */
	struct pairci_sd cpu, iops;
	double pairs_need; /* the pairs a +/- TARGET % interval would need at the wider of the two
			    * ratio sds: ceil((z sd / ln(1 + TARGET/100))^2), z the normal 0.975
			    * quantile (the t quantile at hundreds of pairs) */
};

/* pairci_spread: a row's spread from its N pairs (pairs with a value not finite or not above
 * 0 skipped) and the interval half width TARGET_PCT (per cent, > 0) to reach. With fewer than
 * 3 pairs used only OUT->n is set (the caller says "-"). Returns 0, -EINVAL (OUT NULL, P NULL
 * with N > 0, TARGET_PCT not in (0, 100)), -ENOMEM. */
int pairci_spread(const struct pairci_pair *p, size_t n, double target_pct, struct pairci_spread *out);

#endif
