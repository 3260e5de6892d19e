# shellcheck shell=bash disable=SC2034 # TOP, SCHEDAIO_BIN_DIR, SCHEDAIO_INSTALLED are read by the scripts
# paths.sh: where schedaio's files are, for a script run from the repository or from a copy
# installed by `make install`, from any working folder (a symlink in bin/ included), and where
# a study keeps each run (run_path, run_host_file below). Sourced first by scripts/run-pack,
# compare, plots, merge-stats, bench-trace and bench-compare; the one place that knows the
# layout (the Makefile's install target writes it):
#   repository  TOP = the checkout (scripts/, jobs/, results/reference/ under it);
#               SCHEDAIO_BIN_DIR = TOP/build (schedaio.so, compare, schedaio-merge),
#               rebuilt by make when older than its sources
#   installed   TOP = $(PREFIX)/share/schedaio (scripts/, jobs/, results/reference/);
#               SCHEDAIO_BIN_DIR = $(PREFIX)/lib/schedaio, found as ../../lib/schedaio
#               from TOP (so a DESTDIR copy works too)
# A repository is a TOP with a Makefile and engine/.

TOP=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)
if [ -f "$TOP/Makefile" ] && [ -d "$TOP/engine" ]; then
	SCHEDAIO_INSTALLED=0
	SCHEDAIO_BIN_DIR=$TOP/build
else
	SCHEDAIO_INSTALLED=1
	SCHEDAIO_BIN_DIR=$(cd "$TOP/../../lib/schedaio" 2>/dev/null && pwd) || SCHEDAIO_BIN_DIR=$TOP/../../lib/schedaio
fi

# SCHEDAIO_CMD_PREFIX: what a command's name starts with as the user types it: "scripts/" in a
# repository (scripts/compare), "schedaio-" installed (schedaio-compare: the bin/ symlinks the
# Makefile's install makes). A --help and a usage line name their command with it.
SCHEDAIO_CMD_PREFIX=scripts/
[ "$SCHEDAIO_INSTALLED" = 0 ] || SCHEDAIO_CMD_PREFIX=schedaio-

# schedaio_cmd_names: stdin to stdout, every command written scripts/NAME (run-pack, compare,
# plots, merge-stats, guest: the Makefile's INST_SCRIPTS) named as the user types it
# (SCHEDAIO_CMD_PREFIX): a --help written for the repository, read from an installed copy.
schedaio_cmd_names() {
	if [ "$SCHEDAIO_INSTALLED" = 1 ]; then
		sed -E 's#(^|[^[:alnum:]_./-])scripts/(run-pack|compare|plots|merge-stats|guest)\b#\1schedaio-\2#g'
	else
		cat
	fi
}

# schedaio_bin NAME SRC...: the path of program NAME (compare, schedaio-merge). In the
# repository it is rebuilt with make first when missing or older than SRC (folders or files,
# relative to TOP) or the Makefile; make's messages go to stderr. Returns 1 with one line on
# stderr when it cannot be built or is not installed. A program found up to date is not looked
# at again by this shell or its subshells (SCHEDAIO_BIN_OK[NAME]; a find costs ~100 ms in a
# TCG guest): a script that asks from $(...) calls it once in its own shell first.
declare -gA SCHEDAIO_BIN_OK=()
schedaio_bin() {
	local name=$1 bin=$SCHEDAIO_BIN_DIR/$1 src
	shift
	if [ -n "${SCHEDAIO_BIN_OK[$name]:-}" ]; then
		echo "$bin"
		return 0
	fi
	if [ "$SCHEDAIO_INSTALLED" = 1 ]; then
		[ -x "$bin" ] || { echo "schedaio: $bin is missing (reinstall: make install)" >&2; return 1; }
		echo "$bin"
		return 0
	fi
	local srcs=()
	for src in "$@" Makefile; do srcs+=("$TOP/$src"); done
	# one find over every source (a process start costs ~35 ms in a TCG guest: the guest tier)
	if ! [ -x "$bin" ] || [ -n "$(find "${srcs[@]}" -newer "$bin" -print -quit 2>/dev/null)" ]; then
		# a user who cannot write the build folder (a checkout root built): make would only
		# fail with its own lines; one line says who can
		if ! [ -w "$SCHEDAIO_BIN_DIR" ] && { [ -e "$SCHEDAIO_BIN_DIR" ] || ! [ -w "$TOP" ]; }; then
			echo "schedaio: build/$name is $([ -x "$bin" ] && echo 'older than its sources' || echo missing), and $SCHEDAIO_BIN_DIR is not yours to write: run 'make' in $TOP as its owner" >&2
			return 1
		fi
		# not through a calling make's jobserver (make bench-compare: "jobserver unavailable")
		MAKEFLAGS='' make -s -C "$TOP" "build/$name" >/dev/null || {
			echo "schedaio: building build/$name failed (run 'make build/$name' in $TOP)" >&2
			return 1
		}
	fi
	SCHEDAIO_BIN_OK[$name]=1
	echo "$bin"
}

# run_path VAR TOP HOST FOLDER CELL RUN [FILE]: into variable VAR the path of run RUN (>= 1) of
# scheduler folder FOLDER on cell CELL: "<TOP>/[<HOST>/]<FOLDER>/<CELL>/run-<RUN>", then
# "/<FILE>" when FILE is given (e.g. fio.json). TOP "": the path relative to the study
# ("<FOLDER>/<CELL>/run-<RUN>"); HOST: the study's level above the schedulers, a --hosts
# host's name or a --kernel kernel's; "": a study without either. The layout of
# lib/runpath/runpath.h (runpath_alloc), by which compare and schedaio-study find the
# runs (STUDIES.md: the results folder); the one place a script builds it. Names are used as
# given: the caller has checked them. Starts no process (bench-compare calls it once a run).
# Returns 0.
run_path() {
	printf -v "$1" '%s%s%s/%s/run-%s%s' "${2:+$2/}" "${3:+$3/}" "$4" "$5" "$6" "${7:+/$7}"
}

# run_host_file VAR FOLDER CELL RUN: into variable VAR the file name under which a --hosts
# host's engine writes the stats file of run RUN of scheduler folder FOLDER on cell CELL, in
# the host's work folder: "<FOLDER>.<CELL>.run-<RUN>.json" (one flat folder, so the name
# carries the run's place in the layout of run_path; rp-hosts.sh fetches it into the run's
# schedaio.json). Returns 0.
run_host_file() {
	printf -v "$1" '%s.%s.run-%s.json' "$2" "$3" "$4"
}
