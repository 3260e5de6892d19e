#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# hostile.bats: results folders written by someone else are data (issue 13; COMPARE.md,
# "What compare and merge-stats trust"). Each class of hostile input: a FIFO or a device in a
# file's place, files and JSON trees larger than compare reads, declared sizes (a manifest
# naming 3,000 (scheduler, cell) pairs, 65 scheduler folders), numbers that would overflow a
# mean (1e308), invalid UTF-8 in a file and in a folder name. Each must be named on stderr with
# its reason, exit as documented (3: tables printed, something left out; 1: nothing to
# compare), never hang, and stay under MEM_KB of address space (ulimit -v). The gnuplot and
# HTML side (labels with newlines, quotes, EOD, tags) is in compare.bats.
# Needs build/compare and jq; no devices; the device-node test needs root (mknod), else skips.

bats_require_minimum_version 1.5.0

# The address-space bound every hostile run stays under: compare reads one file at a time
# (at most 64 MiB, its JSON tree at most 256 MiB: lib/json/jsonfile.h) and its tables are at
# most 64 schedulers x 1024 cells (compare/read/manifest.h); 640 MiB leaves room for the libraries.
MEM_KB=655360

setup() {
	cd "$BATS_TEST_DIRNAME/../.." || return 1
	work=$BATS_TEST_TMPDIR/mini
	cp -r tests/fixtures/results/mini "$work"
}

# bounded: run compare ARGS... under ulimit -v MEM_KB; 'timeout' only guards against a hang
# (a FIFO), it asserts no time.
bounded() {
	run --separate-stderr bash -c 'ulimit -v "$1"; shift; exec timeout 120 build/compare "$@"' _ "$MEM_KB" "$@"
}

@test "a FIFO in place of fio.json and manifest.json: named, not waited on, exit 3" {
	local f=$work/none/randread-4k/run-1/fio.json
	rm "$f" "$work/manifest.json"
	mkfifo "$f" "$work/manifest.json"
	bounded "$work"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$f: a FIFO, not a regular file; not read; run left out"* ]]
	[[ $stderr == *"$work/manifest.json: a FIFO, not a regular file; not read; compared without it"* ]]
}

@test "a device in place of schedaio.json (/dev/zero): named, not read, exit 3" {
	local f=$work/none/write-4k/run-1/schedaio.json
	# a link to /dev/zero is a link out of the folder (hostile-readers.bats); the device node
	# itself in the folder (root's mknod: /dev/zero is char 1,5) is what this test needs
	rm "$f"
	mknod "$f" c 1 5 2>/dev/null || skip "mknod needs root"
	bounded "$work"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$f: a character device, not a regular file; not read; run left out"* ]]
	# and a link to it: named as a link out, never read
	ln -sf /dev/zero "$f.link"
	rm "$f"
	mv "$f.link" "$f"
	bounded "$work"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$f: a link out of the folder $work; not followed, not read; run left out"* ]]
}

@test "a file over 64 MiB: refused by its size before it is read, exit 3" {
	local f=$work/none/randread-4k/run-1/fio.json
	truncate -s 65M "$f"
	bounded "$work"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$f: larger than 64 MiB, far beyond any file schedaio writes; not read; run left out"* ]]
}

@test "a small file whose JSON tree would be huge ([{},{},...]): refused, memory bounded, exit 3" {
	local f=$work/none/randread-4k/run-1/fio.json
	{ printf '{"jobs":['; yes '{},' | head -n 1500000 | tr -d '\n'; printf '{}]}'; } >"$f"
	bounded "$work"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$f: its JSON would take more than 256 MiB of memory, far beyond any file schedaio writes; not read; run left out"* ]]
}

@test "a manifest naming 3,000 (scheduler, cell) pairs: refused by its counts, exit 3" {
	jq -n '{schema: 1, results: [range(3000) | {scheduler: "s\(.)", cell: "c\(.)", run: 1, status: "ok"}]}' \
		>"$work/manifest.json"
	bounded "$work"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$work/manifest.json: results[] names 3000 schedulers and 3000 cells; run-pack writes at most 64 and 1024; compared without it"* ]]
	[[ $output == *"MQ Deadline"* ]]
}

@test "40,000 results[] entries (20,000 runs, each listed twice): folded by sorting, exit 3" {
	jq '.results = [range(5000) as $r | .results[] | .run = $r + 1 |
		.status = (if .run <= 2 then "ok" else "failed" end)]' \
		tests/fixtures/results/mini/manifest.json >"$work/manifest.json"
	bounded "$work"
	[ "$status" -eq 3 ]
	[[ $stderr == *"19992 runs marked not ok in manifest.json"* ]]
	[[ $output == *"N = 2"* ]]
}

@test "a fio JSON of 3,000 client hostnames x 3,000 iodepths: refused by its rows and cells, exit 1" {
	mkdir "$BATS_TEST_TMPDIR/cs"
	local f=$BATS_TEST_TMPDIR/cs/fleet.json
	jq '.client_stats = [range(3000) as $i | .client_stats[0] | .hostname = "h\($i)" |
		.["job options"].iodepth = "\($i + 1)"]' tests/fixtures/fio/cs/client.json >"$f"
	bounded "$f"
	[ "$status" -eq 1 ]
	[[ $stderr == *"compare: $f: 257 rows and 257 cells; compare tables at most 1024 rows, 1024 cells and 65536 (row, cell) pairs, so this is not read"* ]]
	[ -z "$output" ]
}

@test "symlink loops in a fio JSON folder (three links to '.'): each folder searched once" {
	local d=$BATS_TEST_TMPDIR/loops
	mkdir "$d"
	cp tests/fixtures/fio/v2/none.json tests/fixtures/fio/v2/none.schedaio.json "$d/"
	ln -s . "$d/x"
	ln -s . "$d/y"
	ln -s "$d" "$d/z"
	# without the check, 3^16 folders are listed (minutes); the run and its file count once
	bounded "$d"
	[ "$status" -eq 0 ]
	[[ ${lines[0]} == "Results   loops: 1 fio JSON file, 1 job, 1 paired with engine stats" ]]
	[[ $output == *"N = 1"* ]]
}

@test "65 scheduler folders on disk: refused as a results folder, exit 1" {
	local i
	for i in $(seq 1 65); do
		mkdir -p "$work/s$i/c/run-1"
	done
	bounded "$work"
	[ "$status" -eq 1 ]
	[[ $stderr == *"$work: 67 scheduler folders and 3 cells; run-pack writes at most 64 and 1024, so this is not read as a results folder"* ]]
	[ -z "$output" ]
}

@test "1e308 in fio.json, schedaio.json and a reference set: each named with its field" {
	local f=$work/none/randread-4k/run-1/fio.json e=$work/none/write-4k/run-2/schedaio.json
	jq '.jobs[0].read.iops = 1e308' "$f" >"$f.new" && mv "$f.new" "$f"
	jq '.write.clat_ns.percentile["99.000000"] = 1e308' "$e" >"$e.new" && mv "$e.new" "$e"
	bounded "$work"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$f: jobs[0].read.iops is out of range (1e+308, not in 0..1e+12); run left out"* ]]
	[[ $stderr == *"$e: write.clat_ns.percentile[\"99.000000\"] is out of range (1e+308, not in 0..1.9e+19); run left out"* ]]
	[[ $output != *inf* ]]
	local ref=$BATS_TEST_TMPDIR/ref.json
	jq '.results[0].value = 1e308' results/reference/laptop-4.13.json >"$ref"
	bounded --reference "$ref" "$work"
	[ "$status" -eq 2 ]
	[[ $stderr == *"--reference $ref: results[0].value is out of range (1e+308, not in 0..1e+12)"* ]]
}

@test "the means of values near the bound stay finite: no 'inf', no 0.0" {
	local f
	for f in "$work"/none/randread-4k/run-*/fio.json; do
		jq '.jobs[0].read.iops = 1e12 | .jobs[0].read.bw = 1e12' "$f" >"$f.new" && mv "$f.new" "$f"
	done
	bounded --format json "$work"
	[ "$status" -eq 0 ]
	run jq -r '.tables[] | select(.cell == "randread-4k" and .metric == "iops") | .rows[0].mean' <<<"$output"
	[ "$output" = 1000000000000 ]
}

@test "invalid UTF-8 inside a file: named by jansson's reason, exit 3" {
	local f=$work/none/randread-4k/run-1/fio.json
	printf '{"jobs": [{"jobname": "\xff"}]}' >"$f"
	bounded "$work"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$f: not valid JSON: unable to decode byte 0xff"* ]]
}

@test "a folder name that is not UTF-8: named escaped, left out; JSON output stays valid" {
	cp -r "$work/none" "$work/$(printf 'bad\xff')"
	bounded --format json "$work"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$work/bad\\xff: the folder name is not valid UTF-8 or holds a terminal control character (shown as \\xNN); left out"* ]]
	[[ $stderr != *"out of memory"* ]]
	jq -e '.tables | length > 0' <<<"$output"
}

@test "terminal control characters (ESC, CR, C1 CSI): made '?' in strings, refused in keys and folder names" {
	local f=$work/none/randread-4k/run-1/schedaio.json k=$work/mq-deadline/randread-4k/run-1/schedaio.json
	jq --arg l $'MQ\e]0;owned\a None\r\u009b31m' '.target.label = $l' "$f" >"$f.new" && mv "$f.new" "$f"
	jq --arg k $'evil\ekey' '.[$k] = 1' "$k" >"$k.new" && mv "$k.new" "$k"
	cp -r "$work/none" "$work/$(printf 'esc\033[2J')"
	bounded "$work"
	[ "$status" -eq 3 ]
	[[ $output == *"MQ?]0;owned? None??31m"* ]]
	[[ $output != *$'\e'* ]]
	[[ $output != *$'\r'* ]]
	[[ $stderr == *"$k: the key \"evil\\x1bkey\" holds a terminal control character (shown as \\xNN); not read; run left out"* ]]
	[[ $stderr == *"$work/esc\\x1b[2J: the folder name is not valid UTF-8 or holds a terminal control character"* ]]
	[[ $stderr != *$'\e'* ]]
}

@test "a results folder path or --label that is not UTF-8: one line, exit 1" {
	local bad
	bad=$BATS_TEST_TMPDIR/$(printf 'r\xfe')
	cp -r "$work" "$bad"
	bounded --format json "$bad"
	[ "$status" -eq 1 ]
	[[ $stderr == *"r\\xfe: the folder path is not valid UTF-8 or holds a terminal control character (shown as \\xNN); rename it"* ]]
	bounded --label "$(printf 'L\xfe')" "$work"
	[ "$status" -eq 1 ]
	[[ $stderr == *"L\\xfe: the --label is not valid UTF-8"* ]]
}

# merge_bounded: run build/schedaio-merge ARGS... under ulimit -v MEM_KB.
merge_bounded() {
	run --separate-stderr bash -c 'ulimit -v "$1"; shift; exec timeout 120 build/schedaio-merge "$@"' _ "$MEM_KB" "$@"
}

@test "merge-stats: a 137-byte file declaring sub_bits 24 and a huge max_value: refused by field, memory bounded" {
	local f=$BATS_TEST_TMPDIR/evil.json
	printf '{"schema":2,"read":{"clat_ns":{"N":0,"mean":0,"bins":{"sub_bits":24,"nbuckets":671088640,"max_value":9223372036854775807,"buckets":[]}}}}' >"$f"
	[ "$(stat -c %s "$f")" -lt 150 ]
	merge_bounded "$f" "$f"
	[ "$status" -eq 1 ]
	[ "$stderr" = "schedaio-merge: $f: read.clat_ns: bins.sub_bits is out of range (24, not in 3..16)" ]
}

@test "merge-stats: a FIFO, a mean of 1e308 and a bad percentile key: each named, exit 1" {
	local f=$BATS_TEST_TMPDIR/fifo.json
	mkfifo "$f"
	merge_bounded "$f"
	[ "$status" -eq 1 ]
	[ "$stderr" = "schedaio-merge: $f: a FIFO, not a regular file; not read" ]
	local good=results/20261130-194306-laptop/bfq/read-2m/run-3/schedaio.json
	[ -f "$good" ]
	jq '.read.clat_ns.mean = 1e308' "$good" >"$BATS_TEST_TMPDIR/b.json"
	merge_bounded "$good" "$BATS_TEST_TMPDIR/b.json"
	[ "$status" -eq 1 ]
	[ "$stderr" = "schedaio-merge: $BATS_TEST_TMPDIR/b.json: read.clat_ns: mean is out of range (1e+308, not in 0..1.9e+19)" ]
	jq '.read.clat_ns.percentile["nan"] = 1' "$good" >"$BATS_TEST_TMPDIR/c.json"
	merge_bounded "$BATS_TEST_TMPDIR/c.json" "$good"
	[ "$status" -eq 1 ]
	[[ $stderr == *"c.json: read.clat_ns.percentile has a key that is not a percentile in (0, 100]"* ]]
}

@test "merge-stats: bad usage is one line and exit 2" {
	merge_bounded -o
	[ "$status" -eq 2 ]
	[ "$stderr" = "schedaio-merge: -o needs a file name (see --help)" ]
	merge_bounded -o "$BATS_TEST_TMPDIR/m.json"
	[ "$status" -eq 2 ]
	[ "$stderr" = "schedaio-merge: no stats files given (see --help)" ]
	merge_bounded --bogus
	[ "$status" -eq 2 ]
	[ "$stderr" = "schedaio-merge: unknown option --bogus (see --help)" ]
}

# asan: run build/tests/compare-asan ARGS... with LeakSanitizer on; fails on any report.
asan() {
	[ -x build/tests/compare-asan ] || skip "build/tests/compare-asan missing: make unit builds it"
	run --separate-stderr env SCHEDAIO_TOP="$PWD" ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=99 \
		UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 build/tests/compare-asan "$@"
	if [[ $stderr == *Sanitizer* || $stderr == *"runtime error"* ]]; then
		printf '%s\n' "$stderr" >&2
		return 1
	fi
}

@test "no leak on the exit paths: every fio.json unusable (after the folder was read), a cells array of numbers" {
	local f
	for f in "$work"/*/*/run-*/fio.json; do
		echo garbage >"$f"
	done
	asan "$work"
	[ "$status" -eq 1 ]
	[[ $stderr == *"no usable runs (8 found, none could be read)"* ]]
	rm -rf "$work" && cp -r tests/fixtures/results/mini "$work"
	jq '.pack.descriptor.cells = [1, 2] | .cells = ["write-4k"]' tests/fixtures/results/mini/manifest.json \
		>"$work/manifest.json"
	asan "$work"
	[ "$status" -eq 0 ]
}

@test "no leak or sanitizer report on the hostile inputs above (FIFO, 1e308, 3,000 pairs, bad names)" {
	rm "$work/none/randread-4k/run-1/fio.json"
	mkfifo "$work/none/randread-4k/run-1/fio.json"
	jq '.write.clat_ns.percentile["99.000000"] = 1e308' "$work/none/write-4k/run-2/schedaio.json" \
		>"$BATS_TEST_TMPDIR/s.json" && mv "$BATS_TEST_TMPDIR/s.json" "$work/none/write-4k/run-2/schedaio.json"
	cp -r "$work/none" "$work/$(printf 'bad\xff')"
	jq -n '{schema: 1, results: [range(3000) | {scheduler: "s\(.)", cell: "c\(.)", run: 1, status: "ok"}]}' \
		>"$work/manifest.json"
	asan --format json "$work"
	[ "$status" -eq 3 ]
	local i
	for i in $(seq 1 65); do
		mkdir -p "$work/s$i/c/run-1"
	done
	asan "$work"
	[ "$status" -eq 1 ]
}

# links_at NAME...: a link to $BATS_TEST_TMPDIR/victim (holding "keep") at each NAME.
links_at() {
	local n
	echo keep >"$BATS_TEST_TMPDIR/victim"
	for n in "$@"; do ln -sfn "$BATS_TEST_TMPDIR/victim" "$n"; done
}

# untouched NAME...: the victim still says "keep", and each NAME is a regular file now.
untouched() {
	local n
	[ "$(cat "$BATS_TEST_TMPDIR/victim")" = keep ]
	for n in "$@"; do
		if [ ! -f "$n" ] || [ -L "$n" ]; then echo "$n: $(ls -l "$n")"; return 1; fi
	done
}

@test "links planted at merge-stats' -o, compare's --html and --plots files: replaced, never written through" {
	local good=results/20261130-194306-laptop/bfq/read-2m/run-3/schedaio.json d=$BATS_TEST_TMPDIR
	links_at "$d/m.json" "$d/m.json.tmp"
	run --separate-stderr build/schedaio-merge -o "$d/m.json" "$good" "$good"
	[ "$status" -eq 0 ]
	untouched "$d/m.json"
	mkdir -p "$d/html" "$d/plots"
	links_at "$d/html/index.html" "$d/html/index.html.tmp" "$d/html/runs.csv.tmp" "$d/plots/plots.gp" "$d/plots/plots.gp.tmp"
	run --separate-stderr build/compare --html "$d/html" --plots "$d/plots" tests/fixtures/results/mini
	echo "$stderr"
	[ "$status" -eq 0 ]
	untouched "$d/html/index.html" "$d/plots/plots.gp"
}

@test "scripts' one writer (atomic.sh): a link at FILE is replaced, never followed; MAX_BYTES bounds what is written" {
	local d=$BATS_TEST_TMPDIR
	links_at "$d/f"
	# shellcheck source=scripts/lib/atomic.sh
	. scripts/lib/atomic.sh
	echo new | write_atomic "$d/f"
	untouched "$d/f"
	[ "$(cat "$d/f")" = new ]
	[ "$(stat -c %a "$d/f")" = "$(printf '%o' $((0666 & ~$(umask))))" ]
	run --separate-stderr bash -c '. scripts/lib/atomic.sh; head -c 2000 /dev/zero | write_atomic "$1" 1000' _ "$d/g"
	[ "$status" -eq 3 ]
	[ "$stderr" = "$d/g: more than 1000 bytes sent; not written" ]
	[ ! -e "$d/g" ]
	[ -z "$(find "$d" -name '*.tmp')" ]
	# scripts/plots writes compare.txt with it.
	cp -r tests/fixtures/results/mini "$d/study"
	links_at "$d/study/compare.txt" "$d/study/compare.txt.tmp"
	run --separate-stderr scripts/plots "$d/study"
	echo "$stderr"
	[ "$status" -eq 0 ]
	untouched "$d/study/compare.txt"
}

@test "scripts' one writer through schedaio-study write-file (atomic_use): one program, the same contract" {
	local d=$BATS_TEST_TMPDIR bin=$PWD/build/schedaio-study
	# shellcheck source=scripts/lib/atomic.sh
	. scripts/lib/atomic.sh
	atomic_use "$bin"
	links_at "$d/f"
	# write-file alone: no mktemp, cat, chmod or mv (PATH finds none of them)
	PATH=/nonexistent write_atomic "$d/f" <<<new
	untouched "$d/f"
	[ ! -L "$d/f" ]
	[ "$(cat "$d/f")" = new ]
	[ "$(stat -c %a "$d/f")" = "$(printf '%o' $((0666 & ~$(umask))))" ]
	echo old >"$d/g"
	run --separate-stderr bash -c '. scripts/lib/atomic.sh; atomic_use "$2"; head -c 2000 /dev/zero | write_atomic "$1" 1000' _ "$d/g" "$bin"
	[ "$status" -eq 3 ]
	[ "$stderr" = "$d/g: more than 1000 bytes sent; not written" ]
	[ "$(cat "$d/g")" = old ]
	head -c 1000 /dev/zero | write_atomic "$d/g" 1000
	[ "$(stat -c %s "$d/g")" = 1000 ]
	run --separate-stderr bash -c '. scripts/lib/atomic.sh; atomic_use "$2"; echo x | write_atomic "$1"' _ "$d/none/h" "$bin"
	[ "$status" -eq 1 ]
	[ "$stderr" = "$d/none/h: $d/none: no such folder" ]
	[ -z "$(find "$d" -name '*.tmp')" ]
	# --max is whole bytes as written: no sign, no blank, no other base
	for m in ' 5' '+5' -1 5x 0x10 ''; do
		run --separate-stderr "$bin" write-file "$d/g" --max "$m" </dev/null
		[ "$status" -eq 2 ]
	done
	[ "$(stat -c %s "$d/g")" = 1000 ]
	# a program that is not there: the shell's own writer stays
	run atomic_use "$d/nosuch"
	[ "$status" -eq 1 ]
	atomic_use "$d/nosuch" || true
	echo shell | PATH=/nonexistent write_atomic "$d/f" || true
	[ "$(cat "$d/f")" = new ]
}

@test "a fio.json from another cell (a write run in a randread folder): named with both workloads, left out, exit 3" {
	local f=$work/mq-deadline/randread-4k/run-2/fio.json
	cp "$work/mq-deadline/write-4k/run-2/fio.json" "$f"
	rm "$work/mq-deadline/randread-4k/run-2/schedaio.json" # the write cell has none either
	bounded --format csv "$work"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$f: the job ran read-4k-qd1, writing, but the cell's first run ("*") ran read-4k-qd1, reading; run left out"* ]]
	# the write run is not averaged into mq-deadline's randread row: one run left
	[[ $output == *$'\nLinux 6.18.44,randread-4k,mbps,KiB/s/1000,more,2,MQ Deadline,mq-deadline,'*',0,1,'* ]]
}

@test "a run folder the manifest does not list (run-3 of a 2-run study): named, left out, exit 3" {
	cp -r "$work/mq-deadline/randread-4k/run-1" "$work/mq-deadline/randread-4k/run-3"
	bounded --format csv "$work"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$work/mq-deadline/randread-4k/run-3: not a run of manifest.json's results[]; left out"* ]]
	[[ $output == *$'\nLinux 6.18.44,randread-4k,mbps,KiB/s/1000,more,2,MQ Deadline,mq-deadline,101,1,2,'* ]]
}

@test "newlines in manifest.json's strings (run_id, pack title, kernel, device): one header line each, no forged row in text or Markdown" {
	local forged=$'\nrandread-4k: MB/s (more is better)\n  MQ Deadline  ####  999999.00  SE +/- 0.00, N = 9\n<script>x</script>'
	jq --arg f "$forged" '.run_id += $f | .pack.descriptor.title = "t" + $f | .kernel += $f | .device.path += $f | .fio_version += $f' \
		"$work/manifest.json" >"$work/m.new" && mv "$work/m.new" "$work/manifest.json"
	bounded "$work"
	[ "$status" -eq 0 ]
	[[ $output != *$'\n  MQ Deadline  ####  999999.00'* ]]
	[[ $output == *"Run       20261130-181500-mini randread-4k: MB/s (more is better)   MQ Deadline  ####  999999.00"* ]]
	bounded --format md "$work"
	[ "$status" -eq 0 ]
	# the header is a code block: every line of it stays indented
	[[ $output != *$'\n<script>'* ]]
	[[ $output != *$'\nrandread-4k: MB/s (more is better)\n  MQ Deadline  ####'* ]]
}

@test "a run's fio.json copied over its sibling (same timestamp_ms, bw, iops): named as a copy, counted once, exit 3" {
	local d=$work/mq-deadline/randread-4k
	jq '.timestamp_ms = 1796062209454' "$d/run-1/fio.json" >"$d/run-1/fio.new" && mv "$d/run-1/fio.new" "$d/run-1/fio.json"
	cp "$d/run-1/fio.json" "$d/run-2/fio.json"
	cp "$d/run-1/schedaio.json" "$d/run-2/schedaio.json"
	bounded --format csv "$work"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$d/run-2/fio.json: the same fio output (timestamp_ms 1796062209454, bw and iops) as $d/run-1/fio.json, a copy; run left out"* ]]
	# N = 1, not 2 runs of one number with SE 0
	[[ $output == *$'\nLinux 6.18.44,randread-4k,mbps,KiB/s/1000,more,2,MQ Deadline,mq-deadline,'*',0,1,'* ]]
}
