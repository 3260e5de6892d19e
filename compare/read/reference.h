/*
 * reference.h: a published reference set, results/reference/<name>.json (see
 * results/reference/README.md): the Phoronix values a study is compared with.
 *
 * Only the fields compare uses are read: name, title, kernel, mbps_unit ("KiB/s/1000" or
 * "MiB/s", units.h) and results[] {cell, metric ("MB/s", "IOPS", or "s": the start-up
 * time of jobs/startup, METRIC_STARTUP), label, scheduler, tunables {name: "value"}, value,
 * se?, n?}. MB/s values are in the set's mbps_unit.
 */
#ifndef COMPARE_REFERENCE_H
#define COMPARE_REFERENCE_H

#include <stddef.h>

#include <jansson.h>

#include "model/input.h" /* struct reference: the set, as read */
#include "model/labels.h"

/* reference_load: the set SPEC into *R: SPEC is a file path when it contains '/' or ends
 * in ".json", else a name looked up as DIR/<SPEC>.json. L makes the scheduler keys.
 * 0; -ENOENT (no such set; WHY lists the published sets, DIR/<name>.json); -EINVAL (reason in WHY);
 * -ENOMEM. On error *R needs no reference_free(). */
int reference_load(const char *spec, const char *dir, const struct labels *l,
		   struct reference *r, char *why, size_t whylen);

/* reference_free: release R; safe on a zeroed value. */
void reference_free(struct reference *r);

#endif
