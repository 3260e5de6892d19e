// table.c: print the header and the per-cell tables of a results folder (see table.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"
#include "table.h"

enum metric { METRIC_MBPS, METRIC_IOPS, METRIC_P99, METRIC_COUNT };

static const struct {
	const char *title;
	int less_is_better;
} metrics[METRIC_COUNT] = {
	[METRIC_MBPS] = { "MB/s", 0 },
	[METRIC_IOPS] = { "IOPS", 0 },
	[METRIC_P99] = { "p99 completion latency, usec", 1 },
};

struct row {
	const char *sched;
	size_t order; /* position in results scheds: breaks ties */
	struct stats_summary st;
};

static int cmp_row(const struct row *x, const struct row *y, int less_is_better)
{
	if (x->st.mean != y->st.mean)
		return (x->st.mean < y->st.mean) == less_is_better ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

static int cmp_more(const void *a, const void *b)
{
	return cmp_row(a, b, 0);
}

static int cmp_less(const void *a, const void *b)
{
	return cmp_row(a, b, 1);
}

static const char *or_unknown(const char *s)
{
	return s ? s : "(not recorded)";
}

static void print_header(FILE *out, const char *path, const struct results *r,
			 enum units_mbps unit, int unit_assumed)
{
	const struct manifest *m = &r->man;

	fprintf(out, "Results   %s\n", path);
	if (!r->has_manifest) {
		fprintf(out, "Run       (no usable manifest.json)\n");
	} else {
		fprintf(out, "Run       %s", or_unknown(m->run_id));
		if (m->status)
			fprintf(out, " (%s)", m->status);
		fprintf(out, "\nPack      %s", or_unknown(m->pack_name));
		if (m->pack_title)
			fprintf(out, ": %s", m->pack_title);
		fprintf(out, "\nKernel    %s", or_unknown(m->kernel));
		if (m->fio_version)
			fprintf(out, ", %s", m->fio_version);
		fprintf(out, "\nDevice    %s%s\n", or_unknown(m->device),
			m->device_scratch == 1 ? " (scratch)" : "");
		if (m->engine) {
			const char *base = strrchr(m->engine, '/');

			fprintf(out, "Engine    %s\n", base ? base + 1 : m->engine);
		}
		fprintf(out, "Runs      %s", m->quick == 1 ? "quick" : m->quick == 0 ? "full" : "?");
		if (m->runs)
			fprintf(out, ", %d per cell", m->runs);
		fputc('\n', out);
	}
	fprintf(out, "Units     %s%s\n", units_describe(unit),
		unit_assumed ? " (assumed: no mbps_unit in manifest.json)" : "");
}

/* values_of: the values of METRIC in SE into BUF (room for all), in the metric's unit. */
static const double *values_of(const struct results_series *se, enum metric metric,
			       enum units_mbps unit, double *buf, size_t *n)
{
	size_t i;

	switch (metric) {
	case METRIC_MBPS:
		for (i = 0; i < se->kibps.n; i++)
			buf[i] = units_mbps(se->kibps.v[i], unit);
		*n = se->kibps.n;
		return buf;
	case METRIC_IOPS:
		*n = se->iops.n;
		return se->iops.v;
	default:
		*n = se->p99_us.n;
		return se->p99_us.v;
	}
}

/* print_table: the table of METRIC on cell C, if any scheduler has values for it.
 * ROWS has room for every scheduler, BUF for every run of a series. */
static void print_table(FILE *out, const struct results *r, size_t c, enum metric metric,
			enum units_mbps unit, int namew, struct row *rows, double *buf)
{
	char num[64], bars[TABLE_BAR_MAX + 1];
	const double *v;
	double top = 0;
	size_t s, n, k = 0;
	int valw = 0, len;
	long bar;

	for (s = 0; s < r->nscheds; s++) {
		v = values_of(results_series(r, s, c), metric, unit, buf, &n);
		if (stats_summarize(v, n, &rows[k].st) != 0)
			continue;
		rows[k].sched = r->scheds[s];
		rows[k].order = s;
		if (rows[k].st.mean > top)
			top = rows[k].st.mean;
		len = snprintf(num, sizeof(num), "%.2f", rows[k].st.mean);
		if (len > valw)
			valw = len;
		k++;
	}
	if (k == 0)
		return;
	memset(bars, '#', TABLE_BAR_MAX);
	bars[TABLE_BAR_MAX] = '\0';
	qsort(rows, k, sizeof(*rows), metrics[metric].less_is_better ? cmp_less : cmp_more);
	fprintf(out, "\n%s: %s (%s is better)\n", r->cells[c], metrics[metric].title,
		metrics[metric].less_is_better ? "less" : "more");
	for (s = 0; s < k; s++) {
		double frac = top > 0 && isfinite(top) ? rows[s].st.mean / top : 0;

		/* clamped: a value of 1e308 or inf in a damaged file must not overflow the bar */
		bar = frac > 0 ? lround(TABLE_BAR_MAX * (frac < 1 ? frac : 1)) : 0;
		if (bar == 0 && rows[s].st.mean > 0)
			bar = 1; /* a measured value never shows as no bar */
		fprintf(out, "  %-*s  %.*s%*s  %*.2f  SE +/- %.2f, N = %zu\n", namew, rows[s].sched,
			(int)bar, bars,
			(int)(TABLE_BAR_MAX - bar), "", valw, rows[s].st.mean, rows[s].st.se,
			rows[s].st.n);
	}
}

int table_print(FILE *out, const char *path, const struct results *r, enum units_mbps unit,
		int unit_assumed)
{
	const struct results_series *se;
	struct row *rows;
	double *buf;
	size_t s, c, most = 1;
	int namew = 12, len, m;

	for (s = 0; s < r->nscheds; s++) {
		len = (int)strlen(r->scheds[s]);
		if (len > namew)
			namew = len;
		for (c = 0; c < r->ncells; c++) {
			se = results_series(r, s, c);
			if (se->kibps.n > most)
				most = se->kibps.n;
		}
	}
	rows = calloc(r->nscheds + 1, sizeof(*rows));
	buf = calloc(most, sizeof(*buf));
	if (!rows || !buf) {
		free(rows);
		free(buf);
		return -ENOMEM;
	}
	print_header(out, path, r, unit, unit_assumed);
	for (c = 0; c < r->ncells; c++)
		for (m = 0; m < METRIC_COUNT; m++)
			print_table(out, r, c, (enum metric)m, unit, namew, rows, buf);
	free(rows);
	free(buf);
	return 0;
}
