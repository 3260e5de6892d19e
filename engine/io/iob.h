/*
 * iob.h: the one place that chooses the I/O backend of a job: libaio (aio_backend.h) or
 * io_uring (uring_backend.h). The fio glue calls only iob_*; each call is one switch here,
 * inlined on the per-I/O path, so the glue has no "if io_uring" per call.
 *
 * No fio headers. Same conventions as the two backends: 0 or -errno, no allocation after
 * iob_init, `depth` I/Os at most queued or in flight, events read back by index after
 * iob_reap. I/Os are named by a slot 0..depth-1 (fio's io_u->index): libaio keeps its iocb
 * for the slot here, io_uring uses the slot as the registered buffer index (fixedbufs).
 */
#ifndef SCHEDAIO_IOB_H
#define SCHEDAIO_IOB_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "io/aio_backend.h"
#include "io/uring_backend.h"

enum iob_kind {
	IOB_LIBAIO,
	IOB_IO_URING,
};

struct iob {
	enum iob_kind kind;
	struct iocb *iocbs; /* [depth], libaio only */
	struct aiob aio;
	struct urb ur;
};

/* iob_kind_parse: "libaio" or "io_uring" -> *kind; returns 0 or -EINVAL. */
int iob_kind_parse(const char *name, enum iob_kind *kind);

/* iob_kind_name: "libaio" or "io_uring" (the names of fio's engines, and of job.backend). */
const char *iob_kind_name(enum iob_kind kind);

/*
 * iob_init: a backend of `kind` for `depth` (1..65536 for io_uring, 1..AIOB_MAX_DEPTH for libaio) I/Os on up to `nfiles` files.
 * libaio: io_setup(2) (see aiob_init), then userspace_reap if asked (a ring that does not
 * allow it is named in `note`, not an error). io_uring: urb_init with `uo`. `note` (may be
 * NULL) gets what was dropped, "" when nothing. Returns 0 or the backend's -errno; on
 * failure the struct is left safe for iob_exit.
 */
int iob_init(struct iob *b, enum iob_kind kind, unsigned depth, unsigned nfiles,
	     const struct urb_options *uo, bool userspace_reap, char *note, size_t notelen);

/*
 * iob_ignored_options: the options given that `kind` does not use, comma separated in `buf`
 * ("" when none): on libaio, io_uring's registerfiles, fixedbufs, sqthread_poll,
 * sqthread_poll_cpu (set: >= 0) and hipri; on io_uring, libaio's userspace_reap (fio's HOWTO
 * lists each under its own engine). `uo` may be NULL (none given). Returns the number of
 * names; `buf` is cut short (still terminated) when `len` is too small.
 */
int iob_ignored_options(enum iob_kind kind, const struct urb_options *uo, bool userspace_reap,
			char *buf, size_t len);

/* iob_exit: release everything; safe on a zeroed or failed struct. */
void iob_exit(struct iob *b);

/* iob_register_bufs: fixedbufs (io_uring; buffer i for slot i). 0 or -errno (then dropped,
 * see urb_register_bufs); libaio: 0, nothing to do. */
int iob_register_bufs(struct iob *b, const struct iovec *iov, unsigned n);

/* iob_file_set: registerfiles (io_uring): slot `idx` of the file table holds `fd` (-1 clears).
 * 0 or -errno; libaio: 0. */
int iob_file_set(struct iob *b, unsigned idx, int fd);

/*
 * The per-I/O calls below come in two forms: iob_x(b, ...) switches on b->kind; iob_x_k(b, k,
 * ...) takes the kind as an argument, for a caller that dispatches once per fio hook on a
 * constant kind, so that the compiler folds every switch away (schedaio_io.c). Both behave
 * alike; b->kind must be k.
 */

/* iob_queue_rw: queue a read or write for `slot`; see aiob_prep_rw/aiob_queue and
 * urb_queue_rw. `fidx` is the file's index (fixed file slot). 0 or -EBUSY. */
static inline int iob_queue_rw_k(struct iob *b, enum iob_kind k, unsigned slot, int fd,
				 unsigned fidx, bool write, void *buf, size_t len, long long off,
				 void *data)
{
	if (k == IOB_IO_URING)
		return urb_queue_rw(&b->ur, fd, fidx, write, buf, len, off, slot, data);
	aiob_prep_rw(&b->iocbs[slot], fd, write, buf, len, off, data);
	return aiob_queue(&b->aio, &b->iocbs[slot]);
}

static inline int iob_queue_rw(struct iob *b, unsigned slot, int fd, unsigned fidx, bool write,
			       void *buf, size_t len, long long off, void *data)
{
	return iob_queue_rw_k(b, b->kind, slot, fd, fidx, write, buf, len, off, data);
}

/* iob_submit: one system call (io_submit(2), io_uring_enter(2)) for the queued I/Os.
 * Returns how many the kernel took (the first n, see iob_queued_data), 0 on EAGAIN, -errno. */
static inline int iob_submit_k(struct iob *b, enum iob_kind k)
{
	return k == IOB_IO_URING ? urb_submit(&b->ur) : aiob_submit(&b->aio);
}

static inline int iob_submit(struct iob *b)
{
	return iob_submit_k(b, b->kind);
}

/* iob_queued_data: the `data` of queued I/O i (0 = oldest), i < iob_nqueued. */
static inline void *iob_queued_data_k(const struct iob *b, enum iob_kind k, unsigned i)
{
	return k == IOB_IO_URING ? b->ur.queue[i] : b->aio.queue[i]->data;
}

static inline void *iob_queued_data(const struct iob *b, unsigned i)
{
	return iob_queued_data_k(b, b->kind, i);
}

/* iob_consume: the first n queued I/Os were taken: count them in flight. */
static inline void iob_consume_k(struct iob *b, enum iob_kind k, unsigned n)
{
	if (k == IOB_IO_URING)
		urb_consume(&b->ur, n);
	else
		aiob_consume(&b->aio, n);
}

static inline void iob_consume(struct iob *b, unsigned n)
{
	iob_consume_k(b, b->kind, n);
}

/* iob_nqueued: I/Os queued and not yet taken by the kernel (a count, not bytes). */
static inline unsigned iob_nqueued_k(const struct iob *b, enum iob_kind k)
{
	return k == IOB_IO_URING ? b->ur.nqueued : b->aio.nqueued;
}

static inline unsigned iob_nqueued(const struct iob *b)
{
	return iob_nqueued_k(b, b->kind);
}

/* iob_inflight: I/Os the kernel took and whose completion is not yet reaped. */
static inline unsigned iob_inflight_k(const struct iob *b, enum iob_kind k)
{
	return k == IOB_IO_URING ? b->ur.inflight : b->aio.inflight;
}

static inline unsigned iob_inflight(const struct iob *b)
{
	return iob_inflight_k(b, b->kind);
}

/* iob_reap: see aiob_reap and urb_reap: n completions into events[off..off+n-1], or -errno. */
static inline int iob_reap_k(struct iob *b, enum iob_kind k, unsigned off, unsigned min,
			     unsigned max, const struct timespec *timeout)
{
	return k == IOB_IO_URING ? urb_reap(&b->ur, off, min, max, timeout) :
				   aiob_reap(&b->aio, off, min, max, timeout);
}

static inline int iob_reap(struct iob *b, unsigned off, unsigned min, unsigned max,
			   const struct timespec *timeout)
{
	return iob_reap_k(b, b->kind, off, min, max, timeout);
}

/* iob_peek_ready: the completions posted and not reaped yet, each to fn(arg, data, res),
 * not taken (aiob_peek_ready; urb_peek_ready, which enters the kernel once to post what task
 * work holds). Cold path. How many, or -EOPNOTSUPP (libaio ring not readable). */
static inline int iob_peek_ready(struct iob *b,
				 void (*fn)(void *arg, void *data, long long res), void *arg)
{
	return b->kind == IOB_IO_URING ? urb_peek_ready(&b->ur, fn, arg) :
					 aiob_peek_ready(&b->aio, fn, arg);
}

/* iob_event_data: the `data` given at iob_queue_rw for reaped completion i (i < the count
 * the last iob_reap returned, offset included). */
static inline void *iob_event_data_k(const struct iob *b, enum iob_kind k, unsigned i)
{
	return k == IOB_IO_URING ? urb_event_data(&b->ur, i) : aiob_event_data(&b->aio, i);
}

static inline void *iob_event_data(const struct iob *b, unsigned i)
{
	return iob_event_data_k(b, b->kind, i);
}

/* iob_event_res: bytes transferred (>= 0) or -errno. */
static inline long long iob_event_res_k(const struct iob *b, enum iob_kind k, unsigned i)
{
	return k == IOB_IO_URING ? urb_event_res(&b->ur, i) : aiob_event_res(&b->aio, i);
}

static inline long long iob_event_res(const struct iob *b, unsigned i)
{
	return iob_event_res_k(b, b->kind, i);
}

#endif
