// jobparse.c: a fio job file in the one form fio and run-pack read alike (see jobparse.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jobparse.h"

int jobparse_value_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       (c && strchr(JOBPARSE_VALUE_PUNCT, c));
}

/* name_char: C may be in an option's name (fio's names: lower case, digits, '_', '-'). */
static int name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

/* sect_name_ok: N (LEN bytes) is a section name of the one form. */
static int sect_name_ok(const char *n, size_t len)
{
	size_t i;

	if (!len || len > JOBPARSE_SECT_MAX || n[0] == '.' || n[0] == '-')
		return 0;
	for (i = 0; i < len; i++)
		if (!((n[i] >= 'a' && n[i] <= 'z') || (n[i] >= 'A' && n[i] <= 'Z') ||
		      (n[i] >= '0' && n[i] <= '9') || strchr("_.-", n[i])))
			return 0;
	return 1;
}

static int same(const char *a, size_t alen, const char *b, size_t blen)
{
	return alen == blen && !memcmp(a, b, alen);
}

/* engine_var: V (LEN bytes) at a '$' starts "$jobname" or "$jobnum": its length, else 0. */
static size_t engine_var(const char *v, size_t len)
{
	static const char *const words[] = { "$jobname", "$jobnum" };
	size_t i, n;

	for (i = 0; i < 2; i++) {
		n = strlen(words[i]);
		if (len >= n && !memcmp(v, words[i], n))
			return n;
	}
	return 0;
}

/* dollar: why a '$' is refused, into WHY. */
static void dollar(char *why, size_t whylen)
{
	snprintf(why, whylen, "a '$': fio substitutes ${VAR} (in option names too) and $pagesize, "
		 "$mb_memory, $ncpus (options.c fio_option_dup_subs, fio_keyword_replace); the "
		 "file must read one way");
}

int jobparse_value(const char *v, size_t len, unsigned flags, char *why, size_t whylen)
{
	size_t i, n;

	if (!len) {
		snprintf(why, whylen, "an empty value: fio reads it as 0 for some options and "
			 "refuses it for others; write the value, or leave the line out");
		return 0;
	}
	for (i = 0; i < len; i++) {
		if (jobparse_value_char(v[i]))
			continue;
		if (v[i] == '$' && (flags & JOBPARSE_ENGINE_VARS) && (n = engine_var(v + i, len - i))) {
			i += n - 1;
			continue;
		}
		if (v[i] == '$')
			dollar(why, whylen);
		else if (v[i] == ' ' || v[i] == '\t')
			snprintf(why, whylen, "a blank in a value: fio strips those at the ends "
				 "and prints the value on one command line (fio --showcmd); one word only");
		else
			snprintf(why, whylen, "a value byte 0x%02x: a value is letters, digits and "
				 "%s (fio reads '$', ';', '#' and quotes its own way)",
				 (unsigned char)v[i], JOBPARSE_VALUE_PUNCT);
		return 0;
	}
	return 1;
}

/* opt_line: LINE (LEN bytes, not a comment, section or blank line) into *O; else why. */
static int opt_line(const char *line, size_t len, unsigned flags, struct jobparse_opt *o,
		    char *why, size_t whylen)
{
	const char *eq = memchr(line, '=', len);
	size_t n = eq ? (size_t)(eq - line) : len, i;

	if (len >= 7 && !memcmp(line, "include", 7)) {
		snprintf(why, whylen, "include: fio reads another job file there, which is not "
			 "checked (init.c: any option line beginning \"include\")");
		return 0;
	}
	for (i = 0; i < n; i++)
		if (!name_char(line[i]))
			break;
	if (!n || i < n) {
		if (i < n && (line[i] == ' ' || line[i] == '\t'))
			snprintf(why, whylen, "a blank before '=' or at the start: fio strips "
				 "those, run-pack's readers do not; write NAME=VALUE");
		else
			snprintf(why, whylen, "an option name of a-z, 0-9, '_' and '-' from the first "
				 "byte, then '=' and the value, or nothing (byte 0x%02x)",
				 i < n ? (unsigned char)line[i] : (unsigned char)'=');
		return 0;
	}
	if (eq && !jobparse_value(eq + 1, len - n - 1, flags, why, whylen))
		return 0;
	o->name = line;
	o->nlen = n;
	o->val = eq ? eq + 1 : NULL;
	o->vlen = eq ? len - n - 1 : 0;
	return 1;
}

/* sect_line: LINE (LEN bytes, '[' first) into *S; else why. */
static int sect_line(const char *line, size_t len, struct jobparse_sect *s, char *why,
		     size_t whylen)
{
	if (len < 2 || line[len - 1] != ']' || !sect_name_ok(line + 1, len - 2)) {
		snprintf(why, whylen, "a section line is [NAME], NAME of letters, digits and "
			 "_.- (not first '.' or '-'), at most %d bytes, nothing after ']'",
			 JOBPARSE_SECT_MAX);
		return 0;
	}
	if (len - 2 > 6 && !memcmp(line + 1, "global", 6)) {
		snprintf(why, whylen, "a section named global...: fio takes every section whose "
			 "name begins with \"global\" as [global] (init.c)");
		return 0;
	}
	s->name = line + 1;
	s->nlen = len - 2;
	return 1;
}

/* blank_line: LINE (LEN bytes) is spaces and tabs only (or empty). */
static int blank_line(const char *line, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (line[i] != ' ' && line[i] != '\t')
			return 0;
	return 1;
}

/* add_sect: S after checking it against the sections so far; else why. */
static int add_sect(struct jobparse *p, const struct jobparse_sect *s, char *why, size_t whylen)
{
	size_t i;
	int global = same(s->name, s->nlen, "global", 6);

	if (p->nsect == JOBPARSE_OPTS_MAX) {
		snprintf(why, whylen, "more than %d sections: not a pack's job file", JOBPARSE_OPTS_MAX);
		return 0;
	}
	for (i = 0; i < p->nsect; i++)
		if (same(p->sect[i].name, p->sect[i].nlen, s->name, s->nlen)) {
			snprintf(why, whylen, "section [%.*s] twice (line %ld): one section, one name",
				 (int)s->nlen, s->name, p->sect[i].line);
			return 0;
		}
	if (global && p->nsect) {
		snprintf(why, whylen, "[global] after a job: fio gives it only to the jobs after it; "
			 "one [global], first");
		return 0;
	}
	if (global)
		p->global = (long)p->nsect;
	p->sect[p->nsect] = *s;
	p->sect[p->nsect].first = p->nopt;
	p->sect[p->nsect].nopt = 0;
	p->nsect++;
	return 1;
}

/* add_opt: O into the last section after checking it; else why. */
static int add_opt(struct jobparse *p, const struct jobparse_opt *o, char *why, size_t whylen)
{
	struct jobparse_sect *s;
	size_t i;

	if (!p->nsect) {
		snprintf(why, whylen, "an option before the first [section] (fio refuses it)");
		return 0;
	}
	if (p->nopt == JOBPARSE_OPTS_MAX) {
		snprintf(why, whylen, "more than %d options: not a pack's job file", JOBPARSE_OPTS_MAX);
		return 0;
	}
	s = &p->sect[p->nsect - 1];
	for (i = s->first; i < p->nopt; i++)
		if (same(p->opt[i].name, p->opt[i].nlen, o->name, o->nlen)) {
			snprintf(why, whylen, "%.*s twice in [%.*s] (line %ld): fio keeps one of them; "
				 "one line per option", (int)o->nlen, o->name, (int)s->nlen, s->name,
				 p->opt[i].line);
			return 0;
		}
	p->opt[p->nopt] = *o;
	p->opt[p->nopt].sect = p->nsect - 1;
	p->nopt++;
	s->nopt++;
	return 1;
}

/* one_line: LINE (LEN bytes, line number NO) into P; else why. */
static int one_line(struct jobparse *p, const char *line, size_t len, long no, unsigned flags,
		    char *why, size_t whylen)
{
	struct jobparse_sect s;
	struct jobparse_opt o;

	if (len + 1 >= JOBPARSE_FIO_READ) {
		snprintf(why, whylen, "a line of %zu bytes: fio reads %d bytes at a time (init.c: "
			 "fgets(OPT_LEN_MAX)) and takes the rest for another line", len + 1,
			 JOBPARSE_FIO_READ);
		return 0;
	}
	if (len && (line[0] == ';' || line[0] == '#'))
		return 1;
	if (memchr(line, '$', len) && !(flags & JOBPARSE_ENGINE_VARS)) {
		dollar(why, whylen);
		return 0;
	}
	if (blank_line(line, len))
		return 1;
	if (line[0] == '[') {
		memset(&s, 0, sizeof(s));
		s.line = no;
		return sect_line(line, len, &s, why, whylen) && add_sect(p, &s, why, whylen);
	}
	memset(&o, 0, sizeof(o));
	o.line = no;
	return opt_line(line, len, flags, &o, why, whylen) && add_opt(p, &o, why, whylen);
}

int jobparse_read(const char *text, size_t len, unsigned flags, struct jobparse *p, long *line,
		  char *why, size_t whylen)
{
	const char *q = text, *end = text + len, *nl;
	size_t lines = 1, i;
	long no = 0;

	memset(p, 0, sizeof(*p));
	p->global = -1;
	*line = 0;
	if (memchr(text, '\0', len)) {
		*line = 1;
		for (i = 0; text[i]; i++)
			*line += text[i] == '\n';
		snprintf(why, whylen, "a NUL byte: fio's line ends there");
		return -EINVAL;
	}
	for (i = 0; i < len; i++)
		lines += text[i] == '\n';
	p->sect = calloc(lines, sizeof(*p->sect));
	p->opt = calloc(lines, sizeof(*p->opt));
	if (!p->sect || !p->opt) {
		snprintf(why, whylen, "out of memory");
		return -ENOMEM;
	}
	while (q < end) {
		nl = memchr(q, '\n', (size_t)(end - q));
		no++;
		if (!one_line(p, q, (size_t)((nl ? nl : end) - q), no, flags, why, whylen)) {
			*line = no;
			return -EINVAL;
		}
		q = nl ? nl + 1 : end;
	}
	return 0;
}

void jobparse_free(struct jobparse *p)
{
	free(p->sect);
	free(p->opt);
	memset(p, 0, sizeof(*p));
	p->global = -1;
}

int jobparse_is(const struct jobparse_opt *o, const char *name)
{
	return same(o->name, o->nlen, name, strlen(name));
}

const struct jobparse_opt *jobparse_get(const struct jobparse *p, size_t s, const char *name)
{
	size_t i, k;

	for (k = 0; k < 2; k++) {
		const struct jobparse_sect *sp;

		if (k == 1 && (p->global < 0 || (size_t)p->global == s))
			break;
		sp = &p->sect[k ? (size_t)p->global : s];
		for (i = sp->first; i < sp->first + sp->nopt; i++)
			if (jobparse_is(&p->opt[i], name))
				return &p->opt[i];
	}
	return NULL;
}
