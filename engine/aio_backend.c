/*
 * aio_backend.c: libaio context, submit queue and reaping. See aio_backend.h.
 */
#include "aio_backend.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

int aiob_init(struct aiob *a, unsigned depth)
{
	int ret;

	memset(a, 0, sizeof(*a));
	if (depth == 0 || depth > 65536)
		return -EINVAL;
	a->queue = calloc(depth, sizeof(*a->queue));
	a->events = calloc(depth, sizeof(*a->events));
	if (!a->queue || !a->events) {
		ret = -ENOMEM;
		goto err;
	}
	ret = io_setup((int)depth, &a->ctx); /* libaio returns -errno */
	if (ret < 0)
		goto err;
	a->depth = depth;
	return 0;
err:
	aiob_exit(a);
	return ret;
}

void aiob_exit(struct aiob *a)
{
	if (a->ctx)
		io_destroy(a->ctx);
	free(a->queue);
	free(a->events);
	memset(a, 0, sizeof(*a));
}

void aiob_prep_rw(struct iocb *cb, int fd, bool write, void *buf, size_t len,
		  long long off, void *data)
{
	if (write)
		io_prep_pwrite(cb, fd, buf, len, off);
	else
		io_prep_pread(cb, fd, buf, len, off);
	cb->data = data;
}

int aiob_queue(struct aiob *a, struct iocb *cb)
{
	if (a->nqueued + a->inflight >= a->depth)
		return -EBUSY;
	a->queue[a->nqueued++] = cb;
	return 0;
}

int aiob_submit(struct aiob *a)
{
	int ret;

	if (!a->nqueued)
		return 0;
	do {
		ret = io_submit(a->ctx, (long)a->nqueued, a->queue);
	} while (ret == -EINTR);
	if (ret == -EAGAIN)
		return 0;
	return ret;
}

void aiob_consume(struct aiob *a, unsigned n)
{
	if (n > a->nqueued)
		n = a->nqueued;
	if (n && n < a->nqueued) /* partial submit: rare, keep the rest in order */
		memmove(a->queue, a->queue + n, (a->nqueued - n) * sizeof(*a->queue));
	a->nqueued -= n;
	a->inflight += n;
}

int aiob_reap(struct aiob *a, unsigned off, unsigned min, unsigned max,
	      const struct timespec *timeout)
{
	struct timespec t, *tp = NULL;
	int ret;

	if (off >= a->depth)
		return 0;
	if (max > a->depth - off)
		max = a->depth - off;
	if (min > max)
		min = max;
	if (timeout) { /* io_getevents takes a non-const pointer */
		t = *timeout;
		tp = &t;
	}
	ret = io_getevents(a->ctx, (long)min, (long)max, a->events + off, tp);
	if (ret > 0)
		a->inflight -= (unsigned)ret <= a->inflight ? (unsigned)ret : a->inflight;
	return ret;
}
