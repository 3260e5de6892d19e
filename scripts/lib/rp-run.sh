# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-run.sh: run-pack's study loop: the order of runs (interleaved or blocked), one fio run
# with its retry, the progress lines, and the end of the study on every exit path.
# Order (issue 5): interleaved (default) runs round r of every scheduler and cell before round
# r+1, so that a warm-up or a thermal drift spreads over all schedulers; blocked runs all runs
# of one scheduler, cell by cell, before the next (the Phoronix Test Suite's order).
# Needs: every other rp-*.sh. Counters: TOTAL (planned runs, grows by each extra run), DONE.

FIO_PID='' CURRENT='' CUR_SCHED=-1 TOTAL=0 DONE=0 RAN=0 ELAPSED=0 FAILED=0

# stop_fio: stop a running fio and its job processes (its own process group: setsid).
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
	FIO_PID=''
}

# result_json I CELL RUN STATUS SECS RC ERROR BW ATTEMPTS WHY CACHE: one results[] entry.
result_json() {
	local i=$1 rundir=$RUN_DIR/${SCHED_DIR[$1]}/$2/run-$3 jsha='' jdiff='[]'
	if [ -f "$rundir/job.fio" ]; then
		jsha=$(sha256_of "$rundir/job.fio")
		jdiff=$(job_diff "$PACK_ABS/$2.fio" "$rundir/job.fio")
	fi
	jq -cn --arg s "${SCHED_DIR[i]}" --arg c "$2" --argjson r "$3" --arg st "$4" --argjson sec "$5" \
		--arg rc "$6" --arg e "$7" --arg bw "$8" --arg att "$9" --arg why "${10}" --arg cache "${11}" \
		--arg lab "${SCHED_LABEL[i]}" --arg k "${SCHED_KERNEL[i]}" --argjson tun "$(labels_tunables_json "$i")" \
		--arg expect "$([ "$ENGINE_EXPECT" = 1 ] && labels_expect "$i")" --arg jsha "$jsha" --argjson jdiff "$jdiff" \
		'{scheduler: $s, cell: $c, run: $r, status: $st, seconds: $sec,
		  fio_rc: ($rc | if . == "" then null else tonumber end),
		  error: (if $e == "" then null else $e end),
		  bw_kib: ($bw | if . == "" then null else tonumber end),
		  "label": (if $lab == "" then null else $lab end), kernel_scheduler: $k, tunables: $tun,
		  expect_sched: (if $expect == "" then null else $expect end),
		  attempts: ($att | tonumber? // 0), added_because: (if $why == "" then null else $why end),
		  cache_dropped: ($cache == "1"), job_sha256: (if $jsha == "" then null else $jsha end),
		  job_diff: $jdiff}'
}

# fio_attempt I CELL RUN: one fio run into its folder; sets A_STATUS, A_RC, A_ERR, A_BW.
fio_attempt() {
	local i=$1 cell=$2 r=$3 rundir cmd=()
	rundir=$RUN_DIR/${SCHED_DIR[i]}/$cell/run-$r
	mapfile -t cmd < <(fio_command "$rundir")
	A_RC=0 A_ERR='' A_BW='' A_STATUS=ok
	rm -f "$rundir"/*.tmp
	# The run's folder is recorded before the fork (--restore stops a fio whose --output is in
	# it), and the child records its PID before it becomes fio (exec keeps the PID and the start
	# time), so a SIGKILL of run-pack at any moment leaves no fio that --restore cannot stop.
	state_add fiorun "$rundir"
	(
		trap - INT TERM HUP EXIT
		cd "$rundir" && state_add fio "$BASHPID" "$(proc_starttime "$BASHPID")" && exec "${cmd[@]}"
	) >"$rundir/fio.stderr.tmp" 2>&1 </dev/null &
	FIO_PID=$!
	wait "$FIO_PID" || A_RC=$?
	# A fio that crashed may leave its job processes running: they are in its session.
	[ "$A_RC" -eq 0 ] || kill -KILL -- "-$FIO_PID" 2>/dev/null || true
	state_del fio "$FIO_PID" "$(awk -F'\t' -v p="$FIO_PID" '$1 == "fio" && $2 == p { print $3 }' "$STATE_FILE")"
	FIO_PID=''
	state_del fiorun "$rundir"
	mv -f "$rundir/fio.stderr.tmp" "$rundir/fio.stderr"
	if [ "$A_RC" -ne 0 ]; then
		A_STATUS=failed A_ERR=$(fio_error "$rundir/fio.stderr" "$A_RC")
	elif ! jq -e '.jobs | length > 0' "$rundir/fio.json.tmp" >/dev/null 2>&1; then
		A_STATUS=failed A_ERR="fio.json is missing or not fio JSON"
	elif [ "$ENGINE_ABS" != libaio ] && ! jq -e . "$rundir/schedaio.json.tmp" >/dev/null 2>&1; then
		A_STATUS=failed A_ERR="the engine wrote no valid stats file (schedaio.json)"
	fi
	if [ "$A_STATUS" = ok ]; then
		A_BW=$(fio_bw_kib "$rundir/fio.json.tmp")
		[ "$ENGINE_ABS" = libaio ] || mv -f "$rundir/schedaio.json.tmp" "$rundir/schedaio.json"
		mv -f "$rundir/fio.json.tmp" "$rundir/fio.json"
	fi
}

# run_one I CELL RUN WHY: one run of scheduler entry I (a failed fio is retried once; then the
# run is recorded failed with fio's error and the study goes on); prints the progress line.
run_one() {
	local i=$1 cell=$2 r=$3 why=${4:-} rundir t0 secs att=1 cache=0 line eta
	rundir=$RUN_DIR/${SCHED_DIR[i]}/$cell/run-$r
	if [ "$CUR_SCHED" != "$i" ]; then
		labels_set "$DEV" "$i" || fail "cannot switch $DEV to '${SCHED_REQ[i]}'"
		CUR_SCHED=$i
	fi
	rm -rf "$rundir"
	mkdir -p "$rundir"
	build_job "$PACK_ABS/$cell.fio" "$rundir/job.fio" "$rundir" "$([ "$ENGINE_EXPECT" = 1 ] && labels_expect "$i")"
	if [ "$RAW" = 0 ] && [ "$SCRATCH_FILE_MODE" = fresh ]; then rm -f "$FIO_DIR/fiofile"; fi
	if cell_buffered "$cell"; then sync; echo 3 >/proc/sys/vm/drop_caches && cache=1; fi
	t0=$(now)
	CURRENT="$i $cell $r $t0 $why"
	fio_attempt "$i" "$cell" "$r"
	if [ "$A_STATUS" != ok ]; then
		warn "${SCHED_DIR[i]} $cell run $r failed ($A_ERR); retrying once"
		mv -f "$rundir/fio.stderr" "$rundir/fio.stderr.1"
		att=2
		fio_attempt "$i" "$cell" "$r"
	fi
	secs=$(secs_between "$t0" "$(now)")
	[ "$A_STATUS" = ok ] || FAILED=$((FAILED + 1))
	res_put "$(result_json "$i" "$cell" "$r" "$A_STATUS" "$secs" "$A_RC" "$A_ERR" "$A_BW" "$att" "$why" "$cache")"
	CURRENT=''
	manifest_write || fail "study stopped: its manifest cannot be written"
	DONE=$((DONE + 1)) RAN=$((RAN + 1))
	ELAPSED=$(awk -v a="$ELAPSED" -v b="$secs" 'BEGIN { printf "%.3f", a + b }')
	eta=$(awk -v e="$ELAPSED" -v d="$RAN" -v t="$((TOTAL - DONE))" 'BEGIN { printf "%d", e / d * t + 0.5 }')
	if [ "$A_STATUS" = ok ]; then line="$(mbps "$A_BW") MB/s ($MBPS_UNIT)"; else line="FAILED ($A_ERR)"; fi
	info "$(printf '[%d/%d] %s %-12s  %-11s  run %d/%d  %s  ETA %s' "$DONE" "$TOTAL" "$PACK_NAME" "$cell" \
		"${SCHED_DIR[i]}" "$r" "$((r > RUNS ? r : RUNS))" "$line" "$(hms "$eta")")${why:+  (extra run: $why)}"
	event "$(jq -cn --argjson n "$DONE" --argjson t "$TOTAL" --arg p "$PACK_NAME" --arg c "$cell" \
		--arg s "${SCHED_DIR[i]}" --arg l "${SCHED_LABEL[i]}" --argjson r "$r" --argjson rs "$RUNS" \
		--arg st "$A_STATUS" --arg mb "$([ "$A_STATUS" = ok ] && mbps "$A_BW")" --argjson sec "$secs" \
		--argjson eta "$eta" --arg e "$A_ERR" --arg why "$why" \
		'{event: "run", index: $n, total: $t, pack: $p, cell: $c, scheduler: $s,
		  "label": (if $l == "" then null else $l end), run: $r, runs: $rs, status: $st,
		  mbps: ($mb | tonumber? // null), seconds: $sec, eta_s: $eta,
		  error: (if $e == "" then null else $e end), added_because: (if $why == "" then null else $why end)}')"
}

# want_run I CELL RUN: whether run RUN of the pair is to be done now (prints the reason of an
# extra run). Runs already ok (--resume) are not; runs past the scheduled count only when the
# previous one exists and the dynamic rule asks for one more.
want_run() {
	local i=$1 cell=$2 r=$3 st why
	st=$(res_status "${SCHED_DIR[i]}" "$cell" "$r")
	[ "$st" = ok ] && [ -f "$RUN_DIR/${SCHED_DIR[i]}/$cell/run-$r/fio.json" ] && return 1
	[ "$r" -le "$RUNS" ] && return 0
	[ -n "$(res_status "${SCHED_DIR[i]}" "$cell" $((r - 1)))" ] || return 1
	why=$(dyn_more "${SCHED_DIR[i]}" "$cell" $((r - 1))) || return 1
	echo "$why"
}

# study_loop: every run of the plan, in ORDER.
study_loop() {
	local i c r why any
	if [ "$ORDER" = blocked ]; then
		for i in "${ACTIVE[@]}"; do
			for c in "${CELLS[@]}"; do
				for ((r = 1; ; r++)); do
					why=$(want_run "$i" "$c" "$r") || { [ "$r" -le "$RUNS" ] && continue; break; }
					[ "$r" -le "$RUNS" ] || TOTAL=$((TOTAL + 1))
					run_one "$i" "$c" "$r" "$why"
				done
			done
		done
		return
	fi
	for ((r = 1; ; r++)); do
		any=0
		for i in "${ACTIVE[@]}"; do
			for c in "${CELLS[@]}"; do
				why=$(want_run "$i" "$c" "$r") || { [ "$r" -le "$RUNS" ] && any=1; continue; }
				any=1
				[ "$r" -le "$RUNS" ] || TOTAL=$((TOTAL + 1))
				run_one "$i" "$c" "$r" "$why"
			done
		done
		[ "$any" = 1 ] || break
	done
}

# count_planned: TOTAL = the scheduled runs; DONE = those already ok (--resume).
count_planned() {
	local i c r
	TOTAL=0 DONE=0
	for i in "${ACTIVE[@]}"; do
		for c in "${CELLS[@]}"; do
			for ((r = 1; r <= RUNS; r++)); do
				TOTAL=$((TOTAL + 1))
				[ "$(res_status "${SCHED_DIR[i]}" "$c" "$r")" != ok ] || DONE=$((DONE + 1))
			done
		done
	done
}

# finish: on the exit path, before the restore: stops fio, records the interrupted run and the
# final status. Runs with errexit off (on_exit) and returns 1 if the manifest could not be
# written; it never exits (an exit here would skip the restore).
finish() {
	local rc=0
	stop_fio
	[ -n "$RUN_DIR" ] || return 0
	if [ -z "$BASE_JSON" ]; then # stopped before the first manifest: leave no folder
		[ "$RESUME" = '' ] && rm -rf "$RUN_DIR"
		return 0
	fi
	if [ -n "$CURRENT" ]; then
		local i c r t0 why
		read -r i c r t0 why <<<"$CURRENT"
		res_put "$(result_json "$i" "$c" "$r" interrupted "$(secs_between "$t0" "$(now)")" "" \
			"stopped: study $STUDY_STATUS" "" 1 "$why" 0)"
		CURRENT=''
	fi
	[ "$STUDY_STATUS" = running ] && STUDY_STATUS=failed
	manifest_write "$(date -Iseconds)" || rc=1
	info "$PROG: study $STUDY_STATUS: $RUN_DIR"
	event "$(jq -cn --arg s "$STUDY_STATUS" --arg d "$RUN_DIR" --argjson f "$FAILED" '{event: "end", status: $s, dir: $d, failed: $f}')"
	printf '%s\n' "$RUN_DIR" || true
	return "$rc"
}
