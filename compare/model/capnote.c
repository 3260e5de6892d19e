// capnote.c: the note on rows at a device model cap taken from the published set (capnote.h).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/append.h"
#include "model/buildlog.h"
#include "model/capnote.h"
#include "model/medium.h"

#define CAPNOTE_SETS 32 /* sets of one model: one, or one per kernel (at most 16) */

/* table_dir: the direction of T's runs in input R (0 read, 1 write), or -1 when none is said. */
static int table_dir(const struct results *r, const struct model_table *t)
{
	size_t i;

	if (t->ddir)
		return strcmp(t->ddir, "write") == 0;
	for (i = 0; i < r->nrunrec; i++)
		if (r->runs[i].ddir && !strcmp(r->cells[r->runs[i].c], t->cell))
			return strcmp(r->runs[i].ddir, "write") == 0;
	return -1;
}

/* published_at: the first entry of REF of METRIC whose value is CAP (in REF's unit, within
 * CAPNOTE_SAME), or NULL. */
static const struct reference_entry *published_at(const struct reference *ref,
						  enum metric metric, double cap)
{
	size_t i;

	for (i = 0; i < ref->n; i++)
		if (ref->v[i].metric == metric && cap > 0 &&
		    fabs(ref->v[i].value - cap) <= CAPNOTE_SAME * cap)
			return &ref->v[i];
	return NULL;
}

/* from_words: how the note names SET, the set of the rows it is about, into BUF: "this set"
 * beside M's one set; with a set per kernel, the set and the kernels it goes with ("laptop-4.13, the set of Linux 6.18.44's rows"). */
static void from_words(const struct model *m, const struct reference *set, char *buf,
		       size_t len)
{
	size_t i, j, at;

	if (!m->kref) {
		snprintf(buf, len, "this set");
		return;
	}
	at = (size_t)snprintf(buf, len, "%s, the set of ", set->name);
	for (i = 0, j = 0; i < m->nkref && at < len; i++) {
		if (m->kref[i] != set)
			continue;
		at += (size_t)snprintf(buf + at, len - at, "%s%s", j++ ? " and " : "",
				       m->in[0].r.man.kernels[i].shown);
	}
	if (at < len)
		snprintf(buf + at, len - at, "'s rows");
}

/* input_note: the note of T for the rows of input K compared with SET (model_row.set) at a
 * cap of K's model taken from SET, into *LINE (malloc'd), else *LINE = NULL. 0 or -ENOMEM. */
static int input_note(const struct model *m, const struct model_table *t, size_t k,
		      const struct reference *set, char **line)
{
	const struct metric_info *mi = metric_info(t->metric);
	const struct manifest *man = &m->in[k].r.man;
	const struct reference_entry *e;
	int dir = table_dir(&m->in[k].r, t), iops = t->metric == METRIC_IOPS, ret = 0;
	char src[64], num[64], its[256], from[256], *rows = NULL;
	double cap, capref, mean;
	size_t i;

	*line = NULL;
	if (dir < 0 || !m->in[k].r.has_manifest || !(man->dm_cap[dir][iops] > 0) ||
	    strcmp(medium_cap_set(man->dm_src[dir][iops], src, sizeof(src)), set->name))
		return 0;
	cap = iops ? man->dm_cap[dir][1] : units_mbps(man->dm_cap[dir][0] / 1024, m->unit);
	capref = iops ? cap : units_mbps(man->dm_cap[dir][0] / 1024, set->unit);
	for (i = 0; i < t->n && !ret; i++) {
		const struct model_row *row = &t->rows[i];

		mean = row->has_fio ? row->fio_st.mean : row->st.mean;
		if (row->input != k || row->set != set || !(mean >= CAPNOTE_AT * cap))
			continue;
		snprintf(num, sizeof(num), mi->fmt, mean);
		ret = model_append(&rows, ", ", "%s %s", row->label, num);
	}
	if (ret || !rows)
		return ret;
	e = published_at(set, t->metric, capref);
	from_words(m, set, from, sizeof(from));
	its[0] = '\0';
	if (e) {
		snprintf(num, sizeof(num), mi->fmt, e->value);
		snprintf(its, sizeof(its), " (its %s %s %s)", e->label, e->cell, num);
	}
	snprintf(num, sizeof(num), mi->fmt, cap);
	if (asprintf(line, "At the medium's %s cap of %s %s (%s), taken from %s%s: %s: a "
		     "ratio near 1 against that figure is by construction (the model's throttle), "
		     "not a measurement", dir ? "write" : "read", num, mi->unit,
		     man->dm_file && strstr(man->dm_file, "jobs/models/") ?
		     strstr(man->dm_file, "jobs/models/") : "the device model", from, its,
		     rows) < 0)
		ret = -ENOMEM;
	free(rows);
	return ret;
}

int capnote_tables(struct model *m)
{
	const struct reference *sets[CAPNOTE_SETS];
	char *line;
	size_t i, k, s, n = 0;
	int ret;

	if (m->ref) /* the one set, else each kernel's (once each, in the kernels' order) */
		sets[n++] = m->ref;
	for (i = 0; i < m->nkref && n < CAPNOTE_SETS; i++) {
		for (s = 0; s < n && sets[s] != m->kref[i]; s++)
			;
		if (m->kref[i] && s == n)
			sets[n++] = m->kref[i];
	}
	if (!n)
		return 0;
	for (i = 0; i < m->ntables; i++) {
		struct model_table *t = &m->tables[i];

		if ((t->metric != METRIC_MBPS && t->metric != METRIC_IOPS) || t->host)
			continue;
		buildlog("capnote", t->cell, t->ddir ? t->ddir : metric_info(t->metric)->key);
		for (k = 0; k < m->nin; k++) {
			for (s = 0; s < n; s++) {
				ret = input_note(m, t, k, sets[s], &line);
				if (!ret && line)
					ret = model_table_note(t, line);
				if (ret)
					return ret;
			}
		}
	}
	return 0;
}
