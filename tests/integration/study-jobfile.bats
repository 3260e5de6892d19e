#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr is set by bats' run --separate-stderr
# study-jobfile.bats: the data work run-pack hands to build/schedaio-study (no root, no fio
# run): the job files it writes for every job of every pack (five configurations, edge cases)
# and the values it reads from them are byte for byte what the awk of rp-job.sh wrote before
# (tests/fixtures/jobfile/expected.txt; since issue 39 an edge file out of the one form fio
# and run-pack read alike is refused, a replay's read_iolog= names the trace's checked copy,
# and cell_writes answers on the text a run gets), and so is the startup object of a start-up replay
# (tests/fixtures/startupjson/expected.txt: the jq of rp-startup.sh); job-file writes through
# DEST.tmp and never through a link; every error path (bad arguments, a missing, oversized or
# binary job file, a run folder without its files, an unknown unit) is exit 2 and one line.
# Seconds.

bats_require_minimum_version 1.5.0

load helpers

STUDY=$TOP/build/schedaio-study

setup() {
	common_setup
	[ -x "$STUDY" ] || skip "build/schedaio-study not built (run make)"
}

teardown() { common_teardown; }

@test "every job file run-pack writes, and every value it reads, is as the awk made it" {
	run --separate-stderr "$TOP/tests/fixtures/jobfile/emit"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	printf '%s\n' "$output" >"$WORK/now.txt"
	diff -u "$TOP/tests/fixtures/jobfile/expected.txt" "$WORK/now.txt"
}

@test "the startup object of every committed start-up run, and of edge cases, is as the jq made it" {
	command -v jq >/dev/null || skip "jq not installed"
	run --separate-stderr "$TOP/tests/fixtures/startupjson/emit"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	printf '%s\n' "$output" >"$WORK/now.txt"
	diff -u "$TOP/tests/fixtures/startupjson/expected.txt" "$WORK/now.txt"
}

@test "job-file writes DEST through a new .DEST.XXXXXX.tmp: a link at DEST (or at DEST.tmp) is replaced or left, never written through" {
	echo keep >"$WORK/victim"
	ln -s "$WORK/victim" "$WORK/job.fio"
	ln -s "$WORK/victim" "$WORK/job.fio.tmp"
	"$STUDY" job-file "$WORK/job.fio" "$TOP/jobs/laptop/read-4k.fio" --ioengine libaio --directory /mnt/x
	[ "$(cat "$WORK/victim")" = keep ]
	[ ! -L "$WORK/job.fio" ]
	[ -z "$(find "$WORK" -name '.job.fio.*.tmp')" ]
	grep -qx 'directory=/mnt/x' "$WORK/job.fio"
}

@test "job-file, job-value, section-value, job-writes, startup-json, mbps: bad input is exit 2 and one line" {
	head -c $((1024 * 1024 + 1)) /dev/zero | tr '\0' 'a' >"$WORK/big.fio"
	printf '[global]\nrw=write\0\n' >"$WORK/nul.fio"
	local f=$TOP/jobs/laptop/read-4k.fio
	for args in "job-file $WORK/o.fio" "job-file $WORK/o.fio $f --directory /x" \
		"job-file $WORK/o.fio $f --ioengine libaio" "job-file $WORK/o.fio $f --ioengine libaio --bogus 1" \
		"job-file $WORK/o.fio $f --ioengine libaio --directory" \
		"job-file $WORK/o.fio $f --ioengine libaio --directory /mnt/a:b" \
		"job-file $WORK/o.fio $f --ioengine libaio --directory mnt/rel" \
		"job-file $WORK/o.fio $f --ioengine libaio --filename /dev/disk/by-path/pci-0000:00:04.0" \
		"job-file $WORK/o.fio $WORK/missing.fio --ioengine libaio --directory /x" \
		"job-file $WORK/nope/o.fio $f --ioengine libaio --directory /x" \
		"job-value $WORK/big.fio runtime" "job-value $WORK/nul.fio rw" "job-value $f" \
		"section-value $f app" "section-value $WORK/missing.fio app runtime" \
		"job-writes $WORK/nul.fio" "job-writes" \
		"startup-json $WORK" "startup-json $WORK $f app" "startup-json $WORK $f app extra" \
		"mbps MB/s" "mbps GB/s 1" "mbps MiB/s -1" "mbps MiB/s 1x" "mbps MiB/s nan" "mbps MiB/s inf"; do
		# shellcheck disable=SC2086 # the words of ARGS
		run --separate-stderr "$STUDY" $args
		[ "$status" -eq 2 ] || { echo "$args: exit $status"; return 1; }
		[ -z "$output" ]
		[ "$(wc -l <<<"$stderr")" -eq 1 ]
		[[ $stderr == "schedaio-study "* ]]
	done
	[ ! -e "$WORK/o.fio" ]
	[ ! -e "$WORK/o.fio.tmp" ]
}

@test "mbps converts by the one unit rule, MB/s included; job-writes exits 1 for a reader" {
	[ "$("$STUDY" mbps KiB/s/1000 125784)" = 125.8 ]
	[ "$("$STUDY" mbps MiB/s 276532)" = 270.1 ]
	[ "$("$STUDY" mbps MB/s 1000000)" = 1024.0 ]
	run "$STUDY" job-writes "$TOP/jobs/laptop/read-4k.fio"
	[ "$status" -eq 1 ]
	run "$STUDY" job-writes "$TOP/jobs/laptop/write-4k.fio"
	[ "$status" -eq 0 ]
}

@test "help names the new commands" {
	run "$STUDY" --help
	[ "$status" -eq 0 ]
	for c in job-file job-value section-value job-writes mbps startup-json; do
		grep -q "^  $c " <<<"$output" || { echo "no $c"; return 1; }
	done
}

@test "job-fio-check: MEM_AVAILABLE (a --hosts host's, bytes) bounds fio's buffers at half of it; 0 no bound; a bad one is exit 2 and one line" {
	local args
	printf '[test]\nbs=2m\niodepth=64\n' >"$WORK/job.fio"
	fio --showcmd "$WORK/job.fio" >"$WORK/show"
	# 64 x 2 MiB = 128 MiB: within half of 256 MiB, over half of one byte less
	run "$STUDY" job-fio-check "$WORK/job.fio" "$WORK/show" 268435456
	[ "$status" -eq 0 ]
	run "$STUDY" job-fio-check "$WORK/job.fio" "$WORK/show" 268435455
	echo "$output"
	[ "$status" -eq 1 ]
	[[ $output == *"job 'test' needs 128.0 MiB of fio buffers (iodepth 64 x bs 2.0 MiB x numjobs 1; "*"more than 50 % of MemAvailable (128.0 MiB of 256.0 MiB)" ]]
	run "$STUDY" job-fio-check "$WORK/job.fio" "$WORK/show" 0
	[ "$status" -eq 0 ]
	for args in 12x -1 +5 '' 99999999999999999999 1152921504606846977; do
		run --separate-stderr "$STUDY" job-fio-check "$WORK/job.fio" "$WORK/show" "$args"
		[ "$status" -eq 2 ] || { echo "'$args': exit $status"; return 1; }
		[ -z "$output" ]
		[ "$(wc -l <<<"$stderr")" -eq 1 ]
		[[ $stderr == "schedaio-study job-fio-check: MEM_AVAILABLE must be a number of bytes"* ]]
	done
}
