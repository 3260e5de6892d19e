/*
 * statsmerge.c: merge per-job stats files. See statsmerge.h.
 */
#include "schema/statskeys.h"
#include "merge/statsmerge.h"

#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/jsonfile.h"
#include "hist/histjson.h"

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
		ret = histjson_read(h, &one, why, sizeof(why));
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
	*out = histjson_write(&all, pct, npct);
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

/* merge_span: the hull of every file's `key` (span, window or clean_window) on the wall
 * clock: the earliest start_unix_ns to the latest end_unix_ns, ns = end - start. Files without
 * the key (older files) or with ns 0 and no start (no I/O) are left out; none left: no key
 * written. With `all`, a file without the key writes none (clean_window: its counts are
 * summed only when every file has them, merge_clean). */
static int merge_span(json_t *const *docs, unsigned n, const char *key, bool all, json_t *root)
{
	uint64_t lo = UINT64_MAX, hi = 0;
	unsigned i;

	for (i = 0; i < n; i++) {
		const json_t *x = json_object_get(docs[i], key);
		uint64_t a = u64(x, SK_START_UNIX_NS), b = u64(x, SK_END_UNIX_NS);

		if (all && !x)
			return 0;
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
 * file's engine, fio_version and job (fio names a group after its first job) without jobnum and tid,
 * and its target when every file's is the same (same_target). 0 or -ENOMEM. */
static int keep_ids(json_t *const *docs, unsigned n, json_t *root)
{
	json_t *job = json_deep_copy(json_object_get(docs[0], SK_JOB));
	const json_t *v;

	if (json_is_object(job)) {
		json_object_del(job, SK_JOBNUM);
		json_object_del(job, SK_TID); /* each clone had its own thread */
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

/* merged_head: ROOT's schema, its "merged" block (files, the jobs as NAME.JOBNUM) and the ids
 * every file shares (keep_ids). 0 or -ENOMEM. */
static int merged_head(json_t *const *docs, unsigned n, json_t *root)
{
	json_t *merged = json_object(), *jobs = json_array();
	unsigned i;

	if (set(root, SK_SCHEMA, json_integer(STATSJSON_SCHEMA)) || set(root, "merged", merged)) {
		json_decref(jobs);
		return -ENOMEM;
	}
	if (set(merged, "files", json_integer(n)) || set(merged, "jobs", jobs) ||
	    keep_ids(docs, n, root))
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		const json_t *job = json_object_get(docs[i], SK_JOB);
		char name[512];

		snprintf(name, sizeof(name), "%s.%lld",
			 json_string_value(json_object_get(job, SK_NAME)) ?: "?",
			 (long long)json_integer_value(json_object_get(job, SK_JOBNUM)));
		if (json_array_append_new(jobs, json_string(name)))
			return -ENOMEM;
	}
	return 0;
}

/* merge_dir: ROOT's direction DIRS[D]: ios and bytes summed, clat_ns and qwait_ns merged
 * (merge_hist, percentiles PCT[0..NPCT)); nothing when no file has the direction. 0, -ENOMEM,
 * or merge_hist's error with ERR. */
/* merge_clean: direction D's clean counts (STATS.md clean_window), summed into O, when every
 * file has the clean window and each file with the direction its clean counts; else none.
 * 0 or -ENOMEM. */
static int merge_clean(json_t *const *docs, unsigned n, unsigned d, json_t *o)
{
	uint64_t bytes = 0, done = 0;
	unsigned i;

	for (i = 0; i < n; i++) {
		const json_t *x = json_object_get(docs[i], dirs[d]);

		if (!json_object_get(docs[i], SK_CLEAN_WINDOW) ||
		    (x && !json_object_get(x, SK_CLEAN_BYTES)))
			return 0;
		bytes += u64(x, SK_CLEAN_BYTES);
		done += u64(x, SK_CLEAN_COMPLETIONS);
	}
	return set(o, SK_CLEAN_BYTES, json_integer((json_int_t)bytes)) |
	       set(o, SK_CLEAN_COMPLETIONS, json_integer((json_int_t)done));
}

static int merge_dir(json_t *const *docs, const char *const *names, unsigned n, unsigned d,
		     const double *pct, unsigned npct, json_t *root, char *err, size_t errlen)
{
	json_t *o, *clat = NULL, *qwait = NULL;
	uint64_t ios = 0, bytes = 0;
	bool any = false;
	unsigned i;
	int ret;

	for (i = 0; i < n; i++) {
		const json_t *x = json_object_get(docs[i], dirs[d]);

		any |= x != NULL;
		ios += u64(x, SK_IOS);
		bytes += u64(x, SK_BYTES);
	}
	if (!any)
		return 0;
	ret = merge_hist(docs, names, n, dirs[d], SK_CLAT_NS, pct, npct, &clat, err, errlen);
	if (!ret)
		ret = merge_hist(docs, names, n, dirs[d], SK_QWAIT_NS, pct, npct, &qwait, err, errlen);
	if (ret) {
		json_decref(clat);
		return ret;
	}
	o = json_object();
	if (set(root, dirs[d], o)) {
		json_decref(clat);
		json_decref(qwait);
		return -ENOMEM;
	}
	/* '|', not '||': every reference is consumed */
	if (set(o, SK_IOS, json_integer((json_int_t)ios)) |
	    set(o, SK_BYTES, json_integer((json_int_t)bytes)) | merge_clean(docs, n, d, o) |
	    (clat ? set(o, SK_CLAT_NS, clat) : 0) | (qwait ? set(o, SK_QWAIT_NS, qwait) : 0))
		return -ENOMEM;
	return 0;
}

int statsmerge_docs(json_t *const *docs, const char *const *names, unsigned n, json_t **out,
		    char *err, size_t errlen)
{
	json_t *root;
	double pct[64];
	unsigned npct, i, d;
	int ret;

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
	qsort(pct, npct, sizeof(pct[0]), cmp_double);
	root = json_object();
	ret = root ? merged_head(docs, n, root) : -ENOMEM;
	for (d = 0; !ret && d < 3; d++)
		ret = merge_dir(docs, names, n, d, pct, npct, root, err, errlen);
	if (!ret)
		ret = merge_completions(docs, n, root, err, errlen);
	if (!ret)
		ret = merge_span(docs, n, SK_SPAN, false, root) |
		      merge_span(docs, n, SK_WINDOW, false, root) |
		      merge_span(docs, n, SK_CLEAN_WINDOW, true, root);
	if (ret) {
		if (ret == -ENOMEM)
			snprintf(err, errlen, "out of memory");
		json_decref(root);
		return ret;
	}
	*out = root;
	return 0;
}
