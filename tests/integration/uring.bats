#!/usr/bin/env bats
# tests/run: serial=io_uring long
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# uring.bats: the engine's backends on RAM-backed loop devices (fio 3.33).
# Checks: with backend=io_uring the engine's ios/bytes equal fio's total_ios/io_bytes across rw
# modes, block sizes and depths, with and without registerfiles/fixedbufs/sqthread_poll, the
# tag is right and fio's JSON stays valid, as engine.bats checks for libaio; libaio's
# userspace_reap counts the same; with kernel.io_uring_disabled=2 (restored on every exit
# path) the job fails with one line naming the cause, and backend_fallback=libaio runs and
# records libaio; io_setup's EAGAIN names fs.aio-max-nr and the iodepth asked for; options of
# the backend that does not run are named as ignored.

bats_require_minimum_version 1.5.0
load helpers

setup() {
	need_root
	need_engine
	common_setup
	ram_loop 512
}

teardown() {
	common_teardown
}

# need_uring: skip unless io_uring works here (kernel, sysctl, seccomp).
need_uring() {
	if ! fio_engine --name=probe --filename="$LOOP" --backend=io_uring --rw=read --bs=4k \
		--size=64k --direct=1 --stats_file="$WORK/probe.json" 2>"$WORK/probe.err"; then
		skip "io_uring unavailable here: $(grep -m1 'schedaio:' "$WORK/probe.err")"
	fi
}

# counts_for_rw RW: check the directions RW does.
counts_for_rw() {
	case $1 in
	read | randread) counts_match schedaio-t.0.json read ;;
	write | randwrite) counts_match schedaio-t.0.json write ;;
	*)
		counts_match schedaio-t.0.json read
		counts_match schedaio-t.0.json write
		;;
	esac
}

# uring_disable VALUE: set kernel.io_uring_disabled for this test; teardown restores it.
uring_disable() {
	local f=/proc/sys/kernel/io_uring_disabled old
	[ -w "$f" ] || skip "no $f (kernel < 6.6)"
	old=$(<"$f")
	cleanup_push "echo '$old' >'$f'"
	echo "$1" >"$f"
}

@test "io_uring: read, write, randread, randwrite, rw, randrw at 512 B to 2 MiB and iodepth 1 to 256: counts equal fio's" {
	need_uring
	local spec rw bs qd
	for spec in read:512:1 randread:4k:16 write:4k:128 randwrite:64k:256 rw:128k:8 randrw:2m:32; do
		IFS=: read -r rw bs qd <<<"$spec"
		rm -f "$WORK"/schedaio-*.json
		fio_engine --name=t --filename="$LOOP" --backend=io_uring --rw="$rw" --bs="$bs" \
			--iodepth="$qd" --direct=1 --time_based --runtime=1 --ramp_time=300ms
		counts_for_rw "$rw"
		[ "$(jq -r .job.backend "$WORK/schedaio-t.0.json")" = io_uring ]
		[ "$(jq -r .job.backend_requested "$WORK/schedaio-t.0.json")" = io_uring ]
		[ "$(jq -r .job.iodepth "$WORK/schedaio-t.0.json")" = "$qd" ]
	done
}

@test "io_uring: registerfiles, fixedbufs, sqthread_poll, batching and polling: counts equal fio's" {
	need_uring
	local opts
	for opts in "--registerfiles --fixedbufs" "--sqthread_poll --sqthread_poll_cpu=0" \
		"--iodepth_batch_submit=8 --iodepth_batch_complete_min=4 --iodepth_batch_complete_max=16" \
		"--iodepth_batch_complete_min=0"; do
		echo "options: $opts"
		rm -f "$WORK"/schedaio-*.json
		# shellcheck disable=SC2086
		fio_engine --name=t --filename="$LOOP" --backend=io_uring $opts --rw=randrw --bs=4k \
			--iodepth=32 --direct=1 --time_based --runtime=1 --ramp_time=300ms
		counts_for_rw randrw
	done
}

@test "io_uring: numjobs=2 and nrfiles=3 on ext4 with registerfiles: each clone equal to its fio job" {
	need_uring
	fio_engine --name=t --filename="$LOOP" --backend=io_uring --rw=randread --bs=4k --iodepth=8 \
		--direct=1 --numjobs=2 --time_based --runtime=1 --ramp_time=300ms
	counts_match schedaio-t.0.json read 0
	counts_match schedaio-t.1.json read 1
	ext4_mount "$LOOP"
	rm -f "$WORK"/schedaio-*.json
	fio_engine --name=t --directory="$MNT" --nrfiles=3 --size=24m --backend=io_uring \
		--registerfiles --rw=randwrite --bs=4k --iodepth=8 --direct=1 --time_based --runtime=1
	counts_match schedaio-t.0.json write
	[ "$(jq -r .target.nfiles "$WORK/schedaio-t.0.json")" = 3 ]
}

@test "io_uring: the tag names the loop device and its scheduler, and fio's JSON on stdout stays valid" {
	need_uring
	quietly sched_save_restore "$LOOP"
	sched_set "$LOOP" mq-deadline
	run bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --backend=io_uring --name=t \
		--filename='$LOOP' --rw=randread --bs=4k --iodepth=16 --direct=1 --time_based \
		--runtime=500ms --output-format=json 2>/dev/null | jq -e '.jobs[0].read.total_ios > 0'"
	[ "$status" -eq 0 ]
	[ "$(jq -r .target.scheduler "$WORK/schedaio-t.0.json")" = mq-deadline ]
	[ "$(jq -r .target.device "$WORK/schedaio-t.0.json")" = "$(basename "$LOOP")" ]
	jq -e '.read.clat_ns.N > 0 and .read.clat_ns.percentile["99.000000"] > 0' "$WORK/schedaio-t.0.json"
}

@test "io_uring direct=0: nothing on stderr; job.direct 0 and a note saying io_uring runs it asynchronously" {
	need_uring
	(cd "$WORK" && fio --ioengine="external:$ENGINE" --backend=io_uring --name=t --filename="$LOOP" \
		--rw=randread --bs=4k --iodepth=8 --direct=0 --size=4m --output-format=json --output=out.json 2>err.txt)
	cat "$WORK/err.txt"
	[ ! -s "$WORK/err.txt" ]
	counts_match schedaio-t.0.json read
	[ "$(jq -c '[.job.backend, .job.direct]' "$WORK/schedaio-t.0.json")" = '["io_uring",0]' ]
	[ "$(jq -r '.job.notes[0]' "$WORK/schedaio-t.0.json")" = "direct=0: buffered I/O through the page cache (io_uring runs it asynchronously in the kernel's io-wq workers)" ]
}

@test "libaio userspace_reap, blocking and polling: counts equal fio's" {
	local min
	for min in 1 0; do
		rm -f "$WORK"/schedaio-*.json
		fio_engine --name=t --filename="$LOOP" --userspace_reap --rw=randrw --bs=4k \
			--iodepth=64 --iodepth_batch_complete_min="$min" --direct=1 --time_based \
			--runtime=1 --ramp_time=300ms
		counts_for_rw randrw
		[ "$(jq -r .job.backend "$WORK/schedaio-t.0.json")" = libaio ]
	done
}

@test "kernel.io_uring_disabled=2: backend=io_uring fails with one line naming it; backend_fallback=libaio runs on libaio" {
	uring_disable 2
	run --separate-stderr bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t \
		--filename='$LOOP' --backend=io_uring --rw=read --bs=4k --iodepth=4 --direct=1 \
		--runtime=1 --output-format=json --output=out.json"
	echo "$stderr"
	[ "$status" -ne 0 ]
	[ "$(grep -c '^schedaio:' <<<"$stderr")" -eq 1 ]
	grep -q '^schedaio: job t: backend=io_uring unavailable: kernel.io_uring_disabled=2: io_uring is disabled for every process' <<<"$stderr"
	[ "$(jq '.jobs[0].error' "$WORK/out.json")" -ne 0 ]

	rm -f "$WORK"/schedaio-*.json
	run --separate-stderr fio_engine --name=t --filename="$LOOP" --backend=io_uring \
		--backend_fallback=libaio --rw=randread --bs=4k --iodepth=16 --direct=1 \
		--time_based --runtime=1 --ramp_time=300ms
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ $stderr == *"running on libaio (backend_fallback=libaio)"* ]]
	[ "$(jq -r .job.backend "$WORK/schedaio-t.0.json")" = libaio ]
	[ "$(jq -r .job.backend_requested "$WORK/schedaio-t.0.json")" = io_uring ]
	counts_match schedaio-t.0.json read
}

@test "io_setup EAGAIN: one line with fs.aio-max-nr, fs.aio-nr and the iodepth asked for" {
	# iodepth = fs.aio-max-nr while another fio holds AIO events: io_setup says EAGAIN
	# (aio-nr + iodepth > aio-max-nr, fs/aio.c) without lowering the sysctl that other fio
	# runs on this machine rely on. (max + 1 would exceed the engine's own iodepth limit.)
	local max qd hold i st s0
	max=$(</proc/sys/fs/aio-max-nr)
	qd=$max
	[ "$qd" -le 65536 ] || skip "fs.aio-max-nr=$max: above the engine's iodepth limit (65536)"
	st=/sys/block/$(basename "$LOOP")/stat
	s0=$(<"$st")
	fio --name=hold --ioengine=libaio --filename="$LOOP" --rw=read --bs=4k --iodepth=8 \
		--direct=1 --time_based --runtime=30 --size=1m --output=/dev/null &
	hold=$!
	cleanup_push "kill $hold 2>/dev/null || true"
	# the hold's own AIO context: its reads move this test's device's counters (fs.aio-nr is
	# the machine's: another test's fio there once ended before this fio started, 2026-12-06)
	for ((i = 0; i < 300; i++)); do [ "$(<"$st")" != "$s0" ] && break; sleep 0.1; done
	[ "$(<"$st")" != "$s0" ]
	[ "$(</proc/sys/fs/aio-nr)" -gt 0 ]
	run --separate-stderr bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t \
		--filename='$LOOP' --rw=read --bs=512 --iodepth=$qd --direct=1 --runtime=1"
	echo "$stderr"
	kill -0 "$hold" # the hold still held its events while this fio ran
	[ "$status" -ne 0 ]
	[ "$(grep -c '^schedaio:' <<<"$stderr")" -eq 1 ]
	grep -q "^schedaio: job t: io_setup(2) failed with EAGAIN: fs.aio-max-nr is $max and fs.aio-nr .* is [0-9]*; the job asked for iodepth=$qd" <<<"$stderr"
}

@test "backend= refuses an unknown backend, naming the option" {
	run bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t --filename='$LOOP' \
		--backend=spdk --rw=read --bs=4k --direct=1 --runtime=1 2>&1"
	[ "$status" -ne 0 ]
	[[ $output == *backend* ]]
}

@test "backend=io_uring with io_submit_mode=offload fails at init with one line" {
	run --separate-stderr timeout 60 bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' \
		--name=t --filename='$LOOP' --backend=io_uring --io_submit_mode=offload --rw=read \
		--bs=4k --direct=1 --runtime=1"
	echo "$stderr"
	[ "$status" -ne 0 ]
	grep -q '^schedaio: job t: backend=io_uring does not run with io_submit_mode=offload$' <<<"$stderr"
}

@test "an iodepth above the engine's 65536 fails at init with one line" {
	run --separate-stderr timeout 60 bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' \
		--name=t --filename='$LOOP' --rw=read --bs=512 --iodepth=65537 --direct=1 --runtime=1"
	echo "$stderr"
	[ "$status" -ne 0 ]
	grep -qx 'schedaio: job t: iodepth=65537: the engine takes at most iodepth=65536' <<<"$stderr"
}

@test "options of the other backend are named in one line as ignored; the job still runs" {
	run --separate-stderr timeout 60 bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' \
		--name=t --filename='$LOOP' --sqthread_poll --hipri --rw=read --bs=4k --size=1m \
		--direct=1 --output-format=json"
	echo "$stderr"
	[ "$status" -eq 0 ]
	grep -qx 'schedaio: job t: backend=libaio ignores sqthread_poll, hipri (options of backend=io_uring)' <<<"$stderr"
	[ "$(jq -r .job.backend "$WORK/schedaio-t.0.json")" = libaio ]
	run --separate-stderr timeout 60 bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' \
		--name=t --filename='$LOOP' --rw=read --bs=4k --size=1m --direct=1 --output-format=json"
	[ "$status" -eq 0 ]
	run ! grep -q 'ignores' <<<"$stderr"
	need_uring
	run --separate-stderr timeout 60 bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' \
		--name=t --filename='$LOOP' --backend=io_uring --userspace_reap --rw=read --bs=4k \
		--size=1m --direct=1 --output-format=json"
	echo "$stderr"
	[ "$status" -eq 0 ]
	grep -qx 'schedaio: job t: backend=io_uring ignores userspace_reap (options of backend=libaio)' <<<"$stderr"
}
