#!/usr/bin/env bats
# tests/run: check
# jobs.bats: the job packs in jobs/<target>/ reproduce the Phoronix fio profile.
# Checks: each pack has its 8 cells (<rw>-<bs>.fio) and a pack.json that jq reads with the
# fields run-pack and the comparison need; each .fio holds exactly the profile's key=value
# lines of ../shared/seeds/README.md (no directory=: run-pack adds it), opens with a ';'
# comment naming its seed, and fio --parse-only accepts it. No root needed.

load helpers

setup() { common_setup; }
teardown() { common_teardown; }

PACKS=(laptop epyc)
CELLS=(randread-4k randwrite-4k read-4k write-4k randread-2m randwrite-2m read-2m write-2m)

# expected_lines RW BS: the profile as section-qualified key=value lines, sorted.
expected_lines() {
	{
		printf 'global.%s\n' "rw=$1" ioengine=libaio iodepth=64 size=1g direct=1 buffered=0 \
			startdelay=5 ramp_time=5 runtime=20 time_based disk_util=0 clat_percentiles=0 \
			disable_lat=1 disable_clat=1 disable_slat=1 filename=fiofile
		printf 'test.%s\n' name=test "bs=$2" stonewall
	} | sort
}

# job_lines FILE: FILE's non-comment lines as section.key=value, sorted.
job_lines() {
	awk '/^[;#]/ || /^[[:space:]]*$/ { next }
	     /^\[/ { sect = substr($0, 2, length($0) - 2); next }
	     { gsub(/[[:space:]]*=[[:space:]]*/, "="); print sect "." $0 }' "$1" | sort
}

@test "each pack has exactly the 8 cells as .fio files" {
	local p c n
	for p in "${PACKS[@]}"; do
		for c in "${CELLS[@]}"; do
			[ -f "$TOP/jobs/$p/$c.fio" ] || { echo "missing jobs/$p/$c.fio"; return 1; }
		done
		n=$(find "$TOP/jobs/$p" -maxdepth 1 -name '*.fio' | wc -l)
		[ "$n" -eq 8 ] || { echo "jobs/$p has $n .fio files"; return 1; }
	done
}

@test "pack.json is valid JSON with name, hardware, seeds, units, schedulers and the 8 cells" {
	local p
	for p in "${PACKS[@]}"; do
		run jq -e --arg p "$p" --argjson cells "$(printf '%s\n' "${CELLS[@]}" | jq -R . | jq -s .)" '
			.name == $p and (.title | length > 0)
			and (.hardware | (.cpu and .memory and .disk and .filesystem == "ext4"))
			and (.kernels | length > 0) and (.seeds | length > 0) and (.fio_version | length > 0)
			and (.profile | startswith("pts/fio")) and (.mbps_unit == "KiB/s/1000" or .mbps_unit == "MiB/s")
			and (.mbps_note | length > 0) and (.schedulers | length > 0)
			and (.cells | sort) == ($cells | sort)' "$TOP/jobs/$p/pack.json"
		[ "$status" -eq 0 ] || { echo "jobs/$p/pack.json: $output"; return 1; }
	done
	[ "$(jq -r .mbps_unit "$TOP/jobs/laptop/pack.json")" = KiB/s/1000 ]
	[ "$(jq -r .mbps_unit "$TOP/jobs/epyc/pack.json")" = MiB/s ]
	[ "$(jq -r .fio_version "$TOP/jobs/epyc/pack.json")" = 3.1 ]
	[ "$(jq -c .seeds "$TOP/jobs/epyc/pack.json")" = '["004_0d3f009ebe08082a.txt"]' ]
}

@test "the seeds a pack names exist in ../shared/seeds (skipped where the seeds are absent)" {
	local seeds=$TOP/../shared/seeds
	[ -d "$seeds" ] || skip "no ../shared/seeds beside the repo"
	local p s
	for p in "${PACKS[@]}"; do
		for s in $(jq -r '.seeds[]' "$TOP/jobs/$p/pack.json"); do
			[ -f "$seeds/$s" ] || { echo "jobs/$p: seed $s not found"; return 1; }
		done
	done
}

@test "each .fio has exactly the Phoronix profile's parameters and no directory=" {
	local p c rw bs diff
	for p in "${PACKS[@]}"; do
		for c in "${CELLS[@]}"; do
			rw=${c%-*} bs=${c##*-}
			diff=$(diff <(expected_lines "$rw" "$bs") <(job_lines "$TOP/jobs/$p/$c.fio")) ||
				{ echo "jobs/$p/$c.fio differs from the profile:"; echo "$diff"; return 1; }
		done
	done
}

@test "each .fio opens with a ';' comment naming its target, seed and expected values" {
	local p c f
	for p in "${PACKS[@]}"; do
		for c in "${CELLS[@]}"; do
			f=$TOP/jobs/$p/$c.fio
			[[ $(head -n1 "$f") == ";"* ]] || { echo "$f: no ';' comment on top"; return 1; }
			grep -q '^; Target: ' "$f" || { echo "$f: no Target line"; return 1; }
			grep -q '^; Seed: ' "$f" || { echo "$f: no Seed line"; return 1; }
			grep -q 'Linux AIO, Direct: Yes' "$f" || { echo "$f: no Phoronix test name"; return 1; }
		done
	done
	# A cell the seeds hold quotes the published values; one they lack says so.
	grep -q 'None 358.23' "$TOP/jobs/laptop/randread-4k.fio"
	grep -q 'MQ None 270' "$TOP/jobs/epyc/randread-4k.fio"
	grep -q 'have no such cell' "$TOP/jobs/laptop/read-2m.fio"
}

@test "fio --parse-only accepts every .fio and creates no file" {
	local p c
	for p in "${PACKS[@]}"; do
		for c in "${CELLS[@]}"; do
			run bash -c 'cd "$1" && fio --parse-only "$2"' _ "$WORK" "$TOP/jobs/$p/$c.fio"
			[ "$status" -eq 0 ] || { echo "jobs/$p/$c.fio: $output"; return 1; }
		done
	done
	[ -z "$(ls -A "$WORK")" ]
}
