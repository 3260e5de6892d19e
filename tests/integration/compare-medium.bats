#!/usr/bin/env bats
# compare-medium.bats: compare says which medium a study ran on (issue 32 item 3): the header's
# Medium line is manifest.json's device_model.name, or "plain scratch device" without one
# (absent, null, "none"); two studies on different media, or one study whose runs name
# different models (hosts), get a MIXED MEDIA first line on each table. Synthetic manifests
# (copies of tests/fixtures/results/mini with device_model set by jq). No root. ~5 s.

bats_require_minimum_version 1.5.0

load helpers

COMPARE=$TOP/scripts/compare

setup() {
	common_setup
}

teardown() {
	common_teardown
}

# study DIR MODEL_JSON: a copy of the fixture study with device_model = MODEL_JSON (or none
# when MODEL_JSON is "absent").
study() {
	cp -r "$TOP/tests/fixtures/results/mini" "$1"
	if [ "$2" = absent ]; then
		jq 'del(.device_model)' "$1/manifest.json" >"$1/m" && mv "$1/m" "$1/manifest.json"
	else
		jq --argjson d "$2" '.device_model = $d' "$1/manifest.json" >"$1/m" && mv "$1/m" "$1/manifest.json"
	fi
}

@test "compare's header names the medium: the model's name, or plain scratch device" {
	study "$WORK/a" '{"name": "laptop", "model": {}}'
	run --separate-stderr "$COMPARE" "$WORK/a"
	[ "$status" -eq 0 ]
	[[ $output == *$'\nMedium    laptop\n'* ]]
	run ! grep -F "MIXED MEDIA" <<<"$output"
	local v
	for v in absent null '"none"' '{"name": "none"}'; do
		rm -rf "$WORK/b"
		study "$WORK/b" "$v"
		run --separate-stderr "$COMPARE" "$WORK/b"
		[ "$status" -eq 0 ]
		[[ $output == *$'\nMedium    plain scratch device\n'* ]] || { echo "$v: $output"; return 1; }
	done
	# a hostile name stays on its line
	rm -rf "$WORK/b"
	study "$WORK/b" '{"name": "x\nTable fake"}'
	run --separate-stderr "$COMPARE" "$WORK/b"
	[ "$status" -eq 0 ]
	run ! grep -x "Table fake" <<<"$output"
}

@test "a table mixing media says so on its first line: two studies, or runs on different models" {
	study "$WORK/a" '{"name": "laptop"}'
	study "$WORK/b" absent
	run --separate-stderr "$COMPARE" "$WORK/a" "$WORK/b"
	[ "$status" -eq 0 ]
	[[ $output == *"MIXED MEDIA: these rows ran on different media"* ]]
	# every table's first line (the line after its title) is the warning
	local tables mixed
	tables=$(grep -cE '^[a-z0-9-]+: .* \((more|less) is better\)' <<<"$output")
	[ "$tables" -ge 2 ]
	mixed=$(grep -A1 -E '^[a-z0-9-]+: .* \((more|less) is better\)' <<<"$output" | grep -c '^  MIXED MEDIA: ')
	[ "$mixed" -eq "$tables" ]
	# same medium on both: no warning
	rm -rf "$WORK/b"
	study "$WORK/b" '{"name": "laptop"}'
	run --separate-stderr "$COMPARE" "$WORK/a" "$WORK/b"
	[ "$status" -eq 0 ]
	run ! grep -F "MIXED MEDIA" <<<"$output"
	# one study whose runs name two models (a --hosts study on different media)
	rm -rf "$WORK/c"
	study "$WORK/c" '{"name": "laptop"}'
	jq '.results[0].device_model = "epyc" | .results[1].device_model = "laptop"' "$WORK/c/manifest.json" >"$WORK/c/m"
	mv "$WORK/c/m" "$WORK/c/manifest.json"
	run --separate-stderr "$COMPARE" "$WORK/c"
	[ "$status" -eq 0 ]
	mixed=$(grep -c "MIXED MEDIA" <<<"$output") || mixed=0
	[ "$mixed" -ge 1 ]
}
