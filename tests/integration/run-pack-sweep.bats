#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr and stderr_lines are set by bats' run --separate-stderr
# run-pack-sweep.bats: issue 24's run-pack --sweep, with tiny runs (--quick and SCHEDAIO_QUICK
# runtime=1) on a RAM-backed scratch device:
# - bad input (a key fio does not know, an empty list or value, a value fio refuses, a key
#   run-pack owns, a scheduler axis without its scheduler, more than 10,000 runs without
#   --yes): one line, exit 2, no results folder and no state file;
# - --dry-run shows the axes, the grid and the estimate; --yes lets a large grid through;
# - a study of the laptop pack's randread-4k over iodepth=1,16 and bfq:slice_idle=0,8 under
#   none and bfq, 2 runs, killed with SIGKILL during a run: --restore puts everything back
#   (nothing of ours left), --resume completes it with the earlier files byte-identical;
#   the manifest records each point, every job.fio has the point's values, and run 1 of
#   every point and scheduler comes before any run 2 (interleaved);
# - numjobs=2 gives one fio job entry (group_reporting) and one engine file per clone.
# Root tests skip with a reason when not root. ~1 minute.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	rp_setup "runtime=1 ramp_time=0 startdelay=0 size=32m"
}

teardown() {
	rp_teardown
}

# rp_sweep ARGS...: run-pack of the laptop pack's randread-4k into $OUT, quick, RAM-backed.
rp_sweep() {
	"$RUN_PACK" --pack "$TOP/jobs/laptop" --cells randread-4k --quick --out "$OUT" \
		--scratch-backing /dev/shm --scratch-size 256 "$@"
}

# refused ARGS...: rp_sweep --dry-run ARGS exits 2 with one line on stderr and makes nothing.
refused() {
	run --separate-stderr rp_sweep --schedulers none,bfq "$@"
	[ "$status" -eq 2 ] || { echo "exit $status for $*: $stderr"; return 1; }
	[ "${#stderr_lines[@]}" -eq 1 ] || { echo "not one line for $*: $stderr"; return 1; }
	[ ! -e "$OUT" ] || [ -z "$(ls -A "$OUT")" ] || { echo "$OUT has something after $*"; return 1; }
	if compgen -G "$SCHEDAIO_STATE_DIR/*.state" >/dev/null; then
		echo "a state file after $*"
		return 1
	fi
	echo "$stderr"
}

@test "--sweep: bad input is one line, exit 2, nothing made" {
	local out
	out=$(refused --sweep iodepthx=1,2)
	[[ $out == *"fio does not know the option 'iodepthx'"* ]]
	out=$(refused --sweep iodepth=)
	[[ $out == *"the value list is empty"* ]]
	out=$(refused --sweep iodepth=1,,4)
	[[ $out == *"an empty value"* ]]
	out=$(refused --sweep iodepth=0)
	[[ $out == *"bad value '0'"* ]]
	out=$(refused --sweep rwmixread=101)
	[[ $out == *"bad value '101'"* ]]
	out=$(refused --sweep ioengine=sync)
	[[ $out == *"run-pack sets ioengine itself"* ]]
	out=$(refused --sweep iodepth=1 --sweep iodepth=2)
	[[ $out == *"given twice"* ]]
	out=$(refused --sweep kyber:read_lat_nsec=1000,2000)
	[[ $out == *"no --schedulers entry runs kyber"* ]]
	out=$(refused --sweep iodepth=1,2,3,4,5,6,7,8,9,10 --sweep numjobs=1,2,3,4,5,6,7,8,9,10 --sweep bs=4k,8k,16k,32k,64k,128k,256k,512k,1m,2m --runs 6)
	[[ $out == *"the grid is 12000 runs"*"add --yes"* ]]
}

@test "--sweep --dry-run: the axes, the grid and its estimate; --yes lets a large grid through" {
	run --separate-stderr rp_sweep --schedulers none,bfq --sweep iodepth=1,4,16 --sweep numjobs=1,2 \
		--sweep bfq:slice_idle=0,8 --runs 3 --dry-run
	[ "$status" -eq 0 ]
	[[ $output == *"sweep iodepth: 1 4 16"* ]]
	[[ $output == *"sweep bfq:slice_idle (scheduler): 0 8"* ]]
	[[ $output == *"grid: 6 points per cell: iodepth=1,numjobs=1 iodepth=1,numjobs=2 iodepth=4,numjobs=1"* ]]
	[[ $output == *"bfq-slice_idle-0"*"bfq-slice_idle-8"* ]]
	# 6 cell points x 3 schedulers x 3 runs
	[[ $output == *"6 cells (cell points) x 3 schedulers x 3 runs = 54 runs"* ]]
	run --separate-stderr rp_sweep --schedulers none,bfq --sweep iodepth=1,2,3,4,5,6,7,8,9,10 \
		--sweep numjobs=1,2,3,4,5,6,7,8,9,10 --sweep bs=4k,8k,16k,32k,64k,128k,256k,512k,1m,2m --runs 6 --dry-run --yes
	[ "$status" -eq 0 ]
	[[ $output == *"= 12000 runs"* ]]
}

@test "--sweep study: SIGKILL, --restore, --resume: every point and scheduler complete, files kept" {
	need_root
	need_engine
	local dir before k n c
	"$RUN_PACK" --pack "$TOP/jobs/laptop" --cells randread-4k --quick --out "$OUT" --scratch-backing /dev/shm \
		--scratch-size 256 --schedulers none,bfq --sweep iodepth=1,16 --sweep bfq:slice_idle=0,8 --runs 2 \
		>>"$WORK/stdout" 2>>"$WORK/stderr" &
	RP_PID=$!
	# Kill it during the first bfq run at iodepth=16 (the 4th run of round 1).
	for ((k = 0; k < 600; k++)); do
		pgrep -f -- "--output=$OUT/.*/bfq-slice_idle-0/randread-4k@iodepth=16/run-1/fio.json.tmp" >/dev/null && break
		sleep 0.05
	done
	kill -KILL "$RP_PID"
	wait "$RP_PID" || true
	RP_PID=''
	dir=$(ls -d "$OUT"/*)
	run --separate-stderr "$RUN_PACK" --restore
	[ "$status" -eq 0 ]
	[ -z "$(losetup -j "$(jq -r .device.backing "$dir/manifest.json")")" ]
	run ! compgen -G "$SCHEDAIO_STATE_DIR/*.state" >/dev/null
	[ "$(jq -r .status "$dir/manifest.json")" = interrupted ]
	n=$(jq '[.results[] | select(.status == "ok")] | length' "$dir/manifest.json")
	[ "$n" -ge 1 ]
	before=$(cd "$dir" && jq -r '.results[] | select(.status == "ok") | "\(.scheduler)/\(.cell)/run-\(.run)"' manifest.json |
		while read -r k; do find "$k" -type f -print0 | sort -z | xargs -0 sha256sum; done)

	run --separate-stderr "$RUN_PACK" --resume "$dir"
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[ "$(jq -r .status "$dir/manifest.json")" = complete ]
	# 2 points x 3 schedulers (none, bfq slice_idle 0 and 8) x 2 runs
	[ "$(jq '[.results[] | select(.status == "ok")] | length' "$dir/manifest.json")" -eq 12 ]
	diff <(echo "$before") <(cd "$dir" && echo "$before" | awk '{ print $2 }' | xargs sha256sum)
	# The manifest's points and axes; each job has its point's value.
	[ "$(jq -c '[.sweep.axes[] | [.key, .kind, (.values | join(" "))]]' "$dir/manifest.json")" = \
		'[["iodepth","fio","1 16"],["bfq:slice_idle","scheduler","0 8"]]' ]
	[ "$(jq -c '[.sweep.points[] | [.cell, .base_cell, .values.iodepth]]' "$dir/manifest.json")" = \
		'[["randread-4k@iodepth=1","randread-4k","1"],["randread-4k@iodepth=16","randread-4k","16"]]' ]
	[ "$(jq -c '.schedulers' "$dir/manifest.json")" = '["none","bfq-slice_idle-0","bfq-slice_idle-8"]' ]
	for c in 1 16; do
		for k in "$dir"/*/"randread-4k@iodepth=$c"/run-*/job.fio; do
			[ "$(grep -c '^iodepth=' "$k")" -eq 1 ] || { echo "$k"; return 1; }
			grep -qx "iodepth=$c" "$k" || { echo "$k has no iodepth=$c"; return 1; }
		done
	done
	grep -qx 'expect_sched=bfq:slice_idle=8' "$dir/bfq-slice_idle-8/randread-4k@iodepth=1/run-1/job.fio"
	# Interleaved: every run 1 before any run 2, as recorded in order of first record.
	[ "$(jq -r '[.results[].run] | join("")' "$dir/manifest.json" | grep -c '21')" -eq 0 ]

	# compare: a table per point, then which scheduler wins where, with the curves.
	run --separate-stderr "$TOP/build/compare" --html "$WORK/html" "$dir"
	[ "$status" -eq 0 ] || { echo "$stderr"; return 1; }
	[[ $output == *"randread-4k@iodepth=16: IOPS (more is better)"* ]]
	[[ $output == *"randread-4k: IOPS (more is better) against iodepth"* ]]
	[[ $output == *"randread-4k: p99 completion latency, usec (less is better) against iodepth"* ]]
	# one line per point, a column per scheduler, exactly one best (*) per point
	k=$(awk '/^randread-4k: IOPS \(more is better\) against iodepth/ { on = 1; next } on && /^$/ { on = 0 }
		on && /^  (1|16) / { n = gsub(/\*/, "*"); print $1 ":" n }' <<<"$output" | paste -sd' ')
	[ "$k" = "1:1 16:1" ]
	[[ $(grep -A1 'against iodepth$' <<<"$output" | head -2 | tail -1) == *"MQ None"*"(bfq-slice_idle-0)"*"(bfq-slice_idle-8)"* ]]
	[[ $output == *"CPU per I/O of fio's job, ns, usr+sys (less is better) against iodepth"* ]]
	[[ $output == *"ceiling (highest mean IOPS):"* ]]
	[ -s "$WORK/html/plots/randread-4k-iodepth-iops.png" ]
	[ -s "$WORK/html/plots/randread-4k-iodepth-lat.png" ]
	grep -q '<h2 id=sweeps>Sweeps: which scheduler wins where</h2>' "$WORK/html/index.html"
	grep -q '<li><a href="#sweeps">' "$WORK/html/index.html"
	# the same in JSON: one family, its points and rows, one best per point
	run --separate-stderr "$TOP/build/compare" --format json "$dir"
	[ "$(jq -c '[.sweeps[] | [.cell, .axis, (.values | join(" ")), (.rows | length)]]' <<<"$output")" = '[["randread-4k","iodepth","1 16",3]]' ]
	[ "$(jq '[.sweeps[0].rows[].iops[0].best] | map(select(.)) | length' <<<"$output")" -eq 1 ]
	# a study without --sweep has no such part
	run --separate-stderr "$TOP/build/compare" "$TOP/results/20261130-194306-laptop"
	[[ $output != *"Sweeps:"* ]]
}

@test "--sweep numjobs=2: one fio job entry (group_reporting), one engine stats file per clone" {
	need_root
	need_engine
	local dir run
	run --separate-stderr rp_sweep --schedulers none --sweep numjobs=2 --runs 1
	[ "$status" -eq 0 ]
	dir=$output
	run=$dir/none/randread-4k@numjobs=2/run-1
	[ "$(jq '.jobs | length' "$run/fio.json")" -eq 1 ]
	grep -qx 'group_reporting=1' "$run/job.fio"
	[ -f "$run/schedaio-0.json" ]
	[ -f "$run/schedaio-1.json" ]
}
