#!/usr/bin/env bats
# tests/run: check
# resume-out.bats: a run-pack --resume makes and probes nothing under --out (rp-folders.sh
# check_out): it writes only in the study it resumes, and --out (given or the default, this
# tree's results/) is another study's place; a probe folder made there showed up in another
# test file's listing of results/ in make test (2026-12-07). check_out runs in a bash with
# run-pack's libraries, OUT a folder of this test's that does not exist yet. No root. ~1 s.

bats_require_minimum_version 1.5.0

load helpers

setup() { common_setup; }
teardown() { common_teardown; }

# check_out_as RESUME: rp-folders.sh check_out with RESUME set so, OUT=$WORK/out (missing).
check_out_as() {
	run --separate-stderr bash -c '
		set -euo pipefail
		TOP=$1 PROG=run-pack RESUME=$2 OUT=$3 OUT_MAKE=""
		. "$TOP/scripts/lib/paths.sh"
		. "$TOP/scripts/lib/rp-util.sh"
		. "$TOP/scripts/lib/safedir.sh"
		. "$TOP/scripts/lib/rp-folders.sh"
		check_out' check_out_as "$TOP" "$1" "$WORK/out"
}

@test "check_out: a resume makes nothing under --out; a new study makes --out, its probe gone" {
	check_out_as "$WORK/some-study"
	[ "$status" -eq 0 ]
	[ ! -e "$WORK/out" ]
	# the same call for a new study makes the folder, and leaves no probe in it
	check_out_as ''
	[ "$status" -eq 0 ]
	[ -d "$WORK/out" ]
	[ -z "$(ls -A "$WORK/out")" ]
}
