/*
 * names.h: what the rows and inputs of a comparison are called (model.h, "Rows"): a row's
 * scheduler key and label, the run label of each input, and the folder added where two rows
 * of a table would share a label. Used by model.c as it builds the tables.
 */
#ifndef COMPARE_NAMES_H
#define COMPARE_NAMES_H

#include <stddef.h>

#include "model/model.h"

/* model_row_label: the key (labels.h) and row label of scheduler folder S of input K of M,
 * with series SE, into new strings *KEY and *LABEL (model.h says which label); *DEFAULTED
 * = 1 when the label table assumed a kernel-default tunable. Needs M->run_labels. 0 or
 * -ENOMEM (nothing allocated). */
int model_row_label(const struct model *m, const struct labels *l, size_t k, size_t s,
		    const struct results_series *se, int *defaulted, char **key, char **label);

/* model_run_labels: M->run_labels (model.h: --label, "Linux <kernel>", else the folder
 * name; " (<folder name>)", then " (<k>)", where two are the same). 0 or -ENOMEM. */
int model_run_labels(struct model *m);

/* model_distinct_rows: rows of T that share a label (two folders of one input named alike,
 * e.g. a "bfq" folder of kernel defaults beside "bfq-low_latency") get " (<folder>)". 0 or
 * -ENOMEM. */
int model_distinct_rows(const struct model *m, struct model_table *t);

#endif
