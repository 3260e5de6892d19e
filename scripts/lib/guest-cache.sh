# shellcheck shell=bash
# guest-cache.sh: scripts/guest's cache and temporary folders.
#
# The cache, GUEST_CACHE ($SCHEDAIO_GUEST_CACHE, default /var/cache/schedaio/guest), holds
#   kernel/<package>_<version>/     a Debian kernel package unpacked, with modules.dep
#                                   (guest-kernel.sh)
#   initramfs/<sha256>.cpio.gz      an initramfs, named by the hash of what went into it
#                                   (guest-initramfs.sh)
#   resolve/<spec>.<key>            apt's answer to a --kernel SPEC, "PKG VERSION", for the
#                                   apt state KEY (guest-kernel.sh kernel_resolved)
# It is root's and mode 0700 when we make it, and must pass the folder rule of STUDIES.md
# "Folders root writes in" (owned by root or the caller, writable by nobody else, every
# folder above it too): we unpack kernels there and boot them. Every file or folder in it is
# made as a new temporary folder (guest_tmpdir: mode 0700, recorded in the state file before
# it is made) renamed into place, so a name in the cache is always whole; a run killed
# mid-fetch leaves a temporary that the next --restore removes.
# Needs: rp-util.sh (die), undo.sh (undo_push, undo_drop), safedir.sh (safe_dir).

GUEST_CACHE=${SCHEDAIO_GUEST_CACHE:-/var/cache/schedaio/guest}

# cache_check: make GUEST_CACHE (mode 0700) when missing, then hold it to the folder rule;
# exit 2 with one line when it fails it. GUEST_CACHE becomes the resolved path.
cache_check() {
	local why rc=0
	[[ $GUEST_CACHE == /* ]] || die "the guest cache '$GUEST_CACHE' is not an absolute path (SCHEDAIO_GUEST_CACHE)"
	why=$(safe_dir --missing-ok "$GUEST_CACHE") || rc=$?
	[ "$rc" -eq 0 ] || die "the guest cache: $why; $(safe_dir_why)"
	if [ ! -d "$GUEST_CACHE" ]; then
		(umask 077 && mkdir -p -- "$GUEST_CACHE") || die "cannot make the guest cache $GUEST_CACHE"
	fi
	why=$(safe_dir "$GUEST_CACHE") || die "the guest cache: $why; $(safe_dir_why)"
	GUEST_CACHE=$why
}

# guest_tmpdir PARENT: a new folder PARENT/schedaio-guest.XXXXXX, mode 0700, recorded in the
# state file (guesttmp) before it is made; its path on stdout. Returns 1 when it cannot be made.
guest_tmpdir() {
	local d
	for _ in 1 2 3 4 5; do
		d=$(mktemp -u -- "$1/schedaio-guest.XXXXXX") || return 1
		undo_push guesttmp "$d" || return 1
		if mkdir -m 0700 -- "$d" 2>/dev/null; then
			echo "$d"
			return 0
		fi
		undo_drop guesttmp "$d"
	done
	return 1
}

# cache_tmpdir: a new temporary folder in the cache (guest_tmpdir); exit 2 when it fails.
cache_tmpdir() { guest_tmpdir "$GUEST_CACHE" || die "cannot make a temporary folder in $GUEST_CACHE"; }

# guest_tmpdir_done DIR: remove DIR (from guest_tmpdir) and forget its record.
guest_tmpdir_done() {
	rm -rf --one-file-system -- "$1"
	undo_drop guesttmp "$1"
}
