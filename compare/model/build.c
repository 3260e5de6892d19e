// build.c: a comparison's model built from its inputs: rows, order, significance, reference
// columns, curves, the host tables, then the derived models (see build.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model/accel.h"
#include "model/build.h"
#include "model/buildlog.h"
#include "model/derived.h"
#include "model/fleet.h"
#include "model/names.h"
#include "model/pubset.h"
#include "model/rowverdict.h"
#include "model/seqverdict.h"
#include "model/startup.h"

void model_free(struct model *m)
{
	size_t i;

	model_derive_free(m);
	for (i = 0; i < m->ntables; i++)
		model_table_free(&m->tables[i]);
	free(m->tables);
	for (i = 0; i < m->nhost_tables; i++)
		model_table_free(&m->host_tables[i]);
	free(m->host_tables);
	fleet_free(m);
	for (i = 0; i < m->ncurves; i++) {
		free(m->curves[i].labels);
		free(m->curves[i].pct);
	}
	free(m->curves);
	for (i = 0; i < m->nprogress; i++) {
		free(m->progress[i].labels);
		free(m->progress[i].st);
	}
	free(m->progress);
	if (m->run_labels)
		for (i = 0; i < m->nin; i++)
			free(m->run_labels[i]);
	free(m->run_labels);
	seqtest_plans_free(&m->plans);
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
	if (pubset_any(m)) {
		m->unit = pubset_any(m)->unit;
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

/* same_dir: 1 when a row of direction A (NULL: a job of one direction) belongs in a table of
 * direction B. */
static int same_dir(const char *a, const char *b)
{
	return a == b || (a && b && strcmp(a, b) == 0);
}

const struct model_column model_fio_column = {
	"fio_mean", "fio's figure", "  fio %.2f", "%.2f", NULL
};

/* row_wanted: 1 when folder S of input R (series SE on the cell) is a row of the table of
 * METRIC, HOST and DDIR (see build_table). */
static int row_wanted(const struct results *r, size_t s, const struct results_series *se,
		      enum metric metric, const char *host, const char *ddir)
{
	/* a start-up folder with a timed-out run on the cell has no row (a note) */
	return se->m[metric].n && same_dir(r->folders[s].ddir, ddir) &&
	       !(se->startup && se->startup->timed_out) &&
	       !(host && (!r->folders[s].host || strcmp(r->folders[s].host, host)));
}

/* on_device: 1 when the table of METRIC on CELL (HOST, DDIR as build_table's) ranks on the
 * device's rate (model.h on_device): a MB/s or IOPS table with a row, every run of every row
 * having that rate (input.h results_series.dev), and fio's figure of one run holding bytes
 * the device did not move in the window (dev_less: without a ramp, or with nothing left out,
 * fio's figure is the device's and stays). */
static int on_device(const struct model *m, const char *cell, enum metric metric,
		     const char *host, const char *ddir)
{
	const struct results_series *se;
	const struct results *r;
	size_t k, s, rows = 0, less = 0;
	ssize_t c;

	if (metric != METRIC_MBPS && metric != METRIC_IOPS)
		return 0;
	for (k = 0; k < m->nin; k++) {
		r = &m->in[k].r;
		if ((c = cell_index(r, cell)) < 0)
			continue;
		for (s = 0; s < r->nscheds; s++) {
			se = results_series(r, s, (size_t)c);
			if (!row_wanted(r, s, se, metric, host, ddir))
				continue;
			if (se->dev[metric == METRIC_IOPS].n != se->m[metric].n)
				return 0;
			rows++;
			less += se->dev_less;
		}
	}
	return rows > 0 && less > 0;
}

/* summarize: the N values V of METRIC (MB/s as KiB/s, converted to M's unit) into *ST, through
 * BUF (at least N). */
static void summarize(const struct model *m, enum metric metric, const double *v, size_t n,
		      double *buf, struct stats_summary *st)
{
	size_t i;

	for (i = 0; i < n; i++)
		buf[i] = metric == METRIC_MBPS ? units_mbps(v[i], m->unit) : v[i];
	stats_summarize(buf, n, st);
}

/* build_table: the table of METRIC on CELL into T (T->n = 0 when no row has values); with
 * HOST, only the rows of that host; only the rows of direction DDIR (model_table.ddir). A
 * table on the device (on_device) has the device's rate in st and fio's in fio_st. */
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
	t->on_device = on_device(m, cell, metric, host, ddir);
	t->ncols = t->on_device ? 1 : 0; /* fio's figure beside the device's */
	t->cols = t->on_device ? &model_fio_column : NULL;
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
			if (!row_wanted(r, s, se, metric, host, ddir))
				continue;
			if (se->m[metric].n > most) {
				double *nb = realloc(buf, se->m[metric].n * sizeof(*nb));

				if (!nb)
					goto out;
				buf = nb;
				most = se->m[metric].n;
			}
			row = &t->rows[t->n];
			if (model_row_label(m, l, k, s, se, &m->defaulted, &row->key, &row->label))
				goto out;
			t->n++;
			row->input = k;
			row->sched = s;
			row->set = pubset_of(m, k, s);
			for (i = 0; i < MODEL_COLS_MAX; i++)
				row->col[i] = NAN;
			row->bias = NAN; /* countbias.h sets it */
			summarize(m, metric, se->m[metric].v, se->m[metric].n, buf, &row->st);
			if (t->on_device) { /* st the device's, fio's beside it */
				row->fio_st = row->st;
				row->has_fio = 1;
				row->col[0] = row->fio_st.mean;
				summarize(m, metric, se->dev[metric == METRIC_IOPS].v,
					  se->m[metric].n, buf, &row->st);
				t->dev_window |= se->dev_window > 0;
			}
			if (row->st.mean > t->top && isfinite(row->st.mean))
				t->top = row->st.mean;
		}
	}
	if (model_distinct_rows(m, t))
		goto out;
	for (i = 0; i < t->n; i++) /* the spread threshold of each row's study */
		t->rows[i].rsd_max = model_rsd_max(&m->in[t->rows[i].input].r);
	t->unranked = !accel_judgeable(m, t); /* tcg or mixed: the study's order (accel.h) */
	ret = model_rank(t, NULL, l); /* each row beside its set */
	if (ret == 0)
		ret = rowverdict_table(m, t);
	if (ret == 0 && (ret = seqverdict_table(m, t)) == 0)
		ret = accel_table(m, t); /* none across accelerators, none under tcg */
	for (k = 0; ret == 0 && metric == METRIC_STARTUP && k < m->nin; k++)
		if (m->in[k].r.cellinfo) /* a start-up study's columns and notes */
			ret = startup_table(m, l, k, t);
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
				model_table_free(&m->host_tables[t]);
			else
				m->nhost_tables++;
		}
	}
out:
	free(hosts);
	return ret;
}

/* progress: the progress curve of table T (METRIC_STARTUP) into M->progress when a row has
 * one. 0 or -ENOMEM. */
static int progress(struct model *m, size_t t)
{
	struct model_progress *p = &m->progress[m->nprogress];
	size_t k;

	for (k = 0; k < m->nin; k++) {
		if (!m->in[k].r.cellinfo)
			continue;
		if (startup_progress(m, k, &m->tables[t], p)) {
			free(p->labels);
			free(p->st);
			return -ENOMEM;
		}
		if (p->n) {
			m->nprogress++;
			return 0;
		}
		free(p->labels);
		free(p->st);
	}
	return 0;
}

int model_build(struct model_input *in, size_t nin, const struct labels *l,
		const struct reference *ref, const struct reference *const *kref, size_t nkref,
		const enum units_mbps *unit, struct model *m)
{
	const char **cells = NULL, *dirs[3];
	size_t nc = 0, c, t, nd, d, first;
	int ret = -ENOMEM, mt;

	buildlog("model", NULL, NULL);
	memset(m, 0, sizeof(*m));
	m->in = in;
	m->nin = nin;
	m->ref = kref ? NULL : ref;
	m->kref = kref;
	m->nkref = kref ? nkref : 0;
	pick_unit(m, unit);
	for (c = 0; c < nin; c++) /* one threshold when every input has it, else NAN */
		m->rsd_max = c == 0 || model_rsd_max(&in[c].r) == m->rsd_max ? model_rsd_max(&in[c].r)
									   : NAN;
	if (!nin)
		m->rsd_max = STATS_RSD_MAX;
	if (model_run_labels(m))
		goto fail;
	cells = cell_list(m, &nc);
	if (!cells)
		goto fail;
	m->tables = calloc(nc * METRIC_TABLES * 3 + 1, sizeof(*m->tables));
	m->curves = calloc(nc + 1, sizeof(*m->curves));
	m->progress = calloc(nc + 1, sizeof(*m->progress));
	if (!m->tables || !m->curves || !m->progress)
		goto fail;
	for (c = 0; c < nin; c++)
		if (in[c].r.cellinfo) /* a start-up study: what it measures */
			m->header = startup_header(&m->nheader);
	for (c = 0; c < nc; c++) {
		nd = cell_dirs(m, cells[c], dirs);
		for (mt = 0; mt < METRIC_TABLES; mt++) {
			first = m->ntables;
			for (d = 0; d < nd; d++) {
				t = m->ntables;
				if (build_table(m, l, cells[c], (enum metric)mt, NULL, dirs[d],
						&m->tables[t])) {
					model_table_free(&m->tables[t]);
					goto fail;
				}
				if (m->tables[t].n == 0 && m->tables[t].nnotes == 0) {
					model_table_free(&m->tables[t]);
					continue;
				}
				m->ntables++;
				if (mt == METRIC_STARTUP && progress(m, t))
					goto fail;
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
	if (build_host_tables(m, l) || fleet_build(m, l) || model_derive(m))
		goto fail;
	return 0;
fail:
	free(cells);
	model_free(m);
	return ret;
}
