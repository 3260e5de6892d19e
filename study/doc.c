// doc.c: results/<run-id>/manifest.json: load, atomic save (atomicfile.h), the fixed fields from run-pack's
// spec lines, and the results[] entries (see study.h; keys in STUDIES.md "manifest.json").
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "json/atomicfile.h"
#include "json/jsonfile.h"
#include "json/manifestkeys.h"
#include "safepath/safepath.h"
#include "study.h"

int doc_load(const char *path, json_t **root, char *why, size_t whylen)
{
	return jsonfile_load(path, 0, root, why, whylen);
}

int doc_save(const char *path, json_t *root, char *why, size_t whylen)
{
	char reason[SAFEPATH_WHY];
	int ret = atomicfile_json(path, root, JSON_INDENT(2) | JSON_REAL_PRECISION(12), reason,
				  sizeof(reason));

	if (ret)
		snprintf(why, whylen, "cannot write %s: %s", path, reason);
	return ret;
}

/* str_or_null: S as a JSON string, or null when S is NULL or empty. */
static json_t *str_or_null(const char *s)
{
	return s && s[0] ? json_string(s) : json_null();
}

/* number_of: S as a JSON integer or real ("3", "3.5"), or null when S is not a number. */
static json_t *number_of(const char *s)
{
	char *end;
	long long i;
	double d;

	if (!s || !s[0])
		return json_null();
	i = strtoll(s, &end, 10);
	if (!*end)
		return json_integer(i);
	d = strtod(s, &end);
	return *end ? json_null() : json_real(d);
}

/* bool_of: "1" or "true" as true, anything else false. */
static json_t *bool_of(const char *s)
{
	return json_boolean(s && (!strcmp(s, "1") || !strcmp(s, "true")));
}

/* tunables_of: "name=value,name=value" as {"name": "value", ...}. */
static json_t *tunables_of(const char *s)
{
	json_t *o = json_object();
	char *copy, *p, *kv, *eq;

	if (!o || !s || !s[0])
		return o;
	copy = strdup(s);
	if (!copy) {
		json_decref(o);
		return NULL;
	}
	p = copy;
	while ((kv = strsep(&p, ","))) {
		eq = strchr(kv, '=');
		if (!eq || eq == kv)
			continue;
		*eq = '\0';
		json_object_set_new(o, kv, json_string(eq + 1));
	}
	free(copy);
	return o;
}

/* F: field I of spec line L, "" when absent. */
#define F(l, i) ((i) < (l)->nf ? (l)->f[i] : "")

/* plan_of: a "sched" line (REQ FOLDER KERNEL TUNABLES LABEL MAPPED SKIPPED) as a
 * scheduler_plan entry; expect_sched is KERNEL[:TUNABLES], the engine's expect_sched value. */
static json_t *plan_of(const struct spec_line *l)
{
	char expect[512];

	snprintf(expect, sizeof(expect), "%s%s%s", F(l, 2), F(l, 3)[0] ? ":" : "", F(l, 3));
	return json_pack("{s:s, s:s, s:s, s:o, s:o, s:s, s:o, s:o}", "requested", F(l, 0),
			 "folder", F(l, 1), "kernel", F(l, 2), "tunables", tunables_of(F(l, 3)),
			 "label", str_or_null(F(l, 4)), "expect_sched", expect,
			 "mapped", str_or_null(F(l, 5)), "skipped", str_or_null(F(l, 6)));
}

/* values_of: "v1,v2" as ["v1", "v2"]. */
static json_t *values_of(const char *s)
{
	json_t *a = json_array();
	char *copy = strdup(s ? s : ""), *p, *v;

	if (!a || !copy) {
		free(copy);
		json_decref(a);
		return NULL;
	}
	p = copy;
	while ((v = strsep(&p, ",")))
		if (v[0])
			json_array_append_new(a, json_string(v));
	free(copy);
	return a;
}

/* sweep_of: run-pack --sweep's lines as the manifest's "sweep" block, or null without any:
 * {"axes": [{"key": K, "values": [...], "kind": "fio"|"scheduler"}], "points": [{"cell":
 * CELL, "base_cell": BASE, "values": {K: V, ...}}]} (STUDIES.md "Sweeps"). NULL: no memory. */
static json_t *sweep_of(const struct spec_line *l, size_t n)
{
	json_t *axes = json_array(), *points = json_array();
	size_t i;

	if (!axes || !points)
		goto nomem;
	for (i = 0; i < n; i++) {
		const struct spec_line *s = &l[i];
		json_t *e = NULL;

		if (!strcmp(s->key, "sweep_axis"))
			e = json_pack("{s:s, s:o, s:s}", "key", F(s, 0), "values", values_of(F(s, 1)),
				      "kind", F(s, 2));
		else if (!strcmp(s->key, "sweep_point"))
			e = json_pack("{s:s, s:s, s:o}", "cell", F(s, 0), "base_cell", F(s, 1),
				      "values", tunables_of(F(s, 2)));
		else
			continue;
		if (!e || json_array_append_new(s->key[6] == 'a' ? axes : points, e))
			goto nomem;
	}
	if (!json_array_size(axes)) {
		json_decref(axes);
		json_decref(points);
		return json_null();
	}
	return json_pack("{s:o, s:o}", "axes", axes, "points", points);
nomem:
	json_decref(axes);
	json_decref(points);
	return NULL;
}

/* host_of: a "host" line (NAME ADDRESS KERNEL DEVICE MODEL ORIGINAL_SCHEDULER FIO BUILD) as a
 * hosts[] entry. */
static json_t *host_of(const struct spec_line *l)
{
	return json_pack("{s:s, s:s, s:o, s:o, s:o, s:o, s:o, s:o}", "name", F(l, 0),
			 "address", F(l, 1), "kernel", str_or_null(F(l, 2)),
			 "device", str_or_null(F(l, 3)), "model", str_or_null(F(l, 4)),
			 "original_scheduler", str_or_null(F(l, 5)),
			 "fio_version", str_or_null(F(l, 6)), "engine_sha256", str_or_null(F(l, 7)));
}

/* kernel_of: a "kernel_entry" line (NAME SPEC RELEASE ACCEL FROM) as a kernels[] entry, its
 * share not run yet: status "planned", nothing skipped. */
static json_t *kernel_of(const struct spec_line *l)
{
	return json_pack("{s:s, s:s, s:o, s:o, s:o, s:s, s:{}}", MK_NAME, F(l, 0), MK_SPEC, F(l, 1),
			 MK_RELEASE, str_or_null(F(l, 2)), MK_ACCEL, str_or_null(F(l, 3)),
			 MK_FROM, str_or_null(F(l, 4)), MK_STATUS, "planned", MK_SKIPPED);
}

/* device_model_of: the spec's device_model line (one line of JSON from devmodel.sh: null or an
 * object) as the manifest's MK_DEVICE_MODEL; null when absent, empty or not an object (a
 * model's content is data, kept as JSON). NULL only when out of memory. */
static json_t *device_model_of(const char *s)
{
	json_t *v = s && *s ? json_loads(s, JSON_REJECT_DUPLICATES, NULL) : NULL;

	if (v && json_is_object(v))
		return v;
	json_decref(v);
	return json_null();
}

/* descriptor_of: PACK_PATH/pack.json, or null when it cannot be read (WHY says why). */
static json_t *descriptor_of(const char *pack_path, char *why, size_t whylen)
{
	char path[4096];
	json_t *d;

	snprintf(path, sizeof(path), "%s/pack.json", pack_path ? pack_path : "");
	if (jsonfile_load(path, 0, &d, why, whylen))
		return NULL;
	return d;
}

/* The manifest's lists gathered from the spec's repeated lines (doc_init). */
struct doc_lists {
	json_t *overrides; /* "override" lines: {option: value} */
	json_t *jobs;      /* "job" lines: {cell: {path, sha256}} */
	json_t *cells;     /* the cells of the "job" lines, in order */
	json_t *fiocmd;    /* "fio_command" lines */
	json_t *scheds;    /* the folders of the "sched" lines not skipped */
	json_t *plan;      /* every "sched" line as a scheduler_plan entry */
	json_t *otun;      /* "original_tun" lines: {tunable: value} */
	json_t *hosts;     /* "host" lines */
	json_t *kernels;   /* "kernel_entry" lines */
	json_t *args;      /* "arg" lines */
};

static void lists_free(struct doc_lists *x)
{
	json_decref(x->overrides); json_decref(x->jobs); json_decref(x->cells);
	json_decref(x->fiocmd); json_decref(x->scheds); json_decref(x->plan);
	json_decref(x->otun); json_decref(x->hosts); json_decref(x->kernels); json_decref(x->args);
}

/* lists_add: spec line S into its list of X (other keys are not lists: left alone). 0 or
 * -ENOMEM. */
static int lists_add(struct doc_lists *x, const struct spec_line *s)
{
	json_t *p;

	if (!strcmp(s->key, "override")) {
		json_object_set_new(x->overrides, F(s, 0), json_string(F(s, 1)));
	} else if (!strcmp(s->key, "job")) {
		json_object_set_new(x->jobs, F(s, 0), json_pack("{s:s, s:s}", "path", F(s, 1),
								"sha256", F(s, 2)));
		json_array_append_new(x->cells, json_string(F(s, 0)));
	} else if (!strcmp(s->key, "fio_command")) {
		json_array_append_new(x->fiocmd, json_string(F(s, 0)));
	} else if (!strcmp(s->key, "sched")) {
		if (!(p = plan_of(s)))
			return -ENOMEM;
		if (!F(s, 6)[0])
			json_array_append_new(x->scheds, json_string(F(s, 1)));
		json_array_append_new(x->plan, p);
	} else if (!strcmp(s->key, "original_tun")) {
		json_object_set_new(x->otun, F(s, 0), json_string(F(s, 1)));
	} else if (!strcmp(s->key, "host")) {
		if (!(p = host_of(s)))
			return -ENOMEM;
		json_array_append_new(x->hosts, p);
	} else if (!strcmp(s->key, "kernel_entry")) {
		if (!(p = kernel_of(s)))
			return -ENOMEM;
		json_array_append_new(x->kernels, p);
	} else if (!strcmp(s->key, "arg")) {
		json_array_append_new(x->args, json_string(F(s, 0)));
	}
	return 0;
}

/* lists_of: the N spec lines' lists into *X (freed with lists_free, also on error). 0 or
 * -ENOMEM. */
static int lists_of(const struct spec_line *l, size_t n, struct doc_lists *x)
{
	size_t i;

	*x = (struct doc_lists){ json_object(), json_object(), json_array(), json_array(), json_array(),
				 json_array(), json_object(), json_array(), json_array(), json_array() };
	if (!x->overrides || !x->jobs || !x->cells || !x->fiocmd || !x->scheds || !x->plan ||
	    !x->otun || !x->hosts || !x->kernels || !x->args)
		return -ENOMEM;
	for (i = 0; i < n; i++)
		if (lists_add(x, &l[i]))
			return -ENOMEM;
	return 0;
}

/* S: the first field of spec key K, or "" (in doc_init's helpers, whose lines are l, n). */
#define S(k) (spec_get(l, n, k) ?: "")

/* set_plan: ROOT's keys from schema to order: what the study runs and how many times. */
static void set_plan(json_t *root, const struct spec_line *l, size_t n, const struct doc_lists *x)
{
	const char *v = spec_get(l, n, "runs_mode");

	json_object_set_new(root, MK_SCHEMA, json_integer(1));
	json_object_set_new(root, MK_RUN_ID, json_string(S("run_id")));
	json_object_set_new(root, MK_QUICK, bool_of(spec_get(l, n, "quick")));
	json_object_set(root, MK_OVERRIDES, x->overrides);
	json_object_set_new(root, MK_RUNS, number_of(spec_get(l, n, "runs")));
	json_object_set_new(root, MK_RUNS_MODE, json_string(v ? v : "dynamic"));
	json_object_set_new(root, MK_RSD_THRESHOLD, number_of(spec_get(l, n, "rsd_threshold")));
	if (v && !strcmp(v, MK_RUNS_MODE_DECIDED)) {
		json_object_set_new(root, MK_UNTIL_DECIDED, number_of(spec_get(l, n, "until_decided")));
		json_object_set_new(root, MK_MAX_RUNS, number_of(spec_get(l, n, "max_runs")));
		json_object_set_new(root, MK_BUDGET_S, number_of(spec_get(l, n, "budget_s")));
	}
	json_object_set_new(root, MK_ORDER, json_string(spec_get(l, n, "order") ?: "interleaved"));
}

/* set_target: ROOT's pack (with DESC, the pack.json read) and device. 0 or -ENOMEM. */
static int set_target(json_t *root, const struct spec_line *l, size_t n, const struct doc_lists *x,
		      json_t *desc)
{
	json_t *pack, *dev;

	pack = json_pack("{s:s, s:s, s:s, s:O, s:O, s:s}", "name", S("pack_name"), "path", S("pack_path"),
			 "sha256", S("pack_sha256"), "job_files", x->jobs, "descriptor", desc,
			 "scratch_file", spec_get(l, n, "scratch_file") ?: "keep");
	dev = json_pack("{s:o, s:o, s:o, s:o, s:o, s:o, s:s, s:s, s:o, s:o}",
			"path", str_or_null(spec_get(l, n, "device")),
			"scratch", bool_of(spec_get(l, n, "scratch")), "raw", bool_of(spec_get(l, n, "raw")),
			"backing", str_or_null(spec_get(l, n, "backing")),
			"backing_dir", str_or_null(spec_get(l, n, "backing_dir")),
			"size_mib", number_of(spec_get(l, n, "size_mib")),
			"filesystem", S("filesystem"), "dir", S("dir"),
			"model", str_or_null(spec_get(l, n, "model")),
			MK_READ_AHEAD_KB, number_of(spec_get(l, n, "read_ahead_kb")));
	if (!pack || !dev) {
		json_decref(pack);
		json_decref(dev);
		return -ENOMEM;
	}
	json_object_set_new(root, MK_PACK, pack);
	json_object_set_new(root, MK_DEVICE, dev);
	return 0;
}

/* set_software: ROOT's keys from kernel to hosts: the kernel, fio and engine, the schedulers
 * and cells, the sweep, the device model, what the device had before. 0 or -ENOMEM. */
static int set_software(json_t *root, const struct spec_line *l, size_t n, const struct doc_lists *x)
{
	json_t *p, *orig;

	json_object_set_new(root, MK_KERNEL, json_string(S("kernel")));
	json_object_set_new(root, MK_FIO_VERSION, json_string(S("fio_version")));
	json_object_set_new(root, MK_ENGINE, json_string(S("engine")));
	json_object_set_new(root, MK_ENGINE_EXPECT_SCHED, bool_of(spec_get(l, n, "engine_expect_sched")));
	json_object_set(root, MK_FIO_COMMAND, x->fiocmd);
	json_object_set(root, MK_SCHEDULERS, x->scheds);
	json_object_set(root, MK_SCHEDULER_PLAN, x->plan);
	json_object_set(root, MK_CELLS, x->cells);
	if (!(p = sweep_of(l, n)))
		return -ENOMEM;
	json_object_set_new(root, MK_SWEEP, p);
	if (!(p = device_model_of(spec_get(l, n, "device_model"))))
		return -ENOMEM;
	json_object_set_new(root, MK_DEVICE_MODEL, p);
	orig = json_pack("{s:s, s:s, s:O, s:o}", "device", S("device"), "scheduler", S("original"),
			 "tunables", x->otun, MK_READ_AHEAD_KB,
			 number_of(spec_get(l, n, "original_read_ahead_kb")));
	if (!orig)
		return -ENOMEM;
	json_object_set_new(root, MK_ORIGINAL_SCHEDULER, json_string(S("original")));
	json_object_set_new(root, MK_ORIGINAL, orig);
	if (json_array_size(x->hosts))
		json_object_set(root, MK_HOSTS, x->hosts);
	json_object_set_new(root, MK_ACCEL, json_string(spec_get(l, n, "accel") ?: MK_ACCEL_NATIVE));
	return 0;
}

/* set_kernels: ROOT's kernels[] from X's "kernel_entry" lines (none: no key), each keeping
 * what OLD's entry of the same name (a resumed study's) found in its share. 0 or -ENOMEM. */
static int set_kernels(json_t *root, const struct doc_lists *x, json_t *old)
{
	json_t *k, *was;
	size_t i;

	if (!json_array_size(x->kernels))
		return 0;
	json_array_foreach(x->kernels, i, k) {
		was = old ? doc_kernel(old, json_string_value(json_object_get(k, MK_NAME))) : NULL;
		if (!was)
			continue;
		was = json_deep_copy(was);
		if (!was || json_object_update_missing(k, was)) {
			json_decref(was);
			return -ENOMEM;
		}
		/* its share's findings carried over; its status too (planned only when new) */
		json_object_set(k, MK_STATUS, json_object_get(was, MK_STATUS));
		json_object_set(k, MK_SKIPPED, json_object_get(was, MK_SKIPPED));
		json_decref(was);
	}
	return json_object_set(root, MK_KERNELS, x->kernels) ? -ENOMEM : 0;
}

/* copy_array: OLD's array KEY copied (an empty array when OLD has none, or out of memory). */
static json_t *copy_array(json_t *old, const char *key)
{
	json_t *a = old ? json_object_get(old, key) : NULL;

	a = json_is_array(a) ? json_deep_copy(a) : json_array();
	return a ? a : json_array();
}

/* set_run: ROOT's keys from started to results: how run-pack was started, the status, and
 * what OLD (a resumed study's manifest, or NULL) carries over: its resume times (RESUMED_AT
 * added) and results. */
static void set_run(json_t *root, const struct spec_line *l, size_t n, const struct doc_lists *x,
		    json_t *old, const char *resumed_at)
{
	json_t *resumed;

	json_object_set_new(root, MK_STARTED, json_string(S("started")));
	json_object_set_new(root, MK_COMMAND, json_string(S("command")));
	json_object_set(root, MK_ARGS, x->args);
	json_object_set_new(root, MK_CWD, json_string(S("cwd")));
	json_object_set_new(root, MK_STATUS, json_string("running"));
	json_object_set_new(root, MK_ENDED, json_null());
	resumed = copy_array(old, MK_RESUMED);
	if (resumed_at)
		json_array_append_new(resumed, json_string(resumed_at));
	json_object_set_new(root, MK_RESUMED, resumed);
	json_object_set_new(root, MK_PREFLIGHT, json_null());
	json_object_set_new(root, MK_RESULTS, copy_array(old, MK_RESULTS));
}

#undef S

int doc_init(const struct spec_line *l, size_t n, json_t *old, const char *resumed_at,
	     json_t **out, char *why, size_t whylen)
{
	struct doc_lists x;
	json_t *root = NULL, *desc;
	int ret;

	*out = NULL;
	desc = descriptor_of(spec_get(l, n, "pack_path"), why, whylen);
	if (!desc)
		return -EINVAL;
	ret = lists_of(l, n, &x);
	if (!ret)
		ret = (root = json_object()) ? 0 : -ENOMEM;
	if (!ret) {
		set_plan(root, l, n, &x);
		ret = set_target(root, l, n, &x, desc);
	}
	if (!ret)
		ret = set_software(root, l, n, &x);
	if (!ret)
		ret = set_kernels(root, &x, old);
	if (!ret)
		set_run(root, l, n, &x, old, resumed_at);
	lists_free(&x);
	json_decref(desc);
	if (ret) {
		json_decref(root);
		snprintf(why, whylen, "out of memory");
		return ret;
	}
	*out = root;
	return 0;
}

json_t *doc_plan_entry(json_t *root, const char *folder)
{
	json_t *v;
	size_t i;

	json_array_foreach(json_object_get(root, MK_SCHEDULER_PLAN), i, v) {
		const char *f = json_string_value(json_object_get(v, MK_FOLDER));

		if (f && !strcmp(f, folder))
			return v;
	}
	return NULL;
}

/* same_str: A and B both NULL, or equal strings. */
static int same_str(const char *a, const char *b)
{
	return (!a && !b) || (a && b && !strcmp(a, b));
}

const char *doc_result_place(json_t *res)
{
	return json_string_value(json_object_get(res, MK_HOST))
		       ?: json_string_value(json_object_get(res, MK_KERNEL));
}

/* result_is: RES is the entry of (PLACE, FOLDER, CELL, RUN). */
static int result_is(json_t *res, const char *place, const char *folder, const char *cell, int run)
{
	return same_str(doc_result_place(res), place) &&
	       same_str(json_string_value(json_object_get(res, MK_SCHEDULER)), folder) &&
	       same_str(json_string_value(json_object_get(res, MK_CELL)), cell) &&
	       json_integer_value(json_object_get(res, MK_RUN)) == run;
}

json_t *doc_result(json_t *root, const char *place, const char *folder, const char *cell, int run)
{
	json_t *v;
	size_t i;

	json_array_foreach(json_object_get(root, MK_RESULTS), i, v) {
		if (result_is(v, place, folder, cell, run))
			return v;
	}
	return NULL;
}

int doc_put_result(json_t *root, json_t *res)
{
	json_t *arr = json_object_get(root, MK_RESULTS), *v;
	const char *place = doc_result_place(res);
	const char *folder = json_string_value(json_object_get(res, MK_SCHEDULER));
	const char *cell = json_string_value(json_object_get(res, MK_CELL));
	int run = (int)json_integer_value(json_object_get(res, MK_RUN));
	size_t i;

	if (!json_is_array(arr)) {
		arr = json_array();
		if (!arr || json_object_set_new(root, MK_RESULTS, arr)) {
			json_decref(res);
			return -ENOMEM;
		}
	}
	json_array_foreach(arr, i, v) {
		if (result_is(v, place, folder, cell, run))
			return json_array_set_new(arr, i, res) ? -ENOMEM : 0;
	}
	return json_array_append_new(arr, res) ? -ENOMEM : 0;
}

/* names_of: the names (MK_NAME) of ROOT's array KEY, as doc_hosts. */
static size_t names_of(json_t *root, const char *key, const char ***names)
{
	json_t *arr = json_object_get(root, key), *v;
	size_t i, k = 0;

	if (names)
		*names = NULL;
	if (!json_is_array(arr) || !json_array_size(arr))
		return 0;
	if (names && !(*names = calloc(json_array_size(arr), sizeof(**names))))
		return 0;
	json_array_foreach(arr, i, v) {
		const char *name = json_string_value(json_object_get(v, MK_NAME));

		if (!name)
			continue;
		if (names)
			(*names)[k] = name;
		k++;
	}
	return k;
}

size_t doc_hosts(json_t *root, const char ***names)
{
	return names_of(root, MK_HOSTS, names);
}

size_t doc_kernels(json_t *root, const char ***names)
{
	return names_of(root, MK_KERNELS, names);
}

size_t doc_places(json_t *root, const char ***names)
{
	return json_array_size(json_object_get(root, MK_HOSTS)) ? doc_hosts(root, names)
								 : doc_kernels(root, names);
}

json_t *doc_kernel(json_t *root, const char *name)
{
	json_t *v;
	size_t i;

	json_array_foreach(json_object_get(root, MK_KERNELS), i, v) {
		const char *n = json_string_value(json_object_get(v, MK_NAME));

		if (n && name && !strcmp(n, name))
			return v;
	}
	return NULL;
}

int doc_kernel_skips(json_t *root, const char *kernel, const char *folder)
{
	return kernel && folder &&
	       json_object_get(json_object_get(doc_kernel(root, kernel), MK_SKIPPED), folder) != NULL;
}

long doc_int(json_t *root, const char *key, long def)
{
	json_t *v = json_object_get(root, key);

	if (!json_is_integer(v) || json_integer_value(v) < 1 || json_integer_value(v) > 1000000)
		return def;
	return (long)json_integer_value(v);
}
