#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# hostile-cli.bats: command-line values and pack files as a careless or hostile user gives
# them, found by trying each option of each command with bad values (2026-12-07): a time with
# a leading zero (--budget 08, which bash's arithmetic reads as octal), a pack job file far
# over schedaio-study's bound (grep read it before the bound was applied, to its end when it
# lacks the line it looks for, and named the wrong fault), a --reference given to
# scripts/plots as a path, an argument or working folder of run-pack that is not UTF-8 (the
# manifest dropped it), a long non-ASCII manifest string cut inside a character in compare's
# pts XML, a pack folder named with a terminal escape in run-pack's plan. No root, no device, no guest: ~3 s (2.6 s of CPU).

bats_require_minimum_version 1.5.0

load helpers

setup() {
	common_setup
	RUN_PACK=$TOP/scripts/run-pack
	[ -x "$TOP/build/schedaio-study" ] || skip "build/schedaio-study not built (run make)"
}

teardown() { common_teardown; }

# plan ARGS...: run-pack --dry-run of the laptop pack's randread-4k under none, with ARGS.
plan() {
	run --separate-stderr "$RUN_PACK" --dry-run --pack "$TOP/jobs/laptop" --cells randread-4k \
		--schedulers none "$@"
	echo "status $status; stdout: $output; stderr: $stderr"
}

@test "--budget with leading zeros (08, 0100, 0h08m): decimal seconds, no shell error; a number past 9 digits refused in one line" {
	plan --until-decided 5 --budget 08
	[ "$status" -eq 0 ]
	[[ $output == *"budget 00:00:08)"* ]]
	plan --until-decided 5 --budget 0100
	[ "$status" -eq 0 ]
	[[ $output == *"budget 00:01:40)"* ]]
	plan --until-decided 5 --budget 0h08m
	[ "$status" -eq 0 ]
	[[ $output == *"budget 00:08:00)"* ]]
	plan --until-decided 5 --budget 99999999999999999999
	[ "$status" -eq 2 ]
	[ "$stderr" = "run-pack: --budget must be a time such as 3600, 45m or 1h30m, not '99999999999999999999'" ]
}

@test "a pack job file over schedaio-study's bound (a sparse 8 TiB .fio): refused by the bound, first, in one line" {
	local p=$WORK/pack
	mkdir "$p"
	cp "$TOP/jobs/laptop/pack.json" "$p/"
	truncate -s 8T "$p/randread-4k.fio"
	run --separate-stderr timeout 60 "$RUN_PACK" --dry-run --pack "$p" --cells randread-4k --schedulers none
	echo "status $status; stderr: $stderr"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"randread-4k.fio: more than 1048576 bytes: not a job file"* ]]
}

@test "scripts/plots --reference PATH: compare-NAME.txt (the file's name) in the study, not a path below it" {
	command -v gnuplot >/dev/null || skip "gnuplot not installed"
	cp -r "$TOP/tests/fixtures/results/mini" "$WORK/s"
	mkdir "$WORK/ref"
	cp "$TOP/results/reference/laptop-4.13.json" "$WORK/ref/mine.json"
	run --separate-stderr "$TOP/scripts/plots" --reference "$WORK/ref/mine.json" "$WORK/s"
	echo "status $status; stderr: $stderr"
	[ "$status" -eq 0 ]
	[ -s "$WORK/s/compare-mine.txt" ]
	grep -q '^Reference laptop-4.13' "$WORK/s/compare-mine.txt"
}

@test "run-pack: an argument (--out) or a working folder that is not UTF-8: refused in one line, exit 2, before anything (the manifest dropped it: the study then neither resumed nor compared)" {
	plan --out "$WORK/"$'\xfe'
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == "run-pack: an argument or the working folder is not valid UTF-8: "* ]]
	[ ! -e "$WORK/"$'\xfe' ]
	mkdir "$WORK/"$'\xff'
	cd "$WORK/"$'\xff'
	plan
	[ "$status" -eq 2 ]
	[[ $stderr == "run-pack: an argument or the working folder is not valid UTF-8: "* ]]
	# control: the same in a UTF-8 folder (é) plans
	mkdir "$WORK/é"
	cd "$WORK/é"
	plan --out "$WORK/é/out"
	[ "$status" -eq 0 ]
}

@test "compare --format pts: a long non-ASCII manifest string (a kernel of 300 'é') stays UTF-8 where a fixed buffer cuts it: the XML parses" {
	cp -r "$TOP/tests/fixtures/results/mini" "$WORK/s"
	jq --arg k "$(printf 'é%.0s' $(seq 300))" '.kernel = $k' "$TOP/tests/fixtures/results/mini/manifest.json" >"$WORK/s/manifest.json"
	run --separate-stderr "$TOP/scripts/compare" --format pts "$WORK/s"
	[ "$status" -eq 0 ] || [ "$status" -eq 3 ]
	printf '%s\n' "$output" >"$WORK/c.xml"
	iconv -f UTF-8 -t UTF-8 "$WORK/c.xml" >/dev/null
	command -v xmllint >/dev/null || skip "xmllint not installed (libxml2-utils): UTF-8 checked, not the XML"
	xmllint --noout "$WORK/c.xml"
}

@test "run-pack's plan: a pack folder whose name holds a terminal escape is printed with '?' for it (the plan, on stdout with --dry-run, went out raw)" {
	local p=$WORK/$'pk\e[41mX'
	mkdir "$p"
	cp -r "$TOP/jobs/laptop/." "$p/"
	run --separate-stderr env SCHEDAIO_DEVICE_MODEL=none "$RUN_PACK" --pack "$p" --quick --schedulers none \
		--cells randread-4k --dry-run
	[ "$status" -eq 0 ]
	[[ $output == *"pack laptop ($WORK/pk?[41mX)"* ]]
	run ! grep -q $'\e' <<<"$output$stderr"
}
