/*
 * names.h: what the rows and inputs of a comparison are called (model.h, "Rows"): a row's
 * scheduler key and label, the run label of each input, and the folder added where two rows
 * of a table would share a label. Used by build.c as it builds the tables.
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

/* model_shown_path: input folder (or fio JSON file) PATH as every report shows it, so that
 * a report does not depend on where the study was when it was rendered (COMPARE.md "Which
 * folder a report names"): PATH as given when relative ("results/X"), its last component
 * when absolute ("/work/main/results/X" -> "X"; "/a/X/" -> "X/"; "/" stays). A pointer
 * into PATH. Reading always uses PATH itself; error messages on stderr name PATH. */
const char *model_shown_path(const char *path);

/* model_shown_file: run file FILE of input folder TOP as the reports show it, into BUF of
 * LEN bytes (truncated): model_shown_path(TOP) and FILE's part below TOP when FILE is under
 * TOP ("X/none/randread-4k/run-1/fio.json"), else model_shown_path(FILE). */
void model_shown_file(const char *top, const char *file, char *buf, size_t len);

#endif
