// modules: study/jobfile.c
// test_study_jobfile: run-pack's reading and rewriting of fio job files (study/jobfile.c)
// without the shell: a [global] value, a job's value with fio's fall back to [global], the
// rewrite's every change (engine line, stats_file, expect_sched,
// directory= placement, --quick values, the raw device, a replay's read_iolog= copies, the
// comment lines), and the bounded read's errors. The whole packs are held byte for byte
// against the old awk by tests/integration/study-jobfile.bats.
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "study.h"

static const char pack[] = "; a pack job\n"
			   "[global]\n"
			   "ioengine=libaio\n"
			   "runtime=60\n"
			   "\n"
			   "size=1g\n"
			   "[app]\n"
			   "read_iolog=traces/a.iolog\n"
			   "runtime=\n"
			   "[bg]\n"
			   "rw = randwrite\n"
			   "read_iolog=/abs/b\n"
			   "[global]\n"
			   "runtime=70\n";

/* value: jobfile_global_value's answer as a string ("<none>" when absent). */
static const char *value(const char *text, const char *key, char *buf, size_t len)
{
	const char *v;
	size_t n;

	if (!jobfile_global_value(text, key, &v, &n))
		return "<none>";
	snprintf(buf, len, "%.*s", (int)n, v);
	return buf;
}

static void test_global_value(void **state)
{
	char b[64];

	(void)state;
	assert_string_equal(value(pack, "runtime", b, sizeof(b)), "60"); /* the first one */
	assert_string_equal(value(pack, "size", b, sizeof(b)), "1g");
	assert_string_equal(value(pack, "read_iolog", b, sizeof(b)), "<none>"); /* a job's only */
	assert_string_equal(value(pack, "run", b, sizeof(b)), "<none>"); /* a prefix is not a key */
	assert_string_equal(value("runtime=5\n", "runtime", b, sizeof(b)), "<none>"); /* no section */
	assert_string_equal(value("[global]\ndirect=\n", "direct", b, sizeof(b)), "");
	assert_string_equal(value("[global]\nbs=4k", "bs", b, sizeof(b)), "4k"); /* no last '\n' */
}

static const char *section(const char *text, const char *sect, const char *key, char *buf,
			   size_t len)
{
	const char *v;
	size_t n;

	jobfile_section_value(text, sect, key, &v, &n);
	snprintf(buf, len, "%.*s", (int)n, v);
	return buf;
}

static void test_section_value(void **state)
{
	char b[64];

	(void)state;
	assert_string_equal(section(pack, "app", "read_iolog", b, sizeof(b)), "traces/a.iolog");
	/* an empty value of the job falls back to [global]'s, the last one of the file */
	assert_string_equal(section(pack, "app", "runtime", b, sizeof(b)), "70");
	assert_string_equal(section(pack, "bg", "read_iolog", b, sizeof(b)), "/abs/b");
	assert_string_equal(section(pack, "nojob", "size", b, sizeof(b)), "1g");
	assert_string_equal(section(pack, "app", "bs", b, sizeof(b)), "");
	assert_string_equal(section("", "app", "bs", b, sizeof(b)), "");
}

/* rewrite: jobfile_rewrite of TEXT under E into a string (free it). */
static char *rewrite(const char *text, const struct jobfile_edit *e, int *ret)
{
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);

	assert_non_null(f);
	*ret = jobfile_rewrite(text, strlen(text), e, f);
	fclose(f);
	return out;
}

static void test_rewrite_directory(void **state)
{
	struct jobfile_edit e = { .src = "p/a.fio", .ioengine = "external:/s.so",
				  .stats_file = "/r/s.json.tmp", .expect_sched = "none",
				  .directory = "/mnt/d" };
	char *out;
	int ret;

	(void)state;
	out = rewrite("[global]\nioengine=libaio\n\nsize=1g\n\n[job]\nrw=read\n", &e, &ret);
	assert_int_equal(ret, 0);
	assert_string_equal(out, "; job.fio: built by scripts/run-pack from p/a.fio\n"
				 ";   changed: ioengine, stats_file, expect_sched, directory=\n"
				 "[global]\nioengine=external:/s.so\nstats_file=/r/s.json.tmp\n"
				 "expect_sched=none\nsize=1g\ndirectory=/mnt/d\n\n[job]\nrw=read\n");
	free(out);
	/* [global] last: directory= at the end; no stats_file, no expect_sched */
	e.stats_file = "";
	e.expect_sched = NULL;
	out = rewrite("[job]\nioengine=libaio\n[global]\nbs=4k", &e, &ret);
	assert_string_equal(out, "; job.fio: built by scripts/run-pack from p/a.fio\n"
				 ";   changed: ioengine, directory=\n"
				 "[job]\nioengine=external:/s.so\n[global]\nbs=4k\ndirectory=/mnt/d\n");
	free(out);
}

static void test_rewrite_quick_raw_sweep(void **state)
{
	struct jobfile_edit e = { .src = "a.fio", .ioengine = "libaio", .filename = "/dev/loop9",
				  .quick = "runtime=3,size=256m", .sweep = "iodepth=8" };
	char *out;
	int ret;

	(void)state;
	out = rewrite("[global]\nioengine=libaio\nruntime=60\nfilename=/dev/x\n\n[job]\nruntime=9\n"
		      "filename=/dev/y\n",
		      &e, &ret);
	assert_int_equal(ret, 0);
	/* the raw device: no directory=, blank lines kept, every filename= replaced; the --quick
	 * values only in [global] */
	assert_string_equal(out, "; job.fio: built by scripts/run-pack from a.fio\n"
				 ";   changed: ioengine, filename (raw device), --quick: "
				 "runtime=3,size=256m, --sweep: iodepth=8\n"
				 "[global]\nioengine=libaio\nruntime=3\nfilename=/dev/loop9\n\n"
				 "[job]\nruntime=9\nfilename=/dev/loop9\n");
	free(out);
}

static void test_rewrite_replay(void **state)
{
	struct jobfile_edit e = { .src = "s/x.fio", .ioengine = "external:/s.so",
				  .stats_file = "/r/schedaio-$jobname.json.tmp", .directory = "/mnt/d",
				  .replay_pack = "/packs/s", .replay_dir = "/r" };
	char *out;
	int ret;

	(void)state;
	/* each read_iolog= names the checked copy of its section's trace (jobcmd.c copy_traces) */
	out = rewrite("[global]\nioengine=libaio\n\n[app]\nread_iolog=t/a.iolog\n[b]\nread_iolog=u\n",
		      &e, &ret);
	assert_int_equal(ret, 0);
	assert_string_equal(out, "; job.fio: built by scripts/run-pack from s/x.fio\n"
				 ";   changed: ioengine, stats_file, read_iolog= the trace's checked "
				 "copy (no directory=: fio runs in the folder under test)\n"
				 "[global]\nioengine=external:/s.so\n"
				 "stats_file=/r/schedaio-$jobname.json.tmp\n\n[app]\n"
				 "read_iolog=/r/replay-app.iolog\n[b]\nread_iolog=/r/replay-b.iolog\n");
	free(out);
}

static void test_rewrite_too_many_overrides(void **state)
{
	struct jobfile_edit e = { .src = "a", .ioengine = "libaio", .directory = "/d" };
	char list[33 * 8] = "", *out;
	int ret, i;

	(void)state;
	for (i = 0; i < 33; i++)
		sprintf(list + strlen(list), "%sk%d=1", i ? "," : "", i);
	e.quick = list;
	out = rewrite("[global]\n", &e, &ret);
	assert_int_equal(ret, -EINVAL);
	free(out);
	/* the same key again replaces it: 33 pairs of one key are one override */
	for (list[0] = '\0', i = 0; i < 33; i++)
		sprintf(list + strlen(list), "%sk=%d", i ? "," : "", i);
	out = rewrite("[global]\nk=0\n", &e, &ret);
	assert_int_equal(ret, 0);
	assert_non_null(strstr(out, "\nk=32\n"));
	free(out);
}

static void test_read(void **state)
{
	char path[] = "/tmp/test_study_jobfile.XXXXXX", why[STUDY_WHY], *buf;
	size_t len;
	FILE *f;
	int fd, i;

	(void)state;
	fd = mkstemp(path);
	assert_true(fd >= 0);
	f = fdopen(fd, "w");
	fputs("[global]\nbs=4k\n", f);
	fclose(f);
	assert_int_equal(jobfile_read(path, &buf, &len, why, sizeof(why)), 0);
	assert_int_equal(len, 15);
	assert_string_equal(buf, "[global]\nbs=4k\n");
	free(buf);
	f = fopen(path, "w");
	fwrite("a\0b\n", 1, 4, f);
	fclose(f);
	assert_int_equal(jobfile_read(path, &buf, &len, why, sizeof(why)), -EINVAL);
	assert_null(buf);
	assert_non_null(strstr(why, "NUL"));
	f = fopen(path, "w");
	for (i = 0; i <= JOBFILE_MAX; i++)
		fputc('a', f);
	fclose(f);
	assert_int_equal(jobfile_read(path, &buf, &len, why, sizeof(why)), -EFBIG);
	assert_null(buf);
	unlink(path);
	assert_int_equal(jobfile_read(path, &buf, &len, why, sizeof(why)), -ENOENT);
	assert_non_null(strstr(why, path));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_global_value),
		cmocka_unit_test(test_section_value),
		cmocka_unit_test(test_rewrite_directory),
		cmocka_unit_test(test_rewrite_quick_raw_sweep),
		cmocka_unit_test(test_rewrite_replay),
		cmocka_unit_test(test_rewrite_too_many_overrides),
		cmocka_unit_test(test_read),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
