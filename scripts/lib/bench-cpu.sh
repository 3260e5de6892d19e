# shellcheck shell=bash disable=SC2034 # CPUW_* are read by scripts/bench
# bench-cpu.sh: CPU per I/O counted whole, for scripts/bench (issue 30, item 3). fio's own
# usr_cpu + sys_cpu is its job's thread (getrusage RUSAGE_THREAD); with io_uring on zram every
# read is punted to an io-wq worker, a thread of fio's process that fio does not count. So
# every bench run also measures, over one window of the run, two figures beside fio's own:
#   cgroup   the CPU time of a cgroup made for the bench that holds fio's processes and all
#            their threads (io-wq workers are created by the task, so they start in its
#            cgroup): cgroup v1 cpuacct.usage (ns), or on a cgroup v2 machine cpu.stat
#            usage_usec (us); kernel Documentation/admin-guide/cgroup-v1/cpuacct.rst and
#            cgroup-v2.rst. Not in it: kernel threads outside fio (a loop device's workers).
#   machine  the busy time of all CPUs: the first line of /proc/stat, user + nice + system +
#            irq + softirq (steal, the hypervisor's, is not this machine's work), in USER_HZ
#            jiffies (getconf CLK_TCK, 10 ms at 100), proc(5). It counts everything, other
#            processes too: only meaningful on a quiet machine; "outside" says how quiet.
# The window: from fio's exec_prerun to its exec_postrun (fio's backend.c runs them around the
# job's I/O loop: ramp_time included, fio's start, clock calibration and JSON output not),
# each a `head -n1` of /proc/stat, the device's stat and the cgroup's usage file into
# <job>.prerun.txt / <job>.postrun.txt in fio's working folder. Per I/O: over the I/Os the
# device completed in the same window (/sys/block/<dev>/stat reads + writes, kernel
# Documentation/block/stat.rst), not fio's total_ios (which leaves the ramp out). The two
# `sh -c head` of the hooks are inside the window (a few ms of a 1.25 s window, alike for
# both engines). Jiffies make the machine figure coarse: +/- 2 jiffies per run (20 ms against
# a 1.25 s window of 1 to 2 CPUs busy: 1 to 2 %); the pairs average it.
# Variables used: WORK (the bench's work folder); set here: CPUW_CG, CPUW_CG_FILE, CPUW_WHY,
# CPUW_HZ. Functions from undo.sh: cleanup_push.

CPUW_CG='' CPUW_CG_FILE='' CPUW_WHY='' CPUW_HZ=100

# cpuw_setup: make the bench's cgroup (removed on every exit path: pushed on the cleanup
# stack, call it in the current shell): under the cgroup v1 hierarchy whose mount options hold
# cpuacct (/proc/mounts), else under a cgroup v2 /sys/fs/cgroup; set CPUW_CG, CPUW_CG_FILE
# (the usage file, its first line "N" ns or "usage_usec N") and CPUW_HZ. Without one,
# CPUW_CG stays empty and CPUW_WHY says why (the cgroup figure is then "-"). Returns 0.
cpuw_setup() {
	local root dir
	CPUW_HZ=$(getconf CLK_TCK 2>/dev/null) || CPUW_HZ=100
	[[ $CPUW_HZ =~ ^[1-9][0-9]{0,5}$ ]] || CPUW_HZ=100
	root=$(awk '$3 == "cgroup" && $4 ~ /(^|,)cpuacct(,|$)/ {print $2; exit}' /proc/mounts)
	if [ -n "$root" ] && [ -f "$root/cpuacct.usage" ]; then
		CPUW_CG_FILE=cpuacct.usage
	elif [ -f /sys/fs/cgroup/cgroup.controllers ] && [ -f /sys/fs/cgroup/cpu.stat ]; then
		root=/sys/fs/cgroup CPUW_CG_FILE=cpu.stat
	else
		CPUW_WHY="no cgroup v1 cpuacct hierarchy and no cgroup v2 at /sys/fs/cgroup"
		return 0
	fi
	dir="$root/schedaio-bench.$$"
	cleanup_push "rmdir '$dir' 2>/dev/null || true"
	if ! mkdir "$dir" 2>/dev/null || [ ! -f "$dir/$CPUW_CG_FILE" ]; then
		CPUW_WHY="cannot make a cgroup under $root"
		return 0
	fi
	CPUW_CG=$dir
	echo "bench: made cgroup $dir to count fio's CPU; removed at its end" >&2
}

# cpuw_cmd DEV: into the array CPUW_CMD, the words that run a command in the bench's cgroup
# (none without one) and the fio options of the window (exec_prerun, exec_postrun) for block
# device DEV (/dev/NAME), into the array CPUW_OPTS: "${CPUW_CMD[@]}" fio ... "${CPUW_OPTS[@]}".
cpuw_cmd() {
	local files="/proc/stat /sys/block/${1##*/}/stat${CPUW_CG:+ $CPUW_CG/$CPUW_CG_FILE}"
	CPUW_CMD=()
	[ -z "$CPUW_CG" ] || CPUW_CMD=(sh -c 'echo $$ >"$0/cgroup.procs" && exec "$@"' "$CPUW_CG")
	CPUW_OPTS=("--exec_prerun=head -n1 $files" "--exec_postrun=head -n1 $files")
}

# cpuw_per_io PRE POST: "CG_NS MACH_NS OUTSIDE_PCT" from the window's two files (cpuw_cmd's
# hooks: head's "==> FILE <==" blocks): the cgroup's and the machine's CPU ns per device I/O,
# and the share of all CPUs' time in the window that was busy outside the cgroup (per cent).
# "-" for a figure that cannot be had (no cgroup; no I/O; a file missing or empty). Returns 0.
cpuw_per_io() {
	[ -f "$1" ] || set -- /dev/null "$2"
	[ -f "$2" ] || set -- "$1" /dev/null
	awk -v hz="$CPUW_HZ" '
		FNR == 1 { f = FILENAME == ARGV[1] ? 1 : 2 }
		/^==> / { what = $2; next }
		what == "/proc/stat" && $1 == "cpu" {
			busy[f] = $2 + $3 + $4 + $7 + $8; all[f] = 0
			for (i = 2; i <= 9; i++) all[f] += $i
			got[f, "m"] = 1
		}
		what ~ /^\/sys\/block\/.*\/stat$/ && NF >= 5 { ios[f] = $1 + $5; got[f, "d"] = 1 }
		what ~ /\/cpuacct\.usage$/ && NF == 1 { cg[f] = $1; got[f, "c"] = 1 }
		what ~ /\/cpu\.stat$/ && $1 == "usage_usec" { cg[f] = $2 * 1000; got[f, "c"] = 1 }
		END {
			n = (got[1, "d"] && got[2, "d"]) ? ios[2] - ios[1] : 0
			m = (n > 0 && got[1, "m"] && got[2, "m"]) ? (busy[2] - busy[1]) * 1e9 / hz : -1
			c = (n > 0 && got[1, "c"] && got[2, "c"]) ? cg[2] - cg[1] : -1
			a = (got[1, "m"] && got[2, "m"]) ? (all[2] - all[1]) * 1e9 / hz : 0
			o = (m >= 0 && c >= 0 && a > 0) ? (m - c) / a * 100 : "-"
			if (o != "-") { if (o < 0) o = 0; o = sprintf("%.0f", o) }
			cs = c >= 0 ? sprintf("%.0f", c / n) : "-"
			ms = m >= 0 ? sprintf("%.0f", m / n) : "-"
			printf "%s %s %s\n", cs, ms, o
		}' "$1" "$2"
}

# cpuw_source: the cgroup figure's source in words, e.g. "cgroup v1 cpuacct.usage, ns".
cpuw_source() {
	if [ "$CPUW_CG_FILE" = cpu.stat ]; then
		echo "cgroup v2 cpu.stat usage_usec, us"
	else
		echo "cgroup v1 cpuacct.usage, ns"
	fi
}
