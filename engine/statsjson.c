/*
 * statsjson.c: build and write the engine's statistics JSON. See statsjson.h.
 */
#include "statsjson.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static const char *const ddir_names[SA_DDIR_NR] = { "read", "write", "trim" };

/* set: add `val` under `key`, dropping the reference; a NULL val counts as out of memory. */
static int set(json_t *obj, const char *key, json_t *val)
{
	return val && json_object_set_new(obj, key, val) == 0 ? 0 : -ENOMEM;
}

static json_t *build_clat(const struct lathist *h, const double *pct, unsigned npct)
{
	json_t *clat = json_object(), *p = json_object();
	char key[32];
	unsigned i;
	int err = 0;

	if (!clat || !p)
		goto fail;
	err |= set(clat, "min", json_integer((json_int_t)(h->count ? h->min : 0)));
	err |= set(clat, "max", json_integer((json_int_t)h->max));
	err |= set(clat, "mean", json_real(lathist_mean(h)));
	err |= set(clat, "stddev", json_real(lathist_stddev(h)));
	err |= set(clat, "N", json_integer((json_int_t)h->count));
	for (i = 0; i < npct; i++) {
		snprintf(key, sizeof(key), "%f", pct[i]); /* fio's key format (stat.c) */
		err |= set(p, key, json_integer((json_int_t)lathist_percentile(h, pct[i])));
	}
	err |= set(clat, "percentile", p);
	p = NULL;
	if (err)
		goto fail;
	return clat;
fail:
	json_decref(p);
	json_decref(clat);
	return NULL;
}

static json_t *build_ddir(const struct sa_ddir_stats *d, const double *pct, unsigned npct)
{
	json_t *o = json_object();
	int err = 0;

	if (!o)
		return NULL;
	err |= set(o, "ios", json_integer((json_int_t)d->ios));
	err |= set(o, "bytes", json_integer((json_int_t)d->bytes));
	err |= set(o, "clat_ns", build_clat(&d->clat, pct, npct));
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
		err |= set(t, "scheduler", d->scheduler[0] ? json_string(d->scheduler) : json_null());
		err |= set(t, "sched_line", json_string(d->sched_line));
		if (d->sched_err)
			err |= set(t, "sched_error", json_string(strerror(-d->sched_err)));
	} else {
		err |= set(t, "device", json_null());
		err |= set(t, "scheduler", json_null());
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

json_t *statsjson_build(const struct statsjson_input *in)
{
	json_t *root = json_object(), *eng = json_object(), *job = json_object();
	int err = 0, i;

	if (!root || !eng || !job)
		goto fail;
	err |= set(root, "schema", json_integer(STATSJSON_SCHEMA));
	err |= set(eng, "name", json_string("schedaio"));
	err |= set(eng, "version", json_string(in->engine_version));
	err |= set(root, "engine", eng);
	eng = NULL;
	err |= set(root, "fio_version", json_string(in->fio_version ? in->fio_version : ""));
	err |= set(root, "error", json_integer(in->error)); /* as fio's per-job "error" */
	err |= set(job, "name", json_string(in->job_name ? in->job_name : ""));
	err |= set(job, "jobnum", json_integer(in->jobnum));
	err |= set(job, "rw", json_string(in->rw ? in->rw : ""));
	err |= set(job, "bs", json_integer((json_int_t)in->bs));
	err |= set(job, "iodepth", json_integer(in->iodepth));
	err |= set(job, "backend", json_string(in->backend ? in->backend : ""));
	err |= set(job, "backend_requested", json_string(in->backend_requested ? in->backend_requested :
						    in->backend ? in->backend : ""));
	err |= set(root, "job", job);
	job = NULL;
	err |= set(root, "target", build_target(in));
	for (i = 0; i < SA_DDIR_NR; i++) {
		const struct sa_ddir_stats *d = in->ddir[i];

		if (d && (d->ios || d->clat.count))
			err |= set(root, ddir_names[i], build_ddir(d, in->pct, in->npct));
	}
	if (err)
		goto fail;
	return root;
fail:
	json_decref(eng);
	json_decref(job);
	json_decref(root);
	return NULL;
}

int statsjson_write(const char *path, const struct statsjson_input *in)
{
	char tmp[4200];
	json_t *doc;
	FILE *f;
	int ret = 0;

	if (snprintf(tmp, sizeof(tmp), "%s.tmp.%ld", path, (long)getpid()) >= (int)sizeof(tmp))
		return -ENAMETOOLONG;
	doc = statsjson_build(in);
	if (!doc)
		return -ENOMEM;
	f = fopen(tmp, "w");
	if (!f) {
		ret = -errno;
		goto out;
	}
	if (json_dumpf(doc, f, JSON_INDENT(1) | JSON_REAL_PRECISION(10)) || fputc('\n', f) == EOF)
		ret = -EIO;
	if (fclose(f) && !ret)
		ret = -errno;
	if (!ret && rename(tmp, path))
		ret = -errno;
	if (ret)
		unlink(tmp);
out:
	json_decref(doc);
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
