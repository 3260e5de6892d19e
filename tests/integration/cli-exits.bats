#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr, status: set by bats' run --separate-stderr
# cli-exits.bats: the commands' exit statuses agree: --help is 0 (schedaio-label too); a
# command that needs root refuses a user with one line and exit 2, as run-pack does (bench,
# setup-deps). The user is nobody (setpriv); those tests skip without root. ~2 s.

bats_require_minimum_version 1.5.0

load helpers

setup() { common_setup; }
teardown() { common_teardown; }

@test "schedaio-label --help: its usage on stdout, exit 0; a bad command line still exits 2" {
	[ -x "$TOP/build/schedaio-label" ] || skip "build/schedaio-label not built (run make)"
	run --separate-stderr "$TOP/build/schedaio-label" --help
	[ "$status" -eq 0 ]
	[[ $output == "usage: schedaio-label "* ]]
	run --separate-stderr "$TOP/build/schedaio-label" bogus
	[ "$status" -eq 2 ]
}

@test "bench and setup-deps run by a user who is not root: one line, exit 2 (as run-pack)" {
	[ "$(id -u)" -eq 0 ] || skip "needs root (to run them as nobody)"
	command -v setpriv >/dev/null || skip "setpriv not installed"
	[ -f "$TOP/build/schedaio.so" ] || skip "build/schedaio.so not built (run make)"
	local s
	for s in bench setup-deps; do
		run --separate-stderr setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups -- "$TOP/scripts/$s"
		echo "$s: $status: $stderr"
		[ "$status" -eq 2 ]
		[ "$(wc -l <<<"$stderr")" -eq 1 ]
		[[ $stderr == *root* ]]
	done
}

@test "compare --html '' and --plots '': one line naming the option, exit 2 (a usage error), nothing read" {
	local o
	for o in --html --plots; do
		run --separate-stderr "$TOP/scripts/compare" "$o" '' "$TOP/tests/fixtures/fio/randread-4k-none.json"
		echo "$o: $status: $stderr"
		[ "$status" -eq 2 ]
		[ "$stderr" = "compare: $o wants a folder's name, not an empty one" ]
		[ -z "$output" ]
	done
}

@test "compare: an option that takes one value, given twice (--unit, --format): one line naming it, exit 2; a repeatable one (--stats) is not refused" {
	local o
	for o in --unit=MiB/s --format=md; do
		run --separate-stderr "$TOP/scripts/compare" "$o" "$o" "$TOP/tests/fixtures/fio/randread-4k-none.json"
		echo "$o: $status: $stderr"
		[ "$status" -eq 2 ]
		[ "${#stderr_lines[@]}" -eq 1 ]
		[[ $stderr == "compare: given more than once (it takes one value): '${o%%=*}';"* ]]
		[ -z "$output" ]
	done
	run --separate-stderr "$TOP/scripts/compare" --stats "$WORK" --stats "$WORK" "$TOP/tests/fixtures/fio/randread-4k-none.json"
	echo "$status: $stderr"
	[ "$status" -eq 0 ]
}

@test "compare: an argument holding a newline (a --reference, a folder) is refused in one line, exit 2" {
	local a
	for a in --reference=$'laptop-4.13\nX' "$WORK/a"$'\n'b; do
		run --separate-stderr "$TOP/scripts/compare" "$a" "$TOP/tests/fixtures/fio/randread-4k-none.json"
		echo "$status: $stderr"
		[ "$status" -eq 2 ]
		[ "${#stderr_lines[@]}" -eq 1 ]
		[[ $stderr == "compare: an argument holds a control character"* ]]
		[ -z "$output" ]
	done
}
