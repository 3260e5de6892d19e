/*
 * statsopt.c: the engine's statistics options. See statsopt.h.
 */
#include "stats/statsopt.h"

#include <errno.h>
#include <stdlib.h>

#include "hist/lathist.h"

int statsopt_precision(const char *str, double *rel)
{
	char *end;
	double pct;

	if (!str || !*str) {
		*rel = LATHIST_DEFAULT_REL_ERROR;
		return 0;
	}
	pct = strtod(str, &end);
	if (end == str || (*end && !(end[0] == '%' && !end[1])))
		return -EINVAL;
	/* 100 * LATHIST_REL_ERROR_MIN .. 100 * LATHIST_REL_ERROR_MAX; NaN fails too */
	if (!(pct >= 0.001 && pct <= 10.0))
		return -EINVAL;
	*rel = pct / 100.0;
	return 0;
}

int statsopt_interval(unsigned long long us, unsigned long long *ns)
{
	if (us < STATSOPT_INTERVAL_MIN_US || us > STATSOPT_INTERVAL_MAX_US)
		return -EINVAL;
	*ns = us * 1000ULL;
	return 0;
}
