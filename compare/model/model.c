// model.c: rows, order, significance, reference columns and curves (see model.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model/fleet.h"
#include "model/rowverdict.h"
#include "model/model.h"

/* series_key: the scheduler key of scheduler folder S of R with series SE (a new string, or
 * NULL on -ENOMEM): the kernel scheduler the folder ran, with the engine's tunables, else
 * those run-pack set (manifest.json). *D = 1 when a kernel default filled one in. */
static char *series_key(const struct labels *l, const struct results *r, size_t s,
			const struct results_series *se, int *d)
{
	const struct results_folder *fo = &r->folders[s];

	return labels_key(l, fo->kernel, se->tunables ? se->tunables : fo->tunables, d);
}

/* series_label: the key and row label of scheduler S of input K into new strings. */
static int series_label(const struct model *m, const struct labels *l, size_t k, size_t s,
			const struct results_series *se, int *defaulted, char **key, char **label)
{
	const struct results *r = &m->in[k].r;
	const char *name, *host = NULL;
	int d = 0;

	*label = NULL;
	*key = series_key(l, r, s, se, &d);
	if (!*key)
		return -ENOMEM;
	if (r->folders[s].row) {
		name = r->folders[s].row; /* fio JSON inputs: named when read (fioin.h) */
	} else if (se->label) {
		name = se->label; /* the engine's own label (schema 2) */
	} else if (r->folders[s].label) {
		name = r->folders[s].label; /* the label run-pack set (manifest.json) */
	} else {
		name = labels_name(l, *key);
		if (d)
			*defaulted = 1;
	}
	if (r->folders[s].host && !r->folders[s].row) /* a study with hosts: "<host>: BFQ" */
		host = r->folders[s].host;
	if (m->nin > 1) {
		if (asprintf(label, "%s: %s%s%s", m->run_labels[k], host ? host : "",
			     host ? ": " : "", name) < 0)
			*label = NULL;
	} else if (host) {
		if (asprintf(label, "%s: %s", host, name) < 0)
			*label = NULL;
	} else {
		*label = strdup(name);
	}
	if (!*label) {
		free(*key);
		*key = NULL;
		return -ENOMEM;
	}
	return 0;
}

static void table_free(struct model_table *t)
{
	size_t i;

	for (i = 0; i < t->n; i++) {
		free(t->rows[i].label);
		free(t->rows[i].key);
	}
	free(t->rows);
}

void model_free(struct model *m)
{
	size_t i;

	for (i = 0; i < m->ntables; i++)
		table_free(&m->tables[i]);
	free(m->tables);
	for (i = 0; i < m->nhost_tables; i++)
		table_free(&m->host_tables[i]);
	free(m->host_tables);
	fleet_free(m);
	for (i = 0; i < m->ncurves; i++) {
		free(m->curves[i].labels);
		free(m->curves[i].pct);
	}
	free(m->curves);
	if (m->run_labels)
		for (i = 0; i < m->nin; i++)
			free(m->run_labels[i]);
	free(m->run_labels);
	memset(m, 0, sizeof(*m));
}

/* pick_unit: the MB/s definition, see model.h. */
static void pick_unit(struct model *m, const enum units_mbps *given)
{
	enum units_mbps u;
	size_t k;
	int have = 0;

	m->unit = UNITS_MIB;
	if (given) {
		m->unit = *given;
		m->unit_given = 1;
		return;
	}
	if (m->ref) {
		m->unit = m->ref->unit;
		return;
	}
	for (k = 0; k < m->nin; k++) {
		if (!m->in[k].r.man.mbps_unit || units_parse(m->in[k].r.man.mbps_unit, &u))
			continue;
		if (!have)
			m->unit = u;
		else if (u != m->unit)
			m->unit_mixed = 1;
		have = 1;
	}
	m->unit_assumed = !have;
}

/* suffix_dups: " (<folder name>)", or with BY_INDEX " (<folder number>)", on every run label
 * another folder shares. 0 or -ENOMEM. */
static int suffix_dups(struct model *m, int by_index)
{
	size_t k, j, n = m->nin;
	char *nl, *dup;
	const char *base;
	int ret = 0;

	dup = calloc(n + 1, 1);
	if (!dup)
		return -ENOMEM;
	for (k = 0; k < n; k++)
		for (j = k + 1; j < n; j++)
			if (strcmp(m->run_labels[k], m->run_labels[j]) == 0)
				dup[k] = dup[j] = 1;
	for (k = 0; k < n && !ret; k++) {
		if (!dup[k])
			continue;
		base = strrchr(m->in[k].path, '/');
		base = base && base[1] ? base + 1 : m->in[k].path;
		if (by_index)
			ret = asprintf(&nl, "%s (%zu)", m->run_labels[k], k + 1);
		else
			ret = asprintf(&nl, "%s (%s)", m->run_labels[k], base);
		if (ret < 0) {
			ret = -ENOMEM;
			break;
		}
		ret = 0;
		free(m->run_labels[k]);
		m->run_labels[k] = nl;
	}
	free(dup);
	return ret;
}

/* distinct_labels: run labels two folders share get the folder name, and where that is
 * shared too, the folder's position, so that rows of two studies stay apart. */
static int distinct_labels(struct model *m)
{
	return suffix_dups(m, 0) ? -ENOMEM : suffix_dups(m, 1);
}

static int run_labels(struct model *m)
{
	const char *base;
	size_t k;
	int ret;

	m->run_labels = calloc(m->nin, sizeof(*m->run_labels));
	if (!m->run_labels)
		return -ENOMEM;
	for (k = 0; k < m->nin; k++) {
		if (m->in[k].label) {
			ret = asprintf(&m->run_labels[k], "%s", m->in[k].label);
		} else if (m->in[k].r.man.kernel) {
			ret = asprintf(&m->run_labels[k], "Linux %s", m->in[k].r.man.kernel);
		} else {
			base = strrchr(m->in[k].path, '/');
			ret = asprintf(&m->run_labels[k], "%s", base && base[1] ? base + 1 : m->in[k].path);
		}
		if (ret < 0) {
			m->run_labels[k] = NULL;
			return -ENOMEM;
		}
	}
	return distinct_labels(m);
}

/* cell_list: the union of the inputs' cells, first input's order first. Borrowed strings
 * in a new array. */
static const char **cell_list(const struct model *m, size_t *n)
{
	const char **v;
	size_t total = 0, k, c, i;

	for (k = 0; k < m->nin; k++)
		total += m->in[k].r.ncells;
	v = calloc(total + 1, sizeof(*v));
	if (!v)
		return NULL;
	*n = 0;
	for (k = 0; k < m->nin; k++) {
		for (c = 0; c < m->in[k].r.ncells; c++) {
			for (i = 0; i < *n; i++)
				if (strcmp(v[i], m->in[k].r.cells[c]) == 0)
					break;
			if (i == *n)
				v[(*n)++] = m->in[k].r.cells[c];
		}
	}
	return v;
}

/* cell_index: index of CELL in input R, or -1. */
static ssize_t cell_index(const struct results *r, const char *cell)
{
	size_t c;

	for (c = 0; c < r->ncells; c++)
		if (strcmp(r->cells[c], cell) == 0)
			return (ssize_t)c;
	return -1;
}

/* distinct_rows: rows of T that share a label (two folders of one input named alike, e.g. a
 * "bfq" folder of kernel defaults beside "bfq-low_latency") get " (<folder>)". 0 or -ENOMEM. */
static int distinct_rows(const struct model *m, struct model_table *t)
{
	unsigned char *dup;
	size_t i, j;
	char *nl;

	dup = calloc(t->n + 1, 1);
	if (!dup)
		return -ENOMEM;
	for (i = 0; i < t->n; i++)
		for (j = i + 1; j < t->n; j++)
			if (strcmp(t->rows[i].label, t->rows[j].label) == 0)
				dup[i] = dup[j] = 1;
	for (i = 0; i < t->n; i++) {
		if (!dup[i])
			continue;
		if (asprintf(&nl, "%s (%s)", t->rows[i].label,
			     m->in[t->rows[i].input].r.scheds[t->rows[i].sched]) < 0) {
			free(dup);
			return -ENOMEM;
		}
		free(t->rows[i].label);
		t->rows[i].label = nl;
	}
	free(dup);
	return 0;
}

/* same_dir: 1 when a row of direction A (NULL: a job of one direction) belongs in a table of
 * direction B. */
static int same_dir(const char *a, const char *b)
{
	return a == b || (a && b && strcmp(a, b) == 0);
}

/* build_table: the table of METRIC on CELL into T (T->n = 0 when no row has values); with
 * HOST, only the rows of that host; only the rows of direction DDIR (model_table.ddir). */
static int build_table(struct model *m, const struct labels *l, const char *cell,
		       enum metric metric, const char *host, const char *ddir,
		       struct model_table *t)
{
	const struct results_series *se;
	const struct results *r;
	struct model_row *row;
	double *buf = NULL;
	size_t k, s, i, most = 0, cap = 0;
	ssize_t c;
	int ret = -ENOMEM;

	memset(t, 0, sizeof(*t));
	t->cell = cell;
	t->host = host;
	t->ddir = ddir;
	t->metric = metric;
	for (k = 0; k < m->nin; k++)
		cap += m->in[k].r.nscheds;
	t->rows = calloc(cap + 1, sizeof(*t->rows));
	if (!t->rows)
		return -ENOMEM;
	for (k = 0; k < m->nin; k++) {
		r = &m->in[k].r;
		c = cell_index(r, cell);
		if (c < 0)
			continue;
		for (s = 0; s < r->nscheds; s++) {
			se = results_series(r, s, (size_t)c);
			if (se->m[metric].n == 0 || !same_dir(r->folders[s].ddir, ddir) ||
			    (host && (!r->folders[s].host || strcmp(r->folders[s].host, host))))
				continue;
			if (se->m[metric].n > most) {
				double *nb = realloc(buf, se->m[metric].n * sizeof(*nb));

				if (!nb)
					goto out;
				buf = nb;
				most = se->m[metric].n;
			}
			for (i = 0; i < se->m[metric].n; i++)
				buf[i] = metric == METRIC_MBPS ? units_mbps(se->m[metric].v[i], m->unit)
							       : se->m[metric].v[i];
			row = &t->rows[t->n];
			if (series_label(m, l, k, s, se, &m->defaulted, &row->key, &row->label))
				goto out;
			t->n++;
			row->input = k;
			row->sched = s;
			stats_summarize(buf, se->m[metric].n, &row->st);
			if (row->st.mean > t->top && isfinite(row->st.mean))
				t->top = row->st.mean;
		}
	}
	if (distinct_rows(m, t))
		goto out;
	ret = model_rank(t, m->ref, l);
	if (ret == 0)
		ret = rowverdict_table(m, t);
out:
	free(buf);
	return ret;
}

/* build_curve: the percentile curves of a cell, one per row of its NP p99 tables P99 (one per
 * direction; their order). */
static int build_curve(const struct model *m, const struct model_table *p99, size_t np,
		       struct model_curve *cv)
{
	const struct results_series *se;
	const struct results *r;
	const struct model_row *row;
	size_t i, j, t, n = 0, total = 0;
	ssize_t c;

	memset(cv, 0, sizeof(*cv));
	cv->cell = p99->cell;
	for (t = 0; t < np; t++)
		total += p99[t].n;
	cv->labels = calloc(total + 1, sizeof(*cv->labels));
	cv->pct = calloc(total + 1, sizeof(*cv->pct));
	if (!cv->labels || !cv->pct)
		return -ENOMEM;
	for (t = 0; t < np; t++) {
		if (p99[t].metric != METRIC_P99)
			continue;
		for (i = 0; i < p99[t].n; i++, n++) {
			row = &p99[t].rows[i];
			r = &m->in[row->input].r;
			c = cell_index(r, p99[t].cell);
			cv->labels[n] = row->label;
			for (j = 0; j < RUNFILE_CURVE_N; j++)
				cv->pct[n][j] = NAN;
			if (c < 0)
				continue;
			se = results_series(r, row->sched, (size_t)c);
			for (j = 0; j < RUNFILE_CURVE_N; j++)
				if (se->curve_n[j])
					cv->pct[n][j] = se->curve_sum[j] / (double)se->curve_n[j];
		}
	}
	cv->n = n;
	return 0;
}

/* cell_dirs: which directions the rows of CELL have (results_folder.ddir): the values of
 * DIRS (NULL: a job of one direction, "read", "write") that occur, into OUT; how many. */
static size_t cell_dirs(const struct model *m, const char *cell, const char **out)
{
	static const char *const dirs[] = { NULL, "read", "write" };
	const struct results *r;
	size_t k, s, d, n = 0;
	ssize_t c;
	int seen[3] = { 0 };

	for (k = 0; k < m->nin; k++) {
		r = &m->in[k].r;
		c = cell_index(r, cell);
		for (s = 0; c >= 0 && s < r->nscheds; s++)
			for (d = 0; d < 3; d++)
				if (same_dir(r->folders[s].ddir, dirs[d]))
					seen[d] = 1;
	}
	for (d = 0; d < 3; d++)
		if (seen[d])
			out[n++] = dirs[d];
	return n;
}

/* host_list: the distinct hosts of the inputs' rows, in the order they first appear, into a
 * new array *OUT of *N borrowed strings. 0 or -ENOMEM. */
static int host_list(const struct model *m, const char ***out, size_t *n)
{
	const struct results *r;
	const char **v, *h;
	size_t k, s, i, cap = 0, nv = 0;

	for (k = 0; k < m->nin; k++)
		cap += m->in[k].r.nscheds;
	v = calloc(cap + 1, sizeof(*v));
	if (!v)
		return -ENOMEM;
	for (k = 0; k < m->nin; k++) {
		r = &m->in[k].r;
		for (s = 0; s < r->nscheds; s++) {
			h = r->folders ? r->folders[s].host : NULL;
			for (i = 0; h && i < nv && strcmp(v[i], h); i++)
				;
			if (h && i == nv)
				v[nv++] = h;
		}
	}
	*out = v;
	*n = nv;
	return 0;
}

/* build_host_tables: M->host_tables (model.h) from M->tables, when 2 hosts or more.
 * 0 or -ENOMEM. */
static int build_host_tables(struct model *m, const struct labels *l)
{
	const char **hosts;
	size_t nh, i, h, t;
	int ret = 0;

	if (host_list(m, &hosts, &nh))
		return -ENOMEM;
	if (nh < 2)
		goto out;
	m->host_tables = calloc(m->ntables * nh + 1, sizeof(*m->host_tables));
	if (!m->host_tables) {
		ret = -ENOMEM;
		goto out;
	}
	for (i = 0; i < m->ntables && !ret; i++) {
		for (h = 0; h < nh && !ret; h++) {
			t = m->nhost_tables;
			ret = build_table(m, l, m->tables[i].cell, m->tables[i].metric, hosts[h],
					  m->tables[i].ddir, &m->host_tables[t]);
			if (ret || m->host_tables[t].n == 0)
				table_free(&m->host_tables[t]);
			else
				m->nhost_tables++;
		}
	}
out:
	free(hosts);
	return ret;
}

int model_build(struct model_input *in, size_t nin, const struct labels *l,
		const struct reference *ref, const enum units_mbps *unit, struct model *m)
{
	const char **cells = NULL, *dirs[3];
	size_t nc = 0, c, t, nd, d, first;
	int ret = -ENOMEM, mt;

	memset(m, 0, sizeof(*m));
	m->in = in;
	m->nin = nin;
	m->ref = ref;
	pick_unit(m, unit);
	if (run_labels(m))
		goto fail;
	cells = cell_list(m, &nc);
	if (!cells)
		goto fail;
	m->tables = calloc(nc * METRIC_COUNT * 3 + 1, sizeof(*m->tables));
	m->curves = calloc(nc + 1, sizeof(*m->curves));
	if (!m->tables || !m->curves)
		goto fail;
	for (c = 0; c < nc; c++) {
		nd = cell_dirs(m, cells[c], dirs);
		for (mt = 0; mt < METRIC_COUNT; mt++) {
			first = m->ntables;
			for (d = 0; d < nd; d++) {
				t = m->ntables;
				if (build_table(m, l, cells[c], (enum metric)mt, NULL, dirs[d],
						&m->tables[t])) {
					table_free(&m->tables[t]);
					goto fail;
				}
				if (m->tables[t].n == 0) {
					table_free(&m->tables[t]);
					continue;
				}
				m->ntables++;
			}
			if (mt == METRIC_P99 && m->ntables > first) {
				if (build_curve(m, &m->tables[first], m->ntables - first,
						&m->curves[m->ncurves])) {
					free(m->curves[m->ncurves].labels);
					free(m->curves[m->ncurves].pct);
					goto fail;
				}
				m->ncurves++;
			}
		}
	}
	free(cells);
	cells = NULL;
	if (build_host_tables(m, l) || fleet_build(m, l))
		goto fail;
	return 0;
fail:
	free(cells);
	model_free(m);
	return ret;
}
