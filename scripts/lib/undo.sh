# shellcheck shell=bash
# undo.sh: the one undo mechanism of the scripts: run-pack (and its --hosts agent), the bench
# and the integration tests. Sourced through loopdev.sh (sent with rp-agent.sh to a host).
#
# Every change to the machine is recorded BEFORE it is made, as one record: a kind and its
# fields, joined by tabs ("loop<TAB>/dev/loop3<TAB>/dev/shm/x.img"). The records are undone
# newest first, each once, by the function undo_KIND FIELD... (defined beside the code that
# makes the change; a kind without one, such as owner or study, has nothing to undo). One
# format and one replay, two stores:
#   a stack in memory (UNDO_RECORDS)  bench and tests: cleanup_install_trap, or bats'
#                                     teardown, runs it (cleanup_run) on EXIT, INT and TERM.
#   a journal file (STATE_FILE)       run-pack: each record is in the file (atomic.sh's
#                                     write_atomic) before the change, subshells (fio's, the
#                                     sync loop's) add to the same file, and a run-pack killed
#                                     with SIGKILL is undone by the next one (undo_replay, see
#                                     rp-state.sh). The file is the store while STATE_FILE is
#                                     set; it is removed once everything in it was undone.
# Kinds defined here: eval CMD (CMD eval'd; memory only: a journal never holds code).
# loopdev.sh: backing, loop, nullb, sched, tun, ra. rp-state.sh: mkdir, mount, rundir, fiofile,
# fiorun, fio, sync, workdir, recproc (owner and study are the journal's header: nothing to
# undo). rp-trace.sh: tracefs, btreader. devmodel-undo.sh (a device model): dmupper,
# throttle, dmtags, dmclaim, dirty, probedir.

UNDO_RECORDS=()
STATE_FILE='' # never from the environment: state_begin (rp-state.sh) sets it
# The records being undone, oldest first (undo_run, undo_replay): an undo_KIND function may
# read its neighbours here (undo_sched reads its tun records and its device's loop record).
UNDO_LINES=()
# 1 while UNDO_LINES come from a journal (undo_lines_run): its records are claims (undo_claim).
UNDO_FROM_FILE=0

# undo_push KIND FIELD...: record a change before making it. With STATE_FILE set the record
# is appended to that file (exit 1 with one line on stderr when it cannot be written: no
# change is made without its record); an eval record is then refused (return 1).
undo_push() {
	local rec
	rec=$(IFS=$'\t'; echo "$*")
	if [ -z "$STATE_FILE" ]; then
		UNDO_RECORDS+=("$rec")
		return 0
	fi
	[ "$1" != eval ] || { echo "undo: code is never written to the journal $STATE_FILE" >&2; return 1; }
	{ cat "$STATE_FILE"; printf '%s\n' "$rec"; } | write_atomic "$STATE_FILE" ||
		{ echo "undo: cannot write the state file $STATE_FILE" >&2; exit 1; }
}

# undo_drop KIND FIELD...: forget every record equal to these fields (a change its maker
# undid itself, such as a fio run that ended).
undo_drop() {
	local rec r keep=()
	rec=$(IFS=$'\t'; echo "$*")
	if [ -n "$STATE_FILE" ]; then
		grep -vxF -- "$rec" "$STATE_FILE" | write_atomic "$STATE_FILE" || true
		return 0
	fi
	for r in "${UNDO_RECORDS[@]}"; do [ "$r" = "$rec" ] || keep+=("$r"); done
	UNDO_RECORDS=("${keep[@]}")
}

# undo_has KIND FIELD: a record of KIND whose first field is FIELD exists.
undo_has() {
	local r
	if [ -n "$STATE_FILE" ]; then
		awk -F'\t' -v k="$1" -v f="$2" '$1 == k && $2 == f { found = 1 } END { exit !found }' "$STATE_FILE" 2>/dev/null
		return "$?"
	fi
	for r in "${UNDO_RECORDS[@]}"; do [[ $r != "$1	$2	"* ]] || return 0; done
	return 1
}

# undo_claim KIND FIELD...: a journal's record may be undone: no field names a path through
# "..", and claim_KIND FIELD... (defined beside undo_KIND, for a kind whose undo writes,
# removes or stops something the record names) confirms that what it names is what this kind
# makes. Else the reason on stdout, 1: the record is left alone (undo_lines_run says so in
# one line) and counts as settled, so the journal is still removed once the rest is undone.
# claim_KIND runs in a subshell: it only reads (the machine, UNDO_LINES); it returns 0 when
# there is nothing left to undo (undo_KIND then finds nothing).
undo_claim() {
	local f kind=$1
	shift
	for f in "$@"; do
		[[ ! $f =~ (^|/)\.\.(/|$) ]] || { echo "a name through '..'"; return 1; }
	done
	declare -F "claim_$kind" >/dev/null || return 0
	"claim_$kind" "$@"
}

# undo_lines_run FROM_FILE: undo UNDO_LINES newest first; an eval record from a file is not
# run (a journal never holds code). Returns 1 if one could not be undone.
undo_lines_run() {
	# Names of their own: an eval'd command must not see (or clobber) a loop counter.
	local _undo_file=$1 _undo_i _undo_kind _undo_rc=0 _undo_why
	local -a _undo_f
	# shellcheck disable=SC2034 # read by undo_sched (loopdev.sh) for its tun records
	UNDO_FROM_FILE=$_undo_file
	for ((_undo_i = ${#UNDO_LINES[@]} - 1; _undo_i >= 0; _undo_i--)); do
		_undo_kind=${UNDO_LINES[_undo_i]%%$'\t'*}
		if [ "$_undo_kind" = eval ]; then
			if [ "$_undo_file" = 1 ]; then
				echo "undo: an eval record in a journal is not run: ${UNDO_LINES[_undo_i]}" >&2
				continue
			fi
			eval "${UNDO_LINES[_undo_i]#eval$'\t'}" || echo "cleanup: '${UNDO_LINES[_undo_i]#eval$'\t'}' failed" >&2
			continue
		fi
		IFS=$'\t' read -ra _undo_f <<<"${UNDO_LINES[_undo_i]}"
		# A journal's record is a claim (issue 28): undone only when its names are its own.
		if [ "$_undo_file" = 1 ] && ! _undo_why=$(undo_claim "${_undo_f[@]}"); then
			echo "restore: left alone: ${UNDO_LINES[_undo_i]//$'\t'/ }: $_undo_why" >&2 || true
			continue
		fi
		declare -F "undo_$_undo_kind" >/dev/null || continue
		"undo_$_undo_kind" "${_undo_f[@]:1}" ||
			{ _undo_rc=1; echo "undo: not undone: ${UNDO_LINES[_undo_i]//$'\t'/ }" >&2 || true; }
	done
	return "$_undo_rc"
}

# undo_run: undo every record of the current store, newest first. The stack is emptied; the
# journal STATE_FILE is removed when all was undone, else kept (for run-pack --restore).
# Returns 1 if something could not be undone (a failed eval only prints a line).
undo_run() {
	if [ -n "$STATE_FILE" ]; then
		undo_replay "$STATE_FILE"
		# "$?" spelled out: a bare return in a trap handler (run-pack's EXIT) returns the
		# status from before the trap, not undo_replay's.
		return "$?"
	fi
	UNDO_LINES=("${UNDO_RECORDS[@]}")
	UNDO_RECORDS=()
	undo_lines_run 0
}

# undo_replay FILE [LOCKDIR]: undo a journal's records, newest first (this run's, or one a
# killed run-pack left); FILE is removed when all were undone. Returns 1 (FILE kept)
# otherwise. With LOCKDIR, FILE is read holding LOCKDIR's flock (rp-state.sh
# state_child_record writes under it).
undo_replay() {
	local file=$1 fd=''
	[ -f "$file" ] || return 0
	if [ -n "${2:-}" ] && exec {fd}<"$2"; then flock -x "$fd" 2>/dev/null || true; fi
	mapfile -t UNDO_LINES <"$file"
	[ -z "$fd" ] || exec {fd}<&-
	undo_lines_run 1 || return 1
	rm -f "$file"
}

# undo_rm_flat DIR: remove DIR, a folder we made with mktemp -d or mkdir -m 0700 as root,
# and the regular files and links directly in it (a link itself, never what it names; no
# folder descended), only while DIR is a real folder (not a link) owned by root, mode 0700:
# then nobody but root put anything in it. Anything else in it (a folder) is left with one
# line, and returns 1; so does a DIR that is not such a folder. A missing DIR: 0.
undo_rm_flat() {
	local d=$1
	[ -e "$d" ] || [ -L "$d" ] || return 0
	if [ -L "$d" ] || [ ! -d "$d" ] || [ "$(stat -c '%u %A' -- "$d")" != "0 drwx------" ]; then
		echo "restore: $d is not a folder of ours (root's, mode 0700); left" >&2 || true
		return 1
	fi
	find -P "$d" -mindepth 1 -maxdepth 1 \( -type f -o -type l \) -delete 2>/dev/null || true
	rmdir -- "$d" 2>/dev/null || { echo "restore: $d holds more than our files; left" >&2 || true; return 1; }
}

# --- the stack's short names (bench, tests) -----------------------------------------------

# cleanup_push CMD...: run CMD (one string, eval'd) at cleanup, last pushed first.
cleanup_push() { undo_push eval "$*"; }

# cleanup_pop: drop the last pushed record without undoing it (the stack only).
cleanup_pop() { [ "${#UNDO_RECORDS[@]}" -eq 0 ] || unset 'UNDO_RECORDS[-1]'; }

# cleanup_run: undo every record once, newest first; failures are printed, not fatal.
cleanup_run() { undo_run || true; }

# cleanup_install_trap: run the stack on EXIT; INT and TERM exit 130/143 (which runs EXIT).
# While the stack runs, INT, TERM, HUP and PIPE are ignored: a second Ctrl-C or a closed
# terminal must not cut the cleanup short.
cleanup_install_trap() {
	trap 'trap "" INT TERM HUP PIPE; cleanup_run' EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
}
