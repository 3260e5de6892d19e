/*
 * refpair.h: which published set each kernel of a run-pack --kernel study is compared with
 * (issue 38 item 2; COMPARE.md "Kernels"), as the seeds compare "Linux 4.15 vs 4.13":
 * `--reference laptop-4.13 --reference laptop-4.15` pairs the i-th --reference with the i-th
 * kernel of the manifest's kernels[]; `--reference KERNEL=SET` names the kernel, by its
 * name in the study (kernels[].name: `host`, `debian`, `6.1`), its release (`uname -r`:
 * `6.12.118+deb12-amd64`) or the release as its rows show it (`6.12.118`). A pure rule:
 * strings in, indexes out, no file read.
 *
 * One --reference without a kernel is not a pairing: every row of the study is set beside
 * that set, as in any study (refpair_wanted says 0).
 */
#ifndef COMPARE_REFPAIR_H
#define COMPARE_REFPAIR_H

#include <stddef.h>

#include "model/input.h" /* struct manifest_kernel */

#define REFPAIR_WHY 512 /* bytes enough for any reason refpair_assign gives */

/* refpair_kernel_len: how many bytes of ARG (a --reference value) name a kernel: the part
 * before its first '=' when that part has no '/' (a path such as ./a=b.json is a set), else
 * 0 (no kernel named; the whole ARG is the set). ARG + len + 1 is then the set. */
size_t refpair_kernel_len(const char *arg);

/* refpair_wanted: 1 when the NA --reference values ARGS pair sets with kernels (more than
 * one, or one that names a kernel), else 0 (none, or one set for every row). */
int refpair_wanted(const char *const *args, size_t na);

/* refpair_assign: the NA --reference values ARGS paired with the NK kernels KS (manifest
 * kernels[], their order; NK = 0: not a --kernel study): PAIR[i] (NK entries) becomes the
 * index in ARGS of kernel i's set, or -1 when none. The j-th value without a kernel pairs
 * with the j-th kernel (j counts every value), one with KERNEL=SET with the kernel it names.
 * 0; -EINVAL with one line in WHY (REFPAIR_WHY bytes; no "compare: " before it): several
 * values or a named one outside a --kernel study, more values than kernels, an empty KERNEL
 * or SET, a KERNEL no kernel has or two have, two sets for one kernel. */
int refpair_assign(const struct manifest_kernel *ks, size_t nk, const char *const *args,
		   size_t na, int *pair, char *why, size_t whylen);

#endif
