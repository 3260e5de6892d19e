#!/usr/bin/env bats
# tests/run: serial=vm-dirty long
# shellcheck disable=SC2154,SC2030,SC2031 # bats: run sets stderr; each @test is its own subshell
# devmodel.bats: the device models (jobs/models/, scripts/lib/devmodel.sh, run-pack
# --device-model). Checks: every model file has exactly devmodel.sh's figure keys, each with a
# positive whole value and a source; run-pack --help lists every model file with its title
# (a copy of the scripts beside a fixture model); on the laptop model, under each scheduler, fio on A
# reaches each rate within 10 % (the model in effect; the study's 5 % needs an idle CPU) and the in-flight maximum never exceeds the queue depth (the
# cgroup v1 blk-throttle path: this machine's root blkio cgroup); after a study, after SIGINT
# mid-run and after SIGKILL + --restore: no throttle rule for the devices it made, neither loop
# device attached, vm.dirty_* as before, and A's loop number back at its full driver tag depth
# (probed: attached again on a throttled loop device, in-flight maximum above 64 at iodepth
# 128); the probe measures a bandwidth that missed below the model once more (that rate only,
# one stderr line, both measurements recorded) and fails on a second miss or at once above it
# (fio replaced by a list of measurements). ~2 minutes.

bats_require_minimum_version 1.5.0

load helpers

RUN_PACK=$TOP/scripts/run-pack
BLKIO=/sys/fs/cgroup/blkio

setup() {
	common_setup
	export SCHEDAIO_STATE_DIR=$WORK/state
	export SCHEDAIO_DM_PROBE="2 1"
	unset SCHEDAIO_DEVICE_MODEL
	DIRTY_BEFORE=$(sysctl -n vm.dirty_bytes vm.dirty_background_bytes vm.dirty_ratio vm.dirty_background_ratio | paste -sd' ')
}

teardown() {
	common_teardown
}

need_blkio() {
	need_root
	[ -w "$BLKIO/blkio.throttle.read_bps_device" ] || skip "no cgroup v1 blk-throttle (the cgroup v2 path is not supported yet)"
}

# stack_of MANIFEST: "A B" devices of the study's model.
stack_of() { jq -r '.device_model.stack | "\(.device) \(.backing_device)"' "$1"; }

# full_depth DEV: attach DEV (free again) to a new RAM-backed loop device B throttled to 2000
# read IOPS, as the model's stack is (the throttle below DEV, so DEV's requests wait in DEV's
# driver tags, not in blk-throttle above its queue, where they would not count as in flight),
# and probe DEV's in-flight maximum at iodepth 128: sets FULL_MAX (all undone on the cleanup
# stack: call it in this shell, not in $(...)).
full_depth() {
	local f b mm
	f=$(mktemp -u /dev/shm/schedaio-dm-test.XXXXXX)
	cleanup_push "rm -f '$f'"
	truncate -s 64M "$f"
	b=$(losetup -f --show --direct-io=on "$f")
	cleanup_push "loop_detach_on '$f'"
	mm=$(cat "/sys/class/block/$(basename "$b")/dev")
	echo "$mm 2000" >"$BLKIO/blkio.throttle.read_iops_device"
	cleanup_push "echo '$mm 0' >$BLKIO/blkio.throttle.read_iops_device"
	cleanup_push "loop_detach_on '$b'"
	FULL_MAX=''
	if ! losetup --direct-io=on "$1" "$b"; then
		[ -n "$(loopdev_attached_to "$1")" ] || return 1
		echo "# $1 was taken by another test: its in-flight maximum not probed" >&3
		return 0
	fi
	. "$TOP/scripts/lib/devmodel.sh"
	dm_fio_inflight "$1" 128 1
	FULL_MAX=$DM_INFLIGHT
}

# clean_after MANIFEST: nothing of the study's model is left. Other tests run beside this
# one and make loop devices: a number the model freed may be theirs by now, so "ours is gone"
# is read from what each device is attached to (A on B, B on the study's backing file), never
# from the number being free; the in-flight probe of A (its driver tags back after the model's
# nr_requests cut, which outlives a detach) needs A free, and says so when it is not.
clean_after() {
	local a b bf mm f d now
	read -r a b < <(stack_of "$1")
	bf=$(jq -r .device_model.stack.backing_file "$1")
	echo "A=$a B=$b backing $bf"
	[[ $a == /dev/loop* ]]
	[[ $b == /dev/loop* ]]
	[ -z "$(losetup -j "$b" 2>/dev/null)" ]
	[ -z "$(losetup -j "$bf" 2>/dev/null)" ]
	[ ! -e "$bf" ]
	for d in "$a" "$b"; do
		losetup "$d" >/dev/null 2>&1 && continue # another test's device now: its rules are its own
		mm=$(cat "/sys/class/block/$(basename "$d")/dev")
		for f in "$BLKIO"/blkio.throttle.{read,write}_{bps,iops}_device; do
			run grep -c "^$mm " "$f"
			[ "$output" = 0 ]
		done
	done
	[ "$(sysctl -n vm.dirty_bytes vm.dirty_background_bytes vm.dirty_ratio vm.dirty_background_ratio | paste -sd' ')" = "$DIRTY_BEFORE" ]
	[ -z "$(ls -A "$SCHEDAIO_STATE_DIR" 2>/dev/null)" ]
	now=$(loopdev_attached_to "$a")
	if [ -n "$now" ]; then
		echo "# $a is another test's device now (on $now): its in-flight maximum not probed" >&3
		return 0
	fi
	full_depth "$a"
	[ -n "$FULL_MAX" ] || return 0
	echo "in-flight max of $a at iodepth 128: $FULL_MAX"
	[ "$FULL_MAX" -gt 64 ]
}

@test "models: every jobs/models/ file has exactly devmodel.sh's figure keys, each a positive value with a source" {
	local f keys want hdr
	want=$(bash -c ". '$TOP/scripts/lib/devmodel.sh'; printf '%s\n' \"\${DM_KEYS[@]}\" name title" | sort | paste -sd' ')
	for f in "$TOP"/jobs/models/*.json; do
		keys=$(jq -r 'keys[]' "$f" | sort | paste -sd' ')
		echo "$f: $keys"
		[ "$keys" = "$want" ]
		run jq -e '[to_entries[] | select(.value | type == "object") | .value | (.value | type == "number" and . > 0 and . == floor) and (.source | type == "string" and length > 0)] | all' "$f"
		[ "$status" -eq 0 ]
	done
	[ "$(jq -r .device_model "$TOP/jobs/laptop/pack.json")" = laptop ]
	[ "$(jq -r .device_model "$TOP/jobs/startup/pack.json")" = laptop ]
	[ "$(jq -r .device_model "$TOP/jobs/epyc/pack.json")" = epyc ]
	# the key is named once: manifestkeys.h, devmodel.sh's DM_KEY (pack.json and results[]),
	# the manifest's writer through the header
	hdr=$(sed -n 's/^#define MK_DEVICE_MODEL "\([a-z_0-9]*\)"$/\1/p' "$TOP/lib/json/manifestkeys.h")
	[ -n "$hdr" ]
	[ "$(sed -n 's/^DM_KEY=\([a-z_0-9]*\)$/\1/p' "$TOP/scripts/lib/devmodel.sh")" = "$hdr" ]
	grep -q 'json_object_set_new(root, MK_DEVICE_MODEL, p);' "$TOP/study/doc.c"
	run grep -c "device_model:" "$TOP/scripts/lib/rp-manifest.sh" "$TOP/scripts/lib/devmodel.sh"
	[ "$(awk -F: '{ s += $2 } END { print s }' <<<"$output")" -eq 0 ]
}

@test "models: run-pack --help lists every file of jobs/models/ with its title (a new model file is listed as it is added)" {
	local t=$WORK/tree f
	# a copy of the scripts beside a models folder of its own: one model the repository lacks
	mkdir -p "$t/jobs/models"
	cp -a "$TOP/scripts" "$t/"
	cp "$TOP/jobs/models/laptop.json" "$t/jobs/models/"
	jq '.name = "tiny" | .title = "a fixture model\u0007 of a test"' "$TOP/jobs/models/laptop.json" >"$t/jobs/models/tiny.json"
	run --separate-stderr "$t/scripts/run-pack" --help
	[ "$status" -eq 0 ]
	[[ $output == *"--device-model NAME):"$'\n'"  laptop   $(jq -r .title "$TOP/jobs/models/laptop.json")"$'\n'"  tiny     a fixture model of a test"* ]]
	# and the repository's own: every model, none named by hand
	run --separate-stderr "$RUN_PACK" --help
	for f in "$TOP"/jobs/models/*.json; do
		[[ $output == *$'\n'"  $(basename "$f" .json) "*"$(jq -r .title "$f")"* ]]
	done
	run grep -c "jobs/models/ (laptop" "$RUN_PACK"
	[ "$output" = 0 ]
}

@test "--device-model: an unknown model, a malformed one, one with --device, a missing throttle are refused (exit 2, one line)" {
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --device-model nosuch --dry-run
	[ "$status" -eq 2 ]
	[[ $stderr == *"no such model"*"laptop"* ]]
	jq 'del(.read_iops.source)' "$TOP/jobs/models/laptop.json" >"$WORK/bad.json"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --device-model "$WORK/bad.json" --dry-run
	[ "$status" -eq 2 ]
	[[ $stderr == *"read_iops has no source"* ]]
	jq '.queue_depth.value = 0' "$TOP/jobs/models/laptop.json" >"$WORK/bad.json"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --device-model "$WORK/bad.json" --dry-run
	[ "$status" -eq 2 ]
	[[ $stderr == *"queue_depth.value must be a positive whole number"* ]]
	# a figure that is not an object, a name with a newline, a model that is not an object:
	# each one line (dm_fields reads them all with one jq)
	jq '.read_bps = 5' "$TOP/jobs/models/laptop.json" >"$WORK/bad.json"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --device-model "$WORK/bad.json" --dry-run
	[ "$status" -eq 2 ]
	[ "$stderr" = "run-pack: --device-model $WORK/bad.json: read_bps.value must be a positive whole number of at most 15 digits, not ''" ]
	# a figure as a string, one past 2^53 (jq rounds it), a source of blanks or not a string
	jq '.read_bps.value = "32"' "$TOP/jobs/models/laptop.json" >"$WORK/bad.json"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --device-model "$WORK/bad.json" --dry-run
	[ "$status" -eq 2 ]
	[[ $stderr == *"read_bps.value must be a positive whole number of at most 15 digits, not '\"32\"'" ]]
	jq '.capacity_bytes.value = 12345678901234567' "$TOP/jobs/models/laptop.json" >"$WORK/bad.json"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --device-model "$WORK/bad.json" --dry-run
	[ "$status" -eq 2 ]
	for src in '"   "' 0 '{}'; do
		jq --argjson s "$src" '.read_iops.source = $s' "$TOP/jobs/models/laptop.json" >"$WORK/bad.json"
		run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --device-model "$WORK/bad.json" --dry-run
		[ "$status" -eq 2 ]
		[[ $stderr == *"read_iops has no source"* ]]
	done
	jq '.name = "lap\ntop"' "$TOP/jobs/models/laptop.json" >"$WORK/bad.json"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --device-model "$WORK/bad.json" --dry-run
	[ "$status" -eq 2 ]
	[ "$stderr" = "run-pack: --device-model $WORK/bad.json has no usable .name" ]
	echo '[{"name": "laptop"}]' >"$WORK/bad.json"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --device-model "$WORK/bad.json" --dry-run
	[ "$status" -eq 2 ]
	[ "$stderr" = "run-pack: --device-model $WORK/bad.json has no usable .name" ]
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --device-model laptop --device /dev/null --dry-run
	[ "$status" -eq 2 ]
	[[ $stderr == *"not with --device"* ]]
	run --separate-stderr env SCHEDAIO_BLKIO_DIR=/nonexistent "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --quick --dry-run
	[ "$status" -eq 2 ]
	[[ $stderr == *"blkio"* ]]
	[ "${#stderr_lines[@]}" -eq 1 ]
	# none: the plain scratch device, no model line
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --device-model none --quick --dry-run
	[ "$status" -eq 0 ]
	[[ $output != *"device model"* ]]
	[[ $output == *"backing file in /var/tmp"* ]]
}

@test "a model whose probe fails stops the study (exit 2, the reason), nothing left" {
	need_blkio
	need_engine
	local shm
	shm=$(mktemp -d /dev/shm/schedaio-dm-test.XXXXXX)
	cleanup_push "rm -rf '$shm'"
	export SCHEDAIO_DM_PROBE="1 0"
	jq '.read_bps.value = 99999999999999 | .name = "impossible"' "$TOP/jobs/models/laptop.json" >"$WORK/impossible.json"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --device-model "$WORK/impossible.json" --schedulers none \
		--cells read-4k --runs 1 --quick --scratch-backing "$shm" --out "$WORK/out"
	echo "$stderr"
	[ "$status" -eq 2 ]
	[[ $stderr == *"device model impossible cannot be applied here: read_bps"* ]]
	[ -z "$(ls -A "$shm")" ]
	run grep -c "$shm" < <(losetup -a)
	[ "$output" = 0 ]
	run grep -c " 99999999999999$" "$BLKIO/blkio.throttle.read_bps_device"
	[ "$output" = 0 ]
	[ "$(sysctl -n vm.dirty_bytes vm.dirty_background_bytes vm.dirty_ratio vm.dirty_background_ratio | paste -sd' ')" = "$DIRTY_BEFORE" ]
	[ -z "$(ls -A "$SCHEDAIO_STATE_DIR" 2>/dev/null)" ]
	[ -z "$(ls -A "$WORK/out" 2>/dev/null)" ]
}

# probe_with RATES...: devmodel_probe_rates of the laptop model with fio replaced by the
# measurements RATES (one per call, in order: read_bps, read_iops, write_bps, write_iops, and a
# second one right after a rate measured again); sets PROBE_RC, PROBE_OUT (its records),
# PROBE_ERR (its stderr) and PROBE_CALLS (the measurements made). No device, no root.
probe_with() {
	printf '%s\n' "$@" >"$WORK/rates"
	: >"$WORK/calls"
	PROBE_RC=0
	PROBE_OUT=$(
		exec 2>"$WORK/err"
		. "$TOP/scripts/lib/rp-util.sh"
		. "$TOP/scripts/lib/devmodel.sh"
		PROG=devmodel.bats DEVICE='' HOSTS_FILE='' DEVICE_MODEL_OPT=laptop
		devmodel_resolve '{}'
		# the one hook: each measurement is the next line of $WORK/rates
		dm_fio_rate() {
			echo "$2 $5" >>"$WORK/calls"
			DM_GOT=$(sed -n "$(wc -l <"$WORK/calls")p" "$WORK/rates")
		}
		devmodel_probe_rates /dev/null
	) || PROBE_RC=$?
	PROBE_ERR=$(cat "$WORK/err")
	PROBE_CALLS=$(wc -l <"$WORK/calls")
	echo "rc $PROBE_RC, $PROBE_CALLS measurements; stderr: $PROBE_ERR"
	echo "$PROBE_OUT"
}

@test "probe: a bandwidth below the model is measured again (that rate only), said once, both recorded; a second miss fails" {
	local rb ri wb wi
	rb=$(jq .read_bps.value "$TOP/jobs/models/laptop.json")
	ri=$(jq .read_iops.value "$TOP/jobs/models/laptop.json")
	wb=$(jq .write_bps.value "$TOP/jobs/models/laptop.json")
	wi=$(jq .write_iops.value "$TOP/jobs/models/laptop.json")
	[ "$wb" = 300000000 ] # the message below is the brief's example: 281 of 300 MB/s
	# write_bps 6.3 % below, then within: ok, one line, 5 measurements
	probe_with "$rb" "$ri" 281000000 299000000 "$wi"
	[ "$PROBE_RC" -eq 0 ]
	[ "$PROBE_CALLS" -eq 5 ]
	[ "$(sed -n 3,4p "$WORK/calls" | paste -sd' ')" = "write bw_bytes write bw_bytes" ]
	[ "$PROBE_ERR" = "devmodel.bats: device model: write_bps 281 MB/s, 6.3 % below the model: measured again: 299 MB/s" ]
	[ "$(jq -sc '[.[] | select(.key == "write_bps")][0] | [.got, .ok, .measured]' <<<"$PROBE_OUT")" = \
		'[299000000,true,[281000000,299000000]]' ]
	[ "$(jq -s '[.[] | select(.measured)] | length' <<<"$PROBE_OUT")" -eq 1 ]
	[ "$(jq -s '[.[] | select(.ok)] | length' <<<"$PROBE_OUT")" -eq 4 ]
	# below twice: fails, both recorded
	probe_with "$rb" "$ri" 281000000 282000000 "$wi"
	[ "$PROBE_RC" -eq 1 ]
	[ "$PROBE_CALLS" -eq 5 ]
	[ "$(jq -sc '[.[] | select(.key == "write_bps")][0] | [.got, .ok, .measured]' <<<"$PROBE_OUT")" = \
		'[282000000,false,[281000000,282000000]]' ]
	# above by more than 5 %: fails at once, not measured again (the throttle is not in effect)
	probe_with "$rb" "$ri" 330000000 "$wi"
	[ "$PROBE_RC" -eq 1 ]
	[ "$PROBE_CALLS" -eq 4 ]
	[ -z "$PROBE_ERR" ]
	[ "$(jq -sc '[.[] | select(.key == "write_bps")][0] | [.got, .ok, .measured]' <<<"$PROBE_OUT")" = '[330000000,false,null]' ]
	# all within: 4 measurements, nothing said, no measured[]
	probe_with "$rb" "$ri" "$wb" "$wi"
	[ "$PROBE_RC" -eq 0 ]
	[ "$PROBE_CALLS" -eq 4 ]
	[ -z "$PROBE_ERR" ]
	[ "$(jq -s '[.[] | select(.measured)] | length' <<<"$PROBE_OUT")" -eq 0 ]
	# 4k IOPS 10 % short: accepted as short from one measurement (the CPU cap), as before
	probe_with "$rb" $((ri * 9 / 10)) "$wb" "$wi"
	[ "$PROBE_RC" -eq 0 ]
	[ "$PROBE_CALLS" -eq 4 ]
	[ "$(jq -sc '[.[] | select(.key == "read_iops")][0] | [.ok, .short]' <<<"$PROBE_OUT")" = '[true,true]' ]
}

@test "laptop model: each rate within 10 % (the model in effect) and in-flight maximum <= queue depth under each scheduler" {
	need_blkio
	# 10 %, not the study's 5 %: this checks that the throttle is in effect (without it the
	# RAM-backed device runs at GB/s); the 5 % is a measurement that holds on an idle CPU
	# only (under make test's own load kyber's read bandwidth came out at 448 and then 499 MB/s
	# against 472.8: blk-throttle lets a stalled fio's unused budget through at once), and
	# timing belongs in make bench, not in a test
	export SCHEDAIO_DM_TOLERANCE_PCT=10
	# its own bash (not a subshell: $$ names the journal's owner), keeping a journal in this
	# test's state folder as run-pack does: if it is killed, teardown's run-pack --restore
	# undoes the model (loop devices, throttle rules, the claim and the dirty limits)
	export -f offers
	TOP=$TOP WORK=$WORK bash -s <<'BODY'
		set -e
		. "$TOP/scripts/lib/rp-util.sh"
		. "$TOP/scripts/lib/loopdev.sh"
		. "$TOP/scripts/lib/devmodel.sh"
		. "$TOP/scripts/lib/atomic.sh"
		. "$TOP/scripts/lib/rp-state.sh"
		PROG=devmodel.bats SIZE_MIB=256 DEVICE='' HOSTS_FILE='' DEVICE_MODEL_OPT=laptop
		devmodel_resolve '{}'
		cleanup_install_trap
		state_begin run-pack
		devmodel_create /dev/shm 256
		a=$LOOPDEV
		DM_WORK=$WORK
		dm_probe_begin
		for s in none mq-deadline kyber bfq; do
			# a kernel without CONFIG_IOSCHED_BFQ: that scheduler's checks skipped, said so
			offers "$a" "$s" || { echo "$s: skipped: $a does not offer $s"; continue; }
			sched_set "$a" "$s"
			r=$(devmodel_probe_rates "$a") || { echo "$s: $r"; exit 1; }
			echo "$s: $r"
			dm_fio_inflight "$a" 64 1
			m=$DM_INFLIGHT
			echo "$s: in-flight max $m"
			[ "$m" -le 32 ] || exit 1
			[ "$m" -gt 0 ] || exit 1
		done
BODY
	[ -z "$(ls -A "$SCHEDAIO_STATE_DIR")" ] # the journal was undone and removed
	[ "$(sysctl -n vm.dirty_bytes vm.dirty_background_bytes vm.dirty_ratio vm.dirty_background_ratio | paste -sd' ')" = "$DIRTY_BEFORE" ]
}

@test "after a study on the laptop model: nothing left, tag depth back (probed)" {
	need_blkio
	need_engine
	export SCHEDAIO_DM_TOLERANCE_PCT=100 SCHEDAIO_DM_PROBE="1 0"
	run --separate-stderr env SCHEDAIO_QUICK="runtime=1 ramp_time=0 startdelay=0 size=64m" \
		"$RUN_PACK" --pack "$TOP/jobs/laptop" --device-model laptop --schedulers none --cells read-4k --runs 1 --quick \
		--scratch-size 256 --out "$WORK/out"
	echo "$stderr"
	[ "$status" -eq 0 ]
	m=$output/manifest.json
	[ "$(jq -r .device_model.name "$m")" = laptop ]
	[ "$(jq -r .device_model.probe.inflight_max "$m")" = 32 ]
	[ "$(jq -r '.results[0].device_model' "$m")" = laptop ]
	clean_after "$m"
}

# mid_run SIGNAL: start a laptop-model study, send SIGNAL to run-pack once its first run's fio
# runs; prints the results folder. (The clean-up tests' studies make a 256 MiB scratch
# device, not --quick's 512: mkfs on the throttled stack takes half the time.)
mid_run() {
	local pid dir i
	# env --default-signal: a background job of a non-interactive shell starts with SIGINT
	# ignored (run-pack-quick.bats); env execs run-pack, so $! is run-pack.
	env --default-signal=INT SCHEDAIO_DM_TOLERANCE_PCT=100 SCHEDAIO_DM_PROBE="1 0" SCHEDAIO_QUICK="runtime=20 ramp_time=0 startdelay=0 size=64m" \
		"$RUN_PACK" --pack "$TOP/jobs/laptop" --device-model laptop --schedulers none --cells read-4k --runs 1 --quick \
		--scratch-size 256 --out "$WORK/out" >"$WORK/stdout" 2>"$WORK/stderr" &
	pid=$!
	for ((i = 0; i < 600; i++)); do
		dir=$(find "$WORK/out" -name job.fio 2>/dev/null | head -n1)
		[ -z "$dir" ] || break
		sleep 0.1
	done
	# its fio (the command line names the run's fio.json.tmp: helpers.bash wait_fio)
	[ -z "$dir" ] || wait_fio "$(dirname "$dir")" >/dev/null
	kill "-$1" "$pid"
	wait "$pid" || true
	find "$WORK/out" -mindepth 1 -maxdepth 1 -type d | head -n1
}

@test "after SIGINT mid-run on the laptop model: nothing left, tag depth back (probed)" {
	need_blkio
	need_engine
	mid_run INT >"$WORK/dir"
	d=$(<"$WORK/dir")
	cat "$WORK/stderr"
	[ "$(jq -r .status "$d/manifest.json")" = interrupted ]
	clean_after "$d/manifest.json"
	# the hint it printed resumes it: --device-model is the plan's (study/resume.c), taken
	# from the manifest (a dry run: the plan of the run left, on the same model)
	grep -qF -- "--resume $d" "$WORK/stderr"
	run --separate-stderr env SCHEDAIO_QUICK="runtime=20 ramp_time=0 startdelay=0 size=64m" \
		"$RUN_PACK" --resume "$d" --dry-run
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[[ $output == *"device model laptop"* ]] # the dry run's plan, on stdout
	# a model file named in a study's args is not read on its word: the resume refuses it
	cp -a "$d" "$d-f"
	jq '.args |= map(if . == "laptop" then "/etc/passwd" else . end)' "$d/manifest.json" >"$d-f/manifest.json"
	run --separate-stderr "$RUN_PACK" --resume "$d-f" --dry-run
	[ "$status" -eq 2 ]
	[[ $stderr == *"its --device-model '/etc/passwd' is not a model's name (a file is not taken from a results folder); cannot resume it"* ]]
}

@test "after SIGKILL mid-run + --restore on the laptop model: nothing left, tag depth back (probed)" {
	need_blkio
	need_engine
	mid_run KILL >"$WORK/dir"
	d=$(<"$WORK/dir")
	[ -n "$(ls -A "$SCHEDAIO_STATE_DIR")" ]
	run "$RUN_PACK" --restore
	echo "$output"
	[ "$status" -eq 0 ]
	clean_after "$d/manifest.json"
}
