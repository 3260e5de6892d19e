/*
 * plotimg.h: the PNG images one run of the plots stage drew (plots.h plots_write), held in
 * memory as gnuplot wrote them, so that the HTML report (html.h) embeds exactly the plots of
 * this comparison from this list and opens no file. Each image is read once, by gp.c, from
 * gnuplot's private folder before it is moved into the plots folder (gp.h gp_run).
 */
#ifndef COMPARE_PLOTIMG_H
#define COMPARE_PLOTIMG_H

#include <stddef.h>

#define PLOTIMG_MAX (32L << 20) /* bytes of one image kept (and inlined by the report) */

struct plot_image {
	char *stem;         /* the file name without ".png" (gp_terminal's STEM), owned */
	unsigned char *png; /* LEN bytes, owned */
	size_t len;
};

/* The images of one plots run, in the order gnuplot's script names them. */
struct plot_images {
	struct plot_image *v;
	size_t n, cap;
};

/* plotimg_read: the image NAME ("<stem>.png", a gp_safe name) in folder DFD, a regular
 * file opened without following a link, appended to S. 0; -EINVAL (not a regular file or
 * not a .png name), -EFBIG (larger than PLOTIMG_MAX), -ENOMEM, or the -errno of open or
 * read. */
int plotimg_read(struct plot_images *s, int dfd, const char *name);

/* plotimg_find: the image of STEM in S, or NULL (not drawn by this run). */
const struct plot_image *plotimg_find(const struct plot_images *s, const char *stem);

/* plotimg_free: release S; safe on a zeroed value. */
void plotimg_free(struct plot_images *s);

#endif
