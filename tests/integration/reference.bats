#!/usr/bin/env bats
# tests/run: check
# reference.bats: results/reference/*.json against the seed text they were transcribed from
# (../shared/seeds beside the repository; skipped where the seeds are absent), and the
# shape compare relies on. No root, no devices.

bats_require_minimum_version 1.5.0

setup() {
	TOP=$(cd "$BATS_TEST_DIRNAME/../.." && pwd)
	REF=$TOP/results/reference
	SEEDS=$TOP/../shared/seeds
	if [ ! -d "$SEEDS" ]; then
		# a git worktree elsewhere: the seeds sit beside the main checkout
		local common
		common=$(git -C "$TOP" rev-parse --path-format=absolute --git-common-dir 2>/dev/null) || true
		[ -n "$common" ] && SEEDS=$(dirname "$common")/../shared/seeds
	fi
}

need_seeds() {
	[ -d "$SEEDS" ] || skip "no ../shared/seeds beside the repo"
}

# ref SET CELL METRIC LABEL: the value of one row of a reference set.
ref() {
	jq -r --arg c "$2" --arg m "$3" --arg l "$4" \
		'.results[] | select(.cell == $c and .metric == $m and .label == $l) | .value' "$REF/$1.json"
}

# seed000 KERNEL TYPE METRIC LABEL: the value printed on the row "Linux KERNEL: LABEL ...." of
# the fio table "Type: TYPE - ..." with METRIC ("MB/s" or "IOPS") in the multi-line seed 000.
seed000() {
	awk -v k="Linux $1: $4 " -v t="Type: $2 -" -v m="$3 " '
		index($0, "Flexible IO Tester") == 1 { getline; in_t = index($0, t) > 0; getline
			in_m = in_t && index($0, m) == 1; next }
		/^$/ { in_m = 0 }
		in_m && index($0, k) == 1 { $0 = substr($0, length(k) + 1); sub(/^\.* */, "")
			sub(/ *\|.*/, ""); print; exit }
	' "$SEEDS/000_70e98b2be97343e5.txt"
}

# seed001 TYPE METRIC LABEL: the same from the one-line seed 001 (4.13 only).
seed001() {
	sed 's/Flexible IO Tester/\n&/g' "$SEEDS/001_7790d2c75cd2d225.txt" |
		grep "Type: $1 - .* $2 > Higher Is Better" | head -n1 |
		grep -oE "(^| )$3 \.+ [0-9.]+ \|" | grep -oE '[0-9.]+ \|$' | tr -d ' |'
}

# same_num A B: A and B are the same number (the seeds print 125.80, jq 125.8).
same_num() {
	[ -n "$1" ] && awk -v a="$1" -v b="$2" 'BEGIN { exit !(a + 0 == b + 0) }'
}

@test "laptop-4.13 and laptop-4.15: eleven values equal the seed text (000 and 001)" {
	need_seeds
	local k t m l cell want got
	while IFS=';' read -r k t m l cell; do
		want=$(seed000 "$k" "$t" "$m" "$l")
		got=$(ref "laptop-$k" "$cell" "$m" "$l")
		[ -n "$want" ] || { echo "not found in the seed: $k $t $m $l"; return 1; }
		same_num "$want" "$got" ||
			{ echo "laptop-$k $cell $m $l: seed $want, reference $got"; return 1; }
	done <<'ROWS'
4.13;Random Write;MB/s;None;randwrite-4k
4.13;Random Write;IOPS;BFQ;randwrite-4k
4.13;Sequential Read;MB/s;CFQ;read-4k
4.13;Sequential Write;MB/s;BFQ low_latency;write-4k
4.13;Sequential Write;IOPS;Kyber;write-4k
4.15;Random Write;MB/s;CFQ;randwrite-4k
4.15;Sequential Read;IOPS;Kyber;read-4k
4.15;Sequential Write;IOPS;None;write-4k
ROWS
	for l in "Kyber MQ" Deadline; do
		want=$(seed001 "Random Read" "MB/s" "$l")
		same_num "$want" "$(ref laptop-4.13 randread-4k MB/s "$l")" || { echo "001 $l: $want"; return 1; }
	done
	same_num "$(seed001 "Random Read" IOPS None)" "$(ref laptop-4.13 randread-4k IOPS None)"
}

@test "epyc-4.19: every table's labels and values, in order, as the export concatenates them" {
	need_seeds
	local seed=$SEEDS/004_0d3f009ebe08082a.txt cell m names vals
	while read -r cell m; do
		names=$(jq -r --arg c "$cell" --arg m "$m" '[.results[] | select(.cell == $c and .metric == $m) | .label] | join("")' "$REF/epyc-4.19.json")
		vals=$(jq -r --arg c "$cell" --arg m "$m" '[.results[] | select(.cell == $c and .metric == $m) | .value | tostring] | join("")' "$REF/epyc-4.19.json")
		# "<metric>, More Is Better ... <labels best first><axis ticks><SE lines><values>"
		grep -qF -- "$names" "$seed" || { echo "$cell $m: labels $names"; return 1; }
		grep -F -- "$names" "$seed" | grep -qF -- "$vals" || { echo "$cell $m: values $vals"; return 1; }
	done <<'CELLS'
randread-4k MB/s
randwrite-2m MB/s
read-2m MB/s
write-4k MB/s
randread-4k IOPS
write-4k IOPS
CELLS
	# single values quoted by seeds/README.md and by hand from the export
	[ "$(ref epyc-4.19 randread-4k IOPS "MQ None")" = 69133 ]
	[ "$(ref epyc-4.19 randread-4k MB/s "MQ None")" = 270 ]
	[ "$(ref epyc-4.19 randread-2m MB/s CFQ)" = 253 ]
	# write-2m prints one SE line per row: they are on the rows, in order
	local se
	se=$(jq -r '[.results[] | select(.cell == "write-2m") | "SE +/- \(.se), N = \(.n)"] | join("")' "$REF/epyc-4.19.json")
	se=${se//0.3,/0.30,}
	grep -qF -- "SE +/- 0.67, N = 3SE +/- 3.84, N = 3SE +/- 4.74, N = 7" "$seed"
	[[ $se == "SE +/- 0.67, N = 3SE +/- 3.84, N = 3SE +/- 4.74, N = 7"* ]]
}

# startup000 KERNEL: "<title>|<label>|<value>" of every Application Start-up Time row of seed 000
# for Linux KERNEL, in the seed's order.
startup000() {
	awk -v k="Linux $1: " '
		$0 == "Application Start-up Time 0.1.0" { getline; t = $0; getline; on = 1; next }
		/^$/ { on = 0 }
		on && index($0, k) == 1 { $0 = substr($0, length(k) + 1); l = $0; sub(/ \.+ .*/, "", l)
			v = $0; sub(/^.* \.+ /, "", v); sub(/ *\|.*/, "", v); print t "|" l "|" v + 0 }
	' "$SEEDS/000_70e98b2be97343e5.txt"
}

# startup001: the same for the one-line seed 001 (4.13; its "Kyber MQ" is seed 000's "Kyber").
startup001() {
	sed 's/Application Start-up Time 0\.1\.0 /\n/g; s/ SQLite /\n/' "$SEEDS/001_7790d2c75cd2d225.txt" |
		grep '^Background I/O Type: .* sec < Lower Is Better ' | while read -r line; do
		t=${line%% sec < Lower Is Better *}
		grep -oE '(None|Kyber MQ|BFQ low_latency|BFQ|CFQ|Deadline) \.+ [0-9.]+ \|' <<<"${line#* sec < Lower Is Better }" |
			sed -E "s/^Kyber MQ /Kyber /; s/^(.*[^ ]) \.+ ([0-9.]+) \|$/\1|\2/" | awk -v t="$t" -F'|' '{ print t "|" $1 "|" $2 + 0 }'
	done
}

# startup_ref SET: the same rows from a reference set (titles from jobs/startup/pack.json).
startup_ref() {
	jq -r --slurpfile p "$TOP/jobs/startup/pack.json" \
		'.results[] | select(.metric == "s") | "\($p[0].cell_titles[.cell])|\(.label)|\(.value)"' "$REF/$1.json"
}

@test "Application Start-up Time: every row of laptop-4.13 and 4.15 equals seed 000 (and 4.13 seed 001)" {
	need_seeds
	local k
	for k in 4.13 4.15; do
		run diff <(startup000 "$k" | sort) <(startup_ref "laptop-$k" | sort)
		echo "laptop-$k: $output"
		[ "$status" -eq 0 ]
		[ "$(startup000 "$k" | wc -l)" -eq "$([ "$k" = 4.13 ] && echo 36 || echo 37)" ]
	done
	run diff <(startup001 | sort) <(startup_ref laptop-4.13 | sort)
	echo "001: $output"
	[ "$status" -eq 0 ]
	# every published configuration is a cell of the pack, and only those
	run diff <(startup000 4.13 | cut -d'|' -f1 | sort -u) <(jq -r '.cell_titles[]' "$TOP/jobs/startup/pack.json" | sort)
	[ "$status" -eq 0 ]
}

@test "every reference set has the keys compare needs, values > 0, and known units" {
	local f
	for f in "$REF"/*.json; do
		jq -e '
			(.name | type == "string") and (.mbps_unit == "KiB/s/1000" or .mbps_unit == "MiB/s")
			and (.results | length > 0)
			and all(.results[]; ((.cell | test("^(randread|randwrite|read|write)-(4k|2m)$"))
					and (.metric == "MB/s" or .metric == "IOPS")
					and (.unit == (if .metric == "IOPS" then "IOPS" else $u end))
				or (.cell | test("^(seq|rand)-(r|rw)-(xterm|gnome-terminal|lowriter)$"))
					and .metric == "s" and .unit == "s")
				and (.value > 0)
				and (.label | type == "string") and (.scheduler | type == "string"))
		' --arg u "$(jq -r .mbps_unit "$f")" "$f" >/dev/null || { echo "$f"; return 1; }
		[ "$(jq -r .name "$f")" = "$(basename "$f" .json)" ]
	done
	# the labels map to the scheduler table's rows
	for f in "$REF"/*.json; do
		while IFS=$'\t' read -r l s; do
			grep -qP "^\Q$l\E\t\Q$s\E\t" "$TOP/jobs/sched-labels.tsv" || { echo "$f: $l -> $s"; return 1; }
		done < <(jq -r '.results[] | [.label, .scheduler] | @tsv' "$f" | sort -u)
	done
}
