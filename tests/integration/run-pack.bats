#!/usr/bin/env bats
# tests/run: long
# shellcheck disable=SC2154 # stderr and stderr_lines are set by bats' run --separate-stderr
# run-pack.bats: scripts/run-pack refuses bad input before changing anything.
# Checks: bad arguments give a non-zero exit, one line on stderr, nothing on stdout, no
# results folder and nothing of run-pack's left; a scheduler the device does not offer is
# refused before any run with the scheduler unchanged (with --skip-unoffered skipped with one
# line, recorded, named by compare and kept by --resume; none left refused); --dry-run without
# root; a tunable the kernel documentation lacks (a typo) stops --dry-run and a study before
# anything is made, listing the valid ones. Their studies run 1 or 2 s runs (helpers.bash
# short_runs). The quick study and the exit paths: run-pack-quick.bats. Only what the tests
# make is looked at (other programs use loop devices meanwhile).
# Root tests skip with a reason when not root. Run from the repository top.

bats_require_minimum_version 1.5.0

load helpers
load run-pack-helpers # setup, teardown, RUN_PACK, nothing_left, quick, mounted_loop

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
