/*
 * metric.h: the metrics compare tabulates, with their units and which way is better.
 *
 *   METRIC_MBPS   fio "bw" (KiB/s) as MB/s under the unit of the target compared with
 *                 (units.h); more is better
 *   METRIC_IOPS   fio "iops"; more is better
 *   METRIC_P50, METRIC_P99, METRIC_P999   the engine's completion latency percentiles
 *                 (<dir>.clat_ns.percentile "50.000000", "99.000000", "99.900000"), in µs
 *                 (ns / 1000); less is better
 *   METRIC_MERGE  the engine's devstat[0].merge_ratio.<dir> (schema 2): merges / (ios +
 *                 merges) of the device the file is on, 0..1, of the run's direction;
 *                 neither way is better (more merging sends fewer commands, but a read
 *                 cell's write merges come from the filesystem's journal): rows keep their
 *                 input order, without a best or significance marks, printed with 3
 *                 significant digits so that 2e-06 is not shown as 0
 * Runs that lack a metric (fio's libaio baselines, schema 1 engine files without devstat)
 * are left out of that metric's table only.
 */
#ifndef COMPARE_METRIC_H
#define COMPARE_METRIC_H

enum metric {
	METRIC_MBPS,
	METRIC_IOPS,
	METRIC_P50,
	METRIC_P99,
	METRIC_P999,
	METRIC_MERGE,
	METRIC_COUNT,
	/* METRIC_STARTUP: the Application Start-up Time of jobs/startup (startup.c), seconds,
	 * less is better; in reference sets as metric "s". Not one of the per-cell metrics of
	 * fio cells above (hence after METRIC_COUNT: their tables and series leave it out). */
	METRIC_STARTUP = METRIC_COUNT,
	METRIC_TABLES /* every metric a table can be of: the per-cell ones and METRIC_STARTUP */
};

struct metric_info {
	const char *title;  /* table title, e.g. "p99 completion latency, usec" */
	const char *key;    /* short name for CSV/JSON and file names, e.g. "p99_us" */
	const char *unit;   /* "MB/s", "IOPS", "usec", "ratio" */
	int less_is_better; /* 1 for latency */
	int no_better;      /* 1 when neither way is better (merge ratio): no order, no marks */
	const char *fmt;    /* printf format of a value: "%.2f", or "%.3g" for the merge ratio */
	int published;      /* 1 when reference sets publish it (MB/s, IOPS, start-up time) */
	double far_floor;   /* values below it count as it when runs are named far from their
			     * siblings (verdict_far): 0.01 for the merge ratio (under 1 % of
			     * requests merged is "no merging", so 0.001 and 0.004 are not
			     * x2 apart), 0 for the others */
};

/* metric_info: the description of M (< METRIC_COUNT, or METRIC_STARTUP). */
const struct metric_info *metric_info(enum metric m);

/* metric_better: how a table of MI is read, for its title in every format: "more is better",
 * "less is better" (less_is_better), or "neither way is better" (no_better: the merge ratio,
 * STATS.md). A static string. */
const char *metric_better(const struct metric_info *mi);

#endif
