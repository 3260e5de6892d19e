/* medium.c: which medium a study ran on (medium.h). */
#include <string.h>

#include "model/medium.h"

const char *medium_name(const struct model *m, size_t k)
{
	if (k >= m->nin || !m->in[k].r.has_manifest || !m->in[k].r.man.medium)
		return MEDIUM_PLAIN;
	return m->in[k].r.man.medium;
}

int medium_mixed(const struct model *m)
{
	size_t k;

	for (k = 0; k < m->nin; k++) {
		if (k > 0 && strcmp(medium_name(m, 0), medium_name(m, k)))
			return 1;
		if (m->in[k].r.has_manifest && m->in[k].r.man.media_mixed)
			return 1;
	}
	return 0;
}

const char *medium_mixed_line(const struct model *m)
{
	return medium_mixed(m) ? "MIXED MEDIA: these rows ran on different media (see Medium above): "
				 "a difference may be the device's, not the scheduler's" : "";
}
