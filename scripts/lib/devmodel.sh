# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# devmodel.sh: a device model (jobs/models/NAME.json) applied below the scheduler: the medium
# run-pack --device-model builds instead of its plain scratch loop device (STUDIES.md "Device
# models"). The stack:
#   B  a loop device on a new RAM file (/dev/shm, or --scratch-backing), the model's four
#      rates enforced on it by the kernel's blk-throttle (cgroup v1: the root blkio cgroup's
#      blkio.throttle.{read,write}_{bps,iops}_device, Documentation/admin-guide/cgroup-v1/
#      blkio-controller.rst; cgroup v2's io.max is not supported yet: a clear error)
#   A  a loop device with direct I/O on B: the device under test (scheduler, tunables, ext4),
#      its driver tag depth shrunk to the model's queue depth (nr_requests written under
#      none: blk_mq_update_nr_requests resizes the driver tags when no elevator is attached;
#      it persists across scheduler switches, even past a detach), its read_ahead_kb the
#      model's; and the machine's vm.dirty_bytes / dirty_background_bytes at 20 % / 10 % of the
#      model's RAM (the kernel's defaults, dirty_ratio 20 and dirty_background_ratio 10,
#      Documentation/admin-guide/sysctl/vm.rst) for the study.
# Every change is recorded (undo_push) before it is made; the undo kinds of this file:
#   dmupper  BDEV BFILE              loops stacked on B (A) detached while B is still ours
#   throttle FILE MAJ:MIN            a blk-throttle rule (written 0: removed)
#   dmtags   DEV BDEV FULL           A's driver tags back to FULL (64 then FULL under none),
#                                    then probed: the in-flight maximum at iodepth FULL+32
#   dirty    BYTES BG_BYTES RATIO BG_RATIO   vm.dirty_* as they were
# Then, before the first run, devmodel_probe measures what is in effect (each rate within
# DM_TOLERANCE_PCT, the in-flight maximum equal to the depth, merges under mq-deadline) and
# a model that cannot be applied or fails its probe stops the study (exit 2).
# Needs: loopdev.sh (undo.sh, loopdev_create, sched_set, undo_dev_ours), rp-util.sh (die,
# fail, info, log), TOP.

# The figure keys of a model file, each an object {"value": N, "source": "..."} (N a positive
# whole number): written once here; tests/integration/devmodel.bats checks every file of
# jobs/models/ has exactly these (and name, title). Units: bytes/s, I/Os per second, requests,
# KiB, bytes, bytes.
DM_KEYS=(read_bps write_bps read_iops write_iops queue_depth read_ahead_kb ram_bytes capacity_bytes)
# The blk-throttle file (in the root blkio cgroup) of each rate key.
declare -A DM_THROTTLE_FILE=([read_bps]=blkio.throttle.read_bps_device [write_bps]=blkio.throttle.write_bps_device
	[read_iops]=blkio.throttle.read_iops_device [write_iops]=blkio.throttle.write_iops_device)
# pack.json's key naming a pack's default model, and the manifest's key of the medium
# (top level and results[]): manifestkeys.h MK_DEVICE_MODEL (devmodel.bats checks they match).
DM_KEY=device_model
DM_BLKIO=${SCHEDAIO_BLKIO_DIR:-/sys/fs/cgroup/blkio}
# Test-only: SCHEDAIO_DM_TOLERANCE_PCT widens it (the clean-up tests, whose point is not the rates).
DM_TOLERANCE_PCT=${SCHEDAIO_DM_TOLERANCE_PCT:-5}
# Probe timing, seconds (test-only: SCHEDAIO_DM_PROBE="RUNTIME RAMP" shortens it).
read -r DM_PROBE_RUNTIME DM_PROBE_RAMP <<<"${SCHEDAIO_DM_PROBE:-2 1}"

DEVICE_MODEL_OPT='' # --device-model as given ("" = the pack's default)
DM_NAME='' DM_FILE='' DM_JSON='' DM_BDEV='' DM_BFILE='' DM_PROBE='null'
declare -A DM=() # key -> value, from the model file

# dm_get KEY: the model's figure KEY.
dm_get() { printf '%s\n' "${DM[$1]}"; }

# devmodel_resolve PACK_JSON: the model of this study from --device-model (NAME of
# jobs/models/, a FILE, or none) or else the pack's device_model; sets DM_NAME ("" for none),
# DM_FILE, DM_JSON, DM. Dies (exit 2) on an unknown or malformed model, or one given with
# --device or --hosts (a model builds its own device).
devmodel_resolve() {
	# Test-only: SCHEDAIO_DEVICE_MODEL replaces the pack's default (tests/integration/
	# helpers.bash sets none, so that the tests of other features keep the plain device).
	local want=${DEVICE_MODEL_OPT:-${SCHEDAIO_DEVICE_MODEL:-}} k v src
	if [ -z "$want" ]; then
		# a pack's default applies to the scratch device only (a --device keeps its own medium)
		[ -z "$DEVICE$HOSTS_FILE" ] || return 0
		want=$(jq -r --arg k "$DM_KEY" '.[$k] // "none"' <<<"$1")
	elif [ "$want" != none ] && [ -n "$DEVICE$HOSTS_FILE" ]; then
		die "--device-model $want builds its own device below the scheduler; not with --device or --hosts (their devices are measured as they are): use --device-model none or leave --device out"
	fi
	[ "$want" != none ] || return 0
	if [[ $want == */* || $want == *.json ]]; then
		DM_FILE=$want
	else
		[[ $want =~ ^[A-Za-z0-9_.-]+$ ]] || die "--device-model: bad model name '$want'"
		DM_FILE=$TOP/jobs/models/$want.json
		[ -f "$DM_FILE" ] || die "--device-model $want: no such model (jobs/models/: $(find "$TOP/jobs/models" -maxdepth 1 -name '*.json' -printf '%f\n' | sed 's/\.json$//' | sort | paste -sd' '))"
	fi
	[ -f "$DM_FILE" ] || die "--device-model $want: no such file"
	DM_FILE=$(readlink -f "$DM_FILE")
	DM_JSON=$(jq -c . "$DM_FILE" 2>/dev/null) || die "--device-model $DM_FILE is not valid JSON"
	DM_NAME=$(jq -r '.name // empty' <<<"$DM_JSON")
	[[ $DM_NAME =~ ^[A-Za-z0-9_.-]+$ ]] || die "--device-model $DM_FILE has no usable .name"
	for k in "${DM_KEYS[@]}"; do
		v=$(jq -r --arg k "$k" '.[$k].value // empty | tostring' <<<"$DM_JSON")
		src=$(jq -r --arg k "$k" '.[$k].source // empty' <<<"$DM_JSON")
		[[ $v =~ ^[1-9][0-9]{0,17}$ ]] || die "--device-model $DM_FILE: $k.value must be a positive whole number, not '$v'"
		[ -n "$src" ] || die "--device-model $DM_FILE: $k has no source (every figure says where it comes from)"
		DM[$k]=$v
	done
	if [ "${DM[read_ahead_kb]}" -gt 65536 ] || [ $((DM[read_ahead_kb] % 4)) -ne 0 ]; then
		die "--device-model $DM_FILE: read_ahead_kb must be at most 65536 KiB, a multiple of 4"
	fi
	[ "${DM[queue_depth]}" -le 64 ] ||
		die "--device-model $DM_FILE: queue_depth must be 1 to 64 (half the loop device's 128 driver tags at most)"
	# the model's readahead is the device's: it replaces the pack's
	PACK_RA_KB=${DM[read_ahead_kb]}
}

# devmodel_default_backing: the scratch backing folder without --scratch-backing and a pack's
# own: /dev/shm under a model (B is a RAM file), else "" (run-pack's default).
devmodel_default_backing() { [ -z "$DM_NAME" ] || echo /dev/shm; }

# devmodel_check_target SIZE_MIB: before anything changes: the scratch device fits in the
# model's capacity and the throttle files exist (cgroup v1). Dies (exit 2).
devmodel_check_target() {
	[ -n "$DM_NAME" ] || return 0
	[ $(($1 * 1048576)) -le "${DM[capacity_bytes]}" ] ||
		die "--scratch-size $1 MiB is more than model $DM_NAME's capacity (${DM[capacity_bytes]} bytes)"
	if [ ! -w "$DM_BLKIO/${DM_THROTTLE_FILE[read_bps]}" ]; then
		if [ -f /sys/fs/cgroup/cgroup.controllers ]; then
			die "--device-model: cgroup v2 (io.max in a cgroup of the study's own) is not supported yet; this machine has no cgroup v1 blkio controller ($DM_BLKIO); use --device-model none"
		fi
		die "--device-model: no writable $DM_BLKIO/${DM_THROTTLE_FILE[read_bps]} (cgroup v1 blkio with blk-throttle); use --device-model none"
	fi
}

# devmodel_plan_text: the plan's line on the medium.
devmodel_plan_text() {
	[ -n "$DM_NAME" ] || return 0
	echo "device model $DM_NAME ($DM_FILE): read ${DM[read_bps]} B/s ${DM[read_iops]} IOPS, write ${DM[write_bps]} B/s ${DM[write_iops]} IOPS (blk-throttle on a RAM-backed loop device), queue depth ${DM[queue_depth]}, read_ahead_kb ${DM[read_ahead_kb]}, dirty limits of ${DM[ram_bytes]} bytes of RAM"
}

# dm_majmin DEV: DEV's MAJ:MIN.
dm_majmin() { cat "/sys/class/block/$(basename "$1")/dev"; }

# --- the undo kinds ---------------------------------------------------------------------

# The claims (undo.sh undo_claim, on a journal's record): the devices are loop devices, B on
# a backing file of ours (loopdev.sh claim_loop), a throttle rule is in one of the four
# files of the root blkio cgroup, the figures are whole numbers.
claim_dmupper() { claim_loop "$1" "$2"; }
claim_throttle() {
	local k
	[[ $2 =~ ^[0-9]+:[0-9]+$ ]] || { echo "'$2' is not a MAJ:MIN"; return 1; }
	for k in "${!DM_THROTTLE_FILE[@]}"; do [ "$1" != "$DM_BLKIO/${DM_THROTTLE_FILE[$k]}" ] || return 0; done
	echo "$1 is not a blk-throttle file of $DM_BLKIO"
	return 1
}
claim_dmtags() {
	[[ $1 =~ ^/dev/loop[0-9]+$ && $2 =~ ^/dev/loop[0-9]+$ ]] || { echo "$1 on $2: not loop devices"; return 1; }
	[[ $3 =~ ^[0-9]{1,5}$ ]] || { echo "'$3' is not a tag depth"; return 1; }
	claim_loop "$1" "$2"
}
claim_dirty() {
	local v
	for v in "$@"; do [[ $v =~ ^[0-9]{1,20}$ ]] || { echo "'$v' is not a whole number"; return 1; }; done
}

# undo_dmupper BDEV BFILE: detach every loop device stacked on BDEV (A), while BDEV is still
# attached to our file BFILE (else the number is no longer ours).
undo_dmupper() {
	local d rc=0
	losetup -j "$2" 2>/dev/null | grep -q "^$1:" || return 0
	for d in $(losetup -j "$1" 2>/dev/null | cut -d: -f1); do loopdev_detach "$d" || rc=1; done
	return "$rc"
}

# undo_throttle FILE MAJ:MIN: remove our blk-throttle rule (a 0 limit removes it).
undo_throttle() {
	grep -q "^$2 " "$1" 2>/dev/null || return 0
	echo "$2 0" >"$1" 2>/dev/null || { log "restore: cannot remove the throttle rule of $2 in $1"; return 1; }
}

# dm_inflight_max DEV SECONDS: the largest in-flight count (reads + writes,
# /sys/block/DEV/inflight, Documentation/ABI/stable/sysfs-block) sampled for SECONDS.
dm_inflight_max() {
	local f max=0 r w end
	f=/sys/block/$(basename "$1")/inflight
	end=$((SECONDS + $2))
	while [ "$SECONDS" -lt "$end" ]; do
		read -r r w <"$f" || break
		[ $((r + w)) -le "$max" ] || max=$((r + w))
	done
	echo "$max"
}

# dm_fio_inflight DEV IODEPTH SECONDS: run a 4k random read at IODEPTH on DEV and print the
# in-flight maximum sampled for SECONDS once its first request is in flight (fio's start-up
# waited for, up to 5 s, on a busy machine); fio is stopped after the sampling.
dm_fio_inflight() {
	local pid max r=0 w=0 i f
	f=/sys/block/$(basename "$1")/inflight
	fio --name=inflight --filename="$1" --rw=randread --bs=4k --direct=1 --ioengine=libaio \
		--iodepth="$2" --time_based --runtime=$(($3 + 6)) --output-format=terse >/dev/null 2>&1 &
	pid=$!
	for ((i = 0; i < 50; i++)); do
		read -r r w <"$f" || break
		[ $((r + w)) -eq 0 ] || break
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.1
	done
	max=$(dm_inflight_max "$1" "$3")
	kill -INT "$pid" 2>/dev/null || true
	wait "$pid" || true
	echo "$max"
}

# dm_tags_restore DEV FULL: DEV's driver tags back to FULL: under none, write 64 then FULL
# (writing the value sysfs already shows changes nothing).
dm_tags_restore() {
	local q
	q=/sys/block/$(basename "$1")/queue
	[ "$(sched_get "$1" 2>/dev/null)" = none ] || sched_set "$1" none >/dev/null || return 1
	echo 64 >"$q/nr_requests" 2>/dev/null && echo "$2" >"$q/nr_requests" 2>/dev/null
}

# undo_dmtags DEV BDEV FULL: restore DEV's driver tags to FULL and probe it (an in-flight
# maximum above 64 at iodepth FULL+32: the model's depth is at most 64); once more if not.
# Only while DEV is still ours (attached to BDEV).
undo_dmtags() {
	local max try
	losetup -j "$2" 2>/dev/null | grep -q "^$1:" || return 0
	for try in 1 2; do
		dm_tags_restore "$1" "$3" || { log "restore: cannot write $1's nr_requests"; return 1; }
		max=$(dm_fio_inflight "$1" $(($3 + 32)) 1)
		[ "$max" -le 64 ] || return 0
	done
	log "restore: $1's in-flight maximum is $max after restoring its driver tags to $3"
	return 1
}

# undo_dirty BYTES BG_BYTES RATIO BG_RATIO: vm.dirty_* back (a *_bytes of 0 means the ratio
# was in effect: writing the ratio zeroes the bytes).
undo_dirty() {
	local v=/proc/sys/vm rc=0
	if [ "$1" != 0 ]; then echo "$1" >"$v/dirty_bytes" || rc=1; else echo "$3" >"$v/dirty_ratio" || rc=1; fi
	if [ "$2" != 0 ]; then echo "$2" >"$v/dirty_background_bytes" || rc=1; else echo "$4" >"$v/dirty_background_ratio" || rc=1; fi
	[ "$rc" = 0 ] || log "restore: cannot set vm.dirty_* back to $*"
	return "$rc"
}

# --- building the stack -------------------------------------------------------------------

# devmodel_create BACKING SIZE_MIB: build B (on the new file BACKING), its throttle rules, A
# on B (direct I/O), A's tag depth, the dirty limits; LOOPDEV = A. The readahead is set by
# the caller (ra_apply: PACK_RA_KB is the model's). Fails (exit 1) with the reason.
devmodel_create() {
	local bfile=$1 size=$2 b a mm k f v=/proc/sys/vm
	loopdev_create "$bfile" "$size" >/dev/null || fail "device model $DM_NAME: cannot make the RAM-backed loop device on $bfile"
	b=$LOOPDEV
	DM_BDEV=$b DM_BFILE=$bfile
	mm=$(dm_majmin "$b")
	for k in read_bps write_bps read_iops write_iops; do
		f=$DM_BLKIO/${DM_THROTTLE_FILE[$k]}
		undo_push throttle "$f" "$mm"
		echo "$mm ${DM[$k]}" >"$f" 2>/dev/null || fail "device model $DM_NAME: cannot write '$mm ${DM[$k]}' to $f"
		grep -qx "$mm ${DM[$k]}" "$f" || fail "device model $DM_NAME: $f does not show '$mm ${DM[$k]}' after writing it"
	done
	undo_push dmupper "$b" "$bfile"
	a=$(losetup --find --show --direct-io=on "$b") || fail "device model $DM_NAME: losetup on $b failed"
	undo_push loop "$a" "$b"
	[ "$(sched_get "$a" 2>/dev/null)" = none ] || sched_set "$a" none >/dev/null || fail "cannot set $a's scheduler to none"
	sched_save_restore "$a" || fail "cannot read the scheduler of $a"
	undo_push dmtags "$a" "$b" "$(cat /sys/module/loop/parameters/hw_queue_depth 2>/dev/null || echo 128)"
	echo "${DM[queue_depth]}" >"/sys/block/$(basename "$a")/queue/nr_requests" 2>/dev/null ||
		fail "device model $DM_NAME: cannot write nr_requests ${DM[queue_depth]} on $a under none"
	undo_push dirty "$(<"$v/dirty_bytes")" "$(<"$v/dirty_background_bytes")" "$(<"$v/dirty_ratio")" "$(<"$v/dirty_background_ratio")"
	echo $((DM[ram_bytes] / 5)) >"$v/dirty_bytes" || fail "device model $DM_NAME: cannot set vm.dirty_bytes"
	echo $((DM[ram_bytes] / 10)) >"$v/dirty_background_bytes" || fail "device model $DM_NAME: cannot set vm.dirty_background_bytes"
	LOOPDEV=$a
}

# --- the probe ----------------------------------------------------------------------------

# dm_stat_line DEV: "SECONDS FIELDS..." (EPOCHREALTIME, then /sys/block/DEV/stat as read).
dm_stat_line() { printf '%s %s\n' "$EPOCHREALTIME" "$(<"/sys/block/$(basename "$1")/stat")"; }

# dm_fio_rate DEV RW BS IODEPTH FIELD: what DEV itself did under fio (RW at BS, direct,
# IODEPTH): its own counters (/sys/block/DEV/stat, Documentation/block/stat.rst: sectors x 512
# for "bw_bytes", requests completed for "iops", of the read or write side) over the time
# between two readings DM_PROBE_RUNTIME s apart, the first DM_PROBE_RAMP s after the device's
# counters first move (fio's start-up, ~1 s for writes, left out); prints it as a whole
# number. Not fio's figure: with ramp_time fio counts in its window I/O the device finished
# before it (COMPARE.md "Counted before the window"; +6 % in a 1 s probe window on the
# laptop model), and a model whose rates are caps would then fail for being above them. fio
# runs in the background, bounded (start-up + ramp + runtime + 6 s), stopped (SIGINT) after
# the second reading, as dm_fio_inflight's.
dm_fio_rate() {
	# the words of a reading (dm_stat_line): 1 the time, then the stat fields: 2 read_ios,
	# 4 read_sectors, 6 write_ios, 8 write_sectors
	local io=2 sec=4 pid a b i s0 s
	case "$2" in *write) io=6 sec=8 ;; esac
	fio --name=probe --filename="$1" --rw="$2" --bs="$3" --direct=1 --ioengine=libaio \
		--iodepth="$4" --time_based --runtime=$((DM_PROBE_RAMP + DM_PROBE_RUNTIME + 6)) \
		--size=$((SIZE_MIB / 2))m --output-format=terse >/dev/null 2>&1 &
	pid=$!
	s0=$(dm_stat_line "$1" | awk -v k="$sec" '{ print $k }')
	for ((i = 0; i < 500; i++)); do # until the device moves: 5 s at most
		s=$(dm_stat_line "$1" | awk -v k="$sec" '{ print $k }')
		[ "$s" = "$s0" ] || break
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.01
	done
	sleep "$DM_PROBE_RAMP"
	a=$(dm_stat_line "$1")
	sleep "$DM_PROBE_RUNTIME"
	b=$(dm_stat_line "$1")
	if ! kill -0 "$pid" 2>/dev/null; then # fio ended before the second reading: no rate
		wait "$pid" || true
		return 1
	fi
	kill -INT "$pid" 2>/dev/null || true
	wait "$pid" || true
	awk -v a="$a" -v b="$b" -v f="$5" -v io="$io" -v sec="$sec" 'BEGIN {
		split(a, x, " "); split(b, y, " "); t = y[1] - x[1]
		if (t <= 0) exit 1
		v = f == "iops" ? (y[io] - x[io]) / t : (y[sec] - x[sec]) * 512 / t
		printf "%d\n", v }'
}

# dm_within GOT WANT: GOT is within DM_TOLERANCE_PCT percent of WANT.
dm_within() { [ $(($1 * 100)) -ge $(($2 * (100 - DM_TOLERANCE_PCT))) ] && [ $(($1 * 100)) -le $(($2 * (100 + DM_TOLERANCE_PCT))) ]; }

# dm_rate_text KEY N: rate N of KEY for a message: "281 MB/s" (bytes/s, 10^6) or "86006 IOPS".
dm_rate_text() {
	case "$1" in *_bps) echo "$(($2 / 1000000)) MB/s" ;; *) echo "$2 IOPS" ;; esac
}

# dm_rate_json KEY WANT GOT OK [SHORT [FIRST]]: one rate's record {key, want, got, ok[, short]
# [, measured: [FIRST, GOT]]} (measured: a rate measured again after a first miss).
dm_rate_json() {
	jq -cn --arg k "$1" --argjson w "$2" --argjson g "$3" --argjson ok "$4" --arg s "${5:-}" --arg f "${6:-}" \
		'{key: $k, want: $w, got: $g, ok: $ok} + (if $s == "true" then {short: true} else {} end)
		 + (if $f == "" then {} else {measured: [($f | tonumber), $g]} end)'
}

# devmodel_probe_rates DEV: each rate of the model on DEV as one JSON object per line
# {key, want, got, ok[, short][, measured]}; returns 1 if one is not within the tolerance
# (IOPS below the model are a CPU cap, not a medium error: ok with short: true, and one
# stderr line). A rate below the model that would fail (a bandwidth, or 0) is measured once
# more, that rate only, with one
# stderr line ("write_bps 281 MB/s, 6.3 % below the model: measured again: 299 MB/s"), and
# judged by the second measurement (both recorded, measured[]): blk-throttle enforces a
# ceiling, which a loaded CPU (another program) can miss for a moment but never exceed. A
# rate above the model by more than the tolerance fails at once: the throttle is not in
# effect.
devmodel_probe_rates() {
	local k rw bs qd field got first rc=0
	# The bandwidth probes at iodepth 8 (the device's own counters: dm_fio_rate).
	for k in read_bps read_iops write_bps write_iops; do
		case "$k" in
		read_bps) rw=read bs=1m qd=8 field=bw_bytes ;;
		read_iops) rw=randread bs=4k qd=64 field=iops ;;
		write_bps) rw=write bs=1m qd=8 field=bw_bytes ;;
		write_iops) rw=randwrite bs=4k qd=64 field=iops ;;
		esac
		got=$(dm_fio_rate "$1" "$rw" "$bs" "$qd" "$field") || got=0
		[[ $got =~ ^[0-9]+$ ]] || got=0
		first=''
		# a miss below that would fail (4k IOPS above 0 are accepted as short: not measured again)
		if ! dm_within "$got" "${DM[$k]}" && [ "$got" -lt "${DM[$k]}" ] && { [[ $k == *_bps ]] || [ "$got" -eq 0 ]; }; then
			first=$got
			got=$(dm_fio_rate "$1" "$rw" "$bs" "$qd" "$field") || got=0
			[[ $got =~ ^[0-9]+$ ]] || got=0
			log "${PROG:-devmodel}: device model: $k $(dm_rate_text "$k" "$first"), $(awk -v g="$first" -v w="${DM[$k]}" \
				'BEGIN { printf "%.1f", (w - g) * 100 / w }') % below the model: measured again: $(dm_rate_text "$k" "$got")"
		fi
		if dm_within "$got" "${DM[$k]}"; then
			dm_rate_json "$k" "${DM[$k]}" "$got" true '' "$first"
		elif [[ $k == *_iops ]] && [ $((got * 100)) -lt $((${DM[$k]} * (100 - DM_TOLERANCE_PCT))) ] && [ "$got" -gt 0 ]; then
			# 4k IOPS short of the model: the throttle is a ceiling, and through two loop
			# devices this machine's CPU caps 4k requests below it (86,006 read IOPS under
			# none on a quiet 2-core VM, 2026-12-02, against the laptop's 91,121). Every
			# scheduler shares that cap; it is recorded (short) and said, not hidden.
			dm_rate_json "$k" "${DM[$k]}" "$got" true true "$first"
			log "${PROG:-devmodel}: device model: $k $got is below the model's ${DM[$k]} by more than $DM_TOLERANCE_PCT %: this machine's CPU caps 4k requests through the loop stack (recorded as short in the manifest)"
		else
			dm_rate_json "$k" "${DM[$k]}" "$got" false '' "$first"
			rc=1
		fi
	done
	return "$rc"
}

# dm_read_merges DEV: read merges so far (/sys/block/DEV/stat field 2, Documentation/block/stat.rst).
dm_read_merges() { awk '{ print $2 }' "/sys/block/$(basename "$1")/stat"; }

# devmodel_probe DEV: before the first run, on the raw device A (before mkfs): the rates, the
# in-flight maximum at iodepth 64 under none (must equal the depth) and the read merges of a
# 4k sequential read under mq-deadline (must be > 0); DM_PROBE = the JSON of what it found.
# Leaves DEV under none. A failed probe stops the study (exit 2) with what was measured.
devmodel_probe() {
	[ -n "$DM_NAME" ] || return 0
	local dev=$1 rates ok=1 inflight m0 m1 merges why=() l
	info "$PROG: device model $DM_NAME: probing $dev (rates, in-flight maximum, merges; ~$((6 * (DM_PROBE_RUNTIME + DM_PROBE_RAMP) + 2)) s)"
	rates=$(devmodel_probe_rates "$dev") || ok=0
	inflight=$(dm_fio_inflight "$dev" 64 "$DM_PROBE_RUNTIME")
	[ "$inflight" = "${DM[queue_depth]}" ] || { ok=0; why+=("in-flight maximum $inflight at iodepth 64, not the model's queue depth ${DM[queue_depth]}"); }
	sched_set "$dev" mq-deadline || fail "device model $DM_NAME: cannot switch $dev to mq-deadline for the merge probe"
	m0=$(dm_read_merges "$dev")
	dm_fio_rate "$dev" read 4k 64 iops >/dev/null || true
	m1=$(dm_read_merges "$dev")
	sched_set "$dev" none || fail "cannot switch $dev back to none"
	merges=$((m1 - m0))
	[ "$merges" -gt 0 ] || { ok=0; why+=("no read merges under mq-deadline (4k sequential reads at iodepth 64)"); }
	while IFS= read -r l; do
		[ "$(jq -r .ok <<<"$l")" = true ] || why+=("$(jq -r '"\(.key) \(.got), not within '"$DM_TOLERANCE_PCT"' % of \(.want)\(if .measured then " (measured twice: \(.measured | map(tostring) | join(", ")))" else "" end)"' <<<"$l")")
	done <<<"$rates"
	DM_PROBE=$(jq -cn --argjson r "$(jq -sc . <<<"$rates")" --argjson i "$inflight" --argjson m "$merges" \
		--argjson ok "$([ "$ok" = 1 ] && echo true || echo false)" --argjson tol "$DM_TOLERANCE_PCT" \
		--argjson rt "$DM_PROBE_RUNTIME" --argjson ramp "$DM_PROBE_RAMP" \
		'{ok: $ok, tolerance_pct: $tol, runtime_s: $rt, ramp_s: $ramp, rates: $r,
		  inflight_max: $i, inflight_iodepth: 64, read_merges_mq_deadline: $m}')
	info "$PROG: device model $DM_NAME probe, measured on the device by its own counters: $(jq -r '[.rates[] | "\(.key) \(.got) measured (model \(.want))"] | join(", ")' <<<"$DM_PROBE"), in-flight max $inflight (model ${DM[queue_depth]}), read merges under mq-deadline $merges"
	if [ "$ok" = 0 ]; then
		local IFS=';'
		log "$PROG: device model $DM_NAME cannot be applied here: ${why[*]}"
		exit 2
	fi
}

# devmodel_manifest_json: the manifest's device_model (MK_DEVICE_MODEL): null without a
# model, else {name, file, sha256, model (the file's content), stack {backing_file,
# backing_device, device, cgroup, throttle_dir, dirty_bytes, dirty_background_bytes},
# probe (devmodel_probe's)}; one line.
devmodel_manifest_json() {
	if [ -z "$DM_NAME" ]; then echo null; return 0; fi
	jq -cn --arg n "$DM_NAME" --arg f "$DM_FILE" --arg sha "$(sha256sum "$DM_FILE" | cut -d' ' -f1)" \
		--argjson m "$DM_JSON" --argjson p "$DM_PROBE" --arg bf "$DM_BFILE" --arg bd "$DM_BDEV" \
		--arg a "$DEV" --arg dir "$DM_BLKIO" --argjson db $((DM[ram_bytes] / 5)) --argjson dbg $((DM[ram_bytes] / 10)) \
		'{name: $n, file: $f, sha256: $sha, model: $m, probe: $p,
		  stack: {backing_file: $bf, backing_device: $bd, device: $a, cgroup: "v1", throttle_dir: $dir,
		          dirty_bytes: $db, dirty_background_bytes: $dbg}}'
}
