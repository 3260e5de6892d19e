// model.c: what every model of compare's tables shares: a table's notes, its release, and a
// study's spread threshold (see model.h); the tables are built by build.c (build.h).
#include <errno.h>
#include <stdlib.h>

#include "model/model.h"

void model_table_free(struct model_table *t)
{
	size_t i;

	for (i = 0; i < t->n; i++) {
		free(t->rows[i].label);
		free(t->rows[i].key);
	}
	free(t->rows);
	for (i = 0; i < t->nnotes; i++)
		free(t->notes[i]);
	free(t->notes);
}

int model_table_note(struct model_table *t, char *line)
{
	char **n = realloc(t->notes, (t->nnotes + 1) * sizeof(*n));

	if (!n) {
		free(line);
		return -ENOMEM;
	}
	t->notes = n;
	t->notes[t->nnotes++] = line;
	return 0;
}

double model_rsd_max(const struct results *r)
{
	return r->man.rsd_threshold > 0 ? r->man.rsd_threshold / 100.0 : STATS_RSD_MAX;
}
