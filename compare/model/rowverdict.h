/*
 * rowverdict.h: each row of a table judged against the table's best row (verdict.h): the
 * difference in % with its 95 % interval, the resolution and the runs needed, and the runs
 * far from their siblings, named by their fio file and kept in the row's numbers. A judged
 * row's not_sig mark is set from its verdict (every row but the best whose verdict is not
 * significant, undecidable rows included), so that "~", the colours and the words agree.
 */
#ifndef COMPARE_ROWVERDICT_H
#define COMPARE_ROWVERDICT_H

#include "model/model.h"

/* rowverdict_table: model_row.v, nfar, far_run and far_value of every row of T (ranked,
 * best first) built from M's inputs. A metric without a better direction (metric.h) gets
 * no verdict (v.has = 0) but its far runs. 0 (nothing is allocated). */
int rowverdict_table(const struct model *m, struct model_table *t);

#endif
