# shellcheck shell=bash
# rp-guest.sh: what run-pack tells a user whose kernel lacks a scheduler (issue 38, item 5):
# the command that runs it in a guest kernel that has it (scripts/guest), and what a guest's
# figures mean on this machine. A study across kernels is run-pack --kernel's (rp-kernels.sh).
# Sourced by scripts/run-pack (after rp-util.sh and guest-qemu.sh); labels_skip
# (rp-labels.sh) calls guest_hint when it is defined.

# The schedulers a Debian guest kernel offers (bfq, kyber as modules the guest loads; mq-deadline
# built in): an entry of another kernel name (a legacy one, a typo) gets no hint.
GUEST_SCHEDULERS='mq-deadline kyber bfq'

# guest_hint I: for --schedulers entry I, which the device does not offer, the words that say
# how to run it in a guest kernel, and what its figures would mean here (KVM, or TCG: an
# emulated CPU); nothing where a guest cannot help: a kernel name no guest offers, --hosts
# (remote machines), --device (a guest sees no host device), --resume, or already in a guest;
# nor in a study with --kernel (its guest kernels run it).
guest_hint() {
	local i=$1 a args=() skip=0 cmd g
	[[ " $GUEST_SCHEDULERS " == *" ${SCHED_KERNEL[i]} "* ]] || return 0
	[ -z "$HOSTS_FILE$DEVICE$RESUME${SCHEDAIO_GUEST:-}$KERNEL_OPT" ] || return 0
	for a in "${ARGS[@]}"; do
		if [ "$skip" = 1 ]; then skip=0; continue; fi
		case "$a" in
		--schedulers) skip=1 ;;
		--skip-unoffered | --dry-run) ;;
		*) args+=("$a") ;;
		esac
	done
	# the runner as this run-pack was called: scripts/guest beside scripts/run-pack, or an
	# installed schedaio-guest beside schedaio-run-pack
	case "$(basename -- "$0")" in
	schedaio-*) g=$(dirname -- "$0")/schedaio-guest ;;
	*) g=$(dirname -- "$0")/guest ;;
	esac
	[ -x "$g" ] || g=$TOP/scripts/guest
	cmd=$(quote_args "$g" --rw "$OUT" -- "$0" "${args[@]}" --schedulers "${SCHED_REQ[i]}")
	accel_pick auto
	if [ "$ACCEL" = kvm ]; then
		echo "to run it in a guest kernel that has it: $cmd (under KVM where it boots, else TCG, whose figures measure the emulator; STUDIES.md \"Guest kernels\")"
	else
		echo "to run it in a guest kernel that has it: $cmd (here under TCG, $ACCEL_WHY: an emulated CPU, so its figures measure the emulator, not the scheduler: they check it runs, they rank nothing; STUDIES.md \"Guest kernels\")"
	fi
}
