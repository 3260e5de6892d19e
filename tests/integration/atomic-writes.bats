#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr: set by bats' run --separate-stderr
# atomic-writes.bats: the one writer (lib/json/atomicfile.h; the scripts' write_atomic through
# schedaio-study write-file) opens the file's folder once and works relative to it: a folder
# swapped for a link after that is not written through (the engine's stats_file, swapped by
# fio's exec_prerun after the engine's init; write-file, swapped while it reads). A write-file
# stopped by SIGTERM, SIGINT or SIGHUP removes its temporary; one killed by SIGKILL cannot,
# and its .NAME.XXXXXX.tmp (or an old-style NAME.tmp) is passed over by compare.
# No device, no guest: fio reads a 64 KiB file. A few seconds.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	cd "$TOP" || return 1
	D=$BATS_TEST_TMPDIR
	# shellcheck disable=SC2034 # read by helpers.bash nap (its FIFO)
	WORK=$D
	mkdir "$D/out" "$D/victim"
}

teardown() {
	local p
	for p in ${PIDS:-}; do kill -KILL "$p" 2>/dev/null || true; done
	exec 7>&- || true
}

# start_write_file FILE: build/schedaio-study write-file FILE in the background (SIGINT at
# its default: a background job of a script ignores it otherwise), reading the FIFO $D/in,
# whose writing end is fd 7 (bats keeps 3); waits until its temporary exists. PID in WPID.
start_write_file() {
	local i
	rm -f "$D/in"
	mkfifo "$D/in"
	env --default-signal=INT build/schedaio-study write-file "$1" <"$D/in" &
	WPID=$!
	PIDS="${PIDS:-} $WPID"
	exec 7>"$D/in"
	for ((i = 0; i < 200; i++)); do
		compgen -G "${1%/*}/.${1##*/}.*.tmp" >/dev/null && return 0
		nap 0.05
	done
	echo "no temporary of $1 appeared"
	return 1
}

@test "engine stats_file: its folder swapped for a link after the engine's init: the stats land in the folder checked, nothing through the link" {
	need_engine
	head -c 65536 /dev/zero >"$D/data"
	run --separate-stderr bash -c 'cd "$1" && fio --ioengine="external:$2" --name=t \
		--filename="$1/data" --rw=read --bs=4k --size=64k --direct=0 \
		--stats_file="$1/out/s.json" --output-format=json --output=fio.json \
		--exec_prerun="mv $1/out $1/out.moved && ln -s $1/victim $1/out"' _ "$D" "$ENGINE"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[ -L "$D/out" ]
	[ -z "$(ls -A "$D/victim")" ]
	[ "$(jq .read.bytes "$D/out.moved/s.json")" -eq 65536 ]
	[ -z "$(find "$D/out.moved" -name '*.tmp')" ]
}

@test "write-file: its folder swapped for a link while it reads: written in the folder it opened, nothing through the link" {
	start_write_file "$D/out/f"
	mv "$D/out" "$D/out.moved"
	ln -s "$D/victim" "$D/out"
	echo new >&7
	exec 7>&-
	wait "$WPID"
	[ "$(cat "$D/out.moved/f")" = new ]
	[ -z "$(ls -A "$D/victim")" ]
	[ -z "$(find "$D/out.moved" -name '*.tmp')" ]
}

@test "write-file stopped by SIGTERM, SIGINT or SIGHUP: its temporary removed, FILE as it was; SIGKILL leaves it" {
	local sig st
	echo old >"$D/out/f"
	for sig in TERM INT HUP; do
		start_write_file "$D/out/f"
		echo half >&7
		kill -s "$sig" "$WPID"
		st=0
		wait "$WPID" || st=$?
		exec 7>&-
		echo "SIG$sig: exit status $st"
		[ "$st" -eq $((128 + $(kill -l "$sig"))) ]
		[ -z "$(find "$D/out" -name '*.tmp')" ]
		[ "$(cat "$D/out/f")" = old ]
	done
	start_write_file "$D/out/f"
	kill -s KILL "$WPID"
	wait "$WPID" || true
	exec 7>&-
	[ "$(find "$D/out" -name '.f.*.tmp' | wc -l)" -eq 1 ]
	[ "$(cat "$D/out/f")" = old ]
}

@test "compare passes over a killed writer's temporaries (.NAME.XXXXXX.tmp, NAME.tmp) in a study and in a folder of fio JSON" {
	local s=tests/fixtures/results/mini r before_s before_f before_fe before_fs
	cp -r "$s" "$D/study"
	r=$D/study/none/randread-4k/run-1
	before_s=$(build/compare "$D/study")
	run --separate-stderr build/compare "$r"
	before_f=$output before_fe=$stderr before_fs=$status
	printf '{"half' >"$r/.fio.json.Ab12Cd.tmp"
	printf '{"half' >"$r/.schedaio.json.Xy34Zw.tmp"
	printf '{"half' >"$r/fio.json.tmp"
	printf '{"half' >"$r/schedaio.json.tmp"
	printf '{"half' >"$D/study/.manifest.json.Qw56Er.tmp"
	run --separate-stderr build/compare "$D/study"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[ "$output" = "$before_s" ]
	run --separate-stderr build/compare "$r"
	echo "$stderr"
	[ "$status" -eq "$before_fs" ]
	[ "$stderr" = "$before_fe" ]
	[ "$output" = "$before_f" ]
}
