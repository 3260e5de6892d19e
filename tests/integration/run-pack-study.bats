#!/usr/bin/env bats
# tests/run: long
# shellcheck disable=SC2154 # stderr and stderr_lines are set by bats' run --separate-stderr
# run-pack-study.bats: issue 5's acceptance on RAM-backed loop devices, with tiny runs
# (--quick, and SCHEDAIO_QUICK: runtime=2 ramp_time=0 startdelay=0 size=64m; runtime=1 in the
# tests that only count runs and read their files: helpers.bash short_runs; setup's 2 s stay
# where a test acts while a run's fio runs or samples the device meanwhile):
# - a study stopped by SIGINT, then by SIGKILL during a later run: after each, the device has
#   its original scheduler and tunable (tuned_loop: one the study does not run, a tunable off
#   its default; after --restore for SIGKILL), nothing of run-pack's is left, and --resume
#   completes the study with every earlier result file byte-identical (scratch device and
#   --device both); --resume refuses a changed pack;
# - in the guest tier (bfq, which this host's kernel lacks), one cheap test: SIGTERM mid-run
#   gives bfq's low_latency=0 back (run-pack's INT and TERM are one path: study_traps, then
#   on_exit's undo; SIGKILL runs no trap: --restore replays the state file through the same
#   sched_apply, checked on the host's tuned device above: a SIGKILL, a --resume and a
#   --restore more in the guest cost ~100 s of emulated time there, 2026-12-07);
# - a cell whose job file has an impossible option is retried once, recorded failed, and the
#   rest of the study finishes; a fio killed mid-run is retried once.
# The rest of issue 5's acceptance: run-pack-study-labels.bats (labels, legacy labels, kernel
# names and tunables, expect_sched), run-pack-study-device.bats (raw devices, the preflight, a
# new scratch device), run-pack-study-plan.bats (--dry-run, bad arguments, the run count,
# --order blocked).
# Only the devices, files and state this file makes are looked at (other programs may use
# loop devices at the same time). Root tests skip with a reason when not root.

bats_require_minimum_version 1.5.0

load helpers
load run-pack-study-helpers # setup, teardown and the helpers of run-pack-study*.bats

# ok_sums DIR: sha256 of every file of the runs the manifest marks ok.
ok_sums() {
	local k
	for k in $(jq -r '.results[] | select(.status == "ok") | "\(.scheduler)/\(.cell)/run-\(.run)"' "$1/manifest.json"); do
		(cd "$1" && find "$k" -type f -print0 | sort -z | xargs -0 sha256sum)
	done
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

@test "--device study: SIGINT and SIGKILL restore the device's scheduler and tunable; --resume completes it" {
	need_root
	tuned_loop
	local dir before
	[ "$(tuned_state "$LOOP")" = "$TUNED" ]
	# two schedulers, neither the device's own (tuned_loop's: a tunable off its default, which a
	# scheduler switch resets): SIGINT in the first's second run, SIGKILL in the last run, after
	# the resume's first
	start_study --device "$LOOP" --dir "$MNT" --schedulers none,kyber --runs 1 --cells randread-4k,write-4k
	stop_study INT "$OUT/*/none/write-4k/run-1"
	[ "$RC" -eq 130 ]
	[ "$(tuned_state "$LOOP")" = "$TUNED" ]
	[ -z "$(find "$MNT" -mindepth 1 -maxdepth 1 ! -name lost+found)" ]
	dir=$(ls -d "$OUT"/*)
	before=$(ok_sums "$dir")

	# The device is never taken from the results folder: without --device, refused.
	run --separate-stderr "$RUN_PACK" --resume "$dir"
	[ "$status" -eq 2 ]
	[[ $stderr == *"give --device DEV (and --dir DIR) again"* ]]
	start_rp --resume "$dir" --device "$LOOP" --dir "$MNT"
	stop_study KILL "$dir/kyber/write-4k/run-1"
	[ "$(tuned_state "$LOOP")" != "$TUNED" ] # kyber, as the killed run-pack left it
	run --separate-stderr "$RUN_PACK" --restore
	[ "$status" -eq 0 ]
	[ "$(tuned_state "$LOOP")" = "$TUNED" ]
	[ -z "$(find "$MNT" -mindepth 1 -maxdepth 1 ! -name lost+found)" ]

	run --separate-stderr "$RUN_PACK" --resume "$dir" --device "$LOOP" --dir "$MNT"
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[ "$(jq -r --arg t "$TUNABLE" '.status, .original.scheduler, .original.tunables[$t]' "$dir/manifest.json" | paste -sd' ')" = "complete $TUNED" ]
	[ "$(tuned_state "$LOOP")" = "$TUNED" ]
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
