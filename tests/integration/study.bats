#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr is set by bats' run --separate-stderr
# study.bats: build/schedaio-study, run-pack's study model, alone (no root, no fio run):
# a manifest written from a spec and a run recorded and replaced; the hosts dimension; the
# kernels dimension (each kernel's share apart, its skipped schedulers, kernel-set); the
# order of runs (interleaved, blocked) and the count; fio's client JSON split per host; a
# run's output checked; --resume's arguments and differences; and every error path (bad
# command, missing or broken manifest, missing options: exit 2 and one line). Seconds.

bats_require_minimum_version 1.5.0

load helpers

STUDY=$TOP/build/schedaio-study

setup() {
	common_setup
	[ -x "$STUDY" ] || skip "build/schedaio-study not built (run make)"
	M=$WORK/m/manifest.json
	mkdir -p "$WORK/m"
}

teardown() { common_teardown; }

# spec [EXTRA_LINE...]: a study of schedulers none and bfq-low_latency, cells a and b, 2 runs.
spec() {
	printf '%s\n' $'run_id\tt1' $'quick\t1' $'override\truntime\t2' $'runs\t2' $'runs_mode\tfixed' \
		$'rsd_threshold\t3.5' $'order\tinterleaved' $'pack_name\tlaptop' "pack_path	$TOP/jobs/laptop" \
		$'pack_sha256\tabc' $'job\ta\t/p/a.fio\tsha-a' $'job\tb\t/p/b.fio\tsha-b' $'device\t/dev/x' \
		$'scratch\t0' $'raw\t1' $'size_mib\t64' $'engine_expect_sched\t1' $'kernel\tk1' \
		$'fio_version\tfio-3.33' $'engine\tlibaio' \
		$'sched\tnone\tnone\tnone\t\t\t\t' \
		$'sched\tBFQ low_latency\tbfq-low_latency\tbfq\tlow_latency=1\tBFQ low_latency\t\t' \
		$'sched\tCFQ\tcfq\tcfq\t\tCFQ\t\tnot offered' \
		$'original\tmq-deadline' $'arg\t--pack' $'arg\tjobs/laptop' $'cwd\t/tmp' "$@"
}

# ok_run HOST FOLDER CELL RUN: record an ok run (and its fio.json) of HOST ("" for none).
ok_run() {
	local d=$WORK/m/${1:+$1/}$2/$3/run-$4
	mkdir -p "$d"
	echo '{}' >"$d/fio.json"
	"$STUDY" record "$M" ${1:+--host "$1"} --sched "$2" --cell "$3" --run "$4" --status ok \
		--seconds 2.5 --bw 1000 --attempts 1
}

@test "init writes the manifest; record stores a run, and replaces it" {
	spec | "$STUDY" init "$M"
	[ "$(jq -r '[.schema, .status, .runs, .quick, .overrides.runtime, (.schedulers | join(",")),
	            (.cells | join(",")), .pack.descriptor.name, .scheduler_plan[1].tunables.low_latency,
	            .scheduler_plan[1].expect_sched, .scheduler_plan[2].skipped, .original.scheduler,
	            (.args | join(" ")), .device.size_mib, .device.raw] | map(tostring) | join(" ")' "$M")" = \
		"1 running 2 true 2 none,bfq-low_latency a,b laptop 1 bfq:low_latency=1 not offered mq-deadline --pack jobs/laptop 64 true" ]
	"$STUDY" record "$M" --sched bfq-low_latency --cell a --run 1 --status failed --seconds 1.25 \
		--fio-rc 1 --error "fio exit 1" --attempts 2 --diff "+a=1" --diff "-a=2"
	[ "$(jq -c '.results[0] | [.status, .seconds, .fio_rc, .error, .label, .kernel_scheduler,
	            .tunables.low_latency, .expect_sched, .attempts, .job_diff, .bw_kib]' "$M")" = \
		'["failed",1.25,1,"fio exit 1","BFQ low_latency","bfq","1","bfq:low_latency=1",2,["+a=1","-a=2"],null]' ]
	"$STUDY" record "$M" --sched bfq-low_latency --cell a --run 1 --status ok --seconds 2 --bw 1234
	[ "$(jq -c '[.results | length, .[0].status, .[0].bw_kib]' "$M")" = '[1,"ok",1234]' ]
	"$STUDY" end "$M" --status complete --ended 2026-12-01T00:00:00+00:00
	[ "$(jq -r '.status, .ended' "$M" | paste -sd' ')" = "complete 2026-12-01T00:00:00+00:00" ]
	printf 'ok    one\nWARN  two\n' | "$STUDY" preflight "$M"
	[ "$(jq -c .preflight "$M")" = '["ok    one","WARN  two"]' ]
	# A resumed study keeps its results and adds the time.
	spec | "$STUDY" init "$M" --resumed-at T2
	[ "$(jq -c '[.status, (.results | length), .resumed]' "$M")" = '["running",1,["T2"]]' ]
	[ "$("$STUDY" get "$M" ok)" = 1 ]
	[ "$("$STUDY" get "$M" run_id)" = t1 ]
}

@test "next: interleaved and blocked orders, runs ok are passed over; count" {
	spec | "$STUDY" init "$M"
	local got=() line after=()
	while line=$("$STUDY" next "$M" "${after[@]}"); do
		got+=("$(cut -f1-3 <<<"$line" | tr '\t' ' ')")
		read -r -a after <<<"--after $(cut -f1-3 <<<"$line" | tr '\t' ' ')"
	done
	[ "$(printf '%s,' "${got[@]}")" = \
		"none a 1,none b 1,bfq-low_latency a 1,bfq-low_latency b 1,none a 2,none b 2,bfq-low_latency a 2,bfq-low_latency b 2," ]
	ok_run "" none a 1
	[ "$("$STUDY" next "$M" | cut -f1-3)" = "$(printf 'none\tb\t1')" ]
	[ "$("$STUDY" count "$M")" = "8 1" ]
	spec $'order\tblocked' | sed '/^order\tinterleaved$/d' | "$STUDY" init "$M"
	[ "$("$STUDY" next "$M" --after none a 1 | cut -f1-3)" = "$(printf 'none\ta\t2')" ]
	[ "$("$STUDY" next "$M" --after none a 2 | cut -f1-3)" = "$(printf 'none\tb\t1')" ]
	run "$STUDY" next "$M" --after bfq-low_latency b 2
	[ "$status" -eq 1 ]
	[ -z "$output" ]
}

@test "hosts: each host's runs are its own; a slot is done when every host is ok" {
	spec $'host\th1\t10.0.0.1\tk1\t/dev/a\tm1\tnone\tfio-3.33\tsha' \
		$'host\th2\t10.0.0.2\tk2\t/dev/b\t\tbfq\tfio-3.33\tsha' | "$STUDY" init "$M"
	[ "$(jq -r '[.hosts[] | "\(.name):\(.address):\(.model):\(.original_scheduler)"] | join(" ")' "$M")" = \
		"h1:10.0.0.1:m1:none h2:10.0.0.2:null:bfq" ]
	ok_run h1 none a 1
	[ "$("$STUDY" next "$M" | cut -f1-3)" = "$(printf 'none\ta\t1')" ] # h2 still to run
	ok_run h2 none a 1
	[ "$("$STUDY" next "$M" | cut -f1-3)" = "$(printf 'none\tb\t1')" ]
	[ "$("$STUDY" count "$M")" = "8 1" ]
	[ "$(jq -r '[.results[] | .host] | join(",")' "$M")" = h1,h2 ]
}

# kernel_ok KERNEL FOLDER CELL RUN: record an ok run (and its fio.json) of --kernel KERNEL.
kernel_ok() {
	mkdir -p "$WORK/m/$1/$2/$3/run-$4"
	echo '{}' >"$WORK/m/$1/$2/$3/run-$4/fio.json"
	"$STUDY" record "$M" --kernel "$1" --kernel-release "rel-$1" --accel tcg --sched "$2" --cell "$3" \
		--run "$4" --status ok --seconds 2.5 --bw 1000 --attempts 1
}

@test "kernels: each kernel's share is run apart, its skipped schedulers its own; count, kernel-set, kernels, resume" {
	spec $'accel\tnative' $'kernel_entry\thost\thost\tk1\tnative\tthis machine' \
		$'kernel_entry\tdebian\tdebian\tk2\ttcg\tDebian' | "$STUDY" init "$M"
	[ "$(jq -r '[.accel, (.kernels[] | "\(.name):\(.spec):\(.release):\(.accel):\(.status)")] | join(" ")' "$M")" = \
		"native host:host:k1:native:planned debian:debian:k2:tcg:planned" ]
	# next needs the kernel; host's share skips bfq-low_latency (its kernel lacks bfq)
	run "$STUDY" next "$M"
	[ "$status" -eq 2 ]
	[[ $output == *"a study with --kernel: say which kernel's share"* ]]
	printf 'skipped\nskip\tbfq-low_latency\tnot offered here\nstatus\trunning\ndevice\t/dev/loop9\nsize_mib\t64\npreflight\tok    one\n' |
		"$STUDY" kernel-set "$M" host
	[ "$(jq -c '.kernels[0] | [.status, .skipped, .device, .size_mib, .preflight]' "$M")" = \
		'["running",{"bfq-low_latency":"not offered here"},"/dev/loop9",64,["ok    one"]]' ]
	local got=() line after=()
	while line=$("$STUDY" next "$M" --kernel host "${after[@]}"); do
		got+=("$(cut -f1-3 <<<"$line" | tr '\t' ' ')")
		read -r -a after <<<"--after $(cut -f1-3 <<<"$line" | tr '\t' ' ')"
	done
	[ "$(printf '%s,' "${got[@]}")" = "none a 1,none b 1,none a 2,none b 2," ]
	[ "$("$STUDY" count "$M" --kernel host)" = "4 0" ]
	[ "$("$STUDY" count "$M" --kernel debian)" = "8 0" ]
	[ "$("$STUDY" count "$M")" = "12 0" ]
	kernel_ok host none a 1
	kernel_ok debian bfq-low_latency a 1
	[ "$("$STUDY" next "$M" --kernel host | cut -f1-3)" = "$(printf 'none\tb\t1')" ]
	[ "$("$STUDY" next "$M" --kernel debian | cut -f1-3)" = "$(printf 'none\ta\t1')" ]
	[ "$("$STUDY" count "$M")" = "12 2" ]
	[ "$(jq -c '[.results[] | [.kernel, .kernel_release, .accel]]' "$M")" = '[["host","rel-host","tcg"],["debian","rel-debian","tcg"]]' ]
	# the same slot on two kernels: two results, each replaced on its own
	kernel_ok debian none a 1
	kernel_ok host none a 1
	[ "$(jq '.results | length' "$M")" = 3 ]
	# record: a kernel study's run names its kernel, one of the study's
	run "$STUDY" record "$M" --sched none --cell a --run 2 --status ok --seconds 1
	[ "$status" -eq 2 ]
	run "$STUDY" record "$M" --kernel 6.1 --sched none --cell a --run 2 --status ok --seconds 1
	[ "$status" -eq 2 ]
	[[ $output == *"--kernel 6.1: not a kernel of the study"* ]]
	run "$STUDY" count "$M" --kernel nope
	[ "$status" -eq 2 ]
	# kernels: one line each; kernel-set refuses what it does not write, or an unknown folder
	[ "$("$STUDY" kernels "$M")" = "$(printf 'host\thost\tk1\tnative\trunning\ndebian\tdebian\tk2\ttcg\tplanned')" ]
	run "$STUDY" kernel-set "$M" host <<<$'results\tx'
	[ "$status" -eq 2 ]
	run "$STUDY" kernel-set "$M" host <<<$'skip\tcfq-x\tno'
	[ "$status" -eq 2 ]
	run "$STUDY" kernel-set "$M" nope <<<$'status\tok'
	[ "$status" -eq 2 ]
	# a resumed study keeps what each share found; --kernel is part of its plan
	spec $'kernel_entry\thost\thost\tk1\tnative\tthis machine' $'kernel_entry\tdebian\tdebian\tk2\ttcg\tDebian' \
		$'arg\t--kernel' $'arg\thost,debian' | "$STUDY" init "$M" --resumed-at T2
	[ "$(jq -c '.kernels[0] | [.status, .device, (.skipped | keys)]' "$M")" = '["running","/dev/loop9",["bfq-low_latency"]]' ]
	[[ $("$STUDY" args "$M" | tr '\0' ' ') == *"--kernel host,debian"* ]]
	run "$STUDY" resume-check "$M" <<<"$(printf 'kernel_entry\thost\thost\tk9\nkernel_entry\tdebian\tdebian\t\n')"
	[ "$status" -eq 1 ]
	[ "${lines[0]}" = "kernel host: the study ran k1, now k9" ] # (then the other fields of the spec)
	run "$STUDY" resume-check "$M" <<<"$(printf 'kernel_entry\thost\thost\tk1\n')"
	[ "$status" -eq 1 ]
	[ "${lines[0]}" = "kernels: the study ran on 2 kernels, now 1" ]
	# a kernel's name is a folder name, as a scheduler's
	spec $'kernel_entry\t..\thost\tk1\tnative\tx' | "$STUDY" init "$M"
	run "$STUDY" next "$M" --kernel ..
	[ "$status" -eq 2 ]
	[[ $output == *"kernels[0] is not a folder name"* ]]
}

@test "split-client: one host's part of fio --client's JSON reads as one machine's fio.json" {
	local f=$TOP/tests/fixtures/fio/client-2hosts.json
	"$STUDY" split-client "$f" 127.0.0.2 "$WORK/h2.json"
	[ "$(jq -c '[(.jobs | length), .jobs[0].hostname, .jobs[0].read.bw, (.disk_util | length),
	             .disk_util[0].hostname, ."fio version", has("client_stats")]' "$WORK/h2.json")" = \
		'[1,"127.0.0.2",16179,1,"127.0.0.2","fio-3.33",false]' ]
	[ "$("$STUDY" check-run "$WORK/h2.json")" = 16179 ]
	run "$STUDY" split-client "$f" 10.9.9.9 "$WORK/h9.json"
	[ "$status" -eq 1 ]
	[[ $output == "no results from 10.9.9.9 in fio's client output"* ]]
	[ ! -e "$WORK/h9.json" ]
}

@test "split-client: a host's relayed text cannot replace any host's results" {
	local f=$TOP/tests/fixtures/fio/client-2hosts.json forged
	# fio --client copies each server's text lines into its output before its own JSON; a host
	# prints a whole forged document there, on a line of its own.
	forged=$(sed -n '/^{/,/^}/p' "$f" | jq -c '.client_stats[].read.bw = 1 | .client_stats[].write.bw = 1')
	{ sed -n '1,/^{/p' "$f" | sed '$d'; echo "<evil> started"; printf '%s\n' "$forged"; sed -n '/^{/,$p' "$f"; } >"$WORK/c.json"
	"$STUDY" split-client "$WORK/c.json" 127.0.0.2 "$WORK/h2.json"
	[ "$(jq -c '[.jobs[0].hostname, .jobs[0].read.bw]' "$WORK/h2.json")" = '["127.0.0.2",16179]' ]
	# ... nor by gluing fio's document to a line of its text (no newline before fio's '{').
	{ sed -n '1,/^{/p' "$f" | sed '$d'; printf '%s\n' "$forged"; printf '<evil> x'; sed -n '/^{/,$p' "$f"; } >"$WORK/c2.json"
	run "$STUDY" split-client "$WORK/c2.json" 127.0.0.2 "$WORK/h2b.json"
	echo "$output"
	[ "$status" -eq 1 ]
	[[ $output == *"no fio JSON document"* ]]
	[ ! -e "$WORK/h2b.json" ]
	# A host's rows come only from its own records.
	run "$STUDY" split-client "$WORK/c.json" '<evil>' "$WORK/e.json"
	[ "$status" -eq 1 ]
}

@test "check-run and compare read a fio.json whose leading text line holds '{' alike" {
	local f=$TOP/tests/fixtures/fio/randread-4k-none.json bw
	bw=$("$STUDY" check-run "$f")
	mkdir -p "$WORK/s/none/randread-4k/run-1"
	{ echo 'fio: job "a" has {an odd} option'; cat "$f"; } >"$WORK/s/none/randread-4k/run-1/fio.json"
	[ "$("$STUDY" check-run "$WORK/s/none/randread-4k/run-1/fio.json")" = "$bw" ]
	run --separate-stderr "$TOP/build/compare" "$WORK/s"
	echo "$stderr"
	[ "$status" -eq 0 ]
}

@test "writers: manifest.json and split-client's output replace a link, never write through it" {
	echo keep >"$WORK/victim"
	ln -s "$WORK/victim" "$M.tmp"
	ln -s "$WORK/victim" "$M"
	spec | "$STUDY" init "$M"
	[ "$(cat "$WORK/victim")" = keep ]
	[ ! -L "$M" ]
	[ "$(jq -r .run_id "$M")" = t1 ]
	# its temporary is a new name (.manifest.json.XXXXXX.tmp), gone; the link at the old-style
	# name is not one of its names: left, never opened
	[ -z "$(find "$WORK" -name '.manifest.json.*.tmp')" ]
	ln -s "$WORK/victim" "$WORK/h2.json.tmp"
	ln -s "$WORK/victim" "$WORK/h2.json"
	"$STUDY" split-client "$TOP/tests/fixtures/fio/client-2hosts.json" 127.0.0.2 "$WORK/h2.json"
	[ "$(cat "$WORK/victim")" = keep ]
	[ ! -L "$WORK/h2.json" ]
}

@test "count is linear: a small manifest with a million runs and many results answers at once" {
	spec | "$STUDY" init "$M"
	jq '.runs = 1000000 | .schedulers = [range(40) | "s\(.)"] | .cells = [range(40) | "c\(.)"] |
	    .results = [range(2000) | {scheduler: "s\(. % 40)", cell: "c\(. / 40 | floor | . % 40)", run: (. / 1600 | floor + 1), status: "ok"}]' \
		"$M" >"$M.x"
	mv "$M.x" "$M"
	run timeout 10 "$STUDY" count "$M"
	[ "$status" -eq 0 ]
	[ "$output" = "1600000000 2000" ]
}

@test "next and count refuse a scheduler or cell that is not a folder name, never print (null)" {
	spec | "$STUDY" init "$M"
	local bad
	for bad in '[1]' '["../x"]' '[""]' '[null]'; do
		jq --argjson b "$bad" '.schedulers = $b' "$M" >"$M.x"
		run --separate-stderr "$STUDY" next "$M.x"
		echo "$bad: $status $output $stderr"
		[ "$status" -eq 2 ]
		[[ $output != *"(null)"* ]]
		[[ $stderr == *"schedulers[0] is not a folder name"* ]]
		run --separate-stderr "$STUDY" count "$M.x"
		[ "$status" -eq 2 ]
	done
}

@test "check-run: fio's JSON and the engine's stats file, or why the run failed" {
	run "$STUDY" check-run "$WORK/nope.json"
	[ "$status" -eq 1 ]
	[ "$output" = "fio.json is missing or not fio JSON" ]
	echo '{"jobs": []}' >"$WORK/empty.json"
	run "$STUDY" check-run "$WORK/empty.json"
	[ "$status" -eq 1 ]
	echo '{"jobs": [{"read": {"bw": 100}, "write": {"bw": 20}}, {"read": {"bw": 1}}]}' >"$WORK/f.json"
	[ "$("$STUDY" check-run "$WORK/f.json")" = 121 ]
	echo '{}' >"$WORK/schedaio-bg.json.tmp"
	echo '{"trunc' >"$WORK/schedaio.json.tmp"
	run "$STUDY" check-run "$WORK/f.json" "$WORK/schedaio-bg.json.tmp" "$WORK/schedaio.json.tmp"
	[ "$status" -eq 1 ]
	[ "$output" = "the engine wrote no valid stats file (schedaio.json)" ]
}

@test "args and resume-check: the study's arguments; each difference named" {
	spec | "$STUDY" init "$M"
	mapfile -d '' -t parts < <("$STUDY" args "$M")
	[ "${parts[*]}" = "ok $TOP/jobs/laptop " ]
	run "$STUDY" resume-check "$M" < <(printf '%s\n' $'kernel\tk2' $'pack_path\t/p' $'pack_sha256\tabc' \
		$'job\ta\t/p/a.fio\tsha-X' $'engine\tlibaio' $'fio_version\tfio-3.33' $'quick\t1' \
		$'overrides\truntime=2' $'scratch\t0' $'device\t/dev/x' $'size_mib\t64' $'model\t')
	[ "$status" -eq 1 ]
	[ "$output" = "$(printf '%s\n' "kernel: the study ran on k1, this is k2" \
		"pack: a.fio changed (sha256 sha-a... in the manifest, sha-X... now)")" ]
	# Only the plan is taken: a path, a device, a grant, an engine are dropped (given again on
	# the command line); an option that is no plan's is refused.
	jq '.args = ["--quick", "--schedulers", "none,kyber", "--device", "/dev/evil", "--destructive=/dev/evil",
	    "--engine", "/tmp/evil.so", "--scratch-backing", "/etc", "--out", "/etc", "--runs", "2",
	    "--pack", "/tmp/evil", "--cells", "a", "--until-decided", "5", "--budget", "45m", "--max-runs", "8"]' "$M" >"$M.x"
	mv "$M.x" "$M"
	mapfile -d '' -t parts < <("$STUDY" args "$M")
	[ "${parts[*]:3}" = "--quick --schedulers none,kyber --runs 2 --cells a --until-decided 5 --budget 45m --max-runs 8" ]
	jq '.args += ["--restore"]' "$M" >"$M.x"
	mv "$M.x" "$M"
	mapfile -d '' -t parts < <("$STUDY" args "$M")
	[ "${parts[0]}" = error ]
	[ "${parts[1]}" = "the manifest's args hold '--restore', not an option of a study's plan" ]
	jq '.args = ["--runs"]' "$M" >"$M.x"
	mv "$M.x" "$M"
	mapfile -d '' -t parts < <("$STUDY" args "$M")
	[ "${parts[1]}" = "the manifest's args end with '--runs' and no value" ]
	echo '[1]' >"$M"
	mapfile -d '' -t parts < <("$STUDY" args "$M")
	[ "${parts[0]}" = error ]
	[[ ${parts[1]} == *"is not a JSON object"* ]]
}

@test "errors: exit 2 and one line" {
	local c
	run --separate-stderr "$STUDY"
	[ "$status" -eq 2 ]
	run --separate-stderr "$STUDY" frobnicate
	[ "$status" -eq 2 ]
	[ "$stderr" = "schedaio-study: unknown command 'frobnicate' (see --help)" ]
	for c in record next count "end X --status complete" preflight resume-check "get X ok"; do
		# shellcheck disable=SC2086 # a command and its arguments
		set -- $c
		[ "${2:-}" = X ] || set -- "$1" X
		run --separate-stderr "$STUDY" "$1" "$WORK/no/manifest.json" "${@:3}" </dev/null
		echo "$c: $status $stderr"
		[ "$status" -eq 2 ]
		[ "$(wc -l <<<"$stderr")" -eq 1 ]
		[[ $stderr == *"no/manifest.json"* ]]
	done
	echo '{"schema": 1' >"$M"
	run --separate-stderr "$STUDY" count "$M"
	[ "$status" -eq 2 ]
	[[ $stderr == *"manifest.json"* ]]
	spec | "$STUDY" init "$M"
	run --separate-stderr "$STUDY" record "$M" --sched none --cell a --status ok --seconds 1
	[ "$status" -eq 2 ]
	[[ $stderr == *"--run (>= 1)"* ]]
	run --separate-stderr "$STUDY" record "$M" --frob
	[ "$status" -eq 2 ]
	[[ $stderr == *"unknown option '--frob'"* ]]
	run --separate-stderr "$STUDY" next "$M" --after nope a 1
	[ "$status" -eq 2 ]
	[[ $stderr == *"not a scheduler and cell of the study"* ]]
	run --separate-stderr "$STUDY" init "$M" < <(printf 'pack_path\t/nonexistent\n')
	[ "$status" -eq 2 ]
	[[ $stderr == *"init:"* ]]
	run --separate-stderr "$STUDY" reason x 1 2
	[ "$status" -eq 2 ]
	chmod 500 "$WORK/m"
	run --separate-stderr "$STUDY" end "$M" --status complete
	chmod 700 "$WORK/m"
	if [ "$(id -u)" -ne 0 ]; then
		[ "$status" -eq 2 ]
		[[ $stderr == *"cannot write"* ]]
	fi
}

@test "a full filesystem is said as such: No space left on device, the old manifest kept" {
	need_root
	local d=$WORK/full
	mkdir -p "$d"
	mount -t tmpfs -o size=64k,mode=0700 tmpfs "$d" # a folder root writes in: nobody else's
	cleanup_push "umount '$d'"
	M=$d/manifest.json
	spec | "$STUDY" init "$M"
	# a manifest larger than stdio's buffer, so that a write fails inside jansson's dump
	local r
	for r in $(seq 1 60); do
		"$STUDY" record "$M" --sched none --cell b --run "$r" --status ok --seconds 2.5 \
			--bw 1000 --attempts 1 --why "padding the manifest past 4 KiB"
	done
	[ "$(stat -c %s "$M")" -gt 16384 ]
	cp "$M" "$WORK/before.json"
	# fill the rest of the filesystem, then a record must rewrite the whole manifest
	dd if=/dev/zero of="$d/fill" bs=4k 2>/dev/null || true
	run --separate-stderr "$STUDY" record "$M" --sched none --cell a --run 1 --status ok \
		--seconds 2.5 --bw 1000 --attempts 1
	echo "$stderr"
	[ "$status" -ne 0 ]
	[[ $stderr == *"No space left on device"* ]]
	[[ $stderr != *"Input/output error"* ]]
	cmp "$M" "$WORK/before.json"
	[ -z "$(find "$d" -name '*.tmp')" ]
}
