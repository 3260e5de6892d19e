// pairing.c: prove which engine stats file a fio job wrote (see pairing.h).
#include <errno.h>
#include <libgen.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "schema/statskeys.h"
#include "json/jsonfile.h"
#include "read/pairing.h"
#include "read/runfile.h"
#include "read/statsnum.h"

#define PAIRING_SLACK_MS 2000.0 /* clock steps between fio's and the engine's stamps */

int pairing_is_engine(json_t *root)
{
	const char *name = json_string_value(json_object_get(json_object_get(root, SK_ENGINE),
							     SK_NAME));

	return json_is_integer(json_object_get(root, SK_SCHEMA)) && name &&
	       strcmp(name, "schedaio") == 0;
}

/* num: OBJ.KEY, a number of KIND (statsnum_get), into *OUT; -1 otherwise. */
static int num(json_t *obj, const char *key, enum statsnum_kind kind, double *out)
{
	return statsnum_get(obj, key, key, kind, out, NULL, 0) ? -1 : 0;
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
		if (num(side, SK_IOS, STATSNUM_COUNT, &s->ios[d]) ||
		    num(side, SK_BYTES, STATSNUM_COUNT, &s->bytes[d])) {
			snprintf(why, whylen, "engine stats without a usable %s.ios or %s.bytes",
				 fiojson_dir_name((enum fiojson_ddir)d),
				 fiojson_dir_name((enum fiojson_ddir)d));
			return -EINVAL;
		}
	}
	span = json_object_get(root, SK_SPAN);
	if (num(span, SK_END_UNIX_NS, STATSNUM_NS, &end_ns) == 0) {
		s->has_span = 1;
		s->span_end_ms = end_ns / 1e6;
	}
	if (num(json_object_get(root, SK_WINDOW), SK_NS, STATSNUM_NS, &s->window_ns))
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
	size_t *budget; /* sets left to try in this comparison (PAIRING_CLONE_BUDGET) */
};

/* over: 1 when a count of the sums IOS, BYTES exceeds job J's (counts are >= 0: adding
 * files cannot bring it back). */
static int over(const struct fiojson_job *j, const double *ios, const double *bytes)
{
	int d;

	for (d = 0; d < FIOJSON_NDIR; d++)
		if (bytes[d] >= j->dir[d].io_bytes + 1024 ||
		    (j->dir[d].total_ios >= 0 && ios[d] > j->dir[d].total_ios))
			return 1;
	return 0;
}

/* clone_sets: every set of Q->want candidates from Q->idx[FROM..] added to the K chosen in
 * Q->cur, the sums IOS and BYTES so far; the first matching set in Q->best. */
static void clone_sets(struct clone_search *q, size_t from, size_t k, const double *ios,
		       const double *bytes)
{
	double i2[FIOJSON_NDIR], b2[FIOJSON_NDIR];
	size_t i;
	int d;

	if (k == q->want) {
		--*q->budget;
		if (sums_match(q->j, ios, bytes) && q->nsets++ == 0)
			memcpy(q->best, q->cur, sizeof(q->best));
		return;
	}
	if (over(q->j, ios, bytes))
		return;
	for (i = from; i + (q->want - k) <= q->nidx && q->nsets < 2 && *q->budget; i++) {
		for (d = 0; d < FIOJSON_NDIR; d++) {
			i2[d] = ios[d] + q->c[q->idx[i]].ios[d];
			b2[d] = bytes[d] + q->c[q->idx[i]].bytes[d];
		}
		q->cur[k] = q->idx[i];
		clone_sets(q, i + 1, k + 1, i2, b2);
	}
}

int pairing_find_clones(const struct fiojson_file *f, const struct fiojson_job *j,
			const char *dir, struct pairing_stats *c, size_t n, size_t *budget,
			size_t *match, char *why, size_t whylen)
{
	static const double zero[FIOJSON_NDIR];
	size_t idx[PAIRING_MAX_CLONE_FILES], i, found = 0;
	struct clone_search q = { .j = j, .c = c, .idx = idx, .budget = budget };

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
			 found > PAIRING_MAX_CLONE_FILES ? ": too many to try"
			 : !*budget ? ": not all tried, this comparison summed its "
			 "1,000,000 sets of clone files already" : "");
		return 0;
	}
	for (i = 0; i < q.want; i++)
		c[q.best[i]].used = 1;
	*match = q.best[0];
	return 1;
}

/* The order pairing_sort puts stats files in, and pairing_find searches: the counts in KiB
 * per direction (a file can only be a job's when its KiB equal the job's: pairing.h), then
 * the files under --stats (they pair with a job anywhere) before the others by folder. */
struct sort_key {
	double kib[FIOJSON_NDIR];
	int anywhere;    /* from --stats */
	const char *dir; /* NULL when ANYWHERE */
};

static void stats_key(const struct pairing_stats *s, struct sort_key *k)
{
	int d;

	for (d = 0; d < FIOJSON_NDIR; d++)
		k->kib[d] = floor(s->bytes[d] / 1024);
	k->anywhere = s->from_stats_dir;
	k->dir = s->from_stats_dir ? NULL : s->dir;
}

static int cmp_key(const struct sort_key *a, const struct sort_key *b)
{
	int d;

	for (d = 0; d < FIOJSON_NDIR; d++)
		if (a->kib[d] != b->kib[d])
			return a->kib[d] < b->kib[d] ? -1 : 1;
	if (a->anywhere != b->anywhere)
		return a->anywhere ? -1 : 1;
	return a->anywhere ? 0 : strcmp(a->dir, b->dir);
}

static int cmp_stats(const void *pa, const void *pb)
{
	const struct pairing_stats *a = pa, *b = pb;
	struct sort_key ka, kb;
	int r;

	stats_key(a, &ka);
	stats_key(b, &kb);
	r = cmp_key(&ka, &kb);
	return r ? r : strcmp(a->path, b->path);
}

void pairing_sort(struct pairing_stats *c, size_t n)
{
	if (n > 1)
		qsort(c, n, sizeof(*c), cmp_stats);
}

/* lower_bound: the first index of C (N, sorted) whose key is not below K. */
static size_t lower_bound(const struct pairing_stats *c, size_t n, const struct sort_key *k)
{
	struct sort_key ki;
	size_t lo = 0, hi = n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		stats_key(&c[mid], &ki);
		if (cmp_key(&ki, k) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

int pairing_find_group(const struct fiojson_file *f, const struct fiojson_job *j,
		       const char *dir, struct pairing_stats *c, size_t n, size_t *match,
		       char *why, size_t whylen)
{
	static const double zero[FIOJSON_NDIR];
	size_t idx[PAIRING_MAX_CLONE_FILES], i, found = 0;
	size_t budget = PAIRING_CLONE_BUDGET; /* at most sum C(16, k) sets here anyway */
	struct clone_search q = { .j = j, .c = c, .idx = idx, .budget = &budget };
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
	struct sort_key k, ki;
	int d, pass;

	for (d = 0; d < FIOJSON_NDIR; d++)
		k.kib[d] = floor(j->dir[d].io_bytes / 1024);
	/* the files under --stats with the job's KiB, then those beside it: two ranges of the
	 * sorted files, so a folder of 40,000 files pairs in n log n, not n^2 */
	for (pass = 0; pass < 2 && found < 2; pass++) {
		k.anywhere = pass == 0;
		k.dir = pass == 0 ? NULL : dir;
		for (i = lower_bound(c, n, &k); i < n && found < 2; i++) {
			stats_key(&c[i], &ki);
			if (cmp_key(&ki, &k) != 0)
				break;
			if (!candidate(f, j, dir, &c[i]) || !counts_match(j, &c[i]))
				continue;
			if (found == 0)
				first = i;
			else
				second = i;
			found++;
		}
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
		snprintf(why, whylen, "two or more engine stats files have its job name and counts "
			 "(%s, %s, and their wall-clock spans do not tell them apart)", c[first].path,
			 c[second].path);
	return 0;
}
