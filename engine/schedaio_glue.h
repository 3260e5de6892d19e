/*
 * schedaio_glue.h: what the fio glue files (schedaio.c, schedaio_io.c, schedaio_options.c,
 * schedaio_backend.c) share: the engine options (td->eo), the per-job state
 * (td->io_ops_data), and the clocks and counting rule every hook uses. Includes fio's
 * headers: only the glue includes this file; the pure modules never do.
 */
#ifndef SCHEDAIO_GLUE_H
#define SCHEDAIO_GLUE_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/utsname.h>
#include <time.h>

#include "fio.h"
#include "optgroup.h"

#include "stats/devstat.h"
#include "io/iob.h"
#include "stats/iostats.h"
#include "tag/jobtag.h"

#define SCHEDAIO_DEFAULT_STATS_FILE "schedaio-$jobname.$jobnum.json"
#define SCHEDAIO_NOTES_MAX 4 /* job.notes of the stats JSON (statsjson.h) */

/* Engine options (td->eo). fio requires that no option sits at offset 0. */
struct schedaio_options {
	void *pad;
	char *stats_file;
	char *expect_sched;       /* expect_sched=: scheduler[:tunable=value,...] or a label */
	unsigned int sched_strict; /* sched_strict=1: a tag change during the job fails it */
	char *hist_precision;             /* percent, e.g. "0.1" (statsopt_precision) */
	unsigned long long ts_interval_us; /* timeseries_interval, us (fio's time parsing) */
	unsigned int backend;          /* enum iob_kind */
	unsigned int backend_fallback; /* 0 none, 1 libaio */
	unsigned int userspace_reap;
	unsigned int registerfiles;
	unsigned int fixedbufs;
	unsigned int sqthread_poll;
	int sqthread_poll_cpu;         /* -1: not set */
	unsigned int hipri;
};

/* Per io_u (io_u->engine_data): the io_u and its slot, its place in sd->slots, in the
 * recorder (iostats.h) and in the backend (iob.h): fio's io_u->index, kept here because fio
 * keeps io_u->index in a union with engine_data (io_u.h). The backend's `data` of the I/O. */
struct schedaio_iou {
	struct io_u *io_u;
	unsigned slot;
};

/* Per job (td->io_ops_data). */
struct schedaio_data {
	struct iob be;              /* the backend that runs (iob.h) */
	enum iob_kind backend_requested;
	struct schedaio_iou *slots; /* [nslots] */
	unsigned nslots;
	uint64_t reap_ns;           /* fio_now_ns() at ->event(0) of the last reap: at the end,
	                               the last completion (span and window end) */
	uint64_t first_issue_ns;    /* fio_now_ns() of the first submission (span start), 0 */
	long tid;                         /* the job's thread id (gettid at init): the pid the
	                                     block tracepoints name for its bios (STATS.md job.tid) */
	uint64_t clock_fio0, clock_unix0; /* fio_now_ns() and CLOCK_REALTIME ns read together at
	                                     init: fio's clock on the wall clock (statsjson.h) */
	bool fill_issue;            /* fio_fill_issue_time(td): fio wants issue_time (job options) */
	bool set_last_issue;        /* and read_iolog replays from td->last_issue (see commit) */
	struct iostats io;          /* latencies, completion arrival, timeseries (iostats.h) */
	struct devstat_dev devs[2 * DEVCHAIN_MAX]; /* the first file's chain, disks added */
	unsigned ndevs;
	bool devstat_started;       /* start counters read (at the first file's open) */
	bool win_seen;              /* the counted window has started and its counters were
	                               read (schedaio_io.c window_began; at the first open
	                               without ramp_time: devstat_window_is_start) */
	uint64_t clean_ns;          /* fio_now_ns() at window_began: the clean window's start
	                               (STATS.md "clean_window"); 0: not read (no ramp_time,
	                               or the ramp never ended) */
	uint64_t clean_base_bytes[3], clean_base_done[3]; /* io's bytes and clat count per
	                               direction then: the reap the ramp ended in, which the
	                               clean window leaves out */
	double hist_precision;      /* relative error asked for, 0.001 = 0.1 % */
	double pct[FIO_IO_U_LIST_MAX_LEN];
	unsigned npct;
	bool dev_done;              /* the target was resolved (at first open) */
	unsigned nfiles;            /* td->files_index at first open (fio clears it before cleanup) */
	struct jobtag tag;          /* the chain behind each file, read at open and at cleanup */
	char file[PATH_MAX];
	char kernel[sizeof(((struct utsname *)0)->release)];
	char stats_path[PATH_MAX];   /* the stats file, its folder resolved (for messages) */
	char stats_name[NAME_MAX + 1]; /* its name in stats_dfd */
	int stats_dfd;               /* its folder, opened and judged at init (lib/safepath);
	                                -1 until then; closed by schedaio_free */
	char notes[SCHEDAIO_NOTES_MAX][256]; /* job.notes (statsjson.h): said in the stats, not
	                                        on stderr, as fio's own engines say nothing */
	unsigned nnotes;
	bool align_said;            /* the logical-block-size line was printed (once per job) */
};

/* The option table (schedaio_options.c); td->io_ops->options must be this very table. */
extern struct fio_option schedaio_fio_options[];

static inline uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

/* unix_now_ns: the wall clock (CLOCK_REALTIME), ns since the Unix epoch; read once per job. */
static inline uint64_t unix_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

/* fio_now_ns: fio's own clock (fio_gettime(): its clocksource, the TSC or CLOCK_MONOTONIC),
 * in ns. The statistics' timestamps use it, so that the engine's clat starts at exactly the
 * issue_time it gives fio, and ends a few tens of ns before fio's own completion stamp. */
static inline uint64_t fio_now_ns(void)
{
	struct timespec ts;

	fio_gettime(&ts, NULL);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

/* True once fio counts statistics: no ramp_time, or ramp_time over (fio's time.c). */
static inline bool counting(const struct thread_data *td)
{
	return !td->o.ramp_time || td->ramp_time_over;
}

/* Why a step of the job's init failed, for the hook that stops (fio_schedaio_init): the line
 * it prints after "schedaio: job NAME: " ("" for none: td_verror's code says it) and the
 * "where" of its td_verror. */
struct schedaio_err {
	char msg[PATH_MAX + 256];
	const char *where;
};

/* schedaio_backend.c: the backend (backend=, backend_fallback=) and its fio hooks. */
int schedaio_backend_setup(struct thread_data *td, struct schedaio_data *sd,
			   const struct schedaio_options *o, struct schedaio_err *e);
int fio_schedaio_post_init(struct thread_data *td);
int fio_schedaio_close_file(struct thread_data *td, struct fio_file *f);

/* schedaio_io.c: the per-I/O hooks, fio's ioengine_ops queue, commit, getevents and event
 * (fio 3.33 ioengines.h gives their contracts: FIO_Q_* from queue, 0 or -errno from commit,
 * the number of events reaped or -errno from getevents, the io_u of event index i). */
enum fio_q_status fio_schedaio_queue(struct thread_data *td, struct io_u *io_u);
int fio_schedaio_commit(struct thread_data *td);
int fio_schedaio_getevents(struct thread_data *td, unsigned int min, unsigned int max,
			   const struct timespec *t);
struct io_u *fio_schedaio_event(struct thread_data *td, int event);

#endif
