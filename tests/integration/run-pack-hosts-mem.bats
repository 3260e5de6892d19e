#!/usr/bin/env bats
# tests/run: serial=netns
# shellcheck disable=SC2154 # stderr and stderr_lines are set by bats' run --separate-stderr
# run-pack-hosts-mem.bats: with --hosts, fio's buffers are bounded by each host's MemAvailable,
# where its fio allocates them (rp-agent.sh check's mem_available_kib; study/jobrules.c
# jobrules_buffers, 50 %), not by the controller's, where only fio's client runs. The hosts are
# hosts.bash's network namespaces; a host or the controller with little memory is one whose
# mount namespace binds a copy of /proc/meminfo with MemAvailable 64 MiB over it. read-2m
# needs 128 MiB of buffers (iodepth 64 x bs 2 MiB). ~30 s.

bats_require_minimum_version 1.5.0

load helpers
load hosts # the hosts: network namespaces with an sshd each

setup() { hosts_setup; }
teardown() { hosts_teardown; }

# small_meminfo: $WORK/meminfo, this machine's /proc/meminfo with MemAvailable 65536 kB.
small_meminfo() {
	sed 's/^MemAvailable:.*/MemAvailable:      65536 kB/' /proc/meminfo >"$WORK/meminfo"
	grep -qx 'MemAvailable:      65536 kB' "$WORK/meminfo"
}

@test "--hosts: a pack whose fio buffers exceed half of one host's MemAvailable is refused before anything changes, naming the host" {
	need_hosts
	small_meminfo
	add_host 1
	add_host 2 "$WORK/meminfo" /proc/meminfo
	run --separate-stderr in_ctl timeout -s TERM 300 "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick \
		--out "$OUT" --hosts "$HOSTS" --schedulers none --runs 1 --cells read-2m --dry-run
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 2 ]
	[[ $stderr == *"host h2: cell read-2m (job 'test' needs 128.0 MiB of fio buffers (iodepth 64 x bs 2.0 MiB x numjobs 1; "*"more than 50 % of MemAvailable (32.0 MiB of 64.0 MiB)); nothing was made"* ]]
	[[ $stderr != *"host h1:"* ]]
	nothing_left
}

@test "--hosts: the controller's MemAvailable does not bound the hosts' fio buffers; the run is made" {
	need_hosts
	small_meminfo
	add_host 1
	run --separate-stderr in_ctl unshare -m --propagation private sh -c \
		'mount --bind "$1" /proc/meminfo && shift && exec "$@"' sh "$WORK/meminfo" \
		timeout -s TERM 300 "$RUN_PACK" --pack "$TOP/jobs/laptop" --quick \
		--out "$OUT" --hosts "$HOSTS" --schedulers none --runs 1 --cells read-2m
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[ "$(jq -r '[.results[] | "\(.host)/\(.status)"] | join(" ")' "${lines[0]}/manifest.json")" = "h1/ok" ]
	nothing_left
}
