#!/usr/bin/env bats
# tests/run: check
# compare-bound.bats: compare's read bound and progress line (compare/read/readbound.h,
# issue 28 item 8): more runs, fio JSON files or bytes than compare reads at once are refused
# with one line before they are read; past the threshold of reading a progress line goes to
# stderr, never to stdout. Timing is never asserted: SCHEDAIO_COMPARE_PROGRESS_S=0 shows the
# line from the first run on. Needs build/compare and python3; no root, no devices.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	cd "$BATS_TEST_DIRNAME/../.." || return 1
	STUDY=results/20261130-194306-laptop
	MAX_RUNS=$(sed -n 's/^#define READBOUND_MAX_RUNS \([0-9]*\)$/\1/p' compare/read/readbound.h)
	[ -n "$MAX_RUNS" ]
}

# refused_one_over DIR: compare DIR (a study listing MAX_RUNS + 1 runs) exits 1 with nothing on
# stdout and one line on stderr naming DIR, its runs and the bound.
refused_one_over() {
	run --separate-stderr build/compare "$1"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
	grep -F "compare: $1: $((MAX_RUNS + 1)) runs (with the inputs before it $((MAX_RUNS + 1))); compare reads at most $MAX_RUNS runs" <<<"$stderr"
	[ "$(wc -l <<<"$stderr")" -eq 1 ]
}

@test "the progress line: on stderr with the threshold at 0, stdout byte for byte the same" {
	# the threshold at its largest: no line however slowly a loaded machine reads (the default,
	# a few seconds, was passed under load: the line came, and the check failed)
	SCHEDAIO_COMPARE_PROGRESS_S=3600 run --separate-stderr build/compare "$STUDY"
	[ "$status" -eq 0 ]
	local want=$output
	run ! grep -q 'compare: reading' <<<"$stderr"
	SCHEDAIO_COMPARE_PROGRESS_S=0 run --separate-stderr build/compare "$STUDY"
	[ "$status" -eq 0 ]
	[ "$output" = "$want" ]
	grep -E "^compare: reading $STUDY: [0-9]+ of [0-9]+ runs, about [0-9]+ s left$" <<<"$stderr"
	run ! grep -q 'compare: reading' <<<"$output"
}

@test "the progress line of fio JSON inputs counts files" {
	SCHEDAIO_COMPARE_PROGRESS_S=0 run --separate-stderr build/compare tests/fixtures/fio
	[ "$status" -ne 2 ]
	grep -E '^compare: reading tests/fixtures/fio: [0-9]+ of [0-9]+ files, about [0-9]+ s left$' <<<"$stderr"
	run ! grep -q 'compare: reading' <<<"$output"
}

@test "a study listing one run more than the bound: refused before any run is read, nothing on stdout" {
	local d=$BATS_TEST_TMPDIR/s
	mkdir -p "$d/none/randread-4k/run-1"
	cp "$STUDY/none/randread-4k/run-1/fio.json" "$STUDY/none/randread-4k/run-1/schedaio.json" \
		"$d/none/randread-4k/run-1/"
	python3 - "$d/manifest.json" "$MAX_RUNS" <<'PY'
import json, sys
n = int(sys.argv[2]) + 1
res = [{"scheduler": "none", "cell": "randread-4k", "run": i, "status": "ok"} for i in range(1, n + 1)]
json.dump({"schema": 1, "run_id": "bound", "status": "complete", "schedulers": ["none"],
           "results": res}, open(sys.argv[1], "w"))
PY
	refused_one_over "$d"
}

@test "two inputs under the bound each but over it together: the second is refused" {
	local d=$BATS_TEST_TMPDIR/s half=$((MAX_RUNS / 2 + 1)) k
	for k in a b; do
		mkdir -p "$d/$k/none/randread-4k/run-1"
		cp "$STUDY/none/randread-4k/run-1/fio.json" "$STUDY/none/randread-4k/run-1/schedaio.json" \
			"$d/$k/none/randread-4k/run-1/"
	done
	# run 1 of each usable, the others marked failed (left out unread)
	python3 - "$d" "$half" <<'PY'
import json, sys
for k in ("a", "b"):
    res = [{"scheduler": "none", "cell": "randread-4k", "run": i,
            "status": "ok" if i == 1 else "failed"} for i in range(1, int(sys.argv[2]) + 1)]
    json.dump({"schema": 1, "run_id": k, "status": "complete", "schedulers": ["none"],
               "results": res}, open(f"{sys.argv[1]}/{k}/manifest.json", "w"))
PY
	run --separate-stderr build/compare "$d/a" "$d/b"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	grep -F "compare: $d/b: $half runs (with the inputs before it $((2 * half))); compare reads at most $MAX_RUNS" <<<"$stderr"
}

@test "fio JSON files of more bytes than the bound (sparse, never read): refused with one line" {
	local d=$BATS_TEST_TMPDIR/f max i
	max=$(sed -n 's/^#define READBOUND_MAX_BYTES (\([0-9]*\)ull << 30).*/\1/p' compare/read/readbound.h)
	[ -n "$max" ]
	mkdir "$d"
	# files of 63 MiB each (under jsonfile's 64 MiB per file), one more than the bound holds
	for ((i = 0; i <= max * 1024 / 63; i++)); do truncate -s 63M "$d/f$i.json"; done
	run --separate-stderr timeout 60 build/compare "$d"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	grep -E "^compare: $d/f[0-9]+\.json: with it the inputs hold more than $((max * 1024)) MiB of run files" <<<"$stderr"
	run ! grep -q 'skipped' <<<"$stderr"
}

@test "a start-up study listing one run more than the bound: refused with one line" {
	local d=$BATS_TEST_TMPDIR/st
	mkdir "$d"
	python3 - "$d/manifest.json" "$MAX_RUNS" <<'PY'
import json, sys
n = int(sys.argv[2]) + 1
res = [{"scheduler": "none", "cell": "app", "run": i, "status": "ok", "startup": {"seconds": 1.0}}
       for i in range(1, n + 1)]
json.dump({"schema": 1, "run_id": "bound", "status": "complete", "schedulers": ["none"],
           "pack": {"name": "startup", "descriptor": {"measure": "startup", "cells": ["app"]}},
           "results": res}, open(sys.argv[1], "w"))
PY
	refused_one_over "$d"
}

# sparse_copy SRC DST NAME N: DST a copy of study SRC with the first N files NAME of its runs
# (all when N is 0) made 63 MiB sparse files (under jsonfile's 64 MiB per file).
sparse_copy() {
	local f i=0
	cp -r "$1" "$2"
	while IFS= read -r f; do
		truncate -s 63M "$f"
		i=$((i + 1))
		[ "$4" -eq 0 ] || [ "$i" -lt "$4" ] || break
	done < <(find "$2" -name "$3" | sort)
	[ "$i" -gt 0 ]
}

@test "a study's blktrace.json files count in the bound: 63 MiB each past it, refused with one line naming one" {
	local d=$BATS_TEST_TMPDIR/st max n
	max=$(sed -n 's/^#define READBOUND_MAX_BYTES (\([0-9]*\)ull << 30).*/\1/p' compare/read/readbound.h)
	[ -n "$max" ]
	n=$(find "$STUDY" -name schedaio.json | wc -l)
	[ "$((n * 63))" -gt "$((max * 1024))" ] # the study's runs pass the bound at 63 MiB each
	cp -r "$STUDY" "$d"
	find "$d" -name schedaio.json -execdir truncate -s 63M blktrace.json \;
	run --separate-stderr timeout 120 build/compare "$d"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	grep -E "^compare: $d/.*/run-[0-9]+/blktrace\.json: with it the inputs hold more than $((max * 1024)) MiB of run files" <<<"$stderr"
}

@test "a start-up study's blktrace.json and schedaio-app.json files count in the bound" {
	local s=results/20261203-120527-startup d=$BATS_TEST_TMPDIR/st max
	max=$(sed -n 's/^#define READBOUND_MAX_BYTES (\([0-9]*\)ull << 30).*/\1/p' compare/read/readbound.h)
	[ -n "$max" ]
	[ "$(find "$s" -name blktrace.json | wc -l)" -gt "$((max * 1024 / 63))" ]
	sparse_copy "$s" "$d" blktrace.json 0
	run --separate-stderr timeout 120 build/compare "$d"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	grep -E "^compare: $d/.*/run-[0-9]+/blktrace\.json: with it the inputs hold more than $((max * 1024)) MiB of run files" <<<"$stderr"
	# 60 traces of 63 MiB stay under the bound; with the completion curves' app stats files
	# (one per series, 12 here) of 63 MiB too the read passes it
	rm -rf "$d"
	sparse_copy "$s" "$d" blktrace.json 60
	find "$d" -name schedaio-app.json -exec truncate -s 63M {} \;
	run --separate-stderr timeout 120 build/compare "$d"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	grep -E "^compare: $d/.*/run-[0-9]+/schedaio-app\.json: with it the inputs hold more than $((max * 1024)) MiB of run files" <<<"$stderr"
}
