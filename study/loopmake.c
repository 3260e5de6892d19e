// loopmake.c: schedaio-study loop-make: the one way a scratch loop device's backing file is
// made and attached (scripts/lib/loopdev.sh loopdev_create; issue 39 finding 2). The folder
// it goes in is held to the ownership rule (lib/safepath, SAFEPATH_PARENT) and kept open;
// inside it a new private folder (mkdirat 0700, a name given by the caller, who recorded it)
// and in that the backing file (O_CREAT | O_EXCL | O_NOFOLLOW), each relative to its folder's
// descriptor; the loop device is given that file's descriptor (LOOP_CONFIGURE), never a path,
// and what it holds is checked to be the same inode (LOOP_GET_STATUS64). Nothing along the
// way can be swapped for a link or another file by another user (see study.h).
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/loop.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "safepath/safepath.h"
#include "study.h"

/* The backing file's name in the private folder. */
#define LOOPMAKE_FILE "backing.img"
/* How many free loop devices are tried when another program takes the one offered. */
#define LOOPMAKE_TRIES 16

/* name_ok: NAME is one plain name ([A-Za-z0-9._-], not "." or ".."), at most 64 bytes. */
static int name_ok(const char *name)
{
	size_t n = strspn(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-");

	return n && !name[n] && n <= 64 && strcmp(name, ".") && strcmp(name, "..");
}

/* attach: a free loop device configured on backing descriptor FD (status ST), direct I/O
 * asked (the kernel uses it when the file allows it, as losetup --direct-io=on), partitions
 * scanned with PARTSCAN, LO_FILE_NAME the path for display; its number into *NR, whether the
 * kernel runs it with direct I/O into *DIO (lo_flags: LO_FLAGS_DIRECT_IO). 0 or -errno with
 * WHY. */
static int attach(int fd, const struct stat *st, const char *path, int partscan, int *nr,
		  int *dio, char *why, size_t whylen)
{
	struct loop_config cfg;
	struct loop_info64 info;
	char dev[32];
	int ctl, lfd = -1, n, try, ret = -EBUSY;

	ctl = open("/dev/loop-control", O_RDWR | O_CLOEXEC);
	if (ctl < 0) {
		ret = -errno;
		snprintf(why, whylen, "/dev/loop-control: %s", strerror(errno));
		return ret;
	}
	for (try = 0; try < LOOPMAKE_TRIES && ret == -EBUSY; try++) {
		n = ioctl(ctl, LOOP_CTL_GET_FREE);
		if (n < 0) {
			ret = -errno;
			snprintf(why, whylen, "no free loop device: %s", strerror(errno));
			break;
		}
		snprintf(dev, sizeof(dev), "/dev/loop%d", n);
		lfd = open(dev, O_RDWR | O_CLOEXEC);
		if (lfd < 0) {
			ret = -errno;
			snprintf(why, whylen, "%s: %s", dev, strerror(errno));
			break;
		}
		memset(&cfg, 0, sizeof(cfg));
		cfg.fd = (unsigned int)fd;
		cfg.info.lo_flags = LO_FLAGS_DIRECT_IO | (partscan ? LO_FLAGS_PARTSCAN : 0);
		snprintf((char *)cfg.info.lo_file_name, sizeof(cfg.info.lo_file_name), "%s", path);
		ret = ioctl(lfd, LOOP_CONFIGURE, &cfg) ? -errno : 0;
		if (ret) /* EBUSY: another program took it first: the next free one */
			close(lfd);
	}
	close(ctl);
	if (ret) {
		if (!why[0])
			snprintf(why, whylen, "cannot attach a loop device: %s", strerror(-ret));
		return ret;
	}
	/* the device holds the inode we made: nothing was swapped between our open and its own */
	if (ioctl(lfd, LOOP_GET_STATUS64, &info) || info.lo_inode != st->st_ino ||
	    info.lo_device != st->st_dev) {
		snprintf(why, whylen, "%s does not hold the file made (%s)", dev, path);
		ioctl(lfd, LOOP_CLR_FD, 0);
		close(lfd);
		return -EXDEV;
	}
	close(lfd);
	*nr = n;
	*dio = !!(info.lo_flags & LO_FLAGS_DIRECT_IO);
	return 0;
}

/* test_pause: the test hook of tests/integration/scratch-backing.bats, documented in
 * STUDIES.md: with SCHEDAIO_TEST_LOOPMAKE_PAUSE=DIR in the environment, DIR/paused is made
 * once the backing file is, and loop_make waits (60 s at most) until DIR/go exists: the moment
 * a swap of the file's name would have to land, made deterministic. Nothing else changes. */
static void test_pause(void)
{
	const char *dir = getenv("SCHEDAIO_TEST_LOOPMAKE_PAUSE");
	char p[PATH_MAX];
	int i, fd;

	if (!dir || !*dir || snprintf(p, sizeof(p), "%s/paused", dir) >= (int)sizeof(p))
		return;
	fd = open(p, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd >= 0)
		close(fd);
	snprintf(p, sizeof(p), "%s/go", dir);
	for (i = 0; i < 600 && access(p, F_OK); i++)
		usleep(100000);
}

int loop_make(const char *dir, const char *name, unsigned long size_mib, int partscan, int *nr,
	      int *dio, char *path, size_t pathlen, char *why, size_t whylen)
{
	char canon[PATH_MAX];
	struct stat st;
	int dfd, pfd = -1, fd = -1, ret;

	why[0] = '\0';
	if (!name_ok(name)) {
		snprintf(why, whylen, "'%.64s' is not a plain folder name", name);
		return -EINVAL;
	}
	if (!size_mib || size_mib > (1ul << 24)) {
		snprintf(why, whylen, "%lu MiB: not a size from 1 MiB to 16 TiB", size_mib);
		return -EINVAL;
	}
	dfd = safepath_open(dir, safepath_uid(), SAFEPATH_PARENT, canon, sizeof(canon), why, whylen);
	if (dfd < 0)
		return dfd;
	if (snprintf(path, pathlen, "%s/%s/" LOOPMAKE_FILE, strcmp(canon, "/") ? canon : "", name) >=
	    (int)pathlen) {
		snprintf(why, whylen, "%s: path too long", canon);
		ret = -ENAMETOOLONG;
		goto out;
	}
	/* a new private folder: EEXIST when the name is taken (a link planted there included) */
	if (mkdirat(dfd, name, 0700)) {
		ret = -errno;
		snprintf(why, whylen, "%s/%s: cannot make it: %s", canon, name, strerror(errno));
		goto out;
	}
	pfd = openat(dfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (pfd < 0 || fstat(pfd, &st) || fchmod(pfd, 0700)) {
		ret = -errno;
		snprintf(why, whylen, "%s/%s: %s", canon, name, strerror(errno));
		goto out;
	}
	if (st.st_uid != geteuid()) {
		snprintf(why, whylen, "%s/%s: not the folder made (owned by uid %u)", canon, name,
			 (unsigned)st.st_uid);
		ret = -EPERM;
		goto out;
	}
	fd = openat(pfd, LOOPMAKE_FILE, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd < 0 || fstat(fd, &st) || ftruncate(fd, (off_t)(size_mib << 20))) {
		ret = -errno;
		snprintf(why, whylen, "%s: %s", path, strerror(errno));
		goto out;
	}
	/* losetup --direct-io=on opens the backing file with O_DIRECT; a file system without it
	 * (EINVAL: ramfs; tmpfs before Linux 6.6) keeps buffered I/O, as the loop driver falls
	 * back to it, and *DIO says so */
	(void)fcntl(fd, F_SETFL, O_DIRECT);
	test_pause();
	ret = attach(fd, &st, path, partscan, nr, dio, why, whylen);
out:
	if (ret && fd >= 0)
		unlinkat(pfd, LOOPMAKE_FILE, 0);
	if (ret && pfd >= 0)
		unlinkat(dfd, name, AT_REMOVEDIR);
	if (fd >= 0)
		close(fd);
	if (pfd >= 0)
		close(pfd);
	close(dfd);
	return ret;
}

/* loop-make DIR NAME SIZE_MIB [--partscan]: see usage in main.c. */
int cmd_loop_make(int argc, char **argv)
{
	char why[SAFEPATH_WHY], path[PATH_MAX], *end;
	unsigned long mib;
	int nr, dio, partscan = argc == 5 && !strcmp(argv[4], "--partscan");

	if (argc != 4 + partscan) {
		fprintf(stderr, "schedaio-study: loop-make: want DIR NAME SIZE_MIB [--partscan]\n");
		return 2;
	}
	errno = 0;
	mib = strtoul(argv[3], &end, 10);
	if (errno || *end || end == argv[3] || argv[3][0] == '-')
		mib = 0;
	if (loop_make(argv[1], argv[2], mib, partscan, &nr, &dio, path, sizeof(path), why, sizeof(why))) {
		fprintf(stderr, "schedaio-study: loop-make: %s\n", why);
		return 1;
	}
	printf("/dev/loop%d\t%s\t%s\n", nr, path, dio ? "direct" : "buffered");
	return 0;
}
