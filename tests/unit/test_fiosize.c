// modules: lib/fiosize/fiosize.c
// test_fiosize: sizes as fio 3.33 reads them (lib/fiosize/fiosize.h): each form taken with
// fio's value (parse.c str_to_decimal with kb_base=1024: 4k = 4ki = 4kb = 4096, 512b = 512,
// 0x1000 = 4096), each form fio reads otherwise refused (4KiB is 4000 to fio, 0x10k is 16,
// 1.5m is 1), the bound, and the lists of bs=, bsrange= and bssplit= with their directions.
// tests/integration/fiosize.bats holds the same forms against fio itself.
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "fiosize/fiosize.h"

static unsigned long long one(const char *v)
{
	unsigned long long b = 7;
	const char *why = NULL;

	assert_int_equal(fiosize_one(v, strlen(v), &b, &why), 0);
	return b;
}

/* refused: V is refused, its reason holding WORDS. */
static void refused(const char *v, const char *words)
{
	unsigned long long b = 7;
	const char *why = NULL;

	assert_int_equal(fiosize_one(v, strlen(v), &b, &why), -EINVAL);
	assert_non_null(why);
	if (!strstr(why, words))
		fail_msg("%s: '%s' lacks '%s'", v, why, words);
	assert_int_equal(b, 7);
}

static void test_one(void **state)
{
	(void)state;
	assert_int_equal(one("4096"), 4096);
	assert_int_equal(one("0"), 0);
	assert_int_equal(one("007"), 7);
	assert_int_equal(one("4k"), 4096);
	assert_int_equal(one("4K"), 4096);
	assert_int_equal(one("4kb"), 4096);
	assert_int_equal(one("4KB"), 4096);
	assert_int_equal(one("4ki"), 4096);
	assert_int_equal(one("4KI"), 4096);
	assert_int_equal(one("2m"), 2 << 20);
	assert_int_equal(one("1g"), 1ull << 30);
	assert_int_equal(one("3t"), 3ull << 40);
	assert_int_equal(one("1p"), 1ull << 50);
	assert_int_equal(one("512b"), 512);
	assert_int_equal(one("512B"), 512);
	assert_int_equal(one("0x1000"), 4096);
	assert_int_equal(one("0X1f"), 31);
	assert_int_equal(one("0x1b"), 27); /* a hex 'b' is a digit, not bytes */
	refused("4KiB", "power of 1000");
	refused("4kib", "power of 1000");
	refused("1MiB", "power of 1000");
	refused("0x10k", "hex");
	refused("0x", "hex digits");
	refused("1.5m", "fraction");
	refused("50%", "share");
	refused("4z", "zones");
	refused("+4k", "sign");
	refused("-4k", "sign");
	refused("(4*1024)", "arithmetic");
	refused("k", "digits first");
	refused("", "digits first");
	refused("4i", "not a size");
	refused("4kbb", "not a size");
	refused("4kbi", "not a size");
	refused("4 k", "not a size");
	refused("4x", "not a size");
	refused("1234567890123456", "15 digits");
	refused("2p", "1 PiB");
	refused("1048577g", "1 PiB");
	refused("999999999999999k", "1 PiB");
	refused("0x4000000000001", "1 PiB");
}

static void test_ddirs(void **state)
{
	unsigned long long o[3];
	const char *why;

	(void)state;
	assert_int_equal(fiosize_ddirs("4k", 2, o, &why), 0);
	assert_true(o[0] == 4096 && o[1] == 4096 && o[2] == 4096);
	assert_int_equal(fiosize_ddirs("4k,64k", 6, o, &why), 0);
	assert_true(o[0] == 4096 && o[1] == 65536 && o[2] == 65536);
	assert_int_equal(fiosize_ddirs("4k,64k,1m", 9, o, &why), 0);
	assert_true(o[0] == 4096 && o[1] == 65536 && o[2] == 1 << 20);
	assert_int_equal(fiosize_ddirs("4k-64k", 6, o, &why), -EINVAL);
	assert_non_null(strstr(why, "not a range"));
	assert_int_equal(fiosize_ddirs("4k:64k", 6, o, &why), -EINVAL);
	assert_int_equal(fiosize_ddirs(",64k", 4, o, &why), -EINVAL);
	assert_non_null(strstr(why, "empty direction"));
	assert_int_equal(fiosize_ddirs("4k,", 3, o, &why), -EINVAL);
	assert_int_equal(fiosize_ddirs("1,2,3,4", 7, o, &why), -EINVAL);
	assert_non_null(strstr(why, "more than 3"));
	assert_int_equal(fiosize_ddirs("0", 1, o, &why), -EINVAL);
	assert_non_null(strstr(why, "least is 1"));
	assert_int_equal(fiosize_ddirs("4k,8KiB", 7, o, &why), -EINVAL);
	assert_non_null(strstr(why, "power of 1000"));
}

static void test_ranges(void **state)
{
	unsigned long long lo[3], hi[3];
	const char *why;

	(void)state;
	assert_int_equal(fiosize_ranges("1k-64k", 6, lo, hi, &why), 0);
	assert_true(lo[0] == 1024 && hi[0] == 65536 && lo[2] == 1024 && hi[2] == 65536);
	assert_int_equal(fiosize_ranges("64k:1k", 6, lo, hi, &why), 0); /* fio swaps it */
	assert_true(lo[1] == 1024 && hi[1] == 65536);
	assert_int_equal(fiosize_ranges("1k-4k,8k-1m", 11, lo, hi, &why), 0);
	assert_true(hi[0] == 4096 && lo[1] == 8192 && hi[2] == 1 << 20);
	assert_int_equal(fiosize_ranges("4k", 2, lo, hi, &why), -EINVAL);
	assert_non_null(strstr(why, "without '-'"));
	assert_int_equal(fiosize_ranges("1k-4k-8k", 8, lo, hi, &why), -EINVAL);
	assert_non_null(strstr(why, "more than two"));
	assert_int_equal(fiosize_ranges("1k:4k-8k", 8, lo, hi, &why), -EINVAL);
	assert_int_equal(fiosize_ranges("0-4k", 4, lo, hi, &why), -EINVAL);
	assert_int_equal(fiosize_ranges("1k-0x10k", 8, lo, hi, &why), -EINVAL);
}

static void test_split(void **state)
{
	unsigned long long hi[3];
	char big[64 * 6 + 8];
	const char *why;
	int i;

	(void)state;
	assert_int_equal(fiosize_split("4k/50:64k/50", 12, hi, &why), 0);
	assert_true(hi[0] == 65536 && hi[1] == 65536 && hi[2] == 65536);
	assert_int_equal(fiosize_split("4k:8k", 5, hi, &why), 0); /* no shares: even ones */
	assert_int_equal(fiosize_split("4k/10,0x40000000/100", 20, hi, &why), 0);
	assert_true(hi[0] == 4096 && hi[1] == 1ull << 30 && hi[2] == 1ull << 30);
	assert_int_equal(fiosize_split("4k/0", 4, hi, &why), -EINVAL);
	assert_non_null(strstr(why, "1 to 100"));
	assert_int_equal(fiosize_split("4k/101", 6, hi, &why), -EINVAL);
	assert_int_equal(fiosize_split("4k/50x", 6, hi, &why), -EINVAL);
	assert_int_equal(fiosize_split("4k/60:8k/60", 11, hi, &why), -EINVAL);
	assert_non_null(strstr(why, "more than 100"));
	assert_int_equal(fiosize_split("4k/50::8k/50", 12, hi, &why), -EINVAL);
	assert_non_null(strstr(why, "empty entry"));
	assert_int_equal(fiosize_split("4k/50:/etc/shadow", 17, hi, &why), -EINVAL);
	assert_int_equal(fiosize_split("4KiB/100", 8, hi, &why), -EINVAL);
	/* 64 entries taken, a 65th refused (fio drops it) */
	for (i = 0, big[0] = 0; i < 64; i++)
		strcat(big, i ? ":4k/1" : "4k/1");
	assert_int_equal(fiosize_split(big, strlen(big), hi, &why), 0);
	strcat(big, ":4k/1");
	assert_int_equal(fiosize_split(big, strlen(big), hi, &why), -EINVAL);
	assert_non_null(strstr(why, "more than 64"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_one),
		cmocka_unit_test(test_ddirs),
		cmocka_unit_test(test_ranges),
		cmocka_unit_test(test_split),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
