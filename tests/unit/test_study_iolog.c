// modules: study/iolog.c
// test_study_iolog: a read_iolog= trace read as data (study/iolog.h; issue 39, finding 3):
// fio's versions 2 and 3 with their sums (reads, writes, trims, read bytes), and each trace
// fio would replay elsewhere or otherwise refused with its line: a file the job does not name
// ("add /etc/x", open, write, close: the finding), an action before its add, a second add,
// an action off the list, wait in version 3, a wrong number of fields, a line at fio's
// 4095-byte read size, a name over 255 bytes, a number with a sign, a byte that is not
// printable, a first line that is not a trace's (a blktrace), and the bounded, link-refusing
// load (a link to the trace or to its folder, a FIFO, "..").
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "iolog.h"

static const struct iolog_name own[] = { { "own.dat", 7 }, { "other.dat", 9 } };

static int parse(const char *text, struct iolog_sum *sum, long *line, char *why, size_t len)
{
	why[0] = '\0';
	return iolog_parse(text, strlen(text), own, 2, sum, line, why, len);
}

/* refused: TEXT is refused at LINE with a reason holding WORDS. */
static void refused(const char *text, long want_line, const char *words)
{
	struct iolog_sum sum;
	char why[512];
	long line;

	assert_int_equal(parse(text, &sum, &line, why, sizeof(why)), -EINVAL);
	if (line != want_line || !strstr(why, words))
		fail_msg("'%s': line %ld (want %ld): %s (want '%s')", text, line, want_line, why,
			 words);
}

static void test_versions(void **state)
{
	struct iolog_sum s;
	char why[512];
	long line;

	(void)state;
	assert_int_equal(parse("fio version 3 iolog\n"
			       "1 own.dat add\n"
			       "1 own.dat open\n"
			       "1 own.dat read 0 16384\n"
			       "301 own.dat read 839680 70656\n"
			       "302\town.dat\twrite 4096 4096\n"
			       "303 own.dat trim 0 4096\n"
			       "304 own.dat sync 0 0\n"
			       "900 own.dat close\n",
			       &s, &line, why, sizeof(why)),
			 0);
	assert_int_equal(s.version, 3);
	assert_int_equal(s.reads, 2);
	assert_int_equal(s.read_bytes, 16384 + 70656);
	assert_int_equal(s.writes, 1);
	assert_int_equal(s.trims, 1);
	assert_int_equal(s.syncs, 1);
	assert_int_equal(parse("fio version 2 iolog\nown.dat add\nown.dat open\n"
			       "own.dat read 0 4096\nown.dat wait 0 1000\nown.dat close",
			       &s, &line, why, sizeof(why)),
			 0);
	assert_int_equal(s.version, 2);
	assert_int_equal(s.reads, 1);
	assert_int_equal(s.waits, 1);
	assert_int_equal(s.writes, 0);
	assert_int_equal(parse("fio version 3 iolog\n", &s, &line, why, sizeof(why)), 0);
}

static void test_other_files(void **state)
{
	(void)state;
	/* the finding: a trace that names another file overwrote a root-owned one */
	refused("fio version 2 iolog\n/etc/x add\n/etc/x open\n/etc/x write 0 4096\n/etc/x close\n",
		2, "add /etc/x: not a file the job names");
	refused("fio version 3 iolog\n1 own.dat add\n2 ../own.dat add\n", 3, "not a file the job names");
	refused("fio version 3 iolog\n1 own.dat add\n2 /dev/vda write 0 4096\n", 3,
		"write /dev/vda: not a file");
	refused("fio version 3 iolog\n1 own.dat add\n2 own.dat add\n", 3, "add own.dat twice");
	refused("fio version 3 iolog\n1 own.dat open\n", 2, "open before add");
	refused("fio version 3 iolog\n1 other.dat read 0 1\n", 2, "read before add");
}

static void test_actions_and_fields(void **state)
{
	char name[300], text[400];

	(void)state;
	refused("fio version 3 iolog\n1 own.dat add\n1 own.dat unlink\n", 3, "add, open, close");
	refused("fio version 3 iolog\n1 own.dat add\n1 own.dat erase 0 1\n", 3, "not an I/O action");
	refused("fio version 3 iolog\n1 own.dat add\n1 own.dat wait 0 1\n", 3, "ignores wait");
	refused("fio version 3 iolog\n1 own.dat add\n1 own.dat read 0\n", 3, "4 fields");
	refused("fio version 3 iolog\n1 own.dat add\n1 own.dat read 0 1 x\n", 3, "6 fields");
	refused("fio version 3 iolog\n1 own.dat add\n1 own.dat read 0 1 2 3 4\n", 3, "6 fields");
	refused("fio version 2 iolog\n1 own.dat add\n", 2, "3 fields");
	refused("fio version 3 iolog\n\n", 2, "0 fields");
	refused("fio version 3 iolog\n1 own.dat add\n1 own.dat read -1 1\n", 3, "digits only");
	refused("fio version 3 iolog\n1 own.dat add\n1 own.dat read +1 1\n", 3, "digits only");
	refused("fio version 3 iolog\n1 own.dat add\n1 own.dat read 0 2147483648\n", 3, "LENGTH");
	refused("fio version 3 iolog\n-1 own.dat add\n", 2, "TIME");
	refused("fio version 3 iolog\n1 own.dat add\r\n", 2, "not printable");
	memset(name, 'n', 256);
	name[256] = '\0';
	snprintf(text, sizeof(text), "fio version 3 iolog\n1 %s add\n", name);
	refused(text, 2, "over 255 bytes");
}

static void test_first_line_and_size(void **state)
{
	struct iolog_sum s;
	char why[512], *t;
	long line;

	(void)state;
	refused("fio version 1 iolog\n", 1, "the first line");
	refused("fio version 3 iologX\n", 1, "the first line"); /* fio reads only the prefix */
	refused("fio version 3 iolog\r\n", 1, "the first line");
	refused("\x00\x74\x61\x65", 1, "blktrace"); /* fio replays a blktrace by device numbers */
	/* fio reads a trace line 4095 bytes at a time: a line of 4094 and its '\n' is refused */
	t = malloc(5000);
	assert_non_null(t);
	strcpy(t, "fio version 3 iolog\n1 own.dat add");
	memset(t + strlen(t), ' ', 4094 - strlen("1 own.dat add"));
	strcpy(t + 20 + 4094, "\n");
	refused(t, 2, "fio reads 4095 bytes at a time");
	t[20 + 4093] = '\n';
	t[20 + 4094] = '\0';
	assert_int_equal(parse(t, &s, &line, why, sizeof(why)), 0);
	free(t);
	assert_int_equal(iolog_parse("x", (size_t)IOLOG_MAX + 1, own, 2, &s, &line, why, sizeof(why)),
			 -EFBIG);
}

static void test_load(void **state)
{
	char dir[] = "/tmp/test_study_iolog.XXXXXX", path[256], why[512], *buf;
	size_t len;
	FILE *f;

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/traces", dir);
	assert_int_equal(mkdir(path, 0700), 0);
	snprintf(path, sizeof(path), "%s/traces/a.iolog", dir);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs("fio version 3 iolog\n", f);
	fclose(f);
	assert_int_equal(iolog_load(dir, "traces/a.iolog", &buf, &len, why, sizeof(why)), 0);
	assert_int_equal(len, 20);
	assert_string_equal(buf, "fio version 3 iolog\n");
	free(buf);
	/* a link to the trace, or to its folder: refused, not followed */
	snprintf(path, sizeof(path), "%s/traces/l.iolog", dir);
	assert_int_equal(symlink("a.iolog", path), 0);
	assert_int_equal(iolog_load(dir, "traces/l.iolog", &buf, &len, why, sizeof(why)), -ELOOP);
	assert_null(buf);
	assert_non_null(strstr(why, "a link"));
	snprintf(path, sizeof(path), "%s/t2", dir);
	assert_int_equal(symlink("traces", path), 0);
	assert_int_equal(iolog_load(dir, "t2/a.iolog", &buf, &len, why, sizeof(why)), -ELOOP);
	/* a FIFO is not a trace (and its open does not block) */
	snprintf(path, sizeof(path), "%s/traces/fifo", dir);
	assert_int_equal(mkfifo(path, 0600), 0);
	assert_int_equal(iolog_load(dir, "traces/fifo", &buf, &len, why, sizeof(why)), -EINVAL);
	assert_int_equal(iolog_load(dir, "traces/../traces/a.iolog", &buf, &len, why, sizeof(why)),
			 -EINVAL);
	assert_int_equal(iolog_load(dir, "traces/missing", &buf, &len, why, sizeof(why)), -ENOENT);
	assert_int_equal(iolog_load("/nonexistent-dir", "a", &buf, &len, why, sizeof(why)), -ENOENT);
	snprintf(path, sizeof(path), "rm -rf '%s'", dir);
	assert_int_equal(system(path), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_versions),	   cmocka_unit_test(test_other_files),
		cmocka_unit_test(test_actions_and_fields), cmocka_unit_test(test_first_line_and_size),
		cmocka_unit_test(test_load),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
