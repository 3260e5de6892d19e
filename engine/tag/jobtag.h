/*
 * jobtag: the scheduler tag of one fio job: the device chain behind each of its files
 * (devchain.h), its tag read at open and again at close (schedtag.h), expect_sched=, and what
 * changed. The fio glue calls jobtag_open_file() from its open_file hook and jobtag_close()
 * from its cleanup: nothing here runs per I/O.
 *
 * Files on the same device (same st_dev, or st_rdev for a block device file) share one
 * chain; at most JOBTAG_TARGETS_MAX distinct devices are tagged per job (beyond, `untagged`
 * is set). Memory: about 360 KiB per distinct device, allocated at open.
 * Errors: 0 or a negative errno.
 */
#ifndef SCHEDAIO_JOBTAG_H
#define SCHEDAIO_JOBTAG_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

#include "tag/devchain.h"
#include "label/schedlabel.h"
#include "tag/schedtag.h"

#define JOBTAG_TARGETS_MAX 8
#define JOBTAG_CHANGES_MAX 32

struct jobtag_target {
	struct devchain chain;
	struct schedtag start, end;
	int err; /* devchain_resolve's error, 0 */
};

struct jobtag {
	struct devchain_env env;
	struct jobtag_target *t[JOBTAG_TARGETS_MAX]; /* [0] is the first file's */
	unsigned n;
	bool untagged; /* a file was on a device beyond JOBTAG_TARGETS_MAX: not tagged */
	struct sched_expect expect;
	bool has_expect;
	bool closed;
	struct schedtag_change changes[JOBTAG_CHANGES_MAX];
	size_t nchanges; /* may exceed JOBTAG_CHANGES_MAX: only that many are kept */
};

/*
 * jobtag_init: an empty tag over env (NULL: the real / and stat(2)), with expect_sched=
 * string `expect` (NULL or "": none). Errors: schedlabel_parse_expect()'s (-EINVAL...),
 * and -EINVAL for a tunable jobs/sched-tunables.tsv does not list for the scheduler
 * (schedlabel_check_tunables: "expect_sched=bfq:low_latnecy=1: bfq has no tunable
 * 'low_latnecy' (bfq's tunables, kernel Documentation/block/bfq-iosched.rst: ...)"), with
 * msg (one line, no newline) saying what is wrong.
 */
int jobtag_init(struct jobtag *jt, const struct devchain_env *env, const char *expect,
		char *msg, size_t len);

/*
 * jobtag_open_file: tag the device behind path if no file seen so far is on it: resolve its
 * chain and read its tag. Then, if expect_sched= was given, check the device the file is on
 * (chain link 0). Returns 0; -EMEDIUMTYPE when the expectation is not met, with msg naming
 * both ("expect_sched=bfq low_latency=1 but loop3 runs bfq low_latency=0 (BFQ)"), or the
 * scheduler name neither offered nor in the label table ("unknown scheduler 'mq-dealine'"),
 * or the tunable the running scheduler lacks ("bfq on loop3 has no tunable 'low_latnecy'
 * (its tunables: ...)"); -ENOMEM.
 * A file without a block device is not an error (the target's reason says why) unless an
 * expectation was given: it returns 0 with msg a warning for the job's log (once per
 * device, at open, never per I/O): "/dev/nosuch is not a block device but a file on
 * devtmpfs (/dev): fio creates one for a device name that does not exist; its tag has no
 * scheduler", or "F is on no block device, so its tag has no scheduler (REASON)".
 * Otherwise msg is "" on success.
 */
int jobtag_open_file(struct jobtag *jt, const char *path, char *msg, size_t len);

/*
 * jobtag_close: read every tag again and note what changed (jt->changes; a device in the
 * chains of several files is reported once per field). Returns the number of changes; msg
 * gets one line describing the first and saying whether there are more ("" if none).
 * Idempotent: a second call does nothing and returns the same count. Out of memory: returns
 * 0 with msg saying the tag was not read again (check.at then lacks "close").
 */
size_t jobtag_close(struct jobtag *jt, char *msg, size_t len);

/* jobtag_target_json: the stats JSON `target` for the first file (schedtag_to_json), with
 * every target's changes, and `"untagged": true` when a file was on a device beyond
 * JOBTAG_TARGETS_MAX. NULL when nothing was tagged or out of memory. */
/*
 * jobtag_logical_block_size: the logical block size, bytes, of the device behind `path`
 * (queue/logical_block_size of the first link of its chain, as read at open): the unit of
 * direct I/O sizes and offsets (open(2), O_DIRECT). 0 when path was not opened through jt, or
 * the size is unknown.
 */
unsigned jobtag_logical_block_size(const struct jobtag *jt, const char *path);

json_t *jobtag_target_json(const struct jobtag *jt, const char *file, unsigned nfiles,
			   const char *kernel);

/* jobtag_free: free the targets; jt stays valid and empty. NULL is fine. */
void jobtag_free(struct jobtag *jt);

#endif
