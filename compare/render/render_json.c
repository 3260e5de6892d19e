// render_json.c: a comparison as one JSON document, with jansson (see render.h).
#include <errno.h>
#include <math.h>

#include <jansson.h>

#include "model/names.h"
#include "model/medium.h"
#include "render/render.h"
#include "render/render_num.h"
#include "render/render_sweep.h"
#include "render/render_why.h"
#include "render/render_words.h"

/* num: V by render_num.h's rule (whole numbers exact), null for NaN and infinities. */
static json_t *num(double v)
{
	return render_num_json(v);
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
	json_object_set_new(o, "verdict", r->v.has ? json_pack("{s:o, s:o, s:o, s:b, s:o, s:I, s:b, s:I}",
		"diff_pct", num(r->v.diff_pct), "lo_pct", num(r->v.lo_pct), "hi_pct",
		num(r->v.hi_pct), "significant", r->v.significant, "resolve_pct",
		num(r->v.resolve_pct), "runs_for_5pct", (json_int_t)r->v.runs_needed,
		"undecidable", r->v.undecidable, "needs_runs", (json_int_t)verdict_needs(&r->v))
		: json_null());
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
	json_object_set_new(o, "mixed_media", medium_mixed(m) ? json_string(medium_mixed_line(m))
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

int render_json(FILE *out, const struct model *m)
{
	json_t *root, *runs, *tables, *curves, *run;
	char units[256];
	size_t i;
	int ret = -ENOMEM;

	render_units_line(m, units, sizeof(units));
	runs = json_array();
	tables = json_array();
	curves = json_array();
	root = json_pack("{s:i, s:{s:s, s:s}, s:o, s:o, s:o, s:o, s:o}", "schema", 1, "units",
			 "mbps", units_name(m->unit), "note", units,
			 "reference", m->ref ? json_pack("{s:s, s:s?}", "name", m->ref->name,
							 "title", m->ref->title) : json_null(),
			 "runs", runs ? runs : json_null(), "tables", tables ? tables : json_null(),
			 "curves", curves ? curves : json_null(), "alpha", num(MODEL_ALPHA));
	if (!root || !runs || !tables || !curves)
		goto out;
	for (i = 0; i < m->nin; i++) {
		char medium[2048];

		medium_line(m, i, medium, sizeof(medium)); /* the header's Medium line */
		/* json_string: NULL (null in the file) for a manifest string not valid UTF-8 */
		run = json_pack("{s:s, s:s, s:s?, s:s?, s:s?, s:o?, s:I}", "label", m->run_labels[i],
				"path", model_shown_path(m->in[i].path), "run_id",
				m->in[i].r.man.run_id, "kernel", m->in[i].r.man.kernel, "pack",
				m->in[i].r.man.pack_name, "medium", json_string(medium), "resumed",
				(json_int_t)m->in[i].r.man.resumed);
		if (json_array_append_new(runs, run) || notes_json(&m->in[i].r, run) ||
		    skips_json(&m->in[i].r, run))
			goto out;
	}
	for (i = 0; i < m->ntables; i++) {
		json_t *t = table_json(m, &m->tables[i]);

		if (t && m->fleet && m->fleet[i].n >= 2)
			json_object_set_new(t, "host_paired", fleet_json(&m->fleet[i]));
		if (json_array_append_new(tables, t))
			goto out;
	}
	for (i = 0; i < m->ncurves; i++)
		if (json_array_append_new(curves, curve_json(&m->curves[i])))
			goto out;
	if (render_why_json(m, root) || render_split_json(m, root)) /* render_why.h */
		goto out;
	if (render_sweep_json(m, root)) /* a --sweep study: "sweeps" (render_sweep.h) */
		goto out;
	ret = json_dumpf(root, out, JSON_INDENT(1) | JSON_REAL_PRECISION(10)) ? -EIO : 0;
	fputc('\n', out);
out:
	json_decref(root);
	return ret;
}
