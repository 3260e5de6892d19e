// seqtest.c: the "until decided" rule (seqtest.h): the plan, the replay of the looks, the
// verdict's words.
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gsl/gsl_cdf.h>

#include "seqtest.h"

int seqtest_plan_init(struct seqtest_plan *plan, double alpha, double margin_pct, size_t n_first,
		      size_t n_max, size_t k, enum seqtest_spend spend, double futility)
{
	double t[SEQTEST_MAX_LOOKS];
	size_t K, i;
	int ret;

	if (!plan || !(alpha > 0 && alpha < 0.5) || !(margin_pct > 0 && margin_pct < 100) ||
	    n_first < 2 || n_max < n_first || n_max - n_first + 1 > SEQTEST_MAX_LOOKS ||
	    k < 2 || k > SEQTEST_MAX_SCHED || !(futility >= 0 && futility < 1) ||
	    (spend != SEQTEST_OBF && spend != SEQTEST_POCOCK))
		return -EINVAL;
	memset(plan, 0, sizeof(*plan));
	plan->alpha = alpha;
	plan->margin_pct = margin_pct;
	plan->n_first = n_first;
	plan->n_max = n_max;
	plan->k = k;
	plan->spend = spend;
	plan->futility = futility;
	K = n_max - n_first + 1;
	for (i = 0; i < K; i++)
		t[i] = (double)(n_first + i) / (double)n_max;
	ret = seqtest_bounds(alpha / (double)k, spend, t, K, plan->c_diff);
	if (!ret)
		ret = seqtest_bounds(2 * alpha / (double)k, spend, t, K, plan->c_eq);
	return ret;
}

int seqtest_plans_get(struct seqtest_plans *set, struct seqtest_plan *plan, double alpha,
		      double margin_pct, size_t n_first, size_t n_max, size_t k,
		      enum seqtest_spend spend, double futility)
{
	struct seqtest_plan *q;
	size_t i;
	int ret;

	if (!set || !plan)
		return -EINVAL;
	for (i = 0; i < set->n; i++) {
		q = &set->p[i];
		if (q->alpha == alpha && q->margin_pct == margin_pct && q->n_first == n_first &&
		    q->n_max == n_max && q->k == k && q->spend == spend && q->futility == futility) {
			*plan = *q;
			return 0;
		}
	}
	ret = seqtest_plan_init(plan, alpha, margin_pct, n_first, n_max, k, spend, futility);
	if (ret)
		return ret;
	if (set->n == set->cap) {
		size_t cap = set->cap ? 2 * set->cap : 4;

		q = realloc(set->p, cap * sizeof(*q));
		if (!q)
			return -ENOMEM;
		set->p = q;
		set->cap = cap;
	}
	set->p[set->n++] = *plan;
	return 1;
}

void seqtest_plans_free(struct seqtest_plans *set)
{
	if (!set)
		return;
	free(set->p);
	memset(set, 0, sizeof(*set));
}

struct moments {
	double mean, var; /* of the logs; var with n - 1 */
};

static struct moments logmoments(const double *v, size_t n)
{
	struct moments r = { 0, 0 };
	size_t i;

	for (i = 0; i < n; i++)
		r.mean += log(v[i]);
	r.mean /= (double)n;
	for (i = 0; i < n; i++)
		r.var += (log(v[i]) - r.mean) * (log(v[i]) - r.mean);
	r.var /= (double)(n - 1);
	return r;
}

/* tmult: the t multiplier at df of the nominal two-sided level of z boundary c. */
static double tmult(double c, double df)
{
	double p = gsl_cdf_ugaussian_Q(c);

	if (p < 1e-300)
		return c * 10;
	return gsl_cdf_tdist_Qinv(p, df);
}

/* cpower: conditional power, by n_max, of a z statistic z at information fraction tf to end
 * beyond the final boundary cK (either side), under the current trend (Jennison & Turnbull
 * 2000, sec. 10.2). */
static double cpower(double z, double tf, double cK)
{
	double b = fabs(z) * sqrt(tf), theta = b / tf, s = sqrt(1 - tf);

	if (s <= 0)
		return fabs(z) >= cK;
	return gsl_cdf_ugaussian_Q((cK - b - theta * (1 - tf)) / s);
}

/* eqpower: the chance, by n_max, that the final interval d_f +/- cK se_f lies inside +/- mg,
 * d_f ~ N(d, se^2 (1 - tf)) (the estimate's remaining movement), se_f = se sqrt(tf). */
static double eqpower(double d, double se, double tf, double cK, double mg)
{
	double sef = se * sqrt(tf), half = mg - cK * sef, sd = se * sqrt(1 - tf);

	if (half <= 0)
		return 0;
	if (sd <= 0)
		return fabs(d) < half;
	return gsl_cdf_gaussian_P(half - d, sd) - gsl_cdf_gaussian_P(-half - d, sd);
}

/* look: the comparison of row A with the best B at look N (their first N runs): O's ratio,
 * interval and state at that look. 1 when it decides (a state other than open), else 0.
 * MG: the equivalence margin on the log scale. */
static int look(const struct seqtest_plan *plan, const struct seqtest_rows *a_row,
		const struct seqtest_rows *b_row, size_t n, double mg, struct seqtest_out *o)
{
	struct moments a = logmoments(a_row->v, n), b = logmoments(b_row->v, n);
	size_t lk = n - plan->n_first, K = plan->n_max - plan->n_first;
	double va = a.var / (double)n, vb = b.var / (double)n, se = sqrt(va + vb);
	double d = a.mean - b.mean, df, td, te, tf = (double)n / (double)plan->n_max;

	/* Welch-Satterthwaite degrees of freedom; identical runs: se 0 */
	df = se > 0 ? (va + vb) * (va + vb) /
		      (va * va / (double)(n - 1) + vb * vb / (double)(n - 1)) : (double)(2 * n - 2);
	if (df < 1)
		df = 1;
	td = tmult(plan->c_diff[lk], df);
	te = tmult(plan->c_eq[lk], df);
	o->n = n;
	o->ratio = exp(d);
	o->lo = exp(d - td * se);
	o->hi = exp(d + td * se);
	if (se == 0) {
		o->state = d != 0 ? SEQTEST_DIFFERENT : SEQTEST_EQUIVALENT;
		return 1;
	}
	if (fabs(d) / se >= td) {
		o->state = SEQTEST_DIFFERENT;
		return 1;
	}
	if (d - te * se > -mg && d + te * se < mg) {
		o->state = SEQTEST_EQUIVALENT;
		o->lo = exp(d - te * se);
		o->hi = exp(d + te * se);
		return 1;
	}
	if (n == plan->n_max) {
		o->state = SEQTEST_UNDECIDED;
		return 1;
	}
	if (lk > 0 && plan->futility > 0 &&
	    cpower(d / se, tf, plan->c_diff[K]) < plan->futility &&
	    eqpower(d, se, tf, plan->c_eq[K], mg) < plan->futility) {
		o->state = SEQTEST_FUTILE;
		return 1;
	}
	return 0;
}

/* pick_best: the rows' checks (seqtest_run's -EINVAL) and the index of the best by the
 * geometric mean of the first n_first runs; -EINVAL. */
static int pick_best(const struct seqtest_plan *plan, const struct seqtest_rows *rows, size_t k)
{
	double gm[SEQTEST_MAX_SCHED];
	size_t j, i, best = 0;

	for (j = 0; j < k; j++) {
		if (!rows[j].v || rows[j].n < plan->n_first || rows[j].n > SEQTEST_MAX_RUNS)
			return -EINVAL;
		for (i = 0; i < rows[j].n; i++)
			if (!isfinite(rows[j].v[i]) || !(rows[j].v[i] > 0))
				return -EINVAL;
		gm[j] = logmoments(rows[j].v, plan->n_first).mean;
		if (plan->lower_is_better ? gm[j] < gm[best] : gm[j] > gm[best])
			best = j;
	}
	return (int)best;
}

int seqtest_run(const struct seqtest_plan *plan, const struct seqtest_rows *rows, size_t k,
		struct seqtest_out *out)
{
	double mg;
	size_t j, best;
	int b;

	if (!plan || !rows || !out || k > plan->k || k < 2)
		return -EINVAL;
	b = pick_best(plan, rows, k);
	if (b < 0)
		return b;
	best = (size_t)b;
	mg = log(1 + plan->margin_pct / 100);
	memset(out, 0, k * sizeof(*out));
	for (j = 0; j < k; j++) {
		size_t avail = rows[j].n < rows[best].n ? rows[j].n : rows[best].n, n;
		struct seqtest_out *o = &out[j];

		if (j == best) {
			o->state = SEQTEST_BEST;
			o->ratio = o->lo = o->hi = 1;
			continue;
		}
		o->state = SEQTEST_OPEN;
		for (n = plan->n_first; n <= avail && n <= plan->n_max; n++)
			if (look(plan, &rows[j], &rows[best], n, mg, o))
				break;
		o->want = o->state == SEQTEST_OPEN ? (avail >= plan->n_first ? avail + 1 : plan->n_first) : o->n;
		if (o->want > plan->n_max)
			o->want = plan->n_max;
	}
	/* the best runs as long as any comparison with it is open */
	for (j = 0; j < k; j++)
		if (j != best && out[j].want > out[best].want)
			out[best].want = out[j].want;
	if (out[best].want < plan->n_first)
		out[best].want = plan->n_first;
	out[best].n = rows[best].n < out[best].want ? rows[best].n : out[best].want;
	return (int)best;
}

int seqtest_open(const struct seqtest_out *out, size_t k)
{
	size_t j;

	for (j = 0; out && j < k; j++)
		if (out[j].state == SEQTEST_OPEN)
			return 1;
	return 0;
}

static double pct(double r)
{
	return (r - 1) * 100;
}

int seqtest_why(const struct seqtest_plan *plan, const struct seqtest_out *o, char *buf, size_t len)
{
	if (!plan || !o || (!buf && len))
		return -EINVAL;
	switch (o->state) {
	case SEQTEST_BEST:
		return snprintf(buf, len, "best");
	case SEQTEST_OPEN:
		return snprintf(buf, len, "open at N = %zu", o->n);
	case SEQTEST_DIFFERENT:
		return snprintf(buf, len, "different: %+.0f %% (%+.0f to %+.0f %%)", pct(o->ratio),
				pct(o->lo), pct(o->hi));
	case SEQTEST_EQUIVALENT:
		return snprintf(buf, len, "equivalent within %g %% (%+.0f to %+.0f %%)", plan->margin_pct,
				pct(o->lo), pct(o->hi));
	case SEQTEST_FUTILE:
		return snprintf(buf, len, "futile at N = %zu (%+.0f %%, %+.0f to %+.0f %%)", o->n,
				pct(o->ratio), pct(o->lo), pct(o->hi));
	case SEQTEST_UNDECIDED:
		return snprintf(buf, len, "undecided at N = %zu", o->n);
	}
	return -EINVAL;
}
