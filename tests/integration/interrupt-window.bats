#!/usr/bin/env bats
# tests/run:
# shellcheck disable=SC2154 # stderr: set by bats' run --separate-stderr
# interrupt-window.bats: run-pack killed in the window between a change and the next (found by
# sending Ctrl-C's SIGINT to run-pack's process group at random times, 2026-12-07): the
# scratch device's mount point was made before its record, so a kill right after the mkdir
# left a folder the journal did not name; its run-pack folder could then never be removed,
# the journal never settled, and every later run-pack stopped at "a killed run-pack's changes
# could not all be undone". A mkdir on PATH kills run-pack right after making the mount point
# (deterministic: no timing). Root and loop devices: skipped with the reason otherwise. ~5 s.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	rp_setup
	need_root # a scratch loop device
	short_runs 1
	SHM=$(mktemp -d /dev/shm/schedaio-window-test.XXXXXX)
	cleanup_push "rm -rf '$SHM'"
	mkdir "$WORK/bin"
	# the real mkdir, then SIGKILL to its caller (run-pack's shell) when it made a mount point
	cat >"$WORK/bin/mkdir" <<'SH'
#!/bin/bash
/usr/bin/mkdir "$@" || exit
case "${!#}" in */schedaio-run.??????/mnt) kill -KILL "$PPID" ;; esac
SH
	chmod 0755 "$WORK/bin/mkdir"
}

teardown() { rp_teardown; }

@test "run-pack killed right after making the scratch mount point: --restore undoes everything, the journal is removed, the next study runs" {
	run --separate-stderr env PATH="$WORK/bin:$PATH" "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick \
		--engine libaio --schedulers none --runs 1 --cells randread-4k --scratch-backing "$SHM" --out "$OUT"
	echo "killed run: status $status"
	[ "$status" -eq 137 ]
	local state work
	state=$(find "$SCHEDAIO_STATE_DIR" -name 'run-pack.*.state')
	[ -n "$state" ]
	work=$(awk -F'\t' '$1 == "mkdir" && $2 ~ /^\/tmp\/schedaio-run\.[A-Za-z0-9]+$/ { print $2; exit }' "$state")
	[ -n "$work" ]
	cleanup_push "rm -rf '$work'" # should the restore leave it
	[ -d "$work/mnt" ]
	run --separate-stderr "$RUN_PACK" --restore
	echo "restore: status $status: $stderr"
	[ "$status" -eq 0 ]
	[ ! -e "$work" ]
	[ -z "$(find "$SCHEDAIO_STATE_DIR" -name '*.state')" ]
	[ -z "$(losetup -a | grep -F "$SHM")" ]
	# and a study runs after it
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio \
		--schedulers none --runs 1 --cells randread-4k --scratch-backing "$SHM" --out "$OUT"
	echo "next study: status $status"
	[ "$status" -eq 0 ]
}
