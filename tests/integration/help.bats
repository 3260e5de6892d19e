#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr is set by bats' run --separate-stderr
# help.bats: README says every command has --help. Checks: each scripts/* --help exits 0 and
# names the command as the user types it (scripts/NAME), not an internal program's name.
# And the one measured figure of fio's count before the window (quick, under none) is the
# measurement file's, in compare --help, README.md and COMPARE.md alike.
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

# count_bias_figure: from the measurement (results/bench/2026-12-06-countbias.txt, its line
# "- quick, through compare: none +A to +B % (means; per run +C to +D %)"), each bound rounded
# to a whole percent: "+A to +B % +C to +D %". The one place the figure is written; compare's
# --help, README.md and COMPARE.md are checked against it.
count_bias_figure() {
	local line re='none \+([0-9.]+) to \+([0-9.]+) % \(means; per run \+([0-9.]+) to \+([0-9.]+) %\)'
	line=$(grep -m1 '^- quick, through compare: none ' "$TOP/results/bench/2026-12-06-countbias.txt") || return 1
	[[ $line =~ $re ]] || return 1
	printf '+%.0f to +%.0f %% +%.0f to +%.0f %%\n' "${BASH_REMATCH[@]:1:4}"
}

# joined FILE...: the text with its line breaks and runs of spaces made one space.
joined() { tr -s ' \n' '  ' <"$1"; }

@test "fio's count before the window, under none in quick mode: one figure, the measurement's, in compare --help, README.md and COMPARE.md" {
	local fig means perrun
	fig=$(count_bias_figure)
	means=${fig% +*to*} perrun=${fig#"$means "}
	echo "measured: means $means, per run $perrun"
	[[ "$("$TOP/scripts/compare" --help | tr -s ' \n' '  ')" == *"(under none in 2 MiB cells: $means (means of 3 runs; per run $perrun) in 3 s windows)"* ]]
	[[ "$(joined "$TOP/README.md")" == *"under none at the 2 MiB cells, measured on this model, $means in quick mode's 3 s windows (means of 3 runs; per run $perrun;"* ]]
	[[ "$(joined "$TOP/COMPARE.md")" == *"fio's 2 MiB figures are $means (means of 3 runs; per run $perrun) above what the device moved in quick mode's 3 s windows"* ]]
}
