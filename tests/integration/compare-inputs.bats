#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# compare-inputs.bats: compare opens nothing but a regular file, and runs gnuplot by absolute
# path (issue 39 finding 8 and "from reading only"; lib/json/jsonfile.c jsonfile_open_in,
# compare/render/gp.c gp_program). An unprivileged user (nobody, through setpriv) hands over
# a study whose run's fio.json is a link to a block device (a loop device of this test's, as
# /dev/loop1 in the finding) and another whose fio.json is a FIFO: compare, run as root under
# strace, refuses both without ever opening them (no open(2) of the link, the device or the
# FIFO). A gnuplot the user puts first on root's PATH is not run: compare's own is (the system's
# /usr/bin/gnuplot), and a SCHEDAIO_GNUPLOT the user owns is refused. Root, setpriv, user
# nobody, strace, gnuplot: skipped with the reason otherwise. ~10 s.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	command -v strace >/dev/null || skip "strace not installed"
	common_setup
	attacker_setup # helpers.bash: PUB (sticky, public), EVIL (the attacker's), NOBODY
	make -s -C "$TOP" build/compare >/dev/null
	MINI=$TOP/tests/fixtures/results/mini
}

teardown() {
	common_teardown
}

# compare_traced DIR: build/compare DIR as root under strace (every open of any kind), the
# trace in $WORK/trace; sets status, output, stderr.
compare_traced() {
	run --separate-stderr strace_tree "$WORK/trace" -qq -e trace=open,openat,openat2,creat \
		env SCHEDAIO_TOP="$TOP" "$TOP/build/compare" "$1"
	echo "status $status; stderr: $stderr"
}

# opened NAME: the trace holds an open of NAME that succeeded.
opened() { grep -F "\"$1\"" "$WORK/trace" | grep -vE '= -1 ' | grep -q .; }

@test "a run's fio.json that is a link to a block device: refused, the device never opened (finding 8)" {
	local run
	need_root
	ram_loop 16
	as_nobody cp -r "$MINI" "$EVIL/study"
	run=$EVIL/study/none/randread-4k/run-1
	as_nobody sh -c "rm '$run/fio.json' && ln -s '$LOOP' '$run/fio.json'"
	compare_traced "$EVIL/study"
	[[ $stderr == *"$run/fio.json: a link out of the folder"*"not followed, not read"* ]]
	grep -c . "$WORK/trace" >/dev/null
	run ! opened "$run/fio.json"
	run ! opened "$LOOP"
	# the other runs are read as before
	opened "$EVIL/study/none/randread-4k/run-2/fio.json"
}

@test "a run's fio.json that is a FIFO: refused as one, never opened (finding 8)" {
	local run
	as_nobody cp -r "$MINI" "$EVIL/study"
	run=$EVIL/study/none/randread-4k/run-1
	as_nobody sh -c "rm '$run/fio.json' && mkfifo '$run/fio.json'"
	compare_traced "$EVIL/study"
	[[ $stderr == *"$run/fio.json: a FIFO, not a regular file; not read"* ]]
	run ! opened "$run/fio.json"
	opened "$EVIL/study/none/randread-4k/run-2/fio.json"
}

@test "a gnuplot first on root's PATH, in a folder the user owns: not run; compare's is the system's" {
	command -v gnuplot >/dev/null || skip "gnuplot not installed"
	as_nobody mkdir "$EVIL/bin"
	as_nobody sh -c "printf '#!/bin/sh\\ntouch $EVIL/ran\\nexit 0\\n' >'$EVIL/bin/gnuplot' && chmod 0755 '$EVIL/bin/gnuplot'"
	PATH=$EVIL/bin:$PATH run --separate-stderr "$TOP/scripts/compare" --plots "$WORK/p" "$MINI"
	echo "status $status; stderr: $stderr"
	[ "$status" -eq 0 ]
	[ ! -e "$EVIL/ran" ]
	[ -n "$(find "$WORK/p" -name '*.png' -size +0)" ]
	# named by the test hook, the user's own gnuplot is refused too
	SCHEDAIO_GNUPLOT=$EVIL/bin/gnuplot run --separate-stderr "$TOP/scripts/compare" --plots "$WORK/p2" "$MINI"
	echo "status $status; stderr: $stderr"
	[ "$status" -eq 1 ]
	[[ $stderr == *"gnuplot $EVIL/bin/gnuplot: owned by uid $NOBODY, mode 0755: another user could change it"* ]]
	[ ! -e "$EVIL/ran" ]
}
