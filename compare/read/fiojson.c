// fiojson.c: the jobs of a fio JSON output file, fio 2.x, 3.x, json+ and client/server
// (see fiojson.h).
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "read/fiojson.h"
#include "fiosize/fiosize.h"
#include "json/jsonfile.h"
#include "read/runfile_bounds.h"

static const char *const dir_names[FIOJSON_NDIR] = { "read", "write", "trim" };

const char *fiojson_dir_name(enum fiojson_ddir d)
{
	return dir_names[d];
}

int fiojson_is_fio(json_t *root)
{
	return json_is_array(json_object_get(root, "jobs")) ||
	       json_is_array(json_object_get(root, "client_stats"));
}

size_t fiojson_njobs(json_t *root)
{
	json_t *jobs = json_object_get(root, "jobs");

	return json_array_size(json_is_array(jobs) ? jobs : json_object_get(root, "client_stats"));
}

/* number: OBJ.KEY into *OUT when it is a number in [0, HI] (jsonfile_number: finite,
 * bounded): 1; absent: 0; else -1. */
static int number(json_t *obj, const char *key, double hi, double *out)
{
	int ret = jsonfile_number(obj, key, key, 0, hi, out, NULL, 0);

	return ret == 0 ? 1 : ret == -ENOENT ? 0 : -1;
}

/* option: the string of option NAME: the job's, else the global one, else NULL. */
static const char *option(json_t *job, json_t *global, const char *name)
{
	const char *s = json_string_value(json_object_get(json_object_get(job, "job options"),
							  name));

	return s ? s : json_string_value(json_object_get(global, name));
}

/* parse_size: S as one size in bytes as fio 3.33 reads it with its default kb_base=1024
 * (lib/fiosize, the pack check's rule: 4096, 4k, 4ki and 4kb are 4096); 0 when S is not one
 * or is a form fio reads otherwise than its text (4KiB is 4000 bytes to fio, 1.5k is 1): such
 * a value keeps its own name (name_part), never a plain size's. */
static int parse_size(const char *s, double *out)
{
	unsigned long long b;
	const char *why;

	if (fiosize_one(s, strlen(s), &b, &why))
		return 0;
	*out = (double)b;
	return 1;
}

/* size_name: BYTES as a cell name part: "4k", "2m", "1g", else the byte count. */
static char *size_name(double bytes)
{
	static const char sfx[] = "kmg";
	char *s;
	int i;

	for (i = 2; i >= 0; i--) {
		double unit = pow(1024, i + 1);

		if (bytes >= unit && fmod(bytes, unit) == 0) {
			if (asprintf(&s, "%.0f%c", bytes / unit, sfx[i]) < 0)
				return NULL;
			return s;
		}
	}
	return asprintf(&s, "%.0f", bytes) < 0 ? NULL : s;
}

/* name_part: option text S as a new cell name part: lowercased, every byte other than a
 * letter, a digit, '-' and '.' as '_' (so a value from someone else's file cannot put a
 * newline, a quote or a tag into a table, a CSV line or a plot name). NULL on -ENOMEM. */
static char *name_part(const char *s)
{
	char *t = strdup(s), *p;

	for (p = t; p && *p; p++)
		*p = (char)(isalnum((unsigned char)*p) || *p == '-' || *p == '.' ? tolower((unsigned char)*p)
										: '_');
	return t;
}

/* bs_name: the block size option S ("4k", "4k,64k" per direction, "4k-16k") as a cell name
 * part: a single size normalised ("4096" -> "4k"), else name_part(S). Under a kb_base other
 * than fio's default 1024 (KB, the job's or its global option's text), where fio reads "64k"
 * as 64,000 bytes (fio HOWTO kb_base; and a kb_base set after bs leaves bs read with 1024, an
 * order the JSON does not keep), S keeps its own text and "_kb" KB is added ("64k_kb1000"):
 * never the name of a 1024-based size, nor of the published cells. NULL on -ENOMEM. */
static char *bs_name(const char *s, const char *kb)
{
	char *t, *k, *r;
	double b;

	if (kb && strcmp(kb, "1024") != 0) {
		t = name_part(s);
		k = name_part(kb);
		if (!t || !k || asprintf(&r, "%s_kb%s", t, k) < 0)
			r = NULL;
		free(t);
		free(k);
		return r;
	}
	if (parse_size(s, &b))
		return size_name(b);
	return name_part(s);
}

/* rw_name: fio's rw value with its aliases folded (fio HOWTO "readwrite=str, rw=str"):
 * "readwrite" -> "rw"; a trailing ":<nr>" offset modifier is dropped. *MIXED = 1 for the
 * kinds that read and write. */
static char *rw_name(const char *s, int *mixed)
{
	char *t = name_part(s), *colon;

	if (!t)
		return NULL;
	colon = strchr(s, ':') ? t + (strchr(s, ':') - s) : NULL; /* name_part keeps offsets */
	if (colon)
		*colon = '\0';
	if (strcmp(t, "readwrite") == 0)
		strcpy(t, "rw");
	*mixed = strcmp(t, "rw") == 0 || strcmp(t, "randrw") == 0 || strcmp(t, "trimwrite") == 0 ||
		 strcmp(t, "randtrimwrite") == 0;
	return t;
}

/* long_option: option NAME as a whole number >= 1 (DEF when absent or not a number). */
static long long_option(json_t *job, json_t *global, const char *name, long def)
{
	const char *s = option(job, global, name);
	char *end;
	long v;

	if (!s)
		return def;
	v = strtol(s, &end, 10);
	return end != s && *end == '\0' && v >= 0 ? v : def;
}

/* refuse: set J->refused to the printf-style reason (the first reason wins). */
static int refuse(struct fiojson_job *j, const char *what, const char *d)
{
	if (j->refused)
		return 0;
	if (asprintf(&j->refused, what, d) < 0) {
		j->refused = NULL;
		return -ENOMEM;
	}
	return 0;
}

/* read_dir: direction D of fio job object JOB into J->dir[D]. 0 or -ENOMEM. */
static int read_dir(json_t *job, enum fiojson_ddir d, struct fiojson_job *j)
{
	struct fiojson_dir *o = &j->dir[d];
	json_t *side = json_object_get(job, dir_names[d]);
	double kib;
	int r;

	o->total_ios = -1;
	if (!side)
		return d == FIOJSON_TRIM ? 0 : refuse(j, "no \"%s\" object in the job", dir_names[d]);
	if (!json_is_object(side))
		return refuse(j, "\"%s\" is not an object", dir_names[d]);
	if (number(side, "io_bytes", RUNFILE_BYTES_MAX, &o->io_bytes) != 1)
		return refuse(j, "no usable %s.io_bytes", dir_names[d]);
	/* fio 3.x writes io_kbytes and bw_bytes beside io_bytes in bytes; fio 2.x neither, and
	 * its io_bytes is KiB (stat.c: ts->io_bytes[ddir] >> 10) */
	if (!json_object_get(side, "io_kbytes") && !json_object_get(side, "bw_bytes")) {
		kib = o->io_bytes;
		o->io_bytes = kib * 1024;
		o->io_kib_only = 1;
	}
	o->did_io = o->io_bytes > 0;
	r = number(side, "total_ios", RUNFILE_BYTES_MAX, &o->total_ios);
	if (r < 0)
		return refuse(j, "%s.total_ios is not a number >= 0", dir_names[d]);
	if (!o->did_io)
		return 0;
	r = number(side, "bw", RUNFILE_RATE_MAX, &o->bw_kibps);
	if (r >= 0 && r == number(side, "iops", RUNFILE_RATE_MAX, &o->iops))
		o->has_rate = r; /* both there, or both absent (derived from the engine's window) */
	else
		return refuse(j, "%s lacks a usable \"bw\" or \"iops\"", dir_names[d]);
	if (number(side, "runtime", RUNFILE_NS_MAX, &o->runtime_ms) < 0)
		return refuse(j, "%s.runtime is not a number >= 0", dir_names[d]);
	return 0;
}

/* read_job: fio job object JOB (GLOBAL: "global options") into *J. 0 or -ENOMEM. */
static int read_job(json_t *job, json_t *global, int client, struct fiojson_job *j)
{
	const char *name = json_string_value(json_object_get(job, "jobname"));
	const char *host = json_string_value(json_object_get(job, "hostname"));
	const char *rw = option(job, global, "rw"), *bs = option(job, global, "bs");
	json_t *err = json_object_get(job, "error");
	int d;

	j->elapsed_s = -1;
	if (!(j->name = strdup(name ? name : "(no jobname)")))
		return -ENOMEM;
	if (client && !(j->host = strdup(host ? host : "(no hostname)")))
		return -ENOMEM;
	if (!(j->rw = rw_name(rw ? rw : "read", &j->mixed)) || !(j->bs = bs_name(bs ? bs : "4k", option(job, global, "kb_base"))))
		return -ENOMEM;
	j->iodepth = long_option(job, global, "iodepth", 1);
	j->numjobs = long_option(job, global, "numjobs", 1);
	j->group_reporting = option(job, global, "group_reporting") &&
			     strcmp(option(job, global, "group_reporting"), "0") != 0;
	j->groupid = json_is_integer(json_object_get(job, "groupid")) ?
		     (long)json_integer_value(json_object_get(job, "groupid")) : -1;
	j->rwmixread = long_option(job, global, "rwmixread", -1);
	if (j->rwmixread < 0 && option(job, global, "rwmixwrite"))
		j->rwmixread = 100 - long_option(job, global, "rwmixwrite", 50);
	if (j->rwmixread < 0 || j->rwmixread > 100)
		j->rwmixread = 50; /* fio's default */
	if (number(job, "elapsed", RUNFILE_NS_MAX, &j->elapsed_s) < 0)
		j->elapsed_s = -1;
	if (err && (!json_is_integer(err) || json_integer_value(err) != 0)) {
		char e[96];

		snprintf(e, sizeof(e), "%lld (%s)", (long long)json_integer_value(err),
			 json_is_integer(err) ? strerror((int)json_integer_value(err)) : "?");
		return refuse(j, "fio reported error %s for the job", e);
	}
	if (json_object_get(job, "mixed"))
		return refuse(j, "%s: the directions cannot be told apart",
			      "unified_rw_reporting=mixed");
	for (d = 0; d < FIOJSON_NDIR; d++)
		if (read_dir(job, (enum fiojson_ddir)d, j))
			return -ENOMEM;
	if (!j->refused && !j->dir[FIOJSON_READ].did_io && !j->dir[FIOJSON_WRITE].did_io)
		return refuse(j, "the job did no read or write I/O (io_bytes %s)", "0");
	return 0;
}

char *fiojson_cell_name(const struct fiojson_job *j)
{
	char mix[16] = "", jobs[24] = "", *c;

	if (j->mixed)
		snprintf(mix, sizeof(mix), "-r%ld", j->rwmixread);
	if (j->numjobs > 1)
		snprintf(jobs, sizeof(jobs), "-j%ld", j->numjobs);
	if (asprintf(&c, "%s%s-%s-qd%ld%s", j->rw, mix, j->bs, j->iodepth, jobs) < 0)
		return NULL;
	return c;
}

void fiojson_free(struct fiojson_file *f)
{
	size_t i;

	for (i = 0; i < f->njobs; i++) {
		free(f->jobs[i].name);
		free(f->jobs[i].host);
		free(f->jobs[i].refused);
		free(f->jobs[i].rw);
		free(f->jobs[i].bs);
	}
	free(f->jobs);
	free(f->version);
	memset(f, 0, sizeof(*f));
}

int fiojson_parse(json_t *root, struct fiojson_file *out, char *why, size_t whylen)
{
	json_t *jobs = json_object_get(root, "jobs"), *job, *global;
	const char *ver = json_string_value(json_object_get(root, "fio version"));
	const char *name;
	double t;
	size_t i;

	memset(out, 0, sizeof(*out));
	out->timestamp_ms = -1;
	if (!json_is_array(jobs)) {
		jobs = json_object_get(root, "client_stats");
		out->client_server = json_is_array(jobs);
	}
	if (!json_is_array(jobs) || json_array_size(jobs) == 0) {
		snprintf(why, whylen, "not fio's JSON output: no \"jobs\" or \"client_stats\" "
			 "array with a job");
		return -EINVAL;
	}
	if (number(root, "timestamp_ms", RUNFILE_NS_MAX, &t) == 1)
		out->timestamp_ms = t;
	else if (number(root, "timestamp", RUNFILE_NS_MAX, &t) == 1)
		out->timestamp_ms = t * 1000;
	if (ver && !(out->version = strdup(ver)))
		goto nomem;
	global = json_object_get(root, "global options");
	out->jobs = calloc(json_array_size(jobs) + 1, sizeof(*out->jobs));
	if (!out->jobs)
		goto nomem;
	json_array_foreach(jobs, i, job) {
		if (!json_is_object(job))
			continue;
		name = json_string_value(json_object_get(job, "jobname"));
		if (out->client_server && name && strcmp(name, "All clients") == 0)
			continue; /* client.c's sum over the clients, not a job */
		if (read_job(job, global, out->client_server, &out->jobs[out->njobs++]))
			goto nomem;
	}
	if (out->njobs == 0) {
		fiojson_free(out);
		snprintf(why, whylen, "not fio's JSON output: no job object in the jobs array");
		return -EINVAL;
	}
	return 0;
nomem:
	fiojson_free(out);
	snprintf(why, whylen, "out of memory");
	return -ENOMEM;
}
