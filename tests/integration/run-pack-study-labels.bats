#!/usr/bin/env bats
# tests/run: long
# shellcheck disable=SC2154 # stderr and stderr_lines are set by bats' run --separate-stderr
# run-pack-study-labels.bats: issue 5's acceptance on RAM-backed loop devices, with tiny runs as in
# run-pack-study.bats:
# - "BFQ" and "BFQ low_latency" run with low_latency 0 and 1, and the tunable is restored;
# - legacy labels are skipped (or mapped with --map-legacy) and recorded;
# - expect_sched on every run when the engine has it;
# - a kernel name runs with the scheduler's default tunables; kernel-name:tunable=value entries
#   are set while their runs run, recorded and restored; a value the scheduler refuses stops
#   the study before any run.
# bfq's own tests (its labels, its tunables set and restored) are tagged for the guest tier;
# the kernel name's defaults and the refused value are the same path for any scheduler
# (loopdev.sh sched_apply) and run on the host on tuned_loop's device (mq-deadline here).
# Only what the file makes is looked at; root tests skip with a reason when not root.

bats_require_minimum_version 1.5.0

load helpers
load run-pack-study-helpers # setup, teardown and the helpers of run-pack-study*.bats

# sample_while_fio DEV [STATE]: in the background, every 0.1 s while a fio of this test runs
# (out_fio_runs), append STATE DEV (default bfq_state; tuned_state) to $WORK/seen; stopped by
# the test's cleanup.
sample_while_fio() {
	local pid
	(untraced; while :; do
		if out_fio_runs; then "${2:-bfq_state}" "$1"; fi
		nap 0.1
	done) >"$WORK/seen" 2>/dev/null &
	pid=$!
	cleanup_push "kill $pid"
}

# bats test_tags=guest, guest:32s
@test "labels: BFQ runs low_latency=0, BFQ low_latency runs 1; the device gets mq-deadline back" {
	need_root
	ram_loop 256
	need_sched "$LOOP" bfq
	quietly sched_save_restore "$LOOP"
	sched_set "$LOOP" mq-deadline
	ext4_mount "$LOOP"
	# The tunable is sampled from the kernel, not taken from run-pack's claim.
	sample_while_fio "$LOOP"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --dir "$MNT" --schedulers 'BFQ,BFQ low_latency' --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	sort -u "$WORK/seen"
	grep -qx 'bfq 0' "$WORK/seen"
	grep -qx 'bfq 1' "$WORK/seen"
	[ "$(sched_get "$LOOP")" = mq-deadline ]
	local m=$output/manifest.json
	[ "$(jq -r '[.results[] | "\(.scheduler):\(.label):\(.tunables.low_latency)"] | join(" ")' "$m")" = \
		"bfq:BFQ:0 bfq-low_latency:BFQ low_latency:1" ]
	[ -d "$output/bfq-low_latency/randread-4k/run-1" ]
}

@test "legacy labels: CFQ skipped with one line and recorded; --map-legacy runs Deadline as mq-deadline" {
	need_root
	short_runs
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--scratch-backing /dev/shm --schedulers 'MQ None,CFQ,Deadline' --map-legacy --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "${stderr_lines[@]}" | grep -c "skipping 'CFQ': legacy single-queue scheduler 'cfq' is not offered")" -eq 1 ]
	local m=$output/manifest.json
	[ "$(jq -r '.schedulers | join(",")' "$m")" = mq-none,deadline ]
	[ "$(jq -r '.scheduler_plan[] | "\(.requested):\(.kernel):\(.mapped):\(.skipped != null)"' "$m" | paste -sd' ')" = \
		"MQ None:none:null:false CFQ:cfq:null:true Deadline:mq-deadline:deadline->mq-deadline:false" ]
	[ "$(jq -r '[.results[].kernel_scheduler] | join(",")' "$m")" = none,mq-deadline ]
	nothing_of_ours
}

@test "schedaio engine with expect_sched: every run's job names its scheduler and tunables" {
	need_root
	short_runs
	need_engine
	fio --enghelp="$ENGINE" 2>/dev/null | grep -qw expect_sched || skip "the engine has no expect_sched option (built before the tag branch)"
	# BFQ (bfq, low_latency=0), or on a kernel without bfq an entry with a tunable of mq-deadline
	local entry=BFQ kern=bfq folder=bfq expect=bfq:low_latency=0
	offers loop bfq || entry=mq-deadline:fifo_batch=8 kern=mq-deadline folder=mq-deadline-fifo_batch-8 expect=mq-deadline:fifo_batch=8
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --out "$OUT" \
		--scratch-backing /dev/shm --schedulers "none,$entry" --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	grep -qx 'expect_sched=none' "$output/none/randread-4k/run-1/job.fio"
	grep -qx "expect_sched=$expect" "$output/$folder/randread-4k/run-1/job.fio"
	[ "$(jq -r .target.scheduler "$output/$folder/randread-4k/run-1/schedaio.json")" = "$kern" ]
	[ "$(jq -r '.engine_expect_sched, .results[1].expect_sched' "$output/manifest.json" | paste -sd' ')" = "true $expect" ]
	nothing_of_ours
}

@test "a kernel name runs with the scheduler's default tunables, not the device's (the device's own scheduler, a tunable off its default before)" {
	need_root
	tuned_loop
	# tuned_loop's scheduler by its kernel name: run-pack switches it away and back (loopdev.sh
	# sched_apply), which resets its tunables to the kernel's defaults; bfq's the same way
	local sched=${TUNED%% *} default='mq-deadline 16'
	[ "$sched" = mq-deadline ] || default='bfq 1'
	sample_while_fio "$LOOP" tuned_state
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --dir "$MNT" --schedulers "$sched" --runs 1 --cells randread-4k
	[ "$status" -eq 0 ]
	sort -u "$WORK/seen"
	[ "$(sort -u "$WORK/seen")" = "$default" ]
	[ "$(tuned_state "$LOOP")" = "$TUNED" ]
}

# bats test_tags=guest, guest:28s
@test "kernel-name:tunable=value entries: set while their runs run, recorded, and restored" {
	need_root
	bfq_loop
	local q m pid
	q=/sys/block/$(basename "$LOOP")/queue/iosched
	echo 4 >"$q/slice_idle"
	# slice_idle as the kernel has it while a fio of this test runs.
	(untraced; while :; do
		if out_fio_runs; then cat "$q/slice_idle" 2>/dev/null; fi
		nap 0.1
	done) >"$WORK/seen" 2>/dev/null &
	pid=$!
	cleanup_push "kill $pid"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --dir "$MNT" --schedulers 'bfq:slice_idle=0,low_latency=0,none' --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	m=$output/manifest.json
	[ "$(jq -r '[.results[] | "\(.scheduler):\(.kernel_scheduler):\(.tunables | tojson)"] | join(" ")' "$m")" = \
		'bfq-slice_idle-0-low_latency-0:bfq:{"slice_idle":"0","low_latency":"0"} none:none:{}' ]
	sort -u "$WORK/seen"
	grep -qx 0 "$WORK/seen"
	[ "$(cat "$q/slice_idle")" = 4 ]
	[ "$(bfq_state "$LOOP")" = "bfq 0" ]
	nothing_of_ours
}

@test "a variant with a tunable value its scheduler refuses stops the study before any run, naming it" {
	need_root
	tuned_loop
	local v=${TUNED%% *}:$TUNABLE=soon
	# (a tunable name the kernel's documentation lacks, slice_idel, stops it before anything
	# is made: run-pack.bats)
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --dir "$MNT" --schedulers "none,$v" --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 1 ]
	[[ "${stderr_lines[*]}" == *"'$v': cannot write $TUNABLE=soon on $LOOP; nothing was run"* ]]
	run find "$OUT" -name fio.json
	[ -z "$output" ]
	[ "$(tuned_state "$LOOP")" = "$TUNED" ]
	nothing_of_ours
}
