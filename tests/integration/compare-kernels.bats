#!/usr/bin/env bats
# tests/run: check
# compare-kernels.bats: compare reads a run-pack --kernel study (issue 38 item 2): rows
# "Linux <version>: <label>" grouped by kernel (a table per kernel, one across them); a row
# run under qemu's tcg marked "emulated CPU: functional, not a measurement" in text, md, csv,
# json and the report; no verdict (difference, interval, "~"/"?", best, CSV rank) in a table
# whose rows ran on different accelerators or under tcg; a kernel share that failed named in
# the header. Fixture: tests/fixtures/results/kernels (runs of a real study, trimmed: kernel
# "host" native, "debian" 6.12 under tcg, "6.1" failed before any run), copies edited by jq.
# No root. ~5 s.

bats_require_minimum_version 1.5.0

load helpers

COMPARE=$TOP/scripts/compare
FIX=$TOP/tests/fixtures/results/kernels
MARK='emulated CPU: functional, not a measurement'

setup() {
	common_setup
}

teardown() {
	common_teardown
}

# edited DIR JQ: a copy of the fixture in DIR with its manifest passed through JQ.
edited() {
	cp -r "$FIX" "$1"
	jq "$2" "$1/manifest.json" >"$1/m" && mv "$1/m" "$1/manifest.json"
}

# table TITLE: the lines of the text table titled TITLE (from $TEXT) up to the blank line;
# fails when there is none.
table() {
	awk -v t="$1" 'index($0, t) == 1 { on = 1 } on && $0 == "" { exit } on { print }
		END { exit !on }' <<<"$TEXT"
}

@test "a --kernel study: rows 'Linux <version>: <label>', a table per kernel and one across them" {
	run --separate-stderr "$COMPARE" "$FIX"
	[ "$status" -eq 0 ]
	TEXT=$output
	table "randread-4k on Linux 6.18.44: MB/s" | grep -qF '  Linux 6.18.44: MQ None  '
	table "randread-4k on Linux 6.12.118 (emulated CPU): MB/s" |
		grep -qF '  Linux 6.12.118 (emulated CPU): BFQ low_latency  '
	[ "$(table "randread-4k, all kernels: MB/s" | grep -c '^  Linux ')" -eq 3 ]
	run --separate-stderr "$COMPARE" --format csv "$FIX"
	[ "$status" -eq 0 ]
	[ "$(grep -c '^Linux 6.18.44-fc-v1300,' <<<"$output")" -eq 0 ] # not run-pack's machine
	grep -q '^kernels,randread-4k,mbps,.*,Linux 6.18.44: MQ None,none,' <<<"$output"
}

@test "the short name is the whole release when two kernels share a version" {
	edited "$WORK/s" '.kernels[0].release = "6.12.118-custom" | .kernels[0].accel = "native"'
	run --separate-stderr "$COMPARE" "$WORK/s"
	[ "$status" -eq 0 ]
	grep -qF '  Linux 6.12.118-custom: MQ None' <<<"$output"
	grep -qF '  Linux 6.12.118+deb12-amd64 (emulated CPU): BFQ low_latency' <<<"$output"
}

@test "a tcg row is marked '$MARK' in text, md, csv, json and html" {
	for f in text md json; do
		run --separate-stderr "$COMPARE" --format "$f" "$FIX"
		[ "$status" -eq 0 ]
		grep -qF "$MARK" <<<"$output"
	done
	run --separate-stderr "$COMPARE" --format csv "$FIX"
	[ "$status" -eq 0 ]
	[ "$(grep -cF "BFQ low_latency [$MARK]" <<<"$output")" -ge 2 ]
	grep 'Linux 6.18.44: MQ None' <<<"$output" | grep -qvF "$MARK"
	run --separate-stderr "$COMPARE" --format json "$FIX"
	[ "$(jq '[.tables[] | select(.notes != null) | .notes[] | select(contains("'"$MARK"'"))] | length' <<<"$output")" -ge 2 ]
	run --separate-stderr "$COMPARE" --html "$WORK/h" "$FIX"
	[ "$status" -eq 0 ]
	grep -qF "$MARK" "$WORK/h/index.html"
}

@test "no verdict between rows on different accelerators, none at all under tcg" {
	run --separate-stderr "$COMPARE" "$FIX"
	[ "$status" -eq 0 ]
	TEXT=$output
	table "randread-4k, all kernels: MB/s" >/dev/null
	table "randread-4k on Linux 6.12.118 (emulated CPU): MB/s" >/dev/null
	# native against tcg: no difference, interval, mark or best
	run ! grep -E ' vs |best|resolves| ~ | \? ' <<<"$(table "randread-4k, all kernels: MB/s")"
	# tcg only: the same
	run ! grep -E ' vs |best|resolves| ~ | \? ' <<<"$(table "randread-4k on Linux 6.12.118 (emulated CPU): MB/s")"
	run --separate-stderr "$COMPARE" --format csv "$FIX"
	# no rank either (CSV's rank column; CSV has the tables across kernels)
	[ "$(grep -c '^kernels,randread-4k,mbps,KiB/s/1000,more,,' <<<"$output")" -eq 3 ]
	run --separate-stderr "$COMPARE" --format json "$FIX"
	[ "$(jq '[.tables[] | select(.host == null) | .rows[] | select(.diff_pct != null)] | length' <<<"$output")" -eq 0 ]
}

@test "kvm and native: a verdict within each kernel, none across them, no fleet table" {
	edited "$WORK/k" '.kernels[1].accel = "kvm"'
	run --separate-stderr "$COMPARE" "$WORK/k"
	[ "$status" -eq 0 ]
	TEXT=$output
	table "randread-4k on Linux 6.12.118: MB/s" | grep -qF ' vs Linux 6.12.118: MQ None'
	run ! grep -E ' vs |best' <<<"$(table "randread-4k, all kernels: MB/s")"
	table "randread-4k, all kernels: MB/s" | grep -qF 'rows ran on different accelerators: no verdict'
	run ! grep -qiE 'paired|fleet|across hosts' <<<"$TEXT"
}

@test "a kernel share that failed, and what a share skipped, are named in the header (text, md, json, html)" {
	run --separate-stderr "$COMPARE" "$FIX"
	[ "$status" -eq 0 ]
	grep -qxF 'Kernel    Linux 6.1.0 (emulated CPU) = 6.1.0-57-amd64 (6.1), tcg, share failed (NOT COMPLETE: its rows are missing or have fewer runs): the guest did not boot within 120 s' <<<"$output"
	grep -qxF "Skipped   'bfq' on Linux 6.18.44: kernel host (6.18.44-fc-v1300) does not offer scheduler 'bfq' (offers: none mq-deadline kyber); skipped by --skip-unoffered" <<<"$output"
	grep -qxF 'Machine   6.18.44-fc-v1300, fio-3.33 (run-pack'"'"'s own; the runs'"'"' kernels below)' <<<"$output"
	run --separate-stderr "$COMPARE" --format md "$FIX"
	grep -qF 'share failed (NOT COMPLETE' <<<"$output"
	run --separate-stderr "$COMPARE" --format json "$FIX"
	[ "$(jq -r '.runs[0].kernels[2] | "\(.name) \(.status) \(.error)"' <<<"$output")" = "6.1 failed the guest did not boot within 120 s" ]
	edited "$WORK/i" '.kernels[1].status = "interrupted"'
	run --separate-stderr "$COMPARE" --html "$WORK/h" "$WORK/i"
	[ "$status" -eq 0 ]
	grep -qF '(debian), tcg, share interrupted (NOT COMPLETE' "$WORK/h/index.html"
}

# media DIR: a copy of the fixture in DIR whose shares recorded their own media, as run-pack
# --kernel's shares write them (rp-kernels.sh share_begin): host the laptop model on a
# RAM-backed loop device, debian the laptop model on a memory-backed null_blk disk, and 6.1
# a plain scratch loop device that is buffered (a file system without O_DIRECT; its folder's
# name has HTML in it); the
# study's own device_model (the plan's, made on the host) is left as it is.
media() {
	edited "$1" '.device_model.stack.backing_file = "/dev/shm/schedaio-scratch.plan00/backing.img"
		| .kernels[0] += {device_model: (.device_model | .stack.backing_file = "/dev/shm/schedaio-scratch.aHrWud/backing.img"),
			backing_type: "file", direct_io: true}
		| .kernels[1] += {device_model: (.device_model | .stack.backing_file = "/sys/kernel/config/nullb/schedaionboSIHza"),
			backing_type: "null_blk", direct_io: null}
		| .kernels[2] += {device_model: null, backing: "/var/tmp/x<b>&1/backing.img",
			backing_type: "file", direct_io: false}'
}

@test "each kernel's Medium is what its share ran on, not the plan's (text, md, html, json, csv); differing media said" {
	media "$WORK/m"
	run --separate-stderr "$COMPARE" "$WORK/m"
	[ "$status" -eq 0 ]
	grep -q '^Medium    Linux 6.18.44: laptop model (.*): a RAM-backed loop device (its file in /dev/shm) under blk-throttle' <<<"$output"
	grep -q '^Medium    Linux 6.12.118 (emulated CPU): laptop model (.*): a memory-backed null_blk disk under blk-throttle' <<<"$output"
	grep -qxF 'Medium    Linux 6.1.0 (emulated CPU): plain scratch device: a loop device on a file in /var/tmp/x<b>&1 that is BUFFERED (no O_DIRECT on its file system: the page cache is part of the device measured), no device model' <<<"$output"
	grep -qF 'Media     DIFFERENT MEDIA per kernel' <<<"$output"
	[ "$(grep -c '^Medium ' <<<"$output")" -eq 3 ]
	run --separate-stderr "$COMPARE" --format md "$WORK/m"
	[ "$status" -eq 0 ]
	grep -qF 'Linux 6.12.118 (emulated CPU): laptop model' <<<"$output"
	grep -qF 'a memory-backed null_blk disk under blk-throttle' <<<"$output"
	grep -qF 'DIFFERENT MEDIA per kernel' <<<"$output"
	run --separate-stderr "$COMPARE" --format json "$WORK/m"
	[ "$status" -eq 0 ]
	jq -e '.runs[0].kernels[1].medium | contains("a memory-backed null_blk disk")' <<<"$output" >/dev/null
	jq -e '.runs[0].kernels[2].medium | contains("BUFFERED")' <<<"$output" >/dev/null
	jq -e '.runs[0].media_differ | contains("DIFFERENT MEDIA")' <<<"$output" >/dev/null
	run --separate-stderr "$COMPARE" --format csv "$WORK/m"
	[ "$status" -eq 0 ]
	grep '^m,randread-4k,mbps,.*Linux 6.12.118' <<<"$output" | grep -qF 'null_blk disk'
	grep '^m,randread-4k,mbps,.*Linux 6.18.44: MQ None' <<<"$output" | grep -qF 'RAM-backed loop device'
	run --separate-stderr "$COMPARE" --html "$WORK/h" "$WORK/m"
	[ "$status" -eq 0 ]
	grep -qF 'Linux 6.12.118 (emulated CPU): laptop model' "$WORK/h/index.html"
	grep -qF 'a memory-backed null_blk disk' "$WORK/h/index.html"
	grep -qF 'a loop device on a file in /var/tmp/x&lt;b&gt;&amp;1 that is BUFFERED' "$WORK/h/index.html"
	run ! grep -qF 'x<b>&1' "$WORK/h/index.html"
	grep -qF 'DIFFERENT MEDIA per kernel' "$WORK/h/index.html"
}

@test "a share that recorded no medium says 'not recorded', never the plan's; one medium everywhere: no DIFFERENT line" {
	run --separate-stderr "$COMPARE" "$FIX"
	[ "$status" -eq 0 ]
	grep -qxF 'Medium    Linux 6.18.44: not recorded by its share (it ended before it made its device, or an older run-pack wrote the study): unknown' <<<"$output"
	run ! grep -q '^Medium    laptop model' <<<"$output"
	edited "$WORK/s" '.kernels |= map(. + {device_model: null, backing: "/dev/shm/schedaio-scratch.a/backing.img", backing_type: "file", direct_io: true})'
	run --separate-stderr "$COMPARE" "$WORK/s"
	[ "$status" -eq 0 ]
	[ "$(grep -c '^Medium    Linux .*: plain scratch device: a loop device on a RAM file (in /dev/shm), no device model$' <<<"$output")" -eq 3 ]
	run ! grep -qF 'DIFFERENT MEDIA' <<<"$output"
}
