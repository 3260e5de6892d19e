#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# resume-links.bats: run-pack --resume walks a study without following links (issue 39
# finding 4; study/tree.c). An unprivileged user (nobody, through setpriv) hands over a study
# whose scheduler folder is a link to a folder of root's (R/none -> victim), which root
# copies (cp -r keeps links) into a folder of its own: the resume refuses it before anything
# (exit 2, one line naming the link), with --dry-run too, and the victim folder keeps its
# files (without the walk, the resume removed victim/randread-4k/run-1 and wrote its run
# there). A link deeper inside (a run's file) is refused the same way. Root, setpriv, user
# nobody and a loop device: skipped with the reason otherwise. ~20 s.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	rp_setup
	need_root # a study on a loop device
	attacker_setup # helpers.bash: PUB (sticky, public), EVIL (the attacker's), NOBODY
	short_runs
	SHM=$(mktemp -d /dev/shm/schedaio-resume-test.XXXXXX)
	cleanup_push "rm -rf '$SHM'"
	# the victim: a folder of root's, outside any study, shaped like a scheduler's folder
	VICTIM=$WORK/victim
	mkdir -p "$VICTIM/randread-4k/run-1"
	echo "root's own" >"$VICTIM/randread-4k/run-1/keep"
	chmod 0600 "$VICTIM/randread-4k/run-1/keep"
}

teardown() {
	common_teardown
}

# handed_over: a real study of one run, whose run the user marks failed (so that a resume
# runs it again) and whose scheduler folder they make a link to VICTIM; root copies it into
# $WORK/R (cp -r: the link stays a link). Sets R.
handed_over() {
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio \
		--schedulers none --runs 1 --cells randread-4k --scratch-backing "$SHM" --out "$OUT"
	[ "$status" -eq 0 ]
	cp -r "$output" "$EVIL/study"
	chown -R nobody "$EVIL/study"
	as_nobody sh -c "cd '$EVIL/study' && jq '.results[0].status = \"failed\" | .status = \"interrupted\"' manifest.json >m && mv m manifest.json &&
		mv none none.real && ln -s '$VICTIM' none"
	R=$WORK/R
	cp -r "$EVIL/study" "$R"
	[ -L "$R/none" ]
}

@test "--resume of a study whose scheduler folder is a link: refused before anything, naming it; the folder it names untouched" {
	handed_over
	run --separate-stderr "$RUN_PACK" --resume "$R" --dry-run
	echo "status $status: $stderr"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"--resume $R refused: $R/none: a link (to $VICTIM); a study is resumed only without links (nothing was run)"* ]]
	run --separate-stderr "$RUN_PACK" --resume "$R" --scratch-backing "$SHM"
	echo "status $status: $stderr"
	[ "$status" -eq 2 ]
	[ "$(cat "$VICTIM/randread-4k/run-1/keep")" = "root's own" ]
	[ -z "$(find "$VICTIM" -name 'fio*' -o -name 'job.fio')" ]
	[ -z "$(find "$SCHEDAIO_STATE_DIR" -name '*.state' 2>/dev/null)" ]
}

@test "--resume of a study with a link deeper inside (a run's file, a *.tmp name): refused, naming it" {
	handed_over
	rm "$R/none"
	mv "$R/none.real" "$R/none"
	ln -s "$VICTIM/randread-4k/run-1/keep" "$R/none/randread-4k/run-1/fio.stderr.tmp"
	run --separate-stderr "$RUN_PACK" --resume "$R" --dry-run
	echo "status $status: $stderr"
	[ "$status" -eq 2 ]
	[[ $stderr == *"$R/none/randread-4k/run-1/fio.stderr.tmp: a link (to $VICTIM/randread-4k/run-1/keep)"* ]]
	[ "$(cat "$VICTIM/randread-4k/run-1/keep")" = "root's own" ]
	# without links the resume runs the failed run again, in its own folder
	rm "$R/none/randread-4k/run-1/fio.stderr.tmp"
	run --separate-stderr "$RUN_PACK" --resume "$R" --scratch-backing "$SHM"
	echo "status $status: $stderr"
	[ "$status" -eq 0 ]
	[ "$(jq -r .status "$R/manifest.json")" = complete ]
	[ -f "$R/none/randread-4k/run-1/fio.json" ]
}
