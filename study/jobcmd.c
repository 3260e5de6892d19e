// jobcmd.c: schedaio-study's commands over fio job files, MB/s and start-ups (main.c's usage).
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fioopts.h"
#include "fiosize/fiosize.h"
#include "jobparse.h"
#include "json/atomicfile.h"
#include "safepath/safepath.h"
#include "study.h"
#include "units/units.h"

/* bad: one line on stderr, exit status 2 (bad arguments or input). */
static int bad(const char *cmd, const char *what)
{
	fprintf(stderr, "schedaio-study %s: %s\n", cmd, what);
	return 2;
}

/* dir_of: the folder of PATH into BUF (dirname(3) of a copy). */
static const char *dir_of(const char *path, char *buf, size_t len)
{
	snprintf(buf, len, "%s", path);
	return dirname(buf);
}

/* checked: TEXT (LEN bytes, the job file PATH, or the --input of PATH when INPUT) passes
 * jobrules_job_check, its traces read under PATH's folder: 0, or -EPERM with the line refused
 * in WHY. */
static int checked(const char *text, size_t len, const char *path, int input, char *why, size_t whylen)
{
	char name[STUDY_WHY / 2], dir[PATH_MAX];

	snprintf(name, sizeof(name), input ? "%s (its --input)" : "%s", path);
	return jobrules_job_check(text, len, name, dir_of(path, dir, sizeof(dir)), why, whylen);
}

/* src_checked: the job file PATH is read and passes jobrules_job_check: 0, or -errno with
 * WHY (jobfile_read's, or the line refused). */
static int src_checked(const char *path, char *why, size_t whylen)
{
	char *buf;
	size_t len;
	int ret = jobfile_read(path, &buf, &len, why, whylen);

	if (ret)
		return ret;
	ret = checked(buf, len, path, 0, why, whylen);
	free(buf);
	return ret;
}

/* path_ok: V, a path job-file writes into a job.fio (--directory, --filename, --stats-file, the
 * folder of the trace copies), is absolute and of a value's characters but ':' (a list
 * separator of directory=, filename= and read_iolog=): fio reads it one way. With VARS,
 * "$jobname" and "$jobnum" may be in it (the engine's words, stats_file=). */
static int path_ok(const char *v, int vars)
{
	char why[STUDY_WHY];

	if (!v || !*v)
		return 1;
	return v[0] == '/' && !strchr(v, ':') && strlen(v) < PATH_MAX &&
	       jobparse_value(v, strlen(v), vars ? JOBPARSE_ENGINE_VARS : 0, why, sizeof(why));
}

/* edit_paths_ok: E's --directory, --filename and --stats-file pass path_ok, and its --ioengine
 * is external:PATH with PATH passing it, or an engine a pack may name (jobs/fio-options.tsv). */
static int edit_paths_ok(const struct jobfile_edit *e)
{
	if (!path_ok(e->directory, 0) || !path_ok(e->filename, 0) || !path_ok(e->stats_file, 1))
		return 0;
	if (strncmp(e->ioengine, "external:", 9))
		return fioopt_value_ok(FIOOPT_K_ENGINE, e->ioengine, strlen(e->ioengine), 1);
	return e->ioengine[9] && path_ok(e->ioengine + 9, 0);
}

/* copy_traces: each read_iolog= of TEXT (LEN bytes, checked) read from the pack folder PACK
 * (jobrules_trace: the same checks) and written to DIR/replay-SECTION.iolog through
 * atomicfile (DIR opened once, atomicfile_dir): fio replays the bytes that were checked, from
 * a folder of root's, whatever happens to the pack meanwhile. 0, or 2 with a line on stderr. */
static int copy_traces(const char *text, size_t len, const char *pack, const char *dir)
{
	char why[STUDY_WHY], path[PATH_MAX + 300], name[300], *buf;
	struct atomicfile a;
	struct iolog_sum sum;
	struct jobparse p;
	size_t i, blen;
	long line;
	char reason[SAFEPATH_WHY];
	int dfd, ret = 0;

	if (jobparse_read(text, len, 0, &p, &line, why, sizeof(why))) {
		jobparse_free(&p);
		return bad("job-file", why);
	}
	dfd = atomicfile_dir(dir, NULL, reason, sizeof(reason));
	if (dfd < 0) {
		jobparse_free(&p);
		snprintf(why, sizeof(why), "%.500s", reason);
		return bad("job-file", why);
	}
	for (i = 0; i < p.nopt && !ret; i++) {
		const struct jobparse_opt *o = &p.opt[i];
		const struct jobparse_sect *s = &p.sect[o->sect];

		if (!jobparse_is(o, "read_iolog"))
			continue;
		if (jobrules_trace(&p, o, pack, &buf, &blen, &sum, why, sizeof(why))) {
			ret = bad("job-file", why);
			break;
		}
		snprintf(name, sizeof(name), "replay-%.*s.iolog", (int)s->nlen, s->name);
		snprintf(path, sizeof(path), "%s/%s", dir, name);
		ret = atomicfile_open_at(&a, dfd, name);
		if (!ret) {
			ret = fwrite(buf, 1, blen, a.f) != blen;
			ret = atomicfile_commit(&a, !ret);
		}
		free(buf);
		if (ret) {
			snprintf(why, sizeof(why), "%.400s: %s", path, strerror(-ret));
			ret = bad("job-file", why);
		}
	}
	close(dfd);
	jobparse_free(&p);
	return ret;
}

int cmd_job_file(int argc, char **argv)
{
	static const char want[] = "want DEST SRC --ioengine ENGINE [--stats-file PATH] "
				   "[--expect-sched S] [--directory DIR] [--filename DEV] "
				   "[--replay PACK_DIR] [--quick K=V,...] [--sweep POINT] [--input FILE]";
	struct jobfile_edit e = { 0 };
	const char **slot, *input;
	char *buf, why[STUDY_WHY], reason[SAFEPATH_WHY], dest_dir[PATH_MAX], dest_dir_abs[PATH_MAX];
	struct atomicfile a;
	size_t len;
	int i, ret;

	if (argc < 3)
		return bad("job-file", want);
	e.src = argv[2];
	input = argv[2];
	for (i = 3; i < argc; i++) {
		if (!strcmp(argv[i], "--ioengine")) slot = &e.ioengine;
		else if (!strcmp(argv[i], "--stats-file")) slot = &e.stats_file;
		else if (!strcmp(argv[i], "--expect-sched")) slot = &e.expect_sched;
		else if (!strcmp(argv[i], "--directory")) slot = &e.directory;
		else if (!strcmp(argv[i], "--filename")) slot = &e.filename;
		else if (!strcmp(argv[i], "--replay")) slot = &e.replay_pack;
		else if (!strcmp(argv[i], "--quick")) slot = &e.quick;
		else if (!strcmp(argv[i], "--sweep")) slot = &e.sweep;
		else if (!strcmp(argv[i], "--input")) slot = &input;
		else
			return bad("job-file", want);
		if (i + 1 >= argc)
			return bad("job-file", want);
		*slot = argv[++i];
	}
	if (!e.ioengine || !*e.ioengine)
		return bad("job-file", "--ioengine is required");
	if (!e.directory && !(e.filename && *e.filename) && !(e.replay_pack && *e.replay_pack))
		return bad("job-file", "the job needs --directory, --filename or --replay");
	if (e.sweep && jobrules_point_check(e.sweep, why, sizeof(why)))
		return bad("job-file", why);
	if (!edit_paths_ok(&e))
		return bad("job-file", "--directory, --filename, --stats-file and --ioengine "
			   "external:PATH: absolute paths of letters, digits and _.%+,/@=- (fio reads "
			   "':' and the rest otherwise); --ioengine: else an engine a pack may name");
	if (input != e.src && src_checked(e.src, why, sizeof(why)))
		return bad("job-file", why);
	if (jobfile_read(input, &buf, &len, why, sizeof(why)))
		return bad("job-file", why);
	if (checked(buf, len, e.src, input != e.src, why, sizeof(why))) {
		free(buf);
		return bad("job-file", why);
	}
	if (e.replay_pack && *e.replay_pack) {
		/* the copies go beside DEST (the run folder): fio runs elsewhere, so an absolute path */
		if (!realpath(dir_of(argv[1], dest_dir, sizeof(dest_dir)), dest_dir_abs) ||
		    !path_ok(dest_dir_abs, 0)) {
			free(buf);
			return bad("job-file", "DEST's folder: missing, or not an absolute path of "
				   "letters, digits and _.%+,/@=-");
		}
		e.replay_dir = dest_dir_abs;
		if (copy_traces(buf, len, e.replay_pack, dest_dir_abs)) {
			free(buf);
			return 2;
		}
	}
	ret = atomicfile_open(&a, argv[1], reason, sizeof(reason));
	if (ret) {
		snprintf(why, sizeof(why), "%.200s: %.300s", argv[1], reason);
		free(buf);
		return bad("job-file", why);
	}
	ret = jobfile_rewrite(buf, len, &e, a.f);
	free(buf);
	ret = atomicfile_commit(&a, ret == 0) ?: ret;
	if (ret == -EINVAL)
		return bad("job-file", "more than 32 --quick pairs");
	if (ret) {
		snprintf(why, sizeof(why), "%s: %s", argv[1], strerror(-ret));
		return bad("job-file", why);
	}
	return 0;
}

int cmd_job_value(int argc, char **argv)
{
	const char *v;
	size_t vl;
	char *buf, why[STUDY_WHY];
	size_t len;

	if (argc != 3 || !*argv[2])
		return bad("job-value", "want FILE KEY");
	if (jobfile_read(argv[1], &buf, &len, why, sizeof(why)))
		return bad("job-value", why);
	if (jobfile_global_value(buf, argv[2], &v, &vl))
		printf("%.*s\n", (int)vl, v);
	free(buf);
	return 0;
}

int cmd_section_value(int argc, char **argv)
{
	const char *v;
	size_t vl;
	char *buf, why[STUDY_WHY];
	size_t len;

	if (argc != 4 || !*argv[3])
		return bad("section-value", "want FILE SECTION KEY");
	if (jobfile_read(argv[1], &buf, &len, why, sizeof(why)))
		return bad("section-value", why);
	jobfile_section_value(buf, argv[2], argv[3], &v, &vl);
	printf("%.*s\n", (int)vl, v);
	free(buf);
	return 0;
}

int cmd_job_writes(int argc, char **argv)
{
	char *buf, why[STUDY_WHY], dir[PATH_MAX];
	size_t len;
	int w;

	if (argc != 2 && argc != 3)
		return bad("job-writes", "want FILE [PACK_DIR]");
	if (jobfile_read(argv[1], &buf, &len, why, sizeof(why)))
		return bad("job-writes", why);
	w = jobrules_job_writes(buf, len, argc == 3 ? argv[2] : dir_of(argv[1], dir, sizeof(dir)),
				why, sizeof(why));
	free(buf);
	if (w < 0) {
		char line[STUDY_WHY + 64];

		snprintf(line, sizeof(line), "%s: %s", argv[1], why);
		return bad("job-writes", line);
	}
	return w ? 0 : 1;
}

int cmd_mbps(int argc, char **argv)
{
	enum units_mbps unit;
	char *end;
	double kib;

	if (argc != 3)
		return bad("mbps", "want UNIT KIBPS");
	if (units_parse(argv[1], &unit))
		return bad("mbps", "unknown unit (KiB/s/1000, MiB/s or MB/s)");
	errno = 0;
	kib = strtod(argv[2], &end);
	if (end == argv[2] || *end || errno || !isfinite(kib) || kib < 0)
		return bad("mbps", "KIBPS is not a finite bandwidth >= 0 (fio's KiB/s)");
	printf("%.1f\n", units_mbps(kib, unit));
	return 0;
}

int cmd_startup_json(int argc, char **argv)
{
	char why[STUDY_WHY];
	json_t *o;

	if (argc != 4 || !*argv[3])
		return bad("startup-json", "want RUNDIR PACK_JOB APP_JOB");
	if (startup_object(argv[1], argv[2], argv[3], &o, why, sizeof(why)))
		return bad("startup-json", why);
	json_dumpf(o, stdout, JSON_COMPACT | JSON_REAL_PRECISION(17));
	putchar('\n');
	json_decref(o);
	return 0;
}

int cmd_sweep_check(int argc, char **argv)
{
	const char *p, *comma, *key;
	char why[STUDY_WHY];
	size_t klen;

	if (argc != 3 || !*argv[1] || !*argv[2])
		return bad("sweep-check", "want KEY V1,V2,...");
	key = argv[1];
	klen = strlen(key);
	for (p = argv[2];; p = comma + 1) {
		comma = strchr(p, ',');
		if (jobrules_sweep_check(key, klen, p, comma ? (size_t)(comma - p) : strlen(p), why,
					 sizeof(why))) {
			printf("%s\n", why);
			return 1;
		}
		if (!comma)
			return 0;
	}
}

int cmd_sweep_keys(int argc, char **argv)
{
	(void)argv;
	if (argc != 1)
		return bad("sweep-keys", "takes no arguments");
	jobrules_sweep_print(stdout);
	return 0;
}

int cmd_job_check(int argc, char **argv)
{
	char *buf, why[STUDY_WHY], dir[PATH_MAX];
	size_t len;
	int i, ret;

	if (argc < 2)
		return bad("job-check", "want FILE...");
	for (i = 1; i < argc; i++) {
		if (jobfile_read(argv[i], &buf, &len, why, sizeof(why)))
			return bad("job-check", why);
		ret = jobrules_job_check(buf, len, argv[i], dir_of(argv[i], dir, sizeof(dir)), why,
					 sizeof(why));
		free(buf);
		if (ret) {
			printf("%s\n", why);
			return 1;
		}
	}
	return 0;
}

/* mem_available: MemAvailable of /proc/meminfo, bytes ("MemAvailable:   24310496 kB", kB =
 * KiB: Documentation/filesystems/proc.rst), or 0 when it cannot be read (no check then: the
 * kernel is older than 3.14 or /proc is not mounted). */
static unsigned long long mem_available(void)
{
	unsigned long long kib = 0;
	char line[256];
	FILE *f = fopen("/proc/meminfo", "re");

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "MemAvailable: %llu kB", &kib) == 1)
			break;
	fclose(f);
	return kib < (1ull << 50) ? kib * 1024 : 0;
}

/* mem_arg: S, a MemAvailable given in bytes (a --hosts host's, rp-agent.sh check), into *OUT:
 * 1 to 19 digits, at most 2^60 (the figure of 1 EiB; mem_available's bound is below it).
 * 0, or -EINVAL. */
static int mem_arg(const char *s, unsigned long long *out)
{
	unsigned long long n = 0;
	size_t i;

	for (i = 0; s[i]; i++) {
		if (s[i] < '0' || s[i] > '9' || i >= 19)
			return -EINVAL;
		n = n * 10 + (unsigned long long)(s[i] - '0');
	}
	if (!i || n > 1ull << 60)
		return -EINVAL;
	*out = n;
	return 0;
}

int cmd_job_fio_check(int argc, char **argv)
{
	char *buf, *show, why[STUDY_WHY];
	unsigned long long avail;
	size_t len, slen;
	int ret;

	if (argc != 3 && argc != 4)
		return bad("job-fio-check", "want JOB SHOWCMD [MEM_AVAILABLE] (fio --showcmd JOB's output, a file or - for stdin; bytes)");
	if (argc == 4 && mem_arg(argv[3], &avail))
		return bad("job-fio-check", "MEM_AVAILABLE must be a number of bytes (digits, at most 2^60)");
	if (argc == 3)
		avail = mem_available();
	if (jobfile_read(argv[1], &buf, &len, why, sizeof(why)))
		return bad("job-fio-check", why);
	if (jobfile_read(strcmp(argv[2], "-") ? argv[2] : "/dev/stdin", &show, &slen, why, sizeof(why))) {
		free(buf);
		return bad("job-fio-check", why);
	}
	ret = jobrules_fio_check(buf, len, show, slen, avail, argv[1], why, sizeof(why));
	free(buf);
	free(show);
	if (ret == -ENOMEM)
		return bad("job-fio-check", "out of memory");
	if (ret) {
		printf("%s\n", why);
		return 1;
	}
	return 0;
}

int cmd_job_buffers(int argc, char **argv)
{
	unsigned long long b, max = 0;
	char *buf, why[STUDY_WHY], w[STUDY_WHY];
	struct jobparse p;
	int i, at = 0, ret;
	size_t len;
	long line;

	if (argc < 2)
		return bad("job-buffers", "want JOB...");
	for (i = 1; i < argc; i++) {
		if (jobfile_read(argv[i], &buf, &len, why, sizeof(why)))
			return bad("job-buffers", why);
		/* P points into BUF: both freed after the sum */
		ret = jobparse_read(buf, len, JOBPARSE_ENGINE_VARS, &p, &line, w, sizeof(w));
		b = ret ? 0 : jobrules_buffer_bytes(&p);
		jobparse_free(&p);
		free(buf);
		if (ret) {
			snprintf(why, sizeof(why), "%.200s:%ld: %.200s", argv[i], line, w);
			return bad("job-buffers", why);
		}
		if (b > max || i == 1)
			max = b, at = i - 1;
	}
	printf("%llu\t%d\n", max, at);
	return 0;
}

/* whole: S as a whole number of at most 18 digits into *N. 1 or 0. */
static int whole(const char *s, unsigned long long *n)
{
	size_t i;

	*n = 0;
	for (i = 0; s[i] >= '0' && s[i] <= '9' && i < 18; i++)
		*n = *n * 10 + (unsigned)(s[i] - '0');
	return i && !s[i];
}

int cmd_mem_fit(int argc, char **argv)
{
	unsigned long long mib, bytes;
	char why[STUDY_WHY];

	if (argc != 3 || !whole(argv[1], &mib) || mib > (1ull << 40) || !whole(argv[2], &bytes))
		return bad("mem-fit", "want SCRATCH_MIB BUF_BYTES (whole numbers)");
	if (jobrules_mem_fit(mib << 20, bytes, mem_available(), why, sizeof(why))) {
		printf("%s\n", why);
		return 1;
	}
	return 0;
}

int cmd_fio_size(int argc, char **argv)
{
	unsigned long long lo[3], hi[3];
	const char *why;
	int ret;

	if (argc != 3)
		return bad("fio-size", "want KIND VALUE (KIND: size, sizes, range or split)");
	if (!strcmp(argv[1], "size"))
		ret = fiosize_one(argv[2], strlen(argv[2]), hi, &why);
	else if (!strcmp(argv[1], "sizes"))
		ret = fiosize_ddirs(argv[2], strlen(argv[2]), hi, &why);
	else if (!strcmp(argv[1], "range"))
		ret = fiosize_ranges(argv[2], strlen(argv[2]), lo, hi, &why);
	else if (!strcmp(argv[1], "split"))
		ret = fiosize_split(argv[2], strlen(argv[2]), hi, &why);
	else
		return bad("fio-size", "KIND: size, sizes, range or split");
	if (ret) {
		printf("%.64s: %s\n", argv[2], why);
		return 1;
	}
	if (!strcmp(argv[1], "size"))
		printf("%llu\n", hi[0]);
	else if (!strcmp(argv[1], "range"))
		printf("%llu-%llu %llu-%llu %llu-%llu\n", lo[0], hi[0], lo[1], hi[1], lo[2], hi[2]);
	else
		printf("%llu %llu %llu\n", hi[0], hi[1], hi[2]);
	return 0;
}
