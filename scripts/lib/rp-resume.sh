# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-resume.sh: run-pack --resume RESULTS_DIR: finish a stopped study in its own folder.
# The study's options are its manifest's "args", read in its "cwd"; only --quiet,
# --json-progress, --dry-run and --strict may be added. Before anything changes, the device,
# the kernel and the pack (SHA-256 of pack.json and of each job file), and the engine, fio
# version and --quick values, must match the manifest (schedaio-study resume-check, study/resume.c);
# each difference is named on one line and run-pack exits 2. Then leftover *.tmp files are
# removed, and only runs that are missing, failed or interrupted (or ok without their fio.json)
# are run; the files of ok runs are not touched.
# Needs: rp-util.sh, rp-manifest.sh (study, spec_line, spec_jobs), rp-job.sh (sha256_of).

RESUME_MANIFEST=''

# resume_load_args ARGS...: check the resume command line, then parse the study's own args.
resume_load_args() {
	local a q=$QUIET j=$JSON_PROGRESS d=$DRY_RUN s=$STRICT parts=() cwd
	while [ $# -gt 0 ]; do
		case "$1" in
		--resume) shift ;;
		--quiet | --json-progress | --dry-run | --strict) ;;
		*) die "--resume takes only --quiet, --json-progress, --dry-run and --strict (the study's options are in its manifest), not '$1'" ;;
		esac
		shift
	done
	[ -d "$RESUME" ] || die "--resume $RESUME is not a folder"
	RESUME=$(cd "$RESUME" && pwd)
	RESUME_MANIFEST=$RESUME/manifest.json
	[ -f "$RESUME_MANIFEST" ] || die "--resume $RESUME has no manifest.json"
	study_check
	# "ok", cwd, command, args... or "error", reason (NUL-separated).
	mapfile -d '' -t parts < <(study args "$RESUME_MANIFEST")
	[ "${parts[0]:-}" = ok ] || die "--resume: ${parts[1]:-cannot read $RESUME_MANIFEST}"
	for a in "${parts[@]:3}"; do
		case "$a" in --hosts) die "--resume: a study with --hosts cannot be resumed yet" ;; esac
	done
	cwd=${parts[1]}
	[ -z "$cwd" ] || cd "$cwd" 2>/dev/null || die "--resume: the study's folder $cwd is gone"
	ARGS=("${parts[@]:3}")
	CMDLINE=${parts[2]}
	parse_args "${ARGS[@]}"
	QUIET=$((QUIET | q)) JSON_PROGRESS=$((JSON_PROGRESS | j)) DRY_RUN=$((DRY_RUN | d)) STRICT=$((STRICT | s))
}

# resume_now_spec: what the study's checks compare with the manifest, as spec lines.
resume_now_spec() {
	local bytes
	spec_line kernel "$(uname -r)"
	spec_line pack_path "$PACK_ABS"
	spec_line pack_sha256 "$(sha256_of "$PACK_ABS/pack.json")"
	spec_jobs
	spec_line engine "$ENGINE_ABS"
	spec_line fio_version "$(fio --version)"
	spec_line quick "$QUICK"
	spec_line overrides "${QUICK_OVERRIDES[*]}"
	spec_line scratch "$SCRATCH"
	spec_line scratch_size "$SCRATCH_SIZE"
	if [ -n "$DEV" ]; then
		bytes=$(blockdev --getsize64 "$DEV" 2>/dev/null || echo 0)
		spec_line device "$DEV"
		spec_line size_mib "$((bytes / 1048576))"
		spec_line model "$(device_model "$DEV")"
	fi
}

# resume_check: the device, kernel and pack are those of the manifest; else one line per
# difference and exit 2 (nothing was changed).
resume_check() {
	local out rc=0 diffs=() v
	out=$(resume_now_spec | study resume-check "$RESUME_MANIFEST") || rc=$?
	[ "$rc" -ne 0 ] || return 0
	[ "$rc" -eq 1 ] || die "--resume: cannot read $RESUME_MANIFEST"
	mapfile -t diffs <<<"$out"
	for v in "${diffs[@]}"; do log "$PROG: --resume: $v"; done
	die "--resume $RESUME refused: ${#diffs[@]} difference(s) from its manifest (above); nothing was run"
}

# resume_open: continue in the study's folder: its id and start, leftover *.tmp removed.
resume_open() {
	RUN_DIR=$RESUME
	RUN_ID=$(study get "$RESUME_MANIFEST" run_id) || fail "cannot read $RESUME_MANIFEST"
	STARTED=$(study get "$RESUME_MANIFEST" started) || fail "cannot read $RESUME_MANIFEST"
	find "$RUN_DIR" -name '*.tmp' -type f -delete
	RESUMED_AT=$(date -Iseconds)
	info "$PROG: resuming $RUN_DIR: $(study get "$RESUME_MANIFEST" ok) runs ok are kept"
}
