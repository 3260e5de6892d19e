#!/usr/bin/env bats
# tests/run: check long
# committed-outputs.bats: every committed study's outputs (compare*.txt, composite.xml, plots/,
# report/) are what today's code makes from its runs, byte for byte. A move of code is pure when
# this still passes (issue 41); a change that changes an output regenerates the committed ones
# in the same commit. The studies are listed from git (`git ls-files`), never from results/,
# where a user's own studies live (issue 40); each is copied, its tracked files only, into a
# temporary folder and remade there by the `scripts/plots` command its NOTE.md names (the
# study given as the same relative path, so that reports name it alike). Outputs that need a
# program make test does not install (report-screenshot.png: Chromium) are left out.
# Needs gnuplot and jq (setup-deps); no root, no device.

setup_file() {
	cd "$BATS_TEST_DIRNAME/../.." || return 1
	make -s build/compare >/dev/null
}

setup() {
	cd "$BATS_TEST_DIRNAME/../.." || return 1
	command -v git >/dev/null || skip "git not installed"
	git rev-parse --is-inside-work-tree >/dev/null 2>&1 || skip "not a git checkout"
	WORK=$(mktemp -d)
}

teardown() {
	rm -rf "$WORK"
}

# outputs STUDY: the study's tracked outputs (not its runs, manifest, log or notes).
outputs() {
	git ls-files "$1" | grep -vE '/run-[0-9]+/|/manifest\.json$|/NOTE\.md$|/run-pack\.log$|/report-screenshot\.png$'
}

# remake STUDY: copy its tracked files into $WORK and run its NOTE.md's plots command there.
remake() {
	local study=$1 cmd
	cmd=$(grep -m1 -E '^    scripts/plots ' "$study/NOTE.md" | sed 's/^ *//')
	[[ $cmd == "scripts/plots "*" $study" ]] || { echo "$study/NOTE.md: no 'scripts/plots ... $study' line"; return 1; }
	git ls-files -z "$study" | xargs -0 cp --parents -t "$WORK/" # many files a cp
	# shellcheck disable=SC2086 # the NOTE's words: options and the study, no quoting in them
	(cd "$WORK" && "$OLDPWD/scripts/plots" ${cmd#scripts/plots } >/dev/null 2>"$WORK/plots.err") ||
		{ echo "$study: $cmd failed:"; cat "$WORK/plots.err"; return 1; }
}

@test "every committed study's outputs are remade byte for byte by the command its NOTE.md names" {
	local studies study f differ=() missing=() outs=() list=$BATS_TEST_TMPDIR/outputs
	studies=$(git ls-files 'results/*/manifest.json' | xargs -n1 dirname | sort -u)
	[ "$(wc -l <<<"$studies")" -ge 9 ]
	for study in $studies; do
		[ -f "$study/NOTE.md" ] || { differ+=("$study: no NOTE.md naming its plots command"); continue; }
		remake "$study" || { differ+=("$study: not remade"); continue; }
		outputs "$study" | sort >"$list"
		outs=()
		while IFS= read -r f; do
			if [ -f "$WORK/$f" ]; then outs+=("$f"); else missing+=("$f"); fi
		done <"$list"
		# byte for byte: one checksum process a side (a cmp a file took ~900 processes)
		if [ "${#outs[@]}" -gt 0 ]; then
			while IFS= read -r f; do
				differ+=("$f")
			done < <(diff <(sha256sum -- "${outs[@]}") <(cd "$WORK" && sha256sum -- "${outs[@]}") |
				sed -n 's/^< [0-9a-f]*  //p')
		fi
		# and nothing made that is not committed
		while IFS= read -r f; do
			differ+=("$f (made, not committed)")
		done < <(comm -13 "$list" <(cd "$WORK" && find "$study" -type f \( -path '*/plots/*' -o -path '*/report/*' -o -name 'compare*.txt' -o -name composite.xml \) | sort))
		rm -rf "${WORK:?}/results"
	done
	printf 'differs: %s\n' "${differ[@]}"
	printf 'not made: %s\n' "${missing[@]}"
	[ "${#differ[@]}" -eq 0 ]
	[ "${#missing[@]}" -eq 0 ]
}
