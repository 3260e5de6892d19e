/*
 * fioin_files.h: the files of fio JSON inputs (fioin.h), before any is read: each file
 * named, every *.json file under a folder named (names sorted, hidden ones passed over,
 * symlinks followed, each real folder once per top-level walk, at most
 * FIOIN_MAX_DEPTH deep), the *.json files beside a named file (engine stats only), and every
 * *.json file under a --stats folder (engine stats only, pairing with fio files anywhere).
 * A file reached twice (by its real path) is listed once.
 */
#ifndef COMPARE_FIOIN_FILES_H
#define COMPARE_FIOIN_FILES_H

#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

#define FIOIN_MAX_DEPTH 16 /* folders deeper than this are not searched */

/* One file to read: from input ARG (or a --stats folder), named on the command line or
 * found in a folder. */
struct infile {
	char *path;
	char *real;     /* realpath(), or NULL */
	size_t arg;
	int named;      /* given as a file: a file that is neither kind is refused, not passed */
	int stats_only; /* found under --stats or beside a named file: only engine stats taken */
	int global;     /* found under --stats: pairs with fio files anywhere */
};

/* A folder already searched, by identity: a folder reached again through a symlink (a
 * loop such as "x -> .", or two links to one folder) is searched once, so a walk costs one
 * listing per real folder (three links to "." would otherwise list 3^16 folders). */
struct dirid {
	dev_t dev;
	ino_t ino;
};

struct infiles {
	struct infile *v;
	size_t n, cap;
	struct dirid *seen; /* the folders searched by the current top-level walk */
	size_t nseen, capseen;
};

/* infiles_gather: the files of the N inputs PATHS and the NSTATS folders STATS_DIRS into
 * L (zeroed by the caller), as above. A folder that cannot be opened is named on ERR and
 * counted in *SKIPPED. 0 or -ENOMEM. */
int infiles_gather(char *const *paths, size_t n, char *const *stats_dirs, size_t nstats,
		   struct infiles *l, FILE *err, size_t *skipped);

/* infiles_free: release L; safe on a zeroed value. */
void infiles_free(struct infiles *l);

#endif
