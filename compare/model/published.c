// published.c: the published value of a table row in a reference set (see input.h).
#include <string.h>

#include "model/input.h"
#include "model/labels.h"

const struct reference_entry *reference_find(const struct reference *r, const struct labels *l,
					     const char *cell, enum metric metric,
					     const char *key)
{
	const struct reference_entry *x;
	const char *legacy;
	size_t i;

	for (i = 0; i < r->n; i++) {
		x = &r->v[i];
		if (x->metric == metric && strcmp(x->cell, cell) == 0 && strcmp(x->key, key) == 0)
			return x;
	}
	for (i = 0; i < r->n; i++) {
		x = &r->v[i];
		legacy = labels_legacy(l, x->key);
		if (x->metric == metric && strcmp(x->cell, cell) == 0 && legacy &&
		    strcmp(legacy, key) == 0)
			return x;
	}
	return NULL;
}
