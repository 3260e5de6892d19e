#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# compare-fio.bats: scripts/compare on fio JSON that is not a run-pack study (issue 14):
# fio jobs run by hand with the engine under two schedulers on a scratch loop device file into
# one table by the engine's tag; a randrw job gives a read row and a write row; fio 2.x-style
# and client/server JSON (tests/fixtures/fio/v2, cs) read right; each malformed input
# (tests/fixtures/fio/bad) named and skipped with exit 3. The loop device and every scheduler
# change are undone by the cleanup stack teardown runs.

bats_require_minimum_version 1.5.0

load helpers

FIX=tests/fixtures/fio

setup() {
	cd "$TOP" || return 1
	common_setup
}

teardown() {
	common_teardown
}

# loop_with SCHED...: a 64 MiB RAM loop device in LOOP offering every SCHED (else skip);
# its scheduler is restored by cleanup.
loop_with() {
	need_root
	need_engine
	ram_loop 64
	need_sched "$LOOP" "$@"
	quietly sched_save_restore "$LOOP"
}

# hand_run NAME SCHED FIO_ARGS...: switch LOOP to SCHED and run one fio job on it with the
# engine, as a user would: $WORK/NAME.json (fio) and $WORK/NAME.stats.json (engine).
hand_run() {
	local name=$1 sched=$2
	shift 2
	sched_set "$LOOP" "$sched"
	(cd "$WORK" && fio --output-format=json --output="$name.json" --name=job \
		--ioengine="external:$ENGINE" --filename="$LOOP" --direct=1 --bs=4k --iodepth=4 \
		--time_based --runtime=300ms --stats_file="$WORK/$name.stats.json" "$@")
}

@test "hand-run fio under two schedulers: one table, rows named by the tag, not the files" {
	loop_with none mq-deadline
	hand_run a none --rw=randread
	hand_run b mq-deadline --rw=randread
	run --separate-stderr scripts/compare "$WORK/a.json" "$WORK/b.json"
	echo "$output"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[[ ${lines[0]} == "Results   a.json and others: 2 fio JSON files, 2 jobs, 2 paired with engine stats" ]]
	# one MB/s table for the cell, a row per scheduler, labelled from jobs/sched-labels.tsv
	[ "$(grep -c '^randread-4k-qd4: MB/s' <<<"$output")" -eq 1 ]
	[ "$(sed -n '/^randread-4k-qd4: MB\/s/,/^$/p' <<<"$output" | grep -c -E '^  (MQ None|MQ Deadline) ')" -eq 2 ]
	run ! grep -E '^  (a|b) ' <<<"$output"
	# the folder alone finds the same
	run --separate-stderr scripts/compare "$WORK"
	[ "$status" -eq 0 ]
	[ "$(sed -n '/^randread-4k-qd4: MB\/s/,/^$/p' <<<"$output" | grep -c -E '^  (MQ None|MQ Deadline) ')" -eq 2 ]
}

@test "a randrw job gives a read row and a write row" {
	loop_with none
	hand_run mixed none --rw=randrw --rwmixread=70
	run --separate-stderr scripts/compare "$WORK/mixed.json"
	echo "$output"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	# a table per direction: a write row is never ranked against the best read row
	[[ $output == *$'randrw-r70-4k-qd4 (read): MB/s (more is better)\n  MQ None (read) '* ]]
	[[ $output == *$'randrw-r70-4k-qd4 (write): MB/s (more is better)\n  MQ None (write) '* ]]
	[ "$(sed -n '/^randrw-r70-4k-qd4 (read): MB\/s/,/^$/p' <<<"$output" | grep -c -E '^  MQ None \((read|write)\) ')" -eq 1 ]
	# p99 per direction from the engine's read and write stats
	[ "$(sed -n '/^randrw-r70-4k-qd4 (read): p99 /,/^$/p' <<<"$output" | grep -c -E '^  MQ None \(read\) ')" -eq 1 ]
	[ "$(sed -n '/^randrw-r70-4k-qd4 (write): p99 /,/^$/p' <<<"$output" | grep -c -E '^  MQ None \(write\) ')" -eq 1 ]
	# and a plot per direction, each in the report under its own title
	run --separate-stderr scripts/compare --html "$WORK/h" "$WORK/mixed.json"
	[ "$status" -eq 0 ]
	[ -s "$WORK/h/plots/randrw-r70-4k-qd4-mbps-read.png" ]
	[ -s "$WORK/h/plots/randrw-r70-4k-qd4-mbps-write.png" ]
	# the why plots per direction too: neither direction's replaces the other's
	[ -s "$WORK/h/plots/randrw-r70-4k-qd4-throughput-read.png" ]
	[ -s "$WORK/h/plots/randrw-r70-4k-qd4-throughput-write.png" ]
	run ! cmp -s "$WORK/h/plots/data/randrw-r70-4k-qd4-throughput-read.tsv" \
		"$WORK/h/plots/data/randrw-r70-4k-qd4-throughput-write.tsv"
	[ "$(grep -o '<img alt="throughput over time"' "$WORK/h/index.html" | wc -l)" -eq 2 ]
	grep -q '<h3>randrw-r70-4k-qd4 (write): p99 completion latency, usec</h3>' "$WORK/h/index.html"
}

# mbps_of FIO_JSON: the sum of its jobs' read bw (KiB/s) in MiB/s, as compare prints it.
mbps_of() {
	jq '[.jobs[].read.bw] | add' "$1" | awk '{ printf "%.2f", $1 / 1024 }'
}

# row_value TEXT TITLE: the mean of the first row of the table titled TITLE in TEXT.
row_value() {
	sed -n "/^$2/{n;p;q}" <<<"$1" | awk '{ for (i = 2; i <= NF; i++) if ($i ~ /^[0-9.]+$/) { print $i; exit } }'
}

# within_bin OURS FIO: 0 when OURS is within fio's bin of FIO: fio's latency histogram has
# 64 buckets per power of two (FIO_IO_U_PLAT_BITS 6) and reports a bucket's value, so a
# percentile is known to 1/64 of itself; ours is exact to the engine's 0.1 %.
within_bin() {
	awk -v a="$1" -v b="$2" 'BEGIN { d = a - b; if (d < 0) d = -d; exit !(b > 0 && d <= b / 64 + a * 0.001) }'
}

@test "numjobs=2 with and without group_reporting: one run of the job's whole MB/s and its merged latency, filed by the tag" {
	loop_with none
	hand_run c none --rw=randread --numjobs=2
	hand_run g none --rw=randread --numjobs=2 --group_reporting
	[ "$(jq '.jobs | length' "$WORK/c.json")" -eq 2 ]
	[ "$(jq '.jobs | length' "$WORK/g.json")" -eq 1 ]
	local f p ours theirs
	for f in c g; do
		run --separate-stderr scripts/compare "$WORK/$f.json"
		echo "$output"
		echo "$stderr"
		[ "$status" -eq 0 ]
		[ -z "$stderr" ]
		[[ ${lines[0]} == *"1 job, 1 paired with engine stats" ]]
		# one run (not one per clone), the sum of the clones, under the tag's label
		# and the clone merge said once, as a note in the cell's first table (issue 31)
		[[ $output == *$'randread-4k-qd4-j2: MB/s (more is better)\n  note: numjobs=2 clones'*$': one run, fio\'s MB/s and IOPS of them all; their engine stats merged (the latency of every clone\'s I/O)\n  MQ None       ########################################  '"$(mbps_of "$WORK/$f.json")"'  SE +/- 0.00, N = 1'* ]]
		[ "$(grep -c 'note: ' <<<"$output")" -eq 1 ]
		# the clones' stats merged by the merge rule of merge-stats: the job's latency tables
		grep -q "^randread-4k-qd4-j2: p99 completion latency" <<<"$output"
	done
	# with group_reporting fio prints the group's percentiles: ours equal them within fio's bin
	for p in 50 99 99.9; do
		ours=$(row_value "$output" "randread-4k-qd4-j2: p$p completion")
		theirs=$(jq -r --arg k "$(printf '%.6f' "$p")" '.jobs[0].read.clat_ns.percentile[$k] / 1000' "$WORK/g.json")
		echo "p$p: ours $ours, fio $theirs"
		within_bin "$ours" "$theirs"
	done
	# merge-stats' output keeps job and target: beside the fio file instead of the clones'
	# files, it pairs as one job's stats and gives the same p99
	mkdir "$WORK/m"
	cp "$WORK/g.json" "$WORK/m/"
	scripts/merge-stats -o "$WORK/m/g.merged.json" "$WORK"/g.stats.[01].json
	local merged_p999=$ours
	run --separate-stderr scripts/compare "$WORK/m/g.json"
	echo "$output"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[[ ${lines[0]} == *"1 job, 1 paired with engine stats" ]]
	[[ $output != *"scheduler unknown"* ]]
	[ "$(row_value "$output" "randread-4k-qd4-j2: p99.9 completion")" = "$merged_p999" ]
}

@test "a job without engine stats: named on stderr, filed under --label, scheduler unknown" {
	loop_with none
	hand_run a none --rw=randread
	rm "$WORK/a.stats.json"
	run --separate-stderr scripts/compare --label baseline "$WORK/a.json"
	[ "$status" -eq 0 ]
	[[ $stderr == "compare: $WORK/a.json: job \"job\": no engine stats paired (no engine stats file beside it (or under --stats) has its job name and counts); filed under \"baseline\", scheduler unknown" ]]
	[[ $output == *$'\nUnknown   scheduler unknown for "baseline" '* ]]
	[[ $output == *$'\n  baseline  '* ]]
}

@test "fio 2.x JSON (io_bytes in KiB, no bw_bytes, clat in usec, text before the JSON): read right" {
	run --separate-stderr scripts/compare --unit KiB/s/1000 "$FIX/v2"
	echo "$output"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	# bw 100000 and 80000 KiB/s / 1000; p99 from the engine (ns / 1000), not fio's usec
	[[ $output == *"  MQ None          ########################################  100.00  SE +/- 0.00, N = 1"* ]]
	[[ $output == *"  BFQ low_latency  ################################           80.00  SE +/- 0.00, N = 1"* ]]
	[[ $output == *$'randread-4k-qd16: p99 completion latency, usec (less is better)\n  MQ None          ################################          450.00'* ]]
	[[ $output == *"Units     MB/s = fio KiB/s / 1000, as Phoronix published fio 2.1.13 results (chosen with --unit)"* ]]
}

@test "fio 2.x: engine stats whose bytes differ in the KiB fio kept are not paired" {
	cp -r "$FIX/v2" "$WORK/v2"
	sed -i 's/"bytes": 409600000/"bytes": 409601024/' "$WORK/v2/none.schedaio.json"
	run --separate-stderr scripts/compare "$WORK/v2/none.json"
	[ "$status" -eq 0 ]
	[[ $stderr == *"none.json: job \"job1\": no engine stats paired"* ]]
}

@test "client/server JSON: rows '<host>: <scheduler>', a table per host and one across, 'All clients' left out" {
	run --separate-stderr scripts/compare "$FIX/cs/client.json"
	echo "$output"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	# a table per host, then the one across hosts
	[[ $output == *$'randread-4k-qd16 on hostA: MB/s (more is better)\n  hostA: MQ Deadline  ########################################  100.00'* ]]
	[[ $output == *$'randread-4k-qd16 on hostB: MB/s (more is better)\n  hostB: BFQ    ########################################  120.00'* ]]
	[[ $output == *$'randread-4k-qd16, all hosts: MB/s (more is better)\n  hostB: BFQ          ########################################  120.00  SE +/- 0.00, N = 1 ?  N < 3\n  hostA: MQ Deadline  #################################         100.00  SE +/- 0.00, N = 1 ?  N < 3'* ]]
	run ! grep -q "All clients" <<<"$output"
}

@test "client/server JSON --html: a table per host, the host name escaped (strings from results are data)" {
	mkdir "$WORK/cs"
	cp "$FIX"/cs/host*.schedaio.json "$WORK/cs/"
	jq --arg h $'B<b>x</b>&"y\'' '(.client_stats[] | select(.hostname == "hostB") | .hostname) = $h' \
		"$FIX/cs/client.json" >"$WORK/cs/client.json"
	run --separate-stderr scripts/compare --html "$WORK/h" "$WORK/cs/client.json"
	[ "$status" -eq 0 ]
	run grep -o '<h3>[^<]*</h3>' "$WORK/h/index.html"
	[ "${#lines[@]}" -eq 15 ]
	[ "${lines[0]}" = "<h3>randread-4k-qd16 on hostA: MB/s</h3>" ]
	[ "${lines[1]}" = "<h3>randread-4k-qd16 on B&lt;b&gt;x&lt;/b&gt;&amp;&quot;y&#39;: MB/s</h3>" ]
	[ "${lines[2]}" = "<h3>randread-4k-qd16, all hosts: MB/s</h3>" ]
	grep -q '<tr><td>B&lt;b&gt;x&lt;/b&gt;&amp;&quot;y&#39;: BFQ</td>' "$WORK/h/index.html"
	run ! grep -q '<b>x' "$WORK/h/index.html"
}

@test "each malformed input named and skipped, exit 3" {
	run --separate-stderr scripts/compare "$FIX/bad" "$FIX/bad/notfio.json" "$FIX/randread-4k-none.json"
	echo "$stderr"
	[ "$status" -eq 3 ]
	[[ $stderr == *"$FIX/bad/empty.json: empty file; skipped"* ]]
	[[ $stderr == *"$FIX/bad/huge.json: not valid JSON: real number overflow"*"; skipped"* ]]
	[[ $stderr == *"$FIX/bad/nojobs.json: not fio's JSON output: no \"jobs\" or \"client_stats\" array with a job; skipped"* ]]
	[[ $stderr == *"$FIX/bad/text.json: no JSON object in the file (it starts: \"fio: pid=0"* ]]
	[[ $stderr == *"$FIX/bad/truncated.json: truncated: the JSON stops at line "* ]]
	[[ $stderr == *"$FIX/bad/error.json: job \"test\": fio reported error 5 (Input/output error) for the job; left out"* ]]
	[[ $stderr == *"$FIX/bad/mixed.json: job \"test\": unified_rw_reporting=mixed: the directions cannot be told apart; left out"* ]]
	[[ $stderr == *"$FIX/bad/negative.json: job \"test\": read lacks a usable \"bw\" or \"iops\"; left out"* ]]
	[[ $stderr == *"$FIX/bad/notfio.json: neither fio's JSON output nor schedaio engine stats; skipped"* ]]
	# the good file still makes its table, with its engine stats
	[[ $output == *$'randread-4k-qd64: MB/s (more is better)\n  MQ None '* ]]
}

@test "one malformed file named alone: its reason, then one line calling it a file, not a folder, exit 1" {
	run --separate-stderr scripts/compare "$FIX/bad/truncated.json"
	echo "$stderr"
	[ "$status" -eq 1 ]
	[ "${#stderr_lines[@]}" -eq 2 ]
	[[ ${stderr_lines[0]} == "compare: $FIX/bad/truncated.json: truncated: the JSON stops at line "*"; skipped" ]]
	[ "${stderr_lines[1]}" = "compare: $FIX/bad/truncated.json: no fio job read from it (fio's JSON output: --output-format=json or json+)" ]
}

@test "a broken JSON file beside a named fio file is none of the inputs: passed over quietly, exit 0" {
	local d=$BATS_TEST_TMPDIR/beside
	mkdir "$d"
	cp "$FIX/randread-4k-none.json" "$FIX/randread-4k-none.schedaio.json" "$d/"
	echo '{"x":' >"$d/notes.json"
	run --separate-stderr scripts/compare "$d/randread-4k-none.json"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
	[[ $output == *$'randread-4k-qd64: MB/s (more is better)\n  MQ None '* ]]
}

@test "--unit: MB/s and an unknown unit (exit 2)" {
	run --separate-stderr scripts/compare --unit MB/s "$FIX/v2/none.json"
	[ "$status" -eq 0 ]
	# 100000 KiB/s x 1024 / 10^6
	[[ $output == *"  MQ None       ########################################  102.40  SE +/- 0.00, N = 1"* ]]
	run --separate-stderr scripts/compare --unit GB/s "$FIX/v2/none.json"
	[ "$status" -eq 2 ]
	[[ $stderr == "compare: unknown --unit (KiB/s/1000, MiB/s, MB/s) 'GB/s'; usage:"* ]]
}

@test "honest numbers: a spread above 3.5 % is marked, a merge ratio of 2e-06 is not 0" {
	local i bw
	for i in 1 2 3; do
		mkdir "$WORK/r$i"
		cp "$FIX/v2/none.json" "$FIX/v2/none.schedaio.json" "$WORK/r$i/"
		bw=$((80000 + i * 10000)) # 90000, 100000, 110000 KiB/s: RSD 10 %
		sed -i "s/\"bw\": 100000/\"bw\": $bw/" "$WORK/r$i/none.json"
		jq --argjson r "$([ "$i" = 1 ] && echo 2e-06 || echo 0)" \
			'.devstat = [{device: "loop7", role: "device", merge_ratio: {read: $r, write: 0}}]' \
			"$FIX/v2/none.schedaio.json" >"$WORK/r$i/none.schedaio.json"
	done
	run --separate-stderr scripts/compare --unit KiB/s/1000 "$WORK"
	echo "$output"
	[ "$status" -eq 0 ]
	[[ $output == *"  MQ None       ########################################  100.00  SE +/- 5.77, N = 3  RSD 10.0 % > 3.5 %"* ]]
	# (2e-06 + 0 + 0) / 3, three significant digits, no best and no order
	[[ $output == *$'randread-4k-qd16: merge ratio, merges / (ios + merges) (neither way is better)\n  MQ None       ########################################  6.67e-07  SE +/- 6.67e-07, N = 3'* ]]
}

@test "no bw and iops in fio's JSON: derived from the engine's window.ns, else left out" {
	cp "$FIX/v2/none.json" "$WORK/a.json"
	jq 'del(.jobs[0].read.bw, .jobs[0].read.iops)' "$FIX/v2/none.json" >"$WORK/a.json"
	# 409600000 bytes in a 2 s window: 200000 KiB/s = 200.00 MB/s (KiB/s/1000); 50000 IOPS
	jq '.window = {start_unix_ns: 1796061990000000000, end_unix_ns: 1796061992000000000, ns: 2000000000}' \
		"$FIX/v2/none.schedaio.json" >"$WORK/a.schedaio.json"
	run --separate-stderr scripts/compare --unit KiB/s/1000 "$WORK/a.json"
	[ "$status" -eq 0 ]
	[[ $output == *"  MQ None       ########################################  200.00  SE +/- 0.00, N = 1"* ]]
	[[ $output == *"  MQ None       ########################################  50000.00  SE +/- 0.00, N = 1"* ]]
	jq 'del(.window)' "$FIX/v2/none.schedaio.json" >"$WORK/a.schedaio.json"
	run --separate-stderr scripts/compare "$WORK/a.json"
	[ "$status" -eq 1 ]
	[ "${stderr_lines[0]}" = "compare: $WORK/a.json: job \"job1\": no read \"bw\" and \"iops\", and no engine stats with window.ns to derive them from; left out" ]
}

@test "hostile fio JSON strings: rw with a newline and EOD makes a one-line cell name, a job name with a newline a one-line message" {
	jq --arg rw $'randread\nEOD\nsystem(\'touch x\')' --arg jn $'j\ncompare: all fine' \
		'.jobs[0]["job options"].rw = $rw | .jobs[0].jobname = $jn' "$FIX/v2/none.json" >"$WORK/h.json"
	run --separate-stderr scripts/compare --format csv "$WORK/h.json"
	echo "$output"
	echo "$stderr"
	[ "$status" -eq 0 ]
	# one message line, the newline shown as \x0a
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *'job "j\x0acompare: all fine": no engine stats paired'* ]]
	# the header and one line per metric (MB/s, IOPS): no line broken by the cell name
	[ "${#lines[@]}" -eq 3 ]
	[[ ${lines[1]} == "h.json,randread_eod_system__touch_x__-4k-qd16,mbps,"* ]]
}

@test "a target.label with a newline and '|': one text row, one md row" {
	cp "$FIX/v2/none.json" "$WORK/a.json"
	jq --arg l $'MQ None\n  FAKE  ####  999.00  SE +/- 0.00, N = 9 | x' '.target.label = $l' \
		"$FIX/v2/none.schedaio.json" >"$WORK/a.schedaio.json"
	run --separate-stderr scripts/compare "$WORK/a.json"
	echo "$output"
	[ "$status" -eq 0 ]
	[[ $output == *$'\n  MQ None   FAKE  ####  999.00  SE +/- 0.00, N = 9 | x  ####'* ]]
	run ! grep -q '^  FAKE' <<<"$output"
	run --separate-stderr scripts/compare --format md "$WORK/a.json"
	echo "$output"
	[[ $output == *'| MQ None   FAKE  ####  999.00  SE +/- 0.00, N = 9 \| x | 97.66 |'* ]]
	run ! grep -q '^  FAKE' <<<"$output"
}

@test "--format md: a label's HTML and table characters are escaped in the rows (a renderer passing inline HTML shows them as text)" {
	cp "$FIX/randread-4k-none.json" "$WORK/a.json"
	cp "$FIX/write-4k-none.json" "$WORK/b.json"
	run --separate-stderr scripts/compare --label '<script>alert(1)</script>&x|y' --label b --format md \
		"$WORK/a.json" "$WORK/b.json"
	echo "$output"
	[ "$status" -eq 0 ]
	local md=$output
	# every row of a table: escaped; the header's lines are an indented code block
	[ "$(grep -c '^| &lt;script>alert(1)&lt;/script>&amp;x\\|y |' <<<"$md")" -ge 2 ]
	grep -q '^    Unknown   scheduler unknown for "<script>' <<<"$md"
	run grep -E '^[^ ].*<script>' <<<"$md"
	[ "$status" -eq 1 ]
}

@test "--unit other than the --reference set's: refused (exit 2, one line), the ratios would divide MiB/s by KiB/s/1000; the set's own unit is taken" {
	run --separate-stderr scripts/compare --unit MiB/s --reference laptop-4.13 "$FIX/v2"
	[ "$status" -eq 2 ]
	[ "$stderr" = "compare: --unit MiB/s: the published set laptop-4.13 is in KiB/s/1000, and a ratio to it needs one unit; leave --unit out (the set's unit is taken)" ]
	[ -z "$output" ]
	run --separate-stderr scripts/compare --unit KiB/s/1000 --reference laptop-4.13 "$FIX/v2"
	[ "$status" -eq 0 ]
}
