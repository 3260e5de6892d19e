/*
 * build.h: a comparison's model (model.h) built from its inputs, once, and released: the
 * tables (ranked: rank.c; judged: rowverdict.h, seqverdict.h; a start-up study's columns:
 * startup.h), the percentile and progress curves, the per-host tables and the host-paired
 * effect (fleet.h), then the models derived from the tables (derived.h). The top of the
 * model wing: nothing of the model includes it.
 */
#ifndef COMPARE_BUILD_H
#define COMPARE_BUILD_H

#include "model/model.h"

/* model_build: the tables and curves of the NIN inputs IN into *M. REF (the set of every
 * row) may be NULL; KREF, when not NULL, is a set per kernel of the one input's kernels[]
 * (NKREF entries, each may be NULL; model.h kref) and REF is then not used; UNIT (compare
 * --unit) may be NULL, else it is the MB/s unit whatever the packs say. The sets are
 * borrowed. 0 or -ENOMEM (M then needs no model_free()). */
int model_build(struct model_input *in, size_t nin, const struct labels *l,
		const struct reference *ref, const struct reference *const *kref, size_t nkref,
		const enum units_mbps *unit, struct model *m);

/* model_free: release M (not the inputs), the derived models with it. */
void model_free(struct model *m);

#endif
