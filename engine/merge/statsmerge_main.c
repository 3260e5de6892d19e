/*
 * schedaio-merge: merge per-job stats files of the schedaio engine into one (statsmerge.h).
 *
 *   build/schedaio-merge [-o OUT] FILE...
 *
 * Writes the merged JSON to OUT (a new temporary beside it, renamed: json/atomicfile.h) or to stdout. Exit status: 0;
 * 1 when a file cannot be read or merged (one line on stderr naming it and the field, e.g.
 * mismatched hist_precision, a FIFO, bins.sub_bits 24); 2 for bad usage. Files are read
 * with lib/json/jsonfile.c, the one reader of results files (regular files only, bounded
 * size and memory: COMPARE.md "What compare and merge-stats trust").
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/atomicfile.h"
#include "json/jsonfile.h"
#include "merge/statsmerge.h"
#include "safepath/safepath.h"

static void usage(FILE *f)
{
	fputs("usage: scripts/merge-stats [-o OUT] FILE...   (runs build/schedaio-merge)\n"
	      "Merge the engine's per-job stats files (schema 2): histograms merged from their\n"
	      "bins, counts summed, percentiles recomputed. Writes JSON to OUT or stdout.\n"
	      "Exit: 0 ok, 1 a file cannot be read or merged, 2 bad usage.\n", f);
}

int main(int argc, char **argv)
{
	const char *outpath = NULL;
	json_t **docs;
	json_t *merged = NULL;
	char err[SAFEPATH_WHY] = "";
	int i, n = 0, rc = 1;

	docs = calloc((size_t)argc, sizeof(*docs));
	if (!docs) {
		fprintf(stderr, "schedaio-merge: out of memory\n");
		return 1;
	}
	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			usage(stdout);
			free(docs);
			return 0;
		}
		if (!strcmp(argv[i], "-o")) {
			if (i + 1 == argc) {
				fprintf(stderr, "schedaio-merge: -o needs a file name (see --help)\n");
				rc = 2;
				goto out;
			}
			outpath = argv[++i];
			continue;
		}
		if (argv[i][0] == '-') {
			fprintf(stderr, "schedaio-merge: unknown option %s (see --help)\n", argv[i]);
			rc = 2;
			goto out;
		}
		argv[++n] = argv[i]; /* compact the file names to argv[1..n] */
	}
	if (!n) {
		fprintf(stderr, "schedaio-merge: no stats files given (see --help)\n");
		rc = 2;
		goto out;
	}
	for (i = 0; i < n; i++) {
		/* the one reader of results files: regular files of bounded size and memory */
		if (jsonfile_load(argv[i + 1], 0, &docs[i], err, sizeof(err))) {
			fprintf(stderr, "schedaio-merge: %s: %s\n", argv[i + 1], err);
			goto out;
		}
	}
	if (statsmerge_docs(docs, (const char *const *)argv + 1, (unsigned)n, &merged, err,
			    sizeof(err))) {
		fprintf(stderr, "schedaio-merge: %s\n", err);
		goto out;
	}
	if (outpath) {
		int ret = atomicfile_json(outpath, merged, JSON_INDENT(1) | JSON_REAL_PRECISION(10),
					  err, sizeof(err));

		if (ret) {
			fprintf(stderr, "schedaio-merge: cannot write %s: %s\n", outpath, err);
			goto out;
		}
	} else if (json_dumpf(merged, stdout, JSON_INDENT(1) | JSON_REAL_PRECISION(10)) ||
		   fputc('\n', stdout) == EOF || fflush(stdout)) {
		fprintf(stderr, "schedaio-merge: cannot write to stdout\n");
		goto out;
	}
	rc = 0;
out:
	for (i = 0; i < n; i++)
		json_decref(docs[i]);
	json_decref(merged);
	free(docs);
	return rc;
}
