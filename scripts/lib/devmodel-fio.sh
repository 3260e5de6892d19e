# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# devmodel-fio.sh: the device model probe's fio runs (devmodel.sh devmodel_probe, and the undo
# of A's driver tags): each in the background, recorded in run-pack's state file before it
# runs when it is part of a probe (a SIGKILL of run-pack then leaves nothing --restore cannot
# stop), sampled by the caller's own shell. Results in globals, not on stdout: a call in
# $(...) would be a subshell that outlives run-pack. Sourced by devmodel.sh. Needs: undo.sh,
# rp-util.sh (fail, proc_starttime), rp-state.sh (state_fio_pids) when a state file is kept.

# The folder the probe's fio outputs go to (dm_probe_begin makes DM_WORK/probe in it):
# run-pack's own private work folder (rp-target.sh setup_scratch).
DM_WORK=''
# What dm_fio_rate measured, dm_fio_inflight's maximum, the running probe fio (dm_fio_start),
# the outputs named so far (dm_probe_out) and the last one.
DM_GOT=0 DM_INFLIGHT=0 DM_FIO_PID='' DM_FIO_N=0 DM_PROBE_OUT=''

# dm_inflight_max DEV SECONDS: DM_INFLIGHT = the largest in-flight count (reads + writes,
# /sys/block/DEV/inflight, Documentation/ABI/stable/sysfs-block) sampled for SECONDS.
dm_inflight_max() {
	local f max=0 r w end
	f=/sys/block/$(basename "$1")/inflight
	end=$((SECONDS + $2))
	while [ "$SECONDS" -lt "$end" ]; do
		read -r r w <"$f" || break
		[ $((r + w)) -le "$max" ] || max=$((r + w))
	done
	DM_INFLIGHT=$max
}

# dm_fio_start OUT ARGS...: fio ARGS with its output in OUT, in the background (DM_FIO_PID).
# With OUT (a file in the probe's folder) and a state file, the fio is in the journal before
# it runs, as rp-run.sh's fio_spawn records a study's: "fiorun OUT" first (the undo stops
# any fio whose --output is OUT: its job processes start sessions of their own, fio's
# backend.c), then the child's "fio PID STARTTIME" before it execs fio (exec keeps both),
# waited for here; so a SIGKILL of run-pack at any moment of the probe leaves no fio that
# --restore cannot stop (issue 39 finding 6). The sampling is done by the caller's own
# shell (no subshell outlives run-pack). OUT "" (the undo's own probe, the tests): not
# recorded, output to /dev/null. Fails (exit 1) when the record does not appear.
dm_fio_start() {
	local out=$1 k rec=0
	shift
	[ -z "$out" ] || [ -z "$STATE_FILE" ] || rec=1
	[ "$rec" = 0 ] || undo_push fiorun "$out"
	(
		trap - INT TERM HUP EXIT
		k=$BASHPID
		[ "$rec" = 0 ] || undo_push fio "$k" "$(proc_starttime "$k")" || exit 1
		exec fio "$@" --output="${out:-/dev/null}"
	) >/dev/null 2>&1 </dev/null &
	DM_FIO_PID=$!
	[ "$rec" = 1 ] || return 0
	for ((k = 0; k < 500; k++)); do
		grep -q "^fio	$DM_FIO_PID	" "$STATE_FILE" 2>/dev/null && return 0
		kill -0 "$DM_FIO_PID" 2>/dev/null || return 0
		sleep 0.02
	done
	fail "device model: the probe's fio $DM_FIO_PID did not record itself in $STATE_FILE"
}

# dm_fio_end OUT: wait for DM_FIO_PID (dm_fio_start OUT), stop any of its job processes left
# (a fio that failed), forget its records. Returns fio's exit status.
dm_fio_end() {
	local rc=0 p st
	wait "$DM_FIO_PID" || rc=$?
	if [ -n "$1" ] && [ -n "$STATE_FILE" ]; then
		for p in $(state_fio_pids "$1"); do kill -KILL "$p" 2>/dev/null || true; done
		st=$(awk -F'\t' -v p="$DM_FIO_PID" '$1 == "fio" && $2 == p { print $3 }' "$STATE_FILE")
		[ -z "$st" ] || undo_drop fio "$DM_FIO_PID" "$st"
		undo_drop fiorun "$1"
	fi
	DM_FIO_PID=''
	return "$rc"
}

# dm_probe_out: a new output name in the probe's folder (DM_WORK/probe, devmodel_probe), ""
# outside a probe.
dm_probe_out() {
	DM_PROBE_OUT=''
	[ -n "$DM_WORK" ] && [ -d "$DM_WORK/probe" ] || return 0
	DM_FIO_N=$((DM_FIO_N + 1))
	DM_PROBE_OUT=$DM_WORK/probe/fio-$DM_FIO_N.json
}

# dm_fio_inflight DEV IODEPTH SECONDS: DM_INFLIGHT = the in-flight maximum of a 4k random
# read at IODEPTH on DEV, sampled for SECONDS once its first request is in flight (fio's
# start-up waited for, up to 5 s, on a busy machine); fio is stopped after the sampling.
# In a probe its fio is recorded (dm_fio_start).
dm_fio_inflight() {
	local r=0 w=0 i f out
	f=/sys/block/$(basename "$1")/inflight
	dm_probe_out
	out=$DM_PROBE_OUT
	dm_fio_start "$out" --name=inflight --filename="$1" --rw=randread --bs=4k --direct=1 --ioengine=libaio \
		--iodepth="$2" --time_based --runtime=$(($3 + 6)) --output-format=terse
	for ((i = 0; i < 50; i++)); do
		read -r r w <"$f" || break
		[ $((r + w)) -eq 0 ] || break
		kill -0 "$DM_FIO_PID" 2>/dev/null || break
		sleep 0.1
	done
	dm_inflight_max "$1" "$3"
	kill -INT "$DM_FIO_PID" 2>/dev/null || true
	dm_fio_end "$out" || true
	[ -z "$out" ] || rm -f -- "$out"
}

# dm_stat_line DEV: "SECONDS FIELDS..." (EPOCHREALTIME, then /sys/block/DEV/stat as read).
dm_stat_line() { printf '%s %s\n' "$EPOCHREALTIME" "$(<"/sys/block/$(basename "$1")/stat")"; }

# dm_fio_rate DEV RW BS IODEPTH FIELD: DM_GOT = what DEV itself did under fio (RW at BS,
# direct, IODEPTH; recorded, dm_fio_start, its JSON in the probe's folder): DEV's own
# counters (/sys/block/DEV/stat, Documentation/block/stat.rst: sectors x 512 for "bw_bytes",
# requests completed for "iops", of the read or write side) over the time between two
# readings DM_PROBE_RUNTIME s apart, the first DM_PROBE_RAMP s after the counters first move
# (fio's start-up, ~1 s for writes, left out), as a whole number; fio runs long enough
# (start-up + ramp + runtime + 6 s) and is stopped (SIGINT) after the second reading. Not
# fio's figure: with ramp_time fio counts in its window I/O the device finished before it
# (COMPARE.md "Counted before the window"; +6 % in a 1 s probe window on the laptop model),
# and a model at its caps would then fail for being above them. 0 and status 1 when fio
# fails or ends before the second reading. Fails (exit 1) outside a probe (dm_probe_begin).
dm_fio_rate() {
	# the words of a reading (dm_stat_line): 1 the time, then the stat fields: 2 read_ios,
	# 4 read_sectors, 6 write_ios, 8 write_sectors
	local io=2 sec=4 out rc=0 a b i s0 s
	case "$2" in *write) io=6 sec=8 ;; esac
	DM_GOT=0
	dm_probe_out
	out=$DM_PROBE_OUT
	[ -n "$out" ] || fail "device model: no probe folder for fio's output (dm_probe_begin)"
	dm_fio_start "$out" --name=probe --filename="$1" --rw="$2" --bs="$3" --direct=1 --ioengine=libaio \
		--iodepth="$4" --time_based --runtime=$((DM_PROBE_RAMP + DM_PROBE_RUNTIME + 6)) \
		--size=$((SIZE_MIB / 2))m --output-format=json
	s0=$(dm_stat_line "$1" | awk -v k="$sec" '{ print $k }')
	for ((i = 0; i < 500; i++)); do # until the device moves: 5 s at most
		s=$(dm_stat_line "$1" | awk -v k="$sec" '{ print $k }')
		[ "$s" = "$s0" ] || break
		kill -0 "$DM_FIO_PID" 2>/dev/null || break
		sleep 0.01
	done
	sleep "$DM_PROBE_RAMP"
	a=$(dm_stat_line "$1")
	sleep "$DM_PROBE_RUNTIME"
	b=$(dm_stat_line "$1")
	kill -0 "$DM_FIO_PID" 2>/dev/null || rc=1 # fio ended before the second reading
	kill -INT "$DM_FIO_PID" 2>/dev/null || true
	dm_fio_end "$out" || true # stopped by SIGINT: its status says nothing
	rm -f -- "$out"
	[ "$rc" = 0 ] || return 1
	DM_GOT=$(awk -v a="$a" -v b="$b" -v f="$5" -v io="$io" -v sec="$sec" 'BEGIN {
		split(a, x, " "); split(b, y, " "); t = y[1] - x[1]
		if (t <= 0) exit 1
		v = f == "iops" ? (y[io] - x[io]) / t : (y[sec] - x[sec]) * 512 / t
		printf "%d\n", v }') || DM_GOT=0
	[[ $DM_GOT =~ ^[0-9]{1,18}$ ]] || { DM_GOT=0; return 1; }
	[ "$DM_GOT" -gt 0 ] || return 1
}

# dm_probe_begin: the probe's folder DM_WORK/probe (0700, recorded as probedir before it is
# made), where its fio outputs go. dm_probe_end removes it.
dm_probe_begin() {
	[ -n "$DM_WORK" ] || fail "device model: no work folder for the probe (DM_WORK)"
	undo_push probedir "$DM_WORK/probe"
	mkdir -m 0700 -- "$DM_WORK/probe" || fail "device model: cannot make $DM_WORK/probe"
}
dm_probe_end() {
	undo_probedir "$DM_WORK/probe" || true
	undo_drop probedir "$DM_WORK/probe"
}
