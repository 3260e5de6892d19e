// fiosize.c: a size in a job file as fio 3.33 reads it (see fiosize.h for the forms and the
// source of each rule).
#include <errno.h>
#include <string.h>

#include "fiosize.h"

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static int lower(char c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

static int hex_digit(char c)
{
	c = (char)lower(c);
	return is_digit(c) ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

static int fail(const char **why, const char *reason)
{
	*why = reason;
	return -EINVAL;
}

/* hex: "0xH" (LEN bytes, the "0x" checked) into *BYTES. */
static int hex(const char *v, size_t len, unsigned long long *bytes, const char **why)
{
	unsigned long long n = 0;
	size_t i;

	if (len == 2 || len > 15)
		return fail(why, "want 1 to 13 hex digits after 0x");
	for (i = 2; i < len; i++) {
		if (hex_digit(v[i]) < 0)
			return fail(why, "a unit or another character after a hex number: fio reads "
				    "the hex digits alone (0x10k is 16 bytes); give hex without a unit");
		n = n * 16 + (unsigned)hex_digit(v[i]);
	}
	if (n > FIOSIZE_MAX)
		return fail(why, "more than 1 PiB");
	*bytes = n;
	return 0;
}

int fiosize_one(const char *v, size_t len, unsigned long long *bytes, const char **why)
{
	static const char units[] = "kmgtp";
	unsigned long long n = 0;
	const char *u;
	size_t i = 0, rest;
	int pow = 0;

	if (len >= 2 && v[0] == '0' && lower(v[1]) == 'x')
		return hex(v, len, bytes, why);
	for (; i < len && is_digit(v[i]); i++) {
		if (i == 15)
			return fail(why, "more than 15 digits");
		n = n * 10 + (unsigned)(v[i] - '0');
	}
	if (!i)
		return fail(why, len && (v[0] == '+' || v[0] == '-') ? "a sign: want digits first"
			    : len && v[0] == '(' ? "fio's arithmetic: give the number"
						 : "want digits first (a size such as 4096, 4k or 0x1000)");
	rest = len - i;
	if (rest && v[i] && (u = strchr(units, lower(v[i])))) {
		pow = (int)(u - units) + 1;
		i++;
		rest--;
		if (rest == 2 && lower(v[i]) == 'i' && lower(v[i + 1]) == 'b')
			return fail(why, "a unit in iB (KiB, MiB, ...): fio reads it as a power of 1000 "
				    "under its default kb_base=1024 (4KiB is 4000 bytes, fio HOWTO kb_base); "
				    "write 4k or 4ki");
		if (rest == 1 && (lower(v[i]) == 'i' || lower(v[i]) == 'b'))
			rest--;
	} else if (rest == 1 && lower(v[i]) == 'b') {
		rest--; /* "b" alone: bytes (no prefix of fio's matches it) */
	}
	if (rest)
		return fail(why, v[len - rest] == '.' ? "a fraction: fio reads the whole part alone (1.5m is 1 byte)"
			    : v[len - rest] == '%' ? "a share (%): want bytes"
			    : lower(v[len - rest]) == 'z' ? "a number of zones: want bytes"
			    : "not a size: want N, N with one of k m g t p (then b or i, or nothing), Nb or 0xH");
	for (; pow > 0; pow--) {
		if (n > FIOSIZE_MAX / 1024)
			return fail(why, "more than 1 PiB");
		n *= 1024;
	}
	if (n > FIOSIZE_MAX)
		return fail(why, "more than 1 PiB");
	*bytes = n;
	return 0;
}

/* parts: V (LEN bytes) split at SEP into at most MAX non-empty parts: START[i], PLEN[i]; the
 * count, or -EINVAL (*WHY) for an empty part or more than MAX. */
static int parts(const char *v, size_t len, char sep, size_t max, const char **start,
		 size_t *plen, const char **why)
{
	size_t n = 0, i = 0, j;

	for (;;) {
		for (j = i; j < len && v[j] != sep; j++)
			;
		if (j == i)
			return fail(why, sep == ',' ? "an empty direction between ',': fio keeps an "
				    "inherited value there" : "an empty entry: fio ends the list there");
		if (n == max)
			return fail(why, sep == ',' ? "more than 3 directions (read, write, trim): fio "
				    "drops the rest" : "more than 64 entries: fio drops the rest");
		start[n] = v + i;
		plen[n++] = j - i;
		if (j == len)
			return (int)n;
		i = j + 1;
	}
}

/* spread: directions 0..N-1 of OUT given, the missing ones copy the last given (fio's off2,
 * off3 when a list is short: parse.c __handle_option, options.c str_split_parse). */
static void spread(unsigned long long out[3], int n)
{
	for (; n < 3; n++)
		out[n] = out[n - 1];
}

/* at_least_1: a list's size is at least 1 (fio's minval of bs and bsrange). */
static int at_least_1(unsigned long long n, const char **why)
{
	return n ? 0 : fail(why, "a size of 0: fio's least is 1");
}

int fiosize_ddirs(const char *v, size_t len, unsigned long long out[3], const char **why)
{
	const char *s[3];
	size_t l[3];
	int n, i, ret;

	if (memchr(v, '-', len) || memchr(v, ':', len))
		return fail(why, "'-' or ':' in a size list: fio reads them as ',' between read, write "
			    "and trim sizes (4k-64k: read 4k, write 64k), not a range; write 4k,64k, "
			    "or bsrange= for a range");
	n = parts(v, len, ',', 3, s, l, why);
	if (n < 0)
		return n;
	for (i = 0; i < n; i++)
		if ((ret = fiosize_one(s[i], l[i], &out[i], why)) || (ret = at_least_1(out[i], why)))
			return ret;
	spread(out, n);
	return 0;
}

int fiosize_ranges(const char *v, size_t len, unsigned long long lo[3], unsigned long long hi[3],
		   const char **why)
{
	const char *s[3], *sep;
	unsigned long long a, b;
	size_t l[3];
	int n, i, ret;

	n = parts(v, len, ',', 3, s, l, why);
	if (n < 0)
		return n;
	for (i = 0; i < n; i++) {
		sep = memchr(s[i], '-', l[i]);
		if (!sep)
			sep = memchr(s[i], ':', l[i]);
		if (!sep)
			return fail(why, "a range without '-' or ':' (want LOW-HIGH, such as 4k-64k)");
		if (memchr(sep + 1, '-', l[i] - (size_t)(sep - s[i]) - 1) ||
		    memchr(sep + 1, ':', l[i] - (size_t)(sep - s[i]) - 1) ||
		    memchr(s[i], ':', (size_t)(sep - s[i])))
			return fail(why, "a range of more than two sizes: fio reads the first two");
		if ((ret = fiosize_one(s[i], (size_t)(sep - s[i]), &a, why)) ||
		    (ret = fiosize_one(sep + 1, l[i] - (size_t)(sep - s[i]) - 1, &b, why)) ||
		    (ret = at_least_1(a, why)) || (ret = at_least_1(b, why)))
			return ret;
		lo[i] = a < b ? a : b;
		hi[i] = a < b ? b : a;
	}
	spread(lo, n);
	spread(hi, n);
	return 0;
}

/* split_dir: one bssplit direction V (LEN bytes): *HI its largest size. 0 or -EINVAL. */
static int split_dir(const char *v, size_t len, unsigned long long *hi, const char **why)
{
	const char *s[FIOSIZE_SPLIT_MAX], *slash;
	size_t l[FIOSIZE_SPLIT_MAX], k, plen;
	unsigned long long b;
	unsigned pct, sum = 0;
	int n, i, ret;

	n = parts(v, len, ':', FIOSIZE_SPLIT_MAX, s, l, why);
	if (n < 0)
		return n;
	*hi = 0;
	for (i = 0; i < n; i++) {
		slash = memchr(s[i], '/', l[i]);
		plen = slash ? l[i] - (size_t)(slash - s[i]) - 1 : 0;
		if ((ret = fiosize_one(s[i], slash ? (size_t)(slash - s[i]) : l[i], &b, why)) ||
		    (ret = at_least_1(b, why)))
			return ret;
		*hi = b > *hi ? b : *hi;
		if (!slash)
			continue;
		for (k = 0, pct = 0; k < plen && k < 3 && is_digit(slash[1 + k]); k++)
			pct = pct * 10 + (unsigned)(slash[1 + k] - '0');
		if (!plen || k != plen || !pct || pct > 100)
			return fail(why, "a share after '/' that is not 1 to 100 (fio reads /0 as the "
				    "rest, and a share past its digits or over 100 otherwise)");
		sum += pct;
	}
	return sum > 100 ? fail(why, "a direction's shares add to more than 100") : 0;
}

int fiosize_split(const char *v, size_t len, unsigned long long hi[3], const char **why)
{
	const char *s[3];
	size_t l[3];
	int n, i, ret;

	n = parts(v, len, ',', 3, s, l, why);
	if (n < 0)
		return n;
	for (i = 0; i < n; i++)
		if ((ret = split_dir(s[i], l[i], &hi[i], why)))
			return ret;
	spread(hi, n);
	return 0;
}
