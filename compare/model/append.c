// append.c: a note's line built part by part (append.h).
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "model/append.h"

int model_append(char **s, const char *sep, const char *fmt, ...)
{
	char *part, *all;
	va_list ap;
	int ret;

	va_start(ap, fmt);
	ret = vasprintf(&part, fmt, ap);
	va_end(ap);
	if (ret < 0)
		return -ENOMEM;
	ret = asprintf(&all, "%s%s%s", *s ? *s : "", *s ? sep : "", part);
	free(part);
	if (ret < 0)
		return -ENOMEM;
	free(*s);
	*s = all;
	return 0;
}
