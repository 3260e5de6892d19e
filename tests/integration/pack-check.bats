#!/usr/bin/env bats
# tests/run: check
# shellcheck disable=SC2154 # stderr, stderr_lines: set by bats' run --separate-stderr
# pack-check.bats: a pack is checked as fio itself will parse it, from the one table of what a
# pack may set, and its read_iolog= traces are data we parse (issue 39, findings 1 and 3;
# study/jobparse.h, study/iolog.h, jobs/fio-options.tsv, STUDIES.md "What a pack may set").
#   - fio's whole option list (fio --cmdhelp=all, each name's alias, fio --enghelp and each
#     allowed engine's options, the engine's own) is sorted into the table, and every row is
#     fio's: a new fio option or engine fails this test, naming it, until it has a row;
#   - each finding reproduced as the unprivileged attacker (nobody, through setpriv) who
#     wrote the pack, against root's run-pack: an option name hiding ${VAR}
#     (exec_pre${SCHEDAIO_NOPE}run=), exec_prerun= behind an 8191-byte ';' comment on the same
#     line, rw=${SCHEDAIO_NOPE}randwrite on a blank --device given without --destructive (and
#     a --sweep rw=randtrimwrite there), a trace that adds, opens, writes and closes a
#     root-owned 0600 file: each refused before anything is made, with exit 2 and one line
#     naming the file and line, and nothing run, written or left;
#   - fio replays the trace's checked copy in the run folder, never the pack's file; and
#     fio's own reading of each job.fio is compared with ours before a run (job_fio_check).
# The first and the last two tests need no root; the others skip without root or setpriv.
# ~30 s.

bats_require_minimum_version 1.5.0

load helpers

STUDY=$TOP/build/schedaio-study
TABLE=$TOP/jobs/fio-options.tsv

setup() {
	rp_setup
	short_runs
	[ -x "$STUDY" ] || skip "build/schedaio-study not built (run make)"
	command -v fio >/dev/null || skip "fio not installed"
}

teardown() {
	rp_teardown
}

# attacker: skip unless root with setpriv and nobody; EVIL, a folder of nobody's in a public
# sticky folder, where nobody writes the pack (as ownership.bats's attacker does).
attacker() {
	[ "$(id -u)" -eq 0 ] || skip "needs root (the attacker is another user)"
	command -v setpriv >/dev/null || skip "setpriv not installed (util-linux)"
	getent passwd nobody >/dev/null || skip "no user nobody"
	unset SUDO_UID
	NOBODY=$(id -u nobody)
	chmod 0755 "$WORK"
	mkdir -m 1777 "$WORK/pub"
	EVIL=$WORK/pub/evil
	as_nobody mkdir "$EVIL"
}

# as_nobody CMD...: CMD as the unprivileged attacker.
as_nobody() {
	setpriv --reuid="$NOBODY" --regid="$(id -g nobody)" --clear-groups -- "$@"
}

# put FILE: stdin into FILE, written by nobody (the file is theirs).
put() { as_nobody sh -c 'cat >"$1"' sh "$1"; }

# laptop_pack: nobody's copy of the laptop pack's randread-4k cell in EVIL/pack.
laptop_pack() {
	as_nobody mkdir -p "$EVIL/pack"
	put "$EVIL/pack/pack.json" <"$TOP/jobs/laptop/pack.json"
	put "$EVIL/pack/randread-4k.fio" <"$TOP/jobs/laptop/randread-4k.fio"
}

# refused_before_anything WORDS...: the last run exited 2 with one line on stderr holding
# each of WORDS, and made nothing: no results folder, no state file.
refused_before_anything() {
	local w
	echo "status $status; stderr:"
	printf '  %s\n' "${stderr_lines[@]}"
	[ "$status" -eq 2 ]
	[ "${#stderr_lines[@]}" -eq 1 ]
	for w in "$@"; do
		[[ $stderr == *"$w"* ]]
	done
	[ ! -e "$OUT" ]
	run ! compgen -G "$SCHEDAIO_STATE_DIR/*.state"
}

# rp_scratch: run-pack of nobody's pack, one quick run of randread-4k on a scratch
# device.
rp_scratch() {
	run --separate-stderr "$RUN_PACK" --pack "$EVIL/pack" --quick --engine libaio --out "$OUT" \
		--scratch-backing /dev/shm --schedulers none --runs 1 --cells randread-4k
}

@test "fio's whole option list is sorted into jobs/fio-options.tsv: every option, alias, engine and allowed engine's option has a row, every row is fio's" {
	local rows missing=() stale=() o a e eo f engines=() known=' '
	rows=$(grep -v '^#' "$TABLE" | cut -f1,2)
	# row NAME FROM-PATTERN: the table has NAME with a from column matching the pattern
	row() { grep -qE "^$1"$'\t'"($2)\$" <<<"$rows"; }
	for o in $(fio --cmdhelp=all | sed 's/ *:.*//; s/^ *//'); do
		row "$o" fio || missing+=("option $o")
		a=$(fio --cmdhelp="$o" | sed -n 's/^ *alias: //p')
		[ -z "$a" ] || row "$a" "alias:$o" || missing+=("alias $a (of $o)")
		known+="$o $a "
	done
	for e in $(fio --enghelp | tail -n +2); do
		row "$e" ioengine || missing+=("engine $e")
	done
	# the options of each engine a pack may name, and of ours (ioengine=libaio becomes it)
	mapfile -t engines < <(grep -v '^#' "$TABLE" | awk -F'\t' '$2 == "ioengine" && $3 == "allow" { print $1 }')
	[ ! -f "$ENGINE" ] || engines+=("$ENGINE")
	for e in "${engines[@]}"; do
		for eo in $(fio --enghelp="$e" | grep -v '^IO engine .* has no options' | sed 's/ *:.*//; s/^ *//'); do
			f=$(basename "$e" .so)
			row "$eo" "([a-z0-9_]+,)*$f(,[a-z0-9_-]+)*" || missing+=("option $eo of engine $f")
		done
	done
	# every fio row and alias row is one fio knows: listed above, or found by fio --cmdhelp=NAME
	# (which finds names and aliases: --cmdhelp=all leaves out an option whose parent is an
	# alias, such as iomem_align)
	for o in $(awk -F'\t' '$2 == "fio" || $2 ~ /^alias:/ { print $1 }' <<<"$rows"); do
		[[ $known == *" $o "* ]] && continue
		fio --cmdhelp="$o" 2>&1 | grep -q '^No such command' && stale+=("$o")
	done
	for e in $(awk -F'\t' '$2 == "ioengine" { print $1 }' <<<"$rows"); do
		fio --enghelp | tail -n +2 | tr -d '\t' | grep -qx -- "$e" || stale+=("engine $e")
	done
	echo "not in jobs/fio-options.tsv (add a row: allow or refuse, and why): ${missing[*]:-none}"
	echo "rows fio does not know: ${stale[*]:-none}"
	[ "${#missing[@]}" -eq 0 ]
	[ "${#stale[@]}" -eq 0 ]
	# and a name that is not a row is refused: a new option until someone adds it
	printf '[x]\nrw=read\nfrobnicate=1\n' >"$WORK/new.fio"
	run "$STUDY" job-check "$WORK/new.fio"
	[ "$status" -eq 1 ]
	[[ $output == "$WORK/new.fio:3: frobnicate: not an option of jobs/fio-options.tsv"* ]]
	# the sweep's allow-list is the table's sweep column
	diff <(awk -F'\t' '!/^#/ && $5 == "sweep" { print $1 }' "$TABLE") <("$STUDY" sweep-keys | cut -f1)
}

@test "finding 1 (a), as nobody: an option name hiding \${VAR} (exec_pre\${SCHEDAIO_NOPE}run=) is refused before anything; nothing runs as root" {
	attacker
	laptop_pack
	# shellcheck disable=SC2016 # the pack holds these characters as they are
	printf 'exec_pre${SCHEDAIO_NOPE}run=sh -c '"'"'id > %s/pwned'"'"'\n' "$EVIL" >>"$WORK/line"
	{ cat "$EVIL/pack/randread-4k.fio" "$WORK/line"; } | put "$EVIL/pack/randread-4k.fio.new"
	as_nobody mv "$EVIL/pack/randread-4k.fio.new" "$EVIL/pack/randread-4k.fio"
	local n
	n=$(wc -l <"$EVIL/pack/randread-4k.fio")
	rp_scratch
	[ ! -e "$EVIL/pwned" ] # the old text check passed it, and fio ran id as root
	refused_before_anything "$EVIL/pack/randread-4k.fio:$n: a '\$': fio substitutes \${VAR} (in option names too)"
}

@test "finding 1 (b), as nobody: exec_prerun= after an 8191-byte ';' comment on the same line is refused before anything; nothing runs as root" {
	attacker
	laptop_pack
	{
		cat "$EVIL/pack/randread-4k.fio"
		printf ';%s' "$(head -c 8190 /dev/zero | tr '\0' c)"
		printf 'exec_prerun=sh -c "id > %s/pwned"\n' "$EVIL"
	} | put "$EVIL/pack/randread-4k.fio.new"
	as_nobody mv "$EVIL/pack/randread-4k.fio.new" "$EVIL/pack/randread-4k.fio"
	# fio itself reads the option there (what the old text check missed)
	fio --showcmd "$EVIL/pack/randread-4k.fio" | grep -q -- '--exec_prerun=sh -c "id > '
	local n
	n=$(wc -l <"$EVIL/pack/randread-4k.fio")
	rp_scratch
	[ ! -e "$EVIL/pwned" ]
	refused_before_anything "$EVIL/pack/randread-4k.fio:$n: a line of " "bytes: fio reads 8191 bytes at a time"
}

@test "finding 1, the write, as nobody: rw=\${SCHEDAIO_NOPE}randwrite, or --sweep rw=randtrimwrite, on a blank --device without --destructive is refused; the device is untouched" {
	attacker
	need_root
	ram_loop 64
	cmp -s -n $((64 << 20)) /dev/zero "$LOOP" # blank: no signature, all zeroes
	laptop_pack
	sed 's/^rw=randread$/rw=${SCHEDAIO_NOPE}randwrite/' "$EVIL/pack/randread-4k.fio" | put "$EVIL/pack/w.fio"
	as_nobody mv "$EVIL/pack/w.fio" "$EVIL/pack/randread-4k.fio"
	local n
	n=$(grep -n '^rw=' "$EVIL/pack/randread-4k.fio" | cut -d: -f1)
	run --separate-stderr "$RUN_PACK" --pack "$EVIL/pack" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --schedulers none --runs 1 --cells randread-4k
	cmp -s -n $((64 << 20)) /dev/zero "$LOOP" # the old check let fio write randomly over it
	refused_before_anything "$EVIL/pack/randread-4k.fio:$n: a '\$'"
	# the writes check reads what fio runs: a sweep point's rw= too (the old list lacked
	# randtrimwrite, and fell back to the pack's rw=randread)
	laptop_pack
	run --separate-stderr "$RUN_PACK" --pack "$EVIL/pack" --quick --engine libaio --out "$OUT" \
		--device "$LOOP" --schedulers none --runs 1 --cells randread-4k --sweep rw=randtrimwrite
	cmp -s -n $((64 << 20)) /dev/zero "$LOOP"
	refused_before_anything "refusing raw --device $LOOP: cells that write: randread-4k@rw=randtrimwrite"
}

@test "finding 3, as nobody: a trace that adds, opens, writes and closes a root-owned 0600 file is refused before fio runs, naming its line; the file is as it was" {
	attacker
	need_root
	need_engine
	# the file on a device of this test's under the study's scheduler: the engine's
	# expect_sched (which stopped the finding under a scheduler the file's disk did not have)
	# has nothing to say, as under mq-deadline on the machine's disk
	ram_loop 64
	quietly sched_save_restore "$LOOP"
	sched_set "$LOOP" none
	ext4_mount "$LOOP"
	local victim=$MNT/victim
	echo keep >"$victim"
	chmod 0600 "$victim"
	as_nobody mkdir -p "$EVIL/pack/traces"
	echo '{"name": "evil"}' | put "$EVIL/pack/pack.json"
	printf '[global]\nioengine=libaio\n[own]\nfilename=own.dat\nsize=1m\ncreate_only=1\n[app]\nstonewall\nread_iolog=traces/t.iolog\n' |
		put "$EVIL/pack/evil.fio"
	printf 'fio version 2 iolog\n%s add\n%s open\n%s write 0 4096\n%s close\n' "$victim" "$victim" "$victim" "$victim" |
		put "$EVIL/pack/traces/t.iolog"
	run --separate-stderr "$RUN_PACK" --pack "$EVIL/pack" --quick --out "$OUT" \
		--scratch-backing /dev/shm --schedulers none --runs 1 --cells evil
	[ "$(head -c 5 "$victim")" = keep ] # the old check let fio write 4 KiB over it
	[ "$(stat -c '%u %a %s' "$victim")" = "0 600 5" ]
	refused_before_anything "$EVIL/pack/evil.fio:9: read_iolog: traces/t.iolog:2: add $victim: not a file the job names"
	# a trace of the cell's own file is taken (what the start-up pack's are)
	printf 'fio version 2 iolog\nown.dat add\nown.dat open\nown.dat read 0 4096\nown.dat close\n' |
		put "$EVIL/pack/traces/t2.iolog"
	sed 's|traces/t.iolog|traces/t2.iolog|' "$EVIL/pack/evil.fio" | put "$EVIL/pack/e2.fio"
	as_nobody mv "$EVIL/pack/e2.fio" "$EVIL/pack/evil.fio"
	run "$STUDY" job-check "$EVIL/pack/evil.fio"
	[ "$status" -eq 0 ]
}

@test "fio replays the trace's checked copy in the run folder: a trace changed after the check is not what fio reads" {
	local pack=$WORK/pack run=$WORK/run
	mkdir -p "$pack/traces" "$run"
	cp "$TOP/jobs/startup/idle-xterm.fio" "$TOP/jobs/startup/pack.json" "$pack/"
	cp "$TOP/jobs/startup/traces/xterm.iolog" "$pack/traces/"
	"$STUDY" job-file "$run/job.fio" "$pack/idle-xterm.fio" --ioengine libaio --directory "$WORK/d" --replay "$pack"
	grep -qx "read_iolog=$run/replay-app.iolog" "$run/job.fio"
	cmp "$run/replay-app.iolog" "$TOP/jobs/startup/traces/xterm.iolog"
	# the pack's trace made hostile after job-file: the run's copy is the checked bytes
	printf 'fio version 2 iolog\n/etc/x add\n' >"$pack/traces/xterm.iolog"
	cmp "$run/replay-app.iolog" "$TOP/jobs/startup/traces/xterm.iolog"
	[ -z "$(grep -v '^;' "$run/job.fio" | grep -F "$pack")" ]
	# and job-file reads it again for the next run: refused, nothing written
	run --separate-stderr "$STUDY" job-file "$WORK/run2.fio" "$pack/idle-xterm.fio" --ioengine libaio \
		--directory "$WORK/d" --replay "$pack"
	[ "$status" -eq 2 ]
	[[ $stderr == *"read_iolog: traces/xterm.iolog:2: add /etc/x: not a file the job names"* ]]
	[ ! -e "$WORK/run2.fio" ]
	[ ! -e "$WORK/replay-app.iolog" ]
}

@test "before each run fio's own reading of job.fio is compared with ours (job_fio_check): the same passes, another is refused naming the difference" {
	# shellcheck source=scripts/lib/rp-util.sh
	. "$TOP/scripts/lib/rp-util.sh"
	# shellcheck source=scripts/lib/rp-manifest.sh
	. "$TOP/scripts/lib/rp-manifest.sh"
	# shellcheck source=scripts/lib/rp-job.sh
	. "$TOP/scripts/lib/rp-job.sh"
	"$STUDY" job-file "$WORK/job.fio" "$TOP/jobs/laptop/randread-4k.fio" --ioengine libaio --directory "$WORK/d"
	run job_fio_check "$WORK/job.fio"
	[ "$status" -eq 0 ]
	# a fio that reads the file otherwise (as a fio whose reading we got wrong would)
	mkdir "$WORK/bin"
	printf '#!/bin/sh\n/usr/bin/env -u PATH fio "$@" | sed "s/--rw=randread/--rw=randwrite/"\n' >"$WORK/bin/fio"
	sed -i "s|/usr/bin/env -u PATH fio|$(command -v fio)|" "$WORK/bin/fio"
	chmod +x "$WORK/bin/fio"
	PATH=$WORK/bin:$PATH run job_fio_check "$WORK/job.fio"
	[ "$status" -eq 1 ]
	[[ $output == "$WORK/job.fio: fio reads it otherwise than schedaio-study: [global]: fio read --rw=randwrite, the file --rw=randread" ]]
	# a fio that refuses it
	printf '#!/bin/sh\necho "fio: bad option" >&2\nexit 1\n' >"$WORK/bin/fio"
	PATH=$WORK/bin:$PATH run job_fio_check "$WORK/job.fio"
	[ "$status" -eq 1 ]
	[[ $output == "$WORK/job.fio: fio --showcmd refused it: fio: bad option" ]]
}

@test "issue 39: a job whose fio buffers (iodepth x bs x numjobs) exceed half of MemAvailable is refused before anything, one line naming the job and both figures; --dry-run too" {
	attacker
	laptop_pack
	# 1024 io_us of 1 GiB, 64 clones: 64 TiB of buffers, more than any machine's memory
	sed 's/^bs=4k$/bs=1g/; s/^iodepth=64$/iodepth=1024/' "$EVIL/pack/randread-4k.fio" |
		{ cat; echo numjobs=64; } | put "$EVIL/pack/randread-4k.fio.new"
	as_nobody mv "$EVIL/pack/randread-4k.fio.new" "$EVIL/pack/randread-4k.fio"
	rp_scratch
	refused_before_anything "cell randread-4k" "job 'test' needs 65536.0 GiB of fio buffers (iodepth 1024 x bs 1.0 GiB x numjobs 64" \
		"more than 50 % of MemAvailable (" "nothing was made"
	run --separate-stderr "$RUN_PACK" --pack "$EVIL/pack" --quick --engine libaio --out "$OUT" \
		--schedulers none --runs 1 --cells randread-4k --dry-run
	refused_before_anything "needs 65536.0 GiB of fio buffers"
	# the pack as it is fits (64 io_us of 4 KiB)
	laptop_pack
	run --separate-stderr "$RUN_PACK" --pack "$EVIL/pack" --quick --engine libaio --out "$OUT" \
		--schedulers none --runs 1 --cells randread-4k --dry-run
	[ "$status" -eq 0 ]
}
