/*
 * seqverdict.h: the verdict of a study run with run-pack --until-decided (manifest runs_mode
 * "decided"): the same rule that added its runs (lib/seqtest/seqtest.h, replayed over
 * the runs in run order), so that compare's "~" marks follow it, not a fixed-N Welch test.
 */
#ifndef COMPARE_SEQVERDICT_H
#define COMPARE_SEQVERDICT_H

#include "model/model.h"

/* seqverdict_table: for a table of the quantity run-pack decided on (fio bandwidth,
 * METRIC_MBPS, or a start-up's seconds, METRIC_STARTUP: lower is better) whose rows all come
 * from one "decided" study, each row's verdict by the sequential rule: v.seq (1 + its state),
 * v.seq_n (the pair's runs at the last look), v.seq_best (the row the rule compares with: its
 * best by the first runs, which need not be row 0, the best mean of all runs), v.seq_pct;
 * v.significant and not_sig ("different" alone is significant; the rule's best has no mark);
 * v.diff/lo/hi_pct the rule's (ratio of geometric means to seq_best's and its repeated
 * interval). When seq_best is not row 0, a note on T says why (t->seq_note: every format
 * prints it, the overview's "*" marks seq_best, model_table_reference). Any other table, or a
 * row with fewer than the first runs, is left as rowverdict_table made it (Welch's). 0,
 * -ENOMEM, or -EINVAL (the rule's plan out of range: a manifest compare did not check). The
 * rule: lib/seqtest/seqtest.h, as study/decide.c. The plan comes from M->plans: computed
 * once per distinct plan (a "build seqplan" line of SCHEDAIO_DEBUG=builds, buildlog.h), not
 * once per table. */
int seqverdict_table(struct model *m, struct model_table *t);

#endif
