// keyset.c: a hashed set of byte strings with values (see keyset.h).
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "read/keyset.h"

/* hash: FNV-1a, 64 bits, of the LEN bytes at P. */
static uint64_t hash(const void *p, size_t len)
{
	const unsigned char *b = p;
	uint64_t h = 14695981039346656037ull;

	while (len--) {
		h ^= *b++;
		h *= 1099511628211ull;
	}
	return h;
}

/* find: the slot of KEY in S (S->cap > 0): the one holding it, else the empty one where it
 * goes. */
static struct keyset_slot *find(const struct keyset *s, const void *key, size_t len)
{
	size_t i = (size_t)hash(key, len) & (s->cap - 1);

	while (s->v[i].key && (s->v[i].len != len || memcmp(s->v[i].key, key, len) != 0))
		i = (i + 1) & (s->cap - 1);
	return &s->v[i];
}

/* grow: S with twice the slots (at least 64), every key moved. 0 or -ENOMEM. */
static int grow(struct keyset *s)
{
	struct keyset old = *s;
	size_t i;

	s->cap = old.cap ? old.cap * 2 : 64;
	s->v = calloc(s->cap, sizeof(*s->v));
	if (!s->v) {
		*s = old;
		return -ENOMEM;
	}
	for (i = 0; i < old.cap; i++)
		if (old.v[i].key)
			*find(s, old.v[i].key, old.v[i].len) = old.v[i];
	free(old.v);
	return 0;
}

int keyset_add(struct keyset *s, const void *key, size_t len, size_t val, size_t *old)
{
	struct keyset_slot *slot;

	if ((s->n + 1) * 2 > s->cap && grow(s))
		return -ENOMEM;
	slot = find(s, key, len);
	if (slot->key) {
		if (old)
			*old = slot->val;
		return 0;
	}
	slot->key = malloc(len ? len : 1);
	if (!slot->key)
		return -ENOMEM;
	memcpy(slot->key, key, len);
	slot->len = len;
	slot->val = val;
	s->n++;
	return 1;
}

void keyset_clear(struct keyset *s)
{
	size_t i;

	for (i = 0; i < s->cap; i++) {
		free(s->v[i].key);
		s->v[i].key = NULL;
	}
	s->n = 0;
}

void keyset_free(struct keyset *s)
{
	keyset_clear(s);
	free(s->v);
	memset(s, 0, sizeof(*s));
}
