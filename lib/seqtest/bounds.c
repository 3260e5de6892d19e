// bounds.c: Lan-DeMets two-sided symmetric group-sequential boundaries by recursive numerical
// integration of the standardized score process (Armitage, McPherson & Rowe 1969; Jennison &
// Turnbull 2000, ch. 19): B(t) = Z(t) sqrt(t) is Brownian motion under the null, so the
// density of B at look k on the continuation region follows from look k - 1's by a normal
// convolution; each boundary c_k solves P(first exit at look k) = alpha(t_k) - alpha(t_{k-1})
// by bisection. Simpson's rule on SEQTEST_GRID points per look.
#include <errno.h>
#include <math.h>
#include <stdlib.h>

#include <gsl/gsl_cdf.h>
#include <gsl/gsl_randist.h>

#include "seqtest.h"

#define SEQTEST_GRID 1001  /* odd: Simpson */
#define SEQTEST_CMAX 8.3   /* a look that spends (almost) nothing */

double seqtest_spent(double alpha, enum seqtest_spend spend, double t)
{
	if (t <= 0)
		return 0;
	if (t >= 1)
		return alpha;
	if (spend == SEQTEST_POCOCK)
		return alpha * log(1 + (M_E - 1) * t);
	/* O'Brien-Fleming-type: 2 - 2 Phi(z_{1 - alpha/2} / sqrt(t)) */
	return 2 * gsl_cdf_ugaussian_Q(gsl_cdf_ugaussian_Qinv(alpha / 2) / sqrt(t));
}

/* exitp: P(|B(t_k)| >= b) and no exit before, from density f on grid u[0..m) with Simpson
 * weights w, increment sd s. */
static double exitp(const double *u, const double *f, const double *w, size_t m, double s, double b)
{
	double p = 0;
	size_t i;

	for (i = 0; i < m; i++)
		p += w[i] * f[i] * (gsl_cdf_ugaussian_P((-b - u[i]) / s) + gsl_cdf_ugaussian_Q((b - u[i]) / s));
	return p;
}

/* grid: m Simpson points over [-b, b] into u and w. */
static void grid(double b, size_t m, double *u, double *w)
{
	double h = 2 * b / (double)(m - 1);
	size_t i;

	for (i = 0; i < m; i++) {
		u[i] = -b + h * (double)i;
		w[i] = h / 3 * (i == 0 || i == m - 1 ? 1 : (i % 2 ? 4 : 2));
	}
}

int seqtest_bounds(double alpha, enum seqtest_spend spend, const double *t, size_t K, double *c)
{
	const size_t m = SEQTEST_GRID;
	double *u, *w, *f, *u2, *w2, *g;
	double prev = 0;
	size_t k, i, j;
	int ret = 0;

	if (K < 1 || K > SEQTEST_MAX_LOOKS || !(alpha > 0 && alpha < 1) || !t || !c ||
	    (spend != SEQTEST_OBF && spend != SEQTEST_POCOCK))
		return -EINVAL;
	for (k = 0; k < K; k++)
		if (!(t[k] > (k ? t[k - 1] : 0) && t[k] <= 1))
			return -EINVAL;
	u = calloc(6 * m, sizeof(*u));
	if (!u)
		return -ENOMEM;
	w = u + m; f = w + m; u2 = f + m; w2 = u2 + m; g = w2 + m;

	for (k = 0; k < K; k++) {
		/* each side spends alpha(t) at level alpha / 2 (DeMets & Lan 1994; ldbounds' two-sided
		 * symmetric bounds): the same for Pocock-type, smaller early for OBF-type */
		double inc = 2 * seqtest_spent(alpha / 2, spend, t[k]) - prev, lo = 0, hi = SEQTEST_CMAX, b;

		prev += inc > 0 ? inc : 0;
		if (k == 0) {
			c[0] = inc > 1e-15 ? gsl_cdf_ugaussian_Qinv(inc / 2) : SEQTEST_CMAX;
			if (c[0] > SEQTEST_CMAX)
				c[0] = SEQTEST_CMAX;
			b = c[0] * sqrt(t[0]);
			grid(b, m, u, w);
			for (i = 0; i < m; i++)
				f[i] = gsl_ran_gaussian_pdf(u[i], sqrt(t[0]));
			continue;
		}
		double s = sqrt(t[k] - t[k - 1]);
		if (inc <= 1e-15 || exitp(u, f, w, m, s, SEQTEST_CMAX * sqrt(t[k])) >= inc) {
			c[k] = SEQTEST_CMAX;
		} else {
			for (j = 0; j < 60; j++) {
				double mid = (lo + hi) / 2;

				if (exitp(u, f, w, m, s, mid * sqrt(t[k])) > inc)
					lo = mid;
				else
					hi = mid;
			}
			c[k] = (lo + hi) / 2;
		}
		if (k == K - 1)
			break;
		b = c[k] * sqrt(t[k]);
		grid(b, m, u2, w2);
		for (j = 0; j < m; j++) {
			double d = 0;

			for (i = 0; i < m; i++)
				d += w[i] * f[i] * gsl_ran_gaussian_pdf(u2[j] - u[i], s);
			g[j] = d;
		}
		for (j = 0; j < m; j++) {
			u[j] = u2[j];
			w[j] = w2[j];
			f[j] = g[j];
		}
	}
	free(u);
	return ret;
}
