/*
 * inputs.h: compare's read stage: every input a comparison needs, each file read once, before
 * the model is built (read -> model -> render): the label table, the --reference set, each
 * argument's manifest.json, the studies and fio JSON inputs (read/results.h, read/startup.h,
 * read/fioin.h) within one read bound (read/readbound.h), and the pack's published figures
 * (read/figures.h) when the format shows them (its writer needs RENDER_NEEDS_FIGURES).
 */
#ifndef COMPARE_INPUTS_H
#define COMPARE_INPUTS_H

#include <stddef.h>

#include "cli.h"
#include "model/labels.h"
#include "model/model.h"
#include "read/manifest.h"
#include "read/refsets.h"

/* struct inputs: what the read stage read, owned until inputs_free. */
struct inputs {
	struct labels labels;        /* the label table (model/labels.h) */
	struct reference ref;        /* --reference's set (one, naming no kernel), else zeroed */
	struct refsets sets;         /* the sets paired with a --kernel study's kernels (several
				      * --reference, or KERNEL=SET; read/refsets.h), else zeroed */
	struct manifest_read *mans;  /* per folder argument, its manifest.json as read (NMANS) */
	size_t nmans;
	struct model_input *in;      /* the inputs loaded: N (the fio JSON ones as one) */
	size_t n;
	struct figures fig;          /* the pack's published figures, when read (fig.root) */
};

/* inputs_read: the inputs of O into *R (zeroed first). With no folder (--format pts
 * --reference NAME) only the labels and the set are read. 0; -EINVAL after one line on
 * stderr (a refused --reference or pairing of sets with kernels, a start-up study given with others: bad usage); -ENODATA
 * after one line (no runs found or none usable, an input that cannot be read, a set that
 * cannot be read for want of memory); -ENOMEM (nothing printed). A failure to read the
 * published figures is one line and no error: the tables go on without them. *R needs
 * inputs_free() either way. */
int inputs_read(const struct options *o, struct inputs *r);

/* inputs_report_skipped: the summary line on stderr of what R's readers left out (files
 * skipped, runs the manifest marks not ok), when anything was; 1 when it printed it, else 0. */
int inputs_report_skipped(const struct inputs *r);

/* inputs_free: release R; safe on a zeroed value. */
void inputs_free(struct inputs *r);

#endif
