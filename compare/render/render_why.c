// render_why.c: a cell's why table in text, Markdown, CSV and JSON (see render_why.h).
#include <errno.h>
#include <math.h>
#include <string.h>

#include "model/derived.h"
#include "model/whyqueue.h"
#include "model/whysplit.h"
#include "model/medium.h"
#include "render/csvfield.h"
#include "render/render_num.h"
#include "render/render_why.h"
#include "render/render_words.h"

#define SOURCE_W 15 /* "device counters" */

int render_why_wanted(const struct model_table *t)
{
	return t->metric == METRIC_MBPS && !t->host;
}

/* fig_text: figure F of row W as text into BUF ("-" when not known). */
static void fig_text(const struct whyq_row *w, int f, char *buf, size_t len)
{
	const struct stats_summary *s = &w->fig[f];

	if (!s->n || !isfinite(s->mean))
		snprintf(buf, len, "-");
	else if (f == WHYQ_REQUESTS || f == WHYQ_MERGES)
		snprintf(buf, len, "%.0f", s->mean);
	else
		snprintf(buf, len, "%.4g", s->mean);
}

/* source_notes: a note per source the table has, what its figures are and from where: its
 * first line after PFX, the next ones after CONT. */
static void source_notes(FILE *out, const struct whyq_table *w, const char *pfx,
			 const char *cont)
{
	size_t i, lost = 0, traced;

	for (i = 0; i < w->n; i++)
		lost += w->rows[i].lost;
	if (w->has[WHYQ_TRACE])
		fprintf(out, "%sblock trace (blktrace.json, run-pack --trace-block): the fio jobs' "
			"requests; queue = insert -> issue, device = issue -> complete;\n%sp99: of the "
			"fio jobs' requests pooled (their histograms merged), then the mean over runs\n",
			pfx, cont);
	if (w->has[WHYQ_COUNTERS])
		fprintf(out, "%sdevice counters (devstat of the device under test; "
			"Documentation/admin-guide/iostats.rst): device = io_ticks_ms / ios,\n%s"
			"queue = read_ticks_ms / read_ios (write_: writes) - device, (time_in_queue_ms "
			"- io_ticks_ms) / ios for one direction;\n%san upper bound of the "
			"scheduler's queue time when the device serves requests in parallel; no p99\n",
			pfx, cont, cont);
	for (i = 0, traced = 0; i < w->n; i++)
		traced += w->rows[i].traced;
	if (traced) { /* which runs were traced (issue 29 item 4) */
		fprintf(out, "%straced runs (run-pack --trace-block):", pfx);
		for (i = 0; i < w->n; i++)
			fprintf(out, "%s %s %zu of %zu", i ? "," : "", w->rows[i].row->label,
				w->rows[i].traced, w->rows[i].runs);
		fputc('\n', out);
	}
	if (lost)
		fprintf(out, "%s%zu traced %s lost events: %s figures miss those requests\n", pfx,
			lost, lost == 1 ? "run" : "runs", lost == 1 ? "its" : "their");
}

int render_why_text(FILE *out, const struct model *m, const struct model_table *t, int md)
{
	const struct whyq_table *w;
	char title[1024], v[64];
	int namew = 12, len, f;
	size_t i;

	w = model_whyq(m, t);
	if (!w)
		return 0;
	for (i = 0; i < w->n; i++) {
		len = (int)strlen(w->rows[i].row->label);
		namew = len > namew ? len : namew;
	}
	render_table_where(m, t, title, sizeof(title));
	fprintf(out, md ? "\n### %s: where requests waited, mean per run (queue: in the "
			  "scheduler, device: in the driver and the device)\n\n"
			: "\n%s: where requests waited, mean per run (queue: in the scheduler, "
			  "device: in the driver and the device)\n", title);
	if (medium_mixed(m))
		fprintf(out, md ? "%s\n\n" : "  %s\n", medium_mixed_line(m));
	if (md) {
		fputs("| | source | runs |", out);
		for (f = 0; f < WHYQ_NFIG; f++)
			fprintf(out, " %s |", whyq_figs[f].head);
		fputs("\n|---|---|---:|", out);
		for (f = 0; f < WHYQ_NFIG; f++)
			fputs("---:|", out);
		fputc('\n', out);
	} else {
		fprintf(out, "  %*s  %-*s  %4s", namew, "", SOURCE_W, "source", "runs");
		for (f = 0; f < WHYQ_NFIG; f++)
			fprintf(out, "  %13s", whyq_figs[f].head);
		fputc('\n', out);
	}
	for (i = 0; i < w->n; i++) {
		const struct whyq_row *r = &w->rows[i];

		fputs(md ? "| " : "  ", out);
		render_label(out, r->row->label, md ? 0 : namew, md);
		if (md)
			fprintf(out, " | %s | %zu |", whyq_source_name(r->source), r->runs);
		else
			fprintf(out, "  %-*s  %4zu", SOURCE_W, whyq_source_name(r->source), r->runs);
		for (f = 0; f < WHYQ_NFIG; f++) {
			fig_text(r, f, v, sizeof(v));
			fprintf(out, md ? " %s |" : "  %13s", v);
		}
		fputc('\n', out);
	}
	if (md)
		fputc('\n', out);
	source_notes(out, w, md ? "- " : "  ", md ? "  " : "    ");
	return ferror(out) ? -EIO : 0;
}

int render_why_csv(FILE *out, const struct model *m, const struct model_table *t)
{
	const struct whyq_table *w;
	size_t i;
	int f;

	w = model_whyq(m, t);
	if (!w)
		return 0;
	for (i = 0; i < w->n; i++) {
		const struct whyq_row *r = &w->rows[i];

		for (f = 0; f < WHYQ_NFIG && r->source != WHYQ_NONE; f++) {
			if (!r->fig[f].n)
				continue;
			render_csv_field(out, m->run_labels[r->row->input]);
			fputc(',', out);
			render_csv_field(out, t->cell);
			fprintf(out, ",%s.%s,%s,neither,%zu,",
				r->source == WHYQ_TRACE ? "trace" : "counters", whyq_figs[f].key,
				whyq_figs[f].unit, i + 1);
			render_csv_field(out, r->row->label);
			fputc(',', out);
			render_csv_field(out, r->row->key);
			/* mean, se, n; published .. kendall_tau_b empty; ddir; the verdict's and
			 * until_decided's empty; mixed_media */
			fputc(',', out);
			render_num_csv(out, r->fig[f].mean);
			fputc(',', out);
			render_num_csv(out, r->fig[f].se);
			fprintf(out, ",%zu,,,,,,%s,,,,,,,,,,,,,%d\n", r->fig[f].n,
				t->ddir ? t->ddir : "", medium_mixed(m));
		}
	}
	return ferror(out) ? -EIO : 0;
}

/* row_json: row R of a why table as a JSON object, or NULL on -ENOMEM. */
static json_t *row_json(const struct model *m, const struct whyq_row *r)
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

/* cells_json: ROOT's array KEY of CELL(table) for every table of M that WANTED takes; CELL
 * gives NULL with *RET 0 for a table without the figures, NULL with -ENOMEM on failure. */
static int cells_json(const struct model *m, json_t *root, const char *key,
		      int (*wanted)(const struct model_table *),
		      json_t *(*cell)(const struct model *, const struct model_table *, int *))
{
	json_t *a = json_array(), *o;
	size_t t;
	int ret = 0;

	if (!a || json_object_set_new(root, key, a))
		return -ENOMEM;
	for (t = 0; t < m->ntables && !ret; t++) {
		if (!wanted(&m->tables[t]))
			continue;
		o = cell(m, &m->tables[t], &ret);
		if (o && json_array_append_new(a, o))
			ret = -ENOMEM;
	}
	return ret;
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

/* why_cell_json: the why table of T as {cell, ddir, rows}; NULL with *RET (0: no source). */
static json_t *why_cell_json(const struct model *m, const struct model_table *t, int *ret)
{
	const struct whyq_table *w = model_whyq(m, t);
	json_t *o, *rows;
	size_t i;

	*ret = 0;
	if (!w)
		return NULL;
	rows = json_array();
	o = json_pack("{s:s, s:o, s:o}", "cell", w->cell, "ddir",
		      w->ddir ? json_string(w->ddir) : json_null(), "rows", rows ? rows : json_null());
	for (i = 0; o && rows && i < w->n; i++)
		if (json_array_append_new(rows, row_json(m, &w->rows[i])))
			rows = NULL;
	return cell_built(o, rows, ret);
}

int render_why_json(const struct model *m, json_t *root)
{
	return cells_json(m, root, "why", render_why_wanted, why_cell_json);
}

/* ---- the split table: app against background (model/whysplit.h) ---- */

int render_split_wanted(const struct model_table *t)
{
	return whys_wanted(t);
}

/* split_fig: figure F of class K of row W as text into BUF ("-" when not known). */
void render_split_fig(const struct whys_row *w, int k, int f, char *buf, size_t len)
{
	double v = w->fig[k][f];

	if (!isfinite(v))
		snprintf(buf, len, "-");
	else
		snprintf(buf, len, f == WHYS_REQUESTS && v >= 1e4 ? "%.0f" : "%.4g", v);
}

int render_split_text(FILE *out, const struct model *m, const struct model_table *t, int md)
{
	const struct whys_table *w = model_whys(m, t);
	char title[1024], v[64], runs[48];
	int namew = 12, len, f, k;
	size_t i;

	if (!w)
		return 0;
	for (i = 0; i < w->n; i++) {
		len = (int)strlen(w->rows[i].row->label);
		namew = len > namew ? len : namew;
	}
	render_table_where(m, t, title, sizeof(title));
	fprintf(out, md ? "\n### %s: who waited where, app against background (block trace, "
			  "the traced runs merged)\n\n"
			: "\n%s: who waited where, app against background (block trace, the traced "
			  "runs merged)\n", title);
	if (md) {
		fputs("| | class | traced runs |", out);
		for (f = 0; f < WHYS_NFIG; f++)
			fprintf(out, " %s |", whys_figs[f].head);
		fputs("\n|---|---|---:|", out);
		for (f = 0; f < WHYS_NFIG; f++)
			fputs("---:|", out);
		fputc('\n', out);
	} else {
		fprintf(out, "  %*s  %-10s  %11s", namew, "", "class", "traced runs");
		for (f = 0; f < WHYS_NFIG; f++)
			fprintf(out, "  %10s", whys_figs[f].head);
		fputc('\n', out);
	}
	for (i = 0; i < w->n; i++) {
		const struct whys_row *r = &w->rows[i];

		snprintf(runs, sizeof(runs), "%zu of %zu", r->traced, r->runs);
		for (k = 0; k < WHYS_NCLASS; k++) {
			fputs(md ? "| " : "  ", out);
			if (k == 0 || md)
				render_label(out, r->row->label, md ? 0 : namew, md);
			else
				fprintf(out, "%*s", namew, "");
			if (md)
				fprintf(out, " | %s | %s |", whys_class_names[k], runs);
			else
				fprintf(out, "  %-10s  %11s", whys_class_names[k], k ? "" : runs);
			for (f = 0; f < WHYS_NFIG; f++) {
				render_split_fig(r, k, f, v, sizeof(v));
				fprintf(out, md ? " %s |" : "  %10s", v);
			}
			fputc('\n', out);
		}
	}
	if (md)
		fputc('\n', out);
	for (k = 0; k < WHYS_NCLASS; k++)
		fprintf(out, "%s%s: %s\n", md ? "- " : "  ", whys_class_names[k], whys_class_words[k]);
	fprintf(out, "%squeue = insert -> issue (in the scheduler), device = issue -> complete; "
		"requests per traced run; times over every request of the traced runs (their "
		"histograms merged), ms\n", md ? "- " : "  ");
	return ferror(out) ? -EIO : 0;
}

int render_split_csv(FILE *out, const struct model *m, const struct model_table *t, size_t ncols)
{
	const struct whys_table *w = model_whys(m, t);
	size_t i, c;
	int f, k;

	if (!w)
		return 0;
	for (i = 0; i < w->n; i++) {
		const struct whys_row *r = &w->rows[i];

		for (k = 0; k < WHYS_NCLASS; k++) {
			for (f = 0; f < WHYS_NFIG; f++) {
				if (!isfinite(r->fig[k][f]))
					continue;
				render_csv_field(out, m->run_labels[r->row->input]);
				fputc(',', out);
				render_csv_field(out, t->cell);
				fprintf(out, ",trace.%s.%s,%s,neither,%zu,", whys_class_names[k],
					whys_figs[f].key, whys_figs[f].unit, i + 1);
				render_csv_field(out, r->row->label);
				fputc(',', out);
				render_csv_field(out, r->row->key);
				/* mean, se (none: the runs are merged), n = traced runs; not_significant
				 * .. until_decided_pct empty; mixed_media; the start-up columns empty */
				fputc(',', out);
				render_num_csv(out, r->fig[k][f]);
				fprintf(out, ",,%zu%s,%d", r->traced,
					",,,,,,,,,,,,,,,,,,", medium_mixed(m));
				for (c = 0; c < ncols; c++)
					fputc(',', out);
				fputc('\n', out);
			}
		}
	}
	return ferror(out) ? -EIO : 0;
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

/* split_cell_json: the split table of T as {cell, rows}; NULL with *RET (0: untraced). */
static json_t *split_cell_json(const struct model *m, const struct model_table *t, int *ret)
{
	const struct whys_table *w = model_whys(m, t);
	json_t *o, *rows;
	size_t i;

	*ret = 0;
	if (!w)
		return NULL;
	rows = json_array();
	o = json_pack("{s:s, s:o}", "cell", w->cell, "rows", rows ? rows : json_null());
	for (i = 0; o && rows && i < w->n; i++)
		if (json_array_append_new(rows, split_row_json(m, &w->rows[i])))
			rows = NULL;
	return cell_built(o, rows, ret);
}

int render_split_json(const struct model *m, json_t *root)
{
	return cells_json(m, root, "split", render_split_wanted, split_cell_json);
}
