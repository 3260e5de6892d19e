/*
 * uring_backend.c: io_uring ring, submit queue and reaping through liburing. See uring_backend.h.
 */
#include "io/uring_backend.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* note_drop: append "what (why)" to u->note, which starts with "dropped: ". */
static void note_drop(struct urb *u, const char *what, int err)
{
	size_t used = strlen(u->note);

	if (used >= sizeof(u->note) - 1)
		return;
	snprintf(u->note + used, sizeof(u->note) - used, "%s%s (%s)",
		 used ? ", " : "dropped: ", what, strerror(-err));
}

/* Flags asked for, in the order they are dropped on EINVAL (fio 3.33 fio_ioring_queue_init). */
static const struct {
	unsigned flags;
	const char *name;
} optional_flags[] = {
	{ IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN, "SINGLE_ISSUER|DEFER_TASKRUN" },
	{ IORING_SETUP_COOP_TASKRUN, "COOP_TASKRUN" },
	{ IORING_SETUP_CQSIZE, "CQSIZE" },
};

static int setup_ring(struct urb *u, unsigned depth, const struct urb_options *o)
{
	struct io_uring_params p;
	unsigned flags = IORING_SETUP_CQSIZE | IORING_SETUP_COOP_TASKRUN |
			 IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN;
	size_t i;
	int ret;

	if (o->hipri)
		flags |= IORING_SETUP_IOPOLL;
	if (o->sqthread_poll) {
		flags |= IORING_SETUP_SQPOLL;
		if (o->sqthread_poll_cpu >= 0)
			flags |= IORING_SETUP_SQ_AFF;
	}
	for (;;) {
		memset(&p, 0, sizeof(p));
		p.flags = flags;
		p.cq_entries = depth;
		if (flags & IORING_SETUP_SQ_AFF)
			p.sq_thread_cpu = (unsigned)o->sqthread_poll_cpu;
		ret = io_uring_queue_init_params(depth, &u->ring, &p);
		if (ret == 0)
			break;
		if (ret == -EINVAL) {
			for (i = 0; i < sizeof(optional_flags) / sizeof(optional_flags[0]); i++)
				if (flags & optional_flags[i].flags)
					break;
			if (i < sizeof(optional_flags) / sizeof(optional_flags[0])) {
				flags &= ~optional_flags[i].flags;
				note_drop(u, optional_flags[i].name, ret);
				continue;
			}
			if (flags & IORING_SETUP_SQ_AFF) { /* e.g. a CPU that is not there */
				flags &= ~IORING_SETUP_SQ_AFF;
				note_drop(u, "sqthread_poll_cpu", ret);
				continue;
			}
		}
		if (ret == -EPERM && (flags & IORING_SETUP_SQPOLL)) { /* unprivileged, kernel < 5.11 */
			flags &= ~(IORING_SETUP_SQPOLL | IORING_SETUP_SQ_AFF);
			note_drop(u, "sqthread_poll", ret);
			continue;
		}
		return ret;
	}
	u->ring_ok = true;
	u->setup_flags = flags;
	return 0;
}

int urb_init(struct urb *u, unsigned depth, unsigned nfiles, const struct urb_options *o)
{
	static const struct urb_options none = { .sqthread_poll_cpu = -1 };
	int ret;

	memset(u, 0, sizeof(*u));
	if (!o)
		o = &none;
	if (depth == 0 || depth > 65536 || (o->registerfiles && nfiles == 0))
		return -EINVAL;
	u->queue = calloc(depth, sizeof(*u->queue));
	if (!u->queue) {
		ret = -ENOMEM;
		goto err;
	}
	ret = setup_ring(u, depth, o);
	if (ret)
		goto err;
	if (u->ring.sq.ring_entries < depth || (u->setup_flags & IORING_SETUP_SQE128)) {
		ret = -EINVAL; /* urb_queue_rw counts on an SQ ring of depth 64-byte SQEs */
		goto err;
	}
	u->depth = depth;
	if (o->registerfiles) {
		ret = io_uring_register_files_sparse(&u->ring, nfiles);
		if (ret)
			note_drop(u, "registerfiles", ret);
		else
			u->files_registered = true;
		u->nfiles = u->files_registered ? nfiles : 0;
	}
	return 0;
err:
	urb_exit(u);
	return ret;
}

void urb_exit(struct urb *u)
{
	if (u->ring_ok)
		io_uring_queue_exit(&u->ring); /* also drops registered files and buffers */
	free(u->queue);
	memset(u, 0, sizeof(*u));
}

int urb_register_bufs(struct urb *u, const struct iovec *iov, unsigned n)
{
	int ret;

	if (!u->ring_ok || !n)
		return -EINVAL;
	ret = io_uring_register_buffers(&u->ring, iov, n);
	if (ret) {
		note_drop(u, "fixedbufs", ret);
		return ret;
	}
	u->bufs_registered = true;
	return 0;
}

int urb_file_set(struct urb *u, unsigned idx, int fd)
{
	int ret;

	if (!u->files_registered)
		return 0;
	if (idx >= u->nfiles)
		return -EINVAL;
	ret = io_uring_register_files_update(&u->ring, idx, &fd, 1);
	return ret < 0 ? ret : 0;
}

int urb_queue_rw(struct urb *u, int fd, unsigned fidx, bool write, void *buf, size_t len,
		 long long off, unsigned buf_index, void *data)
{
	struct io_uring_sq *sq = &u->ring.sq;
	struct io_uring_sqe *sqe;

	if (u->nqueued + u->inflight >= u->depth)
		return -EBUSY;
	/* The next SQE, as io_uring_get_sqe(3) takes it, without its check for room: the SQEs
	 * the kernel has not consumed are at most the queued and in-flight I/Os, fewer than
	 * depth <= the SQ ring's entries (urb_init). */
	sqe = &sq->sqes[sq->sqe_tail & sq->ring_mask];
	sq->sqe_tail++;
	if (u->bufs_registered) {
		if (write)
			io_uring_prep_write_fixed(sqe, fd, buf, (unsigned)len, (__u64)off, (int)buf_index);
		else
			io_uring_prep_read_fixed(sqe, fd, buf, (unsigned)len, (__u64)off, (int)buf_index);
	} else if (write) {
		io_uring_prep_write(sqe, fd, buf, (unsigned)len, (__u64)off);
	} else {
		io_uring_prep_read(sqe, fd, buf, (unsigned)len, (__u64)off);
	}
	if (u->files_registered) {
		sqe->fd = (__s32)fidx;
		sqe->flags |= IOSQE_FIXED_FILE;
	}
	io_uring_sqe_set_data(sqe, data);
	u->queue[u->nqueued++] = data;
	return 0;
}

/* submit_enter: what io_uring_submit_and_get_events(3) does for a ring without SQPOLL, in
 * one io_uring_enter(2) as fio's io_uring engine calls it (fio 3.33 fio_ioring_commit):
 * publish the SQ tail, then enter with the SQEs not yet consumed and GETEVENTS, so that the
 * kernel posts the completions it has (DEFER_TASKRUN runs them only then) and the next
 * reap often finds them in the CQ ring without a second system call. */
static int submit_enter(struct urb *u)
{
	struct io_uring_sq *sq = &u->ring.sq;
	unsigned tail = sq->sqe_tail;

	if (sq->sqe_head != tail) {
		sq->sqe_head = tail;
		io_uring_smp_store_release(sq->ktail, tail);
	}
	return io_uring_enter((unsigned)u->ring.ring_fd, tail - *sq->khead, 0,
			      IORING_ENTER_GETEVENTS, NULL);
}

int urb_submit(struct urb *u)
{
	int ret;

	if (!u->nqueued)
		return 0;
	do {
		ret = u->setup_flags & IORING_SETUP_SQPOLL ? io_uring_submit(&u->ring) :
							     submit_enter(u);
	} while (ret == -EINTR);
	if (ret == -EAGAIN || ret == -EBUSY)
		return 0;
	if (ret > (int)u->nqueued)
		ret = (int)u->nqueued;
	return ret;
}

void urb_consume(struct urb *u, unsigned n)
{
	if (n > u->nqueued)
		n = u->nqueued;
	if (n && n < u->nqueued) /* partial submit: rare, keep the rest in order */
		memmove(u->queue, u->queue + n, (u->nqueued - n) * sizeof(*u->queue));
	u->nqueued -= n;
	u->inflight += n;
}

int urb_peek_ready(struct urb *u, void (*fn)(void *arg, void *data, long long res),
		   void *arg)
{
	unsigned head, tail, n = 0;
	const struct io_uring_cqe *cqe;

	if (!u->ring_ok)
		return 0;
	/* Completions the device finished are posted to the ring by task work that runs when
	 * the task next enters the kernel: run it first (io_uring_enter(2) with GETEVENTS and
	 * nothing to wait for), else they would look like completions still to come. */
	(void)io_uring_get_events(&u->ring);
	head = __atomic_load_n(u->ring.cq.khead, __ATOMIC_ACQUIRE);
	tail = __atomic_load_n(u->ring.cq.ktail, __ATOMIC_ACQUIRE); /* CQEs before tail are written */
	for (; head != tail; head++, n++) {
		cqe = &u->ring.cq.cqes[head & u->ring.cq.ring_mask];
		fn(arg, io_uring_cqe_get_data(cqe), cqe->res);
	}
	return (int)n;
}

int urb_wait_kernel(struct urb *u, unsigned want, const struct timespec *timeout)
{
	struct __kernel_timespec kts;
	struct io_uring_cqe *cqe;

	if (timeout && want) {
		kts.tv_sec = timeout->tv_sec;
		kts.tv_nsec = timeout->tv_nsec;
		return io_uring_wait_cqes(&u->ring, &cqe, want, &kts, NULL);
	}
	return io_uring_enter((unsigned)u->ring.ring_fd, 0, want, IORING_ENTER_GETEVENTS, NULL);
}

/* read_int: the first integer in file `path`; false when absent or unreadable. */
static bool read_int(const char *path, const char *key, long *v)
{
	char line[256];
	size_t klen = key ? strlen(key) : 0;
	bool found = false;
	FILE *f = fopen(path, "r");

	if (!f)
		return false;
	while (!found && fgets(line, sizeof(line), f)) {
		if (key && strncmp(line, key, klen))
			continue;
		found = sscanf(line + klen, "%ld", v) == 1;
		if (!key)
			break;
	}
	fclose(f);
	return found;
}

bool urb_unavailable_reason(int err, const char *disabled_path, const char *status_path,
			    char *buf, size_t len)
{
	long disabled = -1, seccomp = 0, group = -1;
	bool have_disabled, filtered;

	if (!disabled_path)
		disabled_path = "/proc/sys/kernel/io_uring_disabled";
	if (!status_path)
		status_path = "/proc/self/status";
	have_disabled = read_int(disabled_path, NULL, &disabled);
	filtered = read_int(status_path, "Seccomp:", &seccomp) && seccomp == 2;

	if (err == -ENOSYS) {
		snprintf(buf, len, "io_uring_setup(2) failed with ENOSYS: %s",
			 filtered ? "a seccomp filter (container runtime) refuses io_uring" :
				    "the kernel has no io_uring (CONFIG_IO_URING off)");
		return true;
	}
	if (err == -EPERM || err == -EACCES) {
		if (have_disabled && disabled == 2) {
			snprintf(buf, len, "kernel.io_uring_disabled=2: io_uring is disabled for "
				 "every process (io_uring_setup(2): %s)", strerror(-err));
		} else if (have_disabled && disabled == 1) {
			char gpath[256];

			snprintf(gpath, sizeof(gpath), "%.200s", disabled_path);
			if (strrchr(gpath, '/'))
				snprintf(strrchr(gpath, '/') + 1, 32, "io_uring_group");
			read_int(gpath, NULL, &group);
			snprintf(buf, len, "kernel.io_uring_disabled=1: this process is neither "
				 "privileged nor in kernel.io_uring_group (%ld) (io_uring_setup(2): %s)",
				 group, strerror(-err));
		} else if (filtered) {
			snprintf(buf, len, "a seccomp filter (container runtime) refuses "
				 "io_uring_setup(2): %s", strerror(-err));
		} else {
			snprintf(buf, len, "io_uring_setup(2): %s, with kernel.io_uring_disabled=%s "
				 "and no seccomp filter (a security module?)", strerror(-err),
				 have_disabled ? (disabled ? "?" : "0") : "absent");
		}
		return true;
	}
	snprintf(buf, len, "io_uring setup failed: %s", strerror(-err));
	return false;
}
