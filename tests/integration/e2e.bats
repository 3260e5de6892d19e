#!/usr/bin/env bats
# e2e.bats: the README's main job, shortened: a quick run-pack with the schedaio engine on a
# scratch loop device (RAM-backed), then compare on its results folder; --quick's runs shortened
# to 1 s (SCHEDAIO_QUICK).

bats_require_minimum_version 1.5.0

load helpers

setup() {
	need_root
	need_engine
	[ -x "$TOP/build/compare" ] || skip "build/compare not built (run make)"
	common_setup
	# --quick's runs made shorter (1 s, 64 MiB files): the test checks counts and tables, not
	# rates; ramp_time stays (the engine's counts must equal fio's after a ramp too).
	export SCHEDAIO_QUICK="runtime=1 ramp_time=1 startdelay=0 size=64m"
}

teardown() {
	common_teardown
}

@test "quick run-pack with the engine (2 cells x 2 schedulers) then compare prints every table" {
	# none and bfq (its defaults: "BFQ low_latency", jobs/sched-labels.tsv), or kyber on a
	# kernel without bfq: any second scheduler makes the tables
	local other=bfq row='BFQ low_latency'
	offers loop bfq || other=kyber row=Kyber
	run "$TOP/scripts/run-pack" --pack "$TOP/jobs/laptop" --schedulers "none,$other" --runs 1 \
		--quick --cells randread-4k,write-4k --scratch-backing /dev/shm --out "$WORK"
	echo "$output"
	[ "$status" -eq 0 ]
	local dir=${lines[-1]}
	[ -f "$dir/manifest.json" ]
	[ "$(jq -r .status "$dir/manifest.json")" = complete ]
	# every run has fio's JSON and the engine's, and the engine's counts are fio's
	local f n=0
	for f in "$dir"/*/*/run-1/schedaio.json; do
		local fio=${f%/schedaio.json}/fio.json d
		d=$(jq -r 'if .read then "read" else "write" end' "$f")
		[ "$(jq ".$d.ios" "$f")" = "$(jq ".jobs[0].$d.total_ios" "$fio")" ]
		[ "$(jq ".$d.bytes" "$f")" = "$(jq ".jobs[0].$d.io_bytes" "$fio")" ]
		[ "$(jq -r .target.scheduler "$f")" = "$(basename "$(dirname "$(dirname "$(dirname "$f")")")")" ]
		n=$((n + 1))
	done
	[ "$n" -eq 4 ]
	run "$TOP/scripts/compare" "$dir"
	echo "$output"
	[ "$status" -eq 0 ]
	[[ $output == *"randread-4k: MB/s (more is better)"* ]]
	[[ $output == *"write-4k: IOPS (more is better)"* ]]
	[[ $output == *"randread-4k: p99 completion latency"* ]]
	# rows named by jobs/sched-labels.tsv; 2 cells x 6 tables (MB/s, IOPS, p50, p99, p99.9, and
	# the merge ratio from the engine's schema 2 devstat), each with a bar; and per cell a why
	# table (where requests waited) with a row per scheduler, from the device counters
	[[ $output == *"randread-4k: merge ratio"* ]]
	[ "$(printf '%s\n' "$output" | grep -cE "^  (MQ None|$row) +(#|[0-9])")" -eq 24 ]
	[[ $output == *"randread-4k: where requests waited"* ]]
	[ "$(printf '%s\n' "$output" | grep -cE "^  (MQ None|$row) +device counters ")" -eq 4 ]
	# what the study made is gone: its backing file, a loop device on it, its mount (only its
	# own: other programs use loop devices and mounts on this machine meanwhile)
	local backing mnt
	backing=$(jq -r .device.backing "$dir/manifest.json")
	mnt=$(jq -r .device.dir "$dir/manifest.json")
	[[ $backing == /dev/shm/schedaio-scratch.*/backing.img ]]
	[ ! -e "$backing" ]
	[ -z "$(losetup -j "$backing")" ]
	[[ $mnt == /tmp/schedaio-run.*/mnt ]]
	run ! grep -qF " $mnt " /proc/mounts
	[ ! -e "$mnt" ]
}
