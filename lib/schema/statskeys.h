/*
 * statskeys.h: the key names of the engine's stats JSON (STATS.md, "Fields") that its writer
 * (engine/stats/statsjson.c, devstat.c, engine/tag/schedtag_json.c), build/schedaio-merge
 * (lib/merge/statsmerge.c) and compare (compare/read/pairing.c, runfile.c, why_read.c,
 * startup.c, through statsnum.h) share: written once here, so that a renamed key is renamed
 * for all of them. tests/integration/one-place.bats checks that every key below is in
 * STATS.md's field table, every top-level field of that table is below, and that no file of
 * compare/read that reads this file spells one of these keys as a literal.
 * Names follow fio's JSON where fio has the same thing (clat_ns, percentile, bins).
 */
#ifndef SCHEDAIO_STATSKEYS_H
#define SCHEDAIO_STATSKEYS_H

/* The schema's version (the "schema" key): written by the engine (engine/stats/statsjson.c),
 * checked by merge-stats (lib/merge/statsmerge.c). */
#define STATSJSON_SCHEMA 2

/* The smallest timeseries interval_ns the engine writes (1 ms; engine/stats/timeseries.h,
 * STATS.md "timeseries"), the lower bound compare reads it with. */
#define STATS_MIN_INTERVAL_NS 1000000ULL

/* top level */
#define SK_SCHEMA "schema"
#define SK_ENGINE "engine"
#define SK_FIO_VERSION "fio_version"
#define SK_ERROR "error"
#define SK_JOB "job"
#define SK_TARGET "target"
#define SK_SPAN "span"
#define SK_WINDOW "window"
#define SK_CLEAN_WINDOW "clean_window"
#define SK_COMPLETIONS "completions"
#define SK_TIMESERIES "timeseries"
#define SK_DEVSTAT "devstat"
#define SK_READ "read"
#define SK_WRITE "write"
#define SK_TRIM "trim"

/* engine.*, job.* */
#define SK_NAME "name"
#define SK_VERSION "version"
#define SK_JOBNUM "jobnum"
#define SK_TID "tid"
#define SK_RW "rw"
#define SK_BS "bs"
#define SK_IODEPTH "iodepth"

/* target.*, target.chain[].* */
#define SK_SCHEDULER "scheduler"
#define SK_LABEL "label"
#define SK_TUNABLES "tunables"
#define SK_CHAIN "chain"
#define SK_DEVICE "device"
#define SK_ROLE "role"

/* span.*, window.*, clean_window.* */
#define SK_START_UNIX_NS "start_unix_ns"
#define SK_END_UNIX_NS "end_unix_ns"
#define SK_NS "ns"

/* <ddir>.* */
#define SK_IOS "ios"
#define SK_BYTES "bytes"
#define SK_CLAT_NS "clat_ns"
#define SK_QWAIT_NS "qwait_ns"
#define SK_CLEAN_BYTES "clean_bytes"
#define SK_CLEAN_COMPLETIONS "clean_completions"
#define SK_PERCENTILE "percentile"
#define SK_BINS "bins"

/* completions.* */
#define SK_OUT_OF_ORDER_SHARE "out_of_order_share"
#define SK_OOO_DISTANCE "ooo_distance"
#define SK_INFLIGHT "inflight"
#define SK_REAP_BATCH "reap_batch"

/* timeseries.* (timeseries.<dir>.* are SK_COMPLETIONS, SK_BYTES) */
#define SK_INTERVAL_NS "interval_ns"

/* devstat[].* (and SK_DEVICE, SK_ROLE, SK_ERROR); window_delta: as delta, from the window */
#define SK_DELTA "delta"
#define SK_MERGE_RATIO "merge_ratio"
#define SK_UTIL "util"
#define SK_WINDOW_DELTA "window_delta"
#define SK_WINDOW_WALL_MS "window_wall_ms"

/* devstat[].delta.*: the fields of /sys/block/<disk>/stat in the kernel's order
 * (Documentation/block/stat.rst), as engine/stats/devstat.c's devstat_field_names */
#define SK_READ_IOS "read_ios"
#define SK_READ_MERGES "read_merges"
#define SK_READ_SECTORS "read_sectors"
#define SK_READ_TICKS_MS "read_ticks_ms"
#define SK_WRITE_IOS "write_ios"
#define SK_WRITE_MERGES "write_merges"
#define SK_WRITE_SECTORS "write_sectors"
#define SK_WRITE_TICKS_MS "write_ticks_ms"
#define SK_IN_FLIGHT "in_flight"
#define SK_IO_TICKS_MS "io_ticks_ms"
#define SK_TIME_IN_QUEUE_MS "time_in_queue_ms"
#define SK_DISCARD_IOS "discard_ios"
#define SK_DISCARD_MERGES "discard_merges"
#define SK_DISCARD_SECTORS "discard_sectors"
#define SK_DISCARD_TICKS_MS "discard_ticks_ms"
#define SK_FLUSH_IOS "flush_ios"
#define SK_FLUSH_TICKS_MS "flush_ticks_ms"

#endif
