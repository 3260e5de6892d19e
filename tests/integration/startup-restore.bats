#!/usr/bin/env bats
# tests/run: check serial=recorder
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# startup-restore.bats: scripts/record-startup-trace killed with SIGKILL (issue 28, finding 7).
# The recorder records every change in its state file before making it (the journal of
# run-pack's undo records), so after a SIGKILL mid-recording `record-startup-trace --restore`,
# or `run-pack --restore`, leaves mounts, loop devices, tracefs instances, folders and
# processes as they were before it started. Root tests skip when not root. ~1 min.

bats_require_minimum_version 1.5.0

load helpers
# shellcheck source=scripts/lib/rp-util.sh
. "$TOP/scripts/lib/rp-util.sh" # proc_starttime: "" once a process ended (or is a zombie)

REC=$TOP/scripts/record-startup-trace

setup() {
	common_setup
	export SCHEDAIO_STATE_DIR=$WORK/state
	RECPID='' REC_RPID=''
}

teardown() {
	if [ -n "$RECPID" ] && kill -0 "$RECPID" 2>/dev/null; then
		kill -TERM "$RECPID" 2>/dev/null || true
		wait "$RECPID" 2>/dev/null || true
	fi
	[ ! -d "$SCHEDAIO_STATE_DIR" ] || "$REC" --restore >/dev/null 2>&1 || true
	common_teardown
}

# rec_kill_at LINE: start a recording (rec_start_until LINE), record the recorder's processes
# (PID and start time) in $WORK/procs, then SIGKILL the recorder only.
rec_kill_at() {
	local p
	rec_start_until "$1"
	for p in $(pgrep -P "$REC_RPID"); do echo "$p $(proc_starttime "$p" || true)"; done >"$WORK/procs"
	cat "$WORK/procs"
	kill -KILL "$REC_RPID"
	wait "$RECPID" || true
	RECPID=''
}

# restored_as_before BEFORE: after a --restore (run's status and stderr): it said so, the
# machine is as BEFORE (rec_machine_state), no process of the recorder runs, no state file.
restored_as_before() {
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ $stderr == *"restoring what a killed record-startup-trace left"* ]]
	[ "$(rec_machine_state)" = "$1" ]
	[ -z "$(procs_left)" ]
	run ls "$SCHEDAIO_STATE_DIR"
	[ -z "$output" ]
}

# procs_left: the processes of $WORK/procs still running (same PID and start time).
procs_left() {
	local p st
	while read -r p st; do
		[ -z "$st" ] || [ "$(proc_starttime "$p" || true)" != "$st" ] || echo "left: $p $(tr '\0' ' ' <"/proc/$p/cmdline")"
	done <"$WORK/procs"
}

@test "record-startup-trace --restore: takes no other option" {
	run --separate-stderr "$REC" --restore --app xterm
	[ "$status" -eq 2 ]
	[ "$stderr" = "record-startup-trace: --restore takes no other option" ]
	run "$REC" --help
	[[ $output == *"--restore"*"undo what a killed recorder left"* ]]
}

@test "record-startup-trace killed with SIGKILL mid-record: --restore leaves mounts, loop devices, tracefs, processes as before" {
	need_recorder
	local before
	before=$(rec_machine_state)
	rec_kill_at 'cold start 1 of 20'
	# the kill left the copy attached and mounted, the instance, the holder, the stand-in
	run rec_machine_state
	echo "$output"
	[[ $output == *schedaio-rec-img* ]]
	[[ $output == *"schedaio-rec."*"/mnt ext4"* ]]
	[[ $output == *schedaio-rec-ns* ]]
	[ -n "$(procs_left)" ]
	ls "$SCHEDAIO_STATE_DIR"/record-startup-trace.*.state
	run --separate-stderr "$REC" --restore
	restored_as_before "$before"
}

@test "record-startup-trace killed with SIGKILL after its warm-up: run-pack --restore undoes it too" {
	need_recorder
	local before
	before=$(rec_machine_state)
	rec_kill_at 'warm start under strace'
	[ -n "$(procs_left)" ]
	run --separate-stderr "$TOP/scripts/run-pack" --restore
	restored_as_before "$before"
}
