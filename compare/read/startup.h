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
#include "read/manifest.h"

/* startup_is_study: 1 when the manifest M (read by manifest_read_dir; zeroed when there was
 * none or it was unreadable) is a start-up study's (pack.descriptor.measure "startup"), else 0. */
int startup_is_study(const struct manifest *m);

/* startup_load: the study in DIR into *S, its labels from L, the published values from REF
 * (may be NULL; borrowed). One line on ERR per run left out. 0; 1 after one line on ERR
 * (manifest unreadable, no usable run); -ENOMEM. *S needs startup_free() either way. */
int startup_load(const char *dir, const struct labels *l, const struct reference *ref,
		 struct startup_study *s, FILE *err);

/* startup_free: release S; safe on a zeroed or half-loaded study, twice. */
void startup_free(struct startup_study *s);

/* startup_load_read: startup_load with DIR/manifest.json already read into MR (its manifest
 * is taken over, MR->m zeroed; MR still needs manifest_read_free()). */
int startup_load_read(const char *dir, struct manifest_read *mr, const struct labels *l,
		      const struct reference *ref, struct startup_study *s, FILE *err);

#endif
