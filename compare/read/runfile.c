// runfile.c: bandwidth, IOPS and p99 latency of one run from fio.json and schedaio.json.
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "schema/statskeys.h"
#include "json/jsonfile.h"
#include "read/cpufile.h"
#include "read/fiojson.h"
#include "read/runfile.h"
#include "read/statsnum.h"

static const char *dir_name(enum runfile_dir dir)
{
	return dir == RUNFILE_READ ? SK_READ : SK_WRITE;
}

/* window_bytes: the counted bytes of direction DIR (SIDE: the file's <dir> object) and the
 * device's bytes in the same window, from the first devstat[] entry of role "device" (the
 * device under test: its window_delta.<dir>_sectors x 512, STATS.md), into OUT; has_window
 * stays 0 when either is missing or not a bounded count (a file before window_delta). */
static void window_bytes(json_t *root, json_t *side, enum runfile_dir dir,
			 struct runfile_engine *out)
{
	json_t *devs = json_object_get(root, SK_DEVSTAT), *e, *wd;
	const char *role;
	double fio, sectors;
	size_t i;

	if (statsnum_get(side, SK_BYTES, NULL, STATSNUM_COUNT, &fio, NULL, 0))
		return;
	json_array_foreach(devs, i, e) {
		role = json_string_value(json_object_get(e, SK_ROLE));
		if (!role || strcmp(role, SK_DEVICE))
			continue;
		wd = json_object_get(e, SK_WINDOW_DELTA);
		if (statsnum_get(wd, dir == RUNFILE_READ ? SK_READ_SECTORS : SK_WRITE_SECTORS,
				 NULL, STATSNUM_COUNT, &sectors, NULL, 0) ||
		    sectors * 512.0 > statsnum_hi(STATSNUM_COUNT))
			return;
		out->has_window = 1;
		out->win_fio_bytes = fio;
		out->win_dev_bytes = sectors * 512.0;
		return;
	}
}

/* clean_counts: the clean window's length and direction DIR's counts in it (SIDE: the file's
 * <dir> object; STATS.md clean_window), into OUT; has_clean stays 0 when one is missing, not a
 * bounded count, or the window is empty (a file before clean_window, a ramp that never
 * ended). */
static void clean_counts(json_t *root, json_t *side, struct runfile_engine *out)
{
	double bytes, done, ns, all;

	if (statsnum_get(side, SK_CLEAN_BYTES, NULL, STATSNUM_COUNT, &bytes, NULL, 0) ||
	    statsnum_get(side, SK_CLEAN_COMPLETIONS, NULL, STATSNUM_COUNT, &done, NULL, 0) ||
	    statsnum_get(json_object_get(root, SK_CLEAN_WINDOW), SK_NS, NULL, STATSNUM_NS, &ns,
			 NULL, 0) || !(ns > 0))
		return;
	out->has_clean = 1;
	out->clean_bytes = bytes;
	out->clean_done = done;
	out->clean_ns = ns;
	out->clean_less = !statsnum_get(side, SK_BYTES, NULL, STATSNUM_COUNT, &all, NULL, 0) &&
			  bytes < all;
}

/* workload: the workload of fio JSON ROOT's first job (fiojson_cell_name, the rule compare
 * names a fio job's cell by) and the direction DIR it did I/O in, "randread-4k-qd64,
 * reading", into BUF; its "timestamp_ms" (-1 without) into *TS. 0, -EINVAL (WHY says why)
 * or -ENOMEM. */
static int workload(json_t *root, enum runfile_dir dir, char *buf, size_t len, double *ts,
		    char *why, size_t whylen)
{
	struct fiojson_file f;
	char *name;
	int ret;

	ret = fiojson_parse(root, &f, why, whylen);
	if (ret)
		return ret;
	name = f.njobs ? fiojson_cell_name(&f.jobs[0]) : NULL;
	*ts = f.timestamp_ms;
	fiojson_free(&f);
	if (!name)
		return -ENOMEM;
	snprintf(buf, len, "%s, %s", name, dir == RUNFILE_READ ? "reading" : "writing");
	free(name);
	return 0;
}

int runfile_read_fio(const char *top, const char *path, struct runfile_fio *out, char *why,
		     size_t whylen)
{
	json_t *root, *job, *side[2], *err;
	double io_bytes[2];
	char field[256];
	int ret, d;

	memset(out, 0, sizeof(*out));
	ret = jsonfile_load_in(top, path, JSONFILE_FIO, &root, why, whylen);
	if (ret)
		return ret;
	ret = -EINVAL;
	job = json_array_get(json_object_get(root, "jobs"), 0);
	if (!json_is_object(job)) {
		snprintf(why, whylen, "not fio's JSON output: no \"jobs\" array with a job");
		goto out;
	}
	if (json_array_size(json_object_get(root, "jobs")) > 1) { /* never the first one alone */
		snprintf(why, whylen, "fio reported %zu job entries; a study's cell is one job "
			 "(numjobs > 1 needs group_reporting=1, as fio's HOWTO says, so that fio "
			 "reports the clones as one)", json_array_size(json_object_get(root, "jobs")));
		goto out;
	}
	err = json_object_get(job, SK_ERROR);
	if (json_is_integer(err) && json_integer_value(err) != 0) {
		snprintf(why, whylen, "fio reported error %lld (%s) for the job",
			 (long long)json_integer_value(err), strerror((int)json_integer_value(err)));
		goto out;
	}
	for (d = RUNFILE_READ; d <= RUNFILE_WRITE; d++) {
		side[d] = json_object_get(job, dir_name(d));
		snprintf(field, sizeof(field), "jobs[0].%s.io_bytes", dir_name(d));
		if (!json_is_object(side[d])) {
			snprintf(why, whylen, "not fio's JSON output: no %s", field);
			ret = -EINVAL;
			goto out;
		}
		ret = jsonfile_number(side[d], "io_bytes", field, 0, RUNFILE_BYTES_MAX,
				      &io_bytes[d], why, whylen);
		if (ret)
			goto fail;
	}
	ret = -EINVAL;
	if ((io_bytes[RUNFILE_READ] > 0) == (io_bytes[RUNFILE_WRITE] > 0)) {
		snprintf(why, whylen, io_bytes[RUNFILE_READ] > 0
			 ? "the job both read and wrote; compare expects one direction per cell"
			 : "the job did no I/O (read and write io_bytes are 0)");
		goto out;
	}
	out->dir = io_bytes[RUNFILE_READ] > 0 ? RUNFILE_READ : RUNFILE_WRITE;
	snprintf(field, sizeof(field), "jobs[0].%s.bw", dir_name(out->dir));
	ret = jsonfile_number(side[out->dir], "bw", field, 0, RUNFILE_RATE_MAX, &out->bw_kibps,
			      why, whylen);
	if (!ret) {
		snprintf(field, sizeof(field), "jobs[0].%s.iops", dir_name(out->dir));
		ret = jsonfile_number(side[out->dir], "iops", field, 0, RUNFILE_RATE_MAX,
				      &out->iops, why, whylen);
	}
	if (!ret) /* optional: a file without CPU figures keeps its other numbers */
		out->has_cpu = !cpufile_ns_per_io(job, &out->cpu_ns);
	if (!ret)
		ret = workload(root, out->dir, out->workload, sizeof(out->workload),
			       &out->timestamp_ms, why, whylen);
fail:
	if (ret == -ENOENT || ret == -EINVAL) { /* a missing or non-number field: foreign JSON */
		snprintf(field, sizeof(field), "%s", why);
		snprintf(why, whylen, "not fio's JSON output: %s", field);
		ret = -EINVAL;
	}
	if (ret)
		goto out;
	ret = 0;
out:
	json_decref(root);
	return ret;
}

/* pct_us: percentile P of direction DNAME's PCTS object (keyed "%f" as fio keys them) in µs
 * into *OUT, *HAS = 1. 0 with *HAS = 0 when absent; -ERANGE/-EINVAL (WHY names the field)
 * when present but not a number of ns in 0..RUNFILE_NS_MAX. */
static int pct_us(json_t *pcts, const char *dname, double p, double *out, int *has, char *why,
		  size_t whylen)
{
	char key[32], field[96];
	double ns;
	int ret;

	*has = 0;
	snprintf(key, sizeof(key), "%f", p);
	snprintf(field, sizeof(field), "%s.clat_ns.percentile[\"%s\"]", dname, key);
	ret = statsnum_get(pcts, key, field, STATSNUM_NS, &ns, why, whylen);
	if (ret == -ENOENT)
		return 0;
	if (ret)
		return ret;
	*out = ns / 1000.0;
	*has = 1;
	return 0;
}

void runfile_engine_free(struct runfile_engine *e)
{
	free(e->label);
	json_decref(e->tunables);
	e->label = NULL;
	e->tunables = NULL;
}

int runfile_read_engine(const char *path, enum runfile_dir dir, const char *sched,
			const char *kernel, struct runfile_engine *out, char *why, size_t whylen)
{
	json_t *root;
	int ret;

	memset(out, 0, sizeof(*out));
	ret = jsonfile_load(path, 0, &root, why, whylen);
	if (ret)
		return ret;
	ret = runfile_engine_json(root, dir, sched, kernel, out, why, whylen);
	json_decref(root);
	return ret;
}

int runfile_engine_json(json_t *root, enum runfile_dir dir, const char *sched,
			const char *kernel, struct runfile_engine *out, char *why, size_t whylen)
{
	json_t *schema, *side, *pcts, *target, *mr;
	const char *ran, *label;
	char quoted[64];
	int ret, i;

	memset(out, 0, sizeof(*out));
	ret = -EINVAL;
	schema = json_object_get(root, SK_SCHEMA);
	if (!json_is_integer(schema) || json_integer_value(schema) < 1 ||
	    json_integer_value(schema) > 2) {
		snprintf(why, whylen, "not schedaio engine stats of schema 1 or 2 (\"schema\" is %s)",
			 json_is_integer(schema) ? "another version" : "missing");
		goto out;
	}
	target = json_object_get(root, SK_TARGET);
	ran = json_string_value(json_object_get(target, SK_SCHEDULER));
	if (sched && ran && strcmp(ran, sched) != 0 && !(kernel && strcmp(ran, kernel) == 0)) {
		jsonfile_quote(ran, quoted, sizeof(quoted));
		if (kernel && strcmp(kernel, sched) != 0)
			snprintf(why, whylen, "recorded under scheduler \"%s\", but the folder \"%s\" "
				 "ran \"%s\" (manifest.json)", quoted, sched, kernel);
		else
			snprintf(why, whylen, "recorded under scheduler \"%s\", but the folder is \"%s\"",
				 quoted, sched);
		goto out;
	}
	side = json_object_get(root, dir_name(dir));
	if (!json_is_object(side)) {
		snprintf(why, whylen, "no \"%s\" stats, but fio.json says the run did %s I/O",
			 dir_name(dir), dir_name(dir));
		goto out;
	}
	pcts = json_object_get(json_object_get(side, SK_CLAT_NS), SK_PERCENTILE);
	ret = pct_us(pcts, dir_name(dir), 50, &out->p50_us, &out->has_p50, why, whylen);
	if (!ret)
		ret = pct_us(pcts, dir_name(dir), 99.9, &out->p999_us, &out->has_p999, why, whylen);
	for (i = 0; i < RUNFILE_CURVE_N && !ret; i++)
		ret = pct_us(pcts, dir_name(dir), runfile_curve_pcts[i], &out->curve_us[i],
			     &out->has_curve[i], why, whylen);
	if (!ret)
		ret = pct_us(pcts, dir_name(dir), 99, &out->p99_us, &out->has_p99, why, whylen);
	if (ret)
		goto out;
	ret = -EINVAL;
	mr = json_object_get(json_object_get(json_array_get(json_object_get(root, SK_DEVSTAT), 0),
					     SK_MERGE_RATIO), dir_name(dir));
	if (!statsnum_value(mr, STATSNUM_FRACTION, &out->merge_ratio))
		out->has_merge = 1;
	window_bytes(root, side, dir, out);
	clean_counts(root, side, out);
	label = json_string_value(json_object_get(target, SK_LABEL));
	if (label && !(out->label = strdup(label))) {
		ret = -ENOMEM;
		goto out;
	}
	if (json_is_object(json_object_get(target, SK_TUNABLES)))
		out->tunables = json_incref(json_object_get(target, SK_TUNABLES));
	ret = 0;
	if (!out->has_p99) {
		snprintf(why, whylen, "no usable \"%s\".clat_ns.percentile[\"99.000000\"] "
			 "(a percentile_list without 99?)", dir_name(dir));
	}
out:
	if (ret)
		runfile_engine_free(out);
	return ret;
}
