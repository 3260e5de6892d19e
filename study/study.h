/*
 * study.h: build/schedaio-study, the study model of scripts/run-pack: the manifest
 * (results/<run-id>/manifest.json, schema 1: STUDIES.md), the order of runs, the Phoronix
 * Test Suite's dynamic run count and the --resume checks. The shell keeps what must survive
 * a crash (devices, schedulers, the state file); this program keeps the study's data.
 *
 * The manifest file is the only state: every command reads it, and a command that changes
 * it writes a new .MANIFEST.XXXXXX.tmp and renames it over MANIFEST (a reader sees the old
 * or the new file).
 * Errors: functions return 0 or a negative errno and put a one-line reason in WHY.
 *
 * A study has hosts (run-pack --hosts), kernels (run-pack --kernel), or neither: its "places".
 * Without either, results have no "host" or "kernel" key and a run's folder is
 * <scheduler>/<cell>/run-<i>; with hosts, every result names its host and the folder is
 * <host>/<scheduler>/<cell>/run-<i>, and a run slot (scheduler, cell, run) is run on every host
 * at once; with kernels, every result names its kernel (a kernels[].name) and the folder is
 * <kernel>/<scheduler>/<cell>/run-<i>, and each kernel's runs are run apart, in its own share
 * (next and count --kernel), a scheduler it does not offer skipped there only
 * (kernels[].skipped). A "place" below is a host's or a kernel's name, or NULL for neither.
 */
#ifndef STUDY_STUDY_H
#define STUDY_STUDY_H

#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

#include <jansson.h>

#include "iolog.h"
#include "jobparse.h"

#define STUDY_WHY 512 /* bytes of a reason line */

/* --- spec.c: the shell's tab-separated lines ---------------------------------------- */

#define SPEC_MAX_FIELDS 10

/* One line "key<TAB>f1<TAB>f2...": key and up to SPEC_MAX_FIELDS - 1 fields (empty fields
 * kept). Strings point into the line buffer. */
struct spec_line {
	const char *key;
	const char *f[SPEC_MAX_FIELDS];
	int nf; /* fields after the key */
};

/* spec_read: every line of stdin into *LINES (*N of them); *BUF holds the text (free both).
 * 0, -ENOMEM, -EINVAL (a line with more fields than SPEC_MAX_FIELDS; WHY). */
int spec_read(char **buf, struct spec_line **lines, size_t *n, char *why, size_t whylen);

/* spec_get: the first field of the first line with KEY, or NULL. */
const char *spec_get(const struct spec_line *l, size_t n, const char *key);

/* --- doc.c: the manifest -------------------------------------------------------------- */

/* doc_load: MANIFEST into *ROOT (an object). -ENOENT, -EINVAL (WHY), -ENOMEM. */
int doc_load(const char *path, json_t **root, char *why, size_t whylen);

/* doc_save: ROOT to a new temporary in PATH's folder, renamed to PATH (atomicfile_json). 0 or
 * -errno (WHY). */
int doc_save(const char *path, json_t *root, char *why, size_t whylen);

/* doc_init: the study's fixed fields from the spec lines (see main.c "init"), with
 * status "running", ended null, preflight null. OLD (may be NULL: a new study) gives the
 * results and resumed times kept by --resume; RESUMED_AT, when not NULL, is appended to
 * resumed. New object in *OUT. 0, -EINVAL (WHY), -ENOMEM. */
int doc_init(const struct spec_line *l, size_t n, json_t *old, const char *resumed_at,
	     json_t **out, char *why, size_t whylen);

/* doc_plan_entry: the scheduler_plan entry whose folder is FOLDER (borrowed), or NULL. */
json_t *doc_plan_entry(json_t *root, const char *folder);

/* doc_result: the results[] entry of (PLACE, FOLDER, CELL, RUN) (borrowed), or NULL. */
json_t *doc_result(json_t *root, const char *place, const char *folder, const char *cell, int run);

/* doc_result_place: result RES's place: its "host", else its "kernel", else NULL (borrowed). */
const char *doc_result_place(json_t *res);

/* doc_put_result: store RES (stolen) in results[], replacing the entry of the same place,
 * scheduler, cell and run. 0 or -ENOMEM. */
int doc_put_result(json_t *root, json_t *res);

/* doc_hosts: the number of hosts of the study (0: a study without --hosts); *NAMES (may be
 * NULL) gets the host names (borrowed; free the array). 0 hosts on a missing array. */
size_t doc_hosts(json_t *root, const char ***names);

/* doc_kernels: as doc_hosts, the kernels[] names of a --kernel study (0 without). */
size_t doc_kernels(json_t *root, const char ***names);

/* doc_places: the hosts of a study with hosts, else its kernels (doc_hosts, doc_kernels). */
size_t doc_places(json_t *root, const char ***names);

/* doc_kernel: the kernels[] entry named NAME (borrowed), or NULL. */
json_t *doc_kernel(json_t *root, const char *name);

/* doc_kernel_skips: scheduler folder FOLDER is skipped on kernel KERNEL (its share found the
 * kernel does not offer it: kernels[].skipped); 0 for a NULL KERNEL. */
int doc_kernel_skips(json_t *root, const char *kernel, const char *folder);

/* doc_int: ROOT.KEY as an integer in [1, 1000000], or DEF. */
long doc_int(json_t *root, const char *key, long def);

/* --- decide.c: run-pack --until-decided PCT (lib/seqtest/seqtest.h) --------------- */
struct seqtest_plan;
struct seqtest_plans;
struct seqtest_out;

/* PLANS, in the three functions below: the plans computed so far by this process (seqtest.h
 * struct seqtest_plans; the caller's, zeroed at first, freed by it): each distinct plan's
 * boundaries are computed once however many cells, schedulers and runs ask. Not NULL. */

/* decide_plan: the rule of a "decided" study for a cell of K schedulers: alpha 0.05 / K,
 * O'Brien-Fleming-type, margin MK_UNTIL_DECIDED (%), first look at MK_RUNS, at most
 * MK_MAX_RUNS (12), futility 0.10, into *PLAN (from PLANS when computed before). 0, -EINVAL
 * (no margin, or out of seqtest's ranges), -ENOMEM. */
int decide_plan(json_t *root, size_t k, struct seqtest_plans *plans, struct seqtest_plan *plan);

/* decide_cell: the rule's state of every scheduler of (PLACE or NULL, CELL): OUT[0..*K) in
 * the order of MK_SCHEDULERS less those skipped on a kernel PLACE (room for
 * SEQTEST_MAX_SCHED), NOK[0..*K) their ok runs (NOK may be NULL), NAMES[0..*K) their folders
 * (NAMES may be NULL; room for SEQTEST_MAX_SCHED + 1), *BEST the best. Returns 1, 0 while
 * some scheduler has fewer than its first runs (or the place has one scheduler), -EINVAL,
 * -ENOMEM. */
int decide_cell(json_t *root, struct seqtest_plans *plans, const char *host, const char *cell,
		struct seqtest_out *out, size_t *nok, size_t *k, int *best, const char **names);

/* decide_more: after DONE runs of (HOST or NULL, FOLDER, CELL), whether run DONE + 1 is added
 * by the rule (which counts the pair's ok runs: a failed run is made up): 1 with the reason in WHY ("until decided: vs BFQ open at N = 4", "until
 * decided: the best, for kyber open at N = 4"), 0 not, negative errno. */
int decide_more(json_t *root, struct seqtest_plans *plans, const char *host, const char *folder,
		const char *cell, int done, char *why, size_t whylen);

/* --- dynamic.c: the Phoronix Test Suite's dynamic run count ----------------------------- */

/* dyn_max_runs: MAX, the runs added straight away for RUNS scheduled ones whose runs average
 * AVG_S seconds: 3 x RUNS, or 2 x RUNS at 120 s or more (dynamic.c's header). */
long dyn_max_runs(long runs, double avg_s);

/* dyn_reason: why one more run is needed after DONE runs (failed ones included) of RUNS
 * scheduled ones, with the N ok values V (fio bandwidth, KiB/s) in run order averaging AVG_S
 * seconds of wall time, and THRESHOLD the relative standard deviation in % that adds a run:
 * "RSD 4.21 % >= 3.5 % over 3 runs", or past MAX "RSD 3.80 % >= 3.5 % over 9 runs, and within
 * half of the first check's RSD 4.21 %". Returns 1 with the reason in WHY, 0 when no run is
 * needed (fewer than 2 values included). The rule: dynamic.c's header (Phoronix
 * pts_test_run_manager.php, v8.x). */
int dyn_reason(const double *v, size_t n, double threshold, long done, long runs, double avg_s,
	       char *why, size_t whylen);

/* dyn_more: after DONE runs of (HOST or NULL, FOLDER, CELL), whether run DONE + 1 is added:
 * 1 with the reason in WHY, 0 when the pair is complete, -ENOMEM. Fixed --runs never adds;
 * otherwise dyn_reason over the pair's ok runs. */
int dyn_more(json_t *root, const char *host, const char *folder, const char *cell, int done,
	     char *why, size_t whylen);

/* --- order.c: which run comes next ------------------------------------------------------ */

/* One run slot: scheduler folder, cell, run number (>= 1). */
struct slot {
	const char *folder;
	const char *cell;
	int run;
};

/* order_next: the run to do after AFTER (NULL: the first) in the study's order (interleaved:
 * round r of every scheduler and cell before round r+1; blocked: all runs of one scheduler
 * and cell before the next), given the results so far: a run already ok (its fio.json in
 * DIR, the study folder) is passed over; a run past the scheduled count is done only when
 * its previous run exists and dyn_more asks for it (on any host). A study with kernels is
 * ordered one kernel's share at a time: ONLY names it (a kernels[].name), and its skipped
 * schedulers are passed over; ONLY is NULL for any other study. 1 with *NEXT and the reason
 * of an extra run in WHY ("" for a scheduled run), 0 when the study (or the share) is done,
 * -ENOMEM, -EINVAL (WHY: ONLY missing for a study with kernels, not one of its kernels, or
 * given for another study; AFTER not a scheduler and cell of it). */
int order_next(json_t *root, const char *dir, const char *only, const struct slot *after,
	       struct slot *next, char *why, size_t whylen);

/* order_count: *TOTAL scheduled run slots (schedulers x cells x runs, each name counted once),
 * *DONE of them ok on every host (the first results[] entry of each host and slot, as
 * doc_result finds it); for a study with kernels, the sum over its kernels (ONLY: that one
 * kernel's), each without its skipped schedulers. Linear in the manifest (one pass over
 * results[] per kernel, whatever "runs" says). 0, -ENOMEM, -EINVAL (ONLY given for a study
 * without kernels, or not one of its kernels). */
int order_count(json_t *root, const char *only, long *total, long *done);

/* order_plan_check: ROOT's "schedulers" and "cells" are lists of folder names (strings, not
 * empty, no '/', not "." or "..", jsonfile_name_ok), and so is each kernels[].name when the
 * study has kernels, so that next and count print and build paths from names only. 0, or -EINVAL with WHY ("schedulers[2] is not a folder name (not a
 * string)"). */
int order_plan_check(json_t *root, char *why, size_t whylen);

/* --- client.c: fio's client output, one host at a time ---------------------------------- */

/* client_split: HOST's part of PATH, the output of `fio --client=...` (fio's document found by
 * jsonfile_fio_doc: never inside a line a server relayed), as the fio JSON of a run on one
 * machine (top-level keys, "jobs", "disk_util"): new object in *OUT. HOST is what fio's
 * client named the connection ("hostname": the socket of --client=sock:PATH, the address of
 * ip:ADDR); only the records fio's client tagged with it are HOST's. -ENOENT (WHY) when HOST
 * has no job in it; jsonfile_load's errors. */
int client_split(const char *path, const char *host, json_t **out, char *why, size_t whylen);

/* --- resume.c: --resume's checks -------------------------------------------------------- */

/* resume_args: what --resume takes from a manifest, NUL-separated on stdout: "ok", the pack's
 * recorded path (pack.path; run-pack uses it only inside its own jobs/), the command, then
 * only the options of the study's plan among its args (--schedulers, --runs, --rsd-threshold,
 * --order, --cells, --scratch-size, --kernel with their values; --quick, --map-legacy,
 * --skip-unoffered; --engine libaio, fio's built-in engine). A path, a
 * device, a grant (--pack, --device, --dir, --destructive, --scratch-backing, --engine,
 * --out) is dropped: it must be given again. -EINVAL (WHY: no args, an arg not a string, an
 * option run-pack does not record in a plan, a study with hosts). */
int resume_args(json_t *root, char *why, size_t whylen);

/* resume_diffs: compare the manifest with the spec lines of now (kernel, pack_path,
 * pack_sha256, job CELL SHA, engine, fio_version, quick, overrides, scratch, scratch_size,
 * device, size_mib, model, hosts' lines; for a study with kernels, "kernel_entry NAME SPEC
 * RELEASE" lines instead of kernel: each kernel's release, where the manifest has one, and
 * their names); one line per difference on stdout. Returns the number of differences. */
int resume_diffs(json_t *root, const struct spec_line *l, size_t n);

/* --- jobfile.c: fio job files as run-pack reads and rewrites them --------------------- */
/* A job file is lines of "[section]" and "key=value" (fio HOWTO "Job file format"); these read
 * it as run-pack always has: a key's line starts at column 0, a section's name is its line
 * less the first and last character. That is fio's reading for a file jobrules_job_check
 * took (jobparse.h: the one form); run-pack reads no other. TEXT is NUL-terminated
 * (jobfile_read). */

#define JOBFILE_MAX (1 << 20) /* bytes: a job file is a few hundred */

/* jobfile_read: PATH (a file, or a pipe such as bash's <(...)) into *BUF (NUL-terminated,
 * free it), *LEN bytes. 0, or -errno with WHY: -EFBIG over JOBFILE_MAX bytes, -EINVAL for a
 * NUL byte, -ENOMEM, -EIO, fopen's. */
int jobfile_read(const char *path, char **buf, size_t *len, char *why, size_t whylen);

/* jobfile_global_value: the value of KEY= on the first such line of a [global] section
 * (rp-job.sh job_value): 1 with *VAL (into TEXT, not terminated) and *VLEN, or 0. */
int jobfile_global_value(const char *text, const char *key, const char **val, size_t *vlen);

/* jobfile_section_value: KEY's value in [SECTION], else in [global] (fio's rule; the last
 * line of each wins; an empty value in SECTION falls back to [global]); "" when neither has
 * it. *VAL points into TEXT (or a literal), *VLEN bytes. */
void jobfile_section_value(const char *text, const char *section, const char *key,
			   const char **val, size_t *vlen);

/* The changes run-pack makes to a pack's job file (rp-job.sh's header lists them). NULL or
 * "" is "not set" for every field but ioengine. */
struct jobfile_edit {
	const char *src;          /* the pack file's path, named in the first comment line */
	const char *ioengine;     /* each "ioengine=libaio" line becomes ioengine=IOENGINE */
	const char *stats_file;   /* ... followed by stats_file= (the engine's option) */
	const char *expect_sched; /* ... and expect_sched= */
	const char *directory;    /* directory= at the end of [global] (not with the next two) */
	const char *filename;     /* the raw device: every filename= line becomes this */
	const char *replay_pack;  /* a replay: the pack folder its traces are read from (cmd_job_file) */
	const char *replay_dir;   /* ... and copied to, checked: read_iolog= of [S] becomes
				   * REPLAY_DIR/replay-S.iolog */
	const char *quick;        /* --quick "k=v[,k=v]": a [global] k= line gets v */
	const char *sweep;        /* --sweep point, named in the comment (TEXT already has it) */
};

/* jobfile_rewrite: TEXT (TEXTLEN bytes, the pack's file or its --sweep point) with E's
 * changes onto OUT, after two comment lines naming them; every line ends in '\n'. Blank lines
 * of [global] before directory= are dropped. 0, -EINVAL (more than 32 --quick pairs), -EIO. */
int jobfile_rewrite(const char *text, size_t textlen, const struct jobfile_edit *e, FILE *out);

/* --- jobrules.c: what a --sweep may set and a pack's job file may hold ------------- */
/* Issue 28 (findings 9, 10) and 39 (findings 1, 3): run-pack runs fio as root, so a pack's job
 * file is read as fio reads it (jobparse.h: the one form, every other refused) and each of its
 * (name, value) pairs is held against the one table jobs/fio-options.tsv (fioopts.h: allow,
 * refuse or run-pack, with the kind of value and why), and each read_iolog= trace is read as
 * data (iolog.h). A --sweep key (also one taken from a manifest by --resume) is a row of the
 * same table marked sweep (schedaio-study sweep-keys). */

/* jobrules_sweep_check: KEY (KLEN bytes) is a row of the table marked sweep and VAL (VLEN
 * bytes) a value of its kind. 0, -EPERM (not a sweep key) or -EINVAL (the value), with a line
 * "KEY: ..." in WHY. */
int jobrules_sweep_check(const char *key, size_t klen, const char *val, size_t vlen, char *why,
			 size_t whylen);

/* jobrules_point_check: each "k=v" of POINT ("k=v[,k=v]", a cell's --sweep point) by
 * jobrules_sweep_check. 0, -EPERM, -EINVAL (WHY). */
int jobrules_point_check(const char *point, char *why, size_t whylen);

/* jobrules_sweep_print: the sweep's rows on OUT, one "KEY<TAB>VALUES<TAB>WHY" line each. */
void jobrules_sweep_print(FILE *out);

/* jobrules_job_check: TEXT (LEN bytes, a pack's job file) read by jobparse_read, every option
 * allowed by the table with a value of its kind, and, when PACKDIR is not NULL, every
 * read_iolog= trace (a path under PACKDIR, the pack's folder) read by jobrules_trace. 0, or
 * -EINVAL / -EPERM / a trace's error with "LABEL:LINE: why: not in a pack's job file" in WHY
 * for the first line refused (no byte of a value is printed; a trace's reason names its own
 * line: "read_iolog: traces/x.iolog:3: add /etc/x: not a file the job names ..."). */
int jobrules_job_check(const char *text, size_t len, const char *label, const char *packdir,
		       char *why, size_t whylen);

/* jobrules_trace: the trace of P's read_iolog= option O (a path under PACKDIR) loaded by
 * iolog_load into *BUF (free it; NULL on error) and *LEN, and read by iolog_parse with the
 * files P names (its filename= values) into *SUM. 0, or iolog's errors with "read_iolog: ..."
 * in WHY. */
int jobrules_trace(const struct jobparse *p, const struct jobparse_opt *o, const char *packdir,
		   char **buf, size_t *len, struct iolog_sum *sum, char *why, size_t whylen);

/* jobrules_job_writes: the job file TEXT (LEN bytes), as jobparse_read reads it, writes or
 * trims: some section's rw= is a direction that does (fioopt_rw_writes: [global]'s counts,
 * whether or not every job overrides it), or some read_iolog= trace under PACKDIR holds a
 * write or a trim (a replay goes the trace's directions; with PACKDIR NULL any read_iolog=
 * counts). 1 or 0, or a negative errno with WHY ("line N: why": a file out of the one form, a
 * trace refused). */
int jobrules_job_writes(const char *text, size_t len, const char *packdir, char *why,
			size_t whylen);

/* The share of the machine's MemAvailable (bytes, /proc/meminfo, Documentation/filesystems/
 * proc.rst: what can be allocated without swapping) that the fio buffers of one job file may
 * take, percent (issue 39: a pack could make fio, as root, allocate more than the machine has). */
#define JOBRULES_BUF_PCT 50

/* jobrules_buffers: the fio buffers P's jobs need, summed over its job sections (not
 * [global]), are at most JOBRULES_BUF_PCT % of AVAIL bytes (0: not known, no check). A job
 * needs iodepth x its largest block size x numjobs bytes (fio HOWTO: each io_u has a buffer
 * of the job's largest bs, "iodepth" io_us per job, "numjobs" clones of it each with its own;
 * the largest of bs=, bsrange= and bssplit=, 4k when none; iodepth and numjobs 1 by default;
 * each as the section or [global] sets it: jobparse_get; k = 1024). 0, or -E2BIG with one
 * line in WHY naming the largest job and both figures ("job 'x' needs 64.0 GiB of fio buffers
 * (iodepth 64 x bs 1.0 GiB x numjobs 1; ...), more than 50 % of MemAvailable (11.6 GiB of
 * 23.2 GiB)"). */
int jobrules_buffers(const struct jobparse *p, unsigned long long avail, char *why, size_t whylen);

/* jobrules_buffer_bytes: jobrules_buffers' sum for P, bytes (saturating at 2^62). */
unsigned long long jobrules_buffer_bytes(const struct jobparse *p);

/* jobrules_mem_fit: RAM bytes of the scratch device's backing file held in memory (a tmpfs or
 * ramfs --scratch-backing) and BUFFERS bytes of fio buffers (the largest cell's
 * jobrules_buffer_bytes) are together at most JOBRULES_BUF_PCT % of AVAIL bytes of MemAvailable
 * (0: not known, no check): each alone was bounded by that share, their sum was not (both are
 * held while a run runs). 0, or -E2BIG with one line in WHY giving the three figures. */
int jobrules_mem_fit(unsigned long long ram, unsigned long long buffers, unsigned long long avail,
		     char *why, size_t whylen);

/* jobrules_fio_check: fio's --showcmd output SHOW (LEN bytes) of the job file TEXT (TLEN
 * bytes, a job.fio run-pack wrote: read with JOBPARSE_ENGINE_VARS) names the same options
 * (fiocheck_showcmd), and its fio buffers fit in AVAIL bytes of MemAvailable
 * (jobrules_buffers; 0: not checked). 0, or -EINVAL (TEXT out of the one form) / -EPROTO (a
 * difference) / -E2BIG (the buffers) with LABEL and why in WHY, -ENOMEM. */
int jobrules_fio_check(const char *text, size_t tlen, const char *show, size_t len,
		       unsigned long long avail, const char *label, char *why, size_t whylen);

/* --- startup.c: a start-up replay's result (rp-startup.sh, jobs/startup/) --------------- */

#define STARTUP_LINE_MAX 4096             /* bytes of one iolog line */
#define STARTUP_TRACE_MAX (256ll << 20)   /* bytes of one iolog */

/* startup_number: V as JSON the way the shell's jq printed it: an integer when V is whole and
 * below 1e17 in size, else a real (so a manifest is as it was). New reference. */
json_t *startup_number(double v);

/* startup_trace_counts: the read requests of iolog PATH (fio HOWTO "read_iolog", version 3:
 * "time file action offset length"; a line whose third field is "read") into *REQUESTS and
 * the sum of their lengths, bytes, into *BYTES. 0, or -errno with WHY (-EFBIG: a line over
 * STARTUP_LINE_MAX or a file over STARTUP_TRACE_MAX bytes; fopen's; -EIO). */
int startup_trace_counts(const char *path, long long *requests, long long *bytes, char *why,
			 size_t whylen);

/* startup_object: RUNDIR's {"startup": {...}} (the keys: STUDIES.md; rp-startup.sh's header)
 * from RUNDIR/job.fio (APP's read_iolog=, the trace replayed, and runtime=, the limit),
 * PACK_JOB (APP's read_iolog= as the pack names it), the trace, RUNDIR/fio.json (APP's first
 * job: read total_ios and io_bytes, error; the other jobs' read + write bw, KiB/s) and
 * RUNDIR/schedaio-APP.json (span.ns, the start-up time; clat_ns mean x N, the I/O wait; null
 * when missing). Timed out: fewer requests than the trace's, or an error. New object in *OUT.
 * 0, or -errno with WHY (a job file, the trace or fio.json unreadable, a number of fio.json
 * that is not one). */
int startup_object(const char *rundir, const char *pack_job, const char *app, json_t **out,
		   char *why, size_t whylen);

/* --- jobcmd.c: the commands over job files, units and start-ups (main.c's table) ------- */
/* Each: the schedaio-study subcommand of its name (job-file, job-value, section-value,
 * job-writes, mbps, startup-json; usage in main.c's --help), ARGV[0] the command's name. The
 * exit status: 0 done (job-writes: a job writes); 1 job-writes only: no job writes; 2 bad
 * usage or input (a file over 1 MiB, a NUL byte, an unknown unit), one line on stderr. Values
 * go to stdout; job-file writes its output through lib/json/atomicfile. */
int cmd_job_file(int argc, char **argv);
int cmd_job_value(int argc, char **argv);
int cmd_section_value(int argc, char **argv);
int cmd_job_writes(int argc, char **argv);
int cmd_mbps(int argc, char **argv);
int cmd_startup_json(int argc, char **argv);
/* sweep-check KEY V1,V2,...: exit 0, or 1 with "KEY: why" on stdout (jobrules_sweep_check);
 * sweep-keys: the table (jobrules_sweep_print); job-check FILE...: exit 0, or 1 with
 * jobrules_job_check's line on stdout (each FILE's traces read under its folder);
 * job-fio-check JOB SHOWCMD [MEM_AVAILABLE]: exit 0 when fio's --showcmd output SHOWCMD (a
 * file, "-" stdin) names JOB's options and JOB's fio buffers fit in half of this machine's
 * MemAvailable, or of MEM_AVAILABLE bytes (digits; the machine that runs JOB: a --hosts
 * host's; 0: no bound) (jobrules_fio_check), or 1 with the difference or the figures on
 * stdout; 2: bad usage or an unreadable file (stderr). */
int cmd_sweep_check(int argc, char **argv);
int cmd_sweep_keys(int argc, char **argv);
int cmd_job_check(int argc, char **argv);
int cmd_job_fio_check(int argc, char **argv);
/* job-buffers JOB...: the largest jobrules_buffer_bytes over the JOB files (each a job.fio
 * run-pack wrote), "BYTES<TAB>I" on stdout (I: the 0-based index of that file); mem-fit
 * SCRATCH_MIB BUF_BYTES: exit 0, or 1 with jobrules_mem_fit's line on stdout (this machine's
 * MemAvailable); fio-size KIND VALUE: VALUE's bytes as fio reads them (lib/fiosize; KIND
 * size: "N", sizes: "READ WRITE TRIM", range: "LO-HI LO-HI LO-HI", split: each direction's
 * largest), exit 0; or 1 and why on stdout. 2: bad usage or an unreadable file. */
int cmd_job_buffers(int argc, char **argv);
int cmd_mem_fit(int argc, char **argv);
int cmd_fio_size(int argc, char **argv);

/* --- cmdio.c, record.c, kernels.c: the commands' shared steps, and commands of main.c's table --- */

/* cmd_fail: "schedaio-study: " and FMT (printf with the strings A and B, B NULL as "") as one
 * line on stderr; returns 2, the exit status of bad usage or input. */
int cmd_fail(const char *fmt, const char *a, const char *b);

/* cmd_load: MANIFEST PATH into *ROOT (doc_load); 0, or 2 after one line (cmd_fail). */
int cmd_load(const char *path, json_t **root);

/* cmd_save: ROOT to PATH (doc_save: atomic), ROOT dropped; 0, or 2 after one line. */
int cmd_save(const char *path, json_t *root);

/* record (record.c), kernel-set and kernels (kernels.c): the schedaio-study subcommands of
 * those names (usage in main.c); ARGV[0] the command's name; 0 done, 2 bad usage or input
 * (one line on stderr). */
int cmd_record(int argc, char **argv);
int cmd_kernel_set(int argc, char **argv);
int cmd_kernels(int argc, char **argv);

/* --- writefile.c: write-file, the scripts' write_atomic in one process ----------------- */

/* writefile_copy: everything read from descriptor IN until its end into file PATH, by
 * lib/json/atomicfile.h's rule (atomicfile_open: PATH's folder opened once and judged, a new
 * temporary in it, never through a link, renamed over PATH; a link at PATH is replaced, not
 * followed). MAX: the most bytes accepted (-1: no limit); at most MAX + 1 are read. PATH is
 * as it was on any error. While it runs, SIGHUP, SIGINT and SIGTERM (unless ignored) remove
 * the temporary and then take their own action (the process ends; one that arrives during the
 * rename waits for it). 0, or -errno with one line in WHY naming PATH: -EFBIG more than MAX
 * bytes ("PATH: more than MAX bytes sent; not written"), atomicfile_open's errors (-ENOENT,
 * -EACCES, -ENOTDIR: PATH's folder missing or not writable; -EPERM: others can write it,
 * with the reason), read(2)'s (IN), atomicfile_commit's (a write, the rename). */
int writefile_copy(const char *path, int in, long long max, char *why, size_t whylen);

/* --- tree.c: a study folder walked and changed without following a link (--resume) ------- */

/* tree_check: folder DIR (a resolved path, run-pack's safe_dir) and everything in it, walked
 * through descriptors (each folder opened O_NOFOLLOW relative to its parent's, from DIR's
 * own): every entry a regular file or a folder, and every folder, DIR's too, owned by root
 * or UID and not writable by group or others (safepath_judge: nobody else can put a link in
 * it afterwards). At most 2,000,000 entries, 16 folders deep. 0, or with the first entry
 * refused in WHY ("R/none: a link (to /elsewhere); a study is resumed only without links"):
 * -ELOOP a link (or a folder swapped for one while checked, or too deep), -EINVAL not a
 * regular file or a folder, -EPERM a folder another user can change, -E2BIG too many
 * entries, -ENAMETOOLONG; or open(2)'s, readdir(3)'s errors. */
int tree_check(const char *dir, uid_t uid, char *why, size_t whylen);

/* tree_run_dir: STUDY/REL (REL relative, e.g. "none/read-4k/run-1", no "." or ".." names)
 * made an empty folder: each name of REL opened O_NOFOLLOW relative to the folder above it,
 * from STUDY's descriptor, made when missing (mode 0777 less the umask), and REL's entries
 * removed through descriptors (a link unlinked, never followed). 0, or -errno with WHY:
 * -ELOOP or -ENOTDIR a name that is a link or not a folder (nothing followed or removed),
 * -EINVAL a bad REL, or mkdirat(2)'s, unlinkat(2)'s errors. */
int tree_run_dir(const char *study, const char *rel, char *why, size_t whylen);
int cmd_tree_check(int argc, char **argv);
int cmd_run_dir(int argc, char **argv);

/* --- loopmake.c: a scratch loop device's backing file, made and attached by descriptor ----- */

/* loop_make: in folder DIR (held to the ownership rule as a parent, SAFEPATH_PARENT: a sticky
 * DIR such as /dev/shm is taken; kept open by its descriptor) a new private folder NAME (one
 * plain name, mode 0700, mkdirat: -EEXIST when the name is taken, a planted link included),
 * in it a new backing file "backing.img" of SIZE_MIB MiB (1 to 16 TiB; sparse: ftruncate),
 * made with O_CREAT | O_EXCL | O_NOFOLLOW relative to the folder's descriptor, attached to a
 * free loop device by its descriptor (LOOP_CONFIGURE: direct I/O asked, as losetup
 * --direct-io=on; partitions scanned with PARTSCAN) and checked to hold that inode
 * (LOOP_GET_STATUS64 lo_device, lo_inode). The device's number into *NR, 1 into *DIO when the
 * kernel runs it with direct I/O (0: DIR's file system has no O_DIRECT, as ramfs, or tmpfs
 * before Linux 6.6, and the loop driver does buffered I/O), the backing file's path (DIR
 * resolved) into PATH (PATHLEN bytes). 0, or -errno with WHY, and nothing left:
 * -EINVAL a bad NAME or size, safepath_open's errors (-EPERM a folder another user controls),
 * -EEXIST, -EXDEV the device does not hold our file, or open(2)'s, ioctl(2)'s errors. */
int loop_make(const char *dir, const char *name, unsigned long size_mib, int partscan, int *nr,
	      int *dio, char *path, size_t pathlen, char *why, size_t whylen);
int cmd_loop_make(int argc, char **argv);

/* --- devhold.c: a raw --device held exclusively (run-pack's raw_hold) ---------------------- */

/* dev_excl_open: DEV opened O_RDONLY | O_EXCL (a claim: EBUSY while it, or a partition, is
 * mounted in any mount namespace, swap, or held by dm/md or another O_EXCL opener; open(2)).
 * The fd, or -EBUSY, -ENOTBLK or another negative errno with a one-line reason in WHY. */
int dev_excl_open(const char *dev, char *why, size_t whylen);
int cmd_dev_hold(int argc, char **argv);

#endif
