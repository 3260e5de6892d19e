#!/usr/bin/env bats
# tests/run: long
# shellcheck disable=SC2154 # stderr and stderr_lines are set by bats' run --separate-stderr
# run-pack-sweep.bats: issue 24's run-pack --sweep, with tiny runs (--quick and SCHEDAIO_QUICK
# runtime=1) on a RAM-backed scratch device:
# - bad input (a key off the sweep's allow-list, jobs/fio-options.tsv: every option that runs a
#   program, changes a privilege or names a file or device; an empty list or value, a value
#   fio refuses, a scheduler axis without its scheduler, more than 10,000 runs without
#   --yes): one line, exit 2, no results folder and no state file; --resume of a manifest
#   whose --sweep is off the allow-list: refused the same way;
# - --dry-run shows the axes, the grid and the estimate; --yes lets a large grid through;
# - a study of the laptop pack's randread-4k over iodepth=1,16 and bfq:slice_idle=0,8 under
#   none and bfq (mq-deadline:fifo_batch=8,16 on a kernel without bfq), 2 runs, killed with
#   SIGKILL during a run: --restore puts everything back
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

# sweep_axis: the scheduler axis of the dry run and the study: bfq's slice_idle 0 and 8 (SK,
# ST, SA, SB), or on a kernel without bfq mq-deadline's fifo_batch 8 and 16 (run-pack refuses
# a scheduler the device does not offer, --dry-run too).
sweep_axis() {
	SK=bfq ST=slice_idle SA=0 SB=8
	offers loop bfq || SK=mq-deadline ST=fifo_batch SA=8 SB=16
}

# refused ARGS...: rp_sweep --dry-run ARGS exits 2 with one line on stderr and makes nothing.
refused() {
	run --separate-stderr rp_sweep --schedulers none,mq-deadline "$@"
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
	[[ $out == *"iodepthx: not an option a sweep may set"* ]]
	out=$(refused --sweep iodepth=)
	[[ $out == *"the value list is empty"* ]]
	out=$(refused --sweep iodepth=1,,4)
	[[ $out == *"an empty value"* ]]
	out=$(refused --sweep iodepth=0)
	[[ $out == *"bad value '0'"* ]]
	out=$(refused --sweep rwmixread=101)
	[[ $out == *"bad value '101'"* ]]
	out=$(refused --sweep rw=read,sideways) # the table's kind: fio's directions (jobs/fio-options.tsv)
	[[ $out == *"rw: bad value 'sideways' (one of fio's directions"* ]]
	out=$(refused --sweep io_submit_mode=inline,sideways) # one fio reads every value's job; then each alone
	[[ $out == *"--sweep io_submit_mode: fio refuses io_submit_mode=sideways: fio: failed parsing io_submit_mode=sideways"* ]]
	out=$(refused --sweep ioengine=sync)
	[[ $out == *"ioengine: not an option a sweep may set"* ]]
	out=$(refused --sweep iodepth=1 --sweep iodepth=2)
	[[ $out == *"given twice"* ]]
	# --quick sets runtime, ramp_time, startdelay and size in every job: a cell named by a
	# swept value of one of them would not have run with it
	out=$(refused --quick --sweep runtime=5,10)
	[[ $out == *"--sweep runtime: --quick sets runtime=3 in every job; sweep it without --quick"* ]]
	out=$(refused --quick --sweep ramp_time=0,2)
	[[ $out == *"--sweep ramp_time: --quick sets ramp_time=1 in every job"* ]]
	out=$(refused --sweep kyber:read_lat_nsec=1000,2000)
	[[ $out == *"no --schedulers entry runs kyber"* ]]
	out=$(refused --sweep iodepth=1,2,3,4,5,6,7,8,9,10 --sweep numjobs=1,2,3,4,5,6,7,8,9,10 --sweep bs=4k,8k,16k,32k,64k,128k,256k,512k,1m,2m --runs 6)
	[[ $out == *"the grid is 12000 runs"*"add --yes"* ]]
}

@test "--sweep is an allow-list and pack job files are checked: an option that runs a program, changes a privilege or names a file or device is refused" {
	local kv out
	# each value passes the charset rp-sweep.sh had (no '/'): only the key is refused
	for kv in opendir=etc unlink=1 unlink_each_loop=1 allow_mounted_write=1 ioscheduler=none \
		replay_redirect=vda cgroup=x cgroup_weight=100 cgroup_nodelete=1 uid=1000 gid=1000 \
		exec_prerun=id exec_postrun=id directory=dev filename=vda filename_format=x \
		read_iolog=x write_iolog=x write_bw_log=x write_hist_log=x ioengine=exec stats_file=x \
		mem=mmap profile=act lockfile=exclusive merge_blktrace_file=x nrfiles=2; do
		run "$TOP/build/schedaio-study" sweep-check "${kv%%=*}" "${kv#*=}"
		[ "$status" -eq 1 ]
		[[ $output == "${kv%%=*}: not an option a sweep may set"* ]] || { echo "$kv: $output"; return 1; }
	done
	# run-pack asks the same table (a few keys: each run-pack start takes seconds)
	for kv in opendir=etc uid=1000 cgroup=x; do
		out=$(refused --dry-run --sweep "$kv")
		[[ $out == *"${kv%%=*}: not an option a sweep may set"* ]] || { echo "$kv: $out"; return 1; }
	done
	# a pack job file: each option that runs a program, changes a privilege or names another
	# file or device, in a copy of the pack, is refused naming the file, line and option
	local pack=$WORK/pack line n
	for line in 'exec_prerun=id' 'exec_postrun=id' ' exec_prerun = id' 'EXEC_PRERUN=id' 'include x.fio' \
		'directory=/dev' 'filename=/dev/vda' 'filename=a:/dev/vda' 'filename=../x' 'opendir=/etc' \
		'ioscheduler=none' 'replay_redirect=/dev/vda' 'cgroup=x' 'cgroup_weight=100' 'uid=1000' \
		'gid=1000' 'allow_mounted_write=1' 'write_iolog=/tmp/x' 'write_bw_log=../x' \
		'read_iolog=/etc/shadow' 'read_iolog=traces/../../x' 'ioengine=external:/tmp/x.so' \
		'ioengine=exec' 'mem=mmap:/etc/x' 'stats_file=/etc/x' 'filename_format=/dev/x' 'profile=act'; do
		rm -rf "$pack"
		mkdir -p "$pack"
		cp "$TOP/jobs/laptop/pack.json" "$pack/"
		cp "$TOP/jobs/laptop/randread-4k.fio" "$pack/"
		printf '%s\n' "$line" >>"$pack/randread-4k.fio"
		n=$(wc -l <"$pack/randread-4k.fio")
		run "$TOP/build/schedaio-study" job-check "$pack/randread-4k.fio"
		[ "$status" -eq 1 ] || { echo "'$line': exit $status"; return 1; }
		[[ $output == "$pack/randread-4k.fio:$n: "*": not in a pack's job file" ]] || { echo "'$line': $output"; return 1; }
		if [[ $line == exec_prerun=id || $line == directory=/dev ]]; then
			run --separate-stderr "$RUN_PACK" --pack "$pack" --cells randread-4k --quick --out "$OUT" \
				--scratch-backing /dev/shm --schedulers none --dry-run
			[ "$status" -eq 2 ] || { echo "'$line': exit $status"; return 1; }
			[ "${#stderr_lines[@]}" -eq 1 ]
			[[ $stderr == *"$pack/randread-4k.fio:$n: "*": not in a pack's job file"* ]] || { echo "'$line': $stderr"; return 1; }
		fi
		# and job-file, which writes each run's job.fio, refuses it too (exit 2, nothing made)
		run --separate-stderr "$TOP/build/schedaio-study" job-file "$WORK/job.fio" "$pack/randread-4k.fio" \
			--ioengine libaio --directory /mnt/x
		[ "$status" -eq 2 ]
		[ ! -e "$WORK/job.fio" ]
	done
	# every committed pack's job file passes (the start-up pack's read_iolog= of its traces, unlink=1)
	run "$TOP/build/schedaio-study" job-check "$TOP"/jobs/*/*.fio
	[ "$status" -eq 0 ] || { echo "$output"; return 1; }
	# job-file refuses a --sweep point off the allow-list
	run --separate-stderr "$TOP/build/schedaio-study" job-file "$WORK/job.fio" "$TOP/jobs/laptop/randread-4k.fio" \
		--ioengine libaio --directory /mnt/x --sweep opendir=etc
	[ "$status" -eq 2 ]
	[[ $stderr == *"opendir: not an option a sweep may set"* ]]
	# the table prints each key with its kind and why it is safe
	run "$TOP/build/schedaio-study" sweep-keys
	[ "$status" -eq 0 ]
	[[ $output == *$'iodepth\ta whole number >= 1\t'* ]]
	run ! grep -q $'^opendir\t' <<<"$output"
}

@test "--resume refuses a manifest whose --sweep sets an option off the allow-list" {
	local d=$WORK/res kv
	for kv in opendir=etc uid=0 exec_prerun=id; do
		mkdir -p "$d"
		jq -n --arg kv "$kv" '{schema: 1, run_id: "20261201-000000-x", command: "scripts/run-pack",
			pack: {path: "jobs/laptop"}, status: "interrupted", results: [],
			args: ["--pack", "jobs/laptop", "--cells", "randread-4k", "--schedulers", "none", "--quick", "--sweep", $kv]}' \
			>"$d/manifest.json"
		run --separate-stderr "$RUN_PACK" --resume "$d" --dry-run
		[ "$status" -eq 2 ] || { echo "$kv: exit $status: $stderr"; return 1; }
		[ "${#stderr_lines[@]}" -eq 1 ]
		[[ $stderr == *"the manifest's --sweep ${kv%%=*}: not an option a sweep may set"* ]]
		run ! compgen -G "$SCHEDAIO_STATE_DIR/*.state"
	done
}

@test "--sweep --dry-run: the axes, the grid and its estimate; --yes lets a large grid through" {
	sweep_axis
	run --separate-stderr rp_sweep --schedulers "none,$SK" --sweep iodepth=1,4,16 --sweep numjobs=1,2 \
		--sweep "$SK:$ST=$SA,$SB" --runs 3 --dry-run
	[ "$status" -eq 0 ] || { echo "$stderr"; return 1; }
	[[ $output == *"sweep iodepth: 1 4 16"* ]]
	[[ $output == *"sweep $SK:$ST (scheduler): $SA $SB"* ]]
	[[ $output == *"grid: 6 points per cell: iodepth=1,numjobs=1 iodepth=1,numjobs=2 iodepth=4,numjobs=1"* ]]
	[[ $output == *"$SK-$ST-$SA"*"$SK-$ST-$SB"* ]]
	# 6 cell points x 3 schedulers x 3 runs
	[[ $output == *"6 cells (cell points) x 3 schedulers x 3 runs = 54 runs"* ]]
	run --separate-stderr rp_sweep --schedulers "none,$SK" --sweep iodepth=1,2,3,4,5,6,7,8,9,10 \
		--sweep numjobs=1,2,3,4,5,6,7,8,9,10 --sweep bs=4k,8k,16k,32k,64k,128k,256k,512k,1m,2m --runs 6 --dry-run --yes
	[ "$status" -eq 0 ]
	[[ $output == *"= 12000 runs"* ]]
}

@test "--sweep study: SIGKILL, --restore, --resume: every point and scheduler complete, files kept" {
	need_root
	need_engine
	local dir before k n c
	sweep_axis
	"$RUN_PACK" --pack "$TOP/jobs/laptop" --cells randread-4k --quick --out "$OUT" --scratch-backing /dev/shm \
		--scratch-size 256 --schedulers "none,$SK" --sweep iodepth=1,16 --sweep "$SK:$ST=$SA,$SB" --runs 2 \
		>>"$WORK/stdout" 2>>"$WORK/stderr" &
	RP_PID=$!
	# Kill it during the first $SK run at iodepth=16 (the 4th run of round 1).
	for ((k = 0; k < 600; k++)); do
		pgrep -f -- "--output=$OUT/.*/$SK-$ST-$SA/randread-4k@iodepth=16/run-1/\.fio-out\.[^/]*/fio\.json" >/dev/null && break
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
	# 2 points x 3 schedulers (none, the axis' two values) x 2 runs
	[ "$(jq '[.results[] | select(.status == "ok")] | length' "$dir/manifest.json")" -eq 12 ]
	diff <(echo "$before") <(cd "$dir" && echo "$before" | awk '{ print $2 }' | xargs sha256sum)
	# The manifest's points and axes; each job has its point's value.
	[ "$(jq -c '[.sweep.axes[] | [.key, .kind, (.values | join(" "))]]' "$dir/manifest.json")" = \
		'[["iodepth","fio","1 16"],["'"$SK:$ST"'","scheduler","'"$SA $SB"'"]]' ]
	[ "$(jq -c '[.sweep.points[] | [.cell, .base_cell, .values.iodepth]]' "$dir/manifest.json")" = \
		'[["randread-4k@iodepth=1","randread-4k","1"],["randread-4k@iodepth=16","randread-4k","16"]]' ]
	[ "$(jq -c '.schedulers' "$dir/manifest.json")" = '["none","'"$SK-$ST-$SA"'","'"$SK-$ST-$SB"'"]' ]
	for c in 1 16; do
		for k in "$dir"/*/"randread-4k@iodepth=$c"/run-*/job.fio; do
			[ "$(grep -c '^iodepth=' "$k")" -eq 1 ] || { echo "$k"; return 1; }
			grep -qx "iodepth=$c" "$k" || { echo "$k has no iodepth=$c"; return 1; }
		done
	done
	grep -qx "expect_sched=$SK:$ST=$SB" "$dir/$SK-$ST-$SB/randread-4k@iodepth=1/run-1/job.fio"
	# Interleaved: every run 1 before any run 2, as recorded in order of first record.
	[ "$(jq -r '[.results[].run] | join("")' "$dir/manifest.json" | grep -c '21')" -eq 0 ]

	# compare: a table per point, then which scheduler wins where, with the curves.
	run --separate-stderr "$TOP/build/compare" --html "$WORK/html" "$dir"
	[ "$status" -eq 0 ] || { echo "$stderr"; return 1; }
	[[ $output == *"randread-4k@iodepth=16: IOPS (more is better)"* ]]
	[[ $output == *"randread-4k: IOPS (more is better) against iodepth"* ]]
	[[ $output == *"randread-4k: p99 completion latency, usec (less is better) against iodepth"* ]]
	# one line per point, a column per scheduler; at N = 2 runs no best (*): every value is
	# marked '?', undecidable (COMPARE.md: one mark, one meaning; issue 40)
	k=$(awk '/^randread-4k: IOPS \(more is better\) against iodepth/ { on = 1; next } on && /^$/ { on = 0 }
		on && /^  (1|16) / { n = gsub(/\*/, "*"); q = gsub(/\?/, "?"); print $1 ":" n ":" q }' <<<"$output" | paste -sd' ')
	[ "$k" = "1:0:3 16:0:3" ]
	[[ $(grep -A1 'against iodepth$' <<<"$output" | head -2 | tail -1) == *"MQ None"*"($SK-$ST-$SA)"*"($SK-$ST-$SB)"* ]]
	[[ $output == *"CPU per I/O of fio's job, ns, usr+sys (less is better) against iodepth"* ]]
	[[ $output == *"ceiling (highest mean IOPS):"* ]]
	[ -s "$WORK/html/plots/randread-4k-iodepth-iops.png" ]
	[ -s "$WORK/html/plots/randread-4k-iodepth-lat.png" ]
	grep -q '<h2 id=sweeps>Sweeps: which scheduler wins where</h2>' "$WORK/html/index.html"
	grep -q '<li><a href="#sweeps">' "$WORK/html/index.html"
	# the same in JSON: one family, its points and rows; at N = 2 no best, each undecidable
	run --separate-stderr "$TOP/build/compare" --format json "$dir"
	[ "$(jq -c '[.sweeps[] | [.cell, .axis, (.values | join(" ")), (.rows | length)]]' <<<"$output")" = '[["randread-4k","iodepth","1 16",3]]' ]
	[ "$(jq '[.sweeps[0].rows[].iops[0].best] | map(select(.)) | length' <<<"$output")" -eq 0 ]
	[ "$(jq '[.sweeps[0].rows[].iops[0].undecidable] | map(select(.)) | length' <<<"$output")" -eq 3 ]
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
