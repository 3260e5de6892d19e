# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-sweep.sh: run-pack --sweep KEY=V1,V2,... (issue 24): a grid of points over the pack's cells.
# Two kinds of axis:
#   a fio option of the sweep's allow-list (iodepth, numjobs, bs, rw, rwmixread, size, runtime,
#   ...: `schedaio-study sweep-keys` prints the table, study/jobrules.c, each with why it is
#   safe to set as root; issue 28): each cell becomes one cell per point, named CELL@KEY=V[,KEY=V] (the
#   points in the order given, the first axis outermost); its job file is the pack's with
#   KEY=V in place of every KEY= line (a KEY the file lacks is added to [global]). The run
#   folders are <scheduler>/<CELL@point>/run-<i>, so the order (interleaved or blocked), the
#   repetitions, --resume and --restore work on points as on cells (study/order.c).
#   a scheduler tunable, NAME:TUNABLE=V1,V2 (bfq:slice_idle=0,8): every --schedulers entry
#   running NAME becomes one entry per value, with TUNABLE=V added to its tunables (a variant,
#   rp-labels.sh: "bfq:slice_idle=0"; a label becomes the variant of its kernel name and
#   tunables).
# The manifest's "sweep" block lists the axes and every point (STUDIES.md "Sweeps").
# Refused (one line, exit 2, nothing changed): a key not in the table (or that this fio does
# not know), an empty value list or value, a value not of the key's kind (a count, a size,
# ...: the table's) or that fio refuses (fio --parse-only on the cell's
# job), a key given twice, a scheduler axis whose scheduler is not in --schedulers, a cell that
# replays a start-up trace, --hosts, and a grid of more than SWEEP_MAX_RUNS runs without --yes.
# Needs: rp-util.sh, rp-job.sh (job_value), rp-labels.sh, rp-startup.sh (cell_replays).

SWEEP_ARGS=() SWEEP_YES=0
SWEEP_KEYS=() SWEEP_VALS=()         # fio axes: key, values "v1,v2"
SWEEP_SKEYS=() SWEEP_SVALS=()       # scheduler axes: "name:tunable", values "v1,v2"
SWEEP_MAX_RUNS=10000

# cell_base CELL: the pack's cell of CELL (the part before '@').
cell_base() { printf '%s\n' "${1%%@*}"; }

# cell_point CELL: CELL's point "key=v[,key=v]" ("" for a pack cell).
cell_point() { if [[ $1 == *@* ]]; then printf '%s\n' "${1#*@}"; fi; }

# cell_fio CELL: the pack's job file of CELL.
cell_fio() { printf '%s\n' "$PACK_ABS/$(cell_base "$1").fio"; }

# point_value CELL KEY: KEY's value at CELL's point, or return 1.
point_value() {
	local kv p
	p=$(cell_point "$1")
	[ -n "$p" ] || return 1
	IFS=, read -ra kv <<<"$p"
	for p in "${kv[@]}"; do
		[ "${p%%=*}" != "$2" ] || { printf '%s\n' "${p#*=}"; return 0; }
	done
	return 1
}

# sweep_parse: check the --sweep arguments into SWEEP_KEYS/VALS and SWEEP_SKEYS/SVALS. Dies.
sweep_parse() {
	local a key vals v seen=' ' list=()
	for a in "${SWEEP_ARGS[@]}"; do
		[[ $a == *=* ]] || die "--sweep $a: want KEY=V1,V2,... (e.g. iodepth=1,4,16)"
		key=${a%%=*} vals=${a#*=}
		[ -n "$key" ] || die "--sweep $a: the key is empty"
		[ -n "$vals" ] || die "--sweep $key=: the value list is empty"
		IFS=, read -ra list <<<"$vals,"
		[ "${#list[@]}" -gt 0 ] || die "--sweep $key=: the value list is empty"
		for v in "${list[@]}"; do
			[ -n "$v" ] || die "--sweep $a: an empty value in the list"
		done
		[ "$(printf '%s\n' "${list[@]}" | sort | uniq -d)" = "" ] || die "--sweep $a: a value is listed twice"
		[[ $seen != *" $key "* ]] || die "--sweep $key is given twice (one list per key)"
		seen+="$key "
		if [[ $key == *:* ]]; then
			[[ $key =~ ^[a-z0-9_-]+:[a-z0-9_]+$ ]] || die "--sweep $key: want SCHEDULER:TUNABLE=V1,V2 (e.g. bfq:slice_idle=0,8)"
			for v in "${list[@]}"; do
				[[ $v =~ ^[0-9A-Za-z_.-]+$ ]] || die "--sweep $key: bad value '$v'"
			done
			SWEEP_SKEYS+=("$key") SWEEP_SVALS+=("$vals")
			continue
		fi
		[[ $key =~ ^[a-z_][a-z0-9_]*$ ]] || die "--sweep $key: not a fio option name"
		# --quick sets these in every job after the sweep's values: the cells would be named
		# by a value that never ran
		for v in "${QUICK_OVERRIDES[@]}"; do
			[ "${QUICK:-0}" != 1 ] || [ "$key" != "${v%%=*}" ] ||
				die "--sweep $key: --quick sets $v in every job; sweep it without --quick"
		done
		# the allow-list and each value's kind (study/jobrules.c; also --resume's check)
		v=$(study sweep-check "$key" "$vals") || die "--sweep ${v:-$key: cannot be checked}"
		fio --cmdhelp="$key" 2>&1 | grep -q '^No such command' && die "--sweep $key: fio does not know the option '$key' (fio --cmdhelp=$key)"
		SWEEP_KEYS+=("$key") SWEEP_VALS+=("$vals")
	done
}

# sweep_points: every point of the fio axes, one "k=v[,k=v]" per line (first axis outermost).
sweep_points() {
	local pts=('') new p v k vals i
	for i in "${!SWEEP_KEYS[@]}"; do
		k=${SWEEP_KEYS[i]} new=()
		IFS=, read -ra vals <<<"${SWEEP_VALS[i]}"
		for p in "${pts[@]}"; do
			for v in "${vals[@]}"; do new+=("${p:+$p,}$k=$v"); done
		done
		pts=("${new[@]}")
	done
	printf '%s\n' "${pts[@]}"
}

# sweep_expand_cells: CELLS becomes one cell per (cell, point). Dies on a cell that replays.
sweep_expand_cells() {
	[ "${#SWEEP_KEYS[@]}" -gt 0 ] || return 0
	local c p out=() pts=()
	mapfile -t pts < <(sweep_points)
	for c in "${CELLS[@]}"; do
		! cell_replays "$PACK_ABS/$c.fio" || die "--sweep: cell $c replays a start-up trace; sweep the other cells (--cells)"
		for p in "${pts[@]}"; do out+=("$c@$p"); done
	done
	CELLS=("${out[@]}")
}

# sweep_check_jobs: fio --parse-only accepts every value on the first cell's job (a range fio
# checks, e.g. rwmixread=200). Dies with fio's line. One fio reads the job of every value (each
# in a file of its own: a file's [global] is its own jobs' only), ~0.4 s however many values;
# when it refuses one, each is read alone to name the first refused.
sweep_check_jobs() {
	[ "${#SWEEP_KEYS[@]}" -gt 0 ] || return 0
	local i k v vals tmp err base n=0 files=() kvs=()
	base=$(cell_base "${CELLS[0]}")
	tmp=$(mktemp -d -t schedaio-sweep.XXXXXX)
	for i in "${!SWEEP_KEYS[@]}"; do
		k=${SWEEP_KEYS[i]}
		IFS=, read -ra vals <<<"${SWEEP_VALS[i]}"
		for v in "${vals[@]}"; do
			n=$((n + 1))
			sweep_job "$PACK_ABS/$base.fio" "$k=$v" | grep -v '^ioengine=' >"$tmp/$n.fio"
			files+=("$tmp/$n.fio") kvs+=("$k=$v")
		done
	done
	if ! fio --parse-only "${files[@]}" >/dev/null 2>&1; then
		for i in "${!files[@]}"; do
			if ! err=$(fio --parse-only "${files[i]}" 2>&1); then
				rm -rf "$tmp"
				die "--sweep ${kvs[i]%%=*}: fio refuses ${kvs[i]}: $(grep -m1 -v '^$' <<<"$err")"
			fi
		done
	fi
	rm -rf "$tmp"
}

# sweep_job SRC POINT: SRC's lines with POINT's values ("k=v[,k=v]") in place of every k= line,
# a k the file lacks added at the end of [global] (or as a [global] section before the first
# job). A point with numjobs > 1 adds group_reporting=1: fio then reports the clones as one
# job entry, the sum that compare reads from jobs[0] (compare/runfile.c). On stdout.
sweep_job() {
	local pt=$2
	if [[ $pt =~ (^|,)numjobs=([2-9]|[1-9][0-9]+) ]] && ! grep -q '^group_reporting' "$1"; then
		pt+=",group_reporting=1"
	fi
	awk -v pt="$pt" '
		BEGIN { n = split(pt, a, ","); for (i = 1; i <= n; i++) { e = index(a[i], "="); o[substr(a[i], 1, e - 1)] = substr(a[i], e + 1) } }
		NR == FNR { k = $0; sub(/=.*/, "", k); if (k in o) seen[k] = 1; if ($0 == "[global]") hasg = 1; next }
		function missing(  k) { for (k in o) if (!(k in seen)) print k "=" o[k]; added = 1 }
		/^\[/ && !added && (sect == "global" || !hasg) && FNR > 0 {
			if (!hasg) { print "[global]" } missing(); print ""
		}
		/^\[/ { sect = substr($0, 2, length($0) - 2) }
		{ k = $0; sub(/=.*/, "", k); if (k in o && index($0, "=")) { print k "=" o[k]; next } }
		{ print }
		END { if (!added) { if (!hasg) print "[global]"; missing() } }
	' "$1" "$1"
}

# sweep_expand_scheds: each scheduler axis NAME:TUNABLE=V1,V2 turns every --schedulers entry
# running NAME into one variant per value; then SCHEDS is resolved again (labels_resolve).
sweep_expand_scheds() {
	[ "${#SWEEP_SKEYS[@]}" -gt 0 ] || return 0
	local i j name tun vals v entries=() new found t kept
	for i in "${!SCHED_REQ[@]}"; do entries+=("${SCHED_REQ[i]}"); done
	for j in "${!SWEEP_SKEYS[@]}"; do
		name=${SWEEP_SKEYS[j]%%:*} tun=${SWEEP_SKEYS[j]#*:} found=0 new=()
		IFS=, read -ra vals <<<"${SWEEP_SVALS[j]}"
		for i in "${!entries[@]}"; do
			local row kern tuns
			row=$("$LABEL_BIN" resolve "${entries[i]}" 2>/dev/null) || die "--sweep: cannot resolve '${entries[i]}'"
			IFS=$'\t' read -r kern tuns _ <<<"$row"
			[ "$tuns" = - ] && tuns=''
			if [ "$kern" != "$name" ]; then new+=("${entries[i]}"); continue; fi
			found=1
			kept=$(tr ',' '\n' <<<"$tuns" | grep -v "^$tun=" | paste -sd, || true)
			for v in "${vals[@]}"; do
				t="${kept:+$kept,}$tun=$v"
				new+=("$kern:$t")
			done
		done
		[ "$found" = 1 ] || die "--sweep ${SWEEP_SKEYS[j]}: no --schedulers entry runs $name"
		entries=("${new[@]}")
	done
	SCHEDS=$(IFS=,; echo "${entries[*]}")
	labels_resolve "$SCHEDS"
}

# sweep_validate: the --sweep checks, the expansion of cells and schedulers, and the grid's
# size (more than SWEEP_MAX_RUNS runs needs --yes). After validate_pack and labels_resolve.
sweep_validate() {
	[ "${#SWEEP_ARGS[@]}" -gt 0 ] || return 0
	[ -z "$HOSTS_FILE" ] || die "--sweep is not yet with --hosts"
	sweep_parse
	sweep_expand_cells
	sweep_check_jobs
	sweep_expand_scheds
	local runs=$((${#CELLS[@]} * ${#SCHED_REQ[@]} * ${RUNS:-3}))
	[ "$runs" -le "$SWEEP_MAX_RUNS" ] || [ "$SWEEP_YES" = 1 ] ||
		die "--sweep: the grid is $runs runs (${#CELLS[@]} cells x points, ${#SCHED_REQ[@]} schedulers, $RUNS runs), over $SWEEP_MAX_RUNS: add --yes to run it"
}

# sweep_spec: the manifest's sweep lines: "sweep_axis KEY VALUES KIND" per axis and
# "sweep_point CELL BASE POINT" per cell (schedaio-study init, study/doc.c).
sweep_spec() {
	local i c
	[ "${#SWEEP_ARGS[@]}" -gt 0 ] || return 0
	for i in "${!SWEEP_KEYS[@]}"; do spec_line sweep_axis "${SWEEP_KEYS[i]}" "${SWEEP_VALS[i]}" fio; done
	for i in "${!SWEEP_SKEYS[@]}"; do spec_line sweep_axis "${SWEEP_SKEYS[i]}" "${SWEEP_SVALS[i]}" scheduler; done
	for c in "${CELLS[@]}"; do spec_line sweep_point "$c" "$(cell_base "$c")" "$(cell_point "$c")"; done
}

# sweep_plan_lines: the grid for the plan (--dry-run): one line per axis and the point count.
sweep_plan_lines() {
	[ "${#SWEEP_ARGS[@]}" -gt 0 ] || return 0
	local i npts
	npts=$(sweep_points | wc -l)
	for i in "${!SWEEP_KEYS[@]}"; do echo "$PROG: sweep ${SWEEP_KEYS[i]}: ${SWEEP_VALS[i]//,/ }"; done
	for i in "${!SWEEP_SKEYS[@]}"; do echo "$PROG: sweep ${SWEEP_SKEYS[i]} (scheduler): ${SWEEP_SVALS[i]//,/ }"; done
	[ "${#SWEEP_KEYS[@]}" -eq 0 ] ||
		echo "$PROG: grid: $npts points per cell: $(sweep_points | head -n 12 | paste -sd' ')$([ "$npts" -le 12 ] || echo " ... $(sweep_points | tail -n1)")"
}
