# shellcheck shell=bash disable=SC2034 # globals shared with the files shipped with it
# rp-agent.sh: run-pack's side on each host of a --hosts study. Nothing is installed on a
# host: run-pack sends this file over ssh with undo.sh, loopdev.sh, atomic.sh, rp-util.sh, rp-state.sh,
# rp-target.sh and rp-preflight.sh (`ssh HOST bash -s -- COMMAND ARGS`, the code on stdin),
# and calls agent_main COMMAND ARGS. The host keeps its own state file, written by the same code as
# for one host (rp-state.sh), in $SCHEDAIO_STATE_DIR (default /run/schedaio) on the host.
# Commands (output: tab-separated lines on stdout; errors: one line on stderr, exit 1):
#   check ENGINE DEV [DIR]   restore what a killed study left (state files whose keeper is
#                            gone), then print what run-pack checks before any change:
#                            fio_version, engine_sha256, kernel, offered, scheduler, model,
#                            size_mib, busy and in_use (a raw device: raw_busy, mounted, swap,
#                            held or exclusively open in any mount namespace, and raw_in_use,
#                            a signature; both rp-target.sh, the rule of a one-host study),
#                            dev_problem, dir_problem (DIR not on DEV), root,
#                            mem_available_kib (/proc/meminfo's MemAvailable, KiB: the bound
#                            of fio's buffers there)
#   keep STUDY TOKEN DEV [DIR]
#                            the study's keeper: makes the state file (owner: this process),
#                            holds a raw DEV (no DIR) with an exclusive open until it ends
#                            (raw_hold, as a one-host study: refused, exit 2, when in use),
#                            records DEV's scheduler, makes the work folder
#                            /tmp/schedaio-host.TOKEN (mode 0700, refused if the name exists:
#                            TOKEN is the controller's random name for it) for the engine's
#                            stats files and fio's server socket, starts
#                            `fio --server=sock:WORK/fio.sock` (its own session; a Unix socket
#                            only root can reach, through the controller's ssh forwarding: no
#                            network address is listened on) and a folder in DIR, prints
#                            "ready STATE WORK FIO_DIR", then waits
#                            for its stdin to close: when run-pack ends, is killed, or the
#                            connection is lost, everything is undone (also on TERM and HUP)
#   sched STATE DEV KERNEL TUNABLES   switch DEV (sched_apply)
#   take FILE                print FILE (an engine stats file) and remove it (only a regular
#                            file in the keeper's work folder /tmp/schedaio-host.*)
#   alive STATE              "yes" when the study's fio server still runs and the hold of a
#                            raw device stands, else "no"
#   preflight DEV [FIO_DIR]  the preflight's checks of DEV here (rp-preflight.sh
#                            preflight_lines: one "STATUS  finding" line each)
#   restore                  stop the keepers still waiting (they undo their study) and
#                            restore every state file left (run-pack --restore --hosts)

PROG=run-pack-agent

# agent_study_ok: this host's schedaio-study is the controller's build, at the same path
# (STUDY_BIN and STUDY_SHA, sent by the controller with this code: rp-hosts.sh agent_code):
# the exclusive hold of a raw device (raw_busy, raw_hold) is its dev-hold.
agent_study_ok() {
	[ -x "${STUDY_BIN:-}" ] && [ "$(sha256_of "$STUDY_BIN" 2>/dev/null)" = "${STUDY_SHA:-}" ]
}

# agent_check ENGINE DEV [DIR]: see the top of this file.
agent_check() {
	local engine=$1 dev=$2 dir=${3:-} why src disk_dir
	state_restore_stale 0 >&2 || true
	printf 'fio_version\t%s\n' "$(fio --version 2>/dev/null || echo none)"
	if [ "$engine" = libaio ]; then
		printf 'engine_sha256\tlibaio\n'
	else
		printf 'engine_sha256\t%s\n' "$(sha256_of "$engine" 2>/dev/null || echo missing)"
	fi
	printf 'kernel\t%s\n' "$(uname -r)"
	printf 'root\t%s\n' "$(id -u)"
	# KiB (proc(5)); nothing where the kernel has no such line (before 3.14)
	printf 'mem_available_kib\t%s\n' "$(awk '$1 == "MemAvailable:" { print $2; exit }' /proc/meminfo 2>/dev/null)"
	[ -b "$dev" ] || { printf 'dev_problem\t%s is not a block device\n' "$dev"; return 0; }
	printf 'offered\t%s\n' "$(sched_offered "$dev" 2>/dev/null | paste -sd' ')"
	printf 'scheduler\t%s\n' "$(sched_get "$dev" 2>/dev/null)"
	printf 'model\t%s\n' "$(sed 's/ *$//' "/sys/class/block/$(dev_disk "$dev")/device/model" 2>/dev/null || true)"
	printf 'size_mib\t%s\n' "$(($(blockdev --getsize64 "$dev" 2>/dev/null || echo 0) / 1048576))"
	if [ -z "$dir" ]; then
		if ! agent_study_ok; then
			printf 'dev_problem\ta raw device is held with schedaio-study dev-hold: %s is not the controller'"'"'s build here\n' "$STUDY_BIN"
			return 0
		fi
		printf 'busy\t%s\n' "$(raw_busy "$dev")"
		why=$(raw_in_use "$dev")
		printf 'in_use\t%s\n' "$why"
		return 0
	fi
	if [ ! -d "$dir" ] || [ ! -w "$dir" ]; then
		printf 'dir_problem\t%s is not a writable directory\n' "$dir"
		return 0
	fi
	src=$(findmnt -n -o MAJ:MIN --target "$dir" 2>/dev/null | head -n1 | tr -d ' ') || src=''
	disk_dir=$(dev_disk "$src" 2>/dev/null) || disk_dir=''
	[[ -n $disk_dir && $disk_dir == "$(dev_disk "$dev")" ]] ||
		printf 'dir_problem\t%s is not on %s (its filesystem is on %s)\n' "$dir" "$dev" "${disk_dir:-device $src}"
}

# agent_keep STUDY TOKEN DEV [DIR]: see the top of this file.
agent_keep() {
	local study=$1 token=$2 dev=$3 dir=${4:-} work fio_dir='' pid
	trap 'agent_keep_end' EXIT
	trap 'exit 143' TERM
	trap 'exit 129' HUP
	trap 'exit 130' INT
	[[ $token =~ ^[0-9a-f]{16,64}$ ]] || fail "bad work folder token '$token'"
	state_begin
	undo_push study "$study"
	work=/tmp/schedaio-host.$token
	# mkdir, not mkdir -p: an existing name (a folder or a link planted there) is refused.
	mkdir -m 0700 -- "$work" || fail "cannot make the work folder $work"
	undo_push workdir "$work"
	if [ -z "$dir" ]; then
		# a raw device: held exclusively for the whole study, as run-pack holds its own (the
		# hold ends with this keeper; agent_alive checks it stands)
		agent_study_ok || die "refusing raw device $dev: $STUDY_BIN is not the controller's build here"
		raw_hold "$dev"
		printf '%s\t%s\n' "$RAW_HOLD_PID" "$(proc_starttime "$RAW_HOLD_PID")" | write_atomic "$work/hold" ||
			fail "cannot write $work/hold"
	fi
	sched_save_restore "$dev" || fail "cannot read the scheduler of $dev"
	if [ -n "$dir" ]; then
		fio_dir=$(mktemp -d "$dir/schedaio-run.XXXXXX") || fail "cannot make a folder in $dir"
		undo_push rundir "$fio_dir" # removed with the files fio made in it (rp-state.sh)
	fi
	# fio's server in its own session, so that a restore stops it with its job processes; on a
	# Unix socket in the 0700 work folder: only root here, and the controller through its ssh
	# connection (-L), can reach it. Recorded before it runs (rp-state.sh state_spawn: the
	# child records itself, then execs): a SIGKILL of this keeper at any moment leaves no
	# server that a restore cannot name.
	state_spawn fio -- setsid fio "--server=sock:$work/fio.sock" >"$work/fio-server.log" 2>&1 </dev/null ||
		fail "fio --server=sock:$work/fio.sock did not record itself in $STATE_FILE"
	pid=$SPAWN_PID
	agent_wait_listen "$work/fio.sock" "$pid" ||
		fail "fio --server=sock:$work/fio.sock did not start: $(head -n1 "$work/fio-server.log")"
	printf 'ready\t%s\t%s\t%s\n' "$STATE_FILE" "$work" "$fio_dir"
	while IFS= read -r _; do :; done
}

# agent_wait_listen SOCKET PID: until fio's server PID listens on the Unix socket SOCKET (10 s
# at most).
agent_wait_listen() {
	local i
	for ((i = 0; i < 100; i++)); do
		kill -0 "$2" 2>/dev/null || return 1
		[ -S "$1" ] && ss -Hlx 2>/dev/null | grep -qF -- " $1 " && return 0
		sleep 0.1
	done
	return 1
}

# agent_take FILE: print FILE (an engine stats file of this host's keeper) and remove it. Only
# a regular file (not a link) in a keeper's work folder.
agent_take() {
	[[ $1 == /tmp/schedaio-host.*/* && $1 != */../* ]] || fail "take: $1 is not in a work folder"
	if [ ! -f "$1" ] || [ -L "$1" ]; then fail "take: $1 is not a regular file"; fi
	cat -- "$1" && rm -f -- "$1"
}

# agent_keep_end: the keeper's exit: undo everything of its state file.
agent_keep_end() {
	local rc=$?
	trap '' INT TERM HUP PIPE
	IFS=$' \t\n'
	if [ -n "$STATE_FILE" ] && ! undo_run; then
		echo "restore: could not undo everything; $STATE_FILE is kept" >&2
		exit 1
	fi
	echo restored
	exit "$rc"
}

# agent_alive STATE: the study's fio server still runs, and the hold of a raw device (its
# process, named in the work folder's "hold" file by agent_keep) still stands.
agent_alive() {
	local pid st work
	read -r _ pid st _ < <(grep -m1 '^fio	' "$1" 2>/dev/null) || { echo no; return 0; }
	[ "$(proc_starttime "$pid" 2>/dev/null)" = "$st" ] || { echo no; return 0; }
	read -r _ work _ < <(grep -m1 '^workdir	' "$1" 2>/dev/null) || work=''
	if [[ $work == /tmp/schedaio-host.* && -f $work/hold ]]; then
		read -r pid st <"$work/hold" || { echo no; return 0; }
		[ "$(proc_starttime "$pid" 2>/dev/null)" = "$st" ] || { echo no; return 0; }
	fi
	echo yes
}

# agent_restore: stop every keeper still waiting (TERM: it undoes its study), then restore
# the state files left.
agent_restore() {
	local f pid st i
	[ -d "$STATE_DIR" ] || return 0
	for f in "$STATE_DIR"/run-pack.*.state; do
		[ -f "$f" ] || continue
		read -r _ pid st _ < <(grep -m1 '^owner	' "$f") || continue
		grep -q '^workdir	' "$f" || continue # a one-host run-pack's: left to its own --restore
		[ "$(proc_starttime "$pid" 2>/dev/null)" = "$st" ] || continue
		echo "stopping the keeper of $(grep -m1 '^study' "$f" | cut -f2) (pid $pid)" >&2
		kill -TERM "$pid" 2>/dev/null || true
		for ((i = 0; i < 100; i++)); do
			[ "$(proc_starttime "$pid" 2>/dev/null)" = "$st" ] || break
			sleep 0.1
		done
	done
	state_restore_stale 0
}

# agent_main COMMAND ARGS...: run one command (see the top of this file).
agent_main() {
	local cmd=${1:-}
	shift || true
	# the commands that write the state file: write_atomic through the controller's build when
	# this host has it (atomic.sh's atomic_use), else the shell's writer (nothing installed)
	case "$cmd" in keep | sched | restore) ! agent_study_ok || atomic_use "$STUDY_BIN" ;; esac
	case "$cmd" in
	check) agent_check "$@" ;;
	keep) agent_keep "$@" ;;
	sched) STATE_FILE=$1; sched_apply "$2" "$3" "${4:-}" ;;
	take) agent_take "$1" ;;
	alive) agent_alive "$1" ;;
	preflight) preflight_lines "$1" "${2:-}" '' 0 ;;
	restore) agent_restore ;;
	*) fail "unknown agent command '$cmd'" ;;
	esac
}
