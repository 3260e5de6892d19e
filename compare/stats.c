// stats.c: mean, sample SD and SE of a run's repetitions, with GSL (see stats.h).
#include <errno.h>
#include <math.h>
#include <string.h>

#include <gsl/gsl_statistics_double.h>

#include "stats.h"

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
