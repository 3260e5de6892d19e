#!/usr/bin/env bats
# hostile-readers.bats: compare reads a results folder from someone else as data (issue 21,
# compare's part): fio's JSON found by its own structure, never in a host's relayed text
# (items 4, 11); memory bounded across many files (item 5); every file compare writes a new
# temporary renamed into place, never written through a link (item 2); no link followed out
# of a folder, no file's text echoed (item 7); CSV fields quoted and never a formula
# (item 8); linear time on many files and many clones (item 10).
# Needs build/compare and jq; no root, no devices.

bats_require_minimum_version 1.5.0

FIX=tests/fixtures/fio

setup() {
	cd "$BATS_TEST_DIRNAME/../.." || return 1
	T=$BATS_TEST_TMPDIR
}

@test "item 7: a *.json link out of the folder is not followed, and its text is never echoed" {
	mkdir "$T/secret" "$T/d"
	printf 'root:SECRET-HASH:19000:0:99999:7:::\n' >"$T/secret/shadow.json"
	cp "$FIX/randread-4k-none.json" "$FIX/randread-4k-none.schedaio.json" "$T/d/"
	ln -s "$T/secret/shadow.json" "$T/d/x.json"
	run --separate-stderr build/compare "$T/d"
	echo "$stderr"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$T/d/x.json: a link out of the folder searched; not followed"* ]]
	run ! grep -q SECRET <<<"$stderr$output"
}

@test "item 7: a link to a folder out of the folder is not searched; links inside are" {
	mkdir -p "$T/secret/s" "$T/d/real"
	cp "$FIX/randread-4k-none.json" "$T/secret/s/a.json"
	cp "$FIX/randread-4k-none.json" "$FIX/randread-4k-none.schedaio.json" "$T/d/real/"
	ln -s "$T/secret/s" "$T/d/out"
	ln -s real "$T/d/in"
	run --separate-stderr build/compare "$T/d"
	echo "$stderr"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$T/d/out: a link out of the folder searched; not followed"* ]]
	run ! grep -q "secret/s/a.json" <<<"$stderr"
}

@test "item 7: a named file that is not fio's output: its text is not echoed" {
	printf 'SECRET line one\n' >"$T/notes.json"
	run --separate-stderr build/compare "$T/notes.json"
	echo "$stderr"
	[ "$status" -eq 1 ]
	[[ $stderr == *"notes.json: no JSON object in the file (not fio's output)"* ]]
	run ! grep -q SECRET <<<"$stderr"
}

# formula_study DIR: the mini study in DIR, its write-4k cell folders named as a spreadsheet
# formula with a comma and quotes (no manifest: the folders name the cells).
formula_study() {
	local s
	cp -r tests/fixtures/results/mini "$1"
	rm "$1/manifest.json"
	for s in none mq-deadline; do
		mv "$1/$s/write-4k" "$1/$s/=HYPERLINK(\"x:y\",\"z\"),a"
	done
}

@test "item 8: --format csv quotes a folder name (RFC 4180) and never starts a field with a formula" {
	formula_study "$T/m"
	run --separate-stderr build/compare --format csv "$T/m"
	[ "$status" -eq 0 ]
	echo "$output"
	[[ ${lines[1]} == 'm,"'"'"'=HYPERLINK(""x:y"",""z""),a",mbps,'* ]]
	run ! grep -qE '(^|,)"?[-=+@]' <<<"$output"
}

@test "item 8: the HTML report's runs.csv quotes and neutralises the same folder name" {
	formula_study "$T/m"
	run --separate-stderr build/compare --html "$T/h" "$T/m"
	[ "$status" -eq 0 ]
	grep -qF '"'"'"'=HYPERLINK(""x:y"",""z""),a"' "$T/h/runs.csv"
	run ! grep -qE '(^|,)"?[=+@]' "$T/h/runs.csv"
}

@test "item 2: --plots and --html never write through a link planted in the folder" {
	command -v gnuplot >/dev/null || skip "gnuplot missing"
	local s=tests/fixtures/results/mini f
	mkdir -p "$T/p/data" "$T/h"
	printf 'victim\n' >"$T/victim"
	for f in plots.gp plots.gp.tmp data/overview-mbps.tsv data/overview-mbps.tsv.tmp \
		randread-4k-mbps.png; do
		ln -s "$T/victim" "$T/p/$f"
	done
	ln -s "$T/victim" "$T/h/index.html.tmp"
	ln -s "$T/victim" "$T/h/runs.csv.tmp"
	run --separate-stderr build/compare --plots "$T/p" --html "$T/h" "$s"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[ "$(cat "$T/victim")" = victim ]
	[ -f "$T/p/plots.gp" ] && [ ! -L "$T/p/plots.gp" ]
	[ -f "$T/h/index.html" ]
	run find "$T/p" "$T/h" -name '*.tmp' -o -type l
	[ -z "$output" ]
}

@test "item 2: a --plots folder that is a link is refused, nothing written through it" {
	mkdir "$T/elsewhere"
	ln -s "$T/elsewhere" "$T/p"
	run --separate-stderr build/compare --plots "$T/p" tests/fixtures/results/mini
	[ "$status" -ne 0 ]
	[[ $stderr == *"--plots $T/p: a link, not a folder: nothing is written through a link"* ]]
	[ -z "$(ls -A "$T/elsewhere")" ]
}
