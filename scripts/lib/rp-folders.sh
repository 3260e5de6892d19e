# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-folders.sh: the folders run-pack writes in, held to the ownership rule (safedir.sh;
# STUDIES.md "Folders root writes in"): --out, TMPDIR and --dir checked before anything
# (validate_folders, out_new_in_sticky), the results folder probed (check_out) and the
# study's own folder made under it (make_run_dir: OUT/<date>-<time>-<pack>[-quick][-N]).
# Sourced by scripts/run-pack only. Needs: rp-util.sh (die, fail), safedir.sh (safe_dir,
# safe_dir_why), paths.sh (TOP, SCHEDAIO_INSTALLED). Reads and sets OUT, DIR, RUN_ID, RUN_DIR.

# out_new_in_sticky: when --out does not exist and its nearest existing folder is sticky
# (/tmp: not a folder to write in, only one to make a private folder in), that folder is held
# to the rule as a parent (safe_dir --parent) and OUT_MAKE is the first missing folder, which
# check_out makes with mkdir (failing if it exists: nobody else's can be taken for ours) and
# judges as made; OUT becomes its resolved path. OUT_MAKE is '' otherwise. Dies (exit 2).
OUT_MAKE=''
out_new_in_sticky() {
	local first up safe
	{ [ ! -e "$OUT" ] && [ ! -L "$OUT" ]; } || return 0
	[[ $OUT == /* ]] || OUT=$PWD/$OUT
	first=$OUT
	up=$(dirname -- "$first")
	while [ ! -e "$up" ] && [ ! -L "$up" ]; do first=$up; up=$(dirname -- "$up"); done
	[ -d "$up" ] && [ ! -L "$up" ] && [ -k "$up" ] || return 0
	[[ /${OUT#"$up"}/ != */./* && /${OUT#"$up"}/ != */../* ]] || die "--out $OUT: a folder to make holds '.' or '..'"
	safe=$(safe_dir --parent "$up") || die "--out $OUT: refused: $safe; $(safe_dir_why)"
	OUT_MAKE=${safe%/}/$(basename -- "$first")
	OUT=${safe%/}${OUT#"$up"}
}

# validate_folders: --out (default: the repository's results/; for an installed copy,
# ./results: the installed tree is not the place for a user's results) and --dir, where root
# writes and fio runs, by the ownership rule (safedir.sh), first of all; each becomes its
# resolved path (the one checked). Dies (exit 2).
# An --out that cannot be judged (safe_dir 3: a --dry-run by a user who cannot search a
# folder above it) is left as given: --dry-run writes nothing, and a study's check_out makes
# it and judges it again.
validate_folders() {
	local safe rc=0
	if [ -z "$OUT" ]; then
		if [ "$SCHEDAIO_INSTALLED" = 1 ]; then OUT=$PWD/results; else OUT=$TOP/results; fi
	fi
	[ ! -e "$OUT" ] || [ -d "$OUT" ] || die "--out $OUT exists and is not a directory"
	out_new_in_sticky
	[ -n "$OUT_MAKE" ] || safe=$(safe_dir --missing-ok "$OUT") || rc=$?
	[ -z "$OUT_MAKE" ] || safe=$OUT
	case $rc in
	0) OUT=$safe ;;
	3) ;;
	*) die "--out $OUT: refused: $safe; $(safe_dir_why)" ;;
	esac
	# $TMPDIR holds run-pack's private folders (mktemp -d: 0700, new names; the mount point's
	# is /tmp's): held to the rule as their parent (a sticky one taken), so that no other user
	# can rename one and put theirs in its place (issue 39)
	if [ -n "${TMPDIR:-}" ]; then
		safe=$(safe_dir --parent "$TMPDIR") || die "TMPDIR=$TMPDIR: refused: $safe; $(safe_dir_why)"
		export TMPDIR=$safe
	fi
	[ -n "$DIR" ] || return 0
	[ -d "$DIR" ] || die "--dir $DIR is not a directory"
	rc=0
	safe=$(safe_dir "$DIR") || rc=$?
	if [ "$rc" -eq 0 ]; then DIR=$safe; elif [ "$rc" -ne 3 ] || [ "$DRY_RUN" = 0 ]; then
		die "--dir $DIR: refused: $safe; $(safe_dir_why)"
	fi
}

# check_out: the results folder can be made under --out (probed with a folder made and
# removed), before anything changes: else one line and exit 2. OUT itself may be created
# (then checked again by the ownership rule: a umask may have made it group-writable). A
# --resume makes no results folder (it writes in the study's, checked by resume_check): nothing
# is probed, and the default --out (this tree's results/) is not touched.
check_out() {
	local probe safe
	[ -z "$RESUME" ] || return 0
	if [ -n "$OUT_MAKE" ]; then
		mkdir -m 0755 -- "$OUT_MAKE" 2>/dev/null || die "--out $OUT: cannot make $OUT_MAKE (it exists now, or its folder is not writable); nothing was done"
		[ ! -L "$OUT_MAKE" ] || die "--out $OUT: refused: $OUT_MAKE is a link; nothing was done"
		safe=$(safe_dir "$OUT_MAKE") || die "--out $OUT: refused: $safe; $(safe_dir_why)"
	fi
	if mkdir -p "$OUT" 2>/dev/null && probe=$(mktemp -d "$OUT/.run-pack-probe.XXXXXX" 2>/dev/null); then
		rmdir "$probe"
		safe=$(safe_dir "$OUT") || die "--out $OUT: refused: $safe; $(safe_dir_why)"
		OUT=$safe
		return 0
	fi
	die "--out $OUT: cannot create a results folder there (not a writable folder)"
}

make_run_dir() {
	local stamp base i=1
	mkdir -p "$OUT"
	OUT=$(cd "$OUT" && pwd)
	stamp=$(date +%Y%m%d-%H%M%S)
	base=$stamp-$PACK_NAME
	[ "$QUICK" = 1 ] && base=$base-quick
	RUN_ID=$base
	while ! mkdir "$OUT/$RUN_ID" 2>/dev/null; do
		i=$((i + 1))
		[ "$i" -lt 100 ] || fail "cannot create a results folder under $OUT"
		RUN_ID=$base-$i
	done
	RUN_DIR=$OUT/$RUN_ID
}
