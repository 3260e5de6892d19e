// plots_names.c: file name stems and axis titles of the plots (see plots_names.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/gp.h"
#include "model/sweep.h"
#include "render/plots_names.h"

#define SWEEP_STEM_RAW (3 * PLOTS_SWEEP_STEM_PART + 3)

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

/* sweep_stems: the stems of S's families (plots_sweep_stems) into STEMS[S->n]. */
static void sweep_stems(const struct model *m, const struct sweep *s, char (*stems)[PLOTS_SWEEP_STEM_LEN])
{
	char base[PLOTS_SWEEP_STEM_PART + 1], axis[PLOTS_SWEEP_STEM_PART + 1];
	char rest[PLOTS_SWEEP_STEM_PART + 1];
	char raw[SWEEP_STEM_RAW], cell[GP_STEM_MAX + 16];
	size_t i, j, t, k;
	int clash;

	for (i = 0; i < s->n; i++) {
		gp_sanitise(base, sizeof(base), s->f[i].base);
		gp_sanitise(axis, sizeof(axis), s->f[i].axis);
		gp_sanitise(rest, sizeof(rest), s->f[i].rest);
		snprintf(raw, sizeof(raw), "%s-%s%s%s", base, axis, s->f[i].rest[0] ? "-" : "",
			 s->f[i].rest[0] ? rest : "");
		for (k = 1;; k++) {
			if (k == 1)
				snprintf(stems[i], PLOTS_SWEEP_STEM_LEN, "%s", raw);
			else
				snprintf(stems[i], PLOTS_SWEEP_STEM_LEN, "%s-%zu", raw, k);
			clash = 0;
			for (j = 0; j < i && !clash; j++)
				clash = !strcmp(stems[j], stems[i]);
			for (t = 0; t < m->ntables && !clash; t++) {
				plots_cell_stem(m, m->tables[t].cell, cell, sizeof(cell));
				clash = !strcmp(cell, stems[i]);
			}
			if (!clash)
				break;
		}
	}
}

int plots_sweep_stems(const struct model *m, char (**stems)[PLOTS_SWEEP_STEM_LEN])
{
	static const struct sweep none;
	const struct sweep *s = m->sweep ? m->sweep : &none;

	*stems = calloc(s->n + 1, sizeof(**stems));
	if (!*stems)
		return -ENOMEM;
	sweep_stems(m, s, *stems);
	return 0;
}
