#!/usr/bin/env bats
# compare-startup.bats: a start-up study's tables come from the one table path (issue 31
# item 1). On the committed start-up study (results/20261202-015217-startup, 3 runs per
# row): every row of every start-up table has its difference from the best, its 95 %
# interval and the runs needed, in text, md, csv, json and html; its columns (background,
# I/O wait, idle) are the model's in every format; PTS names the start-up test; the plots
# are drawn by the one plots renderer. And a check that fails when the start-up path
# renders on its own: no renderer for start-up only, no render file reads the start-up
# reader, and main.c calls nothing of the start-up study but its reader. No root.

bats_require_minimum_version 1.5.0

load helpers

SU=results/20261202-015217-startup

setup() {
	common_setup
	cd "$TOP" || return 1
	make -s build/compare >/dev/null
}

teardown() {
	common_teardown
}

# verdict_re: a row's verdict: "best; resolves ..., 5 % needs N ..." or "+X % (lo to hi %)
# vs ...; resolves ..., 5 % needs N ..." (render_verdict).
verdict_re='(best|[+-][0-9.]+ % \([+-][0-9.]+ to [+-][0-9.]+ %\) vs [^;]+); resolves [0-9.]+ %, 5 % needs N (=|>) [0-9]+'

@test "text and md: every start-up row has its difference, interval and runs needed, and its columns" {
	run --separate-stderr build/compare "$SU"
	[ "$status" -eq 0 ]
	local rows
	rows=$(grep -E 'SE \+/- [0-9.]+, N = [0-9]+' <<<"$output")
	[ "$(wc -l <<<"$rows")" -eq 55 ] # 11 cells x 5 schedulers
	run grep -vE "$verdict_re" <<<"$rows"
	[ -z "$output" ]
	run grep -vE 'background [0-9.]+ MB/s  I/O wait [0-9.]+ s' <<<"$rows"
	[ -z "$output" ]
	# a loaded cell's rows have the idle floor of their scheduler
	[ "$(grep -cE 'idle [0-9.]+ s; [0-9.]+x idle under load' <<<"$rows")" -eq 40 ]
	run --separate-stderr build/compare --format md "$SU"
	[ "$status" -eq 0 ]
	grep -q '| | s | SE | N | mark | trust | verdict | background MB/s | I/O wait, s | idle, s | x idle |' <<<"$output"
	rows=$(grep -E '^\| [^|]+ \| [0-9.]+ \| [0-9.]+ \| 3 \|' <<<"$output")
	[ "$(wc -l <<<"$rows")" -eq 55 ]
	run grep -vE "$verdict_re" <<<"$rows"
	[ -z "$output" ]
}

@test "csv and json: every start-up row has diff_pct, its interval and runs_for_5pct, and the columns" {
	run --separate-stderr build/compare --format csv "$SU"
	[ "$status" -eq 0 ]
	[[ ${lines[0]} == *",diff_pct,diff_lo_pct,diff_hi_pct,significant,resolve_pct,runs_for_5pct,far_runs,undecidable,until_decided_state,until_decided_n,until_decided_vs,until_decided_pct,mixed_media,medium,background_mbps,io_wait_s,idle_s,x_idle" ]]
	[ "$(grep -c ',startup_s,s,less,' <<<"$output")" -eq 55 ]
	# fields 18-20 and 23: the difference, its interval, the runs needed; 31-32 the columns
	run awk -F, 'NR > 1 && ($18 == "" || $19 == "" || $20 == "" || $23 == "" || $31 == "" || $32 == "")' <<<"$output"
	[ -z "$output" ]
	run --separate-stderr build/compare --format json "$SU"
	[ "$status" -eq 0 ]
	[ "$(jq '[.tables[] | select(.metric == "startup_s") | .rows[]] | length' <<<"$output")" -eq 55 ]
	run jq -r '.tables[] | select(.metric == "startup_s") | .rows[] |
		select((.verdict.diff_pct | type) != "number" or (.verdict.lo_pct | type) != "number" or
		       (.verdict.hi_pct | type) != "number" or (.verdict.runs_for_5pct | type) != "number" or
		       (.background_mbps | type) != "number" or (.io_wait_s | type) != "number") | .label' <<<"$output"
	[ -z "$output" ]
}

@test "html, pts and plots: the start-up tables through the one renderers" {
	command -v gnuplot >/dev/null || skip "gnuplot not installed (the HTML report draws its plots)"
	run --separate-stderr build/compare --html "$WORK/h" "$SU"
	[ "$status" -eq 0 ]
	# a row per scheduler and cell with its verdict cell, and the columns' headings
	[ "$(grep -cE '<td( class=ns)?>(best|[+-][0-9.]+ %)[^<]*needs N' "$WORK/h/index.html")" -eq 55 ]
	[ "$(grep -c '<th class=n>I/O wait, s</th>' "$WORK/h/index.html")" -eq 11 ]
	# bars per table and the completion-time curves, inlined
	[ -s "$WORK/h/plots/seq-rw-xterm-startup_s.png" ]
	[ -s "$WORK/h/plots/seq-rw-xterm-completion.png" ]
	[ "$(grep -o 'alt="[^"]*" src="data:image/png;base64,' "$WORK/h/index.html" | wc -l)" -eq \
		"$(find "$WORK/h/plots" -name '*.png' | wc -l)" ]
	run --separate-stderr build/compare --format pts "$SU"
	[ "$status" -eq 0 ]
	[ "$(grep -c '<Title>Application Start-up Time</Title>' <<<"$output")" -eq 11 ]
}

@test "one table path: nothing renders a start-up study on its own" {
	[ ! -e compare/render/startup_out.c ]
	[ ! -e compare/render/startup_out.h ]
	# no renderer reads the start-up reader or model
	run grep -lE '#include "(read|model)/startup\.h"' compare/render/*.c compare/render/*.h
	[ -z "$output" ]
	# no function of the renderers is named for the start-up study
	run grep -nE '^[a-z][a-z_ *]*[ *]startup[a-z_]*\(' compare/render/*.c
	[ -z "$output" ]
	# the read stage (compare/'s top files: main.c, inputs.c) asks the start-up study only
	# whether it is one and to read it; the tables go through the model and render() as every
	# study's
	run bash -c "cat compare/*.c | grep -oE '\\bstartup_[a-z_]+\\(' | sort -u | tr '\\n' ' '"
	[ "$output" = "startup_is_study( startup_load_read( " ]
	# the formats are one table: --help lists each row of render_formats[]
	run build/compare --help
	local f
	for f in text md csv json pts; do
		grep -qE "^ +$f +.*\\(\\.[a-z]+\\)$" <<<"$output"
	done
}

@test "a start-up run the manifest marks failed: one note in its cell's table, stderr only the summary" {
	local w=$BATS_TEST_TMPDIR/su run0 note
	cp -r "$SU" "$w"
	jq '.results[0].status = "failed"' "$w/manifest.json" >"$w/m"
	mv "$w/m" "$w/manifest.json"
	run0=$(jq -r '.results[0] | "\(.scheduler)/\(.cell)/run-\(.run)"' "$w/manifest.json")
	note="note: $run0: manifest.json marks it \"failed\"; left out"
	run --separate-stderr build/compare "$w"
	[ "$status" -eq 3 ]
	# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
	[ "${#stderr_lines[@]}" -eq 1 ]
	[ "${stderr_lines[0]}" = "compare: 1 run marked not ok in manifest.json; the tables leave those runs out" ]
	run -0 grep -cF "  $note" <(printf '%s\n' "$output")
	[ "$output" -eq 1 ]
}

@test "start-up bars: each row's idle time and the seeds' published value in the plot's data, drawn as marks" {
	local p=$BATS_TEST_TMPDIR/p d idle
	command -v gnuplot >/dev/null || skip "gnuplot not installed"
	run -0 build/compare --reference laptop-4.13 --plots "$p" "$SU"
	d=$p/data/rand-rw-gnome-terminal-startup_s.tsv
	[ "$(head -1 "$d")" = $'# label\tmean\tse\tn\tpublished\tidle_s' ]
	# idle: the table's idle column (text: "idle 0.338 s"), per row; published where the set has one
	idle=$(build/compare "$SU" | sed -n '/^rand-rw-gnome-terminal:/,/^$/p' |
		sed -n 's/^  BFQ low_latency .* idle \([0-9.]*\) s.*/\1/p')
	[ -n "$idle" ]
	run awk -F'\t' '$1 == "\"BFQ low_latency\"" { printf "%.3f", $6 }' "$d"
	[ "$output" = "$idle" ]
	run awk -F'\t' 'NR > 1 && $6 == "NaN"' "$d"
	[ -z "$output" ]
	run awk -F'\t' '$1 == "\"MQ None\"" { print $5 }' "$d"
	[ "$output" = "0.54" ]
	run grep -c "using 6:0 with points .* title 'idle (no background)'" "$p/plots.gp"
	[ "$output" -gt 0 ]
	run grep -c "using 5:0 with points .* title 'published: laptop-4.13'" "$p/plots.gp"
	[ "$output" -gt 0 ]
}

@test "HTML overview of a start-up study: the start-up matrix, coloured only where the tables say significant" {
	local h=$BATS_TEST_TMPDIR/h m
	run -0 build/compare --html "$h" "$SU"
	m=$BATS_TEST_TMPDIR/matrix
	sed -n '/<h2 id=overview>/,/<h2 id=measured>/p' "$h/index.html" >"$m"
	run -0 grep -c '<caption>start-up time, s as a fraction of the best (best / mean)' "$m"
	[ "$output" -eq 1 ]
	# one column per start-up table, one row per scheduler row
	[ "$(grep -o '<th><a href="#cell-[0-9]*">' "$m" | wc -l)" -eq \
		"$(build/compare --format json "$SU" | jq '[.tables[] | select(.metric == "startup_s")] | length')" ]
	# a cell is grey exactly when its row is not significantly different from the best (~),
	# or is the best with no row significantly worse (* ~)
	run bash -c "grep -oE '<td class=n style=\"background:#[0-9a-f]{6}\"[^>]*>[^<]*</td>' '$m' |
		sed -E 's/.*background:(#[0-9a-f]{6}).*>([^<]*)<\\/td>/\\1 \\2/' |
		awk '{ grey = \$1 == \"#d4d4d4\"; sig = \$NF != \"~\"; if (grey == sig) print }'"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	# as many "~" cells as rows the JSON tables mark not significant
	[ "$(grep -oE '>[0-9.]+ ~</td>' "$m" | wc -l)" -eq \
		"$(build/compare --format json "$SU" | jq '[.tables[] | select(.metric == "startup_s") | .rows[] | select(.not_significant)] | length')" ]
}
