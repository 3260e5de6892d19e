#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# compare.bats: scripts/compare on hand-written results folders (tests/fixtures/results/):
# exact tables and ordering, what MB/s means per pack, the published sets (--reference), the
# formats, --plots and --html, the options and the exit status. Bad input (one clear line on
# stderr for each): compare-bad-files.bats; rows named by --label, label folders and hosts:
# compare-label-folders.bats.
# Needs build/compare (the test runner makes it first); no root, no devices.

bats_require_minimum_version 1.5.0

load helpers
load compare-helpers # setup (the repository top, MINI), copy_mini, expect_stdout

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
