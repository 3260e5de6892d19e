/*
 * outfile.h: how compare makes the folders and opens and finishes the files it writes
 * (--plots data, plots.gp, startup.gp, --html's index.html and runs.csv), so that a full
 * disk, a quota, a read-only folder or a file in the way is named with its path and reason
 * in one line, and a report is never left half written. Every file goes through
 * json/atomicfile.h, the one C writer: a new temporary beside it, renamed into place, so that
 * a link planted in a results folder is never written through.
 *
 * stdio keeps a failed write's error in the stream (ferror) and the buffered rest is only
 * written by fflush/fclose: all three are checked, and the reason is errno of the failing
 * call (e.g. "No space left on device"), else "write failed".
 *
 * The error convention of every writer of files (outfile, gp, plots, the report): 0 or a
 * negative errno, and the reason in a struct outerr, one line that the caller that decides
 * to stop prints once ("compare: <why>": main.c); nothing is printed below it.
 */
#ifndef COMPARE_OUTFILE_H
#define COMPARE_OUTFILE_H

#include <stdio.h>

#include "json/atomicfile.h"

#define OUTERR_LEN 8192 /* bytes of a reason: two paths and a strerror */

/* Why an output could not be made: the error and one line without "compare: " and the
 * newline. */
struct outerr {
	int code;             /* the negative errno returned with it */
	char why[OUTERR_LEN];
};

/* outerr_set: the reason FMT (printf) into E, and -ERR (ERR a positive errno: EIO, ENOMEM,
 * ...) into E->code, which it returns: `return outerr_set(e, EIO, "%s: ...", path)`. */
int outerr_set(struct outerr *e, int err, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* outfile_mkdir: folder DIR made unless it is there (mkdir 0777, less the umask; its
 * parent must exist). 0, or -errno with E: "OPT DIR: <reason>" (OPT the option that named
 * DIR, e.g. "--plots"), or "DIR: <reason>" when OPT is NULL; a link in DIR's place is
 * refused ("a link, not a folder", -ELOOP): nothing is written through it. */
int outfile_mkdir(const char *dir, const char *opt, struct outerr *e);

/* A file compare is writing: its bytes go to AF.f (lib/json/atomicfile.h), then
 * outfile_close or outfile_commit. */
struct outfile {
	struct atomicfile af;
	char *path; /* DIR/NAME, for the messages (freed by outfile_commit) */
};

/* outfile_open: folder DIR made (outfile_mkdir, OPT as there), then DIR/NAME opened for
 * writing into O (outfile_open_tmp: its temporary). O->af.f, or NULL with E naming the folder
 * or file and the reason, or "out of memory" (nothing left to commit). */
FILE *outfile_open(struct outfile *o, const char *dir, const char *name, const char *opt,
		   struct outerr *e);

/* outfile_close: outfile_commit(O, 1, E): the file written. 0, or -errno with E ("PATH:
 * <reason>"). O is finished either way. */
int outfile_close(struct outfile *o, struct outerr *e);

/* outfile_open_tmp: PATH opened for writing into O: its folder opened once and judged
 * (atomicfile_open: lib/safepath's rule), a new temporary "." NAME ".XXXXXX.tmp" in it, to
 * become PATH by outfile_commit (so an interrupted or failed run leaves PATH as it was: the
 * previous report, or none). O->af.f, or NULL with E ("PATH: <reason>"). */
FILE *outfile_open_tmp(struct outfile *o, const char *path, struct outerr *e);

/* outfile_commit: close O's file and, when OK and every write succeeded, rename its temporary
 * to PATH (in the folder opened at the start); otherwise remove the temporary. 0, or -errno:
 * with E ("PATH: <reason>") when a write, the close or the rename failed; -ECANCELED with E as
 * it was when OK is 0 (the caller already gave its own failure). O is finished either way. */
int outfile_commit(struct outfile *o, int ok, struct outerr *e);

#endif
