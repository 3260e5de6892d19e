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
#include "read/store.h"

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

#endif
