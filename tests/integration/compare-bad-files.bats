#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# compare-bad-files.bats: scripts/compare on hand-written results folders
# (tests/fixtures/results/) with a file missing or broken: one clear line on stderr for each
# bad input (truncated, empty, foreign or mislabelled files, absurd values, missing folders),
# the run left out (a run the manifest marks failed: counted in its cell's table), the other
# rows printed, and the exit status (3: runs left out; 1: nothing to print; 2: bad arguments).
# Needs build/compare (the test runner makes it first); no root, no devices.

bats_require_minimum_version 1.5.0

load helpers
load compare-helpers # setup (the repository top, MINI), copy_mini, expect_stdout

@test "truncated fio.json: named, run left out, other rows printed, exit 3" {
	copy_mini
	f=$work/none/randread-4k/run-1/fio.json
	head -c 150 "$MINI/none/randread-4k/run-1/fio.json" >"$f"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ]
	[ "${#stderr_lines[@]}" -eq 2 ]
	[[ ${stderr_lines[0]} == "compare: $f: truncated: the JSON stops at line "*"; run left out" ]]
	[ "${stderr_lines[1]}" = "compare: 1 file skipped; the tables leave those runs out" ]
	[[ $output == *"  MQ None       ########################################  126.00  SE +/- 0.00, N = 1"* ]]
	[[ $output == *"  MQ Deadline   ################################          101.00  SE +/- 1.00, N = 2"* ]]
	[[ $output == *"  MQ Deadline   ########################################  91.50  SE +/- 1.50, N = 2"* ]]
}

@test "empty and non-fio fio.json: each named with its problem, exit 3" {
	copy_mini
	: >"$work/none/write-4k/run-2/fio.json"
	echo '{"not": "fio"}' >"$work/mq-deadline/write-4k/run-1/fio.json"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ]
	[ "${#stderr_lines[@]}" -eq 3 ]
	[ "${stderr_lines[0]}" = "compare: $work/none/write-4k/run-2/fio.json: empty file; run left out" ]
	[[ ${stderr_lines[1]} == "compare: $work/mq-deadline/write-4k/run-1/fio.json: not fio's JSON output"* ]]
	[ "${stderr_lines[2]}" = "compare: 2 files skipped; the tables leave those runs out" ]
}

@test "missing fio.json in a run folder: named as missing" {
	copy_mini
	rm "$work/mq-deadline/randread-4k/run-2/fio.json"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ]
	[ "${stderr_lines[0]}" = "compare: $work/mq-deadline/randread-4k/run-2/fio.json: missing; run left out" ]
}

@test "fio messages before (and after) the JSON are tolerated" {
	copy_mini
	f=$work/none/randread-4k/run-1/fio.json
	{ echo "fio: io_u error on file fiofile: Input/output error"; cat "$MINI/none/randread-4k/run-1/fio.json"; echo "fio: done"; } >"$f"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[[ $output == *"125.50  SE +/- 0.50, N = 2"* ]]
}

@test "fio.json with no JSON at all: its first line is quoted" {
	copy_mini
	echo "fio: failed to open file fiofile" >"$work/none/randread-4k/run-1/fio.json"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ]
	[[ ${stderr_lines[0]} == *'fio.json: no JSON object in the file (it starts: "fio: failed to open file fiofile"); run left out' ]]
}

@test "missing schedaio.json (a libaio baseline): MB/s and IOPS kept, no p99 row" {
	copy_mini
	rm "$work"/mq-deadline/randread-4k/run-*/schedaio.json
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[[ $output == *"  MQ Deadline   ################################          101.00  SE +/- 1.00, N = 2"* ]]
	p99=$(printf '%s\n' "$output" | sed -n '/^randread-4k: p99/,/^$/p')
	[[ $p99 == *"MQ None"* && $p99 != *"MQ Deadline"* ]]
}

@test "no engine stats anywhere: no p99 tables" {
	copy_mini
	find "$work" -name schedaio.json -delete
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 0 ]
	[[ $output != *"p99"* ]]
	[[ $output == *"write-4k: IOPS (more is better)"* ]]
}

@test "a study run whose fio.json has two job entries (numjobs clones without group_reporting) is named and left out, never read as its first clone" {
	copy_mini
	f=$work/none/randread-4k/run-1/fio.json
	jq '.jobs += .jobs' "$MINI/none/randread-4k/run-1/fio.json" >"$f"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ]
	[[ ${stderr_lines[0]} == "compare: $f: fio reported 2 job entries; a study's cell is one job (numjobs > 1 needs group_reporting=1"*"; run left out" ]]
}

@test "truncated schedaio.json: named, run left out" {
	copy_mini
	f=$work/none/write-4k/run-2/schedaio.json
	head -c 100 "$MINI/none/write-4k/run-2/schedaio.json" >"$f"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ]
	[[ ${stderr_lines[0]} == "compare: $f: truncated: "*"; run left out" ]]
	[[ $output == *"  MQ None       ###################################       80.00  SE +/- 0.00, N = 1"* ]]
}

@test "schedaio.json recorded under another scheduler: left out, not mislabelled" {
	copy_mini
	f=$work/none/randread-4k/run-2/schedaio.json
	sed -i 's/"scheduler": "none"/"scheduler": "mq-deadline"/' "$f"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ]
	[ "${stderr_lines[0]}" = "compare: $f: recorded under scheduler \"mq-deadline\", but the folder is \"none\"; run left out" ]
}

@test "a run the manifest marks failed is left out and counted: a note in its cell's table, once, not on stderr" {
	local note='none/write-4k/run-2: manifest.json marks it "failed"; left out'
	copy_mini
	sed -i 's/{"scheduler": "none", "cell": "write-4k", "run": 2, "status": "ok"}/{"scheduler": "none", "cell": "write-4k", "run": 2, "status": "failed"}/' "$work/manifest.json"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ]
	# stderr: only the summary (why exit 3); the decision is the table's note
	[ "${#stderr_lines[@]}" -eq 1 ]
	[ "${stderr_lines[0]}" = "compare: 1 run marked not ok in manifest.json; the tables leave those runs out" ]
	run -0 grep -cF "  note: $note" <(printf '%s\n' "$output")
	[ "$output" -eq 1 ]
	run -0 grep -cF "$note" <(scripts/compare --format md "$work" 2>/dev/null)
	[ "$output" -eq 1 ]
	run -3 scripts/compare --html "$BATS_TEST_TMPDIR/h" "$work"
	run -0 grep -cF 'none/write-4k/run-2: manifest.json marks it &quot;failed&quot;; left out' \
		"$BATS_TEST_TMPDIR/h/index.html"
	[ "$output" -eq 1 ]
	run --separate-stderr scripts/compare "$work"
	[[ $output == *"  MQ None       ###################################       80.00  SE +/- 0.00, N = 1"* ]]
}

@test "every fio.json unusable: exit 1" {
	copy_mini
	find "$work" -name fio.json -exec sh -c ': >"$1"' _ {} \;
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	[ "${stderr_lines[-1]}" = "compare: $work: no usable runs (8 found, none could be read)" ]
}

@test "unknown mbps_unit in the manifest: exit 1 with one line" {
	copy_mini
	sed -i 's|"KiB/s/1000"|"MB/sec"|' "$work/manifest.json"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 1 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ ${stderr_lines[0]} == *'unknown pack.descriptor.mbps_unit "MB/sec" (expected "KiB/s/1000", "MiB/s" or "MB/s")' ]]
}

@test "empty folder: exit 1 with one line" {
	mkdir "$BATS_TEST_TMPDIR/empty"
	run --separate-stderr scripts/compare "$BATS_TEST_TMPDIR/empty"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[ "$stderr" = "compare: $BATS_TEST_TMPDIR/empty: no runs found (expected $BATS_TEST_TMPDIR/empty/<scheduler>/<cell>/run-<i>/fio.json, or fio JSON files)" ]
}

@test "missing folder and a file instead of a folder: exit 1 with one line" {
	run --separate-stderr scripts/compare "$BATS_TEST_TMPDIR/nope"
	[ "$status" -eq 1 ]
	[ "$stderr" = "compare: $BATS_TEST_TMPDIR/nope: No such file or directory" ]
	run --separate-stderr scripts/compare "$MINI/manifest.json"
	[ "$status" -eq 1 ]
	[ "${#stderr_lines[@]}" -eq 2 ]
	[ "${stderr_lines[0]}" = "compare: $MINI/manifest.json: neither fio's JSON output nor schedaio engine stats; skipped" ]
	[ "${stderr_lines[1]}" = "compare: $MINI/manifest.json: no fio job read from it (fio's JSON output: --output-format=json or json+)" ]
}

@test "an empty folder argument (a failed run-pack inside \$(...)): one line, exit 2" {
	run --separate-stderr scripts/compare ""
	[ "$status" -eq 2 ]
	[ "$stderr" = "compare: the results folder argument is empty (did run-pack fail?)" ]
}

@test "a schedaio.json without p99: named, the run kept for MB/s and IOPS, left out of p99, exit 3" {
	copy_mini
	local f=$work/none/randread-4k/run-1/schedaio.json
	jq '.read.clat_ns.percentile = {}' "$f" >"$f.new" && mv "$f.new" "$f"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ]
	[[ $output == *"note: none/randread-4k/run-1: "*"no usable \"read\".clat_ns.percentile[\"99.000000\"]"*"left out of the p99 table"* ]]
	[[ $stderr != *"left out of the p99 table"* ]]
	[[ $output == *"  MQ None "*"N = 2"* ]]
	[[ $output == *"p99 completion latency"*"  MQ None "*"N = 1"* ]]
}

@test "absurd values (1e308): the file is named with the field and left out, exit 3" {
	copy_mini
	local f=$work/none/randread-4k/run-2/fio.json
	jq '.jobs[0].read.iops = 1e308 | .jobs[0].read.bw = 1e308' "$f" >"$f.new" && mv "$f.new" "$f"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$f: jobs[0].read.bw is out of range (1e+308, not in 0..1e+12); run left out"* ]]
	run grep -cE '#{41}' <<<"$output"
	[ "$output" = 0 ]
}
