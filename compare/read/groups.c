// groups.c: fio's reporting groups whose jobs differ (see groups.h).
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "read/groups.h"

/* has_name: 1 when NAME is one of the N names of V. */
static int has_name(char *const *v, size_t n, const char *name)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(v[i], name) == 0)
			return 1;
	return 0;
}

int groups_pair(const struct fiojson_file *f, const struct fiojson_job *j, const char *dir,
		struct pairing_stats *c, size_t n, const unsigned char *mark, size_t *match,
		char **cell, char *why, size_t whylen)
{
	char **names, *out, *p;
	size_t i, nn = 0, len = sizeof("group ");

	*cell = NULL;
	if (!pairing_find_group(f, j, dir, c, n, match, why, whylen))
		return 0;
	names = calloc(n + 2, sizeof(*names));
	if (!names)
		return -ENOMEM;
	names[nn++] = j->name; /* fio names the group after its first job */
	len += strlen(j->name) + 1;
	for (i = 0; i < n; i++) {
		if (!c[i].used || mark[i] || !c[i].jobname || has_name(names, nn, c[i].jobname))
			continue;
		names[nn++] = c[i].jobname;
		len += strlen(c[i].jobname) + 1;
	}
	if (nn < 2) {
		free(names);
		return 1;
	}
	out = malloc(len);
	if (!out) {
		free(names);
		return -ENOMEM;
	}
	p = out + sprintf(out, "group ");
	for (i = 0; i < nn; i++)
		p += sprintf(p, "%s%s", i ? "+" : "", names[i]);
	free(names);
	*cell = out;
	return 1;
}
