# shellcheck shell=bash disable=SC2034 # globals shared with the files shipped with it
# rp-agent.sh: run-pack's side on each host of a --hosts study. Nothing is installed on a
# host: run-pack sends this file over ssh with loopdev.sh, rp-util.sh, rp-state.sh,
# rp-target.sh and rp-preflight.sh (`ssh HOST bash -s -- COMMAND ARGS`, the code on stdin),
# and calls agent_main COMMAND ARGS. The host keeps its own state file, written by the same code as
# for one host (rp-state.sh), in $SCHEDAIO_STATE_DIR (default /run/schedaio) on the host.
# Commands (output: tab-separated lines on stdout; errors: one line on stderr, exit 1):
#   check ENGINE DEV [DIR]   restore what a killed study left (state files whose keeper is
#                            gone), then print what run-pack checks before any change:
#                            fio_version, engine_sha256, kernel, offered, scheduler, model,
#                            size_mib, in_use (raw device), dir_problem (DIR not on DEV), root
#   keep STUDY ADDR PORT DEV [DIR]
#                            the study's keeper: makes the state file (owner: this process),
#                            records DEV's scheduler, starts `fio --server=ip:ADDR,PORT` (its
#                            own session) and a work folder for the engine's stats files (and
#                            a folder in DIR), prints "ready STATE WORK FIO_DIR", then waits
#                            for its stdin to close: when run-pack ends, is killed, or the
#                            connection is lost, everything is undone (also on TERM and HUP)
#   sched STATE DEV KERNEL TUNABLES   switch DEV (sched_apply)
#   take FILE                print FILE (an engine stats file) and remove it
#   alive STATE              "yes" when the study's fio server still runs, else "no"
#   preflight DEV [FIO_DIR]  the preflight's checks of DEV here (rp-preflight.sh
#                            preflight_lines: one "STATUS  finding" line each)
#   restore                  stop the keepers still waiting (they undo their study) and
#                            restore every state file left (run-pack --restore --hosts)

PROG=run-pack-agent

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
	[ -b "$dev" ] || { printf 'dev_problem\t%s is not a block device\n' "$dev"; return 0; }
	printf 'offered\t%s\n' "$(sched_offered "$dev" 2>/dev/null | paste -sd' ')"
	printf 'scheduler\t%s\n' "$(sched_get "$dev" 2>/dev/null)"
	printf 'model\t%s\n' "$(sed 's/ *$//' "/sys/class/block/$(dev_disk "$dev")/device/model" 2>/dev/null || true)"
	printf 'size_mib\t%s\n' "$(($(blockdev --getsize64 "$dev" 2>/dev/null || echo 0) / 1048576))"
	if [ -z "$dir" ]; then
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

# agent_keep STUDY ADDR PORT DEV [DIR]: see the top of this file.
agent_keep() {
	local study=$1 addr=$2 port=$3 dev=$4 dir=${5:-} work fio_dir='' pid
	trap 'agent_keep_end' EXIT
	trap 'exit 143' TERM
	trap 'exit 129' HUP
	trap 'exit 130' INT
	state_begin
	state_add study "$study"
	work=$(mktemp -d /tmp/schedaio-host.XXXXXX) || fail "cannot make a work folder in /tmp"
	state_add workdir "$work"
	state_save_sched "$dev"
	if [ -n "$dir" ]; then
		fio_dir=$(mktemp -d "$dir/schedaio-run.XXXXXX") || fail "cannot make a folder in $dir"
		state_add mkdir "$fio_dir"
		state_add fiofile "$fio_dir/fiofile"
	fi
	# fio's server in its own session, so that a restore stops it with its job processes.
	setsid fio "--server=ip:$addr,$port" >"$work/fio-server.log" 2>&1 </dev/null &
	pid=$!
	state_add fio "$pid" "$(proc_starttime "$pid")"
	agent_wait_listen "$port" "$pid" || fail "fio --server=ip:$addr,$port did not start: $(head -n1 "$work/fio-server.log")"
	printf 'ready\t%s\t%s\t%s\n' "$STATE_FILE" "$work" "$fio_dir"
	while IFS= read -r _; do :; done
}

# agent_wait_listen PORT PID: until fio's server PID listens on PORT (10 s at most).
agent_wait_listen() {
	local i
	for ((i = 0; i < 100; i++)); do
		kill -0 "$2" 2>/dev/null || return 1
		ss -Hltn "sport = :$1" 2>/dev/null | grep -q . && return 0
		sleep 0.1
	done
	return 1
}

# agent_keep_end: the keeper's exit: undo everything of its state file.
agent_keep_end() {
	local rc=$?
	trap '' INT TERM HUP PIPE
	IFS=$' \t\n'
	if [ -n "$STATE_FILE" ] && ! state_restore "$STATE_FILE"; then
		echo "restore: could not undo everything; $STATE_FILE is kept" >&2
		exit 1
	fi
	echo restored
	exit "$rc"
}

# agent_alive STATE: the study's fio server still runs.
agent_alive() {
	local pid st
	read -r _ pid st _ < <(grep -m1 '^fio	' "$1" 2>/dev/null) || { echo no; return 0; }
	if [ "$(proc_starttime "$pid" 2>/dev/null)" = "$st" ]; then echo yes; else echo no; fi
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
	case "$cmd" in
	check) agent_check "$@" ;;
	keep) agent_keep "$@" ;;
	sched) STATE_FILE=$1; sched_apply "$2" "$3" "${4:-}" ;;
	take) cat "$1" && rm -f "$1" ;;
	alive) agent_alive "$1" ;;
	preflight) preflight_lines "$1" "${2:-}" '' 0 ;;
	restore) agent_restore ;;
	*) fail "unknown agent command '$cmd'" ;;
	esac
}
