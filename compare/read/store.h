/*
 * store.h: how every reader (results.c: a run-pack study; fioin.c: fio JSON; startup.c: a
 * start-up study) stores what it read into model/input.h's struct results: a run into its
 * series, a string into the pool, each row's folder (what it ran), the bounds of the rows
 * and cells, and the release. Below the readers that share it.
 */
#ifndef COMPARE_STORE_H
#define COMPARE_STORE_H

#include <stdio.h>

#include "model/input.h" /* struct results: what is read */
#include "read/runfile.h"

/* results_keep: S moved into R's pool (freed with R); S itself, or NULL (S freed) on
 * -ENOMEM. NULL S gives NULL. */
char *results_keep(struct results *r, char *s);

/* results_add: one run of row S on cell C (SE = results_series(S, C) must exist) into R:
 * fio's BW_KIBPS (KiB/s) and IOPS, and when ENG is not NULL its percentiles, curve and
 * merge ratio; RUN gives the per-run record (its pointers must live as long as R; its
 * details RUN->d move into R on success, the caller keeps them on error). ENG's label and
 * tunables move into the series when it has none. 0 or -ENOMEM. */
int results_add(struct results *r, const struct results_run *run, struct runfile_engine *eng);

/* The most rows (scheduler folders, or rows of fio JSON inputs: hosts x labels) and cells
 * compare tables, and the most (row, cell) series: the series are a dense rows x cells
 * array, so whatever the inputs declare (a manifest.json naming 3,000 pairs, a fio JSON with
 * 3,000 client hostnames and iodepths) it stays under 65536 x 336 bytes (22 MB). A run-pack
 * study has fewer still (MANIFEST_MAX_SCHEDS, MANIFEST_MAX_CELLS). */
#define RESULTS_MAX_ROWS 1024
#define RESULTS_MAX_CELLS 1024
#define RESULTS_MAX_SERIES 65536

/* results_too_big: 0 when NROWS rows and NCELLS cells are within the bounds above; else
 * -E2BIG after one line on ERR: "compare: WHAT: N rows and M cells; compare tables at most
 * ...". */
int results_too_big(const char *what, size_t nrows, size_t ncells, FILE *err);

/* results_fill_folders: R->folders (NSCHEDS, what each scheduler folder ran, input.h
 * results_folder) from R->man's scheduler_plan, else its results[]; R->scheds and R->man
 * filled. Also used by the start-up reader (read/startup.h). 0 or -ENOMEM. */
int results_fill_folders(struct results *r);

/* results_free: release R; safe on a zeroed or already freed value. */
void results_free(struct results *r);

#endif
