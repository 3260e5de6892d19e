/*
 * atomicfile.h: the one way the C programs write a file (compare's outputs, schedaio-study's
 * manifest.json, job files, trace copies and write-file, schedaio-merge's OUT, schedaio-blktrace's
 * JSON, the engine's stats file; the scripts' twin is scripts/lib/atomic.sh).
 *
 * We run as root in folders other people may have filled (a results folder from a colleague,
 * a --resume, what a fleet host sends back), so (the brief's ground rules, lib/safepath.h):
 *  - the folder is opened once (safepath_open: O_PATH | O_DIRECTORY, judged by lib/safepath's
 *    rule: owned by root or the invoking user, writable by nobody else, nor any folder above it
 *    but a sticky one), and every later step is relative to that descriptor: the folder
 *    checked is the folder written, whatever is renamed or linked along its path meanwhile;
 *  - the data goes to a NEW temporary in it, "." NAME "." 6 random letters or digits ".tmp"
 *    (the scripts' own), created openat(O_CREAT | O_EXCL | O_NOFOLLOW), mode 0666 less the
 *    umask: an existing name, a link included, is never opened or written through;
 *  - the temporary is renamed over NAME (renameat): a link at NAME is replaced, never followed,
 *    and a reader sees the old file or the new one, never half of one. On every error the
 *    temporary is removed (unlinkat) and NAME is as it was.
 * No fsync: a crash may lose the newest write, never half of one on a journalled filesystem's
 * rename (what every writer here did before). A killed writer (SIGKILL) leaves its temporary:
 * a dot-file ending ".tmp" that every reader passes over; run-pack --resume removes *.tmp.
 *
 * No global state; safe in threads (the engine writes from fio's jobs); two writers of one
 * NAME at once each get their own temporary, and the last rename wins.
 */
#ifndef ENGINE_JSON_ATOMICFILE_H
#define ENGINE_JSON_ATOMICFILE_H

#include <limits.h>
#include <stdio.h>

#include <jansson.h>

/* The temporary's name is NAME and this many more bytes: "." NAME "." 6 letters ".tmp". */
#define ATOMICFILE_TMP_EXTRA 12

/* A file being written: write its bytes to F, then atomicfile_commit. */
struct atomicfile {
	FILE *f;                 /* the temporary, open for writing */
	int dfd;                 /* the folder (O_PATH | O_DIRECTORY) */
	int own_dfd;             /* 1: atomicfile_open opened DFD and atomicfile_commit closes it */
	char name[NAME_MAX + 1]; /* the file's name in DFD */
	char tmp[NAME_MAX + 1];  /* its temporary's name in DFD */
};

/* atomicfile_dir: folder DIR opened once for writing in, by lib/safepath's rule
 * (safepath_open for safepath_uid(): DIR and every folder above it owned by root or the
 * invoking user and writable by nobody else; see safepath.h). The descriptor (O_PATH |
 * O_DIRECTORY, close-on-exec; the caller closes it), with DIR's resolved path in CANON
 * (PATH_MAX bytes) unless CANON is NULL; or safepath_open's negative errno (-EPERM: owner or
 * mode; -ENOENT, -ENOTDIR, -ELOOP, -ENAMETOOLONG, ...) with the reason in WHY (WHYSZ bytes,
 * naming the folder). */
int atomicfile_dir(const char *dir, char *canon, char *why, size_t whysz);

/* atomicfile_dir_of: atomicfile_dir of PATH's folder (the part before its last '/', "." when
 * none), *NAME pointed at PATH's file name (after the last '/'). The descriptor, or -errno with
 * the reason in WHY (WHYSZ bytes): atomicfile_dir's, -EISDIR (PATH "" or ending in '/': no
 * file name), -ENAMETOOLONG. */
int atomicfile_dir_of(const char *path, const char **name, char *why, size_t whysz);

/* atomicfile_tmpname: the temporary's name for NAME from 6 random bytes RND into TMP
 * (NAME_MAX + 1 bytes): "." NAME "." 6 of [a-zA-Z0-9] ".tmp". 0 or -ENAMETOOLONG. */
int atomicfile_tmpname(const char *name, const unsigned char rnd[6], char *tmp);

/* atomicfile_open_tmp: A set up to write NAME in folder DFD (not closed by commit) through the
 * temporary TMP, created openat(DFD, TMP, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
 * O_CLOEXEC, 0666). 0, or -errno: -EEXIST (TMP exists, a link included: nothing is opened or
 * changed), -ENOENT (the folder was removed), -EACCES / -EROFS, -ENAMETOOLONG, -ENOMEM; -EINVAL
 * when NAME or TMP is not one file name ("", ".", "..", or holding '/'). On error A->f is NULL
 * and nothing is left behind. atomicfile_open_at's step, public for tests. */
int atomicfile_open_tmp(struct atomicfile *a, int dfd, const char *name, const char *tmp);

/* atomicfile_open_at: A set up to write NAME (one file name) in folder DFD (from
 * atomicfile_dir, or any folder descriptor the caller judged; the caller keeps and closes it)
 * through a new temporary with a random name (atomicfile_tmpname; another is drawn when one is
 * taken, 100 at most). 0, or atomicfile_open_tmp's errors (-EEXIST: 100 names in a row were
 * taken), getrandom(2)'s. */
int atomicfile_open_at(struct atomicfile *a, int dfd, const char *name);

/* atomicfile_open: A set up to write PATH: its folder opened by atomicfile_dir_of, then
 * atomicfile_open_at its name; atomicfile_commit closes the folder. 0, or -errno with the
 * reason in WHY (WHYSZ bytes; without PATH itself): atomicfile_dir_of's (-EPERM, -ENOENT,
 * -EISDIR, ...), atomicfile_open_at's. */
int atomicfile_open(struct atomicfile *a, const char *path, char *why, size_t whysz);

/* atomicfile_commit: flush and close A->f; when OK and every write, the flush and the close
 * succeeded, rename the temporary over NAME (renameat in A->dfd); otherwise remove the
 * temporary (unlinkat: NAME is as it was). A->dfd closed when atomicfile_open opened it. 0, or
 * -errno of the failing call (a write error stdio kept without errno: -ENOSPC when the
 * filesystem has no free block, else -EIO; -ECANCELED: OK was 0; -ENOENT: the folder was
 * removed). A is finished either way. */
int atomicfile_commit(struct atomicfile *a, int ok);

/* atomicfile_json_at: ROOT as JSON (json_dumpf FLAGS, then a newline) into NAME in folder DFD
 * through atomicfile_open_at / atomicfile_commit. 0 or -errno (-ENOSPC: a full filesystem;
 * -EIO: jansson refused the value, or a write failed for another reason; the open's). */
int atomicfile_json_at(int dfd, const char *name, const json_t *root, size_t flags);

/* atomicfile_json: atomicfile_json_at for PATH, its folder opened by atomicfile_dir. 0 or
 * -errno, with the reason in WHY (WHYSZ bytes) for atomicfile_open's errors, strerror's text
 * for the others. */
int atomicfile_json(const char *path, const json_t *root, size_t flags, char *why, size_t whysz);

#endif
