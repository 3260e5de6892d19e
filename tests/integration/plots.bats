#!/usr/bin/env bats
# tests/run: check
# plots.bats: compare --plots / --html with results written by someone else. Strings read from
# results files (target.label, cell folder names) that try to run gnuplot or shell commands
# (newlines, quotes, semicolons, EOD, backquotes, system, @macros, backslashes) or to inject
# HTML: no command runs (the marker files never appear) and the report holds no tag from them.
# Needs build/compare and gnuplot; no root, no devices.

bats_require_minimum_version 1.5.0

load helpers

teardown() {
	cleanup_run
}

setup() {
	cd "$BATS_TEST_DIRNAME/../.." || return 1
	MINI=tests/fixtures/results/mini
	command -v gnuplot >/dev/null || skip "gnuplot not installed"
	command -v jq >/dev/null || skip "jq not installed"
	MARK=$BATS_TEST_TMPDIR/pwned
}

# hostile_study DIR: the mini fixture with every string an attacker controls made hostile:
# each engine file's target.label, and the write cell's folder name (no manifest.json, so the
# cells are the folders on disk). Every command in them would create $MARK-<n> (or pwned-<n>
# in gnuplot's working folder, for folder names that cannot hold a '/').
hostile_study() {
	local d=$1 f i=0 label
	cp -r "$MINI" "$d"
	rm "$d/manifest.json"
	local -a labels=(
		$'MQ None\nEOD\nsystem \'touch '"$MARK"$'-1\'\n'
		"x\" . system(\"touch $MARK-2\") . \"y"
		"\`touch $MARK-3\`"
		"a'; system 'touch $MARK-4'; print '"
		"=HYPERLINK(\"http://x\";\"y\") <script>alert(1)</script> & <b>bold</b> \\ \\\" @x"
	)
	while IFS= read -r f; do
		label=${labels[i % ${#labels[@]}]}
		i=$((i + 1))
		jq --arg l "$label" '.target.label = $l' "$f" >"$f.tmp"
		mv "$f.tmp" "$f"
	done < <(find "$d" -name schedaio.json | sort)
	# a cell folder name: ' ends set output '...', a newline ends the line, ` runs a shell
	local cell=$'w\'; system \'touch pwned-5\'; print \'\n`touch pwned-6`\nEOD <img src=x onerror=alert(1)>'
	mv "$d/none/write-4k" "$d/none/$cell"
	mv "$d/mq-deadline/write-4k" "$d/mq-deadline/$cell"
}

# no_marker DIR...: no file named pwned* under any DIR, nor $MARK-*.
no_marker() {
	local found
	found=$(find "$@" "$BATS_TEST_TMPDIR" -name 'pwned*' 2>/dev/null | head -n1)
	if [ -n "$found" ]; then
		echo "a command ran: $found"
		return 1
	fi
}

# compare_hostile OPTION OUT: compare OPTION OUT on a hostile study; no command may have run
# (checked before the exit status: gnuplot may fail after running one), exit 0.
compare_hostile() {
	hostile_study "$BATS_TEST_TMPDIR/s"
	run --separate-stderr scripts/compare "$1" "$2" "$BATS_TEST_TMPDIR/s"
	echo "$stderr"
	no_marker "$2" .
	[ "$status" -eq 0 ]
}

# sweep_study DIR: a synthetic run-pack --sweep study of known means (no fio run): pack cell
# randread-4k swept over iodepth=1,4,16 under none and mq-deadline, 3 runs each; IOPS and p99
# (µs) per run from the table below. At iodepth=1 the two are the same (mq-deadline "~",
# ringed); at 4 mq-deadline is 25 % slower (significant, not ringed) and its p99 30 % higher;
# at 16 the best is mq-deadline (none "~" at N = 3 with a wide spread).
sweep_study() {
	local d=$1 s c run iops p99 v results=()
	mkdir -p "$d"
	while read -r s c run iops p99; do
		v=$d/$s/randread-4k@iodepth=$c/run-$run
		mkdir -p "$v"
		printf '{"fio version": "fio-3.33", "jobs": [{"jobname": "test", "error": 0, "read": {"bw": %d, "iops": %d.0, "io_bytes": %d, "total_ios": %d, "runtime": 1000}, "write": {"bw": 0, "iops": 0.0, "io_bytes": 0, "total_ios": 0, "runtime": 0}}]}\n' \
			$((iops * 4)) "$iops" $((iops * 4096)) "$iops" >"$v/fio.json"
		printf '{"schema": 1, "engine": {"name": "schedaio", "version": "0.1.0"}, "fio_version": "fio-3.33", "job": {"name": "test", "jobnum": 0, "rw": "randread", "bs": 4096, "iodepth": %d, "backend": "libaio"}, "target": {"file": "/x/f", "device": "loop3", "disk": "loop3", "scheduler": "%s", "kernel": "6.18.44"}, "read": {"ios": %d, "bytes": %d, "clat_ns": {"min": 1000, "max": 9000000, "mean": 100000.0, "stddev": 30000.0, "percentile": {"50.000000": 90000, "90.000000": 150000, "99.000000": %d, "99.900000": 8000000, "99.990000": 9000000}}}}\n' \
			"$c" "$s" "$iops" $((iops * 4096)) $((p99 * 1000)) >"$v/schedaio.json"
		results+=("{\"scheduler\": \"$s\", \"cell\": \"randread-4k@iodepth=$c\", \"run\": $run, \"status\": \"ok\"}")
	done <<'RUNS'
none 1 1 10000 100
none 1 2 10100 101
none 1 3 9900 99
mq-deadline 1 1 10050 100
mq-deadline 1 2 9950 102
mq-deadline 1 3 10000 98
none 4 1 40000 200
none 4 2 40400 202
none 4 3 39600 198
mq-deadline 4 1 30000 260
mq-deadline 4 2 30300 262
mq-deadline 4 3 29700 258
none 16 1 60000 400
none 16 2 40000 500
none 16 3 50000 600
mq-deadline 16 1 61000 300
mq-deadline 16 2 60500 301
mq-deadline 16 3 61500 299
RUNS
	local IFS=,
	cat >"$d/manifest.json" <<JSON
{"schema": 1, "run_id": "sweep-synthetic", "quick": true, "runs": 3,
 "pack": {"name": "synthetic", "path": "jobs/laptop", "descriptor": {"name": "synthetic", "mbps_unit": "MiB/s", "cells": ["randread-4k"]}},
 "kernel": "6.18.44", "fio_version": "fio-3.33", "schedulers": ["none", "mq-deadline"], "status": "complete",
 "sweep": {"axes": [{"key": "iodepth", "values": ["1", "4", "16"], "kind": "fio"}],
  "points": [{"cell": "randread-4k@iodepth=1", "base_cell": "randread-4k", "values": {"iodepth": "1"}},
   {"cell": "randread-4k@iodepth=4", "base_cell": "randread-4k", "values": {"iodepth": "4"}},
   {"cell": "randread-4k@iodepth=16", "base_cell": "randread-4k", "values": {"iodepth": "16"}}]},
 "results": [${results[*]}]}
JSON
}

@test "hostile labels and cell names: --plots runs no command, draws every plot" {
	local p=$BATS_TEST_TMPDIR/plots
	compare_hostile --plots "$p"
	# the hostile cell is the second cell: its files are named by us
	[ -s "$p/_cell1-mbps.png" ]
	[ -s "$p/_cell1-latency.png" ]
	[ -s "$p/randread-4k-mbps.png" ]
	[ "$(find "$p" -maxdepth 1 -name '*.png' | wc -l)" -eq 14 ] # 10 tables, 2 curves, 2 overviews
	# no inline data in the script (the data is in data/*.tsv)
	run ! grep -q '<<' "$p/plots.gp"
	[ -s "$p/data/_cell1-mbps.tsv" ]
	# drawing again from the script runs nothing either
	rm "$p"/*.png
	(cd "$p" && gnuplot plots.gp)
	[ -s "$p/_cell1-latency.png" ]
	no_marker "$p" .
}

@test "hostile labels and cell names: --html escapes every one, runs no command" {
	local h=$BATS_TEST_TMPDIR/report
	compare_hostile --html "$h"
	[ -s "$h/index.html" ]
	run ! grep -q '<script\|<b>bold\|<img src=x' "$h/index.html"
	grep -q '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;' "$h/index.html"
	grep -q 'EOD &lt;img src=x onerror=alert(1)&gt;' "$h/index.html"
	# runs.csv: no field a spreadsheet would run as a formula
	grep -q "^[^,]*,\"'=HYPERLINK" "$h/runs.csv"
	run ! grep -q '^[^,]*,"\{0,1\}=' "$h/runs.csv"
}

@test "gnuplot string literals: single quotes doubled, newlines as spaces" {
	# what gp_quote writes, as gnuplot reads it back: the title of a plot of the hostile cell
	local p=$BATS_TEST_TMPDIR/plots
	compare_hostile --plots "$p"
	grep -qF "set title 'w''; system ''touch pwned-5''; print '' \`touch pwned-6\` EOD <img src=x onerror=alert(1)>: MB/s (more is better)' noenhanced" "$p/plots.gp"
}

# The why fixture (tests/fixtures/results/why): 2 runs of mq-deadline and bfq on randwrite-4k
# and write-2m, copied from the committed full study (results/20261130-194306-laptop) with the
# histogram bins dropped and the time series cut to 12 points: engine stats of schema 2 with
# completions, timeseries, devstat and a device chain loop0 -> vda.

@test "why plots: a study with engine stats gets the overview, throughput, completions and device plots" {
	local p=$BATS_TEST_TMPDIR/plots f
	run --separate-stderr scripts/compare --plots "$p" tests/fixtures/results/why
	echo "$stderr"
	[ "$status" -eq 0 ]
	for f in overview-mbps overview-p99_us randwrite-4k-throughput randwrite-4k-completions \
		randwrite-4k-device write-2m-throughput write-2m-completions write-2m-device; do
		[ "$(head -c 4 "$p/$f.png" | od -An -c | tr -d ' ')" = '211PNG' ] || { echo "$f.png"; return 1; }
	done
	for f in overview-mbps randwrite-4k-throughput randwrite-4k-inflight randwrite-4k-reap \
		randwrite-4k-ooo randwrite-4k-device; do
		[ -s "$p/data/$f.tsv" ] || { echo "data/$f.tsv"; return 1; }
	done
	# 2 rows x 2 cells in the overview, every entry "?" (N = 2: no test made, and no best
	# starred: issue 40), grey
	[ "$(grep -vc '^#' "$p/data/overview-mbps.tsv")" -eq 4 ]
	[ "$(grep -c '"[0-9.]* ?"' "$p/data/overview-mbps.tsv")" -eq 4 ]
	[ "$(grep -c '\*' "$p/data/overview-mbps.tsv")" -eq 0 ]
	# the time series: 11 points per row (the 12th, a partial interval, left out), 2 rows
	[ "$(grep -vc '^#\|^$' "$p/data/randwrite-4k-throughput.tsv")" -eq 22 ]
	# the numbers are the engine's: the first point of MQ Deadline (the best row, block 0) is
	# the mean over its 2 runs of bytes / interval, in KiB/s / 1000 (the pack's MB/s); the
	# out-of-order share at distance >= 1 is the runs' out_of_order / N, pooled
	local d=tests/fixtures/results/why/mq-deadline/randwrite-4k want got
	want=$(jq -s 'map(.timeseries.write.bytes[0] / (.timeseries.interval_ns / 1e9) / 1024 / 1000) | add / length' "$d"/run-*/schedaio.json)
	got=$(sed -n 3p "$p/data/randwrite-4k-throughput.tsv" | cut -f2)
	awk -v a="$want" -v b="$got" 'BEGIN { exit !(a > 0 && (a - b) / a < 1e-5 && (b - a) / a < 1e-5) }'
	want=$(jq -s '(map(.completions.out_of_order) | add) / (map(.completions.N) | add) * 100' "$d"/run-*/schedaio.json)
	got=$(sed -n 3p "$p/data/randwrite-4k-ooo.tsv" | cut -f2)
	awk -v a="$want" -v b="$got" 'BEGIN { exit !(a > 0 && (a - b) / a < 1e-5 && (b - a) / a < 1e-5) }'
	grep -q "title 'MQ Deadline: $(printf '%.3g' "$want") % out of order, pooled'" "$p/plots.gp"
	# the device plot: a header and one line per row, devices loop0 and vda
	[ "$(head -n1 "$p/data/randwrite-4k-device.tsv")" = '"row"	"loop0 (device)"	"vda (backing)"	"loop0 (device)"	"vda (backing)"' ]
}

@test "why plots of constant series (no throughput, no merges, nothing in flight): gnuplot writes nothing on stderr" {
	local s=$BATS_TEST_TMPDIR/zeros p=$BATS_TEST_TMPDIR/zp f
	cp -r tests/fixtures/results/why "$s"
	for f in "$s"/*/*/run-*/schedaio.json; do
		jq '.timeseries.write.bytes |= map(0) | .devstat[].merge_ratio = {"read": 0, "write": 0}
			| .completions.inflight = {"N": 10, "mean": 0, "max": 0, "bins": [[0, 10]]}' \
			"$f" >"$f.new"
		mv "$f.new" "$f"
	done
	run --separate-stderr scripts/compare --plots "$p" "$s"
	[ "$status" -eq 0 ]
	# shellcheck disable=SC2154 # stderr: set by bats' run --separate-stderr
	echo "$stderr"
	[ -z "$stderr" ] # not gnuplot's "Warning: empty y range [0:0], adjusting to [0:1]"
	[ -s "$p/randwrite-4k-throughput.png" ]
	[ -s "$p/randwrite-4k-device.png" ]
	[ -s "$p/randwrite-4k-completions.png" ]
}

@test "the out-of-order share is pooled in the plot's key and in the report's table alike" {
	local s=$BATS_TEST_TMPDIR/ooo h=$BATS_TEST_TMPDIR/oh d
	cp -r tests/fixtures/results/why "$s"
	d=$s/mq-deadline/randwrite-4k
	# run 1: 500 of 1000 completions out of order (50 %), run 2: none of 9000. Pooled: 500 of
	# 10000 = 5 %; the mean of the runs' shares would be 25 %.
	jq '.completions |= (.ooo_distance = {"N": 1000, "mean": 0.5, "max": 1, "bins": [[0, 500], [1, 500]]}
		| .out_of_order = 500 | .out_of_order_share = 0.5)' "$d/run-1/schedaio.json" >"$d/x" &&
		mv "$d/x" "$d/run-1/schedaio.json"
	jq '.completions |= (.ooo_distance = {"N": 9000, "mean": 0, "max": 0, "bins": [[0, 9000]]}
		| .out_of_order = 0 | .out_of_order_share = 0)' "$d/run-2/schedaio.json" >"$d/x" &&
		mv "$d/x" "$d/run-2/schedaio.json"
	run --separate-stderr scripts/compare --html "$h" "$s"
	[ "$status" -eq 0 ]
	grep -q "title 'MQ Deadline: 5 % out of order, pooled'" "$h/plots/plots.gp"
	grep -q '<th class=n>out of order %, pooled</th>' "$h/index.html"
	grep -qE '^<tr><td>MQ Deadline</td><td class=n>[0-9.]+</td><td class=n>[0-9.]+</td><td class=n>5</td>' "$h/index.html"
}

@test "why plots: a study without engine stats of schema 2 draws none of them" {
	local p=$BATS_TEST_TMPDIR/plots
	run --separate-stderr scripts/compare --plots "$p" "$MINI"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[ -s "$p/overview-mbps.png" ]
	[ -z "$(find "$p" -name '*-throughput.png' -o -name '*-completions.png' -o -name '*-device.png')" ]
}

@test "--html: summary, table of contents, overview matrix, device stack and warning, preflight, per-run CSV" {
	local h=$BATS_TEST_TMPDIR/report
	run --separate-stderr scripts/compare --html "$h" tests/fixtures/results/why
	echo "$stderr"
	[ "$status" -eq 0 ]
	local i=$h/index.html
	grep -q '<nav><b>Contents</b>' "$i"
	grep -q '<li><a href="#overview">Which scheduler for which workload</a>' "$i"
	grep -q '<li><a href="#cell-1">write-2m</a>' "$i"
	grep -q '<h2 id="cell-1">write-2m</h2>' "$i"
	[ "$(grep -c '<table class=matrix>' "$i")" -eq 2 ]
	grep -q '<th><a href="#cell-0">randwrite-4k</a></th>' "$i"
	# 2 runs per row: every table row and matrix entry says N < 3 (compare's trust notes)
	grep -q 'title="mean [0-9.]* KiB/s/1000; N &lt; 3">' "$i"
	[ "$(grep -c '<td class=warn>N &lt; 3</td></tr>' "$i")" -eq 23 ]
	# the 24th: bfq's two randwrite-4k runs are x3.8 apart in p99: both named, kept
	[ "$(grep -c '<td class=warn>N &lt; 3; far from its siblings, kept in the mean: bfq/randwrite-4k/run-1/fio.json (17547.26), bfq/randwrite-4k/run-2/fio.json (4632.58)</td></tr>' "$i")" -eq 1 ]
	grep -q '<code>loop0 bfq low_latency=1 -&gt; vda mq-deadline</code>' "$i"
	grep -q '<p class=warn><b>Warning:</b> the device under test sits on another scheduled device' "$i"
	grep -q 'ok    no other I/O on loop0 during 1 s' "$i"
	grep -q 'low_latency=1' "$i"
	[ "$(grep -c '<table class=why>' "$i")" -eq 2 ]
	# per cell: 6 tables (MB/s, IOPS, p50, p99, p99.9, merge ratio), the latency curve, 3 why plots
	[ "$(grep -o 'data:image/png;base64,' "$i" | wc -l)" -eq 20 ]
	grep -q 'href="data:text/csv;base64,' "$i"
	# runs.csv: a header and the 8 runs
	[ "$(wc -l <"$h/runs.csv")" -eq 9 ]
	[[ $(sed -n 2p "$h/runs.csv") == *",MQ Deadline,randwrite-4k,1,write,"* ]]
}

@test "--html: the preflight block from run-pack.log when manifest.json has none" {
	local s=$BATS_TEST_TMPDIR/s h=$BATS_TEST_TMPDIR/report
	cp -r tests/fixtures/results/why "$s"
	jq 'del(.preflight)' "$s/manifest.json" >"$s/m" && mv "$s/m" "$s/manifest.json"
	printf 'run-pack: preflight:\n  WARN  swap activity <b>\n  ok    running as root\n[1/8] ...\n' >"$s/run-pack.log"
	run --separate-stderr scripts/compare --html "$h" "$s"
	[ "$status" -eq 0 ]
	grep -q '<b class=warn>WARN  swap activity &lt;b&gt;</b>' "$h/index.html"
	grep -q '^ok    running as root$' "$h/index.html"
	run ! grep -q '\[1/8\]' "$h/index.html"
}

@test "engine files out of bounds or hostile: the part is named and left out, names escaped, no command runs" {
	local s=$BATS_TEST_TMPDIR/s h=$BATS_TEST_TMPDIR/report f
	cp -r tests/fixtures/results/why "$s"
	f=$s/bfq/randwrite-4k/run-1/schedaio.json
	# a bin value beyond any iodepth, a time series longer than the engine writes, and
	# device names that are HTML and gnuplot
	jq '.completions.inflight.bins = [[1, 1], [4294967296, 5]]
	    | .timeseries.write.bytes = [range(5000)]
	    | .target.chain[1].device = "<i>vda</i>"
	    | .devstat[1].device = "vda\nsystem \"touch pwned-7\"\n<i>"' "$f" >"$f.new"
	mv "$f.new" "$f"
	run --separate-stderr scripts/compare --html "$h" "$s"
	echo "$stderr"
	no_marker "$h" .
	[ "$status" -eq 0 ]
	[[ $stderr == *"compare: $f: completions.inflight bins[1] is not [value 0..65536, count >= 0] after the value before it; left out of the plots"* ]]
	[[ $stderr == *"compare: $f: timeseries write.bytes is not an array of at most 4096 points; left out of the plots"* ]]
	grep -q 'loop0 bfq low_latency=1 -&gt; &lt;i&gt;vda&lt;/i&gt; mq-deadline' "$h/index.html"
	run ! grep -q '<i>' "$h/index.html"
	[ -s "$h/plots/randwrite-4k-device.png" ]
	[ -s "$h/plots/randwrite-4k-throughput.png" ]
}

@test "--html on a disk that fills at index.html: one line with path and reason, no half-written report" {
	need_root
	local d=$BATS_TEST_TMPDIR/tiny used idx img_kb
	mkdir "$d"
	mount -t tmpfs -o size=16m,mode=0755 tmpfs "$d" # not 1777: safepath.h
	cleanup_push "umount '$d'"
	run --separate-stderr scripts/compare --html "$d/r" "$MINI"
	[ "$status" -eq 0 ]
	idx=$(stat -c %s "$d/r/index.html")
	rm "$d/r/index.html" "$d/r/runs.csv"
	# room for the plots (drawn again in gnuplot's private folder, then renamed into place:
	# the old images removed first) and half of index.html
	img_kb=$(find "$d/r/plots" -maxdepth 1 -type f \( -name '*.png' -o -name '*.svg' \) -print0 | du -ck --files0-from=- | tail -n1 | cut -f1)
	find "$d/r/plots" -maxdepth 1 -type f \( -name '*.png' -o -name '*.svg' \) -delete
	used=$(df --output=used -k "$d" | tail -n1)
	mount -o remount,size=$((used + img_kb + idx / 2048))k "$d"
	run --separate-stderr scripts/compare --html "$d/r" "$MINI"
	echo "$stderr"
	[ "$status" -eq 1 ]
	[[ $stderr == *"compare: $d/r/"*": No space left on device"* ]]
	[ ! -e "$d/r/index.html" ]
	[ -z "$(find "$d" -name '*.tmp')" ]
	# a full disk under the plots: the data file named with its folder
	rm -rf "${d:?}"/r
	mount -o remount,size=64k "$d"
	run --separate-stderr scripts/compare --plots "$d/p" "$MINI"
	[ "$status" -eq 1 ]
	[[ $stderr == "compare: $d/p/data/"*".tsv: No space left on device" ]]
}

@test "a synthetic sweep: the data file's rings are the verdicts' '~' (never the best), the key names the rings, the files name cell and axis" {
	local d=$BATS_TEST_TMPDIR/sweep out=$BATS_TEST_TMPDIR/sp tsv want got
	sweep_study "$d"
	run --separate-stderr scripts/compare --plots "$out" "$d"
	[ "$status" -eq 0 ]
	[ -s "$out/randread-4k-iodepth-iops.png" ]
	[ -s "$out/randread-4k-iodepth-lat.png" ]
	tsv=$out/data/randread-4k-iodepth-sweep.tsv
	[ -s "$tsv" ]
	[ -z "$(find "$out" -name '_sweep*')" ]
	# the verdicts, per row (a data block) and point: IOPS ring, p99 ring
	run --separate-stderr scripts/compare --format json "$d"
	[ "$status" -eq 0 ]
	want=$(jq -r '.sweeps[0].rows[] | [.iops, .p99_us] | transpose[] |
		map(if .not_significant and (.best | not) then 1 else 0 end) | join(" ")' <<<"$output")
	got=$(awk -F'\t' '!/^#/ && NF == 7 { print $6, $7 }' "$tsv")
	echo "want: $want"
	echo "got: $got"
	[ "$got" = "$want" ]
	# the study's known verdicts: iodepth=1 mq-deadline ~ (IOPS and p99), 16 none ~ (IOPS)
	[ "$(paste -sd' ' <<<"$got")" = "0 0 0 0 1 0 1 1 0 0 0 0" ]
	# the best of each point is never ringed
	run jq -e '[.sweeps[0].rows[] | .iops[], .p99_us[] | select(.best and .not_significant)] | length == 0' <<<"$output"
	[ "$status" -eq 0 ]
	# the key says what a ring is (once per plot that has one), the axis label claims nothing
	[ "$(grep -c "title 'ringed: not shown different from the point''s best IOPS (~, or ? for N < 3)'" "$out/plots.gp")" -eq 2 ]
	[ "$(grep -c "title 'ringed: p99 not shown different from the point''s lowest (~, or ? for N < 3)'" "$out/plots.gp")" -eq 2 ]
	run ! grep -q 'open circle' "$out/plots.gp"
}

@test "a sweep whose every run has the same IOPS and p99 (constant curves): gnuplot writes nothing on stderr" {
	local d=$BATS_TEST_TMPDIR/sweep out=$BATS_TEST_TMPDIR/sp f
	sweep_study "$d"
	for f in "$d"/*/*/run-*/fio.json; do
		jq -c '.jobs[0].read |= (.bw = 40000 | .iops = 10000.0 | .io_bytes = 40960000 | .total_ios = 10000)' \
			"$f" >"$f.new"
		mv "$f.new" "$f"
	done
	for f in "$d"/*/*/run-*/schedaio.json; do
		jq -c '.read.ios = 10000 | .read.bytes = 40960000 | .read.clat_ns.percentile["99.000000"] = 100000' \
			"$f" >"$f.new"
		mv "$f.new" "$f"
	done
	run --separate-stderr scripts/compare --plots "$out" "$d"
	[ "$status" -eq 0 ]
	echo "$stderr"
	[ -z "$stderr" ] # not "Warning: empty y range [10000:10000], adjusting to [9900:10100]"
	[ -s "$out/randread-4k-iodepth-iops.png" ]
	[ -s "$out/randread-4k-iodepth-lat.png" ]
	grep -q "^set yrange \[9900:10100\]$" "$out/plots.gp"
}

@test "a sweep where no point is ringed: no ring key; two families whose names sanitise alike get two files" {
	local d=$BATS_TEST_TMPDIR/sweep out=$BATS_TEST_TMPDIR/sp f
	sweep_study "$d"
	# only iodepth=4 (a significant difference) and 1 with mq-deadline's runs far slower
	for f in "$d"/mq-deadline/randread-4k@iodepth=1/run-*/fio.json; do
		jq '.jobs[0].read.iops = 5000' "$f" >"$f.tmp"
		mv "$f.tmp" "$f"
	done
	jq '.sweep.points |= map(select(.values.iodepth != "16"))' "$d/manifest.json" >"$d/m.tmp"
	mv "$d/m.tmp" "$d/manifest.json"
	run --separate-stderr scripts/compare --plots "$out" "$d"
	[ "$status" -eq 0 ]
	[ "$(grep -c "title 'ringed: not shown different" "$out/plots.gp")" -eq 0 ]
	[ "$(grep -c "title 'ringed: p99 not shown different" "$out/plots.gp")" -eq 2 ]
	# two pack cells whose names have bytes outside the safe set and sanitise alike: two
	# families, two sets of files
	rm -rf "$out"
	for f in "$d"/*/randread-4k@iodepth=*; do
		cp -r "$f" "${f%/*}/copy@${f##*@}"
	done
	jq '.sweep.points |= (map(.base_cell = "rand read/4k") + map(.cell |= sub("^randread-4k"; "copy") | .base_cell = "rand:read 4k"))
		| .results += (.results | map(.cell |= sub("^randread-4k"; "copy")))' "$d/manifest.json" >"$d/m.tmp"
	mv "$d/m.tmp" "$d/manifest.json"
	run --separate-stderr scripts/compare --plots "$out" "$d"
	[ "$status" -eq 0 ]
	ls "$out"
	[ -s "$out/rand-read-4k-iodepth-iops.png" ]
	[ -s "$out/rand-read-4k-iodepth-2-iops.png" ]
	[ -s "$out/data/rand-read-4k-iodepth-2-sweep.tsv" ]
}

@test "a sweep whose numjobs=2 points have no p99 (the committed overhead study) draws its plots: that family gets its IOPS curve and no latency curve, not gnuplot's 'all points y value undefined'" {
	command -v gnuplot >/dev/null || skip "gnuplot not installed"
	out=$BATS_TEST_TMPDIR/plots
	run --separate-stderr scripts/compare --plots "$out" results/20261201-234030-overhead-quick
	[ "$status" -eq 0 ]
	[ -f "$out/randread-4k-iodepth-numjobs-2-iops.png" ]
	[ ! -e "$out/randread-4k-iodepth-numjobs-2-lat.png" ]
	[ -f "$out/randread-4k-iodepth-numjobs-1-lat.png" ]
}

@test "--plots on a disk that fills while gnuplot draws (it exits 0): exit 1, the images named, not 'wrote'" {
	need_root
	local d=$BATS_TEST_TMPDIR/tiny data_kb
	mkdir "$d"
	mount -t tmpfs -o size=16m,mode=0755 tmpfs "$d" # not 1777: safepath.h
	cleanup_push "umount '$d'"
	run --separate-stderr scripts/compare --plots "$d/p" "$MINI"
	[ "$status" -eq 0 ]
	# room for the data files and the script, and for a few of the images only
	data_kb=$(du -sk "$d/p/data" "$d/p/plots.gp" | awk '{ s += $1 } END { print s }')
	rm -rf "${d:?}"/p
	mount -o remount,size=$((data_kb + 96))k "$d"
	run --separate-stderr scripts/compare --plots "$d/p" "$MINI"
	echo "$stderr"
	[ "$status" -eq 1 ]
	[[ $stderr == *"compare: $d/p/plots.gp: gnuplot exited 0 but wrote "*" empty or not at all (the first: "*"; is the disk full?)"* ]]
}

@test "scripts/plots --html: when compare --html fails, its reason is shown, not only its exit status" {
	local study=$BATS_TEST_TMPDIR/study bin=$BATS_TEST_TMPDIR/bin real
	cp -r "$MINI" "$study"
	real=$(command -v gnuplot)
	mkdir "$bin"
	# a gnuplot that draws nothing for the report's plots (in its private folder there) and
	# exits 0 (as on a full disk)
	printf '#!/bin/sh\ncase $PWD in */report/plots/.gnuplot.*) exit 0 ;; esac\nexec %s "$@"\n' "$real" >"$bin/gnuplot"
	chmod +x "$bin/gnuplot"
	SCHEDAIO_GNUPLOT=$bin/gnuplot run --separate-stderr scripts/plots --html "$study"
	echo "$stderr"
	[ "$status" -eq 1 ]
	[[ $stderr == *"compare: $study/report/plots/plots.gp: gnuplot exited 0 but wrote "* ]]
	[[ $stderr == *"plots: scripts/compare --html failed (exit 1)"* ]]
}
