# shellcheck shell=bash disable=SC2034 # TUNED, TUNABLE: read by the tests
# run-pack-study-helpers.bash: what run-pack-study.bats, run-pack-study-labels.bats,
# run-pack-study-device.bats and run-pack-study-plan.bats share (each loads it after helpers):
# their setup and teardown, start_study, bfq_state, nothing_of_ours, bfq_loop, tuned_loop and
# tuned_state.

setup() {
	rp_setup "runtime=2 ramp_time=0 startdelay=0 size=64m"
}

teardown() {
	rp_teardown # a run-pack this test started and did not stop, then what it left
}

# start_study ARGS...: start_rp of a quick libaio study of the laptop pack into $OUT.
start_study() { start_rp --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" "$@"; }

# bfq_state DEV: "scheduler low_latency" of DEV ("-" when the scheduler has no such tunable).
bfq_state() {
	local q=/sys/block/${1##*/}/queue ll=-
	[ ! -r "$q/iosched/low_latency" ] || ll=$(<"$q/iosched/low_latency") || ll=-
	echo "$(sched_get "$1") $ll"
}

# nothing_of_ours: for every study under $OUT: no loop device on its scratch backing file,
# no backing file, no mount of its folder; and no state file left.
nothing_of_ours() {
	local m b d
	for m in "$OUT"/*/manifest.json; do
		[ -f "$m" ] || continue
		b=$(jq -r '.device.backing // empty' "$m")
		d=$(jq -r '.device.dir // empty' "$m")
		if [ -n "$b" ]; then
			[ -z "$(losetup -j "$b")" ] || { echo "a loop device on $b is left"; return 1; }
			[ ! -e "$b" ] || { echo "$b is left"; return 1; }
		fi
		[ -z "$d" ] || ! mountpoint -q "$d" 2>/dev/null || { echo "$d is still mounted"; return 1; }
	done
	! compgen -G "$SCHEDAIO_STATE_DIR/*.state" >/dev/null || { echo "a state file is left"; cat "$SCHEDAIO_STATE_DIR"/*.state; return 1; }
}

# bfq_loop: a RAM loop device running bfq with low_latency=0 (not its default), ext4 mounted
# on MNT; the test's cleanup restores it.
bfq_loop() {
	ram_loop 256
	need_sched "$LOOP" bfq
	quietly sched_save_restore "$LOOP"
	sched_set "$LOOP" bfq
	echo 0 >"/sys/block/$(basename "$LOOP")/queue/iosched/low_latency"
	ext4_mount "$LOOP"
}

# tuned_loop: a RAM loop device, ext4 mounted, running a scheduler with a tunable not at its
# default: bfq low_latency=0 where the kernel has bfq, else mq-deadline fifo_batch=8 (default
# 16); TUNED is what tuned_state prints for it, TUNABLE the tunable's name. For tests that need
# the device's scheduler and tunables restored, not bfq itself.
tuned_loop() {
	ram_loop 256
	quietly sched_save_restore "$LOOP"
	if offers "$LOOP" bfq; then
		sched_set "$LOOP" bfq
		echo 0 >"/sys/block/$(basename "$LOOP")/queue/iosched/low_latency"
		TUNED='bfq 0' TUNABLE=low_latency
	else
		sched_set "$LOOP" mq-deadline
		echo 8 >"/sys/block/$(basename "$LOOP")/queue/iosched/fifo_batch"
		TUNED='mq-deadline 8' TUNABLE=fifo_batch
	fi
	ext4_mount "$LOOP"
}

# tuned_state DEV: the scheduler and the tunable tuned_loop set ("bfq 0", "mq-deadline 8").
tuned_state() {
	local q s
	q=/sys/block/$(basename "$1")/queue
	s=$(sched_get "$1")
	case "$s" in
	bfq) echo "$s $(cat "$q/iosched/low_latency" 2>/dev/null || echo -)" ;;
	*) echo "$s $(cat "$q/iosched/fifo_batch" 2>/dev/null || echo -)" ;;
	esac
}
