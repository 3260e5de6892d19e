// jsonfile.c: read a file and parse one JSON object from it with jansson (see jsonfile.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonfile.h"

#define JSONFILE_MAX (64u << 20) /* 64 MiB: far above any fio JSON of one job */

/* read_all: the whole of PATH into a new NUL-terminated buffer. 0 or -errno. */
static int read_all(const char *path, char **buf, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *b = NULL, *nb;
	size_t cap = 0, n = 0, got;
	int ret = 0;

	*buf = NULL;
	*len = 0;
	if (!f)
		return -errno;
	for (;;) {
		if (cap - n < 4096) {
			if (cap >= JSONFILE_MAX) {
				ret = -EFBIG;
				goto out;
			}
			cap = cap ? cap * 2 : 16384;
			nb = realloc(b, cap + 1);
			if (!nb) {
				ret = -ENOMEM;
				goto out;
			}
			b = nb;
		}
		got = fread(b + n, 1, cap - n, f);
		n += got;
		if (got == 0) {
			if (ferror(f))
				ret = errno ? -errno : -EIO;
			break;
		}
	}
out:
	fclose(f);
	if (ret) {
		free(b);
		return ret;
	}
	b[n] = '\0';
	*buf = b;
	*len = n;
	return 0;
}

/* first_line: copy up to 60 printable characters of S's first non-blank line to DST. */
static void first_line(const char *s, char *dst, size_t dstlen)
{
	size_t i = 0;

	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
		s++;
	while (*s && *s != '\n' && *s != '\r' && i + 1 < dstlen && i < 60) {
		dst[i++] = (*s >= 0x20 && *s < 0x7f) ? *s : '?';
		s++;
	}
	dst[i] = '\0';
}

int jsonfile_load(const char *path, int flags, json_t **out, char *why, size_t whylen)
{
	char *buf = NULL, head[64];
	const char *start, *p;
	size_t len, skipped;
	int line0 = 0, col0 = 0;
	json_error_t jerr;
	json_t *root;
	int ret;

	*out = NULL;
	ret = read_all(path, &buf, &len);
	if (ret) {
		snprintf(why, whylen, "%s", ret == -ENOENT ? "missing" : strerror(-ret));
		return ret;
	}
	if (strspn(buf, " \t\r\n") == len) {
		snprintf(why, whylen, "empty file");
		ret = -ENODATA;
		goto out;
	}
	start = buf;
	if (flags & JSONFILE_LENIENT) {
		start = strchr(buf, '{');
		if (!start) {
			first_line(buf, head, sizeof(head));
			snprintf(why, whylen, "no JSON object in the file (it starts: \"%s\")", head);
			ret = -EINVAL;
			goto out;
		}
	}
	skipped = (size_t)(start - buf);
	for (p = buf; p < start; p++) { /* report positions in the file, not after the skip */
		col0++;
		if (*p == '\n') {
			line0++;
			col0 = 0;
		}
	}
	root = json_loadb(start, len - skipped,
			  (flags & JSONFILE_LENIENT) ? JSON_DISABLE_EOF_CHECK : 0, &jerr);
	if (!root) {
		if (json_error_code(&jerr) == json_error_out_of_memory) {
			snprintf(why, whylen, "out of memory");
			ret = -ENOMEM;
		} else if (json_error_code(&jerr) == json_error_premature_end_of_input) {
			snprintf(why, whylen, "truncated: the JSON stops at line %d, column %d",
				 jerr.line + line0, jerr.column + (jerr.line == 1 ? col0 : 0));
			ret = -EINVAL;
		} else {
			snprintf(why, whylen, "not valid JSON: %s (line %d, column %d)", jerr.text,
				 jerr.line + line0, jerr.column + (jerr.line == 1 ? col0 : 0));
			ret = -EINVAL;
		}
		goto out;
	}
	if (!json_is_object(root)) {
		json_decref(root);
		snprintf(why, whylen, "not a JSON object at the top level");
		ret = -EINVAL;
		goto out;
	}
	*out = root;
out:
	free(buf);
	return ret;
}
