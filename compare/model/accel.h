/*
 * accel.h: where a row's runs ran (issue 38 item 2): natively, or in a guest under kvm or
 * tcg (lib/json/manifestkeys.h MK_ACCEL: run-pack --kernel's kernels[].accel; a study
 * without --kernel or --hosts, the top level's: `scripts/guest -- scripts/run-pack`). Under tcg
 * (qemu's emulated CPU) a run's timings measure the emulator, not the scheduler: such a row
 * is "emulated CPU: functional, not a measurement", and no verdict (difference, interval,
 * "~"/"?" test, best) is given in a table that holds one, or whose rows ran on different
 * accelerators (a native row against a kvm row times two machines).
 */
#ifndef COMPARE_ACCEL_H
#define COMPARE_ACCEL_H

#include "model/model.h"

#define ACCEL_TCG_MARK "emulated CPU: functional, not a measurement"

/* accel_own: the kernel R's runs ran on when run-pack ran them on its own machine (a study
 * with a manifest, neither --kernel nor --hosts): R->man.own, whose accel is the manifest's
 * top-level "accel"; else NULL (fio JSON inputs, no manifest, a --kernel study: each row's
 * kernels[] entry, a --hosts study: the hosts', which run natively). */
const struct manifest_kernel *accel_own(const struct results *r);

/* accel_of: the accelerator of K's runs: K->accel (MK_ACCEL_NATIVE, _KVM, _TCG, or another
 * string of the manifest), "unknown" when a kernels[] entry did not say, MK_ACCEL_NATIVE for
 * the top level that did not (written before run-pack recorded it) and for a NULL K (no
 * manifest, a --hosts study). A static or manifest string. */
const char *accel_of(const struct results *r, const struct manifest_kernel *k);

/* accel_row: the accelerator row R of M ran on: accel_of its --kernel share, else of
 * accel_own. */
const char *accel_row(const struct model *m, const struct model_row *r);

/* accel_judgeable: 1 when a verdict may be given between the rows of T: all ran on one
 * accelerator and it is not tcg; else 0. */
int accel_judgeable(const struct model *m, const struct model_table *t);

/* accel_table: when T is not judgeable, every row's verdict cleared (v.has = 0, no "~" and
 * no "?": no test is wanted, not too few runs), T not crowned (no best), no Kendall's tau,
 * a tcg row without its published value and ratio (--reference), and a note saying why and
 * that its rows are in the study's order (model_build marks such a table unranked before
 * model_rank: model.h model_table.unranked). 0 or -ENOMEM. */
int accel_table(const struct model *m, struct model_table *t);

#endif
