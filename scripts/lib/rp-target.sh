# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-target.sh: where run-pack's fio runs: checks of --device/--dir/--destructive (all before
# anything is changed), the scratch loop device, and the folder fio writes in.
# Three targets:
#   --device DEV --dir DIR  a mounted filesystem on DEV; fio writes DIR/schedaio-run.XXXXXX/fiofile
#   --device DEV            the raw device: fio's filename= becomes DEV. Refused when DEV or a
#                           partition is mounted (any mount namespace) or swap, or held (dm/md
#                           on it), whatever the flags (raw_busy); when it holds a filesystem
#                           or partition table (blkid -p) or any cell writes, unless
#                           --destructive=DEV repeats its name. Held with O_EXCL to the end
#                           (raw_hold).
#   (none)                  a scratch file-backed loop device (direct I/O on), ext4, mounted.
# Needs: rp-util.sh, rp-state.sh, loopdev.sh, rp-manifest.sh (study). Sets DEV, RAW, SCRATCH, FIO_DIR, SIZE_MIB, FSTYPE.
# A pack's read_ahead_kb (pack.json, KiB) is set on the scratch device run-pack made (only
# there: a --device keeps its own), recorded in the state file before it is changed and
# restored on every exit path: RA_SET (what was set), RA_ORIG (the device's own before).

# The pack.json key of the scratch device's readahead: manifestkeys.h MK_READ_AHEAD_KB
# (tests/integration/one-place.bats checks that they are the same name).
PACK_KEY_READ_AHEAD=read_ahead_kb
PACK_RA_KB='' RA_SET='' RA_ORIG=''

# pack_read_ahead VALUE: PACK_RA_KB = VALUE, pack.json's read_ahead_kb as `jq -r` prints it
# (pack_json_read), "" when it has none; dies (exit 2) unless whole KiB from 0 to 65536, a
# multiple of 4 (the kernel keeps pages: a value that is not would read back otherwise).
pack_read_ahead() {
	PACK_RA_KB=$1
	[ -n "$PACK_RA_KB" ] || return 0
	if ! [[ $PACK_RA_KB =~ ^(0|[1-9][0-9]{0,4})$ ]] || [ "$PACK_RA_KB" -gt 65536 ] || [ $((PACK_RA_KB % 4)) -ne 0 ]; then
		die "$PACK/pack.json: $PACK_KEY_READ_AHEAD must be whole KiB from 0 to 65536, a multiple of 4, not '$PACK_RA_KB'"
	fi
}

# ra_plan_text: the plan's words on the readahead ("" when the pack sets none).
ra_plan_text() {
	[ -n "$PACK_RA_KB" ] || return 0
	if [ "$SCRATCH" = 1 ]; then
		echo "read_ahead_kb $PACK_RA_KB ($([ -n "${DM_NAME:-}" ] && echo "device model $DM_NAME" || echo pack.json); set on the scratch device, restored at the end)"
	else
		echo "read_ahead_kb: the pack asks $PACK_RA_KB (pack.json), not applied: run-pack changes it only on a scratch device it made; ${DEV:-$DEVICE} keeps its own ($(cat "/sys/class/block/$(dev_disk "${DEV:-$DEVICE}")/queue/read_ahead_kb" 2>/dev/null || echo '?') KiB)"
	fi
}

# ra_apply DEV: set the pack's read_ahead_kb on DEV (the scratch device run-pack made), its
# own value recorded in the state file first ("ra" record, undone by loopdev.sh's undo_ra); checked
# by reading it back. Fails (exit 1) when it cannot be set.
ra_apply() {
	[ -n "$PACK_RA_KB" ] || return 0
	local q
	q=/sys/class/block/${1##*/}/queue
	RA_ORIG=$(<"$q/read_ahead_kb") || fail "cannot read $q/read_ahead_kb"
	undo_push ra "$1" "$q" "$RA_ORIG"
	echo "$PACK_RA_KB" >"$q/read_ahead_kb" 2>/dev/null || fail "cannot set $1's read_ahead_kb to $PACK_RA_KB"
	[ "$(<"$q/read_ahead_kb")" = "$PACK_RA_KB" ] || fail "$1's read_ahead_kb is $(<"$q/read_ahead_kb") after writing $PACK_RA_KB"
	RA_SET=$PACK_RA_KB
}

# ra_check DEV: before each run, the readahead ra_apply set is still DEV's; else set again,
# with one line. The kernel recomputes read_ahead_kb whenever the device's queue limits are
# updated (blk_apply_bdi_limits: from io_opt, at least 128 KiB): a loop device whose backing
# file refuses direct I/O (tmpfs) falls back to buffered I/O at its first write, and resets it.
ra_check() {
	[ -n "$RA_SET" ] || return 0
	local q now
	q=/sys/class/block/${1##*/}/queue
	now=$(<"$q/read_ahead_kb")
	[ "$now" != "$RA_SET" ] || return 0
	info "$PROG: $1's read_ahead_kb is $now (the kernel recomputed it); set to $RA_SET again"
	echo "$RA_SET" >"$q/read_ahead_kb" 2>/dev/null || fail "cannot set $1's read_ahead_kb to $RA_SET"
	[ "$(<"$q/read_ahead_kb")" = "$RA_SET" ] || fail "$1's read_ahead_kb is $(<"$q/read_ahead_kb") after writing $RA_SET"
}

# cell_writes CELL: the cell's job writes or trims, as fio reads it (schedaio-study job-writes,
# study/jobrules.c: rw= of any section, a replay's trace actions), on the text its runs get:
# a --sweep point's (rp-sweep.sh sweep_job) or the pack's. A job file it cannot read counts as
# writing (the pack check refused it before).
cell_writes() {
	local rc=0 p
	p=$(cell_point "$1")
	if [ -n "$p" ]; then
		study job-writes <(sweep_job "$(cell_fio "$1")" "$p") "$PACK_ABS" || rc=$?
	else
		study job-writes "$(cell_fio "$1")" "$PACK_ABS" || rc=$?
	fi
	[ "$rc" -ne 1 ]
}

# raw_busy DEV: why DEV is in use ("" if it is not): a mount of DEV or of a partition (in this
# mount namespace: named with its mount point), swap (/proc/swaps), a holder of DEV or of a
# partition (dm, md: sysfs holders/), and, whatever the mount namespace, the kernel's own claim:
# an exclusive open (schedaio-study dev-hold: O_EXCL, EBUSY while it or a partition is mounted
# anywhere, swap or held) named when nothing else is. A raw write is refused then whatever the
# flags, as mkfs refuses a mounted device: --destructive consents to losing data, not to
# corrupting a live filesystem. Without root (--dry-run) the exclusive open is not tried.
raw_busy() {
	local dev=$1 why=() name p h excl
	name=$(basename "$(readlink -f "$dev")")
	for p in $(lsblk -nro PATH "$dev" 2>/dev/null); do
		findmnt -rn -S "$p" >/dev/null 2>&1 && why+=("$p is mounted on $(findmnt -rn -o TARGET -S "$p" | head -n1)")
		grep -qs "^$p " /proc/swaps && why+=("$p is swap")
	done
	for h in "/sys/class/block/$name" "/sys/class/block/$name/$name"*; do
		compgen -G "$h/holders/*" >/dev/null && why+=("$(basename "$h") held by $(ls "$h/holders" | paste -sd' ')")
	done
	if [ "${#why[@]}" -eq 0 ] && [ "$(id -u)" -eq 0 ]; then
		excl=$(study dev-hold "$dev" | head -n1) || true
		[[ $excl != busy$'\t'* ]] || why+=("${excl#busy$'\t'}")
	fi
	local IFS=';'
	echo "${why[*]}"
}

# raw_hold DEV: hold the raw DEV with an exclusive open (schedaio-study dev-hold, a process of
# its own reading nothing) until run-pack exits: from then on nobody mounts it, makes it swap
# or builds dm/md on it, in any mount namespace; fio's own open is not exclusive and goes on.
# The hold is a file descriptor, not a change to the machine: it ends with run-pack, SIGKILL
# included (the holder has PR_SET_PDEATHSIG, and its pipe's reader is gone), so it has no undo
# record. Refuses (exit 2) when DEV is in use now. Sets RAW_HOLD_PID.
RAW_HOLD_PID='' RAW_HOLD_FD=''
raw_hold() {
	local line=''
	exec {RAW_HOLD_FD}< <(exec "$STUDY_BIN" dev-hold "$1")
	RAW_HOLD_PID=$!
	IFS= read -r -t 10 line <&"$RAW_HOLD_FD" || true
	[ "$line" = held ] ||
		die "refusing raw --device $1: ${line#*$'\t'}; a raw device must not be in use, whatever the flags (nothing was run)"
}

# raw_hold_check: before each run, the hold of raw_hold still stands (its process lives).
raw_hold_check() {
	[ -z "$RAW_HOLD_PID" ] || kill -0 "$RAW_HOLD_PID" 2>/dev/null ||
		fail "the exclusive hold of $DEV ended (its process $RAW_HOLD_PID is gone); stopping"
}

# raw_in_use DEV: why DEV may hold data ("" if it seems blank): a filesystem or partition
# table signature (blkid -p).
raw_in_use() {
	local sig
	sig=$(blkid -p -o export "$1" 2>/dev/null | grep -E '^(TYPE|PTTYPE)=' | paste -sd' ') || true
	[ -z "$sig" ] || echo "it holds $sig"
}

# validate_target: every check of the target, before anything changes. Dies (exit 2).
validate_target() {
	local c
	if [ -n "$DIR" ] && [ -z "$DEVICE" ]; then
		die "--dir needs --device (the block device whose scheduler is switched)"
	fi
	[ -z "$DESTRUCTIVE" ] || [ -n "$DEVICE" ] || die "--destructive is for a raw --device only"
	if [ -n "$DEVICE" ]; then
		[ -e "$DEVICE" ] || die "--device $DEVICE: no such device"
		[ -b "$DEVICE" ] || die "--device $DEVICE is not a block device"
		[ -z "$SCRATCH_SIZE" ] || die "--scratch-size is for the scratch device, not with --device"
		dev_disk "$DEVICE" >/dev/null || die "--device $DEVICE has no sysfs entry"
		DEV=$DEVICE
		if [ -z "$DIR" ]; then
			RAW=1
			local why writes='' busy
			[[ $DEVICE != *:* ]] || die "--device $DEVICE contains ':', which fio's filename= takes as a separator: give its /dev name ($(readlink -f "$DEVICE"))"
			busy=$(raw_busy "$DEVICE")
			[ -z "$busy" ] || die "refusing raw --device $DEVICE: $busy; a raw device must not be in use, whatever the flags (nothing was run)"
			for c in "${CELLS[@]}"; do cell_writes "$c" && writes+=" $c"; done
			why=$(raw_in_use "$DEVICE")
			if [ -n "$why$writes" ] && [ "$(readlink -f "${DESTRUCTIVE:-/nonexistent}")" != "$(readlink -f "$DEVICE")" ]; then
				die "refusing raw --device $DEVICE: ${why:+$why; }${writes:+cells that write:$writes; }everything on it may be destroyed: repeat its name with --destructive=$DEVICE to go on (nothing was run)"
			fi
			[ -n "$DESTRUCTIVE" ] && [ "$(readlink -f "$DESTRUCTIVE")" != "$(readlink -f "$DEVICE")" ] &&
				die "--destructive=$DESTRUCTIVE does not name --device $DEVICE"
			FSTYPE=raw
			return 0
		fi
		[ -z "$DESTRUCTIVE" ] || die "--destructive is for a raw --device (without --dir)"
		[ -d "$DIR" ] || die "--dir $DIR is not a directory"
		[ -w "$DIR" ] || die "--dir $DIR is not writable" # resolved, and its owner checked: validate_folders
		[[ $DIR != *:* ]] || die "--dir $DIR contains ':', which fio's directory= takes as a separator"
		local src disk_dir disk_dev
		src=$(findmnt -n -o MAJ:MIN --target "$DIR" 2>/dev/null | head -n1 | tr -d ' ') || src=''
		disk_dir=$(dev_disk "$src" 2>/dev/null) || disk_dir=''
		disk_dev=$(dev_disk "$DEVICE")
		[[ -n $disk_dir && $disk_dir == "$disk_dev" ]] ||
			die "--dir $DIR is not on $DEVICE (its filesystem is on ${disk_dir:-device $src})"
	else
		SCRATCH=1
		if [ -z "$SCRATCH_SIZE" ]; then
			SCRATCH_SIZE=${PACK_SCRATCH_MIB:-2048}
			[ "$QUICK" = 0 ] || SCRATCH_SIZE=512
		fi
		is_posint "$SCRATCH_SIZE" || die "--scratch-size must be a positive integer (MiB), not '$SCRATCH_SIZE'"
		[ -d "$SCRATCH_BACKING" ] || die "--scratch-backing $SCRATCH_BACKING is not a directory"
		[ -w "$SCRATCH_BACKING" ] || die "--scratch-backing $SCRATCH_BACKING is not writable"
		# the ownership rule (issue 39 finding 2): it holds a new private folder of ours, so a
		# sticky /var/tmp or /dev/shm is taken; a folder another user owns or can write is not
		local safe rc=0
		safe=$(safe_dir --parent "$SCRATCH_BACKING") || rc=$?
		if [ "$rc" -eq 0 ]; then SCRATCH_BACKING=$safe; elif [ "$rc" -ne 3 ] || [ "$DRY_RUN" = 0 ]; then
			die "--scratch-backing $SCRATCH_BACKING: refused: $safe; $(safe_dir_why)"
		fi
		local need avail
		need=$(size_mib "$(effective_value size "${CELLS[0]}")")
		[ "$SCRATCH_SIZE" -ge $((need + need / 4 + 64)) ] ||
			die "--scratch-size $SCRATCH_SIZE MiB is too small for size=$(effective_value size "${CELLS[0]}") (need $((need + need / 4 + 64)))"
		# a file system in memory has no limit df can tell: ramfs has no size, and a tmpfs may be
		# mounted larger than the machine's memory; their files are memory (no swap here) held
		# while they exist, so half of MemAvailable (proc(5)) is their bound too
		avail=$(df -Pk "$SCRATCH_BACKING" | awk 'NR == 2 { print ($2 == 0 ? -1 : int($4 / 1024)) }')
		case "$avail:$(stat -f -c %T -- "$SCRATCH_BACKING" 2>/dev/null)" in
		-1:* | *:tmpfs | *:ramfs)
			local mem
			mem=$(awk '$1 == "MemAvailable:" { print int($2 / 2048) }' /proc/meminfo)
			[ "${mem:-0}" -ge "$SCRATCH_SIZE" ] ||
				die "--scratch-backing $SCRATCH_BACKING is a file system in memory ($([ "$avail" = -1 ] && echo 'ramfs: without a size' || echo tmpfs)): its files are memory; the scratch device needs $SCRATCH_SIZE MiB, more than half of MemAvailable (${mem:-0} MiB)"
			# and with fio's buffers: both are memory while a run runs (issue 39; the same
			# share, study/jobrules.c jobrules_mem_fit)
			local why
			why=$(study mem-fit "$SCRATCH_SIZE" "$PACK_BUF_BYTES") ||
				die "--scratch-backing $SCRATCH_BACKING is a file system in memory: ${why:-cannot bound the scratch device and the fio buffers together}${PACK_BUF_CELL:+ (cell $PACK_BUF_CELL)}; nothing was made"
			[ "$avail" != -1 ] || avail=$mem
			;;
		esac
		[ "$avail" -ge "$SCRATCH_SIZE" ] ||
			die "--scratch-backing $SCRATCH_BACKING has $avail MiB free, the scratch device needs $SCRATCH_SIZE"
		SIZE_MIB=$SCRATCH_SIZE
		FSTYPE=ext4
		devmodel_check_target "$SCRATCH_SIZE"
	fi
}

# setup_scratch: backing file and loop device (loopdev_create: it starts on scheduler none),
# ext4 (inode tables and journal written at mkfs: lazy_itable_init=0, lazy_journal_init=0),
# mount (no block bitmap prefetch); each recorded in the state file before it is made.
setup_scratch() {
	local work safe
	# run-pack's own folder for the mount point and the probe's outputs: made in /tmp (sticky,
	# root's: nobody else can rename it), never in $TMPDIR, which may be a folder another
	# user controls; held to the folder rule (safedir.sh) before anything is made in it. The
	# name first, recorded, then made (mkdir: refused if someone made it meanwhile).
	work=$(mktemp -u /tmp/schedaio-run.XXXXXX)
	undo_push mkdir "$work"
	mkdir -m 0700 -- "$work" || fail "cannot make $work"
	safe=$(safe_dir "$work") || fail "$work: refused: $safe; $(safe_dir_why)"
	DM_WORK=$work
	# the backing file: in a new private folder of ours in SCRATCH_BACKING, made and attached
	# through descriptors (loopdev.sh loopdev_create)
	if [ -n "$DM_NAME" ]; then
		devmodel_create "$SCRATCH_BACKING" "$SCRATCH_SIZE" # devmodel.sh: B throttled, A on it
		BACKING=$DM_BFILE
	else
		loopdev_create "$SCRATCH_BACKING" "$SCRATCH_SIZE" >/dev/null || fail "cannot make the scratch loop device in $SCRATCH_BACKING"
		BACKING=$LOOPDEV_BACKING
		scratch_direct "$SCRATCH_SIZE"
	fi
	DEV=$LOOPDEV
	sched_save_restore "$DEV" || fail "cannot read the scheduler of $DEV"
	ra_apply "$DEV"
	check_offered "$DEV"
	devmodel_probe "$DEV" # on the raw device, before mkfs; exit 2 when the model is not in effect
	mkfs.ext4 -q -E lazy_itable_init=0,lazy_journal_init=0 "$DEV" >&2 || fail "mkfs.ext4 $DEV failed"
	# recorded first, as every change: a Ctrl-C (or SIGKILL) between the two left a mnt the
	# journal did not name, so $work could not be removed and the journal never settled
	undo_push mkdir "$work/mnt"
	mkdir "$work/mnt"
	undo_push mount "$work/mnt" "$DEV"
	# Without no_prefetch_block_bitmaps (ext4(5), Linux 5.9+), ext4's lazyinit thread reads
	# every group's block bitmap in the seconds after the mount: I/O the preflight would
	# count as another process's, and the device is not idle when the study starts. A kernel
	# without the option gets a plain mount (the preflight waits for it to settle).
	mount -o no_prefetch_block_bitmaps "$DEV" "$work/mnt" 2>/dev/null ||
		mount "$DEV" "$work/mnt" || fail "cannot mount $DEV"
	FIO_DIR=$work/mnt
}

# scratch_direct SIZE_MIB: the scratch device LOOPDEV just made runs with direct I/O, as a
# study asks; when its backing folder's file system has no O_DIRECT (ramfs; tmpfs before Linux
# 6.6: a guest kernel's /var/tmp and /dev/shm are), a kernel with null_blk gets the loop device
# on a memory-backed null_blk disk of SIZE_MIB instead (loopdev.sh nullb_create; BACKING
# names it); without null_blk it stays buffered, said in a warning (the page cache then is
# part of the device measured). Fails (exit 1) when the null_blk stack cannot be made.
scratch_direct() {
	[ "$LOOPDEV_DIO" = 0 ] || return 0
	if ! nullb_available; then
		warn "$SCRATCH_BACKING has no O_DIRECT (its file system): the scratch device $LOOPDEV does buffered I/O, so the page cache is part of the device measured (--scratch-backing a folder on a disk's file system)"
		return 0
	fi
	loopdev_drop || fail "cannot remove the buffered scratch device $LOOPDEV"
	nullb_create "$1" || fail "cannot make a null_blk disk of $1 MiB for the scratch device"
	LOOPDEV=$(losetup --find --show --direct-io=on "$NULLB_DEV") || fail "losetup on $NULLB_DEV failed"
	undo_push loop "$LOOPDEV" "$NULLB_DEV"
	[ "$(sched_get "$LOOPDEV" 2>/dev/null)" = none ] || sched_set "$LOOPDEV" none >/dev/null || fail "cannot set $LOOPDEV's scheduler to none"
	BACKING=$NULLB_DEV
	info "$PROG: $SCRATCH_BACKING has no O_DIRECT here ($(uname -r)): the scratch device $LOOPDEV is on a memory-backed null_blk, $NULLB_DEV"
}

# setup_device: --device with or without --dir: the scheduler is saved, a folder made in DIR.
setup_device() {
	local bytes
	[ "$RAW" = 0 ] || raw_hold "$DEV" # before anything else: held from the check to the end
	sched_save_restore "$DEV" || fail "cannot read the scheduler of $DEV"
	check_offered "$DEV"
	bytes=$(blockdev --getsize64 "$DEV" 2>/dev/null) || fail "cannot read the size of $DEV (blockdev --getsize64)"
	SIZE_MIB=$((bytes / 1048576))
	if [ "$RAW" = 1 ]; then
		FIO_DIR=''
		return 0
	fi
	FSTYPE=$(findmnt -n -o FSTYPE --target "$DIR" | head -n1)
	# The folder is recorded as rundir, removed with every file fio made in it: the packs'
	# fiofile, and the files a start-up cell's jobs name (filename=, fio runs in the folder).
	FIO_DIR=$(mktemp -d "$DIR/schedaio-run.XXXXXX")
	undo_push rundir "$FIO_DIR"
}

# check_offered DEV: resolve the --schedulers entries against what DEV offers (labels_apply_offered).
check_offered() {
	local offered
	offered=$(sched_offered "$1") || fail "cannot read the schedulers of $1"
	labels_apply_offered "$offered" "$MAP_LEGACY" "$SKIP_UNOFFERED"
}
