/* medium.h: which medium each input of a comparison ran on (issue 32 item 3), and whether the
 * inputs mix media: from the manifest's values as read (model/input.h struct manifest: medium,
 * media_mixed; read/manifest.c takes them from device_model). Nothing is opened or parsed here. */
#ifndef SCHEDAIO_COMPARE_MEDIUM_H
#define SCHEDAIO_COMPARE_MEDIUM_H

#include <stddef.h>

#include "model/model.h"

/* medium_name: the medium of input K of M: its manifest's medium (device_model.name, a
 * string of the manifest's, borrowed: escape it before output; MEDIUM_UNKNOWN for a
 * device_model without a usable name), or MEDIUM_PLAIN (no device model, no manifest). */
const char *medium_name(const struct model *m, size_t k);

/*
 * medium_line: the medium of input K of M as it is (issue 40), one line into BUF (LEN bytes,
 * cut to fit; its strings are the manifest's: escape before output): for a device model
 * "<name> model (<its title>): a RAM-backed loop device (its file in /dev/shm) under
 * blk-throttle (cgroup v1) with caps read 461.75 MB/s (472,832,000 B/s; published:
 * laptop-4.15) and 91,121 IOPS (published: laptop-4.13), write ... and 33,777 IOPS (...), and
 * 32 command tags: jobs/models/laptop.json, each figure with its source there" (MB/s in M's
 * unit; a cap is "published: SET" when its source names results/reference/SET.json, the set
 * it was taken from, "assumed" when its source says so); without one "plain scratch device:
 * a loop device on a file, no device model" (a scratch device), else "the device itself, no
 * device model"; a device that is not run-pack's scratch device: "the device itself, no
 * device model". The lowest device as recorded: "a memory-backed null_blk disk" (a guest
 * kernel whose RAM file system has no O_DIRECT), a loop device on a file "that is BUFFERED
 * (...)" when it did not do direct I/O. A run-pack --kernel study's input: each kernel's
 * share's own medium (medium_kernel_line), "per kernel: Linux 6.18.44: ...; Linux 6.1.0
 * (emulated CPU): ...", never the plan's (issue 38).
 */
void medium_line(const struct model *m, size_t k, char *buf, size_t len);

/* medium_kernel_line: the medium kernel I (0 <= I < nhosts) of input K's --kernel study
 * (m->in[K].r.man.kernels non-NULL) ran on, as its share recorded it (struct manifest_kernel
 * .med), in medium_line's words into BUF (LEN bytes; the manifest's strings: escape before
 * output); a share that recorded none: "not recorded by its share (...): unknown". */
void medium_kernel_line(const struct model *m, size_t k, size_t i, char *buf, size_t len);

/* medium_folder_line: the medium row folder S (results.folders[S]) of input K ran on: its
 * kernel's (medium_kernel_line) in a --kernel study, else medium_line; into BUF. */
void medium_folder_line(const struct model *m, size_t k, size_t s, char *buf, size_t len);

/* medium_kernels_differ: 1 when input K is a --kernel study whose kernels' shares ran on
 * different media (another model, a null_blk disk against a loop device on a file, direct
 * against buffered I/O, or one not recorded), else 0. */
int medium_kernels_differ(const struct model *m, size_t k);

/* What a report says when medium_kernels_differ (text, md, html, json). */
#define MEDIUM_KERNELS_DIFFER "DIFFERENT MEDIA per kernel (Medium above): a difference " \
	"between kernels may be the device's, not the kernel's"

/* medium_cap_set: the published set (SET of results/reference/SET.json, into BUF, LEN bytes)
 * cap SRC (a model figure's source) names, "" when none; returns BUF. */
char *medium_cap_set(const char *src, char *buf, size_t len);

/* medium_mixed: 1 when table T of M (NULL: any table) mixes media: M's inputs ran on more
 * than one medium (medium_name differs between two inputs, or one study's
 * results[].device_model differ between runs, a --hosts study's hosts on different media),
 * or T's rows ran on --kernel shares whose media differ (medium_kernels_differ's rule: a
 * table across kernels, not a kernel's own), else 0. */
int medium_mixed(const struct model *m, const struct model_table *t);

/* medium_mixed_line: the first line of table T of M when it mixes media (medium_mixed), ""
 * when it does not (a static string). */
const char *medium_mixed_line(const struct model *m, const struct model_table *t);

#endif
