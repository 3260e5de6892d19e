// modules: engine/io/iob.c engine/io/aio_backend.c engine/io/uring_backend.c
/*
 * test_iob: the backend switch: names parse and print both ways, and one write/read round
 * trip through iob_* works the same on libaio and io_uring (the io_uring half skips when
 * io_uring is unavailable here); registerfiles/fixedbufs calls are no-ops on libaio; a
 * failed init leaves the struct safe to exit.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "io/iob.h"

static void test_kind_names(void **state)
{
	enum iob_kind k;

	(void)state;
	assert_int_equal(iob_kind_parse("libaio", &k), 0);
	assert_int_equal(k, IOB_LIBAIO);
	assert_int_equal(iob_kind_parse("io_uring", &k), 0);
	assert_int_equal(k, IOB_IO_URING);
	assert_int_equal(iob_kind_parse("spdk", &k), -EINVAL);
	assert_int_equal(iob_kind_parse(NULL, &k), -EINVAL);
	assert_string_equal(iob_kind_name(IOB_LIBAIO), "libaio");
	assert_string_equal(iob_kind_name(IOB_IO_URING), "io_uring");
}

static void round_trip(enum iob_kind kind)
{
	char path[] = "/tmp/test_iob.XXXXXX", note[256];
	static char wbuf[2][512], rbuf[2][512];
	int tags[2] = { 0, 1 }, fd, n, i;
	unsigned got;
	struct iob b;

	fd = mkstemp(path);
	assert_true(fd >= 0);
	unlink(path);
	n = iob_init(&b, kind, 2, 1, NULL, false, note, sizeof(note));
	if (kind == IOB_IO_URING && (n == -ENOSYS || n == -EPERM)) {
		iob_exit(&b);
		close(fd);
		skip();
	}
	assert_int_equal(n, 0);
	assert_string_equal(note, "");
	assert_int_equal(iob_file_set(&b, 0, fd), 0); /* registerfiles off: nothing to do */
	for (i = 0; i < 2; i++) {
		memset(wbuf[i], 'x' + i, sizeof(wbuf[i]));
		assert_int_equal(iob_queue_rw(&b, (unsigned)i, fd, 0, true, wbuf[i], 512,
					      (long long)i * 512, &tags[i]), 0);
	}
	assert_int_equal(iob_nqueued(&b), 2);
	assert_ptr_equal(iob_queued_data(&b, 1), &tags[1]);
	assert_int_equal(iob_submit(&b), 2);
	iob_consume(&b, 2);
	assert_int_equal(iob_inflight(&b), 2);
	for (got = 0; got < 2; got += (unsigned)n) {
		n = iob_reap(&b, got, 2 - got, 2, NULL);
		assert_true(n > 0);
	}
	for (i = 0; i < 2; i++)
		assert_int_equal(iob_event_res(&b, (unsigned)i), 512);
	assert_true(iob_event_data(&b, 0) == &tags[0] || iob_event_data(&b, 0) == &tags[1]);
	for (i = 0; i < 2; i++)
		assert_int_equal(iob_queue_rw(&b, (unsigned)i, fd, 0, false, rbuf[i], 512,
					      (long long)i * 512, &tags[i]), 0);
	assert_int_equal(iob_submit(&b), 2);
	iob_consume(&b, 2);
	for (got = 0; got < 2; got += (unsigned)n)
		n = iob_reap(&b, got, 2 - got, 2, NULL);
	assert_memory_equal(wbuf, rbuf, sizeof(wbuf));
	iob_exit(&b);
	close(fd);
}

static void test_round_trip_libaio(void **state)
{
	struct iovec iov = { NULL, 0 };
	struct iob b;

	(void)state;
	round_trip(IOB_LIBAIO);
	assert_int_equal(iob_init(&b, IOB_LIBAIO, 1, 1, NULL, true, NULL, 0), 0);
	assert_int_equal(iob_register_bufs(&b, &iov, 1), 0); /* fixedbufs: io_uring only */
	iob_exit(&b);
}

static void test_round_trip_io_uring(void **state)
{
	(void)state;
	round_trip(IOB_IO_URING);
}

static void test_failed_init_is_safe(void **state)
{
	struct iob b;

	(void)state;
	assert_int_equal(iob_init(&b, IOB_LIBAIO, 0, 1, NULL, false, NULL, 0), -EINVAL);
	iob_exit(&b);
	assert_int_equal(iob_init(&b, IOB_IO_URING, 0, 1, NULL, false, NULL, 0), -EINVAL);
	iob_exit(&b);
	iob_exit(&b);
}

/* Options of the other backend are named (the glue prints them as ignored). */
static void test_ignored_options(void **state)
{
	struct urb_options uo = { .sqthread_poll = true, .sqthread_poll_cpu = -1, .hipri = true };
	char buf[128], small[12];

	(void)state;
	assert_int_equal(iob_ignored_options(IOB_LIBAIO, &uo, false, buf, sizeof(buf)), 2);
	assert_string_equal(buf, "sqthread_poll, hipri");
	uo = (struct urb_options){ .registerfiles = true, .fixedbufs = true, .sqthread_poll_cpu = 0 };
	assert_int_equal(iob_ignored_options(IOB_LIBAIO, &uo, true, buf, sizeof(buf)), 3);
	assert_string_equal(buf, "registerfiles, fixedbufs, sqthread_poll_cpu");
	assert_int_equal(iob_ignored_options(IOB_IO_URING, &uo, false, buf, sizeof(buf)), 0);
	assert_string_equal(buf, "");
	assert_int_equal(iob_ignored_options(IOB_IO_URING, &uo, true, buf, sizeof(buf)), 1);
	assert_string_equal(buf, "userspace_reap");
	assert_int_equal(iob_ignored_options(IOB_LIBAIO, NULL, true, buf, sizeof(buf)), 0);
	assert_string_equal(buf, "");
	/* cut short, still terminated */
	uo = (struct urb_options){ .registerfiles = true, .fixedbufs = true, .sqthread_poll_cpu = -1 };
	assert_int_equal(iob_ignored_options(IOB_LIBAIO, &uo, false, small, sizeof(small)), 2);
	assert_string_equal(small, "registerfil");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kind_names),
		cmocka_unit_test(test_round_trip_libaio),
		cmocka_unit_test(test_round_trip_io_uring),
		cmocka_unit_test(test_failed_init_is_safe),
		cmocka_unit_test(test_ignored_options),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
