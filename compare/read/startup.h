/*
 * read/startup.h: the reader of a start-up study (jobs/startup, issues 16 and 19): the
 * Application Start-up Time of Phoronix's pts/startup-time (Paolo Valente's S) as run-pack
 * records it, read into the values every study is read into (model/input.h struct results),
 * so that its tables are built and printed by the one table path (model.h, render.h).
 *
 * A results folder is a start-up study when its manifest.json says pack.descriptor.measure
 * "startup". Its values come from manifest.json (read by read/manifest.h, the one reader of
 * that file) results[]: per run, status "ok" and a startup object {seconds (the app job's
 * span.ns / 1e9, null when timed out), io_wait_s (the app job's I/O wait: the sum of its
 * completion latencies, s; absent in studies before it), timed_out, trace (the iolog's path
 * in the pack), background_kib (KiB/s)}; a run "skipped" after a timed-out one (S's rule)
 * counts with the timed-out runs (results_startup.timed_out). The completion-time curve of
 * a (scheduler, cell) comes from its median run's app job stats file,
 * <scheduler>/<cell>/run-<i>/schedaio-app.json (timeseries.read.completions, the 10 ms
 * points of jobs/startup). When a run has a block trace (run-pack --trace-block:
 * <scheduler>/<cell>/run-<i>/blktrace.json), its requests are split into the app job's and
 * the background's (results_startup.split, read/blktrace_read.h blktrace_read_split).
 *
 * Rows: the scheduler folders in the manifest's order (results_fill_folders: named as every
 * study's). Cells: those of the pack descriptor's order that have runs in results[], then
 * any other cell with runs (an idle cell). Per cell (results_cellinfo): its published
 * configuration (pack.descriptor.cell_titles), whether it is an idle cell, and its idle
 * cell: pack.descriptor.idle_cells maps an application (a key of pack.descriptor.traces,
 * whose value is the iolog a cell's runs name in startup.trace) to its idle cell, the start
 * replayed with no background (S's "start-up time on idle device").
 * Counts: nruns = runs listed; nok = ok runs (timed out included); nmarked = runs not ok in
 * manifest.json; nskipped = ok runs whose startup object is unusable, and block traces left
 * out of the trace table (each named on ERR).
 */
#ifndef COMPARE_READ_STARTUP_H
#define COMPARE_READ_STARTUP_H

#include <stdio.h>

#include "model/input.h"
#include "read/manifest.h"
#include "read/readbound.h"

#define STARTUP_MAX_S 1e6        /* bound of a start-up time read from a manifest, s */
#define STARTUP_MAX_KIB 1e12     /* bound of a background bandwidth, KiB/s */
#define STARTUP_CURVE_MAX 100000 /* points of a completion-time curve kept */
#define STARTUP_APP_JOB "app"    /* the job that replays the application's start (jobs/startup);
				  * its engine stats are schedaio-app.json, its trace group "app" */

/* startup_is_study: 1 when the manifest M (read by manifest_read_dir; zeroed when there was
 * none or it was unreadable) is a start-up study's (pack.descriptor.measure "startup"), else 0. */
int startup_is_study(const struct manifest *m);

/* startup_load_read: the start-up study in DIR, its manifest.json already read into MR (its
 * manifest is taken over, MR->m zeroed; MR still needs manifest_read_free()), into *R, its
 * listed runs counted in B and its progress line printed by B (read/readbound.h; NULL: no
 * bound). One line on ERR per run left out. 0; -ENODATA after one line on ERR (manifest
 * unreadable, no run listed); -E2BIG after one line (more runs than B allows, more rows or
 * cells than results_too_big's bounds); -ENOMEM. *R needs results_free() either way. */
int startup_load_read(const char *dir, struct manifest_read *mr, struct readbound *b,
		      struct results *r, FILE *err);

#endif
