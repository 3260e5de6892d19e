#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr is set by bats' run --separate-stderr
# firstrun.bats: the README's two commands on a fresh clone install and build what they need.
# Checks: 'scripts/setup-deps --if-missing' calls no apt-get when dpkg lists every package
# installed, and installs when one is missing (dpkg-query and apt-get are stubs on PATH: the
# machine's packages are not touched); run-pack in a copy of the repository without build/
# builds build/schedaio.so and build/schedaio-study with make (a stub that copies the real
# ones) before its plan; every scripts/* --help names the command. A few seconds.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	common_setup
	mkdir "$WORK/bin"
	export STUB_LOG=$WORK/stub.log
	: >"$STUB_LOG"
}

teardown() {
	common_teardown
}

# stub NAME BODY: a command NAME on a PATH of this test only, running the bash BODY.
stub() {
	printf '#!/usr/bin/env bash\n%s\n' "$2" >"$WORK/bin/$1"
	chmod +x "$WORK/bin/$1"
}

# stub_dpkg_query [MISSING]: dpkg-query -W lists every package named as installed but MISSING.
stub_dpkg_query() {
	stub dpkg-query "for p in \"\${@:3}\"; do [ \"\$p\" = '${1:-}' ] || echo \"\$p installed\"; done"
	stub apt-get 'echo "apt-get $*" >>"$STUB_LOG"'
}

# has_deb_src: as scripts/setup-deps decides whether it must add one.
need_deb_src() {
	grep -rqsE '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/ ||
		skip "no deb-src entry on this machine (setup-deps --if-missing would add one)"
}

@test "setup-deps --if-missing: nothing to do when every package is installed" {
	need_deb_src
	stub_dpkg_query
	PATH=$WORK/bin:$PATH run --separate-stderr "$TOP/scripts/setup-deps" --if-missing
	echo "status $status, stdout '$output', stderr '$stderr', apt-get: $(cat "$STUB_LOG")"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	[ -z "$stderr" ]
	[ ! -s "$STUB_LOG" ]
}

@test "setup-deps --if-missing: installs when a package is missing, and names it" {
	need_root
	need_deb_src
	stub_dpkg_query jq
	PATH=$WORK/bin:$PATH run --separate-stderr "$TOP/scripts/setup-deps" --if-missing
	echo "status $status, stdout '$output', stderr '$stderr', apt-get: $(cat "$STUB_LOG")"
	[ "$status" -eq 0 ]
	[[ $stderr == *"installing what is missing: jq"* ]]
	grep -q '^apt-get install .* jq ' "$STUB_LOG"
}

@test "setup-deps: an unknown argument is refused with one line" {
	run --separate-stderr "$TOP/scripts/setup-deps" --if-mising
	[ "$status" -eq 2 ]
	[[ $stderr == *"unknown argument '--if-mising'"* ]]
}

@test "run-pack on a clone without build/ builds the engine and the study model first" {
	need_root
	need_engine
	[ -x "$TOP/build/schedaio-study" ] || skip "build/schedaio-study not built (run make)"
	local clone=$WORK/clone
	mkdir "$clone"
	cp -r "$TOP/scripts" "$TOP/jobs" "$clone/"
	# make -s -C DIR TARGET: copy the real TARGET, as a build would make it.
	stub make 'echo "make $*" >>"$STUB_LOG"; mkdir -p "$3/build"; cp "'"$TOP"'/$4" "$3/$4"'
	PATH=$WORK/bin:$PATH run --separate-stderr "$clone/scripts/run-pack" --pack "$clone/jobs/laptop" \
		--schedulers none --runs 1 --quick --cells read-4k --dry-run
	echo "status $status, stderr '$stderr', make: $(cat "$STUB_LOG")"
	[ "$status" -eq 0 ]
	grep -qx "make -s -C $clone build/schedaio.so" "$STUB_LOG"
	grep -qx "make -s -C $clone build/schedaio-study" "$STUB_LOG"
	[[ $stderr == *"build/schedaio.so not found: building it"* ]]
	[ -n "$output" ]
}

@test "every command's --help exits 0 and names the command as the user types it" {
	local s out
	for s in "$TOP"/scripts/*; do
		[ -f "$s" ] || continue
		out=$("$s" --help) || { echo "${s#"$TOP"/} --help failed"; return 1; }
		echo "${s#"$TOP"/}: $(head -n1 <<<"$out")"
		[[ $out == *"scripts/$(basename "$s")"* ]]
	done
}
