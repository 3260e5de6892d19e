# shellcheck shell=bash disable=SC2034 # fio_argv's VAR is the caller's array (a nameref)
# fio-cmd.sh: the one builder of fio's command line for run-pack: a study's run (rp-run.sh),
# the --hosts client that runs one job file on each host's fio server (rp-hosts.sh) and the
# device model's probe (devmodel-fio.sh). Every such fio starts through fio_spawn_start
# (rp-run.sh's fio_spawn is it and fio_spawn_wait), which records it in run-pack's state file
# before it runs. (scripts/bench, bench-trace and measure-device are benchmarks of their own,
# not run-pack's: they build theirs.)
# Sourced by run-pack (through devmodel.sh, devmodel-fio.sh) and the tests. Needs, to spawn:
# undo.sh (undo_push, undo_drop), rp-util.sh (fail, proc_starttime), rp-state.sh
# (state_fio_pids) when a state file is kept (STATE_FILE).

# fio_argv VAR [--session] [--fsize BYTES] [--format FMT] --output OUT [--OPTION[=VALUE]...]
#          [--job FILE | --client SOCK FILE]...
# VAR (an array) = the argv, in this order: setsid (--session: fio and its job processes
# stopped as one process group; fio's job processes start sessions of their own, backend.c),
# prlimit --fsize=BYTES (--fsize: no file fio writes grows past BYTES), fio, the options of a
# job given on the command line (--name=..., --time_based: fio HOWTO "Command line
# options", each as given), --output-format=FMT (default json), --output=OUT (the argument by
# which --restore finds a running fio: state_fio_pids), then each job file, or each
# --client=sock:SOCK with its job file (fio HOWTO "Client/Server"). Returns 1 on an argument
# it does not know, or without --output.
fio_argv() {
	local -n fa_argv=$1
	local pre=() opts=() fmt=json out='' jobs=()
	shift
	while [ "$#" -gt 0 ]; do
		case $1 in
		--session) pre+=(setsid) ;;
		--fsize) pre+=(prlimit "--fsize=$2"); shift ;;
		--format) fmt=$2; shift ;;
		--output) out=$2; shift ;;
		--job) jobs+=("$2"); shift ;;
		--client) jobs+=("--client=sock:$2" "$3"); shift 2 ;;
		--[a-z]*) opts+=("$1") ;;
		*) echo "fio_argv: unknown argument '$1'" >&2; return 1 ;;
		esac
		shift
	done
	[ -n "$out" ] || { echo "fio_argv: no --output" >&2; return 1; }
	fa_argv=("${pre[@]}" fio "${opts[@]}" "--output-format=$fmt" "--output=$out" "${jobs[@]}")
}

# The fio started last (fio_spawn_start) and its --output: run-pack's trap stops it (rp-run.sh
# stop_fio); FIO_REC is 1 when it is in the state file.
FIO_PID='' FIO_OUT='' FIO_REC=0

# fio_spawn_start OUT CWD LOG CMD...: CMD (a fio_argv argv whose --output is OUT) in the
# background in CWD, in a subshell with no trap of ours, its stdout and stderr to LOG, stdin
# /dev/null; FIO_PID, FIO_OUT = OUT. With a state file (STATE_FILE) and OUT not "", it is in
# the journal before it runs: "fiorun OUT" first (the undo stops any fio whose --output is
# OUT), then the child's "fio PID STARTTIME" before it execs (exec keeps both), which this
# waits for; so a SIGKILL of run-pack at any moment leaves no fio that --restore cannot stop.
# OUT "" (the undo's own probe, devmodel-undo.sh undo_dmtags): not recorded. The --hosts
# keepers' pipes (HOST_FD) are closed in it (a keeper's end must come when run-pack's does).
# Fails (exit 1) when the record does not appear.
fio_spawn_start() {
	local out=$1 cwd=$2 log=$3 k maker=$BASHPID
	shift 3
	FIO_REC=0
	[ -z "$out" ] || [ -z "${STATE_FILE:-}" ] || FIO_REC=1
	[ "$FIO_REC" = 0 ] || undo_push fiorun "$out"
	(
		trap - INT TERM HUP EXIT
		for k in "${HOST_FD[@]}"; do [ -z "$k" ] || eval "exec $k>&-"; done
		# $BASHPID read outside $(...), whose subshell is another process (rp-startup.sh)
		k=$BASHPID
		cd "$cwd" || exit 1
		# rp-state.sh: written only while run-pack is alive, else this child exits
		[ "$FIO_REC" = 0 ] || state_child_record "$maker" fio "$k" "$(proc_starttime "$k")" || exit 1
		exec "$@"
	) >"$log" 2>&1 </dev/null &
	FIO_PID=$! FIO_OUT=$out
	[ "$FIO_REC" = 1 ] || return 0
	for ((k = 0; k < 500; k++)); do
		file_has_line_prefix "$STATE_FILE" "fio	$FIO_PID	" && return 0
		kill -0 "$FIO_PID" 2>/dev/null || return 0
		sleep 0.02
	done
	fail "fio $FIO_PID did not record itself in $STATE_FILE"
}

# file_has_line_prefix FILE PREFIX: a line of FILE starts with PREFIX (a string, not a pattern);
# 1 when none does or FILE cannot be read. Builtins only (fio_spawn_start polls with it, and a
# process costs ~50 ms in a TCG guest).
file_has_line_prefix() {
	local l
	while IFS= read -r l || [ -n "$l" ]; do
		[[ $l != "$2"* ]] || return 0
	done 2>/dev/null <"$1"
	return 1
}

# record_field FILE PREFIX: the rest of the first line of FILE that starts with PREFIX, up to
# its next tab (the third field of a "fio PID STARTTIME" record); nothing when none does.
record_field() {
	local l
	while IFS= read -r l || [ -n "$l" ]; do
		[[ $l == "$2"* ]] || continue
		l=${l#"$2"}
		printf '%s\n' "${l%%	*}"
		return 0
	done 2>/dev/null <"$1"
	return 0
}

# fio_spawn_wait: wait for FIO_PID (fio_spawn_start); a fio that failed may leave its job
# processes running: its process group and every fio whose --output is FIO_OUT are killed
# (rp-state.sh state_fio_pids, where it is sourced); its records dropped. Returns fio's exit status.
fio_spawn_wait() {
	local rc=0 p st
	wait "$FIO_PID" || rc=$?
	if [ "$rc" -ne 0 ]; then
		kill -KILL -- "-$FIO_PID" 2>/dev/null || true
		if [ -n "$FIO_OUT" ] && declare -F state_fio_pids >/dev/null; then
			for p in $(state_fio_pids "$FIO_OUT"); do kill -KILL "$p" 2>/dev/null || true; done
		fi
	fi
	if [ "$FIO_REC" = 1 ]; then
		st=$(record_field "$STATE_FILE" "fio	$FIO_PID	")
		[ -z "$st" ] || undo_drop fio "$FIO_PID" "$st"
		undo_drop fiorun "$FIO_OUT"
	fi
	FIO_PID='' FIO_OUT='' FIO_REC=0
	return "$rc"
}
