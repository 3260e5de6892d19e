/*
 * schedaio_backend.c: the glue between fio and the job's I/O backend (iob.h): which backend
 * runs (engine options backend= and backend_fallback=), and the fio hooks that only the
 * backend needs: post_init (io_uring fixed buffers) and close_file (io_uring registered files).
 */
#include <errno.h>
#include <stdlib.h>
#include <sys/uio.h>

#include "schedaio_glue.h"

/*
 * schedaio_backend_setup: start the job's backend (option backend=, default libaio). When io_uring is
 * unavailable here (ENOSYS, EPERM: kernel.io_uring_disabled, seccomp), fail the job with one
 * line naming the cause, or with backend_fallback=libaio say so (one line) and run on libaio
 * (the stats JSON then says job.backend "libaio", job.backend_requested "io_uring"). Returns
 * 0, or a negative errno with E's line and where (the caller prints it and stops the job).
 * What is only said, not fatal (the fallback, a backend's note, options of the other backend),
 * is logged here.
 */
int schedaio_backend_setup(struct thread_data *td, struct schedaio_data *sd,
			   const struct schedaio_options *o, struct schedaio_err *e)
{
	struct urb_options uo = {
		.registerfiles = o->registerfiles, .fixedbufs = o->fixedbufs,
		.sqthread_poll = o->sqthread_poll, .sqthread_poll_cpu = o->sqthread_poll_cpu,
		.hipri = o->hipri,
	};
	unsigned nfiles = td->o.nr_files > td->files_index ? td->o.nr_files : td->files_index;
	enum iob_kind kind = o->backend == IOB_IO_URING ? IOB_IO_URING : IOB_LIBAIO;
	char note[256], why[256];
	int ret;

	sd->backend_requested = kind;
	e->msg[0] = '\0';
	if (kind == IOB_IO_URING && td->o.io_submit_mode == IO_MODE_OFFLOAD) {
		/* the ring is SINGLE_ISSUER: one thread submits (fio's io_uring: FIO_NO_OFFLOAD) */
		snprintf(e->msg, sizeof(e->msg), "backend=io_uring does not run with io_submit_mode=offload");
		e->where = "schedaio backend";
		return -EINVAL;
	}
	ret = iob_init(&sd->be, kind, td->o.iodepth, nfiles ? nfiles : 1, &uo,
		       o->userspace_reap, note, sizeof(note));
	if (ret && kind == IOB_IO_URING) {
		bool unavailable = urb_unavailable_reason(ret, NULL, NULL, why, sizeof(why));

		if (!unavailable || !o->backend_fallback) {
			snprintf(e->msg, sizeof(e->msg), "backend=io_uring unavailable: %s%s", why,
				 unavailable ? "; backend_fallback=libaio would run it on libaio" : "");
			e->where = "io_uring_setup";
			return ret;
		}
		log_err("schedaio: job %s: backend=io_uring unavailable: %s; running on libaio "
			"(backend_fallback=libaio)\n", td->o.name, why);
		kind = IOB_LIBAIO;
		ret = iob_init(&sd->be, kind, td->o.iodepth, 1, NULL, o->userspace_reap, note,
			       sizeof(note));
	}
	if (ret) {
		if (ret == -EAGAIN)
			aiob_eagain_reason(td->o.iodepth, NULL, NULL, e->msg, sizeof(e->msg));
		e->where = "io_setup";
		return ret;
	}
	if (note[0])
		log_err("schedaio: job %s: %s: %s\n", td->o.name, iob_kind_name(kind), note);
	/* options of the other backend: one line, so that a forgotten backend=io_uring shows */
	if (kind == sd->backend_requested &&
	    iob_ignored_options(kind, &uo, o->userspace_reap, why, sizeof(why)))
		log_err("schedaio: job %s: backend=%s ignores %s (options of backend=%s)\n",
			td->o.name, iob_kind_name(kind), why,
			iob_kind_name(kind == IOB_LIBAIO ? IOB_IO_URING : IOB_LIBAIO));
	return 0;
}

/* post_init: the io_u buffers exist now (fio's backend.c init_io_u): register them for
 * fixedbufs, buffer i = io_u i's (td_max_bs bytes), as fio's io_uring engine does. */
int fio_schedaio_post_init(struct thread_data *td)
{
	struct schedaio_data *sd = td->io_ops_data;
	struct schedaio_options *o = td->eo;
	struct iovec *iov;
	unsigned i;
	int ret;

	if (!sd || !o->fixedbufs || sd->be.kind != IOB_IO_URING)
		return 0;
	iov = calloc(sd->nslots, sizeof(*iov));
	if (!iov) {
		td_verror(td, ENOMEM, "schedaio post_init");
		return 1;
	}
	for (i = 0; i < sd->nslots; i++) {
		if (!sd->slots[i].io_u)
			break;
		iov[i].iov_base = sd->slots[i].io_u->buf;
		iov[i].iov_len = td_max_bs(td);
	}
	ret = i == sd->nslots ? iob_register_bufs(&sd->be, iov, sd->nslots) : -EINVAL;
	free(iov);
	if (ret)
		log_err("schedaio: job %s: io_uring: %s\n", td->o.name, sd->be.ur.note);
	return 0; /* dropped, not fatal: the I/O runs with plain READ/WRITE */
}

int fio_schedaio_close_file(struct thread_data *td, struct fio_file *f)
{
	struct schedaio_data *sd = td->io_ops_data;

	if (sd && f->fd >= 0)
		iob_file_set(&sd->be, f->fileno, -1);
	return generic_close_file(td, f);
}
