# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-startup.sh: what run-pack does for a cell that replays an application's start-up
# (jobs/startup/, issue 16): a job file with background jobs and one job with read_iolog=.
#   - fio 3.33 cannot replay an iolog under directory= (add_file stores "<dir>/<name>", the
#     iolog's open line looks up "<name>" and fio crashes on td->files[-1]), so such a cell
#     gets no directory= line: fio runs in the folder under test instead of the run's
#     folder, and its job file and outputs are named by absolute paths;
#   - read_iolog= names the trace's checked copy in the run folder (schedaio-study job-file,
#     study/iolog.c: the trace is read as data first; fio never reads the pack's file);
#   - a job file with several jobs gets stats_file=<run>/schedaio-$jobname.json (one file
#     per job; ENGINE.md "stats_file");
#   - after the run, the result gets a "startup" object (startup_json) and the progress line
#     says the start-up time. A start that replayed fewer requests than its trace holds ran
#     into the app job's runtime= (the limit) and is recorded as timed out: seconds null.
#   - as S's comm_startup_lat.sh stops a configuration after a start that timed out ("no
#     other iteration is performed"), the pair's later runs are recorded "skipped".
# The start-up time is the app job's span.ns (STATS.md "span"): its first I/O issued to its
# last I/O completed. Needs: rp-util.sh, rp-job.sh (job_value), rp-manifest.sh (study),
# undo.sh (undo_push, undo_drop), rp-target.sh (cell_writes).
#   - S's periodic sync: while a cell's writers run, `sync` every pack.json sync_interval_s
#     seconds (S's comm_startup_lat.sh: "sync & sleep 2" in a loop while there are writers;
#     fio has no timed sync). sync_loop_start / sync_loop_stop around each fio run.

STARTUP_APP_JOB=app
SYNC_INTERVAL='' SYNC_PID=''

# sync_loop_start CELL: when the pack has sync_interval_s and CELL writes, start `sync` every
# SYNC_INTERVAL s (each in the background: sync blocks) in a session of its own, recorded in
# the state file (a killed run-pack's loop is stopped by the next run-pack or --restore).
# Stopped by sync_loop_stop, on every exit path (rp-run.sh finish).
sync_loop_start() {
	[ -n "$SYNC_INTERVAL" ] || return 0
	cell_writes "$1" || return 0
	local k
	(
		trap - INT TERM HUP EXIT
		for k in "${HOST_FD[@]}"; do [ -z "$k" ] || eval "exec $k>&-"; done
		# $BASHPID read here, not inside $(...): a command substitution is a subshell of its
		# own, whose BASHPID is another process (a start time a tick later now and then, and
		# the loop was left running by a restore).
		local me=$BASHPID
		undo_push sync "$me" "$(proc_starttime "$me")" || exit 1
		# shellcheck disable=SC2016 # $1 is the loop's own argument
		exec setsid bash -c 'while :; do sync & sleep "$1"; done' schedaio-sync-loop "$SYNC_INTERVAL"
	) </dev/null >/dev/null 2>&1 &
	SYNC_PID=$!
	# The child writes the state file: wait for its line before run-pack writes it again.
	for ((k = 0; k < 100; k++)); do
		grep -q "^sync	$SYNC_PID	" "$STATE_FILE" 2>/dev/null && return 0
		kill -0 "$SYNC_PID" 2>/dev/null || break
		sleep 0.05
	done
	sync_loop_stop
	fail "cannot start the sync loop (S's sync every $SYNC_INTERVAL s)"
}

# sync_loop_stop: stop the sync loop and the syncs it started (its process group), and drop
# its state line. A sync blocked in the kernel ends when its writeback does.
sync_loop_stop() {
	[ -n "$SYNC_PID" ] || return 0
	local st
	kill -TERM -- "-$SYNC_PID" 2>/dev/null || kill -TERM "$SYNC_PID" 2>/dev/null || true
	wait "$SYNC_PID" 2>/dev/null || true
	kill -KILL -- "-$SYNC_PID" 2>/dev/null || true
	st=$(awk -F'\t' -v p="$SYNC_PID" '$1 == "sync" && $2 == p { print $3 }' "$STATE_FILE" 2>/dev/null)
	[ -z "$st" ] || undo_drop sync "$SYNC_PID" "$st"
	SYNC_PID=''
}

# JOB_FACTS[FILE]: "REPLAYS JOBS MANY" of a pack job file, read once by job_facts_load (in
# the main shell, so that $(...) calls find it): REPLAYS 1 when it has a read_iolog= line, JOBS
# its job sections ([global] not counted), MANY 1 when a numjobs= line asks 2 or more. Each is
# asked several times a run, and a process costs ~50 ms in a TCG guest; a file not loaded is
# read by grep as before.
declare -gA JOB_FACTS=()

# job_facts_load FILE: JOB_FACTS[FILE] (one awk). Returns 1 when FILE cannot be read.
job_facts_load() {
	[ -z "${JOB_FACTS[$1]:-}" ] || return 0
	JOB_FACTS[$1]=$(awk '/^\[[^]]*\]/ { n++ } /^\[global\]/ { g++ } /^read_iolog=/ { r = 1 }
		/^numjobs=([2-9]|[1-9][0-9]+)/ { m = 1 } END { print r + 0, n - g, m + 0 }' "$1") || {
		unset 'JOB_FACTS[$1]'
		return 1
	}
}

# job_count FILE: the job sections of FILE ([global] not counted).
job_count() {
	local f=${JOB_FACTS[$1]:-}
	if [ -z "$f" ]; then
		grep -c '^\[[^]]*\]' "$1" | awk -v g="$(grep -c '^\[global\]' "$1")" '{ print $1 - g }'
		return
	fi
	f=${f#* }
	printf '%s\n' "${f%% *}"
}

# cell_replays FILE: the job file replays an iolog (a read_iolog= line).
cell_replays() {
	local f=${JOB_FACTS[$1]:-}
	[ -n "$f" ] || { grep -q '^read_iolog=' "$1"; return; }
	[ "${f%% *}" = 1 ]
}

# job_numjobs_many FILE: a numjobs= line of FILE asks 2 clones or more.
job_numjobs_many() {
	local f=${JOB_FACTS[$1]:-}
	[ -n "$f" ] || { grep -Eq '^numjobs=([2-9]|[1-9][0-9]+)' "$1"; return; }
	[ "${f##* }" = 1 ]
}

# section_value FILE SECTION KEY: KEY's value in [SECTION], else in [global] (fio's rule;
# schedaio-study section-value, study/jobfile.c).
section_value() { study section-value "$1" "$2" "$3"; }

# startup_json RUNDIR CELL: the run's "startup" object (schedaio-study startup-json,
# study/startup.c): app_job, trace (path in the pack), trace_requests, trace_bytes, requests
# and bytes the app job completed (fio's), limit_s (its runtime=), timed_out, seconds (span.ns
# / 1e9, null when timed out), io_wait_s (the app job's I/O wait: the sum of its completion
# latencies, the engine's exact clat mean x N over reads and writes, / 1e9; null when timed
# out; at iodepth 1 the part of the start-up time spent waiting for the disk),
# background_kib (KiB/s: fio's read + write bandwidth summed over the other jobs that did
# I/O; each over its own run time).
startup_json() { study startup-json "$1" "$PACK_ABS/$2.fio" "$STARTUP_APP_JOB"; }

# cell_app CELL: the application CELL replays (the key of pack.json traces whose path is
# its app job's read_iolog=); empty for a cell that replays nothing.
cell_app() {
	local t
	cell_replays "$PACK_ABS/$1.fio" || return 0
	t=$(section_value "$PACK_ABS/$1.fio" "$STARTUP_APP_JOB" read_iolog)
	jq -r --arg t "$t" '(.traces // {}) | to_entries[] | select(.value == $t) | .key' <<<"$PACK_JSON" | head -n1
}

# startup_add_idle_cells: the idle floor (S's "start-up time on idle device"): for every
# application a chosen cell starts, its idle cell (pack.json idle_cells: app -> cell, a cell
# that replays the start with no background) is appended to CELLS unless chosen already.
startup_add_idle_cells() {
	[ "${PACK_IDLE_CELLS:-0}" = 1 ] || return 0 # pack_json_read: idle_cells is an object
	local c app idle added=()
	for c in "${CELLS[@]}"; do
		app=$(cell_app "$c")
		[ -n "$app" ] || continue
		idle=$(jq -r --arg a "$app" '.idle_cells[$a] // empty' <<<"$PACK_JSON")
		if [ -z "$idle" ] || [ "$idle" = "$c" ]; then continue; fi
		if ! [[ $idle =~ ^[A-Za-z0-9_.-]+$ ]] || [ ! -f "$PACK_ABS/$idle.fio" ]; then
			die "$PACK/pack.json: idle cell '$idle' of $app has no job file ($idle.fio)"
		fi
		printf '%s\n' "${CELLS[@]}" | grep -qxF -- "$idle" && continue
		CELLS+=("$idle") added+=("$idle")
	done
	[ "${#added[@]}" -eq 0 ] || info "$PROG: idle rows added (pack.json idle_cells: each application with no background): ${added[*]}"
}

# startup_line JSON: the progress text of a run's startup object.
startup_line() {
	jq -r '.startup | if .timed_out then "start-up TIMED OUT (\(.requests)/\(.trace_requests) requests in \(.limit_s) s)"
		else "start-up \(.seconds * 1000 | round / 1000) s (I/O wait \(.io_wait_s // 0 | . * 1000 | round / 1000) s), background \(.background_kib / 1000 | . * 10 | round / 10) MB/s" end' <<<"$1"
}

# startup_pair_timed_out DIR CELL RUN: an earlier run of the pair timed out (prints which;
# schedaio-study timed-out reads the manifest's results).
startup_pair_timed_out() {
	cell_replays "$(cell_fio "$2")" || return 1
	study timed-out "$(manifest_path)" "$1" "$2" "$3" ${PLACE:+"$PLACE"}
}

# startup_check_target: a cell that replays needs a filesystem (refused on a raw device) and
# the schedaio engine (the start-up time is its span; refused with --engine libaio). The
# points of a sweep share their pack cell's job file: it is looked at once.
startup_check_target() {
	local c
	local -A seen=()
	for c in "${CELLS[@]}"; do
		[ -z "${seen[${c%%@*}]:-}" ] || continue
		seen[${c%%@*}]=1
		cell_replays "$(cell_fio "$c")" || continue
		[ "$RAW" = 0 ] || die "cell $c replays a trace onto a file: it needs --dir or the scratch device, not a raw --device"
		[ "$ENGINE_ABS" != libaio ] || die "cell $c measures a start-up with the engine's span: it needs the schedaio engine, not --engine libaio"
	done
	return 0
}
