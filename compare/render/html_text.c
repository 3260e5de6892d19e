// html_text.c: HTML escaping, base64 and inlined plots (see html_text.h).
#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "json/jsonfile.h"
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

int html_img(FILE *f, const char *dir, const char *stem, const char *alt)
{
	unsigned char *buf;
	struct stat st;
	char *path;
	size_t n;
	FILE *in;
	int fd;

	if (asprintf(&path, "%s/plots/%s.png", dir, stem) < 0)
		return -ENOMEM;
	/* opened as every input of compare is (jsonfile_open_in: a regular file only, judged
	 * before the open, no link followed, O_NONBLOCK) */
	fd = jsonfile_open_in(NULL, path);
	free(path);
	if (fd < 0)
		return fd;
	in = fdopen(fd, "rb");
	if (!in) {
		close(fd);
		return -ENOMEM;
	}
	if (fstat(fileno(in), &st) || !S_ISREG(st.st_mode) || st.st_size > HTML_IMG_MAX) {
		n = fstat(fileno(in), &st) ? (size_t)errno : S_ISREG(st.st_mode) ? EFBIG : EINVAL;
		fclose(in);
		return -(int)n;
	}
	buf = malloc((size_t)st.st_size + 1);
	if (!buf) {
		fclose(in);
		return -ENOMEM;
	}
	n = fread(buf, 1, (size_t)st.st_size + 1, in);
	fclose(in);
	if (n > (size_t)st.st_size) { /* grew since fstat */
		free(buf);
		return -EFBIG;
	}
	fputs("<img alt=\"", f);
	html_esc(f, alt);
	fputs("\" src=\"data:image/png;base64,", f);
	html_base64(f, buf, n);
	fputs("\">\n", f);
	free(buf);
	return 0;
}
