// fileopen.c: the one way an input file is opened (jsonfile_open_in, jsonfile_inside; see
// jsonfile.h): judged by its real path before the open, opened without following a link,
// O_NONBLOCK, and fstat()ed to be the file judged (issue 39 finding 8).
#include <errno.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "jsonfile.h"

int jsonfile_inside(const char *real, const char *top)
{
	size_t n = strlen(top);

	if (strcmp(top, "/") == 0)
		return 1;
	return strncmp(real, top, n) == 0 && (real[n] == '\0' || real[n] == '/');
}

/* open_real: REAL (an absolute path with no link in it: realpath's) opened read-only,
 * O_NONBLOCK (a FIFO is not waited on), O_NOCTTY, O_CLOEXEC, with no link followed anywhere
 * along it (openat2 RESOLVE_NO_SYMLINKS, Linux 5.6; O_NOFOLLOW on the last name where the
 * kernel lacks openat2): a name swapped for a link after realpath is refused (-ELOOP), not
 * followed. The fd or -errno. */
static int open_real(const char *real)
{
	struct open_how how = {
		.flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_NOFOLLOW,
		.resolve = RESOLVE_NO_SYMLINKS,
	};
	long fd = syscall(SYS_openat2, AT_FDCWD, real, &how, sizeof(how));

	if (fd < 0 && (errno == ENOSYS || errno == EPERM)) /* (EPERM: a seccomp filter) */
		fd = open(real, (int)how.flags);
	return fd < 0 ? -errno : (int)fd;
}

int jsonfile_open_in(const char *top, const char *path)
{
	struct stat st, fst;
	char *real;
	int fd, ret;

	/* the name first: realpath(3) reads links but opens nothing, so a link out of TOP (to a
	 * watchdog, a tape, a FIFO) is refused before anything is opened (issue 39 finding 8) */
	real = realpath(path, NULL);
	if (!real)
		return -errno;
	ret = top && !jsonfile_inside(real, top) ? -EXDEV : 0;
	/* then what it is: only a regular file is opened (a device's open may act) */
	if (!ret && lstat(real, &st))
		ret = -errno;
	if (!ret && !S_ISREG(st.st_mode))
		ret = S_ISDIR(st.st_mode) ? -EISDIR : -EINVAL;
	fd = ret ? ret : open_real(real);
	free(real);
	if (fd < 0)
		return fd == -ELOOP ? -EXDEV : fd;
	/* the file opened is the one judged (a swap between lstat and open is refused) */
	if (fstat(fd, &fst) || !S_ISREG(fst.st_mode) || fst.st_dev != st.st_dev || fst.st_ino != st.st_ino) {
		close(fd);
		return -EXDEV;
	}
	return fd;
}
