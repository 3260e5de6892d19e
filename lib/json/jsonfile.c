// jsonfile.c: the one reader of results files: regular files of bounded size, a bounded
// parse with jansson, numbers checked finite and in range, names checked (see jsonfile.h).
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "jsonfile.h"

/* What jansson holds now, and the most it may hold while a document is parsed: the one
 * piece of file-scope state (jansson's allocator hook is process-wide; see jsonfile.h). */
static struct {
	int installed;
	size_t live;  /* bytes jansson has allocated and not freed (malloc_usable_size) */
	size_t limit; /* SIZE_MAX outside jsonfile_load */
	int refused;  /* an allocation was refused since the last parse() began */
} jsonfile_mem = { 0, 0, SIZE_MAX, 0 };

static void *counted_malloc(size_t n)
{
	void *p;

	if (jsonfile_mem.limit != SIZE_MAX &&
	    (n > jsonfile_mem.limit || jsonfile_mem.live > jsonfile_mem.limit - n)) {
		jsonfile_mem.refused = 1;
		return NULL;
	}
	p = malloc(n);
	if (p)
		jsonfile_mem.live += malloc_usable_size(p);
	return p;
}

/* counted_free: also frees what jansson allocated before the hook was installed (not
 * counted: the count stops at 0). */
static void counted_free(void *p)
{
	size_t n;

	if (!p)
		return;
	n = malloc_usable_size(p);
	jsonfile_mem.live -= n < jsonfile_mem.live ? n : jsonfile_mem.live;
	free(p);
}

/* read_all reads in pieces of READ_CHUNK bytes, each looked at for a NUL byte before the next
 * is read: a file of zeros (a sparse file, a disk image) is refused after its first piece, not
 * read whole (compare-bound.bats reads 4 GiB of them). */
#define READ_CHUNK (1ul << 20)

/* read_pieces: read FD to its end into *B (*CAP bytes + 1, grown by realloc), *N bytes read
 * so far; 0 or -errno (-EFBIG past JSONFILE_MAX_BYTES, -ENOMEM, -EILSEQ a NUL byte). */
static int read_pieces(int fd, char **b, size_t *cap, size_t *n)
{
	ssize_t got;
	char *nb;

	for (;;) {
		if (*n == *cap) {
			if (*cap > JSONFILE_MAX_BYTES)
				return -EFBIG;
			nb = realloc(*b, *cap * 2 + 1);
			if (!nb)
				return -ENOMEM;
			*b = nb;
			*cap *= 2;
		}
		got = read(fd, *b + *n, *cap - *n < READ_CHUNK ? *cap - *n : READ_CHUNK);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			return -errno;
		if (got == 0)
			return 0;
		if (memchr(*b + *n, '\0', (size_t)got)) /* no JSON text holds one: stop here */
			return -EILSEQ;
		*n += (size_t)got;
	}
}

/* read_all: the whole of regular file PATH (at most JSONFILE_MAX_BYTES) into a new
 * NUL-terminated buffer, opened by jsonfile_open_in(TOP, PATH). 0 or -errno (-EISDIR,
 * -EINVAL not a regular file with *KIND set (stat(2): nothing opened), -EFBIG, -EXDEV out
 * of TOP, -EILSEQ a NUL byte in it: RFC 8259 text holds none, and jansson refuses one too). */
static int read_all(const char *top, const char *path, char **buf, size_t *len, const char **kind)
{
	struct stat st;
	size_t cap, n = 0;
	char *b = NULL;
	int fd, ret = 0;

	*buf = NULL;
	*len = 0;
	*kind = NULL;
	fd = jsonfile_open_in(top, path);
	if (fd == -EINVAL || fd == -EISDIR) { /* not a regular file: named, never opened */
		*kind = stat(path, &st) ? "not a regular file" : S_ISFIFO(st.st_mode) ? "a FIFO"
			: S_ISCHR(st.st_mode) ? "a character device" : S_ISBLK(st.st_mode) ? "a block device"
			: S_ISSOCK(st.st_mode) ? "a socket" : "a folder";
		return fd;
	}
	if (fd < 0)
		return fd;
	if (fstat(fd, &st)) {
		ret = -errno;
		goto out;
	}
	if (!S_ISREG(st.st_mode)) { /* (jsonfile_open_in opens none) */
		ret = -EINVAL;
		goto out;
	}
	if (st.st_size < 0 || (unsigned long long)st.st_size > JSONFILE_MAX_BYTES) {
		ret = -EFBIG;
		goto out;
	}
	/* the size fstat saw, plus room to notice a file that grows while it is read */
	cap = (size_t)st.st_size + 4096;
	b = malloc(cap + 1);
	if (!b) {
		ret = -ENOMEM;
		goto out;
	}
	ret = read_pieces(fd, &b, &cap, &n);
	if (!ret && n > JSONFILE_MAX_BYTES)
		ret = -EFBIG;
out:
	close(fd);
	if (ret) {
		free(b);
		return ret;
	}
	b[n] = '\0';
	*buf = b;
	*len = n;
	return 0;
}

/* first_line: up to 60 printable characters of S's first non-blank line into DST when it
 * is one of fio's own messages ("fio: ..."), else "": the text of any other file (a link
 * to a file of the reader's, a key) is never echoed in a message (issue 21 item 7). */
static void first_line(const char *s, char *dst, size_t dstlen)
{
	size_t i = 0;

	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
		s++;
	if (strncmp(s, "fio: ", 5) != 0)
		s = "";
	while (*s && *s != '\n' && *s != '\r' && i + 1 < dstlen && i < 60) {
		dst[i++] = (*s >= 0x20 && *s < 0x7f) ? *s : '?';
		s++;
	}
	dst[i] = '\0';
}

static int clean(json_t *v, char *why, size_t whylen);

/* parse: json_loadb with jansson's memory bounded by JSONFILE_MAX_MEM; *OVER = 1 when the
 * bound was hit (jansson does not always say "out of memory" then). */
static json_t *parse(const char *start, size_t len, size_t flags, json_error_t *jerr, int *over)
{
	json_t *root;

	if (!jsonfile_mem.installed) {
		json_set_alloc_funcs(counted_malloc, counted_free);
		jsonfile_mem.installed = 1;
	}
	jsonfile_mem.limit = jsonfile_mem.live > SIZE_MAX - 1 - JSONFILE_MAX_MEM
			     ? SIZE_MAX - 1 : jsonfile_mem.live + JSONFILE_MAX_MEM;
	jsonfile_mem.refused = 0;
	root = json_loadb(start, len, flags, jerr);
	jsonfile_mem.limit = SIZE_MAX;
	*over = jsonfile_mem.refused;
	return root;
}

/* fio_tail_ok: 1 when the text from P to END, after a document, is blank lines and fio's
 * own messages ("fio: ..."), all fio writes after its document: a '{' line inside one of
 * the document's strings (a hostname with a newline, where no '{' follows) is then no
 * start of a second one. */
static int fio_tail_ok(const char *p, const char *end)
{
	const char *nl;

	while (p < end) {
		while (p < end && (*p == ' ' || *p == '\t' || *p == '\r'))
			p++;
		if (p < end && *p != '\n' && ((size_t)(end - p) < 5 || strncmp(p, "fio: ", 5)))
			return 0;
		nl = memchr(p, '\n', (size_t)(end - p));
		p = nl ? nl + 1 : end;
	}
	return 1;
}

json_t *jsonfile_fio_doc(const char *buf, size_t len, size_t *start, json_error_t *jerr, int *over)
{
	const char *end = buf + len, *last = memrchr(buf, '{', len), *c, *p = end;
	json_error_t e;
	json_t *root;
	int tries = 0, o;

	*start = len;
	*over = 0;
	memset(jerr, 0, sizeof(*jerr));
	while (tries < JSONFILE_FIO_TRIES && p > buf && (c = memrchr(buf, '{', (size_t)(p - buf)))) {
		p = c;
		if (c != buf && c[-1] != '\n')
			continue; /* not at the start of a line: inside a line of text, or indented */
		root = parse(c, (size_t)(end - c), JSON_DISABLE_EOF_CHECK, &e, &o);
		if (!tries++) { /* the latest line is the likeliest document: its error is the one told */
			*jerr = e;
			*over = o;
			*start = (size_t)(c - buf);
		}
		if (root && json_is_object(root) && last < c + e.position &&
		    fio_tail_ok(c + e.position, end)) {
			*start = (size_t)(c - buf);
			*over = 0;
			return root;
		}
		if (root && tries == 1) { /* parsed, but not fio's document: say why */
			snprintf(jerr->text, sizeof(jerr->text), "%s",
				 json_is_object(root) ? "more JSON follows it" : "not a JSON object");
			jerr->line = -1;
		}
		json_decref(root);
	}
	return NULL;
}

int jsonfile_load(const char *path, int flags, json_t **out, char *why, size_t whylen)
{
	return jsonfile_load_in(NULL, path, flags, out, why, whylen);
}

/* jerr_text: jansson's message E without its " near '<token>'" part (the file's own bytes):
 * no byte of a file that is refused is printed (issue 28 item 4). */
static const char *jerr_text(json_error_t *e)
{
	char *near = strstr(e->text, " near ");

	if (near)
		*near = '\0';
	return e->text;
}

/* read_why: WHY for read_all's error RET on PATH under TOP (KIND: what PATH is when it is not a
 * regular file, else NULL). */
static void read_why(int ret, const char *top, const char *kind, char *why, size_t whylen)
{
	if (ret == -EXDEV)
		snprintf(why, whylen, "a link out of the folder %s; not followed, not read", top);
	else if (kind)
		snprintf(why, whylen, "%s, not a regular file; not read", kind);
	else if (ret == -EILSEQ)
		snprintf(why, whylen, "a NUL byte, which no JSON text holds; not read further");
	else if (ret == -EFBIG)
		snprintf(why, whylen, "larger than %lu MiB, far beyond any file schedaio "
			 "writes; not read", JSONFILE_MAX_BYTES >> 20);
	else
		snprintf(why, whylen, "%s", ret == -ENOENT ? "missing" : strerror(-ret));
}

/* parse_why: WHY and the error for a document that did not parse: OVER its memory bound, JERR
 * jansson's error, LINE0 and COL0 where the parsed text starts in the file (0-based: positions
 * are the file's, not the text's). -EFBIG, -ENOMEM or -EINVAL. */
static int parse_why(int over, json_error_t *jerr, int line0, int col0, char *why, size_t whylen)
{
	int col = jerr->column + (jerr->line == 1 ? col0 : 0);

	if (over) {
		snprintf(why, whylen, "its JSON would take more than %lu MiB of memory, far "
			 "beyond any file schedaio writes; not read", JSONFILE_MAX_MEM >> 20);
		return -EFBIG;
	}
	if (jerr->line == -1) {
		snprintf(why, whylen, "no fio JSON document: the JSON at line %d: %s", line0 + 1,
			 jerr_text(jerr));
		return -EINVAL;
	}
	if (json_error_code(jerr) == json_error_out_of_memory) {
		snprintf(why, whylen, "out of memory");
		return -ENOMEM;
	}
	if (json_error_code(jerr) == json_error_premature_end_of_input)
		snprintf(why, whylen, "truncated: the JSON stops at line %d, column %d",
			 jerr->line + line0, col);
	else
		snprintf(why, whylen, "not valid JSON: %s (line %d, column %d)", jerr_text(jerr),
			 jerr->line + line0, col);
	return -EINVAL;
}

/* parse_doc: the document of BUF (LEN bytes) into *ROOT (NULL when it did not parse: then
 * parse_why's error); with JSONFILE_FIO in FLAGS, fio's document after what precedes it.
 * 0, or -EINVAL with WHY when no JSON object is found at all. */
static int parse_doc(const char *buf, size_t len, int flags, json_t **root, char *why, size_t whylen)
{
	const char *p, *start;
	size_t skipped = 0;
	int line0 = 0, col0 = 0, over;
	json_error_t jerr;
	char head[64];

	if (flags & JSONFILE_FIO) {
		*root = jsonfile_fio_doc(buf, len, &skipped, &jerr, &over);
		if (!*root && skipped == len) {
			first_line(buf, head, sizeof(head));
			if (head[0])
				snprintf(why, whylen, "no JSON object in the file (it starts: \"%s\")",
					 head);
			else
				snprintf(why, whylen, "no JSON object in the file (not fio's output)");
			return -EINVAL;
		}
	} else {
		*root = parse(buf, len, 0, &jerr, &over);
	}
	if (*root)
		return 0;
	start = buf + skipped;
	for (p = buf; p < start; p++) { /* report positions in the file, not after the skip */
		col0++;
		if (*p == '\n') {
			line0++;
			col0 = 0;
		}
	}
	return parse_why(over, &jerr, line0, col0, why, whylen);
}

int jsonfile_load_in(const char *top, const char *path, int flags, json_t **out, char *why,
		     size_t whylen)
{
	char *buf = NULL;
	const char *kind;
	json_t *root = NULL;
	size_t len;
	int ret;

	*out = NULL;
	ret = read_all(top, path, &buf, &len, &kind);
	if (ret) {
		read_why(ret, top, kind, why, whylen);
		return ret == -EILSEQ ? -EINVAL : ret;
	}
	if (strspn(buf, " \t\r\n") == len) {
		snprintf(why, whylen, "empty file");
		ret = -ENODATA;
	} else {
		ret = parse_doc(buf, len, flags, &root, why, whylen);
	}
	free(buf);
	if (ret)
		return ret;
	if (!json_is_object(root)) {
		json_decref(root);
		snprintf(why, whylen, "not a JSON object at the top level");
		return -EINVAL;
	}
	ret = clean(root, why, whylen);
	if (ret) {
		json_decref(root);
		if (ret == -ENOMEM)
			snprintf(why, whylen, "out of memory");
		return ret;
	}
	*out = root;
	return 0;
}

/* say: "FIELD <what>" into WHY when WHY is given. */
static void say(char *why, size_t whylen, const char *field, const char *what, double v)
{
	if (!why)
		return;
	if (isnan(v))
		snprintf(why, whylen, "%s %s", field, what);
	else
		snprintf(why, whylen, "%s %s (%g)", field, what, v);
}

int jsonfile_number(const json_t *obj, const char *key, const char *field, double lo, double hi,
		    double *out, char *why, size_t whylen)
{
	json_t *v = json_object_get(obj, key);
	double x;

	if (!v || json_is_null(v)) {
		say(why, whylen, field, "is missing", NAN);
		return -ENOENT;
	}
	if (!json_is_number(v)) {
		say(why, whylen, field, "is not a number", NAN);
		return -EINVAL;
	}
	x = json_number_value(v);
	if (!isfinite(x) || x < lo || x > hi) {
		if (why)
			snprintf(why, whylen, "%s is out of range (%g, not in %g..%g)", field, x, lo,
				 hi);
		return -ERANGE;
	}
	*out = x;
	return 0;
}

int jsonfile_integer(const json_t *obj, const char *key, const char *field, json_int_t lo,
		     json_int_t hi, json_int_t *out, char *why, size_t whylen)
{
	json_t *v = json_object_get(obj, key);
	json_int_t x;

	if (!v || json_is_null(v)) {
		say(why, whylen, field, "is missing", NAN);
		return -ENOENT;
	}
	if (!json_is_integer(v)) {
		say(why, whylen, field, "is not an integer", NAN);
		return -EINVAL;
	}
	x = json_integer_value(v);
	if (x < lo || x > hi) {
		if (why)
			snprintf(why, whylen, "%s is out of range (%lld, not in %lld..%lld)", field,
				 (long long)x, (long long)lo, (long long)hi);
		return -ERANGE;
	}
	*out = x;
	return 0;
}

/* utf8_len: bytes of the valid UTF-8 sequence at S (RFC 3629, table 3-7 of Unicode), or 0. */
static size_t utf8_len(const unsigned char *s)
{
	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		return (s[1] & 0xc0) == 0x80 ? 2 : 0;
	if (s[0] >= 0xe0 && s[0] <= 0xef) {
		if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] > 0x9f))
			return 0; /* overlong, or a surrogate */
		return (s[1] & 0xc0) == 0x80 && (s[2] & 0xc0) == 0x80 ? 3 : 0;
	}
	if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		if ((s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] > 0x8f))
			return 0; /* overlong, or above U+10FFFF */
		return (s[1] & 0xc0) == 0x80 && (s[2] & 0xc0) == 0x80 && (s[3] & 0xc0) == 0x80
		       ? 4 : 0;
	}
	return 0;
}

/* term_control: the length of the terminal control character at S (1 for C0 but tab and
 * newline, and DEL; 2 for C1, U+0080..U+009F, in UTF-8), else 0. ESC starts every
 * terminal escape sequence, CR and BS overwrite what a terminal shows, C1 CSI (U+009B) is
 * ESC [ for some terminals. */
static size_t term_control(const unsigned char *s)
{
	if ((*s < 0x20 && *s != '\t' && *s != '\n') || *s == 0x7f)
		return 1;
	return s[0] == 0xc2 && s[1] >= 0x80 && s[1] <= 0x9f ? 2 : 0;
}

int jsonfile_name_ok(const char *name)
{
	const unsigned char *s = (const unsigned char *)name;
	size_t n;

	if (!s)
		return 0;
	while (*s) {
		n = utf8_len(s);
		if (!n || term_control(s))
			return 0;
		s += n;
	}
	return 1;
}

/* has_control: 1 when the N bytes at S hold a terminal control character (S is valid
 * UTF-8: jansson checked it). */
static int has_control(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + n;

	for (; p < end; p++)
		if (term_control(p))
			return 1;
	return 0;
}

/* clean: every string value under V with its terminal control characters made '?', so
 * that no string from a results file can drive the terminal compare prints to. -EINVAL
 * (the key quoted in WHY) for an object key that holds one; -ENOMEM. */
static int clean(json_t *v, char *why, size_t whylen)
{
	char *c, quoted[64];
	const char *key;
	size_t i, k, n, w;
	json_t *x;
	int ret = 0;

	if (json_is_string(v)) {
		n = json_string_length(v);
		if (!has_control(json_string_value(v), n))
			return 0;
		c = malloc(n + 1);
		if (!c)
			return -ENOMEM;
		for (i = 0, k = 0; i < n; i += w) {
			w = term_control((const unsigned char *)json_string_value(v) + i);
			c[k++] = w ? '?' : json_string_value(v)[i];
			w = w ? w : 1;
		}
		ret = json_string_setn(v, c, k) ? -ENOMEM : 0;
		free(c);
		return ret;
	}
	if (json_is_array(v)) {
		json_array_foreach(v, i, x)
			if ((ret = clean(x, why, whylen)))
				return ret;
	} else if (json_is_object(v)) {
		json_object_foreach(v, key, x) {
			if (has_control(key, strlen(key))) {
				snprintf(why, whylen, "the key \"%s\" holds a terminal control character "
					 "(shown as \\xNN); not read", jsonfile_quote(key, quoted,
										 sizeof(quoted)));
				return -EINVAL;
			}
			if ((ret = clean(x, why, whylen)))
				return ret;
		}
	}
	return 0;
}

const char *jsonfile_quote(const char *name, char *dst, size_t dstlen)
{
	const unsigned char *s = (const unsigned char *)name;
	size_t o = 0;

	if (!dstlen)
		return dst;
	for (; *s && o + 1 < dstlen; s++) {
		if (*s >= 0x20 && *s < 0x7f) {
			dst[o++] = (char)*s;
		} else {
			if (o + 5 > dstlen)
				break;
			snprintf(dst + o, 5, "\\x%02x", *s);
			o += 4;
		}
	}
	dst[o] = '\0';
	return dst;
}
