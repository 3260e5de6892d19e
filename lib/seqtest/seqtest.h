// seqtest.h: the "until decided" rule: a group-sequential comparison of each scheduler of a
// cell with the cell's best, on the log of the ratio of geometric means.
//
// Why logs: a run's value (KiB/s, or a start-up's seconds) is compared as a ratio; the mean of
// the logs is the log of the geometric mean, and its spread is far less skewed than the raw
// spread of the start-up pack's bimodal runs (a cold and a warm mode), so the Welch interval
// on the logs keeps nearer its level at N = 3..12.
//
// The rule (one place: run-pack's added runs, compare's verdict and make bench-decide all
// call seqtest_run on the same rows):
//   - the best is the scheduler with the best geometric mean of its first n_first runs
//     (higher is better unless plan.lower_is_better), fixed for the replay;
//   - each other scheduler j is compared with it at looks n = n_first, n_first + 1, ...,
//     n_max (n = runs of the pair: the fewer of the two), the first n runs of each in order;
//   - at look n the statistic is the Welch t of d = mean(log x_j) - mean(log x_best); the
//     group-sequential boundary c_n (Lan-DeMets alpha spending on the information fraction
//     n / n_max; O'Brien-Fleming-type by default, Pocock-type as an option) is carried to a
//     t multiplier of the same nominal level at Welch's degrees of freedom;
//   - "different" when |t| >= c_n at two-sided level alpha / k (Bonferroni over the k - 1
//     comparisons with the best, written alpha / k as the issue asks: conservative);
//   - "equivalent within PCT" when the repeated confidence interval d +/- c'_n SE, c'_n the
//     boundary of two-sided level 2 alpha / k (two one-sided tests, each at alpha / k), lies
//     inside (-log(1 + PCT/100), +log(1 + PCT/100));
//   - "futile" (non-binding: the boundaries are computed as if it never stopped) when from
//     the second look on, the conditional power of either conclusion by n_max under the
//     current estimate is below plan.futility (0.10);
//   - else "undecided at N = n_max" once the pair has n_max runs; else open (one more run of
//     each open scheduler and of the best is wanted).
// Sources: Lan & DeMets (1983), Biometrika 70:659-663 (spending functions); DeMets & Lan
// (1994), Stat Med 13:1341-1352; Jennison & Turnbull (2000), Group Sequential Methods, ch. 8
// (equivalence), 9 (repeated confidence intervals), 19 (the recursive integration used in
// bounds.c); Schuirmann (1987), J Pharmacokinet Biopharm 15:657-680 (two one-sided tests).
#ifndef SCHEDAIO_SEQTEST_H
#define SCHEDAIO_SEQTEST_H

#include <stddef.h>

#define SEQTEST_MAX_LOOKS 64   /* n_max - n_first + 1 at most */
#define SEQTEST_MAX_SCHED 16   /* schedulers of a cell */
#define SEQTEST_MAX_RUNS 1000  /* runs of a scheduler read at most */

enum seqtest_spend {
	SEQTEST_OBF = 0,    /* O'Brien-Fleming-type: 2 - 2 Phi(z_{a/2} / sqrt(t)) */
	SEQTEST_POCOCK = 1, /* Pocock-type: a log(1 + (e - 1) t) */
};

/* bounds: two-sided symmetric boundaries (z scale) at looks t[0..K), t increasing in (0, 1],
 * spending alpha by spend. c[i] is in [0, 8.3] (8.3 where a look spends nothing). Returns 0,
 * -EINVAL (K outside 1..SEQTEST_MAX_LOOKS, t not increasing in (0, 1], alpha outside (0, 1)),
 * -ENOMEM. */
int seqtest_bounds(double alpha, enum seqtest_spend spend, const double *t, size_t K, double *c);

/* seqtest_spent: the alpha spent by information fraction t in [0, 1]. */
double seqtest_spent(double alpha, enum seqtest_spend spend, double t);

struct seqtest_plan {
	double alpha;          /* family-wise two-sided level, (0, 0.5) */
	double margin_pct;     /* PCT: equivalence within +/- PCT % of the best, (0, 100) */
	size_t n_first;        /* runs of every scheduler before the first look, >= 2 */
	size_t n_max;          /* runs of a pair at most, n_first..n_first + SEQTEST_MAX_LOOKS - 1 */
	size_t k;              /* schedulers of the cell, 2..SEQTEST_MAX_SCHED */
	enum seqtest_spend spend;
	double futility;       /* conditional power below which a pair stops, [0, 1); 0: never */
	int lower_is_better;   /* 0: higher values are better (KiB/s); 1: lower (seconds) */
	double c_diff[SEQTEST_MAX_LOOKS]; /* z boundary of look n_first + i, level alpha / k */
	double c_eq[SEQTEST_MAX_LOOKS];   /* the same at level 2 alpha / k (TOST) */
};

/* seqtest_first_runs: the first runs of every pair in a study whose manifest says RUNS (its
 * "runs", run-pack --runs): RUNS, at least 2 (a t statistic needs 2). Used by run-pack's
 * decisions (study/decide.c) and compare's verdicts (compare/model/seqverdict.c) alike. */
static inline size_t seqtest_first_runs(long runs)
{
	return runs < 2 ? 2 : (size_t)runs;
}

/* seqtest_plan_init: fills *plan and its boundaries. Returns 0 or -EINVAL (a value out of the
 * ranges above), -ENOMEM. Defaults: seqtest_plan_init(&p, 0.05, 5, 3, 12, k, SEQTEST_OBF, 0.10). */
int seqtest_plan_init(struct seqtest_plan *plan, double alpha, double margin_pct, size_t n_first,
		      size_t n_max, size_t k, enum seqtest_spend spend, double futility);

/* The plans a process has computed, owned by its caller and passed explicitly (compare's
 * model, one schedaio-study call's order_next): each distinct plan's boundaries, about 0.15 s
 * of CPU by numerical integration (bounds.c), are computed once, however many tables or looks
 * ask for it. Start it zeroed ({ 0 }); release it with seqtest_plans_free. P[0..N) as
 * seqtest_plan_init made them (lower_is_better 0); CAP entries allocated. One caller at a
 * time (no lock). */
struct seqtest_plans {
	struct seqtest_plan *p;
	size_t n, cap;
};

/* seqtest_plans_get: *plan = the plan of these arguments (those of seqtest_plan_init, same
 * ranges), copied from SET when one of equal arguments is there, else computed by
 * seqtest_plan_init and kept in SET. The caller may change its copy (lower_is_better).
 * Returns 1 when computed now, 0 when taken from SET, or -EINVAL (an argument out of range,
 * SET or PLAN NULL), -ENOMEM (SET unchanged then). */
int seqtest_plans_get(struct seqtest_plans *set, struct seqtest_plan *plan, double alpha,
		      double margin_pct, size_t n_first, size_t n_max, size_t k,
		      enum seqtest_spend spend, double futility);

/* seqtest_plans_free: release SET's plans and zero it (a zeroed SET: nothing to do). */
void seqtest_plans_free(struct seqtest_plans *set);

/* One scheduler's runs in order (run 1 first); values finite and > 0. */
struct seqtest_rows {
	const double *v;
	size_t n;
};

enum seqtest_state {
	SEQTEST_BEST = 0,       /* the cell's best (reference of the others) */
	SEQTEST_OPEN,           /* needs a run more (of itself and of the best) */
	SEQTEST_DIFFERENT,      /* the interval excludes 0 */
	SEQTEST_EQUIVALENT,     /* the interval within +/- PCT */
	SEQTEST_FUTILE,         /* stopped: neither conclusion likely by n_max */
	SEQTEST_UNDECIDED,      /* n_max reached */
};

struct seqtest_out {
	enum seqtest_state state;
	size_t n;          /* the runs of the pair at the last look (or at the decision) */
	size_t want;       /* runs of this scheduler the rule wants in all now (>= n given) */
	double ratio;      /* geometric mean / best's, at the last look (1 for the best) */
	double lo, hi;     /* its repeated confidence interval (level alpha / k) */
};

/* seqtest_run: replays the looks over rows[0..k) (2 <= k <= plan->k: a cell with fewer rows
 * than planned, e.g. a scheduler whose runs failed, keeps the plan's alpha / plan->k) and
 * fills out[0..k). A pure
 * function of the first runs of each row: the same rows give the same decisions (resume and
 * compare agree with the run that added them). Runs past a pair's decision are ignored.
 * Returns the index of the best, or -EINVAL (k outside 2..plan->k, a row has fewer than
 * n_first runs, more than SEQTEST_MAX_RUNS, or a value not finite and > 0). */
int seqtest_run(const struct seqtest_plan *plan, const struct seqtest_rows *rows, size_t k,
		struct seqtest_out *out);

/* seqtest_why: one line for out: "best", "open at N = 4", "different: -12 % (-18 to -6 %)",
 * "equivalent within 5 % (-2 to +3 %)", "undecided at N = 12", "futile at N = 6 (-1 %, -9 to
 * +8 %)". Returns the length snprintf gives (truncated if >= len), or -EINVAL. */
int seqtest_why(const struct seqtest_plan *plan, const struct seqtest_out *out, char *buf,
		size_t len);

/* seqtest_open: 1 if any comparison of out[0..k) is still open, else 0. */
int seqtest_open(const struct seqtest_out *out, size_t k);

#endif
