// main.c: build/schedaio-study, the commands scripts/run-pack calls (see study.h and usage()).
#include <errno.h>
#include <limits.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "json/jsonfile.h"
#include "safepath/safepath.h"
#include "study.h"

static const char usage_text[] =
	"Usage: schedaio-study COMMAND ARGS (called by scripts/run-pack; the manifest's keys are in STUDIES.md)\n"
	"  init MANIFEST [--resumed-at TIME] < SPEC   write a new manifest from SPEC's tab-separated lines;\n"
	"                                             an existing one keeps its results and resume times\n"
	"  record MANIFEST --sched F --cell C --run R --status S --seconds X [--host H | --kernel K]\n"
	"         [--kernel-release REL] [--accel native|kvm|tcg] [--fio-rc N] [--error E] [--bw KIB]\n"
	"         [--attempts N] [--why TEXT] [--cache 0|1] [--job-sha SHA] [--diff LINE]...\n"
	"         [--extra JSON]                      store one run's result (replacing the same run's);\n"
	"                                             --extra: an object merged into it\n"
	"  check-run FIO_JSON [STATS_JSON...]        a run's output: prints its bandwidth (KiB/s) and\n"
	"                                             exits 0, or prints why it failed and exits 1\n"
	"  split-client CLIENT_JSON HOST OUT          HOST's part of fio --client's JSON into OUT (a fio\n"
	"                                             JSON of one machine); exit 1 with why if none\n"
	"  next MANIFEST [--kernel K] [--after F C R] the next run: 'F<TAB>C<TAB>R<TAB>WHY[<TAB>HOSTS]', exit 0;\n"
	"                                             exit 1 when the study (kernel K's share) is done\n"
	"  count MANIFEST [--kernel K]                'TOTAL DONE': scheduled runs, and those ok\n"
	"  kernel-set MANIFEST NAME < SPEC            what kernel NAME's share found (release, accel,\n"
	"                                             status, device, skip FOLDER WHY, preflight...)\n"
	"  kernels MANIFEST                           'NAME<TAB>SPEC<TAB>RELEASE<TAB>ACCEL<TAB>STATUS' a line\n"
	"  end MANIFEST --status S [--ended TIME]     the study's status (and end time)\n"
	"  preflight MANIFEST < LINES                 the preflight block's lines\n"
	"  args MANIFEST                              'ok', pack path, command, then the plan's args\n"
	"                                             (no path, device or grant), NUL-separated;\n"
	"                                             or 'error' and the reason\n"
	"  resume-check MANIFEST < SPEC               one line per difference from SPEC (now); exit 1 if any\n"
	"  get MANIFEST run_id|started|ok             a field (ok: the number of runs ok)\n"
	"  timed-out MANIFEST SCHED CELL RUN [KERNEL] an earlier run of the pair whose start-up timed out\n"
	"                                             (rp-startup.sh): prints it, exit 0; else exit 1\n"
	"  reason THRESHOLD VALUE...                  the dynamic run count's reason for one more run\n"
	"                                             (exit 0), or nothing (exit 1)\n"
	"  job-file DEST SRC --ioengine ENGINE [--stats-file PATH] [--expect-sched S]\n"
	"         [--directory DIR | --filename DEV | --replay PACK_DIR] [--quick K=V,...]\n"
	"         [--sweep POINT] [--input FILE]   the job file fio runs: SRC (or FILE, its --sweep\n"
	"                                             text) with run-pack's changes (rp-job.sh), into\n"
	"                                             DEST through a new .DEST.XXXXXX.tmp\n"
	"  job-check FILE...                          exit 0 if each job file reads one way (as fio reads\n"
	"                                             it), sets only what jobs/fio-options.tsv allows a\n"
	"                                             pack, and its read_iolog= traces (under its folder)\n"
	"                                             name only its own files; else 1 and the first line\n"
	"                                             refused (study/jobrules.c)\n"
	"  job-fio-check JOB SHOWCMD [MEM_AVAILABLE]  exit 0 if fio --showcmd JOB's output (SHOWCMD, a\n"
	"                                             file or -) names JOB's options as schedaio-study\n"
	"                                             reads them and its fio buffers fit in half of\n"
	"                                             MemAvailable (this machine's, or MEM_AVAILABLE\n"
	"                                             bytes; 0: no bound), else 1 and the difference\n"
	"  job-buffers JOB...                         the largest fio buffers of the JOBs (iodepth x bs x\n"
	"                                             numjobs, summed over a file's jobs): 'BYTES<TAB>I',\n"
	"                                             I the 0-based index of that JOB\n"
	"  mem-fit SCRATCH_MIB BUF_BYTES              exit 0 if a RAM-held scratch device and fio's\n"
	"                                             buffers fit in half of MemAvailable together, else 1\n"
	"                                             and the figures\n"
	"  fio-size KIND VALUE                        VALUE in bytes as fio reads it (lib/fiosize): KIND\n"
	"                                             size (one: 4k), sizes (bs=: read write trim),\n"
	"                                             range (bsrange=: LO-HI per direction) or split\n"
	"                                             (bssplit=: each direction's largest); exit 1 and\n"
	"                                             why for a form fio reads otherwise\n"
	"  sweep-check KEY V1,V2,...                  exit 0 if --sweep may set KEY to each value, else 1\n"
	"                                             and why\n"
	"  sweep-keys                                 the options a --sweep may set: KEY, VALUES, WHY (safe)\n"
	"  job-value FILE KEY                         KEY's value in FILE's [global] (nothing if absent)\n"
	"  section-value FILE SECTION KEY             KEY's value in [SECTION], else in [global]\n"
	"  job-writes FILE [PACK_DIR]                 exit 0 if a job writes or trims (rw=, the actions\n"
	"                                             of its traces, under PACK_DIR or FILE's folder),\n"
	"                                             else 1\n"
	"  mbps UNIT KIBPS                            fio's KiB/s as the pack's MB/s (UNIT: KiB/s/1000,\n"
	"                                             MiB/s or MB/s), one decimal\n"
	"  startup-json RUNDIR PACK_JOB APP_JOB       a start-up replay's {\"startup\": {...}} (one line)\n"
	"  safe-dir [--missing-ok|--parent] DIR      DIR and every folder above it owned by root or the\n"
	"                                             invoking user (SUDO_UID, else the real uid) and\n"
	"                                             not writable by group or others (a sticky folder\n"
	"                                             only above DIR; lib/safepath/safepath.h):\n"
	"                                             prints DIR's resolved path, exit 0; or why not,\n"
	"                                             exit 1 (refused) or 3 (cannot be judged: missing,\n"
	"                                             unreadable). --missing-ok: DIR may be made later.\n"
	"                                             --parent: DIR only holds a new private folder of\n"
	"                                             ours, so it may be sticky (/tmp, /dev/shm)\n"
	"  safe-file FILE                             FILE a regular file (not a link) owned by root or the\n"
	"                                             invoking user, not writable by group or others\n"
	"                                             (safe-dir's rule): exit 0; else why, exit 1 (3: missing)\n"
	"  tree-check DIR                             every entry of study folder DIR (walked with O_NOFOLLOW)\n"
	"                                             a regular file or a folder, every folder held to\n"
	"                                             safe-dir's rule: exit 0; else the first refused\n"
	"                                             (a link: its path) and exit 1 (3: unreadable)\n"
	"  run-dir STUDY REL                          STUDY/REL made an empty folder, no name of it\n"
	"                                             followed as a link (run-pack's run folder)\n"
	"  loop-make DIR NAME SIZE_MIB [--partscan]   a new private folder NAME in DIR (safe-dir --parent),\n"
	"                                             in it a new SIZE_MIB MiB backing.img (O_EXCL), attached\n"
	"                                             by its descriptor to a free loop device (direct I/O):\n"
	"                                             prints 'DEV<TAB>BACKING<TAB>direct' (or 'buffered':\n"
	"                                             DIR's file system has no O_DIRECT); exit 1 and why\n"
	"  dev-hold DEV                               open the block device DEV with O_EXCL and hold it\n"
	"                                             until stdout (a pipe) closes or the parent dies;\n"
	"                                             prints 'held', or 'busy<TAB>why' and exits 1 (EBUSY:\n"
	"                                             in use in any mount namespace) or 2 (other errors)\n"
	"  write-file FILE [--max BYTES]              stdin into FILE atomically (scripts/lib/atomic.sh's\n"
	"                                             write_atomic: a new temporary beside FILE, renamed over\n"
	"                                             it; a link at FILE is replaced, not followed); exit 1\n"
	"                                             and why if not written, 3 if more than BYTES were sent\n"
	"                                             (nothing written); SIGTERM, SIGINT or SIGHUP remove\n"
	"                                             the temporary (FILE as it was)\n"
	"Exit status: 0 done; 1 as said above; 2 bad arguments, an unreadable manifest or job file;\n"
	"3 as said above (safe-dir, write-file).\n";

static int cmd_init(int argc, char **argv)
{
	const char *resumed_at = NULL;
	struct spec_line *l;
	json_t *old = NULL, *root;
	char why[STUDY_WHY], *buf;
	size_t n;
	int ret;

	if (argc == 4 && !strcmp(argv[2], "--resumed-at"))
		resumed_at = argv[3];
	else if (argc != 2)
		return cmd_fail("init: want MANIFEST [--resumed-at TIME]%s", "", NULL);
	if (spec_read(&buf, &l, &n, why, sizeof(why)))
		return cmd_fail("init: %s%s", why, NULL);
	if (resumed_at && cmd_load(argv[1], &old)) {
		free(buf);
		free(l);
		return 2;
	}
	ret = doc_init(l, n, old, resumed_at, &root, why, sizeof(why));
	json_decref(old);
	free(buf);
	free(l);
	if (ret)
		return cmd_fail("init: %s%s", why, NULL);
	return cmd_save(argv[1], root);
}

static int cmd_check_run(int argc, char **argv)
{
	json_t *fio, *stats, *jobs, *j;
	char why[STUDY_WHY];
	double bw = 0;
	size_t i;
	int k;

	if (argc < 2)
		return cmd_fail("check-run: want FIO_JSON [STATS_JSON...]%s", "", NULL);
	/* fio's document found as every reader finds it (jsonfile_fio_doc): check-run and
	 * compare agree on what a fio.json holds */
	if (jsonfile_load(argv[1], JSONFILE_FIO, &fio, why, sizeof(why)))
		return printf("fio.json is missing or not fio JSON\n"), 1;
	jobs = json_object_get(fio, "jobs");
	if (!json_is_array(jobs) || !json_array_size(jobs)) {
		json_decref(fio);
		return printf("fio.json is missing or not fio JSON\n"), 1;
	}
	json_array_foreach(jobs, i, j) {
		bw += json_number_value(json_object_get(json_object_get(j, "read"), "bw"));
		bw += json_number_value(json_object_get(json_object_get(j, "write"), "bw"));
	}
	json_decref(fio);
	for (k = 2; k < argc; k++) {
		const char *base = strrchr(argv[k], '/') ? strrchr(argv[k], '/') + 1 : argv[k];
		size_t len = strlen(base);

		if (len > 4 && !strcmp(base + len - 4, ".tmp"))
			len -= 4; /* the file's final name */
		if (jsonfile_load(argv[k], 0, &stats, why, sizeof(why)))
			return printf("the engine wrote no valid stats file (%.*s)\n", (int)len, base), 1;
		json_decref(stats);
	}
	printf("%.15g\n", bw);
	return 0;
}

static int cmd_split_client(int argc, char **argv)
{
	char why[STUDY_WHY];
	json_t *part;

	if (argc != 4)
		return cmd_fail("split-client: want CLIENT_JSON HOST OUT%s", "", NULL);
	if (client_split(argv[1], argv[2], &part, why, sizeof(why))) {
		printf("%s\n", why);
		return 1;
	}
	return cmd_save(argv[3], part);
}

/* kernel_opt: "--kernel NAME" at ARGV[*I] moved past (*I += 2) into *NAME; else nothing. */
static void kernel_opt(int argc, char **argv, int *i, const char **name)
{
	if (*i + 1 < argc && !strcmp(argv[*i], "--kernel")) {
		*name = argv[*i + 1];
		*i += 2;
	}
}

static int cmd_next(int argc, char **argv)
{
	struct slot after, next;
	char why[STUDY_WHY], dir[4096], *slash;
	const char *only = NULL;
	json_t *root;
	int ret, i = 2;

	kernel_opt(argc, argv, &i, &only);
	if (only) { /* the options after it, as without */
		argv[i - 2] = argv[0];
		argv[i - 1] = argv[1];
		argv += i - 2;
		argc -= i - 2;
	}
	if (argc != 2 && !(argc == 6 && !strcmp(argv[2], "--after")))
		return cmd_fail("next: want MANIFEST [--kernel NAME] [--after SCHED CELL RUN]%s", "", NULL);
	if (cmd_load(argv[1], &root))
		return 2;
	if (order_plan_check(root, why, sizeof(why))) {
		json_decref(root);
		return cmd_fail("next: %s: %s", argv[1], why);
	}
	snprintf(dir, sizeof(dir), "%s", argv[1]);
	slash = strrchr(dir, '/');
	if (slash)
		*slash = '\0';
	else
		snprintf(dir, sizeof(dir), ".");
	if (argc == 6) {
		after.folder = argv[3];
		after.cell = argv[4];
		after.run = atoi(argv[5]);
	}
	ret = order_next(root, dir, only, argc == 6 ? &after : NULL, &next, why, sizeof(why));
	if (ret == 1)
		printf("%s\t%s\t%d\t%s\n", next.folder, next.cell, next.run, why);
	json_decref(root);
	if (ret < 0)
		return cmd_fail("next: %s%s", ret == -ENOMEM ? "out of memory" : why, NULL);
	return ret == 1 ? 0 : 1;
}

static int cmd_count(int argc, char **argv)
{
	char why[STUDY_WHY];
	const char *only = NULL;
	json_t *root;
	long total, done;
	int i = 2, ret;

	kernel_opt(argc, argv, &i, &only);
	if (argc != i)
		return cmd_fail("count: want MANIFEST [--kernel NAME]%s", "", NULL);
	if (cmd_load(argv[1], &root))
		return 2;
	if (order_plan_check(root, why, sizeof(why))) {
		json_decref(root);
		return cmd_fail("count: %s: %s", argv[1], why);
	}
	if ((ret = order_count(root, only, &total, &done))) {
		json_decref(root);
		return cmd_fail("count: %s%s", ret == -ENOMEM ? "out of memory" : "--kernel: not a kernel of the study: ",
				ret == -ENOMEM ? NULL : only ? only : "(none)");
	}
	printf("%ld %ld\n", total, done);
	json_decref(root);
	return 0;
}

static int cmd_end(int argc, char **argv)
{
	json_t *root;

	if (!((argc == 4 || argc == 6) && !strcmp(argv[2], "--status") &&
	      (argc == 4 || !strcmp(argv[4], "--ended"))))
		return cmd_fail("end: want MANIFEST --status S [--ended TIME]%s", "", NULL);
	if (cmd_load(argv[1], &root))
		return 2;
	json_object_set_new(root, "status", json_string(argv[3]));
	if (argc == 6)
		json_object_set_new(root, "ended", json_string(argv[5]));
	return cmd_save(argv[1], root);
}

static int cmd_preflight(int argc, char **argv)
{
	struct spec_line *l;
	json_t *root, *arr;
	char why[STUDY_WHY], *buf;
	size_t n, i;

	if (argc != 2)
		return cmd_fail("preflight: want MANIFEST%s", "", NULL);
	if (cmd_load(argv[1], &root))
		return 2;
	if (spec_read(&buf, &l, &n, why, sizeof(why))) {
		json_decref(root);
		return cmd_fail("preflight: %s%s", why, NULL);
	}
	arr = json_array();
	for (i = 0; i < n; i++)
		json_array_append_new(arr, json_string(l[i].key)); /* a line has no tab: all in key */
	json_object_set_new(root, "preflight", arr);
	free(buf);
	free(l);
	return cmd_save(argv[1], root);
}

static int cmd_args(int argc, char **argv)
{
	char why[STUDY_WHY];
	json_t *root;
	int ret;

	if (argc != 2)
		return cmd_fail("args: want MANIFEST%s", "", NULL);
	if (doc_load(argv[1], &root, why, sizeof(why))) {
		printf("error%c%s is not a JSON object (empty, truncated or not run-pack's); cannot resume it%c",
		       0, argv[1], 0);
		return 0;
	}
	ret = resume_args(root, why, sizeof(why));
	json_decref(root);
	if (ret)
		printf("error%c%s%s%s%c", 0, strncmp(why, "the manifest", 12) ? argv[1] : "",
		       strncmp(why, "the manifest", 12) ? " " : "", why, 0);
	return 0;
}

static int cmd_resume_check(int argc, char **argv)
{
	struct spec_line *l;
	char why[STUDY_WHY], *buf;
	json_t *root;
	size_t n;
	int d;

	if (argc != 2)
		return cmd_fail("resume-check: want MANIFEST%s", "", NULL);
	if (cmd_load(argv[1], &root))
		return 2;
	if (spec_read(&buf, &l, &n, why, sizeof(why))) {
		json_decref(root);
		return cmd_fail("resume-check: %s%s", why, NULL);
	}
	d = resume_diffs(root, l, n);
	json_decref(root);
	free(buf);
	free(l);
	return d ? 1 : 0;
}

static int cmd_get(int argc, char **argv)
{
	json_t *root, *r;
	size_t i, ok = 0;

	if (argc != 3)
		return cmd_fail("get: want MANIFEST FIELD%s", "", NULL);
	if (cmd_load(argv[1], &root))
		return 2;
	if (!strcmp(argv[2], "ok")) {
		json_array_foreach(json_object_get(root, "results"), i, r) {
			const char *st = json_string_value(json_object_get(r, "status"));

			ok += st && !strcmp(st, "ok");
		}
		printf("%zu\n", ok);
	} else if (!strcmp(argv[2], "run_id") || !strcmp(argv[2], "started")) {
		printf("%s\n", json_string_value(json_object_get(root, argv[2])) ?: "");
	} else {
		json_decref(root);
		return cmd_fail("get: unknown field '%s'%s", argv[2], NULL);
	}
	json_decref(root);
	return 0;
}

static int cmd_timed_out(int argc, char **argv)
{
	json_t *root, *r;
	int run, k;

	if ((argc != 5 && argc != 6) || (run = atoi(argv[4])) < 1)
		return cmd_fail("timed-out: want MANIFEST SCHED CELL RUN [KERNEL]%s", "", NULL);
	if (cmd_load(argv[1], &root))
		return 2;
	for (k = 1; k < run; k++) {
		r = doc_result(root, argc == 6 ? argv[5] : NULL, argv[2], argv[3], k);
		if (json_is_true(json_object_get(json_object_get(r, "startup"), "timed_out"))) {
			printf("%d\n", k);
			json_decref(root);
			return 0;
		}
	}
	json_decref(root);
	return 1;
}

static int cmd_reason(int argc, char **argv)
{
	char why[STUDY_WHY], *end;
	double *v, t;
	int i, ret;

	if (argc < 2)
		return cmd_fail("reason: want THRESHOLD VALUE...%s", "", NULL);
	t = strtod(argv[1], &end);
	if (*end || end == argv[1])
		return cmd_fail("reason: bad threshold '%s'%s", argv[1], NULL);
	v = calloc((size_t)argc, sizeof(*v));
	if (!v)
		return cmd_fail("out of memory%s", "", NULL);
	for (i = 2; i < argc; i++) {
		v[i - 2] = strtod(argv[i], &end);
		if (*end || end == argv[i]) {
			free(v);
			return cmd_fail("reason: bad value '%s'%s", argv[i], NULL);
		}
	}
	/* the first check, after the scheduled runs: as many runs as values, 3 scheduled */
	ret = dyn_reason(v, (size_t)(argc - 2), t, argc - 2, 3, 0, why, sizeof(why));
	free(v);
	if (ret)
		printf("%s\n", why);
	return ret ? 0 : 1;
}

/* cmd_safe_dir: the ownership rule of safepath.h for a folder the scripts write in; the
 * reason goes to stdout (the script prefixes its option), as check-run's. */
static int cmd_safe_dir(int argc, char **argv)
{
	char canon[PATH_MAX], why[SAFEPATH_WHY];
	int flags = argc != 3 ? 0 : !strcmp(argv[1], "--missing-ok") ? SAFEPATH_MISSING_OK
		    : !strcmp(argv[1], "--parent") ? SAFEPATH_PARENT : -1, ret;

	if (flags < 0 || argc != 2 + !!flags)
		return cmd_fail("safe-dir: want [--missing-ok | --parent] DIR%s", "", NULL);
	ret = safepath_check_flags(argv[argc - 1], safepath_uid(), flags, canon, sizeof(canon), why,
				   sizeof(why));
	if (ret) {
		printf("%s\n", why);
		return ret == -EPERM || ret == -ELOOP ? 1 : 3;
	}
	printf("%s\n", canon);
	return 0;
}

/* cmd_safe_file: safepath_judge_file for FILE (a state file run-pack replays); the reason on
 * stdout, as safe-dir's. */
static int cmd_safe_file(int argc, char **argv)
{
	char why[SAFEPATH_WHY];
	int ret;

	if (argc != 2)
		return cmd_fail("safe-file: want FILE%s", "", NULL);
	ret = safepath_judge_file(argv[1], safepath_uid(), why, sizeof(why));
	if (ret) {
		printf("%s\n", why);
		return ret == -EPERM ? 1 : 3;
	}
	return 0;
}

/* cmd_write_file: write-file FILE [--max BYTES] (writefile_copy of stdin). Exit 0 done, 1 not
 * written (one line on stderr), 2 bad usage, 3 more than BYTES sent (nothing written). */
static int cmd_write_file(int argc, char **argv)
{
	char why[STUDY_WHY + PATH_MAX], *end;
	long long max = -1;
	int ret;

	if (argc == 4 && !strcmp(argv[2], "--max")) {
		errno = 0;
		max = strtoll(argv[3], &end, 10);
		if (errno || end == argv[3] || *end || max < 0 || !isdigit((unsigned char)argv[3][0]))
			return cmd_fail("write-file: --max wants a number of bytes, not '%s'%s", argv[3], NULL);
	} else if (argc != 2) {
		return cmd_fail("write-file: want FILE [--max BYTES]%s", "", NULL);
	}
	ret = writefile_copy(argv[1], STDIN_FILENO, max, why, sizeof(why));
	if (ret)
		fprintf(stderr, "%s\n", why);
	return !ret ? 0 : ret == -EFBIG ? 3 : 1;
}

int main(int argc, char **argv)
{
	static const struct {
		const char *name;
		int (*fn)(int, char **);
	} cmds[] = {
		{ "init", cmd_init }, { "record", cmd_record }, { "check-run", cmd_check_run },
		{ "split-client", cmd_split_client },
		{ "next", cmd_next }, { "count", cmd_count }, { "end", cmd_end },
		{ "kernel-set", cmd_kernel_set }, { "kernels", cmd_kernels },
		{ "preflight", cmd_preflight }, { "args", cmd_args },
		{ "resume-check", cmd_resume_check }, { "get", cmd_get },
		{ "timed-out", cmd_timed_out }, { "reason", cmd_reason },
		{ "job-file", cmd_job_file }, { "job-value", cmd_job_value },
		{ "section-value", cmd_section_value }, { "job-writes", cmd_job_writes },
		{ "mbps", cmd_mbps }, { "startup-json", cmd_startup_json },
		{ "safe-dir", cmd_safe_dir }, { "safe-file", cmd_safe_file },
		{ "dev-hold", cmd_dev_hold },
		{ "tree-check", cmd_tree_check }, { "run-dir", cmd_run_dir },
		{ "loop-make", cmd_loop_make },
		{ "sweep-check", cmd_sweep_check }, { "sweep-keys", cmd_sweep_keys },
		{ "job-check", cmd_job_check }, { "job-fio-check", cmd_job_fio_check },
		{ "job-buffers", cmd_job_buffers }, { "mem-fit", cmd_mem_fit },
		{ "fio-size", cmd_fio_size },
		{ "write-file", cmd_write_file },
	};
	size_t i;

	if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		fputs(usage_text, argc < 2 ? stderr : stdout);
		return argc < 2 ? 2 : 0;
	}
	for (i = 0; i < sizeof(cmds) / sizeof(cmds[0]); i++)
		if (!strcmp(argv[1], cmds[i].name))
			return cmds[i].fn(argc - 1, argv + 1);
	return cmd_fail("unknown command '%s' (see --help)%s", argv[1], NULL);
}
