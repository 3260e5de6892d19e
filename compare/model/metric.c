// metric.c: names, units and direction of the metrics (see metric.h).
#include "model/metric.h"

static const struct metric_info infos[METRIC_STARTUP + 1] = {
	[METRIC_MBPS] = { "MB/s", "mbps", "MB/s", 0, 0, "%.2f", 1 },
	[METRIC_IOPS] = { "IOPS", "iops", "IOPS", 0, 0, "%.2f", 1 },
	[METRIC_P50] = { "p50 completion latency, usec", "p50_us", "usec", 1, 0, "%.2f", 0 },
	[METRIC_P99] = { "p99 completion latency, usec", "p99_us", "usec", 1, 0, "%.2f", 0 },
	[METRIC_P999] = { "p99.9 completion latency, usec", "p99.9_us", "usec", 1, 0, "%.2f", 0 },
	[METRIC_MERGE] = { "merge ratio, merges / (ios + merges)", "merge_ratio", "ratio", 0, 1,
			   "%.3g", 0, 0.01 },
	[METRIC_STARTUP] = { "start-up time, s", "startup_s", "s", 1, 0, "%.3f", 1 },
};

const struct metric_info *metric_info(enum metric m)
{
	return &infos[m <= METRIC_STARTUP ? m : METRIC_MBPS];
}

const char *metric_better(const struct metric_info *mi)
{
	if (mi->no_better)
		return "neither way is better";
	return mi->less_is_better ? "less is better" : "more is better";
}
