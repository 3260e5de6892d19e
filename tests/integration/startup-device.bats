#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# startup-device.bats: the start-up pack on a user's own device (issue 32, item 6):
# `run-pack --pack jobs/startup --device DEV --dir DIR` exits 0 and leaves DIR as it found it
# (the background's and the app's files, named by the cells' filename=, are removed with
# run-pack's folder DIR/schedaio-run.XXXXXX), and after a SIGKILL mid-run `--restore` clears
# the state file and the folder alike. DEV is a RAM-backed loop device of this test, its
# ext4 mounted on a folder of this test; one cell (seq-rw-xterm, its idle cell added) under
# none, short runs (SCHEDAIO_QUICK, the app 2 s in). Root tests skip when not root. ~15 s.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	rp_setup "runtime=2 ramp_time=0 startdelay=0"
	small_pack
}

teardown() {
	rp_teardown
}

# dir_state DIR: what DIR holds, one entry a line (names, types and sizes, depth first).
dir_state() {
	(cd "$1" && find . -printf '%p %y %s\n' | sort)
}

# small_pack: PACK, a copy of jobs/startup whose background files are 16 MiB, not 256 (--quick
# replaces [global] values only; the cells' own size= stays), and whose app starts 2 s into
# the run, not 11 (the background's transitory is not what these tests are about): the same
# jobs, names and files.
small_pack() {
	PACK=$WORK/startup
	cp -r "$TOP/jobs/startup" "$PACK"
	sed -i 's/^size=256m$/size=16m/; s/^startdelay=11$/startdelay=2/' "$PACK"/*.fio
	run ! grep -q '^size=256m' "$PACK"/*.fio
	run ! grep -q '^startdelay=11' "$PACK"/*.fio
}

# device_setup: LOOP with ext4 on MNT, a file of the user's in it; BEFORE what MNT holds.
device_setup() {
	need_root
	need_engine
	ram_loop 512
	ext4_mount "$LOOP"
	echo "the user's own file" >"$MNT/mine.txt"
	BEFORE=$(dir_state "$MNT")
}

@test "start-up pack on --device DEV --dir DIR: exits 0, DIR left as it was found, no state file" {
	device_setup
	run --separate-stderr "$RUN_PACK" --pack "$PACK" --cells seq-rw-xterm --schedulers none --runs 1 \
		--quick --device "$LOOP" --dir "$MNT" --out "$OUT"
	echo "status $status; stderr:"
	printf '  %s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	local d=$output
	run ! grep -F "could not undo" <<<"$stderr"
	run ! grep -F "not empty" <<<"$stderr"
	# both cells ran and were recorded (the run happened: the files were made, then removed)
	run jq -e '[.results[] | select(.status == "ok")] | length == 2' "$d/manifest.json"
	[ "$status" -eq 0 ]
	local after
	after=$(dir_state "$MNT")
	echo "before: $BEFORE"
	echo "after: $after"
	[ "$after" = "$BEFORE" ]
	run find "$SCHEDAIO_STATE_DIR" -name 'run-pack.*.state'
	[ "$output" = "" ]
}

@test "start-up pack on --device DEV --dir DIR killed with SIGKILL mid-run: --restore clears the state file and DIR" {
	device_setup
	"$RUN_PACK" --pack "$PACK" --cells seq-rw-xterm --schedulers none --runs 1 \
		--quick --device "$LOOP" --dir "$MNT" --out "$OUT" >"$WORK/rp.out" 2>"$WORK/rp.err" &
	RP_PID=$!
	# wait for the state: fio has laid out the background's files in run-pack's folder
	local i
	for ((i = 0; i < 600; i++)); do
		compgen -G "$MNT/schedaio-run.*/startup-reader0.dat" >/dev/null && break
		kill -0 "$RP_PID" 2>/dev/null || break
		sleep 0.05
	done
	run compgen -G "$MNT/schedaio-run.*/startup-reader0.dat"
	[ "$status" -eq 0 ]
	kill -KILL "$RP_PID"
	wait "$RP_PID" || true
	RP_PID=''
	local sync_pid
	sync_pid=$(awk -F'\t' '$1 == "sync" { print $2 }' "$SCHEDAIO_STATE_DIR"/run-pack.*.state)
	echo "sync loop: ${sync_pid:-none}; state: $(cat "$SCHEDAIO_STATE_DIR"/run-pack.*.state)"
	run --separate-stderr "$RUN_PACK" --restore
	echo "restore: $status; $stderr"
	[ "$status" -eq 0 ]
	run find "$SCHEDAIO_STATE_DIR" -name 'run-pack.*.state'
	[ "$output" = "" ]
	# the killed fio may close its files a moment after its kill: wait for it to be gone
	for ((i = 0; i < 100; i++)); do
		[ "$(dir_state "$MNT")" = "$BEFORE" ] && break
		sleep 0.1
	done
	[ "$(dir_state "$MNT")" = "$BEFORE" ]
	# the sync loop (S's periodic sync, the cell writes) was stopped by the restore
	# (a zombie until init reaps it: wait for it to be gone, not for a time)
	[ -n "$sync_pid" ]
	for ((i = 0; i < 50; i++)); do
		[ -e "/proc/$sync_pid" ] || break
		sleep 0.1
	done
	[ ! -e "/proc/$sync_pid" ]
}

@test "undo_rundir: removes only a root-owned 0700 schedaio-run.XXXXXX folder, with its files, never through a link" {
	need_root
	# shellcheck source=/dev/null
	source "$TOP/scripts/lib/rp-util.sh"
	# shellcheck source=/dev/null
	source "$TOP/scripts/lib/rp-state.sh"
	local d outside
	d=$(mktemp -d "$WORK/schedaio-run.XXXXXX")
	outside=$WORK/outside.txt
	echo keep >"$outside"
	echo x >"$d/startup-reader0.dat"
	ln -s "$outside" "$d/link"
	undo_rundir "$d"
	[ ! -e "$d" ]
	[ "$(cat "$outside")" = keep ]
	# a folder inside: left, with one line and status 1
	d=$(mktemp -d "$WORK/schedaio-run.XXXXXX")
	mkdir "$d/sub"
	run undo_rundir "$d"
	[ "$status" -eq 1 ]
	[[ $output == *"holds more than our files; left"* ]]
	[ -d "$d/sub" ]
	# not ours: another name, a link to a folder, a mode others may write
	mkdir -m 0700 "$WORK/other"
	echo x >"$WORK/other/f"
	run undo_rundir "$WORK/other"
	[ "$status" -eq 1 ]
	[ -f "$WORK/other/f" ]
	ln -s "$WORK/other" "$WORK/schedaio-run.abcdef"
	run undo_rundir "$WORK/schedaio-run.abcdef"
	[ "$status" -eq 1 ]
	[ -f "$WORK/other/f" ]
	d=$(mktemp -d "$WORK/schedaio-run.XXXXXX")
	chmod 0777 "$d"
	echo x >"$d/f"
	run undo_rundir "$d"
	[ "$status" -eq 1 ]
	[ -f "$d/f" ]
	# an old journal's mkdir record of such a folder removes it as rundir does
	d=$(mktemp -d "$WORK/schedaio-run.XXXXXX")
	echo x >"$d/startup-xterm.dat"
	undo_mkdir "$d"
	[ ! -e "$d" ]
}
