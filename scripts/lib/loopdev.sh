# shellcheck shell=bash
# loopdev.sh: scratch loop devices, the partition -> disk rule, block I/O scheduler switching,
# null_blk RAM disks, and how each is undone (undo.sh's kinds backing, loop, nullb, sched, tun,
# ra).
# Sourced by scripts/run-pack, scripts/bench and the integration tests; sent with rp-agent.sh
# to a --hosts host.
#
# Safety rules (README.md "Safety"): only devices this code created, or one the user named
# with --device, are ever touched; every change is recorded before it is
# made (undo_push), and undone on every exit path (undo.sh).
#
# Scheduler names are the kernel's (queue/scheduler, Documentation/block/switching-sched.rst):
# the active one is shown in brackets, e.g. "none [mq-deadline] kyber bfq".

# The one undo mechanism (undo.sh): sourced from beside this file unless it came first (a
# --hosts host gets both files concatenated on stdin, rp-hosts.sh agent_code).
if ! declare -F undo_push >/dev/null; then
	# shellcheck source=scripts/lib/undo.sh
	. "$(dirname "${BASH_SOURCE[0]}")/undo.sh"
fi

# --- loop devices -------------------------------------------------------------------------

# The device and the backing file made by the last loopdev_create (read by the callers that
# source this file).
# shellcheck disable=SC2034
LOOPDEV='' LOOPDEV_BACKING='' LOOPDEV_DIO=''
# The folder of this file (loopdev_create finds paths.sh there).
LOOPDEV_LIB=$(dirname "${BASH_SOURCE[0]:-.}") # (a --hosts host reads this file on stdin)

# loopdev_create DIR SIZE_MIB [-P] [PREFIX]: the one place a loop device is made. In folder
# DIR, held to the ownership rule as the parent of a folder of ours (safe-dir --parent: owned
# by root or the caller, nobody else may write in it or above it; a sticky DIR such as
# /dev/shm or /var/tmp is taken), a new private folder PREFIX.XXXXXX (default
# schedaio-scratch; mode 0700) holding a new sparse backing.img of SIZE_MIB MiB, made with
# O_EXCL through the folders' descriptors and attached by its own descriptor, direct I/O on
# (schedaio-study loop-make: no name another user can swap is ever followed; issue 39 finding
# 2). Sets LOOPDEV (/dev/loopN), LOOPDEV_BACKING and LOOPDEV_DIO (1: the kernel runs it with
# direct I/O; 0: DIR's file system has no O_DIRECT, and it does buffered I/O) and prints the
# device. The backing file
# is recorded (undo_push backing: its undo detaches the loop devices on it and removes it and
# its folder) before it is made, the device (loop) once attached, so call it in the current
# shell (not in $(...), whose pushes to the stack would be lost). -P scans partitions. The
# new device starts on scheduler none (a detached loop device keeps what its last user set).
# Returns 1 with a message on stderr on failure.
loopdev_create() {
	local dir=$1 size_mib=$2 part=${3:-} prefix=${4:-schedaio-scratch} bin safe name out dev file dio
	declare -F schedaio_bin >/dev/null || . "$LOOPDEV_LIB/paths.sh"
	bin=$(schedaio_bin schedaio-study study lib/safepath) || return 1
	[[ $prefix =~ ^[a-z-]+$ ]] || { echo "loopdev: bad prefix '$prefix'" >&2; return 1; }
	safe=$("$bin" safe-dir --parent "$dir") ||
		{ echo "loopdev: $dir: refused: $safe (the folder of a backing file, and every folder above it, must be owned by root or you and not writable by others; a sticky one is taken)" >&2; return 1; }
	name=$(mktemp -u --tmpdir=/ "$prefix.XXXXXX")
	name=${name##*/}
	file=${safe%/}/$name/backing.img
	undo_push backing "$file"
	out=$("$bin" loop-make "$safe" "$name" "$size_mib" ${part:+--partscan}) || return 1
	IFS=$'\t' read -r dev out dio <<<"$out"
	[ "$out" = "$file" ] || { echo "loopdev: $dev holds $out, not $file" >&2; return 1; }
	undo_push loop "$dev" "$file"
	# A detached loop device keeps the scheduler its last user left on its request queue:
	# start ours on the kernel's default for loop devices, none.
	[ "$(sched_get "$dev" 2>/dev/null)" = none ] || sched_set "$dev" none >/dev/null ||
		{ echo "loopdev: cannot set $dev's scheduler to none" >&2; return 1; }
	# shellcheck disable=SC2034
	LOOPDEV=$dev LOOPDEV_BACKING=$file LOOPDEV_DIO=$([ "$dio" = direct ] && echo 1 || echo 0)
	printf '%s\n' "$dev"
}

# loopdev_drop: undo the last loopdev_create now (its device detached, its file and folder
# removed) and forget its records: when a RAM device replaces it (nullb_create).
loopdev_drop() {
	undo_backing "$LOOPDEV_BACKING" || return 1
	undo_drop loop "$LOOPDEV" "$LOOPDEV_BACKING"
	undo_drop backing "$LOOPDEV_BACKING"
	# shellcheck disable=SC2034
	LOOPDEV='' LOOPDEV_BACKING='' LOOPDEV_DIO=''
}

# --- null_blk: a RAM block device where a RAM file cannot back a direct-I/O loop device ------
# tmpfs has O_DIRECT only from Linux 6.6 (and ramfs none): on an older kernel a loop device on
# a RAM file does buffered I/O (loop-make says "buffered"). A kernel with null_blk (a Debian
# guest kernel: scripts/guest loads it with nr_devices=0) gives a memory-backed disk instead,
# made through configfs (kernel Documentation/block/null_blk.rst: memory_backed, size in MiB,
# power; the disk is named after its configfs folder, /dev/NAME), under which a loop device
# runs with direct I/O as on a file. The undo kind: nullb DIR DEV (power off, folder removed).

NULLB_CFG=/sys/kernel/config/nullb NULLB_PREFIX=schedaionb
# shellcheck disable=SC2034
NULLB_DEV='' NULLB_DIR=''

# nullb_available: null_blk's configfs folder is there (the module loaded, configfs mounted).
nullb_available() { [ -d "$NULLB_CFG" ] && [ -w "$NULLB_CFG" ]; }

# nullb_ours DEV: DEV is a name nullb_create gives (/dev/schedaionbXXXXXX).
nullb_ours() { [[ $1 =~ ^/dev/${NULLB_PREFIX}[A-Za-z0-9]{6}$ ]]; }

# nullb_create SIZE_MIB: a new memory-backed null_blk disk of SIZE_MIB MiB, recorded (nullb)
# before its folder is made; NULLB_DEV, NULLB_DIR. Returns 1 with one line on stderr.
nullb_create() {
	local name dir i
	name=$(mktemp -u --tmpdir=/ "$NULLB_PREFIX"XXXXXX)
	name=${name##*/}
	dir=$NULLB_CFG/$name
	undo_push nullb "$dir" "/dev/$name"
	mkdir -- "$dir" 2>/dev/null || { echo "null_blk: cannot make $dir" >&2; return 1; }
	{ echo 1 >"$dir/memory_backed" && echo "$1" >"$dir/size" && echo 1 >"$dir/power"; } 2>/dev/null ||
		{ echo "null_blk: cannot set up $dir (memory_backed, size $1 MiB, power)" >&2; return 1; }
	for ((i = 0; i < 50; i++)); do [ -b "/dev/$name" ] && break; sleep 0.1; done
	[ -b "/dev/$name" ] || { echo "null_blk: no /dev/$name after powering $dir on" >&2; return 1; }
	# shellcheck disable=SC2034
	NULLB_DEV=/dev/$name NULLB_DIR=$dir
}

# claim_nullb DIR DEV: DIR is a null_blk folder nullb_create names, DEV its disk.
claim_nullb() {
	[[ $1 == "$NULLB_CFG/$NULLB_PREFIX"?????? && $2 == "/dev/$(basename -- "$1")" ]] && nullb_ours "$2" ||
		{ echo "$1 ($2) is not a null_blk disk of ours"; return 1; }
}

# undo_nullb DIR DEV: power the disk off and remove its folder (loop devices on it detached
# first: their own records, newer, are undone before).
undo_nullb() {
	[ -d "$1" ] || return 0
	echo 0 >"$1/power" 2>/dev/null || true
	rmdir -- "$1" 2>/dev/null || { echo "restore: cannot remove the null_blk $1" >&2; return 1; }
}

# loopdev_detach DEV: detach DEV, retrying while udev or a late close still holds it.
loopdev_detach() {
	local dev=$1 try
	for ((try = 0; try < 10; try++)); do
		losetup -d "$dev" 2>/dev/null && return 0
		losetup "$dev" >/dev/null 2>&1 || return 0
		sleep 0.2
	done
	echo "loopdev: could not detach $dev" >&2
	return 1
}

# --- what the journal's records may name (claim_KIND, undo.sh undo_claim) -----------------

# loopdev_backing_ours FILE: FILE is a name our backing files take (loopdev_create):
# run-pack's scratch file (schedaio-scratch.XXXXXX/backing.img, in --scratch-backing's
# folder) or the start-up recorder's image (/var/tmp/schedaio-rec-img.XXXXXX/backing.img;
# copy.img in a journal from before); an absolute path, and a regular file (not a link) when
# it exists.
loopdev_backing_ours() {
	[[ $1 == /* ]] || return 1
	[[ $1 == */schedaio-scratch.??????/backing.img || $1 == /var/tmp/schedaio-rec-img.??????/backing.img ||
		$1 == /var/tmp/schedaio-rec-img.??????/copy.img ]] || return 1
	[ ! -L "$1" ] || return 1
	[ ! -e "$1" ] || [ -f "$1" ]
}

# loopdev_attached_to DEV: the backing file DEV is attached to (sysfs loop/backing_file),
# "" when detached.
loopdev_attached_to() { cat "/sys/block/$(basename -- "$1")/loop/backing_file" 2>/dev/null || true; }

# claim_backing FILE: one of our backing names (loopdev_backing_ours).
claim_backing() {
	loopdev_backing_ours "$1" || { echo "$1 is not a backing file of ours (schedaio-scratch.XXXXXX/backing.img or the recorder's)"; return 1; }
}

# claim_loop DEV FILE: DEV is a loop device, FILE a backing name of ours, a loop device (a
# device model's lower one) or a null_blk disk of ours, and DEV, when attached, is attached
# to FILE.
claim_loop() {
	local now
	[[ $1 =~ ^/dev/loop[0-9]+$ ]] || { echo "$1 is not a loop device"; return 1; }
	[[ $2 =~ ^/dev/loop[0-9]+$ ]] || nullb_ours "$2" || loopdev_backing_ours "$2" || { echo "$2 is not a backing file of ours"; return 1; }
	now=$(loopdev_attached_to "$1")
	[ -z "$now" ] || [ "$now" = "$2" ] || { echo "$1 is attached to $now, not to $2"; return 1; }
}

# claim_queue DEV QUEUE_DIR: DEV is a block device (/dev/...) and QUEUE_DIR its own request
# queue folder, as sched_save_restore records it (its whole disk's, symlinks resolved) or
# as ra_apply does (/sys/class/block/NAME/queue): no other device's, nothing else in sysfs.
claim_queue() {
	local disk own
	[[ $1 == /dev/?* ]] || { echo "$1 is not a block device name"; return 1; }
	# the name alone says the device only for the kernel's own node, /dev/NAME (not a link, not
	# another folder's file named like a device: /dev/shm/x/loop1 -> /dev/loop0 is loop0's)
	if [[ $1 != /dev/*/* && -b $1 && ! -L $1 ]]; then
		own=/sys/class/block/${1#/dev/}/queue
		[ "$2" = "$own" ] && return 0
		# the resolved path of that same folder (test -ef: the same inode), named without '.' or
		# '..': no process, where a journal holds a record per tunable (bfq has ~20)
		[[ $2 == /sys/?*/queue && ! $2 =~ (^|/)\.\.?(/|$) && -d $own && $2 -ef $own ]] && return 0
	fi
	disk=$(dev_disk_dir "$1" 2>/dev/null) || { echo "$1 has no sysfs entry: $2 cannot be checked"; return 1; }
	[ "$2" = "$disk/queue" ] || { echo "$2 is not $1's queue folder ($disk/queue)"; return 1; }
}

# claim_sched DEV QUEUE_DIR SCHED: DEV's own queue folder; SCHED a scheduler's name.
claim_sched() {
	claim_queue "$1" "$2" || return 1
	[[ $3 =~ ^[a-z0-9_-]+$ ]] || { echo "'$3' is not a scheduler name"; return 1; }
}

# claim_tun DEV QUEUE_DIR NAME VALUE: DEV's own queue folder; NAME a tunable's name (a file
# directly in QUEUE_DIR/iosched/); VALUE one line of at most 64 bytes.
claim_tun() {
	claim_queue "$1" "$2" || return 1
	[[ $3 =~ ^[a-z0-9_]+$ ]] || { echo "'$3' is not a tunable name"; return 1; }
	[ "${#4}" -le 64 ] || { echo "the value of $3 is longer than 64 bytes"; return 1; }
}

# claim_ra DEV QUEUE_DIR KIB: DEV's own queue folder; KIB whole KiB.
claim_ra() {
	claim_queue "$1" "$2" || return 1
	[[ $3 =~ ^[0-9]{1,6}$ ]] || { echo "'$3' is not a read_ahead_kb"; return 1; }
}

# undo_backing FILE: detach every loop device on FILE, then remove it and its private folder
# (loopdev_create's: a new name, root's, mode 0700; undo.sh undo_rm_flat); a journal's FILE
# from before (copy.img in the recorder's folder, removed with it) the same way.
undo_backing() {
	local d rc=0
	for d in $(losetup -j "$1" 2>/dev/null | cut -d: -f1); do loopdev_detach "$d" || rc=1; done
	undo_rm_flat "$(dirname -- "$1")" || rc=1
	return "$rc"
}

# undo_loop DEV FILE: detach DEV if it is still attached to FILE (else it is no longer ours).
undo_loop() {
	if losetup -j "$2" 2>/dev/null | grep -q "^$1:"; then loopdev_detach "$1"; fi
}

# --- schedulers ---------------------------------------------------------------------------

# dev_disk_dir DEV_OR_MAJMIN: the sysfs folder (symlinks resolved) of the whole disk that holds
# the request queue of a block device (/dev/sda1 or 8:1 -> /sys/devices/.../block/sda). The one
# partition -> disk rule of the scripts (kernel Documentation/ABI/stable/sysfs-block: a
# partition's folder holds a "partition" file and sits in its disk's folder), as the engine's
# engine/tag/blkdev.c applies it in C. It is bash, not a call of that C code, because a --hosts
# host runs this file sent over ssh with nothing of ours installed (rp-agent.sh). Returns 1
# (nothing printed) when there is no sysfs entry.
dev_disk_dir() {
	local sys
	if [ -b "$1" ]; then
		sys=$1
		# a name under /dev is the kernel's unless it is a link (/dev/disk/by-id/...): one
		# readlink for the sysfs entry, not two (a process costs ~50 ms in a TCG guest)
		[ ! -L "$sys" ] || sys=$(readlink -f "$sys")
		sys=/sys/class/block/${sys##*/}
	else
		sys=/sys/dev/block/$1
	fi
	[ -e "$sys" ] || return 1
	sys=$(readlink -f "$sys")
	[ -e "$sys/partition" ] && sys=${sys%/*}
	printf '%s\n' "$sys"
}

# dev_disk DEV_OR_MAJMIN: the whole-disk kernel name (sda for sda1) of a block device.
dev_disk() {
	local sys
	sys=$(dev_disk_dir "$1") || return 1
	printf '%s\n' "${sys##*/}"
}

# sched_file DEV: the queue/scheduler path of DEV's whole disk (dev_disk_dir: the kernel keeps
# one request queue per disk).
sched_file() {
	local dev=$1 sys
	[ -b "$dev" ] || { echo "sched: $dev is not a block device" >&2; return 1; }
	sys=$(dev_disk_dir "$dev") || { echo "sched: no sysfs entry for $dev" >&2; return 1; }
	[ -r "$sys/queue/scheduler" ] || { echo "sched: $dev has no queue/scheduler" >&2; return 1; }
	printf '%s\n' "$sys/queue/scheduler"
}

# sched_words FILE VAR: the words of queue/scheduler file FILE into array VAR, brackets
# removed (the offered schedulers); returns 1 when FILE cannot be read. Builtins only: it runs
# several times a run (sched_apply), and a process costs ~50 ms in a TCG guest.
sched_words() {
	local line
	IFS= read -r line <"$1" || [ -n "$line" ] || return 1
	line=${line//[/}
	read -ra "$2" <<<"${line//]/}"
}

# sched_active FILE: the active scheduler of queue/scheduler file FILE (the bracketed entry;
# a lone unbracketed name is active too, as single-scheduler queues show it that way).
sched_active() {
	local line
	IFS= read -r line <"$1" || [ -n "$line" ] || return 1
	if [[ $line =~ \[([^]]+)\] ]]; then
		printf '%s\n' "${BASH_REMATCH[1]}"
	else
		printf '%s\n' "${line// /}"
	fi
}

# sched_offered DEV: the schedulers DEV offers, one per line, brackets removed.
sched_offered() {
	local f w=()
	f=$(sched_file "$1") || return 1
	sched_words "$f" w || return 1
	[ "${#w[@]}" -eq 0 ] || printf '%s\n' "${w[@]}"
}

# sched_get DEV: the active scheduler (sched_active of DEV's queue/scheduler).
sched_get() {
	local f
	f=$(sched_file "$1") || return 1
	sched_active "$f"
}

# sched_set DEV NAME [FILE]: make NAME the active scheduler of DEV and check that it took;
# FILE: DEV's queue/scheduler when the caller has it (sched_file). Returns 1 with one line on
# stderr if DEV does not offer NAME or the write did not take.
sched_set() {
	local dev=$1 want=$2 f=${3:-} now w=() x
	[ -n "$f" ] || f=$(sched_file "$dev") || return 1
	sched_words "$f" w || { echo "sched: cannot read $f" >&2; return 1; }
	for x in "${w[@]}"; do [ "$x" != "$want" ] || break; done
	if [ -z "$want" ] || [ "${x:-}" != "$want" ]; then
		echo "sched: $dev does not offer scheduler '$want' (offers: ${w[*]})" >&2
		return 1
	fi
	echo "$want" >"$f" 2>/dev/null || { echo "sched: cannot write '$want' to $f" >&2; return 1; }
	now=$(sched_active "$f")
	[ "$now" = "$want" ] || { echo "sched: $dev runs '$now' after writing '$want'" >&2; return 1; }
}

# sched_apply DEV KERNEL TUNABLES: switch DEV to scheduler KERNEL, then write TUNABLES
# ("name=value[,name=value]", under queue/iosched/), checking each took. An elevator starts
# with its default tunables when it is attached (bfq-iosched.rst: low_latency defaults to 1),
# and writing the active name again keeps the old instance; so when DEV already runs KERNEL
# it is first switched to none, and every run gets the defaults plus its own tunables,
# whatever ran before. Returns 1 with one line on stderr.
sched_apply() {
	local dev=$1 kern=$2 tun=$3 f q kv name val kvs=()
	f=$(sched_file "$dev") || return 1
	if [ "$kern" != none ] && [ "$(sched_active "$f")" = "$kern" ]; then
		sched_set "$dev" none "$f" || return 1
	fi
	sched_set "$dev" "$kern" "$f" || return 1
	[ -n "$tun" ] || return 0
	q=${f%/*}
	IFS=, read -ra kvs <<<"$tun"
	for kv in "${kvs[@]}"; do
		name=${kv%%=*} val=${kv#*=}
		[ -f "$q/iosched/$name" ] || { echo "sched: $kern on $dev has no tunable $name" >&2; return 1; }
		echo "$val" >"$q/iosched/$name" 2>/dev/null || { echo "sched: cannot write $name=$val on $dev" >&2; return 1; }
		[ "$(<"$q/iosched/$name")" = "$val" ] || { echo "sched: $dev $name is $(<"$q/iosched/$name") after writing $val" >&2; return 1; }
	done
}

# sched_save_restore DEV: record DEV's scheduler and its writable tunables (undo_push sched,
# tun; once per device), before run-pack, the bench or a test changes them. Returns 1 with
# one line on stderr when they cannot be read.
sched_save_restore() {
	local dev=$1 q f sched
	undo_has sched "$dev" && return 0
	f=$(sched_file "$dev") || return 1
	q=${f%/*}
	sched=$(sched_active "$f") || return 1
	undo_push sched "$dev" "$q" "$sched"
	[ -d "$q/iosched" ] || return 0
	# Only tunables a write can restore (some are read-only, mode 0444): one find for all
	while IFS= read -r f; do
		[ -f "$q/iosched/$f" ] || continue
		undo_push tun "$dev" "$q" "$f" "$(<"$q/iosched/$f")"
	done < <(find "$q/iosched" -mindepth 1 -maxdepth 1 -type f -perm -u+w -printf '%f\n' | LC_ALL=C sort)
}

# undo_dev_ours DEV: DEV may still be changed back: it is no loop device of UNDO_LINES (a loop
# record), or it still is one attached to our backing file (else the number may be another's).
undo_dev_ours() {
	local r t d backing
	for r in "${UNDO_LINES[@]}"; do
		IFS=$'\t' read -r t d backing _ <<<"$r"
		[ "$t" = loop ] && [ "$d" = "$1" ] || continue
		losetup -j "$backing" 2>/dev/null | grep -q "^$1:"
		return "$?"
	done
	return 0
}

# undo_sched DEV QUEUE_DIR SCHED: DEV's scheduler back to SCHED, then its tunables from the
# tun records of UNDO_LINES (a scheduler switch resets them to the defaults, so the scheduler
# comes first). A loop device of ours (a loop record) is restored only while it is still
# attached to our backing file. Returns 1 if something could not be restored.
undo_sched() {
	local dev=$1 q=$2 orig=$3 cur name val rc=0 t d r tq
	undo_dev_ours "$dev" || return 0
	[ -w "$q/scheduler" ] || { echo "restore: $dev has no $q/scheduler any more; skipped" >&2; return 0; }
	cur=$(sched_get "$dev" 2>/dev/null) || cur=''
	if [ "$cur" != "$orig" ]; then
		echo "$orig" >"$q/scheduler" 2>/dev/null || { echo "restore: cannot set $dev back to '$orig'" >&2; rc=1; }
	fi
	for r in "${UNDO_LINES[@]}"; do
		IFS=$'\t' read -r t d tq name val <<<"$r"
		[ "$t" = tun ] && [ "$d" = "$dev" ] && [ "$tq" = "$q" ] || continue
		# a journal's tun record refused by its claim (said when it was reached) is left
		[ "$UNDO_FROM_FILE" = 0 ] || undo_claim tun "$d" "$tq" "$name" "$val" >/dev/null || continue
		[ -f "$q/iosched/$name" ] || continue
		[ "$(<"$q/iosched/$name")" = "$val" ] && continue
		echo "$val" >"$q/iosched/$name" 2>/dev/null || { echo "restore: cannot set $dev $name back to $val" >&2; rc=1; }
	done
	return "$rc"
}

# undo_ra DEV QUEUE_DIR KIB: DEV's read_ahead_kb back to KIB (undo.sh's kind ra: run-pack's
# rp-target.sh ra_apply, the start-up recorder's copy); as undo_sched, a loop device of ours
# only while it is still attached to our backing file.
undo_ra() {
	undo_dev_ours "$1" || return 0
	[ ! -w "$2/read_ahead_kb" ] || [ "$(<"$2/read_ahead_kb")" = "$3" ] ||
		echo "$3" >"$2/read_ahead_kb" 2>/dev/null || { echo "restore: cannot set $1 read_ahead_kb back to $3" >&2; return 1; }
}
