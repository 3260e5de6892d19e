#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr is set by bats' run --separate-stderr
# install.bats: make install into a DESTDIR puts the engine, the scripts (with lib/, jobs/ and
# sched-labels.tsv), compare and merge-stats where a Debian user expects them (the Makefile's
# install: comment), and the installed copies work from any folder, with nothing of the
# repository: the tree is moved elsewhere before it runs. make uninstall removes it. Also:
# scripts/setup-deps --if-missing is silent, and needs no root, when nothing is missing.

bats_require_minimum_version 1.5.0

load helpers

# setup_file: one install for the file's tests, then moved away from where it was installed:
# the copies must find their files relative to themselves, not through /usr/local or the
# repository. bats removes BATS_FILE_TMPDIR at the end.
setup_file() {
	[ -f "$ENGINE" ] || return 0 # each test skips (need_engine)
	make -s -C "$TOP" install DESTDIR="$BATS_FILE_TMPDIR/dest" >/dev/null
	mv "$BATS_FILE_TMPDIR/dest/usr/local" "$BATS_FILE_TMPDIR/moved"
	export P=$BATS_FILE_TMPDIR/moved
}

setup() {
	need_engine
	common_setup
}

teardown() {
	common_teardown
}

@test "the layout: lib/schedaio, share/schedaio (scripts, lib, jobs, labels, reference), bin symlinks, docs" {
	local f
	for f in lib/schedaio/schedaio.so lib/schedaio/compare lib/schedaio/schedaio-merge lib/schedaio/schedaio-study lib/schedaio/schedaio-label \
		share/schedaio/scripts/run-pack share/schedaio/scripts/lib/paths.sh \
		share/schedaio/scripts/guest share/schedaio/scripts/lib/guest-init \
		share/schedaio/scripts/lib/rp-run.sh share/schedaio/jobs/sched-labels.tsv \
		share/schedaio/jobs/laptop/pack.json share/schedaio/jobs/epyc/read-2m.fio \
		share/schedaio/results/reference/laptop-4.13.json share/doc/schedaio/STUDIES.md; do
		[ -f "$P/$f" ] || { echo "missing $f"; return 1; }
	done
	# every file of scripts/lib (the scripts' parts, sourced by the installed copies)
	for f in "$TOP"/scripts/lib/*; do
		[ -f "$P/share/schedaio/scripts/lib/${f##*/}" ] || { echo "missing share/schedaio/scripts/lib/${f##*/}"; return 1; }
	done
	for f in run-pack compare plots merge-stats guest; do
		[ "$(readlink "$P/bin/schedaio-$f")" = "../share/schedaio/scripts/$f" ]
		[ -x "$P/bin/schedaio-$f" ]
	done
	# nothing installed points back into the repository
	run grep -rlF "$TOP" "$P/share" "$P/bin"
	[ "$status" -eq 1 ]
}

@test "installed copies work from another folder: compare, run-pack --dry-run, merge-stats, plots, the engine" {
	cd "$WORK"
	run --separate-stderr "$P/bin/schedaio-compare" --reference laptop-4.13 "$TOP/tests/fixtures/results/mini"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ $output == *"randread-4k: MB/s (more is better)"* ]]
	[[ $output == *"Reference laptop-4.13"* ]]
	# a label with tunables (BFQ), or on a kernel without bfq one without (MQ Deadline): the
	# installed jobs/sched-labels.tsv resolves it; --dry-run refuses a scheduler not offered
	local label=BFQ plan='schedulers: none bfq="BFQ"[low_latency=0]'
	offers loop bfq || label='MQ Deadline' plan='schedulers: none mq-deadline="MQ Deadline";'
	run --separate-stderr "$P/bin/schedaio-run-pack" --pack "$P/share/schedaio/jobs/laptop" --schedulers "none,$label" --dry-run
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ $output == *"engine $P/lib/schedaio/schedaio.so"* ]]
	[[ $output == *"$plan"* ]]
	run --separate-stderr "$P/bin/schedaio-merge-stats" "$TOP/tests/fixtures/fio/randread-4k-none.schedaio.json"
	[ "$status" -eq 1 ]
	[[ $stderr == *"schema 1, not 2"* ]]
	run "$P/bin/schedaio-plots" --help
	[ "$status" -eq 0 ]
	run "$P/bin/schedaio-guest" --help
	[ "$status" -eq 0 ]
	run fio --enghelp="$P/lib/schedaio/schedaio.so"
	[[ $output == *expect_sched* ]]
}

@test "make uninstall removes what make install put there" {
	run make -s -C "$TOP" install DESTDIR="$WORK/d2"
	[ "$status" -eq 0 ]
	run make -s -C "$TOP" uninstall DESTDIR="$WORK/d2"
	[ "$status" -eq 0 ]
	[ -z "$(find "$WORK/d2" -type f -o -type l)" ]
}

@test "make install and uninstall with a PREFIX holding a space: one folder, never two" {
	mkdir -p "$WORK/d3/a"
	echo keep >"$WORK/d3/a/keep"
	run make -s -C "$TOP" install DESTDIR="$WORK/d3" PREFIX="/a b"
	[ "$status" -eq 0 ]
	[ -f "$WORK/d3/a b/lib/schedaio/schedaio.so" ]
	[ -L "$WORK/d3/a b/bin/schedaio-run-pack" ]
	run make -s -C "$TOP" uninstall DESTDIR="$WORK/d3" PREFIX="/a b"
	[ "$status" -eq 0 ]
	# Unquoted, 'rm -rf $(DESTDIR)$(PREFIX)/lib/schedaio' removed $WORK/d3/a and a folder 'b/...'.
	[ "$(cat "$WORK/d3/a/keep")" = keep ]
	[ -z "$(find "$WORK/d3/a b" -type f -o -type l)" ]
}

@test "setup-deps --if-missing: silent and exit 0 when nothing is missing, without root too" {
	local as=()
	[ "$(id -u)" -ne 0 ] || as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
	run --separate-stderr "${as[@]}" "$TOP/scripts/setup-deps" --if-missing
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	[ -z "$stderr" ]
}

@test "the fio version file is made without a bare 'FIO_VERSION = ...' line on stderr (issue 40 item 7)" {
	local src=$WORK/fio
	# a tree of its own with fio's FIO-VERSION-GEN and no version file yet (config-host.h, the
	# rule's prerequisite, present: not fetched again)
	mkdir -p "$src"
	cp "$TOP/build/fio-src/fio/FIO-VERSION-GEN" "$TOP/build/fio-src/fio/config-host.h" "$src/"
	run --separate-stderr make -s -C "$TOP" FIO_SRC="$src" "$src/FIO-VERSION-FILE"
	echo "stderr: $stderr"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	grep -qx 'FIO_VERSION = fio-[0-9.]*' "$src/FIO-VERSION-FILE"
}
