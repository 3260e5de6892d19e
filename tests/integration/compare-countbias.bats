#!/usr/bin/env bats
# tests/run: check
# compare-countbias.bats: compare notes a MB/s or IOPS table whose fio counted, in the window,
# more bytes than the device moved (model/countbias.h; COMPARE.md "Counted before the
# window"): from the engine's devstat[].window_delta of the device under test (role
# "device"), or, for stats without it, from the device model's caps in manifest.json.
# One note line per table, in text, md and json (CSV has no notes), never on stderr.
# A table whose every run has the device's rate (window_delta here; the engine's clean count
# in studies of today) is ranked on it instead, fio's figure beside it, and no row is flagged
# (issue 40); the notes below are of tables ranked on fio's figure (a row without the window:
# kyber's runs here), where a top row whose count bias is at least its lead is not called
# best. Synthetic studies: copies of tests/fixtures/results/mini, edited by jq. No root. ~5 s.

bats_require_minimum_version 1.5.0

load helpers

setup() { common_setup; }
teardown() { common_teardown; }

# compare_ok ARGS...: scripts/compare ARGS, which must succeed; its stdout in OUT, its stderr
# in ERR (bats' run overwrites output and stderr).
compare_ok() {
	run --separate-stderr "$TOP/scripts/compare" "$@"
	echo "compare $*: status $status"
	# shellcheck disable=SC2154 # stderr: set by bats' run --separate-stderr
	[ "$status" -eq 0 ] || { echo "$stderr"; return 1; }
	OUT=$output ERR=$stderr
}

# edit FILE FILTER [JQ ARGS...]: FILE rewritten by jq FILTER.
edit() {
	local f=$1 filter=$2
	shift 2
	jq "$@" "$filter" "$f" >"$f.new" && mv "$f.new" "$f"
}

# window_study DIR: the fixture study with a third row (kyber, a copy of mq-deadline) and, in
# every randread-4k run, read.bytes = fio's io_bytes and a devstat whose "device" entry's
# window_delta has the device's bytes: none 1.4 % below fio's (over-counted), mq-deadline
# equal, kyber 5 % above (other I/O: not noted). A "disk" entry first, far off, is not read.
window_study() {
	local d=$1 s f bytes factor
	cp -r "$TOP/tests/fixtures/results/mini" "$d"
	cp -r "$d/mq-deadline" "$d/kyber"
	for f in "$d"/kyber/*/run-*/schedaio.json; do
		edit "$f" '.target.scheduler = "kyber"'
	done
	edit "$d/manifest.json" '.schedulers += ["kyber"] |
		.results += [.results[] | select(.scheduler == "mq-deadline") | .scheduler = "kyber"]'
	for s in none mq-deadline kyber; do
		case $s in none) factor=1.014 ;; mq-deadline) factor=1 ;; kyber) factor=0.952381 ;; esac
		for f in "$d/$s"/randread-4k/run-*/schedaio.json; do
			bytes=$(jq '.jobs[0].read.io_bytes' "$(dirname "$f")/fio.json")
			# shellcheck disable=SC2016 # $b and $f are jq's (--argjson)
			edit "$f" '.read.bytes = $b | .devstat = [
				{device: "loop9", devt: "", role: "disk", delta: {read_sectors: 1},
				 window_delta: {read_sectors: 1}},
				{device: "loop3", devt: "7:3", role: "device",
				 delta: {read_sectors: (($b / 512 / $f) * 1.2 | floor)},
				 window_delta: {read_sectors: ($b / 512 / $f | floor)}}]' \
				--argjson b "$bytes" --argjson f "$factor"
		done
	done
}

# no_window DIR SCHED: SCHED's runs in DIR without window_delta (stats of an older engine): its
# table can no longer be ranked on the device's rate.
no_window() {
	local f
	for f in "$1/$2"/*/run-*/schedaio.json; do
		edit "$f" 'del(.devstat[].window_delta)'
	done
}

# cap_study DIR: the fixture study (no window_delta) on a device model whose read cap is
# 110e6 bytes/s (107.4 MB/s at KiB/s/1000: none's 125.5 is above, mq-deadline's 101.0
# below), write cap 300e6 (above both), read IOPS cap 20000 (both above in fio's IOPS, but
# the runs have no merge ratio to count device requests by: no IOPS note).
cap_study() {
	cp -r "$TOP/tests/fixtures/results/mini" "$1"
	edit "$1/manifest.json" '.device_model = {name: "laptop", model: {
		read_bps: {value: 110000000}, write_bps: {value: 300000000},
		read_iops: {value: 20000}, write_iops: {value: 100000}}}'
}

@test "window_delta: the over-counted row is noted once per rate table, with its size and the device's rate; the exact and the device-above rows are not" {
	local line
	window_study "$WORK/a"
	no_window "$WORK/a" kyber
	compare_ok "$WORK/a"
	echo "$OUT"
	run -0 grep -F "fio counted" <<<"$OUT"
	[ "${#lines[@]}" -eq 2 ] # randread-4k's MB/s and IOPS tables, one line each
	line=${lines[0]}
	echo "MB/s note: $line"
	[[ $line == *"MQ None: fio counted 1.4 % (1.4 to 1.4 % over 2 runs) more bytes than the device moved in the window"* ]]
	[[ $line == *"ramp_time"* ]]
	[[ $line == *"driver tag"* ]]
	# the device's own rate, in MB/s: 125.50 / 1.014
	[[ $line == *"own rate was 123.8 MB/s"* ]]
	[[ $line != *"MQ Deadline"* ]]
	[[ $line != *"Kyber"* ]]
	[[ ${lines[1]} == *"own rate was 30941.8 IOPS"* ]]
	# in the randread-4k MB/s table, not in write-4k's
	run -0 awk '/^randread-4k: MB\/s/ { t = 1; next } /^$/ { t = 0 } t && /fio counted/ { n++ } END { print n + 0 }' <<<"$OUT"
	[ "$output" -eq 1 ]
	run ! grep -F "fio counted" <<<"$ERR"
}

@test "window_delta: the note in md and json, not in csv, never on stderr" {
	window_study "$WORK/a"
	no_window "$WORK/a" kyber
	compare_ok --format md "$WORK/a"
	run -0 grep -c "MQ None: fio counted 1.4 %" <<<"$OUT"
	[ "$output" -eq 2 ]
	compare_ok --format json "$WORK/a"
	run ! grep -F "fio counted" <<<"$ERR"
	run -0 jq -r '[.tables[] | select(.cell == "randread-4k") | .notes // [] | .[] |
		select(contains("fio counted"))] | length' <<<"$OUT"
	[ "$output" -eq 2 ]
	run -0 jq -r '[.tables[] | select(.cell != "randread-4k") | .notes // [] | .[] |
		select(contains("fio counted"))] | length' <<<"$OUT"
	[ "$output" -eq 0 ]
	compare_ok --format csv "$WORK/a"
	run ! grep -F "fio counted" <<<"$OUT$ERR"
}

@test "window_delta: within 0.5 % is not noted; the note's rule is built once per rate table" {
	window_study "$WORK/a"
	no_window "$WORK/a" kyber
	local f bytes
	for f in "$WORK"/a/none/randread-4k/run-*/schedaio.json; do
		bytes=$(jq '.read.bytes' "$f")
		# shellcheck disable=SC2016 # $b is jq's (--argjson)
		edit "$f" '.devstat[1].window_delta.read_sectors = ($b / 512 / 1.004 | floor)' --argjson b "$bytes"
	done
	compare_ok "$WORK/a"
	run ! grep -F "fio counted" <<<"$OUT"
	SCHEDAIO_DEBUG=builds compare_ok "$WORK/a"
	run -0 grep -c "build countbias randread-4k" <<<"$ERR"
	[ "$output" -eq 2 ]
}

@test "no window_delta: a row above the device model's cap is noted, one below is not, IOPS not without merge ratios" {
	cap_study "$WORK/a"
	compare_ok "$WORK/a"
	echo "$OUT"
	run -0 grep -F "cap of the medium" <<<"$OUT"
	[ "${#lines[@]}" -eq 1 ]
	[[ ${lines[0]} == *"MQ None: 125.5 MB/s, 16.8 % above the read cap of the medium (107.4 MB/s)"* ]]
	[[ ${lines[0]} == *"likely I/O the device completed during ramp_time"* ]]
	[[ ${lines[0]} != *"MQ Deadline"* ]]
	run -0 awk '/^randread-4k: MB\/s/ { t = 1; next } /^$/ { t = 0 } t && /cap of the medium/ { n++ } END { print n + 0 }' <<<"$OUT"
	[ "$output" -eq 1 ]
	run ! grep -F "cap of the medium" <<<"$ERR"
	compare_ok --format md "$WORK/a"
	run -0 grep -c "MQ None: 125.5 MB/s, 16.8 % above the read cap" <<<"$OUT"
	[ "$output" -eq 1 ]
	compare_ok --html "$WORK/report" "$WORK/a"
	run -0 grep -c "MQ None: 125.5 MB/s, 16.8 % above the read cap" "$WORK/report/index.html"
	[ "$output" -eq 1 ]
	# without a device model, no note
	edit "$WORK/a/manifest.json" '.device_model = null'
	compare_ok "$WORK/a"
	run ! grep -F "cap of the medium" <<<"$OUT"
}

# overview_marks FILE METRIC: the overview matrix of METRIC ("MB/s", "p99") in the report FILE,
# one line per marked "!" entry: "row label<TAB>column" (the columns' order from the header).
overview_marks() {
	sed -n "\\%<caption>$2%,\\%</table>%p" "$1" | awk '
		/^<tr><th><\/th>/ { n = split($0, h, "<th><a href=\"#[^\"]*\">"); next }
		/^<tr><th>/ {
			label = $0; sub(/^<tr><th>/, "", label); sub(/<\/th>.*/, "", label)
			m = split($0, td, "<td")
			for (i = 2; i <= m; i++)
				if (td[i] ~ /!<\/td>/) {
					col = h[i]; sub(/<\/a>.*/, "", col)
					print label "\t" col
				}
		}'
}

@test "overview: the counted row's entry marked ! in the report and the plot's data, the legend once; numbers and colours as they were" {
	local h=$WORK/report tsv plain f
	window_study "$WORK/a"
	no_window "$WORK/a" kyber
	compare_ok --html "$h" "$WORK/a"
	# the same study without window_delta (and no device model): no note, no mark
	cp -r "$WORK/a" "$WORK/plain"
	for f in "$WORK"/plain/*/randread-4k/run-*/schedaio.json; do
		edit "$f" 'del(.devstat[].window_delta)'
	done
	compare_ok --html "$WORK/plainreport" "$WORK/plain"
	run ! grep -F "fio counted" "$WORK/plainreport/index.html"
	run -0 overview_marks "$h/index.html" "MB/s"
	echo "$output"
	[ "$output" = "$(printf 'MQ None\trandread-4k')" ]
	run -0 overview_marks "$h/index.html" "p99"
	[ -z "$output" ]
	# MQ None is randread-4k's top (N = 2: "?", grey, not starred): its entry as without the
	# note, the mark after it
	plain=$(grep -F '<tr><th>MQ None</th>' "$WORK/plainreport/index.html")
	run -0 grep -F '<tr><th>MQ None</th>' "$h/index.html"
	echo "$output"
	[[ $plain == *'">1.00 ?</td>'* ]]
	[ "$output" = "${plain/1.00 \?</1.00 ? !<}" ]
	run -0 grep -cF "fio counted I/O the device finished before the window (the table&#39;s note)" "$h/index.html"
	[ "$output" -eq 1 ]
	command -v gnuplot >/dev/null || skip "gnuplot not installed: no plot data"
	tsv=$h/plots/data/overview-mbps.tsv
	[ -f "$tsv" ]
	run -0 awk -F'\t' '$4 ~ /!/ { print $5, $6, $4 }' "$tsv"
	echo "$output"
	[ "$output" = '"randread-4k" "MQ None" "1.00 ? !"' ]
	# the data as without the note but for the mark
	run -0 diff <(sed 's/ !"/"/' "$tsv") "$WORK/plainreport/plots/data/overview-mbps.tsv"
	run -0 awk -F'\t' '$4 ~ /!/' "$h/plots/data/overview-p99_us.tsv"
	[ -z "$output" ]
	run -0 grep -cF "fio counted I/O the device finished before the window" "$h/plots/plots.gp"
	[ "$output" -eq 2 ] # the PNG's and the SVG's xlabel, once each
	run ! grep -F "fio counted I/O the device finished before the window" "$WORK/plainreport/plots/plots.gp"
}

@test "overview: no ! and no legend without a note; the cap rule's row marked too" {
	local h=$WORK/report
	cp -r "$TOP/tests/fixtures/results/mini" "$WORK/plain"
	compare_ok --html "$h" "$WORK/plain"
	run -0 overview_marks "$h/index.html" "MB/s"
	[ -z "$output" ]
	run ! grep -F "fio counted I/O the device finished before the window" "$h/index.html"
	cap_study "$WORK/a"
	compare_ok --html "$WORK/cap" "$WORK/a"
	run -0 overview_marks "$WORK/cap/index.html" "MB/s"
	[ "$output" = "$(printf 'MQ None\trandread-4k')" ]
}

@test "window_delta on every run: ranked on the device's rate, fio's figure beside it, the reason once, no row flagged" {
	window_study "$WORK/a"
	compare_ok "$WORK/a"
	echo "$OUT"
	run ! grep -F "MQ None: fio counted" <<<"$OUT"
	run -0 grep -F "Ranked, judged and drawn on what the device moved while fio counted" <<<"$OUT"
	[ "${#lines[@]}" -eq 2 ] # randread-4k's MB/s and IOPS tables, one line each
	[[ ${lines[0]} == *"or for runs without one fio's figure scaled to the device's bytes in the window (devstat[].window_delta)"* ]]
	[[ ${lines[0]} == *"fio's bytes above the device's: MQ None +1.4 % (+1.4 to +1.4 % over 2 runs)"* ]]
	# each row the device's rate (none: 125.50 / 1.014 = 123.77), fio's beside it
	grep -qE '^  MQ None +#+ +123\.7[0-9]  SE \+/- [0-9.]+, N = 2 \?  fio 125\.50  ' <<<"$OUT"
	compare_ok --format json "$WORK/a"
	[ "$(jq -r '[.tables[] | select(.cell == "randread-4k" and (.metric == "mbps" or .metric == "iops")) | .ranked_on] | join(" ")' <<<"$OUT")" = "device device" ]
	[ "$(jq -r '[.tables[] | select(.cell == "write-4k" and .metric == "mbps") | .ranked_on] | join(" ")' <<<"$OUT")" = fio ]
	compare_ok --html "$WORK/h" "$WORK/a"
	run -0 overview_marks "$WORK/h/index.html" "MB/s"
	[ -z "$output" ]
}

# third DIR: every run-2 of DIR copied as run-3, its fio.json one second later (a copy of a
# run's output is left out), and the manifest's results[] with it: N = 3.
third() {
	local d
	for d in "$1"/*/*/run-2; do
		cp -r "$d" "${d%/run-2}/run-3"
		jq '.timestamp_ms += 1000' "$d/fio.json" >"${d%/run-2}/run-3/fio.json"
	done
	edit "$1/manifest.json" '.results += [.results[] | select(.run == 2) | .run = 3]'
}

@test "ranked on fio's figure: a top row whose count bias is at least its lead is not called best nor starred" {
	local f bytes
	window_study "$WORK/a"
	no_window "$WORK/a" kyber
	third "$WORK/a"
	# MQ None leads MQ Deadline by 24 % (125.3 against 101.0); its count bias 30 %: its lead
	# is fio's count
	for f in "$WORK"/a/none/randread-4k/run-*/schedaio.json; do
		bytes=$(jq '.read.bytes' "$f")
		# shellcheck disable=SC2016 # $b is jq's (--argjson)
		edit "$f" '.devstat[1].window_delta.read_sectors = ($b / 512 / 1.30 | floor)' --argjson b "$bytes"
	done
	compare_ok "$WORK/a"
	echo "$OUT"
	grep -A1 -x 'randread-4k: MB/s (more is better)' <<<"$OUT" |
		grep -q "  top, not called best: fio's count is ahead by more than its lead (the table's note); "
	compare_ok --format json "$WORK/a"
	[ "$(jq -r '.tables[] | select(.cell == "randread-4k" and .metric == "mbps") | "\(.ranked_on) \(.best) \(.rows[0].fio_excess * 100 | round)"' <<<"$OUT")" = "fio null 30" ]
	compare_ok --html "$WORK/h" "$WORK/a"
	run -0 grep -F '<tr><th>MQ None</th>' "$WORK/h/index.html"
	[[ $output == *'>1.00 !</td>'* ]]
	# a bias below its lead (10 % of 24 %): called best
	for f in "$WORK"/a/none/randread-4k/run-*/schedaio.json; do
		bytes=$(jq '.read.bytes' "$f")
		# shellcheck disable=SC2016 # $b is jq's (--argjson)
		edit "$f" '.devstat[1].window_delta.read_sectors = ($b / 512 / 1.10 | floor)' --argjson b "$bytes"
	done
	compare_ok "$WORK/a"
	grep -A1 -x 'randread-4k: MB/s (more is better)' <<<"$OUT" | grep -q "  best; resolves "
}
