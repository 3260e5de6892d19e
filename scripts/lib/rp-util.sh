# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-util.sh: small helpers of scripts/run-pack: messages, numbers, time (files are written
# with atomic.sh).
# Sourced by scripts/run-pack only. Reads PROG, QUIET and JSON_PROGRESS (set by run-pack).

# Every message below is MSG with its control characters but tab and newline shown as '?'
# (as compare prints a string it read): a pack, a state file or a results folder may hold an
# escape sequence meant for the terminal (BRIEF "Untrusted input").
# die MSG: one line on stderr, exit 2 (bad arguments, nothing changed yet).
die() { log "$PROG: $*"; exit 2; }
# fail MSG: one line on stderr, exit 1 (after changes began; the EXIT trap undoes them).
fail() { log "$PROG: $*"; exit 1; }
# log MSG: one line on stderr; never fatal (a closed pipe must not cut the cleanup short: the
# write is a subshell's, which SIGPIPE may end, not run-pack). A message without a control
# character (LOG_CTRL; a pattern test, linear) is written as it is: no process, where one costs
# ~50 ms in a TCG guest; one with any goes through tr. Not bash's ${m//[$LOG_CTRL]/?}: its
# time grows with the square of the characters replaced (a 1 MiB pack.json's string of DEL
# characters kept run-pack busy for minutes, 2026-12-06).
LOG_CTRL=$'\001\002\003\004\005\006\007\010\013\014\015\016\017\020\021\022\023\024\025\026\027\030\031\032\033\034\035\036\037\177'
log() {
	local m="$*"
	if [[ $m != *[$LOG_CTRL]* ]]; then
		(printf '%s\n' "$m" >&2) || true
	else
		(printf '%s\n' "$m" | ctrl_shown >&2) || true
	fi
}
# ctrl_shown: stdin to stdout with each control character but tab and newline as '?' (log's
# rule; the plan's lines go through it too: rp-plan.sh).
ctrl_shown() { tr '\000-\010\013-\037\177' '?'; }
# info MSG: a human progress/plan line: on stderr unless --quiet or --json-progress.
info() { [ "${QUIET:-0}" = 1 ] || [ "${JSON_PROGRESS:-0}" = 1 ] || log "$*"; }
# warn MSG: a warning line on stderr (also with --quiet); with --json-progress a JSON object
# {"event":"warning","message":MSG}.
warn() {
	if [ "${JSON_PROGRESS:-0}" = 1 ]; then
		jq -cn --arg m "$*" '{event: "warning", message: $m}' >&2 || true
	else
		log "$PROG: warning: $*"
	fi
}
# event JSON: with --json-progress, print the compact JSON object on stderr (one line).
event() { [ "${JSON_PROGRESS:-0}" = 1 ] && { jq -c . <<<"$1" >&2 || true; }; return 0; }

# is_posint N: N is a whole number from 1 to 999999 (larger counts and sizes are typos here,
# and would overflow bash's arithmetic).
is_posint() { [[ $1 =~ ^[1-9][0-9]{0,5}$ ]]; }

# is_decimal X: a non-negative decimal number such as 3.5 (at most 6 digits before the point).
is_decimal() { [[ $1 =~ ^[0-9]{1,6}(\.[0-9]{1,6})?$ ]]; }

# hms SECONDS: HH:MM:SS.
hms() { local s=${1%.*}; printf '%02d:%02d:%02d' $((s / 3600)) $((s % 3600 / 60)) $((s % 60)); }

# quote_args ARGS...: the command line, quoting only the words that need it.
quote_args() {
	local a out=()
	for a in "$@"; do
		if [[ $a =~ ^[A-Za-z0-9_./,:=+@%-]+$ ]]; then out+=("$a"); else out+=("$(printf '%q' "$a")"); fi
	done
	echo "${out[*]}"
}

# now: seconds since the epoch with microseconds (bash 5).
now() { printf '%s' "${EPOCHREALTIME/,/.}"; }

# secs_between T0 T1: T1 - T0 in seconds, 2 decimals (rounded half up). Two times of now()
# (6 decimals) in bash's arithmetic; any other form through awk.
secs_between() {
	if [[ $1 =~ ^[0-9]{1,12}\.[0-9]{6}$ && $2 =~ ^[0-9]{1,12}\.[0-9]{6}$ ]]; then
		local a=${1/./} b=${2/./} d
		d=$((10#$b - 10#$a))
		if [ "$d" -ge 0 ]; then
			d=$(((d + 5000) / 10000))
			printf '%d.%02d' $((d / 100)) $((d % 100))
			return 0
		fi
	fi
	awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'
}

# sha256_of FILE: the file's SHA-256 in hex.
sha256_of() {
	local s
	s=$(sha256sum "$1") && printf '%s\n' "${s%% *}"
}

# proc_stat_field PID N: field N of /proc/PID/stat counted from the one after "(comm)" (1 the
# state, 2 the parent's PID, 20 the start time: proc(5)'s fields 3, 4 and 22). Returns 1 if
# PID is not running (no such process, or a zombie: state Z or X, killed but not yet reaped).
proc_stat_field() {
	local s='' n=$2
	# read, not $(cat): no process (a poll loop calls this); -d '': the whole file, as a comm
	# may hold a newline
	{ read -r -d '' s <"/proc/$1/stat" || [ -n "$s" ]; } 2>/dev/null || return 1
	s=${s##*) }
	# shellcheck disable=SC2086 # word splitting of the fields after "comm)" is the point
	set -- $s
	case "$1" in Z | X | x) return 1 ;; esac
	printf '%s\n' "${!n}"
}

# proc_starttime PID: its start time in clock ticks since boot (proc_stat_field 20); with the
# PID it names one process even after PIDs wrap (proc(5)). Returns 1 if PID is not running.
proc_starttime() { proc_stat_field "$1" 20; }

# proc_ppid PID: its parent's PID (proc_stat_field 2); a process whose parent was killed has
# been given to another (init or a subreaper). Returns 1 if PID is not running.
proc_ppid() { proc_stat_field "$1" 2; }
