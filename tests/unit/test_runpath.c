// test_runpath: the run folder layout (lib/runpath/runpath.h, header only): a study's
// run is <study>/[<host>/]<folder>/<cell>/run-<i>[/<file>], relative without the study.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "runpath/runpath.h"

static void test_layout(void **state)
{
	char *p;

	(void)state;
	assert_int_equal(runpath_alloc(&p, "/s", NULL, "bfq", "randread-4k", 2, NULL), 0);
	assert_string_equal(p, "/s/bfq/randread-4k/run-2");
	free(p);
	assert_int_equal(runpath_alloc(&p, NULL, NULL, "none", "idle-xterm", 1, NULL), 0);
	assert_string_equal(p, "none/idle-xterm/run-1");
	free(p);
	assert_int_equal(runpath_alloc(&p, "/s", "h1", "kyber", "c@bs=4k", 10, "fio.json"), 0);
	assert_string_equal(p, "/s/h1/kyber/c@bs=4k/run-10/fio.json");
	free(p);
}

static void test_print_bounded(void **state)
{
	char buf[8];
	volatile size_t cap = sizeof(buf); /* not known at compile time: no truncation warning */
	int n;

	(void)state;
	n = runpath_print(buf, cap, "/study", NULL, "bfq", "read-4k", 1, "fio.json");
	assert_int_equal(n, (int)strlen("/study/bfq/read-4k/run-1/fio.json"));
	assert_int_equal(strlen(buf), sizeof(buf) - 1); /* cut, NUL-terminated */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_layout),
		cmocka_unit_test(test_print_bounded),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
