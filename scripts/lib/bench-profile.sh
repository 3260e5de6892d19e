# shellcheck shell=bash
# bench-profile.sh: scripts/bench --profile (make profile): where the CPU time of fio's own
# engine and of schedaio goes, on the same zram job, side by side.
#
# For each job of PROFILE_JOBS (backend:iodepth[:packs]), fio runs 4k random reads on the
# bench's zram device for PROFILE_RUNTIME s twice under `perf record -e cpu-clock -g` (a
# software event: no hardware PMU is needed, so it works in a VM; user and kernel symbols):
# once with fio's engine (--ioengine=<backend>), once with schedaio (backend=<backend>), pinned
# as the first entry of --cpu says. One file per job, PROFILE_DIR/<date>-profile-<backend>-
# qd<N>[-packs].txt, holds: both runs' IOPS and CPU ns per I/O (fio's JSON); the share of
# samples per object (kernel, fio, schedaio.so, libc, vdso) side by side; the top symbols of
# both reports side by side (self time, perf report --no-children); perf diff (fio's run the
# baseline); and each run's top call graphs. Variables from scripts/bench: ZRAMDEV, WORK,
# ENGINE, PACK_OPTS, CPUS, PROFILE_*, TOP; functions: pin_cmd, iops_cpu, header, write_out, die.

# profile_check_args: PROFILE_JOBS well formed and perf installed; else one line, return 1.
profile_check_args() {
	local j
	for j in ${PROFILE_JOBS//,/ }; do
		[[ $j =~ ^(libaio|io_uring):[1-9][0-9]{0,4}(:packs)?$ ]] ||
			{ echo "bench: --profile-jobs: '$j' is not backend:iodepth[:packs] (e.g. io_uring:1) (see --help)" >&2; return 1; }
	done
	[ -n "${PROFILE_JOBS//[, ]/}" ] || { echo "bench: --profile-jobs: no job given (see --help)" >&2; return 1; }
	command -v perf >/dev/null ||
		{ echo "bench: --profile needs perf (apt-get install linux-perf)" >&2; return 1; }
}

# profile_run BACKEND QD PACKS WHICH DATA JSON: one profiled fio run; WHICH fio or schedaio.
profile_run() {
	local be=$1 qd=$2 packs=$3 which=$4 data=$5 json=$6 eng
	local -a eargs
	eng="--ioengine=$be"
	[ "$which" = schedaio ] && eng="--ioengine=external:$ENGINE --backend=$be"
	read -r -a eargs <<<"$eng${packs:+ $PACK_OPTS}"
	pin_cmd "${CPUS%%[ ,]*}"
	(cd "$WORK" && perf record -q -e cpu-clock -g -o "$data" -- "${PIN[@]}" fio --name=profile \
		--filename="$ZRAMDEV" "${eargs[@]}" --rw=randread --bs=4k --iodepth="$qd" --direct=1 \
		--time_based --runtime="$PROFILE_RUNTIME" --output-format=json --output="$json" \
		>/dev/null 2>"$json.err") ||
		die "perf record of fio failed ($which $be qd$qd${packs:+ packs}): $(grep -v '^$' "$json.err" | head -n1)"
}

# side_by_side A B: files A and B in two columns, A's lines cut or padded to 90 characters.
side_by_side() {
	awk 'FILENAME == ARGV[1] {a[FNR] = $0; na = FNR; next} {b[FNR] = $0; nb = FNR}
		END {for (i = 1; i <= (na > nb ? na : nb); i++) printf "%-90.90s | %s\n", a[i], b[i]}' "$1" "$2"
}

# profile_report DATA OUT_PREFIX: the flat reports of one run: OUT_PREFIX.dso (share of
# samples per object) and OUT_PREFIX.sym (top 45 symbols, self time); OUT_PREFIX.graph (call
# graphs of the symbols above 1.5 %).
profile_report() {
	local data=$1 out=$2
	perf report -i "$data" --stdio --no-children --sort dso -g none --percent-limit 0.5 2>/dev/null |
		awk '/^ +[0-9]/ && n++ < 12 {gsub(/[ \t]+$/, ""); print}' >"$out.dso"
	perf report -i "$data" --stdio --no-children --sort dso,sym -g none 2>/dev/null |
		awk '/^ +[0-9]/ && n++ < 45 {gsub(/[ \t]+/, " "); print}' >"$out.sym"
	perf report -i "$data" --stdio --no-children --sort sym -g caller,0.5,callee,function,percent \
		--percent-limit 1.5 2>/dev/null | awk '!/^#/ && !/^$/ && n++ < 120' >"$out.graph"
}

# profile_job BACKEND QD PACKS: both profiled runs of one job and its file.
profile_job() {
	local be=$1 qd=$2 packs=$3 tag file w text pin=none stats="fio's default statistics"
	local iops_fio ns_fio iops_sa ns_sa
	tag="$be-qd$qd${packs:+-packs}"
	file=$PROFILE_DIR/$(date +%F)-profile-$tag.txt
	for w in fio schedaio; do
		echo "  profile: $tag $w (${PROFILE_RUNTIME} s)" >&2
		profile_run "$be" "$qd" "$packs" "$w" "$WORK/$tag.$w.data" "$WORK/$tag.$w.json"
		profile_report "$WORK/$tag.$w.data" "$WORK/$tag.$w"
	done
	read -r iops_fio ns_fio < <(iops_cpu "$WORK/$tag.fio.json")
	read -r iops_sa ns_sa < <(iops_cpu "$WORK/$tag.schedaio.json")
	[ -z "$packs" ] || stats="the packs' options ($PACK_OPTS)"
	pin_cmd "${CPUS%%[ ,]*}"
	[ ${#PIN[@]} -eq 0 ] || pin="pinned (${PIN[*]})"
	text=$(
		header profile
		echo "job: zram $ZRAMDEV, 4k randread, iodepth $qd, $be, $stats; ${PROFILE_RUNTIME} s per run; fio $pin"
		echo "command: perf record -e cpu-clock -g -- fio --ioengine=$be ... (left), --ioengine=external:schedaio.so --backend=$be ... (right)"
		printf 'fio:      %9.0f IOPS, %6.0f ns CPU (usr+sys) per I/O\n' "$iops_fio" "$ns_fio"
		printf 'schedaio: %9.0f IOPS, %6.0f ns CPU (usr+sys) per I/O  (ratios %.3f, %.3f; one run each, under perf: see make bench for intervals)\n' \
			"$iops_sa" "$ns_sa" "$(awk -v a="$iops_fio" -v b="$iops_sa" 'BEGIN {print (a > 0 ? b / a : 0)}')" \
			"$(awk -v a="$ns_fio" -v b="$ns_sa" 'BEGIN {print (a > 0 ? b / a : 0)}')"
		echo
		echo "== samples per object (self), fio's engine | schedaio"
		side_by_side "$WORK/$tag.fio.dso" "$WORK/$tag.schedaio.dso"
		echo
		echo "== top symbols (self time, % of the run's samples), fio's engine | schedaio"
		side_by_side "$WORK/$tag.fio.sym" "$WORK/$tag.schedaio.sym"
		echo
		echo "== perf diff (baseline: fio's engine; delta: schedaio - fio, in points of the samples)"
		perf diff "$WORK/$tag.fio.data" "$WORK/$tag.schedaio.data" 2>/dev/null | awk '/^ +[0-9]/ && n++ < 40'
		echo
		echo "== call graphs above 1.5 %, fio's engine"
		cat "$WORK/$tag.fio.graph"
		echo
		echo "== call graphs above 1.5 %, schedaio"
		cat "$WORK/$tag.schedaio.graph"
	)
	write_out "$file" "$text"
	echo "bench: profile written to $file" >&2
}

# profile_main: every job of PROFILE_JOBS.
profile_main() {
	local j be qd packs
	PROFILE_DIR=${PROFILE_DIR:-$TOP/results} # results/bench/ holds the committed ones: --profile-dir
	for j in ${PROFILE_JOBS//,/ }; do
		IFS=: read -r be qd packs <<<"$j"
		if [ "$be" = io_uring ] && [ -n "$(uring_check "$ZRAMDEV")" ]; then
			echo "bench: profile $j skipped: io_uring unavailable: $(uring_check "$ZRAMDEV")" >&2
			continue
		fi
		profile_job "$be" "$qd" "$packs"
	done
	echo "bench: profiles took $((SECONDS - START))s" >&2
}
