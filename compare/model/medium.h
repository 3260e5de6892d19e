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

/* medium_mixed: 1 when M's inputs ran on more than one medium (medium_name differs between
 * two inputs, or one study's results[].device_model differ between runs, a --hosts
 * study's hosts on different media), else 0. */
int medium_mixed(const struct model *m);

/* medium_mixed_line: the first line of a table of M that mixes media, "" when it does not
 * (a static string). */
const char *medium_mixed_line(const struct model *m);

#endif
