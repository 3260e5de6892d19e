/*
 * html_text.h: the bytes every HTML page of compare is written with: the one escaping
 * function of a string from the results, base64 (RFC 4648) and a plot (one the plots stage
 * drew and kept, plotimg.h) inlined as a data: URL. Below html.c, its parts (html_parts.h)
 * and html_sweep.c's section, so that no part reaches back up into the page that includes
 * it.
 */
#ifndef COMPARE_HTML_TEXT_H
#define COMPARE_HTML_TEXT_H

#include <stdio.h>

#include "render/plotimg.h"

/* html_esc: S as HTML text or attribute value to F: < > & " ' as entities, every other
 * byte as is (S NULL writes nothing). The one escaping function of every string that
 * reaches the report (labels, cell and folder names, tunables, paths, manifest text). */
void html_esc(FILE *f, const char *s);

/* html_img: the image of STEM in IMGS (plotimg.h: the plots this run drew) inlined into F
 * as <img alt="ALT" src="data:image/png;base64,...">, ALT escaped. 0; -ENOENT when IMGS has
 * no such image (not drawn: no data), and nothing written. Opens no file. */
int html_img(FILE *f, const struct plot_images *imgs, const char *stem, const char *alt);

/* html_base64: the base64 (RFC 4648, with padding) of the N bytes at IN to OUT. */
void html_base64(FILE *out, const unsigned char *in, size_t n);

#endif
