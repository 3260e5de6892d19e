/*
 * read/startup.h: the reader of a start-up study (jobs/startup): its manifest.json (through
 * manifest_load, the one reader of that file) into the model of model/startup.h, whose top
 * says what each field holds.
 */
#ifndef COMPARE_READ_STARTUP_H
#define COMPARE_READ_STARTUP_H

#include <stdio.h>

#include "model/labels.h"
#include "model/startup.h"

/* startup_is_study: 1 when DIR/manifest.json is a start-up study's (pack.descriptor.measure
 * "startup"), 0 if not (no manifest, another pack, unreadable). */
int startup_is_study(const char *dir);

/* startup_load: the study in DIR into *S, its labels from L, the published values from REF
 * (may be NULL; borrowed). One line on ERR per run left out. 0; 1 after one line on ERR
 * (manifest unreadable, no usable run); -ENOMEM. *S needs startup_free() either way. */
int startup_load(const char *dir, const struct labels *l, const struct reference *ref,
		 struct startup_study *s, FILE *err);

/* startup_free: release S; safe on a zeroed or half-loaded study, twice. */
void startup_free(struct startup_study *s);

#endif
