/*
 * gp.h: the one way compare writes strings for gnuplot, so that no string read from a
 * results file (labels, cell and scheduler folder names, tunables, reference names) can
 * run as a gnuplot command (issue 13).
 *
 * gnuplot executes text in three ways: a new line starts a new command (a newline in a
 * label ends an inline data block or a string and the rest runs, e.g. `system '...'`);
 * `backquotes` are replaced by a shell command's output anywhere on a command line,
 * INSIDE DOUBLE-QUOTED STRINGS TOO; `@name` expands a macro outside quotes. A data file
 * read by `plot 'file'` is never executed: its fields are only numbers and strings.
 * (gnuplot 5.4 manual: "quote marks", "substitution", "macros"; checked against gnuplot
 * 5.4.4 by tests/integration/plots.bats.)
 *
 * So:
 *   - data (numbers, row labels) goes into data files (gp_field) that the script reads with
 *     `using` and string columns (`ytic(1)`), never into the script;
 *   - a string the script must hold (a title, a key entry) is written by gp_quote as a
 *     single-quoted literal: gnuplot applies no backslash, backquote or macro processing
 *     inside single quotes, and the only special character, ', is doubled; control bytes
 *     (newline, CR, ...) become spaces, so the literal cannot end the line;
 *   - file names in the script are ours: gp_stem keeps a name only when every byte is in
 *     [A-Za-z0-9._+-] and it starts with a letter or digit, else it is "_<kind><index>".
 */
#ifndef COMPARE_GP_H
#define COMPARE_GP_H

#include <stddef.h>
#include <stdio.h>

#include "render/outfile.h"
#include "render/plotimg.h"

#define GP_STR_MAX 160 /* bytes of a string kept in a plot (titles, labels); "..." after */
#define GP_TIC_MAX 28  /* bytes of a tic label (overview matrix rows and columns) */
#define GP_STEM_MAX 96 /* bytes of a name kept in a file name */
#define GP_DATA "data"  /* the data files' folder, inside the plots folder */

/* gp_quote: S as a gnuplot single-quoted string literal to F ('' for '; bytes < 0x20 and
 * 0x7f as a space; at most GP_STR_MAX bytes, cut at a UTF-8 character boundary, then
 * "..."). S NULL is written as ''. */
void gp_quote(FILE *f, const char *s);

/* gp_field: S as one string field of a gnuplot data file to F: in double quotes, with "
 * written as ' and control bytes as spaces, same length bound as gp_quote. An empty S is
 * written as "-" (gnuplot reads "" as a missing field). */
void gp_field(FILE *f, const char *s);

/* gp_field_max: gp_field with at most MAX bytes kept (tic labels: GP_TIC_MAX). */
void gp_field_max(FILE *f, const char *s, size_t max);

/* gp_stem: a file name stem for NAME into BUF (LEN bytes): NAME itself when it is safe
 * (see above) and shorter than GP_STEM_MAX, else "_" KIND IDX (e.g. "_cell3"). Two safe
 * names never map to the same stem; an unsafe one never maps to a safe one (they start
 * with a letter or digit, ours with "_"). */
void gp_stem(char *buf, size_t len, const char *name, const char *kind, size_t idx);

/* gp_sanitise: NAME made a readable file name part into BUF (LEN bytes, LEN - 1 kept at most):
 * every byte outside [A-Za-z0-9._+-] as '-' (a run of them as one: "numjobs=2" ->
 * "numjobs-2", "a: b" -> "a-b"), "x" first when NAME does not start with a letter or digit
 * (never '-' or '.' first; "" -> "x"). Two names may map to one: the caller makes them unique. */
void gp_sanitise(char *buf, size_t len, const char *name);

/* gp_safe: 1 when NAME would be kept by gp_stem. */
int gp_safe(const char *name);

/* gp_data_open: DIR/GP_DATA/STEM.tsv opened for writing into O (outfile_open, the folder
 * made if missing; finish it with outfile_close(O, E): 0, or -errno with E naming the file and
 * the reason). O->af.f, or NULL with E (outfile.h's convention, as every function below). */
FILE *gp_data_open(struct outfile *o, const char *dir, const char *stem, struct outerr *e);

/* gp_data_ref: the data file of STEM as the script names it ('data/STEM.tsv') to F. */
void gp_data_ref(FILE *f, const char *stem);

/* gp_terminal: "set terminal" and "set output" for STEM.png (SVG 0, pngcairo) or STEM.svg
 * (SVG 1) of W x H pixels, text not enhanced, to F. */
void gp_terminal(FILE *f, const char *stem, int w, int h, int svg);

/* gp_range_from0: "set <AXIS>range [0:*]" to F when TOP, the largest value the plot draws on
 * AXIS ('x' or 'y'), is above 0, else "[0:1]": on data that are all 0 (a constant series:
 * no throughput, no merges) gnuplot would print "Warning: empty y range [0:0], adjusting to
 * [0:1]" on the terminal (gnuplot 5.4, "autoscale"); a NAN TOP counts as no data. */
void gp_range_from0(FILE *f, char axis, double top);

/* gp_range_data: when LO == HI (every value the plot draws on AXIS is one number: a constant
 * series, a single point) "set <AXIS>range [LO - d:HI + d]" to F, d 1 % of |LO| (1 when LO
 * is 0: gnuplot's own widening), so that gnuplot does not print "Warning: empty y range
 * [c:c], adjusting to ..." on the terminal; otherwise nothing (autoscale). LO and HI not
 * finite (no data): nothing. */
void gp_range_data(FILE *f, char axis, double lo, double hi);

/* gp_script_run: finish O (the gnuplot script DIR/SCRIPT, from outfile_open(O, DIR, SCRIPT,
 * OPT, E)) and draw: when BAD (the caller's error, -errno, its reason in E already) O's file
 * is closed, its temporary removed, and BAD returned; otherwise it is closed (a failed write:
 * -errno, E naming DIR/SCRIPT and the reason) and gnuplot run on it (gp_run, KEEP as there).
 * 0 or -errno with E. */
int gp_script_run(struct outfile *o, const char *dir, const char *script, int bad,
		  struct plot_images *keep, struct outerr *e);

/* The test hook naming the gnuplot to run (an absolute path), held to gp_program's rule;
 * documented in COMPARE.md. */
#define GP_PROGRAM_ENV "SCHEDAIO_GNUPLOT"

/* gp_program: the gnuplot compare runs, by absolute path, never found through PATH (issue
 * 39: root's PATH may hold a folder another user controls): GP_PROGRAM_ENV when set, else
 * the first of /usr/bin/gnuplot, /usr/local/bin/gnuplot and /bin/gnuplot that exists; its
 * real file (links resolved) into PATH (PATH_MAX bytes), which must be a regular executable
 * owned by root or the invoking user (safepath_uid), writable by nobody else, in a folder
 * held to the ownership rule (lib/safepath). 0; -ENOENT (none: WHY "is not installed
 * (apt-get install gnuplot-nox)"), or -EPERM with the reason in WHY. */
int gp_program(char *path, char *why, size_t whylen);

/* gp_run: 'gnuplot SCRIPT' run in a new private folder of ours in DIR (mkdtemp, 0700:
 * DIR/.gnuplot.XXXXXX, holding a copy of DIR/SCRIPT and a link 'data' to DIR/data), since
 * gnuplot opens its images itself ("set output") by name; each image its script names is
 * then renamed into DIR (replacing, never writing through, a link planted there) and the
 * private folder removed (issue 28, finding 3). gnuplot is gp_program's, by absolute path.
 * With KEEP (not NULL), every PNG image is also read into KEEP (plotimg.h) from the private
 * folder before its move, for the report that embeds it. 0, or -errno with E (cannot fork,
 * gnuplot missing or refused by gp_program, gnuplot failing, an image its script names that
 * gnuplot left empty or did not write: a full disk, or a PNG that cannot be read). */
int gp_run(const char *dir, const char *script, struct plot_images *keep, struct outerr *e);

#endif
