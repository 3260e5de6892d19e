// render_words.c: table titles, the MB/s line and row notes (see render_words.h).
#include <stdio.h>
#include <string.h>

#include "render/render_words.h"

void render_units_line(const struct model *m, char *buf, size_t len)
{
	const char *why;

	if (m->unit_given)
		why = "chosen with --unit";
	else if (m->ref)
		why = "the unit of the reference set";
	else if (m->unit_assumed)
		why = "assumed: no --unit and no mbps_unit in a manifest.json";
	else if (m->unit_mixed)
		why = "the first folder's pack; the folders' packs disagree";
	else
		why = "the unit of the pack's published results";
	snprintf(buf, len, "%s (%s)", units_describe(m->unit), why);
}

/* render_row_notes: see render.h. */
void render_row_notes(const struct model_row *row, char *buf, size_t len)
{
	if (row->few)
		snprintf(buf, len, "  N < %d", STATS_MIN_RUNS);
	else if (row->spread)
		snprintf(buf, len, "  RSD %.1f %% > %.1f %%", row->rsd * 100, STATS_RSD_MAX * 100);
	else
		buf[0] = '\0';
}

void render_table_where(const struct model *m, const struct model_table *t, char *buf,
			size_t len)
{
	snprintf(buf, len, "%s%s%s", t->cell,
		 t->host ? " on " : m->nhost_tables ? ", all hosts" : "", t->host ? t->host : "");
}
