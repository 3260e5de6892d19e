# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-preflight.sh: run-pack's checks, just before the first run, of what would spoil a study;
# printed as one block. Warnings, or with --strict a failure (exit 1, everything undone).
#   other I/O     /sys/block/<disk>/stat moved data during 1 s before any run of ours
#                 (Documentation/block/stat.rst: fields 3 and 7, sectors read and written;
#                 the line counts fields 1 and 5, read and write I/Os). A cache flush moves
#                 none: a sync(2) or syncfs(2) anywhere on the machine (another study's
#                 `sync` before a buffered cell, a startup pack's sync loop) makes every
#                 mounted ext4 flush its device, one empty write I/O on it (fields 5 and 16),
#                 which is not another process using the device. A scratch device run-pack
#                 has just made is first left to settle: the count starts once it moved no
#                 data for 1 s (at most PREFLIGHT_SETTLE_S, 10 s), so the new filesystem's own
#                 start-up I/O is not taken for another process's
#   CPU governor  /sys/devices/system/cpu/cpu*/cpufreq/scaling_governor not "performance"
#   full fs       the filesystem fio writes on (or the scratch backing file's) >= 90 % used
#   swap          /proc/vmstat pswpin + pswpout moved during the same second
#   write cache   /sys/block/<disk>/queue/write_cache ("write back" caches writes)
#   throttle      a blk-throttle rule on <disk>'s number in the root blkio cgroup (cgroup v1
#                 blkio.throttle.*_device): it caps the study's I/O; set by someone, or left
#                 by an earlier loop device of that number (a rule outlives its device)
#   root          run-pack runs as root (always true here: it refuses otherwise)
# Each line: a status word padded to 6 ("ok    ", "WARN  ", "info  "), then the finding.
# With --hosts the checks run on every host (rp-agent.sh "preflight", which ships this file)
# and each line names its host after the status word ("WARN  db1: other I/O on sdb: ...").
# Needs: rp-util.sh, dev_disk (loopdev.sh); hosts_preflight: host_ssh (rp-hosts.sh). Reads
# DEV, FIO_DIR, SCRATCH, BACKING, STRICT, JSON_PROGRESS.

# preflight_ios DISK: "I/Os sectors" of DISK so far: completed read + write I/Os (stat fields
# 1 + 5, a cache flush among them) and the sectors they moved (fields 3 + 7, none for a flush);
# "0 0" when DISK has no stat. Summed in bash (64 bits): mawk prints a sum over 2^31 as
# "7.49026e+09", blind to a few sectors more.
preflight_ios() {
	local s=()
	{ read -r -a s <"/sys/block/$1/stat"; } 2>/dev/null || true
	# digits only before bash arithmetic (which would evaluate anything else as an expression)
	if [ "${#s[@]}" -ge 7 ] && [[ ${s[0]}.${s[2]}.${s[4]}.${s[6]} =~ ^[0-9]{1,19}(\.[0-9]{1,19}){3}$ ]]; then
		echo "$((10#${s[0]} + 10#${s[4]})) $((10#${s[2]} + 10#${s[6]}))"
	else
		echo 0 0
	fi
}

# preflight_swaps: pages swapped in + out so far.
preflight_swaps() { awk '$1 == "pswpin" || $1 == "pswpout" { s += $2 } END { print s + 0 }' /proc/vmstat; }

# Taken from the environment only as whole seconds (it reaches bash arithmetic, which runs
# the $(...) of an array index in a value).
PREFLIGHT_SETTLE_S=${PREFLIGHT_SETTLE_S:-10}
if ! [[ $PREFLIGHT_SETTLE_S =~ ^(0|[1-9][0-9]{0,2})$ ]]; then
	echo "preflight: PREFLIGHT_SETTLE_S must be whole seconds from 0 to 999, not '$PREFLIGHT_SETTLE_S'" >&2
	exit 2
fi

# preflight_throttle DISK: DISK's blk-throttle rules in the root blkio cgroup, "read_bps
# 1000000, read_iops 2000" ("" when none, or no cgroup v1 blkio here).
preflight_throttle() {
	local mm f out=()
	mm=$(cat "/sys/block/$1/dev" 2>/dev/null) || return 0
	for f in "${SCHEDAIO_BLKIO_DIR:-/sys/fs/cgroup/blkio}"/blkio.throttle.*_device; do
		[ -r "$f" ] || continue
		f=$(awk -v m="$mm" -v k="${f##*/blkio.throttle.}" '$1 == m { sub(/_device$/, "", k); print k " " $2 }' "$f")
		[ -z "$f" ] || out+=("$f")
	done
	local IFS=,
	echo "${out[*]}" | sed 's/,/, /g'
}

# preflight_settle DISK: wait until DISK moved no data (sectors, preflight_ios) for 1 s,
# PREFLIGHT_SETTLE_S seconds at most; prints the whole seconds waited beyond that first one.
preflight_settle() {
	local t a b
	a=$(preflight_ios "$1")
	for ((t = 0; t < PREFLIGHT_SETTLE_S; t++)); do
		sleep 1
		b=$(preflight_ios "$1")
		[ "${b#* }" != "${a#* }" ] || break
		a=$b
	done
	echo "$t"
}

# preflight_lines DEV FIO_DIR BACKING SCRATCH: the checks of DEV (fio writes in FIO_DIR, ""
# for a raw device; BACKING: the scratch device's backing file or ""; SCRATCH 1: DEV was just
# made), one line each on stdout (see the top). Takes about 1.2 s (2.2 s and more for a new
# scratch device). Runs here and on each host of --hosts.
preflight_lines() {
	local dev=$1 fio_dir=$2 backing=$3 scratch=$4
	local disk io0 io1 sw0 sw1 govs wc path use settled='' t ios
	disk=$(dev_disk "$dev") || disk=''
	# Our own writes (mkfs, the mount's journal) are flushed first, so they do not count.
	[ -z "$fio_dir" ] || sync -f "$fio_dir" 2>/dev/null || true
	sleep 0.2
	if [ "$scratch" = 1 ]; then
		t=$(preflight_settle "$disk")
		[ "$t" -eq 0 ] || settled=" (counted once the new scratch device had settled, after $t s)"
	fi
	io0=$(preflight_ios "$disk") sw0=$(preflight_swaps)
	sleep 1
	io1=$(preflight_ios "$disk") sw1=$(preflight_swaps)
	if [ "${io1#* }" != "${io0#* }" ]; then # data moved: not only cache flushes (see the top)
		ios=$((${io1% *} - ${io0% *}))
		echo "WARN  other I/O on $disk: $ios I/Os completed in 1 s before the study (another process uses the device)$settled"
	else
		echo "ok    no other I/O on $disk during 1 s$settled"
	fi
	govs=$(cat /sys/devices/system/cpu/cpu*/cpufreq/scaling_governor 2>/dev/null | sort | uniq -c |
		awk '{ printf "%s%s x%s", s, $2, $1; s = ", " }') || true
	if [ -z "$govs" ]; then
		echo "info  CPU frequency governor: none exposed (no cpufreq in sysfs)"
	elif [[ $govs != "performance x"+([0-9]) ]]; then
		echo "WARN  CPU frequency governor not 'performance': $govs"
	else
		echo "ok    CPU frequency governor: $govs"
	fi
	for path in ${fio_dir:+"$fio_dir"} ${backing:+"$(dirname "$backing")"}; do
		use=$(df -P "$path" 2>/dev/null | awk 'NR == 2 { sub(/%/, "", $5); print $5 }')
		[[ $use =~ ^[0-9]+$ ]] || continue # no blocks of its own: a null_blk's configfs folder
		if [ "$use" -ge 90 ]; then
			echo "WARN  filesystem of $path is $use % full"
		else
			echo "ok    filesystem of $path is $use % full"
		fi
	done
	if [ "$sw1" -ne "$sw0" ]; then
		echo "WARN  swap activity: $((sw1 - sw0)) pages swapped in/out in 1 s"
	else
		echo "ok    no swap activity during 1 s"
	fi
	t=$(preflight_throttle "$disk")
	if [ -n "$t" ]; then
		echo "WARN  blk-throttle rule on $disk ($(cat "/sys/block/$disk/dev")): $t: it caps the study's I/O (someone set it, or it outlived an earlier device of that number)"
	else
		echo "ok    no blk-throttle rule on $disk"
	fi
	wc=$(cat "/sys/block/$disk/queue/write_cache" 2>/dev/null) || wc='unknown'
	echo "info  write cache of $disk: $wc"
	if [ "$(id -u)" -eq 0 ]; then echo "ok    running as root"; else echo "WARN  not root"; fi
}

# preflight_report LINE...: print the block (WARN lines as warnings), the --json-progress
# event, the manifest's preflight (a --kernel share's: its kernels[] entry's); exit 1 under
# --strict when a line is a WARN.
preflight_report() {
	local l bad=0
	info "$PROG: preflight:"
	for l in "$@"; do
		case "$l" in WARN*) warn "preflight: ${l#WARN  }"; bad=1 ;; *) info "  $l" ;; esac
	done
	[ "$JSON_PROGRESS" = 0 ] || event "$(printf '%s\n' "$@" | jq -R . | jq -sc '{event: "preflight", checks: .}')"
	if [ -n "${KERNEL_SHARE:-}" ]; then # a --kernel share's: its kernel's (kernels[].preflight)
		printf 'preflight\t%s\n' "${@//$'\t'/ }" | kernel_set "$KERNEL_SHARE"
	else
		printf '%s\n' "$@" | study preflight "$(manifest_path)" || fail "cannot write $(manifest_path)"
	fi
	[ "$bad" = 0 ] || [ "$STRICT" = 0 ] || fail "preflight found problems and --strict is set; nothing was run"
}

# preflight: the block for the one device of this study (see the top).
preflight() {
	local lines=()
	mapfile -t lines < <(preflight_lines "$DEV" "$FIO_DIR" "$BACKING" "$SCRATCH")
	preflight_report "${lines[@]}"
}

# hosts_preflight: the block for every live host of --hosts, run on all of them at once
# (rp-agent.sh "preflight" over ssh), each line naming its host; a host whose checks could
# not run gets a WARN line saying so (also one whose reply is over HOST_REPLY_MAX: refused
# unread, host_reply_over). At most 32 lines of 300 characters are kept per host,
# tabs and control characters made blanks (the manifest keeps one line per entry).
hosts_preflight() {
	local h dir pids=() lines=() l rc over
	dir=$(mktemp -d)
	for h in $(hosts_live); do
		host_reply_files "$h" "$dir/$h" preflight "${HOST_DEV[h]}" "${HOST_FIODIR[h]}" &
		pids[h]=$!
	done
	for h in $(hosts_live); do
		wait "${pids[h]}" || true
		rc=$(cat "$dir/$h.rc" 2>/dev/null) || rc=255
		if over=$(host_reply_over "$h" "$dir/$h" preflight); then
			lines+=("WARN  ${HOST_NAME[h]}: the checks could not run: $over")
			continue
		fi
		if [ "$rc" -ne 0 ] || [ ! -s "$dir/$h.out" ]; then
			lines+=("WARN  ${HOST_NAME[h]}: the checks could not run (exit $rc: $(tr -c '[:print:]' ' ' <"$dir/$h.err" | cut -c1-200))")
			continue
		fi
		while IFS= read -r l; do
			l=$(printf '%s' "$l" | tr -c '[:print:]' ' ' | cut -c1-300)
			[[ $l =~ ^(ok|WARN|info)\ +[^\ ] ]] || continue
			lines+=("${l:0:6}${HOST_NAME[h]}: ${l:6}")
		done < <(head -n 32 "$dir/$h.out")
	done
	rm -rf "$dir"
	preflight_report "${lines[@]}"
}
