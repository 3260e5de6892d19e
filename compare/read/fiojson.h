/*
 * fiojson.h: every job of one fio JSON output file (--output-format=json or json+), in the
 * shapes fio has written them (fio HOWTO "JSON output"; fio-3.33 stat.c
 * show_thread_status_json(), client.c for client/server):
 *
 *   fio 3.x   jobs[].<ddir>: io_bytes (bytes), io_kbytes, bw_bytes (B/s), bw (KiB/s), iops,
 *             runtime (ms), total_ios; clat_ns (ns). Top level: "fio version",
 *             "timestamp" (s) and "timestamp_ms" (ms since the epoch, when the JSON was
 *             written, after the last job ended), "global options".
 *   fio 2.x   jobs[].<ddir>: io_bytes in KiB (fio 2.x wrote io_bytes >> 10, and there is no
 *             io_kbytes or bw_bytes), bw (KiB/s), iops, runtime; total_ios from fio 2.1 on;
 *             clat in usec. No timestamp_ms.
 *   json+     the same with clat_ns.bins: read like json.
 *   client/server  (fio --client) client_stats[] instead of jobs[], each with "hostname"
 *             and "port"; the aggregate entry "All clients" is passed over.
 *
 * A direction with N = 0 has no percentile block: that is normal, not an error. Text fio
 * printed around fio's document is skipped (JSONFILE_FIO: jsonfile_fio_doc).
 * A job is refused (REFUSED set, its numbers not used) when fio reports an error for it,
 * when it used unified_rw_reporting ("mixed": the directions cannot be told apart), or when
 * a number compare needs is absent, negative or not finite.
 */
#ifndef COMPARE_FIOJSON_H
#define COMPARE_FIOJSON_H

#include <stddef.h>

#include <jansson.h>

enum fiojson_ddir { FIOJSON_READ, FIOJSON_WRITE, FIOJSON_TRIM, FIOJSON_NDIR };

struct fiojson_dir {
	int did_io;        /* 1 when io_bytes > 0 */
	double io_bytes;   /* bytes; for fio 2.x KiB x 1024 (the low 10 bits are lost) */
	int io_kib_only;   /* 1 for fio 2.x: io_bytes was written in KiB */
	double total_ios;  /* I/Os; -1 when fio did not write it (fio before 2.1) */
	int has_rate;      /* 1 when fio wrote "bw" and "iops" (else derive them: fioin.h) */
	double bw_kibps;   /* "bw", KiB/s */
	double iops;       /* I/Os per second */
	double runtime_ms; /* "runtime", ms */
};

struct fiojson_job {
	char *name;   /* "jobname" */
	char *host;   /* client/server: "hostname"; NULL otherwise */
	char *refused; /* why the job cannot be used, or NULL */
	/* the workload, from "job options" over "global options" (fio's defaults when absent:
	 * rw=read, bs=4k, iodepth=1, numjobs=1, rwmixread=50) */
	char *rw;      /* fio's rw name, aliases folded ("readwrite" -> "rw", "randrw") */
	char *bs;      /* block size as a cell name part: "4k", "2m", "512" (bytes), or as written */
	long iodepth, numjobs, rwmixread;
	int mixed;     /* rw is rw/randrw/readwrite/trimwrite/randtrimwrite */
	int group_reporting; /* group_reporting set (job or global options, not "0"): the entry
			      * is fio's reporting group "groupid", named after its first job, with
			      * one of its jobs' options (fio stat.c), its numbers the group's */
	long groupid;  /* "groupid", -1 when absent */
	double elapsed_s; /* "elapsed": seconds since fio started; -1 when absent */
	struct fiojson_dir dir[FIOJSON_NDIR];
};

struct fiojson_file {
	char *version;       /* "fio version", or NULL */
	double timestamp_ms; /* "timestamp_ms", else "timestamp" x 1000; -1 when absent */
	int client_server;   /* 1 for client_stats */
	struct fiojson_job *jobs;
	size_t njobs;
};

/* fiojson_parse: the jobs of the fio JSON object ROOT into *OUT. 0; -EINVAL (reason in WHY)
 * when ROOT has neither a "jobs" nor a "client_stats" array with a job; -ENOMEM.
 * On error *OUT needs no fiojson_free(). */
int fiojson_parse(json_t *root, struct fiojson_file *out, char *why, size_t whylen);

/* fiojson_is_fio: 1 when ROOT looks like fio's output ("jobs" or "client_stats" array). */
int fiojson_is_fio(json_t *root);

/* fiojson_njobs: how many job entries fiojson_parse would read from ROOT (its "jobs", else
 * "client_stats" array), before it allocates them; 0 when neither is an array. */
size_t fiojson_njobs(json_t *root);

/* fiojson_dir_name: "read", "write", "trim". */
const char *fiojson_dir_name(enum fiojson_ddir d);

/* fiojson_cell_name: the workload of job J as a new string
 * "<rw>[-r<rwmixread>]-<bs>-qd<iodepth>[-j<numjobs>]" (compare's cell of a fio JSON job, and
 * the workload every run of a results folder's cell must share), or NULL (-ENOMEM). */
char *fiojson_cell_name(const struct fiojson_job *j);

/* fiojson_free: release F; safe on a zeroed value. */
void fiojson_free(struct fiojson_file *f);

#endif
