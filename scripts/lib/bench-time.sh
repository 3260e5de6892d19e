# shellcheck shell=bash
# bench-time.sh: scripts/bench's time: a pair's time so far (pair_secs), the budget kept for
# callgrind (reserve_secs), a row's share of --budget (row_cap, budget_allows), the estimate
# before the first run (plan_secs) and the ETA after every pair (eta), in whole seconds
# (fmt_secs: XmYYs). Sourced by scripts/bench only. Reads its globals: RUNTIME, RAMP,
# RUN_START, CG_IOS, CG_RESERVE, BUDGET, REPS, MAX_REPS, START, ROWS, ROWS_DONE, PAIR_SECS,
# PAIRS_RUN.

# pair_secs: the mean time of a pair so far, seconds (rounded up); before the first pair the
# estimate 2 x (RUNTIME + ramp + RUN_START).
pair_secs() {
	if ((PAIRS_RUN > 0)); then
		echo $(((PAIR_SECS + PAIRS_RUN - 1) / PAIRS_RUN))
	else
		awk -v r="$RUNTIME" -v m="$(ramp_secs)" -v o="$RUN_START" 'BEGIN {printf "%d", 2 * (r + m + o) + 0.999}'
	fi
}

# ramp_secs: RAMP in seconds (250ms -> 0.25).
ramp_secs() {
	case $RAMP in *ms) awk -v m="${RAMP%ms}" 'BEGIN {print m / 1000}' ;; *) echo "$RAMP" ;; esac
}

# reserve_secs: the part of the budget kept for callgrind and the latency cost (0 without).
reserve_secs() {
	if [ "$CG_IOS" -gt 0 ]; then echo "$CG_RESERVE"; else echo 0; fi
}

# row_cap ROW_START: this row's time cap, seconds: the budget left for pairs (BUDGET less
# reserve_secs, less the time gone before this row) split evenly over the rows not done, this
# one included. What a row that reached --target early did not use goes to the later rows.
row_cap() {
	local rows=$((ROWS - ROWS_DONE)) left
	left=$((BUDGET - $(reserve_secs) - ($1 - START)))
	((rows > 0 && left > 0)) || { echo 0; return; }
	echo $((left / rows))
}

# budget_allows ROW_START: whether this row may run one more pair: its time so far plus one
# pair (the mean so far) within its cap (row_cap).
budget_allows() {
	(((SECONDS - $1) + $(pair_secs) <= $(row_cap "$1")))
}

# fmt_secs S: "XmYYs".
fmt_secs() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }

# plan_secs: the bench's estimated time, seconds, at most: the set-up (~20 s), the pairs (the
# budget less the reserve, or what --reps pairs per row need when that is more, or what
# --max-reps pairs need when that is less), the reserve.
plan_secs() {
	local per least most pairs
	per=$(pair_secs)
	least=$((ROWS * REPS * per)) most=$((ROWS * MAX_REPS * per))
	pairs=$((BUDGET - $(reserve_secs)))
	((pairs > least)) || pairs=$least
	((pairs < most)) || pairs=$most
	echo $((20 + pairs + $(reserve_secs)))
}

# eta: the time left, at most: the budget not used yet (or what --reps pairs of the rows not
# done need, when more; or what their --max-reps pairs need, when less), plus the reserve.
eta() {
	local per rows=$((ROWS - ROWS_DONE)) least most left
	per=$(pair_secs)
	least=$((rows * REPS * per)) most=$((rows * MAX_REPS * per))
	left=$((BUDGET - $(reserve_secs) - (SECONDS - START)))
	((left > least)) || left=$least
	((left < most)) || left=$most
	fmt_secs $((left + $(reserve_secs)))
}
