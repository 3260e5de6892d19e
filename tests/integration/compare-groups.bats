#!/usr/bin/env bats
# tests/run: check
# compare-groups.bats: fio's reporting groups read as fio means them (issue 20 item 1). The
# job file of the report: group_reporting=1 in [global], [oltp] randrw 70/30 4k iodepth 16
# numjobs=2 and [scan] read 128k iodepth 4, 3 runs under each of none, mq-deadline and kyber
# on the test's own RAM loop device (short runtimes). fio writes one entry per run, named
# "oltp" with scan's options; compare must not take those options at face value (it used to
# print one "read-128k-qd4" table of every run): one cell named after the group, three
# scheduler rows with N = 3 each, per direction, latency tables included (the group's stats
# files merged). Nothing here depends on the scheduler being bfq (it ran in the guest tier
# under bfq's two low_latency values until 2026-12-07): compare's BFQ and BFQ low_latency
# rows from a live tag are tag.bats' (part_tags, in the guest). The loop device and the
# scheduler changes are undone by the cleanup stack teardown runs.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	cd "$TOP" || return 1
	common_setup
}

teardown() {
	common_teardown
}

# group_job DIR [FILE]: the job file of the report into DIR/g.fio, its engine stats beside it,
# on FILE (default the loop device $LOOP; a regular file needs a size). 250 ms runs; 2 s in a
# TCG guest (the guest tier), where on a loaded host the randrw job once wrote nothing in
# 250 ms, and that run's group had a read side only (a cell of its own).
group_job() {
	local target=${2:-$LOOP}
	cat >"$1/g.fio" <<JOB
; issue 20: one reporting group of two different jobs (fio names it "oltp", with scan's options)
[global]
group_reporting=1
ioengine=external:$ENGINE
filename=$target
$([ -n "${2:-}" ] && echo "size=16m")
direct=1
time_based
runtime=$([ "${SCHEDAIO_GUEST:-}" = tcg ] && echo 2s || echo 250ms)
stats_file=$1/g.\$jobname.\$jobnum.json

[oltp]
rw=randrw
rwmixread=70
bs=4k
iodepth=16
numjobs=2

[scan]
rw=read
bs=128k
iodepth=4
JOB
}

@test "group_reporting over randrw and read jobs: one cell for the group, 3 scheduler rows with N = 3, latency per direction" {
	need_root
	need_engine
	ram_loop 64
	need_sched "$LOOP" none mq-deadline kyber
	quietly sched_save_restore "$LOOP"
	local plan=("none:" "mq-deadline:" "kyber:") p i d
	for p in "${plan[@]}"; do
		sched_apply "$LOOP" "${p%%:*}" "${p#*:}"
		for i in 1 2 3; do
			d=$WORK/${p//[:=]/-}-$i
			mkdir "$d"
			group_job "$d"
			fio --output-format=json --output="$d/g.json" "$d/g.fio" >/dev/null
		done
	done
	# what fio wrote: one entry per run, the first job's name, another job's options
	[ "$(jq '.jobs | length' "$WORK/none--1/g.json")" -eq 1 ]
	[ "$(jq -r '.jobs[0] | "\(.jobname) \(."job options".rw)"' "$WORK/none--1/g.json")" = "oltp read" ]
	run --separate-stderr scripts/compare "$WORK"
	echo "$output"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ ${lines[0]} == *": 9 fio JSON files, 9 jobs, 9 paired with engine stats" ]]
	# it says so once, in the group's table, with fio's fix (issue 31); not on stderr
	[ "$(grep -c "^  note: fio's reporting group 0 (group_reporting) holds jobs that differ.*new_group.*(9 runs)$" <<<"$output")" -eq 1 ]
	[[ $stderr != *"reporting group"* ]]
	# one cell, the group's: no table titled with a cell made of one job's options
	[ "$(grep -c ' is better)$' <<<"$output")" -eq "$(grep -c '^group oltp+scan ([a-z]*): .* is better)$' <<<"$output")" ]
	local text=$output
	run ! grep -q '^read-128k-qd4' <<<"$text"
	# per direction and metric, three scheduler rows with N = 3 each, one per scheduler
	local t rows l
	for t in "MB/s" "IOPS" "p50 completion" "p99 completion" "p99.9 completion"; do
		for d in read write; do
			rows=$(sed -n "\%^group oltp+scan ($d): $t%,/^\$/p" <<<"$text" | grep -E '^  (MQ None|MQ Deadline|Kyber) \('"$d"'\) ')
			echo "$t $d:"
			echo "$rows"
			[ "$(grep -c . <<<"$rows")" -eq 3 ]
			[ "$(grep -c 'N = 3' <<<"$rows")" -eq 3 ]
			for l in "MQ None" "MQ Deadline" Kyber; do
				[ "$(grep -c "^  $l ($d) " <<<"$rows")" -eq 1 ]
			done
		done
	done
	# every row but the best has its difference and interval
	[ "$(sed -n '/^group oltp+scan (write): p99 completion/,/^$/p' <<<"$text" | grep -c '% (.* to .* %) vs ')" -eq 2 ]
	# the same fio file without its engine stats: the options cannot be checked, and it says so
	mkdir "$WORK/alone"
	cp "$WORK/none--1/g.json" "$WORK/alone/"
	run --separate-stderr scripts/compare "$WORK/alone/g.json"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ $stderr == *"job \"oltp\": no engine stats paired"*"its cell is from the options fio printed for the group, those of one of its jobs"*"cannot tell whether the group's jobs differ"* ]]
}

@test "the group note is in the output once, with fio's fix (new_group on the second job), in text, md, json and html; stderr holds none of it (issue 31)" {
	need_engine
	local i d
	# a regular file: fio and the engine, no device of ours needed
	for i in 1 2; do
		d=$WORK/run-$i
		mkdir "$d"
		group_job "$d" "$WORK/data"
		fio --output-format=json --output="$d/g.json" "$d/g.fio" >/dev/null
	done
	run --separate-stderr scripts/compare "$WORK"
	echo "$output"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[ "$(grep -c 'note: ' <<<"$output")" -eq 1 ]
	[[ $output == *$'\n'"  note: fio's reporting group 0 (group_reporting) holds jobs that differ: "*"For a cell per job, add new_group to the job file's section of [scan] (fio HOWTO: new_group) (2 runs)"$'\n'* ]]
	# right under the group's first table title
	[[ $(grep -B1 'note: ' <<<"$output" | head -1) == "group oltp+scan ("*"): MB/s (more is better)" ]]
	run --separate-stderr scripts/compare --format md "$WORK"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[ "$(grep -c '^> note: .*new_group' <<<"$output")" -eq 1 ]
	run --separate-stderr scripts/compare --format json "$WORK"
	[ "$status" -eq 0 ]
	[ "$(jq -r '[.runs[].notes[]] | map("\(.cell) \(.runs) \(.text | test("new_group"))") | join(";")' <<<"$output")" = "group oltp+scan 2 true" ]
	run --separate-stderr scripts/compare --html "$WORK/r" "$WORK"
	[ "$status" -eq 0 ]
	[ "$(grep -c '<p class=note>note: fio&#39;s reporting group 0.*new_group' "$WORK/r/index.html")" -eq 1 ]
	# with new_group on [scan], fio's fix: a cell per job and no note
	for i in 1 2; do
		d=$WORK/run-$i
		sed -i 's/^\[scan\]$/[scan]\nnew_group/' "$d/g.fio"
		rm -f "$d"/g.*.json "$d/g.json"
		fio --output-format=json --output="$d/g.json" "$d/g.fio" >/dev/null
	done
	run --separate-stderr scripts/compare "$WORK"
	echo "$output"
	[ "$status" -eq 0 ]
	local text=$output
	run ! grep -q 'reporting group' <<<"$text"
	run ! grep -q '^group ' <<<"$text"
	grep -q '^read-128k-qd4: MB/s' <<<"$text"
	# the numjobs=2 job's clones merged: said once, in its cell's first table
	[ "$(grep -c 'note: ' <<<"$text")" -eq 1 ]
	[[ $(grep -B1 'note: ' <<<"$text" | head -1) == "randrw-r70-4k-qd16-j2 (read): MB/s (more is better)" ]]
	[[ $text == *"  note: numjobs=2 clones: one run, fio's MB/s and IOPS of them all; their engine stats merged (the latency of every clone's I/O) (2 runs)"* ]]
}
