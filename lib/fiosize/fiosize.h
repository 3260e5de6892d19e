/*
 * fiosize.h: a size in a job file as fio 3.33 reads it, for the forms schedaio takes, and a
 * refusal naming why for every other form (issue 39's rule: check what fio will parse, not
 * the text). The source of each rule: fio 3.33 parse.c (str_to_decimal, get_mult_bytes,
 * __get_mult_bytes, handle_option's splitting of a value at ',', ':' and '-', FIO_OPT_RANGE)
 * and options.c (bs, bsrange, bssplit: str_split_parse, split_parse_ddir), with fio's default
 * kb_base=1024 (jobs/fio-options.tsv refuses kb_base= and unit_base=).
 *
 * One size (fiosize_one), and what fio makes of it:
 *   N            1 to 15 decimal digits: N bytes                       4096 = 4096
 *   N + unit     k m g t p (any case), then nothing, b or i (any case):
 *                N x 1024^1..5                                         4k = 4K = 4kb = 4ki = 4096
 *   Nb           N bytes: "b" alone is no unit to fio                  512b = 512
 *   0xH          1 to 13 hex digits (0x or 0X), no unit: H bytes       0x1000 = 4096
 * Refused, each with its reason (fio's reading in brackets): 4KiB, any "ib" unit (4000: under
 * kb_base=1024 fio takes KiB, MiB, ... as powers of 1000, the HOWTO's "kb_base"), a unit after
 * hex (0x10k: 16), a fraction (1.5m: 1 byte), a sign, '%' (a share of the device), 'z' (zones),
 * '(' (fio's arithmetic), another letter or character, more than 15 digits, and a value above
 * FIOSIZE_MAX.
 *
 * Lists, each element a size as above, none empty (fio keeps an inherited value for an empty
 * one, and ends a bssplit at it):
 *   fiosize_ddirs   bs=: 1 to 3 sizes joined by ',': read, write, trim; a missing write or
 *                   trim takes the one before it (bs=4k,64k: read 4k, write and trim 64k).
 *                   ':' and '-' are refused: fio reads them as ',' (bs=4k-64k is read 4k,
 *                   write 64k, not a range) and a list with both keeps only its first part.
 *   fiosize_ranges  bsrange=: 1 to 3 ranges joined by ',', each two sizes joined by one '-'
 *                   or one ':' (fio swaps a reversed pair): read, write, trim as above.
 *   fiosize_split   bssplit=: 1 to 3 directions joined by ',' as above, each 1 to 64
 *                   (BSSPLIT_MAX) entries joined by ':', each SIZE or SIZE/PCT, PCT 1 to 100
 *                   and a direction's PCTs at most 100 in all (fio reads /0 as "the rest").
 * Sizes in lists are at least 1 (fio's minval for bs and bsrange).
 *
 * Errors: -EINVAL with *WHY a constant string (no byte of the value in it). Pure: libc only.
 */
#ifndef LIB_FIOSIZE_FIOSIZE_H
#define LIB_FIOSIZE_FIOSIZE_H

#include <stddef.h>

/* The largest size taken, bytes: 1 PiB (fio holds sizes in a signed 64-bit number). */
#define FIOSIZE_MAX (1ull << 50)

/* The most entries of a bssplit direction (fio 3.33 options.h BSSPLIT_MAX: past it fio drops
 * the rest with a warning). */
#define FIOSIZE_SPLIT_MAX 64

/* fiosize_one: V (LEN bytes) as one size, *BYTES = what fio reads. 0, or -EINVAL and *WHY. */
int fiosize_one(const char *v, size_t len, unsigned long long *bytes, const char **why);

/* fiosize_ddirs: bs=V (LEN bytes): OUT[0..2] = read, write, trim sizes, bytes. 0 or -EINVAL. */
int fiosize_ddirs(const char *v, size_t len, unsigned long long out[3], const char **why);

/* fiosize_ranges: bsrange=V: LO[0..2] and HI[0..2] = each direction's smallest and largest
 * size, bytes. 0 or -EINVAL. */
int fiosize_ranges(const char *v, size_t len, unsigned long long lo[3], unsigned long long hi[3],
		   const char **why);

/* fiosize_split: bssplit=V: HI[0..2] = each direction's largest size, bytes. 0 or -EINVAL. */
int fiosize_split(const char *v, size_t len, unsigned long long hi[3], const char **why);

#endif
