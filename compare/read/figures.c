// figures.c: published figures beside a study (see figures.h).
#include <errno.h>
#include <stdio.h>
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

int figures_load(const char *refdir, const char *name, json_t **out, char *why, size_t whylen)
{
	char path[4096];
	int ret;

	snprintf(path, sizeof(path), "%s/%s.json", refdir, name);
	ret = jsonfile_load(path, 0, out, why, whylen);
	if (ret)
		return ret;
	if (!json_is_array(json_object_get(*out, "results"))) {
		snprintf(why, whylen, "%s: no \"results\" array", path);
		json_decref(*out);
		*out = NULL;
		return -EINVAL;
	}
	return 0;
}
