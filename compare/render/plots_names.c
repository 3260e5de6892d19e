// plots_names.c: file name stems and axis titles of the plots (see plots_names.h).
#include <stdio.h>
#include <string.h>

#include "render/gp.h"
#include "render/plots_names.h"

const char *plots_mbps_axis(enum units_mbps unit)
{
	switch (unit) {
	case UNITS_MIB: return "MB/s (= MiB/s)";
	case UNITS_MB: return "MB/s (10^6 bytes/s)";
	default: return "MB/s (= KiB/s / 1000)";
	}
}

size_t plots_cell_index(const struct model *m, const char *cell)
{
	size_t i, k = 0;

	/* tables of one cell are consecutive (model.h) */
	for (i = 0; i < m->ntables; i++) {
		if (i && strcmp(m->tables[i].cell, m->tables[i - 1].cell))
			k++;
		if (!strcmp(m->tables[i].cell, cell))
			break;
	}
	return k;
}

void plots_cell_stem(const struct model *m, const char *cell, char *buf, size_t len)
{
	gp_stem(buf, len, cell, "cell", gp_safe(cell) ? 0 : plots_cell_index(m, cell));
}

void plots_name(const struct model *m, const struct model_table *t, char *buf, size_t len)
{
	char cell[GP_STEM_MAX + 16];

	plots_cell_stem(m, t->cell, cell, sizeof(cell));
	snprintf(buf, len, "%s-%s%s%s", cell, metric_info(t->metric)->key, t->ddir ? "-" : "",
		 t->ddir ? t->ddir : ""); /* a randrw cell: a table per direction */
}

void plots_why_name(const struct model *m, const struct model_table *t, const char *kind,
		    char *buf, size_t len)
{
	char cell[GP_STEM_MAX + 16];

	plots_cell_stem(m, t->cell, cell, sizeof(cell));
	snprintf(buf, len, "%s-%s%s%s", cell, kind, t->ddir ? "-" : "", t->ddir ? t->ddir : "");
}
