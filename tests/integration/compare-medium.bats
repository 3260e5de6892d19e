#!/usr/bin/env bats
# compare-medium.bats: compare says which medium a study ran on (issue 32 item 3): the header's
# Medium line (text, md, json, the report) names manifest.json's device_model as it is, its
# stack and caps and where each cap comes from (issue 40), or "plain scratch device" without
# one (absent, null, "none"); two studies on different media, or one study whose runs name
# different models (hosts), get a MIXED MEDIA first line on each table: in text and md the line
# after its title, csv a mixed_media column (1 on each row), json each table's mixed_media (the
# line, or null), the HTML report a warning before each table. Synthetic manifests
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

# mixed_pair: $WORK/a on the laptop model, $WORK/b on a plain device (a table mixing media).
mixed_pair() {
	study "$WORK/a" '{"name": "laptop"}'
	study "$WORK/b" absent
}

# each_table_warns FORMAT TITLE_ERE LINES PREFIX: compare --format FORMAT $WORK/a $WORK/b has
# 2 tables or more (titles matching TITLE_ERE), each followed within LINES lines by
# PREFIX "MIXED MEDIA: ".
each_table_warns() {
	local tables mixed
	run --separate-stderr "$COMPARE" --format "$1" "$WORK/a" "$WORK/b"
	[ "$status" -eq 0 ] || return 1
	tables=$(grep -cE "$2" <<<"$output") || tables=0
	mixed=$(grep -A"$3" -E "$2" <<<"$output" | grep -c "^$4MIXED MEDIA: ") || mixed=0
	echo "$1: $tables tables, $mixed with the warning"
	[ "$tables" -ge 2 ] || return 1
	[ "$mixed" -eq "$tables" ]
}

# same_medium FORMAT: with $WORK/b on $WORK/a's medium, compare --format FORMAT warns nowhere.
same_medium() {
	rm -rf "$WORK/b"
	study "$WORK/b" '{"name": "laptop"}'
	run --separate-stderr "$COMPARE" --format "$1" "$WORK/a" "$WORK/b"
	[ "$status" -eq 0 ] || return 1
	run ! grep -F "MIXED MEDIA" <<<"$output"
}

@test "compare's header names the medium as it is: the model, its stack and caps, or plain scratch device (text, md, json, html, pts, csv)" {
	local v dm
	# as run-pack records it (devmodel.sh devmodel_manifest_json): the model file's content,
	# the file, the stack (issue 40: the header says what the medium really is, and where each
	# cap comes from)
	dm=$(jq -c '{name: "laptop", file: "/somewhere/jobs/models/laptop.json", model: .,
		stack: {backing_file: "/dev/shm/schedaio-scratch.x.img", backing_device: "/dev/loop8",
		device: "/dev/loop9", cgroup: "v1"}}' "$TOP/jobs/models/laptop.json")
	study "$WORK/a" "$dm"
	run --separate-stderr "$COMPARE" "$WORK/a"
	[ "$status" -eq 0 ]
	[[ $output == *$'\nMedium    laptop model (128 GB Samsung MZNTE128 (PM851 M.2) SATA SSD of the seeds\' Lenovo laptop (seeds 000/001), 8 GB RAM): a RAM-backed loop device (its file in /dev/shm) under blk-throttle (cgroup v1) with caps read 461.75 MB/s (472,832,000 B/s; published: laptop-4.15) and 91,121 IOPS (published: laptop-4.13), write 292.97 MB/s (300,000,000 B/s; assumed) and 33,777 IOPS (published: laptop-4.13), and 32 command tags: jobs/models/laptop.json, each figure with its source there\n'* ]]
	run ! grep -F "MIXED MEDIA" <<<"$output"
	# the same line in json and in the report's header
	run --separate-stderr "$COMPARE" --format json "$WORK/a"
	[ "$status" -eq 0 ]
	[[ $(jq -r '.runs[0].medium' <<<"$output") == "laptop model (128 GB Samsung"*"and 32 command tags: jobs/models/laptop.json, each figure with its source there" ]]
	run --separate-stderr "$COMPARE" --html "$WORK/h" "$WORK/a"
	[ "$status" -eq 0 ]
	grep -qF "<tr><td>Medium</td><td>laptop model (128 GB Samsung MZNTE128 (PM851 M.2) SATA SSD of the seeds&#39; Lenovo laptop" "$WORK/h/index.html"
	# csv (no header: each line ends its fixed fields with the row's medium, quoted)
	run --separate-stderr "$COMPARE" --format csv "$WORK/a"
	[ "$status" -eq 0 ]
	[[ ${lines[0]} == *",mixed_media,medium" ]]
	[[ ${lines[1]} == *',0,"laptop model (128 GB Samsung MZNTE128 (PM851 M.2) SATA SSD of the seeds'"'"' Lenovo laptop'*'each figure with its source there"' ]]
	# md (the header's code block) and pts (each System's Hardware, which a PTS viewer shows)
	run --separate-stderr "$COMPARE" --format md "$WORK/a"
	[ "$status" -eq 0 ]
	[[ $output == *$'\n    Medium    laptop model (128 GB Samsung'*$'each figure with its source there\n'* ]]
	run --separate-stderr "$COMPARE" --format pts "$WORK/a"
	[ "$status" -eq 0 ]
	[[ $output == *"<Hardware>Device under test: "*"medium: laptop model (128 GB Samsung MZNTE128 (PM851 M.2) SATA SSD of the seeds&apos; Lenovo laptop"*"each figure with its source there; the pack "* ]]
	# a model without its figures in the manifest says so
	rm -rf "$WORK/a"
	study "$WORK/a" '{"name": "laptop", "model": {}}'
	run --separate-stderr "$COMPARE" "$WORK/a"
	[ "$status" -eq 0 ]
	[[ $output == *$'\nMedium    laptop model: its figures not recorded in the manifest\n'* ]]
	for v in absent null '"none"' '{"name": "none"}'; do
		rm -rf "$WORK/b"
		study "$WORK/b" "$v"
		run --separate-stderr "$COMPARE" "$WORK/b"
		[ "$status" -eq 0 ]
		[[ $output == *$'\nMedium    plain scratch device: a loop device on a file, no device model\n'* ]] || { echo "$v: $output"; return 1; }
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
	each_table_warns text '^[a-z0-9-]+: .* \((more|less) is better\)' 1 '  '
	# same medium on both: no warning
	same_medium text
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

@test "md: each table's first line, after its title, says it mixes media; not when they agree" {
	mixed_pair
	# the heading, a blank line, then the warning
	each_table_warns md '^### .*: .* \((more|less|neither way) is better\)$' 2 ''
	same_medium md
}

@test "csv: mixed_media is 1 on every row of a table that mixes media, 0 when they agree" {
	mixed_pair
	run --separate-stderr "$COMPARE" --format csv "$WORK/a" "$WORK/b"
	[ "$status" -eq 0 ]
	[[ ${lines[0]} == *",mixed_media"* ]]
	run awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "mixed_media") c = i; next }
		{ n++ } $c != 1 { print; bad = 1 } END { if (!c || n < 2) bad = 1; exit bad }' <<<"$output"
	[ "$status" -eq 0 ]
	rm -rf "$WORK/b"
	study "$WORK/b" '{"name": "laptop"}'
	run --separate-stderr "$COMPARE" --format csv "$WORK/a" "$WORK/b"
	[ "$status" -eq 0 ]
	run awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "mixed_media") c = i; next }
		$c != 0 { print; bad = 1 } END { if (!c) bad = 1; exit bad }' <<<"$output"
	[ "$status" -eq 0 ]
}

@test "json: every table's mixed_media is the warning when media mix, null when they agree" {
	mixed_pair
	run --separate-stderr "$COMPARE" --format json "$WORK/a" "$WORK/b"
	[ "$status" -eq 0 ]
	run jq -e '(.tables | length) >= 2 and all(.tables[]; .mixed_media | type == "string" and startswith("MIXED MEDIA: "))' <<<"$output"
	[ "$status" -eq 0 ]
	rm -rf "$WORK/b"
	study "$WORK/b" '{"name": "laptop"}'
	run --separate-stderr "$COMPARE" --format json "$WORK/a" "$WORK/b"
	[ "$status" -eq 0 ]
	run jq -e '(.tables | length) >= 2 and all(.tables[]; has("mixed_media") and .mixed_media == null)' <<<"$output"
	[ "$status" -eq 0 ]
}

@test "html: the warning right before every table of the report when media mix" {
	local tables mixed
	mixed_pair
	run --separate-stderr "$COMPARE" --html "$WORK/h" "$WORK/a" "$WORK/b"
	[ "$status" -eq 0 ]
	tables=$(grep -c '^<table class=metric>' "$WORK/h/index.html")
	[ "$tables" -ge 2 ]
	mixed=$(grep -B1 '^<table class=metric>' "$WORK/h/index.html" | grep -c '^<p class=warn>MIXED MEDIA: ')
	[ "$mixed" -eq "$tables" ]
}

@test "a resumed study's Run line says so, and how often (text, json); a study never resumed does not (issue 40 item 7)" {
	study "$WORK/a" '{"name": "laptop"}'
	run --separate-stderr "$COMPARE" "$WORK/a"
	[ "$status" -eq 0 ]
	[[ $output == *$'\nRun       '*$' (complete)\n'* ]]
	# run-pack --resume appends the time of each resume to manifest.json's "resumed" (study/doc.c)
	jq '.resumed = ["2026-12-06T09:00:00Z"]' "$WORK/a/manifest.json" >"$WORK/a/m" && mv "$WORK/a/m" "$WORK/a/manifest.json"
	run --separate-stderr "$COMPARE" "$WORK/a"
	[ "$status" -eq 0 ]
	[[ $output == *$'\nRun       '*$' (complete, resumed 1 time)\n'* ]]
	jq '.resumed += ["2026-12-06T10:00:00Z"]' "$WORK/a/manifest.json" >"$WORK/a/m" && mv "$WORK/a/m" "$WORK/a/manifest.json"
	run --separate-stderr "$COMPARE" "$WORK/a"
	[ "$status" -eq 0 ]
	[[ $output == *$'\nRun       '*$' (complete, resumed 2 times)\n'* ]]
	run --separate-stderr "$COMPARE" --format json "$WORK/a"
	[ "$(jq '.runs[0].resumed' <<<"$output")" -eq 2 ]
}
