// main.c: scripts/compare's options and exit status; the work is in results.c (reading),
// model.c (tables), render*.c (text, md, csv, json), plots.c (gnuplot) and html.c.
//
// Exit status: 0 every run used; 1 no runs found, none usable, or a fatal error;
// 2 bad usage; 3 tables printed but files or runs were left out (each named on stderr).
#include <errno.h>
#include <getopt.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gsl/gsl_errno.h>

#include "html.h"
#include "labels.h"
#include "model.h"
#include "plots.h"
#include "reference.h"
#include "render.h"
#include "results.h"

#define EXIT_USAGE 2
#define EXIT_PARTIAL 3

static const char usage_line[] =
	"usage: scripts/compare [--help] [--reference NAME] [--label L]... [--format F] "
	"[--plots DIR] [--html DIR] RESULTS_DIR...";

static void print_help(FILE *out)
{
	fprintf(out,
		"Usage: scripts/compare [--help] [--reference NAME] [--label L]... [--format F]\n"
		"                       [--plots DIR] [--html DIR] RESULTS_DIR...\n"
		"\n"
		"Print Phoronix-style tables from results folders of scripts/run-pack:\n"
		"RESULTS_DIR/manifest.json and RESULTS_DIR/<scheduler>/<cell>/run-<i>/fio.json\n"
		"(+ schedaio.json, the engine's stats). For each cell, in the pack's order:\n"
		"MB/s and IOPS (more is better), the engine's p50, p99 and p99.9 completion\n"
		"latency in usec (less is better) and merge ratio (more is better), where the\n"
		"runs have them; one row per scheduler, best first, with the mean, a bar,\n"
		"SE +/- (sample SD / sqrt(N)) and N, the number of runs used. '~' marks a row whose\n"
		"difference from the best is not significant (Welch's t-test, 95 %%).\n"
		"Rows are named by the engine's target.label, else by jobs/sched-labels.tsv.\n"
		"With several folders, rows read '<run label>: <scheduler>'.\n"
		"\n"
		"MB/s is the unit of the target compared with: the reference set's with\n"
		"--reference, else the pack's (manifest pack.descriptor.mbps_unit): fio KiB/s\n"
		"/ 1000 (\"KiB/s/1000\", Phoronix with fio 2.1.13) or MiB/s (\"MiB/s\", fio 3.1).\n"
		"\n"
		"Options:\n"
		"  --reference NAME  add the published values of results/reference/NAME.json\n"
		"                    (laptop-4.13, laptop-4.15, epyc-4.19; or a path to a .json),\n"
		"                    the ratio ours / published, and Kendall's tau-b between the\n"
		"                    two orders\n"
		"  --label L         run label of a RESULTS_DIR: the first --label names the first\n"
		"                    folder, and so on (default 'Linux <kernel>' from its manifest;\n"
		"                    the folder's name is added where two would be the same)\n"
		"  --format F        text (default), md (or markdown), csv or json\n"
		"  --plots DIR       write per cell a bar chart per metric with SE error bars and the\n"
		"                    latency percentile curves (gnuplot), as PNG and SVG, into DIR\n"
		"  --html DIR        write DIR/index.html, one self-contained report with every\n"
		"                    table and plot (plots also in DIR/plots)\n"
		"  -h, --help        show this help and exit\n"
		"\n"
		"Exit status: 0 every run used; 1 no runs found or none usable (an empty or missing\n"
		"folder), or plots/HTML could not be written; 2 bad usage; 3 tables printed but\n"
		"some files were skipped (each named on stderr).\n");
}

/* struct options: what the command line asks for. */
struct options {
	char **dirs;
	const char **labels; /* per dir, NULL when not given */
	size_t ndirs;
	const char *reference, *plots, *html;
	enum render_format format;
};

static int usage_error(const char *what, const char *arg)
{
	fprintf(stderr, "compare: %s%s%s%s; %s\n", what, arg ? " '" : "", arg ? arg : "",
		arg ? "'" : "", usage_line);
	return -EINVAL;
}

/* parse_options: ARGV into *O. 0 to go on, 1 when --help was printed, -EINVAL after
 * printing a usage error on stderr, -ENOMEM. */
static int parse_options(int argc, char **argv, struct options *o)
{
	static const struct option longopts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "reference", required_argument, NULL, 'r' },
		{ "label", required_argument, NULL, 'l' },
		{ "format", required_argument, NULL, 'f' },
		{ "plots", required_argument, NULL, 'p' },
		{ "html", required_argument, NULL, 'H' },
		{ NULL, 0, NULL, 0 },
	};
	const char **pending;
	size_t npending = 0, i;
	int c;

	memset(o, 0, sizeof(*o));
	pending = calloc((size_t)argc + 1, sizeof(*pending));
	o->labels = calloc((size_t)argc + 1, sizeof(*o->labels));
	if (!pending || !o->labels) {
		free(pending);
		return -ENOMEM;
	}
	opterr = 0; /* one line of our own instead of getopt's */
	/* '-' in front: folders come back in order as 1, so --label can go with the next */
	while ((c = getopt_long(argc, argv, "-:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'h':
			print_help(stdout);
			free(pending);
			return 1;
		case 'r':
			o->reference = optarg;
			break;
		case 'l':
			pending[npending++] = optarg;
			break;
		case 'f':
			if (render_parse(optarg, &o->format)) {
				free(pending);
				return usage_error("unknown --format (text, md, csv, json)", optarg);
			}
			break;
		case 'p':
			o->plots = optarg;
			break;
		case 'H':
			o->html = optarg;
			break;
		case 1:
			argv[o->ndirs++] = optarg; /* reuse argv: folders in order */
			break;
		case ':':
			free(pending);
			return usage_error("missing value for", argv[optind - 1]);
		default: /* '?': an unknown option, or --help=X */
			free(pending);
			return usage_error("unknown option", argv[optind - 1]);
		}
	}
	o->dirs = argv;
	if (npending > o->ndirs) {
		c = usage_error("more --label than results folders; extra", pending[o->ndirs]);
		free(pending);
		return c;
	}
	for (i = 0; i < npending; i++) /* the k-th --label names the k-th folder */
		o->labels[i] = pending[i];
	free(pending);
	if (o->ndirs == 0) {
		fprintf(stderr, "compare: no results folder given; %s\n", usage_line);
		return -EINVAL;
	}
	for (i = 0; i < o->ndirs; i++) {
		if (!o->dirs[i][0]) { /* scripts/compare "$(scripts/run-pack ...)" after a failure */
			fprintf(stderr, "compare: the results folder argument is empty (did run-pack fail?)\n");
			return -EINVAL;
		}
	}
	return 0;
}

/* top_dir: the repository: $SCHEDAIO_TOP (scripts/compare sets it), else the folder above
 * the binary's (build/compare). Into BUF. */
static void top_dir(char *buf, size_t len)
{
	const char *env = getenv("SCHEDAIO_TOP");
	char exe[PATH_MAX];
	ssize_t n;

	if (env && env[0]) {
		snprintf(buf, len, "%s", env);
		return;
	}
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n <= 0) {
		snprintf(buf, len, ".");
		return;
	}
	exe[n] = '\0';
	snprintf(buf, len, "%s/..", dirname(exe));
}

/* load_one: folder IN->path into IN->r; one line and 1 on a fatal problem. */
static int load_one(struct model_input *in)
{
	struct stat st;
	int ret;

	if (stat(in->path, &st)) {
		fprintf(stderr, "compare: %s: %s\n", in->path, strerror(errno));
		return 1;
	}
	ret = results_load(in->path, stderr, &in->r);
	if (ret == -ENOENT) {
		fprintf(stderr, "compare: %s: no runs found (expected %s/<scheduler>/<cell>/"
			"run-<i>/fio.json)\n", in->path, in->path);
		return 1;
	}
	if (ret) {
		fprintf(stderr, "compare: %s: %s\n", in->path, strerror(-ret));
		return 1;
	}
	if (in->r.nok == 0) {
		fprintf(stderr, "compare: %s: no usable runs (%zu found, none could be read)\n",
			in->path, in->r.nruns);
		return 1;
	}
	if (in->r.man.mbps_unit) {
		enum units_mbps u;

		if (units_parse(in->r.man.mbps_unit, &u)) {
			fprintf(stderr, "compare: %s/manifest.json: unknown pack.descriptor.mbps_unit "
				"\"%s\" (expected \"KiB/s/1000\" or \"MiB/s\")\n", in->path,
				in->r.man.mbps_unit);
			return 1;
		}
	}
	return 0;
}

static const char *plural(size_t n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

/* report_skipped: the summary line of what was left out; EXIT_PARTIAL or 0. */
static int report_skipped(const struct model_input *in, size_t n)
{
	size_t k, skipped = 0, marked = 0;

	for (k = 0; k < n; k++) {
		skipped += in[k].r.nskipped;
		marked += in[k].r.nmarked;
	}
	if (!skipped && !marked)
		return 0;
	fprintf(stderr, "compare: ");
	if (skipped)
		fprintf(stderr, "%zu %s skipped%s", skipped, plural(skipped, "file", "files"),
			marked ? ", " : "");
	if (marked)
		fprintf(stderr, "%zu %s marked not ok in manifest.json", marked,
			plural(marked, "run", "runs"));
	fprintf(stderr, "; the tables leave those runs out\n");
	return EXIT_PARTIAL;
}

int main(int argc, char **argv)
{
	struct reference ref = { 0 };
	struct model_input *in = NULL;
	struct labels labels = { 0 };
	struct options o;
	struct model m = { 0 };
	char top[PATH_MAX], path[PATH_MAX + 64], why[512];
	int ret, status = 1, have_model = 0;
	size_t k, loaded = 0;

	gsl_set_error_handler_off(); /* GSL errors come back as values, never abort() */
	ret = parse_options(argc, argv, &o);
	if (ret == -ENOMEM) {
		fprintf(stderr, "compare: out of memory\n");
		return 1;
	}
	if (ret) {
		free(o.labels);
		return ret > 0 ? 0 : EXIT_USAGE;
	}
	top_dir(top, sizeof(top));
	snprintf(path, sizeof(path), "%s/jobs/sched-labels.tsv", top);
	ret = labels_load(path, &labels);
	if (ret) {
		fprintf(stderr, "compare: %s: %s (the scheduler label table)\n", path,
			ret == -EINVAL ? "a line without 4 tab-separated columns" : strerror(-ret));
		goto out;
	}
	if (o.reference) {
		snprintf(path, sizeof(path), "%s/results/reference", top);
		ret = reference_load(o.reference, path, &labels, &ref, why, sizeof(why));
		if (ret) {
			fprintf(stderr, "compare: --reference %s: %s\n", o.reference, why);
			status = ret == -ENOMEM ? 1 : EXIT_USAGE;
			goto out;
		}
	}
	in = calloc(o.ndirs, sizeof(*in));
	if (!in)
		goto nomem;
	for (k = 0; k < o.ndirs; k++) {
		in[k].path = o.dirs[k];
		in[k].label = o.labels[k];
		if (load_one(&in[k]))
			goto out;
		loaded++;
	}
	if (model_build(in, o.ndirs, &labels, o.reference ? &ref : NULL, &m))
		goto nomem;
	have_model = 1;
	if (render(stdout, &m, o.format) == -ENOMEM)
		goto nomem;
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "compare: writing the tables: %s\n", strerror(errno));
		goto out;
	}
	if (o.plots && plots_write(&m, o.plots, stderr))
		goto out;
	if (o.html && html_write(&m, o.html, stderr))
		goto out;
	status = report_skipped(in, o.ndirs);
	goto out;
nomem:
	fprintf(stderr, "compare: out of memory\n");
	status = 1;
out:
	if (have_model)
		model_free(&m);
	for (k = 0; k < loaded; k++)
		results_free(&in[k].r);
	free(in);
	reference_free(&ref);
	labels_free(&labels);
	free(o.labels);
	return status;
}
