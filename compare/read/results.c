// results.c: walk a run-pack results folder and read every run (see results.h).
#include <dirent.h>
#include <stdint.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "json/jsonfile.h"
#include "read/results.h"
#include "read/runfile.h"
#include "read/runlog.h"
#include "read/why_read.h"

#define WHY_LEN 256

/* One run to read: its names (owned), run number and the manifest's status, if listed.
 * In a study with hosts (manifest.json hosts[]), SCHED is "<host>/<scheduler folder>". */
struct found {
	char *sched, *cell;
	int run;
	const char *status; /* points into the manifest; NULL when not listed */
	const char *kernel; /* results[].kernel_scheduler (into the manifest), or NULL */
	size_t s, c;        /* indexes into results scheds/cells, set once those are ordered */
	size_t seq;         /* order of addition: a later manifest entry wins (found_fold) */
};

struct found_list {
	struct found *v;
	size_t n, cap;
};

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* cmp_name_run: by scheduler, cell, run, then order of addition. */
static int cmp_name_run(const void *a, const void *b)
{
	const struct found *x = a, *y = b;
	int c = strcmp(x->sched, y->sched);

	if (!c)
		c = strcmp(x->cell, y->cell);
	if (!c)
		c = (x->run > y->run) - (x->run < y->run);
	return c ? c : (x->seq > y->seq) - (x->seq < y->seq);
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
 * array *OUT of *N owned strings. With ERR, a name that is not valid UTF-8 or holds a
 * terminal control character (jsonfile_name_ok) is named on ERR, counted in *BAD and left out; without,
 * left out quietly. 0 or -errno from opendir (-ENOENT, -ENOTDIR, ...). */
static int subdirs(const char *path, FILE *err, size_t *bad, char ***out, size_t *n)
{
	char **v = NULL, **nv, *full, quoted[128];
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
		if (!jsonfile_name_ok(de->d_name)) {
			if (err) {
				fprintf(err, "compare: %s/%s: the folder name is not valid UTF-8 or "
					"holds a terminal control character (shown as \\xNN); left "
					"out\n", path,
					jsonfile_quote(de->d_name, quoted, sizeof(quoted)));
				++*bad;
			}
			continue;
		}
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

/* folder_of: the scheduler folder of row name ROW: ROW, or for a study with hosts the part
 * after "<host>/" (folder names hold no '/'). */
static const char *folder_of(const char *row)
{
	const char *slash = strchr(row, '/');

	return slash ? slash + 1 : row;
}

/* row_is: 1 when row name ROW is scheduler folder SCHED of HOST (NULL: a study without
 * hosts). */
static int row_is(const char *row, const char *host, const char *sched)
{
	size_t n;

	if (!host)
		return strcmp(row, sched) == 0;
	n = strlen(host);
	return strncmp(row, host, n) == 0 && row[n] == '/' && strcmp(row + n + 1, sched) == 0;
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

/* found_add: the run (SCHED, CELL, RUN) of HOST (NULL without hosts) with manifest STATUS
 * and KERNEL (may be NULL), at the end of L; found_fold() merges a run added twice. 0 or
 * -ENOMEM. */
static int found_add(struct found_list *l, const char *host, const char *sched,
		     const char *cell, int run, const char *status, const char *kernel)
{
	struct found *f, *nv;

	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 64;
		nv = realloc(l->v, l->cap * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		l->v = nv;
	}
	f = &l->v[l->n];
	memset(f, 0, sizeof(*f));
	if (!host)
		f->sched = strdup(sched);
	else if (asprintf(&f->sched, "%s/%s", host, sched) < 0)
		f->sched = NULL;
	f->cell = strdup(cell);
	f->run = run;
	f->status = status;
	f->kernel = kernel;
	f->seq = l->n;
	if (!f->sched || !f->cell) {
		free(f->sched);
		free(f->cell);
		return -ENOMEM;
	}
	l->n++;
	return 0;
}

/* found_fold: one entry per run in L, sorted by name: the runs on disk and those the
 * manifest lists, a run listed again taking the last status and kernel given. O(n log n),
 * so that a manifest of 40,000 results[] costs no more than sorting them. */
static void found_fold(struct found_list *l)
{
	struct found *f, *g;
	size_t i, k = 0;

	if (l->n)
		qsort(l->v, l->n, sizeof(*l->v), cmp_name_run);
	for (i = 0; i < l->n; i++) {
		g = &l->v[i];
		f = k ? &l->v[k - 1] : NULL;
		if (f && f->run == g->run && strcmp(f->sched, g->sched) == 0 &&
		    strcmp(f->cell, g->cell) == 0) {
			if (g->status)
				f->status = g->status;
			if (g->kernel)
				f->kernel = g->kernel;
			free(g->sched);
			free(g->cell);
			continue;
		}
		l->v[k++] = *g;
	}
	l->n = k;
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
	l->cap = 0;
}

/* scan_disk: every <path>/<sched>/<cell>/run-<i> folder into L, as runs of HOST (NULL
 * without hosts). A PATH that cannot be opened gives -errno; deeper folders that cannot be
 * opened are passed over; scheduler and cell folders whose names cannot be used are named on
 * ERR and counted in *BAD. */
static int scan_disk(const char *path, const char *host, FILE *err, size_t *bad,
		     struct found_list *l)
{
	char **sv, **cv = NULL, **rv = NULL, *p;
	size_t ns, nc = 0, nr = 0, i, j, k;
	int ret, run;

	ret = subdirs(path, err, bad, &sv, &ns);
	if (ret)
		return ret;
	for (i = 0; i < ns && !ret; i++) {
		if (asprintf(&p, "%s/%s", path, sv[i]) < 0) {
			ret = -ENOMEM;
			break;
		}
		ret = subdirs(p, err, bad, &cv, &nc);
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
			ret = subdirs(p, NULL, NULL, &rv, &nr);
			free(p);
			if (ret) {
				ret = ret == -ENOMEM ? ret : 0;
				continue;
			}
			for (k = 0; k < nr && !ret; k++) {
				run = run_number(rv[k]);
				if (run)
					ret = found_add(l, host, sv[i], cv[j], run, NULL,
							NULL);
			}
			free_names(rv, nr);
		}
		free_names(cv, nc);
	}
	free_names(sv, ns);
	return ret;
}

/* struct name_at: a name and its position in the final order, for bsearch. */
struct name_at {
	const char *name;
	size_t i;
};

static int cmp_name_at(const void *a, const void *b)
{
	return strcmp(((const struct name_at *)a)->name, ((const struct name_at *)b)->name);
}

/* name_of: the scheduler (WANT_SCHED) or cell name of run F. */
static const char *name_of(const struct found *f, int want_sched)
{
	return want_sched ? f->sched : f->cell;
}

/* order_names: the names L uses (its SCHED field when WANT_SCHED, else CELL) into a new
 * array *OUT of *N owned strings: first those of PREFERRED (NPREF, in that order), then
 * the others sorted; and the position of each run's name in it into its S (WANT_SCHED) or C.
 * O((n + npref) log n). 0 or -ENOMEM. */
static int order_names(struct found_list *l, int want_sched, const char **preferred,
		       size_t npref, char ***out, size_t *n)
{
	struct name_at *u, key, *hit;
	size_t i, nu = 0, k = 0;
	char **v = NULL;
	int ret = -ENOMEM;

	*out = NULL;
	*n = 0;
	u = calloc(l->n + 1, sizeof(*u));
	if (!u)
		return -ENOMEM;
	for (i = 0; i < l->n; i++)
		u[i].name = name_of(&l->v[i], want_sched);
	if (l->n)
		qsort(u, l->n, sizeof(*u), cmp_name_at);
	for (i = 0; i < l->n; i++) /* distinct names, sorted; i = SIZE_MAX: not placed yet */
		if (nu == 0 || strcmp(u[nu - 1].name, u[i].name) != 0)
			u[nu++] = (struct name_at){ u[i].name, SIZE_MAX };
	v = calloc(nu + 1, sizeof(*v));
	if (!v)
		goto out;
	for (i = 0; i < npref; i++) {
		key.name = preferred[i];
		hit = nu ? bsearch(&key, u, nu, sizeof(*u), cmp_name_at) : NULL;
		if (hit && hit->i == SIZE_MAX)
			hit->i = k++;
	}
	for (i = 0; i < nu; i++)
		if (u[i].i == SIZE_MAX)
			u[i].i = k++;
	for (i = 0; i < nu; i++)
		if (!(v[u[i].i] = strdup(u[i].name)))
			goto out;
	for (i = 0; i < l->n; i++) {
		key.name = name_of(&l->v[i], want_sched);
		hit = bsearch(&key, u, nu, sizeof(*u), cmp_name_at);
		if (want_sched)
			l->v[i].s = hit->i;
		else
			l->v[i].c = hit->i;
	}
	*out = v;
	*n = nu;
	v = NULL;
	ret = 0;
out:
	if (v)
		free_names(v, nu);
	free(u);
	return ret;
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
	struct results_run *nv, *rec;
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
	r->runs[r->nrunrec] = *run;
	if (!eng)
		return r->nrunrec++, 0;
	rec = &r->runs[r->nrunrec++];
	rec->d.has_p[0] = eng->has_p50, rec->d.p_us[0] = eng->p50_us;
	rec->d.has_p[1] = eng->has_p99, rec->d.p_us[1] = eng->p99_us;
	rec->d.has_p[2] = eng->has_p999, rec->d.p_us[2] = eng->p999_us;
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

/* read_engine: the engine stats file PATH of a run in direction DIR, read once: its numbers
 * into *ENG (runfile_engine_json, SCHED and KERNEL as there) and its details into *D
 * (why_read_json). 0, or -errno with the reason in WHY (both then released). */
static int read_engine(const char *path, enum runfile_dir dir, const char *sched,
		       const char *kernel, struct runfile_engine *eng, struct results_details *d,
		       char *why, size_t whylen)
{
	json_t *root;
	int ret;

	memset(eng, 0, sizeof(*eng));
	ret = jsonfile_load(path, 0, &root, why, whylen);
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
		ret = read_engine(file, fio.dir, folder_of(f->sched),
				  f->kernel ? f->kernel : r->folders[f->s].kernel, &eng, &run.d, why,
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
	run.host = r->folders[f->s].host;
	run.ddir = fio.dir == RUNFILE_READ ? "read" : "write";
	run.bw_kibps = fio.bw_kibps;
	run.iops = fio.iops;
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
		for (i = 0; i < m->nhosts && !fo->host; i++)
			if (row_is(r->scheds[s], m->hosts[i], folder_of(r->scheds[s])))
				fo->host = m->hosts[i];
		for (i = 0; i < m->nplan && !fo->kernel; i++) {
			if (strcmp(m->plan[i].folder, folder_of(r->scheds[s])) == 0) {
				fo->kernel = m->plan[i].kernel;
				fo->label = m->plan[i].label;
				fo->tunables = m->plan[i].tunables;
			}
		}
		for (i = 0; i < m->nlisted && !fo->kernel; i++) {
			if (m->listed[i].kernel &&
			    row_is(r->scheds[s], fo->host ? m->listed[i].host : NULL,
				   m->listed[i].sched)) {
				fo->kernel = m->listed[i].kernel;
				fo->label = m->listed[i].label;
				fo->tunables = m->listed[i].tunables;
			}
		}
		if (!fo->kernel)
			fo->kernel = folder_of(r->scheds[s]);
	}
	return 0;
}

/* scan_hosts: for a study with hosts (R->man.hosts), L holds every
 * <path>/<host>/<sched>/<cell>/run-<i> folder instead of what the plain scan found. A host
 * folder that cannot be opened is passed over. 0 or -ENOMEM. */
static int scan_hosts(const char *path, FILE *err, struct results *r, struct found_list *l)
{
	size_t i;
	char *p;
	int ret = 0;

	found_free(l);
	for (i = 0; i < r->man.nhosts && !ret; i++) {
		if (asprintf(&p, "%s/%s", path, r->man.hosts[i]) < 0)
			return -ENOMEM;
		ret = scan_disk(p, r->man.hosts[i], err, &r->nskipped, l);
		free(p);
		if (ret != -ENOMEM)
			ret = 0;
	}
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
	struct found_list l = { 0 };
	char why[WHY_LEN], *mpath;
	const char **rows = NULL;
	size_t i, nrows, max_rows;
	json_t *pf;
	int ret, scanned;

	memset(r, 0, sizeof(*r));
	if (asprintf(&mpath, "%s/manifest.json", path) < 0)
		return -ENOMEM;
	scanned = scan_disk(path, NULL, err, &r->nskipped, &l);
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
	if (r->man.nhosts && (ret = scan_hosts(path, err, r, &l)))
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
		ret = order_names(&l, 1, rows, nrows, &r->scheds, &r->nscheds);
	if (rows != r->man.scheds)
		free(rows);
	if (!ret)
		ret = order_names(&l, 0, r->man.cells, r->man.ncells, &r->cells, &r->ncells);
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
	ret = fill_folders(r);
	if (ret)
		goto fail;
	pf = json_object_get(r->man.root, "preflight");
	if (!json_is_array(pf) || !json_array_size(pf)) /* run-pack from before manifest had it */
		r->preflight_log = runlog_preflight(path);
	r->series = calloc(r->nscheds * r->ncells, sizeof(*r->series));
	if (!r->series) {
		ret = -ENOMEM;
		goto fail;
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
			for (k = 0; k < METRIC_COUNT; k++)
				free(r->series[i].m[k].v);
			free(r->series[i].label);
			json_decref(r->series[i].tunables);
		}
	}
	free(r->series);
	free(r->folders);
	for (i = 0; i < r->nrunrec; i++)
		results_details_free(&r->runs[i].d);
	free(r->runs);
	free(r->preflight_log);
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
