#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# scratch-backing.bats: the scratch device's backing folder is held to the one folder rule,
# and its file is made and attached through descriptors (issue 39 finding 2; study/
# loopmake.c, scripts/lib/loopdev.sh loopdev_create). An unprivileged user (nobody, through
# setpriv) gives a folder of theirs as --scratch-backing, or as a pack's scratch_backing, and
# swaps the new backing file for a link to a root-owned 0600 image at the moment it is made
# (a paused step: a truncate first on PATH that waits for the swap, where run-pack made the
# file with truncate); the study is refused before anything (exit 2, one line naming the
# folder), nothing is made there and the image is untouched. A sticky public folder is taken
# (the file goes in a new 0700 folder of ours in it). loop-make's own paused step (the test
# hook SCHEDAIO_TEST_LOOPMAKE_PAUSE): a backing file swapped for a link after it was made is
# not what the device holds: it holds the inode made, and the link's target is untouched.
# Root, setpriv, user nobody: skipped with the reason otherwise. ~30 s.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	rp_setup
	attacker_setup # helpers.bash: PUB (sticky, public), EVIL (the attacker's), NOBODY
	short_runs
	# root's own image, which the user wants formatted and written
	VICTIM=$WORK/victim.img
	head -c $((64 << 20)) /dev/urandom >"$VICTIM"
	chmod 0600 "$VICTIM"
	VICTIM_SUM=$(sha256sum <"$VICTIM")
	# the paused step where run-pack made its backing file with truncate: the real truncate,
	# then (for a file in the user's folder) wait until the user has swapped it
	mkdir "$WORK/bin"
	cat >"$WORK/bin/truncate" <<EOF
#!/bin/bash
/usr/bin/truncate "\$@" || exit
case "\${*: -1}" in "$EVIL"/*) ;; *) exit 0 ;; esac
touch "$WORK/paused"
for ((i = 0; i < 600; i++)); do [ -e "$WORK/go" ] && exit 0; sleep 0.1; done
EOF
	chmod 0755 "$WORK/bin/truncate"
}

teardown() {
	local d
	# what a run-pack that formatted the image would leave: its device on the image
	for d in $(losetup -j "$VICTIM" 2>/dev/null | cut -d: -f1); do
		umount "$d" 2>/dev/null || true
		losetup -d "$d" 2>/dev/null || true
	done
	[ ! -d "${SCHEDAIO_STATE_DIR:-/nonexistent}" ] || "$TOP/scripts/run-pack" --restore >/dev/null 2>&1 || true
	common_teardown
}

# attack ARGS...: run-pack ARGS (a study on the scratch device) in the background with the
# paused truncate first on PATH; if it pauses, the user swaps the new backing file in their
# folder for a link to VICTIM and lets it go on; sets RC, ERR (stderr).
attack() {
	local pid i f
	rm -f "$WORK/paused" "$WORK/go"
	PATH=$WORK/bin:$PATH "$TOP/scripts/run-pack" --pack "${PACK:-$TOP/jobs/laptop}" --quick --engine libaio \
		--schedulers none --runs 1 --cells read-4k --scratch-size 160 --out "$OUT" "$@" >"$WORK/stdout" 2>"$WORK/stderr" &
	pid=$!
	for ((i = 0; i < 6000; i++)); do
		[ ! -e "$WORK/paused" ] || break
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.05
	done
	if [ -e "$WORK/paused" ]; then
		for f in "$EVIL"/*; do as_nobody sh -c "rm -f '$f' && ln -s '$VICTIM' '$f'"; done
		touch "$WORK/go"
	fi
	RC=0
	wait "$pid" || RC=$?
	ERR=$(cat "$WORK/stderr")
	echo "exit $RC; stderr:"
	echo "$ERR"
}

# untouched: the image is as it was, nothing is attached to it, the user's folder is empty,
# no state file is left.
untouched() {
	[ "$(sha256sum <"$VICTIM")" = "$VICTIM_SUM" ]
	[ -z "$(losetup -j "$VICTIM")" ]
	[ -z "$(ls -A "$EVIL")" ]
	[ -z "$(find "$SCHEDAIO_STATE_DIR" -name '*.state' 2>/dev/null)" ]
}

@test "--scratch-backing a folder another user owns: refused before anything; their swap at the paused step finds nothing" {
	attack --scratch-backing "$EVIL"
	[ "$RC" -eq 2 ]
	[ "$(wc -l <<<"$ERR")" -eq 1 ]
	[[ $ERR == *"--scratch-backing $EVIL: refused: $EVIL: owned by uid $NOBODY, not by root"* ]]
	[ ! -e "$WORK/paused" ]
	untouched
}

@test "a pack's scratch_backing in a folder another user owns: refused the same way" {
	PACK=$WORK/pack
	cp -r "$TOP/jobs/laptop" "$PACK"
	jq --arg d "$EVIL" '.scratch_backing = $d | .device_model = "none"' "$TOP/jobs/laptop/pack.json" >"$PACK/pack.json"
	attack
	[ "$RC" -eq 2 ]
	[[ $ERR == *"--scratch-backing $EVIL: refused: $EVIL: owned by uid $NOBODY"* ]]
	untouched
}

@test "--scratch-backing a folder others can write without the sticky bit: refused; a sticky one is taken (a new 0700 folder of ours in it)" {
	need_root # a loop device
	mkdir -m 0777 "$WORK/open"
	chmod 0777 "$WORK/open"
	run --separate-stderr "$TOP/scripts/run-pack" --pack "$TOP/jobs/laptop" --quick --engine libaio --schedulers none \
		--runs 1 --cells read-4k --dry-run --scratch-backing "$WORK/open"
	[ "$status" -eq 2 ]
	[[ $stderr == *"--scratch-backing $WORK/open: refused: $WORK/open: writable by group and others (mode 0777)"* ]]
	# the sticky public folder: the study runs; its file was in a 0700 folder of root's there
	run --separate-stderr "$TOP/scripts/run-pack" --pack "$TOP/jobs/laptop" --quick --engine libaio --schedulers none \
		--runs 1 --cells read-4k --scratch-size 160 --scratch-backing "$PUB" --out "$OUT"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ $(jq -r .device.backing "$output/manifest.json") == "$PUB"/schedaio-scratch.??????/backing.img ]]
	[ -z "$(find "$PUB" -mindepth 1 -maxdepth 1 ! -name evil)" ] # nothing of the study's left (beside a planted evil)
	untouched
}

@test "loop-make, paused after the backing file is made: a swap of the file for a link is not followed (the device holds the inode made)" {
	need_root # a loop device
	local d=$WORK/scratch dev file ino
	mkdir -m 0755 "$d"
	SCHEDAIO_TEST_LOOPMAKE_PAUSE=$WORK "$TOP/build/schedaio-study" loop-make "$d" schedaio-scratch.abcdef 64 >"$WORK/out" &
	local pid=$!
	cleanup_push "loop_detach_on '$d/schedaio-scratch.abcdef/backing.img' '$d/schedaio-scratch.abcdef/backing.img.made'"
	for ((i = 0; i < 600; i++)); do [ -e "$WORK/paused" ] && break; sleep 0.05; done
	[ -e "$WORK/paused" ]
	file=$d/schedaio-scratch.abcdef/backing.img
	ino=$(stat -c %i "$file")
	# root could, at this moment: the name now leads to the image
	mv "$file" "$file.made"
	ln -s "$VICTIM" "$file"
	touch "$WORK/go"
	wait "$pid"
	dev=$(cut -f1 "$WORK/out")
	echo "device $dev: $(losetup -n -O BACK-INO,BACK-FILE "$dev")"
	[ "$(losetup -n -O BACK-INO "$dev" | tr -d ' ')" = "$ino" ]
	[ "$(sha256sum <"$VICTIM")" = "$VICTIM_SUM" ]
	[ -z "$(losetup -j "$VICTIM")" ]
	losetup -d "$dev"
}

@test "loop-make says whether the kernel gave direct I/O: direct on /dev/shm, buffered on ramfs (no O_DIRECT); run-pack's study there warns, on the kernel's word" {
	local ram=$WORK/ram dev out
	mkdir -m 0700 "$ram"
	mount -t ramfs -o mode=0700 schedaio-test-ramfs "$ram" || skip "cannot mount a ramfs"
	cleanup_push "umount '$ram'"
	out=$("$TOP/build/schedaio-study" loop-make "$ram" schedaio-scratch.rrrrrr 16)
	dev=$(cut -f1 <<<"$out")
	echo "ramfs: $out (loop/dio $(cat "/sys/block/${dev#/dev/}/loop/dio"))"
	[ "$(cat "/sys/block/${dev#/dev/}/loop/dio")" = 0 ]
	losetup -d "$dev"
	rm -rf "$ram/schedaio-scratch.rrrrrr"
	[ "$(cut -f3 <<<"$out")" = buffered ]
	out=$("$TOP/build/schedaio-study" loop-make /dev/shm "schedaio-scratch.$(mktemp -u XXXXXX)" 16)
	dev=$(cut -f1 <<<"$out")
	cleanup_push "loop_detach_on '$(cut -f2 <<<"$out")'; rm -rf '$(dirname "$(cut -f2 <<<"$out")")'"
	echo "/dev/shm: $out (loop/dio $(cat "/sys/block/${dev#/dev/}/loop/dio"))"
	[ "$(cut -f3 <<<"$out")" = "$([ "$(cat "/sys/block/${dev#/dev/}/loop/dio")" = 1 ] && echo direct || echo buffered)" ]
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --schedulers none \
		--runs 1 --cells read-4k --scratch-size 160 --scratch-backing "$ram" --out "$OUT"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ $stderr == *"warning: $ram has no O_DIRECT (its file system): the scratch device /dev/loop"*" does buffered I/O"* ]]
	[ -z "$(ls -A "$ram")" ]
}

@test "a test's cleanup detaches by backing file (helpers.bash loop_detach_on): the number, freed and taken by another, is left alone" {
	need_root
	local a=$WORK/a.img b=$WORK/b.img dev
	truncate -s 16M "$a" "$b"
	dev=$(losetup --find --show "$a")
	cleanup_push "loop_detach_on '$a' '$b'"
	losetup -d "$dev"
	# the next user of the number
	losetup "$dev" "$b"
	loop_detach_on "$a"
	[ "$(loopdev_attached_to "$dev")" = "$b" ]
	loop_detach_on "$b"
	[ -z "$(loopdev_attached_to "$dev")" ]
}

# in_memory_refused DIR KIND HALF: a --dry-run study whose scratch device (HALF + 1024 MiB)
# is over half of MemAvailable (HALF MiB) on the in-memory file system at DIR is refused,
# exit 2, naming KIND and both sizes; nothing is made in DIR.
in_memory_refused() {
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --schedulers none \
		--runs 1 --cells read-4k --scratch-size $(($3 + 1024)) --scratch-backing "$1" --out "$OUT" --dry-run
	echo "$stderr"
	[ "$status" -eq 2 ]
	[[ $stderr == *"--scratch-backing $1 is a file system in memory ($2): its files are memory; the scratch device needs $(($3 + 1024)) MiB, more than half of MemAvailable ("*" MiB)"* ]]
	[ -z "$(ls -A "$1")" ]
}

@test "--scratch-backing on ramfs (no size df can tell): a scratch size over half of MemAvailable is refused before anything, naming both" {
	need_root
	local ram=$WORK/ram
	mkdir -m 0700 "$ram"
	mount -t ramfs -o mode=0700 schedaio-test-ramfs "$ram" || skip "cannot mount a ramfs"
	cleanup_push "umount '$ram'"
	in_memory_refused "$ram" 'ramfs: without a size' "$(awk '$1 == "MemAvailable:" { print int($2 / 2048) }' /proc/meminfo)"
}

@test "--scratch-backing on a tmpfs mounted larger than the memory: a scratch size over half of MemAvailable is refused before anything, though df shows room" {
	need_root
	local tmp=$WORK/tmpfs half
	mkdir -m 0700 "$tmp"
	half=$(awk '$1 == "MemAvailable:" { print int($2 / 2048) }' /proc/meminfo)
	mount -t tmpfs -o mode=0700,size=$((half * 8))m schedaio-test-tmpfs "$tmp" || skip "cannot mount a tmpfs"
	cleanup_push "umount '$tmp'"
	in_memory_refused "$tmp" tmpfs "$half"
}
