/*
 * fioin_parts.h: what the three files of the fio JSON reader share (fioin.h is its one public
 * function): the files to read and the state of one fioin_load, the folder walk
 * (fioin_files.c) and the jobs turned into pending runs (fioin_jobs.c). Private to
 * fioin*.c.
 */
#ifndef COMPARE_FIOIN_PARTS_H
#define COMPARE_FIOIN_PARTS_H

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include <jansson.h>

#include "model/labels.h"
#include "read/fiojson.h"
#include "read/keyset.h"
#include "read/pairing.h"
#include "read/store.h"

#define WHY_LEN 512
#define FIOIN_MAX_DEPTH 16 /* folders deeper than this are not searched */
/* The most fio job entries and *.json files read across all inputs (issue 21 item 5): a job
 * read takes about 1 KB until the tables are built (its entry, its rows, its engine
 * numbers), so 100,000 take about 100 MB beside the one file's JSON tree at a time
 * (jsonfile.h), where four 3 MB files of empty jobs ("{}", 4 million of them) took 1.85 GB.
 * A folder of hand runs holds a few hundred; a study of 50,000 runs is read by results.h. */
#define FIOIN_MAX_JOBS 100000
#define FIOIN_MAX_FILES 200000

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
	struct keyset byreal; /* index into V by real path */
	struct keyset seen;   /* the folders searched by the current top-level walk (dirid) */
	char *top; /* realpath() of the current top-level walk's folder: nothing outside it */
};

/* A fio file that parsed. */
struct fiofile {
	char *path, *dir;
	size_t arg;
	struct fiojson_file f;
};

/* One run waiting for the rows and cells to be known. */
struct pend {
	char *row, *cell;     /* owned until moved to the pool */
	const char *host;     /* in the fiojson job, copied to the pool when kept */
	int unknown;
	const struct pairing_stats *stats; /* or NULL */
	int tag_only; /* stats of one clone of several: its tag names the row, nothing else */
	int split;    /* one of the two directions of a job that read and wrote */
	const struct fiofile *ff;
	enum runfile_dir dir;
	double bw_kibps, iops;
	struct runfile_engine eng;
	struct results_details d;
	int has_eng;
};

/* An engine stats file's numbers and details per direction, read when it is classified
 * (the file is read once; a job pairs with it later): what runfile_engine_json gave (RET,
 * WHY on error) and why_read_json. */
struct cand_engine {
	int ret[2];
	char why[2][WHY_LEN];
	struct runfile_engine eng[2];
	struct results_details d[2];
};

struct state {
	const char *path0; /* the first input, to name them in a message */
	const struct labels *lt;
	const char *const *labels;
	FILE *err;
	struct results *r;
	struct infiles files;
	struct fiofile *fios;
	size_t nfios, njobs; /* fio files read, and their job entries (at most FIOIN_MAX_JOBS) */
	struct pairing_stats *cands;
	struct cand_engine *ceng; /* per cands[] entry */
	json_t **croot; /* per cands[] entry: its parsed JSON (a reference), kept until the jobs
			 * are paired so that a numjobs job's clones merge without a second read */
	size_t ncands;
	size_t clone_budget; /* pairing_find_clones: sets left to try */
	struct pend *pend;
	size_t npend, cappend;
};

/* ends_with: 1 when S ends with SFX. */
static inline int ends_with(const char *s, const char *sfx)
{
	size_t a = strlen(s), b = strlen(sfx);

	return a >= b && strcmp(s + a - b, sfx) == 0;
}

/* fioin_files_add: PATH into L, unless it is there already (the same file by its real path:
 * a stats file found twice would pair with nothing). A file listed as stats-only that is
 * then named becomes named. 0 or -ENOMEM. */
int fioin_files_add(struct infiles *l, const char *path, size_t arg, int named, int stats_only,
		       int global);

/* fioin_walk: every *.json file under folder PATH (names sorted, hidden ones passed over) into L,
 * each real folder searched once per top-level walk (DEPTH 0; symlinks inside the top-level
 * folder are followed, loops are not; a symlink out of it is not followed: named on ERR,
 * counted in *SKIPPED, unless STATS_ONLY && !GLOBAL, the folder of a named file, where it is
 * passed over quietly). A folder that cannot be opened is named on ERR and counted in
 * *SKIPPED. 0 or -ENOMEM. */
int fioin_walk(const char *path, size_t arg, int stats_only, int global, int depth,
		struct infiles *l, FILE *err, size_t *skipped);

/* fioin_beside: the *.json files in the folder of file PATH, as stats-only (only engine stats are
 * taken from them). 0 or -ENOMEM. */
int fioin_beside(const char *path, struct infiles *l, FILE *err, size_t *skipped);

/* fioin_safe_dup: S for a table row, a new string: as is when valid UTF-8 without control
 * characters, else with every other byte as \xNN (jsonfile_quote). NULL on -ENOMEM. */
char *fioin_safe_dup(const char *s, size_t len);

/* fioin_clone_runs: for each entry I of F, how many entries from I on are same_job as it, in a
 * row, into a new array (F->njobs), or NULL on -ENOMEM: one pass from the end, so that a
 * file of many entries is read in linear time (issue 21 item 10). */
size_t *fioin_clone_runs(const struct fiojson_file *f);

/* fioin_clones: how many entries of F from index I on are the numjobs clones of one job reported
 * one by one (fio without group_reporting: numjobs entries in a row with its name, host and
 * numjobs; RUN from clone_runs): J->numjobs, else 1. */
size_t fioin_clones(const struct fiojson_file *f, const size_t *run, size_t i);

/* fioin_job_runs: the runs of job J of FF (one per direction that did I/O) into S->pend; K > 1
 * when J is the first of K clone entries (clones()): one run of their sums. */
int fioin_job_runs(struct state *s, const struct fiofile *ff, const struct fiojson_job *j,
		    size_t k);

#endif
