/*
 * seqverdict.h: the verdict of a study run with run-pack --until-decided (manifest runs_mode
 * "decided"): the same rule that added its runs (engine/lib/seqtest/seqtest.h, replayed over
 * the runs in run order), so that compare's "~" marks follow it, not a fixed-N Welch test.
 */
#ifndef COMPARE_SEQVERDICT_H
#define COMPARE_SEQVERDICT_H

#include "model/model.h"

/* seqverdict_table: for a table of fio bandwidth (METRIC_MBPS) whose rows all come from one
 * "decided" study, each row's not_sig and v.significant by the sequential rule ("different"
 * alone is significant); its rows' v.diff/lo/hi_pct are the rule's (ratio of geometric means
 * and its repeated interval). Any other table, or one whose rule's best (by its first runs) is
 * not the table's first row, is left as rowverdict_table made it. 0, or -EINVAL (the rule's
 * plan out of range: a manifest compare did not check). */
int seqverdict_table(const struct model *m, struct model_table *t);

#endif
