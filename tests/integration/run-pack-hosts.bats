#!/usr/bin/env bats
# tests/run: serial=netns long
# shellcheck disable=SC2154 # stderr and stderr_lines are set by bats' run --separate-stderr
# run-pack-hosts.bats: run-pack --hosts on "hosts" made on this machine: one network namespace
# per host, joined to a controller namespace by its own veth pair (10.77.<k>.1 and .2), with
# its own sshd listening only on 10.77.<k>.2 (a throwaway host key and root key made here) and
# its own RAM-backed loop device; run-pack runs in the controller namespace and starts each
# host's fio server itself (on a Unix socket in a 0700 folder, reached through the keeper's
# ssh forwarding). All namespaces share this kernel and its
# filesystem, so hosts differ by namespace, address and device; a host with another schedaio
# build is an sshd whose mount namespace binds another .so over build/schedaio.so.
# Checks: a quick study on two hosts (every run ok, each host's fio.json and schedaio.json
# tagged with the scheduler, the manifest's hosts[] and each host's preflight lines, every
# device's scheduler back, no fio server, state file or work folder left); other I/O on one
# host's device during the preflight stops a --strict study before any run, naming the host; a
# host whose fio server is killed mid-study is recorded failed, restored, and the study ends on
# the other; during a study nothing of fio's (nothing at all on the controller) listens on a
# TCP address, and a third namespace routed to a host can run no job there, nor can a user
# other than root; a host with another build is
# refused before anything changes; a host's raw device open exclusively elsewhere is refused,
# and each keeper holds its raw device exclusively for the study (issue 28 item 2); a scheduler
# one host's device does not offer is refused naming the host, or with --skip-unoffered skipped
# on every host (and refused when none is left); a SIGKILL
# of run-pack is undone by every host; a bad hosts
# file is refused. Everything is removed on every exit path. ~2 minutes.

bats_require_minimum_version 1.5.0

load helpers
load hosts # the hosts: network namespaces with an sshd each

setup() { hosts_setup; }
teardown() { hosts_teardown; }

@test "--hosts: a quick study on two hosts at once, every host restored" {
	need_hosts
	add_host 1
	add_host 2
	argv_stubs
	run --separate-stderr in_ctl timeout -s TERM 600 "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick \
		--out "$OUT" --hosts "$HOSTS" --schedulers mq-deadline,kyber --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	local dir=${lines[0]} h s
	[ "$(jq -r '[.hosts[] | "\(.name):\(.address):\(.original_scheduler)"] | join(" ")' "$dir/manifest.json")" = \
		"h1:10.77.1.2:none h2:10.77.2.2:none" ]
	[ "$(jq -r '[.results[] | "\(.host)/\(.scheduler)/\(.status)"] | join(" ")' "$dir/manifest.json")" = \
		"h1/mq-deadline/ok h2/mq-deadline/ok h1/kyber/ok h2/kyber/ok" ]
	for h in h1 h2; do
		for s in mq-deadline kyber; do
			# fio's client names each host by the forwarded socket it connected to.
			[[ $(jq -r '.jobs[0].hostname' "$dir/$h/$s/randread-4k/run-1/fio.json") == /tmp/schedaio-ctl.*/h$((${h#h} - 1)).sock ]]
			[ "$(jq -r .target.scheduler "$dir/$h/$s/randread-4k/run-1/schedaio.json")" = "$s" ]
		done
	done
	[ "$(jq -r .status "$dir/manifest.json")" = complete ]
	# fio's client, as fio-cmd.sh builds it: its files bounded, one job file per host's server
	# (issue 41 item 3)
	for s in mq-deadline kyber; do
		argv_runs setsid | grep -xE "setsid prlimit --fsize=67108864 fio --output-format=json --output=(/tmp/schedaio-ctl\.[A-Za-z0-9]+)/client/fio\.json\.tmp --client=sock:\1/h0\.sock $dir/h1/$s/randread-4k/run-1/job\.fio --client=sock:\1/h1\.sock $dir/h2/$s/randread-4k/run-1/job\.fio"
	done
	[ "$(argv_runs setsid | wc -l)" -eq 2 ]
	# The preflight ran on each host, before any run, and is recorded: its lines name the host
	# and that host's device.
	jq -r '.preflight[]' "$dir/manifest.json"
	for h in 1 2; do
		[ "$(jq -r --arg l "ok    h$h: no other I/O on $(basename "${LOOPS[h]}") during 1 s" \
			'[.preflight[] | select(. == $l)] | length' "$dir/manifest.json")" -eq 1 ]
		[ "$(jq -r --arg l "ok    h$h: running as root" '[.preflight[] | select(. == $l)] | length' "$dir/manifest.json")" -eq 1 ]
		[ "$(jq -r --arg p "^(ok|WARN|info)  +h$h: " '[.preflight[] | select(test($p))] | length' "$dir/manifest.json")" -ge 5 ]
	done
	[[ $stderr == *"run-pack: preflight:"* ]]
	nothing_left
	# Each host's work folder (engine stats files) is gone.
	for h in h1 h2; do
		grep -q '^restored$' "$dir/$h/agent.log"
		[ ! -e "$(grep -m1 '^ready' "$dir/$h/agent.log" | cut -f3)" ]
	done
	# compare reads the study it made: rows "<host>: <scheduler label>" of both hosts.
	run --separate-stderr "$TOP/scripts/compare" "$dir"
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[[ $output == *"h1: MQ Deadline"* ]]
	[[ $output == *"h2: MQ Deadline"* ]]
}

@test "--hosts --strict: other I/O on one host's device during its preflight stops the study before any run, naming the host" {
	need_hosts
	add_host 1
	add_host 2
	local pid m
	(untraced; while :; do dd if="${LOOPS[2]}" of=/dev/null bs=4k count=16 iflag=direct 2>/dev/null; sleep 0.05; done) &
	pid=$!
	cleanup_push "kill $pid; wait $pid 2>/dev/null || true"
	run --separate-stderr in_ctl timeout -s TERM 600 "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick \
		--out "$OUT" --hosts "$HOSTS" --schedulers kyber --runs 1 --cells randread-4k --strict
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 1 ]
	[[ $stderr == *"warning: preflight: h2: other I/O on $(basename "${LOOPS[2]}"): "* ]]
	[[ $stderr == *"--strict is set; nothing was run"* ]]
	m=$(echo "$OUT"/*/manifest.json)
	[ "$(jq '.results | length' "$m")" -eq 0 ]
	jq -e '[.preflight[] | select(startswith("WARN  h2: other I/O on"))] | length == 1' "$m" >/dev/null
	jq -e '[.preflight[] | select(startswith("WARN  h1: other I/O"))] | length == 0' "$m" >/dev/null
	nothing_left
}

@test "--hosts: a host whose fio server is killed mid-study is recorded failed and restored" {
	need_hosts
	add_host 1
	add_host 2
	ip netns exec "$CTL" "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --out "$OUT" --hosts "$HOSTS" \
		--schedulers mq-deadline,kyber --runs 2 --cells randread-4k >"$WORK/stdout" 2>"$WORK/stderr" &
	RP_PID=$!
	local i pid rc=0 m
	# Once the first run is recorded on both hosts (the manifest names both; 2 minutes at most
	# on a loaded machine), h2's fio server is killed.
	for ((i = 0; i < 1200; i++)); do
		[ "$(jq '[.results[]? | select(.run == 1)] | length' "$OUT"/*/manifest.json 2>/dev/null)" = 2 ] && break
		sleep 0.1
	done
	pid=$(for p in $(ns_fio_pids "$TAG-h2"); do grep -qa -- '--server=sock:' "/proc/$p/cmdline" && echo "$p"; done | head -n1)
	[ -n "$pid" ]
	kill -KILL "$pid"
	wait "$RP_PID" || rc=$?
	RP_PID=''
	cat "$WORK/stderr"
	[ "$rc" -eq 1 ]
	m=$(echo "$OUT"/*/manifest.json)
	[ "$(jq -r '[.results[] | select(.host == "h1") | .status] | unique | join(",")' "$m")" = ok ]
	[ "$(jq '[.results[] | select(.host == "h1")] | length' "$m")" -eq 4 ]
	jq -e '[.results[] | select(.host == "h2" and .status == "failed")] | length == 1' "$m" >/dev/null
	[ "$(jq -r '.results[] | select(.host == "h2" and .run == 1 and .scheduler == "mq-deadline") | .status' "$m")" = ok ]
	jq -r '.results[] | select(.host == "h2" and .status == "failed") | .error' "$m" | grep -q "fio server is gone"
	grep -q "host h2 dropped" "$WORK/stderr"
	nothing_left
}

@test "--hosts: during a study nothing of fio's listens on TCP; a third namespace cannot run a job on a host" {
	need_hosts
	command -v setpriv >/dev/null || skip "setpriv not installed"
	add_host 1
	# The third namespace: routed to h1's study address through a veth of its own into h1.
	local x=$TAG-x h=$TAG-h1 i job sock tcp
	ip netns add "$x"
	cleanup_push "ip netns del '$x'"
	ip link add "$TAG-x1" netns "$x" type veth peer name eth1 netns "$h"
	ip -n "$x" addr add 10.78.1.1/24 dev "$TAG-x1"
	ip -n "$x" link set "$TAG-x1" up
	ip -n "$x" link set lo up
	ip -n "$h" addr add 10.78.1.2/24 dev eth1
	ip -n "$h" link set eth1 up
	ip -n "$x" route add 10.77.1.0/24 via 10.78.1.2
	ip netns exec "$x" timeout 5 bash -c 'exec 3<>/dev/tcp/10.77.1.2/22' # it reaches h1's sshd
	# Its job would leave a mark here if it ran on h1 (as root: the fio server's user).
	job=$(mktemp /tmp/schedaio-test-job.XXXXXX)
	cleanup_push "rm -f '$job'"
	chmod 0644 "$job"
	printf '[x]\nioengine=null\nsize=1m\nexec_prerun=touch %s/pwned\n' "$WORK" >"$job"
	ip netns exec "$CTL" "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --out "$OUT" --hosts "$HOSTS" \
		--schedulers mq-deadline,kyber --runs 2 --cells randread-4k >"$WORK/stdout" 2>"$WORK/stderr" &
	RP_PID=$!
	# Once the first run is recorded (fio's client has been through the forwarding).
	for ((i = 0; i < 1200; i++)); do
		[ "$(jq '.results | length' "$OUT"/*/manifest.json 2>/dev/null)" = 1 ] && break
		sleep 0.1
	done
	[ "$(jq '.results | length' "$OUT"/*/manifest.json)" = 1 ]
	# h1's fio server listens on a Unix socket in a 0700 folder; nothing of fio's on TCP there,
	# nothing at all on TCP on the controller (its end of the forwarding is a Unix socket too).
	sock=$(ip netns exec "$h" ss -Hlxp | awk '/"fio"/ { print $5; exit }')
	echo "h1's fio server: $sock"
	[[ $sock == /tmp/schedaio-host.*/fio.sock ]]
	[ "$(stat -c %a "$(dirname "$sock")")" = 700 ]
	tcp=$(ip netns exec "$h" ss -Hltnp)
	echo "h1 TCP listeners: $tcp"
	[[ $tcp != *fio* ]]
	tcp=$(ip netns exec "$CTL" ss -Hltnp)
	echo "controller TCP listeners: $tcp"
	[ -z "$tcp" ]
	[ "$(stat -c %a "$(ip netns exec "$CTL" ss -Hlxp | awk '/"ssh"/ { print $5; exit }' | xargs dirname)")" = 700 ]
	# The third namespace tries fio's port and the study address; a user other than root
	# tries the socket itself.
	run ip netns exec "$x" timeout 20 fio --client=ip:10.77.1.2 "$job"
	echo "$output"
	[ "$status" -ne 0 ]
	run ip netns exec "$x" timeout 20 fio --client=ip:10.78.1.2,8765 "$job"
	[ "$status" -ne 0 ]
	run ip netns exec "$x" setpriv --reuid=65534 --regid=65534 --clear-groups timeout 20 fio "--client=sock:$sock" "$job"
	echo "$output"
	[ "$status" -ne 0 ]
	[ ! -e "$WORK/pwned" ]
	# ... all while the study ran.
	kill -0 "$RP_PID"
	local rc=0
	wait "$RP_PID" || rc=$?
	RP_PID=''
	cat "$WORK/stderr"
	[ "$rc" -eq 0 ]
	nothing_left
	# What a host sends back is bounded: under a bound of 64 KiB (test-only), the engine's
	# stats file (~120 KB) is refused by name and the run recorded failed.
	run --separate-stderr in_ctl env SCHEDAIO_HOST_MAX_BYTES=65536 "$RUN_PACK" --pack "$TOP/jobs/laptop" \
		--quick --out "$WORK/out2" --hosts "$HOSTS" --schedulers none --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 1 ]
	jq -r '.results[0].error' "$WORK"/out2/*/manifest.json | grep -q "none.randread-4k.run-1.json is larger than 65536 bytes; not taken"
	nothing_left
}

@test "--hosts: a SIGKILL of run-pack: every host undoes its study; --restore --hosts finds nothing left" {
	need_hosts
	add_host 1
	add_host 2
	ip netns exec "$CTL" "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --out "$OUT" --hosts "$HOSTS" \
		--schedulers kyber --runs 3 --cells randread-4k >"$WORK/stdout" 2>"$WORK/stderr" &
	RP_PID=$!
	local i
	for ((i = 0; i < 1200; i++)); do
		[ "$(jq '.results | length' "$OUT"/*/manifest.json 2>/dev/null)" = 2 ] && break
		sleep 0.1
	done
	[ "$(sched_get "${LOOPS[1]}")" = kyber ]
	kill -KILL "$RP_PID"
	wait "$RP_PID" || true
	RP_PID=''
	# The keepers see their ssh session end and undo everything (30 s at most); each says
	# "restored" after its state file is gone (agent_keep_end), so wait for the words.
	for ((i = 0; i < 300; i++)); do
		grep -qx restored "$OUT"/*/h1/agent.log && grep -qx restored "$OUT"/*/h2/agent.log && break
		sleep 0.1
	done
	grep -qx restored "$OUT"/*/h1/agent.log
	grep -qx restored "$OUT"/*/h2/agent.log
	run compgen -G "$SCHEDAIO_HOST_STATE_DIR/*.state"
	[ "$status" -ne 0 ]
	run --separate-stderr in_ctl "$RUN_PACK" --restore --hosts "$HOSTS"
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[[ $stderr == *"host h2: restored"* ]]
	nothing_left
}

@test "--hosts: a host with another schedaio build is refused before anything changes" {
	need_hosts
	cp "$ENGINE" "$WORK/other.so"
	echo "another build" >>"$WORK/other.so"
	add_host 1
	add_host 2
	add_host 3 "$WORK/other.so" "$ENGINE"
	run --separate-stderr in_ctl "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --out "$OUT" \
		--hosts "$HOSTS" --schedulers mq-deadline --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"host h3: a different schedaio build"* ]]
	[ ! -e "$OUT" ]
	nothing_left
	# A host that cannot be reached is refused too.
	echo "h9 10.77.9.2 $(awk 'NR == 1 { print $3 }' "$HOSTS")" >"$HOSTS"
	run --separate-stderr in_ctl "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --out "$OUT" \
		--hosts "$HOSTS" --schedulers mq-deadline --runs 1 --cells randread-4k
	[ "$status" -eq 2 ]
	[[ $stderr == *"host h9: cannot reach 10.77.9.2 over ssh"* ]]
	[ ! -e "$OUT" ]
}

@test "--hosts: a host's reply over the bound (check, preflight) is refused, naming the host and the bound" {
	need_hosts
	add_host 1
	# Host h2 answers the agent command named in flood.cmd with 20 MB on stdout and on stderr.
	cat >"$WORK/flood.sh" <<-'EOF'
		#!/bin/sh
		case "$SSH_ORIGINAL_COMMAND" in
		"bash -s -- $(cat "$(dirname "$0")/flood.cmd") "*)
			cat >/dev/null
			head -c 20000000 /dev/zero | tr '\0' x
			head -c 20000000 /dev/zero | tr '\0' y >&2 ;;
		*) exec sh -c "$SSH_ORIGINAL_COMMAND" ;;
		esac
	EOF
	chmod 755 "$WORK/flood.sh"
	echo check >"$WORK/flood.cmd"
	SSHD_EXTRA="ForceCommand $WORK/flood.sh" add_host 2
	# run-pack's temporaries go to a folder of the test, sampled while it runs: none is large.
	mkdir "$WORK/tmp"
	local pid m
	(untraced; while :; do find "$WORK/tmp" -type f -size +1M; sleep 0.05; done) >"$WORK/big" 2>/dev/null &
	pid=$!
	cleanup_push "kill $pid; wait $pid 2>/dev/null || true"
	run --separate-stderr in_ctl env TMPDIR="$WORK/tmp" timeout -s TERM 600 "$RUN_PACK" --pack "$TOP/jobs/laptop" \
		--quick --out "$OUT" --hosts "$HOSTS" --schedulers mq-deadline --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"host h2: its reply to 'check' is over 65536 bytes on stdout (the most a host may send there); refused, not read (nothing was run)"* ]]
	[ ! -e "$OUT" ]
	# In the preflight: that host's checks are refused with a WARN line; the study runs.
	echo preflight >"$WORK/flood.cmd"
	run --separate-stderr in_ctl env TMPDIR="$WORK/tmp" timeout -s TERM 600 "$RUN_PACK" --pack "$TOP/jobs/laptop" \
		--quick --out "$OUT" --hosts "$HOSTS" --schedulers mq-deadline --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	m=$(echo "$OUT"/*/manifest.json)
	jq -e '[.preflight[] | select(startswith("WARN  h2: the checks could not run: host h2: its reply to '"'preflight'"' is over 65536 bytes on stdout"))] | length == 1' "$m" >/dev/null
	jq -e '[.preflight[] | select(startswith("ok    h2:"))] | length == 0' "$m" >/dev/null
	jq -e '[.preflight[] | select(startswith("ok    h1:"))] | length >= 2' "$m" >/dev/null
	# The sampler once exited before this line in a whole-suite run (CI, 2026-12-03; not
	# reproduced alone): what it sampled until then is still checked, and its end is said.
	kill "$pid" 2>/dev/null || echo "# the temp-file sampler (pid $pid) had already exited"
	cat "$WORK/big"
	[ ! -s "$WORK/big" ]
	nothing_left
}

@test "--hosts: a host's raw device open exclusively elsewhere (no mount, no signature) is refused before anything changes (issue 28 item 2)" {
	need_hosts
	add_host 1
	add_host 2
	local hfd hpid line
	# another claim on h2's device: an O_EXCL open, as a mount in any namespace, swap or dm make
	exec {hfd}< <(exec "$TOP/build/schedaio-study" dev-hold "${LOOPS[2]}")
	hpid=$!
	cleanup_push "exec $hfd<&-; kill $hpid 2>/dev/null; wait $hpid 2>/dev/null || true"
	IFS= read -r -t 10 line <&"$hfd"
	[ "$line" = held ]
	run --separate-stderr in_ctl timeout -s TERM 600 "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick \
		--out "$OUT" --hosts "$HOSTS" --schedulers kyber --runs 1 --cells randread-4k
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 2 ]
	[[ $stderr == *"host h2: refusing raw device ${LOOPS[2]}: "*"; a raw device must not be in use, whatever the flags (nothing was run)"* ]]
	[ -z "$(find "$OUT" -name 'run-*' -print -quit 2>/dev/null)" ]
	nothing_left
}

@test "--hosts: each host's keeper holds its raw device exclusively for the study, and lets it go at the end (issue 28 item 2)" {
	need_hosts
	add_host 1
	local i
	in_ctl "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --out "$OUT" --hosts "$HOSTS" \
		--schedulers mq-deadline,kyber --runs 2 --cells randread-4k >"$WORK/stdout" 2>"$WORK/stderr" &
	RP_PID=$!
	# once h1's keeper is ready (its line in agent.log), run-pack is paused (SIGSTOP: the keeper
	# waits on, as during any run) while another exclusive open of the device is tried
	for ((i = 0; i < 1200; i++)); do
		grep -qs '^ready' "$OUT"/*/h1/agent.log && break
		sleep 0.1
	done
	kill -STOP "$RP_PID"
	run timeout 10 "$TOP/build/schedaio-study" dev-hold "${LOOPS[1]}"
	kill -CONT "$RP_PID"
	echo "dev-hold during the study: status $status, '$output'"
	[ "$status" -eq 1 ]
	[[ $output == busy$'\t'* ]]
	wait "$RP_PID"
	RP_PID=''
	cat "$WORK/stderr"
	[ "$(jq -r '[.results[].status] | unique | join(",")' "$OUT"/*/manifest.json)" = ok ]
	nothing_left
	# the hold ended with the keeper (dev-hold holds until timeout ends it)
	run timeout 1 "$TOP/build/schedaio-study" dev-hold "${LOOPS[1]}"
	[ "${lines[0]}" = held ]
}

@test "--hosts: a scheduler one host does not offer is refused naming it; --skip-unoffered skips it on every host" {
	need_hosts
	add_host 1
	add_host 2
	# Host h2's device offers no kyber: a file bound over its queue/scheduler in h2's own mount
	# namespace (ip netns exec gave its sshd one; gone with it).
	local f
	f=/sys/block/$(basename "${LOOPS[2]}")/queue/scheduler
	echo "[none] mq-deadline" >"$WORK/h2-scheduler"
	nsenter -t "${SSHD_PID[2]}" -m mount --bind "$WORK/h2-scheduler" "$f"
	[ "$(nsenter -t "${SSHD_PID[2]}" -m cat "$f")" = "[none] mq-deadline" ]
	run --separate-stderr in_ctl "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --out "$OUT" \
		--hosts "$HOSTS" --schedulers mq-deadline,kyber --runs 1 --cells randread-4k --dry-run
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	[[ $stderr == *"host h2: ${LOOPS[2]} does not offer scheduler 'kyber' (offers: none mq-deadline); nothing was run (--skip-unoffered runs the others)"* ]]
	run --separate-stderr in_ctl "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --out "$OUT" \
		--hosts "$HOSTS" --schedulers mq-deadline,kyber --runs 1 --cells randread-4k --dry-run --skip-unoffered
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "${stderr_lines[@]}" | grep -c "skipping 'kyber': host h2: ${LOOPS[2]} does not offer scheduler 'kyber'")" -eq 1 ]
	[[ $output == *"schedulers: mq-deadline kyber(skipped); order"* ]]
	[[ $output == *"x 1 schedulers x 1 runs"* ]]
	# Nothing left is refused, naming the host.
	run --separate-stderr in_ctl "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick --out "$OUT" \
		--hosts "$HOSTS" --schedulers kyber --runs 1 --cells randread-4k --dry-run --skip-unoffered
	[ "$status" -eq 2 ]
	[[ ${stderr_lines[-1]} == *"no scheduler of --schedulers can run: host h2: ${LOOPS[2]} offers none mq-deadline; nothing was run" ]]
	[ ! -e "$OUT" ]
	nsenter -t "${SSHD_PID[2]}" -m umount "$f"
	nothing_left
}

@test "--hosts: a bad hosts file, or --hosts with --device, is refused with one line" {
	local body
	for body in "h1 10.0.0.1" "h1 10.0.0.1 dev" "h1 10.0.0.1 /dev/x /d extra" ".h 10.0.0.1 /dev/x" \
		$'h1 10.0.0.1 /dev/x\nh1 10.0.0.2 /dev/y' $'h1 10.0.0.1 /dev/x\nh2 10.0.0.1 /dev/y' "# only a comment" \
		"h1 -Eoutlog.txt /dev/x" "h1 root@-oProxyCommand=x /dev/x"; do
		printf '%s\n' "$body" >"$HOSTS"
		run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --hosts "$HOSTS"
		echo "$body: $status $stderr"
		[ "$status" -eq 2 ]
		[ "${#stderr_lines[@]}" -eq 1 ]
		[[ $stderr == "run-pack: --hosts $HOSTS"* ]]
	done
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --hosts "$WORK/nope"
	[ "$status" -eq 2 ]
	[[ $stderr == *"--hosts $WORK/nope: no such file"* ]]
	echo "h1 10.0.0.1 /dev/x" >"$HOSTS"
	run --separate-stderr "$RUN_PACK" --pack "$TOP/jobs/laptop" --schedulers none --hosts "$HOSTS" --device /dev/x
	[ "$status" -eq 2 ]
	[[ $stderr == *"--hosts takes each host's device from its file"* ]]
	[ ! -e "$OUT" ]
}
