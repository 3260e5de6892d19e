// decide.c: build/bench-decide, the "until decided" rule's cost and honesty on synthetic runs
// (make bench-decide; a benchmark, not a test: it asserts nothing).
//
// Input (stdin): one relative standard deviation per line, percent: the committed studies'
// per-row spreads (scripts/bench-decide reads them from results/*/compare.txt). For each
// spread and each true difference (0, 2, 5, 10 %), REPS pairs (the best and one other) are
// drawn log-normal with that RSD (sigma = sqrt(log(1 + rsd^2))), and from a bimodal mixture
// like the start-up pack's (a warm mode and, with probability 0.3, a cold one 1.8x slower,
// each with the row's spread). On the same 12 draws of each pair three rules decide:
//   - seq: seqtest_run (lib/seqtest/), runs added one look at a time until it closes;
//   - pts: the Phoronix Test Suite's dynamic count (study/dynamic.c's dyn_reason, 3 runs
//     scheduled, threshold 3.5 %) for each scheduler, then compare's rule at that N (Welch's
//     t on the logs at 95 % for "different"; the 90 % interval within +/- PCT for
//     "equivalent");
//   - fixed: the same at N = 12.
// Output: per scenario, each rule's rates of "different", "equivalent" and neither, its mean
// runs per scheduler, and how often seq's decision equals fixed N = 12's.
// Seeded (GSL mt19937, --seed, default 20261202): the same input gives the same output.
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gsl/gsl_cdf.h>
#include <gsl/gsl_randist.h>
#include <gsl/gsl_rng.h>

#include "seqtest/seqtest.h"
#include "study.h"

#define NMAX 12
#define MAXROWS 4096

enum verdict { V_DIFF, V_EQ, V_NONE };

struct tally {
	long n[3];
	double runs;
	long same;  /* seq only: same verdict as fixed */
	long draws;
};

/* welch: compare's rule at n runs of each, on the logs: different at 95 %, equivalent when
 * the 90 % interval lies within +/- mg. */
static enum verdict welch(const double *a, size_t na, const double *b, size_t nb, double mg)
{
	double ma = 0, mb = 0, va = 0, vb = 0, se, df, d;
	size_t i;

	for (i = 0; i < na; i++)
		ma += log(a[i]) / (double)na;
	for (i = 0; i < nb; i++)
		mb += log(b[i]) / (double)nb;
	for (i = 0; i < na; i++)
		va += (log(a[i]) - ma) * (log(a[i]) - ma) / (double)(na - 1) / (double)na;
	for (i = 0; i < nb; i++)
		vb += (log(b[i]) - mb) * (log(b[i]) - mb) / (double)(nb - 1) / (double)nb;
	se = sqrt(va + vb);
	d = ma - mb;
	if (se == 0)
		return d ? V_DIFF : V_EQ;
	df = (va + vb) * (va + vb) / (va * va / (double)(na - 1) + vb * vb / (double)(nb - 1));
	if (fabs(d) / se >= gsl_cdf_tdist_Qinv(0.025, df))
		return V_DIFF;
	if (fabs(d) + gsl_cdf_tdist_Qinv(0.05, df) * se < mg)
		return V_EQ;
	return V_NONE;
}

/* pts_n: the runs PTS's dynamic count gives values v (3 scheduled, 3.5 %), capped at NMAX. */
static size_t pts_n(const double *v)
{
	char why[160];
	size_t n = 3;

	while (n < NMAX && dyn_reason(v, n, 3.5, (long)n, 3, 10.0, why, sizeof(why)) == 1)
		n++;
	return n;
}

static double draw(gsl_rng *r, double sigma, int bimodal)
{
	double x = exp(gsl_ran_gaussian(r, sigma) - sigma * sigma / 2);

	if (bimodal && gsl_rng_uniform(r) < 0.3)
		x *= 1 / 1.8;  /* higher is better: the cold mode is 1.8x slower */
	return x;
}

static int cmpd(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static void pr(const char *name, const struct tally *t)
{
	printf("    %-6s different %5.1f %%  equivalent %5.1f %%  neither %5.1f %%  mean runs %5.2f",
	       name, 100.0 * t->n[V_DIFF] / t->draws, 100.0 * t->n[V_EQ] / t->draws,
	       100.0 * t->n[V_NONE] / t->draws, t->runs / t->draws);
}

int main(int argc, char **argv)
{
	static double rsd[MAXROWS];
	const double deltas[4] = { 0, 2, 5, 10 };
	unsigned long seed = 20261202;
	double pct = 5, alpha = 0.05, line;
	size_t nrows = 0, k = 4, reps = 40, i, di, rep;
	enum seqtest_spend spend = SEQTEST_OBF;
	struct seqtest_plan plan;
	gsl_rng *r;
	int a, bi;

	for (a = 1; a < argc; a++) {
		if (!strcmp(argv[a], "--seed") && a + 1 < argc)
			seed = strtoul(argv[++a], NULL, 10);
		else if (!strcmp(argv[a], "--reps") && a + 1 < argc)
			reps = strtoul(argv[++a], NULL, 10);
		else if (!strcmp(argv[a], "--pct") && a + 1 < argc)
			pct = strtod(argv[++a], NULL);
		else if (!strcmp(argv[a], "--k") && a + 1 < argc)
			k = strtoul(argv[++a], NULL, 10);
		else if (!strcmp(argv[a], "--pocock"))
			spend = SEQTEST_POCOCK;
		else {
			fprintf(stderr, "Usage: bench-decide [--seed N] [--reps N] [--pct PCT] [--k K] [--pocock] < rsds\n");
			return 2;
		}
	}
	while (nrows < MAXROWS && scanf("%lf", &line) == 1)
		if (isfinite(line) && line > 0 && line < 1000)
			rsd[nrows++] = line / 100;
	if (!nrows || reps < 1 || reps > 100000) {
		fprintf(stderr, "bench-decide: no spreads read (one RSD in %% a line), or --reps out of 1..100000\n");
		return 2;
	}
	if (seqtest_plan_init(&plan, alpha, pct, 3, NMAX, k, spend, 0.10)) {
		fprintf(stderr, "bench-decide: the plan's values are out of range\n");
		return 2;
	}
	r = gsl_rng_alloc(gsl_rng_mt19937);
	if (!r)
		return 1;
	gsl_rng_set(r, seed);
	{
		static double q[MAXROWS];

		memcpy(q, rsd, nrows * sizeof(*q));
		qsort(q, nrows, sizeof(*q), cmpd);
		printf("bench-decide: %zu spreads (RSD quartiles %.1f, %.1f, %.1f %%), %zu pairs each, seed %lu\n",
		       nrows, 100 * q[nrows / 4], 100 * q[nrows / 2], 100 * q[3 * nrows / 4], reps, seed);
	}
	printf("rule: alpha %.2f / k = %zu, %s spending, equivalence within %g %%, futility 0.10, N = 3..%d\n",
	       alpha, k, spend == SEQTEST_OBF ? "O'Brien-Fleming-type" : "Pocock-type", pct, NMAX);
	for (bi = 0; bi < 2; bi++)
		for (di = 0; di < 4; di++) {
			struct tally ts = { { 0 }, 0, 0, 0 }, tp = ts, tf = ts;
			double mg = log(1 + pct / 100);

			for (i = 0; i < nrows; i++) {
				double sigma = sqrt(log(1 + rsd[i] * rsd[i]));

				for (rep = 0; rep < reps; rep++) {
					double b[NMAX], o[NMAX];
					struct seqtest_rows rows[2] = { { b, 3 }, { o, 3 } };
					struct seqtest_out out[2];
					enum verdict vs, vf, vp;
					size_t n, nb, no, j;
					int best;

					for (j = 0; j < NMAX; j++) {
						b[j] = draw(r, sigma, bi);
						o[j] = draw(r, sigma, bi) * (1 - deltas[di] / 100);
					}
					for (n = 3;; n++) {
						rows[0].n = rows[1].n = n;
						best = seqtest_run(&plan, rows, 2, out);
						if (!seqtest_open(out, 2) || n == NMAX)
							break;
					}
					j = best ? 0 : 1;
					vs = out[j].state == SEQTEST_DIFFERENT ? V_DIFF :
					     out[j].state == SEQTEST_EQUIVALENT ? V_EQ : V_NONE;
					vf = welch(b, NMAX, o, NMAX, mg);
					nb = pts_n(b);
					no = pts_n(o);
					vp = welch(b, nb, o, no, mg);
					ts.n[vs]++;
					ts.runs += (double)out[j].n;
					ts.same += vs == vf;
					tf.n[vf]++;
					tf.runs += NMAX;
					tp.n[vp]++;
					tp.runs += (double)(nb + no) / 2;
					ts.draws++;
					tf.draws++;
					tp.draws++;
				}
			}
			printf("\n%s, true difference %g %%:\n", bi ? "bimodal (30 % cold at 1.8x)" : "log-normal",
			       deltas[di]);
			pr("seq", &ts);
			printf("  same verdict as N = 12: %5.1f %%\n", 100.0 * ts.same / ts.draws);
			pr("pts", &tp);
			printf("\n");
			pr("N=12", &tf);
			printf("\n");
		}
	gsl_rng_free(r);
	return 0;
}
