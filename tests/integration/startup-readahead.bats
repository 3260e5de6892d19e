#!/usr/bin/env bats
# tests/run: serial=recorder
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# startup-readahead.bats: the start-up pack at the laptop's readahead (issue 19).
# scripts/record-startup-trace --readahead-kb: a bad value exits 2 with one clear line; a
# recording on a copy (root, Xvfb, xterm, strace) writes the readahead, the device and the
# copy into the .json and leaves loop devices, mounts, tracefs instances and temporary
# folders as it found them, also when it gets SIGINT mid-record. run-pack: pack.json
# read_ahead_kb is said by --dry-run, refused when bad, and set on the scratch device it makes
# (the engine's stats and the manifest record it). --session: a bad value exits 2; the
# stand-in (yad) maps the copy, is named in the .json, and neither it nor the copy is left
# behind, also on SIGINT. Root tests skip when not root. ~1 min.

bats_require_minimum_version 1.5.0

load helpers

REC=$TOP/scripts/record-startup-trace
RUN_PACK=$TOP/scripts/run-pack
PACK=$TOP/jobs/startup

setup() {
	common_setup
	export SCHEDAIO_STATE_DIR=$WORK/state
}

teardown() {
	if [ -n "${RECPID:-}" ] && kill -0 "$RECPID" 2>/dev/null; then
		kill -TERM "$RECPID" 2>/dev/null || true
		wait "$RECPID" 2>/dev/null || true
	fi
	[ ! -d "$SCHEDAIO_STATE_DIR" ] || "$RUN_PACK" --restore >/dev/null 2>&1 || true
	common_teardown
}

@test "record-startup-trace --session: a bad value exits 2 with one clear line, before anything" {
	local v
	for v in gnome kde '' GTK; do
		run --separate-stderr "$REC" --app xterm --session "$v"
		echo "'$v': $status $stderr"
		[ "$status" -eq 2 ]
		[ "$stderr" = "record-startup-trace: --session must be gtk (a desktop session's stand-in) or none, not '$v'" ]
	done
	run --separate-stderr "$REC" --app xterm --session
	[ "$status" -eq 2 ]
	[ "$stderr" = "record-startup-trace: --session needs a value (see --help)" ]
	run "$REC" --help
	[ "$status" -eq 0 ]
	[[ $output == *"--session gtk|none"*"default gtk"*"yad"* ]]
}

@test "record-startup-trace --out: a folder or a missing folder exits 2 before any cold start" {
	run --separate-stderr "$REC" --app xterm --out "$WORK"
	[ "$status" -eq 2 ]
	[ "$stderr" = "record-startup-trace: --out '$WORK' is a folder: give the file to write" ]
	run --separate-stderr "$REC" --app xterm --out "$WORK/no/such/x.iolog"
	[ "$status" -eq 2 ]
	[ "$stderr" = "record-startup-trace: --out '$WORK/no/such/x.iolog': no folder $WORK/no/such" ]
	if [ -e "$WORK/no" ]; then
		echo "the missing folder was made"
		return 1
	fi
}

@test "record-startup-trace --session none: no stand-in runs, the json says so" {
	need_recorder
	local before
	before=$(rec_machine_state)
	run --separate-stderr timeout 300 "$REC" --app xterm --recordings 1 --session none --out "$WORK/xterm.iolog"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ $stderr != *"session stand-in up"* ]]
	[ "$(jq -c .session "$WORK/xterm.json")" = '{"mode":"none"}' ]
	[ "$(rec_machine_state)" = "$before" ]
}

@test "record-startup-trace --readahead-kb: a bad value exits 2 with one clear line, before anything" {
	local v
	for v in 5 abc -4 65540 1e3 ''; do
		run --separate-stderr "$REC" --app xterm --readahead-kb "$v"
		echo "'$v': $status $stderr"
		[ "$status" -eq 2 ]
		[ "$stderr" = "record-startup-trace: --readahead-kb must be whole KiB from 0 to 65536, a multiple of 4 (the page size), or 'disk' (record on the disk at its own readahead), not '$v'" ]
	done
	run --separate-stderr "$REC" --app xterm --readahead-kb
	[ "$status" -eq 2 ]
	[ "$stderr" = "record-startup-trace: --readahead-kb needs a value (see --help)" ]
	run "$REC" --help
	[ "$status" -eq 0 ]
	[[ $output == *"--readahead-kb N"*"default 128"*"disk"* ]]
}

@test "record-startup-trace on a copy at 128 KiB: the json says the readahead, device and copy; nothing left behind" {
	need_recorder
	local before
	before=$(rec_machine_state)
	run --separate-stderr timeout 300 "$REC" --app xterm --recordings 1 --out "$WORK/xterm.iolog"
	echo "$stderr"
	[ "$status" -eq 0 ]
	jq . "$WORK/xterm.json"
	[ "$(jq -r .readahead_kb "$WORK/xterm.json")" = 128 ]
	[[ $(jq -r .device "$WORK/xterm.json") == loop* ]]
	[ "$(jq -r .disk "$WORK/xterm.json")" != "$(jq -r .device "$WORK/xterm.json")" ]
	[ "$(jq -r .copied_files "$WORK/xterm.json")" -gt 0 ]
	[ "$(jq -r .copied_bytes "$WORK/xterm.json")" -gt 0 ]
	[ "$(jq -r '.outside_bytes | type' "$WORK/xterm.json")" = number ]
	[ "$(jq -r '.outside_meta_bytes <= .outside_bytes' "$WORK/xterm.json")" = true ]
	# the default stand-in: named with its package's version, and it mapped files of the copy
	[ "$(jq -r .session.mode "$WORK/xterm.json")" = gtk ]
	[[ $(jq -r .session.command "$WORK/xterm.json") == "yad --title=schedaio-session-"* ]]
	[ "$(jq -r .session.package_version "$WORK/xterm.json")" = "$(dpkg-query -W -f '${Version}' yad)" ]
	[ "$(jq -r .session.mapped_copies "$WORK/xterm.json")" -gt 0 ]
	[[ $stderr == *"session stand-in up (yad "*"maps "*" files of the copy"* ]]
	# the iolog holds what the json says
	[ "$(awk '$3 == "read" { n++ } END { print n + 0 }' "$WORK/xterm.iolog")" = "$(jq .requests "$WORK/xterm.json")" ]
	[ "$(awk '$3 == "read" { b += $5 } END { print b + 0 }' "$WORK/xterm.iolog")" = "$(jq .bytes "$WORK/xterm.json")" ]
	# the recording's requests are of at most a readahead window and the largest I/O the
	# application asked itself: no 8 MiB read-around of the disk
	[ "$(awk '$3 == "read" && $5 > m { m = $5 } END { print m + 0 }' "$WORK/xterm.iolog")" -le $((1024 * 1024)) ]
	[ "$(rec_machine_state)" = "$before" ]
}

@test "record-startup-trace: a recording that fails after the stand-in is up leaves nothing behind" {
	need_recorder
	local before
	before=$(rec_machine_state)
	# --raw into a missing folder: the cold start is recorded, then the copy of the raw text fails
	run --separate-stderr timeout 300 "$REC" --app xterm --recordings 1 --out "$WORK/xterm.iolog" --raw "$WORK/no/such/raw.txt"
	echo "$stderr"
	[ "$status" -eq 1 ]
	[[ $stderr == *"session stand-in up"* ]]
	[ ! -e "$WORK/xterm.iolog" ]
	[ "$(rec_machine_state)" = "$before" ]
}

@test "record-startup-trace: SIGINT mid-record stops the stand-in, unmounts, detaches, removes the image and the instance" {
	need_recorder
	local before rc rpid ypid
	before=$(rec_machine_state)
	rec_start_until 'cold start 2 of 20'
	# mid-record: the copy is attached and mounted, the stand-in runs
	losetup -a | grep -q schedaio-rec-img
	grep -q 'session stand-in up' "$WORK/stderr"
	rpid=$REC_RPID
	ypid=$(pgrep -f "yad --title=schedaio-session-$rpid")
	echo "recorder $rpid, stand-in $ypid"
	[ -n "$ypid" ]
	kill -INT "$rpid"
	rc=0
	wait "$RECPID" || rc=$?
	echo "exit $rc"
	[ "$rc" -eq 130 ]
	RECPID=''
	[ ! -e "$WORK/xterm.iolog" ]
	run kill -0 "$ypid"
	[ "$status" -ne 0 ]
	[ "$(rec_machine_state)" = "$before" ]
}

# ra_pack DIR RA: a one-cell pack (the idle xterm start: no background) with read_ahead_kb RA.
ra_pack() {
	mkdir -p "$1/traces"
	jq -n --argjson ra "$2" '{name: "startup-ra-test", title: "startup readahead test", measure: "startup",
		cells: ["idle-xterm"], kernels: ["test"], seeds: [], fio_version: "3.33",
		read_ahead_kb: $ra, traces: {xterm: "traces/xterm.iolog"}}' >"$1/pack.json"
	cp "$PACK/traces/xterm.iolog" "$1/traces/"
	cp "$PACK/idle-xterm.fio" "$1/"
}

@test "run-pack: pack.json read_ahead_kb in --dry-run, refused when bad, left alone with --device" {
	run --separate-stderr "$RUN_PACK" --pack "$PACK" --dry-run --cells seq-rw-xterm --schedulers none --runs 1
	[ "$status" -eq 0 ]
	[[ $output == *"run-pack: read_ahead_kb 128 (pack.json; set on the scratch device, restored at the end)"* ]]
	ra_pack "$WORK/bad" '"x"'
	run --separate-stderr "$RUN_PACK" --pack "$WORK/bad" --dry-run --schedulers none --runs 1
	[ "$status" -eq 2 ]
	# (a string is refused by pack.json's key types first: pack-input.bats)
	[ "$stderr" = "run-pack: $WORK/bad/pack.json: read_ahead_kb must be a JSON number, not string" ]
	ra_pack "$WORK/bad2" 130
	run --separate-stderr "$RUN_PACK" --pack "$WORK/bad2" --dry-run --schedulers none --runs 1
	[ "$status" -eq 2 ]
	need_root
	ram_loop 64
	ext4_mount "$LOOP"
	run --separate-stderr "$RUN_PACK" --pack "$PACK" --dry-run --cells idle-xterm --schedulers none --runs 1 --device "$LOOP" --dir "$MNT"
	echo "$output"
	[ "$status" -eq 0 ]
	[[ $output == *"read_ahead_kb: the pack asks 128 (pack.json), not applied: run-pack changes it only on a scratch device it made; $LOOP keeps its own ("*" KiB)"* ]]
}

@test "run-pack sets pack.json read_ahead_kb on its scratch device: the engine's stats and the manifest record it" {
	need_root
	need_engine
	local m st orig
	ra_pack "$WORK/pack" 64
	run --separate-stderr timeout 300 "$RUN_PACK" --pack "$WORK/pack" --schedulers none --runs 1 \
		--scratch-backing /dev/shm --scratch-size 256 --out "$WORK/out"
	echo "$stderr"
	[ "$status" -eq 0 ]
	m=$(ls "$WORK"/out/*/manifest.json)
	jq '{device, original}' "$m"
	[ "$(jq '.device.read_ahead_kb' "$m")" = 64 ]
	orig=$(jq '.original.read_ahead_kb' "$m")
	[[ $orig =~ ^[0-9]+$ ]]
	# the app job ran on the device at 64 KiB (the engine reads the queue at the job's start)
	st=$(ls "$WORK"/out/*/none/idle-xterm/run-1/schedaio-app.json)
	jq -c .target "$st"
	[ "$(jq '.target.queue.read_ahead_kb' "$st")" = 64 ]
	# nothing left: the state file is gone, no loop device on the study's backing file
	run ls "$SCHEDAIO_STATE_DIR"
	[ -z "$output" ]
	run bash -c "losetup -a | grep -c '$(jq -r .device.backing "$m")'"
	[ "$output" = 0 ]
}
