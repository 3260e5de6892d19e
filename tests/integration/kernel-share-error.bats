#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr: set by bats' run --separate-stderr
# kernel-share-error.bats: a run-pack --kernel share that fails (issue 38's leftover): its
# kernels[] error keeps, beside the exit status, the last meaningful lines of its stderr
# (rp-kernels.sh share_err_tail: bounded, printable ASCII, progress, JSON and passed preflight
# lines left out),
# run-pack's line says them, and compare shows them escaped in every format. The share's stderr
# reaches the file through share_err_open's fifo and tee while still reaching ours. Functions
# of rp-kernels.sh run on a copy of tests/fixtures/results/kernels; no guest, no root. ~3 s.

bats_require_minimum_version 1.5.0

load helpers

FIX=$TOP/tests/fixtures/results/kernels

setup() {
	common_setup
}

teardown() {
	common_teardown
}

# rp CODE: CODE in a bash with run-pack's libraries (rp-util, rp-manifest, rp-kernels) loaded,
# RUN_DIR the copy of the fixture $WORK/s, kernel 6.1 the study's third (a guest's).
rp() {
	bash -c '
		set -euo pipefail
		TOP=$1 PROG=run-pack RUN_DIR=$2 STATE_FILE=""
		. "$TOP/scripts/lib/undo.sh"
		. "$TOP/scripts/lib/rp-util.sh"
		. "$TOP/scripts/lib/rp-manifest.sh"
		. "$TOP/scripts/lib/rp-kernels.sh"
		KERNEL_NAME=(host debian 6.1) KERNEL_SPEC=(host debian 6.1)
		eval "$3"' rp "$TOP" "$WORK/s" "$1"
}

# A share's stderr as a failing guest leaves it: progress, a JSON event, blanks, a tab, control
# bytes (an escape sequence), HTML, a line of 5000 bytes.
stderr_of_share() {
	printf 'guest: kernel 6.1.0-57-amd64 booted in 14 s under TCG\n'
	printf '[1/3] laptop read-4k  none  run 1/1  ETA 00:01:00\n'
	printf '{"event":"run","n":1}\n\n   \n'
	printf 'run-pack: mkfs.ext4 /dev/loop0 failed\x1b[31m <b>&amp;</b>\tx\n'
	head -c 5000 /dev/zero | tr '\0' 'y'
	printf '\nrun-pack: could not undo everything\n'
	printf '  ok    running as root\n  info  write cache of loop0: write back\n'
	printf '[2/3] laptop read-4k  none  run 1/1  ETA 00:00:30\n'
}

@test "share_err_tail: the last 3 meaningful lines, each at most 200 bytes, printable ASCII, on one line" {
	stderr_of_share >"$WORK/err"
	cp -r "$FIX" "$WORK/s"
	run --separate-stderr rp "share_err_tail '$WORK/err'"
	[ "$status" -eq 0 ]
	echo "$output"
	[ "${#lines[@]}" -eq 1 ]
	[[ $output == "run-pack: mkfs.ext4 /dev/loop0 failed?[31m <b>&amp;</b> x | yyy"*" | run-pack: could not undo everything" ]]
	[ "${#output}" -le $((3 * 200 + 6)) ]
	run ! grep -q '[^[:print:]]' <<<"$output"
	run ! grep -qF 'ETA' <<<"$output"
	run --separate-stderr rp "share_err_tail '$WORK/none'"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
}

@test "a failed share: its kernels[] error has the exit status and its last lines; run-pack and compare show them, escaped" {
	cp -r "$FIX" "$WORK/s"
	jq '.kernels[2].status = "running" | .kernels[2].error = null' "$WORK/s/manifest.json" >"$WORK/m" &&
		mv "$WORK/m" "$WORK/s/manifest.json"
	# the share's stderr through the fifo and tee: on our stderr and in the err file
	stderr_of_share >"$WORK/err"
	run --separate-stderr rp "share_err_open; cat '$WORK/err' >\"\$SHARE_ERR_DIR/fifo\"; share_err_close; share_failed 2 1; echo \"\$SHARE_ERR_LAST\"; rm -rf -- \"\$SHARE_ERR_DIR\""
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ $stderr == *"[2/3] laptop read-4k"* ]] # the share's stderr still reaches ours
	[[ $output == *"run-pack: could not undo everything" ]]
	[ "$(jq -r '.kernels[2].status' "$WORK/s/manifest.json")" = failed ]
	jq -r '.kernels[2].error' "$WORK/s/manifest.json"
	[[ $(jq -r '.kernels[2].error' "$WORK/s/manifest.json") == "its share ended before it recorded its end, with exit status 1: its last lines: run-pack: mkfs.ext4 /dev/loop0 failed?[31m <b>&amp;</b> x | yyy"*" | run-pack: could not undo everything" ]]
	# compare: the error in the header, escaped in html
	run --separate-stderr "$TOP/scripts/compare" "$WORK/s"
	[ "$status" -eq 0 ]
	grep -qF 'share failed (NOT COMPLETE: its rows are missing or have fewer runs): its share ended before it recorded its end, with exit status 1: its last lines: run-pack: mkfs.ext4' <<<"$output"
	run --separate-stderr "$TOP/scripts/compare" --html "$WORK/h" "$WORK/s"
	[ "$status" -eq 0 ]
	grep -qF 'failed?[31m &lt;b&gt;&amp;amp;&lt;/b&gt; x' "$WORK/h/index.html"
	run ! grep -qF '<b>&amp;</b>' "$WORK/h/index.html"
	run --separate-stderr "$TOP/scripts/compare" --format md "$WORK/s"
	grep -qF 'could not undo everything' <<<"$output"
	# a share that recorded its end failed with no reason: the reason is added, the status kept
	jq '.kernels[2].status = "failed" | .kernels[2].error = null' "$WORK/s/manifest.json" >"$WORK/m" &&
		mv "$WORK/m" "$WORK/s/manifest.json"
	run --separate-stderr rp "share_err_open; printf 'guest: the guest stopped\n' >\"\$SHARE_ERR_DIR/fifo\"; share_err_close; share_failed 2 3; rm -rf -- \"\$SHARE_ERR_DIR\""
	[ "$status" -eq 0 ]
	[ "$(jq -r '.kernels[2].error' "$WORK/s/manifest.json")" = "its share ended with exit status 3: its last lines: guest: the guest stopped" ]
}
