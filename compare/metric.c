// metric.c: names, units and direction of the metrics (see metric.h).
#include "metric.h"

static const struct metric_info infos[METRIC_COUNT] = {
	[METRIC_MBPS] = { "MB/s", "mbps", "MB/s", 0 },
	[METRIC_IOPS] = { "IOPS", "iops", "IOPS", 0 },
	[METRIC_P50] = { "p50 completion latency, usec", "p50_us", "usec", 1 },
	[METRIC_P99] = { "p99 completion latency, usec", "p99_us", "usec", 1 },
	[METRIC_P999] = { "p99.9 completion latency, usec", "p99.9_us", "usec", 1 },
	[METRIC_MERGE] = { "merge ratio, merges / (ios + merges)", "merge_ratio", "ratio", 0 },
};

const struct metric_info *metric_info(enum metric m)
{
	return &infos[m < METRIC_COUNT ? m : METRIC_MBPS];
}
