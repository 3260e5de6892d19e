#!/usr/bin/env bats
# tests/run: long
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# run-pack-kernel.bats: run-pack --kernel (issue 38, item 2): kernels as a study axis. The
# acceptance command (`--pack jobs/laptop --quick --kernel host,debian --schedulers none,bfq
# --skip-unoffered`, cut to one cell and one run) makes ONE study: host's share natively (bfq
# skipped: this kernel lacks it), debian's in a guest kernel (scripts/guest). Ctrl-C (SIGINT to
# the process group) and SIGKILL + --restore while the guest's share runs leave no qemu, loop
# device, mount, throttle rule or state file of the study on the host; after the SIGKILL a
# --resume finishes what the guest left, in one boot, every run recording its kernel, release
# and accelerator, and a second --resume boots nothing. A bad SPEC is one line, exit 2, nothing
# made; --dry-run shows each kernel's share and boots nothing.
# Runs are 1 s (short_runs): these tests check what a study records and leaves, not rates
# (under TCG a guest's figures measure the emulator). They run on helpers.bash's plain scratch
# device (SCHEDAIO_DEVICE_MODEL=none, as the suite's other run-pack tests): the pack's device
# model costs ~3 min more under TCG here; mid-guest, host's share has undone its model already,
# a guest's throttle rules are the guest kernel's, and devmodel.bats stops a model study
# mid-run. Each test
# runs with TMPDIR=$WORK/tmp and SCHEDAIO_STATE_DIR=$WORK/state, so its guest's qemu, run-pack's
# work folder, mounts and state files are its own. Skips (with the reason) when not root or
# when the guest cannot run here (helpers.bash need_guest). Three guest boots (Ctrl-C's, and the
# SIGKILL test's start and --resume; one study serves the SIGKILL, the resume and the complete
# study's checks): 202-219 s under TCG here, 58-71 s of qemu CPU; with four, 229-301 s and
# 90-99 s (2026-12-07, other helpers' tests and two guests beside it: load average 3 to 17).

bats_require_minimum_version 1.5.0

load helpers

BLKIO=/sys/fs/cgroup/blkio

setup() {
	rp_setup
	need_engine
	export TMPDIR=$WORK/tmp
	mkdir -p "$TMPDIR"
	RP_PID=''
	short_runs 1
	# shellcheck disable=SC2054 # --schedulers takes a comma-separated list
	ARGS=(--pack "$TOP/jobs/laptop" --quick --schedulers none,bfq --skip-unoffered --runs 1 --cells read-4k --out "$OUT")
}

teardown() {
	rp_kill
	[ ! -d "$SCHEDAIO_STATE_DIR" ] || "$RUN_PACK" --restore >/dev/null 2>&1 || true
	unset TMPDIR
	common_teardown
}

# ours: the processes of this test's study (qemu names its run folder in $WORK/tmp; a share,
# fio and the guest runner name $WORK).
ours() { pgrep -af -- "$WORK/" || true; }

# nothing_left MANIFEST: nothing of the study is left on the host: no process (waiting up to 20
# s for a killed qemu to be reaped), no state file, nothing in TMPDIR (the guest's run folder,
# run-pack's work folder), no mount under $WORK; host's share's scratch and model devices
# (kernels[host]) detached, their backing files gone, and no throttle rule for them.
nothing_left() {
	local m=$1 i d b mm f
	for ((i = 0; i < 100; i++)); do
		[ -n "$(ours)" ] || break
		sleep 0.2
	done
	[ -z "$(ours)" ] || { echo "left running: $(ours)"; return 1; }
	if [ -d "$SCHEDAIO_STATE_DIR" ] && [ -n "$(ls -A "$SCHEDAIO_STATE_DIR")" ]; then
		echo "a state file is left: $(ls "$SCHEDAIO_STATE_DIR")"
		return 1
	fi
	[ -z "$(ls -A "$TMPDIR")" ] || { echo "left in TMPDIR: $(ls -A "$TMPDIR")"; return 1; }
	if grep -F "$WORK" /proc/mounts; then echo "a mount is left"; return 1; fi
	b=$(jq -r '.kernels[] | select(.name == "host") | .backing // empty' "$m")
	[ -n "$b" ] || { echo "no backing of host's share in $m"; return 1; }
	[ ! -e "$b" ] || { echo "host's backing $b is left"; return 1; }
	[ -z "$(losetup -j "$b")" ] || { echo "a loop device on $b is left"; return 1; }
	for d in $(jq -r '.kernels[] | select(.name == "host") | .device, (.device_model.stack // {} | .device, .backing_device) | values' "$m"); do
		[[ $d == /dev/loop* ]] || continue
		if losetup "$d" >/dev/null 2>&1; then continue; fi # another user's now: its rules are theirs
		mm=$(cat "/sys/class/block/$(basename "$d")/dev")
		for f in "$BLKIO"/blkio.throttle.{read,write}_{bps,iops}_device; do
			[ ! -r "$f" ] || ! grep -q "^$mm " "$f" || { echo "a throttle rule on $d ($mm) is left in $f"; return 1; }
		done
	done
}

# kernel_of MANIFEST NAME KEY: kernels[NAME].KEY.
kernel_of() { jq -r --arg n "$2" --arg k "$3" '.kernels[] | select(.name == $n) | .[$k] // empty' "$1"; }

# results_of MANIFEST: each run as "kernel scheduler status kernel_release accel", sorted.
results_of() { jq -r '.results[] | "\(.kernel) \(.scheduler) \(.status) \(.kernel_release) \(.accel)"' "$1" | sort; }

# start_study ARGS...: run-pack ARGS in the background as a terminal's foreground job is, a
# process group of its own (setsid: Ctrl-C reaches run-pack, its share, the guest runner and
# qemu), SIGINT at its default; waits (10 min at most) until the guest's share has started
# debian's none run (its job.fio, written in the guest into the shared study folder). Sets
# RP_PID and STUDY.
start_study() {
	local i j='' js
	env --default-signal=INT setsid "$RUN_PACK" "$@" >"$WORK/stdout" 2>"$WORK/stderr" &
	RP_PID=$!
	for ((i = 0; i < 3000; i++)); do
		js=("$OUT"/*/debian/none/read-4k/run-1/job.fio) # a glob: no process a try
		[ ! -e "${js[0]}" ] || { j=${js[0]}; break; }
		kill -0 "$RP_PID" 2>/dev/null || break
		nap 0.2
	done
	[ -n "$j" ] || { echo "the guest's share did not start its run; run-pack's stderr:"; cat "$WORK/stderr"; return 1; }
	STUDY=${j%/debian/*}
}

@test "--kernel: a bad SPEC is one line, exit 2, nothing made; --dry-run shows each kernel's share and boots nothing" {
	need_root
	local k
	for k in 'foo/bar' 'host,host' 'host,' '5.99' "$WORK/no-bzImage:$WORK/6.1.0-x" 'host;true'; do
		run --separate-stderr "$RUN_PACK" "${ARGS[@]}" --kernel "$k"
		echo "--kernel $k: $status: $stderr"
		[ "$status" -eq 2 ]
		[ "${#stderr_lines[@]}" -eq 1 ]
		[[ $stderr == "run-pack: --kernel "* ]]
	done
	[[ $stderr == *"'host;true': not host, debian, X.Y, a Debian kernel release"* ]]
	run --separate-stderr "$RUN_PACK" "${ARGS[@]}" --kernel host --hosts /dev/null
	[ "$status" -eq 2 ]
	[ ! -e "$OUT" ]
	need_guest
	run --separate-stderr "$RUN_PACK" "${ARGS[@]}" --kernel host,debian --dry-run
	echo "$output"
	[ "$status" -eq 0 ]
	[[ $output == *"run-pack: kernel host: $(uname -r), the kernel this machine runs, natively; schedulers: none"$'\n'* ]]
	[[ $output =~ run-pack:\ kernel\ debian:\ [^$'\n']*\ in\ a\ guest\ under\ (TCG|KVM)[^$'\n']*schedulers:\ none\ bfq ]]
	[[ $output == *"plan: 1 cells x the schedulers of 2 kernels x 1 runs = 3 runs"* ]]
	# the ETA: host's run 3 s (short_runs 1: runtime 1 + 2), debian's two x2 under TCG
	# (TCG_ETA_FACTOR), its boot and setup 60 s: 3 + 12 + 60 = 75 s; said a lower bound
	if [[ $output == *"in a guest under TCG"* ]]; then
		[[ $output == *"= 3 runs, ~00:01:15 ("*"; x2 under TCG, as measured (kernel debian): a lower bound"* ]]
	fi
	[ ! -e "$OUT" ]
	[ -z "$(ours)" ]
	[ -z "$(ls -A "$TMPDIR")" ]
}

@test "Ctrl-C while the guest's share runs: exit 130, the study and debian's share interrupted, nothing left on the host" {
	need_guest
	need_root
	cd "$TOP"
	start_study "${ARGS[@]}" --kernel host,debian
	[ -n "$(ours)" ]
	local rc=0
	kill -INT -- "-$RP_PID"
	wait "$RP_PID" || rc=$?
	RP_PID=''
	cat "$WORK/stderr"
	[ "$rc" -eq 130 ]
	local m=$STUDY/manifest.json
	[ "$(jq -r .status "$m")" = interrupted ]
	[ "$(kernel_of "$m" host status)" = complete ]
	[ "$(kernel_of "$m" debian status)" = interrupted ]
	nothing_left "$m"
}

@test "run-pack --kernel host,debian --schedulers none,bfq --skip-unoffered: SIGKILL while the guest's share runs, then --restore: nothing left on the host; --resume finishes the study in one boot, each run with its kernel, release and accelerator; a second --resume boots nothing; nothing left" {
	need_guest
	need_root
	cd "$TOP"
	start_study "${ARGS[@]}" --kernel host,debian
	local rc=0 m=$STUDY/manifest.json acc
	kill -KILL "$RP_PID"
	wait "$RP_PID" || rc=$?
	RP_PID=''
	[ "$rc" -eq 137 ]
	[ -n "$(ls -A "$SCHEDAIO_STATE_DIR")" ]
	run --separate-stderr "$RUN_PACK" --restore
	echo "$stderr"
	[ "$status" -eq 0 ]
	nothing_left "$m"
	# --resume: host's share done, debian's finished in one boot; stdout names the study
	run --separate-stderr "$RUN_PACK" --resume "$STUDY"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[ "$output" = "$STUDY" ]
	[[ $stderr == *"kernel host: nothing left to run"* ]]
	[ "$(find "$OUT" -mindepth 1 -maxdepth 1 | wc -l)" -eq 1 ]
	[ "$(jq -r .status "$m")" = complete ]
	# the kernels: host natively (bfq skipped there), debian in the guest
	[ "$(kernel_of "$m" host release)" = "$(uname -r)" ]
	[ "$(kernel_of "$m" host accel)" = native ]
	[ "$(kernel_of "$m" host status)" = complete ]
	jq -e '.kernels[] | select(.name == "host") | .skipped.bfq' "$m"
	[ "$(kernel_of "$m" debian release)" = "$KERNEL" ]
	acc=$(kernel_of "$m" debian accel)
	[[ $acc == tcg || $acc == kvm ]]
	[ "$(kernel_of "$m" debian status)" = complete ]
	# each share's own medium (issue 38): both kernels' /dev/shm do O_DIRECT (Linux 6.6+)
	[ "$(jq -r '.kernels[] | "\(.name) \(.backing_type) \(.direct_io) \(.device_model)"' "$m")" = "host file true null
debian file true null" ]
	# every run: its kernel, release, accelerator; in <kernel>/<scheduler>/<cell>/run-<i>; the
	# run SIGKILL stopped is run again, not kept beside it
	results_of "$m"
	[ "$(results_of "$m")" = "debian bfq ok $KERNEL $acc
debian none ok $KERNEL $acc
host none ok $(uname -r) native" ]
	[ "$(results_of "$m" | awk '$3 == "ok"' | wc -l)" -eq 3 ]
	[ "$(jq -r .target.scheduler "$STUDY/debian/bfq/read-4k/run-1/schedaio.json")" = bfq ]
	[ "$(jq -r .target.scheduler "$STUDY/host/none/read-4k/run-1/schedaio.json")" = none ]
	# the resume's plan per kernel, the guest's line, progress over the study's runs
	[[ $stderr == *"run-pack: kernel host: $(uname -r), the kernel this machine runs, natively"* ]]
	[[ $stderr == *"guest: kernel $KERNEL "*" booted in "* ]]
	[[ $stderr == *"[3/3] laptop read-4k"*"ETA 00:00:00"* ]]
	[[ $stderr == *"run-pack: study complete: $STUDY"* ]]
	nothing_left "$m"
	# a second --resume: nothing left to run, no guest booted
	run --separate-stderr "$RUN_PACK" --resume "$STUDY"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ $stderr == *"kernel host: nothing left to run"* ]]
	[[ $stderr == *"kernel debian: nothing left to run"* ]]
	[[ $stderr != *"guest: kernel"* ]]
	[ "$(results_of "$m" | wc -l)" -eq 3 ]
	nothing_left "$m"
}
