#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr: set by bats' run --separate-stderr
# fio-sizes.bats: a size in a pack's job file means what fio reads (issue 39's "check what fio
# will parse, not the text"; lib/fiosize/fiosize.h, STUDIES.md "What a pack may set"). A table
# of forms of bs= and size=, each read by fio 3.33 itself (fio --debug=parse --parse-only: the
# value of each round of its parse, parse.c __handle_option's "out=") and by us
# (schedaio-study fio-size, and job-check, the pack check): a form we take has fio's value in
# each direction; a form we refuse is refused by the pack check, naming the option and value.
# bsrange= and bssplit= have no value in fio's debug output: their splitting is in
# tests/unit/test_fiosize.c, their sizes are the ones here. No root, no device. ~6 s of CPU
# (5.4 s user + 0.6 s system here, 2026-12-07; ~100 process starts: fio, schedaio-study).

bats_require_minimum_version 1.5.0

load helpers

STUDY=$TOP/build/schedaio-study

setup() {
	common_setup
	command -v fio >/dev/null || skip "fio not installed"
	[ -x "$STUDY" ] || skip "build/schedaio-study not built (run make)"
}

teardown() { common_teardown; }

# fio_reads OPT VALUE: fio's values for OPT=VALUE in a job file, one per round of its parse
# (the last handle_option of OPT with that value, then each "ret=0, out=N" of it), or
# "refused" when fio refuses the job.
fio_reads() {
	printf '[j]\nioengine=null\n%s=%s\n' "$1" "$2" >"$WORK/j.fio"
	if ! fio --debug=parse --parse-only "$WORK/j.fio" >"$WORK/dbg" 2>&1; then
		echo refused
		return
	fi
	# "parse    PID handle_option=bs, ptr=4k,64k", then per round "parse    PID   ret=0, out=4096"
	awk -v opt="$1" -v val="$2" '
		$3 == "handle_option=" opt "," && $4 == "ptr=" val { n = 0; out = ""; on = 1; next }
		on && $3 ~ /^handle_option=/ { on = 0 }
		on && $3 == "ret=0," { sub(/^out=/, "", $4); out = out (n++ ? " " : "") $4 }
		END { print out }' "$WORK/dbg"
}

# ddirs: fio's rounds of a bs= value as read, write and trim (a short list: the last given
# goes on; parse.c __handle_option's off2, off3).
ddirs() {
	local -a r
	read -ra r <<<"$1"
	[ "${#r[@]}" -ge 1 ] || { echo none; return; }
	[ "${#r[@]}" -ge 2 ] || r[1]=${r[0]}
	[ "${#r[@]}" -ge 3 ] || r[2]=${r[1]}
	echo "${r[0]} ${r[1]} ${r[2]}"
}

# row KIND OPT VALUE take|refuse: our reading of OPT=VALUE against fio's; a row taken has
# fio's value, a row refused is refused by fio-size and by the pack check, naming OPT=VALUE.
row() {
	local kind=$1 opt=$2 v=$3 want=$4 fio ours rc=0 check=0
	fio=$(fio_reads "$opt" "$v")
	ours=$("$STUDY" fio-size "$kind" "$v") || rc=$?
	printf '[j]\n%s=%s\n' "$opt" "$v" >"$WORK/p.fio"
	"$STUDY" job-check "$WORK/p.fio" >"$WORK/why" || check=$?
	echo "$opt=$v: fio $fio; ours ($rc) $ours; pack check ($check) $(cat "$WORK/why")"
	if [ "$want" = take ]; then
		if [ "$rc" -ne 0 ] || [ "$check" -ne 0 ]; then echo "  want it taken"; return 1; fi
		if [ "$kind" = size ]; then fio=${fio##* }; else fio=$(ddirs "$fio"); fi
		[ "$ours" = "$fio" ] || { echo "  fio reads $fio, we read $ours"; return 1; }
	else
		if [ "$rc" -ne 1 ] || [ "$check" -ne 1 ]; then echo "  want it refused"; return 1; fi
		grep -qF -- "$opt=$v: " "$WORK/why" || { echo "  the refusal does not name $opt=$v"; return 1; }
	fi
}

@test "bs= and size= as fio reads them: each form we take has fio's value in every direction, each other form is refused naming it" {
	local bad=0 r
	local -a rows=(
		# taken: digits, a unit (any case, then b or i), b alone, hex; fio's value
		"sizes bs 4096 take" "sizes bs 007 take" "sizes bs 4k take" "sizes bs 4K take"
		"sizes bs 4kb take" "sizes bs 4KB take" "sizes bs 4ki take" "sizes bs 4KI take"
		"sizes bs 2m take" "sizes bs 1g take" "sizes bs 512b take" "sizes bs 0x1000 take"
		"sizes bs 0X1f take" "sizes bs 4k,64k take" "sizes bs 4k,64k,1m take"
		"size size 1g take" "size size 1gb take" "size size 256M take" "size size 0x100000 take"
		# refused: fio reads otherwise than the text
		"sizes bs 4KiB refuse"       # 4000
		"sizes bs 1mib refuse"       # 1000000
		"sizes bs 0x10k refuse"      # 16
		"sizes bs 1.5m refuse"       # 1
		"sizes bs 4i refuse"         # 4
		"sizes bs 4k-64k refuse"     # read 4k, write and trim 64k: not a range
		"sizes bs 4k:64k refuse"     # the same
		"sizes bs 10:0x2000 refuse"  # read 16: the whole value read as hex
		"sizes bs 4k,8k,16k,32k refuse" # the fourth dropped
		"sizes bs ,64k refuse"       # read keeps its default
		"size size 1gib refuse"      # 1000000000
		"size size 1m-2m refuse"     # 2m: the last part
		"size size 1m,2m refuse"     # 2m
		"size size 50% refuse"       # a share of the file
		"size size 4z refuse"        # zones
	)
	for r in "${rows[@]}"; do
		# shellcheck disable=SC2086 # a row is four words
		row $r || bad=$((bad + 1))
	done
	[ "$bad" -eq 0 ]
}

@test "a refused size in a pack: run-pack --dry-run stops before anything, exit 2, one line naming the cell's option, value and why" {
	rp_setup
	local p=$WORK/pack
	mkdir "$p"
	printf '{"name":"p"}' >"$p/pack.json"
	printf '[a]\nioengine=libaio\nrw=read\nbs=4KiB\nsize=1m\ndirect=1\n' >"$p/a.fio"
	run --separate-stderr "$RUN_PACK" --pack "$p" --engine libaio --schedulers none --dry-run --out "$OUT"
	echo "$stderr"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"a.fio:4: bs=4KiB: a unit in iB (KiB, MiB, ...): fio reads it as a power of 1000"* ]]
	[ ! -e "$OUT" ]
}

@test "run-pack reads a pack's size= as fio does: size=1gb is 1 GiB to the scratch size check (it was 1 byte)" {
	rp_setup
	local p=$WORK/pack
	mkdir "$p"
	printf '{"name":"p"}' >"$p/pack.json"
	printf '[global]\nsize=1gb\n[a]\nioengine=libaio\nrw=read\nbs=4k\ndirect=1\n' >"$p/a.fio"
	run --separate-stderr "$RUN_PACK" --pack "$p" --engine libaio --schedulers none --scratch-size 300 --dry-run --out "$OUT"
	echo "$stderr"
	[ "$status" -eq 2 ]
	[[ $stderr == *"--scratch-size 300 MiB is too small for size=1gb (need 1344)"* ]]
	run --separate-stderr "$RUN_PACK" --pack "$p" --engine libaio --schedulers none --scratch-size 1344 --dry-run --out "$OUT"
	echo "$stderr"
	[ "$status" -eq 0 ]
}
