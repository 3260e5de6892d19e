# shellcheck shell=bash
# atomic.sh: the one way the scripts write a file (the C programs' twin is
# lib/json/atomicfile.h). We run as root in folders other people may have filled (a
# results folder from a colleague, a --resume, what a fleet host sends back), so a write never
# opens an existing name: the data goes to a NEW temporary in the file's own folder (mktemp:
# O_CREAT|O_EXCL, mode 0600, never through a link planted there), which then gets the mode a
# new file would get under the umask and is renamed over FILE. rename(2) replaces a link at
# FILE, it never writes through it; a reader sees the old file or the new one, never half.
# The temporary is .FILE.XXXXXX.tmp. write-file removes it when stopped by SIGTERM, SIGINT or
# SIGHUP; a SIGKILL (or this shell's writer below stopped mid-write: its traps are the
# caller's) leaves it: readers pass over hidden and *.tmp names, run-pack --resume removes
# leftover *.tmp.
# Sourced by scripts/run-pack (and sent with rp-agent.sh to a fleet host) and scripts/plots.
#
# write_atomic is the same rule in one process once a caller names our schedaio-study
# (atomic_use: its write-file, lib/json/atomicfile.h's atomicfile_open): run-pack does,
# the build it checked (a TCG guest's run-pack too), and the --hosts agent when the host has
# the controller's build; without it (a fleet host without our binaries, plots, the guest
# launcher) the shell's mktemp, chmod and mv below. Chosen once, never from the environment.
ATOMIC_BIN=''

# atomic_use BIN: write_atomic runs BIN write-file from now on (BIN: build/schedaio-study or
# its installed copy). Returns 1, and the shell's writer stays, when BIN is not executable.
atomic_use() {
	ATOMIC_BIN=''
	[ -x "$1" ] || return 1
	ATOMIC_BIN=$1
}

# atomic_tmp FILE: make a new empty temporary beside FILE and print its path. Returns 1 if
# it cannot be made (FILE's folder missing or not writable).
# FILE's folder and name are cut from it in bash, as dirname and basename would for a file
# name (no trailing '/'): scripts write many files, and in a TCG guest a process costs ~35 ms.
atomic_tmp() {
	local d=. b=$1
	[[ $1 != */ ]] || return 1
	if [[ $1 == */* ]]; then
		d=${1%/*} b=${1##*/}
		[ -n "$d" ] || d=/
	fi
	mktemp --suffix=.tmp -- "$d/.$b.XXXXXX"
}

# atomic_commit TMP FILE: TMP (from atomic_tmp FILE, written) becomes FILE: the umask's mode,
# then rename. On failure TMP is removed and 1 returned.
atomic_commit() {
	local mode
	printf -v mode '%o' $((0666 & ~$(umask)))
	if chmod "$mode" -- "$1" && mv -fT -- "$1" "$2"; then
		return 0
	fi
	rm -f -- "$1"
	return 1
}

# atomic_abort TMP: the write failed: TMP removed (FILE is as it was).
atomic_abort() { rm -f -- "$1"; }

# write_atomic FILE [MAX_BYTES]: stdin into FILE (ATOMIC_BIN write-file, else atomic_tmp,
# then atomic_commit). With MAX_BYTES, more than that many bytes on stdin is refused: nothing
# is written, a line on stderr names FILE ("FILE: more than N bytes sent; not written"), exit
# status 3. Returns non-zero (FILE as it was) if the write fails.
write_atomic() {
	local tmp n
	if [ -n "$ATOMIC_BIN" ]; then
		"$ATOMIC_BIN" write-file "$1" ${2:+--max "$2"}
		return
	fi
	tmp=$(atomic_tmp "$1") || return 1
	if [ -n "${2:-}" ]; then
		head -c "$(($2 + 1))" >"$tmp" || { atomic_abort "$tmp"; return 1; }
		n=$(stat -c %s -- "$tmp") || { atomic_abort "$tmp"; return 1; }
		if [ "$n" -gt "$2" ]; then
			atomic_abort "$tmp"
			echo "$1: more than $2 bytes sent; not written" >&2
			return 3
		fi
	else
		cat >"$tmp" || { atomic_abort "$tmp"; return 1; }
	fi
	atomic_commit "$tmp" "$1"
}
