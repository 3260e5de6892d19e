# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-resume.sh: run-pack --resume RESULTS_DIR: finish a stopped study in its own folder.
# A results folder may come from anyone and we run as root, so the manifest gives only the
# study's plan (schedaio-study args: --schedulers, --runs, --rsd-threshold, --order, --cells,
# --scratch-size, --quick, --map-legacy, --skip-unoffered, --engine libaio; the runs already
# done): its pack is used only when it is one of this checkout's (or installed copy's) jobs/, else --pack must
# be given again; a --device (with --dir), a --destructive grant, an --engine .so and a
# --scratch-backing are never taken from it: they are given again on the resume command line,
# or are the defaults. Only
# those and --quiet, --json-progress, --dry-run and --strict may be added. Before anything
# changes, the device, the kernel and the pack (SHA-256 of pack.json and of each job file),
# and the engine, fio version and --quick values, must match the manifest (schedaio-study
# resume-check, study/resume.c); each difference is named on one line and run-pack exits 2.
# Every job file is checked against the manifest's SHA-256 again right before each run
# (resume_check_job). Nothing in the folder may be a link, or anything but a regular file or
# a folder, and every folder in it is held to the ownership rule (schedaio-study tree-check). Then leftover *.tmp (files and links) are removed, and only runs that
# are missing, failed or interrupted (or ok without their fio.json) are run; the files of ok
# runs are not touched.
# Needs: rp-util.sh, safedir.sh, rp-manifest.sh (study, spec_line, spec_jobs), rp-job.sh (sha256_of).

RESUME_MANIFEST=''
declare -A RESUME_JOB_SHA=() # cell -> the manifest's pack.job_files[cell].sha256

# resume_load_args ARGS...: check the resume command line, then parse the study's plan from
# its manifest and what the command line gives again.
resume_load_args() {
	local q=$QUIET j=$JSON_PROGRESS d=$DRY_RUN s=$STRICT parts=() again=() pack real jobs c
	while [ $# -gt 0 ]; do
		case "$1" in
		--resume) shift ;;
		--quiet | --json-progress | --dry-run | --strict) ;;
		--destructive=*) again+=("$1") ;;
		--pack | --device | --dir | --destructive | --engine | --scratch-backing | --kernel-share)
			[ $# -ge 2 ] || die "$1 needs a value (see --help)"
			again+=("$1" "$2")
			shift ;;
		*) die "--resume takes only --pack, --device, --dir, --destructive, --engine, --scratch-backing (given again: never taken from a results folder), --quiet, --json-progress, --dry-run and --strict, not '$1'" ;; # (and --kernel-share: run-pack --kernel's own)
		esac
		shift
	done
	[ -d "$RESUME" ] || die "--resume $RESUME is not a folder"
	local safe
	study_check
	safe=$(safe_dir "$RESUME") || die "--resume $RESUME: refused: $safe; $(safe_dir_why)"
	RESUME=$safe
	# Everything in it: a regular file or a folder of root's or the caller's, walked without
	# following a link (issue 39 finding 4: a link in a copied study led the run folders'
	# removal and writes out of it); every run folder is then made through descriptors too.
	safe=$(study tree-check "$RESUME") || die "--resume $RESUME refused: $safe (nothing was run)"
	RESUME_MANIFEST=$RESUME/manifest.json
	[ -f "$RESUME_MANIFEST" ] || die "--resume $RESUME has no manifest.json"
	# "ok", pack path, command, plan args... or "error", reason (NUL-separated).
	mapfile -d '' -t parts < <(study args "$RESUME_MANIFEST")
	[ "${parts[0]:-}" = ok ] || die "--resume: ${parts[1]:-cannot read $RESUME_MANIFEST}"
	pack=${parts[1]:-}
	CMDLINE=${parts[2]:-}
	# Only the plan is parsed from the manifest: the options set so far (the resume command
	# line's own) are reset first.
	PACK='' DEVICE='' DIR='' DESTRUCTIVE='' ENGINE='' SCRATCH_BACKING='' SCRATCH_BACKING_OPT='' KERNEL_OPT='' # '': the pack's default
	parse_args "${parts[@]:3}" "${again[@]}"
	ARGS=("${parts[@]:3}" "${again[@]}")
	if [ -z "$PACK" ]; then
		jobs=$(realpath -e -- "$TOP/jobs") || die "--resume: no jobs/ folder in $TOP"
		real=$(realpath -e -- "$pack" 2>/dev/null) || real=''
		[[ -n $real && $real == "$jobs"/* ]] ||
			die "--resume: the study's pack '$pack' is not one of $jobs/: give it again with --pack DIR (a pack is never taken from a results folder; its files are checked against the manifest)"
		PACK=$real
	fi
	# A study on a named device: the device is given again (its path is only quoted from the
	# manifest, JSON-escaped).
	real=$(jq -r 'if (.device.scratch == true) or (.hosts != null) then "" else (.device.path // "" | if . == "" then "" else @json end) end' \
		"$RESUME_MANIFEST" 2>/dev/null) || real=''
	[ -z "$real" ] || [ -n "$DEVICE" ] ||
		die "--resume: the study ran on device $real: give --device DEV (and --dir DIR) again (a device is never taken from a results folder)"
	while IFS=$'\t' read -r c real; do RESUME_JOB_SHA[$c]=$real; done < <(jq -r \
		'.pack.job_files // {} | to_entries[] | select(.value.sha256 | type == "string") | "\(.key)\t\(.value.sha256)"' \
		"$RESUME_MANIFEST" 2>/dev/null)
	QUIET=$((QUIET | q)) JSON_PROGRESS=$((JSON_PROGRESS | j)) DRY_RUN=$((DRY_RUN | d)) STRICT=$((STRICT | s))
}

# resume_check_job CELL: with --resume, CELL's job file still has the SHA-256 the manifest
# recorded (checked right before each run: a pack changed since resume_check is not run).
# Dies (exit 1) naming the file.
resume_check_job() {
	[ -n "$RESUME" ] || return 0
	local want=${RESUME_JOB_SHA[$1]:-} now
	now=$(sha256_of "$(cell_fio "$1")") || now=''
	[ -n "$want" ] && [ "$now" = "$want" ] && return 0
	fail "--resume: $(cell_fio "$1") does not have the SHA-256 the manifest records (${want:0:12}..., now ${now:0:12}...); not run"
}

# resume_now_spec: what the study's checks compare with the manifest, as spec lines.
resume_now_spec() {
	local bytes
	if [ -n "$KERNEL_OPT" ]; then kernels_spec; else spec_line kernel "$(kernel_here)"; fi
	spec_line pack_path "$PACK_ABS"
	spec_line pack_sha256 "$(sha256_of "$PACK_ABS/pack.json")"
	spec_jobs
	spec_line engine "$ENGINE_ABS"
	spec_line fio_version "$(fio_version)"
	spec_line quick "$QUICK"
	spec_line overrides "${QUICK_OVERRIDES[*]}"
	spec_line scratch "$SCRATCH"
	spec_line scratch_size "$SCRATCH_SIZE"
	if [ -n "$DEV" ] && [ -z "$KERNEL_SHARE" ]; then # a share's device is its own (kernel-set)
		bytes=$(blockdev --getsize64 "$DEV" 2>/dev/null || echo 0)
		spec_line device "$DEV"
		spec_line size_mib "$((bytes / 1048576))"
		spec_line model "$(device_model "$DEV")"
	fi
}

# study_lock DIR: from here to its end this run-pack holds the study folder DIR's lock (flock(2),
# exclusive, on the folder), so that a second run-pack cannot --resume a study while another
# runs it (the study itself, or a resume begun at the same time): it is refused before it
# changes anything (exit 2, naming the folder), where it ran the same runs into the same run
# folders and rewrote the manifest over the other's records. The lock goes with the last
# process that holds it: a fio a SIGKILLed run-pack left holds it until --restore stops it
# (which a --resume does first). A --kernel study's share runs under its study's run-pack,
# which holds it; a --dry-run takes none; on a file system without locks none is held.
STUDY_LOCK_FD=''
study_lock() {
	[ -z "$STUDY_LOCK_FD" ] && [ -z "${KERNEL_SHARE:-}" ] && [ "${DRY_RUN:-0}" = 0 ] || return 0
	local rc=0
	exec {STUDY_LOCK_FD}<"$1" || die "cannot open the study folder $1"
	flock -n -x -E 75 "$STUDY_LOCK_FD" 2>/dev/null || rc=$?
	[ "$rc" -ne 75 ] || die "$1: another run-pack is running this study now (it holds the folder's lock); nothing was run"
}

# resume_check: the device, kernel and pack are those of the manifest; else one line per
# difference and exit 2 (nothing was changed). Then the study's lock (study_lock).
resume_check() {
	local out rc=0 diffs=() v
	study_lock "$RESUME"
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
	# Links too: a link left (or planted) under a name a writer uses must not be written through
	# (every writer makes a new temporary, atomic.sh; this leaves nothing to trip on).
	find "$RUN_DIR" -name '*.tmp' \( -type f -o -type l \) -delete
	RESUMED_AT=$(date -Iseconds)
	info "$PROG: resuming $RUN_DIR: $(study get "$RESUME_MANIFEST" ok) runs ok are kept"
}

# resume_hint: the command that finishes this study, as one shell-quoted line: $0 --resume
# RUN_DIR and what a resume must be given again (resume_load_args): --device, --dir,
# --destructive, an --engine .so, --scratch-backing, and --pack when it is not one of jobs/.
# From ARGS, the study's options as given (a resumed study's: its plan and those given again).
resume_hint() {
	local out=("$0" --resume "$RUN_DIR") a=("${ARGS[@]}") i v jobs real
	jobs=$(realpath -e -- "$TOP/jobs" 2>/dev/null) || jobs=''
	for ((i = 0; i < ${#a[@]}; i++)); do
		v=${a[i + 1]:-}
		case "${a[i]}" in
		--destructive=*) out+=("${a[i]}") ;;
		--device | --dir | --destructive | --scratch-backing) out+=("${a[i]}" "$v") ;;
		--engine) [ "$v" = libaio ] || out+=(--engine "$v") ;;
		--pack)
			real=$(realpath -e -- "$v" 2>/dev/null) || real=''
			[[ -n $jobs && $real == "$jobs"/* ]] || out+=(--pack "$v") ;;
		esac
		case "${a[i]}" in # the options with a value: skip it
		--pack | --schedulers | --runs | --cells | --device | --dir | --scratch-size | --destructive | \
			--scratch-backing | --engine | --out | --resume | --order | --rsd-threshold | --hosts | --sweep | \
			--device-model | --until-decided | --budget | --max-runs) i=$((i + 1)) ;;
		esac
	done
	quote_args "${out[@]}"
}
