// buildlog.c: the builds line of SCHEDAIO_DEBUG=builds (see buildlog.h).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/buildlog.h"

/* on: 1 when SCHEDAIO_DEBUG names "builds" as a word (comma or space separated). Read at
 * each call: a handful of builds per run, no state to share between fio-style threads. */
static int on(void)
{
	const char *e = getenv("SCHEDAIO_DEBUG"), *p;
	size_t n = strlen("builds");

	for (p = e; p && (p = strstr(p, "builds")); p += n)
		if ((p == e || p[-1] == ',' || p[-1] == ' ') && (p[n] == 0 || p[n] == ',' || p[n] == ' '))
			return 1;
	return 0;
}

void buildlog(const char *what, const char *key, const char *key2)
{
	if (!on())
		return;
	fprintf(stderr, "compare: debug: build %s%s%s%s%s\n", what, key ? " " : "", key ? key : "",
		key2 ? " " : "", key2 ? key2 : "");
}
