# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-resume.sh: run-pack --resume RESULTS_DIR: finish a stopped study in its own folder.
# The study's options are its manifest's "args", read in its "cwd"; only --quiet,
# --json-progress, --dry-run and --strict may be added. Before anything changes, the device,
# the kernel and the pack (SHA-256 of pack.json and of each job file), and the engine, fio
# version and --quick values, must match the manifest;
# each difference is named on one line and run-pack exits 2. Then leftover *.tmp files are
# removed, and only runs that are missing, failed or interrupted (or ok without their fio.json)
# are run; the files of ok runs are not touched.
# Needs: rp-util.sh, rp-manifest.sh (res_put), rp-job.sh (sha256_of).

RESUME_MANIFEST=''

# resume_load_args ARGS...: check the resume command line, then parse the study's own args.
resume_load_args() {
	local a q=$QUIET j=$JSON_PROGRESS d=$DRY_RUN s=$STRICT margs=() cwd
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
	# -s: jq -e exits 0 on an empty file (no output to test)
	[ -s "$RESUME_MANIFEST" ] && jq -e 'type == "object"' "$RESUME_MANIFEST" >/dev/null 2>&1 ||
		die "--resume: $RESUME_MANIFEST is not a JSON object (empty, truncated or not run-pack's); cannot resume it"
	jq -e '.args | type == "array"' "$RESUME_MANIFEST" >/dev/null 2>&1 ||
		die "--resume: $RESUME_MANIFEST has no \"args\" (written by an older run-pack); cannot resume it"
	mapfile -t margs < <(jq -r '.args[]' "$RESUME_MANIFEST")
	for a in "${margs[@]}"; do
		case "$a" in --resume | --restore | --dry-run) die "--resume: the manifest's args hold '$a'" ;; esac
	done
	cwd=$(jq -r '.cwd // empty' "$RESUME_MANIFEST")
	[ -z "$cwd" ] || cd "$cwd" 2>/dev/null || die "--resume: the study's folder $cwd is gone"
	ARGS=("${margs[@]}")
	CMDLINE=$(jq -r '.command // ""' "$RESUME_MANIFEST")
	parse_args "${margs[@]}"
	QUIET=$((QUIET | q)) JSON_PROGRESS=$((JSON_PROGRESS | j)) DRY_RUN=$((DRY_RUN | d)) STRICT=$((STRICT | s))
}

# resume_check: the device, kernel and pack are those of the manifest; else one line per
# difference and exit 2 (nothing was changed).
resume_check() {
	local m=$RESUME_MANIFEST diffs=() v c now bytes
	v=$(jq -r .kernel "$m")
	[ "$v" = "$(uname -r)" ] || diffs+=("kernel: the study ran on $v, this is $(uname -r)")
	v=$(jq -r '.pack.sha256 // ""' "$m")
	[ "$v" = "$(sha256_of "$PACK_ABS/pack.json")" ] || diffs+=("pack: $PACK_ABS/pack.json changed (sha256 ${v:0:12}... in the manifest, $(sha256_of "$PACK_ABS/pack.json" | cut -c1-12)... now)")
	for c in "${CELLS[@]}"; do
		v=$(jq -r --arg c "$c" '.pack.job_files[$c].sha256 // ""' "$m")
		now=$(sha256_of "$PACK_ABS/$c.fio")
		[ "$v" = "$now" ] || diffs+=("pack: $c.fio changed (sha256 ${v:0:12}... in the manifest, ${now:0:12}... now)")
	done
	# The runs themselves: the same engine, fio and --quick values (SCHEDAIO_QUICK included).
	v=$(jq -r .engine "$m")
	[ "$v" = "$ENGINE_ABS" ] || diffs+=("engine: the study ran $v, now $ENGINE_ABS")
	v=$(jq -r .fio_version "$m")
	[ "$v" = "$(fio --version)" ] || diffs+=("fio: the study ran $v, now $(fio --version)")
	if [ "$QUICK" = 1 ]; then
		v=$(jq -r '.overrides | to_entries | map("\(.key)=\(.value)") | join(" ")' "$m")
		[ "$v" = "${QUICK_OVERRIDES[*]}" ] || diffs+=("--quick values: the study ran $v, now ${QUICK_OVERRIDES[*]}")
	fi
	if [ "$(jq -r .device.scratch "$m")" = true ]; then
		v=$(jq -r .device.size_mib "$m")
		[ "$SCRATCH" = 1 ] || diffs+=("device: the study ran on a scratch loop device")
		[ "$v" = "$SCRATCH_SIZE" ] || diffs+=("device: the scratch device had $v MiB, now $SCRATCH_SIZE")
	else
		v=$(jq -r .device.path "$m")
		[ "$v" = "$DEV" ] || diffs+=("device: the study ran on $v, now $DEV")
		bytes=$(blockdev --getsize64 "$DEV" 2>/dev/null || echo 0)
		[ "$(jq -r .device.size_mib "$m")" = "$((bytes / 1048576))" ] ||
			diffs+=("device: $DEV had $(jq -r .device.size_mib "$m") MiB, now $((bytes / 1048576))")
		v=$(jq -r '.device.model // ""' "$m")
		now=$(sed 's/ *$//' "/sys/class/block/$(dev_disk "$DEV")/device/model" 2>/dev/null || true)
		[ "$v" = "$now" ] || diffs+=("device: model was '$v', now '$now'")
	fi
	[ "${#diffs[@]}" -eq 0 ] && return 0
	for v in "${diffs[@]}"; do log "$PROG: --resume: $v"; done
	die "--resume $RESUME refused: ${#diffs[@]} difference(s) from its manifest (above); nothing was run"
}

# resume_load_results: the manifest's results and resume times into RES and RESUMED.
resume_load_results() {
	local line
	while IFS= read -r line; do
		[ -n "$line" ] && res_put "$line"
	done < <(jq -c '.results[]?' "$RESUME_MANIFEST")
	mapfile -t RESUMED < <(jq -r '.resumed[]?' "$RESUME_MANIFEST")
}

# resume_open: continue in the study's folder: its id and start, leftover *.tmp removed.
resume_open() {
	RUN_DIR=$RESUME
	RUN_ID=$(jq -r .run_id "$RESUME_MANIFEST")
	STARTED=$(jq -r .started "$RESUME_MANIFEST")
	find "$RUN_DIR" -name '*.tmp' -type f -delete
	resume_load_results
	RESUMED+=("$(date -Iseconds)")
	info "$PROG: resuming $RUN_DIR: $(jq '[.results[] | select(.status == "ok")] | length' "$RESUME_MANIFEST") runs ok are kept"
}
