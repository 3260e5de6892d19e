/*
 * countbias.h: the note that fio counted, in a rate table's window, bytes the device moved
 * before it (COMPARE.md "Counted before the window"). One rule, here.
 *
 * Why: with ramp_time, fio resets its counters when the ramp ends and counts every I/O it
 * reaps after that. When io_submit(2) blocks for a driver tag (the `none` scheduler at an
 * iodepth above the device's tags: 32 on a SATA disk or a device model), completions pile up
 * unreaped, and the ones the device finished before the ramp's end are counted inside the
 * window: fio's rate reads high, above what the device did (bs=2m: +1 to +2 % over a 20 s
 * window). Other I/O (fs metadata, journal, another process) only adds device bytes, so fio
 * above the device can come from nothing else.
 *
 * A table ranked on the device (model.h on_device: every run has the engine's clean count or
 * window_delta) has one note, the reason once: what its rows are (the device's rate), what
 * 'fio' beside them is, and each row's fio bytes above the device's; no row is flagged (the
 * ranked numbers carry no bias). Any other MB/s or IOPS table is ranked on fio's figure, and:
 *
 * The rule, per row of a MB/s or IOPS table (not the per-host copies):
 *   - runs whose engine stats have the device under test's window bytes (results_details
 *     has_window: devstat[] role "device", window_delta.<dir>_sectors x 512, and <dir>.bytes):
 *     excess = (fio bytes - device bytes) / device bytes per run; the row is noted when any
 *     run's excess > COUNTBIAS_OVER. Its note gives the mean, range and count of the
 *     excesses of those runs and the device's rate: the row's mean x the mean of
 *     device / fio bytes, in the table's unit.
 *   - a row none of whose runs has them, of a study whose manifest names a device model
 *     with a cap for the row's direction and metric (manifest.med.cap): noted when the row's
 *     mean exceeds the cap by more than COUNTBIAS_CAP_OVER (of the cap); for IOPS the mean
 *     as device requests, x (1 - the row's mean merge ratio), as the cap counts requests
 *     (sequential 4k reads merge under a scheduler: fio's IOPS above the cap, no bias), and
 *     not at all without merge ratios.
 * One note line per table, naming every noted row (model_table_note). When the table's top
 * row is noted and its excess (the mean over its runs; above the cap for the second kind) is
 * at least its lead over the next row, the table is not crowned (model.h crowned, artefact):
 * its top is not called best nor starred (issue 40).
 */
#ifndef COMPARE_COUNTBIAS_H
#define COMPARE_COUNTBIAS_H

#include "model/model.h"

#define COUNTBIAS_OVER 0.005    /* fio above the device's window bytes by 0.5 % of them */
#define COUNTBIAS_CAP_OVER 0.01 /* a row's mean above the device model's cap by 1 % of it */

/* countbias_excess: (FIO - DEV) / DEV, bytes of one run's window; 0 when DEV is 0. */
double countbias_excess(double fio, double dev);

/* countbias_note: T's note line when T (a table of M) is ranked on the device, or a row of it
 * is noted by the rule above, into *LINE (malloc'd, the caller's), else *LINE = NULL; each
 * noted row's countbias set to 1 (model_row.countbias: the overview marks its entry "!"), and
 * T uncrowned when its top is fio's count (above). 0 or -ENOMEM. */
int countbias_note(const struct model *m, struct model_table *t, char **line);

/* countbias_tables: the note on every table of M that gets one (model_table_note), and the
 * noted rows' countbias, each table built once (buildlog "countbias"); before the overviews
 * (derived.c), which read the flag. 0 or -ENOMEM. */
int countbias_tables(struct model *m);

#endif
