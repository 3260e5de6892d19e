#!/usr/bin/env bats
# runner.bats: tests/run itself, on a copy in a scratch tree holding one slow bats file.
# Checks: a bats file over its time limit (SCHEDAIO_TEST_TIMEOUT) is stopped with SIGINT, so
# bats reports the running test as failed and runs its teardown and teardown_file (where the
# tests detach their loop devices) before the runner goes on; the stop counts as a failure
# named with the file. The guest tier's bookkeeping, with a fake scripts/guest (no boot): the
# tests a kernel's missing scheduler defers are not counted on the host, run once in the guest
# and counted there; one that did not run there is a failure; SCHEDAIO_GUEST_TIER=0 turns it
# off (they skip saying so). ~20 s.

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

# tier_tree: a scratch tree with a copy of tests/run, helpers.bash (and the scripts it sources),
# a fake scripts/guest that runs the command here with SCHEDAIO_GUEST set (and drops the TAP
# line of "needs baz", as if that test had not run), and a bats file of one host test and three
# that need a scheduler this kernel lacks.
tier_tree() {
	local t=$WORK/tree
	mkdir -p "$t/tests/integration" "$t/scripts/lib"
	cp "$TOP/tests/run" "$t/tests/run"
	cp "$TOP/tests/integration/helpers.bash" "$t/tests/integration/"
	cp "$TOP/scripts/lib/loopdev.sh" "$TOP/scripts/lib/undo.sh" "$t/scripts/lib/"
	cat >"$t/scripts/guest" <<-'G'
		#!/usr/bin/env bash
		[ "$1" != --prepare ] || { echo 9.9.9-fake; exit 0; }
		while [ "$1" != -- ]; do shift; done
		shift
		SCHEDAIO_GUEST=fake "$@" | grep -v 'needs baz'
	G
	chmod +x "$t/scripts/guest"
	sed 's/^%test/@test/' >"$t/tests/integration/tier.bats" <<-'B'
		load helpers
		%test "host" { true; }
		%test "needs foo (a) [b]" { [ -n "${SCHEDAIO_GUEST:-}" ] || sched_unoffered loop0 foo; true; }
		%test "needs bar, fails there" { [ -n "${SCHEDAIO_GUEST:-}" ] || sched_unoffered loop0 bar; false; }
		%test "needs baz, never runs there" { [ -n "${SCHEDAIO_GUEST:-}" ] || sched_unoffered loop0 baz; true; }
	B
}

@test "tests/run's guest tier: deferred tests are not counted on the host, run once in the guest, counted there; one that does not run there fails" {
	need_root
	tier_tree
	# (SCHEDAIO_GUEST_TIER=1: on a kernel that offers bfq, tests/run would not look for a guest)
	SCHEDAIO_GUEST_TIER=1 run --separate-stderr "$WORK/tree/tests/run" tier
	echo "$output"
	[ "$status" -eq 1 ]
	[[ $output == *"ok 2 needs foo (a) [b] in "*"ms # skip guest tier: loop0 does not offer foo here"* ]]
	[[ $output == *"guest tier: 3 tests of 1 files in one guest kernel"* ]]
	[[ $output == *"  ok 1 needs foo (a) [b]"* ]]
	[[ $output == *"  not ok 2 needs bar, fails there"* ]]
	[[ $output == *"  guest tier: 2 needs bar, fails there"* ]]
	[[ $output == *"  guest tier: tier.bats: needs baz, never runs there: did not run in the guest (status 0)"* ]]
	[ "${lines[-1]}" = "2 passed, 2 failed, 0 skipped" ]
	# turned off: each skips saying so, counted as skipped
	SCHEDAIO_GUEST_TIER=0 run --separate-stderr "$WORK/tree/tests/run" tier
	echo "$output"
	[ "$status" -eq 0 ]
	[[ $output == *"guest tier: off: turned off (SCHEDAIO_GUEST_TIER=0)"* ]]
	[[ $output == *"# skip loop0 does not offer foo; the guest tier is off: turned off (SCHEDAIO_GUEST_TIER=0)"* ]]
	[ "${lines[-1]}" = "1 passed, 0 failed, 3 skipped" ]
}
