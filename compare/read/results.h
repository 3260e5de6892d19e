/*
 * results.h: one results folder of scripts/run-pack, read into per-(scheduler, cell) values.
 *
 * Layout (the run-pack contract):
 *   <path>/manifest.json                             see manifest.h (may be missing)
 *   <path>/<scheduler>/<cell>/run-<i>/fio.json        fio --output-format=json
 *   <path>/<scheduler>/<cell>/run-<i>/schedaio.json   engine stats (missing for baselines)
 * Scheduler and cell names are the folder names. A scheduler folder is the kernel scheduler's
 * name, or (run-pack --schedulers with labels) the label's folder, e.g. "bfq-low_latency":
 * manifest.json's scheduler_plan[] (else results[].kernel_scheduler) says which kernel
 * scheduler, label and tunables that folder ran (results_folder). An engine file must name
 * the folder or that kernel scheduler in target.scheduler. The runs read are those on disk plus those
 * manifest.json lists; a run the manifest marks other than "ok", or whose fio.json or
 * schedaio.json cannot be used, is left out with one line on the error stream.
 *
 * Orders: schedulers as in manifest.json "schedulers", cells as in the pack descriptor's
 * "cells", then any others found on disk in byte order.
 */
#ifndef COMPARE_RESULTS_H
#define COMPARE_RESULTS_H

#include <stdio.h>

#include "model/input.h" /* struct results: what is read */
#include "read/manifest.h"
#include "read/readbound.h"
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

/* results_too_big: 0 when NROWS rows and NCELLS cells are within the bounds above; else 1
 * after one line on ERR: "compare: WHAT: N rows and M cells; compare tables at most ...". */
int results_too_big(const char *what, size_t nrows, size_t ncells, FILE *err);

/* results_load: read the folder PATH into *R, printing one line per problem on ERR
 * ("compare: <file>: <problem>"). 0 when at least one run was found (R->nok may still
 * be 0 when none was usable; R->nskipped and R->nmarked count what was left out).
 * -ENOENT when PATH is missing, not a folder or holds no run (nothing printed: the
 * caller words it); -E2BIG (a line printed) when it holds more scheduler folders or cells
 * than MANIFEST_MAX_SCHEDS / MANIFEST_MAX_CELLS; -ENOMEM; other -errno from opening PATH
 * (e.g. -EACCES). Folder names that are not valid UTF-8 or hold a
 * terminal control character (jsonfile_name_ok) are named and left out (counted in nskipped). Reading is
 * O(n log n) in the runs found and listed.
 * On error *R needs no results_free(). */
int results_load(const char *path, FILE *err, struct results *r);

/* results_load_read: results_load with PATH/manifest.json already read into MR (NULL: read
 * it here), its runs and bytes counted in B and its progress line printed by B
 * (readbound.h; NULL: no bound, as results_load). The manifest in MR is taken over when the
 * folder holds runs (MR->m zeroed); MR still needs manifest_read_free(). Also -E2BIG (a line
 * printed) when the study passes B's bound. */
int results_load_read(const char *path, struct manifest_read *mr, struct readbound *b,
		      FILE *err, struct results *r);

/* results_fill_folders: R->folders (NSCHEDS, what each scheduler folder ran, input.h
 * results_folder) from R->man's scheduler_plan, else its results[]; R->scheds and R->man
 * filled. Also used by the start-up reader (read/startup.h). 0 or -ENOMEM. */
int results_fill_folders(struct results *r);

/* results_free: release R; safe on a zeroed or already freed value. */
void results_free(struct results *r);

#endif
