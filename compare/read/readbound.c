// readbound.c: the read bound and progress line of compare (see readbound.h).
#include "read/readbound.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>

/* now_s: CLOCK_MONOTONIC in s. */
static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

void readbound_init(struct readbound *b, FILE *err)
{
	const char *env = getenv(READBOUND_PROGRESS_ENV);
	char *end;
	double v;

	*b = (struct readbound){ .err = err, .after = READBOUND_PROGRESS_S, .last = -1.0,
				 .what = "", .unit = "runs" };
	if (env && *env) {
		v = strtod(env, &end);
		if (*end == '\0' && isfinite(v) && v >= 0 && v <= 3600)
			b->after = v;
	}
	b->t0 = now_s();
	b->input_t0 = b->t0;
}

int readbound_start(struct readbound *b, const char *what, size_t n, const char *unit)
{
	if (!b)
		return 0;
	if (n > READBOUND_MAX_RUNS || b->runs > READBOUND_MAX_RUNS - n) {
		fprintf(b->err, "compare: %s: %zu %s (with the inputs before it %zu); compare reads "
			"at most %d runs and fio JSON files at once; compare a part of them\n", what,
			n, unit, b->runs + n, READBOUND_MAX_RUNS);
		return -E2BIG;
	}
	b->runs += n;
	b->what = what;
	b->unit = unit;
	b->done = 0;
	b->total = n;
	b->input_t0 = now_s();
	return 0;
}

int readbound_bytes(struct readbound *b, const char *path, unsigned long long bytes)
{
	if (!b)
		return 0;
	if (bytes > READBOUND_MAX_BYTES || b->bytes > READBOUND_MAX_BYTES - bytes) {
		fprintf(b->err, "compare: %s: with it the inputs hold more than %llu MiB of run "
			"files; compare reads at most that at once; compare a part of them\n", path,
			READBOUND_MAX_BYTES >> 20);
		return -E2BIG;
	}
	b->bytes += bytes;
	return 0;
}

int readbound_file(struct readbound *b, const char *path)
{
	struct stat st;

	if (!b || lstat(path, &st) || !S_ISREG(st.st_mode) || st.st_size < 0)
		return 0;
	return readbound_bytes(b, path, (unsigned long long)st.st_size);
}

void readbound_step(struct readbound *b)
{
	double t, left;

	if (!b)
		return;
	b->done++;
	t = now_s();
	if (t - b->t0 < b->after || (b->last >= 0 && t - b->last < 1.0) || b->done >= b->total)
		return;
	b->last = t;
	left = (t - b->input_t0) / (double)b->done * (double)(b->total - b->done);
	fprintf(b->err, "compare: reading %s: %zu of %zu %s, about %.0f s left\n", b->what,
		b->done, b->total, b->unit, ceil(left));
	fflush(b->err);
}
