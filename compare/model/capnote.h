/*
 * capnote.h: with a published set (--reference), the note on each MB/s or IOPS table whose
 * rows sit at a cap of the device model taken from that very set (issue 40 item 3): their
 * agreement with the set there is by construction, not a measurement. A device model's caps
 * are the seeds' published ceilings where the seeds have one (jobs/models/<name>.json: each
 * figure's source names the set, results/reference/<set>.json; medium.h medium_cap_set); a
 * row "sits at" a cap when fio's mean (the figure compared with the set: model.h fio_st, else
 * st) is at least CAPNOTE_AT of it.
 *
 *   At the medium's read cap of 91121.00 IOPS (jobs/models/laptop.json), taken from this set
 *   (its Deadline randread-4k 91121.00): MQ None 91115.94, MQ Deadline 90964.37: a ratio
 *   near 1 against that figure is by construction (the model's throttle), not a measurement
 *
 * The set's entry is the first of its entries of the table's metric whose value is the cap
 * (within CAPNOTE_SAME of it, in the set's unit); the note names none when there is none.
 */
#ifndef COMPARE_CAPNOTE_H
#define COMPARE_CAPNOTE_H

#include "model/model.h"

#define CAPNOTE_AT 0.95    /* a row at 95 % of a cap or above sits at it (the probe's 5 %) */
#define CAPNOTE_SAME 0.001 /* a published value within 0.1 % of a cap is that cap */

/* capnote_tables: the note on every table of M (with M->ref) that has rows at a cap taken from
 * M->ref (model_table_note), each table looked at once (buildlog "capnote"). With a set per
 * kernel (model.h kref), a note per set for the rows compared with it, naming the set and
 * its kernels instead of "this set" ("taken from laptop-4.13, the set of Linux 6.18.44's
 * rows"). 0 or -ENOMEM; nothing without a reference set. */
int capnote_tables(struct model *m);

#endif
