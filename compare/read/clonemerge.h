/*
 * clonemerge.h: the engine stats of a numjobs job's clones merged into the job's, by the one
 * merge rule of scripts/merge-stats (lib/merge/statsmerge.h: histograms merged bucket by
 * bucket from their bins, counts summed, percentiles recomputed from the merged histogram,
 * never averaged), so that a numjobs=2 job gets p50, p99 and p99.9 equal to fio's group
 * percentiles within fio's bin (issue 20 item 2). Schema 2 files only (schema 1 has no bins).
 */
#ifndef COMPARE_CLONEMERGE_H
#define COMPARE_CLONEMERGE_H

#include <stddef.h>

#include "read/pairing.h"
#include "read/runfile.h"

/* clonemerge_mark: a copy of the USED flags of the N candidates C (a new array, free() it),
 * taken before pairing a job, so that clonemerge_read() knows which files its pairing took;
 * NULL on -ENOMEM. */
unsigned char *clonemerge_mark(const struct pairing_stats *c, size_t n);

/* clonemerge_read: the numbers of direction DIR (runfile.h) of the candidates of C (N, their
 * parsed documents ROOTS[i], read once when classified) that are used now but were not in
 * MARK (the clones just paired), merged by statsmerge_docs, into *OUT; *NFILES the number
 * merged. 0; -EINVAL with WHY (schema 1, or refused by statsmerge: the file and field named),
 * -ENOENT when no file was taken; -ENOMEM. On success release OUT with
 * runfile_engine_free(). */
int clonemerge_read(const struct pairing_stats *c, json_t *const *roots, size_t n,
		    const unsigned char *mark, enum runfile_dir dir, struct runfile_engine *out,
		    size_t *nfiles, char *why, size_t whylen);

#endif
