# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-pack.sh: run-pack's pack: DIR/pack.json read once, bounded and its keys' types checked
# (pack_json_read), then the pack and its cells checked (validate_pack: the name, mbps_unit,
# scratch keys, the cells of --cells or pack.json, each cell's job file through
# `schedaio-study job-check`). Dies with one line (exit 2).
# Sourced by scripts/run-pack only. Needs: rp-util.sh (die, is_posint), rp-target.sh
# (PACK_KEY_READ_AHEAD, pack_read_ahead), devmodel.sh (DM_KEY, devmodel_resolve,
# devmodel_default_backing), rp-startup.sh (startup_add_idle_cells, job_facts_load),
# rp-manifest.sh (study). Reads PACK, CELLS_OPT, SCRATCH_BACKING; sets PACK_* and CELLS.

# The largest pack.json read (bytes): ours are under 8 KiB; a bigger one is refused before jq.
PACK_JSON_MAX=$((1024 * 1024))

# pack_json_read FILE: PACK_JSON, FILE compacted, after its size (PACK_JSON_MAX) and the type
# of every key run-pack reads are checked (one line naming the key, exit 2; never jq's error);
# then the keys run-pack reads, in one jq (a process start costs ~0.5 s of jq's in a TCG
# guest), each as `jq -r '.KEY // DEFAULT'` prints it (a newline or a NUL in a value as a space,
# never cut there: mapfile would end the value at a NUL); a scratch_backing (a path, not
# checked against a list) holding a control character is refused: PACK_KEYS
# (name, mbps_unit, scratch_file, sync_interval_s, scratch_mib, read_ahead_kb), PACK_BACKING
# ("=PATH" when scratch_backing is set, "" otherwise), PACK_CELLS (.cells, when it has any),
# PACK_IDLE_CELLS (1: idle_cells is an object).
pack_json_read() {
	local size lines=()
	size=$(stat -L -c %s -- "$1") || die "$PACK/pack.json cannot be read"
	[ "$size" -le "$PACK_JSON_MAX" ] || die "$PACK/pack.json is $size bytes: more than $PACK_JSON_MAX, not read"
	PACK_JSON=$(jq -c . "$1" 2>/dev/null) || die "$PACK/pack.json is not valid JSON"
	mapfile -t lines < <(jq -r --arg ra "$PACK_KEY_READ_AHEAD" --arg dm "$DM_KEY" '
		def want($k; $t): if has($k) and (.[$k] | type) != $t then "\($k) must be a JSON \($t), not \(.[$k] | type)" else empty end;
		def line: tostring | explode | map(if . == 10 or . == 0 then 32 else . end) | implode;
		def ctrl: explode | any(. < 32 or . == 127);
		(if type != "object" then "must be a JSON object, not \(type)" else
		[want("name"; "string"), want("mbps_unit"; "string"), want("scratch_file"; "string"),
		 want("sync_interval_s"; "number"), want("scratch_mib"; "number"), want($ra; "number"),
		 want("scratch_backing"; "string"), want($dm; "string"),
		 want("cells"; "array"), want("traces"; "object"), want("idle_cells"; "object"),
		 (if (.scratch_backing | type) == "string" and (.scratch_backing | ctrl) then "scratch_backing holds a control character" else empty end),
		 (if (.cells | type) == "array" and any(.cells[]; type != "string") then "cells must hold strings only" else empty end),
		 (if (.traces | type) == "object" and any(.traces[]; type != "string") then "traces must map to strings only" else empty end),
		 (if (.idle_cells | type) == "object" and any(.idle_cells[]; type != "string") then "idle_cells must map to strings only" else empty end)
		] | first // "" end) as $why
		| if $why != "" then $why | line else
		"", ((.name // ""), (.mbps_unit // "KiB/s/1000"), (.scratch_file // "keep"),
		 (.sync_interval_s // ""), (.scratch_mib // ""), (.[$ra] // "") | line),
		(if has("scratch_backing") then "=\(.scratch_backing)" | line else "" end),
		(if (.idle_cells | type) == "object" then 1 else 0 end),
		(.cells // [] | .[] | line) end' <<<"$PACK_JSON")
	[ "${#lines[@]}" -gt 0 ] || die "$PACK/pack.json: cannot read its keys"
	[ -z "${lines[0]}" ] || die "$PACK/pack.json: $(printf '%s' "${lines[0]}" | tr -c '[:print:]' '?')"
	[ "${#lines[@]}" -ge 9 ] || die "$PACK/pack.json: cannot read its keys"
	PACK_KEYS=("${lines[@]:1:6}") PACK_BACKING=${lines[7]} PACK_IDLE_CELLS=${lines[8]}
	PACK_CELLS=("${lines[@]:9}")
}

validate_pack() {
	[ -n "$PACK" ] || die "missing --pack DIR (see --help)"
	[ -d "$PACK" ] || die "pack folder '$PACK' does not exist"
	PACK_ABS=$(cd "$PACK" && pwd)
	[ -f "$PACK_ABS/pack.json" ] || die "pack folder '$PACK' has no pack.json"
	pack_json_read "$PACK_ABS/pack.json"
	PACK_NAME=${PACK_KEYS[0]} MBPS_UNIT=${PACK_KEYS[1]} SCRATCH_FILE_MODE=${PACK_KEYS[2]} SYNC_INTERVAL=${PACK_KEYS[3]} PACK_SCRATCH_MIB=${PACK_KEYS[4]}
	[[ $PACK_NAME =~ ^[A-Za-z0-9_.-]+$ ]] || die "$PACK/pack.json has no usable .name"
	case "$MBPS_UNIT" in KiB/s/1000 | MiB/s) ;; *) die "$PACK/pack.json: unknown mbps_unit '$MBPS_UNIT'" ;; esac
	[ -z "$SYNC_INTERVAL" ] || is_posint "$SYNC_INTERVAL" || die "$PACK/pack.json: sync_interval_s must be whole seconds, not '$SYNC_INTERVAL'"
	pack_read_ahead "${PACK_KEYS[5]}"
	devmodel_resolve "$PACK_JSON" # after the pack's readahead: a model's replaces it
	[ -z "$PACK_SCRATCH_MIB" ] || is_posint "$PACK_SCRATCH_MIB" || die "$PACK/pack.json: scratch_mib must be a whole number of MiB, not '$PACK_SCRATCH_MIB'"
	case "$SCRATCH_FILE_MODE" in keep | fresh) ;; *) die "$PACK/pack.json: scratch_file must be \"keep\" or \"fresh\", not '$SCRATCH_FILE_MODE'" ;; esac
	compgen -G "$PACK_ABS/*.fio" >/dev/null || die "pack folder '$PACK' has no .fio files"
	# A pack may name its scratch device's backing folder (jobs/overhead: RAM-backed,
	# /dev/shm); --scratch-backing wins. An absolute path only: a pack is run from any folder,
	# and its relative path would name a folder of the caller's current one (STUDIES.md).
	[ -z "$PACK_BACKING" ] || [[ $PACK_BACKING == =/* ]] ||
		die "$PACK/pack.json: scratch_backing '$(printf '%s' "${PACK_BACKING#=}" | tr -c '[:print:]' '?')' is not an absolute path: give the folder from / (such as /dev/shm); a relative one is not resolved against the current folder or the pack's; nothing was made"
	if [ -z "$SCRATCH_BACKING" ]; then
		SCRATCH_BACKING=${PACK_BACKING#=}
		[ -n "$PACK_BACKING" ] || SCRATCH_BACKING=$(devmodel_default_backing)
		[ -n "$SCRATCH_BACKING" ] || [ -n "$PACK_BACKING" ] || SCRATCH_BACKING=/var/tmp
	fi
	local c known
	if [ -n "$CELLS_OPT" ]; then
		IFS=, read -ra CELLS <<<"$CELLS_OPT,"  # the ',' keeps a trailing empty entry
	elif [ "${#PACK_CELLS[@]}" -gt 0 ]; then
		CELLS=("${PACK_CELLS[@]}")
	else
		mapfile -t CELLS < <(cd "$PACK_ABS" && printf '%s\n' *.fio | sed 's/\.fio$//')
	fi
	[ "${#CELLS[@]}" -gt 0 ] || die "no cells to run"
	for c in "${CELLS[@]}"; do
		[ -n "$c" ] || die "--cells has an empty entry in '$CELLS_OPT'"
		[[ $c =~ ^[A-Za-z0-9_.-]+$ ]] || die "bad cell name '$c'"
		if [ ! -f "$PACK_ABS/$c.fio" ]; then
			known=$( (cd "$PACK_ABS" && printf '%s\n' *.fio) | sed -n 's/\.fio$//p' | paste -sd' ')
			die "pack '$PACK' has no cell '$c' ($c.fio); its cells: ${known:-none}"
		fi
	done
	local dup
	dup=$(printf '%s\n' "${CELLS[@]}" | sort | uniq -d | paste -sd' ')
	[ -z "$dup" ] || die "$([ -n "$CELLS_OPT" ] && echo "--cells" || echo "$PACK/pack.json's cells") lists a cell twice: $dup"
	startup_add_idle_cells
	# No option that runs a program, changes a privilege or names another file or device
	# (study/jobrules.c; job-file checks again as it writes each run's job.fio).
	local why
	for c in "${CELLS[@]}"; do
		# first: it reads at most its bound of a file (grep reads to the end: a sparse 16 TiB .fio)
		why=$(study job-check "$PACK_ABS/$c.fio" 2>&1) || die "${why:-cannot check $PACK/$c.fio}"
		grep -qx 'ioengine=libaio' "$PACK_ABS/$c.fio" || die "$PACK/$c.fio has no 'ioengine=libaio' line"
		job_facts_load "$PACK_ABS/$c.fio" || die "$PACK/$c.fio cannot be read"
	done
}
