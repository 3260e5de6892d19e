# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-hosts.sh: run-pack --hosts FILE: one study on many hosts at once, on fio's client/server
# and OpenSSH (FLEETS.md). FILE has one host per line (blank lines and # comments
# skipped): NAME SSH_ADDRESS DEVICE [DIR]
#   NAME         the host's folder in the study (letters, digits, '.', '_', '-')
#   SSH_ADDRESS  what `ssh` is given ([user@]host; not starting with '-': ssh would take it
#                for an option); the only way to the host: nothing listens on a network
#                address (FLEETS.md "What a fleet exposes")
#   DEVICE [DIR] as --device [--dir] for one host: a raw device (read-only cells only), or a
#                folder on DEVICE's filesystem
# Before anything changes, every host is checked over ssh (rp-agent.sh "check"): reachable, as
# root, the same fio version as here, the same engine build (SHA-256 of the .so at the same
# path), every scheduler offered (or, with --skip-unoffered, one a host lacks skipped on
# every host), the device safe. Then each host gets a keeper (rp-agent.sh
# "keep"), an ssh session whose stdin stays open while run-pack runs: it holds the host's state
# file and fio server, and undoes everything when the session ends for any reason. The host's
# fio server listens on a Unix socket in a 0700 folder (fio --server=sock:), and the keeper's
# ssh session forwards a Unix socket in the controller's 0700 folder /tmp/schedaio-ctl.* to it
# (ssh -L LOCAL_SOCK:REMOTE_SOCK): no TCP port, not even on loopback, on either side. Each run
# slot runs on every live host at once: `fio --client=sock:CTL/h0.sock A/job.fio
# --client=sock:CTL/h1.sock B/job.fio`, in a 0700 folder of its own, every file it writes
# bounded (ulimit -f: fio's client writes log files a server names); each host's part of the
# client's JSON (its records only: those with its socket as "hostname") becomes
# <host>/<scheduler>/<cell>/run-<i>/fio.json, and the engine's stats file is fetched from the
# host over ssh, at most HOST_MAX_BYTES (fio's client/server carries fio's own output and logs,
# not files an engine writes). A host whose fio server is
# gone after a run is recorded failed for that run and dropped: its keeper is closed, which
# restores it, and the study goes on with the others.
# Environment: SCHEDAIO_SSH_CONFIG (an ssh_config file, ssh -F), SCHEDAIO_HOST_STATE_DIR (the
# state folder on the hosts; default /run/schedaio).
# Needs: atomic.sh, rp-util.sh, rp-state.sh, rp-labels.sh, rp-job.sh, rp-manifest.sh.

HOSTS_FILE=''
HOST_NAME=() HOST_SSH=() HOST_ADDR=() HOST_DEV=() HOST_DIR=() HOST_KERNEL=() HOST_MODEL=()
HOST_ORIG=() HOST_FIO=() HOST_SHA=() HOST_OFFERED=() HOST_STATE=() HOST_WORK=() HOST_FIODIR=()
HOST_FD=() HOST_PID=() HOST_LIVE=() HOST_SOCK=() HOST_MEM=()
CTL_DIR='' # the controller's 0700 folder of forwarded sockets and fio client runs
# The most a host may send back in one file (an engine stats file, its keeper's agent.log) or
# make fio's client write (its JSON, a log file a server names): 64 MiB, the bound of every
# JSON file compare reads (lib/json/jsonfile.h); schedaio's own are under 1 MiB.
# Test-only: SCHEDAIO_HOST_MAX_BYTES (a number of bytes) replaces it.
HOST_MAX_BYTES=$((64 << 20))
if [[ ${SCHEDAIO_HOST_MAX_BYTES:-} =~ ^[1-9][0-9]{3,9}$ ]]; then HOST_MAX_BYTES=$SCHEDAIO_HOST_MAX_BYTES; fi
SSH_OPTS=(-o BatchMode=yes -o ConnectTimeout=5 -o ServerAliveInterval=5 -o ServerAliveCountMax=3)
[ -z "${SCHEDAIO_SSH_CONFIG:-}" ] || SSH_OPTS=(-F "$SCHEDAIO_SSH_CONFIG" "${SSH_OPTS[@]}")

# hosts_read FILE: the hosts file into HOST_NAME, HOST_SSH, HOST_ADDR, HOST_DEV, HOST_DIR.
# Dies (exit 2) on a bad line, a name or address given twice, or no host.
hosts_read() {
	local f=$1 name ssh dev dir extra n=0 i
	[ -f "$f" ] || die "--hosts $f: no such file"
	while read -r name ssh dev dir extra; do
		n=$((n + 1))
		[[ -n $name && $name != \#* ]] || continue
		[ -z "$extra" ] || die "--hosts $f:$n: want NAME SSH_ADDRESS DEVICE [DIR], not more"
		[ -n "$dev" ] || die "--hosts $f:$n: want NAME SSH_ADDRESS DEVICE [DIR]"
		[[ $name =~ ^[A-Za-z0-9_.-]+$ && $name != .* ]] || die "--hosts $f:$n: bad host name '$name'"
		[[ $ssh =~ ^[A-Za-z0-9_.@:%-]+$ ]] || die "--hosts $f:$n: bad ssh address '$ssh'"
		[[ $ssh != -* && $ssh != *@-* ]] || die "--hosts $f:$n: bad ssh address '$ssh' (starts with '-': ssh would read it as an option)"
		[[ $dev == /* && ( -z $dir || $dir == /* ) ]] || die "--hosts $f:$n: DEVICE and DIR must be absolute paths"
		for i in "${!HOST_NAME[@]}"; do
			[ "${HOST_NAME[i]}" != "$name" ] || die "--hosts $f:$n: host '$name' is listed twice"
			[ "${HOST_SSH[i]}" != "$ssh" ] || die "--hosts $f:$n: address '$ssh' is listed twice"
		done
		HOST_NAME+=("$name") HOST_SSH+=("$ssh") HOST_ADDR+=("${ssh#*@}") HOST_DEV+=("$dev") HOST_DIR+=("$dir")
		HOST_LIVE+=(0) HOST_FD+=('') HOST_PID+=('')
	done <"$f"
	[ "${#HOST_NAME[@]}" -gt 0 ] || die "--hosts $f: no host in it"
}

# agent_code [COMMAND ARGS...]: the code the hosts run (rp-agent.sh and what it needs), with
# the path and SHA-256 of the controller's schedaio-study (STUDY_BIN, STUDY_SHA) and its
# study(): a raw device is held on the host by the same dev-hold, the same build.
agent_code() {
	[ -z "${SCHEDAIO_HOST_STATE_DIR:-}" ] || printf 'SCHEDAIO_STATE_DIR=%q\n' "$SCHEDAIO_HOST_STATE_DIR"
	printf 'STUDY_BIN=%q STUDY_SHA=%q\n' "$STUDY_BIN" "$(sha256_of "$STUDY_BIN")"
	declare -f study
	cat "$TOP/scripts/lib/undo.sh" "$TOP/scripts/lib/loopdev.sh" "$TOP/scripts/lib/atomic.sh" "$TOP/scripts/lib/rp-util.sh" \
		"$TOP/scripts/lib/rp-state.sh" "$TOP/scripts/lib/rp-target.sh" "$TOP/scripts/lib/rp-preflight.sh" \
		"$TOP/scripts/lib/rp-agent.sh"
	echo 'agent_main "$@"'
}

# host_ssh I COMMAND ARGS...: run the agent's COMMAND on host I (ssh's exit status; 255: ssh
# itself failed). SSH_RUN, a caller's local array, is a command ssh runs under (prlimit).
SSH_RUN=()
host_ssh() {
	local i=$1
	shift
	agent_code | "${SSH_RUN[@]}" ssh "${SSH_OPTS[@]}" -- "${HOST_SSH[i]}" "bash -s -- $(printf '%q ' "$@")"
}

# The most a host's reply to one command may be, its stdout and its stderr each, where the
# controller keeps it whole (check, preflight, sched, alive: a few lines each): 64 KiB.
HOST_REPLY_MAX=65536

# host_reply_files I BASE COMMAND ARGS...: host_ssh I COMMAND ARGS..., its stdout and stderr
# written to BASE.out and BASE.err by ssh under prlimit --fsize=HOST_REPLY_MAX + 1 (a host
# that sends more ends its ssh with SIGXFSZ: no more is kept, and its session is cut), ssh's
# exit status into BASE.rc.
host_reply_files() {
	local i=$1 base=$2 r=0 SSH_RUN=(prlimit "--fsize=$((HOST_REPLY_MAX + 1))")
	shift 2
	host_ssh "$i" "$@" >"$base.out" 2>"$base.err" || r=$?
	echo "$r" >"$base.rc"
}

# host_reply_over I BASE COMMAND: the line refusing host I's reply to COMMAND in BASE.out and
# BASE.err (host_reply_files) when one is over HOST_REPLY_MAX bytes; nothing (exit 1) else.
host_reply_over() {
	local f
	for f in out err; do
		[ "$(stat -c %s "$2.$f" 2>/dev/null || echo 0)" -le "$HOST_REPLY_MAX" ] && continue
		echo "host ${HOST_NAME[$1]}: its reply to '$3' is over $HOST_REPLY_MAX bytes on std$f (the most a host may send there); refused, not read"
		return 0
	done
	return 1
}

# host_reply I COMMAND ARGS...: host_reply_files in a new folder of ours (mktemp -d, removed
# before it returns): REPLY_OUT and REPLY_ERR the host's stdout and stderr (NUL bytes
# dropped), REPLY_RC ssh's exit status (255: ssh itself failed). Returns 1 when the reply is
# over HOST_REPLY_MAX, with REPLY_OVER the line that names the host and the limit, and
# REPLY_OUT and REPLY_ERR empty: the host's result is refused.
host_reply() {
	local i=$1 d
	shift
	d=$(mktemp -d) || fail "cannot make a folder in ${TMPDIR:-/tmp}"
	host_reply_files "$i" "$d/r" "$@"
	REPLY_RC=$(cat "$d/r.rc" 2>/dev/null) || REPLY_RC=255
	REPLY_OUT='' REPLY_ERR=''
	if REPLY_OVER=$(host_reply_over "$i" "$d/r" "$1"); then
		rm -rf "$d"
		return 1
	fi
	REPLY_OUT=$(tr -d '\0' <"$d/r.out") REPLY_ERR=$(tr -d '\0' <"$d/r.err")
	rm -rf "$d"
}

# hosts_check: every host, before anything changes (see the top of this file). Dies (exit 2)
# naming the host and what is wrong; fills HOST_FIO, HOST_SHA, HOST_KERNEL, HOST_MODEL,
# HOST_ORIG, HOST_OFFERED, HOST_MEM (its MemAvailable, bytes; 0: not known). Last, the pack's
# fio buffers are bounded by each host's MemAvailable, where its fio allocates them
# (rp-job.sh pack_fio_check), the line naming the host.
hosts_check() {
	local i out rc k v fio_here sha_here c writes='' err mems=()
	fio_here=$(fio --version)
	if [ "$ENGINE_ABS" = libaio ]; then sha_here=libaio; else sha_here=$(sha256_of "$ENGINE_ABS"); fi
	for c in "${CELLS[@]}"; do
		cell_writes "$c" && writes+=" $c"
		! cell_replays "$PACK_ABS/$c.fio" || die "cell $c replays a start-up trace: not yet with --hosts"
		[ "$(job_count "$PACK_ABS/$c.fio")" -le 1 ] || die "cell $c has several jobs (one stats file each): not yet with --hosts"
	done
	for i in "${!HOST_NAME[@]}"; do
		declare -A got=()
		host_reply "$i" check "$ENGINE_ABS" "${HOST_DEV[i]}" "${HOST_DIR[i]}" || die "$REPLY_OVER (nothing was run)"
		rc=$REPLY_RC out=$REPLY_OUT
		err=$(sed '/^[[:space:]]*$/d' <<<"$REPLY_ERR" | tail -n1)
		[ "$rc" -ne 255 ] || die "host ${HOST_NAME[i]}: cannot reach ${HOST_SSH[i]} over ssh: $err"
		[ "$rc" -eq 0 ] || die "host ${HOST_NAME[i]}: the check failed (exit $rc): $err"
		while IFS=$'\t' read -r k v; do got[$k]=$v; done <<<"$out"
		[ "${got[root]:-}" = 0 ] || die "host ${HOST_NAME[i]}: ssh ${HOST_SSH[i]} is not root (uid ${got[root]:-?}); schedulers need root"
		[ "${got[fio_version]:-}" = "$fio_here" ] ||
			die "host ${HOST_NAME[i]}: fio is '${got[fio_version]:-none}', here '$fio_here' (every host needs the same fio)"
		[ "${got[engine_sha256]:-}" = "$sha_here" ] ||
			die "host ${HOST_NAME[i]}: a different schedaio build: $ENGINE_ABS has sha256 ${got[engine_sha256]:0:12}... there, ${sha_here:0:12}... here (every host needs the same build)"
		[ -z "${got[dev_problem]:-}" ] || die "host ${HOST_NAME[i]}: ${got[dev_problem]}"
		[ -z "${got[dir_problem]:-}" ] || die "host ${HOST_NAME[i]}: ${got[dir_problem]}"
		if [ -z "${HOST_DIR[i]}" ]; then # raw: the host's raw_busy said (rp-agent.sh check)
			[ -n "${got[busy]+set}" ] || die "host ${HOST_NAME[i]}: its check did not say whether ${HOST_DEV[i]} is in use (nothing was run)"
			[ -z "${got[busy]}" ] ||
				die "host ${HOST_NAME[i]}: refusing raw device ${HOST_DEV[i]}: ${got[busy]}; a raw device must not be in use, whatever the flags (nothing was run)"
		fi
		if [ -z "${HOST_DIR[i]}" ] && [ -n "${got[in_use]:-}$writes" ]; then
			die "host ${HOST_NAME[i]}: refusing raw device ${HOST_DEV[i]}: ${got[in_use]:+${got[in_use]}; }${writes:+cells that write:$writes; }give a DIR on its filesystem instead (nothing was run)"
		fi
		# Per host: an entry one host lacks is refused, or with --skip-unoffered skipped on
		# every host (a fleet's hosts run the same plan), naming the host.
		labels_apply_offered "$(tr ' ' '\n' <<<"${got[offered]:-}")" "$MAP_LEGACY" "$SKIP_UNOFFERED" \
			"host ${HOST_NAME[i]}: ${HOST_DEV[i]}"
		HOST_FIO[i]=${got[fio_version]} HOST_SHA[i]=${got[engine_sha256]} HOST_KERNEL[i]=${got[kernel]:-}
		HOST_MODEL[i]=${got[model]:-} HOST_ORIG[i]=${got[scheduler]:-} HOST_OFFERED[i]=${got[offered]:-}
		v=${got[mem_available_kib]:-0}
		[[ $v =~ ^[0-9]{1,15}$ ]] || die "host ${HOST_NAME[i]}: its check gave MemAvailable '${v:0:40}', not a number of KiB (nothing was run)"
		HOST_MEM[i]=$((10#$v * 1024))
		mems+=("${HOST_NAME[i]}" "${HOST_MEM[i]}")
		unset got
	done
	pack_fio_check "${mems[@]}"
}

# host_kernel NAME: the kernel release host NAME reported (HOST_KERNEL), "" when unknown.
host_kernel() {
	local i
	for i in "${!HOST_NAME[@]}"; do [ "${HOST_NAME[i]}" != "$1" ] || { printf '%s\n' "${HOST_KERNEL[i]:-}"; return 0; }; done
}

# hosts_spec: the manifest's hosts[] as spec lines.
hosts_spec() {
	local i
	for i in "${!HOST_NAME[@]}"; do
		spec_line host "${HOST_NAME[i]}" "${HOST_ADDR[i]}" "${HOST_KERNEL[i]}" "${HOST_DEV[i]}" \
			"${HOST_MODEL[i]}" "${HOST_ORIG[i]}" "${HOST_FIO[i]}" "${HOST_SHA[i]}"
	done
}

# hosts_ctl_dir: the controller's folder (mktemp -d: mode 0700, a new name) of the forwarded
# sockets and the fio client's runs; on the state file (removed on every exit path).
hosts_ctl_dir() {
	CTL_DIR=$(mktemp -d /tmp/schedaio-ctl.XXXXXX) || fail "cannot make a folder in /tmp"
	undo_push workdir "$CTL_DIR"
}

# host_keep I: start host I's keeper and wait until it is ready (its state file, fio server
# and folders made); its output goes to RUN_DIR/NAME/agent.log (at most HOST_MAX_BYTES). The
# keeper's ssh session forwards HOST_SOCK[I] (in CTL_DIR) to the fio server's socket in the
# host's work folder /tmp/schedaio-host.TOKEN (TOKEN: 96 random bits chosen here, so that the
# forwarding is set up when the session starts). Fails (exit 1) if it is not ready.
host_keep() {
	local i=$1 log tmp k line fd lfd token remote
	token=$(od -An -tx1 -N12 /dev/urandom | tr -d ' \n')
	[[ $token =~ ^[0-9a-f]{24}$ ]] || fail "cannot read /dev/urandom"
	remote=/tmp/schedaio-host.$token/fio.sock
	HOST_SOCK[i]=$CTL_DIR/h$i.sock
	log=$RUN_DIR/${HOST_NAME[i]}/agent.log
	mkdir -p "$RUN_DIR/${HOST_NAME[i]}"
	# agent.log: a new file of ours (atomic.sh), renamed into place empty and written through
	# the descriptor opened on it.
	tmp=$(atomic_tmp "$log") || fail "cannot write $log"
	exec {lfd}>"$tmp"
	atomic_commit "$tmp" "$log" || fail "cannot write $log"
	# The keeper's ssh must not hold the other keepers' stdin open (their end would not come
	# when run-pack dies): they are closed in it.
	exec {fd}> >(
		for k in "${HOST_FD[@]}"; do [ -z "$k" ] || eval "exec $k>&-"; done
		# prlimit --fsize: a host that writes more than HOST_MAX_BYTES to agent.log ends its
		# keeper's ssh (SIGXFSZ), which restores the host; host_close names the file.
		exec prlimit "--fsize=$HOST_MAX_BYTES" ssh "${SSH_OPTS[@]}" -o ExitOnForwardFailure=yes \
			-o StreamLocalBindMask=0177 -L "${HOST_SOCK[i]}:$remote" -- "${HOST_SSH[i]}" \
			"bash -s -- $(printf '%q ' keep "$RUN_DIR" "$token" "${HOST_DEV[i]}" "${HOST_DIR[i]}")" >&"$lfd" 2>&1
	)
	HOST_FD[i]=$fd HOST_PID[i]=$!
	exec {lfd}>&-
	agent_code >&"$fd" || fail "host ${HOST_NAME[i]}: cannot start its keeper over ssh"
	for ((k = 0; k < 300; k++)); do
		line=$(grep -m1 '^ready	' "$log" 2>/dev/null) && break
		kill -0 "${HOST_PID[i]}" 2>/dev/null || break
		sleep 0.1
	done
	[ -n "${line:-}" ] || fail "host ${HOST_NAME[i]}: its keeper did not start: $(grep -vx restored "$log" 2>/dev/null | tail -n1)"
	IFS=$'\t' read -r _ "HOST_STATE[$i]" "HOST_WORK[$i]" "HOST_FIODIR[$i]" <<<"$line"
	[ "${HOST_WORK[i]}" = "${remote%/fio.sock}" ] || fail "host ${HOST_NAME[i]}: its keeper names another work folder (${HOST_WORK[i]})"
	HOST_LIVE[i]=1
}

# host_close I: end host I's keeper (its stdin closes: it undoes everything on the host) and
# wait for it. Returns 1 if the host says it could not undo everything.
host_close() {
	local i=$1 log=$RUN_DIR/${HOST_NAME[$1]}/agent.log
	HOST_LIVE[i]=0
	[ -n "${HOST_FD[i]}" ] || return 0
	eval "exec ${HOST_FD[i]}>&-"
	HOST_FD[i]=''
	wait "${HOST_PID[i]}" 2>/dev/null || true
	[ "$(stat -c %s "$log" 2>/dev/null || echo 0)" -lt "$HOST_MAX_BYTES" ] ||
		log "$PROG: host ${HOST_NAME[i]}: $log: the host sent more than $HOST_MAX_BYTES bytes; cut there"
	grep -qx restored "$log" 2>/dev/null && return 0
	log "$PROG: host ${HOST_NAME[i]}: could not undo everything ($(tail -n1 "$log" 2>/dev/null)); run ${SCHEDAIO_CMD_PREFIX:-scripts/}run-pack --restore --hosts $HOSTS_FILE"
	return 1
}

# hosts_close_all: every keeper (on the exit path). Returns 1 if a host was not restored.
hosts_close_all() {
	local i rc=0
	for i in "${!HOST_NAME[@]}"; do host_close "$i" || rc=1; done
	return "$rc"
}

# host_drop I WHY: host I leaves the study (its fio server is gone): restored, not run again.
host_drop() {
	warn "host ${HOST_NAME[$1]} dropped: $2; its changes are undone"
	host_close "$1" || true
}

# hosts_live: the indexes of the hosts still in the study.
hosts_live() {
	local i
	for i in "${!HOST_NAME[@]}"; do [ "${HOST_LIVE[i]}" != 1 ] || echo "$i"; done
}

# hosts_restore: run-pack --restore --hosts FILE: every host's keepers stopped and state files
# restored. Returns 1 if one host could not be reached or restored.
hosts_restore() {
	local i rc=0
	for i in "${!HOST_NAME[@]}"; do
		if host_ssh "$i" restore; then
			log "$PROG: host ${HOST_NAME[i]}: restored"
		else
			log "$PROG: host ${HOST_NAME[i]}: could not restore (unreachable, or see above)"
			rc=1
		fi
	done
	return "$rc"
}

# hosts_set_sched I: every live host to scheduler entry I; a host that fails is dropped.
hosts_set_sched() {
	local i=$1 h err
	for h in $(hosts_live); do
		if ! host_reply "$h" sched "${HOST_STATE[h]}" "${HOST_DEV[h]}" "${SCHED_KERNEL[i]}" "${SCHED_TUN[i]}"; then
			host_drop "$h" "$REPLY_OVER"
		elif [ "$REPLY_RC" -ne 0 ]; then
			err=$(printf '%s\n%s\n' "$REPLY_OUT" "$REPLY_ERR" | sed '/^[[:space:]]*$/d' | tail -n1)
			host_drop "$h" "cannot switch ${HOST_DEV[h]} to '${SCHED_REQ[i]}': $err"
		fi
	done
}

# host_take I FILE DEST: the engine stats file FILE of host I (removed there) into DEST
# (atomic.sh), at most HOST_MAX_BYTES; else a line on stderr naming it.
host_take() {
	local rc=0
	host_ssh "$1" take "$2" 2>/dev/null | write_atomic "$3" "$HOST_MAX_BYTES" 2>/dev/null || rc=$?
	[ "$rc" -ne 3 ] || echo "host ${HOST_NAME[$1]}: $2 is larger than $HOST_MAX_BYTES bytes; not taken" >&2
	return "$rc"
}

# client_bound_error CLIENT: the file of fio's client (its JSON, its stderr, a log file a host's
# server named) that reached HOST_MAX_BYTES (prlimit --fsize stops fio there), if one did.
client_bound_error() {
	local f
	f=$(find "$1" -type f -size +"$((HOST_MAX_BYTES / 1024 - 1))"k -print -quit 2>/dev/null)
	[ -z "$f" ] || echo "fio's client stopped: $(basename "$f") reached $HOST_MAX_BYTES bytes (the most a host may make it write)"
}

# run_one_hosts I CELL RUN WHY: one run slot on every live host at once (see the top).
run_one_hosts() {
	local i=$1 cell=$2 r=$3 why=${4:-} h rundir host_stats t0 secs client=$CTL_DIR/client rc=0 st err bw line='' bound jwhy
	local cmd=() jobs=() hosts=()
	if [ "$CUR_SCHED" != "$i" ]; then
		hosts_set_sched "$i"
		CUR_SCHED=$i
	fi
	mapfile -t hosts < <(hosts_live)
	[ "${#hosts[@]}" -gt 0 ] || fail "every host has dropped out of the study"
	run_host_file host_stats "${SCHED_DIR[i]}" "$cell" "$r" # the engine's stats file in each host's work folder
	for h in "${hosts[@]}"; do
		run_path rundir "$RUN_DIR" "${HOST_NAME[h]}" "${SCHED_DIR[i]}" "$cell" "$r"
		run_dir_fresh "${HOST_NAME[h]}" "${SCHED_DIR[i]}" "$cell" "$r"
		FIO_DIR=${HOST_FIODIR[h]} DEV=${HOST_DEV[h]} RAW=0
		[ -n "${HOST_DIR[h]}" ] || RAW=1
		build_job "$PACK_ABS/$cell.fio" "$rundir/job.fio" "$rundir" \
			"$([ "$ENGINE_EXPECT" = 1 ] && labels_expect "$i")" "${HOST_WORK[h]}/$host_stats" ||
			fail "cannot write $rundir/job.fio"
		jwhy=$(job_fio_check "$rundir/job.fio" "${HOST_MEM[h]}") ||
			fail "host ${HOST_NAME[h]}: refusing to run: ${jwhy:-fio and schedaio-study read $rundir/job.fio otherwise}"
		jobs+=(--client "${HOST_SOCK[h]}" "$rundir/job.fio")
	done
	# fio's client: every file it writes bounded (prlimit --fsize), one job file per host's server
	fio_argv cmd --session --fsize "$HOST_MAX_BYTES" --output "$client/fio.json.tmp" "${jobs[@]}"
	t0=$(now)
	CURRENT="$i $cell $r $t0 $why"
	# fio's client runs in a new 0700 folder: the log files a host's server names go there.
	rm -rf "$client"
	mkdir -m 0700 "$client"
	fio_spawn "$client/fio.json.tmp" "$client" "$client/fio.stderr" "${cmd[@]}"
	rc=$A_RC
	bound=$(client_bound_error "$client")
	secs=$(secs_between "$t0" "$(now)")
	for h in "${hosts[@]}"; do
		run_path rundir "$RUN_DIR" "${HOST_NAME[h]}" "${SCHED_DIR[i]}" "$cell" "$r"
		write_atomic "$rundir/fio.stderr" "$HOST_MAX_BYTES" <"$client/fio.stderr" 2>/dev/null || true
		st=ok err='' bw=''
		if [ -n "$bound" ]; then
			st=failed err=$bound
		elif ! err=$(study split-client "$client/fio.json.tmp" "${HOST_SOCK[h]}" "$rundir/fio.json.tmp"); then
			st=failed
		elif [ "$ENGINE_ABS" != libaio ] &&
			! err=$(host_take "$h" "${HOST_WORK[h]}/$host_stats" "$rundir/schedaio.json.tmp" 2>&1); then
			st=failed err="the engine's stats file could not be fetched from the host${err:+: $err}"
		else
			A_STATUS=ok A_BW='' A_ERR=''
			run_check "$rundir"
			st=$A_STATUS bw=$A_BW err=$A_ERR
		fi
		if [ "$st" = ok ]; then
			[ "$ENGINE_ABS" = libaio ] || mv -fT "$rundir/schedaio.json.tmp" "$rundir/schedaio.json"
			mv -fT "$rundir/fio.json.tmp" "$rundir/fio.json"
			line+=" ${HOST_NAME[h]} $(mbps "$bw") MB/s"
		else
			rm -f "$rundir/fio.json.tmp" "$rundir/schedaio.json.tmp"
			FAILED=$((FAILED + 1))
			line+=" ${HOST_NAME[h]} FAILED"
			if ! host_reply "$h" alive "${HOST_STATE[h]}"; then
				host_drop "$h" "$REPLY_OVER"
			elif [ "$REPLY_OUT" != yes ]; then
				err="the host's fio server is gone${err:+ ($err)}"
				host_drop "$h" "$err"
			fi
		fi
		record_result "$i" "$cell" "$r" "$st" "$secs" "$rc" "$err" "$bw" 1 "$why" 0 "${HOST_NAME[h]}" ||
			fail "cannot record the run in $(manifest_path)"
	done
	rm -rf "$client"
	CURRENT=''
	DONE=$((DONE + 1)) RAN=$((RAN + 1))
	ELAPSED=$(awk -v a="$ELAPSED" -v b="$secs" 'BEGIN { printf "%.3f", a + b }')
	info "$(printf '[%d/%d] %s %-12s  %-11s  run %d/%d ' "$DONE" "$TOTAL" "$PACK_NAME" "$cell" \
		"${SCHED_DIR[i]}" "$r" "$((r > RUNS ? r : RUNS))")${line}  ETA $(hms "$(awk -v e="$ELAPSED" -v d="$RAN" -v t="$((TOTAL - DONE))" 'BEGIN { printf "%d", e / d * t + 0.5 }')")${why:+  (extra run: $why)}"
}
