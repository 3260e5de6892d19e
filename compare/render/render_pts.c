/*
 * render_pts.c: the pts writer (formats.h row pts; writer.h): a comparison (model.h), or a
 * published reference set alone (model/input.h struct reference, as read/reference.h reads
 * it: compare --format pts --reference NAME), as the Phoronix Test Suite's result file,
 * composite.xml (schema pts-core/openbenchmarking.org/schemas/result-file.xsd of
 * phoronix-test-suite, with
 * types.xsd; a copy for the tests in tests/fixtures/pts/), so that a study opens in PTS's
 * viewers and `phoronix-test-suite merge-results` beside the published results:
 *
 *   Generated    Title (the pack's title, at most 50 characters), LastModified (the study's
 *                start, "YYYY-MM-DD HH:MM:SS"), TestClient "schedaio compare", Description
 *   System       one per row label (a scheduler, or "<run>: <scheduler>"): Identifier = the
 *                label, Hardware = the device, its medium (medium.h medium_line: the
 *                header's Medium) and the pack's title, Software = kernel, fio
 *                and scheduler, Notes = the tag: "scheduler: bfq; tunables: low_latency=0;
 *                device chain: loop0 bfq -> vda mq-deadline; run: Linux 6.1", after
 *                "emulated CPU: functional, not a measurement; " for a row run under tcg
 *                (model/accel.h)
 *   Result       one per cell and metric (compare's tables): Identifier "schedaio/fio", Title
 *                "Flexible IO Tester", AppVersion fio's version, Arguments = the cell,
 *                Description = cell, metric and which way is better, Scale = the unit as the
 *                seeds print it ("MB/s", "IOPS", "usec"; "sec" for start-up times),
 *                Proportion HIB / LIB ("" for the merge ratio), DisplayFormat BAR_GRAPH;
 *                Data/Entry per row: Identifier = its System, Value = the mean with the
 *                metric's format, RawString = every run's value joined by ':'.
 * A reference set gives the same Results with the published values (RawString = Value: the
 * seeds publish no run values), one System per published label.
 * Every string is escaped for XML (& < > " ' as entities; control characters as '?');
 * Titles and Identifiers are cut to the schema's lengths at a character boundary.
 * Each hook returns 0, -ENOMEM, or -EIO when writing failed.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "json/manifestkeys.h"
#include "model/accel.h"
#include "model/medium.h"
#include "model/why.h"
#include "render/render.h"

#define PTS_TITLE_MAX 50   /* types.xsd TitleString: 2..50 characters */
#define PTS_ID_MAX 128     /* types.xsd SystemIdentifier: 1..128 characters */
#define PTS_DESC_MAX 2048  /* types.xsd DescriptionString */
#define PTS_CLIENT "schedaio compare"
#define PTS_RESULT_ID "schedaio/fio"         /* Result Identifier of fio cells */
#define PTS_STARTUP_ID "schedaio/startup-time" /* ... and of jobs/startup's start-up times */

/* utf8_len: the length of the whole UTF-8 sequence at P (1 to 4), or 0 when P starts none: a
 * continuation byte, a byte UTF-8 never uses, or a sequence cut short (the text of a fixed
 * buffer that snprintf cut inside a character). */
static size_t utf8_len(const unsigned char *p)
{
	size_t n = *p < 0x80 ? 1 : *p >= 0xC2 && *p <= 0xDF ? 2 : *p >= 0xE0 && *p <= 0xEF ? 3 :
		   *p >= 0xF0 && *p <= 0xF4 ? 4 : 0;
	size_t i;

	for (i = 1; i < n; i++)
		if ((p[i] & 0xC0) != 0x80)
			return 0;
	return n;
}

/* xml_put: S escaped as XML character data or attribute text (& < > " ' as entities; a C0
 * control other than TAB, LF, CR, and DEL, which XML 1.0 does not allow or a viewer could
 * misread, as '?'), at most MAXCH characters (UTF-8 sequences counted as one and never cut;
 * 0: no limit). S's strings are UTF-8 (jansson and jsonfile_name_ok check them), but S may be
 * a fixed buffer that snprintf cut inside a character: a byte that starts no whole sequence
 * is written as '?', so the document stays UTF-8 (an XML parser refuses it otherwise). */
static void xml_put(FILE *out, const char *s, size_t maxch)
{
	const unsigned char *p = (const unsigned char *)(s ? s : "");
	size_t ch = 0, n;

	for (; *p; p++) {
		if (maxch && ch == maxch)
			break;
		ch++;
		n = utf8_len(p);
		if (n == 0) { /* a byte that starts no whole character */
			fputc('?', out);
			continue;
		}
		if (n > 1) { /* a multibyte character, whole */
			fwrite(p, 1, n, out);
			p += n - 1;
			continue;
		}
		switch (*p) {
		case '&': fputs("&amp;", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '"': fputs("&quot;", out); break;
		case '\'': fputs("&apos;", out); break;
		default:
			if ((*p < 0x20 && *p != '\t' && *p != '\n' && *p != '\r') || *p == 0x7F)
				fputc('?', out);
			else
				fputc(*p, out);
		}
	}
}

/* elem: <NAME>TEXT</NAME> with TEXT escaped and cut to MAXCH characters (0: no limit). */
static void elem(FILE *out, const char *indent, const char *name, const char *text, size_t maxch)
{
	fprintf(out, "%s<%s>", indent, name);
	xml_put(out, text, maxch);
	fprintf(out, "</%s>\n", name);
}

/* pts_title: TITLE when it has 2 characters or more, else FALLBACK (TitleString's minimum). */
static const char *pts_title(const char *title, const char *fallback)
{
	return title && strlen(title) >= 2 ? title : fallback;
}

/* pts_stamp: TimeStamp ("YYYY-MM-DD HH:MM:SS") of ISO (run-pack's date -Iseconds, e.g.
 * "2026-12-01T21:20:25+00:00": its local date and time as written) into BUF, else of now
 * (UTC). */
static void pts_stamp(const char *iso, char *buf, size_t len)
{
	static const char pat[] = "dddd-dd-ddTdd:dd:dd";
	time_t now = time(NULL);
	struct tm tm;
	size_t i;

	for (i = 0; iso && i < sizeof(pat) - 1; i++) {
		if (!iso[i] || (pat[i] == 'd' ? (iso[i] < '0' || iso[i] > '9') : iso[i] != pat[i]))
			break;
	}
	if (iso && i == sizeof(pat) - 1) {
		snprintf(buf, len, "%.10s %.8s", iso, iso + 11);
		return;
	}
	gmtime_r(&now, &tm);
	strftime(buf, len, "%Y-%m-%d %H:%M:%S", &tm);
}

/* head: the XML declaration, <PhoronixTestSuite> and <Generated>. */
static void head(FILE *out, const char *title, const char *stamp, const char *desc)
{
	fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<PhoronixTestSuite>\n  <Generated>\n", out);
	elem(out, "    ", "Title", pts_title(title, "schedaio"), PTS_TITLE_MAX);
	elem(out, "    ", "LastModified", stamp, 0);
	elem(out, "    ", "TestClient", PTS_CLIENT, 0);
	elem(out, "    ", "Description", desc, PTS_DESC_MAX);
	fputs("  </Generated>\n", out);
}

/* sys: one <System>. */
static void sys(FILE *out, const char *id, const char *hw, const char *sw, const char *stamp,
		const char *notes)
{
	fputs("  <System>\n", out);
	elem(out, "    ", "Identifier", id, PTS_ID_MAX);
	elem(out, "    ", "Hardware", hw, 0);
	elem(out, "    ", "Software", sw, 0);
	elem(out, "    ", "User", "", 0);
	elem(out, "    ", "TimeStamp", stamp, 0);
	elem(out, "    ", "TestClientVersion", PTS_CLIENT, 0);
	elem(out, "    ", "Notes", notes, 0);
	fputs("  </System>\n", out);
}

/* result_open: a <Result> up to <Data>: TITLE (the test), its version, ARGS (our cell),
 * DESC, the unit and which way is better (HIB/LIB, "" for neither: types.xsd Proportion);
 * the Identifier is PTS_STARTUP_ID for start-up times (SCALE "sec"), else PTS_RESULT_ID. */
static void result_open(FILE *out, const char *title, const char *version, const char *args,
			const char *desc, const char *scale, const char *prop)
{
	fputs("  <Result>\n", out);
	elem(out, "    ", "Identifier", strcmp(scale, "sec") ? PTS_RESULT_ID : PTS_STARTUP_ID, 0);
	elem(out, "    ", "Title", title, PTS_TITLE_MAX);
	elem(out, "    ", "AppVersion", version, 0);
	elem(out, "    ", "Arguments", args, 0);
	elem(out, "    ", "Description", desc, 0);
	elem(out, "    ", "Scale", scale, 0);
	elem(out, "    ", "Proportion", prop, 0);
	elem(out, "    ", "DisplayFormat", "BAR_GRAPH", 0);
	fputs("    <Data>\n", out);
}

/* entry: one <Entry>: the system ID, the value and the runs' values joined by ':' (PTS's
 * RawString), each with FMT. */
static void entry(FILE *out, const char *id, double value, const double *raw, size_t nraw,
		  const char *fmt)
{
	char num[64];
	size_t i;

	fputs("      <Entry>\n", out);
	elem(out, "        ", "Identifier", id, PTS_ID_MAX);
	snprintf(num, sizeof(num), fmt, value);
	elem(out, "        ", "Value", num, 0);
	fputs("        <RawString>", out);
	for (i = 0; i < nraw; i++) {
		if (!isfinite(raw[i]))
			continue;
		snprintf(num, sizeof(num), fmt, raw[i]);
		fprintf(out, "%s%s", i ? ":" : "", num);
	}
	if (!nraw)
		fputs(num, out);
	fputs("</RawString>\n      </Entry>\n", out);
}

/* proportion: PTS's Proportion of metric info MI: LIB, HIB, or "" (no better way). */
static const char *proportion(const struct metric_info *mi)
{
	return mi->no_better ? "" : mi->less_is_better ? "LIB" : "HIB";
}

/* scale: the unit a PTS viewer prints, as the seeds do ("MB/s", "IOPS", "sec"). */
static const char *scale(enum metric m)
{
	return m == METRIC_STARTUP ? "sec" : metric_info(m)->unit;
}

/* test_title, test_version: a Result's Title and AppVersion for metric M: the start-up
 * time's test (pts/startup-time, 0.1.0 as the seeds) or fio's (FIO its version, or NULL). */
static const char *test_title(enum metric m)
{
	return m == METRIC_STARTUP ? "Application Start-up Time" : "Flexible IO Tester";
}

static const char *test_version(enum metric m, const char *fio)
{
	return m == METRIC_STARTUP ? "0.1.0" : fio ? fio : "fio";
}

/* pts_args: a Result's Arguments, what tells its Results apart with the Identifier and
 * Scale: the cell for MB/s, IOPS and start-up times (as the reference sets, so that PTS
 * puts ours beside the published ones), "<cell> <metric key>" for the latencies and the
 * merge ratio, which share a Scale ("randread-4k p99_us"). Into BUF. */
static const char *pts_args(const char *cell, enum metric m, char *buf, size_t len)
{
	if (m == METRIC_MBPS || m == METRIC_IOPS || m == METRIC_STARTUP)
		snprintf(buf, len, "%s", cell);
	else
		snprintf(buf, len, "%s %s", cell, metric_info(m)->key);
	return buf;
}

/* --- a comparison ---------------------------------------------------------------------- */

/* row_id: ROW's system identifier: its label (unique in a table; model.h). */
static const char *row_id(const struct model_row *row)
{
	return row->label;
}

/* seen_before: a row with ROW's label came in a table before T's row I. */
static int seen_before(const struct model *m, size_t t, size_t i)
{
	const char *id = row_id(&m->tables[t].rows[i]);
	size_t a, b;

	for (a = 0; a <= t; a++)
		for (b = 0; b < (a == t ? i : m->tables[a].n); b++)
			if (!strcmp(row_id(&m->tables[a].rows[b]), id))
				return 1;
	return 0;
}

/* stack_of: the device chain of folder S of input K (the first run with one), or NULL. */
static const char *stack_of(const struct why *w, size_t k, size_t s)
{
	size_t i;

	for (i = 0; w && i < w->n; i++)
		if (w->runs[i].input == k && w->runs[i].s == s && w->runs[i].stack)
			return w->runs[i].stack;
	return NULL;
}

/* tunables_text: a folder's tunables TUN (the study set them) as "name=value, ..." into BUF;
 * when the study set none, those of the row's scheduler key KEY (labels.h: what the runs
 * recorded, else the kernel default, the tunables its label names: "bfq:low_latency=1" is
 * "BFQ low_latency") with "(as the runs recorded it, else the kernel default; not set by the
 * study)"; "none" when neither has any. KEY may be NULL (the published rows). */
static void tunables_text(json_t *tun, const char *key, char *buf, size_t len)
{
	const char *kt = key ? strchr(key, ':') : NULL;

	const char *k;
	json_t *v;
	size_t used = 0;

	buf[0] = '\0';
	json_object_foreach(tun, k, v) {
		if (used < len)
			used += (size_t)snprintf(buf + used, len - used, "%s%s=%s", used ? ", " : "", k,
						 json_string_value(v) ? json_string_value(v) : "?");
	}
	if (!buf[0] && kt && kt[1])
		snprintf(buf, len, "%s (as the runs recorded it, else the kernel default; not set by "
			 "the study)", kt + 1);
	else if (!buf[0])
		snprintf(buf, len, "none");
}

/* system_of: the <System> of table T's row I. */
static void system_of(FILE *out, const struct model *m, const struct why *w,
		      const struct model_row *row, const char *stamp)
{
	const struct results *r = &m->in[row->input].r;
	const struct results_folder *f = &r->folders[row->sched];
	const char *stack = stack_of(w, row->input, row->sched);
	char tun[512], hw[3072], sw[512], notes[2048], medium[2048];

	tunables_text(f->tunables, row->key, tun, sizeof(tun));
	medium_folder_line(m, row->input, row->sched, medium, sizeof(medium)); /* the header's Medium */
	snprintf(hw, sizeof(hw), "Device under test: %s%s%s (the machine that ran the study; "
		 "medium: %s; the pack %s is a profile of: %s)",
		 r->man.device ? r->man.device : (f->host ? f->host : "not recorded"),
		 r->man.device_scratch == 1 ? ", a scratch loop device" : "", f->host && r->man.device ? f->host : "",
		 medium, r->man.pack_name ? r->man.pack_name : "?", r->man.pack_title ? r->man.pack_title : "?");
	snprintf(sw, sizeof(sw), "Kernel: %s, fio: %s, I/O scheduler: %s",
		 r->man.kernel ? r->man.kernel : "not recorded",
		 r->man.fio_version ? r->man.fio_version : "not recorded",
		 f->kernel ? f->kernel : row->key);
	snprintf(notes, sizeof(notes), "%sscheduler: %s; tunables: %s; device chain: %s; run: %s",
		 strcmp(accel_row(m, row), MK_ACCEL_TCG) ? "" : ACCEL_TCG_MARK "; ",
		 f->kernel ? f->kernel : row->key, tun, stack ? stack : "not recorded",
		 m->run_labels[row->input]);
	sys(out, row_id(row), hw, sw, stamp, notes);
}

/* series_values: the runs' values of ROW's metric on CELL in the table's unit, into a new
 * array (*N of them); NULL when none (or out of memory: then the Entry has no runs). */
static double *series_values(const struct model *m, const struct model_table *t,
			     const struct model_row *row, size_t *n)
{
	const struct results *r = &m->in[row->input].r;
	const struct results_series *se;
	double *v;
	size_t c, i;

	*n = 0;
	for (c = 0; c < r->ncells && strcmp(r->cells[c], t->cell); c++)
		;
	if (c == r->ncells || !(se = results_series(r, row->sched, c)) || !se->m[t->metric].n)
		return NULL;
	v = calloc(se->m[t->metric].n, sizeof(*v));
	if (!v)
		return NULL;
	for (i = 0; i < se->m[t->metric].n; i++)
		v[i] = t->metric == METRIC_MBPS ? units_mbps(se->m[t->metric].v[i], m->unit)
						: se->m[t->metric].v[i];
	*n = i;
	return v;
}

/* ---- the writer (writer.h): the head and the systems, a Result per table, the end ---- */

/* pts_begin: Generated (title, the study's start, the description) and a System per row
 * label; the device chains from the runs the caller loaded into M->why (why_load, once: a
 * part it cannot read was named then); without them (M->why NULL) no device chain. */
static int pts_begin(struct render_ctx *c)
{
	const struct model *m = c->m;
	const struct results *r0 = m->nin ? &m->in[0].r : NULL;
	static const struct why none;
	const struct why *w = m->why ? m->why : &none;
	char stamp[32], desc[PTS_DESC_MAX], title[256];
	size_t t, i;
	int has_mbps = 0, has_startup = 0;

	pts_stamp(r0 ? r0->man.started : NULL, stamp, sizeof(stamp));
	for (t = 0; t < m->ntables; t++) {
		has_mbps |= m->tables[t].metric == METRIC_MBPS;
		has_startup |= m->tables[t].metric == METRIC_STARTUP;
	}
	/* each unit said only where a table has it: a start-up study has no MB/s */
	snprintf(desc, sizeof(desc), "schedaio: %s under each I/O scheduler, %s, as compare's tables "
		 "(mean of the runs; RawString: each run).%s%s%s",
		 has_startup ? "application start-up time under background I/O" : "fio",
		 m->run_labels[0], has_mbps ? " " : "", has_mbps ? units_describe(m->unit) : "",
		 has_startup ? " Start-up time: seconds, the mean of the starts that did not time "
			       "out." : "");
	snprintf(title, sizeof(title), "schedaio %s", r0 && r0->man.run_id ? r0->man.run_id : m->run_labels[0]);
	head(c->out, title, stamp, desc);
	for (t = 0; t < m->ntables; t++)
		for (i = 0; i < m->tables[t].n; i++)
			if (!seen_before(m, t, i))
				system_of(c->out, m, w, &m->tables[t].rows[i], stamp);
	return 0;
}

/* pts_table: the Result of table TB (nothing for a table of notes only: every start timed
 * out, and PTS wants an Entry): Data/Entry per row, RawString its runs' values. */
static int pts_table(struct render_ctx *c, const struct model_table *tb)
{
	const struct model *m = c->m;
	const struct results *r0 = m->nin ? &m->in[0].r : NULL;
	const struct metric_info *mi = metric_info(tb->metric);
	const char *fio = r0 ? r0->man.fio_version : NULL;
	char desc[PTS_DESC_MAX], args[512];
	size_t i, n;
	double *v;

	snprintf(desc, sizeof(desc), "%s: %s (%s)", tb->cell, mi->title, metric_better(mi));
	if (!tb->n)
		return 0;
	result_open(c->out, test_title(tb->metric), test_version(tb->metric, fio),
		    pts_args(tb->cell, tb->metric, args, sizeof(args)), desc, scale(tb->metric),
		    proportion(mi));
	for (i = 0; i < tb->n; i++) {
		v = series_values(m, tb, &tb->rows[i], &n);
		entry(c->out, row_id(&tb->rows[i]), tb->rows[i].st.mean, v, n, mi->fmt);
		free(v);
	}
	fputs("    </Data>\n  </Result>\n", c->out);
	return 0;
}

static int pts_end(struct render_ctx *c, int ok)
{
	if (!ok)
		return 0;
	fputs("</PhoronixTestSuite>\n", c->out);
	return ferror(c->out) ? -EIO : 0;
}

/* --- a reference set -------------------------------------------------------------------- */

/* pts_reference: the reference set REF as composite.xml to OUT (above). */
static int pts_reference(FILE *out, const struct reference *ref)
{
	const char *kernel = ref->kernel ? ref->kernel : "not recorded";
	const char *fio = ref->fio_version;
	char stamp[32], desc[PTS_DESC_MAX], sw[256], notes[1024], tun[512];
	size_t i, j;

	pts_stamp(NULL, stamp, sizeof(stamp));
	snprintf(desc, sizeof(desc), "Published reference set %s (results/reference/%s.json): %s. %s",
		 ref->name, ref->name, ref->title ? ref->title : "", units_describe(ref->unit));
	head(out, ref->title ? ref->title : ref->name, stamp, desc);
	snprintf(sw, sizeof(sw), "Kernel: %s, fio: %s", kernel, fio ? fio : "not recorded");
	for (i = 0; i < ref->n; i++) {
		for (j = 0; j < i && strcmp(ref->v[j].label, ref->v[i].label); j++)
			;
		if (j < i)
			continue;
		tunables_text(ref->v[i].tunables, NULL, tun, sizeof(tun));
		snprintf(notes, sizeof(notes), "scheduler: %s; tunables: %s; device chain: as published "
			 "(%s)", ref->v[i].key, tun, ref->title ? ref->title : ref->name);
		sys(out, ref->v[i].label, ref->title ? ref->title : "", sw, stamp, notes);
	}
	for (i = 0; i < ref->n; i++) {
		const struct reference_entry *a = &ref->v[i];
		int startup = a->metric == METRIC_STARTUP;
		const char *better = startup ? "less is better" : metric_better(metric_info(a->metric));

		for (j = 0; j < i && (strcmp(ref->v[j].cell, a->cell) || ref->v[j].metric != a->metric); j++)
			;
		if (j < i)
			continue; /* this cell and metric's Result is written */
		snprintf(desc, sizeof(desc), "%s: %s (%s), as published", a->cell,
			 startup ? "Application Start-up Time, s" : metric_info(a->metric)->title, better);
		result_open(out, test_title(a->metric), test_version(a->metric, fio), a->cell, desc,
			    scale(a->metric),
			    startup ? "LIB" : proportion(metric_info(a->metric)));
		for (j = i; j < ref->n; j++) {
			const struct reference_entry *b = &ref->v[j];

			if (strcmp(b->cell, a->cell) || b->metric != a->metric)
				continue;
			entry(out, b->label, b->value, NULL, 0, startup ? "%.2f" : metric_info(b->metric)->fmt);
		}
		fputs("    </Data>\n  </Result>\n", out);
	}
	fputs("</PhoronixTestSuite>\n", out);
	return ferror(out) ? -EIO : 0;
}

/* pts: the Phoronix Test Suite's composite.xml; it names each system's device chain from the
 * runs behind the tables, and can write a reference set alone. */
const struct render_writer render_writer_pts = {
	.needs = RENDER_NEEDS_RUNS,
	.begin = pts_begin,
	.table = pts_table,
	.end = pts_end,
	.reference = pts_reference,
};
