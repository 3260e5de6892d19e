# shellcheck shell=bash disable=SC2034 # ZRAMDEV is read by scripts/bench and bench-profile.sh
# bench-zram.sh: the zram device of scripts/bench (and bench --profile): one added for the
# run (zram_create, which sets ZRAMDEV and pushes its removal first) and only that one
# removed again (zram_remove). Kernel Documentation/admin-guide/blockdev/zram.rst.
# Sourced by scripts/bench only. Needs: undo.sh (cleanup_push; loopdev.sh sources it), root.

# zram_create SIZE_MIB: add a zram device (/sys/class/zram-control/hot_add, kernel
# Documentation/admin-guide/blockdev/zram.rst), give it SIZE_MIB MiB, set ZRAMDEV. Its removal
# (reset, hot_remove) is pushed on the cleanup stack first: call it in the current shell.
# Only the device this call added is ever touched. Returns 1 with one line when unavailable.
ZRAMDEV=
zram_create() {
	local ctl=/sys/class/zram-control id
	[ -w "$ctl/hot_add" ] || { echo "no $ctl/hot_add (zram module not loaded)"; return 1; }
	id=$(cat "$ctl/hot_add") || { echo "zram hot_add failed"; return 1; }
	[[ $id =~ ^[0-9]+$ ]] || { echo "zram hot_add gave '$id'"; return 1; }
	cleanup_push "zram_remove $id"
	echo "${1}M" >"/sys/block/zram$id/disksize" || { echo "cannot size zram$id"; return 1; }
	ZRAMDEV=/dev/zram$id
	local i
	for i in 1 2 3 4 5 6 7 8 9 10; do [ -b "$ZRAMDEV" ] && return 0; sleep 0.2; done
	echo "$ZRAMDEV did not appear"
	return 1
}

# zram_remove ID: reset and remove zram device ID (the one zram_create added).
zram_remove() {
	echo 1 >"/sys/block/zram$1/reset" 2>/dev/null || true
	echo "$1" >/sys/class/zram-control/hot_remove
}
