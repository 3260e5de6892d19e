/*
 * verdict.h: how big a difference between two schedulers is and how sure the runs make us,
 * in the words a team acts on: "MQ Deadline -6.0 % (-9.0 to -3.0 %) vs MQ None; the runs
 * resolve 4.1 %; 5 % needs N = 4".
 *
 * Method: Welch's unequal-variance t interval (B. L. Welch, Biometrika 34, 1947) of the
 * difference of two means, the interval stats.h's test inverts, so a row is significant
 * exactly when its interval excludes 0 (two-sided, 95 %). Why Welch and not a bootstrap:
 * a study has 2 to 5 runs per scheduler, where a bootstrap has 3 to 126 distinct resamples
 * and its percentile interval is too narrow; why not Student's pooled t: schedulers differ
 * in spread (bfq's runs scatter more than none's), which Welch allows. The t quantiles are
 * GSL's (gsl_cdf_tdist_Pinv).
 *
 * The scale is the log of the means (issue 31): a difference is the ratio mean / best - 1
 * in %, and its interval is Welch's on ln(mean), exp()'d back, so that no interval goes
 * below -100 % (a throughput cannot fall by more than all of it) and a halving and a
 * doubling are the same size. The SE of ln(mean) is the relative SE, sd / (mean sqrt(N))
 * (the delta method); with ca = sa / mean_a, cb = sb / mean_b:
 *   d = ln(mean_a) - ln(best),  se = sqrt(ca^2/na + cb^2/nb),  df Welch's on those,
 *   diff = e^d - 1,  interval e^(d -+ t(0.975; df) se) - 1.
 * Both means must be > 0 (every judged metric's are: MB/s, IOPS, latency, merges).
 *
 * Undecidable: with fewer than VERDICT_MIN_RUNS (3) runs on either side, Welch's df can be
 * as low as 1 (its df is at least min(na, nb) - 1), where t(0.975; 1) = 12.7 makes the
 * interval 25 SE wide and the df approximation itself is poor (Welch 1947 takes df >= 2);
 * N = 3 guarantees df >= 2. Such a row is never significant and says "undecidable: N < 3"
 * instead of an interval; its lo_pct, hi_pct and resolve_pct are NaN (null in JSON, empty
 * in CSV), and it has no run count either (runs_needed 0, verdict_needs 0): the count scales
 * with the variances seen, and a variance from 2 runs has 1 degree of freedom, its 95 %
 * interval s^2 x [1 / 5.02, 1 / 0.00098] = s^2 x [0.20, 1018] (chi-square, 1 df); two such
 * rows' sum of variances (2 df at best) puts the true count at 0.27 to 39.5 times the
 * estimate (2 / chi-square(2 df)'s 0.975 and 0.025 quantiles, 7.38 and 0.0506): "needs
 * N >= 39" would stand for anything from about 11 to 1,500 runs.
 *
 * Resolution: the smallest true difference the runs detect with 95 % confidence and 80 %
 * power (the usual planning pair, J. Cohen, "Statistical power analysis", 1988):
 *   resolve = e^((t(0.975; df) + t(0.80; df)) x se) - 1
 * with Welch's df. The runs needed to resolve a difference D (VERDICT_TARGET: 5 %, so
 * ln(1.05) on the log scale) at the relative spreads seen, N runs of each scheduler:
 *   the least N >= 2 with (t(0.975; 2N - 2) + t(0.80; 2N - 2)) x sqrt((ca^2 + cb^2) / N) <= D
 * (0 when it needs more than VERDICT_MAX_RUNS).
 *
 * A run far from its siblings (a bimodal scheduler, a starved run) is named and kept in the
 * data: with 3 runs or more, a run is far when it is more than VERDICT_FAR_SD standard
 * deviations of the other runs from their mean and more than VERDICT_FAR_RATIO times that
 * mean, or less than its 1 / VERDICT_FAR_RATIO (so throughput and latency alike); with 2
 * runs, both are named when one is more than VERDICT_FAR_RATIO times the other. A value
 * below the metric's floor (metric_info far_floor: a merge ratio under 0.01) counts as the
 * floor, so that two values near 0 (0.001 and 0.004 merges per request: no merging either
 * way) are never "x2 apart". These
 * thresholds are ours (a normal run is 3 SD away 0.3 % of the time; x2 keeps ordinary
 * run-to-run spread, RSD 20-36 % on a loop device, from being named, and names a bimodal
 * scheduler's 159.7 and 1.27 MB/s).
 */
#ifndef COMPARE_VERDICT_H
#define COMPARE_VERDICT_H

#include <stddef.h>

#include "model/stats.h"

#define VERDICT_LEVEL 0.95      /* two-sided confidence of the interval */
#define VERDICT_POWER 0.80      /* power of the resolution and the run count */
#define VERDICT_TARGET 0.05     /* the difference the run count is given for: 5 % */
#define VERDICT_MAX_RUNS 1000   /* run counts above this are "more than 1000" */
#define VERDICT_FAR_SD 3.0
#define VERDICT_FAR_RATIO 2.0
#define VERDICT_MAX_FAR 8       /* runs named per row at most */
#define VERDICT_MIN_RUNS STATS_MIN_RUNS /* fewer on either side: undecidable (see above) */

/* The verdict of one row against the best row of its table. */
struct verdict {
	int has;           /* 1 when both rows have N >= 2 and both means are > 0 */
	double diff_pct;   /* (mean / best - 1) x 100: negative = smaller value; > -100 */
	double lo_pct, hi_pct; /* its 95 % interval, same scale (log-scale, > -100) */
	double df;         /* Welch-Satterthwaite degrees of freedom, on ln(mean) */
	size_t runs;       /* the smaller N of the two rows */
	int undecidable;   /* runs < VERDICT_MIN_RUNS: no interval is shown, never significant */
	int significant;   /* decidable and the interval excludes 0 */
	double resolve_pct; /* the smallest difference resolved (see above), % of the best */
	size_t runs_needed; /* N per scheduler to resolve VERDICT_TARGET; 0 = over the max, or
			     * undecidable (no estimate: read undecidable first) */
	/* A row of a run-pack --until-decided study (compare/model/seqverdict.h): 1 + the
	 * sequential rule's state (lib/seqtest/seqtest.h enum seqtest_state) and the
	 * runs of the pair at its last look; the study's PCT. seq = 0: Welch's verdict above. */
	int seq;
	size_t seq_n;
	size_t seq_best; /* the table's row the rule compares with (its best by the first runs;
			  * not always row 0, the best mean of all the runs) */
	double seq_pct;
};

/* verdict_pair: the verdict of A against BEST into *OUT (OUT->has = 0 when either N < 2, a
 * mean or SD is not finite, or a mean is not > 0). For A == BEST the difference is 0 and the
 * resolution is the table's at the best row's spread. 0, or -EDOM when OUT->has = 0. */
int verdict_pair(const struct stats_summary *a, const struct stats_summary *best,
		 struct verdict *out);

/* verdict_needs: the N per scheduler a row of V should have: its runs_needed, at least
 * VERDICT_MIN_RUNS; 0 when more than VERDICT_MAX_RUNS are needed or V is undecidable (no
 * estimate from N < VERDICT_MIN_RUNS: see above). */
size_t verdict_needs(const struct verdict *v);

/* verdict_runs_needed: N per scheduler that resolves D (> 0, the unit of SA and SB: the
 * verdict passes relative SDs and ln(1 + VERDICT_TARGET)) between two
 * schedulers whose runs have standard deviations SA and SB (see above); 2 when both are 0;
 * 0 when more than VERDICT_MAX_RUNS are needed or an input is not finite. */
size_t verdict_runs_needed(double sa, double sb, double d);

/* verdict_far: the indexes (into X) of the N values that are far from their siblings (see
 * above; values below FLOOR (>= 0, the metric's far_floor) count as FLOOR in the ratio), at
 * most MAX of them into IDX, in index order. Returns how many. */
size_t verdict_far(const double *x, size_t n, double floor, size_t *idx, size_t max);

/* The host-paired effect of one scheduler against the best over H hosts (a randomized block
 * with the host as the block): each host's difference in %, d_h = (a_h - b_h) / |b_h| x 100,
 * from its own means; the mean of d_h with the paired t interval (df = H - 1, 95 %). */
struct verdict_paired {
	int has;         /* 1 when H >= 2 and every b_h is not 0 */
	size_t hosts;
	double diff_pct, lo_pct, hi_pct;
	int significant; /* the interval excludes 0 */
};

/* verdict_paired: the effect of A against B (H host means each, same host order) into *OUT.
 * 0, or -EDOM (OUT->has = 0) when H < 2, a value is not finite or a B value is 0. */
int verdict_paired(const double *a, const double *b, size_t h, struct verdict_paired *out);

#endif
