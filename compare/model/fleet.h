/*
 * fleet.h: the scheduler effect across a fleet, with the host as a block (model.h
 * fleet_table): hosts differ more than schedulers do (a laptop's NVMe against a server's
 * SATA disk), so each scheduler is compared with the best on each host, and the per-host
 * differences in % are averaged (paired t interval over the hosts, verdict_paired). Built
 * beside the per-host tables, only when the model has them (2 hosts or more).
 */
#ifndef COMPARE_FLEET_H
#define COMPARE_FLEET_H

#include "model/labels.h"
#include "model/model.h"

/* fleet_build: M->fleet from M->tables and M->host_tables (nothing when there are none).
 * 0 or -ENOMEM. */
int fleet_build(struct model *m, const struct labels *l);

/* fleet_free: release M->fleet; safe when NULL. */
void fleet_free(struct model *m);

#endif
