# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-preflight.sh: run-pack's checks, just before the first run, of what would spoil a study;
# printed as one block. Warnings, or with --strict a failure (exit 1, everything undone).
#   other I/O     /sys/block/<disk>/stat moved during 1 s before any run of ours
#                 (Documentation/block/stat.rst: fields 1 and 5, read and write I/Os); a
#                 scratch device run-pack has just made is first left to settle: the
#                 count starts once it was still for 1 s (at most PREFLIGHT_SETTLE_S, 10 s),
#                 so the new filesystem's own start-up I/O is not taken for another process's
#   CPU governor  /sys/devices/system/cpu/cpu*/cpufreq/scaling_governor not "performance"
#   full fs       the filesystem fio writes on (or the scratch backing file's) >= 90 % used
#   swap          /proc/vmstat pswpin + pswpout moved during the same second
#   write cache   /sys/block/<disk>/queue/write_cache ("write back" caches writes)
#   root          run-pack runs as root (always true here: it refuses otherwise)
# Needs: rp-util.sh, dev_disk (rp-target.sh). Reads DEV, FIO_DIR, SCRATCH, BACKING, STRICT.

# preflight_ios DISK: completed read + write I/Os of DISK so far.
preflight_ios() { awk '{ print $1 + $5 }' "/sys/block/$1/stat" 2>/dev/null || echo 0; }

# preflight_swaps: pages swapped in + out so far.
preflight_swaps() { awk '$1 == "pswpin" || $1 == "pswpout" { s += $2 } END { print s + 0 }' /proc/vmstat; }

PREFLIGHT_SETTLE_S=${PREFLIGHT_SETTLE_S:-10}

# preflight_settle DISK: wait until DISK's I/O count stayed still for 1 s, PREFLIGHT_SETTLE_S
# seconds at most; prints the whole seconds waited beyond that first one.
preflight_settle() {
	local t a b
	a=$(preflight_ios "$1")
	for ((t = 0; t < PREFLIGHT_SETTLE_S; t++)); do
		sleep 1
		b=$(preflight_ios "$1")
		[ "$b" != "$a" ] || break
		a=$b
	done
	echo "$t"
}

# preflight: print the block; exit 1 under --strict when anything was found.
preflight() {
	local disk io0 io1 sw0 sw1 govs wc path use lines=() bad=0 settled='' t
	disk=$(dev_disk "$DEV") || disk=''
	# Our own writes (mkfs, the mount's journal) are flushed first, so they do not count.
	[ -z "$FIO_DIR" ] || sync -f "$FIO_DIR" 2>/dev/null || true
	sleep 0.2
	if [ "$SCRATCH" = 1 ]; then
		t=$(preflight_settle "$disk")
		[ "$t" -eq 0 ] || settled=" (counted once the new scratch device had settled, after $t s)"
	fi
	io0=$(preflight_ios "$disk") sw0=$(preflight_swaps)
	sleep 1
	io1=$(preflight_ios "$disk") sw1=$(preflight_swaps)
	if [ "$io1" -ne "$io0" ]; then
		lines+=("WARN  other I/O on $disk: $((io1 - io0)) I/Os completed in 1 s before the study (another process uses the device)$settled"); bad=1
	else
		lines+=("ok    no other I/O on $disk during 1 s$settled")
	fi
	govs=$(cat /sys/devices/system/cpu/cpu*/cpufreq/scaling_governor 2>/dev/null | sort | uniq -c |
		awk '{ printf "%s%s x%s", s, $2, $1; s = ", " }') || true
	if [ -z "$govs" ]; then
		lines+=("info  CPU frequency governor: none exposed (no cpufreq in sysfs)")
	elif [[ $govs != "performance x"+([0-9]) ]]; then
		lines+=("WARN  CPU frequency governor not 'performance': $govs"); bad=1
	else
		lines+=("ok    CPU frequency governor: $govs")
	fi
	for path in ${FIO_DIR:+"$FIO_DIR"} ${BACKING:+"$(dirname "$BACKING")"}; do
		use=$(df -P "$path" 2>/dev/null | awk 'NR == 2 { sub(/%/, "", $5); print $5 }')
		[ -n "$use" ] || continue
		if [ "$use" -ge 90 ]; then
			lines+=("WARN  filesystem of $path is $use % full"); bad=1
		else
			lines+=("ok    filesystem of $path is $use % full")
		fi
	done
	if [ "$sw1" -ne "$sw0" ]; then
		lines+=("WARN  swap activity: $((sw1 - sw0)) pages swapped in/out in 1 s"); bad=1
	else
		lines+=("ok    no swap activity during 1 s")
	fi
	wc=$(cat "/sys/block/$disk/queue/write_cache" 2>/dev/null) || wc='unknown'
	lines+=("info  write cache of $disk: $wc")
	if [ "$(id -u)" -eq 0 ]; then lines+=("ok    running as root"); else lines+=("WARN  not root"); bad=1; fi
	info "$PROG: preflight:"
	local l
	for l in "${lines[@]}"; do
		case "$l" in WARN*) warn "preflight: ${l#WARN  }" ;; *) info "  $l" ;; esac
	done
	[ "$JSON_PROGRESS" = 0 ] || event "$(printf '%s\n' "${lines[@]}" | jq -R . | jq -sc '{event: "preflight", checks: .}')"
	printf '%s\n' "${lines[@]}" | study preflight "$(manifest_path)" || fail "cannot write $(manifest_path)"
	[ "$bad" = 0 ] || [ "$STRICT" = 0 ] || fail "preflight found problems and --strict is set; nothing was run"
}
