# shellcheck shell=bash disable=SC2034 # SSHD_PID, LOOPS, TAG: read by the .bats files that load this file
# hosts.bash: the "hosts" of the --hosts tests (run-pack-hosts.bats, run-pack-hosts-mem.bats),
# made on this machine: one network namespace per host, joined to a controller namespace by its
# own veth pair (10.77.<k>.1 and .2), with its own sshd listening only on 10.77.<k>.2 (a
# throwaway host key and root key made here) and its own RAM-backed loop device. A file that
# loads it (after helpers) calls hosts_setup and hosts_teardown from its setup and teardown,
# and carries the line '# tests/run: serial=netns'.

hosts_setup() {
	rp_setup "runtime=1 ramp_time=0 startdelay=0 size=32m"
	export SCHEDAIO_HOST_STATE_DIR=$WORK/hoststate SCHEDAIO_SSH_CONFIG=$WORK/ssh_config
	HOSTS=$WORK/hosts
	: >"$HOSTS"
	LOOPS=() # LOOPS[K]: host hK's loop device
	SSHD_PID=() # SSHD_PID[K]: host hK's sshd (in its own mount namespace: ip netns exec)
}

# need_hosts: skip unless hosts can be made; then the controller namespace, the keys and the
# ssh client's configuration.
need_hosts() {
	need_root
	need_engine
	command -v ip >/dev/null || skip "ip (iproute2) not installed"
	[ -x /usr/sbin/sshd ] || skip "sshd not installed (scripts/setup-deps installs openssh-server)"
	command -v unshare >/dev/null || skip "unshare not installed"
	TAG=sa$$
	CTL=$TAG-ctl
	ip netns add "$CTL"
	cleanup_push "ip netns del '$CTL'"
	ip -n "$CTL" link set lo up
	ssh-keygen -q -t ed25519 -N '' -f "$WORK/id"
	ssh-keygen -q -t ed25519 -N '' -f "$WORK/hostkey"
	cp "$WORK/id.pub" "$WORK/authorized_keys"
	chmod 700 "$WORK"
	cat >"$SCHEDAIO_SSH_CONFIG" <<-EOF
		Host 10.77.*
		  User root
		  IdentityFile $WORK/id
		  IdentitiesOnly yes
		  UserKnownHostsFile /dev/null
		  StrictHostKeyChecking no
		  LogLevel ERROR
		  KexAlgorithms curve25519-sha256
	EOF
	# (KexAlgorithms: OpenSSH 9's default, sntrup761x25519, took ~a fifth of this file's CPU in
	# the ssh client, one key exchange a host command; the hosts are namespaces of this
	# machine, what is tested is run-pack's, not the exchange)
	# sshd needs its privilege separation folder; made here only if missing, and removed then.
	if [ ! -d /run/sshd ]; then
		mkdir -p /run/sshd
		cleanup_push "rmdir /run/sshd"
	fi
}

hosts_teardown() {
	# A run-pack this test started and did not stop (its own PID: ip netns exec execs it), then
	# what it left on the hosts, while their sshd still runs.
	rp_kill
	if [ -n "${CTL:-}" ] && [ -s "$HOSTS" ]; then
		ip netns exec "$CTL" "$RUN_PACK" --restore --hosts "$HOSTS" >/dev/null 2>&1 || true
	fi
	common_teardown
}

# add_host K [SRC DEST]...: host hK: namespace, veth 10.77.K.1 (controller) - 10.77.K.2, sshd
# on 10.77.K.2 (with each file SRC bound over DEST in its mount namespace, if given: another
# build over build/schedaio.so, another /proc/meminfo), a 128 MiB RAM loop device on none;
# appended to $HOSTS; LOOPS[K] is its loop device.
# SSHD_EXTRA, when set, is one more line of its sshd_config (a ForceCommand).
add_host() {
	local k=$1 binds='' ns=$TAG-h$1 pid
	shift
	while [ "$#" -ge 2 ]; do
		binds+="mount --bind '$1' '$2' && "
		shift 2
	done
	ip netns add "$ns"
	cleanup_push "ip netns del '$ns'"
	ip link add "$TAG-c$k" netns "$CTL" type veth peer name eth0 netns "$ns"
	ip -n "$CTL" addr add "10.77.$k.1/24" dev "$TAG-c$k"
	ip -n "$CTL" link set "$TAG-c$k" up
	ip -n "$ns" addr add "10.77.$k.2/24" dev eth0
	ip -n "$ns" link set eth0 up
	ip -n "$ns" link set lo up
	cat >"$WORK/sshd_config.$k" <<-EOF
		ListenAddress 10.77.$k.2
		HostKey $WORK/hostkey
		PermitRootLogin prohibit-password
		AuthorizedKeysFile $WORK/authorized_keys
		StrictModes no
		UsePAM no
		PidFile none
		LogLevel ERROR
		${SSHD_EXTRA:-}
	EOF
	if [ -n "$binds" ]; then
		ip netns exec "$ns" unshare -m --propagation private \
			sh -c "${binds}exec /usr/sbin/sshd -D -f '$WORK/sshd_config.$k'" &
	else
		ip netns exec "$ns" /usr/sbin/sshd -D -f "$WORK/sshd_config.$k" &
	fi
	pid=$!
	SSHD_PID[k]=$pid
	cleanup_push "kill $pid 2>/dev/null; wait $pid 2>/dev/null || true"
	# sshd is ready when it listens on the address.
	local i
	for ((i = 0; i < 100; i++)); do
		ip netns exec "$ns" ss -Hltn 'sport = :22' | grep -q "10.77.$k.2" && break
		sleep 0.1
	done
	ram_loop 128
	quietly sched_save_restore "$LOOP"
	LOOPS[k]=$LOOP
	echo "h$k 10.77.$k.2 $LOOP" >>"$HOSTS"
}

# in_ctl CMD...: CMD in the controller namespace.
in_ctl() { ip netns exec "$CTL" "$@"; }

# ns_fio_pids NS: the PIDs of the fio processes in network namespace NS.
ns_fio_pids() {
	local p
	for p in $(ip netns pids "$1" 2>/dev/null); do
		[ "$(cat "/proc/$p/comm" 2>/dev/null)" != fio ] || echo "$p"
	done
}

# nothing_left: no state file here or on the hosts, no fio in a test namespace, every loop
# device of the test back on none.
nothing_left() {
	local k
	[ "${#LOOPS[@]}" -gt 0 ]
	if compgen -G "$SCHEDAIO_STATE_DIR/*.state" >/dev/null; then echo "a state file is left"; return 1; fi
	if compgen -G "$SCHEDAIO_HOST_STATE_DIR/*.state" >/dev/null; then echo "a host state file is left"; cat "$SCHEDAIO_HOST_STATE_DIR"/*.state; return 1; fi
	for k in "${!LOOPS[@]}"; do
		[ -z "$(ns_fio_pids "$TAG-h$k")" ] || { echo "a fio is left in host h$k"; return 1; }
	done
	[ -z "$(ns_fio_pids "$CTL")" ] || { echo "a fio is left in the controller"; return 1; }
	for k in "${!LOOPS[@]}"; do
		[ "$(sched_get "${LOOPS[k]}")" = none ] || { echo "${LOOPS[k]} runs $(sched_get "${LOOPS[k]}")"; return 1; }
	done
}
