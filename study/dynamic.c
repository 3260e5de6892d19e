// dynamic.c: the Phoronix Test Suite's dynamic run count, as run-pack applies it to each
// (host, scheduler, cell). Sources:
// - Phoronix, "Statistical Significance In Benchmark Results" (2009-09-25, PTS 2.2): when the
//   standard deviation of a test's runs exceeds a threshold, "currently defined at 3.50%"
//   (user-config.xml StandardDeviationThreshold), the suite runs the test more times;
//   DynamicRunCount turns this off, LimitDynamicToTestLength exempts long tests.
// - phoronix-test-suite pts-core, pts_test_run_manager.php (increase_run_count_check).
// The rule as issue 5 states it: the profile's scheduled runs (3 for pts/fio), then one more
// at a time while the relative standard deviation of the results is at or above the
// threshold (default 3.5 %), or a result lies outside 3 standard deviations of the mean, up
// to 4 x the scheduled count (the seeds' "N = 12"), and only for tests whose runs take under
// 2 minutes. The value judged is fio's bandwidth of the run (KiB/s), Phoronix's number; for a
// cell that replays a start-up (rp-startup.sh), the start-up time (s; a timed-out start has
// none and is not judged).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "study.h"

#define DYN_LONG_RUN_S 120.0 /* runs averaging this or more get no extra runs (LimitDynamicToTestLength) */
#define DYN_CAP_FACTOR 4     /* at most 4 x the scheduled runs */

int dyn_reason(const double *v, size_t n, double threshold, char *why, size_t whylen)
{
	double s = 0, m, ss = 0, sd;
	size_t i;

	why[0] = '\0';
	if (n < 2)
		return 0;
	for (i = 0; i < n; i++)
		s += v[i];
	m = s / (double)n;
	for (i = 0; i < n; i++)
		ss += (v[i] - m) * (v[i] - m);
	sd = sqrt(ss / (double)(n - 1));
	if (m > 0 && sd / m * 100 >= threshold) {
		snprintf(why, whylen, "RSD %.2f %% >= %g %% over %zu runs", sd / m * 100, threshold, n);
		return 1;
	}
	for (i = 0; i < n; i++) {
		if (sd > 0 && fabs(v[i] - m) > 3 * sd) {
			snprintf(why, whylen,
				 "run %zu (%.15g KiB/s) lies outside 3 standard deviations of the mean %.1f",
				 i + 1, v[i], m);
			return 1;
		}
	}
	return 0;
}

/* pair_values: bw_kib (into V) and seconds (summed into *SECS) of the ok runs of (HOST,
 * FOLDER, CELL), in the results' order. *N values; V has room for every result. */
static void pair_values(json_t *root, const char *host, const char *folder, const char *cell,
			double *v, size_t *n, double *secs)
{
	json_t *r;
	size_t i;

	*n = 0;
	*secs = 0;
	json_array_foreach(json_object_get(root, "results"), i, r) {
		const char *h = json_string_value(json_object_get(r, "host"));
		const char *st = json_string_value(json_object_get(r, "status"));
		const char *s = json_string_value(json_object_get(r, "scheduler"));
		const char *c = json_string_value(json_object_get(r, "cell"));
		json_t *bw = json_object_get(r, "bw_kib");

		if (!st || strcmp(st, "ok") || !s || strcmp(s, folder) || !c || strcmp(c, cell))
			continue;
		if ((host && (!h || strcmp(h, host))) || (!host && h))
			continue;
		/* A cell that replays a start-up is judged by its start-up time (rp-startup.sh;
		 * a timed-out start has none and is not judged). */
		if (json_is_object(json_object_get(r, "startup")))
			bw = json_object_get(json_object_get(r, "startup"), "seconds");
		if (!json_is_number(bw))
			continue;
		v[(*n)++] = json_number_value(bw);
		*secs += json_number_value(json_object_get(r, "seconds"));
	}
}

int dyn_more(json_t *root, const char *host, const char *folder, const char *cell, int done,
	     char *why, size_t whylen)
{
	const char *mode = json_string_value(json_object_get(root, "runs_mode"));
	long runs = doc_int(root, "runs", 3), max;
	json_t *t = json_object_get(root, "rsd_threshold");
	double threshold = json_is_number(t) ? json_number_value(t) : 3.5, secs, *v;
	size_t n, nres = json_array_size(json_object_get(root, "results"));
	int ret;

	why[0] = '\0';
	if ((mode && !strcmp(mode, "fixed")) || done < runs)
		return 0;
	v = calloc(nres + 1, sizeof(*v));
	if (!v)
		return -ENOMEM;
	pair_values(root, host, folder, cell, v, &n, &secs);
	max = n && (long)(secs / (double)n) >= (long)DYN_LONG_RUN_S ? runs : runs * DYN_CAP_FACTOR;
	ret = done < max ? dyn_reason(v, n, threshold, why, whylen) : 0;
	free(v);
	return ret;
}
