/*
 * refsets.h: the published sets of a run-pack --kernel study paired with its kernels
 * (`--reference laptop-4.13 --reference laptop-4.15`, `--reference debian=laptop-4.15`; the
 * rule: model/refpair.h), each set read once by read/reference.h. One --reference without a
 * kernel is not read here (inputs.c: the study's one set, as in any study).
 */
#ifndef COMPARE_REFSETS_H
#define COMPARE_REFSETS_H

#include <stddef.h>

#include "model/input.h"
#include "model/labels.h"
#include "read/manifest.h"

/* struct refsets: the sets as read and which kernel each goes with. */
struct refsets {
	struct reference *v;         /* N sets, V[i] from the i-th --reference */
	size_t n;
	const struct reference **kref; /* NKREF (the study's kernels, manifest order): kernel i's
					* set (into V), or NULL */
	size_t nkref;
};

/* refsets_read: the NA --reference values ARGS (refpair_wanted) paired with the kernels of
 * the one study MANS[0] (NDIRS inputs; with NDIRS != 1 or no kernels[], refused), each set
 * read from DIR (results/reference) by name or as a path, L making its keys. 0; -EINVAL
 * after one line on stderr (the pairing refused: refpair_assign's reasons; several inputs; a
 * set that cannot be read; paired sets whose MB/s differ); -ENODATA after one line (out of
 * memory reading a set); -ENOMEM. *RS needs refsets_free() either way. */
int refsets_read(const char *const *args, size_t na, const struct manifest_read *mans,
		 size_t ndirs, const char *dir, const struct labels *l, struct refsets *rs);

/* refsets_free: release RS; safe on a zeroed value. */
void refsets_free(struct refsets *rs);

#endif
