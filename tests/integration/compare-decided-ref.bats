#!/usr/bin/env bats
# compare-decided-ref.bats: a decided study (run-pack --until-decided) whose rule's reference
# is not the best mean, in every format (issue 30): the synthetic study of
# tests/fixtures/results/make-decided (randread-4k MB/s: mq-deadline, 130, is the best by the
# first 3 runs and the rule's reference; none's 8 runs average 132.25, the best mean; write-4k:
# the reference is the best mean). In text, md, csv, json and the HTML report (table, overview
# matrix and its plot's data) the reference is the row marked, a note line says why it is not
# the best mean, and csv carries the rule's state in the columns json names
# (verdict.until_decided.* as until_decided_*), CSV-escaped.
# Needs build/compare and jq; no root, no devices.

bats_require_minimum_version 1.5.0

setup() {
	cd "$BATS_TEST_DIRNAME/../.." || return 1
	S=$BATS_TEST_TMPDIR/decided
	tests/fixtures/results/make-decided "$S"
	NOTE='until decided: the reference is MQ Deadline, the best by the first 3 runs, not MQ None, the best mean of all the runs'
}

@test "make-decided: --help, a usage error, a folder that exists" {
	run tests/fixtures/results/make-decided --help
	[ "$status" -eq 0 ]
	[[ $output == "usage: make-decided DEST"* ]]
	run tests/fixtures/results/make-decided
	[ "$status" -eq 2 ]
	run tests/fixtures/results/make-decided "$S"
	[ "$status" -eq 2 ]
}

@test "text and md: the reference's row says so, the best mean's row compares with it, one note line" {
	local f
	for f in text md; do
		run --separate-stderr build/compare --format "$f" "$S"
		[ "$status" -eq 0 ]
		# randread-4k MB/s: MQ None first (the best mean), compared with MQ Deadline
		run awk '/randread-4k: MB\/s/ { t = 1; next } t && /^(  |\| )MQ None / { print; exit }' <<<"$output"
		[[ $output == *"vs MQ Deadline; until decided: open at N = 8"* ]]
		run --separate-stderr build/compare --format "$f" "$S"
		run awk '/randread-4k: MB\/s/ { t = 1; next } t && /^(  |\| )MQ Deadline / { print; exit }' <<<"$output"
		[[ $output == *"until decided: the reference (best of the first runs), N = 8"* ]]
		run --separate-stderr build/compare --format "$f" "$S"
		[ "$(grep -cF "$NOTE" <<<"$output")" -eq 1 ]
		# the note is in the randread-4k MB/s table (before the next table's title)
		run awk -v n="$NOTE" '/: MB\/s \(/ { c = $0 } index($0, n) { print c }' <<<"$output"
		[[ $output == *"randread-4k: MB/s"* ]]
	done
}

@test "csv: until_decided_* columns named as json's keys, the rule's state on every decided row" {
	local keys cols
	run --separate-stderr build/compare --format json "$S"
	[ "$status" -eq 0 ]
	keys=$(jq -r '[.tables[].rows[].verdict.until_decided // empty | keys_unsorted] | unique[] | map("until_decided_" + .) | join(",")' <<<"$output")
	[ -n "$keys" ]
	run --separate-stderr build/compare --format csv "$S"
	[ "$status" -eq 0 ]
	cols=$(head -1 <<<"$output")
	[[ $cols == *",$keys,mixed_media"* ]]
	# by name, not position: state n vs pct of each MB/s row
	run awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		$(c["metric"]) == "mbps" { print $(c["cell"]), $(c["key"]), $(c["until_decided_state"]),
			$(c["until_decided_n"]), $(c["until_decided_vs"]), $(c["until_decided_pct"]) }' <<<"$output"
	[ "${lines[0]}" = "randread-4k none open 8 MQ Deadline 5" ]
	[ "${lines[1]}" = "randread-4k mq-deadline reference 8 MQ Deadline 5" ]
	[ "${lines[2]}" = "write-4k mq-deadline reference 3 MQ Deadline 5" ]
	[ "${lines[3]}" = "write-4k none open 3 MQ Deadline 5" ]
	[ "${#lines[@]}" -eq 4 ]
	# a row without the rule's verdict (IOPS: Welch's) has the four fields empty
	run awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		$(c["metric"]) == "iops" && ($(c["until_decided_state"]) != "" || $(c["until_decided_vs"]) != "") { print; bad = 1 }
		END { exit bad }' <<<"$output"
	[ "$status" -eq 0 ]
}

@test "csv: the reference's label in until_decided_vs is CSV-escaped (a comma, a formula)" {
	local r
	for r in "$S"/mq-deadline/randread-4k/run-*; do
		jq '.target.label = "=cmd|x,MQ Deadline"' "$r/schedaio.json" >"$r/s" && mv "$r/s" "$r/schedaio.json"
	done
	run --separate-stderr build/compare --format csv "$S"
	[ "$status" -eq 0 ]
	run grep -F ',randread-4k,mbps,' <<<"$output"
	[ "${#lines[@]}" -eq 2 ]
	# the label and the vs field: quoted, with the formula guard; never a bare =cmd field
	[[ ${lines[0]} == *',open,8,"'"'"'=cmd|x,MQ Deadline",5,0,'* ]] # then the medium
	[[ ${lines[1]} == *',reference,8,"'"'"'=cmd|x,MQ Deadline",5,0,'* ]] # then the medium
	run grep -E '(^|,)=cmd' <<<"$output"
	[ "$status" -eq 1 ]
}

@test "json: the rule's state and reference, and the note in the table's notes" {
	run --separate-stderr build/compare --format json "$S"
	[ "$status" -eq 0 ]
	run jq -r '.tables[] | select(.metric == "mbps" and .cell == "randread-4k") |
		(.rows[] | "\(.rank) \(.key) \(.verdict.until_decided.state) \(.verdict.until_decided.vs)"), (.notes | length)' <<<"$output"
	[ "${lines[0]}" = "1 none open MQ Deadline" ]
	[ "${lines[1]}" = "2 mq-deadline reference MQ Deadline" ]
	[ "${lines[2]}" = "1" ]
	run --separate-stderr build/compare --format json "$S"
	run jq -r --arg n "$NOTE" '[.tables[] | select(.notes) | .notes[] | select(startswith($n))] | length' <<<"$output"
	[ "$output" = 1 ]
	# write-4k: the reference is the best mean, no note
	run --separate-stderr build/compare --format json "$S"
	run jq -r '.tables[] | select(.metric == "mbps" and .cell == "write-4k") | .notes // [] | length' <<<"$output"
	[ "$output" = 0 ]
}

@test "html: the overview's * on the reference, not on the best mean, with the note; the plot's data too" {
	local h=$BATS_TEST_TMPDIR/h m
	run --separate-stderr build/compare --html "$h" "$S"
	[ "$status" -eq 0 ]
	m=$(sed -n '/<caption>MB\/s/,/<\/table>/p' "$h/index.html")
	# MQ None's randread-4k entry (first column): 1.00, no *; MQ Deadline's: 0.98 with *
	run grep -F '<tr><th>MQ None</th>' <<<"$m"
	[[ $output == *'title="mean 132.25 KiB/s/1000">1.00 ~</td><td'* ]]
	run grep -F '<tr><th>MQ Deadline</th>' <<<"$m"
	[[ $output == *'title="mean 130.00 KiB/s/1000">0.98 *'* ]]
	# write-4k (second column): the reference is the best mean, marked as before
	[[ $output == *'title="mean 91.33 KiB/s/1000">1.00 * ~</td></tr>'* ]]
	# the note under the matrix, once, and the table's note
	run grep -cF "<p class=note>randread-4k: $NOTE" "$h/index.html"
	[ "$output" -eq 1 ]
	run grep -cF "<p>$NOTE" "$h/index.html"
	[ "$output" -eq 1 ]
	# the overview plot's data: the * on MQ Deadline in randread-4k
	if [ -f "$h/plots/data/overview-mbps.tsv" ]; then
		run awk -F'\t' '$5 == "\"randread-4k\"" { print $6, $4 }' "$h/plots/data/overview-mbps.tsv"
		[[ $output == *'"MQ None" "1.00 ~"'* ]]
		[[ $output == *'"MQ Deadline" "0.98 * ~"'* ]]
	fi
}
