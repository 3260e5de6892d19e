// accel.c: no verdict across accelerators or on an emulated CPU (see accel.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/manifestkeys.h"
#include "model/accel.h"

const struct manifest_kernel *accel_own(const struct results *r)
{
	return r->has_manifest && !r->loose && !r->man.nhosts ? &r->man.own : NULL;
}

const char *accel_of(const struct results *r, const struct manifest_kernel *k)
{
	if (!k || (!k->accel && k == &r->man.own))
		return MK_ACCEL_NATIVE;
	return k->accel ? k->accel : "unknown";
}

/* row_kernel: the kernel row R ran on (its --kernel share's, else accel_own), or NULL. */
static const struct manifest_kernel *row_kernel(const struct model *m, const struct model_row *r)
{
	const struct results *res = &m->in[r->input].r;

	if (res->folders && res->folders[r->sched].kern)
		return res->folders[r->sched].kern;
	return accel_own(res);
}

const char *accel_row(const struct model *m, const struct model_row *r)
{
	return accel_of(&m->in[r->input].r, row_kernel(m, r));
}

int accel_judgeable(const struct model *m, const struct model_table *t)
{
	size_t i;

	for (i = 0; i < t->n; i++)
		if (strcmp(accel_row(m, &t->rows[i]), MK_ACCEL_TCG) == 0 ||
		    strcmp(accel_row(m, &t->rows[i]), accel_row(m, &t->rows[0])) != 0)
			return 0;
	return 1;
}

/* tcg_kernels: the shown names of T's tcg rows' kernels, each name once, ", " between, into
 * BUF. */
static void tcg_kernels(const struct model *m, const struct model_table *t, char *buf,
			size_t len)
{
	const struct manifest_kernel *k, *seen[64];
	size_t i, j, ns = 0, at = 0;

	buf[0] = '\0';
	for (i = 0; i < t->n; i++) {
		if (strcmp(accel_row(m, &t->rows[i]), MK_ACCEL_TCG) != 0)
			continue;
		k = row_kernel(m, &t->rows[i]); /* not NULL: a tcg row has one */
		for (j = 0; j < ns && strcmp(seen[j]->shown, k->shown); j++)
			;
		if (j < ns || ns == 64)
			continue;
		seen[ns++] = k;
		at += (size_t)snprintf(buf + at, at < len ? len - at : 0, "%s%s", ns > 1 ? ", " : "",
				       k->shown);
		if (at >= len)
			return;
	}
}

int accel_table(const struct model *m, struct model_table *t)
{
	char names[512], *line, *with;
	size_t i;
	int mixed;

	if (accel_judgeable(m, t))
		return 0;
	for (i = 0; i < t->n; i++) {
		memset(&t->rows[i].v, 0, sizeof(t->rows[i].v));
		t->rows[i].not_sig = 0;
		t->rows[i].undecided = 0; /* no "?" either: no test was wanted */
		if (strcmp(accel_row(m, &t->rows[i]), MK_ACCEL_TCG) == 0) {
			t->rows[i].ref = NULL; /* no ratio to a published figure either */
			t->rows[i].ratio = 0;
		}
	}
	t->crowned = 0;
	t->has_tau = 0; /* nor Kendall's tau against a published order */
	for (t->tau_n = 0, i = 0; i < t->n; i++)
		t->tau_n += t->rows[i].ref != NULL;
	for (mixed = 0, i = 1; i < t->n; i++)
		mixed |= strcmp(accel_row(m, &t->rows[i]), accel_row(m, &t->rows[0])) != 0;
	tcg_kernels(m, t, names, sizeof(names));
	if (asprintf(&line, "%s%s%s%s", names[0] ? ACCEL_TCG_MARK ": " : "", names,
		     names[0] ? " ran on qemu's tcg, its timings measure the emulator" : "",
		     !mixed ? "" : names[0] ? "; rows ran on different accelerators"
				 : "rows ran on different accelerators") < 0)
		return -ENOMEM;
	if (asprintf(&with, "%s: no verdict in this table, its rows in the study's order "
		     "(COMPARE.md \"Kernels\")", line) < 0) {
		free(line);
		return -ENOMEM;
	}
	free(line);
	return model_table_note(t, with);
}
