// blktrace_read.c: one run's blktrace.json, bounded (see blktrace_read.h).
#include "read/blktrace_read.h"

#include <errno.h>
#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "json/blktracekeys.h"
#include "json/jsonfile.h"
#include "hist/histjson.h"
#include "hist/lathist.h"

#define BTR_MAX_COUNT 9007199254740992LL /* 2^53: exact in a double */

static const char *const dir_names[BTR_NDIR] = { "read", "write", "trim" };

int blktrace_present(const char *path)
{
	struct stat st;

	return !lstat(path, &st) || (errno != ENOENT && errno != ENOTDIR);
}

/* say_dangling: WHY for PATH that could not be opened as missing (-ENOENT) although
 * blktrace_present finds it: a symbolic link to nothing, its target named. */
static void say_dangling(const char *path, char *why, size_t whylen)
{
	char target[256];
	ssize_t n = readlink(path, target, sizeof(target) - 1);

	if (n < 0)
		return; /* not a link: jsonfile_load_in's "missing" stays */
	target[n] = '\0';
	snprintf(why, whylen, "a link to nothing (%s%s); not read", target,
		 (size_t)n == sizeof(target) - 1 ? "..." : "");
}

/* read_time: histogram KEY of O into T, and merged into INTO when not NULL. */
static int read_time(const json_t *o, const char *key, struct btr_time *t,
		     struct trace_times *into, char *why, size_t whylen)
{
	const json_t *h = json_object_get(o, key);
	struct lathist lh = { 0 };
	double mean;
	int ret;

	if (!json_is_object(h)) {
		snprintf(why, whylen, "%s is not an object", key);
		return -EINVAL;
	}
	ret = histjson_read(h, &lh, why, whylen);
	if (ret)
		return ret;
	ret = jsonfile_number(h, "mean", key, 0, 1e18, &mean, why, whylen);
	if (!ret && lh.count > BTR_MAX_COUNT) { /* lathist_merge's sums would wrap */
		snprintf(why, whylen, "%s.N %llu is more than 2^53", key,
			 (unsigned long long)lh.count);
		ret = -ERANGE;
	} else if (!ret && lh.count && !(mean >= (double)lh.min && mean <= (double)lh.max)) {
		snprintf(why, whylen, "%s.mean %g is not within its min %llu and max %llu", key,
			 mean, (unsigned long long)lh.min, (unsigned long long)lh.max);
		ret = -EINVAL;
	}
	if (!ret) {
		t->mean = mean;
		t->n = lh.count;
		t->p50 = lh.count ? (double)lathist_percentile(&lh, 50.0) : 0;
		t->p99 = lh.count ? (double)lathist_percentile(&lh, 99.0) : 0;
		if (into && (ret = trace_times_add(into, &lh, mean)))
			snprintf(why, whylen, "%s: %s", key, ret == -EINVAL ? "a histogram of "
				 "another precision than the other groups' or runs'" : strerror(-ret));
	}
	lathist_free(&lh);
	return ret;
}

/* read_dir: one group's direction O into D, and added to INTO when not NULL. */
static int read_dir(const json_t *o, struct btr_dir *d, struct trace_class *into, char *why,
		    size_t whylen)
{
	json_int_t v[4];
	const char *keys[4] = { BT_REQUESTS, BT_MERGES, BT_DIRECT, BT_OVERTAKING };
	int i, ret;

	for (i = 0; i < 4; i++)
		if ((ret = jsonfile_integer(o, keys[i], keys[i], 0, BTR_MAX_COUNT, &v[i], why, whylen)))
			return ret;
	d->requests = (uint64_t)v[0];
	d->merges = (uint64_t)v[1];
	d->direct = (uint64_t)v[2];
	d->overtaking = (uint64_t)v[3];
	if ((ret = read_time(o, BT_QUEUE_NS, &d->queue, into ? &into->queue : NULL, why, whylen)) ||
	    (ret = read_time(o, BT_DEVICE_NS, &d->device, into ? &into->device : NULL, why, whylen)))
		return ret;
	if (d->device.n != d->requests) { /* both counted at completion (bt_analyse.c) */
		snprintf(why, whylen, "%s %llu but %s.N %llu", BT_REQUESTS,
			 (unsigned long long)d->requests, BT_DEVICE_NS,
			 (unsigned long long)d->device.n);
		return -EINVAL;
	}
	d->has = 1;
	if (into) {
		into->requests += (double)d->requests;
		into->merges += (double)d->merges;
	}
	return 0;
}

/* into: where group NAME's direction D goes (read_run), or NULL. */
static struct trace_class *into(const char *name, int others, unsigned d, const char *focus,
				int dir, struct trace_class *split)
{
	if (!split)
		return NULL;
	if (!focus) /* the fio jobs' groups in direction DIR */
		return !others && (int)d == dir ? &split[0] : NULL;
	return !strcmp(name, focus) ? &split[0] : &split[1];
}

/* read_run: PATH into *OUT (blktrace_read_file); with SPLIT and FOCUS, every direction of
 * the group named FOCUS also added to SPLIT[0], of every other group to SPLIT[1]; with SPLIT
 * and no FOCUS, direction DIR (0 read, 1 write) of every group but "others" to SPLIT[0]. */
static int read_run(const char *top, const char *path, struct btr_run *out, const char *focus,
		    int dir, struct trace_class *split, char *why, size_t whylen)
{
	json_t *doc = NULL, *groups, *g;
	json_int_t v;
	size_t i;
	unsigned d;
	int ret, found = 0;

	memset(out, 0, sizeof(*out));
	ret = jsonfile_load_in(top, path, 0, &doc, why, whylen);
	if (ret == -ENOENT && blktrace_present(path))
		say_dangling(path, why, whylen);
	if (ret)
		return ret;
	if ((ret = jsonfile_integer(doc, BT_SCHEMA, BT_SCHEMA, 1, 1, &v, why, whylen)) ||
	    (ret = jsonfile_integer(doc, BT_LOST_EVENTS, BT_LOST_EVENTS, 0, BTR_MAX_COUNT, &v, why, whylen)))
		goto out;
	out->lost_events = (uint64_t)v;
	out->complete = json_is_true(json_object_get(doc, BT_COMPLETE)) && v == 0;
	groups = json_object_get(doc, BT_GROUPS);
	if (!json_is_array(groups)) {
		snprintf(why, whylen, "%s is not an array", BT_GROUPS);
		ret = -EINVAL;
		goto out;
	}
	if (json_array_size(groups) > BTR_MAX_GROUPS) {
		snprintf(why, whylen, "%s: more than %d groups", BT_GROUPS, BTR_MAX_GROUPS);
		ret = -E2BIG;
		goto out;
	}
	json_array_foreach(groups, i, g) {
		struct btr_group *o = &out->groups[i];
		const char *name = json_string_value(json_object_get(g, BT_NAME));

		if (!name || !jsonfile_name_ok(name) || strlen(name) >= sizeof(o->name)) {
			snprintf(why, whylen, "%s[%zu].%s is not a name", BT_GROUPS, i, BT_NAME);
			ret = -EINVAL;
			goto out;
		}
		snprintf(o->name, sizeof(o->name), "%s", name);
		o->others = !strcmp(name, BT_OTHERS) && i + 1 == json_array_size(groups);
		found |= focus && !o->others && !strcmp(name, focus);
		for (d = 0; d < BTR_NDIR; d++) {
			const json_t *x = json_object_get(g, dir_names[d]);

			if (!x)
				continue;
			if (!json_is_object(x) ||
			    (ret = read_dir(x, &o->dir[d], into(name, o->others, d, focus, dir, split),
					    why, whylen))) {
				if (!json_is_object(x))
					snprintf(why, whylen, "%s[%zu].%s is not an object", BT_GROUPS, i, dir_names[d]);
				ret = ret ? ret : -EINVAL;
				goto out;
			}
		}
		out->ngroups++;
	}
	if (focus && !found) {
		snprintf(why, whylen, "no group of the trace is named \"%s\" (the manifest's "
			 "startup.app_job)", focus);
		ret = -ENOENT;
	}
out:
	json_decref(doc);
	return ret;
}

int blktrace_read_file(const char *path, struct btr_run *out, char *why, size_t whylen)
{
	return read_run(NULL, path, out, NULL, 0, NULL, why, whylen);
}

int blktrace_read_split(const char *top, const char *path, const char *focus, struct trace_class split[2],
			char *why, size_t whylen)
{
	struct btr_run *run = malloc(sizeof(*run));
	int ret;

	memset(split, 0, 2 * sizeof(*split));
	if (!run)
		return -ENOMEM;
	ret = read_run(top, path, run, focus, -1, split, why, whylen);
	free(run);
	if (ret) {
		trace_class_free(&split[0]);
		trace_class_free(&split[1]);
		return ret;
	}
	split[0].runs = split[1].runs = 1;
	return 0;
}

int blktrace_read_summary(const char *top, const char *path, enum runfile_dir dir, struct why_trace *t,
			  char *why, size_t whylen)
{
	struct btr_run *run = malloc(sizeof(*run));
	double qsum = 0, dsum = 0, nq = 0, nd = 0;
	unsigned g;
	int ret;

	memset(t, 0, sizeof(*t));
	if (!run)
		return -ENOMEM;
	ret = read_run(top, path, run, NULL, dir == RUNFILE_WRITE ? 1 : 0, &t->jobs, why, whylen);
	if (ret) {
		trace_class_free(&t->jobs);
		goto out;
	}
	t->jobs.runs = 1;
	t->has = 1;
	t->complete = run->complete;
	t->lost_events = (double)run->lost_events;
	for (g = 0; g < run->ngroups; g++) {
		const struct btr_dir *d = &run->groups[g].dir[dir == RUNFILE_WRITE ? 1 : 0];

		if (run->groups[g].others || !d->has)
			continue;
		t->requests += (double)d->requests;
		t->merges += (double)d->merges;
		if (!d->requests)
			continue;
		t->groups++;
		nq += (double)d->queue.n;
		nd += (double)d->device.n;
		qsum += d->queue.mean * (double)d->queue.n;
		dsum += d->device.mean * (double)d->device.n;
	}
	/* the job groups' requests pooled: their histograms merged, not the largest group's */
	t->queue_p99_ns = trace_times_pct(&t->jobs.queue, 99.0);
	t->device_p99_ns = trace_times_pct(&t->jobs.device, 99.0);
	t->queue_ns = nq > 0 ? qsum / nq : NAN;
	t->device_ns = nd > 0 ? dsum / nd : NAN;
out:
	free(run);
	return ret;
}
