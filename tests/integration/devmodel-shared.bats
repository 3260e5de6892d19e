#!/usr/bin/env bats
# tests/run: serial=vm-dirty
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# devmodel-shared.bats: what a device model shares with the rest of the machine (issue 39
# findings 5 to 7, and the environment values that reach bash arithmetic). Checks: two
# device-model studies at once: the second refuses before anything (exit 2, naming the
# first), and vm.dirty_* are as before once both ended; SIGKILL of run-pack during the
# probe, then --restore: no process of the study (none naming its folders, no fio on its
# device started before the restore ended), neither loop device on its backing, no throttle
# rule on its devices, vm.dirty_* as before (a number the study freed may be another test's
# device by then, with a fio of its own: never counted); a blk-throttle rule already on the device a
# study takes is said in the preflight (and left); the undo of a throttle rule removes it
# only while the number is still our device (or nothing's), never another user's; an
# environment value that would run a command in bash arithmetic is refused. Each race is a
# wait for a state (a record in the state file, a process), never for a time. Only the
# devices, rules and studies these tests make are looked at. Root, cgroup v1 blk-throttle
# and the engine: skipped with the reason otherwise. ~3 minutes.

bats_require_minimum_version 1.5.0

load helpers
# shellcheck source=scripts/lib/rp-util.sh
. "$TOP/scripts/lib/rp-util.sh" # proc_starttime

BLKIO=/sys/fs/cgroup/blkio

setup() {
	rp_setup
	export SCHEDAIO_DM_PROBE="1 0" SCHEDAIO_DM_TOLERANCE_PCT=100
	unset SCHEDAIO_DEVICE_MODEL
	DIRTY_BEFORE=$(dirty_now)
}

teardown() {
	local p
	for p in ${BG_PIDS:-}; do kill -KILL "$p" 2>/dev/null || true; done
	for d in "$WORK"/state*; do
		[ -d "$d" ] || continue
		SCHEDAIO_STATE_DIR=$d "$RUN_PACK" --restore >/dev/null 2>&1 || true
	done
	common_teardown
	# a test that failed (a run-pack without the claim) must not leave the machine's limits
	dirty_put_back
}

# dirty_put_back: vm.dirty_* as DIRTY_BEFORE (the *_bytes that were 0: their ratios).
dirty_put_back() {
	local b bg r bgr
	[ -n "${DIRTY_BEFORE:-}" ] && [ "$(dirty_now)" != "$DIRTY_BEFORE" ] || return 0
	read -r b bg r bgr <<<"$DIRTY_BEFORE"
	if [ "$b" != 0 ]; then sysctl -qw vm.dirty_bytes="$b"; else sysctl -qw vm.dirty_ratio="$r"; fi
	if [ "$bg" != 0 ]; then sysctl -qw vm.dirty_background_bytes="$bg"; else sysctl -qw vm.dirty_background_ratio="$bgr"; fi
}

dirty_now() { sysctl -n vm.dirty_bytes vm.dirty_background_bytes vm.dirty_ratio vm.dirty_background_ratio | paste -sd' '; }

need_blkio() {
	need_root
	need_engine
	[ -w "$BLKIO/blkio.throttle.read_bps_device" ] || skip "no cgroup v1 blk-throttle (the cgroup v2 path is not supported yet)"
}

# model_study NAME RUNTIME: a laptop-model study in the background (1 run of read-4k of
# RUNTIME s), its state in $WORK/state-NAME, results in $WORK/out-NAME, output in
# $WORK/NAME.{out,err}; its PID in $WORK/NAME.pid.
model_study() {
	mkdir -p "$WORK/state-$1"
	env --default-signal=INT SCHEDAIO_STATE_DIR="$WORK/state-$1" SCHEDAIO_QUICK="runtime=$2 ramp_time=0 startdelay=0 size=64m" \
		"$RUN_PACK" --pack "$TOP/jobs/laptop" --device-model laptop --schedulers none --cells read-4k --runs 1 --quick \
		--scratch-size 256 --out "$WORK/out-$1" >"$WORK/$1.out" 2>"$WORK/$1.err" &
	echo $! >"$WORK/$1.pid"
	BG_PIDS="${BG_PIDS:-} $!"
}

# wait_record NAME KIND [PID]: until the state file of study NAME holds a record of KIND
# (10 minutes at most; then its stderr). With PID: or until PID ended (status 1 then).
# Without: or until study NAME's run-pack ended (status 1 and its stderr, not a 10-minute wait
# on a study that stopped at once).
wait_record() {
	local end=$((SECONDS + 600)) own
	own=$(cat "$WORK/$1.pid")
	while ((SECONDS < end)); do
		grep -qs "^$2	" "$WORK/state-$1"/*.state && return 0
		[ -z "${3:-}" ] || kill -0 "$3" 2>/dev/null || return 1
		[ -n "${3:-}" ] || kill -0 "$own" 2>/dev/null || break
		sleep 0.05
	done
	grep -qs "^$2	" "$WORK/state-$1"/*.state && return 0 # written just before it ended
	echo "no $2 record in study $1's state file; its stderr:"
	cat "$WORK/$1.err"
	return 1
}

# stack_of_study NAME: "A B BFILE WORKDIR" of study NAME's model, from its state file: A and
# B from the dmtags record ("dmtags A B FULL"), B's backing file from dmupper ("dmupper B
# BFILE"), run-pack's work folder (the probe's fio outputs) from its mkdir record.
stack_of_study() {
	local f=("$WORK/state-$1"/*.state)
	printf '%s %s %s\n' "$(grep -h '^dmtags	' "${f[@]}" | cut -f2,3 | tr '\t' ' ')" \
		"$(grep -h '^dmupper	' "${f[@]}" | cut -f3)" "$(grep -h '^mkdir	/tmp/schedaio-run\.' "${f[@]}" | head -n1 | cut -f2)"
}

# now_ticks: the clock now, in the unit of /proc/PID/stat's start time (a new process's own).
now_ticks() { (proc_starttime "$BASHPID"); }

# ancestors PID: the process IDs above PID up to init, one a line.
ancestors() {
	local p=$1
	while p=$(proc_ppid "$p" 2>/dev/null) && [ "$p" -gt 1 ]; do echo "$p"; done
}

# another_tests PID: PID descends from a bats process that is not this test's (another test
# file running beside this one, whose fio may use a number this study freed).
another_tests() {
	local p mine
	mine=" $(ancestors "$BASHPID" | tr '\n' ' ')"
	for p in $(ancestors "$1"); do
		[[ $mine == *" $p "* ]] && return 1
		[[ $(tr '\0' ' ' 2>/dev/null <"/proc/$p/cmdline") == *bats* ]] && return 0
	done
	return 1
}

# none_left A B BFILE WORKDIR NAME T_END: nothing of model study NAME is left: no process
# whose command line names its work folder (the probe's fio outputs) or its results folder
# (the runs' fio), no fio on A started before T_END (clock ticks: the restore's end; the
# undo's own probe fio) unless another test file's bats process is its ancestor (CI: engine.bats
# took the freed number and started its fio between the restore and T_END); A not on B, B not on its backing file, no throttle rule on B's number
# while that number is B's or nothing's. Only the study's own objects: a number it freed may
# be another test's device, fio and rule by now (all printed).
none_left() {
	local a=$1 b=$2 bfile=$3 work=$4 name=$5 t_end=$6 f p cmd st mm left=0
	echo "A=$a B=$b BFILE=$bfile WORKDIR=$work restore ended at tick $t_end"
	[ -n "$a" ]
	[ -n "$b" ]
	[ -n "$bfile" ]
	[ -n "$work" ]
	for f in /proc/[0-9]*/cmdline; do
		p=${f#/proc/} p=${p%/cmdline}
		cmd=$(tr '\0' ' ' 2>/dev/null <"$f") || continue
		st=$(proc_starttime "$p" 2>/dev/null) || continue
		case $cmd in
		*"$work/"* | *"$WORK/out-$name"*) ;;
		*"--filename=$a "*) { [ "$st" -lt "$t_end" ] && ! another_tests "$p"; } || continue ;;
		*) continue ;;
		esac
		echo "left: process $p (started at tick $st): $cmd"
		left=1
	done
	[ "$left" = 0 ]
	run losetup -j "$bfile"
	[ -z "$output" ]
	run losetup -j "$b"
	[[ $output != *"$a:"* ]]
	mm=$(cat "/sys/class/block/$(basename "$b")/dev")
	# the number taken by another's device meanwhile: its rules are its own
	[ -z "$(loopdev_attached_to "$b")" ] || return 0
	for f in "$BLKIO"/blkio.throttle.{read,write}_{bps,iops}_device; do
		run grep -c "^$mm " "$f"
		[ "$output" = 0 ]
	done
}

@test "two device-model studies at once: the second refuses before anything, naming the first; vm.dirty_* as before after both (finding 5)" {
	need_blkio
	local a b rc_a=0 rc_b=0
	model_study a 60
	a=$(<"$WORK/a.pid")
	# A has set the machine's dirty limits: it records them first (so that a kill after the
	# change is undone), then sets them; wait for the change itself, while A runs (CI-like run
	# 2026-12-07: the record was there, the values not yet)
	wait_record a dirty
	local i
	for ((i = 0; i < 600; i++)); do
		[ "$(dirty_now)" = "$DIRTY_BEFORE" ] || break
		kill -0 "$a" 2>/dev/null || break
		sleep 0.05
	done
	[ "$(dirty_now)" != "$DIRTY_BEFORE" ]
	stack_of_study a >"$WORK/a.stack"
	# B meanwhile, with a state folder of its own (as another user's run-pack): it is either
	# refused, or (without the claim) it saves A's values as the machine's
	model_study b 1
	b=$(<"$WORK/b.pid")
	wait_record b dirty "$b" || true
	# A ends first (interrupted): it puts back what it found; then B ends
	kill -INT "$a"
	wait "$a" || rc_a=$?
	wait "$b" || rc_b=$?
	echo "A exit $rc_a, B exit $rc_b; B's stderr:"
	cat "$WORK/b.err"
	echo "vm.dirty_* before: $DIRTY_BEFORE, after: $(dirty_now)"
	[ "$(dirty_now)" = "$DIRTY_BEFORE" ]
	# shellcheck disable=SC2046 # "A B BFILE WORKDIR"
	none_left $(<"$WORK/a.stack") a "$(now_ticks)"
	[ "$rc_b" -eq 2 ]
	grep -q "vm.dirty_\* are claimed by run-pack $a, a device-model study running now" "$WORK/b.err"
	[ ! -e "$WORK/out-b" ] || [ -z "$(ls -A "$WORK/out-b")" ]
	ls -lA "$WORK/state-a" "$WORK/state-b"
	[ -z "$(ls -A "$WORK/state-a")" ]
	[ -z "$(ls -A "$WORK/state-b")" ]
	[ ! -e /run/schedaio/vm-dirty.claim ] || ! grep -q "^$a " /run/schedaio/vm-dirty.claim
}

@test "a claim left by a killed process that kept no state file: the study refuses at once (exit 2), saying what to check; the claim left" {
	need_blkio
	local claim=/run/schedaio/vm-dirty.claim rc=0
	[ ! -e "$claim" ] || skip "a device-model study holds $claim now"
	mkdir -p /run/schedaio
	echo "999999999 1 none" >"$claim" # no such PID
	cleanup_push "rm -f '$claim'"
	model_study s 1
	wait "$(<"$WORK/s.pid")" || rc=$?
	cat "$WORK/s.err"
	[ "$rc" -eq 2 ]
	grep -q "claimed by process 999999999, which was killed and kept no state file: check vm.dirty_\* (sysctl vm.dirty_bytes" "$WORK/s.err"
	[ "$(dirty_now)" = "$DIRTY_BEFORE" ]
	[ "$(cat "$claim")" = "999999999 1 none" ]
}

@test "SIGKILL during the device model's probe, then --restore: no probe fio, no loop device, no throttle rule, vm.dirty_* as before (finding 6)" {
	need_blkio
	local pid a b bfile work t_end
	export SCHEDAIO_DM_PROBE="5 0"
	model_study k 1
	pid=$(<"$WORK/k.pid")
	wait_record k dmtags
	read -r a b bfile work <<<"$(stack_of_study k)"
	# the probe's first fio runs on A
	for ((i = 0; i < 6000; i++)); do
		pgrep -f -- "--name=probe --filename=$a " >/dev/null && break
		sleep 0.05
	done
	pgrep -af -- "--name=probe --filename=$a "
	kill -KILL "$pid"
	wait "$pid" || true
	SCHEDAIO_STATE_DIR=$WORK/state-k run "$RUN_PACK" --restore
	t_end=$(now_ticks)
	echo "$output"
	[ "$status" -eq 0 ]
	# nothing of the probe runs on, nothing is attached (no wait: --restore said done)
	none_left "$a" "$b" "$bfile" "$work" k "$t_end"
	[ "$(dirty_now)" = "$DIRTY_BEFORE" ]
	[ -z "$(ls -A "$WORK/state-k")" ]
}

@test "a blk-throttle rule already on the device a study takes: said in the preflight, and left as it was (finding 7)" {
	need_blkio
	local mm f=$BLKIO/blkio.throttle.read_iops_device
	ram_loop 256
	mm=$(cat "/sys/class/block/$(basename "$LOOP")/dev")
	# someone's rule (high enough not to slow the run)
	echo "$mm 900000" >"$f"
	cleanup_push "echo '$mm 0' >'$f'"
	short_runs
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --device "$LOOP" --device-model none --schedulers none \
		--cells read-4k --runs 1 --quick --engine libaio --out "$OUT"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ $stderr == *"preflight: blk-throttle rule on $(basename "$LOOP") ($mm): read_iops 900000: it caps the study's I/O"* ]]
	jq -e --arg m "$mm" '[.preflight[] | select(startswith("WARN  blk-throttle rule on") and contains($m))] | length == 1' "$OUT"/*/manifest.json
	grep -qx "$mm 900000" "$f"
}

@test "a blk-throttle rule already on the number the model's B gets: the study stops, naming it, the rule left (finding 7)" {
	need_blkio
	local mm f=$BLKIO/blkio.throttle.write_bps_device
	. "$TOP/scripts/lib/rp-util.sh"
	. "$TOP/scripts/lib/devmodel.sh"
	PROG=devmodel-shared.bats DM_NAME=laptop
	# the check devmodel_create makes on B, on a device of this test's with someone's rule
	ram_loop 16
	mm=$(cat "/sys/class/block/$(basename "$LOOP")/dev")
	run dm_throttle_free "$LOOP" "$mm"
	[ "$status" -eq 0 ]
	echo "$mm 1000000" >"$f"
	cleanup_push "echo '$mm 0' >'$f'"
	run dm_throttle_free "$LOOP" "$mm"
	echo "$output"
	[ "$status" -eq 1 ]
	[[ $output == *"device model laptop: $LOOP ($mm) already has blk-throttle rules (write_bps 1000000), set by someone else"* ]]
	grep -qx "$mm 1000000" "$f"
}

@test "the undo of a throttle rule: ours removed while the number is our device or nothing's, never the next user's (finding 7)" {
	need_blkio
	local mm backing other f=$BLKIO/blkio.throttle.read_iops_device
	. "$TOP/scripts/lib/rp-util.sh"
	. "$TOP/scripts/lib/devmodel.sh"
	ram_loop 64
	backing=$(loopdev_attached_to "$LOOP")
	mm=$(cat "/sys/class/block/$(basename "$LOOP")/dev")
	cleanup_push "echo '$mm 0' >'$f'"
	# still ours: removed
	echo "$mm 5000" >"$f"
	undo_throttle "$f" "$mm" "$LOOP" "$backing"
	run grep -c "^$mm " "$f"
	[ "$output" = 0 ]
	# our B detached; the number taken by the next user, who sets a rule of theirs: left
	echo "$mm 5000" >"$f"
	losetup -d "$LOOP"
	other=$WORK/other.img
	truncate -s 64M "$other"
	losetup "$LOOP" "$other"
	cleanup_push "loop_detach_on '$other'"
	echo "$mm 7000" >"$f"
	run undo_throttle "$f" "$mm" "$LOOP" "$backing"
	echo "$output"
	[ "$status" -eq 0 ]
	[[ $output == *"the blk-throttle rule of $mm in $f is left: $LOOP is no longer our device"* ]]
	grep -qx "$mm 7000" "$f"
	# the number free again (nothing attached): a rule left on it would throttle its next user
	losetup -d "$LOOP"
	undo_throttle "$f" "$mm" "$LOOP" "$backing"
	run grep -c "^$mm " "$f"
	[ "$output" = 0 ]
}

@test "environment values that reach bash arithmetic: a command in them is refused, never run" {
	need_root
	local mark=$WORK/ran
	# SCHEDAIO_DM_*: refused before anything, even by --dry-run
	run --separate-stderr env SCHEDAIO_DM_TOLERANCE_PCT="a[\$(touch $mark)]" "$RUN_PACK" --pack "$TOP/jobs/laptop" \
		--device-model laptop --schedulers none --quick --dry-run
	echo "$stderr"
	[ "$status" -eq 2 ]
	[[ $stderr == *"SCHEDAIO_DM_TOLERANCE_PCT must be a whole percent from 0 to 100"* ]]
	run --separate-stderr env SCHEDAIO_DM_PROBE="1 a[\$(touch $mark)]" "$RUN_PACK" --pack "$TOP/jobs/laptop" \
		--device-model laptop --schedulers none --quick --dry-run
	[ "$status" -eq 2 ]
	[[ $stderr == *"SCHEDAIO_DM_PROBE must be \"RUNTIME RAMP\""* ]]
	# the preflight's settle time: a study's preflight would evaluate it
	SHM=$(mktemp -d /dev/shm/schedaio-env-test.XXXXXX)
	cleanup_push "rm -rf '$SHM'"
	short_runs
	run --separate-stderr env PREFLIGHT_SETTLE_S="a[\$(touch $mark)]" "$RUN_PACK" --pack "$TOP/jobs/laptop" \
		--device-model none --schedulers none --cells read-4k --runs 1 --quick --engine libaio \
		--scratch-backing "$SHM" --out "$OUT"
	echo "$stderr"
	[ ! -e "$mark" ]
	[ "$status" -eq 2 ]
	[[ $stderr == *"PREFLIGHT_SETTLE_S must be whole seconds"* ]]
	[ -z "$(ls -A "$SHM")" ]
}
