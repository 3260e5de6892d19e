# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-args.sh: run-pack's command line: parse_args sets the option globals (scripts/run-pack
# declares them; --help is its header); validate_engine, validate_quick and validate_args check
# everything that needs no root and changes nothing (exit 2 with one line, die).
# Sourced by scripts/run-pack only. Needs: rp-util.sh (die, is_posint, is_decimal), paths.sh
# (SCHEDAIO_BIN_DIR, SCHEDAIO_INSTALLED), atomic.sh, rp-folders.sh (validate_folders),
# rp-pack.sh (validate_pack) and the checks of rp-manifest.sh, rp-decide.sh, rp-labels.sh,
# rp-kernels.sh, rp-sweep.sh and rp-job.sh.

parse_args() {
	while [ $# -gt 0 ]; do
		case "$1" in
		-h | --help) usage; exit 0 ;;
		--quick) QUICK=1; shift; continue ;;
		--map-legacy) MAP_LEGACY=1; shift; continue ;;
		--skip-unoffered) SKIP_UNOFFERED=1; shift; continue ;;
		--restore) RESTORE_ONLY=1; shift; continue ;;
		--strict) STRICT=1; shift; continue ;;
		--quiet) QUIET=1; shift; continue ;;
		--json-progress) JSON_PROGRESS=1; shift; continue ;;
		--dry-run) DRY_RUN=1; shift; continue ;;
		--yes) SWEEP_YES=1; shift; continue ;;
		--trace-block) TRACE_BLOCK=1; shift; continue ;;
		--destructive=*) DESTRUCTIVE=${1#--destructive=}; [ -n "$DESTRUCTIVE" ] || die "--destructive= needs the device"; shift; continue ;;
		--pack | --schedulers | --runs | --cells | --device | --dir | --scratch-size | --destructive | \
			--scratch-backing | --engine | --out | --resume | --order | --rsd-threshold | --hosts | --sweep | --device-model | \
			--until-decided | --budget | --max-runs | --kernel | --kernel-share)
			[ $# -ge 2 ] || die "$1 needs a value (see --help)" ;;
		*) die "unknown option '$1' (see --help)" ;;
		esac
		case "$1" in
		--pack) PACK=$2 ;;
		--schedulers) SCHEDS=$2 ;;
		--runs) RUNS=$2 FIXED_RUNS=1 ;;
		--rsd-threshold) RSD_THRESHOLD=$2 ;;
		--order) ORDER=$2 ;;
		--cells) CELLS_OPT=$2; [ -n "$2" ] || die "--cells is empty (omit it for all cells)" ;;
		--device) DEVICE=$2 ;;
		--dir) DIR=$2 ;;
		--destructive) DESTRUCTIVE=$2 ;;
		--scratch-size) SCRATCH_SIZE=$2 ;;
		--scratch-backing) SCRATCH_BACKING=$2 SCRATCH_BACKING_OPT=$2 ;;
		--kernel) KERNEL_OPT=$2 ;;
		--kernel-share) KERNEL_SHARE=$2 ;; # internal: one kernel's share (rp-kernels.sh)
		--engine) ENGINE=$2 ;;
		--out) OUT=$2 ;;
		--resume) RESUME=$2 ;;
		--hosts) HOSTS_FILE=$2 ;;
		--sweep) SWEEP_ARGS+=("$2") ;;
		--device-model) DEVICE_MODEL_OPT=$2 ;;
		*) decide_opt "$1" "$2" ;;
		esac
		shift 2
	done
}

validate_engine() {
	if [ "$ENGINE" = libaio ]; then
		ENGINE_ABS=libaio
		return
	fi
	if [ -z "$ENGINE" ]; then
		ENGINE_ABS=$SCHEDAIO_BIN_DIR/schedaio.so
		[ -f "$ENGINE_ABS" ] || die "$ENGINE_ABS not found: $([ "$SCHEDAIO_INSTALLED" = 1 ] && echo "reinstall (make install)" || echo "run make") (or use --engine libaio)"
	else
		[ -f "$ENGINE" ] || die "--engine $ENGINE not found (a .so path or 'libaio')"
		ENGINE_ABS=$(cd "$(dirname "$ENGINE")" && pwd)/$(basename "$ENGINE")
	fi
	[[ $ENGINE_ABS != *:* ]] || die "--engine path $ENGINE_ABS contains ':'"
}

# validate_quick: SCHEDAIO_QUICK (test-only) replaces the --quick values.
validate_quick() {
	[ -n "${SCHEDAIO_QUICK:-}" ] || return 0
	local o
	read -ra QUICK_OVERRIDES <<<"$SCHEDAIO_QUICK"
	for o in "${QUICK_OVERRIDES[@]}"; do
		[[ $o =~ ^(runtime|ramp_time|startdelay|size)=[0-9]+[kmg]?$ ]] || die "SCHEDAIO_QUICK: bad entry '$o'"
	done
}

# validate_args: everything that needs no root and changes nothing. Dies (exit 2).
validate_args() {
	local t
	study_check # the ownership rule and the pack's job files are read through it (rp-job.sh)
	validate_folders
	# write_atomic (the state file, at every change) in one process: schedaio-study write-file
	# (atomic.sh; the build safe_dir just checked is current)
	atomic_use "$STUDY_BIN"
	for t in fio jq findmnt; do
		command -v "$t" >/dev/null || die "$t not found (scripts/setup-deps installs the tools)"
	done
	validate_pack
	is_posint "$RUNS" || die "--runs must be a positive integer, not '$RUNS'"
	is_decimal "$RSD_THRESHOLD" || die "--rsd-threshold must be a number of percent such as 3.5, not '$RSD_THRESHOLD'"
	case "$ORDER" in interleaved | blocked) ;; *) die "--order must be interleaved or blocked, not '$ORDER'" ;; esac
	decide_validate
	[ -n "$SCHEDS" ] || die "missing --schedulers LIST, e.g. none,mq-deadline,kyber,bfq"
	labels_resolve "$SCHEDS"
	kernels_parse
	sweep_validate
	validate_engine
	validate_quick
	# with --hosts each host's MemAvailable bounds fio's buffers (hosts_check), not this one's
	if [ -n "$HOSTS_FILE" ]; then pack_fio_check '' 0; else pack_fio_check; fi
	fio_version >/dev/null 2>&1 || true
	# --dry-run changes nothing, so it needs no root.
	[ "$DRY_RUN" = 1 ] || [ "$(id -u)" -eq 0 ] || die "must run as root (switching schedulers and loop devices need it); --dry-run shows the plan without root"
	for t in blockdev blkid lsblk mount umount mountpoint losetup mkfs.ext4 setsid sha256sum; do
		command -v "$t" >/dev/null || die "$t not found (scripts/setup-deps installs the tools)"
	done
}
