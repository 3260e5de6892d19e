// derived.c: the overviews, sweeps, why and split tables, built once from the tables (see derived.h).
#include <errno.h>
#include <stdlib.h>

#include "model/capnote.h"
#include "model/countbias.h"
#include "model/derived.h"

static const enum metric ov_metrics[OVERVIEW_N] = OVERVIEW_METRICS;

int model_derive(struct model *m)
{
	size_t i;
	int ret;

	m->overview = calloc(OVERVIEW_N, sizeof(*m->overview));
	m->sweep = calloc(1, sizeof(*m->sweep));
	m->whyq = calloc(m->ntables + 1, sizeof(*m->whyq));
	m->whyq_has = calloc(m->ntables + 1, sizeof(*m->whyq_has));
	m->whys = calloc(m->ntables + 1, sizeof(*m->whys));
	m->whys_has = calloc(m->ntables + 1, sizeof(*m->whys_has));
	if (!m->overview || !m->sweep || !m->whyq || !m->whyq_has || !m->whys || !m->whys_has)
		goto nomem;
	if (countbias_tables(m)) /* first: the overviews read the rows' countbias */
		goto nomem;
	if (capnote_tables(m)) /* rows at a cap taken from the published set */
		goto nomem;
	for (i = 0; i < OVERVIEW_N; i++)
		if (overview_build(m, ov_metrics[i], &m->overview[i]))
			goto nomem;
	if (sweep_build(m, m->sweep))
		goto nomem;
	for (i = 0; i < m->ntables; i++) {
		if (!whyq_wanted(&m->tables[i]))
			continue;
		ret = whyq_table(m, &m->tables[i], &m->whyq[i]);
		if (ret == -ENOMEM)
			goto nomem;
		m->whyq_has[i] = ret == 0;
	}
	for (i = 0; i < m->ntables; i++) {
		if (!whys_wanted(&m->tables[i]))
			continue;
		ret = whys_table(m, &m->tables[i], &m->whys[i]);
		if (ret == -ENOMEM)
			goto nomem;
		m->whys_has[i] = ret == 0;
	}
	return 0;
nomem:
	model_derive_free(m);
	return -ENOMEM;
}

void model_derive_free(struct model *m)
{
	size_t i;

	for (i = 0; m->overview && i < OVERVIEW_N; i++)
		overview_free(&m->overview[i]);
	if (m->sweep)
		sweep_free(m->sweep);
	for (i = 0; m->whyq && i < m->ntables; i++)
		if (m->whyq_has && m->whyq_has[i])
			whyq_free(&m->whyq[i]);
	for (i = 0; m->whys && i < m->ntables; i++)
		if (m->whys_has && m->whys_has[i])
			whys_free(&m->whys[i]);
	free(m->overview);
	free(m->sweep);
	free(m->whyq);
	free(m->whyq_has);
	free(m->whys);
	free(m->whys_has);
	m->overview = NULL, m->sweep = NULL, m->whyq = NULL, m->whyq_has = NULL;
	m->whys = NULL, m->whys_has = NULL;
}

const struct overview *model_overview(const struct model *m, enum metric metric)
{
	static const struct overview none;
	size_t i;

	for (i = 0; m->overview && i < OVERVIEW_N; i++)
		if (ov_metrics[i] == metric)
			return &m->overview[i];
	return &none;
}

/* table_index: T's index in M->tables, or -1 when T is not one of them. */
static long table_index(const struct model *m, const struct model_table *t)
{
	size_t i;

	for (i = 0; i < m->ntables; i++)
		if (&m->tables[i] == t)
			return (long)i;
	return -1;
}

const struct whyq_table *model_whyq(const struct model *m, const struct model_table *t)
{
	long i = table_index(m, t);

	return i >= 0 && m->whyq_has && m->whyq_has[i] ? &m->whyq[i] : NULL;
}

const struct whys_table *model_whys(const struct model *m, const struct model_table *t)
{
	long i = table_index(m, t);

	return i >= 0 && m->whys_has && m->whys_has[i] ? &m->whys[i] : NULL;
}
