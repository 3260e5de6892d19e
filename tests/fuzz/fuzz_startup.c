// modules: compare/*/*.c lib/*/*.c
/*
 * fuzz_startup: a start-up study's manifest.json (the startup pack's results[].startup,
 * STUDIES.md) through manifest_read_dir and startup_load_read, the reader (into the values
 * every study is read into; the renderers print only what it kept).
 * The input is DIR/manifest.json, DIR a temporary folder (removed at exit) whose
 * manifest.json links to the input (fuzz_input.h); the run files it names are not there,
 * which startup_load_read must name and leave out.
 */
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "fuzz_input.h"
#include "model/input.h"
#include "read/manifest.h"
#include "read/results.h" /* results_free */
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
	static FILE *devnull;
	struct manifest_read mr = { 0 };
	struct results r = { 0 };
	char link[96];
	const char *path = fuzz_path(data, n);

	if (!dir[0]) {
		snprintf(dir, sizeof(dir), "/tmp/fuzz-startup.XXXXXX");
		snprintf(link, sizeof(link), "%s/manifest.json", mkdtemp(dir) ? dir : "/nonexistent");
		devnull = fopen("/dev/null", "w");
		if (symlink(path, link) || !devnull || atexit(remove_dir))
			abort();
	}
	if (manifest_read_dir(dir, &mr) == 0 && startup_is_study(&mr.m))
		startup_load_read(dir, &mr, NULL, &r, devnull);
	results_free(&r);
	manifest_read_free(&mr);
	return 0;
}
