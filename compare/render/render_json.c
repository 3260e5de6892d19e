// render_json.c: the JSON writer (formats.h row json; writer.h): a comparison as one JSON
// document, with jansson (see render.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>

#include <jansson.h>

#include "model/accel.h"
#include "model/names.h"
#include "model/sweep.h"
#include "model/whyqueue.h"
#include "model/whysplit.h"
#include "model/medium.h"
#include "render/render.h"
#include "render/render_num.h"
#include "render/render_words.h"

/* num: V by render_num.h's rule (whole numbers exact), null for NaN and infinities. */
static json_t *num(double v)
{
	return render_num_json(v);
}

/* jstr: S as a JSON string, null when S is NULL or not valid UTF-8. */
static json_t *jstr(const char *s)
{
	json_t *v = s ? json_string(s) : NULL;

	return v ? v : json_null();
}

/* sets_json: a set per kernel (model.h kref) as [{kernel, shown, name, title}], the kernels
 * that have one in the manifest's order; NULL out of memory. */
static json_t *sets_json(const struct model *m)
{
	const struct manifest_kernel *k;
	json_t *a = json_array(), *o;
	size_t i;

	for (i = 0; a && i < m->nkref; i++) {
		k = &m->in[0].r.man.kernels[i];
		if (!m->kref[i])
			continue;
		/* json_string: NULL (null in the file) for a string not valid UTF-8 */
		o = json_object();
		if (!o || json_array_append_new(a, o)) {
			json_decref(a);
			return NULL;
		}
		json_object_set_new(o, "kernel", jstr(k->name));
		json_object_set_new(o, "shown", jstr(k->shown));
		json_object_set_new(o, "name", jstr(m->kref[i]->name));
		json_object_set_new(o, "title", jstr(m->kref[i]->title));
	}
	return a;
}

static json_t *row_json(const struct model *m, const struct model_table *t,
			const struct model_row *r, size_t rank)
{
	struct render_seq seq;
	json_t *far;
	size_t i;
	json_t *o = json_pack("{s:I, s:s, s:s, s:s, s:o, s:o, s:I, s:b, s:b, s:s, s:b}", "rank",
			      (json_int_t)rank, "label", r->label, "key", r->key, "run",
			      m->run_labels[r->input], "mean", num(r->st.mean), "se", num(r->st.se),
			      "n", (json_int_t)r->st.n, "not_significant", r->not_sig,
			      "undecidable", r->undecided, "mark", model_row_mark(t, rank - 1),
			      "best", rank - 1 == model_table_reference(t) && t->crowned);

	if (!o)
		return NULL;
	if (t->unranked) /* rows in the study's order: a place, not a rank (model.h) */
		json_object_set_new(o, "rank", json_null());
	json_object_set_new(o, "verdict", r->v.has ? json_pack("{s:o, s:o, s:o, s:b, s:o, s:I, s:b, s:I}",
		"diff_pct", num(r->v.diff_pct), "lo_pct", num(r->v.lo_pct), "hi_pct",
		num(r->v.hi_pct), "significant", r->v.significant, "resolve_pct",
		num(r->v.resolve_pct), "runs_for_5pct", (json_int_t)r->v.runs_needed,
		"undecidable", r->v.undecidable, "needs_runs", (json_int_t)verdict_needs(&r->v))
		: json_null());
	if (r->v.has && r->v.undecidable) { /* no run count at N < 3 (verdict.h) */
		json_object_set_new(json_object_get(o, "verdict"), "runs_for_5pct", json_null());
		json_object_set_new(json_object_get(o, "verdict"), "needs_runs", json_null());
	}
	if (render_seq_of(t, (size_t)(r - t->rows), &seq)) /* a decided study: the rule's */
		json_object_set_new(json_object_get(o, "verdict"), RENDER_SEQ_KEY,
				    json_pack("{s:s, s:I, s:s, s:o}", render_seq_keys[RENDER_SEQ_STATE],
					      seq.state, render_seq_keys[RENDER_SEQ_N],
					      (json_int_t)seq.n, render_seq_keys[RENDER_SEQ_VS], seq.vs,
					      render_seq_keys[RENDER_SEQ_PCT], num(seq.pct)));
	far = json_array();
	for (i = 0; far && i < r->nfar; i++)
		json_array_append_new(far, json_pack("{s:s?, s:o}", "run", r->far_run[i], "value",
						     num(r->far_value[i])));
	json_object_set_new(o, "far_runs", far ? far : json_null());
	if (r->ref) {
		json_object_set_new(o, "published", num(r->ref->value));
		json_object_set_new(o, "published_label", json_string(r->ref->label));
		json_object_set_new(o, "ratio", num(r->ratio));
		if (r->ref->has_se) { /* EPYC rows where the export attributes an SE line */
			json_object_set_new(o, "published_se", num(r->ref->se));
			json_object_set_new(o, "published_n", json_integer(r->ref->n));
		}
	} else {
		json_object_set_new(o, "published", json_null());
	}
	if (m->kref) /* a set per kernel: the row's, by name */
		json_object_set_new(o, "published_set", jstr(r->set ? r->set->name : NULL));
	for (i = 0; i < t->ncols; i++) /* the table's columns beside the mean (model.h) */
		json_object_set_new(o, t->cols[i].key, num(r->col[i]));
	if (t->metric == METRIC_MBPS || t->metric == METRIC_IOPS) /* countbias.h */
		json_object_set_new(o, "fio_excess", num(r->bias));
	return o;
}

static json_t *table_json(const struct model *m, const struct model_table *t)
{
	const struct metric_info *mi = metric_info(t->metric);
	json_t *o, *rows;
	size_t i;

	rows = json_array();
	o = json_pack("{s:s, s:s, s:s, s:s, s:o, s:o}", "cell", t->cell, "metric", mi->key, "unit",
		      t->metric == METRIC_MBPS ? units_name(m->unit) : mi->unit, "better",
		      mi->less_is_better ? "less" : "more", "kendall_tau_b",
		      t->has_tau ? num(t->tau) : json_null(), "rows", rows ? rows : json_null());
	if (!o || !rows)
		return NULL;
	json_object_set_new(o, "ddir", t->ddir ? json_string(t->ddir) : json_null());
	/* issue 40: ranked on the device's rate (each row's fio_mean beside it), and whether its
	 * top row is called best */
	json_object_set_new(o, "ranked_on", json_string(t->on_device ? "device" : "fio"));
	json_object_set_new(o, "best", t->n && t->crowned ?
			    json_string(t->rows[model_table_reference(t)].label) : json_null());
	/* the table's first line in text and md: the rows ran on different media, or null */
	json_object_set_new(o, "mixed_media", medium_mixed(m, t) ? json_string(medium_mixed_line(m, t))
							       : json_null());
	if (t->subtitle)
		json_object_set_new(o, "title", json_string(t->subtitle));
	for (i = 0; i < t->n; i++)
		if (json_array_append_new(rows, row_json(m, t, &t->rows[i], i + 1)))
			goto fail;
	if (t->nnotes) {
		json_t *notes = json_array();

		for (i = 0; notes && i < t->nnotes; i++)
			json_array_append_new(notes, json_string(t->notes[i]));
		json_object_set_new(o, "notes", notes ? notes : json_null());
	}
	return o;
fail:
	json_decref(o);
	return NULL;
}

static json_t *curve_json(const struct model_curve *c)
{
	json_t *o, *pcts, *rows, *us, *r;
	size_t i, j;

	pcts = json_array();
	rows = json_array();
	o = json_pack("{s:s, s:o, s:o}", "cell", c->cell, "percentiles", pcts ? pcts : json_null(),
		      "rows", rows ? rows : json_null());
	if (!o || !pcts || !rows)
		return NULL;
	for (j = 0; j < RUNFILE_CURVE_N; j++)
		if (json_array_append_new(pcts, num(runfile_curve_pcts[j])))
			goto fail;
	for (i = 0; i < c->n; i++) {
		us = json_array();
		r = json_pack("{s:s, s:o}", "label", c->labels[i], "usec", us ? us : json_null());
		if (!r || !us || json_array_append_new(rows, r))
			goto fail;
		for (j = 0; j < RUNFILE_CURVE_N; j++)
			if (json_array_append_new(us, num(c->pct[i][j])))
				goto fail;
	}
	return o;
fail:
	json_decref(o);
	return NULL;
}

/* fleet_json: the host-paired effect (model.h fleet_table) as an array, best first. */
static json_t *fleet_json(const struct fleet_table *f)
{
	json_t *a = json_array();
	size_t i;

	for (i = 0; a && i < f->n; i++) {
		const struct fleet_row *r = &f->rows[i];

		json_array_append_new(a, json_pack("{s:s, s:s, s:o, s:I, s:o}", "label", r->label,
			"key", r->key, "mean_of_hosts", num(r->mean), "hosts", (json_int_t)f->hosts,
			"vs_best", r->v.has ? json_pack("{s:o, s:o, s:o, s:b, s:I}", "diff_pct",
			num(r->v.diff_pct), "lo_pct", num(r->v.lo_pct), "hi_pct", num(r->v.hi_pct),
			"significant", r->v.significant, "hosts", (json_int_t)r->v.hosts)
			: json_null()));
	}
	return a;
}

/* notes_json: R's notes (model/input.h results_note) as RUN.notes = [{cell, text, runs}]; a
 * note whose strings are not valid UTF-8 is left out of JSON. 0 or -ENOMEM. */
static int notes_json(const struct results *r, json_t *run)
{
	json_t *a = json_array();
	size_t i;

	if (!a || json_object_set_new(run, "notes", a))
		return -ENOMEM;
	for (i = 0; i < r->nnotes; i++) {
		json_t *c = json_string(r->notes[i].cell), *t = json_string(r->notes[i].text);

		if (c && t && json_array_append_new(a, json_pack("{s:o, s:o, s:I}", "cell", c, "text",
						    t, "runs", (json_int_t)r->notes[i].count)))
			return -ENOMEM;
		if (!c || !t) {
			json_decref(c);
			json_decref(t);
		}
	}
	return 0;
}

/* kernels_json: a run-pack --kernel study's kernels (input IN of M's manifest) as RUN's
 * "kernels": [{name, shown, release, accel, status, error, medium (medium_kernel_line)}]
 * (strings null when absent or not UTF-8), and "media_differ" (medium_kernels_differ);
 * nothing for another study. 0 or -ENOMEM. */
static int kernels_json(const struct model *m, size_t in, json_t *run)
{
	const struct results *r = &m->in[in].r;
	const struct manifest_kernel *k;
	char medium[2048];
	json_t *a, *o;
	size_t i;

	if (!r->man.kernels)
		return 0;
	a = json_array();
	if (!a || json_object_set_new(run, "kernels", a))
		return -ENOMEM;
	for (i = 0; i < r->man.nhosts; i++) {
		k = &r->man.kernels[i];
		medium_kernel_line(m, in, i, medium, sizeof(medium));
		o = json_pack("{s:o?, s:o?, s:o?, s:o?, s:o?, s:o?, s:o?}", "name", json_string(k->name),
			      "shown", json_string(k->shown), "release", json_string(k->release),
			      "accel", json_string(k->accel), "status", json_string(k->status),
			      "error", json_string(k->error), "medium", json_string(medium));
		if (json_array_append_new(a, o))
			return -ENOMEM;
	}
	return json_object_set_new(run, "media_differ", medium_kernels_differ(m, in) ?
				   json_string(MEDIUM_KERNELS_DIFFER) : json_null()) ? -ENOMEM : 0;
}

/* skips_json: the schedulers R's study skipped (model/input.h manifest_skip) as
 * RUN.skipped = [{requested, why}]; one whose strings are not valid UTF-8 is left out of
 * JSON. 0 or -ENOMEM. */
static int skips_json(const struct results *r, json_t *run)
{
	json_t *a = json_array();
	size_t i;

	if (!a || json_object_set_new(run, "skipped", a))
		return -ENOMEM;
	for (i = 0; i < r->man.nskips; i++) {
		const struct manifest_skip *s = &r->man.skips[i];
		json_t *q = json_string(s->requested), *w = json_string(s->why);

		if (q && w &&
		    json_array_append_new(a, json_pack("{s:o, s:o}", "requested", q, "why", w)))
			return -ENOMEM;
		if (!q || !w) {
			json_decref(q);
			json_decref(w);
		}
	}
	return 0;
}

/* why_row_json: row R of a why table as a JSON object, or NULL on -ENOMEM. */
static json_t *why_row_json(const struct model *m, const struct whyq_row *r)
{
	json_t *o = json_pack("{s:s, s:s, s:s, s:s, s:I, s:I}", "label", r->row->label, "key",
			      r->row->key, "run", m->run_labels[r->row->input], "source",
			      whyq_source_name(r->source), "runs", (json_int_t)r->runs,
			      "runs_with_lost_events", (json_int_t)r->lost);
	int f;

	for (f = 0; o && f < WHYQ_NFIG; f++) {
		const struct stats_summary *s = &r->fig[f];

		if (json_object_set_new(o, whyq_figs[f].key, s->n && isfinite(s->mean) &&
					isfinite(s->se) ? json_pack("{s:o, s:o, s:I}", "mean",
					render_num_json(s->mean), "se", render_num_json(s->se), "n",
					(json_int_t)s->n) : json_null())) {
			json_decref(o);
			return NULL;
		}
	}
	return o;
}

/* cell_built: a cell's object O with its ROWS (NULL: a row failed), or NULL with *RET
 * -ENOMEM (O released). */
static json_t *cell_built(json_t *o, json_t *rows, int *ret)
{
	if (o && rows)
		return o;
	json_decref(o);
	*ret = -ENOMEM;
	return NULL;
}

/* why_cell_json: the why table W as {cell, ddir, rows}; NULL with *RET -ENOMEM. */
static json_t *why_cell_json(const struct model *m, const struct whyq_table *w, int *ret)
{
	json_t *o, *rows;
	size_t i;

	*ret = 0;
	rows = json_array();
	o = json_pack("{s:s, s:o, s:o}", "cell", w->cell, "ddir",
		      w->ddir ? json_string(w->ddir) : json_null(), "rows", rows ? rows : json_null());
	for (i = 0; o && rows && i < w->n; i++)
		if (json_array_append_new(rows, why_row_json(m, &w->rows[i])))
			rows = NULL;
	return cell_built(o, rows, ret);
}

/* split_row_json: row R of a split table as a JSON object, or NULL on -ENOMEM. */
static json_t *split_row_json(const struct model *m, const struct whys_row *r)
{
	json_t *o = json_pack("{s:s, s:s, s:s, s:I, s:I}", "label", r->row->label, "key",
			      r->row->key, "run", m->run_labels[r->row->input], "runs",
			      (json_int_t)r->runs, "traced_runs", (json_int_t)r->traced), *c;
	int f, k;

	for (k = 0; o && k < WHYS_NCLASS; k++) {
		c = json_object();
		if (!c || json_object_set_new(o, whys_class_names[k], c)) {
			json_decref(o);
			return NULL;
		}
		for (f = 0; f < WHYS_NFIG; f++) {
			if (json_object_set_new(c, whys_figs[f].key, render_num_json(r->fig[k][f]))) {
				json_decref(o);
				return NULL;
			}
		}
	}
	return o;
}

/* split_cell_json: the split table W as {cell, rows}; NULL with *RET -ENOMEM. */
static json_t *split_cell_json(const struct model *m, const struct whys_table *w, int *ret)
{
	json_t *o, *rows;
	size_t i;

	*ret = 0;
	rows = json_array();
	o = json_pack("{s:s, s:o}", "cell", w->cell, "rows", rows ? rows : json_null());
	for (i = 0; o && rows && i < w->n; i++)
		if (json_array_append_new(rows, split_row_json(m, &w->rows[i])))
			rows = NULL;
	return cell_built(o, rows, ret);
}

/* values_json: F's values of row K in VALS as a JSON array. */
static json_t *values_json(const struct sweep_family *f, const struct sweep_value *vals, size_t k)
{
	json_t *a = json_array();
	size_t i;

	for (i = 0; a && i < f->npts; i++) {
		const struct sweep_value *v = &vals[k * f->npts + i];

		json_array_append_new(a, v->n && isfinite(v->mean) && isfinite(v->se)
			? json_pack("{s:o, s:o, s:I, s:b, s:b, s:b}", "mean", render_num_json(v->mean),
				    "se", render_num_json(v->se), "n", (json_int_t)v->n, "best", v->best,
				    "not_significant", v->not_sig, "undecidable", v->undecided)
			: json_null());
	}
	return a;
}

/* sweep_json: the families of S as ROOT.sweeps = [{cell, axis, rest, values: [as written],
 * x: [...], rows: [{label, iops: [...], p99_us: [...], cpu_ns: [...], ceiling: index}]}],
 * each value {mean, se, n, best, not_significant, undecidable} or null where absent. 0 or -ENOMEM. */
static int sweep_json(const struct sweep *sw, json_t *root)
{
	const struct sweep s = *sw;
	json_t *arr, *fam, *vals, *xs, *rows;
	size_t i, k;
	int ret = -ENOMEM;

	arr = json_array();
	if (!arr || json_object_set_new(root, "sweeps", arr))
		goto out;
	for (i = 0; i < s.n; i++) {
		const struct sweep_family *f = &s.f[i];

		vals = json_array();
		xs = json_array();
		rows = json_array();
		fam = json_pack("{s:s, s:s, s:s, s:o, s:o, s:o}", "cell", f->base, "axis", f->axis,
				"rest", f->rest, "values", vals ? vals : json_null(), "x",
				xs ? xs : json_null(), "rows", rows ? rows : json_null());
		if (!fam || !vals || !xs || !rows || json_array_append_new(arr, fam))
			goto out;
		for (k = 0; k < f->npts; k++) {
			json_array_append_new(vals, json_string(f->pts[k].xtext));
			json_array_append_new(xs, render_num_json(f->pts[k].x));
		}
		for (k = 0; k < f->nrows; k++)
			if (json_array_append_new(rows, json_pack("{s:s, s:o, s:o, s:o, s:I}", "label",
				f->rows[k], "iops", values_json(f, f->iops, k), "p99_us",
				values_json(f, f->p99, k), "cpu_ns", values_json(f, f->cpu, k),
				"ceiling", (json_int_t)f->ceiling[k])))
				goto out;
	}
	ret = 0;
out:
	return ret;
}

/* ---- the writer (writer.h): one document, built from begin to end, then written ---- */

struct json_doc {
	json_t *root;
	json_t *tables, *curves, *why, *split; /* arrays of ROOT (borrowed) */
	json_t *last; /* the table appended last (borrowed): its host-paired effect goes in it */
};

/* json_begin: ROOT with its units, reference, runs and the arrays the hooks fill. */
static int json_begin(struct render_ctx *c)
{
	const struct model *m = c->m;
	struct json_doc *d = calloc(1, sizeof(*d));
	json_t *runs, *run;
	char units[256];
	size_t i;

	if (!d)
		return -ENOMEM;
	c->state = d;
	render_units_line(m, units, sizeof(units));
	runs = json_array();
	d->tables = json_array();
	d->curves = json_array();
	d->root = json_pack("{s:i, s:{s:s, s:s}, s:o, s:o, s:o, s:o, s:o}", "schema", 1, "units",
			    "mbps", units_name(m->unit), "note", units,
			    "reference", m->ref ? json_pack("{s:s, s:s?}", "name", m->ref->name,
							    "title", m->ref->title) : json_null(),
			    "runs", runs ? runs : json_null(), "tables",
			    d->tables ? d->tables : json_null(), "curves",
			    d->curves ? d->curves : json_null(), "alpha", num(MODEL_ALPHA));
	if (!d->root || !runs || !d->tables || !d->curves)
		goto fail;
	if (m->kref && json_object_set_new(d->root, "references", sets_json(m)))
		goto fail;
	for (i = 0; i < m->nin; i++) {
		char medium[2048];

		medium_line(m, i, medium, sizeof(medium)); /* the header's Medium line */
		/* json_string: NULL (null in the file) for a manifest string not valid UTF-8 */
		run = json_pack("{s:s, s:s, s:s?, s:s?, s:o?, s:s?, s:o?, s:I}", "label",
				m->run_labels[i], "path", model_shown_path(m->in[i].path), "run_id",
				m->in[i].r.man.run_id, "kernel", m->in[i].r.man.kernel, "accel",
				accel_own(&m->in[i].r) ? json_string(accel_of(&m->in[i].r,
				accel_own(&m->in[i].r))) : NULL, "pack", m->in[i].r.man.pack_name,
				"medium", json_string(medium), "resumed",
				(json_int_t)m->in[i].r.man.resumed);
		if (json_array_append_new(runs, run) || notes_json(&m->in[i].r, run) ||
		    skips_json(&m->in[i].r, run) || kernels_json(m, i, run))
			goto fail;
	}
	d->why = json_array(); /* "why" and "split" are there even when empty */
	if (!d->why || json_object_set_new(d->root, "why", d->why))
		goto fail;
	d->split = json_array();
	if (!d->split || json_object_set_new(d->root, "split", d->split))
		goto fail;
	return 0;
fail:
	json_decref(d->root);
	free(d);
	c->state = NULL;
	return -ENOMEM;
}

static int json_table(struct render_ctx *c, const struct model_table *t)
{
	struct json_doc *d = c->state;

	d->last = table_json(c->m, t);
	return json_array_append_new(d->tables, d->last) ? -ENOMEM : 0;
}

static int json_fleet(struct render_ctx *c, const struct model_table *t, const struct fleet_table *f)
{
	struct json_doc *d = c->state;

	json_object_set_new(d->last, "host_paired", fleet_json(f));
	return 0;
}

static int json_why(struct render_ctx *c, const struct model_table *t, const struct whyq_table *w)
{
	struct json_doc *d = c->state;
	int ret;
	json_t *o = why_cell_json(c->m, w, &ret);

	return ret ? ret : json_array_append_new(d->why, o) ? -ENOMEM : 0;
}

static int json_split(struct render_ctx *c, const struct model_table *t, const struct whys_table *w)
{
	struct json_doc *d = c->state;
	int ret;
	json_t *o = split_cell_json(c->m, w, &ret);

	return ret ? ret : json_array_append_new(d->split, o) ? -ENOMEM : 0;
}

static int json_curve(struct render_ctx *c, const struct model_curve *cv)
{
	struct json_doc *d = c->state;

	return json_array_append_new(d->curves, curve_json(cv)) ? -ENOMEM : 0;
}

static int json_sweep(struct render_ctx *c, const struct sweep *s)
{
	struct json_doc *d = c->state;

	return sweep_json(s, d->root);
}

/* json_end: the document written (when OK), then released. */
static int json_end(struct render_ctx *c, int ok)
{
	struct json_doc *d = c->state;
	int ret = 0;

	if (ok) {
		ret = json_dumpf(d->root, c->out, JSON_INDENT(1) | JSON_REAL_PRECISION(10)) ? -EIO : 0;
		fputc('\n', c->out);
	}
	json_decref(d->root);
	free(d);
	c->state = NULL;
	return ret;
}

/* json: one document (render.h): runs, tables (with their host-paired effect), curves, the
 * why and split tables, a sweep's families. */
const struct render_writer render_writer_json = {
	.begin = json_begin,
	.table = json_table,
	.fleet = json_fleet,
	.why = json_why,
	.split = json_split,
	.curve = json_curve,
	.sweep = json_sweep,
	.end = json_end,
};
