#!/usr/bin/env bats
# tests/run: check long
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# compare-read-once.bats: compare reads each input file once, into its model; the outputs
# (text, plots, HTML) are made from the model and open no input file again (compare/main.c:
# read -> model -> render). Counted with strace (openat and openat2, lib/json/jsonfile.c's, of every process compare starts;
# an input is opened by its real path).
# On every committed study (listed from git: helpers.bash committed_studies; results/bench
# holds text notes that compare does not read) also: gnuplot runs once and writes each plot once, and each
# model is built once (SCHEDAIO_DEBUG=builds: compare/model/buildlog.h), a start-up study's
# split table once per cell, a decided study's sequential plan once per distinct plan (not per
# table: its boundaries cost ~0.15 s of CPU each, lib/seqtest/bounds.c).
# Needs build/compare, strace and gnuplot; no root, no devices.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	cd "$BATS_TEST_DIRNAME/../.." || return 1
	command -v strace >/dev/null || skip "strace not installed (scripts/setup-deps)"
	command -v gnuplot >/dev/null || skip "gnuplot not installed"
	STUDY=results/20261130-194306-laptop
}

# opens TRACE PATTERN: per file whose path matches PATTERN (an ERE), how many times it was
# opened (successfully) in the strace output TRACE, as "<count> <path>" lines.
opens() {
	grep -E 'openat2?\(' "$1" | grep -v ' = -1 ' | grep -oE '"[^"]*"' | tr -d '"' |
		grep -E "$2" | sort | uniq -c
}

# opened TRACE: every file opened successfully in the strace -y output TRACE, by its real
# path (the decoration of the returned descriptor), as "<count> <path>" lines.
opened() {
	grep -E 'openat2?\(' "$1" | grep -oE '= [0-9]+<[^>]*>$' | sed -E 's/^= [0-9]+<(.*)>$/\1/' |
		sort | uniq -c
}

# bats test_tags=committed
@test "--html on every committed study: no input opened twice, gnuplot once, each plot once, each model once" {
	local d n real rep cells starts decided studies t=$BATS_TEST_TMPDIR/trace e=$BATS_TEST_TMPDIR/err
	n=0 starts=0 decided=0
	studies=$(committed_studies)
	for d in $studies; do
		rep=$BATS_TEST_TMPDIR/r-${d##*/}
		real=$(realpath "$d")
		echo "# $d"
		SCHEDAIO_DEBUG=builds strace_tree "$t" -y -e trace=openat,openat2,execve build/compare \
			--html "$rep" "$d" >/dev/null 2>"$e" || {
			cat "$e"
			return 1
		}
		[ -s "$rep/index.html" ]
		# no file of the study opened twice, and its manifest and stats files opened at all
		opened "$t" | awk -v d="$real/" 'index($2, d) == 1' >"$BATS_TEST_TMPDIR/in"
		run awk '$1 != 1' "$BATS_TEST_TMPDIR/in"
		[ -z "$output" ]
		grep -qE " $real/manifest\.json\$" "$BATS_TEST_TMPDIR/in"
		[ "$(grep -cE '/(schedaio|startup)\.json$' "$BATS_TEST_TMPDIR/in")" -eq \
			"$(find "$d" -name schedaio.json -o -name startup.json | wc -l)" ]
		# gnuplot: one process for all the plots, each image written by it once
		[ "$(grep -cE 'execve\("[^"]*/gnuplot[^"/]*", .* = 0$' "$t")" -eq 1 ] # (its real file: gnuplot-nox)
		grep -oE 'openat\([^,]*, "[^"]*\.(png|svg)", O_WRONLY[^)]*\) = [0-9]+' "$t" |
			grep -oE '"[^"]*"' | sort | uniq -c >"$BATS_TEST_TMPDIR/img"
		run awk '$1 != 1' "$BATS_TEST_TMPDIR/img"
		[ -z "$output" ]
		[ "$(wc -l <"$BATS_TEST_TMPDIR/img")" -eq "$(grep -c '^set output' "$rep/plots/plots.gp")" ]
		[ "$(wc -l <"$BATS_TEST_TMPDIR/img")" -gt 0 ]
		# each model built once: the tables' model, the runs, the overviews, the sweeps, the
		# why tables
		grep 'compare: debug: build ' "$e" | sort | uniq -c >"$BATS_TEST_TMPDIR/builds"
		cat "$BATS_TEST_TMPDIR/builds"
		run awk '$1 != 1' "$BATS_TEST_TMPDIR/builds"
		[ -z "$output" ]
		run grep -c 'build model$' "$BATS_TEST_TMPDIR/builds"
		[ "$output" -eq 1 ]
		# a start-up study: the split table (model/whysplit.h) built once per cell, in
		# model_derive, not by each format that shows it
		if [ "$(jq -r '.pack.descriptor.measure // ""' "$d/manifest.json")" = startup ]; then
			cells=$(find "$d" -mindepth 3 -maxdepth 3 -type d -name 'run-*' |
				awk -F/ '{ print $(NF - 1) }' | sort -u | wc -l)
			[ "$cells" -gt 0 ]
			run grep -c 'build split ' "$BATS_TEST_TMPDIR/builds"
			[ "$output" -eq "$cells" ]
			starts=$((starts + 1))
		fi
		# a decided study: its rule's plan (lib/seqtest, seqverdict.h) built once per distinct
		# plan, not per table (a line per plan, keyed by it: the awk above holds each to one)
		if [ "$(jq -r '.runs_mode // ""' "$d/manifest.json")" = decided ]; then
			run grep -c 'build seqplan k=' "$BATS_TEST_TMPDIR/builds"
			[ "$output" -ge 1 ]
			decided=$((decided + 1))
		fi
		n=$((n + 1))
	done
	[ "$n" -ge 6 ]
	[ "$starts" -ge 2 ]
	[ "$decided" -ge 2 ]
}

@test "SCHEDAIO_DEBUG unset: no build lines; --format pts --html: the runs' model built once" {
	local e=$BATS_TEST_TMPDIR/err
	build/compare --html "$BATS_TEST_TMPDIR/h" "$STUDY" >/dev/null 2>"$e"
	run grep -c 'debug: build' "$e"
	[ "$output" -eq 0 ]
	SCHEDAIO_DEBUG=builds build/compare --format pts --html "$BATS_TEST_TMPDIR/h2" "$STUDY" \
		>/dev/null 2>"$e"
	run grep -c 'debug: build why$' "$e"
	[ "$output" -eq 1 ]
}

@test "--html on the committed full study: each engine stats file and fio.json opened once" {
	local t=$BATS_TEST_TMPDIR/trace n
	run --separate-stderr strace_tree "$t" -e trace=openat,openat2 build/compare --html \
		"$BATS_TEST_TMPDIR/report" "$STUDY"
	[ "$status" -eq 0 ]
	[ -s "$BATS_TEST_TMPDIR/report/index.html" ]
	n=$(find "$STUDY" -name schedaio.json | wc -l)
	[ "$n" -gt 0 ]
	opens "$t" '/schedaio\.json$' >"$BATS_TEST_TMPDIR/stats"
	cat "$BATS_TEST_TMPDIR/stats"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/stats")" -eq "$n" ]
	run awk '$1 != 1' "$BATS_TEST_TMPDIR/stats"
	[ -z "$output" ]
	opens "$t" '/fio\.json$' >"$BATS_TEST_TMPDIR/fio"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/fio")" -eq "$n" ]
	run awk '$1 != 1' "$BATS_TEST_TMPDIR/fio"
	[ -z "$output" ]
}

@test "--plots and --html together: still one open per engine stats file, one note per bad part" {
	local s=$BATS_TEST_TMPDIR/s t=$BATS_TEST_TMPDIR/trace f
	cp -r tests/fixtures/results/why "$s"
	f=$s/bfq/randwrite-4k/run-1/schedaio.json
	jq '.timeseries.write.bytes = [range(5000)]' "$f" >"$f.new"
	mv "$f.new" "$f"
	run --separate-stderr strace_tree "$t" -e trace=openat,openat2 build/compare \
		--plots "$BATS_TEST_TMPDIR/p" --html "$BATS_TEST_TMPDIR/h" "$s"
	[ "$status" -eq 0 ]
	run awk '$1 != 1' <(opens "$t" '/schedaio\.json$')
	[ -z "$output" ]
	[ "$(opens "$t" '/schedaio\.json$' | wc -l)" -eq "$(find "$s" -name schedaio.json | wc -l)" ]
	run grep -c "timeseries write.bytes is not an array" <(printf '%s\n' "$stderr")
	[ "$output" -eq 1 ]
}

@test "fio JSON inputs with their engine stats: each file opened once" {
	local d=$BATS_TEST_TMPDIR/fio t=$BATS_TEST_TMPDIR/trace
	mkdir "$d"
	cp tests/fixtures/fio/randread-4k-none.json tests/fixtures/fio/randread-4k-none.schedaio.json \
		tests/fixtures/fio/write-4k-none.json tests/fixtures/fio/write-4k-none.schedaio.json "$d/"
	run --separate-stderr strace_tree "$t" -e trace=openat,openat2 build/compare \
		--html "$BATS_TEST_TMPDIR/h" "$d"
	echo "$stderr"
	[ "$status" -eq 0 ]
	opens "$t" "^$d/.*\\.json\$" >"$BATS_TEST_TMPDIR/all"
	cat "$BATS_TEST_TMPDIR/all"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/all")" -eq 4 ]
	run awk '$1 != 1' "$BATS_TEST_TMPDIR/all"
	[ -z "$output" ]
}

@test "each study's manifest.json opened once (a start-up study and a run-pack study together)" {
	local t=$BATS_TEST_TMPDIR/trace
	run --separate-stderr strace_tree "$t" -e trace=openat,openat2 build/compare \
		results/20261202-015217-startup
	[ "$status" -eq 0 ]
	run opens "$t" '/20261202-015217-startup/manifest\.json$'
	[ "$output" = "      1 $(realpath results/20261202-015217-startup)/manifest.json" ] # (opened by its real path)
	run --separate-stderr strace_tree "$t" -e trace=openat,openat2 build/compare --html \
		"$BATS_TEST_TMPDIR/h" "$STUDY" results/20261130-180626-laptop-quick
	[ "$status" -eq 0 ]
	opens "$t" '/manifest\.json$' >"$BATS_TEST_TMPDIR/m"
	cat "$BATS_TEST_TMPDIR/m"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/m")" -eq 2 ]
	run awk '$1 != 1' "$BATS_TEST_TMPDIR/m"
	[ -z "$output" ]
}
