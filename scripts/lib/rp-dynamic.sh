# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-dynamic.sh: the Phoronix Test Suite's dynamic run count, as run-pack applies it to each
# (scheduler, cell) pair. Sources:
# - Phoronix, "Statistical Significance In Benchmark Results" (2009-09-25, PTS 2.2,
#   https://www.phoronix.com/scan.php?page=news_item&px=NzU2MA): when the standard deviation of
#   a test's runs exceeds a threshold, "currently defined at 3.50%" and set in user-config.xml
#   (StandardDeviationThreshold), the suite runs the test more times; DynamicRunCount turns
#   this off, LimitDynamicToTestLength exempts long tests.
# - phoronix-test-suite pts-core, pts_test_run_manager.php (increase_run_count_check; options
#   PhoronixTestSuite/Options/TestResultValidation/DynamicRunCount, default TRUE, and
#   StandardDeviationThreshold; FORCE_TIMES_TO_RUN turns it off). Its code default of the
#   threshold has varied between versions, hence --rsd-threshold.
# The rule as issue 5 states it and run-pack applies it: the profile's scheduled runs (3 for
# pts/fio), then one more at a time while the relative standard deviation of the results is at
# or above the threshold (default 3.5 %), or a result lies outside 3 standard deviations of the
# mean, up to 4 x the scheduled count (the seeds' "N = 12"), and only for tests whose runs
# take under 2 minutes.
# The value judged is fio's bandwidth of the run (KiB/s), the number Phoronix's table shows;
# for a cell that replays a start-up (rp-startup.sh), the start-up time in seconds (timed-out
# starts have none and are not judged).
# Needs: RES (rp-manifest.sh), RUNS, FIXED_RUNS, RSD_THRESHOLD.

# dyn_max_runs DIR CELL: the most runs the pair may get: RUNS with --runs N or when its runs
# average 2 minutes or more, else 4 x RUNS.
dyn_max_runs() {
	[ "$FIXED_RUNS" = 1 ] && { echo "$RUNS"; return; }
	local avg
	avg=$(dyn_values "$1" "$2" seconds | awk '{ s += $1; n++ } END { printf "%d", n ? s / n : 0 }')
	if [ "$avg" -ge 120 ]; then echo "$RUNS"; else echo $((RUNS * 4)); fi
}

# dyn_values DIR CELL [FIELD]: FIELD (a path such as startup.seconds; default bw_kib, or
# startup.seconds for a cell that replays) of the pair's ok runs, one per line.
dyn_values() {
	local k f=${3:-bw_kib}
	[ -n "${3:-}" ] || ! cell_replays "$PACK_ABS/$2.fio" || f=startup.seconds
	for k in "${RES_ORDER[@]}"; do
		[[ $k == "$1|$2|"* ]] || continue
		jq -r --arg f "$f" 'select(.status == "ok") | getpath($f | split(".")) // empty' <<<"${RES[$k]}"
	done
}

# dyn_reason VALUES THRESHOLD: why one more run is needed ("" if not), from the values (one per
# line): "RSD 4.21 % >= 3.5 %", or "a run (123.4) lies outside 3 standard deviations".
dyn_reason() {
	awk -v t="$2" '
		{ v[n++] = $1; s += $1 }
		END {
			if (n < 2) exit
			m = s / n
			for (i = 0; i < n; i++) ss += (v[i] - m) ^ 2
			sd = sqrt(ss / (n - 1))
			if (m > 0 && sd / m * 100 >= t) { printf "RSD %.2f %% >= %s %% over %d runs\n", sd / m * 100, t, n; exit }
			for (i = 0; i < n; i++)
				if (sd > 0 && (v[i] - m > 3 * sd || m - v[i] > 3 * sd)) {
					printf "run %d (%s KiB/s) lies outside 3 standard deviations of the mean %.1f\n", i + 1, v[i], m; exit
				}
		}' <<<"$1"
}

# dyn_more DIR CELL DONE: after DONE runs of the pair, why run DONE+1 is added (printed;
# status 0), or status 1 when the pair is complete.
dyn_more() {
	local dir=$1 cell=$2 done_runs=$3 why
	[ "$FIXED_RUNS" = 0 ] || return 1
	[ "$done_runs" -ge "$RUNS" ] || return 1
	[ "$done_runs" -lt "$(dyn_max_runs "$dir" "$cell")" ] || return 1
	why=$(dyn_reason "$(dyn_values "$dir" "$cell")" "$RSD_THRESHOLD")
	[ -n "$why" ] || return 1
	echo "$why"
}
