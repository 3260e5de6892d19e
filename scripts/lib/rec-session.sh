# shellcheck shell=bash disable=SC2034 # globals shared with scripts/record-startup-trace
# rec-session.sh: scripts/record-startup-trace's desktop-session stand-in (issue 19).
# The seeds' laptop started each application on a live GNOME desktop (S's comm_startup_lat.sh
# sets DISPLAY=:0: "a session must however be open on the target machine"), and S's cache
# flush, `echo 3 > drop_caches`, leaves the pages that running processes map: the kernel's
# fs/drop_caches.c drops each inode's pages with invalidate_mapping_pages, whose kernel-doc
# (mm/truncate.c) says it "will not invalidate pages which are dirty, locked, under writeback
# or mapped into pagetables". So the toolkit and GL libraries
# the session keeps mapped (gnome-shell, gnome-settings-daemon: GTK3, GDK, glib, cairo, pango,
# fontconfig, libGL and the mesa driver) were not read by the seeds' "cold" start. Under Xvfb
# nothing maps them, so a trace would read them all. The stand-in: one small GTK3 application
# (yad, a GTK3 dialog tool: it links GTK3 and its stack only; zenity 3.44 also links
# WebKitGTK, whose libraries no desktop keeps mapped for a terminal to find) shows a window on
# the recorder's Xvfb, started in the copy's mount namespace, so that it maps the copies the
# cold start reads, and it runs through every cold start. It is not in the application's
# process tree, so its own reads are not in the trace.
# Needs: rp-state.sh (rec_spawn: a recproc session, stopped by --restore after a SIGKILL), the
# caller's TMP, DISPLAY, TIMEOUT, NS_PID, LOOP, log and fail. Sets SESSION_PID,
# SESSION_MAPPED (the copied files it maps), SESSION_CMD.

SESSION_PID='' SESSION_MAPPED=0 SESSION_CMD=''

# session_package: the Debian package of the stand-in (--session gtk).
session_package() { echo yad; }

# session_command: the stand-in's argv, its window titled schedaio-session-<recorder's pid>.
session_command() {
	echo "yad --title=schedaio-session-$$ --text=schedaio-desktop-session-stand-in --no-buttons"
}

# session_start: start the stand-in (in the copy's namespace when there is one) and wait up to
# TIMEOUT s for its window (xwininfo -name): by then GTK has opened the display and GDK its GL,
# so its libraries are mapped. With a copy, fail unless it maps files of the copy's device.
session_start() {
	local cmd k majmin
	SESSION_CMD=$(session_command)
	read -ra cmd <<<"$SESSION_CMD"
	[ -z "$NS_PID" ] || cmd=(nsenter -t "$NS_PID" -m -- "${cmd[@]}")
	rec_spawn session setsid "${cmd[@]}" >"$TMP/session.log" 2>&1 </dev/null
	SESSION_PID=$REC_PID
	for ((k = 0; k < TIMEOUT * 10; k++)); do
		xwininfo -name "schedaio-session-$$" >/dev/null 2>&1 && break
		kill -0 "$SESSION_PID" 2>/dev/null || fail "the session stand-in exited: $(tail -n1 "$TMP/session.log")"
		sleep 0.1
	done
	[ "$k" -lt $((TIMEOUT * 10)) ] || fail "the session stand-in showed no window within $TIMEOUT s"
	if [ -n "$NS_PID" ]; then
		# /proc/PID/maps: "addr perms offset MAJ:MIN inode path", MAJ:MIN in hex
		majmin=$(awk -F: '{ printf "%02x:%02x", $1, $2 }' "/sys/class/block/$(basename "$LOOP")/dev")
		SESSION_MAPPED=$(awk -v d="$majmin" '$4 == d && $6 ~ /^\// { print $6 }' "/proc/$SESSION_PID/maps" | sort -u | wc -l)
		[ "$SESSION_MAPPED" -gt 0 ] || fail "the session stand-in maps no file of the copy ($LOOP)"
	fi
	log "$PROG: session stand-in up ($SESSION_CMD, pid $SESSION_PID)${NS_PID:+: maps $SESSION_MAPPED files of the copy}"
}

# session_check: fail unless the stand-in still runs (checked after each cold start).
session_check() {
	[ -z "$SESSION_PID" ] || kill -0 "$SESSION_PID" 2>/dev/null || fail "the session stand-in exited during the recordings"
}

# session_stop: end the stand-in and its session (TERM, then KILL); safe to call twice.
session_stop() {
	[ -n "$SESSION_PID" ] || return 0
	kill -TERM -- "-$SESSION_PID" 2>/dev/null || true
	kill -KILL -- "-$SESSION_PID" 2>/dev/null || true
	wait "$SESSION_PID" 2>/dev/null || true
	SESSION_PID=''
}
