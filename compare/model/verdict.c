// verdict.c: the size of a difference and how sure the runs make us (see verdict.h).
#include <errno.h>
#include <math.h>
#include <string.h>

#include <gsl/gsl_cdf.h>

#include "model/verdict.h"

/* tq: the P quantile of Student's t with DF degrees of freedom (GSL). */
static double tq(double p, double df)
{
	return gsl_cdf_tdist_Pinv(p, df);
}

static double upper(void)
{
	return 1 - (1 - VERDICT_LEVEL) / 2;
}

size_t verdict_runs_needed(double sa, double sb, double d)
{
	double s2 = sa * sa + sb * sb;
	size_t n;

	if (!isfinite(s2) || !isfinite(d) || !(d > 0))
		return 0;
	if (s2 == 0)
		return 2;
	for (n = 2; n <= VERDICT_MAX_RUNS; n++) {
		double df = 2.0 * (double)n - 2;

		if ((tq(upper(), df) + tq(VERDICT_POWER, df)) * sqrt(s2 / (double)n) <= d)
			return n;
	}
	return 0;
}

int verdict_pair(const struct stats_summary *a, const struct stats_summary *best,
		 struct verdict *out)
{
	double va, vb, se, den, d, h, t, ca, cb;

	memset(out, 0, sizeof(*out));
	if (a->n < 2 || best->n < 2 || !isfinite(a->mean) || !isfinite(best->mean) ||
	    !isfinite(a->sd) || !isfinite(best->sd) || !(a->mean > 0) || !(best->mean > 0))
		return -EDOM;
	/* the log scale: the SE of ln(mean) is the relative SE (delta method) */
	ca = a->sd / a->mean;
	cb = best->sd / best->mean;
	va = ca * ca / (double)a->n;
	vb = cb * cb / (double)best->n;
	if (a == best) /* the best against itself: the table's resolution at its spread */
		va = vb;
	se = sqrt(va + vb);
	if (se > 0) {
		den = va * va / (double)(a->n - 1) + vb * vb / (double)(best->n - 1);
		out->df = (va + vb) * (va + vb) / den;
	} else {
		out->df = (double)(a->n + best->n - 2);
	}
	if (!isfinite(se) || !isfinite(out->df) || out->df <= 0) {
		memset(out, 0, sizeof(*out));
		return -EDOM;
	}
	d = a == best ? 0 : log(a->mean) - log(best->mean);
	t = tq(upper(), out->df);
	h = t * se;
	out->diff_pct = expm1(d) * 100;
	out->lo_pct = expm1(d - h) * 100;
	out->hi_pct = expm1(d + h) * 100;
	out->resolve_pct = expm1((t + tq(VERDICT_POWER, out->df)) * se) * 100;
	out->runs_needed = verdict_runs_needed(a == best ? cb : ca, cb, log1p(VERDICT_TARGET));
	out->runs = a->n < best->n ? a->n : best->n;
	out->undecidable = out->runs < VERDICT_MIN_RUNS;
	out->significant = a != best && !out->undecidable && (out->lo_pct > 0 || out->hi_pct < 0);
	if (out->undecidable) { /* no renderer can show an interval the runs do not give, */
		out->lo_pct = out->hi_pct = out->resolve_pct = NAN;
		out->runs_needed = 0; /* nor a run count from a 1-df spread (verdict.h) */
	}
	out->has = 1;
	return 0;
}

size_t verdict_needs(const struct verdict *v)
{
	if (!v->runs_needed || v->undecidable)
		return 0;
	return v->runs_needed > VERDICT_MIN_RUNS ? v->runs_needed : VERDICT_MIN_RUNS;
}

/* apart: 1 when A and B (same sign) are more than VERDICT_FAR_RATIO times apart, each
 * taken as FLOOR when below it. */
static int apart(double a, double b, double floor)
{
	double lo = fmax(fmin(fabs(a), fabs(b)), floor), hi = fmax(fmax(fabs(a), fabs(b)), floor);

	return isfinite(hi) && hi > VERDICT_FAR_RATIO * lo;
}

/* far_from: 1 when X[I] is far from the other N - 1 values (N >= 3, see verdict.h). */
static int far_from(const double *x, size_t n, size_t i, double floor)
{
	double sum = 0, sq = 0, mean, sd, dev;
	size_t j, k = n - 1;

	for (j = 0; j < n; j++)
		if (j != i)
			sum += x[j];
	mean = sum / (double)k;
	for (j = 0; j < n; j++)
		if (j != i)
			sq += (x[j] - mean) * (x[j] - mean);
	sd = k > 1 ? sqrt(sq / (double)(k - 1)) : 0;
	dev = fabs(x[i] - mean);
	return isfinite(dev) && dev > VERDICT_FAR_SD * sd && apart(x[i], mean, floor);
}

size_t verdict_far(const double *x, size_t n, double floor, size_t *idx, size_t max)
{
	size_t i, nf = 0;

	if (n == 2) {
		if (apart(x[0], x[1], floor)) {
			for (i = 0; i < 2 && nf < max; i++)
				idx[nf++] = i;
		}
		return nf;
	}
	for (i = 0; n >= 3 && i < n && nf < max; i++)
		if (far_from(x, n, i, floor))
			idx[nf++] = i;
	return nf;
}

int verdict_paired(const double *a, const double *b, size_t h, struct verdict_paired *out)
{
	double sum = 0, sq = 0, mean, sd, half, d;
	size_t i;

	memset(out, 0, sizeof(*out));
	if (h < 2)
		return -EDOM;
	for (i = 0; i < h; i++) {
		if (!isfinite(a[i]) || !isfinite(b[i]) || b[i] == 0)
			return -EDOM;
		sum += (a[i] - b[i]) / fabs(b[i]) * 100;
	}
	mean = sum / (double)h;
	for (i = 0; i < h; i++) {
		d = (a[i] - b[i]) / fabs(b[i]) * 100 - mean;
		sq += d * d;
	}
	sd = sqrt(sq / (double)(h - 1));
	half = tq(upper(), (double)(h - 1)) * sd / sqrt((double)h);
	if (!isfinite(half))
		return -EDOM;
	out->hosts = h;
	out->diff_pct = mean;
	out->lo_pct = mean - half;
	out->hi_pct = mean + half;
	out->significant = out->lo_pct > 0 || out->hi_pct < 0;
	out->has = 1;
	return 0;
}
