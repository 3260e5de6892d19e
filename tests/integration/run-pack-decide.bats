#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr and stderr_lines are set by bats' run --separate-stderr
# run-pack-decide.bats: run-pack --until-decided 5 stopped and resumed (issue 30's acceptance:
# "SIGINT / SIGKILL + --resume of such a study continue the same decisions"). A quick libaio
# study of one cell (randread-4k of jobs/laptop) and three schedulers on a scratch device
# (SCHEDAIO_QUICK: runtime=1 ramp_time=0 startdelay=0 size=16m), whose fio is the real fio
# behind a wrapper that sets each run's bandwidth from a table (by scheduler and run: the
# decisions are then the same on every machine): none is the best, mq-deadline 4 % below it
# and noisy (open at N = 3: run 4 added for both, the --max-runs), kyber half of it and tight
# ("different" at N = 3: never a run more). SIGINT in none's added run, --resume, SIGKILL in
# mq-deadline's, --restore, --resume: then the runs and their added_because are
# those of the table's uninterrupted study (replayed with build/schedaio-study next, run-pack's
# own loop), no run is lost or twice, the added ones are only of open comparisons, and
# nothing more is wanted by the rule. 13 runs and 2 run again, each ~2 s of fio: 8 min here at a
# load average of 14 to 16 on 2 CPUs (run-pack's own work between runs grows with the load).

bats_require_minimum_version 1.5.0

load helpers

setup() {
	rp_setup "runtime=1 ramp_time=0 startdelay=0 size=16m"
	# the table: KiB/s of runs 1..5 of each scheduler
	BW_none=100000,101000,99000,100000
	BW_mq_deadline=96000,92000,99000,95000
	BW_kyber=50000,50500,49500,50000
	fake_fio
}

teardown() {
	rp_teardown
}

# fake_fio: $WORK/bin/fio, first on run-pack's PATH: the real fio with the same arguments;
# then, for a run of the study (--output=.../SCHED/CELL/run-N/.fio-out.XXXXXX/fio.json), the first job's
# read bandwidth is the table's value of SCHED, run N, and every other bandwidth 0 (run-pack
# and compare read the sum of the jobs' read and write bw). Anything else passes through.
fake_fio() {
	local real
	real=$(command -v fio)
	mkdir -p "$WORK/bin"
	cat >"$WORK/bin/fio" <<EOF
#!/bin/bash
out=
for a in "\$@"; do case \$a in --output=*) out=\${a#--output=} ;; esac; done
"$real" "\$@" || exit
[[ \$out =~ /([a-z-]+)/randread-4k/run-([0-9]+)/\.fio-out\.[^/]+/fio\.json\$ ]] || exit 0
s=\${BASH_REMATCH[1]} r=\${BASH_REMATCH[2]}
case \$s in none) t="$BW_none" ;; mq-deadline) t="$BW_mq_deadline" ;; kyber) t="$BW_kyber" ;; *) exit 0 ;; esac
IFS=, read -r -a v <<<"\$t"
jq --argjson bw "\${v[r - 1]}" '.jobs |= (to_entries | map(.value.read.bw = (if .key == 0 then \$bw else 0 end) | .value.write.bw = 0 | .value))' "\$out" >"\$out.w" &&
	mv -f "\$out.w" "\$out"
EOF
	chmod +x "$WORK/bin/fio"
	export PATH="$WORK/bin:$PATH"
}

# ok_runs MANIFEST: "SCHED CELL RUN WHY" of every ok run, in the manifest's order.
ok_runs() {
	jq -r '.results[] | select(.status == "ok") | "\(.scheduler) \(.cell) \(.run) \(.added_because // "")"' "$1"
}

# replay MANIFEST: the runs the uninterrupted study would have made with the same results:
# run-pack's loop (schedaio-study next, after the last run) over a copy of the study's plan
# that starts with no result and gets, run by run, the result MANIFEST has for the slot next
# names (none: "missing SLOT", and the replay stops). "SCHED CELL RUN WHY" lines.
replay() {
	local m=$1 d=$WORK/replay line s c r why after=()
	rm -rf "$d"
	mkdir "$d"
	jq '.results = [] | .status = "running"' "$m" >"$d/manifest.json"
	while line=$("$TOP/build/schedaio-study" next "$d/manifest.json" "${after[@]}"); do
		IFS=$'\t' read -r s c r why <<<"$line"
		echo "$s $c $r $why"
		jq -e --arg s "$s" --arg c "$c" --argjson r "$r" \
			'[.results[] | select(.scheduler == $s and .cell == $c and .run == $r and .status == "ok")] | length == 1' \
			"$m" >/dev/null || { echo "missing $s $c $r"; return 0; }
		mkdir -p "$d/$s/$c/run-$r"
		echo '{}' >"$d/$s/$c/run-$r/fio.json"
		jq --slurpfile all "$m" --arg s "$s" --arg c "$c" --argjson r "$r" \
			'.results += [$all[0].results[] | select(.scheduler == $s and .cell == $c and .run == $r and .status == "ok")]' \
			"$d/manifest.json" >"$d/m.json"
		mv -f "$d/m.json" "$d/manifest.json"
		after=(--after "$s" "$c" "$r")
	done
}

@test "--until-decided 5: SIGINT and SIGKILL in added runs, --restore, --resume: the same runs and reasons as uninterrupted" {
	need_root
	local backing=$WORK/backing dir s r
	mkdir "$backing"
	start_rp --pack "$TOP/jobs/laptop" --quick --engine libaio --out "$OUT" --scratch-backing "$backing" \
		--schedulers none,mq-deadline,kyber --cells randread-4k --until-decided 5 --max-runs 4
	# SIGINT in none's added run
	stop_study INT "$OUT/*/none/randread-4k/run-4"
	cat "$WORK/stderr"
	[ "$RC" -eq 130 ]
	dir=$(ls -d "$OUT"/*)
	[ "$(jq -r .status "$dir/manifest.json")" = interrupted ]
	# the run stopped was an added one, and says why
	[ "$(jq -r '.results[] | select(.status == "interrupted") | "\(.scheduler) \(.run) \(.added_because)"' "$dir/manifest.json")" = \
		"none 4 until decided: the best, for mq-deadline open at N = 3" ]

	# --resume, SIGKILL in mq-deadline's added run (fio left running), --restore
	start_rp --resume "$dir" --scratch-backing "$backing"
	stop_study KILL "$dir/mq-deadline/randread-4k/run-4"
	[ "$RC" -eq 137 ]
	run --separate-stderr "$RUN_PACK" --restore
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	run ! pgrep -f -- "--output=$dir/"

	# --resume to the end
	run --separate-stderr "$RUN_PACK" --resume "$dir" --scratch-backing "$backing"
	printf '%s\n' "${stderr_lines[@]}"
	[ "$status" -eq 0 ]
	[ "$(jq -r .status "$dir/manifest.json")" = complete ]
	ok_runs "$dir/manifest.json"

	# the runs and reasons of the uninterrupted study given the same results, in its order
	diff <(replay "$dir/manifest.json") <(ok_runs "$dir/manifest.json")
	# no run twice, none lost: runs 1..N of each scheduler, each ok once, with its fio.json
	[ "$(jq '[.results[] | select(.status == "ok") | "\(.scheduler)/\(.run)"] | (length == (unique | length))' "$dir/manifest.json")" = true ]
	for s in none mq-deadline kyber; do
		for r in $(jq -r --arg s "$s" '.results[] | select(.status == "ok" and .scheduler == $s) | .run' "$dir/manifest.json"); do
			[ -f "$dir/$s/randread-4k/run-$r/fio.json" ]
		done
	done
	[ "$(jq -r '[.results[] | select(.status == "ok") | "\(.scheduler):\(.run)"] | sort | join(" ")' "$dir/manifest.json")" = \
		"kyber:1 kyber:2 kyber:3 mq-deadline:1 mq-deadline:2 mq-deadline:3 mq-deadline:4 none:1 none:2 none:3 none:4" ]
	# added runs only for the open comparison (none vs mq-deadline), each with the rule's reason
	[ "$(jq -r '.results[] | select(.status == "ok" and .run > 3) | "\(.scheduler) \(.run) \(.added_because)"' "$dir/manifest.json")" = \
		"$(printf '%s\n' "none 4 until decided: the best, for mq-deadline open at N = 3" \
			"mq-deadline 4 until decided: vs none open at N = 3")" ]
	[ "$(jq '[.results[] | select(.status == "ok" and .run <= 3 and .added_because != null)] | length' "$dir/manifest.json")" -eq 0 ]
	# nothing more to run by the rule; the stops are in the manifest
	run "$TOP/build/schedaio-study" next "$dir/manifest.json"
	[ "$status" -eq 1 ]
	[ "$(jq '.resumed | length' "$dir/manifest.json")" -eq 2 ]
}
