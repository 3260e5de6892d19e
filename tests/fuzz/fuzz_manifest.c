// modules: lib/json/jsonfile.c lib/json/fileopen.c compare/read/manifest.c
/*
 * fuzz_manifest: a study's manifest.json (STUDIES.md) through manifest_load: its counts
 * bounded (MANIFEST_MAX_SCHEDS, MANIFEST_MAX_CELLS), its names checked.
 */
#include <stdint.h>
#include <stddef.h>

#include "fuzz_input.h"
#include "read/manifest.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	struct manifest m;
	char why[512];

	if (manifest_load(NULL, fuzz_path(data, n), &m, why, sizeof(why)) == 0)
		manifest_free(&m);
	return 0;
}
