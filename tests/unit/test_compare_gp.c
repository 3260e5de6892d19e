// modules: compare/render/gp.c compare/render/plotimg.c compare/render/outfile.c lib/safepath/safepath.c lib/json/atomicfile.c
// test_compare_gp: what compare writes for gnuplot from untrusted strings (compare/render/gp.h):
// single-quoted literals with ' doubled and no control byte, data fields without ", file
// name stems that keep only safe names, and the length bound at a UTF-8 boundary.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "render/gp.h"

/* written: what FN writes for S, as a new string (caller frees). */
static char *written(void (*fn)(FILE *, const char *), const char *s)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	assert_non_null(f);
	fn(f, s);
	assert_int_equal(fclose(f), 0);
	return buf;
}

static void expect(void (*fn)(FILE *, const char *), const char *s, const char *want)
{
	char *got = written(fn, s);

	assert_string_equal(got, want);
	free(got);
}

static void test_quote(void **state)
{
	expect(gp_quote, "MQ None", "'MQ None'");
	expect(gp_quote, "a'b", "'a''b'");
	expect(gp_quote, "x\nEOD\nsystem 'touch y'\n", "'x EOD system ''touch y'' '");
	expect(gp_quote, "`id` \"q\" \\ @m ;", "'`id` \"q\" \\ @m ;'");
	expect(gp_quote, "tab\tcr\r\x7f", "'tab cr  '");
	expect(gp_quote, "bad \xff utf8 \xc3\xa9", "'bad ? utf8 \xc3\xa9'");
	expect(gp_quote, "", "''");
	expect(gp_quote, NULL, "''");
}

static void test_field(void **state)
{
	expect(gp_field, "MQ None", "\"MQ None\"");
	expect(gp_field, "a\"b\nc", "\"a'b c\"");
	expect(gp_field, "", "\"-\"");
}

/* A long string is cut at GP_STR_MAX bytes, never inside a character, then "...". */
static void test_bound(void **state)
{
	char s[400], *got;
	size_t i;

	for (i = 0; i + 2 < sizeof(s); i += 2)
		memcpy(s + i, "\xc3\xa9", 2); /* é, 2 bytes */
	s[i] = '\0';
	got = written(gp_quote, s);
	assert_int_equal(strlen(got), 2 + GP_STR_MAX + 3);
	assert_string_equal(got + strlen(got) - 4, "...'");
	free(got);
}

static void test_stem(void **state)
{
	char b[GP_STEM_MAX + 16];

	gp_stem(b, sizeof(b), "randread-4k", "cell", 3);
	assert_string_equal(b, "randread-4k");
	gp_stem(b, sizeof(b), "w'; system 'x", "cell", 3);
	assert_string_equal(b, "_cell3");
	gp_stem(b, sizeof(b), "../up", "cell", 0);
	assert_string_equal(b, "_cell0");
	gp_stem(b, sizeof(b), ".hidden", "cell", 1);
	assert_string_equal(b, "_cell1");
	gp_stem(b, sizeof(b), "", "cell", 2);
	assert_string_equal(b, "_cell2");
	assert_int_equal(gp_safe("seq_read.1m+x"), 1);
	assert_int_equal(gp_safe("a b"), 0);
	assert_int_equal(gp_safe(NULL), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_quote),
		cmocka_unit_test(test_field),
		cmocka_unit_test(test_bound),
		cmocka_unit_test(test_stem),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
