/*
 * jsonfile.h: the one reader of results files. Every JSON file compare and merge-stats read
 * (fio.json, schedaio.json, manifest.json, reference sets) goes through jsonfile_load, and
 * every number taken from one through jsonfile_number / jsonfile_integer, so that a results
 * folder written by someone else (a colleague, a host of a fleet, a published set) is data
 * that cannot hang, exhaust memory or smuggle an infinity into a table (COMPARE.md,
 * "What compare and merge-stats trust").
 *
 * The rules, each written here once:
 *   - only a regular file is read, and nothing else is opened: its real path is judged
 *     (lstat) before the open, which follows no link and is O_NONBLOCK, and the descriptor
 *     is fstat()ed before any read (jsonfile_open_in), so a FIFO, a device, a socket, a
 *     folder or a link out of the folder in a file's place is refused, never opened;
 *   - at most JSONFILE_MAX_BYTES bytes, and at most JSONFILE_MAX_MEM bytes of memory for the
 *     parsed document (jansson's tree can take 80 times the file: "[{},{},...]");
 *   - strings are valid UTF-8 without NUL (jansson checks on load) and hold no terminal
 *     control character (C0 but tab and newline, DEL, C1: ESC starts every escape
 *     sequence): jsonfile_load makes each one '?' in string values and refuses a file with
 *     one in a key; names that come from the file system (folder names) are checked with
 *     jsonfile_name_ok before they are used;
 *   - numbers are finite and within bounds the caller states, named by field when not.
 *
 * fio prints its own messages ("fio: ...") before the JSON when a job fails, and may print
 * more after it, and fio --client copies every text line a server sends into its output
 * (a host can print anything, '{' included): JSONFILE_FIO finds fio's document by its own
 * structure (jsonfile_fio_doc), never from the first '{'. Without it the whole file must be
 * one JSON object (manifest.json, schedaio.json).
 *
 * The memory bound counts what jansson allocates through json_set_alloc_funcs, which is
 * process-wide: jsonfile installs its counting allocator on the first load (the count is
 * the one piece of file-scope state, and makes these functions single-threaded: compare,
 * merge-stats and the fuzz targets are). Never link this into the engine (fio's threads):
 * it lives in lib/json/, below the three programs that share it (compare,
 * schedaio-study, schedaio-merge), outside the .so's folders (tag/, stats/, io/).
 */
#ifndef SCHEDAIO_JSON_JSONFILE_H
#define SCHEDAIO_JSON_JSONFILE_H

#include <stddef.h>

#include <jansson.h>

#define JSONFILE_FIO 0x1 /* fio's output: its document found by jsonfile_fio_doc */
/* The most lines that start with '{' jsonfile_fio_doc tries, from the end of the file. */
#define JSONFILE_FIO_TRIES 8

/* The largest file read: 64 MiB. What our writers produce is far smaller: a schedaio.json
 * with its histogram bins and time series is under 1 MiB at the default precision (283 KB
 * the largest in results/), a fio.json of one job about 20 KB, the manifest.json of a
 * 50,000-run study about 8 MB. */
#define JSONFILE_MAX_BYTES (64ul << 20)
/* The most memory one parsed document may take: 256 MiB (a 283 KB schedaio.json takes
 * about 1 MiB). Beyond it the file is refused as -EFBIG, never reported as "out of memory". */
#define JSONFILE_MAX_MEM (256ul << 20)

/* jsonfile_load: parse PATH into a new JSON object *OUT (caller json_decref()s it).
 * Errors, with a reason for a user in WHY (WHYLEN bytes, e.g. "truncated: JSON ends at
 * line 12, column 3"):
 *   -ENOENT  the file does not exist          -ENODATA  the file is empty
 *   -EINVAL  no JSON object, bad or truncated JSON, invalid UTF-8, a NUL byte (the file is
 *            read no further), the top level is not an object, a key with a terminal
 *            control character, or not a regular file
 *            (WHY: "a FIFO, not a regular file")
 *   -EISDIR  a folder in the file's place
 *   -EFBIG   larger than JSONFILE_MAX_BYTES, or its tree would take more than
 *            JSONFILE_MAX_MEM
 *   -ENOMEM  out of memory                    other -errno from open/read (e.g. -EACCES)
 * *OUT is NULL on error. */
int jsonfile_load(const char *path, int flags, json_t **out, char *why, size_t whylen);

/* jsonfile_load_in: jsonfile_load of a file that must be inside folder TOP (a realpath();
 * NULL: anywhere), the folder walk's rule for every reader of a folder (compare's study path,
 * its walk): a link inside TOP is followed, one out of it is not: -EXDEV, WHY "a link out of
 * the folder TOP; not followed, not read" (the file is not read, so no byte of it is printed;
 * issue 28 item 4). Errors otherwise as jsonfile_load. */
int jsonfile_load_in(const char *top, const char *path, int flags, json_t **out, char *why,
		     size_t whylen);

/* jsonfile_open_in: PATH opened read-only (O_NONBLOCK, O_NOCTTY, O_CLOEXEC; a FIFO is not
 * waited on) when it is a regular file and TOP is NULL or the file is inside folder TOP (a
 * realpath()). Nothing that is refused is opened (issue 39 finding 8: a device acts on an
 * open): PATH's real path is found first (realpath(3) opens nothing) and held to TOP, its
 * status (lstat) must be a regular file's, and only then is that real path opened with no
 * link followed along it (openat2 RESOLVE_NO_SYMLINKS, else O_NOFOLLOW) and fstat()ed to be
 * the file judged (the same dev/inode: a swap in between is refused). The fd (>= 0), -EXDEV
 * (outside TOP, or swapped while it was opened), -EISDIR (a folder), -EINVAL (not a regular
 * file: a FIFO, a device, a socket), or -errno from realpath(3) (-ENOENT: missing, or a
 * dangling link) and open(2). */
int jsonfile_open_in(const char *top, const char *path);

/* jsonfile_inside: 1 when REAL (a realpath()) is folder TOP (a realpath()) or under it, else
 * 0. "/" holds everything. */
int jsonfile_inside(const char *real, const char *top);

/* jsonfile_fio_doc: fio's JSON document in BUF (LEN bytes), what fio --output-format=json
 * (fio --client's included) wrote: the one rule for "where is fio's JSON", used by every
 * reader of fio's output (jsonfile_load with JSONFILE_FIO: compare, schedaio-study's
 * check-run and split-client). fio prints its document last, its root '{' at the start of a
 * line (fio indents every inner line: fio's json.c), followed only by its own messages (no
 * '{'); text before it (fio's messages, and the lines fio --client relays from each server,
 * each starting "<hostname> " but free to hold '{' and newlines) is not part of it. So the
 * document is the latest line that starts with '{' (at offset 0 or after a newline) whose
 * JSON value is an object with no '{' after its end, and only blank lines and fio's
 * messages ("fio: ...") after it (so a '{' line inside one of its strings, a hostname with a
 * newline, starts no document of its own); at most JSONFILE_FIO_TRIES such lines
 * are tried from the end (each parse bounded as in jsonfile_load), so a host that prints
 * "{...}" lines before the real document can neither replace it nor make the search
 * quadratic. Returns the parsed object (a new reference; strings not yet cleaned: that is
 * jsonfile_load's), its offset in *START; or NULL with *START = LEN when no line starts with
 * '{', else the error of the latest such line in *JERR (line -1 with text "more JSON
 * follows it" or "not a JSON object" when it parsed) and *OVER = 1 when its parse hit
 * JSONFILE_MAX_MEM. Uses jsonfile_load's allocator hook (single-threaded). */
json_t *jsonfile_fio_doc(const char *buf, size_t len, size_t *start, json_error_t *jerr, int *over);

/* jsonfile_number: OBJ.KEY, a JSON integer or real, as a double in [LO, HI] into *OUT
 * (untouched on error). FIELD names it for a user ("jobs[0].read.bw"). Errors, with WHY
 * (may be NULL) saying "FIELD ...":
 *   -ENOENT  absent or null      -EINVAL  not a number
 *   -ERANGE  outside [LO, HI] (LO and HI finite: a value that passes is finite, and so is
 *            the sum of a million of them when |LO|, |HI| <= 1e300 / 1e6) */
int jsonfile_number(const json_t *obj, const char *key, const char *field, double lo, double hi,
		    double *out, char *why, size_t whylen);

/* jsonfile_integer: OBJ.KEY, a JSON integer, in [LO, HI] into *OUT; as jsonfile_number
 * (a real such as 2.5 is -EINVAL). */
int jsonfile_integer(const json_t *obj, const char *key, const char *field, json_int_t lo,
		     json_int_t hi, json_int_t *out, char *why, size_t whylen);

/* jsonfile_name_ok: 1 when NAME (a folder name, a label) is valid UTF-8 (RFC 3629: no
 * overlong forms, no surrogates, nothing above U+10FFFF) without a terminal control
 * character (C0 but tab and newline, DEL, C1), so it can go into JSON output and onto a
 * terminal; 0 if not. Tab, newline, quotes and the like pass: such names are data, quoted
 * where they are used (gnuplot, HTML: gp.h, html.c). */
int jsonfile_name_ok(const char *name);

/* jsonfile_quote: NAME for one line of a message, into DST (DSTLEN bytes, truncated):
 * printable ASCII as is, every other byte as \xNN. Returns DST. */
const char *jsonfile_quote(const char *name, char *dst, size_t dstlen);

#endif
