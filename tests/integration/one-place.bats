#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# one-place.bats: one rule, one place. The label rule (lib/label/schedlabel.c) as scripts use it:
# build/schedaio-label, and run-pack's --schedulers entries resolved through it (labels,
# kernel names, and variants "name:tunable=value"); the stats JSON key names
# (lib/schema/statskeys.h) against STATS.md's field table; the run folder layout (runpath.h
# in C, scripts/lib/paths.sh's run_path in bash). No root, no devices.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	cd "$TOP" || return 1
	make -s build/schedaio-label >/dev/null
}

# resolve LIST: run-pack's labels_resolve on LIST in a subshell; prints one line per entry:
# request|kernel|tunables|label|folder|map.
resolve() {
	bash -c '
		set -euo pipefail
		TOP=$1 PROG=run-pack
		. "$TOP/scripts/lib/rp-util.sh"
		. "$TOP/scripts/lib/rp-labels.sh"
		labels_resolve "$2"
		for i in "${!SCHED_REQ[@]}"; do
			echo "${SCHED_REQ[i]}|${SCHED_KERNEL[i]}|${SCHED_TUN[i]}|${SCHED_LABEL[i]}|${SCHED_DIR[i]}|${SCHED_MAP[i]}"
		done' _ "$TOP" "$1"
}

@test "schedaio-label: labels, kernel names and variants resolve by the table's rule" {
	run build/schedaio-label resolve "BFQ low_latency"
	[ "$output" = $'bfq\tlow_latency=1\tBFQ low_latency\t-\tbfq-low_latency' ]
	run build/schedaio-label resolve "bfq:slice_idle=0"
	[ "$output" = $'bfq\tslice_idle=0\t-\t-\tbfq-slice_idle-0' ]
	run build/schedaio-label resolve "mq deadline"
	[ "$output" = $'mq-deadline\t-\tMQ Deadline\t-\tmq-deadline' ]
	run build/schedaio-label resolve deadline
	[ "$output" = $'deadline\t-\t-\tmq-deadline\tdeadline' ]
	run --separate-stderr build/schedaio-label resolve "Foo Bar"
	[ "$status" -eq 2 ]
	[[ $stderr == "schedaio-label: 'Foo Bar' is neither a label"* ]]
	# the first row whose tunables all match: extra tunables do not hide the label
	run build/schedaio-label name bfq low_latency=0 slice_idle=0
	[ "$output" = "BFQ" ]
	run build/schedaio-label name bfq slice_idle=0
	[ "$status" -eq 1 ]
	run build/schedaio-label list
	[ "${lines[0]}" = "MQ None" ]
}

@test "run-pack --schedulers: labels, names and variants (a variant keeps its t=v items)" {
	run resolve "none, BFQ low_latency,bfq:low_latency=0,slice_idle=0,Deadline"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "none|none|||none|" ]
	[ "${lines[1]}" = "BFQ low_latency|bfq|low_latency=1|BFQ low_latency|bfq-low_latency|" ]
	[ "${lines[2]}" = "bfq:low_latency=0,slice_idle=0|bfq|low_latency=0,slice_idle=0||bfq-low_latency-0-slice_idle-0|" ]
	[ "${lines[3]}" = "Deadline|deadline||Deadline|deadline|mq-deadline" ]
}

@test "run-pack --schedulers: unknown, twice, a shared folder: one line, exit 2" {
	run --separate-stderr resolve "none,Bogus Label"
	[ "$status" -eq 2 ]
	[[ $stderr == "run-pack: unknown scheduler 'Bogus Label' in --schedulers (a kernel name: none, mq-deadline, kyber, bfq, cfq, deadline, noop; a variant name:tunable=value; or a label of sched-labels.tsv: \"MQ None\", "* ]]
	run --separate-stderr resolve "BFQ,bfq:low_latency=0"
	[ "$status" -eq 2 ]
	[ "$stderr" = "run-pack: --schedulers lists a scheduler twice ('BFQ' and 'bfq:low_latency=0')" ]
	run --separate-stderr resolve "bfq,BFQ"
	[ "$status" -eq 2 ]
	[[ $stderr == *"share the results folder 'bfq'"* ]]
	run --separate-stderr resolve "none,"
	[ "$status" -eq 2 ]
	[[ $stderr == *"empty entry"* ]]
}

@test "statskeys.h and STATS.md's field table name the same keys" {
	local k keys table parts top missing=()
	keys=$(sed -n 's/^#define SK_[A-Z_0-9]* "\([a-z_0-9]*\)"$/\1/p' lib/schema/statskeys.h)
	[ "$(wc -l <<<"$keys")" -ge 30 ]
	# the field column of the table: every backticked name in the first cell of a row
	table=$(sed -n '/^## Fields/,/^## /p' STATS.md | grep '^| `' | cut -d'|' -f2 | grep -o '`[^`]*`' | tr -d '`')
	parts=$(tr '.[]' '\n\n\n' <<<"$table")
	for k in $keys; do
		grep -qx "$k" <<<"$parts" || missing+=("$k")
	done
	echo "keys of statskeys.h not in STATS.md: ${missing[*]}"
	[ "${#missing[@]}" -eq 0 ]
	# every top-level field of the table is in statskeys.h
	for top in $(grep -v '^[.]' <<<"$table" | sed 's/[][.].*//' | sort -u); do
		grep -qx "$top" <<<"$keys" || missing+=("$top")
	done
	echo "top-level fields of STATS.md not in statskeys.h: ${missing[*]}"
	[ "${#missing[@]}" -eq 0 ]
}

@test "manifestkeys.h: the manifest keys the scripts read with jq and run-pack's RSD default" {
	local keys used k missing=() def
	keys=$(sed -n 's/^#define MK_[A-Z_0-9]* "\([a-z_0-9]*\)"$/\1/p' lib/json/manifestkeys.h)
	[ "$(wc -l <<<"$keys")" -ge 30 ]
	# every .key of a jq filter run on a manifest in scripts/lib/rp-manifest.sh
	used=$(grep -o "jq -r '[^']*' \"\$m\"" scripts/lib/rp-manifest.sh | grep -o '\.[a-z_]\+' | tr -d '.' | sort -u)
	[ -n "$used" ]
	for k in $used; do
		grep -qx "$k" <<<"$keys" || missing+=("$k")
	done
	echo "keys rp-manifest.sh reads that manifestkeys.h does not name: ${missing[*]}"
	[ "${#missing[@]}" -eq 0 ]
	# the writer and compare's reader take their keys from the header, not from literals
	run grep -cE 'json_object_set(_new)?\(root, "' study/doc.c
	[ "$output" -eq 0 ]
	run grep -cE '(str_at|obj_at|bool_at|json_object_get)\([a-z]+, "' compare/read/manifest.c
	[ "$output" -eq 0 ]
	# run-pack's --rsd-threshold default is the header's
	def=$(sed -n 's/^#define MANIFEST_RSD_THRESHOLD \([0-9.]*\)$/\1/p' lib/json/manifestkeys.h)
	[ -n "$def" ]
	grep -q "RSD_THRESHOLD=$def " scripts/run-pack
	grep -q "(default $def)" scripts/run-pack
}

@test "scripts/compare's rebuild check names every source of build/compare that the Makefile does" {
	local listed dep unlisted=
	listed=" $(sed -n '/^\tlocal srcs=(/,/)$/p' scripts/compare | sed 's/.*(//; s/)$//' | tr -s ' \t\n' ' ') "
	[ "$listed" != "  " ]
	# the Makefile's prerequisites of build/compare, variables expanded (make -p)
	for dep in $(make -pq build/compare 2>/dev/null | sed -n 's/^build\/compare: *//p' | tr -d '|'); do
		case $dep in
		deps) continue ;;
		build/libschedaio.a) dep=lib ;; # the static library of lib/
		build/sched-*.h) dep=jobs/$(basename "$dep" .h).tsv ;; # generated from the table
		build/*) continue ;;
		esac
		# a listed folder covers every file below it
		[[ $listed == *" $dep "* || $listed == *" ${dep%%/*} "* ]] || unlisted+=" $dep"
	done
	echo "not in scripts/compare's list:$unlisted"
	[ -z "$unlisted" ]
}

@test "build/schedaio.so links the histogram's JSON writer but no JSON reader (jsonfile.c, histjson_read.c)" {
	local objs
	make -s build/schedaio.so
	objs=$(make -pq build/schedaio.so 2>/dev/null | sed -n 's/^build\/schedaio\.so: *//p')
	echo "$objs"
	[[ $objs == *build/libschedaio.a* ]] # its members are linked only when used
	[[ $objs != *jsonfile* ]]
	[[ $objs != *histjson_read* ]]
	run nm build/schedaio.so
	[ "$status" -eq 0 ]
	[[ $output == *histjson_write* ]]
	[[ $output != *jsonfile_* ]]
	[[ $output != *histjson_read* ]]
}

@test "manifestkeys.h: pack.json's read_ahead_kb, read by run-pack and written by the manifest, is named once" {
	local hdr sh
	hdr=$(sed -n 's/^#define MK_READ_AHEAD_KB "\([a-z_0-9]*\)"$/\1/p' lib/json/manifestkeys.h)
	[ -n "$hdr" ]
	sh=$(sed -n 's/^PACK_KEY_READ_AHEAD=\([a-z_0-9]*\)$/\1/p' scripts/lib/rp-target.sh)
	[ "$sh" = "$hdr" ]
	# run-pack reads the key through the variable, never by a literal of its own
	run grep -c "'\.${hdr}\b" scripts/run-pack scripts/lib/rp-target.sh scripts/lib/rp-pack.sh
	[ "$(awk -F: '{ s += $2 } END { print s }' <<<"$output")" -eq 0 ]
	# the manifest's writer takes it from the header
	# (as C reads it: the call may be split over lines)
	local doc
	doc=$(tr -s ' \t\n' ' ' <study/doc.c)
	[[ $doc == *'MK_READ_AHEAD_KB, number_of(spec_get(l, n, "read_ahead_kb"))'* ]]
	[[ $doc == *'MK_READ_AHEAD_KB, number_of(spec_get(l, n, "original_read_ahead_kb"))'* ]]
	# the pack that sets it uses the name
	[ "$(jq --arg k "$hdr" '.[$k]' jobs/startup/pack.json)" = 128 ]
}

@test "the run folder layout <scheduler>/<cell>/run-<i> is formatted in C only by lib/runpath/runpath.h" {
	run grep -rnE --include='*.c' --include='*.h' '"[^"]*run-%' engine compare study lib
	echo "$output"
	[ "$status" -eq 0 ]
	run grep -rlE --include='*.c' --include='*.h' '"[^"]*run-%' engine compare study lib
	[ "$output" = "lib/runpath/runpath.h" ]
}

# literal_keys FILE...: "FILE: "key"" for each key of statskeys.h that FILE's code (comments
# left out) spells as a string literal.
literal_keys() {
	local f k keys
	keys=$(sed -n 's/^#define SK_[A-Z_0-9]* "\([a-z_0-9]*\)"$/\1/p' lib/schema/statskeys.h)
	for f in "$@"; do
		for k in $keys; do
			if sed 's|//.*||; s|/\*.*\*/||' "$f" | sed '/\/\*/,/\*\//d' | grep -qF "\"$k\""; then
				echo "$f: \"$k\""
			fi
		done
	done
}

@test "compare/read: the files that read the engine's stats file spell no key of statskeys.h as a literal" {
	local readers f missing=()
	[ "$(grep -c '^#define SK_' lib/schema/statskeys.h)" -ge 50 ]
	# the readers: every file of compare/read that takes the keys or the numbers' reader
	readers=$(grep -lE '#include "(stats/statskeys|read/statsnum)\.h"' compare/read/*.c)
	for f in runfile.c why_read.c startup.c pairing.c statsnum.c; do
		[[ $readers == *"compare/read/$f"* ]] || missing+=("$f")
	done
	echo "stats readers without statskeys.h or statsnum.h: ${missing[*]}"
	[ "${#missing[@]}" -eq 0 ]
	run literal_keys $readers
	echo "$output"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	# the check finds a literal key in code, and not in a comment
	printf '%s\n' '/* "read" */' '// "write"' '	x = json_object_get(ts, "interval_ns");' >"$BATS_TEST_TMPDIR/r.c"
	run literal_keys "$BATS_TEST_TMPDIR/r.c"
	[ "$output" = "$BATS_TEST_TMPDIR/r.c: \"interval_ns\"" ]
}

@test "compare/read: timeseries.interval_ns has one bound, the schema's STATS_MIN_INTERVAL_NS (the engine's too)" {
	# every read of the key goes through statsnum.h, whose bound is the engine's constant
	run grep -n 'SK_INTERVAL_NS' compare/read/*.c
	echo "$output"
	[ "${#lines[@]}" -ge 2 ]
	run grep 'SK_INTERVAL_NS' compare/read/*.c
	[ "$(grep -vc 'statsnum_' <<<"$output")" -eq 0 ]
	grep -q 'STATS_MIN_INTERVAL_NS' compare/read/statsnum.c
	grep -q '^#define TIMESERIES_MIN_INTERVAL_NS STATS_MIN_INTERVAL_NS' engine/stats/timeseries.h
	# no second literal bound left where the two readers had theirs
	run grep -nE 'ins < 1e3|3\.6e12' compare/read/why_read.c compare/read/startup.c
	[ "$status" -eq 1 ]
}

@test "the run folder layout is built in bash only by paths.sh's run_path and run_host_file, as runpath.h builds it" {
	local p
	# the cases of tests/unit/test_runpath.c, byte for byte
	. scripts/lib/paths.sh
	run_path p /s "" bfq randread-4k 2
	[ "$p" = /s/bfq/randread-4k/run-2 ]
	run_path p "" "" none idle-xterm 1
	[ "$p" = none/idle-xterm/run-1 ]
	run_path p /s h1 kyber c@bs=4k 10 fio.json
	[ "$p" = /s/h1/kyber/c@bs=4k/run-10/fio.json ]
	run_host_file p bfq-low_latency randread-4k 3
	[ "$p" = bfq-low_latency.randread-4k.run-3.json ]
	# no other script builds "<folder>/<cell>/run-$r" or the host's "<folder>.<cell>.run-$r.json"
	run grep -rnE '[/.]run-(\$|%)' scripts
	echo "$output"
	[ "$status" -eq 0 ]
	run grep -rlE '[/.]run-(\$|%)' scripts
	[ "$output" = scripts/lib/paths.sh ]
	run grep -cE '[/.]run-%s' scripts/lib/paths.sh
	[ "$output" -eq 2 ]
}
