// modules: compare/model/fleet.c compare/model/input.c compare/model/labels.c compare/model/metric.c compare/model/model.c compare/model/seqverdict.c lib/seqtest/bounds.c lib/seqtest/seqtest.c compare/model/names.c compare/model/overview.c compare/model/published.c compare/model/rank.c compare/model/rowverdict.c compare/model/startup.c compare/model/stats.c compare/model/sweep.c lib/units/units.c compare/model/verdict.c compare/model/why.c compare/read/clonemerge.c compare/read/cpufile.c compare/read/figures.c compare/read/fioin.c compare/read/fioin_files.c compare/read/fioin_jobs.c compare/read/fiojson.c compare/read/groups.c compare/read/keyset.c compare/read/manifest.c compare/read/pairing.c compare/read/reference.c compare/read/results.c compare/read/readbound.c compare/read/runfile.c compare/read/runlog.c compare/read/startup.c compare/read/study_scan.c compare/read/why_read.c compare/render/gp.c lib/safepath/safepath.c compare/render/html.c compare/render/html_runs.c compare/render/html_summary.c compare/render/html_text.c compare/render/html_why.c compare/render/outfile.c compare/render/plots.c compare/render/plots_names.c compare/render/plots_why.c compare/render/render.c compare/render/render_json.c compare/render/render_pts.c compare/render/render_sweep.c compare/render/render_words.c lib/label/schedlabel.c lib/json/jsonfile.c lib/json/fileopen.c lib/json/atomicfile.c lib/merge/statsmerge.c lib/hist/histjson.c lib/hist/histjson_read.c lib/hist/lathist.c compare/read/medium.c compare/render/render_why.c compare/model/whyqueue.c compare/read/blktrace_read.c compare/model/tracetimes.c compare/model/whysplit.c compare/render/plots_trace.c compare/model/buildlog.c compare/model/derived.c compare/model/countbias.c compare/read/statsnum.c compare/render/render_num.c compare/render/render_csv.c compare/render/render_header.c compare/render/render_text.c
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
