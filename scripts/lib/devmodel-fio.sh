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
DM_GOT=0 DM_INFLIGHT=0 DM_FIO_N=0 DM_PROBE_OUT='' DM_FIO_RC=0

# dm_inflight_max DEV SECONDS: DM_INFLIGHT = the largest in-flight count (reads + writes,
# /sys/block/DEV/inflight, Documentation/ABI/stable/sysfs-block) sampled for SECONDS of wall
# clock (EPOCHREALTIME, microseconds: bash's SECONDS ticks in whole seconds, so "SECONDS + 1"
# could end the sampling after one reading).
dm_inflight_max() {
	local f max=0 r w end
	f=/sys/block/$(basename "$1")/inflight
	end=$((${EPOCHREALTIME//[.,]/} + $2 * 1000000))
	while [ "${EPOCHREALTIME//[.,]/}" -lt "$end" ]; do
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
# start-up waited for, up to 30 s, on a busy machine: under a load average of 15 it took more
# than 5 s, and the maximum read 0); fio is stopped after the sampling.
# In a probe its fio is recorded (dm_fio_start). DM_FIO_RC: fio's exit status (130 or 0 when
# stopped by the SIGINT after the sampling; another when it failed).
dm_fio_inflight() {
	local r=0 w=0 i f out
	f=/sys/block/$(basename "$1")/inflight
	dm_probe_out
	out=$DM_PROBE_OUT
	dm_fio_start "$out" --name=inflight --filename="$1" --rw=randread --bs=4k --direct=1 --ioengine=libaio \
		--iodepth="$2" --time_based --runtime=$(($3 + 6)) --format terse
	for ((i = 0; i < 300; i++)); do
		read -r r w <"$f" || break
		[ $((r + w)) -eq 0 ] || break
		kill -0 "$FIO_PID" 2>/dev/null || break
		sleep 0.1
	done
	dm_inflight_max "$1" "$3"
	kill -INT "$FIO_PID" 2>/dev/null || true
	DM_FIO_RC=0
	fio_spawn_wait || DM_FIO_RC=$?
	[ -z "$out" ] || rm -f -- "$out"
}

# The probe's rate intervals, ms (dm_rate_sample).
DM_INTERVAL_MS=200

# dm_rate_sample DEV DDIR FIELD SECONDS: DM_GOT = the median of DEV's own rate over the
# DM_INTERVAL_MS intervals of the next SECONDS, from its counters (/sys/block/DEV/stat,
# Documentation/block/stat.rst: requests and sectors completed, read fields 1 and 3, write 5
# and 7), each interval's rate its count over its own time (EPOCHREALTIME at each reading,
# taken again when the reading took more than 1 ms: at 33,777 IOPS a reading 10 ms late is 5 %
# of a 200 ms interval),
# FIELD "bw_bytes" (sectors x 512, bytes/s) or "iops" (requests/s), as a whole number. Why the
# median of the device's intervals, not fio's count over the window: fio also counts I/O the
# device finished before the window (up to IODEPTH requests reaped after the ramp's end:
# 1.5 to 2.8 % of the bandwidths in a 1 s window here), and on a loaded CPU fio stalls: the
# device then idles, and blk-throttle lets the budget a stall left unused through at once
# afterwards (a 100 ms interval of 899 MB/s after one of 13 MB/s against a 300 MB/s rule,
# 2026-12-06), so one window's total swings both ways by 10 to 17 % where most intervals sit
# at the rule. Returns 1 when fewer than 2 readings could be made.
dm_rate_sample() {
	local f n i t t1 k st=() v samples=() pause
	f=/sys/block/$(basename "$1")/stat
	n=$(($4 * 1000 / DM_INTERVAL_MS))
	printf -v pause '%d.%03d' $((DM_INTERVAL_MS / 1000)) $((DM_INTERVAL_MS % 1000))
	for ((i = 0; i <= n; i++)); do
		# the reading's time: read again while more than 1 ms passed around the read (this
		# shell was descheduled there: the counters were read at another time than t)
		for ((k = 0; k < 5; k++)); do
			t=$EPOCHREALTIME
			read -r -a st <"$f" || break 2
			t1=$EPOCHREALTIME
			[ $((${t1//[.,]/} - ${t//[.,]/})) -gt 1000 ] || break
		done
		case $2:$3 in
		read:iops) v=${st[0]} ;;
		read:*) v=$((st[2] * 512)) ;;
		write:iops) v=${st[4]} ;;
		*) v=$((st[6] * 512)) ;;
		esac
		samples+=("${t/,/.} $v")
		[ "$i" -eq "$n" ] || sleep "$pause"
	done
	[ "${#samples[@]}" -ge 2 ] || return 1
	DM_GOT=$(printf '%s\n' "${samples[@]}" |
		awk 'NR > 1 && $1 > t { printf "%.0f\n", ($2 - v) / ($1 - t) } { t = $1; v = $2 }' | sort -n |
		awk '{ r[NR] = $1 } END { if (NR) print (NR % 2 ? r[(NR + 1) / 2] : int((r[NR / 2] + r[NR / 2 + 1]) / 2)) }')
}

# dm_fio_rate DEV RW BS IODEPTH FIELD: fio on DEV (RW at BS, direct, IODEPTH), recorded
# (dm_fio_start), its output in the probe's folder; once its I/O runs (DEV's counters move;
# fio's start waited for, up to 30 s, on a busy machine) and DM_PROBE_RAMP s more, DEV's rate
# of FIELD ("bw_bytes" or "iops") for the read or write side over DM_PROBE_RUNTIME s
# (dm_rate_sample: the device's own, the median of its intervals) into DM_GOT; fio is stopped
# then. DM_GOT 0 and status 1 when fio's I/O never ran or its rate could not be read. Fails
# (exit 1) outside a probe (dm_probe_begin).
dm_fio_rate() {
	local ddir=read out rc=0 f i st=() s0
	case "$2" in *write) ddir='write' ;; esac
	DM_GOT=0
	dm_probe_out
	out=$DM_PROBE_OUT
	[ -n "$out" ] || fail "device model: no probe folder for fio's output (dm_probe_begin)"
	f=/sys/block/$(basename "$1")/stat
	{ read -r -a st <"$f"; } 2>/dev/null || st=()
	s0="${st[0]:-} ${st[4]:-}"
	dm_fio_start "$out" --name=probe --filename="$1" --rw="$2" --bs="$3" --direct=1 --ioengine=libaio \
		--iodepth="$4" --time_based --runtime=$((DM_PROBE_RAMP + DM_PROBE_RUNTIME + 30)) \
		--size=$((SIZE_MIB / 2))m
	for ((i = 0; i < 300; i++)); do
		{ read -r -a st <"$f"; } 2>/dev/null || break
		[ "${st[0]} ${st[4]}" = "$s0" ] || break
		kill -0 "$FIO_PID" 2>/dev/null || break
		sleep 0.1
	done
	if [ "${st[0]:-} ${st[4]:-}" != "$s0" ] && kill -0 "$FIO_PID" 2>/dev/null; then
		sleep "$DM_PROBE_RAMP"
		dm_rate_sample "$1" "$ddir" "$5" "$DM_PROBE_RUNTIME" || rc=1
		kill -0 "$FIO_PID" 2>/dev/null || rc=1 # fio ended before the sampling did
	else
		rc=1
	fi
	kill -INT "$FIO_PID" 2>/dev/null || true
	fio_spawn_wait || true
	rm -f -- "$out"
	[[ $DM_GOT =~ ^[0-9]{1,18}$ ]] || { DM_GOT=0; rc=1; }
	[ "$rc" = 0 ] || DM_GOT=0
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
