# shellcheck shell=bash disable=SC2034,SC2154 # RESULTS_BEFORE: read by the tests; stderr_lines: set by bats' run --separate-stderr
# run-pack-helpers.bash: what run-pack.bats and run-pack-quick.bats share (each loads it after
# helpers): RUN_PACK, their setup and teardown, nothing_left, quick and mounted_loop.

RUN_PACK=$TOP/scripts/run-pack

setup() {
	common_setup
	OUT=$WORK/out
	# run-pack's state files go to a folder of this test (not /run/schedaio, where a study
	# someone else runs keeps its own).
	export SCHEDAIO_STATE_DIR=$WORK/state
	# The scratch backing files of this test's studies (RAM-backed): only what this test makes
	# is looked at, while other programs make loop devices and mounts of their own.
	SHM=$(mktemp -d /dev/shm/schedaio-rp-test.XXXXXX)
	cleanup_push "rm -rf '$SHM'"
	RESULTS_BEFORE=$(ls -A "$TOP/results" 2>/dev/null || true)
}

teardown() {
	common_teardown
}

# nothing_left: of this test's studies: no loop device on a backing file in SHM, no backing
# file, no mount of a study's folder, no state file; the scheduler of each study's device as
# run-pack found it (manifest original.scheduler). A test's own device is checked by the test.
nothing_left() {
	local m d o
	[ -z "$(losetup -a 2>/dev/null | grep -F "$SHM/")" ] || { echo "a loop device on $SHM is left:"; losetup -a; return 1; }
	[ -z "$(ls -A "$SHM")" ] || { echo "a scratch backing file is left: $(ls -A "$SHM")"; return 1; }
	[ -z "$(find "$SCHEDAIO_STATE_DIR" -name '*.state' 2>/dev/null)" ] || { echo "a state file is left"; return 1; }
	for m in "$OUT"/*/manifest.json; do
		[ -f "$m" ] || continue
		d=$(jq -r '.device.dir // empty' "$m")
		[ -z "$d" ] || ! mountpoint -q "$d" 2>/dev/null || { echo "$d is still mounted"; return 1; }
		d=$(jq -r '.device.path // empty' "$m")
		[ -n "$d" ] || continue
		# back to what run-pack found when it took the device (the manifest's original)
		o=$(jq -r '.original.scheduler // empty' "$m")
		[ -z "$o" ] || [ "$(sched_get "$d")" = "$o" ] ||
			{ echo "the scheduler of $d is $(sched_get "$d"), not $o as before the study"; return 1; }
	done
}

# quick ARGS...: a quick libaio study on a RAM-backed scratch device into $OUT.
quick() {
	run --separate-stderr timeout -s TERM 900 "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick \
		--engine libaio --scratch-backing "$SHM" --out "$OUT" "$@"
	printf '%s\n' "${stderr_lines[@]}"
}

# mounted_loop SCHED: a RAM loop device running SCHED (restored at teardown), with ext4
# mounted on $WORK/mnt; sets LOOP and MNT.
mounted_loop() {
	ram_loop 512
	quietly sched_save_restore "$LOOP"
	sched_set "$LOOP" "$1"
	mkfs.ext4 -q "$LOOP"
	MNT=$WORK/mnt
	mkdir "$MNT"
	cleanup_push "rmdir '$MNT'"
	mount "$LOOP" "$MNT"
	cleanup_push "umount '$MNT'"
}
