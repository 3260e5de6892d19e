# shellcheck shell=bash disable=SC2034 # ACCEL, ACCEL_WHY and QEMU_PID are read by scripts/guest
# guest-qemu.sh: the qemu of scripts/guest: which accelerator, its command line, starting it
# (recorded in the state file before it runs), waiting for the boot and for the end.
#
# Nothing listens on a network address: -nodefaults (no NIC, no monitor, no serial but ours),
# -display none (no VNC), no -monitor, no -qmp. The guest's console goes to RUN/console.log;
# qemu's own messages to RUN/qemu.log. The guest sees:
#   schedaio.root   the host's / over virtio-9p, read-only (security_model=none: as the host
#                   has it; multidevs=remap: inode numbers stay unique across the host's
#                   file systems)
#   schedaio.ctl    RUN/ctl, the run's private share (guest-init: cmd, rw, moddir in; booted,
#                   stdout, stderr, rc, error out)
#   schedaio.rwN    the Nth --rw folder, read-write (security_model=passthrough: owners and
#                   modes as the guest sets them)
# qemu runs under `setpriv --pdeathsig KILL`: if the runner dies, even by SIGKILL, the kernel
# kills qemu; `scripts/guest --restore` then removes what the runner left (its state file).
# Needs: rp-util.sh (die, fail, proc_starttime), rp-state.sh (state_spawn, state_stop_pid).

ACCEL='' ACCEL_WHY='' QEMU_PID='' QEMU_ARGV=()
# How long a KVM boot may take before TCG is tried instead (s): a KVM guest boots in a few.
GUEST_KVM_PROBE_S=${SCHEDAIO_GUEST_KVM_PROBE_S:-30}

# accel_pick MODE: ACCEL (kvm or tcg) and ACCEL_WHY for MODE auto, kvm or tcg. auto: KVM
# when /dev/kvm is there and the CPU flags offer vmx or svm (a boot probe then decides:
# guest_boot), else TCG. Exit 2 when kvm is asked for and not offered.
accel_pick() {
	local flags=no
	grep -qwE 'vmx|svm' /proc/cpuinfo 2>/dev/null && flags=yes
	case "$1" in
	tcg) ACCEL=tcg ACCEL_WHY='as asked (--accel tcg)' ;;
	kvm | auto)
		if [ -c /dev/kvm ] && [ "$flags" = yes ]; then
			ACCEL=kvm ACCEL_WHY='the CPU offers vmx/svm'
		elif [ "$1" = kvm ]; then
			die "--accel kvm: $([ -c /dev/kvm ] && echo 'the CPU flags offer no vmx/svm' || echo 'no /dev/kvm')"
		else
			ACCEL=tcg
			if [ -c /dev/kvm ]; then ACCEL_WHY='the CPU flags offer no vmx/svm'; else ACCEL_WHY='no /dev/kvm'; fi
		fi
		;;
	esac
}

# qemu_opt VALUE: VALUE escaped for a qemu option list (a comma doubled).
qemu_opt() { printf '%s' "${1//,/,,}"; }

# qemu_argv RUN MEM_MIB CPUS RWDIR...: QEMU_ARGV for ACCEL, booting KERNEL_IMAGE with
# INITRAMFS, the run folder RUN, and the --rw folders.
qemu_argv() {
	local rundir=$1 mem=$2 cpus=$3 i=0 d machine cpu append="console=ttyS0 panic=-1 quiet"
	shift 3
	# under TCG on a loaded machine the kernel's early check of the timer interrupt can fail and
	# panic the boot (console ending in a stack trace at 0.04 s, seen twice when tests/run
	# booted two guests beside its host files): no_timer_check skips it (kernel-parameters.txt).
	# norandmaps: no address-space randomisation in a TCG guest (kernel-parameters.txt): qemu
	# keys the code it translated by the virtual address too, so a process whose libraries
	# land at new addresses translates ld.so and libc afresh; without it a process start took
	# half the time (300 starts of /bin/true: 11.6 s, 5.7 s with it, 2026-12-06). A TCG guest
	# is for correctness (its timings measure the emulator); with KVM the guest keeps ASLR.
	if [ "$ACCEL" = kvm ]; then machine=q35,accel=kvm cpu=host; else machine=q35,accel=tcg cpu=max append+=" no_timer_check norandmaps"; fi
	# shellcheck disable=SC2054 # qemu's options are comma-separated lists
	QEMU_ARGV=(qemu-system-x86_64 -name schedaio-guest -nodefaults -no-user-config -display none
		-no-reboot -machine "$machine" -cpu "$cpu" -smp "$cpus" -m "$mem"
		-kernel "$KERNEL_IMAGE" -initrd "$INITRAMFS" -append "$append"
		-chardev "file,id=con,path=$(qemu_opt "$rundir/console.log")" -serial chardev:con
		-fsdev local,id=root,path=/,security_model=none,readonly=on,multidevs=remap
		-device virtio-9p-pci,fsdev=root,mount_tag=schedaio.root
		-fsdev "local,id=ctl,path=$(qemu_opt "$rundir/ctl"),security_model=none"
		-device virtio-9p-pci,fsdev=ctl,mount_tag=schedaio.ctl)
	for d in "$@"; do
		# shellcheck disable=SC2054
		QEMU_ARGV+=(-fsdev "local,id=rw$i,path=$(qemu_opt "$d"),security_model=passthrough"
			-device "virtio-9p-pci,fsdev=rw$i,mount_tag=schedaio.rw$i")
		i=$((i + 1))
	done
}

# qemu_start RUN: start QEMU_ARGV in the background, recorded in the state file before it runs
# (state_spawn: qemu PID STARTTIME); QEMU_PID. Under `setpriv --pdeathsig KILL`, the parent
# checked after the signal is set (this runner, not init: a runner killed before the prctl
# would leave qemu unwatched).
qemu_start() {
	state_spawn qemu -- setpriv --pdeathsig KILL -- /bin/sh -c '[ "$PPID" = "$1" ] || exit 1; shift; exec "$@"' \
		schedaio-guest-qemu "$$" "${QEMU_ARGV[@]}" </dev/null >>"$1/qemu.log" 2>&1 ||
		fail "cannot start qemu (no record of it in $STATE_FILE)"
	QEMU_PID=$SPAWN_PID
	# out of the job table: a qemu that dies of a signal (KVM's assertion) is not announced on
	# stderr by bash; qemu_alive reads /proc, and bash still reaps it
	disown "$QEMU_PID" 2>/dev/null || true
}

# qemu_alive: the qemu of QEMU_PID still runs (a zombie does not).
qemu_alive() { [ -n "$QEMU_PID" ] && proc_starttime "$QEMU_PID" >/dev/null 2>&1; }

# qemu_stop: stop qemu (TERM, then KILL after 10 s), reap it, forget its record.
qemu_stop() {
	local rec
	[ -n "$QEMU_PID" ] || return 0
	rec=$(state_spawn_record qemu "$QEMU_PID")
	[ -z "$rec" ] || state_stop_pid "$QEMU_PID" "$(cut -f3 <<<"$rec")"
	wait "$QEMU_PID" 2>/dev/null || true
	state_spawn_drop qemu "$QEMU_PID"
	QEMU_PID=''
}

# console_last RUN: the guest console's last line (printable characters only, at most 200),
# or qemu's own last message when the console is empty.
console_last() {
	local l
	l=$(tr -cd '[:print:]\n' 2>/dev/null <"$1/console.log" | sed '/^ *$/d' | tail -n1 | cut -c1-200)
	[ -n "$l" ] || l=$(tr -cd '[:print:]\n' 2>/dev/null <"$1/qemu.log" | sed '/^ *$/d' | tail -n1 | cut -c1-200)
	echo "${l:-nothing}"
}

# guest_wait_boot RUN SECONDS: wait until the guest init says it booted (RUN/ctl/booted):
# 0; 1 when SECONDS passed first (qemu still running); 2 when qemu ended first. Exit 2 with
# one line when the guest init reports an error (RUN/ctl/error).
guest_wait_boot() {
	local rundir=$1 end=$((SECONDS + $2))
	while [ ! -e "$rundir/ctl/booted" ]; do
		[ ! -e "$rundir/ctl/error" ] || die "the guest could not start the command: $(head -c 300 "$rundir/ctl/error" | tr -cd '[:print:]')"
		qemu_alive || return 2
		((SECONDS < end)) || return 1
		sleep 0.1
	done
}

# guest_wait_end SECONDS: wait until qemu ends (the guest powers off after the command).
# Returns 1 when SECONDS passed first (qemu still running).
guest_wait_end() {
	local end=$((SECONDS + $1))
	while qemu_alive; do
		((SECONDS < end)) || return 1
		sleep 0.2
	done
}
