# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and scripts/record-block-trace
# rp-trace.sh: the block-trace recorder (issue 29) of `run-pack --trace-block` and
# scripts/record-block-trace: the block tracepoints of ONE device in a private tracefs instance.
#
# trace_block_start DEVNAME FILE.gz: tracefs mounted on a new folder (mktemp, root's, 0700),
# an instance schedaio-<pid>-<n> in it, per-CPU buffer TRACE_BUF_KB KiB (default 8192: the
# memory is at most that times the CPUs), the events TRACE_EVENTS enabled, each filtered to the
# device (dev == major << 20 | minor: the kernel's dev_t as the block events store it), and
# build/schedaio-blktrace read copying the instance's trace_pipe into FILE.gz (gzip -1) as it
# fills. Undo records (undo.sh) are pushed BEFORE each change: `tracefs MNT INST` (instance
# removed, tracefs unmounted, folder removed) and `btreader PID STARTTIME` (the copier
# stopped), so every exit path, and `run-pack --restore` after a SIGKILL, removes them.
# trace_block_stop: tracing off, the copier stopped (it reads what is buffered first), the
# lost events counted from every per_cpu/cpuN/stats ("overrun:" + "dropped events:"; the
# kernel's Documentation/trace/ftrace.rst, "per_cpu/cpuX/stats"), the instance and mount
# removed; TRACE_LOST holds the count and FILE.gz's info is written beside it
# (FILE without .txt.gz + -rec.json: device, devt, buffer_size_kb, lost_events, events, kernel).
# trace_block_analyse FILE.gz OUT.json STATS...: build/schedaio-blktrace analyse over it.
# Needs: undo.sh (undo_push, undo_drop), rp-util.sh (proc_starttime), paths.sh (schedaio_bin).

TRACE_BUF_KB=${TRACE_BUF_KB:-8192}
# (from the environment only as a whole number: it goes to sysfs and into JSON)
if ! [[ $TRACE_BUF_KB =~ ^[1-9][0-9]{1,5}$ ]]; then
	echo "trace: TRACE_BUF_KB must be whole KiB (64 to 262144), not '$TRACE_BUF_KB'" >&2
	exit 2
fi
TRACE_EVENTS='block_bio_queue block_bio_backmerge block_bio_frontmerge block_rq_insert block_rq_merge block_rq_issue block_rq_complete'
TRACE_MNT='' TRACE_INST='' TRACE_PID='' TRACE_FILE='' TRACE_DEV='' TRACE_LOST=0 TRACE_N=0

# trace_devt NAME: "MAJ:MIN" of block device NAME (e.g. loop3), or return 1.
trace_devt() { cat "/sys/class/block/$1/dev" 2>/dev/null; }

trace_block_start() {
	local name=$1 out=$2 majmin maj min e bin
	bin=$(schedaio_bin schedaio-blktrace study/blktrace lib) || return 1
	majmin=$(trace_devt "$name") || { echo "trace: no block device $name" >&2; return 1; }
	maj=${majmin%:*} min=${majmin#*:}
	[ ! -e "$out" ] || { echo "trace: $out exists" >&2; return 1; }
	TRACE_MNT=$(mktemp -d /tmp/schedaio-tracefs.XXXXXX) || return 1
	TRACE_N=$((TRACE_N + 1))
	TRACE_INST=$TRACE_MNT/instances/schedaio-$$-$TRACE_N
	TRACE_FILE=$out TRACE_DEV=$name TRACE_LOST=0
	undo_push tracefs "$TRACE_MNT" "$TRACE_INST"
	mount -t tracefs nodev "$TRACE_MNT" || { echo "trace: cannot mount tracefs" >&2; return 1; }
	mkdir "$TRACE_INST" || { echo "trace: cannot make the tracefs instance $TRACE_INST" >&2; return 1; }
	echo 0 >"$TRACE_INST/tracing_on"
	echo "$TRACE_BUF_KB" >"$TRACE_INST/buffer_size_kb" || { echo "trace: cannot set buffer_size_kb $TRACE_BUF_KB" >&2; return 1; }
	for e in $TRACE_EVENTS; do
		if ! { echo "dev == $(((maj << 20) | min))" >"$TRACE_INST/events/block/$e/filter" &&
			echo 1 >"$TRACE_INST/events/block/$e/enable"; }; then
			echo "trace: cannot enable block/$e" >&2
			return 1
		fi
	done
	"$bin" read "$TRACE_INST/trace_pipe" "$out" &
	TRACE_PID=$!
	undo_push btreader "$TRACE_PID" "$(proc_starttime "$TRACE_PID")"
	echo 1 >"$TRACE_INST/tracing_on"
}

# trace_lost INST: the events lost in INST's per-CPU buffers (overrun + dropped events).
trace_lost() {
	cat "$1"/per_cpu/cpu*/stats 2>/dev/null |
		awk '/^overrun:/ { n += $2 } /^dropped events:/ { n += $3 } END { printf "%d\n", n }'
}

trace_block_stop() {
	local rc=0 st info
	[ -n "$TRACE_INST" ] || return 0
	echo 0 >"$TRACE_INST/tracing_on" 2>/dev/null || true
	TRACE_LOST=$(trace_lost "$TRACE_INST")
	if [ -n "$TRACE_PID" ]; then
		st=$(proc_starttime "$TRACE_PID") || st=''
		kill -TERM "$TRACE_PID" 2>/dev/null || true
		wait "$TRACE_PID" || rc=$?
		undo_drop btreader "$TRACE_PID" "$st"
		TRACE_PID=''
	fi
	undo_tracefs "$TRACE_MNT" "$TRACE_INST" || rc=1
	undo_drop tracefs "$TRACE_MNT" "$TRACE_INST"
	info=${TRACE_FILE%.txt.gz}-rec.json
	jq -n --arg d "$TRACE_DEV" --arg t "$(trace_devt "$TRACE_DEV")" --argjson b "$TRACE_BUF_KB" \
		--argjson l "$TRACE_LOST" --arg e "$TRACE_EVENTS" --arg k "$(uname -r)" --argjson rc "$rc" \
		'{device: $d, devt: $t, buffer_size_kb: $b, lost_events: $l, complete: ($l == 0 and $rc == 0),
		  reader_status: $rc, events: ($e | split(" ")), kernel: $k}' | write_atomic "$info" || rc=1
	TRACE_INST='' TRACE_MNT=''
	[ "$TRACE_LOST" = 0 ] || echo "trace: $TRACE_LOST events lost on $TRACE_DEV (buffer_size_kb $TRACE_BUF_KB per CPU; recorded in $info)" >&2
	return "$rc"
}

# trace_block_analyse FILE.gz OUT.json STATS...: blktrace.json from the trace, its -rec.json's
# lost events and the engine's stats files (each job by job.tid).
trace_block_analyse() {
	local in=$1 out=$2 bin info a=() s
	shift 2
	bin=$(schedaio_bin schedaio-blktrace study/blktrace lib) || return 1
	info=${in%.txt.gz}-rec.json
	for s in "$@"; do a+=(--stats "$s"); done
	"$bin" analyse --dev "$(jq -r .devt "$info")" --lost "$(jq -r .lost_events "$info")" "${a[@]}" "$in" "$out"
}

# The claims of the recorder's kinds (undo.sh undo_claim, on a journal's record): the copier
# is build/schedaio-blktrace read; the folder is ours (mktemp's name) and its instance one
# of ours directly in its instances/; while mounted, it is a tracefs.
claim_btreader() { state_claim_proc "$1" "$2" '*schedaio-blktrace read *' "schedaio-blktrace read"; }
claim_tracefs() {
	[[ $1 =~ ^/tmp/schedaio-tracefs\.[A-Za-z0-9]{6}$ && $2 =~ ^/tmp/schedaio-tracefs\.[A-Za-z0-9]{6}/instances/schedaio-[A-Za-z0-9-]+$ && $2 == "$1"/* ]] ||
		{ echo "$1 $2 is not a tracefs folder and instance of ours"; return 1; }
	mountpoint -q "$1" 2>/dev/null || return 0
	[ "$(findmnt -rn -o FSTYPE --mountpoint "$1" | tail -n1)" = tracefs ] || { echo "$1 is not a tracefs mount"; return 1; }
}

# The undo of the recorder's kinds (undo.sh calls undo_KIND FIELD...).
undo_btreader() {
	[ "$(proc_starttime "$1" 2>/dev/null)" = "$2" ] || return 0
	kill -TERM "$1" 2>/dev/null || true
	local i
	for ((i = 0; i < 50; i++)); do
		[ "$(proc_starttime "$1" 2>/dev/null)" = "$2" ] || return 0
		sleep 0.1
	done
	kill -KILL "$1" 2>/dev/null || true
}
# trace_stop_readers INST: stop (TERM, then KILL) every process with a file of INST open.
trace_stop_readers() {
	local fd pid i
	for fd in /proc/[0-9]*/fd/*; do
		[[ $(readlink "$fd" 2>/dev/null) == "$1"/* ]] || continue
		pid=${fd#/proc/}
		pid=${pid%%/*}
		kill -TERM "$pid" 2>/dev/null || true
		for ((i = 0; i < 50; i++)); do
			kill -0 "$pid" 2>/dev/null || break
			sleep 0.1
		done
		kill -KILL "$pid" 2>/dev/null || true
	done
	sleep 0.2
}
undo_tracefs() {
	local mnt=$1 inst=$2
	[[ $mnt == /tmp/schedaio-tracefs.* && $inst == "$mnt"/instances/schedaio-* ]] || return 1
	if [ -d "$inst" ]; then
		echo 0 >"$inst/tracing_on" 2>/dev/null || true
		# a reader whose undo record was not written yet (killed in between) holds trace_pipe
		rmdir "$inst" 2>/dev/null || { trace_stop_readers "$inst"; rmdir "$inst" 2>/dev/null; } ||
			{ echo "trace: cannot remove $inst" >&2; return 1; }
	fi
	if mountpoint -q "$mnt" 2>/dev/null; then umount "$mnt" || return 1; fi
	[ ! -d "$mnt" ] || rmdir "$mnt"
}

# --- run-pack --trace-block ----------------------------------------------------------------
# Every fio run of the study is traced: RUNDIR/blktrace.txt.gz, blktrace-rec.json and, when
# the run is ok, blktrace.json (per job: its stats files' job.tid); the run's manifest entry
# gets "trace_block": {lost_events, complete} (a run with lost events is marked, never hidden).
# The device traced is the whole disk under DEV (requests are the disk's, a partition's too).
TRACE_BLOCK=0 TRACE_STOP_RC=0

# trace_disk NAME: the whole disk of block device NAME (itself when not a partition).
trace_disk() {
	if [ -e "/sys/class/block/$1/partition" ]; then
		basename "$(dirname "$(readlink -f "/sys/class/block/$1")")"
	else
		echo "$1"
	fi
}

# trace_run_start RUNDIR: start the trace of DEV's disk for one fio run (fails the study when
# the trace cannot start: the user asked for it).
trace_run_start() {
	[ "$TRACE_BLOCK" = 1 ] || return 0
	rm -f "$1"/blktrace*
	TRACE_STOP_RC=0
	trace_block_start "$(trace_disk "$(basename "$(readlink -f "$DEV")")")" "$1/blktrace.txt.gz" ||
		fail "--trace-block: cannot start the block trace of $DEV"
}

# trace_run_stop: stop it (right after fio, before anything else touches the device).
trace_run_stop() {
	[ "$TRACE_BLOCK" = 1 ] || return 0
	trace_block_stop || TRACE_STOP_RC=1
}

# trace_run_finish RUNDIR: analyse an ok run into RUNDIR/blktrace.json and add the mark to
# A_EXTRA (rp-run.sh's fio_attempt).
trace_run_finish() {
	local rec=$1/blktrace-rec.json stats=()
	[ "$TRACE_BLOCK" = 1 ] || return 0
	[ "$A_STATUS" = ok ] || return 0
	[ "$ENGINE_ABS" = libaio ] || stats=("$1"/schedaio*.json)
	trace_block_analyse "$1/blktrace.txt.gz" "$1/blktrace.json" "${stats[@]}" ||
		warn "--trace-block: cannot analyse $1/blktrace.txt.gz"
	A_EXTRA=$(jq -c --slurpfile r "$rec" --argjson s "$TRACE_STOP_RC" \
		'. + {trace_block: {lost_events: $r[0].lost_events, complete: ($r[0].complete and $s == 0)}}' <<<"$A_EXTRA") ||
		A_EXTRA='{"trace_block": {"lost_events": null, "complete": false}}'
}
