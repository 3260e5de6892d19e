// pairci.c: the ratio of paired runs, its interval, verdict and spread (see pairci.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>

#include <gsl/gsl_cdf.h>
#include <gsl/gsl_statistics_double.h>

#include "pairci/pairci.h"

int pairci_t975(double df, double *t)
{
	if (!t)
		return -EINVAL;
	if (!isfinite(df) || df < 1)
		return -EDOM;
	*t = gsl_cdf_tdist_Pinv(0.975, df);
	return 0;
}

/* usable: a value that gives a log: finite and above 0. */
static int usable(double v)
{
	return isfinite(v) && v > 0;
}

int pairci_ratio(const double *a, const double *b, size_t n, struct pairci *out)
{
	double *d, m, h, t;
	size_t i, k = 0;

	if (!out || (n && (!a || !b)))
		return -EINVAL;
	*out = (struct pairci){ 0, NAN, NAN, NAN, NAN };
	if (!n)
		return 0;
	d = malloc(n * sizeof(*d));
	if (!d)
		return -ENOMEM;
	for (i = 0; i < n; i++)
		if (usable(a[i]) && usable(b[i]))
			d[k++] = log(b[i] / a[i]);
	out->n = k;
	if (k) {
		m = gsl_stats_mean(d, 1, k);
		out->ratio = exp(m);
		if (k >= 2 && pairci_t975((double)(k - 1), &t) == 0) {
			h = t * gsl_stats_sd_m(d, 1, k, m) / sqrt((double)k);
			out->lo = exp(m - h);
			out->hi = exp(m + h);
			out->half_pct = (exp(h) - 1) * 100;
		}
	}
	free(d);
	return 0;
}

int pairci_gmean(const double *x, size_t n, double *out, size_t *used)
{
	double *l;
	size_t i, k = 0;

	if (!out || (n && !x))
		return -EINVAL;
	*out = 0;
	if (used)
		*used = 0;
	if (!n)
		return 0;
	l = malloc(n * sizeof(*l));
	if (!l)
		return -ENOMEM;
	for (i = 0; i < n; i++)
		if (usable(x[i]))
			l[k++] = log(x[i]);
	if (k)
		*out = exp(gsl_stats_mean(l, 1, k));
	if (used)
		*used = k;
	free(l);
	return 0;
}

enum pairci_verdict pairci_verdict(double iops_lo, double iops_hi, double cpu_lo, double cpu_hi,
				   double need, double cmax)
{
	if (isnan(iops_lo) || isnan(iops_hi) || isnan(cpu_lo) || isnan(cpu_hi))
		return PAIRCI_CANNOT_TELL;
	if ((need > 0 && iops_hi < need) || cpu_lo > cmax)
		return PAIRCI_MISSED;
	if ((need == 0 || iops_lo > need) && cpu_hi < cmax)
		return PAIRCI_MET;
	return PAIRCI_CANNOT_TELL;
}

const char *pairci_verdict_name(enum pairci_verdict v)
{
	switch (v) {
	case PAIRCI_MET:
		return "met";
	case PAIRCI_MISSED:
		return "missed";
	default:
		return "cannot tell";
	}
}

/* sd_of: the sd (N - 1) of the K logs in column COL of the 6 x K block X. */
static double sd_of(const double *x, size_t k, int col)
{
	return gsl_stats_sd(x + (size_t)col * k, 1, k);
}

/* fill_sd: the spread of one figure from the columns of its two engines' logs and their log
 * ratio (columns FIO, SA and RATIO of the block X). */
static void fill_sd(const double *x, size_t k, int fio, int sa, int ratio, struct pairci_sd *o)
{
	o->ratio = sd_of(x, k, ratio);
	o->fio = sd_of(x, k, fio);
	o->sa = sd_of(x, k, sa);
	o->r = NAN;
	if (o->fio != 0 && o->sa != 0)
		o->r = (o->fio * o->fio + o->sa * o->sa - o->ratio * o->ratio) / (2 * o->fio * o->sa);
}

int pairci_spread(const struct pairci_pair *p, size_t n, double target_pct, struct pairci_spread *out)
{
	/* six columns of logs, one after the other: fio IOPS, sa IOPS, IOPS ratio, fio CPU, sa
	 * CPU, CPU ratio */
	enum { FI, SI, RI, FC, SC, RC, NCOL };
	double *x, w;
	size_t i, k = 0;

	if (!out || (n && !p) || !(target_pct > 0 && target_pct < 100))
		return -EINVAL;
	*out = (struct pairci_spread){ .n = 0 };
	if (!n)
		return 0;
	x = malloc(n * NCOL * sizeof(*x));
	if (!x)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		if (!usable(p[i].fio_iops) || !usable(p[i].sa_iops) || !usable(p[i].fio_cpu) ||
		    !usable(p[i].sa_cpu))
			continue;
		x[FI * n + k] = log(p[i].fio_iops);
		x[SI * n + k] = log(p[i].sa_iops);
		x[RI * n + k] = log(p[i].sa_iops / p[i].fio_iops);
		x[FC * n + k] = log(p[i].fio_cpu);
		x[SC * n + k] = log(p[i].sa_cpu);
		x[RC * n + k] = log(p[i].sa_cpu / p[i].fio_cpu);
		k++;
	}
	out->n = k;
	if (k >= 3) {
		/* the columns are n apart: compact them to k apart for sd_of */
		for (i = 1; i < NCOL; i++)
			for (size_t j = 0; j < k; j++)
				x[i * k + j] = x[i * n + j];
		fill_sd(x, k, FI, SI, RI, &out->iops);
		fill_sd(x, k, FC, SC, RC, &out->cpu);
		w = out->cpu.ratio > out->iops.ratio ? out->cpu.ratio : out->iops.ratio;
		w = gsl_cdf_ugaussian_Pinv(0.975) * w / log(1 + target_pct / 100);
		out->pairs_need = floor(w * w + 0.999);
	}
	free(x);
	return 0;
}
