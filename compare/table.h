/*
 * table.h: Phoronix-style text tables of a results folder, for a terminal.
 *
 * A header (run id, pack, kernel, device, quick or not, what MB/s means), then for each
 * cell in the pack's order and each metric (MB/s and IOPS, more is better; engine p99
 * completion latency in µs, less is better, only where runs have engine stats) a title
 * line and one row per scheduler, best first:
 *
 *   randread-4k: MB/s (more is better)
 *     none          ########################################   125.50  SE +/- 0.50, N = 2
 *
 * Bars are ASCII '#', the largest value 40 long. Values have 2 decimals. SE is the
 * sample standard deviation / sqrt(N), 0.00 when N = 1 (stats.h); N counts the runs used.
 */
#ifndef COMPARE_TABLE_H
#define COMPARE_TABLE_H

#include <stdio.h>

#include "results.h"
#include "units.h"

#define TABLE_BAR_MAX 40 /* characters of the longest bar */

/* table_print: the header and every table of R to OUT. PATH is the folder as given by the
 * user; UNIT defines MB/s (KiB/s from fio converted by units_mbps()); UNIT_ASSUMED is 1
 * when the manifest did not say, which the header states. 0, or -ENOMEM. */
int table_print(FILE *out, const char *path, const struct results *r, enum units_mbps unit,
		int unit_assumed);

#endif
