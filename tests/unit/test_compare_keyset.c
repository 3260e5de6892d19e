// modules: compare/read/keyset.c
// test_compare_keyset: the hashed set fioin.c finds files and folders in (issue 21 item 10):
// every key added once, found again with its value, across many growths; keys that differ
// only in length or one byte are different; clear empties it.
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "read/keyset.h"

static void test_add_find(void **state)
{
	struct keyset s = { 0 };
	char key[64];
	size_t i, old;

	(void)state;
	for (i = 0; i < 50000; i++) {
		snprintf(key, sizeof(key), "/tmp/results/run-%zu/fio.json", i);
		assert_int_equal(keyset_add(&s, key, strlen(key), i, NULL), 1);
	}
	assert_int_equal(s.n, 50000);
	assert_true(s.cap >= 2 * s.n);
	for (i = 0; i < 50000; i += 7) {
		snprintf(key, sizeof(key), "/tmp/results/run-%zu/fio.json", i);
		old = (size_t)-1;
		assert_int_equal(keyset_add(&s, key, strlen(key), 99, &old), 0);
		assert_int_equal(old, i);
	}
	/* a prefix, and one byte more, are other keys */
	assert_int_equal(keyset_add(&s, "/tmp/results/run-1/fio.jso", 26, 1, NULL), 1);
	assert_int_equal(keyset_add(&s, "/tmp/results/run-1/fio.json", 28, 1, NULL), 1);
	keyset_clear(&s);
	assert_int_equal(s.n, 0);
	assert_int_equal(keyset_add(&s, "a", 1, 5, NULL), 1);
	assert_int_equal(keyset_add(&s, "a", 1, 6, &old), 0);
	assert_int_equal(old, 5);
	keyset_free(&s);
	keyset_free(&s); /* safe twice: zeroed */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_add_find),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
