// render.c: the output formats' table (formats.h), --format's names and render(), which
// walks the model once and hands each table to the format's writer (see render.h, writer.h).
#include <errno.h>
#include <math.h>
#include <string.h>

#include "model/derived.h"
#include "render/render.h"

/* The writers, each defined in its format's file: render_writer_NAME. */
#define RENDER_FORMAT(name, alias, ext, help) extern const struct render_writer render_writer_##name;
#include "render/formats.h"
#undef RENDER_FORMAT

const struct render_format_info render_formats[] = {
#define RENDER_FORMAT(name, alias, ext, help) { #name, alias, ext, help, &render_writer_##name },
#include "render/formats.h"
#undef RENDER_FORMAT
};
const size_t render_nformats = sizeof(render_formats) / sizeof(render_formats[0]);

const struct render_format_info *render_format(const char *name)
{
	size_t i;

	for (i = 0; i < render_nformats; i++)
		if (strcmp(name, render_formats[i].name) == 0 ||
		    (render_formats[i].alias && strcmp(name, render_formats[i].alias) == 0))
			return &render_formats[i];
	return NULL;
}

void render_format_names(char *buf, size_t len)
{
	size_t used = 0, i;

	buf[0] = '\0';
	for (i = 0; i < render_nformats && used < len; i++)
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

/* bidi_len: the length in bytes of the UTF-8 bidirectional formatting character at S (U+061C,
 * U+200E, U+200F, U+202A-U+202E, U+2066-U+2069: Unicode UAX #9's explicit marks, embeddings,
 * overrides and isolates, which reorder the text shown after them: CVE-2021-42574), else 0. */
static size_t bidi_len(const unsigned char *s)
{
	if (s[0] == 0xd8 && s[1] == 0x9c)
		return 2;
	if (s[0] != 0xe2 || !s[1] || !s[2])
		return 0;
	if (s[1] == 0x80 && (s[2] == 0x8e || s[2] == 0x8f || (s[2] >= 0xaa && s[2] <= 0xae)))
		return 3;
	if (s[1] == 0x81 && s[2] >= 0xa6 && s[2] <= 0xa9)
		return 3;
	return 0;
}

void render_line_max(FILE *out, const char *s, size_t max)
{
	const unsigned char *p = (const unsigned char *)s, *end;
	size_t n, b;

	if (!s)
		return;
	n = strlen(s);
	end = p + (n > max ? max : n);
	while (n > max && end > p && (*end & 0xc0) == 0x80)
		end--; /* not inside a UTF-8 character */
	for (; p < end; p++) {
		if ((b = bidi_len(p)) && p + b <= end) {
			fputc(' ', out);
			p += b - 1;
		} else {
			fputc(*p < 0x20 || *p == 0x7f ? ' ' : *p, out);
		}
	}
	if (n > max)
		fprintf(out, "... (%zu bytes in all)", n);
}

void render_line(FILE *out, const char *s)
{
	render_line_max(out, s, SIZE_MAX);
}

/* same_table: 1 when per-host table H is of T's cell, metric and direction. */
static int same_table(const struct model_table *h, const struct model_table *t)
{
	return h->cell == t->cell && h->metric == t->metric && h->ddir == t->ddir;
}

/* walk_table: table I of C's model with what goes with it (writer.h's order), the per-host
 * tables from *J on. 0 or the first hook's error. */
static int walk_table(const struct render_writer *w, struct render_ctx *c, size_t i, size_t *j)
{
	const struct model *m = c->m;
	const struct model_table *t = &m->tables[i];
	const struct whyq_table *wq = model_whyq(m, t);
	const struct whys_table *ws = model_whys(m, t);
	int ret = 0;

	for (; *j < m->nhost_tables && same_table(&m->host_tables[*j], t); (*j)++)
		if (w->host_table && (ret = w->host_table(c, &m->host_tables[*j])))
			return ret;
	if (w->table && (ret = w->table(c, t)))
		return ret;
	if (w->fleet && m->fleet && m->fleet[i].n >= 2 && (ret = w->fleet(c, t, &m->fleet[i])))
		return ret;
	if (w->why && wq && (ret = w->why(c, t, wq)))
		return ret;
	if (w->split && ws && (ret = w->split(c, t, ws)))
		return ret;
	return 0;
}

int render(FILE *out, const struct model *m, const struct render_format_info *f)
{
	const struct render_writer *w = f->writer;
	struct render_ctx c = { out, m, NULL };
	size_t i, j = 0;
	int ret;

	ret = w->begin ? w->begin(&c) : 0;
	if (ret)
		return ret;
	for (i = 0; !ret && i < m->ntables; i++)
		ret = walk_table(w, &c, i, &j);
	for (i = 0; !ret && w->curve && i < m->ncurves; i++)
		ret = w->curve(&c, &m->curves[i]);
	if (!ret && w->sweep && m->sweep && m->sweep->n)
		ret = w->sweep(&c, m->sweep);
	if (!ret && w->figures && m->figures)
		ret = w->figures(&c, m->figures);
	if (w->end)
		return ret ? (w->end(&c, 0), ret) : w->end(&c, 1);
	return ret ? ret : ferror(out) ? -EIO : 0;
}
