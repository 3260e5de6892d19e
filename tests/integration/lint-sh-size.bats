#!/usr/bin/env bats
# tests/run: check
# lint-sh-size.bats: tests/lint-sh-size (make lint) refuses a shell function over 80 lines and
# a shell file over 600 (issue 41 item 4), naming the file, the function and the count; one at
# the bound passes. Its fixtures are written in the test's own folder; no root, no devices.

bats_require_minimum_version 1.5.0

load helpers

# sh_fixture FILE FUNC_LINES FILE_LINES: FILE, a script of FILE_LINES lines whose function
# body_fn spans FUNC_LINES lines ("body_fn() {" and "}" included) from line 3.
sh_fixture() {
	local i
	{
		echo '#!/usr/bin/env bash'
		echo 'set -euo pipefail'
		echo 'body_fn() {'
		for ((i = 2; i < $2; i++)); do echo "	echo $i"; done
		echo '}'
		for ((i = $2 + 3; i <= $3; i++)); do echo ":"; done
	} >"$1"
}

@test "a function of 81 lines fails, named with its file, line and count; one of 80 passes" {
	sh_fixture "$BATS_TEST_TMPDIR/long" 81 100
	sh_fixture "$BATS_TEST_TMPDIR/ok" 80 100
	[ "$(wc -l <"$BATS_TEST_TMPDIR/long")" -eq 100 ]
	run "$TOP/tests/lint-sh-size" "$BATS_TEST_TMPDIR/long" "$BATS_TEST_TMPDIR/ok"
	[ "$status" -eq 1 ]
	[ "$output" = "$BATS_TEST_TMPDIR/long:3: body_fn is 81 lines (at most 80)" ]
	run "$TOP/tests/lint-sh-size" "$BATS_TEST_TMPDIR/ok"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
}

@test "a file of 601 lines fails with its count; one of 600 passes" {
	sh_fixture "$BATS_TEST_TMPDIR/big" 10 601
	sh_fixture "$BATS_TEST_TMPDIR/ok" 10 600
	run "$TOP/tests/lint-sh-size" "$BATS_TEST_TMPDIR/big" "$BATS_TEST_TMPDIR/ok"
	[ "$status" -eq 1 ]
	[ "$output" = "$BATS_TEST_TMPDIR/big: 601 lines (at most 600)" ]
	run "$TOP/tests/lint-sh-size" "$BATS_TEST_TMPDIR/ok"
	[ "$status" -eq 0 ]
}

@test "'function NAME() {' is a function too; a bats @test and a one-line function are not; a missing file: exit 2" {
	local f=$BATS_TEST_TMPDIR/t.bats i
	{
		echo 'one() { :; }'
		echo 'function two() {'
		for ((i = 0; i < 90; i++)); do echo "	echo $i"; done
		echo '}'
		echo '@test "a long test" {'
		for ((i = 0; i < 90; i++)); do echo "	echo $i"; done
		echo '}'
	} >"$f"
	run "$TOP/tests/lint-sh-size" "$f"
	[ "$status" -eq 1 ]
	[ "$output" = "$f:2: two is 92 lines (at most 80)" ]
	run "$TOP/tests/lint-sh-size" "$BATS_TEST_TMPDIR/none"
	[ "$status" -eq 2 ]
	[[ $output == *"no such file"* ]]
}
