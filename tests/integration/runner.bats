#!/usr/bin/env bats
# runner.bats: tests/run itself, on a copy in a scratch tree holding one slow bats file.
# Checks: a bats file over its time limit (SCHEDAIO_TEST_TIMEOUT) is stopped with SIGINT, so
# bats reports the running test as failed and runs its teardown and teardown_file (where the
# tests detach their loop devices) before the runner goes on; the stop counts as a failure
# named with the file. ~12 s.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	common_setup
}

teardown() {
	common_teardown
}

@test "tests/run: a bats file over its time limit gets SIGINT, its teardown runs, the stop is a failure" {
	mkdir -p "$WORK/tree/tests/integration"
	cp "$TOP/tests/run" "$WORK/tree/tests/run"
	# (written with '%test': bats would read an '@test' line here as a test of this file)
	sed 's/^%test/@test/' >"$WORK/tree/tests/integration/slow.bats" <<-'B'
		teardown() { sleep 1; echo "teardown $BATS_TEST_NUMBER" >>"$BATS_TEST_DIRNAME/log"; }
		teardown_file() { echo teardown_file >>"$BATS_TEST_DIRNAME/log"; }
		%test "quick" { true; }
		%test "slow" { echo started >>"$BATS_TEST_DIRNAME/log"; sleep 600; }
		%test "never reached" { true; }
	B
	local log=$WORK/tree/tests/integration/log
	# 10 s: bats starts and runs "quick" well within it, even on a loaded machine
	SCHEDAIO_TEST_TIMEOUT=10 run --separate-stderr "$WORK/tree/tests/run" slow
	echo "$output"
	[ "$status" -eq 1 ]
	# the teardown of the test that was running, and teardown_file, ran before the runner
	# ended (nothing of the file is left running after it)
	[ "$(cat "$log")" = $'teardown 1\nstarted\nteardown 2\nteardown_file' ]
	[[ $output == *"  not ok 2 slow"* ]]
	[[ $output == *"  slow.bats: stopped after 10 s (SIGINT): the tests after it did not run"* ]]
	[ "${lines[-1]}" = "1 passed, 2 failed, 0 skipped" ]
}
