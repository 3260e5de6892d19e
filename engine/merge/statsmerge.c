/*
 * statsmerge.c: merge per-job stats files. See statsmerge.h.
 */
#include "stats/statskeys.h"
#include "merge/statsmerge.h"

#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/jsonfile.h"
#include "stats/statsjson.h"

/* The largest latency (ns) a mean or stddev can be: a uint64 of ns. */
#define STATSMERGE_NS_MAX 1.9e19

static const char *const dirs[] = { SK_READ, SK_WRITE, SK_TRIM };
static const char *const counts_names[] = { "ooo_distance", "inflight", "reap_batch",
					    "submit_batch" };

static int fail(char *err, size_t len, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, len, fmt, ap);
	va_end(ap);
	return -EINVAL;
}

static uint64_t u64(const json_t *o, const char *k)
{
	json_int_t v = json_integer_value(json_object_get(o, k));

	return v > 0 ? (uint64_t)v : 0;
}

/* written_range: the sub_bits the engine can write (lathist_config_for over the accepted
 * rel_error range: 3 .. 16) and, for SUB_BITS, the largest max_value and nbuckets it writes
 * (its histograms end at LATHIST_DEFAULT_MAX_NS, one hour, rounded up to a bucket's end). */
static void written_range(unsigned sub_bits, unsigned *lo, unsigned *hi,
			  struct lathist_config *most)
{
	struct lathist_config c;

	lathist_config_for(LATHIST_REL_ERROR_MAX, 1, &c);
	*lo = c.sub_bits;
	lathist_config_for(LATHIST_REL_ERROR_MIN, 1, &c);
	*hi = c.sub_bits;
	if (most) { /* the rel_error whose geometry has SUB_BITS: 2^-(S+1), within the range */
		double rel = 1.0 / (double)(2ULL << sub_bits);

		rel = rel < LATHIST_REL_ERROR_MIN ? LATHIST_REL_ERROR_MIN
		      : rel > LATHIST_REL_ERROR_MAX ? LATHIST_REL_ERROR_MAX : rel;
		if (lathist_config_for(rel, LATHIST_DEFAULT_MAX_NS, most))
			memset(most, 0, sizeof(*most)); /* not reached: rel is in range */
	}
}

/* hist_geometry: bins.sub_bits, nbuckets and max_value of BINS into *CFG, each within what
 * the engine writes (written_range), so that no file makes us allocate more than the
 * engine's finest histogram (sub_bits 16: 1.8 million buckets, 14 MB). */
static int hist_geometry(const json_t *bins, struct lathist_config *cfg, char *why,
			 size_t whylen)
{
	struct lathist_config most;
	unsigned lo, hi;
	json_int_t v;
	int ret;

	written_range(0, &lo, &hi, NULL);
	ret = jsonfile_integer(bins, "sub_bits", "bins.sub_bits", lo, hi, &v, why, whylen);
	if (ret)
		return ret;
	cfg->sub_bits = (unsigned)v;
	written_range(cfg->sub_bits, &lo, &hi, &most);
	ret = jsonfile_integer(bins, "max_value", "bins.max_value", 1, (json_int_t)most.max_value,
			       &v, why, whylen);
	if (ret)
		return ret;
	cfg->max_value = (uint64_t)v;
	ret = jsonfile_integer(bins, "nbuckets", "bins.nbuckets", 1, most.nbuckets, &v, why,
			       whylen);
	if (ret)
		return ret;
	cfg->nbuckets = (unsigned)v;
	cfg->rel_error = 1.0 / (double)(2ULL << cfg->sub_bits);
	return 0;
}

/* say: WHY = the formatted message, when WHY is given; returns -EINVAL. */
static int say(char *why, size_t whylen, const char *fmt, ...)
{
	va_list ap;

	if (why) {
		va_start(ap, fmt);
		vsnprintf(why, whylen, fmt, ap);
		va_end(ap);
	}
	return -EINVAL;
}

int statsmerge_hist_load(const json_t *hist, struct lathist *h, char *why, size_t whylen)
{
	const json_t *bins = json_object_get(hist, SK_BINS), *buckets, *pair;
	struct lathist_config cfg;
	json_int_t idx, c, last = -1, n, x;
	size_t i;
	int ret;

	memset(h, 0, sizeof(*h));
	buckets = json_object_get(bins, "buckets");
	if (!json_is_object(bins) || !json_is_array(buckets))
		return say(why, whylen, "no bins.buckets (a schema 1 file cannot be merged)");
	ret = hist_geometry(bins, &cfg, why, whylen);
	if (ret)
		return ret == -ENOMEM ? ret : -EINVAL;
	if (json_array_size(buckets) > cfg.nbuckets)
		return say(why, whylen, "bins.buckets has %zu entries, more than its %u buckets",
			   json_array_size(buckets), cfg.nbuckets);
	ret = lathist_init(h, &cfg);
	if (ret == -EINVAL)
		return say(why, whylen, "bins.nbuckets %u does not match bins.sub_bits %u and "
			   "bins.max_value %llu", cfg.nbuckets, cfg.sub_bits,
			   (unsigned long long)cfg.max_value);
	if (ret)
		return ret;
	json_array_foreach(buckets, i, pair) {
		idx = json_integer_value(json_array_get(pair, 0));
		c = json_integer_value(json_array_get(pair, 1));
		/* the engine writes each non-empty bucket once, in index order */
		if (!json_is_integer(json_array_get(pair, 0)) || idx <= last ||
		    (uint64_t)idx >= cfg.nbuckets || !json_is_integer(json_array_get(pair, 1)) ||
		    c < 1 || h->count + (uint64_t)c < h->count) {
			lathist_free(h);
			return say(why, whylen, "bins.buckets[%zu] is not [index, count] with indexes "
				   "rising below %u and counts >= 1", i, cfg.nbuckets);
		}
		last = idx;
		h->buckets[idx] = (uint64_t)c;
		h->count += (uint64_t)c;
	}
	ret = jsonfile_integer(hist, "N", "N", 0, INT64_MAX, &n, why, whylen);
	if (!ret && (uint64_t)n != h->count)
		ret = say(why, whylen, "N is %lld but the buckets count %llu", (long long)n,
			  (unsigned long long)h->count);
	if (!ret)
		ret = jsonfile_integer(bins, "overflow", "bins.overflow", 0, n, &x, why, whylen);
	h->overflow = ret ? 0 : (uint64_t)x;
	if (!ret && h->count) {
		ret = jsonfile_integer(hist, "min", "min", 0, INT64_MAX, &x, why, whylen);
		h->min = (uint64_t)x;
		if (!ret)
			ret = jsonfile_integer(hist, "max", "max", (json_int_t)h->min, INT64_MAX, &x,
					       why, whylen);
		h->max = (uint64_t)x;
	}
	if (ret) {
		lathist_free(h);
		return -EINVAL;
	}
	return 0;
}

/* pooled mean and sample variance of groups (n_i, mean_i, sd_i) */
struct pool {
	double n, sum, m2;
};

/* pool_add: group H (N, mean, stddev, each checked: 0 .. STATSMERGE_NS_MAX ns) into P, so
 * that the pooled sums stay finite. -EINVAL with WHY naming the field. */
static int pool_add(struct pool *p, const json_t *h, char *why, size_t whylen)
{
	double n = (double)u64(h, "N"), m, sd;
	int ret;

	ret = jsonfile_number(h, "mean", "mean", 0, STATSMERGE_NS_MAX, &m, why, whylen);
	if (!ret)
		ret = jsonfile_number(h, "stddev", "stddev", 0, STATSMERGE_NS_MAX, &sd, why, whylen);
	if (ret)
		return -EINVAL;
	p->n += n;
	p->sum += n * m;
	p->m2 += (n > 1 ? (n - 1) * sd * sd : 0) + n * m * m;
	return 0;
}

static void pool_result(const struct pool *p, double *mean, double *sd)
{
	double m2;

	*mean = p->n ? p->sum / p->n : 0;
	m2 = p->m2 - p->n * *mean * *mean;
	*sd = p->n > 1 && m2 > 0 ? sqrt(m2 / (p->n - 1)) : 0;
}

/* pct_list: the percentiles named by the first direction's clat_ns.percentile keys
 * ("50.000000", ...) of DOC into PCT (at most MAX) and *N. -EINVAL (ERR naming NAME and the
 * key) for a key that is not a number in (0, 100]. */
static int pct_list(const json_t *doc, const char *name, double *pct, unsigned max,
		    unsigned *n, char *err, size_t errlen)
{
	unsigned d;
	char *end;
	double p;

	*n = 0;
	for (d = 0; d < 3 && !*n; d++) {
		const json_t *o = json_object_get(json_object_get(json_object_get(doc, dirs[d]),
								  SK_CLAT_NS), SK_PERCENTILE);
		const char *k;
		json_t *v;

		json_object_foreach((json_t *)o, k, v) {
			p = strtod(k, &end);
			if (end == k || *end || !(p > 0 && p <= 100))
				return fail(err, errlen, "%s: %s.clat_ns.percentile has a key that is "
					    "not a percentile in (0, 100]", name, dirs[d]);
			if (*n < max)
				pct[(*n)++] = p;
		}
	}
	return 0;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* merge_hist: the key (clat_ns/qwait_ns) of direction d over all docs */
static int merge_hist(json_t *const *docs, const char *const *names, unsigned n,
		      const char *dir, const char *key, const double *pct, unsigned npct,
		      json_t **out, char *err, size_t errlen)
{
	struct lathist all = { 0 }, one;
	struct pool pool = { 0 };
	char why[256];
	unsigned i;
	int ret = 0;
	double mean, sd;

	for (i = 0; i < n; i++) {
		const json_t *h = json_object_get(json_object_get(docs[i], dir), key);

		if (!h)
			continue;
		ret = statsmerge_hist_load(h, &one, why, sizeof(why));
		if (!ret) {
			ret = pool_add(&pool, h, why, sizeof(why));
			if (ret)
				lathist_free(&one);
		}
		if (ret) {
			lathist_free(&all);
			return ret == -ENOMEM ? ret : fail(err, errlen, "%s: %s.%s: %s", names[i], dir,
							 key, why);
		}
		if (!all.buckets) {
			all = one;
			continue;
		}
		ret = lathist_merge(&all, &one);
		lathist_free(&one);
		if (ret) {
			unsigned first_bits = all.cfg.sub_bits; /* lathist_free zeroes all */

			lathist_free(&all);
			return fail(err, errlen, "%s: %s.%s histogram precision differs from the first "
				    "file's (bins.sub_bits %u vs %u, bins.max_value): record every job "
				    "with the same hist_precision", names[i], dir, key,
				    (unsigned)u64(json_object_get(h, SK_BINS), "sub_bits"),
				    first_bits);
		}
	}
	if (!all.buckets) {
		*out = NULL;
		return 0;
	}
	*out = statsjson_hist(&all, pct, npct);
	lathist_free(&all);
	if (!*out)
		return -ENOMEM;
	pool_result(&pool, &mean, &sd);
	json_object_set_new(*out, "mean", json_real(mean));
	json_object_set_new(*out, "stddev", json_real(sd));
	return 0;
}

#define COUNTS_MAX_VALUE 1048576 /* iodepth is at most 65536; refuse absurd values */

/* merge_counts: sum the [value, count] bins of completions.<name>; NULL: out of memory or
 * a value above COUNTS_MAX_VALUE (*bad set). */
static json_t *merge_counts(json_t *const *docs, unsigned n, const char *name, bool *bad)
{
	json_t *o = NULL, *bins = NULL, *pair;
	uint64_t *acc = NULL, N = 0, max = 0, top = 0;
	double sum = 0;
	unsigned i;
	size_t j;

	for (i = 0; i < n; i++) {
		const json_t *c = json_object_get(json_object_get(docs[i], SK_COMPLETIONS), name);

		double mean;

		if (jsonfile_number(c, "mean", "mean", 0, COUNTS_MAX_VALUE, &mean, NULL, 0) == -ERANGE ||
		    (json_object_get(c, "mean") && !json_is_number(json_object_get(c, "mean")))) {
			*bad = true;
			return NULL;
		}
		json_array_foreach(json_object_get(c, SK_BINS), j, pair) {
			json_int_t v = json_integer_value(json_array_get(pair, 0));

			if (v < 0 || v > COUNTS_MAX_VALUE ||
			    json_integer_value(json_array_get(pair, 1)) < 0) {
				*bad = true;
				return NULL;
			}
			if ((uint64_t)v + 1 > top)
				top = (uint64_t)v + 1;
		}
	}
	acc = calloc(top + 1, sizeof(*acc));
	o = json_object();
	bins = json_array();
	if (!acc || !o || !bins)
		goto fail;
	for (i = 0; i < n; i++) {
		const json_t *c = json_object_get(json_object_get(docs[i], SK_COMPLETIONS), name);

		N += u64(c, "N");
		sum += (double)u64(c, "N") * json_number_value(json_object_get(c, "mean"));
		if (u64(c, "max") > max)
			max = u64(c, "max");
		json_array_foreach(json_object_get(c, SK_BINS), j, pair)
			acc[json_integer_value(json_array_get(pair, 0))] +=
				(uint64_t)json_integer_value(json_array_get(pair, 1));
	}
	for (j = 0; j < top; j++) {
		if (acc[j] && json_array_append_new(bins, json_pack("[II]", (json_int_t)j,
								     (json_int_t)acc[j])))
			goto fail;
	}
	if (json_object_set_new(o, "N", json_integer((json_int_t)N)) ||
	    json_object_set_new(o, "mean", json_real(N ? sum / (double)N : 0)) ||
	    json_object_set_new(o, "max", json_integer((json_int_t)max)))
		goto fail;
	free(acc);
	if (json_object_set_new(o, SK_BINS, bins)) {
		json_decref(o);
		return NULL;
	}
	return o;
fail:
	free(acc);
	json_decref(o);
	json_decref(bins);
	return NULL;
}

static int set(json_t *o, const char *k, json_t *v)
{
	return v && json_object_set_new(o, k, v) == 0 ? 0 : -ENOMEM;
}

static int merge_completions(json_t *const *docs, unsigned n, json_t *root, char *err,
			     size_t errlen)
{
	json_t *c = json_object(), *sub = json_object();
	uint64_t N = 0, ooo = 0, s[3] = { 0 };
	unsigned i, k;
	int ret = 0;

	if (!c || !sub) {
		ret = -ENOMEM;
		goto out;
	}
	for (i = 0; i < n; i++) {
		const json_t *x = json_object_get(docs[i], SK_COMPLETIONS);

		N += u64(x, "N");
		ooo += u64(x, "out_of_order");
		for (k = 0; k < 3; k++)
			s[k] += u64(json_object_get(x, "submitted"), dirs[k]);
	}
	ret |= set(c, "N", json_integer((json_int_t)N));
	ret |= set(c, "out_of_order", json_integer((json_int_t)ooo));
	ret |= set(c, "out_of_order_share", json_real(N ? (double)ooo / (double)N : 0));
	for (k = 0; k < sizeof(counts_names) / sizeof(counts_names[0]); k++) {
		bool bad = false;
		json_t *m = merge_counts(docs, n, counts_names[k], &bad);

		if (bad) {
			json_decref(sub);
			json_decref(c);
			return fail(err, errlen, "completions.%s: a value, count or mean out of range "
				    "(values 0 .. %d)", counts_names[k], COUNTS_MAX_VALUE);
		}
		ret |= set(c, counts_names[k], m);
	}
	for (k = 0; k < 3; k++)
		ret |= set(sub, dirs[k], json_integer((json_int_t)s[k]));
	ret |= set(c, "submitted", sub);
	sub = NULL;
	ret |= set(root, SK_COMPLETIONS, c);
	c = NULL;
out:
	json_decref(sub);
	json_decref(c);
	return ret ? -ENOMEM : 0;
}

/* merge_span: the hull of every file's `key` (span or window) on the wall clock: the earliest
 * start_unix_ns to the latest end_unix_ns, ns = end - start. Files without the key (older
 * files) or with ns 0 and no start (no I/O) are left out; none left: no key written. */
static int merge_span(json_t *const *docs, unsigned n, const char *key, json_t *root)
{
	uint64_t lo = UINT64_MAX, hi = 0;
	unsigned i;

	for (i = 0; i < n; i++) {
		const json_t *x = json_object_get(docs[i], key);
		uint64_t a = u64(x, SK_START_UNIX_NS), b = u64(x, SK_END_UNIX_NS);

		if (!a || b < a)
			continue;
		lo = a < lo ? a : lo;
		hi = b > hi ? b : hi;
	}
	if (!hi)
		return 0;
	return set(root, key, json_pack("{sIsIsI}", SK_START_UNIX_NS, (json_int_t)lo,
					 SK_END_UNIX_NS, (json_int_t)hi, SK_NS, (json_int_t)(hi - lo)));
}

/* same_target: 1 when every file's target names the same scheduler, label, tunables and
 * device (the clones of one job on one device), so that the first one speaks for all. */
static bool same_target(json_t *const *docs, unsigned n)
{
	static const char *const keys[] = { SK_SCHEDULER, SK_LABEL, SK_TUNABLES, "devt" };
	const json_t *t0 = json_object_get(docs[0], SK_TARGET), *t;
	unsigned i, k;

	if (!json_is_object(t0))
		return false;
	for (i = 1; i < n; i++) {
		t = json_object_get(docs[i], SK_TARGET);
		for (k = 0; k < sizeof(keys) / sizeof(keys[0]); k++) {
			const json_t *a = json_object_get(t0, keys[k]), *b = json_object_get(t, keys[k]);

			if (!json_is_object(t) || (a != b && !(a && b && json_equal(a, b))))
				return false;
		}
	}
	return true;
}

/* keep_ids: what lets the merged file pair and be filed like any other (issue 20): the first
 * file's engine, fio_version and job (fio names a group after its first job) without jobnum,
 * and its target when every file's is the same (same_target). 0 or -ENOMEM. */
static int keep_ids(json_t *const *docs, unsigned n, json_t *root)
{
	json_t *job = json_deep_copy(json_object_get(docs[0], SK_JOB));
	const json_t *v;

	if (json_is_object(job)) {
		json_object_del(job, SK_JOBNUM);
		if (set(root, SK_JOB, job))
			return -ENOMEM;
	} else {
		json_decref(job);
	}
	if ((v = json_object_get(docs[0], SK_ENGINE)) && set(root, SK_ENGINE, json_deep_copy(v)))
		return -ENOMEM;
	if ((v = json_object_get(docs[0], SK_FIO_VERSION)) &&
	    set(root, SK_FIO_VERSION, json_deep_copy(v)))
		return -ENOMEM;
	if (same_target(docs, n) &&
	    set(root, SK_TARGET, json_deep_copy(json_object_get(docs[0], SK_TARGET))))
		return -ENOMEM;
	return 0;
}

int statsmerge_docs(json_t *const *docs, const char *const *names, unsigned n, json_t **out,
		    char *err, size_t errlen)
{
	json_t *root = NULL, *merged, *jobs;
	double pct[64];
	unsigned npct, i, d;
	int ret = -ENOMEM;

	*out = NULL;
	if (!n)
		return fail(err, errlen, "no stats files to merge");
	for (i = 0; i < n; i++) {
		if (json_integer_value(json_object_get(docs[i], SK_SCHEMA)) != STATSJSON_SCHEMA)
			return fail(err, errlen, "%s: schema %lld, not 2: only the engine's files of "
				    "schema 2 have the histogram bins needed to merge", names[i],
				    (long long)json_integer_value(json_object_get(docs[i], SK_SCHEMA)));
	}
	ret = pct_list(docs[0], names[0], pct, 64, &npct, err, errlen);
	if (ret)
		return ret;
	ret = -ENOMEM;
	qsort(pct, npct, sizeof(pct[0]), cmp_double);
	root = json_object();
	merged = json_object();
	jobs = json_array();
	if (!root || set(root, SK_SCHEMA, json_integer(STATSJSON_SCHEMA)) ||
	    set(root, "merged", merged)) {
		json_decref(jobs);
		goto out;
	}
	if (set(merged, "files", json_integer(n)) || set(merged, "jobs", jobs) ||
	    keep_ids(docs, n, root))
		goto out;
	for (i = 0; i < n; i++) {
		const json_t *job = json_object_get(docs[i], SK_JOB);
		char name[512];

		snprintf(name, sizeof(name), "%s.%lld",
			 json_string_value(json_object_get(job, SK_NAME)) ?: "?",
			 (long long)json_integer_value(json_object_get(job, SK_JOBNUM)));
		if (json_array_append_new(jobs, json_string(name)))
			goto out;
	}
	for (d = 0; d < 3; d++) {
		json_t *o = NULL, *clat = NULL, *qwait = NULL;
		uint64_t ios = 0, bytes = 0;
		bool any = false;

		for (i = 0; i < n; i++) {
			const json_t *x = json_object_get(docs[i], dirs[d]);

			any |= x != NULL;
			ios += u64(x, SK_IOS);
			bytes += u64(x, SK_BYTES);
		}
		if (!any)
			continue;
		ret = merge_hist(docs, names, n, dirs[d], SK_CLAT_NS, pct, npct, &clat, err, errlen);
		if (!ret)
			ret = merge_hist(docs, names, n, dirs[d], SK_QWAIT_NS, pct, npct, &qwait,
					 err, errlen);
		if (ret) {
			json_decref(clat);
			goto out;
		}
		ret = -ENOMEM;
		o = json_object();
		if (set(root, dirs[d], o)) {
			json_decref(clat);
			json_decref(qwait);
			goto out;
		}
		/* '|', not '||': every reference is consumed */
		if (set(o, SK_IOS, json_integer((json_int_t)ios)) |
		    set(o, SK_BYTES, json_integer((json_int_t)bytes)) |
		    (clat ? set(o, SK_CLAT_NS, clat) : 0) | (qwait ? set(o, SK_QWAIT_NS, qwait) : 0))
			goto out;
	}
	ret = merge_completions(docs, n, root, err, errlen);
	if (!ret)
		ret = merge_span(docs, n, SK_SPAN, root) | merge_span(docs, n, SK_WINDOW, root);
	if (ret)
		goto out;
	*out = root;
	return 0;
out:
	if (ret == -ENOMEM)
		snprintf(err, errlen, "out of memory");
	json_decref(root);
	return ret;
}
