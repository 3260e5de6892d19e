/*
 * model/startup.h: what the tables of a start-up study (jobs/startup, read by read/startup.h)
 * have beside every table's rows (model.h: mean, SE, N, marks, the verdict's difference from
 * the best with its interval and runs needed, the published value, ratio and tau), so that
 * they are printed by the same renderers as every table:
 *
 *   columns (model_column)  background MB/s (the other jobs' fio bandwidth summed, mean over
 *                           the ok runs, in the model's MB/s unit), I/O wait, s (the app
 *                           job's completion latencies summed, mean over the runs that
 *                           recorded it), idle, s (the mean of the cell's idle cell under
 *                           the same scheduler folder: S's start-up time on idle device) and
 *                           x idle (the mean over it); NAN where a row has none
 *   notes                   a scheduler folder with a timed-out run on the cell has no row
 *                           ("timed out in k of n runs", as the published tables leave such
 *                           rows out), nor one with no usable run
 *   subtitle                the cell's published configuration, or for an idle cell what
 *                           it is
 *   progress curves         per cell, each row's completion-time curve (the median run's)
 *   header                  what the start-up time and its columns measure
 */
#ifndef COMPARE_MODEL_STARTUP_H
#define COMPARE_MODEL_STARTUP_H

#include "model/labels.h"
#include "model/model.h"

/* startup_header: the header lines of a start-up study (static), *N of them. */
const char *const *startup_header(size_t *n);

/* startup_table: the columns, subtitle and notes of T, a METRIC_STARTUP table of M's
 * input K (ranked, model_rank), its labels from L. 0 or -ENOMEM. */
int startup_table(const struct model *m, const struct labels *l, size_t k, struct model_table *t);

/* startup_progress: the progress curve of T (a METRIC_STARTUP table of input K) into *P;
 * P->n = 0 when no row has a curve. 0 or -ENOMEM. */
int startup_progress(const struct model *m, size_t k, const struct model_table *t,
		     struct model_progress *p);

#endif
