# shellcheck shell=bash
# safedir.sh: the one ownership rule for a folder root writes in or runs a program in
# (run-pack --dir, --out and --resume, the study folder of scripts/plots), after OpenSSH's
# StrictModes: the folder and every folder above it up to / owned by root or the invoking
# user (SUDO_UID, else the real uid) and not writable by group or others, a sticky folder
# such as /tmp only above it. The rule itself is lib/safepath/safepath.c (compare's
# --plots and --html use it too), here through build/schedaio-study safe-dir.
# Sourced by scripts/run-pack and scripts/plots (after paths.sh).

# safe_dir [--missing-ok] DIR: DIR's resolved path on stdout, return 0; or the reason (one
# line, naming the folder and why) on stdout, return 1 (refused by the rule) or 3 (it cannot
# be judged: a folder missing or that this user cannot search); 2 when schedaio-study is
# missing (a line on stderr). --missing-ok: DIR may not exist yet (its nearest existing folder is
# judged: the rest would be made there). Use the printed path afterwards: it is the one checked.
safe_dir() {
	local bin
	bin=$(schedaio_bin schedaio-study study lib) || return 2
	"$bin" safe-dir "$@"
}

# safe_dir_why: what every refusal adds after the reason.
safe_dir_why() {
	echo "every folder up to / must be owned by root or you and not writable by group or others; nothing was done"
}
