// modules: engine/io/uring_backend.c
/*
 * test_uring_backend: the io_uring backend alone, on a temporary file (O_DIRECT where the
 * filesystem takes it): argument errors, the queue limit (-EBUSY at depth), a
 * submit/consume/reap round trip returning each I/O's data and byte count, the same with
 * registerfiles and fixedbufs and with sqthread_poll (which drops DEFER_TASKRUN), a partial consume keeping order, a failed I/O as -errno, a
 * reap that finds nothing (min 0, and a timeout), and the one line naming why io_uring is
 * unavailable, from fixture files for /proc/sys/kernel/io_uring_disabled and /proc/self/status;
 * the CQEs posted and not reaped read without taking them (urb_peek_ready).
 * Tests that need a ring skip when io_uring is unavailable here.
 */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "io/uring_backend.h"

#define BS 4096

/* ring_or_skip: urb_init, or skip the test when io_uring is unavailable on this machine. */
static void ring_or_skip(struct urb *u, unsigned depth, unsigned nfiles, const struct urb_options *o)
{
	int ret = urb_init(u, depth, nfiles, o);

	if (ret == -ENOSYS || ret == -EPERM || ret == -EACCES) {
		urb_exit(u);
		skip();
	}
	assert_int_equal(ret, 0);
}

/* temp_fd: a temporary file of 4 blocks, opened O_DIRECT when the filesystem allows. */
static int temp_fd(void)
{
	char path[] = "/var/tmp/test_uring_backend.XXXXXX";
	int fd = mkstemp(path), dfd;

	assert_true(fd >= 0);
	assert_int_equal(ftruncate(fd, 4 * BS), 0);
	dfd = open(path, O_RDWR | O_DIRECT);
	unlink(path);
	if (dfd >= 0) {
		close(fd);
		return dfd;
	}
	return fd;
}

/* peek_seen: urb_peek_ready's callback: the tags seen (bit per tag) and the bytes. */
struct peek_seen {
	int seen;
	long long bytes;
};

static void peek_note(void *arg, void *data, long long res)
{
	struct peek_seen *p = arg;

	p->seen |= 1 << (*(int *)data - 10);
	p->bytes += res;
}

/* urb_peek_ready gives the CQEs posted (after one enter that runs the task work posting
 * them) without taking them: a reap that waits for none still returns every one (the
 * engine's clean window, issue 40); a zeroed struct has none. */
static void test_peek_ready(void **state)
{
	static char wbuf[4][BS] __attribute__((aligned(4096)));
	int tags[4] = { 10, 11, 12, 13 }, fd = temp_fd(), i, n = 0;
	struct timespec zero = { 0, 0 };
	struct peek_seen p = { 0, 0 };
	unsigned rounds = 0;
	struct urb u;

	(void)state;
	memset(&u, 0, sizeof(u));
	assert_int_equal(urb_peek_ready(&u, peek_note, &p), 0);
	ring_or_skip(&u, 4, 1, NULL);
	for (i = 0; i < 4; i++)
		assert_int_equal(urb_queue_rw(&u, fd, 0, true, wbuf[i], BS, (long long)i * BS,
					      (unsigned)i, &tags[i]), 0);
	assert_int_equal(urb_submit(&u), 4);
	urb_consume(&u, 4);
	while (n < 4 && rounds++ < 1000000) { /* until all four are posted */
		p.seen = 0;
		p.bytes = 0;
		n = urb_peek_ready(&u, peek_note, &p);
		assert_true(n >= 0 && n <= 4);
	}
	assert_int_equal(n, 4);
	assert_int_equal(p.seen, 0xf);
	assert_int_equal(p.bytes, 4 * BS);
	assert_int_equal(urb_peek_ready(&u, peek_note, &p), 4); /* nothing taken */
	assert_int_equal(urb_reap(&u, 0, 0, 4, &zero), 4);
	assert_int_equal(urb_peek_ready(&u, peek_note, &p), 0);
	urb_exit(&u);
	close(fd);
}

static void test_init_bad_args(void **state)
{
	struct urb u;
	struct urb_options o = { .registerfiles = true, .sqthread_poll_cpu = -1 };

	(void)state;
	assert_int_equal(urb_init(&u, 0, 1, NULL), -EINVAL);
	assert_int_equal(urb_init(&u, 65537, 1, NULL), -EINVAL);
	assert_int_equal(urb_init(&u, 4, 0, &o), -EINVAL); /* registerfiles needs files */
	urb_exit(&u); /* safe after a failed init, twice */
	urb_exit(&u);
}

static void test_queue_limit(void **state)
{
	struct urb u;
	char buf[8];

	(void)state;
	ring_or_skip(&u, 2, 1, NULL);
	assert_int_equal(urb_queue_rw(&u, 0, 0, false, buf, sizeof(buf), 0, 0, NULL), 0);
	assert_int_equal(urb_queue_rw(&u, 0, 0, false, buf, sizeof(buf), 0, 1, NULL), 0);
	assert_int_equal(urb_queue_rw(&u, 0, 0, false, buf, sizeof(buf), 0, 2, NULL), -EBUSY);
	urb_consume(&u, 1); /* one "in flight", one queued: still full */
	assert_int_equal(u.nqueued, 1);
	assert_int_equal(u.inflight, 1);
	assert_int_equal(urb_queue_rw(&u, 0, 0, false, buf, sizeof(buf), 0, 2, NULL), -EBUSY);
	urb_exit(&u);
}

/* round_trip: write 4 blocks, read them back, through `o`; check data, results, counters. */
static void round_trip(const struct urb_options *o)
{
	static char wbuf[4][BS] __attribute__((aligned(4096)));
	static char rbuf[4][BS] __attribute__((aligned(4096)));
	int tags[4] = { 10, 11, 12, 13 }, seen = 0, fd = temp_fd(), n, i;
	unsigned got;
	struct iovec iov[8];
	struct urb u;

	ring_or_skip(&u, 4, 1, o);
	if (o && o->fixedbufs) {
		for (i = 0; i < 4; i++) {
			iov[i] = (struct iovec){ wbuf[i], BS };
			iov[i + 4] = (struct iovec){ rbuf[i], BS };
		}
		assert_int_equal(urb_register_bufs(&u, iov, 8), 0);
		assert_true(u.bufs_registered);
	}
	if (o && o->registerfiles) {
		assert_true(u.files_registered);
		assert_int_equal(urb_file_set(&u, 0, fd), 0);
		assert_int_equal(urb_file_set(&u, 1, fd), -EINVAL); /* one slot only */
	}
	for (i = 0; i < 4; i++) {
		memset(wbuf[i], 'a' + i, BS);
		assert_int_equal(urb_queue_rw(&u, fd, 0, true, wbuf[i], BS, (long long)i * BS,
					      (unsigned)i, &tags[i]), 0);
	}
	assert_int_equal(u.nqueued, 4);
	n = urb_submit(&u);
	assert_int_equal(n, 4);
	assert_ptr_equal(u.queue[0], &tags[0]);
	assert_ptr_equal(u.queue[3], &tags[3]);
	urb_consume(&u, (unsigned)n);
	assert_int_equal(u.nqueued, 0);
	assert_int_equal(u.inflight, 4);
	for (got = 0; got < 4; got += (unsigned)n) {
		n = urb_reap(&u, got, 1, 4, NULL);
		assert_true(n > 0);
	}
	for (i = 0; i < 4; i++) {
		seen |= 1 << (*(int *)urb_event_data(&u, (unsigned)i) - 10);
		assert_int_equal(urb_event_res(&u, (unsigned)i), BS);
	}
	assert_int_equal(seen, 0xf);
	assert_int_equal(u.inflight, 0);
	for (i = 0; i < 4; i++)
		assert_int_equal(urb_queue_rw(&u, fd, 0, false, rbuf[i], BS, (long long)i * BS,
					      (unsigned)i + 4, &tags[i]), 0);
	assert_int_equal(urb_submit(&u), 4);
	urb_consume(&u, 4);
	for (got = 0; got < 4; got += (unsigned)n) {
		n = urb_reap(&u, got, 4 - got, 4, NULL);
		assert_true(n > 0);
	}
	assert_memory_equal(wbuf, rbuf, sizeof(wbuf));
	if (o && o->registerfiles)
		assert_int_equal(urb_file_set(&u, 0, -1), 0);
	urb_exit(&u);
	close(fd);
}

static void test_round_trip(void **state)
{
	(void)state;
	round_trip(NULL);
}

static void test_round_trip_registered(void **state)
{
	struct urb_options o = { .registerfiles = true, .fixedbufs = true, .sqthread_poll_cpu = -1 };

	(void)state;
	round_trip(&o);
}

static void test_partial_consume_keeps_order(void **state)
{
	struct urb u;
	int a, b, c;
	char buf[8];

	(void)state;
	ring_or_skip(&u, 4, 1, NULL);
	assert_int_equal(urb_queue_rw(&u, 0, 0, false, buf, 1, 0, 0, &a), 0);
	assert_int_equal(urb_queue_rw(&u, 0, 0, false, buf, 1, 0, 0, &b), 0);
	assert_int_equal(urb_queue_rw(&u, 0, 0, false, buf, 1, 0, 0, &c), 0);
	urb_consume(&u, 1);
	assert_int_equal(u.nqueued, 2);
	assert_ptr_equal(u.queue[0], &b);
	assert_ptr_equal(u.queue[1], &c);
	urb_consume(&u, 9); /* more than queued: all of them */
	assert_int_equal(u.nqueued, 0);
	assert_int_equal(u.inflight, 3);
	urb_exit(&u); /* SQEs never submitted: exit must not hang */
}

static void test_failed_io_is_negative_errno(void **state)
{
	struct urb u;
	char buf[16];
	int fd = open("/dev/null", O_WRONLY), tag = 7;

	(void)state;
	assert_true(fd >= 0);
	ring_or_skip(&u, 1, 1, NULL);
	/* reading a write-only fd: the completion carries -EBADF */
	assert_int_equal(urb_queue_rw(&u, fd, 0, false, buf, sizeof(buf), 0, 0, &tag), 0);
	assert_int_equal(urb_submit(&u), 1);
	urb_consume(&u, 1);
	assert_int_equal(urb_reap(&u, 0, 1, 1, NULL), 1);
	assert_ptr_equal(urb_event_data(&u, 0), &tag);
	assert_int_equal(urb_event_res(&u, 0), -EBADF);
	urb_exit(&u);
	close(fd);
}

static void test_reap_nothing(void **state)
{
	struct urb u;
	struct timespec ms = { 0, 1000000 };

	(void)state;
	ring_or_skip(&u, 2, 1, NULL);
	assert_int_equal(urb_submit(&u), 0);                 /* nothing queued */
	assert_int_equal(urb_reap(&u, 0, 0, 2, NULL), 0);    /* min 0: one look, no wait */
	assert_int_equal(urb_reap(&u, 0, 1, 2, &ms), 0);     /* timeout: 0, not an error */
	assert_int_equal(urb_reap(&u, 2, 0, 2, NULL), 0);    /* no room past depth */
	urb_exit(&u);
}

static void test_no_note_without_drops(void **state)
{
	struct urb u;

	(void)state;
	ring_or_skip(&u, 8, 1, NULL);
	assert_string_equal(u.note, ""); /* this kernel (>= 6.1) takes every flag asked */
	assert_true(u.setup_flags & IORING_SETUP_CQSIZE);
	urb_exit(&u);
}

static void test_sqthread_poll_degrades_and_runs(void **state)
{
	struct urb_options o = { .sqthread_poll = true, .sqthread_poll_cpu = 0 };
	struct urb u;

	(void)state;
	ring_or_skip(&u, 4, 1, &o);
	/* DEFER_TASKRUN cannot go with SQPOLL: setup drops it, and says so */
	if (u.setup_flags & IORING_SETUP_SQPOLL)
		assert_non_null(strstr(u.note, "dropped: SINGLE_ISSUER|DEFER_TASKRUN"));
	else
		assert_non_null(strstr(u.note, "sqthread_poll"));
	urb_exit(&u);
	round_trip(&o);
}

/* fixture: write `text` to dir/name, the path into `path`; returns path. */
static const char *fixture(const char *dir, const char *name, const char *text, char *path, size_t len)
{
	FILE *f;

	snprintf(path, len, "%s/%s", dir, name);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	return path;
}

static void test_unavailable_reason(void **state)
{
	char dir[] = "/tmp/test_uring_reason.XXXXXX", d[512], g[512], st[512], st2[512], line[256];

	(void)state;
	assert_non_null(mkdtemp(dir));
	fixture(dir, "status_filter", "Name:\tfio\nSeccomp:\t2\nSeccomp_filters:\t1\n", st, sizeof(st));
	fixture(dir, "status_none", "Name:\tfio\nSeccomp:\t0\n", st2, sizeof(st2));
	fixture(dir, "io_uring_group", "1234\n", g, sizeof(g));

	fixture(dir, "io_uring_disabled", "2\n", d, sizeof(d));
	assert_true(urb_unavailable_reason(-EPERM, d, st2, line, sizeof(line)));
	assert_non_null(strstr(line, "kernel.io_uring_disabled=2"));
	assert_null(strchr(line, '\n'));

	fixture(dir, "io_uring_disabled", "1\n", d, sizeof(d));
	assert_true(urb_unavailable_reason(-EPERM, d, st2, line, sizeof(line)));
	assert_non_null(strstr(line, "kernel.io_uring_disabled=1"));
	assert_non_null(strstr(line, "kernel.io_uring_group (1234)"));

	fixture(dir, "io_uring_disabled", "0\n", d, sizeof(d));
	assert_true(urb_unavailable_reason(-EPERM, d, st, line, sizeof(line)));
	assert_non_null(strstr(line, "seccomp filter"));
	assert_true(urb_unavailable_reason(-EPERM, d, st2, line, sizeof(line)));
	assert_non_null(strstr(line, "kernel.io_uring_disabled=0 and no seccomp filter"));

	assert_true(urb_unavailable_reason(-ENOSYS, "/nonexistent", st2, line, sizeof(line)));
	assert_non_null(strstr(line, "the kernel has no io_uring"));
	assert_true(urb_unavailable_reason(-ENOSYS, "/nonexistent", st, line, sizeof(line)));
	assert_non_null(strstr(line, "seccomp filter"));
	assert_true(urb_unavailable_reason(-EPERM, "/nonexistent", st2, line, sizeof(line)));
	assert_non_null(strstr(line, "kernel.io_uring_disabled=absent"));

	assert_false(urb_unavailable_reason(-ENOMEM, d, st2, line, sizeof(line)));
	assert_non_null(strstr(line, strerror(ENOMEM)));

	unlink(st);
	unlink(st2);
	unlink(g);
	unlink(d);
	rmdir(dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_init_bad_args),
		cmocka_unit_test(test_queue_limit),
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_round_trip_registered),
		cmocka_unit_test(test_sqthread_poll_degrades_and_runs),
		cmocka_unit_test(test_partial_consume_keeps_order),
		cmocka_unit_test(test_failed_io_is_negative_errno),
		cmocka_unit_test(test_reap_nothing),
		cmocka_unit_test(test_no_note_without_drops),
		cmocka_unit_test(test_peek_ready),
		cmocka_unit_test(test_unavailable_reason),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
