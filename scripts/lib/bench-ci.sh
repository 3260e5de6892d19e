# shellcheck shell=bash
# bench-ci.sh: the statistics of scripts/bench and scripts/bench-trace: a row's ratio and its
# interval, its verdict, its spread, the geometric means. Sourced by both and by
# tests/integration/bench.bats, which checks them against figures worked out by hand.
#
# The rule and why (Student's t on the per-pair log ratios, not a bootstrap) are written once,
# in lib/pairci/pairci.h; these functions are its command line, build/bench-ci
# (tests/bench/bench_ci.c: GSL's mean, sd and t quantile, as compare's), rebuilt by make when
# older than its sources (paths.sh's schedaio_bin). Each returns 1 with a line on stderr when
# it cannot be built.
if ! declare -F schedaio_bin >/dev/null; then
	# shellcheck source=scripts/lib/paths.sh
	. "$(dirname "${BASH_SOURCE[0]}")/paths.sh"
fi

# ci_init: find (and build when out of date) build/bench-ci once, in this shell, so that the
# calls of a long run (and their subshells) do not look again. 1 when it cannot be built.
ci_init() {
	CI_BIN=$(schedaio_bin bench-ci lib/pairci tests/bench/bench_ci.c)
}

# ci_run ARGS...: build/bench-ci ARGS (ci_init first when this shell has not).
ci_run() {
	[ -n "${CI_BIN:-}" ] || ci_init || return 1
	"$CI_BIN" "$@"
}

# ci_t975 DF: the 0.975 quantile of Student's t for DF >= 1 degrees of freedom, 3 decimals
# (GSL's gsl_cdf_tdist_Pinv); 1 (and a line on stderr) for DF < 1.
ci_t975() { ci_run t975 "$1"; }

# ci_ratio [COL_A COL_B]: from lines "A B" on stdin (fio's value, schedaio's; both > 0), or
# columns COL_A and COL_B of wider lines, one line "N RATIO LO HI HALF_PCT": the geometric
# mean of B/A, its 95 % t interval (LO HI) and the interval's half width in per cent of the
# ratio ((exp(half) - 1) * 100, half on the log scale). With N < 2 there is no interval: LO,
# HI and HALF_PCT are "nan". Lines with a value <= 0 or not a number are skipped (a run that
# did no I/O gives no ratio).
ci_ratio() { ci_run ratio "$@"; }

# ci_gmean COL: the geometric mean of the positive numbers of column COL of the lines on
# stdin, whole (0 when there is none).
ci_gmean() { ci_run gmean "$1"; }

# ci_mean COL...: the mean of the numbers of those columns of the lines on stdin, whole;
# "-" when there is none ("-" in a column is no number).
ci_mean() { ci_run mean "$@"; }

# ci_verdict IOPS_LO IOPS_HI CPU_LO CPU_HI NEED CMAX: "met" when the IOPS interval lies above
# NEED and the CPU interval below CMAX (the goal: zram 0.99 and 1.01, issue 23); "missed"
# when either interval lies entirely on the wrong side (IOPS_HI < NEED or CPU_LO > CMAX);
# else "cannot tell" (also without an interval: "nan"). NEED 0: no IOPS goal.
ci_verdict() { ci_run verdict "$@"; }

# ci_wider H1 H2: the wider of two interval half widths (per cent), 1 decimal; "-" when H1 is
# nan (no interval).
ci_wider() { ci_run wider "$1" "$2"; }

# ci_within TARGET H1 H2: true when both half widths (per cent) are at most TARGET.
ci_within() { ci_run within "$1" "$2" "$3"; }

# ci_spread TARGET PAIR_SECS: where a row's spread comes from, from its pairs on stdin ("A B CA
# CB" per pair: fio IOPS, schedaio IOPS, fio CPU ns, schedaio CPU ns): the sd of the per-pair
# log ratios (what the interval is made of) and of the per-run logs of each engine, for CPU
# (for IOPS: the same, after "|"), and the pairs a +/- TARGET % interval would need at that
# sd ((z sd / ln(1 + TARGET/100))^2, rounded up; z the normal 0.975 quantile, as the t
# quantile is at hundreds of pairs) with the time they take at PAIR_SECS a pair.
# r: the correlation of the two runs of a pair (their logs): near 1 the pair cancels the
# noise (a drift slower than a pair: ABBA works), near 0 the noise is faster than a pair and
# only more pairs (or longer runs, if it averages out inside a run) narrow the interval.
# "-" with fewer than 3 pairs.
ci_spread() { ci_run spread "$1" "$2"; }
