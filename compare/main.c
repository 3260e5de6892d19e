// main.c: scripts/compare's options and exit status; the work is in results.c and table.c.
//
// Exit status: 0 every run used; 1 no runs found, none usable, or a fatal error;
// 2 bad usage; 3 tables printed but files or runs were left out (each named on stderr).
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "results.h"
#include "table.h"
#include "units.h"

#define EXIT_USAGE 2
#define EXIT_PARTIAL 3

static const char usage_line[] = "usage: scripts/compare [--help] RESULTS_DIR";

static void print_help(FILE *out)
{
	fprintf(out,
		"Usage: scripts/compare [--help] RESULTS_DIR\n"
		"\n"
		"Print Phoronix-style tables from one results folder of scripts/run-pack:\n"
		"RESULTS_DIR/manifest.json and RESULTS_DIR/<scheduler>/<cell>/run-<i>/fio.json\n"
		"(+ schedaio.json, the engine's stats). For each cell, in the pack's order:\n"
		"MB/s and IOPS (more is better) and, where runs have engine stats, the p99\n"
		"completion latency in usec (less is better); one row per scheduler, best first,\n"
		"with the mean, SE +/- (sample SD / sqrt(N)) and N, the number of runs used.\n"
		"MB/s is defined by the pack (manifest pack.descriptor.mbps_unit): fio KiB/s\n"
		"/ 1000 (\"KiB/s/1000\", Phoronix with fio 2.1.13) or MiB/s (\"MiB/s\", fio 3.1).\n"
		"\n"
		"Options:\n"
		"  -h, --help   show this help and exit\n"
		"\n"
		"Exit status: 0 every run used; 1 no runs found or none usable; 2 bad usage;\n"
		"3 tables printed but some files were skipped (each named on stderr).\n");
}

/* struct options: what the command line asks for. */
struct options {
	const char *dir; /* the results folder */
};

/* parse_options: ARGV into *O. 0 to go on, 1 when --help was printed, -EINVAL after
 * printing a usage error on stderr. */
static int parse_options(int argc, char **argv, struct options *o)
{
	static const struct option longopts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	memset(o, 0, sizeof(*o));
	opterr = 0; /* one line of our own instead of getopt's */
	while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
		switch (c) {
		case 'h':
			print_help(stdout);
			return 1;
		default: /* '?': an unknown option, or --help=X */
			if (strncmp(argv[optind - 1], "--", 2) == 0 || !optopt)
				fprintf(stderr, "compare: unknown option '%s'; %s\n", argv[optind - 1],
					usage_line);
			else
				fprintf(stderr, "compare: unknown option '-%c'; %s\n", optopt, usage_line);
			return -EINVAL;
		}
	}
	if (argc - optind != 1) {
		fprintf(stderr, "compare: %s; %s\n",
			argc == optind ? "no results folder given" : "one results folder only",
			usage_line);
		return -EINVAL;
	}
	o->dir = argv[optind];
	if (!o->dir[0]) { /* e.g. scripts/compare "$(scripts/run-pack ...)" after a failed study */
		fprintf(stderr, "compare: the results folder argument is empty (did run-pack fail?)\n");
		return -EINVAL;
	}
	return 0;
}

/* pick_unit: the MB/s definition of R into *UNIT; *ASSUMED = 1 when the manifest names
 * none (MiB/s, fio's own unit, is used). -EINVAL after a message for an unknown name. */
static int pick_unit(const char *dir, const struct results *r, enum units_mbps *unit,
		     int *assumed)
{
	*unit = UNITS_MIB;
	*assumed = !r->man.mbps_unit;
	if (*assumed || units_parse(r->man.mbps_unit, unit) == 0)
		return 0;
	fprintf(stderr,
		"compare: %s/manifest.json: unknown pack.descriptor.mbps_unit \"%s\" "
		"(expected \"KiB/s/1000\" or \"MiB/s\")\n", dir, r->man.mbps_unit);
	return -EINVAL;
}

static const char *plural(size_t n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

int main(int argc, char **argv)
{
	struct options o;
	struct results r;
	enum units_mbps unit;
	int ret, assumed, status = 0;
	struct stat st;

	ret = parse_options(argc, argv, &o);
	if (ret)
		return ret > 0 ? 0 : EXIT_USAGE;
	if (stat(o.dir, &st)) {
		fprintf(stderr, "compare: %s: %s\n", o.dir, strerror(errno));
		return 1;
	}
	ret = results_load(o.dir, stderr, &r);
	if (ret == -ENOENT) {
		fprintf(stderr, "compare: %s: no runs found (expected %s/<scheduler>/<cell>/"
			"run-<i>/fio.json)\n", o.dir, o.dir);
		return 1;
	}
	if (ret) {
		fprintf(stderr, "compare: %s: %s\n", o.dir, strerror(-ret));
		return 1;
	}
	if (r.nok == 0) {
		fprintf(stderr, "compare: %s: no usable runs (%zu found, none could be read)\n",
			o.dir, r.nruns);
		status = 1;
		goto out;
	}
	if (pick_unit(o.dir, &r, &unit, &assumed)) {
		status = 1;
		goto out;
	}
	if (table_print(stdout, o.dir, &r, unit, assumed)) {
		fprintf(stderr, "compare: out of memory\n");
		status = 1;
		goto out;
	}
	if (fflush(stdout) != 0) {
		fprintf(stderr, "compare: writing the tables: %s\n", strerror(errno));
		status = 1;
		goto out;
	}
	if (r.nskipped || r.nmarked) {
		fprintf(stderr, "compare: ");
		if (r.nskipped)
			fprintf(stderr, "%zu %s skipped%s", r.nskipped,
				plural(r.nskipped, "file", "files"), r.nmarked ? ", " : "");
		if (r.nmarked)
			fprintf(stderr, "%zu %s marked not ok in manifest.json", r.nmarked,
				plural(r.nmarked, "run", "runs"));
		fprintf(stderr, "; the tables leave those runs out\n");
		status = EXIT_PARTIAL;
	}
out:
	results_free(&r);
	return status;
}
