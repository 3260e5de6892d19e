#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr: set by bats' run --separate-stderr
# compare-unranked.bats: a table without a verdict for where its rows ran (compare/model/accel.c:
# a study run under qemu's tcg, a --kernel study's tcg share, rows on different accelerators)
# has no order but the study's (model.h model_table.unranked): its rows in scheduler order as
# run, never by mean, in text, md, csv, json (rank null), pts and the report; and the overview
# matrix (the report's, overview-mbps.png's data) shows no fraction and no colour for it, but
# "no verdict" with its legend. Fixtures: copies of tests/fixtures/results/mini (3 runs per row,
# as compare-tcg.bats makes them: its write-4k MB/s has MQ Deadline 91.50 above MQ None 80.50,
# while the study ran none first) and tests/fixtures/results/kernels. No root. ~6 s.

bats_require_minimum_version 1.5.0

load helpers

COMPARE=$TOP/scripts/compare
MINI=$TOP/tests/fixtures/results/mini
KERNELS=$TOP/tests/fixtures/results/kernels

setup() {
	common_setup
}

teardown() {
	common_teardown
}

# study DIR ACCEL: a copy of the mini fixture in DIR, 3 runs per row, manifest accel ACCEL.
study() {
	local r
	cp -r "$MINI" "$1"
	for r in "$1"/*/*/run-1; do
		cp -r "$r" "${r%run-1}run-3"
	done
	jq --arg a "$2" '.accel = $a | .runs = 3 | .results += [.results[] | select(.run == 1) | .run = 3]' \
		"$MINI/manifest.json" >"$1/manifest.json"
}

# rows TITLE: the row labels of the text table TITLE (from $output), in order, one a line.
rows() {
	awk -v t="$1" '$0 == t { on = 1; next } on && !/^  [A-Z]/ { exit }
		on { sub(/^  /, ""); sub(/  +#.*/, ""); print }' <<<"$output"
}

@test "native: write-4k MB/s ranked by mean (the fixture can show what tcg must not do)" {
	study "$WORK/n" native
	run --separate-stderr "$COMPARE" "$WORK/n"
	[ "$status" -eq 0 ]
	[ "$(rows 'write-4k: MB/s (more is better)' | tr '\n' ,)" = "MQ Deadline,MQ None," ]
}

@test "tcg: every table in the study's order, in text, md, csv, json and pts" {
	study "$WORK/t" tcg
	run --separate-stderr "$COMPARE" "$WORK/t"
	[ "$status" -eq 0 ]
	[ "$(rows 'write-4k: MB/s (more is better)' | tr '\n' ,)" = "MQ None,MQ Deadline," ]
	[ "$(rows 'randread-4k: p99 completion latency, usec (less is better)' | tr '\n' ,)" = "MQ None,MQ Deadline," ]
	grep -qF "no verdict in this table, its rows in the study's order" <<<"$output"
	run --separate-stderr "$COMPARE" --format md "$WORK/t"
	[ "$status" -eq 0 ]
	[ "$(awk '/^### write-4k: MB\/s/ { on = 1 } on && /^\| MQ/ { print $2, $3; n++ } n == 2 { exit }' <<<"$output" | tr '\n' ,)" = "MQ None,MQ Deadline," ]
	run --separate-stderr "$COMPARE" --format csv "$WORK/t"
	[ "$status" -eq 0 ]
	# (a tcg row's label is quoted: it holds a comma)
	[ "$(sed 's/"[^"]*"//g' <<<"$output" | awk -F, '$2 == "write-4k" && $3 == "mbps" { print $8 }' | tr '\n' ,)" = "none,mq-deadline," ]
	run --separate-stderr "$COMPARE" --format json "$WORK/t"
	[ "$status" -eq 0 ]
	[ "$(jq -r '[.tables[] | select(.cell == "write-4k" and .metric == "mbps") | .rows[].key] | join(",")' <<<"$output")" = "none,mq-deadline" ]
	[ "$(jq '[.tables[].rows[] | select(.rank != null)] | length' <<<"$output")" -eq 0 ]
	run --separate-stderr "$COMPARE" --format pts "$WORK/t"
	[ "$status" -eq 0 ]
	[ "$(awk '/<Arguments>write-4k</ { on = 1 } on && /<Proportion>HIB/ { hib = 1 }
		on && hib && /<Identifier>MQ/ { gsub(/ *<\/?Identifier>/, ""); print; n++ } n == 2 { exit }' <<<"$output" | tr '\n' ,)" = "MQ None,MQ Deadline," ]
}

@test "tcg: the overview shows no fraction and no colour, 'no verdict' with its legend" {
	study "$WORK/t" tcg
	run --separate-stderr "$COMPARE" --plots "$WORK/p" --html "$WORK/h" "$WORK/t"
	[ "$status" -eq 0 ]
	sed -n '/<table class=matrix>/,/<\/table>/p' "$WORK/h/index.html" >"$WORK/matrix"
	grep -qF '<b>no verdict</b>: an emulated CPU (tcg)' "$WORK/matrix"
	[ "$(grep -o '>no verdict</td>' "$WORK/matrix" | wc -l)" -ge 4 ]
	run ! grep -E 'background:|>[0-9]\.[0-9]{2}[ *~?!]*</td>' "$WORK/matrix"
	# the plot's data: text "no verdict", no score, white
	run awk -F'\t' '!/^#/ && ($4 != "\"no verdict\"" || $3 != "" || $7 != 16777215)' "$WORK/p/data/overview-mbps.tsv"
	[ -z "$output" ]
	grep -qF 'no verdict: an emulated CPU (tcg)' "$WORK/p/plots.gp"
	# the report's per-cell table in the study's order
	awk '/<h[23][^>]*>write-4k/ { on = 1 } on' "$WORK/h/index.html" | grep -m2 -oE '<td>MQ (None|Deadline)</td>' >"$WORK/order"
	[ "$(tr -d '\n' <"$WORK/order")" = "<td>MQ None</td><td>MQ Deadline</td>" ]
}

@test "a --kernel study with a tcg share: the table across kernels in the study's order, no fraction" {
	cp -r "$KERNELS" "$WORK/k"
	# rows across kernels: host's, then debian's, each in scheduler order (none, bfq); by mean
	# (p99 14701.91, 51560.45, 36962.30 usec, less is better) debian's bfq would come first
	run --separate-stderr "$COMPARE" --format json "$WORK/k"
	[ "$status" -eq 0 ]
	[ "$(jq -r '[.tables[] | select(.cell == "randread-4k" and .metric == "p99_us") | .rows[].label] | join(",")' <<<"$output")" = \
	  "Linux 6.18.44: MQ None,Linux 6.12.118 (emulated CPU): MQ None,Linux 6.12.118 (emulated CPU): BFQ low_latency" ]
	run --separate-stderr "$COMPARE" --html "$WORK/h" "$WORK/k"
	[ "$status" -eq 0 ]
	sed -n '/<table class=matrix>/,/<\/table>/p' "$WORK/h/index.html" >"$WORK/matrix"
	grep -qF '>no verdict</td>' "$WORK/matrix"
	run ! grep -E 'background:|>[0-9]\.[0-9]{2}[ *~?!]*</td>' "$WORK/matrix"
}
