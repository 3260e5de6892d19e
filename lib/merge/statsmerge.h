/*
 * statsmerge: merge the per-job stats files (schema 2) of several jobs or numjobs clones
 * into one: histograms merged bucket by bucket from their "bins", counts summed,
 * percentiles recomputed from the merged histogram (never averaged). Pure C with jansson,
 * no fio headers; build/schedaio-merge (statsmerge_main.c) is the command around it.
 *
 * What the merged document holds (ENGINE.md "scripts/merge-stats"):
 *   schema 2, "merged": {"files": n, "jobs": ["name.jobnum", ...]},
 *   per direction present in any file: ios, bytes (sums), clat_ns and qwait_ns (min, max,
 *   N exact; mean and stddev combined from each file's mean, stddev and N with the
 *   pooled-variance formula, rounding in double; percentile from the merged buckets; bins),
 *   completions: N, out_of_order (sums), out_of_order_share, and the count histograms
 *   (ooo_distance, inflight, reap_batch, submit_batch) summed value by value; submitted;
 *   span and window: the hull of the files' (earliest start_unix_ns to latest end_unix_ns,
 *   ns = end - start on the wall clock), so that bytes / window.ns is the jobs' joint rate
 *   when they ran at the same time (numjobs clones); absent when no file has one.
 * Kept so that a merged file pairs with fio's group entry and is filed by its scheduler like
 * any other (compare, pairing.h): the first file's engine, fio_version and job without
 * jobnum (fio reports a group under its first job's name), and target when every file's
 * target has the same scheduler, label, tunables and devt (absent otherwise). devstat and
 * timeseries describe one job each and are not merged.
 *
 * Errors: 0 / -errno, and a one-line message in err[errlen] for the user.
 */
#ifndef SCHEDAIO_STATSMERGE_H
#define SCHEDAIO_STATSMERGE_H

#include <jansson.h>
#include <stddef.h>

#include "hist/lathist.h"

/*
 * statsmerge_docs: merge docs[0..n-1] (n >= 1, parsed stats files; names[i] is used in
 * messages). The percentiles are those of the first file's clat_ns.percentile keys.
 * Returns a new document in *out and 0; -EINVAL with err set ("FILE: read.clat_ns: FIELD ...")
 * when a file is not schema 2, lacks bins, holds a histogram the engine cannot write
 * (histjson_read, stats/histjson.h), a mean or stddev that is not a finite latency, a percentile key
 * outside (0, 100], completions counts out of range, or its histogram precision
 * (bins.sub_bits, bins.max_value) differs from the first file's; -ENOMEM.
 */
int statsmerge_docs(json_t *const *docs, const char *const *names, unsigned n, json_t **out,
		    char *err, size_t errlen);

#endif
