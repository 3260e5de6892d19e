#!/usr/bin/env bats
# tests/run: long
# shellcheck disable=SC2154 # stderr and stderr_lines are set by bats' run --separate-stderr
# run-pack-study-device.bats: issue 5's acceptance on RAM-backed loop devices, with tiny runs as in
# run-pack-study.bats:
# - a raw-device write (or a raw device with a filesystem) is refused before anything runs;
#   a raw device mounted in another mount namespace is refused, and held for the study;
# - a new scratch device: mounted without ext4's block bitmap prefetch, and left to settle
#   before the preflight counts its I/Os; a cache flush without data (another process's sync)
#   is not counted, a reader is (--strict stops the study).
# Only what the file makes is looked at; root tests skip with a reason when not root.

bats_require_minimum_version 1.5.0

load helpers
load run-pack-study-helpers # setup, teardown and the helpers of run-pack-study*.bats

@test "raw device: a write, or a filesystem on it, is refused before anything runs; --destructive runs it" {
	need_root
	short_runs
	ram_loop 256
	quietly sched_save_restore "$LOOP"
	sched_set "$LOOP" mq-deadline
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --schedulers none --runs 1 --cells randread-4k,write-4k
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"refusing raw --device $LOOP: cells that write: write-4k"*"--destructive=$LOOP"* ]]
	[ ! -e "$OUT" ]
	[ "$(sched_get "$LOOP")" = mq-deadline ]
	run ! compgen -G "$SCHEDAIO_STATE_DIR/*"
	# --destructive naming another device is refused too.
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --destructive=/dev/loop-not-this --schedulers none --runs 1 --cells write-4k
	[ "$status" -eq 2 ]
	[ ! -e "$OUT" ]
	# A read on a blank device runs; fio's filename= is the device.
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --schedulers none --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	grep -qx "filename=$LOOP" "$output/none/randread-4k/run-1/job.fio"
	[ "$(grep -c '^directory=' "$output/none/randread-4k/run-1/job.fio")" -eq 0 ]
	[ "$(sched_get "$LOOP")" = mq-deadline ]
	# The write with --destructive=DEV runs.
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --destructive="$LOOP" --schedulers none --runs 1 --cells write-4k
	[ "$status" -eq 0 ]
	[ "$(jq -r '.device.raw, .results[0].status' "$output/manifest.json" | paste -sd' ')" = "true ok" ]
	# A filesystem on it: even a read is refused.
	mkfs.ext4 -q "$LOOP"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$WORK/out2" \
		--device "$LOOP" --schedulers none --runs 1 --cells randread-4k
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"it holds TYPE=ext4"* ]]
	[ ! -e "$WORK/out2" ]
	[ "$(sched_get "$LOOP")" = mq-deadline ]
	# Mounted: refused even with --destructive=DEV (a raw write would corrupt a live filesystem).
	ext4_mount "$LOOP"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$WORK/out2" \
		--device "$LOOP" --destructive="$LOOP" --schedulers none --runs 1 --cells write-4k
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"refusing raw --device $LOOP: $LOOP is mounted on $MNT; a raw device must not be in use, whatever the flags"* ]]
	[ ! -e "$WORK/out2" ]
}

@test "raw device: mounted in another mount namespace is refused (O_EXCL); held for the study, a mount fails" {
	need_root
	command -v unshare >/dev/null || skip "unshare not installed"
	ram_loop 256
	mkfs.ext4 -q "$LOOP"
	local m ns i
	m=$(mktemp -d /tmp/schedaio-mnt.XXXXXX)
	cleanup_push "rmdir '$m'"
	cleanup_push "! mountpoint -q '$m' || umount '$m'" # a mount that got through (no hold)
	# The filesystem mounted in a mount namespace of its own (this one's mount table does not
	# show it), kept while the sleep lives; killing it unmounts (the namespace ends).
	unshare -m --propagation private sh -c 'mount "$1" "$2" && exec sleep 600' sh "$LOOP" "$m" </dev/null >/dev/null 2>&1 3>&- &
	ns=$!
	cleanup_push "kill $ns 2>/dev/null; wait $ns 2>/dev/null || true"
	for ((i = 0; i < 100; i++)); do
		grep -qs " $m " "/proc/$ns/mountinfo" && break
		sleep 0.05
	done
	grep -qs " $m " "/proc/$ns/mountinfo"
	run ! findmnt -rn -S "$LOOP"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --destructive="$LOOP" --schedulers none --runs 1 --cells write-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"refusing raw --device $LOOP: $LOOP is in use: an exclusive open (O_EXCL) gets EBUSY"*"a raw device must not be in use"* ]]
	[ ! -e "$OUT" ]
	run ! compgen -G "$SCHEDAIO_STATE_DIR/*.state"
	kill "$ns"
	wait "$ns" || true
	# Free now: a read study runs, and while it runs the device is held: a mount fails.
	start_study --device "$LOOP" --destructive="$LOOP" --schedulers none --runs 1 --cells randread-4k
	wait_fio "$OUT/*/none/randread-4k/run-1" >/dev/null
	run ! mount -o ro "$LOOP" "$m"
	[[ $output == *"busy"* ]]
	RC=0
	wait "$RP_PID" || RC=$?
	RP_PID=''
	cat "$WORK/stderr"
	[ "$RC" -eq 0 ]
	# Released with run-pack's exit: no holder left, and the device mounts again.
	run ! pgrep -f -- "schedaio-study dev-hold $LOOP\$"
	mount -o ro "$LOOP" "$m"
	umount "$m"
}

@test "--strict: other I/O on the device during preflight stops the study before any run" {
	need_root
	tuned_loop
	local pid
	(untraced; while :; do dd if="$LOOP" of=/dev/null bs=4k count=64 iflag=direct 2>/dev/null; sleep 0.05; done) &
	pid=$!
	cleanup_push "kill $pid; wait $pid 2>/dev/null"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --dir "$MNT" --schedulers none --runs 1 --cells randread-4k --strict
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 1 ]
	[[ $stderr == *"warning: preflight: other I/O on $(basename "$LOOP")"* ]]
	[[ $stderr == *"--strict is set; nothing was run"* ]]
	[ "$(jq '.results | length' "$OUT"/*/manifest.json)" -eq 0 ]
	jq -e '.preflight | map(select(startswith("WARN  other I/O"))) | length == 1' "$OUT"/*/manifest.json >/dev/null
	[ "$(tuned_state "$LOOP")" = "$TUNED" ]
	nothing_of_ours
}

@test "the preflight does not take a cache flush without data (another process's sync of the device's filesystem) for other I/O" {
	need_root
	short_runs
	local pid d f0 f1
	# a device whose filesystem is quiet once mounted, as run-pack's scratch device (no lazy init)
	ram_loop 256
	d=$(basename "$LOOP")
	mkfs.ext4 -q -E lazy_itable_init=0,lazy_journal_init=0 "$LOOP"
	MNT=$(mktemp -d /tmp/schedaio-mnt.XXXXXX)
	cleanup_push "rmdir '$MNT'"
	mount -o no_prefetch_block_bitmaps "$LOOP" "$MNT"
	cleanup_push "umount '$MNT'"
	# Another process syncing the filesystem on the device all along, as any sync(2) on the
	# machine does (another study's `sync` before a buffered cell): each syncfs makes ext4 flush
	# the device's cache, one write I/O in its stat that moves no sector. Without the rule the
	# preflight counted them: "WARN  other I/O on loopN: 18 I/Os completed in 1 s". Stopped
	# by its trap once its sync or sleep has ended (none left holding $MNT at the umount).
	(untraced; trap 'exit 0' TERM; while :; do sync -f "$MNT"; sleep 0.05; done) &
	pid=$!
	cleanup_push "kill $pid; wait $pid 2>/dev/null || true"
	f0=$(awk '{ print $16 }' "/sys/block/$d/stat")
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --dir "$MNT" --schedulers none --runs 1 --cells randread-4k --strict
	printf '%s\n' "${stderr_lines[@]}"
	f1=$(awk '{ print $16 }' "/sys/block/$d/stat")
	[ "$f1" -gt "$f0" ] # the flushes reached the device (stat field 16)
	[ "$status" -eq 0 ]
	jq -e --arg l "ok    no other I/O on $d during 1 s" '.preflight | index($l) != null' "$OUT"/*/manifest.json >/dev/null
	nothing_of_ours
}

@test "a new scratch device is left to settle before the preflight counts its I/Os, and is mounted without ext4's bitmap prefetch" {
	need_root
	short_runs
	local shm pid dev m line gap
	shm=$(mktemp -d /dev/shm/schedaio-settle.XXXXXX)
	cleanup_push "rm -rf '$shm'"
	# Start-up I/O of a new device, played by a reader: from the moment the scratch loop device
	# (its backing file in $shm) exists until 1.5 s after the manifest is written (beyond the
	# preflight's former window: 0.2 s, then 1 s), with the mount's options noted. The times of
	# its reads from then on are kept ($WORK/reads, µs): the settle waits for 1 s without data
	# moved, so a reader stalled that long by a loaded machine (each read a new dd) rightly
	# ends it early, and a WARN then is no fault: the test says so (skip) instead of failing.
	(
		for ((i = 0; i < 3000; i++)); do
			dev=$(losetup -a | grep -F "($shm/" | cut -d: -f1 | head -n1)
			[ -z "$dev" ] || break
			sleep 0.02
		done
		[ -n "$dev" ] || exit 1
		for ((i = 0; i < 3000; i++)); do
			dd if="$dev" of=/dev/null bs=4k count=1 iflag=direct 2>/dev/null
			if compgen -G "$OUT/*/manifest.json" >/dev/null; then
				grep "^$dev " /proc/mounts >"$WORK/mounts"
				echo "${EPOCHREALTIME/./}" >"$WORK/reads"
				break
			fi
			sleep 0.05
		done
		for ((i = 0; i < 30; i++)); do
			dd if="$dev" of=/dev/null bs=4k count=1 iflag=direct 2>/dev/null
			echo "${EPOCHREALTIME/./}" >>"$WORK/reads"
			sleep 0.05
		done
	) &
	pid=$!
	cleanup_push "kill $pid 2>/dev/null; wait $pid 2>/dev/null || true"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--scratch-backing "$shm" --schedulers none --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	wait "$pid"
	m=$(echo "$OUT"/*/manifest.json)
	line=$(jq -r '.preflight[] | select(test("I/O on "))' "$m")
	echo "$line"
	gap=$(awk 'NR > 1 && $1 - p > g { g = $1 - p } { p = $1 } END { print int(g / 1000) }' "$WORK/reads")
	[[ $line == ok* ]] || [ "$gap" -lt 1000 ] || skip "the reader stalled $gap ms between two reads (a loaded machine): the settle rightly ended then"
	[[ $line == "ok    no other I/O on loop"*" during 1 s (counted once the new scratch device had settled, after "*" s)" ]]
	grep -q 'no_prefetch_block_bitmaps' "$WORK/mounts"
	[ -z "$(ls -A "$shm")" ]
}
