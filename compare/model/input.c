// input.c: the few functions on what the readers fill (see input.h): lookups and release.
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/input.h"

const double runfile_curve_pcts[RUNFILE_CURVE_N] = {
	50, 60, 70, 80, 90, 95, 99, 99.5, 99.9, 99.95, 99.99,
};

const struct results_series *results_series(const struct results *r, size_t s, size_t c)
{
	return &r->series[s * r->ncells + c];
}

void results_details_free(struct results_details *d)
{
	size_t i;

	trace_class_free(&d->trace.jobs);
	free(d->ts_kibps);
	free(d->inflight.v);
	free(d->reap.v);
	free(d->ooo.v);
	for (i = 0; i < d->ndev; i++) {
		free(d->dev[i].device);
		free(d->dev[i].role);
	}
	free(d->dev);
	free(d->stack);
	free(d->tunables);
	free(d->notes);
	memset(d, 0, sizeof(*d));
}

int results_note(struct results *r, const char *cell, const char *text)
{
	char line[RESULTS_NOTE_MAX + 1];
	struct results_note *n;
	size_t i;

	snprintf(line, sizeof(line), "%s", text);
	for (i = 0; line[i]; i++)
		if ((unsigned char)line[i] < 0x20 || line[i] == 0x7f)
			line[i] = ' '; /* one line whatever a file name or job name held */
	for (i = 0; i < r->nnotes; i++) {
		n = &r->notes[i];
		if (!strcmp(n->cell, cell) && !strcmp(n->text, line)) {
			n->count++;
			return 0;
		}
	}
	if (r->nnotes == RESULTS_MAX_NOTES) {
		r->notes_dropped++;
		return 0;
	}
	if (!r->notes && !(r->notes = calloc(RESULTS_MAX_NOTES, sizeof(*r->notes))))
		return -ENOMEM;
	n = &r->notes[r->nnotes];
	n->cell = strdup(cell);
	n->text = strdup(line);
	if (!n->cell || !n->text) {
		free(n->cell);
		free(n->text);
		memset(n, 0, sizeof(*n));
		return -ENOMEM;
	}
	n->count = 1;
	r->nnotes++;
	return 0;
}

void results_notes_free(struct results *r)
{
	size_t i;

	for (i = 0; i < r->nnotes; i++) {
		free(r->notes[i].cell);
		free(r->notes[i].text);
	}
	free(r->notes);
	r->notes = NULL;
	r->nnotes = r->notes_dropped = 0;
}
