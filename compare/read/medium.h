/* medium.h: which medium a study ran on (issue 32 item 3): the device model below the
 * scheduler from manifest.json's device_model (MK_DEVICE_MODEL, STUDIES.md "Device models":
 * null or absent on a plain device, else an object whose "name" is the model's), and whether
 * the inputs of one comparison mix media. Read from the manifest compare already loaded
 * (struct manifest.root); nothing is opened here. */
#ifndef SCHEDAIO_COMPARE_MEDIUM_H
#define SCHEDAIO_COMPARE_MEDIUM_H

#include <stddef.h>

#include "model/model.h"

/* The name given to a study with no device model (absent, null, or "none"). */
#define MEDIUM_PLAIN "plain scratch device"

/* medium_name: the medium of input K of M: device_model.name (a string of the manifest's,
 * borrowed: escape it before output), or MEDIUM_PLAIN. A device_model that is not an object
 * with a non-empty string name reads as "device model of unknown name". */
const char *medium_name(const struct model *m, size_t k);

/* medium_mixed: 1 when M's inputs ran on more than one medium (medium_name differs between
 * two inputs, or one study's results[].device_model differ between runs, a --hosts
 * study's hosts on different media), else 0. */
int medium_mixed(const struct model *m);

/* medium_mixed_line: the first line of a table of M that mixes media, "" when it does not
 * (a static string). */
const char *medium_mixed_line(const struct model *m);

#endif
