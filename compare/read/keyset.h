/*
 * keyset.h: a set of byte strings (a file's real path, a folder's device and inode), each
 * with a value, hashed (FNV-1a, open addressing, at most half full), so that finding
 * whether a file or folder was seen costs the same for the 40,000th as for the first:
 * compare reads folders of tens of thousands of files in linear time (issue 21 item 10).
 */
#ifndef COMPARE_KEYSET_H
#define COMPARE_KEYSET_H

#include <stddef.h>

struct keyset_slot {
	void *key; /* a copy, owned; NULL for an empty slot */
	size_t len, val;
};

struct keyset {
	struct keyset_slot *v;
	size_t n, cap; /* keys held, slots (a power of two, or 0) */
};

/* keyset_add: KEY (LEN bytes) with value VAL into S unless it is there: 1 when added, 0 when
 * it was there (its value in *OLD, which may be NULL), -ENOMEM. */
int keyset_add(struct keyset *s, const void *key, size_t len, size_t val, size_t *old);

/* keyset_clear: S emptied (its memory kept for the next use). */
void keyset_clear(struct keyset *s);

/* keyset_free: S released; safe on a zeroed value. */
void keyset_free(struct keyset *s);

#endif
