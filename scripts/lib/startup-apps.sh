# shellcheck shell=bash
# startup-apps.sh: jobs/startup/apps.tsv, the start-up pack's applications (one row each; the
# columns are in the file's header), read and checked the one way every script reads it.
# Sourced by scripts/startup-pack, scripts/record-startup-trace, scripts/setup-deps and
# scripts/run-pack (rp-state.sh's recorder processes: startup_app_programs). Each function
# takes the table's path (startup_apps_file: the repository's or the installed copy's); a
# malformed table gives one line on stderr ("FILE:LINE: why") and status 1, and nothing on
# stdout.

STARTUP_APP_COLUMNS=(app title profile command package programs file_mib setup cells)
# The backgrounds a cell may have: S's comm_startup_lat.sh type (seq, rand) and mix (r: 10
# readers; rw: 5 readers and 5 writers), as the Phoronix profile offers them.
STARTUP_BACKGROUNDS='seq-r seq-rw rand-r rand-rw'

# startup_apps_file: the table of the tree this file belongs to.
startup_apps_file() {
	printf '%s\n' "$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/jobs/startup/apps.tsv"
}

# startup_apps FILE: the rows of FILE, tab-separated, checked: 9 columns; app a name of
# [a-z0-9-] (starting with a letter or digit), each once; title, profile and command printable
# text; package a Debian package name; programs blank-separated names; file_mib 1 to 999999;
# setup yes or no; cells one or more distinct backgrounds of STARTUP_BACKGROUNDS.
startup_apps() {
	[ -r "$1" ] || { echo "startup-apps: cannot read $1" >&2; return 1; }
	LC_ALL=C awk -F'\t' -v file="$1" -v bgs="$STARTUP_BACKGROUNDS" '
		function bad(why) { printf "%s:%d: %s\n", file, FNR, why > "/dev/stderr"; err = 1; exit 1 }
		BEGIN { nb = split(bgs, b, " "); for (i = 1; i <= nb; i++) known[b[i]] = 1 }
		/^#/ || /^[ \t]*$/ { next }
		{
			if (NF != 9) bad("want 9 tab-separated columns (app, title, profile, command, package, programs, file_mib, setup, cells), not " NF)
			if ($1 !~ /^[a-z0-9][a-z0-9-]*$/ || length($1) > 64) bad("app \"" $1 "\" is not a name of a-z, 0-9 and -")
			if ($1 in seen) bad("app " $1 " is listed twice")
			seen[$1] = 1
			for (i = 2; i <= 4; i++)
				if ($i == "" || $i ~ /[[:cntrl:]]/ || length($i) > 200) bad("column " i " of " $1 " is not one line of text")
			if ($5 !~ /^[a-z0-9][a-z0-9.+-]+$/) bad("package \"" $5 "\" of " $1 " is not a Debian package name")
			if ($6 !~ /^[A-Za-z0-9._+-]+( [A-Za-z0-9._+-]+)*$/) bad("programs of " $1 " are not blank-separated program names")
			if ($7 !~ /^[1-9][0-9]*$/ || length($7) > 6) bad("file_mib of " $1 " is not a whole number of MiB from 1 to 999999")
			if ($8 != "yes" && $8 != "no") bad("setup of " $1 " is neither yes nor no")
			n = split($9, c, ",")
			delete got
			for (i = 1; i <= n; i++) {
				if (!(c[i] in known)) bad("cells of " $1 ": \"" c[i] "\" is not one of " bgs)
				if (c[i] in got) bad("cells of " $1 ": " c[i] " twice")
				got[c[i]] = 1
			}
			rows[++nr] = $0
		}
		END { if (!err) for (i = 1; i <= nr; i++) print rows[i] }
	' "$1"
}

# startup_app_column NAME: the 1-based index of column NAME (STARTUP_APP_COLUMNS); 1 unknown.
startup_app_column() {
	local i
	for i in "${!STARTUP_APP_COLUMNS[@]}"; do
		[ "${STARTUP_APP_COLUMNS[i]}" = "$1" ] && { echo $((i + 1)); return 0; }
	done
	echo "startup-apps: no column '$1'" >&2
	return 1
}

# startup_app_names FILE: the applications, in the table's order, one per line.
startup_app_names() {
	local rows
	rows=$(startup_apps "$1") || return 1
	[ -z "$rows" ] || cut -f1 <<<"$rows"
}

# startup_app_get FILE APP COLUMN: APP's value in COLUMN; 1 (a line on stderr) when there is
# no such application.
startup_app_get() {
	local rows c v
	rows=$(startup_apps "$1") || return 1
	c=$(startup_app_column "$3") || return 1
	v=$(awk -F'\t' -v a="$2" -v c="$c" '$1 == a { print $c; found = 1 } END { exit !found }' <<<"$rows") ||
		{ echo "startup-apps: no application '$2' in $1" >&2; return 1; }
	printf '%s\n' "$v"
}

# startup_app_programs [FILE]: every application's programs, blank-separated on one line
# (default: startup_apps_file).
startup_app_programs() {
	local rows
	rows=$(startup_apps "${1:-$(startup_apps_file)}") || return 1
	[ -z "$rows" ] || cut -f6 <<<"$rows" | paste -sd' '
}

# startup_app_setup_packages FILE: the packages of the rows with setup "yes", one per line.
startup_app_setup_packages() {
	local rows
	rows=$(startup_apps "$1") || return 1
	[ -z "$rows" ] || awk -F'\t' '$8 == "yes" { print $5 }' <<<"$rows"
}

# startup_app_fit FILE APP BYTES: raise APP's file_mib in FILE to hold a trace's file of BYTES
# (rounded up to whole MiB) when it is smaller; FILE rewritten through a new temporary renamed
# into place (atomic.sh's write_atomic: the caller sources it), every other byte as it was.
# Prints "OLD NEW" when it raised it, nothing when it was large enough; 1 (a line on stderr)
# when APP is not in FILE, BYTES is not a whole number or FILE cannot be rewritten.
startup_app_fit() {
	local cur mib c
	[[ $3 =~ ^[0-9]{1,15}$ ]] || { echo "startup-apps: '$3' is not a size in bytes" >&2; return 1; }
	cur=$(startup_app_get "$1" "$2" file_mib) || return 1
	mib=$((($3 + 1048575) / 1048576))
	[ "$cur" -lt "$mib" ] || return 0
	c=$(startup_app_column file_mib)
	awk -F'\t' -v OFS='\t' -v a="$2" -v c="$c" -v m="$mib" '!/^#/ && $1 == a { $c = m } { print }' "$1" |
		write_atomic "$1" || { echo "startup-apps: cannot rewrite $1" >&2; return 1; }
	echo "$cur $mib"
}

