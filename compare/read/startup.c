// startup.c: read a start-up study (jobs/startup) into per-cell rows (see startup.h).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "json/jsonfile.h"
#include "model/metric.h"
#include "read/startup.h"

/* sjson_str: OBJ.KEY as a string, or NULL. */
static const char *sjson_str(const json_t *obj, const char *key)
{
	return json_string_value(json_object_get(obj, key));
}

int startup_is_study(const char *dir)
{
	char *path, why[256];
	json_t *m = NULL;
	const char *measure;
	int yes;

	if (asprintf(&path, "%s/manifest.json", dir) < 0)
		return 0;
	if (jsonfile_load(path, 0, &m, why, sizeof(why))) {
		free(path);
		return 0;
	}
	free(path);
	measure = sjson_str(json_object_get(json_object_get(m, "pack"), "descriptor"), "measure");
	yes = measure && strcmp(measure, "startup") == 0;
	json_decref(m);
	return yes;
}

static void row_free(struct startup_row *r)
{
	free(r->folder);
	free(r->name);
	free(r->key);
	free(r->v);
	free(r->bg);
	free(r->curve);
	free(r->runs_of);
	memset(r, 0, sizeof(*r));
}

void startup_free(struct startup_study *s)
{
	size_t c, i;

	for (c = 0; c < s->ncells; c++) {
		for (i = 0; i < s->cells[c].nrows; i++)
			row_free(&s->cells[c].rows[i]);
		free(s->cells[c].rows);
		free(s->cells[c].name);
		free(s->cells[c].title);
	}
	free(s->cells);
	free(s->dir);
	free(s->run_id);
	free(s->title);
	free(s->kernel);
	free(s->status);
	json_decref(s->root);
	memset(s, 0, sizeof(*s));
}

static char *dup_or_null(const char *s)
{
	return s ? strdup(s) : NULL;
}

/* grow: *P (an array of CAP elements of SIZE bytes) to NCAP; 0 or -ENOMEM (*P kept). */
static int grow(void **p, size_t ncap, size_t size)
{
	void *q = realloc(*p, ncap * size);

	if (!q)
		return -ENOMEM;
	*p = q;
	return 0;
}

/* push: one ok run's seconds, background KiB/s and run number into R. */
static int push(struct startup_row *r, double sec, double bg, int run)
{
	if (r->n == r->cap) {
		size_t cap = r->cap ? 2 * r->cap : 4;

		if (grow((void **)&r->v, cap, sizeof(*r->v)) || grow((void **)&r->bg, cap, sizeof(*r->bg)) ||
		    grow((void **)&r->runs_of, cap, sizeof(*r->runs_of)))
			return -ENOMEM;
		r->cap = cap;
	}
	r->v[r->n] = sec;
	r->bg[r->n] = bg;
	r->runs_of[r->n] = run;
	r->n++;
	return 0;
}

/* find_cell / find_row: the cell named NAME, the row of FOLDER in C (NULL when absent). */
static struct startup_cell *find_cell(struct startup_study *s, const char *name)
{
	size_t c;

	for (c = 0; c < s->ncells; c++)
		if (strcmp(s->cells[c].name, name) == 0)
			return &s->cells[c];
	return NULL;
}

static struct startup_row *find_row(struct startup_cell *c, const char *folder)
{
	size_t i;

	for (i = 0; i < c->nrows; i++)
		if (strcmp(c->rows[i].folder, folder) == 0)
			return &c->rows[i];
	return NULL;
}

/* name_row: R's label and reference key from E (a results[] entry or a scheduler_plan[]
 * entry): E's label (run-pack's label, e.g. "BFQ low_latency"), else the label table's name
 * of its kernel scheduler ("kernel_scheduler" or "kernel") and tunables. */
static int name_row(struct startup_row *r, const json_t *e, const struct labels *l)
{
	const char *ks = sjson_str(e, "kernel_scheduler"), *lab = sjson_str(e, "label");
	int defaulted = 0;

	if (r->key)
		return 0;
	if (!ks)
		ks = sjson_str(e, "kernel");
	r->key = labels_key(l, ks ? ks : r->folder, json_object_get(e, "tunables"), &defaulted);
	if (!r->key)
		return -ENOMEM;
	r->name = strdup(lab && jsonfile_name_ok(lab) ? lab : labels_name(l, r->key));
	return r->name ? 0 : -ENOMEM;
}

/* plan_of: the scheduler_plan[] entry of FOLDER, or NULL. */
static const json_t *plan_of(const struct startup_study *s, const char *folder)
{
	const json_t *e;
	size_t i;

	json_array_foreach(json_object_get(s->root, "scheduler_plan"), i, e) {
		const char *f = sjson_str(e, "folder");

		if (f && strcmp(f, folder) == 0)
			return e;
	}
	return NULL;
}

/* add_cells: the cells in the pack descriptor's order (else the manifest's "cells"), each
 * with one row per scheduler folder of "schedulers", named from its scheduler_plan entry;
 * titles from pack.descriptor.cell_titles. */
static int add_cells(struct startup_study *s, const struct labels *l)
{
	const json_t *desc = json_object_get(json_object_get(s->root, "pack"), "descriptor");
	const json_t *cells = json_object_get(desc, "cells"), *scheds, *v;
	size_t i, k, n;

	if (!json_is_array(cells) || !json_array_size(cells))
		cells = json_object_get(s->root, "cells");
	scheds = json_object_get(s->root, "schedulers");
	n = json_array_size(cells);
	if (n > 1024 || json_array_size(scheds) > 64)
		return -E2BIG;
	s->cells = calloc(n + 1, sizeof(*s->cells));
	if (!s->cells)
		return -ENOMEM;
	json_array_foreach(cells, i, v) {
		struct startup_cell *c = &s->cells[s->ncells];
		const json_t *f;

		if (!json_is_string(v) || !jsonfile_name_ok(json_string_value(v)) ||
		    find_cell(s, json_string_value(v)))
			continue;
		c->name = strdup(json_string_value(v));
		c->title = dup_or_null(sjson_str(json_object_get(desc, "cell_titles"), c->name));
		c->rows = calloc(json_array_size(scheds) + 1, sizeof(*c->rows));
		if (!c->name || !c->rows)
			return -ENOMEM;
		s->ncells++;
		json_array_foreach(scheds, k, f) {
			if (!json_is_string(f) || !jsonfile_name_ok(json_string_value(f)) ||
			    find_row(c, json_string_value(f)))
				continue;
			c->rows[c->nrows].folder = strdup(json_string_value(f));
			if (!c->rows[c->nrows].folder)
				return -ENOMEM;
			if (plan_of(s, c->rows[c->nrows].folder) &&
			    name_row(&c->rows[c->nrows], plan_of(s, c->rows[c->nrows].folder), l))
				return -ENOMEM;
			c->nrows++;
		}
	}
	return 0;
}

/* take_run: result entry E (index I) into its row; 1 when it was left out (line on ERR). */
static int take_run(struct startup_study *s, const json_t *e, size_t i,
		    const struct labels *l, FILE *err)
{
	const char *sched = sjson_str(e, "scheduler"), *cell = sjson_str(e, "cell");
	const char *st = sjson_str(e, "status");
	const json_t *su = json_object_get(e, "startup");
	struct startup_cell *c;
	struct startup_row *r;
	json_int_t run = 0;
	double sec, bg = 0;
	char field[64], why[256];
	int ret;

	if (!sched || !cell || !st || !(c = find_cell(s, cell)) || !(r = find_row(c, sched)))
		return 0; /* not a run of the tables' cells and schedulers */
	jsonfile_integer(e, "run", "run", 1, 1000000, &run, NULL, 0);
	r->runs++;
	ret = name_row(r, e, l);
	if (ret)
		return ret;
	if (strcmp(st, "skipped") == 0 || (strcmp(st, "ok") == 0 &&
					    json_is_true(json_object_get(su, "timed_out")))) {
		r->timed_out++;
		return 0;
	}
	snprintf(field, sizeof(field), "results[%zu].startup.seconds", i);
	if (strcmp(st, "ok") || !json_is_object(su) ||
	    jsonfile_number(su, "seconds", field, 0, STARTUP_MAX_S, &sec, why, sizeof(why))) {
		fprintf(err, "compare: %s: %s %s run %lld: %s; run left out\n", s->dir, sched, cell,
			(long long)run, strcmp(st, "ok") ? "not ok in manifest.json" :
			!json_is_object(su) ? "no startup object" : why);
		s->nleft++;
		return 1;
	}
	snprintf(field, sizeof(field), "results[%zu].startup.background_kib", i);
	if (jsonfile_number(su, "background_kib", field, 0, STARTUP_MAX_KIB, &bg, why,
			    sizeof(why)) == -ERANGE)
		bg = 0;
	s->nused++;
	return push(r, sec, bg, (int)run) ? -ENOMEM : 0;
}

/* cmp_double: qsort order of doubles. */
static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* load_curve: R's completion-time curve from its median run's app stats file. */
static void load_curve(struct startup_study *s, const struct startup_cell *c, struct startup_row *r)
{
	double *sorted, med, interval, total = 0, done = 0, v;
	const json_t *ts, *arr, *x;
	json_t *doc = NULL;
	char *path, why[256];
	size_t i, k, n;
	int run = 0;

	if (!r->n || !(sorted = malloc(r->n * sizeof(*sorted))))
		return;
	memcpy(sorted, r->v, r->n * sizeof(*sorted));
	qsort(sorted, r->n, sizeof(*sorted), cmp_double);
	med = sorted[(r->n - 1) / 2];
	free(sorted);
	for (i = 0; i < r->n; i++)
		if (r->v[i] == med)
			run = r->runs_of[i];
	if (asprintf(&path, "%s/%s/%s/run-%d/schedaio-app.json", s->dir, r->folder, c->name, run) < 0)
		return;
	if (jsonfile_load(path, 0, &doc, why, sizeof(why)) == 0) {
		ts = json_object_get(doc, "timeseries");
		arr = json_object_get(json_object_get(ts, "read"), "completions");
		n = json_array_size(arr);
		if (n > STARTUP_CURVE_MAX)
			n = STARTUP_CURVE_MAX;
		json_array_foreach(arr, k, x)
			total += json_is_number(x) ? json_number_value(x) : 0;
		if (!jsonfile_number(ts, "interval_ns", "timeseries.interval_ns", 1e6, 3.6e12,
				     &interval, why, sizeof(why)) && total > 0 && isfinite(total) &&
		    (r->curve = calloc(n + 1, sizeof(*r->curve)))) {
			for (k = 0; k < n; k++) {
				x = json_array_get(arr, k);
				v = json_is_number(x) ? json_number_value(x) : 0;
				done += v >= 0 && isfinite(v) ? v : 0;
				r->curve[k] = done / total;
			}
			r->ncurve = n;
			r->curve_step_s = interval / 1e9;
			r->curve_run = run;
		}
	}
	json_decref(doc);
	free(path);
}

/* row_order: qsort order: rows with values and no timeout by mean, then timed out, then
 * rows without runs. */
static int row_rank(const struct startup_row *r)
{
	return r->timed_out ? 1 : r->n ? 0 : 2;
}

static int row_order(const void *a, const void *b)
{
	const struct startup_row *x = a, *y = b;
	int rx = row_rank(x), ry = row_rank(y);

	if (rx != ry)
		return rx - ry;
	if (rx == 0 && x->s.mean != y->s.mean)
		return x->s.mean < y->s.mean ? -1 : 1;
	return strcmp(x->folder, y->folder);
}

/* finish_cell: summaries, order, significance against the best, reference and tau. */
static void finish_cell(struct startup_study *s, struct startup_cell *c, const struct labels *l)
{
	double x[64], y[64];
	size_t i, n = 0;

	for (i = 0; i < c->nrows; i++) {
		struct startup_row *r = &c->rows[i];

		if (r->n) {
			stats_summarize(r->v, r->n, &r->s);
			stats_summarize(r->bg, r->n, &r->sbg);
			load_curve(s, c, r);
		}
		if (s->ref && r->key)
			r->ref = reference_find(s->ref, l, c->name, METRIC_STARTUP, r->key);
	}
	qsort(c->rows, c->nrows, sizeof(*c->rows), row_order);
	for (i = 1; i < c->nrows && row_rank(&c->rows[0]) == 0; i++)
		c->rows[i].significant = row_rank(&c->rows[i]) == 0 &&
					 stats_significant(&c->rows[0].s, &c->rows[i].s, 0.05);
	for (i = 0; i < c->nrows && n < 64; i++)
		if (row_rank(&c->rows[i]) == 0 && c->rows[i].ref) {
			x[n] = c->rows[i].s.mean;
			y[n++] = c->rows[i].ref->value;
		}
	c->ntau = n;
	c->has_tau = n >= STATS_MIN_TAU_ROWS && stats_kendall_tau_b(x, y, n, &c->tau) == 0;
}

int startup_load(const char *dir, const struct labels *l, const struct reference *ref,
		 struct startup_study *s, FILE *err)
{
	const json_t *res, *e, *desc;
	char *path, why[256];
	size_t i, c;
	int ret;

	memset(s, 0, sizeof(*s));
	s->ref = ref;
	s->dir = strdup(dir);
	if (!s->dir || asprintf(&path, "%s/manifest.json", dir) < 0)
		return -ENOMEM;
	ret = jsonfile_load(path, 0, &s->root, why, sizeof(why));
	if (ret) {
		fprintf(err, "compare: %s: %s\n", path, why);
		free(path);
		return ret == -ENOMEM ? -ENOMEM : 1;
	}
	free(path);
	desc = json_object_get(json_object_get(s->root, "pack"), "descriptor");
	s->run_id = dup_or_null(sjson_str(s->root, "run_id"));
	s->title = dup_or_null(sjson_str(desc, "title"));
	s->kernel = dup_or_null(sjson_str(s->root, "kernel"));
	s->status = dup_or_null(sjson_str(s->root, "status"));
	ret = add_cells(s, l);
	if (ret == -E2BIG) {
		fprintf(err, "compare: %s/manifest.json: more than 1024 cells or 64 schedulers\n", dir);
		return 1;
	}
	if (ret)
		return ret;
	res = json_object_get(s->root, "results");
	json_array_foreach(res, i, e) {
		ret = take_run(s, e, i, l, err);
		if (ret < 0)
			return ret;
	}
	for (c = 0; c < s->ncells; c++)
		finish_cell(s, &s->cells[c], l);
	if (!s->nused && !json_array_size(res)) {
		fprintf(err, "compare: %s: no runs in manifest.json\n", dir);
		return 1;
	}
	return 0;
}
