// pubset.c: the published set of a row and a table, and its words (see pubset.h).
#include <stdio.h>
#include <string.h>

#include "model/pubset.h"

/* kernel_index: the index in input K's kernels[] of folder S's kernel, or -1. */
static long kernel_index(const struct model *m, size_t k, size_t s)
{
	const struct results *r = &m->in[k].r;

	if (!r->folders || !r->folders[s].kern || !r->man.kernels)
		return -1;
	return (long)(r->folders[s].kern - r->man.kernels);
}

const struct reference *pubset_of(const struct model *m, size_t k, size_t s)
{
	long i;

	if (!m->kref)
		return m->ref;
	i = k == 0 ? kernel_index(m, k, s) : -1; /* a set per kernel: one input */
	return i >= 0 && (size_t)i < m->nkref ? m->kref[i] : NULL;
}

const struct reference *pubset_any(const struct model *m)
{
	size_t i;

	for (i = 0; m->kref && i < m->nkref; i++)
		if (m->kref[i])
			return m->kref[i];
	return m->ref;
}

/* has_kernel: 1 when a row of T is of kernel I of the one input. */
static int has_kernel(const struct model *m, const struct model_table *t, size_t i)
{
	size_t j;

	for (j = 0; j < t->n; j++)
		if (t->rows[j].input == 0 && kernel_index(m, 0, t->rows[j].sched) == (long)i)
			return 1;
	return 0;
}

size_t pubset_words(const struct model *m, const struct model_table *t, char *buf, size_t len)
{
	size_t i, n = 0, kernels = 0, at = 0;
	const struct reference *one = NULL;

	if (len)
		buf[0] = '\0';
	if (!m->kref) {
		if (m->ref && len)
			snprintf(buf, len, "%s", m->ref->name);
		return m->ref != NULL;
	}
	for (i = 0; i < m->nkref; i++) {
		if (!has_kernel(m, t, i))
			continue;
		kernels++;
		if (m->kref[i] && !n++)
			one = m->kref[i];
	}
	if (kernels == 1 && one) {
		if (len)
			snprintf(buf, len, "%s", one->name);
		return 1;
	}
	for (i = 0; i < m->nkref && at < len; i++)
		if (m->kref[i] && has_kernel(m, t, i))
			at += (size_t)snprintf(buf + at, len - at, "%s%s: %s", at ? ", " : "",
					       m->in[0].r.man.kernels[i].shown, m->kref[i]->name);
	return n;
}
