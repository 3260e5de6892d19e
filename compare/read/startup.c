// startup.c: read a start-up study (jobs/startup) into per-cell model tables (see read/startup.h).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "json/jsonfile.h"
#include "model/metric.h"
#include "read/manifest.h"
#include "read/startup.h"

int startup_is_study(const struct manifest *m)
{
	return m->measure && strcmp(m->measure, "startup") == 0;
}

static void folder_free(struct startup_folder *f)
{
	free(f->name);
	free(f->key);
	free(f->v);
	free(f->bg);
	free(f->wait);
	free(f->curve);
	free(f->runs_of);
	memset(f, 0, sizeof(*f));
}

static void cell_free(struct startup_cell *c)
{
	size_t i;

	for (i = 0; i < c->nf; i++)
		folder_free(&c->f[i]);
	free(c->f);
	for (i = 0; i < c->table.n; i++) {
		free(c->table.rows[i].label);
		free(c->table.rows[i].key);
	}
	free(c->table.rows);
	free(c->after);
	memset(c, 0, sizeof(*c));
}

void startup_free(struct startup_study *s)
{
	size_t c;

	for (c = 0; c < s->ncells; c++)
		cell_free(&s->cells[c]);
	free(s->cells);
	free(s->dir);
	manifest_free(&s->man);
	memset(s, 0, sizeof(*s));
}

/* grow: *P (an array of elements of SIZE bytes) to NCAP; 0 or -ENOMEM (*P kept). */
static int grow(void **p, size_t ncap, size_t size)
{
	void *q = realloc(*p, ncap * size);

	if (!q)
		return -ENOMEM;
	*p = q;
	return 0;
}

/* push: one ok run's seconds, background KiB/s, I/O wait (NAN: none) and run number. */
static int push(struct startup_folder *f, double sec, double bg, double wait, int run)
{
	if (f->n == f->cap) {
		size_t cap = f->cap ? 2 * f->cap : 4;

		if (grow((void **)&f->v, cap, sizeof(*f->v)) || grow((void **)&f->bg, cap, sizeof(*f->bg)) ||
		    grow((void **)&f->wait, cap, sizeof(*f->wait)) ||
		    grow((void **)&f->runs_of, cap, sizeof(*f->runs_of)))
			return -ENOMEM;
		f->cap = cap;
	}
	f->v[f->n] = sec;
	f->bg[f->n] = bg;
	f->wait[f->n] = wait;
	f->runs_of[f->n] = run;
	f->n++;
	return 0;
}

static struct startup_cell *find_cell(struct startup_study *s, const char *name)
{
	size_t c;

	for (c = 0; c < s->ncells; c++)
		if (strcmp(s->cells[c].name, name) == 0)
			return &s->cells[c];
	return NULL;
}

static struct startup_folder *find_folder(struct startup_cell *c, const char *folder)
{
	size_t i;

	for (i = 0; i < c->nf; i++)
		if (strcmp(c->f[i].folder, folder) == 0)
			return &c->f[i];
	return NULL;
}

/* has_runs: results[] lists a run of CELL. */
static int has_runs(const struct manifest *m, const char *cell)
{
	size_t i;

	for (i = 0; i < m->nlisted; i++)
		if (strcmp(m->listed[i].cell, cell) == 0)
			return 1;
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
		return idle && strcmp(idle, cell) && jsonfile_name_ok(idle) ? idle : NULL;
	}
	return NULL;
}

/* add_cell: cell NAME (borrowed from the manifest) with a folder per scheduler folder that
 * has a run of it, in the manifest's scheduler order (then the others, as listed). */
static int add_cell(struct startup_study *s, const char *name, const struct manifest *m)
{
	struct startup_cell *c = &s->cells[s->ncells++];
	size_t i, k;

	c->name = name;
	c->title = json_string_value(json_object_get(json_object_get(m->descriptor, "cell_titles"), name));
	c->is_idle = is_idle_cell(m, name);
	c->idle_cell = c->is_idle ? NULL : idle_of(m, name);
	c->f = calloc(m->nlisted + 1, sizeof(*c->f));
	if (!c->f)
		return -ENOMEM;
	for (k = 0; k <= m->nscheds; k++) {
		for (i = 0; i < m->nlisted; i++) {
			const struct manifest_run *r = &m->listed[i];

			if (strcmp(r->cell, name) || find_folder(c, r->sched) ||
			    (k < m->nscheds && strcmp(r->sched, m->scheds[k])))
				continue;
			c->f[c->nf++].folder = r->sched;
		}
	}
	return 0;
}

/* add_cells: the descriptor's cells that have runs, then every other cell with runs. */
static int add_cells(struct startup_study *s)
{
	const struct manifest *m = &s->man;
	size_t i;

	s->cells = calloc(m->ncells + m->nlisted + 1, sizeof(*s->cells));
	if (!s->cells)
		return -ENOMEM;
	for (i = 0; i < m->ncells; i++)
		if (jsonfile_name_ok(m->cells[i]) && !find_cell(s, m->cells[i]) &&
		    has_runs(m, m->cells[i]) && add_cell(s, m->cells[i], m))
			return -ENOMEM;
	for (i = 0; i < m->nlisted; i++)
		if (!find_cell(s, m->listed[i].cell) && add_cell(s, m->listed[i].cell, m))
			return -ENOMEM;
	return 0;
}

/* name_folder: F's label and reference key: run R's label (run-pack's, e.g. "BFQ
 * low_latency"), else its scheduler_plan entry's, else the label table's name of its kernel
 * scheduler and tunables. */
static int name_folder(struct startup_folder *f, const struct manifest_run *r,
		       const struct manifest *m, const struct labels *l)
{
	const char *ks = r->kernel, *lab = r->label;
	json_t *tun = r->tunables;
	int defaulted = 0;
	size_t i;

	if (f->key)
		return 0;
	for (i = 0; i < m->nplan; i++)
		if (strcmp(m->plan[i].folder, f->folder) == 0) {
			ks = ks ? ks : m->plan[i].kernel;
			lab = lab ? lab : m->plan[i].label;
			tun = tun ? tun : m->plan[i].tunables;
		}
	f->key = labels_key(l, ks ? ks : f->folder, tun, &defaulted);
	if (!f->key)
		return -ENOMEM;
	f->name = strdup(lab && jsonfile_name_ok(lab) ? lab : labels_name(l, f->key));
	return f->name ? 0 : -ENOMEM;
}

/* take_run: run R (results[I]) into its folder; 1 when it was left out (line on ERR). */
static int take_run(struct startup_study *s, const struct manifest_run *r, size_t i,
		    const struct labels *l, FILE *err)
{
	const json_t *su = r->startup;
	struct startup_cell *c = find_cell(s, r->cell);
	struct startup_folder *f = c ? find_folder(c, r->sched) : NULL;
	double sec, bg = 0, wait = NAN;
	char field[80], why[256];
	int ret;

	if (!f || !r->status)
		return 0;
	f->runs++;
	ret = name_folder(f, r, &s->man, l);
	if (ret)
		return ret;
	if (strcmp(r->status, "skipped") == 0 ||
	    (strcmp(r->status, "ok") == 0 && json_is_true(json_object_get(su, "timed_out")))) {
		f->timed_out++;
		return 0;
	}
	snprintf(field, sizeof(field), "results[%zu].startup.seconds", i);
	if (strcmp(r->status, "ok") || !su ||
	    jsonfile_number(su, "seconds", field, 0, STARTUP_MAX_S, &sec, why, sizeof(why))) {
		fprintf(err, "compare: %s: %s %s run %d: %s; run left out\n", s->dir, r->sched,
			r->cell, r->run, strcmp(r->status, "ok") ? "not ok in manifest.json" :
			!su ? "no startup object" : why);
		s->nleft++;
		return 1;
	}
	snprintf(field, sizeof(field), "results[%zu].startup.background_kib", i);
	if (jsonfile_number(su, "background_kib", field, 0, STARTUP_MAX_KIB, &bg, why,
			    sizeof(why)))
		bg = 0;
	snprintf(field, sizeof(field), "results[%zu].startup.io_wait_s", i);
	if (jsonfile_number(su, "io_wait_s", field, 0, STARTUP_MAX_S, &wait, why, sizeof(why)))
		wait = NAN; /* a study before the I/O wait was recorded */
	s->nused++;
	return push(f, sec, bg, wait, r->run) ? -ENOMEM : 0;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* load_curve: F's completion-time curve from its median run's app stats file. */
static void load_curve(struct startup_study *s, const struct startup_cell *c, struct startup_folder *f)
{
	double *sorted, med, interval, total = 0, done = 0, v;
	const json_t *ts, *arr, *x;
	json_t *doc = NULL;
	char *path, *top, why[256];
	size_t i, k, n;
	int run = 0, ret;

	if (!f->n || !(sorted = malloc(f->n * sizeof(*sorted))))
		return;
	memcpy(sorted, f->v, f->n * sizeof(*sorted));
	qsort(sorted, f->n, sizeof(*sorted), cmp_double);
	med = sorted[(f->n - 1) / 2];
	free(sorted);
	for (i = 0; i < f->n; i++)
		if (f->v[i] == med)
			run = f->runs_of[i];
	if (asprintf(&path, "%s/%s/%s/run-%d/schedaio-app.json", s->dir, f->folder, c->name, run) < 0)
		return;
	top = realpath(s->dir, NULL); /* inside the study only (the folder walk's rule) */
	ret = top ? jsonfile_load_in(top, path, 0, &doc, why, sizeof(why)) : -ENOENT;
	free(top);
	if (ret == 0) {
		ts = json_object_get(doc, "timeseries");
		arr = json_object_get(json_object_get(ts, "read"), "completions");
		n = json_array_size(arr);
		if (n > STARTUP_CURVE_MAX)
			n = STARTUP_CURVE_MAX;
		json_array_foreach(arr, k, x)
			total += json_is_number(x) ? json_number_value(x) : 0;
		if (!jsonfile_number(ts, "interval_ns", "timeseries.interval_ns", 1e6, 3.6e12,
				     &interval, why, sizeof(why)) && total > 0 && isfinite(total) &&
		    (f->curve = calloc(n + 1, sizeof(*f->curve)))) {
			for (k = 0; k < n; k++) {
				x = json_array_get(arr, k);
				v = json_is_number(x) ? json_number_value(x) : 0;
				done += v >= 0 && isfinite(v) ? v : 0;
				f->curve[k] = done / total;
			}
			f->ncurve = n;
			f->curve_step_s = interval / 1e9;
			f->curve_run = run;
		}
	}
	json_decref(doc);
	free(path);
}

/* summarize: F's summaries; its I/O wait over the runs that recorded one. */
static void summarize(struct startup_folder *f)
{
	double *w = malloc((f->n + 1) * sizeof(*w));
	size_t i, k = 0;

	stats_summarize(f->bg, f->n, &f->sbg);
	memset(&f->swait, 0, sizeof(f->swait));
	if (!w)
		return;
	for (i = 0; i < f->n; i++)
		if (!isnan(f->wait[i]))
			w[k++] = f->wait[i];
	if (k)
		stats_summarize(w, k, &f->swait);
	free(w);
}

/* build_table: C's table (the folders with values and no timed-out run, ranked by
 * model_rank), then C->after: the timed-out folders, then those without a value. */
static int build_table(struct startup_study *s, struct startup_cell *c, const struct labels *l)
{
	struct model_table *t = &c->table;
	size_t i, pass;

	t->cell = c->name;
	t->metric = METRIC_STARTUP;
	t->rows = calloc(c->nf + 1, sizeof(*t->rows));
	c->after = calloc(c->nf + 1, sizeof(*c->after));
	if (!t->rows || !c->after)
		return -ENOMEM;
	for (i = 0; i < c->nf; i++) {
		struct startup_folder *f = &c->f[i];
		struct model_row *r;

		if (!f->n)
			continue;
		summarize(f);
		load_curve(s, c, f);
		if (f->timed_out)
			continue;
		r = &t->rows[t->n++];
		r->sched = i;
		r->label = strdup(f->name ? f->name : f->folder);
		r->key = f->key ? strdup(f->key) : NULL;
		if (!r->label || (f->key && !r->key))
			return -ENOMEM;
		stats_summarize(f->v, f->n, &r->st);
		if (r->st.mean > t->top && isfinite(r->st.mean))
			t->top = r->st.mean;
	}
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < c->nf; i++)
			if (pass == 0 ? c->f[i].timed_out > 0 : !c->f[i].timed_out && !c->f[i].n)
				c->after[c->nafter++] = i;
	return model_rank(t, s->ref, l);
}

/* link_idle: every folder of C gets the mean of its idle cell's row under the same folder. */
static void link_idle(struct startup_study *s, struct startup_cell *c)
{
	struct startup_cell *ic = c->idle_cell ? find_cell(s, c->idle_cell) : NULL;
	const struct model_row *r;
	size_t i, k;

	for (i = 0; ic && i < c->nf; i++)
		for (k = 0; k < ic->table.n; k++) {
			r = &ic->table.rows[k];
			if (strcmp(ic->f[r->sched].folder, c->f[i].folder) == 0) {
				c->f[i].idle = r->st.mean;
				c->f[i].idle_n = r->st.n;
			}
		}
}

int startup_load(const char *dir, const struct labels *l, const struct reference *ref,
		 struct startup_study *s, FILE *err)
{
	struct manifest_read mr;
	int ret;

	memset(s, 0, sizeof(*s));
	if (manifest_read_dir(dir, &mr))
		return -ENOMEM;
	ret = startup_load_read(dir, &mr, l, ref, s, err);
	manifest_read_free(&mr);
	return ret;
}

int startup_load_read(const char *dir, struct manifest_read *mr, const struct labels *l,
		      const struct reference *ref, struct startup_study *s, FILE *err)
{
	size_t i, c;
	int ret;

	memset(s, 0, sizeof(*s));
	s->ref = ref;
	s->dir = strdup(dir);
	if (!s->dir)
		return -ENOMEM;
	if (mr->ret) {
		fprintf(err, "compare: %s: %s\n", mr->path, mr->why);
		return mr->ret == -ENOMEM ? -ENOMEM : 1;
	}
	s->man = mr->m; /* taken over */
	memset(&mr->m, 0, sizeof(mr->m));
	ret = add_cells(s);
	if (ret)
		return ret;
	for (i = 0; i < s->man.nlisted; i++) {
		ret = take_run(s, &s->man.listed[i], i, l, err);
		if (ret < 0)
			return ret;
	}
	for (c = 0; c < s->ncells; c++) {
		ret = build_table(s, &s->cells[c], l);
		if (ret)
			return ret;
	}
	for (c = 0; c < s->ncells; c++)
		link_idle(s, &s->cells[c]);
	if (!s->nused && !s->man.nlisted) {
		fprintf(err, "compare: %s: no runs in manifest.json\n", dir);
		return 1;
	}
	return 0;
}
