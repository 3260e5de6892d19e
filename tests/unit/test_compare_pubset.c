// modules: compare/model/pubset.c
// test_compare_pubset: issue 38 item 2 (leftover). pubset (compare/model/pubset.c), the
// published set of a row and of a table, and the words that name them in every format: the
// one set of every row; with a set per kernel, a kernel's own set, the set's name in a table
// of one kernel's rows, "<kernel as shown>: <set>" for each kernel with one across kernels,
// nothing (no published columns) where no row's kernel has a set.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "model/pubset.h"

/* A --kernel study of three kernels, a scheduler folder each, and the model over it. */
struct fix {
	struct manifest_kernel k[3];
	struct results_folder fo[3];
	struct model_input in;
	struct model m;
	struct reference a, b;
	const struct reference *kref[3];
	struct model_row rows[3];
	struct model_table t;
};

static void setup_fix(struct fix *f)
{
	static const char *const shown[] = { "Linux 6.18.44", "Linux 6.12.118 (emulated CPU)",
					     "Linux 6.1.0" };
	size_t i;

	memset(f, 0, sizeof(*f));
	for (i = 0; i < 3; i++) {
		snprintf(f->k[i].shown, sizeof(f->k[i].shown), "%s", shown[i]);
		f->fo[i].kern = &f->k[i];
		f->rows[i].input = 0;
		f->rows[i].sched = i;
	}
	f->in.r.man.kernels = f->k;
	f->in.r.man.nhosts = 3;
	f->in.r.folders = f->fo;
	f->in.r.nscheds = 3;
	f->a.name = "laptop-4.13";
	f->b.name = "laptop-4.15";
	f->m.in = &f->in;
	f->m.nin = 1;
	f->t.rows = f->rows;
}

static void test_one_set(void **state)
{
	struct fix f;
	char buf[256];

	(void)state;
	setup_fix(&f);
	assert_int_equal(pubset_words(&f.m, &f.t, buf, sizeof(buf)), 0); /* no set */
	assert_string_equal(buf, "");
	f.m.ref = &f.a;
	f.t.n = 3;
	assert_ptr_equal(pubset_of(&f.m, 0, 2), &f.a);
	assert_ptr_equal(pubset_any(&f.m), &f.a);
	assert_int_equal(pubset_words(&f.m, &f.t, buf, sizeof(buf)), 1);
	assert_string_equal(buf, "laptop-4.13");
}

static void test_per_kernel(void **state)
{
	struct fix f;
	char buf[256];

	(void)state;
	setup_fix(&f);
	f.kref[0] = &f.a;
	f.kref[1] = &f.b;
	f.m.kref = f.kref;
	f.m.nkref = 3;
	assert_ptr_equal(pubset_of(&f.m, 0, 0), &f.a);
	assert_ptr_equal(pubset_of(&f.m, 0, 1), &f.b);
	assert_null(pubset_of(&f.m, 0, 2));
	f.t.n = 1; /* kernel 0's rows alone */
	assert_int_equal(pubset_words(&f.m, &f.t, buf, sizeof(buf)), 1);
	assert_string_equal(buf, "laptop-4.13");
	f.t.n = 3; /* across the kernels: the third has none */
	assert_int_equal(pubset_words(&f.m, &f.t, buf, sizeof(buf)), 2);
	assert_string_equal(buf, "Linux 6.18.44: laptop-4.13, Linux 6.12.118 (emulated CPU): "
				 "laptop-4.15");
	assert_int_equal(pubset_words(&f.m, &f.t, NULL, 0), 2);
	f.t.rows = &f.rows[2]; /* kernel 2's rows alone: no set, no columns */
	f.t.n = 1;
	assert_int_equal(pubset_words(&f.m, &f.t, buf, sizeof(buf)), 0);
	assert_string_equal(buf, "");
	f.kref[0] = NULL; /* the first kernel's set, else the next one's: the unit's */
	assert_ptr_equal(pubset_any(&f.m), &f.b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_one_set),
		cmocka_unit_test(test_per_kernel),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
