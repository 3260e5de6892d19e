#!/usr/bin/env bats
# blktrace.bats: the block trace (issue 29): scripts/record-block-trace and build/schedaio-blktrace
# against the engine's own counts on loop devices of this test's own; the driver tags shrunk
# to 32 for the merging job and restored (64 then 128 under none) on every exit path; lost
# events marked; run-pack --trace-block interrupted (INT, KILL + --restore) leaves no tracefs
# instance.

load helpers
bats_require_minimum_version 1.5.0

setup() {
	need_root
	need_engine
	# run-pack's studies with 1 s runs (SCHEDAIO_QUICK): the tests check the trace's marks,
	# its counts and what is left, not a rate
	rp_setup "runtime=1 ramp_time=0 startdelay=0 size=64m"
	REC=$TOP/scripts/record-block-trace
	BT=$TOP/build/schedaio-blktrace
	[ -x "$BT" ] || skip "build/schedaio-blktrace not built (run make)"
}

teardown() { rp_teardown; }

# job FILE RW BS IODEPTH NUMBER_IOS [EXTRA]: a one-job file on LOOP with the engine.
job() {
	cat >"$1" <<EOF2
[j]
ioengine=external:$ENGINE
filename=$LOOP
direct=1
rw=$2
bs=$3
iodepth=$4
number_ios=$5
size=64m
stats_file=$WORK/schedaio.json
$6
EOF2
}

# sum_ns FILE JQPATH: N * mean of a histogram object (ns).
sum_ns() { jq -r "$2 | if . == null then 0 else .N * .mean end" "$1"; }

@test "randread: the trace's completed requests of the job equal the engine's ios; queue + device <= clat" {
	ram_loop 128
	quietly sched_save_restore "$LOOP"
	sched_apply "$LOOP" mq-deadline ''
	job "$WORK/j.fio" randread 4k 16 4000
	run "$REC" --device "$LOOP" -o "$WORK/t.txt.gz" --analyse "$WORK/bt.json" --stats "$WORK/schedaio.json" -- \
		fio --output-format=json --output="$WORK/fio.json" "$WORK/j.fio"
	echo "$output"
	[ "$status" -eq 0 ]
	ios=$(jq -r .read.ios "$WORK/schedaio.json")
	req=$(jq -r '.groups[] | select(.name == "j") | .read.requests' "$WORK/bt.json")
	echo "engine ios $ios, trace requests $req"
	[ "$ios" -eq 4000 ]
	[ "$req" -eq "$ios" ]
	[ "$(jq -r .complete "$WORK/bt.json")" = true ]
	q=$(sum_ns "$WORK/bt.json" '.groups[0].read.queue_ns')
	d=$(sum_ns "$WORK/bt.json" '.groups[0].read.device_ns')
	c=$(sum_ns "$WORK/schedaio.json" '.read.clat_ns')
	echo "queue $q + device $d vs clat $c (ns)"
	# the trace's clock prints microseconds: 1000 ns per request of resolution
	awk -v q="$q" -v d="$d" -v c="$c" -v n="$req" 'BEGIN { exit !(q + d <= c + n * 1000 && q + d > 0) }'
}

# tags_restore: under none, 64 then 128 (writing the value sysfs shows does nothing).
tags_restore() {
	sched_set "$LOOP" none
	echo 64 >"/sys/block/$(basename "$LOOP")/queue/nr_requests"
	echo 128 >"/sys/block/$(basename "$LOOP")/queue/nr_requests"
}

# inflight_max: the largest /sys/block/X/inflight read count while an iodepth-64 job runs.
inflight_max() {
	local n max=0 r
	n=$(basename "$LOOP")
	job "$WORK/probe.fio" randread 4k 64 20000
	fio --output=/dev/null "$WORK/probe.fio" &
	local p=$!
	while kill -0 "$p" 2>/dev/null; do
		read -r r _ <"/sys/block/$n/inflight"
		[ "$r" -le "$max" ] || max=$r
	done
	wait "$p"
	echo "$max"
}

@test "merging job (4k sequential reads, iodepth 64, mq-deadline, 32 tags): the trace's merges equal /sys/block/X/stat's" {
	ram_loop 128
	n=$(basename "$LOOP")
	quietly sched_save_restore "$LOOP"
	cleanup_push "tags_restore"
	sched_set "$LOOP" none
	echo 32 >"/sys/block/$n/queue/nr_requests"
	sched_apply "$LOOP" mq-deadline ''
	job "$WORK/j.fio" read 4k 64 20000
	read -ra s0 <"/sys/block/$n/stat"
	run "$REC" --device "$LOOP" -o "$WORK/t.txt.gz" --analyse "$WORK/bt.json" --stats "$WORK/schedaio.json" -- \
		fio --output-format=json --output="$WORK/fio.json" "$WORK/j.fio"
	read -ra s1 <"/sys/block/$n/stat"
	echo "$output"
	[ "$status" -eq 0 ]
	[ "$(jq -r .complete "$WORK/bt.json")" = true ]
	rm=$((s1[1] - s0[1])) wm=$((s1[5] - s0[5]))
	tr=$(jq -r '[.groups[].read.merges // 0] | add' "$WORK/bt.json")
	tw=$(jq -r '[.groups[].write.merges // 0] | add' "$WORK/bt.json")
	echo "stat: read merges $rm, write merges $wm; trace: $tr, $tw"
	[ "$rm" -gt 0 ]
	[ "$tr" -eq "$rm" ]
	[ "$tw" -eq "$wm" ]
	tags_restore
	max=$(inflight_max)
	echo "in flight at most $max after the restore"
	[ "$max" -gt 32 ]
}

@test "lost events are counted from per_cpu stats and mark the analysis incomplete" {
	. "$TOP/scripts/lib/rp-trace.sh"
	mkdir -p "$WORK/inst/per_cpu/cpu0" "$WORK/inst/per_cpu/cpu1"
	printf 'entries: 5\noverrun: 3\ncommit overrun: 0\ndropped events: 2\n' >"$WORK/inst/per_cpu/cpu0/stats"
	printf 'entries: 5\noverrun: 4\ndropped events: 0\n' >"$WORK/inst/per_cpu/cpu1/stats"
	[ "$(trace_lost "$WORK/inst")" = 9 ]
	printf '%s\n' '             fio-100     [001] ..... 10.000030: block_rq_issue: 7,3 R 4096 () 1000 + 8 be,0,4 [fio]' \
		'CPU:1 [LOST 5 EVENTS]' | gzip >"$WORK/t.txt.gz"
	"$BT" analyse --dev 7:3 --lost 9 "$WORK/t.txt.gz" "$WORK/bt.json"
	[ "$(jq -r .lost_events "$WORK/bt.json")" = 14 ]
	[ "$(jq -r .complete "$WORK/bt.json")" = false ]
	"$BT" analyse --dev 7:3 --lost 0 "$WORK/t.txt.gz" "$WORK/bt2.json"
	[ "$(jq -r .lost_events "$WORK/bt2.json")" = 5 ]
	run "$BT" analyse --dev 7:3 --lost -1 "$WORK/t.txt.gz" "$WORK/bt3.json"
	[ "$status" -eq 2 ]
	# run-pack's mark of the run (its manifest entry's extra object)
	trace_block_analyse() { :; }
	echo '{"lost_events": 3, "complete": false}' >"$WORK/blktrace-rec.json"
	TRACE_BLOCK=1 A_STATUS=ok ENGINE_ABS=libaio A_EXTRA='{}' TRACE_STOP_RC=0
	trace_run_finish "$WORK"
	echo "$A_EXTRA"
	[ "$(jq -c .trace_block <<<"$A_EXTRA")" = '{"lost_events":3,"complete":false}' ]
}

# no_instance PID: no tracefs instance schedaio-PID-* and no /tmp/schedaio-tracefs.* mount of it.
no_instance() {
	local m
	m=$(mktemp -d)
	mount -t tracefs nodev "$m"
	ls "$m/instances" >"$WORK/instances"
	umount "$m"
	rmdir "$m"
	echo "instances: $(cat "$WORK/instances")"
	if grep -q "^schedaio-$1-" "$WORK/instances"; then return 1; fi
}

# rp_traced_bg: run-pack --trace-block in the background (RP_PID, with SIGINT at its default:
# helpers.bash start_rp); waits for its trace.
rp_traced_bg() {
	env --default-signal=INT "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --runs 2 --quick --cells randread-4k \
		--trace-block --out "$OUT" --quiet >"$WORK/rp.out" 2>&1 &
	RP_PID=$!
	local i
	for ((i = 0; i < 600; i++)); do
		grep -qs '^btreader' "$SCHEDAIO_STATE_DIR"/run-pack.*.state && return 0
		sleep 0.1
	done
	cat "$WORK/rp.out"
	return 1
}

@test "run-pack --trace-block: the runs are traced and marked; SIGINT leaves no tracefs instance" {
	rp_traced_bg
	# SIGINT while the first traced run's fio runs: run-pack stops (exit 130) mid-study
	wait_fio "$OUT/*/none/randread-4k/run-1" >/dev/null
	kill -INT "$RP_PID"
	local rc=0
	wait "$RP_PID" || rc=$?
	pid=$RP_PID
	RP_PID=''
	cat "$WORK/rp.out"
	[ "$rc" -eq 130 ]
	[ "$(jq -r .status "$OUT"/*/manifest.json)" = interrupted ]
	[ ! -e "$SCHEDAIO_STATE_DIR/run-pack.$pid.state" ]
	no_instance "$pid"
}

@test "run-pack --trace-block killed with SIGKILL: --restore removes its tracefs instance" {
	rp_traced_bg
	kill -KILL "$RP_PID"
	pid=$RP_PID
	RP_PID=''
	sleep 0.5
	run ! no_instance "$pid"
	"$RUN_PACK" --restore
	no_instance "$pid"
}

@test "run-pack --trace-block: a finished run has blktrace.json and its manifest entry is marked" {
	"$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --runs 1 --quick --cells randread-4k \
		--trace-block --out "$OUT" --quiet
	m=$(echo "$OUT"/*/manifest.json)
	[ "$(jq -r '.results[0].trace_block.complete' "$m")" = true ]
	[ "$(jq -r '.results[0].trace_block.lost_events' "$m")" = 0 ]
	f=$(echo "$OUT"/*/none/randread-4k/run-1/blktrace.json)
	[ "$(jq -r '.groups[0].read.requests' "$f")" -gt 0 ]
	# compare's why table takes the run's figures from the trace, and says so
	run --separate-stderr "$TOP/scripts/compare" --format json "$(dirname "$m")"
	[ "$status" -eq 0 ]
	local w='.why[] | select(.cell == "randread-4k") | .rows[0]'
	[ "$(jq -r "$w.source" <<<"$output")" = "block trace" ]
	[ "$(jq -r "$w.requests.mean" <<<"$output")" = "$(jq -r '[.groups[] | select(.name != "others") | .read.requests] | add' "$f")" ]
	run --separate-stderr "$TOP/scripts/compare" "$(dirname "$m")"
	[ "$status" -eq 0 ]
	grep -E '^  [^ ].* +block trace +1 +[0-9]+ ' <<<"$output"
}
