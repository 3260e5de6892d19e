#!/usr/bin/env bats
# tests/run: long
# shellcheck disable=SC2154 # stderr and stderr_lines are set by bats' run --separate-stderr
# run-pack-study-plan.bats: issue 5's acceptance on RAM-backed loop devices, with tiny runs as in
# run-pack-study.bats:
# - the dynamic run count rule (each branch in build/schedaio-study alone, and live with the
#   reasons recorded);
# - --order blocked, the page cache dropped for a buffered pack, scratch_file "fresh";
# - --dry-run; --json-progress; bad arguments (exit 2, one line).
# Only what the file makes is looked at; root tests skip with a reason when not root.

bats_require_minimum_version 1.5.0

load helpers
load run-pack-study-helpers # setup, teardown and the helpers of run-pack-study*.bats

@test "--dry-run prints the plan and changes nothing; --json-progress prints JSON lines" {
	need_root
	short_runs
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers 'none,MQ Deadline' --dry-run --out "$OUT"
	[ "$status" -eq 0 ]
	[[ $output == *"plan: 8 cells x 2 schedulers x 3 runs = 48 runs (dynamic: up to 192"* ]]
	[ ! -e "$OUT" ]
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--scratch-backing /dev/shm --schedulers none --runs 1 --cells randread-4k --json-progress
	[ "$status" -eq 0 ]
	printf '%s\n' "${stderr_lines[@]}" | jq -e . >/dev/null
	printf '%s\n' "${stderr_lines[@]}"
	# Warnings ({"event": "warning"}) depend on the machine (another program's I/O, swap).
	[ "$(printf '%s\n' "${stderr_lines[@]}" | jq -r 'select(.event != "warning") | .event' | paste -sd' ')" = "plan preflight run end" ]
	[ "$(printf '%s\n' "${stderr_lines[@]}" | jq -r 'select(.event == "run") | "\(.index)/\(.total) \(.status)"')" = "1/1 ok" ]
}

@test "bad arguments exit 2 with one line" {
	local a
	for a in "--order random" "--rsd-threshold x" "--runs 0" "--frob"; do
		# shellcheck disable=SC2086 # each entry is an option and its value
		run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none $a
		[ "$status" -eq 2 ]
		[ "${#stderr_lines[@]}" -eq 1 ]
		[ -z "$output" ]
	done
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers 'none,Bogus Label'
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"unknown scheduler 'Bogus Label'"* ]]
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers 'bfq,BFQ'
	[ "$status" -eq 2 ]
	[[ $stderr == *"share the results folder 'bfq'"* ]]
	run --separate-stderr "$RUN_PACK" --resume "$WORK/nope" --quick
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	# a manifest that is empty, truncated, garbage or not an object is named as such
	mkdir "$WORK/badstudy"
	for a in '' '{"args": [' 'garbage' '[1]'; do
		printf '%s' "$a" >"$WORK/badstudy/manifest.json"
		run --separate-stderr "$RUN_PACK" --resume "$WORK/badstudy"
		[ "$status" -eq 2 ]
		[ "${#stderr_lines[@]}" -eq 1 ]
		[[ $stderr == *"manifest.json is not a JSON object"* ]]
	done
}

# dyn_study MODE SECONDS BW...: a study folder $WORK/dyn with one scheduler "s" and one cell
# "c", 3 scheduled runs, MODE dynamic or fixed, and one ok run of SECONDS per BW (KiB/s),
# each with its fio.json; sets M to its manifest.
dyn_study() {
	local mode=$1 secs=$2 r=0
	shift 2
	rm -rf "$WORK/dyn"
	M=$WORK/dyn/manifest.json
	for _ in "$@"; do
		r=$((r + 1))
		mkdir -p "$WORK/dyn/s/c/run-$r"
		echo '{}' >"$WORK/dyn/s/c/run-$r/fio.json"
	done
	printf '%s\n' "$@" | jq -s --arg mode "$mode" --argjson secs "$secs" \
		'{schema: 1, runs: 3, runs_mode: $mode, rsd_threshold: 3.5, order: "interleaved",
		  schedulers: ["s"], cells: ["c"],
		  results: [to_entries[] | {scheduler: "s", cell: "c", run: (.key + 1), status: "ok",
		                            seconds: $secs, bw_kib: .value}]}' >"$M"
}

# next_after N: what build/schedaio-study says comes after run N of s/c in $M (status 1: none).
next_after() { run "$TOP/build/schedaio-study" next "$M" --after s c "$1"; }

@test "dynamic run count: each branch of Phoronix's increase_run_count_check (v8.x), within the cap" {
	local study=$TOP/build/schedaio-study
	[ -x "$study" ]
	[ "$("$study" reason 3.5 100 110 90)" = "RSD 10.00 % >= 3.5 % over 3 runs" ]
	run "$study" reason 3.5 100 101 100
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	run "$study" reason 20 100 110 90
	[ "$status" -eq 1 ]
	# RSD at or above the threshold, under MAX = 3 x 3: one more run, with the reason.
	dyn_study dynamic 25 100 110 90
	next_after 3
	[ "$output" = "$(printf 's\tc\t4\tRSD 10.00 %% >= 3.5 %% over 3 runs')" ]
	# RSD under the threshold: none.
	dyn_study dynamic 25 100 101 100
	next_after 3
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	# Before the scheduled count, run 3 is a scheduled run (no reason); the first run is 1.
	dyn_study dynamic 25 50 100
	next_after 2
	[ "$output" = "$(printf 's\tc\t3\t')" ]
	rm "$WORK/dyn/s/c/run-1/fio.json" # an ok run without its fio.json is run again
	[ "$("$study" next "$M")" = "$(printf 's\tc\t1\t')" ]
	# --runs N: never more.
	dyn_study fixed 25 100 110 90
	next_after 3
	[ "$status" -eq 1 ]
	# At MAX (9 runs): one more only while the RSD is within half of the first check's (the
	# RSD of the 3 scheduled runs, 10.00 % here): 8.38 % is; one that fell under 5.00 is not.
	dyn_study dynamic 25 100 110 90 100 109 91 100 110 90
	next_after 9
	[ "$output" = "$(printf 's\tc\t10\tRSD 8.38 %% >= 3.5 %% over 9 runs, and within half of the first check'"'"'s RSD 10.00 %%')" ]
	dyn_study dynamic 25 100 110 90 100 100 100 100 100 100
	next_after 9
	[ "$status" -eq 1 ]
	# ... and never at MAX + 3 = 12 runs.
	dyn_study dynamic 25 100 110 90 100 109 91 100 110 90 100 110
	next_after 11
	[ "$status" -eq 0 ]
	dyn_study dynamic 25 100 110 90 100 109 91 100 110 90 100 110 90
	next_after 12
	[ "$status" -eq 1 ]
	# Runs of 2 minutes or more: MAX = 2 x 3, the cap 6 + 3.
	dyn_study dynamic 130 100 110 90 100 110
	next_after 5
	[ "$output" = "$(printf 's\tc\t6\tRSD 8.20 %% >= 3.5 %% over 5 runs')" ]
	dyn_study dynamic 130 100 110 90 100 110 90
	next_after 6
	[[ $output == *"within half of the first check's RSD 10.00 %" ]]
	dyn_study dynamic 130 100 110 90 100 110 90 100 110 90
	next_after 9
	[ "$status" -eq 1 ]
	# Runs of over an hour (floor(avg / 60) > 60): none.
	dyn_study dynamic 3700 100 110 90
	next_after 3
	[ "$status" -eq 1 ]
	dyn_study dynamic 3659 100 110 90
	next_after 3
	[ "$status" -eq 0 ]
	[ "$("$study" count "$M")" = "3 3" ]
}

@test "--order blocked, a buffered pack (cache dropped before each run) with scratch_file fresh" {
	need_root
	short_runs
	cp -r "$TOP/jobs/laptop" "$WORK/pack"
	sed -i 's/^direct=1$/direct=0/; s/^buffered=0$/buffered=1/' "$WORK/pack/randread-4k.fio"
	jq '. + {scratch_file: "fresh"}' "$TOP/jobs/laptop/pack.json" >"$WORK/pack/pack.json"
	run --separate-stderr "$RUN_PACK" --pack "$WORK/pack" --quick --engine libaio --out "$OUT" \
		--scratch-backing /dev/shm --schedulers none,kyber --runs 2 --cells randread-4k --order blocked
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	local m=$output/manifest.json
	[ "$(jq -r '[.results[] | "\(.scheduler)/\(.run)/\(.cache_dropped)"] | join(" ")' "$m")" = \
		"none/1/true none/2/true kyber/1/true kyber/2/true" ]
	[ "$(jq -r '.order, .pack.scratch_file' "$m" | paste -sd' ')" = "blocked fresh" ]
	jq -e '.results[0].job_diff | index("+ioengine=libaio") == null' "$m" >/dev/null
	nothing_of_ours
}

@test "dynamic run count, live: --rsd-threshold 0 adds runs to 9, then while the RSD holds, to 12 at most; records why" {
	need_root
	export SCHEDAIO_QUICK="runtime=1 ramp_time=0 startdelay=0 size=16m"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" \
		--scratch-backing /dev/shm --schedulers none --cells randread-4k --rsd-threshold 0
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	local m=$output/manifest.json n
	n=$(jq '.results | length' "$m")
	[ "$n" -ge 9 ]
	[ "$n" -le 12 ]
	[ "$(jq -r '.runs, .runs_mode' "$m" | paste -sd' ')" = "3 dynamic" ]
	[ "$(jq -r '[.results[] | .added_because != null] | map(tostring) | join(",")' "$m")" = \
		"false,false,false$(printf ',true%.0s' $(seq 4 "$n"))" ]
	jq -r '.results[3].added_because' "$m" | grep -q '^RSD .* >= 0 % over 3 runs$'
	printf '%s\n' "${stderr_lines[@]}" | grep -q "^\[$n/$n\] laptop randread-4k .* run $n/$n .*(extra run: RSD"
	# The study stopped where the rule says: no run n+1.
	run "$TOP/build/schedaio-study" next "$m" --after none randread-4k "$n"
	[ "$status" -eq 1 ]
}
