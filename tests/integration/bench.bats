#!/usr/bin/env bats
# bench.bats: scripts/bench's command line (the benchmark itself is `make bench`, never a test:
# this machine is shared and noisy). Bad input: one line, exit 2, no device made. A smoke
# run (1 pair of 1 s per row) checks the table's shape only, never a figure, and that the
# zram and loop devices it made are gone.

bats_require_minimum_version 1.5.0
load helpers

zram_list() { ls -d /sys/block/zram* 2>/dev/null || true; }

setup() {
	LOSETUP_BEFORE=$(losetup -a 2>/dev/null || true)
	ZRAM_BEFORE=$(zram_list)
}

teardown() {
	[ "$(losetup -a 2>/dev/null || true)" = "$LOSETUP_BEFORE" ]
	[ "$(zram_list)" = "$ZRAM_BEFORE" ]
}

@test "bench --help exits 0 and names its options" {
	run "$TOP/scripts/bench" --help
	[ "$status" -eq 0 ]
	[[ $output == *"--reps N"* && $output == *"--cases LIST"* && $output == *"--devices LIST"* ]]
}

@test "bench: a missing value, an unknown option and a bad number are refused with exit 2" {
	local args
	for args in "--reps" "--out" "--bogus" "--reps 0" "--runtime abc" "--reps 99999999999" \
		"--backends spdk" "--lat-records 0" "--note" "--cases foo" "--cases randread:4k" \
		"--cases randread:4k:0" "--cases randread:4x:1" "--cases ," "--cases randread:4k:1:pack" \
		"--devices nvme" "--devices ," "--cpu x" "--callgrind-ios 5" "--ramp -1"; do
		# shellcheck disable=SC2086
		run --separate-stderr "$TOP/scripts/bench" $args
		echo "$args -> $status: $stderr"
		[ "$status" -eq 2 ]
		[ "${#stderr_lines[@]}" -eq 1 ]
		[[ $stderr == "bench: "*"(see --help)" ]]
	done
}

@test "bench smoke run: one row per device and backend with numbers and spreads, the goal column, the latency cost" {
	need_root
	need_engine
	[ -x "$TOP/build/lathist-cost" ] || skip "build/lathist-cost not built (make bench builds it)"
	run --separate-stderr "$TOP/scripts/bench" --reps 1 --runtime 1 --ramp 0 --cases randread:4k:1,randread:4k:4:packs \
		--callgrind-ios 0 --lat-records 1000 --note "smoke test"
	echo "$output"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ ${lines[0]} == "schedaio bench, "*"$(fio --version)" ]]
	[ "${lines[1]}" = "note: smoke test" ]
	local num='[0-9]+ +[0-9]+ +[0-9.]+ +[0-9.]+ +[0-9]+ +[0-9]+ +[0-9.]+ +[0-9.]+  (met|IOPS|CPU)' dev
	for dev in zram loop; do
		[ "$dev" = zram ] && [ ! -e /sys/class/zram-control ] && continue
		grep -Eq "^$dev +libaio +randread +4k +1 +default +$num" <<<"$output"
		grep -Eq "^$dev +libaio +randread +4k +4 +packs +$num" <<<"$output"
		grep -Eq "^$dev +io_uring +randread +4k +1 +default +($num|unavailable: )" <<<"$output"
	done
	grep -Eq '^latency recording: lathist_record ns/call [0-9.]+' <<<"$output"
	grep -Eq '^latency recording: (lathist_record instructions/call [0-9.]+|instructions not counted)' <<<"$output"
}
