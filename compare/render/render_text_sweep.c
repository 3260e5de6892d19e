// render_text_sweep.c: a sweep study's families and the pack's published figures as text,
// for the text writer (see render_text_sweep.h).
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "model/sweep.h"
#include "render/render_text_sweep.h"
#include "render/render_words.h"

#define COL 24 /* least width of a row's column in the text table */

/* width: the column width of row label LABEL: its length, at least COL. */
static int width(const char *label)
{
	size_t n = strlen(label);

	return n > COL ? (int)(n < 200 ? n : 200) : COL;
}

/* cell_text: one value of the text table: "mean +/- se" and its mark, into BUF. */
static void cell_text(const struct sweep_value *v, int decimals, char *buf, size_t len)
{
	char mean[32], se[32];

	if (!v->n) {
		snprintf(buf, len, "-");
		return;
	}
	snprintf(mean, sizeof(mean), "%.*f", decimals, v->mean);
	snprintf(se, sizeof(se), "%.*f", decimals, v->se);
	snprintf(buf, len, "%s +/- %s %s", mean, se, v->best ? "*" : v->not_sig ? "~" : "");
}

/* family_text: F's table of metric VALS (IOPS, p99 or CPU) to OUT, DECIMALS digits. */
static void family_text(FILE *out, const struct sweep_family *f, const struct sweep_value *vals,
			const char *what, int decimals)
{
	char title[512], buf[96];
	size_t i, k;

	render_sweep_title(f, what, title, sizeof(title));
	fprintf(out, "\n%s\n  %-10s", title, f->axis);
	for (k = 0; k < f->nrows; k++)
		fprintf(out, "  %-*s", width(f->rows[k]), f->rows[k]);
	fputc('\n', out);
	for (i = 0; i < f->npts; i++) {
		fprintf(out, "  %-10s", f->pts[i].xtext);
		for (k = 0; k < f->nrows; k++) {
			cell_text(&vals[k * f->npts + i], decimals, buf, sizeof(buf));
			fprintf(out, "  %-*s", width(f->rows[k]), buf);
		}
		fputc('\n', out);
	}
}

int text_sweep_families(FILE *out, const struct sweep *sw)
{
	const struct sweep s = *sw;
	char buf[256];
	size_t i, k;

	if (s.n)
		fputs("\nSweeps: per point the mean +/- SE; * the best of the point, ~ not significantly "
		      "different from it (the tables' verdict: Welch's t on the log scale, 95 %, "
		      "undecidable below N = 3)\n", out);
	for (i = 0; i < s.n; i++) {
		family_text(out, &s.f[i], s.f[i].iops, "IOPS (more is better)", 0);
		family_text(out, &s.f[i], s.f[i].p99, "p99 completion latency, usec (less is better)", 1);
		family_text(out, &s.f[i], s.f[i].cpu, "CPU per I/O of fio's job, ns, usr+sys (less is "
			    "better)", 0);
		fprintf(out, "  ceiling (highest mean IOPS):\n");
		for (k = 0; k < s.f[i].nrows; k++) {
			render_sweep_ceiling(&s.f[i], k, buf, sizeof(buf));
			fprintf(out, "    %-24s  %s\n", s.f[i].rows[k], buf);
		}
	}
	return ferror(out) ? -EIO : 0;
}

int text_published_figures(FILE *out, const struct figures *set)
{
	size_t i;

	fprintf(out, "\nPublished, as published (another CPU and measure: see the note): %s\n",
		set->title ? set->title : "?");
	if (set->source)
		fprintf(out, "  source: %s\n", set->source);
	for (i = 0; i < set->n; i++) {
		const struct figures_entry *e = &set->v[i];

		fprintf(out, "  %-12.40s %-20.40s %10.0f %-5.8s %.60s%s%.120s\n", e->scheduler,
			e->metric, e->value, e->unit ? e->unit : "", e->cpu ? e->cpu : "?",
			e->config ? "; " : "", e->config ? e->config : "");
	}
	if (set->note)
		fprintf(out, "  note: %.2000s\n", set->note);
	return ferror(out) ? -EIO : 0;
}
