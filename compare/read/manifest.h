/*
 * manifest.h: the fields compare uses from results/<run-id>/manifest.json, written by
 * scripts/run-pack (schema 1). Unknown fields are ignored; every field may be absent
 * (NULL, -1 or 0 below), so that a folder from an interrupted run still compares.
 *
 *   run_id, status, kernel, fio_version       strings at the top level
 *   quick (bool), runs (runs per cell), rsd_threshold (percent: the run-count rule's)
 *   pack.name, pack.descriptor.title, pack.descriptor.mbps_unit ("KiB/s/1000", "MiB/s"),
 *   pack.descriptor.cells                     cell order of the tables (else top-level
 *                                             "cells", the cells run-pack ran)
 *   device.path, device.scratch
 *   schedulers                                scheduler order (ties in a table): folder names
 *   scheduler_plan[]: {folder, kernel, label, tunables}  what each folder ran (run-pack with
 *                                             labels: folder "bfq-low_latency" ran kernel "bfq"
 *                                             with tunables {"low_latency": "1"}, label
 *                                             "BFQ low_latency"); entries without a folder and
 *                                             a kernel string are passed over
 *   pack.descriptor.measure, the descriptor itself (a start-up study's cell_titles, traces,
 *              idle_cells: model/startup.h)
 *   results[]: {scheduler, cell, run, status} the runs run-pack attempted and how they ended,
 *              + kernel_scheduler, label, tunables when run-pack wrote them,
 *              + startup (a start-up cell's object: seconds, io_wait_s, timed_out, ...),
 *              + host (run-pack --hosts: the host the run ran on)
 *   hosts[]: {name, ...}                      run-pack --hosts: the hosts in their order; the
 *                                             runs are in <path>/<host>/<scheduler>/... then
 */
#ifndef COMPARE_MANIFEST_H
#define COMPARE_MANIFEST_H

#include <stddef.h>

#include <jansson.h>

#include "model/input.h" /* struct manifest: the fields below, as read */

/* The most scheduler folders and cells a study has: far above what run-pack writes (a
 * scheduler folder per kernel scheduler or row of jobs/sched-labels.tsv, 20 lines; a cell per
 * job file of a pack, 8 in jobs/laptop), and low enough that compare's per (scheduler, cell)
 * tables stay small (64 x 1024 series, 22 MB) whatever a manifest.json declares. */
#define MANIFEST_MAX_SCHEDS 64
#define MANIFEST_MAX_CELLS 1024
/* The most hosts of a study compare reads: hosts x MANIFEST_MAX_SCHEDS rows stay within
 * RESULTS_MAX_ROWS (results.h). */
#define MANIFEST_MAX_HOSTS 16
/* The entries of manifest.json's "preflight" block read (the report shows them). */
#define MANIFEST_PREFLIGHT_LINES 64

/* manifest_load: read PATH into *M (zeroed first); PATH must be inside folder TOP (a
 * realpath(); NULL: anywhere), else -EXDEV (jsonfile_load_in). 0; -ENOENT when there is no file;
 * -EINVAL (reason in WHY) for bad JSON or a schema other than 1; -E2BIG (WHY) when
 * results[] names more than MANIFEST_MAX_SCHEDS schedulers or MANIFEST_MAX_CELLS cells, or
 * scheduler_plan has more than MANIFEST_MAX_SCHEDS entries, or hosts[] more than
 * MANIFEST_MAX_HOSTS; -EPROTO (WHY) for a --kernel study whose kernels[] and runs do not
 * pair (a kernel without a folder name, a run of a kernel not listed): such a study is not
 * read at all, since its runs without their kernels would pool emulated and native ones;
 * other errors of jsonfile_load
 * (a FIFO, too large: reason in WHY); -ENOMEM.
 * Names of results[] and scheduler_plan[] that could not be a folder name (jsonfile_name_ok,
 * '/', a leading '.') are passed over.
 * mbps_unit is returned as written: the caller checks it (units_parse). On error *M needs
 * no manifest_free(). */
int manifest_load(const char *top, const char *path, struct manifest *m, char *why,
		  size_t whylen);

/* manifest_free: release M; safe on a zeroed or already freed manifest. */
void manifest_free(struct manifest *m);

/* struct manifest_read: DIR/manifest.json read once (manifest_read_dir), then handed to the
 * reader that takes the folder (results_load_read, startup_load_read), so that compare opens
 * each manifest once (tests/integration/compare-read-once.bats counts the opens). */
struct manifest_read {
	struct manifest m; /* the manifest when ret is 0, else zeroed */
	int ret;           /* manifest_load's result: 0, -ENOENT (no file), -EINVAL, ... */
	char why[256];     /* manifest_load's reason when ret is not 0 */
	char *path;        /* DIR/manifest.json, for messages */
};

/* manifest_read_dir: DIR/manifest.json into *MR (zeroed first; whatever manifest_load
 * returned is kept in MR->ret). 0; -ENOMEM (nothing kept). *MR needs manifest_read_free(). */
int manifest_read_dir(const char *dir, struct manifest_read *mr);

/* manifest_read_free: release MR; safe on a zeroed or already freed value. */
void manifest_read_free(struct manifest_read *mr);

#endif
