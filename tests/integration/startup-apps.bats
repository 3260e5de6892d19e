#!/usr/bin/env bats
# tests/run: check serial=recorder
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# startup-apps.bats: a start-up application is one row of jobs/startup/apps.tsv (issue 41).
# Checks: the committed job files and pack.json's application maps are what the rows make
# (scripts/startup-pack --check); a row added to a copy of the pack makes its cells, its idle
# cell and its traces, titles and cells in pack.json, and no other file changes; a row removed
# leaves job files startup-pack names; a malformed row is refused with one line; a trace file
# larger than the row's file_mib raises it (startup_app_fit, the recorder's step); the recorder
# (--app, --help), rp-state.sh (a killed recorder's programs) and setup-deps (the packages the
# tests record) read the same rows. No root, no device; about 10 s.

bats_require_minimum_version 1.5.0

load helpers

PACK=$TOP/jobs/startup
SP=$TOP/scripts/startup-pack

setup() {
	WORK=$(mktemp -d "$BATS_TEST_TMPDIR/apps.XXXXXX")
}

# copy_pack: a copy of the pack's table, pack.json and job files in WORK/pack.
copy_pack() {
	mkdir "$WORK/pack"
	cp "$PACK"/apps.tsv "$PACK"/pack.json "$PACK"/*.fio "$WORK/pack/"
}

@test "startup-pack --check: the committed job files and pack.json are what apps.tsv makes" {
	run --separate-stderr "$SP" --check
	echo "$stderr"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	# one file changed by hand is named, and nothing is written
	copy_pack
	sed -i 's/^size=10m$/size=11m/' "$WORK/pack/seq-rw-xterm.fio"
	cp "$WORK/pack/seq-rw-xterm.fio" "$WORK/before.fio"
	run --separate-stderr "$SP" --pack "$WORK/pack" --check
	[ "$status" -eq 1 ]
	[ "$stderr" = "startup-pack: $WORK/pack/seq-rw-xterm.fio is not what apps.tsv makes (run scripts/startup-pack)" ]
	cmp "$WORK/pack/seq-rw-xterm.fio" "$WORK/before.fio"
	# written again, it is the committed file
	run --separate-stderr "$SP" --pack "$WORK/pack"
	[ "$status" -eq 0 ]
	[ "$stderr" = "startup-pack: wrote $WORK/pack/seq-rw-xterm.fio" ]
	cmp "$WORK/pack/seq-rw-xterm.fio" "$PACK/seq-rw-xterm.fio"
}

@test "startup-pack: a row added makes its cells, idle cell and pack.json maps; removed, its job files are named" {
	local f
	copy_pack
	printf 'foo\tFoo editor\tfoo --quit\tfoo --quit --fast\tfoo-pkg\tfoo\t3\tno\tseq-r,rand-rw\n' >>"$WORK/pack/apps.tsv"
	run --separate-stderr "$SP" --pack "$WORK/pack"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[ "${#stderr_lines[@]}" -eq 4 ] # three job files and pack.json, nothing else rewritten
	for f in seq-r-foo rand-rw-foo idle-foo; do
		grep -qx "read_iolog=traces/foo.iolog" "$WORK/pack/$f.fio"
		grep -qx "filename=startup-foo.dat" "$WORK/pack/$f.fio"
		grep -qx "size=3m" "$WORK/pack/$f.fio"
	done
	grep -qF '; Profile: S comm_startup_lat.sh "" 10 0 seq 3 "foo --quit": 10 readers, sequential;' "$WORK/pack/seq-r-foo.fio"
	[ "$(grep -c '^\[writer' "$WORK/pack/rand-rw-foo.fio")" -eq 5 ]
	[ "$(grep -c '^rw=randwrite$' "$WORK/pack/rand-rw-foo.fio")" -eq 5 ]
	grep -qx ';   4.13: none' "$WORK/pack/seq-r-foo.fio" # not published
	[ "$(jq -r '.traces.foo, .idle_cells.foo, (.cells | .[-2:] | join(","))' "$WORK/pack/pack.json" | paste -sd' ')" = \
		"traces/foo.iolog idle-foo seq-r-foo,rand-rw-foo" ]
	[ "$(jq -r '.cell_titles["rand-rw-foo"]' "$WORK/pack/pack.json")" = \
		"Background I/O Type: Random - Background I/O mix: Reads and writes - Application to start: Foo editor" ]
	# every other key of pack.json as it was
	[ "$(jq -S 'del(.traces, .idle_cells, .cells, .cell_titles)' "$WORK/pack/pack.json")" = \
		"$(jq -S 'del(.traces, .idle_cells, .cells, .cell_titles)' "$PACK/pack.json")" ]
	# the row removed: the maps are the committed ones, its three job files are named
	sed -i '/^foo\t/d' "$WORK/pack/apps.tsv"
	run --separate-stderr "$SP" --pack "$WORK/pack"
	[ "$status" -eq 1 ]
	cmp "$WORK/pack/pack.json" "$PACK/pack.json"
	[ "$(grep -c 'replays a trace but no row of apps.tsv makes it: remove it' <<<"$stderr")" -eq 3 ]
}

@test "apps.tsv: a malformed row is refused with one line naming the file and the line" {
	local row want
	copy_pack
	cp "$WORK/pack/apps.tsv" "$WORK/good.tsv"
	while IFS='|' read -r row want; do
		cp "$WORK/good.tsv" "$WORK/pack/apps.tsv"
		printf '%b\n' "$row" >>"$WORK/pack/apps.tsv"
		run --separate-stderr "$SP" --pack "$WORK/pack" --check
		echo "$row -> $status: $stderr"
		[ "$status" -eq 2 ]
		[ "${#stderr_lines[@]}" -eq 1 ]
		[[ $stderr == "$WORK/pack/apps.tsv:"*": $want"* ]]
	done <<'ROWS'
foo\tFoo|want 9 tab-separated columns
Foo\tt\tp\tc\tpkg\tfoo\t3\tno\tseq-r|app "Foo" is not a name
xterm\tt\tp\tc\tpkg\tfoo\t3\tno\tseq-r|app xterm is listed twice
foo\tt\tp\tc\tPKG\tfoo\t3\tno\tseq-r|package "PKG" of foo is not a Debian package name
foo\tt\tp\tc\tpkg\tfoo\t0\tno\tseq-r|file_mib of foo is not a whole number
foo\tt\tp\tc\tpkg\tfoo\t3\tmaybe\tseq-r|setup of foo is neither yes nor no
foo\tt\tp\tc\tpkg\tfoo\t3\tno\tseq-x|cells of foo: "seq-x" is not one of
foo\tt\tp\tc\tpkg\tfoo;rm\t3\tno\tseq-r|programs of foo are not blank-separated program names
foo\tt\x01\tp\tc\tpkg\tfoo\t3\tno\tseq-r|column 2 of foo is not one line of text
ROWS
}

@test "the recorder, rp-state.sh and setup-deps read the rows: --app, its --help, a killed recorder's programs, the packages" {
	local names
	names=$(awk -F'\t' '!/^#/ && NF { print $1 }' "$PACK/apps.tsv")
	run --separate-stderr "$TOP/scripts/record-startup-trace" --app no-such-app
	[ "$status" -eq 2 ]
	[ "$stderr" = "record-startup-trace: unknown --app 'no-such-app' ($(paste -sd, <<<"$names" | sed 's/,/, /g') or all: jobs/startup/apps.tsv)" ]
	run "$TOP/scripts/record-startup-trace" --help
	[ "$status" -eq 0 ]
	while IFS=$'\t' read -r app _ _ cmd pkg _; do
		[[ $output == *$'\n'"  $(printf '%-15s' "$app") $cmd ($pkg)"* ]]
	done < <(grep -v '^#' "$PACK/apps.tsv")
	# a killed recorder's start is claimed only when it runs a launcher or a row's program
	run bash -c ". '$TOP/scripts/lib/undo.sh'; . '$TOP/scripts/lib/rp-state.sh'; . '$TOP/scripts/lib/startup-apps.sh'; rec_progs app"
	[ "$status" -eq 0 ]
	[ "$output" = "setsid nsenter strace $(awk -F'\t' '!/^#/ && NF { print $6 }' "$PACK/apps.tsv" | paste -sd' ')" ]
	# setup-deps installs the packages of the rows with setup yes, and only those
	run "$TOP/scripts/setup-deps" --help
	[ "$status" -eq 0 ]
	while IFS=$'\t' read -r _ _ _ _ pkg _ _ setup _; do
		if [ "$setup" = yes ]; then
			[[ " ${lines[-1]} " == *" $pkg "* ]]
		else
			[[ " ${lines[-1]} " != *" $pkg "* ]]
		fi
	done < <(grep -v '^#' "$PACK/apps.tsv")
}

@test "startup_app_fit: a larger trace file raises the row's file_mib (whole MiB up), a smaller one changes nothing" {
	copy_pack
	cp "$WORK/pack/apps.tsv" "$WORK/before.tsv"
	run bash -c ". '$TOP/scripts/lib/atomic.sh'; . '$TOP/scripts/lib/startup-apps.sh'; startup_app_fit '$WORK/pack/apps.tsv' xterm 10485760"
	[ "$status" -eq 0 ]
	[ -z "$output" ] # 10 MiB fits in 10
	cmp "$WORK/pack/apps.tsv" "$WORK/before.tsv"
	run bash -c ". '$TOP/scripts/lib/atomic.sh'; . '$TOP/scripts/lib/startup-apps.sh'; startup_app_fit '$WORK/pack/apps.tsv' xterm 10485761"
	[ "$status" -eq 0 ]
	[ "$output" = "10 11" ]
	# only xterm's file_mib changed; the job files follow the row
	run diff "$WORK/before.tsv" "$WORK/pack/apps.tsv"
	[ "${#lines[@]}" -eq 4 ]
	[[ ${lines[3]} == "> xterm"*$'\t'"11"$'\t'"yes"$'\t'"seq-rw" ]]
	"$SP" --pack "$WORK/pack" 2>/dev/null
	grep -qx 'size=11m' "$WORK/pack/seq-rw-xterm.fio"
	grep -qx 'size=11m' "$WORK/pack/idle-xterm.fio"
	run --separate-stderr bash -c ". '$TOP/scripts/lib/atomic.sh'; . '$TOP/scripts/lib/startup-apps.sh'; startup_app_fit '$WORK/pack/apps.tsv' nosuch 1"
	[ "$status" -eq 1 ]
	[ "$stderr" = "startup-apps: no application 'nosuch' in $WORK/pack/apps.tsv" ]
}
