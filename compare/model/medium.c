/* medium.c: which medium a study ran on (medium.h). */
#include <stdio.h>
#include <string.h>

#include "model/medium.h"

#define REF_DIR "results/reference/"

char *medium_cap_set(const char *src, char *buf, size_t len)
{
	const char *p = src ? strstr(src, REF_DIR) : NULL, *e;

	buf[0] = '\0';
	if (!p)
		return buf;
	p += strlen(REF_DIR);
	e = strstr(p, ".json");
	if (e && e > p && (size_t)(e - p) < len && strcspn(p, " /;,()") >= (size_t)(e - p))
		snprintf(buf, len, "%.*s", (int)(e - p), p);
	return buf;
}

/* thousands: N (whole, >= 0) with ',' between groups of three into BUF. */
static void thousands(double n, char *buf, size_t len)
{
	char d[32];
	size_t i, j = 0, l;

	snprintf(d, sizeof(d), "%.0f", n);
	l = strlen(d);
	for (i = 0; i < l && j + 2 < len; i++) {
		if (i && (l - i) % 3 == 0)
			buf[j++] = ',';
		buf[j++] = d[i];
	}
	buf[j] = '\0';
}

/* basis: "; published: SET", "; assumed" or "" for a cap of source SRC, into BUF. */
static void basis(const char *src, const char *sep, char *buf, size_t len)
{
	char set[64];

	if (*medium_cap_set(src, set, sizeof(set)))
		snprintf(buf, len, "%spublished: %s", sep, set);
	else if (src && strstr(src, "assumed"))
		snprintf(buf, len, "%sassumed", sep);
	else
		buf[0] = '\0';
}

/* cap_text: direction D's caps of manifest MAN as "read 461.75 MB/s (472,832,000 B/s;
 * published: laptop-4.15) and 91,121 IOPS (published: laptop-4.13)" into BUF; "" when the
 * model has neither. */
static void cap_text(const struct model *m, const struct manifest *man, int d, char *buf,
		     size_t len)
{
	char bps[256] = "", iops[160] = "", n[40], why[96];

	if (man->dm_cap[d][0] > 0) {
		thousands(man->dm_cap[d][0], n, sizeof(n));
		basis(man->dm_src[d][0], "; ", why, sizeof(why));
		snprintf(bps, sizeof(bps), "%.2f MB/s (%s B/s%s)",
			 units_mbps(man->dm_cap[d][0] / 1024, m->unit), n, why);
	}
	if (man->dm_cap[d][1] > 0) {
		thousands(man->dm_cap[d][1], n, sizeof(n));
		basis(man->dm_src[d][1], "", why, sizeof(why));
		snprintf(iops, sizeof(iops), "%s IOPS%s%s%s", n, why[0] ? " (" : "", why,
			 why[0] ? ")" : "");
	}
	snprintf(buf, len, "%s%s%s%s%s", bps[0] || iops[0] ? (d ? "write " : "read ") : "", bps,
		 bps[0] && iops[0] ? " and " : "", iops, "");
}

/* model_file: the model file FILE as the repository names it ("jobs/models/laptop.json"),
 * or its last component: never a machine's absolute path. */
static const char *model_file(const char *file)
{
	const char *p = file ? strstr(file, "jobs/models/") : NULL, *b;

	if (p)
		return p;
	b = file ? strrchr(file, '/') : NULL;
	return b ? b + 1 : file ? file : "the model file";
}

void medium_line(const struct model *m, size_t k, char *buf, size_t len)
{
	const struct manifest *man = k < m->nin && m->in[k].r.has_manifest ? &m->in[k].r.man : NULL;
	const char *name = medium_name(m, k), *back;
	char rd[400], wr[400], where[160], tags[48] = "";

	if (!man || !strcmp(name, MEDIUM_PLAIN)) {
		snprintf(buf, len, "%s", man && man->device_scratch == 0 ?
			 "the device itself, no device model" :
			 MEDIUM_PLAIN ": a loop device on a file, no device model");
		return;
	}
	back = man->dm_backing;
	if (back && !strncmp(back, "/dev/shm/", 9))
		snprintf(where, sizeof(where), "a RAM-backed loop device (its file in /dev/shm)");
	else if (back && strrchr(back, '/') && strrchr(back, '/') > back)
		snprintf(where, sizeof(where), "a loop device on a file in %.*s",
			 (int)(strrchr(back, '/') - back), back);
	else
		snprintf(where, sizeof(where), "a loop device on a file");
	cap_text(m, man, 0, rd, sizeof(rd));
	cap_text(m, man, 1, wr, sizeof(wr));
	if (man->dm_depth > 0)
		snprintf(tags, sizeof(tags), "%s%.0f command tags", rd[0] || wr[0] ? ", and " : "",
			 man->dm_depth);
	if (!rd[0] && !wr[0] && !tags[0]) { /* a manifest without the model's figures */
		snprintf(buf, len, "%s model: its figures not recorded in the manifest", name);
		return;
	}
	snprintf(buf, len, "%s model%s%s%s: %s under blk-throttle%s%s%s with caps %s%s%s%s: %s, "
		 "each figure with its source there", name, man->dm_title ? " (" : "",
		 man->dm_title ? man->dm_title : "", man->dm_title ? ")" : "", where,
		 man->dm_cgroup ? " (cgroup " : "", man->dm_cgroup ? man->dm_cgroup : "",
		 man->dm_cgroup ? ")" : "", rd, rd[0] && wr[0] ? ", " : "", wr, tags,
		 model_file(man->dm_file));
}

const char *medium_name(const struct model *m, size_t k)
{
	if (k >= m->nin || !m->in[k].r.has_manifest || !m->in[k].r.man.medium)
		return MEDIUM_PLAIN;
	return m->in[k].r.man.medium;
}

int medium_mixed(const struct model *m)
{
	size_t k;

	for (k = 0; k < m->nin; k++) {
		if (k > 0 && strcmp(medium_name(m, 0), medium_name(m, k)))
			return 1;
		if (m->in[k].r.has_manifest && m->in[k].r.man.media_mixed)
			return 1;
	}
	return 0;
}

const char *medium_mixed_line(const struct model *m)
{
	return medium_mixed(m) ? "MIXED MEDIA: these rows ran on different media (see Medium above): "
				 "a difference may be the device's, not the scheduler's" : "";
}
