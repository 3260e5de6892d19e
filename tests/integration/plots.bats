#!/usr/bin/env bats
# plots.bats: compare --plots / --html with results written by someone else. Strings read from
# results files (target.label, cell folder names) that try to run gnuplot or shell commands
# (newlines, quotes, semicolons, EOD, backquotes, system, @macros, backslashes) or to inject
# HTML: no command runs (the marker files never appear) and the report holds no tag from them.
# Needs build/compare and gnuplot; no root, no devices.

bats_require_minimum_version 1.5.0

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
		"<script>alert(1)</script> & <b>bold</b> \\ \\\" @x"
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

@test "hostile labels and cell names: --plots runs no command, draws every plot" {
	local p=$BATS_TEST_TMPDIR/plots
	compare_hostile --plots "$p"
	# the hostile cell is the second cell: its files are named by us
	[ -s "$p/_cell1-mbps.png" ]
	[ -s "$p/_cell1-latency.png" ]
	[ -s "$p/randread-4k-mbps.png" ]
	[ "$(find "$p" -maxdepth 1 -name '*.png' | wc -l)" -eq 12 ]
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
	run ! grep -q '<script\|<b>\|<img src=x' "$h/index.html"
	grep -q '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;' "$h/index.html"
	grep -q 'EOD &lt;img src=x onerror=alert(1)&gt;' "$h/index.html"
}

@test "gnuplot string literals: single quotes doubled, newlines as spaces" {
	# what gp_quote writes, as gnuplot reads it back: the title of a plot of the hostile cell
	local p=$BATS_TEST_TMPDIR/plots
	compare_hostile --plots "$p"
	grep -qF "set title 'w''; system ''touch pwned-5''; print '' \`touch pwned-6\` EOD <img src=x onerror=alert(1)>: MB/s (more is better)' noenhanced" "$p/plots.gp"
}
