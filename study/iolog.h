/*
 * iolog.h: a pack's read_iolog= trace read as data, before fio ever opens it (issue 39,
 * finding 3: a trace naming another file, "add /etc/x", "open", "write 0 4096", "close",
 * had fio overwrite a root-owned file).
 *
 * fio's trace formats (fio HOWTO "I/O Replay" and "Trace file format"; iolog.c of fio 3.33,
 * init_iolog_read and read_iolog): a first line "fio version 2 iolog" or "fio version 3
 * iolog", then one line per action, read with fgets(str, 4096) (4095 bytes at a time: a longer
 * line is two to fio) and sscanf:
 *   v2: FILE ACTION                   (add, open, close)
 *       FILE ACTION OFFSET LENGTH     (read, write, trim, sync, datasync, wait)
 *   v3: TIME FILE ACTION              (add, open, close)
 *       TIME FILE ACTION OFFSET LENGTH (read, write, trim, sync, datasync; fio ignores wait)
 * with FILE at most 256 bytes (%256s: a longer one runs into ACTION), OFFSET %llu, LENGTH %u,
 * TIME %llu (ms since the start). "add" makes FILE one of the job's files (fio add_file: a path,
 * absolute or relative to fio's working folder), whatever the job file names; a file that is
 * not a trace of either version (a blktrace, by its magic) is replayed another way again.
 *
 * The one form (anything else is refused with its line number and why): the first line is
 * exactly one of the two; every other line shorter than IOLOG_FIO_READ bytes with its '\n',
 * of printable ASCII, its fields split by spaces or tabs, exactly as many as above for its
 * action, FILE one of the names the job file gives (its filename= values: plain names, so in
 * fio's working folder, the run's own), added once before any other action on it, numbers of
 * digits only (OFFSET and TIME < 10^18, LENGTH <= IOLOG_LEN_MAX); at most IOLOG_MAX bytes.
 *
 * Pure module but for iolog_load (openat, read).
 */
#ifndef STUDY_IOLOG_H
#define STUDY_IOLOG_H

#include <stddef.h>

#define IOLOG_FIO_READ 4095      /* bytes fio reads of a trace line at a time (fgets 4096) */
#define IOLOG_MAX (64ll << 20)   /* bytes of a trace (the start-up traces: < 50 KB) */
#define IOLOG_LEN_MAX 2147483647 /* bytes of one request (LENGTH is fio's %u) */

/* A name the trace may use: a file the job file names (not NUL-terminated). */
struct iolog_name {
	const char *s;
	size_t len;
};

/* What a trace does. */
struct iolog_sum {
	int version;              /* 2 or 3 */
	long long reads, writes;  /* read and write actions */
	long long trims, syncs;   /* trim; sync and datasync */
	long long waits;          /* wait (version 2) */
	long long read_bytes;     /* the sum of the reads' LENGTH, bytes */
};

/* iolog_parse: TEXT (LEN bytes, a trace) in the one form above, its files among
 * NAMES[0..NNAMES), into *SUM. 0, or -EINVAL with the line in *LINE and why in WHY ("add
 * /etc/x: not a file the job names (filename=)"; a name is printed only when it is of plain
 * printable bytes), -EFBIG over IOLOG_MAX bytes. */
int iolog_parse(const char *text, size_t len, const struct iolog_name *names, size_t nnames,
		struct iolog_sum *sum, long *line, char *why, size_t whylen);

/* iolog_load: the trace REL (plain names joined by '/') under the folder DIR, opened without
 * following any link below DIR (openat O_NOFOLLOW for each name), a regular file of at most
 * IOLOG_MAX bytes, into *BUF (NUL-terminated, free it) and *LEN. 0, or -errno with WHY:
 * -ELOOP (a link), -EINVAL (not a regular file, or REL not such a path), -EFBIG, -EAGAIN (it
 * grew while read), open's and read's errors, -ENOMEM. */
int iolog_load(const char *dir, const char *rel, char **buf, size_t *len, char *why,
	       size_t whylen);

#endif
