/*
 * schedaio.c: the fio glue of the schedaio external ioengine: its hooks and entry point.
 * The glue is four files, the only ones that include fio's headers: this one,
 * schedaio_io.c (the per-I/O hooks), schedaio_options.c (the engine options) and
 * schedaio_backend.c (which backend runs); schedaio_glue.h is what they share.
 *
 *   fio --ioengine=external:build/schedaio.so --direct=1 ...
 *
 * It runs what fio's own libaio or io_uring engine runs (direct I/O through Linux native AIO
 * or io_uring, engine option backend=; aio_backend.c, uring_backend.c behind iob.h) and, per
 * job, records:
 *   - the tag: the chain of block devices behind each of the job's files and the I/O
 *     scheduler, tunables and queue settings of each (jobtag.c), read when a file is first
 *     opened and again at cleanup, never on the per-I/O path; expect_sched= and
 *     sched_strict= act on it;
 *   - per data direction: I/Os issued, bytes completed, and log-linear histograms of
 *     completion latency and of the wait between ->queue() and submission, in ns
 *     (iostats.c, lathist.c; precision: engine option hist_precision), counted exactly where
 *     fio counts: nothing issued or completed during ramp_time (fio HOWTO, "ramp_time");
 *   - how completions arrive (reap and submit batches, I/Os in flight, out-of-order share
 *     and distance), a time series (timeseries.c; engine option timeseries_interval), and
 *     the kernel's counters of the device (devstat.c) at the first open and at the end;
 * and writes them as JSON (statsjson.c) when the job ends, to the engine option
 * stats_file (default "schedaio-$jobname.$jobnum.json" in the working directory).
 *
 * Counting rule, from fio 3.33's io_u.c and ioengines.c: fio's total_ios is incremented after
 * ->queue() returns FIO_Q_QUEUED, and reset when ramp_time ends (ramp_time_over() ->
 * reset_all_stats()); fio's io_bytes is incremented in io_completed(), which fio runs for
 * each event right after ->event() returns it, and which is also where the ramp can end.
 * So an I/O is counted in `ios` if the ramp is over when ->queue() runs, and in `bytes` and
 * the histogram if the ramp is over when ->event() runs for it: the same I/Os fio counts.
 *
 * Nothing here writes to stdout (fio's JSON may be there); errors go to stderr via log_err.
 * No allocation and no lock on the per-I/O path (queue, commit, getevents, event: schedaio_io.c).
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "json/atomicfile.h"
#include "safepath/safepath.h"
#include "tag/blkdev.h"
#include "fio-version.h"
#include "hist/lathist.h"
#include "schedaio_glue.h"
#include "stats/statsjson.h"
#include "stats/statsopt.h"

#define SCHEDAIO_VERSION "0.1.0"

#ifdef SCHEDAIO_FIO_VERSION_OVERRIDE /* tests: an engine that claims another fio */
#define SCHEDAIO_BUILT_FOR SCHEDAIO_FIO_VERSION_OVERRIDE
#else
#define SCHEDAIO_BUILT_FOR SCHEDAIO_FIO_BUILD_VERSION
#endif

#define SCHEDAIO_HIST_MAX_NS LATHIST_DEFAULT_MAX_NS /* one hour: merge-stats accepts no more */

/* check_stats_path: the statistics file's folder opened once, at init (not at the end of a
 * long run), by lib/safepath's rule through json/atomicfile.h's atomicfile_dir (owned by root
 * or the invoking user, and neither it nor a folder above it writable by anyone else, a sticky
 * one only above it): fio runs as root, and a statistics file left where another user can
 * rename, replace or plant entries is one nobody can trust (the ground rules; issue 39). The
 * descriptor is kept in SD->stats_dfd and the job's end writes relative to it
 * (statsjson_write_at): the folder checked is the folder written, whatever is renamed or
 * linked along its path meanwhile. A temporary is created in it and removed at once (the
 * writer's own step: never through a link). SD->stats_path (PATH_MAX bytes) is rewritten as
 * the folder's resolved path and the file's name (for the messages), SD->stats_name the name.
 * 0; -EISDIR for a folder or a name ending in '/'; atomicfile_dir's -EPERM with the reason in
 * WHY (WHYSZ bytes; WHY is "" for every other error), -ENOENT, ...; -ENAMETOOLONG; -errno of
 * creating the temporary. */
static int check_stats_path(struct schedaio_data *sd, char *why, size_t whysz)
{
	char *path = sd->stats_path, dir[PATH_MAX], canon[PATH_MAX];
	const char *name = strrchr(path, '/');
	struct atomicfile a;
	struct stat st;
	int dfd, ret;

	why[0] = '\0';
	name = name ? name + 1 : path;
	if (!*name || (stat(path, &st) == 0 && S_ISDIR(st.st_mode)))
		return -EISDIR;
	if (name == path) /* "NAME": the working folder; "/NAME": / */
		snprintf(dir, sizeof(dir), ".");
	else
		snprintf(dir, sizeof(dir), "%.*s", name == path + 1 ? 1 : (int)(name - path - 1), path);
	if (snprintf(sd->stats_name, sizeof(sd->stats_name), "%s", name) >= (int)sizeof(sd->stats_name))
		return -ENAMETOOLONG;
	dfd = atomicfile_dir(dir, canon, why, whysz);
	if (dfd != -EPERM)
		why[0] = '\0'; /* a missing folder, a name too long: said by strerror as before */
	if (dfd < 0)
		return dfd;
	if (snprintf(path, PATH_MAX, "%s/%s", strcmp(canon, "/") ? canon : "", sd->stats_name) >=
	    PATH_MAX) {
		close(dfd);
		return -ENAMETOOLONG;
	}
	ret = atomicfile_open_at(&a, dfd, sd->stats_name);
	if (ret) {
		close(dfd);
		return ret;
	}
	atomicfile_commit(&a, 0); /* cancelled: the temporary is removed, the file untouched */
	sd->stats_dfd = dfd;
	return 0;
}

/* is_cloned: the job runs with numjobs > 1. fio's add_job() (init.c) gives the first td the
 * job's numjobs and each clone numjobs=1 with subjob_number 1..numjobs-1. */
static bool is_cloned(const struct thread_data *td)
{
	return td->o.numjobs > 1 || td->subjob_number > 0;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static void schedaio_free(struct schedaio_data *sd)
{
	if (!sd)
		return;
	if (sd->stats_dfd >= 0)
		close(sd->stats_dfd);
	iob_exit(&sd->be);
	iostats_free(&sd->io);
	jobtag_free(&sd->tag);
	free(sd->slots);
	free(sd);
}

/* init_stats: the job's statistics options (hist_precision, timeseries_interval, iodepth),
 * its histograms and its io_u slots. 0, or a negative errno with E. */
static int init_stats(struct thread_data *td, struct schedaio_data *sd,
		      const struct schedaio_options *o, struct schedaio_err *e)
{
	struct lathist_config cfg;
	unsigned long long ts_interval_ns;
	int ret;

	if (statsopt_precision(o->hist_precision, &sd->hist_precision)) {
		snprintf(e->msg, sizeof(e->msg), "hist_precision=%s: want a percentage from 0.001 to 10 "
			 "(e.g. 0.1)", o->hist_precision);
		e->where = "schedaio hist_precision";
		return -EINVAL;
	}
	if (statsopt_interval(o->ts_interval_us, &ts_interval_ns)) {
		snprintf(e->msg, sizeof(e->msg), "timeseries_interval=%lluus: want 1ms to 1h",
			 o->ts_interval_us);
		e->where = "schedaio timeseries_interval";
		return -EINVAL;
	}
	if (td->o.iodepth > IOSTATS_MAX_DEPTH) {
		snprintf(e->msg, sizeof(e->msg), "iodepth=%u: the engine takes at most iodepth=%u",
			 td->o.iodepth, IOSTATS_MAX_DEPTH);
		e->where = "schedaio iodepth";
		return -EINVAL;
	}
	ret = lathist_config_for(sd->hist_precision, SCHEDAIO_HIST_MAX_NS, &cfg);
	if (!ret)
		ret = iostats_init(&sd->io, td->o.iodepth, &cfg, ts_interval_ns,
				   TIMESERIES_DEFAULT_CAP);
	if (ret) {
		e->where = "schedaio histogram";
		return ret;
	}
	sd->nslots = td->o.iodepth;
	sd->slots = calloc(sd->nslots, sizeof(*sd->slots));
	if (!sd->slots) {
		e->where = "schedaio init";
		return -ENOMEM;
	}
	return 0;
}

/* init_notes: what the stats say of the job beside its figures: a buffered job's note (fio's
 * own engines print nothing for it, and fio's regression runner counts any stderr as a
 * failure, so it is said in the stats: job.direct, job.notes), fio's percentile_list (default
 * 1:5:...:99.99) sorted as fio sorts it, the running kernel. */
static void init_notes(struct thread_data *td, struct schedaio_data *sd)
{
	struct utsname u;
	int i;

	if (!td->o.odirect)
		snprintf(sd->notes[sd->nnotes++], sizeof(sd->notes[0]), "%s",
			 sd->be.kind == IOB_LIBAIO ?
			 "direct=0: buffered I/O through libaio, which the kernel runs synchronously "
			 "inside io_submit(2), so fewer than iodepth I/Os are in flight (fio HOWTO, "
			 "ioengine=libaio: direct=1 is required for asynchronous I/O)" :
			 "direct=0: buffered I/O through the page cache (io_uring runs it "
			 "asynchronously in the kernel's io-wq workers)");
	for (i = 0; i < FIO_IO_U_LIST_MAX_LEN && td->o.percentile_list[i].u.f != 0.0; i++)
		sd->pct[i] = td->o.percentile_list[i].u.f;
	sd->npct = (unsigned)i;
	qsort(sd->pct, sd->npct, sizeof(sd->pct[0]), cmp_double);
	if (uname(&u) == 0)
		snprintf(sd->kernel, sizeof(sd->kernel), "%s", u.release);
}

/* init_outputs: the tag's expectation (expect_sched=) and the stats file's path, which must
 * be creatable now rather than at the end of a long run. 0, or a negative errno with E. */
static int init_outputs(struct thread_data *td, struct schedaio_data *sd,
			const struct schedaio_options *o, struct schedaio_err *e)
{
	char why[SAFEPATH_WHY] = "";
	const char *stats_file;
	int ret;

	ret = jobtag_init(&sd->tag, NULL, o->expect_sched, e->msg, sizeof(e->msg));
	if (ret) {
		e->where = "schedaio expect_sched";
		return ret;
	}
	stats_file = o->stats_file && o->stats_file[0] ? o->stats_file : SCHEDAIO_DEFAULT_STATS_FILE;
	ret = statsjson_expand_path(stats_file, td->o.name ? td->o.name : "job",
				    td->subjob_number, is_cloned(td), sd->stats_path,
				    sizeof(sd->stats_path));
	if (!ret)
		ret = check_stats_path(sd, why, sizeof(why));
	else
		snprintf(sd->stats_path, sizeof(sd->stats_path), "%s", stats_file); /* as given */
	if (ret) {
		if (why[0])
			snprintf(e->msg, sizeof(e->msg),
				 "stats_file %.*s: refused: %.*s (the engine writes only in a folder "
				 "of root's or yours that nobody else can write)", PATH_MAX / 2,
				 sd->stats_path, PATH_MAX / 2, why);
		else
			snprintf(e->msg, sizeof(e->msg), "cannot create stats_file %s: %s",
				 sd->stats_path, strerror(-ret));
		e->where = "schedaio stats_file";
	}
	return ret;
}

static int fio_schedaio_init(struct thread_data *td)
{
	struct schedaio_options *o = td->eo;
	struct schedaio_err e = { "", "schedaio init" };
	struct schedaio_data *sd;
	int ret;

	if (strcmp(fio_version_string, SCHEDAIO_BUILT_FOR))
		return 1; /* get_ioengine printed why; td's layout is not to be trusted */
	if (!o || td->io_ops->options != schedaio_fio_options) {
		log_err("schedaio: fio's thread_data does not match the headers schedaio was built "
			"with (%s at %s): rebuild against the installed fio's own configured tree\n",
			SCHEDAIO_BUILT_FOR, SCHEDAIO_FIO_SRC);
		return 1;
	}
	sd = calloc(1, sizeof(*sd));
	if (!sd) {
		td_verror(td, ENOMEM, "schedaio init");
		return 1;
	}
	sd->stats_dfd = -1;
	ret = init_stats(td, sd, o, &e);
	if (!ret)
		ret = schedaio_backend_setup(td, sd, o, &e);
	if (!ret) {
		init_notes(td, sd);
		ret = init_outputs(td, sd, o, &e);
	}
	if (ret) { /* the one place a failed init is said and the job stopped */
		if (e.msg[0])
			log_err("schedaio: job %s: %s\n", td->o.name, e.msg);
		td_verror(td, -ret, e.where);
		schedaio_free(sd);
		return 1;
	}
	sd->fill_issue = fio_fill_issue_time(td); /* job options: the same for every commit */
	sd->set_last_issue = sd->fill_issue && td->o.read_iolog_file;
	sd->tid = (long)syscall(SYS_gettid); /* init runs in the job's own thread (fio's thread_main) */
	sd->clock_fio0 = fio_now_ns(); /* the one pair of readings that dates the job */
	sd->clock_unix0 = unix_now_ns();
	td->io_ops_data = sd;
	return 0;
}

static int fio_schedaio_io_u_init(struct thread_data *td, struct io_u *io_u)
{
	struct schedaio_data *sd = td->io_ops_data;

	if (io_u->index >= sd->nslots) {
		log_err("schedaio: io_u index %u beyond iodepth %u\n", io_u->index, sd->nslots);
		return 1;
	}
	sd->slots[io_u->index].io_u = io_u;
	sd->slots[io_u->index].slot = io_u->index;
	io_u->engine_data = &sd->slots[io_u->index];
	return 0;
}

static void fio_schedaio_io_u_free(struct thread_data *td, struct io_u *io_u)
{
	io_u->engine_data = NULL;
}

static int fio_schedaio_open_file(struct thread_data *td, struct fio_file *f)
{
	struct schedaio_data *sd = td->io_ops_data;
	char msg[768];
	int ret = generic_open_file(td, f);

	if (!ret && sd && (ret = iob_file_set(&sd->be, f->fileno, f->fd))) /* registerfiles */
		td_verror(td, -ret, "io_uring_register_files_update");
	if (ret || !sd)
		return ret;
	if (!sd->dev_done) { /* the target JSON describes the job's first file */
		snprintf(sd->file, sizeof(sd->file), "%s", f->file_name);
		sd->nfiles = td->files_index;
		sd->dev_done = true;
	}
	/* The tag of each file's device (once per device) and expect_sched=: jobtag.h. */
	ret = jobtag_open_file(&sd->tag, f->file_name, msg, sizeof(msg));
	if (ret) {
		log_err("schedaio: job %s: %s\n", td->o.name, ret == -EMEDIUMTYPE ? msg : strerror(-ret));
		/* EMEDIUMTYPE, not EINVAL: fio would add "destination does not support O_DIRECT" */
		td_verror(td, -ret, "schedaio expect_sched");
		(void)!generic_close_file(td, f); /* fio asserts the file is closed after a failed open */
		return 1;
	}
	if (msg[0]) /* no block device behind the file (filename=/dev/nosuch): said once */
		log_err("schedaio: job %s: warning: %s\n", td->o.name, msg);
	if (!sd->devstat_started && sd->tag.n) { /* devstat: the first file's chain */
		sd->devstat_started = true;
		sd->ndevs = devstat_from_chain(&sd->tag.t[0]->chain, sd->devs,
					       sizeof(sd->devs) / sizeof(sd->devs[0]));
		devstat_sample(NULL, sd->devs, sd->ndevs, false, now_ns());
		if (!td->o.ramp_time) { /* the window starts with the job: window_delta = delta */
			devstat_window_is_start(sd->devs, sd->ndevs);
			sd->win_seen = true;
		}
	}
	return 0;
}

static const char *rw_name(const struct thread_data *td)
{
	unsigned d = td->o.td_ddir;

	return d && d <= TD_DDIR_RANDTRIMWRITE && ddir_str(d) ? ddir_str(d) : "unknown";
}

/* window_start: where the counted window starts (STATS.md "window"), fio's clock, ns: fio's
 * epoch, which ramp_time_over() resets when the ramp ends (fio 3.33 time.c, libfio.c
 * reset_all_stats(); fio's job_runtime counts from it); the first I/O when there is no ramp;
 * the last completion when the ramp never ended (an empty window). Never before the first
 * I/O: a ramp that ended before any I/O was issued starts the window there, inside the span. */
static uint64_t window_start(const struct thread_data *td, const struct schedaio_data *sd)
{
	uint64_t epoch = (uint64_t)td->epoch.tv_sec * 1000000000ULL + (uint64_t)td->epoch.tv_nsec;

	if (!td->o.ramp_time)
		return sd->first_issue_ns;
	if (!td->ramp_time_over)
		return sd->reap_ns;
	return epoch > sd->first_issue_ns ? epoch : sd->first_issue_ns;
}

/* clean_window: the clean window into *in (STATS.md "clean_window"): from window_began's
 * reading (from the window's start without ramp_time: nothing to leave out) to the last
 * completion, and per direction what io counted less what it had counted at that reading.
 * None (have_clean false) when the ramp never ended or no I/O was issued. */
static void clean_window(const struct thread_data *td, const struct schedaio_data *sd,
			 struct statsjson_input *in)
{
	unsigned d;

	if (!sd->first_issue_ns || (td->o.ramp_time && (!sd->clean_ns || !td->ramp_time_over)))
		return;
	in->have_clean = true;
	in->clean_window = td->o.ramp_time ? statsjson_span_from(sd->clean_ns, sd->reap_ns,
								 sd->clock_fio0, sd->clock_unix0) :
					     in->window;
	for (d = 0; d < SA_DDIR_NR; d++) {
		in->clean_bytes[d] = sd->io.ddir[d].bytes - (td->o.ramp_time ? sd->clean_base_bytes[d] : 0);
		in->clean_completions[d] = sd->io.ddir[d].clat.count -
					   (td->o.ramp_time ? sd->clean_base_done[d] : 0);
	}
}

static void write_stats(struct thread_data *td, struct schedaio_data *sd)
{
	const char *notes[SCHEDAIO_NOTES_MAX];
	struct statsjson_input in = {
		.engine_version = SCHEDAIO_VERSION,
		.fio_version = fio_version_string,
		.kernel = sd->kernel,
		.job_name = td->o.name,
		.jobnum = td->subjob_number,
		.tid = sd->tid,
		.rw = rw_name(td),
		.bs = td->o.bs[td_read(td) ? DDIR_READ : td_write(td) ? DDIR_WRITE : DDIR_TRIM],
		.iodepth = td->o.iodepth,
		.backend = iob_kind_name(sd->be.kind),
		.backend_requested = iob_kind_name(sd->backend_requested),
		.direct = td->o.odirect ? 1 : 0,
		.notes = notes,
		.nnotes = sd->nnotes,
		.file = sd->file,
		.target = jobtag_target_json(&sd->tag, sd->file, sd->nfiles, sd->kernel),
		.dev = NULL,
		.dev_err = -ENOENT, /* used only when no file was ever opened (target NULL) */
		.nfiles = sd->nfiles,
		.error = td->error,
		.pct = sd->pct,
		.npct = sd->npct,
		.io = &sd->io,
		.devs = sd->devs,
		.ndevs = sd->ndevs,
		.hist_precision = sd->hist_precision,
		.span = statsjson_span_from(sd->first_issue_ns, sd->reap_ns, sd->clock_fio0,
					    sd->clock_unix0),
		.window = statsjson_span_from(sd->first_issue_ns ? window_start(td, sd) : 0,
					      sd->reap_ns, sd->clock_fio0, sd->clock_unix0),
	};
	unsigned i;
	int ret;

	for (i = 0; i < sd->nnotes; i++)
		notes[i] = sd->notes[i];
	clean_window(td, sd, &in);
	devstat_sample(NULL, sd->devs, sd->ndevs, true, now_ns());
	ret = statsjson_write_at(sd->stats_dfd, sd->stats_name, &in);
	if (ret) {
		/* the statistics are lost: fail the job so that fio's exit status says so */
		log_err("schedaio: job %s: cannot write stats_file %s: %s\n", td->o.name,
			sd->stats_path, strerror(-ret));
		td_verror(td, -ret, "schedaio stats_file");
	}
}

/* check_tag_at_close: read the tag again; a change is one warning line, or with
 * sched_strict=1 one error line and a failed job (issue 3, "check it twice"). */
static void check_tag_at_close(struct thread_data *td, struct schedaio_data *sd)
{
	struct schedaio_options *o = td->eo;
	char msg[768];

	if (!jobtag_close(&sd->tag, msg, sizeof(msg)))
		return;
	if (o && o->sched_strict) {
		log_err("schedaio: job %s: sched_strict=1 and the scheduler tag changed during the "
			"job, so it fails: %s\n", td->o.name, msg);
		td_verror(td, EMEDIUMTYPE, "schedaio sched_strict");
	} else {
		log_err("schedaio: warning: job %s: the scheduler tag changed during the job: %s\n",
			td->o.name, msg);
	}
}

static void fio_schedaio_cleanup(struct thread_data *td)
{
	struct schedaio_data *sd = td->io_ops_data;

	if (!sd)
		return;
	check_tag_at_close(td, sd);
	write_stats(td, sd);
	schedaio_free(sd);
	td->io_ops_data = NULL;
}

static struct ioengine_ops schedaio_ops = {
	.name = "schedaio",
	.version = FIO_IOOPS_VERSION,
	.flags = FIO_ASYNCIO_SYNC_TRIM | FIO_ASYNCIO_SETS_ISSUE_TIME,
	.init = fio_schedaio_init,
	.queue = fio_schedaio_queue,
	.commit = fio_schedaio_commit,
	.getevents = fio_schedaio_getevents,
	.event = fio_schedaio_event,
	.cleanup = fio_schedaio_cleanup,
	.open_file = fio_schedaio_open_file,
	.close_file = fio_schedaio_close_file,
	.post_init = fio_schedaio_post_init,
	.get_file_size = generic_get_file_size,
	.io_u_init = fio_schedaio_io_u_init,
	.io_u_free = fio_schedaio_io_u_free,
	.option_struct_size = sizeof(struct schedaio_options),
	.options = schedaio_fio_options,
};

/*
 * get_ioengine: fio's entry point for external engines (ioengines.c, dlopen_ioengine), called
 * when fio loads the .so. Checks that the running fio is the version the engine was compiled
 * against: fio's structs change between versions, so under another fio the engine prints one
 * line naming both versions, and its init fails every job (fio exits non-zero).
 * The one symbol the .so exports (the Makefile hides the rest: -fvisibility=hidden).
 */
__attribute__((visibility("default"))) void get_ioengine(struct ioengine_ops **ops);
void get_ioengine(struct ioengine_ops **ops)
{
	/* fio calls this at every load of the .so (option parsing, then each job): say it once
	 * per process. A process-wide fact (fio's version), not job state. */
	static bool said;

	if (strcmp(fio_version_string, SCHEDAIO_BUILT_FOR) && !said) {
		said = true;
		fprintf(stderr, "schedaio: built for %s but running under %s: rebuild schedaio "
			"against %s's source (make FIO_SRC=<configured %s tree>)\n",
			SCHEDAIO_BUILT_FOR, fio_version_string, fio_version_string,
			fio_version_string);
	}
	*ops = &schedaio_ops;
}
