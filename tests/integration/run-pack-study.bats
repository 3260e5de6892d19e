#!/usr/bin/env bats
# tests/run: long
# shellcheck disable=SC2154 # stderr and stderr_lines are set by bats' run --separate-stderr
# run-pack-study.bats: issue 5's acceptance on RAM-backed loop devices, with tiny runs
# (--quick, and SCHEDAIO_QUICK: runtime=2 ramp_time=0 startdelay=0 size=64m; runtime=1 in the
# tests that only count runs and read their files: helpers.bash short_runs; setup's 2 s stay
# where a test acts while a run's fio runs or samples the device meanwhile):
# - a study of 2 cells x 3 schedulers stopped by SIGINT during the second scheduler, then by
#   SIGKILL during a later run: after each, the device has its original scheduler and bfq
#   tunables (after --restore for SIGKILL), nothing of run-pack's is left, and --resume
#   completes the study with every earlier result file byte-identical (scratch device and
#   --device both);
# - a cell whose job file has an impossible option is retried once, recorded failed, and the
#   rest of the study finishes;
# - a raw-device write (or a raw device with a filesystem) is refused before anything runs;
# - "BFQ" and "BFQ low_latency" run with low_latency 0 and 1, and the tunable is restored;
# - legacy labels are skipped (or mapped with --map-legacy) and recorded;
# - the dynamic run count rule (each branch in build/schedaio-study alone, and live with the
#   reasons recorded);
# - --order blocked, the page cache dropped for a buffered pack, scratch_file "fresh";
# - expect_sched on every run when the engine has it;
# - --dry-run; --json-progress; bad arguments (exit 2, one line);
# - a new scratch device: mounted without ext4's block bitmap prefetch, and left to settle
#   before the preflight counts its I/Os; a cache flush without data (another process's sync)
#   is not counted, a reader is (--strict stops the study).
# Only the devices, files and state this file makes are looked at (other programs may use
# loop devices at the same time). Root tests skip with a reason when not root. ~3 minutes.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	rp_setup "runtime=2 ramp_time=0 startdelay=0 size=64m"
}

teardown() {
	rp_teardown # a run-pack this test started and did not stop, then what it left
}

# start_study ARGS...: start_rp of a quick libaio study of the laptop pack into $OUT.
start_study() { start_rp --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" "$@"; }

# ok_sums DIR: sha256 of every file of the runs the manifest marks ok.
ok_sums() {
	local k
	for k in $(jq -r '.results[] | select(.status == "ok") | "\(.scheduler)/\(.cell)/run-\(.run)"' "$1/manifest.json"); do
		(cd "$1" && find "$k" -type f -print0 | sort -z | xargs -0 sha256sum)
	done
}

# bfq_state DEV: "scheduler low_latency" of DEV ("-" when the scheduler has no such tunable).
bfq_state() {
	local q=/sys/block/${1##*/}/queue ll=-
	[ ! -r "$q/iosched/low_latency" ] || ll=$(<"$q/iosched/low_latency") || ll=-
	echo "$(sched_get "$1") $ll"
}

# sample_while_fio DEV: in the background, every 0.1 s while a fio of this test runs
# (out_fio_runs), append bfq_state DEV to $WORK/seen; stopped by the test's cleanup.
sample_while_fio() {
	local pid
	(untraced; while :; do
		if out_fio_runs; then bfq_state "$1"; fi
		nap 0.1
	done) >"$WORK/seen" 2>/dev/null &
	pid=$!
	cleanup_push "kill $pid"
}

# nothing_of_ours: for every study under $OUT: no loop device on its scratch backing file,
# no backing file, no mount of its folder; and no state file left.
nothing_of_ours() {
	local m b d
	for m in "$OUT"/*/manifest.json; do
		[ -f "$m" ] || continue
		b=$(jq -r '.device.backing // empty' "$m")
		d=$(jq -r '.device.dir // empty' "$m")
		if [ -n "$b" ]; then
			[ -z "$(losetup -j "$b")" ] || { echo "a loop device on $b is left"; return 1; }
			[ ! -e "$b" ] || { echo "$b is left"; return 1; }
		fi
		[ -z "$d" ] || ! mountpoint -q "$d" 2>/dev/null || { echo "$d is still mounted"; return 1; }
	done
	! compgen -G "$SCHEDAIO_STATE_DIR/*.state" >/dev/null || { echo "a state file is left"; cat "$SCHEDAIO_STATE_DIR"/*.state; return 1; }
}

# bfq_loop: a RAM loop device running bfq with low_latency=0 (not its default), ext4 mounted
# on MNT; the test's cleanup restores it.
bfq_loop() {
	ram_loop 256
	need_sched "$LOOP" bfq
	quietly sched_save_restore "$LOOP"
	sched_set "$LOOP" bfq
	echo 0 >"/sys/block/$(basename "$LOOP")/queue/iosched/low_latency"
	ext4_mount "$LOOP"
}

# tuned_loop: a RAM loop device, ext4 mounted, running a scheduler with a tunable not at its
# default: bfq low_latency=0 where the kernel has bfq, else mq-deadline fifo_batch=8 (default
# 16); TUNED is what tuned_state prints for it. For tests that need the device's scheduler and
# tunables restored, not bfq itself.
tuned_loop() {
	ram_loop 256
	quietly sched_save_restore "$LOOP"
	if offers "$LOOP" bfq; then
		sched_set "$LOOP" bfq
		echo 0 >"/sys/block/$(basename "$LOOP")/queue/iosched/low_latency"
		TUNED='bfq 0'
	else
		sched_set "$LOOP" mq-deadline
		echo 8 >"/sys/block/$(basename "$LOOP")/queue/iosched/fifo_batch"
		TUNED='mq-deadline 8'
	fi
	ext4_mount "$LOOP"
}

# tuned_state DEV: the scheduler and the tunable tuned_loop set ("bfq 0", "mq-deadline 8").
tuned_state() {
	local q s
	q=/sys/block/$(basename "$1")/queue
	s=$(sched_get "$1")
	case "$s" in
	bfq) echo "$s $(cat "$q/iosched/low_latency" 2>/dev/null || echo -)" ;;
	*) echo "$s $(cat "$q/iosched/fifo_batch" 2>/dev/null || echo -)" ;;
	esac
}

@test "scratch study: SIGINT in the 2nd scheduler, SIGKILL later, --restore, --resume: complete, earlier files identical" {
	need_root
	local backing=$WORK/backing dir before
	mkdir "$backing"
	start_study --schedulers none,mq-deadline,kyber --runs 1 --cells randread-4k,write-4k --scratch-backing "$backing"
	stop_study INT "$OUT/*/mq-deadline/randread-4k/run-1"
	cat "$WORK/stderr"
	[ "$RC" -eq 130 ]
	dir=$(ls -d "$OUT"/*)
	[ "$(jq -r .status "$dir/manifest.json")" = interrupted ]
	[ "$(jq -r '[.results[].status] | join(",")' "$dir/manifest.json")" = ok,ok,interrupted ]
	nothing_of_ours
	before=$(ok_sums "$dir")
	[ "$(wc -l <<<"$before")" -ge 2 ]

	# Resume, and kill it with SIGKILL during kyber's first run: fio is left running.
	start_rp --resume "$dir" --scratch-backing "$backing"
	stop_study KILL "$dir/kyber/randread-4k/run-1"
	cat "$WORK/stderr"
	[ "$RC" -eq 137 ]
	compgen -G "$SCHEDAIO_STATE_DIR/*.state" >/dev/null
	[ -n "$(losetup -j "$(jq -r .device.backing "$dir/manifest.json")")" ] # left by the killed run-pack
	run --separate-stderr "$RUN_PACK" --restore
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[[ $stderr == *"restoring what a killed run-pack left"* ]]
	[ "$(jq -r '.status, (.ended != null)' "$dir/manifest.json" | paste -sd' ')" = "interrupted true" ]
	nothing_of_ours
	run ! pgrep -f "$dir/kyber"

	# A link in the study (here under *.tmp names) refuses the resume, naming it, and is never
	# written through (issue 39 finding 4: resume-links.bats); without them the last resume
	# completes the study, and the first runs' files are untouched.
	ln -sfn "$WORK/victim" "$dir/kyber/randread-4k/run-1/fio.stderr.tmp"
	ln -sfn "$WORK/victim2" "$dir/manifest.json.tmp"
	run --separate-stderr "$RUN_PACK" --resume "$dir" --scratch-backing "$backing"
	[ "$status" -eq 2 ]
	[[ $stderr == *": a link (to $WORK/victim"* ]]
	[ ! -e "$WORK/victim" ]
	[ ! -e "$WORK/victim2" ]
	rm "$dir/kyber/randread-4k/run-1/fio.stderr.tmp" "$dir/manifest.json.tmp"
	run --separate-stderr "$RUN_PACK" --resume "$dir" --scratch-backing "$backing"
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[ "$output" = "$dir" ]
	[ "$(jq -r .status "$dir/manifest.json")" = complete ]
	[ "$(jq '[.results[] | select(.status == "ok")] | length' "$dir/manifest.json")" -eq 6 ]
	[ "$(jq '.resumed | length' "$dir/manifest.json")" -eq 2 ]
	[ -z "$(find "$dir" -name '*.tmp')" ]
	[ ! -e "$WORK/victim" ]
	[ ! -e "$WORK/victim2" ]
	diff <(echo "$before") <(ok_sums "$dir" | grep -F -f <(cut -d' ' -f3- <<<"$before"))
	nothing_of_ours
}

# bats test_tags=guest, guest:76s
@test "--device study: SIGINT and SIGKILL restore bfq with low_latency=0; --resume completes it" {
	need_root
	bfq_loop
	local dir before
	[ "$(bfq_state "$LOOP")" = "bfq 0" ]
	# two schedulers (a guest tier test: each run costs ~10 s of emulated CPU): SIGINT in the
	# first's second run, SIGKILL in the last run, after the resume's first
	start_study --device "$LOOP" --dir "$MNT" --schedulers none,kyber --runs 1 --cells randread-4k,write-4k
	stop_study INT "$OUT/*/none/write-4k/run-1"
	[ "$RC" -eq 130 ]
	[ "$(bfq_state "$LOOP")" = "bfq 0" ]
	[ -z "$(find "$MNT" -mindepth 1 -maxdepth 1 ! -name lost+found)" ]
	dir=$(ls -d "$OUT"/*)
	before=$(ok_sums "$dir")

	# The device is never taken from the results folder: without --device, refused.
	run --separate-stderr "$RUN_PACK" --resume "$dir"
	[ "$status" -eq 2 ]
	[[ $stderr == *"give --device DEV (and --dir DIR) again"* ]]
	start_rp --resume "$dir" --device "$LOOP" --dir "$MNT"
	stop_study KILL "$dir/kyber/write-4k/run-1"
	[ "$(bfq_state "$LOOP")" != "bfq 0" ] # kyber, as the killed run-pack left it
	run --separate-stderr "$RUN_PACK" --restore
	[ "$status" -eq 0 ]
	[ "$(bfq_state "$LOOP")" = "bfq 0" ]
	[ -z "$(find "$MNT" -mindepth 1 -maxdepth 1 ! -name lost+found)" ]

	run --separate-stderr "$RUN_PACK" --resume "$dir" --device "$LOOP" --dir "$MNT"
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[ "$(jq -r '.status, .original.scheduler, .original.tunables.low_latency' "$dir/manifest.json" | paste -sd' ')" = "complete bfq 0" ]
	[ "$(bfq_state "$LOOP")" = "bfq 0" ]
	diff <(echo "$before") <(ok_sums "$dir" | grep -F -f <(cut -d' ' -f3- <<<"$before"))
	nothing_of_ours
}

@test "--resume refuses a study whose pack changed, naming the difference" {
	need_root
	short_runs
	cp -r "$TOP/jobs/laptop" "$WORK/pack"
	run --separate-stderr "$RUN_PACK" --pack "$WORK/pack" --quick --engine libaio --out "$OUT" \
		--scratch-backing /dev/shm --schedulers none --runs 1 --cells randread-4k
	[ "$status" -eq 0 ]
	local dir=$output
	# A pack outside this checkout's jobs/ is never taken from the results folder.
	run --separate-stderr "$RUN_PACK" --resume "$dir"
	[ "$status" -eq 2 ]
	[[ $stderr == *"give it again with --pack DIR"* ]]
	echo '; edited' >>"$WORK/pack/randread-4k.fio"
	run --separate-stderr "$RUN_PACK" --resume "$dir" --pack "$WORK/pack"
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 2 ]
	[[ $stderr == *"pack: randread-4k.fio changed"* ]]
	[[ $stderr == *"nothing was run"* ]]
	nothing_of_ours
}

@test "a cell with an impossible option is retried once, recorded failed, and the rest finishes" {
	need_root
	short_runs
	cp -r "$TOP/jobs/laptop" "$WORK/pack"
	# an option the pack check allows and fio --showcmd reads, which fio refuses when it runs
	# (a CPU this machine does not have: options.c str_cpus_allowed_cb skips the check then)
	sed -i 's/^iodepth=64$/iodepth=64\ncpus_allowed=1023/' "$WORK/pack/write-4k.fio"
	run --separate-stderr "$RUN_PACK" --pack "$WORK/pack" --quick --engine libaio --out "$OUT" \
		--scratch-backing /dev/shm --schedulers none,kyber --runs 1 --cells write-4k,randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 1 ]
	local m=$output/manifest.json
	[ "$(jq -r .status "$m")" = complete ]
	[ "$(jq -r '[.results[] | "\(.scheduler):\(.cell):\(.status):\(.attempts)"] | join(" ")' "$m")" = \
		"none:write-4k:failed:2 none:randread-4k:ok:1 kyber:write-4k:failed:2 kyber:randread-4k:ok:1" ]
	jq -r '.results[0].error' "$m" | grep -q 'CPU 1023 too large'
	[ -f "$output/none/write-4k/run-1/fio.stderr.1" ]
	[ "$(printf '%s\n' "${stderr_lines[@]}" | grep -c 'retrying once')" -eq 2 ]
	nothing_of_ours
}

@test "raw device: a write, or a filesystem on it, is refused before anything runs; --destructive runs it" {
	need_root
	short_runs
	ram_loop 256
	quietly sched_save_restore "$LOOP"
	sched_set "$LOOP" mq-deadline
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --schedulers none --runs 1 --cells randread-4k,write-4k
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"refusing raw --device $LOOP: cells that write: write-4k"*"--destructive=$LOOP"* ]]
	[ ! -e "$OUT" ]
	[ "$(sched_get "$LOOP")" = mq-deadline ]
	run ! compgen -G "$SCHEDAIO_STATE_DIR/*"
	# --destructive naming another device is refused too.
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --destructive=/dev/loop-not-this --schedulers none --runs 1 --cells write-4k
	[ "$status" -eq 2 ]
	[ ! -e "$OUT" ]
	# A read on a blank device runs; fio's filename= is the device.
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --schedulers none --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	grep -qx "filename=$LOOP" "$output/none/randread-4k/run-1/job.fio"
	[ "$(grep -c '^directory=' "$output/none/randread-4k/run-1/job.fio")" -eq 0 ]
	[ "$(sched_get "$LOOP")" = mq-deadline ]
	# The write with --destructive=DEV runs.
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --destructive="$LOOP" --schedulers none --runs 1 --cells write-4k
	[ "$status" -eq 0 ]
	[ "$(jq -r '.device.raw, .results[0].status' "$output/manifest.json" | paste -sd' ')" = "true ok" ]
	# A filesystem on it: even a read is refused.
	mkfs.ext4 -q "$LOOP"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$WORK/out2" \
		--device "$LOOP" --schedulers none --runs 1 --cells randread-4k
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"it holds TYPE=ext4"* ]]
	[ ! -e "$WORK/out2" ]
	[ "$(sched_get "$LOOP")" = mq-deadline ]
	# Mounted: refused even with --destructive=DEV (a raw write would corrupt a live filesystem).
	ext4_mount "$LOOP"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$WORK/out2" \
		--device "$LOOP" --destructive="$LOOP" --schedulers none --runs 1 --cells write-4k
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"refusing raw --device $LOOP: $LOOP is mounted on $MNT; a raw device must not be in use, whatever the flags"* ]]
	[ ! -e "$WORK/out2" ]
}

@test "raw device: mounted in another mount namespace is refused (O_EXCL); held for the study, a mount fails" {
	need_root
	command -v unshare >/dev/null || skip "unshare not installed"
	ram_loop 256
	mkfs.ext4 -q "$LOOP"
	local m ns i
	m=$(mktemp -d /tmp/schedaio-mnt.XXXXXX)
	cleanup_push "rmdir '$m'"
	cleanup_push "! mountpoint -q '$m' || umount '$m'" # a mount that got through (no hold)
	# The filesystem mounted in a mount namespace of its own (this one's mount table does not
	# show it), kept while the sleep lives; killing it unmounts (the namespace ends).
	unshare -m --propagation private sh -c 'mount "$1" "$2" && exec sleep 600' sh "$LOOP" "$m" </dev/null >/dev/null 2>&1 3>&- &
	ns=$!
	cleanup_push "kill $ns 2>/dev/null; wait $ns 2>/dev/null || true"
	for ((i = 0; i < 100; i++)); do
		grep -qs " $m " "/proc/$ns/mountinfo" && break
		sleep 0.05
	done
	grep -qs " $m " "/proc/$ns/mountinfo"
	run ! findmnt -rn -S "$LOOP"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --destructive="$LOOP" --schedulers none --runs 1 --cells write-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"refusing raw --device $LOOP: $LOOP is in use: an exclusive open (O_EXCL) gets EBUSY"*"a raw device must not be in use"* ]]
	[ ! -e "$OUT" ]
	run ! compgen -G "$SCHEDAIO_STATE_DIR/*.state"
	kill "$ns"
	wait "$ns" || true
	# Free now: a read study runs, and while it runs the device is held: a mount fails.
	start_study --device "$LOOP" --destructive="$LOOP" --schedulers none --runs 1 --cells randread-4k
	wait_fio "$OUT/*/none/randread-4k/run-1" >/dev/null
	run ! mount -o ro "$LOOP" "$m"
	[[ $output == *"busy"* ]]
	RC=0
	wait "$RP_PID" || RC=$?
	RP_PID=''
	cat "$WORK/stderr"
	[ "$RC" -eq 0 ]
	# Released with run-pack's exit: no holder left, and the device mounts again.
	run ! pgrep -f -- "schedaio-study dev-hold $LOOP\$"
	mount -o ro "$LOOP" "$m"
	umount "$m"
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

@test "--dry-run prints the plan and changes nothing; --json-progress prints JSON lines" {
	need_root
	short_runs
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers 'none,MQ Deadline' --dry-run --out "$OUT"
	[ "$status" -eq 0 ]
	[[ $output == *"plan: 8 cells x 2 schedulers x 3 runs = 48 runs (dynamic: up to 192"* ]]
	[ ! -e "$OUT" ]
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--scratch-backing /dev/shm --schedulers none --runs 1 --cells randread-4k --json-progress
	[ "$status" -eq 0 ]
	printf '%s\n' "${stderr_lines[@]}" | jq -e . >/dev/null
	printf '%s\n' "${stderr_lines[@]}"
	# Warnings ({"event": "warning"}) depend on the machine (another program's I/O, swap).
	[ "$(printf '%s\n' "${stderr_lines[@]}" | jq -r 'select(.event != "warning") | .event' | paste -sd' ')" = "plan preflight run end" ]
	[ "$(printf '%s\n' "${stderr_lines[@]}" | jq -r 'select(.event == "run") | "\(.index)/\(.total) \(.status)"')" = "1/1 ok" ]
}

@test "bad arguments exit 2 with one line" {
	local a
	for a in "--order random" "--rsd-threshold x" "--runs 0" "--frob"; do
		# shellcheck disable=SC2086 # each entry is an option and its value
		run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none $a
		[ "$status" -eq 2 ]
		[ "${#stderr_lines[@]}" -eq 1 ]
		[ -z "$output" ]
	done
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers 'none,Bogus Label'
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"unknown scheduler 'Bogus Label'"* ]]
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers 'bfq,BFQ'
	[ "$status" -eq 2 ]
	[[ $stderr == *"share the results folder 'bfq'"* ]]
	run --separate-stderr "$RUN_PACK" --resume "$WORK/nope" --quick
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	# a manifest that is empty, truncated, garbage or not an object is named as such
	mkdir "$WORK/badstudy"
	for a in '' '{"args": [' 'garbage' '[1]'; do
		printf '%s' "$a" >"$WORK/badstudy/manifest.json"
		run --separate-stderr "$RUN_PACK" --resume "$WORK/badstudy"
		[ "$status" -eq 2 ]
		[ "${#stderr_lines[@]}" -eq 1 ]
		[[ $stderr == *"manifest.json is not a JSON object"* ]]
	done
}

# dyn_study MODE SECONDS BW...: a study folder $WORK/dyn with one scheduler "s" and one cell
# "c", 3 scheduled runs, MODE dynamic or fixed, and one ok run of SECONDS per BW (KiB/s),
# each with its fio.json; sets M to its manifest.
dyn_study() {
	local mode=$1 secs=$2 r=0
	shift 2
	rm -rf "$WORK/dyn"
	M=$WORK/dyn/manifest.json
	for _ in "$@"; do
		r=$((r + 1))
		mkdir -p "$WORK/dyn/s/c/run-$r"
		echo '{}' >"$WORK/dyn/s/c/run-$r/fio.json"
	done
	printf '%s\n' "$@" | jq -s --arg mode "$mode" --argjson secs "$secs" \
		'{schema: 1, runs: 3, runs_mode: $mode, rsd_threshold: 3.5, order: "interleaved",
		  schedulers: ["s"], cells: ["c"],
		  results: [to_entries[] | {scheduler: "s", cell: "c", run: (.key + 1), status: "ok",
		                            seconds: $secs, bw_kib: .value}]}' >"$M"
}

# next_after N: what build/schedaio-study says comes after run N of s/c in $M (status 1: none).
next_after() { run "$TOP/build/schedaio-study" next "$M" --after s c "$1"; }

@test "dynamic run count: each branch of Phoronix's increase_run_count_check (v8.x), within the cap" {
	local study=$TOP/build/schedaio-study
	[ -x "$study" ]
	[ "$("$study" reason 3.5 100 110 90)" = "RSD 10.00 % >= 3.5 % over 3 runs" ]
	run "$study" reason 3.5 100 101 100
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	run "$study" reason 20 100 110 90
	[ "$status" -eq 1 ]
	# RSD at or above the threshold, under MAX = 3 x 3: one more run, with the reason.
	dyn_study dynamic 25 100 110 90
	next_after 3
	[ "$output" = "$(printf 's\tc\t4\tRSD 10.00 %% >= 3.5 %% over 3 runs')" ]
	# RSD under the threshold: none.
	dyn_study dynamic 25 100 101 100
	next_after 3
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	# Before the scheduled count, run 3 is a scheduled run (no reason); the first run is 1.
	dyn_study dynamic 25 50 100
	next_after 2
	[ "$output" = "$(printf 's\tc\t3\t')" ]
	rm "$WORK/dyn/s/c/run-1/fio.json" # an ok run without its fio.json is run again
	[ "$("$study" next "$M")" = "$(printf 's\tc\t1\t')" ]
	# --runs N: never more.
	dyn_study fixed 25 100 110 90
	next_after 3
	[ "$status" -eq 1 ]
	# At MAX (9 runs): one more only while the RSD is within half of the first check's (the
	# RSD of the 3 scheduled runs, 10.00 % here): 8.38 % is; one that fell under 5.00 is not.
	dyn_study dynamic 25 100 110 90 100 109 91 100 110 90
	next_after 9
	[ "$output" = "$(printf 's\tc\t10\tRSD 8.38 %% >= 3.5 %% over 9 runs, and within half of the first check'"'"'s RSD 10.00 %%')" ]
	dyn_study dynamic 25 100 110 90 100 100 100 100 100 100
	next_after 9
	[ "$status" -eq 1 ]
	# ... and never at MAX + 3 = 12 runs.
	dyn_study dynamic 25 100 110 90 100 109 91 100 110 90 100 110
	next_after 11
	[ "$status" -eq 0 ]
	dyn_study dynamic 25 100 110 90 100 109 91 100 110 90 100 110 90
	next_after 12
	[ "$status" -eq 1 ]
	# Runs of 2 minutes or more: MAX = 2 x 3, the cap 6 + 3.
	dyn_study dynamic 130 100 110 90 100 110
	next_after 5
	[ "$output" = "$(printf 's\tc\t6\tRSD 8.20 %% >= 3.5 %% over 5 runs')" ]
	dyn_study dynamic 130 100 110 90 100 110 90
	next_after 6
	[[ $output == *"within half of the first check's RSD 10.00 %" ]]
	dyn_study dynamic 130 100 110 90 100 110 90 100 110 90
	next_after 9
	[ "$status" -eq 1 ]
	# Runs of over an hour (floor(avg / 60) > 60): none.
	dyn_study dynamic 3700 100 110 90
	next_after 3
	[ "$status" -eq 1 ]
	dyn_study dynamic 3659 100 110 90
	next_after 3
	[ "$status" -eq 0 ]
	[ "$("$study" count "$M")" = "3 3" ]
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

@test "--order blocked, a buffered pack (cache dropped before each run) with scratch_file fresh" {
	need_root
	short_runs
	cp -r "$TOP/jobs/laptop" "$WORK/pack"
	sed -i 's/^direct=1$/direct=0/; s/^buffered=0$/buffered=1/' "$WORK/pack/randread-4k.fio"
	jq '. + {scratch_file: "fresh"}' "$TOP/jobs/laptop/pack.json" >"$WORK/pack/pack.json"
	run --separate-stderr "$RUN_PACK" --pack "$WORK/pack" --quick --engine libaio --out "$OUT" \
		--scratch-backing /dev/shm --schedulers none,kyber --runs 2 --cells randread-4k --order blocked
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	local m=$output/manifest.json
	[ "$(jq -r '[.results[] | "\(.scheduler)/\(.run)/\(.cache_dropped)"] | join(" ")' "$m")" = \
		"none/1/true none/2/true kyber/1/true kyber/2/true" ]
	[ "$(jq -r '.order, .pack.scratch_file' "$m" | paste -sd' ')" = "blocked fresh" ]
	jq -e '.results[0].job_diff | index("+ioengine=libaio") == null' "$m" >/dev/null
	nothing_of_ours
}

@test "dynamic run count, live: --rsd-threshold 0 adds runs to 9, then while the RSD holds, to 12 at most; records why" {
	need_root
	export SCHEDAIO_QUICK="runtime=1 ramp_time=0 startdelay=0 size=16m"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--scratch-backing /dev/shm --schedulers none --cells randread-4k --rsd-threshold 0
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	local m=$output/manifest.json n
	n=$(jq '.results | length' "$m")
	[ "$n" -ge 9 ]
	[ "$n" -le 12 ]
	[ "$(jq -r '.runs, .runs_mode' "$m" | paste -sd' ')" = "3 dynamic" ]
	[ "$(jq -r '[.results[] | .added_because != null] | map(tostring) | join(",")' "$m")" = \
		"false,false,false$(printf ',true%.0s' $(seq 4 "$n"))" ]
	jq -r '.results[3].added_because' "$m" | grep -q '^RSD .* >= 0 % over 3 runs$'
	printf '%s\n' "${stderr_lines[@]}" | grep -q "^\[$n/$n\] laptop randread-4k .* run $n/$n .*(extra run: RSD"
	# The study stopped where the rule says: no run n+1.
	run "$TOP/build/schedaio-study" next "$m" --after none randread-4k "$n"
	[ "$status" -eq 1 ]
}

# bats test_tags=guest, guest:20s
@test "SIGTERM mid-run: exit 143, manifest interrupted, the device's bfq low_latency=0 restored" {
	need_root
	bfq_loop
	start_study --device "$LOOP" --dir "$MNT" --schedulers kyber --runs 2 --cells randread-4k
	stop_study TERM "$OUT/*/kyber/randread-4k/run-1"
	[ "$RC" -eq 143 ]
	[ "$(jq -r '.status, .results[-1].status' "$OUT"/*/manifest.json | paste -sd' ')" = "interrupted interrupted" ]
	[ "$(bfq_state "$LOOP")" = "bfq 0" ]
	[ -z "$(find "$MNT" -mindepth 1 -maxdepth 1 ! -name lost+found)" ]
	run ! pgrep -f -- "--output=$OUT/"
	nothing_of_ours
}

@test "--strict: other I/O on the device during preflight stops the study before any run" {
	need_root
	tuned_loop
	local pid
	(untraced; while :; do dd if="$LOOP" of=/dev/null bs=4k count=64 iflag=direct 2>/dev/null; sleep 0.05; done) &
	pid=$!
	cleanup_push "kill $pid; wait $pid 2>/dev/null"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --dir "$MNT" --schedulers none --runs 1 --cells randread-4k --strict
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 1 ]
	[[ $stderr == *"warning: preflight: other I/O on $(basename "$LOOP")"* ]]
	[[ $stderr == *"--strict is set; nothing was run"* ]]
	[ "$(jq '.results | length' "$OUT"/*/manifest.json)" -eq 0 ]
	jq -e '.preflight | map(select(startswith("WARN  other I/O"))) | length == 1' "$OUT"/*/manifest.json >/dev/null
	[ "$(tuned_state "$LOOP")" = "$TUNED" ]
	nothing_of_ours
}

@test "the preflight does not take a cache flush without data (another process's sync of the device's filesystem) for other I/O" {
	need_root
	short_runs
	local pid d f0 f1
	# a device whose filesystem is quiet once mounted, as run-pack's scratch device (no lazy init)
	ram_loop 256
	d=$(basename "$LOOP")
	mkfs.ext4 -q -E lazy_itable_init=0,lazy_journal_init=0 "$LOOP"
	MNT=$(mktemp -d /tmp/schedaio-mnt.XXXXXX)
	cleanup_push "rmdir '$MNT'"
	mount -o no_prefetch_block_bitmaps "$LOOP" "$MNT"
	cleanup_push "umount '$MNT'"
	# Another process syncing the filesystem on the device all along, as any sync(2) on the
	# machine does (another study's `sync` before a buffered cell): each syncfs makes ext4 flush
	# the device's cache, one write I/O in its stat that moves no sector. Without the rule the
	# preflight counted them: "WARN  other I/O on loopN: 18 I/Os completed in 1 s". Stopped
	# by its trap once its sync or sleep has ended (none left holding $MNT at the umount).
	(untraced; trap 'exit 0' TERM; while :; do sync -f "$MNT"; sleep 0.05; done) &
	pid=$!
	cleanup_push "kill $pid; wait $pid 2>/dev/null || true"
	f0=$(awk '{ print $16 }' "/sys/block/$d/stat")
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --dir "$MNT" --schedulers none --runs 1 --cells randread-4k --strict
	printf '%s\n' "${stderr_lines[@]}"
	f1=$(awk '{ print $16 }' "/sys/block/$d/stat")
	[ "$f1" -gt "$f0" ] # the flushes reached the device (stat field 16)
	[ "$status" -eq 0 ]
	jq -e --arg l "ok    no other I/O on $d during 1 s" '.preflight | index($l) != null' "$OUT"/*/manifest.json >/dev/null
	nothing_of_ours
}

@test "fio crashing mid-run (SIGKILL to fio): the run is retried once and the study goes on" {
	need_root
	tuned_loop
	local pid
	start_study --device "$LOOP" --dir "$MNT" --schedulers none --runs 2 --cells randread-4k
	pid=$(wait_fio "$OUT/*/none/randread-4k/run-1")
	[ -n "$pid" ]
	kill -KILL "$pid"
	RC=0
	wait "$RP_PID" || RC=$?
	RP_PID=''
	cat "$WORK/stderr"
	[ "$RC" -eq 0 ]
	[ "$(jq -r '[.results[] | "\(.run):\(.status):\(.attempts)"] | join(" ")' "$OUT"/*/manifest.json)" = "1:ok:2 2:ok:1" ]
	grep -q 'fio exit 137' "$WORK/stderr"
	[ "$(tuned_state "$LOOP")" = "$TUNED" ]
	nothing_of_ours
}

# bats test_tags=guest, guest:22s
@test "a kernel name runs with the scheduler's default tunables, not the device's (bfq, low_latency 0 before)" {
	need_root
	bfq_loop
	sample_while_fio "$LOOP"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --dir "$MNT" --schedulers bfq --runs 1 --cells randread-4k
	[ "$status" -eq 0 ]
	sort -u "$WORK/seen"
	[ "$(sort -u "$WORK/seen")" = "bfq 1" ]
	[ "$(bfq_state "$LOOP")" = "bfq 0" ]
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

# bats test_tags=guest, guest:13s
@test "a variant with a tunable value its scheduler refuses stops the study before any run, naming it" {
	need_root
	bfq_loop
	# (a tunable name the kernel's documentation lacks, slice_idel, stops it before anything
	# is made: run-pack.bats)
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --dir "$MNT" --schedulers 'none,bfq:slice_idle=soon' --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 1 ]
	[[ "${stderr_lines[*]}" == *"'bfq:slice_idle=soon': cannot write slice_idle=soon on $LOOP; nothing was run"* ]]
	run find "$OUT" -name fio.json
	[ -z "$output" ]
	[ "$(bfq_state "$LOOP")" = "bfq 0" ]
	nothing_of_ours
}

@test "a new scratch device is left to settle before the preflight counts its I/Os, and is mounted without ext4's bitmap prefetch" {
	need_root
	short_runs
	local shm pid dev m line gap
	shm=$(mktemp -d /dev/shm/schedaio-settle.XXXXXX)
	cleanup_push "rm -rf '$shm'"
	# Start-up I/O of a new device, played by a reader: from the moment the scratch loop device
	# (its backing file in $shm) exists until 1.5 s after the manifest is written (beyond the
	# preflight's former window: 0.2 s, then 1 s), with the mount's options noted. The times of
	# its reads from then on are kept ($WORK/reads, µs): the settle waits for 1 s without data
	# moved, so a reader stalled that long by a loaded machine (each read a new dd) rightly
	# ends it early, and a WARN then is no fault: the test says so (skip) instead of failing.
	(
		for ((i = 0; i < 3000; i++)); do
			dev=$(losetup -a | grep -F "($shm/" | cut -d: -f1 | head -n1)
			[ -z "$dev" ] || break
			sleep 0.02
		done
		[ -n "$dev" ] || exit 1
		for ((i = 0; i < 3000; i++)); do
			dd if="$dev" of=/dev/null bs=4k count=1 iflag=direct 2>/dev/null
			if compgen -G "$OUT/*/manifest.json" >/dev/null; then
				grep "^$dev " /proc/mounts >"$WORK/mounts"
				echo "${EPOCHREALTIME/./}" >"$WORK/reads"
				break
			fi
			sleep 0.05
		done
		for ((i = 0; i < 30; i++)); do
			dd if="$dev" of=/dev/null bs=4k count=1 iflag=direct 2>/dev/null
			echo "${EPOCHREALTIME/./}" >>"$WORK/reads"
			sleep 0.05
		done
	) &
	pid=$!
	cleanup_push "kill $pid 2>/dev/null; wait $pid 2>/dev/null || true"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--scratch-backing "$shm" --schedulers none --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	wait "$pid"
	m=$(echo "$OUT"/*/manifest.json)
	line=$(jq -r '.preflight[] | select(test("I/O on "))' "$m")
	echo "$line"
	gap=$(awk 'NR > 1 && $1 - p > g { g = $1 - p } { p = $1 } END { print int(g / 1000) }' "$WORK/reads")
	[[ $line == ok* ]] || [ "$gap" -lt 1000 ] || skip "the reader stalled $gap ms between two reads (a loaded machine): the settle rightly ended then"
	[[ $line == "ok    no other I/O on loop"*" during 1 s (counted once the new scratch device had settled, after "*" s)" ]]
	grep -q 'no_prefetch_block_bitmaps' "$WORK/mounts"
	[ -z "$(ls -A "$shm")" ]
}
