// fioin_files.c: the files fioin_load reads: named, found in folders, found beside a named
// file (see fioin_parts.h).
#include <dirent.h>
#include <errno.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "json/jsonfile.h"
#include "read/fioin_parts.h"

/* infiles_add: PATH into L, unless it is there already (the same file by its real path:
 * a stats file found twice would pair with nothing). A file listed as stats-only that is
 * then named becomes named. 0 or -ENOMEM. */
int fioin_files_add(struct infiles *l, const char *path, size_t arg, int named, int stats_only,
		       int global)
{
	struct infile *nv;
	char *real = realpath(path, NULL);
	size_t i;
	int ret;

	if (l->n == FIOIN_MAX_FILES) {
		free(real);
		return -E2BIG;
	}
	ret = real ? keyset_add(&l->byreal, real, strlen(real), l->n, &i) : 1;
	if (ret == 0) {
		l->v[i].global |= global;
		l->v[i].named |= named;
		if (!stats_only && l->v[i].stats_only) {
			l->v[i].stats_only = 0;
			l->v[i].arg = arg;
		}
		free(real);
		return 0;
	}
	if (ret < 0) {
		free(real);
		return ret;
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


/* dir_first_visit: 1 when folder ST is not in L->seen (then added), 0 when it is; -ENOMEM. */
static int dir_first_visit(struct infiles *l, const struct stat *st)
{
	struct dirid id;

	memset(&id, 0, sizeof(id)); /* no padding bytes in the key */
	id.dev = st->st_dev;
	id.ino = st->st_ino;
	return keyset_add(&l->seen, &id, sizeof(id), 0, NULL);
}

/* link_out: 1 when FULL is a symlink whose target is outside L->top (or dangling): it is
 * not followed. A results folder from someone else is data: a link in it must not make
 * compare read (and name in a message) a file of the reader's own (issue 21 item 7). */
static int link_out(const struct infiles *l, const char *full)
{
	struct stat st;
	char *real;
	int out;

	if (lstat(full, &st) || !S_ISLNK(st.st_mode))
		return 0;
	real = realpath(full, NULL);
	out = !real || !l->top || !jsonfile_inside(real, l->top);
	free(real);
	return out;
}

/* walk: every *.json file under folder PATH (names sorted, hidden ones passed over) into L,
 * each real folder searched once per top-level walk (DEPTH 0; symlinks inside the top-level
 * folder are followed, loops are not; a symlink out of it is not followed: named on ERR,
 * counted in *SKIPPED, unless STATS_ONLY && !GLOBAL, the folder of a named file, where it is
 * passed over quietly). A folder that cannot be opened is named on ERR and counted in
 * *SKIPPED. 0 or -ENOMEM. */
int fioin_walk(const char *path, size_t arg, int stats_only, int global, int depth,
		struct infiles *l, FILE *err, size_t *skipped)
{
	struct dirent **de;
	struct stat st;
	char *full;
	int n, i, ret = 0;

	if (depth == 0 || (stats_only && !global && depth == FIOIN_MAX_DEPTH)) {
		keyset_clear(&l->seen);
		free(l->top);
		l->top = realpath(path, NULL);
	}
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
			if (stat(full, &st) == 0 && (S_ISDIR(st.st_mode) ||
			    (S_ISREG(st.st_mode) && ends_with(full, ".json"))) && link_out(l, full)) {
				if (!stats_only || global) {
					fprintf(err, "compare: %s: a link out of the folder searched; not "
						"followed\n", full);
					(*skipped)++;
				}
			} else if (stat(full, &st) == 0 && S_ISDIR(st.st_mode) &&
				   depth < FIOIN_MAX_DEPTH) {
				ret = fioin_walk(full, arg, stats_only, global, depth + 1, l, err, skipped);
			} else if (stat(full, &st) == 0 && S_ISREG(st.st_mode) &&
				   ends_with(full, ".json")) {
				ret = fioin_files_add(l, full, arg, 0, stats_only, global);
				if (ret == -E2BIG)
					fprintf(err, "compare: %s: with it the inputs hold more than %d "
						"*.json files; nothing compared (compare a part of "
						"them)\n", full, FIOIN_MAX_FILES);
			}
			free(full);
		}
		free(de[i]);
	}
	free(de);
	return ret;
}

/* beside: the *.json files in the folder of file PATH, as stats-only (only engine stats are
 * taken from them). 0 or -ENOMEM. */
int fioin_beside(const char *path, struct infiles *l, FILE *err, size_t *skipped)
{
	char *tmp = strdup(path);
	int ret;

	if (!tmp)
		return -ENOMEM;
	ret = fioin_walk(dirname(tmp), 0, 1, 0, FIOIN_MAX_DEPTH, l, err, skipped);
	free(tmp);
	return ret;
}
