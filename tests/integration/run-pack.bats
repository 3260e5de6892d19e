#!/usr/bin/env bats
# tests/run: long
# shellcheck disable=SC2154 # stderr and stderr_lines are set by bats' run --separate-stderr
# run-pack.bats: scripts/run-pack refuses bad input before changing anything, runs a quick
# study on a RAM-backed scratch loop device, and undoes everything on every exit path.
# Checks: bad arguments give a non-zero exit, one line on stderr, nothing on stdout, no
# results folder and nothing of run-pack's left; a scheduler the device does not offer is
# refused before any run with the scheduler unchanged (with --skip-unoffered skipped with one
# line, recorded, named by compare and kept by --resume; none left refused); a quick 2 cells x 2 schedulers x 1 run
# study (libaio) writes a complete manifest and 4 fio.json; a study on a device named with
# --device restores its scheduler; SIGINT mid-study leaves manifest status "interrupted" and no
# loop device or mount; with build/schedaio.so, schedaio.json is tagged with the scheduler; a
# full results filesystem fails the study and everything is still undone; --dry-run without
# root; a tunable the kernel documentation lacks (a typo) stops --dry-run and a study before
# anything is made, listing the valid ones. The studies after the quick one run 1 or 2 s
# runs (helpers.bash short_runs; 2 s where a test acts while a run's fio runs): they check what
# is left and recorded; the quick study's test holds --quick's own values (runtime=3). Only
# what the tests make is looked at (other programs use loop devices meanwhile).
# Root tests skip with a reason when not root. Run from the repository top; ~1 minute.

bats_require_minimum_version 1.5.0

load helpers

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

# refused: run-pack failed with one line on stderr, nothing on stdout, nothing created.
refused() {
	echo "status $status, stdout '$output', stderr:"
	printf '  %s\n' "${stderr_lines[@]}"
	[ "$status" -ne 0 ]
	[ -z "$output" ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[ ! -e "$OUT" ] || [ -z "$(ls -A "$OUT")" ]
	[ "$(ls -A "$TOP/results" 2>/dev/null || true)" = "$RESULTS_BEFORE" ]
	nothing_left
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

# --- refused before anything changes (no root needed) ----------------------------------

@test "--help prints the usage and exits 0" {
	run --separate-stderr "$RUN_PACK" --help
	[ "$status" -eq 0 ]
	[[ $output == *"Usage: scripts/run-pack --pack DIR --schedulers LIST"* ]]
	[[ $output == *"--scratch-backing"* ]]
	[ -z "$stderr" ]
}

@test "an unknown option is refused" {
	run --separate-stderr "$RUN_PACK" --out "$OUT" --pack "$TOP/jobs/laptop" --frobnicate
	refused
	[[ $stderr == *"unknown option '--frobnicate'"* ]]
}

@test "a pack folder that does not exist is refused" {
	run --separate-stderr "$RUN_PACK" --out "$OUT" --pack "$WORK/no-such-pack" --schedulers none
	refused
	[[ $stderr == *"does not exist"* ]]
}

@test "a pack folder without pack.json is refused" {
	mkdir "$WORK/pack"
	cp "$TOP/jobs/laptop/randread-4k.fio" "$WORK/pack/"
	run --separate-stderr "$RUN_PACK" --out "$OUT" --pack "$WORK/pack" --schedulers none
	refused
	[[ $stderr == *"no pack.json"* ]]
}

@test "--runs 0 is refused" {
	run --separate-stderr "$RUN_PACK" --out "$OUT" --pack "$TOP/jobs/laptop" --schedulers none --runs 0
	refused
	[[ $stderr == *"--runs must be a positive integer"* ]]
}

@test "--runs with 20 digits and an empty --cells are refused" {
	run --separate-stderr "$RUN_PACK" --out "$OUT" --pack "$TOP/jobs/laptop" --schedulers none \
		--runs 99999999999999999999
	refused
	[[ $stderr == *"--runs must be a positive integer"* ]]
	run --separate-stderr "$RUN_PACK" --out "$OUT" --pack "$TOP/jobs/laptop" --schedulers none \
		--cells ''
	refused
	[[ $stderr == *"--cells is empty"* ]]
}

@test "a --cells typo is refused with the pack's cells listed (issue 31)" {
	run --separate-stderr "$RUN_PACK" --out "$OUT" --pack "$TOP/jobs/laptop" --schedulers none \
		--cells randred-4k
	refused
	[[ $stderr == *"has no cell 'randred-4k' (randred-4k.fio); its cells: "*" randread-4k "* ]]
	[ "${#stderr_lines[@]}" -eq 1 ]
}

@test "an empty entry in --schedulers or --cells, trailing comma included, is refused" {
	local list
	for list in 'none,' ',none' 'none,,bfq'; do
		run --separate-stderr "$RUN_PACK" --out "$OUT" --pack "$TOP/jobs/laptop" --schedulers "$list"
		refused
		[[ $stderr == *"--schedulers has an empty entry in '$list'"* ]]
	done
	for list in 'read-4k,' ',read-4k'; do
		run --separate-stderr "$RUN_PACK" --out "$OUT" --pack "$TOP/jobs/laptop" --schedulers none \
			--cells "$list"
		refused
		[[ $stderr == *"--cells has an empty entry in '$list'"* ]]
	done
}

@test "an --out where no results folder can be made is refused before the scratch device" {
	need_root
	mkdir "$WORK/ro"
	mount -t tmpfs -o ro,size=1m,mode=0755 tmpfs "$WORK/ro" # not 1777: safedir.sh
	cleanup_push "umount '$WORK/ro'"
	for out in "$WORK/ro" "$WORK/ro/sub" /proc/run-pack-out; do
		run --separate-stderr "$RUN_PACK" --out "$out" --pack "$TOP/jobs/laptop" --schedulers none \
			--quick --engine libaio --scratch-backing "$SHM" --cells read-4k --runs 1
		echo "status $status, stderr: ${stderr_lines[*]}"
		[ "$status" -eq 2 ]
		[ "${#stderr_lines[@]}" -eq 1 ]
		[[ $stderr == *"--out $out: cannot create a results folder there"* ]]
		nothing_left
	done
}

@test "--device /dev/does-not-exist is refused" {
	run --separate-stderr "$RUN_PACK" --out "$OUT" --pack "$TOP/jobs/laptop" --schedulers none \
		--engine libaio --device /dev/does-not-exist --dir "$WORK"
	refused
	[[ $stderr == *"/dev/does-not-exist: no such device"* ]]
}

@test "--dir without --device is refused" {
	run --separate-stderr "$RUN_PACK" --out "$OUT" --pack "$TOP/jobs/laptop" --schedulers none \
		--engine libaio --dir "$WORK"
	refused
	[[ $stderr == *"--dir needs --device"* ]]
}

@test "an engine .so that does not exist is refused" {
	run --separate-stderr "$RUN_PACK" --out "$OUT" --pack "$TOP/jobs/laptop" --schedulers none \
		--engine "$WORK/nope.so"
	refused
	[[ $stderr == *"nope.so not found"* ]]
}

# --- root: schedulers, loop devices, runs ------------------------------------------------

@test "a scheduler the scratch device does not offer (a known one: bfq here) is refused before any run" {
	need_root
	unoffered_sched loop
	quick --schedulers "none,$U" --cells randread-4k
	refused
	[[ $stderr == *"does not offer scheduler '$U'"* ]]
	[[ $stderr == *"nothing was run (--skip-unoffered runs the others)" ]]
}

# U: a scheduler the tables know that loop devices do not offer (bfq on a kernel without it).
@test "--skip-unoffered: an unoffered scheduler is skipped with one line, recorded, named by compare, kept by --resume" {
	need_root
	unoffered_sched loop
	short_runs
	quick --schedulers "none,$U" --skip-unoffered --runs 1 --cells randread-4k
	[ "$status" -eq 0 ]
	local dir=${lines[0]} m
	m=$dir/manifest.json
	[ "$(printf '%s\n' "${stderr_lines[@]}" | grep -c "skipping '$U': the device does not offer scheduler '$U' (offers: ")" -eq 1 ]
	[ "$(jq -r '.schedulers | join(",")' "$m")" = none ]
	[ "$(jq -r '.scheduler_plan[] | "\(.requested):\(.skipped != null)"' "$m" | paste -sd' ')" = "none:false $U:true" ]
	[[ $(jq -r '.scheduler_plan[1].skipped' "$m") == "the device does not offer scheduler '$U' (offers: "*"); skipped by --skip-unoffered" ]]
	[ "$(jq -r '[.results[] | "\(.scheduler)/\(.status)"] | join(" ")' "$m")" = none/ok ]
	nothing_left
	# compare names the skipped scheduler in its header: text (and Markdown, HTML: the same
	# header), and JSON's runs[].skipped.
	run --separate-stderr "$TOP/scripts/compare" "$dir"
	[ "$status" -eq 0 ]
	[ "$(grep -c "^Skipped   '$U': the device does not offer scheduler '$U'" <<<"$output")" -eq 1 ]
	run --separate-stderr "$TOP/scripts/compare" --format md "$dir"
	[ "$status" -eq 0 ]
	[[ $output == *"Skipped   '$U': the device does not offer scheduler '$U'"* ]]
	run --separate-stderr "$TOP/scripts/compare" --format json "$dir"
	[ "$status" -eq 0 ]
	[ "$(jq -r --arg u "$U" '.runs[0].skipped[] | "\(.requested): \(.why | test("does not offer scheduler .\($u)."))"' <<<"$output")" = "$U: true" ]
	# --resume keeps the plan: $U stays skipped (no refusal), nothing is left to run.
	run --separate-stderr "$RUN_PACK" --resume "$dir" --scratch-backing "$SHM" --dry-run
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[[ $output == *"schedulers: none $U(skipped); order"* ]]
	[ "$(printf '%s\n' "${stderr_lines[@]}" | grep -c "skipping '$U'")" -eq 1 ]
}

@test "make study passes --skip-unoffered (a kernel without bfq runs the others), and --help documents it" {
	run make -s -n -C "$TOP" study
	[ "$status" -eq 0 ]
	[[ $output == *"scripts/run-pack --pack jobs/laptop --schedulers none,mq-deadline,kyber,bfq --skip-unoffered "* ]]
	run "$RUN_PACK" --help
	[ "$status" -eq 0 ]
	[[ $output == *"--skip-unoffered       skip any other scheduler"* ]]
}

@test "--skip-unoffered --dry-run: the plan without the skipped scheduler; nothing left to run is refused" {
	need_root
	ram_loop 64 # a loop device whose offered list --dry-run's preview reads
	unoffered_sched "$LOOP"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --engine libaio --out "$OUT" \
		--schedulers "none,$U,mq-deadline" --skip-unoffered --runs 1 --cells randread-4k --dry-run
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[[ $output == *"schedulers: none $U(skipped) mq-deadline; order"* ]]
	[[ $output == *"plan: 1 cells x 2 schedulers x 1 runs = 2 runs"* ]]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ ${stderr_lines[0]} == "run-pack: warning: skipping '$U': the device does not offer scheduler '$U'"* ]]
	[ ! -e "$OUT" ]
	# No scheduler left: exit 2, the skip line, then why nothing runs.
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --engine libaio --out "$OUT" \
		--schedulers "$U" --skip-unoffered --runs 1 --cells randread-4k --dry-run
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[ "${#stderr_lines[@]}" -eq 2 ]
	[[ ${stderr_lines[1]} == "run-pack: no scheduler of --schedulers can run: the device offers "*"; nothing was run" ]]
	[ ! -e "$OUT" ]
	# And a study (not --dry-run) the same, before anything is made.
	quick --schedulers "$U" --skip-unoffered --runs 1 --cells randread-4k
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[[ ${stderr_lines[-1]} == "run-pack: no scheduler of --schedulers can run: the device offers "*"; nothing was run" ]]
	nothing_left
}

@test "--skip-unoffered: a scheduler a guest kernel has (bfq) is skipped with the command that runs it in a guest, and what its figures mean here" {
	need_root
	ram_loop 64 # a loop device whose offered list --dry-run's preview reads
	# the preview reads the first loop queue's scheduler file: in a mount namespace of this
	# test's, a file saying none and mq-deadline is bound over it (any kernel lacks bfq there)
	local f accel
	for f in /sys/block/loop*/queue/scheduler; do [ -r "$f" ] && break; done
	printf '[none] mq-deadline\n' >"$WORK/scheduler"
	run --separate-stderr unshare -m --propagation private bash -c 'mount --bind "$1" "$2" && shift 2 && exec "$@"' \
		bind "$WORK/scheduler" "$f" "$RUN_PACK" --pack "$TOP/jobs/laptop" --engine libaio --out "$OUT" \
		--schedulers none,bfq,cfq --skip-unoffered --runs 1 --cells randread-4k --dry-run
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[[ $output == *"schedulers: none bfq(skipped) cfq(skipped); order"* ]]
	[ "${#stderr_lines[@]}" -eq 2 ]
	# the line: why, the command (--schedulers bfq, without --skip-unoffered and --dry-run; the
	# results folder shared read-write), and what a guest's figures mean on this machine
	[[ ${stderr_lines[0]} == "run-pack: warning: skipping 'bfq': the device does not offer scheduler 'bfq' (offers: none mq-deadline); skipped by --skip-unoffered; to run it in a guest kernel that has it: $TOP/scripts/guest --rw $OUT -- $RUN_PACK --pack $TOP/jobs/laptop --engine libaio --out $OUT --runs 1 --cells randread-4k --schedulers bfq ("* ]]
	accel='here under TCG, the CPU flags offer no vmx/svm: an emulated CPU, so its figures measure the emulator, not the scheduler'
	[ -c /dev/kvm ] || accel='here under TCG, no /dev/kvm: an emulated CPU, so its figures measure the emulator, not the scheduler'
	if grep -qwE 'vmx|svm' /proc/cpuinfo; then accel='under KVM where it boots, else TCG, whose figures measure the emulator'; fi
	[[ ${stderr_lines[0]} == *"($accel"* ]]
	# a known name no guest kernel offers (cfq, gone since Linux 5.0) gets no such advice; an
	# unknown one is refused, --skip-unoffered or not (issue 40: the test above)
	[ "${stderr_lines[1]}" = "run-pack: warning: skipping 'cfq': legacy single-queue scheduler 'cfq' is not offered by this kernel (removed in Linux 5.0)" ]
	[ ! -e "$OUT" ]
}

@test "--device: an unoffered scheduler is refused and the device's scheduler is unchanged" {
	need_root
	mounted_loop mq-deadline
	unoffered_sched "$LOOP"
	run --separate-stderr "$RUN_PACK" --out "$OUT" --pack "$TOP/jobs/laptop" --engine libaio \
		--quick --device "$LOOP" --dir "$MNT" --schedulers "none,$U"
	refused
	[[ $stderr == *"does not offer scheduler '$U'"* ]]
	[ "$(sched_get "$LOOP")" = mq-deadline ]
	[ -z "$(find "$MNT" -mindepth 1 -maxdepth 1 ! -name lost+found)" ]
}

@test "--device with a --dir on another device is refused" {
	need_root
	mounted_loop mq-deadline
	run --separate-stderr "$RUN_PACK" --out "$OUT" --pack "$TOP/jobs/laptop" --engine libaio \
		--quick --device "$LOOP" --dir "$WORK" --schedulers none
	refused
	[[ $stderr == *"is not on $LOOP"* ]]
}

@test "quick study, 2 cells x 2 schedulers x 1 run, libaio: complete manifest and 4 fio.json" {
	need_root
	argv_stubs
	quick --schedulers none,mq-deadline --runs 1 --cells randread-4k,write-4k
	[ "$status" -eq 0 ]
	local dir=${lines[0]}
	[ "${#lines[@]}" -eq 1 ]
	[ -d "$dir" ]
	[[ $dir == "$OUT"/*-laptop-quick ]]
	nothing_left
	run jq -r '[.schema, .status, .quick, .overrides.runtime, .engine, .device.scratch,
	            (.results | length), ([.results[] | select(.status == "ok")] | length),
	            (.schedulers | join(",")), .pack.descriptor.name, (.ended != null)] | map(tostring) | join(" ")' \
		"$dir/manifest.json"
	[ "$output" = "1 complete true 3 libaio true 4 4 none,mq-deadline laptop true" ]
	local s c
	for s in none mq-deadline; do
		for c in randread-4k write-4k; do
			jq -e '."global options".rw and ((.jobs[0].read.bw + .jobs[0].write.bw) > 0)' \
				"$dir/$s/$c/run-1/fio.json" >/dev/null
			[ ! -e "$dir/$s/$c/run-1/fio.json.tmp" ]
			grep -qx "directory=$(jq -r .device.dir "$dir/manifest.json")" "$dir/$s/$c/run-1/job.fio"
			grep -qx 'runtime=3' "$dir/$s/$c/run-1/job.fio"
			grep -qx 'ioengine=libaio' "$dir/$s/$c/run-1/job.fio"
			# its fio as fio-cmd.sh builds it, in the run folder (issue 41 item 3)
			argv_runs setsid | grep -xE "setsid fio --output-format=json --output=$dir/$s/$c/run-1/\.fio-out\.[A-Za-z0-9]{6}/fio\.json job\.fio"
		done
	done
	[ "$(argv_runs setsid | wc -l)" -eq 4 ]
	[ "$(jq -c .fio_command "$dir/manifest.json")" = '["setsid","fio","--output-format=json","--output=<rundir>/.fio-out.XXXXXX/fio.json","job.fio"]' ]
	# The plan, then one progress line per run: [i/N] pack cell scheduler run i/N MB/s ETA.
	[[ ${stderr_lines[*]} == *"2 cells x 2 schedulers x 1 runs = 4 runs"* ]]
	[ "$(printf '%s\n' "${stderr_lines[@]}" | grep -cE '^\[[1-4]/4\] laptop (randread|write)-4k +(none|mq-deadline) +run 1/1  [0-9.]+ MB/s \((KiB/s/1000|MiB/s)\)  ETA [0-9]{2}:[0-9]{2}:[0-9]{2}$')" -eq 4 ]
}

@test "fio writes in a new 0700 folder of ours: a link planted at the run folder's old fio.json.tmp is not followed (issue 28 item 1)" {
	need_root
	local real victim=$WORK/victim d
	real=$(command -v fio)
	printf 'root only\n' >"$victim"
	chmod 0600 "$victim"
	# fio, first on PATH: in a study's run folder (its cwd holds job.fio), a link to the victim
	# at the name fio once wrote (fio.json.tmp) and the one the run keeps (fio.json), planted
	# after run-pack's preparation and before fio opens its output; then the real fio.
	mkdir -p "$WORK/bin"
	cat >"$WORK/bin/fio" <<FIO
#!/bin/bash
if [ -e job.fio ]; then
	ln -sfn "$victim" fio.json.tmp
	ln -sfn "$victim" fio.json
	for a in "\$@"; do case \$a in --output=*) stat -c '%a %U %F' -- "\$(dirname -- "\${a#--output=}")" >"$WORK/outdir" ;; esac; done
fi
exec "$real" "\$@"
FIO
	chmod +x "$WORK/bin/fio"
	PATH="$WORK/bin:$PATH" quick --schedulers none --runs 1 --cells randread-4k
	[ "$status" -eq 0 ]
	[ "$(cat "$victim")" = "root only" ]
	[ "$(cat "$WORK/outdir")" = "700 root directory" ]
	d=$(echo "$OUT"/*/none/randread-4k/run-1)
	[ ! -L "$d/fio.json" ]
	[ -f "$d/fio.json" ]
	jq -e '.jobs[0].read.bw > 0' "$d/fio.json" >/dev/null
	[ -z "$(find "$d" -name '.fio-out.*' -print -quit)" ]
	nothing_left
}

@test "--device study restores the device's scheduler and leaves its folder as it was" {
	need_root
	short_runs
	mounted_loop mq-deadline
	run --separate-stderr timeout -s TERM 900 "$RUN_PACK" --out "$OUT" --pack "$TOP/jobs/epyc" \
		--engine libaio --quick --device "$LOOP" --dir "$MNT" --schedulers none,kyber --runs 1 \
		--cells read-2m
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[ "$(sched_get "$LOOP")" = mq-deadline ]
	[ -z "$(find "$MNT" -mindepth 1 -maxdepth 1 ! -name lost+found)" ]
	run jq -r '"\(.status) \(.original_scheduler) \(.device.scratch) \(.device.path) \([.results[].status] | join(","))"' \
		"$OUT"/*/manifest.json
	[ "$output" = "complete mq-deadline false $LOOP ok,ok" ]
	nothing_left
}

@test "SIGINT mid-study: manifest status interrupted, no loop device or mount left" {
	need_root
	short_runs 2
	local pid i rc=0
	# A background job of a non-interactive shell starts with SIGINT ignored, which bash
	# cannot trap; env --default-signal gives run-pack the SIGINT a terminal's Ctrl-C would.
	env --default-signal=INT timeout -s TERM 900 "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick \
		--engine libaio --scratch-backing "$SHM" --out "$OUT" --schedulers none,kyber --runs 3 \
		--cells randread-4k >"$WORK/stdout" 2>"$WORK/stderr" &
	pid=$!
	# Interrupt run 2 while it is in progress: while its fio runs (run 1's fio.json exists by then).
	for ((i = 0; i < 6000; i++)); do
		pgrep -f -- "--output=$OUT/.*/none/randread-4k/run-2/\.fio-out\.[^/]*/fio\.json" >/dev/null && break
		sleep 0.05
	done
	compgen -G "$OUT/*/none/randread-4k/run-1/fio.json" >/dev/null
	kill -INT "$(pgrep -P "$pid" -f run-pack)"
	wait "$pid" || rc=$?
	echo "exit status $rc"
	cat "$WORK/stderr"
	[ "$rc" -eq 130 ]
	[ "$(jq -r .status "$OUT"/*/manifest.json)" = interrupted ]
	[ "$(jq -r '.results[0].status' "$OUT"/*/manifest.json)" = ok ]
	[ "$(jq -r '.results[-1].status' "$OUT"/*/manifest.json)" = interrupted ]
	[ "$(cat "$WORK/stdout")" = "$(echo "$OUT"/*)" ]
	nothing_left
	run pgrep -f "fio --output-format=json --output=$OUT"
	[ "$status" -ne 0 ]
	# the line after "study interrupted" is the command that finishes it (issue 40 item 7):
	# --resume and what a resume needs again (the backing folder; not the pack of jobs/, not
	# --engine libaio, which the manifest keeps); it runs as said (here with --dry-run)
	local hint dir
	dir=$(echo "$OUT"/*)
	grep -qx "run-pack: study interrupted: $dir" "$WORK/stderr"
	hint=$(sed -n 's/^run-pack: to finish it (only the runs missing or not ok): //p' "$WORK/stderr")
	[ "$hint" = "$RUN_PACK --resume $dir --scratch-backing $SHM" ]
	run --separate-stderr bash -c "$hint --dry-run"
	[ "$status" -eq 0 ]
	# its plan says it is resumed, and its time is that of the runs left (2 s runs: ~4 s each)
	echo "$output"
	local left
	[[ $output =~ plan:\ 1\ cells\ x\ 2\ schedulers\ x\ 3\ runs\ =\ 6\ runs\;\ resumed:\ ([0-9])\ done,\ ([0-9])\ to\ run,\ ~([0-9:]*)\  ]]
	left=${BASH_REMATCH[2]}
	[ $((BASH_REMATCH[1] + left)) -eq 6 ]
	[ "$left" -lt 6 ]
	[ "${BASH_REMATCH[3]}" = "$(printf '00:00:%02d' $((left * 4)))" ]
	# and the tables' names of the kernel names, once
	[[ $output == *"compare's tables by its label: none = MQ None, kyber = Kyber"* ]]
}

@test "schedaio engine: schedaio.json is written and tagged with the scheduler" {
	need_root
	need_engine
	short_runs
	run --separate-stderr timeout -s TERM 900 "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick \
		--scratch-backing "$SHM" --out "$OUT" --schedulers kyber --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	local run=${lines[0]}/kyber/randread-4k/run-1
	grep -qx "ioengine=external:$ENGINE" "$run/job.fio"
	grep -qx "stats_file=$run/schedaio.json.tmp" "$run/job.fio"
	[ "$(jq -r .target.scheduler "$run/schedaio.json")" = kyber ]
	jq -e . "$run/fio.json" >/dev/null
	[ "$(jq -r .engine "${lines[0]}/manifest.json")" = "$ENGINE" ]
	nothing_left
}

@test "a full results filesystem: the study fails with one line, and everything is still restored" {
	need_root
	short_runs 2
	local pid rc=0 full=$WORK/full
	mkdir "$full"
	mount -t tmpfs -o size=1m,mode=0755 tmpfs "$full" # not 1777: safedir.sh
	cleanup_push "umount '$full'"
	"$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --scratch-backing "$SHM" \
		--out "$full" --schedulers none,kyber --runs 2 --cells randread-4k >"$WORK/stdout" 2>"$WORK/stderr" &
	pid=$!
	# Once run 1 is in progress, fill the results filesystem: its fio.json, then the
	# manifest cannot be written.
	for ((i = 0; i < 6000; i++)); do
		compgen -G "$full/*/none/randread-4k/run-1/fio.stderr.tmp" >/dev/null && break
		sleep 0.05
	done
	run dd if=/dev/zero of="$full/filler" bs=64k
	[ "$status" -ne 0 ]
	wait "$pid" || rc=$?
	cat "$WORK/stderr"
	[ "$rc" -eq 1 ]
	grep -q "cannot write $full/.*/manifest.json" "$WORK/stderr"
	run ! grep -q 'could not undo everything' "$WORK/stderr"
	nothing_left
	run ! compgen -G "$SCHEDAIO_STATE_DIR/*.state"
}

@test "--dry-run needs no root: it prints the plan and changes nothing" {
	local as=() list plan
	# As root, as nobody; else as this user.
	[ "$(id -u)" -ne 0 ] || as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
	# a kernel name with tunables and a label with its own; mq-deadline's on a kernel without
	# bfq (--dry-run refuses a scheduler the device does not offer)
	list='none,bfq:low_latency=0,slice_idle=0,BFQ'
	plan='schedulers: none bfq-low_latency-0-slice_idle-0="bfq:low_latency=0,slice_idle=0"[low_latency=0,slice_idle=0] bfq="BFQ"[low_latency=0];'
	if ! offers loop bfq; then
		list='none,mq-deadline:fifo_batch=8,MQ Deadline'
		plan='schedulers: none mq-deadline-fifo_batch-8="mq-deadline:fifo_batch=8"[fifo_batch=8] mq-deadline="MQ Deadline";'
	fi
	run --separate-stderr "${as[@]}" "$RUN_PACK" --pack "$TOP/jobs/laptop" --engine libaio --dry-run \
		--out "$OUT" --schedulers "$list"
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[[ $output == *"$plan"* ]]
	[[ $output == *"plan: 8 cells x 3 schedulers x 3 runs = 72 runs"* ]]
	[ ! -e "$OUT" ]
	[ ! -e "$SCHEDAIO_STATE_DIR" ]
	nothing_left
}

@test "--dry-run of the pack as it is (its default device model) needs no root either: the plan says the study needs root to apply it (issue 39)" {
	local as=()
	[ "$(id -u)" -ne 0 ] || as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
	[ -f /sys/fs/cgroup/blkio/blkio.throttle.read_bps_device ] || skip "no cgroup v1 blkio here (the model's throttle files)"
	# SCHEDAIO_DEVICE_MODEL empty: the pack's own default, jobs/models/laptop.json
	run --separate-stderr "${as[@]}" env SCHEDAIO_DEVICE_MODEL= "$RUN_PACK" --pack "$TOP/jobs/laptop" --engine libaio --dry-run \
		--out "$OUT" --schedulers none,mq-deadline
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[[ $output == *"device model laptop ("*"(the study itself runs as root: its throttle rules are written in /sys/fs/cgroup/blkio, which only root may write)"* ]]
	[[ $output == *"plan: 8 cells x 2 schedulers x 3 runs = 48 runs"* ]]
	[ ! -e "$OUT" ]
	[ ! -e "$SCHEDAIO_STATE_DIR" ]
	nothing_left
}

@test "a tunable the kernel's documentation does not list stops --dry-run and a study before anything is made, with the valid names" {
	local as=()
	[ "$(id -u)" -ne 0 ] || as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
	# --dry-run (no root): exit 2, one line naming the entry, the typo and bfq's tunables
	# from jobs/sched-tunables.tsv (kernel Documentation/block/bfq-iosched.rst)
	run --separate-stderr "${as[@]}" "$RUN_PACK" --pack "$TOP/jobs/laptop" --engine libaio --dry-run \
		--out "$OUT" --schedulers 'none,bfq:low_latnecy=1'
	refused
	[ "$status" -eq 2 ]
	[[ $stderr == "run-pack: --schedulers 'bfq:low_latnecy=1': bfq has no tunable 'low_latnecy' (bfq's tunables, kernel Documentation/block/bfq-iosched.rst: back_seek_max, "*", low_latency, "*", timeout_sync); nothing was made" ]]
	# a typo after a good tunable of the same variant, and one of mq-deadline
	run --separate-stderr "${as[@]}" "$RUN_PACK" --pack "$TOP/jobs/laptop" --engine libaio --dry-run \
		--out "$OUT" --schedulers 'bfq:low_latency=0,slice_idel=0'
	refused
	[[ $stderr == *"bfq has no tunable 'slice_idel' (bfq's tunables, "*" slice_idle, "* ]]
	run --separate-stderr "${as[@]}" "$RUN_PACK" --pack "$TOP/jobs/laptop" --engine libaio --dry-run \
		--out "$OUT" --schedulers 'mq-deadline:fifo_bach=16'
	refused
	[[ $stderr == *"mq-deadline has no tunable 'fifo_bach' (mq-deadline's tunables, kernel Documentation/block/deadline-iosched.rst"*"fifo_batch"* ]]
	# the real study (root) stops the same way: no scratch device, no results folder
	need_root
	quick --schedulers 'none,bfq:low_latnecy=1' --cells randread-4k --runs 1
	refused
	[[ $stderr == *"bfq has no tunable 'low_latnecy'"* ]]
	[ ! -e "$SCHEDAIO_STATE_DIR" ] || [ -z "$(ls -A "$SCHEDAIO_STATE_DIR")" ]
}

@test "an unknown scheduler (a typo) is refused with the valid names, with --skip-unoffered too (issue 40)" {
	local as=() e list
	[ "$(id -u)" -ne 0 ] || as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
	list="(a kernel name: none, mq-deadline, kyber, bfq, cfq, deadline, noop; a variant name:tunable=value; or a label of sched-labels.tsv: \"MQ None\", \"MQ Deadline\", "
	# --skip-unoffered skips only a scheduler the tables know; a typo is never skipped quietly
	for e in mq-dealine 'mq-dealine:fifo_batch=8'; do
		run --separate-stderr "${as[@]}" "$RUN_PACK" --pack "$TOP/jobs/laptop" --engine libaio --dry-run \
			--out "$OUT" --schedulers "none,$e" --skip-unoffered
		refused
		[ "$status" -eq 2 ]
		[[ $stderr == "run-pack: unknown scheduler '$e' in --schedulers $list"*"); nothing was run" ]]
	done
	run --separate-stderr "${as[@]}" "$RUN_PACK" --pack "$TOP/jobs/laptop" --engine libaio --dry-run \
		--out "$OUT" --schedulers none,mq-dealine
	refused
	[ "$status" -eq 2 ]
	[[ $stderr == "run-pack: unknown scheduler 'mq-dealine' in --schedulers $list"* ]]
	# the real study (root), as make study runs it: before anything is made
	need_root
	quick --schedulers none,mq-dealine,kyber --skip-unoffered --cells randread-4k --runs 1
	refused
	[ "$status" -eq 2 ]
	[[ $stderr == *"unknown scheduler 'mq-dealine'"* ]]
	[ ! -e "$SCHEDAIO_STATE_DIR" ] || [ -z "$(ls -A "$SCHEDAIO_STATE_DIR")" ]
}
