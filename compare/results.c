// results.c: walk a run-pack results folder and read every run (see results.h).
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "results.h"
#include "runfile.h"

#define WHY_LEN 256

/* One run to read: its names (owned), run number and the manifest's status, if listed. */
struct found {
	char *sched, *cell;
	int run;
	const char *status; /* points into the manifest; NULL when not listed */
	const char *kernel; /* results[].kernel_scheduler (into the manifest), or NULL */
	size_t s, c;        /* indexes into results scheds/cells, set once those are ordered */
};

struct found_list {
	struct found *v;
	size_t n, cap;
};

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int cmp_found(const void *a, const void *b)
{
	const struct found *x = a, *y = b;

	if (x->s != y->s)
		return x->s < y->s ? -1 : 1;
	if (x->c != y->c)
		return x->c < y->c ? -1 : 1;
	return (x->run > y->run) - (x->run < y->run);
}

static void free_names(char **v, size_t n)
{
	while (n)
		free(v[--n]);
	free(v);
}

/* subdirs: the names of PATH's subfolders (not starting with '.'), sorted, into a new
 * array *OUT of *N owned strings. 0 or -errno from opendir (-ENOENT, -ENOTDIR, ...). */
static int subdirs(const char *path, char ***out, size_t *n)
{
	char **v = NULL, **nv, *full;
	size_t cap = 0, k = 0;
	struct dirent *de;
	struct stat st;
	DIR *d;
	int ret = 0;

	*out = NULL;
	*n = 0;
	d = opendir(path);
	if (!d)
		return -errno;
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		if (asprintf(&full, "%s/%s", path, de->d_name) < 0) {
			ret = -ENOMEM;
			break;
		}
		ret = stat(full, &st) == 0 && S_ISDIR(st.st_mode);
		free(full);
		if (!ret)
			continue;
		ret = 0;
		if (k == cap) {
			cap = cap ? cap * 2 : 16;
			nv = realloc(v, cap * sizeof(*v));
			if (!nv) {
				ret = -ENOMEM;
				break;
			}
			v = nv;
		}
		v[k] = strdup(de->d_name);
		if (!v[k]) {
			ret = -ENOMEM;
			break;
		}
		k++;
	}
	closedir(d);
	if (ret) {
		free_names(v, k);
		return ret;
	}
	if (k)
		qsort(v, k, sizeof(*v), cmp_str);
	*out = v;
	*n = k;
	return 0;
}

/* run_number: I when NAME is exactly "run-<I>" with 1 <= I <= 1000000, else 0. */
static int run_number(const char *name)
{
	char *end;
	long i;

	if (strncmp(name, "run-", 4) != 0 || name[4] < '0' || name[4] > '9')
		return 0;
	i = strtol(name + 4, &end, 10);
	return *end == '\0' && i >= 1 && i <= 1000000 ? (int)i : 0;
}

/* found_add: the run (SCHED, CELL, RUN) with manifest STATUS; a run already in L only gets
 * STATUS. 0 or -ENOMEM. */
static int found_add(struct found_list *l, const char *sched, const char *cell, int run,
		     const char *status, const char *kernel)
{
	struct found *f, *nv;
	size_t i;

	for (i = 0; i < l->n; i++) {
		f = &l->v[i];
		if (f->run == run && strcmp(f->sched, sched) == 0 && strcmp(f->cell, cell) == 0) {
			if (status)
				f->status = status;
			if (kernel)
				f->kernel = kernel;
			return 0;
		}
	}
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 64;
		nv = realloc(l->v, l->cap * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		l->v = nv;
	}
	f = &l->v[l->n];
	memset(f, 0, sizeof(*f));
	f->sched = strdup(sched);
	f->cell = strdup(cell);
	f->run = run;
	f->status = status;
	f->kernel = kernel;
	if (!f->sched || !f->cell) {
		free(f->sched);
		free(f->cell);
		return -ENOMEM;
	}
	l->n++;
	return 0;
}

static void found_free(struct found_list *l)
{
	while (l->n) {
		l->n--;
		free(l->v[l->n].sched);
		free(l->v[l->n].cell);
	}
	free(l->v);
	l->v = NULL;
}

/* scan_disk: every <path>/<sched>/<cell>/run-<i> folder into L. A PATH that cannot be
 * opened gives -errno; deeper folders that cannot be opened are passed over. */
static int scan_disk(const char *path, struct found_list *l)
{
	char **sv, **cv = NULL, **rv = NULL, *p;
	size_t ns, nc = 0, nr = 0, i, j, k;
	int ret, run;

	ret = subdirs(path, &sv, &ns);
	if (ret)
		return ret;
	for (i = 0; i < ns && !ret; i++) {
		if (asprintf(&p, "%s/%s", path, sv[i]) < 0) {
			ret = -ENOMEM;
			break;
		}
		ret = subdirs(p, &cv, &nc);
		free(p);
		if (ret) {
			ret = ret == -ENOMEM ? ret : 0;
			continue;
		}
		for (j = 0; j < nc && !ret; j++) {
			if (asprintf(&p, "%s/%s/%s", path, sv[i], cv[j]) < 0) {
				ret = -ENOMEM;
				break;
			}
			ret = subdirs(p, &rv, &nr);
			free(p);
			if (ret) {
				ret = ret == -ENOMEM ? ret : 0;
				continue;
			}
			for (k = 0; k < nr && !ret; k++) {
				run = run_number(rv[k]);
				if (run)
					ret = found_add(l, sv[i], cv[j], run, NULL, NULL);
			}
			free_names(rv, nr);
		}
		free_names(cv, nc);
	}
	free_names(sv, ns);
	return ret;
}

static ssize_t index_of(char **v, size_t n, const char *name)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(v[i], name) == 0)
			return (ssize_t)i;
	return -1;
}

/* order_names: the names L uses (its SCHED field when WANT_SCHED, else CELL) into a new
 * array *OUT of *N owned strings: first those of PREFERRED (NPREF, in that order), then
 * the others sorted. 0 or -ENOMEM. */
static int order_names(const struct found_list *l, int want_sched, const char **preferred,
		       size_t npref, char ***out, size_t *n)
{
	char **v, **extra, *name;
	size_t i, k = 0, ne = 0, first;

	*out = NULL;
	*n = 0;
	v = calloc(l->n + 1, sizeof(*v));
	extra = calloc(l->n + 1, sizeof(*extra));
	if (!v || !extra)
		goto nomem;
	for (i = 0; i < npref; i++) {
		for (first = 0; first < l->n; first++)
			if (strcmp(want_sched ? l->v[first].sched : l->v[first].cell, preferred[i]) == 0)
				break;
		if (first == l->n || index_of(v, k, preferred[i]) >= 0)
			continue;
		if (!(v[k] = strdup(preferred[i])))
			goto nomem;
		k++;
	}
	for (i = 0; i < l->n; i++) {
		name = want_sched ? l->v[i].sched : l->v[i].cell;
		if (index_of(v, k, name) < 0 && index_of(extra, ne, name) < 0)
			extra[ne++] = name; /* borrowed from L until copied below */
	}
	if (ne)
		qsort(extra, ne, sizeof(*extra), cmp_str);
	for (i = 0; i < ne; i++) {
		if (!(v[k] = strdup(extra[i])))
			goto nomem;
		k++;
	}
	free(extra);
	*out = v;
	*n = k;
	return 0;
nomem:
	free(extra);
	if (v)
		free_names(v, k);
	return -ENOMEM;
}

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

int results_add(struct results *r, const struct results_run *run, struct runfile_engine *eng)
{
	struct results_series *se = &r->series[run->s * r->ncells + run->c];
	struct results_run *nv;
	int k;

	if (r->nrunrec == r->caprunrec) {
		r->caprunrec = r->caprunrec ? r->caprunrec * 2 : 64;
		nv = realloc(r->runs, r->caprunrec * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		r->runs = nv;
	}
	if (values_push(&se->m[METRIC_MBPS], run->bw_kibps) ||
	    values_push(&se->m[METRIC_IOPS], run->iops) ||
	    (eng && eng->has_p50 && values_push(&se->m[METRIC_P50], eng->p50_us)) ||
	    (eng && eng->has_p99 && values_push(&se->m[METRIC_P99], eng->p99_us)) ||
	    (eng && eng->has_p999 && values_push(&se->m[METRIC_P999], eng->p999_us)) ||
	    (eng && eng->has_merge && values_push(&se->m[METRIC_MERGE], eng->merge_ratio)))
		return -ENOMEM;
	r->runs[r->nrunrec++] = *run;
	if (!eng)
		return 0;
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

/* read_run: the values of run F of folder PATH into R's series, or one line on ERR when it
 * cannot be used (R->nmarked++ for a run the manifest marks, R->nskipped++ for a file).
 * 0 or -ENOMEM. */
static int read_run(const char *path, const struct found *f, FILE *err, struct results *r)
{
	struct results_run run = { 0 };
	struct runfile_engine eng;
	struct runfile_fio fio;
	char why[WHY_LEN], *dir, *file = NULL, *fio_path = NULL;
	int ret, eng_read = 0;

	if (asprintf(&dir, "%s/%s/%s/run-%d", path, f->sched, f->cell, f->run) < 0)
		return -ENOMEM;
	if (f->status && strcmp(f->status, "ok") != 0) {
		fprintf(err, "compare: %s: manifest.json marks this run \"%s\"; left out\n", dir,
			f->status);
		r->nmarked++;
		ret = 0;
		goto out;
	}
	ret = -ENOMEM;
	if (asprintf(&file, "%s/fio.json", dir) < 0) {
		file = NULL;
		goto out;
	}
	ret = runfile_read_fio(file, &fio, why, sizeof(why));
	if (ret == 0) {
		fio_path = file;
		if (asprintf(&file, "%s/schedaio.json", dir) < 0) {
			file = NULL;
			ret = -ENOMEM;
			goto out;
		}
		ret = runfile_read_engine(file, fio.dir, f->sched,
					  f->kernel ? f->kernel : r->folders[f->s].kernel, &eng, why,
					  sizeof(why));
		if (ret == 0)
			eng_read = 1;
		else if (ret == -ENOENT) /* a baseline run with fio's own libaio: no engine stats */
			ret = 0;
	}
	if (ret == -ENOMEM)
		goto out;
	if (ret) {
		fprintf(err, "compare: %s: %s; run left out\n", file, why);
		r->nskipped++;
		ret = 0;
		goto out;
	}
	if (eng_read && !eng.has_p99) {
		/* the run counts for MB/s and IOPS, but not in the latency table: say so */
		fprintf(err, "compare: %s: %s; left out of the p99 table\n", file, why);
		r->nskipped++;
	}
	run.s = f->s;
	run.c = f->c;
	run.ddir = fio.dir == RUNFILE_READ ? "read" : "write";
	run.bw_kibps = fio.bw_kibps;
	run.iops = fio.iops;
	run.fio_path = results_keep(r, fio_path);
	fio_path = NULL; /* in the pool now (or freed) */
	if (eng_read)
		run.stats_path = results_keep(r, strdup(file));
	if (!run.fio_path || (eng_read && !run.stats_path) ||
	    results_add(r, &run, eng_read ? &eng : NULL)) {
		ret = -ENOMEM;
		goto out;
	}
	r->nok++;
out:
	if (eng_read)
		runfile_engine_free(&eng);
	if (file != fio_path)
		free(file);
	free(fio_path);
	free(dir);
	return ret;
}

/* fill_folders: R->folders from the manifest's scheduler_plan, else its results[] (see
 * results_folder). 0 or -ENOMEM. */
static int fill_folders(struct results *r)
{
	struct results_folder *fo;
	const struct manifest *m = &r->man;
	size_t s, i;

	r->folders = calloc(r->nscheds + 1, sizeof(*r->folders));
	if (!r->folders)
		return -ENOMEM;
	for (s = 0; s < r->nscheds; s++) {
		fo = &r->folders[s];
		for (i = 0; i < m->nplan && !fo->kernel; i++) {
			if (strcmp(m->plan[i].folder, r->scheds[s]) == 0) {
				fo->kernel = m->plan[i].kernel;
				fo->label = m->plan[i].label;
				fo->tunables = m->plan[i].tunables;
			}
		}
		for (i = 0; i < m->nlisted && !fo->kernel; i++) {
			if (m->listed[i].kernel && strcmp(m->listed[i].sched, r->scheds[s]) == 0) {
				fo->kernel = m->listed[i].kernel;
				fo->label = m->listed[i].label;
				fo->tunables = m->listed[i].tunables;
			}
		}
		if (!fo->kernel)
			fo->kernel = r->scheds[s];
	}
	return 0;
}

int results_load(const char *path, FILE *err, struct results *r)
{
	struct found_list l = { 0 };
	char why[WHY_LEN], *mpath;
	size_t i;
	ssize_t s, c;
	int ret, scanned;

	memset(r, 0, sizeof(*r));
	if (asprintf(&mpath, "%s/manifest.json", path) < 0)
		return -ENOMEM;
	scanned = scan_disk(path, &l);
	if (scanned == -ENOMEM) {
		ret = -ENOMEM;
		goto fail;
	}
	if (scanned && scanned != -ENOENT && scanned != -ENOTDIR) {
		ret = scanned; /* e.g. -EACCES: not "no runs", the caller says why */
		goto fail;
	}
	ret = scanned ? -ENOENT : manifest_load(mpath, &r->man, why, sizeof(why));
	if (ret == 0) {
		r->has_manifest = 1;
	} else if (ret == -ENOMEM) {
		goto fail;
	} else if (ret != -ENOENT) { /* a broken manifest: compare what is on disk */
		fprintf(err, "compare: %s: %s; compared without it\n", mpath, why);
		r->nskipped++;
	}
	for (i = 0; i < r->man.nlisted; i++) {
		ret = found_add(&l, r->man.listed[i].sched, r->man.listed[i].cell,
				r->man.listed[i].run, r->man.listed[i].status,
				r->man.listed[i].kernel);
		if (ret)
			goto fail;
	}
	if (l.n == 0) {
		ret = -ENOENT;
		goto fail;
	}
	ret = order_names(&l, 1, r->man.scheds, r->man.nscheds, &r->scheds, &r->nscheds);
	if (!ret)
		ret = order_names(&l, 0, r->man.cells, r->man.ncells, &r->cells, &r->ncells);
	if (!ret)
		ret = fill_folders(r);
	if (ret)
		goto fail;
	r->series = calloc(r->nscheds * r->ncells, sizeof(*r->series));
	if (!r->series) {
		ret = -ENOMEM;
		goto fail;
	}
	for (i = 0; i < l.n; i++) {
		s = index_of(r->scheds, r->nscheds, l.v[i].sched);
		c = index_of(r->cells, r->ncells, l.v[i].cell);
		l.v[i].s = (size_t)s;
		l.v[i].c = (size_t)c;
	}
	qsort(l.v, l.n, sizeof(*l.v), cmp_found);
	r->nruns = l.n;
	for (i = 0; i < l.n; i++) {
		ret = read_run(path, &l.v[i], err, r);
		if (ret)
			goto fail;
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

const struct results_series *results_series(const struct results *r, size_t s, size_t c)
{
	return &r->series[s * r->ncells + c];
}

void results_free(struct results *r)
{
	size_t i;
	int k;

	if (r->series) {
		for (i = 0; i < r->nscheds * r->ncells; i++) {
			for (k = 0; k < METRIC_COUNT; k++)
				free(r->series[i].m[k].v);
			free(r->series[i].label);
			json_decref(r->series[i].tunables);
		}
	}
	free(r->series);
	free(r->folders);
	free(r->runs);
	if (r->pool)
		free_names(r->pool, r->npool);
	json_decref(r->jpool);
	if (r->scheds)
		free_names(r->scheds, r->nscheds);
	if (r->cells)
		free_names(r->cells, r->ncells);
	manifest_free(&r->man);
	memset(r, 0, sizeof(*r));
}
