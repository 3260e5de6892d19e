/*
 * jsonfile.h: load one JSON object from a file, with a one-line reason when it cannot.
 *
 * fio prints its own messages ("fio: ...") before the JSON when a job fails, and may print
 * more after it: JSONFILE_LENIENT loads from the first '{' and ignores text after the
 * object. Without it the whole file must be one JSON object (manifest.json, schedaio.json).
 */
#ifndef COMPARE_JSONFILE_H
#define COMPARE_JSONFILE_H

#include <stddef.h>

#include <jansson.h>

#define JSONFILE_LENIENT 0x1 /* skip text before the first '{' and after the object */

/* jsonfile_load: parse PATH into a new JSON object *OUT (caller json_decref()s it).
 * Errors, with a reason for a user in WHY (WHYLEN bytes, e.g. "truncated: JSON ends at
 * line 12, column 3"):
 *   -ENOENT  the file does not exist          -ENODATA  the file is empty
 *   -EINVAL  no JSON object, bad or truncated JSON, or the top level is not an object
 *   -ENOMEM  out of memory                    other -errno from open/read (e.g. -EISDIR)
 * *OUT is NULL on error. */
int jsonfile_load(const char *path, int flags, json_t **out, char *why, size_t whylen);

#endif
