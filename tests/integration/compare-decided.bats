#!/usr/bin/env bats
# tests/run: check
# compare-decided.bats: compare's verdicts of a run-pack --until-decided study are the rule's
# that added its runs (issue 30: one rule, lib/seqtest, for study/decide.c and
# compare/model/seqverdict.c), on the committed decided studies (listed from git: helpers.bash
# committed_studies; those whose manifest has runs_mode "decided"):
# - every row of the decided tables (MB/s; start-up seconds) has the rule's state, and the
#   rows of a cell share one reference row;
# - the reference is the scheduler the manifest's reasons call "the best", and every "vs X"
#   reason names it;
# - no run was added to a pair after its last look (each row's N is the rule's N);
# - the text says so in its Runs line and in the rows' words, never Welch's "resolves";
# - csv's until_decided_* columns hold json's verdict.until_decided on every row.
# Needs build/compare and jq; no root, no devices.

bats_require_minimum_version 1.5.0

load helpers

# setup lists the committed studies, so every test here reads them
# bats file_tags=committed

setup() {
	cd "$BATS_TEST_DIRNAME/../.." || return 1
	STUDIES=()
	local d list
	list=$(committed_studies)
	for d in $list; do
		[ "$(jq -r .runs_mode "$d/manifest.json")" = decided ] && STUDIES+=("$d")
	done
	[ "${#STUDIES[@]}" -ge 1 ] || skip "no committed decided study"
}

# decided_rows DIR: per row of DIR's decided tables: "cell key n state vs n_rule".
decided_rows() {
	build/compare --format json "$1" 2>/dev/null | jq -r '.tables[] | select(.metric == "mbps" or .metric == "startup_s") |
		.cell as $c | .rows[] | "\($c)\t\(.key)\t\(.n)\t\(.verdict.until_decided.state // "-")\t\(.verdict.until_decided.vs // "-")\t\(.verdict.until_decided.n // "-")"'
}

@test "every decided row has the rule's state, one reference per cell, and its N is the rule's" {
	local d
	for d in "${STUDIES[@]}"; do
		run decided_rows "$d"
		[ "$status" -eq 0 ]
		[ -n "$output" ]
		echo "$output"
		run awk -F'\t' '$4 == "-" { print "no state: " $0; bad = 1 }
			$4 == "reference" { refs[$1]++ }
			{ vs[$1 FS $5] = 1; cells[$1] = 1 }
			$4 != "reference" && $3 != $6 { print "N is not the rule'"'"'s: " $0; bad = 1 }
			END { for (c in cells) if (refs[c] != 1) { print c ": " refs[c] + 0 " references"; bad = 1 }
			      for (k in vs) { split(k, a, FS); n[a[1]]++ }
			      for (c in n) if (n[c] != 1) { print c ": rows compared with " n[c] " rows"; bad = 1 }
			      exit bad }' <<<"$output"
		echo "$output"
		[ "$status" -eq 0 ]
	done
}

@test "the reference is the scheduler run-pack's reasons call the best, and every 'vs X' names it" {
	local d cell ref m
	for d in "${STUDIES[@]}"; do
		m=$d/manifest.json
		[ "$(jq -r '.pack.name // .pack' "$m")" != startup ] || continue # keys are labels there
		while IFS=$'\t' read -r cell ref; do
			run jq -r --arg c "$cell" --arg r "$ref" '.results[] | select(.cell == $c and .added_because != null) |
				select((.added_because | startswith("until decided: the best")) != (.scheduler == $r) or
				       ((.added_because | test("vs ")) and (.added_because | test("vs " + $r + " ") | not))) |
				"\(.scheduler) run \(.run): \(.added_because)"' "$m"
			echo "$cell (reference $ref): $output"
			[ -z "$output" ]
		done < <(decided_rows "$d" | awk -F'\t' '$4 == "reference" { print $1 "\t" $2 }')
	done
}

@test "the text says the study was decided, in its Runs line and in each decided row's words" {
	local d
	for d in "${STUDIES[@]}"; do
		run --separate-stderr build/compare "$d"
		[ "$status" -eq 0 ]
		[[ $output == *"then until decided within +/- "*"the sequential rule's"* ]]
		run awk '/: (MB\/s|start-up time, s) \(/ { t = 1; next } /^$/ { t = 0 }
			t && /resolves/ { print; bad = 1 } t && /until decided:/ { n++ }
			END { if (!n) { print "no decided row"; bad = 1 } exit bad }' <<<"$output"
		echo "$output"
		[ "$status" -eq 0 ]
	done
}

@test "csv carries each decided row's state, n, vs and pct as json's verdict.until_decided" {
	local d
	for d in "${STUDIES[@]}"; do
		run --separate-stderr build/compare --format json "$d"
		[ "$status" -eq 0 ]
		local want
		want=$(jq -r '.tables[] | .cell as $c | .metric as $m | .rows[] | select(.verdict.until_decided) |
			[$c, $m, .key, .verdict.until_decided.state, .verdict.until_decided.n,
			 .verdict.until_decided.vs, .verdict.until_decided.pct] | map(tostring) | join("|")' <<<"$output")
		[ -n "$want" ]
		run --separate-stderr build/compare --format csv "$d"
		[ "$status" -eq 0 ]
		run awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
			$(c["until_decided_state"]) != "" { print $(c["cell"]) "|" $(c["metric"]) "|" $(c["key"]) "|" \
				$(c["until_decided_state"]) "|" $(c["until_decided_n"]) "|" $(c["until_decided_vs"]) "|" \
				$(c["until_decided_pct"]) }' <<<"$output"
		[ "$status" -eq 0 ]
		[ "$output" = "$want" ] || { diff <(echo "$want") <(echo "$output"); return 1; }
	done
}
