// fiocheck.c: fio's own reading of a job file against ours (see fiocheck.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fiocheck.h"

/* render: option O as fio --showcmd prints it, without the blank after it (malloc'd). */
static char *render(const struct jobparse_opt *o)
{
	const char *q = jobparse_is(o, "description") ? "\"" : "";
	char *s;

	if (!o->val)
		return asprintf(&s, "--%.*s", (int)o->nlen, o->name) < 0 ? NULL : s;
	return asprintf(&s, "--%.*s=%s%.*s%s", (int)o->nlen, o->name, q, (int)o->vlen, o->val, q) < 0
		       ? NULL
		       : s;
}

static int cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* tokens: SHOW's words (split at blanks and newlines) into a new array *TOK of *N strings
 * (one allocation each, NUL-terminated). 0 or -ENOMEM. */
static int tokens(const char *show, size_t len, char ***tok, size_t *n)
{
	size_t i = 0, start, cap = 16;
	char **t = malloc(cap * sizeof(*t)), **bigger;

	*tok = NULL;
	*n = 0;
	if (!t)
		return -ENOMEM;
	while (i < len) {
		if (show[i] == ' ' || show[i] == '\n') {
			i++;
			continue;
		}
		start = i;
		while (i < len && show[i] != ' ' && show[i] != '\n')
			i++;
		if (*n == cap) {
			cap *= 2;
			bigger = realloc(t, cap * sizeof(*t));
			if (!bigger)
				goto nomem;
			t = bigger;
		}
		t[*n] = strndup(show + start, i - start);
		if (!t[*n])
			goto nomem;
		(*n)++;
	}
	*tok = t;
	return 0;
nomem:
	while (*n)
		free(t[--*n]);
	free(t);
	return -ENOMEM;
}

/* section: fio's tokens F[0..N) are section S's options in some order; else the first
 * difference into WHY. 0, -EPROTO, -ENOMEM. */
static int section(const struct jobparse *p, const struct jobparse_sect *s, char **f, size_t n,
		   char *why, size_t whylen)
{
	char **ours = calloc(n ? n : 1, sizeof(*ours));
	size_t i;
	int ret = -ENOMEM;

	if (!ours)
		return -ENOMEM;
	for (i = 0; i < n; i++)
		if (!(ours[i] = render(&p->opt[s->first + i])))
			goto out;
	qsort(ours, n, sizeof(*ours), cmp);
	qsort(f, n, sizeof(*f), cmp);
	ret = 0;
	for (i = 0; i < n && !ret; i++)
		if (strcmp(ours[i], f[i])) {
			snprintf(why, whylen, "[%.*s]: fio read %.80s, the file %.80s", (int)s->nlen,
				 s->name, f[i], ours[i]);
			ret = -EPROTO;
		}
out:
	for (i = 0; i < n; i++)
		free(ours[i]);
	free(ours);
	return ret;
}

int fiocheck_showcmd(const struct jobparse *p, const char *show, size_t len, char *why,
		     size_t whylen)
{
	char **t, *name = NULL;
	size_t n, at = 0, k, i;
	int ret;

	if ((ret = tokens(show, len, &t, &n))) {
		snprintf(why, whylen, "out of memory");
		return ret;
	}
	ret = -EPROTO;
	if (!p->nsect) {
		if (n)
			snprintf(why, whylen, "fio read options from a file without sections");
		ret = n ? -EPROTO : 0;
		goto out;
	}
	if (!n || strcmp(t[0], "fio")) {
		snprintf(why, whylen, "fio --showcmd printed %s, not \"fio\" and the options",
			 n ? "something else" : "nothing");
		goto out;
	}
	at = 1;
	for (k = 0; k < p->nsect; k++) {
		const struct jobparse_sect *s = &p->sect[k];

		if ((long)k != p->global) {
			free(name);
			if (asprintf(&name, "--name=%.*s", (int)s->nlen, s->name) < 0) {
				name = NULL;
				ret = -ENOMEM;
				snprintf(why, whylen, "out of memory");
				goto out;
			}
			if (at >= n || strcmp(t[at], name)) {
				snprintf(why, whylen, "fio did not read job [%.*s] where the file has it",
					 (int)s->nlen, s->name);
				goto out;
			}
			at++;
		}
		if (n - at < s->nopt) {
			snprintf(why, whylen, "[%.*s]: fio read fewer options than the file has",
				 (int)s->nlen, s->name);
			goto out;
		}
		ret = section(p, s, t + at, s->nopt, why, whylen);
		if (ret) {
			if (ret == -ENOMEM)
				snprintf(why, whylen, "out of memory");
			goto out;
		}
		ret = -EPROTO;
		at += s->nopt;
	}
	if (at != n) {
		snprintf(why, whylen, "fio read %zu more options or jobs than the file has (%.80s)",
			 n - at, t[at]);
		goto out;
	}
	ret = 0;
out:
	free(name);
	for (i = 0; i < n; i++)
		free(t[i]);
	free(t);
	return ret;
}
