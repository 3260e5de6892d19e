#!/usr/bin/env bats
# tests/run: check
# fio-cmd.bats: fio's command line has one builder (scripts/lib/fio-cmd.sh fio_argv), used by
# run-pack's runs (rp-job.sh fio_command), its --hosts client (rp-hosts.sh) and the device
# model's probe (devmodel-fio.sh), each the argv it was before the builder (issue 41 item 3;
# the literal argv below are those run-pack built before), but the probe's rate runs: a
# runtime past its ramp and sampling, no ramp_time (the rate is the device's own, read from
# its counters once fio's I/O runs; fio is stopped after). The probe's fio runs through a
# stub on PATH (no device): its argv and its record in the state file while it runs. The runs'
# and the client's argv as run: run-pack-quick.bats, startup.bats and run-pack-hosts.bats
# (argv_stubs). A few seconds.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	common_setup
	. "$TOP/scripts/lib/fio-cmd.sh"
}

teardown() {
	common_teardown
}

# words ARRAY...: the words, one space between.
words() { echo "$*"; }

@test "fio_argv: a run, a replayed run, the --hosts client, the probe's two fio as run-pack built them" {
	local a=()
	. "$TOP/scripts/lib/rp-job.sh"
	fio_command a /r/.fio-out.AbC123/fio.json
	[ "$(words "${a[@]}")" = "setsid fio --output-format=json --output=/r/.fio-out.AbC123/fio.json job.fio" ]
	fio_command a /r/.fio-out.AbC123/fio.json /r/job.fio
	[ "$(words "${a[@]}")" = "setsid fio --output-format=json --output=/r/.fio-out.AbC123/fio.json /r/job.fio" ]
	fio_argv a --session --fsize 67108864 --output /c/fio.json.tmp --client /c/h0.sock /s/h1/job.fio --client /c/h1.sock /s/h2/job.fio
	[ "$(words "${a[@]}")" = "setsid prlimit --fsize=67108864 fio --output-format=json --output=/c/fio.json.tmp --client=sock:/c/h0.sock /s/h1/job.fio --client=sock:/c/h1.sock /s/h2/job.fio" ]
	# an argument the builder does not know, or no --output: refused
	run fio_argv a --output /o bogus
	[ "$status" -eq 1 ]
	[[ $output == *"unknown argument 'bogus'"* ]]
	run fio_argv a --job x.fio
	[ "$status" -eq 1 ]
	[[ $output == *"no --output"* ]]
}

# fake_fio: fio on PATH logs its argv (argv_stubs' log) and writes a fio JSON of one job to its
# --output (read and write: 1000 bytes/s, 10 IOPS), sleeping 0.3 s while it "runs".
fake_fio() {
	mkdir -p "$WORK/bin"
	cat >"$WORK/bin/fio" <<STUB
#!/bin/bash
(IFS=\$'\t'; printf '%s\n' "fio	\$*") >>"$WORK/argv.log"
for a in "\$@"; do case \$a in --output=*) out=\${a#--output=} ;; esac; done
sleep 0.3
[ "\$out" = /dev/null ] || echo '{"jobs": [{"read": {"bw_bytes": 1000, "iops": 10}, "write": {"bw_bytes": 1000, "iops": 10}}]}' >"\$out"
STUB
	chmod +x "$WORK/bin/fio"
	export PATH="$WORK/bin:$PATH"
}

@test "the device model's probe: its fio through the builder (its rate read from the device), recorded in the state file while it runs" {
	fake_fio
	(
		set -e
		. "$TOP/scripts/lib/rp-util.sh"
		. "$TOP/scripts/lib/atomic.sh"
		. "$TOP/scripts/lib/rp-state.sh"
		. "$TOP/scripts/lib/devmodel.sh"
		PROG=fio-cmd.bats SIZE_MIB=256 DM_PROBE_RUNTIME=2 DM_PROBE_RAMP=1
		# The SIGINT that stops each of the probe's fio is logged, not sent: stopped at once,
		# the stub could die before it logged its argv (4 of 12 runs under load;
		# fio_spawn_start's subshell resets INT, so an ignored INT is not inherited)
		kill() { if [ "$1" = -INT ]; then echo "kill -INT $2" >>"$WORK/kill.log"; else command kill "$@"; fi; }
		# the undo's own probe (no probe folder): not recorded, output to /dev/null
		dm_fio_inflight /dev/loop-none 64 0 2>/dev/null
		DM_WORK=$WORK
		STATE_FILE=$WORK/state
		: >"$STATE_FILE"
		dm_probe_begin
		dm_fio_start "$WORK/probe/x.json" --name=rec --rw=read
		# recorded before it runs: fiorun OUT, then fio PID STARTTIME
		grep -qx "fiorun	$WORK/probe/x.json" "$STATE_FILE"
		grep -q "^fio	$FIO_PID	[0-9]*\$" "$STATE_FILE"
		fio_spawn_wait
		[ -z "$(grep -v '^probedir' "$STATE_FILE")" ]
		# the rate is the device's own (its /sys/block counters, devmodel.bats measures it): a
		# device without counters gives none, status 1, and its fio is stopped and waited for.
		rc=0
		dm_fio_rate /dev/loop-b read 1m 8 bw_bytes || rc=$?
		[ "$rc" = 1 ] && [ "$DM_GOT" = 0 ] && [ -z "$FIO_PID" ] || { echo "rc $rc got $DM_GOT fio ${FIO_PID:-}"; exit 1; }
		rc=0
		dm_fio_rate /dev/loop-b randwrite 4k 64 iops || rc=$?
		[ "$rc" = 1 ] && [ "$DM_GOT" = 0 ] || exit 1
		dm_probe_end
		[ "$(wc -l <"$WORK/kill.log")" -eq 3 ] || { echo "the probe's three fio were not each stopped:"; cat "$WORK/kill.log"; exit 1; }
	)
	tr '\t' ' ' <"$WORK/argv.log" >"$WORK/argv"
	cat "$WORK/argv"
	[ "$(sed -n 1p "$WORK/argv")" = "fio --name=inflight --filename=/dev/loop-none --rw=randread --bs=4k --direct=1 --ioengine=libaio --iodepth=64 --time_based --runtime=6 --output-format=terse --output=/dev/null" ]
	[ "$(sed -n 3p "$WORK/argv")" = "fio --name=probe --filename=/dev/loop-b --rw=read --bs=1m --direct=1 --ioengine=libaio --iodepth=8 --time_based --runtime=33 --size=128m --output-format=json --output=$WORK/probe/fio-1.json" ]
	[ "$(sed -n 4p "$WORK/argv")" = "fio --name=probe --filename=/dev/loop-b --rw=randwrite --bs=4k --direct=1 --ioengine=libaio --iodepth=64 --time_based --runtime=33 --size=128m --output-format=json --output=$WORK/probe/fio-2.json" ]
	[ "$(wc -l <"$WORK/argv")" -eq 4 ]
}
