/*
 * atomicfile.h: the one way the C programs write a file (compare's outputs, schedaio-study's
 * manifest.json and split fio.json, schedaio-merge's OUT, the engine's stats file; the
 * scripts' twin is scripts/lib/atomic.sh).
 *
 * We run as root in folders other people may have filled (a results folder from a colleague,
 * a --resume, what a fleet host sends back), so a write never opens an existing file: the
 * data goes to a NEW temporary in the file's own folder, PATH ".tmp": whatever has that name
 * (a file left by a killed run, a link planted there) is removed first, and the temporary is
 * created with O_CREAT | O_EXCL | O_NOFOLLOW (mode 0666 less the umask), so a link is never
 * followed: if one appears between the two, the open fails. The temporary is then renamed over
 * PATH: rename(2) replaces a link at PATH, it never writes through it, and a reader sees the
 * old file or the new one, never half of one. run-pack --resume removes leftover *.tmp.
 *
 * No global state; safe in threads (the engine writes from fio's jobs), as long as two
 * writers never write the same PATH at once.
 */
#ifndef ENGINE_JSON_ATOMICFILE_H
#define ENGINE_JSON_ATOMICFILE_H

#include <stdio.h>

#include <jansson.h>

/* atomicfile_open: the new temporary PATH ".tmp" (see above), open for writing. NULL with
 * errno set on error (ENOENT / EACCES / ENOTDIR: PATH's folder is missing or not writable;
 * EEXIST: something took the name between the removal and the create; ENAMETOOLONG,
 * ENOMEM). */
FILE *atomicfile_open(const char *path);

/* atomicfile_commit: flush and close F (from atomicfile_open(PATH)); when OK and every write,
 * the flush and the close succeeded, rename PATH ".tmp" over PATH; otherwise remove PATH
 * ".tmp" (PATH is as it was). 0, or -errno of the failing call (a write error stdio kept
 * without errno: -ENOSPC when the filesystem has no free block, else -EIO; -ECANCELED: OK was
 * 0). F is closed either way. */
int atomicfile_commit(FILE *f, const char *path, int ok);

/* atomicfile_open_unique: atomicfile_open for writers that may write the same PATH at once
 * (the scripts' journal, scripts/lib/atomic.sh, through schedaio-study write-file): the
 * temporary gets a name no other writer uses, FOLDER "/." NAME "." 6 random letters or digits
 * ".tmp" (the scripts' own), created O_CREAT | O_EXCL | O_NOFOLLOW (0666 less the umask);
 * nothing is removed first. TMP (PATH_MAX bytes) receives its path, for
 * atomicfile_commit_tmp. PATH a file name (not "" or ending in '/'). NULL with errno set
 * (atomicfile_open's, EISDIR: no file name; EEXIST: 100 names in a row were taken). */
FILE *atomicfile_open_unique(const char *path, char *tmp);

/* atomicfile_commit_tmp: atomicfile_commit for F from atomicfile_open_unique(PATH, TMP):
 * TMP renamed over PATH, or removed. Same results. */
int atomicfile_commit_tmp(FILE *f, const char *tmp, const char *path, int ok);

/* atomicfile_json: ROOT as JSON (json_dumpf FLAGS, then a newline) into PATH through
 * atomicfile_open / atomicfile_commit. 0 or -errno (-ENOSPC: a full filesystem; -EIO: jansson
 * refused the value, or a write failed for another reason). */
int atomicfile_json(const char *path, const json_t *root, size_t flags);

#endif
