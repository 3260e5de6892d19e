// render.c: text, Markdown and CSV output of a comparison (see render.h).
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "read/medium.h"
#include "render/render.h"
#include "render/render_pts.h"
#include "render/render_sweep.h"
#include "render/render_why.h"
#include "render/render_words.h"

static int write_text(FILE *out, const struct model *m);
static int write_md(FILE *out, const struct model *m);
static int write_csv(FILE *out, const struct model *m);

/* write_pts: render_pts with its notes on stderr. */
static int write_pts(FILE *out, const struct model *m)
{
	return render_pts(out, m);
}

const struct render_format_info render_formats[RENDER_COUNT] = {
	[RENDER_TEXT] = { "text", NULL, "txt", "tables for a terminal", write_text },
	[RENDER_MD] = { "md", "markdown", "md", "Markdown, a pipe table per table", write_md },
	[RENDER_CSV] = { "csv", NULL, "csv", "one line per row", write_csv },
	[RENDER_JSON] = { "json", NULL, "json", "one document", render_json },
	[RENDER_PTS] = { "pts", NULL, "xml", "the Phoronix Test Suite's composite.xml",
			 write_pts },
};

int render_parse(const char *name, enum render_format *f)
{
	int i;

	for (i = 0; i < RENDER_COUNT; i++) {
		if (strcmp(name, render_formats[i].name) == 0 ||
		    (render_formats[i].alias && strcmp(name, render_formats[i].alias) == 0)) {
			*f = (enum render_format)i;
			return 0;
		}
	}
	return -EINVAL;
}

void render_format_names(char *buf, size_t len)
{
	size_t used = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < RENDER_COUNT && used < len; i++)
		used += (size_t)snprintf(buf + used, len - used, "%s%s", i ? ", " : "",
					 render_formats[i].name);
}

int render_bar(double mean, double top)
{
	double frac = top > 0 && isfinite(top) ? mean / top : 0;
	long bar = frac > 0 ? lround(TABLE_BAR_MAX * (frac < 1 ? frac : 1)) : 0;

	if (bar == 0 && mean > 0)
		bar = 1; /* a measured value never shows as no bar */
	return (int)bar;
}

static const char *or_unknown(const char *s)
{
	return s ? s : "(not recorded)";
}

void render_line(FILE *out, const char *s)
{
	for (; s && *s; s++)
		fputc((unsigned char)*s < 0x20 || *s == 0x7f ? ' ' : *s, out);
}

/* field: BEFORE, S on one line (render_line) and AFTER to OUT. */
static void field(FILE *out, const char *before, const char *s, const char *after)
{
	fputs(before, out);
	render_line(out, s);
	fputs(after, out);
}

/* loose_header: what fio JSON inputs R (the first named PATH) hold, and which rows have no
 * known scheduler (fioin.h). */
static void loose_header(FILE *out, const struct results *r, const char *path, const char *pfx)
{
	size_t s, n = 0;

	fprintf(out, "%sResults   ", pfx);
	render_line(out, path);
	fprintf(out, "%s: %zu fio JSON %s, %zu %s, %zu paired with engine stats\n",
		r->nfiles > 1 ? " and others" : "", r->nfiles,
		r->nfiles == 1 ? "file" : "files", r->njobs, r->njobs == 1 ? "job" : "jobs",
		r->npaired);
	for (s = 0; s < r->nscheds; s++) {
		if (!r->folders[s].unknown)
			continue;
		if (n++ == 0)
			fprintf(out, "%sUnknown   scheduler unknown for", pfx);
		field(out, n > 1 ? ", \"" : " \"", r->folders[s].row, "\"");
	}
	if (n)
		fprintf(out, " (no engine stats naming it: the row is --label or the file name)\n");
}

/* header_text: the text header, also used (with a prefix) by Markdown. */
static void header_text(FILE *out, const struct model *m, const char *pfx)
{
	const struct manifest *man;
	const char *base;
	char units[256];
	size_t k, j;

	for (k = 0; k < m->nin; k++) {
		man = &m->in[k].r.man;
		if (m->nin > 1) {
			fprintf(out, "%sLabel     ", pfx);
			field(out, "", m->run_labels[k], "\n");
		}
		if (m->in[k].r.loose) {
			loose_header(out, &m->in[k].r, m->in[k].path, pfx);
			continue;
		}
		fprintf(out, "%sResults   ", pfx);
		field(out, "", m->in[k].path, "\n");
		if (!m->in[k].r.has_manifest) {
			fprintf(out, "%sRun       (no usable manifest.json)\n", pfx);
			continue;
		}
		/* strings of someone else's manifest.json: a newline would start a forged line
		 * (a fake table row in compare.txt, raw HTML after Markdown's code block) */
		fprintf(out, "%sRun       ", pfx);
		field(out, "", or_unknown(man->run_id), "");
		if (man->status)
			field(out, " (", man->status, ")");
		fprintf(out, "\n%sPack      ", pfx);
		field(out, "", or_unknown(man->pack_name), "");
		if (man->pack_title)
			field(out, ": ", man->pack_title, "");
		fprintf(out, "\n%sKernel    ", pfx);
		field(out, "", or_unknown(man->kernel), "");
		if (man->fio_version)
			field(out, ", ", man->fio_version, "");
		fprintf(out, "\n%sDevice    ", pfx);
		field(out, "", or_unknown(man->device), man->device_scratch == 1 ? " (scratch)\n" : "\n");
		fprintf(out, "%sMedium    ", pfx);
		field(out, "", medium_name(m, k), "\n");
		if (man->engine) {
			base = strrchr(man->engine, '/');
			fprintf(out, "%sEngine    ", pfx);
			field(out, "", base ? base + 1 : man->engine, "\n");
		}
		fprintf(out, "%sRuns      %s", pfx,
			man->quick == 1 ? "quick" : man->quick == 0 ? "full" : "?");
		if (man->runs && man->until_decided_pct > 0)
			fprintf(out, ", %d first runs per cell, then until decided within +/- %g %% "
				"(at most %d per pair): the verdicts of its MB/s and start-up tables are "
				"the sequential rule's (STUDIES.md \"Until decided\")", man->runs,
				man->until_decided_pct, man->max_runs);
		else if (man->runs)
			fprintf(out, ", %d per cell", man->runs);
		fputc('\n', out);
		for (j = 0; j < man->nskips; j++) { /* run-pack's reason, on one line */
			fprintf(out, "%sSkipped   ", pfx);
			field(out, "'", man->skips[j].requested, "': ");
			field(out, "", man->skips[j].why, "\n");
		}
	}
	render_units_line(m, units, sizeof(units));
	fprintf(out, "%sUnits     %s\n", pfx, units);
	for (k = 0; k < m->nheader; k++) /* what an input's tables measure (a start-up study) */
		fprintf(out, "%s%s\n", pfx, m->header[k]);
	if (m->ref) {
		fprintf(out, "%sReference ", pfx);
		field(out, "", m->ref->name, ": ");
		field(out, "", or_unknown(m->ref->title), "\n");
	}
	fprintf(out, "%sMarks     ~ = not significantly different from the best "
		"(the verdict's interval, 95 %%; also when undecidable, N < %d)\n", pfx,
		VERDICT_MIN_RUNS);
	fprintf(out, "%sVerdict   %s\n", pfx, render_method());
	if (isnan(m->rsd_max))
		fprintf(out, "%sTrust     'N < %d': too few runs; 'RSD x %% > y %%': runs spread above "
			"y %% (sd / mean; each study's run-count threshold)\n", pfx, STATS_MIN_RUNS);
	else
		fprintf(out, "%sTrust     'N < %d': too few runs; 'RSD x %%': runs spread above %.1f %% "
			"(sd / mean; the run-count threshold)\n", pfx, STATS_MIN_RUNS,
			m->rsd_max * 100);
	if (m->defaulted)
		fprintf(out, "%sLabels    bfq rows assume the kernel default low_latency=1 "
			"(the stats do not record tunables)\n", pfx);
}

/* published: the reference cell of ROW into BUF ("-" without), the value right-aligned
 * in PW characters, the label left-aligned in LW. */
static void published(const struct model_row *row, int pw, int lw, char *buf, size_t len)
{
	if (!row->ref)
		snprintf(buf, len, "%*s", pw, "-");
	else
		snprintf(buf, len, "%*.2f %-*s  x%.2f", pw, row->ref->value, lw, row->ref->label,
			 row->ratio);
}

/* value_text: V as metric T's format (metric.h) into BUF. */
static int value_text(const struct model_table *t, double v, char *buf, size_t len)
{
	return snprintf(buf, len, metric_info(t->metric)->fmt, v);
}

/* cols_text: the columns of ROW (model.h model_column) as the text table prints them. */
static void cols_text(const struct model_table *t, const struct model_row *row, char *buf,
		      size_t len)
{
	size_t j, used = 0;

	buf[0] = '\0';
	for (j = 0; j < t->ncols && used < len; j++)
		used += (size_t)render_col(t, row, j, 1, buf + used, len - used);
}

/* cell_notes: the notes on T's cell (render_note_at), each a line "PFX note: TEXT" with
 * MD's escaping (label_text), when T is the first table of its cell; nothing otherwise. */
static void cell_notes(FILE *out, const struct model *m, const struct model_table *t,
		       const char *pfx, int md)
{
	char buf[RESULTS_NOTE_MAX + 32];
	size_t k;

	if (!render_first_of_cell(m, t))
		return;
	for (k = 0; render_note_at(m, t->cell, k, buf, sizeof(buf)); k++) {
		fprintf(out, "%snote: ", pfx);
		render_label(out, buf, 0, md);
		fputc('\n', out);
	}
}

static void table_text(FILE *out, const struct model *m, const struct model_table *t)
{
	const struct metric_info *mi = metric_info(t->metric);
	char num[64], se[128], bars[TABLE_BAR_MAX + 1], pub[160], notes[64], title[1024];
	char verdict[512], far[1024], cols[512];
	int namew = 12, valw = 0, sew = 0, pw = 1, lw = 0, len, bar, refcol;
	size_t i;

	memset(bars, '#', TABLE_BAR_MAX);
	bars[TABLE_BAR_MAX] = '\0';
	refcol = render_refcol(m, t);
	for (i = 0; i < t->n; i++) {
		len = (int)strlen(t->rows[i].label);
		namew = len > namew ? len : namew;
		len = value_text(t, t->rows[i].st.mean, num, sizeof(num));
		valw = len > valw ? len : valw;
		value_text(t, t->rows[i].st.se, num, sizeof(num));
		len = snprintf(se, sizeof(se), "SE +/- %s, N = %zu", num, t->rows[i].st.n);
		sew = len > sew ? len : sew;
		if (t->rows[i].ref) {
			len = snprintf(num, sizeof(num), "%.2f", t->rows[i].ref->value);
			pw = len > pw ? len : pw;
			len = (int)strlen(t->rows[i].ref->label);
			lw = len > lw ? len : lw;
		}
	}
	render_table_where(m, t, title, sizeof(title));
	fprintf(out, "\n%s: %s (%s)", title, mi->title, metric_better(mi));
	if (refcol)
		fprintf(out, "   published: %s", m->ref->name);
	fputc('\n', out);
	if (t->subtitle) {
		fputs("  ", out);
		render_label(out, t->subtitle, 0, 0);
		fputc('\n', out);
	}
	if (medium_mixed(m))
		fprintf(out, "  %s\n", medium_mixed_line(m));
	cell_notes(out, m, t, "  ", 0);
	for (i = 0; i < t->n; i++) {
		const struct model_row *r = &t->rows[i];

		bar = render_bar(r->st.mean, t->top);
		value_text(t, r->st.se, num, sizeof(num));
		snprintf(se, sizeof(se), "SE +/- %s, N = %zu", num, r->st.n);
		value_text(t, r->st.mean, num, sizeof(num));
		render_row_notes(r, notes, sizeof(notes));
		render_verdict(t, i, verdict, sizeof(verdict));
		cols_text(t, r, cols, sizeof(cols));
		if (refcol) {
			published(r, pw, lw, pub, sizeof(pub));
			fputs("  ", out);
			render_label(out, r->label, namew, 0);
			fprintf(out, "  %.*s%*s  %*s  %-*s %s  %s%s%s", bar,
				bars, TABLE_BAR_MAX - bar, "", valw, num, sew, se,
				r->not_sig ? "~" : " ", pub, cols, notes);
		} else {
			fputs("  ", out);
			render_label(out, r->label, namew, 0);
			fprintf(out, "  %.*s%*s  %*s  %s%s%s%s", bar, bars,
				TABLE_BAR_MAX - bar, "", valw, num, se, r->not_sig ? " ~" : "", cols,
				notes);
		}
		if (verdict[0])
			fprintf(out, "  %s", verdict);
		fputc('\n', out);
		render_far(t, r, far, sizeof(far));
		if (far[0]) {
			fputs("      ", out);
			render_label(out, far, 0, 0);
			fputc('\n', out);
		}
	}
	for (i = 0; i < t->nnotes; i++) {
		fputs("  ", out);
		render_label(out, t->notes[i], 0, 0);
		fputc('\n', out);
	}
	if (refcol) {
		if (t->has_tau)
			fprintf(out, "  Kendall tau-b, this order vs the published one: %.2f (%zu rows)\n",
				t->tau, t->tau_n);
		else
			fprintf(out, "  Kendall tau-b: not reported (%zu rows with a published value; "
				"needs %d or more, not all tied)\n", t->tau_n, STATS_MIN_TAU_ROWS);
	}
}

static void table_md(FILE *out, const struct model *m, const struct model_table *t)
{
	const struct metric_info *mi = metric_info(t->metric);
	int refcol = render_refcol(m, t);
	size_t i, j;

	char mean[64], se[64], notes[64], title[1024], verdict[512], far[1024], col[64];

	render_table_where(m, t, title, sizeof(title));
	fprintf(out, "\n### %s: %s (%s)\n\n", title, mi->title, metric_better(mi));
	if (t->subtitle) {
		render_label(out, t->subtitle, 0, 1);
		fputs("\n\n", out);
	}
	if (medium_mixed(m)) /* as text's, and md's why table (render_why.c) */
		fprintf(out, "%s\n\n", medium_mixed_line(m));
	cell_notes(out, m, t, "> ", 1);
	if (render_first_of_cell(m, t) && render_note_at(m, t->cell, 0, title, sizeof(title)))
		fputc('\n', out); /* a blank line ends the quote before the table */
	fprintf(out, "| | %s | SE | N | not sig. | trust | verdict |%s", mi->unit,
		refcol ? " published | label | ratio |" : "");
	for (j = 0; j < t->ncols; j++)
		fprintf(out, " %s |", t->cols[j].head);
	fprintf(out, "\n|---|---:|---:|---:|:-:|---|---|%s", refcol ? "---:|---|---:|" : "");
	for (j = 0; j < t->ncols; j++)
		fputs("---:|", out);
	fputc('\n', out);
	for (i = 0; i < t->n; i++) {
		const struct model_row *r = &t->rows[i];

		value_text(t, r->st.mean, mean, sizeof(mean));
		value_text(t, r->st.se, se, sizeof(se));
		render_row_notes(r, notes, sizeof(notes));
		render_verdict(t, i, verdict, sizeof(verdict));
		render_far(t, r, far, sizeof(far));
		fputs("| ", out);
		render_label(out, r->label, 0, 1);
		/* "~" alone in its column, the row's trust notes in their own (the header's Trust) */
		fprintf(out, " | %s | %s | %zu | %s | %s | ", mean, se, r->st.n,
			r->not_sig ? "~" : "", notes + strspn(notes, " "));
		render_label(out, verdict, 0, 1);
		if (far[0]) {
			fputs(far[0] && verdict[0] ? "; " : "", out);
			render_label(out, far, 0, 1);
		}
		fputs(" |", out);
		if (refcol && r->ref)
			fprintf(out, " %.2f | %s | %.2f |", r->ref->value, r->ref->label, r->ratio);
		else if (refcol)
			fprintf(out, " - | - | - |");
		for (j = 0; j < t->ncols; j++) {
			render_col(t, r, j, 0, col, sizeof(col));
			fprintf(out, " %s |", col[0] ? col : "-");
		}
		fputc('\n', out);
	}
	for (i = 0; i < t->nnotes; i++) {
		fputc('\n', out);
		render_label(out, t->notes[i], 0, 1);
		fputc('\n', out);
	}
	if (refcol && t->has_tau)
		fprintf(out, "\nKendall tau-b, this order vs the published one: %.2f (%zu rows)\n",
			t->tau, t->tau_n);
}

/* plain_number: 1 when S is nothing but one finite number as printf writes it ("-0.5",
 * "1e-06"): a spreadsheet reads it as that number, never as a formula. */
static int plain_number(const char *s)
{
	char *end;
	double v;

	if (!s[0] || s[strspn(s, "0123456789.eE+-")] != '\0')
		return 0; /* strtod alone would take "inf", "0x1p3" and a leading blank */
	v = strtod(s, &end);
	return *end == '\0' && isfinite(v);
}

void render_csv_field(FILE *out, const char *s)
{
	/* OWASP "CSV injection": a leading = + - @ TAB or CR starts a formula */
	const char *guard = s[0] && strchr("=+-@\t\r", s[0]) && !plain_number(s) ? "'" : "";

	if (!strpbrk(s, ",\"\n\r")) {
		fprintf(out, "%s%s", guard, s);
		return;
	}
	fprintf(out, "\"%s", guard);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', out);
		fputc(*s, out);
	}
	fputc('"', out);
}

/* csv_num: V and a comma, empty for a value that is not finite (an undecidable interval). */
static void csv_num(FILE *out, double v)
{
	if (isfinite(v))
		fprintf(out, "%.6g", v);
	fputc(',', out);
}

/* csv_seq: the until_decided_* fields of row I of T (render_seq_of), each after a comma;
 * empty for a row without the sequential rule's verdict. */
static void csv_seq(FILE *out, const struct model_table *t, size_t i)
{
	struct render_seq s;

	if (!render_seq_of(t, i, &s)) {
		fputs(",,,,", out);
		return;
	}
	fputc(',', out);
	render_csv_field(out, s.state);
	fprintf(out, ",%zu,", s.n);
	render_csv_field(out, s.vs); /* a label: a results string */
	fprintf(out, ",%.6g", s.pct);
}

static void table_csv(FILE *out, const struct model *m, const struct model_table *t,
		      const struct model_table *cols)
{
	const struct metric_info *mi = metric_info(t->metric);
	char num[64];
	size_t i, j, k;

	for (i = 0; i < t->n; i++) {
		const struct model_row *r = &t->rows[i];

		render_csv_field(out, m->run_labels[r->input]);
		fputc(',', out);
		render_csv_field(out, t->cell); /* a folder name of the results */
		fprintf(out, ",%s,%s,%s,%zu,", mi->key,
			t->metric == METRIC_MBPS ? units_name(m->unit) : mi->unit,
			mi->less_is_better ? "less" : "more", i + 1);
		render_csv_field(out, r->label);
		fputc(',', out);
		render_csv_field(out, r->key);
		fprintf(out, ",%.6g,%.6g,%zu,%d,", r->st.mean, r->st.se, r->st.n, r->not_sig);
		if (r->ref) {
			fprintf(out, "%.6g,", r->ref->value);
			render_csv_field(out, r->ref->label);
			fprintf(out, ",%.6g,", r->ratio);
		} else {
			fputs(",,,", out);
		}
		if (t->has_tau)
			fprintf(out, "%.6g", t->tau);
		if (r->v.has) {
			fprintf(out, ",%s,%.6g,", t->ddir ? t->ddir : "", r->v.diff_pct);
			csv_num(out, r->v.lo_pct);
			csv_num(out, r->v.hi_pct);
			fprintf(out, "%d,", r->v.significant);
			csv_num(out, r->v.resolve_pct);
			fprintf(out, "%zu", r->v.runs_needed);
		} else {
			fprintf(out, ",%s,,,,,,", t->ddir ? t->ddir : "");
		}
		fprintf(out, ",%zu,%s", r->nfar, r->v.has ? (r->v.undecidable ? "1" : "0") : "");
		csv_seq(out, t, i);
		fprintf(out, ",%d", medium_mixed(m));
		for (j = 0; cols && j < cols->ncols; j++) {
			fputc(',', out);
			for (k = 0; k < t->ncols && strcmp(t->cols[k].key, cols->cols[j].key); k++)
				;
			render_col(t, r, k, 0, num, sizeof(num)); /* "" when the table has none */
			fputs(num, out);
		}
		fputc('\n', out);
	}
}

/* csv_cols: the first table of M with columns beside its mean (model_column): its columns
 * end every CSV line; NULL when no table has any. */
static const struct model_table *csv_cols(const struct model *m)
{
	size_t i;

	for (i = 0; i < m->ntables; i++)
		if (m->tables[i].ncols)
			return &m->tables[i];
	return NULL;
}



/* same_table: 1 when per-host table H is of T's cell and metric. */
static int same_table(const struct model_table *h, const struct model_table *t)
{
	return h->cell == t->cell && h->metric == t->metric && h->ddir == t->ddir;
}

/* fleet_text: the host-paired effect of table T (model.h fleet), text or Markdown (MD). */
static void fleet_text(FILE *out, const struct model *m, const struct model_table *t,
		       const struct fleet_table *f, int md)
{
	const struct metric_info *mi = metric_info(t->metric);
	char title[1024], num[64];
	size_t i;

	if (!f || f->n < 2)
		return;
	render_table_where(m, &(struct model_table){ .cell = t->cell, .ddir = t->ddir }, title,
			   sizeof(title));
	fprintf(out, md ? "\n### %s, host-paired over %zu hosts: %s (%s)\n\n"
			"| | mean of host means | vs the best, paired by host (95 %%) |\n|---|---:|---|\n"
			: "\n%s, host-paired over %zu hosts: %s (%s)\n",
		title, f->hosts, mi->title, metric_better(mi));
	for (i = 0; i < f->n; i++) {
		const struct fleet_row *r = &f->rows[i];

		snprintf(num, sizeof(num), mi->fmt, r->mean);
		fputs(md ? "| " : "  ", out);
		render_label(out, r->label, md ? 0 : 24, md);
		fprintf(out, md ? " | %s | " : "  %12s  ", num);
		if (i == 0)
			fputs("best", out);
		else if (r->v.has)
			fprintf(out, "%+.1f %% (%+.1f to %+.1f %%) vs %s over %zu hosts%s",
				r->v.diff_pct, r->v.lo_pct, r->v.hi_pct, f->rows[0].label,
				r->v.hosts, r->v.significant ? "" : " ~");
		else
			fputs("(fewer than 2 hosts shared with the best)", out);
		fputs(md ? " |\n" : "\n", out);
	}
}

int render(FILE *out, const struct model *m, enum render_format f)
{
	if ((unsigned)f >= RENDER_COUNT)
		return -EINVAL;
	return render_formats[f].write(out, m);
}

static int write_csv(FILE *out, const struct model *m)
{
	size_t i;

	fputs("run,cell,metric,unit,better,rank,label,key,mean,se,n,not_significant,"
	      "published,published_label,ratio,kendall_tau_b,ddir,diff_pct,diff_lo_pct,diff_hi_pct,"
	      "significant,resolve_pct,runs_for_5pct,far_runs,undecidable", out);
	for (i = 0; i < RENDER_SEQ_NFIELDS; i++) /* a decided study's: verdict.until_decided */
		fprintf(out, ",%s_%s", RENDER_SEQ_KEY, render_seq_keys[i]);
	fputs(",mixed_media", out); /* 1: the table's rows ran on different media (medium.h) */
	for (i = 0; csv_cols(m) && i < csv_cols(m)->ncols; i++)
		fprintf(out, ",%s", csv_cols(m)->cols[i].key);
	fputc('\n', out);
	for (i = 0; i < m->ntables; i++) {
		table_csv(out, m, &m->tables[i], csv_cols(m));
		if ((render_why_wanted(&m->tables[i]) &&
		     render_why_csv(out, m, &m->tables[i]) == -ENOMEM) ||
		    (render_split_wanted(&m->tables[i]) &&
		     render_split_csv(out, m, &m->tables[i],
				      csv_cols(m) ? csv_cols(m)->ncols : 0) == -ENOMEM))
			return -ENOMEM;
	}
	return ferror(out) ? -EIO : 0;
}

static int write_md(FILE *out, const struct model *m)
{
	size_t i, j = 0;

	fputs("# schedaio compare\n\n", out);
	header_text(out, m, "    ");
	for (i = 0; i < m->ntables; i++) {
		for (; j < m->nhost_tables && same_table(&m->host_tables[j], &m->tables[i]); j++)
			table_md(out, m, &m->host_tables[j]);
		table_md(out, m, &m->tables[i]);
		fleet_text(out, m, &m->tables[i], m->fleet ? &m->fleet[i] : NULL, 1);
		if ((render_why_wanted(&m->tables[i]) &&
		     render_why_text(out, m, &m->tables[i], 1) == -ENOMEM) ||
		    (render_split_wanted(&m->tables[i]) &&
		     render_split_text(out, m, &m->tables[i], 1) == -ENOMEM))
			return -ENOMEM;
	}
	return ferror(out) ? -EIO : 0;
}

static int write_text(FILE *out, const struct model *m)
{
	size_t i, j = 0;

	header_text(out, m, "");
	for (i = 0; i < m->ntables; i++) {
		for (; j < m->nhost_tables && same_table(&m->host_tables[j], &m->tables[i]); j++)
			table_text(out, m, &m->host_tables[j]);
		table_text(out, m, &m->tables[i]);
		fleet_text(out, m, &m->tables[i], m->fleet ? &m->fleet[i] : NULL, 0);
		if ((render_why_wanted(&m->tables[i]) &&
		     render_why_text(out, m, &m->tables[i], 0) == -ENOMEM) ||
		    (render_split_wanted(&m->tables[i]) &&
		     render_split_text(out, m, &m->tables[i], 0) == -ENOMEM))
			return -ENOMEM;
	}
	if (render_sweep_text(out, m)) /* a --sweep study: which scheduler wins where */
		return -ENOMEM;
	return ferror(out) ? -EIO : 0;
}
