#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr: set by bats' run --separate-stderr
# runner.bats: tests/run itself, on a copy in a scratch tree holding small bats files of its
# own. Checks: a bats file over its time limit (SCHEDAIO_TEST_TIMEOUT) is stopped with SIGINT,
# so bats reports the running test as failed and runs its teardown and teardown_file (where
# the tests detach their loop devices) before the runner goes on; the stop counts as a failure
# named with the file. -j 2 runs two files at once (each test waits for the other's), each
# file's lines printed together, the last line counting both; two files of one serial group
# never run at once (and do without it: the check can fail); --check runs the files tagged
# check, where need_root skips; TERM to the runner stops the running file with SIGINT (its
# teardown runs) and starts no other. The guest tier's bookkeeping, with a fake scripts/guest
# (no boot) and a fake sysfs: the tests tagged guest start in two guests at once, beside the
# host files, the longest two first and one in each; each runs once, is counted there and not
# on the host; one that did not run in a guest is a failure, and so is an untagged test that
# defers on the host (the failure says to tag it); SCHEDAIO_GUEST_TIER=0 turns the tier off (they
# skip saying so); on a kernel that offers bfq they run on the host and no guest is prepared;
# --check runs a tagged test on the host. ~30 s.

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
# line '# tests/run: TAGS' (none when TAGS is "") and BODY ('%test' for '@test', '%tags ' for
# '# bats test_tags=': bats would read either line here as a test, or a tag, of this file).
tree_file() {
	mkdir -p "$WORK/tree/tests/integration"
	cp "$TOP/tests/run" "$WORK/tree/tests/run"
	{
		echo '#!/usr/bin/env bats'
		[ -z "$2" ] || echo "# tests/run: $2"
		sed -e 's/^%test/@test/' -e 's/^%tags /# bats test_tags=/' <<<"$3"
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
%tags guest
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
%test "waits" { touch "$BATS_TEST_DIRNAME/started"; sleep 600.25; }'
	tree_file b "" '%test "never started" { touch "$BATS_TEST_DIRNAME/b-ran"; }'
	"$WORK/tree/tests/run" -j 1 >"$WORK/out" 2>&1 &
	local pid=$! i rc=0
	# the signal once the test's sleep runs (a SIGINT that came between its fork and its exec
	# would run bats' trap in the forked shell, and sleep would not get it: seen once under
	# load, the file killed 60 s later)
	for ((i = 0; i < 300; i++)); do
		[ -e "$WORK/tree/tests/integration/started" ] && pgrep -f '^sleep 600\.25$' >/dev/null && break
		sleep 0.1
	done
	[ -e "$WORK/tree/tests/integration/started" ]
	pgrep -f '^sleep 600\.25$'
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

# tier_tree [OFFERED]: a scratch tree with a copy of tests/run, tests/tier-worker,
# helpers.bash (and the scripts it sources); a fake sysfs whose loop devices offer OFFERED
# (default "[none] mq-deadline kyber": no bfq); a fake scripts/guest that notes --prepare in
# prepared, fails to boot once if there is a folder boot-fail (removing it), runs the command
# here with SCHEDAIO_GUEST set and FAKE_GUEST its own PID (the
# guest's name), and drops the TAP line of "needs baz" (as if that test had not run); and
# tier.bats: a host test, and six that need a scheduler this kernel lacks (need), five tagged
# guest, two of them the longest (guest:Ns), which in a guest each wait for the other to have
# started. Each test that runs notes "GUEST DESCRIPTION" (host for none) in ran.
tier_tree() {
	local t=$WORK/tree
	mkdir -p "$t/tests/integration" "$t/scripts/lib" "$WORK/sys/block/loop0/queue"
	rm -f "$t/prepared" "$t/tests/integration/ran"
	echo "${1:-[none] mq-deadline kyber}" >"$WORK/sys/block/loop0/queue/scheduler"
	cp "$TOP/tests/run" "$TOP/tests/tier-worker" "$t/tests/"
	cp "$TOP/tests/integration/helpers.bash" "$t/tests/integration/"
	cp "$TOP/scripts/lib/loopdev.sh" "$TOP/scripts/lib/undo.sh" "$t/scripts/lib/"
	cat >"$t/scripts/guest" <<-'G'
		#!/usr/bin/env bash
		[ "$1" != --prepare ] || { touch "${0%/scripts/guest}/prepared"; echo 9.9.9-fake; exit 0; }
		if rmdir "$(dirname "$0")/../boot-fail" 2>/dev/null; then
			echo "guest: the guest did not boot within 600 s (TCG); its console's last line: nothing" >&2
			exit 2
		fi
		while [ "$1" != -- ]; do shift; done
		shift
		SCHEDAIO_GUEST=fake FAKE_GUEST=$$ "$@" | grep -v 'needs baz'
	G
	chmod +x "$t/scripts/guest"
	sed -e 's/^%test/@test/' -e 's/^%tags /# bats test_tags=/' >"$t/tests/integration/tier.bats" <<-'B'
		load helpers
		need() {
			[ -n "${SCHEDAIO_GUEST:-}" ] || [ -n "${FAKE_OFFERS:-}" ] || sched_unoffered loop0 "$1"
			echo "${FAKE_GUEST:-host} $BATS_TEST_DESCRIPTION" >>"$BATS_TEST_DIRNAME/ran"
		}
		# wait_for FILE: up to 30 s for FILE to exist (in this folder)
		wait_for() {
			local i
			for ((i = 0; i < 300; i++)); do [ ! -e "$BATS_TEST_DIRNAME/$1" ] || return 0; sleep 0.1; done
			return 1
		}
		meet() { [ -n "${SCHEDAIO_GUEST:-}" ] || return 0; touch "$BATS_TEST_DIRNAME/started-$1"; wait_for "started-$2"; }
		# with the tier on, the guests run beside this file: one has started a test
		%test "host" { [ "${SCHEDAIO_GUEST_TIER:-}" != 1 ] || wait_for ran; }
		%tags guest
		%test "needs foo (a) [b]" { need foo; }
		%tags guest
		%test "needs bar, fails there" { need bar; false; }
		%tags guest
		%test "needs baz, never runs there" { need baz; }
		%test "needs qux, not tagged" { need qux; }
		%tags committed, guest, guest:200s
		%test "long two" { need bfq; meet two one; }
		%tags guest,guest:300s,committed
		%test "long one" { need bfq; meet one two; }
	B
}

@test "tests/run's guest tier: at once beside the host files, two guests, the longest two first, one in each; each tagged test once, counted there; untagged or unrun ones fail; a guest that did not boot is started again" {
	need_root
	tier_tree
	mkdir "$WORK/tree/boot-fail"
	SCHEDAIO_TEST_SYS_BLOCK=$WORK/sys/block run --separate-stderr "$WORK/tree/tests/run" tier
	echo "$output"
	local ran=$WORK/tree/tests/integration/ran g
	cat "$ran"
	[ "$status" -eq 1 ]
	[[ $output == *"guest tier: 5 tests of 1 files in 2 guest kernels at once, longest first"* ]]
	# the host ran its two (the one that waits for a guest's test passed), not the tagged ones
	[[ $output == *$'integration: tests/integration/tier.bats'*$'\n  1..2\n  ok 1 host'* ]]
	[[ $output == *"  tier.bats: needs qux, not tagged: defers to the guest tier but is not tagged guest: put '# bats test_tags=guest' on a line above its @test"* ]]
	[ "$(grep -c "^host " "$ran")" -eq 0 ]
	# each tagged test ran in one guest, once; each guest began with one of the longest two
	[ "$(grep -vc "^host " "$ran")" -eq 5 ]
	[ "$(cut -d' ' -f2- "$ran" | sort | uniq -d)" = "" ]
	[ "$(grep -v "^host " "$ran" | cut -d' ' -f1 | sort -u | wc -l)" -eq 2 ]
	for g in $(grep -v "^host " "$ran" | cut -d' ' -f1 | sort -u); do
		[[ $(grep -m1 "^$g " "$ran") == "$g long "* ]]
	done
	[ "$(grep -c '^  ok [0-9]* needs foo (a) \[b\]' <<<"$output")" -eq 1 ]
	[ "$(grep -c '^  not ok [0-9]* needs bar, fails there' <<<"$output")" -eq 1 ]
	[[ $output == *"  guest tier: 1 needs bar, fails there"* ]]
	[[ $output == *"  guest tier: tier.bats: needs baz, never runs there: did not run in a guest (status 0 0)"* ]]
	[ -e "$WORK/tree/prepared" ]
	[ ! -e "$WORK/tree/boot-fail" ]
	[ "$(grep -c '^  guest tier: that guest did not boot: starting it again$' <<<"$output")" -eq 1 ]
	[ "${lines[-1]}" = "4 passed, 3 failed, 0 skipped" ]
}

@test "tests/run's guest tier: turned off, the tagged tests skip on the host saying so; on a kernel that offers bfq they run on the host and no guest is looked for" {
	need_root
	tier_tree
	SCHEDAIO_TEST_SYS_BLOCK=$WORK/sys/block SCHEDAIO_GUEST_TIER=0 run --separate-stderr "$WORK/tree/tests/run" tier
	echo "$output"
	[ "$status" -eq 0 ]
	[[ $output == *"guest tier: off: turned off (SCHEDAIO_GUEST_TIER=0)"* ]]
	[[ $output == *"# skip loop0 does not offer foo; the guest tier is off: turned off (SCHEDAIO_GUEST_TIER=0)"* ]]
	[ "${lines[-1]}" = "1 passed, 0 failed, 6 skipped" ]
	tier_tree "[none] mq-deadline kyber bfq"
	FAKE_OFFERS=1 SCHEDAIO_TEST_SYS_BLOCK=$WORK/sys/block run --separate-stderr "$WORK/tree/tests/run" tier
	echo "$output"
	[ ! -e "$WORK/tree/prepared" ]
	[[ $output != *"guest tier"* ]]
	[ "$(grep -vc "^host " "$WORK/tree/tests/integration/ran")" -eq 0 ]
	[ "$(grep -c "^host " "$WORK/tree/tests/integration/ran")" -eq 6 ]
	[[ $output == *"  not ok 3 needs bar, fails there"* ]]
	[ "${lines[-1]}" = "6 passed, 1 failed, 0 skipped" ]
}
