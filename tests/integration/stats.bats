#!/usr/bin/env bats
# tests/run: long
# stats.bats: the engine's schema 2 statistics on RAM-backed loop devices, checked against
# fio itself (json+ clat bins) and against the kernel (/sys/block/<dev>/stat, and the
# block_rq_complete tracepoint counted through tracefs).
# Every loop device, scheduler change, tracefs mount and trace instance goes on the cleanup
# stack (scripts/lib/loopdev.sh), which teardown runs on every exit path.

load helpers

setup() {
	need_root
	need_engine
	common_setup
	ram_loop 256
	DEV=$(basename "$LOOP")
	udevadm settle 2>/dev/null || true # udev's probe of the new device is not our I/O
}

teardown() {
	common_teardown
}

# fio_jsonplus ARGS...: fio with the engine, json+ output (clat_ns.bins) to out.json.
fio_jsonplus() {
	(cd "$WORK" && fio --ioengine="external:$ENGINE" --output-format=json+ --output=out.json "$@")
}

# pct_within_fio_bin STATS P: the engine's P percentile of read clat lies within the width
# of fio's json+ bin that holds fio's own P percentile, once the two clocks' stamps are
# aligned. fio's bins (stat.h, FIO_IO_U_PLAT_BITS 6): exact below 128 ns, then 64 per power
# of two, width 2^(e-6) ns for a value in [2^e, 2^(e+1)). Alignment: both start at the same
# clock reading (the engine gives fio its issue_time), but fio stamps a reaped batch just
# before the engine does (STATS.md "clat"), a few tens of ns earlier; that offset is measured
# in the same run as the difference of the exact means (engine mean - fio mean), and taken
# off the engine's value before the comparison. That offset jitters by about its own size
# (~20 ns); where fio's bin is narrower than the offset (values below ~1.3 us, bins of
# 4-16 ns) the two clocks cannot be compared to a bin, and the bound is the bin width plus
# the offset.
pct_within_fio_bin() {
	local stats=$1 p=$2 f e fm em
	# a percentile and the mean by one jq a file (a jq start is ~0.3 s in the guest tier's guest)
	read -r f fm < <(jq -r --arg p "$p" '.jobs[0].read.clat_ns | "\(.percentile[$p]) \(.mean)"' "$WORK/out.json")
	read -r e em < <(jq -r --arg p "$p" '.read.clat_ns | "\(.percentile[$p]) \(.mean)"' "$WORK/$stats")
	[[ $f$fm$e$em =~ ^[0-9.e+-]+$ && $f != *null* && $e != *null* ]] || { echo "p$p: no value ($f $fm, $e $em)"; return 1; }
	awk -v f="$f" -v e="$e" -v fm="$fm" -v em="$em" -v p="$p" 'BEGIN {
		w = 1; if (f >= 128) { x = int(log(f) / log(2) + 1e-9); w = 2 ^ (x - 6) }
		off = em - fm; d = e - off - f; if (d < 0) d = -d
		a = off < 0 ? -off : off; b = w < a ? w + a : w
		printf "p%s: fio %d, engine %d, offset of the means %.1f, |diff - offset| %.1f, fio bin width %d, bound %.1f\n", p, f, e, off, d, w, b
		exit !(d <= b) }' || pct_rank_near "$stats" "$p"
}

# pct_rank_near STATS P: the fallback where a value lies outside fio's bin: a percentile
# where fio's samples are sparse (the tail: p99.9 of 40,000 I/Os is the 40th largest) moves
# by a whole bin when one I/O's two stamps straddle an interrupt or a preemption (fio stamps
# the batch, the engine a moment later). There the value says little and the rank says it
# all: the engine's value, aligned by the offset of the means, must have fio's rank
# r = ceil(N P / 100) within k = max(3, N / 2000) samples (0.05 %). From fio's json+ bins
# (each bin's key is its midpoint, width w as above): `le` = samples surely at or below the
# value (key + w/2 <= value), `maybe` = samples possibly so (key - w/2 <= value); the check
# is le <= r + k and maybe >= r - k. A wrong histogram (a bin index off by one, a lost
# record) moves p50 and p99 by thousands of ranks and fails here too.
pct_rank_near() {
	local stats=$1 p=$2 e fm em
	fm=$(jq -r ".jobs[0].read.clat_ns.mean" "$WORK/out.json")
	e=$(jq -r ".read.clat_ns.percentile[\"$p\"]" "$WORK/$stats")
	em=$(jq -r ".read.clat_ns.mean" "$WORK/$stats")
	jq -r '.jobs[0].read.clat_ns.bins | to_entries[] | "\(.key) \(.value)"' "$WORK/out.json" |
		awk -v e="$e" -v fm="$fm" -v em="$em" -v p="$p" '
		{ key[NR] = $1; cnt[NR] = $2; n += $2 }
		END {
			x = e - (em - fm); r = int(n * p / 100); if (r < n * p / 100) r++
			k = int(n / 2000); if (k < 3) k = 3
			for (i = 1; i <= NR; i++) {
				w = 1; if (key[i] >= 128) { b = int(log(key[i]) / log(2) + 1e-9); w = 2 ^ (b - 6) }
				if (key[i] + w / 2 <= x) le += cnt[i]
				if (key[i] - w / 2 <= x) maybe += cnt[i]
			}
			printf "p%s by rank: N %d, rank %d, fio samples surely <= %.1f: %d, possibly: %d, tolerance %d\n", p, n, r, x, le, maybe, k
			exit !(le <= r + k && maybe >= r - k) }'
}

# check_job STATS: ios/bytes equal fio's, p50/p99/p99.9 within fio's bin, time series adds
# up to ios, and the device counter rule (STATS.md "devstat") holds for reads.
check_job() {
	local s=$WORK/$1 f e
	f=$(jq -r '.jobs[0].read | "\(.total_ios) \(.io_bytes)"' "$WORK/out.json")
	e=$(jq -r '.read | "\(.ios) \(.bytes)"' "$s")
	echo "fio total_ios/io_bytes $f, engine ios/bytes $e"
	[ "$f" = "$e" ]
	pct_within_fio_bin "$1" 50.000000
	pct_within_fio_bin "$1" 99.000000
	pct_within_fio_bin "$1" 99.900000
	run jq -r '"\(.timeseries.read.completions | add) \(.read.ios)"' "$s"
	echo "timeseries completions, ios: $output"
	[ "${output% *}" = "${output#* }" ]
	run jq -r '[.devstat[0].delta | .read_ios + .read_merges, .read_ios] + [.completions.submitted.read] | map(tostring) | join(" ")' "$s"
	echo "devstat read_ios + read_merges, read_ios; engine submitted: $output"
	local a c
	read -r a _ c <<<"$output"
	[ "$a" = "$c" ]
}

# qd_runs SCHED...: under each SCHED, libaio at iodepth 1, 64, 256: counts, percentiles, time
# series, device counters (check_job), and the scheduler in the stats.
qd_runs() {
	local s qd
	quietly sched_save_restore "$LOOP"
	for s in "$@"; do
		sched_set "$LOOP" "$s"
		for qd in 1 64 256; do
			echo "# $s iodepth $qd"
			rm -f "$WORK"/schedaio-*.json
			fio_jsonplus --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth="$qd" \
				--direct=1 --time_based --runtime=1
			check_job schedaio-t.0.json
			[ "$(jq -r .target.scheduler "$WORK/schedaio-t.0.json")" = "$s" ]
		done
	done
}

@test "libaio at iodepth 1, 64, 256 under none, mq-deadline, kyber: counts, percentiles, time series, device counters" {
	qd_runs none mq-deadline kyber
}

# bats test_tags=guest, guest:27s
@test "libaio at iodepth 1, 64, 256 under bfq: counts, percentiles, time series, device counters" {
	need_sched "$LOOP" bfq
	qd_runs bfq
}

# tracefs: use /sys/kernel/tracing when mounted, else mount tracefs on a private folder;
# either way a private instance, removed (and the private mount unmounted) by teardown.
trace_instance() {
	local root=/sys/kernel/tracing
	if [ ! -e "$root/instances" ]; then
		root=$(mktemp -d /tmp/schedaio-tracefs.XXXXXX)
		cleanup_push "rmdir '$root'"
		mount -t tracefs nodev "$root" || skip "cannot mount tracefs"
		cleanup_push "umount '$root'"
	fi
	TI=$root/instances/schedaio-stats.$$
	mkdir "$TI" || skip "cannot create a tracefs instance"
	cleanup_push "rmdir '$TI'"
	cleanup_push "echo 0 > '$TI/events/block/block_rq_complete/enable'"
	echo 32768 >"$TI/buffer_size_kb"
}

@test "tracefs: block_rq_complete events of the loop device equal its device counter delta" {
	local majmin maj min n ios
	trace_instance
	majmin=$(cat "/sys/block/$DEV/dev")
	maj=${majmin%:*} min=${majmin#*:}
	echo "dev == $(((maj << 20) | min))" >"$TI/events/block/block_rq_complete/filter"
	echo 1 >"$TI/events/block/block_rq_complete/enable"
	fio_jsonplus --name=t --filename="$LOOP" --rw=randrw --bs=4k --iodepth=32 --direct=1 \
		--size=48m --io_size=48m
	echo 0 >"$TI/events/block/block_rq_complete/enable"
	n=$(grep -c 'block_rq_complete:' "$TI/trace" || true)
	ios=$(jq -r '.devstat[0].delta | .read_ios + .write_ios + (.discard_ios // 0) + (.flush_ios // 0)' "$WORK/schedaio-t.0.json")
	echo "block_rq_complete events $n, devstat delta ios $ios"
	grep -q 'entries-in-buffer/entries-written: \([0-9]*\)/\1 ' "$TI/trace" # nothing lost
	[ "$n" -gt 0 ]
	[ "$n" = "$ios" ]
}

@test "device counter rule per direction with ramp_time: ios + merges = every I/O the engine submitted" {
	local d
	fio_engine --name=t --filename="$LOOP" --rw=randrw --bs=8k --iodepth=16 --direct=1 \
		--time_based --runtime=1 --ramp_time=300ms
	for d in read write; do
		run jq -r "\"\(.devstat[0].delta.${d}_ios + .devstat[0].delta.${d}_merges) \(.completions.submitted.$d) \(.$d.ios)\"" "$WORK/schedaio-t.0.json"
		echo "$d: devstat ios + merges, engine submitted (ramp included), ios after ramp: $output"
		[ "${output%% *}" = "$(cut -d' ' -f2 <<<"$output")" ]
		[ "$(cut -d' ' -f2 <<<"$output")" -gt "${output##* }" ] # the ramp's I/Os are in the window
	done	# sequential 4k reads submitted 16 at a time under mq-deadline: bios merge, the rule holds
	quietly sched_save_restore "$LOOP"
	sched_set "$LOOP" mq-deadline
	fio_engine --name=t --filename="$LOOP" --rw=read --bs=4k --iodepth=64 --direct=1 \
		--iodepth_batch_submit=16 --time_based --runtime=500ms
	run jq -r '"\(.devstat[0].delta | .read_ios + .read_merges) \(.completions.submitted.read) merges \(.devstat[0].delta.read_merges)"' "$WORK/schedaio-t.0.json"
	echo "sequential read: devstat ios + merges, engine submitted: $output"
	[ "$(cut -d' ' -f1 <<<"$output")" = "$(cut -d' ' -f2 <<<"$output")" ]
}

@test "devstat window_delta: read at the end of ramp_time, below delta; without ramp_time equal to it" {
	local s=$WORK/schedaio-t.0.json
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=64k --iodepth=16 --direct=1 \
		--time_based --runtime=700ms --ramp_time=300ms
	run jq -r '.devstat[] | "\(.device) \(.delta.read_sectors) \(.window_delta.read_sectors) \(.window_wall_ms) \(.wall_ms)"' "$s"
	echo "device, delta and window_delta read_sectors, window_wall_ms, wall_ms: $output"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -ge 1 ]
	run jq -e '[.devstat[] | .window_delta.read_sectors > 0 and
		.window_delta.read_sectors < .delta.read_sectors and
		.window_wall_ms > 0 and .window_wall_ms < .wall_ms and
		(.window_delta | keys) == (.delta | keys)] | all' "$s"
	[ "$status" -eq 0 ]
	# the ramp's I/O is outside the window: the device's window bytes are near fio's counted ones
	run jq -r '"\(.devstat[0].window_delta.read_sectors * 512) \(.read.bytes)"' "$s"
	echo "device window bytes, engine read.bytes: $output"
	awk -v d="${output%% *}" -v f="${output##* }" 'BEGIN { exit !(d > 0.5 * f && d < 2 * f) }'
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=64k --iodepth=16 --direct=1 \
		--time_based --runtime=300ms
	run jq -e '[.devstat[] | .window_delta == .delta and .window_wall_ms == .wall_ms] | all' "$s"
	[ "$status" -eq 0 ]
}

@test "trim: counted like fio, with qwait and a time series" {
	fio_engine --name=t --filename="$LOOP" --rw=randtrim --bs=64k --iodepth=4 --direct=1 \
		--time_based --runtime=300ms
	[ "$(jq .jobs[0].trim.total_ios "$WORK/out.json")" = "$(jq .trim.ios "$WORK/schedaio-t.0.json")" ]
	[ "$(jq .jobs[0].trim.io_bytes "$WORK/out.json")" = "$(jq .trim.bytes "$WORK/schedaio-t.0.json")" ]
	jq -e '(.timeseries.trim.completions | add) == .trim.ios and .trim.qwait_ns.N == .trim.clat_ns.N' \
		"$WORK/schedaio-t.0.json"
}

@test "qwait_ns is fio's slat_ns (the same two clock readings), and stamped by the engine under disable_lat" {
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=32 --direct=1 \
		--iodepth_batch_submit=8 --time_based --runtime=500ms
	run jq -r '"\(.jobs[0].read.slat_ns | "\(.N) \(.min) \(.max) \(.mean)")"' "$WORK/out.json"
	local f=$output
	run jq -r '"\(.read.qwait_ns | "\(.N) \(.min) \(.max) \(.mean)")"' "$WORK/schedaio-t.0.json"
	echo "fio slat_ns N min max mean: $f; engine qwait_ns: $output"
	[ "${f% *}" = "${output% *}" ]
	awk -v a="${f##* }" -v b="${output##* }" 'BEGIN { d = a - b; exit !(d < 0.01 && d > -0.01) }'
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=32 --direct=1 \
		--disable_lat=1 --disable_slat=1 --time_based --runtime=300ms
	jq -e '.read.qwait_ns.N == .read.clat_ns.N and .read.qwait_ns.N > 0 and .read.qwait_ns.max < 1e9' \
		"$WORK/schedaio-t.0.json"
}

@test "span and window: window inside span, on the wall clock of the run, as long as fio's job_runtime after ramp_time" {
	local before after
	before=$(date +%s%N)
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=8 --direct=1 \
		--time_based --runtime=700ms --ramp_time=300ms
	after=$(date +%s%N)
	local s=$WORK/schedaio-t.0.json
	jq -c '{span, window}' "$s"
	# exact integers: jq 1.6 reads numbers as doubles, so the unix ns are compared in bash
	local ss se sn ws we wn
	ss=$(sed -n '/"span"/,/}/s/.*"start_unix_ns": \([0-9]*\).*/\1/p' "$s")
	se=$(sed -n '/"span"/,/}/s/.*"end_unix_ns": \([0-9]*\).*/\1/p' "$s")
	ws=$(sed -n '/"window"/,/}/s/.*"start_unix_ns": \([0-9]*\).*/\1/p' "$s")
	we=$(sed -n '/"window"/,/}/s/.*"end_unix_ns": \([0-9]*\).*/\1/p' "$s")
	wn=$(jq -r .window.ns "$s")
	sn=$(jq -r .span.ns "$s")
	echo "date before $before, span $ss..$se ($sn ns), window $ws..$we ($wn ns), date after $after"
	[ "$before" -le "$ss" ]
	[ "$ss" -le "$ws" ]
	[ "$we" -eq "$se" ]
	[ "$se" -le "$after" ]
	[ "$sn" -ge "$wn" ]
	[ "$((we - ws))" -eq "$wn" ] # ns is measured on fio's clock, the ends on the wall clock:
	[ "$((se - ss))" -eq "$sn" ] # one pair of readings links them, so the two agree exactly
	# fio's job_runtime (ms, truncated) runs from the same reset epoch to a moment after the
	# last completion; the gap is fio's own end of job (a slow shared machine can stretch it)
	local rt
	rt=$(jq -r '.jobs[0].job_runtime' "$WORK/out.json")
	echo "fio job_runtime $rt ms, window $wn ns"
	[ "$wn" -lt "$(((rt + 1) * 1000000))" ]
	[ "$wn" -gt "$(((rt - 50) * 1000000))" ]
	# without ramp_time the window is the span
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=8 --direct=1 \
		--time_based --runtime=200ms
	jq -e '.window == .span and .span.ns > 0' "$s"
}

@test "a second run of the same job writes the same keys" {
	local keys='[paths | map(if type == "number" then "[]" else . end) | join(".")] | unique'
	fio_engine --name=t --filename="$LOOP" --rw=randrw --bs=4k --iodepth=8 --direct=1 \
		--time_based --runtime=300ms
	jq -c "$keys" "$WORK/schedaio-t.0.json" >"$WORK/k1"
	fio_engine --name=t --filename="$LOOP" --rw=randrw --bs=4k --iodepth=8 --direct=1 \
		--time_based --runtime=300ms
	jq -c "$keys" "$WORK/schedaio-t.0.json" >"$WORK/k2"
	cmp "$WORK/k1" "$WORK/k2"
	jq -e '.schema == 2 and (.read.qwait_ns.N > 0) and (.completions.N > 0)' "$WORK/schedaio-t.0.json"
}

@test "hist_precision and timeseries_interval set the geometry and the interval; bad values fail with one line" {
	fio_engine --name=t --filename="$LOOP" --rw=read --bs=4k --iodepth=4 --direct=1 \
		--time_based --runtime=300ms --hist_precision=1 --timeseries_interval=10ms
	[ "$(jq -r .read.clat_ns.bins.sub_bits "$WORK/schedaio-t.0.json")" = 6 ]
	[ "$(jq -r .job.hist_precision "$WORK/schedaio-t.0.json")" = 0.01 ]
	[ "$(jq -r .timeseries.interval_ns "$WORK/schedaio-t.0.json")" = 10000000 ]
	fio_engine --name=t --filename="$LOOP" --rw=read --bs=4k --iodepth=4 --direct=1 \
		--time_based --runtime=300ms
	[ "$(jq -r .read.clat_ns.bins.sub_bits "$WORK/schedaio-t.0.json")" = 9 ]
	[ "$(jq -r .timeseries.interval_ns "$WORK/schedaio-t.0.json")" = 100000000 ]
	run bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t --filename='$LOOP' \
		--rw=read --bs=4k --direct=1 --runtime=1 --hist_precision=20 2>&1"
	[ "$status" -ne 0 ]
	[[ $output == *"schedaio: job t: hist_precision=20: want a percentage from 0.001 to 10"* ]]
	run bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t --filename='$LOOP' \
		--rw=read --bs=4k --direct=1 --runtime=1 --timeseries_interval=500us 2>&1"
	[ "$status" -ne 0 ]
	[[ $output == *"schedaio: job t: timeseries_interval=500us: want 1ms to 1h"* ]]
	run bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t --filename='$LOOP' \
		--rw=read --bs=4k --direct=1 --runtime=1 --timeseries_interval=2h 2>&1"
	[ "$status" -ne 0 ]
	[[ $output == *"schedaio: job t: timeseries_interval=7200000000us: want 1ms to 1h"* ]]
	# 0 is outside too (it once fell back to the default 100ms silently)
	run bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t --filename='$LOOP' \
		--rw=read --bs=4k --direct=1 --runtime=1 --timeseries_interval=0 2>&1"
	[ "$status" -ne 0 ]
	[[ $output == *"schedaio: job t: timeseries_interval=0us: want 1ms to 1h"* ]]
}

@test "merge-stats: numjobs=2 files merge into the sum of fio's jobs; different hist_precision is refused" {
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=8 --direct=1 \
		--numjobs=2 --time_based --runtime=500ms
	"$TOP/scripts/merge-stats" -o "$WORK/m.json" "$WORK/schedaio-t.0.json" "$WORK/schedaio-t.1.json"
	[ "$(jq '[.jobs[].read.total_ios] | add' "$WORK/out.json")" = "$(jq .read.ios "$WORK/m.json")" ]
	[ "$(jq '[.jobs[].read.io_bytes] | add' "$WORK/out.json")" = "$(jq .read.bytes "$WORK/m.json")" ]
	[ "$(jq '[inputs.read.clat_ns.N] | add' -n "$WORK"/schedaio-t.[01].json)" = "$(jq .read.clat_ns.N "$WORK/m.json")" ]
	jq -e '.read.clat_ns.percentile["99.000000"] > 0 and .merged.files == 2 and .window.ns > 0 and .span.ns >= .window.ns' "$WORK/m.json"
	# the keys that make a merged file pair and file like any other: job (no jobnum, no tid), target
	jq -e '.job.name == "t" and (.job | has("jobnum") | not) and (.job | has("tid") | not) and .engine.name == "schedaio" and .target.scheduler == "none"' "$WORK/m.json"
	mv "$WORK/schedaio-t.0.json" "$WORK/a.json"
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=8 --direct=1 \
		--time_based --runtime=300ms --hist_precision=1
	run "$TOP/scripts/merge-stats" "$WORK/a.json" "$WORK/schedaio-t.0.json"
	[ "$status" -eq 1 ]
	[[ $output == *"$WORK/schedaio-t.0.json: read.clat_ns histogram precision differs"* ]]
}
