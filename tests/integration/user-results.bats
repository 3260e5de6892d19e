#!/usr/bin/env bats
# tests/run: check long
# shellcheck disable=SC2154 # stderr is set by bats' run --separate-stderr
# user-results.bats: the tests read only their own fixtures, never a user's studies in
# results/ (issue 40 item 4). A test that wants the committed studies lists them from git
# (helpers.bash committed_studies); so:
# - no test or helper names results/ by a glob (results/*, results/2026*);
# - in a temporary clone of this tree (its changes to tracked files copied over, build/
#   copied), the studies a user leaves are made for real: `make study` (its scripts/plots
#   outputs too), a study made by run-pack alone (no composite.xml), one stopped by Ctrl-C
#   (SIGINT) and one stopped and then resumed (--resume); then every test that reads the
#   committed studies passes there as it does here (bats --filter-tags committed in the
#   clone, over the files that hold them: those tests only, not their files' others);
# - a test carries the bats tag committed exactly when it reads the committed studies: it
#   calls committed_studies, itself or through a function or its file's setup (helpers.bash
#   committed_tests), so that none is left out of the clone's run, and none runs there idly.
# The clone's test needs root (run-pack), git, gnuplot and xmllint, ~3 minutes, and skips in
# the check tier (make check); the other two are static, seconds.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	common_setup
}

teardown() {
	rp_kill
	common_teardown
}

# bats test_tags=committed
@test "no test lists results/ by a glob: the committed studies come from git" {
	local f files=()
	# this file globs only the results/ of the clone it makes
	for f in "$TOP"/tests/integration/*.bats "$TOP"/tests/integration/*.bash "$TOP"/tests/run; do
		[ "$(basename "$f")" = user-results.bats ] || files+=("$f")
	done
	run grep -nE '(results/\*|results/20[0-9]*\*|"?\$TOP"?/results/\*)' "${files[@]}"
	echo "$output"
	# helpers.bash's committed_studies and committed-outputs.bats ask git for the pattern
	run awk '!/ls-files/' <<<"$output"
	[ -z "$output" ]
	run committed_studies
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -ge 9 ]
	[ "${lines[0]}" = results/20261130-180626-laptop-quick ]
}

@test "a test is tagged committed exactly when it reads the committed studies (helpers.bash committed_tests)" {
	local t=$BATS_TEST_TMPDIR
	# every test here: those that call committed_studies, and only those, run in the clone below
	run committed_tests "$TOP"/tests/integration/*.bats
	[ "$status" -eq 0 ]
	run awk -F'\t' '$2 && !$3 { print $1 ": " $4 ": reads the committed studies but is not tagged committed: put \047# bats test_tags=committed\047 on a line above its @test"; bad = 1 }
		!$2 && $3 { print $1 ": " $4 ": tagged committed but does not read the committed studies"; bad = 1 }
		$2 { n++ } END { if (n < 4) { print n + 0 " tests read the committed studies"; bad = 1 } exit bad }' <<<"$output"
	echo "$output"
	[ "$status" -eq 0 ]
	# the rule on a file of each case (%test, %tags: see runner.bats)
	sed -e 's/^%test/@test/' -e 's/^%tags /# bats test_tags=/' -e 's/^%ftags /# bats file_tags=/' >"$t/a.bats" <<-'B'
		list() { studies=$(committed_studies); }
		outer() { list; }
		%tags guest, guest:30s, committed
		%test "direct" { run committed_studies; }
		%test "through two helpers" {
			outer
		}
		%tags committed
		%test "named in a comment, a quote and a here-document" {
			# committed_studies
			grep 'committed_studies
			' f
			cat <<-E
			committed_studies
			E
		}
	B
	sed -e 's/^%test/@test/' -e 's/^%ftags /# bats file_tags=/' >"$t/b.bats" <<-'B'
		%ftags committed
		setup() { list; }
		list() { committed_studies >/dev/null; }
		%test "through setup" { true; }
	B
	run committed_tests "$t/a.bats" "$t/b.bats"
	[ "$status" -eq 0 ]
	[ "$output" = "$t/a.bats	1	1	direct
$t/a.bats	1	0	through two helpers
$t/a.bats	0	1	named in a comment, a quote and a here-document
$t/b.bats	1	1	through setup" ]
}

# clone_tree DIR: a clone of this repository in DIR with the working tree's changes to tracked
# files (staged or not) copied over, and build/ copied and made newer than every source (so
# that no script rebuilds there, and nothing here is rebuilt).
clone_tree() {
	local dir=$1 f
	git clone -q --no-hardlinks "$TOP" "$dir"
	while IFS= read -r -d '' f; do
		if [ -e "$TOP/$f" ]; then cp -a "$TOP/$f" "$dir/$f"; else rm -f "$dir/$f"; fi
	done < <(git -C "$TOP" diff -z --name-only HEAD)
	cp -a "$TOP/build" "$dir/build"
	find "$dir/build" -exec touch -h {} +
}

# user_studies CLONE: the studies in CLONE/results that git does not track, one path a line.
user_studies() {
	local d
	for d in "$1"/results/*/; do
		d=${d%/}
		[ -f "$d/manifest.json" ] || continue
		git -C "$1" ls-files --error-unmatch "${d#"$1"/}/manifest.json" >/dev/null 2>&1 || echo "$d"
	done
}

@test "the tests that read committed studies pass beside make study's, run-pack's, an interrupted and a resumed study" {
	need_root
	need_engine
	command -v git >/dev/null || skip "git not installed"
	git -C "$TOP" rev-parse --is-inside-work-tree >/dev/null 2>&1 || skip "not a git checkout"
	command -v xmllint >/dev/null || skip "xmllint not installed"
	command -v gnuplot >/dev/null || skip "gnuplot not installed"
	local C=$WORK/clone d files=() f stopped path tagged n=0
	clone_tree "$C"
	export SCHEDAIO_STATE_DIR=$WORK/state
	export SCHEDAIO_QUICK="runtime=1 ramp_time=0 startdelay=0 size=32m"
	# make study, as README.md says (the quick laptop pack, one cell here), with its outputs
	run --separate-stderr make -s -C "$C" study STUDY_ARGS="--runs 1 --quick --cells randread-4k"
	echo "$stderr"
	[ "$status" -eq 0 ]
	run user_studies "$C"
	[ "${#lines[@]}" -eq 1 ]
	[ -s "${lines[0]}/composite.xml" ]
	[ -s "${lines[0]}/report/index.html" ]
	# a study by run-pack alone: no compare.txt, no composite.xml (the issue's failure)
	RUN_PACK=$C/scripts/run-pack
	run --separate-stderr "$RUN_PACK" --pack "$C/jobs/laptop" --schedulers none --runs 1 --quick \
		--cells read-4k
	[ "$status" -eq 0 ]
	# stopped by Ctrl-C (SIGINT once its second run's fio runs), copied, then resumed
	start_rp --pack "$C/jobs/laptop" --schedulers none,mq-deadline --runs 1 --quick \
		--cells randread-4k,write-4k --order blocked
	stop_study INT "$C/results/*/none/write-4k/run-1"
	[ "$RC" -eq 130 ]
	stopped=$(user_studies "$C" | while read -r d; do
		[ "$(jq -r .status "$d/manifest.json")" != interrupted ] || echo "$d"
	done)
	[ -d "$stopped" ]
	cp -a "$stopped" "$stopped-copy"
	run --separate-stderr "$RUN_PACK" --resume "$stopped"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[ "$(jq -r .status "$stopped/manifest.json")" = complete ]
	[ "$(jq -r .status "$stopped-copy/manifest.json")" = interrupted ]
	# results/ now holds the committed studies and four of the user's
	run user_studies "$C"
	[ "${#lines[@]}" -eq 4 ]
	# every test that reads the committed studies (tagged committed: the test above checks
	# that), run in the clone: their files with bats --filter-tags committed, the rest of each
	# file left out (this one's first test runs there, not this one)
	run committed_tests "$TOP"/tests/integration/*.bats
	[ "$status" -eq 0 ]
	while IFS=$'\t' read -r f _ tagged _; do
		[ "$tagged" -eq 1 ] || continue
		n=$((n + 1))
		f=tests/integration/$(basename "$f")
		[[ " ${files[*]} " == *" $f "* ]] || files+=("$f")
	done <<<"$output"
	[ "${#files[@]}" -ge 4 ]
	[ "$n" -ge "${#files[@]}" ]
	# a clean environment, as tests/run's: none of this bats' variables, nor its libexec
	# folder on PATH (a bats started with it there cannot find its own parts)
	path=$(tr ':' '\n' <<<"$PATH" | grep -v bats-core | paste -sd:)
	run env -i PATH="$path" HOME="$HOME" TMPDIR="$WORK" bash -c 'cd "$1" && shift && bats "$@"' _ "$C" \
		--filter-tags committed "${files[@]}"
	echo "$output"
	[ "$status" -eq 0 ]
	# every tagged test ran: the filter left none out (nor ran all)
	[ "${lines[0]}" = "1..$n" ]
	[ "$(grep -cE '^(not )?ok ' <<<"$output")" -eq "$n" ]
	[ "$(grep -c '^not ok' <<<"$output")" -eq 0 ]
}
