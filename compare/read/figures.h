/*
 * figures.h: published figures that are not a reference set of cells (results/reference/
 * README.md): results/reference/overhead/bfq-doc.json, the kernel's BFQ documentation's CPU
 * time per request and IOPS ceilings. A pack names its set in pack.json
 * ("published_figures": "overhead/bfq-doc"); compare reads it into model/input.h's struct
 * figures, which the model carries (model.h figures) and the text prints after a sweep's
 * ceilings (render_text_sweep.h text_published_figures), as published, beside the study.
 */
#ifndef COMPARE_FIGURES_H
#define COMPARE_FIGURES_H

#include <stddef.h>

#include <jansson.h>

#include "model/input.h" /* struct figures: the set, as read */

/* figures_name: the "published_figures" name of a study's manifest ROOT
 * (pack.descriptor.published_figures) when it is safe ([a-z0-9_-] words joined by '/'),
 * else NULL. */
const char *figures_name(json_t *root);

/* figures_load: REFDIR/NAME.json into *OUT: its title, source and note (strings, else NULL)
 * and its "results" entries (struct figures). 0; jsonfile_load's errors; -EINVAL (no
 * "results" array; WHY); -ENOMEM. On error *OUT needs no figures_free(). */
int figures_load(const char *refdir, const char *name, struct figures *out, char *why,
		 size_t whylen);

/* figures_free: release F; safe on a zeroed value. */
void figures_free(struct figures *f);

#endif
