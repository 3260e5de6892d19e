// modules: study/jobrules.c study/jobparse.c study/fioopts.c study/iolog.c study/fiocheck.c lib/fiosize/fiosize.c
// test_study_jobrules: a pack's job file checked as fio reads it (study/jobrules.c; issue 39,
// findings 1 and 3): the two bypasses of the old text check refused with their line, every
// option against the one table (refused, set by run-pack, an alias, unknown, a value not of
// its kind: no byte of the value in the reason), each read_iolog= trace read as data under the
// pack's folder (a hostile one refused naming its own line), whether the job writes on the
// parsed values (rw= of any section or alias, a replay's trace; what rw=${X}randwrite hid),
// the --sweep's checks on the table's sweep rows, and fio's reading compared with ours.
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "study.h"

static const char pack[] = "; jobs/laptop-like\n"
			   "[global]\n"
			   "rw=randread\n"
			   "ioengine=libaio\n"
			   "iodepth=64\n"
			   "size=1g\n"
			   "direct=1\n"
			   "time_based\n"
			   "runtime=20\n"
			   "filename=fiofile\n"
			   "\n"
			   "[test]\n"
			   "name=test\n"
			   "bs=4k\n";

static char dir[] = "/tmp/test_study_jobrules.XXXXXX";

/* check: jobrules_job_check of PACK with LINE appended (traces under DIR); status, WHY. */
static int check(const char *line, char *why, size_t len)
{
	char text[16384];

	snprintf(text, sizeof(text), "%s%s", pack, line);
	why[0] = '\0';
	return jobrules_job_check(text, strlen(text), "p/a.fio", dir, why, len);
}

/* refused: PACK with LINE is refused at line 15 with WORDS in the reason. */
static void refused(const char *line, const char *words)
{
	char why[STUDY_WHY];

	if (!check(line, why, sizeof(why)) || !strstr(why, "p/a.fio:15: ") ||
	    !strstr(why, words) || !strstr(why, ": not in a pack's job file"))
		fail_msg("'%s': %s (want '%s')", line, why, words);
}

/* put: FILE under DIR (folders made) holding TEXT. */
static void put(const char *file, const char *text)
{
	char path[512];
	FILE *f;

	snprintf(path, sizeof(path), "%s/traces", dir);
	mkdir(path, 0700);
	snprintf(path, sizeof(path), "%s/%s", dir, file);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static int setup(void **state)
{
	(void)state;
	return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[128];

	(void)state;
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	return system(cmd) ? -1 : 0;
}

static void test_pack_ok(void **state)
{
	char why[STUDY_WHY];

	(void)state;
	assert_int_equal(check("", why, sizeof(why)), 0);
	assert_int_equal(check("stonewall\nunlink=1\ntimeseries_interval=10ms\n", why, sizeof(why)), 0);
}

static void test_bypasses(void **state)
{
	char line[8300];

	(void)state;
	/* finding 1 (a): ${VAR} inside an option's name */
	refused("exec_pre${SCHEDAIO_NOPE}run=sh -c 'id > F'\n", "a '$'");
	refused("rw=${SCHEDAIO_NOPE}randwrite\n", "a '$'");
	/* finding 1 (b): an 8191-byte ';' comment, exec_prerun= after it on the same line */
	line[0] = ';';
	memset(line + 1, 'c', 8190);
	strcpy(line + 8191, "exec_prerun=id\n");
	refused(line, "fio reads 8191 bytes at a time");
}

static void test_table_rules(void **state)
{
	static const char *const lines[][2] = {
		{ "exec_prerun=id\n", "exec_prerun: runs a shell command as root" },
		{ "exec_postrun=id\n", "runs a shell command" },
		{ "directory=/dev\n", "directory: run-pack sets it" },
		{ "stats_file=/etc/x\n", "stats_file: run-pack sets it" },
		{ "readwrite=randwrite\n", "an alias: write rw=" },
		{ "EXEC_PRERUN=id\n", "an option name" },
		{ "exec_pre=id\n", "exec_pre: not an option of jobs/fio-options.tsv" },
		{ "ioscheduler=none\n", "ioscheduler" },
		{ "cgroup=x\n", "cgroup" },
		{ "uid=0\n", "uid" },
		{ "opendir=/etc\n", "opendir" },
		{ "replay_redirect=/dev/vda\n", "replay_redirect" },
		{ "allow_mounted_write=1\n", "allow_mounted_write" },
		{ "filename_format=/dev/x\n", "filename_format" },
		{ "profile=act\n", "profile" },
		{ "zonemode=zbd\n", "zonemode" },
		{ "stats=0\n", "stats" },
		{ "filename=/dev/vda\n", "filename: not a plain file name" },
		{ "filename=a:/dev/vda\n", "filename: not a plain file name" },
		{ "write_iolog=/tmp/x\n", "write_iolog: not a plain file name" },
		{ "read_iolog=/etc/shadow\n", "read_iolog: not a path inside the pack folder" },
		{ "read_iolog=traces/../../x\n", "read_iolog: not a path" },
		{ "ioengine=external:/tmp/x.so\n", "ioengine: not an engine" },
		{ "ioengine=exec\n", "ioengine: not an engine" },
		{ "mem=mmap:/etc/x\n", "mem: not malloc" },
		{ "rw=sideways\n", "rw: not one of fio's directions" },
		{ "iodepth=0\n", "iodepth: not a whole number >= 1" },
		{ "direct\n", "direct: not 0 or 1" },
		{ "include x.fio\n", "include" },
		/* sizes fio reads otherwise than their text (lib/fiosize), option and value named */
		{ "io_size=4KiB\n", "io_size=4KiB: a unit in iB (KiB, MiB, ...): fio reads it as a power of 1000" },
		{ "io_size=1m-2m\n", "io_size=1m-2m: a list" },
		{ "bsrange=1k:4k-8k\n", "bsrange=1k:4k-8k: a range of more than two sizes" },
		{ "bssplit=4k/50:0x10k/50\n", "bssplit=4k/50:0x10k/50: a unit or another character after a hex" },
		{ "rw=randread:4k\n", "rw: a random direction's :N is a count" },
	};
	char why[STUDY_WHY];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(lines) / sizeof(lines[0]); i++)
		refused(lines[i][0], lines[i][1]);
	/* no byte of a value is printed */
	assert_int_not_equal(check("filename=SECRETVALUE/x\n", why, sizeof(why)), 0);
	assert_null(strstr(why, "SECRET"));
}

static void test_traces(void **state)
{
	char why[STUDY_WHY];

	(void)state;
	put("traces/ok.iolog", "fio version 3 iolog\n1 fiofile add\n1 fiofile open\n"
			       "2 fiofile read 0 4096\n3 fiofile close\n");
	put("traces/evil.iolog", "fio version 2 iolog\n/etc/x add\n/etc/x open\n"
				 "/etc/x write 0 4096\n/etc/x close\n");
	assert_int_equal(check("read_iolog=traces/ok.iolog\n", why, sizeof(why)), 0);
	/* finding 3: a trace naming another file, refused naming its line */
	refused("read_iolog=traces/evil.iolog\n",
		"read_iolog: traces/evil.iolog:2: add /etc/x: not a file the job names");
	refused("read_iolog=traces/missing.iolog\n", "read_iolog: traces/missing.iolog:");
	/* without the pack's folder the trace is not read (the job file alone) */
	assert_int_equal(jobrules_job_check("[x]\nread_iolog=traces/evil.iolog\n", 33, "a", NULL, why,
					    sizeof(why)),
			 0);
}

/* writes: jobrules_job_writes of TEXT, its traces under DIR. */
static int writes(const char *text, const char *packdir)
{
	char why[STUDY_WHY];

	return jobrules_job_writes(text, strlen(text), packdir, why, sizeof(why));
}

static void test_writes(void **state)
{
	(void)state;
	assert_int_equal(writes(pack, dir), 0);
	assert_int_equal(writes("[x]\nrw=write\n", dir), 1);
	assert_int_equal(writes("[x]\nrw=randtrimwrite\n", dir), 1);
	assert_int_equal(writes("[x]\nrw=randwrite:8\n", dir), 1);
	assert_int_equal(writes("[x]\nreadwrite=randrw\n", dir), 1); /* an alias, unchecked */
	assert_int_equal(writes("[global]\nrw=write\n[x]\nrw=read\n", dir), 1); /* the safe side */
	assert_int_equal(writes("[x]\nrw=read\n[y]\nrw=randread\n", dir), 0);
	assert_int_equal(writes("[x]\nrwmixwrite=100\n", dir), 0);
	/* the finding: rw=${X}randwrite is not "no" but an error (run-pack counts it as writing) */
	assert_true(writes("[x]\nrw=${SCHEDAIO_NOPE}randwrite\n", dir) < 0);
	/* a replay goes its trace's directions */
	put("traces/w.iolog", "fio version 3 iolog\n1 f add\n1 f open\n2 f write 0 4096\n");
	put("traces/r.iolog", "fio version 3 iolog\n1 f add\n1 f open\n2 f read 0 4096\n");
	put("traces/t.iolog", "fio version 2 iolog\nf add\nf open\nf trim 0 4096\n");
	assert_int_equal(writes("[f]\nfilename=f\n[app]\nread_iolog=traces/w.iolog\n", dir), 1);
	assert_int_equal(writes("[f]\nfilename=f\n[app]\nread_iolog=traces/t.iolog\n", dir), 1);
	assert_int_equal(writes("[f]\nfilename=f\n[app]\nread_iolog=traces/r.iolog\n", dir), 0);
	assert_int_equal(writes("[f]\nfilename=f\n[app]\nread_iolog=traces/r.iolog\n", NULL), 1);
	assert_true(writes("[app]\nread_iolog=traces/w.iolog\n", dir) < 0); /* f not named */
}

static void test_sweep(void **state)
{
	char why[STUDY_WHY];

	(void)state;
	assert_int_equal(jobrules_point_check("iodepth=8,numjobs=4", why, sizeof(why)), 0);
	assert_int_equal(jobrules_point_check("rw=randwrite", why, sizeof(why)), 0);
	assert_int_equal(jobrules_point_check("opendir=etc", why, sizeof(why)), -EPERM);
	assert_non_null(strstr(why, "opendir: not an option a sweep may set"));
	assert_int_equal(jobrules_point_check("filename=x", why, sizeof(why)), -EPERM);
	assert_int_equal(jobrules_point_check("readwrite=write", why, sizeof(why)), -EPERM);
	assert_int_equal(jobrules_point_check("iodepth=0", why, sizeof(why)), -EINVAL);
	assert_non_null(strstr(why, "iodepth: bad value '0' (a whole number >= 1)"));
	assert_int_equal(jobrules_point_check("rw=sideways", why, sizeof(why)), -EINVAL);
	assert_int_equal(jobrules_point_check("iodepth", why, sizeof(why)), -EINVAL);
}

/* fio_check: jobrules_fio_check of TEXT against fio's line SHOW. */
static int fio_check(const char *text, const char *show, char *why, size_t len)
{
	return jobrules_fio_check(text, strlen(text), show, strlen(show), 0, "r/job.fio", why, len);
}

static void test_fio_check(void **state)
{
	static const char job[] = "[global]\nstats_file=/r/schedaio-$jobname.json.tmp\n[x]\nrw=read\n";
	char why[STUDY_WHY];

	(void)state;
	assert_int_equal(fio_check(job, "fio --stats_file=/r/schedaio-$jobname.json.tmp --name=x --rw=read \n",
				   why, sizeof(why)),
			 0);
	assert_int_equal(fio_check(job, "fio --stats_file=/r/schedaio-$jobname.json.tmp --name=x --rw=write \n",
				   why, sizeof(why)),
			 -EPROTO);
	assert_non_null(strstr(why, "r/job.fio: fio reads it otherwise than schedaio-study: [x]"));
	assert_int_equal(fio_check("[x]\nrw=${X}read\n", "", why, sizeof(why)), -EINVAL);
	assert_non_null(strstr(why, "r/job.fio:2: a '$'"));
}

/* buffers: jobrules_buffers of job file TEXT with AVAIL bytes of MemAvailable. */
static int buffers(const char *text, unsigned long long avail, char *why, size_t len)
{
	struct jobparse p;
	long line;
	int ret;

	why[0] = '\0';
	assert_int_equal(jobparse_read(text, strlen(text), 0, &p, &line, why, len), 0);
	ret = jobrules_buffers(&p, avail, why, len);
	jobparse_free(&p);
	return ret;
}

/* issue 39: iodepth x the largest bs x numjobs, summed over the jobs, at most JOBRULES_BUF_PCT
 * (50) % of MemAvailable; [global]'s values inherited; fio's defaults (bs 4k, 1, 1). */
static void test_buffers(void **state)
{
	const unsigned long long gib = 1ull << 30;
	char why[STUDY_WHY];

	(void)state;
	/* 64 x 2 MiB x 1 = 128 MiB: fits in half of 1 GiB */
	assert_int_equal(buffers("[global]\niodepth=64\n[w]\nbs=2m\n", gib, why, sizeof(why)), 0);
	/* exactly half: allowed; one byte more: refused (two jobs of 256 MiB and 1 B x 1) */
	assert_int_equal(buffers("[a]\nbs=256m\niodepth=2\n", gib, why, sizeof(why)), 0);
	assert_int_equal(buffers("[a]\nbs=256m\niodepth=2\n[b]\nbs=1\n", gib, why, sizeof(why)), -E2BIG);
	/* [global] numjobs=4 and iodepth 16 x bs 1g: 64 GiB, the job and both figures named */
	assert_int_equal(buffers("[global]\nnumjobs=4\niodepth=16\n[big]\nbs=4k,1g\n[small]\nbs=4k\n",
				 24 * gib, why, sizeof(why)),
			 -E2BIG);
	assert_string_equal(why, "job 'big' needs 64.0 GiB of fio buffers (iodepth 16 x bs 1.0 GiB x "
				 "numjobs 4; the file's jobs 64.0 GiB in all), more than 50 % of "
				 "MemAvailable (12.0 GiB of 24.0 GiB)");
	/* bsrange's and bssplit's largest size count; fio's default bs 4k */
	assert_int_equal(buffers("[r]\nbsrange=1k-8g\n", 8 * gib, why, sizeof(why)), -E2BIG);
	assert_int_equal(buffers("[s]\nbssplit=4k/50:8g/50\n", 8 * gib, why, sizeof(why)), -E2BIG);
	assert_int_equal(buffers("[d]\niodepth=1000\n", 8 << 20, why, sizeof(why)), 0); /* 3.9 MiB */
	assert_int_equal(buffers("[d]\niodepth=1100\n", 8 << 20, why, sizeof(why)), -E2BIG);
	/* huge figures saturate, never wrap; no MemAvailable known: no check */
	assert_int_equal(buffers("[h]\nbs=999999999t\niodepth=999999999\nnumjobs=999999999\n", 64 * gib,
				 why, sizeof(why)),
			 -E2BIG);
	assert_int_equal(buffers("[h]\nbs=1g\niodepth=999999\n", 0, why, sizeof(why)), 0);
	/* a count fio reads otherwise than digits (0x4000 is 16384 to fio): refused */
	assert_int_equal(buffers("[x]\nbs=2m\niodepth=0x4000\n", 64 * gib, why, sizeof(why)), -E2BIG);
	/* sizes as fio reads them (lib/fiosize), each counted as 4 KiB or less before: a hex
	 * bssplit size (8 GiB to fio), a bs list with ':' (fio: write and trim 1 GiB, the hex
	 * part read alone), a hex bsrange bound */
	assert_int_equal(buffers("[s]\nbssplit=4k/50:0x200000000/50\n", 8 * gib, why, sizeof(why)),
			 -E2BIG);
	assert_int_equal(buffers("[c]\nbs=4k:0x40000000\niodepth=8\n", 8 * gib, why, sizeof(why)),
			 -E2BIG);
	assert_int_equal(buffers("[r]\nbsrange=4k-0x200000000\n", 8 * gib, why, sizeof(why)), -E2BIG);
	assert_int_equal(buffers("[ok]\nbsrange=4k-0x100000\niodepth=4\n", 8 * gib, why, sizeof(why)), 0);
}

/* issue 39: a RAM-held scratch device's backing file and fio's buffers, together at most
 * JOBRULES_BUF_PCT (50) % of MemAvailable: each alone fits, their sum is refused. */
static void test_mem_fit(void **state)
{
	const unsigned long long gib = 1ull << 30;
	char why[STUDY_WHY];

	(void)state;
	assert_int_equal(jobrules_mem_fit(4 * gib, 2 * gib, 12 * gib, why, sizeof(why)), 0);
	assert_int_equal(jobrules_mem_fit(4 * gib, 2 * gib + 1, 12 * gib, why, sizeof(why)), -E2BIG);
	assert_int_equal(jobrules_mem_fit(5 * gib, 5 * gib, 16 * gib, why, sizeof(why)), -E2BIG);
	assert_string_equal(why, "the scratch device's backing file in memory (5.0 GiB) and fio's "
				 "buffers (5.0 GiB, the largest cell's) need 10.0 GiB together, more "
				 "than 50 % of MemAvailable (8.0 GiB of 16.0 GiB)");
	assert_int_equal(jobrules_mem_fit(1ull << 62, 1ull << 62, 16 * gib, why, sizeof(why)), -E2BIG);
	assert_int_equal(jobrules_mem_fit(64 * gib, 64 * gib, 0, why, sizeof(why)), 0); /* not known */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pack_ok), cmocka_unit_test(test_bypasses),
		cmocka_unit_test(test_table_rules), cmocka_unit_test(test_traces),
		cmocka_unit_test(test_writes), cmocka_unit_test(test_sweep),
		cmocka_unit_test(test_fio_check), cmocka_unit_test(test_buffers),
		cmocka_unit_test(test_mem_fit),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
