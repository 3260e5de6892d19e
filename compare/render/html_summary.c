// html_summary.c: the report's one-page summary (see html_parts.h).
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "render/html_text.h"
#include "model/medium.h"
#include "render/html_parts.h"
#include "model/derived.h"
#include "model/names.h"
#include "model/overview.h"
#include "render/plots.h"
#include "render/plots_names.h"
#include "render/render.h"
#include "render/render_words.h"

#define PREFLIGHT_LEN 512    /* bytes of one line shown */

void html_cell_id(const struct model *m, const char *cell, char *buf, size_t len)
{
	snprintf(buf, len, "cell-%zu", plots_cell_index(m, cell));
}

/* legends: the legends of O's "!" and "no verdict" entries, when it has any, each with its
 * mark in bold, as the caption's * and ~. */
static void legends(FILE *f, const struct overview *o)
{
	if (overview_counted(o)) {
		fputs(" <b>!</b>", f);
		html_esc(f, OVERVIEW_COUNTED_LEGEND + 1);
		fputc('.', f);
	}
	if (overview_unranked(o)) { /* a column without an order: tcg, mixed accelerators */
		fputs(" <b>" OVERVIEW_UNRANKED "</b>", f);
		html_esc(f, OVERVIEW_UNRANKED_LEGEND + strlen(OVERVIEW_UNRANKED));
		fputc('.', f);
	}
}

/* matrix: the overview matrix of METRIC as a table. */
static int matrix(FILE *f, const struct model *m, enum metric metric)
{
	const struct metric_info *mi = metric_info(metric);
	char id[32], rgb[8], notes[128];
	const struct overview *o;
	size_t r, c;
	int seq;

	o = model_overview(m, metric);
	if (!o->ncols)
		return 0;
	for (c = 0, seq = 0; c < o->ncols; c++) /* a decided study's columns: the rule's marks */
		seq |= o->cols[c]->n && o->cols[c]->rows[0].v.seq;
	fprintf(f, "<table class=matrix>\n<caption>%s as a fraction of the best (%s): 1.00 is the "
		"best; <b>*</b> the best%s, <b>~</b> not significantly different from it (%s, 95 %%), "
		"<b>?</b> undecidable (N &lt; %d: no test made; a top row of too few runs is not starred), "
		"in grey: only differences "
		"the runs resolve are coloured, and the best only when another row is significantly "
		"worse (<b>* ~</b> when none is, <b>* ?</b> when none could be tested). Hover for the "
		"mean.", mi->title,
		mi->less_is_better ? "best / mean" : "mean / best",
		seq ? " (in a decided column the sequential rule's reference, the best by the first "
		"runs)" : "", seq ? "the sequential rule of a decided column, else Welch's interval "
		"of the ratio" : "Welch's interval of the ratio", VERDICT_MIN_RUNS);
	legends(f, o);
	fputs("</caption>\n<tr><th></th>", f);
	for (c = 0; c < o->ncols; c++) {
		html_cell_id(m, o->cols[c]->cell, id, sizeof(id));
		fprintf(f, "<th><a href=\"#%s\">", id);
		html_esc(f, o->cols[c]->cell);
		fputs("</a></th>", f);
	}
	fputs("</tr>\n", f);
	for (r = 0; r < o->nrows; r++) {
		fputs("<tr><th>", f);
		html_esc(f, o->rows[r]->label);
		fputs("</th>", f);
		for (c = 0; c < o->ncols; c++) {
			const struct overview_entry *e = &o->e[r * o->ncols + c];

			if (!e->has) {
				fputs("<td class=n>-</td>", f);
				continue;
			}
			overview_entry_rgb(o, e, rgb);
			render_row_notes(e->row, notes, sizeof(notes));
			fputs("<td class=n", f);
			if (!e->unranked) /* an unranked entry: no colour, the mean on hover only */
				fprintf(f, " style=\"background:%s\"", rgb);
			fprintf(f, " title=\"mean %.2f %s", e->mean,
				metric == METRIC_MBPS ? units_name(m->unit) : mi->unit);
			if (notes[0]) {
				fputs("; ", f);
				html_esc(f, notes + strspn(notes, " "));
			}
			if (e->unranked)
				fputs("\">" OVERVIEW_UNRANKED "</td>", f);
			else
				fprintf(f, "\">%.2f%s</td>", e->score, overview_entry_mark(e));
		}
		fputs("</tr>\n", f);
	}
	fputs("</table>\n", f);
	for (c = 0; c < o->ncols; c++) { /* a decided column whose "*" is not its best mean */
		const struct model_table *t = o->cols[c];

		if (!t->seq_note || t->seq_note > t->nnotes)
			continue;
		fputs("<p class=note>", f);
		html_esc(f, t->cell);
		fputs(": ", f);
		html_esc(f, t->notes[t->seq_note - 1]);
		fputs("</p>\n", f);
	}
	return 0;
}

/* first_run: the first run of folder S of input K that has a device stack, or NULL. */
static const struct why_run *first_run(const struct why *w, size_t k, size_t s)
{
	size_t i;

	for (i = 0; i < w->n; i++)
		if (w->runs[i].input == k && w->runs[i].s == s && w->runs[i].stack)
			return &w->runs[i];
	return NULL;
}

/* device_line: manifest.json's device of input K (struct manifest) as one line; a --kernel
 * study's media, one item per kernel. */
static void device_line(FILE *f, const struct model *m, size_t k)
{
	const struct manifest *man = &m->in[k].r.man;
	char medium[2048];
	size_t i;

	if (man->kernels) { /* a --kernel study: each share's own medium (issue 38) */
		fputs("<p>Medium below the scheduler, as each kernel's share ran on it:</p>\n<ul>\n", f);
		for (i = 0; i < man->nhosts; i++) {
			fputs("<li>", f);
			html_esc(f, man->kernels[i].shown);
			fputs(": ", f);
			medium_kernel_line(m, k, i, medium, sizeof(medium));
			html_esc(f, medium);
			fputs("</li>\n", f);
		}
		fputs("</ul>\n", f);
		if (medium_kernels_differ(m, k))
			fputs("<p class=warn>" MEDIUM_KERNELS_DIFFER "</p>\n", f);
		return;
	}
	if (!man->device)
		return;
	fputs("<p>Device under test: <code>", f);
	html_esc(f, man->device);
	fputs("</code>", f);
	if (man->device_scratch == 1)
		fputs(", a scratch device made by run-pack", f);
	if (man->has_size_mib)
		fprintf(f, ", %lld MiB", man->size_mib);
	if (man->device_fs) {
		fputs(" ", f);
		html_esc(f, man->device_fs);
	}
	if (man->device_backing) {
		fputs(", backing file <code>", f);
		html_esc(f, man->device_backing);
		fputs("</code>", f);
	}
	fputs(". Medium below the scheduler: ", f);
	medium_line(m, k, medium, sizeof(medium));
	html_esc(f, medium);
	fputs(".</p>\n", f);
}

/* stacks: per row of input K, its device stack and tunables; the warning when stacked. */
static int stacks(FILE *f, const struct model *m, const struct why *w, size_t k)
{
	const struct why_run *r, *warn = NULL;
	const struct overview *o;
	size_t i;

	o = model_overview(m, METRIC_MBPS);
	fputs("<table class=stack>\n<tr><th>row</th><th>device stack (the device the file is on "
	      "first, then what it sits on)</th><th>tunables of the device under test</th></tr>\n", f);
	for (i = 0; i < o->nrows; i++) {
		if (o->rows[i]->input != k)
			continue;
		r = first_run(w, k, o->rows[i]->sched);
		fputs("<tr><td>", f);
		html_esc(f, o->rows[i]->label);
		fputs("</td><td><code>", f);
		html_esc(f, r ? r->stack : "not recorded (no engine stats of schema 2)");
		fputs("</code></td><td class=tun>", f);
		html_esc(f, r && r->e->tunables && r->e->tunables[0] ? r->e->tunables : "-");
		fputs("</td></tr>\n", f);
		if (r && r->e->stacked && !warn)
			warn = r;
	}
	fputs("</table>\n", f);
	if (warn) {
		fputs("<p class=warn><b>Warning:</b> the device under test sits on another scheduled "
		      "device: <code>", f);
		html_esc(f, warn->stack);
		fputs("</code>. Every number includes the scheduling of the devices below it; the "
		      "rows differ only in the first device's scheduler.</p>\n", f);
	}
	return 0;
}

/* pre_line: one preflight line, its WARN lines marked. */
static void pre_line(FILE *f, const char *line, size_t len)
{
	char buf[PREFLIGHT_LEN + 1];
	int warn = !strncmp(line, "WARN", 4);

	snprintf(buf, sizeof(buf), "%.*s", (int)(len < PREFLIGHT_LEN ? len : PREFLIGHT_LEN), line);
	fputs(warn ? "<b class=warn>" : "", f);
	html_esc(f, buf);
	fputs(warn ? "</b>\n" : "\n", f);
}

/* preflight: the preflight block of input K: manifest.json "preflight", else run-pack.log. */
static void preflight(FILE *f, const struct model *m, size_t k)
{
	const struct manifest *man = &m->in[k].r.man;
	const char *log = m->in[k].r.preflight_log, *p, *nl;
	size_t i;

	fputs("<p>Preflight (run-pack's checks before the first run):</p>\n", f);
	if (man->has_preflight) {
		fputs("<pre class=pre>", f);
		for (i = 0; i < man->npreflight; i++)
			pre_line(f, man->preflight[i], strlen(man->preflight[i]));
		fputs("</pre>\n", f);
		return;
	}
	if (!log) {
		fputs("<p>none recorded (not a run-pack study, or one from before the preflight "
		      "block).</p>\n", f);
		return;
	}
	fputs("<pre class=pre>", f);
	for (p = log; (nl = strchr(p, '\n')); p = nl + 1)
		pre_line(f, p, (size_t)(nl - p));
	fputs("</pre>\n", f);
}

int html_summary(FILE *f, const struct model *m, const struct why *w)
{
	size_t k;

	fputs("<h2 id=overview>Which scheduler for which workload</h2>\n", f);
	if (matrix(f, m, METRIC_MBPS) || matrix(f, m, METRIC_P99) || matrix(f, m, METRIC_STARTUP))
		return -ENOMEM;
	fputs("<h2 id=measured>What was measured</h2>\n", f);
	for (k = 0; k < m->nin; k++) {
		if (m->nin > 1) {
			fputs("<h3>", f);
			html_esc(f, m->run_labels[k]);
			fputs(": <code>", f);
			html_esc(f, model_shown_path(m->in[k].path)); /* names.h */
			fputs("</code></h3>\n", f);
		}
		device_line(f, m, k);
		if (stacks(f, m, w, k))
			return -ENOMEM;
		preflight(f, m, k);
	}
	return 0;
}
