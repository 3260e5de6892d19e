# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-state.sh: run-pack's state file: the journal of undo.sh (what it changed on the machine,
# recorded BEFORE each change with undo_push), so that the change is undone on every exit path
# (undo_run), and by the next run-pack (or `run-pack --restore`) when this one was killed with
# SIGKILL (state_restore_stale: undo_replay). This file adds the journal's folder and owner
# and the undo of run-pack's own kinds; loopdev.sh's kinds are undone by loopdev.sh.
#
# Folder: $SCHEDAIO_STATE_DIR (default /run/schedaio; /run is emptied at boot, as are the
# schedulers and loop devices it describes). One file per process: run-pack.<pid>.state, or
# record-startup-trace.<pid>.state (scripts/record-startup-trace keeps its journal here too,
# with the same kinds and its own recproc; either's --restore undoes it), rewritten through a
# temporary name and rename. Lines, tab-separated,
# in the order the changes were made (they are undone last first):
#   owner    PID STARTTIME              the run-pack process (PID + /proc start time)
#   study    RUN_DIR                    its results folder (for the messages; nothing to undo)
#   backing  FILE                       a scratch backing file, DIR/schedaio-scratch.XXXXXX/
#                                       backing.img (loops on it detached; removed with its
#                                       0700 folder: loopdev.sh loopdev_create)
#   loop     DEV FILE                   a loop device attached to FILE
#   sched    DEV QUEUE_DIR SCHEDULER    DEV's original scheduler (QUEUE_DIR = sysfs queue/)
#   tun      DEV QUEUE_DIR NAME VALUE   a writable tunable of that scheduler (queue/iosched/)
#   ra       DEV QUEUE_DIR KIB          DEV's read_ahead_kb before the pack's (rp-target.sh)
#   mkdir    DIR                        a folder made by run-pack (removed if empty)
#   rundir   DIR                        run-pack's folder in a --dir of the user's
#                                       (DIR/schedaio-run.XXXXXX, mktemp: root's, 0700),
#                                       where fio runs: removed with the files fio made in
#                                       it (a start-up cell's own filename=s, issue 32)
#   mount    DIR SOURCE                 a mount of SOURCE (a loop device) made on DIR (unmounted)
#   fiofile  FILE                       fio's data file in a folder of the user's (removed)
#   fiorun   OUT                        a fio run is starting: any fio whose --output is OUT
#                                       (RUNDIR/.fio-out.XXXXXX/fio.json, fio_out_dir; the
#                                       controller's client/fio.json.tmp) is stopped (covers a
#                                       kill before the fio line); a journal from before
#                                       names RUNDIR, meaning RUNDIR/fio.json.tmp
#   fio      PID STARTTIME              the running fio, its own process group (stopped);
#                                       on a --hosts host, its fio --server
#   sync     PID STARTTIME              S's periodic sync loop of a start-up cell with writers
#                                       (rp-startup.sh), its own process group (stopped)
#   workdir  DIR                        a --hosts host's folder of engine stats files and
#                                       fio's server socket (/tmp/schedaio-host.*), the
#                                       controller's of forwarded sockets and fio client
#                                       runs (/tmp/schedaio-ctl.*), or the start-up
#                                       recorder's (/tmp/schedaio-rec.*: its HOME, the
#                                       copy's mount point, the recordings); removed with
#                                       what it holds (not past a mount)
#   recproc  PID STARTTIME ROLE         a process the start-up recorder started (ROLE: xvfb,
#                                       ns the copy's namespace holder, session the
#                                       stand-in, app a start); stopped with its group
#   qemu     PID STARTTIME              scripts/guest's qemu (its journal guest.<pid>.state);
#                                       stopped
#   guesttmp DIR                        a folder of scripts/guest (schedaio-guest.XXXXXX, root's,
#                                       0700): a run's folder (the guest's private share, its
#                                       console) or a temporary of the guest cache; removed
#                                       with what it holds (not past a mount)
# Needs: rp-util.sh (proc_starttime, log), loopdev.sh (undo.sh; undo_backing, undo_loop,
# undo_sched), atomic.sh (write_atomic), rp-manifest.sh (manifest_mark_interrupted).

STATE_DIR=${SCHEDAIO_STATE_DIR:-/run/schedaio}

# The names of the programs that keep a state file (NAME.<pid>.state).
STATE_NAMES=(run-pack record-startup-trace guest)

# state_begin [NAME]: create this process's state file NAME.<pid>.state (NAME one of
# STATE_NAMES; default run-pack) with its owner line; from now on undo_push records in it
# (STATE_FILE, undo.sh).
state_begin() {
	mkdir -p "$STATE_DIR" || fail "cannot create the state folder $STATE_DIR"
	state_dir_check
	STATE_FILE=$STATE_DIR/${1:-run-pack}.$$.state
	printf 'owner\t%s\t%s\n' "$$" "$(proc_starttime $$)" | write_atomic "$STATE_FILE" ||
		fail "cannot write the state file $STATE_FILE"
}

# state_owner_alive FILE: the run-pack that wrote FILE is still running (same PID and start
# time), so its changes are in use and must be left alone.
state_owner_alive() {
	local pid st
	read -r _ pid st _ < <(grep -m1 '^owner	' "$1") || return 1
	[ -n "$pid" ] && [ "$(proc_starttime "$pid" 2>/dev/null)" = "$st" ]
}

# state_stop_pid PID STARTTIME: stop a process group fio left running (TERM, then KILL after
# 10 s), if PID is still that process, and confirm it ended: a SIGKILL takes effect only
# when the process next runs (its exit waits for its in-flight direct I/O; on a loaded CPU
# that took more than the 0.2 s once allowed), so it is polled for up to 10 s more. Returns
# 1 with one line when it still runs then (--restore then says it could not undo all).
state_stop_pid() {
	local pid=$1 st=$2 i
	state_pid_is "$pid" "$st" || return 0
	kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
	for ((i = 0; i < 50; i++)); do
		state_pid_is "$pid" "$st" || return 0
		sleep 0.2
	done
	kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
	for ((i = 0; i < 100; i++)); do
		state_pid_is "$pid" "$st" || return 0
		sleep 0.1
	done
	log "restore: process $pid ($(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | cut -c1-200)) still runs 10 s after SIGKILL; not stopped"
	return 1
}

# state_pid_is PID STARTTIME: PID runs and is the process that started at STARTTIME (a PID
# that ended, or was taken by another process since, is not).
state_pid_is() {
	local now
	now=$(proc_starttime "$1" 2>/dev/null) && [ "$now" = "$2" ]
}

# state_child_record MAKER KIND FIELD...: in a child (subshell) of the process MAKER (the
# caller's $BASHPID before the fork), before it execs: its record (undo_push) is written only
# while MAKER is still its parent, under the state folder's lock (flock), which
# state_restore_stale holds while it reads a journal. So either the record is in what a
# --restore reads, or the child finds its maker killed and returns 1 (it must then exit, not
# exec): a SIGKILL of the maker while a child is between its fork and its record leaves no
# process that --restore cannot name. (One killed between the record and the exec is a fork
# of the maker: state_maker_fork.)
state_child_record() {
	local maker=$1 fd rc=1 me=$BASHPID # read outside $(...), whose subshell is another process
	shift
	exec {fd}<"${STATE_FILE%/*}" || return 1
	flock -x "$fd" 2>/dev/null || true # no lock where the file system has none: the parent check still holds
	if [ "$(proc_ppid "$me")" = "$maker" ]; then
		undo_push "$@" && rc=0
	fi
	exec {fd}<&-
	return "$rc"
}

# state_fio_pids OUT: PIDs of the fio processes whose argument --output= is OUT (a fiorun
# record: a path ending in .json or .json.tmp), or OUT/fio.json.tmp for a run folder (a
# journal from before fio_out_dir).
state_fio_pids() {
	local f pid comm want=$1
	[[ $want == *.json || $want == *.json.tmp ]] || want=$want/fio.json.tmp
	for f in /proc/[0-9]*/cmdline; do
		pid=${f#/proc/}
		pid=${pid%/cmdline}
		# read, not $(cat): no process per PID (in a TCG guest, 450 of them took 22 s a call)
		{ IFS= read -r comm <"/proc/$pid/comm"; } 2>/dev/null || continue
		[ "$comm" = fio ] || continue
		tr '\0' '\n' <"$f" 2>/dev/null | grep -qxF -- "--output=$want" && echo "$pid"
	done
	return 0
}

# --- the claims of run-pack's kinds (undo.sh undo_claim: on a journal's record, before its
# undo; the reason on stdout and 1 when the record names what run-pack does not make) -------

# state_claim_proc PID STARTTIME PATTERN WHAT: while PID is the process recorded (its start
# time), its command line (arguments joined by spaces) matches the bash PATTERN (a glob),
# or it is a fork of the journal's maker that has not exec'd yet (state_maker_fork,
# state_owner_fork); a process that ended has nothing to stop.
state_claim_proc() {
	local cmd
	[ "$(proc_starttime "$1" 2>/dev/null)" = "$2" ] || return 0
	cmd=$(tr '\0' ' ' <"/proc/$1/cmdline" 2>/dev/null) || cmd=''
	# shellcheck disable=SC2053 # PATTERN is a glob
	[[ " $cmd" == $3 ]] || state_maker_fork "$1" "$2" || state_owner_fork "$1" "$2" ||
		{ echo "process $1 runs '${cmd% }', not $4"; return 1; }
}

# state_maker_fork PID STARTTIME: PID (started at STARTTIME) is a fork of the journal's
# maker between its fork and its exec (state_spawn, fio_spawn_start: the child records itself,
# then execs): it runs the maker's script (its second argument's base name is one of
# STATE_NAMES, after the interpreter's; or it is a --hosts keeper, `bash -s -- keep ...`, as
# rp-hosts.sh host_keep starts rp-agent.sh) and started no earlier than the journal's owner
# (UNDO_LINES' owner record).
state_maker_fork() {
	local argv=() r t own='' n
	mapfile -d '' -t argv <"/proc/$1/cmdline" 2>/dev/null || return 1
	[ "${#argv[@]}" -ge 2 ] && [[ ${argv[0]##*/} == bash ]] || return 1
	for r in "${UNDO_LINES[@]}"; do
		IFS=$'\t' read -r t _ own _ <<<"$r"
		[ "$t" != owner ] || break
		own=''
	done
	[[ $own =~ ^[0-9]{1,20}$ ]] && [ "$2" -ge "$own" ] || return 1
	if [ "${argv[1]}" = -s ] && [ "${argv[2]:-}" = -- ] && [ "${argv[3]:-}" = keep ]; then return 0; fi
	for n in "${STATE_NAMES[@]}"; do [ "${argv[1]##*/}" != "$n" ] || return 0; done
	return 1
}

# state_owner_fork PID STARTTIME: PID (started at STARTTIME) is provably a fork of the journal's
# owner that has not exec'd yet: its parent is the owner's PID, which still runs with the
# owner record's start time (the owner replays its own journal on its exit: undo_run), it
# started no earlier than the owner, and its command line is the owner's (a fork keeps its
# maker's until it execs). A fork whose maker is gone (reparented) is not: nothing shows whose
# it was.
state_owner_fork() {
	local r t pid='' own='' mine theirs
	for r in "${UNDO_LINES[@]}"; do
		IFS=$'\t' read -r t pid own _ <<<"$r"
		[ "$t" != owner ] || break
		pid='' own=''
	done
	[[ $pid =~ ^[0-9]{1,10}$ && $own =~ ^[0-9]{1,20}$ ]] || return 1
	[ "$(proc_ppid "$1" 2>/dev/null)" = "$pid" ] && [ "$2" -ge "$own" ] || return 1
	[ "$(proc_starttime "$pid" 2>/dev/null)" = "$own" ] || return 1
	mine=$(tr '\0' ' ' <"/proc/$1/cmdline" 2>/dev/null) && theirs=$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null) || return 1
	[ -n "$mine" ] && [ "$mine" = "$theirs" ]
}
claim_fio() { state_claim_proc "$1" "$2" '*[ /]fio *' "a fio"; }
claim_qemu() { state_claim_proc "$1" "$2" '*qemu-system-x86_64 *mount_tag=schedaio.ctl*' "scripts/guest's qemu"; }
claim_sync() { state_claim_proc "$1" "$2" '* -c * schedaio-sync-loop *' "the sync loop"; }

# state_name_ours DIR: DIR is a folder run-pack or the recorder makes: schedaio-run.XXXXXX
# (mktemp), its mnt, or the recorder's image folder /var/tmp/schedaio-rec-img.XXXXXX.
state_name_ours() {
	[[ $1 == /* ]] || return 1
	[[ $(basename -- "$1") == schedaio-run.?????? || $1 == */schedaio-run.??????/mnt ||
		$1 == /var/tmp/schedaio-rec-img.?????? ]]
}
claim_mkdir() { state_name_ours "$1" || { echo "$1 is not a folder run-pack makes"; return 1; }; }
claim_rundir() { [[ $(basename -- "$1") == schedaio-run.?????? ]] || { echo "$1 is not a run-pack folder name"; return 1; }; }
claim_fiofile() {
	[[ $(basename -- "$1") == fiofile && $(basename -- "$(dirname -- "$1")") == schedaio-run.?????? ]] ||
		{ echo "$1 is not fio's file in a run-pack folder"; return 1; }
}
claim_fiorun() { [[ $1 == /* ]] || { echo "$1 is not an absolute fio output or run folder"; return 1; }; }
claim_workdir() {
	[[ $1 =~ ^/tmp/schedaio-(host|ctl|rec)\.[A-Za-z0-9]+$ ]] || { echo "$1 is not a work folder name"; return 1; }
	[ -e "$1" ] || [ -L "$1" ] || return 0
	if [ -L "$1" ] || [ ! -d "$1" ] || [ "$(stat -c %u -- "$1")" != "$(id -u)" ]; then
		echo "$1 is not a folder of our own (a link, or another user's)"
		return 1
	fi
}

# claim_guesttmp DIR: DIR is named as scripts/guest names its folders and, while it exists, is
# a real folder of root's, mode 0700 (as guest_tmpdir makes it: nobody else put anything in it).
claim_guesttmp() {
	[[ $1 == /* && $(basename -- "$1") == schedaio-guest.?????? ]] || { echo "$1 is not a folder name of scripts/guest"; return 1; }
	[ -e "$1" ] || [ -L "$1" ] || return 0
	[ ! -L "$1" ] && [ -d "$1" ] && [ "$(stat -c '%u %a' -- "$1")" = "0 700" ] ||
		{ echo "$1 is not scripts/guest's folder (root's, mode 0700)"; return 1; }
}

# claim_mount DIR SOURCE: DIR is a mount point run-pack or the recorder makes (the mnt of a
# schedaio-run.XXXXXX or of the recorder's /tmp/schedaio-rec.XXXXXX); while it is mounted,
# findmnt shows SOURCE mounted there.
claim_mount() {
	local now
	[[ $1 == */schedaio-run.??????/mnt || $1 == /tmp/schedaio-rec.??????/mnt ]] ||
		{ echo "$1 is not a mount point run-pack makes"; return 1; }
	mountpoint -q "$1" 2>/dev/null || return 0
	[ -n "${2:-}" ] || { echo "no source recorded for the mount on $1"; return 1; }
	now=$(findmnt -rn -o SOURCE --mountpoint "$1" | tail -n1)
	[ "$now" = "$2" ] || { echo "$1 holds $now, not $2"; return 1; }
}

# The undo of run-pack's kinds (undo.sh calls undo_KIND FIELD...; 1: not all undone).
undo_fio() { state_stop_pid "$1" "$2"; }
undo_qemu() { state_stop_pid "$1" "$2"; }
undo_guesttmp() { [ ! -d "$1" ] || rm -rf --one-file-system -- "$1"; }
undo_sync() { state_stop_pid "$1" "$2"; }
# undo_fiorun OUT: stop every fio whose --output is OUT (fio and its job processes, which
# start sessions of their own), looking again until none is left (a job process forked while
# its fio was being stopped); 1 with one line when some still run after 5 looks.
undo_fiorun() {
	local p pids try rc=0
	for try in 1 2 3 4 5; do
		pids=$(state_fio_pids "$1")
		[ -n "$pids" ] || return "$rc"
		for p in $pids; do state_stop_pid "$p" "$(proc_starttime "$p" 2>/dev/null)" || rc=1; done
	done
	pids=$(state_fio_pids "$1")
	[ -n "$pids" ] || return "$rc"
	log "restore: fio still running with --output=$1: $(echo $pids)"
	return 1
}
undo_fiofile() { rm -f "$1"; }
undo_workdir() {
	[[ $1 != /tmp/schedaio-host.* && $1 != /tmp/schedaio-ctl.* && $1 != /tmp/schedaio-rec.* ]] ||
		rm -rf --one-file-system -- "$1"
}
undo_mount() {
	if mountpoint -q "$1" 2>/dev/null; then umount_retry "$1"; fi
}
undo_mkdir() {
	# A journal of a run-pack from before the rundir kind holds its --dir folder as mkdir.
	if [[ $(basename -- "$1") == schedaio-run.?????? ]] && [ -d "$1" ]; then undo_rundir "$1"; return $?; fi
	[ ! -d "$1" ] || rmdir "$1" 2>/dev/null || { log "restore: $1 is not empty; left"; return 1; }
}

# undo_rundir DIR: remove run-pack's folder DIR (named schedaio-run.XXXXXX) and the files
# fio made in it (undo.sh undo_rm_flat: only while DIR is a real folder, root's, mode 0700,
# as mktemp -d made it; no folder in it descended). Returns 1 with one line otherwise.
undo_rundir() {
	[ -e "$1" ] || [ -L "$1" ] || return 0
	if [[ $(basename -- "$1") != schedaio-run.?????? ]]; then
		log "restore: $1 is not run-pack's folder (schedaio-run.XXXXXX); left"
		return 1
	fi
	undo_rm_flat "$1"
}

# state_study ARGS...: schedaio-study (STUDY_BIN: rp-manifest.sh, or sent to a --hosts host;
# else the build's) with ARGS.
state_study() { "${STUDY_BIN:-${SCHEDAIO_BIN_DIR:-$TOP/build}/schedaio-study}" "$@"; }

# state_dir_check: the state folder is held to the ownership rule of --out folders (safedir's
# schedaio-study safe-dir: root's or the caller's, writable by no group or others, and so every
# folder above it, a sticky one only above) and is no link: a journal another user could write
# is never replayed (another user could make run-pack change any device). Otherwise one line
# and exit 2, nothing read.
state_dir_check() {
	local why
	[ ! -L "$STATE_DIR" ] || { echo "$PROG: state folder $STATE_DIR: refused: a link; nothing was read or undone" >&2; exit 2; }
	why=$(state_study safe-dir "$STATE_DIR") ||
		{ echo "$PROG: state folder $STATE_DIR: refused: ${why:-cannot be judged}; it must be root's or yours and writable by no group or others (SCHEDAIO_STATE_DIR); nothing was read or undone" >&2; exit 2; }
}

# state_restore_stale VERBOSE [NAME...]: restore every state file of NAME (default: every one
# of STATE_NAMES) whose process is gone (killed with SIGKILL, or the machine lost power
# mid-study); one line per file (VERBOSE=1: also per file left alone because its process still
# runs). A state file that is not a regular file of root's or the caller's writable by no group or
# others (schedaio-study safe-file) is skipped and named; the folder is judged first
# (state_dir_check). Returns 1 if one was not undone or skipped.
state_restore_stale() {
	local f rc=0 verbose=${1:-0} study name why
	shift || true
	[ "$#" -gt 0 ] || set -- "${STATE_NAMES[@]}"
	[ -e "$STATE_DIR" ] || [ -L "$STATE_DIR" ] || return 0
	state_dir_check
	for name in "$@"; do
		for f in "$STATE_DIR/$name".*.state; do
			[ -e "$f" ] || [ -L "$f" ] || continue
			why=$(state_study safe-file "$f") || {
				log "$PROG: $f skipped (not replayed): ${why:-cannot be judged}"
				rc=1
				continue
			}
			if state_owner_alive "$f"; then
				[ "$verbose" = 0 ] || log "$PROG: $f belongs to $name $(grep -m1 '^owner' "$f" | cut -f2), still running; left alone"
				continue
			fi
			study=$(grep -m1 '^study	' "$f" | cut -f2) || study=''
			log "$PROG: restoring what a killed $name left ($f; study: ${study:-none})"
			# Its manifest says "running" (nobody wrote the end): interrupted, whatever else fails.
			[ -z "$study" ] || manifest_mark_interrupted "$study" || true
			# read under the folder's lock: a child of the killed process records itself before
			# this read, or not at all (state_child_record)
			undo_replay "$f" "$STATE_DIR" || { log "$PROG: could not undo all of $f; kept"; rc=1; }
		done
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

# --- the start-up recorder's processes (scripts/record-startup-trace) ----------------------

# The programs (argv[0]'s base name) a recproc of each ROLE runs, from its start to its last
# exec (the launchers setsid, nsenter and strace exec in place; the holder ends as
# `exec -a schedaio-rec-ns sleep`). An app runs the launchers, then one of the programs of a
# row of jobs/startup/apps.tsv (rec_progs: startup-apps.sh's startup_app_programs, e.g. sh for
# a /bin/sh application script).
declare -A STATE_REC_PROGS=([xvfb]='Xvfb' [ns]='unshare bash schedaio-rec-ns'
	[session]='setsid nsenter yad' [app]='setsid nsenter strace')

# rec_progs ROLE: the programs of ROLE (STATE_REC_PROGS), for app with every start-up
# application's (startup-apps.sh, sourced by the recorder and run-pack; not on a fleet host,
# which has no recorder).
rec_progs() {
	local p=${STATE_REC_PROGS[$1]:-}
	if [ "$1" = app ] && declare -F startup_app_programs >/dev/null; then
		p="$p $(startup_app_programs)" || return 1
	fi
	printf '%s\n' "$p"
}
REC_PID=''

# state_spawn KIND [FIELD] -- CMD...: run CMD in the background, recorded in the state file as
# "KIND PID STARTTIME [FIELD]": the child records itself (PID and start time, which exec
# keeps) before it execs CMD, so that a SIGKILL of its starter at any moment leaves no
# process of it that --restore cannot name. SPAWN_PID is its PID once the record is in the
# state file (the child writes it: the caller waits for it before writing again).
# Redirections go on the call. Returns 1 when no record came within 10 s.
SPAWN_PID=''
state_spawn() {
	local kind=$1 field='' k maker=$BASHPID
	shift
	if [ "$1" != -- ]; then field=$1; shift; fi
	shift
	(
		trap - INT TERM HUP EXIT
		# $BASHPID read outside $(...), whose subshell is another process (rp-startup.sh)
		k=$BASHPID
		state_child_record "$maker" "$kind" "$k" "$(proc_starttime "$k")" ${field:+"$field"} || exit 1
		exec "$@"
	) &
	SPAWN_PID=$!
	for ((k = 0; k < 500; k++)); do
		grep -q "^$kind	$SPAWN_PID	" "$STATE_FILE" 2>/dev/null && return 0
		sleep 0.02
	done
	return 1
}

# state_spawn_record KIND PID: the state file's record of the process PID of KIND
# (state_spawn), its fields tab-separated; nothing when there is none.
state_spawn_record() {
	awk -F'\t' -v k="$1" -v p="$2" '$1 == k && $2 == p' "$STATE_FILE" 2>/dev/null | head -n1
}

# state_spawn_drop KIND PID: forget the record of the process PID (it ended, or its maker
# stopped it).
state_spawn_drop() {
	local rec f
	rec=$(state_spawn_record "$1" "$2")
	[ -n "$rec" ] || return 0
	IFS=$'\t' read -ra f <<<"$rec"
	undo_drop "${f[@]}"
}

# rec_spawn ROLE CMD...: run CMD in the background as a recproc of ROLE (state_spawn); REC_PID
# is its PID. Redirections go on the call. Fails (exit 1) when it cannot start.
rec_spawn() {
	local role=$1
	shift
	state_spawn recproc "$role" -- "$@" || fail "cannot start the $role process $1 (no record of it in $STATE_FILE)"
	REC_PID=$SPAWN_PID
}

# rec_spawn_drop PID: forget PID's recproc record (it ended, or its maker stopped it).
rec_spawn_drop() { state_spawn_drop recproc "$1"; }

# claim_recproc PID STARTTIME ROLE: ours while the process is the one recorded (start time)
# and the recorder's: its environment holds HOME=<the journal's /tmp/schedaio-rec.* workdir>/home
# (exported before its first process) and its argv[0] is a program of ROLE, or it is provably
# the recorder's fork that has not exec'd yet (state_owner_fork: its parent is the running
# owner; a fork's environment and argv are still its maker's); a process that ended has
# nothing to stop. Else the reason on stdout, 1.
claim_recproc() {
	local pid=$1 st=$2 role=$3 dir='' r t d argv0 progs
	[ -n "${STATE_REC_PROGS[$role]:-}" ] || { echo "no recorder role '$role'"; return 1; }
	[ "$(proc_starttime "$pid" 2>/dev/null)" = "$st" ] || return 0
	progs=$(rec_progs "$role") || { echo "cannot read the start-up applications' programs (jobs/startup/apps.tsv)"; return 1; }
	for r in "${UNDO_LINES[@]}"; do
		IFS=$'\t' read -r t d _ <<<"$r"
		[ "$t" = workdir ] && [[ $d == /tmp/schedaio-rec.* ]] && dir=$d
	done
	[ -n "$dir" ] || { echo "no recorder folder (workdir /tmp/schedaio-rec.*) in the journal"; return 1; }
	! state_owner_fork "$pid" "$st" || return 0
	argv0=$(tr '\0' '\n' <"/proc/$pid/cmdline" 2>/dev/null | head -n1)
	argv0=${argv0##*/}
	[[ " $progs " == *" $argv0 "* ]] ||
		{ echo "process $pid runs '$argv0', not a program of the recorder's $role ($progs)"; return 1; }
	tr '\0' '\n' <"/proc/$pid/environ" 2>/dev/null | grep -qxF "HOME=$dir/home" ||
		{ echo "process $pid is not the recorder's (no HOME=$dir/home in its environment)"; return 1; }
}
undo_recproc() { state_stop_pid "$1" "$2"; }
