# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-labels.sh: run-pack's --schedulers entries resolved by build/schedaio-label, the label
# rule of lib/label/schedlabel.c over jobs/sched-labels.tsv (the one rule and table shared
# with the engine and compare): a seed label ("MQ Deadline", "BFQ low_latency", "Kyber MQ",
# "CFQ", ...), a kernel scheduler name (none, mq-deadline, kyber, bfq), or a variant of one,
# "name:tunable=value[,tunable=value]" ("bfq:slice_idle=0"). Each entry becomes index i of
# these arrays (set by labels_resolve):
#   SCHED_REQ[i]     the entry as given
#   SCHED_KERNEL[i]  the kernel scheduler to write to queue/scheduler
#   SCHED_TUN[i]     tunables to write under queue/iosched/, "name=value[,name=value]" or ""
#   SCHED_LABEL[i]   the table's label ("" for a kernel name or a variant: the engine's tag
#                    names it)
#   SCHED_DIR[i]     the results folder: the kernel name as given, the label in lower case
#                    with spaces as '-' ("BFQ low_latency" -> bfq-low_latency), a variant with
#                    ':' ',' '=' as '-' ("bfq:slice_idle=0" -> bfq-slice_idle-0)
#   SCHED_MAP[i]     the table's --map-legacy target of a legacy scheduler ("" if none)
#   SCHED_MAPPED[i]  "deadline->mq-deadline" once --map-legacy applied the map, else ""
#   SCHED_SKIP[i]    why the entry is skipped ("" if it runs)
# Legacy (single-queue) elevators cfq, deadline and noop were removed in Linux 5.0 (the table's
# comment); blk-mq kernels do not offer them.

LABELS_TSV=${LABELS_TSV:-$TOP/jobs/sched-labels.tsv}
LABEL_BIN=${SCHEDAIO_BIN_DIR:-$TOP/build}/schedaio-label
LEGACY_SCHEDS=(cfq deadline noop)
SCHED_REQ=() SCHED_KERNEL=() SCHED_TUN=() SCHED_LABEL=() SCHED_DIR=() SCHED_MAP=() SCHED_MAPPED=() SCHED_SKIP=()
LABELS_WHERE='' # the device's name in labels_apply_offered's lines ('' the device)

# is_legacy KERNEL: cfq, deadline or noop.
is_legacy() { local l; for l in "${LEGACY_SCHEDS[@]}"; do [ "$1" = "$l" ] && return 0; done; return 1; }

# labels_bin: build/schedaio-label, made with make when it is missing or older than the rule
# or the table; dies (exit 1) when it cannot be built.
labels_bin() {
	if [ "${SCHEDAIO_INSTALLED:-0}" = 1 ]; then
		[ -x "$LABEL_BIN" ] || fail "$LABEL_BIN is missing (reinstall: make install)"
		return 0
	fi
	if [ ! -x "$LABEL_BIN" ] || [ -n "$(find "$TOP/lib" "$TOP/engine/label" \
		"$TOP/jobs/sched-labels.tsv" "$TOP/jobs/sched-tunables.tsv" -newer "$LABEL_BIN" -print -quit 2>/dev/null)" ]; then
		MAKEFLAGS='' make -s -C "$TOP" build/schedaio-label >/dev/null ||
			fail "building build/schedaio-label failed (run 'make' in $TOP)"
	fi
}

# labels_resolve LIST: split the comma-separated LIST and fill the arrays above; an item
# "t=v" after a variant belongs to it ("bfq:low_latency=0,slice_idle=0" is one entry). Dies
# (exit 2) on an empty or unknown entry (a kernel name neither table knows, "mq-dealine", is
# unknown whether or not a kernel offers it: the valid names listed), on a tunable that jobs/sched-tunables.tsv (the
# kernel's Documentation/block/*-iosched.rst) does not list for its scheduler (naming the
# valid ones; before anything is made, --dry-run too), on two entries asking for the same
# scheduler and tunables, or on two sharing a folder.
labels_resolve() {
	local list=$1 e row label kern tun map i j dir rc
	local -a entries=()
	labels_bin
	# The ',' appended keeps a trailing empty entry ("none,"), which read would drop.
	IFS=, read -ra _entries <<<"$list,"
	[ "${#_entries[@]}" -gt 0 ] || die "--schedulers is empty"
	for e in "${_entries[@]}"; do
		# Trim blanks around an entry: "MQ Deadline, BFQ" is meant as two labels.
		e=$(sed 's/^[[:space:]]*//; s/[[:space:]]*$//' <<<"$e")
		# "t=v" continues the variant before it: "bfq:low_latency=0,slice_idle=0"
		if [[ $e == *=* && $e != *:* && ${#entries[@]} -gt 0 && ${entries[-1]} == *:* ]]; then
			entries[-1]+=",$e"
		else
			entries+=("$e")
		fi
	done
	i=0
	for e in "${entries[@]}"; do
		[ -n "$e" ] || die "--schedulers has an empty entry in '$list'"
		rc=0
		row=$("$LABEL_BIN" resolve "$e" 2>&1) || rc=$?
		# 3: a tunable the kernel's documentation does not list (jobs/sched-tunables.tsv)
		[ "$rc" -ne 3 ] || die "--schedulers '$e': ${row%%$'\n'*}; nothing was made"
		# 2: neither a label nor a name; 4: a name neither table knows ("mq-dealine"): refused
		# whatever the kernel offers (--skip-unoffered skips only a known scheduler)
		[ "$rc" -eq 0 ] ||
			die "unknown scheduler '$e' in --schedulers (a kernel name: $("$LABEL_BIN" scheds); a variant name:tunable=value; or a label of $(basename "$LABELS_TSV"): $("$LABEL_BIN" list | awk '{ printf "%s\"%s\"", s, $0; s = ", " }')); nothing was run"
		IFS=$'\t' read -r kern tun label map dir <<<"$row"
		[ "$tun" = - ] && tun=''
		[ "$label" = - ] && label=''
		[ "$map" = - ] && map=''
		[[ $dir =~ ^[a-z0-9_.-]+$ ]] || die "bad scheduler name '$e' in --schedulers"
		SCHED_REQ[i]=$e SCHED_KERNEL[i]=$kern SCHED_TUN[i]=$tun SCHED_LABEL[i]=$label
		SCHED_DIR[i]=$dir SCHED_MAP[i]=$map SCHED_MAPPED[i]='' SCHED_SKIP[i]=''
		for ((j = 0; j < i; j++)); do
			[ "${SCHED_KERNEL[j]}:${SCHED_TUN[j]}" != "$kern:$tun" ] ||
				die "--schedulers lists a scheduler twice ('${SCHED_REQ[j]}' and '$e')"
			[ "${SCHED_DIR[j]}" != "$dir" ] ||
				die "--schedulers: '${SCHED_REQ[j]}' and '$e' would share the results folder '$dir'"
		done
		i=$((i + 1))
	done
}

# labels_skip I WHY [HINT]: entry I is skipped: SCHED_SKIP[i] (the manifest's
# scheduler_plan[].skipped) and one line on stderr, "skipping 'ENTRY': WHY[; HINT]" (the one
# way an entry is skipped: a legacy scheduler, or with --skip-unoffered any the device lacks).
# HINT, advice for the user (run-pack's guest_hint), is not recorded.
labels_skip() {
	SCHED_SKIP[$1]=$2
	warn "skipping '${SCHED_REQ[$1]}': $2${3:+; $3}"
}

# in_lines WORD LINES: WORD is one of the newline-separated LINES, whole (grep -qxF's test,
# without its process: a TCG guest starts one in ~50 ms).
in_lines() { [[ $'\n'$2$'\n' == *$'\n'"$1"$'\n'* ]]; }

# labels_apply_offered DEV_OFFERED MAP_LEGACY [SKIP_UNOFFERED [WHERE]]: with the schedulers the
# device offers (one per line), skip or map each legacy entry the kernel does not offer, and
# with SKIP_UNOFFERED 1 (--skip-unoffered) skip any other entry it does not offer (a known
# scheduler: labels_resolve refused the unknown ones) (labels_skip;
# SCHED_MAPPED for a mapped one); die (exit 2) when a non-legacy entry is not offered without
# it, or when no entry is left. MAP_LEGACY is 1 with --map-legacy. WHERE names the device in
# messages ("the device" by default; "host h2: /dev/sdb" with --hosts). An entry skipped
# already is left as it is (the first call, on the preview of the offered list, says it once).
labels_apply_offered() {
	local offered=$1 map_legacy=$2 skip_unoffered=${3:-0} where=${4:-${LABELS_WHERE:-the device}} i k list
	list=${offered//$'\n'/ }
	for i in "${!SCHED_REQ[@]}"; do
		k=${SCHED_KERNEL[i]}
		[ -z "${SCHED_SKIP[i]}" ] || continue
		in_lines "$k" "$offered" && continue
		if is_legacy "$k"; then
			if [ "$map_legacy" = 1 ] && [ -n "${SCHED_MAP[i]}" ] && in_lines "${SCHED_MAP[i]}" "$offered"; then
				SCHED_MAPPED[i]="$k->${SCHED_MAP[i]}"
				SCHED_KERNEL[i]=${SCHED_MAP[i]}
				warn "'${SCHED_REQ[i]}': legacy scheduler $k is not offered by this kernel (removed in Linux 5.0); --map-legacy runs ${SCHED_MAP[i]} instead, recorded in the manifest"
			else
				labels_skip "$i" "legacy single-queue scheduler '$k' is not offered by this kernel (removed in Linux 5.0)${SCHED_MAP[i]:+; --map-legacy would run ${SCHED_MAP[i]}}"
			fi
			continue
		fi
		[ "$skip_unoffered" = 1 ] ||
			die "$where does not offer scheduler '$k' (offers: $list); nothing was run (--skip-unoffered runs the others)"
		labels_skip "$i" "$where does not offer scheduler '$k' (offers: $list); skipped by --skip-unoffered" \
			"$(! declare -F guest_hint >/dev/null || guest_hint "$i")"
	done
	for i in "${!SCHED_REQ[@]}"; do [ -z "${SCHED_SKIP[i]}" ] && return 0; done
	die "no scheduler of --schedulers can run: $where offers $list; nothing was run"
}

# labels_plan_line: once, before the first run: the progress lines name each entry by its
# folder (none, mq-deadline), compare's tables by its label (MQ None, MQ Deadline: the label
# rule, schedaio-label name): "... none = MQ None, ...", for the entries given as a kernel
# name. Nothing when there is none, or none has a label of its own (bfq: its label follows
# the tunables the device has; a variant is named by its tunables).
labels_plan_line() {
	local i lab out=()
	for i in "${!SCHED_REQ[@]}"; do
		[ -z "${SCHED_SKIP[i]}" ] && [ -z "${SCHED_LABEL[i]}" ] && [ -z "${SCHED_TUN[i]}" ] || continue
		lab=$("$LABEL_BIN" name "${SCHED_KERNEL[i]}" 2>/dev/null) || continue
		out+=("${SCHED_DIR[i]} = $lab")
	done
	[ "${#out[@]}" -gt 0 ] || return 0
	local IFS=';'
	echo "$PROG: the progress lines name each scheduler by its folder, compare's tables by its label: ${out[*]}" | sed 's/;/, /g'
}

# labels_expect I: the engine's expect_sched value of entry I: kernel name, then ':' and the
# tunables ("bfq:low_latency=0"), as the tag branch's option takes it.
labels_expect() { echo "${SCHED_KERNEL[$1]}${SCHED_TUN[$1]:+:${SCHED_TUN[$1]}}"; }

# labels_set DEV I: switch DEV to entry I's scheduler and tunables (sched_apply, loopdev.sh).
labels_set() { sched_apply "$1" "${SCHED_KERNEL[$2]}" "${SCHED_TUN[$2]}"; }

# labels_try DEV I...: before the first run, set each entry I that has tunables once on DEV,
# so that a tunable the scheduler lacks or refuses (bfq:slice_idel=0) stops the study before
# anything ran instead of when its turn comes, hours in. An elevator's tunables exist only
# while it is attached (queue/iosched/), so this is the one way to know. Every run sets its
# own entry again (labels_set), and the state file restores the device on exit. Returns 1
# with one line on stderr naming the entry and the reason.
labels_try() {
	local dev=$1 i err
	shift
	for i in "$@"; do
		[ -n "${SCHED_TUN[i]}" ] || continue
		if ! err=$(labels_set "$dev" "$i" 2>&1); then
			echo "'${SCHED_REQ[i]}': ${err#sched: }; nothing was run" >&2
			return 1
		fi
	done
}
