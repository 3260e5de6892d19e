# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-manifest.sh: results/<run-id>/manifest.json, rewritten (temporary name + rename) after
# every run. Schema 1 (compare reads it; keys are only ever added). Keys added by issue 5:
#   args, cwd       run-pack's arguments and working folder (what --resume re-reads)
#   order           "interleaved" | "blocked"
#   runs_mode       "dynamic" (Phoronix rule) | "fixed" (--runs N); runs = the scheduled count
#   rsd_threshold   % (dynamic mode)
#   fio_command     the fio argv of every run ("<rundir>" stands for the run's folder, fio's cwd)
#   pack.sha256     of pack.json; pack.job_files {cell: {path, sha256}} of the pack's .fio files
#   scheduler_plan  [{requested, folder, kernel, tunables{}, label, expect_sched, mapped, skipped}]
#   original        {device, scheduler, tunables{}} before the study
#   resumed         [ISO times of each --resume]
#   preflight       the preflight block's lines ("ok    ...", "WARN  ...", "info  ...")
#   results[]       + folder-independent keys: label, kernel_scheduler, tunables, expect_sched,
#                   attempts, job_sha256, job_diff, added_because (extra runs), cache_dropped
# Needs: rp-util.sh. Reads RUN_DIR, BASE_JSON, STUDY_STATUS, RES/RES_ORDER, RESUMED.

declare -A RES=()
RES_ORDER=() RESUMED=()

# res_key DIR CELL RUN: the key of a run in RES.
res_key() { echo "$1|$2|$3"; }

# res_put JSON: store a result object (replaces the one of the same scheduler, cell, run).
res_put() {
	local k
	k=$(jq -r '"\(.scheduler)|\(.cell)|\(.run)"' <<<"$1")
	[ -n "${RES[$k]+x}" ] || RES_ORDER+=("$k")
	RES[$k]=$1
}

# res_status DIR CELL RUN: the stored status of a run ("" if none).
res_status() {
	local k
	k=$(res_key "$1" "$2" "$3")
	[ -n "${RES[$k]+x}" ] || return 0
	jq -r .status <<<"${RES[$k]}"
}

# manifest_write [ENDED]: the manifest through manifest.json.tmp and a rename. Returns 1 with
# one line on stderr when it cannot be written (a full or read-only results filesystem).
manifest_write() {
	local ended=${1:-} k
	for k in "${RES_ORDER[@]}"; do printf '%s\n' "${RES[$k]}"; done |
		jq -s --argjson base "$BASE_JSON" --arg status "$STUDY_STATUS" --arg ended "$ended" \
			--arg resumed "$(printf '%s\n' "${RESUMED[@]}")" --argjson pf "${PREFLIGHT_JSON:-null}" \
			'$base + {status: $status, ended: (if $ended == "" then null else $ended end),
			          resumed: ($resumed | split("\n") | map(select(. != ""))), preflight: $pf, results: .}' |
		write_atomic "$RUN_DIR/manifest.json" 2>/dev/null && return 0
	rm -f "$RUN_DIR/manifest.json.tmp" 2>/dev/null
	log "$PROG: cannot write $RUN_DIR/manifest.json (is its filesystem full?)"
	return 1
}

# manifest_mark_interrupted RUN_DIR: for --restore after a SIGKILL (or a power loss): a
# manifest still saying "running" becomes "interrupted", ended = now. Any other manifest is
# left as it is. Returns 1 with one line on stderr if it cannot be rewritten.
manifest_mark_interrupted() {
	local m=$1/manifest.json
	[ -f "$m" ] || return 0
	[ "$(jq -r '.status? // empty' "$m" 2>/dev/null)" = running ] || return 0
	jq --arg ended "$(date -Iseconds)" '.status = "interrupted" | .ended = $ended' "$m" 2>/dev/null |
		write_atomic "$m" 2>/dev/null && return 0
	rm -f "$m.tmp" 2>/dev/null
	log "$PROG: cannot mark $m interrupted"
	return 1
}

# scheduler_plan_json: the scheduler_plan array (see the top of this file).
scheduler_plan_json() {
	local i
	for i in "${!SCHED_REQ[@]}"; do
		jq -cn --arg req "${SCHED_REQ[i]}" --arg dir "${SCHED_DIR[i]}" --arg k "${SCHED_KERNEL[i]}" \
			--argjson tun "$(labels_tunables_json "$i")" --arg lab "${SCHED_LABEL[i]}" \
			--arg expect "$(labels_expect "$i")" --arg mapped "${SCHED_MAPPED[i]}" --arg skip "${SCHED_SKIP[i]}" \
			'{requested: $req, folder: $dir, kernel: $k, tunables: $tun,
			  "label": (if $lab == "" then null else $lab end), expect_sched: $expect,
			  mapped: (if $mapped == "" then null else $mapped end),
			  skipped: (if $skip == "" then null else $skip end)}'
	done | jq -sc .
}

# job_files_json: {cell: {path, sha256}} of the pack's job files.
job_files_json() {
	local c
	for c in "${CELLS[@]}"; do
		jq -cn --arg c "$c" --arg p "$PACK_ABS/$c.fio" --arg h "$(sha256_of "$PACK_ABS/$c.fio")" '{($c): {path: $p, sha256: $h}}'
	done | jq -sc 'add // {}'
}

# original_json: the device's scheduler and tunables before the study (from the state file).
original_json() {
	local sched tuns
	sched=$(awk -F'\t' -v d="$DEV" '$1 == "sched" && $2 == d { print $4; exit }' "$STATE_FILE")
	tuns=$(awk -F'\t' -v d="$DEV" '$1 == "tun" && $2 == d { print $4 "\t" $5 }' "$STATE_FILE" |
		jq -Rn '[inputs | split("\t") | {(.[0]): .[1]}] | add // {}')
	jq -cn --arg d "$DEV" --arg s "$sched" --argjson t "$tuns" '{device: $d, scheduler: $s, tunables: $t}'
}

# base_json: the manifest fields fixed for the whole study.
base_json() {
	local ov='{}' o scheds
	if [ "$QUICK" = 1 ]; then
		for o in "${QUICK_OVERRIDES[@]}"; do
			ov=$(jq -c --arg k "${o%%=*}" --arg v "${o#*=}" '. + {($k): $v}' <<<"$ov")
		done
	fi
	scheds=$(for i in "${!SCHED_REQ[@]}"; do [ -n "${SCHED_SKIP[i]}" ] || echo "${SCHED_DIR[i]}"; done)
	jq -cn --arg run_id "$RUN_ID" --argjson quick "$([ "$QUICK" = 1 ] && echo true || echo false)" \
		--argjson overrides "$ov" --argjson runs "$RUNS" --arg runs_mode "$([ "$FIXED_RUNS" = 1 ] && echo fixed || echo dynamic)" \
		--argjson rsd "$RSD_THRESHOLD" --arg order "$ORDER" \
		--arg pname "$PACK_NAME" --arg ppath "$PACK_ABS" --argjson desc "$PACK_JSON" \
		--arg psha "$(sha256_of "$PACK_ABS/pack.json")" --argjson jobs "$(job_files_json)" \
		--arg dev "$DEV" --argjson scratch "$([ "$SCRATCH" = 1 ] && echo true || echo false)" \
		--argjson raw "$([ "$RAW" = 1 ] && echo true || echo false)" \
		--arg backing "$BACKING" --arg bdir "$([ "$SCRATCH" = 1 ] && echo "$SCRATCH_BACKING")" \
		--arg size "$SIZE_MIB" --arg fs "$FSTYPE" --arg dir "$FIO_DIR" \
		--arg model "$(cat "/sys/class/block/$(dev_disk "$DEV")/device/model" 2>/dev/null | sed 's/ *$//')" \
		--arg kernel "$(uname -r)" --arg fio "$(fio --version)" --arg engine "$ENGINE_ABS" \
		--argjson expect "$([ "$ENGINE_EXPECT" = 1 ] && echo true || echo false)" \
		--arg scheds "$scheds" --argjson splan "$(scheduler_plan_json)" --arg cells "$(printf '%s\n' "${CELLS[@]}")" \
		--argjson orig "$(original_json)" --arg started "$STARTED" --arg cmd "$CMDLINE" \
		--argjson args "$(printf '%s\n' "${ARGS[@]}" | jq -R . | jq -sc .)" \
		--argjson fiocmd "$(fio_command '<rundir>' | jq -R . | jq -sc .)" \
		--arg scratch_file "$SCRATCH_FILE_MODE" --arg cwd "$PWD" \
		'{schema: 1, run_id: $run_id, quick: $quick, overrides: $overrides, runs: $runs,
		  runs_mode: $runs_mode, rsd_threshold: $rsd, order: $order,
		  pack: {name: $pname, path: $ppath, sha256: $psha, job_files: $jobs, descriptor: $desc,
		         scratch_file: $scratch_file},
		  device: {path: $dev, scratch: $scratch, raw: $raw,
		           backing: (if $backing == "" then null else $backing end),
		           backing_dir: (if $bdir == "" then null else $bdir end),
		           size_mib: ($size | tonumber? // null), filesystem: $fs, dir: $dir,
		           model: (if $model == "" then null else $model end)},
		  kernel: $kernel, fio_version: $fio, engine: $engine, engine_expect_sched: $expect,
		  fio_command: $fiocmd,
		  schedulers: ($scheds | split("\n") | map(select(. != ""))), scheduler_plan: $splan,
		  cells: ($cells | split("\n")),
		  original_scheduler: $orig.scheduler, original: $orig, started: $started,
		  command: $cmd, args: $args, cwd: $cwd}'
}
