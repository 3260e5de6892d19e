/*
 * fioopts.h: the one table of what a pack's job file may set (jobs/fio-options.tsv, compiled
 * in as build/fio-options.h) and the kinds of value it allows. Used by the pack check
 * (jobrules.c over jobparse.c's parse) and by --sweep (jobrules_sweep_check): the sweep's
 * allow-list is the table's "sweep" column, one rule in one place.
 *
 * Two name spaces share the table: options (rows whose "from" is fio, alias:NAME or a list of
 * engines) and the values of ioengine= (rows whose "from" is ioengine); fio's "sync" is both.
 * Names are matched as fio matches them: exact and case-sensitive (fio options.h o_match).
 *
 * Pure module: libc only, no global state but the const table.
 */
#ifndef STUDY_FIOOPTS_H
#define STUDY_FIOOPTS_H

#include <stddef.h>
#include <stdio.h>

/* pack column: what a pack may do with the option. */
enum fioopt_verdict {
	FIOOPT_ALLOW,   /* a pack may set it, with a value of its kind */
	FIOOPT_REFUSE,  /* never in a pack */
	FIOOPT_RUNPACK, /* run-pack sets it in each run's job.fio; never in a pack */
};

/* value column: the values an allowed option takes (fioopt_value_ok). */
enum fioopt_kind {
	FIOOPT_K_NONE,   /* "-": a refused row */
	FIOOPT_K_COUNT,  /* a whole number >= 1, at most 9 digits */
	FIOOPT_K_COUNT0, /* a whole number >= 0, at most 9 digits */
	FIOOPT_K_PCT,    /* a whole number 0..100 */
	FIOOPT_K_SIZE,   /* one size as fio reads it (lib/fiosize: fiosize_one): 4k, 1g, 0x1000 */
	FIOOPT_K_SIZES,  /* bs=: 1 to 3 sizes joined by ',' (read, write, trim: fiosize_ddirs) */
	FIOOPT_K_RANGE,  /* bsrange=: 1 to 3 ranges such as 4k-64k joined by ',' (fiosize_ranges) */
	FIOOPT_K_SPLIT,  /* bssplit=: SIZE/PCT entries joined by ':', directions by ',' (fiosize_split) */
	FIOOPT_K_TIME,   /* digits and one of fio's units (us, ms, s, m, h, d; none: s) */
	FIOOPT_K_BOOL,   /* 0 or 1 */
	FIOOPT_K_FLAG,   /* no value ("time_based"), or 0 or 1 (fio's FIO_OPT_STR_SET) */
	FIOOPT_K_WORD,   /* letters, digits and _.:%+- (zipf:1.2, offload) */
	FIOOPT_K_RW,     /* one of fio's rw= words, then :N (a size) or nothing (options.c "rw") */
	FIOOPT_K_NAME,   /* a plain file name: [A-Za-z0-9_.+-], not first '.' or '-', <= 255 bytes */
	FIOOPT_K_TRACE,  /* plain names joined by '/': a path inside the pack folder */
	FIOOPT_K_ENGINE, /* an ioengine row whose pack column is allow */
	FIOOPT_K_MEM,    /* malloc, shm, shmhuge, mmap or mmapshared: no ":FILE" (fio HOWTO "mem") */
	FIOOPT_K_TEXT,   /* any value of the job file's value characters (jobparse.h) */
};

/* One row of jobs/fio-options.tsv (its header says what each column means). */
struct fioopt {
	const char *name;
	const char *from; /* "fio", "alias:NAME", "ioengine", or engines joined by ',' */
	enum fioopt_verdict verdict;
	enum fioopt_kind kind;
	int sweep; /* 1: --sweep may set it */
	const char *why;
};

/* fioopt_find: the option row of NAME (LEN bytes; not an ioengine row), or NULL. */
const struct fioopt *fioopt_find(const char *name, size_t len);

/* fioopt_engine: the ioengine row of NAME (LEN bytes), or NULL. */
const struct fioopt *fioopt_engine(const char *name, size_t len);

/* fioopt_at: row I of the table in its order (NULL past the last): for printing. */
const struct fioopt *fioopt_at(size_t i);

/* fioopt_value_ok: V (LEN bytes; HAS_VALUE 0 for a line without '=') is a value of KIND.
 * 1 or 0. FIOOPT_K_NONE takes nothing. */
int fioopt_value_ok(enum fioopt_kind kind, const char *v, size_t len, int has_value);

/* fioopt_value_why: fioopt_value_ok, and when it is 0, *WHY = a constant string saying why
 * fio would read the value otherwise than we do (the size kinds and rw='s :N: lib/fiosize's
 * reasons), or NULL (the value is simply not of KIND: fioopt_kind_text says what is). */
int fioopt_value_why(enum fioopt_kind kind, const char *v, size_t len, int has_value,
		     const char **why);

/* fioopt_size_kind: KIND is one of the size kinds (SIZE, SIZES, RANGE, SPLIT), whose values
 * are printed in a refusal: fioopt_value_why took their characters. 1 or 0. */
int fioopt_size_kind(enum fioopt_kind kind);

/* fioopt_kind_text: KIND in words for a reason line ("a whole number >= 1"). */
const char *fioopt_kind_text(enum fioopt_kind kind);

/* fioopt_kind_word: KIND as the table's value column writes it ("count"). */
const char *fioopt_kind_word(enum fioopt_kind kind);

/* fioopt_rw_writes: the rw= value V (LEN bytes, fioopt_value_ok's FIOOPT_K_RW) writes or trims:
 * write, randwrite, rw, readwrite, randrw, trim, randtrim, trimwrite, randtrimwrite (fio
 * options.c "rw" posvals; the part before ':'). 1 or 0. */
int fioopt_rw_writes(const char *v, size_t len);

/* fioopt_plain_name: V (LEN bytes) is FIOOPT_K_NAME's plain file name. 1 or 0. */
int fioopt_plain_name(const char *v, size_t len);

/* fioopt_sweep_print: the sweep's rows on OUT, one "KEY<TAB>VALUES<TAB>WHY" line each
 * (VALUES: fioopt_kind_text). */
void fioopt_sweep_print(FILE *out);

#endif
