#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# startup.bats: the start-up pack (jobs/startup, issue 16) on RAM-backed loop devices.
# Checks: each recorded trace replays through schedaio with exactly the requests and bytes
# its .json and its .iolog hold; the app job's span equals fio's own elapsed time of its I/O
# (fio's clat log) within one completion, and the trace's gaps are kept; through run-pack (a two-cell pack made here: 2 readers and the
# xterm trace under a 30 s limit, 2 readers and a trace of its own (40 reads 100 ms apart) under a 1 s limit)
# a start within the limit gets seconds = its span, a start over the limit is recorded as
# timed out with no number and S's rule skips the pair's next run; the pack's job files lay
# out a file large enough for their trace; compare's start-up --plots and --html name the
# folder or file and the reason, and leave no half-written report (a full tmpfs). Root tests
# skip with a reason when not root. ~1 min.

bats_require_minimum_version 1.5.0

load helpers

RUN_PACK=$TOP/scripts/run-pack
TRACES=$TOP/jobs/startup/traces

setup() {
	common_setup
	export SCHEDAIO_STATE_DIR=$WORK/state
}

teardown() {
	[ ! -d "$SCHEDAIO_STATE_DIR" ] || "$RUN_PACK" --restore >/dev/null 2>&1 || true
	common_teardown
}

# replay APP [FIO ARGS...]: lay out APP's file in $MNT and replay its trace there with the
# engine (fio runs in $MNT: fio 3.33's read_iolog cannot take directory=); out.json and
# s-app.json in $WORK.
replay() {
	local app=$1
	shift
	(cd "$MNT" && fio --output-format=json --output="$WORK/out.json" \
		--name=layout --filename="startup-$app.dat" --size="$(jq .file_bytes "$TRACES/$app.json")" \
		--create_only=1 --ioengine=psync \
		--name=app --stonewall --ioengine="external:$ENGINE" --stats_file="$WORK/s-app.json" \
		--read_iolog="$TRACES/$app.iolog" --direct=1 --iodepth=1 "$@")
}

@test "every trace replays with the requests and bytes its .json and .iolog hold" {
	need_root
	need_engine
	ram_loop 512
	ext4_mount "$LOOP"
	local app want lines got eng
	for app in xterm gnome-terminal lowriter; do
		replay "$app" --replay_no_stall=1
		want=$(jq -r '"\(.requests) \(.bytes)"' "$TRACES/$app.json")
		lines=$(awk '$3 == "read" { n++; b += $5 } END { print n, b }' "$TRACES/$app.iolog")
		got=$(jq -r '.jobs[] | select(.jobname == "app") | "\(.read.total_ios) \(.read.io_bytes)"' "$WORK/out.json")
		eng=$(jq -r '"\(.read.ios) \(.read.bytes)"' "$WORK/s-app.json")
		echo "$app: json $want, iolog $lines, fio $got, engine $eng"
		[ "$want" = "$lines" ]
		[ "$got" = "$want" ]
		[ "$eng" = "$want" ]
	done
}

@test "the app job's span equals fio's own elapsed time of its I/O within one completion" {
	need_root
	need_engine
	ram_loop 64
	ext4_mount "$LOOP"
	replay xterm --write_lat_log="$WORK/lat" --log_unix_epoch=1
	local span rt clat elapsed
	span=$(jq '.span.ns' "$WORK/s-app.json")
	rt=$(jq '.jobs[] | select(.jobname == "app") | .job_runtime' "$WORK/out.json")
	clat=$(jq '.jobs[] | select(.jobname == "app") | .read.clat_ns.max' "$WORK/out.json")
	# fio's clat log (ms on the epoch clock, clat ns): first issue = first completion - its
	# clat; the I/O's elapsed time = last completion - first issue, in ns
	elapsed=$(awk -F', ' 'NR == 1 { s = $1 * 1e6 - $2 } { e = $1 * 1e6 } END { printf "%d", e - s }' "$WORK"/lat_clat.*.log)
	echo "span $span ns, fio: clat log $elapsed ns, job_runtime $rt ms, largest completion $clat ns"
	[ "$span" -gt 0 ]
	[ "$(wc -l < "$(ls "$WORK"/lat_clat.*.log)")" -eq 104 ]
	# within one completion, plus the log's 1 ms resolution at each end
	awk -v s="$span" -v f="$elapsed" -v c="$clat" 'BEGIN { d = f - s; if (d < 0) d = -d; exit !(d <= c + 2e6) }'
	# fio's job run time holds the span (it also holds the job's set-up)
	[ $((rt * 1000000 + 1000000)) -ge "$span" ]
	# the recorded gaps are kept: the replay is not shorter than the trace's issue span
	[ "$span" -ge "$(awk '$3 == "read" { t = $1 } END { printf "%d", t * 1000 }' "$TRACES/xterm.iolog")" ]
}

# tiny_pack DIR: a two-cell start-up pack (see the top of this file).
tiny_pack() {
	mkdir -p "$1"
	jq -n '{name: "startup-test", title: "startup test", measure: "startup",
		cells: ["fast", "slow"], kernels: ["test"], seeds: [], fio_version: "3.33"}' >"$1/pack.json"
	local cell app limit trace mib
	# slow: a trace of its own, 40 reads 100 ms apart (4 s), so that the 1 s limit cuts it
	# whatever the committed traces' spans are (quiet ones are all under 1 s); fio checks its
	# runtime between I/Os, not inside one long gap
	mkdir -p "$1/traces"
	{
		printf '%s\n' 'fio version 3 iolog' '1 startup-slow.dat add' '1 startup-slow.dat open'
		awk 'BEGIN { for (i = 0; i < 40; i++) printf "%d startup-slow.dat read %d 4096\n", 1 + i * 100000, i * 4096 }'
		echo '4000001 startup-slow.dat close'
	} >"$1/traces/slow.iolog"
	for cell in fast slow; do
		if [ "$cell" = fast ]; then
			app=xterm limit=30 trace=traces/xterm.iolog
			cp "$TRACES/xterm.iolog" "$1/traces/xterm.iolog"
			mib=$(($(jq .file_bytes "$TRACES/xterm.json") / 1048576 + 1))
		else
			app=slow limit=1 trace=traces/slow.iolog mib=1 # relative: a pack's job files name no outside file
		fi
		cat >"$1/$cell.fio" <<EOF
; $cell: 2 sequential readers and the $app trace, limit $limit s (startup.bats)
[global]
ioengine=libaio
runtime=$limit

[app-file]
filename=startup-$app.dat
size=${mib}m
create_only=1

$(for i in 0 1; do
	printf '[reader%d]\n%bfilename=startup-reader%d.dat\nsize=16m\nrw=read\nbs=128k\ndirect=1\ntime_based\nruntime=600\n\n' \
		"$i" "$([ "$i" = 0 ] && echo 'stonewall\n')" "$i"
done)

[app]
read_iolog=$trace
direct=1
iodepth=1
startdelay=1
exitall=1
EOF
	done
}

@test "run-pack: a start within the limit has its span as seconds; one over it is timed out, no number, and the pair stops" {
	need_root
	need_engine
	tiny_pack "$WORK/pack"
	argv_stubs
	run --separate-stderr "$RUN_PACK" --pack "$WORK/pack" --schedulers none --runs 2 \
		--scratch-backing /dev/shm --scratch-size 512 --out "$WORK/out"
	echo "status $status; stderr:"
	printf '  %s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	local d=$output m=$output/manifest.json r1 span
	[ -f "$m" ]
	# fast: both runs, seconds = the app job's span
	for r1 in 1 2; do
		span=$(jq '.span.ns' "$d/none/fast/run-$r1/schedaio-app.json")
		run jq -e --argjson r "$r1" --argjson span "$span" '.results[] | select(.cell == "fast" and .run == $r)
			| .status == "ok" and .startup.timed_out == false and .startup.seconds == $span / 1e9
			  and .startup.requests == .startup.trace_requests and .startup.trace_requests == 104' "$m"
		[ "$status" -eq 0 ]
	done
	# slow: run 1 timed out (recorded, no number), run 2 skipped as S does
	run jq -e '.results[] | select(.cell == "slow" and .run == 1)
		| .status == "ok" and .startup.timed_out == true and .startup.seconds == null
		  and .startup.requests < .startup.trace_requests and .startup.limit_s == 1' "$m"
	[ "$status" -eq 0 ]
	run jq -e '.results[] | select(.cell == "slow" and .run == 2) | .status == "skipped"' "$m"
	[ "$status" -eq 0 ]
	# a replaying cell's fio reads the run folder's job.fio by its path (it runs in the folder
	# under test: rp-startup.sh), as fio-cmd.sh builds it (issue 41 item 3)
	for r1 in fast/run-1 fast/run-2 slow/run-1; do
		argv_runs setsid | grep -xE "setsid fio --output-format=json --output=$d/none/$r1/\.fio-out\.[A-Za-z0-9]{6}/fio\.json $d/none/$r1/job\.fio"
	done
	[ "$(argv_runs setsid | wc -l)" -eq 3 ]
	[[ "${stderr_lines[*]}" == *"start-up TIMED OUT"* ]]
	# nothing of the study left behind (other programs may use loop devices meanwhile)
	local backing
	backing=$(jq -r .device.backing "$m")
	[ -n "$backing" ]
	[ ! -e "$backing" ]
	run ! grep -qF "$backing" <(losetup -a)
}

@test "each job file of the pack lays out a file as large as its trace's, and replays a trace of the pack" {
	local f app size mib
	for f in "$TOP"/jobs/startup/*.fio; do
		app=$(sed -n 's|^read_iolog=traces/\(.*\)\.iolog$|\1|p' "$f")
		[ -f "$TRACES/$app.iolog" ] || { echo "$f: no trace '$app'"; return 1; }
		size=$(awk '/^\[app-file\]/ { s = 1; next } /^\[/ { s = 0 } s && /^size=/ { sub(/^size=/, ""); print }' "$f")
		mib=${size%m}
		[ $((mib * 1048576)) -ge "$(jq .file_bytes "$TRACES/$app.json")" ] ||
			{ echo "$f: size=$size < $(jq .file_bytes "$TRACES/$app.json") bytes"; return 1; }
		grep -qx "filename=startup-$app.dat" "$f" || { echo "$f: app-file is not startup-$app.dat"; return 1; }
	done
	[ "$(jq -r '.cells | length' "$TOP/jobs/startup/pack.json")" -eq 8 ]
}

# startup_fixture DIR: a start-up study's manifest.json (no run folders): seq-rw-xterm under
# none (1.5, 1.6, 1.7 s), BFQ low_latency (0.2, 0.25, 0.3 s) and a kyber folder with a
# hostile label whose run 1 timed out and run 2 was skipped.
startup_fixture() {
	mkdir -p "$1"
	jq -n '
		def run(s; r; sec): {scheduler: s, cell: "seq-rw-xterm", run: r, status: "ok",
			startup: {seconds: sec, timed_out: false, trace_requests: 104, background_kib: 1000000}};
		{schema: 1, run_id: "fixture-startup", status: "complete", kernel: "6.1",
		 pack: {name: "startup", descriptor: {name: "startup", measure: "startup", title: "t",
			cells: ["seq-rw-xterm"], cell_titles: {"seq-rw-xterm": "Background I/O Type: Sequential"}}},
		 schedulers: ["none", "bfq-low_latency", "kyber"],
		 scheduler_plan: [{folder: "none", kernel: "none", tunables: {}},
			{folder: "bfq-low_latency", kernel: "bfq", tunables: {low_latency: "1"}, "label": "BFQ low_latency"},
			{folder: "kyber", kernel: "kyber", tunables: {}, "label": "<b>Kyber</b>"}],
		 results: [run("none"; 1; 1.5), run("none"; 2; 1.6), run("none"; 3; 1.7),
			run("bfq-low_latency"; 1; 0.2), run("bfq-low_latency"; 2; 0.25), run("bfq-low_latency"; 3; 0.3),
			{scheduler: "kyber", cell: "seq-rw-xterm", run: 1, status: "ok",
			 startup: {seconds: null, timed_out: true, trace_requests: 104, background_kib: 900000}},
			{scheduler: "kyber", cell: "seq-rw-xterm", run: 2, status: "skipped"}]}' >"$1/manifest.json"
}

@test "compare: a start-up study's table: best first, a timed-out row last without a number, published seconds, ratio, tau; HTML escaped" {
	startup_fixture "$WORK/study"
	run "$TOP/scripts/compare" --reference laptop-4.13 "$WORK/study"
	echo "$output"
	[ "$status" -eq 0 ]
	local rows
	rows=$(grep -E '^  (BFQ|MQ None|<b>)' <<<"$output")
	[ "$(sed -n 1p <<<"$rows" | awk '{ print $1, $2 }')" = "BFQ low_latency" ]
	[[ $(sed -n 1p <<<"$rows") == *" 0.250  SE +/- 0.029, N = 3"*" 0.25 BFQ low_latency  x1.00"* ]]
	[[ $(sed -n 2p <<<"$rows") == *" 1.600  SE +/- 0.058, N = 3  "*" 1.38 None"*" x1.16"* ]]
	[[ $(sed -n 3p <<<"$rows") == "  <b>Kyber</b>"*"timed out in 2 of 2 runs"* ]]
	[[ $(sed -n 3p <<<"$rows") != *[0-9].[0-9][0-9][0-9]" "* ]]
	[[ $output == *"Kendall tau-b: not reported (2 rows with a published value; needs 4 or more"* ]]
	[[ $output == *"start-up time, s (less is better)"* ]]
	run "$TOP/scripts/compare" --format csv "$WORK/study"
	[ "$status" -eq 0 ]
	# the two rows with a value; the timed-out folder is a note of the table, not a row
	[ "$(grep -c ',seq-rw-xterm,startup_s,' <<<"$output")" -eq 2 ]
	command -v gnuplot >/dev/null || skip "gnuplot not installed (the HTML report draws its plots)"
	run "$TOP/scripts/compare" --html "$WORK/html" "$WORK/study"
	[ "$status" -eq 0 ]
	grep -q '&lt;b&gt;Kyber&lt;/b&gt;' "$WORK/html/index.html"
	run ! grep -q '<b>Kyber' "$WORK/html/index.html"
	[ -s "$WORK/html/plots/seq-rw-xterm-startup_s.png" ]
	# every plot drawn is inlined in the report, named in its alt text
	[ "$(grep -o 'alt="[^"]*" src="data:image/png;base64,' "$WORK/html/index.html" | wc -l)" -eq \
		"$(find "$WORK/html/plots" -name '*.png' | wc -l)" ]
	grep -q 'alt="seq-rw-xterm: start-up time, s" src="data:image/png;base64,' "$WORK/html/index.html"
}

@test "compare: a start-up study's --plots and --html name the folder or file and the reason; no half-written report" {
	startup_fixture "$WORK/study"
	command -v gnuplot >/dev/null || skip "gnuplot not installed (the HTML report draws its plots)"
	touch "$WORK/f"
	run --separate-stderr "$TOP/scripts/compare" --plots "$WORK/f/p" "$WORK/study"
	[ "$status" -eq 1 ]
	[ "${stderr_lines[-1]}" = "compare: --plots $WORK/f/p: Not a directory" ]
	run --separate-stderr "$TOP/scripts/compare" --html "$WORK/f/h" "$WORK/study"
	[ "$status" -eq 1 ]
	[ "${stderr_lines[-1]}" = "compare: --html $WORK/f/h: Not a directory" ]
	need_root
	local d=$WORK/tiny used idx img_kb
	mkdir "$d"
	mount -t tmpfs -o size=16m,mode=0755 tmpfs "$d" # not 1777: safepath.h
	cleanup_push "umount '$d'"
	run --separate-stderr "$TOP/scripts/compare" --html "$d/r" "$WORK/study"
	[ "$status" -eq 0 ]
	idx=$(stat -c %s "$d/r/index.html")
	rm "$d/r/index.html"
	# room for the plots (drawn again in gnuplot's private folder, then renamed into place:
	# the old images removed first) and half of index.html: the report's files are written
	# from temporaries, so the first that does not fit is named
	img_kb=$(find "$d/r/plots" -maxdepth 1 -type f \( -name '*.png' -o -name '*.svg' \) -print0 | du -ck --files0-from=- | tail -n1 | cut -f1)
	find "$d/r/plots" -maxdepth 1 -type f \( -name '*.png' -o -name '*.svg' \) -delete
	used=$(df --output=used -k "$d" | tail -n1)
	mount -o remount,size=$((used + img_kb + idx / 2048))k "$d"
	run --separate-stderr "$TOP/scripts/compare" --html "$d/r" "$WORK/study"
	echo "$stderr"
	[ "$status" -eq 1 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == "compare: $d/r/"*": No space left on device" ]]
	[ ! -e "$d/r/index.html" ]
	[ -z "$(find "$d" -name '*.tmp')" ]
	# a full disk at the gnuplot script: its path and the reason
	rm -rf "${d:?}"/r
	mkdir -p "$d/p/data"
	mount -o remount,size=$(( $(df --output=used -k "$d" | tail -n1) + 4 ))k "$d"
	head -c 1M /dev/zero >"$d/fill" 2>/dev/null || true
	run --separate-stderr "$TOP/scripts/compare" --plots "$d/p" "$WORK/study"
	[ "$status" -eq 1 ]
	[[ $stderr == "compare: $d/p/"*": No space left on device" ]]
}
