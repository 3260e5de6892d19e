#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr: set by bats' run --separate-stderr
# compare-kernels.bats: compare reads a run-pack --kernel study (issue 38 item 2): rows
# "Linux <version>: <label>" grouped by kernel (a table per kernel, one across them); a row
# run under qemu's tcg marked "emulated CPU: functional, not a measurement" in text, md, csv,
# json and the report; no verdict (difference, interval, "~"/"?", best, CSV rank) in a table
# whose rows ran on different accelerators or under tcg; a kernel share that failed named in
# the header; a published set per kernel (--reference per kernel, KERNEL=SET: each kernel's
# rows beside its own set, named per kernel in every format; the refusals). Fixture:
# tests/fixtures/results/kernels (runs of a real study, trimmed: kernel "host" native,
# "debian" 6.12 under tcg, "6.1" failed before any run), copies edited by jq. No root. ~10 s.

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

@test "a kernel share that failed, and what a share skipped, are named in the header (text, md, json, html); the device is each kernel's own" {
	run --separate-stderr "$COMPARE" "$FIX"
	[ "$status" -eq 0 ]
	grep -qxF 'Kernel    Linux 6.1.0 (emulated CPU) = 6.1.0-57-amd64 (6.1), tcg, share failed (NOT COMPLETE: its rows are missing or have fewer runs): the guest did not boot within 120 s' <<<"$output"
	grep -qxF "Skipped   'bfq' on Linux 6.18.44: kernel host (6.18.44-fc-v1300) does not offer scheduler 'bfq' (offers: none mq-deadline kyber); skipped by --skip-unoffered" <<<"$output"
	grep -qxF 'Machine   6.18.44-fc-v1300, fio-3.33 (run-pack'"'"'s own; the runs'"'"' kernels below)' <<<"$output"
	grep -qxF "Device    each kernel's own scratch device, made in that kernel (its medium below)" <<<"$output"
	run --separate-stderr "$COMPARE" --format md "$FIX"
	grep -qF 'share failed (NOT COMPLETE' <<<"$output"
	run --separate-stderr "$COMPARE" --format json "$FIX"
	[ "$(jq -r '.runs[0].kernels[2] | "\(.name) \(.status) \(.error)"' <<<"$output")" = "6.1 failed the guest did not boot within 120 s" ]
	edited "$WORK/i" '.kernels[1].status = "interrupted"'
	run --separate-stderr "$COMPARE" --html "$WORK/h" "$WORK/i"
	[ "$status" -eq 0 ]
	grep -qF '(debian), tcg, share interrupted (NOT COMPLETE' "$WORK/h/index.html"
}

# A set per kernel (issue 38 item 2 leftover: `--reference laptop-4.13 --reference
# laptop-4.15`). laptop-4.15 has no randread-4k, the fixture's cell, so the second set is made
# here from laptop-4.13 (`twice`: its values doubled, a path, as a set may be given); the
# debian kernel runs under kvm (edited) so that its rows keep their published values.

# twice_set: $WORK/twice.json, laptop-4.13 named "twice" with every value doubled.
twice_set() {
	jq '.name = "twice" | .title = "the 4.13 laptop, doubled" | .results |= map(.value *= 2)' \
		"$TOP/results/reference/laptop-4.13.json" >"$WORK/twice.json"
}

@test "a --reference per kernel: each kernel's rows beside its own set, which every format names" {
	edited "$WORK/k" '.kernels[1].accel = "kvm"'
	twice_set
	run --separate-stderr "$COMPARE" --reference laptop-4.13 --reference "$WORK/twice.json" "$WORK/k"
	[ "$status" -eq 0 ]
	TEXT=$output
	grep -qxF 'Reference Linux 6.18.44 (host): laptop-4.13: Phoronix: Intel Core i7-5600U laptop, 128 GB Samsung MZNTE128 SATA SSD, ext4, Linux 4.13' <<<"$TEXT"
	grep -qxF 'Reference Linux 6.12.118 (debian): twice: the 4.13 laptop, doubled' <<<"$TEXT"
	table "randread-4k on Linux 6.18.44: MB/s (more is better)   published: laptop-4.13" |
		grep -qE 'Linux 6.18.44: MQ None .* 358\.23 None  x0\.46 '
	table "randread-4k on Linux 6.12.118: MB/s (more is better)   published: twice" |
		grep -qE 'Linux 6.12.118: MQ None .* 716\.46 None  +x0\.06 '
	table "randread-4k, all kernels: MB/s (more is better)   published: Linux 6.18.44: laptop-4.13, Linux 6.12.118: twice" |
		grep -qE 'Linux 6.12.118: BFQ low_latency .* 717\.96 BFQ low_latency  x0\.05 '
	run --separate-stderr "$COMPARE" --format md --reference laptop-4.13 --reference "$WORK/twice.json" "$WORK/k"
	grep -qF '| published (twice) | label | ratio |' <<<"$output"
	grep -qF '| published (Linux 6.18.44: laptop-4.13, Linux 6.12.118: twice) | label | ratio |' <<<"$output"
	run --separate-stderr "$COMPARE" --format csv --reference laptop-4.13 --reference "$WORK/twice.json" "$WORK/k"
	[ "$(head -1 <<<"$output" | awk -F, '{ print $NF }')" = published_set ]
	grep -q '^k,randread-4k,mbps,.*,Linux 6.12.118: MQ None,none,.*,716.46,None,.*,twice$' <<<"$output"
	grep -q '^k,randread-4k,iops,.*,Linux 6.18.44: MQ None,none,.*,89553,None,.*,laptop-4.13$' <<<"$output"
	run --separate-stderr "$COMPARE" --format json --reference laptop-4.13 --reference "$WORK/twice.json" "$WORK/k"
	[ "$(jq -c '[.references[] | [.kernel, .name]]' <<<"$output")" = '[["host","laptop-4.13"],["debian","twice"]]' ]
	[ "$(jq -r '[.tables[] | select(.host == null and .metric == "mbps") | .rows[] | "\(.label)=\(.published_set)@\(.published)"] | join(";")' <<<"$output")" = 'Linux 6.18.44: MQ None=laptop-4.13@358.23;Linux 6.12.118: MQ None=twice@716.46;Linux 6.12.118: BFQ low_latency=twice@717.96' ]
	run --separate-stderr "$COMPARE" --reference laptop-4.13 --reference "$WORK/twice.json" --html "$WORK/h" "$WORK/k"
	[ "$status" -eq 0 ]
	grep -qF '<th class=n>published (Linux 6.18.44: laptop-4.13, Linux 6.12.118: twice)</th>' "$WORK/h/index.html"
	grep -qF "title 'published: Linux 6.18.44: laptop-4.13, Linux 6.12.118: twice'" "$WORK/h/plots/plots.gp"
}

@test "KERNEL=SET names the kernel by its name, its release or the release its rows show; the others get none" {
	edited "$WORK/k" '.kernels[1].accel = "kvm"'
	twice_set
	run --separate-stderr "$COMPARE" --reference "debian=$WORK/twice.json" "$WORK/k"
	[ "$status" -eq 0 ]
	TEXT=$output
	table "randread-4k on Linux 6.18.44: MB/s (more is better)" | head -1 | grep -qvF published
	table "randread-4k on Linux 6.12.118: MB/s (more is better)   published: twice" | grep -qF ' 716.46 None '
	table "randread-4k, all kernels: MB/s (more is better)   published: Linux 6.12.118: twice" >/dev/null
	for k in 6.12.118 6.12.118+deb12-amd64; do
		run --separate-stderr "$COMPARE" --reference "$k=$WORK/twice.json" "$WORK/k"
		[ "$status" -eq 0 ]
		[ "$output" = "$TEXT" ]
	done
	# the i-th without a name pairs with the i-th kernel, beside one that names its own
	run --separate-stderr "$COMPARE" --reference "6.1=$WORK/twice.json" --reference laptop-4.13 "$WORK/k"
	[ "$status" -eq 0 ]
	grep -qxF 'Reference Linux 6.12.118 (debian): laptop-4.13: Phoronix: Intel Core i7-5600U laptop, 128 GB Samsung MZNTE128 SATA SSD, ext4, Linux 4.13' <<<"$output"
	grep -qxF 'Reference Linux 6.1.0 (emulated CPU) (6.1): twice: the 4.13 laptop, doubled' <<<"$output"
	run ! grep -qF 'Reference Linux 6.18.44' <<<"$output"
}

@test "a tcg kernel's rows get no published value from their set, which is still named" {
	twice_set
	run --separate-stderr "$COMPARE" --reference laptop-4.13 --reference "$WORK/twice.json" "$FIX"
	[ "$status" -eq 0 ]
	TEXT=$output
	table "randread-4k on Linux 6.12.118 (emulated CPU): MB/s (more is better)   published: twice" |
		grep -qF "$MARK"
	run ! grep -E '716\.46|717\.96' <<<"$(table "randread-4k on Linux 6.12.118 (emulated CPU): MB/s")"
	table "randread-4k on Linux 6.18.44: MB/s (more is better)   published: laptop-4.13" | grep -qF ' 358.23 None '
}

@test "the cap note names each kernel's set and only the rows compared with it" {
	# the read IOPS cap (source: laptop-4.13) lowered to 10,000: the host's row (40,818) and
	# the debian MQ None row (10,697) sit at it
	edited "$WORK/c" '.kernels[1].accel = "kvm" | .device_model.model.read_iops.value = 10000'
	twice_set
	run --separate-stderr "$COMPARE" --reference "host=$WORK/twice.json" --reference debian=laptop-4.13 "$WORK/c"
	[ "$status" -eq 0 ]
	[ "$(grep -c "At the medium's read cap" <<<"$output")" -eq 1 ]
	grep -qF "At the medium's read cap of 10000.00 IOPS (jobs/models/laptop.json), taken from laptop-4.13, the set of Linux 6.12.118's rows: Linux 6.12.118: MQ None 10697.36: a ratio near 1" <<<"$output"
	# one set for every row: as before, the host's row too
	run --separate-stderr "$COMPARE" --reference laptop-4.13 "$WORK/c"
	grep -qF "taken from this set: Linux 6.18.44: MQ None 40817.98, Linux 6.12.118: MQ None 10697.36: a ratio" <<<"$output"
}

@test "refused with one line and exit 2: more sets than kernels, two for one kernel, an unknown kernel, several outside a --kernel study" {
	local one=$TOP/tests/fixtures/results/mini
	# refused ARGS... EXPECTED: compare ARGS exits 2 with EXPECTED as its one line on stderr
	refused() {
		local want=${*: -1}
		run --separate-stderr "$COMPARE" "${@:1:$#-1}"
		[ "$status" -eq 2 ] || { echo "status $status for $*"; return 1; }
		[ "$stderr" = "$want" ] || { echo "stderr: $stderr"; return 1; }
		[ -z "$output" ]
	}
	refused --reference laptop-4.13 --reference laptop-4.15 --reference laptop-4.13 --reference laptop-4.15 "$FIX" \
		"compare: 4 --reference for the 3 kernels of the study (host (6.18.44-fc-v1300), debian (6.12.118+deb12-amd64), 6.1 (6.1.0-57-amd64)): one set per kernel at most"
	refused --reference debian=laptop-4.13 --reference laptop-4.15 "$FIX" \
		"compare: two --reference for kernel debian: debian=laptop-4.13 and laptop-4.15"
	refused --reference host=laptop-4.13 --reference 6.18.44=laptop-4.15 "$FIX" \
		"compare: two --reference for kernel host: host=laptop-4.13 and 6.18.44=laptop-4.15"
	refused --reference nope=laptop-4.13 "$FIX" \
		"compare: --reference nope=laptop-4.13: no kernel 'nope' in the study (its kernels: host (6.18.44-fc-v1300), debian (6.12.118+deb12-amd64), 6.1 (6.1.0-57-amd64))"
	refused --reference laptop-4.13 --reference laptop-4.15 "$one" \
		"compare: 2 --reference need a run-pack --kernel study (a set per kernel); for a table per set, run compare once per set (as scripts/plots --reference A --reference B does)"
	refused --reference debian=laptop-4.13 "$one" \
		"compare: --reference debian=laptop-4.13 names a kernel, but the input is not a run-pack --kernel study"
	refused --format pts --reference laptop-4.13 --reference laptop-4.15 \
		"compare: 2 --reference need a run-pack --kernel study (a set per kernel); for a table per set, run compare once per set (as scripts/plots --reference A --reference B does)"
	refused --reference laptop-4.13 --reference laptop-4.15 "$FIX" "$one" \
		"compare: a --reference per kernel pairs the kernels of one run-pack --kernel study; 2 inputs given"
	refused --reference laptop-4.13 --reference epyc-4.19 "$FIX" \
		"compare: --reference laptop-4.13 is in KiB/s/1000, epyc-4.19 in MiB/s: the ratios of one table would mix units; pair sets of one unit"
	refused --reference debian= "$FIX" "compare: --reference 'debian=': wants SET or KERNEL=SET"
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

@test "a --kernel study whose runs and kernels[] do not pair is not read: one line, no rows (a tcg share read as a native one would be ranked against it)" {
	local f fmt
	edited "$WORK/a" '.kernels[1].name = "Debian"'
	edited "$WORK/b" 'del(.kernels[1])'
	edited "$WORK/c" '.kernels[2].name = "a/b"'
	for f in a b; do
		for fmt in text md csv json; do
			run --separate-stderr "$COMPARE" --format "$fmt" "$WORK/$f"
			[ "$status" -eq 1 ]
			[ -z "$output" ]
			[ "$stderr" = "compare: $WORK/$f/manifest.json: results[] has a run of kernel 'debian', which kernels[] does not list: a --kernel study whose runs and kernels do not pair is not read" ]
		done
	done
	run --separate-stderr "$COMPARE" "$WORK/c"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	[ "$stderr" = "compare: $WORK/c/manifest.json: kernels[2] has no name a folder can have: a --kernel study whose kernels cannot be told apart is not read" ]
}

@test "a table across kernels on different media says MIXED MEDIA (text, md, csv, json, html); a kernel's own table does not" {
	local line='MIXED MEDIA: these rows ran on different media'
	media "$WORK/m"
	run --separate-stderr "$COMPARE" "$WORK/m"
	[ "$status" -eq 0 ]
	TEXT=$output
	table "randread-4k, all kernels: MB/s" | sed -n 2p | grep -qF "  $line"
	run ! grep -qF "$line" <<<"$(table "randread-4k on Linux 6.12.118 (emulated CPU): MB/s")"
	run ! grep -qF "$line" <<<"$(table "randread-4k on Linux 6.18.44: MB/s")"
	run --separate-stderr "$COMPARE" --format md "$WORK/m"
	[ "$status" -eq 0 ]
	grep -A2 -F '### randread-4k, all kernels: MB/s' <<<"$output" | grep -qF "$line"
	run --separate-stderr "$COMPARE" --format csv "$WORK/m"
	[ "$status" -eq 0 ]
	[ "$(cut -d, -f30 <<<"$(head -1 <<<"$output")")" = mixed_media ]
	run awk -F, '$2 == "randread-4k" && $3 == "mbps" && $30 != 1' <<<"$(sed 's/"[^"]*"//g' <<<"$output")"
	[ -z "$output" ]
	run --separate-stderr "$COMPARE" --format json "$WORK/m"
	[ "$status" -eq 0 ]
	jq -e --arg l "$line" '[.tables[] | .mixed_media | strings | startswith($l)] | length > 0 and all' <<<"$output" >/dev/null
	run --separate-stderr "$COMPARE" --html "$WORK/h" "$WORK/m"
	[ "$status" -eq 0 ]
	grep -qF "<p class=warn>$line" "$WORK/h/index.html"
	# one medium on every share: no table says it
	edited "$WORK/s" '.kernels |= map(. + {device_model: null, backing: "/dev/shm/schedaio-scratch.a/backing.img", backing_type: "file", direct_io: true})'
	run --separate-stderr "$COMPARE" "$WORK/s"
	[ "$status" -eq 0 ]
	run ! grep -qF "$line" <<<"$output"
}
