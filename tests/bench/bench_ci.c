/*
 * bench_ci: scripts/bench's and scripts/bench-trace's statistics (lib/pairci/pairci.h: the
 * ratio of paired runs, its 95 % interval, the verdict, the spread) behind a command line, for
 * scripts/lib/bench-ci.sh. Built as build/bench-ci.
 *
 *   bench-ci ratio [COL_A COL_B]  < PAIRS   "N RATIO LO HI HALF_PCT": the geometric mean of
 *                                           B/A over the lines (columns COL_A and COL_B,
 *                                           1-based, default 1 2), its 95 % interval and its
 *                                           half width in per cent (4, 4, 4 and 2 decimals);
 *                                           "nan" for what N (< 2, or 0) does not give
 *   bench-ci gmean COL            < LINES   the geometric mean of column COL, whole ("0": none)
 *   bench-ci mean COL...          < LINES   the mean of every number of those columns, whole
 *                                           ("-": none; a "-" in a column is no number)
 *   bench-ci spread TARGET PAIR_SECS < PAIRS
 *                                           a row's spread from lines "FIO_IOPS SA_IOPS FIO_CPU
 *                                           SA_CPU ...", "-" below 3 pairs (pairci_spread)
 *   bench-ci t975 DF                        the 0.975 quantile of Student's t, 3 decimals
 *   bench-ci verdict IL IH CL CH NEED CMAX  met, missed or cannot tell ("nan": no interval)
 *   bench-ci wider H1 H2                    the larger half width, 1 decimal; "-" when H1 is nan
 *   bench-ci within TARGET H1 H2            exit 0 when both half widths are at most TARGET
 *
 * Fields are split on blanks; one that is not a whole number (strtod: "nan", "-", "12x") or
 * not above 0 makes its line give no value. Lines of at most 4,095 bytes, 1,000,000 lines.
 * Exit: 0; 1 (within: a half width above TARGET or nan); 2 bad arguments or input, one line
 * on stderr.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pairci/pairci.h"

#define MAX_LINES 1000000
#define MAX_COLS 32

static int usage_error(const char *what)
{
	fprintf(stderr, "bench-ci: %s (usage in tests/bench/bench_ci.c)\n", what);
	return 2;
}

/* number: S as a double when all of it is one (strtod), else NAN. */
static double number(const char *s)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (end == s || *end || errno)
		return NAN;
	return v;
}

/* column_arg: a 1-based column number from 1 to MAX_COLS into *COL (0-based). 0 or -EINVAL. */
static int column_arg(const char *s, int *col)
{
	double v = number(s);

	if (!(v >= 1 && v <= MAX_COLS) || v != floor(v))
		return -EINVAL;
	*col = (int)v - 1;
	return 0;
}

struct table {
	double (*v)[MAX_COLS]; /* v[line][col], NAN where the line has no such number */
	size_t n, cap;
};

/* read_table: every line of IN split on blanks into T (NAN past a line's last field). 0,
 * -E2BIG (a line too long, or too many), -ENOMEM, -EIO. */
static int read_table(FILE *in, struct table *t)
{
	char line[4096], *tok, *save;
	int c;

	*t = (struct table){ 0 };
	while (fgets(line, sizeof(line), in)) {
		if (!strchr(line, '\n') && !feof(in))
			return -E2BIG;
		if (t->n == t->cap) {
			size_t cap = t->cap ? 2 * t->cap : 64;
			void *p;

			if (cap > MAX_LINES)
				return -E2BIG;
			p = realloc(t->v, cap * sizeof(*t->v));
			if (!p)
				return -ENOMEM;
			t->v = p;
			t->cap = cap;
		}
		for (c = 0; c < MAX_COLS; c++)
			t->v[t->n][c] = NAN;
		c = 0;
		for (tok = strtok_r(line, " \t\n", &save); tok && c < MAX_COLS; tok = strtok_r(NULL, " \t\n", &save))
			t->v[t->n][c++] = number(tok);
		t->n++;
	}
	return ferror(in) ? -EIO : 0;
}

/* column: column COL of T as a new array of T->n values (NULL when out of memory). */
static double *column(const struct table *t, int col)
{
	double *x = malloc((t->n ? t->n : 1) * sizeof(*x));
	size_t i;

	for (i = 0; x && i < t->n; i++)
		x[i] = t->v[i][col];
	return x;
}

/* nan_or: "nan", or V with DEC decimals, into BUF. */
static const char *nan_or(double v, int dec, char *buf, size_t len)
{
	if (isnan(v))
		snprintf(buf, len, "nan");
	else
		snprintf(buf, len, "%.*f", dec, v);
	return buf;
}

static int cmd_ratio(const struct table *t, int ca, int cb)
{
	double *a = column(t, ca), *b = column(t, cb);
	struct pairci r;
	char s[4][64];
	int rc = -ENOMEM;

	if (a && b)
		rc = pairci_ratio(a, b, t->n, &r);
	free(a);
	free(b);
	if (rc)
		return rc;
	printf("%zu %s %s %s %s\n", r.n, nan_or(r.ratio, 4, s[0], 64), nan_or(r.lo, 4, s[1], 64),
	       nan_or(r.hi, 4, s[2], 64), nan_or(r.half_pct, 2, s[3], 64));
	return 0;
}

static int cmd_gmean(const struct table *t, int col)
{
	double *x = column(t, col), g;
	int rc;

	if (!x)
		return -ENOMEM;
	rc = pairci_gmean(x, t->n, &g, NULL);
	free(x);
	if (!rc)
		printf("%.0f\n", g);
	return rc;
}

/* cmd_mean: the arithmetic mean of every number of the NC columns COLS over T's lines. */
static int cmd_mean(const struct table *t, const int *cols, int nc)
{
	double s = 0;
	size_t k = 0, i;
	int c;

	for (i = 0; i < t->n; i++)
		for (c = 0; c < nc; c++)
			if (isfinite(t->v[i][cols[c]])) {
				s += t->v[i][cols[c]];
				k++;
			}
	if (k)
		printf("%.0f\n", s / (double)k);
	else
		printf("-\n");
	return 0;
}

/* r_text: a correlation as bench prints it: 2 decimals, "-" for none. */
static const char *r_text(double r, char *buf, size_t len)
{
	if (isnan(r))
		snprintf(buf, len, "-");
	else
		snprintf(buf, len, "%.2f", r);
	return buf;
}

static int cmd_spread(const struct table *t, const char *target_text, double target, double pair_secs)
{
	struct pairci_pair *p = malloc((t->n ? t->n : 1) * sizeof(*p));
	struct pairci_spread s;
	char rc_[16], ri_[16];
	size_t i;
	int rc;

	if (!p)
		return -ENOMEM;
	for (i = 0; i < t->n; i++)
		p[i] = (struct pairci_pair){ t->v[i][0], t->v[i][1], t->v[i][2], t->v[i][3] };
	rc = pairci_spread(p, t->n, target, &s);
	free(p);
	if (rc)
		return rc;
	if (s.n < 3) {
		printf("-\n");
		return 0;
	}
	/* TARGET as the caller wrote it ("1", "0.5") */
	printf("CPU ratio %.3f fio %.3f sa %.3f r %s | IOPS ratio %.3f fio %.3f sa %.3f r %s | "
	       "pairs for +/-%s %%: %.0f (%.0f s)\n",
	       s.cpu.ratio, s.cpu.fio, s.cpu.sa, r_text(s.cpu.r, rc_, sizeof(rc_)), s.iops.ratio, s.iops.fio,
	       s.iops.sa, r_text(s.iops.r, ri_, sizeof(ri_)), target_text, s.pairs_need, s.pairs_need * pair_secs);
	return 0;
}

/* cmd_stdin: the commands that read lines from stdin. */
static int cmd_stdin(const char *cmd, int argc, char **argv)
{
	struct table t;
	int cols[MAX_COLS], nc = 0, rc;
	double a1 = NAN, a2 = NAN;

	if (!strcmp(cmd, "ratio")) {
		if (argc != 0 && argc != 2)
			return usage_error("ratio takes no column or two");
		cols[0] = 0, cols[1] = 1;
		if (argc == 2 && (column_arg(argv[0], &cols[0]) || column_arg(argv[1], &cols[1])))
			return usage_error("a column is a number from 1 to 32");
	} else if (!strcmp(cmd, "gmean") || !strcmp(cmd, "mean")) {
		if (argc < 1 || (argc > 1 && !strcmp(cmd, "gmean")) || argc > MAX_COLS)
			return usage_error("gmean takes one column, mean one or more");
		for (nc = 0; nc < argc; nc++)
			if (column_arg(argv[nc], &cols[nc]))
				return usage_error("a column is a number from 1 to 32");
	} else {
		if (argc != 2)
			return usage_error("spread takes TARGET and PAIR_SECS");
		a1 = number(argv[0]), a2 = number(argv[1]);
		if (!(a1 > 0 && a1 < 100) || !(a2 >= 0 && isfinite(a2)))
			return usage_error("spread: TARGET is a per cent above 0 and below 100, PAIR_SECS seconds >= 0");
	}
	rc = read_table(stdin, &t);
	if (rc) {
		free(t.v);
		fprintf(stderr, "bench-ci: %s: reading stdin: %s\n", cmd, strerror(-rc));
		return 2;
	}
	if (!strcmp(cmd, "ratio"))
		rc = cmd_ratio(&t, cols[0], cols[1]);
	else if (!strcmp(cmd, "gmean"))
		rc = cmd_gmean(&t, cols[0]);
	else if (!strcmp(cmd, "mean"))
		rc = cmd_mean(&t, cols, nc);
	else
		rc = cmd_spread(&t, argv[0], a1, a2);
	free(t.v);
	if (rc) {
		fprintf(stderr, "bench-ci: %s: %s\n", cmd, strerror(-rc));
		return 2;
	}
	return 0;
}

/* cmd_args: the commands on their arguments alone. */
static int cmd_args(const char *cmd, int argc, char **argv)
{
	double v[6], t;
	int i;

	for (i = 0; i < argc && i < 6; i++)
		v[i] = number(argv[i]);
	if (!strcmp(cmd, "t975")) {
		if (argc != 1 || isnan(v[0]) || pairci_t975(v[0], &t))
			return usage_error("t975 takes a number of degrees of freedom >= 1");
		printf("%.3f\n", t);
	} else if (!strcmp(cmd, "verdict")) {
		if (argc != 6 || isnan(v[4]) || isnan(v[5]))
			return usage_error("verdict takes IOPS_LO IOPS_HI CPU_LO CPU_HI NEED CMAX");
		printf("%s\n", pairci_verdict_name(pairci_verdict(v[0], v[1], v[2], v[3], v[4], v[5])));
	} else if (!strcmp(cmd, "wider")) {
		if (argc != 2)
			return usage_error("wider takes two half widths");
		if (isnan(v[0]))
			printf("-\n");
		else
			printf("%.1f\n", v[0] > v[1] ? v[0] : v[1]);
	} else if (!strcmp(cmd, "within")) {
		if (argc != 3 || isnan(v[0]))
			return usage_error("within takes TARGET H1 H2");
		return !isnan(v[1]) && !isnan(v[2]) && v[1] <= v[0] && v[2] <= v[0] ? 0 : 1;
	} else {
		return usage_error("unknown command");
	}
	return 0;
}

int main(int argc, char **argv)
{
	const char *cmd = argc > 1 ? argv[1] : "";

	if (!strcmp(cmd, "ratio") || !strcmp(cmd, "gmean") || !strcmp(cmd, "mean") || !strcmp(cmd, "spread"))
		return cmd_stdin(cmd, argc - 2, argv + 2);
	if (argc < 2)
		return usage_error("a command: ratio, gmean, mean, spread, t975, verdict, wider, within");
	return cmd_args(cmd, argc - 2, argv + 2);
}
