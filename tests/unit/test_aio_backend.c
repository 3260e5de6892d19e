// modules: engine/io/aio_backend.c
/*
 * test_aio_backend: the libaio backend alone, on a temporary file: argument errors, the queue
 * limit (-EBUSY at depth), a submit/consume/reap round trip that returns each I/O's data and
 * byte count, a partial consume keeping order, and a failed I/O reported as -errno; the
 * fast path: the same round trip reaped from the user-space ring (userspace_reap), a partial
 * io_submit whose rest is submitted again, the one line for io_setup's EAGAIN, and the
 * completions posted and not reaped read without taking them (aiob_peek_ready).
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

#include "io/aio_backend.h"

static void test_init_bad_depth(void **state)
{
	struct aiob a;

	(void)state;
	assert_int_equal(aiob_init(&a, 0), -EINVAL);
	assert_int_equal(aiob_init(&a, (unsigned)AIOB_MAX_DEPTH + 1), -EINVAL);
	aiob_exit(&a); /* safe after a failed init */
	aiob_exit(&a);
}

static void test_queue_limit(void **state)
{
	struct aiob a;
	struct iocb cb[3];
	char buf[8];

	(void)state;
	assert_int_equal(aiob_init(&a, 2), 0);
	aiob_prep_rw(&cb[0], 0, false, buf, sizeof(buf), 0, NULL);
	aiob_prep_rw(&cb[1], 0, false, buf, sizeof(buf), 0, NULL);
	assert_int_equal(aiob_queue(&a, &cb[0]), 0);
	assert_int_equal(aiob_queue(&a, &cb[1]), 0);
	assert_int_equal(aiob_queue(&a, &cb[2]), -EBUSY);
	aiob_consume(&a, 1); /* one "in flight", one queued: still full */
	assert_int_equal(a.nqueued, 1);
	assert_ptr_equal(a.queue[0], &cb[1]);
	assert_int_equal(aiob_queue(&a, &cb[2]), -EBUSY);
	aiob_exit(&a);
}

static void test_round_trip(void **state)
{
	char path[] = "/tmp/test_aio_backend.XXXXXX";
	static char wbuf[4][512], rbuf[4][512];
	int tags[4] = { 10, 11, 12, 13 }, seen = 0, fd, n, i, got = 0;
	struct iocb cb[4];
	struct aiob a;

	(void)state;
	fd = mkstemp(path);
	assert_true(fd >= 0);
	unlink(path);
	assert_int_equal(aiob_init(&a, 4), 0);
	for (i = 0; i < 4; i++) {
		memset(wbuf[i], 'a' + i, sizeof(wbuf[i]));
		aiob_prep_rw(&cb[i], fd, true, wbuf[i], sizeof(wbuf[i]), (long long)i * 512, &tags[i]);
		assert_int_equal(aiob_queue(&a, &cb[i]), 0);
	}
	n = aiob_submit(&a);
	assert_int_equal(n, 4);
	aiob_consume(&a, (unsigned)n);
	assert_int_equal(a.nqueued, 0);
	assert_int_equal(a.inflight, 4);
	while (got < 4) {
		n = aiob_reap(&a, (unsigned)got, 1, 4, NULL);
		assert_true(n > 0);
		got += n;
	}
	for (i = 0; i < 4; i++) {
		seen |= 1 << (*(int *)aiob_event_data(&a, (unsigned)i) - 10);
		assert_int_equal(aiob_event_res(&a, (unsigned)i), 512);
	}
	assert_int_equal(seen, 0xf);
	assert_int_equal(a.inflight, 0);
	/* read back what was written */
	for (i = 0; i < 4; i++) {
		aiob_prep_rw(&cb[i], fd, false, rbuf[i], sizeof(rbuf[i]), (long long)i * 512, &tags[i]);
		assert_int_equal(aiob_queue(&a, &cb[i]), 0);
	}
	n = aiob_submit(&a);
	assert_int_equal(n, 4);
	aiob_consume(&a, 4);
	for (got = 0; got < 4;)
		got += aiob_reap(&a, (unsigned)got, 4 - (unsigned)got, 4, NULL);
	assert_memory_equal(wbuf, rbuf, sizeof(wbuf));
	aiob_exit(&a);
	close(fd);
}

static void test_failed_io_is_negative_errno(void **state)
{
	struct aiob a;
	struct iocb cb;
	char buf[16];
	int fd = open("/dev/null", O_WRONLY), n;

	(void)state;
	assert_true(fd >= 0);
	assert_int_equal(aiob_init(&a, 1), 0);
	/* reading a write-only fd: io_submit refuses it (-EBADF) or the event carries -EBADF */
	aiob_prep_rw(&cb, fd, false, buf, sizeof(buf), 0, NULL);
	assert_int_equal(aiob_queue(&a, &cb), 0);
	n = aiob_submit(&a);
	if (n < 0) {
		assert_int_equal(n, -EBADF);
	} else {
		assert_int_equal(n, 1);
		aiob_consume(&a, 1);
		assert_int_equal(aiob_reap(&a, 0, 1, 1, NULL), 1);
		assert_int_equal(aiob_event_res(&a, 0), -EBADF);
	}
	aiob_exit(&a);
	close(fd);
}

static void test_submit_empty_and_reap_offset(void **state)
{
	struct aiob a;
	struct timespec zero = { 0, 0 };

	(void)state;
	assert_int_equal(aiob_init(&a, 2), 0);
	assert_int_equal(aiob_submit(&a), 0);
	assert_int_equal(aiob_reap(&a, 0, 0, 2, &zero), 0);
	assert_int_equal(aiob_reap(&a, 2, 0, 2, &zero), 0); /* no room past depth */
	aiob_exit(&a);
}

/* temp_file: an unlinked temporary file, open read-write. */
static int temp_file(void)
{
	char path[] = "/tmp/test_aio_backend.XXXXXX";
	int fd = mkstemp(path);

	assert_true(fd >= 0);
	unlink(path);
	return fd;
}

static void test_userspace_reap_round_trip(void **state)
{
	static char wbuf[4][512];
	int tags[4] = { 0, 1, 2, 3 }, seen = 0, fd = temp_file(), i, n;
	unsigned got = 0, rounds = 0;
	struct timespec zero = { 0, 0 };
	struct iocb cb[4];
	struct aiob a;

	(void)state;
	assert_int_equal(aiob_init(&a, 4), 0);
	assert_int_equal(aiob_set_userspace_reap(&a, true), 0); /* Linux rings carry the magic */
	assert_true(a.userspace_reap);
	for (i = 0; i < 4; i++) {
		aiob_prep_rw(&cb[i], fd, true, wbuf[i], sizeof(wbuf[i]), (long long)i * 512, &tags[i]);
		assert_int_equal(aiob_queue(&a, &cb[i]), 0);
	}
	assert_int_equal(aiob_submit(&a), 4);
	aiob_consume(&a, 4);
	/* min 0: only the ring, never a wait; spin until all four are there */
	while (got < 4 && rounds++ < 1000000) {
		n = aiob_reap(&a, got, 0, 4, &zero);
		assert_true(n >= 0);
		got += (unsigned)n;
	}
	assert_int_equal(got, 4);
	for (i = 0; i < 4; i++) {
		seen |= 1 << *(int *)aiob_event_data(&a, (unsigned)i);
		assert_int_equal(aiob_event_res(&a, (unsigned)i), 512);
	}
	assert_int_equal(seen, 0xf);
	assert_int_equal(a.inflight, 0);
	/* the ring's head moved: a blocking reap of the next I/O still works */
	aiob_prep_rw(&cb[0], fd, false, wbuf[0], sizeof(wbuf[0]), 0, &tags[0]);
	assert_int_equal(aiob_queue(&a, &cb[0]), 0);
	assert_int_equal(aiob_submit(&a), 1);
	aiob_consume(&a, 1);
	assert_int_equal(aiob_reap(&a, 0, 1, 4, NULL), 1);
	assert_int_equal(aiob_set_userspace_reap(&a, false), 0);
	assert_false(a.userspace_reap);
	aiob_exit(&a);
	close(fd);
}

static void test_partial_submit_resubmits_the_rest(void **state)
{
	static char buf[2][512];
	int tags[2] = { 0, 1 }, fd = temp_file(), n;
	struct iocb cb[2];
	struct aiob a;

	(void)state;
	assert_int_equal(aiob_init(&a, 2), 0);
	aiob_prep_rw(&cb[0], fd, true, buf[0], sizeof(buf[0]), 0, &tags[0]);
	aiob_prep_rw(&cb[1], -1, true, buf[1], sizeof(buf[1]), 512, &tags[1]); /* bad fd */
	assert_int_equal(aiob_queue(&a, &cb[0]), 0);
	assert_int_equal(aiob_queue(&a, &cb[1]), 0);
	n = aiob_submit(&a); /* io_submit takes the first and stops at the bad one */
	assert_int_equal(n, 1);
	aiob_consume(&a, 1);
	assert_int_equal(a.nqueued, 1);
	assert_ptr_equal(a.queue[0], &cb[1]);
	assert_int_equal(aiob_submit(&a), -EBADF); /* the rest is offered again, in order */
	assert_int_equal(aiob_reap(&a, 0, 1, 2, NULL), 1);
	aiob_exit(&a);
	close(fd);
}

/* peek_seen: aiob_peek_ready's callback: the tags seen (bit per tag) and the bytes. */
struct peek_seen {
	int seen;
	long long bytes;
};

static void peek_note(void *arg, void *data, long long res)
{
	struct peek_seen *p = arg;

	p->seen |= 1 << *(int *)data;
	p->bytes += res;
}

/* aiob_peek_ready gives the completions posted to the ring (data and bytes) without taking
 * them: a reap that waits for none still returns every one (the engine's clean window,
 * issue 40); a context without a ring is refused. */
static void test_peek_ready(void **state)
{
	static char wbuf[4][512];
	int tags[4] = { 0, 1, 2, 3 }, fd = temp_file(), i, n = 0;
	unsigned rounds = 0;
	struct timespec zero = { 0, 0 };
	struct peek_seen p = { 0, 0 };
	struct iocb cb[4];
	struct aiob a;

	(void)state;
	memset(&a, 0, sizeof(a));
	assert_int_equal(aiob_peek_ready(&a, peek_note, &p), -EOPNOTSUPP);
	assert_int_equal(aiob_init(&a, 4), 0);
	assert_int_equal(aiob_peek_ready(&a, peek_note, &p), 0);
	for (i = 0; i < 4; i++) {
		aiob_prep_rw(&cb[i], fd, true, wbuf[i], sizeof(wbuf[i]), (long long)i * 512, &tags[i]);
		assert_int_equal(aiob_queue(&a, &cb[i]), 0);
	}
	assert_int_equal(aiob_submit(&a), 4);
	aiob_consume(&a, 4);
	while (n < 4 && rounds++ < 1000000) { /* until all four are posted */
		p.seen = 0;
		p.bytes = 0;
		n = aiob_peek_ready(&a, peek_note, &p);
		assert_true(n >= 0 && n <= 4);
	}
	assert_int_equal(n, 4);
	assert_int_equal(p.seen, 0xf);
	assert_int_equal(p.bytes, 4 * 512);
	assert_int_equal(aiob_peek_ready(&a, peek_note, &p), 4); /* nothing taken */
	assert_int_equal(aiob_reap(&a, 0, 0, 4, &zero), 4);
	assert_int_equal(a.inflight, 0);
	assert_int_equal(aiob_peek_ready(&a, peek_note, &p), 0);
	aiob_exit(&a);
	close(fd);
}

static void test_eagain_reason(void **state)
{
	char max[] = "/tmp/test_aio_max.XXXXXX", nr[] = "/tmp/test_aio_nr.XXXXXX", line[512];
	int fm = mkstemp(max), fn = mkstemp(nr);

	(void)state;
	assert_true(fm >= 0 && fn >= 0);
	assert_int_equal(write(fm, "1024\n", 5), 5);
	assert_int_equal(write(fn, "1000\n", 5), 5);
	aiob_eagain_reason(128, max, nr, line, sizeof(line));
	assert_non_null(strstr(line, "fs.aio-max-nr is 1024"));
	assert_non_null(strstr(line, "fs.aio-nr (AIO events in use system-wide) is 1000"));
	assert_non_null(strstr(line, "iodepth=128"));
	assert_null(strchr(line, '\n'));
	aiob_eagain_reason(1, "/nonexistent", "/nonexistent", line, sizeof(line));
	assert_non_null(strstr(line, "fs.aio-max-nr is -1"));
	close(fm);
	close(fn);
	unlink(max);
	unlink(nr);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_init_bad_depth),
		cmocka_unit_test(test_queue_limit),
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_failed_io_is_negative_errno),
		cmocka_unit_test(test_submit_empty_and_reap_offset),
		cmocka_unit_test(test_userspace_reap_round_trip),
		cmocka_unit_test(test_partial_submit_resubmits_the_rest),
		cmocka_unit_test(test_eagain_reason),
		cmocka_unit_test(test_peek_ready),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
