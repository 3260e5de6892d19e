/*
 * aio_backend.c: libaio context, submit queue and reaping. See aio_backend.h.
 */
#include "io/aio_backend.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * The header of the completion ring io_setup(2) maps into the process; the io_context_t is
 * its address. Layout and magic from the kernel's fs/aio.c (struct aio_ring), a user ABI
 * that fio's libaio userspace_reap relies on too.
 */
struct aiob_ring {
	unsigned id;
	unsigned nr; /* number of io_events */
	unsigned head;
	unsigned tail;
	unsigned magic;
	unsigned compat_features;
	unsigned incompat_features;
	unsigned header_length;
	struct io_event io_events[];
};

#define AIOB_RING_MAGIC 0xa10a10a1

int aiob_init(struct aiob *a, unsigned depth)
{
	int ret;

	memset(a, 0, sizeof(*a));
	if (depth == 0 || depth > AIOB_MAX_DEPTH)
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

int aiob_set_userspace_reap(struct aiob *a, bool on)
{
	const struct aiob_ring *r = (const struct aiob_ring *)a->ctx;

	a->userspace_reap = false;
	if (!on)
		return 0;
	if (!r || r->magic != AIOB_RING_MAGIC || r->incompat_features != 0 || !r->nr)
		return -EOPNOTSUPP;
	a->userspace_reap = true;
	return 0;
}

/* read_long: the first number in `path`, or -1. */
static long read_long(const char *path)
{
	long v = -1;
	FILE *f = fopen(path, "r");

	if (f) {
		if (fscanf(f, "%ld", &v) != 1)
			v = -1;
		fclose(f);
	}
	return v;
}

void aiob_eagain_reason(unsigned depth, const char *max_path, const char *nr_path, char *buf,
			size_t len)
{
	long max = read_long(max_path ? max_path : "/proc/sys/fs/aio-max-nr");
	long nr = read_long(nr_path ? nr_path : "/proc/sys/fs/aio-nr");

	snprintf(buf, len, "io_setup(2) failed with EAGAIN: fs.aio-max-nr is %ld and fs.aio-nr "
		 "(AIO events in use system-wide) is %ld; the job asked for iodepth=%u: raise "
		 "fs.aio-max-nr (sysctl -w fs.aio-max-nr=N) or lower iodepth", max, nr, depth);
}

int aiob_peek_ready(const struct aiob *a, void (*fn)(void *arg, void *data, long long res),
		    void *arg)
{
	const struct aiob_ring *r = (const struct aiob_ring *)a->ctx;
	unsigned head, tail, n = 0;

	if (!r || r->magic != AIOB_RING_MAGIC || r->incompat_features != 0 || !r->nr)
		return -EOPNOTSUPP;
	head = __atomic_load_n(&r->head, __ATOMIC_ACQUIRE);
	tail = __atomic_load_n(&r->tail, __ATOMIC_ACQUIRE); /* events before tail are written */
	for (; head != tail && n < r->nr; head = head + 1 == r->nr ? 0 : head + 1, n++)
		fn(arg, r->io_events[head].data, (long long)r->io_events[head].res);
	return (int)n;
}

unsigned aiob_user_take(struct aiob *a, struct io_event *ev, unsigned max)
{
	struct aiob_ring *r = (struct aiob_ring *)a->ctx;
	unsigned nr = r->nr, head = r->head, tail, n = 0;

	tail = __atomic_load_n(&r->tail, __ATOMIC_ACQUIRE); /* events before tail are written */
	while (n < max && head != tail) {
		ev[n++] = r->io_events[head];
		head = head + 1 == nr ? 0 : head + 1;
	}
	if (n)
		__atomic_store_n(&r->head, head, __ATOMIC_RELEASE); /* the kernel may reuse them */
	return n;
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
