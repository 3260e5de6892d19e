// refsets.c: a --kernel study's published sets, one per kernel (see refsets.h).
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/refpair.h"
#include "read/reference.h"
#include "read/refsets.h"
#include "units/units.h"

/* same_unit: 0 when the sets of RS share their MB/s unit; else -EINVAL after one line. */
static int same_unit(const struct refsets *rs)
{
	size_t i;

	for (i = 1; i < rs->n; i++) {
		if (rs->v[i].unit == rs->v[0].unit)
			continue;
		fprintf(stderr, "compare: --reference %s is in %s, %s in %s: the ratios of one "
			"table would mix units; pair sets of one unit\n", rs->v[0].name,
			units_name(rs->v[0].unit), rs->v[i].name, units_name(rs->v[i].unit));
		return -EINVAL;
	}
	return 0;
}

int refsets_read(const char *const *args, size_t na, const struct manifest_read *mans,
		 size_t ndirs, const char *dir, const struct labels *l, struct refsets *rs)
{
	const struct manifest *man = ndirs == 1 && !mans[0].ret ? &mans[0].m : NULL;
	size_t nk = man && man->kernels ? man->nhosts : 0, i;
	char why[REFPAIR_WHY];
	int *pair, ret;

	memset(rs, 0, sizeof(*rs));
	if (ndirs > 1) {
		fprintf(stderr, "compare: a --reference per kernel pairs the kernels of one run-pack "
			"--kernel study; %zu inputs given\n", ndirs);
		return -EINVAL;
	}
	pair = calloc(nk + 1, sizeof(*pair));
	rs->kref = calloc(nk + 1, sizeof(*rs->kref));
	rs->v = calloc(na + 1, sizeof(*rs->v));
	if (!pair || !rs->kref || !rs->v) {
		free(pair);
		return -ENOMEM;
	}
	ret = refpair_assign(man ? man->kernels : NULL, nk, args, na, pair, why, sizeof(why));
	if (ret)
		fprintf(stderr, "compare: %s\n", why);
	for (i = 0; !ret && i < na; i++) {
		const char *set = args[i] + refpair_kernel_len(args[i]);

		set += *set == '='; /* KERNEL=SET: the set after the '=' */
		ret = reference_load(set, dir, l, &rs->v[i], why, sizeof(why));
		if (!ret) {
			rs->n++;
			continue;
		}
		fprintf(stderr, "compare: --reference %s: %s\n", args[i], why);
		ret = ret == -ENOMEM ? -ENODATA : -EINVAL;
	}
	if (!ret)
		ret = same_unit(rs);
	for (i = 0; !ret && i < nk; i++)
		rs->kref[i] = pair[i] >= 0 ? &rs->v[pair[i]] : NULL;
	rs->nkref = ret ? 0 : nk;
	free(pair);
	return ret;
}

void refsets_free(struct refsets *rs)
{
	size_t i;

	for (i = 0; rs->v && i < rs->n; i++)
		reference_free(&rs->v[i]);
	free(rs->v);
	free(rs->kref);
	memset(rs, 0, sizeof(*rs));
}
