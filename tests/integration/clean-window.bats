#!/usr/bin/env bats
# tests/run: serial=vm-dirty,io_uring long
# shellcheck disable=SC2154 # stderr_lines is set by bats' run --separate-stderr
# clean-window.bats: the engine's clean window (STATS.md "clean_window", issue 40 item 1) holds
# what the device moved while fio counted, where fio's own count carries I/O the device
# finished before the window (COMPARE.md "Counted before the window"), proved against the
# device's own counters (devstat[].window_delta of the device under test):
# - on a RAM-backed loop device of the test's own, bs=1m at iodepth 64 with ramp_time, through
#   each backend (libaio, io_uring) and with fio's ramp ending at a completion (disable_slat,
#   as the packs run) or at a submission: clean_bytes within 0.5 % of the device's bytes in
#   one of up to 3 runs (a loaded machine can move one run's reading: see the test) (1m:
#   one request per I/O, below a loop device's max_sectors_kb of 1280, so that no I/O is
#   half done when the window starts, the one residual the clean count keeps: STATS.md);
# - on the laptop device model in quick mode (run-pack --device-model laptop --quick: 32 driver
#   tags, 3 s windows), the 2 MiB read and write cells under none and mq-deadline: under
#   none fio's bytes are more than 5 % above the device's (the bias is there to remove) and
#   the clean bytes 3 points nearer, and in every run the clean bytes are within 5 % of the
#   device's (a loaded machine delays the window's first reading: see the test).
# Needs root (loop devices; blk-throttle for the model); ~1 minute.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	common_setup
}

teardown() {
	common_teardown
}

# excess STATS DIR: (A - D) / D in percent, 3 decimals, where D is the device's window bytes
# (devstat role "device", window_delta.<DIR>_sectors x 512) and A is fio's count (.<DIR>.bytes)
# with "fio", the clean count (.<DIR>.clean_bytes) with "clean".
excess() {
	jq -r --arg d "$2" --arg k "$3" '(.devstat[] | select(.role == "device") |
		.window_delta[$d + "_sectors"] * 512) as $dev |
		(if $k == "fio" then .[$d].bytes else .[$d].clean_bytes end) as $a |
		(($a - $dev) / $dev * 100 * 1000 | round) / 1000' "$1"
}

# within LIMIT X: |X| <= LIMIT (percent, decimals).
within() { awk -v l="$1" -v x="$2" 'BEGIN { exit !(x <= l && x >= -l) }'; }

@test "a RAM loop device: the clean bytes are the device's, through libaio and io_uring, the ramp ending at a completion or at a submission" {
	need_root
	need_engine
	ram_loop 256
	local be slat s e try ok
	for be in libaio io_uring; do
		for slat in 1 0; do
			# up to 3 runs, one within 0.5 % passes: the window's device reading and the note of
			# the completions posted are two readings, not one, and a completing context
			# preempted between the block layer's count and the completion's posting (a loaded
			# machine: 0.71 % and 0.55 % seen, io_uring) moves one of up to iodepth's 64 MiB
			# across; a clean count that is wrong (fio's own, the window misplaced) is off in
			# every run, a preemption in one
			ok=0
			for try in 1 2 3; do
				s=$WORK/$be-$slat-$try.json
				fio_engine --name=t --filename="$LOOP" --backend="$be" --rw=read --bs=1m \
					--iodepth=64 --direct=1 --time_based --runtime=2 --ramp_time=1 \
					--disable_slat="$slat" --stats_file="$s" >/dev/null
				jq -e '.clean_window.ns > 0 and .read.clean_completions > 0' "$s" >/dev/null
				# the clean counts are a part of fio's
				jq -e '.read.clean_bytes <= .read.bytes and .read.clean_completions <= .read.clat_ns.N and
					.clean_window.ns <= .window.ns' "$s" >/dev/null
				e=$(excess "$s" read clean)
				echo "$be disable_slat=$slat run $try: fio $(excess "$s" read fio) %, clean $e %"
				if within 0.5 "$e"; then ok=1; break; fi
			done
			[ "$ok" -eq 1 ]
		done
	done
}

@test "the laptop model, quick 2 MiB cells: fio counts more than the device moved under none, the clean count does not" {
	need_root
	need_engine
	[ -w /sys/fs/cgroup/blkio/blkio.throttle.read_bps_device ] || skip "no cgroup v1 blk-throttle (the device model needs it)"
	unset SCHEDAIO_DEVICE_MODEL
	# the probe is not what this test is about (devmodel.bats): short, and tolerant of a
	# loaded machine
	export SCHEDAIO_STATE_DIR=$WORK/state SCHEDAIO_DM_PROBE="1 1" SCHEDAIO_DM_TOLERANCE_PCT=100
	local dir f rel d fio clean n=0
	run --separate-stderr "$TOP/scripts/run-pack" --pack "$TOP/jobs/laptop" --device-model laptop \
		--quick --cells read-2m,write-2m --schedulers none,mq-deadline --runs 1 --out "$WORK/out"
	printf '%s\n' "${stderr_lines[@]}" | grep -v '^\[' || true
	[ "$status" -eq 0 ]
	dir=${lines[0]}
	for f in "$dir"/*/*/run-1/schedaio.json; do
		rel=${f#"$dir"/}
		d="read"
		[[ $rel != */write-2m/* ]] || d="write"
		fio=$(excess "$f" "$d" fio)
		clean=$(excess "$f" "$d" clean)
		echo "$rel: fio $fio %, clean $clean %"
		# within 5 %: the device's counters are read at the window's start by the thread
		# that submits, which a loaded machine can delay by tens of ms (one 2 MiB write at
		# 300 MB/s is 7 ms): mq-deadline write-2m's clean count led the device's by 1.4 %
		# under a test load, and by 2.7 % (fio's count the same) under make test's with the
		# guest tier, 2026-12-06. What sets the clean count apart is under none, where fio's
		# own count is 7 to 17 % over: there the clean count is 3 points nearer the device's
		# at least, a margin a late reading shifts both counts by alike
		within 5 "$clean"
		if [[ $rel == none/* ]]; then
			awk -v x="$fio" -v c="$clean" 'BEGIN { exit !(x > 5 && c < x - 3) }'
		fi
		n=$((n + 1))
	done
	[ "$n" -eq 4 ]
}
