/*
 * schedlabel: the label a person writes for an I/O scheduler and its tunables ("BFQ",
 * "BFQ low_latency", "MQ Deadline"), and expect_sched= strings.
 *
 * Pure C, no fio headers, no allocation. The rows come from the ONE table,
 * jobs/sched-labels.tsv, compiled in (the Makefile generates build/sched-labels.h from it):
 * label, kernel scheduler name, tunables under queue/iosched/ ("name=value[,name=value]"),
 * legacy mapping (run-pack --map-legacy). Labels: Phoronix's I/O scheduler articles ("BFQ"
 * is bfq with low_latency=0); tunables: kernel Documentation/block/bfq-iosched.rst,
 * Documentation/block/queue-sysfs.rst.
 *
 * Errors: 0 or a negative errno; errno is never the channel.
 */
#ifndef SCHEDAIO_SCHEDLABEL_H
#define SCHEDAIO_SCHEDLABEL_H

#include <stddef.h>

#define SCHED_NAME_MAX 32 /* a scheduler name and its NUL: "mq-deadline" */
#define SCHED_KV_NAME 48  /* a tunable's file name under queue/iosched/ */
#define SCHED_KV_VALUE 80 /* its value as read, newline stripped */
#define SCHED_EXPECT_TUN 8

/* One tunable: the file name under queue/iosched/ and its content. */
struct sched_kv {
	char name[SCHED_KV_NAME];
	char value[SCHED_KV_VALUE];
};

/* One row of jobs/sched-labels.tsv; "" where the table has "-". */
struct schedlabel_row {
	const char *label;
	const char *sched;
	const char *tunables; /* "low_latency=0" */
	const char *legacy;
};

/* What expect_sched= asks for: a scheduler and the tunables that must have these values. */
struct sched_expect {
	char sched[SCHED_NAME_MAX];
	struct sched_kv tun[SCHED_EXPECT_TUN];
	unsigned ntun;
	char label[64]; /* the label given, when the string was a label; else "" */
};

/* One row of jobs/sched-tunables.tsv: a tunable an elevator offers under queue/iosched/
 * ("" when the scheduler has none: none), and where it is documented. */
struct schedtun_row {
	const char *sched;
	const char *tunable;
	const char *source; /* "Documentation/block/bfq-iosched.rst" */
};

/* schedlabel_rows: the compiled-in table, in file order; *n gets its row count. */
const struct schedlabel_row *schedlabel_rows(size_t *n);

/*
 * schedlabel_for: the label of a device running `sched` with tunables tun[0..ntun): the
 * FIRST row whose scheduler is `sched` and whose every tunable is in tun with that value
 * (values compared as strings). bfq with low_latency=1 -> "BFQ low_latency".
 * Returns the label (static storage) or NULL when no row matches (e.g. an unknown scheduler,
 * or bfq whose low_latency could not be read).
 */
const char *schedlabel_for(const char *sched, const struct sched_kv *tun, unsigned ntun);

/* schedlabel_find: the row whose label schedlabel_for gives (the same rule, in this one
 * place), or NULL; for callers that want its other columns (compare: the legacy map). */
const struct schedlabel_row *schedlabel_find(const char *sched, const struct sched_kv *tun,
					     unsigned ntun);

/*
 * schedlabel_parse_key: a scheduler key, "name" or "name:t=v[,t=v...]" ("bfq",
 * "bfq:low_latency=0,slice_idle=0"), never a label, into *out (out->label ""). Used by
 * compare for the keys it files rows by and by run-pack for --schedulers variants.
 * Errors as schedlabel_parse_expect.
 */
int schedlabel_parse_key(const char *key, struct sched_expect *out);

/*
 * schedlabel_parse_expect: parse an expect_sched= string into *out:
 *   a label of the table, exactly ("BFQ low_latency") -> that row's scheduler and tunables;
 *   else "name" or "name:t=v[,t=v...]" ("bfq:low_latency=1", "none") -> as written ("bfq"
 *   is the kernel's bfq with any tunables, "BFQ" the label: bfq with low_latency=0);
 *   else a label ignoring case ("mq deadline").
 * Blanks around the string and around each item are ignored.
 * Errors: -EINVAL for an empty string, an empty or malformed name (only [a-z0-9_-]), an
 * item without '=' or with an empty name; -E2BIG for more than SCHED_EXPECT_TUN tunables;
 * -ENAMETOOLONG when a part does not fit its field; -EINVAL for NULL arguments.
 */
int schedlabel_parse_expect(const char *str, struct sched_expect *out);

/*
 * schedlabel_match: 0 when a device running `sched` with tunables tun[0..ntun) is what *exp
 * asks for; -ESRCH for another scheduler, -ENOENT when an expected tunable is absent,
 * -EDOM when a tunable has another value; -EINVAL for NULL arguments.
 */
int schedlabel_match(const struct sched_expect *exp, const char *sched,
		     const struct sched_kv *tun, unsigned ntun);

/* schedlabel_tunable_rows: the compiled-in tunables table (jobs/sched-tunables.tsv), in
 * file order; *n gets its row count. */
const struct schedtun_row *schedlabel_tunable_rows(size_t *n);

/*
 * schedlabel_check_tunables: every tunable *exp names is one the table documents for
 * exp->sched (kernel Documentation/block/bfq-iosched.rst, deadline-iosched.rst,
 * kyber-iosched.rst; the one check of run-pack's --schedulers and the engine's
 * expect_sched=). A scheduler the table has no row for is not checked (0).
 * Returns 0; -ENOENT with msg (one line, truncated to fit) naming the first unknown tunable
 * and listing the valid ones with their source: "bfq has no tunable 'low_latnecy' (bfq's
 * tunables, kernel Documentation/block/bfq-iosched.rst: back_seek_max, ..., timeout_sync)",
 * or "none has no tunables (kernel Documentation/block/switching-sched.rst)"; -EINVAL
 * for a NULL exp.
 */
int schedlabel_check_tunables(const struct sched_expect *exp, char *msg, size_t len);

/*
 * schedlabel_known_sched: whether `sched` is a kernel scheduler name one of the two tables
 * knows: the second column of jobs/sched-labels.tsv or the first of jobs/sched-tunables.tsv
 * (none, mq-deadline, kyber, bfq and the legacy cfq, deadline, noop). The rule that refuses
 * a misspelt --schedulers entry ("mq-dealine") whether or not a kernel offers it; a
 * scheduler of another kernel (a vendor's) is one row of jobs/sched-labels.tsv away.
 * Returns 1 or 0 (0 for NULL).
 */
int schedlabel_known_sched(const char *sched);

/*
 * schedlabel_list_scheds: the known kernel names (schedlabel_known_sched), each once, in
 * table order, ", " between them ("none, mq-deadline, kyber, bfq, cfq, deadline, noop"), into
 * buf[len], truncated to fit. Returns how many there are; 0 and nothing written for a NULL
 * buf or len 0.
 */
unsigned schedlabel_list_scheds(char *buf, size_t len);

/*
 * schedlabel_describe_expect: the expectation for humans, "bfq low_latency=1" (scheduler,
 * then each tunable it names), into buf[len], truncated to fit; "" when exp is NULL.
 */
void schedlabel_describe_expect(const struct sched_expect *exp, char *buf, size_t len);

#endif
