/*
 * statskeys.h: the key names of the engine's stats JSON (STATS.md, "Fields") that its writer
 * (engine/stats/statsjson.c), build/schedaio-merge (engine/merge/statsmerge.c) and compare
 * (compare/read/pairing.c, compare/read/runfile.c) share: written once here, so that a renamed key is
 * renamed for all of them. tests/integration/one-place.bats checks that every key below is
 * in STATS.md's field table and every top-level field of that table is below.
 * Names follow fio's JSON where fio has the same thing (clat_ns, percentile, bins).
 */
#ifndef SCHEDAIO_STATSKEYS_H
#define SCHEDAIO_STATSKEYS_H

/* top level */
#define SK_SCHEMA "schema"
#define SK_ENGINE "engine"
#define SK_FIO_VERSION "fio_version"
#define SK_ERROR "error"
#define SK_JOB "job"
#define SK_TARGET "target"
#define SK_SPAN "span"
#define SK_WINDOW "window"
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

/* target.* */
#define SK_SCHEDULER "scheduler"
#define SK_LABEL "label"
#define SK_TUNABLES "tunables"

/* span.*, window.* */
#define SK_START_UNIX_NS "start_unix_ns"
#define SK_END_UNIX_NS "end_unix_ns"
#define SK_NS "ns"

/* <ddir>.* */
#define SK_IOS "ios"
#define SK_BYTES "bytes"
#define SK_CLAT_NS "clat_ns"
#define SK_QWAIT_NS "qwait_ns"
#define SK_PERCENTILE "percentile"
#define SK_BINS "bins"

/* devstat[].* */
#define SK_MERGE_RATIO "merge_ratio"

#endif
