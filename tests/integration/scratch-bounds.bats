#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# scratch-bounds.bats: where a pack's scratch device goes and what it may hold in memory
# (issue 39: no path taken on trust, every size bounded; STUDIES.md "run-pack").
#   - a pack's relative scratch_backing is refused (exit 2, one line, nothing made), even with
#     a folder of that name in the current folder, where it was resolved before; an absolute
#     one is taken; --scratch-backing, the caller's own argument, is resolved as typed;
#   - on a file system in memory, the scratch device and the largest cell's fio buffers, each
#     under half of MemAvailable, are refused together when their sum is over it (exit 2,
#     the figures named, nothing made); a small pair is taken.
# --dry-run throughout: nothing is made. The memory test mounts a tmpfs of its own (root).
# ~2.3 s of CPU (1.8 s user + 0.5 s system here, 2026-12-07).

bats_require_minimum_version 1.5.0

load helpers

setup() {
	rp_setup
	command -v fio >/dev/null || skip "fio not installed"
	P=$WORK/pack
	mkdir "$P"
	printf '[a]\nioengine=libaio\nrw=read\nbs=4k\nsize=1m\ndirect=1\n' >"$P/a.fio"
}

teardown() { common_teardown; }

# dry [ARGS...]: run-pack --dry-run on the pack P from the folder $WORK/cwd.
dry() {
	mkdir -p "$WORK/cwd"
	run --separate-stderr bash -c 'cd "$1" && shift && exec "$@"' - "$WORK/cwd" \
		"$RUN_PACK" --pack "$P" --engine libaio --schedulers none --dry-run --out "$OUT" "$@"
	echo "status $status: $stderr"
}

@test "a pack's relative scratch_backing is refused, though the current folder holds one of its name; an absolute one is taken" {
	mkdir -m 0700 "$WORK/cwd" "$WORK/cwd/shm"
	printf '{"name":"p","scratch_backing":"shm"}' >"$P/pack.json"
	dry --scratch-size 160
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"pack.json: scratch_backing 'shm' is not an absolute path"* ]]
	[[ $stderr == *"nothing was made" ]]
	[ -z "$(ls -A "$WORK/cwd/shm")" ]
	[ ! -e "$OUT" ]
	# the same name relative to the pack's folder is no better
	mkdir -m 0700 "$P/shm"
	dry --scratch-size 160
	[ "$status" -eq 2 ]
	[[ $stderr == *"scratch_backing 'shm' is not an absolute path"* ]]
	printf '{"name":"p","scratch_backing":""}' >"$P/pack.json"
	dry --scratch-size 160
	[ "$status" -eq 2 ]
	[[ $stderr == *"scratch_backing '' is not an absolute path"* ]]
	# absolute: taken, and named in the plan
	printf '{"name":"p","scratch_backing":"%s"}' "$WORK/cwd/shm" >"$P/pack.json"
	dry --scratch-size 160
	[ "$status" -eq 0 ]
	[[ $output == *"backing file in $WORK/cwd/shm"* ]]
}

@test "--scratch-backing, the caller's argument, is resolved against the current folder as typed" {
	mkdir -m 0700 "$WORK/cwd" "$WORK/cwd/here"
	printf '{"name":"p"}' >"$P/pack.json"
	dry --scratch-size 160 --scratch-backing here
	[ "$status" -eq 0 ]
	[[ $output == *"backing file in $WORK/cwd/here"* ]]
}

@test "in memory: the scratch device and fio's buffers, each under half of MemAvailable, are refused when together over it; a small pair is taken" {
	need_root
	local tmp=$WORK/tmpfs avail part
	mkdir -m 0700 "$tmp"
	avail=$(awk '$1 == "MemAvailable:" { print int($2 / 1024) }' /proc/meminfo)
	part=$((avail * 2 / 5)) # 40 % each: 80 % together
	mount -t tmpfs -o mode=0700,size=$((avail * 2))m schedaio-test-tmpfs "$tmp" || skip "cannot mount a tmpfs"
	cleanup_push "umount '$tmp'"
	printf '{"name":"p"}' >"$P/pack.json"
	printf '[a]\nioengine=libaio\nrw=read\nbs=%dm\niodepth=1\nsize=1m\ndirect=1\n' "$part" >"$P/a.fio"
	dry --scratch-size "$part" --scratch-backing "$tmp"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"--scratch-backing $tmp is a file system in memory: the scratch device's backing file in memory ("*") and fio's buffers ("*", the largest cell's) need "*" together, more than 50 % of MemAvailable ("*") (cell a); nothing was made"* ]]
	[ -z "$(ls -A "$tmp")" ]
	[ ! -e "$OUT" ]
	# each alone is taken: a small scratch device beside the large buffers, and the reverse
	dry --scratch-size 512 --scratch-backing "$tmp"
	[ "$status" -eq 0 ]
	printf '[a]\nioengine=libaio\nrw=read\nbs=4k\niodepth=1\nsize=1m\ndirect=1\n' >"$P/a.fio"
	dry --scratch-size "$part" --scratch-backing "$tmp"
	[ "$status" -eq 0 ]
}
