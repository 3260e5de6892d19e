/*
 * fioin.h: fio JSON files and folders (not run-pack studies) read into one set of rows and
 * cells (results.h), filed by the engine's tag.
 *
 * Inputs: each PATHS[i] is a fio JSON file (json or json+, fio 2.x or 3.x, client/server;
 * fiojson.h), an engine stats file, or a folder searched recursively for *.json files
 * (symlinks inside the folder followed, each real folder once: a symlink loop is not
 * searched again; a symlink out of the folder is named on ERR and not followed).
 * Each fio job is paired with the engine stats file it wrote (pairing.h): one beside the fio
 * file, or under a STATS_DIRS folder. Then:
 *   row   the scheduler label of the engine's tag: target.label, else the label table's
 *         name for target.scheduler and target.tunables (labels.h). A job without engine
 *         stats (or whose stats name no scheduler) goes under LABELS[i] of its input, else its
 *         file name without ".json": its scheduler is unknown (results_folder.unknown).
 *         Client/server jobs: "<hostname>: <label>". A job that read and wrote (rw, randrw)
 *         gives one row per direction: "<label> (read)", "<label> (write)".
 *   cell  the workload from fio's "job options" over "global options": <rw>[-r<rwmixread>
 *         for a mixed job]-<bs>-qd<iodepth>[-j<numjobs> when > 1], e.g. "randread-4k-qd32",
 *         "randrw-r70-4k-qd16".
 *   values fio's bw (KiB/s) and iops of the direction (where fio wrote neither, derived from
 *         the engine's counts over its counted window: bytes / 1024 / (window.ns / 10^9)
 *         and ios / (window.ns / 10^9)); with engine stats, its percentiles and merge
 *         ratio (runfile.h).
 *   clones a job with numjobs > 1 is one run: its clone entries (no group_reporting)
 *         summed, or its one group_reporting entry paired with its clones' stats files
 *         (pairing_find_clones); the tag names the row; when every clone's stats file
 *         paired, they are merged by the one merge rule (clonemerge.h, statsmerge.h) into
 *         the job's percentiles; else the latency is left out, said in one line on ERR.
 *         The merge ratio is per device and left out of merged files.
 * What cannot be used is named on ERR, one line each ("compare: <file>: <reason>"), and
 * counted in R->nskipped: an unreadable or malformed file, a job fio reports an error for, a
 * named file that is neither fio's output nor engine stats. A job without engine stats is
 * named too ("no engine stats paired: ..."), but used. In folders, JSON files that are
 * neither (manifest.json, pack.json) are passed over quietly.
 */
#ifndef COMPARE_FIOIN_H
#define COMPARE_FIOIN_H

#include <stdio.h>

#include "model/labels.h"
#include "read/readbound.h"
#include "read/store.h"

/* fioin_load: read PATHS (N) as above into *R (R->loose = 1). 0 when at least one job was
 * read (R->nok may be 0); -ENOENT when no fio job was found in any of them; -E2BIG (one
 * line on ERR) when they hold more rows or cells than compare tables (results_too_big), more
 * than 100,000 fio job entries or 200,000 *.json files (the file that crossed the bound
 * named: memory stays bounded however many files a folder holds); -E2BIG also when the
 * files pass B's bound (readbound.h: each file a run, their sizes counted; B NULL: none),
 * B printing the progress line meanwhile; -ENOMEM.
 * On error *R needs no results_free(). */
int fioin_load(char *const *paths, const char *const *labels, size_t n,
	       char *const *stats_dirs, size_t nstats, const struct labels *lt,
	       struct readbound *b, FILE *err, struct results *r);

#endif
