#!/usr/bin/env bats
# tests/run: long
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# guest.bats: scripts/guest (issue 38): a command under a guest kernel (the default, Debian's
# newest), its output and exit status passed through, its errors one line and exit 2, and
# nothing left behind on any exit path. A boot takes ~10-15 s under TCG: the first test checks
# everything one boot can show; the errors boot once, cut short; SIGINT and SIGKILL one each.
# Each test runs the guest with TMPDIR=$WORK/tmp, so its run folder, its qemu and tails (whose
# command lines name that folder) and its state files ($WORK/state) are its own: another
# guest on the machine is never counted. Skips (with the reason) when not root or when the
# guest cannot run here (no qemu, no kernel package reachable). ~1 min under TCG.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	rp_setup
	need_guest
	GUEST=$TOP/scripts/guest
	export TMPDIR=$WORK/tmp
	mkdir -p "$TMPDIR" "$WORK/rw" "$SCHEDAIO_STATE_DIR"
	RP_PID=''
}

teardown() {
	rp_kill
	[ ! -d "$SCHEDAIO_STATE_DIR" ] || "$GUEST" --restore >/dev/null 2>&1 || true
	unset TMPDIR
	common_teardown
}

# ours: the processes of this test's guest (qemu and the runner's tails name its run folder).
ours() { pgrep -af -- "$WORK/tmp/schedaio-guest" || true; }

# nothing_left: no process of this test's guest (waiting up to 20 s for a killed qemu to be
# reaped), no run folder, no state file, no new temporary in the guest cache.
nothing_left() {
	local i
	for ((i = 0; i < 100; i++)); do
		[ -n "$(ours)" ] || break
		sleep 0.2
	done
	[ -z "$(ours)" ] || { echo "left running: $(ours)"; return 1; }
	[ -z "$(ls -A "$WORK/tmp")" ] || { echo "left in TMPDIR: $(ls -A "$WORK/tmp")"; return 1; }
	if compgen -G "$SCHEDAIO_STATE_DIR/*" >/dev/null; then
		echo "a state file is left: $(ls "$SCHEDAIO_STATE_DIR")"
		return 1
	fi
	[ "$(cache_temps)" = "$CACHE_TEMPS" ] || { echo "a new temporary in the cache: $(cache_temps)"; return 1; }
}

# cache_temps: the temporary folders in the guest cache now (another run's may come and go).
cache_temps() { ls -d "$GUEST_CACHE"/schedaio-guest.* 2>/dev/null || true; }

# start_guest MARKER ARGS...: the guest in the background (SIGINT at its default), its
# command touching MARKER in the --rw folder and then sleeping; waits (5 min at most) until
# MARKER is there: the guest booted and runs the command. Sets RP_PID.
start_guest() {
	local m=$WORK/rw/$1 i
	env --default-signal=INT "$GUEST" --rw "$WORK/rw" -- bash -c "touch '$m'; sleep 600" \
		>"$WORK/stdout" 2>"$WORK/stderr" &
	RP_PID=$!
	for ((i = 0; i < 1500; i++)); do
		[ ! -e "$m" ] || return 0
		kill -0 "$RP_PID" 2>/dev/null || break
		sleep 0.2
	done
	echo "the guest did not start the command; its stderr:"
	cat "$WORK/stderr"
	return 1
}

@test "one boot: bfq is offered on a loop device; status 3, stdout and stderr apart, the --rw folder, the working folder; nothing left" {
	CACHE_TEMPS=$(cache_temps)
	cd "$TOP"
	run --separate-stderr "$GUEST" --rw "$WORK/rw" -- bash -c '
		f=$(mktemp /tmp/loop.XXXXXX); truncate -s 64M "$f"
		dev=$(losetup -f --show "$f")
		echo "scheduler: $(cat "/sys/block/${dev#/dev/}/queue/scheduler")"
		losetup -d "$dev"
		echo "in $PWD as $(id -u) under $SCHEDAIO_GUEST, kernel $SCHEDAIO_GUEST_KERNEL = $(uname -r)"
		echo "from the guest" >"$1/written"
		cat /proc/sys/kernel/randomize_va_space >"$1/aslr"
		echo "to stderr" >&2
		exit 3' guest "$WORK/rw"
	echo "status $status"
	echo "stdout: $output"
	echo "stderr: $stderr"
	[ "$status" -eq 3 ]
	[[ ${lines[0]} == "scheduler: "*" bfq"* ]]
	[[ ${lines[1]} =~ ^in\ $TOP\ as\ 0\ under\ (tcg|kvm),\ kernel\ (.+)\ =\ (.+)$ ]]
	[ "${BASH_REMATCH[2]}" = "${BASH_REMATCH[3]}" ]
	[ "${BASH_REMATCH[2]}" = "$KERNEL" ]
	[ "${#lines[@]}" -eq 2 ]
	# the runner's one line (kernel, boot time, accelerator), then the command's stderr
	[ "${#stderr_lines[@]}" -eq 2 ]
	[[ ${stderr_lines[0]} =~ ^guest:\ kernel\ "$KERNEL"\ .*booted\ in\ [0-9.]+\ s\ under\ (TCG|KVM) ]]
	[ "${stderr_lines[1]}" = "to stderr" ]
	[ "$(cat "$WORK/rw/written")" = "from the guest" ]
	# a TCG guest boots with norandmaps (a process start in half the time: guest-qemu.sh)
	[ "$(cat "$WORK/rw/aslr")" = "$([[ ${stderr_lines[0]} == *" under TCG "* ]] && echo 0 || echo 2)" ]
	nothing_left
}

@test "apt is asked a kernel's name once per apt state: another --prepare starts no apt-cache; a bad answer kept is asked again" {
	local key want
	cd "$TOP"
	mkdir -p "$WORK/bin"
	printf '#!/bin/sh\necho "$*" >>%q\nexec /usr/bin/apt-cache "$@"\n' "$WORK/apt.log" >"$WORK/bin/apt-cache"
	chmod 0755 "$WORK/bin/apt-cache"
	run --separate-stderr env PATH="$WORK/bin:$PATH" "$GUEST" --prepare
	[ "$status" -eq 0 ]
	want=$output
	rm -f "$WORK/apt.log"
	run --separate-stderr env PATH="$WORK/bin:$PATH" "$GUEST" --prepare
	echo "$stderr"
	[ "$status" -eq 0 ]
	[ "$output" = "$want" ]
	[ ! -e "$WORK/apt.log" ]
	# a kept answer that is not "PKG VERSION" is not taken: apt is asked, the answer kept again
	key=$(bash -c '. scripts/lib/guest-kernel.sh && apt_key')
	[ -f "$GUEST_CACHE/resolve/debian.$key" ]
	echo 'linux-image-x; rm -rf /' >"$GUEST_CACHE/resolve/debian.$key"
	run --separate-stderr env PATH="$WORK/bin:$PATH" "$GUEST" --prepare
	[ "$status" -eq 0 ]
	[ "$output" = "$want" ]
	grep -q '^pkgnames linux-image-' "$WORK/apt.log"
	grep -qE '^linux-image-[^ ]+ [^ ]+$' "$GUEST_CACHE/resolve/debian.$key"
}

@test "errors: no such kernel version, a build lacking modules (named), no boot in time: one line, exit 2, nothing left" {
	CACHE_TEMPS=$(cache_temps)
	cd "$TOP"
	run --separate-stderr "$GUEST" --kernel 5.99 -- true
	echo "$stderr"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == "guest: --kernel 5.99: no such Debian kernel package here"* ]]
	nothing_left
	# a build of one's own whose modules lack bfq and kyber-iosched (the default kernel's
	# image, and a modules folder whose modules.dep leaves them out)
	local mod=$WORK/mods/6.99.0-test img
	img=$(ls "$GUEST_CACHE"/kernel/*/boot/vmlinuz-"$KERNEL" | head -n1)
	mkdir -p "$mod"
	grep -vE '/(bfq|kyber-iosched)\.ko' "$(dirname "$(dirname "$img")")/lib/modules/$KERNEL/modules.dep" >"$mod/modules.dep"
	cp "$(dirname "$(dirname "$img")")/lib/modules/$KERNEL/modules.builtin" "$mod/"
	run --separate-stderr "$GUEST" --kernel "$img:$mod" -- true
	echo "$stderr"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[ "$stderr" = "guest: $mod lacks modules this run needs: bfq kyber-iosched (neither in modules.dep nor built in)" ]
	nothing_left
	# qemu starts, but the guest cannot boot in 1 s
	run --separate-stderr "$GUEST" --boot-timeout 1 -- true
	echo "$stderr"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == "guest: the guest did not boot within 1 s (TCG); its console's last line: "* ||
		$stderr == "guest: the guest did not boot within 1 s (KVM); its console's last line: "* ]]
	nothing_left
}

@test "Ctrl-C (SIGINT to the runner) while the command runs: exit 130, qemu ended, nothing left" {
	CACHE_TEMPS=$(cache_temps)
	cd "$TOP"
	start_guest started
	[ -n "$(ours)" ]
	compgen -G "$SCHEDAIO_STATE_DIR/guest.*.state" >/dev/null
	local rc=0
	kill -INT "$RP_PID"
	wait "$RP_PID" || rc=$?
	RP_PID=''
	cat "$WORK/stderr"
	[ "$rc" -eq 130 ]
	nothing_left
}

@test "SIGKILL of the runner: qemu dies with it; --restore removes the rest; nothing left" {
	CACHE_TEMPS=$(cache_temps)
	cd "$TOP"
	start_guest started
	local rc=0
	kill -KILL "$RP_PID"
	wait "$RP_PID" || rc=$?
	RP_PID=''
	[ "$rc" -eq 137 ]
	compgen -G "$SCHEDAIO_STATE_DIR/guest.*.state" >/dev/null
	run --separate-stderr "$GUEST" --restore
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ $stderr == *"guest: restoring what a killed guest left"* ]]
	nothing_left
}

@test "a kept apt answer is taken only when it fits its SPEC, from resolve/ as a folder; only SPEC's own entries removed" {
	# kernel_resolved alone, apt's answers stubbed: no guest, no apt-cache
	local c=$WORK/gc
	mkdir -m 0700 "$c"
	run --separate-stderr bash -c '
		set -u; cd "$1"; PROG=t GUEST_CACHE=$2
		. scripts/lib/rp-util.sh; . scripts/lib/atomic.sh; . scripts/lib/guest-kernel.sh
		debian_newest() { echo "linux-image-6.12.9-amd64 6.12.9-1"; }
		apt_candidates() { echo "$1 6.1.99-1"; }
		debian_series() { echo "linux-image-$1.0-99-amd64 $1.99-1"; }
		k=$(apt_key); mkdir -m 0700 "$GUEST_CACHE/resolve"
		# a kept answer naming another kernel than the release asked: apt is asked
		echo "linux-image-6.12.9-amd64 6.12.9-1" >"$GUEST_CACHE/resolve/6.1.0-57-amd64.$k"
		echo "release: $(kernel_resolved 6.1.0-57-amd64)"
		# resolving 6.1 leaves the entry of the release 6.1.0-57-amd64
		echo "series: $(kernel_resolved 6.1)"
		ls "$GUEST_CACHE/resolve"
		# resolve/ a link to another folder: not read, written or removed from
		rm -rf "$GUEST_CACHE/resolve"; mkdir "$3"; echo keep >"$3/debian.x"
		echo "linux-image-5.10.0-1-amd64 5.10.1-1" >"$3/debian.$k"
		ln -s "$3" "$GUEST_CACHE/resolve"
		echo "debian: $(kernel_resolved debian)"
		ls "$3"' _ "$TOP" "$c" "$WORK/victim"
	echo "$output"; echo "$stderr"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "release: linux-image-6.1.0-57-amd64 6.1.99-1" ]
	[ "${lines[1]}" = "series: linux-image-6.1.0-99-amd64 6.1.99-1" ]
	[[ ${lines[2]} == 6.1.0-57-amd64.* && ${lines[3]} == 6.1.[0-9a-f]* ]]
	[ "${lines[4]}" = "debian: linux-image-6.12.9-amd64 6.12.9-1" ]
	[[ ${lines[5]} == debian.[0-9a-f]* && ${lines[6]} == debian.x && ${#lines[@]} -eq 7 ]]
	[ "$(cat "$WORK/victim/debian.x")" = keep ]
	[ "$(cat "$WORK/victim/${lines[5]}")" = "linux-image-5.10.0-1-amd64 5.10.1-1" ]
}
