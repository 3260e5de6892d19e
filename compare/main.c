// main.c: scripts/compare's options and exit status, and the pipeline: the readers (read/:
// results.c for a run-pack study, fioin.c for fio JSON, reference.c) read each input file
// once into model/input.h's values; the model (model/: model.c the tables, why.c the runs
// behind them) is built from those; the renderers (render/: render*.c text, md, csv, json;
// plots.c gnuplot; html.c) turn it into bytes and open no input file.
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

#include "read/fioin.h"
#include "render/html.h"
#include "json/jsonfile.h"
#include "model/labels.h"
#include "model/build.h"
#include "model/model.h"
#include "model/why.h"
#include "render/outfile.h"
#include "render/plots.h"
#include "read/reference.h"
#include "render/render.h"
#include "render/render_pts.h"
#include "render/render_sweep.h"
#include "read/figures.h"
#include "read/results.h"
#include "read/runlog.h"
#include "read/startup.h"
#include "safepath/safepath.h"

#define EXIT_USAGE 2
#define EXIT_PARTIAL 3

/* The options' one table: each row gives getopt_long's struct option (name, has_arg, id),
 * the usage line's "[--name METAVAR]" ("..." after it when it may repeat) and the options
 * part of --help: the row's lines, then (--format) the formats of render_formats[], then its
 * lines after them. A new option is one row here and one case in parse_options. */
enum opt_id { OPT_REFERENCE = 256, OPT_LABEL, OPT_FORMAT, OPT_STATS, OPT_UNIT, OPT_PLOTS,
	      OPT_HTML, OPT_HELP };

struct opt_row {
	const char *name;            /* --NAME */
	int has_arg;                 /* no_argument, required_argument */
	const char *metavar;         /* the value's name in the usage and --help, or NULL */
	int repeats;                 /* may be given more than once */
	int id;                      /* getopt_long's value (enum opt_id) */
	char short_name;             /* its short option ('h': -h), or 0 */
	const char *const *help;     /* its --help lines, NULL-ended */
	void (*list)(FILE *out);     /* more lines after them, or NULL */
	const char *const *help_after; /* lines after LIST, NULL-ended, or NULL */
};

#define OPT_INDENT "                    " /* --help's column of an option's words */

/* list_formats: --format's formats, a line each, from render_formats[]. */
static void list_formats(FILE *out)
{
	int i;

	for (i = 0; i < RENDER_COUNT; i++) /* render_formats[]: the formats' one table */
		fprintf(out, OPT_INDENT "  %-5s %s%s%s%s (.%s)\n", render_formats[i].name,
			render_formats[i].alias ? "(or " : "",
			render_formats[i].alias ? render_formats[i].alias : "",
			render_formats[i].alias ? ") " : "", render_formats[i].help,
			render_formats[i].ext);
}

static const struct opt_row opt_rows[] = {
	{ "reference", required_argument, "NAME", 0, OPT_REFERENCE, 0, (const char *const[]){
		"add the published values of results/reference/NAME.json",
		"(laptop-4.13, laptop-4.15, epyc-4.19; or a path to a .json),",
		"the ratio ours / published, and Kendall's tau-b between the",
		"two orders", NULL }, NULL, NULL },
	{ "label", required_argument, "L", 1, OPT_LABEL, 0, (const char *const[]){
		"the first --label names the first argument, and so on: a",
		"RESULTS_DIR's run label (default 'Linux <kernel>' from its",
		"manifest; the folder's name is added where two would be the",
		"same), or the row of a fio JSON's jobs without engine stats",
		"(default: the file name without .json)", NULL }, NULL, NULL },
	{ "format", required_argument, "F", 0, OPT_FORMAT, 0, (const char *const[]){
		"the output format (default text), one of:", NULL }, list_formats,
		(const char *const[]){
		"--format pts --reference NAME without a folder writes the set", NULL } },
	{ "stats", required_argument, "DIR", 1, OPT_STATS, 0, (const char *const[]){
		"also look for the engine stats files of fio JSON inputs under",
		"DIR (recursively)", NULL }, NULL, NULL },
	{ "unit", required_argument, "U", 0, OPT_UNIT, 0, (const char *const[]){
		"what MB/s means: KiB/s/1000, MiB/s or MB/s (10^6 bytes/s);",
		"default the reference set's, else the pack's, else MiB/s", NULL }, NULL, NULL },
	{ "plots", required_argument, "DIR", 0, OPT_PLOTS, 0, (const char *const[]){
		"write per cell a bar chart per metric with SE error bars and the",
		"latency percentile curves (gnuplot), as PNG and SVG, into DIR", NULL },
		NULL, NULL },
	{ "html", required_argument, "DIR", 0, OPT_HTML, 0, (const char *const[]){
		"write DIR/index.html, one self-contained report with every",
		"table and plot (plots also in DIR/plots)", NULL }, NULL, NULL },
	{ "help", no_argument, NULL, 0, OPT_HELP, 'h', (const char *const[]){
		"show this help and exit", NULL }, NULL, NULL },
};
#define OPT_N (sizeof(opt_rows) / sizeof(opt_rows[0]))

static const char operands[] = "RESULTS_DIR|FIO_JSON|DIR...";

/* usage_item: row R as "[--name METAVAR]..." into BUF. */
static void usage_item(const struct opt_row *r, char *buf, size_t len)
{
	snprintf(buf, len, "[--%s%s%s]%s", r->name, r->metavar ? " " : "",
		 r->metavar ? r->metavar : "", r->repeats ? "..." : "");
}

/* print_usage: LEAD ("usage: scripts/compare"), the options without a value, then those with
 * one, each in opt_rows[]' order, then the operands; WIDTH > 0 wraps lines at WIDTH columns
 * under the first item, 0 keeps one line. No newline at the end. */
static void print_usage(FILE *out, const char *lead, size_t width)
{
	size_t col = strlen(lead), indent = col + 1, i, len;
	char item[64];
	int pass;

	fputs(lead, out);
	for (pass = 0; pass < 3; pass++) {
		for (i = 0; i < (pass < 2 ? OPT_N : 1); i++) {
			if (pass < 2 && !opt_rows[i].metavar != !pass)
				continue;
			if (pass < 2)
				usage_item(&opt_rows[i], item, sizeof(item));
			else
				snprintf(item, sizeof(item), "%s", operands);
			len = strlen(item);
			if (width && col + 1 + len > width) {
				fprintf(out, "\n%*s", (int)indent - 1, "");
				col = indent - 1;
			}
			fprintf(out, " %s", item);
			col += 1 + len;
		}
	}
}

/* print_options: the "Options:" part of --help, from opt_rows[]. */
static void print_options(FILE *out)
{
	const char *const *l;
	char head[64];
	size_t i;

	fputs("Options:\n", out);
	for (i = 0; i < OPT_N; i++) {
		const struct opt_row *r = &opt_rows[i];

		if (r->short_name)
			snprintf(head, sizeof(head), "-%c, --%s", r->short_name, r->name);
		else
			snprintf(head, sizeof(head), "--%s%s%s", r->name, r->metavar ? " " : "",
				 r->metavar ? r->metavar : "");
		fprintf(out, "  %-*s%s\n", (int)strlen(OPT_INDENT) - 2, head, r->help[0]);
		for (l = r->help + 1; *l; l++)
			fprintf(out, OPT_INDENT "%s\n", *l);
		if (r->list)
			r->list(out);
		for (l = r->help_after; l && *l; l++)
			fprintf(out, OPT_INDENT "%s\n", *l);
	}
}

static void print_help(FILE *out)
{
	print_usage(out, "Usage: scripts/compare", 80);
	fprintf(out,
		"\n"
		"\n"
		"Print Phoronix-style tables from results folders of scripts/run-pack\n"
		"(RESULTS_DIR/manifest.json and RESULTS_DIR/<scheduler>/<cell>/run-<i>/fio.json\n"
		"+ schedaio.json, the engine's stats), and from any fio JSON output (json or json+,\n"
		"fio 2.x or 3.x, client/server) given as files or found in folders (recursively).\n"
		"Each fio job is paired with the engine stats file it wrote, beside it or under\n"
		"--stats DIR: the one whose job name and I/O and byte counts equal fio's. Its row is\n"
		"the scheduler label of the engine's tag (e.g. 'BFQ low_latency'), its cell the\n"
		"workload: <rw>[-r<rwmixread>]-<bs>-qd<iodepth>[-j<numjobs>]. A job without\n"
		"engine stats goes under --label or its file name, marked scheduler unknown; a job\n"
		"that read and wrote gives a row per direction. For each cell:\n"
		"MB/s and IOPS (more is better), the engine's p50, p99 and p99.9 completion\n"
		"latency in usec (less is better) and merge ratio (neither way is better), where the\n"
		"runs have them; one row per scheduler, best first, with the mean, a bar,\n"
		"SE +/- (sample SD / sqrt(N)) and N, the number of runs used. '~' marks a row whose\n"
		"difference from the best is not significant (Welch's t-test, 95 %%, made when both\n"
		"rows have N >= 3); '?' a row where no test could be made (N < 3: undecidable); a\n"
		"top row of N < 3 is not called best.\n"
		"Each row ends with its verdict: the difference from the best in %% with its 95 %%\n"
		"interval (\"-6.0 %% (-9.0 to -3.0 %%) vs MQ None\"), the smallest difference the runs\n"
		"resolve (95 %%, 80 %% power) and the runs per scheduler that would resolve 5 %%.\n"
		"Method: Welch's t interval (GSL's t quantiles): a study has 2-5 runs, too few for a\n"
		"bootstrap, and schedulers differ in spread, which Welch allows. A run far from its\n"
		"siblings (x2 and 3 SD away) is named under its row and kept in the numbers. A job\n"
		"that read and wrote has a table per direction. With 2 hosts or more, a host-paired\n"
		"table gives each scheduler's effect with the host as a block (paired t over hosts).\n"
		"numjobs clones' stats are merged (the merge-stats rule) into the job's latency; a\n"
		"group_reporting entry whose jobs differ is filed under 'group <job>+<job>'.\n"
		"Rows are named by the engine's target.label, else by jobs/sched-labels.tsv.\n"
		"With several folders, rows read '<run label>: <scheduler>'.\n"
		"A run-pack --sweep study (cells CELL@iodepth=16,...) also gets, per cell and swept\n"
		"option, which scheduler wins at each point (IOPS and p99, '*' best, '~' not\n"
		"significantly different from it, '?' undecidable) and, with --plots/--html, each\n"
		"scheduler's\n"
		"IOPS against the swept value and p99 against IOPS, with SE bars.\n"
		"\n"
		"MB/s is the unit of the target compared with: the reference set's with\n"
		"--reference, else the pack's (manifest pack.descriptor.mbps_unit): fio KiB/s\n"
		"/ 1000 (\"KiB/s/1000\", Phoronix with fio 2.1.13) or MiB/s (\"MiB/s\", fio 3.1).\n"
		"With ramp_time fio counts in its window I/O the device finished before it (under\n"
		"none in 2 MiB cells: +8 to +14 %% in 3 s windows). A MB/s or IOPS table whose runs'\n"
		"engine stats say what the device moved meanwhile (clean_window, STATS.md) is\n"
		"ranked, judged and marked on that rate, fio's figure beside it ('fio', for the\n"
		"published sets); other tables are ranked on fio's, with a note where it is biased,\n"
		"and a top row that fio's count puts there is not called best.\n"
		"\n");
	print_options(out);
	fprintf(out,
		"\n"
		"--plots and --html folders, and every folder above them, must be owned by root or\n"
		"you and not writable by group or others (a sticky one such as /tmp only above\n"
		"them), as OpenSSH's StrictModes: else refused (exit 2) before anything is done.\n"
		"\n"
		"Time: reads at most %d runs and fio JSON files and %llu MiB of them at once\n"
		"(else refused, exit 1); %d runs of 7 KB take ~10 s here, %llu MiB of 290 KB\n"
		"runs ~110 s (COMPARE.md); past %.0f s of reading, a progress line on stderr.\n"
		"\n"
		"Exit status: 0 every run used; 1 no runs found or none usable (an empty or missing\n"
		"folder), or plots/HTML could not be written; 2 bad usage or a refused output\n"
		"folder; 3 tables printed but\n"
		"some files, jobs or runs were skipped (each named on stderr).\n",
		READBOUND_MAX_RUNS, READBOUND_MAX_BYTES >> 20, READBOUND_MAX_RUNS,
		READBOUND_MAX_BYTES >> 20, READBOUND_PROGRESS_S);
}

/* struct options: what the command line asks for. */
struct options {
	char **dirs;
	const char **labels; /* per dir, NULL when not given */
	size_t ndirs;
	char **stats;        /* --stats folders */
	size_t nstats;
	const char *reference, *plots, *html;
	enum render_format format;
	int has_unit;
	enum units_mbps unit;
};

static int usage_error(const char *what, const char *arg)
{
	fprintf(stderr, "compare: %s%s%s%s; ", what, arg ? " '" : "", arg ? arg : "",
		arg ? "'" : "");
	print_usage(stderr, "usage: scripts/compare", 0);
	fputc('\n', stderr);
	return -EINVAL;
}

/* parse_options: ARGV into *O. 0 to go on, 1 when --help was printed, -EINVAL after
 * printing a usage error on stderr, -ENOMEM. */
static int parse_options(int argc, char **argv, struct options *o)
{
	struct option longopts[OPT_N + 1];
	char shorts[OPT_N + 3] = "-:"; /* '-': folders come back in order as 1, so --label can
					* go with the next; ':': a missing value is ':' */
	const char **pending;
	size_t npending = 0, i;
	int c;

	memset(o, 0, sizeof(*o));
	pending = calloc((size_t)argc + 1, sizeof(*pending));
	o->labels = calloc((size_t)argc + 1, sizeof(*o->labels));
	o->stats = calloc((size_t)argc + 1, sizeof(*o->stats));
	if (!pending || !o->labels || !o->stats) {
		free(pending);
		return -ENOMEM;
	}
	memset(longopts, 0, sizeof(longopts));
	for (i = 0; i < OPT_N; i++) { /* opt_rows[]: the options' one table */
		longopts[i] = (struct option){ opt_rows[i].name, opt_rows[i].has_arg, NULL,
					       opt_rows[i].id };
		if (opt_rows[i].short_name)
			strncat(shorts, &opt_rows[i].short_name, 1);
	}
	opterr = 0; /* one line of our own instead of getopt's */
	while ((c = getopt_long(argc, argv, shorts, longopts, NULL)) != -1) {
		switch (c) {
		case OPT_HELP:
		case 'h':
			print_help(stdout);
			free(pending);
			return 1;
		case OPT_REFERENCE:
			o->reference = optarg;
			break;
		case OPT_LABEL:
			pending[npending++] = optarg;
			break;
		case OPT_FORMAT:
			if (render_parse(optarg, &o->format)) {
				char what[160], names[128];

				free(pending);
				render_format_names(names, sizeof(names));
				snprintf(what, sizeof(what), "unknown --format (%s)", names);
				return usage_error(what, optarg);
			}
			break;
		case OPT_PLOTS:
			o->plots = optarg;
			break;
		case OPT_HTML:
			o->html = optarg;
			break;
		case OPT_STATS:
			o->stats[o->nstats++] = optarg;
			break;
		case OPT_UNIT:
			if (units_parse(optarg, &o->unit)) {
				free(pending);
				return usage_error("unknown --unit (KiB/s/1000, MiB/s, MB/s)", optarg);
			}
			o->has_unit = 1;
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
	if (o->ndirs == 0 && o->format == RENDER_PTS && o->reference)
		return 0; /* the reference set alone (render_pts_reference) */
	if (o->ndirs == 0) {
		return usage_error("no results folder or fio JSON given", NULL);
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

/* check_unit: a study's pack unit must be one compare knows; one line and 1 if not. */
static int check_unit(const struct model_input *in)
{
	enum units_mbps u;
	char quoted[256];

	if (in->r.man.mbps_unit && units_parse(in->r.man.mbps_unit, &u)) {
		fprintf(stderr, "compare: %s/manifest.json: unknown pack.descriptor.mbps_unit "
			"\"%s\" (expected \"KiB/s/1000\", \"MiB/s\" or \"MB/s\")\n", in->path,
			jsonfile_quote(in->r.man.mbps_unit, quoted, sizeof(quoted)));
		return 1;
	}
	return 0;
}

/* load_folder: IN->path as a run-pack study into IN->r, its manifest.json as read into MR
 * (taken over when it is a study). 0 loaded; 1 after one line on a fatal problem; -ENOENT
 * when it is no study (a folder of fio JSON, a file). */
static int load_folder(struct model_input *in, struct manifest_read *mr, struct readbound *b)
{
	struct stat st;
	char quoted[256];
	int ret;

	if (!jsonfile_name_ok(in->path) || (in->label && !jsonfile_name_ok(in->label))) {
		fprintf(stderr, "compare: %s: %s is not valid UTF-8 or holds a terminal control "
			"character (shown as \\xNN); rename it\n",
			jsonfile_quote(jsonfile_name_ok(in->path) ? in->label : in->path, quoted,
				       sizeof(quoted)),
			jsonfile_name_ok(in->path) ? "the --label" : "the folder path");
		return 1;
	}
	if (stat(in->path, &st)) {
		fprintf(stderr, "compare: %s: %s\n", in->path, strerror(errno));
		return 1;
	}
	if (!S_ISDIR(st.st_mode))
		return -ENOENT;
	if (startup_is_study(&mr->m)) /* jobs/startup: read into the same values */
		ret = startup_load_read(in->path, mr, b, &in->r, stderr);
	else
		ret = results_load_read(in->path, mr, b, stderr, &in->r);
	if (ret == -E2BIG || ret == 1)
		return 1; /* results_load or startup_load_read said why */
	if (ret == -ENOENT)
		return ret;
	if (ret) {
		fprintf(stderr, "compare: %s: %s\n", in->path, strerror(-ret));
		return 1;
	}
	if (in->r.nok == 0) {
		fprintf(stderr, "compare: %s: no usable runs (%zu found, none could be read)\n",
			in->path, in->r.nruns);
		return 1;
	}
	return check_unit(in);
}

/* load_study: load_folder, IN->r released unless it returns 0. */
static int load_study(struct model_input *in, struct manifest_read *mr, struct readbound *b)
{
	int ret = load_folder(in, mr, b);

	if (ret)
		results_free(&in->r);
	return ret;
}

/* load_inputs: the inputs of O into IN (*NIN of them): each run-pack study its own (with its
 * manifest.json as read into MANS[k]), every fio JSON file and folder together in one, at the
 * place of the first; all of them within B's bound, B printing the progress line. 0, or 1 after one line on a fatal problem (inputs loaded so far stay in
 * IN for the caller to free). */
static int load_inputs(const struct options *o, struct manifest_read *mans,
		       const struct labels *lt, struct readbound *b, struct model_input *in,
		       size_t *nin)
{
	char **loose;
	const char **loose_labels;
	size_t k, nloose = 0, at = 0;
	int ret = 0, loose_slot = -1;

	*nin = 0;
	loose = calloc(o->ndirs + 1, sizeof(*loose));
	loose_labels = calloc(o->ndirs + 1, sizeof(*loose_labels));
	if (!loose || !loose_labels) {
		fprintf(stderr, "compare: out of memory\n");
		ret = 1;
		goto out;
	}
	for (k = 0; k < o->ndirs && !ret; k++) {
		in[*nin].path = o->dirs[k];
		in[*nin].label = o->labels[k];
		ret = load_study(&in[*nin], &mans[k], b);
		if (ret == 0) {
			(*nin)++;
		} else if (ret == -ENOENT) {
			if (loose_slot < 0)
				loose_slot = (int)(*nin)++; /* the fio JSON inputs' place */
			loose_labels[nloose] = o->labels[k];
			loose[nloose++] = o->dirs[k];
			ret = 0;
		}
	}
	if (ret || loose_slot < 0)
		goto out;
	at = (size_t)loose_slot;
	memset(&in[at], 0, sizeof(in[at]));
	in[at].path = loose[0];
	in[at].label = NULL;
	ret = fioin_load(loose, loose_labels, nloose, o->stats, o->nstats, lt, b, stderr,
			 &in[at].r);
	if (ret == -ENOENT) {
		struct stat st;

		if (nloose == 1 && stat(loose[0], &st) == 0 && S_ISREG(st.st_mode))
			fprintf(stderr, "compare: %s: no fio job read from it (fio's JSON output: "
				"--output-format=json or json+)\n", loose[0]);
		else if (nloose == 1)
			fprintf(stderr, "compare: %s: no runs found (expected %s/<scheduler>/<cell>/"
				"run-<i>/fio.json, or fio JSON files)\n", loose[0], loose[0]);
		else
			fprintf(stderr, "compare: no runs found in %s and the %zu other fio JSON "
				"inputs\n", loose[0], nloose - 1);
	} else if (ret == -E2BIG) {
		/* fioin_load said why */
	} else if (ret) {
		fprintf(stderr, "compare: %s\n", strerror(-ret));
	} else if (in[at].r.nok == 0) {
		fprintf(stderr, "compare: %s%s: no usable fio jobs (%zu files read)\n", loose[0],
			nloose > 1 ? " and the other fio JSON inputs" : "", in[at].r.nfiles);
		ret = 1;
	}
	if (ret == 0) /* a folder of fio JSON that run-pack wrote a log into */
		in[at].r.preflight_log = runlog_preflight(loose[0]);
	if (ret < 0) {
		/* in[at] was not loaded: the inputs after it were, move them down */
		memmove(&in[at], &in[at + 1], (*nin - at - 1) * sizeof(*in));
		(*nin)--;
		ret = 1;
	}
out:
	free(loose);
	free(loose_labels);
	return ret;
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

/* write_html: the report into DIR: the folder made, the plots stage run into DIR/plots
 * keeping the images it draws, then DIR/index.html from M, W and those images (html.h).
 * 0, or 1 after one line on stderr. */
static int write_html(const struct model *m, const struct why *w, const char *dir)
{
	struct plot_images imgs = { 0 };
	char *pdir = NULL;
	int ret = 1;

	if (outfile_mkdir(dir, "--html", stderr))
		return 1;
	if (asprintf(&pdir, "%s/plots", dir) < 0) {
		fprintf(stderr, "compare: out of memory\n");
		return 1;
	}
	if (!plots_write(m, w, pdir, &imgs, stderr))
		ret = html_write(m, w, &imgs, dir, stderr);
	plotimg_free(&imgs);
	free(pdir);
	return ret;
}

/* out_dir_ok: the output folder *DIR of option OPT (--plots, --html; NULL: none) passes the
 * ownership rule (safepath.h; it may not exist yet), and *DIR becomes its resolved path in
 * BUF (PATH_MAX bytes), so that what is used is what was checked (links above it resolved;
 * *DIR itself a link stays as given, for outfile_mkdir's refusal). 0, or -EPERM or -ELOOP
 * after one line on stderr, before anything is read or written. Other errors (a file in the
 * way, ENOTDIR) leave *DIR as it is: outfile.h's writers name them as before. */
static int out_dir_ok(const char **dir, const char *opt, char *buf)
{
	char why[SAFEPATH_WHY];
	struct stat st;
	int ret;

	if (!*dir)
		return 0;
	ret = safepath_check(*dir, safepath_uid(), 1, buf, PATH_MAX, why, sizeof(why));
	if (ret && ret != -EPERM && ret != -ELOOP)
		return 0; /* a file in the way, a folder that cannot be read: the writers say it */
	if (ret) {
		fprintf(stderr, "compare: %s %s: refused: %s (every folder up to / must be owned by "
			"root or you and not writable by group or others)\n", opt, *dir, why);
		return ret;
	}
	if (lstat(*dir, &st) || !S_ISLNK(st.st_mode))
		*dir = buf; /* a link as the folder itself: outfile_mkdir refuses it, by its name */
	return 0;
}

int main(int argc, char **argv)
{
	char plots_dir[PATH_MAX], html_dir[PATH_MAX];
	struct reference ref = { 0 };
	struct model_input *in = NULL;
	struct manifest_read *mans = NULL; /* each input's manifest.json, read once */
	struct labels labels = { 0 };
	struct options o;
	struct model m = { 0 };
	struct why w = { 0 };
	struct figures fig = { 0 }; /* the pack's published figures, when it has them */
	char top[PATH_MAX], path[PATH_MAX + 64], why[512];
	struct readbound rb;
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
		free(o.stats);
		return ret > 0 ? 0 : EXIT_USAGE;
	}
	if (out_dir_ok(&o.plots, "--plots", plots_dir) || out_dir_ok(&o.html, "--html", html_dir)) {
		free(o.labels);
		free(o.stats);
		return EXIT_USAGE;
	}
	top_dir(top, sizeof(top));
	ret = labels_load(&labels);
	if (ret)
		goto nomem;
	if (o.reference) {
		snprintf(path, sizeof(path), "%s/results/reference", top);
		ret = reference_load(o.reference, path, &labels, &ref, why, sizeof(why));
		if (ret) {
			fprintf(stderr, "compare: --reference %s: %s\n", o.reference, why);
			status = ret == -ENOMEM ? 1 : EXIT_USAGE;
			goto out;
		}
	}
	if (o.ndirs == 0) { /* --format pts --reference NAME */
		status = render_pts_reference(stdout, &ref) || fflush(stdout) ? 1 : 0;
		goto out;
	}
	mans = calloc(o.ndirs, sizeof(*mans));
	if (!mans)
		goto nomem;
	for (k = 0; k < o.ndirs; k++)
		if (manifest_read_dir(o.dirs[k], &mans[k]))
			goto nomem;
	for (k = 0; k < o.ndirs; k++) {
		if (!startup_is_study(&mans[k].m))
			continue;
		if (o.ndirs > 1) { /* jobs/startup: tables of its own cells (read/startup.h) */
			fprintf(stderr, "compare: %s is a start-up study (jobs/startup): compare it "
				"alone\n", o.dirs[k]);
			status = EXIT_USAGE;
			goto out;
		}
	}
	in = calloc(o.ndirs + 1, sizeof(*in));
	if (!in)
		goto nomem;
	readbound_init(&rb, stderr);
	ret = load_inputs(&o, mans, &labels, &rb, in, &loaded);
	if (ret)
		goto out;
	if (model_build(in, loaded, &labels, o.reference ? &ref : NULL, o.has_unit ? &o.unit : NULL,
			&m))
		goto nomem;
	have_model = 1;
	/* the runs behind the tables, loaded once for every output that shows them */
	if ((o.plots || o.html || o.format == RENDER_PTS) && why_load(&m, &w, stderr))
		goto nomem;
	m.why = &w;
	/* the pack's published figures (jobs/overhead: the BFQ doc's), read before any output;
	 * a failure to read them is one line on stderr, and the tables go on without them */
	if (o.format == RENDER_TEXT && loaded && figures_name(in[0].r.man.root)) {
		snprintf(path, sizeof(path), "%s/results/reference", top);
		if (figures_load(path, figures_name(in[0].r.man.root), &fig, why, sizeof(why)))
			fprintf(stderr, "compare: the pack's published figures: %s\n", why);
	}
	m.figures = fig.root ? &fig : NULL;
	if (render(stdout, &m, o.format) == -ENOMEM)
		goto nomem;
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "compare: writing the tables: %s\n", strerror(errno));
		goto out;
	}
	if (o.plots && plots_write(&m, &w, o.plots, NULL, stderr))
		goto out;
	if (o.html && write_html(&m, &w, o.html))
		goto out;
	status = report_skipped(in, loaded);
	goto out;
nomem:
	fprintf(stderr, "compare: out of memory\n");
	status = 1;
out:
	figures_free(&fig);
	why_free(&w);
	if (have_model)
		model_free(&m);
	for (k = 0; k < loaded; k++)
		results_free(&in[k].r);
	free(in);
	for (k = 0; mans && k < o.ndirs; k++)
		manifest_read_free(&mans[k]);
	free(mans);
	reference_free(&ref);
	labels_free(&labels);
	free(o.labels);
	free(o.stats);
	return status;
}
