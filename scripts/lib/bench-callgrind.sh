# shellcheck shell=bash
# bench-callgrind.sh: scripts/bench's exact counts: instructions per I/O of fio's engine and
# of schedaio on fio's per-I/O path under valgrind's callgrind (cg_per_io, and cg_lines, the
# table's lines), and the cost of one lathist_record, timed and counted (lat_cost, through
# build/lathist-cost). Without valgrind, a line says so and the bench goes on.
# Sourced by scripts/bench only. Reads its globals: CG_IOS, ZRAMDEV, WORK, PACK_OPTS,
# BACKENDS, URING_WHY, ENGINE, LATCOST, LAT_RECORDS.

# cg_per_io ENGINE_ARGS PACKS QD: instructions per I/O on fio's per-I/O path, under
# callgrind: fio --thread runs CG_IOS 4k random reads on $ZRAMDEV, and only what runs inside
# fio's get_io_u() (an io_u, its offset, the engine's ->prep()), td_io_queue() (fio's queue
# wrapper, ->queue(), ->commit()) and io_u_queued_complete() (->getevents(), ->event() and
# fio's own completion accounting) is counted (valgrind --toggle-collect; fio exports all
# three). The job's set-up and end (the engine's JSON) are left out: not per I/O.
cg_per_io() {
	local eng=$1 packs=$2 qd=$3 ir ios
	local -a eargs
	read -r -a eargs <<<"$eng${packs:+ $PACK_OPTS}"
	rm -f "$WORK"/cg.out*
	(cd "$WORK" && valgrind --tool=callgrind --dump-instr=no --collect-atstart=no \
		--toggle-collect=get_io_u --toggle-collect=td_io_queue \
		--toggle-collect=io_u_queued_complete \
		--callgrind-out-file="$WORK/cg.out" fio --thread --name=cg --filename="$ZRAMDEV" \
		"${eargs[@]}" --rw=randread --bs=4k --iodepth="$qd" --direct=1 --norandommap \
		--io_size=$((CG_IOS * 4))k --output-format=json --output="$WORK/cg.json" >/dev/null 2>&1) ||
		return 1
	ir=$(sed -n 's/^summary: \([0-9]*\).*/\1/p' "$WORK/cg.out" | head -n1)
	ios=$(jq '.jobs[0].read.total_ios' "$WORK/cg.json")
	awk -v ir="${ir:-0}" -v n="$ios" 'BEGIN {if (n <= 0 || ir <= 0) exit 1; printf "%.0f", ir / n}'
}

# cg_lines: instructions per I/O of each engine on zram, what schedaio adds and the ratio
# schedaio/fio: per backend, at iodepth 1 with fio's default statistics (both engines), at
# iodepth 64 with the packs' options (both), and at iodepth 64 schedaio with the packs'
# options against fio's engine with fio's default statistics (sa-packs, issue 23's moonshot:
# the schedaio count is the packs' one, run once).
cg_lines() {
	local be stats qd f s fd fp sp sa_ir=
	[ "$CG_IOS" -gt 0 ] || return 0
	command -v valgrind >/dev/null || { echo "instructions: not counted: valgrind is not installed"; return 0; }
	[ -n "$ZRAMDEV" ] || { echo "instructions: not counted: no zram device"; return 0; }
	for be in ${BACKENDS//,/ }; do
		[ "$be" = io_uring ] && [ -n "$URING_WHY" ] && continue
		for stats in default packs sa-packs; do
			qd=64 fp='' sp=packs
			case $stats in default) qd=1 sp='' ;; packs) fp=packs ;; esac
			echo "  callgrind: $be qd$qd $stats" >&2
			f=$(cg_per_io "--ioengine=$be" "$fp" "$qd") || f=
			if [ "$stats" = sa-packs ]; then
				s=$sa_ir
			else
				s=$(cg_per_io "--ioengine=external:$ENGINE --backend=$be" "$sp" "$qd") || s=
			fi
			[ "$stats" = packs ] && sa_ir=$s
			if [ -z "$f" ] || [ -z "$s" ]; then
				echo "instructions: $be qd$qd $stats: valgrind run failed"
				continue
			fi
			fd=$(awk -v f="$f" -v s="$s" 'BEGIN {printf "%.3f", s / f}')
			printf 'instructions per I/O (callgrind, zram, randread 4k): %-8s qd%-3s %-8s fio %5d  schedaio %5d  added %5d  ratio %s\n' \
				"$be" "$qd" "$stats" "$f" "$s" $((s - f)) "$fd"
		done
	done
	echo "instructions per I/O: stats default = both engines with fio's default statistics, packs = both with"
	echo "the packs' options, sa-packs = schedaio with the packs' options against fio's engine with fio's"
	echo "default statistics; counted inside get_io_u, td_io_queue and io_u_queued_complete, over fio's"
	echo "total_ios of $CG_IOS 4k reads (fio --thread); ratio = schedaio/fio (exact: no interval)"
}

# lat_cost: the line(s) on the cost of one lathist_record: ns (timed) and instructions (callgrind).
lat_cost() {
	local cg ir n=$((LAT_RECORDS < 1000000 ? LAT_RECORDS : 1000000))
	[ -x "$LATCOST" ] || { echo "latency recording: $LATCOST not built (make build/lathist-cost)"; return 0; }
	echo "latency recording: $("$LATCOST" "$LAT_RECORDS" 5)"
	if ! command -v valgrind >/dev/null || ! command -v callgrind_annotate >/dev/null; then
		echo "latency recording: instructions not counted: valgrind is not installed (apt-get install valgrind)"
		return 0
	fi
	cg=$WORK/callgrind.out
	valgrind --tool=callgrind --callgrind-out-file="$cg" "$LATCOST" "$n" 1 >/dev/null 2>&1 ||
		{ echo "latency recording: valgrind --tool=callgrind failed"; return 0; }
	ir=$(callgrind_annotate --inclusive=yes "$cg" 2>/dev/null | awk '/:record_one \[/ && !ir {gsub(",", "", $1); ir = $1} END {print ir}')
	if [ -n "$ir" ]; then
		awk -v ir="$ir" -v n="$n" 'BEGIN {printf "latency recording: lathist_record instructions/call %.1f (callgrind, %d records, call included)\n", ir / n, n}'
	else
		echo "latency recording: callgrind_annotate did not list record_one"
	fi
}
