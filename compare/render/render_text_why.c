// render_text_why.c: a cell's why table and a start-up cell's split table as text and
// Markdown, for the text and md writers (see render_text_why.h).
#include <errno.h>
#include <math.h>
#include <string.h>

#include "model/medium.h"
#include "model/whyqueue.h"
#include "model/whysplit.h"
#include "render/render_text_why.h"
#include "render/render_words.h"

#define SOURCE_W 15 /* "device counters" */

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

int text_why_table(FILE *out, const struct model *m, const struct model_table *t,
		   const struct whyq_table *w, int md)
{
	char title[1024], v[64];
	int namew = 12, len, f;
	size_t i;

	for (i = 0; i < w->n; i++) {
		len = (int)strlen(w->rows[i].row->label);
		namew = len > namew ? len : namew;
	}
	render_table_where(m, t, title, sizeof(title));
	if (md)
		render_md_escape(title, sizeof(title));
	fprintf(out, md ? "\n### %s: where requests waited, mean per run (queue: in the "
			  "scheduler, device: in the driver and the device)\n\n"
			: "\n%s: where requests waited, mean per run (queue: in the scheduler, "
			  "device: in the driver and the device)\n", title);
	if (medium_mixed(m, t))
		fprintf(out, md ? "%s\n\n" : "  %s\n", medium_mixed_line(m, t));
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

int text_split_table(FILE *out, const struct model *m, const struct model_table *t,
		     const struct whys_table *w, int md)
{
	char title[1024], v[64], runs[48];
	int namew = 12, len, f, k;
	size_t i;

	for (i = 0; i < w->n; i++) {
		len = (int)strlen(w->rows[i].row->label);
		namew = len > namew ? len : namew;
	}
	render_table_where(m, t, title, sizeof(title));
	if (md)
		render_md_escape(title, sizeof(title));
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
