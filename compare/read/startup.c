// startup.c: read a start-up study (jobs/startup) into a study's values (see read/startup.h).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

#include "json/blktracekeys.h"
#include "json/jsonfile.h"
#include "runpath/runpath.h"
#include "model/metric.h"
#include "read/blktrace_read.h"
#include "read/manifest.h"
#include "read/readbound.h"
#include "read/store.h"
#include "read/startup.h"
#include "read/statsnum.h"

int startup_is_study(const struct manifest *m)
{
	return m->measure && strcmp(m->measure, "startup") == 0;
}

/* push: V onto *VALS; 0 or -ENOMEM. */
static int push(struct results_values *vals, double v)
{
	if (vals->n == vals->cap) {
		size_t cap = vals->cap ? 2 * vals->cap : 4;
		double *nv = realloc(vals->v, cap * sizeof(*nv));

		if (!nv)
			return -ENOMEM;
		vals->v = nv;
		vals->cap = cap;
	}
	vals->v[vals->n++] = v;
	return 0;
}

/* index_of: the index of NAME in the N strings V, or N. */
static size_t index_of(char *const *v, size_t n, const char *name)
{
	size_t i;

	for (i = 0; i < n && strcmp(v[i], name); i++)
		;
	return i;
}

/* add_name: NAME (copied) to *V (of *N) unless it is there; 0 or -ENOMEM. */
static int add_name(char **v, size_t *n, const char *name)
{
	if (index_of(v, *n, name) < *n)
		return 0;
	v[*n] = strdup(name);
	if (!v[*n])
		return -ENOMEM;
	(*n)++;
	return 0;
}

/* has_runs: results[] lists a run of CELL (FIELD 0) or of scheduler folder NAME (FIELD 1). */
static int has_runs(const struct manifest *m, const char *name, int field)
{
	size_t i;

	for (i = 0; i < m->nlisted; i++)
		if (strcmp(field ? m->listed[i].sched : m->listed[i].cell, name) == 0)
			return 1;
	return 0;
}

/* names: R's cells (the descriptor's with runs, then the others with runs) and scheduler
 * folders (the manifest's with runs, then the others). 0 or -ENOMEM. */
static int names(struct results *r)
{
	const struct manifest *m = &r->man;
	size_t i;

	r->cells = calloc(m->ncells + m->nlisted + 1, sizeof(*r->cells));
	r->scheds = calloc(m->nscheds + m->nlisted + 1, sizeof(*r->scheds));
	if (!r->cells || !r->scheds)
		return -ENOMEM;
	for (i = 0; i < m->ncells; i++)
		if (jsonfile_name_ok(m->cells[i]) && has_runs(m, m->cells[i], 0) &&
		    add_name(r->cells, &r->ncells, m->cells[i]))
			return -ENOMEM;
	for (i = 0; i < m->nscheds; i++)
		if (has_runs(m, m->scheds[i], 1) && add_name(r->scheds, &r->nscheds, m->scheds[i]))
			return -ENOMEM;
	for (i = 0; i < m->nlisted; i++)
		if (add_name(r->cells, &r->ncells, m->listed[i].cell) ||
		    add_name(r->scheds, &r->nscheds, m->listed[i].sched))
			return -ENOMEM;
	return 0;
}

/* is_idle_cell: NAME is a value of pack.descriptor.idle_cells. */
static int is_idle_cell(const struct manifest *m, const char *name)
{
	const char *app;
	json_t *v;

	json_object_foreach(json_object_get(m->descriptor, "idle_cells"), app, v)
		if (json_is_string(v) && strcmp(json_string_value(v), name) == 0)
			return 1;
	return 0;
}

/* idle_of: the idle cell of CELL's application: the app whose pack.descriptor.traces path
 * is the trace CELL's runs replayed (startup.trace), through pack.descriptor.idle_cells. */
static const char *idle_of(const struct manifest *m, const char *cell)
{
	const json_t *traces = json_object_get(m->descriptor, "traces"), *v;
	const char *trace = NULL, *app, *idle;
	size_t i;

	for (i = 0; i < m->nlisted && !trace; i++)
		if (strcmp(m->listed[i].cell, cell) == 0)
			trace = json_string_value(json_object_get(m->listed[i].startup, "trace"));
	if (!trace)
		return NULL;
	json_object_foreach((json_t *)traces, app, v) {
		if (!json_is_string(v) || strcmp(json_string_value(v), trace))
			continue;
		idle = json_string_value(json_object_get(json_object_get(m->descriptor, "idle_cells"), app));
		return idle && strcmp(idle, cell) ? idle : NULL;
	}
	return NULL;
}

/* cellinfo: R->cellinfo (read/startup.h). 0 or -ENOMEM. */
static int cellinfo(struct results *r)
{
	const struct manifest *m = &r->man;
	const char *idle;
	size_t c, k;

	r->cellinfo = calloc(r->ncells + 1, sizeof(*r->cellinfo));
	if (!r->cellinfo)
		return -ENOMEM;
	for (c = 0; c < r->ncells; c++) {
		struct results_cellinfo *ci = &r->cellinfo[c];

		ci->title = json_string_value(json_object_get(json_object_get(m->descriptor,
									      "cell_titles"), r->cells[c]));
		ci->is_idle = is_idle_cell(m, r->cells[c]);
		idle = ci->is_idle ? NULL : idle_of(m, r->cells[c]);
		k = idle ? index_of(r->cells, r->ncells, idle) : r->ncells;
		ci->idle_cell = k < r->ncells ? (ssize_t)k : -1;
	}
	return 0;
}

/* grow_paths: the run path of value I of ST, RUN's "<scheduler>/<cell>/run-<i>", into R's
 * pool. 0 or -ENOMEM. */
static int grow_paths(struct results *r, struct results_startup *st, size_t i,
		      const struct manifest_run *run)
{
	const char **np = realloc(st->run_path, (i + 1) * sizeof(*np));
	char *path;

	if (!np)
		return -ENOMEM;
	st->run_path = np;
	if (runpath_alloc(&path, NULL, NULL, run->sched, run->cell, run->run, NULL))
		return -ENOMEM;
	st->run_path[i] = results_keep(r, path);
	return st->run_path[i] ? 0 : -ENOMEM;
}

/* take_trace: the block trace of RUN, when it has one (DIR/<scheduler>/<cell>/run-<i>/
 * blktrace.json, read inside R->top and counted in B first, readbound.h), split into the app
 * job's requests (its startup.app_job, else STARTUP_APP_JOB: a group the trace must have,
 * not "others") and the background's and merged into ST->split, both or neither (a run is
 * traced or not). A file that cannot be used is named on ERR, counted in R->nskipped (exit
 * status 3) and left out. 0, -E2BIG (the
 * read bound, said on B's stream) or -ENOMEM. */
static int take_trace(struct results *r, const char *dir, const struct manifest_run *run,
		      struct results_startup *st, struct readbound *b, FILE *err)
{
	const json_t *aj = json_object_get(run->startup, "app_job"); /* rp-startup.sh */
	struct trace_class one[2] = { { 0 } };
	const char *app = aj ? json_string_value(aj) : STARTUP_APP_JOB;
	char *path, why[256] = "";
	int ret, k;

	if (runpath_alloc(&path, dir, NULL, run->sched, run->cell, run->run, "blktrace.json"))
		return -ENOMEM;
	if (!blktrace_present(path)) { /* untraced; a link to nothing is refused below */
		free(path);
		return 0;
	}
	if ((ret = readbound_file(b, path))) {
		free(path);
		return ret;
	}
	if (!app || !*app || !jsonfile_name_ok(app) || !strcmp(app, BT_OTHERS)) {
		snprintf(why, sizeof(why), "the manifest's startup.app_job is %s, not a fio "
			 "job's name", app && !strcmp(app, BT_OTHERS) ? "\"others\" (the "
			 "kernel's group)" : app && !*app ? "empty" : "not a name");
		ret = -EINVAL;
	} else {
		ret = blktrace_read_split(r->top, path, app, one, why, sizeof(why));
	}
	/* all or nothing: each class checked before either is merged */
	for (k = 0; !ret && k < 2; k++)
		ret = trace_class_merge_fit(&st->split[k], &one[k]);
	for (k = 0; !ret && k < 2; k++)
		ret = trace_class_merge(&st->split[k], &one[k]);
	if (ret == -EINVAL && !*why)
		snprintf(why, sizeof(why), "a histogram of another precision than the other runs'");
	else if (ret == -EOVERFLOW && !*why)
		snprintf(why, sizeof(why), "more than 2^53 times with the other runs'");
	if (ret && ret != -ENOMEM) {
		fprintf(err, "compare: %s: %s; left out of the trace table\n", path, why);
		r->nskipped++; /* a file skipped: exit status 3 */
	}
	for (k = 0; k < 2; k++)
		trace_class_free(&one[k]);
	free(path);
	return ret == -ENOMEM ? ret : 0;
}

/* take_run: run RUN (results[I]) into its series; 0, or -ENOMEM. A run left out is counted
 * and a note in its cell's table ("<folder>/<cell>/run-<i>: ...; left out", read/results.c's
 * words); one with a bad startup object is also named on ERR (an error in the study). Its
 * files counted in B (readbound.h): -E2BIG past the bound. */
static int take_run(struct results *r, const char *dir, const struct manifest_run *run, size_t i,
		    int **runs_of, struct readbound *b, FILE *err)
{
	const json_t *su = run->startup;
	size_t s = index_of(r->scheds, r->nscheds, run->sched);
	size_t c = index_of(r->cells, r->ncells, run->cell);
	struct results_series *se;
	struct results_startup *st;
	double sec, bg = 0, wait = NAN;
	char field[80], why[256];
	int *nr;

	if (s == r->nscheds || c == r->ncells || !run->status)
		return 0;
	se = &r->series[s * r->ncells + c];
	st = se->startup;
	st->listed++;
	if (strcmp(run->status, "skipped") == 0 ||
	    (strcmp(run->status, "ok") == 0 && json_is_true(json_object_get(su, "timed_out")))) {
		st->timed_out++;
		r->nok += strcmp(run->status, "ok") == 0;
		return 0;
	}
	snprintf(field, sizeof(field), "results[%zu].startup.seconds", i);
	if (strcmp(run->status, "ok") || !su ||
	    jsonfile_number(su, "seconds", field, 0, STARTUP_MAX_S, &sec, why, sizeof(why))) {
		char *rp, *text, note[RESULTS_NOTE_MAX / 2];
		int ret;

		if (strcmp(run->status, "ok")) {
			r->nmarked++;
			snprintf(note, sizeof(note), "manifest.json marks it \"%.64s\"", run->status);
		} else {
			r->nskipped++;
			fprintf(err, "compare: %s: %s %s run %d: %s; run left out\n", dir, run->sched,
				run->cell, run->run, !su ? "no startup object" : why);
			snprintf(note, sizeof(note), "%.256s", !su ? "no startup object" : why);
		}
		if (runpath_alloc(&rp, NULL, NULL, run->sched, run->cell, run->run, NULL))
			return -ENOMEM;
		ret = asprintf(&text, "%s: %s; left out", rp, note);
		free(rp);
		if (ret < 0)
			return -ENOMEM;
		ret = results_note(r, run->cell, text);
		free(text);
		return ret;
	}
	snprintf(field, sizeof(field), "results[%zu].startup.background_kib", i);
	if (jsonfile_number(su, "background_kib", field, 0, STARTUP_MAX_KIB, &bg, why,
			    sizeof(why)))
		bg = 0;
	snprintf(field, sizeof(field), "results[%zu].startup.io_wait_s", i);
	if (jsonfile_number(su, "io_wait_s", field, 0, STARTUP_MAX_S, &wait, why, sizeof(why)))
		wait = NAN; /* a study before the I/O wait was recorded */
	r->nok++;
	/* the run number of each value, for the median run's curve (RUNS_OF per series) */
	nr = realloc(runs_of[s * r->ncells + c], (se->m[METRIC_STARTUP].n + 1) * sizeof(*nr));
	if (!nr)
		return -ENOMEM;
	runs_of[s * r->ncells + c] = nr;
	nr[se->m[METRIC_STARTUP].n] = run->run;
	if (grow_paths(r, st, se->m[METRIC_STARTUP].n, run) || push(&se->m[METRIC_STARTUP], sec) || push(&st->bg_kibps, bg) ||
	    (!isnan(wait) && push(&st->io_wait_s, wait)))
		return -ENOMEM;
	return take_trace(r, dir, run, st, b, err);
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* load_curve: the completion-time curve of series SE (folder SCHED, cell CELL) from its
 * median run's app stats file (RUNS_OF: the run of each value), read inside TOP and counted
 * in B first. 0, or -E2BIG past the read bound (readbound.h); a file that cannot be used
 * leaves the curve out. */
static int load_curve(const char *top, const char *dir, const char *sched, const char *cell,
		      struct results_series *se, const int *runs_of, struct readbound *b)
{
	const struct results_values *vals = &se->m[METRIC_STARTUP];
	struct results_startup *st = se->startup;
	double *sorted, med, interval, total = 0, done = 0, v;
	const json_t *ts, *arr, *x;
	json_t *doc = NULL;
	char *path, why[256];
	size_t i, k, n;
	int run = 0, ret;

	if (!vals->n || !(sorted = malloc(vals->n * sizeof(*sorted))))
		return 0;
	memcpy(sorted, vals->v, vals->n * sizeof(*sorted));
	qsort(sorted, vals->n, sizeof(*sorted), cmp_double);
	med = sorted[(vals->n - 1) / 2];
	free(sorted);
	for (i = 0; i < vals->n; i++)
		if (vals->v[i] == med)
			run = runs_of[i];
	if (runpath_alloc(&path, dir, NULL, sched, cell, run, "schedaio-" STARTUP_APP_JOB ".json"))
		return 0;
	if (readbound_file(b, path)) {
		free(path);
		return -E2BIG;
	}
	/* inside the study only (the folder walk's rule) */
	ret = top ? jsonfile_load_in(top, path, 0, &doc, why, sizeof(why)) : -ENOENT;
	if (ret == 0) {
		ts = json_object_get(doc, SK_TIMESERIES);
		arr = json_object_get(json_object_get(ts, SK_READ), SK_COMPLETIONS);
		n = json_array_size(arr);
		if (n > STARTUP_CURVE_MAX)
			n = STARTUP_CURVE_MAX;
		json_array_foreach(arr, k, x)
			total += statsnum_value(x, STATSNUM_COUNT, &v) ? 0 : v;
		if (!statsnum_get(ts, SK_INTERVAL_NS, "timeseries.interval_ns", STATSNUM_INTERVAL_NS,
				  &interval, why, sizeof(why)) && total > 0 && isfinite(total) &&
		    (st->curve = calloc(n + 1, sizeof(*st->curve)))) {
			for (k = 0; k < n; k++) {
				done += statsnum_value(json_array_get(arr, k), STATSNUM_COUNT, &v)
					? 0 : v;
				st->curve[k] = done / total;
			}
			st->ncurve = n;
			st->curve_step_s = interval / 1e9;
			st->curve_run = run;
		}
	}
	json_decref(doc);
	free(path);
	return 0;
}

/* runs: every listed run into R's series, then each series' curve. 0, -E2BIG (the read
 * bound) or -ENOMEM. */
static int runs(struct results *r, const char *dir, struct readbound *b, FILE *err)
{
	size_t i, n = r->nscheds * r->ncells;
	int **runs_of = calloc(n + 1, sizeof(*runs_of)), ret = 0;

	r->series = calloc(n + 1, sizeof(*r->series));
	if (!runs_of || !r->series) {
		free(runs_of);
		return -ENOMEM;
	}
	for (i = 0; i < n; i++)
		if (!(r->series[i].startup = calloc(1, sizeof(*r->series[i].startup))))
			ret = -ENOMEM;
	for (i = 0; !ret && i < r->man.nlisted; i++) {
		ret = take_run(r, dir, &r->man.listed[i], i, runs_of, b, err);
		readbound_step(b);
	}
	for (i = 0; !ret && i < n; i++)
		ret = load_curve(r->top, dir, r->scheds[i / r->ncells], r->cells[i % r->ncells],
				 &r->series[i], runs_of[i], b);
	for (i = 0; i < n; i++)
		free(runs_of[i]);
	free(runs_of);
	return ret;
}

int startup_load_read(const char *dir, struct manifest_read *mr, struct readbound *b,
		      struct results *r, FILE *err)
{
	int ret;

	memset(r, 0, sizeof(*r));
	if (mr->ret) {
		fprintf(err, "compare: %s: %s\n", mr->path, mr->why);
		return mr->ret == -ENOMEM ? -ENOMEM : -ENODATA;
	}
	r->man = mr->m; /* taken over */
	memset(&mr->m, 0, sizeof(mr->m));
	r->has_manifest = 1;
	r->nruns = r->man.nlisted;
	r->top = realpath(dir, NULL); /* every file read inside the study (results_load's rule) */
	if (!r->man.nlisted) {
		fprintf(err, "compare: %s: no runs in manifest.json\n", dir);
		return -ENODATA;
	}
	ret = readbound_start(b, dir, r->man.nlisted, "runs");
	if (!ret)
		ret = names(r);
	if (!ret)
		ret = results_too_big(dir, r->nscheds, r->ncells, err);
	if (!ret)
		ret = results_fill_folders(r);
	if (!ret)
		ret = cellinfo(r);
	if (!ret)
		ret = runs(r, dir, b, err);
	return ret;
}
