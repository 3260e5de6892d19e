/*
 * why_read.h: one run's engine details from its schedaio.json (STATS.md) into a struct
 * results_details (model/input.h), when the run is read (results.h, fioin.h):
 *   has_p, p_us  the p50, p99 and p99.9 completion latency the run's reader took (µs)
 *   ts        timeseries.<dir>: per point bytes / interval as KiB/s (1024 B/s), at most
 *             WHY_TS_MAX points (the engine keeps 2048)
 *   inflight, reap, ooo   completions.inflight, .reap_batch, .ooo_distance: [value, count]
 *             pairs as written, values 0..WHY_DIST_MAX (the engine's: 0..iodepth)
 *   ooo_share completions.out_of_order_share (fraction)
 *   dev       devstat[]: device, role, merges and ios per direction, merge ratio, util,
 *             at most WHY_DEV_MAX (the engine writes at most 24)
 *   stack     "loop0 bfq -> vda mq-deadline": target.chain, each device with its
 *             scheduler; sched_at/sched_len locate the first device's scheduler
 *   stacked   1 when a device below the first has a scheduler other than none: the
 *             device under test sits on another scheduled device
 *   tunables  target.tunables as "name=value name=value", or NULL
 * A schema 1 file gives empty parts, never an error. A value outside those bounds, or not a
 * finite number >= 0, leaves that part out with one line in D->notes naming the file and
 * the field ("compare: <path>: <field> <why>; left out of the plots"); the run and the
 * other parts stay.
 */
#ifndef COMPARE_WHY_READ_H
#define COMPARE_WHY_READ_H

#include <jansson.h>

#include "model/input.h"

/* why_read_json: the details of direction DIR from ROOT, the engine stats object read from
 * PATH (named in the notes), into *D (zeroed first; has_engine = 1). 0 or -ENOMEM (D then
 * released). */
int why_read_json(json_t *root, const char *path, enum runfile_dir dir,
		  struct results_details *d);

#endif
