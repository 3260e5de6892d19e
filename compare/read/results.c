// results.c: read every run of a run-pack results folder (see results.h); which runs there
// are, and their order, is study_scan.c's.
#include <errno.h>
#include <math.h>
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

static int values_push(struct results_values *vs, double x)
{
	double *nv;

	if (vs->n == vs->cap) {
		vs->cap = vs->cap ? vs->cap * 2 : 8;
		nv = realloc(vs->v, vs->cap * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		vs->v = nv;
	}
	vs->v[vs->n++] = x;
	return 0;
}

char *results_keep(struct results *r, char *s)
{
	char **nv;

	if (!s)
		return NULL;
	if (r->npool == r->cappool) {
		r->cappool = r->cappool ? r->cappool * 2 : 64;
		nv = realloc(r->pool, r->cappool * sizeof(*nv));
		if (!nv) {
			free(s);
			return NULL;
		}
		r->pool = nv;
	}
	r->pool[r->npool++] = s;
	return s;
}

/* dev_rate: what the device moved while fio counted in RUN (input.h results_series.dev),
 * from its engine file ENG (NULL: none), as KiB/s into *KIB and I/Os per second into *IOPS;
 * *WINDOW 1 when it comes from window_delta, 0 from the clean window; *LESS 1 when fio's
 * count holds bytes the device did not move in the window (input.h dev_less). 1 when the run
 * has one, else 0. */
static int dev_rate(const struct results_run *run, const struct runfile_engine *eng,
		    double *kib, double *iops, int *window, int *less)
{
	double s, x;

	*window = *less = 0;
	if (!eng)
		return 0;
	if (eng->has_clean) {
		s = eng->clean_ns / 1e9;
		*kib = eng->clean_bytes / 1024 / s;
		*iops = eng->clean_done / s;
		*less = eng->clean_less;
		return isfinite(*kib) && isfinite(*iops);
	}
	if (!eng->has_window || !(eng->win_fio_bytes > 0))
		return 0;
	x = eng->win_dev_bytes / eng->win_fio_bytes;
	*kib = run->bw_kibps * x;
	*iops = run->iops * x;
	*window = 1;
	*less = x < 1;
	return isfinite(*kib) && isfinite(*iops);
}

int results_add(struct results *r, const struct results_run *run, struct runfile_engine *eng)
{
	struct results_series *se = &r->series[run->s * r->ncells + run->c];
	struct results_run *nv, *rec;
	double kib, iops;
	int k, from_window, less;

	if (r->nrunrec == r->caprunrec) {
		r->caprunrec = r->caprunrec ? r->caprunrec * 2 : 64;
		nv = realloc(r->runs, r->caprunrec * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		r->runs = nv;
	}
	if (dev_rate(run, eng, &kib, &iops, &from_window, &less) &&
	    (values_push(&se->dev[0], kib) || values_push(&se->dev[1], iops)))
		return -ENOMEM;
	se->dev_window += from_window;
	se->dev_less += less;
	if (values_push(&se->m[METRIC_MBPS], run->bw_kibps) ||
	    values_push(&se->m[METRIC_IOPS], run->iops) ||
	    (eng && eng->has_p50 && values_push(&se->m[METRIC_P50], eng->p50_us)) ||
	    (eng && eng->has_p99 && values_push(&se->m[METRIC_P99], eng->p99_us)) ||
	    (eng && eng->has_p999 && values_push(&se->m[METRIC_P999], eng->p999_us)) ||
	    (eng && eng->has_merge && values_push(&se->m[METRIC_MERGE], eng->merge_ratio)))
		return -ENOMEM;
	r->runs[r->nrunrec] = *run;
	if (!eng)
		return r->nrunrec++, 0;
	rec = &r->runs[r->nrunrec++];
	rec->d.has_p[0] = eng->has_p50, rec->d.p_us[0] = eng->p50_us;
	rec->d.has_p[1] = eng->has_p99, rec->d.p_us[1] = eng->p99_us;
	rec->d.has_p[2] = eng->has_p999, rec->d.p_us[2] = eng->p999_us;
	rec->d.has_window = eng->has_window;
	rec->d.win_fio_bytes = eng->win_fio_bytes, rec->d.win_dev_bytes = eng->win_dev_bytes;
	rec->d.has_dev = dev_rate(run, eng, &rec->d.dev_kibps, &rec->d.dev_iops, &from_window,
				  &less);
	for (k = 0; k < RUNFILE_CURVE_N; k++) {
		if (eng->has_curve[k]) {
			se->curve_sum[k] += eng->curve_us[k];
			se->curve_n[k]++;
		}
	}
	if (!se->label && eng->label) {
		se->label = eng->label;
		eng->label = NULL;
	}
	if (!se->tunables && eng->tunables) {
		se->tunables = eng->tunables;
		eng->tunables = NULL;
	}
	return 0;
}

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

/* read_run: the values of run F of folder PATH into R's series, or one line on ERR when it
 * cannot be used (R->nmarked++ for a run the manifest marks, R->nskipped++ for a file).
 * 0 or -ENOMEM. */
static int read_run(const char *path, const struct found *f, struct readbound *b, FILE *err,
		    struct results *r)
{
	struct results_run run = { 0 };
	struct runfile_engine eng;
	struct runfile_fio fio;
	char why[WHY_LEN], *dir, *file = NULL, *fio_path = NULL;
	const char *twin;
	int ret, eng_read = 0;

	if (runpath_alloc(&dir, path, NULL, f->sched, f->cell, f->run, NULL))
		return -ENOMEM;
	if (!f->status && r->man.nlisted) {
		/* on disk, not in the manifest's results[]: not a run of this study (a damaged
		 * study: an error too) */
		fprintf(err, "compare: %s: not a run of manifest.json's results[]; left out\n",
			dir);
		r->nskipped++;
		ret = left_out(r, f, NULL, "on disk, not a run of manifest.json's results[]");
		goto out;
	}
	if (f->status && strcmp(f->status, "ok") != 0) {
		r->nmarked++;
		ret = left_out(r, f, NULL, "manifest.json marks it \"%s\"", f->status);
		goto out;
	}
	ret = -ENOMEM;
	if (asprintf(&file, "%s/fio.json", dir) < 0) {
		file = NULL;
		goto out;
	}
	if ((ret = readbound_file(b, file)))
		goto out;
	ret = runfile_read_fio(r->top, file, &fio, why, sizeof(why));
	if (ret == 0) {
		fio_path = file;
		if (asprintf(&file, "%s/schedaio.json", dir) < 0) {
			file = NULL;
			ret = -ENOMEM;
			goto out;
		}
		if ((ret = readbound_file(b, file)))
			goto out;
		ret = read_engine(r->top, file, fio.dir, scan_folder_of(f->sched),
				  f->kernel ? f->kernel : r->folders[f->s].kernel, &eng, &run.d, why,
				  sizeof(why));
		if (ret == 0) {
			eng_read = 1;
			if ((ret = read_trace(r, dir, fio.dir, &run.d, b, err)) == -E2BIG)
				goto out; /* the read bound: nothing compared */
		} else if (ret == -ENOENT) /* a baseline run with fio's own libaio: no engine stats */
			ret = 0;
	}
	if (ret == -ENOMEM)
		goto out;
	if (ret) {
		fprintf(err, "compare: %s: %s; run left out\n", file, why);
		r->nskipped++;
		ret = left_out(r, f, NULL, "its %s could not be used (the error stream says why)",
			       strrchr(file, '/') ? strrchr(file, '/') + 1 : file);
		goto out;
	}
	if (!r->cell_workload[f->c]) {
		r->cell_workload[f->c] = results_keep(r, strdup(fio.workload));
		r->cell_first[f->c] = results_keep(r, strdup(fio_path));
		if (!r->cell_workload[f->c] || !r->cell_first[f->c]) {
			ret = -ENOMEM;
			goto out;
		}
	} else if (strcmp(r->cell_workload[f->c], fio.workload) != 0) {
		/* a file copied or moved from another cell would be averaged in quietly */
		fprintf(err, "compare: %s: the job ran %s, but the cell's first run (%s) ran %s; "
			"run left out\n", fio_path, fio.workload, r->cell_first[f->c],
			r->cell_workload[f->c]);
		r->nskipped++;
		ret = left_out(r, f, NULL, "the job ran %s, but the cell's first run (%s) ran %s",
			       fio.workload, r->cell_first[f->c], r->cell_workload[f->c]);
		goto out;
	}
	if ((twin = copy_of(r, f, &fio))) {
		/* the same fio output twice in one series: N and the SE would count it twice */
		fprintf(err, "compare: %s: the same fio output (timestamp_ms %.0f, bw and iops) as "
			"%s, a copy; run left out\n", fio_path, fio.timestamp_ms, twin);
		r->nskipped++;
		ret = left_out(r, f, NULL, "the same fio output (timestamp_ms %.0f, bw and iops) as "
			       "%s, a copy", fio.timestamp_ms, twin);
		goto out;
	}
	if (eng_read && !eng.has_p99) {
		/* the run counts for MB/s and IOPS, but not in the latency table: say so */
		r->nskipped++;
		if (left_out(r, f, "p99", "%s", why)) {
			ret = -ENOMEM;
			goto out;
		}
	}
	run.s = f->s;
	run.c = f->c;
	run.host = r->folders[f->s].host;
	run.ddir = fio.dir == RUNFILE_READ ? "read" : "write";
	run.bw_kibps = fio.bw_kibps;
	run.iops = fio.iops;
	run.timestamp_ms = fio.timestamp_ms;
	run.has_cpu = fio.has_cpu;
	run.cpu_ns = fio.cpu_ns;
	run.fio_path = results_keep(r, fio_path);
	fio_path = NULL; /* in the pool now (or freed) */
	if (eng_read)
		run.stats_path = results_keep(r, strdup(file));
	if (!run.fio_path || (eng_read && !run.stats_path) ||
	    results_add(r, &run, eng_read ? &eng : NULL)) {
		ret = -ENOMEM;
		goto out;
	}
	memset(&run.d, 0, sizeof(run.d)); /* R's now */
	r->nok++;
out:
	results_details_free(&run.d);
	if (eng_read)
		runfile_engine_free(&eng);
	if (file != fio_path)
		free(file);
	free(fio_path);
	free(dir);
	return ret;
}

int results_fill_folders(struct results *r)
{
	struct results_folder *fo;
	const struct manifest *m = &r->man;
	size_t s, i;

	r->folders = calloc(r->nscheds + 1, sizeof(*r->folders));
	if (!r->folders)
		return -ENOMEM;
	for (s = 0; s < r->nscheds; s++) {
		fo = &r->folders[s];
		for (i = 0; i < m->nhosts && !fo->host; i++)
			if (scan_row_is(r->scheds[s], m->hosts[i], scan_folder_of(r->scheds[s])))
				fo->host = m->hosts[i];
		for (i = 0; i < m->nplan && !fo->kernel; i++) {
			if (strcmp(m->plan[i].folder, scan_folder_of(r->scheds[s])) == 0) {
				fo->kernel = m->plan[i].kernel;
				fo->label = m->plan[i].label;
				fo->tunables = m->plan[i].tunables;
			}
		}
		for (i = 0; i < m->nlisted && !fo->kernel; i++) {
			if (m->listed[i].kernel &&
			    scan_row_is(r->scheds[s], fo->host ? m->listed[i].host : NULL,
				   m->listed[i].sched)) {
				fo->kernel = m->listed[i].kernel;
				fo->label = m->listed[i].label;
				fo->tunables = m->listed[i].tunables;
			}
		}
		if (!fo->kernel)
			fo->kernel = scan_folder_of(r->scheds[s]);
	}
	return 0;
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

int results_load_read(const char *path, struct manifest_read *mr, struct readbound *b,
		      FILE *err, struct results *r)
{
	struct found_list l = { 0 };
	char why[WHY_LEN], *mpath;
	const char **rows = NULL;
	size_t i, nrows, max_rows;
	json_t *pf;
	int ret, scanned;

	memset(r, 0, sizeof(*r));
	if (asprintf(&mpath, "%s/manifest.json", path) < 0)
		return -ENOMEM;
	/* every file of the study is read inside it (NULL: no such folder, scan_disk says so) */
	r->top = realpath(path, NULL);
	scanned = scan_disk(path, NULL, err, &r->nskipped, &l);
	if (scanned == -ENOMEM) {
		ret = -ENOMEM;
		goto fail;
	}
	if (scanned && scanned != -ENOENT && scanned != -ENOTDIR) {
		ret = scanned; /* e.g. -EACCES: not "no runs", the caller says why */
		goto fail;
	}
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
		goto fail;
	} else if (ret != -ENOENT) { /* a broken manifest: compare what is on disk */
		fprintf(err, "compare: %s: %s; compared without it\n", mpath, why);
		r->nskipped++;
	}
	if (r->man.nhosts && (ret = scan_hosts(path, &r->man, err, &r->nskipped, &l)))
		goto fail;
	for (i = 0; i < r->man.nlisted; i++) {
		ret = found_add(&l, r->man.nhosts ? r->man.listed[i].host : NULL,
				r->man.listed[i].sched, r->man.listed[i].cell,
				r->man.listed[i].run, r->man.listed[i].status,
				r->man.listed[i].kernel);
		if (ret)
			goto fail;
	}
	if (l.n == 0) {
		ret = -ENOENT;
		goto fail;
	}
	found_fold(&l);
	ret = row_order(r, &rows, &nrows);
	if (!ret)
		ret = scan_order_names(&l, 1, rows, nrows, &r->scheds, &r->nscheds);
	if (rows != r->man.scheds)
		free(rows);
	if (!ret)
		ret = scan_order_names(&l, 0, r->man.cells, r->man.ncells, &r->cells, &r->ncells);
	if (ret)
		goto fail;
	max_rows = MANIFEST_MAX_SCHEDS * (r->man.nhosts ? r->man.nhosts : 1);
	if (r->nscheds > max_rows || r->ncells > MANIFEST_MAX_CELLS) {
		fprintf(err, "compare: %s: %zu scheduler folders and %zu cells; run-pack writes at "
			"most %zu and %d, so this is not read as a results folder\n", path,
			r->nscheds, r->ncells, max_rows, MANIFEST_MAX_CELLS);
		ret = -E2BIG;
		goto fail;
	}
	if (results_too_big(path, r->nscheds, r->ncells, err)) {
		ret = -E2BIG;
		goto fail;
	}
	ret = results_fill_folders(r);
	if (ret)
		goto fail;
	pf = json_object_get(r->man.root, "preflight");
	if (!json_is_array(pf) || !json_array_size(pf)) /* run-pack from before manifest had it */
		r->preflight_log = runlog_preflight(path);
	r->series = calloc(r->nscheds * r->ncells, sizeof(*r->series));
	r->cell_workload = calloc(r->ncells + 1, sizeof(*r->cell_workload));
	r->cell_first = calloc(r->ncells + 1, sizeof(*r->cell_first));
	if (!r->series || !r->cell_workload || !r->cell_first) {
		ret = -ENOMEM;
		goto fail;
	}
	found_sort(&l);
	r->nruns = l.n;
	if ((ret = readbound_start(b, path, l.n, "runs")))
		goto fail;
	for (i = 0; i < l.n; i++) {
		ret = read_run(path, &l.v[i], b, err, r);
		if (ret)
			goto fail;
		readbound_step(b);
	}
	found_free(&l);
	free(mpath);
	return 0;
fail:
	found_free(&l);
	free(mpath);
	results_free(r);
	return ret;
}

int results_too_big(const char *what, size_t nrows, size_t ncells, FILE *err)
{
	if (nrows <= RESULTS_MAX_ROWS && ncells <= RESULTS_MAX_CELLS &&
	    nrows * ncells <= RESULTS_MAX_SERIES)
		return 0;
	fprintf(err, "compare: %s: %zu rows and %zu cells; compare tables at most %d rows, %d "
		"cells and %d (row, cell) pairs, so this is not read\n", what, nrows, ncells,
		RESULTS_MAX_ROWS, RESULTS_MAX_CELLS, RESULTS_MAX_SERIES);
	return 1;
}

void results_free(struct results *r)
{
	size_t i;
	int k;

	if (r->series) {
		for (i = 0; i < r->nscheds * r->ncells; i++) {
			for (k = 0; k < METRIC_TABLES; k++)
				free(r->series[i].m[k].v);
			free(r->series[i].dev[0].v);
			free(r->series[i].dev[1].v);
			if (r->series[i].startup) {
				free(r->series[i].startup->bg_kibps.v);
				free(r->series[i].startup->io_wait_s.v);
				free(r->series[i].startup->curve);
				free(r->series[i].startup->run_path);
				trace_class_free(&r->series[i].startup->split[0]);
				trace_class_free(&r->series[i].startup->split[1]);
				free(r->series[i].startup);
			}
			free(r->series[i].label);
			json_decref(r->series[i].tunables);
		}
	}
	free(r->series);
	free(r->cellinfo);
	free(r->cell_workload);
	free(r->cell_first);
	free(r->folders);
	for (i = 0; i < r->nrunrec; i++)
		results_details_free(&r->runs[i].d);
	free(r->runs);
	free(r->preflight_log);
	free(r->top);
	if (r->pool)
		scan_names_free(r->pool, r->npool);
	json_decref(r->jpool);
	if (r->scheds)
		scan_names_free(r->scheds, r->nscheds);
	if (r->cells)
		scan_names_free(r->cells, r->ncells);
	manifest_free(&r->man);
	results_notes_free(r);
	memset(r, 0, sizeof(*r));
}
