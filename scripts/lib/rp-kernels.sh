# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-kernels.sh: run-pack --kernel SPEC[,SPEC...]: kernels as a study axis beside the
# schedulers (STUDIES.md "Kernels as an axis"). A SPEC is `host` (the kernel this machine runs)
# or one scripts/guest boots (debian, X.Y, RELEASE, BZIMAGE:MODDIR: scripts/guest --help).
# Each kernel is a level of the study's run folders, as --hosts' hosts are
# (<study>/<kernel>/<scheduler>/<cell>/run-<i>: paths.sh run_path, lib/runpath/runpath.h),
# named by its SPEC (BZIMAGE:MODDIR by its release, MODDIR's name).
#
# One study, one manifest: run-pack (the "controller") checks everything, fetches each guest
# kernel once (scripts/guest --prepare: its release, before anything is made), writes the
# manifest with kernels[] (their names, specs, releases, accelerators), then runs each
# kernel's share in turn, in the order given: a run-pack of its own, started as
#   run-pack --resume STUDY --kernel-share NAME [--pack DIR] [...]
# natively for host, else under scripts/guest with STUDY shared read-write. A share takes the
# plan from the manifest as a --resume does, makes its own device in its kernel (the device
# model too: devmodel.sh), skips there what that kernel does not offer (kernels[].skipped,
# with --skip-unoffered), runs only its kernel's runs (schedaio-study next --kernel NAME),
# records each with its kernel, release and accelerator, and writes what it found into its
# kernels[] entry (schedaio-study kernel-set: status, device, preflight, device model probe),
# then undoes its changes; a guest's end with its guest. The controller writes the study's end.
# A share is recorded in the controller's state file (share PID STARTTIME) and runs under
# `setpriv --pdeathsig KILL`: a SIGKILL of the controller kills it (and scripts/guest's qemu
# dies with scripts/guest); run-pack --restore then undoes the states they left.
# Needs: rp-util.sh, rp-state.sh, rp-manifest.sh (study, spec_line, manifest_path),
# rp-labels.sh, guest-qemu.sh (accel_pick), paths.sh (TOP).

KERNEL_OPT='' KERNEL_SHARE='' SHARE_I='' SHARE_PID='' SHARE_NAME=''
KERNEL_NAME=() KERNEL_SPEC=() KERNEL_REL=() KERNEL_ACC=() KERNEL_FROM=()
# where this run-pack runs: a guest's accelerator (scripts/guest sets SCHEDAIO_GUEST), or native
ACCEL_HERE=native KERNEL_HERE=''
case "${SCHEDAIO_GUEST:-}" in kvm | tcg) ACCEL_HERE=$SCHEDAIO_GUEST ;; esac
# The run folder's level of this process's runs: its kernel's name in a share, else none.
PLACE=''
# What a guest's share costs beyond its runs, in the plan's and the progress lines' ETA: its
# boot and a run-pack's start and device under the guest (measured under TCG on this 2-core
# VM, 2026-12-06, 2 quick runs of one cell: 12.7 s boot, 82 s in all; a run ~10 s against
# its nominal 4 s: the progress lines' ETA takes the measured runs).
GUEST_SHARE_S=60
# A run of a kernel under TCG (qemu's emulated CPU) against the plan's own time of it
# (cell_seconds: startdelay + ramp + runtime + 2): the slowest ratio measured, rounded up. On
# this 2-core VM, 2026-12-06, Debian 6.12 and 6.1 guests (one vCPU), the studies of issue 38:
# quick runs planned at 6 s took 9.46, 9.67 and 10.87 s on average (randread-4k, read-4k:
# 1.58x to 1.81x), runs planned at 3 s took 6.15 s (2.05x): fio's start, the file's layout and
# the engine's sysfs reads run on the emulated CPU, its runtime does not. The whole study took
# 6:40 against a plan of 2:48 before this factor. KVM and native: 1. Other programs on the
# machine slow TCG further: a plan with a TCG kernel says its ETA is a lower bound.
TCG_ETA_FACTOR=2

# The schedulers a Debian guest kernel offers (guest-kernel.sh loads bfq and kyber-iosched):
# a share's plan expects them until the share has seen its device.
GUEST_OFFERS='none mq-deadline kyber bfq'

# kernel_here: this kernel's release (uname -r's: /proc/sys/kernel/osrelease, read by a
# builtin: it is asked several times a run, in $(...) too, and a process costs ~50 ms in a TCG
# guest).
kernel_here() {
	[ -n "$KERNEL_HERE" ] || IFS= read -r KERNEL_HERE </proc/sys/kernel/osrelease || KERNEL_HERE=$(uname -r)
	printf '%s\n' "$KERNEL_HERE"
}

# kernels_parse: KERNEL_OPT into the KERNEL_* arrays: a name per SPEC (host; BZIMAGE:MODDIR
# by MODDIR's name; any other by itself), the release and accelerator known now (host: this
# kernel, ACCEL_HERE; a guest: its release after kernels_prepare, its accelerator the one
# scripts/guest would pick, KVM or TCG), where it comes from. Dies (exit 2) on an empty or
# malformed entry, two entries with one name, a combination with --hosts or --device (a
# share makes its device in its kernel: a guest sees no device of this machine), or a guest
# kernel asked from inside a guest.
kernels_parse() {
	local specs=() s name i j
	[ -n "$KERNEL_OPT" ] || return 0
	IFS=, read -ra specs <<<"$KERNEL_OPT,"
	[ -z "$HOSTS_FILE" ] || die "--kernel runs each kernel's share on this machine or in a guest kernel: not with --hosts (not yet)"
	[ -z "$DEVICE$DIR$DESTRUCTIVE" ] ||
		die "--kernel: each kernel's share runs on a scratch device it makes in that kernel (a guest sees no device of this machine): not with --device, --dir or --destructive"
	i=0
	for s in "${specs[@]}"; do
		s=$(sed 's/^[[:space:]]*//; s/[[:space:]]*$//' <<<"$s")
		[ -n "$s" ] || die "--kernel has an empty entry in '$KERNEL_OPT'"
		case "$s" in
		host) name=host ;;
		*:*)
			name=$(basename -- "${s#*:}")
			[[ $name =~ ^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$ ]] ||
				die "--kernel '$s': the modules folder's name '$name' is not a kernel release (the lib/modules/RELEASE that make modules_install wrote)"
			;;
		*)
			[[ $s =~ ^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$ ]] ||
				die "--kernel '$s': not host, debian, X.Y, a Debian kernel release (6.1.0-57-amd64) nor BZIMAGE:MODULES_DIR"
			name=$s
			;;
		esac
		[ "$name" = host ] || [ -z "${SCHEDAIO_GUEST:-}" ] || [ -n "$KERNEL_SHARE" ] ||
			die "--kernel $s: this run-pack runs in a guest kernel already ($SCHEDAIO_GUEST): a guest in a guest is not run"
		for ((j = 0; j < i; j++)); do
			[ "${KERNEL_NAME[j]}" != "$name" ] || die "--kernel lists the kernel '$name' twice"
		done
		KERNEL_NAME[i]=$name KERNEL_SPEC[i]=$s KERNEL_REL[i]='' KERNEL_ACC[i]='' KERNEL_FROM[i]=''
		if [ "$s" = host ]; then
			KERNEL_REL[i]=$(kernel_here) KERNEL_ACC[i]=$ACCEL_HERE KERNEL_FROM[i]="the kernel this machine runs"
		else
			accel_pick auto
			KERNEL_ACC[i]=$ACCEL
			case "$s" in
			*:*) KERNEL_FROM[i]="your build ${s%%:*}" ;;
			*) KERNEL_FROM[i]="Debian's kernel package ($s)" ;;
			esac
		fi
		i=$((i + 1))
	done
	if [ -n "$KERNEL_SHARE" ]; then
		for i in "${!KERNEL_NAME[@]}"; do [ "${KERNEL_NAME[i]}" != "$KERNEL_SHARE" ] || SHARE_I=$i; done
		[ -n "$SHARE_I" ] || die "--kernel-share $KERNEL_SHARE: not a kernel of the study (${KERNEL_NAME[*]})"
		PLACE=$KERNEL_SHARE
	fi
}

# kernel_is_guest I: kernel I is booted by scripts/guest (not host).
kernel_is_guest() { [ "${KERNEL_SPEC[$1]}" != host ]; }

# kernel_has_host: host is one of the kernels.
kernel_has_host() {
	local i
	for i in "${!KERNEL_SPEC[@]}"; do ! kernel_is_guest "$i" && return 0; done
	return 1
}

# guest_bin: scripts/guest beside this run-pack (schedaio-guest beside schedaio-run-pack), as
# an absolute path (a share starts in the study's folder).
guest_bin() {
	local g
	case "$(basename -- "$0")" in schedaio-*) g=$(dirname -- "$0")/schedaio-guest ;; *) g=$(dirname -- "$0")/guest ;; esac
	[ -x "$g" ] || g=$TOP/scripts/guest
	readlink -f -- "$g"
}

# kernels_prepare: each guest kernel fetched once (scripts/guest --prepare: its package into
# the guest cache, its initramfs), KERNEL_REL its release. Dies (exit 2) with the runner's
# last line when one cannot be: before anything of the study is made.
kernels_prepare() {
	local i out g err why
	g=$(guest_bin)
	for i in "${!KERNEL_SPEC[@]}"; do
		kernel_is_guest "$i" || continue
		err=$(mktemp) || die "cannot make a temporary file"
		if ! out=$("$g" --kernel "${KERNEL_SPEC[i]}" --prepare 2>"$err"); then
			why=$(tail -n1 "$err" | sed 's/^guest: //; s/^--kernel[^:]*: //')
			rm -f -- "$err"
			die "--kernel ${KERNEL_SPEC[i]}: ${why:-scripts/guest --prepare failed}"
		fi
		cat -- "$err" >&2 # what it fetched (once)
		rm -f -- "$err"
		out=$(tail -n1 <<<"$out")
		[[ $out =~ ^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$ ]] || die "--kernel ${KERNEL_SPEC[i]}: scripts/guest --prepare named no release ('$out')"
		KERNEL_REL[i]=$out
	done
}

# kernel_expects I: the schedulers kernel I is expected to offer, one per line: host's, from
# its loop devices (preview_offered); a Debian guest's GUEST_OFFERS; your build's unknown
# (nothing: every entry is expected to run until its share has seen it).
kernel_expects() {
	if ! kernel_is_guest "$1"; then
		preview_offered 2>/dev/null || true
	elif [[ ${KERNEL_SPEC[$1]} != *:* ]]; then
		tr ' ' '\n' <<<"$GUEST_OFFERS"
	fi
}

# kernel_active I: the --schedulers entries (indexes) expected to run on kernel I: offered
# there (or, with --map-legacy, their map target), all of them when nothing is known.
kernel_active() {
	local off i k
	off=$(kernel_expects "$1")
	for i in "${!SCHED_REQ[@]}"; do
		k=${SCHED_KERNEL[i]}
		if [ -z "$off" ] || grep -qxF "$k" <<<"$off"; then
			echo "$i"
		elif is_legacy "$k" && [ "$MAP_LEGACY" = 1 ] && [ -n "${SCHED_MAP[i]}" ] && grep -qxF "${SCHED_MAP[i]}" <<<"$off"; then
			echo "$i"
		fi
	done
}

# kernels_check_offered: before anything changes, host's share (when there is one) would
# refuse a scheduler its loop devices do not offer without --skip-unoffered: refuse now (exit
# 2, as a study on one kernel does). A guest kernel is judged by its share (kernels[].skipped).
kernels_check_offered() {
	local i s off
	kernel_has_host || return 0
	[ "$SKIP_UNOFFERED" = 0 ] || return 0
	off=$(preview_offered 2>/dev/null) || return 0
	for i in "${!SCHED_REQ[@]}"; do
		s=${SCHED_KERNEL[i]}
		is_legacy "$s" && continue
		grep -qxF "$s" <<<"$off" ||
			die "kernel host ($(kernel_here)) does not offer scheduler '$s' (offers: $(paste -sd' ' <<<"$off")); nothing was run (--skip-unoffered runs the others there, and it in the guest kernels of --kernel)"
	done
}

# kernels_total: the study's runs as planned: the cells x the runs x each kernel's expected
# schedulers (kernel_active), summed.
kernels_total() {
	local i n=0
	for i in "${!KERNEL_NAME[@]}"; do n=$((n + $(kernel_active "$i" | wc -l))); done
	echo $((n * ${#CELLS[@]} * RUNS))
}

# kernels_est_runs_s EACH: the seconds of the study's runs left, EACH s a run (the plan's),
# each kernel's runs (kernel_counts on a --resume, else kernel_active x cells x runs) times
# TCG_ETA_FACTOR for a kernel under TCG.
kernels_est_runs_s() {
	local i n t d sum=0
	for i in "${!KERNEL_NAME[@]}"; do
		n=$(($(kernel_active "$i" | wc -l) * ${#CELLS[@]} * RUNS))
		if read -r t d < <(kernel_counts "$i") && [[ $t =~ ^[0-9]+$ && $d =~ ^[0-9]+$ ]]; then n=$((t - d)); fi
		[ "${KERNEL_ACC[i]}" != tcg ] || n=$((n * TCG_ETA_FACTOR))
		sum=$((sum + n * $1))
	done
	echo "$sum"
}

# kernels_tcg_names: the names of the kernels under TCG, blank-separated ("" for none).
kernels_tcg_names() {
	local i out=''
	for i in "${!KERNEL_NAME[@]}"; do [ "${KERNEL_ACC[i]}" != tcg ] || out+="${out:+ }${KERNEL_NAME[i]}"; done
	printf '%s\n' "$out"
}

# kernel_counts I: "TOTAL DONE" of kernel I's runs in a --resume's manifest (schedaio-study
# count --kernel); nothing for a new study.
kernel_counts() {
	[ -n "$RESUME" ] && [ -f "${RESUME_MANIFEST:-}" ] || return 0
	study count "$RESUME_MANIFEST" --kernel "${KERNEL_NAME[$1]}" 2>/dev/null || true
}

# kernel_done I: kernel I has nothing left to run (a --resume whose manifest says so): its
# guest is not booted again.
kernel_done() {
	local t d
	read -r t d < <(kernel_counts "$1") || return 1
	[[ $t =~ ^[0-9]+$ ]] && [ "$t" = "$d" ]
}

# kernels_guests_after I: the guest kernels after kernel I in the study's order (I -1: all)
# that have runs left.
kernels_guests_after() {
	local i n=0
	for ((i = $1 + 1; i < ${#KERNEL_NAME[@]}; i++)); do
		kernel_is_guest "$i" && ! kernel_done "$i" && n=$((n + 1))
	done
	echo "$n"
}

# kernel_accel_words I: how kernel I's runs are run, for the plan.
kernel_accel_words() {
	case "${KERNEL_ACC[$1]}" in
	native) echo "natively" ;;
	kvm) echo "in a guest under KVM where it boots (else TCG: an emulated CPU)" ;;
	*) echo "in a guest under TCG ($ACCEL_WHY): an emulated CPU, functional, not a measurement" ;;
	esac
}

# kernels_plan_lines: the plan's line per kernel (its release, how it runs, its schedulers;
# on a --resume its runs done, and whether its guest boots again).
kernels_plan_lines() {
	local i j s rel t d left
	for i in "${!KERNEL_NAME[@]}"; do
		s='' left='' t='' d=''
		for j in $(kernel_active "$i"); do s+=" ${SCHED_DIR[j]}"; done
		rel=${KERNEL_REL[i]}
		[ -n "$rel" ] || [ -z "$RESUME" ] ||
			rel=$(study kernels "$RESUME_MANIFEST" 2>/dev/null | awk -F'\t' -v n="${KERNEL_NAME[i]}" '$1 == n { print $3; exit }')
		read -r t d < <(kernel_counts "$i") || true
		if [[ $t =~ ^[0-9]+$ && $d =~ ^[0-9]+$ ]]; then
			left="; $d of its $t runs done$([ "$t" != "$d" ] || echo ": nothing left, not run again")"
		fi
		echo "$PROG: kernel ${KERNEL_NAME[i]}: ${rel:-${KERNEL_SPEC[i]} (its release once fetched)}, ${KERNEL_FROM[i]}, $(kernel_accel_words "$i")$(kernel_is_guest "$i" && ! kernel_done "$i" && echo ", ~$GUEST_SHARE_S s to boot and set up"); schedulers:${s:- none known}$(kernel_is_guest "$i" && [[ ${KERNEL_SPEC[i]} != *:* ]] && echo " (as Debian's kernels offer them: its share skips what it lacks)")$left"
	done
}

# kernels_spec: the manifest's spec lines of the kernels (schedaio-study init, resume-check):
# "kernel_entry NAME SPEC RELEASE ACCEL FROM" each; in a share only its own release is known.
kernels_spec() {
	local i rel
	for i in "${!KERNEL_NAME[@]}"; do
		rel=${KERNEL_REL[i]}
		[ -z "$KERNEL_SHARE" ] || { [ "$i" = "$SHARE_I" ] && rel=$(kernel_here) || rel=''; }
		spec_line kernel_entry "${KERNEL_NAME[i]}" "${KERNEL_SPEC[i]}" "$rel" "${KERNEL_ACC[i]}" "${KERNEL_FROM[i]}"
	done
}

# kernel_status NAME: kernel NAME's status in the manifest (kernels[].status).
kernel_status() { study kernels "$(manifest_path)" | awk -F'\t' -v n="$1" '$1 == n { print $5; exit }'; }

# kernel_set NAME: schedaio-study kernel-set of kernel NAME from the spec lines on stdin.
kernel_set() { study kernel-set "$(manifest_path)" "$1" || fail "cannot write kernel $1's facts into $(manifest_path)"; }

# --- the controller: each kernel's share in turn -----------------------------------------------

# share_args: the command line of a share (its plan is the manifest's): the study, the share,
# what a --resume is given again (the pack, an engine's path, a --scratch-backing given), and
# the output and strictness options.
share_args() {
	SHARE_ARGS=(--resume "$RUN_DIR" --kernel-share "$1" --pack "$PACK_ABS")
	[ -z "$ENGINE" ] || [ "$ENGINE" = libaio ] || SHARE_ARGS+=(--engine "$ENGINE_ABS")
	[ -z "$SCRATCH_BACKING_OPT" ] || SHARE_ARGS+=(--scratch-backing "$SCRATCH_BACKING_OPT")
	[ "$QUIET" = 0 ] || SHARE_ARGS+=(--quiet)
	[ "$JSON_PROGRESS" = 0 ] || SHARE_ARGS+=(--json-progress)
	[ "$STRICT" = 0 ] || SHARE_ARGS+=(--strict)
}

# kernel_share_run I: kernel I's share, natively or under scripts/guest (memory: 1 GiB and the
# scratch device, which lives in the guest's RAM; one vCPU under TCG, where a second slows
# process starts: STUDIES.md "Guest kernels"; a time-out of 20 x the share's estimate and 30
# min), recorded in the state file before it starts and waited for. Its stdout (the study
# folder) is dropped, its stderr (progress) is ours. Returns the share's exit status; a
# share that did not write its end (a guest that did not boot) is recorded failed here.
kernel_share_run() {
	local i=$1 cmd=() rc=0 st self mem est
	self=$(readlink -f -- "$0")
	share_args "${KERNEL_NAME[i]}"
	if kernel_is_guest "$i"; then
		mem=$((1024 + ${SIZE_MIB:-512}))
		[ "$mem" -ge 2048 ] || mem=2048
		est=$(($(cells_seconds_sum) * RUNS * ${#SCHED_REQ[@]} + GUEST_SHARE_S))
		cmd=("$(guest_bin)" --kernel "${KERNEL_SPEC[i]}" --rw "$RUN_DIR" --mem "$mem" --timeout $((est * 20 + 1800)))
		[ "${KERNEL_ACC[i]}" != tcg ] || cmd+=(--cpus 1)
		cmd+=(-- "$self" "${SHARE_ARGS[@]}")
	else
		cmd=("$self" "${SHARE_ARGS[@]}")
	fi
	info "$PROG: kernel ${KERNEL_NAME[i]} (${KERNEL_REL[i]}): its share, $(kernel_accel_words "$i")"
	[ "$JSON_PROGRESS" = 0 ] || event "$(jq -cn --arg k "${KERNEL_NAME[i]}" --arg r "${KERNEL_REL[i]}" --arg a "${KERNEL_ACC[i]}" \
		'{event: "kernel", kernel: $k, release: $r, accel: $a}')"
	share_err_open
	# shellcheck disable=SC2016 # the inner sh expands them
	state_spawn share -- setpriv --pdeathsig KILL -- /bin/sh -c \
		'[ "$PPID" = "$1" ] || exit 1; cd -- "$2" || exit 1; shift 2; exec "$@"' \
		schedaio-share "$$" "$RUN_DIR" "${cmd[@]}" </dev/null >/dev/null 2>"$SHARE_ERR_DIR/fifo" ||
		fail "cannot start kernel ${KERNEL_NAME[i]}'s share (no record of it in $STATE_FILE)"
	SHARE_PID=$SPAWN_PID SHARE_NAME=${KERNEL_NAME[i]}
	wait "$SHARE_PID" || rc=$?
	state_spawn_drop share "$SHARE_PID"
	SHARE_PID=''
	share_err_close
	case "$rc" in 0 | 129 | 130 | 143) ;; *) share_failed "$i" "$rc" ;; esac
	return "$rc"
}

# share_failed I RC: kernel I's share ended with exit status RC: its kernels[] entry says so,
# with the last meaningful lines of its stderr (share_err_tail), when the share did not
# record its end (status planned, running or none: failed) or recorded it without a reason.
share_failed() {
	local i=$1 rc=$2 st err tail why
	st=$(kernel_status "${KERNEL_NAME[i]}") || st=''
	err=$(jq -r --arg n "${KERNEL_NAME[i]}" '.kernels[]? | select(.name == $n) | .error // ""' "$(manifest_path)" 2>/dev/null) || err=''
	tail=$(share_err_tail "$SHARE_ERR_DIR/err")
	why="its share ended with exit status $rc${tail:+: its last lines: $tail}"
	if [[ $st == planned || $st == running || -z $st ]]; then
		printf '%s\t%s\n' status failed error "${why/its share ended/its share ended before it recorded its end,}" |
			kernel_set "${KERNEL_NAME[i]}"
	elif [ -z "$err" ]; then
		printf '%s\t%s\n' error "$why" | kernel_set "${KERNEL_NAME[i]}"
	fi
	SHARE_ERR_LAST=$tail
}

# The last lines of a share's stderr that its kernels[] error keeps: at most SHARE_ERR_LINES
# lines of SHARE_ERR_COLS bytes each (printable ASCII: data, shown by run-pack and compare,
# which escape it again for their formats), from its last 64 KiB.
SHARE_ERR_LINES=3 SHARE_ERR_COLS=200 SHARE_ERR_DIR='' SHARE_ERR_TEE='' SHARE_ERR_LAST=''

# share_err_open: the controller's private folder (/tmp/schedaio-ctl.XXXXXX, 0700, made once,
# recorded as a workdir for the undo) with a fifo the share's stderr goes through: a tee
# (ignoring INT, TERM and HUP, so that a Ctrl-C never cuts the share's stderr before it
# records its end) copies it to ours and to the folder's err file, new for each share.
share_err_open() {
	share_err_close
	if [ -z "$SHARE_ERR_DIR" ]; then
		SHARE_ERR_DIR=$(mktemp -u /tmp/schedaio-ctl.XXXXXX)
		undo_push workdir "$SHARE_ERR_DIR"
		mkdir -m 0700 -- "$SHARE_ERR_DIR" || fail "cannot make $SHARE_ERR_DIR"
		mkfifo -m 0600 -- "$SHARE_ERR_DIR/fifo" || fail "cannot make a fifo in $SHARE_ERR_DIR"
	fi
	: >"$SHARE_ERR_DIR/err"
	(
		trap '' INT TERM HUP
		exec tee -a -- "$SHARE_ERR_DIR/err" <"$SHARE_ERR_DIR/fifo" >&2
	) &
	SHARE_ERR_TEE=$!
}

# share_err_close: the tee ends with the share's stderr (waited for 5 s at most, then ended).
share_err_close() {
	local k
	[ -n "$SHARE_ERR_TEE" ] || return 0
	for ((k = 0; k < 50; k++)); do
		kill -0 "$SHARE_ERR_TEE" 2>/dev/null || break
		sleep 0.1
	done
	kill "$SHARE_ERR_TEE" 2>/dev/null || true
	wait "$SHARE_ERR_TEE" 2>/dev/null || true
	SHARE_ERR_TEE=''
}

# share_err_tail FILE: the last meaningful lines of a share's stderr FILE on one line, " | "
# between them: not blank, not a progress line ("[3/8] ..."), not a --json-progress object,
# not a preflight check that passed ("  ok    ...", "  info  ...");
# each cut to SHARE_ERR_COLS bytes, control and non-ASCII bytes as '?', tabs as blanks;
# SHARE_ERR_LINES of them at most; nothing when FILE is empty or missing.
share_err_tail() {
	[ -s "$1" ] || return 0
	tail -c 65536 -- "$1" | LC_ALL=C tr -d '\r' | LC_ALL=C tr '\t' ' ' | LC_ALL=C tr -c '[:print:]\n' '?' |
		grep -v -e '^[[:space:]]*$' -e '^\[[0-9]*/[0-9]*\]' -e '^{' -e '^  \(ok\|info\) ' | tail -n "$SHARE_ERR_LINES" |
		LC_ALL=C cut -c1-"$SHARE_ERR_COLS" | awk 'NR > 1 { printf " | " } { printf "%s", $0 } END { if (NR) print "" }' || true
}

# kernels_run_all: every kernel's share in the study's order, each only when it has a run to
# do (schedaio-study next --kernel: a finished share does not boot its guest again); a share
# that fails is recorded and the next kernel's runs; FAILED counts them.
kernels_run_all() {
	local i rc
	for i in "${!KERNEL_NAME[@]}"; do
		if ! study next "$(manifest_path)" --kernel "${KERNEL_NAME[i]}" >/dev/null; then
			info "$PROG: kernel ${KERNEL_NAME[i]}: nothing left to run"
			continue
		fi
		rc=0
		kernel_share_run "$i" || rc=$?
		case "$rc" in
		0) ;;
		130 | 143 | 129) STUDY_STATUS=interrupted; exit "$rc" ;;
		*)
			FAILED=$((FAILED + 1))
			log "$PROG: kernel ${KERNEL_NAME[i]}'s share failed (exit $rc)${SHARE_ERR_LAST:+: its last lines: $SHARE_ERR_LAST}; the study goes on with the next kernel"
			;;
		esac
	done
}

# kernels_stop_share: on the controller's exit path: a share still running is asked to stop
# (INT: a native share records its run interrupted and undoes its changes; scripts/guest
# stops its qemu, and with it the share's runs), waited for (5 min at most), then killed; a
# killed share's state file is restored here. A share that did not record its end (a guest's:
# its run-pack died with the guest) is recorded interrupted here (kernels[].status).
kernels_stop_share() {
	local i st
	[ -n "$SHARE_PID" ] || return 0
	kill -INT "$SHARE_PID" 2>/dev/null || true
	for ((i = 0; i < 1500; i++)); do
		kill -0 "$SHARE_PID" 2>/dev/null || break
		sleep 0.2
	done
	if kill -0 "$SHARE_PID" 2>/dev/null; then
		kill -KILL "$SHARE_PID" 2>/dev/null || true
		wait "$SHARE_PID" 2>/dev/null || true
		state_restore_stale 0 || true
	fi
	wait "$SHARE_PID" 2>/dev/null || true
	state_spawn_drop share "$SHARE_PID"
	SHARE_PID=''
	share_err_close
	st=$(kernel_status "$SHARE_NAME" 2>/dev/null) || st=''
	if [[ $st == planned || $st == running || -z $st ]]; then
		printf '%s\t%s\n' status interrupted ended "$(date -Iseconds)" error "stopped by a signal before its share recorded its end (--resume runs what it left)" |
			kernel_set "$SHARE_NAME" 2>/dev/null || true
	fi
}

# claim_share PID STARTTIME: the process is a share (a run-pack --kernel-share, or the
# scripts/guest running one) while it is the one recorded.
claim_share() { state_claim_proc "$1" "$2" '*--kernel-share *' "a kernel's share of run-pack"; }
undo_share() { state_stop_pid "$1" "$2"; }

# --- a share: one kernel's runs -------------------------------------------------------------

# share_check_kernel: the kernel this share runs on is the one the study names: its release
# (where the manifest has one) is this kernel's; a guest kernel's share runs in a guest, host's
# not. Dies (exit 2).
share_check_kernel() {
	local was
	was=$(study kernels "$RESUME_MANIFEST" | awk -F'\t' -v n="$KERNEL_SHARE" '$1 == n { print $3; exit }')
	[ -z "$was" ] || [ "$was" = "$(kernel_here)" ] ||
		die "--kernel-share $KERNEL_SHARE: the study ran it on $was, this is $(kernel_here); nothing was run"
	if kernel_is_guest "$SHARE_I"; then
		[ -n "${SCHEDAIO_GUEST:-}" ] || die "--kernel-share $KERNEL_SHARE: a guest kernel's share runs under scripts/guest (run-pack --kernel starts it)"
	fi
}

# share_open: a share works in the study's folder (RESUME), its id and start the manifest's.
share_open() {
	RUN_DIR=$RESUME
	RUN_ID=$(study get "$RESUME_MANIFEST" run_id) || fail "cannot read $RESUME_MANIFEST"
	STARTED=$(study get "$RESUME_MANIFEST" started) || fail "cannot read $RESUME_MANIFEST"
}

# share_begin: what this share found, into its kernels[] entry: the kernel, the accelerator,
# its device, the schedulers it skips here (and why), the device model as applied and probed.
share_begin() {
	local i
	{
		spec_line release "$(kernel_here)"
		spec_line accel "$ACCEL_HERE"
		spec_line status running
		spec_line started "$(date -Iseconds)"
		spec_line ended ''
		spec_line error ''
		spec_line device "$DEV"
		spec_line backing "$BACKING"
		spec_line size_mib "$SIZE_MIB"
		spec_line device_model "$(devmodel_manifest_json)"
		share_medium_lines
		spec_line skipped
		for i in "${!SCHED_REQ[@]}"; do
			[ -z "${SCHED_SKIP[i]}" ] || spec_line skip "${SCHED_DIR[i]}" "${SCHED_SKIP[i]}"
		done
	} | kernel_set "$KERNEL_SHARE"
	MANIFEST_MADE=1
	ETA_EXTRA=$(kernels_eta_extra)
}

# share_medium_lines: what the lowest device of this share's stack is, as spec lines of its
# kernels[] entry (issue 38: a guest kernel's RAM file system may lack O_DIRECT, and the share
# then runs on a null_blk disk or a buffered loop device, not on what the plan said):
# backing_type null_blk (a null_blk disk of ours: the model's B, or what the scratch loop
# device sits on) or file (a loop device on a file), and direct_io, that loop device's
# loop/dio as the kernel reports it (Documentation/ABI/testing/sysfs-block-loop: 1, 0; empty
# for null_blk or when it cannot be read). compare's Medium line per kernel reads them.
share_medium_lines() {
	local low=${DM_BDEV:-$DEV} dio=''
	[ -n "$DM_BDEV" ] || ! nullb_ours "$BACKING" || low=$BACKING
	if nullb_ours "$low"; then
		spec_line backing_type null_blk
	else
		spec_line backing_type file
		dio=$(cat "/sys/block/$(basename -- "$low")/loop/dio" 2>/dev/null) || dio=''
		[[ $dio == [01] ]] || dio=''
	fi
	spec_line direct_io "$dio"
}

# share_plan_lines: a share's plan: its kernel, its device and schedulers, its runs left.
share_plan_lines() {
	local left done_k total_k s='' i
	read -r total_k done_k < <(study count "$(manifest_path)" --kernel "$KERNEL_SHARE") || { total_k='?' done_k='?'; }
	left=$([[ $total_k =~ ^[0-9]+$ && $done_k =~ ^[0-9]+$ ]] && echo $((total_k - done_k)) || echo '?')
	for i in "${ACTIVE[@]}"; do s+=" ${SCHED_DIR[i]}"; done
	echo "$PROG: kernel $KERNEL_SHARE: $(kernel_here), $([ "$ACCEL_HERE" = native ] && echo natively || echo "in a guest under ${ACCEL_HERE^^}$([ "$ACCEL_HERE" != tcg ] || echo ': an emulated CPU, functional, not a measurement')")"
	echo "$PROG: kernel $KERNEL_SHARE: schedulers:$s; $left of its $total_k runs to do (the study: $((TOTAL - DONE)) of $TOTAL)"
}

# share_end STATUS: the share's end into its kernels[] entry (never fatal: on the exit path).
share_end() {
	printf '%s\t%s\n' status "$1" ended "$(date -Iseconds)" | study kernel-set "$(manifest_path)" "$KERNEL_SHARE" || true
}

# kernels_eta_extra: the seconds the ETA adds for the guests still to boot after this process's
# runs: in a share, the guest kernels after its own; elsewhere none.
kernels_eta_extra() {
	[ -n "$SHARE_I" ] || { echo 0; return 0; }
	echo $(($(kernels_guests_after "$SHARE_I") * GUEST_SHARE_S))
}
