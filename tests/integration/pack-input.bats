#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr, status: set by bats' run --separate-stderr
# pack-input.bats: a pack.json is untrusted input (BRIEF "Untrusted input"): its size is
# bounded before jq reads it (PACK_JSON_MAX, 1 MiB), a key of the wrong type is named in one
# line (exit 2, never jq's error), and its strings reach the terminal with control characters
# as '?'. Each pack is this test's own; --dry-run, nothing is made. No root. ~5 s.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	rp_setup
	command -v fio >/dev/null || skip "fio not installed"
	P=$WORK/pack
	mkdir "$P"
	printf '[a]\nioengine=libaio\nrw=read\nbs=4k\nsize=1m\ndirect=1\n' >"$P/a.fio"
}

teardown() { common_teardown; }

# dry PACK_JSON: run-pack --dry-run on the pack with that pack.json.
dry() {
	printf '%s' "$1" >"$P/pack.json"
	run --separate-stderr "$RUN_PACK" --pack "$P" --dry-run --out "$OUT"
	echo "status $status: $stderr"
}

@test "a huge pack.json (sparse, 2 GiB) is refused by its size before jq, one line, exit 2" {
	truncate -s 2G "$P/pack.json"
	run --separate-stderr "$RUN_PACK" --pack "$P" --dry-run --out "$OUT"
	echo "status $status: $stderr"
	[ "$status" -eq 2 ]
	[ "$(wc -l <<<"$stderr")" -eq 1 ]
	[[ $stderr == *"pack.json is 2147483648 bytes: more than 1048576"* ]]
}

@test "a pack.json of the wrong type: one line naming the key, exit 2, no jq error" {
	local j
	for j in '5' '[]' '"x"' '{"name":"p","cells":5}' '{"name":"p","cells":[5]}' '{"name":7}' \
		'{"name":"p","scratch_mib":"big"}' '{"name":"p","traces":[]}'; do
		dry "$j"
		[ "$status" -eq 2 ]
		[ "$(wc -l <<<"$stderr")" -eq 1 ]
		[[ $stderr != *jq:* ]]
		case $j in
		5 | '[]' | '"x"') [[ $stderr == *"pack.json: must be a JSON object"* ]] ;;
		*cells*) [[ $stderr == *"pack.json: cells must"* ]] ;;
		*'"name":7'*) [[ $stderr == *"pack.json: name must be a JSON string"* ]] ;;
		*scratch_mib*) [[ $stderr == *"pack.json: scratch_mib must be a JSON number"* ]] ;;
		*traces*) [[ $stderr == *"pack.json: traces must be a JSON object"* ]] ;;
		esac
	done
}

@test "control: a pack.json of the right types passes the pack's checks" {
	dry '{"name":"p","cells":["a"],"scratch_mib":64}'
	[[ $stderr != *pack.json* ]]
	[[ $stderr == *"missing --schedulers"* ]]
}

@test "a pack's strings reach the terminal with control characters as '?'" {
	dry '{"name":"p","cells":["read-4k\u001b[2J"]}'
	[ "$status" -eq 2 ]
	[[ $stderr != *$'\e'* ]]
	[[ $stderr == *"bad cell name 'read-4k?[2J'"* ]]
	dry '{"name":"p","mbps_unit":"\u001b]0;owned\u0007"}'
	[ "$status" -eq 2 ]
	[[ $stderr != *$'\e'* && $stderr != *$'\a'* ]]
	[[ $stderr == *"unknown mbps_unit '?]0;owned?'"* ]]
}

@test "a NUL, a newline or another control character in pack.json's strings: never cut there or passed on" {
	# a NUL cut the value before (mapfile): scratch_backing "/tmp\u0000/x" became /tmp, taken
	local j
	for j in '"/tmp\u0000/x"' '"/tmp\n"' '"/tmp\nx"' '"/tmp\r"' '"/tmp\u007f"'; do
		dry '{"name":"p","cells":["a"],"scratch_backing":'"$j"'}'
		[ "$status" -eq 2 ]
		[ "$(wc -l <<<"$stderr")" -eq 1 ]
		[[ $stderr == *"pack.json: scratch_backing holds a control character" ]]
	done
	dry '{"name":"p\u0000q","cells":["a"]}'
	[ "$status" -eq 2 ]
	[[ $stderr == *"pack.json has no usable .name" ]]
	dry '{"name":"p","cells":["a\u0000b"]}'
	[ "$status" -eq 2 ]
	[[ $stderr == *"bad cell name 'a b'" ]]
	dry '{"name":"p","cells":["a"],"scratch_file":"fresh\u0000x"}'
	[ "$status" -eq 2 ]
	[[ $stderr == *"scratch_file must be \"keep\" or \"fresh\", not 'fresh x'" ]]
}

@test "a 1 MiB pack.json string of control characters: refused in one line, each as '?', in a bounded CPU time" {
	# bash's ${m//[...]/?} took time in the square of the characters replaced: this pack kept
	# log (rp-util.sh) busy for minutes; tr takes well under a second. CPU seconds, not a clock.
	printf '{"name":"p","mbps_unit":"%s"}' "$(head -c 1000000 /dev/zero | tr '\0' '\177')" >"$P/pack.json"
	run --separate-stderr bash -c 'ulimit -t 60 && exec "$@"' _ "$RUN_PACK" --pack "$P" --dry-run --out "$OUT"
	echo "status $status: ${stderr:0:200}"
	[ "$status" -eq 2 ]
	[ "$(wc -l <<<"$stderr")" -eq 1 ]
	[[ $stderr == *"unknown mbps_unit '????????"* ]]
	[[ $stderr != *$'\177'* ]]
}

@test "a cell twice in pack.json's cells is named as pack.json's, not --cells'" {
	dry '{"name":"p","cells":["a","a"]}'
	[ "$status" -eq 2 ]
	[[ $stderr == *"pack.json's cells lists a cell twice: a"* ]]
	run --separate-stderr "$RUN_PACK" --pack "$P" --dry-run --out "$OUT" --cells a,a
	echo "$stderr"
	[ "$status" -eq 2 ]
	[[ $stderr == *"--cells lists a cell twice: a"* ]]
}

@test "--dry-run refuses a value fio would refuse (fio --showcmd of each cell's job.fio), before anything is made" {
	printf '{"name":"p"}' >"$P/pack.json"
	cp "$P/a.fio" "$P/b.fio"
	echo 'lockfile=/etc/passwd' >>"$P/b.fio"
	cp "$P/a.fio" "$P/c.fio"
	echo 'bssplit=4k/50:/etc/shadow' >>"$P/c.fio"
	local c
	for c in b c; do
		run --separate-stderr "$RUN_PACK" --pack "$P" --cells "$c" --engine libaio --schedulers none --dry-run --out "$OUT"
		echo "$stderr"
		[ "$status" -eq 2 ]
		[ "$(wc -l <<<"$stderr")" -eq 1 ]
		# bssplit= is read as fio reads it since (lib/fiosize): the pack check refuses c first
		if [ "$c" = b ]; then
			[[ $stderr == *"cell b (fio --showcmd refused it"* ]]
		else
			[[ $stderr == *"c.fio:7: bssplit=4k/50:/etc/shadow: want digits first"* ]]
		fi
		[ ! -e "$OUT" ]
	done
	run --separate-stderr "$RUN_PACK" --pack "$P" --cells a --engine libaio --schedulers none --dry-run --out "$OUT"
	echo "$stderr"
	[ "$status" -eq 0 ]
}
