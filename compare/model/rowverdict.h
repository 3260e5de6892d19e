/*
 * rowverdict.h: each row of a table judged against the table's best row (verdict.h): the
 * difference in % with its 95 % interval, the resolution and the runs needed, and the runs
 * far from their siblings, named by their fio file and kept in the row's numbers. A judged
 * row's marks are set from its verdict, so that the marks, the colours and the words agree:
 * not_sig ("~") on a row whose 95 % verdict was made and is not significant, undecided ("?")
 * on a row whose verdict is undecidable (N < 3 on either side) or has no interval (N < 2),
 * the best row included when its own N is that low; and the table is crowned (its best
 * may be called best) when its best row is not undecided.
 */
#ifndef COMPARE_ROWVERDICT_H
#define COMPARE_ROWVERDICT_H

#include "model/model.h"

/* rowverdict_table: model_row.v, nfar, far_run and far_value of every row of T (ranked,
 * best first) built from M's inputs. A metric without a better direction (metric.h) gets
 * no verdict (v.has = 0) but its far runs. 0 (nothing is allocated). */
int rowverdict_table(const struct model *m, struct model_table *t);

#endif
