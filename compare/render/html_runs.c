// html_runs.c: the per-run values of the report, as a table and as CSV (see html_parts.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model/names.h"
#include "render/html_text.h"
#include "render/html_parts.h"
#include "render/outfile.h"
#include "render/csvfield.h"

#define NCOLS 17

static const char *const head[NCOLS] = {
	"run label", "row", "cell", "run", "direction", "MB/s", "IOPS", "p50 usec", "p99 usec",
	"p99.9 usec", "in flight (mean)", "reap batch (mean)", "out of order %",
	"utilisation % (device under test)", "bios merged % (device under test)", "fio.json",
	"schedaio.json",
};

/* cell_text: column I of run R as text into BUF ("" when absent). */
static void cell_text(const struct model *m, const struct why_run *r, int i, char *buf, size_t len)
{
	const struct model_row *row = why_row(m, r->input, r->s, m->in[r->input].r.cells[r->c]);
	double v = NAN;

	buf[0] = '\0';
	switch (i) {
	case 0: snprintf(buf, len, "%s", m->run_labels[r->input]); return;
	case 1: snprintf(buf, len, "%s", row ? row->label : m->in[r->input].r.scheds[r->s]); return;
	case 2: snprintf(buf, len, "%s", m->in[r->input].r.cells[r->c]); return;
	case 3: snprintf(buf, len, "%d", r->run); return;
	case 4: snprintf(buf, len, "%s", r->dir == RUNFILE_READ ? "read" : "write"); return;
	case 5: v = units_mbps(r->bw_kibps, m->unit); break;
	case 6: v = r->iops; break;
	case 7: case 8: case 9: v = r->e->has_p[i - 7] ? r->e->p_us[i - 7] : NAN; break;
	case 10: v = why_dist_mean(&r->e->inflight); break;
	case 11: v = why_dist_mean(&r->e->reap); break;
	case 12: v = r->e->has_ooo_share ? 100 * r->e->ooo_share : NAN; break;
	case 13: v = r->e->ndev ? 100 * r->e->dev[0].util : NAN; break;
	case 14: v = r->e->ndev ? 100 * r->e->dev[0].merge_ratio[r->dir] : NAN; break;
	case 15: model_shown_file(m->in[r->input].path, r->fio_path, buf, len); return;
	case 16: /* names.h: not where the study was when rendered */
		if (r->stats_path)
			model_shown_file(m->in[r->input].path, r->stats_path, buf, len);
		return;
	}
	if (isfinite(v))
		snprintf(buf, len, i == 12 || i == 14 ? "%.4g" : "%.2f", v);
}

/* csv: every run of W as CSV to F. */
static void csv(FILE *f, const struct model *m, const struct why *w)
{
	char buf[4096];
	size_t j;
	int i;

	for (i = 0; i < NCOLS; i++) {
		fputs(i ? "," : "", f);
		render_csv_field(f, head[i]);
	}
	fputc('\n', f);
	for (j = 0; j < w->n; j++) {
		for (i = 0; i < NCOLS; i++) {
			cell_text(m, &w->runs[j], i, buf, sizeof(buf));
			fputs(i ? "," : "", f);
			render_csv_field(f, buf);
		}
		fputc('\n', f);
	}
}

/* runs_csv: the per-run values as CSV, a new string *TEXT of *LEN bytes, also into
 * DIR/runs.csv. 0, or -errno with E. */
static int runs_csv(const char *dir, const struct model *m, const struct why *w, char **text,
		    size_t *len, struct outerr *e)
{
	struct outfile o;
	char *path;
	FILE *c = open_memstream(text, len);
	int ret;

	if (!c)
		return outerr_set(e, ENOMEM, "out of memory");
	csv(c, m, w);
	if (fclose(c) || asprintf(&path, "%s/runs.csv", dir) < 0) {
		free(*text);
		return outerr_set(e, ENOMEM, "out of memory");
	}
	c = outfile_open_tmp(&o, path, e);
	free(path);
	if (!c) {
		free(*text);
		return e->code;
	}
	fwrite(*text, 1, *len, c); /* a short write: ferror, named by outfile_commit */
	ret = outfile_commit(&o, 1, e);
	if (ret)
		free(*text);
	return ret;
}

int html_runs(FILE *f, const char *dir, const struct model *m, const struct why *w,
	      struct outerr *e)
{
	char *text = NULL, buf[4096];
	size_t len = 0, j;
	int i, ret;

	ret = runs_csv(dir, m, w, &text, &len, e);
	if (ret)
		return ret;
	fprintf(f, "<h2 id=runs>Per-run values</h2>\n<p>Every run in the tables (%zu), with the "
		"engine's numbers where it wrote them: <a download=\"runs.csv\" "
		"href=\"data:text/csv;base64,", w->n);
	html_base64(f, (const unsigned char *)text, len);
	fprintf(f, "\">runs.csv</a> (also written beside this file). MB/s is %s.</p>\n"
		"<details><summary>the table</summary>\n<table class=runs>\n<tr>",
		units_name(m->unit));
	free(text);
	for (i = 0; i < NCOLS; i++)
		fprintf(f, "<th>%s</th>", head[i]);
	fputs("</tr>\n", f);
	for (j = 0; j < w->n; j++) {
		fputs("<tr>", f);
		for (i = 0; i < NCOLS; i++) {
			cell_text(m, &w->runs[j], i, buf, sizeof(buf));
			fputs(i >= 3 && i <= 14 && i != 4 ? "<td class=n>" : "<td>", f);
			html_esc(f, buf);
			fputs("</td>", f);
		}
		fputs("</tr>\n", f);
	}
	fputs("</table>\n</details>\n", f);
	return 0;
}
