#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# compare.bats: scripts/compare on hand-written results folders (tests/fixtures/results/):
# exact tables and ordering, what MB/s means per pack, and one clear line on stderr for each
# bad input (truncated, empty, foreign or mislabelled files, missing folders, bad options).
# Needs build/compare (the test runner makes it first); no root, no devices.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	cd "$BATS_TEST_DIRNAME/../.." || return 1
	MINI=tests/fixtures/results/mini
}

# copy_mini: a writable copy of the mini fixture in $work, to break files in.
copy_mini() {
	work=$BATS_TEST_TMPDIR/mini
	cp -r "$MINI" "$work"
}

# expect_stdout: $output must equal stdin exactly (a diff is shown when it does not).
expect_stdout() {
	local want
	want=$(cat)
	if [ "$output" != "$want" ]; then
		diff -u <(printf '%s\n' "$want") <(printf '%s\n' "$output") || true
		return 1
	fi
}

@test "--help prints the usage and exits 0" {
	run --separate-stderr scripts/compare --help
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "Usage: scripts/compare [--help] [--reference NAME]... [--label L]..." ]
	[[ $output == *"Exit status:"* ]]
	[ -z "$stderr" ]
}

@test "mini fixture: exact tables, cells in pack order, schedulers best first" {
	run --separate-stderr scripts/compare "$MINI"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	# Hand-computed: N = 2 each, SE = |a - b| / 2; MB/s = KiB/s / 1000; IOPS = KiB/s / 4;
	# latency = ns / 1000; bars 40 * mean / largest mean, rounded. Rows named by
	# jobs/sched-labels.tsv (none -> MQ None). '~' by Welch's t-test against the best:
	#   randread MB/s: t = 24.5 / sqrt(0.5^2 + 1^2) = 21.9, df = 1.25^2 / (0.25^2 + 1^2)
	#     = 1.47: p = 0.008 < 0.05, significant, no mark (IOPS: the same ratios)
	#   randread p99: t = 600 / sqrt(100^2 + 200^2) = 2.68, df 1.47: p = 0.16: '~'
	#   write MB/s: t = 11 / sqrt(1.5^2 + 0.5^2) = 6.96, df = 2.5^2 / (2.25^2 + 0.25^2)
	#     = 1.22: p = 0.063 >= 0.05: '~' (IOPS the same)
	#   equal means with SE 0 (p50, p99.9): p = 1: '~'
	expect_stdout <<'OUT'
Results   tests/fixtures/results/mini
Run       20261130-181500-mini (complete)
Pack      mini: Test fixture: 2 schedulers x 2 cells x 2 runs
Kernel    6.18.44, fio-3.33
Device    /dev/loop3 (scratch)
Medium    plain scratch device: a loop device on a file, no device model
Runs      quick, 2 per cell
Units     MB/s = fio KiB/s / 1000, as Phoronix published fio 2.1.13 results (the unit of the pack's published results)
Marks     ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs); a top row of N < 3 is not called best
Verdict   ratio to the best as a difference in % with its 95 % interval (Welch's t on the log of the means, GSL quantiles: few runs, unequal spreads, never below -100 %); undecidable below N = 3 (Welch's df can be 1); resolves = smallest difference found at 95 % with 80 % power; N = runs per scheduler for 5 % at the spread seen
Trust     'N < 3': too few runs; 'RSD x %': runs spread above 3.5 % (sd / mean; the run-count threshold)

randread-4k: MB/s (more is better)
  MQ None       ########################################  125.50  SE +/- 0.50, N = 2 ?  N < 3  top; undecidable: N < 3
  MQ Deadline   ################################          101.00  SE +/- 1.00, N = 2 ?  N < 3  -19.5 % vs MQ None, undecidable: N < 3

randread-4k: IOPS (more is better)
  MQ None       ########################################  31375.00  SE +/- 125.00, N = 2 ?  N < 3  top; undecidable: N < 3
  MQ Deadline   ################################          25250.00  SE +/- 250.00, N = 2 ?  N < 3  -19.5 % vs MQ None, undecidable: N < 3

randread-4k: p50 completion latency, usec (less is better)
  MQ None       ########################################  900.00  SE +/- 0.00, N = 2 ?  N < 3  top; undecidable: N < 3
  MQ Deadline   ########################################  900.00  SE +/- 0.00, N = 2 ?  N < 3  +0.0 % vs MQ None, undecidable: N < 3

randread-4k: p99 completion latency, usec (less is better)
  MQ None       ###############################           2100.00  SE +/- 100.00, N = 2 ?  N < 3  top; undecidable: N < 3
  MQ Deadline   ########################################  2700.00  SE +/- 200.00, N = 2 ?  N < 3  +28.6 % vs MQ None, undecidable: N < 3

randread-4k: p99.9 completion latency, usec (less is better)
  MQ None       ########################################  8000.00  SE +/- 0.00, N = 2 ?  N < 3  top; undecidable: N < 3
  MQ Deadline   ########################################  8000.00  SE +/- 0.00, N = 2 ?  N < 3  +0.0 % vs MQ None, undecidable: N < 3

write-4k: MB/s (more is better)
  MQ Deadline   ########################################  91.50  SE +/- 1.50, N = 2 ?  N < 3  top; undecidable: N < 3
  MQ None       ###################################       80.50  SE +/- 0.50, N = 2 ?  N < 3  -12.0 % vs MQ Deadline, undecidable: N < 3

write-4k: IOPS (more is better)
  MQ Deadline   ########################################  22875.00  SE +/- 375.00, N = 2 ?  N < 3  top; undecidable: N < 3
  MQ None       ###################################       20125.00  SE +/- 125.00, N = 2 ?  N < 3  -12.0 % vs MQ Deadline, undecidable: N < 3

write-4k: p50 completion latency, usec (less is better)
  MQ None       ########################################  900.00  SE +/- 0.00, N = 2 ?  N < 3  top; undecidable: N < 3

write-4k: p99 completion latency, usec (less is better)
  MQ None       ########################################  3000.00  SE +/- 0.00, N = 2 ?  N < 3  top; undecidable: N < 3

write-4k: p99.9 completion latency, usec (less is better)
  MQ None       ########################################  8000.00  SE +/- 0.00, N = 2 ?  N < 3  top; undecidable: N < 3
OUT
}

@test "MiB/s pack: MB/s is KiB/s / 1024 and the header says so" {
	copy_mini
	sed -i 's|"KiB/s/1000"|"MiB/s"|' "$work/manifest.json"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 0 ]
	[[ $output == *"Units     MB/s = MiB/s, as published with fio 3.1"* ]]
	# (125000 + 126000) / 2 / 1024 = 122.5586 -> 122.56; SE 500 / 1024 = 0.49
	[[ $output == *"  MQ None       ########################################  122.56  SE +/- 0.49, N = 2"* ]]
}

@test "no manifest.json: tables from the folders, MiB/s assumed and said" {
	copy_mini
	rm "$work/manifest.json"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 0 ]
	[[ $output == *"Run       (no usable manifest.json)"* ]]
	[[ $output == *"(assumed: no --unit and no mbps_unit in a manifest.json)"* ]]
	# without the manifest's orders: schedulers and cells sorted by name
	[[ $output == *"randread-4k: MB/s"* && $output == *"write-4k: MB/s"* ]]
}

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

@test "unknown option: usage line, exit 2" {
	run --separate-stderr scripts/compare --bogus "$MINI"
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[[ $stderr == "compare: unknown option '--bogus'; usage: scripts/compare [--help] "*" RESULTS_DIR|FIO_JSON|DIR..." ]]
	run --separate-stderr scripts/compare
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
}

@test "every long option getopt takes (compare/cli.c's opt_rows[]) is in --help and the usage line" {
	local name names help usage
	names=$(grep -oE '^	\{ "[a-z-]+", (no|required)_argument' compare/cli.c |
		grep -oE '"[a-z-]+"' | tr -d '"')
	[ "$(printf '%s\n' "$names" | wc -l)" -ge 8 ]
	help=$(build/compare --help)
	run --separate-stderr build/compare --bogus
	[ "$status" -eq 2 ]
	usage=${stderr#*; }
	[[ $usage == "usage: scripts/compare "* ]]
	for name in $names; do
		echo "# --$name"
		# getopt takes it: never "unknown option" (a missing value, no folder: exit 2)
		run --separate-stderr build/compare "--$name"
		[[ $stderr != *"unknown option"* ]]
		# listed in --help's options, and in the usage line
		grep -qE -- "^  (-[a-z], )?--$name( |\$)" <<<"$help"
		[[ $usage == *"[--$name "* || $usage == *"[--$name]"* ]]
	done
	# and --help lists no option that getopt does not take
	run diff <(grep -oE -- '^  (-[a-z], )?--[a-z-]+' <<<"$help" | grep -oE -- '--[a-z-]+' | sort) \
		<(sed 's/^/--/' <<<"$names" | sort)
	[ "$status" -eq 0 ]
}

@test "an unknown option: exit 2, one line on stderr with the usage line, nothing on stdout" {
	run --separate-stderr build/compare --no-such-option "$MINI"
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[ "$stderr" = "compare: unknown option '--no-such-option'; usage: scripts/compare [--help] [--reference NAME]... [--label L]... [--format F] [--stats DIR]... [--unit U] [--plots DIR] [--html DIR] RESULTS_DIR|FIO_JSON|DIR..." ]
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

@test "--reference laptop-4.13: published column, ratio, Kendall tau, legacy Deadline for mq-deadline" {
	run --separate-stderr scripts/compare --reference laptop-4.13 "$MINI"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[[ $output == *"Reference laptop-4.13: Phoronix: Intel Core i7-5600U"* ]]
	[[ $output == *"Units     MB/s = fio KiB/s / 1000, as Phoronix published fio 2.1.13 results (the unit of the reference set)"* ]]
	# randread-4k MB/s: 125.50 / 358.23 (None) = 0.350; 101.00 / 364.50 (Deadline) = 0.277.
	# Ours: None > Deadline; published: Deadline > None: tau-b = (0 - 1) / 1 = -1, but over 2
	# rows it is not reported (STATS_MIN_TAU_ROWS: 4).
	local t
	t=$(printf '%s\n' "$output" | sed -n '/^randread-4k: MB\/s/,/^$/p')
	[[ $t == *"randread-4k: MB/s (more is better)   published: laptop-4.13"* ]]
	[[ $t == *"  MQ None       ########################################  125.50  SE +/- 0.50, N = 2 ?  358.23 None      x0.35"* ]]
	[[ $t == *"  MQ Deadline   ################################          101.00  SE +/- 1.00, N = 2 ?  364.50 Deadline  x0.28"* ]]
	[[ $t == *"  Kendall tau-b: not reported (2 rows with a published value; needs 4 or more, not all tied)"* ]]
	# latency tables have no published column
	t=$(printf '%s\n' "$output" | sed -n '/^randread-4k: p99 /,/^$/p')
	[[ $t != *"published"* ]]
}

@test "--reference epyc-4.19: MB/s switches to MiB/s, the set's unit, and says so" {
	run --separate-stderr scripts/compare --reference epyc-4.19 "$MINI"
	[ "$status" -eq 0 ]
	[[ $output == *"Units     MB/s = MiB/s, as published with fio 3.1 (the unit of the reference set)"* ]]
	# (125000 + 126000) / 2 / 1024 = 122.5586 -> 122.56; published MQ None 270: 0.4539 -> x0.45
	[[ $output == *"  MQ None       ########################################  122.56  SE +/- 0.49, N = 2 ?  270.00 MQ None      x0.45"* ]]
	# IOPS do not depend on the unit
	[[ $output == *"  MQ None       ########################################  31375.00  SE +/- 125.00, N = 2 ?  69133.00 MQ None      x0.45"* ]]
}

@test "--reference with an unknown set or a bad file: one line, exit 2" {
	run --separate-stderr scripts/compare --reference laptop-9.99 "$MINI"
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == "compare: --reference laptop-9.99: no reference set \"laptop-9.99\" ("*"results/reference/laptop-9.99.json missing"* ]]
	# the published sets are listed (issue 31)
	[[ $stderr == *"; the published sets: epyc-4.19, laptop-4.13, laptop-4.15 (or the path of a set's JSON file)" ]]
	echo '{"name": "x"}' >"$BATS_TEST_TMPDIR/x.json"
	run --separate-stderr scripts/compare --reference "$BATS_TEST_TMPDIR/x.json" "$MINI"
	[ "$status" -eq 2 ]
	[[ $stderr == *"not a reference set"* ]]
}

@test "two folders with --label: rows '<run label>: <scheduler>', one table per cell" {
	copy_mini
	run --separate-stderr scripts/compare --label "Linux A" "$MINI" --label "Linux B" "$work"
	[ "$status" -eq 0 ]
	[[ $output == *"Label     Linux A"*"Label     Linux B"* ]]
	local t
	t=$(printf '%s\n' "$output" | sed -n '/^randread-4k: MB\/s/,/^$/p')
	[ "$(grep -c 'Linux [AB]: ' <<<"$t")" -eq 4 ]
	[[ $t == *"  Linux A: MQ None      ########################################  125.50  SE +/- 0.50, N = 2"* ]]
	[[ $t == *"  Linux B: MQ None      ########################################  125.50  SE +/- 0.50, N = 2 ?"* ]]
	# the k-th --label names the k-th folder, wherever it stands
	run --separate-stderr scripts/compare "$MINI" --label "Linux A" "$work"
	[[ $output == *"  Linux A: MQ None "* && $output == *"  Linux 6.18.44: MQ None "* ]]
	# without --label: "Linux <kernel>" from each manifest; the same kernel twice gets the
	# folder names, and where those are the same too (both "mini"), the folder's position
	run --separate-stderr scripts/compare "$MINI" "$work"
	[[ $output == *"  Linux 6.18.44 (mini) (1): MQ None "* && $output == *"  Linux 6.18.44 (mini) (2): MQ None "* ]]
}

@test "more --label than folders, and a bad --format: exit 2" {
	run --separate-stderr scripts/compare --label a --label b "$MINI"
	[ "$status" -eq 2 ]
	[[ $stderr == "compare: more --label than results folders; extra 'b'; usage:"* ]]
	run --separate-stderr scripts/compare --format xml "$MINI"
	[ "$status" -eq 2 ]
	[[ $stderr == "compare: unknown --format (text, md, csv, json, pts) 'xml'; usage:"* ]]
}

@test "a second folder that is empty: named, exit 1" {
	mkdir "$BATS_TEST_TMPDIR/empty"
	run --separate-stderr scripts/compare "$MINI" "$BATS_TEST_TMPDIR/empty"
	[ "$status" -eq 1 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == "compare: $BATS_TEST_TMPDIR/empty: no runs found"* ]]
}

@test "--format csv, md and json carry the same rows" {
	run --separate-stderr scripts/compare --format csv --reference laptop-4.13 "$MINI"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "run,cell,metric,unit,better,rank,label,key,mean,se,n,not_significant,published,published_label,ratio,kendall_tau_b,ddir,diff_pct,diff_lo_pct,diff_hi_pct,significant,resolve_pct,runs_for_5pct,far_runs,undecidable,until_decided_state,until_decided_n,until_decided_vs,until_decided_pct,mixed_media,medium" ]
	[ "${#lines[@]}" -eq 18 ] # header + 2 x 5 tables of randread-4k + 2 + 2 + 1 + 1 + 1 of write-4k
	[[ $output == *$'\n'"Linux 6.18.44,randread-4k,mbps,KiB/s/1000,more,1,MQ None,none,125.5,0.5,2,0,358.23,None,0.350334,,,0,"* ]]
	run --separate-stderr scripts/compare --format json --reference laptop-4.13 "$MINI"
	[ "$status" -eq 0 ]
	[ "$(jq '.tables | length' <<<"$output")" -eq 10 ]
	[ "$(jq -r '.tables[0] | "\(.cell) \(.metric) \(.unit) \(.rows[0].label) \(.rows[0].mean) \(.rows[0].published) \(.kendall_tau_b)"' <<<"$output")" = "randread-4k mbps KiB/s/1000 MQ None 125.5 358.23 null" ]
	[ "$(jq -r '.curves[0].rows[0].label' <<<"$output")" = "MQ None" ]
	run --separate-stderr scripts/compare --format md "$MINI"
	[ "$status" -eq 0 ]
	[[ $output == *"### randread-4k: MB/s (more is better)"* ]]
	# "mark" holds only "~" or "?" (issue 40); the N < 3 note is in the trust column (issue 31)
	[[ $output == *"| | MB/s | SE | N | mark | trust | verdict |"* ]]
	[[ $output == *"| MQ None | 125.50 | 0.50 | 2 | ? | N < 3 | top; "* ]]
	[[ $output == *"| MQ Deadline | 101.00 | 1.00 | 2 | ? | N < 3 | -19.5 % vs MQ None"* ]]
	local md=$output
	run ! grep -E '^\|([^|]*\|){4} *~? *N < 3' <<<"$md"
	run --separate-stderr scripts/compare --format markdown "$MINI"
	[ "$status" -eq 0 ]
	[ "$output" = "$md" ]
}

@test "schema 2 stats: target.label names the row, merge ratio tabled; schema 1 rows lack it quietly" {
	copy_mini
	local f i=0
	for f in "$work"/none/randread-4k/run-*/schedaio.json; do
		i=$((i + 1))
		jq --argjson r "0.$((i + 1))5" '.schema = 2 | .target.label = "My None" |
			.devstat = [{device: "loop3", role: "file", merge_ratio: {read: $r, write: 0}}]' \
			"$f" >"$f.new" && mv "$f.new" "$f"
	done
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	# (0.25 + 0.35) / 2 = 0.30, SE = 0.10 / 2 = 0.05
	local t
	t=$(printf '%s\n' "$output" | sed -n '/^randread-4k: merge ratio/,/^$/p')
	[[ $t == *"randread-4k: merge ratio, merges / (ios + merges) (neither way is better)"* ]]
	[[ $t == *"  My None       ########################################  0.3  SE +/- 0.05, N = 2  N < 3"* ]]
	[[ $t != *"MQ Deadline"* ]]
	[[ $output != *"write-4k: merge ratio"* ]]
	# the HTML report reads the merge ratio the same way (metric_better, one rule)
	command -v gnuplot >/dev/null || return 0
	run --separate-stderr scripts/compare --html "$BATS_TEST_TMPDIR/mh" "$work"
	[ "$status" -eq 0 ]
	grep -q '<th>neither way is better</th>' "$BATS_TEST_TMPDIR/mh/index.html"
	run ! grep -q 'merges / (ios + merges).*more is better' "$BATS_TEST_TMPDIR/mh/index.html"
}

@test "--plots: a PNG and an SVG per table and per latency curve, and the gnuplot script" {
	command -v gnuplot >/dev/null || skip "gnuplot not installed"
	local d=$BATS_TEST_TMPDIR/plots
	run --separate-stderr scripts/compare --reference laptop-4.13 --plots "$d" "$MINI"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	local stem
	for stem in randread-4k-mbps randread-4k-iops randread-4k-p50_us randread-4k-p99_us \
		randread-4k-p99.9_us randread-4k-latency write-4k-mbps write-4k-latency; do
		[ "$(head -c 4 "$d/$stem.png" | od -An -c | tr -d ' ')" = '211PNG' ] || { echo "$stem.png"; return 1; }
		grep -q '<svg' "$d/$stem.svg" || { echo "$stem.svg"; return 1; }
	done
	[ "$(ls "$d"/*.png | wc -l)" -eq 14 ] # 10 tables + 2 curves + 2 overview matrices
	# the script draws them again
	rm "$d"/*.png
	(cd "$d" && gnuplot plots.gp)
	[ -s "$d/write-4k-latency.png" ]
}

@test "--html: one self-contained file with every table and plot" {
	command -v gnuplot >/dev/null || skip "gnuplot not installed"
	local d=$BATS_TEST_TMPDIR/html
	run --separate-stderr scripts/compare --reference epyc-4.19 --html "$d" "$MINI"
	[ "$status" -eq 0 ]
	[ -f "$d/index.html" ]
	[ "$(grep -o 'data:image/png;base64,' "$d/index.html" | wc -l)" -eq 12 ]
	[ "$(grep -o '<table class=metric>' "$d/index.html" | wc -l)" -eq 10 ]
	# nothing loaded from elsewhere
	run ! grep -qE '(src|href)="(https?:|/|[a-z][^":]*\.(png|svg|css|js)")' "$d/index.html"
	grep -q 'epyc-4.19' "$d/index.html"
}

@test "--plots into a folder that cannot be made: one line, exit 1" {
	run --separate-stderr scripts/compare --plots /proc/nope/plots "$MINI"
	[ "$status" -eq 1 ]
	[[ ${stderr_lines[-1]} == "compare: --plots /proc/nope/plots: No such file or directory" ]]
}

@test "--plots without gnuplot: one line naming the fix, exit 1, tables still printed" {
	make -s build/compare >/dev/null
	# (gnuplot is run by absolute path, never found through PATH: the test hook names one
	# that is missing)
	run --separate-stderr env SCHEDAIO_GNUPLOT=/nonexistent/gnuplot SCHEDAIO_TOP="$PWD" "$PWD/build/compare" --plots "$BATS_TEST_TMPDIR/p" "$MINI"
	[ "$status" -eq 1 ]
	[[ $output == *"randread-4k: MB/s (more is better)"* ]]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[ "$stderr" = "compare: $BATS_TEST_TMPDIR/p/plots.gp: gnuplot is not installed (apt-get install gnuplot-nox): no /nonexistent/gnuplot (SCHEDAIO_GNUPLOT)" ]
	# the script is there to be drawn later
	[ -s "$BATS_TEST_TMPDIR/p/plots.gp" ]
}

@test "--html into a folder that cannot be written: one line, exit 1" {
	[ "$(id -u)" -ne 0 ] || skip "root writes anywhere"
	mkdir "$BATS_TEST_TMPDIR/ro" && chmod 500 "$BATS_TEST_TMPDIR/ro"
	run --separate-stderr scripts/compare --html "$BATS_TEST_TMPDIR/ro/r" "$MINI"
	[ "$status" -eq 1 ]
	[[ ${stderr_lines[-1]} == "compare: --html $BATS_TEST_TMPDIR/ro/r: Permission denied" ]]
}

@test "--html where a file is in the way: one line, exit 1" {
	: >"$BATS_TEST_TMPDIR/f"
	run --separate-stderr scripts/compare --html "$BATS_TEST_TMPDIR/f/r" "$MINI"
	[ "$status" -eq 1 ]
	[ "${stderr_lines[-1]}" = "compare: --html $BATS_TEST_TMPDIR/f/r: Not a directory" ]
}

# The labels fixture (tests/fixtures/results/labels) is what run-pack writes for
# --schedulers "BFQ,BFQ low_latency,MQ Deadline": folders bfq, bfq-low_latency (a label's
# folder: the label in lower case, '-' for spaces) and mq-deadline; scheduler_plan[] and
# results[] say which kernel scheduler, label and tunables each folder ran. bfq's stats are
# schema 2 (target.label "BFQ"), the others schema 1 (no label: the plan's label names them).
@test "run-pack label folders: BFQ and BFQ low_latency are two rows, named by their labels" {
	run --separate-stderr scripts/compare tests/fixtures/results/labels
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	# MB/s: (100000 + 102000) / 2 / 1000 = 101.00, SE 1.00; 90.00, SE 0; 122.00, SE 2.00
	printf '%s\n' "$output" | sed -n '/^randread-4k: MB\/s/,/^$/p' | sed '/^$/d' >"$BATS_TEST_TMPDIR/t"
	output=$(cat "$BATS_TEST_TMPDIR/t")
	expect_stdout <<'OUT'
randread-4k: MB/s (more is better)
  MQ Deadline      ########################################  122.00  SE +/- 2.00, N = 2 ?  N < 3  top; undecidable: N < 3
  BFQ              #################################         101.00  SE +/- 1.00, N = 2 ?  N < 3  -17.2 % vs MQ Deadline, undecidable: N < 3
  BFQ low_latency  ##############################             90.00  SE +/- 0.00, N = 2 ?  N < 3  -26.2 % vs MQ Deadline, undecidable: N < 3
OUT
}

@test "label folders: p99 rows and curves per folder, keys with the folder's tunables" {
	run --separate-stderr scripts/compare tests/fixtures/results/labels
	[ "$status" -eq 0 ]
	[[ $output == *"  BFQ              ###############################           3100.00  SE +/- 100.00, N = 2"* ]]
	[[ $output == *"  BFQ low_latency  ########################################  4000.00  SE +/- 0.00, N = 2"* ]]
	[[ $output != *"assume the kernel default"* ]]
	run --separate-stderr scripts/compare --format csv tests/fixtures/results/labels
	[ "$status" -eq 0 ]
	[[ $output == *",randread-4k,mbps,KiB/s/1000,more,2,BFQ,bfq:low_latency=0,101,1,2,0,,,,"* ]]
	[[ $output == *",randread-4k,mbps,KiB/s/1000,more,3,BFQ low_latency,bfq:low_latency=1,90,0,2,0,,,,"* ]]
	# the latency curve of each row is its own folder's: p99 3100 and 4000 usec
	run --separate-stderr scripts/compare --format json tests/fixtures/results/labels
	[ "$status" -eq 0 ]
	[ "$(jq -c '.curves[0].rows | map([.label, .usec[6]])' <<<"$output")" = \
		'[["MQ Deadline",2100],["BFQ",3100],["BFQ low_latency",4000]]' ]
}

@test "label folders with --reference laptop-4.13: BFQ beside BFQ, BFQ low_latency beside BFQ low_latency" {
	run --separate-stderr scripts/compare --reference laptop-4.13 tests/fixtures/results/labels
	[ "$status" -eq 0 ]
	[[ $output == *"  BFQ              #################################         101.00  SE +/- 1.00, N = 2 ?  347.05 BFQ              x0.29"* ]]
	[[ $output == *"  BFQ low_latency  ##############################             90.00  SE +/- 0.00, N = 2 ?  358.98 BFQ low_latency  x0.25"* ]]
}

@test "label folders without scheduler_plan: results[].kernel_scheduler and label are used" {
	work=$BATS_TEST_TMPDIR/labels
	cp -r tests/fixtures/results/labels "$work"
	jq 'del(.scheduler_plan)' "$work/manifest.json" >"$work/m" && mv "$work/m" "$work/manifest.json"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[[ $output == *"  BFQ low_latency  ##############################             90.00  SE +/- 0.00, N = 2"* ]]
	[[ $output == *"  BFQ              #################################         101.00  SE +/- 1.00, N = 2"* ]]
}

@test "label folders without manifest.json: a folder that is no scheduler's name is left out, named" {
	work=$BATS_TEST_TMPDIR/labels
	cp -r tests/fixtures/results/labels "$work"
	rm "$work/manifest.json"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ]
	[ "${stderr_lines[0]}" = "compare: $work/bfq-low_latency/randread-4k/run-1/schedaio.json: recorded under scheduler \"bfq\", but the folder is \"bfq-low_latency\"; run left out" ]
	[[ $output != *"BFQ low_latency"* ]]
	[[ $output == *"  BFQ           #"* && $output == *"  MQ Deadline   #"* ]]
}

@test "a label folder's run recorded under another kernel scheduler: left out, not mislabelled" {
	work=$BATS_TEST_TMPDIR/labels
	cp -r tests/fixtures/results/labels "$work"
	f=$work/bfq-low_latency/randread-4k/run-2/schedaio.json
	sed -i 's/"scheduler": "bfq"/"scheduler": "mq-deadline"/' "$f"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ]
	[ "${stderr_lines[0]}" = "compare: $f: recorded under scheduler \"mq-deadline\", but the folder \"bfq-low_latency\" ran \"bfq\" (manifest.json); run left out" ]
	[[ $output == *"  BFQ low_latency  ##############################             90.00  SE +/- 0.00, N = 1"* ]]
}

@test "two folders whose rows would share a label get the folder name" {
	# a kernel-name entry "bfq" (kernel default low_latency=1) beside "BFQ low_latency"
	work=$BATS_TEST_TMPDIR/labels
	cp -r tests/fixtures/results/labels "$work"
	jq '.scheduler_plan[0] |= (.label = null | .tunables = {}) |
		(.results[] | select(.scheduler == "bfq")) |= (.label = null | .tunables = {})' \
		"$work/manifest.json" >"$work/m" && mv "$work/m" "$work/manifest.json"
	for f in "$work"/bfq/randread-4k/run-*/schedaio.json; do
		jq '.schema = 1 | .target |= del(.label, .tunables)' "$f" >"$f.new" && mv "$f.new" "$f"
	done
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 0 ]
	[[ $output == *"  BFQ low_latency (bfq)              #"*"101.00  SE +/- 1.00, N = 2"* ]]
	[[ $output == *"  BFQ low_latency (bfq-low_latency)  #"*"90.00  SE +/- 0.00, N = 2"* ]]
}

@test "scripts/plots: an unknown --reference is refused (exit 2) before anything is removed or written" {
	local study=$BATS_TEST_TMPDIR/study
	cp -r "$MINI" "$study"
	mkdir "$study/plots"
	touch "$study/plots/keep.png"
	run --separate-stderr scripts/plots --reference laptop-4.13 --reference nosuch "$study"
	echo "$status: $stderr"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == "plots: --reference nosuch: no reference set ("*"/results/reference/nosuch.json missing); the published sets: epyc-4.19, laptop-4.13, laptop-4.15 (see --help)" ]]
	[ -f "$study/plots/keep.png" ]
	[ ! -e "$study/compare.txt" ]
	run --separate-stderr scripts/plots --reference "$BATS_TEST_TMPDIR/none.json" "$study"
	[ "$status" -eq 2 ]
	[ ! -e "$study/compare.txt" ]
}

@test "hosts fixture (run-pack --hosts layout): rows '<host>: <label>', a table per host and one across" {
	run --separate-stderr scripts/compare tests/fixtures/results/hosts
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	# db2's fio.json files are db1's with bw and iops doubled (the same engine files).
	# Per host, in hosts[] order, each ranked and marked among its own rows:
	[[ $output == *$'randread-4k on db1: MB/s (more is better)\n  db1: MQ None      ########################################  125.50  SE +/- 0.50, N = 2 ?  N < 3  top; undecidable: N < 3\n  db1: MQ Deadline  ################################          101.00  SE +/- 1.00, N = 2 ?  N < 3  -19.5 % vs db1: MQ None, undecidable: N < 3\n\nrandread-4k on db2: MB/s (more is better)\n  db2: MQ None      ########################################  251.00'* ]]
	# beside them, the scheduler effect with the host as a block: db1 and db2 both -19.5 %
	# (101 / 125.5 - 1 = 202 / 251 - 1), so the paired interval has no width
	[[ $output == *$'randread-4k, all hosts, host-paired over 2 hosts: MB/s (more is better)\n  MQ None                         188.25  best\n  MQ Deadline                     151.50  -19.5 % (-19.5 to -19.5 %) vs MQ None over 2 hosts\n'* ]]
	# then across hosts:
	[[ $output == *$'randread-4k, all hosts: MB/s (more is better)\n  db2: MQ None '* ]]
	[[ $output == *"  db2: MQ None      ########################################  251.00  SE +/- 1.00, N = 2"* ]]
	[[ $output == *"  db1: MQ None      ####################                      125.50  SE +/- 0.50, N = 2"* ]]
	[[ $output == *"  db1: MQ Deadline  ################                          101.00  SE +/- 1.00, N = 2"* ]]
	[[ $output == *"  db2: MQ Deadline  ################################          202.00  SE +/- 2.00, N = 2"* ]]
	[[ $output != *"no usable runs"* ]]
}

@test "hosts fixture --html: the tables of the text, per cell and metric each host's then the one across" {
	local h=$BATS_TEST_TMPDIR/h
	run --separate-stderr scripts/compare --html "$h" tests/fixtures/results/hosts
	[ "$status" -eq 0 ]
	local text=$output
	run grep -o '<h3>[^<]*</h3>' "$h/index.html"
	# 5 metrics x (db1, db2, all hosts), in the text's order and with its titles
	[ "${#lines[@]}" -eq 15 ]
	[ "${lines[0]}" = "<h3>randread-4k on db1: MB/s</h3>" ]
	[ "${lines[1]}" = "<h3>randread-4k on db2: MB/s</h3>" ]
	[ "${lines[2]}" = "<h3>randread-4k, all hosts: MB/s</h3>" ]
	[ "${lines[14]}" = "<h3>randread-4k, all hosts: p99.9 completion latency, usec</h3>" ]
	# and in the text 5 host-paired tables beside them
	[ "$(grep -c ' is better)$' <<<"$text")" -eq 20 ]
	# 15 tables, and beside each table across hosts its host-paired effect (5)
	[ "$(grep -c '<table class=metric>' "$h/index.html")" -eq 20 ]
	[ "$(grep -c '<p>Host-paired over 2 hosts' "$h/index.html")" -eq 5 ]
	grep -q '<tr><td>MQ Deadline</td><td class=n>151.50</td><td>-19.5 % (-19.5 to -19.5 %) vs MQ None over 2 hosts</td></tr>' "$h/index.html"
	# db2's own table: db2's rows only, its own bars (the best 240 px)
	run sed -n '/<h3>randread-4k on db2: MB\/s<\/h3>/,/<\/table>/p' "$h/index.html"
	[ "$(grep -c '<tr><td>db2: ' <<<"$output")" -eq 2 ]
	[ "$(grep -c '<tr><td>db1: ' <<<"$output")" -eq 0 ]
	[[ $output == *'<tr><td>db2: MQ None</td><td class=bar><div style="width:240px"></div></td><td class=n>251.00</td>'* ]]
	# the one across hosts: all four rows, db1's best at half of db2's
	run sed -n '/<h3>randread-4k, all hosts: MB\/s<\/h3>/,/<\/table>/p' "$h/index.html"
	[ "$(grep -c '<tr><td>db[12]: ' <<<"$output")" -eq 4 ]
	[[ $output == *'<tr><td>db1: MQ None</td><td class=bar><div style="width:120px"></div></td><td class=n>125.50</td>'* ]]
}

@test "hosts fixture: a run the manifest marks failed on one host is left out of that host only" {
	work=$BATS_TEST_TMPDIR/hosts
	cp -r tests/fixtures/results/hosts "$work"
	jq '(.results[] | select(.host == "db2" and .scheduler == "none" and .run == 2) | .status) = "failed"' \
		"$work/manifest.json" >"$work/m" && mv "$work/m" "$work/manifest.json"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ] # runs left out
	[[ $output == *"note: db2/none/randread-4k/run-2: manifest.json marks it \"failed\"; left out"* ]]
	[[ $output == *"db2: MQ None "*"N = 1"* ]]
	[[ $output == *"db1: MQ None "*"N = 2"* ]]
}

@test "the spread threshold is the study's manifest rsd_threshold (3.5 % without one)" {
	local s=$BATS_TEST_TMPDIR/why
	cp -r tests/fixtures/results/why "$s"
	jq '.rsd_threshold = 50' "$s/manifest.json" >"$s/m"
	mv "$s/m" "$s/manifest.json"
	run --separate-stderr scripts/compare "$s"
	[ "$status" -eq 0 ]
	[[ $output == *"runs spread above 50.0 % (sd / mean; the run-count threshold)"* ]]
	run ! grep -q "% > 3.5 %" <<<"$output"
	# two studies with different thresholds (mini has none: 3.5 %): each row says its own
	run --separate-stderr scripts/compare "$s" tests/fixtures/results/mini
	[[ $output == *"each study's run-count threshold"* ]]
	jq 'del(.rsd_threshold)' "$s/manifest.json" >"$s/m"
	mv "$s/m" "$s/manifest.json"
	run --separate-stderr scripts/compare "$s"
	[[ $output == *"runs spread above 3.5 % (sd / mean; the run-count threshold)"* ]]
}

@test "the committed full study: every row of every table has its verdict (difference and 95 % interval, or best), far runs named" {
	run --separate-stderr scripts/compare results/20261130-194306-laptop
	[ "$status" -eq 0 ]
	# rows of the ranked tables (not the merge ratio: neither way is better)
	awk '/ is better\)/ { on = ($0 !~ /merge ratio/); next } /^$/ { on = 0 } on && /^  [^ ]/' <<<"$output" >"$BATS_TEST_TMPDIR/rows"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/rows")" -eq 160 ] # 8 cells x 5 metrics x 4 schedulers
	run grep -vE '(best; resolves [0-9.]+ %|[-+][0-9.]+ % \([-+][0-9.]+ to [-+][0-9.]+ %\) vs [A-Za-z_ ]+; resolves [0-9.]+ %), 5 % needs N (=|>) [0-9]+$' "$BATS_TEST_TMPDIR/rows"
	[ -z "$output" ]
	[ "$(grep -c 'best; resolves' "$BATS_TEST_TMPDIR/rows")" -eq 40 ]
	# a run far from its siblings is named under its row, the data kept (N = 3 still)
	run --separate-stderr scripts/compare results/20261130-194306-laptop
	[[ $output == *$'\n  Kyber            #################################         354.31  SE +/- 71.15, N = 3 ~'*$'\n      far from its siblings, kept in the mean: kyber/randread-4k/run-1/fio.json (212.31)\n'* ]]
}

@test "hosts fixture, db2 changed: the host-paired effect averages each host's own difference (paired t over hosts)" {
	local s=$BATS_TEST_TMPDIR/hosts f
	cp -r tests/fixtures/results/hosts "$s"
	# db2's mq-deadline at 225000 and 229000 KiB/s (25000 more each): 227.00 MB/s against
	# db2's none 251.00
	for f in "$s"/db2/mq-deadline/randread-4k/run-1/fio.json "$s"/db2/mq-deadline/randread-4k/run-2/fio.json; do
		jq '.jobs[0].read.bw += 25000' "$f" >"$f.new"
		mv "$f.new" "$f"
	done
	run --separate-stderr scripts/compare "$s"
	[ "$status" -eq 0 ]
	# per host: db1 101 / 125.5 - 1 = -19.52 %, db2 227 / 251 - 1 = -9.56 %; mean -14.54 %,
	# sd of the two 7.0429, t(0.975; 1) = 12.7062: half width 12.7062 x 7.0429 / sqrt(2)
	# = 63.28: (-77.8 to +48.7 %), not resolved with 2 hosts: '~'. Means of host means:
	# none (125.5 + 251) / 2 = 188.25, mq-deadline (101 + 227) / 2 = 164.00
	[[ $output == *$'randread-4k, all hosts, host-paired over 2 hosts: MB/s (more is better)\n  MQ None                         188.25  best\n  MQ Deadline                     164.00  -14.5 % (-77.8 to +48.7 %) vs MQ None over 2 hosts ~\n'* ]]
}

# bats test_tags=committed
@test "stdout is not repeated on stderr: no line of the tables is also an error line (issue 31)" {
	local d studies
	studies=$(committed_studies)
	for d in $studies "$MINI" tests/fixtures/fio/randread-4k-none.json; do
		run --separate-stderr scripts/compare "$d"
		[ "$status" -eq 0 ] || [ "$status" -eq 3 ] || { echo "$d: exit $status"; return 1; }
		[ -z "$stderr" ] || [ -z "$(grep -Fxf <(printf '%s\n' "${stderr_lines[@]}") <<<"$output")" ] ||
			{ echo "$d: on both: $stderr"; return 1; }
	done
}

@test "a report names the study as given, not where it was: the same from two checkout paths in every format" {
	local a=$BATS_TEST_TMPDIR/one/results b=$BATS_TEST_TMPDIR/two/deeper/results f
	mkdir -p "$a" "$b"
	cp -r tests/fixtures/results/why "$a/study"
	cp -r tests/fixtures/results/why "$b/study"
	for f in text md csv json; do
		scripts/compare --format "$f" "$a/study" >"$BATS_TEST_TMPDIR/a.$f"
		scripts/compare --format "$f" "$b/study" >"$BATS_TEST_TMPDIR/b.$f"
		diff -u "$BATS_TEST_TMPDIR/a.$f" "$BATS_TEST_TMPDIR/b.$f"
	done
	scripts/compare --html "$BATS_TEST_TMPDIR/ha" "$a/study" >/dev/null
	scripts/compare --html "$BATS_TEST_TMPDIR/hb" "$b/study" >/dev/null
	diff -r "$BATS_TEST_TMPDIR/ha" "$BATS_TEST_TMPDIR/hb"
	# an absolute folder by its last component; the runs table's files below it
	grep -qx "Results   study" "$BATS_TEST_TMPDIR/a.text"
	grep -qF ',study/bfq/randwrite-4k/run-1/fio.json,study/bfq/randwrite-4k/run-1/schedaio.json' "$BATS_TEST_TMPDIR/ha/runs.csv"
	run grep -rlF "$BATS_TEST_TMPDIR" "$BATS_TEST_TMPDIR/ha" "$BATS_TEST_TMPDIR/a.text" \
		"$BATS_TEST_TMPDIR/a.md" "$BATS_TEST_TMPDIR/a.csv" "$BATS_TEST_TMPDIR/a.json"
	[ "$status" -eq 1 ]
	# a relative one as given
	run --separate-stderr scripts/compare "tests/fixtures/results/why"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "Results   tests/fixtures/results/why" ]
}
