// runfile.c: bandwidth, IOPS and p99 latency of one run from fio.json and schedaio.json.
#include <errno.h>
#include <math.h>
#include <stdio.h>
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

int runfile_read_engine(const char *path, enum runfile_dir dir, const char *sched,
			struct runfile_engine *out, char *why, size_t whylen)
{
	json_t *root, *schema, *side, *p99;
	const char *ran;
	int ret;

	memset(out, 0, sizeof(*out));
	ret = jsonfile_load(path, 0, &root, why, whylen);
	if (ret)
		return ret;
	ret = -EINVAL;
	schema = json_object_get(root, "schema");
	/* schema 2 (issue 4) keeps every schema 1 key this reads */
	if (!json_is_integer(schema) || json_integer_value(schema) < 1 ||
	    json_integer_value(schema) > 2) {
		snprintf(why, whylen, "not schedaio engine stats of schema 1 or 2 (\"schema\" is %s)",
			 json_is_integer(schema) ? "another version" : "missing");
		goto out;
	}
	ran = json_string_value(json_object_get(json_object_get(root, "target"), "scheduler"));
	if (sched && ran && strcmp(ran, sched) != 0) {
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
	p99 = json_object_get(json_object_get(json_object_get(side, "clat_ns"), "percentile"),
			      "99.000000");
	ret = 0;
	if (json_is_number(p99) && json_number_value(p99) >= 0 && isfinite(json_number_value(p99))) {
		out->has_p99 = 1;
		out->p99_us = json_number_value(p99) / 1000.0;
	} else {
		snprintf(why, whylen, "no usable \"%s\".clat_ns.percentile[\"99.000000\"] "
			 "(a percentile_list without 99?)", dir_name(dir));
	}
out:
	json_decref(root);
	return ret;
}
