/*
 * statsnum.h: the one reader of a number of the engine's stats file (schedaio.json,
 * STATS.md "Fields") for compare, and the one bound per field. runfile.c, why_read.c,
 * startup.c and pairing.c take every number of that file through statsnum_get /
 * statsnum_value, by its field's kind, so that a field has one bound wherever it is read.
 *
 * A number that passes is a JSON integer or real, finite and in [lo, hi] of its kind:
 *   STATSNUM_COUNT        I/Os, bytes, ms ticks, histogram counts (ios, bytes, delta.*,
 *                         timeseries.<dir>.bytes and .completions, bins' counts): the
 *                         engine writes them as JSON integers (int64), so 0 .. RUNFILE_BYTES_MAX
 *   STATSNUM_NS           a time in ns (clat_ns percentiles, span.*, window.ns): a uint64,
 *                         0 .. RUNFILE_NS_MAX
 *   STATSNUM_INTERVAL_NS  timeseries.interval_ns: timeseries_interval x 2^doublings, and the
 *                         engine refuses an interval below TIMESERIES_MIN_INTERVAL_NS (1 ms,
 *                         engine/stats/timeseries.h), so 1e6 .. RUNFILE_NS_MAX
 *   STATSNUM_FRACTION     devstat[].merge_ratio.<dir>, completions.out_of_order_share: 0 .. 1
 *   STATSNUM_UTIL         devstat[].util, io_ticks_ms / wall_ms: 0 .. 1.5 (the two clocks
 *                         are read apart, so a busy device can show a little over 1; more is
 *                         damage; compare's bound, the engine documents none)
 * These sums of a million values stay finite (jsonfile.h).
 */
#ifndef COMPARE_STATSNUM_H
#define COMPARE_STATSNUM_H

#include <stddef.h>

#include <jansson.h>

#include "schema/statskeys.h"

enum statsnum_kind {
	STATSNUM_COUNT,
	STATSNUM_NS,
	STATSNUM_INTERVAL_NS,
	STATSNUM_FRACTION,
	STATSNUM_UTIL,
};

/* statsnum_lo, statsnum_hi: the bounds of KIND (above), in its unit. */
double statsnum_lo(enum statsnum_kind kind);
double statsnum_hi(enum statsnum_kind kind);

/* statsnum_value: V (a JSON value, may be NULL) as a number of KIND into *OUT (untouched on
 * error). 0; -EINVAL when V is not a number; -ERANGE when outside KIND's bounds. */
int statsnum_value(const json_t *v, enum statsnum_kind kind, double *out);

/* statsnum_get: OBJ.KEY as a number of KIND into *OUT: jsonfile_number with KIND's bounds,
 * FIELD naming it in WHY (may be NULL). 0, -ENOENT (absent or null), -EINVAL, -ERANGE. */
int statsnum_get(const json_t *obj, const char *key, const char *field, enum statsnum_kind kind,
		 double *out, char *why, size_t whylen);

#endif
