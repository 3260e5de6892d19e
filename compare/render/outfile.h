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
 */
#ifndef COMPARE_OUTFILE_H
#define COMPARE_OUTFILE_H

#include <stdio.h>

/* outfile_mkdir: folder DIR made unless it is there (mkdir 0777, less the umask; its
 * parent must exist). 0, or 1 after one line on ERR: "compare: OPT DIR: <reason>" (OPT the
 * option that named DIR, e.g. "--plots"), or "compare: DIR: <reason>" when OPT is NULL;
 * a link in DIR's place is refused ("a link, not a folder"): nothing is written through it. */
int outfile_mkdir(const char *dir, const char *opt, FILE *err);

/* outfile_open: folder DIR made (outfile_mkdir, OPT as there), then DIR/NAME opened for
 * writing (outfile_open_tmp: its temporary); its path, a new string, in *PATH (for
 * outfile_close or outfile_commit; the caller frees it). NULL (and *PATH NULL) after one line
 * on ERR naming the folder or file and the reason, or "compare: out of memory". */
FILE *outfile_open(const char *dir, const char *name, const char *opt, char **path, FILE *err);

/* outfile_close: outfile_commit(F, PATH, 1, ERR): the file written to PATH. 0, or 1 after one
 * line on ERR ("compare: PATH: <reason>"). F is closed either way. */
int outfile_close(FILE *f, const char *path, FILE *err);

/* outfile_open_tmp: PATH's new temporary (atomicfile_open: PATH ".tmp") opened for writing,
 * to become PATH by outfile_commit (so an interrupted or failed run leaves PATH as it was: the
 * previous report, or none). NULL after one line on ERR. */
FILE *outfile_open_tmp(const char *path, FILE *err);

/* outfile_commit: close F (from outfile_open_tmp for PATH) and, when OK and every write
 * succeeded, rename PATH ".tmp" to PATH; otherwise remove PATH ".tmp". 0, or 1 (after one
 * line on ERR when a write, the close or the rename failed; OK 0 says the caller already
 * named its own failure). */
int outfile_commit(FILE *f, const char *path, int ok, FILE *err);

#endif
