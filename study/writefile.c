// writefile.c: schedaio-study write-file, the scripts' write_atomic (scripts/lib/atomic.sh)
// in one process: stdin into a file by lib/json/atomicfile.h's rule (see study.h).
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "json/atomicfile.h"
#include "safepath/safepath.h"
#include "study.h"

/* The temporary a signal handler removes: the one write-file of this process (a handler sees
 * only what is static; set while the signals are blocked, so it is whole when one is caught). */
static int live_dfd = -1;
static char live_tmp[NAME_MAX + 1];

static const int caught[] = { SIGHUP, SIGINT, SIGTERM };
#define NCAUGHT (sizeof(caught) / sizeof(caught[0]))

/* on_signal: the temporary removed, then SIG's own action (SA_RESETHAND made it the default
 * again; it is delivered once this handler returns). unlinkat(2) is async-signal-safe. */
static void on_signal(int sig)
{
	int e = errno;

	if (live_dfd >= 0)
		unlinkat(live_dfd, live_tmp, 0);
	raise(sig);
	errno = e;
}

/* guard: with A, catch SIGHUP, SIGINT and SIGTERM (each not ignored at the start: a
 * background job of a shell ignores SIGINT and keeps doing so) to remove A's temporary; OLD
 * receives their actions. Without A, the actions in OLD back and the temporary forgotten.
 * Called with the signals blocked (MASK). */
static void guard(const struct atomicfile *a, struct sigaction *old)
{
	struct sigaction sa;
	size_t i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sa.sa_flags = SA_RESETHAND;
	sigemptyset(&sa.sa_mask);
	if (!a) {
		live_dfd = -1;
		for (i = 0; i < NCAUGHT; i++)
			sigaction(caught[i], &old[i], NULL);
		return;
	}
	live_dfd = a->dfd;
	memcpy(live_tmp, a->tmp, sizeof(live_tmp));
	for (i = 0; i < NCAUGHT; i++)
		if (!sigaction(caught[i], NULL, &old[i]) && old[i].sa_handler != SIG_IGN)
			sigaction(caught[i], &sa, NULL);
}

/* copy_in: IN into A->f until its end or MAX + 1 bytes (MAX < 0: no limit). 0, EFBIG (more
 * than MAX), read(2)'s errno; a write error stays in A->f (ferror: atomicfile_commit names it). */
static int copy_in(struct atomicfile *a, int in, long long max)
{
	char buf[65536];
	long long total = 0;
	size_t want;
	ssize_t n;

	for (;;) {
		want = sizeof(buf);
		if (max >= 0 && (unsigned long long)(max - total) + 1 < want)
			want = (size_t)(max - total) + 1; /* one byte past MAX tells "more" */
		n = read(in, buf, want);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return errno;
		if (n == 0)
			return 0;
		total += n;
		if (max >= 0 && total > max)
			return EFBIG;
		if (fwrite(buf, 1, (size_t)n, a->f) != (size_t)n)
			return 0;
	}
}

int writefile_copy(const char *path, int in, long long max, char *why, size_t whylen)
{
	char reason[SAFEPATH_WHY];
	struct sigaction old[NCAUGHT];
	struct atomicfile a;
	sigset_t mask, prev;
	size_t i;
	int e, ret;

	sigemptyset(&mask);
	for (i = 0; i < NCAUGHT; i++)
		sigaddset(&mask, caught[i]);
	sigprocmask(SIG_BLOCK, &mask, &prev);
	ret = atomicfile_open(&a, path, reason, sizeof(reason));
	if (ret) {
		sigprocmask(SIG_SETMASK, &prev, NULL);
		snprintf(why, whylen, "%s: %s", path, reason);
		return ret;
	}
	guard(&a, old);
	sigprocmask(SIG_SETMASK, &prev, NULL);
	e = copy_in(&a, in, max);
	sigprocmask(SIG_BLOCK, &mask, NULL); /* a signal now waits for the rename or removal */
	ret = atomicfile_commit(&a, !e);
	guard(NULL, old);
	sigprocmask(SIG_SETMASK, &prev, NULL);
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
