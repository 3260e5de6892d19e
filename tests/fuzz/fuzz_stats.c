// modules: lib/merge/statsmerge.c engine/stats/statsjson.c lib/hist/histjson.c lib/hist/histjson_read.c lib/hist/lathist.c engine/stats/iostats.c engine/stats/timeseries.c engine/stats/devstat.c engine/tag/blkdev.c lib/json/jsonfile.c lib/json/fileopen.c compare/read/runfile.c compare/read/pairing.c compare/read/fiojson.c compare/read/why_read.c compare/model/input.c lib/json/atomicfile.c lib/safepath/safepath.c compare/read/cpufile.c compare/model/tracetimes.c compare/read/statsnum.c lib/fiosize/fiosize.c
/*
 * fuzz_stats: the engine's stats JSON (schedaio.json, STATS.md) through every reader of it:
 * merge-stats' (statsmerge_docs: the file merged with itself, so every histogram is rebuilt
 * from its bins and merged), compare's run-pack reader (runfile_read_engine) and its pairing
 * reader (pairing_stats_read), and the report's per-run details (why_read_json: time
 * series, completions, devstat, the device chain).
 */
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_input.h"
#include "json/jsonfile.h"
#include "merge/statsmerge.h"
#include "read/pairing.h"
#include "read/runfile.h"
#include "read/why_read.h"

/* fuzz_why: DOC, read from PATH, through why_read_json in both directions. */
static void fuzz_why(json_t *doc, const char *path)
{
	struct results_details d;
	int dir;

	for (dir = RUNFILE_READ; dir <= RUNFILE_WRITE; dir++)
		if (why_read_json(doc, path, (enum runfile_dir)dir, &d) == 0)
			results_details_free(&d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	const char *path = fuzz_path(data, n);
	const char *names[2] = { "a.json", "b.json" };
	struct runfile_engine eng;
	struct pairing_stats ps;
	json_t *doc, *docs[2], *merged = NULL;
	char why[512];

	if (jsonfile_load(path, 0, &doc, why, sizeof(why)))
		return 0;
	docs[0] = docs[1] = doc;
	if (statsmerge_docs(docs, names, 2, &merged, why, sizeof(why)) == 0)
		json_decref(merged);
	if (pairing_stats_read(doc, path, 0, &ps, why, sizeof(why)) == 0)
		pairing_stats_free(&ps);
	fuzz_why(doc, path);
	json_decref(doc);
	if (runfile_read_engine(path, RUNFILE_READ, "none", "mq-deadline", &eng, why,
				sizeof(why)) == 0)
		runfile_engine_free(&eng);
	if (runfile_read_engine(path, RUNFILE_WRITE, NULL, NULL, &eng, why, sizeof(why)) == 0)
		runfile_engine_free(&eng);
	return 0;
}
