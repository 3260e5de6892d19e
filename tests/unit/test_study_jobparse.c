// modules: study/jobparse.c
// test_study_jobparse: a job file read in the one form fio and run-pack read alike
// (study/jobparse.h; issue 39, finding 1): sections and (name, value) pairs with their lines,
// [global]'s inheritance, and each form with a second reading refused with its line: a '$'
// (fio's ${VAR} in an option name, the bypass "exec_pre${SCHEDAIO_NOPE}run="), a line at fio's
// 8191-byte read size (the bypass of an 8191-byte ';' comment), include, blanks, CR, NUL,
// an empty value, a section fio reads as [global], a second [global], twice the same name.
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "jobparse.h"

/* parse: jobparse_read of TEXT with FLAGS; the status, *LINE, and the reason into WHY. */
static int parse(const char *text, unsigned flags, struct jobparse *p, long *line, char *why,
		 size_t len)
{
	why[0] = '\0';
	return jobparse_read(text, strlen(text), flags, p, line, why, len);
}

/* refused: TEXT is refused at LINE with a reason holding WORDS. */
static void refused(const char *text, long want_line, const char *words)
{
	struct jobparse p;
	char why[512];
	long line;

	assert_int_equal(parse(text, 0, &p, &line, why, sizeof(why)), -EINVAL);
	if (line != want_line || !strstr(why, words))
		fail_msg("'%s': line %ld (want %ld): %s (want '%s')", text, line, want_line, why,
			 words);
	jobparse_free(&p);
}

static void test_one_form(void **state)
{
	static const char text[] = "; a pack job: ${VAR} and $ncpus in a comment are nothing\n"
				   "# another comment\n"
				   "[global]\n"
				   "ioengine=libaio\n"
				   " \t\n"
				   "rw=randread\n"
				   "\n"
				   "[job-1]\n"
				   "time_based\n"
				   "bssplit=4k/10:64k/50\n"
				   "[job.2]\n"
				   "rw=write";
	const struct jobparse_opt *o;
	struct jobparse p;
	char why[512];
	long line;

	(void)state;
	assert_int_equal(parse(text, 0, &p, &line, why, sizeof(why)), 0);
	assert_int_equal(p.nsect, 3);
	assert_int_equal(p.nopt, 5);
	assert_int_equal(p.global, 0);
	assert_int_equal(p.sect[1].line, 8);
	assert_int_equal(p.sect[1].nopt, 2);
	assert_true(jobparse_is(&p.opt[2], "time_based"));
	assert_null(p.opt[2].val); /* a line without '=' */
	assert_int_equal(p.opt[3].line, 10);
	assert_int_equal(p.opt[3].vlen, strlen("4k/10:64k/50"));
	/* a job's own value, else [global]'s (fio init.c get_new_job copies it) */
	o = jobparse_get(&p, 1, "rw");
	assert_non_null(o);
	assert_int_equal(o->line, 6);
	o = jobparse_get(&p, 2, "rw");
	assert_int_equal(o->line, 12);
	assert_null(jobparse_get(&p, 2, "time_based"));
	assert_non_null(jobparse_get(&p, 2, "ioengine"));
	jobparse_free(&p);
	/* no [global]; an empty file */
	assert_int_equal(parse("[a]\nsize=1m\n", 0, &p, &line, why, sizeof(why)), 0);
	assert_int_equal(p.global, -1);
	assert_null(jobparse_get(&p, 0, "rw"));
	jobparse_free(&p);
	assert_int_equal(parse("", 0, &p, &line, why, sizeof(why)), 0);
	assert_int_equal(p.nsect, 0);
	jobparse_free(&p);
}

static void test_dollar(void **state)
{
	(void)state;
	/* finding 1 (a): fio expands ${VAR} inside option names, to nothing when unset */
	refused("[x]\nexec_pre${SCHEDAIO_NOPE}run=sh -c 'id > F'\n", 2, "a '$'");
	refused("[x]\nrw=${SCHEDAIO_NOPE}randwrite\n", 2, "fio_option_dup_subs");
	/* fio's keywords, then bc(1) on the value */
	refused("[x]\nsize=$mb_memory/2\n", 2, "$mb_memory");
	refused("[x]\nnumjobs=$ncpus\n", 2, "a '$'");
	refused("[x$]\n", 1, "a '$'");
}

/* long_line: "[x]\n" then a ';' comment of N bytes (its '\n' aside) and TAIL on the same line. */
static char *long_line(size_t n, const char *tail)
{
	char *t = malloc(4 + n + strlen(tail) + 2);

	assert_non_null(t);
	memcpy(t, "[x]\n;", 5);
	memset(t + 5, 'c', n - 1);
	strcpy(t + 4 + n, tail);
	strcat(t, "\n");
	return t;
}

static void test_fio_read_size(void **state)
{
	struct jobparse p;
	char why[512], *t;
	long line;

	(void)state;
	/* finding 1 (b): fio reads 8191 bytes at a time; an 8191-byte comment ends fio's line and
	 * what follows on the same line is an option to fio */
	t = long_line(8191, "exec_prerun=id");
	refused(t, 2, "fio reads 8191 bytes at a time");
	free(t);
	/* the boundary: a line of 8190 bytes and its '\n' is 8191 bytes, fio's read size */
	t = long_line(8190, "");
	refused(t, 2, "a line of 8191 bytes");
	free(t);
	t = long_line(8189, "");
	assert_int_equal(parse(t, 0, &p, &line, why, sizeof(why)), 0);
	jobparse_free(&p);
	free(t);
}

static void test_refused_forms(void **state)
{
	static const char nul[] = "[x]\nrw=read\0rw=write\n";
	struct jobparse p;
	char why[512];
	long line;

	(void)state;
	refused("[x]\ninclude other.fio\n", 2, "include");
	refused("[x]\nincludes=1\n", 2, "include"); /* fio: any line beginning "include" */
	refused("[x]\n exec_prerun=id\n", 2, "a blank");
	refused("[x]\nrw = randwrite\n", 2, "a blank");
	refused("[x]\nrw=randwrite \n", 2, "a blank in a value");
	refused("[x]\nrw=read\r\n", 2, "0x0d");
	refused("[x]\r\nrw=read\n", 1, "a section line");
	refused("[x]\nruntime=\n", 2, "an empty value");
	refused("[x]\nEXEC_PRERUN=id\n", 2, "an option name");
	refused("[x]\n=odd\n", 2, "an option name");
	refused("[x]\nrw=read;write\n", 2, "0x3b"); /* fio cuts the line at ';' */
	refused("[x]\nbuffer_pattern='/etc/shadow'\n", 2, "0x27");
	refused("rw=read\n[x]\n", 1, "before the first [section]");
	refused("[globalx]\nrw=write\n", 1, "begins with \"global\"");
	refused("[x]\n[global]\n", 2, "[global] after a job");
	refused("[global]\n[global]\n", 2, "twice");
	refused("[a]\n[b]\n[a]\n", 3, "section [a] twice (line 1)");
	refused("[x]\nrw=read\nrw=write\n", 3, "rw twice in [x] (line 2)");
	refused("[]\n", 1, "a section line");
	refused("[x] y\n", 1, "a section line");
	refused("[.x]\n", 1, "a section line");
	refused("[x/y]\n", 1, "a section line");
	refused("  ; an indented comment\n", 1, "a blank");
	/* a NUL: fio's line ends there */
	assert_int_equal(jobparse_read(nul, sizeof(nul) - 1, 0, &p, &line, why, sizeof(why)),
			 -EINVAL);
	assert_int_equal(line, 2);
	jobparse_free(&p);
}

static void test_bounds(void **state)
{
	char *t = malloc(4 + (JOBPARSE_OPTS_MAX + 1) * 16), *q;
	struct jobparse p;
	char why[512];
	long line;
	int i;

	(void)state;
	assert_non_null(t);
	q = t + sprintf(t, "[x]\n");
	for (i = 0; i < JOBPARSE_OPTS_MAX; i++)
		q += sprintf(q, "o%d=1\n", i);
	assert_int_equal(parse(t, 0, &p, &line, why, sizeof(why)), 0);
	jobparse_free(&p);
	sprintf(q, "o%d=1\n", i);
	assert_int_equal(parse(t, 0, &p, &line, why, sizeof(why)), -EINVAL);
	assert_int_equal(line, JOBPARSE_OPTS_MAX + 2);
	jobparse_free(&p);
	free(t);
}

static void test_engine_vars(void **state)
{
	struct jobparse p;
	char why[512];
	long line;

	(void)state;
	/* run-pack's own job.fio: the engine's $jobname and $jobnum in stats_file= */
	assert_int_equal(parse("[global]\nstats_file=/r/schedaio-$jobname-$jobnum.json.tmp\n",
			       JOBPARSE_ENGINE_VARS, &p, &line, why, sizeof(why)),
			 0);
	jobparse_free(&p);
	assert_int_equal(parse("[global]\nstats_file=/r/$jobname\n", 0, &p, &line, why, sizeof(why)),
			 -EINVAL);
	jobparse_free(&p);
	/* never fio's own substitutions */
	assert_int_equal(parse("[x]\nrw=${X}read\n", JOBPARSE_ENGINE_VARS, &p, &line, why, sizeof(why)),
			 -EINVAL);
	jobparse_free(&p);
	assert_int_equal(parse("[x]\nsize=$pagesize\n", JOBPARSE_ENGINE_VARS, &p, &line, why,
			       sizeof(why)),
			 -EINVAL);
	jobparse_free(&p);
	assert_int_equal(parse("[x]\nexec_pre$jobnamerun=id\n", JOBPARSE_ENGINE_VARS, &p, &line, why,
			       sizeof(why)),
			 -EINVAL);
	jobparse_free(&p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_one_form),      cmocka_unit_test(test_dollar),
		cmocka_unit_test(test_fio_read_size), cmocka_unit_test(test_refused_forms),
		cmocka_unit_test(test_bounds),	      cmocka_unit_test(test_engine_vars),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
