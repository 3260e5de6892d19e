#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr is set by bats' run --separate-stderr
# tag.bats: the scheduler tag on live stacks of RAM-backed loop devices (issue 3):
# a partitioned loop device (losetup -P) with ext4 on its second partition; a loop device
# whose backing file sits on ext4 on another loop device; each under two schedulers and
# bfq's low_latency both ways (tag and label in the stats JSON; on the partition, compare's
# row per label from those runs: BFQ and BFQ low_latency apart); a scheduler changed in the
# middle of a job (reported; the job fails under sched_strict=1); expect_sched= mismatches.
# Every scheduler and tunable changed here is restored, and every loop device detached, by
# the cleanup stack that teardown runs.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	need_root
	need_engine
	common_setup
}

teardown() {
	common_teardown
}

STATS=schedaio-t.0.json

# tun_set DEV NAME VALUE: write queue/iosched/NAME of DEV's disk; the old value is put back
# at cleanup (if that scheduler is still active: switching elevators resets its tunables).
tun_set() {
	local f old
	f=$(dirname "$(sched_file "$1")")/iosched/$2
	old=$(<"$f")
	cleanup_push "[ ! -w '$f' ] || echo '$old' >'$f'"
	echo "$3" >"$f"
	[ "$(<"$f")" = "$3" ]
}

# use DEV SCHED [LOW_LATENCY]: make SCHED (and bfq's low_latency) active on DEV, restored later.
use() {
	quietly sched_save_restore "$1"
	sched_set "$1" "$2"
	[ -z "${3:-}" ] || tun_set "$1" low_latency "$3"
}

# part_loop: a RAM-backed loop device (losetup -P) with a GPT of two partitions; sets LOOP
# and PART2. partx -a adds the partitions where the kernel has no partition-table parser.
part_loop() {
	command -v sfdisk >/dev/null || skip "sfdisk not installed (scripts/setup-deps: fdisk)"
	ram_loop 160 -P
	printf 'label: gpt\n,32M\n,\n' | sfdisk -q "$LOOP" >/dev/null 2>&1 || true
	[ -b "${LOOP}p2" ] || partx -a "$LOOP" 2>/dev/null || true
	[ -b "${LOOP}p2" ] || skip "no partition device ${LOOP}p2 after sfdisk and partx"
	PART2=${LOOP}p2
}

# run_job FIO_ARGS...: a short randread job with the engine; the stats in $WORK/$STATS.
run_job() {
	fio_engine --name=t --rw=randread --bs=4k --iodepth=4 --direct=1 --time_based \
		--runtime=300ms "$@"
}

# jqs FILTER: FILTER over the stats JSON, raw.
jqs() {
	jq -r "$1" "$WORK/$STATS"
}

# part_tags CASE...: on part_loop's partition 2 with ext4, per CASE "SCHED LOW_LATENCY LABEL"
# (LOW_LATENCY - when not bfq): device, disk, scheduler, label, tunables in the stats; then
# compare over the runs' fio JSON and stats: one row per LABEL, from the tag (for bfq: BFQ
# and BFQ low_latency apart, checked here since compare-groups.bats runs on the host).
part_tags() {
	local c s ll label i=0 t
	part_loop
	ext4_mount "$PART2"
	for c in "$@"; do
		read -r s ll label <<<"$c"
		use "$LOOP" "$s" "${ll#-}"
		run_job --directory="$MNT" --filename=fiofile --size=16m --expect_sched="$label"
		i=$((i + 1))
		mkdir -p "$WORK/runs/$i"
		cp "$WORK/out.json" "$WORK/$STATS" "$WORK/runs/$i/"
		# the tag's fields by one jq, a line each: device, disk, partition, devt, scheduler,
		# label, chain[0] role and backing_file, nr_requests, check.at, changed, low_latency
		mapfile -t t < <(jqs '.target | .device, .disk, .partition, .devt, .scheduler, .label,
			.chain[0].role, .chain[0].backing_file, .queue.nr_requests, (.check.at | join(",")),
			(.check.changed | length), .tunables.low_latency')
		printf '%s\n' "${t[@]}"
		[ "${#t[@]}" -eq 12 ]
		[ "${t[0]}" = "${PART2##*/}" ]
		[ "${t[1]}" = "${LOOP##*/}" ]
		[ "${t[2]}" = true ]
		[ "${t[3]}" = "$(stat -c '%t:%T' "$PART2" | awk -F: '{printf "%d:%d", "0x"$1, "0x"$2}')" ] ||
			[ "${t[3]}" = "$(cat "/sys/class/block/${PART2##*/}/dev")" ]
		[ "${t[4]}" = "$s" ]
		[ "${t[5]}" = "$label" ]
		[ "${t[6]}" = device ]
		[ "${t[7]}" = "$(cat "/sys/block/${LOOP##*/}/loop/backing_file")" ]
		[ "${t[8]}" = "$(cat "/sys/block/${LOOP##*/}/queue/nr_requests")" ]
		[ "${t[9]}" = open,close ]
		[ "${t[10]}" = 0 ]
		if [ "$s" = bfq ]; then
			[ "${t[11]}" = "$ll" ]
		fi
	done
	run --separate-stderr "$TOP/scripts/compare" "$WORK/runs"
	echo "$output"
	[ "$status" -eq 0 ]
	for c in "$@"; do
		read -r s ll label <<<"$c"
		[ "$(sed -n '/: MB\/s (more is better)$/,/^$/p' <<<"$output" | grep -c "^  $label  ")" -eq 1 ]
	done
}

@test "partitioned loop, ext4 on partition 2: device, disk, scheduler, label (mq-deadline, kyber)" {
	part_tags "mq-deadline - MQ Deadline" "kyber - Kyber"
}

# bats test_tags=guest, guest:16s
@test "partitioned loop, ext4 on partition 2: bfq's low_latency both ways, label and tunables" {
	need_sched loop bfq
	part_tags "bfq 0 BFQ" "bfq 1 BFQ low_latency"
}

@test "the scripts' partition -> disk rule (loopdev.sh dev_disk_dir) agrees with the engine's" {
	local majmin
	part_loop
	ext4_mount "$PART2"
	run_job --directory="$MNT" --filename=fiofile --size=16m
	majmin=$(cat "/sys/class/block/$(basename "$PART2")/dev")
	echo "engine: disk $(jqs .target.disk); bash: $(dev_disk "$PART2"), $(dev_disk "$majmin")"
	[ "$(jqs .target.partition)" = true ]
	[ "$(dev_disk "$PART2")" = "$(jqs .target.disk)" ]
	[ "$(dev_disk "$majmin")" = "$(jqs .target.disk)" ]
	[ "$(dev_disk "$LOOP")" = "$(jqs .target.disk)" ]
	[ "$(sched_file "$PART2")" = "$(readlink -f "/sys/class/block/$(jqs .target.disk)")/queue/scheduler" ]
	run dev_disk /nonexistent
	[ "$status" -eq 1 ]
	[ -z "$output" ]
}

@test "the scripts' scheduler switch (loopdev.sh sched_set): offered names take, others are refused naming the offers; a link to the device names its disk" {
	local offers s
	ram_loop 16
	quietly sched_save_restore "$LOOP"
	mapfile -t offers < <(sched_offered "$LOOP")
	echo "offers: ${offers[*]}"
	[ "${offers[*]}" = "$(tr -d '[]' <"/sys/class/block/${LOOP#/dev/}/queue/scheduler" | xargs)" ]
	for s in "${offers[@]}"; do
		sched_set "$LOOP" "$s"
		[ "$(sched_get "$LOOP")" = "$s" ]
	done
	for s in nosuch '' "${offers[0]}x"; do
		run --separate-stderr sched_set "$LOOP" "$s"
		[ "$status" -eq 1 ]
		[ "$stderr" = "sched: $LOOP does not offer scheduler '$s' (offers: ${offers[*]})" ]
	done
	[ "$(sched_get "$LOOP")" = "${offers[-1]}" ]
	# a link to the device (as /dev/disk/by-* are) names the device's own disk
	ln -s "$LOOP" "$WORK/link"
	[ "$(dev_disk "$WORK/link")" = "${LOOP#/dev/}" ]
	[ "$(sched_file "$WORK/link")" = "$(readlink -f "/sys/class/block/${LOOP#/dev/}")/queue/scheduler" ]
	# a journal's queue folder (claim_queue): the device's own, by either name; not another
	# device's, nor its own named through '.' or '..'
	local first=$LOOP own other q
	own=$(readlink -f "/sys/class/block/${LOOP#/dev/}")
	claim_queue "$LOOP" "$own/queue"
	claim_queue "$LOOP" "/sys/class/block/${LOOP#/dev/}/queue"
	ram_loop 16
	other=$(readlink -f "/sys/class/block/${LOOP#/dev/}")
	for q in "$other/queue" "$own/queue/../queue" "${own%/*}/./${own##*/}/queue" "$own/queue/"; do
		run claim_queue "$first" "$q"
		[ "$status" -eq 1 ]
		[[ $output == "$q is not "* ]]
	done
}

# chain_tags CASE...: a loop device (inner) on a file on ext4 on another (outer); per CASE
# "SCHED_IN LL_IN SCHED_OUT LL_OUT" (LL - when not bfq): the chain has both, each its own tag.
chain_tags() {
	local outer inner c si li so lo t
	ram_loop 256
	outer=$LOOP
	ext4_mount "$outer"
	truncate -s 64M "$MNT/inner.img"
	inner=$(losetup --find --show --direct-io=on "$MNT/inner.img")
	cleanup_push "loop_detach_on '$MNT/inner.img'"
	for c in "$@"; do
		read -r si li so lo <<<"$c"
		use "$inner" "$si" "${li#-}"
		use "$outer" "$so" "${lo#-}"
		run_job --filename="$inner"
		# the tag's fields by one jq (a jq start is ~0.3 s in the guest tier's TCG guest), a
		# line each: device, scheduler, chain length, chain[0] backing_file, chain[1] device,
		# role, parent, scheduler, backing_file, note names tmpfs, low_latency of chain[0] and
		# [1], label, chain[0] label
		mapfile -t t < <(jqs '.target | .device, .scheduler, (.chain | length),
			.chain[0].backing_file, .chain[1].device, .chain[1].role, .chain[1].parent,
			.chain[1].scheduler, .chain[1].backing_file, (.chain[1].note | test("tmpfs")),
			.chain[0].tunables.low_latency, .chain[1].tunables.low_latency, .label, .chain[0].label')
		printf '%s\n' "${t[@]}"
		[ "${#t[@]}" -eq 14 ]
		[ "${t[0]}" = "${inner##*/}" ]
		[ "${t[1]}" = "$si" ]
		[ "${t[2]}" = 2 ]
		[ "${t[3]}" = "$MNT/inner.img" ]
		[ "${t[4]}" = "${outer##*/}" ]
		[ "${t[5]}" = backing ]
		[ "${t[6]}" = "${inner##*/}" ]
		[ "${t[7]}" = "$so" ]
		[ "${t[8]}" = "$(cat "/sys/block/${outer##*/}/loop/backing_file")" ]
		[ "${t[9]}" = true ]
		[ "$si" != bfq ] || [ "${t[10]}" = "$li" ]
		[ "$so" != bfq ] || [ "${t[11]}" = "$lo" ]
		[ "${t[12]}" = "${t[13]}" ]
	done
}

@test "loop on a file on ext4 on another loop: the chain has both, each with its own tag" {
	chain_tags "mq-deadline - kyber -" "kyber - none -" "none - mq-deadline -"
	[ "$(jqs .target.chain[1].label)" = "MQ Deadline" ]
	[ "$(jqs .target.label)" = "MQ None" ]
}

# bats test_tags=guest, guest:27s
@test "loop on a file on ext4 on another loop: bfq's low_latency in each tag of the chain" {
	need_sched loop bfq
	chain_tags "mq-deadline - bfq 0" "bfq 1 kyber -" "bfq 0 bfq 1"
	[ "$(jqs .target.chain[1].label)" = "BFQ low_latency" ]
	[ "$(jqs .target.label)" = "BFQ" ]
}

# change_mid_job ARGS...: run a 3 s job on $LOOP (none at start) and switch it to
# mq-deadline once the job's I/O runs (its tag was read at open, before any I/O: the device
# has completed 1,000 reads more than before it, /sys/block/DEV/stat field 1, more than a
# probe of a new device makes), while the job still runs; fio's status in RC, its stderr in
# $WORK/err.txt.
change_mid_job() {
	local pid i st n0
	ram_loop 256
	use "$LOOP" none
	st=/sys/block/$(basename "$LOOP")/stat
	n0=$(awk '{ print $1 }' "$st")
	(cd "$WORK" && exec fio --ioengine="external:$ENGINE" --output-format=json \
		--output=out.json --name=t --filename="$LOOP" --rw=randread --bs=4k --iodepth=4 \
		--direct=1 --time_based --runtime=3 "$@" 2>err.txt) &
	pid=$!
	for ((i = 0; i < 600; i++)); do
		[ "$(awk '{ print $1 }' "$st")" -le $((n0 + 1000)) ] || break
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.05
	done
	kill -0 "$pid" # the job runs (it ends 3 s after its I/O began)
	sched_set "$LOOP" mq-deadline
	RC=0
	wait "$pid" || RC=$?
	cat "$WORK/err.txt"
}

@test "a scheduler change in the middle of a job: one warning line, target.check.changed" {
	local name
	change_mid_job
	name=$(basename "$LOOP")
	[ "$RC" -eq 0 ]
	[ "$(grep -c . "$WORK/err.txt")" -eq 1 ]
	grep -qxF "schedaio: warning: job t: the scheduler tag changed during the job: $name scheduler changed from \"none\" to \"mq-deadline\"" "$WORK/err.txt"
	[ "$(jqs .target.scheduler)" = none ] # the tag read at open
	[ "$(jqs '.target.check.changed | length')" = 1 ]
	[ "$(jqs '.target.check.changed[0] | [.device, .field, .start, .end] | join(" ")')" = "$name scheduler none mq-deadline" ]
	[ "$(jqs .error)" = 0 ]
}

@test "sched_strict=1: a scheduler change in the middle of a job fails it" {
	change_mid_job --sched_strict=1
	[ "$RC" -ne 0 ]
	[ "$(grep -c 'schedaio:' "$WORK/err.txt")" -eq 1 ]
	grep -q "schedaio: job t: sched_strict=1 and the scheduler tag changed during the job, so it fails: $(basename "$LOOP") scheduler changed from \"none\" to \"mq-deadline\"" "$WORK/err.txt"
	[ "$(jqs .error)" != 0 ]
	[ "$(jq -r '.jobs[0].error' "$WORK/out.json")" != 0 ]
	[ "$(jqs '.target.check.changed[0].end')" = mq-deadline ]
}

# wrong_sched RUNS: a job on LOOP with expect_sched=mq-deadline while LOOP runs RUNS ("bfq (BFQ
# low_latency)") fails at start with one line naming both, and no I/O ran.
wrong_sched() {
	run fio_engine --name=t --filename="$LOOP" --rw=read --bs=4k --direct=1 --runtime=1 \
		--expect_sched=mq-deadline
	echo "$output"
	[ "$status" -ne 0 ]
	[ "$(grep -c 'schedaio' <<<"$output")" -eq 1 ]
	[[ $output == *"schedaio: job t: expect_sched=mq-deadline but $(basename "$LOOP") runs $1"* ]]
	[ "$(jqs '.read // "none"')" = none ] # no I/O ran
}

# bats test_tags=guest, guest:8s
@test "expect_sched under bfq: a match runs; a mismatch fails at start with one line naming both" {
	local name
	ram_loop 256
	need_sched "$LOOP" bfq
	name=$(basename "$LOOP")
	use "$LOOP" bfq 1
	run_job --filename="$LOOP" --expect_sched="BFQ low_latency"
	[ "$(jqs .error)" = 0 ]
	run_job --filename="$LOOP" --expect_sched=bfq:low_latency=1
	run_job --filename="$LOOP" --expect_sched=bfq
	wrong_sched "bfq (BFQ low_latency)"

	run fio_engine --name=t --filename="$LOOP" --rw=read --bs=4k --direct=1 --runtime=1 \
		--expect_sched=BFQ
	[ "$status" -ne 0 ]
	[[ $output == *"expect_sched=bfq low_latency=0 (BFQ) but $name runs bfq low_latency=1 (BFQ low_latency)"* ]]
}

@test "expect_sched: a match runs; a mismatch, a typo, a tunable the scheduler lacks fail at start with one line" {
	local name
	ram_loop 256
	name=$(basename "$LOOP")
	use "$LOOP" kyber
	run_job --filename="$LOOP" --expect_sched=Kyber
	[ "$(jqs .error)" = 0 ]
	run_job --filename="$LOOP" --expect_sched=kyber
	wrong_sched "kyber (Kyber)"

	# a typo: unknown, not "but it runs bfq"
	run fio_engine --name=t --filename="$LOOP" --rw=read --bs=4k --direct=1 --runtime=1 \
		--expect_sched=mq-dealine
	echo "$output"
	[ "$status" -ne 0 ]
	[ "$(grep -c '^schedaio:' <<<"$output")" -eq 1 ]
	[[ $output == *"schedaio: job t: expect_sched=mq-dealine: unknown scheduler 'mq-dealine' ($name offers: $(sed 's/ *$//' "/sys/block/$name/queue/scheduler"))"* ]]

	run fio_engine --name=t --filename="$LOOP" --rw=read --bs=4k --direct=1 --runtime=1 \
		--expect_sched=bfq:low_latency
	echo "$output"
	[ "$status" -ne 0 ]
	[ "$(grep -c '^schedaio:' <<<"$output")" -eq 1 ] # fio adds its own "init failed" line
	[[ $output == *"expect_sched=bfq:low_latency: not understood"* ]]

	# a tunable bfq does not have (a typo): named at start with the valid names of the
	# kernel's documentation (jobs/sched-tunables.tsv, the table run-pack checks too), not
	# "but it runs bfq"
	run fio_engine --name=t --filename="$LOOP" --rw=read --bs=4k --direct=1 --runtime=1 \
		--expect_sched=bfq:low_latnecy=1
	echo "$output"
	[ "$status" -ne 0 ]
	[ "$(grep -c '^schedaio:' <<<"$output")" -eq 1 ]
	[[ $output == *"schedaio: job t: expect_sched=bfq:low_latnecy=1: bfq has no tunable 'low_latnecy' (bfq's tunables, kernel Documentation/block/bfq-iosched.rst: "*", low_latency, "*")"* ]]
	# and one mq-deadline does not have
	use "$LOOP" mq-deadline
	run fio_engine --name=t --filename="$LOOP" --rw=read --bs=4k --direct=1 --runtime=1 \
		--expect_sched=mq-deadline:fifo_bach=16
	echo "$output"
	[ "$status" -ne 0 ]
	[[ $output == *"schedaio: job t: expect_sched=mq-deadline:fifo_bach=16: mq-deadline has no tunable 'fifo_bach' (mq-deadline's tunables, kernel Documentation/block/deadline-iosched.rst"*"fifo_batch"*")"* ]]
}
