// record.c: schedaio-study record, one run's result into the manifest's results[] (see
// study.h and main.c's usage): its scheduler's plan entry (label, kernel scheduler, tunables,
// expect_sched), its place (--host, --kernel), where it ran (--kernel-release, --accel) and
// run-pack's extra object (a start-up's).
#include <stdlib.h>
#include <string.h>

#include "json/manifestkeys.h"
#include "study.h"

/* opt: the value after option NAME at ARGV[*I] (advancing *I), or NULL when ARGV[*I] is not
 * NAME. A missing value is reported by the caller (the value is then ""). */
static const char *opt(int argc, char **argv, int *i, const char *name)
{
	if (strcmp(argv[*i], name))
		return NULL;
	if (*i + 1 >= argc)
		return "";
	return argv[++*i];
}

/* record's options (see usage_text); "" or NULL where not given. */
struct record_opts {
	const char *host, *kernel, *release, *accel, *sched, *cell, *run, *status, *secs, *rc,
		*err, *bw, *att, *why_run, *cache, *jsha, *extra;
	json_t *diff; /* the --diff lines, in order */
};

/* record_parse: ARGV[2..ARGC) into *O (O->diff: a new array, also on error). 0, or 2 after one
 * line on stderr (an unknown option). */
static int record_parse(int argc, char **argv, struct record_opts *o)
{
	const char *v;
	int i;

	*o = (struct record_opts){ .rc = "", .err = "", .bw = "", .att = "0", .why_run = "",
				   .cache = "0", .jsha = "", .diff = json_array() };
	for (i = 2; i < argc; i++) {
		if ((v = opt(argc, argv, &i, "--host"))) o->host = v;
		else if ((v = opt(argc, argv, &i, "--kernel"))) o->kernel = v;
		else if ((v = opt(argc, argv, &i, "--kernel-release"))) o->release = v;
		else if ((v = opt(argc, argv, &i, "--accel"))) o->accel = v;
		else if ((v = opt(argc, argv, &i, "--sched"))) o->sched = v;
		else if ((v = opt(argc, argv, &i, "--cell"))) o->cell = v;
		else if ((v = opt(argc, argv, &i, "--run"))) o->run = v;
		else if ((v = opt(argc, argv, &i, "--status"))) o->status = v;
		else if ((v = opt(argc, argv, &i, "--seconds"))) o->secs = v;
		else if ((v = opt(argc, argv, &i, "--fio-rc"))) o->rc = v;
		else if ((v = opt(argc, argv, &i, "--error"))) o->err = v;
		else if ((v = opt(argc, argv, &i, "--bw"))) o->bw = v;
		else if ((v = opt(argc, argv, &i, "--attempts"))) o->att = v;
		else if ((v = opt(argc, argv, &i, "--why"))) o->why_run = v;
		else if ((v = opt(argc, argv, &i, "--cache"))) o->cache = v;
		else if ((v = opt(argc, argv, &i, "--job-sha"))) o->jsha = v;
		else if ((v = opt(argc, argv, &i, "--diff"))) json_array_append_new(o->diff, json_string(v));
		else if ((v = opt(argc, argv, &i, "--extra"))) o->extra = v;
		else
			return cmd_fail("record: unknown option '%s'%s", argv[i], NULL);
	}
	return 0;
}

/* record_result: the results[] entry of O's run (its scheduler's plan entry from ROOT: label,
 * kernel scheduler, tunables, expect_sched), O->diff moved into it. NULL when out of memory. */
static json_t *record_result(json_t *root, struct record_opts *o)
{
	json_t *res, *plan, *expect = json_null();
	const char *bw = o->bw;

	plan = doc_plan_entry(root, o->sched);
	if (plan && json_is_true(json_object_get(root, "engine_expect_sched")))
		expect = json_incref(json_object_get(plan, "expect_sched"));
	res = json_pack("{s:s, s:s, s:i, s:s, s:f, s:o, s:o, s:o, s:O, s:O, s:O, s:o, s:i, s:o, s:b, s:o, s:o}",
			"scheduler", o->sched, "cell", o->cell, "run", atoi(o->run), "status", o->status,
			"seconds", strtod(o->secs, NULL),
			"fio_rc", o->rc[0] ? json_integer(atoi(o->rc)) : json_null(),
			"error", o->err[0] ? json_string(o->err) : json_null(),
			"bw_kib", bw[0] ? json_real(strtod(bw, NULL)) : json_null(),
			"label", json_object_get(plan, "label") ?: json_null(),
			"kernel_scheduler", json_object_get(plan, "kernel") ?: json_null(),
			"tunables", json_object_get(plan, "tunables") ?: json_null(),
			"expect_sched", expect ?: json_null(),
			"attempts", atoi(o->att), "added_because", o->why_run[0] ? json_string(o->why_run) : json_null(),
			"cache_dropped", !strcmp(o->cache, "1"),
			"job_sha256", o->jsha[0] ? json_string(o->jsha) : json_null(), "job_diff", o->diff);
	o->diff = NULL; /* json_pack's "o" took it, also on failure */
	/* fio's bw is whole KiB/s: keep it an integer in the file. */
	if (res && bw[0] && strtod(bw, NULL) == (double)(long long)strtod(bw, NULL))
		json_object_set_new(res, "bw_kib", json_integer((long long)strtod(bw, NULL)));
	return res;
}

int cmd_record(int argc, char **argv)
{
	struct record_opts o;
	json_t *root, *res;
	int ret;

	if (argc < 2 || cmd_load(argv[1], &root))
		return argc < 2 ? cmd_fail("record: want MANIFEST and options%s", "", NULL) : 2;
	ret = record_parse(argc, argv, &o);
	if (!ret && (!o.sched || !o.cell || !o.run || atoi(o.run) < 1 || !o.status || !o.secs))
		ret = cmd_fail("record: --sched, --cell, --run (>= 1), --status and --seconds are needed%s", "", NULL);
	if (!ret && o.kernel && !doc_kernel(root, o.kernel))
		ret = cmd_fail("record: --kernel %s: not a kernel of the study%s", o.kernel, NULL);
	if (!ret && doc_kernels(root, NULL) && !o.kernel)
		ret = cmd_fail("record: a study with kernels: --kernel NAME is needed%s", "", NULL);
	if (ret) {
		json_decref(o.diff);
		json_decref(root);
		return ret;
	}
	if (!(res = record_result(root, &o))) {
		json_decref(root);
		return cmd_fail("record: out of memory%s", "", NULL);
	}
	if (o.extra) { /* e.g. {"startup": {...}} of a cell that replays (rp-startup.sh) */
		json_t *x = json_loads(o.extra, 0, NULL);

		if (!json_is_object(x)) {
			json_decref(x);
			json_decref(res);
			json_decref(root);
			return cmd_fail("record: --extra is not a JSON object: %s%s", o.extra, NULL);
		}
		json_object_update(res, x);
		json_decref(x);
	}
	if (o.release && *o.release) /* where it ran: the kernel's release, the accelerator */
		json_object_set_new(res, MK_KERNEL_RELEASE, json_string(o.release));
	if (o.accel && *o.accel)
		json_object_set_new(res, MK_ACCEL, json_string(o.accel));
	if (o.host || o.kernel) { /* the place first, as a reader looks for it */
		json_t *h = json_pack("{s:s}", o.host ? MK_HOST : MK_KERNEL, o.host ? o.host : o.kernel);

		json_object_update(h, res);
		json_decref(res);
		res = h;
	}
	if (doc_put_result(root, res)) {
		json_decref(root);
		return cmd_fail("record: out of memory%s", "", NULL);
	}
	return cmd_save(argv[1], root);
}

