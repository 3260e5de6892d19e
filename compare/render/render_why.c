// render_why.c: a cell's why table in text, Markdown, CSV and JSON (see render_why.h).
#include <errno.h>
#include <math.h>
#include <string.h>

#include "model/derived.h"
#include "model/whyqueue.h"
#include "read/medium.h"
#include "render/render.h"
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
	size_t i, lost = 0;

	for (i = 0; i < w->n; i++)
		lost += w->rows[i].lost;
	if (w->has[WHYQ_TRACE])
		fprintf(out, "%sblock trace (blktrace.json, run-pack --trace-block): the fio jobs' "
			"requests; queue = insert -> issue, device = issue -> complete;\n%sp99 of "
			"several jobs: the largest job's p99\n", pfx, cont);
	if (w->has[WHYQ_COUNTERS])
		fprintf(out, "%sdevice counters (devstat of the device under test; "
			"Documentation/admin-guide/iostats.rst): device = io_ticks_ms / ios,\n%s"
			"queue = read_ticks_ms / read_ios (write_: writes) - device, (time_in_queue_ms "
			"- io_ticks_ms) / ios for one direction;\n%san upper bound of the "
			"scheduler's queue time when the device serves requests in parallel; no p99\n",
			pfx, cont, cont);
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
			/* mean, se, n; published .. kendall_tau_b empty; ddir; the verdict's empty */
			fprintf(out, ",%.6g,%.6g,%zu,,,,,,%s,,,,,,,,\n", r->fig[f].mean, r->fig[f].se,
				r->fig[f].n, t->ddir ? t->ddir : "");
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
					isfinite(s->se) ? json_pack("{s:f, s:f, s:I}", "mean",
					s->mean, "se", s->se, "n", (json_int_t)s->n) : json_null())) {
			json_decref(o);
			return NULL;
		}
	}
	return o;
}

int render_why_json(const struct model *m, json_t *root)
{
	json_t *a = json_array(), *o, *rows;
	const struct whyq_table *w;
	size_t t, i;
	int ret = 0;

	if (!a || json_object_set_new(root, "why", a))
		return -ENOMEM;
	for (t = 0; t < m->ntables && !ret; t++) {
		if (!render_why_wanted(&m->tables[t]))
			continue;
		w = model_whyq(m, &m->tables[t]);
		if (!w)
			continue;
		rows = json_array();
		o = json_pack("{s:s, s:o, s:o}", "cell", w->cell, "ddir",
			      w->ddir ? json_string(w->ddir) : json_null(), "rows",
			      rows ? rows : json_null());
		if (!o || !rows || json_array_append_new(a, o))
			ret = -ENOMEM;
		for (i = 0; !ret && i < w->n; i++)
			if (json_array_append_new(rows, row_json(m, &w->rows[i])))
				ret = -ENOMEM;
	}
	return ret;
}
