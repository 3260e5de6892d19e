/*
 * cli.h: scripts/compare's command line: the options' one table (opt_rows[] in cli.c: each
 * row gives getopt_long's option, the usage line's item and its --help lines), parsed into
 * struct options, and the output folders checked against the ownership rule (safepath.h)
 * before anything is read or written.
 */
#ifndef COMPARE_CLI_H
#define COMPARE_CLI_H

#include <stddef.h>

#include "render/render.h" /* struct render_format_info */
#include "units/units.h"

#define EXIT_USAGE 2   /* bad usage, a refused output folder */
#define EXIT_PARTIAL 3 /* tables printed, but files or runs were left out */

/* struct options: what the command line asks for. */
struct options {
	char **dirs;
	const char **labels; /* per dir, NULL when not given */
	size_t ndirs;
	char **stats;        /* --stats folders */
	size_t nstats;
	const char *reference; /* the first --reference, or NULL */
	const char **refs;     /* every --reference in order (NREFS): several, or KERNEL=SET,
				* pair sets with a --kernel study's kernels (model/refpair.h) */
	size_t nrefs;
	const char *plots, *html;
	const struct render_format_info *format; /* a row of render_formats[] */
	int has_unit;
	enum units_mbps unit;
	int help;            /* --help was given: the help is printed, nothing else to do */
	const char *prog;    /* the command as typed, for usage lines: "scripts/compare" or
			      * "schedaio-compare" (installed), from argv[0] */
};

/* cli_parse: ARGV into *O (O->dirs reuses ARGV: the folders and files in order). 0 (with
 * O->help set when --help was printed); -EINVAL after printing a usage error on stderr
 * (an unknown option or format, a missing value, more --label than folders, no folder, an
 * empty folder argument, an option that takes one value given twice, an argument holding a
 * control character); -ENOMEM. *O needs cli_free() either way. */
int cli_parse(int argc, char **argv, struct options *o);

/* cli_out_dirs: --plots and --html of O checked against the ownership rule, each then
 * pointing at its resolved path in PLOTS_BUF and HTML_BUF (PATH_MAX bytes each; see
 * out_dir_ok in cli.c). 0, or -EPERM or -ELOOP after one line on stderr. */
int cli_out_dirs(struct options *o, char *plots_buf, char *html_buf);

/* cli_free: release what cli_parse allocated in O; safe on a zeroed value. */
void cli_free(struct options *o);

#endif
