/*
 * why_read.h: one run's engine details from its schedaio.json into a struct why_run
 * (why.h says which fields, in which units, and the bounds checked).
 */
#ifndef COMPARE_WHY_READ_H
#define COMPARE_WHY_READ_H

#include <stdio.h>

#include "model/why.h"

/* why_read_engine: the engine file PATH of run R (R->dir set) into R. KEY (may be NULL) is
 * the row's scheduler key, written for the first device of R->stack. A file that cannot be
 * read at all leaves R->has_engine 0 quietly (compare's tables name it); a part that is
 * out of bounds is left out after one line on ERR naming PATH and the field. 0 or
 * -ENOMEM. */
int why_read_engine(const char *path, const char *key, struct why_run *r, FILE *err);

/* why_run_free: release what R owns and zero it. */
void why_run_free(struct why_run *r);

#endif
