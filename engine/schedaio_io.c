/*
 * schedaio_io.c: the per-I/O hooks of the fio glue (->queue(), ->commit(), ->getevents(),
 * ->event()), apart from the rest of the glue (schedaio.c: init, open, cleanup, the stats
 * file) so that the path every I/O takes is one file to read and to profile
 * (scripts/bench counts the instructions of fio_schedaio_*). The counting rule (which I/Os
 * fio counts, fio 3.33 io_u.c and ioengines.c) is at the top of schedaio.c.
 *
 * No allocation, lock, syscall but the backend's submit and reap, or sysfs read here, but once
 * per job: the device counters at the counted window's start (window_began, a cold call).
 */
#include <errno.h>
#include <stdio.h>
#include <unistd.h>

#include "schedaio_glue.h"
#include "stats/statsjson.h" /* SA_DDIR_TRIM */

#define SCHEDAIO_SUBMIT_STALL_NS 30000000000ULL /* give up after 30 s of EAGAIN, as fio's libaio */

/*
 * The per-I/O hooks. Each dispatches once on the backend's kind to an always-inline body
 * with the kind as a constant (HOT(kind) below), so that no iob_* call switches on it again;
 * what is rare (fsync/trim, an out-of-resources submit, an error) is out of line, so that the
 * common path stays short.
 */
#define HOT static inline __attribute__((always_inline))
#define COLD static __attribute__((noinline, cold))

/* complete_sync: fsync/trim, run synchronously as fio's libaio does (FIO_ASYNCIO_SYNC_TRIM). */
COLD enum fio_q_status complete_sync(struct thread_data *td, struct io_u *io_u)
{
	struct schedaio_data *sd = td->io_ops_data;
	const struct schedaio_iou *s = io_u->engine_data;
	uint64_t t0;

	if (iob_nqueued(&sd->be) || iob_inflight(&sd->be))
		return FIO_Q_BUSY; /* serialise with the I/O in flight */
	if (ddir_sync(io_u->ddir)) {
		do_io_u_sync(td, io_u);
		return FIO_Q_COMPLETED;
	}
	/* fio stamped issue_time right before ->queue() when it fills it (ioengines.c
	 * td_io_queue, FIO_ASYNCIO_SYNC_TRIM): that reading is ours too. */
	t0 = sd->fill_issue ? (uint64_t)io_u->issue_time.tv_sec * 1000000000ULL +
			      (uint64_t)io_u->issue_time.tv_nsec : fio_now_ns();
	if (!sd->first_issue_ns)
		sd->first_issue_ns = t0;
	iostats_on_queue(&sd->io, s->slot, SA_DDIR_TRIM, t0, counting(td));
	iostats_on_submit(&sd->io, s->slot, t0);
	iostats_on_submit_batch(&sd->io, 1, counting(td));
	do_io_u_trim(td, io_u);
	io_u_mark_submit(td, 1);
	io_u_mark_complete(td, 1);
	sd->reap_ns = fio_now_ns();
	iostats_on_complete(&sd->io, s->slot, sd->reap_ns,
			    io_u->error ? 0 : io_u->xfer_buflen - io_u->resid, counting(td));
	iostats_on_reap(&sd->io, 1, counting(td));
	return FIO_Q_COMPLETED;
}

/* leave_out: iob_peek_ready's callback: a completion posted before the clean window, which
 * fio will count when it reaps it, is added to what the clean window leaves out, with the
 * bytes ->event() will give it (event_k, event_short: res, or 0 on an error or too many). */
static void leave_out(void *arg, void *data, long long res)
{
	struct schedaio_data *sd = arg;
	const struct schedaio_iou *s = data;
	unsigned d;

	if (!s || !s->io_u)
		return;
	d = s->io_u->ddir;
	if (d >= 3)
		return;
	sd->clean_base_bytes[d] += res >= 0 && (unsigned long long)res <= s->io_u->xfer_buflen ?
				   (unsigned long long)res : 0;
	sd->clean_base_done[d]++;
}

/* window_began: called while the window's counters are not read yet (sd->win_seen false:
 * during ramp_time, once per ->queue() and per ->getevents(); after it, never): at the first
 * of those hooks that sees fio counting, read every device's counters (devstat.h
 * devstat_sample_window), so that the stats file has the device's own figures for the
 * counted window (STATS.md devstat[].window_delta). fio turns the ramp over lazily, inside
 * its processing of a reaped batch (fio 3.33 time.c ramp_time_over(), from io_u.c
 * should_account()) and starts counting with the next batch, so the reading comes at the
 * next ->queue() or before the next reap waits (->getevents(), not ->event(0): by then
 * the batch fio is about to count has already completed on the device, and the reading
 * would miss it). After that the hot path pays one predictable branch per I/O (->queue())
 * and one per reap (->getevents()), no call and no syscall. The same moment starts the
 * clean window (the counts fio made before it are noted here, taken off at the end). */
COLD void window_began(struct thread_data *td, struct schedaio_data *sd)
{
	unsigned d;

	if (!counting(td))
		return;
	sd->win_seen = true;
	devstat_sample_window(NULL, sd->devs, sd->ndevs, now_ns());
	/* The clean window starts here too (STATS.md "clean_window"). Left out of it: what fio
	 * counted so far (the rest of the reap its ramp ended in) and the completions already
	 * posted and not yet reaped, which fio will count: both are I/O the device finished
	 * before the window (COMPARE.md "Counted before the window"). Noted here, taken off at
	 * the end: nothing is added to the per-I/O path. */
	sd->clean_ns = fio_now_ns();
	for (d = 0; d < 3; d++) {
		sd->clean_base_bytes[d] = sd->io.ddir[d].bytes;
		sd->clean_base_done[d] = sd->io.ddir[d].clat.count;
	}
	if (iob_peek_ready(&sd->be, leave_out, sd) < 0)
		sd->clean_ns = 0; /* a libaio ring that cannot be read: no clean window */
}

HOT enum fio_q_status queue_k(struct thread_data *td, struct schedaio_data *sd,
			      struct io_u *io_u, enum iob_kind k)
{
	const struct schedaio_iou *s = io_u->engine_data;

	if (__builtin_expect(io_u->ddir != DDIR_READ && io_u->ddir != DDIR_WRITE, 0))
		return complete_sync(td, io_u);
	if (__builtin_expect(!sd->win_seen, 0))
		window_began(td, sd);
	if (iob_queue_rw_k(&sd->be, k, s->slot, io_u->file->fd, io_u->file->fileno,
			   io_u->ddir == DDIR_WRITE, io_u->xfer_buf, io_u->xfer_buflen,
			   (long long)io_u->offset, (void *)s))
		return FIO_Q_BUSY;
	/* Queue time: fio's start_time, stamped (fio_gettime) right before fio hands the io_u
	 * over (io_u.c get_io_u()), so qwait_ns is fio's slat_ns; our own stamp only when fio
	 * takes none (disable_lat, gtod_reduce). */
	iostats_on_queue(&sd->io, s->slot, io_u->ddir, td->o.disable_lat ? fio_now_ns() :
			 (uint64_t)io_u->start_time.tv_sec * 1000000000ULL +
			 (uint64_t)io_u->start_time.tv_nsec, counting(td));
	return FIO_Q_QUEUED;
}

enum fio_q_status fio_schedaio_queue(struct thread_data *td, struct io_u *io_u)
{
	struct schedaio_data *sd = td->io_ops_data;

	return sd->be.kind == IOB_IO_URING ? queue_k(td, sd, io_u, IOB_IO_URING) :
					     queue_k(td, sd, io_u, IOB_LIBAIO);
}

/* stamp_submitted: the first n queued I/Os were accepted by io_submit: note the time for our
 * latency, and give fio its issue_time and slat as its libaio engine does. */
HOT void stamp_submitted(struct thread_data *td, struct schedaio_data *sd, unsigned n,
			 enum iob_kind k)
{
	bool fill = sd->fill_issue;
	struct timespec fio_now;
	uint64_t now;
	unsigned i;

	fio_gettime(&fio_now, NULL); /* one reading: our submit time is fio's issue_time */
	now = (uint64_t)fio_now.tv_sec * 1000000000ULL + (uint64_t)fio_now.tv_nsec;
	if (__builtin_expect(!sd->first_issue_ns, 0))
		sd->first_issue_ns = now;
	for (i = 0; i < n; i++) {
		const struct schedaio_iou *s = iob_queued_data_k(&sd->be, k, i);

		iostats_on_submit(&sd->io, s->slot, now);
		if (fill) {
			s->io_u->issue_time = fio_now;
			io_u_queued(td, s->io_u);
		}
	}
	/* read_iolog replay sleeps each delay counted from td->last_issue, which fio updates
	 * itself only for engines whose issue_time it stamps (ioengines.c, "only used for
	 * iolog"): without this the recorded gaps of a trace are skipped (jobs/startup). */
	if (sd->set_last_issue)
		td->last_issue = fio_now;
	iostats_on_submit_batch(&sd->io, n, counting(td));
	io_u_mark_submit(td, n);
}

/* submit_stalled: iob_submit took nothing (EAGAIN) or said ENOMEM (n): out of kernel
 * resources. Returns 1 to let fio reap first (I/O in flight), 0 to try again after a short
 * sleep (none in flight, as fio's libaio does), -EAGAIN after 30 s of that, or n for another
 * error. `stall_start` (fio's clock, ns, 0 = not stalled) carries over between calls. */
COLD int submit_stalled(struct schedaio_data *sd, int n, uint64_t *stall_start)
{
	if (n < 0 && n != -ENOMEM)
		return n; /* fio: td_verror(-n, "io commit") */
	if (iob_inflight(&sd->be))
		return 1;
	if (!*stall_start) {
		*stall_start = now_ns();
	} else if (now_ns() - *stall_start > SCHEDAIO_SUBMIT_STALL_NS) {
		log_err("schedaio: io_submit made no progress for 30 s, giving up\n");
		return -EAGAIN;
	}
	usleep(1);
	return 0;
}

HOT int commit_k(struct thread_data *td, struct schedaio_data *sd, enum iob_kind k)
{
	uint64_t stall_start = 0;
	int n;

	while (iob_nqueued_k(&sd->be, k)) {
		n = iob_submit_k(&sd->be, k);
		if (__builtin_expect(n > 0, 1)) {
			stamp_submitted(td, sd, (unsigned)n, k);
			iob_consume_k(&sd->be, k, (unsigned)n);
			stall_start = 0;
			continue;
		}
		n = submit_stalled(sd, n, &stall_start);
		if (n)
			return n < 0 ? n : 0;
	}
	return 0;
}

static __attribute__((noinline)) int commit_uring(struct thread_data *td,
						    struct schedaio_data *sd)
{
	return commit_k(td, sd, IOB_IO_URING);
}

static __attribute__((noinline)) int commit_aio(struct thread_data *td, struct schedaio_data *sd)
{
	return commit_k(td, sd, IOB_LIBAIO);
}

/* fio_schedaio_commit: also called by fio before each reap (ioengines.c td_io_getevents),
 * mostly with nothing queued: that case returns before the submit path's set-up. */
int fio_schedaio_commit(struct thread_data *td)
{
	struct schedaio_data *sd = td->io_ops_data;

	if (!iob_nqueued(&sd->be))
		return 0;
	return sd->be.kind == IOB_IO_URING ? commit_uring(td, sd) : commit_aio(td, sd);
}

/* reap_more: a reap that the first iob_reap did not finish (`reaped`: it returned r < min, or
 * an error), or that must first submit what is still queued (`reaped` false): fio's libaio
 * loop (fio 3.33 fio_libaio_getevents): submit what is queued, wait, reap again until min.
 * Returns the events in all, or the error when there are none. */
COLD int reap_more(struct thread_data *td, struct schedaio_data *sd, unsigned min,
		   unsigned max, const struct timespec *t, int r, bool reaped)
{
	/* iodepth_batch_complete_min=0 asks for polling (fio HOWTO): never block. */
	unsigned want = td->o.iodepth_batch_complete_min == 0 ? 0 : min;
	unsigned events = 0, w;

	for (;; reaped = true) {
		if (reaped) {
			if (r > 0) {
				events += (unsigned)r;
			} else if ((min && r == 0) || r == -EAGAIN) {
				fio_schedaio_commit(td); /* what is still queued must go out */
				if (want)
					usleep(10);
			} else if (r != -EINTR) {
				break;
			}
			if (events >= min)
				break;
		}
		w = want > events ? want - events : 0;
		if (iob_nqueued(&sd->be)) /* what io_submit did not take must go out to complete */
			fio_schedaio_commit(td);
		if (w > iob_inflight(&sd->be)) /* never wait for I/O that is not in flight */
			w = iob_inflight(&sd->be);
		r = iob_reap(&sd->be, events, w, max - events, t);
	}
	iostats_on_reap(&sd->io, events, counting(td));
	return r < 0 && r != -EINTR && !events ? r : (int)events;
}

HOT int getevents_k(struct thread_data *td, struct schedaio_data *sd, unsigned min,
		    unsigned max, const struct timespec *t, enum iob_kind k)
{
	unsigned w = td->o.iodepth_batch_complete_min == 0 ? 0 : min;
	int r;

	if (__builtin_expect(!sd->win_seen, 0)) /* before the reap waits: see window_began */
		window_began(td, sd);
	if (__builtin_expect(iob_nqueued_k(&sd->be, k), 0))
		return reap_more(td, sd, min, max, t, 0, false);
	if (w > iob_inflight_k(&sd->be, k)) /* never wait for I/O that is not in flight */
		w = iob_inflight_k(&sd->be, k);
	r = iob_reap_k(&sd->be, k, 0, w, max, t);
	if (__builtin_expect(r < 0 || (unsigned)r < min, 0))
		return reap_more(td, sd, min, max, t, r, true);
	iostats_on_reap(&sd->io, (unsigned)r, counting(td));
	return r;
}

int fio_schedaio_getevents(struct thread_data *td, unsigned int min, unsigned int max,
				  const struct timespec *t)
{
	struct schedaio_data *sd = td->io_ops_data;

	return sd->be.kind == IOB_IO_URING ? getevents_k(td, sd, min, max, t, IOB_IO_URING) :
					     getevents_k(td, sd, min, max, t, IOB_LIBAIO);
}

/* say_alignment: fio says only "Invalid argument" for a direct I/O whose size or offset is
 * not a multiple of the device's logical block size (open(2), O_DIRECT); the tag knows that
 * size: one line saying so, once per job, when that is the cause. */
static void say_alignment(struct thread_data *td, struct schedaio_data *sd,
			  const struct io_u *io_u)
{
	unsigned lbs = jobtag_logical_block_size(&sd->tag, io_u->file->file_name);

	if (!lbs || (io_u->xfer_buflen % lbs == 0 && io_u->offset % lbs == 0))
		return;
	sd->align_said = true;
	log_err("schedaio: job %s: direct I/O of %llu bytes at offset %llu on %s: the size or "
		"offset is not a multiple of the device's logical block size, %u bytes, as direct "
		"I/O requires%s\n", td->o.name, (unsigned long long)io_u->xfer_buflen,
		(unsigned long long)io_u->offset, io_u->file->file_name, lbs,
		td->o.kb_base == 1000 ? " (kb_base=1000: bs=4k means 4000 bytes)" : "");
}

/* event_short: a completion with an error (res < 0: -errno) or with more bytes than asked
 * (EIO), or a short one; sets io_u->error or io_u->resid; returns the bytes done without
 * error. */
COLD unsigned long long event_short(struct thread_data *td, struct schedaio_data *sd,
				    struct io_u *io_u, long long res)
{
	if (res < 0) {
		io_u->error = (int)-res;
		if (res == -EINVAL && td->o.odirect && !sd->align_said)
			say_alignment(td, sd, io_u);
		return 0;
	}
	if ((unsigned long long)res > io_u->xfer_buflen) {
		io_u->error = EIO;
		return 0;
	}
	io_u->error = 0;
	io_u->resid = io_u->xfer_buflen - (unsigned long long)res;
	return (unsigned long long)res;
}

HOT struct io_u *event_k(struct thread_data *td, struct schedaio_data *sd, int event,
			 enum iob_kind k)
{
	const struct schedaio_iou *s;
	struct io_u *io_u;
	long long res;
	unsigned long long bytes;

	/* One completion stamp per reap, as fio's: fio stamps the batch (io_u.c init_icd())
	 * right before it asks for event 0, so ours lands just after fio's. First, so that
	 * little is live across the call. */
	if (event == 0)
		sd->reap_ns = fio_now_ns();
	s = iob_event_data_k(&sd->be, k, (unsigned)event);
	io_u = s->io_u;
	res = iob_event_res_k(&sd->be, k, (unsigned)event);
	bytes = io_u->xfer_buflen;
	/* All done: io_u->error and ->resid are already 0, as fio's td_io_queue() set them right
	 * before ->queue() (fio 3.33 ioengines.c) and nothing here changes them before this event:
	 * no store on the common path. */
	if (__builtin_expect(res != (long long)bytes, 0))
		bytes = event_short(td, sd, io_u, res);
	iostats_on_complete(&sd->io, s->slot, sd->reap_ns, bytes, counting(td));
	return io_u;
}

struct io_u *fio_schedaio_event(struct thread_data *td, int event)
{
	struct schedaio_data *sd = td->io_ops_data;

	return sd->be.kind == IOB_IO_URING ? event_k(td, sd, event, IOB_IO_URING) :
					     event_k(td, sd, event, IOB_LIBAIO);
}
