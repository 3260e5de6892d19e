// figures.c: published figures beside a study (see figures.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/jsonfile.h"
#include "read/figures.h"

const char *figures_name(json_t *root)
{
	const char *n = json_string_value(json_object_get(
		json_object_get(json_object_get(root, "pack"), "descriptor"), "published_figures"));
	size_t i;

	if (!n || !n[0] || n[0] == '/' || strlen(n) > 64)
		return NULL;
	for (i = 0; n[i]; i++) {
		if (n[i] == '/' && (n[i + 1] == '/' || !n[i + 1]))
			return NULL;
		if (n[i] != '/' && n[i] != '_' && n[i] != '-' && !(n[i] >= 'a' && n[i] <= 'z') &&
		    !(n[i] >= '0' && n[i] <= '9'))
			return NULL; /* no '.', so no "..": a name under REFDIR only */
	}
	return n;
}

/* str_at: OBJ.KEY as a string, or NULL. */
static const char *str_at(json_t *obj, const char *key)
{
	return json_string_value(json_object_get(obj, key));
}

/* entries_of: the entries of ARR into F (figures.h: up to the first unusable one). 0 or
 * -ENOMEM. */
static int entries_of(json_t *arr, struct figures *f)
{
	json_t *e, *v;
	size_t i;

	f->v = calloc(json_array_size(arr) + 1, sizeof(*f->v));
	if (!f->v)
		return -ENOMEM;
	json_array_foreach(arr, i, e) {
		struct figures_entry *fe = &f->v[f->n];

		v = json_object_get(e, "value");
		fe->metric = str_at(e, "metric");
		fe->scheduler = str_at(e, "scheduler");
		if (i == FIGURES_MAX || !fe->metric || !fe->scheduler || !json_is_number(v))
			break;
		fe->value = json_number_value(v);
		fe->unit = str_at(e, "unit");
		fe->cpu = str_at(e, "cpu");
		fe->config = str_at(e, "config");
		f->n++;
	}
	return 0;
}

int figures_load(const char *refdir, const char *name, struct figures *out, char *why,
		 size_t whylen)
{
	char path[4096];
	json_t *root;
	int ret;

	memset(out, 0, sizeof(*out));
	snprintf(path, sizeof(path), "%s/%s.json", refdir, name);
	ret = jsonfile_load(path, 0, &root, why, whylen);
	if (ret)
		return ret;
	if (!json_is_array(json_object_get(root, "results"))) {
		snprintf(why, whylen, "%s: no \"results\" array", path);
		json_decref(root);
		return -EINVAL;
	}
	out->root = root;
	out->title = str_at(root, "title");
	out->source = str_at(root, "source");
	out->note = str_at(root, "note");
	ret = entries_of(json_object_get(root, "results"), out);
	if (ret) {
		snprintf(why, whylen, "out of memory");
		figures_free(out);
	}
	return ret;
}

void figures_free(struct figures *f)
{
	free(f->v);
	json_decref(f->root);
	memset(f, 0, sizeof(*f));
}
