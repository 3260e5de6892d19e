#!/usr/bin/env bats
# tests/run: serial=io_uring,zram long
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# bench.bats: scripts/bench's command line (the benchmark itself is `make bench`, never a test:
# this machine is shared and noisy). Bad input: one line, exit 2, no device made. The interval
# and the verdict of a row (scripts/lib/bench-ci.sh over build/bench-ci, lib/pairci) against
# figures worked out by hand; bench-ci's bad arguments. A
# smoke run (2 pairs of 1 s per row) checks the table's shape only, never a figure, and that
# the zram device it made is gone and nothing was written into the working folder; a smoke
# --profile checks the profile file's sections. Only what the bench says it made is looked at
# (other programs make devices meanwhile).

bats_require_minimum_version 1.5.0
load helpers
# shellcheck source=scripts/lib/bench-ci.sh
. "$TOP/scripts/lib/bench-ci.sh"
# shellcheck source=scripts/lib/bench-cpu.sh
. "$TOP/scripts/lib/bench-cpu.sh"

setup() {
	ERR=$BATS_TEST_TMPDIR/bench.err
}

# teardown: nothing the bench said it made is left (bench_left).
teardown() {
	bench_left "$ERR"
}

# bench_left FILE: each device and cgroup the bench's stderr FILE says it made ("bench: made
# ...") is gone: a zram device's sysfs folder, a loop device on its backing file (and the
# file), a cgroup's folder. Only the bench's own: other programs make loop devices, zram
# devices and cgroups on this machine meanwhile.
bench_left() {
	local f=$1 x
	[ -f "$f" ] || return 0
	for x in $(sed -n 's|^bench: made /dev/\(zram[0-9]*\) .*|\1|p' "$f"); do
		[ ! -e "/sys/block/$x" ] || { echo "left: $x"; return 1; }
	done
	for x in $(sed -n 's|^bench: made /dev/loop[0-9]* on \([^ ]*\) for the run.*|\1|p' "$f"); do
		[ -z "$(losetup -j "$x")" ] || { echo "left: a loop device on $x"; return 1; }
		[ ! -e "$x" ] || { echo "left: $x"; return 1; }
	done
	for x in $(sed -n 's|^bench: made cgroup \([^ ]*\) to count.*|\1|p' "$f"); do
		[ ! -e "$x" ] || { echo "left: cgroup $x"; return 1; }
	done
	for x in $(sed -n 's|^bench: made \(/tmp/schedaio-bench\.[^ ]*\) to work in.*|\1|p' "$f"); do
		[ ! -e "$x" ] || { echo "left: $x"; return 1; }
	done
}

# window_files DIR USAGE_LINE_PRE USAGE_LINE_POST CGFILE: the two files of a CPU window as the
# hooks write them (head -n1 of /proc/stat, the device's stat, the cgroup's usage file), with
# figures worked out by hand: 170 busy jiffies of 270 (user 100, system 60, softirq 10; idle
# 100), 10,000 reads and 0 writes; CGFILE "" leaves the cgroup out.
window_files() {
	local d=$1
	{
		printf '==> /proc/stat <==\ncpu  1000 0 500 3000 10 0 20 5 0 0\n\n'
		printf '==> /sys/block/zram1/stat <==\n     100        0      800        4        0        0        0        0        0        4        4\n'
		[ -z "$4" ] || printf '\n==> /sys/fs/cgroup/x/%s <==\n%s\n' "$4" "$2"
	} >"$d/pre"
	{
		printf '==> /proc/stat <==\ncpu  1100 0 560 3100 10 0 30 5 0 0\n\n'
		printf '==> /sys/block/zram1/stat <==\n   10100        0    80800       40        0        0        0        0        0       40       40\n'
		[ -z "$4" ] || printf '\n==> /sys/fs/cgroup/x/%s <==\n%s\n' "$4" "$3"
	} >"$d/post"
}

@test "bench-cpu: cgroup and machine ns per device I/O and the share outside, worked out by hand" {
	CPUW_HZ=100
	# cgroup 0.5 s / 10,000 I/Os = 50,000 ns; machine 170 jiffies = 1.7 s / 10,000 = 170,000 ns;
	# outside: (1.7 - 0.5) / 2.7 = 44 %
	window_files "$BATS_TEST_TMPDIR" 1000000000 1500000000 cpuacct.usage
	run cpuw_per_io "$BATS_TEST_TMPDIR/pre" "$BATS_TEST_TMPDIR/post"
	[ "$output" = "50000 170000 44" ]
	window_files "$BATS_TEST_TMPDIR" "usage_usec 1000000" "usage_usec 1500000" cpu.stat # cgroup v2: us
	run cpuw_per_io "$BATS_TEST_TMPDIR/pre" "$BATS_TEST_TMPDIR/post"
	[ "$output" = "50000 170000 44" ]
	window_files "$BATS_TEST_TMPDIR" "" "" "" # no cgroup
	run cpuw_per_io "$BATS_TEST_TMPDIR/pre" "$BATS_TEST_TMPDIR/post"
	[ "$output" = "- 170000 -" ]
	: >"$BATS_TEST_TMPDIR/post" # the post-run hook wrote nothing
	run cpuw_per_io "$BATS_TEST_TMPDIR/pre" "$BATS_TEST_TMPDIR/post"
	[ "$output" = "- - -" ]
	run cpuw_per_io "$BATS_TEST_TMPDIR/pre" "$BATS_TEST_TMPDIR/no-such-file"
	[ "$output" = "- - -" ]
}

@test "bench --help exits 0 and names its options" {
	run "$TOP/scripts/bench" --help
	[ "$status" -eq 0 ]
	[[ $output == *"--reps N"* ]]
	[[ $output == *"--max-reps N"* ]]
	[[ $output == *"--budget SEC"* ]]
	[[ $output == *"How long: at most --budget (default 840 s, 14 min"* ]]
	[[ $output == *"--cases LIST"* ]]
	[[ $output == *"--devices LIST"* ]]
	[[ $output == *"--profile "* ]]
	[[ $output == *":sa-packs"* ]]
}

@test "bench: a missing value, an unknown option and a bad number are refused with exit 2" {
	local args
	for args in "--reps" "--out" "--bogus" "--reps 0" "--runtime abc" "--reps 99999999999" \
		"--backends spdk" "--lat-records 0" "--note" "--cases foo" "--cases randread:4k" \
		"--cases randread:4k:0" "--cases randread:4x:1" "--cases ," "--cases randread:4k:1:pack" "--cases randread:4k:1:sa-pack" \
		"--devices nvme" "--devices ," "--cpu x" "--cpu 1,x" "--cpu ," "--callgrind-ios 5" "--ramp -1" \
		"--ramp 5x" "--ramp 1.5" "--budget 0" "--budget x" "--budget 1000000" "--budget" "--max-reps 0" "--max-reps 10000" "--target 0" "--target x" "--target 100" \
		"--profile --profile-jobs spdk:1" "--profile --profile-jobs io_uring" "--profile --profile-runtime 0"; do
		# shellcheck disable=SC2086
		run --separate-stderr "$TOP/scripts/bench" $args
		echo "$args -> $status: $stderr"
		[ "$status" -eq 2 ]
		[ "${#stderr_lines[@]}" -eq 1 ]
		[[ $stderr == "bench: "*"(see --help)" ]]
	done
}

@test "bench-ci: t quantiles, the ratio and its interval from pairs worked out by hand" {
	[ "$(ci_t975 1)" = 12.706 ]
	[ "$(ci_t975 9)" = 2.262 ]
	[ "$(ci_t975 30)" = 2.042 ]
	[ "$(ci_t975 40)" = 2.021 ] # GSL's exact quantile (2.02108; the table's 1.96 + 2.4 / 40 gave 2.020)
	run ! ci_t975 0
	# d = ln 1.01, ln 1.02, 0, ln 1.03: mean 0.014828 (ratio 1.0149), sd 0.012722,
	# half = 3.182 * 0.012722 / 2 = 0.020241: [exp(-0.005413), exp(0.035069)], 2.04 %
	run ci_ratio <<<$'100 101\n100 102\n100 100\n100 103'
	[ "$output" = "4 1.0149 0.9946 1.0357 2.04" ]
	# the ratio is B/A: the same pairs the other way round give the reciprocal interval
	run ci_ratio <<<$'101 100\n102 100\n100 100\n103 100'
	[ "$output" = "4 0.9853 0.9655 1.0054 2.04" ]
	# identical pairs: no spread, an interval of width 0
	run ci_ratio <<<$'200 210\n100 105\n50 52.5'
	[ "$output" = "3 1.0500 1.0500 1.0500 0.00" ]
	# one pair: a ratio, no interval; a run without I/O (0) gives no ratio
	run ci_ratio <<<$'100 99\n0 5'
	[ "$output" = "1 0.9900 nan nan nan" ]
	run ci_ratio </dev/null
	[ "$output" = "0 nan nan nan nan" ]
}

@test "bench-ci: the verdict is met, missed or cannot tell, by where each interval lies" {
	[ "$(ci_verdict 0.995 1.010 0.990 1.005 0.99 1.01)" = met ]
	[ "$(ci_verdict 0.980 1.010 0.990 1.005 0.99 1.01)" = "cannot tell" ] # IOPS straddles 0.99
	[ "$(ci_verdict 0.995 1.010 1.000 1.020 0.99 1.01)" = "cannot tell" ] # CPU straddles 1.01
	[ "$(ci_verdict 0.950 0.985 0.990 1.005 0.99 1.01)" = missed ]        # IOPS below 0.99
	[ "$(ci_verdict 0.995 1.010 1.015 1.030 0.99 1.01)" = missed ]        # CPU above 1.01
	[ "$(ci_verdict nan nan nan nan 0.99 1.01)" = "cannot tell" ]
	[ "$(ci_verdict 0.5 0.6 0.990 1.005 0 1.02)" = met ] # no IOPS goal (loop at iodepth 16)
}

@test "bench-ci: a row's spread from pairs worked out by hand; '-' below 3 pairs" {
	# CPU log ratios ln 1.01, ln 0.98, ln 1.03, 0: sd 0.020718; IOPS ln 1.01, ln 0.99, ln 1.02, 0:
	# sd 0.012845; fio's runs all equal (sd 0: no correlation); pairs for +/- 1 %:
	# (1.96 x 0.020718 / ln 1.01)^2 = 16.66 -> 17, at 3 s a pair 51 s
	run ci_spread 1 3 < <(printf '100 101 10 10.1\n100 99 10 9.8\n100 102 10 10.3\n100 100 10 10\n')
	[ "$status" -eq 0 ]
	[ "$output" = "CPU ratio 0.021 fio 0.000 sa 0.021 r - | IOPS ratio 0.013 fio 0.000 sa 0.013 r - | pairs for +/-1 %: 17 (51 s)" ]
	# both engines' runs move together (schedaio = 1.1 x fio): ratio sd 0, correlation 1, 1 pair
	run ci_spread 1 3 < <(printf '100 110 10 11\n200 220 20 22\n50 55 5 5.5\n')
	[ "$output" = "CPU ratio 0.000 fio 0.693 sa 0.693 r 1.00 | IOPS ratio 0.000 fio 0.693 sa 0.693 r 1.00 | pairs for +/-1 %: 0 (0 s)" ]
	run ci_spread 1 3 < <(printf '100 101 10 10.1\n100 99 10 9.8\n')
	[ "$output" = "-" ]
}

@test "bench-ci: bad arguments and input are refused with exit 2 and one line; means and widths as the table prints them" {
	local args
	for args in "" "nosuch" "t975" "t975 0" "t975 x" "ratio 1" "ratio 0 2" "ratio 1 33" "gmean" "gmean 1 2" \
		"mean" "spread 1" "spread 0 3" "spread 1 -1" "verdict 1 2 3" "verdict 1 2 3 4 x 1" "wider 1" "within 1 2"; do
		# shellcheck disable=SC2086
		run --separate-stderr ci_run $args </dev/null
		echo "$args -> $status: $stderr"
		[ "$status" -eq 2 ]
		[ "${#stderr_lines[@]}" -eq 1 ]
		[[ $stderr == "bench-ci: "* ]]
	done
	run --separate-stderr ci_ratio < <(head -c 5000 /dev/zero | tr '\0' 1) # a line longer than 4,095 bytes
	[ "$status" -eq 2 ]
	# the mean of two columns, "-" no number (bench's "outside"); the geometric mean, whole
	run ci_mean 2 3 <<<$'x 10 -\ny 20 30'
	[ "$output" = 20 ]
	run ci_mean 2 <<<$'x -'
	[ "$output" = - ]
	run ci_gmean 2 <<<$'x 10\ny 1000\nz 0'
	[ "$output" = 100 ]
	run ci_ratio 2 4 <<<$'x 100 y 101\nx 100 y 102\nx 100 y 100\nx 100 y 103'
	[ "$output" = "4 1.0149 0.9946 1.0357 2.04" ]
	[ "$(ci_wider 1.234 2.0)" = 2.0 ]
	[ "$(ci_wider nan nan)" = - ]
	ci_within 1 0.5 1
	run ci_within 1 0.5 1.01
	[ "$status" -eq 1 ]
	run ci_within 1 nan nan
	[ "$status" -eq 1 ]
}

@test "bench smoke run: one row per backend and pinning with ratios, intervals and a verdict; nothing left behind" {
	need_root
	need_engine
	[ -x "$TOP/build/lathist-cost" ] || skip "build/lathist-cost not built (make bench builds it)"
	[ -e /sys/class/zram-control ] || skip "no zram module"
	local cwd
	cwd=$(mktemp -d "$BATS_TEST_TMPDIR/cwd.XXXXXX")
	cd "$cwd"
	run --separate-stderr "$TOP/scripts/bench" --reps 2 --max-reps 2 --runtime 1 --ramp 0 \
		--cases randread:4k:1,randread:4k:4:packs --cpu 1,none --callgrind-ios 0 --lat-records 1000 --note "smoke test"
	echo "$output"
	echo "$stderr" | tee "$ERR"
	grep -q '^bench: made /dev/zram[0-9]* (1 GiB) for the run; removed at its end$' "$ERR"
	[ "$status" -eq 0 ]
	[[ ${lines[0]} == "schedaio bench, "*"$(fio --version)"* ]]
	[ "${lines[1]}" = "note: smoke test" ]
	local ci='[0-9.]+ \[ *[0-9.]+, +[0-9.]+\]' be cpu
	local num="[0-9]+ +[0-9]+ +$ci +[0-9]+ +[0-9]+ +$ci +2 +[0-9.]+  (met|missed|cannot tell)$"
	for be in libaio io_uring; do
		for cpu in 1 none; do
			grep -Eq "^zram +$be +randread +4k +1 +default +$cpu +($num|unavailable: )" <<<"$output"
			grep -Eq "^zram +$be +randread +4k +4 +packs +$cpu +($num|unavailable: )" <<<"$output"
		done
	done
	[ "$(grep -c '^zram ' <<<"$output")" -eq 8 ]
	[ "$(grep -c '^spread zram ' <<<"$output")" -eq 8 ] # 2 pairs: no spread yet ("-")
	grep -Eq '^spread zram +libaio +randread +4k +1 +default +1 +-$' <<<"$output"
	# CPU counted whole: every row, fio's own ratio beside the cgroup's and the machine's
	local whole="own $ci +cgroup +([0-9]+ +[0-9]+ +$ci|- +- +-) +machine +[0-9]+ +[0-9]+ +$ci +outside +[0-9]+ %$"
	for be in libaio io_uring; do
		for cpu in 1 none; do
			grep -Eq "^zram +$be +randread +4k +1 +default +$cpu +unavailable: " <<<"$output" ||
				grep -Eq "^whole zram +$be +randread +4k +1 +default +$cpu +$whole" <<<"$output"
			grep -Eq "^zram +$be +randread +4k +4 +packs +$cpu +unavailable: " <<<"$output" ||
				grep -Eq "^whole zram +$be +randread +4k +4 +packs +$cpu +$whole" <<<"$output"
		done
	done
	grep -Eq '^\(cgroup v[12] (cpuacct.usage, ns|cpu.stat usage_usec, us)|not counted: ' <<<"$output"
	grep -q '(/proc/stat user+nice+system+irq+softirq, jiffies of 1/[0-9]* s' <<<"$output"
	grep -Eq '^latency recording: lathist_record ns/call [0-9.]+' <<<"$output"
	grep -Eq '^latency recording: (lathist_record instructions/call [0-9.]+|instructions not counted)' <<<"$output"
	grep -Eq '^took [0-9]+s: [0-9]+ pairs in [0-9]+ s \([0-9.]+ s a pair\)' <<<"$output"
	[ -z "$(ls -A "$cwd")" ] # no stray file in the working folder
}

@test "bench with a tiny budget: the estimate up front, progress and ETA per pair, --reps pairs only" {
	need_root
	need_engine
	[ -e /sys/class/zram-control ] || skip "no zram module"
	local cwd
	cwd=$(mktemp -d "$BATS_TEST_TMPDIR/cwd.XXXXXX")
	cd "$cwd"
	run --separate-stderr "$TOP/scripts/bench" --reps 2 --max-reps 50 --budget 1 --runtime 1 --ramp 0 \
		--cases randread:4k:1 --backends libaio --cpu none --callgrind-ios 0 --lat-records 1000
	echo "$output"
	echo "$stderr" | tee "$ERR"
	[ "$status" -eq 0 ]
	# before the first run: rows, pairs, and the time at most (set-up + 2 pairs of ~3 s here)
	grep -Eq '^bench: 1 rows, 2 to 50 ABBA pairs each \(about [0-9]+ s a pair: 1 s runs after ramp_time 0\), a row ending at \+/- 1 % or at its time cap; estimated time 0m[0-9]{2}s at most \(--budget 1 s\)$' <<<"$stderr"
	[ "$(grep -c 'ETA [0-9]*m[0-9][0-9]s at most\] zram libaio randread 4k qd1 cpu none pair [12] ' <<<"$stderr")" -eq 2 ]
	# the budget stops the row at --reps pairs; the header says how the rows end
	grep -Eq '^zram +libaio +randread +4k +1 +default +none +[0-9]+ +[0-9]+ .* 2 +[0-9.]+  (met|missed|cannot tell)$' <<<"$output"
	grep -q "or the row's time cap is hit (its even share of a budget of 1 s for the bench, less 0 s for callgrind)" <<<"$output"
	[ -z "$(ls -A "$cwd")" ]
}

@test "bench --profile smoke: one file per job with both runs side by side; no zram device left" {
	need_root
	need_engine
	[ -e /sys/class/zram-control ] || skip "no zram module"
	command -v perf >/dev/null || skip "perf not installed"
	local dir=$BATS_TEST_TMPDIR/prof f
	run --separate-stderr "$TOP/scripts/bench" --profile --profile-runtime 1 --profile-jobs libaio:1 \
		--profile-dir "$dir" --cpu 1
	echo "$output"
	echo "$stderr" | tee "$ERR"
	grep -q '^bench: made /dev/zram' "$ERR"
	[ "$status" -eq 0 ]
	f=$dir/$(date +%F)-profile-libaio-qd1.txt
	[ -f "$f" ]
	[ "$(find "$dir" -type f | wc -l)" -eq 1 ]
	grep -q '^schedaio profile, ' "$f"
	grep -Eq '^fio: +[0-9]+ IOPS' "$f"
	grep -Eq '^schedaio: +[0-9]+ IOPS' "$f"
	grep -q '^== samples per object' "$f"
	grep -q '^== top symbols' "$f"
	grep -q '^== perf diff' "$f"
	grep -Eq '\[kernel\.kallsyms\].*\|.*\[kernel\.kallsyms\]' "$f" # both columns filled
	grep -q 'schedaio.so' "$f"
}

@test "bench stopped by TERM mid-run removes its zram device and its work folder" {
	need_root
	need_engine
	[ -e /sys/class/zram-control ] || skip "no zram module"
	local tag="bench-term-test-$$-$RANDOM" pid=""
	"$TOP/scripts/bench" --reps 50 --runtime 1 --ramp 0 --cases randread:4k:1 --backends libaio \
		--cpu none --callgrind-ios 0 --lat-records 1000 --note "$tag" >/dev/null 2>"$ERR" &
	for _ in $(seq 150); do grep -q '^bench: made /dev/zram' "$ERR" && break; sleep 0.2; done
	grep -q '^bench: made /dev/zram' "$ERR" # the bench made its device
	# the bench's own shell (the one that started here may be a wrapper that forked it):
	# the oldest process whose command line holds this test's unique note
	pid=$(pgrep -o -f -- "--note $tag")
	[ -n "$pid" ]
	sleep 1
	kill -TERM "$pid"
	for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
	run kill -0 "$pid"
	[ "$status" -ne 0 ] # it stopped within 10 s (the fio run in progress ends first)
	wait || true
	grep -q '^bench: made /tmp/schedaio-bench\.' "$ERR"
	# teardown: its zram device and its work folder gone (bench_left)
}

@test "bench --out a folder, or a file in no folder: refused at once with exit 2, not after the bench's minutes" {
	local o
	for o in "$BATS_TEST_TMPDIR" "$BATS_TEST_TMPDIR/no-such-folder/bench.txt"; do
		run --separate-stderr timeout 20 "$TOP/scripts/bench" --out "$o" --reps 1 --max-reps 1 \
			--runtime 1 --ramp 0 --cases randread:4k:1 --cpu none --callgrind-ios 0 --lat-records 1000
		echo "$o -> $status: $stderr"
		[ "$status" -eq 2 ]
		[[ $stderr == "bench: --out $o"*"(see --help)" ]]
	done
}
