/*
 * pubset.h: which published set a row and a table are compared with, and the words that name
 * them in every format (COMPARE.md "Reference sets", "Kernels"): the one --reference set of
 * every row (model.h ref), or, in a run-pack --kernel study given a set per kernel (model.h
 * kref; model/refpair.h), the set of each row's kernel.
 */
#ifndef COMPARE_PUBSET_H
#define COMPARE_PUBSET_H

#include <stddef.h>

#include "model/model.h"

/* pubset_of: the set of the rows of scheduler folder S of input K of M (the row's kernel's
 * when M pairs sets with kernels), or NULL. */
const struct reference *pubset_of(const struct model *m, size_t k, size_t s);

/* pubset_any: M's one set, else its first kernel's set; NULL without a set. Every set of M
 * has its MB/s unit (read/refsets.h refuses sets of two). */
const struct reference *pubset_any(const struct model *m);

/* pubset_words: the sets of T's rows (model_row.set) named into BUF: the name of the set
 * when T's rows are of one kernel or M has one set ("laptop-4.13"), else each kernel of its
 * rows that has one, as its rows show it, in M's kernel order ("Linux 6.18.44: laptop-4.13,
 * Linux 6.12.118 (emulated CPU): laptop-4.15"). The sets named: 0 when none (BUF ""), the
 * table then has no published columns. BUF may be NULL with LEN 0. */
size_t pubset_words(const struct model *m, const struct model_table *t, char *buf, size_t len);

#endif
