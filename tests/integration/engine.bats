#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# engine.bats: fio 3.33 with the schedaio engine on RAM-backed loop devices.
# Checks: the engine's ios/bytes equal fio's total_ios/io_bytes (ramp_time excluded, as fio
# excludes it) across rw modes, block sizes, depths, batching and numjobs; the tag equals
# what sysfs says; fio's JSON stays valid; bad input fails with one clear line; a file on no
# block device (tmpfs, a typo such as filename=/dev/nosuch) gets one warning line at open.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	need_root
	need_engine
	common_setup
	ram_loop 512
}

teardown() {
	common_teardown
}

@test "randread 4k iodepth 64 with ramp_time: engine ios and bytes equal fio's" {
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=64 --direct=1 \
		--time_based --runtime=2 --ramp_time=1
	counts_match schedaio-t.0.json read
	run jq -r '.read.clat_ns.percentile["99.000000"] > 0 and .read.clat_ns.N > 0' "$WORK/schedaio-t.0.json"
	[ "$output" = true ]
	# N counts the completions whose bytes are in bytes (STATS.md, counting rule).
	[ "$(jq '.read.clat_ns.N * 4096 == .read.bytes' "$WORK/schedaio-t.0.json")" = true ]
	[ "$(jq -c '[.job.direct, .job.notes]' "$WORK/schedaio-t.0.json")" = '[1,[]]' ]
}

@test "direct=0: nothing on stderr; job.direct 0 and a note in job.notes" {
	(cd "$WORK" && fio --ioengine="external:$ENGINE" --name=t --filename="$LOOP" --rw=randread \
		--bs=4k --iodepth=8 --direct=0 --size=4m --output-format=json --output=out.json 2>err.txt)
	cat "$WORK/err.txt"
	[ ! -s "$WORK/err.txt" ]
	counts_match schedaio-t.0.json read
	[ "$(jq .job.direct "$WORK/schedaio-t.0.json")" -eq 0 ]
	[[ $(jq -r '.job.notes[0]' "$WORK/schedaio-t.0.json") == "direct=0: buffered I/O through libaio, which the kernel runs synchronously inside io_submit(2)"* ]]
	[ "$(jq '.job.notes | length' "$WORK/schedaio-t.0.json")" -eq 1 ]
}

@test "a direct I/O not a multiple of the logical block size (kb_base=1000: 4k is 4000 B): one line saying so" {
	run --separate-stderr bash -c "cd '$WORK' && fio --kb_base=1000 --ioengine='external:$ENGINE' \
		--name=t --filename='$LOOP' --rw=read --bs=4k --direct=1 --size=1m --output-format=json"
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -ne 0 ]
	[ "$(grep -c '^schedaio:' <<<"$stderr")" -eq 1 ]
	grep -qxF "schedaio: job t: direct I/O of 4000 bytes at offset 0 on $LOOP: the size or offset is not a multiple of the device's logical block size, $(cat "/sys/block/$(basename "$LOOP")/queue/logical_block_size") bytes, as direct I/O requires (kb_base=1000: bs=4k means 4000 bytes)" <<<"$stderr"
	[[ $stderr == *"Invalid argument"* ]]
	# Aligned (4096 B): no such line.
	run --separate-stderr bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' \
		--name=t --filename='$LOOP' --rw=read --bs=4k --direct=1 --size=1m --output-format=json"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
}

@test "read, write, randwrite, rw, randrw at 512 B to 2 MiB and iodepth 1 to 256: counts equal fio's" {
	local spec rw bs qd
	for spec in read:512:1 write:4k:16 randwrite:64k:256 rw:128k:8 randrw:2m:32; do
		IFS=: read -r rw bs qd <<<"$spec"
		rm -f "$WORK"/schedaio-*.json
		fio_engine --name=t --filename="$LOOP" --rw="$rw" --bs="$bs" --iodepth="$qd" \
			--direct=1 --time_based --runtime=1 --ramp_time=500ms
		case $rw in
		read) counts_match schedaio-t.0.json read ;;
		write | randwrite) counts_match schedaio-t.0.json write ;;
		*)
			counts_match schedaio-t.0.json read
			counts_match schedaio-t.0.json write
			;;
		esac
		[ "$(jq -r .job.rw "$WORK/schedaio-t.0.json")" = "$rw" ]
		[ "$(jq -r .job.iodepth "$WORK/schedaio-t.0.json")" = "$qd" ]
	done
}

@test "iodepth_batch_submit and iodepth_batch_complete_min/max (0 = polling): counts equal fio's" {
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=64 --direct=1 \
		--iodepth_batch_submit=8 --iodepth_batch_complete_min=4 \
		--iodepth_batch_complete_max=16 --time_based --runtime=1 --ramp_time=500ms
	counts_match schedaio-t.0.json read
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=16 --direct=1 \
		--iodepth_batch_complete_min=0 --time_based --runtime=1
	counts_match schedaio-t.0.json read
}

@test "numjobs=2: one stats file per clone, each equal to its fio job" {
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=8 --direct=1 \
		--numjobs=2 --time_based --runtime=1 --ramp_time=500ms
	counts_match schedaio-t.0.json read 0
	counts_match schedaio-t.1.json read 1
	[ "$(jq -r .job.jobnum "$WORK/schedaio-t.1.json")" = 1 ]
}

@test "numjobs=4 with a stats_file without \$jobnum: each clone gets its own file" {
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=4 --direct=1 \
		--numjobs=4 --time_based --runtime=500ms --stats_file="$WORK/s.json"
	local i
	for i in 0 1 2 3; do
		[ "$(jq -r .job.jobnum "$WORK/s.$i.json")" = "$i" ]
	done
	[ ! -e "$WORK/s.json" ]
}

@test "nrfiles=3: target.nfiles says 3, and the tag describes the first file" {
	local mnt
	ext4_mount "$LOOP"
	mnt=$MNT
	fio_engine --name=t --directory="$mnt" --nrfiles=3 --size=24m --rw=randread --bs=4k \
		--iodepth=4 --direct=1 --time_based --runtime=500ms
	counts_match schedaio-t.0.json read
	[ "$(jq -r .target.nfiles "$WORK/schedaio-t.0.json")" = 3 ]
	[ "$(jq -r .target.device "$WORK/schedaio-t.0.json")" = "$(basename "$LOOP")" ]
}

# tag_is_sysfs SCHED: under SCHED, the stats' scheduler, device and kernel are sysfs' and uname's.
tag_is_sysfs() {
	local s=$1
	quietly sched_save_restore "$LOOP"
	sched_set "$LOOP" "$s"
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=4 \
		--direct=1 --time_based --runtime=500ms
	[ "$(jq -r .target.scheduler "$WORK/schedaio-t.0.json")" = "$s" ]
	[ "$(jq -r .target.device "$WORK/schedaio-t.0.json")" = "$(basename "$LOOP")" ]
	[ "$(jq -r .target.kernel "$WORK/schedaio-t.0.json")" = "$(uname -r)" ]
	grep -qF "[$s]" "/sys/block/$(basename "$LOOP")/queue/scheduler"
}

@test "tag: the scheduler in the stats equals sysfs, for mq-deadline" {
	tag_is_sysfs mq-deadline
}

# bats test_tags=guest, guest:5s
@test "tag: the scheduler in the stats equals sysfs, for bfq" {
	need_sched "$LOOP" bfq
	tag_is_sysfs bfq
}

@test "tag: a file on ext4 on a loop device resolves, through st_dev, to that loop device" {
	local mnt
	ext4_mount "$LOOP"
	mnt=$MNT
	quietly sched_save_restore "$LOOP"
	sched_set "$LOOP" kyber
	fio_engine --name=t --directory="$mnt" --filename=fiofile --size=64m --rw=randwrite \
		--bs=4k --iodepth=16 --direct=1 --time_based --runtime=1
	counts_match schedaio-t.0.json write
	[ "$(jq -r .target.device "$WORK/schedaio-t.0.json")" = "$(basename "$LOOP")" ]
	[ "$(jq -r .target.scheduler "$WORK/schedaio-t.0.json")" = kyber ]
	[ "$(jq -r .target.file "$WORK/schedaio-t.0.json")" = "$mnt/fiofile" ]
}

@test "tag: a file on tmpfs says there is no block device, and the job still runs" {
	local dir
	dir=$(mktemp -d /dev/shm/schedaio-tmpfs.XXXXXX)
	cleanup_push "rm -rf '$dir'"
	(cd "$WORK" && fio --ioengine="external:$ENGINE" --name=t --directory="$dir" \
		--filename=f --size=8m --rw=read --bs=4k --iodepth=2 --direct=0 \
		--output-format=json --output=out.json 2>err.txt)
	[ "$(jq -r .target.device "$WORK/schedaio-t.0.json")" = null ]
	jq -e '.target.reason | test("no block device")' "$WORK/schedaio-t.0.json"
	# fio's log says so once, at the job's open, naming the job and the file
	cat "$WORK/err.txt"
	[ "$(grep -c '^schedaio: job t: warning: ' "$WORK/err.txt")" -eq 1 ]
	grep -qF "schedaio: job t: warning: $dir/f is on no block device, so its tag has no scheduler (no block device behind $dir/f: it is on a tmpfs filesystem" "$WORK/err.txt"
}

@test "filename=/dev/NOSUCH (a typo of a device): fio makes a file in /dev, and the engine warns once at open" {
	need_root
	local f=/dev/schedaio-nosuch.$$
	[ ! -e "$f" ]
	cleanup_push "rm -f '$f'"
	run --separate-stderr bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t \
		--filename='$f' --size=1m --rw=read --bs=4k --direct=0 --output-format=json --output=out.json"
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[ -f "$f" ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[ "$stderr" = "schedaio: job t: warning: $f is not a block device but a file on devtmpfs (/dev): fio creates one for a device name that does not exist; its tag has no scheduler" ]
	[ "$(jq -r .target.scheduler "$WORK/schedaio-t.0.json")" = null ]
	# a real block device: nothing said
	run --separate-stderr bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t \
		--filename='$LOOP' --size=1m --rw=read --bs=4k --direct=1 --output-format=json --output=out.json"
	[ "$status" -eq 0 ]
	[ -z "$stderr" ]
}

@test "fio's JSON on stdout stays valid with the engine" {
	run bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t --filename='$LOOP' \
		--rw=randread --bs=4k --iodepth=4 --direct=1 --time_based --runtime=500ms \
		--output-format=json 2>/dev/null | jq -e '.jobs[0].read.total_ios > 0'"
	[ "$status" -eq 0 ]
}

@test "percentile_list chooses the percentiles, keyed as fio keys them" {
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=4 --direct=1 \
		--time_based --runtime=500ms --percentile_list=50:99.5
	run jq -c '.read.clat_ns.percentile | keys' "$WORK/schedaio-t.0.json"
	[ "$output" = '["50.000000","99.500000"]' ]
}

@test "stats_file expands \$jobname and \$jobnum" {
	fio_engine --name=t --filename="$LOOP" --rw=read --bs=4k --iodepth=2 --direct=1 \
		--time_based --runtime=300ms "--stats_file=$WORK/st-\$jobname-\$jobnum.json"
	[ -f "$WORK/st-t-0.json" ]
}

@test "stats_file: a link planted at the file (or at an old-style temporary name) is replaced, never written through" {
	echo keep >"$WORK/victim"
	ln -s "$WORK/victim" "$WORK/s.json"
	ln -s "$WORK/victim" "$WORK/s.json.tmp"
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=4 --direct=1 \
		--time_based --runtime=300ms --stats_file="$WORK/s.json"
	[ "$(cat "$WORK/victim")" = keep ]
	[ ! -L "$WORK/s.json" ]
	[ "$(jq -r .read.bytes "$WORK/s.json")" -gt 0 ]
	# the engine's temporaries are new names (.s.json.XXXXXX.tmp), gone after the write
	[ -z "$(find "$WORK" -name '.s.json.*.tmp')" ]
}

@test "a stats_file that cannot be created fails the job with one clear line" {
	run bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t --filename='$LOOP' \
		--rw=read --bs=4k --direct=1 --runtime=1 --stats_file=$WORK/missing/s.json 2>&1"
	[ "$status" -ne 0 ]
	[[ $output == *"schedaio: job t: cannot create stats_file $WORK/missing/s.json: No such file or directory"* ]]
	# longer than PATH_MAX once expanded: the name as given (cut), the reason
	local long
	long=$(printf 'a%.0s' {1..5000})
	run bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t --filename='$LOOP' \
		--rw=read --bs=4k --direct=1 --runtime=1 --stats_file=$WORK/$long 2>&1"
	[ "$status" -ne 0 ]
	[[ $output == *"schedaio: job t: cannot create stats_file $WORK/aaaaaaaa"*": File name too long"* ]]
}

@test "a stats_file that names a folder fails the job before any I/O" {
	mkdir "$WORK/d"
	run bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t --filename='$LOOP' \
		--rw=read --bs=4k --direct=1 --runtime=1 --stats_file=$WORK/d/ 2>&1"
	[ "$status" -ne 0 ]
	[[ $output == *"schedaio: job t: cannot create stats_file $WORK/d/: Is a directory"* ]]
}

@test "a stats_file that cannot be written at the end fails the job (fio's exit status and error)" {
	# A full filesystem: the file can be created at start (the probe), not written at the end.
	local rc=0 full=$WORK/full
	mkdir "$full"
	mount -t tmpfs -o size=64k,mode=0700 tmpfs "$full"
	cleanup_push "umount '$full'"
	dd if=/dev/zero of="$full/filler" bs=4k 2>/dev/null || true
	(cd "$WORK" && exec fio --ioengine="external:$ENGINE" --name=t --filename="$LOOP" --rw=read \
		--bs=4k --direct=1 --size=1m --stats_file="$full/s.json" \
		--output-format=json --output=out.json 2>err.txt) || rc=$?
	cat "$WORK/err.txt"
	[ "$rc" -ne 0 ]
	grep -qF "schedaio: job t: cannot write stats_file $full/s.json: " "$WORK/err.txt"
	[ "$(jq '.jobs[0].error' "$WORK/out.json")" -ne 0 ]
	[ "$(find "$full" -name 's.json*' | wc -l)" -eq 0 ]
}

@test "an unknown engine option fails with a line naming it" {
	run bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t --filename='$LOOP' \
		--rw=read --bs=4k --direct=1 --runtime=1 --no_such_option=1 2>&1"
	[ "$status" -ne 0 ]
	[[ $output == *no_such_option* ]]
}

@test "an engine built for another fio version fails cleanly, naming both versions" {
	local wrong=$TOP/build/tests/schedaio-wrongver.so
	[ -f "$wrong" ] || skip "build/tests/schedaio-wrongver.so not built (make test builds it)"
	run bash -c "cd '$WORK' && fio --ioengine='external:$wrong' --name=t --filename='$LOOP' \
		--rw=read --bs=4k --direct=1 --runtime=1 2>&1"
	echo "$output"
	[ "$status" -ne 0 ]
	[[ $output == *"schedaio: built for fio-0.0-schedaio-test but running under $(fio --version)"* ]]
	[ "$(grep -c 'schedaio: built for' <<<"$output")" -eq 1 ]
	[[ $output != *"Segmentation"* ]]
	[ ! -f "$WORK/schedaio-t.0.json" ]
}

@test "STATS.md's JSON example has exactly the keys the engine writes (percentiles aside)" {
	fio_engine --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=4 --direct=1 \
		--time_based --runtime=300ms
	# array positions become "[]": arrays (bins, time series) are trimmed in the README
	local keys='[paths | map(if type == "number" then "[]" else . end) | join(".") | select(test("percentile\\.") | not)] | unique'
	run jq -c "$keys" "$WORK/schedaio-t.0.json"
	local engine=$output
	run bash -c "awk '/^\`\`\`json/ {f = 1; next} /^\`\`\`/ {f = 0} f' '$TOP/STATS.md' | jq -c '$keys'"
	echo "engine: $engine"
	echo "STATS.md: $output"
	[ "$engine" = "$output" ]
}

@test "a stats_file in a folder others can write, or owned by another user, is refused at start, naming the folder; a sticky folder only above it is taken" {
	need_root
	ram_loop 16
	local d
	for d in open sticky; do mkdir "$WORK/$d"; done
	chmod 0777 "$WORK/open"
	chmod 1777 "$WORK/sticky"
	for d in open sticky; do
		run bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t --filename='$LOOP' \
			--rw=read --bs=4k --direct=1 --size=1m --stats_file=$WORK/$d/s.json 2>&1"
		echo "$d: $output"
		[ "$status" -ne 0 ]
		[[ $output == *"schedaio: job t: stats_file $WORK/$d/s.json: refused: $WORK/$d: "*"writable by"*"(the engine writes only in a folder of root's or yours that nobody else can write)"* ]]
		[ -z "$(ls -A "$WORK/$d")" ]
	done
	# another user's folder (mode 0755)
	getent passwd nobody >/dev/null || skip "no user nobody"
	mkdir "$WORK/theirs"
	chown nobody "$WORK/theirs"
	run bash -c "cd '$WORK' && fio --ioengine='external:$ENGINE' --name=t --filename='$LOOP' \
		--rw=read --bs=4k --direct=1 --size=1m --stats_file=$WORK/theirs/s.json 2>&1"
	[ "$status" -ne 0 ]
	[[ $output == *"stats_file $WORK/theirs/s.json: refused: $WORK/theirs: owned by uid"* ]]
	# a folder of ours below the sticky one: written
	mkdir -m 0700 "$WORK/sticky/mine"
	fio --ioengine="external:$ENGINE" --name=t --filename="$LOOP" --rw=read --bs=4k --direct=1 \
		--size=1m --stats_file="$WORK/sticky/mine/s.json" --output=/dev/null
	[ -s "$WORK/sticky/mine/s.json" ]
}

@test "a link in stats_file's path, swapped for another folder once the job runs: the file is written where the check was made (the folder's resolved path)" {
	need_root
	ram_loop 16
	local pid i
	mkdir -m 0700 "$WORK/good" "$WORK/other"
	ln -s "$WORK/good" "$WORK/link"
	fio --ioengine="external:$ENGINE" --name=t --filename="$LOOP" --rw=randread --bs=4k \
		--direct=1 --time_based --runtime=3 --stats_file="$WORK/link/s.json" --output=/dev/null &
	pid=$!
	# the engine's init (the check) has run once fio has the device open in its job
	for ((i = 0; i < 300; i++)); do
		ls -l /proc/"$pid"/task/*/fd /proc/[0-9]*/fd 2>/dev/null | grep -q -- "-> $LOOP$" && break
		sleep 0.05
	done
	ln -sfn "$WORK/other" "$WORK/link"
	wait "$pid"
	[ -s "$WORK/good/s.json" ]
	[ -z "$(ls -A "$WORK/other")" ]
}
