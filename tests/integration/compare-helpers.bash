# shellcheck shell=bash disable=SC2154 # output: set by bats' run
# compare-helpers.bash: what compare.bats, compare-bad-files.bats and compare-label-folders.bats
# share (each loads it after helpers): their setup, copy_mini and expect_stdout.

setup() {
	cd "$BATS_TEST_DIRNAME/../.." || return 1
	MINI=tests/fixtures/results/mini
}

# copy_mini: a writable copy of the mini fixture in $work, to break files in.
copy_mini() {
	work=$BATS_TEST_TMPDIR/mini
	cp -r "$MINI" "$work"
}

# expect_stdout: $output must equal stdin exactly (a diff is shown when it does not).
expect_stdout() {
	local want
	want=$(cat)
	if [ "$output" != "$want" ]; then
		diff -u <(printf '%s\n' "$want") <(printf '%s\n' "$output") || true
		return 1
	fi
}
