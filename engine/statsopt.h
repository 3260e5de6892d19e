/*
 * statsopt: parsing of the engine's statistics options (no fio headers).
 *
 *   hist_precision=PCT   relative error of the latency histograms in percent, 0.001 .. 10
 *                        (a trailing '%' is accepted); default 0.1 (LATHIST_DEFAULT_REL_ERROR).
 */
#ifndef SCHEDAIO_STATSOPT_H
#define SCHEDAIO_STATSOPT_H

/* statsopt_precision: "0.1" or "0.1%" -> 0.001 in *rel; NULL or "" -> the default.
 * Returns 0, or -EINVAL (not a number, or outside 0.001 .. 10 %); *rel untouched then. */
int statsopt_precision(const char *str, double *rel);

#endif
