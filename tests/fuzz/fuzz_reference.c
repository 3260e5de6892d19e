// modules: lib/json/jsonfile.c lib/json/fileopen.c compare/read/reference.c compare/model/published.c compare/model/labels.c lib/units/units.c lib/label/schedlabel.c
/*
 * fuzz_reference: a published reference set (a results/reference JSON file) through
 * reference_load, with the repository's label table (jobs/sched-labels.tsv, FUZZ_TOP/...),
 * then reference_find over every entry it read.
 */
#include <stdint.h>
#include <stddef.h>

#include "fuzz_input.h"
#include "model/labels.h"
#include "read/reference.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	static struct labels l;
	static int loaded;
	struct reference r;
	char why[512];
	size_t i;

	if (!loaded) {
		if (labels_load(&l))
			abort();
		loaded = 1;
	}
	if (reference_load(fuzz_path(data, n), ".", &l, &r, why, sizeof(why)))
		return 0;
	for (i = 0; i < r.n; i++)
		reference_find(&r, &l, r.v[i].cell, r.v[i].metric, r.v[i].key);
	reference_free(&r);
	return 0;
}
