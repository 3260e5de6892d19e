// kernels.c: run-pack --kernel: what each kernel's share found, written into its kernels[]
// entry (kernel-set), and the kernels listed for run-pack (kernels). The entries are made by
// init (doc.c kernel_of, from run-pack's "kernel_entry" lines); the manifest keys are
// lib/json/manifestkeys.h's (STUDIES.md "Kernels as an axis").
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/jsonfile.h"
#include "json/manifestkeys.h"
#include "study.h"

/* The keys kernel-set writes from a spec line's first field as a string (or null when empty). */
static const char *const kernel_strings[] = { MK_RELEASE, MK_ACCEL, MK_FROM, MK_STATUS, "started",
					      "ended", "device", "backing", "error", NULL };

/* kernel_set_line: spec line L into kernel entry K (SKIPPED and PREFLIGHT collect the "skip"
 * and "preflight" lines). 0, -EINVAL (WHY: a key kernel-set does not write, a bad value),
 * -ENOMEM. */
static int kernel_set_line(json_t *k, const struct spec_line *l, json_t *skipped, json_t *preflight,
			   char *why, size_t whylen)
{
	const char *v = l->nf > 0 ? l->f[0] : "";
	json_t *j;
	size_t i;
	char *end;

	for (i = 0; kernel_strings[i]; i++)
		if (!strcmp(l->key, kernel_strings[i]))
			return json_object_set_new(k, l->key, *v ? json_string(v) : json_null()) ? -ENOMEM : 0;
	if (!strcmp(l->key, "size_mib")) {
		long long n = strtoll(v, &end, 10);

		if (!*v || *end || n < 0) {
			snprintf(why, whylen, "size_mib '%s' is not a whole number", v);
			return -EINVAL;
		}
		return json_object_set_new(k, l->key, json_integer(n)) ? -ENOMEM : 0;
	}
	if (!strcmp(l->key, MK_BACKING_TYPE)) { /* one of two words, or null */
		if (*v && strcmp(v, MK_BACKING_NULL_BLK) && strcmp(v, MK_BACKING_FILE)) {
			snprintf(why, whylen, "backing_type '%s' is not %s or %s", v,
				 MK_BACKING_NULL_BLK, MK_BACKING_FILE);
			return -EINVAL;
		}
		return json_object_set_new(k, l->key, *v ? json_string(v) : json_null()) ? -ENOMEM : 0;
	}
	if (!strcmp(l->key, MK_DIRECT_IO)) { /* the loop device's loop/dio: 1, 0, or "" (null) */
		if (*v && strcmp(v, "1") && strcmp(v, "0")) {
			snprintf(why, whylen, "direct_io '%s' is not 1, 0 or empty", v);
			return -EINVAL;
		}
		return json_object_set_new(k, l->key, *v ? json_boolean(*v == '1') : json_null()) ?
		       -ENOMEM : 0;
	}
	if (!strcmp(l->key, "skipped")) /* the share's list follows (skip lines); may be empty */
		return 0;
	if (!strcmp(l->key, "skip"))
		return json_object_set_new(skipped, v, json_string(l->nf > 1 ? l->f[1] : "")) ? -ENOMEM : 0;
	if (!strcmp(l->key, "preflight"))
		return json_array_append_new(preflight, json_string(v)) ? -ENOMEM : 0;
	if (!strcmp(l->key, MK_DEVICE_MODEL)) {
		j = *v ? json_loads(v, JSON_REJECT_DUPLICATES | JSON_DECODE_ANY, NULL) : json_null();
		if (!j || !(json_is_object(j) || json_is_null(j))) {
			json_decref(j);
			snprintf(why, whylen, "device_model is not a JSON object or null");
			return -EINVAL;
		}
		return json_object_set_new(k, l->key, j) ? -ENOMEM : 0;
	}
	snprintf(why, whylen, "kernel-set does not write '%s'", l->key);
	return -EINVAL;
}

/* kernel_set: the N spec lines L into ROOT's kernels[] entry NAME: each key replaced; skipped
 * replaced when a "skipped" line is given (its "skip FOLDER WHY" lines the new list, each
 * FOLDER one of the study's schedulers), preflight when a "preflight" line is. 0, -EINVAL
 * (WHY), -ENOMEM. */
static int kernel_set(json_t *root, const char *name, const struct spec_line *l, size_t n,
		      char *why, size_t whylen)
{
	json_t *k = doc_kernel(root, name), *skipped = json_object(), *pre = json_array();
	int ret = 0, has_skipped = 0, has_pre = 0;
	size_t i;

	if (!k) {
		snprintf(why, whylen, "'%s' is not a kernel of the study", name);
		ret = -EINVAL;
	}
	if (!ret && (!skipped || !pre))
		ret = -ENOMEM;
	for (i = 0; i < n && !ret; i++) {
		has_skipped |= !strcmp(l[i].key, "skipped") || !strcmp(l[i].key, "skip");
		has_pre |= !strcmp(l[i].key, "preflight");
		if (!strcmp(l[i].key, "skip") && !doc_plan_entry(root, l[i].nf ? l[i].f[0] : "")) {
			snprintf(why, whylen, "skip '%s': not a scheduler folder of the study",
				 l[i].nf ? l[i].f[0] : "");
			ret = -EINVAL;
			break;
		}
		ret = kernel_set_line(k, &l[i], skipped, pre, why, whylen);
	}
	if (!ret && has_skipped)
		ret = json_object_set(k, MK_SKIPPED, skipped) ? -ENOMEM : 0;
	if (!ret && has_pre)
		ret = json_object_set(k, MK_PREFLIGHT, pre) ? -ENOMEM : 0;
	if (ret == -ENOMEM)
		snprintf(why, whylen, "out of memory");
	json_decref(skipped);
	json_decref(pre);
	return ret;
}

int cmd_kernel_set(int argc, char **argv)
{
	struct spec_line *l;
	char why[STUDY_WHY], *buf;
	json_t *root;
	size_t n;
	int ret;

	if (argc != 3)
		return cmd_fail("kernel-set: want MANIFEST NAME%s", "", NULL);
	if (cmd_load(argv[1], &root))
		return 2;
	if (spec_read(&buf, &l, &n, why, sizeof(why))) {
		json_decref(root);
		return cmd_fail("kernel-set: %s%s", why, NULL);
	}
	ret = kernel_set(root, argv[2], l, n, why, sizeof(why));
	free(buf);
	free(l);
	if (ret) {
		json_decref(root);
		return cmd_fail("kernel-set: %s%s", why, NULL);
	}
	return cmd_save(argv[1], root);
}

/* field: V as one field of a tab-separated line: a string without tabs or newlines (those
 * become blanks: names and releases have none), "" for anything else. */
static void field(FILE *out, json_t *v)
{
	const char *s = json_string_value(v), *p;

	for (p = s ? s : ""; *p; p++)
		fputc(*p == '\t' || *p == '\n' || *p == '\r' ? ' ' : *p, out);
}

int cmd_kernels(int argc, char **argv)
{
	static const char *const keys[] = { MK_NAME, MK_SPEC, MK_RELEASE, MK_ACCEL, MK_STATUS };
	json_t *root, *k;
	size_t i, j;

	if (argc != 2)
		return cmd_fail("kernels: want MANIFEST%s", "", NULL);
	if (cmd_load(argv[1], &root))
		return 2;
	json_array_foreach(json_object_get(root, MK_KERNELS), i, k) {
		if (!jsonfile_name_ok(json_string_value(json_object_get(k, MK_NAME)) ?: ""))
			continue; /* not a folder name: never a run folder's level */
		for (j = 0; j < sizeof(keys) / sizeof(keys[0]); j++) {
			if (j)
				putchar('\t');
			field(stdout, json_object_get(k, keys[j]));
		}
		putchar('\n');
	}
	json_decref(root);
	return 0;
}
