#!/usr/bin/env bats
# compare-split.bats: a traced start-up study's split table (issue 29 item 3): per scheduler
# the app job's requests against the background's (every other group, "others" included),
# requests per traced run and queue/device time mean, p50 and p99 from the runs' block-trace
# histograms merged by the engine's rule (lathist_merge: the p99 of the merged histogram,
# not a mean of the runs' p99), in text, md, csv, json and the HTML report with its plot.
# The study: tests/fixtures/results/startup-traced (manifest only: none and BFQ low_latency
# on seq-rw-xterm, 2 runs each), its blktrace.json made here by build/schedaio-blktrace
# analyse from hand-written traces. No root, no devices. ~2 s.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	common_setup
	S=$WORK/st
	cp -r "$TOP/tests/fixtures/results/startup-traced" "$S"
}

teardown() {
	common_teardown
}

# trace RUN_DIR APP_Q_US BG_Q_US: a blktrace.json for RUN_DIR: the app job (tid 200) reads
# once, queue APP_Q_US us and device 100 us; a page-cache writer's writeback (kworker, tid
# 300: no fio job, so "others") writes twice, queue BG_Q_US us and device 2000 us each.
trace() {
	mkdir -p "$1"
	echo '{"schema": 2, "job": {"name": "app", "tid": 200}}' >"$1/app.json"
	awk -v a="$2" -v b="$3" 'BEGIN {
		t = 10; printf "# tracer: nop\n"
		printf "fio-200 [001] ..... %.6f: block_bio_queue: 7,3 R 1000 + 8 [fio]\n", t
		printf "fio-200 [001] ..... %.6f: block_rq_insert: 7,3 R 4096 () 1000 + 8 be,0,4 [fio]\n", t
		printf "fio-200 [001] ..... %.6f: block_rq_issue: 7,3 R 4096 () 1000 + 8 be,0,4 [fio]\n", t + a / 1e6
		printf "<idle>-0 [000] ..s1. %.6f: block_rq_complete: 7,3 R () 1000 + 8 be,0,4 [0]\n", t + a / 1e6 + 100e-6
		for (i = 0; i < 2; i++) {
			t = 11 + i; s = 5000 + 8 * i
			printf "kworker-300 [001] ..... %.6f: block_bio_queue: 7,3 W %d + 8 [kworker]\n", t, s
			printf "kworker-300 [001] ..... %.6f: block_rq_insert: 7,3 W 4096 () %d + 8 be,0,4 [kworker]\n", t, s
			printf "kworker-300 [001] ..... %.6f: block_rq_issue: 7,3 W 4096 () %d + 8 be,0,4 [kworker]\n", t + b / 1e6, s
			printf "<idle>-0 [000] ..s1. %.6f: block_rq_complete: 7,3 W () %d + 8 be,0,4 [0]\n", t + b / 1e6 + 2e-3, s
		} }' >"$1/t.txt"
	"$TOP/build/schedaio-blktrace" analyse --dev 7:3 --stats "$1/app.json" "$1/t.txt" "$1/blktrace.json"
	rm "$1/t.txt" "$1/app.json"
}

# traced: BFQ low_latency's app waits 10 us, then 30 us (merged: mean 0.02 ms, p50 0.01,
# p99 0.03; a mean of the runs' p99 would be 0.02), its background 3000 us; MQ None's app
# and background both 1000 us.
traced() {
	trace "$S/bfq-low_latency/seq-rw-xterm/run-1" 10 3000
	trace "$S/bfq-low_latency/seq-rw-xterm/run-2" 30 3000
	trace "$S/none/seq-rw-xterm/run-1" 1000 1000
	trace "$S/none/seq-rw-xterm/run-2" 1000 1000
}

# line LABEL CLASS: the text split table's line of LABEL's CLASS (the background's line has
# no label: the one after LABEL's app line).
line() {
	local t
	t=$(sed -n '/^seq-rw-xterm: who waited where/,/^$/p' <<<"$output")
	if [ "$2" = app ]; then
		grep "^  $1  *app " <<<"$t"
	else
		grep -A1 "^  $1  *app " <<<"$t" | tail -n 1
	fi
}

@test "text: per scheduler the app's and the background's requests, queue and device time, merged over the traced runs" {
	traced
	run --separate-stderr "$TOP/build/compare" "$S"
	[ "$status" -eq 0 ]
	local l
	l=$(line "BFQ low_latency" app)
	echo "$l"
	# requests 1 per run; queue mean 0.02, p50 0.01, p99 0.03 (the merged histogram's); device 0.1
	[[ $l =~ ^\ \ BFQ\ low_latency\ +app\ +2\ of\ 2\ +1\ +0\.02\ +0\.01[0-9]*\ +0\.030?[0-9]*\ +0\.1\ +0\.10?[0-9]*\ +0\.10?[0-9]*$ ]]
	l=$(line "BFQ low_latency" background)
	echo "$l"
	[[ $l =~ ^\ +background\ +2\ +3\ +3(\.00[0-9]*)?\ +3(\.00[0-9]*)?\ +2\ +2(\.00[0-9]*)?\ +2(\.00[0-9]*)?$ ]]
	l=$(line "MQ None" app)
	[[ $l =~ ^\ \ MQ\ None\ +app\ +2\ of\ 2\ +1\ +1\ +1(\.00[0-9]*)?\ +1(\.00[0-9]*)? ]]
	[[ $output == *"  background: every other request: the background jobs' and the kernel's writeback (\"others\")"* ]]
	# an untraced start-up study has no split table
	run --separate-stderr "$TOP/build/compare" "$TOP/tests/fixtures/results/startup-traced"
	[ "$status" -eq 0 ]
	run ! grep -F "who waited where" <<<"$output"
}

@test "md, csv and json: the same figures" {
	traced
	run --separate-stderr "$TOP/build/compare" --format md "$S"
	[ "$status" -eq 0 ]
	[[ $output == *"| BFQ low_latency | app | 2 of 2 | 1 | 0.02 | 0.01"*" | 0.03"*" | 0.1 | 0.1"*" | 0.1"*" |"* ]]
	[[ $output == *"| BFQ low_latency | background | 2 of 2 | 2 | 3 | 3"*" | 3"*" | 2 | 2"*" | 2"*" |"* ]]
	run --separate-stderr "$TOP/build/compare" --format csv "$S"
	[ "$status" -eq 0 ]
	[[ $output == *",seq-rw-xterm,trace.app.queue_ms,ms,neither,1,BFQ low_latency,bfq:low_latency=1,0.02,,2,"* ]]
	[[ $output == *",seq-rw-xterm,trace.background.requests,requests,neither,1,BFQ low_latency,bfq:low_latency=1,2,,2,"* ]]
	# every line has the header's fields (a quoted field, such as the medium, one field)
	[ "$(sed 's/"[^"]*"/q/g' <<<"$output" | awk -F, '{ print NF }' | sort -u | wc -l)" -eq 1 ]
	run --separate-stderr "$TOP/build/compare" --format json "$S"
	[ "$status" -eq 0 ]
	local r='.split[] | select(.cell == "seq-rw-xterm") | .rows[] | select(.key == "bfq:low_latency=1")'
	[ "$(jq -r "$r | \"\(.runs) \(.traced_runs) \(.app.requests) \(.app.queue_ms) \(.background.requests) \(.background.device_ms)\"" <<<"$output")" = "2 2 1 0.02 2 2" ]
	# the p99 of the merged histograms (30 us within the 0.1 % bound), not the runs' mean (20)
	jq -e "$r | .app.queue_p99_ms | . > 0.0299 and . < 0.0301" <<<"$output"
	jq -e "$r | .app.queue_p50_ms | . > 0.00999 and . < 0.01001" <<<"$output"
}

@test "a run whose trace cannot be used is named and left out; its row says 1 of 2 traced" {
	traced
	echo '{"schema": 1, "lost_events": -1, "groups": []}' >"$S/none/seq-rw-xterm/run-2/blktrace.json"
	run --separate-stderr "$TOP/build/compare" "$S"
	[ "$status" -eq 3 ] # a file skipped (compare --help)
	# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
	[[ $stderr == *"compare: $S/none/seq-rw-xterm/run-2/blktrace.json: "*"lost_events"*"; left out of the trace table"* ]]
	[[ $stderr == *"compare: 1 file skipped"* ]]
	[[ $(line "MQ None" app) =~ ^\ \ MQ\ None\ +app\ +1\ of\ 2\  ]]
}

# none_row: the json split row of MQ None (runs, traced, the app's and the background's
# requests and times) of the study $S.
none_row() {
	local json
	json=$("$TOP/build/compare" --format json "$S" 2>/dev/null) || [ $? -eq 3 ] || return 1
	jq -c '.split[] | select(.cell == "seq-rw-xterm") | .rows[] | select(.key == "none") |
		[.runs, .traced_runs, .app, .background]' <<<"$json"
}

@test "all or nothing: a run whose app or background device times are of another precision leaves nothing of it merged" {
	traced
	local f="$S/none/seq-rw-xterm/run-2/blktrace.json" want got g
	mv "$f" "$WORK/keep.json"
	want=$(none_row)
	echo "without the run's trace: $want"
	[[ $want == "[2,1,"* ]]
	# sub_bits 3 up to 2^30 - 1 ns: 16 + 26 x 8 buckets; 100 us and 2 ms in their buckets
	for g in app others; do
		jq --arg g "$g" '(.groups[] | select(.name == $g) | .[] | objects | .device_ns) |=
			(.bins = {"sub_bits": 3, "nbuckets": 224, "max_value": 1073741823,
			 "rel_error": 0.0625, "overflow": 0,
			 "buckets": [[(if .min < 1000000 then 116 else 149 end), .N]]})' \
			"$WORK/keep.json" >"$f"
		run --separate-stderr "$TOP/build/compare" "$S"
		[ "$status" -eq 3 ] # a file skipped (compare --help)
		[[ $stderr == *"compare: $f: a histogram of another precision than the other runs'; left out of the trace table"* ]]
		got=$(none_row)
		echo "$g of another precision: $got"
		[ "$got" = "$want" ]
	done
}

@test "startup.app_job empty, \"others\" or not a group of the trace: the run's trace named and left out" {
	traced
	local m="$S/manifest.json" want got name
	cp "$m" "$WORK/m.json"
	mv "$S/none/seq-rw-xterm/run-2/blktrace.json" "$WORK/keep.json"
	want=$(none_row)
	mv "$WORK/keep.json" "$S/none/seq-rw-xterm/run-2/blktrace.json"
	for name in '' others nosuch; do
		jq --arg n "$name" '(.results[] | select(.scheduler == "none" and .run == 2) |
			.startup.app_job) = $n' "$WORK/m.json" >"$m"
		run --separate-stderr "$TOP/build/compare" "$S"
		[ "$status" -eq 3 ] # a file skipped (compare --help)
		echo "$stderr"
		case $name in
		'') [[ $stderr == *"compare: $S/none/seq-rw-xterm/run-2/blktrace.json: the manifest's startup.app_job is empty, not a fio job's name; left out of the trace table"* ]] ;;
		others) [[ $stderr == *"compare: $S/none/seq-rw-xterm/run-2/blktrace.json: the manifest's startup.app_job is \"others\" (the kernel's group), not a fio job's name; left out of the trace table"* ]] ;;
		*) [[ $stderr == *"compare: $S/none/seq-rw-xterm/run-2/blktrace.json: no group of the trace is named \"nosuch\" (the manifest's startup.app_job); left out of the trace table"* ]] ;;
		esac
		got=$(none_row)
		[ "$got" = "$want" ]
	done
}

@test "bounds: N above 2^53, a mean outside min and max, requests not the device times' N: refused at read" {
	traced
	local f="$S/none/seq-rw-xterm/run-2/blktrace.json" a='.groups[] | select(.name == "app") | .read'
	cp "$f" "$WORK/keep.json"
	# 2^53 + 1 as text: jq would round it to a double
	jq -c "($a.device_ns.N) = \"BIG\" | ($a.device_ns.bins.buckets[0][1]) = \"BIG\"" \
		"$WORK/keep.json" | sed 's/"BIG"/9007199254740993/g' >"$f"
	run --separate-stderr "$TOP/build/compare" "$S"
	[ "$status" -eq 3 ] # a file skipped (compare --help)
	[[ $stderr == *"compare: $f: device_ns.N 9007199254740993 is more than 2^53; left out of the trace table"* ]]
	[[ $(line "MQ None" app) =~ ^\ \ MQ\ None\ +app\ +1\ of\ 2\  ]]
	jq "($a.queue_ns.mean) = ($a.queue_ns.max + 1)" "$WORK/keep.json" >"$f"
	run --separate-stderr "$TOP/build/compare" "$S"
	[ "$status" -eq 3 ] # a file skipped (compare --help)
	[[ $stderr == *"compare: $f: queue_ns.mean "*" is not within its min "*" and max "*"; left out of the trace table"* ]]
	[[ $(line "MQ None" app) =~ ^\ \ MQ\ None\ +app\ +1\ of\ 2\  ]]
	jq "($a.requests) = 2" "$WORK/keep.json" >"$f"
	run --separate-stderr "$TOP/build/compare" "$S"
	[ "$status" -eq 3 ] # a file skipped (compare --help)
	[[ $stderr == *"compare: $f: requests 2 but device_ns.N 1; left out of the trace table"* ]]
	[[ $(line "MQ None" app) =~ ^\ \ MQ\ None\ +app\ +1\ of\ 2\  ]]
}

@test "bounds: two runs of 2^53 times each: the second refused, the sums cannot wrap" {
	traced
	local r a='.groups[] | select(.name == "app") | .read'
	for r in 1 2; do
		jq -c "($a.requests) = \"BIG\" | ($a.device_ns.N) = \"BIG\" |
			($a.device_ns.bins.buckets[0][1]) = \"BIG\"" "$S/none/seq-rw-xterm/run-$r/blktrace.json" |
			sed 's/"BIG"/9007199254740992/g' >"$WORK/b.json"
		mv "$WORK/b.json" "$S/none/seq-rw-xterm/run-$r/blktrace.json"
	done
	run --separate-stderr "$TOP/build/compare" --format json "$S"
	[ "$status" -eq 3 ] # a file skipped (compare --help)
	[[ $stderr == *"compare: $S/none/seq-rw-xterm/run-2/blktrace.json: more than 2^53 times with the other runs'; left out of the trace table"* ]]
	# one run's 2^53 requests (printed exactly, render_num.h), not two runs' 2^54
	jq -e '.split[] | .rows[] | select(.key == "none") |
		.traced_runs == 1 and .app.requests > 9.0e15 and .app.requests < 9.1e15' <<<"$output"
}

@test "a count of 2^53 - 1 is printed exactly in json and csv, not to 10 digits" {
	traced
	local a='.groups[] | select(.name == "app") | .read' d="$S/none/seq-rw-xterm"
	jq -c "($a.requests) = \"BIG\" | ($a.device_ns.N) = \"BIG\" |
		($a.device_ns.bins.buckets[0][1]) = \"BIG\"" "$d/run-1/blktrace.json" |
		sed 's/"BIG"/9007199254740991/g' >"$WORK/b.json"
	mv "$WORK/b.json" "$d/run-1/blktrace.json"
	rm "$d/run-2/blktrace.json" # one traced run: its requests per traced run as they are
	run --separate-stderr "$TOP/build/compare" --format json "$S"
	[ "$status" -eq 0 ]
	# the text of the number: jq would read it into a double
	grep -F '"requests": 9007199254740991' <<<"$output"
	run --separate-stderr "$TOP/build/compare" --format csv "$S"
	[ "$status" -eq 0 ]
	grep -F ',trace.app.requests,requests,neither,' <<<"$output" | grep -F ',9007199254740991,'
}

@test "a blktrace.json that is a link out of the study is not followed" {
	traced
	local f="$S/none/seq-rw-xterm/run-2/blktrace.json"
	mv "$f" "$WORK/outside.json"
	ln -s "$WORK/outside.json" "$f"
	run --separate-stderr "$TOP/build/compare" "$S"
	[ "$status" -eq 3 ] # a file skipped (compare --help)
	[[ $stderr == *"compare: $f: a link out of the folder "*"; not followed, not read; left out of the trace table"* ]]
	[[ $(line "MQ None" app) =~ ^\ \ MQ\ None\ +app\ +1\ of\ 2\  ]]
	# a link inside the study is followed
	mv "$WORK/outside.json" "$S/none/seq-rw-xterm/run-2/inside.json"
	ln -sf inside.json "$f"
	run --separate-stderr "$TOP/build/compare" "$S"
	[ "$status" -eq 0 ]
	[[ $(line "MQ None" app) =~ ^\ \ MQ\ None\ +app\ +2\ of\ 2\  ]]
}

@test "a blktrace.json that is a broken link is refused, not read as untraced" {
	traced
	local f="$S/none/seq-rw-xterm/run-2/blktrace.json"
	rm "$f"
	ln -s missing.json "$f"
	run --separate-stderr "$TOP/build/compare" "$S"
	[ "$status" -eq 3 ] # a file skipped (compare --help)
	[[ $stderr == *"compare: $f: a link to nothing (missing.json); not read; left out of the trace table"* ]]
	[[ $(line "MQ None" app) =~ ^\ \ MQ\ None\ +app\ +1\ of\ 2\  ]]
}

@test "html: the split table beside the start-up table, and its queue/device plot" {
	command -v gnuplot >/dev/null || skip "gnuplot not installed (the HTML report draws plots)"
	traced
	run --separate-stderr "$TOP/build/compare" --html "$WORK/h" "$S"
	[ "$status" -eq 0 ]
	[ "$(grep -c '<table class=why-split>' "$WORK/h/index.html")" -eq 1 ]
	grep -q '<tr><td>BFQ low_latency</td><td>app</td><td class=n>2 of 2</td><td class=n>1</td><td class=n>0.02</td>' "$WORK/h/index.html"
	[ -s "$WORK/h/plots/seq-rw-xterm-waits.png" ]
	[ -s "$WORK/h/plots/data/seq-rw-xterm-waits-queue.tsv" ]
	grep -q 'alt="queue and device time, app against background" src="data:image/png;base64,' "$WORK/h/index.html"
	# the queue data: BFQ's app, 100 % at or above 10 us, 50 % at or above 30 us
	grep -qE '^10(\.0[0-9]*)?	100$' "$WORK/h/plots/data/seq-rw-xterm-waits-queue.tsv"
	grep -qE '^30(\.0[0-9]*)?	50$' "$WORK/h/plots/data/seq-rw-xterm-waits-queue.tsv"
}
