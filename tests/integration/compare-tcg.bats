#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr: set by bats' run --separate-stderr
# compare-tcg.bats: a plain study (no --kernel, no --hosts) whose manifest says run-pack ran
# under qemu's tcg (top-level "accel": "tcg", as `scripts/guest -- scripts/run-pack` writes
# it) gets the rule of a --kernel study's tcg share (compare/model/accel.c): its header's
# Kernel line names it, every table carries the note "emulated CPU: functional, not a
# measurement" (text, md, json, html; csv beside each label, pts in each System's Notes) and
# no verdict: no difference, interval, "~", "?", "needs N", best, csv rank, report star; and
# no order but the study's (scheduler order as run, also a --kernel study's tcg share: the
# table across kernels), no fraction or colour in the overview matrix, but "no verdict".
# Fixture: a copy of
# tests/fixtures/results/mini with a third run per row (run-1 again: N = 3, so that a native
# copy has a best and intervals), its manifest edited by jq; tests/fixtures/results/kernels and
# hosts. No root. ~10 s.

bats_require_minimum_version 1.5.0

load helpers

COMPARE=$TOP/scripts/compare
FIX=$TOP/tests/fixtures/results/mini
MARK='emulated CPU: functional, not a measurement'
VERDICT=' vs |best|resolves|needs N|undecidable| ~ | \? '

setup() {
	common_setup
}

teardown() {
	common_teardown
}

# study DIR ACCEL: a copy of the fixture in DIR, 3 runs per row, manifest accel ACCEL.
study() {
	local r
	cp -r "$FIX" "$1"
	for r in "$1"/*/*/run-1; do
		cp -r "$r" "${r%run-1}run-3"
	done
	jq --arg a "$2" '.accel = $a | .runs = 3 | .results += [.results[] | select(.run == 1) | .run = 3]' \
		"$FIX/manifest.json" >"$1/manifest.json"
}

# tables: the text tables of $1 (compare's text), header and legends left out.
tables() {
	awk '/^$/ { on = 1 } on' <<<"$1"
}

@test "a native copy has verdicts (the fixture can show what tcg must remove)" {
	study "$WORK/n" native
	run --separate-stderr "$COMPARE" "$WORK/n"
	[ "$status" -eq 0 ]
	grep -qE "$VERDICT" <<<"$(tables "$output")"
	run ! grep -qF "$MARK" <<<"$output"
}

@test "a study run under tcg: its Kernel line names it, every table says why, no verdict (text, md)" {
	study "$WORK/t" tcg
	run --separate-stderr "$COMPARE" "$WORK/t"
	[ "$status" -eq 0 ]
	grep -qxF "Kernel    6.18.44, fio-3.33, tcg ($MARK)" <<<"$output"
	[ "$(grep -c ' (more is better)$\| (less is better)$' <<<"$output")" -eq \
	  "$(grep -cF "  $MARK: Linux 6.18.44 (emulated CPU) ran on qemu's tcg, its timings measure the emulator: no verdict in this table" <<<"$output")" ]
	run ! grep -E "$VERDICT" <<<"$(tables "$output")"
	run --separate-stderr "$COMPARE" --format md "$WORK/t"
	[ "$status" -eq 0 ]
	grep -qF "tcg ($MARK)" <<<"$output"
	grep -qF "$MARK: Linux 6.18.44" <<<"$output"
	run ! grep -E "$VERDICT" <<<"$(grep '^| [^|]' <<<"$output")" # the tables' rows
}

@test "a study run under tcg: csv and json mark every row and rank none" {
	local rows
	study "$WORK/t" tcg
	run --separate-stderr "$COMPARE" --format csv "$WORK/t"
	[ "$status" -eq 0 ]
	rows=$(tail -n +2 <<<"$output")
	[ "$(wc -l <<<"$rows")" -gt 4 ]
	[ "$(wc -l <<<"$rows")" -eq "$(grep -cF "[$MARK]" <<<"$rows")" ]
	run ! grep -E '^[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[0-9]' <<<"$rows" # the rank column
	run --separate-stderr "$COMPARE" --format json "$WORK/t"
	[ "$status" -eq 0 ]
	[ "$(jq -r '.runs[0].accel' <<<"$output")" = tcg ]
	[ "$(jq '[.tables[] | .rows[] | select(.diff_pct != null or .best or .not_significant or .undecidable)] | length' <<<"$output")" -eq 0 ]
	[ "$(jq '[.tables[] | select(.best != null)] | length' <<<"$output")" -eq 0 ]
	[ "$(jq '[.tables[] | select(any(.notes[]?; contains("'"$MARK"'")) | not)] | length' <<<"$output")" -eq 0 ]
}

@test "a study run under tcg: the report names it and stars nothing; composite.xml names it" {
	study "$WORK/t" tcg
	run --separate-stderr "$COMPARE" --html "$WORK/h" "$WORK/t"
	[ "$status" -eq 0 ]
	grep -qF "tcg ($MARK)" "$WORK/h/index.html"
	grep -qF "$MARK: Linux 6.18.44" "$WORK/h/index.html"
	run ! grep -E '<td>(best|top)[;,]|<td>[+-][0-9.]+ % | vs |needs N|[0-9]\.[0-9]{2} [*~?]</td>' "$WORK/h/index.html"
	run --separate-stderr "$COMPARE" --format pts "$WORK/t" # no verdict there: each System says it
	[ "$status" -eq 0 ]
	[ "$(grep -c '<Notes>' <<<"$output")" -eq 2 ]
	[ "$(grep -cF "<Notes>$MARK; scheduler: " <<<"$output")" -eq 2 ]
}

@test "a tcg study beside a native one: no verdict across them either" {
	study "$WORK/t" tcg
	study "$WORK/n" native
	run --separate-stderr "$COMPARE" "$WORK/n" "$WORK/t"
	[ "$status" -eq 0 ]
	grep -qF "rows ran on different accelerators: no verdict in this table" <<<"$output"
	run ! grep -E "$VERDICT" <<<"$(tables "$output")"
}

@test "a --hosts study: the top-level accel is the controller's, not its hosts' (no emulated-CPU mark, its rows judged)" {
	cp -r "$TOP/tests/fixtures/results/hosts" "$WORK/h"
	jq '.accel = "tcg"' "$TOP/tests/fixtures/results/hosts/manifest.json" >"$WORK/h/manifest.json"
	local text
	run --separate-stderr "$COMPARE" "$WORK/h"
	[ "$status" -eq 0 ]
	text=$output
	grep -qE 'top; undecidable: N < 3' <<<"$text" # judged: a test wanted, too few runs
	run ! grep -qF "$MARK" <<<"$text"
	run ! grep -qF 'no verdict' <<<"$text"
	run --separate-stderr "$COMPARE" --format json "$WORK/h"
	[ "$status" -eq 0 ]
	[ "$(jq '[.tables[].rows[] | select(.rank == null)] | length' <<<"$output")" -eq 0 ]
	[ "$(jq -r '.runs[0].accel' <<<"$output")" = null ]
}

# No order either (model.h model_table.unranked): the study's, in every format; the overview
# shows "no verdict", no fraction, no colour. The mini fixture's write-4k MB/s has MQ Deadline
# 91.50 above MQ None 80.50, while the study ran none first.

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
	cp -r "$TOP/tests/fixtures/results/kernels" "$WORK/k"
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
