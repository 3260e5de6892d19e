// order.c: which run of a study comes next, and how many are planned (see study.h).
// Order (issue 5): interleaved (default) runs round r of every scheduler and cell before
// round r+1, so that a warm-up or a thermal drift spreads over all schedulers; blocked runs
// all runs of one scheduler, cell by cell, before the next (the Phoronix Test Suite's order).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "json/jsonfile.h"
#include "runpath/runpath.h"
#include "seqtest/seqtest.h"
#include "json/manifestkeys.h"
#include "study.h"

#define ORDER_MAX_RUN 1000000

/* run_has_json: DIR/[HOST/]FOLDER/CELL/run-RUN/fio.json exists. */
static int run_has_json(const char *dir, const char *host, const char *folder, const char *cell,
			int run)
{
	char path[4096];
	struct stat st;
	int n = runpath_print(path, sizeof(path), dir, host, folder, cell, run, "fio.json");

	return n > 0 && (size_t)n < sizeof(path) && stat(path, &st) == 0;
}

/* host_done: the run is ok on HOST with its fio.json in place (--resume leaves it alone). */
static int host_done(json_t *root, const char *dir, const char *host, const struct slot *s)
{
	json_t *r = doc_result(root, host, s->folder, s->cell, s->run);
	const char *st = json_string_value(json_object_get(r, "status"));

	return st && !strcmp(st, "ok") && run_has_json(dir, host, s->folder, s->cell, s->run);
}

/* want: whether slot S is to be run now on the NHOSTS places HOSTS (none: a study without
 * places): 1 (WHY: the reason of an extra run, "" for a scheduled one), 0 not, -ENOMEM. A
 * slot of a scheduler skipped on a kernel (order_next's ONLY) is not. PLANS: a decided
 * study's plans computed so far (decide_more). */
static int want(json_t *root, const char *dir, const char **hosts, size_t nhosts,
		struct seqtest_plans *plans, const struct slot *s, char *why, size_t whylen)
{
	long runs = doc_int(root, "runs", 3);
	const char *mode = json_string_value(json_object_get(root, MK_RUNS_MODE));
	int decided = mode && !strcmp(mode, MK_RUNS_MODE_DECIDED);
	size_t h, nh = nhosts ? nhosts : 1, pending = 0;
	char one[STUDY_WHY];
	int ret;

	why[0] = '\0';
	if (nhosts == 1 && doc_kernel_skips(root, hosts[0], s->folder))
		return 0;
	for (h = 0; h < nh; h++)
		pending += !host_done(root, dir, nhosts ? hosts[h] : NULL, s);
	if (!pending)
		return 0;
	if (s->run <= runs)
		return 1;
	for (h = 0; h < nh; h++) {
		const char *host = nhosts ? hosts[h] : NULL;

		if (!doc_result(root, host, s->folder, s->cell, s->run - 1))
			continue;
		ret = decided ? decide_more(root, plans, host, s->folder, s->cell, s->run - 1, one, sizeof(one))
			      : dyn_more(root, host, s->folder, s->cell, s->run - 1, one, sizeof(one));
		if (ret < 0)
			return ret;
		if (ret) {
			snprintf(why, whylen, "%s%s%s", host ? host : "", host ? ": " : "", one);
			return 1;
		}
	}
	return 0;
}

/* any_result_of_run: some result (of place ONLY, or of any place when ONLY is NULL; any
 * scheduler, cell) has run number RUN. */
static int any_result_of_run(json_t *root, const char *only, int run)
{
	const char *p;
	json_t *r;
	size_t i;

	json_array_foreach(json_object_get(root, "results"), i, r) {
		p = doc_result_place(r);
		if (only && (!p || strcmp(p, only)))
			continue;
		if (json_integer_value(json_object_get(r, "run")) == run)
			return 1;
	}
	return 0;
}

/* index_of: the position of string S in array ARR, or -1. */
static long index_of(json_t *arr, const char *s)
{
	json_t *v;
	size_t i;

	json_array_foreach(arr, i, v) {
		if (json_is_string(v) && !strcmp(json_string_value(v), s))
			return (long)i;
	}
	return -1;
}

int order_next(json_t *root, const char *dir, const char *only, const struct slot *after,
	       struct slot *next, char *why, size_t whylen)
{
	json_t *scheds = json_object_get(root, "schedulers"), *cells = json_object_get(root, "cells");
	const char *ord = json_string_value(json_object_get(root, "order"));
	size_t ns = json_array_size(scheds), nc = json_array_size(cells), npairs = ns * nc;
	long runs = doc_int(root, "runs", 3), k = 0, si, ci;
	int r = 1, ret = 0, blocked = ord && !strcmp(ord, "blocked");
	const char **hosts = NULL;
	struct seqtest_plans plans = { 0 }; /* a decided study's: one per place, not per slot */
	size_t nhosts = 0;

	if (doc_kernels(root, NULL)) {
		if (!only || !doc_kernel(root, only)) {
			snprintf(why, whylen, "a study with --kernel: say which kernel's share (%s%s%s)",
				 only ? "not a kernel of the study: '" : "--kernel NAME", only ? only : "",
				 only ? "'" : "");
			return -EINVAL;
		}
		if (!(hosts = calloc(1, sizeof(*hosts))))
			return -ENOMEM;
		hosts[0] = only;
		nhosts = 1;
	} else if (only) {
		snprintf(why, whylen, "--kernel %s: the study has no kernels", only);
		return -EINVAL;
	} else {
		nhosts = doc_hosts(root, &hosts);
	}
	if (nhosts && !hosts)
		return -ENOMEM;
	if (after) {
		si = index_of(scheds, after->folder);
		ci = index_of(cells, after->cell);
		if (si < 0 || ci < 0) {
			free(hosts);
			snprintf(why, whylen, "--after %s %s: not a scheduler and cell of the study",
				 after->folder, after->cell);
			return -EINVAL;
		}
		k = si * (long)nc + ci;
		r = after->run;
		if (blocked) {
			r++;
		} else if (++k == (long)npairs) {
			k = 0;
			r++;
		}
	}
	while (npairs && k < (long)npairs && r <= ORDER_MAX_RUN) {
		next->folder = json_string_value(json_array_get(scheds, (size_t)k / nc));
		next->cell = json_string_value(json_array_get(cells, (size_t)k % nc));
		next->run = r;
		if (!blocked && k == 0 && r > runs && !any_result_of_run(root, only, r - 1))
			break; /* interleaved: no run r-1 anywhere, so no run r either */
		ret = want(root, dir, hosts, nhosts, &plans, next, why, whylen);
		if (ret)
			break;
		if (blocked) {
			if (r > runs) { /* an extra run not wanted: the pair is complete */
				k++;
				r = 1;
			} else {
				r++;
			}
		} else if (++k == (long)npairs) {
			k = 0;
			r++;
		}
	}
	free(hosts);
	seqtest_plans_free(&plans);
	return ret;
}

/* set_of: the strings of array ARR as the keys of a new object (a set); NULL when out of
 * memory. */
static json_t *set_of(json_t *arr)
{
	json_t *set = json_object(), *v;
	size_t i;

	json_array_foreach(arr, i, v) {
		if (set && json_is_string(v) && json_object_set_new(set, json_string_value(v), json_true())) {
			json_decref(set);
			return NULL;
		}
	}
	return set;
}

/* key_of: "LEN:HOST LEN:FOLDER LEN:CELL" (HOST "" without --hosts), then ":RUN" when RUN > 0,
 * into a new string (NULL when out of memory): one key per slot, unambiguous whatever the
 * names hold. */
static char *key_of(const char *host, const char *folder, const char *cell, long run)
{
	char *k;

	host = host ? host : "";
	if (asprintf(&k, "%zu:%s%zu:%s%zu:%s:%ld", strlen(host), host, strlen(folder), folder,
		     strlen(cell), cell, run) < 0)
		return NULL;
	return k;
}

/* count_place: order_count for the hosts of ROOT (KERNEL NULL), or for kernel KERNEL alone,
 * whose skipped schedulers (kernels[].skipped) count for nothing. */
static int count_place(json_t *root, const char *kernel, long *total, long *done)
{
	json_t *scheds = set_of(json_object_get(root, "schedulers"));
	json_t *cells = set_of(json_object_get(root, "cells"));
	json_t *seen = json_object(), *slots = json_object(), *hset = json_object(), *res, *n;
	long runs = doc_int(root, "runs", 3), run;
	const char **hosts = NULL, *key;
	size_t nhosts = kernel ? 1 : doc_hosts(root, &hosts), i, nh, ns, nc;
	char *k = NULL;
	int ret = -ENOMEM;

	*total = *done = 0;
	if (!scheds || !cells || !seen || !slots || !hset || (nhosts && !kernel && !hosts))
		goto out;
	for (i = 0; i < nhosts; i++)
		if (json_object_set_new(hset, kernel ? kernel : hosts[i], json_true()))
			goto out;
	json_object_foreach(json_object_get(doc_kernel(root, kernel), MK_SKIPPED), key, n)
		json_object_del(scheds, key);
	nh = nhosts ? json_object_size(hset) : 1;
	ns = json_object_size(scheds);
	nc = json_object_size(cells);
	/* runs <= 1,000,000 (doc_int), ns and nc below the 64 MiB of a manifest: no overflow */
	*total = (long)ns * (long)nc * runs;
	/* One pass over the results (the first entry of a slot and place is the one doc_result
	 * finds), then over the slots they name: linear in the manifest, whatever runs says. */
	json_array_foreach(json_object_get(root, "results"), i, res) {
		const char *host = doc_result_place(res);
		const char *folder = json_string_value(json_object_get(res, "scheduler"));
		const char *cell = json_string_value(json_object_get(res, "cell"));
		const char *st = json_string_value(json_object_get(res, "status"));

		run = json_is_integer(json_object_get(res, "run"))
		      ? (long)json_integer_value(json_object_get(res, "run")) : 0;
		if (!folder || !cell || run < 1 || run > runs || !json_object_get(scheds, folder) ||
		    !json_object_get(cells, cell) || (nhosts ? !host || !json_object_get(hset, host) : !!host))
			continue;
		if (!(k = key_of(host, folder, cell, run)))
			goto out;
		if (json_object_get(seen, k)) {
			free(k);
			k = NULL;
			continue;
		}
		if (json_object_set_new(seen, k, json_true()))
			goto out;
		free(k);
		k = NULL;
		if (!st || strcmp(st, "ok"))
			continue;
		if (!(k = key_of(NULL, folder, cell, run)))
			goto out;
		n = json_object_get(slots, k);
		if (json_object_set_new(slots, k, json_integer(n ? json_integer_value(n) + 1 : 1)))
			goto out;
		free(k);
		k = NULL;
	}
	json_object_foreach(slots, key, n)
		*done += json_integer_value(n) == (json_int_t)nh;
	ret = 0;
out:
	free(k);
	free(hosts);
	json_decref(scheds);
	json_decref(cells);
	json_decref(seen);
	json_decref(slots);
	json_decref(hset);
	return ret;
}

int order_count(json_t *root, const char *only, long *total, long *done)
{
	const char **ks = NULL;
	size_t nk = doc_kernels(root, &ks), i;
	long t, d;
	int ret = 0, found = 0;

	if (!nk)
		return only ? -EINVAL : count_place(root, NULL, total, done);
	if (!ks)
		return -ENOMEM;
	*total = *done = 0;
	for (i = 0; i < nk && !ret; i++) {
		if (only && strcmp(ks[i], only))
			continue;
		found = 1;
		ret = count_place(root, ks[i], &t, &d);
		*total += t;
		*done += d;
	}
	free(ks);
	return ret ? ret : found ? 0 : -EINVAL;
}

int order_plan_check(json_t *root, char *why, size_t whylen)
{
	static const char *const keys[] = { "schedulers", "cells", MK_KERNELS };
	char q[64];
	json_t *arr, *v;
	size_t i;
	int k;

	for (k = 0; k < 3; k++) {
		arr = json_object_get(root, keys[k]);
		if (k == 2 && !arr)
			break; /* a study without kernels */
		if (!json_is_array(arr)) {
			snprintf(why, whylen, "has no \"%s\" list", keys[k]);
			return -EINVAL;
		}
		json_array_foreach(arr, i, v) {
			const char *s = json_string_value(k == 2 ? json_object_get(v, MK_NAME) : v);

			if (!s || !*s || strchr(s, '/') || !strcmp(s, ".") || !strcmp(s, "..") ||
			    !jsonfile_name_ok(s)) {
				snprintf(why, whylen, "%s[%zu] is not a folder name (%s)", keys[k], i,
					 s ? jsonfile_quote(s, q, sizeof(q)) : "not a string");
				return -EINVAL;
			}
		}
	}
	return 0;
}
