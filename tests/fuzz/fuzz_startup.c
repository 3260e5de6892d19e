// modules: engine/lib/json/jsonfile.c compare/read/startup.c compare/read/manifest.c compare/model/rank.c compare/model/labels.c engine/tag/schedlabel.c engine/lib/units/units.c compare/read/reference.c compare/model/published.c compare/model/stats.c compare/model/metric.c
/*
 * fuzz_startup: a start-up study's manifest.json (the startup pack's results[].startup,
 * STUDIES.md) through startup_load, the reader (its renderers print only what it kept).
 * The input is DIR/manifest.json, DIR a temporary folder (removed at exit) whose
 * manifest.json links to the input (fuzz_input.h); the run files it names are not there,
 * which startup_load must name and leave out.
 */
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "fuzz_input.h"
#include "model/labels.h"
#include "read/startup.h"

static char dir[64] = ""; /* the temporary folder, removed at exit */

static void remove_dir(void)
{
	char link[96];

	snprintf(link, sizeof(link), "%s/manifest.json", dir);
	unlink(link);
	rmdir(dir);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	static struct labels l;
	static FILE *devnull;
	struct startup_study s;
	char link[96];
	const char *path = fuzz_path(data, n);

	if (!dir[0]) {
		snprintf(dir, sizeof(dir), "/tmp/fuzz-startup.XXXXXX");
		snprintf(link, sizeof(link), "%s/manifest.json", mkdtemp(dir) ? dir : "/nonexistent");
		devnull = fopen("/dev/null", "w");
		if (symlink(path, link) || !devnull || labels_load(&l) || atexit(remove_dir))
			abort();
	}
	startup_load(dir, &l, NULL, &s, devnull);
	startup_free(&s);
	return 0;
}
