// pairing.c: prove which engine stats file a fio job wrote (see pairing.h).
#include <errno.h>
#include <libgen.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats/statskeys.h"
#include "json/jsonfile.h"
#include "read/pairing.h"
#include "read/runfile.h"

#define PAIRING_SLACK_MS 2000.0 /* clock steps between fio's and the engine's stamps */

int pairing_is_engine(json_t *root)
{
	const char *name = json_string_value(json_object_get(json_object_get(root, SK_ENGINE),
							     SK_NAME));

	return json_is_integer(json_object_get(root, SK_SCHEMA)) && name &&
	       strcmp(name, "schedaio") == 0;
}

/* count: OBJ.KEY, a number in [0, RUNFILE_NS_MAX] (jsonfile_number), into *OUT; -1
 * otherwise. */
static int count(json_t *obj, const char *key, double *out)
{
	return jsonfile_number(obj, key, key, 0, RUNFILE_NS_MAX, out, NULL, 0) ? -1 : 0;
}

static char *dup_or_null(const char *s, int *nomem)
{
	char *d;

	if (!s)
		return NULL;
	d = strdup(s);
	if (!d)
		*nomem = 1;
	return d;
}

void pairing_stats_free(struct pairing_stats *s)
{
	free(s->path);
	free(s->dir);
	free(s->jobname);
	free(s->scheduler);
	free(s->label);
	json_decref(s->tunables);
	memset(s, 0, sizeof(*s));
}

int pairing_stats_read(json_t *root, const char *path, int from_stats_dir,
		       struct pairing_stats *s, char *why, size_t whylen)
{
	json_t *side, *target = json_object_get(root, SK_TARGET), *span, *t;
	char *tmp;
	int d, nomem = 0;
	double end_ns;

	memset(s, 0, sizeof(*s));
	s->from_stats_dir = from_stats_dir;
	s->window_ns = -1;
	for (d = 0; d < FIOJSON_NDIR; d++) {
		side = json_object_get(root, fiojson_dir_name((enum fiojson_ddir)d));
		if (!side)
			continue;
		if (count(side, SK_IOS, &s->ios[d]) || count(side, SK_BYTES, &s->bytes[d])) {
			snprintf(why, whylen, "engine stats without a usable %s.ios or %s.bytes",
				 fiojson_dir_name((enum fiojson_ddir)d),
				 fiojson_dir_name((enum fiojson_ddir)d));
			return -EINVAL;
		}
	}
	span = json_object_get(root, SK_SPAN);
	if (count(span, SK_END_UNIX_NS, &end_ns) == 0) {
		s->has_span = 1;
		s->span_end_ms = end_ns / 1e6;
	}
	if (count(json_object_get(root, SK_WINDOW), SK_NS, &s->window_ns))
		s->window_ns = -1;
	tmp = strdup(path);
	s->path = strdup(path);
	if (tmp)
		s->dir = strdup(dirname(tmp));
	free(tmp);
	nomem = !s->path || !s->dir;
	s->jobname = dup_or_null(json_string_value(json_object_get(json_object_get(root, SK_JOB),
								   SK_NAME)), &nomem);
	s->scheduler = dup_or_null(json_string_value(json_object_get(target, SK_SCHEDULER)), &nomem);
	s->label = dup_or_null(json_string_value(json_object_get(target, SK_LABEL)), &nomem);
	t = json_object_get(target, SK_TUNABLES);
	if (json_is_object(t))
		s->tunables = json_incref(t);
	if (nomem) {
		pairing_stats_free(s);
		snprintf(why, whylen, "out of memory");
		return -ENOMEM;
	}
	return 0;
}

/* sums_match: 1 when the counts IOS and BYTES (per direction) equal job J's. */
static int sums_match(const struct fiojson_job *j, const double *ios, const double *bytes)
{
	const struct fiojson_dir *o;
	int d;

	for (d = 0; d < FIOJSON_NDIR; d++) {
		o = &j->dir[d];
		if (o->io_kib_only) {
			if (floor(bytes[d] / 1024) != o->io_bytes / 1024)
				return 0;
		} else if (bytes[d] != o->io_bytes) {
			return 0;
		}
		if (o->total_ios >= 0 && ios[d] != o->total_ios)
			return 0;
	}
	return 1;
}

/* counts_match: 1 when S's counts equal job J's in every direction. */
static int counts_match(const struct fiojson_job *j, const struct pairing_stats *s)
{
	return sums_match(j, s->ios, s->bytes);
}

/* in_time: 0 when S's wall-clock span proves it ended outside the run of F's job J. */
static int in_time(const struct fiojson_file *f, const struct fiojson_job *j,
		   const struct pairing_stats *s)
{
	double lo;

	if (!s->has_span || f->timestamp_ms < 0)
		return 1;
	if (s->span_end_ms > f->timestamp_ms + PAIRING_SLACK_MS)
		return 0;
	if (j->elapsed_s < 0)
		return 1;
	lo = f->timestamp_ms - j->elapsed_s * 1000 - PAIRING_SLACK_MS;
	return s->span_end_ms >= lo;
}

/* candidate: 1 when unused stats file S may be job J's (beside F's file in DIR, or under
 * --stats; its job name J's or absent; its span within J's run). */
static int candidate(const struct fiojson_file *f, const struct fiojson_job *j, const char *dir,
		     const struct pairing_stats *s)
{
	if (s->used || (!s->from_stats_dir && strcmp(s->dir, dir) != 0))
		return 0;
	if (s->jobname && strcmp(s->jobname, j->name) != 0)
		return 0;
	return in_time(f, j, s);
}

/* A search for the sets of clone files whose counts sum to a job's (pairing_find_clones). */
struct clone_search {
	const struct fiojson_job *j;
	const struct pairing_stats *c;
	const size_t *idx; /* the candidates, indexes into C */
	size_t nidx, want;
	size_t cur[PAIRING_MAX_CLONE_FILES], best[PAIRING_MAX_CLONE_FILES];
	size_t nsets; /* sets found, at most 2 (then ambiguous) */
};

/* clone_sets: every set of Q->want candidates from Q->idx[FROM..] added to the K chosen in
 * Q->cur, the sums IOS and BYTES so far; the first matching set in Q->best. */
static void clone_sets(struct clone_search *q, size_t from, size_t k, const double *ios,
		       const double *bytes)
{
	double i2[FIOJSON_NDIR], b2[FIOJSON_NDIR];
	size_t i;
	int d;

	if (k == q->want) {
		if (sums_match(q->j, ios, bytes) && q->nsets++ == 0)
			memcpy(q->best, q->cur, sizeof(q->best));
		return;
	}
	for (i = from; i + (q->want - k) <= q->nidx && q->nsets < 2; i++) {
		for (d = 0; d < FIOJSON_NDIR; d++) {
			i2[d] = ios[d] + q->c[q->idx[i]].ios[d];
			b2[d] = bytes[d] + q->c[q->idx[i]].bytes[d];
		}
		q->cur[k] = q->idx[i];
		clone_sets(q, i + 1, k + 1, i2, b2);
	}
}

int pairing_find_clones(const struct fiojson_file *f, const struct fiojson_job *j,
			const char *dir, struct pairing_stats *c, size_t n, size_t *match,
			char *why, size_t whylen)
{
	static const double zero[FIOJSON_NDIR];
	size_t idx[PAIRING_MAX_CLONE_FILES], i, found = 0;
	struct clone_search q = { .j = j, .c = c, .idx = idx };

	for (i = 0; i < n; i++) {
		if (!c[i].jobname || !candidate(f, j, dir, &c[i]))
			continue;
		if (found < PAIRING_MAX_CLONE_FILES)
			idx[found] = i;
		found++;
	}
	q.nidx = found;
	q.want = (size_t)j->numjobs;
	if (found <= PAIRING_MAX_CLONE_FILES && q.want <= found)
		clone_sets(&q, 0, 0, zero, zero);
	if (q.nsets != 1) {
		snprintf(why, whylen, "no engine stats file beside it (or under --stats) has its "
			 "job name and counts, nor do %s of its numjobs=%ld clones' files (%zu with "
			 "its name%s)", q.nsets ? "two sets" : "a set", j->numjobs, found,
			 found > PAIRING_MAX_CLONE_FILES ? ": too many to try" : "");
		return 0;
	}
	for (i = 0; i < q.want; i++)
		c[q.best[i]].used = 1;
	*match = q.best[0];
	return 1;
}

int pairing_find_group(const struct fiojson_file *f, const struct fiojson_job *j,
		       const char *dir, struct pairing_stats *c, size_t n, size_t *match,
		       char *why, size_t whylen)
{
	static const double zero[FIOJSON_NDIR];
	size_t idx[PAIRING_MAX_CLONE_FILES], i, found = 0;
	struct clone_search q = { .j = j, .c = c, .idx = idx };
	struct fiojson_job any = *j;

	any.name = NULL;
	for (i = 0; i < n; i++) {
		if (c[i].used || (!c[i].from_stats_dir && strcmp(c[i].dir, dir) != 0) ||
		    !in_time(f, &any, &c[i]))
			continue;
		if (found < PAIRING_MAX_CLONE_FILES)
			idx[found] = i;
		found++;
	}
	q.nidx = found;
	for (q.want = 2; found <= PAIRING_MAX_CLONE_FILES && q.want <= found && !q.nsets; q.want++)
		clone_sets(&q, 0, 0, zero, zero);
	if (q.nsets != 1) {
		snprintf(why, whylen, "group_reporting: %s of the %zu engine stats files beside it "
			 "sums to the group's counts%s", q.nsets ? "more than one set" : "no set",
			 found, found > PAIRING_MAX_CLONE_FILES ? " (too many to try)" : "");
		return 0;
	}
	q.want--;
	for (i = 0; i < q.want; i++)
		c[q.best[i]].used = 1;
	*match = q.best[0];
	return 1;
}

int pairing_find(const struct fiojson_file *f, const struct fiojson_job *j, const char *dir,
		 struct pairing_stats *c, size_t n, size_t *match, char *why, size_t whylen)
{
	size_t i, found = 0, first = 0, second = 0;

	for (i = 0; i < n; i++) {
		if (!candidate(f, j, dir, &c[i]) || !counts_match(j, &c[i]))
			continue;
		if (found == 0)
			first = i;
		else if (found == 1)
			second = i;
		found++;
	}
	if (found == 1) {
		c[first].used = 1;
		*match = first;
		return 1;
	}
	if (found == 0)
		snprintf(why, whylen, "no engine stats file beside it (or under --stats) has its "
			 "job name and counts");
	else
		snprintf(why, whylen, "%zu engine stats files have its job name and counts (%s, %s, "
			 "and their wall-clock spans do not tell them apart)", found,
			 c[first].path, c[second].path);
	return 0;
}
