/*
 * jobparse.h: a fio job file read into its sections and (name, value) pairs, in the one form
 * that fio and run-pack read the same way (issue 39, finding 1).
 *
 * How fio 3.33 reads a job file (init.c __parse_jobs_ini, parse.c, options.c):
 *   - in pieces of at most 8191 bytes (fgets(string, OPT_LEN_MAX = 8192)): a longer line is
 *     two lines to fio, so an 8191-byte ';' comment hides what follows it on the same line;
 *   - blanks (isspace, iscntrl) are stripped at both ends; a line whose first other byte is
 *     ';' or '#' is a comment, and anything from the first ';' or '#' of a line is dropped;
 *   - "[NAME]" opens a section (at most 255 bytes: sscanf "[%255[^\n]]", its last byte cut);
 *     a section whose name begins with "global" is a global one (strncmp(name, "global", 6));
 *   - a line beginning with "include" reads another file (no check of ours sees it);
 *   - an option's name is what comes before the first '=' (blanks at its end stripped), its
 *     value what follows, and both go through fio_option_dup_subs (every "${VAR}", in the name
 *     too, becomes the environment's VAR, or nothing) and fio_keyword_replace ($pagesize,
 *     $mb_memory, $ncpus, then bc(1) on any value with + - * /);
 *   - the name is matched exactly, or one of its aliases (options.h o_match).
 * So a check that reads the text another way is bypassed: "exec_pre${X}run=..." runs a
 * command as root, and "rw=${X}randwrite" writes.
 *
 * The one form (anything else is refused, with the line and why): every line shorter than
 * JOBPARSE_FIO_READ - 1 bytes, its '\n' aside, with no NUL; a comment line starts with ';' or
 * '#' in its first byte; a blank line is spaces and tabs only; a section line is exactly
 * "[NAME]", NAME a plain name of at most JOBPARSE_SECT_MAX bytes ([A-Za-z0-9_.-], not first
 * '.' or '-'), "global" or not beginning with "global", each NAME once, [global] at most once
 * and first; at most JOBPARSE_OPTS_MAX options and as many sections; an option line is NAME or NAME=VALUE from its first byte, NAME of [a-z0-9_-] not
 * beginning with "include", VALUE not empty and of [A-Za-z0-9] and JOBPARSE_VALUE_PUNCT (no
 * blank, no '$', no ';' or '#', no quote), each NAME once in a section. In that form fio's
 * reading is a split at the first '=', with nothing substituted, and so is run-pack's (a
 * line's key from column 0, rp-job.sh and jobfile.c). Then fio itself is asked
 * (fiocheck.c: fio --showcmd) whether it read the same pairs.
 *
 * Pure module: libc only.
 */
#ifndef STUDY_JOBPARSE_H
#define STUDY_JOBPARSE_H

#include <stddef.h>

/* fio's read size: fgets(string, OPT_LEN_MAX) reads at most OPT_LEN_MAX - 1 = 8191 bytes
 * (parse.h OPT_LEN_MAX 8192). A line that, with its '\n', is that long or longer is refused. */
#define JOBPARSE_FIO_READ 8191
#define JOBPARSE_SECT_MAX 64    /* bytes of a section's name */
#define JOBPARSE_OPTS_MAX 4096  /* options in a file (the packs have ~300): checks stay linear */
/* the characters of a value besides letters and digits */
#define JOBPARSE_VALUE_PUNCT "_.:%+,/@=-"

/* JOBPARSE_ENGINE_VARS: a value may also hold "$jobname" and "$jobnum", the words our engine
 * expands in stats_file= (ENGINE.md "stats_file"; fio leaves them: neither is a fio keyword).
 * For the job.fio run-pack writes, never for a pack's. */
#define JOBPARSE_ENGINE_VARS 1u

struct jobparse_opt {
	const char *name, *val; /* into the text; VAL is NULL for a line without '=' */
	size_t nlen, vlen;
	long line;   /* 1-based */
	size_t sect; /* index into sect[] */
};

struct jobparse_sect {
	const char *name; /* into the text, without the brackets */
	size_t nlen;
	long line;
	size_t first, nopt; /* its options: opt[first .. first + nopt) */
};

/* A job file as fio reads it: sections in file order, each with its options in file order. */
struct jobparse {
	struct jobparse_sect *sect;
	size_t nsect;
	struct jobparse_opt *opt;
	size_t nopt;
	long global; /* the index of [global] in sect[], or -1 */
};

/* jobparse_value_char: C may be in a value: a letter, a digit or one of JOBPARSE_VALUE_PUNCT. */
int jobparse_value_char(char c);

/* jobparse_value: V (LEN bytes) is a value of the one form (not empty; letters, digits and
 * JOBPARSE_VALUE_PUNCT; with JOBPARSE_ENGINE_VARS in FLAGS also "$jobname" and "$jobnum").
 * 1, or 0 with why in WHY. */
int jobparse_value(const char *v, size_t len, unsigned flags, char *why, size_t whylen);

/* jobparse_read: TEXT (LEN bytes, a job file; NUL bytes refused) into *P (free with
 * jobparse_free, also after an error). FLAGS: 0 or JOBPARSE_ENGINE_VARS. 0, or -EINVAL with
 * the first line out of the one form in *LINE and why in WHY ("a '$': fio substitutes ${VAR}
 * and $keywords in names and values (options.c fio_option_dup_subs)"; no byte of the line is
 * printed), -ENOMEM. */
int jobparse_read(const char *text, size_t len, unsigned flags, struct jobparse *p, long *line,
		  char *why, size_t whylen);

/* jobparse_free: what jobparse_read allocated; P zeroed. */
void jobparse_free(struct jobparse *p);

/* jobparse_get: option NAME of section S as fio gives it to the job: S's own, else [global]'s
 * (fio copies the global options into each job made after them: init.c get_new_job). NULL
 * when neither sets it. */
const struct jobparse_opt *jobparse_get(const struct jobparse *p, size_t s, const char *name);

/* jobparse_is: O's name is NAME. */
int jobparse_is(const struct jobparse_opt *o, const char *name);

#endif
