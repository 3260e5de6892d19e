# shellcheck shell=bash
# rp-plan.sh: run-pack's plan, printed before the first run (print_plan; with --dry-run on
# stdout, else on stderr, nothing with --quiet; with --json-progress one "plan" event): the
# pack, the device, the schedulers, the runs and the estimated time.
# Sourced by scripts/run-pack only. Needs: rp-util.sh (hms, event), rp-job.sh
# (cells_seconds_sum), rp-kernels.sh, rp-target.sh, devmodel.sh, rp-labels.sh, rp-sweep.sh,
# rp-decide.sh (their plan lines). Reads the study's globals (TOTAL, DONE, SCHED_*, CELLS, ...).

# print_plan: the study's plan, before the first run (with --dry-run, on stdout). A resumed
# study's says so, and its time is that of the runs left (TOTAL - DONE: count_planned).
print_plan() {
	local each i s='' est max_est left=$((TOTAL - DONE)) resumed='' tcg=''
	each=$(($(cells_seconds_sum) / ${#CELLS[@]}))
	for i in "${!SCHED_REQ[@]}"; do
		if [ -n "${SCHED_SKIP[i]}" ]; then
			s+=" ${SCHED_REQ[i]}(skipped)"
		else
			s+=" ${SCHED_DIR[i]}"
			[ "${SCHED_REQ[i]}" = "${SCHED_DIR[i]}" ] || s+="=\"${SCHED_REQ[i]}\""
			s+="${SCHED_TUN[i]:+[${SCHED_TUN[i]}]}${SCHED_MAPPED[i]:+(mapped ${SCHED_MAPPED[i]})}"
		fi
	done
	est=$((each * left))
	max_est=$((FIXED_RUNS == 1 ? est : est * 4))
	[ -z "$RESUME" ] || resumed="; resumed: $DONE done, $left to run"
	[ -z "$DECIDE_PCT" ] || max_est=$((est * DECIDE_MAX / RUNS))
	if [ -n "$KERNEL_OPT" ] && [ -z "$KERNEL_SHARE" ]; then
		# each kernel's runs left, a TCG kernel's TCG_ETA_FACTOR times longer, and each guest's
		# boot and setup
		tcg=$(kernels_tcg_names)
		est=$(kernels_est_runs_s "$each")
		max_est=$((FIXED_RUNS == 1 ? est : est * 4))
		[ -z "$DECIDE_PCT" ] || max_est=$((est * DECIDE_MAX / RUNS))
		est=$((est + GUEST_SHARE_S * $(kernels_guests_after -1)))
		max_est=$((max_est + GUEST_SHARE_S * $(kernels_guests_after -1)))
	fi
	{
		[ -n "$KERNEL_SHARE" ] || echo "$PROG: pack $PACK_NAME ($PACK_ABS), engine $ENGINE_ABS$([ "$QUICK" = 1 ] && echo ", quick (${QUICK_OVERRIDES[*]})")"
		if [ -n "$KERNEL_OPT" ] && [ -z "$KERNEL_SHARE" ]; then
			echo "$PROG: device: in each kernel a scratch loop device, $SIZE_MIB MiB ext4, made there"
		elif [ -n "$HOSTS_FILE" ]; then
			for i in "${!HOST_NAME[@]}"; do
				echo "$PROG: host ${HOST_NAME[i]}: ${HOST_SSH[i]}, ${HOST_DEV[i]}${HOST_DIR[i]:+ dir ${HOST_DIR[i]}}, kernel ${HOST_KERNEL[i]}, scheduler ${HOST_ORIG[i]}"
			done
		elif [ "$SCRATCH" = 1 ]; then
			if [ -n "$DEV" ]; then
				echo "$PROG: device $DEV (scratch, $SIZE_MIB MiB ext4, backing $BACKING), dir $FIO_DIR"
			else
				echo "$PROG: device: a scratch loop device, $SIZE_MIB MiB ext4, backing file in $SCRATCH_BACKING"
			fi
		elif [ "$RAW" = 1 ]; then
			echo "$PROG: device $DEV (raw: fio's filename=$DEV)"
		else
			echo "$PROG: device $DEV ($FSTYPE), dir ${FIO_DIR:-$DIR/schedaio-run.XXXXXX}"
		fi
		[ -n "$HOSTS_FILE" ] || [ -z "$PACK_RA_KB" ] || echo "$PROG: $(ra_plan_text)"
		[ -z "$DM_NAME" ] || echo "$PROG: $(devmodel_plan_text)"
		if [ -n "$KERNEL_SHARE" ]; then
			share_plan_lines
		else
			echo "$PROG: schedulers:$s; order $ORDER"
			labels_plan_line
			[ -z "$KERNEL_OPT" ] || kernels_plan_lines
			sweep_plan_lines
			echo "$PROG: plan: ${#CELLS[@]} cells$([ "${#SWEEP_KEYS[@]}" -eq 0 ] || echo " (cell points)") x $([ -n "$KERNEL_OPT" ] && echo "the schedulers of ${#KERNEL_NAME[@]} kernels" || echo "${#ACTIVE[@]} schedulers") x $RUNS runs = $TOTAL runs$([ -z "$KERNEL_OPT" ] || [ -n "$RESUME" ] || [ "${DONE:-0}" = 0 ] || echo " ($DONE done)")$([ "$FIXED_RUNS" = 0 ] && [ -z "$DECIDE_PCT" ] && echo " (dynamic: up to $((TOTAL * 4)) while RSD >= $RSD_THRESHOLD %)")$(decide_plan_text "$each")$resumed," \
				"~$(hms "$est")$([ "$FIXED_RUNS" = 0 ] && echo " to $(hms "$max_est")") (~${each} s each: startdelay + ramp + runtime + ~2$([ -z "$KERNEL_OPT" ] || echo "; ~$GUEST_SHARE_S s a guest's boot and setup")$([ -z "$tcg" ] || echo "; x$TCG_ETA_FACTOR under TCG, as measured (kernel $tcg): a lower bound, TCG slows with the machine's load"))"
		fi
		[ -z "$RUN_DIR" ] || [ -n "$KERNEL_SHARE" ] || echo "$PROG: results in $RUN_DIR"
	} | ctrl_shown | # a path's control characters (a pack's folder) as log() shows them
		if [ "$DRY_RUN" = 1 ]; then cat; elif [ "$QUIET" = 1 ] || [ "$JSON_PROGRESS" = 1 ]; then cat >/dev/null; else cat >&2; fi
	[ "$JSON_PROGRESS" = 0 ] || [ -n "$KERNEL_SHARE" ] || event "$(jq -cn --arg p "$PACK_NAME" --argjson cells "$(printf '%s\n' "${CELLS[@]}" | jq -R . | jq -sc .)" \
		--argjson s "$(for i in "${ACTIVE[@]}"; do echo "${SCHED_DIR[i]}"; done | jq -R . | jq -sc .)" \
		--argjson runs "$RUNS" --argjson total "$TOTAL" --argjson est "$est" --arg order "$ORDER" --arg dir "$RUN_DIR" \
		--argjson k "$(for i in "${!KERNEL_NAME[@]}"; do echo "${KERNEL_NAME[i]}"; done | jq -R . | jq -sc .)" \
		--argjson ndone "$DONE" --argjson resumed "$([ -n "$RESUME" ] && echo true || echo false)" \
		'{event: "plan", pack: $p, cells: $cells, schedulers: $s, runs: $runs, total: $total,
		  done: $ndone, resumed: $resumed, estimated_s: $est, order: $order, dir: $dir}
		 + (if $k == [] then {} else {kernels: $k} end)')"
}
