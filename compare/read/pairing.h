/*
 * pairing.h: which engine stats file (schedaio.json, STATS.md) a fio job wrote, proved from
 * the numbers both wrote, never guessed from file names.
 *
 * A stats file S is the job J's when, for read, write and trim alike:
 *   S.<ddir>.ios   == J.<ddir>.total_ios   (both count I/Os issued after ramp_time;
 *                                           skipped when fio did not write total_ios)
 *   S.<ddir>.bytes == J.<ddir>.io_bytes    (fio 2.x: S.bytes / 1024, rounded down, equals
 *                                           its io_bytes in KiB)
 * (a direction S has no object for counts 0), S.job.name equals J's jobname, and, when S has
 * the engine's wall-clock "span" and the fio file its "timestamp_ms"/"timestamp", S's I/O
 * ended within J's run: span.end_unix_ns in [timestamp - elapsed - 2 s, timestamp + 2 s]
 * (fio writes its timestamp after the last job ends; "elapsed" counts from fio's start).
 * Exactly one unused file must match; two that match (e.g. size-bound jobs run twice, with
 * stats files from an engine without "span") are ambiguous and pair with nothing.
 */
#ifndef COMPARE_PAIRING_H
#define COMPARE_PAIRING_H

#include <stddef.h>

#include <jansson.h>

#include "read/fiojson.h"

/* What pairing and filing need from one engine stats file. */
struct pairing_stats {
	char *path;       /* owned */
	char *dir;        /* the folder holding it (owned): a fio file pairs with files beside it */
	int from_stats_dir; /* 1 when found under --stats DIR: pairs with any fio file */
	char *jobname;    /* job.name, or NULL */
	double ios[FIOJSON_NDIR], bytes[FIOJSON_NDIR]; /* 0 for a direction without an object */
	int has_span;
	double span_end_ms; /* span.end_unix_ns / 1e6 */
	double window_ns;   /* window.ns, or -1 when absent */
	char *scheduler;    /* target.scheduler, or NULL (no block device, or unreadable) */
	char *label;        /* target.label, or NULL */
	json_t *tunables;   /* target.tunables (a reference), or NULL */
	int used;           /* paired with a job */
	size_t id;          /* the caller's: e.g. its index before pairing_sort moved it */
};

/* pairing_is_engine: 1 when ROOT is the engine's stats (integer "schema", engine.name
 * "schedaio"). */
int pairing_is_engine(json_t *root);

/* pairing_stats_read: the fields above from the engine stats object ROOT read from PATH.
 * 0; -EINVAL (reason in WHY) when a count is absent, negative or not finite; -ENOMEM.
 * On success release S with pairing_stats_free(). */
int pairing_stats_read(json_t *root, const char *path, int from_stats_dir,
		       struct pairing_stats *s, char *why, size_t whylen);

void pairing_stats_free(struct pairing_stats *s);

/* pairing_sort: C (N files) in the order pairing_find searches (by their counts in KiB,
 * then folder; issue 21 item 10: a folder of 40,000 files pairs in n log n). Before the
 * first pairing_find: it moves the files (a caller's array beside C goes by their id). */
void pairing_sort(struct pairing_stats *c, size_t n);

/* pairing_find: the one stats file of C (N files, pairing_sort'ed) that job J of fio file F
 * (in folder DIR) wrote, by the rule above. 1 and its index in *MATCH (marked used); 0 when
 * none or more than one match, with the reason in WHY (e.g. "no engine stats file has its
 * counts", "two or more engine stats files have its counts: a.json, b.json"). Only the
 * files with J's counts in KiB, under --stats or in DIR, are looked at. */
int pairing_find(const struct fiojson_file *f, const struct fiojson_job *j, const char *dir,
		 struct pairing_stats *c, size_t n, size_t *match, char *why, size_t whylen);

/* At most this many stats files named like a group_reporting job are tried as its clones
 * (every set of numjobs of them: C(16, 8) = 12,870 sums at most). */
#define PAIRING_MAX_CLONE_FILES 16

/* The most sets of clone files one comparison sums (issue 21 item 10): C(16, 8) sets for
 * each of thousands of group_reporting jobs in one file took 20 s; a real job has one set
 * to try, or a few. */
#define PAIRING_CLONE_BUDGET 1000000

/* pairing_find_clones: for job J of F written with group_reporting (one entry for
 * J->numjobs clones, its counts their sums): among the unused stats files of C beside it
 * (or under --stats) named J and within its run (as above; at most
 * PAIRING_MAX_CLONE_FILES), exactly one set of J->numjobs whose counts sum to J's in every
 * direction: 1, its files marked used, the first in *MATCH; else (no set, two sets, too many
 * files, *BUDGET spent) 0 with the reason in WHY. *BUDGET (the comparison's, starting at
 * PAIRING_CLONE_BUDGET) counts down one per set summed; a set whose partial sum already
 * exceeds J's counts is not summed further. */
int pairing_find_clones(const struct fiojson_file *f, const struct fiojson_job *j,
			const char *dir, struct pairing_stats *c, size_t n, size_t *budget,
			size_t *match, char *why, size_t whylen);

/* pairing_find_group: for entry J of F written with group_reporting whose jobs differ (fio
 * reports the group under its first job's name with one of its jobs' options: fio stat.c
 * __show_run_stats), the unused stats files of C beside it (or under --stats) within its run,
 * whatever their job names (at most PAIRING_MAX_CLONE_FILES), of which exactly one set, the
 * smallest of 2 files or more, has counts summing to J's in every direction: 1, its files
 * marked used, the first in *MATCH; else 0 with the reason in WHY. */
int pairing_find_group(const struct fiojson_file *f, const struct fiojson_job *j,
		       const char *dir, struct pairing_stats *c, size_t n, size_t *match,
		       char *why, size_t whylen);

#endif
