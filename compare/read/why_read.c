// why_read.c: one run's engine details from its schedaio.json (see why_read.h), every field
// checked: sizes bounded by what the engine writes, numbers by their field's bound (statsnum.h),
// keys from lib/schema/statskeys.h.
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "json/jsonfile.h"
#include "read/runfile.h"
#include "read/statsnum.h"
#include "read/why_read.h"

#define NAME_MAX_LEN 64   /* device and role names kept (the kernel's are under 32) */
#define CHAIN_MAX 16      /* target.chain entries shown (the engine writes at most 12) */
#define TUNABLES_MAX 1024 /* bytes of the tunables line */

static const char *dir_key(enum runfile_dir d)
{
	return d == RUNFILE_READ ? SK_READ : SK_WRITE;
}

/* count: V as a count (statsnum.h, STATSNUM_COUNT) into *OUT; 0, or nonzero. */
static int count(json_t *v, double *out)
{
	return statsnum_value(v, STATSNUM_COUNT, out);
}

/* name_dup: S (a string value, or NULL) cut to NAME_MAX_LEN bytes, as a new string; "?"
 * when S is not a string. NULL on -ENOMEM. */
static char *name_dup(json_t *s)
{
	const char *v = json_string_value(s);

	return strndup(v ? v : "?", NAME_MAX_LEN);
}

/* read_dist: OBJ.bins ([[value, count], ...], values increasing) into *D. 0, -EINVAL
 * (reason in WHY) or -ENOMEM. */
static int read_dist(json_t *obj, struct why_dist *d, char *why, size_t whylen)
{
	json_t *bins = json_object_get(obj, SK_BINS), *b;
	size_t i, n = json_array_size(bins);
	double v, c;

	memset(d, 0, sizeof(*d));
	if (!json_is_array(bins) || n > WHY_DIST_MAX + 1) {
		snprintf(why, whylen, "bins is not an array of at most %d pairs", WHY_DIST_MAX + 1);
		return -EINVAL;
	}
	d->v = calloc(n + 1, sizeof(*d->v));
	if (!d->v)
		return -ENOMEM;
	json_array_foreach(bins, i, b) {
		if (json_array_size(b) != 2 || count(json_array_get(b, 0), &v) ||
		    count(json_array_get(b, 1), &c) || v > WHY_DIST_MAX || v != floor(v) ||
		    (i && v <= d->v[i - 1].value)) {
			snprintf(why, whylen, "bins[%zu] is not [value 0..%d, count >= 0] after "
				 "the value before it", i, WHY_DIST_MAX);
			free(d->v);
			memset(d, 0, sizeof(*d));
			return -EINVAL;
		}
		d->v[i].value = (uint32_t)v;
		d->v[i].count = c;
		d->total += c;
	}
	d->n = n;
	return 0;
}

/* read_ts: timeseries.<DIR>.bytes into R. */
static int read_ts(json_t *ts, enum runfile_dir dir, struct results_details *r, char *why,
		   size_t whylen)
{
	json_t *bytes = json_object_get(json_object_get(ts, dir_key(dir)), SK_BYTES), *b;
	double ins, v;
	size_t i, n = json_array_size(bytes);

	if (statsnum_value(json_object_get(ts, SK_INTERVAL_NS), STATSNUM_INTERVAL_NS, &ins)) {
		snprintf(why, whylen, "interval_ns is not a number of ns in %g..%g",
			 statsnum_lo(STATSNUM_INTERVAL_NS), statsnum_hi(STATSNUM_INTERVAL_NS));
		return -EINVAL;
	}
	if (!json_is_array(bytes) || n > WHY_TS_MAX) {
		snprintf(why, whylen, "%s.bytes is not an array of at most %d points",
			 dir_key(dir), WHY_TS_MAX);
		return -EINVAL;
	}
	r->ts_kibps = calloc(n + 1, sizeof(*r->ts_kibps));
	if (!r->ts_kibps)
		return -ENOMEM;
	json_array_foreach(bytes, i, b) {
		if (count(b, &v)) {
			snprintf(why, whylen, "%s.bytes[%zu] is not a number >= 0", dir_key(dir), i);
			free(r->ts_kibps);
			r->ts_kibps = NULL;
			return -EINVAL;
		}
		r->ts_kibps[i] = v / (ins / 1e9) / 1024.0;
	}
	r->ts_n = n;
	r->ts_interval_s = ins / 1e9;
	return 0;
}

/* read_ticks: DELTA's <dir>_ticks_ms, io_ticks_ms and the request counts of every
 * direction into D (has_ticks = 1) when the three times are usable numbers; discard_ios and
 * flush_ios count 0 when absent (kernels before 4.18 and 5.5 have no such fields). */
static void read_ticks(json_t *delta, struct why_dev *d)
{
	static const char *const extra[2] = { SK_DISCARD_IOS, SK_FLUSH_IOS };
	double v;
	int k;

	if (count(json_object_get(delta, SK_READ_TICKS_MS), &d->ticks_ms[0]) ||
	    count(json_object_get(delta, SK_WRITE_TICKS_MS), &d->ticks_ms[1]) ||
	    count(json_object_get(delta, SK_IO_TICKS_MS), &d->io_ticks_ms))
		return;
	d->ios_all = d->ios[0] + d->ios[1];
	for (k = 0; k < 2; k++)
		if (!count(json_object_get(delta, extra[k]), &v))
			d->ios_all += v;
	d->has_ticks = 1;
}

/* read_devs: devstat[] into R (entries with an "error" are passed over). */
static int read_devs(json_t *ds, struct results_details *r, char *why, size_t whylen)
{
	static const char *const keys[2][2] = { { SK_READ_IOS, SK_READ_MERGES },
						{ SK_WRITE_IOS, SK_WRITE_MERGES } };
	json_t *e, *delta, *mr;
	struct why_dev *d;
	size_t i;
	int k;

	if (!json_is_array(ds) || json_array_size(ds) > WHY_DEV_MAX) {
		snprintf(why, whylen, "not an array of at most %d devices", WHY_DEV_MAX);
		return -EINVAL;
	}
	r->dev = calloc(json_array_size(ds) + 1, sizeof(*r->dev));
	if (!r->dev)
		return -ENOMEM;
	json_array_foreach(ds, i, e) {
		d = &r->dev[r->ndev];
		delta = json_object_get(e, SK_DELTA);
		mr = json_object_get(e, SK_MERGE_RATIO);
		if (json_object_get(e, SK_ERROR) || !json_is_object(delta))
			continue;
		for (k = 0; k < 2; k++) {
			if (count(json_object_get(delta, keys[k][0]), &d->ios[k]) ||
			    count(json_object_get(delta, keys[k][1]), &d->merges[k]) ||
			    statsnum_value(json_object_get(mr, dir_key(k)), STATSNUM_FRACTION,
					   &d->merge_ratio[k])) {
				snprintf(why, whylen, "[%zu]: %s, %s or merge_ratio.%s is not a "
					 "usable number", i, keys[k][0], keys[k][1], dir_key(k));
				return -EINVAL;
			}
		}
		read_ticks(delta, d);
		if (statsnum_value(json_object_get(e, SK_UTIL), STATSNUM_UTIL, &d->util)) {
			snprintf(why, whylen, "[%zu].util is not a number in 0..%g", i,
				 statsnum_hi(STATSNUM_UTIL));
			return -EINVAL;
		}
		d->device = name_dup(json_object_get(e, SK_DEVICE));
		d->role = name_dup(json_object_get(e, SK_ROLE));
		r->ndev++;
		if (!d->device || !d->role)
			return -ENOMEM;
	}
	return 0;
}

/* read_stack: target.chain as one line into R->stack, where the first device's scheduler is
 * (R->sched_at, R->sched_len); R->stacked. */
static int read_stack(json_t *target, struct results_details *r)
{
	json_t *chain = json_object_get(target, SK_CHAIN), *e;
	const char *sched;
	size_t i, len = 0;
	char dev[NAME_MAX_LEN + 1];
	FILE *f;

	if (!json_is_array(chain) || json_array_size(chain) == 0)
		return 0;
	f = open_memstream(&r->stack, &len);
	if (!f)
		return -ENOMEM;
	json_array_foreach(chain, i, e) {
		if (i == CHAIN_MAX) {
			fputs(" -> ...", f);
			break;
		}
		sched = json_string_value(json_object_get(e, SK_SCHEDULER));
		snprintf(dev, sizeof(dev), "%s", json_string_value(json_object_get(e, SK_DEVICE))
			 ? json_string_value(json_object_get(e, SK_DEVICE)) : "?");
		fprintf(f, "%s%s ", i ? " -> " : "", dev);
		fflush(f);
		if (i == 0)
			r->sched_at = len;
		fprintf(f, "%.*s", NAME_MAX_LEN, sched ? sched : "(no scheduler)");
		fflush(f);
		if (i == 0)
			r->sched_len = len - r->sched_at;
		if (i > 0 && sched && strcmp(sched, "none") != 0)
			r->stacked = 1;
	}
	if (fclose(f))
		return -ENOMEM;
	return r->stack ? 0 : -ENOMEM;
}

/* read_tunables: target.tunables as "name=value ..." into R->tunables. */
static int read_tunables(json_t *target, struct results_details *r)
{
	json_t *t = json_object_get(target, SK_TUNABLES), *v;
	const char *name;
	size_t len = 0;
	FILE *f;

	if (!json_is_object(t))
		return 0;
	f = open_memstream(&r->tunables, &len);
	if (!f)
		return -ENOMEM;
	json_object_foreach(t, name, v) {
		if (len > TUNABLES_MAX) {
			fputs(" ...", f);
			break;
		}
		fprintf(f, "%s%.*s=%.*s", len ? " " : "", NAME_MAX_LEN, name, NAME_MAX_LEN,
			json_is_string(v) ? json_string_value(v) : "?");
		fflush(f);
	}
	if (fclose(f))
		return -ENOMEM;
	return r->tunables ? 0 : -ENOMEM;
}

/* part: a bad part (RET -EINVAL) as one line of NOTES (an open memstream), keep going;
 * pass -ENOMEM on. */
static int part(int ret, const char *path, const char *field, const char *why, FILE *notes)
{
	if (ret == -EINVAL) {
		fprintf(notes, "compare: %s: %s %s; left out of the plots\n", path, field, why);
		return 0;
	}
	return ret;
}

int why_read_json(json_t *root, const char *path, enum runfile_dir dir,
		  struct results_details *r)
{
	json_t *comp, *target;
	char why[256], *notes = NULL;
	size_t nlen = 0;
	double share;
	FILE *err;
	int ret, i;

	memset(r, 0, sizeof(*r));
	err = open_memstream(&notes, &nlen);
	if (!err)
		return -ENOMEM;
	r->has_engine = 1;
	target = json_object_get(root, SK_TARGET);
	comp = json_object_get(root, SK_COMPLETIONS);
	ret = read_stack(target, r);
	if (!ret)
		ret = read_tunables(target, r);
	if (!ret && json_is_object(comp)) {
		ret = part(read_dist(json_object_get(comp, SK_INFLIGHT), &r->inflight, why,
				     sizeof(why)), path, "completions.inflight", why, err);
		if (!ret)
			ret = part(read_dist(json_object_get(comp, SK_REAP_BATCH), &r->reap, why,
					     sizeof(why)), path, "completions.reap_batch", why, err);
		if (!ret)
			ret = part(read_dist(json_object_get(comp, SK_OOO_DISTANCE), &r->ooo, why,
					     sizeof(why)), path, "completions.ooo_distance", why, err);
		if (!statsnum_value(json_object_get(comp, SK_OUT_OF_ORDER_SHARE), STATSNUM_FRACTION,
				    &share))
			r->has_ooo_share = 1, r->ooo_share = share;
	}
	if (!ret && json_object_get(root, SK_TIMESERIES))
		ret = part(read_ts(json_object_get(root, SK_TIMESERIES), dir, r, why, sizeof(why)),
			   path, SK_TIMESERIES, why, err);
	if (!ret && json_object_get(root, SK_DEVSTAT)) {
		ret = read_devs(json_object_get(root, SK_DEVSTAT), r, why, sizeof(why));
		if (ret == -EINVAL) {
			for (i = 0; i < (int)r->ndev; i++) {
				free(r->dev[i].device);
				free(r->dev[i].role);
			}
			r->ndev = 0;
		}
		ret = part(ret, path, SK_DEVSTAT, why, err);
	}
	if (fclose(err))
		ret = ret ? ret : -ENOMEM;
	if (!ret && notes && notes[0])
		r->notes = notes;
	else
		free(notes);
	if (ret)
		results_details_free(r);
	return ret;
}
