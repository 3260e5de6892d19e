// names.c: what the rows and the inputs of a comparison are called (see names.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/names.h"

/* series_key: the scheduler key of scheduler folder S of R with series SE (a new string, or
 * NULL on -ENOMEM): the kernel scheduler the folder ran, with the engine's tunables, else
 * those run-pack set (manifest.json). *D = 1 when a kernel default filled one in. */
static char *series_key(const struct labels *l, const struct results *r, size_t s,
			const struct results_series *se, int *d)
{
	const struct results_folder *fo = &r->folders[s];

	return labels_key(l, fo->kernel, se->tunables ? se->tunables : fo->tunables, d);
}

int model_row_label(const struct model *m, const struct labels *l, size_t k, size_t s,
		    const struct results_series *se, int *defaulted, char **key, char **label)
{
	const struct results *r = &m->in[k].r;
	const char *name, *host = NULL;
	int d = 0;

	*label = NULL;
	*key = series_key(l, r, s, se, &d);
	if (!*key)
		return -ENOMEM;
	if (r->folders[s].row) {
		name = r->folders[s].row; /* fio JSON inputs: named when read (fioin.h) */
	} else if (se->label) {
		name = se->label; /* the engine's own label (schema 2) */
	} else if (r->folders[s].label) {
		name = r->folders[s].label; /* the label run-pack set (manifest.json) */
	} else {
		name = labels_name(l, *key);
		if (d)
			*defaulted = 1;
	}
	if (r->folders[s].host && !r->folders[s].row) /* a study with hosts: "<host>: BFQ" */
		host = r->folders[s].kern ? r->folders[s].kern->shown : r->folders[s].host;
	if (m->nin > 1) {
		if (asprintf(label, "%s: %s%s%s", m->run_labels[k], host ? host : "",
			     host ? ": " : "", name) < 0)
			*label = NULL;
	} else if (host) {
		if (asprintf(label, "%s: %s", host, name) < 0)
			*label = NULL;
	} else {
		*label = strdup(name);
	}
	if (!*label) {
		free(*key);
		*key = NULL;
		return -ENOMEM;
	}
	return 0;
}

/* suffix_dups: " (<folder name>)", or with BY_INDEX " (<folder number>)", on every run label
 * another folder shares. 0 or -ENOMEM. */
static int suffix_dups(struct model *m, int by_index)
{
	size_t k, j, n = m->nin;
	char *nl, *dup;
	const char *base;
	int ret = 0;

	dup = calloc(n + 1, 1);
	if (!dup)
		return -ENOMEM;
	for (k = 0; k < n; k++)
		for (j = k + 1; j < n; j++)
			if (strcmp(m->run_labels[k], m->run_labels[j]) == 0)
				dup[k] = dup[j] = 1;
	for (k = 0; k < n && !ret; k++) {
		if (!dup[k])
			continue;
		base = strrchr(m->in[k].path, '/');
		base = base && base[1] ? base + 1 : m->in[k].path;
		if (by_index)
			ret = asprintf(&nl, "%s (%zu)", m->run_labels[k], k + 1);
		else
			ret = asprintf(&nl, "%s (%s)", m->run_labels[k], base);
		if (ret < 0) {
			ret = -ENOMEM;
			break;
		}
		ret = 0;
		free(m->run_labels[k]);
		m->run_labels[k] = nl;
	}
	free(dup);
	return ret;
}

/* distinct_labels: run labels two folders share get the folder name, and where that is
 * shared too, the folder's position, so that rows of two studies stay apart. */
static int distinct_labels(struct model *m)
{
	return suffix_dups(m, 0) ? -ENOMEM : suffix_dups(m, 1);
}

int model_run_labels(struct model *m)
{
	const char *base;
	size_t k;
	int ret;

	m->run_labels = calloc(m->nin, sizeof(*m->run_labels));
	if (!m->run_labels)
		return -ENOMEM;
	for (k = 0; k < m->nin; k++) {
		if (m->in[k].label) {
			ret = asprintf(&m->run_labels[k], "%s", m->in[k].label);
		} else if (m->in[k].r.man.kernel && !m->in[k].r.man.kernels) { /* a --kernel
			* study's top-level kernel is run-pack's machine, not its runs' */
			ret = asprintf(&m->run_labels[k], "Linux %s", m->in[k].r.man.kernel);
		} else {
			base = strrchr(m->in[k].path, '/');
			ret = asprintf(&m->run_labels[k], "%s", base && base[1] ? base + 1 : m->in[k].path);
		}
		if (ret < 0) {
			m->run_labels[k] = NULL;
			return -ENOMEM;
		}
	}
	return distinct_labels(m);
}

int model_distinct_rows(const struct model *m, struct model_table *t)
{
	unsigned char *dup;
	size_t i, j;
	char *nl;

	dup = calloc(t->n + 1, 1);
	if (!dup)
		return -ENOMEM;
	for (i = 0; i < t->n; i++)
		for (j = i + 1; j < t->n; j++)
			if (strcmp(t->rows[i].label, t->rows[j].label) == 0)
				dup[i] = dup[j] = 1;
	for (i = 0; i < t->n; i++) {
		if (!dup[i])
			continue;
		if (asprintf(&nl, "%s (%s)", t->rows[i].label,
			     m->in[t->rows[i].input].r.scheds[t->rows[i].sched]) < 0) {
			free(dup);
			return -ENOMEM;
		}
		free(t->rows[i].label);
		t->rows[i].label = nl;
	}
	free(dup);
	return 0;
}

const char *model_shown_path(const char *path)
{
	const char *end, *base;

	if (path[0] != '/')
		return path;
	end = path + strlen(path);
	while (end > path + 1 && end[-1] == '/') /* "/a/X/": the component before the slash */
		end--;
	for (base = end; base > path && base[-1] != '/'; base--)
		;
	return base < end ? base : path;
}

void model_shown_file(const char *top, const char *file, char *buf, size_t len)
{
	const char *sh = model_shown_path(top);
	size_t tl = strlen(top), sl = strlen(sh);

	while (tl > 1 && top[tl - 1] == '/')
		tl--;
	while (sl > 1 && sh[sl - 1] == '/')
		sl--;
	if (!strncmp(file, top, tl) && file[tl] == '/')
		snprintf(buf, len, "%.*s%s", (int)sl, sh, file + tl);
	else
		snprintf(buf, len, "%s", model_shown_path(file));
}
