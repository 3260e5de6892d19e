#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# measure-device.bats: scripts/measure-device (issue 32 item 1) on a RAM-backed loop device of
# this test, 1 s runs: read-only by default (the device's bytes unchanged, write figures null
# with the reason), every figure with a "measured by measure-device on <date>, <command>"
# source, the in-flight maximum within the loop device's driver tags; --may-write measures
# writes on a blank device and is refused on one that holds a filesystem or is mounted;
# bad usage exits 2 with one line. Root tests skip when not root. ~20 s.

bats_require_minimum_version 1.5.0

load helpers

MD=$TOP/scripts/measure-device

setup() {
	common_setup
}

teardown() {
	common_teardown
}

@test "measure-device --help and bad usage (exit 2, one line)" {
	run "$MD" --help
	[ "$status" -eq 0 ]
	[[ $output == *"Read-only by default"*"--may-write"* ]]
	run --separate-stderr "$MD"
	[ "$status" -eq 2 ]
	[ "$stderr" = "measure-device: give the device to measure (see --help)" ]
	run --separate-stderr "$MD" /dev/null
	[ "$status" -eq 2 ]
	[ "$stderr" = "measure-device: /dev/null is not a block device" ]
	run --separate-stderr "$MD" --runtime 0 /dev/loop0
	[ "$status" -eq 2 ]
	[[ $stderr == "measure-device: --runtime must be whole seconds"* ]]
	run --separate-stderr "$MD" --bogus
	[ "$status" -eq 2 ]
	[ "$stderr" = "measure-device: unknown option '--bogus' (see --help)" ]
}

@test "measure-device DEV: read-only, a model file with every key and its source, writes null with the reason" {
	need_root
	ram_loop 128
	dd if=/dev/urandom of="$LOOP" bs=1M count=128 oflag=direct status=none
	local before after f=$WORK/model.json k
	before=$(sha256sum <"$LOOP")
	run --separate-stderr "$MD" "$LOOP" --runtime 1 -o "$f" --name mine
	echo "$status $stderr"
	[ "$status" -eq 0 ]
	after=$(sha256sum <"$LOOP")
	[ "$before" = "$after" ]
	jq . "$f"
	[ "$(jq -r .name "$f")" = mine ]
	for k in read_bps read_iops queue_depth read_ahead_kb ram_bytes capacity_bytes; do
		run jq -e --arg k "$k" '.[$k].value | type == "number" and . > 0' "$f"
		[ "$status" -eq 0 ]
		run jq -r --arg k "$k" '.[$k].source' "$f"
		[[ $output == "measured by measure-device on 20"*"Z, "* ]]
	done
	[[ $(jq -r .read_bps.source "$f") == *"fio --name=measure --filename=$LOOP "*"--rw=read --bs=1m --iodepth=32"* ]]
	for k in write_bps write_iops; do
		run jq -e --arg k "$k" '.[$k].value == null and (.[$k].source | startswith("not measured: measure-device is read-only"))' "$f"
		[ "$status" -eq 0 ]
	done
	# the loop device holds 128 driver tags (or fewer, if shrunk): never more in flight
	run jq -e '.queue_depth.value <= 128' "$f"
	[ "$status" -eq 0 ]
	[ "$(jq .capacity_bytes.value "$f")" -eq $((128 * 1048576)) ]
	[ "$(jq .read_ahead_kb.value "$f")" -eq "$(cat "/sys/block/$(basename "$LOOP")/queue/read_ahead_kb")" ]
}

@test "measure-device --may-write: measures writes on a blank device; refused on a filesystem and on a mounted one" {
	need_root
	ram_loop 128
	local f=$WORK/model.json
	run --separate-stderr "$MD" "$LOOP" --runtime 1 --may-write -o "$f"
	echo "$status $stderr"
	[ "$status" -eq 0 ]
	run jq -e '.write_bps.value > 0 and .write_iops.value > 0 and (.write_iops.source | contains("--rw=randwrite"))' "$f"
	[ "$status" -eq 0 ]
	mkfs.ext4 -q "$LOOP"
	run --separate-stderr "$MD" "$LOOP" --runtime 1 --may-write -o "$WORK/m2.json"
	[ "$status" -eq 2 ]
	echo "$stderr"
	[[ $stderr == "measure-device: refusing --may-write on $LOOP: it holds "*"ext4"* ]]
	[ ! -e "$WORK/m2.json" ]
	ext4_mount "$LOOP"
	run --separate-stderr "$MD" "$LOOP" --runtime 1 --may-write
	[ "$status" -eq 2 ]
	[[ $stderr == "measure-device: refusing --may-write on $LOOP: $LOOP is mounted on $MNT"* ]]
	# the filesystem is intact
	run blkid -p -o value -s TYPE "$LOOP"
	[ "$output" = ext4 ]
}
