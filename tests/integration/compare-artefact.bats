#!/usr/bin/env bats
# tests/run: serial=vm-dirty long
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# compare-artefact.bats: the report crowns no artefact and says what the medium is (issue 40's
# acceptance), on a quick laptop study made here: the laptop device model, none and
# mq-deadline, 2 runs of the four 2 MiB cells (run-pack --quick: 3 s windows, where fio's own
# count is 8-15 % above what the device moved under none: results/bench/2026-12-06-countbias.txt).
# - every 2 MiB MB/s and IOPS table is ranked on the device's rate (json ranked_on "device"),
#   fio's figure beside it in every format (text "fio N", md and html a column, json
#   fio_mean), the reason in one note;
# - in no 2 MiB table is a row starred, coloured or called best while its count bias (of the
#   figure it is ranked on) is at least the margin it leads by: with N = 2 none is (top rows
#   "?"); with the runs copied to N = 3 a best may be crowned, only by a lead larger than that
#   bias; and ranked on fio's figure (the same study without the engine's window counters), a
#   top row whose bias note exceeds its lead is not crowned either;
# - no row carries "~" unless a 95 % test was made (both rows N >= 3): text, md, json, html;
# - the header names the medium's real stack and its caps in every format.
# Needs root, cgroup v1 blk-throttle, the engine, gnuplot; ~2 minutes.

bats_require_minimum_version 1.5.0

load helpers

COMPARE=$TOP/scripts/compare

setup_file() {
	# the study, made once for the file's tests (bats removes BATS_FILE_TMPDIR)
	[ "$(id -u)" -eq 0 ] || return 0
	[ -w /sys/fs/cgroup/blkio/blkio.throttle.read_bps_device ] || return 0
	[ -f "$TOP/build/schedaio.so" ] || return 0
	local out=$BATS_FILE_TMPDIR/out dir
	mkdir -m 0700 "$out"
	# the probe is not what this file is about (devmodel.bats): short, tolerant of a busy machine
	dir=$(SCHEDAIO_STATE_DIR=$BATS_FILE_TMPDIR/state SCHEDAIO_DM_PROBE="1 1" SCHEDAIO_DM_TOLERANCE_PCT=100 \
		SCHEDAIO_DEVICE_MODEL='' "$TOP/scripts/run-pack" --pack "$TOP/jobs/laptop" \
		--device-model laptop --quick --cells read-2m,write-2m,randread-2m,randwrite-2m \
		--schedulers none,mq-deadline --runs 2 --out "$out" 2>"$BATS_FILE_TMPDIR/rp.err") ||
		{ cat "$BATS_FILE_TMPDIR/rp.err" >&2; return 1; }
	echo "$dir" >"$BATS_FILE_TMPDIR/study"
}

setup() {
	need_root
	[ -s "$BATS_FILE_TMPDIR/study" ] || skip "no study: cgroup v1 blk-throttle or the engine missing"
	common_setup
	S=$(cat "$BATS_FILE_TMPDIR/study")
}

teardown() {
	common_teardown
}

# crowned_ok JSON: every table of compare's JSON whose "best" is named: its top row leads the
# next by more than the count bias of the figure the table is ranked on (ranked_on "fio": the
# row's fio_excess; "device": the device's rate, which carries none); prints each MB/s and
# IOPS table "cell metric ranked_on best"; status 1 with the offending table.
crowned_ok() {
	jq -r '.tables[] | select(.metric == "mbps" or .metric == "iops") |
		"\(.cell) \(.metric) \(.ranked_on) \(.best // "-")"' "$1"
	jq -e '[.tables[] | select((.metric == "mbps" or .metric == "iops") and .best != null and
		(.rows | length) >= 2) |
		select(.ranked_on == "fio" and .rows[0].fio_excess != null and
		       .rows[0].fio_excess >= (.rows[0].mean / .rows[1].mean - 1))] | length == 0' "$1" >/dev/null
}

# no_untested_tilde TEXT MD JSON HTML: "~" only on rows a 95 % test was made for: in json a
# row marked "~" has a verdict that is not undecidable; in text, md and the html tables a row
# marked "~" (the mark after "N = n" in text, the mark column in md and html) has N >= 3, as
# the top row of its table.
no_untested_tilde() {
	jq -e '[.tables[].rows[] | select(.mark == "~") | select(.verdict == null or .verdict.undecidable)] |
		length == 0' "$3" >/dev/null || { echo "json: ~ without a test"; return 1; }
	! grep -E 'N = [12] ~' "$1" || { echo "text: ~ at N < 3"; return 1; }
	! grep -E '^\| [^|]+ \| [^|]+ \| [^|]+ \| [12] \| ~ \|' "$2" || { echo "md: ~ at N < 3"; return 1; }
	! grep -E '<td class=n>[12]</td><td>~</td>' "$4" || { echo "html: ~ at N < 3"; return 1; }
}

# third RUN2: a run-3 beside the run folder RUN2, its copy one second later (compare leaves
# out a copy of a run's fio output: the same timestamp_ms, bw and iops).
third() {
	local d=${1%/run-2}/run-3
	cp -r "$1" "$d"
	jq '.timestamp_ms += 1000' "$1/fio.json" >"$d/fio.json"
}

# formats DIR OUT [ARGS...]: compare ARGS DIR as text, md, json and the report, into OUT.txt,
# .md, .json and OUT.html/.
formats() {
	local d=$1 o=$2
	shift 2
	"$COMPARE" "$@" "$d" >"$o.txt"
	"$COMPARE" --format md "$@" "$d" >"$o.md"
	"$COMPARE" --format json "$@" "$d" >"$o.json"
	"$COMPARE" --html "$o.html" "$@" "$d" >/dev/null
}

@test "the 2 MiB tables are ranked on the device's rate, fio's figure beside it, the reason once; nothing crowned at N = 2" {
	local o=$WORK/q cell t
	formats "$S" "$o"
	run crowned_ok "$o.json"
	echo "$output"
	[ "$status" -eq 0 ]
	for cell in read-2m write-2m randread-2m randwrite-2m; do
		for t in mbps iops; do
			# ranked on the device, fio's mean beside each row, one note saying why
			run jq -e --arg c "$cell" --arg t "$t" '[.tables[] | select(.cell == $c and .metric == $t)] |
				length == 1 and .[0].ranked_on == "device" and .[0].best == null and
				all(.[0].rows[]; .fio_mean != null and .mark == "?" and .best == false) and
				([.[0].notes[] | select(startswith("Ranked, judged and drawn on what the device moved"))] | length == 1)' "$o.json"
			[ "$status" -eq 0 ] || { echo "$cell $t"; jq --arg c "$cell" '.tables[] | select(.cell == $c)' "$o.json"; return 1; }
		done
		# text: "fio N" beside each row's own figure, the top row not called best
		[ "$(grep -A2 -xF "$cell: MB/s (more is better)" "$o.txt" | grep -cE 'N = 2 \?  fio [0-9]+\.[0-9]{2} ')" -eq 2 ]
		grep -A1 -xF "$cell: MB/s (more is better)" "$o.txt" | grep -q '  top; undecidable: N < 3'
		# md: the column beside
		grep -A4 -xF "### $cell: MB/s (more is better)" "$o.md" | grep -qF "| fio's figure |"
	done
	run ! grep -E '(^|  )best; ' "$o.txt"
	# html: a fio's figure column; the overview neither stars nor colours a 2 MiB cell
	grep -qF "<th class=n>fio&#39;s figure</th>" "$o.html/index.html"
	run ! grep -E 'style="background:#[0-9a-f]{6}"[^>]*>[0-9.]+ \*' "$o.html/index.html"
	run -0 grep -oE 'style="background:#[0-9a-f]{6}"' "$o.html/index.html"
	run ! grep -v d4d4d4 <<<"$output"
	run no_untested_tilde "$o.txt" "$o.md" "$o.json" "$o.html/index.html"
	echo "$output"
	[ "$status" -eq 0 ]
}

@test "at N = 3, a best only by a lead above its bias; on fio's figure, a top row fio's count puts there is not crowned" {
	local c=$WORK/n3 f o=$WORK/n3o p=$WORK/fio po=$WORK/fioo d
	cp -r "$S" "$c"
	rm "$c/manifest.json" # its results[] lists 2 runs a cell
	for d in "$c"/*/*/run-2; do third "$d"; done
	formats "$c" "$o"
	run crowned_ok "$o.json"
	echo "$output"
	[ "$status" -eq 0 ]
	run no_untested_tilde "$o.txt" "$o.md" "$o.json" "$o.html/index.html"
	[ "$status" -eq 0 ]
	# a "~" here was tested: both N = 3
	run jq -e '[.tables[].rows[] | select(.mark == "~")] | all(.n >= 3 and .verdict.undecidable == false)' "$o.json"
	[ "$status" -eq 0 ]
	# the same study as engine files before the window counters: ranked on fio's figure, the
	# bias known only as a rate above the medium's cap (the manifest kept for the model)
	cp -r "$S" "$p"
	for d in "$p"/*/*/run-2; do third "$d"; done
	jq '.results += [.results[] | select(.run == 2) | .run = 3]' "$p/manifest.json" >"$p/m" && mv "$p/m" "$p/manifest.json"
	for f in "$p"/*/*/run-*/schedaio.json; do
		jq 'del(.clean_window, .read.clean_bytes, .read.clean_completions, .write.clean_bytes,
			.write.clean_completions, .devstat[].window_delta)' "$f" >"$f.new" && mv "$f.new" "$f"
	done
	formats "$p" "$po"
	run crowned_ok "$po.json"
	echo "$output"
	[ "$status" -eq 0 ]
	[ "$(jq '[.tables[] | select(.metric == "mbps") | select(.ranked_on == "fio")] | length' "$po.json")" -eq 4 ]
}

@test "the header names the medium's real stack and its caps in every format" {
	local o=$WORK/h want
	formats "$S" "$o"
	want="laptop model (128 GB Samsung MZNTE128 (PM851 M.2) SATA SSD of the seeds' Lenovo laptop (seeds 000/001), 8 GB RAM): a RAM-backed loop device (its file in /dev/shm) under blk-throttle (cgroup v1) with caps read 461.75 MB/s (472,832,000 B/s; published: laptop-4.15) and 91,121 IOPS (published: laptop-4.13), write 292.97 MB/s (300,000,000 B/s; assumed) and 33,777 IOPS (published: laptop-4.13), and 32 command tags: jobs/models/laptop.json, each figure with its source there"
	grep -qxF "Medium    $want" "$o.txt"
	grep -qxF "    Medium    $want" "$o.md"
	[ "$(jq -r '.runs[0].medium' "$o.json")" = "$want" ]
	grep -qF "<tr><td>Medium</td><td>${want//\'/\&#39;}</td></tr>" "$o.html/index.html"
	# beside a published set: the rows at a cap taken from it say their agreement is built in
	"$COMPARE" --reference laptop-4.15 "$S" >"$o.ref"
	[ "$(grep -c "^  At the medium's read cap of 461.75 MB/s (jobs/models/laptop.json), taken from this set (its Kyber read-4k 461.75): .*: a ratio near 1 against that figure is by construction (the model's throttle), not a measurement$" "$o.ref")" -ge 1 ]
}
