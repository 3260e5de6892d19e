# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# devmodel.sh: a device model (jobs/models/NAME.json) applied below the scheduler: the medium
# run-pack --device-model builds instead of its plain scratch loop device (STUDIES.md "Device
# models"). The stack:
#   B  a loop device on a new RAM file (/dev/shm, or --scratch-backing), or where that file
#      has no O_DIRECT (tmpfs before Linux 6.6: a 6.1 guest kernel) and the kernel has
#      null_blk, a memory-backed null_blk disk (loopdev.sh nullb_create); the model's four
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
#   throttle FILE MAJ:MIN BDEV BFILE a blk-throttle rule on B (written 0: removed) while
#                                    MAJ:MIN is still B attached to BFILE, or attached to
#                                    nothing (a rule outlives its loop device: it would
#                                    throttle the next user of the number); never another's
#   dmtags   DEV BDEV FULL           A's driver tags back to FULL (64 then FULL under none),
#                                    then probed: the in-flight maximum at iodepth FULL+32
#   dmclaim  FILE PID STARTTIME      the claim on the machine's dirty limits (removed while
#                                    it still names PID STARTTIME: devmodel_claim)
#   dirty    BYTES BG_BYTES RATIO BG_RATIO   vm.dirty_* as they were
#   probedir DIR                     the probe's folder of fio outputs (the work folder's
#                                    probe/: removed with its files); each probe fio is a
#                                    fiorun and fio record of rp-state.sh while it runs
# Then, before the first run, devmodel_probe measures what is in effect (each rate within
# DM_TOLERANCE_PCT, the in-flight maximum equal to the depth, merges under mq-deadline) and
# a model that cannot be applied or fails its probe stops the study (exit 2).
# The undo kinds and claims are devmodel-undo.sh's, the probe's fio runs devmodel-fio.sh's
# (both sourced from beside this file).
# Needs: loopdev.sh (undo.sh, loopdev_create, sched_set, undo_dev_ours), rp-util.sh (die,
# fail, info, log, proc_starttime), rp-state.sh with a state file (state_fio_pids), TOP.

# shellcheck source=scripts/lib/devmodel-undo.sh
. "$(dirname "${BASH_SOURCE[0]}")/devmodel-undo.sh"
# shellcheck source=scripts/lib/devmodel-fio.sh
. "$(dirname "${BASH_SOURCE[0]}")/devmodel-fio.sh"

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
DM_TOLERANCE_PCT=5
# Probe timing, seconds (test-only: SCHEDAIO_DM_PROBE="RUNTIME RAMP" shortens it).
DM_PROBE_RUNTIME=2 DM_PROBE_RAMP=1
# Both reach bash arithmetic, which runs the $(...) of an array index in a value
# ("x[$(cmd)]"): taken only when they are whole numbers, else devmodel_resolve refuses
# (DM_ENV_ERR) before a model is used.
DM_ENV_ERR=''
if [[ ${SCHEDAIO_DM_TOLERANCE_PCT:-5} =~ ^(0|[1-9][0-9]{0,2})$ ]] && [ "${SCHEDAIO_DM_TOLERANCE_PCT:-5}" -le 100 ]; then
	DM_TOLERANCE_PCT=${SCHEDAIO_DM_TOLERANCE_PCT:-5}
else
	DM_ENV_ERR="SCHEDAIO_DM_TOLERANCE_PCT must be a whole percent from 0 to 100, not '${SCHEDAIO_DM_TOLERANCE_PCT-}'"
fi
if [[ ${SCHEDAIO_DM_PROBE:-2 1} =~ ^([1-9][0-9]{0,2})\ (0|[1-9][0-9]{0,2})$ ]]; then
	DM_PROBE_RUNTIME=${BASH_REMATCH[1]} DM_PROBE_RAMP=${BASH_REMATCH[2]}
else
	DM_ENV_ERR="SCHEDAIO_DM_PROBE must be \"RUNTIME RAMP\" in whole seconds (1-999, 0-999), not '${SCHEDAIO_DM_PROBE-}'"
fi

DEVICE_MODEL_OPT='' # --device-model as given ("" = the pack's default)
DM_NAME='' DM_FILE='' DM_JSON='' DM_BDEV='' DM_BFILE='' DM_PROBE='null'
declare -A DM=() # key -> value, from the model file

# dm_get KEY: the model's figure KEY.
dm_get() { printf '%s\n' "${DM[$1]}"; }

# dm_fields KEY...: a model's JSON on stdin read by one jq (a start costs ~25 ms here, ~330 ms
# in a TCG guest; one per figure and its source made 17): DM_FIELDS, a line each, as
# `jq -r` prints them and $(...) keeps them: .name, then each KEY's .value (a number, else its
# JSON text: "32" is '"32"') and its .source (a string with a non-space character, else "")
# ("" when absent, null or false, or when the model is not an object of objects; a newline or
# CR inside one as '?', trailing newlines dropped).
DM_FIELDS=()
dm_fields() {
	mapfile -t DM_FIELDS < <(jq -r '
		def text: tostring | sub("\n+$"; "") | gsub("[\n\r]"; "?");
		def field(f): (try (f // "") catch "") | text;
		field(.name), ($ARGS.positional[] as $k |
			field(.[$k].value | if type == "number" then . else tojson end),
			field(.[$k].source | if type == "string" and test("\\S") then . else "" end))' --args "$@")
}

# devmodel_resolve PACK_JSON: the model of this study from --device-model (NAME of
# jobs/models/, a FILE, or none) or else the pack's device_model; sets DM_NAME ("" for none),
# DM_FILE, DM_JSON, DM. Dies (exit 2) on an unknown or malformed model, or one given with
# --device or --hosts (a model builds its own device).
devmodel_resolve() {
	# Test-only: SCHEDAIO_DEVICE_MODEL replaces the pack's default (tests/integration/
	# helpers.bash sets none, so that the tests of other features keep the plain device).
	local want=${DEVICE_MODEL_OPT:-${SCHEDAIO_DEVICE_MODEL:-}} k v src i
	[ -z "$DM_ENV_ERR" ] || die "$DM_ENV_ERR"
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
	dm_fields "${DM_KEYS[@]}" <<<"$DM_JSON"
	[ "${#DM_FIELDS[@]}" -eq $((1 + 2 * ${#DM_KEYS[@]})) ] || die "--device-model $DM_FILE: cannot be read (jq)"
	DM_NAME=${DM_FIELDS[0]}
	[[ $DM_NAME =~ ^[A-Za-z0-9_.-]+$ ]] || die "--device-model $DM_FILE has no usable .name"
	i=1
	for k in "${DM_KEYS[@]}"; do
		v=${DM_FIELDS[i]} src=${DM_FIELDS[i + 1]}
		i=$((i + 2))
		# at most 15 digits: below 2^53, where jq's doubles hold every whole number exactly
		[[ $v =~ ^[1-9][0-9]{0,14}$ ]] || die "--device-model $DM_FILE: $k.value must be a positive whole number of at most 15 digits, not '$v'"
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
# model's capacity and the throttle files exist (cgroup v1) and can be written. A --dry-run
# (DRY_RUN 1) writes nothing: there an existing file that is root's is enough (DM_DRY_NOTE
# says, in the plan, that applying the model needs root). Dies (exit 2).
DM_DRY_NOTE=''
devmodel_check_target() {
	[ -n "$DM_NAME" ] || return 0
	[ $(($1 * 1048576)) -le "${DM[capacity_bytes]}" ] ||
		die "--scratch-size $1 MiB is more than model $DM_NAME's capacity (${DM[capacity_bytes]} bytes)"
	if [ "${DRY_RUN:-0}" = 1 ] && [ ! -w "$DM_BLKIO/${DM_THROTTLE_FILE[read_bps]}" ] &&
		[ -f "$DM_BLKIO/${DM_THROTTLE_FILE[read_bps]}" ] && [ "$(id -u)" -ne 0 ]; then
		DM_DRY_NOTE="the study itself runs as root: its throttle rules are written in $DM_BLKIO, which only root may write"
		return 0
	fi
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
	echo "device model $DM_NAME ($DM_FILE): read ${DM[read_bps]} B/s ${DM[read_iops]} IOPS, write ${DM[write_bps]} B/s ${DM[write_iops]} IOPS (blk-throttle on a RAM-backed $(nullb_ours "$DM_BDEV" && echo "null_blk disk" || echo "loop device")), queue depth ${DM[queue_depth]}, read_ahead_kb ${DM[read_ahead_kb]}, dirty limits of ${DM[ram_bytes]} bytes of RAM${DM_DRY_NOTE:+ ($DM_DRY_NOTE)}"
}

# dm_majmin DEV: DEV's MAJ:MIN.
dm_majmin() { cat "/sys/class/block/$(basename "$1")/dev"; }

# --- building the stack -------------------------------------------------------------------

# devmodel_create DIR SIZE_MIB: build B (on a new backing file in a private folder of DIR:
# loopdev_create; its path in DM_BFILE), its throttle rules, A
# on B (direct I/O), A's tag depth, the dirty limits; LOOPDEV = A. The readahead is set by
# the caller (ra_apply: PACK_RA_KB is the model's). Fails (exit 1) with the reason.
devmodel_create() {
	local dir=$1 size=$2 bfile b a mm k f v=/proc/sys/vm
	loopdev_create "$dir" "$size" >/dev/null || fail "device model $DM_NAME: cannot make the RAM-backed loop device in $dir"
	b=$LOOPDEV bfile=$LOOPDEV_BACKING
	if [ "$LOOPDEV_DIO" = 0 ] && nullb_available; then
		# a RAM file without O_DIRECT (tmpfs before Linux 6.6): B a memory-backed null_blk
		# disk instead (loopdev.sh), its folder in BFILE's place
		loopdev_drop || fail "device model $DM_NAME: cannot remove the buffered loop device $b"
		nullb_create "$size" || fail "device model $DM_NAME: cannot make a null_blk disk of $size MiB"
		b=$NULLB_DEV bfile=$NULLB_DIR
		info "$PROG: device model $DM_NAME: $dir has no O_DIRECT here ($(uname -r)): B is a memory-backed null_blk, $b"
	fi
	DM_BDEV=$b DM_BFILE=$bfile
	mm=$(dm_majmin "$b")
	dm_throttle_free "$b" "$mm"
	for k in read_bps write_bps read_iops write_iops; do
		f=$DM_BLKIO/${DM_THROTTLE_FILE[$k]}
		undo_push throttle "$f" "$mm" "$b" "$bfile"
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
	devmodel_claim # the dirty limits are the machine's: claimed before they are saved
	undo_push dirty "$(<"$v/dirty_bytes")" "$(<"$v/dirty_background_bytes")" "$(<"$v/dirty_ratio")" "$(<"$v/dirty_background_ratio")"
	echo $((DM[ram_bytes] / 5)) >"$v/dirty_bytes" || fail "device model $DM_NAME: cannot set vm.dirty_bytes"
	echo $((DM[ram_bytes] / 10)) >"$v/dirty_background_bytes" || fail "device model $DM_NAME: cannot set vm.dirty_background_bytes"
	LOOPDEV=$a
}

# --- the probe ----------------------------------------------------------------------------

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

# dm_tcg_short GOT: a rate GOT (above 0) measured in a guest under TCG (SCHEDAIO_GUEST, set by
# scripts/guest): there the emulated CPU, not the medium, caps the rates, so one below the
# model is short, not a failure (one above still fails: the throttle is not in effect).
dm_tcg_short() { [ "${SCHEDAIO_GUEST:-}" = tcg ] && [ "$1" -gt 0 ]; }

# devmodel_probe_rates DEV: each rate of the model on DEV as one JSON object per line
# {key, want, got, ok[, short][, measured]}; returns 1 if one is not within the tolerance
# (IOPS below the model are a CPU cap, not a medium error: ok with short: true, and one
# stderr line; under TCG every rate below the model is: dm_tcg_short). A rate below the model that would fail (a bandwidth, or 0) is measured once
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
		dm_fio_rate "$1" "$rw" "$bs" "$qd" "$field" || true
		got=$DM_GOT
		[[ $got =~ ^[0-9]{1,18}$ ]] || got=0
		first=''
		# a miss below that would fail (4k IOPS above 0 are accepted as short: not measured
		# again; under TCG every rate is: dm_tcg_short)
		if ! dm_within "$got" "${DM[$k]}" && [ "$got" -lt "${DM[$k]}" ] && { [[ $k == *_bps ]] || [ "$got" -eq 0 ]; } &&
			! dm_tcg_short "$got"; then
			first=$got
			dm_fio_rate "$1" "$rw" "$bs" "$qd" "$field" || true
			got=$DM_GOT
			[[ $got =~ ^[0-9]{1,18}$ ]] || got=0
			log "${PROG:-devmodel}: device model: $k $(dm_rate_text "$k" "$first"), $(awk -v g="$first" -v w="${DM[$k]}" \
				'BEGIN { printf "%.1f", (w - g) * 100 / w }') % below the model: measured again: $(dm_rate_text "$k" "$got")"
		fi
		if dm_within "$got" "${DM[$k]}"; then
			dm_rate_json "$k" "${DM[$k]}" "$got" true '' "$first"
		elif [ "$got" -lt "${DM[$k]}" ] && dm_tcg_short "$got"; then
			# under TCG the emulated CPU caps every rate: the throttle is set (read back) and
			# never exceeded, which is what a functional run needs; recorded short
			dm_rate_json "$k" "${DM[$k]}" "$got" true true "$first"
			log "${PROG:-devmodel}: device model: $k $(dm_rate_text "$k" "$got") is below the model's $(dm_rate_text "$k" "${DM[$k]}"): the emulated CPU (TCG) caps it (recorded as short; functional, not a measurement)"
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
	# in this shell (not in $(...)): a SIGKILL of run-pack leaves no subshell starting fio runs
	dm_probe_begin
	devmodel_probe_rates "$dev" >"$DM_WORK/probe/rates" || ok=0
	rates=$(<"$DM_WORK/probe/rates")
	dm_fio_inflight "$dev" 64 "$DM_PROBE_RUNTIME"
	inflight=$DM_INFLIGHT
	[ "$inflight" = "${DM[queue_depth]}" ] || { ok=0; why+=("in-flight maximum $inflight at iodepth 64, not the model's queue depth ${DM[queue_depth]}"); }
	sched_set "$dev" mq-deadline || fail "device model $DM_NAME: cannot switch $dev to mq-deadline for the merge probe"
	m0=$(dm_read_merges "$dev")
	dm_fio_rate "$dev" read 4k 64 iops || true
	m1=$(dm_read_merges "$dev")
	dm_probe_end
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
