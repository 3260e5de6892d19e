# shellcheck shell=bash disable=SC2034 # KERNEL_* and MODULE_* are read by scripts/guest and guest-initramfs.sh
# guest-kernel.sh: the kernel a guest boots (scripts/guest --kernel SPEC), its cache, and the
# modules a run needs from it.
#
# SPEC, resolved by kernel_resolve:
#   debian          the newest Debian kernel package for this machine's release: of the
#                   meta-packages linux-image-amd64 and linux-image-X.Y-amd64 that apt knows
#                   (Debian 12: 6.1 and 6.12), the one whose image package has the newest
#                   candidate version
#   X.Y             the newest image package of that series (6.1: linux-image-6.1.0-NN-amd64)
#   RELEASE         one image package by its kernel release (6.1.0-57-amd64)
#   BZIMAGE:MODDIR  a kernel of your own: its bzImage (arch/x86/boot/bzImage) and the modules
#                   folder `make modules_install` wrote (.../lib/modules/RELEASE, with
#                   modules.dep); both used where they are, nothing written there
# A Debian package is fetched once (apt-get download, dpkg-deb -x, depmod -b) into
# GUEST_CACHE/kernel/<package>_<version>/ (boot/vmlinuz-RELEASE, lib/modules/RELEASE/), made
# in a new temporary folder of the cache and renamed into place: a folder there is whole.
# Only apt's local lists are read to resolve a SPEC; the archive is reached to download.
# Needs: rp-util.sh (die, fail, log), guest-cache.sh (GUEST_CACHE, cache_tmpdir, guest_tmpdir_done).

KERNEL_RELEASE='' KERNEL_IMAGE='' KERNEL_MODDIR='' KERNEL_FROM=''
# The modules to load, in order (paths relative to KERNEL_MODDIR), after modules_resolve.
MODULE_ORDER=()
# What every guest needs to reach its files (virtio PCI, 9p over virtio, the overlay).
BOOT_MODULES=(virtio_pci 9pnet_virtio 9p overlay)
# What a study or a test needs by default (scripts/guest --modules replaces this list).
STUDY_MODULES=(bfq kyber-iosched loop null_blk configfs ext4)

# kernel_arch_check: the guest is x86-64 (qemu-system-x86), so is the package we fetch.
kernel_arch_check() {
	local a
	a=$(dpkg --print-architecture 2>/dev/null) || a=unknown
	[ "$a" = amd64 ] || die "guest kernels are amd64 (qemu-system-x86_64); this machine is $a"
}

# apt_candidates PKG...: "PKG VERSION" for each PKG apt has a candidate version of.
apt_candidates() {
	[ "$#" -gt 0 ] || return 0
	timeout 60 apt-cache policy "$@" 2>/dev/null |
		awk '/^[^ ]/ { p = $1; sub(/:$/, "", p) } /^  Candidate:/ && $2 != "(none)" { print p, $2 }'
}

# newest_of: of the lines "PKG VERSION" on stdin, the one with the newest VERSION (dpkg's
# order); nothing when there is none.
newest_of() {
	local p v bp='' bv=''
	while read -r p v; do
		[ -n "$p" ] || continue
		if [ -z "$bv" ] || dpkg --compare-versions "$v" gt "$bv"; then bp=$p bv=$v; fi
	done
	[ -z "$bp" ] || echo "$bp $bv"
}

# debian_newest: "PKG VERSION" of the image package behind the newest kernel meta-package.
debian_newest() {
	local meta img
	for meta in $(timeout 60 apt-cache pkgnames linux-image- 2>/dev/null | grep -E '^linux-image-([0-9]+\.[0-9]+-)?amd64$'); do
		img=$(timeout 60 apt-cache depends "$meta" 2>/dev/null | awk '$1 == "Depends:" && $2 ~ /^linux-image-/ { print $2; exit }')
		[ -z "$img" ] || apt_candidates "$img"
	done | newest_of
}

# debian_series X.Y: "PKG VERSION" of the newest image package of series X.Y.
debian_series() {
	local re
	re="^linux-image-${1//./\\.}(\\.[0-9]+)+(-[0-9]+)?(\\+[a-z0-9]+)?-amd64\$"
	# shellcheck disable=SC2046 # one package name per word
	apt_candidates $(timeout 60 apt-cache pkgnames "linux-image-$1" 2>/dev/null | grep -E "$re") | newest_of
}

# debian_known: the kernel series apt knows, for an error line ("6.1 6.12").
debian_known() {
	timeout 60 apt-cache pkgnames linux-image- 2>/dev/null | sed -nE 's/^linux-image-([0-9]+\.[0-9]+)[.-].*-amd64$/\1/p' |
		sort -uV | paste -sd' '
}

# apt_key: a hash of what apt's answers here depend on: its package lists, dpkg's status, its
# sources and preferences (every file's name, size and time). apt-cache without a pkgcache.bin
# (Debian's container images keep none) builds its cache again at every call: resolving
# "debian" took 5 calls and ~4 s of CPU each time scripts/guest ran (2026-12-06).
apt_key() {
	local k
	k=$(find /var/lib/apt/lists /var/lib/dpkg/status /etc/apt -printf '%p %s %T@\n' 2>/dev/null | LC_ALL=C sort | sha256sum)
	printf '%s\n' "${k:0:32}"
}

# RESOLVED_RE: a "PKG VERSION" line of apt's answer, as kernel_debian takes it.
RESOLVED_RE='^linux-image-[0-9A-Za-z.+~-]+ [0-9A-Za-z.+~-]+$'

# kernel_resolved SPEC: "PKG VERSION" of Debian kernel SPEC (debian, X.Y or a release), asked
# of apt once per apt state (apt_key): the answer is kept in GUEST_CACHE/resolve/SPEC.KEY (an
# answer for another state is removed), read back only when it is such a line. Nothing when
# apt has none (not kept).
# The kept line is read only when it answers SPEC (resolved_fits), at most 256 bytes of it;
# resolve/ is used only as a folder of its own (not a link: root would write and remove
# entries where it points), and only SPEC's own entries (SPEC.KEY) are removed.
kernel_resolved() {
	local spec=$1 key d f pv='' e
	[[ $spec =~ ^[0-9A-Za-z.+~-]+$ ]] || return 0
	key=$(apt_key)
	d=$GUEST_CACHE/resolve f=$GUEST_CACHE/resolve/$spec.$key
	if [ ! -L "$d" ] && [ -f "$f" ] && [ ! -L "$f" ] && IFS= read -r -n 256 pv <"$f" && resolved_fits "$spec" "$pv"; then
		printf '%s\n' "$pv"
		return 0
	fi
	case "$spec" in
	debian) pv=$(debian_newest) ;;
	*-amd64) pv=$(apt_candidates "linux-image-$spec") ;;
	*) pv=$(debian_series "$spec") ;;
	esac
	[ -n "$pv" ] || return 0
	if resolved_fits "$spec" "$pv" && [ ! -L "$d" ] && (umask 077 && mkdir -p -- "$d"); then
		for e in "$d/$spec".*; do
			[[ ${e##*/} =~ ^.+\.[0-9a-f]{32}$ && ${e##*/} == "$spec".???????????????????????????????? ]] || continue
			rm -f -- "$e"
		done
		printf '%s\n' "$pv" | write_atomic "$f" || true
	fi
	printf '%s\n' "$pv"
}

# resolved_fits SPEC LINE: LINE is a "PKG VERSION" answer (RESOLVED_RE) SPEC can have: for a
# release, linux-image-RELEASE; for X.Y, an image package of that series; for debian, any.
resolved_fits() {
	[[ $2 =~ $RESOLVED_RE ]] || return 1
	case "$1" in
	debian) return 0 ;;
	*-amd64) [[ ${2%% *} == "linux-image-$1" ]] ;;
	*) [[ ${2%% *} == "linux-image-$1".* || ${2%% *} == "linux-image-$1"-* ]] ;;
	esac
}

# kernel_resolve SPEC: set KERNEL_RELEASE, KERNEL_IMAGE, KERNEL_MODDIR and KERNEL_FROM (what
# it is, for the messages), fetching a Debian package into the cache when it is not there.
# Exit 2 with one line when SPEC names no kernel or the package cannot be fetched.
kernel_resolve() {
	local spec=$1 pv
	case "$spec" in
	*:*) kernel_own "${spec%%:*}" "${spec#*:}"; return ;;
	debian) pv=$(kernel_resolved debian) ;;
	[0-9]*.[0-9]*-amd64) pv=$(kernel_resolved "$spec") ;;
	[0-9]*.[0-9]*)
		[[ $spec =~ ^[0-9]+\.[0-9]+$ ]] || die "--kernel '$spec': not debian, X.Y, a Debian kernel release (6.1.0-57-amd64) nor BZIMAGE:MODULES_DIR"
		pv=$(kernel_resolved "$spec")
		;;
	*) die "--kernel '$spec': not debian, X.Y, a Debian kernel release (6.1.0-57-amd64) nor BZIMAGE:MODULES_DIR" ;;
	esac
	[ -n "$pv" ] || die "--kernel $spec: no such Debian kernel package here (apt knows the series: $(debian_known); apt-get update refreshes the lists)"
	kernel_debian "${pv% *}" "${pv#* }"
}

# kernel_debian PKG VERSION: the cached package, fetched first when missing.
kernel_debian() {
	local pkg=$1 ver=$2 rel dir
	[[ $pkg =~ ^linux-image-[0-9A-Za-z.+~-]+$ && $ver =~ ^[0-9A-Za-z.+~-]+$ ]] ||
		die "apt names an unexpected package '$pkg' '$ver'"
	rel=${pkg#linux-image-}
	dir=$GUEST_CACHE/kernel/${pkg}_$ver
	[ -d "$dir" ] || kernel_fetch "$pkg" "$ver" "$rel" "$dir"
	KERNEL_RELEASE=$rel
	KERNEL_IMAGE=$dir/boot/vmlinuz-$rel
	KERNEL_MODDIR=$dir/lib/modules/$rel
	KERNEL_FROM="Debian $pkg $ver"
	[ -f "$KERNEL_IMAGE" ] && [ -f "$KERNEL_MODDIR/modules.dep" ] ||
		die "the cached $dir lacks its vmlinuz or modules.dep: remove that folder and run again"
}

# kernel_fetch PKG VERSION RELEASE DIR: download PKG=VERSION with apt into a new temporary
# folder of the cache, unpack it, write its modules.dep, and rename the tree to DIR. A tree
# another run renamed there first is kept (ours is dropped).
kernel_fetch() {
	local pkg=$1 ver=$2 rel=$3 dir=$4 tmp deb why
	log "$PROG: fetching $pkg $ver into $GUEST_CACHE (once)"
	(umask 077 && mkdir -p -- "$GUEST_CACHE/kernel") || die "cannot make $GUEST_CACHE/kernel"
	tmp=$(cache_tmpdir) || exit 2
	if ! (cd "$tmp" && timeout 900 apt-get -q -o APT::Sandbox::User=root download "$pkg=$ver") >"$tmp/apt.log" 2>&1; then
		why=$(grep -E '^(E|W):' "$tmp/apt.log" | tail -n1)
		die "cannot download $pkg $ver: ${why:-$(tail -n1 "$tmp/apt.log")}"
	fi
	deb=$(find "$tmp" -maxdepth 1 -name '*.deb' -type f | head -n1)
	[ -n "$deb" ] || die "apt-get download $pkg gave no .deb"
	mkdir "$tmp/root"
	timeout 300 dpkg-deb -x "$deb" "$tmp/root" || die "dpkg-deb -x $deb failed"
	rm -f -- "$deb"
	[ -f "$tmp/root/boot/vmlinuz-$rel" ] && [ -d "$tmp/root/lib/modules/$rel" ] ||
		die "$pkg holds no boot/vmlinuz-$rel and lib/modules/$rel"
	timeout 300 depmod -b "$tmp/root" "$rel" || die "depmod -b for $pkg failed"
	mv -T -- "$tmp/root" "$dir" 2>/dev/null || [ -d "$dir" ] || die "cannot rename the kernel into $dir"
	guest_tmpdir_done "$tmp"
}

# kernel_own BZIMAGE MODDIR: a kernel of your own, used in place.
kernel_own() {
	local img=$1 mod=$2
	[ -f "$img" ] && [ -r "$img" ] || die "--kernel: no bzImage file '$img'"
	[ -d "$mod" ] || die "--kernel: no modules folder '$mod' (the lib/modules/RELEASE that make modules_install wrote)"
	[ -f "$mod/modules.dep" ] || die "--kernel: $mod has no modules.dep (make modules_install runs depmod; or run depmod -b on its tree)"
	KERNEL_IMAGE=$(readlink -f -- "$img")
	KERNEL_MODDIR=$(readlink -f -- "$mod")
	KERNEL_RELEASE=$(basename -- "$KERNEL_MODDIR")
	KERNEL_FROM="your build $KERNEL_IMAGE"
}

# modules_resolve NAME...: MODULE_ORDER = the modules.dep paths of NAME... and everything
# they depend on, each after its dependencies (a built-in one needs nothing: modules.builtin).
# Names as modprobe takes them ('-' and '_' alike). Exit 2 naming every NAME that is neither.
modules_resolve() {
	local out missing
	out=$(printf '%s\n' "$@" | awk -v dep="$KERNEL_MODDIR/modules.dep" -v builtin="$KERNEL_MODDIR/modules.builtin" '
		function norm(p) { sub(/.*\//, "", p); sub(/\.ko(\.(xz|zst|gz))?$/, "", p); gsub(/-/, "_", p); return p }
		function load(p,   n, i, d) {
			if (p in done) return
			done[p] = 1
			n = split(deps[p], d, " ")
			for (i = n; i >= 1; i--) load(d[i])
			print "load " p
		}
		BEGIN {
			while ((getline line < dep) > 0) {
				p = line; sub(/:.*/, "", p)
				d = line; sub(/^[^:]*: ?/, "", d)
				deps[p] = d; path[norm(p)] = p
			}
			while ((getline line < builtin) > 0) isbuiltin[norm(line)] = 1
		}
		{ n = $0; gsub(/-/, "_", n)
		  if (n in path) load(path[n]); else if (!(n in isbuiltin)) print "missing " $0 }')
	missing=$(sed -n 's/^missing //p' <<<"$out" | paste -sd' ')
	[ -z "$missing" ] || die "$KERNEL_MODDIR lacks modules this run needs: $missing (neither in modules.dep nor built in)"
	mapfile -t MODULE_ORDER < <(sed -n 's/^load //p' <<<"$out")
}
