/*
 * bt_analyse.h: request lifetimes from the block tracepoints' text (a tracefs instance's
 * trace_pipe: block_bio_queue, block_bio_backmerge, block_bio_frontmerge, block_rq_insert,
 * block_rq_merge, block_rq_issue, block_rq_complete; the kernel's
 * include/trace/events/block.h gives their formats).
 *
 * A request is known by its device and start sector. insert starts it (queue time from
 * there); an issue without an insert (none, a plug issued directly) starts it with queue
 * time 0 and is counted (issued_without_insert); issue -> complete is the device time. A
 * request's owner is the pid of the task that queued the bio at its start sector
 * (block_bio_queue), else the pid of the task logging its insert/issue. A bio back/front merge
 * and a request merge count one merge of their direction, as the kernel's
 * /sys/block/X/stat merge counters (block/blk-merge.c: blk_account_io_merge_bio,
 * blk_account_io_merge_request). overtaking_issues: issues of a request while a request
 * inserted earlier still waited. Times: the trace's microseconds, kept in ns (resolution
 * 1000 ns). Directions: rwbs with R read, W write, D discard (trim); F-only flushes are
 * left out. Errors: negative errno.
 */
#ifndef SCHEDAIO_BT_ANALYSE_H
#define SCHEDAIO_BT_ANALYSE_H

#include <stdint.h>
#include <stddef.h>

#include "hist/lathist.h"

#define BT_NDIR 3            /* read, write, trim: SA_DDIR order */
#define BT_MAX_GROUPS 64     /* jobs + others */
#define BT_MAX_TIDS 256

struct bt_dir {
	uint64_t requests, bytes, merges, direct, overtaking;
	struct lathist queue, device;
};

struct bt_group {
	char name[128];
	long tids[16];
	unsigned ntids;
	struct bt_dir dir[BT_NDIR];
};

struct bt_req;
struct bt_bio;

struct bt_state {
	unsigned dev;                 /* filter: major << 20 | minor; 0 accepts all */
	uint64_t events, lost, unmatched, bad_lines;
	struct bt_group groups[BT_MAX_GROUPS]; /* [ngroups - 1] is "others" */
	unsigned ngroups;
	/* open-addressing tables: requests by (dev, sector), bio owners by (dev, sector) */
	struct bt_req *req;           /* entries; req_head/bio_head: chains by hash */
	int64_t *req_head, req_free;
	size_t req_cap, req_n;
	struct bt_bio *bio;
	int64_t *bio_head, bio_free;
	size_t bio_cap, bio_n;
	/* insert order: seq of each waiting request; oldest_wait = lowest waiting seq */
	uint8_t *waiting;             /* by seq: 1 while inserted and not issued */
	uint64_t seq_cap, seq_next, oldest;
};

/* bt_init: DEV (major << 20 | minor, 0: any); groups added with bt_add_job, then
 * bt_finish_groups adds "others". 0 or -ENOMEM. */
int bt_init(struct bt_state *s, unsigned dev);
/* bt_add_job: a job NAME with thread id TID (same name: one group, up to 16 tids). */
int bt_add_job(struct bt_state *s, const char *name, long tid);
int bt_finish_groups(struct bt_state *s);
/* bt_line: one line of trace text (no newline needed). 0, or -ENOMEM. Lines that are not a
 * block event of the device are skipped; "CPU:N [LOST M EVENTS]" adds M to lost. */
int bt_line(struct bt_state *s, const char *line);
void bt_free(struct bt_state *s);

#endif
