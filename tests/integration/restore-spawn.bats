#!/usr/bin/env bats
# restore-spawn.bats: a run-pack killed (SIGKILL) while it starts a fio leaves none that
# `run-pack --restore` cannot stop (rp-state.sh state_child_record, state_maker_fork; the
# flaky "SIGKILL during the device model's probe" of devmodel-shared.bats). The child of
# fio_spawn_start records itself, then execs fio; the two windows of that child are held
# open here by a stand-in run-pack (a script named run-pack that sources the real
# libraries), never by a sleep: killed between its fork and its record, the child must not
# exec fio after the restore; killed between its record and its exec, the restore must stop
# it. The same for a --hosts keeper's fio server (rp-agent.sh, the code run-pack sends a
# host: a stand-in keeper on a loop device of the test's), and for the start-up recorder's
# processes (rec_spawn): a child between its record and its exec is stopped by its maker's
# own undo when its parent is provably that maker (state_owner_fork), and left alone when
# nothing shows whose fork it is. fio uses the null engine or is a server (no device).
# Root (run-pack --restore). ~5 s.

bats_require_minimum_version 1.5.0

load helpers
# shellcheck source=scripts/lib/rp-util.sh
. "$TOP/scripts/lib/rp-util.sh" # proc_starttime

setup() {
	rp_setup
	need_root
	mkdir -p "$SCHEDAIO_STATE_DIR" "$WORK/bin"
	STANDIN=$WORK/bin/run-pack
	FIO_OUT=$WORK/fio.json
	SP_PID=''
	TOKEN=$(od -An -tx1 -N8 /dev/urandom | tr -d ' \n') # a --hosts keeper's work folder name
}

teardown() {
	local p
	[ -z "$SP_PID" ] || kill -KILL "$SP_PID" 2>/dev/null || true
	settle || true # a fork of a stand-in left paused execs now
	for p in $(fio_of_test) $(server_of_test) $(pgrep -f -- "^sleep 600 $WORK/marker"); do kill -KILL "$p" 2>/dev/null || true; done
	rm -rf "/tmp/schedaio-host.$TOKEN"
	common_teardown
}

# fio_of_test: PIDs of the processes whose command line holds this test's fio output.
fio_of_test() { pgrep -f -- "--output=$FIO_OUT" || true; }

# server_of_test: PIDs of the processes whose command line holds this test's fio server socket
# (a --hosts keeper's, rp-agent.sh).
server_of_test() { pgrep -f -- "--server=sock:/tmp/schedaio-host.$TOKEN/" || true; }

# standin_left: PIDs of processes still running the stand-in (a fork of it before its exec).
standin_left() { pgrep -f -- "^bash $STANDIN" || true; }

# wait_file FILE: until FILE exists (60 s at most; status 1 then).
wait_file() {
	local i
	for ((i = 0; i < 1200; i++)); do
		[ ! -e "$1" ] || return 0
		sleep 0.05
	done
	return 1
}

# kill_paused_restore: run the stand-in; once its child is paused ("paused"), SIGKILL the
# stand-in, run-pack --restore (exit 0), then "go" and settle.
kill_paused_restore() {
	bash "$STANDIN" </dev/null &
	SP_PID=$!
	wait_file "$WORK/paused"
	kill -KILL "$SP_PID"
	wait "$SP_PID" || true
	run "$RUN_PACK" --restore
	echo "$output"
	[ "$status" -eq 0 ]
	settle
}

# restore_stops_fork [RECORD]: a journal of a gone run-pack (owner pid 1) with RECORD (tab-
# separated), then "fio SP_PID STARTTIME": run-pack --restore (exit 0) takes it (no "left
# alone") and stops SP_PID.
restore_stops_fork() {
	local st
	st=$(proc_starttime "$SP_PID")
	printf 'owner\t1\t0\n%s%s\nfio\t%s\t%s\n' "${1:-}" "${1:+$'\n'}" "$SP_PID" "$st" | sed '/^$/d' \
		>"$SCHEDAIO_STATE_DIR/run-pack.999999.state"
	run "$RUN_PACK" --restore
	echo "$output"
	[ "$status" -eq 0 ]
	[[ $output != *"left alone"* ]]
	run proc_starttime "$SP_PID"
	[ "$output" != "$st" ]
}

# settle: once "go" is given, until no fork of the stand-in is left (it exec'd fio or exited;
# 60 s at most).
settle() {
	local i
	touch "$WORK/go"
	for ((i = 0; i < 1200; i++)); do
		[ -n "$(standin_left)" ] || return 0
		sleep 0.05
	done
	return 1
}

@test "run-pack killed between its fio child's fork and the child's record: after --restore, that child runs no fio" {
	# The stand-in keeps a state file and starts fio as run-pack does (fio_spawn_start); its
	# child pauses where it reads its own start time, before its record, until "go".
	cat >"$STANDIN" <<EOF
set -euo pipefail
TOP=$TOP PROG=run-pack
. "\$TOP/scripts/lib/loopdev.sh"; . "\$TOP/scripts/lib/atomic.sh"; . "\$TOP/scripts/lib/rp-util.sh"
. "\$TOP/scripts/lib/rp-state.sh"; . "\$TOP/scripts/lib/fio-cmd.sh"
state_begin run-pack
eval "real_proc_starttime() \$(declare -f proc_starttime | tail -n +2)"
proc_starttime() {
	if [ "\$1" != "\$\$" ]; then touch "$WORK/paused"; while [ ! -e "$WORK/go" ]; do sleep 0.05; done; fi
	real_proc_starttime "\$@"
}
fio_argv argv --output "$FIO_OUT" --name=x --ioengine=null --size=1g --time_based --runtime=120
fio_spawn_start "$FIO_OUT" "$WORK" /dev/null "\${argv[@]}"
sleep 600
EOF
	kill_paused_restore
	echo "fio of the test after the restore: $(fio_of_test)"
	[ -z "$(fio_of_test)" ]
	ls -lA "$SCHEDAIO_STATE_DIR"
	[ -z "$(ls -A "$SCHEDAIO_STATE_DIR")" ]
}

@test "a fio record whose process is a fork of the killed run-pack, not yet exec'd: --restore stops it" {
	# what the child of fio_spawn_start is between its record and its exec: a fork of
	# run-pack (its command line run-pack's); here it waits for "go", then execs fio
	cat >"$STANDIN" <<EOF
while [ ! -e "$WORK/go" ]; do sleep 0.05; done
exec fio --name=x --ioengine=null --size=1g --time_based --runtime=120 --output-format=json --output=$FIO_OUT
EOF
	bash "$STANDIN" &
	SP_PID=$!
	restore_stops_fork "fiorun	$FIO_OUT"
	settle
	echo "fio of the test after the restore: $(fio_of_test)"
	[ -z "$(fio_of_test)" ]
	[ ! -e "$SCHEDAIO_STATE_DIR/run-pack.999999.state" ]
}

@test "a --hosts keeper killed between its fio server's fork and the child's record: after --restore, no server, nothing left" {
	# The stand-in keeper is the code run-pack sends a host (rp-agent.sh and what it needs),
	# run as `keep` on a loop device of the test's; the process that is not the keeper pauses
	# where its start time is read, until "go": before the fix, the keeper itself (it started
	# the server, then read the server's start time to record it), now the server's child,
	# before its record.
	ram_loop 16
	quietly sched_save_restore "$LOOP"
	mkdir -p "$WORK/dir"
	cat >"$STANDIN" <<EOF
set -euo pipefail
TOP=$TOP
for f in undo loopdev atomic rp-util rp-state rp-target rp-preflight rp-agent; do . "\$TOP/scripts/lib/\$f.sh"; done
eval "real_proc_starttime() \$(declare -f proc_starttime | tail -n +2)"
proc_starttime() {
	if [ "\$1" != "\$\$" ]; then touch "$WORK/paused"; while [ ! -e "$WORK/go" ]; do sleep 0.05; done; fi
	real_proc_starttime "\$@"
}
agent_main keep "$WORK/study" "$TOKEN" "$LOOP" "$WORK/dir"
EOF
	kill_paused_restore
	echo "fio server of the test after the restore: $(server_of_test)"
	[ -z "$(server_of_test)" ]
	ls -lA "$SCHEDAIO_STATE_DIR" "$WORK/dir"
	[ -z "$(ls -A "$SCHEDAIO_STATE_DIR")" ]
	[ -z "$(ls -A "$WORK/dir")" ]
	[ ! -e "/tmp/schedaio-host.$TOKEN" ]
}

@test "the start-up recorder's exit while a child it started has its record and has not exec'd: the replay stops that child" {
	# A stand-in recorder (named record-startup-trace, the real libraries) starts a recproc
	# (rec_spawn); its child pauses after its record, before its exec, until "go". The
	# recorder then undoes its journal as on its exit (undo_run): the child is a fork of it,
	# still running bash, its parent the recorder (rp-state.sh state_owner_fork): stopped.
	STANDIN=$WORK/bin/record-startup-trace
	cat >"$STANDIN" <<EOF
set -euo pipefail
TOP=$TOP PROG=record-startup-trace
. "\$TOP/scripts/lib/loopdev.sh"; . "\$TOP/scripts/lib/atomic.sh"; . "\$TOP/scripts/lib/rp-util.sh"
. "\$TOP/scripts/lib/rp-state.sh"
state_begin record-startup-trace
TMP=\$(mktemp -d /tmp/schedaio-rec.XXXXXX)
undo_push workdir "\$TMP"
echo "\$TMP" >"$WORK/tmp"
eval "real_state_child_record() \$(declare -f state_child_record | tail -n +2)"
state_child_record() {
	real_state_child_record "\$@" || return 1
	touch "$WORK/paused"
	while [ ! -e "$WORK/go" ]; do sleep 0.05; done
}
rec_spawn xvfb sleep 600 "$WORK/marker" </dev/null >/dev/null 2>&1 3>&-
while [ ! -e "$WORK/paused" ]; do sleep 0.05; done
undo_run
EOF
	# in the background, its output to a file: a child it leaves must not hold the test's output
	bash "$STANDIN" >"$WORK/out" 2>&1 </dev/null &
	SP_PID=$!
	wait "$SP_PID"
	SP_PID=''
	cat "$WORK/out"
	run ! grep -q "left alone" "$WORK/out"
	settle
	echo "the child after the replay: $(pgrep -f -- "^sleep 600 $WORK/marker" || true)"
	[ -z "$(pgrep -f -- "^sleep 600 $WORK/marker" || true)" ]
	[ -z "$(ls -A "$SCHEDAIO_STATE_DIR")" ]
	[ ! -e "$(cat "$WORK/tmp")" ]
}

@test "a recproc record naming a fork-like process whose parent is not the journal's owner is left alone" {
	local st
	# a bash running a script named record-startup-trace, started after the journal's owner
	# (pid 1 with a start time it does not have: gone), but not its child: not provably the
	# recorder's fork, so not stopped
	STANDIN=$WORK/bin/record-startup-trace
	echo "while [ ! -e '$WORK/go' ]; do sleep 0.05; done" >"$STANDIN"
	bash "$STANDIN" &
	SP_PID=$!
	st=$(proc_starttime "$SP_PID")
	printf 'owner\t1\t0\nworkdir\t/tmp/schedaio-rec.abcdef\nrecproc\t%s\t%s\txvfb\n' "$SP_PID" "$st" \
		>"$SCHEDAIO_STATE_DIR/record-startup-trace.999999.state"
	run "$RUN_PACK" --restore
	echo "$output"
	[ "$status" -eq 0 ]
	[[ $output == *"restore: left alone: recproc $SP_PID $st xvfb: process $SP_PID runs 'bash', not a program of the recorder's xvfb"* ]]
	[ "$(proc_starttime "$SP_PID")" = "$st" ]
	[ ! -e "$SCHEDAIO_STATE_DIR/record-startup-trace.999999.state" ]
}

@test "a fio record whose process is a fork of a killed --hosts keeper (bash -s -- keep), not yet exec'd: --restore stops it" {
	# what the child of the keeper's state_spawn is between its record and its exec: a fork of
	# `bash -s -- keep ...` (rp-hosts.sh host_keep); here it waits for "go", then execs the server
	bash -s -- keep "$WORK/study" <<EOF &
while [ ! -e "$WORK/go" ]; do sleep 0.05; done
exec fio --server=sock:/tmp/schedaio-host.$TOKEN/fio.sock
EOF
	SP_PID=$!
	restore_stops_fork
	touch "$WORK/go"
	echo "fio server of the test after the restore: $(server_of_test)"
	[ -z "$(server_of_test)" ]
	[ ! -e "$SCHEDAIO_STATE_DIR/run-pack.999999.state" ]
}
