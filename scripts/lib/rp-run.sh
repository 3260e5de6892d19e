# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-run.sh: run-pack's study loop: one fio run with its retry, the progress lines, and the
# end of the study on every exit path. Which run comes next (the order, interleaved or
# blocked, the runs already ok, the dynamic run count) is schedaio-study's (study/order.c).
# Needs: every other rp-*.sh. Counters: TOTAL (planned runs, grows by each extra run), DONE.

CURRENT='' CUR_SCHED=-1 TOTAL=0 DONE=0 RAN=0 ELAPSED=0 FAILED=0
# Seconds the ETA adds beyond the runs left: the guests still to boot (rp-kernels.sh).
ETA_EXTRA=0

# fio_stop_jobs OUT: stop (KILL) every fio process whose --output is OUT. fio's
# job processes each start a session of their own (fio backend.c: setsid() in every forked
# job), so they are not in fio's process group: a fio killed hard (a crash, SIGKILL) leaves
# them running (a start-up cell's background for its runtime=600) unless found by their
# command line, which they share with fio (state_fio_pids).
fio_stop_jobs() {
	local p
	for p in $(state_fio_pids "$1"); do kill -KILL "$p" 2>/dev/null || true; done
}

# stop_fio: stop a running fio (TERM: fio ends its jobs; then KILL of its process group) and
# any of its job processes still running (fio_stop_jobs).
stop_fio() {
	[ -n "$FIO_PID" ] || return 0
	local i
	if kill -0 "$FIO_PID" 2>/dev/null; then
		kill -TERM -- "-$FIO_PID" 2>/dev/null || kill -TERM "$FIO_PID" 2>/dev/null || true
		for ((i = 0; i < 50; i++)); do
			kill -0 "$FIO_PID" 2>/dev/null || break
			sleep 0.2
		done
		kill -KILL -- "-$FIO_PID" 2>/dev/null || true
	fi
	wait "$FIO_PID" 2>/dev/null || true
	[ -z "$FIO_OUT" ] || fio_stop_jobs "$FIO_OUT"
	FIO_PID=''
}

# run_check RUNDIR [FIO_JSON]: fio's JSON (default RUNDIR/fio.json.tmp) and the engine's
# stats files (RUNDIR/schedaio.json.tmp, or one per job: schedaio-<job>.json.tmp) of a
# finished run: sets A_BW (KiB/s) or A_STATUS=failed with A_ERR.
run_check() {
	local out stats=() json=${2:-$1/fio.json.tmp}
	if [ "$ENGINE_ABS" != libaio ]; then
		stats=("$1"/schedaio*.json.tmp)
		[ -e "${stats[0]}" ] || { A_STATUS=failed A_ERR="the engine wrote no stats file (schedaio.json)"; return 0; }
	fi
	if out=$(study check-run "$json" "${stats[@]}"); then
		A_BW=$out
	else
		A_STATUS=failed A_ERR=${out:-cannot check fio.json}
	fi
}

# fio_spawn OUT CWD LOG CMD...: run CMD (fio_argv's, whose --output is OUT) in CWD, its
# output to LOG, recorded in the state file before it runs (fio-cmd.sh fio_spawn_start), and
# wait for it (fio_spawn_wait); sets A_RC.
fio_spawn() {
	A_RC=0
	fio_spawn_start "$@"
	fio_spawn_wait || A_RC=$?
}

# fio_attempt I CELL RUN: one fio run into its folder; sets A_STATUS, A_RC, A_ERR, A_BW and
# A_EXTRA (the startup object of a cell that replays, else {}).
fio_attempt() {
	local i=$1 cell=$2 r=$3 rundir cmd=() cwd f out job
	run_path rundir "$RUN_DIR" "$PLACE" "${SCHED_DIR[i]}" "$cell" "$r"
	rm -f "$rundir"/*.tmp
	# fio writes in a new 0700 folder of ours, never at a name someone could plant a link at
	out=$(fio_out_dir "$rundir") || fail "cannot make fio's output folder in $rundir"
	cwd=$rundir job=job.fio
	if cell_replays "$(cell_fio "$cell")"; then # rp-startup.sh: fio runs in the folder under test
		cwd=$FIO_DIR job=$rundir/job.fio
	fi
	fio_command cmd "$out" "$job"
	A_RC=0 A_ERR='' A_BW='' A_STATUS=ok A_EXTRA='{}'
	sync_loop_start "$cell"
	trace_run_start "$rundir"
	fio_spawn "$out" "$cwd" "$rundir/fio.stderr.tmp" "${cmd[@]}"
	trace_run_stop
	sync_loop_stop
	mv -fT "$rundir/fio.stderr.tmp" "$rundir/fio.stderr"
	if [ "$A_RC" -ne 0 ]; then
		A_STATUS=failed A_ERR=$(fio_error "$rundir/fio.stderr" "$A_RC")
	else
		run_check "$rundir" "$out"
	fi
	# copied, not renamed: one process (write-file) where atomic_commit's umask, chmod and mv
	# were three
	if [ "$A_STATUS" = ok ] && ! write_atomic "$rundir/fio.json" <"$out"; then
		A_STATUS=failed A_ERR="cannot move fio's JSON into $rundir"
	fi
	rm -rf -- "${out%/*}" # fio_out_dir's DIR/fio.json
	if [ "$A_STATUS" = ok ]; then
		if [ "$ENGINE_ABS" != libaio ]; then
			for f in "$rundir"/schedaio*.json.tmp; do mv -fT "$f" "${f%.tmp}"; done
		fi
		if cell_replays "$(cell_fio "$cell")" && [ "$ENGINE_ABS" != libaio ]; then
			A_EXTRA=$(startup_json "$rundir" "$cell") || { A_STATUS=failed A_ERR="cannot read the start-up of the app job"; A_EXTRA='{}'; }
		fi
	fi
	trace_run_finish "$rundir" # rp-trace.sh: --trace-block
}

# run_dir_fresh HOST FOLDER CELL RUN: the run's folder in the study (run_path) made empty,
# every folder of its path opened without following a link from the study folder's
# descriptor (schedaio-study run-dir): a link in a study given to --resume is never followed
# (issue 39 finding 4; the resume's tree-check refused them first). Fails (exit 1).
run_dir_fresh() {
	local rel
	run_path rel "" "$1" "$2" "$3" "$4"
	study run-dir "$RUN_DIR" "$rel" || fail "cannot make the run folder $RUN_DIR/$rel"
}

# run_one I CELL RUN WHY: one run of scheduler entry I (a failed fio is retried once; then the
# run is recorded failed with fio's error and the study goes on); prints the progress line.
run_one() {
	local i=$1 cell=$2 r=$3 why=${4:-} rundir t0 secs att=1 cache=0 line eta prev jwhy
	run_path rundir "$RUN_DIR" "$PLACE" "${SCHED_DIR[i]}" "$cell" "$r"
	if prev=$(startup_pair_timed_out "${SCHED_DIR[i]}" "$cell" "$r"); then
		record_result "$i" "$cell" "$r" skipped 0 "" "run $prev timed out (S stops a configuration after a timed-out start)" "" 0 "$why" 0 ||
			fail "cannot record the run in $(manifest_path)"
		DONE=$((DONE + 1))
		info "$(printf '[%d/%d] %s %-12s  %-11s  run %d  skipped: run %d timed out' "$DONE" "$TOTAL" "$PACK_NAME" "$cell" "${SCHED_DIR[i]}" "$r" "$prev")"
		return 0
	fi
	if [ "$CUR_SCHED" != "$i" ]; then
		labels_set "$DEV" "$i" || fail "cannot switch $DEV to '${SCHED_REQ[i]}'"
		CUR_SCHED=$i
	fi
	ra_check "$DEV"
	raw_hold_check
	run_dir_fresh "$PLACE" "${SCHED_DIR[i]}" "$cell" "$r"
	resume_check_job "$cell"
	build_job "$(cell_fio "$cell")" "$rundir/job.fio" "$rundir" "$([ "$ENGINE_EXPECT" = 1 ] && labels_expect "$i")" "" "$(cell_point "$cell")" ||
		fail "cannot write $rundir/job.fio"
	jwhy=$(job_fio_check "$rundir/job.fio") || fail "refusing to run: ${jwhy:-fio and schedaio-study read $rundir/job.fio otherwise}"
	if [ "$RAW" = 0 ] && [ "$SCRATCH_FILE_MODE" = fresh ]; then rm -f "$FIO_DIR/fiofile"; fi
	if cell_buffered "$cell"; then sync; echo 3 >/proc/sys/vm/drop_caches && cache=1; fi
	t0=$(now)
	CURRENT="$i $cell $r $t0 $why"
	fio_attempt "$i" "$cell" "$r"
	if [ "$A_STATUS" != ok ]; then
		warn "${SCHED_DIR[i]} $cell run $r failed ($A_ERR); retrying once"
		mv -fT "$rundir/fio.stderr" "$rundir/fio.stderr.1"
		att=2
		fio_attempt "$i" "$cell" "$r"
	fi
	secs=$(secs_between "$t0" "$(now)")
	[ "$A_STATUS" = ok ] || FAILED=$((FAILED + 1))
	record_result "$i" "$cell" "$r" "$A_STATUS" "$secs" "$A_RC" "$A_ERR" "$A_BW" "$att" "$why" "$cache" "" "$A_EXTRA" ||
		fail "cannot record the run in $(manifest_path)"
	CURRENT=''
	DONE=$((DONE + 1)) RAN=$((RAN + 1))
	read -r ELAPSED eta < <(awk -v a="$ELAPSED" -v b="$secs" -v d="$RAN" -v t="$((TOTAL - DONE))" -v x="$ETA_EXTRA" \
		'BEGIN { e = sprintf("%.3f", a + b); printf "%s %d\n", e, e / d * t + x + 0.5 }')
	if [ "$A_STATUS" != ok ]; then
		line="FAILED ($A_ERR)"
	elif [[ $A_EXTRA == *'"startup"'* ]]; then # not the trace_block mark alone
		line=$(startup_line "$A_EXTRA")
	else
		line="$(mbps "$A_BW") MB/s ($MBPS_UNIT)"
	fi
	info "$(printf '[%d/%d] %s %-12s  %-11s  run %d/%d  %s  ETA %s' "$DONE" "$TOTAL" "$PACK_NAME" "$cell" \
		"${SCHED_DIR[i]}" "$r" "$((r > RUNS ? r : RUNS))" "$line" "$(hms "$eta")")${why:+  (extra run: $why)}"
	[ "${JSON_PROGRESS:-0}" = 0 ] || event "$(jq -cn --argjson n "$DONE" --argjson t "$TOTAL" --arg p "$PACK_NAME" --arg c "$cell" \
		--arg s "${SCHED_DIR[i]}" --arg l "${SCHED_LABEL[i]}" --argjson r "$r" --argjson rs "$RUNS" \
		--arg st "$A_STATUS" --arg mb "$([ "$A_STATUS" = ok ] && mbps "$A_BW")" --argjson sec "$secs" \
		--argjson eta "$eta" --arg e "$A_ERR" --arg why "$why" --arg k "$PLACE" \
		'{event: "run", index: $n, total: $t, pack: $p, cell: $c, scheduler: $s,
		  "label": (if $l == "" then null else $l end), run: $r, runs: $rs, status: $st,
		  mbps: ($mb | tonumber? // null), seconds: $sec, eta_s: $eta,
		  error: (if $e == "" then null else $e end), added_because: (if $why == "" then null else $why end)}
		 + (if $k == "" then {} else {kernel: $k} end)')"
}

# sched_index FOLDER: the scheduler entry whose results folder is FOLDER.
sched_index() {
	local i
	for i in "${!SCHED_DIR[@]}"; do [ "${SCHED_DIR[i]}" != "$1" ] || { echo "$i"; return 0; }; done
	fail "schedaio-study named an unknown scheduler folder '$1'"
}

# study_loop: every run of the plan, in the study's order: schedaio-study next says which run
# comes after the last one (the order, the runs already ok, the dynamic run count).
study_loop() {
	local line s c r why rc after=()
	while :; do
		rc=0
		line=$(study next "$(manifest_path)" ${PLACE:+--kernel "$PLACE"} "${after[@]}") || rc=$?
		[ "$rc" -ne 1 ] || break
		[ "$rc" -eq 0 ] || fail "cannot read the plan from $(manifest_path)"
		IFS=$'\t' read -r s c r why <<<"$line"
		decide_budget_ok "$r" || break
		[ "$r" -le "$RUNS" ] || TOTAL=$((TOTAL + 1))
		if [ -n "$HOSTS_FILE" ]; then
			run_one_hosts "$(sched_index "$s")" "$c" "$r" "$why"
		else
			run_one "$(sched_index "$s")" "$c" "$r" "$why"
		fi
		after=(--after "$s" "$c" "$r")
	done
}

# count_planned: TOTAL = the scheduled runs; DONE = those already ok (--resume).
count_planned() {
	local m=${1:-$(manifest_path)}
	if [ -f "$m" ]; then
		read -r TOTAL DONE < <(study count "$m") || fail "cannot read $m"
	else
		TOTAL=$((${#CELLS[@]} * ${#ACTIVE[@]} * RUNS)) DONE=0
	fi
}

# finish: last on the exit path: records the interrupted run and the final status.
finish() {
	stop_fio
	sync_loop_stop
	[ -n "$RUN_DIR" ] || return 0
	if [ "$MANIFEST_MADE" = 0 ]; then # stopped before the first manifest: leave no folder
		[ "$RESUME" = '' ] && rm -rf "$RUN_DIR"
		return 0
	fi
	if [ -n "$CURRENT" ]; then
		local i c r t0 why
		read -r i c r t0 why <<<"$CURRENT"
		if [ -n "$HOSTS_FILE" ]; then
			local h
			for h in $(hosts_live); do
				record_result "$i" "$c" "$r" interrupted "$(secs_between "$t0" "$(now)")" "" \
					"stopped: study $STUDY_STATUS" "" 1 "$why" 0 "${HOST_NAME[h]}" || true
			done
		else
			record_result "$i" "$c" "$r" interrupted "$(secs_between "$t0" "$(now)")" "" \
				"stopped: study $STUDY_STATUS" "" 1 "$why" 0 || true
		fi
		CURRENT=''
	fi
	[ "$STUDY_STATUS" = running ] && STUDY_STATUS=failed
	[ -z "$HOSTS_FILE" ] || rm -rf "$RUN_DIR/.client"
	if [ -n "$KERNEL_SHARE" ]; then # the controller ends the study
		share_end "$STUDY_STATUS"
		info "$PROG: kernel $KERNEL_SHARE's share $STUDY_STATUS"
		return 0
	fi
	study end "$(manifest_path)" --status "$STUDY_STATUS" --ended "$(date -Iseconds)" || true
	info "$PROG: study $STUDY_STATUS: $RUN_DIR"
	# what finishes it (the runs missing or not ok); --resume does not take --hosts yet
	if [ "$STUDY_STATUS" != complete ] && [ -z "$HOSTS_FILE" ]; then
		info "$PROG: to finish it (only the runs missing or not ok): $(resume_hint)"
	fi
	[ "${JSON_PROGRESS:-0}" = 0 ] ||
		event "$(jq -cn --arg s "$STUDY_STATUS" --arg d "$RUN_DIR" --argjson f "$FAILED" '{event: "end", status: $s, dir: $d, failed: $f}')"
	printf '%s\n' "$RUN_DIR" || true
}
