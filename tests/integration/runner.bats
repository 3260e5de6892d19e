#!/usr/bin/env bats
# tests/run: check
# runner.bats: tests/run itself, on a copy in a scratch tree holding small bats files of its
# own. Checks: a bats file over its time limit (SCHEDAIO_TEST_TIMEOUT) is stopped with SIGINT,
# so bats reports the running test as failed and runs its teardown and teardown_file (where
# the tests detach their loop devices) before the runner goes on; the stop counts as a failure
# named with the file. -j 2 runs two files at once (each test waits for the other's), each
# file's lines printed together, the last line counting both; two files of one serial group
# never run at once (and do without it: the check can fail); --check runs the files tagged
# check, where need_root skips; TERM to the runner stops the running file with SIGINT (its
# teardown runs) and starts no other. ~20 s.

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

# tree_file NAME TAGS BODY: tests/integration/NAME.bats of the scratch tree, with the header
# line '# tests/run: TAGS' (none when TAGS is "") and BODY ('%test' for '@test': bats would read
# an '@test' line here as a test of this file).
tree_file() {
	mkdir -p "$WORK/tree/tests/integration"
	cp "$TOP/tests/run" "$WORK/tree/tests/run"
	{
		echo '#!/usr/bin/env bats'
		[ -z "$2" ] || echo "# tests/run: $2"
		sed 's/^%test/@test/' <<<"$3"
	} >"$WORK/tree/tests/integration/$1.bats"
}

@test "tests/run -j 2: two files run at once, each file's lines printed together; the last line counts both" {
	# each test waits for the other file's test to have started: only at once can both pass
	tree_file a "" '%test "a meets b" { touch "$BATS_TEST_DIRNAME/a"; for i in $(seq 300); do [ -e "$BATS_TEST_DIRNAME/b" ] && break; sleep 0.1; done; [ -e "$BATS_TEST_DIRNAME/b" ]; echo "# a done"; }
%test "a second" { true; }'
	tree_file b "" '%test "b meets a" { touch "$BATS_TEST_DIRNAME/b"; for i in $(seq 300); do [ -e "$BATS_TEST_DIRNAME/a" ] && break; sleep 0.1; done; [ -e "$BATS_TEST_DIRNAME/a" ]; }
%test "b second" { skip "a reason"; }'
	run --separate-stderr "$WORK/tree/tests/run" -j 2
	echo "$output"
	[ "$status" -eq 0 ]
	[ "${lines[-1]}" = "3 passed, 0 failed, 1 skipped" ]
	# each file's block: its header, then its own lines, not another's
	run --separate-stderr awk '/^integration: /{ f = ($2 ~ /a\.bats$/) ? "a" : "b"; print f; next }
		/^  (not )?ok / { print f ":" $0 }' <<<"$output"
	[[ $output == *$'a\na:  ok 1 a meets b'*$'\na:  ok 2 a second'* ]]
	[[ $output == *$'b\nb:  ok 1 b meets a'*$'\nb:  ok 2 b second'*'# skip a reason'* ]]
	[ "$(grep -c '^a:' <<<"$output")" -eq 2 ]
	[ "$(grep -c '^b:' <<<"$output")" -eq 2 ]
}

@test "tests/run: two files of one serial group never run at once; -j 1 runs one file at a time" {
	# while one holds the group's lock folder, the other finding it held fails
	local t='%test "LOCK" { mkdir "$BATS_TEST_DIRNAME/lock"; sleep 1; rmdir "$BATS_TEST_DIRNAME/lock"; }'
	tree_file a "serial=g" "${t/LOCK/a}"
	tree_file b "serial=x,g" "${t/LOCK/b}"
	run --separate-stderr "$WORK/tree/tests/run" -j 2
	echo "$output"
	[ "${lines[-1]}" = "2 passed, 0 failed, 0 skipped" ]
	# the same files without the group: at once, one fails (the check can fail)
	tree_file a "" "${t/LOCK/a}"
	tree_file b "serial=x" "${t/LOCK/b}"
	run --separate-stderr "$WORK/tree/tests/run" -j 2
	echo "$output"
	[ "${lines[-1]}" = "1 passed, 1 failed, 0 skipped" ]
	run --separate-stderr "$WORK/tree/tests/run" -j 1
	[ "${lines[-1]}" = "2 passed, 0 failed, 0 skipped" ]
}

@test "tests/run --check: only the files tagged check, where need_root skips; a bad -j is refused" {
	tree_file fast "check" 'load helpers
%test "fast" { [ "$SCHEDAIO_TEST_TIER" = check ]; }
%test "root" { need_root; false; }'
	tree_file slow "" '%test "slow" { false; }'
	cp "$TOP/tests/integration/helpers.bash" "$WORK/tree/tests/integration/"
	mkdir -p "$WORK/tree/scripts"
	cp -r "$TOP/scripts/lib" "$WORK/tree/scripts/"
	run --separate-stderr "$WORK/tree/tests/run" --check
	echo "$output"
	[ "$status" -eq 0 ]
	[[ $output == *"ok 2 root"*"# skip needs root-only machine state: make test runs it, not make check"* ]]
	[[ $output != *slow.bats* ]]
	[ "${lines[-1]}" = "1 passed, 0 failed, 1 skipped" ]
	run --separate-stderr "$WORK/tree/tests/run" -j 0
	[ "$status" -eq 2 ]
	[[ $stderr == *"-j wants a number"* ]]
}

@test "tests/run stopped by TERM: the running file gets SIGINT (its teardown runs), no other file starts, exit 1" {
	tree_file a "" 'teardown() { echo "teardown" >>"$BATS_TEST_DIRNAME/log"; }
%test "waits" { touch "$BATS_TEST_DIRNAME/started"; sleep 600; }'
	tree_file b "" '%test "never started" { touch "$BATS_TEST_DIRNAME/b-ran"; }'
	"$WORK/tree/tests/run" -j 1 >"$WORK/out" 2>&1 &
	local pid=$! i rc=0
	for ((i = 0; i < 300; i++)); do [ -e "$WORK/tree/tests/integration/started" ] && break; sleep 0.1; done
	[ -e "$WORK/tree/tests/integration/started" ]
	kill -TERM "$pid"
	wait "$pid" || rc=$?
	cat "$WORK/out"
	[ "$rc" -eq 1 ]
	[ "$(cat "$WORK/tree/tests/integration/log")" = teardown ]
	[ ! -e "$WORK/tree/tests/integration/b-ran" ]
	grep -q '^  not ok 1 waits' "$WORK/out"
	grep -q '^stopped by a signal: the files not started did not run$' "$WORK/out"
	[ "$(tail -n1 "$WORK/out")" = "0 passed, 1 failed, 0 skipped" ]
}
