/*
 * blktracekeys.h: the key names of blktrace.json (STATS.md "blktrace.json"), written by
 * build/schedaio-blktrace (bt_json.c) and read by compare (compare/read/blktrace_read.c):
 * written once here.
 */
#ifndef SCHEDAIO_BLKTRACEKEYS_H
#define SCHEDAIO_BLKTRACEKEYS_H

#define BT_SCHEMA "schema"
#define BT_DEVICE "device"            /* "MAJ:MIN" traced */
#define BT_EVENTS "events"            /* trace lines of the device parsed */
#define BT_LOST_EVENTS "lost_events"  /* events the kernel dropped (overrun + LOST lines) */
#define BT_COMPLETE "complete"        /* true when lost_events == 0 */
#define BT_UNMATCHED "unmatched"      /* issues/completes with no request known */
#define BT_GROUPS "groups"            /* one per fio job (by tid) and "others" */
#define BT_NAME "name"
#define BT_TIDS "tids"
#define BT_REQUESTS "requests"        /* completed requests */
#define BT_BYTES "bytes"
#define BT_MERGES "merges"            /* bio back/front merges + request merges */
#define BT_DIRECT "issued_without_insert" /* issued with no insert (queue time 0) */
#define BT_OVERTAKING "overtaking_issues" /* issued while an earlier-inserted one waited */
#define BT_QUEUE_NS "queue_ns"        /* insert -> issue, histogram (histjson) */
#define BT_DEVICE_NS "device_ns"      /* issue -> complete, histogram (histjson) */
#define BT_OTHERS "others"

#endif
