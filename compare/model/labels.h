/*
 * labels.h: jobs/sched-labels.tsv, the scheduler label table, and the "scheduler key"
 * compare matches rows with.
 *
 * A key is the kernel scheduler name, then ":" and the tunables the table uses for that
 * scheduler, name=value, comma-separated in table order: "none", "bfq:low_latency=1".
 * Where a run's stats do not record a tunable (schema 1), the kernel default is assumed:
 * bfq low_latency=1 (kernel Documentation/block/bfq-iosched.rst); the caller says so.
 *
 * Label of a key: the FIRST row whose scheduler is the key's and whose tunables the key all
 * has (the table's rule, written once in lib/label/schedlabel.c schedlabel_find, which the
 * engine's tag and run-pack, through build/schedaio-label, use too), else the key itself.
 * The table is the one compiled into schedlabel.c from jobs/sched-labels.tsv.
 */
#ifndef COMPARE_LABELS_H
#define COMPARE_LABELS_H

#include <stddef.h>

#include <jansson.h>

struct labels_row {
	char *label, *sched, *tunables, *legacy; /* tunables/legacy: NULL for "-" */
};

struct labels {
	struct labels_row *rows;
	size_t n;
};

/* labels_load: the compiled-in table (schedlabel_rows) into *L. 0 or -ENOMEM (then *L is
 * empty). */
int labels_load(struct labels *l);

/* labels_key: a new string (caller frees), the key of scheduler SCHED with TUNABLES, a
 * JSON object {name: "value"} (target.tunables) or NULL when not recorded (defaults are
 * used). *DEFAULTED is set to 1 when a default filled in a tunable. NULL on -ENOMEM. */
char *labels_key(const struct labels *l, const char *sched, json_t *tunables, int *defaulted);

/* labels_key_of_label: the key of the first row named LABEL into a new string, or NULL
 * when the table has no such label (or on -ENOMEM). */
char *labels_key_of_label(const struct labels *l, const char *label);

/* labels_name: the label of KEY (points into L, or to KEY itself when no row matches). */
const char *labels_name(const struct labels *l, const char *key);

/* labels_legacy: the kernel name the label of KEY maps to with run-pack --map-legacy
 * ("deadline" -> "mq-deadline", "noop" -> "none"), or NULL. */
const char *labels_legacy(const struct labels *l, const char *key);

/* labels_free: release L; safe on an empty table. */
void labels_free(struct labels *l);

#endif
