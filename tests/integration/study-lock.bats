#!/usr/bin/env bats
# tests/run:
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# study-lock.bats: one run-pack at a time runs a study (rp-resume.sh study_lock: the study
# folder's flock, held from the manifest's first write to the end). A --resume of a study that
# another run-pack is running is refused before it makes anything (it ran the same runs into
# the same run folders and rewrote the manifest over the running study's records); after a
# SIGKILL the resume still runs (the fio the killed run-pack left holds the lock until the
# resume's restore stops it). Root and loop devices: skipped with the reason otherwise. ~20 s.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	rp_setup
	need_root # a study on a scratch loop device
	short_runs 3
	SHM=$(mktemp -d /dev/shm/schedaio-lock-test.XXXXXX)
	cleanup_push "rm -rf '$SHM'"
}

teardown() { rp_teardown; }

# start_study: a study of randread-4k under none, 2 runs, in the background (RP_PID); waits
# until the fio of its run 1 runs; sets DIR, the study's folder.
start_study() {
	start_rp --pack "$TOP/jobs/laptop" --quick --engine libaio --schedulers none --runs 2 \
		--cells randread-4k --scratch-backing "$SHM" --out "$OUT"
	wait_fio "$OUT/*/none/randread-4k/run-1" >/dev/null
	DIR=$(find "$OUT" -mindepth 1 -maxdepth 1 -type d)
	[ -d "$DIR" ]
}

@test "--resume of a study another run-pack is running: refused (exit 2, one line), nothing made; the study runs on undisturbed" {
	start_study
	run --separate-stderr "$RUN_PACK" --resume "$DIR" --scratch-backing "$SHM"
	echo "resume: status $status: $stderr"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[ "$stderr" = "run-pack: $DIR: another run-pack is running this study now (it holds the folder's lock); nothing was run" ]
	[ "$(find "$SCHEDAIO_STATE_DIR" -name '*.state' | wc -l)" -eq 1 ] # the study's own
	local rc=0
	wait "$RP_PID" || rc=$?
	RP_PID=''
	cat "$WORK/stderr"
	[ "$rc" -eq 0 ]
	[ "$(jq -r .status "$DIR/manifest.json")" = complete ]
	[ "$(jq '[.results[] | select(.status == "ok")] | length' "$DIR/manifest.json")" -eq 2 ]
	[ "$(jq '.resumed // [] | length' "$DIR/manifest.json")" -eq 0 ]
}

@test "after a SIGKILL mid-run, --resume runs (the killed run-pack's fio, which holds the lock, is stopped first) and completes the study" {
	start_study
	kill -KILL "$RP_PID"
	wait "$RP_PID" || true
	RP_PID=''
	run --separate-stderr "$RUN_PACK" --resume "$DIR" --scratch-backing "$SHM"
	echo "resume: status $status: $stderr"
	[ "$status" -eq 0 ]
	[ "$(jq -r .status "$DIR/manifest.json")" = complete ]
	[ "$(jq '[.results[] | select(.status == "ok")] | length' "$DIR/manifest.json")" -eq 2 ]
	[ -z "$(find "$SCHEDAIO_STATE_DIR" -name '*.state')" ]
}
