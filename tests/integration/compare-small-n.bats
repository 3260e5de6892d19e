#!/usr/bin/env bats
# tests/run: check
# compare-small-n.bats: honest at small N (issue 31 item 2) on the mini fixture, a synthetic
# study of known means and spreads (randread-4k MB/s: none 125, 126; mq-deadline 100, 102:
# a tight -19.5 % at N = 2, which Welch's df ~1.5 cannot decide). In every format: no row
# claims a difference (no interval, nothing significant, every judged row "?": no test made,
# never "~", which says a test was made; issue 40), no row called best, no interval below
# -100 %, no count of the runs needed (a 2-run spread has 1 degree of freedom: the count's
# own interval spans x0.27 to x39.5, compare/model/verdict.h; "N < 3" instead), the overview
# colours no cell; with a third run (N = 3) the randread difference becomes decidable and
# exactly its cells are coloured.
# Needs build/compare; no root, no devices.

bats_require_minimum_version 1.5.0

setup() {
	cd "$BATS_TEST_DIRNAME/../.." || return 1
	MINI=tests/fixtures/results/mini
}

@test "N = 2, text, md and the report: undecidable in words, no interval, no run count" {
	local f lt
	for f in text md; do
		run --separate-stderr scripts/compare --format "$f" "$MINI"
		[ "$status" -eq 0 ]
		lt='<'
		[ "$f" = text ] || lt='&lt;' # md escapes '<' (render_label)
		[[ $output == *"-19.5 % vs MQ None, undecidable: N $lt 3"* ]]
		[[ $output == *"top; undecidable: N $lt 3"* ]]
		[[ $output != *" to +"* ]]
		[[ $output != *" to -"* ]]
		[[ $output != *"resolves"*"%, 5 % needs"* ]]
		[[ $output != *"needs N"* ]]
	done
	run --separate-stderr scripts/compare --html "$BATS_TEST_TMPDIR/r" "$MINI"
	[ "$status" -eq 0 ]
	grep -qF -- "-19.5 % vs MQ None, undecidable: N &lt; 3" "$BATS_TEST_TMPDIR/r/index.html"
	run ! grep -F "needs N" "$BATS_TEST_TMPDIR/r/index.html"
}

@test "N = 2, csv: significant 0, interval and run count empty, undecidable 1 on every judged row" {
	run --separate-stderr scripts/compare --format csv "$MINI"
	[ "$status" -eq 0 ]
	[[ ${lines[0]} == *",resolve_pct,runs_for_5pct,far_runs,undecidable,"* ]]
	run awk -F, 'NR > 1 && $18 != "" && ($21 != 0 || $19 != "" || $20 != "" || $23 != "" || $25 != 1) { print; bad = 1 }
		NR > 1 && $12 != 0 { print; bad = 1 } END { exit bad }' <<<"$output"
	[ "$status" -eq 0 ]
}

@test "N = 2, json: undecidable, interval and run count null, not significant" {
	local json
	run --separate-stderr scripts/compare --format json "$MINI"
	[ "$status" -eq 0 ]
	json=$output
	run jq -e '[.tables[].rows[].verdict | objects] | length > 0 and
		all(.undecidable == true and .significant == false and .lo_pct == null and .hi_pct == null and
		    .runs_for_5pct == null and .needs_runs == null)' <<<"$json"
	[ "$status" -eq 0 ]
	# every judged row "?" (undecidable, no test made), none "~" nor best
	run jq -e '[.tables[].rows[] | select(.verdict != null)] | length > 0 and
		all(.mark == "?" and .undecidable == true and .not_significant == false and .best == false)' <<<"$json"
	[ "$status" -eq 0 ]
}

@test "N = 2, html overview: every cell grey (no winner picked)" {
	run --separate-stderr scripts/compare --html "$BATS_TEST_TMPDIR/r" "$MINI"
	[ "$status" -eq 0 ]
	run grep -c 'class=n style="background:#d4d4d4"' "$BATS_TEST_TMPDIR/r/index.html"
	[ "$output" -gt 0 ]
	run grep 'class=n style="background:#' "$BATS_TEST_TMPDIR/r/index.html"
	[[ $output != *'background:#4fa86a'* ]]
	run ! grep -E 'class=n style="background:#([0-9a-c][0-9a-f]{5}|d[0-35-9a-f][0-9a-f]{4})"' "$BATS_TEST_TMPDIR/r/index.html"
}

@test "N = 3: the randread difference is decided and exactly its cells are coloured" {
	local work=$BATS_TEST_TMPDIR/mini d sig colored
	cp -r "$MINI" "$work"
	rm "$work/manifest.json" # its results[] lists 2 runs a cell
	for d in "$work"/*/*/run-2; do
		cp -r "$d" "${d%/run-2}/run-3"
	done
	run --separate-stderr scripts/compare --format csv "$work"
	[ "$status" -eq 0 ]
	run awk -F, '$2 == "randread-4k" && $3 == "mbps" && $7 == "MQ Deadline" { print $21, ($19 > -100), $25 }' <<<"$output"
	[ "$output" = "1 1 0" ]
	# MB/s overview: each significant row and, when a column has one, its best are coloured
	sig=$(scripts/compare --format csv "$work" | awk -F, '$3 == "mbps" && $6 > 1 && $21 == 1 { n += 2 } END { print n + 0 }')
	run --separate-stderr scripts/compare --html "$BATS_TEST_TMPDIR/r3" "$work"
	[ "$status" -eq 0 ]
	colored=$(sed -n '/<caption>MB\/s/,/<\/table>/p' "$BATS_TEST_TMPDIR/r3/index.html" |
		grep -o 'class=n style="background:#[0-9a-f]*"' | grep -vc d4d4d4 || true)
	[ "$sig" -ge 2 ]
	[ "$colored" -eq "$sig" ]
}

@test "merge ratio at N = 2: no mark (no best, no test wanted: COMPARE.md), the trust note N < 3" {
	local why=tests/fixtures/results/why json
	run --separate-stderr scripts/compare "$why"
	[ "$status" -eq 0 ]
	run grep -A3 -F 'randwrite-4k: merge ratio' <<<"$output"
	grep -qE 'N = 2  N < 3$' <<<"$output"
	run ! grep -E 'N = 2 [?~]' <<<"$output"
	run --separate-stderr scripts/compare --format json "$why"
	[ "$status" -eq 0 ]
	json=$output
	run jq -e '[.tables[] | select(.metric == "merge_ratio") | .rows[]] | length > 0 and
		all(.n == 2 and .mark == "" and .undecidable == false and .not_significant == false and
		    .verdict == null and .best == false)' <<<"$json"
	[ "$status" -eq 0 ]
}
