#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr, status: set by bats' run --separate-stderr
# out-sticky.bats: --out naming a new folder directly in a sticky folder (as /tmp) is made
# safely, not refused with a message that calls the sticky folder "the folder": the sticky
# folder is judged as a parent (safe-dir --parent), the new folder made with mkdir (failing if
# it exists) and judged as made; --dry-run makes nothing; a name already there (another user's
# folder) is refused. PUB is this test's own sticky folder. Root. ~20 s.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	rp_setup
	need_root
	attacker_setup
	command -v fio >/dev/null || skip "fio not installed"
	short_runs
	P=$WORK/pack
	mkdir "$P"
	printf '{"name":"p","scratch_mib":64,"scratch_backing":"/dev/shm"}' >"$P/pack.json"
	printf '[a]\nioengine=libaio\nrw=read\nbs=4k\nsize=8m\ndirect=1\n' >"$P/a.fio"
}

teardown() { rp_teardown; }

rp() { run --separate-stderr "$RUN_PACK" --pack "$P" --quick --runs 1 --engine libaio --schedulers none "$@"; }

@test "--out a new folder in a sticky folder: --dry-run makes nothing, the study makes it (root's, 0755)" {
	rp --dry-run --out "$PUB/new"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[ ! -e "$PUB/new" ]
	rp --out "$PUB/new"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[ "$(stat -c '%u %a' "$PUB/new")" = "0 755" ]
	compgen -G "$PUB/new/*-p-quick/manifest.json"
}

@test "--out a name in a sticky folder that another user holds (a folder): refused, named" {
	as_nobody mkdir "$PUB/theirs"
	rp --dry-run --out "$PUB/theirs"
	echo "$stderr"
	[ "$status" -eq 2 ]
	[[ $stderr == *"$PUB/theirs: owned by uid $NOBODY"* ]]
}
