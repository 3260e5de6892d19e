#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# compare-label-folders.bats: how scripts/compare names its rows from hand-written results
# folders (tests/fixtures/results/): several folders with --label ('<run label>: <scheduler>'),
# run-pack's label folders (BFQ and BFQ low_latency two rows, with or without a manifest or its
# scheduler_plan, a run recorded under another scheduler left out), and the --hosts layout (a
# table per host and one across, a run failed on one host, the host-paired effect).
# Needs build/compare (the test runner makes it first); no root, no devices.

bats_require_minimum_version 1.5.0

load helpers
load compare-helpers # setup (the repository top, MINI), copy_mini, expect_stdout

@test "two folders with --label: rows '<run label>: <scheduler>', one table per cell" {
	copy_mini
	run --separate-stderr scripts/compare --label "Linux A" "$MINI" --label "Linux B" "$work"
	[ "$status" -eq 0 ]
	[[ $output == *"Label     Linux A"*"Label     Linux B"* ]]
	local t
	t=$(printf '%s\n' "$output" | sed -n '/^randread-4k: MB\/s/,/^$/p')
	[ "$(grep -c 'Linux [AB]: ' <<<"$t")" -eq 4 ]
	[[ $t == *"  Linux A: MQ None      ########################################  125.50  SE +/- 0.50, N = 2"* ]]
	[[ $t == *"  Linux B: MQ None      ########################################  125.50  SE +/- 0.50, N = 2 ?"* ]]
	# the k-th --label names the k-th folder, wherever it stands
	run --separate-stderr scripts/compare "$MINI" --label "Linux A" "$work"
	[[ $output == *"  Linux A: MQ None "* && $output == *"  Linux 6.18.44: MQ None "* ]]
	# without --label: "Linux <kernel>" from each manifest; the same kernel twice gets the
	# folder names, and where those are the same too (both "mini"), the folder's position
	run --separate-stderr scripts/compare "$MINI" "$work"
	[[ $output == *"  Linux 6.18.44 (mini) (1): MQ None "* && $output == *"  Linux 6.18.44 (mini) (2): MQ None "* ]]
}

@test "more --label than folders, and a bad --format: exit 2" {
	run --separate-stderr scripts/compare --label a --label b "$MINI"
	[ "$status" -eq 2 ]
	[[ $stderr == "compare: more --label than results folders; extra 'b'; usage:"* ]]
	run --separate-stderr scripts/compare --format xml "$MINI"
	[ "$status" -eq 2 ]
	[[ $stderr == "compare: unknown --format (text, md, csv, json, pts) 'xml'; usage:"* ]]
}

@test "a second folder that is empty: named, exit 1" {
	mkdir "$BATS_TEST_TMPDIR/empty"
	run --separate-stderr scripts/compare "$MINI" "$BATS_TEST_TMPDIR/empty"
	[ "$status" -eq 1 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == "compare: $BATS_TEST_TMPDIR/empty: no runs found"* ]]
}

# The labels fixture (tests/fixtures/results/labels) is what run-pack writes for
# --schedulers "BFQ,BFQ low_latency,MQ Deadline": folders bfq, bfq-low_latency (a label's
# folder: the label in lower case, '-' for spaces) and mq-deadline; scheduler_plan[] and
# results[] say which kernel scheduler, label and tunables each folder ran. bfq's stats are
# schema 2 (target.label "BFQ"), the others schema 1 (no label: the plan's label names them).
@test "run-pack label folders: BFQ and BFQ low_latency are two rows, named by their labels" {
	run --separate-stderr scripts/compare tests/fixtures/results/labels
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	# MB/s: (100000 + 102000) / 2 / 1000 = 101.00, SE 1.00; 90.00, SE 0; 122.00, SE 2.00
	printf '%s\n' "$output" | sed -n '/^randread-4k: MB\/s/,/^$/p' | sed '/^$/d' >"$BATS_TEST_TMPDIR/t"
	output=$(cat "$BATS_TEST_TMPDIR/t")
	expect_stdout <<'OUT'
randread-4k: MB/s (more is better)
  MQ Deadline      ########################################  122.00  SE +/- 2.00, N = 2 ?  N < 3  top; undecidable: N < 3
  BFQ              #################################         101.00  SE +/- 1.00, N = 2 ?  N < 3  -17.2 % vs MQ Deadline, undecidable: N < 3
  BFQ low_latency  ##############################             90.00  SE +/- 0.00, N = 2 ?  N < 3  -26.2 % vs MQ Deadline, undecidable: N < 3
OUT
}

@test "label folders: p99 rows and curves per folder, keys with the folder's tunables" {
	run --separate-stderr scripts/compare tests/fixtures/results/labels
	[ "$status" -eq 0 ]
	[[ $output == *"  BFQ              ###############################           3100.00  SE +/- 100.00, N = 2"* ]]
	[[ $output == *"  BFQ low_latency  ########################################  4000.00  SE +/- 0.00, N = 2"* ]]
	[[ $output != *"assume the kernel default"* ]]
	run --separate-stderr scripts/compare --format csv tests/fixtures/results/labels
	[ "$status" -eq 0 ]
	[[ $output == *",randread-4k,mbps,KiB/s/1000,more,2,BFQ,bfq:low_latency=0,101,1,2,0,,,,"* ]]
	[[ $output == *",randread-4k,mbps,KiB/s/1000,more,3,BFQ low_latency,bfq:low_latency=1,90,0,2,0,,,,"* ]]
	# the latency curve of each row is its own folder's: p99 3100 and 4000 usec
	run --separate-stderr scripts/compare --format json tests/fixtures/results/labels
	[ "$status" -eq 0 ]
	[ "$(jq -c '.curves[0].rows | map([.label, .usec[6]])' <<<"$output")" = \
		'[["MQ Deadline",2100],["BFQ",3100],["BFQ low_latency",4000]]' ]
}

@test "label folders with --reference laptop-4.13: BFQ beside BFQ, BFQ low_latency beside BFQ low_latency" {
	run --separate-stderr scripts/compare --reference laptop-4.13 tests/fixtures/results/labels
	[ "$status" -eq 0 ]
	[[ $output == *"  BFQ              #################################         101.00  SE +/- 1.00, N = 2 ?  347.05 BFQ              x0.29"* ]]
	[[ $output == *"  BFQ low_latency  ##############################             90.00  SE +/- 0.00, N = 2 ?  358.98 BFQ low_latency  x0.25"* ]]
}

@test "label folders without scheduler_plan: results[].kernel_scheduler and label are used" {
	work=$BATS_TEST_TMPDIR/labels
	cp -r tests/fixtures/results/labels "$work"
	jq 'del(.scheduler_plan)' "$work/manifest.json" >"$work/m" && mv "$work/m" "$work/manifest.json"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[[ $output == *"  BFQ low_latency  ##############################             90.00  SE +/- 0.00, N = 2"* ]]
	[[ $output == *"  BFQ              #################################         101.00  SE +/- 1.00, N = 2"* ]]
}

@test "label folders without manifest.json: a folder that is no scheduler's name is left out, named" {
	work=$BATS_TEST_TMPDIR/labels
	cp -r tests/fixtures/results/labels "$work"
	rm "$work/manifest.json"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ]
	[ "${stderr_lines[0]}" = "compare: $work/bfq-low_latency/randread-4k/run-1/schedaio.json: recorded under scheduler \"bfq\", but the folder is \"bfq-low_latency\"; run left out" ]
	[[ $output != *"BFQ low_latency"* ]]
	[[ $output == *"  BFQ           #"* && $output == *"  MQ Deadline   #"* ]]
}

@test "a label folder's run recorded under another kernel scheduler: left out, not mislabelled" {
	work=$BATS_TEST_TMPDIR/labels
	cp -r tests/fixtures/results/labels "$work"
	f=$work/bfq-low_latency/randread-4k/run-2/schedaio.json
	sed -i 's/"scheduler": "bfq"/"scheduler": "mq-deadline"/' "$f"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ]
	[ "${stderr_lines[0]}" = "compare: $f: recorded under scheduler \"mq-deadline\", but the folder \"bfq-low_latency\" ran \"bfq\" (manifest.json); run left out" ]
	[[ $output == *"  BFQ low_latency  ##############################             90.00  SE +/- 0.00, N = 1"* ]]
}

@test "two folders whose rows would share a label get the folder name" {
	# a kernel-name entry "bfq" (kernel default low_latency=1) beside "BFQ low_latency"
	work=$BATS_TEST_TMPDIR/labels
	cp -r tests/fixtures/results/labels "$work"
	jq '.scheduler_plan[0] |= (.label = null | .tunables = {}) |
		(.results[] | select(.scheduler == "bfq")) |= (.label = null | .tunables = {})' \
		"$work/manifest.json" >"$work/m" && mv "$work/m" "$work/manifest.json"
	for f in "$work"/bfq/randread-4k/run-*/schedaio.json; do
		jq '.schema = 1 | .target |= del(.label, .tunables)' "$f" >"$f.new" && mv "$f.new" "$f"
	done
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 0 ]
	[[ $output == *"  BFQ low_latency (bfq)              #"*"101.00  SE +/- 1.00, N = 2"* ]]
	[[ $output == *"  BFQ low_latency (bfq-low_latency)  #"*"90.00  SE +/- 0.00, N = 2"* ]]
}

@test "hosts fixture (run-pack --hosts layout): rows '<host>: <label>', a table per host and one across" {
	run --separate-stderr scripts/compare tests/fixtures/results/hosts
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	# db2's fio.json files are db1's with bw and iops doubled (the same engine files).
	# Per host, in hosts[] order, each ranked and marked among its own rows:
	[[ $output == *$'randread-4k on db1: MB/s (more is better)\n  db1: MQ None      ########################################  125.50  SE +/- 0.50, N = 2 ?  N < 3  top; undecidable: N < 3\n  db1: MQ Deadline  ################################          101.00  SE +/- 1.00, N = 2 ?  N < 3  -19.5 % vs db1: MQ None, undecidable: N < 3\n\nrandread-4k on db2: MB/s (more is better)\n  db2: MQ None      ########################################  251.00'* ]]
	# beside them, the scheduler effect with the host as a block: db1 and db2 both -19.5 %
	# (101 / 125.5 - 1 = 202 / 251 - 1), so the paired interval has no width
	[[ $output == *$'randread-4k, all hosts, host-paired over 2 hosts: MB/s (more is better)\n  MQ None                         188.25  best\n  MQ Deadline                     151.50  -19.5 % (-19.5 to -19.5 %) vs MQ None over 2 hosts\n'* ]]
	# then across hosts:
	[[ $output == *$'randread-4k, all hosts: MB/s (more is better)\n  db2: MQ None '* ]]
	[[ $output == *"  db2: MQ None      ########################################  251.00  SE +/- 1.00, N = 2"* ]]
	[[ $output == *"  db1: MQ None      ####################                      125.50  SE +/- 0.50, N = 2"* ]]
	[[ $output == *"  db1: MQ Deadline  ################                          101.00  SE +/- 1.00, N = 2"* ]]
	[[ $output == *"  db2: MQ Deadline  ################################          202.00  SE +/- 2.00, N = 2"* ]]
	[[ $output != *"no usable runs"* ]]
}

@test "hosts fixture --html: the tables of the text, per cell and metric each host's then the one across" {
	local h=$BATS_TEST_TMPDIR/h
	run --separate-stderr scripts/compare --html "$h" tests/fixtures/results/hosts
	[ "$status" -eq 0 ]
	local text=$output
	run grep -o '<h3>[^<]*</h3>' "$h/index.html"
	# 5 metrics x (db1, db2, all hosts), in the text's order and with its titles
	[ "${#lines[@]}" -eq 15 ]
	[ "${lines[0]}" = "<h3>randread-4k on db1: MB/s</h3>" ]
	[ "${lines[1]}" = "<h3>randread-4k on db2: MB/s</h3>" ]
	[ "${lines[2]}" = "<h3>randread-4k, all hosts: MB/s</h3>" ]
	[ "${lines[14]}" = "<h3>randread-4k, all hosts: p99.9 completion latency, usec</h3>" ]
	# and in the text 5 host-paired tables beside them
	[ "$(grep -c ' is better)$' <<<"$text")" -eq 20 ]
	# 15 tables, and beside each table across hosts its host-paired effect (5)
	[ "$(grep -c '<table class=metric>' "$h/index.html")" -eq 20 ]
	[ "$(grep -c '<p>Host-paired over 2 hosts' "$h/index.html")" -eq 5 ]
	grep -q '<tr><td>MQ Deadline</td><td class=n>151.50</td><td>-19.5 % (-19.5 to -19.5 %) vs MQ None over 2 hosts</td></tr>' "$h/index.html"
	# db2's own table: db2's rows only, its own bars (the best 240 px)
	run sed -n '/<h3>randread-4k on db2: MB\/s<\/h3>/,/<\/table>/p' "$h/index.html"
	[ "$(grep -c '<tr><td>db2: ' <<<"$output")" -eq 2 ]
	[ "$(grep -c '<tr><td>db1: ' <<<"$output")" -eq 0 ]
	[[ $output == *'<tr><td>db2: MQ None</td><td class=bar><div style="width:240px"></div></td><td class=n>251.00</td>'* ]]
	# the one across hosts: all four rows, db1's best at half of db2's
	run sed -n '/<h3>randread-4k, all hosts: MB\/s<\/h3>/,/<\/table>/p' "$h/index.html"
	[ "$(grep -c '<tr><td>db[12]: ' <<<"$output")" -eq 4 ]
	[[ $output == *'<tr><td>db1: MQ None</td><td class=bar><div style="width:120px"></div></td><td class=n>125.50</td>'* ]]
}

@test "hosts fixture: a run the manifest marks failed on one host is left out of that host only" {
	work=$BATS_TEST_TMPDIR/hosts
	cp -r tests/fixtures/results/hosts "$work"
	jq '(.results[] | select(.host == "db2" and .scheduler == "none" and .run == 2) | .status) = "failed"' \
		"$work/manifest.json" >"$work/m" && mv "$work/m" "$work/manifest.json"
	run --separate-stderr scripts/compare "$work"
	[ "$status" -eq 3 ] # runs left out
	[[ $output == *"note: db2/none/randread-4k/run-2: manifest.json marks it \"failed\"; left out"* ]]
	[[ $output == *"db2: MQ None "*"N = 1"* ]]
	[[ $output == *"db1: MQ None "*"N = 2"* ]]
}

@test "hosts fixture, db2 changed: the host-paired effect averages each host's own difference (paired t over hosts)" {
	local s=$BATS_TEST_TMPDIR/hosts f
	cp -r tests/fixtures/results/hosts "$s"
	# db2's mq-deadline at 225000 and 229000 KiB/s (25000 more each): 227.00 MB/s against
	# db2's none 251.00
	for f in "$s"/db2/mq-deadline/randread-4k/run-1/fio.json "$s"/db2/mq-deadline/randread-4k/run-2/fio.json; do
		jq '.jobs[0].read.bw += 25000' "$f" >"$f.new"
		mv "$f.new" "$f"
	done
	run --separate-stderr scripts/compare "$s"
	[ "$status" -eq 0 ]
	# per host: db1 101 / 125.5 - 1 = -19.52 %, db2 227 / 251 - 1 = -9.56 %; mean -14.54 %,
	# sd of the two 7.0429, t(0.975; 1) = 12.7062: half width 12.7062 x 7.0429 / sqrt(2)
	# = 63.28: (-77.8 to +48.7 %), not resolved with 2 hosts: '~'. Means of host means:
	# none (125.5 + 251) / 2 = 188.25, mq-deadline (101 + 227) / 2 = 164.00
	[[ $output == *$'randread-4k, all hosts, host-paired over 2 hosts: MB/s (more is better)\n  MQ None                         188.25  best\n  MQ Deadline                     164.00  -14.5 % (-77.8 to +48.7 %) vs MQ None over 2 hosts ~\n'* ]]
}
