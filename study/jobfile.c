// jobfile.c: fio job files as run-pack reads and rewrites them (see study.h, "jobfile.c").
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "study.h"

int jobfile_read(const char *path, char **buf, size_t *len, char *why, size_t whylen)
{
	FILE *f = fopen(path, "r");
	size_t n = 0, got;
	char *b;
	int err;

	*buf = NULL;
	*len = 0;
	if (!f) {
		err = errno;
		snprintf(why, whylen, "%s: %s", path, strerror(err));
		return -err;
	}
	b = malloc(JOBFILE_MAX + 2);
	if (!b) {
		fclose(f);
		snprintf(why, whylen, "%s: out of memory", path);
		return -ENOMEM;
	}
	/* one byte more than the bound tells a file that is too long */
	while (n <= JOBFILE_MAX && (got = fread(b + n, 1, JOBFILE_MAX + 1 - n, f)) > 0)
		n += got;
	if (ferror(f)) {
		snprintf(why, whylen, "%s: read error", path);
		fclose(f);
		free(b);
		return -EIO;
	}
	fclose(f);
	if (n > JOBFILE_MAX) {
		snprintf(why, whylen, "%s: more than %d bytes: not a job file", path, JOBFILE_MAX);
		free(b);
		return -EFBIG;
	}
	if (memchr(b, '\0', n)) {
		snprintf(why, whylen, "%s: a NUL byte: not a text job file", path);
		free(b);
		return -EINVAL;
	}
	b[n] = '\0';
	*buf = b;
	*len = n;
	return 0;
}

/* next_line: the line at *P (up to '\n' or END) into LINE/LEN, *P past it; 0 at END. */
static int next_line(const char **p, const char *end, const char **line, size_t *len)
{
	const char *nl;

	if (*p >= end)
		return 0;
	nl = memchr(*p, '\n', (size_t)(end - *p));
	*line = *p;
	*len = nl ? (size_t)(nl - *p) : (size_t)(end - *p);
	*p = nl ? nl + 1 : end;
	return 1;
}

/* starts: LINE (LEN bytes) begins with PFX. */
static int starts(const char *line, size_t len, const char *pfx)
{
	size_t n = strlen(pfx);

	return len >= n && !memcmp(line, pfx, n);
}

/* key_value: LINE starts with KEY "=": its value into VAL/VLEN, 1; else 0. */
static int key_value(const char *line, size_t len, const char *key, const char **val, size_t *vlen)
{
	size_t k = strlen(key);

	if (len <= k || memcmp(line, key, k) || line[k] != '=')
		return 0;
	*val = line + k + 1;
	*vlen = len - k - 1;
	return 1;
}

/* is_section: LINE is a section header ("[" first); its name (less the first and last
 * character, as rp-*.sh always read it) into NAME/NLEN. */
static int is_section(const char *line, size_t len, const char **name, size_t *nlen)
{
	if (!len || line[0] != '[')
		return 0;
	*name = line + 1;
	*nlen = len >= 2 ? len - 2 : 0;
	return 1;
}

static int name_is(const char *name, size_t nlen, const char *want)
{
	return nlen == strlen(want) && !memcmp(name, want, nlen);
}

int jobfile_global_value(const char *text, const char *key, const char **val, size_t *vlen)
{
	const char *p = text, *end = text + strlen(text), *line, *name;
	size_t len, nlen;
	int global = 0;

	while (next_line(&p, end, &line, &len)) {
		if (is_section(line, len, &name, &nlen))
			global = len == 8 && !memcmp(line, "[global]", 8);
		if (global && key_value(line, len, key, val, vlen))
			return 1;
	}
	return 0;
}

void jobfile_section_value(const char *text, const char *section, const char *key,
			   const char **val, size_t *vlen)
{
	const char *p = text, *end = text + strlen(text), *line, *name = "", *v, *own = "",
		   *glob = "";
	size_t len, nlen = 0, vl, ownlen = 0, globlen = 0;

	while (next_line(&p, end, &line, &len)) {
		if (is_section(line, len, &name, &nlen))
			continue;
		if (!key_value(line, len, key, &v, &vl))
			continue;
		if (name_is(name, nlen, section))
			own = v, ownlen = vl;
		else if (name_is(name, nlen, "global"))
			glob = v, globlen = vl;
	}
	*val = ownlen ? own : glob;
	*vlen = ownlen ? ownlen : globlen;
}

/* One --quick override "k=v": KEY up to the first '=', VAL up to the next one. */
struct override {
	const char *key, *val;
	size_t klen, vlen;
};

#define JOBFILE_OVERRIDES 32

/* parse_overrides: LIST "k=v[,k=v]" into O (a later k replaces an earlier one). The count,
 * or -EINVAL for more than JOBFILE_OVERRIDES. */
static int parse_overrides(const char *list, struct override *o)
{
	const char *p = list, *comma, *eq, *eq2, *end;
	int n = 0, i;

	while (list && *list && p) {
		comma = strchr(p, ',');
		end = comma ? comma : p + strlen(p);
		eq = memchr(p, '=', (size_t)(end - p));
		struct override ov = { p, eq ? eq + 1 : "", eq ? (size_t)(eq - p) : (size_t)(end - p), 0 };
		if (eq) {
			eq2 = memchr(eq + 1, '=', (size_t)(end - eq - 1));
			ov.vlen = (size_t)((eq2 ? eq2 : end) - (eq + 1));
		}
		for (i = 0; i < n; i++)
			if (o[i].klen == ov.klen && !memcmp(o[i].key, ov.key, ov.klen))
				break;
		if (i == n && n == JOBFILE_OVERRIDES)
			return -EINVAL;
		o[i] = ov;
		n += i == n;
		p = comma ? comma + 1 : NULL;
	}
	return n;
}

static int set(const char *s)
{
	return s && *s;
}

/* header: the two comment lines on top of a rewritten job file. */
static void header(const struct jobfile_edit *e, FILE *out)
{
	const char *dirnote = ", directory=";

	if (set(e->replay_pack))
		dirnote = ", read_iolog= the trace's checked copy (no directory=: fio runs in the "
			  "folder under test)";
	if (set(e->filename))
		dirnote = ", filename (raw device)";
	fprintf(out, "; job.fio: built by scripts/run-pack from %s\n", e->src ? e->src : "");
	fprintf(out, ";   changed: ioengine%s%s%s", set(e->stats_file) ? ", stats_file" : "",
		set(e->expect_sched) ? ", expect_sched" : "", dirnote);
	if (set(e->quick))
		fprintf(out, ", --quick: %s", e->quick);
	if (set(e->sweep))
		fprintf(out, ", --sweep: %s", e->sweep);
	fputc('\n', out);
}

int jobfile_rewrite(const char *text, size_t textlen, const struct jobfile_edit *e, FILE *out)
{
	struct override o[JOBFILE_OVERRIDES];
	const char *p = text, *end = text + textlen, *line, *name, *sect = "", *v;
	size_t len, nlen, sectlen = 0, vl, k;
	int n, i, replay = set(e->replay_pack), raw = set(e->filename), dirdone = replay, global;

	n = parse_overrides(e->quick, o);
	if (n < 0)
		return n;
	header(e, out);
	while (next_line(&p, end, &line, &len)) {
		if (replay && key_value(line, len, "read_iolog", &v, &vl)) {
			fprintf(out, "read_iolog=%s/replay-%.*s.iolog\n", e->replay_dir ? e->replay_dir : "",
				(int)sectlen, sect);
			continue;
		}
		if (is_section(line, len, &name, &nlen)) {
			if (name_is(sect, sectlen, "global") && !dirdone && !raw) {
				fprintf(out, "directory=%s\n\n", e->directory ? e->directory : "");
				dirdone = 1;
			}
			sect = name, sectlen = nlen;
		}
		if (len == 15 && !memcmp(line, "ioengine=libaio", 15)) {
			fprintf(out, "ioengine=%s\n", e->ioengine);
			if (set(e->stats_file))
				fprintf(out, "stats_file=%s\n", e->stats_file);
			if (set(e->expect_sched))
				fprintf(out, "expect_sched=%s\n", e->expect_sched);
			continue;
		}
		if (raw && starts(line, len, "filename=")) {
			fprintf(out, "filename=%s\n", e->filename);
			continue;
		}
		global = name_is(sect, sectlen, "global");
		if (global) {
			v = memchr(line, '=', len);
			k = v ? (size_t)(v - line) : len;
			for (i = 0; i < n; i++)
				if (o[i].klen == k && !memcmp(o[i].key, line, k))
					break;
			if (i < n) {
				fprintf(out, "%.*s=%.*s\n", (int)k, line, (int)o[i].vlen, o[i].val);
				continue;
			}
			if (!len && !dirdone && !raw)
				continue;
		}
		fprintf(out, "%.*s\n", (int)len, line);
	}
	if (name_is(sect, sectlen, "global") && !dirdone && !raw)
		fprintf(out, "directory=%s\n", e->directory ? e->directory : "");
	return ferror(out) ? -EIO : 0;
}
