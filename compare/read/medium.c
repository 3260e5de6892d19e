/* medium.c: which medium a study ran on (medium.h). */
#include <string.h>

#include <jansson.h>

#include "json/manifestkeys.h"
#include "read/medium.h"

/* model_name: the medium of a device_model value V (an object or a results[] string). */
static const char *model_name(json_t *v)
{
	const char *s;

	if (!v || json_is_null(v))
		return MEDIUM_PLAIN;
	if (json_is_string(v))
		s = json_string_value(v);
	else
		s = json_string_value(json_object_get(v, "name"));
	if (s && !strcmp(s, "none"))
		return MEDIUM_PLAIN;
	return s && *s ? s : "device model of unknown name";
}

const char *medium_name(const struct model *m, size_t k)
{
	if (k >= m->nin || !m->in[k].r.has_manifest)
		return MEDIUM_PLAIN;
	return model_name(json_object_get(m->in[k].r.man.root, MK_DEVICE_MODEL));
}

/* runs_mixed: 1 when ROOT's results[] name more than one device_model. */
static int runs_mixed(json_t *root)
{
	json_t *res = json_object_get(root, MK_RESULTS), *v;
	const char *first = NULL, *s;
	size_t i;

	json_array_foreach(res, i, v) {
		s = model_name(json_object_get(v, MK_DEVICE_MODEL));
		if (!first)
			first = s;
		else if (strcmp(first, s))
			return 1;
	}
	return 0;
}

int medium_mixed(const struct model *m)
{
	size_t k;

	for (k = 0; k < m->nin; k++) {
		if (k > 0 && strcmp(medium_name(m, 0), medium_name(m, k)))
			return 1;
		if (m->in[k].r.has_manifest && runs_mixed(m->in[k].r.man.root))
			return 1;
	}
	return 0;
}

const char *medium_mixed_line(const struct model *m)
{
	return medium_mixed(m) ? "MIXED MEDIA: these rows ran on different media (see Medium above): "
				 "a difference may be the device's, not the scheduler's" : "";
}
