// writefile.c: schedaio-study write-file, the scripts' write_atomic (scripts/lib/atomic.sh)
// in one process: stdin into a file by lib/json/atomicfile.h's rule (see study.h).
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "json/atomicfile.h"
#include "study.h"

int writefile_copy(const char *path, int in, long long max, char *why, size_t whylen)
{
	char tmp[PATH_MAX], buf[65536];
	long long total = 0;
	size_t want;
	ssize_t n;
	FILE *f;
	int e = 0, ret;

	f = atomicfile_open_unique(path, tmp);
	if (!f) {
		e = errno;
		snprintf(why, whylen, "%s: cannot make a new file beside it: %s", path, strerror(e));
		return -e;
	}
	for (;;) {
		want = sizeof(buf);
		if (max >= 0 && (unsigned long long)(max - total) + 1 < want)
			want = (size_t)(max - total) + 1; /* one byte past MAX tells "more" */
		n = read(in, buf, want);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			e = errno;
			break;
		}
		if (n == 0)
			break;
		total += n;
		if (max >= 0 && total > max) {
			e = EFBIG;
			break;
		}
		if (fwrite(buf, 1, (size_t)n, f) != (size_t)n)
			break; /* ferror(f): atomicfile_commit_tmp names the error */
	}
	ret = atomicfile_commit_tmp(f, tmp, path, !e);
	if (e == EFBIG) {
		snprintf(why, whylen, "%s: more than %lld bytes sent; not written", path, max);
		return -EFBIG;
	}
	if (e) {
		snprintf(why, whylen, "%s: cannot read what was sent: %s; not written", path, strerror(e));
		return -e;
	}
	if (ret)
		snprintf(why, whylen, "%s: cannot write: %s", path, strerror(-ret));
	return ret;
}
