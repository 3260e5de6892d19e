// study_scan.c: which runs a run-pack study holds, and in which order (see study_scan.h).
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "json/jsonfile.h"
#include "read/study_scan.h"

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

void scan_names_free(char **v, size_t n)
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
		scan_names_free(v, k);
		return ret;
	}
	if (k)
		qsort(v, k, sizeof(*v), cmp_str);
	*out = v;
	*n = k;
	return 0;
}

const char *scan_folder_of(const char *row)
{
	const char *slash = strchr(row, '/');

	return slash ? slash + 1 : row;
}

int scan_row_is(const char *row, const char *host, const char *sched)
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

int found_add(struct found_list *l, const char *host, const char *sched, const char *cell,
	      int run, const char *status, const char *kernel)
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

void found_fold(struct found_list *l)
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

void found_sort(struct found_list *l)
{
	if (l->n)
		qsort(l->v, l->n, sizeof(*l->v), cmp_found);
}

void found_free(struct found_list *l)
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

int scan_disk(const char *path, const char *host, FILE *err, size_t *bad,
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
			scan_names_free(rv, nr);
		}
		scan_names_free(cv, nc);
	}
	scan_names_free(sv, ns);
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

int scan_order_names(struct found_list *l, int want_sched, const char **preferred,
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
		scan_names_free(v, nu);
	free(u);
	return ret;
}


int scan_hosts(const char *path, const struct manifest *man, FILE *err, size_t *bad,
	       struct found_list *l)
{
	size_t i;
	char *p;
	int ret = 0;

	found_free(l);
	for (i = 0; i < man->nhosts && !ret; i++) {
		if (asprintf(&p, "%s/%s", path, man->hosts[i]) < 0)
			return -ENOMEM;
		ret = scan_disk(p, man->hosts[i], err, bad, l);
		free(p);
		if (ret != -ENOMEM)
			ret = 0;
	}
	return ret;
}
