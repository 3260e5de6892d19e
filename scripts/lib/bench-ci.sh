# shellcheck shell=bash
# bench-ci.sh: the interval and the verdict of one scripts/bench row. Sourced by scripts/bench
# and by tests/integration/bench.bats, which checks both against figures worked out by hand.
#
# A row is N ABBA pairs; pair i gives fio's value a_i and schedaio's b_i (IOPS, or CPU ns per
# I/O). The ratio schedaio/fio is estimated by the geometric mean of the per-pair ratios,
# exp(mean(d)) with d_i = ln(b_i / a_i), and its 95 % interval is Student's t on the d_i:
# exp(mean(d) +/- t(0.975, N - 1) * sd(d) / sqrt(N)), sd with N - 1. Why t on the log ratios
# and not a bootstrap (DEVELOPING.md, "make bench"): the pair is the unit (both engines ran
# side by side, so a slow stretch of the machine lands on both), a log ratio is symmetric
# (1.02 and 1/1.02 are the same distance from 1), the t interval is exact for normal d_i and
# close for N of 8 to 16, while a percentile bootstrap of so few pairs is too narrow (it
# ignores the N - 1 and the t tail: about 90 % coverage at N = 10); and t gives the same
# interval for the same pairs on every run (no resampling seed).

# The 0.975 quantile of Student's t for 1..30 degrees of freedom (any statistics table, e.g.
# NIST/SEMATECH e-Handbook 1.3.6.7.2); from 31 on, 1.96 + 2.4 / DF (within 0.002 of exact).
CI_T975_TABLE="12.706 4.303 3.182 2.776 2.571 2.447 2.365 2.306 2.262 2.228 2.201 2.179 2.160 2.145 2.131 2.120 2.110 2.101 2.093 2.086 2.080 2.074 2.069 2.064 2.060 2.056 2.052 2.048 2.045 2.042"
CI_T975_AWK='function t975(df,  t) { split(T975, t, " "); return df <= 30 ? t[df] : 1.96 + 2.4 / df }'

# ci_t975 DF: that quantile for DF >= 1 degrees of freedom, 3 decimals.
ci_t975() {
	awk -v T975="$CI_T975_TABLE" -v df="$1" "$CI_T975_AWK"' BEGIN { if (df < 1) exit 1; printf "%.3f\n", t975(df) }'
}

# ci_ratio: from lines "A B" on stdin (fio's value, schedaio's; both > 0), one line
# "N RATIO LO HI HALF_PCT": the geometric mean of B/A, its 95 % t interval (LO HI) and the
# interval's half width in per cent of the ratio ((exp(half) - 1) * 100, half on the log
# scale). With N < 2 there is no interval: LO, HI and HALF_PCT are "nan". Lines with a value
# <= 0 or not a number are skipped (a run that did no I/O gives no ratio).
ci_ratio() {
	awk -v T975="$CI_T975_TABLE" "$CI_T975_AWK"'
		$1 + 0 > 0 && $2 + 0 > 0 { d[++n] = log($2 / $1); s += d[n] }
		END {
			if (n == 0) { print "0 nan nan nan nan"; exit }
			m = s / n
			if (n < 2) { printf "%d %.4f nan nan nan\n", n, exp(m); exit }
			for (i = 1; i <= n; i++) ss += (d[i] - m) ^ 2
			h = t975(n - 1) * sqrt(ss / (n - 1)) / sqrt(n)
			printf "%d %.4f %.4f %.4f %.2f\n", n, exp(m), exp(m - h), exp(m + h), (exp(h) - 1) * 100
		}'
}

# ci_verdict IOPS_LO IOPS_HI CPU_LO CPU_HI NEED CMAX: "met" when the IOPS interval lies above
# NEED and the CPU interval below CMAX (the goal: zram 0.99 and 1.01, issue 23); "missed"
# when either interval lies entirely on the wrong side (IOPS_HI < NEED or CPU_LO > CMAX);
# else "cannot tell" (also without an interval: "nan"). NEED 0: no IOPS goal.
ci_verdict() {
	awk -v il="$1" -v ih="$2" -v cl="$3" -v ch="$4" -v need="$5" -v cmax="$6" 'BEGIN {
		if (il == "nan" || ih == "nan" || cl == "nan" || ch == "nan") { print "cannot tell"; exit }
		if ((need > 0 && ih + 0 < need) || cl + 0 > cmax) { print "missed"; exit }
		if ((need == 0 || il + 0 > need) && ch + 0 < cmax) { print "met"; exit }
		print "cannot tell"
	}'
}

# ci_spread TARGET PAIR_SECS: where a row's spread comes from, from its pairs on stdin ("A B CA CB"
# per pair: fio IOPS, schedaio IOPS, fio CPU ns, schedaio CPU ns): the sd of the per-pair log
# ratios (what the interval is made of) and of the per-run logs of each engine, for CPU
# (for IOPS: the same, after "|"), and the pairs a +/- TARGET % interval would need at that
# sd (1.96 sd / ln(1 + TARGET/100), squared) with the time they take at PAIR_SECS a pair (1.96: the normal quantile, as the t
# quantile is at hundreds of pairs).
# r: the correlation of the two runs of a pair (their logs): near 1 the pair cancels the
# noise (a drift slower than a pair: ABBA works), near 0 the noise is faster than a pair and
# only more pairs (or longer runs, if it averages out inside a run) narrow the interval.
# "-" with fewer than 3 pairs.
ci_spread() {
	awk -v t="$1" -v per="$2" '
		$1 > 0 && $2 > 0 && $3 > 0 && $4 > 0 {
			n++; ri[n] = log($2 / $1); rc[n] = log($4 / $3)
			fi[n] = log($1); si[n] = log($2); fc[n] = log($3); sc[n] = log($4)
		}
		function sd(x,   i, m, q) { m = 0; for (i = 1; i <= n; i++) m += x[i]; m /= n
			q = 0; for (i = 1; i <= n; i++) q += (x[i] - m) ^ 2; return sqrt(q / (n - 1)) }
		# r: the correlation of the two runs of a pair, from var(b - a) = var a + var b - 2 r sa sb
		function r(a, b, d,   x, y) { x = sd(a); y = sd(b); if (x == 0 || y == 0) return "-"
			return sprintf("%.2f", (x ^ 2 + y ^ 2 - sd(d) ^ 2) / (2 * x * y)) }
		END {
			if (n < 3) { print "-"; exit }
			need = int((1.96 * (sd(rc) > sd(ri) ? sd(rc) : sd(ri)) / log(1 + t / 100)) ^ 2 + 0.999)
			printf "CPU ratio %.3f fio %.3f sa %.3f r %s | IOPS ratio %.3f fio %.3f sa %.3f r %s | pairs for +/-%s %%: %d (%d s)\n",
				sd(rc), sd(fc), sd(sc), r(fc, sc, rc), sd(ri), sd(fi), sd(si), r(fi, si, ri), t, need, need * per
		}'
}
