#!/usr/bin/env bats
# tests/run: check long
# shellcheck disable=SC2154 # stderr: set by bats' run --separate-stderr
# compare-format-row.bats: an output format is one writer file and one table row (issue 41:
# "Adding an output format in a test build touches one new file and one table row"). A copy
# of the sources compare is built from gets compare/render/render_tsv.c (a writer with one
# hook, writer.h) and one RENDER_FORMAT row in compare/render/formats.h, and nothing else;
# the copy builds, --format tsv writes a line per row of every table, --help lists it, and
# an unknown format's message names it. DEVELOPING.md "Add an output format" walks the same.
# About 30 s (the copy builds compare, and lib/ when the tree has not built it); no root, no
# device.

bats_require_minimum_version 1.5.0

load helpers

setup_file() {
	local copy=$BATS_FILE_TMPDIR/tree
	mkdir "$copy"
	# what make build/compare reads: the sources, the label tables (jobs/), setup-deps, with
	# their times (cp -a), so that lib/'s objects and library, copied when the tree has them
	# built, are up to date there and only compare is built (lib/ is not what a format changes)
	cp -a "$TOP/compare" "$TOP/lib" "$TOP/jobs" "$TOP/scripts" "$TOP/Makefile" "$copy/"
	if [ -f "$TOP/build/libschedaio.a" ]; then
		mkdir "$copy/build"
		cp -a "$TOP/build/lib" "$TOP/build/libschedaio.a" "$copy/build/"
	fi
	# the one new file: a writer with one hook
	cat >"$copy/compare/render/render_tsv.c" <<'EOF'
// render_tsv.c: a format for a test: a line per row of every table, tab-separated: cell,
// metric, label, mean.
#include <errno.h>

#include "render/render.h"

static int tsv_table(struct render_ctx *c, const struct model_table *t)
{
	size_t i;

	for (i = 0; i < t->n; i++)
		fprintf(c->out, "%s\t%s\t%s\t%g\n", t->cell, metric_info(t->metric)->key,
			t->rows[i].label, t->rows[i].st.mean);
	return ferror(c->out) ? -EIO : 0;
}

const struct render_writer render_writer_tsv = { .table = tsv_table };
EOF
	# the one row
	echo 'RENDER_FORMAT(tsv, NULL, "tsv", "tab-separated, a line per row")' \
		>>"$copy/compare/render/formats.h"
	make -s -j2 -C "$copy" build/compare >"$BATS_FILE_TMPDIR/make.log" 2>&1 ||
		{ cat "$BATS_FILE_TMPDIR/make.log"; return 1; }
}

@test "the copy differs from the tree by one new file and one added row" {
	local copy=$BATS_FILE_TMPDIR/tree
	run diff -rq "$TOP/compare" "$copy/compare"
	echo "$output"
	[ "${#lines[@]}" -eq 2 ]
	[[ ${lines[0]} == "Files $TOP/compare/render/formats.h and $copy/compare/render/formats.h differ" ]]
	[[ ${lines[1]} == "Only in $copy/compare/render: render_tsv.c" ]]
	run diff "$TOP/compare/render/formats.h" "$copy/compare/render/formats.h"
	[ "${#lines[@]}" -eq 2 ]
	[[ ${lines[1]} == '> RENDER_FORMAT(tsv, '* ]]
	# the build saw nothing but that: the Makefile, lib/ and the tables as in the tree
	cmp "$TOP/Makefile" "$copy/Makefile"
	run diff -rq "$TOP/lib" "$copy/lib"
	[ -z "$output" ]
}

@test "--format tsv: a line per row of every table, as the JSON's tables hold them" {
	local copy=$BATS_FILE_TMPDIR/tree study=$TOP/tests/fixtures/results/mini
	run --separate-stderr env SCHEDAIO_TOP="$TOP" "$copy/build/compare" --format tsv "$study"
	[ "$status" -eq 0 ]
	[ -n "$output" ]
	cut -f1-3 <<<"$output" >"$BATS_TEST_TMPDIR/tsv"
	SCHEDAIO_TOP="$TOP" "$TOP/build/compare" --format json "$study" |
		jq -r '.tables[] | .cell as $c | .metric as $m | .rows[] | "\($c)\t\($m)\t\(.label)"' \
			>"$BATS_TEST_TMPDIR/json"
	diff "$BATS_TEST_TMPDIR/json" "$BATS_TEST_TMPDIR/tsv"
	# the formats that were there are as they were
	diff <(SCHEDAIO_TOP="$TOP" "$copy/build/compare" --format csv "$study") \
		<(SCHEDAIO_TOP="$TOP" "$TOP/build/compare" --format csv "$study")
}

@test "--help lists the row; an unknown format names it" {
	local copy=$BATS_FILE_TMPDIR/tree
	run "$copy/build/compare" --help
	[ "$status" -eq 0 ]
	grep -qE '^ +tsv +tab-separated, a line per row \(\.tsv\)$' <<<"$output"
	run --separate-stderr "$copy/build/compare" --format nope "$TOP/tests/fixtures/results/mini"
	[ "$status" -eq 2 ]
	[[ $stderr == *"unknown --format (text, md, csv, json, pts, tsv)"* ]]
}
