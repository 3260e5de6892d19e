// fioopts.c: the table of what a pack may set (jobs/fio-options.tsv) and its kinds of value
// (see fioopts.h). The kinds' syntax: fio's HOWTO ("Parameter types") narrowed to what
// run-pack reads back (the scratch size, the buffers' bound), sizes as fio 3.33 reads them
// (lib/fiosize), and options.c of fio 3.33 for rw= and mem=.
#include <ctype.h>
#include <string.h>

#include "fioopts.h"
#include "fiosize/fiosize.h"
#include "jobparse.h"

static const struct fioopt table[] = {
#include "fio-options.h"
};

#define N(a) (sizeof(a) / sizeof((a)[0]))

static const char *const kind_text[] = {
	[FIOOPT_K_NONE] = "nothing (refused)",
	[FIOOPT_K_COUNT] = "a whole number >= 1",
	[FIOOPT_K_COUNT0] = "a whole number >= 0",
	[FIOOPT_K_PCT] = "a whole number 0..100",
	[FIOOPT_K_SIZE] = "one size such as 4096, 4k or 0x1000",
	[FIOOPT_K_SIZES] = "1 to 3 sizes joined by ',' (read, write, trim), such as 4k or 4k,64k",
	[FIOOPT_K_RANGE] = "1 to 3 ranges joined by ',' (read, write, trim), such as 4k-64k",
	[FIOOPT_K_SPLIT] = "SIZE/PCT entries joined by ':' (directions by ','), such as 4k/50:64k/50",
	[FIOOPT_K_TIME] = "a time such as 10, 500ms or 2m",
	[FIOOPT_K_BOOL] = "0 or 1",
	[FIOOPT_K_FLAG] = "no value, or 0 or 1",
	[FIOOPT_K_WORD] = "letters, digits and _.:%+-",
	[FIOOPT_K_RW] = "one of fio's directions (read, randwrite, ...), with :N or not",
	[FIOOPT_K_NAME] = "a plain file name (letters, digits and _.+-, not first '.' or '-')",
	[FIOOPT_K_TRACE] = "a path inside the pack folder (plain names joined by '/')",
	[FIOOPT_K_ENGINE] = "an engine of jobs/fio-options.tsv marked allow",
	[FIOOPT_K_MEM] = "malloc, shm, shmhuge, mmap or mmapshared (no file)",
	[FIOOPT_K_TEXT] = ("letters, digits and " JOBPARSE_VALUE_PUNCT),
};

static const char *const kind_word[] = {
	[FIOOPT_K_NONE] = "-",	    [FIOOPT_K_COUNT] = "count",	  [FIOOPT_K_COUNT0] = "count0",
	[FIOOPT_K_PCT] = "pct",	    [FIOOPT_K_SIZE] = "size",	  [FIOOPT_K_TIME] = "time",
	[FIOOPT_K_BOOL] = "bool",   [FIOOPT_K_FLAG] = "flag",	  [FIOOPT_K_WORD] = "word",
	[FIOOPT_K_RW] = "rw",	    [FIOOPT_K_NAME] = "name",	  [FIOOPT_K_TRACE] = "trace",
	[FIOOPT_K_ENGINE] = "engine", [FIOOPT_K_MEM] = "mem",	  [FIOOPT_K_TEXT] = "text",
	[FIOOPT_K_SIZES] = "sizes", [FIOOPT_K_RANGE] = "range",  [FIOOPT_K_SPLIT] = "split",
};

const char *fioopt_kind_text(enum fioopt_kind kind)
{
	return (size_t)kind < N(kind_text) ? kind_text[kind] : "?";
}

const char *fioopt_kind_word(enum fioopt_kind kind)
{
	return (size_t)kind < N(kind_word) ? kind_word[kind] : "?";
}

const struct fioopt *fioopt_at(size_t i)
{
	return i < N(table) ? &table[i] : NULL;
}

/* is: NAME (LEN bytes) is the C string S. */
static int is(const char *name, size_t len, const char *s)
{
	return strlen(s) == len && !memcmp(name, s, len);
}

const struct fioopt *fioopt_find(const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < N(table); i++)
		if (strcmp(table[i].from, "ioengine") && is(name, len, table[i].name))
			return &table[i];
	return NULL;
}

const struct fioopt *fioopt_engine(const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < N(table); i++)
		if (!strcmp(table[i].from, "ioengine") && is(name, len, table[i].name))
			return &table[i];
	return NULL;
}

/* digits: V (LEN bytes) is 1 to 9 decimal digits; its value into *N. */
static int digits(const char *v, size_t len, long *n)
{
	size_t i;

	if (!len || len > 9)
		return 0;
	*n = 0;
	for (i = 0; i < len; i++) {
		if (v[i] < '0' || v[i] > '9')
			return 0;
		*n = *n * 10 + (v[i] - '0');
	}
	return 1;
}

int fioopt_plain_name(const char *v, size_t len)
{
	size_t i;

	if (!len || len > 255 || v[0] == '.' || v[0] == '-')
		return 0;
	for (i = 0; i < len; i++)
		if (!isalnum((unsigned char)v[i]) && !strchr("_.+-", v[i]))
			return 0;
	return 1;
}

/* trace_ok: V (LEN bytes) is plain names joined by '/' (no "..", no leading '/'). */
static int trace_ok(const char *v, size_t len)
{
	const char *slash;

	if (len > 4095)
		return 0;
	while ((slash = memchr(v, '/', len))) {
		if (!fioopt_plain_name(v, (size_t)(slash - v)))
			return 0;
		len -= (size_t)(slash - v) + 1;
		v = slash + 1;
	}
	return fioopt_plain_name(v, len);
}

/* fio's rw= words (options.c "rw" posvals, fio 3.33) and whether each writes or trims. */
static const struct {
	const char *word;
	int writes;
} rw_words[] = {
	{ "read", 0 },	    { "write", 1 },	{ "trim", 1 },	    { "randread", 0 },
	{ "randwrite", 1 }, { "randtrim", 1 },	{ "rw", 1 },	    { "readwrite", 1 },
	{ "randrw", 1 },    { "trimwrite", 1 }, { "randtrimwrite", 1 },
};

/* rw_word: the rw_words index of V's part before ':' (fio's opt_len), or -1. */
static int rw_word(const char *v, size_t len)
{
	const char *colon = memchr(v, ':', len);
	size_t n = colon ? (size_t)(colon - v) : len, i;

	for (i = 0; i < N(rw_words); i++)
		if (is(v, n, rw_words[i].word))
			return (int)i;
	return -1;
}

int fioopt_rw_writes(const char *v, size_t len)
{
	int i = rw_word(v, len);

	return i >= 0 && rw_words[i].writes;
}

int fioopt_size_kind(enum fioopt_kind kind)
{
	return kind == FIOOPT_K_SIZE || kind == FIOOPT_K_SIZES || kind == FIOOPT_K_RANGE ||
	       kind == FIOOPT_K_SPLIT;
}

/* rw_suffix: rw='s ":N" (N LEN bytes) after word W: fio options.c str_rw_cb reads it with
 * atoi for a random direction (a count of I/Os: randread:4k is 4) and as a size otherwise (the
 * bytes skipped: read:4k is 4096). 1, or 0 and *WHY. */
static int rw_suffix(int w, const char *n, size_t len, const char **why)
{
	unsigned long long b;
	long c;

	if (!strncmp(rw_words[w].word, "rand", 4)) {
		if (digits(n, len, &c) && c >= 1)
			return 1;
		*why = "a random direction's :N is a count of I/Os (fio reads it with atoi: randread:4k "
		       "is 4): want 1 to 9 digits, at least 1";
		return 0;
	}
	return !fiosize_one(n, len, &b, why);
}

/* size_value: V (LEN bytes) is a value of the size kind KIND. 1, or 0 and *WHY. */
static int size_value(enum fioopt_kind kind, const char *v, size_t len, const char **why)
{
	unsigned long long a[3], b[3];

	switch (kind) {
	case FIOOPT_K_SIZE:
		if (memchr(v, ',', len) || memchr(v, '-', len) || memchr(v, ':', len)) {
			*why = "a list: fio reads size= and io_size= once per part and keeps the last "
			       "(1m-2m is 2m); give one size";
			return 0;
		}
		return !fiosize_one(v, len, a, why);
	case FIOOPT_K_SIZES:
		return !fiosize_ddirs(v, len, a, why);
	case FIOOPT_K_RANGE:
		return !fiosize_ranges(v, len, a, b, why);
	default:
		return !fiosize_split(v, len, a, why);
	}
}

int fioopt_value_ok(enum fioopt_kind kind, const char *v, size_t len, int has_value)
{
	const char *why;

	return fioopt_value_why(kind, v, len, has_value, &why);
}

int fioopt_value_why(enum fioopt_kind kind, const char *v, size_t len, int has_value,
		     const char **why)
{
	static const char *const units[] = { "", "us", "ms", "s", "m", "h", "d" };
	static const char *const mems[] = { "malloc", "shm", "shmhuge", "mmap", "mmapshared" };
	const struct fioopt *e;
	const char *colon;
	size_t i, d;
	long n;

	*why = NULL;
	if (kind == FIOOPT_K_FLAG && !has_value)
		return 1;
	if (!has_value || !len || kind == FIOOPT_K_NONE)
		return 0;
	for (i = 0; i < len; i++)
		if (!jobparse_value_char(v[i]))
			return 0;
	if (fioopt_size_kind(kind))
		return size_value(kind, v, len, why);
	if (kind == FIOOPT_K_WORD || kind == FIOOPT_K_COUNT || kind == FIOOPT_K_COUNT0 ||
	    kind == FIOOPT_K_PCT || kind == FIOOPT_K_TIME || kind == FIOOPT_K_BOOL ||
	    kind == FIOOPT_K_FLAG)
		for (i = 0; i < len; i++)
			if (!isalnum((unsigned char)v[i]) && !strchr("_.:%+-", v[i]))
				return 0;
	switch (kind) {
	case FIOOPT_K_COUNT:
		return digits(v, len, &n) && n >= 1;
	case FIOOPT_K_COUNT0:
		return digits(v, len, &n);
	case FIOOPT_K_PCT:
		return digits(v, len, &n) && n <= 100 && (len == 1 || v[0] != '0');
	case FIOOPT_K_BOOL:
	case FIOOPT_K_FLAG:
		return len == 1 && (v[0] == '0' || v[0] == '1');
	case FIOOPT_K_TIME:
		for (d = 0; d < len && isdigit((unsigned char)v[d]);)
			d++;
		if (!d)
			return 0;
		for (i = 0; i < N(units); i++)
			if (is(v + d, len - d, units[i]))
				return 1;
		return 0;
	case FIOOPT_K_WORD:
	case FIOOPT_K_TEXT:
		return 1;
	case FIOOPT_K_RW:
		if (rw_word(v, len) < 0)
			return 0;
		colon = memchr(v, ':', len);
		return !colon || rw_suffix(rw_word(v, len), colon + 1,
					   len - (size_t)(colon - v) - 1, why);
	case FIOOPT_K_NAME:
		return fioopt_plain_name(v, len);
	case FIOOPT_K_TRACE:
		return trace_ok(v, len);
	case FIOOPT_K_ENGINE:
		e = fioopt_engine(v, len);
		return e && e->verdict == FIOOPT_ALLOW;
	case FIOOPT_K_MEM:
		for (i = 0; i < N(mems); i++)
			if (is(v, len, mems[i]))
				return 1;
		return 0;
	case FIOOPT_K_NONE:
	case FIOOPT_K_SIZE:
	case FIOOPT_K_SIZES:
	case FIOOPT_K_RANGE:
	case FIOOPT_K_SPLIT:
		break;
	}
	return 0;
}

void fioopt_sweep_print(FILE *out)
{
	size_t i;

	for (i = 0; i < N(table); i++)
		if (table[i].sweep)
			fprintf(out, "%s\t%s\t%s\n", table[i].name, fioopt_kind_text(table[i].kind),
				table[i].why);
}
