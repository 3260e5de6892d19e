// results.c: read every run of a run-pack results folder (see results.h); which runs there
// are, and their order, is study_scan.c's.
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/jsonfile.h"
#include "runpath/runpath.h"
#include "read/blktrace_read.h"
#include "read/readbound.h"
#include "read/results.h"
#include "read/runfile.h"
#include "read/runlog.h"
#include "read/study_scan.h"
#include "read/why_read.h"

#define WHY_LEN 256

/* read_engine: the engine stats file PATH (inside folder TOP, jsonfile_load_in) of a run in
 * direction DIR, read once: its numbers
 * into *ENG (runfile_engine_json, SCHED and KERNEL as there) and its details into *D
 * (why_read_json). 0, or -errno with the reason in WHY (both then released). */
static int read_engine(const char *top, const char *path, enum runfile_dir dir,
		       const char *sched, const char *kernel, struct runfile_engine *eng,
		       struct results_details *d, char *why, size_t whylen)
{
	json_t *root;
	int ret;

	memset(eng, 0, sizeof(*eng));
	ret = jsonfile_load_in(top, path, 0, &root, why, whylen);
	if (ret)
		return ret;
	ret = runfile_engine_json(root, dir, sched, kernel, eng, why, whylen);
	if (!ret) {
		ret = why_read_json(root, path, dir, d);
		if (ret) {
			runfile_engine_free(eng);
			snprintf(why, whylen, "%s", strerror(-ret));
		}
	}
	json_decref(root);
	return ret;
}

/* read_trace: DIR/blktrace.json (run-pack --trace-block), when there is one, into D->trace
 * (blktrace_read_summary, inside R->top; its bytes counted in B first, readbound.h); a file
 * that cannot be used (a link to nothing included: blktrace_present) is named on ERR, counted in R->nskipped and left out of the why
 * table, the run kept. 0, -E2BIG (the read bound, said on B's stream) or -ENOMEM. */
static int read_trace(struct results *r, const char *dir, enum runfile_dir fdir,
		      struct results_details *d, struct readbound *b, FILE *err)
{
	char *path, why[256];
	int ret;

	if (asprintf(&path, "%s/blktrace.json", dir) < 0)
		return -ENOMEM;
	if (!blktrace_present(path)) { /* an untraced run; a link to nothing is refused below */
		free(path);
		return 0;
	}
	ret = readbound_file(b, path);
	if (!ret)
		ret = blktrace_read_summary(r->top, path, fdir, &d->trace, why, sizeof(why));
	if (ret && ret != -ENOMEM && ret != -E2BIG) {
		fprintf(err, "compare: %s: %s; left out of the why table\n", path, why);
		r->nskipped++; /* a file skipped: exit status 3 */
	}
	free(path);
	return ret == -ENOMEM || ret == -E2BIG ? ret : 0;
}

/* copy_of: the fio.json of a run already in F's series (scheduler and cell) that FIO
 * repeats: the same fio "timestamp_ms" (> 0: runs of one series run one after the other)
 * and the same bw and iops. NULL when none does. */
static const char *copy_of(const struct results *r, const struct found *f,
			   const struct runfile_fio *fio)
{
	const struct results_run *o;
	size_t i;

	for (i = 0; fio->timestamp_ms > 0 && i < r->nrunrec; i++) {
		o = &r->runs[i];
		if (o->s == f->s && o->c == f->c && o->timestamp_ms == fio->timestamp_ms &&
		    o->bw_kibps == fio->bw_kibps && o->iops == fio->iops)
			return o->fio_path;
	}
	return NULL;
}

/* left_out: the note (results_note) on F's cell that compare left run F out, or out of one
 * table: "<folder>/<cell>/run-<i>: <WHY>; left out[ of the p99 table]" (TABLE: NULL, or
 * "p99"; the run named relative to the study, runpath.h). A decision about an input goes
 * in the table it concerns, once (issue 31 item 4: a run the manifest marks not ok, a run
 * without p99), not on the error stream; a damaged study (a file unreadable, from another
 * cell, a copy, a run folder the manifest does not list) is also an error, named there by
 * the caller with the file. 0 or -ENOMEM. */
static int left_out(struct results *r, const struct found *f, const char *table, const char *fmt,
		    ...) __attribute__((format(printf, 4, 5)));
static int left_out(struct results *r, const struct found *f, const char *table, const char *fmt,
		    ...)
{
	char why[RESULTS_NOTE_MAX / 2], *text, *run;
	va_list ap;
	int ret;

	va_start(ap, fmt);
	vsnprintf(why, sizeof(why), fmt, ap);
	va_end(ap);
	if (runpath_alloc(&run, NULL, NULL, f->sched, f->cell, f->run, NULL))
		return -ENOMEM;
	ret = asprintf(&text, "%s: %s; left out%s%s%s", run, why, table ? " of the " : "",
		       table ? table : "", table ? " table" : "");
	free(run);
	if (ret < 0)
		return -ENOMEM;
	ret = results_note(r, f->cell, text); /* cut at RESULTS_NOTE_MAX there */
	free(text);
	return ret;
}

/* What read_run reads of one run (owned until read_run's end, or moved into R). */
struct run_read {
	char *dir;        /* <path>/<scheduler>/<cell>/run-<i> */
	char *file;       /* the file read last: fio.json, then schedaio.json */
	char *fio_path;   /* fio.json once it was read */
	struct runfile_fio fio;
	struct runfile_engine eng;
	int eng_read;     /* ENG was read (a baseline run has no engine stats) */
	struct results_run run;
	char why[WHY_LEN];
};

/* run_listed: 1 when the manifest leaves run F of RR out (on disk but not in its
 * results[]: a line on ERR too; or marked not ok), its note given and *RET its error (0 or
 * -ENOMEM); 0 when the run is to be read. */
static int run_listed(struct results *r, const struct found *f, struct run_read *rr, FILE *err,
		      int *ret)
{
	if (!f->status && r->man.nlisted) {
		/* on disk, not in the manifest's results[]: not a run of this study (a damaged
		 * study: an error too) */
		fprintf(err, "compare: %s: not a run of manifest.json's results[]; left out\n",
			rr->dir);
		r->nskipped++;
		*ret = left_out(r, f, NULL, "on disk, not a run of manifest.json's results[]");
		return 1;
	}
	if (f->status && strcmp(f->status, "ok") != 0) {
		r->nmarked++;
		*ret = left_out(r, f, NULL, "manifest.json marks it \"%s\"", f->status);
		return 1;
	}
	return 0;
}

/* run_files: RR's fio.json, then its schedaio.json (-ENOENT: a baseline run with fio's own
 * libaio, no engine stats) and its block trace, each within B. 0; -ENOMEM; -E2BIG (the read
 * bound: nothing compared); another -errno with RR->why, RR->file naming the file. */
static int run_files(struct results *r, const struct found *f, struct readbound *b, FILE *err,
		     struct run_read *rr)
{
	int ret;

	if (asprintf(&rr->file, "%s/fio.json", rr->dir) < 0) {
		rr->file = NULL;
		return -ENOMEM;
	}
	if ((ret = readbound_file(b, rr->file)))
		return ret;
	ret = runfile_read_fio(r->top, rr->file, &rr->fio, rr->why, sizeof(rr->why));
	if (ret)
		return ret;
	rr->fio_path = rr->file;
	if (asprintf(&rr->file, "%s/schedaio.json", rr->dir) < 0) {
		rr->file = NULL;
		return -ENOMEM;
	}
	if ((ret = readbound_file(b, rr->file)))
		return ret;
	ret = read_engine(r->top, rr->file, rr->fio.dir, scan_folder_of(f->sched),
			  f->kernel ? f->kernel : r->folders[f->s].kernel, &rr->eng, &rr->run.d,
			  rr->why, sizeof(rr->why));
	if (ret == -ENOENT) /* a baseline run with fio's own libaio: no engine stats */
		return 0;
	if (ret)
		return ret;
	rr->eng_read = 1;
	return read_trace(r, rr->dir, rr->fio.dir, &rr->run.d, b, err);
}

/* run_fits: 0 when RR, run F as read, belongs in its series; else 1 (a line on ERR, the
 * note given, *RET its error): a job that ran another cell's workload (a file copied or
 * moved from another cell would be averaged in quietly), or a copy of a run of the series
 * (N and the SE would count it twice). The cell's first run sets its workload. */
static int run_fits(struct results *r, const struct found *f, struct run_read *rr, FILE *err,
		    int *ret)
{
	const char *twin;

	if (!r->cell_workload[f->c]) {
		r->cell_workload[f->c] = results_keep(r, strdup(rr->fio.workload));
		r->cell_first[f->c] = results_keep(r, strdup(rr->fio_path));
		*ret = !r->cell_workload[f->c] || !r->cell_first[f->c] ? -ENOMEM : 0;
		if (*ret)
			return 1;
	} else if (strcmp(r->cell_workload[f->c], rr->fio.workload) != 0) {
		fprintf(err, "compare: %s: the job ran %s, but the cell's first run (%s) ran %s; "
			"run left out\n", rr->fio_path, rr->fio.workload, r->cell_first[f->c],
			r->cell_workload[f->c]);
		r->nskipped++;
		*ret = left_out(r, f, NULL, "the job ran %s, but the cell's first run (%s) ran %s",
				rr->fio.workload, r->cell_first[f->c], r->cell_workload[f->c]);
		return 1;
	}
	if ((twin = copy_of(r, f, &rr->fio))) {
		fprintf(err, "compare: %s: the same fio output (timestamp_ms %.0f, bw and iops) as "
			"%s, a copy; run left out\n", rr->fio_path, rr->fio.timestamp_ms, twin);
		r->nskipped++;
		*ret = left_out(r, f, NULL, "the same fio output (timestamp_ms %.0f, bw and iops) as "
				"%s, a copy", rr->fio.timestamp_ms, twin);
		return 1;
	}
	return 0;
}

/* run_add: RR, run F as read, into R's series (its files' paths, fio's numbers, the engine's
 * when read; a run without p99 noted out of the p99 table). 0 or -ENOMEM. */
static int run_add(struct results *r, const struct found *f, struct run_read *rr)
{
	struct results_run *run = &rr->run;

	if (rr->eng_read && !rr->eng.has_p99) {
		/* the run counts for MB/s and IOPS, but not in the latency table: say so */
		r->nskipped++;
		if (left_out(r, f, "p99", "%s", rr->why))
			return -ENOMEM;
	}
	run->s = f->s;
	run->c = f->c;
	run->host = r->folders[f->s].host;
	run->ddir = rr->fio.dir == RUNFILE_READ ? "read" : "write";
	run->bw_kibps = rr->fio.bw_kibps;
	run->iops = rr->fio.iops;
	run->timestamp_ms = rr->fio.timestamp_ms;
	run->has_cpu = rr->fio.has_cpu;
	run->cpu_ns = rr->fio.cpu_ns;
	run->fio_path = results_keep(r, rr->fio_path);
	rr->fio_path = NULL; /* in the pool now (or freed) */
	if (rr->eng_read)
		run->stats_path = results_keep(r, strdup(rr->file));
	if (!run->fio_path || (rr->eng_read && !run->stats_path) ||
	    results_add(r, run, rr->eng_read ? &rr->eng : NULL))
		return -ENOMEM;
	memset(&run->d, 0, sizeof(run->d)); /* R's now */
	r->nok++;
	return 0;
}

/* read_run: the values of run F of folder PATH into R's series, or one line on ERR when it
 * cannot be used (R->nmarked++ for a run the manifest marks, R->nskipped++ for a file).
 * 0, -ENOMEM, or -E2BIG (the read bound, after its line). */
static int read_run(const char *path, const struct found *f, struct readbound *b, FILE *err,
		    struct results *r)
{
	struct run_read rr = { 0 };
	const char *base;
	int ret = 0;

	if (runpath_alloc(&rr.dir, path, NULL, f->sched, f->cell, f->run, NULL))
		return -ENOMEM;
	if (run_listed(r, f, &rr, err, &ret))
		goto out;
	ret = run_files(r, f, b, err, &rr);
	if (ret && ret != -ENOMEM && ret != -E2BIG) {
		base = strrchr(rr.file, '/') ? strrchr(rr.file, '/') + 1 : rr.file;
		fprintf(err, "compare: %s: %s; run left out\n", rr.file, rr.why);
		r->nskipped++;
		ret = left_out(r, f, NULL, "its %s could not be used (the error stream says why)",
			       base);
		goto out;
	}
	if (ret || run_fits(r, f, &rr, err, &ret))
		goto out;
	ret = run_add(r, f, &rr);
out:
	results_details_free(&rr.run.d);
	if (rr.eng_read)
		runfile_engine_free(&rr.eng);
	if (rr.file != rr.fio_path)
		free(rr.file);
	free(rr.fio_path);
	free(rr.dir);
	return ret;
}

/* row_order: the preferred order of rows: the manifest's schedulers, or with hosts each
 * host's (hosts[] order) as "<host>/<scheduler>", into a new array *OUT of *N strings owned
 * by R's pool. 0 or -ENOMEM. */
static int row_order(struct results *r, const char ***out, size_t *n)
{
	const struct manifest *m = &r->man;
	size_t h, i, k = 0;
	const char **v;
	char *s;

	*out = NULL;
	*n = 0;
	if (!m->nhosts) {
		*out = m->scheds;
		*n = m->nscheds;
		return 0;
	}
	v = calloc(m->nhosts * m->nscheds + 1, sizeof(*v));
	if (!v)
		return -ENOMEM;
	for (h = 0; h < m->nhosts; h++) {
		for (i = 0; i < m->nscheds; i++) {
			if (asprintf(&s, "%s/%s", m->hosts[h], m->scheds[i]) < 0 ||
			    !(v[k++] = results_keep(r, s))) {
				free(v);
				return -ENOMEM;
			}
		}
	}
	*out = v;
	*n = k;
	return 0;
}

int results_load(const char *path, FILE *err, struct results *r)
{
	return results_load_read(path, NULL, NULL, err, r);
}

/* load_manifest: study PATH's runs on disk (scan_disk, and each host's with run-pack
 * --hosts) and in its manifest (MPATH: MR's, taken over when the caller read it, else read
 * here; a broken one is a line on ERR and the study compared without it; one whose kernels
 * and runs do not pair, manifest_load's -EPROTO, a line and -ENODATA) into L and R.
 * 0, or -errno (-ENOENT: no runs on disk). */
static int load_manifest(const char *path, const char *mpath, struct manifest_read *mr, FILE *err,
			 struct results *r, struct found_list *l)
{
	char why[WHY_LEN];
	size_t i;
	int ret, scanned;

	/* every file of the study is read inside it (NULL: no such folder, scan_disk says so) */
	r->top = realpath(path, NULL);
	scanned = scan_disk(path, NULL, err, &r->nskipped, l);
	if (scanned && scanned != -ENOENT && scanned != -ENOTDIR)
		return scanned; /* -ENOMEM, or e.g. -EACCES: not "no runs", the caller says why */
	if (scanned) {
		ret = -ENOENT;
	} else if (mr) { /* read once by the caller: taken over */
		ret = mr->ret;
		snprintf(why, sizeof(why), "%s", mr->why);
		r->man = mr->m;
		memset(&mr->m, 0, sizeof(mr->m));
	} else {
		ret = manifest_load(r->top, mpath, &r->man, why, sizeof(why));
	}
	if (ret == 0) {
		r->has_manifest = 1;
	} else if (ret == -ENOMEM) {
		return ret;
	} else if (ret == -EPROTO) { /* a --kernel study that does not pair: not read at all */
		fprintf(err, "compare: %s: %s\n", mpath, why);
		return -ENODATA;
	} else if (ret != -ENOENT) { /* a broken manifest: compare what is on disk */
		fprintf(err, "compare: %s: %s; compared without it\n", mpath, why);
		r->nskipped++;
	}
	if (r->man.nhosts && (ret = scan_hosts(path, &r->man, err, &r->nskipped, l)))
		return ret;
	for (i = 0; i < r->man.nlisted; i++) {
		ret = found_add(l, r->man.nhosts ? r->man.listed[i].host : NULL,
				r->man.listed[i].sched, r->man.listed[i].cell,
				r->man.listed[i].run, r->man.listed[i].status,
				r->man.listed[i].kernel);
		if (ret)
			return ret;
	}
	return l->n ? 0 : -ENOENT;
}

/* load_layout: R's rows and cells in the manifest's order from the runs L found, within the
 * bounds (-E2BIG after a line on ERR), its folders, run-pack's preflight block, and its
 * series allocated. 0 or -errno. */
static int load_layout(const char *path, FILE *err, struct results *r, struct found_list *l)
{
	const char **rows = NULL;
	size_t nrows, max_rows;
	int ret;

	found_fold(l);
	ret = row_order(r, &rows, &nrows);
	if (!ret)
		ret = scan_order_names(l, 1, rows, nrows, &r->scheds, &r->nscheds);
	if (rows != r->man.scheds)
		free(rows);
	if (!ret)
		ret = scan_order_names(l, 0, r->man.cells, r->man.ncells, &r->cells, &r->ncells);
	if (ret)
		return ret;
	max_rows = MANIFEST_MAX_SCHEDS * (r->man.nhosts ? r->man.nhosts : 1);
	if (r->nscheds > max_rows || r->ncells > MANIFEST_MAX_CELLS) {
		fprintf(err, "compare: %s: %zu scheduler folders and %zu cells; run-pack writes at "
			"most %zu and %d, so this is not read as a results folder\n", path,
			r->nscheds, r->ncells, max_rows, MANIFEST_MAX_CELLS);
		return -E2BIG;
	}
	if (results_too_big(path, r->nscheds, r->ncells, err))
		return -E2BIG;
	ret = results_fill_folders(r);
	if (ret)
		return ret;
	if (!r->man.has_preflight) /* run-pack from before manifest had it */
		r->preflight_log = runlog_preflight(path);
	r->series = calloc(r->nscheds * r->ncells, sizeof(*r->series));
	r->cell_workload = calloc(r->ncells + 1, sizeof(*r->cell_workload));
	r->cell_first = calloc(r->ncells + 1, sizeof(*r->cell_first));
	return !r->series || !r->cell_workload || !r->cell_first ? -ENOMEM : 0;
}

int results_load_read(const char *path, struct manifest_read *mr, struct readbound *b,
		      FILE *err, struct results *r)
{
	struct found_list l = { 0 };
	char *mpath;
	size_t i;
	int ret;

	memset(r, 0, sizeof(*r));
	if (asprintf(&mpath, "%s/manifest.json", path) < 0)
		return -ENOMEM;
	ret = load_manifest(path, mpath, mr, err, r, &l);
	if (!ret)
		ret = load_layout(path, err, r, &l);
	if (!ret) {
		found_sort(&l);
		r->nruns = l.n;
		ret = readbound_start(b, path, l.n, "runs");
	}
	for (i = 0; !ret && i < l.n; i++) {
		ret = read_run(path, &l.v[i], b, err, r);
		if (!ret)
			readbound_step(b);
	}
	found_free(&l);
	free(mpath);
	if (ret)
		results_free(r);
	return ret;
}
