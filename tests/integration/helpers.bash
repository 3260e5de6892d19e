# shellcheck shell=bash
# helpers.bash: shared setup for the integration tests (loaded with bats' `load helpers`).
# Loop devices and scheduler changes go on scripts/lib/loopdev.sh's cleanup stack, which
# each test's teardown runs, so every exit path (failure included) leaves losetup -a as it was.

TOP=$(cd "$BATS_TEST_DIRNAME/../.." && pwd)
ENGINE=$TOP/build/schedaio.so
# run-pack's studies in the tests run on the plain scratch device unless a test asks for a
# device model (devmodel.bats): the packs' default model costs a ~20 s probe per study.
export SCHEDAIO_DEVICE_MODEL=none
# shellcheck source=scripts/lib/loopdev.sh
. "$TOP/scripts/lib/loopdev.sh"

# committed_studies: the committed studies (results/<id>/ with a manifest.json), one path per
# line relative to TOP, listed from git: never from results/, where a user's own studies live
# (make study's, an interrupted one: issue 40). Fails outside a git checkout.
committed_studies() {
	local list
	list=$(git -C "$TOP" ls-files 'results/*/manifest.json') || return 1
	sed 's,/manifest\.json$,,' <<<"$list" | sort -u
}

# committed_tests FILE...: each @test of the bats FILEs as "FILE<TAB>READS<TAB>TAGGED<TAB>NAME":
# READS 1 when it calls committed_studies, in its body or through a function it calls (of its
# file or of this one, at any depth) or through its file's setup, setup_file, teardown or
# teardown_file; TAGGED 1 when it carries the bats tag committed (a '# bats test_tags=' line
# above it, or a '# bats file_tags=' line before it: as bats 1.8 reads them). Comments,
# single-quoted strings (an awk program) and here-documents are not calls. user-results.bats
# runs the tagged tests in a clone beside a user's studies (bats --filter-tags committed), and
# checks that READS is TAGGED on every test.
committed_tests() {
	local f
	for f in "$@"; do
		awk -v file="$f" '
			# words: the words of line s outside comments and single quotes (q carries a quote
			# over lines), space-separated; a here-document starting on it goes in hd.
			function words(s,    out, c, i) {
				out = " "
				for (i = 1; i <= length(s); i++) {
					c = substr(s, i, 1)
					if (q == 1) { if (c == "\047") q = 0; continue }
					if (q == 2 && c == "\\") { i++; continue }
					if (q == 2 && c == "\"") q = 0
					else if (!q && c == "\"") q = 2
					else if (!q && c == "\047") q = 1
					else if (!q && c == "#" && (i == 1 || substr(s, i - 1, 1) ~ /[ \t]/)) break
					out = out (c ~ /[A-Za-z0-9_]/ ? c : " ")
				}
				if (match(s, /(^|[^<])<<-?[ \t]*["\047]?[A-Za-z_][A-Za-z0-9_]*/)) {
					hd = substr(s, RSTART, RLENGTH); sub(/^.*<<-?[ \t]*["\047]?/, "", hd)
				}
				gsub(/ +/, " ", out)
				return out " "
			}
			function tagged(list,    k, t, i) {
				k = split(list, t, ",")
				for (i = 1; i <= k; i++) { gsub(/^[ \t]+|[ \t]+$/, "", t[i]); if (t[i] == "committed") return 1 }
				return 0
			}
			# open: the block b (a function, or "@N" for test N) starting on this line: its body
			# from after the brace; it ends on this line or at the first "}" of a line.
			function open(b,    rest) {
				rest = $0
				sub(/^@test[ \t]+("([^"\\]|\\.)*"|\047[^\047]*\047|[^ \t{]+)[ \t]*\{|^[^{]*\{/, "", rest)
				q = 0; body[b] = words(rest)
				blk = rest ~ /}[ \t;]*$/ ? "" : b
			}
			FNR == 1 { inner = FILENAME != file; tags = ""; ftags = ""; blk = ""; hd = "" }
			hd != "" { if ($0 ~ "^\t*" hd "$") hd = ""; next }
			blk != "" && /^}/ { blk = ""; next }
			blk != "" { body[blk] = body[blk] words($0); next }
			!inner && /^[ \t]*#[ \t]*bats[ \t]+test_tags=/ { sub(/^[^=]*=/, ""); tags = $0; next }
			!inner && /^[ \t]*#[ \t]*bats[ \t]+file_tags=/ { sub(/^[^=]*=/, ""); ftags = $0; next }
			!inner && /^@test[ \t]/ {
				name = $0
				if (match(name, /^@test[ \t]+("([^"\\]|\\.)*"|\047[^\047]*\047)/)) name = substr(name, 1, RLENGTH)
				else sub(/[ \t]+\{.*$/, "", name)
				sub(/^@test[ \t]+/, "", name)
				sub(/^["\047]/, "", name); sub(/["\047]$/, "", name)
				n++; names[n] = name; tag[n] = tagged(ftags "," tags); tags = ""
				open("@" n)
				next
			}
			/^[A-Za-z_][A-Za-z0-9_]*[ \t]*\(\)[ \t]*\{/ { fn = $0; sub(/[ \t]*\(.*$/, "", fn); open(fn); next }
			END {
				reads["committed_studies"] = 1
				do {
					more = 0
					for (b in body) {
						if (b in reads) continue
						for (r in reads) if (index(body[b], " " r " ")) { reads[b] = 1; more = 1; break }
					}
				} while (more)
				all = ("setup" in reads) || ("setup_file" in reads) || ("teardown" in reads) || ("teardown_file" in reads)
				for (i = 1; i <= n; i++)
					printf "%s\t%d\t%d\t%s\n", file, all || (("@" i) in reads), tag[i], names[i]
			}' "$TOP/tests/integration/helpers.bash" "$f" || return 1
	done
}

# need_root: skip the test with a reason unless root (loop devices, schedulers); in the check
# tier (tests/run --check: make check), which runs nothing that needs root-only machine state.
need_root() {
	[ "${SCHEDAIO_TEST_TIER:-}" != check ] || skip "needs root-only machine state: make test runs it, not make check"
	[ "$(id -u)" -eq 0 ] || skip "needs root (loop devices and sysfs scheduler writes)"
	command -v losetup >/dev/null || skip "losetup not installed"
}

# need_engine: skip unless build/schedaio.so exists (make builds it).
need_engine() {
	[ -f "$ENGINE" ] || skip "build/schedaio.so not built (run make)"
}

# offers DEV NAME: whether DEV offers scheduler NAME (sched_offered, scripts/lib/loopdev.sh).
# DEV "loop": the first /sys/block/loop* queue (every loop queue offers the same elevators),
# for a test whose run-pack makes its own scratch device. Status 0 or 1.
offers() {
	local f
	if [ "$1" != loop ]; then
		sched_offered "$1" 2>/dev/null | grep -qxF "$2"
		return
	fi
	for f in /sys/block/loop*/queue/scheduler; do
		[ -r "$f" ] && { tr -d '[]' <"$f" | tr ' ' '\n' | grep -qxF "$2"; return; }
	done
	return 1
}

# need_sched DEV NAME...: skip the test unless DEV (offers' DEV) offers every scheduler NAME
# (sched_unoffered says why, or defers the test to the guest tier). A test that calls it for a
# scheduler this kernel may lack carries the bats tag guest (tests/run: the guest tier).
need_sched() {
	local dev=$1 who=$1 s
	shift
	[ "$dev" != loop ] || who='/sys/block/loop*'
	for s in "$@"; do
		offers "$dev" "$s" || sched_unoffered "$who" "$s"
	done
}

# unoffered_sched DEV: U, a scheduler the tables know (jobs/sched-labels.tsv) that DEV (offers'
# DEV; for "loop", a loop device of the test's own is made first when it has none) does not
# offer: bfq or kyber (bfq on a kernel without CONFIG_IOSCHED_BFQ). A name no table knows is
# refused before any device is asked (issue 40), so a skip needs a known one. Skips the test
# when DEV offers both.
unoffered_sched() {
	local s
	[ "$1" != loop ] || [ -n "${LOOP:-}" ] || ram_loop 16
	for s in bfq kyber; do
		# shellcheck disable=SC2034 # U is read by the .bats files that load this file
		offers "$1" "$s" || { U=$s; return 0; }
	done
	skip "$1 offers every known scheduler but the legacy ones: none to test an unoffered one with"
}

# The start of the skip reason by which tests/run knows a test that defers to its guest tier.
GUEST_TIER_MARK='guest tier:'

# sched_unoffered WHO NAME: skip the test, WHO lacking scheduler NAME (a missing bfq's reason
# names the kernel option a kernel lacks, block/Kconfig.iosched: CONFIG_IOSCHED_BFQ). Under
# tests/run with its guest tier on (SCHEDAIO_GUEST_TIER=1) the reason starts with
# GUEST_TIER_MARK: such a test belongs in the tier (tagged guest: tests/run runs it in a guest
# kernel that has NAME, never here), so tests/run counts this skip as a failure saying to tag
# it. Else the reason says why the guest did not run it, or how to.
sched_unoffered() {
	local why="$1 does not offer $2"
	[ "$2" != bfq ] || why="$why (kernel without CONFIG_IOSCHED_BFQ)"
	[ -z "${SCHEDAIO_GUEST:-}" ] || skip "$why, even in the guest kernel ${SCHEDAIO_GUEST_KERNEL:-}"
	[ "${SCHEDAIO_GUEST_TIER:-}" != 1 ] || skip "$GUEST_TIER_MARK $why here: tests/run runs it in a guest kernel when it is tagged guest"
	[ -z "${SCHEDAIO_GUEST_TIER_OFF:-}" ] || skip "$why; the guest tier is off: $SCHEDAIO_GUEST_TIER_OFF"
	skip "$why: tests/run $(basename "$BATS_TEST_FILENAME" .bats) runs it in a guest kernel (scripts/guest)"
}

# need_guest: skip, saying why, unless scripts/guest can run a guest here: root, its tools,
# and its default kernel (scripts/guest --prepare fetches it once into the guest cache and
# builds the initramfs). Not inside a guest. Sets KERNEL (the guest kernel's release) and
# GUEST_CACHE. The verdict is kept for the rest of the bats run ($BATS_RUN_TMPDIR).
need_guest() {
	local f=$BATS_RUN_TMPDIR/schedaio-guest-prepare
	need_root
	[ -z "${SCHEDAIO_GUEST:-}" ] || skip "already in a guest ($SCHEDAIO_GUEST)"
	# shellcheck disable=SC2034 # read by the .bats files that load this file
	GUEST_CACHE=${SCHEDAIO_GUEST_CACHE:-/var/cache/schedaio/guest}
	if [ ! -f "$f" ]; then
		if KERNEL=$(timeout 1200 "$TOP/scripts/guest" --prepare 2>"$f.err"); then
			echo "ok $KERNEL" >"$f"
		else
			echo "skip the guest cannot run here: $(tail -n1 "$f.err")" >"$f"
		fi
	fi
	case "$(cat "$f")" in
	"ok "*) KERNEL=$(cut -d' ' -f2 "$f") ;;
	*) skip "$(cut -d' ' -f2- "$f")" ;;
	esac
}

# loop_detach_on FILE...: detach every loop device attached to FILE (losetup -j; FILE a
# file or a loop device). A test's cleanup detaches by what it attached the device to, never
# by number: a number the test has freed may be another test's device by then (a teardown's
# `losetup -d /dev/loop0` once detached e2e.bats' new scratch device under its mkfs).
loop_detach_on() {
	local f d
	for f in "$@"; do
		for d in $(losetup -j "$f" 2>/dev/null | cut -d: -f1); do loopdev_detach "$d" || true; done
	done
}

# ram_loop SIZE_MIB [-P]: a RAM-backed loop device (backing file in a private folder of
# /dev/shm, schedaio-test.XXXXXX/backing.img: loopdev_create), direct-io on. Sets LOOP; the
# device, the file and its folder are removed by teardown's cleanup_run.
ram_loop() {
	quietly loopdev_create /dev/shm "$1" "${2:-}" schedaio-test >/dev/null
	# shellcheck disable=SC2034 # read by the .bats files that load this file
	LOOP=$LOOPDEV
}

# attacker_setup: for a test where an unprivileged user (nobody, through setpriv) attacks
# root: skips unless root with setpriv and a user nobody; then WORK searchable by others
# (0755), PUB=$WORK/pub a /tmp-like public folder of root's (sticky, writable by all) and
# EVIL=$PUB/evil, a folder of the user's in it; NOBODY their uid; SUDO_UID unset (the
# invoking user is root). Call after common_setup or rp_setup.
attacker_setup() {
	[ "$(id -u)" -eq 0 ] || skip "needs root (the attacker is another user)"
	command -v setpriv >/dev/null || skip "setpriv not installed (util-linux)"
	getent passwd nobody >/dev/null || skip "no user nobody"
	unset SUDO_UID
	# shellcheck disable=SC2034 # read by the .bats files that load this file
	NOBODY=$(id -u nobody)
	chmod 0755 "$WORK"
	PUB=$WORK/pub
	mkdir -m 1777 "$PUB"
	EVIL=$PUB/evil
	as_nobody mkdir "$EVIL"
}

# as_nobody CMD...: CMD as the unprivileged attacker (attacker_setup).
as_nobody() {
	setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups -- "$@"
}

# ext4_mount DEV: make an ext4 filesystem on DEV and mount it on a new folder, set MNT to it;
# the unmount and the folder's removal go on the cleanup stack.
ext4_mount() {
	mkfs.ext4 -q "$1"
	MNT=$(mktemp -d /tmp/schedaio-mnt.XXXXXX)
	cleanup_push "rmdir '$MNT'"
	mount "$1" "$MNT"
	cleanup_push "umount '$MNT'"
}

# fio_engine ARGS...: run fio with schedaio on the current test's WORK dir, JSON to out.json.
fio_engine() {
	(cd "$WORK" && fio --ioengine="external:$ENGINE" --output-format=json --output=out.json "$@")
}

# counts_match STATS DDIR [JOBIDX]: engine ios/bytes == fio's total_ios/io_bytes.
counts_match() {
	local stats=$1 d=$2 j=${3:-0} f e
	f=$(jq -r ".jobs[$j].$d | \"\(.total_ios) \(.io_bytes)\"" "$WORK/out.json")
	e=$(jq -r ".$d | \"\(.ios) \(.bytes)\"" "$WORK/$stats")
	echo "$d: fio total_ios/io_bytes $f, engine ios/bytes $e"
	[ "$f" = "$e" ]
	[ "${f%% *}" -gt 0 ]
}

common_setup() {
	WORK=$(mktemp -d /tmp/schedaio-test.XXXXXX)
	cleanup_push "rm -rf '$WORK'"
}

# common_teardown: the cleanup stack, untraced (a teardown's own line is what a failure there
# names; the stack's restores are ~1,000 commands, ~12 s in the guest tier's TCG guest).
common_teardown() {
	untraced
	cleanup_run
}

# rp_setup [QUICK]: common_setup for the tests that run scripts/run-pack: RUN_PACK, OUT (the
# results folder, not made yet), run-pack's state files in a folder of this test
# (SCHEDAIO_STATE_DIR: not /run/schedaio, where a study someone else runs keeps its own), and
# SCHEDAIO_QUICK=QUICK (fio options that shorten every run) when given.
rp_setup() {
	common_setup
	RUN_PACK=$TOP/scripts/run-pack
	# shellcheck disable=SC2034 # read by the .bats files that load this file
	OUT=$WORK/out
	export SCHEDAIO_STATE_DIR=$WORK/state
	[ -z "${1:-}" ] || export SCHEDAIO_QUICK=$1
}

# short_runs [SECONDS]: SCHEDAIO_QUICK of SECONDS-long runs (1), no ramp, 64 MiB files: for a
# test that checks what a study leaves and records, not a rate nor --quick's own values.
short_runs() { export SCHEDAIO_QUICK="runtime=${1:-1} ramp_time=0 startdelay=0 size=64m"; }

# rp_kill: kill -KILL the run-pack a test started in the background (RP_PID) and did not stop.
rp_kill() {
	[ -z "${RP_PID:-}" ] || kill -KILL "$RP_PID" 2>/dev/null || true
}

# rp_teardown: rp_kill, run-pack --restore of what it left (a state file in this test's state
# folder: --restore reads nothing else; a run-pack that ended left none), then common_teardown.
rp_teardown() {
	untraced
	rp_kill
	! compgen -G "${SCHEDAIO_STATE_DIR:-/nonexistent}/*.state" >/dev/null || "$RUN_PACK" --restore >/dev/null 2>&1 || true
	common_teardown
}

# start_rp ARGS...: run-pack ARGS in the background with SIGINT at its default (a background
# job of a non-interactive shell starts with SIGINT ignored); sets RP_PID. Output to
# $WORK/stdout and $WORK/stderr (appended).
start_rp() {
	env --default-signal=INT "$RUN_PACK" "$@" >>"$WORK/stdout" 2>>"$WORK/stderr" &
	RP_PID=$!
}

# wait_fio RUNDIR_GLOB: until the fio of a run folder matching RUNDIR_GLOB runs (its command
# line names RUNDIR/.fio-out.XXXXXX/fio.json, scripts/lib/rp-job.sh fio_out_dir, from fio's
# start until the run ends); prints its PID. 15
# minutes at most (wall clock: pgrep itself is slow on a loaded machine); then run-pack's
# stderr so far, and status 1.
# The folder's .fio-out.* is looked for first (a glob: no process), pgrep only once it exists.
# The loop runs in a subshell without bats' DEBUG trap (untraced).
wait_fio() {
	(
		untraced
		local d pid end=$((SECONDS + 900))
		while ((SECONDS < end)); do
			for d in $1; do
				compgen -G "$d/.fio-out.*" >/dev/null || continue
				pid=$(pgrep -f -- "--output=$d/\.fio-out\.[^/]*/fio\.json" | head -n1) || true
				[ -z "$pid" ] || { echo "$pid"; return 0; }
			done
			nap 0.05
		done
		echo "timed out waiting for a fio writing $1/.fio-out.*/fio.json; run-pack's stderr:" >&2
		cat "$WORK/stderr" >&2 2>/dev/null || true
		return 1
	)
}

# untraced: the rest of this (sub)shell runs without bats' DEBUG trap. bats runs a test with
# set -T, its trap (bats_debug_trap: the stack trace a failure prints) on every command of the
# test, its functions and its subshells: 0.3 ms a command here, ~10 ms in the guest tier's TCG
# guest, where wait_fio's polling (3,400 commands in one test) took 100 s of the one emulated
# CPU the run-pack under test needs too. For a polling or sampling loop in a subshell of its
# own: a failure there names the line that started the subshell.
untraced() { trap - DEBUG; }

# quietly CMD ARGS...: CMD ARGS without bats' DEBUG trap (untraced), which is set again after
# it: for the helpers' own setup work (a loop device, a file system, a scheduler's tunables
# saved: ~1,000 commands a test), ~12 s of a 60 s test in the guest tier's TCG guest. A failure
# in CMD fails the test as before (errexit ends the test before the trap is set again), its
# line the caller's.
quietly() {
	local _quietly_trap
	_quietly_trap=$(trap -p DEBUG)
	trap - DEBUG
	"$@"
	local _quietly_rc=$?
	eval "${_quietly_trap:-:}"
	return "$_quietly_rc"
}

# strace_tree OUT ARGS...: strace -f ARGS (a command and every process it starts) into OUT,
# each call on a line of its own: one file a process (-ff) joined into OUT at the end, as the
# lines of two processes' calls at once are cut in two in one file ("<unfinished ...>", seen
# under load: one open of 100 missed by a check). The tree stops only at the calls ARGS trace
# (--seccomp-bpf, strace >= 5.3): without it strace stopped every process at every system
# call, and an --html report of a committed study took 8.2 s under it instead of 2.3 s (the
# check tier is CPU-bound: issue 41). strace's status.
strace_tree() {
	local out=$1 rc=0 f
	shift
	strace -f -ff --seccomp-bpf -o "$out" "$@" || rc=$?
	: >"$out"
	for f in "$out".*; do
		[ ! -f "$f" ] || { cat -- "$f" >>"$out" && rm -f -- "$f"; }
	done
	return "$rc"
}

# nap SECONDS: sleep without starting a process (read's time-out on a FIFO in WORK that
# nothing writes to), for the tests' polling loops: in the guest tier's TCG guest a process
# start costs ~35 ms of the one emulated CPU that the run-pack under test needs too.
nap() {
	[ -p "$WORK/.nap" ] || mkfifo "$WORK/.nap"
	read -r -t "$1" _ <>"$WORK/.nap" || true
}

# out_fio_runs: a run of this test's run-pack is in its fio's window: a run folder's .fio-out.*
# exists ($OUT/STUDY/SCHED/CELL/run-N; fio_out_dir makes it just before the run's fio starts,
# rp-run.sh removes it once fio has ended, so the run's scheduler and tunables are set all the
# while). A glob, no process: the samplers that call it every 0.1 s ran a pgrep each time, ~30
# ms of the guest tier's one emulated CPU.
out_fio_runs() { compgen -G "$OUT/*/*/*/run-*/.fio-out.*" >/dev/null; }

# stop_study SIGNAL [RUNDIR_GLOB]: (once the fio of RUNDIR_GLOB runs: wait_fio) send SIGNAL to
# run-pack (RP_PID) and wait; sets RC.
stop_study() {
	[ -z "${2:-}" ] || wait_fio "$2" >/dev/null
	kill "-$1" "$RP_PID"
	RC=0
	# shellcheck disable=SC2034 # RC is read by the .bats files that load this file
	wait "$RP_PID" || RC=$?
	RP_PID=''
}

# need_recorder: skip unless root with what a recording (scripts/record-startup-trace) on a
# copy needs.
need_recorder() {
	need_root
	local t
	for t in Xvfb xterm strace unshare nsenter mkfs.ext4 readelf yad xwininfo; do
		command -v "$t" >/dev/null || skip "$t not installed"
	done
}

# rec_machine_state: what a recording may leave behind, one item a line: the loop devices on a
# recorder's image, the mounts of its folders, its tracefs instances (in a tracefs mounted
# here for the look), its folders and image folders, its namespace holders and stand-ins.
rec_machine_state() {
	local tfs i
	losetup -a | grep 'schedaio-rec-img' || true
	grep 'schedaio-rec' /proc/mounts || true
	# a tracefs of the recorder's (its instance schedaio-rec-PID in it): run-pack's traced runs
	# (rp-trace.sh) mount theirs at the same prefix, beside this file's tests
	while read -r _ m _; do
		if [[ $m == /tmp/schedaio-tracefs.* ]] && compgen -G "$m/instances/schedaio-rec-*" >/dev/null; then echo "tracefs $m"; fi
	done </proc/mounts
	tfs=$(mktemp -d /tmp/schedaio-test-tfs.XXXXXX)
	if mount -t tracefs nodev "$tfs" 2>/dev/null; then
		for i in "$tfs"/instances/schedaio-rec-*; do [ ! -e "$i" ] || basename "$i"; done
		umount "$tfs"
	fi
	rmdir "$tfs"
	ls -d /var/tmp/schedaio-rec-img.* /tmp/schedaio-rec.* 2>/dev/null || true
	pgrep -af schedaio-rec-ns || true
	pgrep -af 'yad --title=schedaio-session-' || true
}

# rec_start_until LINE: start a recording of 20 cold starts of xterm in the background
# (under timeout: RECPID is timeout's PID, REC_RPID the recorder's), its stderr in
# $WORK/stderr, and wait up to 5 min for LINE there; fails (the stderr shown) without it.
rec_start_until() {
	local i
	timeout -s KILL 600 "$TOP/scripts/record-startup-trace" --app xterm --recordings 20 --out "$WORK/xterm.iolog" 2>"$WORK/stderr" &
	RECPID=$!
	for ((i = 0; i < 3000; i++)); do
		grep -q "$1" "$WORK/stderr" && break
		kill -0 "$RECPID" 2>/dev/null || break
		sleep 0.1
	done
	cat "$WORK/stderr"
	grep -q "$1" "$WORK/stderr"
	REC_RPID=$(pgrep -P "$RECPID" -f record-startup-trace)
	echo "recorder $REC_RPID"
}

# argv_stubs: setsid, prlimit and fio first on PATH ($WORK/argv-bin), each appending its name
# and arguments (one line, tab-separated) to $WORK/argv.log before it execs the real one: the
# first line of a chain (setsid prlimit fio ...) is the whole argv a caller built
# (scripts/lib/fio-cmd.sh fio_argv). ARGV_LINES: argv_fio_lines's lines.
argv_stubs() {
	local p real
	mkdir -p "$WORK/argv-bin"
	for p in setsid prlimit fio; do
		real=$(command -v "$p")
		cat >"$WORK/argv-bin/$p" <<STUB
#!/bin/bash
(IFS=\$'\t'; printf '%s\n' "$p	\$*") >>"$WORK/argv.log"
exec $real "\$@"
STUB
		chmod +x "$WORK/argv-bin/$p"
	done
	export PATH="$WORK/argv-bin:$PATH"
}

# argv_runs WORD: the argv.log lines (argv_stubs) that start with WORD and name an --output
# (a run's fio, not fio --showcmd or --version), tabs shown as spaces.
argv_runs() { grep "^$1	" "$WORK/argv.log" | grep -- '	--output=' | tr '\t' ' '; }
