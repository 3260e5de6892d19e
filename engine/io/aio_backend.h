/*
 * aio_backend.h: Linux native AIO (libaio) submission and reaping for one fio job.
 *
 * No fio headers: the fio glue's per-I/O hooks (engine/schedaio_io.c) prepare one struct
 * iocb per io_u, queue it here, and submit the queue in one io_submit(2) per fio commit.
 * Completions are reaped with io_getevents(2) into an event array the glue reads back by
 * index; with userspace_reap
 * (fio's libaio option of that name), completions already in the kernel's AIO ring, which
 * io_setup(2) maps into the process, are taken from it without a system call.
 *
 * Shape: `depth` iocbs at most are queued or in flight at once (fio's iodepth; io_setup(2)
 * is asked for that many events). Nothing here allocates after aiob_init: the per-I/O path
 * (aiob_prep_rw, aiob_queue, aiob_submit, aiob_consume, aiob_reap) is allocation- and
 * lock-free. Errors are negative errno values, as libaio's own functions return them;
 * errno is never the channel.
 */
#ifndef SCHEDAIO_AIO_BACKEND_H
#define SCHEDAIO_AIO_BACKEND_H

#include <libaio.h>
#include <stdbool.h>
#include <stddef.h>
#include <time.h>

/* The most I/Os one context may ask for: the kernel's own bound on io_setup's nr_events
 * (fs/aio.c ioctx_alloc: 0x10000000 / sizeof(struct io_event)); fs.aio-max-nr usually
 * says no well before it. */
#define AIOB_MAX_DEPTH (0x10000000U / sizeof(struct io_event))

struct aiob {
	io_context_t ctx;
	unsigned depth;          /* capacity: queued + in flight <= depth */
	unsigned nqueued;        /* prepared, not yet accepted by io_submit */
	unsigned inflight;       /* accepted by io_submit, not yet reaped */
	struct iocb **queue;     /* [depth], queued iocbs in fio's order, oldest first */
	struct io_event *events; /* [depth], filled by aiob_reap */
	bool userspace_reap;     /* reap from the mapped ring first (aiob_set_userspace_reap) */
};

/*
 * aiob_init: set up a context for `depth` (1..AIOB_MAX_DEPTH) concurrent I/Os.
 * Returns 0; -EINVAL for a bad depth; -ENOMEM; or io_setup's error: -EAGAIN means the
 * system-wide limit fs.aio-max-nr (see /proc/sys/fs/aio-nr) cannot take `depth` more
 * events. On failure the struct is left safe for aiob_exit.
 */
int aiob_init(struct aiob *a, unsigned depth);

/*
 * aiob_set_userspace_reap: reap from the user-space AIO ring first (on) or only with
 * io_getevents(2) (off). The ring is used only if its header says the kernel allows it
 * (magic 0xa10a10a1 and no incompatible features, fs/aio.c struct aio_ring; the check fio's
 * libaio userspace_reap makes). Returns 0, or -EOPNOTSUPP when the ring does not allow it
 * (then reaping stays with io_getevents).
 */
int aiob_set_userspace_reap(struct aiob *a, bool on);

/*
 * aiob_eagain_reason: one line (no newline) into buf for io_setup's EAGAIN: the values of
 * fs.aio-max-nr and fs.aio-nr (read from `max_path` and `nr_path`; NULL for /proc/sys/fs/...)
 * and the iodepth `depth` the job asked for (io_setup fails when aio-nr + depth would exceed
 * aio-max-nr: fs/aio.c ioctx_alloc; Documentation/admin-guide/sysctl/fs.rst).
 */
void aiob_eagain_reason(unsigned depth, const char *max_path, const char *nr_path, char *buf,
			size_t len);

/* aiob_exit: destroy the context and free the arrays; safe on a zeroed or failed struct. */
void aiob_exit(struct aiob *a);

/*
 * aiob_prep_rw: fill `cb` for a pread (write false) or pwrite of `len` bytes at byte
 * offset `off` of `fd` into/from `buf`; `data` comes back with the completion.
 */
void aiob_prep_rw(struct iocb *cb, int fd, bool write, void *buf, size_t len,
		  long long off, void *data);

/* aiob_queue: append `cb` to the submit queue. Returns 0, or -EBUSY when depth I/Os are
 * already queued or in flight (fio then reaps and retries: FIO_Q_BUSY). */
int aiob_queue(struct aiob *a, struct iocb *cb);

/*
 * aiob_submit: one io_submit(2) of every queued iocb, oldest first. Returns the number the
 * kernel accepted (0..nqueued), which are a->queue[0..n-1] until aiob_consume(a, n) drops
 * them; -EAGAIN (kernel out of resources: reap, then retry) is returned as 0; other errors
 * as -errno (e.g. -EBADF, -EINVAL). Nothing is consumed here, so the caller can stamp the
 * accepted I/Os first.
 */
int aiob_submit(struct aiob *a);

/* aiob_consume: drop the first `n` queued iocbs (accepted by aiob_submit) and count them
 * in flight; the rest stay queued in order for the next aiob_submit. */
void aiob_consume(struct aiob *a, unsigned n);

/*
 * aiob_reap: at least `min` and at most `max` completions, waiting at most `*timeout` (NULL:
 * no limit), into a->events[off..off+n-1] (max is cut to depth - off). With userspace_reap
 * the completions already in the ring are taken first, without a system call; io_getevents(2)
 * is called only for the rest (or, with min 0 and nothing in the ring, not at all).
 * Returns n, or -errno (-EINTR when interrupted by a signal). Inline: the per-I/O path.
 */
/* aiob_user_take: up to `max` events from the mapped ring into ev, without a system call
 * (userspace_reap); returns how many. aiob_reap's helper. */
unsigned aiob_user_take(struct aiob *a, struct io_event *ev, unsigned max);

static inline int aiob_reap(struct aiob *a, unsigned off, unsigned min, unsigned max,
			    const struct timespec *timeout)
{
	struct timespec t, *tp = NULL;
	unsigned got = 0;
	int ret;

	if (off >= a->depth)
		return 0;
	if (max > a->depth - off)
		max = a->depth - off;
	if (min > max)
		min = max;
	if (a->userspace_reap) {
		got = aiob_user_take(a, a->events + off, max);
		a->inflight -= got <= a->inflight ? got : a->inflight;
		if (got >= min)
			return (int)got;
	}
	if (timeout) { /* io_getevents takes a non-const pointer */
		t = *timeout;
		tp = &t;
	}
	ret = io_getevents(a->ctx, (long)(min - got), (long)(max - got), a->events + off + got, tp);
	if (ret > 0)
		a->inflight -= (unsigned)ret <= a->inflight ? (unsigned)ret : a->inflight;
	if (ret < 0)
		return got ? (int)got : ret;
	return (int)got + ret;
}

/*
 * aiob_peek_ready: the completions the kernel has posted to the mapped ring and nobody has
 * reaped yet, oldest first, each given to fn(arg, data, res) (data: aiob_prep_rw's, res:
 * bytes or -errno), without taking them: the next reaps return them. No system call; for
 * the cold path (the engine's clean window, STATS.md "clean_window"). Returns how many, or
 * -EOPNOTSUPP when the ring's header does not allow reading it (as aiob_set_userspace_reap).
 */
int aiob_peek_ready(const struct aiob *a, void (*fn)(void *arg, void *data, long long res),
		    void *arg);

/* aiob_event_data / aiob_event_res: the `data` given to aiob_prep_rw for event i, and the
 * completion result: bytes transferred (>= 0) or -errno. */
static inline void *aiob_event_data(const struct aiob *a, unsigned i)
{
	return a->events[i].data;
}

static inline long long aiob_event_res(const struct aiob *a, unsigned i)
{
	return (long long)a->events[i].res;
}

#endif
