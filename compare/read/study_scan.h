/*
 * study_scan.h: which runs a run-pack study holds (results.h, "Layout"), and in which order:
 * the run-<i> folders found on disk and the runs manifest.json lists, one entry per (row,
 * cell, run), the manifest's status and kernel scheduler attached; rows and cells ordered as
 * results.h says. Reading each run's files is results.c's.
 */
#ifndef COMPARE_STUDY_SCAN_H
#define COMPARE_STUDY_SCAN_H

#include <stddef.h>
#include <stdio.h>

#include "model/input.h"

/* One run to read: its names (owned), run number and the manifest's status, if listed.
 * In a study with hosts (manifest.json hosts[]), SCHED is "<host>/<scheduler folder>". */
struct found {
	char *sched, *cell;
	int run;
	const char *status; /* points into the manifest; NULL when not listed */
	const char *kernel; /* results[].kernel_scheduler (into the manifest), or NULL */
	size_t s, c;        /* indexes into results scheds/cells, set once those are ordered */
	size_t seq;         /* order of addition: a later manifest entry wins (found_fold) */
};

struct found_list {
	struct found *v;
	size_t n, cap;
};

/* scan_folder_of: the scheduler folder of row name ROW: ROW, or for a study with hosts the part
 * after "<host>/" (folder names hold no '/'). */
const char *scan_folder_of(const char *row);

/* scan_row_is: 1 when row name ROW is scheduler folder SCHED of HOST (NULL: a study without
 * hosts). */
int scan_row_is(const char *row, const char *host, const char *sched);

/* found_add: the run (SCHED, CELL, RUN) of HOST (NULL without hosts) with manifest STATUS
 * and KERNEL (may be NULL), at the end of L; found_fold merges a run added twice. 0 or
 * -ENOMEM. */
int found_add(struct found_list *l, const char *host, const char *sched, const char *cell,
	      int run, const char *status, const char *kernel);

/* found_fold: one entry per run in L, sorted by name: the runs on disk and those the
 * manifest lists, a run listed again taking the last status and kernel given. O(n log n),
 * so that a manifest of 40,000 results[] costs no more than sorting them. */
void found_fold(struct found_list *l);

/* found_sort: L in reading order: by row index, cell index (S, C: scan_order_names), run. */
void found_sort(struct found_list *l);

/* found_free: release L's entries and array; L may be used again. */
void found_free(struct found_list *l);

/* scan_disk: every <path>/<sched>/<cell>/run-<i> folder into L, as runs of HOST (NULL
 * without hosts). A PATH that cannot be opened gives -errno; deeper folders that cannot be
 * opened are passed over; scheduler and cell folders whose names cannot be used are named on
 * ERR and counted in *BAD. */
int scan_disk(const char *path, const char *host, FILE *err, size_t *bad,
	      struct found_list *l);

/* scan_order_names: the names L uses (its SCHED field when WANT_SCHED, else CELL) into a new
 * array *OUT of *N owned strings: first those of PREFERRED (NPREF, in that order), then
 * the others sorted; and the position of each run's name in it into its S (WANT_SCHED) or C.
 * O((n + npref) log n). 0 or -ENOMEM. */
int scan_order_names(struct found_list *l, int want_sched, const char **preferred,
		     size_t npref, char ***out, size_t *n);

/* scan_hosts: for a study with hosts (MAN->hosts), L holds every
 * <path>/<host>/<sched>/<cell>/run-<i> folder instead of what the plain scan found. A host
 * folder that cannot be opened is passed over; unusable names counted in *BAD. 0 or -ENOMEM. */
int scan_hosts(const char *path, const struct manifest *man, FILE *err, size_t *bad,
	       struct found_list *l);

/* scan_names_free: release the N strings of V and V. */
void scan_names_free(char **v, size_t n);

#endif
