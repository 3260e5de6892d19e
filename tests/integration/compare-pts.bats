#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr is set by bats' run --separate-stderr
# compare-pts.bats: compare --format pts (issue 24), the Phoronix Test Suite's composite.xml:
# - valid against PTS's schema (tests/fixtures/pts/result-file.xsd, xmllint --schema) for
#   every committed study (listed from git: helpers.bash committed_studies) and every
#   reference set;
# - a few values equal compare's own text output (means, the published values), and the
#   Proportion and Scale are as the seeds print them;
# - every string is escaped: a --label full of XML's special characters stays well formed
#   and comes back as written. No root needed.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	common_setup
	command -v xmllint >/dev/null || skip "xmllint not installed (scripts/setup-deps installs libxml2-utils)"
	XSD=$TOP/tests/fixtures/pts/result-file.xsd
	COMPARE=$TOP/build/compare
}
teardown() { common_teardown; }

# xp FILE XPATH: the string value of XPATH in FILE.
xp() { xmllint --xpath "string($2)" "$1"; }

# bats test_tags=committed
@test "--format pts: the composite.xml of every committed study is valid against PTS's schema" {
	local d n=0 studies
	studies=$(committed_studies)
	for d in $studies; do
		d=$TOP/$d
		run --separate-stderr "$COMPARE" --format pts "$d"
		[ "$status" -eq 0 ] || [ "$status" -eq 3 ] || { echo "$d: exit $status"; return 1; }
		printf '%s\n' "$output" >"$WORK/c.xml"
		run xmllint --noout --schema "$XSD" "$WORK/c.xml"
		[ "$status" -eq 0 ] || { echo "$d: $output"; return 1; }
		# the committed composite.xml (scripts/plots) is valid and is compare's of today
		run xmllint --noout --schema "$XSD" "$d/composite.xml"
		[ "$status" -eq 0 ] || { echo "$d/composite.xml: $output"; return 1; }
		cmp "$WORK/c.xml" "$d/composite.xml" || { echo "$d/composite.xml differs from compare's"; return 1; }
		n=$((n + 1))
	done
	[ "$n" -ge 3 ]
}

@test "--format pts --reference NAME: each reference set is valid, with its published values" {
	local r
	for r in laptop-4.13 laptop-4.15 epyc-4.19; do
		run --separate-stderr "$COMPARE" --format pts --reference "$r"
		[ "$status" -eq 0 ] || { echo "$r: exit $status $stderr"; return 1; }
		printf '%s\n' "$output" >"$WORK/$r.xml"
		run xmllint --noout --schema "$XSD" "$WORK/$r.xml"
		[ "$status" -eq 0 ] || { echo "$r: $output"; return 1; }
	done
	# jobs/laptop/randread-4k.fio's comment: 4.13 MB/s None 358.23, IOPS Kyber MQ 90678
	[ "$(xp "$WORK/laptop-4.13.xml" '//Result[Arguments="randread-4k" and Scale="MB/s"]/Data/Entry[Identifier="None"]/Value')" = 358.23 ]
	[ "$(xp "$WORK/laptop-4.13.xml" '//Result[Arguments="randread-4k" and Scale="IOPS"]/Data/Entry[Identifier="Kyber MQ"]/Value')" = 90678.00 ]
	[ "$(xp "$WORK/laptop-4.13.xml" '//Result[Arguments="randread-4k" and Scale="MB/s"]/Proportion')" = HIB ]
	[ "$(xp "$WORK/laptop-4.13.xml" '//Result[Scale="sec"][1]/Proportion')" = LIB ]
}

@test "--format pts: values, units and which way is better equal compare's text output" {
	local d=$TOP/results/20261130-194306-laptop text cell metric scale label want got args better
	text=$("$COMPARE" "$d")
	"$COMPARE" --format pts "$d" >"$WORK/c.xml"
	for cell in randread-4k write-4k; do
		for metric in "MB/s:MB/s:more:" "IOPS:IOPS:more:" "p99 completion latency, usec:usec:less: p99_us" \
			"p50 completion latency, usec:usec:less: p50_us"; do
			scale=${metric#*:} scale=${scale%%:*} args=$cell${metric##*:} better=${metric%:*} better=${better##*:}
			for label in "MQ None" "Kyber"; do
				# The text row: "  <label>  ###  <mean>  SE +/- ..." under "<cell>: <metric> (...)".
				want=$(awk -v h="$cell: ${metric%%:*} (" -v l="$label" '
					index($0, h) == 1 { on = 1; next }
					on && /^$/ { on = 0 }
					on && index($0, "  " l " ") == 1 { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9.]+$/) { print $i; exit } }' <<<"$text")
				got=$(xp "$WORK/c.xml" "//Result[Arguments=\"$args\" and Scale=\"$scale\"]/Data/Entry[Identifier=\"$label\"]/Value")
				[ -n "$want" ] || { echo "no text row for $cell $metric $label"; return 1; }
				[ "$got" = "$want" ] || { echo "$cell $scale $label: xml $got, text $want"; return 1; }
			done
			got=$(xp "$WORK/c.xml" "//Result[Arguments=\"$args\" and Scale=\"$scale\"]/Proportion")
			[ "$got" = "$([ "$better" = more ] && echo HIB || echo LIB)" ] || { echo "$args $scale: $got"; return 1; }
		done
	done
	# RawString: the 3 runs, whose mean is the Value (MQ None, randread-4k, MB/s)
	got=$(xp "$WORK/c.xml" '//Result[Arguments="randread-4k" and Scale="MB/s"]/Data/Entry[Identifier="MQ None"]/RawString')
	[ "$(tr ':' '\n' <<<"$got" | awk '{ s += $1; n++ } END { printf "%d %.2f", n, s / n }')" = "3 432.55" ]
	# The tag in the system notes
	[[ $(xp "$WORK/c.xml" '//System[Identifier="BFQ low_latency"]/Notes') == "scheduler: bfq; "*"device chain: loop0 bfq low_latency=1 -> "* ]]
}

@test "--format pts: the BFQ low_latency system names low_latency=1, not 'tunables: none' (issue 31)" {
	run --separate-stderr "$COMPARE" --format pts "$TOP/results/20261130-194306-laptop"
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" >"$WORK/c.xml"
	run xp "$WORK/c.xml" "//System[Identifier='BFQ low_latency']/Notes"
	echo "$output"
	[[ $output == *"tunables: low_latency=1 (as the runs recorded it, else the kernel default; not set by the study)"* ]]
	run xp "$WORK/c.xml" "//System[Identifier='MQ None']/Notes"
	[[ $output == *"tunables: none;"* ]]
}

@test "--format pts: every string is escaped for XML" {
	local evil='a<b>&c"d'"'"'e]]>'
	run --separate-stderr "$COMPARE" --format pts --label "$evil" "$TOP/results/20261130-180626-laptop-quick"
	[ "$status" -eq 0 ] || [ "$status" -eq 3 ]
	printf '%s\n' "$output" >"$WORK/e.xml"
	run xmllint --noout --schema "$XSD" "$WORK/e.xml"
	[ "$status" -eq 0 ]
	run ! grep -F "$evil" "$WORK/e.xml"
	grep -qF 'run: a&lt;b&gt;&amp;c&quot;d&apos;e]]&gt;</Notes>' "$WORK/e.xml"
	[ "$(xp "$WORK/e.xml" '//System[1]/Notes' | sed 's/.*; run: //')" = "$evil" ]
}

@test "a pack's published figures (jobs/overhead: the BFQ documentation's) follow the tables, as published" {
	cp -r "$TOP/tests/fixtures/results/mini" "$WORK/study"
	jq '.pack.descriptor.published_figures = "overhead/bfq-doc"' "$TOP/tests/fixtures/results/mini/manifest.json" >"$WORK/study/manifest.json"
	run --separate-stderr "$COMPARE" "$WORK/study"
	[ "$status" -eq 0 ] || [ "$status" -eq 3 ]
	[[ $output == *"Published, as published"*"BFQ documentation"* ]]
	[[ $output == *"bfq          cpu_ns_per_request         1900 ns    Intel Core i7-2760QM @ 2.40GHz"* ]]
	[[ $output == *"mq-deadline  cpu_ns_per_request          700 ns"* ]]
	[[ $output == *"bfq          iops_ceiling             400000 IOPS  Intel i7-4850HQ"* ]]
	# a name that leaves results/reference is not followed; the tables are still printed
	jq '.pack.descriptor.published_figures = "../../etc/x"' "$TOP/tests/fixtures/results/mini/manifest.json" >"$WORK/study/manifest.json"
	run --separate-stderr "$COMPARE" "$WORK/study"
	[[ $output != *"Published, as published"* ]]
	[[ $output == *"(more is better)"* ]]
}
