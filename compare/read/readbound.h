/*
 * readbound.h: how much one compare reads, and the progress line of a long read (issue 28
 * item 8: compare's run time is bounded, and says so).
 *
 * The bound, over all inputs of one invocation together:
 *   - at most READBOUND_MAX_RUNS runs: a run-pack study's runs (on disk or listed in its
 *     manifest.json) plus the fio JSON files found, each file counted as one run;
 *   - at most READBOUND_MAX_BYTES bytes of run files (fio.json, schedaio.json and
 *     blktrace.json of a study's runs; a start-up study's blktrace.json and its curves'
 *     schedaio-app.json; every fio JSON and stats file of the other inputs), counted from
 *     their sizes as listed (each file is also held to JSONFILE_MAX_BYTES when read,
 *     jsonfile.h).
 * Beyond either, compare refuses the input (nothing compared, exit 1) with one line that
 * names the bound: the runs are counted before any is read, the bytes of fio JSON inputs
 * before any file is read, those of a study's runs as each file is about to be opened.
 * Reading is linear in runs and bytes, so these give the worst-case time that COMPARE.md
 * ("How long compare takes") and compare --help state.
 *
 * The progress line: once reading has taken READBOUND_PROGRESS_S seconds, one line on the
 * error stream at most once a second, never on the output:
 *   "compare: reading STUDY: 12000 of 50000 runs, about 3 s left"
 * The environment variable SCHEDAIO_COMPARE_PROGRESS_S (seconds, 0 to 3600) sets that
 * threshold, so a test can see the line on a small study (util-linux's way: debug output by
 * environment, not by a rebuild).
 */
#ifndef COMPARE_READBOUND_H
#define COMPARE_READBOUND_H

#include <stddef.h>
#include <stdio.h>

#define READBOUND_MAX_RUNS 50000
#define READBOUND_MAX_BYTES (4ull << 30) /* 4 GiB */
#define READBOUND_PROGRESS_S 2.0
#define READBOUND_PROGRESS_ENV "SCHEDAIO_COMPARE_PROGRESS_S"

struct readbound {
	FILE *err;
	size_t runs;              /* runs (and fio JSON files) taken, all inputs */
	unsigned long long bytes; /* bytes of run files taken, all inputs */
	double t0;                /* CLOCK_MONOTONIC at readbound_init, s */
	double after;             /* progress lines from this many s after T0 */
	double last;              /* the last progress line, s; negative: none yet */
	double input_t0;          /* when the current input started, s */
	const char *what;         /* the current input (borrowed) */
	const char *unit;         /* "runs" or "files" */
	size_t done, total;       /* of the current input */
};

/* readbound_init: B empty, its lines to ERR; the threshold from READBOUND_PROGRESS_ENV when
 * it holds a number 0..3600, else READBOUND_PROGRESS_S. */
void readbound_init(struct readbound *b, FILE *err);

/* readbound_start: input WHAT is about to read N runs (UNIT: "runs" or "files"). 0, or
 * -E2BIG after one line on B->err when the runs of all inputs so far would pass
 * READBOUND_MAX_RUNS. B may be NULL (no bound: the unit tests). */
int readbound_start(struct readbound *b, const char *what, size_t n, const char *unit);

/* readbound_bytes: a file of BYTES bytes (PATH, named in the line) is about to be read.
 * 0, or -E2BIG after one line when the total would pass READBOUND_MAX_BYTES. B may be NULL. */
int readbound_bytes(struct readbound *b, const char *path, unsigned long long bytes);

/* readbound_file: readbound_bytes with the size of PATH (lstat; a missing file or one that
 * is not regular counts 0 bytes: its reader says why it is refused). */
int readbound_file(struct readbound *b, const char *path);

/* readbound_step: one run of the current input read; prints the progress line when due.
 * B may be NULL. */
void readbound_step(struct readbound *b);

#endif
