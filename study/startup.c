// startup.c: the "startup" object of a run that replays an application's start-up (study.h).
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/jsonfile.h"
#include "study.h"

json_t *startup_number(double v)
{
	if (v == floor(v) && fabs(v) < 1e17)
		return json_integer((json_int_t)v);
	return json_real(v);
}

int startup_trace_counts(const char *path, long long *requests, long long *bytes, char *why,
			 size_t whylen)
{
	char line[STARTUP_LINE_MAX + 2], *f[5], *save, *end;
	FILE *in = fopen(path, "r");
	double sum = 0, v;
	long long n = 0, total = 0;
	size_t len;
	int k, err;

	if (!in) {
		err = errno;
		snprintf(why, whylen, "trace %s: %s", path, strerror(err));
		return -err;
	}
	while (fgets(line, sizeof(line), in)) {
		len = strlen(line);
		total += (long long)len;
		if (total > STARTUP_TRACE_MAX || (len > STARTUP_LINE_MAX && line[len - 1] != '\n')) {
			snprintf(why, whylen, "trace %s: a line over %d bytes or over %lld bytes in all",
				 path, STARTUP_LINE_MAX, (long long)STARTUP_TRACE_MAX);
			fclose(in);
			return -EFBIG;
		}
		/* fio's iolog v3 line: time file action offset length (fio HOWTO "read_iolog") */
		for (k = 0; k < 5; k++)
			f[k] = strtok_r(k ? NULL : line, " \t\n", &save); /* awk's fields */
		if (!f[2] || strcmp(f[2], "read"))
			continue;
		n++;
		v = f[4] ? strtod(f[4], &end) : 0;
		if (isfinite(v))
			sum += v;
	}
	err = ferror(in);
	fclose(in);
	if (err) {
		snprintf(why, whylen, "trace %s: read error", path);
		return -EIO;
	}
	*requests = n;
	*bytes = (long long)sum;
	return 0;
}

/* span_and_wait: the app job's span.ns and I/O wait (ns: clat mean x N summed over read and
 * write) from its engine stats file PATH; NaN for "null" (no file, no span, a field of the
 * wrong type: the reader of the old jq gave null then). */
static void span_and_wait(const char *path, double *span, double *wait)
{
	static const char *const dirs[] = { "read", "write" };
	json_t *st, *d, *c, *mean, *cnt;
	char why[STUDY_WHY];
	size_t i;
	int any = 0;

	*span = *wait = NAN;
	if (jsonfile_load(path, 0, &st, why, sizeof(why)))
		return;
	d = json_object_get(json_object_get(st, "span"), "ns");
	if (json_is_number(d))
		*span = json_number_value(d);
	*wait = 0;
	for (i = 0; i < 2; i++) {
		d = json_object_get(st, dirs[i]);
		if (!d || json_is_null(d))
			continue;
		c = json_is_object(d) ? json_object_get(d, "clat_ns") : NULL;
		if (!json_is_object(d) || (c && !json_is_null(c) && !json_is_object(c))) {
			any = -1;
			break;
		}
		if (!c || json_is_null(c))
			continue;
		mean = json_object_get(c, "mean");
		cnt = json_object_get(c, "N");
		if (!json_is_number(mean) || !json_is_number(cnt)) {
			any = -1;
			break;
		}
		*wait += json_number_value(mean) * json_number_value(cnt);
		any = 1;
	}
	if (any <= 0)
		*wait = NAN;
	json_decref(st);
}

/* limit_seconds: the app job's runtime= as a number (jq's tonumber: blanks around it allowed;
 * not hex, NaN or infinity); NaN when it is not one. */
static double limit_seconds(const char *s, size_t len)
{
	char buf[64], *end;
	double v;

	if (!len || len >= sizeof(buf))
		return NAN;
	memcpy(buf, s, len);
	buf[len] = '\0';
	if (strpbrk(buf, "xXnN"))
		return NAN; /* hex, nan, inf(inity) */
	v = strtod(buf, &end);
	if (end == buf)
		return NAN;
	while (*end == ' ' || (*end >= '\t' && *end <= '\r'))
		end++;
	return *end || !isfinite(v) ? NAN : v;
}

/* num_or: OBJ.KEY as a number; DEF when absent or null (jq's "// DEF"); -EINVAL for another
 * type. */
static int num_or(const json_t *obj, const char *key, double def, double *out)
{
	const json_t *v = json_object_get(obj, key);

	*out = def;
	if (!v || json_is_null(v) || json_is_false(v))
		return 0;
	if (!json_is_number(v))
		return -EINVAL;
	*out = json_number_value(v);
	return 0;
}

/* nan_null: V as startup_number, NaN as null. */
static json_t *nan_null(double v)
{
	return isnan(v) ? json_null() : startup_number(v);
}

int startup_object(const char *rundir, const char *pack_job, const char *app, json_t **out,
		   char *why, size_t whylen)
{
	char path[4096], trace[4096], *job = NULL, *pjob = NULL;
	const char *v, *rel;
	size_t len, vl, rl, i;
	long long n, b;
	double span, wait, done, bytes, err, bg = 0, r, w, limit;
	json_t *fio = NULL, *jobs, *j, *a = NULL, *o;
	int ret, to;

	*out = NULL;
	snprintf(path, sizeof(path), "%s/job.fio", rundir);
	if ((ret = jobfile_read(path, &job, &len, why, whylen)) ||
	    (ret = jobfile_read(pack_job, &pjob, &len, why, whylen)))
		goto out;
	jobfile_section_value(job, app, "read_iolog", &v, &vl);
	snprintf(trace, sizeof(trace), "%.*s", (int)vl, v);
	jobfile_section_value(pjob, app, "read_iolog", &rel, &rl);
	if ((ret = startup_trace_counts(trace, &n, &b, why, whylen)))
		goto out;
	jobfile_section_value(job, app, "runtime", &v, &vl);
	limit = limit_seconds(v, vl);
	snprintf(path, sizeof(path), "%s/schedaio-%s.json", rundir, app);
	span_and_wait(path, &span, &wait);
	snprintf(path, sizeof(path), "%s/fio.json", rundir);
	if ((ret = jsonfile_load(path, JSONFILE_FIO, &fio, why, whylen)))
		goto out;
	ret = -EINVAL;
	jobs = json_object_get(fio, "jobs");
	if (!json_is_array(jobs)) {
		snprintf(why, whylen, "%s: no jobs[]", path);
		goto out;
	}
	json_array_foreach(jobs, i, j) {
		if (!json_is_object(j)) {
			snprintf(why, whylen, "%s: jobs[%zu] is not an object", path, i);
			goto out;
		}
		if (json_is_string(json_object_get(j, "jobname")) &&
		    !strcmp(json_string_value(json_object_get(j, "jobname")), app)) {
			if (!a)
				a = j;
			continue;
		}
		if (num_or(json_object_get(j, "read"), "bw", 0, &r) ||
		    num_or(json_object_get(j, "write"), "bw", 0, &w)) {
			snprintf(why, whylen, "%s: jobs[%zu]: a bw that is not a number", path, i);
			goto out;
		}
		bg += r + w;
	}
	if (num_or(json_object_get(a, "read"), "total_ios", 0, &done) ||
	    num_or(json_object_get(a, "read"), "io_bytes", 0, &bytes) ||
	    num_or(a, "error", 0, &err)) {
		snprintf(why, whylen, "%s: job %s: total_ios, io_bytes or error not a number", path, app);
		goto out;
	}
	to = done < (double)n || err != 0;
	o = json_pack("{s:{s:s, s:s%, s:I, s:I, s:o, s:o, s:o, s:b, s:o, s:o, s:o}}", "startup",
		      "app_job", app, "trace", rel, rl, "trace_requests", (json_int_t)n,
		      "trace_bytes", (json_int_t)b, "requests", startup_number(done), "bytes",
		      startup_number(bytes), "limit_s", nan_null(limit), "timed_out", to,
		      "seconds", to ? json_null() : nan_null(span / 1e9),
		      "io_wait_s", to ? json_null() : nan_null(wait / 1e9),
		      "background_kib", startup_number(bg));
	if (!o) {
		snprintf(why, whylen, "the trace's name in %s is not UTF-8 (or out of memory)", pack_job);
		ret = -EINVAL;
		goto out;
	}
	*out = o;
	ret = 0;
out:
	json_decref(fio);
	free(job);
	free(pjob);
	return ret;
}
