/*
 * safepath.h: the one ownership rule for a folder that root writes in or runs a program in
 * (run-pack --dir and --out, the study folder scripts/plots writes into, compare's --plots
 * and --html), after OpenSSH's StrictModes (sshd_config(5); misc.c safe_path(), which checks
 * each component of the real path up to /): every folder from DIR up to / is owned by root or
 * the invoking user, and none is writable by group or others. Otherwise another user on the
 * machine can swap a folder or a file in it between our check and our use (issue 28: a
 * planted fiofile link, a swapped fio.json.tmp or plots.gp).
 *
 * One exception, which OpenSSH does not need: a sticky folder (S_ISVTX, /tmp and /var/tmp)
 * may be writable by group and others when it is an ancestor of DIR, never DIR itself: in a
 * sticky folder only an entry's owner (or the folder's) can rename or remove it (unlink(2),
 * rename(2): EPERM), so a folder of ours below /tmp cannot be swapped, while anything made
 * directly in /tmp could be raced by a name planted first.
 *
 * The path is resolved once (realpath(3): no "..", no link left) and then walked from / with
 * openat(O_PATH | O_NOFOLLOW | O_DIRECTORY), each folder checked with fstat, so a link that
 * appears during the walk is refused too. Callers use the resolved path afterwards (the
 * folders along it are ours, so it keeps naming what was checked).
 *
 * Pure module: libc only; no stdio output.
 */
#ifndef ENGINE_SAFEPATH_SAFEPATH_H
#define ENGINE_SAFEPATH_SAFEPATH_H

#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

/* The size of a reason string that always holds the whole reason (a PATH_MAX path and
 * its explanation). */
#define SAFEPATH_WHY 4352

/* safepath_uid: the invoking user: SUDO_UID when set to a whole number (sudo(8) sets it to
 * the user who ran sudo), else the real uid (getuid(2)). */
uid_t safepath_uid(void);

/* safepath_judge: the rule for one folder PATH (for the reason only) with status ST: owned by
 * root or UID, and not writable by group or others unless it is sticky and LEAF is 0 (an
 * ancestor of the folder checked, not the folder). 0, or -EPERM with the reason in WHY (WHYSZ
 * bytes, always terminated when WHYSZ > 0), e.g. "/home/u: owned by uid 1000, not by root or
 * uid 0"; -ENOTDIR when ST is not a folder. */
int safepath_judge(const char *path, const struct stat *st, uid_t uid, int leaf, char *why,
		   size_t whysz);

/* safepath_judge_file: the same owner and mode rule for the file PATH, not followed if a link
 * (lstat(2)): a regular file owned by root or UID and not writable by group or others (a
 * state file another user could have written or swapped is never replayed: run-pack
 * --restore). 0; -EPERM with the reason in WHY (WHYSZ bytes) when it is not a regular file or
 * fails the rule; lstat(2)'s negative errno (e.g. -ENOENT) with the reason. */
int safepath_judge_file(const char *path, uid_t uid, char *why, size_t whysz);

/* safepath_check: folder DIR (relative to the working folder, or absolute) and every folder
 * above it up to / judged by safepath_judge for UID. With MISSING_OK, DIR may not exist yet:
 * the nearest existing folder above it is checked as the folder (it is where the rest would
 * be made), and the missing names are kept (none may be "." or ".."). On success 0 and
 * DIR's resolved absolute path in CANON (CANONSZ bytes; PATH_MAX is enough), else a negative
 * errno with one reason in WHY naming the folder: -EPERM (owner or mode), -ENOTDIR, -ENOENT
 * (without MISSING_OK, or a missing folder above DIR), -ELOOP (a link appeared while checked),
 * -ENAMETOOLONG, -EINVAL (an empty DIR, "." or ".." after a missing name), or open(2)'s and
 * fstat(2)'s errors. */
int safepath_check(const char *dir, uid_t uid, int missing_ok, char *canon, size_t canonsz,
		   char *why, size_t whysz);

/* Flags of safepath_check_flags and safepath_open. */
#define SAFEPATH_MISSING_OK 0x1 /* as safepath_check's MISSING_OK (not with safepath_open) */
/* DIR is the folder a new private folder of ours is made in (mkdir 0700, a new name), not a
 * folder written in: DIR is judged as the folders above it are, so a sticky DIR (/tmp,
 * /var/tmp, /dev/shm) is taken (in it nobody else can rename or remove our folder); one
 * writable by others without the sticky bit, or owned by another user, is still refused. */
#define SAFEPATH_PARENT 0x2

/* safepath_check_flags: safepath_check with FLAGS (SAFEPATH_MISSING_OK, SAFEPATH_PARENT). */
int safepath_check_flags(const char *dir, uid_t uid, int flags, char *canon, size_t canonsz,
			 char *why, size_t whysz);

/* safepath_open: safepath_check_flags of DIR (which must exist; FLAGS: SAFEPATH_PARENT),
 * returning the O_PATH | O_DIRECTORY descriptor (close-on-exec) the walk judged DIR by:
 * work relative to it (mkdirat, openat with O_NOFOLLOW) and nothing along DIR's path can be
 * swapped between the check and the use. The descriptor (>= 0), or the errors of
 * safepath_check with WHY. CANON as safepath_check's. */
int safepath_open(const char *dir, uid_t uid, int flags, char *canon, size_t canonsz, char *why,
		  size_t whysz);

#endif
