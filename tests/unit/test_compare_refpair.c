// modules: compare/model/refpair.c
// test_compare_refpair: issue 38 item 2 (leftover). refpair (compare/model/refpair.c), which
// published set each kernel of a run-pack --kernel study is compared with: the i-th
// --reference pairs with the i-th kernel, KERNEL=SET with the kernel it names (its name, its
// release, or the release as its rows show it); refused with one reason: more sets than
// kernels, two for one kernel, a kernel no kernel or two kernels answer to, an empty KERNEL
// or SET, several --reference or a KERNEL=SET outside a --kernel study.
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "model/refpair.h"

/* kernels: three as manifest.c shows them (COMPARE.md "Kernels"). */
static void kernels(struct manifest_kernel *k)
{
	memset(k, 0, 3 * sizeof(*k));
	k[0].name = "host";
	k[0].release = "6.18.44-fc-v1300";
	snprintf(k[0].shown, sizeof(k[0].shown), "Linux 6.18.44");
	k[1].name = "debian";
	k[1].release = "6.12.118+deb12-amd64";
	snprintf(k[1].shown, sizeof(k[1].shown), "Linux 6.12.118 (emulated CPU)");
	k[2].name = "6.1";
	k[2].release = "6.1.0-57-amd64";
	snprintf(k[2].shown, sizeof(k[2].shown), "Linux 6.1.0");
}

static void test_split(void **state)
{
	const char *one[] = { "laptop-4.13" }, *named[] = { "debian=laptop-4.15" },
		   *two[] = { "laptop-4.13", "laptop-4.15" };

	(void)state;
	assert_int_equal(refpair_kernel_len("laptop-4.13"), 0);
	assert_int_equal(refpair_kernel_len("debian=laptop-4.15"), 6);
	assert_int_equal(refpair_kernel_len("./a=b.json"), 0); /* a path: the whole is the set */
	assert_int_equal(refpair_kernel_len("a=b/c.json"), 1);
	assert_int_equal(refpair_kernel_len("=x"), 0);
	assert_int_equal(refpair_wanted(one, 1), 0); /* one set for every row: as ever */
	assert_int_equal(refpair_wanted(named, 1), 1);
	assert_int_equal(refpair_wanted(two, 2), 1);
	assert_int_equal(refpair_wanted(NULL, 0), 0);
}

/* assign: ARGS (NA) with the three kernels into PAIR; refpair_assign's result, WHY filled. */
static int assign(const char **args, size_t na, int *pair, char *why)
{
	struct manifest_kernel k[3];

	kernels(k);
	why[0] = '\0';
	return refpair_assign(k, 3, args, na, pair, why, REFPAIR_WHY);
}

static void test_pairs(void **state)
{
	const char *order[] = { "laptop-4.13", "laptop-4.15" },
		   *named[] = { "laptop-4.13", "6.1=laptop-4.15" },
		   *release[] = { "6.12.118+deb12-amd64=b", "6.18.44=a" },
		   *name_first[] = { "6.1=a", "debian=b" };
	char why[REFPAIR_WHY];
	int pair[3];

	(void)state;
	assert_int_equal(assign(order, 2, pair, why), 0);
	assert_int_equal(pair[0], 0);
	assert_int_equal(pair[1], 1);
	assert_int_equal(pair[2], -1); /* the third kernel: no set */
	assert_int_equal(assign(named, 2, pair, why), 0);
	assert_int_equal(pair[0], 0);
	assert_int_equal(pair[1], -1);
	assert_int_equal(pair[2], 1);
	assert_int_equal(assign(release, 2, pair, why), 0); /* the release, whole or as shown */
	assert_int_equal(pair[0], 1);
	assert_int_equal(pair[1], 0);
	assert_int_equal(assign(name_first, 2, pair, why), 0);
	assert_int_equal(pair[1], 1);
	assert_int_equal(pair[2], 0);
}

static void test_refusals(void **state)
{
	const char *more[] = { "a", "b", "c", "d" }, *twice[] = { "debian=a", "b" },
		   *unknown[] = { "nope=a" }, *empty_k[] = { "=a" }, *empty_s[] = { "host=" },
		   *several[] = { "a", "b" }, *named[] = { "debian=a" };
	struct manifest_kernel k[3];
	char why[REFPAIR_WHY];
	int pair[3];

	(void)state;
	assert_int_equal(assign(more, 4, pair, why), -EINVAL);
	assert_string_equal(why, "4 --reference for the 3 kernels of the study (host "
			    "(6.18.44-fc-v1300), debian (6.12.118+deb12-amd64), 6.1 "
			    "(6.1.0-57-amd64)): one set per kernel at most");
	/* debian=a takes kernel 1; b, the second, pairs with kernel 1 too */
	assert_int_equal(assign(twice, 2, pair, why), -EINVAL);
	assert_string_equal(why, "two --reference for kernel debian: debian=a and b");
	assert_int_equal(assign(unknown, 1, pair, why), -EINVAL);
	assert_non_null(strstr(why, "--reference nope=a: no kernel 'nope' in the study (its "
				    "kernels: host (6.18.44-fc-v1300), "));
	assert_int_equal(assign(empty_k, 1, pair, why), -EINVAL);
	assert_string_equal(why, "--reference '=a': wants SET or KERNEL=SET");
	assert_int_equal(assign(empty_s, 1, pair, why), -EINVAL);
	assert_string_equal(why, "--reference 'host=': wants SET or KERNEL=SET");
	/* a name one kernel has and a release another shows: neither is taken */
	kernels(k);
	k[1].release = "6.1-custom";
	snprintf(k[1].shown, sizeof(k[1].shown), "Linux 6.1");
	assert_int_equal(refpair_assign(k, 3, (const char *[]){ "6.1=a" }, 1, pair, why,
					sizeof(why)), -EINVAL);
	assert_non_null(strstr(why, "more than one kernel '6.1'"));
	/* no kernels: not a --kernel study */
	assert_int_equal(refpair_assign(NULL, 0, several, 2, pair, why, sizeof(why)), -EINVAL);
	assert_non_null(strstr(why, "2 --reference need a run-pack --kernel study"));
	assert_int_equal(refpair_assign(NULL, 0, named, 1, pair, why, sizeof(why)), -EINVAL);
	assert_string_equal(why, "--reference debian=a names a kernel, but the input is not a "
			    "run-pack --kernel study");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_split),
		cmocka_unit_test(test_pairs),
		cmocka_unit_test(test_refusals),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
