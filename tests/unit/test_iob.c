// modules: engine/iob.c engine/aio_backend.c engine/uring_backend.c
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

#include "iob.h"

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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kind_names),
		cmocka_unit_test(test_round_trip_libaio),
		cmocka_unit_test(test_round_trip_io_uring),
		cmocka_unit_test(test_failed_init_is_safe),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
