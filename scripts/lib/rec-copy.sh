# shellcheck shell=bash disable=SC2034 # globals shared with scripts/record-startup-trace
# rec-copy.sh: scripts/record-startup-trace's copy of an application onto a loop device of a
# chosen readahead (issue 19: the machine's disk, vda, has read_ahead_kb 8192; the seeds'
# laptop had the kernel's default, 128 KiB, VM_READAHEAD_PAGES). The disk itself is never
# written to and its settings are never changed: the files the application opens are copied
# (paths kept) into an ext4 filesystem on a file-backed loop device made here, whose
# read_ahead_kb is set, and a private mount namespace binds each copy over its original.
#
# Why strace and not the filemap tracepoints: a warm start's files are all in the page cache,
# so mm_filemap_add_to_page_cache fires for none of them, and it names a device and an inode,
# not a path (a path would take a walk of the filesystem); `strace -f -y` names every file
# the application's tree opens or executes, cached or not, resolved by the kernel (-y prints
# the path of the returned descriptor: symlinks and relative names resolved). mmap needs an
# open first; the kernel's own opens (an ELF's interpreter, a script's #! interpreter) are
# added from the executed files.
# Needs: loopdev.sh (loopdev_create, undo_ra), rp-state.sh (rec_spawn; the state file holds
# every change before it is made), the caller's TMP, DEVNAME (the disk), HOME, log and fail. Sets COPY_FILES, COPY_BYTES, LOOP, MNT, NS_PID.

COPY_FILES=0 COPY_BYTES=0 LOOP='' MNT='' NS_PID='' IMGDIR=''

# copy_strace_prefix: the argv prefix of the listed warm start (strace of every open and
# exec of the tree into $TMP/strace.txt).
copy_strace_prefix() {
	echo strace -f -qq -y -o "$TMP/strace.txt" -e trace=open,openat,openat2,execve,execveat,uselib --
}

# copy_interp FILE: the interpreter the kernel opens for FILE (ELF PT_INTERP, or a script's
# #! line), "" if none.
copy_interp() {
	local l
	IFS= read -r -n 2 l <"$1" 2>/dev/null || true
	if [ "$l" = '#!' ]; then
		head -n1 "$1" | sed 's/^#![[:space:]]*//; s/[[:space:]].*//'
		return 0
	fi
	readelf -lW "$1" 2>/dev/null | sed -n 's/.*Requesting program interpreter: \(.*\)\]$/\1/p'
}

# copy_list: the regular files of the listed warm start that live on the disk (DEVNAME or
# one of its partitions), one absolute path a line, in order of first use, into
# $TMP/files.txt. Left out: files under $TMP (the temporary HOME: bound as a folder) and
# names strace had to escape.
copy_list() {
	local majmins p x
	majmins=$(lsblk -nro MAJ:MIN "/dev/$DEVNAME" | paste -sd' ')
	{
		# "= 3</path>" (open*: -y decodes the returned descriptor); execve*: the first string.
		sed -n 's/.* = [0-9][0-9]*<\(\/[^\\]*\)>$/\1/p; s/.*execve[a-z]*(\([^,]*, \)\{0,1\}"\(\/[^"\\]*\)".* = 0$/X\2/p' "$TMP/strace.txt"
	} | while IFS= read -r p; do
		if [ "${p#X}" != "$p" ]; then
			p=$(readlink -f "${p#X}") || continue
			printf '%s\n' "$p"
			x=$(copy_interp "$p")
			[ -z "$x" ] || readlink -f "$x" || true
		else
			printf '%s\n' "$p"
		fi
	done | awk '!seen[$0]++' | while IFS= read -r p; do
		case "$p" in /proc/* | /sys/* | /dev/* | /run/* | "$TMP"/*) continue ;; esac
		if [ ! -f "$p" ] || [ -L "$p" ]; then continue; fi
		[[ " $majmins " == *" $(stat -c '%Hd:%Ld' "$p") "* ]] || continue
		printf '%s\n' "$p"
	done >"$TMP/files.txt"
	COPY_FILES=$(wc -l <"$TMP/files.txt")
	[ "$COPY_FILES" -gt 0 ] || fail "the warm start under strace opened no file on $DEVNAME (see $TMP/strace.txt)"
	COPY_BYTES=$(tr '\n' '\0' <"$TMP/files.txt" | xargs -0 stat -c %s | awk '{ s += $1 } END { print s + 0 }')
}

# copy_build RA_KB: the loop device (loopdev_create: file-backed, direct I/O on, its detach
# and the image's removal recorded), in a temporary folder of /var/tmp (on disk,
# not RAM: /dev/shm would serve its reads from memory); read_ahead_kb set to RA_KB and read
# back; ext4 with its inode tables and journal written at mkfs (no lazy init I/O during a
# recording), mounted on $TMP/mnt; the listed files and the HOME folder copied under
# $TMP/mnt/root with their paths.
copy_build() {
	local ra=$1 home_bytes mib q got
	home_bytes=$(du -sb "$HOME" | cut -f1)
	# the files, a block each for rounding, ext4's metadata and journal (~5 %), 64 MiB spare
	mib=$(((COPY_BYTES + home_bytes + (COPY_FILES + 64) * 4096) * 11 / 10 / 1048576 + 64))
	# the image in a new private folder of /var/tmp (schedaio-rec-img.XXXXXX/backing.img),
	# recorded, made and attached through descriptors, removed with its folder (loopdev_create)
	loopdev_create /var/tmp "$mib" "" schedaio-rec-img >/dev/null || fail "cannot make the loop device ($mib MiB in /var/tmp)"
	LOOP=$LOOPDEV IMGDIR=$(dirname -- "$LOOPDEV_BACKING")
	mkfs.ext4 -q -N $((COPY_FILES * 2 + 4096)) -E lazy_itable_init=0,lazy_journal_init=0 "$LOOP" ||
		fail "mkfs.ext4 $LOOP failed"
	MNT=$TMP/mnt
	mkdir "$MNT"
	undo_push mount "$MNT" "$LOOP"
	mount -o no_prefetch_block_bitmaps "$LOOP" "$MNT" 2>/dev/null || mount "$LOOP" "$MNT" || fail "cannot mount $LOOP"
	mkdir "$MNT/root"
	# from / with relative names: coreutils 9.1's cp --parents -p fails on absolute ones
	# when it copies the parent folders' attributes
	(cd / && sed 's|^/||' "$TMP/files.txt" | tr '\n' '\0' | xargs -0 cp -p --parents -t "$MNT/root") ||
		fail "cannot copy the files to $LOOP"
	(cd / && cp -a --parents "${HOME#/}" "$MNT/root") || fail "cannot copy $HOME to $LOOP"
	sync -f "$MNT"
	# set last: the kernel recomputes read_ahead_kb when the queue's limits change
	q=/sys/class/block/$(basename "$LOOP")/queue
	undo_push ra "$LOOP" "$q" "$(<"$q/read_ahead_kb")"
	echo "$ra" >"$q/read_ahead_kb" || fail "cannot set $LOOP's read_ahead_kb to $ra"
	copy_ra_check "$ra"
	log "$PROG: $APP: $COPY_FILES files ($COPY_BYTES bytes) and HOME copied to $LOOP (${mib} MiB ext4, image in $IMGDIR), read_ahead_kb $ra"
}

# copy_ra_check RA_KB: the loop device's read_ahead_kb is RA_KB (checked before each
# recording); else fail.
copy_ra_check() {
	local got
	got=$(<"/sys/class/block/$(basename "$LOOP")/queue/read_ahead_kb")
	[ "$got" = "$1" ] || fail "$LOOP's read_ahead_kb is $got, not $1 (the kernel recomputed it)"
}

# copy_ns_start: a process in a private mount namespace (unshare -m --propagation private:
# nothing propagates back) where each copy is bound over its original and the copied HOME
# folder over HOME; it waits there (NS_PID) for the cold starts, started in its namespace
# with nsenter. Its namespace, and its binds with it, end when it is killed (copy_ns_stop; a
# recproc ns: --restore stops it after a SIGKILL).
copy_ns_start() {
	local i
	# shellcheck disable=SC2016 # the inner script's own variables
	rec_spawn ns unshare -m --propagation private bash -c '
		set -e
		while IFS= read -r p; do mount --bind "$1/root$p" "$p"; done <"$2"
		mount --bind "$1/root$3" "$3"
		: >"$4"
		exec -a schedaio-rec-ns sleep infinity' schedaio-rec-ns "$MNT" "$TMP/files.txt" "$HOME" "$TMP/ns-ready" \
		</dev/null >"$TMP/ns.log" 2>&1
	NS_PID=$REC_PID
	for ((i = 0; i < 1200; i++)); do
		[ -e "$TMP/ns-ready" ] && return 0
		kill -0 "$NS_PID" 2>/dev/null || fail "the mount namespace failed: $(tail -n1 "$TMP/ns.log")"
		sleep 0.05
	done
	fail "the mount namespace's $COPY_FILES binds took more than 60 s"
}

# copy_ns_stop: end the namespace's process (its binds go with its namespace).
copy_ns_stop() {
	[ -n "$NS_PID" ] || return 0
	kill -KILL "$NS_PID" 2>/dev/null || true
	wait "$NS_PID" 2>/dev/null || true
	NS_PID=''
}
