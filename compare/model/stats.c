// stats.c: mean, SD, SE, Welch's t-test and Kendall's tau-b, with GSL (see stats.h).
#include <errno.h>
#include <math.h>
#include <string.h>

#include <gsl/gsl_cdf.h>
#include <gsl/gsl_statistics_double.h>

#include "model/stats.h"

int stats_summarize(const double *x, size_t n, struct stats_summary *out)
{
	memset(out, 0, sizeof(*out));
	if (n == 0)
		return -EINVAL;
	out->n = n;
	out->mean = gsl_stats_mean(x, 1, n);
	if (n > 1) { /* gsl_stats_sd divides by n - 1: undefined for one value */
		out->sd = gsl_stats_sd(x, 1, n);
		out->se = out->sd / sqrt((double)n);
	}
	return 0;
}

int stats_welch_test(const struct stats_summary *a, const struct stats_summary *b,
		     struct stats_welch *out)
{
	double va, vb, den;

	memset(out, 0, sizeof(*out));
	if (a->n < 2 || b->n < 2)
		return -EDOM;
	va = a->sd * a->sd / (double)a->n;
	vb = b->sd * b->sd / (double)b->n;
	if (va + vb == 0) {
		out->df = (double)(a->n + b->n - 2);
		if (a->mean == b->mean) {
			out->p = 1;
		} else {
			out->t = a->mean > b->mean ? INFINITY : -INFINITY;
			out->p = 0;
		}
		return 0;
	}
	out->t = (a->mean - b->mean) / sqrt(va + vb);
	den = va * va / (double)(a->n - 1) + vb * vb / (double)(b->n - 1);
	out->df = (va + vb) * (va + vb) / den;
	if (isnan(out->t) || !isfinite(out->df) || out->df <= 0) {
		/* inf or 1e308 from a damaged file: nothing sound to test (GSL would abort) */
		memset(out, 0, sizeof(*out));
		return -EDOM;
	}
	if (isinf(out->t)) {
		out->p = 0;
		return 0;
	}
	out->p = 2 * gsl_cdf_tdist_Q(fabs(out->t), out->df);
	if (out->p > 1)
		out->p = 1;
	return 0;
}

int stats_significant(const struct stats_summary *a, const struct stats_summary *b,
		      double alpha)
{
	struct stats_welch w;

	if (stats_welch_test(a, b, &w))
		return 0;
	return w.p < alpha;
}

static int sign_of(double v)
{
	return (v > 0) - (v < 0);
}

int stats_kendall_tau_b(const double *x, const double *y, size_t n, double *tau)
{
	double c = 0, d = 0, tx = 0, ty = 0, p;
	size_t i, j;
	int sx, sy;

	*tau = 0;
	if (n < 2)
		return -EDOM;
	for (i = 0; i < n; i++) {
		for (j = i + 1; j < n; j++) {
			sx = sign_of(x[i] - x[j]);
			sy = sign_of(y[i] - y[j]);
			if (sx == 0)
				tx++;
			if (sy == 0)
				ty++;
			if (sx && sy) {
				if (sx == sy)
					c++;
				else
					d++;
			}
		}
	}
	p = (double)n * (double)(n - 1) / 2;
	if (p - tx == 0 || p - ty == 0)
		return -EDOM;
	*tau = (c - d) / sqrt((p - tx) * (p - ty));
	return 0;
}
