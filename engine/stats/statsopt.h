/*
 * statsopt: parsing of the engine's statistics options (no fio headers).
 *
 *   hist_precision=PCT   relative error of the latency histograms in percent, 0.001 .. 10
 *                        (a trailing '%' is accepted); default 0.1 (LATHIST_DEFAULT_REL_ERROR).
 *   timeseries_interval= length of one time-series point, 1 ms .. 1 h; fio parses the time
 *                        (suffixes us, ms, s; a bare number is us), the range is checked here.
 */
#ifndef SCHEDAIO_STATSOPT_H
#define SCHEDAIO_STATSOPT_H

/* statsopt_precision: "0.1" or "0.1%" -> 0.001 in *rel; NULL or "" -> the default.
 * Returns 0, or -EINVAL (not a number, or outside 0.001 .. 10 %); *rel untouched then. */
int statsopt_precision(const char *str, double *rel);

#define STATSOPT_INTERVAL_MIN_US 1000ULL       /* 1 ms (TIMESERIES_MIN_INTERVAL_NS) */
#define STATSOPT_INTERVAL_MAX_US 3600000000ULL /* 1 h */

/* statsopt_interval: timeseries_interval as fio parsed it (us) -> *ns. Returns 0, or -EINVAL
 * outside STATSOPT_INTERVAL_MIN_US .. STATSOPT_INTERVAL_MAX_US (0 included: fio fills the
 * default 100ms itself, so 0 is only ever a value the job gave); *ns untouched then. */
int statsopt_interval(unsigned long long us, unsigned long long *ns);

#endif
