#!/usr/bin/env bats
# tests/run: long
# shellcheck disable=SC2154 # stderr and stderr_lines are set by bats' run --separate-stderr
# run-pack-quick.bats: scripts/run-pack's studies on a RAM-backed scratch loop device, and
# everything undone on every exit path. Checks: a quick 2 cells x 2 schedulers x 1 run study
# (libaio) writes a complete manifest and 4 fio.json; fio writes in a new 0700 folder of ours;
# a study on a device named with --device restores its scheduler; SIGINT mid-study leaves
# manifest status "interrupted" and no loop device or mount; with build/schedaio.so,
# schedaio.json is tagged with the scheduler; a full results filesystem fails the study and
# everything is still undone. The studies after the quick one run 1 or 2 s runs (helpers.bash
# short_runs; 2 s where a test acts while a run's fio runs): they check what is left and
# recorded; the quick study's test holds --quick's own values (runtime=3). Only what the tests
# make is looked at (other programs use loop devices meanwhile).
# Root tests skip with a reason when not root. Run from the repository top.

bats_require_minimum_version 1.5.0

load helpers
load run-pack-helpers # setup, teardown, RUN_PACK, nothing_left, quick, mounted_loop

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
