#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr is set by bats' run --separate-stderr
# help.bats: README says every command has --help. Checks: each scripts/* --help exits 0 and
# names the command as the user types it (scripts/NAME), not an internal program's name.
# A few seconds.

bats_require_minimum_version 1.5.0

load helpers

@test "every command's --help exits 0 and names the command as the user types it" {
	local s out
	for s in "$TOP"/scripts/*; do
		[ -f "$s" ] || continue
		out=$("$s" --help) || { echo "${s#"$TOP"/} --help failed"; return 1; }
		echo "${s#"$TOP"/}: $(head -n1 <<<"$out")"
		[[ $out == *"scripts/$(basename "$s")"* ]]
	done
}

@test "every command refuses an unknown option with exit 2 and its own name, before it does anything" {
	local s name
	for s in "$TOP"/scripts/*; do
		[ -f "$s" ] || continue
		name=$(basename "$s")
		run --separate-stderr timeout 20 "$s" --no-such-option </dev/null
		echo "$name: exit $status: ${stderr%%$'\n'*}"
		[ "$status" -eq 2 ]
		[[ $stderr == *"--no-such-option"* ]]
		[[ $stderr != *"mkdir:"* ]]
	done
}
