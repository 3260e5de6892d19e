/*
 * figures.h: published figures that are not a reference set of cells (results/reference/
 * README.md): results/reference/overhead/bfq-doc.json, the kernel's BFQ documentation's CPU
 * time per request and IOPS ceilings. A pack names its set in pack.json
 * ("published_figures": "overhead/bfq-doc"); compare prints it after a sweep's ceilings
 * (render_sweep_figures), as published, beside the study.
 */
#ifndef COMPARE_FIGURES_H
#define COMPARE_FIGURES_H

#include <stddef.h>

#include <jansson.h>

#define FIGURES_MAX 64 /* entries printed */

/* figures_name: the "published_figures" name of a study's manifest ROOT
 * (pack.descriptor.published_figures) when it is safe ([a-z0-9_-] words joined by '/'),
 * else NULL. */
const char *figures_name(json_t *root);

/* figures_load: REFDIR/NAME.json into *OUT (an object with a "results" array).
 * 0; jsonfile_load's errors; -EINVAL (WHY). */
int figures_load(const char *refdir, const char *name, json_t **out, char *why, size_t whylen);

#endif
