// jobrules.c: the fio options a run-pack --sweep may set, and what a pack's job file may not
// hold (see study.h, "jobrules.c"; issue 28, findings 9 and 10). Option names and meanings:
// fio's HOWTO ("Job file parameters") and options.c of fio 3.33 (build/fio-src); the line
// syntax as fio's ini parser reads it (init.c: is_empty_or_comment, strip_blank_front,
// "include"; parse.c: get_option, o_match: exact, case-sensitive names and aliases).
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "study.h"

/* The values a swept option takes (each also fio --parse-only's, rp-sweep.sh). */
enum jobrules_kind {
	JR_COUNT,  /* a whole number >= 1 */
	JR_COUNT0, /* a whole number >= 0 */
	JR_PCT,    /* a whole number 0..100 */
	JR_SIZE,   /* a size, or a range of two, in fio's units: 4k, 1m-2m, 512 */
	JR_TIME,   /* a time: digits and one of fio's units (us, ms, s, m, h, d; none: s) */
	JR_BOOL,   /* 0 or 1 */
	JR_WORD,   /* one of fio's words (read, randwrite, zipf:1.2, offload) */
};

static const char *const kind_text[] = {
	"a whole number >= 1", "a whole number >= 0", "a whole number 0..100",
	"a size such as 4k or a range such as 4k-64k", "a time such as 10, 500ms or 2m",
	"0 or 1", "letters, digits and _.:%+-",
};

/* The sweep's allow-list: each option sets how the job does its I/O on the files and the
 * device run-pack gives it, never which files, which program, which user or which device.
 * One name per option (fio's aliases are left out: run-pack's estimates and compare's
 * curves read the name). */
static const struct jobrules_sweep_key {
	const char *name;
	enum jobrules_kind kind;
	const char *why;
} sweep_keys[] = {
	{ "iodepth", JR_COUNT, "the number of io_us in flight on the job's own files" },
	{ "iodepth_batch", JR_COUNT0, "how many io_us are submitted at once (a count)" },
	{ "iodepth_batch_complete_min", JR_COUNT0, "how many completions are reaped at least (a count)" },
	{ "iodepth_batch_complete_max", JR_COUNT0, "how many completions are reaped at most (a count)" },
	{ "iodepth_low", JR_COUNT0, "the depth at which the queue is refilled (a count)" },
	{ "numjobs", JR_COUNT, "clones of the job on the same files (run-pack adds group_reporting "
			       "and one stats file per clone)" },
	{ "bs", JR_SIZE, "the request size" },
	{ "bsrange", JR_SIZE, "a range of request sizes" },
	{ "rw", JR_WORD, "the direction and pattern; a point that writes to a device needs "
			 "--destructive as a cell does (cell_writes reads the point)" },
	{ "rwmixread", JR_PCT, "the share of reads in a mixed job (percent)" },
	{ "rwmixwrite", JR_PCT, "the share of writes in a mixed job (percent)" },
	{ "percentage_random", JR_PCT, "the share of random requests (percent)" },
	{ "random_distribution", JR_WORD, "how random offsets are drawn (random, zipf:1.2, ...)" },
	{ "randrepeat", JR_BOOL, "the same random sequence each run" },
	{ "size", JR_SIZE, "the bytes of the job's own file (or the span of the raw device)" },
	{ "io_size", JR_SIZE, "the bytes the job transfers" },
	{ "runtime", JR_TIME, "how long the job runs" },
	{ "ramp_time", JR_TIME, "how long before the job's statistics start" },
	{ "startdelay", JR_TIME, "how long the job waits before it starts" },
	{ "thinktime", JR_TIME, "a pause between requests" },
	{ "rate_iops", JR_COUNT0, "a cap on the job's IOPS (0: none)" },
	{ "direct", JR_BOOL, "O_DIRECT or the page cache (run-pack drops the cache before a "
			     "buffered run)" },
	{ "invalidate", JR_BOOL, "drop the file's cached pages when it is opened" },
	{ "fsync", JR_COUNT0, "an fsync every N writes (0: none)" },
	{ "end_fsync", JR_BOOL, "an fsync when the job ends" },
	{ "io_submit_mode", JR_WORD, "inline or offload: which thread submits" },
	{ "loops", JR_COUNT, "passes over the job's files" },
};

#define NKEYS (sizeof(sweep_keys) / sizeof(sweep_keys[0]))

/* A pack job file's options refused outright: each runs a program, changes a privilege, acts
 * on a device or folder run-pack did not choose, or is one run-pack sets itself. A name
 * ending in '*' is a prefix (fio's cgroup, cgroup_weight, cgroup_nodelete). */
static const struct jobrules_refused {
	const char *name, *why;
} refused[] = {
	{ "exec_prerun", "runs a shell command as root" },
	{ "exec_postrun", "runs a shell command as root" },
	{ "ioscheduler", "switches the device's scheduler (run-pack sets and records it)" },
	{ "cgroup*", "makes and joins a cgroup as root, outside run-pack's undo" },
	{ "uid", "changes the user the job runs as" },
	{ "gid", "changes the group the job runs as" },
	{ "allow_mounted_write", "lets fio write over a mounted device (run-pack's in-use checks)" },
	{ "replay_redirect", "sends a replayed trace to another device" },
	{ "directory", "names the job's folder: run-pack sets it (the folder under test)" },
	{ "opendir", "adds every file of a folder to the job" },
	{ "filename_format", "names the job's files with '/' and variables: a pack uses filename=" },
	{ "profile", "a built-in profile names devices of its own" },
	{ "merge_blktrace_file", "names a file fio writes" },
	{ "stats_file", "the engine's output file: run-pack sets it" },
};

/* Options naming a file: the value's shape (empty allowed: fio's default name). */
enum jobrules_path {
	JP_NAME,    /* one plain name: a file in the folder run-pack gives fio (no '/', no ':') */
	JP_RELPATH, /* plain names joined by '/': a file inside the pack folder (a trace) */
};

static const struct jobrules_pathopt {
	const char *name;
	enum jobrules_path shape;
	const char *why;
} pathopts[] = {
	{ "filename", JP_NAME, "a plain name: the job's file in the folder under test "
			       "(run-pack sets the raw device)" },
	{ "read_iolog", JP_RELPATH, "a path inside the pack folder (traces/x.iolog)" },
	{ "write_iolog", JP_NAME, "a plain name: written in the run folder" },
	{ "write_bw_log", JP_NAME, "a plain name: written in the run folder" },
	{ "write_lat_log", JP_NAME, "a plain name: written in the run folder" },
	{ "write_iops_log", JP_NAME, "a plain name: written in the run folder" },
	{ "write_hist_log", JP_NAME, "a plain name: written in the run folder" },
};

/* fio's engines that do their I/O on the job's own files; libaio becomes run-pack's engine.
 * Any other (external:PATH, a .so path, exec, filedelete, sg, net, ...) loads a program,
 * runs one, or acts on other files and devices. */
static const char *const engines[] = { "libaio", "psync", "sync", "pvsync", "pvsync2", "vsync",
				       "io_uring", "posixaio", "mmap", "null" };

#define N(a) (sizeof(a) / sizeof((a)[0]))

void jobrules_sweep_print(FILE *out)
{
	size_t i;

	for (i = 0; i < NKEYS; i++)
		fprintf(out, "%s\t%s\t%s\n", sweep_keys[i].name, kind_text[sweep_keys[i].kind],
			sweep_keys[i].why);
}

/* digits: V (LEN bytes) is 1 to 9 decimal digits; its value into *N. */
static int digits(const char *v, size_t len, long *n)
{
	size_t i;

	if (!len || len > 9)
		return 0;
	*n = 0;
	for (i = 0; i < len; i++) {
		if (v[i] < '0' || v[i] > '9')
			return 0;
		*n = *n * 10 + (v[i] - '0');
	}
	return 1;
}

/* size_ok: "N[k|m|g|t][i][b]" (case-insensitive), the rule rp-sweep.sh had. */
static int size_ok(const char *v, size_t len)
{
	size_t i = 0;

	while (i < len && isdigit((unsigned char)v[i]))
		i++;
	if (!i)
		return 0;
	if (i < len && strchr("kKmMgGtT", v[i])) {
		i++;
		if (i < len && v[i] == 'i')
			i++;
		if (i < len && (v[i] == 'b' || v[i] == 'B'))
			i++;
	}
	return i == len;
}

/* value_ok: V (LEN bytes) is a value of KIND. */
static int value_ok(enum jobrules_kind kind, const char *v, size_t len)
{
	static const char *const units[] = { "", "us", "ms", "s", "m", "h", "d" };
	const char *dash;
	size_t i, d;
	long n;

	for (i = 0; i < len; i++)
		if (!isalnum((unsigned char)v[i]) && !strchr("_.:%+-", v[i]))
			return 0;
	switch (kind) {
	case JR_COUNT:
		return digits(v, len, &n) && n >= 1;
	case JR_COUNT0:
		return digits(v, len, &n);
	case JR_PCT:
		return digits(v, len, &n) && n <= 100 && (len == 1 || v[0] != '0');
	case JR_BOOL:
		return len == 1 && (v[0] == '0' || v[0] == '1');
	case JR_SIZE:
		dash = memchr(v, '-', len);
		if (!dash)
			return size_ok(v, len);
		return size_ok(v, (size_t)(dash - v)) &&
		       size_ok(dash + 1, len - (size_t)(dash - v) - 1);
	case JR_TIME:
		for (d = 0; d < len && isdigit((unsigned char)v[d]);)
			d++;
		if (!d)
			return 0;
		for (i = 0; i < N(units); i++)
			if (strlen(units[i]) == len - d && !memcmp(units[i], v + d, len - d))
				return 1;
		return 0;
	case JR_WORD:
		return len > 0;
	}
	return 0;
}

int jobrules_sweep_check(const char *key, size_t klen, const char *val, size_t vlen, char *why,
			 size_t whylen)
{
	size_t i;

	for (i = 0; i < NKEYS; i++)
		if (strlen(sweep_keys[i].name) == klen && !memcmp(sweep_keys[i].name, key, klen))
			break;
	if (i == NKEYS) {
		snprintf(why, whylen, "%.*s: not an option a sweep may set (schedaio-study sweep-keys "
			 "lists them, each with why it is safe)", (int)(klen > 64 ? 64 : klen), key);
		return -EPERM;
	}
	if (!value_ok(sweep_keys[i].kind, val, vlen)) {
		snprintf(why, whylen, "%s: bad value '%.*s' (%s)", sweep_keys[i].name,
			 (int)(vlen > 64 ? 64 : vlen), val, kind_text[sweep_keys[i].kind]);
		return -EINVAL;
	}
	return 0;
}

int jobrules_point_check(const char *point, char *why, size_t whylen)
{
	const char *p = point, *comma, *eq, *end;
	int ret;

	while (*p) {
		comma = strchr(p, ',');
		end = comma ? comma : p + strlen(p);
		eq = memchr(p, '=', (size_t)(end - p));
		if (!eq) {
			snprintf(why, whylen, "--sweep point '%.*s': want KEY=VALUE",
				 (int)(end - p > 64 ? 64 : end - p), p);
			return -EINVAL;
		}
		ret = jobrules_sweep_check(p, (size_t)(eq - p), eq + 1, (size_t)(end - eq - 1), why,
					   whylen);
		if (ret)
			return ret;
		if (!comma)
			break;
		p = comma + 1;
	}
	return 0;
}

/* blank: a byte fio's ini parser passes over before a line's first word (isspace, iscntrl). */
static int blank(char c)
{
	return isspace((unsigned char)c) || iscntrl((unsigned char)c);
}

/* plain_name: V (LEN bytes) is one file name in the folder given: letters, digits and
 * "_.+-", not starting with '.' (no "..", no hidden file), at most 255 bytes. */
static int plain_name(const char *v, size_t len)
{
	size_t i;

	if (!len || len > 255 || v[0] == '.')
		return 0;
	for (i = 0; i < len; i++)
		if (!isalnum((unsigned char)v[i]) && !strchr("_.+-", v[i]))
			return 0;
	return 1;
}

/* path_ok: V (LEN bytes) has SHAPE; empty is fio's default name. */
static int path_ok(enum jobrules_path shape, const char *v, size_t len)
{
	const char *slash;

	if (!len)
		return 1;
	if (shape == JP_NAME)
		return plain_name(v, len);
	while ((slash = memchr(v, '/', len))) {
		if (!plain_name(v, (size_t)(slash - v)))
			return 0;
		len -= (size_t)(slash - v) + 1;
		v = slash + 1;
	}
	return plain_name(v, len);
}

/* key_is: KEY (LEN bytes) is NAME, case-insensitive (fio's match is exact: a stricter
 * check is on the safe side); a NAME ending in '*' is a prefix. */
static int key_is(const char *key, size_t len, const char *name)
{
	size_t n = strlen(name);

	if (n && name[n - 1] == '*')
		return len >= n - 1 && !strncasecmp(key, name, n - 1);
	return len == n && !strncasecmp(key, name, n);
}

/* line_check: one line of a job file (LEN bytes, no '\n'); 0, or its refusal into WHY
 * (after "LABEL:LINENO: "). */
static int line_check(const char *line, size_t len, char *why, size_t whylen)
{
	const char *e = line + len, *k, *ke, *v, *ve;
	size_t i;

	while (line < e && blank(*line))
		line++;
	if (line == e || *line == ';' || *line == '#' || *line == '[')
		return 0;
	if (e - line >= 7 && !memcmp(line, "include", 7)) {
		snprintf(why, whylen, "include: reads another job file, which is not checked");
		return -EPERM;
	}
	k = line;
	ke = memchr(k, '=', (size_t)(e - k));
	v = ke ? ke + 1 : e;
	if (!ke)
		ke = e;
	while (ke > k && blank(ke[-1]))
		ke--;
	ve = e;
	while (v < ve && blank(*v))
		v++;
	while (ve > v && blank(ve[-1]))
		ve--;
	for (i = 0; i < N(refused); i++)
		if (key_is(k, (size_t)(ke - k), refused[i].name)) {
			snprintf(why, whylen, "%s: %s", refused[i].name, refused[i].why);
			return -EPERM;
		}
	for (i = 0; i < N(pathopts); i++)
		if (key_is(k, (size_t)(ke - k), pathopts[i].name) &&
		    !path_ok(pathopts[i].shape, v, (size_t)(ve - v))) {
			snprintf(why, whylen, "%s: not %s", pathopts[i].name, pathopts[i].why);
			return -EPERM;
		}
	if (key_is(k, (size_t)(ke - k), "ioengine")) {
		for (i = 0; i < N(engines); i++)
			if ((size_t)(ve - v) == strlen(engines[i]) && !memcmp(v, engines[i], (size_t)(ve - v)))
				return 0;
		snprintf(why, whylen, "ioengine: not one of fio's engines on the job's own files "
			 "(libaio, psync, sync, pvsync, pvsync2, vsync, io_uring, posixaio, mmap, null)");
		return -EPERM;
	}
	if ((key_is(k, (size_t)(ke - k), "mem") || key_is(k, (size_t)(ke - k), "iomem")) &&
	    (memchr(v, ':', (size_t)(ve - v)) || memchr(v, '/', (size_t)(ve - v)))) {
		snprintf(why, whylen, "mem: a file-backed buffer (mmap:FILE) names a file");
		return -EPERM;
	}
	return 0;
}

int jobrules_job_check(const char *text, size_t len, const char *label, char *why, size_t whylen)
{
	const char *p = text, *end = text + len, *nl;
	char line_why[STUDY_WHY];
	long lineno = 0;
	int ret;

	while (p < end) {
		nl = memchr(p, '\n', (size_t)(end - p));
		lineno++;
		ret = line_check(p, (size_t)((nl ? nl : end) - p), line_why, sizeof(line_why));
		if (ret) {
			snprintf(why, whylen, "%s:%ld: %s: not in a pack's job file", label, lineno,
				 line_why);
			return ret;
		}
		p = nl ? nl + 1 : end;
	}
	return 0;
}
