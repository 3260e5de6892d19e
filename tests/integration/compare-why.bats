#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# compare-why.bats: compare's why table (issue 32 item 4, issue 29): per scheduler and cell the
# requests, the merges and the time per request in the scheduler's queue and in the device,
# from the device counters (devstat deltas: iostats.rst) or, for a run with a blktrace.json,
# from the block trace, each row naming its source; the same figures in text, md, csv, json
# and the HTML report. Synthetic studies: copies of tests/fixtures/results/why with devstat
# deltas set by jq, and blktrace.json made by build/schedaio-blktrace analyse from a
# hand-written trace. No root, no devices. ~3 s.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	common_setup
	S=$WORK/why
	cp -r "$TOP/tests/fixtures/results/why" "$S"
}

teardown() {
	common_teardown
}

# ticks FILE IOS MERGES TICKS IO_TICKS: devstat[0] (the device under test) of FILE with these
# write counters and nothing else (no discards, no flushes).
ticks() {
	jq --argjson i "$2" --argjson m "$3" --argjson t "$4" --argjson b "$5" \
		'.devstat[0].delta |= (.write_ios = $i | .write_merges = $m | .write_ticks_ms = $t
		 | .io_ticks_ms = $b | .time_in_queue_ms = $t | .discard_ios = 0 | .flush_ios = 0)' \
		"$1" >"$1.new"
	mv "$1.new" "$1"
}

# counters: mq-deadline on randwrite-4k: run 1 1000 writes, 50 merges, 3000 ms of write ticks,
# io_ticks 1000 ms (device 1 ms, queue 3 - 1 = 2 ms per request); run 2 2000, 150, 8000, 2000
# (device 1 ms, queue 3 ms). Means: 1500 requests, 100 merges, queue 2.5 ms (SE 0.5), device 1.
counters() {
	local d=$S/mq-deadline/randwrite-4k
	ticks "$d/run-1/schedaio.json" 1000 50 3000 1000
	ticks "$d/run-2/schedaio.json" 2000 150 8000 2000
}

# trace RUN_DIR [LOST]: a blktrace.json for RUN_DIR's job (job.tid 100) of two writes: one
# with queue 20 us and device 70 us, one (a bio back-merged into it) with queue 60 us and
# device 40 us. Means: queue 0.04 ms, device 0.055 ms; 2 requests, 1 merge.
trace() {
	jq '.job.tid = 100' "$1/schedaio.json" >"$1/s" && mv "$1/s" "$1/schedaio.json"
	cat >"$1/t.txt" <<'EOF'
# tracer: nop
             fio-100     [001] ..... 10.000000: block_bio_queue: 7,3 W 1000 + 8 [fio]
             fio-100     [001] ..... 10.000010: block_rq_insert: 7,3 W 4096 () 1000 + 8 be,0,4 [fio]
             fio-100     [001] ..... 10.000030: block_rq_issue: 7,3 W 4096 () 1000 + 8 be,0,4 [fio]
          <idle>-0       [000] ..s1. 10.000100: block_rq_complete: 7,3 W () 1000 + 8 be,0,4 [0]
             fio-100     [001] ..... 11.000000: block_bio_queue: 7,3 W 2000 + 8 [fio]
             fio-100     [001] ..... 11.000001: block_rq_insert: 7,3 W 4096 () 2000 + 8 be,0,4 [fio]
             fio-100     [001] ..... 11.000002: block_bio_queue: 7,3 W 2008 + 8 [fio]
             fio-100     [001] ..... 11.000003: block_bio_backmerge: 7,3 W 2008 + 8 [fio]
             fio-100     [001] ..... 11.000061: block_rq_issue: 7,3 W 8192 () 2000 + 16 be,0,4 [fio]
          <idle>-0       [000] ..s1. 11.000101: block_rq_complete: 7,3 W () 2000 + 16 be,0,4 [0]
EOF
	"$TOP/build/schedaio-blktrace" analyse --dev 7:3 --lost "${2:-0}" --stats "$1/schedaio.json" \
		"$1/t.txt" "$1/blktrace.json"
	rm "$1/t.txt"
}

# trace2 RUN_DIR: a blktrace.json for RUN_DIR of two fio jobs: its job (tid 100) writes once,
# queue 1000 us; a second job "other" (tid 101) writes 199 times, queue 10 us; device 50 us
# each. Pooled over the 200 requests the queue p99 (nearest rank 198) is 10 us = 0.01 ms;
# the largest job's p99 would be 1 ms.
trace2() {
	jq '.job.tid = 100' "$1/schedaio.json" >"$1/s" && mv "$1/s" "$1/schedaio.json"
	echo '{"schema": 2, "job": {"name": "other", "tid": 101}}' >"$1/other.json"
	awk 'function rq(tid, s, t, q) {
		printf "fio-%d [001] ..... %.6f: block_bio_queue: 7,3 W %d + 8 [fio]\n", tid, t, s
		printf "fio-%d [001] ..... %.6f: block_rq_insert: 7,3 W 4096 () %d + 8 be,0,4 [fio]\n", tid, t, s
		printf "fio-%d [001] ..... %.6f: block_rq_issue: 7,3 W 4096 () %d + 8 be,0,4 [fio]\n", tid, t + q / 1e6, s
		printf "<idle>-0 [000] ..s1. %.6f: block_rq_complete: 7,3 W () %d + 8 be,0,4 [0]\n", t + q / 1e6 + 50e-6, s
	}
	BEGIN { printf "# tracer: nop\n"; rq(100, 1000, 10, 1000)
		for (i = 0; i < 199; i++) rq(101, 100000 + 16 * i, 11 + i / 100, 10) }' >"$1/t.txt"
	"$TOP/build/schedaio-blktrace" analyse --dev 7:3 --stats "$1/schedaio.json" \
		--stats "$1/other.json" "$1/t.txt" "$1/blktrace.json"
	rm "$1/t.txt" "$1/other.json"
}

# row LABEL: the text why table's line of LABEL on randwrite-4k.
row() {
	sed -n '/^randwrite-4k: where requests waited/,/^$/p' <<<"$output" | grep "^  $1 "
}

# bfq_traced TRACER: BFQ's two runs on randwrite-4k traced by TRACER (trace or trace2), then
# compare in text, which must exit 0; its BFQ low_latency why row in $r.
bfq_traced() {
	"$1" "$S/bfq/randwrite-4k/run-1"
	"$1" "$S/bfq/randwrite-4k/run-2"
	run --separate-stderr "$TOP/scripts/compare" "$S"
	[ "$status" -eq 0 ] || return 1
	r=$(row "BFQ low_latency")
	echo "$r"
}

@test "a run without a trace: the counters' figures, said as such, in text" {
	counters
	run --separate-stderr "$TOP/scripts/compare" "$S"
	[ "$status" -eq 0 ]
	local r
	r=$(row "MQ Deadline")
	echo "$r"
	[[ $r =~ ^\ \ MQ\ Deadline\ +device\ counters\ +2\ +1500\ +100\ +2\.5\ +-\ +1\ +-$ ]]
	[[ $output == *"  device counters (devstat of the device under test; Documentation/admin-guide/iostats.rst): device = io_ticks_ms / ios,"* ]]
	run ! grep -F "block trace (blktrace.json" <<<"$output"
	# a study without devstat ticks or traces has no why table
	run --separate-stderr "$TOP/scripts/compare" "$TOP/tests/fixtures/results/mini"
	[ "$status" -eq 0 ]
	run ! grep -F "where requests waited" <<<"$output"
}

@test "a traced row: the trace's queue and device time, merges and requests; the untraced row keeps the counters" {
	counters
	bfq_traced trace
	[[ $r =~ ^\ \ BFQ\ low_latency\ +block\ trace\ +2\ +2\ +1\ +0\.04\ +0\.06[0-9]*\ +0\.055\ +0\.07[0-9]*$ ]]
	[[ $(row "MQ Deadline") == *"device counters"* ]]
	[[ $output == *"  block trace (blktrace.json, run-pack --trace-block): the fio jobs' requests; queue = insert -> issue, device = issue -> complete;"* ]]
	[[ $output == *"  device counters (devstat"* ]]
	# which runs were traced (issue 29 item 4)
	[[ $output == *"  traced runs (run-pack --trace-block): "*"BFQ low_latency 2 of 2"* ]]
	[[ $output == *"  traced runs (run-pack --trace-block): "*"MQ Deadline 0 of 2"* ]]
	# write-2m has no trace: its table is the counters' alone
	run ! grep -q "^  BFQ low_latency  block trace" < <(sed -n '/^write-2m: where requests waited/,/^$/p' <<<"$output")
}

@test "the same figures in md, csv, json and the HTML report" {
	counters
	trace "$S/bfq/randwrite-4k/run-1"
	trace "$S/bfq/randwrite-4k/run-2"
	run --separate-stderr "$TOP/scripts/compare" --format md "$S"
	[ "$status" -eq 0 ]
	[[ $output == *"| MQ Deadline | device counters | 2 | 1500 | 100 | 2.5 | - | 1 | - |"* ]]
	[[ $output == *"| BFQ low_latency | block trace | 2 | 2 | 1 | 0.04 | 0.06"*" | 0.055 | 0.07"*" |"* ]]
	run --separate-stderr "$TOP/scripts/compare" --format csv "$S"
	[ "$status" -eq 0 ]
	[[ $output == *$'\n'"Linux 6.18.44-fc-v782,randwrite-4k,counters.queue_ms,ms,neither,"*",MQ Deadline,mq-deadline,2.5,0.5,2"$(printf ',%.0s' {1..19})'0,"'*$'"\n'* ]] # ddir empty: one direction; mixed_media 0; the medium
	[[ $output == *",randwrite-4k,trace.queue_ms,ms,neither,"*",BFQ low_latency,bfq:low_latency=1,0.04,0,2,"* ]]
	[[ $output == *",randwrite-4k,trace.merges,merges,neither,"*",BFQ low_latency,bfq:low_latency=1,1,0,2,"* ]]
	# the same fields on every line (the last, the medium, quoted: its commas are not fields)
	[ "$(sed 's/,"[^"]*"$/,medium/' <<<"$output" | awk -F, '{ print NF }' | sort -u)" = 31 ]
	run ! grep -q ',counters.queue_p99_ms,' <<<"$output"
	run --separate-stderr "$TOP/scripts/compare" --format json "$S"
	[ "$status" -eq 0 ]
	local w='.why[] | select(.cell == "randwrite-4k") | .rows[]'
	[ "$(jq -r "$w | select(.key == \"mq-deadline\") | \"\(.source) \(.requests.mean) \(.merges.mean) \(.queue_ms.mean) \(.queue_ms.se) \(.device_ms.mean) \(.queue_p99_ms)\"" <<<"$output")" = "device counters 1500 100 2.5 0.5 1 null" ]
	[ "$(jq -r "$w | select(.key == \"bfq:low_latency=1\") | \"\(.source) \(.requests.mean) \(.queue_ms.mean) \(.device_ms.mean) \(.runs_with_lost_events)\"" <<<"$output")" = "block trace 2 0.04 0.055 0" ]
	# the p99: the histogram's midpoint of 60 us, within its 0.1 % bound
	jq -e "$w | select(.key == \"bfq:low_latency=1\") | .queue_p99_ms.mean | . > 0.0599 and . < 0.0601" <<<"$output"
	command -v gnuplot >/dev/null || skip "gnuplot not installed (the report draws plots)"
	run --separate-stderr "$TOP/scripts/compare" --html "$WORK/h" "$S"
	[ "$status" -eq 0 ]
	[ "$(grep -c '<table class=why-queue>' "$WORK/h/index.html")" -eq 2 ]
	# a traced cell's table says how many of each row's runs were traced (issue 29 item 4)
	grep -q '<tr><td>MQ Deadline</td><td>device counters</td><td class=n>2</td><td class=n>0</td><td class=n>1500</td><td class=n>100</td><td class=n>2.5</td><td class=n>-</td><td class=n>1</td><td class=n>-</td></tr>' "$WORK/h/index.html"
	grep -q '<tr><td>BFQ low_latency</td><td>block trace</td><td class=n>2</td><td class=n>2</td><td class=n>2</td><td class=n>1</td><td class=n>0.04</td>' "$WORK/h/index.html"
	[ "$(grep -c '<th class=n>traced runs</th>' "$WORK/h/index.html")" -eq 1 ] # write-2m has none
	# the distributions per scheduler (issue 29 item 3): the traced row's curve, from both
	# runs' histograms merged: 50 % of the requests waited 60 us or more in the queue
	[ -s "$WORK/h/plots/randwrite-4k-waits.png" ]
	[ ! -e "$WORK/h/plots/write-2m-waits.png" ]
	grep -qE '^60(\.0[0-9]*)?	50$' "$WORK/h/plots/data/randwrite-4k-waits-queue.tsv"
	grep -q 'alt="queue and device time per scheduler, block trace" src="data:image/png;base64,' "$WORK/h/index.html"
}

@test "a trace with lost events is marked; a bad blktrace.json is named and the run falls back to the counters" {
	trace "$S/bfq/randwrite-4k/run-1" 3
	trace "$S/bfq/randwrite-4k/run-2"
	run --separate-stderr "$TOP/scripts/compare" "$S"
	[ "$status" -eq 0 ]
	[[ $output == *"  1 traced run lost events: its figures miss those requests"* ]]
	echo '{"schema": 1, "lost_events": -1, "groups": []}' >"$S/bfq/randwrite-4k/run-2/blktrace.json"
	run --separate-stderr "$TOP/scripts/compare" "$S"
	[ "$status" -eq 3 ] # a file skipped (compare --help)
	[[ $stderr == *"compare: $S/bfq/randwrite-4k/run-2/blktrace.json: "*"lost_events"*"; left out of the why table"* ]]
	[[ $(row "BFQ low_latency") == *"device counters"* ]]
}

@test "a blktrace.json that is a broken link is refused like a bad trace, not read as untraced" {
	trace "$S/bfq/randwrite-4k/run-1"
	trace "$S/bfq/randwrite-4k/run-2"
	local f="$S/bfq/randwrite-4k/run-2/blktrace.json"
	rm "$f"
	ln -s "$WORK/nowhere/blktrace.json" "$f"
	run --separate-stderr "$TOP/scripts/compare" "$S"
	[ "$status" -eq 3 ] # a file skipped (compare --help)
	# shellcheck disable=SC2154 # stderr: set by bats' run --separate-stderr
	[[ $stderr == *"compare: $f: a link to nothing ($WORK/nowhere/blktrace.json); not read; left out of the why table"* ]]
	[[ $(row "BFQ low_latency") == *"device counters"* ]]
}

@test "a run of several jobs: the queue p99 of their pooled requests, not the largest job's p99" {
	bfq_traced trace2
	# requests 200, merges 0, queue mean (1000 + 199 x 10) / 200 = 14.95 us, p99 0.01 ms
	[[ $r =~ ^\ \ BFQ\ low_latency\ +block\ trace\ +2\ +200\ +0\ +0\.01495\ +0\.010?[0-9]*\ +0\.05\ +0\.050?[0-9]*$ ]]
	[[ $output == *"p99: of the fio jobs' requests pooled (their histograms merged), then the mean over runs"* ]]
}
