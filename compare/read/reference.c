// reference.c: read a published reference set and find its values (see reference.h).
#include <errno.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/jsonfile.h"
#include "read/reference.h"
#include "read/runfile_bounds.h"

void reference_free(struct reference *r)
{
	size_t i;

	for (i = 0; i < r->n; i++)
		free(r->v[i].key);
	free(r->v);
	json_decref(r->root);
	memset(r, 0, sizeof(*r));
}

/* list_sets: the names of the published sets, the DIR/<name>.json files, as "a, b, c"
 * (glob's order: sorted) into BUF; "none" when there is none. */
static void list_sets(const char *dir, char *buf, size_t len)
{
	char *pat;
	glob_t g;
	size_t i, used = 0;

	snprintf(buf, len, "none");
	if (asprintf(&pat, "%s/*.json", dir) < 0)
		return;
	if (glob(pat, 0, NULL, &g) == 0) {
		for (i = 0; i < g.gl_pathc && used < len; i++) {
			const char *b = strrchr(g.gl_pathv[i], '/');
			size_t n;

			b = b ? b + 1 : g.gl_pathv[i];
			n = strlen(b) - 5; /* glob matched "*.json" */
			used += (size_t)snprintf(buf + used, len - used, "%s%.*s", used ? ", " : "",
						 (int)n, b);
		}
		globfree(&g);
	}
	free(pat);
}

static int is_path(const char *spec)
{
	size_t n = strlen(spec);

	return strchr(spec, '/') || (n > 5 && strcmp(spec + n - 5, ".json") == 0);
}

/* entry_of: results[I], E, of a set into X (its key from L): cell, label, metric ("MB/s",
 * "IOPS", "s"), scheduler and value, each bounded; se and n when given. 0; -EINVAL (WHY);
 * -ENOMEM. */
static int entry_of(json_t *e, size_t i, const struct labels *l, struct reference_entry *x,
		    char *why, size_t whylen)
{
	const char *metric, *sched;
	char field[64];
	json_int_t nv;
	int ret, defaulted;

	x->cell = json_string_value(json_object_get(e, "cell"));
	x->label = json_string_value(json_object_get(e, "label"));
	metric = json_string_value(json_object_get(e, "metric"));
	sched = json_string_value(json_object_get(e, "scheduler"));
	if (!x->cell || !x->label || !metric || !sched ||
	    !json_is_number(json_object_get(e, "value")) ||
	    (strcmp(metric, "MB/s") && strcmp(metric, "IOPS") && strcmp(metric, "s"))) {
		snprintf(why, whylen, "results[%zu] lacks cell, label, scheduler, value or a "
			 "metric \"MB/s\", \"IOPS\" or \"s\"", i);
		return -EINVAL;
	}
	x->metric = strcmp(metric, "MB/s") == 0 ? METRIC_MBPS :
		    strcmp(metric, "IOPS") == 0 ? METRIC_IOPS : METRIC_STARTUP;
	snprintf(field, sizeof(field), "results[%zu].value", i);
	if (jsonfile_number(e, "value", field, 0, RUNFILE_RATE_MAX, &x->value, why, whylen))
		return -EINVAL;
	snprintf(field, sizeof(field), "results[%zu].se", i);
	ret = jsonfile_number(e, "se", field, 0, RUNFILE_RATE_MAX, &x->se, why, whylen);
	x->has_se = ret == 0;
	if (ret && ret != -ENOENT)
		return -EINVAL;
	snprintf(field, sizeof(field), "results[%zu].n", i);
	ret = jsonfile_integer(e, "n", field, 0, 1000000, &nv, why, whylen);
	x->n = ret ? 0 : (long)nv;
	if (ret && ret != -ENOENT)
		return -EINVAL;
	x->tunables = json_object_get(e, "tunables");
	x->key = labels_key(l, sched, x->tunables, &defaulted);
	return x->key ? 0 : -ENOMEM;
}

int reference_load(const char *spec, const char *dir, const struct labels *l,
		   struct reference *r, char *why, size_t whylen)
{
	json_t *res, *e;
	char *path;
	size_t i;
	int ret;

	memset(r, 0, sizeof(*r));
	if (is_path(spec))
		path = strdup(spec);
	else if (asprintf(&path, "%s/%s.json", dir, spec) < 0)
		path = NULL;
	if (!path)
		return -ENOMEM;
	ret = jsonfile_load(path, 0, &r->root, why, whylen);
	if (ret == -ENOENT) {
		char sets[512];

		list_sets(dir, sets, sizeof(sets));
		snprintf(why, whylen, "no reference set \"%s\" (%s missing); the published sets: "
			 "%s (or the path of a set's JSON file)", spec, path, sets);
	}
	free(path);
	if (ret)
		return ret;
	ret = -EINVAL;
	r->name = json_string_value(json_object_get(r->root, "name"));
	r->title = json_string_value(json_object_get(r->root, "title"));
	r->kernel = json_string_value(json_object_get(r->root, "kernel"));
	r->fio_version = json_string_value(json_object_get(r->root, "fio_version"));
	res = json_object_get(r->root, "results");
	if (!r->name || !json_is_array(res) ||
	    units_parse(json_string_value(json_object_get(r->root, "mbps_unit")), &r->unit)) {
		snprintf(why, whylen, "not a reference set: needs \"name\", \"mbps_unit\" "
			 "(\"KiB/s/1000\" or \"MiB/s\") and a \"results\" array");
		goto fail;
	}
	r->v = calloc(json_array_size(res) + 1, sizeof(*r->v));
	if (!r->v) {
		ret = -ENOMEM;
		goto fail;
	}
	json_array_foreach(res, i, e) {
		ret = entry_of(e, i, l, &r->v[r->n], why, whylen);
		if (ret)
			goto fail;
		r->n++;
	}
	return 0;
fail:
	reference_free(r);
	return ret;
}
