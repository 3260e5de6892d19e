# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-state.sh: run-pack's state file: what it changed on the machine, written BEFORE each
# change, so that the change can be undone on every exit path, and by the next run-pack (or
# `run-pack --restore`) when this one was killed with SIGKILL.
#
# Folder: $SCHEDAIO_STATE_DIR (default /run/schedaio; /run is emptied at boot, as are the
# schedulers and loop devices it describes). One file per run-pack process:
# run-pack.<pid>.state, rewritten through a temporary name and rename. Lines, tab-separated,
# in the order the changes were made (they are undone last first):
#   owner    PID STARTTIME              the run-pack process (PID + /proc start time)
#   study    RUN_DIR                    its results folder (for the messages; nothing to undo)
#   backing  FILE                       a scratch backing file (removed; loops on it detached)
#   loop     DEV FILE                   a loop device attached to FILE
#   sched    DEV QUEUE_DIR SCHEDULER    DEV's original scheduler (QUEUE_DIR = sysfs queue/)
#   tun      DEV QUEUE_DIR NAME VALUE   a writable tunable of that scheduler (queue/iosched/)
#   ra       DEV QUEUE_DIR KIB          DEV's read_ahead_kb before the pack's (rp-target.sh)
#   mkdir    DIR                        a folder made by run-pack (removed if empty)
#   mount    DIR                        a mount made by run-pack (unmounted)
#   fiofile  FILE                       fio's data file in a folder of the user's (removed)
#   fiorun   RUNDIR                     a fio run is starting: any fio whose --output is in
#                                       RUNDIR is stopped (covers a kill before the fio line)
#   fio      PID STARTTIME              the running fio, its own process group (stopped);
#                                       on a --hosts host, its fio --server
#   sync     PID STARTTIME              S's periodic sync loop of a start-up cell with writers
#                                       (rp-startup.sh), its own process group (stopped)
#   workdir  DIR                        a --hosts host's folder of engine stats files and
#                                       fio's server socket (/tmp/schedaio-host.*), or the
#                                       controller's of forwarded sockets and fio client
#                                       runs (/tmp/schedaio-ctl.*); removed with what it holds
# Needs: rp-util.sh (proc_starttime, log), loopdev.sh (loopdev_detach), rp-manifest.sh
# (manifest_mark_interrupted).

STATE_DIR=${SCHEDAIO_STATE_DIR:-/run/schedaio}
STATE_FILE=''

# state_begin: create this process's state file with its owner line.
state_begin() {
	mkdir -p "$STATE_DIR" || fail "cannot create the state folder $STATE_DIR"
	STATE_FILE=$STATE_DIR/run-pack.$$.state
	printf 'owner\t%s\t%s\n' "$$" "$(proc_starttime $$)" | write_atomic "$STATE_FILE" ||
		fail "cannot write the state file $STATE_FILE"
}

# state_add FIELD...: append one line (fields joined by tabs), atomically.
state_add() {
	[ -n "$STATE_FILE" ] || return 0
	local line
	line=$(IFS=$'\t'; echo "$*")
	{ cat "$STATE_FILE"; printf '%s\n' "$line"; } | write_atomic "$STATE_FILE" ||
		fail "cannot write the state file $STATE_FILE"
}

# state_del FIELD...: remove the line equal to the fields joined by tabs (a change undone).
state_del() {
	[ -n "$STATE_FILE" ] || return 0
	local line
	line=$(IFS=$'\t'; echo "$*")
	grep -vxF -- "$line" "$STATE_FILE" | write_atomic "$STATE_FILE" || true
}

# state_save_sched DEV: record DEV's scheduler and its writable tunables (once per device).
state_save_sched() {
	local dev=$1 q f sched
	[ -n "$STATE_FILE" ] || return 0
	grep -q "^sched	$dev	" "$STATE_FILE" && return 0
	q=$(dirname "$(sched_file "$dev")") || fail "cannot find the request queue of $dev"
	sched=$(sched_get "$dev") || fail "cannot read the scheduler of $dev"
	{
		cat "$STATE_FILE"
		printf 'sched\t%s\t%s\t%s\n' "$dev" "$q" "$sched"
		for f in "$q"/iosched/*; do
			[ -f "$f" ] || continue
			# Only tunables a write can restore (some are read-only, mode 0444).
			[ -n "$(find "$f" -maxdepth 0 -perm -u+w)" ] || continue
			printf 'tun\t%s\t%s\t%s\t%s\n' "$dev" "$q" "$(basename "$f")" "$(<"$f")"
		done
	} | write_atomic "$STATE_FILE" || fail "cannot write the state file $STATE_FILE"
}

# state_owner_alive FILE: the run-pack that wrote FILE is still running (same PID and start
# time), so its changes are in use and must be left alone.
state_owner_alive() {
	local pid st
	read -r _ pid st _ < <(grep -m1 '^owner	' "$1") || return 1
	[ -n "$pid" ] && [ "$(proc_starttime "$pid" 2>/dev/null)" = "$st" ]
}

# state_stop_pid PID STARTTIME: stop a process group fio left running (TERM, then KILL after
# 10 s), if PID is still that process.
state_stop_pid() {
	local pid=$1 st=$2 i
	[ "$(proc_starttime "$pid" 2>/dev/null)" = "$st" ] || return 0
	kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
	for ((i = 0; i < 50; i++)); do
		[ "$(proc_starttime "$pid" 2>/dev/null)" = "$st" ] || return 0
		sleep 0.2
	done
	kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
	sleep 0.2
}

# state_fio_pids RUNDIR: PIDs of the fio processes whose argument --output= names RUNDIR/fio.json.tmp.
state_fio_pids() {
	local f pid
	for f in /proc/[0-9]*/cmdline; do
		pid=${f#/proc/}
		pid=${pid%/cmdline}
		[ "$(cat "/proc/$pid/comm" 2>/dev/null)" = fio ] || continue
		tr '\0' '\n' <"$f" 2>/dev/null | grep -qxF -- "--output=$1/fio.json.tmp" && echo "$pid"
	done
	return 0
}

# state_restore_sched FILE DEV QUEUE_DIR SCHED: DEV's scheduler back to SCHED, then its
# tunables from FILE's tun lines (a scheduler switch resets them to the defaults, so the
# scheduler comes first). Prints what it changed; returns 1 if something could not be restored.
state_restore_sched() {
	local file=$1 dev=$2 q=$3 orig=$4 cur name val rc=0 t
	[ -w "$q/scheduler" ] || { log "restore: $dev has no $q/scheduler any more; skipped"; return 0; }
	cur=$(sched_get "$dev" 2>/dev/null) || cur=''
	if [ "$cur" != "$orig" ]; then
		echo "$orig" >"$q/scheduler" 2>/dev/null || { log "restore: cannot set $dev back to '$orig'"; rc=1; }
	fi
	while IFS=$'\t' read -r t _ _ name val; do
		[ "$t" = tun ] || continue
		[ -f "$q/iosched/$name" ] || continue
		[ "$(<"$q/iosched/$name")" = "$val" ] && continue
		echo "$val" >"$q/iosched/$name" 2>/dev/null || { log "restore: cannot set $dev $name back to $val"; rc=1; }
	done < <(grep "^tun	$dev	" "$file")
	return "$rc"
}

# state_restore FILE: undo FILE's changes, last first; remove FILE when all were undone.
# Returns 1 (FILE kept) if any could not be undone.
state_restore() {
	local file=$1 rc=0 i t a b c lines=()
	[ -f "$file" ] || return 0
	mapfile -t lines <"$file"
	for ((i = ${#lines[@]} - 1; i >= 0; i--)); do
		IFS=$'\t' read -r t a b c _ <<<"${lines[i]}"
		case "$t" in
		fio | sync) state_stop_pid "$a" "$b" ;;
		fiorun)
			local p
			for p in $(state_fio_pids "$a"); do state_stop_pid "$p" "$(proc_starttime "$p")"; done ;;
		fiofile) rm -f "$a" || rc=1 ;;
		workdir) [[ $a != /tmp/schedaio-host.* && $a != /tmp/schedaio-ctl.* ]] || rm -rf -- "$a" || rc=1 ;;
		mount)
			if mountpoint -q "$a" 2>/dev/null; then umount_retry "$a" || rc=1; fi ;;
		mkdir) [ ! -d "$a" ] || rmdir "$a" 2>/dev/null || { log "restore: $a is not empty; left"; rc=1; } ;;
		sched)
			# A loop device is restored only while it is still attached to our backing file.
			if grep -q "^loop	$a	" "$file"; then
				losetup -j "$(grep -m1 "^loop	$a	" "$file" | cut -f3)" 2>/dev/null | grep -q "^$a:" || continue
			fi
			state_restore_sched "$file" "$a" "$b" "$c" || rc=1 ;;
		ra)
			# as sched: a loop device only while it is still attached to our backing file
			if grep -q "^loop	$a	" "$file"; then
				losetup -j "$(grep -m1 "^loop	$a	" "$file" | cut -f3)" 2>/dev/null | grep -q "^$a:" || continue
			fi
			[ ! -w "$b/read_ahead_kb" ] || [ "$(<"$b/read_ahead_kb")" = "$c" ] ||
				echo "$c" >"$b/read_ahead_kb" 2>/dev/null || { log "restore: cannot set $a read_ahead_kb back to $c"; rc=1; } ;;
		loop)
			if losetup -j "$b" 2>/dev/null | grep -q "^$a:"; then loopdev_detach "$a" || rc=1; fi ;;
		backing)
			local d
			for d in $(losetup -j "$a" 2>/dev/null | cut -d: -f1); do loopdev_detach "$d" || rc=1; done
			rm -f "$a" || rc=1 ;;
		esac
	done
	[ "$rc" -eq 0 ] && rm -f "$file"
	return "$rc"
}

# state_restore_stale VERBOSE: restore every state file whose run-pack is gone (killed with
# SIGKILL, or the machine lost power mid-study); one line per file (VERBOSE=1: also per file
# left alone because its run-pack still runs). Returns 1 if one was not undone.
state_restore_stale() {
	local f rc=0 verbose=${1:-0} study
	[ -d "$STATE_DIR" ] || return 0
	for f in "$STATE_DIR"/run-pack.*.state; do
		[ -f "$f" ] || continue
		if state_owner_alive "$f"; then
			[ "$verbose" = 0 ] || log "$PROG: $f belongs to run-pack $(grep -m1 '^owner' "$f" | cut -f2), still running; left alone"
			continue
		fi
		study=$(grep -m1 '^study	' "$f" | cut -f2) || study=''
		log "$PROG: restoring what a killed run-pack left ($f; study: ${study:-none})"
		# Its manifest says "running" (nobody wrote the end): interrupted, whatever else fails.
		[ -z "$study" ] || manifest_mark_interrupted "$study" || true
		state_restore "$f" || { log "$PROG: could not undo all of $f; kept"; rc=1; }
	done
	return "$rc"
}

# umount_retry MNT: unmount, retrying while a late close holds it; lazily as a last resort.
umount_retry() {
	local i
	for i in 1 2 3 4 5 6 7 8 9 10; do
		umount "$1" 2>/dev/null && return 0
		mountpoint -q "$1" || return 0
		sleep 0.3
	done
	umount -l "$1"
}
