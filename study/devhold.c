// devhold.c: schedaio-study dev-hold: a raw --device held with an exclusive open for the
// whole study (run-pack's rp-target.sh raw_hold), so that nobody mounts it, makes it swap or
// builds dm/md on it meanwhile, in any mount namespace.
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "study.h"

/*
 * dev_excl_open: DEV opened read-only with O_EXCL. The kernel's rule (open(2), "O_EXCL ...
 * block device"; block/bdev.c bd_may_claim): on a block device O_EXCL without O_CREAT claims
 * it, and fails with EBUSY while anyone else holds a claim: a mount in any mount namespace
 * (of it or of a partition: claiming a partition claims the whole disk), swapon, dm or md
 * built on it, or another O_EXCL opener. A plain open (fio's) is not refused by a claim.
 * Returns the fd (>= 0), or -EBUSY, -ENOTBLK (not a block device) or another negative errno
 * with a one-line reason in WHY (WHYLEN bytes).
 */
int dev_excl_open(const char *dev, char *why, size_t whylen)
{
	struct stat st;
	int fd = open(dev, O_RDONLY | O_EXCL | O_CLOEXEC | O_NONBLOCK);
	int e = errno;

	if (fd < 0) {
		if (e == EBUSY)
			snprintf(why, whylen, "%s is in use: an exclusive open (O_EXCL) gets EBUSY (it or a "
				 "partition is mounted in some mount namespace, or swap, or held by dm/md "
				 "or another exclusive opener)", dev);
		else
			snprintf(why, whylen, "cannot open %s exclusively: %s", dev, strerror(e));
		return -e;
	}
	if (fstat(fd, &st) || !S_ISBLK(st.st_mode)) {
		snprintf(why, whylen, "%s is not a block device", dev);
		close(fd);
		return -ENOTBLK;
	}
	return fd;
}

/* dev-hold DEV: see usage in main.c. Stdout must be a pipe: the hold ends when its reader
 * closes it (POLLERR on the write end, pipe(7)) or when the parent dies (PR_SET_PDEATHSIG). */
int cmd_dev_hold(int argc, char **argv)
{
	char why[STUDY_WHY];
	struct stat st;
	struct pollfd p = { .fd = STDOUT_FILENO, .events = 0 };
	pid_t parent = getppid();
	int fd;

	if (argc != 2) {
		fprintf(stderr, "schedaio-study: dev-hold: want DEV\n");
		return 2;
	}
	if (fstat(STDOUT_FILENO, &st) || !S_ISFIFO(st.st_mode)) {
		fprintf(stderr, "schedaio-study: dev-hold: stdout must be a pipe (the hold ends when it closes)\n");
		return 2;
	}
	if (prctl(PR_SET_PDEATHSIG, SIGTERM) || getppid() != parent)
		return 1; /* the parent is gone already: nothing to hold for */
	fd = dev_excl_open(argv[1], why, sizeof(why));
	if (fd < 0) {
		printf("%s\t%s\n", fd == -EBUSY ? "busy" : "error", why);
		return fd == -EBUSY ? 1 : 2;
	}
	printf("held\n");
	if (fflush(stdout))
		return 1;
	while (poll(&p, 1, -1) < 0 && errno == EINTR)
		;
	close(fd);
	return 0;
}
