# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-dynamic.sh: the Phoronix Test Suite's dynamic run count, as run-pack applies it to each
# (scheduler, cell) pair.
# Source: phoronix-test-suite pts-core/objects/client/pts_test_run_manager.php,
# increase_run_count_check(), as in v8.2.0 and v8.4.0 (2018-09 to 2019-02: the versions of the
# EPYC seed, OpenBenchmarking 1811264, whose counts N = 3..12 it produces), called by
# pts_test_execution.php after the last scheduled run and after each added one. It adds one
# run at a time while the relative standard deviation of the results (sample standard
# deviation / mean, percent) is at or above the threshold (StandardDeviationThreshold, 3.50 in
# those versions: --rsd-threshold):
#   - straight away while the runs so far are under MAX = 3 x the scheduled count (2 x when
#     the runs average 2 minutes or more);
#   - then, while under MAX + the scheduled count, only if the RSD is still within half of
#     the RSD at the first check (|first - now| < first / 2);
#   - never for tests whose runs average more than 60 minutes (floor(avg / 60) > 60).
# With 3 scheduled runs of under 2 minutes: 3 to 12 runs (the seeds' "N = 12").
# Not in those versions, so not here: the "a value outside three sigma" trigger (added in
# 2019-07, v9.0; with the population standard deviation that version uses, a value of n can
# lie outside mean +/- 3 SD only when n >= 11, since the largest |z| is sqrt(n - 1)).
# DynamicRunCount=FALSE or FORCE_TIMES_TO_RUN there is --runs N here.
# The value judged is fio's bandwidth of the run (KiB/s), the number Phoronix's table shows;
# the run time is the run's wall time (manifest results[].seconds).
# Needs: RES (rp-manifest.sh), RUNS, FIXED_RUNS, RSD_THRESHOLD.

# dyn_values DIR CELL [FIELD]: FIELD (default bw_kib) of the pair's ok runs, one per line.
dyn_values() {
	local k f=${3:-bw_kib}
	for k in "${RES_ORDER[@]}"; do
		[[ $k == "$1|$2|"* ]] || continue
		jq -r --arg f "$f" 'select(.status == "ok") | .[$f] // empty' <<<"${RES[$k]}"
	done
}

# dyn_max_runs DIR CELL: MAX, the runs added straight away: RUNS with --runs N; else 3 x RUNS,
# or 2 x RUNS when the pair's runs average 120 s or more.
dyn_max_runs() {
	[ "$FIXED_RUNS" = 1 ] && { echo "$RUNS"; return; }
	local avg
	avg=$(dyn_values "$1" "$2" seconds | awk '{ s += $1; n++ } END { printf "%d", n ? s / n : 0 }')
	if [ "$avg" -ge 120 ]; then echo $((RUNS * 2)); else echo $((RUNS * 3)); fi
}

# dyn_reason VALUES THRESHOLD DONE SCHEDULED MAX AVG_S: why one more run is needed ("" if not),
# from the results so far (VALUES, one per line, in run order), DONE runs done of SCHEDULED,
# MAX from dyn_max_runs and the runs' average wall time AVG_S (s). Prints e.g.
# "RSD 4.21 % >= 3.5 % over 3 runs" or, past MAX, "... and within half of the first check's
# RSD 5.02 %".
dyn_reason() {
	awk -v t="$2" -v done_runs="$3" -v sched="$4" -v max="$5" -v avg="$6" '
		function rsd(k,    i, s, m, ss) {
			if (k < 2) return 0
			for (i = 0; i < k; i++) s += v[i]
			m = s / k
			if (m == 0) return 0
			for (i = 0; i < k; i++) ss += (v[i] - m) ^ 2
			return sqrt(ss / (k - 1)) / m * 100
		}
		{ v[n++] = $1 }
		END {
			if (n < 2 || int(avg / 60) > 60) exit
			now = rsd(n)
			if (now < t) exit
			if (done_runs < max) { printf "RSD %.2f %% >= %s %% over %d runs\n", now, t, n; exit }
			if (done_runs >= max + sched) exit
			first = rsd(n < sched ? n : sched)
			d = now - first
			if (d < 0) d = -d
			if (d < first / 2)
				printf "RSD %.2f %% >= %s %% over %d runs, and within half of the first check'"'"'s RSD %.2f %%\n", now, t, n, first
		}' <<<"$1"
}

# dyn_more DIR CELL DONE: after DONE runs of the pair (failed ones included), why run DONE+1
# is added (printed; status 0), or status 1 when the pair is complete.
dyn_more() {
	local dir=$1 cell=$2 done_runs=$3 why avg
	[ "$FIXED_RUNS" = 0 ] || return 1
	[ "$done_runs" -ge "$RUNS" ] || return 1
	avg=$(dyn_values "$dir" "$cell" seconds | awk '{ s += $1; n++ } END { printf "%.2f", n ? s / n : 0 }')
	why=$(dyn_reason "$(dyn_values "$dir" "$cell")" "$RSD_THRESHOLD" "$done_runs" "$RUNS" \
		"$(dyn_max_runs "$dir" "$cell")" "$avg")
	[ -n "$why" ] || return 1
	echo "$why"
}
