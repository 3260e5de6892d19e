// store.c: how a reader stores what it read into model/input.h's struct results: a run into
// its series, a string into the pool, the rows' folders, the bounds, the release (see
// store.h).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "read/manifest.h"
#include "read/store.h"
#include "read/study_scan.h"

static int values_push(struct results_values *vs, double x)
{
	double *nv;

	if (vs->n == vs->cap) {
		vs->cap = vs->cap ? vs->cap * 2 : 8;
		nv = realloc(vs->v, vs->cap * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		vs->v = nv;
	}
	vs->v[vs->n++] = x;
	return 0;
}

char *results_keep(struct results *r, char *s)
{
	char **nv;

	if (!s)
		return NULL;
	if (r->npool == r->cappool) {
		r->cappool = r->cappool ? r->cappool * 2 : 64;
		nv = realloc(r->pool, r->cappool * sizeof(*nv));
		if (!nv) {
			free(s);
			return NULL;
		}
		r->pool = nv;
	}
	r->pool[r->npool++] = s;
	return s;
}

/* dev_rate: what the device moved while fio counted in RUN (input.h results_series.dev),
 * from its engine file ENG (NULL: none), as KiB/s into *KIB and I/Os per second into *IOPS;
 * *WINDOW 1 when it comes from window_delta, 0 from the clean window; *LESS 1 when fio's
 * count holds bytes the device did not move in the window (input.h dev_less). 1 when the run
 * has one, else 0. */
static int dev_rate(const struct results_run *run, const struct runfile_engine *eng,
		    double *kib, double *iops, int *window, int *less)
{
	double s, x;

	*window = *less = 0;
	if (!eng)
		return 0;
	if (eng->has_clean) {
		s = eng->clean_ns / 1e9;
		*kib = eng->clean_bytes / 1024 / s;
		*iops = eng->clean_done / s;
		*less = eng->clean_less;
		return isfinite(*kib) && isfinite(*iops);
	}
	if (!eng->has_window || !(eng->win_fio_bytes > 0))
		return 0;
	x = eng->win_dev_bytes / eng->win_fio_bytes;
	*kib = run->bw_kibps * x;
	*iops = run->iops * x;
	*window = 1;
	*less = x < 1;
	return isfinite(*kib) && isfinite(*iops);
}

int results_add(struct results *r, const struct results_run *run, struct runfile_engine *eng)
{
	struct results_series *se = &r->series[run->s * r->ncells + run->c];
	struct results_run *nv, *rec;
	double kib, iops;
	int k, from_window, less;

	if (r->nrunrec == r->caprunrec) {
		r->caprunrec = r->caprunrec ? r->caprunrec * 2 : 64;
		nv = realloc(r->runs, r->caprunrec * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		r->runs = nv;
	}
	if (dev_rate(run, eng, &kib, &iops, &from_window, &less) &&
	    (values_push(&se->dev[0], kib) || values_push(&se->dev[1], iops)))
		return -ENOMEM;
	se->dev_window += from_window;
	se->dev_less += less;
	if (values_push(&se->m[METRIC_MBPS], run->bw_kibps) ||
	    values_push(&se->m[METRIC_IOPS], run->iops) ||
	    (eng && eng->has_p50 && values_push(&se->m[METRIC_P50], eng->p50_us)) ||
	    (eng && eng->has_p99 && values_push(&se->m[METRIC_P99], eng->p99_us)) ||
	    (eng && eng->has_p999 && values_push(&se->m[METRIC_P999], eng->p999_us)) ||
	    (eng && eng->has_merge && values_push(&se->m[METRIC_MERGE], eng->merge_ratio)))
		return -ENOMEM;
	r->runs[r->nrunrec] = *run;
	if (!eng)
		return r->nrunrec++, 0;
	rec = &r->runs[r->nrunrec++];
	rec->d.has_p[0] = eng->has_p50, rec->d.p_us[0] = eng->p50_us;
	rec->d.has_p[1] = eng->has_p99, rec->d.p_us[1] = eng->p99_us;
	rec->d.has_p[2] = eng->has_p999, rec->d.p_us[2] = eng->p999_us;
	rec->d.has_window = eng->has_window;
	rec->d.win_fio_bytes = eng->win_fio_bytes, rec->d.win_dev_bytes = eng->win_dev_bytes;
	rec->d.has_dev = dev_rate(run, eng, &rec->d.dev_kibps, &rec->d.dev_iops, &from_window,
				  &less);
	for (k = 0; k < RUNFILE_CURVE_N; k++) {
		if (eng->has_curve[k]) {
			se->curve_sum[k] += eng->curve_us[k];
			se->curve_n[k]++;
		}
	}
	if (!se->label && eng->label) {
		se->label = eng->label;
		eng->label = NULL;
	}
	if (!se->tunables && eng->tunables) {
		se->tunables = eng->tunables;
		eng->tunables = NULL;
	}
	return 0;
}

int results_fill_folders(struct results *r)
{
	struct results_folder *fo;
	const struct manifest *m = &r->man;
	size_t s, i;

	r->folders = calloc(r->nscheds + 1, sizeof(*r->folders));
	if (!r->folders)
		return -ENOMEM;
	for (s = 0; s < r->nscheds; s++) {
		fo = &r->folders[s];
		for (i = 0; i < m->nhosts && !fo->host; i++)
			if (scan_row_is(r->scheds[s], m->hosts[i], scan_folder_of(r->scheds[s]))) {
				fo->host = m->hosts[i];
				fo->kern = m->kernels ? &m->kernels[i] : NULL;
			}
		for (i = 0; i < m->nplan && !fo->kernel; i++) {
			if (strcmp(m->plan[i].folder, scan_folder_of(r->scheds[s])) == 0) {
				fo->kernel = m->plan[i].kernel;
				fo->label = m->plan[i].label;
				fo->tunables = m->plan[i].tunables;
			}
		}
		for (i = 0; i < m->nlisted && !fo->kernel; i++) {
			if (m->listed[i].kernel &&
			    scan_row_is(r->scheds[s], fo->host ? m->listed[i].host : NULL,
				   m->listed[i].sched)) {
				fo->kernel = m->listed[i].kernel;
				fo->label = m->listed[i].label;
				fo->tunables = m->listed[i].tunables;
			}
		}
		if (!fo->kernel)
			fo->kernel = scan_folder_of(r->scheds[s]);
	}
	return 0;
}

int results_too_big(const char *what, size_t nrows, size_t ncells, FILE *err)
{
	if (nrows <= RESULTS_MAX_ROWS && ncells <= RESULTS_MAX_CELLS &&
	    nrows * ncells <= RESULTS_MAX_SERIES)
		return 0;
	fprintf(err, "compare: %s: %zu rows and %zu cells; compare tables at most %d rows, %d "
		"cells and %d (row, cell) pairs, so this is not read\n", what, nrows, ncells,
		RESULTS_MAX_ROWS, RESULTS_MAX_CELLS, RESULTS_MAX_SERIES);
	return -E2BIG;
}

void results_free(struct results *r)
{
	size_t i;
	int k;

	if (r->series) {
		for (i = 0; i < r->nscheds * r->ncells; i++) {
			for (k = 0; k < METRIC_TABLES; k++)
				free(r->series[i].m[k].v);
			free(r->series[i].dev[0].v);
			free(r->series[i].dev[1].v);
			if (r->series[i].startup) {
				free(r->series[i].startup->bg_kibps.v);
				free(r->series[i].startup->io_wait_s.v);
				free(r->series[i].startup->curve);
				free(r->series[i].startup->run_path);
				trace_class_free(&r->series[i].startup->split[0]);
				trace_class_free(&r->series[i].startup->split[1]);
				free(r->series[i].startup);
			}
			free(r->series[i].label);
			json_decref(r->series[i].tunables);
		}
	}
	free(r->series);
	free(r->cellinfo);
	free(r->cell_workload);
	free(r->cell_first);
	free(r->folders);
	for (i = 0; i < r->nrunrec; i++)
		results_details_free(&r->runs[i].d);
	free(r->runs);
	free(r->preflight_log);
	free(r->top);
	if (r->pool)
		scan_names_free(r->pool, r->npool);
	json_decref(r->jpool);
	if (r->scheds)
		scan_names_free(r->scheds, r->nscheds);
	if (r->cells)
		scan_names_free(r->cells, r->ncells);
	manifest_free(&r->man);
	results_notes_free(r);
	memset(r, 0, sizeof(*r));
}
