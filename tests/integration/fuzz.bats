#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# fuzz.bats: a 5-second smoke of make fuzz (tests/fuzz/run) on two targets, manifest.json's
# reader and schedaio-study's (study/), so that make test notices when the fuzz harness or a seed stops working. The real
# runs (every reader, FUZZ_SECONDS each) are make fuzz, not part of make test.

bats_require_minimum_version 1.5.0

setup() {
	cd "$BATS_TEST_DIRNAME/../.." || return 1
}

@test "make fuzz smoke: the manifest target runs 5 s from its seeds without a finding" {
	[ -x build/fuzz/fuzz_manifest ] || skip "build/fuzz/fuzz_manifest missing (needs clang: make test builds it)"
	FUZZ_SECONDS=5 run --separate-stderr tests/fuzz/run manifest
	[ "$status" -eq 0 ]
	[[ $output == *"fuzz: manifest: "*" seeds, 5 s"* ]]
	[[ $output == *"every target ran 5 s without a finding"* ]]
}

@test "make fuzz smoke: the study target (manifest, client_split, resume's arguments) runs 5 s" {
	[ -x build/fuzz/fuzz_study ] || skip "build/fuzz/fuzz_study missing (needs clang: make test builds it)"
	FUZZ_SECONDS=5 run --separate-stderr tests/fuzz/run study
	echo "$output $stderr"
	[ "$status" -eq 0 ]
	[[ $output == *"fuzz: study: "*" seeds, 5 s"* ]]
	[[ $output == *"every target ran 5 s without a finding"* ]]
}

@test "make fuzz fails on a finding: a target that crashes on its seeds is reported, exit 1" {
	[ -x build/fuzz/fuzz_manifest ] || skip "build/fuzz/fuzz_manifest missing (needs clang: make test builds it)"
	local bin=$BATS_TEST_TMPDIR/top/build/fuzz
	mkdir -p "$bin" "$BATS_TEST_TMPDIR/top/tests/fuzz"
	cp tests/fuzz/run "$BATS_TEST_TMPDIR/top/tests/fuzz/"
	cp -r tests/fixtures "$BATS_TEST_TMPDIR/top/tests/"
	mkdir -p "$BATS_TEST_TMPDIR/top/results"
	printf '#!/bin/sh\necho "==1==ERROR: AddressSanitizer: heap-buffer-overflow" >&2\nexit 1\n' >"$bin/fuzz_manifest"
	chmod +x "$bin/fuzz_manifest"
	FUZZ_SECONDS=1 run --separate-stderr "$BATS_TEST_TMPDIR/top/tests/fuzz/run" manifest
	[ "$status" -eq 1 ]
	[[ $stderr == *"fuzz: manifest FAILED (exit 1)"*"AddressSanitizer: heap-buffer-overflow"* ]]
}
