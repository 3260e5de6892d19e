#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr, status: set by bats' run --separate-stderr
# state-trust.bats: run-pack's state folder and files are held to the ownership rule of --out
# folders (safedir.sh, lib/safepath): a folder another user owns or anyone can write, or a
# link, is refused (one line, exit 2, nothing read); a state file not a regular file of
# root's or the caller's writable by no group or others is skipped and named. Each forged
# journal names a loop device of this test's: its scheduler must stay as it was. Root. ~3 s.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	rp_setup
	need_root
	attacker_setup
	ram_loop 8
	quietly sched_save_restore "$LOOP"
	sched_set "$LOOP" mq-deadline
	grep -qw kyber "$(sched_file "$LOOP")" || skip "no kyber to forge"
	unset SCHEDAIO_STATE_DIR
}

teardown() { common_teardown; }

# forge DIR: a journal in DIR of a run-pack that is gone, naming LOOP's scheduler as kyber.
forge() {
	printf 'owner\t999999\t1\nsched\t%s\t%s\tkyber\n' "$LOOP" "$(dirname "$(sched_file "$LOOP")")" \
		>"$1/run-pack.999999.state"
}

loop_sched() { sed -n 's/.*\[\(.*\)\].*/\1/p' "$(sched_file "$LOOP")"; }

@test "a state folder of another user's, writable by all: refused, exit 2, the journal not replayed" {
	as_nobody mkdir -m 1777 "$EVIL/st"
	as_nobody chmod 1777 "$EVIL/st"
	forge "$EVIL/st"
	run --separate-stderr env SCHEDAIO_STATE_DIR="$EVIL/st" "$RUN_PACK" --restore
	echo "$stderr"
	[ "$status" -eq 2 ]
	[ "$(wc -l <<<"$stderr")" -eq 1 ]
	[[ $stderr == *"state folder $EVIL/st: refused"* ]]
	[ "$(loop_sched)" = mq-deadline ]
	[ -e "$EVIL/st/run-pack.999999.state" ]
}

@test "a state folder that is a link (to a good folder): refused, exit 2" {
	mkdir -m 0700 "$WORK/real"
	forge "$WORK/real"
	ln -s "$WORK/real" "$WORK/st"
	run --separate-stderr env SCHEDAIO_STATE_DIR="$WORK/st" "$RUN_PACK" --restore
	echo "$stderr"
	[ "$status" -eq 2 ]
	[[ $stderr == *"$WORK/st: refused: a link"* ]]
	[ "$(loop_sched)" = mq-deadline ]
}

@test "state files another user owns, writable by others, or a link: skipped and named, not replayed" {
	mkdir -m 0700 "$WORK/st"
	forge "$WORK/st"
	chown nobody "$WORK/st/run-pack.999999.state"
	run --separate-stderr env SCHEDAIO_STATE_DIR="$WORK/st" "$RUN_PACK" --restore
	echo "$stderr"
	[ "$status" -eq 1 ]
	[[ $stderr == *"run-pack.999999.state skipped"*"owned by uid $NOBODY"* ]]
	[ "$(loop_sched)" = mq-deadline ]

	chown root "$WORK/st/run-pack.999999.state"
	chmod 0666 "$WORK/st/run-pack.999999.state"
	run --separate-stderr env SCHEDAIO_STATE_DIR="$WORK/st" "$RUN_PACK" --restore
	echo "$stderr"
	[ "$status" -eq 1 ]
	[[ $stderr == *"run-pack.999999.state skipped"*"writable by group and others"* ]]
	[ "$(loop_sched)" = mq-deadline ]

	mv "$WORK/st/run-pack.999999.state" "$WORK/forged"
	ln -s "$WORK/forged" "$WORK/st/run-pack.999999.state"
	run --separate-stderr env SCHEDAIO_STATE_DIR="$WORK/st" "$RUN_PACK" --restore
	echo "$stderr"
	[ "$status" -eq 1 ]
	[[ $stderr == *"run-pack.999999.state skipped"*"not a regular file"* ]]
	[ "$(loop_sched)" = mq-deadline ]
}

@test "control: the same journal, root's in a private folder, is replayed" {
	mkdir -m 0700 "$WORK/st"
	forge "$WORK/st"
	run --separate-stderr env SCHEDAIO_STATE_DIR="$WORK/st" "$RUN_PACK" --restore
	echo "$stderr"
	[ "$status" -eq 0 ]
	[ "$(loop_sched)" = kyber ]
}
