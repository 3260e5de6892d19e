# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-job.sh: run-pack's fio job files and fio runs. The pack's job file is run as written
# (Phoronix's parameters, fio HOWTO "Job file format"); only these lines change, and each
# run's manifest entry lists the changed lines (job_diff) next to both SHA-256s:
#   ioengine=libaio  external:<schedaio.so> (fio HOWTO "ioengine=external:path"), unless --engine
#               libaio; a job's own other engine (the start-up pack's buffered background,
#               ioengine=psync) is kept
#   stats_file= and expect_sched= engine options, right after ioengine= (fio reads an external
#               engine's options only after its ioengine= line); expect_sched only when the
#               engine offers it (fio --enghelp=<so> lists it)
#   directory=  the folder on the device under test (not on a raw device)
#   filename=   the raw device, with --device and no --dir
#   --quick     runtime=3 ramp_time=1 startdelay=0 size=256m (QUICK_OVERRIDES)
#   a cell that replays a trace (read_iolog=, rp-startup.sh): no directory= (fio runs in the
#               folder under test), read_iolog= the trace's copy in the run folder, written
#               by job-file from the bytes it checked (study/iolog.c), and with several jobs
#               stats_file=<run>/schedaio-$jobname.json.tmp
# Before each run, fio's own reading of the job.fio is compared with ours (job_fio_check).
# Needs: rp-util.sh, rp-manifest.sh (study). Reads MBPS_UNIT, PACK_ABS, QUICK, QUICK_OVERRIDES, ENGINE_ABS, ENGINE_EXPECT, FIO_DIR, RAW, DEV.

# size_mib SIZE: a fio size (1g, 256m, 4096k, 0x1000) in MiB, rounded up, as fio reads it
# (schedaio-study fio-size: lib/fiosize, the pack check's rule); 0 for no size. Dies (exit 2)
# on a form fio reads otherwise than we would (1gib, 1.5g).
size_mib() {
	local out
	[ -n "$1" ] || { echo 0; return 0; }
	out=$(study fio-size size "$1") || die "size=${out:-$1: not a size}"
	echo $(((out + 1048575) / 1048576))
}

# job_value FILE KEY: the value of KEY= in FILE's [global] section (empty if absent;
# schedaio-study job-value, study/jobfile.c).
job_value() { study job-value "$1" "$2"; }

# effective_value KEY CELL: KEY's value in CELL's job after the --quick overrides.
effective_value() {
	local o
	point_value "$2" "$1" && return 0
	if [ "$QUICK" = 1 ]; then
		for o in "${QUICK_OVERRIDES[@]}"; do
			[ "${o%%=*}" = "$1" ] && { echo "${o#*=}"; return; }
		done
	fi
	job_value "$(cell_fio "$2")" "$1"
}

# cell_buffered CELL: the job goes through the page cache (no direct=1; fio's buffered=1 is
# direct=0), so the cache is dropped before each of its runs.
cell_buffered() {
	local d
	d=$(effective_value direct "$1")
	[ "${d:-0}" != 1 ]
}

# cell_seconds CELL: the pack's time of one run, s: startdelay + ramp_time + runtime (after
# --quick), + 2 for fio's start and the file's layout. A cell that replays a start-up ends
# with it, long before its runtime= (the limit): its app job's startdelay + 10 (rp-startup.sh).
cell_seconds() {
	local sd rt ru
	if cell_replays "$(cell_fio "$1")"; then
		sd=$(section_value "$(cell_fio "$1")" "$STARTUP_APP_JOB" startdelay)
		echo $((${sd:-0} + 10))
		return
	fi
	sd=$(effective_value startdelay "$1") rt=$(effective_value ramp_time "$1") ru=$(effective_value runtime "$1")
	echo $((${sd:-0} + ${rt:-0} + ${ru:-0} + 2))
}

# cells_seconds_sum: cell_seconds summed over CELLS, s. Worked out once per pack cell and the
# values its point gives startdelay, ramp_time and runtime (cell_seconds reads no other key):
# a sweep of 1,000 points over other keys costs one cell_seconds, not 1,000 (a --dry-run
# of 1,000 cells took 22 s on a 2-CPU VM, 2026-12-03, most of it here).
cells_seconds_sum() {
	local c key kv kvs sum=0
	local -A memo=()
	for c in "${CELLS[@]}"; do
		key=${c%%@*}
		if [[ $c == *@* ]]; then
			IFS=, read -ra kvs <<<"${c#*@}"
			for kv in "${kvs[@]}"; do
				case ${kv%%=*} in startdelay | ramp_time | runtime) key+=",$kv" ;; esac
			done
		fi
		[ -n "${memo[$key]:-}" ] || memo[$key]=$(cell_seconds "$c")
		sum=$((sum + memo[$key]))
	done
	echo "$sum"
}

# engine_has_option NAME: the engine lists option NAME in fio --enghelp (an engine built
# before the option was merged does not).
engine_has_option() {
	[ "$ENGINE_ABS" != libaio ] || return 1
	fio --enghelp="$ENGINE_ABS" 2>/dev/null | grep -qw "$1"
}

# build_job SRC DEST RUNDIR EXPECT [STATS [POINT]]: the pack file with the changes listed on top
# of this file (EXPECT = expect_sched value, "" for none; STATS = the engine's stats_file,
# default RUNDIR/schedaio.json.tmp; POINT = a --sweep point "k=v[,k=v]", rp-sweep.sh),
# written through DEST.tmp by schedaio-study job-file (the rewrite: study/jobfile.c).
build_job() {
	local src=$1 dest=$2 rundir=$3 expect=$4 point=${6:-} eng stats='' args=()
	if [ "$ENGINE_ABS" = libaio ]; then
		eng=libaio
		expect=''
	else
		eng=external:$ENGINE_ABS
		stats=${5:-$rundir/schedaio.json.tmp}
		[ -n "${5:-}" ] || [ "$(job_count "$src")" -le 1 ] || stats="$rundir/schedaio-\$jobname.json.tmp"
		# numjobs > 1 (a --sweep point or the pack's): one file per clone, named by its number
		# (the engine's "$jobnum", statsjson_expand_path), schedaio-0.json, schedaio-1.json, ...
		if [ -z "${5:-}" ] && { [[ ${point:-} =~ (^|,)numjobs=([2-9]|[1-9][0-9]+) ]] ||
			{ [[ ${point:-} != *numjobs=* ]] && job_numjobs_many "$src"; }; }; then
			stats="${stats%.json.tmp}-\$jobnum.json.tmp"
		fi
	fi
	args=(--ioengine "$eng" --stats-file "$stats" --expect-sched "$expect" --directory "$FIO_DIR")
	cell_replays "$src" && args+=(--replay "$PACK_ABS")
	[ "$QUICK" != 1 ] || args+=(--quick "$(IFS=,; echo "${QUICK_OVERRIDES[*]}")")
	[ "$RAW" != 1 ] || args+=(--filename "$DEV")
	if [ -n "$point" ]; then
		study job-file "$dest" "$src" "${args[@]}" --sweep "$point" --input <(sweep_job "$src" "$point")
	else
		study job-file "$dest" "$src" "${args[@]}"
	fi
}

# job_fio_check JOB [MEM_AVAILABLE]: fio itself reads JOB (a job.fio build_job wrote) with
# run-pack's environment, the run's: fio --showcmd parses it and prints every option it parsed
# (nothing runs), and schedaio-study job-fio-check wants exactly the options its own reading
# found (issue 39: the second, independent check; study/fiocheck.c), and fio's buffers within
# half of this machine's MemAvailable, or of MEM_AVAILABLE bytes (the machine that runs JOB:
# a --hosts host's; 0: no bound). Prints why and returns 1 otherwise.
job_fio_check() {
	local show err
	if ! show=$(fio --showcmd "$1" 2>/dev/null); then
		err=$(fio --showcmd "$1" 2>&1 >/dev/null | sed '/^[[:space:]]*$/d' | head -n1) || true
		echo "$1: fio --showcmd refused it${err:+: $err}"
		return 1
	fi
	study job-fio-check "$1" - ${2:+"$2"} <<<"$show"
}

# pack_fio_check: every cell's job.fio as a run writes it (build_job, into a private
# temporary folder, which stands for fio's folder) read by fio itself and by us
# (job_fio_check): a value fio would refuse (lockfile=/etc/passwd, bssplit=4k/50:/etc/shadow)
# is refused here, in --dry-run too, before anything is made. fio reads them all in one start
# (fio_showcmd_all: a --sweep grid of 1,000 points took 160 s at one fio start each); when it
# refuses one, each is read alone again, so the line names the first refused cell as before.
# Their fio buffers are bounded by this machine's MemAvailable, or given NAME MEM pairs, by
# each host NAME's MEM bytes of MemAvailable (0: no bound; run-pack --hosts: the controller's
# fio client allocates no job's buffers), the line naming the host. Dies (one line, exit 2).
pack_fio_check() {
	local tmp c i=0 h why='' FIO_DIR RAW=0 jobs=() show=() mems=("$@")
	tmp=$(mktemp -d) || die "cannot make a temporary folder to check the pack's job files"
	FIO_DIR=$tmp
	for c in "${CELLS[@]}"; do
		if ! build_job "$(cell_fio "$c")" "$tmp/job-$i.fio" "$tmp" "" "" "$(cell_point "$c")" >/dev/null 2>"$tmp/err"; then
			why="cannot write cell $c's job file: $(head -n1 "$tmp/err")"
			break
		fi
		jobs+=("$tmp/job-$i.fio")
		i=$((i + 1))
	done
	if [ -z "$why" ] && [ "${#jobs[@]}" -eq 0 ]; then
		: # no cell: nothing for fio to read
	elif [ -z "$why" ] && fio_showcmd_all show "${jobs[@]}"; then
		[ "${#mems[@]}" -gt 0 ] || mems=('' '') # this machine's
		for ((i = 0; i < ${#jobs[@]}; i++)); do
			for ((h = 0; h < ${#mems[@]}; h += 2)); do
				why=$(study job-fio-check "${jobs[i]}" - ${mems[h + 1]:+"${mems[h + 1]}"} <<<"${show[i]}") ||
					{ why="${mems[h]:+host ${mems[h]}: }cell ${CELLS[i]} (${why#"${jobs[i]}: "})"; break 2; }
			done
		done
		[ -n "$why" ] || pack_buffers "${jobs[@]}" || why="cannot read the fio buffers of the cells' job files"
	elif [ -z "$why" ]; then
		for ((i = 0; i < ${#jobs[@]}; i++)); do
			why=$(job_fio_check "${jobs[i]}" "${mems[1]:-}") || { why="cell ${CELLS[i]} (${why#"${jobs[i]}: "})"; break; }
		done
		[ -n "$why" ] || why="fio refused the cells' job files read together, and none alone"
	fi
	rm -rf -- "$tmp"
	[ -z "$why" ] || die "$PACK: $why; nothing was made"
}

# pack_buffers JOB...: PACK_BUF_BYTES, the largest fio buffers of the cells' job files
# (schedaio-study job-buffers: iodepth x bs x numjobs as fio reads them), and PACK_BUF_CELL, its
# cell; bounded with a RAM-held scratch device's backing file (rp-target.sh validate_target).
PACK_BUF_BYTES=0 PACK_BUF_CELL=''
pack_buffers() {
	local out
	out=$(study job-buffers "$@") || return 1
	[[ $out =~ ^([0-9]+)$'\t'([0-9]+)$ ]] || return 1
	PACK_BUF_BYTES=${BASH_REMATCH[1]} PACK_BUF_CELL=${CELLS[BASH_REMATCH[2]]}
}

# fio_showcmd_all VAR JOB...: VAR (an array) = fio --showcmd's line for each JOB, in order,
# from one fio start: fio parses each job file with its global options reset (init.c
# parse_options: fill_def_thread before every file after the first) and prints one line per
# file. Returns 1 when fio refuses one, or prints another number of lines.
fio_showcmd_all() {
	local -n _out=$1
	shift
	mapfile -t _out < <(fio --showcmd "$@" 2>/dev/null; echo "rc=$?")
	[ "${_out[-1]}" = rc=0 ] || return 1
	unset '_out[-1]'
	[ "${#_out[@]}" -eq "$#" ]
}

# job_diff SRC DEST: the lines of DEST that are not in SRC and the reverse, comments and blank
# lines left out, one "+line" / "-line" per line (the manifest's job_diff).
job_diff() {
	diff --unchanged-line-format= --old-line-format='-%L' --new-line-format='+%L' \
		<(job_lines "$1") <(job_lines "$2") || [ "$?" -eq 1 ]
}

# job_lines FILE: FILE's lines but comments (';' or '#' first) and blank ones (job_diff's),
# each ended by a newline. One grep (-a: every byte as text): a bash loop over a start-up
# cell's job file (its replay's ~400 lines) took ~0.6 s of a TCG guest's CPU a file.
job_lines() { grep -aEv '^([;#]|[[:space:]]*$)' -- "$1" || [ "$?" -eq 1 ]; }

# fio_command VAR OUT [JOB]: VAR (an array) = the exact fio argv of a run (fio-cmd.sh
# fio_argv): fio in its own session (its job processes are stopped as one process group),
# writing its JSON to OUT (fio_out_dir's OUT: --restore finds a running fio by that argument,
# state_fio_pids), reading JOB (default job.fio: fio runs in the run folder; a cell that
# replays a trace names the run folder's job.fio, rp-startup.sh). The manifest's fio_command.
fio_command() { fio_argv "$1" --session --output "$2" --job "${3:-job.fio}"; }

# fio_out_dir RUNDIR: a new private folder for fio's --output (issue 28 item 1): mktemp -d in
# RUNDIR (a new name, root's, mode 0700: nobody else can plant a link in it before fio opens
# its output, which fio follows); prints the path fio writes, DIR/fio.json, which the run
# copies into place with write_atomic. Returns 1 when the folder cannot be made.
fio_out_dir() {
	local d
	d=$(mktemp -d -- "$1/.fio-out.XXXXXX") || return 1
	echo "$d/fio.json"
}

# mbps KIB: the pack's MB/s (Phoronix's unit, MBPS_UNIT: KiB/s / 1000 for fio 2.x packs, MiB/s
# for 3.x), one decimal, by the one unit rule (schedaio-study mbps, lib/units/units.c).
mbps() { study mbps "$MBPS_UNIT" "$1"; }

# fio_error STDERR RC: one line from fio's stderr: its first line names the cause, its last the
# consequence ("job global dropped").
fio_error() {
	local first last err
	first=$(sed '/^[[:space:]]*$/d' "$1" 2>/dev/null | head -n1)
	last=$(sed '/^[[:space:]]*$/d' "$1" 2>/dev/null | tail -n1)
	err="fio exit $2${first:+: $first}"
	[ "$last" = "$first" ] || err="$err | $last"
	echo "$err"
}
