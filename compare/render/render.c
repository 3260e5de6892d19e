// render.c: the output formats' table, --format's names and the dispatch (see render.h);
// the writers: render_header.c, render_text.c (text, Markdown), render_csv.c, render_json.c.
#include <errno.h>
#include <math.h>
#include <string.h>

#include "render/render.h"
#include "render/render_pts.h"

/* write_pts: render_pts with its notes on stderr. */
static int write_pts(FILE *out, const struct model *m)
{
	return render_pts(out, m);
}

const struct render_format_info render_formats[RENDER_COUNT] = {
	[RENDER_TEXT] = { "text", NULL, "txt", "tables for a terminal", render_write_text },
	[RENDER_MD] = { "md", "markdown", "md", "Markdown, a pipe table per table", render_write_md },
	[RENDER_CSV] = { "csv", NULL, "csv", "one line per row", render_write_csv },
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

void render_line(FILE *out, const char *s)
{
	for (; s && *s; s++)
		fputc((unsigned char)*s < 0x20 || *s == 0x7f ? ' ' : *s, out);
}

int render(FILE *out, const struct model *m, enum render_format f)
{
	if ((unsigned)f >= RENDER_COUNT)
		return -EINVAL;
	return render_formats[f].write(out, m);
}
