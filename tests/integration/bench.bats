#!/usr/bin/env bats
# bench.bats: scripts/bench's command line (the benchmark itself is `make bench`, never a test:
# this machine is shared and noisy). Bad input: one line, exit 2, no loop device made.

bats_require_minimum_version 1.5.0
load helpers

setup() {
	LOSETUP_BEFORE=$(losetup -a 2>/dev/null || true)
}

teardown() {
	[ "$(losetup -a 2>/dev/null || true)" = "$LOSETUP_BEFORE" ]
}

@test "bench --help exits 0 and names its options" {
	run "$TOP/scripts/bench" --help
	[ "$status" -eq 0 ]
	[[ $output == *"--reps N"* && $output == *"--cases LIST"* ]]
}

@test "bench: a missing value, an unknown option and a bad number are refused with exit 2" {
	local args
	for args in "--reps" "--out" "--bogus" "--reps 0" "--runtime abc" "--reps 99999999999"; do
		# shellcheck disable=SC2086
		run --separate-stderr "$TOP/scripts/bench" $args
		echo "$args -> $status: $stderr"
		[ "$status" -eq 2 ]
		[ "${#stderr_lines[@]}" -eq 1 ]
		[[ $stderr == "bench: "*"(see --help)" ]]
	done
}
