#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# ownership.bats: root never works inside a folder someone else controls (issue 28, findings
# 1-3; lib/safepath/safepath.h, after OpenSSH's StrictModes). An unprivileged attacker
# (nobody, through setpriv) makes a folder, or root is given a folder group or others can
# write: run-pack --out, --dir and --resume, scripts/plots STUDY, and compare --plots and
# --html refuse it before anything, with exit 2 and one line naming the folder and why, and
# nothing is made in it. A folder of ours below a sticky /tmp-like folder is taken; a sticky
# folder itself is not. Every case is refused before a device or fio is touched (run-pack
# --dry-run, or the refusal that comes before the device checks), so the file is fast.
# Needs root (the attacker is another user), setpriv, build/schedaio-study and build/compare.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	rp_setup
	attacker_setup # helpers.bash: PUB (sticky, public), EVIL (the attacker's), NOBODY
	MINI=$TOP/tests/fixtures/results/mini
}

teardown() {
	common_teardown
}

# refused WHAT FOLDER WHY: the last run exited 2 with one line on stderr, holding WHAT (the
# option and folder given), FOLDER (the folder judged) and WHY, nothing on stdout, and
# nothing made in EVIL, PUB's other entries or OUT.
refused() {
	echo "status $status, stdout '$output', stderr:"
	printf '  %s\n' "${stderr_lines[@]}"
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"$1: refused: $2: $3"* ]]
	[ -z "$(find "$EVIL" -mindepth 1 -not -name keep -print -quit)" ]
	[ ! -e "$OUT" ]
	[ -z "$(find "$SCHEDAIO_STATE_DIR" -name '*.state' 2>/dev/null)" ]
}

# rp_dry ARGS...: run-pack --dry-run of one quick cell with ARGS.
rp_dry() {
	run --separate-stderr "$TOP/scripts/run-pack" --dry-run --pack "$TOP/jobs/laptop" --schedulers none \
		--quick --engine libaio --cells read-4k --runs 1 "$@"
}

@test "run-pack --out a folder another user owns: refused, exit 2, one line, nothing made (but for SUDO_UID's own)" {
	rp_dry --out "$EVIL"
	refused "--out $EVIL" "$EVIL" "owned by uid $NOBODY, not by root"
	# a folder to be made in it (the user can swap what root makes there: finding 2)
	rp_dry --out "$EVIL/results"
	refused "--out $EVIL/results" "$EVIL" "owned by uid $NOBODY"
	# a folder of root's inside it: the user can rename it and put theirs in its place
	mkdir "$EVIL/keep"
	rp_dry --out "$EVIL/keep"
	refused "--out $EVIL/keep" "$EVIL" "owned by uid $NOBODY"
	# under sudo, the invoking user's own folder is theirs to give
	SUDO_UID=$NOBODY rp_dry --out "$EVIL"
	[ "$status" -eq 0 ]
}

@test "run-pack --out: refused without --dry-run too, before the target is looked at" {
	# without the rule, the missing --scratch-backing would be the reason
	run --separate-stderr "$TOP/scripts/run-pack" --pack "$TOP/jobs/laptop" --schedulers none \
		--quick --engine libaio --cells read-4k --runs 1 --out "$EVIL" --scratch-backing "$WORK/nope"
	refused "--out $EVIL" "$EVIL" "owned by uid $NOBODY"
}

@test "run-pack --out a folder group or others can write (or below one), or a sticky one: refused; ours below a sticky one taken" {
	local d=$WORK/open
	mkdir -m 0775 "$d"
	chmod 0775 "$d" # whatever the umask
	rp_dry --out "$d"
	refused "--out $d" "$d" "writable by group (mode 0775)"
	chmod 0757 "$d"
	rp_dry --out "$d/sub"
	refused "--out $d/sub" "$d" "writable by others (mode 0757)"
	# the sticky public folder itself is refused; a new folder in it is made by the study
	# itself, with mkdir, which fails on a name someone took first (out-sticky.bats), so
	# --dry-run takes it and makes nothing
	rp_dry --out "$PUB"
	refused "--out $PUB" "$PUB" "writable by group and others (mode 1777); a sticky folder is allowed above the folder, not as the folder"
	rp_dry --out "$PUB/new"
	[ "$status" -eq 0 ]
	[ ! -e "$PUB/new" ]
	# a folder of ours below it (as bats' own below /tmp) is taken; --dry-run makes nothing
	mkdir -m 0700 "$PUB/ours"
	rp_dry --out "$PUB/ours/new"
	[ "$status" -eq 0 ]
	[ ! -e "$PUB/ours/new" ]
}

@test "run-pack --dir a folder another user owns or can write: refused before the device is looked at" {
	# finding 1: the user swaps DIR/schedaio-run.* for a folder of theirs holding a link to
	# another device; the rule refuses DIR first (the device need not even exist)
	rp_dry --device "$WORK/nodev" --dir "$EVIL"
	refused "--dir $EVIL" "$EVIL" "owned by uid $NOBODY, not by root"
	mkdir -m 0777 "$WORK/open"
	chmod 0777 "$WORK/open"
	rp_dry --device "$WORK/nodev" --dir "$WORK/open"
	refused "--dir $WORK/open" "$WORK/open" "writable by group and others (mode 0777)"
	# a /tmp-like sticky folder as --dir is refused too (fio's folder is made in it)
	rp_dry --device "$WORK/nodev" --dir "$PUB"
	refused "--dir $PUB" "$PUB" "writable by group and others (mode 1777)"
}

@test "run-pack --resume a results folder another user owns: refused" {
	cp -r "$MINI" "$EVIL/study"
	chown -R nobody "$EVIL/study"
	run --separate-stderr "$TOP/scripts/run-pack" --resume "$EVIL/study" --dry-run
	echo "status $status: $stderr"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"--resume $EVIL/study: refused: $EVIL: owned by uid $NOBODY"* ]]
}

@test "scripts/plots on a study folder another user owns: refused, nothing removed or written (finding 3)" {
	cp -r "$MINI" "$EVIL/study"
	mkdir "$EVIL/study/plots"
	chown -R nobody "$EVIL/study"
	run --separate-stderr "$TOP/scripts/plots" --html "$EVIL/study"
	echo "status $status: $stderr"
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"plots: $EVIL/study: refused: $EVIL: owned by uid $NOBODY, not by root"* ]]
	[ -d "$EVIL/study/plots" ] # not removed
	[ -z "$(ls -A "$EVIL/study/plots")" ]
	[ ! -e "$EVIL/study/compare.txt" ]
	[ ! -e "$EVIL/study/report" ]
	# a study folder of root's below the user's: refused, naming theirs
	cp -r "$MINI" "$EVIL/keep"
	run --separate-stderr "$TOP/scripts/plots" "$EVIL/keep"
	[ "$status" -eq 2 ]
	[[ $stderr == *"plots: $EVIL/keep: refused: $EVIL: owned by uid $NOBODY"* ]]
	[ ! -e "$EVIL/keep/compare.txt" ]
}

@test "compare --plots and --html into a folder another user owns or can write: refused, nothing made" {
	run --separate-stderr "$TOP/scripts/compare" --plots "$EVIL/p" "$MINI"
	refused "compare: --plots $EVIL/p" "$EVIL" "owned by uid $NOBODY, not by root"
	run --separate-stderr "$TOP/scripts/compare" --html "$EVIL" "$MINI"
	refused "compare: --html $EVIL" "$EVIL" "owned by uid $NOBODY"
	mkdir -m 0777 "$WORK/open"
	chmod 0777 "$WORK/open"
	run --separate-stderr "$TOP/scripts/compare" --plots "$WORK/open" "$MINI"
	echo "$stderr"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"compare: --plots $WORK/open: refused: $WORK/open: writable by group and others (mode 0777)"* ]]
	[ -z "$(ls -A "$WORK/open")" ]
}

@test "a folder reached through a link: the folder it names is judged and used" {
	local ours=$WORK/ours
	mkdir -m 0755 "$ours"
	ln -s "$ours" "$WORK/link"
	run "$TOP/build/schedaio-study" safe-dir "$WORK/link"
	[ "$status" -eq 0 ]
	[ "$output" = "$ours" ]
	# a link to the user's folder is refused, naming the user's folder
	ln -s "$EVIL" "$WORK/evil-link"
	run --separate-stderr "$TOP/scripts/compare" --plots "$WORK/evil-link" "$MINI"
	refused "compare: --plots $WORK/evil-link" "$EVIL" "owned by uid $NOBODY"
	run --separate-stderr "$TOP/scripts/plots" "$WORK/evil-link"
	refused "plots: $WORK/evil-link" "$EVIL" "owned by uid $NOBODY"
}

@test "gnuplot runs in a new 0700 folder of ours, not in the plots folder, and leaves nothing behind" {
	local bin=$WORK/bin rec=$WORK/gnuplot-cwd
	mkdir "$bin"
	# a gnuplot that says where it runs, and fails
	printf '#!/bin/sh\nstat -c "%%a %%U" . >%s\npwd >>%s\nexit 1\n' "$rec" "$rec" >"$bin/gnuplot"
	chmod +x "$bin/gnuplot"
	SCHEDAIO_GNUPLOT=$bin/gnuplot run --separate-stderr "$TOP/scripts/compare" --plots "$WORK/p" "$MINI"
	[ "$status" -eq 1 ]
	cat "$rec"
	[ "$(sed -n 1p "$rec")" = "700 root" ]
	[[ $(sed -n 2p "$rec") == "$WORK/p/.gnuplot."?????? ]]
	[ -z "$(find "$WORK/p" -name '.gnuplot.*')" ]
}
