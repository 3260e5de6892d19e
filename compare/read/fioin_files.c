// fioin_files.c: which files fio JSON inputs name: files, folders walked, the files beside
// a named one, --stats folders (see fioin_files.h).
#include <dirent.h>
#include <errno.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "read/fioin_files.h"

/* infiles_add: PATH into L, unless it is there already (the same file by its real path:
 * a stats file found twice would pair with nothing). A file listed as stats-only that is
 * then named becomes named. 0 or -ENOMEM. */
static int infiles_add(struct infiles *l, const char *path, size_t arg, int named, int stats_only,
		       int global)
{
	struct infile *nv;
	char *real = realpath(path, NULL);
	size_t i;

	for (i = 0; real && i < l->n; i++) {
		if (l->v[i].real && strcmp(l->v[i].real, real) == 0) {
			l->v[i].global |= global;
			l->v[i].named |= named;
			if (!stats_only && l->v[i].stats_only) {
				l->v[i].stats_only = 0;
				l->v[i].arg = arg;
			}
			free(real);
			return 0;
		}
	}

	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 32;
		nv = realloc(l->v, l->cap * sizeof(*nv));
		if (!nv) {
			free(real);
			return -ENOMEM;
		}
		l->v = nv;
	}
	l->v[l->n].real = real; /* NULL when it cannot be resolved (missing: named later) */
	l->v[l->n].path = strdup(path);
	if (!l->v[l->n].path) {
		free(real);
		return -ENOMEM;
	}
	l->v[l->n].arg = arg;
	l->v[l->n].named = named;
	l->v[l->n].stats_only = stats_only;
	l->v[l->n].global = global;
	l->n++;
	return 0;
}

static int ends_with(const char *s, const char *sfx)
{
	size_t a = strlen(s), b = strlen(sfx);

	return a >= b && strcmp(s + a - b, sfx) == 0;
}

/* dir_first_visit: 1 when folder ST is not in L->seen (then added), 0 when it is; -ENOMEM. */
static int dir_first_visit(struct infiles *l, const struct stat *st)
{
	struct dirid *nv;
	size_t i;

	for (i = 0; i < l->nseen; i++)
		if (l->seen[i].dev == st->st_dev && l->seen[i].ino == st->st_ino)
			return 0;
	if (l->nseen == l->capseen) {
		l->capseen = l->capseen ? l->capseen * 2 : 16;
		nv = realloc(l->seen, l->capseen * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		l->seen = nv;
	}
	l->seen[l->nseen].dev = st->st_dev;
	l->seen[l->nseen].ino = st->st_ino;
	l->nseen++;
	return 1;
}

/* walk: every *.json file under folder PATH (names sorted, hidden ones passed over) into L,
 * each real folder searched once per top-level walk (DEPTH 0; symlinks are followed, loops
 * are not). A folder that cannot be opened is named on ERR and counted in *SKIPPED.
 * 0 or -ENOMEM. */
static int walk(const char *path, size_t arg, int stats_only, int global, int depth,
		struct infiles *l, FILE *err, size_t *skipped)
{
	struct dirent **de;
	struct stat st;
	char *full;
	int n, i, ret = 0;

	if (depth == 0)
		l->nseen = 0;
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
		ret = dir_first_visit(l, &st);
		if (ret <= 0)
			return ret;
		ret = 0;
	}
	n = scandir(path, &de, NULL, alphasort);
	if (n < 0) {
		fprintf(err, "compare: %s: %s; skipped\n", path, strerror(errno));
		(*skipped)++;
		return 0;
	}
	for (i = 0; i < n; i++) {
		if (ret || de[i]->d_name[0] == '.') {
			free(de[i]);
			continue;
		}
		if (asprintf(&full, "%s/%s", path, de[i]->d_name) < 0) {
			ret = -ENOMEM;
		} else {
			if (stat(full, &st) == 0 && S_ISDIR(st.st_mode) && depth < FIOIN_MAX_DEPTH)
				ret = walk(full, arg, stats_only, global, depth + 1, l, err, skipped);
			else if (stat(full, &st) == 0 && S_ISREG(st.st_mode) && ends_with(full, ".json"))
				ret = infiles_add(l, full, arg, 0, stats_only, global);
			free(full);
		}
		free(de[i]);
	}
	free(de);
	return ret;
}

/* beside: the *.json files in the folder of file PATH, as stats-only (only engine stats are
 * taken from them). 0 or -ENOMEM. */
static int beside(const char *path, struct infiles *l, FILE *err, size_t *skipped)
{
	char *tmp = strdup(path);
	int ret;

	if (!tmp)
		return -ENOMEM;
	l->nseen = 0; /* a top-level walk of its own, not searched below */
	ret = walk(dirname(tmp), 0, 1, 0, FIOIN_MAX_DEPTH, l, err, skipped);
	free(tmp);
	return ret;
}

int infiles_gather(char *const *paths, size_t n, char *const *stats_dirs, size_t nstats,
		   struct infiles *l, FILE *err, size_t *skipped)
{
	struct stat st;
	size_t i;
	int ret = 0;

	for (i = 0; i < n && !ret; i++) {
		if (stat(paths[i], &st) == 0 && S_ISDIR(st.st_mode))
			ret = walk(paths[i], i, 0, 0, 0, l, err, skipped);
		else
			ret = infiles_add(l, paths[i], i, 1, 0, 0);
	}
	for (i = 0; i < n && !ret; i++) { /* the stats files beside a named fio file */
		if (stat(paths[i], &st) == 0 && !S_ISDIR(st.st_mode))
			ret = beside(paths[i], l, err, skipped);
	}
	for (i = 0; i < nstats && !ret; i++)
		ret = walk(stats_dirs[i], 0, 1, 1, 0, l, err, skipped);
	return ret;
}

void infiles_free(struct infiles *l)
{
	size_t i;

	for (i = 0; i < l->n; i++) {
		free(l->v[i].path);
		free(l->v[i].real);
	}
	free(l->v);
	free(l->seen);
	memset(l, 0, sizeof(*l));
}
