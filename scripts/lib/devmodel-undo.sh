# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# devmodel-undo.sh: how a device model's changes are undone (devmodel.sh lists its undo
# kinds), each record's claim (undo.sh undo_claim, on a journal's record), and what the
# model shares with the rest of the machine: the dirty limits, claimed by one study at a
# time (devmodel_claim), and blk-throttle rules, kept by a device number past its loop
# device (dm_throttle_rules; the undo removes ours only while the number is still ours).
# Sourced by devmodel.sh. Needs: loopdev.sh, undo.sh, rp-util.sh (die, fail, log,
# proc_starttime), devmodel-fio.sh (dm_fio_inflight, for undo_dmtags).

# The claim on the machine's dirty limits (devmodel_claim): one file for the whole machine,
# whatever folder keeps a run-pack's state file (vm.dirty_* are one setting for all).
DM_CLAIM=/run/schedaio/vm-dirty.claim

# The claims (undo.sh undo_claim, on a journal's record): the devices are loop devices, B on
# a backing file of ours (loopdev.sh claim_loop) or a null_blk disk of ours (claim_nullb), a
# throttle rule is in one of the four files of the root blkio cgroup, the figures are whole
# numbers.
claim_dmupper() { if nullb_ours "$1"; then claim_nullb "$2" "$1"; else claim_loop "$1" "$2"; fi; }
claim_throttle() {
	local k
	[[ $2 =~ ^[0-9]+:[0-9]+$ ]] || { echo "'$2' is not a MAJ:MIN"; return 1; }
	[ "$#" -lt 3 ] || [[ $3 =~ ^/dev/loop[0-9]+$ ]] || nullb_ours "$3" || { echo "$3 is not a loop device"; return 1; }
	[ "$#" -lt 4 ] || loopdev_backing_ours "$4" || claim_nullb "$4" "$3" >/dev/null || { echo "$4 is not a backing file of ours"; return 1; }
	for k in "${!DM_THROTTLE_FILE[@]}"; do [ "$1" != "$DM_BLKIO/${DM_THROTTLE_FILE[$k]}" ] || return 0; done
	echo "$1 is not a blk-throttle file of $DM_BLKIO"
	return 1
}
claim_dmtags() {
	[[ $1 =~ ^/dev/loop[0-9]+$ ]] && { [[ $2 =~ ^/dev/loop[0-9]+$ ]] || nullb_ours "$2"; } || { echo "$1 on $2: not loop devices"; return 1; }
	[[ $3 =~ ^[0-9]{1,5}$ ]] || { echo "'$3' is not a tag depth"; return 1; }
	claim_loop "$1" "$2"
}
claim_dirty() {
	local v
	for v in "$@"; do [[ $v =~ ^[0-9]{1,20}$ ]] || { echo "'$v' is not a whole number"; return 1; }; done
}
claim_dmclaim() {
	[ "$1" = "$DM_CLAIM" ] || { echo "$1 is not the dirty limits' claim ($DM_CLAIM)"; return 1; }
	[[ $2 =~ ^[0-9]{1,10}$ && $3 =~ ^[0-9]{1,20}$ ]] || { echo "'$2 $3' is not a PID and a start time"; return 1; }
}
claim_probedir() {
	[[ $1 == /*/schedaio-run.??????/probe ]] || { echo "$1 is not a probe folder run-pack makes"; return 1; }
}

# undo_dmupper BDEV BFILE: detach every loop device stacked on BDEV (A), while BDEV is still
# attached to our file BFILE (else the number is no longer ours); a null_blk BDEV while its
# configfs folder BFILE is there.
undo_dmupper() {
	local d rc=0
	if nullb_ours "$1"; then [ -d "$2" ] || return 0; else losetup -j "$2" 2>/dev/null | grep -q "^$1:" || return 0; fi
	for d in $(losetup -j "$1" 2>/dev/null | cut -d: -f1); do loopdev_detach "$d" || rc=1; done
	return "$rc"
}

# undo_throttle FILE MAJ:MIN [BDEV BFILE]: remove our blk-throttle rule (a 0 limit removes it)
# while MAJ:MIN is still B: BDEV with that number, attached to our BFILE or to nothing (a
# rule is kept by the number, past its loop device's detach: left, it would throttle the
# next user of that number). A number attached to another file now is another's: its rule
# is left, with one line. (A journal from before the identity names FILE and MAJ:MIN only.)
undo_throttle() {
	local now
	grep -q "^$2 " "$1" 2>/dev/null || return 0
	if [ "$#" -ge 4 ]; then
		now=$(loopdev_attached_to "$3")
		if [ "$(dm_majmin "$3" 2>/dev/null)" != "$2" ] || { [ -n "$now" ] && [ "$now" != "$4" ]; }; then
			log "restore: the blk-throttle rule of $2 in $1 is left: $3 is no longer our device (attached to ${now:-nothing}, not to $4)"
			return 0
		fi
	fi
	echo "$2 0" >"$1" 2>/dev/null || { log "restore: cannot remove the throttle rule of $2 in $1"; return 1; }
}

# undo_dmclaim FILE PID STARTTIME: remove the dirty limits' claim FILE while it still names
# PID STARTTIME (else it is another study's, made after ours ended).
undo_dmclaim() {
	local pid st
	read -r pid st _ <"$1" 2>/dev/null || return 0
	[ "$pid $st" = "$2 $3" ] || return 0
	rm -f -- "$1"
}

# undo_probedir DIR: the probe's folder and its files (undo.sh undo_rm_flat).
undo_probedir() { undo_rm_flat "$1"; }

# dm_tags_restore DEV FULL: DEV's driver tags back to FULL: under none, write 64 then FULL
# (writing the value sysfs already shows changes nothing).
dm_tags_restore() {
	local q
	q=/sys/block/$(basename "$1")/queue
	[ "$(sched_get "$1" 2>/dev/null)" = none ] || sched_set "$1" none >/dev/null || return 1
	echo 64 >"$q/nr_requests" 2>/dev/null && echo "$2" >"$q/nr_requests" 2>/dev/null
}

# undo_dmtags DEV BDEV FULL: restore DEV's driver tags to FULL and probe it (an in-flight
# maximum above 64 at iodepth FULL+32: the model's depth is at most 64); once more if not.
# Only while DEV is still ours (attached to BDEV).
undo_dmtags() {
	local try
	losetup -j "$2" 2>/dev/null | grep -q "^$1:" || return 0
	# three readings at most: a reading of 0 measured nothing (fio had not started its I/O in
	# the sampling second on a loaded machine, or failed), it does not say the tags are cut
	for try in 1 2 3; do
		dm_tags_restore "$1" "$3" || { log "restore: cannot write $1's nr_requests"; return 1; }
		dm_fio_inflight "$1" $(($3 + 32)) 1
		[ "$DM_INFLIGHT" -le 64 ] || return 0
	done
	log "restore: $1's in-flight maximum is $DM_INFLIGHT after restoring its driver tags to $3$([ "${DM_FIO_RC:-0}" = 0 ] || [ "$DM_FIO_RC" = 130 ] || echo " (its fio exited with status $DM_FIO_RC)")"
	return 1
}

# undo_dirty BYTES BG_BYTES RATIO BG_RATIO: vm.dirty_* back (a *_bytes of 0 means the ratio
# was in effect: writing the ratio zeroes the bytes).
undo_dirty() {
	local v=/proc/sys/vm rc=0
	if [ "$1" != 0 ]; then echo "$1" >"$v/dirty_bytes" || rc=1; else echo "$3" >"$v/dirty_ratio" || rc=1; fi
	if [ "$2" != 0 ]; then echo "$2" >"$v/dirty_background_bytes" || rc=1; else echo "$4" >"$v/dirty_background_ratio" || rc=1; fi
	[ "$rc" = 0 ] || log "restore: cannot set vm.dirty_* back to $*"
	return "$rc"
}

# --- what the stack shares with the machine -----------------------------------------------

# dm_throttle_rules MAJ:MIN: the blk-throttle rules on MAJ:MIN now, "KEY VALUE" a line
# (read_bps 1000000); nothing when there is none.
dm_throttle_rules() {
	local k
	for k in read_bps write_bps read_iops write_iops; do
		awk -v m="$1" -v k="$k" '$1 == m { print k " " $2 }' "$DM_BLKIO/${DM_THROTTLE_FILE[$k]}" 2>/dev/null
	done
}

# dm_throttle_free DEV MAJ:MIN: DEV (B, just made) has no blk-throttle rule yet; else fail
# (exit 1) naming the rules: one there outlived another loop device of that number and is
# another's (ours would replace it, and the undo remove it: issue 39 finding 7).
dm_throttle_free() {
	local r
	r=$(dm_throttle_rules "$2" | paste -sd, - | sed 's/,/, /g')
	[ -z "$r" ] || fail "device model $DM_NAME: $1 ($2) already has blk-throttle rules ($r), set by someone else (a rule outlives its loop device); remove them first (echo '$2 0' > each $DM_BLKIO/blkio.throttle.*_device file) and run again"
}

# devmodel_claim: claim the machine's dirty limits (vm.dirty_bytes, dirty_background_bytes:
# one setting for the whole machine) for this study before they are saved and changed, so
# that two device-model studies never save and restore them over each other (issue 39
# finding 5: the second saved the first's model values, and put them back last). The claim
# is DM_CLAIM, "PID STARTTIME STATE_FILE" of the run-pack holding it, made with link(2),
# which fails when the name exists (one maker wins), in a folder of root's; recorded
# (dmclaim) before it is made, so it is removed after the limits are restored (undone newest
# first), on every exit path and by --restore. A second study refuses (exit 2, naming the
# holder): a model sets the machine's writeback for its own measurement, so two at once would
# each measure under the other's limits, and a study that waited hours for another would
# look hung. A claim whose run-pack is gone was left by a SIGKILL: run-pack --restore with
# its state file's folder restores the limits and removes it. Nothing to do without a model,
# or when the claim is this process's already.
devmodel_claim() {
	[ -n "$DM_NAME" ] || return 0
	local d=${DM_CLAIM%/*} st me tmp pid pst file
	st=$(proc_starttime $$) || fail "cannot read this process's start time"
	me="$$ $st ${STATE_FILE:-none}"
	[ "$(cat -- "$DM_CLAIM" 2>/dev/null)" != "$me" ] || return 0
	mkdir -m 0755 -- "$d" 2>/dev/null || true # /run is root's
	if [ -L "$d" ] || [ ! -d "$d" ] || [ "$(stat -c '%u' -- "$d")" != 0 ] || [ $((8#$(stat -c '%a' -- "$d") & 8#022)) -ne 0 ]; then
		die "device model $DM_NAME: $d is not a folder of root's that only root can write: the dirty limits cannot be claimed there (nothing was run)"
	fi
	undo_push dmclaim "$DM_CLAIM" "$$" "$st"
	tmp=$(mktemp -- "$d/.vm-dirty.claim.XXXXXX") || fail "cannot write in $d"
	printf '%s\n' "$me" >"$tmp" || { rm -f -- "$tmp"; fail "cannot write $tmp"; }
	if ln -- "$tmp" "$DM_CLAIM" 2>/dev/null; then
		rm -f -- "$tmp"
		return 0
	fi
	rm -f -- "$tmp"
	undo_drop dmclaim "$DM_CLAIM" "$$" "$st"
	read -r pid pst file <"$DM_CLAIM" || true
	if [[ $pid =~ ^[0-9]+$ ]] && [ "$(proc_starttime "$pid" 2>/dev/null)" = "$pst" ]; then
		die "device model $DM_NAME: the machine's vm.dirty_* are claimed by run-pack $pid, a device-model study running now (its state file $file): two at once would set the dirty limits under each other; run this one after it (nothing was run)"
	fi
	[ "$file" != none ] || die "device model $DM_NAME: the machine's vm.dirty_* are still claimed by process $pid, which was killed and kept no state file: check vm.dirty_* (sysctl vm.dirty_bytes vm.dirty_background_bytes vm.dirty_ratio vm.dirty_background_ratio) and remove $DM_CLAIM; nothing was run"
	die "device model $DM_NAME: the machine's vm.dirty_* are still claimed by run-pack $pid, which was killed: SCHEDAIO_STATE_DIR=${file%/*} run-pack --restore puts them back and removes $DM_CLAIM (if its state file $file is gone: check vm.dirty_* and remove $DM_CLAIM); nothing was run"
}
