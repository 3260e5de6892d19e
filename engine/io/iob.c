/*
 * iob.c: backend choice and setup. See iob.h.
 */
#include "io/iob.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int iob_kind_parse(const char *name, enum iob_kind *kind)
{
	if (name && !strcmp(name, "libaio"))
		*kind = IOB_LIBAIO;
	else if (name && !strcmp(name, "io_uring"))
		*kind = IOB_IO_URING;
	else
		return -EINVAL;
	return 0;
}

const char *iob_kind_name(enum iob_kind kind)
{
	return kind == IOB_IO_URING ? "io_uring" : "libaio";
}

int iob_ignored_options(enum iob_kind kind, const struct urb_options *uo, bool userspace_reap,
			char *buf, size_t len)
{
	const char *names[6];
	size_t used = 0;
	int n = 0, i, w;

	if (kind == IOB_LIBAIO && uo) {
		if (uo->registerfiles)
			names[n++] = "registerfiles";
		if (uo->fixedbufs)
			names[n++] = "fixedbufs";
		if (uo->sqthread_poll)
			names[n++] = "sqthread_poll";
		if (uo->sqthread_poll_cpu >= 0)
			names[n++] = "sqthread_poll_cpu";
		if (uo->hipri)
			names[n++] = "hipri";
	} else if (kind == IOB_IO_URING && userspace_reap) {
		names[n++] = "userspace_reap";
	}
	if (len)
		buf[0] = '\0';
	for (i = 0; i < n && used < len; i++) {
		w = snprintf(buf + used, len - used, "%s%s", i ? ", " : "", names[i]);
		if (w < 0)
			break;
		used += (size_t)w;
	}
	return n;
}

int iob_init(struct iob *b, enum iob_kind kind, unsigned depth, unsigned nfiles,
	     const struct urb_options *uo, bool userspace_reap, char *note, size_t notelen)
{
	int ret;

	memset(b, 0, sizeof(*b));
	b->kind = kind;
	if (note && notelen)
		note[0] = '\0';
	if (kind == IOB_IO_URING) {
		ret = urb_init(&b->ur, depth, nfiles, uo);
		if (!ret && note && notelen)
			snprintf(note, notelen, "%s", b->ur.note);
		return ret;
	}
	ret = aiob_init(&b->aio, depth);
	if (ret)
		return ret;
	b->iocbs = calloc(depth, sizeof(*b->iocbs));
	if (!b->iocbs) {
		iob_exit(b);
		return -ENOMEM;
	}
	if (aiob_set_userspace_reap(&b->aio, userspace_reap) && note && notelen)
		snprintf(note, notelen, "dropped: userspace_reap (the AIO ring header does not "
			 "allow it)");
	return 0;
}

void iob_exit(struct iob *b)
{
	if (b->kind == IOB_IO_URING)
		urb_exit(&b->ur);
	else
		aiob_exit(&b->aio);
	free(b->iocbs);
	b->iocbs = NULL;
}

int iob_register_bufs(struct iob *b, const struct iovec *iov, unsigned n)
{
	return b->kind == IOB_IO_URING ? urb_register_bufs(&b->ur, iov, n) : 0;
}

int iob_file_set(struct iob *b, unsigned idx, int fd)
{
	return b->kind == IOB_IO_URING ? urb_file_set(&b->ur, idx, fd) : 0;
}
