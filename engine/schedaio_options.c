/*
 * schedaio_options.c: the engine options of schedaio (fio's option table, in fio's style:
 * fio HOWTO "I/O engine specific parameters"). The values land in struct schedaio_options
 * (schedaio_glue.h) on td->eo; fio parses and checks the types, the glue checks ranges.
 */
#include <stddef.h>

#include "schedaio_glue.h"


struct fio_option schedaio_fio_options[] = {
	{
		.name = "stats_file",
		.lname = "schedaio statistics file",
		.type = FIO_OPT_STR_STORE,
		.off1 = offsetof(struct schedaio_options, stats_file),
		.help = "Where the engine writes the job's statistics JSON ($jobname, $jobnum expand; "
			"default " SCHEDAIO_DEFAULT_STATS_FILE ")",
		.category = FIO_OPT_C_ENGINE,
		.group = FIO_OPT_G_INVALID,
	},
	{
		.name = "expect_sched",
		.lname = "schedaio expected scheduler",
		.type = FIO_OPT_STR_STORE,
		.off1 = offsetof(struct schedaio_options, expect_sched),
		.help = "Fail the job at start unless the target's scheduler is this: a kernel name "
			"with optional tunables (bfq:low_latency=1) or a label (\"BFQ low_latency\")",
		.category = FIO_OPT_C_ENGINE,
		.group = FIO_OPT_G_INVALID,
	},
	{
		.name = "hist_precision",
		.lname = "schedaio histogram precision",
		.type = FIO_OPT_STR_STORE,
		.off1 = offsetof(struct schedaio_options, hist_precision),
		.help = "Relative error of the engine's latency histograms, in percent, "
			"0.001 to 10 (default 0.1: 512 buckets per power of two, 135 KiB each)",
		.def = "0.1",
		.category = FIO_OPT_C_ENGINE,
		.group = FIO_OPT_G_INVALID,
	},
	{
		.name = "sched_strict",
		.lname = "schedaio strict scheduler check",
		.type = FIO_OPT_BOOL,
		.off1 = offsetof(struct schedaio_options, sched_strict),
		.help = "Fail the job if the scheduler tag changed between job start and end",
		.def = "0",
		.category = FIO_OPT_C_ENGINE,
		.group = FIO_OPT_G_INVALID,
	},
	{
		.name = "timeseries_interval",
		.lname = "schedaio time-series interval",
		.type = FIO_OPT_STR_VAL_TIME,
		.off1 = offsetof(struct schedaio_options, ts_interval_us),
		.help = "Interval of the engine's time series, 1ms to 1h (default 100ms)",
		.def = "100ms",
		.is_time = 1,
		.category = FIO_OPT_C_ENGINE,
		.group = FIO_OPT_G_INVALID,
	},
	{
		.name = "backend",
		.lname = "schedaio I/O backend",
		.type = FIO_OPT_STR,
		.off1 = offsetof(struct schedaio_options, backend),
		.help = "The kernel interface the I/O goes through",
		.def = "libaio",
		.posval = {
			{ .ival = "libaio", .oval = IOB_LIBAIO, .help = "Linux native AIO (as fio's libaio)" },
			{ .ival = "io_uring", .oval = IOB_IO_URING, .help = "io_uring (as fio's io_uring)" },
		},
		.category = FIO_OPT_C_ENGINE,
		.group = FIO_OPT_G_INVALID,
	},
	{
		.name = "backend_fallback",
		.lname = "schedaio backend fallback",
		.type = FIO_OPT_STR,
		.off1 = offsetof(struct schedaio_options, backend_fallback),
		.help = "When backend=io_uring is unavailable here: fail the job, or run on libaio",
		.def = "none",
		.posval = {
			{ .ival = "none", .oval = 0, .help = "fail the job, naming the cause" },
			{ .ival = "libaio", .oval = 1, .help = "run on libaio; job.backend says so" },
		},
		.category = FIO_OPT_C_ENGINE,
		.group = FIO_OPT_G_INVALID,
	},
	{
		.name = "userspace_reap",
		.lname = "schedaio libaio userspace reaping",
		.type = FIO_OPT_STR_SET,
		.off1 = offsetof(struct schedaio_options, userspace_reap),
		.help = "libaio: take completions from the mapped AIO ring without io_getevents",
		.category = FIO_OPT_C_ENGINE,
		.group = FIO_OPT_G_LIBAIO,
	},
	{
		.name = "registerfiles",
		.lname = "schedaio io_uring registered files",
		.type = FIO_OPT_STR_SET,
		.off1 = offsetof(struct schedaio_options, registerfiles),
		.help = "io_uring: register the job's files (fixed file table)",
		.category = FIO_OPT_C_ENGINE,
		.group = FIO_OPT_G_IOURING,
	},
	{
		.name = "fixedbufs",
		.lname = "schedaio io_uring fixed buffers",
		.type = FIO_OPT_STR_SET,
		.off1 = offsetof(struct schedaio_options, fixedbufs),
		.help = "io_uring: register the I/O buffers (READ_FIXED/WRITE_FIXED)",
		.category = FIO_OPT_C_ENGINE,
		.group = FIO_OPT_G_IOURING,
	},
	{
		.name = "sqthread_poll",
		.lname = "schedaio io_uring SQ polling thread",
		.type = FIO_OPT_STR_SET,
		.off1 = offsetof(struct schedaio_options, sqthread_poll),
		.help = "io_uring: a kernel thread polls the submission queue (IORING_SETUP_SQPOLL)",
		.category = FIO_OPT_C_ENGINE,
		.group = FIO_OPT_G_IOURING,
	},
	{
		.name = "sqthread_poll_cpu",
		.lname = "schedaio io_uring SQ polling thread CPU",
		.type = FIO_OPT_INT,
		.off1 = offsetof(struct schedaio_options, sqthread_poll_cpu),
		.help = "io_uring: the CPU of the sqthread_poll thread (-1: any)",
		.def = "-1",
		.category = FIO_OPT_C_ENGINE,
		.group = FIO_OPT_G_IOURING,
	},
	{
		.name = "hipri",
		.lname = "schedaio io_uring polled completions",
		.type = FIO_OPT_STR_SET,
		.off1 = offsetof(struct schedaio_options, hipri),
		.help = "io_uring: polled completions (IORING_SETUP_IOPOLL), where the device has poll queues",
		.category = FIO_OPT_C_ENGINE,
		.group = FIO_OPT_G_IOURING,
	},
	{
		.name = NULL,
	},
};
