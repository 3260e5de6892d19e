# shellcheck shell=bash disable=SC2034 # globals shared with scripts/run-pack and the other rp-*.sh
# rp-labels.sh: run-pack's --schedulers entries resolved through jobs/sched-labels.tsv (the one
# label table shared with the engine and compare): a seed label ("MQ Deadline", "BFQ
# low_latency", "Kyber MQ", "CFQ", ...), a kernel scheduler name (none, mq-deadline, kyber,
# bfq), or a kernel name with tunables as the engine's expect_sched= takes them
# (bfq:slice_idle=0 or bfq:low_latency=0,slice_idle=0). Each entry becomes index i of these
# arrays (set by labels_resolve):
#   SCHED_REQ[i]     the entry as given
#   SCHED_KERNEL[i]  the kernel scheduler to write to queue/scheduler
#   SCHED_TUN[i]     tunables to write under queue/iosched/, "name=value[,name=value]" or ""
#   SCHED_LABEL[i]   the table's label ("" for a kernel name: the engine's tag names it)
#   SCHED_DIR[i]     the results folder: the kernel name as given, the label in lower case
#                    with spaces as '-' ("BFQ low_latency" -> bfq-low_latency), or the kernel
#                    name and tunables with '-' for ':', '=' and ',' (bfq-slice_idle-0)
#   SCHED_MAP[i]     the table's --map-legacy target of a legacy scheduler ("" if none)
#   SCHED_MAPPED[i]  "deadline->mq-deadline" once --map-legacy applied the map, else ""
#   SCHED_SKIP[i]    why the entry is skipped ("" if it runs)
# Legacy (single-queue) elevators cfq, deadline and noop were removed in Linux 5.0 (the table's
# comment); blk-mq kernels do not offer them.

LABELS_TSV=${LABELS_TSV:-$TOP/jobs/sched-labels.tsv}
LEGACY_SCHEDS=(cfq deadline noop)
SCHED_REQ=() SCHED_KERNEL=() SCHED_TUN=() SCHED_LABEL=() SCHED_DIR=() SCHED_MAP=() SCHED_MAPPED=() SCHED_SKIP=()

# labels_row NAME: the table row (label TAB scheduler TAB tunables TAB map) whose label is
# NAME, exactly; then case-insensitively ("kyber mq"). Returns 1 if none.
labels_row() {
	awk -F'\t' -v n="$1" '!/^#/ && NF >= 4 && $1 == n { print; found = 1; exit } END { exit !found }' "$LABELS_TSV" ||
		awk -F'\t' -v n="${1,,}" '!/^#/ && NF >= 4 && tolower($1) == n { print; found = 1; exit } END { exit !found }' "$LABELS_TSV"
}

# labels_kernel_map KERNEL: the table's legacy map of a kernel name ("" if none).
labels_kernel_map() {
	awk -F'\t' -v k="$1" '!/^#/ && NF >= 4 && $2 == k && $4 != "-" { print $4; exit }' "$LABELS_TSV"
}

# is_legacy KERNEL: cfq, deadline or noop.
is_legacy() { local l; for l in "${LEGACY_SCHEDS[@]}"; do [ "$1" = "$l" ] && return 0; done; return 1; }

# labels_resolve LIST: split the comma-separated LIST and fill the arrays above. A lower-case
# name that is not a label is a kernel name. Dies (exit 2) on an empty or unknown entry, on
# two entries asking for the same scheduler and tunables, or on two sharing a folder.
labels_resolve() {
	local list=$1 e row label kern tun map i j dir
	[ -f "$LABELS_TSV" ] || die "label table $LABELS_TSV not found"
	# The ',' appended keeps a trailing empty entry ("none,"), which read would drop.
	IFS=, read -ra _items <<<"$list,"
	[ "${#_items[@]}" -gt 0 ] || die "--schedulers is empty"
	# A "name=value" item after a "kernel:tunable=value" entry is one more tunable of it
	# ("bfq:low_latency=0,slice_idle=0,none" is two entries): no label or name has a '='.
	local _entries=() it
	for it in "${_items[@]}"; do
		it=$(sed 's/^[[:space:]]*//; s/[[:space:]]*$//' <<<"$it")
		if [[ $it == *=* && $it != *:* && ${#_entries[@]} -gt 0 && ${_entries[-1]} == *:*=* ]]; then
			_entries[-1]+=",$it"
		else
			_entries+=("$it")
		fi
	done
	i=0
	for e in "${_entries[@]}"; do
		# Blanks around an entry are trimmed above: "MQ Deadline, BFQ" is meant as two labels.
		[ -n "$e" ] || die "--schedulers has an empty entry in '$list'"
		if [[ $e =~ ^[a-z0-9_-]+$ ]] && ! awk -F'\t' -v n="$e" '!/^#/ && $1 == n { f = 1 } END { exit !f }' "$LABELS_TSV"; then
			label='' kern=$e tun='' map=$(labels_kernel_map "$e")
			dir=$e
		elif [[ $e =~ ^([a-z0-9_-]+):([a-z0-9_]+=[^,=:[:space:]]+(,[a-z0-9_]+=[^,=:[:space:]]+)*)$ ]]; then
			# A kernel name with tunables, as expect_sched= takes it: set and restored like a
			# label's. Folder: bfq:slice_idle=0 -> bfq-slice_idle-0.
			label='' kern=${BASH_REMATCH[1]} tun=${BASH_REMATCH[2]} map=''
			dir=$(tr ',=' '--' <<<"$kern-$tun")
		elif row=$(labels_row "$e"); then
			IFS=$'\t' read -r label kern tun map <<<"$row"
			[ "$tun" = - ] && tun=''
			[ "$map" = - ] && map=''
			dir=$(tr 'A-Z ' 'a-z-' <<<"$label")
		else
			die "unknown scheduler '$e' in --schedulers (a kernel name, or a label of $(basename "$LABELS_TSV"): $(awk -F'\t' '!/^#/ && NF >= 4 { printf "%s\"%s\"", s, $1; s = ", " }' "$LABELS_TSV"))"
		fi
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

# labels_apply_offered DEV_OFFERED MAP_LEGACY: with the schedulers the device offers (one per
# line), skip or map each legacy entry the kernel does not offer (one line each on stderr, and
# SCHED_SKIP / SCHED_MAPPED for the manifest); die (exit 2) when a non-legacy entry is not
# offered. MAP_LEGACY is 1 with --map-legacy.
labels_apply_offered() {
	local offered=$1 map_legacy=$2 i k
	for i in "${!SCHED_REQ[@]}"; do
		k=${SCHED_KERNEL[i]}
		[ -z "${SCHED_SKIP[i]}" ] || continue
		grep -qxF "$k" <<<"$offered" && continue
		if is_legacy "$k"; then
			if [ "$map_legacy" = 1 ] && [ -n "${SCHED_MAP[i]}" ] && grep -qxF "${SCHED_MAP[i]}" <<<"$offered"; then
				SCHED_MAPPED[i]="$k->${SCHED_MAP[i]}"
				SCHED_KERNEL[i]=${SCHED_MAP[i]}
				warn "'${SCHED_REQ[i]}': legacy scheduler $k is not offered by this kernel (removed in Linux 5.0); --map-legacy runs ${SCHED_MAP[i]} instead, recorded in the manifest"
			else
				SCHED_SKIP[i]="legacy single-queue scheduler '$k' is not offered by this kernel (removed in Linux 5.0)"
				[ -z "${SCHED_MAP[i]}" ] || SCHED_SKIP[i]+="; --map-legacy would run ${SCHED_MAP[i]}"
				warn "skipping '${SCHED_REQ[i]}': ${SCHED_SKIP[i]}"
			fi
			continue
		fi
		die "the device does not offer scheduler '$k' (offers: $(paste -sd' ' <<<"$offered")); nothing was run"
	done
	for i in "${!SCHED_REQ[@]}"; do [ -z "${SCHED_SKIP[i]}" ] && return 0; done
	die "no scheduler of --schedulers can run on this kernel; nothing was run"
}

# labels_expect I: the engine's expect_sched value of entry I: kernel name, then ':' and the
# tunables ("bfq:low_latency=0"), as the tag branch's option takes it.
labels_expect() { echo "${SCHED_KERNEL[$1]}${SCHED_TUN[$1]:+:${SCHED_TUN[$1]}}"; }

# labels_set DEV I: switch DEV to entry I's scheduler and tunables (sched_apply, loopdev.sh).
labels_set() { sched_apply "$1" "${SCHED_KERNEL[$2]}" "${SCHED_TUN[$2]}"; }
