// render_words.c: table titles, the MB/s line and row notes (see render_words.h).
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "render/render_words.h"
#include "model/pubset.h"
#include "model/sweep.h"
#include "model/whysplit.h"
#include "seqtest/seqtest.h"

void render_units_line(const struct model *m, char *buf, size_t len)
{
	const char *why;

	if (m->unit_given)
		why = "chosen with --unit";
	else if (m->kref && pubset_any(m))
		why = "the unit of the reference sets";
	else if (m->ref)
		why = "the unit of the reference set";
	else if (m->unit_assumed)
		why = "assumed: no --unit and no mbps_unit in a manifest.json";
	else if (m->unit_mixed)
		why = "the first folder's pack; the folders' packs disagree";
	else
		why = "the unit of the pack's published results";
	snprintf(buf, len, "%s (%s)", units_describe(m->unit), why);
}

/* render_row_notes: see render.h. */
void render_row_notes(const struct model_row *row, char *buf, size_t len)
{
	if (row->few)
		snprintf(buf, len, "  N < %d", STATS_MIN_RUNS);
	else if (row->spread)
		snprintf(buf, len, "  RSD %.1f %% > %.1f %%", row->rsd * 100,
			 (row->rsd_max > 0 ? row->rsd_max : STATS_RSD_MAX) * 100);
	else
		buf[0] = '\0';
}

/* host_shown: what table host HOST of M is called: its kernel's shown name in a run-pack
 * --kernel study (input.h struct manifest_kernel), else HOST; *KERNELS = 1 for a kernel. */
static const char *host_shown(const struct model *m, const char *host, int *kernels)
{
	const struct results *r;
	size_t k, s;

	for (k = 0; k < m->nin; k++)
		for (r = &m->in[k].r, s = 0; r->folders && s < r->nscheds; s++)
			if (r->folders[s].kern) {
				*kernels = 1;
				if (host && r->folders[s].host == host)
					return r->folders[s].kern->shown;
			}
	return host;
}

void render_table_where(const struct model *m, const struct model_table *t, char *buf,
			size_t len)
{
	int kernels = 0;
	const char *host = host_shown(m, t->host, &kernels);

	snprintf(buf, len, "%s%s%s%s%s%s", t->cell, t->ddir ? " (" : "", t->ddir ? t->ddir : "",
		 t->ddir ? ")" : "",
		 t->host ? " on " : !m->nhost_tables ? "" : kernels ? ", all kernels" : ", all hosts",
		 host ? host : "");
}

/* runs_text: "5 % needs N = 4" (or "> 1000") into BUF. */
static void runs_text(const struct verdict *v, char *buf, size_t len)
{
	if (v->runs_needed)
		snprintf(buf, len, "%.0f %% needs N = %zu", VERDICT_TARGET * 100, v->runs_needed);
	else
		snprintf(buf, len, "%.0f %% needs N > %d", VERDICT_TARGET * 100, VERDICT_MAX_RUNS);
}

const char *render_seq_state(const struct verdict *v)
{
	static const char *const names[] = {
		[SEQTEST_BEST] = "reference", [SEQTEST_OPEN] = "open",
		[SEQTEST_DIFFERENT] = "different", [SEQTEST_EQUIVALENT] = "equivalent",
		[SEQTEST_FUTILE] = "futile", [SEQTEST_UNDECIDED] = "undecided",
	};

	if (!v->seq || v->seq - 1 < 0 || (size_t)(v->seq - 1) >= sizeof(names) / sizeof(names[0]))
		return NULL;
	return names[v->seq - 1];
}

const char *const render_seq_keys[RENDER_SEQ_NFIELDS] = {
	[RENDER_SEQ_STATE] = "state", [RENDER_SEQ_N] = "n", [RENDER_SEQ_VS] = "vs",
	[RENDER_SEQ_PCT] = "pct",
};

int render_seq_of(const struct model_table *t, size_t i, struct render_seq *s)
{
	const struct verdict *v = i < t->n ? &t->rows[i].v : NULL;

	memset(s, 0, sizeof(*s));
	if (!v || !render_seq_state(v) || v->seq_best >= t->n)
		return 0;
	s->state = render_seq_state(v);
	s->n = v->seq_n;
	s->vs = t->rows[v->seq_best].label;
	s->pct = v->seq_pct;
	return 1;
}

/* seq_verdict: the words of row I of T by the sequential rule of a decided study (v.seq):
 * "best of the first runs; the rule's reference" for its best, else the ratio to that row, its
 * repeated interval and the rule's state at the pair's last look. */
static void seq_verdict(const struct model_table *t, size_t i, char *buf, size_t len)
{
	const struct verdict *v = &t->rows[i].v;
	char state[96];

	if (i == v->seq_best) {
		snprintf(buf, len, "until decided: the reference (best of the first runs), N = %zu",
			 t->rows[i].st.n);
		return;
	}
	switch (v->seq - 1) {
	case SEQTEST_DIFFERENT: snprintf(state, sizeof(state), "different at N = %zu", v->seq_n); break;
	case SEQTEST_EQUIVALENT:
		snprintf(state, sizeof(state), "equivalent within +/- %g %% at N = %zu", v->seq_pct, v->seq_n);
		break;
	case SEQTEST_FUTILE:
		snprintf(state, sizeof(state), "undecided: stopped for futility at N = %zu", v->seq_n);
		break;
	case SEQTEST_UNDECIDED:
		snprintf(state, sizeof(state), "undecided at N = %zu (the most runs a pair may have)", v->seq_n);
		break;
	default: /* open: the budget or the study's end came first */
		snprintf(state, sizeof(state), "open at N = %zu (the budget or the study ended first)", v->seq_n);
	}
	snprintf(buf, len, "%+.1f %% (%+.1f to %+.1f %%) vs %s; until decided: %s", v->diff_pct,
		 v->lo_pct, v->hi_pct, t->rows[v->seq_best].label, state);
}

void render_verdict(const struct model_table *t, size_t i, char *buf, size_t len)
{
	const struct verdict *v = &t->rows[i].v;
	char runs[64];

	buf[0] = '\0';
	if (!v->has)
		return;
	if (v->seq && v->seq_best < t->n) {
		seq_verdict(t, i, buf, len);
		return;
	}
	if (v->undecidable) { /* no interval, and no run count from a 1-df spread (verdict.h) */
		if (i == 0) /* the top of too few runs is not called best (model.h crowned) */
			snprintf(buf, len, "top; undecidable: N < %d", VERDICT_MIN_RUNS);
		else
			snprintf(buf, len, "%+.1f %% vs %s, undecidable: N < %d", v->diff_pct,
				 t->rows[0].label, VERDICT_MIN_RUNS);
		return;
	}
	runs_text(v, runs, sizeof(runs));
	if (i == 0) {
		snprintf(buf, len, "%s; resolves %.1f %%, %s", t->crowned ? "best" :
			 "top, not called best: fio's count is ahead by more than its lead (the "
			 "table's note)", v->resolve_pct, runs);
		return;
	}
	snprintf(buf, len, "%+.1f %% (%+.1f to %+.1f %%) vs %s; resolves %.1f %%, %s",
		 v->diff_pct, v->lo_pct, v->hi_pct, t->rows[0].label, v->resolve_pct, runs);
}

void render_far(const struct model_table *t, const struct model_row *row, char *buf,
		size_t len)
{
	size_t i, used;
	char num[64];

	buf[0] = '\0';
	if (!row->nfar)
		return;
	used = (size_t)snprintf(buf, len, "far from its siblings, kept in the mean:");
	for (i = 0; i < row->nfar && used < len; i++) {
		snprintf(num, sizeof(num), metric_info(t->metric)->fmt, row->far_value[i]);
		used += (size_t)snprintf(buf + used, len - used, "%s %s (%s)", i ? "," : "",
					 row->far_run[i] ? row->far_run[i] : "?", num);
	}
}

const char *render_method(void)
{
	return "ratio to the best as a difference in % with its 95 % interval (Welch's t on "
	       "the log of the means, GSL quantiles: few runs, unequal spreads, never below "
	       "-100 %); undecidable below N = 3 (Welch's df can be 1); resolves = smallest "
	       "difference found at 95 % with 80 % power; N = runs per scheduler for 5 % at the "
	       "spread seen";
}

int render_refcol(const struct model *m, const struct model_table *t)
{
	return metric_info(t->metric)->published && pubset_words(m, t, NULL, 0);
}

int render_col(const struct model_table *t, const struct model_row *row, size_t j, int text,
	       char *buf, size_t len)
{
	double v = row->col[j];

	buf[0] = '\0';
	if (j >= t->ncols || !isfinite(v))
		return 0;
	return snprintf(buf, len, text ? t->cols[j].text : t->cols[j].fmt, v);
}

const struct results_note *render_note_at(const struct model *m, const char *cell, size_t k,
					  char *buf, size_t len)
{
	size_t i, j;

	for (i = 0; i < m->nin; i++)
		for (j = 0; j < m->in[i].r.nnotes; j++) {
			const struct results_note *n = &m->in[i].r.notes[j];

			if (strcmp(n->cell, cell) || k--)
				continue;
			if (n->count > 1)
				snprintf(buf, len, "%s (%zu runs)", n->text, n->count);
			else
				snprintf(buf, len, "%s", n->text);
			return n;
		}
	return NULL;
}

int render_first_of_cell(const struct model *m, const struct model_table *t)
{
	size_t i;

	/* per cell, the per-host tables are printed before the one across (render.c) */
	for (i = 0; i < m->nhost_tables; i++)
		if (!strcmp(m->host_tables[i].cell, t->cell))
			return &m->host_tables[i] == t;
	for (i = 0; i < m->ntables; i++)
		if (!strcmp(m->tables[i].cell, t->cell))
			return &m->tables[i] == t;
	return 0;
}

/* md_char: how byte C is written in Markdown (render_label with MD): an escape, or NULL
 * for C itself. '<' and '&' only: raw HTML and entity references start with them
 * (CommonMark 0.30); '>' alone starts neither, and verdicts say "N >= 3". */
static const char *md_char(char c)
{
	switch (c) {
	case '|': return "\\|";
	case '&': return "&amp;";
	case '<': return "&lt;";
	default: return NULL;
	}
}

void render_label(FILE *out, const char *s, int width, int md)
{
	const char *e;
	int n = 0;

	for (; s && *s; s++, n++) {
		if ((unsigned char)*s < 0x20 || *s == 0x7f)
			fputc(' ', out);
		else if (md && (e = md_char(*s)))
			fputs(e, out);
		else
			fputc(*s, out);
	}
	fprintf(out, "%*s", width > n ? width - n : 0, "");
}

void render_md_escape(char *s, size_t size)
{
	char tmp[1024];
	size_t i, o = 0, len;
	const char *e;

	if (!s || size == 0)
		return;
	for (i = 0; s[i]; i++) {
		char one[2] = { (unsigned char)s[i] < 0x20 || s[i] == 0x7f ? ' ' : s[i], 0 };

		e = md_char(s[i]);
		if (!e)
			e = one;
		len = strlen(e);
		if (o + len >= sizeof(tmp) || o + len >= size)
			break;
		memcpy(tmp + o, e, len);
		o += len;
	}
	tmp[o] = 0;
	memcpy(s, tmp, o + 1);
}

void render_split_fig(const struct whys_row *w, int k, int f, char *buf, size_t len)
{
	double v = w->fig[k][f];

	if (!isfinite(v))
		snprintf(buf, len, "-");
	else
		snprintf(buf, len, f == WHYS_REQUESTS && v >= 1e4 ? "%.0f" : "%.4g", v);
}

void render_sweep_title(const struct sweep_family *f, const char *what, char *buf, size_t len)
{
	snprintf(buf, len, "%s: %s against %s%s%s%s", f->base, what, f->axis, f->rest[0] ? " (" : "",
		 f->rest, f->rest[0] ? ")" : "");
}

void render_sweep_ceiling(const struct sweep_family *f, size_t k, char *buf, size_t len)
{
	size_t p = f->ceiling[k];
	const struct sweep_value *io = &f->iops[k * f->npts + p], *c = &f->cpu[k * f->npts + p];
	char cpu[96] = "";

	if (c->n)
		snprintf(cpu, sizeof(cpu), ", CPU %.0f +/- %.0f ns per I/O there", c->mean, c->se);
	if (io->n)
		snprintf(buf, len, "%.0f +/- %.0f IOPS at %s=%s%s", io->mean, io->se, f->axis,
			 f->pts[p].xtext, cpu);
	else
		snprintf(buf, len, "no IOPS");
}
