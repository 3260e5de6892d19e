/*
 * uring_backend.h: io_uring (through liburing) submission and reaping for one fio job.
 *
 * No fio headers: the fio glue's per-I/O hooks (engine/schedaio_io.c, through iob.h) queue
 * one SQE per io_u here, and submit the queue with one io_uring_enter(2) per fio commit
 * (io_uring_submit(3) with sqthread_poll). Completions are reaped from the CQ ring in user
 * space, without a system call, when they are already there; only when fewer than asked
 * are there does the reaper enter the kernel (io_uring_enter(2) with
 * IORING_ENTER_GETEVENTS), as fio's own io_uring engine does (fio 3.33 engines/io_uring.c).
 *
 * Options, named as fio's io_uring engine names them (fio HOWTO, "I/O engine specific
 * parameters"): registerfiles, fixedbufs, sqthread_poll, sqthread_poll_cpu, hipri.
 *
 * Setup degrades step by step, as fio's does: the ring is first asked for CQSIZE=depth,
 * COOP_TASKRUN and SINGLE_ISSUER|DEFER_TASKRUN (io_uring_setup(2) flags, kernel 5.19 / 6.1);
 * each one the kernel refuses with EINVAL is dropped and the setup retried; sqthread_poll
 * refused with EPERM (unprivileged, kernel < 5.11) is dropped, and so are registered files
 * and buffers the kernel will not take (ENOMEM from RLIMIT_MEMLOCK, EINVAL). Each drop is
 * named in urb.note ("dropped: ..."), which the glue prints once per job.
 *
 * Shape: `depth` I/Os at most are queued or in flight at once (fio's iodepth); the CQ ring
 * then never overflows. Nothing here allocates after urb_init: the per-I/O path
 * (urb_queue_rw, urb_submit, urb_consume, urb_reap) is allocation- and lock-free.
 * Errors are negative errno values, as liburing returns them; errno is never the channel.
 */
#ifndef SCHEDAIO_URING_BACKEND_H
#define SCHEDAIO_URING_BACKEND_H

#include <liburing.h>
#include <stdbool.h>
#include <stddef.h>
#include <sys/uio.h>
#include <time.h>

struct urb_options {
	bool registerfiles;    /* fio's registerfiles: a fixed file table, IOSQE_FIXED_FILE */
	bool fixedbufs;        /* fio's fixedbufs: registered buffers, READ/WRITE_FIXED */
	bool sqthread_poll;    /* fio's sqthread_poll: IORING_SETUP_SQPOLL */
	int sqthread_poll_cpu; /* fio's sqthread_poll_cpu: IORING_SETUP_SQ_AFF; -1 = not set */
	bool hipri;            /* fio's hipri: IORING_SETUP_IOPOLL (polled completions) */
};

struct urb {
	struct io_uring ring;
	bool ring_ok;
	unsigned depth;             /* capacity: queued + in flight <= depth */
	unsigned nqueued;           /* SQEs prepared, not yet taken by io_uring_submit */
	unsigned inflight;          /* taken, not yet reaped */
	unsigned setup_flags;       /* the IORING_SETUP_* flags the ring runs with */
	unsigned nfiles;            /* size of the registered file table (0: none) */
	bool files_registered;      /* registerfiles in effect */
	bool bufs_registered;       /* fixedbufs in effect */
	void **queue;               /* [depth], data of the queued SQEs, oldest first */
	unsigned ev_head;           /* CQ ring index of event 0 of the last reap (read in place) */
	char note[256];             /* what setup dropped, "" when nothing */
};

/*
 * urb_init: a ring for `depth` (1..65536) concurrent I/Os on up to `nfiles` files, with the
 * options `o` (NULL: none). With o->registerfiles a sparse fixed-file table of `nfiles` slots
 * is registered (io_uring_register_files_sparse, kernel 5.19); fill it with urb_file_set.
 * Returns 0; -EINVAL for a bad depth, nfiles == 0 with registerfiles, or an SQ ring of fewer
 * than depth entries (the kernel rounds up, so never seen); -ENOMEM; or
 * io_uring_setup(2)'s error: -ENOSYS (kernel without io_uring, or a seccomp filter that says
 * so), -EPERM (kernel.io_uring_disabled, or a seccomp filter: see urb_unavailable_reason),
 * -ENOMEM/-EMFILE (resources). On failure the struct is left safe for urb_exit.
 */
int urb_init(struct urb *u, unsigned depth, unsigned nfiles, const struct urb_options *o);

/* urb_exit: unregister, close the ring, free the arrays; safe on a zeroed or failed struct. */
void urb_exit(struct urb *u);

/*
 * urb_register_bufs: register `n` buffers (fixedbufs: buffer i is then used with
 * buf_index i in urb_queue_rw). Returns 0, or -errno; on failure fixed buffers are dropped
 * (named in u->note) and urb_queue_rw uses plain READ/WRITE: the job still runs. Call once,
 * after urb_init and before any I/O (fio: the post_init hook, when the io_u buffers exist).
 */
int urb_register_bufs(struct urb *u, const struct iovec *iov, unsigned n);

/*
 * urb_file_set: put `fd` (-1: clear) in slot `idx` (< nfiles) of the fixed file table.
 * Returns 0 (also when registerfiles is not in effect: nothing to do), -EINVAL for a bad
 * slot, or io_uring_register_files_update's -errno.
 */
int urb_file_set(struct urb *u, unsigned idx, int fd);

/*
 * urb_queue_rw: prepare one SQE: a read (write false) or write of `len` bytes at byte offset
 * `off` of `fd` (fixed-file slot `fidx` when registerfiles is in effect) into/from `buf`
 * (registered buffer `buf_index` when fixedbufs is in effect); `data` comes back with the
 * completion. Returns 0, or -EBUSY when depth I/Os are already queued or in flight.
 */
int urb_queue_rw(struct urb *u, int fd, unsigned fidx, bool write, void *buf, size_t len,
		 long long off, unsigned buf_index, void *data);

/*
 * urb_submit: one io_uring_enter(2) with GETEVENTS for the queued SQEs, as fio's io_uring
 * engine submits (with sqthread_poll: io_uring_submit(3), which enters only to wake the
 * kernel's thread). Returns the number the kernel took (0..nqueued), which are the data
 * u->queue[0..n-1] until urb_consume(u, n); SQEs not taken stay in the SQ ring for the next
 * urb_submit. -EAGAIN and -EBUSY (out of resources: reap,
 * then retry) are returned as 0; -EINTR is retried; other errors as -errno.
 */
int urb_submit(struct urb *u);

/* urb_consume: drop the first `n` queued (taken by urb_submit) and count them in flight. */
void urb_consume(struct urb *u, unsigned n);

/* urb_wait_kernel: enter the kernel for `want` completions (0: run task work / poll once),
 * waiting at most `*timeout` (NULL: no limit); urb_reap's helper. io_uring_enter(2)'s
 * count, or -errno (-ETIME: timed out). */
int urb_wait_kernel(struct urb *u, unsigned want, const struct timespec *timeout);

/*
 * urb_reap: at least `min` and at most `max` completions, events off..off+n-1 (max is cut to
 * depth - off; off 0 starts a batch), read in place in the CQ ring by urb_event_data and
 * urb_event_res until the next batch. CQEs already in the ring are taken without a system call; the
 * kernel is entered only to wait for the rest (or, with hipri, to poll), waiting at most
 * `*timeout` (NULL: no limit). Returns n; -EINTR when interrupted; -errno. Inline: the
 * per-I/O path.
 */
static inline int urb_reap(struct urb *u, unsigned off, unsigned min, unsigned max,
			   const struct timespec *timeout)
{
	/* The CQEs taken stay where they are (urb_event_data reads them in place) and the ring's
	 * head moves past them on return, as fio's io_uring engine does (fio 3.33
	 * fio_ioring_cqring_reap). The kernel cannot overwrite them before fio has taken them:
	 * it posts at most one CQE per I/O in flight, and I/Os in flight plus completions fio
	 * still holds never exceed depth <= the CQ ring's size. */
	unsigned head = *u->ring.cq.khead, got;
	bool entered = false;
	int ret = 0;

	if (off >= u->depth)
		return 0;
	if (max > u->depth - off)
		max = u->depth - off;
	if (min > max)
		min = max;
	if (!off) /* event i is the CQE i places after the head at the batch's start */
		u->ev_head = head;
	for (;;) {
		got = io_uring_smp_load_acquire(u->ring.cq.ktail) - head;
		if (got > max)
			got = max;
		/* enough; with min 0, one enter first (DEFER_TASKRUN posts CQEs only then) */
		if (got >= max || (got >= min && (got || entered || !max)))
			break;
		if (ret < 0) /* the wait failed or timed out (-ETIME): what is there, if any */
			break;
		ret = urb_wait_kernel(u, min - got, timeout); /* got < min, or 0 = min */
		entered = true;
		if (ret == -EAGAIN || ret == -EBUSY)
			ret = 0;
	}
	if (got) {
		io_uring_smp_store_release(u->ring.cq.khead, head + got);
		u->inflight -= got <= u->inflight ? got : u->inflight;
	}
	return ret < 0 && ret != -ETIME && !got ? ret : (int)got;
}

/*
 * urb_peek_ready: the CQEs in the completion ring that nobody has reaped yet, oldest first,
 * each given to fn(arg, data, res) (data: urb_queue_rw's, res: bytes or -errno), without
 * taking them: the next reaps return them. One io_uring_enter(2) first, with nothing to wait
 * for, so that completions the kernel holds in task work are posted (with
 * IORING_SETUP_IOPOLL, only what was polled so far is there); for the cold path (the
 * engine's clean window, STATS.md "clean_window"). Returns how many.
 */
int urb_peek_ready(struct urb *u, void (*fn)(void *arg, void *data, long long res),
		   void *arg);

/* urb_event_data / urb_event_res: the `data` given to urb_queue_rw for event i, and the
 * completion result: bytes transferred (>= 0) or -errno. */
static inline const struct io_uring_cqe *urb_cqe(const struct urb *u, unsigned i)
{
	return &u->ring.cq.cqes[(u->ev_head + i) & u->ring.cq.ring_mask];
}

static inline void *urb_event_data(const struct urb *u, unsigned i)
{
	return io_uring_cqe_get_data(urb_cqe(u, i));
}

static inline long long urb_event_res(const struct urb *u, unsigned i)
{
	return urb_cqe(u, i)->res;
}

/*
 * urb_unavailable_reason: one line (no newline) into buf naming why io_uring_setup(2) failed
 * with `err` (negative errno from urb_init), told apart by reading `disabled_path`
 * (/proc/sys/kernel/io_uring_disabled; NULL for that path; kernel 6.6,
 * Documentation/admin-guide/sysctl/kernel.rst: 0 all, 1 root and kernel.io_uring_group only,
 * 2 nobody) and the Seccomp field of `status_path` (NULL: /proc/self/status; 2 = a filter).
 * Returns true when err means io_uring is unavailable here (ENOSYS, EPERM, EACCES), false
 * for other errors (the line then only names err).
 */
bool urb_unavailable_reason(int err, const char *disabled_path, const char *status_path,
			    char *buf, size_t len);

#endif
