# startup-iolog.awk: scripts/record-startup-trace's conversion of one recording: the block
# tracepoints' text (trace_pipe lines of block_bio_queue, block_rq_issue, block_rq_complete and
# sched_process_fork) into fio's iolog v3 of the application's reads (stdout; see the header
# of scripts/record-startup-trace), its figures as one JSON line into the file `info`.
# Variables (awk -v): root, the traced tree's first pid; info, the JSON file; fname, the
# iolog's file name; app; dev, the traced device as "MAJOR,MINOR"; odev, the disk's when it is
# not dev ("" otherwise: no outside reads counted). Exit 1 with a line on stderr when no read
# request of the application was recorded.
function ts_us(s) { sub(/:$/, "", s); return s * 1000000 }
BEGIN { tree[root] = 1 }
/sched_process_fork:/ {
	p = $0; sub(/.* pid=/, "", p); sub(/ .*/, "", p)
	c = $0; sub(/.*child_pid=/, "", c); sub(/ .*/, "", c)
	if (p in tree) tree[c] = 1
	next
}
{
	# "<comm>-<pid> [cpu] flags TIME: event: ..."; the comm may hold spaces and dashes.
	if (!match($0, /-[0-9]+ +\[[0-9]+\]/)) next
	pid = substr($0, RSTART + 1); sub(/ .*/, "", pid)
	rest = substr($0, RSTART + RLENGTH)
	n = split(rest, f, " ")
	for (i = 1; i <= n; i++) if (f[i] ~ /^block_/) break
	if (i > n) next
	ev = f[i]; t = ts_us(f[i - 1]); d = f[i + 1]
	if (d != dev && (odev == "" || d != odev)) next
}
d == odev && ev == "block_bio_queue:" {
	# outside the copy: the reads the tree queued on the disk (its own bios: a request
	# there may merge them with the reads of other processes); rwbs M: ext4 metadata
	if ((pid in tree) && f[i + 2] ~ /R/) { on++; ob += f[i + 5] * 512; if (f[i + 2] ~ /M/) omb += f[i + 5] * 512 }
	next
}
d == odev { next }
ev == "block_bio_queue:" {
	# dev rwbs sector + nr [comm]
	if ((pid in tree) && f[i + 2] ~ /R/) { nb++; bs[nb] = f[i + 3] + 0 }
	next
}
ev == "block_rq_issue:" {
	# dev rwbs bytes (cmd) sector + nr ioprio [comm]
	if (f[i + 2] !~ /R/ || f[i + 2] ~ /F/) next
	nr++; rs[nr] = f[i + 5] + 0; rn[nr] = f[i + 7] + 0; rt[nr] = t; open[rs[nr] "+" rn[nr]] = nr
	next
}
ev == "block_rq_complete:" {
	# dev rwbs (cmd) sector + nr ioprio [err]
	k = (f[i + 4] + 0) "+" (f[i + 6] + 0)
	if (k in open) { rc[open[k]] = t; delete open[k] }
	next
}
END {
	# keep the requests holding a sector that a process of the tree queued
	for (j = 1; j <= nr; j++)
		for (b = 1; b <= nb; b++)
			if (bs[b] >= rs[j] && bs[b] < rs[j] + rn[j]) { keep[j] = 1; break }
	m = 0
	for (j = 1; j <= nr; j++) if (j in keep) { m++; k_s[m] = rs[j]; k_n[m] = rn[j]; k_t[m] = rt[j]; k_c[m] = (j in rc) ? rc[j] : rt[j] }
	if (m == 0) { print "no read request of the application was recorded" > "/dev/stderr"; exit 1 }
	# monotone map of the disk sectors onto the file: sort the distinct starts
	ns = 0
	for (j = 1; j <= m; j++) if (!(k_s[j] in seen)) { seen[k_s[j]] = 1; ns++; st[ns] = k_s[j] }
	for (a = 2; a <= ns; a++) { v = st[a]; b = a - 1; while (b >= 1 && st[b] > v) { st[b + 1] = st[b]; b-- } st[b + 1] = v }
	# each start: the longest request beginning there gives its extent end
	for (j = 1; j <= m; j++) if (k_s[j] + k_n[j] > ext[k_s[j]]) ext[k_s[j]] = k_s[j] + k_n[j]
	pos = 0; prevend = -1
	for (a = 1; a <= ns; a++) {
		s = st[a]
		if (prevend < 0) gap = 0
		else if (s <= prevend) gap = s - prevend  # overlap: keep it
		else { gap = s - prevend; if (gap > 128) gap = 128 }  # at most 64 KiB (128 sectors)
		pos += gap; map[s] = pos
		e = ext[s]; if (prevend < 0 || e > prevend) { pos += e - s; prevend = e } else pos -= gap
		if (map[s] + (e - s) > fend) fend = map[s] + (e - s)
	}
	t0 = k_t[1]; bytes = 0; seqn = 0; think = 0; last = k_t[1]
	for (j = 1; j <= m; j++) {
		bytes += k_n[j] * 512
		if (j > 1 && k_s[j] == k_s[j - 1] + k_n[j - 1]) seqn++
		if (j > 1 && k_t[j] > lastc) think += k_t[j] - lastc
		if (j == 1 || k_c[j] > lastc) lastc = k_c[j]
	}
	span = lastc - t0
	printf "{\"app\": \"%s\", \"file\": \"%s\", \"requests\": %d, \"bytes\": %d, ", app, fname, m, bytes > info
	printf "\"sequential_share\": %.3f, \"recorded_span_s\": %.3f, \"think_s\": %.3f, \"file_bytes\": %d, ", (m > 1 ? seqn / (m - 1) : 0), span / 1e6, think / 1e6, fend * 512 > info
	printf "\"outside_reads\": %d, \"outside_bytes\": %d, \"outside_meta_bytes\": %d}\n", on, ob, omb > info
	print "fio version 3 iolog"
	print 1, fname, "add"
	print 1, fname, "open"
	for (j = 1; j <= m; j++) printf "%d %s read %d %d\n", int(k_t[j] - t0) + 1, fname, map[k_s[j]] * 512, k_n[j] * 512
	printf "%d %s close\n", int(k_t[m] - t0) + 1, fname
}
