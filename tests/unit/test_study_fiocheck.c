// modules: study/fiocheck.c study/jobparse.c
// test_study_fiocheck: fio's own reading of a job file (fio --showcmd's line, study/fiocheck.h)
// against ours: the same options in fio's order (sorted by priority within a section) pass,
// with [global]'s first, each job opened by --name=, a job's own name= option, flags and
// description's quotes; any difference is refused and named: a value fio substituted (what
// rw=${X}randwrite did), an option fio read that the file does not have (exec_prerun behind an
// 8191-byte comment), one fewer, a job missing or extra, output that is not fio's. The lines
// of fio --showcmd here are as fio 3.33 prints them (init.c dump_print_option).
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fiocheck.h"

static const char job[] = "; job.fio\n"
			  "[global]\n"
			  "rw=randread\n"
			  "ioengine=external:/s/schedaio.so\n"
			  "stats_file=/r/schedaio-$jobname.json.tmp\n"
			  "size=1g\n"
			  "time_based\n"
			  "filename=fiofile\n"
			  "directory=/mnt/d\n"
			  "\n"
			  "[test]\n"
			  "name=test\n"
			  "bs=4k\n"
			  "description=one-word\n";

/* check: fiocheck_showcmd of SHOW against JOB; the status, the reason into WHY. */
static int check(const char *text, const char *show, char *why, size_t len)
{
	struct jobparse p;
	long line;
	int ret;

	assert_int_equal(jobparse_read(text, strlen(text), JOBPARSE_ENGINE_VARS, &p, &line, why, len),
			 0);
	why[0] = '\0';
	ret = fiocheck_showcmd(&p, show, strlen(show), why, len);
	jobparse_free(&p);
	return ret;
}

static void test_same(void **state)
{
	char why[512];

	(void)state;
	/* fio's order: by priority, directory before filename, the engine's options last */
	assert_int_equal(check(job,
			       "fio --rw=randread --ioengine=external:/s/schedaio.so --size=1g "
			       "--time_based --directory=/mnt/d --filename=fiofile "
			       "--stats_file=/r/schedaio-$jobname.json.tmp --name=test --name=test "
			       "--bs=4k --description=\"one-word\" \n",
			       why, sizeof(why)),
			 0);
	/* no [global]; two jobs; one without options */
	assert_int_equal(check("[a]\nsize=1m\n[b]\n", "fio --name=a --size=1m --name=b \n", why,
			       sizeof(why)),
			 0);
	assert_int_equal(check("", "\n", why, sizeof(why)), 0);
}

static void test_differences(void **state)
{
	char why[512];

	(void)state;
	/* a value fio read otherwise (rw=${X}randwrite: fio substituted, we would not have) */
	assert_int_equal(check("[x]\nrw=read\n", "fio --name=x --rw=randwrite \n", why, sizeof(why)),
			 -EPROTO);
	assert_non_null(strstr(why, "[x]: fio read --rw=randwrite, the file --rw=read"));
	/* an option fio read that the file does not hold (behind an 8191-byte comment) */
	assert_int_equal(check("[x]\nsize=1m\n", "fio --name=x --size=1m --exec_prerun=id \n", why,
			       sizeof(why)),
			 -EPROTO);
	assert_non_null(strstr(why, "1 more options or jobs"));
	/* an option of the file fio did not read as such */
	assert_int_equal(check("[x]\nsize=1m\nbs=4k\n", "fio --name=x --size=1m \n", why, sizeof(why)),
			 -EPROTO);
	assert_non_null(strstr(why, "fewer options"));
	/* the same count, another option */
	assert_int_equal(check("[x]\nsize=1m\nbs=4k\n", "fio --name=x --size=1m --exec_prerun=id \n",
			       why, sizeof(why)),
			 -EPROTO);
	/* a global option fio gave a job, a job fio did not read, one it read more */
	assert_int_equal(check("[global]\nsize=1m\n[x]\n", "fio --name=x --size=1m \n", why,
			       sizeof(why)),
			 -EPROTO);
	assert_int_equal(check("[a]\n[b]\n", "fio --name=a \n", why, sizeof(why)), -EPROTO);
	assert_non_null(strstr(why, "did not read job [b]"));
	assert_int_equal(check("[a]\n", "fio --name=a --name=b \n", why, sizeof(why)), -EPROTO);
	/* not fio's line: an error, nothing */
	assert_int_equal(check("[a]\n", "fio: bad option\n", why, sizeof(why)), -EPROTO);
	assert_int_equal(check("[a]\n", "", why, sizeof(why)), -EPROTO);
	assert_int_equal(check("", "fio --name=a \n", why, sizeof(why)), -EPROTO);
	/* a flag fio read with a value, or the reverse */
	assert_int_equal(check("[a]\ntime_based\n", "fio --name=a --time_based=1 \n", why,
			       sizeof(why)),
			 -EPROTO);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_same),
		cmocka_unit_test(test_differences),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
