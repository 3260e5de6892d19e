# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# devmodel-fio.sh: the device model probe's fio runs (devmodel.sh devmodel_probe, and the undo
# of A's driver tags): each in the background, recorded in run-pack's state file before it
# runs when it is part of a probe (a SIGKILL of run-pack then leaves nothing --restore cannot
# stop), sampled by the caller's own shell. Results in globals, not on stdout: a call in
# $(...) would be a subshell that outlives run-pack. Sourced by devmodel.sh. Needs: undo.sh,
# rp-util.sh (fail, proc_starttime), rp-state.sh (state_fio_pids) when a state file is kept.

# shellcheck source=scripts/lib/fio-cmd.sh
. "$(dirname "${BASH_SOURCE[0]}")/fio-cmd.sh"

# The folder the probe's fio outputs go to (dm_probe_begin makes DM_WORK/probe in it):
# run-pack's own private work folder (rp-target.sh setup_scratch).
DM_WORK=''
# What dm_fio_rate measured, dm_fio_inflight's maximum, the outputs named so far (dm_probe_out) and the last one.
DM_GOT=0 DM_INFLIGHT=0 DM_FIO_N=0 DM_PROBE_OUT=''

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

# dm_fio_start OUT ARGS...: fio with ARGS (options of a job, --OPTION[=VALUE], fio-cmd.sh
# fio_argv) and its --output OUT ("" for /dev/null) in the background (FIO_PID), through
# fio_spawn_start: with OUT (a file in the probe's folder) and a state file, in the journal
# before it runs, so a SIGKILL of run-pack at any moment of the probe leaves no fio that
# --restore cannot stop (issue 39 finding 6). The sampling is done by the caller's own shell
# (no subshell outlives run-pack). OUT "" (the undo's own probe, the tests): not recorded.
# fio_spawn_wait waits for it.
dm_fio_start() {
	local out=$1 argv=()
	shift
	fio_argv argv "$@" --output "${out:-/dev/null}" || fail "device model: cannot build the probe's fio command"
	fio_spawn_start "$out" . /dev/null "${argv[@]}"
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
		--iodepth="$2" --time_based --runtime=$(($3 + 6)) --format terse
	for ((i = 0; i < 50; i++)); do
		read -r r w <"$f" || break
		[ $((r + w)) -eq 0 ] || break
		kill -0 "$FIO_PID" 2>/dev/null || break
		sleep 0.1
	done
	dm_inflight_max "$1" "$3"
	kill -INT "$FIO_PID" 2>/dev/null || true
	fio_spawn_wait || true
	[ -z "$out" ] || rm -f -- "$out"
}

# dm_fio_rate DEV RW BS IODEPTH FIELD: fio on DEV (RW at BS, direct, IODEPTH) for
# DM_PROBE_RUNTIME s after DM_PROBE_RAMP s, recorded (dm_fio_start), its JSON in the probe's
# folder; DM_GOT = FIELD of its job ("bw_bytes" or "iops") for the read or write side, as a
# whole number (0 and status 1 when fio fails). Fails (exit 1) outside a probe
# (dm_probe_begin).
dm_fio_rate() {
	local ddir=read out rc=0
	case "$2" in *write) ddir='write' ;; esac
	DM_GOT=0
	dm_probe_out
	out=$DM_PROBE_OUT
	[ -n "$out" ] || fail "device model: no probe folder for fio's output (dm_probe_begin)"
	dm_fio_start "$out" --name=probe --filename="$1" --rw="$2" --bs="$3" --direct=1 --ioengine=libaio \
		--iodepth="$4" --time_based --runtime="$DM_PROBE_RUNTIME" --ramp_time="$DM_PROBE_RAMP" \
		--size=$((SIZE_MIB / 2))m
	fio_spawn_wait || rc=1
	[ "$rc" = 1 ] || DM_GOT=$(jq -r --arg d "$ddir" --arg f "$5" '.jobs[0][$d][$f] | floor' "$out" 2>/dev/null) || rc=1
	rm -f -- "$out"
	[[ $DM_GOT =~ ^[0-9]{1,18}$ ]] || { DM_GOT=0; rc=1; }
	return "$rc"
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
