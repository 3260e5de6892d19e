# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-manifest.sh: run-pack's side of results/<run-id>/manifest.json. The manifest's model (its
# keys, the results, the order of runs, the dynamic run count, the --resume checks) is the C
# program build/schedaio-study (study/, see study/study.h); this file hands it what only the
# shell knows, as tab-separated "key<TAB>value..." lines on its stdin (the spec), and wraps
# its commands. The manifest's keys are listed in STUDIES.md ("manifest.json").
# Needs: rp-util.sh, rp-job.sh (sha256_of, fio_command), rp-resume.sh (study_lock). Reads RUN_DIR, RUN_ID, STARTED, ...

STUDY_BIN=${SCHEDAIO_BIN_DIR:-$TOP/build}/schedaio-study
MANIFEST_MADE=0 RESUMED_AT=''

# study CMD ARGS...: build/schedaio-study CMD ARGS (its one-line errors go to stderr).
study() { "$STUDY_BIN" "$@"; }

# fio_version: this machine's `fio --version`, asked once (FIO_VERSION_HERE: a fio start costs
# ~0.5 s in a TCG guest); validate_args asks it in the main shell, so that the spec writers,
# which run in pipelines, read it from there. Returns 1 (nothing printed) when fio fails.
fio_version() {
	[ -n "${FIO_VERSION_HERE:-}" ] || FIO_VERSION_HERE=$(fio --version) || return 1
	printf '%s\n' "$FIO_VERSION_HERE"
}

# study_check: build/schedaio-study exists (make builds it); else exit 2.
study_check() {
	[ -x "$STUDY_BIN" ] || die "$STUDY_BIN not found: $([ "${SCHEDAIO_INSTALLED:-0}" = 1 ] && echo "reinstall (make install)" || echo "run make")"
}

# manifest_mark_interrupted RUN_DIR: for --restore after a SIGKILL (or a power loss): a
# manifest still saying "running" (nobody wrote the end) becomes "interrupted", ended = now.
# Any other manifest is left as it is. Returns 1 with one line on stderr if it cannot be.
manifest_mark_interrupted() {
	local m=$1/manifest.json
	[ -f "$m" ] || return 0
	[ "$(jq -r '.status? // empty' "$m" 2>/dev/null)" = running ] || return 0
	study end "$m" --status interrupted --ended "$(date -Iseconds)" || {
		log "$PROG: cannot mark $m interrupted"
		return 1
	}
}

# manifest_path: the study's manifest.json.
manifest_path() { printf '%s\n' "$RUN_DIR/manifest.json"; }

# spec_line KEY VALUE...: one spec line (fields joined by tabs).
spec_line() { local IFS=$'\t'; printf '%s\n' "$*"; }

# spec_jobs: a "job CELL PATH SHA256" line per cell of the study.
spec_jobs() {
	local c
	for c in "${CELLS[@]}"; do spec_line job "$c" "$(cell_fio "$c")" "$(sha256_of "$(cell_fio "$c")")"; done
}

# device_model DEV: the disk's model from sysfs, trailing blanks removed ("" if none).
device_model() { sed 's/ *$//' "/sys/class/block/$(dev_disk "$1")/device/model" 2>/dev/null || true; }

# manifest_spec: the study's fixed fields (schedaio-study init's spec).
manifest_spec() {
	local o i a argv=()
	spec_line run_id "$RUN_ID"
	spec_line quick "$QUICK"
	if [ "$QUICK" = 1 ]; then
		for o in "${QUICK_OVERRIDES[@]}"; do spec_line override "${o%%=*}" "${o#*=}"; done
	fi
	spec_line runs "$RUNS"
	spec_line runs_mode "$(decide_runs_mode)"
	decide_spec
	spec_line rsd_threshold "$RSD_THRESHOLD"
	spec_line order "$ORDER"
	spec_line pack_name "$PACK_NAME"
	spec_line pack_path "$PACK_ABS"
	spec_line pack_sha256 "$(sha256_of "$PACK_ABS/pack.json")"
	spec_line scratch_file "$SCRATCH_FILE_MODE"
	spec_jobs
	sweep_spec
	spec_line device "$DEV"
	spec_line scratch "$SCRATCH"
	spec_line raw "$RAW"
	spec_line backing "$BACKING"
	spec_line backing_dir "$([ "$SCRATCH" = 1 ] && echo "$SCRATCH_BACKING")"
	spec_line size_mib "$SIZE_MIB"
	spec_line filesystem "$FSTYPE"
	spec_line read_ahead_kb "$RA_SET"
	spec_line original_read_ahead_kb "$RA_ORIG"
	spec_line dir "$FIO_DIR"
	[ -z "$DEV" ] || spec_line model "$(device_model "$DEV")"
	spec_line device_model "$(devmodel_manifest_json)"
	spec_line kernel "$(kernel_here)"
	spec_line accel "$ACCEL_HERE"
	[ -z "$KERNEL_OPT" ] || kernels_spec
	spec_line fio_version "$(fio_version)"
	spec_line engine "$ENGINE_ABS"
	spec_line engine_expect_sched "$ENGINE_EXPECT"
	fio_command argv '<rundir>/.fio-out.XXXXXX/fio.json'
	printf 'fio_command\t%s\n' "${argv[@]}"
	for i in "${!SCHED_REQ[@]}"; do
		spec_line sched "${SCHED_REQ[i]}" "${SCHED_DIR[i]}" "${SCHED_KERNEL[i]}" "${SCHED_TUN[i]}" \
			"${SCHED_LABEL[i]}" "${SCHED_MAPPED[i]}" "${SCHED_SKIP[i]}"
	done
	# The device's scheduler and tunables before the study, from the state file.
	[ -z "$STATE_FILE" ] || awk -F'\t' -v d="$DEV" '
		$1 == "sched" && $2 == d && !s { print "original\t" $4; s = 1 }
		$1 == "tun" && $2 == d { print "original_tun\t" $4 "\t" $5 }' "$STATE_FILE"
	declare -F hosts_spec >/dev/null && hosts_spec
	spec_line started "$STARTED"
	spec_line command "$CMDLINE"
	spec_line cwd "$PWD"
	for a in "${ARGS[@]}"; do spec_line arg "$a"; done
}

# manifest_init: write the manifest (status running); a resumed study keeps its results. The
# study's folder is locked first (rp-resume.sh study_lock: no --resume of it while this runs).
manifest_init() {
	study_lock "$RUN_DIR"
	manifest_spec | study init "$(manifest_path)" ${RESUME:+--resumed-at "$RESUMED_AT"} ||
		fail "cannot write $(manifest_path)"
	MANIFEST_MADE=1
}

# record_result I CELL RUN STATUS SECS RC ERROR BW ATTEMPTS WHY CACHE [HOST [EXTRA]]: one
# results[] entry (a run of scheduler entry I on HOST, "" without --hosts; a share's on its
# kernel, PLACE), with where it ran (kernel release, accelerator) and the SHA-256
# of the job fio ran and its changed lines; EXTRA is a JSON object merged into it (the
# startup object of rp-startup.sh). Returns non-zero (with one line from schedaio-study) if
# the manifest was not written.
record_result() {
	local i=$1 rundir args=() d
	run_path rundir "$RUN_DIR" "${12:-$PLACE}" "${SCHED_DIR[$1]}" "$2" "$3"
	args=(--sched "${SCHED_DIR[i]}" --cell "$2" --run "$3" --status "$4" --seconds "$5"
		--fio-rc "$6" --error "$7" --bw "$8" --attempts "$9" --why "${10}" --cache "${11}")
	# where it ran: its place (a --hosts host, a --kernel kernel), the kernel, the accelerator
	if [ -n "${12:-}" ]; then
		args+=(--host "${12}" --kernel-release "$(host_kernel "${12}")" --accel native)
	else
		args+=(${PLACE:+--kernel "$PLACE"} --kernel-release "$(kernel_here)" --accel "$ACCEL_HERE")
	fi
	local extra=${13:-}
	# the medium of the run (devmodel.sh): results[].device_model, the model's name or null
	[ -z "${DM_NAME:-}" ] || extra=$(jq -c --arg k "$DM_KEY" --arg m "$DM_NAME" '. + {($k): $m}' <<<"${extra:-"{}"}")
	[ -z "$extra" ] || [ "$extra" = '{}' ] || args+=(--extra "$extra")
	if [ -f "$rundir/job.fio" ]; then
		args+=(--job-sha "$(sha256_of "$rundir/job.fio")")
		while IFS= read -r d; do args+=(--diff "$d"); done < <(job_diff "$(cell_fio "$2")" "$rundir/job.fio")
	fi
	study record "$(manifest_path)" "${args[@]}"
}
