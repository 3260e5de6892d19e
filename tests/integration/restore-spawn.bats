#!/usr/bin/env bats
# restore-spawn.bats: a run-pack killed (SIGKILL) while it starts a fio leaves none that
# `run-pack --restore` cannot stop (rp-state.sh state_child_record, state_maker_fork; the
# flaky "SIGKILL during the device model's probe" of devmodel-shared.bats). The child of
# fio_spawn_start records itself, then execs fio; the two windows of that child are held
# open here by a stand-in run-pack (a script named run-pack that sources the real
# libraries), never by a sleep: killed between its fork and its record, the child must not
# exec fio after the restore; killed between its record and its exec, the restore must stop
# it. fio uses the null engine (no device). Root (run-pack --restore). ~5 s.

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
}

teardown() {
	local p
	[ -z "$SP_PID" ] || kill -KILL "$SP_PID" 2>/dev/null || true
	for p in $(fio_of_test); do kill -KILL "$p" 2>/dev/null || true; done
	touch "$WORK/go"
	common_teardown
}

# fio_of_test: PIDs of the processes whose command line holds this test's fio output.
fio_of_test() { pgrep -f -- "--output=$FIO_OUT" || true; }

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
	bash "$STANDIN" &
	SP_PID=$!
	wait_file "$WORK/paused"
	kill -KILL "$SP_PID"
	wait "$SP_PID" || true
	run "$RUN_PACK" --restore
	echo "$output"
	[ "$status" -eq 0 ]
	settle
	echo "fio of the test after the restore: $(fio_of_test)"
	[ -z "$(fio_of_test)" ]
	ls -lA "$SCHEDAIO_STATE_DIR"
	[ -z "$(ls -A "$SCHEDAIO_STATE_DIR")" ]
}

@test "a fio record whose process is a fork of the killed run-pack, not yet exec'd: --restore stops it" {
	local st
	# what the child of fio_spawn_start is between its record and its exec: a fork of
	# run-pack (its command line run-pack's); here it waits for "go", then execs fio
	cat >"$STANDIN" <<EOF
while [ ! -e "$WORK/go" ]; do sleep 0.05; done
exec fio --name=x --ioengine=null --size=1g --time_based --runtime=120 --output-format=json --output=$FIO_OUT
EOF
	bash "$STANDIN" &
	SP_PID=$!
	st=$(proc_starttime "$SP_PID")
	printf 'owner\t1\t0\nfiorun\t%s\nfio\t%s\t%s\n' "$FIO_OUT" "$SP_PID" "$st" >"$SCHEDAIO_STATE_DIR/run-pack.999999.state"
	run "$RUN_PACK" --restore
	echo "$output"
	[ "$status" -eq 0 ]
	[[ $output != *"left alone"* ]]
	run proc_starttime "$SP_PID"
	[ "$output" != "$st" ]
	settle
	echo "fio of the test after the restore: $(fio_of_test)"
	[ -z "$(fio_of_test)" ]
	[ ! -e "$SCHEDAIO_STATE_DIR/run-pack.999999.state" ]
}
