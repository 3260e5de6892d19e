// resume.c: run-pack --resume RESULTS_DIR: the study's plan from its arguments, and the checks that
// the device, kernel, pack, engine, fio and --quick values (and every host's) are those of
// its manifest (see study.h; STUDIES.md "Resume").
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/jsonfile.h"
#include "json/manifestkeys.h"
#include "study.h"

/* What --resume takes from a manifest: the study's plan, nothing that names a file, a device
 * or a grant (a results folder may come from anyone; we run as root). Each option of
 * run-pack's recorded args is one of these (run-pack --help): */
static const char *const plan_with_value[] = { "--schedulers", "--runs", "--rsd-threshold",
					       "--order", "--cells", "--scratch-size", "--sweep",
					       "--until-decided", "--budget", "--max-runs", "--kernel",
					       "--device-model",
					       NULL };
static const char *const plan_flags[] = { "--quick", "--map-legacy", "--skip-unoffered", "--yes",
					 NULL };
/* (--sweep's KEY=V1,V2: KEY one of the sweep's allow-list and each value of its kind,
 * checked here (sweep_ok) and again by run-pack, rp-sweep.sh; a scheduler axis NAME:TUNABLE
 * is checked by run-pack's labels) */
/* given again on the resume command line when wanted (a path, a device, a grant, where to
 * write), or the resume command line's own choice (output, strictness): dropped */
static const char *const again_with_value[] = { "--pack", "--device", "--dir", "--destructive",
						"--scratch-backing", "--engine", "--out", NULL };
static const char *const again_flags[] = { "--strict", "--quiet", "--json-progress", NULL };

/* sweep_ok: a manifest's --sweep value V ("KEY=V1,V2,...") passes jobrules_sweep_check for
 * each value (a scheduler axis "NAME:TUNABLE=..." is run-pack's to check). 1, or 0 with WHY. */
static int sweep_ok(const char *v, char *why, size_t whylen)
{
	const char *eq = strchr(v, '='), *p, *comma;
	char line[STUDY_WHY];

	if (eq && memchr(v, ':', (size_t)(eq - v)))
		return 1;
	if (!eq) {
		snprintf(why, whylen, "the manifest's --sweep is not KEY=V1,V2,...");
		return 0;
	}
	for (p = eq + 1;; p = comma + 1) {
		comma = strchr(p, ',');
		if (jobrules_sweep_check(v, (size_t)(eq - v), p, comma ? (size_t)(comma - p) : strlen(p),
					 line, sizeof(line))) {
			snprintf(why, whylen, "the manifest's --sweep %s", line);
			return 0;
		}
		if (!comma)
			return 1;
	}
}

/* model_name_ok: a --device-model value from the manifest is taken only as a model's name
 * (jobs/models/NAME.json, resolved by run-pack: letters, digits, '_', '.', '-', not a .json
 * file name) or "none": never a file path, which would be read as root on a folder's word
 * (the brief: no path taken on trust). 0 with WHY set otherwise. */
static int model_name_ok(const char *v, char *why, size_t whylen)
{
	size_t n = strlen(v);
	char q[64];

	if (n > 0 && n <= 64 && strspn(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
				      "0123456789_.-") == n &&
	    !(n >= 5 && !strcmp(v + n - 5, ".json")))
		return 1;
	snprintf(why, whylen, "its --device-model '%s' is not a model's name (a file is not taken "
		 "from a results folder); cannot resume it", jsonfile_quote(v, q, sizeof(q)));
	return 0;
}

/* in: the index of S in LIST, or -1. */
static int in(const char *s, const char *const *list)
{
	int k;

	for (k = 0; list[k]; k++)
		if (!strcmp(s, list[k]))
			return k;
	return -1;
}

/* is_builtin_engine: ARGS[I] is "--engine libaio": fio's own engine, no file: part of the
 * plan (an --engine PATH, a .so fio would load as root, is given again). */
static int is_builtin_engine(json_t *args, size_t i)
{
	const char *v = json_string_value(json_array_get(args, i + 1));

	return !strcmp(json_string_value(json_array_get(args, i)), "--engine") && v &&
	       !strcmp(v, "libaio");
}

int resume_args(json_t *root, char *why, size_t whylen)
{
	json_t *args = json_object_get(root, "args");
	json_t *pack = json_object_get(json_object_get(root, "pack"), "path");
	const char *cmd = json_string_value(json_object_get(root, "command"));
	const char *a;
	size_t i, n;

	if (!json_is_array(args)) {
		snprintf(why, whylen, "has no \"args\" (written by an older run-pack); cannot resume it");
		return -EINVAL;
	}
	if (json_object_get(root, "hosts")) {
		snprintf(why, whylen, "is a study with --hosts: it cannot be resumed yet");
		return -EINVAL;
	}
	n = json_array_size(args);
	for (i = 0; i < n; i++) {
		a = json_string_value(json_array_get(args, i));
		if (!a) {
			snprintf(why, whylen, "has an \"args\" entry that is not a string; cannot resume it");
			return -EINVAL;
		}
		if (in(a, plan_with_value) >= 0 || in(a, again_with_value) >= 0) {
			if (i + 1 >= n || !json_is_string(json_array_get(args, i + 1))) {
				snprintf(why, whylen, "the manifest's args end with '%s' and no value", a);
				return -EINVAL;
			}
			if (!strcmp(a, "--sweep") &&
			    !sweep_ok(json_string_value(json_array_get(args, i + 1)), why, whylen))
				return -EINVAL;
			if (!strcmp(a, "--device-model") &&
			    !model_name_ok(json_string_value(json_array_get(args, i + 1)), why, whylen))
				return -EINVAL;
			i++;
		} else if (in(a, plan_flags) < 0 && in(a, again_flags) < 0 &&
			   strncmp(a, "--destructive=", 14)) {
			char q[64];

			snprintf(why, whylen, "the manifest's args hold '%s', not an option of a study's plan",
				 jsonfile_quote(a, q, sizeof(q)));
			return -EINVAL;
		}
	}
	printf("ok%c%s%c%s%c", 0, json_string_value(pack) ?: "", 0, cmd ? cmd : "", 0);
	for (i = 0; i < n; i++) {
		a = json_string_value(json_array_get(args, i));
		if (in(a, plan_with_value) >= 0 || is_builtin_engine(args, i))
			printf("%s%c%s%c", a, 0, json_string_value(json_array_get(args, ++i)), 0);
		else if (in(a, again_with_value) >= 0)
			i++;
		else if (in(a, plan_flags) >= 0)
			printf("%s%c", a, 0);
	}
	return 0;
}

/* text_of: V as run-pack's jq -r printed it: a string as is, a number in full, else "null". */
static const char *text_of(json_t *v, char *buf, size_t len)
{
	if (json_is_string(v))
		return json_string_value(v);
	if (json_is_integer(v)) {
		snprintf(buf, len, "%lld", (long long)json_integer_value(v));
		return buf;
	}
	if (json_is_real(v)) {
		snprintf(buf, len, "%g", json_real_value(v));
		return buf;
	}
	return json_is_true(v) ? "true" : json_is_false(v) ? "false" : "null";
}

/* differ: one line "WHAT" (printf-style) when A and B differ; returns 1 then, else 0. */
#define DIFFER(a, b, ...) (strcmp((a), (b)) ? (printf(__VA_ARGS__), putchar('\n'), 1) : 0)

/* host_diffs: the hosts[] entry named by host line L against what the host says now. */
static int host_diffs(json_t *root, const struct spec_line *l)
{
	static const char *const keys[] = { "kernel", "device", "model", "fio_version", "engine_sha256" };
	json_t *v, *h = NULL;
	char b1[64];
	size_t i;
	int k, n = 0;

	json_array_foreach(json_object_get(root, "hosts"), i, v) {
		const char *name = json_string_value(json_object_get(v, "name"));

		if (name && l->nf > 0 && !strcmp(name, l->f[0]))
			h = v;
	}
	if (!h) {
		printf("hosts: %s is not a host of the study\n", l->nf > 0 ? l->f[0] : "");
		return 1;
	}
	for (k = 0; k < 5; k++) {
		const char *was = text_of(json_object_get(h, keys[k]), b1, sizeof(b1));
		const char *now = k + 2 < l->nf && l->f[k + 2][0] ? l->f[k + 2] : "null";

		n += DIFFER(was, now, "host %s: %s was '%s', now '%s'", l->f[0], keys[k], was, now);
	}
	return n;
}

/* kernel_diffs: a study with kernels: the "kernel_entry NAME SPEC RELEASE" lines of now name
 * its kernels, in its order, each with the release its share ran (where it has one). */
static int kernel_diffs(json_t *root, const struct spec_line *l, size_t n)
{
	json_t *ks = json_object_get(root, MK_KERNELS), *k;
	size_t i, j = 0;
	int d = 0;

	for (i = 0; i < n; i++) {
		const char *name, *was, *now;

		if (strcmp(l[i].key, "kernel_entry"))
			continue;
		name = l[i].nf > 0 ? l[i].f[0] : "";
		now = l[i].nf > 2 ? l[i].f[2] : "";
		k = json_array_get(ks, j++);
		if (!k || strcmp(json_string_value(json_object_get(k, MK_NAME)) ?: "", name)) {
			printf("kernels: %s is not the study's kernel number %zu\n", name, j);
			d++;
			continue;
		}
		was = json_string_value(json_object_get(k, MK_RELEASE));
		if (was && *now && strcmp(was, now)) {
			printf("kernel %s: the study ran %s, now %s\n", name, was, now);
			d++;
		}
	}
	if (j != json_array_size(ks)) {
		printf("kernels: the study ran on %zu kernels, now %zu\n", json_array_size(ks), j);
		d++;
	}
	return d;
}

int resume_diffs(json_t *root, const struct spec_line *l, size_t n)
{
	json_t *pack = json_object_get(root, "pack"), *dev = json_object_get(root, "device"), *v;
	const char *was, *key;
	char b1[64], ov[4096] = "";
	size_t i, len = 0, nhosts_now = 0;
	int d = 0;

#define NOW(k) (spec_get(l, n, (k)) ?: "")
	if (doc_kernels(root, NULL)) {
		d += kernel_diffs(root, l, n);
	} else {
		was = text_of(json_object_get(root, "kernel"), b1, sizeof(b1));
		d += DIFFER(was, NOW("kernel"), "kernel: the study ran on %s, this is %s", was, NOW("kernel"));
	}
	was = text_of(json_object_get(pack, "sha256"), b1, sizeof(b1));
	d += DIFFER(was, NOW("pack_sha256"),
		    "pack: %s/pack.json changed (sha256 %.12s... in the manifest, %.12s... now)",
		    NOW("pack_path"), was, NOW("pack_sha256"));
	for (i = 0; i < n; i++) {
		if (strcmp(l[i].key, "job") || l[i].nf < 3)
			continue;
		v = json_object_get(json_object_get(json_object_get(pack, "job_files"), l[i].f[0]), "sha256");
		was = json_string_value(v) ?: "";
		d += DIFFER(was, l[i].f[2], "pack: %s.fio changed (sha256 %.12s... in the manifest, %.12s... now)",
			    l[i].f[0], was, l[i].f[2]);
	}
	was = text_of(json_object_get(root, "engine"), b1, sizeof(b1));
	d += DIFFER(was, NOW("engine"), "engine: the study ran %s, now %s", was, NOW("engine"));
	was = text_of(json_object_get(root, "fio_version"), b1, sizeof(b1));
	d += DIFFER(was, NOW("fio_version"), "fio: the study ran %s, now %s", was, NOW("fio_version"));
	if (!strcmp(NOW("quick"), "1")) {
		json_object_foreach(json_object_get(root, "overrides"), key, v) {
			len += (size_t)snprintf(ov + len, len < sizeof(ov) ? sizeof(ov) - len : 0, "%s%s=%s",
						len ? " " : "", key, json_string_value(v) ?: "");
			if (len >= sizeof(ov))
				break;
		}
		d += DIFFER(ov, NOW("overrides"), "--quick values: the study ran %s, now %s", ov, NOW("overrides"));
	}
	if (json_is_true(json_object_get(dev, "scratch"))) {
		was = text_of(json_object_get(dev, "size_mib"), b1, sizeof(b1));
		d += DIFFER("1", NOW("scratch"), "device: the study ran on a scratch loop device");
		d += DIFFER(was, NOW("scratch_size"), "device: the scratch device had %s MiB, now %s",
			    was, NOW("scratch_size"));
	} else if (!json_object_get(root, "hosts")) {
		char b2[64];

		was = text_of(json_object_get(dev, "path"), b1, sizeof(b1));
		d += DIFFER(was, NOW("device"), "device: the study ran on %s, now %s", was, NOW("device"));
		was = text_of(json_object_get(dev, "size_mib"), b2, sizeof(b2));
		d += DIFFER(was, NOW("size_mib"), "device: %s had %s MiB, now %s", NOW("device"), was,
			    NOW("size_mib"));
		was = json_string_value(json_object_get(dev, "model")) ?: "";
		d += DIFFER(was, NOW("model"), "device: model was '%s', now '%s'", was, NOW("model"));
	}
	for (i = 0; i < n; i++) {
		if (!strcmp(l[i].key, "host")) {
			d += host_diffs(root, &l[i]);
			nhosts_now++;
		}
	}
	if (nhosts_now != doc_hosts(root, NULL)) {
		printf("hosts: the study ran on %zu hosts, now %zu\n", doc_hosts(root, NULL), nhosts_now);
		d++;
	}
#undef NOW
	return d;
}
