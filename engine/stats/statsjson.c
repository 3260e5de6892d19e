/*
 * statsjson.c: build and write the engine's statistics JSON. See statsjson.h.
 */
#include "schema/statskeys.h"
#include "stats/statsjson.h"
#include "hist/histjson.h"
#include "json/atomicfile.h"
#include "safepath/safepath.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static const char *const ddir_names[SA_DDIR_NR] = { SK_READ, SK_WRITE, SK_TRIM };

/* set: add `val` under `key`, dropping the reference; a NULL val counts as out of memory. */
static int set(json_t *obj, const char *key, json_t *val)
{
	return val && json_object_set_new(obj, key, val) == 0 ? 0 : -ENOMEM;
}

/* build_ddir: one direction; qwait NULL (schema 1 input) writes an empty qwait_ns. */
static json_t *build_ddir(uint64_t ios, uint64_t bytes, const struct lathist *clat,
			  const struct lathist *qwait, const double *pct, unsigned npct)
{
	struct lathist none = { .count = 0, .min = UINT64_MAX };
	json_t *o = json_object();
	int err = 0;

	if (!o)
		return NULL;
	none.cfg = clat->cfg;
	err |= set(o, SK_IOS, json_integer((json_int_t)ios));
	err |= set(o, SK_BYTES, json_integer((json_int_t)bytes));
	err |= set(o, SK_CLAT_NS, histjson_write(clat, pct, npct));
	err |= set(o, SK_QWAIT_NS, histjson_write(qwait ? qwait : &none, pct, npct));
	if (err) {
		json_decref(o);
		return NULL;
	}
	return o;
}

/* counts_json: {N, mean, max, bins: [[value, count], ...]} of a small-integer histogram. */
static json_t *counts_json(const struct iostats_counts *h)
{
	struct iostats_counts_summary m = iostats_counts_summary(h);
	json_t *o = json_object(), *a = json_array();
	unsigned v;
	int err = 0;

	if (!o || !a)
		goto fail;
	err |= set(o, "N", json_integer((json_int_t)m.n));
	err |= set(o, "mean", json_real(m.n ? (double)m.sum / (double)m.n : 0.0));
	err |= set(o, "max", json_integer((json_int_t)m.max));
	for (v = 0; v < h->nvals; v++) {
		json_t *pair;

		if (!h->counts[v])
			continue;
		pair = json_pack("[II]", (json_int_t)v, (json_int_t)h->counts[v]);
		if (!pair || json_array_append_new(a, pair))
			err = -ENOMEM;
	}
	err |= set(o, SK_BINS, a);
	a = NULL;
	if (err)
		goto fail;
	return o;
fail:
	json_decref(a);
	json_decref(o);
	return NULL;
}

struct statsjson_span statsjson_span_from(uint64_t start_ns, uint64_t end_ns, uint64_t mono0,
					  uint64_t unix0)
{
	struct statsjson_span s = { 0, 0, 0 };

	if (!start_ns)
		return s;
	if (end_ns < start_ns)
		end_ns = start_ns;
	s.start_unix_ns = unix0 + (start_ns - mono0); /* modular: right for start_ns < mono0 too */
	s.end_unix_ns = unix0 + (end_ns - mono0);
	s.ns = end_ns - start_ns;
	return s;
}

/* span_json: {start_unix_ns, end_unix_ns, ns} (STATS.md "span"). */
static json_t *span_json(const struct statsjson_span *s)
{
	return json_pack("{sIsIsI}", SK_START_UNIX_NS, (json_int_t)s->start_unix_ns,
			 SK_END_UNIX_NS, (json_int_t)s->end_unix_ns, SK_NS, (json_int_t)s->ns);
}

static json_t *build_completions(const struct iostats *io)
{
	uint64_t n = iostats_completions(io), ooo = iostats_out_of_order(io);
	json_t *o = json_object(), *sub = json_object();
	int err = 0, i;

	if (!o || !sub)
		goto fail;
	err |= set(o, "N", json_integer((json_int_t)n));
	err |= set(o, "out_of_order", json_integer((json_int_t)ooo));
	err |= set(o, SK_OUT_OF_ORDER_SHARE, json_real(n ? (double)ooo / (double)n : 0.0));
	err |= set(o, SK_OOO_DISTANCE, counts_json(&io->ooo_distance));
	err |= set(o, SK_INFLIGHT, counts_json(&io->inflight));
	err |= set(o, SK_REAP_BATCH, counts_json(&io->reap_batch));
	err |= set(o, "submit_batch", counts_json(&io->submit_batch));
	for (i = 0; i < SA_DDIR_NR; i++)
		err |= set(sub, ddir_names[i], json_integer((json_int_t)io->ddir[i].submitted));
	err |= set(o, "submitted", sub);
	sub = NULL;
	if (err)
		goto fail;
	return o;
fail:
	json_decref(sub);
	json_decref(o);
	return NULL;
}

/* build_timeseries: {interval_ns, doublings, npoints, <dir>: {completions: [...], bytes: [...],
 * clat_mean_ns: [...], clat_max_ns: [...]}} for the directions that did I/O. */
static json_t *build_timeseries(const struct iostats *io)
{
	const struct timeseries *ts = &io->ts;
	json_t *o = json_object();
	unsigned i, d;
	int err = 0;

	if (!o)
		return NULL;
	err |= set(o, SK_INTERVAL_NS, json_integer((json_int_t)ts->interval_ns));
	err |= set(o, "doublings", json_integer(ts->doublings));
	err |= set(o, "npoints", json_integer(ts->npoints));
	for (d = 0; d < SA_DDIR_NR; d++) {
		json_t *dir, *c, *b, *m, *x;

		if (!io->ddir[d].ios && !io->ddir[d].clat.count)
			continue;
		dir = json_object();
		c = json_array();
		b = json_array();
		m = json_array();
		x = json_array();
		err |= set(dir, SK_COMPLETIONS, c);
		err |= set(dir, SK_BYTES, b);
		err |= set(dir, "clat_mean_ns", m);
		err |= set(dir, "clat_max_ns", x);
		err |= set(o, ddir_names[d], dir);
		if (err)
			break;
		for (i = 0; i < ts->npoints; i++) {
			const struct timeseries_point *p = timeseries_point(ts, i, d);

			err |= json_array_append_new(c, json_integer((json_int_t)p->completions));
			err |= json_array_append_new(b, json_integer((json_int_t)p->bytes));
			err |= json_array_append_new(m, json_real(p->completions ?
				(double)p->clat_sum / (double)p->completions : 0.0));
			err |= json_array_append_new(x, json_integer((json_int_t)p->clat_max));
		}
	}
	if (err) {
		json_decref(o);
		return NULL;
	}
	return o;
}

static json_t *build_target(const struct statsjson_input *in)
{
	const struct blkdev_info *d = in->dev;
	json_t *t = json_object();
	int err = 0;

	if (!t)
		return NULL;
	err |= set(t, "file", json_string(in->file ? in->file : ""));
	err |= set(t, "nfiles", json_integer(in->nfiles));
	if (d && !in->dev_err) {
		char devt[32];

		snprintf(devt, sizeof(devt), "%u:%u", d->major, d->minor);
		err |= set(t, "device", json_string(d->name));
		err |= set(t, "devt", json_string(devt));
		err |= set(t, "disk", json_string(d->disk));
		err |= set(t, "partition", json_boolean(d->partition));
		err |= set(t, SK_SCHEDULER, d->scheduler[0] ? json_string(d->scheduler) : json_null());
		err |= set(t, "sched_line", json_string(d->sched_line));
		if (d->sched_err)
			err |= set(t, "sched_error", json_string(strerror(-d->sched_err)));
	} else {
		err |= set(t, "device", json_null());
		err |= set(t, SK_SCHEDULER, json_null());
		err |= set(t, "reason", json_string(d && d->reason[0] ? d->reason :
						    strerror(in->dev_err ? -in->dev_err : ENODEV)));
	}
	err |= set(t, "kernel", json_string(in->kernel ? in->kernel : ""));
	if (err) {
		json_decref(t);
		return NULL;
	}
	return t;
}

/* notes_json: job.notes, an array of the nnotes strings (none NULL); NULL when out of memory. */
static json_t *notes_json(const char *const *notes, unsigned nnotes)
{
	json_t *a = json_array();
	unsigned i;

	for (i = 0; a && i < nnotes; i++)
		if (json_array_append_new(a, json_string(notes[i]))) {
			json_decref(a);
			return NULL;
		}
	return a;
}

json_t *statsjson_build(const struct statsjson_input *in)
{
	json_t *root = json_object(), *eng = json_object(), *job = json_object();
	int err = 0, i;

	if (!root || !eng || !job)
		goto fail;
	err |= set(root, SK_SCHEMA, json_integer(STATSJSON_SCHEMA));
	err |= set(eng, SK_NAME, json_string("schedaio"));
	err |= set(eng, SK_VERSION, json_string(in->engine_version));
	err |= set(root, SK_ENGINE, eng);
	eng = NULL;
	err |= set(root, SK_FIO_VERSION, json_string(in->fio_version ? in->fio_version : ""));
	err |= set(root, SK_ERROR, json_integer(in->error)); /* as fio's per-job "error" */
	err |= set(job, SK_NAME, json_string(in->job_name ? in->job_name : ""));
	err |= set(job, SK_JOBNUM, json_integer(in->jobnum));
	if (in->tid > 0)
		err |= set(job, SK_TID, json_integer((json_int_t)in->tid));
	err |= set(job, SK_RW, json_string(in->rw ? in->rw : ""));
	err |= set(job, SK_BS, json_integer((json_int_t)in->bs));
	err |= set(job, SK_IODEPTH, json_integer(in->iodepth));
	err |= set(job, "backend", json_string(in->backend ? in->backend : ""));
	err |= set(job, "backend_requested", json_string(in->backend_requested ?
		   in->backend_requested : in->backend ? in->backend : ""));
	err |= set(job, "hist_precision", json_real(in->hist_precision));
	err |= set(job, "direct", json_integer(in->direct ? 1 : 0));
	err |= set(job, "notes", notes_json(in->notes, in->nnotes));
	err |= set(root, SK_JOB, job);
	job = NULL;
	err |= set(root, SK_TARGET, in->target ? json_incref(in->target) : build_target(in));
	err |= set(root, SK_SPAN, span_json(&in->span));
	err |= set(root, SK_WINDOW, span_json(&in->window));
	if (in->have_clean)
		err |= set(root, SK_CLEAN_WINDOW, span_json(&in->clean_window));
	for (i = 0; i < SA_DDIR_NR; i++) {
		const struct sa_ddir_stats *d = in->ddir[i];
		const struct iostats_ddir *x = in->io ? &in->io->ddir[i] : NULL;
		json_t *o = NULL;

		if (x && (x->ios || x->clat.count))
			o = build_ddir(x->ios, x->bytes, &x->clat, &x->qwait, in->pct, in->npct);
		else if (!x && d && (d->ios || d->clat.count))
			o = build_ddir(d->ios, d->bytes, &d->clat, NULL, in->pct, in->npct);
		else
			continue;
		if (o && in->have_clean) {
			err |= set(o, SK_CLEAN_BYTES, json_integer((json_int_t)in->clean_bytes[i]));
			err |= set(o, SK_CLEAN_COMPLETIONS,
				   json_integer((json_int_t)in->clean_completions[i]));
		}
		err |= set(root, ddir_names[i], o);
	}
	if (in->io) {
		err |= set(root, SK_COMPLETIONS, build_completions(in->io));
		err |= set(root, SK_TIMESERIES, build_timeseries(in->io));
	}
	err |= set(root, SK_DEVSTAT, devstat_to_json(in->devs, in->devs ? in->ndevs : 0));
	if (err)
		goto fail;
	return root;
fail:
	json_decref(eng);
	json_decref(job);
	json_decref(root);
	return NULL;
}

int statsjson_write_at(int dfd, const char *name, const struct statsjson_input *in)
{
	json_t *doc;
	int ret;

	doc = statsjson_build(in);
	json_decref(in->target); /* stolen: doc holds its own reference */
	if (!doc)
		return -ENOMEM;
	ret = atomicfile_json_at(dfd, name, doc, JSON_INDENT(1) | JSON_REAL_PRECISION(10));
	json_decref(doc);
	return ret;
}

int statsjson_write(const char *path, const struct statsjson_input *in)
{
	char why[SAFEPATH_WHY];
	const char *name;
	int dfd = atomicfile_dir_of(path, &name, why, sizeof(why)), ret;

	if (dfd < 0) {
		json_decref(in->target); /* stolen, as by statsjson_write_at */
		return dfd;
	}
	ret = statsjson_write_at(dfd, name, in);
	close(dfd);
	return ret;
}

/* statsjson_expand_path: see statsjson.h. */
int statsjson_expand_path(const char *pattern, const char *jobname, unsigned jobnum,
			  bool cloned, char *out, size_t len)
{
	char num[16];
	size_t o = 0;
	const char *p = pattern;
	bool has_num = strstr(pattern, "$jobnum") != NULL;

	snprintf(num, sizeof(num), "%u", jobnum);
	while (*p) {
		const char *rep = NULL;
		size_t skip = 1, n;

		if (!strncmp(p, "$jobname", 8)) {
			rep = jobname;
			skip = 8;
		} else if (!strncmp(p, "$jobnum", 7)) {
			rep = num;
			skip = 7;
		}
		n = rep ? strlen(rep) : 1;
		if (o + n + 1 > len)
			return -ENAMETOOLONG;
		memcpy(out + o, rep ? rep : p, n);
		o += n;
		p += skip;
	}
	out[o] = '\0';
	if (cloned && !has_num) {
		char *slash = strrchr(out, '/'), *dot = strrchr(out, '.');
		size_t extlen;

		if (!dot || (slash && dot < slash))
			dot = out + o;
		extlen = strlen(dot);
		if (o + strlen(num) + 2 > len)
			return -ENAMETOOLONG;
		memmove(dot + strlen(num) + 1, dot, extlen + 1);
		dot[0] = '.';
		memcpy(dot + 1, num, strlen(num));
	}
	return 0;
}
