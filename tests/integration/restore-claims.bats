#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# restore-claims.bats: a state file is a claim, not an order (issue 28, finding 8).
# `run-pack --restore` undoes a record only when its own checks confirm it (undo.sh
# undo_claim, claim_KIND): no name through "..", a sysfs path of the recorded device only,
# a loop device attached to the recorded backing file (one of our names), a mount whose
# source and target findmnt shows, a process whose command line is ours. Each hostile file
# below is refused record by record with one line, and what it names is left as it was.
# The "other device" is a second loop device of the test's own; /sys/block/vda is only named
# in a record whose undo would write nothing even unchecked (the loop device already runs
# the scheduler it names). Root tests skip when not root. ~10 s.

bats_require_minimum_version 1.5.0

load helpers
# shellcheck source=scripts/lib/rp-util.sh
. "$TOP/scripts/lib/rp-util.sh" # proc_starttime

setup() {
	rp_setup
	need_root
	mkdir -p "$SCHEDAIO_STATE_DIR"
	SLEEP_PID=''
}

teardown() {
	[ -z "$SLEEP_PID" ] || kill "$SLEEP_PID" 2>/dev/null || true
	rm -rf "$SCHEDAIO_STATE_DIR"
	common_teardown
}

# hostile RECORD...: a state file of a run-pack that is gone (owner pid 1 with a start time
# it does not have), with the records given (fields separated by spaces are joined by tabs).
hostile() {
	local r
	{
		printf 'owner\t1\t0\n'
		for r in "$@"; do printf '%s\n' "${r// /$'\t'}"; done
	} >"$SCHEDAIO_STATE_DIR/run-pack.999999.state"
}

# two_loops: two RAM-backed loop devices of this test, their schedulers recorded for the
# cleanup (sched_save_restore), into the caller's l1 and l2.
two_loops() {
	ram_loop 16
	l1=$LOOP
	quietly sched_save_restore "$l1"
	ram_loop 16
	l2=$LOOP
	quietly sched_save_restore "$l2"
}

# restore_refuses N: run-pack --restore exits 0 (a refused record is settled, not a failure),
# says "left alone" N times, and removes the state file.
restore_refuses() {
	run --separate-stderr "$RUN_PACK" --restore
	echo "$stderr"
	[ "$status" -eq 0 ]
	[ "$(grep -c '^restore: left alone: ' <<<"$stderr")" -eq "$1" ]
	[ ! -e "$SCHEDAIO_STATE_DIR/run-pack.999999.state" ]
}

@test "a tunable or a folder through '..', a file not ours: refused, the files they name unchanged" {
	local q
	ram_loop 16
	quietly sched_save_restore "$LOOP"
	sched_set "$LOOP" mq-deadline
	q=$(dirname "$(sched_file "$LOOP")")
	[ -d "$q/iosched" ]
	echo orig >"$WORK/victim"
	mkdir "$WORK/keep"
	# unchecked: victim rewritten through the tunable, keep removed (rm -rf), victim removed
	hostile "sched $LOOP $q mq-deadline" "tun $LOOP $q ../../../../../../../../../..$WORK/victim pwned" \
		"workdir /tmp/schedaio-host.x/../..$WORK/keep" "fiofile $WORK/victim"
	restore_refuses 3
	grep "a name through '..'" <<<"$stderr"
	grep "$WORK/victim is not fio's file in a run-pack folder" <<<"$stderr"
	[ "$(cat "$WORK/victim")" = orig ]
	[ -d "$WORK/keep" ]
}

@test "a scheduler or tunable path of another device is refused before any write" {
	local q2 vda_before
	local l1 l2
	two_loops
	[ "$(sched_get "$l1")" = none ]
	[ "$(sched_get "$l2")" = none ]
	q2=$(dirname "$(sched_file "$l2")")
	# unchecked, these would switch l2 to mq-deadline and write its read_ahead_kb
	hostile "sched $l1 $q2 mq-deadline" "ra $l1 $q2 4"
	restore_refuses 2
	grep "is not $l1's queue folder" <<<"$stderr"
	[ "$(sched_get "$l2")" = none ]
	[ "$(cat "$q2/read_ahead_kb")" != 4 ]
	# the machine's disk: named, refused; l1 already runs none (no write even unchecked)
	if [ -e /sys/block/vda/queue/scheduler ]; then
		vda_before=$(cat /sys/block/vda/queue/scheduler)
		hostile "sched $l1 /sys/block/vda/queue none"
		restore_refuses 1
		grep "/sys/block/vda/queue is not $l1's queue folder" <<<"$stderr"
		[ "$(cat /sys/block/vda/queue/scheduler)" = "$vda_before" ]
	fi
}

@test "a device named by a link (or a file) whose name is another device's: its queue folder is not that one's" {
	local l1 l2
	two_loops
	[ "$(sched_get "$l2")" = none ]
	local d
	d=$(mktemp -d /dev/shm/schedaio-test.XXXXXX) # a name under /dev, as a journal's must be
	cleanup_push "rm -rf '$d'"
	ln -s "$l1" "$d/${l2#/dev/}" # D/loopB -> /dev/loopA
	mkdir "$d/x.d" && : >"$d/x.d/${l2#/dev/}" # a file named loopB
	# unchecked, these would switch l2 to mq-deadline: the claim went by the name's last part
	hostile "sched $d/${l2#/dev/} /sys/class/block/${l2#/dev/}/queue mq-deadline" \
		"sched $d/${l2#/dev/} $(readlink -f "/sys/class/block/${l2#/dev/}")/queue mq-deadline" \
		"sched $d/x.d/${l2#/dev/} /sys/class/block/${l2#/dev/}/queue mq-deadline"
	restore_refuses 3
	grep -c "is not $d/${l2#/dev/}'s queue folder" <<<"$stderr"
	[ "$(sched_get "$l2")" = none ]
}

@test "a loop device attached to another backing file, and a backing file not ours: refused, left attached" {
	ram_loop 16
	local backing
	backing=$(losetup -n -O BACK-FILE "$LOOP")
	[ -f "$backing" ]
	hostile "backing $backing" "loop $LOOP /var/tmp/schedaio-rec-img.abcdef/copy.img"
	restore_refuses 2
	grep "$LOOP is attached to $backing, not to /var/tmp/schedaio-rec-img.abcdef/copy.img" <<<"$stderr"
	grep "$backing is not a backing file of ours" <<<"$stderr"
	[ -f "$backing" ]
	[ "$(losetup -n -O BACK-FILE "$LOOP")" = "$backing" ]
}

@test "a mount that is not ours, or not of the recorded source: refused, still mounted" {
	ram_loop 16
	ext4_mount "$LOOP"
	mkdir -p "$WORK/schedaio-run.abcdef/mnt"
	mount --bind "$MNT" "$WORK/schedaio-run.abcdef/mnt"
	cleanup_push "umount '$WORK/schedaio-run.abcdef/mnt'"
	hostile "mount $MNT $LOOP" "mount $WORK/schedaio-run.abcdef/mnt /dev/loop999"
	restore_refuses 2
	grep "$MNT is not a mount point run-pack makes" <<<"$stderr"
	grep "$WORK/schedaio-run.abcdef/mnt holds $LOOP, not /dev/loop999" <<<"$stderr"
	mountpoint -q "$MNT"
	mountpoint -q "$WORK/schedaio-run.abcdef/mnt"
}

@test "a process whose command line is not ours (a sleep of the test's) is refused, left running" {
	local st
	sleep 1000 &
	SLEEP_PID=$!
	st=$(proc_starttime "$SLEEP_PID")
	hostile "workdir /tmp/schedaio-rec.abcdef" "fio $SLEEP_PID $st" "sync $SLEEP_PID $st" \
		"btreader $SLEEP_PID $st" "recproc $SLEEP_PID $st app"
	restore_refuses 4
	grep "process $SLEEP_PID runs 'sleep 1000', not a fio" <<<"$stderr"
	[ "$(proc_starttime "$SLEEP_PID")" = "$st" ]
}

@test "scripts/guest's kinds: a qemu record naming another process, a guesttmp not its folder: refused, left" {
	local st
	sleep 1000 &
	SLEEP_PID=$!
	st=$(proc_starttime "$SLEEP_PID")
	mkdir "$WORK/keep" "$WORK/schedaio-guest.abcdef"
	chmod 0755 "$WORK/schedaio-guest.abcdef"
	# unchecked: the sleep stopped, both folders removed (rm -rf)
	hostile "qemu $SLEEP_PID $st" "guesttmp $WORK/keep" "guesttmp $WORK/schedaio-guest.abcdef"
	restore_refuses 3
	grep "process $SLEEP_PID runs 'sleep 1000', not scripts/guest's qemu" <<<"$stderr"
	grep "$WORK/keep is not a folder name of scripts/guest" <<<"$stderr"
	grep "$WORK/schedaio-guest.abcdef is not scripts/guest's folder (root's, mode 0700)" <<<"$stderr"
	[ "$(proc_starttime "$SLEEP_PID")" = "$st" ]
	[ -d "$WORK/keep" ]
	[ -d "$WORK/schedaio-guest.abcdef" ]
}

@test "run-pack --kernel's kinds: a share record naming another process, a null_blk record not ours: refused, left" {
	local st
	sleep 1000 &
	SLEEP_PID=$!
	st=$(proc_starttime "$SLEEP_PID")
	# unchecked: the sleep stopped; a folder of configfs powered off and removed
	hostile "share $SLEEP_PID $st" "nullb /sys/kernel/config/nullb/nb0 /dev/nb0"
	restore_refuses 2
	grep "process $SLEEP_PID runs 'sleep 1000', not a kernel's share of run-pack" <<<"$stderr"
	grep "/sys/kernel/config/nullb/nb0 (/dev/nb0) is not a null_blk disk of ours" <<<"$stderr"
	[ "$(proc_starttime "$SLEEP_PID")" = "$st" ]
}
