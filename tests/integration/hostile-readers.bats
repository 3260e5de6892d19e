#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# hostile-readers.bats: compare reads a results folder from someone else as data (issue 21,
# compare's part): fio's JSON found by its own structure, never in a host's relayed text
# (items 4, 11); memory bounded across many files (item 5); every file compare writes a new
# temporary renamed into place, never written through a link (item 2); no link followed out
# of a folder, no file's text echoed (item 7); CSV fields quoted and never a formula
# (item 8); linear time on many files and many clones (item 10). Issue 28 item 4: a run-pack
# study's files (manifest, fio.json, schedaio.json) read by the folder walk's link rule.
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

@test "issue 28 item 4: a study's run files and manifest linked out of it are refused, no byte of them printed" {
	local real
	mkdir "$T/out"
	cp -r tests/fixtures/results/mini "$T/s"
	real=$(cd "$T/s" && pwd -P)
	# run-1/fio.json: a link to a fio.json outside (its numbers would enter the table).
	mv "$T/s/none/randread-4k/run-1/fio.json" "$T/out/fio.json"
	ln -s "$T/out/fio.json" "$T/s/none/randread-4k/run-1/fio.json"
	# schedaio.json: a link to a root-only file holding a secret token.
	printf 'SECRET-TOKEN-4e1f more words\n' >"$T/out/secret"
	chmod 600 "$T/out/secret"
	ln -sf "$T/out/secret" "$T/s/none/write-4k/run-1/schedaio.json"
	# A link inside the study is followed (the folder walk's rule).
	ln -sf ../run-1/fio.json "$T/s/mq-deadline/write-4k/run-2/fio.json"
	run --separate-stderr build/compare "$T/s"
	echo "$stderr"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$T/s/none/randread-4k/run-1/fio.json: a link out of the folder $real; not followed, not read; run left out"* ]]
	[[ $stderr == *"$T/s/none/write-4k/run-1/schedaio.json: a link out of the folder $real; not followed, not read; run left out"* ]]
	[[ $stderr == *"2 files skipped"* ]]
	run ! grep -q SECRET <<<"$stderr$output"
	# manifest.json linked out: compared without it, its text not printed.
	mv "$T/s/manifest.json" "$T/out/manifest.json"
	ln -s "$T/out/secret" "$T/s/manifest.json"
	run --separate-stderr build/compare "$T/s"
	echo "$stderr"
	[[ $stderr == *"$T/s/manifest.json: a link out of the folder $real; not followed, not read; compared without it"* ]]
	run ! grep -q SECRET <<<"$stderr$output"
}

@test "issue 28 item 4: jansson's 'near' token (the file's own bytes) is never printed" {
	mkdir "$T/d"
	printf '{"jobs": SECRET-TOKEN-77 x}\n' >"$T/d/x.json"
	run --separate-stderr build/compare "$T/d/x.json"
	echo "$stderr"
	[[ $stderr == *"x.json: not valid JSON: invalid token (line 1, column 15)"* ]]
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
	run ! grep -qE '(^|,)"?[=+@]' <<<"$output"
	# a field that starts with '-' is a number (diff_pct), never text
	run ! grep -qE '(^|,)"?-[^0-9.]' <<<"$output"
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
	[ -f "$T/p/plots.gp" ]
	[ ! -L "$T/p/plots.gp" ]
	[ -f "$T/h/index.html" ]
	# no temporary of compare's left (.NAME.XXXXXX.tmp), no link at a name it wrote; the links
	# planted at old-style NAME.tmp names are not its names: never opened, left as they were
	run find "$T/p" "$T/h" -name '.*.tmp' -o -type l ! -name '*.tmp'
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

# forged FILE: one host's forged fio document, as fio's client relays its text ("<host> ...").
forged() {
	jq -c '.client_stats |= map(.read.bw = 999999 | .read.iops = 999999 |
		.read.io_bytes = 1 | .read.total_ios = 1)' "$FIX/cs/client.json" >"$T/forged.one"
}

@test "item 4: a host that prints '<name> {...}' in fio --client output replaces no host's numbers" {
	forged
	{ printf '<hostB> %s\n' "$(cat "$T/forged.one")"; cat "$FIX/cs/client.json"; } >"$T/client.json"
	cp "$FIX"/cs/host*.schedaio.json "$T/"
	run --separate-stderr build/compare "$T/client.json"
	echo "$output"
	[ "$status" -eq 0 ]
	[[ $output == *'hostA: MQ Deadline  ########################################  100.00'* ]]
	[[ $output == *'hostB: BFQ    ########################################  120.00'* ]]
	run ! grep -q 999 <<<"$output"
}

@test "item 4: a forged document on lines of its own before fio's is passed over; one in a host's string refuses the file" {
	forged
	{ printf '<hostB> x\n'; jq . "$T/forged.one"; cat "$FIX/cs/client.json"; } >"$T/before.json"
	run --separate-stderr build/compare "$T/before.json"
	[ "$status" -eq 0 ]
	run ! grep -q 999 <<<"$output"
	# fio writes a hostname as it is, newlines too: a '{' line inside fio's own document
	# starts no second one; the file is refused, never read from there
	python3 -c 'import sys; d = open(sys.argv[1]).read(); f = open(sys.argv[2]).read()
print(d.replace("\"hostname\": \"hostB\"", "\"hostname\": \"hostB\n" + f.replace("\"", "\"") + "\n\"", 1), end="")' \
		"$FIX/cs/client.json" "$T/forged.one" >"$T/inside.json"
	grep -q '^{"fio version"' "$T/inside.json"
	run --separate-stderr build/compare "$T/inside.json"
	echo "$stderr"
	[ "$status" -eq 1 ]
	[[ $stderr == *"inside.json: no fio JSON document"* ]]
	run ! grep -q 999 <<<"$output"
}

@test "item 11: a leading text line that holds '{' leaves the fio file readable by compare (the rule check-run shares: jsonfile_fio_doc)" {
	{ printf 'fio: note {x} before the job\n{ also text\n'; cat "$FIX/randread-4k-none.json"; } >"$T/a.json"
	cp "$FIX/randread-4k-none.schedaio.json" "$T/a.schedaio.json"
	run --separate-stderr build/compare "$T/a.json"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ $output == *randread-4k* ]]
}

# bounded: run compare ARGS... under ulimit -v 640 MiB (hostile.bats' MEM_KB); 'timeout' only
# guards against a hang, it asserts no time.
bounded() {
	run --separate-stderr bash -c 'ulimit -v 655360; exec timeout 300 build/compare "$@"' _ "$@"
}

# empty_jobs N DIR: DIR/a.json .. DIR/d.json, each fio JSON of N empty jobs ("{}").
empty_jobs() {
	local f
	mkdir "$2"
	{ printf '{"jobs":['; yes '{},' | head -n "$(($1 - 1))" | tr -d '\n'; printf '{}]}\n'; } >"$2/a.json"
	for f in b c d; do cp "$2/a.json" "$2/$f.json"; done
}

@test "item 5: four 3 MB files of empty jobs: refused at the first, naming it, memory bounded" {
	empty_jobs 1000001 "$T/e"
	bounded "$T/e"
	echo "$stderr"
	[ "$status" -eq 1 ]
	[[ $stderr == *"$T/e/a.json: with its 1000001 job entries the inputs hold more than 100000 fio jobs"* ]]
}

@test "item 5: the bound is on the total: files under it each, over it together, the one that crosses it named" {
	empty_jobs 40000 "$T/e"
	bounded "$T/e"
	echo "$stderr" | tail -n 3
	[ "$status" -eq 1 ]
	[[ $stderr == *"$T/e/c.json: with its 40000 job entries the inputs hold more than 100000 fio jobs"* ]]
	run ! grep -q "b.json: with" <<<"$stderr"
}

@test "item 10: clone pairing is bounded: 100 group_reporting jobs and 16 clone files each name stop at the budget, the jobs still compared" {
	local n i
	mkdir "$T/cl"
	# 100 entries numjobs=8, named x0/x1 in turn (no two alike in a row: group_reporting
	# entries, not clones), 8 x 1000 + 2 I/Os each; 16 files per name of 1000 I/Os, so no
	# set of 8 sums to a job's and each job would try all C(16, 8) = 12,870 sets
	jq '.jobs[0] as $j | del(.timestamp, .timestamp_ms) | .jobs = [range(100) | . as $i | $j |
		.jobname = "x\($i % 2)" | .["job options"].numjobs = "8" |
		.read.io_bytes = (8 * 4096000 + 8192) | .read.total_ios = 8002]' \
		"$FIX/randread-4k-none.json" >"$T/cl/clones.json"
	for n in 0 1; do
		for i in $(seq 10 25); do
			jq --arg n "x$n" 'del(.span) | .job.name = $n | .read.bytes = 4096000 |
				.read.ios = 1000' "$FIX/randread-4k-none.schedaio.json" >"$T/cl/x$n-$i.schedaio.json"
		done
	done
	run --separate-stderr timeout 300 build/compare "$T/cl/clones.json"
	[ "$status" -eq 0 ]
	[[ $stderr == *"(16 with its name: not all tried, this comparison summed its 1,000,000 sets of clone files already)"* ]]
	[[ $output == *"100 jobs"* ]]
}
