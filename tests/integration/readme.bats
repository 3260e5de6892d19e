#!/usr/bin/env bats
# shellcheck disable=SC2154 # stderr is set by bats' run --separate-stderr
# readme.bats: every command of README.md's sh blocks runs as written on this machine (a kernel
# without bfq among them: issue 40 item 6), read from README.md itself so that the test follows
# it. Each runs from a folder of the test's own whose scripts/, jobs/ and build/ are this tree's
# and whose results/ holds this tree's committed studies and reference sets (linked; the study
# that scripts/plots writes into is a copy), so nothing of the tree is written:
#   fio ...                  on a loop device of the test's own (for /dev/loopN), 1 s
#                            (--runtime=1 added after the example's own)
#   scripts/run-pack ...     with --dry-run added: exit 0 and a plan of at least one run; with
#                            --hosts FILE, FILE names this machine with a loop device of the
#                            test's own and ssh is a stand-in that runs the host's part here
#   scripts/compare, plots, merge-stats ...   as written: exit 0
#   make TARGET              make -n TARGET: exit 0; for make study, its run-pack command
#                            with --dry-run as above
# Every file an example writes is under results/ (nothing else appears in the folder).
# Any other command fails the test (a new kind of example needs a line here). Needs root (loop
# devices, run-pack's host check), the engine and gnuplot; ~1 minute.

bats_require_minimum_version 1.5.0

load helpers

setup() {
	common_setup
	export SCHEDAIO_STATE_DIR=$WORK/state SCHEDAIO_HOST_STATE_DIR=$WORK/hoststate
}

teardown() {
	common_teardown
}

# readme_commands: the commands of README.md's sh blocks, one per line: continuation lines
# joined, comment lines and trailing comments dropped.
readme_commands() {
	awk '/^```sh$/ { f = 1; next } /^```$/ { f = 0 } f' "$TOP/README.md" |
		sed -e ':a' -e '/\\$/N; s/\\\n[[:space:]]*//; ta' |
		grep -v '^[[:space:]]*#' | sed 's/[[:space:]][[:space:]]*#.*$//' | sed '/^[[:space:]]*$/d'
}

# dry_plan CMD: the run-pack command CMD with --dry-run, in the current folder: exit 0 and a
# plan of at least one run on stdout.
dry_plan() {
	run --separate-stderr bash -c "$1 --dry-run"
	echo "$1 --dry-run: exit $status"
	echo "$output"
	echo "$stderr"
	[ "$status" -eq 0 ]
	[[ $output =~ plan:\ .*=\ [1-9][0-9]*\ runs ]]
}

# bats test_tags=committed
@test "README.md's sh blocks: each command runs as written (run-pack with --dry-run)" {
	need_root
	need_engine
	command -v gnuplot >/dev/null || skip "gnuplot not installed"
	local cwd=$WORK/cwd cmd e n=0 study make_cmd mnt=$WORK/mnt studies
	mkdir -p "$cwd/results" "$WORK/bin" "$mnt"
	ln -s "$TOP/scripts" "$TOP/jobs" "$TOP/build" "$cwd/"
	ln -s "$TOP/results/reference" "$cwd/results/"
	studies=$(committed_studies)
	for e in $studies; do ln -s "$TOP/$e" "$cwd/results/"; done
	# the loop device of the fio example; the host of the --hosts example: this machine, over
	# an ssh stand-in that runs the host's part here, on a loop device with ext4 of its own
	ram_loop 256
	local fio_loop=$LOOP
	ram_loop 256
	mkfs.ext4 -q "$LOOP"
	mount "$LOOP" "$mnt"
	cleanup_push "umount '$mnt'"
	echo "h1 localhost $LOOP $mnt" >"$cwd/hosts.txt"
	cat >"$WORK/bin/ssh" <<-'EOF'
		#!/bin/bash
		# readme.bats' ssh: the host is this machine: run the command after "-- HOST" here
		while [ "$#" -gt 0 ] && [ "$1" != -- ]; do shift; done
		exec bash -c "$3"
	EOF
	chmod +x "$WORK/bin/ssh"
	cd "$cwd"
	while IFS= read -r cmd; do
		n=$((n + 1))
		echo "# $cmd"
		case "$cmd" in
		"fio "*)
			[[ $cmd == *" --filename=/dev/loopN "* ]]
			run bash -c "${cmd//\/dev\/loopN/$fio_loop} --runtime=1"
			echo "$output"
			[ "$status" -eq 0 ]
			[ -s results/t.0.json ]
			[ -s results/t.1.json ]
			;;
		"scripts/run-pack "*" --hosts "*)
			PATH=$WORK/bin:$PATH dry_plan "$cmd"
			;;
		"scripts/run-pack "*)
			dry_plan "$cmd"
			;;
		"scripts/guest "*" -- scripts/run-pack "*)
			# each of the guest's options is one its --help names, and the command it runs
			# plans here as there (guest.bats boots guests and runs commands in them)
			local o ghelp
			ghelp=$("$TOP/scripts/guest" --help)
			for o in $(grep -o -- ' --[a-z-]*' <<<"${cmd%% -- *}"); do
				grep -q -- "$o" <<<"$ghelp" || { echo "scripts/guest --help does not name $o"; return 1; }
			done
			# (--skip-unoffered here: this host may lack a scheduler the guest has, bfq)
			dry_plan "${cmd#* -- } --skip-unoffered"
			;;
		"scripts/plots "*)
			study=${cmd##* }
			[ -d "$TOP/$study" ]
			rm "$study"
			cp -r "$TOP/$study" "$study"
			run bash -c "$cmd"
			echo "$output"
			[ "$status" -eq 0 ]
			;;
		"scripts/compare "* | "scripts/merge-stats "*)
			run --separate-stderr bash -c "$cmd"
			echo "$stderr"
			[ "$status" -eq 0 ]
			;;
		"make "*)
			[[ $cmd =~ ^make\ [a-z-]+$ ]]
			run make -n -C "$TOP" "${cmd#make }"
			[ "$status" -eq 0 ]
			if [ "$cmd" = "make study" ]; then
				# its run-pack command, as make would run it
				make_cmd=$(grep -o 'scripts/run-pack [^)]*' <<<"$output" | head -n1)
				[ -n "$make_cmd" ]
				dry_plan "$make_cmd"
			fi
			;;
		*)
			echo "README.md example of a kind this test does not run: $cmd (add it to readme.bats)"
			return 1
			;;
		esac
	done < <(readme_commands)
	[ "$n" -ge 12 ]
	[ -s results/t-merged.json ]
	[ -s results/laptop-composite.xml ]
	# every example wrote under results/, nothing beside it in the working folder
	[ "$(ls -A "$cwd" | tr '\n' ' ')" = "build hosts.txt jobs results scripts " ]
}
