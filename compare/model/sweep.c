// sweep.c: the curves of a run-pack --sweep study from the manifest's points and compare's
// tables (see sweep.h).
#include <errno.h>
#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>
#include "fiosize/fiosize.h"

#include "model/accel.h"
#include "model/buildlog.h"
#include "model/sweep.h"

static void sweep_free_family(struct sweep_family *f);

/* table_of: M's table (the one across hosts) of CELL and METRIC, or NULL. */
static const struct model_table *table_of(const struct model *m, const char *cell, enum metric mt)
{
	size_t i;

	for (i = 0; i < m->ntables; i++)
		if (m->tables[i].metric == mt && !strcmp(m->tables[i].cell, cell))
			return &m->tables[i];
	return NULL;
}

/* parse_x: V as a number: a size as fio 3.33 reads it (lib/fiosize, the pack check's rule:
 * 4k, 4ki and 4kb are 4096 bytes, 0x1000 too), else a plain decimal number (zipf's 1.2, a
 * time's digits); a size fio reads otherwise than its text (4KiB: 4000 bytes) is neither, so
 * its family is plotted by position. 0 and *X, or -EINVAL. */
static int parse_x(const char *v, double *x)
{
	unsigned long long b;
	const char *why;
	char *end;
	double d;

	if (!fiosize_one(v, strlen(v), &b, &why)) {
		*x = (double)b;
		return 0;
	}
	d = strtod(v, &end);
	if (end == v || *end || !isfinite(d))
		return -EINVAL;
	*x = d;
	return 0;
}

/* rest_of: VALUES' entries but KEY as "k=v,k=v" (manifest order), new string or NULL. */
static char *rest_of(json_t *values, const char *key)
{
	const char *k;
	json_t *v;
	size_t len = 1;
	char *s;

	json_object_foreach(values, k, v)
		if (strcmp(k, key) && json_is_string(v))
			len += strlen(k) + json_string_length(v) + 2;
	s = calloc(1, len);
	if (!s)
		return NULL;
	json_object_foreach(values, k, v) {
		if (!strcmp(k, key) || !json_is_string(v))
			continue;
		if (s[0])
			strcat(s, ",");
		strcat(s, k);
		strcat(s, "=");
		strcat(s, json_string_value(v));
	}
	return s;
}

/* family_of: S's family (BASE, AXIS, REST), added when new (strings copied); NULL when full
 * or out of memory (*NOMEM set). */
static struct sweep_family *family_of(struct sweep *s, const char *base, const char *axis,
				      const char *rest, int *nomem)
{
	struct sweep_family *f;
	size_t i;

	for (i = 0; i < s->n; i++)
		if (!strcmp(s->f[i].base, base) && !strcmp(s->f[i].axis, axis) && !strcmp(s->f[i].rest, rest))
			return &s->f[i];
	if (s->n == SWEEP_MAX_FAMILIES)
		return NULL;
	f = &s->f[s->n];
	memset(f, 0, sizeof(*f));
	f->base = strdup(base);
	f->axis = strdup(axis);
	f->rest = strdup(rest);
	f->pts = calloc(SWEEP_MAX_POINTS, sizeof(*f->pts));
	if (!f->base || !f->axis || !f->rest || !f->pts) {
		free(f->base); free(f->axis); free(f->rest); free(f->pts);
		*nomem = 1;
		return NULL;
	}
	s->n++;
	return f;
}

/* add_point: CELL (a table's name) at axis value V to F, once. -ENOMEM or 0. */
static int add_point(struct sweep_family *f, const char *cell, const char *v)
{
	size_t i;

	for (i = 0; i < f->npts; i++)
		if (!strcmp(f->pts[i].cell, cell))
			return 0;
	if (f->npts == SWEEP_MAX_POINTS)
		return 0;
	f->pts[f->npts].cell = cell;
	f->pts[f->npts].xtext = strdup(v);
	if (!f->pts[f->npts].xtext)
		return -ENOMEM;
	f->npts++;
	return 0;
}

static int by_x(const void *a, const void *b)
{
	double x = ((const struct sweep_point *)a)->x, y = ((const struct sweep_point *)b)->x;

	return (x > y) - (x < y);
}

/* read_input: the families of the manifest ROOT's sweep block. 0 or -ENOMEM. */
static int read_input(const struct model *m, json_t *root, struct sweep *s)
{
	json_t *sw = json_object_get(root, "sweep"), *ax, *pt;
	size_t a, p;
	int nomem = 0;

	json_array_foreach(json_object_get(sw, "axes"), a, ax) {
		const char *key = json_string_value(json_object_get(ax, "key"));
		const char *kind = json_string_value(json_object_get(ax, "kind"));

		if (!key || !kind || strcmp(kind, "fio"))
			continue; /* a scheduler axis is a row per value, not a curve */
		json_array_foreach(json_object_get(sw, "points"), p, pt) {
			const char *cell = json_string_value(json_object_get(pt, "cell"));
			const char *base = json_string_value(json_object_get(pt, "base_cell"));
			json_t *values = json_object_get(pt, "values");
			const char *v = json_string_value(json_object_get(values, key));
			const struct model_table *t = cell ? table_of(m, cell, METRIC_IOPS) : NULL;
			struct sweep_family *f;
			char *rest;

			if (!t || !base || !v)
				continue;
			rest = rest_of(values, key);
			if (!rest)
				return -ENOMEM;
			f = family_of(s, base, key, rest, &nomem);
			free(rest);
			if (nomem)
				return -ENOMEM;
			if (f && add_point(f, t->cell, v))
				return -ENOMEM;
		}
	}
	return 0;
}

/* value_of: ROW's value in table T (NULL: none) into *V. */
static void value_of(const struct model_table *t, const char *row, struct sweep_value *v)
{
	size_t i;

	memset(v, 0, sizeof(*v));
	for (i = 0; t && i < t->n; i++) {
		if (strcmp(t->rows[i].label, row))
			continue;
		v->n = t->rows[i].st.n;
		v->mean = t->rows[i].st.mean;
		v->se = t->rows[i].st.se;
		v->not_sig = t->rows[i].not_sig;
		v->undecided = t->rows[i].undecided;
		v->best = i == 0 && t->crowned;
		return;
	}
}

/* row_in: the row labelled LABEL in table T, or NULL. */
static const struct model_row *row_in(const struct model_table *t, const char *label)
{
	size_t i;

	for (i = 0; t && i < t->n; i++)
		if (!strcmp(t->rows[i].label, label))
			return &t->rows[i];
	return NULL;
}

/* cpu_of: the CPU ns per I/O of the runs of ROW (a row of T) into *V (n = 0 when none has
 * it). 0 or -ENOMEM. */
static int cpu_of(const struct model *m, const struct model_table *t, const struct model_row *row,
		  struct sweep_value *v)
{
	const struct results *r = &m->in[row->input].r;
	double *x = calloc(r->nrunrec + 1, sizeof(*x));
	size_t i, n = 0;
	struct stats_summary st;

	memset(v, 0, sizeof(*v));
	if (!x)
		return -ENOMEM;
	for (i = 0; i < r->nrunrec; i++) {
		const struct results_run *run = &r->runs[i];

		if (run->s == row->sched && run->c < r->ncells && !strcmp(r->cells[run->c], t->cell) &&
		    run->has_cpu)
			x[n++] = run->cpu_ns;
	}
	if (n && !stats_summarize(x, n, &st)) {
		v->n = st.n;
		v->mean = st.mean;
		v->se = st.se;
		v->sd = st.sd;
	}
	free(x);
	return 0;
}

/* cpu_marks: per point of F the least CPU per I/O (best) and the rows not significantly
 * different from it, by the tables' rule (verdict_pair, as model/rowverdict.c marks a
 * table's rows: undecidable rows are not significant); none at a point whose table gets no
 * verdict for where its rows ran (model/accel.h: an emulated CPU's CPU time is the
 * emulator's). */
static void cpu_marks(const struct model *m, struct sweep_family *f)
{
	size_t i, k, b;

	for (i = 0; i < f->npts; i++) {
		const struct model_table *t = table_of(m, f->pts[i].cell, METRIC_IOPS);
		struct sweep_value *best = NULL;

		if (t && !accel_judgeable(m, t))
			continue;

		for (k = 0; k < f->nrows; k++) {
			struct sweep_value *v = &f->cpu[k * f->npts + i];

			if (v->n && (!best || v->mean < best->mean))
				best = v;
		}
		for (b = 0; best && b < f->nrows; b++) {
			struct sweep_value *v = &f->cpu[b * f->npts + i];
			struct stats_summary x = { v->n, v->mean, v->sd, v->se },
					     y = { best->n, best->mean, best->sd, best->se };
			struct verdict vd;

			memset(&vd, 0, sizeof(vd));
			verdict_pair(&x, &y, &vd);
			v->undecided = v->n && (!vd.has || vd.undecidable);
			v->best = v == best && !v->undecided;
			v->not_sig = v->n && v != best && !v->undecided && !vd.significant;
		}
	}
}

/* order_of: where the row labelled LABEL comes in the study: input x 1024 + folder (the
 * first table row with that label), or SIZE_MAX. */
static size_t order_of(const struct model *m, const char *label)
{
	size_t i, j;

	for (i = 0; i < m->ntables; i++)
		for (j = 0; j < m->tables[i].n; j++)
			if (!strcmp(m->tables[i].rows[j].label, label))
				return m->tables[i].rows[j].input * 1024 + m->tables[i].rows[j].sched;
	return (size_t)-1;
}

/* fill: F's x values (sorted when numeric), rows and values from M's tables. 0 or -ENOMEM. */
static int fill(const struct model *m, struct sweep_family *f)
{
	size_t i, j, k, cap = 0;

	f->numeric = 1;
	for (i = 0; i < f->npts; i++)
		if (parse_x(f->pts[i].xtext, &f->pts[i].x))
			f->numeric = 0;
	if (f->numeric)
		qsort(f->pts, f->npts, sizeof(*f->pts), by_x);
	else
		for (i = 0; i < f->npts; i++)
			f->pts[i].x = (double)i;
	for (i = 0; i < f->npts; i++)
		cap += table_of(m, f->pts[i].cell, METRIC_IOPS)->n;
	f->rows = calloc(cap ? cap : 1, sizeof(*f->rows));
	if (!f->rows)
		return -ENOMEM;
	/* the rows in the study's order (input, then scheduler folder), as every plot's colors */
	for (i = 0; i < f->npts; i++) {
		const struct model_table *t = table_of(m, f->pts[i].cell, METRIC_IOPS);

		for (j = 0; j < t->n; j++) {
			const struct model_row *r = &t->rows[j];

			for (k = 0; k < f->nrows && strcmp(f->rows[k], r->label); k++)
				;
			if (k < f->nrows)
				continue;
			for (k = f->nrows; k > 0 && order_of(m, f->rows[k - 1]) > order_of(m, r->label); k--)
				f->rows[k] = f->rows[k - 1];
			f->rows[k] = r->label;
			f->nrows++;
		}
	}
	f->iops = calloc(f->nrows * f->npts + 1, sizeof(*f->iops));
	f->p99 = calloc(f->nrows * f->npts + 1, sizeof(*f->p99));
	f->cpu = calloc(f->nrows * f->npts + 1, sizeof(*f->cpu));
	f->ceiling = calloc(f->nrows + 1, sizeof(*f->ceiling));
	if (!f->iops || !f->p99 || !f->cpu || !f->ceiling)
		return -ENOMEM;
	for (k = 0; k < f->nrows; k++) {
		for (i = 0; i < f->npts; i++) {
			const struct model_table *t = table_of(m, f->pts[i].cell, METRIC_IOPS);
			const struct model_row *row = row_in(t, f->rows[k]);
			struct sweep_value *io = &f->iops[k * f->npts + i];

			value_of(t, f->rows[k], io);
			value_of(table_of(m, f->pts[i].cell, METRIC_P99), f->rows[k], &f->p99[k * f->npts + i]);
			if (row && cpu_of(m, t, row, &f->cpu[k * f->npts + i]))
				return -ENOMEM;
			if (io->n && io->mean > f->iops[k * f->npts + f->ceiling[k]].mean)
				f->ceiling[k] = i;
		}
	}
	cpu_marks(m, f);
	return 0;
}

int sweep_build(const struct model *m, struct sweep *s)
{
	size_t k;

	buildlog("sweep", NULL, NULL);
	memset(s, 0, sizeof(*s));
	s->f = calloc(SWEEP_MAX_FAMILIES, sizeof(*s->f));
	if (!s->f)
		return -ENOMEM;
	for (k = 0; k < m->nin; k++)
		if (m->in[k].r.man.root && read_input(m, m->in[k].r.man.root, s))
			goto nomem;
	for (k = 0; k < s->n; k++) {
		if (s->f[k].npts < 2) { /* one point is no curve (an axis of one value) */
			sweep_free_family(&s->f[k]);
			s->f[k] = s->f[--s->n]; /* the last family moves here; looked at next */
			memset(&s->f[s->n], 0, sizeof(s->f[s->n]));
			k--;
			continue;
		}
		if (fill(m, &s->f[k]))
			goto nomem;
	}
	return 0;
nomem:
	sweep_free(s);
	return -ENOMEM;
}

/* sweep_free_family: release F's parts. */
static void sweep_free_family(struct sweep_family *f)
{
	size_t j;

	for (j = 0; j < f->npts; j++)
		free(f->pts[j].xtext);
	free(f->pts); free(f->base); free(f->axis); free(f->rest);
	free(f->rows); free(f->iops); free(f->p99); free(f->cpu); free(f->ceiling);
	memset(f, 0, sizeof(*f));
}

void sweep_free(struct sweep *s)
{
	size_t i;

	for (i = 0; s->f && i < s->n; i++)
		sweep_free_family(&s->f[i]);
	free(s->f);
	memset(s, 0, sizeof(*s));
}
