// modules: study/fioopts.c study/jobparse.c lib/fiosize/fiosize.c
// test_study_fioopts: the one table of what a pack may set (jobs/fio-options.tsv compiled in,
// study/fioopts.h): its two name spaces (options, ioengine values: fio's "sync" is both), its
// integrity (one row per name and space, a kind for every allowed option, an alias row for a
// row that exists, the sweep's rows allowed with a kind of their own), and the kinds of value:
// rw= (the directions that write, randtrimwrite included), a plain name, a trace path, an
// engine, mem= without a file, flags, counts, sizes, times. That fio's own option list is
// sorted into the table: tests/integration/pack-check.bats (it needs fio).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fioopts.h"

static const struct fioopt *opt(const char *name)
{
	return fioopt_find(name, strlen(name));
}

static int ok(enum fioopt_kind k, const char *v)
{
	return fioopt_value_ok(k, v, strlen(v), 1);
}

static void test_lookup(void **state)
{
	const struct fioopt *o;

	(void)state;
	o = opt("rw");
	assert_non_null(o);
	assert_int_equal(o->verdict, FIOOPT_ALLOW);
	assert_int_equal(o->kind, FIOOPT_K_RW);
	assert_true(o->sweep);
	assert_int_equal(opt("exec_prerun")->verdict, FIOOPT_REFUSE);
	assert_int_equal(opt("exec_postrun")->verdict, FIOOPT_REFUSE);
	assert_int_equal(opt("directory")->verdict, FIOOPT_RUNPACK);
	assert_int_equal(opt("stats_file")->verdict, FIOOPT_RUNPACK);
	assert_int_equal(opt("readwrite")->verdict, FIOOPT_REFUSE); /* an alias */
	assert_string_equal(opt("readwrite")->from, "alias:rw");
	assert_null(opt("EXEC_PRERUN")); /* fio's names are case-sensitive */
	assert_null(opt("exec_pre"));
	assert_null(opt("libaio"));	     /* an engine, not an option */
	assert_int_equal(opt("sync")->kind, FIOOPT_K_WORD); /* the option sync= */
	assert_int_equal(fioopt_engine("sync", 4)->verdict, FIOOPT_ALLOW); /* the engine */
	assert_int_equal(fioopt_engine("exec", 4)->verdict, FIOOPT_REFUSE);
	assert_null(fioopt_engine("rw", 2));
	assert_null(fioopt_engine("external:/x.so", 14));
}

static void test_table(void **state)
{
	const struct fioopt *a, *b, *t;
	size_t i, j, sweeps = 0;

	(void)state;
	for (i = 0; (a = fioopt_at(i)); i++) {
		int engine = !strcmp(a->from, "ioengine");

		for (j = i + 1; (b = fioopt_at(j)); j++)
			if (!strcmp(a->name, b->name) && engine == !strcmp(b->from, "ioengine"))
				fail_msg("%s: two rows", a->name);
		if (a->verdict == FIOOPT_ALLOW && !engine && a->kind == FIOOPT_K_NONE)
			fail_msg("%s: allowed without a kind", a->name);
		if (a->verdict != FIOOPT_ALLOW && (a->kind != FIOOPT_K_NONE || a->sweep))
			fail_msg("%s: refused with a kind or a sweep", a->name);
		if (!strncmp(a->from, "alias:", 6)) {
			t = fioopt_find(a->from + 6, strlen(a->from + 6));
			if (!t || a->verdict != FIOOPT_REFUSE)
				fail_msg("%s: an alias of a missing row, or not refused", a->name);
		}
		if (a->sweep) {
			sweeps++;
			if (a->kind == FIOOPT_K_TEXT || a->kind == FIOOPT_K_NAME || a->kind == FIOOPT_K_TRACE)
				fail_msg("%s: a sweep key with a free value", a->name);
		}
		assert_true(strlen(a->why) > 0);
	}
	assert_true(i > 250);
	assert_int_equal(sweeps, 27); /* the sweep's table before it became this column */
}

static void test_rw(void **state)
{
	static const char *const writes[] = { "write", "randwrite", "rw", "readwrite", "randrw",
					      "trim", "randtrim", "trimwrite", "randtrimwrite" };
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(writes) / sizeof(writes[0]); i++) {
		assert_true(ok(FIOOPT_K_RW, writes[i]));
		assert_true(fioopt_rw_writes(writes[i], strlen(writes[i])));
	}
	assert_true(ok(FIOOPT_K_RW, "randread"));
	assert_false(fioopt_rw_writes("randread", 8));
	assert_false(fioopt_rw_writes("read", 4));
	assert_true(ok(FIOOPT_K_RW, "randwrite:8"));
	assert_true(fioopt_rw_writes("randwrite:8", 11));
	assert_true(ok(FIOOPT_K_RW, "write:4k"));
	assert_false(ok(FIOOPT_K_RW, "writes"));
	assert_false(ok(FIOOPT_K_RW, "Write"));
	assert_false(ok(FIOOPT_K_RW, "write,read"));
	assert_false(ok(FIOOPT_K_RW, "write:x"));
	assert_false(fioopt_value_ok(FIOOPT_K_RW, "", 0, 0));
}

static void test_names(void **state)
{
	(void)state;
	assert_true(ok(FIOOPT_K_NAME, "fiofile"));
	assert_true(ok(FIOOPT_K_NAME, "startup-xterm.dat"));
	assert_false(ok(FIOOPT_K_NAME, "/dev/vda"));
	assert_false(ok(FIOOPT_K_NAME, "a:/dev/vda")); /* fio's list of files */
	assert_false(ok(FIOOPT_K_NAME, "../x"));
	assert_false(ok(FIOOPT_K_NAME, ".hidden"));
	assert_false(ok(FIOOPT_K_NAME, "-")); /* fio's stdin and stdout */
	assert_true(ok(FIOOPT_K_TRACE, "traces/x.iolog"));
	assert_false(ok(FIOOPT_K_TRACE, "/etc/shadow"));
	assert_false(ok(FIOOPT_K_TRACE, "traces/../../x"));
	assert_false(ok(FIOOPT_K_TRACE, "traces//x"));
	assert_false(ok(FIOOPT_K_TRACE, "-"));
	assert_true(ok(FIOOPT_K_ENGINE, "libaio"));
	assert_true(ok(FIOOPT_K_ENGINE, "psync"));
	assert_false(ok(FIOOPT_K_ENGINE, "exec"));
	assert_false(ok(FIOOPT_K_ENGINE, "external:/tmp/x.so"));
	assert_false(ok(FIOOPT_K_ENGINE, "/tmp/x.so"));
	assert_true(ok(FIOOPT_K_MEM, "malloc"));
	assert_true(ok(FIOOPT_K_MEM, "mmapshared"));
	assert_false(ok(FIOOPT_K_MEM, "mmap:/etc/x"));
	assert_false(ok(FIOOPT_K_MEM, "mmaphuge:/hugetlbfs/x"));
}

static void test_kinds(void **state)
{
	(void)state;
	assert_true(fioopt_value_ok(FIOOPT_K_FLAG, NULL, 0, 0)); /* time_based */
	assert_true(ok(FIOOPT_K_FLAG, "1"));
	assert_false(ok(FIOOPT_K_FLAG, "yes"));
	assert_false(fioopt_value_ok(FIOOPT_K_BOOL, NULL, 0, 0));
	assert_true(ok(FIOOPT_K_COUNT, "64"));
	assert_false(ok(FIOOPT_K_COUNT, "0"));
	assert_true(ok(FIOOPT_K_COUNT0, "0"));
	assert_false(ok(FIOOPT_K_COUNT0, "-1"));
	assert_false(ok(FIOOPT_K_COUNT, "1234567890"));
	assert_true(ok(FIOOPT_K_PCT, "100"));
	assert_false(ok(FIOOPT_K_PCT, "101"));
	assert_false(ok(FIOOPT_K_PCT, "050"));
	assert_true(ok(FIOOPT_K_SIZE, "4k"));
	assert_true(ok(FIOOPT_K_SIZE, "1Mi"));
	assert_true(ok(FIOOPT_K_SIZE, "0x1000"));
	assert_false(ok(FIOOPT_K_SIZE, "50%"));
	assert_true(ok(FIOOPT_K_TIME, "10ms"));
	assert_true(ok(FIOOPT_K_TIME, "20"));
	assert_false(ok(FIOOPT_K_TIME, "10x"));
	assert_true(ok(FIOOPT_K_WORD, "zipf:1.2"));
	assert_false(ok(FIOOPT_K_WORD, "a/b"));
	assert_true(ok(FIOOPT_K_TEXT, "4k/10:64k/50"));
	assert_false(ok(FIOOPT_K_TEXT, "a b"));
	assert_false(ok(FIOOPT_K_TEXT, "${X}"));
	assert_false(ok(FIOOPT_K_TEXT, "'file'")); /* fio's pattern from a file */
	assert_false(fioopt_value_ok(FIOOPT_K_TEXT, "", 0, 1));
	assert_false(ok(FIOOPT_K_NONE, "1"));
	assert_string_equal(fioopt_kind_word(FIOOPT_K_COUNT0), "count0");
	assert_string_equal(fioopt_kind_text(FIOOPT_K_COUNT), "a whole number >= 1");
}

/* why: KIND refuses V, and says why in words holding WORDS (NULL: no reason but the kind). */
static void why(enum fioopt_kind kind, const char *v, const char *words)
{
	const char *w = "unset";

	assert_false(fioopt_value_why(kind, v, strlen(v), 1, &w));
	if (!words) {
		assert_null(w);
		return;
	}
	assert_non_null(w);
	if (!strstr(w, words))
		fail_msg("%s: '%s' lacks '%s'", v, w, words);
}

/* The size kinds read what fio reads (lib/fiosize): a form fio reads otherwise is refused,
 * with the reason. Each of these was taken before (1MiB: fio's 1,000,000 bytes, 1m-2m: fio's
 * 2m for size=, randread:4k: fio's 4 I/Os). */
static void test_size_kinds(void **state)
{
	(void)state;
	why(FIOOPT_K_SIZE, "1MiB", "power of 1000");
	why(FIOOPT_K_SIZE, "1m-2m", "keeps the last");
	why(FIOOPT_K_SIZE, "1m,2m", "keeps the last");
	why(FIOOPT_K_SIZE, "1.5g", "fraction");
	why(FIOOPT_K_SIZE, "a b", NULL);
	assert_true(ok(FIOOPT_K_SIZES, "4k,64k"));
	assert_true(ok(FIOOPT_K_SIZES, "2m"));
	why(FIOOPT_K_SIZES, "4k-64k", "not a range");
	assert_true(ok(FIOOPT_K_RANGE, "4k-64k"));
	why(FIOOPT_K_RANGE, "4k", "without '-'");
	assert_true(ok(FIOOPT_K_SPLIT, "4k/10:64k/90"));
	why(FIOOPT_K_SPLIT, "4k/50:/etc/shadow", "digits first");
	assert_true(ok(FIOOPT_K_RW, "read:4k"));
	assert_true(ok(FIOOPT_K_RW, "randread:8"));
	why(FIOOPT_K_RW, "randread:4k", "count of I/Os");
	why(FIOOPT_K_RW, "write:4KiB", "power of 1000");
	assert_string_equal(fioopt_kind_word(FIOOPT_K_SPLIT), "split");
	assert_true(fioopt_size_kind(FIOOPT_K_RANGE));
	assert_false(fioopt_size_kind(FIOOPT_K_COUNT));
	assert_int_equal(fioopt_find("bs", 2)->kind, FIOOPT_K_SIZES);
	assert_int_equal(fioopt_find("bsrange", 7)->kind, FIOOPT_K_RANGE);
	assert_int_equal(fioopt_find("bssplit", 7)->kind, FIOOPT_K_SPLIT);
	assert_int_equal(fioopt_find("size", 4)->kind, FIOOPT_K_SIZE);
}

static void test_sweep_print(void **state)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	(void)state;
	assert_non_null(f);
	fioopt_sweep_print(f);
	fclose(f);
	assert_non_null(strstr(buf, "iodepth\ta whole number >= 1\t"));
	assert_null(strstr(buf, "\nopendir\t"));
	assert_null(strstr(buf, "\nfilename\t"));
	free(buf);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lookup), cmocka_unit_test(test_table),
		cmocka_unit_test(test_rw),     cmocka_unit_test(test_names),
		cmocka_unit_test(test_kinds),  cmocka_unit_test(test_size_kinds),
		cmocka_unit_test(test_sweep_print),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
