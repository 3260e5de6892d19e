// dynamic.c: the Phoronix Test Suite's dynamic run count, as run-pack applies it to each
// (host, scheduler, cell).
// Source: phoronix-test-suite pts-core/objects/client/pts_test_run_manager.php,
// increase_run_count_check(), as in v8.2.0 and v8.4.0 (2018-09 to 2019-02: the versions of the
// EPYC seed, OpenBenchmarking 1811264, whose counts N = 3..12 it produces), called by
// pts_test_execution.php after the last scheduled run and after each added one. It adds one
// run at a time while the relative standard deviation of the results (sample standard
// deviation / mean, percent) is at or above the threshold (StandardDeviationThreshold, 3.50 in
// those versions: --rsd-threshold):
//   - straight away while the runs so far are under MAX = 3 x the scheduled count (2 x when
//     the runs average 2 minutes or more);
//   - then, while under MAX + the scheduled count, only if the RSD is still within half of
//     the RSD at the first check, after the scheduled runs (|first - now| < first / 2);
//   - never for tests whose runs average more than 60 minutes (floor(avg / 60) > 60).
// With 3 scheduled runs of under 2 minutes: 3 to 12 runs (the seeds' "N = 12").
// Not in those versions, so not here: the "a value outside three sigma" trigger (added in
// 2019-07, v9.0; with the population standard deviation that version uses, a value of n can
// lie outside mean +/- 3 SD only when n >= 11, since the largest |z| is sqrt(n - 1)).
// DynamicRunCount=FALSE or FORCE_TIMES_TO_RUN there is --runs N here.
// The value judged is fio's bandwidth of the run (KiB/s), Phoronix's number; for a cell that
// replays a start-up (rp-startup.sh), the start-up time (s; a timed-out start has none and is
// not judged). The run time is the run's wall time (results[].seconds).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/manifestkeys.h"
#include "study.h"

#define DYN_LONG_RUN_S 120.0  /* runs averaging this or more: MAX = 2 x scheduled, else 3 x */
#define DYN_NEVER_MIN 60.0     /* floor(avg / 60) above this: no extra run (over an hour) */

/* rsd: the relative standard deviation of v[0..n), percent (sample SD, n - 1); 0 for n < 2
 * or a mean of 0 (pts_math::percent_standard_deviation). */
static double rsd(const double *v, size_t n)
{
	double s = 0, m, ss = 0;
	size_t i;

	if (n < 2)
		return 0;
	for (i = 0; i < n; i++)
		s += v[i];
	m = s / (double)n;
	if (m == 0)
		return 0;
	for (i = 0; i < n; i++)
		ss += (v[i] - m) * (v[i] - m);
	return sqrt(ss / (double)(n - 1)) / m * 100;
}

long dyn_max_runs(long runs, double avg_s)
{
	return avg_s >= DYN_LONG_RUN_S ? runs * 2 : runs * 3;
}

int dyn_reason(const double *v, size_t n, double threshold, long done, long runs, double avg_s,
	       char *why, size_t whylen)
{
	long max = dyn_max_runs(runs, avg_s);
	double now, first, d;

	why[0] = '\0';
	if (n < 2 || floor(avg_s / 60) > DYN_NEVER_MIN)
		return 0;
	now = rsd(v, n);
	if (now < threshold)
		return 0;
	if (done < max) {
		snprintf(why, whylen, "RSD %.2f %% >= %g %% over %zu runs", now, threshold, n);
		return 1;
	}
	if (done >= max + runs)
		return 0;
	first = rsd(v, n < (size_t)runs ? n : (size_t)runs);
	d = fabs(now - first);
	if (!(d < first / 2))
		return 0;
	snprintf(why, whylen, "RSD %.2f %% >= %g %% over %zu runs, and within half of the first "
		 "check's RSD %.2f %%", now, threshold, n, first);
	return 1;
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
		const char *h = doc_result_place(r);
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
	const char *mode = json_string_value(json_object_get(root, MK_RUNS_MODE));
	long runs = doc_int(root, MK_RUNS, 3);
	json_t *t = json_object_get(root, MK_RSD_THRESHOLD);
	double threshold = json_is_number(t) ? json_number_value(t) : MANIFEST_RSD_THRESHOLD;
	double secs, *v;
	size_t n, nres = json_array_size(json_object_get(root, MK_RESULTS));
	int ret;

	why[0] = '\0';
	if ((mode && !strcmp(mode, "fixed")) || done < runs)
		return 0;
	v = calloc(nres + 1, sizeof(*v));
	if (!v)
		return -ENOMEM;
	pair_values(root, host, folder, cell, v, &n, &secs);
	ret = dyn_reason(v, n, threshold, done, runs, n ? secs / (double)n : 0, why, whylen);
	free(v);
	return ret;
}
