/*
 * blktrace_read.h: one run's blktrace.json (run-pack --trace-block; STATS.md "The block
 * trace"; keys in lib/json/blktracekeys.h) read for compare, bounded: at most
 * BTR_MAX_GROUPS groups, counts 0 .. 2^53, each histogram through histjson_read (the engine's
 * own bins rule). Per group and direction: requests, merges, issued without insert,
 * overtaking issues, and queue/device time as mean, p50 and p99 (ns; the histogram's
 * midpoint rule, lib/hist/lathist.h). lost_events and complete as written.
 * blktrace_read_summary gives a run's why figures (model/input.h, struct why_trace): read
 * by results.c for every run that has the file, tabled by model/whyqueue.h.
 */
#ifndef COMPARE_BLKTRACE_READ_H
#define COMPARE_BLKTRACE_READ_H

#include <stddef.h>
#include <stdint.h>

#include "model/input.h"
#include "model/tracetimes.h"

#define BTR_MAX_GROUPS 64
#define BTR_NDIR 3

struct btr_time { double mean, p50, p99; uint64_t n; };

struct btr_dir {
	int has;
	uint64_t requests, merges, direct, overtaking;
	struct btr_time queue, device;
};

struct btr_group {
	char name[128];
	int others;            /* the "others" group: requests no fio job queued */
	struct btr_dir dir[BTR_NDIR]; /* read, write, trim */
};

struct btr_run {
	uint64_t lost_events;
	int complete;
	unsigned ngroups;
	struct btr_group groups[BTR_MAX_GROUPS];
};

/* blktrace_present: 1 when PATH names a directory entry of any kind (lstat: a regular file,
 * a link, a link to nothing, a FIFO...), so that the run counts as traced and the file must
 * be read or refused; 0 when there is none (ENOENT, ENOTDIR): the run is untraced. A link
 * to nothing is refused by the readers below with -ENOENT, WHY "a link to nothing (TARGET);
 * not read", never taken for a run without a trace. */
int blktrace_present(const char *path);

/* blktrace_read_file: PATH into *OUT (zeroed first). 0, or -errno with a reason in WHY:
 * jsonfile_load's errors; jsonfile_integer's (-EINVAL missing or not an integer, -ERANGE out
 * of bounds), -EINVAL for a bad name or object, each field named; -E2BIG too many groups.
 * Bounds (each refused with the field named): every count at most 2^53 (a histogram's N
 * -ERANGE: merged sums of them stay exact and cannot wrap); a histogram's mean within its
 * min and max, and a direction's requests equal to its device_ns.N (both counted at each
 * completion, study/blktrace/bt_analyse.c), else -EINVAL. */
int blktrace_read_file(const char *path, struct btr_run *out, char *why, size_t whylen);

/* blktrace_read_split: PATH (a file inside folder TOP, jsonfile_load_in's link rule; TOP
 * NULL: anywhere) with its requests split in two classes (model/tracetimes.h), every
 * direction: SPLIT[0] the group named FOCUS (a start-up study's "app" job), SPLIT[1] every
 * other group, "others" included (requests no fio job queued: a page-cache writer's
 * writeback, a psync job's); each with runs = 1, histograms merged by lathist_merge. Both
 * zeroed first and on error. blktrace_read_file's errors; -EINVAL (WHY names the histogram)
 * when two groups' histograms differ in precision; -ENOENT when no group but "others" is
 * named FOCUS; -EXDEV a link out of TOP; -ENOMEM. Release with trace_class_free. */
int blktrace_read_split(const char *top, const char *path, const char *focus,
			struct trace_class split[2], char *why, size_t whylen);

/* blktrace_read_summary: PATH's (inside TOP, as blktrace_read_split) fio job groups (every group but "others") in direction DIR
 * (RUNFILE_READ or RUNFILE_WRITE) summed into *T (zeroed first; has = 1): requests and merges
 * summed, queue and device time means weighted by each group's count of times (ns), p99 of
 * the job groups' requests pooled (trace_times_pct of T->jobs, their histograms merged; not
 * the largest group's p99, which is only an upper bound of it). Times NAN when no job group
 * has requests. T->jobs:
 * the job groups' histograms of DIR merged (lathist_merge; runs = 1), for the why plot;
 * release with trace_class_free (results_details_free does).
 * blktrace_read_file's errors, -EXDEV, or -ENOMEM. */
int blktrace_read_summary(const char *top, const char *path, enum runfile_dir dir,
			  struct why_trace *t, char *why, size_t whylen);

#endif
