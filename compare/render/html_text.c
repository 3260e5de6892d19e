// html_text.c: HTML escaping, base64 and inlined plots (see html_text.h).
#include <errno.h>

#include "render/html_text.h"

void html_base64(FILE *out, const unsigned char *in, size_t n)
{
	static const char tab[] =
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	size_t i;
	unsigned v;

	for (i = 0; i + 2 < n; i += 3) {
		v = (unsigned)in[i] << 16 | (unsigned)in[i + 1] << 8 | in[i + 2];
		fputc(tab[v >> 18 & 63], out);
		fputc(tab[v >> 12 & 63], out);
		fputc(tab[v >> 6 & 63], out);
		fputc(tab[v & 63], out);
	}
	if (n - i == 1) {
		v = (unsigned)in[i] << 16;
		fprintf(out, "%c%c==", tab[v >> 18 & 63], tab[v >> 12 & 63]);
	} else if (n - i == 2) {
		v = (unsigned)in[i] << 16 | (unsigned)in[i + 1] << 8;
		fprintf(out, "%c%c%c=", tab[v >> 18 & 63], tab[v >> 12 & 63], tab[v >> 6 & 63]);
	}
}

void html_esc(FILE *f, const char *s)
{
	for (; s && *s; s++) {
		switch (*s) {
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '&': fputs("&amp;", f); break;
		case '"': fputs("&quot;", f); break;
		case '\'': fputs("&#39;", f); break;
		default: fputc(*s, f);
		}
	}
}

int html_img(FILE *f, const struct plot_images *imgs, const char *stem, const char *alt)
{
	const struct plot_image *img = plotimg_find(imgs, stem);

	if (!img)
		return -ENOENT;
	fputs("<img alt=\"", f);
	html_esc(f, alt);
	fputs("\" src=\"data:image/png;base64,", f);
	html_base64(f, img->png, img->len);
	fputs("\">\n", f);
	return 0;
}
