#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr, status: set by bats' run --separate-stderr
# cli-exits.bats: the commands' exit statuses agree: --help is 0 (schedaio-label too); a
# command that needs root refuses a user with one line and exit 2, as run-pack does (bench,
# setup-deps); compare refuses a repeated one-value option and a control character in an
# argument; a stale build in a checkout the user cannot write is one line, make not tried.
# The user is nobody (setpriv); those tests skip without root. ~3 s.

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

@test "a build older than its sources, in a checkout the user cannot write: one line saying who can run make, make not tried" {
	need_root
	local t
	t=$(mktemp -d /tmp/schedaio-stale.XXXXXX)
	cleanup_push "rm -rf '$t'"
	chmod 0755 "$t"
	mkdir -p "$t/scripts/lib" "$t/engine" "$t/study" "$t/build"
	cp "$TOP/scripts/lib/paths.sh" "$t/scripts/lib/"
	printf 'build/%%: FORCE\n\t@echo make ran >&2\nFORCE:\n' >"$t/Makefile"
	printf '#!/bin/sh\n' >"$t/build/schedaio-study"
	chmod 0755 "$t/build/schedaio-study"
	touch -d '1 hour ago' "$t/build/schedaio-study" "$t/Makefile"
	touch "$t/study/new.c"
	run --separate-stderr as_nobody bash -c '. "$1/scripts/lib/paths.sh" && schedaio_bin schedaio-study study' _ "$t"
	echo "$status: $stderr"
	[ "$status" -eq 1 ]
	[ "$stderr" = "schedaio: build/schedaio-study is older than its sources, and $t/build is not yours to write: run 'make' in $t as its owner" ]
	[ -z "$output" ]
	# root (the owner) gets make
	run --separate-stderr bash -c '. "$1/scripts/lib/paths.sh" && schedaio_bin schedaio-study study' _ "$t"
	[[ $stderr == *"make ran"* ]]
}
