// runfile.c: bandwidth, IOPS and p99 latency of one run from fio.json and schedaio.json.
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "jsonfile.h"
#include "runfile.h"

static const char *dir_name(enum runfile_dir dir)
{
	return dir == RUNFILE_READ ? "read" : "write";
}

/* get_number: OBJ.KEY as a double in *OUT; -EINVAL if absent, not a number or < 0. */
static int get_number(json_t *obj, const char *key, double *out)
{
	json_t *v = json_object_get(obj, key);

	if (!json_is_number(v) || json_number_value(v) < 0)
		return -EINVAL;
	*out = json_number_value(v);
	return 0;
}

int runfile_read_fio(const char *path, struct runfile_fio *out, char *why, size_t whylen)
{
	json_t *root, *job, *side[2], *err;
	double io_bytes[2];
	int ret, d;

	memset(out, 0, sizeof(*out));
	ret = jsonfile_load(path, JSONFILE_LENIENT, &root, why, whylen);
	if (ret)
		return ret;
	ret = -EINVAL;
	job = json_array_get(json_object_get(root, "jobs"), 0);
	if (!json_is_object(job)) {
		snprintf(why, whylen, "not fio's JSON output: no \"jobs\" array with a job");
		goto out;
	}
	err = json_object_get(job, "error");
	if (json_is_integer(err) && json_integer_value(err) != 0) {
		snprintf(why, whylen, "fio reported error %lld (%s) for the job",
			 (long long)json_integer_value(err), strerror((int)json_integer_value(err)));
		goto out;
	}
	for (d = RUNFILE_READ; d <= RUNFILE_WRITE; d++) {
		side[d] = json_object_get(job, dir_name(d));
		if (!json_is_object(side[d]) || get_number(side[d], "io_bytes", &io_bytes[d])) {
			snprintf(why, whylen, "not fio's JSON output: no jobs[0].%s.io_bytes",
				 dir_name(d));
			goto out;
		}
	}
	if ((io_bytes[RUNFILE_READ] > 0) == (io_bytes[RUNFILE_WRITE] > 0)) {
		snprintf(why, whylen, io_bytes[RUNFILE_READ] > 0
			 ? "the job both read and wrote; compare expects one direction per cell"
			 : "the job did no I/O (read and write io_bytes are 0)");
		goto out;
	}
	out->dir = io_bytes[RUNFILE_READ] > 0 ? RUNFILE_READ : RUNFILE_WRITE;
	if (get_number(side[out->dir], "bw", &out->bw_kibps) ||
	    get_number(side[out->dir], "iops", &out->iops)) {
		snprintf(why, whylen, "not fio's JSON output: jobs[0].%s lacks \"bw\" or \"iops\"",
			 dir_name(out->dir));
		goto out;
	}
	ret = 0;
out:
	json_decref(root);
	return ret;
}

const double runfile_curve_pcts[RUNFILE_CURVE_N] = {
	50, 60, 70, 80, 90, 95, 99, 99.5, 99.9, 99.95, 99.99,
};

/* pct_us: percentile P of the PCTS object (keyed "%f" as fio keys them) in µs into *OUT;
 * 1 when present and usable. */
static int pct_us(json_t *pcts, double p, double *out)
{
	char key[32];
	json_t *v;

	snprintf(key, sizeof(key), "%f", p);
	v = json_object_get(pcts, key);
	if (!json_is_number(v) || json_number_value(v) < 0 || !isfinite(json_number_value(v)))
		return 0;
	*out = json_number_value(v) / 1000.0;
	return 1;
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
	json_t *root, *schema, *side, *pcts, *target, *mr;
	const char *ran, *label;
	int ret, i;

	memset(out, 0, sizeof(*out));
	ret = jsonfile_load(path, 0, &root, why, whylen);
	if (ret)
		return ret;
	ret = -EINVAL;
	schema = json_object_get(root, "schema");
	if (!json_is_integer(schema) || json_integer_value(schema) < 1 ||
	    json_integer_value(schema) > 2) {
		snprintf(why, whylen, "not schedaio engine stats of schema 1 or 2 (\"schema\" is %s)",
			 json_is_integer(schema) ? "another version" : "missing");
		goto out;
	}
	target = json_object_get(root, "target");
	ran = json_string_value(json_object_get(target, "scheduler"));
	if (sched && ran && strcmp(ran, sched) != 0 && !(kernel && strcmp(ran, kernel) == 0)) {
		if (kernel && strcmp(kernel, sched) != 0)
			snprintf(why, whylen, "recorded under scheduler \"%s\", but the folder \"%s\" "
				 "ran \"%s\" (manifest.json)", ran, sched, kernel);
		else
			snprintf(why, whylen, "recorded under scheduler \"%s\", but the folder is \"%s\"",
				 ran, sched);
		goto out;
	}
	side = json_object_get(root, dir_name(dir));
	if (!json_is_object(side)) {
		snprintf(why, whylen, "no \"%s\" stats, but fio.json says the run %s",
			 dir_name(dir), dir == RUNFILE_READ ? "read" : "wrote");
		goto out;
	}
	pcts = json_object_get(json_object_get(side, "clat_ns"), "percentile");
	out->has_p50 = pct_us(pcts, 50, &out->p50_us);
	out->has_p999 = pct_us(pcts, 99.9, &out->p999_us);
	for (i = 0; i < RUNFILE_CURVE_N; i++)
		out->has_curve[i] = pct_us(pcts, runfile_curve_pcts[i], &out->curve_us[i]);
	mr = json_object_get(json_object_get(json_array_get(json_object_get(root, "devstat"), 0),
					     "merge_ratio"), dir_name(dir));
	if (json_is_number(mr) && json_number_value(mr) >= 0 && json_number_value(mr) <= 1) {
		out->has_merge = 1;
		out->merge_ratio = json_number_value(mr);
	}
	label = json_string_value(json_object_get(target, "label"));
	if (label && !(out->label = strdup(label))) {
		ret = -ENOMEM;
		goto out;
	}
	if (json_is_object(json_object_get(target, "tunables")))
		out->tunables = json_incref(json_object_get(target, "tunables"));
	ret = 0;
	if (pct_us(pcts, 99, &out->p99_us)) {
		out->has_p99 = 1;
	} else {
		snprintf(why, whylen, "no usable \"%s\".clat_ns.percentile[\"99.000000\"] "
			 "(a percentile_list without 99?)", dir_name(dir));
	}
out:
	json_decref(root);
	return ret;
}
