# shellcheck shell=bash disable=SC2034 # INITRAMFS is read by scripts/guest
# guest-initramfs.sh: the initramfs scripts/guest boots: busybox-static (/bin/busybox and a
# link per applet), scripts/lib/guest-init as /init, and the modules of MODULE_ORDER
# (guest-kernel.sh) uncompressed in /modules with /modules/order, the load order and each
# one's parameters (MODULE_PARAMS). busybox's insmod reads a plain .ko: Debian 6.12's .ko.xz,
# and a .ko.zst or .ko.gz, are decompressed here.
# Cached by content: GUEST_CACHE/initramfs/<sha256>.cpio.gz, the hash of the init, busybox,
# the parameters and each module (its name and its file's hash, in order), so a change to any
# of them makes a new one and an unchanged run reuses it. Built in a temporary folder of the
# cache, renamed into place.
# Needs: guest-cache.sh, guest-kernel.sh (MODULE_ORDER, KERNEL_MODDIR), rp-util.sh (die, log).

INITRAMFS=''
BUSYBOX=/bin/busybox
# Parameters a module is loaded with, by module name: null_blk makes no device of its own
# (nullb0); a run makes the ones it wants through configfs.
declare -A MODULE_PARAMS=([null_blk]='nr_devices=0')

# busybox_check: BUSYBOX is busybox-static's (a static binary runs in an initramfs without a
# libc); exit 2 saying what to install otherwise.
busybox_check() {
	[ -x "$BUSYBOX" ] || die "$BUSYBOX is missing: apt-get install busybox-static (scripts/setup-deps)"
	[ "$(dpkg-query -W -f='${db:Status-Abbrev}' busybox-static 2>/dev/null)" = 'ii ' ] ||
		die "busybox-static is not installed (a dynamic busybox cannot run in the initramfs): apt-get install busybox-static"
}

# initramfs_key INIT: the hash naming the initramfs of INIT, BUSYBOX and MODULE_ORDER.
initramfs_key() {
	local m
	{
		echo "schedaio guest initramfs 2"
		declare -p MODULE_PARAMS
		sha256sum <"$1"
		sha256sum <"$BUSYBOX"
		for m in "${MODULE_ORDER[@]}"; do
			printf '%s ' "$(basename -- "$m")"
			sha256sum <"$KERNEL_MODDIR/$m"
		done
	} | sha256sum | cut -c1-64
}

# module_unpacked SRC DST_DIR: SRC (.ko, .ko.xz, .ko.zst, .ko.gz) as a plain .ko in DST_DIR;
# its file name on stdout.
module_unpacked() {
	local src=$1 b
	b=$(basename -- "$src")
	case "$b" in
	*.ko.xz) xz -dc -- "$src" >"$2/${b%.xz}" && echo "${b%.xz}" ;;
	*.ko.zst) zstd -qdc -- "$src" >"$2/${b%.zst}" && echo "${b%.zst}" ;;
	*.ko.gz) gzip -dc -- "$src" >"$2/${b%.gz}" && echo "${b%.gz}" ;;
	*.ko) cp -- "$src" "$2/$b" && echo "$b" ;;
	*) return 1 ;;
	esac
}

# initramfs_build INIT: INITRAMFS = the cached initramfs of INIT (built when missing).
initramfs_build() {
	local init=$1 key tmp tree a m name
	key=$(initramfs_key "$init")
	INITRAMFS=$GUEST_CACHE/initramfs/$key.cpio.gz
	[ ! -f "$INITRAMFS" ] || return 0
	(umask 077 && mkdir -p -- "$GUEST_CACHE/initramfs") || die "cannot make $GUEST_CACHE/initramfs"
	tmp=$(cache_tmpdir) || exit 2
	tree=$tmp/tree
	mkdir -p "$tree/bin" "$tree/modules" "$tree/proc" "$tree/sys" "$tree/dev"
	cp -- "$BUSYBOX" "$tree/bin/busybox"
	for a in $("$BUSYBOX" --list); do
		[ "$a" = busybox ] || ln -s busybox "$tree/bin/$a"
	done
	cp -- "$init" "$tree/init"
	chmod 0755 "$tree/init"
	: >"$tree/modules/order"
	for m in "${MODULE_ORDER[@]}"; do
		name=$(module_unpacked "$KERNEL_MODDIR/$m" "$tree/modules") || die "cannot unpack the module $KERNEL_MODDIR/$m"
		echo "$name ${MODULE_PARAMS[${name%.ko}]:-}" >>"$tree/modules/order"
	done
	(cd "$tree" && find . -print | LC_ALL=C sort | cpio -o -H newc --quiet | gzip -6) >"$tmp/initramfs" ||
		die "cannot write the initramfs (cpio, gzip)"
	mv -fT -- "$tmp/initramfs" "$INITRAMFS" || die "cannot rename the initramfs into $INITRAMFS"
	guest_tmpdir_done "$tmp"
}
