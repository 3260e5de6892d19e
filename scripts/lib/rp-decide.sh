# shellcheck shell=bash
# rp-decide.sh: run-pack --until-decided PCT [--budget TIME] [--max-runs N]: the shell side.
# The rule (which pair gets a run more, and why) is build/schedaio-study's (study/decide.c over
# lib/seqtest/): after the first --runs runs of every (cell, scheduler), order.c adds a
# run, interleaved, only where a comparison with the cell's best is still open; the reason is
# recorded with the run (results[].added_because). Here: the options, their manifest lines, the budget
# and the worst case of --dry-run. Sourced by run-pack (globals: RUNS, FIXED_RUNS, TOTAL).

DECIDE_PCT='' DECIDE_BUDGET='' DECIDE_BUDGET_S='' DECIDE_MAX=12 DECIDE_T0=''

# decide_opt OPT VALUE: takes --until-decided, --budget, --max-runs; 1 for another option.
decide_opt() {
	case "$1" in
	--until-decided) DECIDE_PCT=$2 ;;
	--budget) DECIDE_BUDGET=$2 ;;
	--max-runs) DECIDE_MAX=$2 ;;
	*) return 1 ;;
	esac
}

# decide_seconds TIME: TIME (90, 90s, 45m, 2h, 1h30m) in seconds, in decimal without leading
# zeros (bash's arithmetic reads "08" as octal and fails), or nothing (return 1); each number
# has at most 9 digits, so that the sum cannot overflow.
decide_seconds() {
	local t=$1 s=0 n
	[[ $t =~ ^[0-9]{1,9}$ ]] && { echo "$((10#$t))"; return 0; }
	[[ $t =~ ^([0-9]{1,9}h)?([0-9]{1,9}m)?([0-9]{1,9}s)?$ ]] && [ -n "$t" ] || return 1
	for n in "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" "${BASH_REMATCH[3]}"; do
		case "$n" in
		*h) s=$((s + 3600 * 10#${n%h})) ;;
		*m) s=$((s + 60 * 10#${n%m})) ;;
		*s) s=$((s + 10#${n%s})) ;;
		esac
	done
	echo "$s"
}

# decide_validate: the options' values (die on a wrong one); --budget/--max-runs need
# --until-decided, which --runs excludes. Sets DECIDE_T0, when the budget's time began (on
# --resume, earlier by the seconds of the runs already recorded).
decide_validate() {
	if [ -z "$DECIDE_PCT" ]; then
		[ -z "$DECIDE_BUDGET" ] || die "--budget needs --until-decided PCT"
		[ "$DECIDE_MAX" = 12 ] || die "--max-runs needs --until-decided PCT"
		return 0
	fi
	[ "$FIXED_RUNS" = 0 ] || die "--until-decided adds runs where a comparison is open: it cannot go with --runs"
	is_decimal "$DECIDE_PCT" && awk -v p="$DECIDE_PCT" 'BEGIN { exit !(p > 0 && p < 100) }' ||
		die "--until-decided must be a margin in percent between 0 and 100, such as 5, not '$DECIDE_PCT'"
	is_posint "$DECIDE_MAX" && [ "$DECIDE_MAX" -ge "$RUNS" ] && [ "$DECIDE_MAX" -le 66 ] ||
		die "--max-runs must be an integer from the first runs ($RUNS) to 66, not '$DECIDE_MAX'"
	if [ -n "$DECIDE_BUDGET" ]; then
		DECIDE_BUDGET_S=$(decide_seconds "$DECIDE_BUDGET") && [ "$DECIDE_BUDGET_S" -gt 0 ] ||
			die "--budget must be a time such as 3600, 45m or 1h30m, not '$DECIDE_BUDGET'"
	fi
	DECIDE_T0=$(date +%s)
	# --resume: the budget is the study's, not the session's: the seconds of the runs the
	# manifest holds (ok, failed, interrupted) are already spent
	if [ -n "${RESUME_MANIFEST:-}" ] && [ -n "$DECIDE_BUDGET_S" ]; then
		local used
		used=$(jq '[.results[]?.seconds | numbers | select(. >= 0)] | add // 0 | floor' "$RESUME_MANIFEST" 2>/dev/null) || used=0
		[[ $used =~ ^[0-9]+$ ]] || used=0
		DECIDE_T0=$((DECIDE_T0 - used))
	fi
}

# decide_runs_mode: the manifest's runs_mode.
decide_runs_mode() {
	if [ -n "$DECIDE_PCT" ]; then echo decided
	elif [ "$FIXED_RUNS" = 1 ]; then echo fixed
	else echo dynamic; fi
}

# decide_spec: the manifest spec lines of a decided study (spec_line: rp-manifest.sh).
decide_spec() {
	[ -n "$DECIDE_PCT" ] || return 0
	spec_line until_decided "$DECIDE_PCT"
	spec_line max_runs "$DECIDE_MAX"
	[ -z "$DECIDE_BUDGET_S" ] || spec_line budget_s "$DECIDE_BUDGET_S"
}

# decide_plan_text EACH: the plan line's tail: the worst case (every pair to --max-runs).
decide_plan_text() {
	[ -n "$DECIDE_PCT" ] || return 0
	local worst=$((TOTAL / RUNS * DECIDE_MAX))
	printf ' (until decided within +/- %s %%: up to %s runs, worst case ~%s%s)' "$DECIDE_PCT" "$worst" \
		"$(hms $(($1 * worst)))" "${DECIDE_BUDGET_S:+, budget $(hms "$DECIDE_BUDGET_S")}"
}

# decide_budget_ok RUN: 0 while run RUN may start: a first run always, an added one while the
# study is inside --budget.
decide_budget_ok() {
	[ -n "$DECIDE_BUDGET_S" ] && [ "$1" -gt "$RUNS" ] || return 0
	[ $(($(date +%s) - DECIDE_T0)) -lt "$DECIDE_BUDGET_S" ] && return 0
	log "$PROG: --budget $DECIDE_BUDGET reached: no more added runs (the open comparisons stay undecided)"
	return 1
}
