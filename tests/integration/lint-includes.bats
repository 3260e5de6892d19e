#!/usr/bin/env bats
# tests/run: check
# lint-includes.bats: tests/lint-includes (make lint) passes on the tree and fails on each arrow
# it exists to refuse, planted in a copy of the tree: an include circle in compare/ (a file and
# its own header one node), an include of compare/read from compare/render, an include of
# engine/ from compare/ or study/. Seconds; no root, no device.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	COPY=$BATS_TEST_TMPDIR/tree
	mkdir "$COPY"
	cp -r "$TOP/compare" "$TOP/study" "$TOP/lib" "$TOP/engine" "$COPY/"
}

@test "the tree: no circle in compare/, no render -> read, no engine/ from compare/ or study/" {
	run "$TOP/tests/lint-includes"
	echo "$output"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	run "$TOP/tests/lint-includes" "$COPY"
	[ "$status" -eq 0 ]
}

@test "a planted circle: stats.c includes verdict.h, which includes stats.h" {
	echo '#include "model/verdict.h"' >>"$COPY/compare/model/stats.c"
	run "$TOP/tests/lint-includes" "$COPY"
	echo "$output"
	[ "$status" -eq 1 ]
	[[ $output == *"include circle: "*"compare/model/stats"* ]]
	[[ $output == *"compare/model/verdict"* ]]
}

@test "a planted circle through a header alone: build.h and derived.h include each other" {
	echo '#include "model/build.h"' >>"$COPY/compare/model/derived.h"
	run "$TOP/tests/lint-includes" "$COPY"
	echo "$output"
	[ "$status" -eq 1 ]
	[[ $output == *"include circle: "*"compare/model/derived"* ]]
}

@test "a renderer that includes a reader" {
	echo '#include "read/manifest.h"' >>"$COPY/compare/render/render_num.c"
	run "$TOP/tests/lint-includes" "$COPY"
	echo "$output"
	[ "$status" -eq 1 ]
	[[ $output == *"compare/render/render_num.c: includes compare/read/manifest.h"* ]]
}

@test "compare/ or study/ including a header of engine/, as the compiler would find it" {
	echo '#include "stats/iostats.h"' >>"$COPY/compare/model/stats.c"
	echo '#include "engine/tag/blkdev.h"' >>"$COPY/study/order.c"
	run "$TOP/tests/lint-includes" "$COPY"
	echo "$output"
	[ "$status" -eq 1 ]
	[[ $output == *'compare/model/stats.c: includes "stats/iostats.h" of engine/'* ]]
	[[ $output == *'study/order.c: includes "engine/tag/blkdev.h" of engine/'* ]]
}

@test "--help, and a tree without compare/" {
	run "$TOP/tests/lint-includes" --help
	[ "$status" -eq 0 ]
	[[ $output == *"Usage: tests/lint-includes"* ]]
	run "$TOP/tests/lint-includes" "$BATS_TEST_TMPDIR/none"
	[ "$status" -eq 2 ]
}
