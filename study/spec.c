// spec.c: the tab-separated lines run-pack writes to schedaio-study's stdin (see study.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "study.h"

#define SPEC_MAX_BYTES (16u << 20) /* 16 MiB: far above any study's spec */

int spec_read(char **buf, struct spec_line **lines, size_t *n, char *why, size_t whylen)
{
	size_t cap = 0, len = 0, got, nl = 0, i;
	char *b = NULL, *nb, *p, *line, *field;
	struct spec_line *ls = NULL;

	*buf = NULL;
	*lines = NULL;
	*n = 0;
	for (;;) {
		if (cap - len < 4096) {
			if (cap >= SPEC_MAX_BYTES) {
				snprintf(why, whylen, "the spec on stdin is over %u bytes", SPEC_MAX_BYTES);
				free(b);
				return -EINVAL;
			}
			cap = cap ? cap * 2 : 8192;
			nb = realloc(b, cap + 1);
			if (!nb)
				goto nomem;
			b = nb;
		}
		got = fread(b + len, 1, cap - len, stdin);
		len += got;
		if (got == 0)
			break;
	}
	if (!b && !(b = malloc(1)))
		goto nomem;
	b[len] = '\0';
	for (i = 0; i < len; i++)
		nl += b[i] == '\n';
	ls = calloc(nl + 1, sizeof(*ls));
	if (!ls)
		goto nomem;
	p = b;
	while ((line = strsep(&p, "\n"))) {
		struct spec_line *s = &ls[*n];

		if (!line[0])
			continue;
		s->key = strsep(&line, "\t");
		while ((field = strsep(&line, "\t"))) {
			if (s->nf >= SPEC_MAX_FIELDS) {
				snprintf(why, whylen, "spec line '%s' has more than %d fields", s->key, SPEC_MAX_FIELDS);
				free(ls);
				free(b);
				return -EINVAL;
			}
			s->f[s->nf++] = field;
		}
		(*n)++;
	}
	*buf = b;
	*lines = ls;
	return 0;
nomem:
	free(b);
	snprintf(why, whylen, "out of memory");
	return -ENOMEM;
}

const char *spec_get(const struct spec_line *l, size_t n, const char *key)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!strcmp(l[i].key, key))
			return l[i].nf > 0 ? l[i].f[0] : "";
	return NULL;
}
