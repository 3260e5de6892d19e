/*
 * html_text.h: the bytes every HTML page of compare is written with: the one escaping
 * function of a string from the results, base64 (RFC 4648) and a plot inlined as a data:
 * URL. Below html.c, its parts (html_parts.h) and the start-up report (startup_out.c), so
 * that no part reaches back up into the page that includes it.
 */
#ifndef COMPARE_HTML_TEXT_H
#define COMPARE_HTML_TEXT_H

#include <stdio.h>

/* html_esc: S as HTML text or attribute value to F: < > & " ' as entities, every other
 * byte as is (S NULL writes nothing). The one escaping function of every string that
 * reaches the report (labels, cell and folder names, tunables, paths, manifest text). */
void html_esc(FILE *f, const char *s);

#define HTML_IMG_MAX (32L << 20) /* bytes of a plot inlined */

/* html_img: DIR/plots/STEM.png inlined into F as <img alt="ALT" src="data:image/png;base64,
 * ...">, ALT escaped. 0; -ENOENT when the plot is not there (not drawn); -EINVAL when it is
 * not a regular file, -EFBIG when larger than HTML_IMG_MAX; -ENOMEM or another -errno. */
int html_img(FILE *f, const char *dir, const char *stem, const char *alt);

/* html_base64: the base64 (RFC 4648, with padding) of the N bytes at IN to OUT. */
void html_base64(FILE *out, const unsigned char *in, size_t n);

#endif
