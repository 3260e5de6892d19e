// cli.c: scripts/compare's options table, usage line, --help and option parsing (see cli.h).
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "read/readbound.h"
#include "safepath/safepath.h"

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
	size_t i;

	for (i = 0; i < render_nformats; i++) /* render_formats[]: the formats' one table */
		fprintf(out, OPT_INDENT "  %-5s %s%s%s%s (.%s)\n", render_formats[i].name,
			render_formats[i].alias ? "(or " : "",
			render_formats[i].alias ? render_formats[i].alias : "",
			render_formats[i].alias ? ") " : "", render_formats[i].help,
			render_formats[i].ext);
}

static const struct opt_row opt_rows[] = {
	{ "reference", required_argument, "NAME", 1, OPT_REFERENCE, 0, (const char *const[]){
		"add the published values of results/reference/NAME.json",
		"(laptop-4.13, laptop-4.15, epyc-4.19; or a path to a .json),",
		"the ratio ours / published, and Kendall's tau-b between the",
		"two orders. A run-pack --kernel study takes one per kernel:",
		"the i-th pairs with the i-th kernel of its manifest, and",
		"KERNEL=NAME names the kernel (its name in the study, its",
		"release, or the release as its rows show it)", NULL }, NULL, NULL },
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

static void print_help(FILE *out, const char *prog)
{
	char lead[32];

	snprintf(lead, sizeof(lead), "Usage: %s", prog);
	print_usage(out, lead, 80);
	fprintf(out,
		"\n"
		"\n"
		"Print Phoronix-style tables from results folders of run-pack\n"
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
		"top row of N < 3 is not called best. A table of rows run under qemu's tcg or on\n"
		"different accelerators gets no verdict and no order: its rows as the study ran them.\n"
		"Each row ends with its verdict: the difference from the best in %% with its 95 %%\n"
		"interval (\"-6.0 %% (-9.0 to -3.0 %%) vs MQ None\"), the smallest difference the runs\n"
		"resolve (95 %%, 80 %% power) and the runs per scheduler that would resolve 5 %%\n"
		"(not below N = 3: \"undecidable: N < 3\", a 2-run spread cannot estimate it).\n"
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
		"scheduler's IOPS against the swept value and p99 against IOPS, with SE bars.\n"
		"\n"
		"MB/s is the unit of the target compared with: the reference set's with\n"
		"--reference, else the pack's (manifest pack.descriptor.mbps_unit): fio KiB/s\n"
		"/ 1000 (\"KiB/s/1000\", Phoronix with fio 2.1.13) or MiB/s (\"MiB/s\", fio 3.1).\n"
		"With ramp_time fio counts in its window I/O the device finished before it (under\n"
		"none in 2 MiB cells: +8 to +15 %% (means of 3 runs; per run +7 to +17 %%) in 3 s\n"
		"windows). A MB/s or IOPS table whose runs'\n"
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

static int usage_error(const char *prog, const char *what, const char *arg)
{
	char lead[32];

	fprintf(stderr, "compare: %s%s%s%s; ", what, arg ? " '" : "", arg ? arg : "",
		arg ? "'" : "");
	snprintf(lead, sizeof(lead), "usage: %s", prog);
	print_usage(stderr, lead, 0);
	fputc('\n', stderr);
	return -EINVAL;
}

/* getopt_tables: getopt_long's LONGOPTS (OPT_N + 1 entries, the last zero) and SHORTS from
 * opt_rows[], the options' one table; SHORTS starts "-:" ('-': folders come back in order as
 * 1, so --label can go with the next; ':': a missing value is ':'). */
static void getopt_tables(struct option *longopts, char *shorts)
{
	size_t i;

	memset(longopts, 0, (OPT_N + 1) * sizeof(*longopts));
	strcpy(shorts, "-:");
	for (i = 0; i < OPT_N; i++) {
		longopts[i] = (struct option){ opt_rows[i].name, opt_rows[i].has_arg, NULL,
					       opt_rows[i].id };
		if (opt_rows[i].short_name)
			strncat(shorts, &opt_rows[i].short_name, 1);
	}
}

/* take_option: getopt_long's answer C (its optarg; ARGV for the option's name) into *O, a
 * --label into PENDING[*NPENDING]. 0; -EINVAL after a usage error on stderr. */
static int take_option(int c, char **argv, struct options *o, const char **pending,
		       size_t *npending)
{
	switch (c) {
	case OPT_HELP:
	case 'h':
		print_help(stdout, o->prog);
		o->help = 1;
		return 0;
	case OPT_REFERENCE:
		if (!o->reference)
			o->reference = optarg;
		o->refs[o->nrefs++] = optarg;
		return 0;
	case OPT_LABEL:
		pending[(*npending)++] = optarg;
		return 0;
	case OPT_FORMAT:
		o->format = render_format(optarg);
		if (!o->format) {
			char what[160], names[128];

			render_format_names(names, sizeof(names));
			snprintf(what, sizeof(what), "unknown --format (%s)", names);
			return usage_error(o->prog, what, optarg);
		}
		return 0;
	case OPT_PLOTS:
		o->plots = optarg;
		return 0;
	case OPT_HTML:
		o->html = optarg;
		return 0;
	case OPT_STATS:
		o->stats[o->nstats++] = optarg;
		return 0;
	case OPT_UNIT:
		if (units_parse(optarg, &o->unit))
			return usage_error(o->prog, "unknown --unit (KiB/s/1000, MiB/s, MB/s)", optarg);
		o->has_unit = 1;
		return 0;
	case 1:
		argv[o->ndirs++] = optarg; /* reuse argv: folders in order */
		return 0;
	case ':':
		return usage_error(o->prog, "missing value for", argv[optind - 1]);
	default: /* '?': an unknown option, or --help=X */
		return usage_error(o->prog, "unknown option", argv[optind - 1]);
	}
}

/* check_operands: the NPENDING --label values of PENDING given to O's folders in order (the
 * k-th names the k-th), and the folders checked. 0; -EINVAL after a usage error. */
static int check_operands(struct options *o, const char **pending, size_t npending)
{
	size_t i;

	if (npending > o->ndirs)
		return usage_error(o->prog, "more --label than results folders; extra", pending[o->ndirs]);
	for (i = 0; i < npending; i++)
		o->labels[i] = pending[i];
	if (o->ndirs == 0 && o->format->writer->reference && o->reference)
		return 0; /* the reference set alone (render_writer.reference: pts) */
	if (o->ndirs == 0)
		return usage_error(o->prog, "no results folder or fio JSON given", NULL);
	for (i = 0; i < o->ndirs; i++) {
		if (!o->dirs[i][0]) { /* scripts/compare "$(scripts/run-pack ...)" after a failure */
			fprintf(stderr, "compare: the results folder argument is empty (did run-pack fail?)\n");
			return -EINVAL;
		}
	}
	return 0;
}

/* once: getopt_long's answer C is an option of opt_rows[] that may not repeat, given before
 * (SEEN, one count per row): a usage error (-EINVAL) naming it, not the last one kept.
 * 0 otherwise. */
static int once(int c, int *seen, const struct options *o)
{
	size_t i;
	char name[32];

	for (i = 0; i < OPT_N; i++)
		if (opt_rows[i].id == c || (opt_rows[i].short_name && opt_rows[i].short_name == c))
			break;
	if (i == OPT_N || opt_rows[i].repeats || seen[i]++ == 0)
		return 0;
	snprintf(name, sizeof(name), "--%s", opt_rows[i].name);
	return usage_error(o->prog, "given more than once (it takes one value):", name);
}

/* has_control: one of ARGV's ARGC words holds a control byte (below 0x20, or 0x7f). */
static int has_control(int argc, char **argv)
{
	const char *p;
	int i;

	for (i = 1; i < argc; i++)
		for (p = argv[i]; *p; p++)
			if ((unsigned char)*p < 0x20 || *p == 0x7f)
				return 1;
	return 0;
}

/* cli_prog: compare's name as the user typed it, from ARGV0 (scripts/compare runs it as
 * argv[0] scripts/compare, an installed schedaio-compare as schedaio-compare): one of those two
 * constant strings, never ARGV0's own text (a name it does not know is scripts/compare). */
static const char *cli_prog(const char *argv0)
{
	const char *base = argv0 ? strrchr(argv0, '/') : NULL;

	base = base ? base + 1 : argv0;
	return base && !strcmp(base, "schedaio-compare") ? "schedaio-compare" : "scripts/compare";
}

int cli_parse(int argc, char **argv, struct options *o)
{
	struct option longopts[OPT_N + 1];
	char shorts[OPT_N + 3];
	const char **pending;
	size_t npending = 0;
	int c, ret = 0, seen[OPT_N] = { 0 };

	memset(o, 0, sizeof(*o));
	o->format = RENDER_DEFAULT;
	o->prog = cli_prog(argc > 0 ? argv[0] : NULL);
	if (has_control(argc, argv)) {
		fprintf(stderr, "compare: an argument holds a control character (a tab, a newline): "
			"refused, as run-pack refuses it (a message naming it would not be one line)\n");
		return -EINVAL;
	}
	pending = calloc((size_t)argc + 1, sizeof(*pending));
	o->labels = calloc((size_t)argc + 1, sizeof(*o->labels));
	o->stats = calloc((size_t)argc + 1, sizeof(*o->stats));
	o->refs = calloc((size_t)argc + 1, sizeof(*o->refs));
	if (!pending || !o->labels || !o->stats || !o->refs) {
		free(pending);
		return -ENOMEM;
	}
	getopt_tables(longopts, shorts);
	opterr = 0; /* one line of our own instead of getopt's */
	while (!ret && !o->help && (c = getopt_long(argc, argv, shorts, longopts, NULL)) != -1)
		ret = once(c, seen, o) ?: take_option(c, argv, o, pending, &npending);
	o->dirs = argv;
	if (!ret && !o->help)
		ret = check_operands(o, pending, npending);
	free(pending);
	return ret;
}

/* out_dir_ok: the output folder *DIR of option OPT (--plots, --html; NULL: none) passes the
 * ownership rule (safepath.h; it may not exist yet), and *DIR becomes its resolved path in
 * BUF (PATH_MAX bytes), so that what is used is what was checked (links above it resolved;
 * *DIR itself a link stays as given, for outfile_mkdir's refusal). 0, or -EINVAL (an empty
 * name), -EPERM or -ELOOP after one line on stderr, before anything is read or written. Other errors (a file in the
 * way, ENOTDIR) leave *DIR as it is: outfile.h's writers name them as before. */
static int out_dir_ok(const char **dir, const char *opt, char *buf)
{
	char why[SAFEPATH_WHY];
	struct stat st;
	int ret;

	if (!*dir)
		return 0;
	if (!**dir) {
		fprintf(stderr, "compare: %s wants a folder's name, not an empty one\n", opt);
		return -EINVAL;
	}
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

int cli_out_dirs(struct options *o, char *plots_buf, char *html_buf)
{
	int ret = out_dir_ok(&o->plots, "--plots", plots_buf);

	return ret ? ret : out_dir_ok(&o->html, "--html", html_buf);
}

void cli_free(struct options *o)
{
	free(o->labels);
	free(o->stats);
	free(o->refs);
	o->labels = NULL;
	o->stats = NULL;
	o->refs = NULL;
}
