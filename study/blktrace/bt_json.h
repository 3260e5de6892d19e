/* bt_json.h: the blktrace.json document of an analysed trace (json/blktracekeys.h, STATS.md). */
#ifndef SCHEDAIO_BT_JSON_H
#define SCHEDAIO_BT_JSON_H

#include <jansson.h>
#include <stdint.h>

#include "bt_analyse.h"

/* bt_json: a new reference (NULL: out of memory). LOST_RECORDER: the events the kernel's
 * per-CPU buffers lost (per_cpu/cpuN/stats overrun + dropped), added to the trace's LOST lines. */
json_t *bt_json(const struct bt_state *s, uint64_t lost_recorder);

#endif
